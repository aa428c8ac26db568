/**
 * What every part of the One Deck Galaxy board is drawn with, in its own coordinates (the kit's
 * cameras scale and place them): the drawing context, boxes and rows of boxes, yields. Each part has
 * its file (panel-zone.ts, panel-starbase.ts, panel-adversary.ts, panel-civ.ts, panel-pools.ts) and
 * returns its hit areas (ids of adapter.ts) and the anchors animations fly between. Drawing only:
 * what is clickable is decided by the adapter.
 */
import { colourOf, pips } from "@starport/rules/one-deck-galaxy/dice.ts";
import type { Yield } from "@starport/rules/one-deck-galaxy/types.ts";
import type { BoxView, GalaxyPublic, RowView } from "@starport/rules/one-deck-galaxy/view.ts";
import { type Drawn, type Hit, hitRect, type Pt, type Rect } from "../kit/geometry.ts";
import { type Paint, text } from "../kit/paint.ts";
import { PALETTE } from "../theme.ts";
import { BOX_HEX, C, die, disc, fleet, science } from "./art.ts";

export type T = (key: string, params?: Record<string, string | number>) => string;

/** What every drawing needs besides the view. */
export interface Ctx {
  view: GalaxyPublic;
  t: T;
  /** The viewer's seat (null: spectator, replay). */
  seat: number | null;
  /** A seat's name. */
  name(seat: number): string;
}

export interface Out {
  hits: Hit[];
  anchors: Map<string, Pt>;
}

export const drawnOf = (bounds: Rect, o: Out): Drawn => ({
  bounds,
  hits: o.hits,
  anchors: o.anchors,
  items: new Map(),
});

export const MUTED = PALETTE.muted;
export const TEXT = PALETTE.text;

// ---------------------------------------------------------------- boxes

export const BOX = 30;
export const WIDE = 62;
// Box centres at least 40 apart: a finger-sized target each at zoom 1.
const GAP = 10;

/** Width of a box as drawn. */
const boxW = (b: BoxView): number => (b.spec.t === "wide" ? WIDE : BOX);

/** Draws one box or ring with the dice on it; `x, y` = top left. Registers `box:<key>`. */
export function drawBox(p: Paint, o: Out, b: BoxView, x: number, y: number, active: boolean): number {
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
export function drawRow(p: Paint, o: Out, row: RowView, x: number, y: number, active: boolean): number {
  let cx = x;
  for (const b of row.boxes) {
    cx += drawBox(p, o, b, cx, y, active) + GAP;
  }
  return cx - x - GAP;
}

/** Yield icons: dice squares with counts and discs. */
export function drawYield(p: Paint, y0: Yield, x: number, y: number, s = 14): number {
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
