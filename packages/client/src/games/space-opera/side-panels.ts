/**
 * The techs panel (the viewer's cards, the others' hand sizes and cards played face up) and the
 * players panel (the round, the phase track, one row per player, the end's standings). Drawing only.
 */
import { TECHS } from "@starport/rules/space-opera/content.ts";
import { type Drawn, type Hit, hitRect, type Pt } from "../kit/geometry.ts";
import { clipText, fitText, type Paint, text } from "../kit/paint.ts";
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
const DESK: Sizes = { W: 720, cols: 4, title: 22, body: 16, name: 17, small: 13 };
const PHONE: Sizes = { W: 360, cols: 1, title: 18, body: 15, name: 17, small: 15 };
export const sizesFor = (narrow: boolean): Sizes => (narrow ? PHONE : DESK);

/** A line of words, wrapped to `w` on a phone (shrunk to it on a desktop, as before); returns its height. */
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
  if (!narrow) {
    fitText(text(p, x, y + 12, s, size, color, [0, 0.5]), w);
    return 32;
  }
  const t = text(p, x, y, s, size, color, [0, 0]);
  t.setWordWrapWidth(w, true);
  return t.height + 8;
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
    if (narrow) y += line(p, true, 0, y, none, z.body, PALETTE.muted, W);
    else {
      text(p, 0, y + 16, none, 17, PALETTE.muted, [0, 0.5]);
      y += 40;
    }
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
  y += narrow ? line(p, true, 0, y, t("sop.label.deck", { n: view.deckSize }), z.body, PALETTE.muted, W) : 0;
  if (!narrow) text(p, 0, y + 14, t("sop.label.deck", { n: view.deckSize }), 16, PALETTE.muted, [0, 0.5]);
  return done({ x: -6, y: -6, w: W + 12, h: y + (narrow ? 10 : 40) }, hits, anchors);
}

/** The viewer's tech cards: four to a row on a desktop, one to a row on a phone; returns the y below. */
function drawHand(p: Paint, c: Ctx, z: Sizes, top: number, hits: Hit[]): number {
  const g = p.g;
  const cw = (z.W - 10 * (z.cols - 1)) / z.cols;
  let y = top;
  c.hand.forEach((tech, i) => {
    const x = (i % z.cols) * (cw + 10);
    const ty = z.cols === 1 ? y : top + Math.floor(i / z.cols) * 150;
    const body = text(p, x + 10, ty + 36, c.t(`tech.${tech}.text`), z.small, PALETTE.muted, [0, 0]);
    body.setWordWrapWidth(cw - 20);
    const h = z.cols === 1 ? body.height + 48 : 140;
    g.fillStyle(0x23305a, 1);
    g.fillRoundedRect(x, ty, cw, h, 10);
    g.lineStyle(2, C.accent, 0.8);
    g.strokeRoundedRect(x, ty, cw, h, 10);
    fitText(text(p, x + 10, ty + 18, c.t(`tech.${tech}`), z.name, PALETTE.text, [0, 0.5], true), cw - 20);
    hits.push(hitRect(`techcard:${tech}`, { x, y: ty, w: cw, h }));
    if (z.cols === 1) y += h + 10;
  });
  return z.cols === 1 ? y : top + Math.ceil(c.hand.length / z.cols) * 150 + 10;
}

// ---------------------------------------------------------------- players and phases

const PHASES = ["build", "move", "harvest", "upkeep"] as const;

export function drawPlayers(p: Paint, c: Ctx, narrow = false): Drawn {
  const { view, t } = c;
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const W = narrow ? PHONE.W : 640;
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

/** The phase track (four in a row, or two by two on a phone with the short names); returns the y below. */
function drawPhaseTrack(p: Paint, c: Ctx, W: number, narrow: boolean): number {
  // (a phone at the end: no phase is on, the room goes to the standings)
  if (narrow && c.view.phase === "over") return 40;
  const g = p.g;
  const perRow = narrow ? 2 : 4;
  const bw = W / perRow;
  PHASES.forEach((ph, i) => {
    const x = (i % perRow) * bw;
    const y = 40 + Math.floor(i / perRow) * 44;
    const on = c.view.phase === ph;
    g.fillStyle(on ? C.accent : C.panelHi, 1);
    g.fillRoundedRect(x + 2, y, bw - 4, 40, 8);
    const label = c.t(narrow ? `sop.phase.short.${ph}` : `sop.phase.${ph}`);
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
    if (narrow) clipText(tt, bw - 12);
    else fitText(tt, bw - 12);
  });
  return narrow ? 40 + 2 * 44 + 12 : 100;
}

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
  // A phone: the stats wrapped under the name; a desktop: beside it.
  const statText = narrow
    ? text(p, 36, y + 34, stats, 15, statColor, [0, 0], out)
    : fitText(text(p, 250, y + 28, stats, 16, statColor, [0, 0.5], out), W - 260);
  if (narrow) statText.setWordWrapWidth(W - 44, true);
  const h = narrow ? 34 + statText.height + 10 : 56;
  g.fillStyle(out ? 0x1a1a24 : C.panel, 1);
  g.fillRoundedRect(0, y, W, h, 8);
  const mark = { x: 18, y: y + (narrow ? 17 : 28) };
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
  if (narrow) clipText(name, W - 150);
  else fitText(name, 200);
  if (s === view.first) {
    const first = t("sop.label.first");
    if (narrow) text(p, W - 10, y + 18, first, 15, PALETTE.warn, [1, 0.5], true);
    else text(p, 36, y + 42, first, 14, PALETTE.warn, [0, 0.5], true);
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
    if (!narrow) {
      fitText(text(p, 0, H + 18, bits.join(" · "), 16, PALETTE.muted, [0, 0.5]), W);
      return 36;
    }
    const tt = text(p, 0, H + 6, bits.join(" · "), 15, PALETTE.muted, [0, 0]);
    tt.setWordWrapWidth(W, true);
    return tt.height + 16;
  }
  // Why the game ended, and the standings by the time-limit rule (most planets, then class total).
  const why = text(
    p,
    0,
    H + 10,
    t(`sop.end.${view.endReason}`),
    narrow ? 17 : 20,
    PALETTE.warn,
    [0, 0],
    true,
  );
  why.setWordWrapWidth(W);
  const top = H + Math.max(62, why.height + 24);
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
      fitText(text(p, 10, y + 10, rank, 17, color, [0, 0.5], i === 0), W - 20);
      y += 30;
      return;
    }
    // A phone: a long line wraps (never shrunk below the readable size).
    const tt = text(p, 10, y, rank, 15, color, [0, 0], i === 0);
    tt.setWordWrapWidth(W - 20, true);
    y += tt.height + 10;
  });
  return y - H + 18;
}
