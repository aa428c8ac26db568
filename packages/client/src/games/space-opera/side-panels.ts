/**
 * The techs panel (the viewer's cards, the others' hand sizes and cards played face up) and the
 * players panel (the round, the phase track, one row per player, the end's standings). Drawing only.
 */
import { TECHS } from "@starport/rules/space-opera/content.ts";
import { type Drawn, type Hit, hitRect, type Pt } from "../kit/geometry.ts";
import { clipText, type Paint, text } from "../kit/paint.ts";
import { PALETTE_HEX as C, hex, PALETTE, seatColor } from "../theme.ts";
import { drawSeatShape } from "./map-card.ts";
import { type Ctx, done } from "./panels.ts";

const seatHex = (seat: number): number => hex(seatColor(seat));

/** Sizes of the side panels: a desktop's wide drawing, or a phone's (its own width, words wrapped). */
interface Sizes {
  W: number;
  cols: number;
  title: number;
  body: number;
  name: number;
  small: number;
}
// A desktop's panel in front is seen at about 0.7 of its size at 1280x720: its words are 16 or more.
const DESK: Sizes = { W: 640, cols: 2, title: 22, body: 16, name: 17, small: 16 };
const PHONE: Sizes = { W: 360, cols: 1, title: 18, body: 15, name: 17, small: 15 };
export const sizesFor = (narrow: boolean): Sizes => (narrow ? PHONE : DESK);

/** A line of words wrapped to `w` (never shrunk); returns its height. */
function line(
  p: Paint,
  narrow: boolean,
  x: number,
  y: number,
  s: string,
  size: number,
  color: string,
  w: number,
): number {
  const t = text(p, x, y + (narrow ? 0 : 4), s, size, color, [0, 0]);
  t.setWordWrapWidth(w, true);
  return t.height + (narrow ? 8 : 12);
}

// ---------------------------------------------------------------- techs

export function drawTechs(p: Paint, c: Ctx, narrow = false): Drawn {
  const { view, t } = c;
  const g = p.g;
  const z = sizesFor(narrow);
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const W = z.W;
  text(p, 0, 14, t("sop.label.yourTechs"), z.title, PALETTE.text, [0, 0.5], true);
  let y = 36;
  if (c.hand.length === 0) {
    const none = t(c.seat === null ? "sop.label.techsHidden" : "sop.label.noTechs");
    y += line(p, narrow, 0, y, none, z.body, PALETTE.muted, W);
  }
  y = drawHand(p, c, z, y, hits);
  text(p, 0, y + 14, t("sop.label.othersTechs"), narrow ? z.title : 20, PALETTE.text, [0, 0.5], true);
  y += 36;
  for (let s = 0; s < view.handSizes.length; s++) {
    if (s === c.seat) continue;
    const shown = view.revealed[s] ?? [];
    const handOf = t("sop.label.handOf", {
      player: c.name(s),
      n: view.handSizes[s] ?? 0,
      shown:
        shown.length > 0
          ? shown.map((x) => TECHS[x].name && t(`tech.${x}`)).join(", ")
          : t("sop.label.noneShown"),
    });
    g.fillStyle(seatHex(s), 1);
    g.fillCircle(8, y + 12, 7);
    y += line(p, narrow, 22, y + (narrow ? 3 : 0), handOf, z.body, PALETTE.text, W - 24);
  }
  y += line(p, narrow, 0, y, t("sop.label.deck", { n: view.deckSize }), z.body, PALETTE.muted, W);
  return done({ x: -6, y: -6, w: W + 12, h: y + 10 }, hits, anchors);
}

/**
 * The viewer's tech cards, `z.cols` to a row (two on a desktop, one on a phone), each as tall as
 * its words wrapped (a row as its tallest card); returns the y below.
 */
