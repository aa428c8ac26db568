/** The ship panel of stellar_omega: three areas behind their gate positions, the units, the gate track. */
import { AREAS, RACES, type Race } from "@starport/rules/stellar-omega/content.ts";
import { type Drawn, hitRect, type Pt } from "../kit/geometry.ts";
import { fitText, type Paint, text } from "../kit/paint.ts";
import { PALETTE } from "../theme.ts";
import { C, RACE_CSS, RACE_HEX, unitStack } from "./art.ts";
import { type Ctx, done, newOut, type Out } from "./panels.ts";

export const AREA_W = 300;
export const AREA_H = 330;
const AREA_GAP = 24;
const GATE_H = 54;
const UNIT = 86;

/** The centre of a race's unit in a ship area (2 x 2 places per area). */
export function unitPoint(area: number, race: Race): Pt {
  const i = RACES.indexOf(race);
  const x0 = area * (AREA_W + AREA_GAP);
  return { x: x0 + AREA_W * (i % 2 === 0 ? 0.28 : 0.72), y: GATE_H + 40 + 62 + Math.floor(i / 2) * 120 };
}

export function drawShip(p: Paint, c: Ctx): Drawn {
  const g = p.g;
  const out = newOut();
  const W = AREAS * AREA_W + (AREAS - 1) * AREA_GAP;
  // The hull behind the areas.
  g.fillStyle(C.hull, 1);
  g.fillRoundedRect(-14, -14, W + 28, GATE_H + AREA_H + 128, 26);
  for (let a = 0; a < AREAS; a++) {
    drawArea(p, c, a, out);
    drawGatePosition(p, c, a, out);
    drawUnits(p, c, a, out);
  }
  const ty = GATE_H + AREA_H + 24;
  drawGateTrack(p, c, ty, W, out);
  return done({ x: -16, y: -16, w: W + 32, h: ty + 96 }, out);
}

/** An area of the ship, open or closed (the closed sector is behind the gate). */
function drawArea(p: Paint, { view, t }: Ctx, a: number, out: Out): void {
  const g = p.g;
  const x0 = a * (AREA_W + AREA_GAP);
  const closed = a === view.gate;
  const r = { x: x0, y: GATE_H, w: AREA_W, h: AREA_H };
  g.fillStyle(closed ? C.closed : C.panel, 1);
  g.fillRoundedRect(r.x, r.y, r.w, r.h, 14);
  g.lineStyle(3, closed ? C.bad : C.line, 1);
  g.strokeRoundedRect(r.x, r.y, r.w, r.h, 14);
  out.hits.push(hitRect(`area:${a}`, r));
  out.anchors.set(`area:${a}`, { x: x0 + AREA_W / 2, y: GATE_H + AREA_H / 2 });
  text(p, x0 + 14, GATE_H + 22, t("label.area", { n: a + 1 }), 24, PALETTE.text, [0, 0.5], true);
  fitText(
    text(
      p,
      x0 + AREA_W - 14,
      GATE_H + 22,
      t(closed ? "label.closedSector" : "label.openSector"),
      20,
      closed ? PALETTE.bad : PALETTE.muted,
      [1, 0.5],
      true,
    ),
    AREA_W - 110,
  );
}

/** The gate position (a white line across the area's entrance), the gate tile on the closed one. */
function drawGatePosition(p: Paint, { view, t }: Ctx, a: number, out: Out): void {
  const g = p.g;
  const x0 = a * (AREA_W + AREA_GAP);
  const gr = { x: x0 + 20, y: 4, w: AREA_W - 40, h: GATE_H - 10 };
  out.hits.push(hitRect(`gate:${a}`, gr));
  out.anchors.set(`gate:${a}`, { x: x0 + AREA_W / 2, y: gr.y + gr.h / 2 });
  if (a === view.gate) {
    g.fillStyle(C.accent, 1);
    g.fillRoundedRect(gr.x, gr.y + 6, gr.w, gr.h - 12, 8);
    text(p, x0 + AREA_W / 2, gr.y + gr.h / 2, t("so.label.gate"), 22, "#0b1020", [0.5, 0.5], true);
  } else {
    g.lineStyle(4, C.white, 0.7);
    g.lineBetween(gr.x, gr.y + gr.h / 2, gr.x + gr.w, gr.y + gr.h / 2);
  }
}

/** Units: a stack of tiles per race, in the race's place of the area. */
function drawUnits(p: Paint, { view }: Ctx, a: number, out: Out): void {
  const g = p.g;
  for (const race of RACES) {
    const lvl = view.ship[a]?.[race] ?? 0;
    const at = unitPoint(a, race);
    out.anchors.set(`unit:${race}:${a}`, at);
    if (lvl === 0) {
      g.lineStyle(1.5, RACE_HEX[race], 0.25);
      g.strokeRoundedRect(at.x - UNIT / 2, at.y - UNIT / 2, UNIT, UNIT, 10);
      continue;
    }
    const top = unitStack(g, race, lvl, at.x, at.y, UNIT * 0.78);
    out.anchors.set(`top:${race}:${a}`, top);
    text(p, at.x + UNIT / 2 - 4, at.y + UNIT / 2 - 4, `${lvl}`, 22, RACE_CSS[race], [1, 1], true);
    out.hits.push(
      hitRect(`unit:${race}:${a}`, {
        x: at.x - UNIT / 2 - 6,
        y: at.y - UNIT / 2 - 6,
        w: UNIT + 12,
        h: UNIT + 12,
      }),
    );
  }
}

/** Gate control track: a roll of three dice must beat the cube's value. */
function drawGateTrack(p: Paint, { view, t }: Ctx, ty: number, W: number, out: Out): void {
  const g = p.g;
  text(p, 0, ty + 10, t("so.label.gateTrack", { n: view.gateValue }), 22, PALETTE.text, [0, 0.5], true);
  const track = view.gateTrack;
  const bw = Math.min(56, (W - 10) / track.length);
  track.forEach((v, i) => {
    const x = i * bw;
    const on = i === view.gateSlot;
    g.fillStyle(on ? C.warn : C.panelHi, 1);
    g.fillRoundedRect(x + 2, ty + 30, bw - 4, 44, 6);
    text(p, x + bw / 2, ty + 52, `${v}`, 20, on ? "#0b1020" : PALETTE.muted, [0.5, 0.5], true);
  });
  out.hits.push(hitRect("gatetrack", { x: 0, y: ty + 28, w: track.length * bw, h: 48 }));
}
