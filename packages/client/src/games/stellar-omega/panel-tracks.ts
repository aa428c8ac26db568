/**
 * The tracks of stellar_omega: the round and phase, the cosmic order, each category's values now
 * and VP cubes, and at the end the final scoring, category by category.
 */
import { CATEGORIES, type Category, RACES } from "@starport/rules/stellar-omega/content.ts";
import type { OmegaPublic } from "@starport/rules/stellar-omega/view.ts";
import { type Drawn, hitRect } from "../kit/geometry.ts";
import { fitText, type Paint, text } from "../kit/paint.ts";
import { PALETTE } from "../theme.ts";
import { C, RACE_CSS, raceMark } from "./art.ts";
import { type Ctx, done, newOut, type Out } from "./panels.ts";

/** The rows of the final scoring, top to bottom. */
const FINAL_ROWS = ["captain", "crew", "exploration", "omega", "tokens", "total", "sp"] as const;
type FinalRow = (typeof FINAL_ROWS)[number];

export function drawTracks(p: Paint, c: Ctx, narrow = false): Drawn {
  const { view, t } = c;
  const out = newOut();
  const W = narrow ? 460 : 760;
  text(p, 0, 16, t("label.round", { n: view.round, total: view.rounds }), 26, PALETTE.text, [0, 0.5], true);
  fitText(text(p, W, 16, t(`phase.${view.phase}`), 22, PALETTE.warn, [1, 0.5], true), W - 200);
  const top = drawCosmic(p, c, W, narrow, out);
  // Categories: everyone's value now (the leader framed) and each player's VP cube.
  const rows = narrow ? 2 : 1;
  const blockH = 56 + rows * (62 + 8) + 4;
  CATEGORIES.forEach((cat, i) => {
    drawCategory(p, c, cat, top + i * (blockH + 10), { W, blockH, narrow }, out);
  });
  let H = top + 3 * (blockH + 10);
  if (view.final) H = drawFinal(p, c, H + 6, W, narrow);
  return done({ x: -6, y: -6, w: W + 12, h: H + 12 }, out);
}

/** Cosmic order of the round (tie-breaks), best first; the top of what comes below. */
function drawCosmic(p: Paint, { view, t }: Ctx, W: number, narrow: boolean, out: Out): number {
  const g = p.g;
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
  out.hits.push(hitRect("track:cosmic", { x: 0, y: 38, w: W, h: top - 42 }));
  return top;
}

/** A category's block: what it counts, each race's value now (the leader framed) and VP cube. */
function drawCategory(
  p: Paint,
  { view, t }: Ctx,
  cat: Category,
  y: number,
  { W, blockH, narrow }: { W: number; blockH: number; narrow: boolean },
  out: Out,
): void {
  const g = p.g;
  const cellW = narrow ? (W - 28 - 8) / 2 : (W - 28 - 24) / 4;
  const cellH = 62;
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
    const now = t("so.label.now", { n: view.standings[cat][race] });
    fitText(text(p, x + 30, cy + 19, now, 18, RACE_CSS[race], [0, 0.5], true), cellW - 36);
    if (!view.races[race].npr) {
      const cube = t("so.label.vpCube", { n: view.races[race].vp[cat] });
      text(p, x + 30, cy + 45, cube, 18, PALETTE.text, [0, 0.5]);
    }
    out.anchors.set(`cat:${cat}:${race}`, { x: x + cellW / 2, y: cy + cellH / 2 });
  });
  out.hits.push(hitRect(`track:${cat}`, { x: 0, y, w: W, h: blockH }));
  out.anchors.set(`cat:${cat}`, { x: W / 2, y: y + blockH / 2 });
}

/** Final scoring, category by category: a row per item, a column per player (by rank); its bottom. */
function drawFinal(p: Paint, c: Ctx, y0: number, W: number, narrow: boolean): number {
  const { view, t } = c;
  const g = p.g;
  const ranks = view.finalRanks ?? [];
  text(p, 0, y0 + 16, t("label.final.title"), 26, PALETTE.warn, [0, 0.5], true);
  const seats = ranks.map((_, s) => s).sort((a, b) => ranks[a]! - ranks[b]! || a - b);
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
  FINAL_ROWS.forEach((k, r) => {
    const y = y0 + 106 + r * 36;
    const total = k === "total";
    if (r % 2 === 0) {
      g.fillStyle(0x161d38, 1);
      g.fillRect(0, y - 17, W, 34);
    }
    const label = text(
      p,
      8,
      y,
      t(`label.final.${k}`),
      18,
      total ? PALETTE.warn : PALETTE.muted,
      [0, 0.5],
      total,
    );
    fitText(label, labelW - 12);
    seats.forEach((s, i) => {
      const v = finalValue(view, k, s);
      const shown = k === "omega" && v > 0 ? `+${v}` : `${v}`;
      const x = labelW + i * colW + colW / 2;
      text(p, x, y, shown, 20, total ? PALETTE.warn : PALETTE.text, [0.5, 0.5], total);
    });
  });
  return y0 + 106 + FINAL_ROWS.length * 36;
}

/** A seat's number in a row of the final scoring, as the rules computed it. */
function finalValue(view: OmegaPublic, k: FinalRow, s: number): number {
  const f = view.final!;
  switch (k) {
    case "omega":
      return view.finalOmega?.[s] ?? 0;
    case "tokens":
      return f.tokenVp[s]!;
    case "total":
      return f.vp[s]!;
    case "sp":
      return f.sp[s]!;
    default:
      return f.categories[s]![k];
  }
}