function drawHand(p: Paint, c: Ctx, z: Sizes, top: number, hits: Hit[]): number {
  const g = p.g;
  const cw = (z.W - 10 * (z.cols - 1)) / z.cols;
  let y = top;
  for (let first = 0; first < c.hand.length; first += z.cols) {
    const row = c.hand.slice(first, first + z.cols);
    const bodies = row.map((tech, i) => {
      const body = text(
        p,
        i * (cw + 10) + 10,
        y + 36,
        c.t(`tech.${tech}.text`),
        z.small,
        PALETTE.muted,
        [0, 0],
      );
      body.setWordWrapWidth(cw - 20, true);
      return body;
    });
    const h = Math.max(...bodies.map((b) => b.height)) + 48;
    row.forEach((tech, i) => {
      const x = i * (cw + 10);
      g.fillStyle(0x23305a, 1);
      g.fillRoundedRect(x, y, cw, h, 10);
      g.lineStyle(2, C.accent, 0.8);
      g.strokeRoundedRect(x, y, cw, h, 10);
      clipText(text(p, x + 10, y + 18, c.t(`tech.${tech}`), z.name, PALETTE.text, [0, 0.5], true), cw - 20);
      hits.push(hitRect(`techcard:${tech}`, { x, y, w: cw, h }));
    });
    y += h + 10;
  }
  return y;
}

// ---------------------------------------------------------------- players and phases

const PHASES = ["build", "move", "harvest", "upkeep"] as const;

export function drawPlayers(p: Paint, c: Ctx, narrow = false): Drawn {
  const { view, t } = c;
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const W = sizesFor(narrow).W;
  const limit = view.roundLimit;
  text(
    p,
    0,
    16,
    limit ? t("sop.label.roundOf", { n: view.round, total: limit }) : t("sop.label.round", { n: view.round }),
    narrow ? 20 : 24,
    PALETTE.text,
    [0, 0.5],
    true,
  );
  let H = drawPhaseTrack(p, c, W, narrow);
  for (let s = 0; s < view.passed.length; s++)
    H += drawPlayerRow(p, c, s, { y: H, w: W }, narrow, hits, anchors);
  H += drawEnd(p, c, { y: H, w: W }, narrow);
  return done({ x: -6, y: -6, w: W + 12, h: H + 8 }, hits, anchors);
}

/** The phase track (the short names four in a row, or two by two on a phone); returns the y below. */
function drawPhaseTrack(p: Paint, c: Ctx, W: number, narrow: boolean): number {
  // (at the end no phase is on: the room goes to the standings)
  if (c.view.phase === "over") return 40;
  const g = p.g;
  const perRow = narrow ? 2 : 4;
  const bw = W / perRow;
  PHASES.forEach((ph, i) => {
    const x = (i % perRow) * bw;
    const y = 40 + Math.floor(i / perRow) * 44;
    const on = c.view.phase === ph;
    g.fillStyle(on ? C.accent : C.panelHi, 1);
    g.fillRoundedRect(x + 2, y, bw - 4, 40, 8);
    const label = c.t(`sop.phase.short.${ph}`);
    const tt = text(
      p,
      x + bw / 2,
      y + 20,
      label,
      narrow ? 15 : 16,
      on ? "#0b1020" : PALETTE.muted,
      [0.5, 0.5],
      true,
    );
    clipText(tt, bw - 12);
  });
  return narrow ? 40 + 2 * 44 + 12 : 100;
}

/** Where a desktop's player row puts its stats (the name and "First player" before). */
const STATS_X = 200;

