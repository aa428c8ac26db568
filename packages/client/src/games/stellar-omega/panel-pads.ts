/**
 * The races' pads of stellar_omega (2 x 2): in the draft, what each race brings; then its crystals,
 * SP orbit, unit tiles (the bid is clicked on them), bid, cards, action tokens and VP tokens.
 */
import { PAD_SLOT_LABELS, RACES, type Race, TILES_PER_RACE } from "@starport/rules/stellar-omega/content.ts";
import type { RacePublic } from "@starport/rules/stellar-omega/view.ts";
import { type Drawn, hitRect, type Pt } from "../kit/geometry.ts";
import { fitText, type Paint, text } from "../kit/paint.ts";
import { PALETTE } from "../theme.ts";
import { C, card, crystal, firstMarker, RACE_CSS, RACE_HEX, raceMark, unitTile } from "./art.ts";
import { type Ctx, done, myRace, newOut, type Out } from "./panels.ts";

export const PAD_W = 420;
export const PAD_H = 300;
const PAD_GAP = 16;

/** Pad position of each race (2 x 2). */
export const padOrigin = (race: Race): Pt => {
  const i = RACES.indexOf(race);
  return { x: (i % 2) * (PAD_W + PAD_GAP), y: Math.floor(i / 2) * (PAD_H + PAD_GAP) };
};

/** One pad being drawn: its race, its origin, what everyone sees of it, and the type scale. */
interface Pad {
  race: Race;
  o: Pt;
  r: RacePublic;
  /** Whether it is the viewer's pad. */
  mine: boolean;
  narrow: boolean;
  /** The type scale (a phone shows the pads small). */
  big: number;
}

export function drawPads(p: Paint, c: Ctx, narrow = false): Drawn {
  const out = newOut();
  const mine = myRace(c);
  // On a phone the pads are small on screen: larger type, and the captions the pictures say anyway left out.
  const big = narrow ? 1.6 : 1;
  for (const race of RACES) {
    const pad: Pad = { race, o: padOrigin(race), r: c.view.races[race], mine: race === mine, narrow, big };
    drawPadFrame(p, c, pad, out);
    if (c.view.phase === "draft") {
      drawDraftPad(p, c, pad);
      continue;
    }
    drawCrystals(p, c, pad, out);
    drawOrbit(p, c, pad, out);
    drawTiles(p, c, pad, out);
    drawBid(p, c, pad);
    drawCards(p, c, pad, out);
  }
  return done({ x: -6, y: -6, w: 2 * PAD_W + PAD_GAP + 12, h: 2 * PAD_H + PAD_GAP + 12 }, out);
}

/** The pad itself: the race's name, who plays it (or "non-player race"), the first player marker. */
function drawPadFrame(p: Paint, c: Ctx, { race, o, r, mine, big }: Pad, out: Out): void {
  const { view, t } = c;
  const g = p.g;
  const draft = view.phase === "draft";
  const seat = r.seat;
  const npr = r.npr;
  g.fillStyle(mine ? 0x1c2648 : C.panel, 1);
  g.fillRoundedRect(o.x, o.y, PAD_W, PAD_H, 14);
  g.lineStyle(mine ? 4 : 2, RACE_HEX[race], mine || !npr ? 1 : 0.5);
  g.strokeRoundedRect(o.x, o.y, PAD_W, PAD_H, 14);
  raceMark(g, race, o.x + 26, o.y + 28, 13);
  text(p, o.x + 48, o.y + 28, t(`race.${race}`), 26 * Math.min(big, 1.3), RACE_CSS[race], [0, 0.5], true);
  const who = seat !== null ? c.name(seat) : npr ? t("label.npr") : draft ? t("so.label.free") : "";
  const whoColour = seat !== null ? PALETTE.text : PALETTE.muted;
  fitText(text(p, o.x + PAD_W - 14, o.y + 28, who, 20, whoColour, [1, 0.5], seat !== null), PAD_W - 220);
  if (seat !== null && seat === view.firstPlayer && !draft) {
    firstMarker(g, o.x + PAD_W - 18, o.y + 58, 11);
    text(p, o.x + PAD_W - 34, o.y + 58, t("label.firstPlayer"), 15, PALETTE.warn, [1, 0.5]);
  }
  out.hits.push(hitRect(draft ? `race:${race}` : `pad:${race}`, { x: o.x, y: o.y, w: PAD_W, h: PAD_H }));
  out.anchors.set(`pad:${race}`, { x: o.x + PAD_W / 2, y: o.y + PAD_H / 2 });
}

/** In the draft: taken or free, and what the race brings (the rulebook's only differences between races). */
function drawDraftPad(p: Paint, { t }: Ctx, { race, o, r }: Pad): void {
  const status = r.seat !== null ? t("so.label.taken") : t("so.label.choose");
  text(p, o.x + PAD_W / 2, o.y + 90, status, 24, PALETTE.muted, [0.5, 0.5]);
  const trait = text(p, o.x + 20, o.y + 130, t(`so.race.trait.${race}`), 19, PALETTE.text, [0, 0]);
  trait.setWordWrapWidth(PAD_W - 40);
}

