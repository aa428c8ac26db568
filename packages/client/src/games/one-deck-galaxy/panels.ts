/**
 * Drawing of each part of the One Deck Galaxy board in its own coordinates (the kit's cameras scale
 * and place them): the Discovery Zone's cards, the Starbase with its rows and Research Lab, the
 * Adversary with its Confrontation card, each civilization (homeworld, society, colonies, Techs,
 * milestones) and the dice pools. Each returns its hit areas (ids of adapter.ts) and the anchors
 * animations fly between. Drawing only: what is clickable is decided by the adapter.
 */
import { colourOf, pips } from "@starport/rules/one-deck-galaxy/dice.ts";
import { type Die, RESOURCES, type Yield } from "@starport/rules/one-deck-galaxy/types.ts";
import type { BoxView, GalaxyPublic, RowView, ZoneCardView } from "@starport/rules/one-deck-galaxy/view.ts";
import { bestColumns, type Drawn, type Hit, hitRect, type Pt, type Rect } from "../kit/geometry.ts";
import { fitText, type Paint, text } from "../kit/paint.ts";
import { PALETTE } from "../theme.ts";
import { poolOrder } from "./adapter.ts";
import { BOX_HEX, C, DIE_HEX, die, disc, fleet, influence, RES_CSS, resource, science, star } from "./art.ts";
import {
  adversaryName,
  cardName,
  conditionText,
  confrontationName,
  homeworldName,
  milestoneText,
  overwhelmText,
  ruleText,
  societyName,
  societyRuleText,
  techName,
  techOptionText,
} from "./words.ts";

type T = (key: string, params?: Record<string, string | number>) => string;

/** What every drawing needs besides the view. */
export interface Ctx {
  view: GalaxyPublic;
  t: T;
  /** The viewer's seat (null: spectator, replay). */
  seat: number | null;
  /** A seat's name. */
  name(seat: number): string;
}

interface Out {
  hits: Hit[];
  anchors: Map<string, Pt>;
}

const drawnOf = (bounds: Rect, o: Out): Drawn => ({
  bounds,
  hits: o.hits,
  anchors: o.anchors,
  items: new Map(),
});

const MUTED = PALETTE.muted;
const TEXT = PALETTE.text;

// ---------------------------------------------------------------- boxes

const BOX = 30;
const WIDE = 62;
// Box centres at least 40 apart: a finger-sized target each at zoom 1.
const GAP = 10;

/** Width of a box as drawn. */
const boxW = (b: BoxView): number => (b.spec.t === "wide" ? WIDE : BOX);

/** Draws one box or ring with the dice on it; `x, y` = top left. Registers `box:<key>`. */
function drawBox(p: Paint, o: Out, b: BoxView, x: number, y: number, active: boolean): number {
  const g = p.g;
  const w = boxW(b);
  const s = b.spec;
  const alpha = active ? 1 : 0.45;
  if (s.t === "ring") {
    const r = BOX / 2;
    const cx = x + r;
    const cy = y + r;
    g.fillStyle(0x0f2547, alpha);
    g.fillCircle(cx, cy, r);
    g.lineStyle(2.5, C.sbDisc, alpha);
    g.strokeCircle(cx, cy, r - 1);
    if (b.full) disc(g, C.sbDisc, cx, cy, r - 5);
    else {
      text(p, cx - 4, cy, String(s.cost), 13, TEXT, [0.5, 0.5], true).setAlpha(alpha);
      if (s.pay === "fleet") fleet(g, cx + 7, cy, 8);
      else science(g, cx + 7, cy, 8);
    }
    o.hits.push({ id: `box:${b.key}`, x: cx, y: cy, w: 0, h: 0, r });
    o.anchors.set(`box:${b.key}`, { x: cx, y: cy });
    return BOX;
  }
  const colour = s.t === "small" || s.t === "wide" ? s.c : "grey";
  g.fillStyle(BOX_HEX[colour] ?? 0x3a4154, alpha);
  g.fillRoundedRect(x, y, w, BOX, 5);
  g.lineStyle(1.5, b.full ? C.good : 0x8a93b0, alpha);
  g.strokeRoundedRect(x, y, w, BOX, 5);
  const dice = b.dice;
  if (dice.length > 0) {
    const ds = s.t === "wide" ? 22 : BOX - 6;
    dice.slice(0, 2).forEach((d, i) => {
      const dx = s.t === "wide" ? x + 4 + ds / 2 + i * (ds + 3) : x + w / 2;
      die(g, colourOf(d.die), pips(d.die), dx, y + BOX / 2, ds);
    });
    if (dice.length > 2) text(p, x + w - 4, y + BOX - 3, `+${dice.length - 2}`, 10, TEXT, [1, 1], true);
    if (s.t === "wide" && b.missing > 0)
      text(p, x + w - 3, y + 3, `−${b.missing}`, 10, PALETTE.warn, [1, 0], true);
  } else {
    const label =
      s.t === "any" ? "✱" : s.t === "small" && s.link ? "=" : s.t === "wide" ? `Σ${s.min}` : String(s.min);
    text(p, x + w / 2, y + BOX / 2, label, s.t === "wide" ? 13 : 15, TEXT, [0.5, 0.5], true).setAlpha(alpha);
  }
  o.hits.push(hitRect(`box:${b.key}`, { x, y, w, h: BOX }));
  o.anchors.set(`box:${b.key}`, { x: x + w / 2, y: y + BOX / 2 });
  return w;
}

