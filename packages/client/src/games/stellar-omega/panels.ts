/**
 * Drawing of each part of the stellar_omega board in its own coordinates (the kit's cameras scale
 * and place them): the ship, the action board with the dice tray and the hand, the races' pads,
 * and the tracks (cosmic order, categories, final scoring). Each returns its hit areas (ids of
 * adapter.ts) and the anchors animations fly between. Drawing only: what is clickable is decided
 * by the adapter.
 */
import {
  AREAS,
  CATEGORIES,
  PAD_SLOT_LABELS,
  RACES,
  type Race,
  TILES_PER_RACE,
} from "@starport/rules/stellar-omega/content.ts";
import type { OmegaPublic } from "@starport/rules/stellar-omega/view.ts";
import { type Drawn, type Hit, hitRect, type Pt, type Rect } from "../kit/geometry.ts";
import { fitText, type Paint, text } from "../kit/paint.ts";
import { PALETTE } from "../theme.ts";
import { pendingDice } from "./adapter.ts";
import {
  actionToken,
  C,
  card,
  crystal,
  die,
  firstMarker,
  RACE_CSS,
  RACE_HEX,
  raceMark,
  unitStack,
  unitTile,
} from "./art.ts";

type T = (key: string, params?: Record<string, string | number>) => string;

/** What every drawing needs besides the view. */
export interface Ctx {
  view: OmegaPublic;
  t: T;
  /** The viewer's seat (null: spectator). */
  seat: number | null;
  /** The viewer's hand (empty for others). */
  hand: readonly Race[];
  /** The viewer's own bid this round (private), if any. */
  myBid: number | null;
  /** The values of the viewer's VP tokens (only the owner knows them until the end). */
  myTokens: readonly number[];
  /** A seat's name. */
  name(seat: number): string;
}

const done = (
  bounds: Rect,
  hits: Hit[],
  anchors: Map<string, Pt>,
  items = new Map<string, Rect>(),
): Drawn => ({
  bounds,
  hits,
  anchors,
  items,
});

/** The race of a seat, and the seat of a race. */
const seatOf = (view: OmegaPublic, race: Race): number | null => view.races[race].seat;

// ---------------------------------------------------------------- the ship

export const AREA_W = 300;
export const AREA_H = 330;
const AREA_GAP = 24;
const GATE_H = 54;
const UNIT = 86;

/** The centre of a race's unit in a ship area (2 x 2 places per area). */
export function unitPoint(area: number, race: Race): Pt {
  const i = RACES.indexOf(race);
  const x0 = area * (AREA_W + AREA_GAP);
  return { x: x0 + AREA_W * (i % 2 === 0 ? 0.28 : 0.72), y: GATE_H + 40 + 62 + Math.floor(i / 2) * 120 };
}

