/**
 * The action board of stellar_omega: the six action spaces with their costs, the dice tray with the
 * deck, pouch and VP tokens beside it, and the viewer's hand with its action tokens.
 */
import type { Race } from "@starport/rules/stellar-omega/content.ts";
import { type Drawn, hitRect } from "../kit/geometry.ts";
import { fitText, type Paint, text } from "../kit/paint.ts";
import { PALETTE } from "../theme.ts";
import { pendingDice } from "./adapter.ts";
import { actionToken, C, card, die } from "./art.ts";
import { type Ctx, done, myRace, newOut, type Out } from "./panels.ts";

const ACT_W = 236;
const ACT_H = 112;
const ACT_GAP = 12;

/** How the board is laid out: three columns, or two on a phone with larger type. */
interface Layout {
  narrow: boolean;
  cols: number;
  /** The type scale (a phone shows the panel small). */
  k: number;
  W: number;
}

/** Which race's costs the action board shows: the viewer's, else the acting seat's. */
function boardRace(c: Ctx): Race | null {
  const v = c.view;
  const mine = c.seat !== null ? v.seatRace[c.seat] : null;
  if (mine) return mine;
  return v.turn ? (v.seatRace[v.turn.seat] ?? null) : null;
}

export function drawActions(p: Paint, c: Ctx, narrow = false): Drawn {
  const out = newOut();
  const cols = narrow ? 2 : 3;
  // On a phone the panel is small on screen: larger type, and the one-line help left to the long press.
  const l: Layout = { narrow, cols, k: narrow ? 1.7 : 1, W: cols * ACT_W + (cols - 1) * ACT_GAP };
  drawActionSpaces(p, c, l, out);
  const ty = Math.ceil(6 / cols) * (ACT_H + ACT_GAP) + 8;
  const trayH = narrow ? 236 : 128;
  drawTray(p, c, l, ty, trayH, out);
  drawSupplies(p, c, narrow ? 40 : l.W - 300, narrow ? ty + 128 : ty, out);
  const hy = ty + trayH + 16;
  const mine = myRace(c);
  if (!mine) return done({ x: -6, y: -6, w: l.W + 12, h: hy + 6 }, out);
  const bottom = drawHand(p, c, l, mine, hy, out);
  return done({ x: -6, y: -6, w: l.W + 12, h: bottom }, out);
}

/** Escalating actions on the bottom row, the fixed ones on top, as on the board (two columns on a phone). */
function drawActionSpaces(p: Paint, c: Ctx, { narrow, cols, k }: Layout, out: Out): void {
  const { view, t } = c;
  const g = p.g;
  const race = boardRace(c);
  const rp = race ? view.races[race] : null;
  const order = narrow
    ? (["decode", "card", "attack", "crystal", "gate", "tile"] as const)
    : (["decode", "attack", "gate", "card", "crystal", "tile"] as const);
  order.forEach((a, i) => {
    const x = (i % cols) * (ACT_W + ACT_GAP);
    const y = Math.floor(i / cols) * (ACT_H + ACT_GAP);
    const fixed = a === "decode" || a === "attack" || a === "gate";
    g.fillStyle(fixed ? 0x1e2747 : 0x232a4a, 1);
    g.fillRoundedRect(x, y, ACT_W, ACT_H, 12);
    g.lineStyle(2, C.line, 1);
    g.strokeRoundedRect(x, y, ACT_W, ACT_H, 12);
    fitText(
      text(p, x + 14, y + (narrow ? 30 : 24), t(`action.${a}`), 26 * k, PALETTE.text, [0, 0.5], true),
      ACT_W - 28,
    );
    if (rp) {
      const colour = rp.canPay[a] ? PALETTE.warn : PALETTE.bad;
      const cost = t("so.label.cost", { n: rp.costs[a] });
      text(p, x + 14, y + (narrow ? 78 : 60), cost, 24 * k, colour, [0, 0.5], true);
    }
    if (!narrow)
      fitText(text(p, x + 14, y + 94, t(`so.action.${a}.short`), 18, PALETTE.muted, [0, 0.5]), ACT_W - 24);
    // Tokens played on the space this round by the race shown.
    const used = rp && !fixed ? rp.used[a] : 0;
    for (let n = 0; n < used; n++) actionToken(g, x + ACT_W - 22 - n * 26, y + 60, 10, true);
    out.hits.push(hitRect(`act:${a}`, { x, y, w: ACT_W, h: ACT_H }));
    out.anchors.set(`act:${a}`, { x: x + ACT_W / 2, y: y + ACT_H / 2 });
  });
}