/** A row of boxes from `x`; returns its width. */
function drawRow(p: Paint, o: Out, row: RowView, x: number, y: number, active: boolean): number {
  let cx = x;
  for (const b of row.boxes) {
    cx += drawBox(p, o, b, cx, y, active) + GAP;
  }
  return cx - x - GAP;
}

/** Yield icons: dice squares with counts and discs. */
function drawYield(p: Paint, y0: Yield, x: number, y: number, s = 14): number {
  let cx = x;
  for (const col of ["yellow", "pink", "blue", "black"] as const) {
    const n = y0[col] ?? 0;
    if (n <= 0) continue;
    die(p.g, col, 0, cx + s / 2, y, s);
    text(p, cx + s / 2, y, String(n), 10, col === "black" ? "#ffffff" : "#111111", [0.5, 0.5], true);
    cx += s + 4;
  }
  if ((y0.discs ?? 0) > 0) {
    disc(p.g, C.techDisc, cx + s / 2, y, s / 2);
    text(p, cx + s / 2, y, String(y0.discs), 10, "#111111", [0.5, 0.5], true);
    cx += s + 4;
  }
  return cx - x;
}

// ---------------------------------------------------------------- the Discovery Zone

export const CARD_W = 196;
export const CARD_H = 200;

function drawCard(p: Paint, c: Ctx, o: Out, z: ZoneCardView, x: number, y: number, claiming = false): void {
  const g = p.g;
  const t = c.t;
  const enc = z.kind === "encounter";
  g.fillStyle(enc ? C.encounter : C.location, 1);
  g.fillRoundedRect(x, y, CARD_W, CARD_H, 8);
  g.lineStyle(claiming ? 3 : 1.5, claiming ? C.warn : enc ? 0xd0707a : 0x6f9bd8, 1);
  g.strokeRoundedRect(x, y, CARD_W, CARD_H, 8);
  o.hits.push(hitRect(`card:${z.id}`, { x, y, w: CARD_W, h: CARD_H }));
  o.anchors.set(`card:${z.id}`, { x: x + CARD_W / 2, y: y + CARD_H / 2 });
  // Header: name, and the influence against the cost (location) or the threshold (encounter).
  const goal = enc ? z.threshold : z.cost;
  const right = `${z.influence}/${goal ?? 0}`;
  const rt = text(p, x + CARD_W - 8, y + 14, right, 13, enc ? PALETTE.bad : TEXT, [1, 0.5], true);
  influence(g, x + CARD_W - 14 - rt.width, y + 14, 5);
  fitText(text(p, x + 8, y + 14, cardName(z.id, t), 13, TEXT, [0, 0.5], true), CARD_W - 40 - rt.width);
  const sub = z.rule ? ruleText(z.rule, t) : t(enc ? "odg.label.encounter" : "odg.label.location");
  fitText(text(p, x + 8, y + 32, sub, 11, z.rule ? PALETTE.warn : MUTED, [0, 0.5]), CARD_W - 16, 0.7);
  // Rows: boxes, and the influence a full row gives.
  let ry = y + 44;
  z.rows.forEach((row) => {
    drawRow(p, o, row, x + 8, ry, true);
    if (!enc && row.reward > 0) {
      influence(g, x + CARD_W - 30, ry + BOX / 2, 5);
      text(p, x + CARD_W - 8, ry + BOX / 2, `+${row.reward}`, 12, TEXT, [1, 0.5], true);
    }
    if (row.full) {
      g.lineStyle(2, C.good, 1);
      g.strokeRoundedRect(x + 4, ry - 3, CARD_W - 8, BOX + 6, 5);
    }
    ry += BOX + 10;
  });
  if (claiming) text(p, x + 8, ry + 2, t("odg.label.claiming"), 13, PALETTE.warn, [0, 0.5], true);
  else if (enc) text(p, x + 8, ry + 2, t("odg.label.allAtOnce"), 10, MUTED, [0, 0.5]);
  // Footer: the rewards if claimed (a colony's yield or a Tech), science value and resource.
  const fy = y + CARD_H - 52;
  g.lineStyle(1, 0x3e4a70, 1);
  g.lineBetween(x + 6, fy - 6, x + CARD_W - 6, fy - 6);
  const cl = text(p, x + 8, fy + 6, t("odg.label.colony"), 10, MUTED, [0, 0.5]);
  const tl = text(p, x + 8, fy + 24, t("odg.label.tech"), 10, MUTED, [0, 0.5]);
  // The values start after the longer label (Spanish labels are longer).
  const vx = x + 14 + Math.max(42, cl.width, tl.width);
  drawYield(p, z.colony, vx, fy + 6, 13);
  resource(g, z.res, x + CARD_W - 44, fy + 6, 6);
  science(g, x + CARD_W - 24, fy + 6, 12);
  text(p, x + CARD_W - 8, fy + 6, String(z.science), 11, TEXT, [1, 0.5], true);
  fitText(
    text(p, vx, fy + 24, t(`odg.cardTech.${z.id}`), 11, TEXT, [0, 0.5], true),
    x + CARD_W - 8 - vx,
    0.7,
  );
  const opt = z.tech.options[0];
  if (opt)
    fitText(text(p, x + 8, fy + 40, techOptionText(opt.steps, t), 10, MUTED, [0, 0.5]), CARD_W - 16, 0.6);
  // Study cost in the Lab step.
  const study = c.view.lab.study[String(z.id)];
  if (c.view.decision?.kind === "lab" && study !== undefined) {
    g.fillStyle(0x0b1020, 0.85);
    g.fillRoundedRect(x + CARD_W / 2 - 56, y + CARD_H / 2 - 14, 112, 28, 6);
    text(
      p,
      x + CARD_W / 2,
      y + CARD_H / 2,
      t("odg.label.studyCost", { n: study }),
      12,
      PALETTE.accent,
      [0.5, 0.5],
      true,
    );
  }
}

