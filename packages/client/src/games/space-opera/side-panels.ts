/**
 * The techs panel (the viewer's cards, the others' hand sizes and cards played face up) and the
 * players panel (the round, the phase track, one row per player, the end's standings). Drawing only.
 */
import { TECHS } from "@starport/rules/space-opera/content.ts";
import { type Drawn, type Hit, hitRect, type Pt } from "../kit/geometry.ts";
import { fitText, type Paint, text } from "../kit/paint.ts";
import { PALETTE_HEX as C, hex, PALETTE, seatColor } from "../theme.ts";
import { type Ctx, done } from "./panels.ts";

const seatHex = (seat: number): number => hex(seatColor(seat));

// ---------------------------------------------------------------- techs

export function drawTechs(p: Paint, c: Ctx): Drawn {
  const { view, t } = c;
  const g = p.g;
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const W = 720;
  text(p, 0, 14, t("sop.label.yourTechs"), 22, PALETTE.text, [0, 0.5], true);
  let y = 36;
  if (c.hand.length === 0) {
    text(
      p,
      0,
      y + 16,
      t(c.seat === null ? "sop.label.techsHidden" : "sop.label.noTechs"),
      17,
      PALETTE.muted,
      [0, 0.5],
    );
    y += 40;
  }
  c.hand.forEach((tech, i) => {
    const cw = (W - 30) / 4;
    const x = (i % 4) * (cw + 10);
    const ty = y + Math.floor(i / 4) * 150;
    g.fillStyle(0x23305a, 1);
    g.fillRoundedRect(x, ty, cw, 140, 10);
    g.lineStyle(2, C.accent, 0.8);
    g.strokeRoundedRect(x, ty, cw, 140, 10);
    fitText(text(p, x + 10, ty + 18, t(`tech.${tech}`), 17, PALETTE.text, [0, 0.5], true), cw - 20);
    const body = text(p, x + 10, ty + 36, t(`tech.${tech}.text`), 13, PALETTE.muted, [0, 0]);
    body.setWordWrapWidth(cw - 20);
    hits.push(hitRect(`techcard:${tech}`, { x, y: ty, w: cw, h: 140 }));
  });
  y += Math.ceil(c.hand.length / 4) * 150 + 10;
  text(p, 0, y + 14, t("sop.label.othersTechs"), 20, PALETTE.text, [0, 0.5], true);
  y += 36;
  for (let s = 0; s < view.handSizes.length; s++) {
    if (s === c.seat) continue;
    const shown = view.revealed[s] ?? [];
    const line = t("sop.label.handOf", {
      player: c.name(s),
      n: view.handSizes[s] ?? 0,
      shown:
        shown.length > 0
          ? shown.map((x) => TECHS[x].name && t(`tech.${x}`)).join(", ")
          : t("sop.label.noneShown"),
    });
    g.fillStyle(seatHex(s), 1);
    g.fillCircle(8, y + 12, 7);
    fitText(text(p, 22, y + 12, line, 16, PALETTE.text, [0, 0.5]), W - 24);
    y += 32;
  }
  text(p, 0, y + 14, t("sop.label.deck", { n: view.deckSize }), 16, PALETTE.muted, [0, 0.5]);
  return done({ x: -6, y: -6, w: W + 12, h: y + 40 }, hits, anchors);
}

// ---------------------------------------------------------------- players and phases

const PHASES = ["build", "move", "harvest", "upkeep"] as const;

export function drawPlayers(p: Paint, c: Ctx): Drawn {
  const { view, t } = c;
  const g = p.g;
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const W = 640;
  const limit = view.roundLimit;
  text(
    p,
    0,
    16,
    limit ? t("sop.label.roundOf", { n: view.round, total: limit }) : t("sop.label.round", { n: view.round }),
    24,
    PALETTE.text,
    [0, 0.5],
    true,
  );
  // The phase track.
  PHASES.forEach((ph, i) => {
    const x = i * (W / 4);
    const on = view.phase === ph;
    g.fillStyle(on ? C.accent : C.panelHi, 1);
    g.fillRoundedRect(x + 2, 40, W / 4 - 4, 40, 8);
    fitText(
      text(p, x + W / 8, 60, t(`sop.phase.${ph}`), 16, on ? "#0b1020" : PALETTE.muted, [0.5, 0.5], true),
      W / 4 - 12,
    );
  });
  // One row per player: planets, class total, meeples, ships, techs; first player; out.
  for (let s = 0; s < view.passed.length; s++) {
    const y = 100 + s * 64;
    const out = (view.out[s] ?? 0) > 0;
    g.fillStyle(out ? 0x1a1a24 : C.panel, 1);
    g.fillRoundedRect(0, y, W, 56, 8);
    g.fillStyle(seatHex(s), out ? 0.4 : 1);
    g.fillCircle(18, y + 28, 10);
    fitText(text(p, 36, y + 18, c.name(s), 19, out ? PALETTE.muted : seatColor(s), [0, 0.5], true), 200);
    if (s === view.first) text(p, 36, y + 42, t("sop.label.first"), 14, PALETTE.warn, [0, 0.5], true);
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
    fitText(text(p, 250, y + 28, stats, 16, out ? PALETTE.bad : PALETTE.text, [0, 0.5], out), W - 260);
    hits.push(hitRect(`player:${s}`, { x: 0, y, w: W, h: 56 }));
    anchors.set(`player:${s}`, { x: W / 2, y: y + 28 });
  }
  let H = 100 + view.passed.length * 64;
  // Why the game ended, and the standings by the time-limit rule (most planets, then class total).
  if (view.endReason) {
    const why = text(p, 0, H + 10, t(`sop.end.${view.endReason}`), 20, PALETTE.warn, [0, 0], true);
    why.setWordWrapWidth(W);
    const order = view.standings.map((x, seat) => ({ seat, rank: x.rank })).sort((a, b) => a.rank - b.rank);
    order.forEach((o, i) => {
      const st = view.standings[o.seat];
      const line = t("sop.label.rankLine", {
        rank: o.rank,
        player: c.name(o.seat),
        planets: st?.planets ?? 0,
        classes: st?.classTotal ?? 0,
      });
      fitText(
        text(p, 10, H + 72 + i * 30, line, 17, i === 0 ? PALETTE.good : PALETTE.text, [0, 0.5], i === 0),
        W - 20,
      );
    });
    H += 80 + order.length * 30;
  } else {
    const bits: string[] = [];
    if (view.roundsLeft !== null) bits.push(t("sop.label.roundsLeft", { n: view.roundsLeft }));
    if (view.endVote)
      bits.push(
        t("sop.label.endVote", { player: c.name(view.endVote.proposer), n: view.endVote.accepted.length }),
      );
    if (bits.length > 0) fitText(text(p, 0, H + 18, bits.join(" · "), 16, PALETTE.muted, [0, 0.5]), W);
    H += 36;
  }
  return done({ x: -6, y: -6, w: W + 12, h: H + 8 }, hits, anchors);
}