export function drawShip(p: Paint, c: Ctx): Drawn {
  const { view, t } = c;
  const g = p.g;
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const W = AREAS * AREA_W + (AREAS - 1) * AREA_GAP;
  // The hull behind the areas.
  g.fillStyle(C.hull, 1);
  g.fillRoundedRect(-14, -14, W + 28, GATE_H + AREA_H + 128, 26);
  for (let a = 0; a < AREAS; a++) {
    const x0 = a * (AREA_W + AREA_GAP);
    const closed = a === view.gate;
    const r = { x: x0, y: GATE_H, w: AREA_W, h: AREA_H };
    g.fillStyle(closed ? C.closed : C.panel, 1);
    g.fillRoundedRect(r.x, r.y, r.w, r.h, 14);
    g.lineStyle(3, closed ? C.bad : C.line, 1);
    g.strokeRoundedRect(r.x, r.y, r.w, r.h, 14);
    hits.push(hitRect(`area:${a}`, r));
    anchors.set(`area:${a}`, { x: x0 + AREA_W / 2, y: GATE_H + AREA_H / 2 });
    text(p, x0 + 14, GATE_H + 22, t("label.area", { n: a + 1 }), 24, PALETTE.text, [0, 0.5], true);
    fitText(
      text(
        p,
        x0 + AREA_W - 14,
        GATE_H + 22,
        t(closed ? "label.closedSector" : "label.openSector"),
        20,
        closed ? PALETTE.bad : PALETTE.muted,
        [1, 0.5],
        true,
      ),
      AREA_W - 110,
    );
    // The gate position (a white line across the area's entrance), the gate tile on the closed one.
    const gr = { x: x0 + 20, y: 4, w: AREA_W - 40, h: GATE_H - 10 };
    hits.push(hitRect(`gate:${a}`, gr));
    anchors.set(`gate:${a}`, { x: x0 + AREA_W / 2, y: gr.y + gr.h / 2 });
    if (closed) {
      g.fillStyle(C.accent, 1);
      g.fillRoundedRect(gr.x, gr.y + 6, gr.w, gr.h - 12, 8);
      text(p, x0 + AREA_W / 2, gr.y + gr.h / 2, t("so.label.gate"), 22, "#0b1020", [0.5, 0.5], true);
    } else {
      g.lineStyle(4, C.white, 0.7);
      g.lineBetween(gr.x, gr.y + gr.h / 2, gr.x + gr.w, gr.y + gr.h / 2);
    }
    // Units: a stack of tiles per race, in the race's place of the area.
    for (const race of RACES) {
      const lvl = view.ship[a]?.[race] ?? 0;
      const at = unitPoint(a, race);
      anchors.set(`unit:${race}:${a}`, at);
      if (lvl === 0) {
        g.lineStyle(1.5, RACE_HEX[race], 0.25);
        g.strokeRoundedRect(at.x - UNIT / 2, at.y - UNIT / 2, UNIT, UNIT, 10);
        continue;
      }
      const top = unitStack(g, race, lvl, at.x, at.y, UNIT * 0.78);
      anchors.set(`top:${race}:${a}`, top);
      text(p, at.x + UNIT / 2 - 4, at.y + UNIT / 2 - 4, `${lvl}`, 22, RACE_CSS[race], [1, 1], true);
      hits.push(
        hitRect(`unit:${race}:${a}`, {
          x: at.x - UNIT / 2 - 6,
          y: at.y - UNIT / 2 - 6,
          w: UNIT + 12,
          h: UNIT + 12,
        }),
      );
    }
  }
  // Gate control track: a roll of three dice must beat the cube's value.
  const ty = GATE_H + AREA_H + 24;
  text(p, 0, ty + 10, t("so.label.gateTrack", { n: view.gateValue }), 22, PALETTE.text, [0, 0.5], true);
  const track = view.gateTrack;
  const bw = Math.min(56, (W - 10) / track.length);
  track.forEach((v, i) => {
    const x = i * bw;
    const on = i === view.gateSlot;
    g.fillStyle(on ? C.warn : C.panelHi, 1);
    g.fillRoundedRect(x + 2, ty + 30, bw - 4, 44, 6);
    text(p, x + bw / 2, ty + 52, `${v}`, 20, on ? "#0b1020" : PALETTE.muted, [0.5, 0.5], true);
  });
  hits.push(hitRect("gatetrack", { x: 0, y: ty + 28, w: track.length * bw, h: 48 }));
  return done({ x: -16, y: -16, w: W + 32, h: ty + 96 }, hits, anchors);
}

// ---------------------------------------------------------------- action board, dice, hand

const ACT_W = 236;
const ACT_H = 112;
const ACT_GAP = 12;

/** Which race's costs the action board shows: the viewer's, else the acting seat's. */
function boardRace(c: Ctx): Race | null {
  const v = c.view;
  const mine = c.seat !== null ? v.seatRace[c.seat] : null;
  if (mine) return mine;
  return v.turn ? (v.seatRace[v.turn.seat] ?? null) : null;
}