/** Columns of the zone's `n` cards in a slot: as large as the slot's shape allows. */
export const zoneColumns = (n: number, slot: Rect): number =>
  bestColumns(n, (CARD_W + 10) / (CARD_H + 10), { w: slot.w, h: Math.max(1, slot.h - 24) });

/** The Discovery Zone: its cards (2 x 2 or in a row, as the slot is shaped), the deck beside. */
export function drawZone(p: Paint, c: Ctx, slot: Rect): Drawn {
  const o: Out = { hits: [], anchors: new Map() };
  const cards = [...c.view.zone];
  const claim = c.view.claimCard;
  const n = Math.max(1, cards.length + (claim ? 1 : 0));
  const cols = zoneColumns(n, slot);
  const all: [ZoneCardView, boolean][] = cards.map((z) => [z, false]);
  if (claim) all.unshift([claim, true]);
  all.forEach(([z, claiming], i) => {
    const x = (i % cols) * (CARD_W + 10);
    const y = Math.floor(i / cols) * (CARD_H + 10);
    drawCard(p, c, o, z, x, y, claiming);
  });
  const rows = Math.ceil(n / cols);
  const w = cols * (CARD_W + 10) - 10;
  const h = rows * (CARD_H + 10) - 10;
  o.anchors.set("zone", { x: w / 2, y: h / 2 });
  if (cards.length === 0 && !claim) {
    text(p, 100, 40, c.t("odg.label.emptyZone"), 13, MUTED, [0.5, 0.5]);
    return drawnOf({ x: 0, y: 0, w: 200, h: 80 }, o);
  }
  return drawnOf({ x: -4, y: -4, w: w + 8, h: h + 8 }, o);
}

// ---------------------------------------------------------------- the Starbase

