/**
 * What a phone's rail shows of the techs and the players: a few short lines drawn at the rail's
 * size (the whole panel would be too small there to read); a tap brings the whole panel to the
 * front. The map's rail drawing is panels.ts' small map.
 */
import type { Drawn, Pt } from "../kit/geometry.ts";
import { clipText, type Paint, text } from "../kit/paint.ts";
import { PALETTE } from "../theme.ts";
import { drawSeatShape } from "./map-card.ts";
import { type Ctx, done } from "./panels.ts";

/** About the rail's width on a phone (its camera fits this at a zoom near 1). */
const W = 170;
const LINE = 17;
const FONT = 13;

/** One line of the summary, cut with an ellipsis; a seat's shape before it when given. */
function row(p: Paint, i: number, s: string, color: string, seat: number | null = null): void {
  const y = 8 + i * LINE;
  const x = seat === null ? 0 : 16;
  if (seat !== null) drawSeatShape(p.g, seat, { x: 6, y }, 5);
  clipText(text(p, x, y, s, FONT, color, [0, 0.5], i === 0), W - x);
}

const summary = (lines: number): Drawn =>
  done({ x: -2, y: -4, w: W + 4, h: lines * LINE + 4 }, [], new Map<string, Pt>());

/** Your technologies by name, then how many each other player holds. */
export function drawTechsSummary(p: Paint, c: Ctx): Drawn {
  const { view, t } = c;
  const mine =
    c.seat === null
      ? t("sop.rail.hidden")
      : c.hand.length > 0
        ? t("sop.rail.yours", { list: c.hand.map((x) => t(`tech.${x}`)).join(", ") })
        : t("sop.rail.noTechs");
  row(p, 0, mine, PALETTE.text);
  let i = 1;
  for (let s = 0; s < view.handSizes.length; s++) {
    if (s === c.seat) continue;
    row(p, i++, t("sop.rail.hand", { player: c.name(s), n: view.handSizes[s] ?? 0 }), PALETTE.muted, s);
  }
  return summary(i);
}

/** The round and phase, then each player's planets (or out). */
export function drawPlayersSummary(p: Paint, c: Ctx): Drawn {
  const { view, t } = c;
  row(p, 0, t("sop.rail.round", { n: view.round, phase: t(`sop.phase.short.${view.phase}`) }), PALETTE.text);
  const n = view.passed.length;
  for (let s = 0; s < n; s++) {
    const out = (view.out[s] ?? 0) > 0;
    const what = out ? t("sop.rail.out") : t("sop.rail.planets", { n: view.standings[s]?.planets ?? 0 });
    row(p, s + 1, `${c.name(s)}: ${what}`, out ? PALETTE.bad : PALETTE.muted, s);
  }
  return summary(n + 1);
}