export function drawActions(p: Paint, c: Ctx, narrow = false): Drawn {
  const { view, t } = c;
  const g = p.g;
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const race = boardRace(c);
  const rp = race ? view.races[race] : null;
  // Escalating actions on the bottom row, the fixed ones on top, as on the board (two columns on a phone).
  const cols = narrow ? 2 : 3;
  // On a phone the panel is small on screen: larger type, and the one-line help left to the long press.
  const k = narrow ? 1.7 : 1;
  const W = cols * ACT_W + (cols - 1) * ACT_GAP;
  const order = narrow
    ? (["decode", "card", "attack", "crystal", "gate", "tile"] as const)
    : (["decode", "attack", "gate", "card", "crystal", "tile"] as const);
  order.forEach((a, i) => {
    const x = (i % cols) * (ACT_W + ACT_GAP);
    const y = Math.floor(i / cols) * (ACT_H + ACT_GAP);
    const r = { x, y, w: ACT_W, h: ACT_H };
    const fixed = a === "decode" || a === "attack" || a === "gate";
    g.fillStyle(fixed ? 0x1e2747 : 0x232a4a, 1);
    g.fillRoundedRect(x, y, ACT_W, ACT_H, 12);
    g.lineStyle(2, C.line, 1);
    g.strokeRoundedRect(x, y, ACT_W, ACT_H, 12);
    fitText(
      text(p, x + 14, y + (narrow ? 30 : 24), t(`action.${a}`), 26 * k, PALETTE.text, [0, 0.5], true),
      ACT_W - 28,
    );
    const cost = rp?.costs[a];
    if (cost !== undefined) {
      const afford = rp !== null && cost <= rp.at;
      text(
        p,
        x + 14,
        y + (narrow ? 78 : 60),
        t("so.label.cost", { n: cost }),
        24 * k,
        afford ? PALETTE.warn : PALETTE.bad,
        [0, 0.5],
        true,
      );
    }
    if (!narrow)
      fitText(text(p, x + 14, y + 94, t(`so.action.${a}.short`), 18, PALETTE.muted, [0, 0.5]), ACT_W - 24);
    // Tokens played on the space this round by the race shown.
    const used = rp && !fixed ? rp.used[a] : 0;
    for (let k = 0; k < used; k++) actionToken(g, x + ACT_W - 22 - k * 26, y + 60, 10, true);
    hits.push(hitRect(`act:${a}`, r));
    anchors.set(`act:${a}`, { x: x + ACT_W / 2, y: y + ACT_H / 2 });
  });
  // The dice tray; deck, pouch and VP tokens beside it (below it on a phone).
  const ty = Math.ceil(6 / cols) * (ACT_H + ACT_GAP) + 8;
  const trayH = narrow ? 236 : 128;
  g.fillStyle(0x10162a, 1);
  g.fillRoundedRect(0, ty, W, trayH, 12);
  g.lineStyle(2, C.line, 1);
  g.strokeRoundedRect(0, ty, W, trayH, 12);
  const dice = pendingDice(view);
  const pend = view.pending;
  let trayTitle = t("so.label.tray");
  if (pend?.kind === "gate") {
    const total = dice.reduce((a, b) => a + b, 0);
    trayTitle = t("so.label.trayGate", { total, n: view.gateValue });
  } else if (pend?.kind === "attack")
    trayTitle = t("so.label.trayAttack", { race: t(`race.${pend.target}`) });
  else if (pend?.kind === "decode") trayTitle = t("so.label.trayDecode");
  fitText(text(p, 14, ty + 20, trayTitle, 20 * k, PALETTE.text, [0, 0.5], true), W - 28);
  const ds = 70;
  dice.forEach((v, i) => {
    const x = 40 + ds / 2 + i * (ds + 22);
    const y = ty + 80;
    die(g, v, x, y, ds);
    hits.push({ id: `die:${i}`, x: x - ds / 2 - 4, y: y - ds / 2 - 4, w: ds + 8, h: ds + 8 });
    anchors.set(`die:${i}`, { x, y });
  });
  for (let i = dice.length; i < 3; i++)
    anchors.set(`die:${i}`, { x: 40 + ds / 2 + i * (ds + 22), y: ty + 80 });
  if (dice.length === 0) text(p, 40, ty + 80, t("so.label.trayEmpty"), 18 * k, PALETTE.muted, [0, 0.5]);
  const sx = narrow ? 40 : W - 300;
  const sy = narrow ? ty + 128 : ty;
  card(g, null, sx + 30, sy + 78, 46, 64);
  text(p, sx + 30, sy + 78, `${view.deckSize}`, 20, PALETTE.text, [0.5, 0.5], true);
  text(p, sx + 30, sy + 120, t("label.deck"), 14, PALETTE.muted, [0.5, 0.5]);
  hits.push(hitRect("deck", { x: sx, y: sy + 40, w: 60, h: 80 }));
  anchors.set("deck", { x: sx + 30, y: sy + 78 });
  const pouch = { x: sx + 130, y: sy + 78 };
  g.fillStyle(0x3b2a55, 1);
  g.fillEllipse(pouch.x, pouch.y, 76, 64);
  g.lineStyle(2, C.muted, 1);
  g.strokeEllipse(pouch.x, pouch.y, 76, 64);
  const inPouch = RACES.reduce((a, r) => a + view.pouch[r], 0);
  text(p, pouch.x, pouch.y, `${inPouch}`, 22, PALETTE.text, [0.5, 0.5], true);
  text(p, pouch.x, sy + 120, t("label.pouch"), 14, PALETTE.muted, [0.5, 0.5]);
  hits.push(hitRect("pouch", { x: pouch.x - 40, y: sy + 40, w: 80, h: 80 }));
  anchors.set("pouch", pouch);
  const tk = { x: sx + 250, y: sy + 78 };
  g.fillStyle(C.warn, 1);
  g.fillCircle(tk.x, tk.y, 26);
  text(p, tk.x, tk.y, `${view.tokenPile}`, 20, "#0b1020", [0.5, 0.5], true);
  fitText(
    text(p, tk.x, sy + 120, t("label.tokensLeft", { n: view.tokenPile }), 14, PALETTE.muted, [0.5, 0.5]),
    150,
  );
  hits.push(hitRect("tokens", { x: tk.x - 30, y: sy + 40, w: 60, h: 80 }));
  // The viewer's hand (only the viewer sees its cards), action tokens and actions left.
  const hy = ty + trayH + 16;
  const mine = c.seat !== null ? view.seatRace[c.seat] : null;
  if (!mine) return done({ x: -6, y: -6, w: W + 12, h: hy + 6 }, hits, anchors);
  text(p, 0, hy + 14, t("label.hand"), 20 * k, PALETTE.text, [0, 0.5], true);
  const cw = 84;
  const ch = 112;
  c.hand.forEach((r, i) => {
    const x = 14 + cw / 2 + i * (cw + 14);
    const y = hy + 34 + ch / 2;
    card(g, r, x, y, cw, ch);
    fitText(text(p, x, y + ch / 2 - 18, t(`race.${r}`), 15, PALETTE.text, [0.5, 0.5], true), cw - 6);
    hits.push(hitRect(`hand:${i}`, { x: x - cw / 2, y: y - ch / 2, w: cw, h: ch }));
    anchors.set(`hand:${i}`, { x, y });
  });
  anchors.set("hand", { x: 14 + cw / 2 + c.hand.length * (cw + 14), y: hy + 34 + ch / 2 });
  if (c.hand.length === 0) text(p, 14, hy + 90, t("so.label.noCards"), 18 * k, PALETTE.muted, [0, 0.5]);
  const r = view.races[mine];
  const ax = narrow ? 0 : W - 330;
  const ay = narrow ? hy + 34 + ch + 16 : hy;
  text(p, ax, ay + 14, t("so.label.atLeft", { n: r.at }), 20 * k, PALETTE.text, [0, 0.5], true);
  for (let k = 0; k < r.at; k++)
    actionToken(g, ax + 16 + (k % 6) * 34, ay + 56 + Math.floor(k / 6) * 34, 13, false);
  if (view.turn && view.turn.seat === c.seat) {
    text(
      p,
      ax,
      ay + 104,
      t("so.label.actionsLeft", { n: view.turn.actionsLeft, max: view.turn.maxActions }),
      18,
      PALETTE.warn,
      [0, 0.5],
      true,
    );
  }
  const bottom = narrow ? ay + 120 : hy + 34 + ch + 14;
  return done({ x: -6, y: -6, w: W + 12, h: bottom }, hits, anchors);
}