export function drawStarbase(p: Paint, c: Ctx): Drawn {
  const o: Out = { hits: [], anchors: new Map() };
  const g = p.g;
  const t = c.t;
  const sb = c.view.starbase;
  const W = 400;
  g.fillStyle(0x152440, 1);
  g.fillRoundedRect(0, 0, W, 10, 8);
  text(p, 10, 14, t("odg.label.class", { n: sb.cls }), 15, TEXT, [0, 0.5], true);
  // Starbase discs this turn.
  text(p, W - 10 - sb.discSpaces * 20, 14, t("odg.label.discs"), 11, MUTED, [1, 0.5]);
  for (let i = 0; i < sb.discSpaces; i++) disc(g, C.sbDisc, W - 18 - i * 20, 14, 7, i >= sb.discs);
  o.hits.push(
    hitRect("sb:discs", { x: W - 10 - sb.discSpaces * 20 - 70, y: 2, w: 80 + sb.discSpaces * 20, h: 24 }),
  );
  // Fleets and Science.
  const fy = 44;
  g.fillStyle(0x101a30, 1);
  g.fillRoundedRect(0, fy - 16, 120, 32, 6);
  fleet(g, 16, fy, 18);
  text(p, 32, fy, t("odg.label.fleets", { n: sb.fleets }), 13, TEXT, [0, 0.5], true);
  o.hits.push(hitRect("sb:fleets", { x: 0, y: fy - 16, w: 120, h: 32 }));
  o.anchors.set("sb:fleets", { x: 60, y: fy });
  g.fillStyle(0x101a30, 1);
  g.fillRoundedRect(128, fy - 16, 130, 32, 6);
  science(g, 144, fy, 16);
  text(
    p,
    158,
    fy,
    t("odg.label.science", { n: sb.scienceTotal, cards: sb.science.length }),
    13,
    TEXT,
    [0, 0.5],
    true,
  );
  o.hits.push(hitRect("sb:science", { x: 128, y: fy - 16, w: 130, h: 32 }));
  o.anchors.set("sb:science", { x: 193, y: fy });
  // Claimed Adversary discs wait next to the Starbase.
  const adv = c.view.adv;
  for (let i = 0; i < adv.claimed; i++) disc(g, C.advDisc, 272 + i * 18, fy, 7);
  if (adv.claimed > 0)
    o.hits.push(hitRect("sb:claimed", { x: 262, y: fy - 12, w: adv.claimed * 18 + 4, h: 24 }));
  if (sb.upgradeCost !== null)
    text(p, W - 8, fy, t("odg.label.upgradeCost", { n: sb.upgradeCost }), 11, MUTED, [1, 0.5]);
  // Rows: grey boxes giving fleets.
  let ry = fy + 26;
  sb.rows.forEach((row) => {
    const rw = drawRow(p, o, row, 8, ry, true);
    fleet(g, 8 + rw + 18, ry + BOX / 2, 14);
    text(p, 8 + rw + 30, ry + BOX / 2, `+${row.reward}`, 13, TEXT, [0, 0.5], true);
    if (row.full) {
      g.lineStyle(2, C.good, 1);
      g.strokeRoundedRect(4, ry - 3, rw + 62, BOX + 6, 5);
    }
    ry += BOX + 8;
  });
  // The Research Lab: any dice, their pips pay for probes and studies.
  const ly = ry + 4;
  const lab = sb.lab;
  g.fillStyle(0x1d2b48, 1);
  g.fillRoundedRect(0, ly, W, 64, 8);
  g.lineStyle(1.5, 0x6f9bd8, 1);
  g.strokeRoundedRect(0, ly, W, 64, 8);
  text(p, 10, ly + 12, t("odg.label.lab", { n: lab.pips }), 12, TEXT, [0, 0.5], true);
  text(
    p,
    W - 10,
    ly + 12,
    t("odg.label.labCosts", { probe: sb.probeCost, study: sb.studyCost }),
    11,
    MUTED,
    [1, 0.5],
  );
  const dx0 = 12;
  lab.dice
    .slice(0, 12)
    .forEach((d, i) => die(g, colourOf(d.die), pips(d.die), dx0 + 12 + i * 28, ly + 42, 24));
  if (lab.dice.length === 0) text(p, 14, ly + 42, t("odg.label.labEmpty"), 11, MUTED, [0, 0.5]);
  o.hits.push(hitRect("box:lab", { x: 0, y: ly, w: W, h: 64 }));
  o.anchors.set("box:lab", { x: W / 2, y: ly + 42 });
  o.anchors.set("lab", { x: W / 2, y: ly + 42 });
  // Calibration: a fleet moves a die by 1; 3 science roll a black die.
  const cy = ly + 80;
  fitText(text(p, 8, cy, t("odg.label.calibrate"), 11, MUTED, [0, 0.5]), W - 200, 0.7);
  g.fillStyle(0x2a2f45, 1);
  g.fillRoundedRect(W - 190, cy - 16, 190, 32, 6);
  die(g, "black", 0, W - 174, cy, 18);
  fitText(text(p, W - 158, cy, t("odg.label.ultratech"), 11, TEXT, [0, 0.5], true), 152, 0.65);
  o.hits.push(hitRect("sb:ultra", { x: W - 190, y: cy - 16, w: 190, h: 32 }));
  return drawnOf({ x: -4, y: -2, w: W + 8, h: cy + 20 }, o);
}

