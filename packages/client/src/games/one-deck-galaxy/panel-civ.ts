/**
 * The civilizations panel, the viewer's first: each with its level, yield, resources, society rule,
 * colonies, Techs and milestones.
 */
import { RESOURCES } from "@starport/rules/one-deck-galaxy/types.ts";
import { type Drawn, hitRect } from "../kit/geometry.ts";
import { fitText, type Paint, text } from "../kit/paint.ts";
import { C, disc, RES_CSS, resource, star } from "./art.ts";
import { milestoneText, societyRuleText, techOptionText } from "./content-words.ts";
import { type Ctx, drawBox, drawnOf, drawYield, MUTED, type Out, TEXT, WIDE } from "./panels.ts";
import { cardName, homeworldName, societyName, techName } from "./words.ts";

const CIV_W = 360;

/** One civilization from `y0`; returns the y below it. */
function drawCiv(p: Paint, c: Ctx, o: Out, seat: number, y0: number): number {
  drawCivHeader(p, c, o, seat, y0);
  let y = drawGathers(p, c, o, seat, y0 + 38);
  y = drawSocietyRule(p, c, o, seat, y + 20);
  y = drawColonies(p, c, o, seat, y);
  y = drawTechs(p, c, o, seat, y);
  return drawMilestones(p, c, o, seat, y) + 8;
}

/** Who plays it, its homeworld and society, and its Federation level 1..5. */
function drawCivHeader(p: Paint, c: Ctx, o: Out, seat: number, y0: number): void {
  const g = p.g;
  const t = c.t;
  const s = c.view.seats[seat]!;
  const W = CIV_W;
  g.fillStyle(0x17223a, 1);
  g.fillRoundedRect(0, y0, W, 10, 6);
  const who = c.view.players > 1 ? `${c.name(seat)} · ` : "";
  fitText(
    text(
      p,
      10,
      y0 + 14,
      `${who}${homeworldName(s.homeworld, t)} · ${societyName(s.society, t)}`,
      14,
      TEXT,
      [0, 0.5],
      true,
    ),
    W - 170,
  );
  text(p, W - 104, y0 + 14, t("odg.label.level"), 11, MUTED, [1, 0.5]);
  for (let i = 1; i <= 5; i++) star(g, W - 94 + (i - 1) * 18, y0 + 14, 7, C.warn, i <= s.level);
  o.hits.push(hitRect(`level:${seat}`, { x: W - 150, y: y0 + 2, w: 150, h: 24 }));
  o.anchors.set(`level:${seat}`, { x: W - 58, y: y0 + 14 });
}

/** What it gathers each turn, and its resources, on the line at `y`. */
function drawGathers(p: Paint, c: Ctx, o: Out, seat: number, y: number): number {
  const s = c.view.seats[seat]!;
  text(p, 10, y, c.t("odg.label.gathers"), 11, MUTED, [0, 0.5]);
  const gw = drawYield(p, s.yield, 80, y, 15);
  let rx = 80 + gw + 16;
  for (const r of RESOURCES) {
    const n = s.resources[r] ?? 0;
    if (n <= 0) continue;
    resource(p.g, r, rx + 6, y, 6);
    const tt = text(p, rx + 15, y, String(n), 11, RES_CSS[r], [0, 0.5], true);
    o.hits.push(hitRect(`res:${seat}:${r}`, { x: rx, y: y - 10, w: 24 + tt.width, h: 20 }));
    rx += 24 + tt.width;
  }
  return y;
}

/** The society's rule from `y`; returns the y below. */
function drawSocietyRule(p: Paint, c: Ctx, o: Out, seat: number, y: number): number {
  const rule = text(p, 10, y, societyRuleText(c.view.seats[seat]!.societyRule, c.t), 10, MUTED, [0, 0]);
  rule.setWordWrapWidth(CIV_W - 20);
  o.hits.push(hitRect(`soc:${seat}`, { x: 6, y: y - 2, w: CIV_W - 12, h: rule.height + 4 }));
  return y + rule.height + 8;
}

