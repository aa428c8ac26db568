/**
 * What the rail shows of the techs and the players (on a phone and on a desktop): a few short
 * lines drawn at the rail's size (the whole panel would be too small there to read); a tap brings
 * the whole panel to the front. The map's rail drawing is panels.ts' small map.
 */
import type { Drawn, Pt } from "../kit/geometry.ts";
import { clipText, type Paint, text } from "../kit/paint.ts";
import { PALETTE } from "../theme.ts";
import { drawSeatShape } from "./map-card.ts";
import { type Ctx, done } from "./panels.ts";

/**
 * The summary's size: a phone's rail is about 170 px wide (its camera fits this at a zoom near 1);
 * a desktop's is about 250 (at 1280x720, beside the map's 70 %), where the whole panel would be
 * drawn at 7 px.
 */
interface Sizes {
  W: number;
  line: number;
  font: number;
}
const PHONE: Sizes = { W: 170, line: 17, font: 13 };
const DESK: Sizes = { W: 250, line: 22, font: 15 };

/** One line of the summary, cut with an ellipsis; a seat's shape before it when given. */
function row(p: Paint, z: Sizes, i: number, s: string, color: string, seat: number | null = null): void {
  const y = 8 + i * z.line;
  const x = seat === null ? 0 : z.font + 3;
  if (seat !== null) drawSeatShape(p.g, seat, { x: z.font / 2, y }, z.font / 2.6);
  clipText(text(p, x, y, s, z.font, color, [0, 0.5], i === 0), z.W - x);
}

const summary = (z: Sizes, lines: number, anchors = new Map<string, Pt>()): Drawn =>
  done({ x: -2, y: -4, w: z.W + 4, h: lines * z.line + 4 }, [], anchors);

/** Your technologies by name, then how many each other player holds. */
export function drawTechsSummary(p: Paint, c: Ctx, narrow = true): Drawn {
  const { view, t } = c;
  const z = narrow ? PHONE : DESK;
  const mine =
    c.seat === null
      ? t("sop.rail.hidden")
      : c.hand.length > 0
        ? t("sop.rail.yours", { list: c.hand.map((x) => t(`tech.${x}`)).join(", ") })
        : t("sop.rail.noTechs");
  row(p, z, 0, mine, PALETTE.text);
  let i = 1;
  for (let s = 0; s < view.handSizes.length; s++) {
    if (s === c.seat) continue;
    row(p, z, i++, t("sop.rail.hand", { player: c.name(s), n: view.handSizes[s] ?? 0 }), PALETTE.muted, s);
  }
  return summary(z, i);
}

/** The round and phase, then each player's planets (or out); each row anchors its player's captions. */
export function drawPlayersSummary(p: Paint, c: Ctx, narrow = true): Drawn {
  const { view, t } = c;
  const z = narrow ? PHONE : DESK;
  const anchors = new Map<string, Pt>();
  row(
    p,
    z,
    0,
    t("sop.rail.round", { n: view.round, phase: t(`sop.phase.short.${view.phase}`) }),
    PALETTE.text,
  );
  const n = view.passed.length;
  for (let s = 0; s < n; s++) {
    const out = (view.out[s] ?? 0) > 0;
    const what = out ? t("sop.rail.out") : t("sop.rail.planets", { n: view.standings[s]?.planets ?? 0 });
    row(p, z, s + 1, `${c.name(s)}: ${what}`, out ? PALETTE.bad : PALETTE.muted, s);
    anchors.set(`player:${s}`, { x: z.W / 2, y: 8 + (s + 1) * z.line });
  }
  return summary(z, n + 1, anchors);
}