// ---------------------------------------------------------------- the Adversary

export function drawAdversary(p: Paint, c: Ctx, narrow: boolean): Drawn {
  const o: Out = { hits: [], anchors: new Map() };
  const g = p.g;
  const t = c.t;
  const v = c.view;
  const adv = v.adv;
  const W = 220;
  // The Adversary card.
  g.fillStyle(0x2c1420, 1);
  g.fillRoundedRect(0, 0, W, 300, 8);
  g.lineStyle(1.5, 0xd06070, 1);
  g.strokeRoundedRect(0, 0, W, 300, 8);
  o.hits.push(hitRect("adv", { x: 0, y: 0, w: W, h: 300 }));
  o.anchors.set("adv", { x: W / 2, y: 60 });
  fitText(text(p, 10, 16, adversaryName(v.adversary, t), 14, TEXT, [0, 0.5], true), W - 20);
  for (let i = 0; i < adv.stars; i++) star(g, 16 + i * 16, 36, 6, C.warn);
  if (v.hard) text(p, W - 10, 36, t("odg.label.hard"), 11, PALETTE.bad, [1, 0.5], true);
  // Its discs (the lowest removed reveals X) and the influence it holds.
  for (let i = 0; i < 4; i++) {
    const dy = 62 + i * 26;
    disc(g, C.advDisc, 20, dy, 9, i < adv.removed);
    o.hits.push({ id: `adv:disc:${i}`, x: 20, y: dy, w: 0, h: 0, r: 11 });
  }
  text(p, 20, 62 + 4 * 26 - 4, t("odg.label.win"), 10, PALETTE.good, [0.5, 0.5], true);
  text(p, 44, 62, t("odg.label.x", { n: adv.x }), 14, PALETTE.warn, [0, 0.5], true);
  influence(g, 50, 88, 6);
  text(p, 62, 88, t("odg.label.advInfluence", { n: adv.influence, per: adv.perTurn }), 12, TEXT, [0, 0.5]);
  text(
    p,
    44,
    112,
    t("odg.label.events", { left: v.eventsLeft, pending: v.pendingEvents }),
    11,
    MUTED,
    [0, 0.5],
  );
  o.hits.push(hitRect("deck", { x: 40, y: 124, w: W - 50, h: 22 }));
  o.anchors.set("deck", { x: W / 2, y: 136 });
  text(p, 44, 136, t("odg.label.deck", { n: v.deckSize, discard: v.discard.length }), 11, MUTED, [0, 0.5]);
  // Overwhelm: each condition with where it stands.
  let oy = 170;
  text(p, 10, oy, t("odg.label.overwhelm"), 11, PALETTE.bad, [0, 0.5], true);
  oy += 18;
  adv.overwhelm.forEach((w, i) => {
    const tt = text(p, 10, oy, overwhelmText(w, t), 11, w.now >= w.atLeast - 1 ? PALETTE.bad : TEXT, [0, 0]);
    tt.setWordWrapWidth(W - 20);
    o.hits.push(hitRect(`adv:over:${i}`, { x: 6, y: oy - 2, w: W - 12, h: tt.height + 4 }));
    oy += tt.height + 6;
  });
  if (adv.conditions.length > 0) {
    text(p, 10, oy + 4, t("odg.label.conditions"), 11, PALETTE.warn, [0, 0.5], true);
    oy += 18;
    adv.conditions.forEach((cd, i) => {
      const tt = text(p, 10, oy, conditionText(cd, t), 10, TEXT, [0, 0]);
      tt.setWordWrapWidth(W - 20);
      o.hits.push(hitRect(`cond:${i}`, { x: 6, y: oy - 2, w: W - 12, h: tt.height + 4 }));
      oy += tt.height + 4;
    });
  }
  const advH = Math.max(300, oy + 8);
  // The Confrontation card: four rows, each attached to a disc; only the top attached row fills.
  const conf = v.confrontation;
  const cx = narrow ? 0 : W + 12;
  const cy0 = narrow ? advH + 12 : 0;
  const CW = 230;
  g.fillStyle(0x23182e, 1);
  g.fillRoundedRect(cx, cy0, CW, 300, 8);
  g.lineStyle(1.5, 0xb080d0, 1);
  g.strokeRoundedRect(cx, cy0, CW, 300, 8);
  fitText(
    text(p, cx + 10, cy0 + 16, confrontationName(v.adversary, conf.side, t), 13, TEXT, [0, 0.5], true),
    CW - 70,
  );
  g.fillStyle(0x3a2a55, 1);
  g.fillRoundedRect(cx + CW - 58, cy0 + 4, 52, 24, 5);
  text(p, cx + CW - 32, cy0 + 16, t("odg.btn.flip"), 11, TEXT, [0.5, 0.5], true);
  o.hits.push(hitRect("conf:flip", { x: cx + CW - 58, y: cy0 + 4, w: 52, h: 24 }));
  conf.rows.forEach((row, i) => {
    const ry = cy0 + 40 + i * 62;
    disc(g, C.advDisc, cx + 16, ry + BOX / 2, 8, !row.attached);
    if (row.active) {
      g.lineStyle(2, C.warn, 1);
      g.strokeRoundedRect(cx + 4, ry - 6, CW - 8, BOX + 26, 6);
    }
    drawRow(p, o, row, cx + 32, ry, row.active);
    if (row.minLevel)
      text(
        p,
        cx + 32,
        ry + BOX + 10,
        t("odg.label.minLevel", { n: row.minLevel }),
        10,
        row.active ? PALETTE.warn : MUTED,
        [0, 0.5],
      );
  });
  const w = narrow ? Math.max(W, CW) : W + 12 + CW;
  const h = narrow ? cy0 + 300 : advH;
  return drawnOf({ x: -4, y: -4, w: w + 8, h: h + 8 }, o);
}