/** One player's row: name in their colour and shape, first player, stats or out; returns its height. */
function drawPlayerRow(
  p: Paint,
  c: Ctx,
  s: number,
  at: { y: number; w: number },
  narrow: boolean,
  hits: Hit[],
  anchors: Map<string, Pt>,
): number {
  const { view, t } = c;
  const g = p.g;
  const { y, w: W } = at;
  const out = (view.out[s] ?? 0) > 0;
  const st = view.standings[s];
  const stats = out
    ? t("sop.label.out", { n: view.out[s] ?? 0 })
    : t("sop.label.stats", {
        planets: st?.planets ?? 0,
        classes: st?.classTotal ?? 0,
        meeples: st?.meeples ?? 0,
        ships: st?.ships ?? 0,
        techs: view.handSizes[s] ?? 0,
      });
  const statColor = out ? PALETTE.bad : PALETTE.text;
  // A phone: the stats wrapped under the name; a desktop: beside it (wrapped when too long).
  const statText = narrow
    ? text(p, 36, y + 34, stats, 15, statColor, [0, 0], out)
    : text(p, STATS_X, y + 26, stats, 16, statColor, [0, 0.5], out);
  statText.setWordWrapWidth(narrow ? W - 44 : W - STATS_X - 10, true);
  const h = narrow ? 34 + statText.height + 10 : Math.max(52, statText.height + 16);
  if (!narrow) statText.setY(y + h / 2);
  g.fillStyle(out ? 0x1a1a24 : C.panel, 1);
  g.fillRoundedRect(0, y, W, h, 8);
  const mark = { x: 18, y: y + (narrow ? 17 : h / 2) };
  if (out) g.fillStyle(seatHex(s), 0.4).fillCircle(mark.x, mark.y, 10);
  else drawSeatShape(g, s, mark, 10);
  const name = text(
    p,
    36,
    y + 18,
    c.name(s),
    narrow ? 17 : 19,
    out ? PALETTE.muted : seatColor(s),
    [0, 0.5],
    true,
  );
  clipText(name, narrow ? W - 150 : STATS_X - 46);
  if (s === view.first) {
    const first = t("sop.label.first");
    if (narrow) text(p, W - 10, y + 18, first, 15, PALETTE.warn, [1, 0.5], true);
    else clipText(text(p, 36, y + 38, first, 16, PALETTE.warn, [0, 0.5], true), STATS_X - 46);
  }
  hits.push(hitRect(`player:${s}`, { x: 0, y, w: W, h }));
  anchors.set(`player:${s}`, { x: W / 2, y: y + h / 2 });
  return h + 8;
}

/** Why the game ended and the standings, or the rounds left and a proposal to end; returns its height. */
function drawEnd(p: Paint, c: Ctx, at: { y: number; w: number }, narrow: boolean): number {
  const { view, t } = c;
  const { y: H, w: W } = at;
  if (!view.endReason) {
    const bits: string[] = [];
    if (view.roundsLeft !== null) bits.push(t("sop.label.roundsLeft", { n: view.roundsLeft }));
    if (view.endVote)
      bits.push(
        t("sop.label.endVote", { player: c.name(view.endVote.proposer), n: view.endVote.accepted.length }),
      );
    if (bits.length === 0) return 36;
    const tt = text(p, 0, H + 6, bits.join(" · "), narrow ? 15 : 16, PALETTE.muted, [0, 0]);
    tt.setWordWrapWidth(W, true);
    return tt.height + 16;
  }
  // Why the game ended, and the standings by the time-limit rule (most planets, then class total).
  const why = text(
    p,
    0,
    H + 10,
    t(`sop.end.${view.endReason}`),
    narrow ? 17 : 18,
    PALETTE.warn,
    [0, 0],
    true,
  );
  why.setWordWrapWidth(W, true);
  const top = H + why.height + 20;
  const order = view.standings.map((x, seat) => ({ seat, rank: x.rank })).sort((a, b) => a.rank - b.rank);
  let y = top;
  order.forEach((o, i) => {
    const st = view.standings[o.seat];
    const rank = t("sop.label.rankLine", {
      rank: o.rank,
      player: c.name(o.seat),
      planets: st?.planets ?? 0,
      classes: st?.classTotal ?? 0,
    });
    const color = i === 0 ? PALETTE.good : PALETTE.text;
    if (!narrow) {
      clipText(text(p, 10, y + 10, rank, 17, color, [0, 0.5], i === 0), W - 20);
      y += 27;
      return;
    }
    // A phone: a long line wraps (never shrunk below the readable size).
    const tt = text(p, 10, y, rank, 15, color, [0, 0], i === 0);
    tt.setWordWrapWidth(W - 20, true);
    y += tt.height + 10;
  });
  return y - H + 18;
}