/** Crystals on the pad: three slots from the top, each uncovering "(n)A". */
function drawCrystals(p: Paint, { t }: Ctx, { race, o, r, narrow }: Pad, out: Out): void {
  if (!narrow) text(p, o.x + 16, o.y + 70, t("label.crystals"), 16, PALETTE.muted, [0, 0.5]);
  for (let k = 0; k < 3; k++) {
    const cx = o.x + 34 + k * 48;
    const cy = o.y + 104;
    // Crystals leave from the top slot: slot k is empty once k + 1 crystals are missing.
    const filled = 3 - k <= r.padCrystals;
    crystal(p.g, race, cx, cy, 15, !filled);
    if (!filled) text(p, cx, cy + 28, PAD_SLOT_LABELS[k]!, 14, PALETTE.muted, [0.5, 0.5]);
    out.anchors.set(`crystal:${race}:${k}`, { x: cx, y: cy });
  }
}

/** SP orbit: five spots, the cube on spSpot; the total below. */
function drawOrbit(p: Paint, { view, t }: Ctx, { race, o, r, big }: Pad, out: Out): void {
  const g = p.g;
  const oc = { x: o.x + PAD_W - 82, y: o.y + 124 };
  g.lineStyle(2, C.line, 1);
  g.strokeCircle(oc.x, oc.y, 44);
  for (let k = 0; k < view.spOrbit; k++) {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / view.spOrbit;
    const px = oc.x + 44 * Math.cos(a);
    const py = oc.y + 44 * Math.sin(a);
    g.fillStyle(k === 0 ? C.warn : C.panelHi, 1);
    g.fillCircle(px, py, 9);
    if (k === r.spSpot) {
      g.fillStyle(RACE_HEX[race], 1);
      g.fillRect(px - 8, py - 8, 16, 16);
      g.lineStyle(2, C.space, 1);
      g.strokeRect(px - 8, py - 8, 16, 16);
    }
  }
  out.anchors.set(`sp:${race}`, oc);
  text(p, oc.x, oc.y, t("so.label.spShort", { n: r.sp }), 18 * big, PALETTE.text, [0.5, 0.5], true);
}

/** Unit tiles on the pad: available (colour up) and flipped; the viewer bids by clicking one. */
function drawTiles(p: Paint, { view, t }: Ctx, { race, o, r, mine, narrow }: Pad, out: Out): void {
  if (!narrow) {
    const tiles = t("so.label.tiles", { n: r.tilesAvail, m: r.tilesFlipped });
    text(p, o.x + 16, o.y + 152, tiles, 16, PALETTE.muted, [0, 0.5]);
  }
  const ts = 30;
  for (let k = 0; k < Math.min(TILES_PER_RACE, r.tilesOnPad); k++) {
    const x = o.x + 16 + ts / 2 + k * (ts + 6);
    const y = o.y + 186;
    const flipped = k >= r.tilesAvail;
    unitTile(p.g, race, x, y, ts, flipped);
    if (!flipped && mine && view.phase === "bid") {
      // Bidding: the n-th tile stands for a bid of n tiles (finger-sized hit around it).
      out.hits.push(hitRect(`bid:${k + 1}`, { x: x - ts / 2 - 3, y: y - 24, w: ts + 6, h: 48 }));
    }
  }
  out.anchors.set(`tiles:${race}`, { x: o.x + 16 + ts / 2, y: o.y + 186 });
}

/** Bid: who has bid (not what) until all flip together; the viewer sees their own. */
function drawBid(p: Paint, c: Ctx, { race, o, r, mine, big }: Pad): void {
  const { view, t } = c;
  if (r.npr) return;
  if (view.phase === "bid") {
    const own = mine && c.myBid !== null ? t("so.label.yourBid", { n: c.myBid }) : "";
    const line = own || t(r.hasBid ? "label.hasBid" : "label.notBid");
    text(p, o.x + 16, o.y + 222, line, 18 * big, r.hasBid ? PALETTE.good : PALETTE.warn, [0, 0.5], true);
  } else if (view.revealedBids) {
    const line = t("so.label.bid", { n: view.revealedBids[race] ?? 0 });
    text(p, o.x + 16, o.y + 222, line, 18 * big, PALETTE.muted, [0, 0.5]);
  }
}

/** Cards: hand (backs, a count), placed in front of the pad; the AT and VP tokens of a player. */
function drawCards(p: Paint, c: Ctx, { race, o, r, mine, big }: Pad, out: Out): void {
  const { t } = c;
  const g = p.g;
  const npr = r.npr;
  const cy = o.y + 262;
  if (!npr) {
    text(p, o.x + 16, cy, t("so.label.handCount", { n: r.handSize }), 16 * big, PALETTE.muted, [0, 0.5]);
    for (let k = 0; k < r.handSize; k++) card(g, null, o.x + 112 + k * 18, cy, 22, 30);
    out.anchors.set(`handOf:${race}`, { x: o.x + 112, y: cy });
  }
  const px = o.x + (npr ? 16 : 186);
  fitText(
    text(p, px, cy, t("so.label.placed", { n: r.placed }), 16 * big, PALETTE.muted, [0, 0.5]),
    110 * big,
  );
  r.placedUp.forEach((pc, k) => card(g, pc, px + 120 + k * 20, cy, 22, 30));
  for (let k = 0; k < r.placedDown; k++) card(g, null, px + 120 + (r.placedUp.length + k) * 20, cy, 22, 30);
  out.anchors.set(`placed:${race}`, { x: px + 120, y: cy });
  if (!npr) {
    // VP tokens: a count for everybody, the values for their owner only.
    const own = mine && c.myTokens.length > 0 ? ` (${c.myTokens.join(" + ")})` : "";
    const line = `${t("so.label.atTokens", { n: r.at, v: r.tokens })}${own}`;
    fitText(text(p, o.x + PAD_W - 16, o.y + 222, line, 16 * big, PALETTE.muted, [1, 0.5]), PAD_W - 200);
  }
}