// ---------------------------------------------------------------- civilizations

const CIV_W = 360;

function drawCiv(p: Paint, c: Ctx, o: Out, seat: number, y0: number): number {
  const g = p.g;
  const t = c.t;
  const s = c.view.seats[seat]!;
  const W = CIV_W;
  g.fillStyle(0x17223a, 1);
  g.fillRoundedRect(0, y0, W, 10, 6);
  const who = c.view.players > 1 ? `${c.name(seat)} · ` : "";
  fitText(
    text(
      p,
      10,
      y0 + 14,
      `${who}${homeworldName(s.homeworld, t)} · ${societyName(s.society, t)}`,
      14,
      TEXT,
      [0, 0.5],
      true,
    ),
    W - 170,
  );
  // Federation level 1..5.
  text(p, W - 104, y0 + 14, t("odg.label.level"), 11, MUTED, [1, 0.5]);
  for (let i = 1; i <= 5; i++) star(g, W - 94 + (i - 1) * 18, y0 + 14, 7, C.warn, i <= s.level);
  o.hits.push(hitRect(`level:${seat}`, { x: W - 150, y: y0 + 2, w: 150, h: 24 }));
  o.anchors.set(`level:${seat}`, { x: W - 58, y: y0 + 14 });
  // What it gathers each turn, and its resources.
  let y = y0 + 38;
  text(p, 10, y, t("odg.label.gathers"), 11, MUTED, [0, 0.5]);
  const gw = drawYield(p, s.yield, 80, y, 15);
  let rx = 80 + gw + 16;
  for (const r of RESOURCES) {
    const n = s.resources[r] ?? 0;
    if (n <= 0) continue;
    resource(g, r, rx + 6, y, 6);
    const tt = text(p, rx + 15, y, String(n), 11, RES_CSS[r], [0, 0.5], true);
    o.hits.push(hitRect(`res:${seat}:${r}`, { x: rx, y: y - 10, w: 24 + tt.width, h: 20 }));
    rx += 24 + tt.width;
  }
  // The society's rule.
  y += 20;
  const rule = text(p, 10, y, societyRuleText(s.societyRule, t), 10, MUTED, [0, 0]);
  rule.setWordWrapWidth(W - 20);
  o.hits.push(hitRect(`soc:${seat}`, { x: 6, y: y - 2, w: W - 12, h: rule.height + 4 }));
  y += rule.height + 8;
  // Colonies.
  if (s.colonies.length > 0) {
    text(p, 10, y + 8, t("odg.label.colonies"), 11, MUTED, [0, 0.5]);
    let cx = 80;
    for (const id of s.colonies) {
      const nm = cardName(id, t);
      const tt = text(p, cx + 6, y + 8, nm, 10, TEXT, [0, 0.5]);
      fitText(tt, 110, 0.7);
      const w = Math.min(110, tt.displayWidth) + 12;
      if (cx + w > W - 6) {
        tt.destroy();
        break;
      }
      g.lineStyle(1, 0x4a5a85, 1);
      g.strokeRoundedRect(cx, y, w, 16, 4);
      o.hits.push(hitRect(`colony:${seat}:${id}`, { x: cx, y, w, h: 16 }));
      cx += w + 4;
    }
    y += 24;
  }
  // Techs: each effect is a button (a Tech disc on it uses it).
  text(p, 10, y + 8, t("odg.label.techs", { n: s.discs }), 11, MUTED, [0, 0.5], true);
  disc(g, C.techDisc, W - 16, y + 8, 7, s.discs === 0);
  y += 20;
  for (const tech of s.techList) {
    const nm = techName(tech.id, s, t);
    fitText(text(p, 10, y + 10, nm, 12, tech.activated ? MUTED : TEXT, [0, 0.5], true), 96, 0.7);
    if (tech.activated) disc(g, C.techDisc, 112, y + 10, 6);
    let oy = y;
    tech.options.forEach((opt, i) => {
      const label = opt.locked
        ? `${techOptionText(opt.steps, t)} · ${t("odg.label.locked", { n: opt.minLevel ?? 0 })}`
        : techOptionText(opt.steps, t);
      const tt = text(p, 130, oy + 4, label, 11, opt.locked || tech.activated ? MUTED : TEXT, [0, 0]);
      tt.setWordWrapWidth(W - 146);
      // Rows 40 apart: each effect is a finger-sized button without zooming in.
      const h = Math.max(34, tt.height + 12);
      tt.setY(oy + (h - 2 - tt.height) / 2);
      g.lineStyle(1, 0x4a5a85, opt.locked ? 0.4 : 1);
      g.strokeRoundedRect(124, oy, W - 130, h - 2, 4);
      o.hits.push(hitRect(`tech:${seat}:${tech.id}:${i}`, { x: 124, y: oy, w: W - 130, h: h - 2 }));
      oy += h + 6;
    });
    y = Math.max(y + 24, oy + 2);
  }
  // Milestones: done ones carry a star; an action one is a button.
  text(p, 10, y + 8, t("odg.label.milestones"), 11, MUTED, [0, 0.5], true);
  y += 20;
  for (const m of s.milestoneList) {
    star(g, 18, y + 10, 7, C.warn, m.done);
    const tt = text(p, 32, y + 3, milestoneText(m.req, m.kind, t), 11, m.done ? MUTED : TEXT, [0, 0]);
    tt.setWordWrapWidth(m.req.q === "diceTotal" ? W - 120 : W - 40);
    const h = Math.max(22, tt.height + 6);
    o.hits.push(hitRect(`ms:${seat}:${m.id}`, { x: 4, y, w: W - 8, h }));
    if (m.req.q === "diceTotal" && !m.done) {
      if (m.box) drawBox(p, o, m.box, W - WIDE - 8, y - 2, true);
    }
    y += h + 2;
  }
  return y + 8;
}