/** The dice tray: what the roll is for, and its dice. */
function drawTray(p: Paint, { view, t }: Ctx, { W, k }: Layout, ty: number, trayH: number, out: Out): void {
  const g = p.g;
  g.fillStyle(0x10162a, 1);
  g.fillRoundedRect(0, ty, W, trayH, 12);
  g.lineStyle(2, C.line, 1);
  g.strokeRoundedRect(0, ty, W, trayH, 12);
  const dice = pendingDice(view);
  const pend = view.pending;
  let trayTitle = t("so.label.tray");
  if (pend?.kind === "gate")
    trayTitle = t("so.label.trayGate", { total: view.gateTotal ?? 0, n: view.gateValue });
  else if (pend?.kind === "attack") trayTitle = t("so.label.trayAttack", { race: t(`race.${pend.target}`) });
  else if (pend?.kind === "decode") trayTitle = t("so.label.trayDecode");
  fitText(text(p, 14, ty + 20, trayTitle, 20 * k, PALETTE.text, [0, 0.5], true), W - 28);
  const ds = 70;
  dice.forEach((v, i) => {
    const x = 40 + ds / 2 + i * (ds + 22);
    const y = ty + 80;
    die(g, v, x, y, ds);
    out.hits.push({ id: `die:${i}`, x: x - ds / 2 - 4, y: y - ds / 2 - 4, w: ds + 8, h: ds + 8 });
    out.anchors.set(`die:${i}`, { x, y });
  });
  for (let i = dice.length; i < 3; i++)
    out.anchors.set(`die:${i}`, { x: 40 + ds / 2 + i * (ds + 22), y: ty + 80 });
  if (dice.length === 0) text(p, 40, ty + 80, t("so.label.trayEmpty"), 18 * k, PALETTE.muted, [0, 0.5]);
}

/** The deck, the pouch and the VP token pile, with their counts. */
function drawSupplies(p: Paint, { view, t }: Ctx, sx: number, sy: number, out: Out): void {
  const g = p.g;
  card(g, null, sx + 30, sy + 78, 46, 64);
  text(p, sx + 30, sy + 78, `${view.deckSize}`, 20, PALETTE.text, [0.5, 0.5], true);
  text(p, sx + 30, sy + 120, t("label.deck"), 14, PALETTE.muted, [0.5, 0.5]);
  out.hits.push(hitRect("deck", { x: sx, y: sy + 40, w: 60, h: 80 }));
  out.anchors.set("deck", { x: sx + 30, y: sy + 78 });
  const pouch = { x: sx + 130, y: sy + 78 };
  g.fillStyle(0x3b2a55, 1);
  g.fillEllipse(pouch.x, pouch.y, 76, 64);
  g.lineStyle(2, C.muted, 1);
  g.strokeEllipse(pouch.x, pouch.y, 76, 64);
  text(p, pouch.x, pouch.y, `${view.pouchSize}`, 22, PALETTE.text, [0.5, 0.5], true);
  text(p, pouch.x, sy + 120, t("label.pouch"), 14, PALETTE.muted, [0.5, 0.5]);
  out.hits.push(hitRect("pouch", { x: pouch.x - 40, y: sy + 40, w: 80, h: 80 }));
  out.anchors.set("pouch", pouch);
  const tk = { x: sx + 250, y: sy + 78 };
  g.fillStyle(C.warn, 1);
  g.fillCircle(tk.x, tk.y, 26);
  text(p, tk.x, tk.y, `${view.tokenPile}`, 20, "#0b1020", [0.5, 0.5], true);
  fitText(
    text(p, tk.x, sy + 120, t("label.tokensLeft", { n: view.tokenPile }), 14, PALETTE.muted, [0.5, 0.5]),
    150,
  );
  out.hits.push(hitRect("tokens", { x: tk.x - 30, y: sy + 40, w: 60, h: 80 }));
}

/** The viewer's hand (only the viewer sees its cards), action tokens and actions left; its bottom. */
function drawHand(p: Paint, c: Ctx, { narrow, k, W }: Layout, mine: Race, hy: number, out: Out): number {
  const { view, t } = c;
  const g = p.g;
  text(p, 0, hy + 14, t("label.hand"), 20 * k, PALETTE.text, [0, 0.5], true);
  const cw = 84;
  const ch = 112;
  c.hand.forEach((r, i) => {
    const x = 14 + cw / 2 + i * (cw + 14);
    const y = hy + 34 + ch / 2;
    card(g, r, x, y, cw, ch);
    fitText(text(p, x, y + ch / 2 - 18, t(`race.${r}`), 15, PALETTE.text, [0.5, 0.5], true), cw - 6);
    out.hits.push(hitRect(`hand:${i}`, { x: x - cw / 2, y: y - ch / 2, w: cw, h: ch }));
    out.anchors.set(`hand:${i}`, { x, y });
  });
  out.anchors.set("hand", { x: 14 + cw / 2 + c.hand.length * (cw + 14), y: hy + 34 + ch / 2 });
  if (c.hand.length === 0) text(p, 14, hy + 90, t("so.label.noCards"), 18 * k, PALETTE.muted, [0, 0.5]);
  const r = view.races[mine];
  const ax = narrow ? 0 : W - 330;
  const ay = narrow ? hy + 34 + ch + 16 : hy;
  text(p, ax, ay + 14, t("so.label.atLeft", { n: r.at }), 20 * k, PALETTE.text, [0, 0.5], true);
  for (let n = 0; n < r.at; n++)
    actionToken(g, ax + 16 + (n % 6) * 34, ay + 56 + Math.floor(n / 6) * 34, 13, false);
  if (view.turn && view.turn.seat === c.seat) {
    const left = t("so.label.actionsLeft", { n: view.turn.actionsLeft, max: view.turn.maxActions });
    text(p, ax, ay + 104, left, 18, PALETTE.warn, [0, 0.5], true);
  }
  return narrow ? ay + 120 : hy + 34 + ch + 14;
}
