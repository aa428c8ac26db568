/** The dice pools (the pinned strip): mine first, the partner's below, with unrolled dice and Tech discs. */
import { colourOf, pips } from "@starport/rules/one-deck-galaxy/dice.ts";
import type { Die } from "@starport/rules/one-deck-galaxy/types.ts";
import type { GalaxyPublic } from "@starport/rules/one-deck-galaxy/view.ts";
import { type Drawn, hitRect, type Rect } from "../kit/geometry.ts";
import { fitText, type Paint, text } from "../kit/paint.ts";
import { PALETTE } from "../theme.ts";
import { poolOrder } from "./adapter.ts";
import { C, die, disc } from "./art.ts";
import { type Ctx, drawnOf, MUTED, type Out, TEXT } from "./panels.ts";

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