export function drawCivs(p: Paint, c: Ctx): Drawn {
  const o: Out = { hits: [], anchors: new Map() };
  const v = c.view;
  // The viewer's civilization first.
  const order = v.seats.map((_, i) => i);
  if (c.seat !== null && c.seat > 0) order.unshift(...order.splice(c.seat, 1));
  let y = 0;
  for (const seat of order) {
    y = drawCiv(p, c, o, seat, y);
    y += 10;
  }
  return drawnOf({ x: -4, y: -4, w: CIV_W + 8, h: y + 4 }, o);
}

// ---------------------------------------------------------------- the dice pools (pinned)

export const POOL_DIE = 34;

/** The dice pools: mine first, the partner's below (their dice are theirs to play). */
export function drawPools(p: Paint, c: Ctx, slot: Rect): Drawn {
  const o: Out = { hits: [], anchors: new Map() };
  const g = p.g;
  const t = c.t;
  const v = c.view;
  const order = v.seats.map((_, i) => i);
  if (c.seat !== null && c.seat > 0) order.unshift(...order.splice(c.seat, 1));
  // As many dice per line as the strip's shape allows at a finger's size.
  const perLine = Math.max(6, Math.floor((slot.w / Math.max(1, slot.h / (order.length * 1.15))) * 1.1));
  let y = 0;
  let maxW = 0;
  for (const seat of order) {
    const s = v.seats[seat]!;
    const label =
      c.seat === seat ? t("odg.label.yourPool") : v.players > 1 ? c.name(seat) : t("odg.label.pool");
    const lt = text(p, 0, y + POOL_DIE / 2, label, 12, c.seat === seat ? TEXT : MUTED, [0, 0.5], true);
    fitText(lt, 70, 0.7);
    const x0 = 76;
    const dice = poolOrder(s.pool);
    const step = POOL_DIE + 8;
    dice.forEach((d: Die, i) => {
      const dx = x0 + (i % perLine) * step + POOL_DIE / 2;
      const dy = y + Math.floor(i / perLine) * step + POOL_DIE / 2;
      die(g, colourOf(d), pips(d), dx, dy, POOL_DIE);
      o.hits.push(
        hitRect(`die:${seat}:${i}`, { x: dx - POOL_DIE / 2, y: dy - POOL_DIE / 2, w: POOL_DIE, h: POOL_DIE }),
      );
      o.anchors.set(`die:${seat}:${i}`, { x: dx, y: dy });
    });
    let x = x0 + Math.min(dice.length, perLine) * step;
    if (s.unrolled.length > 0) {
      const ux = x;
      s.unrolled.forEach((col, i) => {
        die(g, col, 0, ux + i * (POOL_DIE * 0.6) + POOL_DIE / 2, y + POOL_DIE / 2, POOL_DIE, true);
      });
      const uw = (s.unrolled.length - 1) * POOL_DIE * 0.6 + POOL_DIE;
      text(p, ux + uw / 2, y + POOL_DIE / 2, "?", 18, TEXT, [0.5, 0.5], true);
      o.hits.push(hitRect(`unrolled:${seat}`, { x: ux, y, w: uw, h: POOL_DIE }));
      x = ux + uw + 8;
    }
    o.anchors.set(`pool:${seat}`, { x: x0 + 40, y: y + POOL_DIE / 2 });
    if (dice.length === 0 && s.unrolled.length === 0) {
      const label = t(s.done ? "odg.label.poolDone" : "odg.label.poolEmpty");
      x = x0 + text(p, x0, y + POOL_DIE / 2, label, 12, MUTED, [0, 0.5]).width + 10;
    }
    // Tech discs.
    disc(g, C.techDisc, x + 12, y + POOL_DIE / 2, 9, s.discs === 0);
    text(p, x + 12, y + POOL_DIE / 2, String(s.discs), 10, "#111111", [0.5, 0.5], true);
    o.hits.push(hitRect(`discs:${seat}`, { x: x + 2, y: y + POOL_DIE / 2 - 10, w: 20, h: 20 }));
    x += 28;
    if (s.done && v.phase === "action" && dice.length > 0) {
      text(p, x + 4, y + POOL_DIE / 2, t("odg.label.done"), 11, PALETTE.good, [0, 0.5], true);
      x += 50;
    }
    maxW = Math.max(maxW, x);
    y += Math.max(1, Math.ceil(dice.length / perLine)) * step;
  }
  return drawnOf({ x: -4, y: -4, w: Math.max(maxW, 200) + 8, h: y + 2 }, o);
}

/** How many lines of dice the pools need (the pinned strip's height follows). */
export function poolLines(view: GalaxyPublic, perLine: number): number {
  return view.seats.reduce((a, s) => a + Math.max(1, Math.ceil(s.pool.length / perLine)), 0);
}

export { DIE_HEX };