// ---------------------------------------------------------------- the races' pads

export const PAD_W = 420;
export const PAD_H = 300;
const PAD_GAP = 16;

/** Pad position of each race (2 x 2). */
export const padOrigin = (race: Race): Pt => {
  const i = RACES.indexOf(race);
  return { x: (i % 2) * (PAD_W + PAD_GAP), y: Math.floor(i / 2) * (PAD_H + PAD_GAP) };
};

export function drawPads(p: Paint, c: Ctx, narrow = false): Drawn {
  const { view, t } = c;
  const g = p.g;
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const mine = c.seat !== null ? view.seatRace[c.seat] : null;
  // On a phone the pads are small on screen: larger type, and the captions the pictures say anyway left out.
  const big = narrow ? 1.6 : 1;
  for (const race of RACES) {
    const o = padOrigin(race);
    const r = view.races[race];
    const draft = view.phase === "draft";
    const seat = seatOf(view, race);
    const npr = r.npr;
    g.fillStyle(race === mine ? 0x1c2648 : C.panel, 1);
    g.fillRoundedRect(o.x, o.y, PAD_W, PAD_H, 14);
    g.lineStyle(race === mine ? 4 : 2, RACE_HEX[race], race === mine || !npr ? 1 : 0.5);
    g.strokeRoundedRect(o.x, o.y, PAD_W, PAD_H, 14);
    raceMark(g, race, o.x + 26, o.y + 28, 13);
    text(p, o.x + 48, o.y + 28, t(`race.${race}`), 26 * Math.min(big, 1.3), RACE_CSS[race], [0, 0.5], true);
    const who = seat !== null ? c.name(seat) : npr ? t("label.npr") : draft ? t("so.label.free") : "";
    fitText(
      text(
        p,
        o.x + PAD_W - 14,
        o.y + 28,
        who,
        20,
        seat !== null ? PALETTE.text : PALETTE.muted,
        [1, 0.5],
        seat !== null,
      ),
      PAD_W - 220,
    );
    if (seat !== null && seat === view.firstPlayer && !draft) {
      firstMarker(g, o.x + PAD_W - 18, o.y + 58, 11);
      text(p, o.x + PAD_W - 34, o.y + 58, t("label.firstPlayer"), 15, PALETTE.warn, [1, 0.5]);
    }
    hits.push(hitRect(draft ? `race:${race}` : `pad:${race}`, { x: o.x, y: o.y, w: PAD_W, h: PAD_H }));
    anchors.set(`pad:${race}`, { x: o.x + PAD_W / 2, y: o.y + PAD_H / 2 });
    if (draft) {
      const status = seat !== null ? t("so.label.taken") : t("so.label.choose");
      text(p, o.x + PAD_W / 2, o.y + 90, status, 24, PALETTE.muted, [0.5, 0.5]);
      // What the race brings (the rulebook's only differences between races).
      const trait = text(p, o.x + 20, o.y + 130, t(`so.race.trait.${race}`), 19, PALETTE.text, [0, 0]);
      trait.setWordWrapWidth(PAD_W - 40);
      continue;
    }
    // Crystals on the pad: three slots from the top, each uncovering "(n)A".
    if (!narrow) text(p, o.x + 16, o.y + 70, t("label.crystals"), 16, PALETTE.muted, [0, 0.5]);
    for (let k = 0; k < 3; k++) {
      const cx = o.x + 34 + k * 48;
      const cy = o.y + 104;
      // Crystals leave from the top slot: slot k is empty once k + 1 crystals are missing.
      const filled = 3 - k <= r.padCrystals;
      crystal(g, race, cx, cy, 15, !filled);
      if (!filled) text(p, cx, cy + 28, PAD_SLOT_LABELS[k]!, 14, PALETTE.muted, [0.5, 0.5]);
      anchors.set(`crystal:${race}:${k}`, { x: cx, y: cy });
    }
    // SP orbit: five spots, the cube on spSpot; the total below.
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
    anchors.set(`sp:${race}`, oc);
    text(p, oc.x, oc.y, t("so.label.spShort", { n: r.sp }), 18 * big, PALETTE.text, [0.5, 0.5], true);
    // Unit tiles on the pad: available (colour up) and flipped.
    const tilesOnPad = r.tilesAvail + r.tilesFlipped;
    if (!narrow)
      text(
        p,
        o.x + 16,
        o.y + 152,
        t("so.label.tiles", { n: r.tilesAvail, m: r.tilesFlipped }),
        16,
        PALETTE.muted,
        [0, 0.5],
      );
    const ts = 30;
    for (let k = 0; k < Math.min(TILES_PER_RACE, tilesOnPad); k++) {
      const x = o.x + 16 + ts / 2 + k * (ts + 6);
      const y = o.y + 186;
      const flipped = k >= r.tilesAvail;
      unitTile(g, race, x, y, ts, flipped);
      if (!flipped && race === mine && view.phase === "bid") {
        // Bidding: the n-th tile stands for a bid of n tiles (finger-sized hit around it).
        hits.push(hitRect(`bid:${k + 1}`, { x: x - ts / 2 - 3, y: y - 24, w: ts + 6, h: 48 }));
      }
    }
    anchors.set(`tiles:${race}`, { x: o.x + 16 + ts / 2, y: o.y + 186 });
    // Bid: who has bid (not what) until all flip together; the viewer sees their own.
    if (!npr && view.phase === "bid") {
      const own = race === mine && c.myBid !== null ? t("so.label.yourBid", { n: c.myBid }) : "";
      text(
        p,
        o.x + 16,
        o.y + 222,
        own || t(r.hasBid ? "label.hasBid" : "label.notBid"),
        18 * big,
        r.hasBid ? PALETTE.good : PALETTE.warn,
        [0, 0.5],
        true,
      );
    } else if (!npr && view.revealedBids) {
      text(
        p,
        o.x + 16,
        o.y + 222,
        t("so.label.bid", { n: view.revealedBids[race] ?? 0 }),
        18 * big,
        PALETTE.muted,
        [0, 0.5],
      );
    }
    // Cards: hand (backs, a count), placed in front of the pad.
    const cy = o.y + 262;
    if (!npr) {
      text(p, o.x + 16, cy, t("so.label.handCount", { n: r.handSize }), 16 * big, PALETTE.muted, [0, 0.5]);
      for (let k = 0; k < r.handSize; k++) card(g, null, o.x + 112 + k * 18, cy, 22, 30);
      anchors.set(`handOf:${race}`, { x: o.x + 112, y: cy });
    }
    const px = o.x + (npr ? 16 : 186);
    fitText(
      text(p, px, cy, t("so.label.placed", { n: r.placed }), 16 * big, PALETTE.muted, [0, 0.5]),
      110 * big,
    );
    r.placedUp.forEach((pc, k) => card(g, pc, px + 120 + k * 20, cy, 22, 30));
    for (let k = 0; k < r.placedDown; k++) card(g, null, px + 120 + (r.placedUp.length + k) * 20, cy, 22, 30);
    anchors.set(`placed:${race}`, { x: px + 120, y: cy });
    if (!npr) {
      // VP tokens: a count for everybody, the values for their owner only.
      const own = race === mine && c.myTokens.length > 0 ? ` (${c.myTokens.join(" + ")})` : "";
      const line = `${t("so.label.atTokens", { n: r.at, v: r.tokens })}${own}`;
      fitText(text(p, o.x + PAD_W - 16, o.y + 222, line, 16 * big, PALETTE.muted, [1, 0.5]), PAD_W - 200);
    }
  }
  return done({ x: -6, y: -6, w: 2 * PAD_W + PAD_GAP + 12, h: 2 * PAD_H + PAD_GAP + 12 }, hits, anchors);
}

