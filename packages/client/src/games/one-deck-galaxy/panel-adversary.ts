/**
 * The Adversary panel: the Adversary card (discs, X, influence, Overwhelm, lasting conditions) and the
 * Confrontation card.
 */
import { type Drawn, hitRect } from "../kit/geometry.ts";
import { fitText, type Paint, text } from "../kit/paint.ts";
import { PALETTE } from "../theme.ts";
import { C, disc, influence, star } from "./art.ts";
import { conditionText, overwhelmText } from "./content-words.ts";
import { BOX, type Ctx, drawnOf, drawRow, MUTED, type Out, TEXT } from "./panels.ts";
import { adversaryName, confrontationName } from "./words.ts";

/** The Adversary card's width, and the Confrontation card's. */
const W = 220;
const CW = 230;

/** The Adversary card and, beside it (below it in a narrow slot), the Confrontation card. */
export function drawAdversary(p: Paint, c: Ctx, narrow: boolean): Drawn {
  const o: Out = { hits: [], anchors: new Map() };
  const advH = drawAdversaryCard(p, c, o);
  const cy0 = narrow ? advH + 12 : 0;
  drawConfrontation(p, c, o, narrow ? 0 : W + 12, cy0);
  const w = narrow ? Math.max(W, CW) : W + 12 + CW;
  const h = narrow ? cy0 + 300 : advH;
  return drawnOf({ x: -4, y: -4, w: w + 8, h: h + 8 }, o);
}

/** The Adversary card: name, stars, discs, X, influence, deck, Overwhelm, conditions; returns its height. */
function drawAdversaryCard(p: Paint, c: Ctx, o: Out): number {
  const g = p.g;
  const t = c.t;
  const v = c.view;
  const adv = v.adv;
  g.fillStyle(0x2c1420, 1);
  g.fillRoundedRect(0, 0, W, 300, 8);
  g.lineStyle(1.5, 0xd06070, 1);
  g.strokeRoundedRect(0, 0, W, 300, 8);
  o.hits.push(hitRect("adv", { x: 0, y: 0, w: W, h: 300 }));
  o.anchors.set("adv", { x: W / 2, y: 60 });
  fitText(text(p, 10, 16, adversaryName(v.adversary, t), 14, TEXT, [0, 0.5], true), W - 20);
  for (let i = 0; i < adv.stars; i++) star(g, 16 + i * 16, 36, 6, C.warn);
  if (v.hard) text(p, W - 10, 36, t("odg.label.hard"), 11, PALETTE.bad, [1, 0.5], true);
  drawDiscsAndInfluence(p, c, o);
  const oy = drawOverwhelm(p, c, o, 170);
  return Math.max(300, drawConditions(p, c, o, oy) + 8);
}

/** Its discs (the lowest removed reveals X), the influence it holds, the events left and the deck. */
function drawDiscsAndInfluence(p: Paint, c: Ctx, o: Out): void {
  const g = p.g;
  const t = c.t;
  const v = c.view;
  const adv = v.adv;
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
}

/** Overwhelm: each condition with where it stands (red when one short); returns the y below. */
function drawOverwhelm(p: Paint, c: Ctx, o: Out, y0: number): number {
  const t = c.t;
  let oy = y0;
  text(p, 10, oy, t("odg.label.overwhelm"), 11, PALETTE.bad, [0, 0.5], true);
  oy += 18;
  c.view.adv.overwhelm.forEach((w, i) => {
    const tt = text(p, 10, oy, overwhelmText(w, t), 11, w.now >= w.atLeast - 1 ? PALETTE.bad : TEXT, [0, 0]);
    tt.setWordWrapWidth(W - 20);
    o.hits.push(hitRect(`adv:over:${i}`, { x: 6, y: oy - 2, w: W - 12, h: tt.height + 4 }));
    oy += tt.height + 6;
  });
  return oy;
}

/** The lasting conditions tucked under the Adversary, if any; returns the y below. */
function drawConditions(p: Paint, c: Ctx, o: Out, y0: number): number {
  const t = c.t;
  const conditions = c.view.adv.conditions;
  if (conditions.length === 0) return y0;
  let oy = y0;
  text(p, 10, oy + 4, t("odg.label.conditions"), 11, PALETTE.warn, [0, 0.5], true);
  oy += 18;
  conditions.forEach((cd, i) => {
    const tt = text(p, 10, oy, conditionText(cd, t), 10, TEXT, [0, 0]);
    tt.setWordWrapWidth(W - 20);
    o.hits.push(hitRect(`cond:${i}`, { x: 6, y: oy - 2, w: W - 12, h: tt.height + 4 }));
    oy += tt.height + 4;
  });
  return oy;
}

/** The Confrontation card at (cx, cy0): four rows, each attached to a disc; the top attached one fills. */
function drawConfrontation(p: Paint, c: Ctx, o: Out, cx: number, cy0: number): void {
  const g = p.g;
  const t = c.t;
  const v = c.view;
  const conf = v.confrontation;
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
}