/** Its colonies on one line (as many as fit), if any; returns the y below. */
function drawColonies(p: Paint, c: Ctx, o: Out, seat: number, y: number): number {
  const g = p.g;
  const t = c.t;
  const s = c.view.seats[seat]!;
  if (s.colonies.length === 0) return y;
  text(p, 10, y + 8, t("odg.label.colonies"), 11, MUTED, [0, 0.5]);
  let cx = 80;
  for (const id of s.colonies) {
    const nm = cardName(id, t);
    const tt = text(p, cx + 6, y + 8, nm, 10, TEXT, [0, 0.5]);
    fitText(tt, 110, 0.7);
    const w = Math.min(110, tt.displayWidth) + 12;
    if (cx + w > CIV_W - 6) {
      tt.destroy();
      break;
    }
    g.lineStyle(1, 0x4a5a85, 1);
    g.strokeRoundedRect(cx, y, w, 16, 4);
    o.hits.push(hitRect(`colony:${seat}:${id}`, { x: cx, y, w, h: 16 }));
    cx += w + 4;
  }
  return y + 24;
}

/** Techs: each effect is a button (a Tech disc on it uses it); returns the y below. */
function drawTechs(p: Paint, c: Ctx, o: Out, seat: number, y0: number): number {
  const g = p.g;
  const t = c.t;
  const s = c.view.seats[seat]!;
  const W = CIV_W;
  text(p, 10, y0 + 8, t("odg.label.techs", { n: s.discs }), 11, MUTED, [0, 0.5], true);
  disc(g, C.techDisc, W - 16, y0 + 8, 7, s.discs === 0);
  let y = y0 + 20;
  for (const tech of s.techList) {
    const nm = techName(tech.id, s, t);
    fitText(text(p, 10, y + 10, nm, 12, tech.activated ? MUTED : TEXT, [0, 0.5], true), 96, 0.7);
    if (tech.activated) disc(g, C.techDisc, 112, y + 10, 6);
    let oy = y;
    tech.options.forEach((opt, i) => {
      const label = opt.locked
        ? `${techOptionText(opt.steps, t)} · ${t("odg.label.locked", { n: opt.minLevel ?? 0 })}`
        : techOptionText(opt.steps, t);
      const tt = text(p, 130, oy + 4, label, 11, opt.locked || tech.activated ? MUTED : TEXT, [0, 0]);
      tt.setWordWrapWidth(W - 146);
      // Rows 40 apart: each effect is a finger-sized button without zooming in.
      const h = Math.max(34, tt.height + 12);
      tt.setY(oy + (h - 2 - tt.height) / 2);
      g.lineStyle(1, 0x4a5a85, opt.locked ? 0.4 : 1);
      g.strokeRoundedRect(124, oy, W - 130, h - 2, 4);
      o.hits.push(hitRect(`tech:${seat}:${tech.id}:${i}`, { x: 124, y: oy, w: W - 130, h: h - 2 }));
      oy += h + 6;
    });
    y = Math.max(y + 24, oy + 2);
  }
  return y;
}

/** Milestones: done ones carry a star; an action one is a button; returns the y below. */
function drawMilestones(p: Paint, c: Ctx, o: Out, seat: number, y0: number): number {
  const t = c.t;
  const s = c.view.seats[seat]!;
  const W = CIV_W;
  text(p, 10, y0 + 8, t("odg.label.milestones"), 11, MUTED, [0, 0.5], true);
  let y = y0 + 20;
  for (const m of s.milestoneList) {
    star(p.g, 18, y + 10, 7, C.warn, m.done);
    const tt = text(p, 32, y + 3, milestoneText(m.req, m.kind, t), 11, m.done ? MUTED : TEXT, [0, 0]);
    tt.setWordWrapWidth(m.req.q === "diceTotal" ? W - 120 : W - 40);
    const h = Math.max(22, tt.height + 6);
    o.hits.push(hitRect(`ms:${seat}:${m.id}`, { x: 4, y, w: W - 8, h }));
    if (m.req.q === "diceTotal" && !m.done) {
      if (m.box) drawBox(p, o, m.box, W - WIDE - 8, y - 2, true);
    }
    y += h + 2;
  }
  return y;
}

export function drawCivs(p: Paint, c: Ctx): Drawn {
  const o: Out = { hits: [], anchors: new Map() };
  const v = c.view;
  // The viewer's civilization first.
  const order = v.seats.map((_, i) => i);
  if (c.seat !== null && c.seat > 0) order.unshift(...order.splice(c.seat, 1));
  let y = 0;
  for (const seat of order) {
    y = drawCiv(p, c, o, seat, y);
    y += 10;
  }
  return drawnOf({ x: -4, y: -4, w: CIV_W + 8, h: y + 4 }, o);
}