// ---------------------------------------------------------------- tracks and final scoring

export function drawTracks(p: Paint, c: Ctx, narrow = false): Drawn {
  const { view, t } = c;
  const g = p.g;
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const W = narrow ? 460 : 760;
  text(p, 0, 16, t("label.round", { n: view.round, total: view.rounds }), 26, PALETTE.text, [0, 0.5], true);
  fitText(text(p, W, 16, t(`phase.${view.phase}`), 22, PALETTE.warn, [1, 0.5], true), W - 200);
  // Cosmic order of the round (tie-breaks), best first.
  text(p, 0, 56, t("so.label.cosmic"), 19, PALETTE.muted, [0, 0.5]);
  const chipW = narrow ? (W - 8) / 2 : (W - 200) / 4;
  view.cosmic.forEach((race, i) => {
    const x = narrow ? (i % 2) * (chipW + 8) : 200 + i * chipW;
    const y = narrow ? 76 + Math.floor(i / 2) * 44 : 38;
    g.fillStyle(C.panelHi, 1);
    g.fillRoundedRect(x, y, chipW - 8, 38, 8);
    raceMark(g, race, x + 18, y + 19, 9);
    fitText(
      text(p, x + 32, y + 19, `${i + 1}. ${t(`race.${race}`)}`, 18, RACE_CSS[race], [0, 0.5], true),
      chipW - 48,
    );
  });
  const top = narrow ? 76 + 2 * 44 + 10 : 90;
  hits.push(hitRect("track:cosmic", { x: 0, y: 38, w: W, h: top - 42 }));
  // Categories: everyone's value now (the leader framed) and each player's VP cube.
  const cellW = narrow ? (W - 28 - 8) / 2 : (W - 28 - 24) / 4;
  const cellH = 62;
  const rows = narrow ? 2 : 1;
  const blockH = 56 + rows * (cellH + 8) + 4;
  CATEGORIES.forEach((cat, i) => {
    const y = top + i * (blockH + 10);
    g.fillStyle(0x1a2140, 1);
    g.fillRoundedRect(0, y, W, blockH, 10);
    text(p, 14, y + 20, t(`category.${cat}`), 24, PALETTE.text, [0, 0.5], true);
    fitText(text(p, 14, y + 44, t(`so.category.${cat}.what`), 17, PALETTE.muted, [0, 0.5]), W - 28);
    const leader = view.leaders[cat];
    RACES.forEach((race, k) => {
      const x = 14 + (narrow ? k % 2 : k) * (cellW + 8);
      const cy = y + 60 + (narrow ? Math.floor(k / 2) : 0) * (cellH + 8);
      const isLead = leader === race;
      g.fillStyle(isLead ? 0x2c3a66 : C.panel, 1);
      g.fillRoundedRect(x, cy, cellW, cellH, 8);
      if (isLead) {
        g.lineStyle(2, C.warn, 1);
        g.strokeRoundedRect(x, cy, cellW, cellH, 8);
      }
      raceMark(g, race, x + 16, cy + 19, 8);
      fitText(
        text(
          p,
          x + 30,
          cy + 19,
          t("so.label.now", { n: view.standings[cat][race] }),
          18,
          RACE_CSS[race],
          [0, 0.5],
          true,
        ),
        cellW - 36,
      );
      if (!view.races[race].npr)
        text(
          p,
          x + 30,
          cy + 45,
          t("so.label.vpCube", { n: view.races[race].vp[cat] }),
          18,
          PALETTE.text,
          [0, 0.5],
        );
      anchors.set(`cat:${cat}:${race}`, { x: x + cellW / 2, y: cy + cellH / 2 });
    });
    hits.push(hitRect(`track:${cat}`, { x: 0, y, w: W, h: blockH }));
    anchors.set(`cat:${cat}`, { x: W / 2, y: y + blockH / 2 });
  });
  let H = top + 3 * (blockH + 10);
  // Final scoring, category by category: a row per item, a column per player (best first).
  const f = view.final;
  if (f) {
    const y0 = H + 6;
    text(p, 0, y0 + 16, t("label.final.title"), 26, PALETTE.warn, [0, 0.5], true);
    const seats = f.vp.map((_, s) => s).sort((a, b) => f.vp[b]! - f.vp[a]! || f.sp[b]! - f.sp[a]!);
    const labelW = narrow ? 150 : 220;
    const colW = (W - labelW) / seats.length;
    seats.forEach((s, i) => {
      const race = view.seatRace[s];
      const x = labelW + i * colW + colW / 2;
      if (race) raceMark(g, race, x, y0 + 48, 9);
      fitText(
        text(p, x, y0 + 72, c.name(s), 18, race ? RACE_CSS[race] : PALETTE.text, [0.5, 0.5], true),
        colW - 8,
      );
    });
    const rowsOf = ["captain", "crew", "exploration", "omega", "tokens", "total", "sp"] as const;
    rowsOf.forEach((k, r) => {
      const y = y0 + 106 + r * 36;
      if (r % 2 === 0) {
        g.fillStyle(0x161d38, 1);
        g.fillRect(0, y - 17, W, 34);
      }
      fitText(
        text(
          p,
          8,
          y,
          t(`label.final.${k}`),
          18,
          k === "total" ? PALETTE.warn : PALETTE.muted,
          [0, 0.5],
          k === "total",
        ),
        labelW - 12,
      );
      seats.forEach((s, i) => {
        const cat = f.categories[s]!;
        const om = f.omega[s]!;
        const v =
          k === "omega"
            ? om.captain + om.crew + om.exploration
            : k === "tokens"
              ? f.tokenVp[s]!
              : k === "total"
                ? f.vp[s]!
                : k === "sp"
                  ? f.sp[s]!
                  : cat[k];
        const shown = k === "omega" && v > 0 ? `+${v}` : `${v}`;
        text(
          p,
          labelW + i * colW + colW / 2,
          y,
          shown,
          20,
          k === "total" ? PALETTE.warn : PALETTE.text,
          [0.5, 0.5],
          k === "total",
        );
      });
    });
    H = y0 + 106 + rowsOf.length * 36;
  }
  return done({ x: -6, y: -6, w: W + 12, h: H + 12 }, hits, anchors);
}
