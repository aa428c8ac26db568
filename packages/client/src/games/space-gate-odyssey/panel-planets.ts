/** Space Gate Odyssey board, the exoplanets: each planet's side in play with its spots, occupants, gate or status. Drawing only: what is clickable is decided by the adapter. */
import { planetDef, type SpotDef } from "@starport/rules/space-gate-odyssey/exoplanets.ts";
import type { PlanetView, SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import type { PlayerInfo } from "../contract.ts";
import { type Drawn, type Hit, hitRect, type Pt, type Rect } from "../kit/geometry.ts";
import { type Paint, text } from "../kit/paint.ts";
import { PALETTE } from "../theme.ts";
import { COLORS, PLANET_COLORS, seatToken } from "./art.ts";

type T = (key: string, params?: Record<string, string | number>) => string;

export const PLANET_W = 300;
export const PLANET_H = 336;
const DISC_R = 128;

/** Every exoplanet in play: spot graph, occupants, gate or status; `cols` per row. */
export function drawPlanets(
  p: Paint,
  view: SgoPublicView,
  players: readonly PlayerInfo[],
  t: T,
  cols: number,
): Drawn {
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const items = new Map<string, Rect>();
  const flight = view.journey?.flight?.planet ?? null;
  const n = view.planets.length;
  view.planets.forEach((pl, i) => {
    const ox = (i % cols) * PLANET_W;
    const oy = Math.floor(i / cols) * PLANET_H;
    const cx = ox + PLANET_W / 2;
    const cy = oy + 44 + DISC_R;
    items.set(pl.id, { x: ox, y: oy, w: PLANET_W, h: PLANET_H });
    hits.push(hitRect(`planet:${pl.id}`, { x: ox + 4, y: oy + 4, w: PLANET_W - 8, h: PLANET_H - 8 }));
    anchors.set(`planet:${pl.id}`, { x: cx, y: cy });
    drawDisc(p, pl, cx, cy, oy, flight === pl.id);
    drawSurface(p, pl, { x: cx, y: cy }, t, hits, anchors);
    // Status: gate symbol, second wave, closed.
    const by = oy + PLANET_H - 22;
    drawStatus(p, pl, cx, cy, by, t);
    anchors.set(`gate:${pl.id}`, { x: cx, y: by });
  });
  void players;
  const rows = Math.ceil(n / cols);
  return {
    bounds: { x: 0, y: 0, w: Math.min(n, cols) * PLANET_W, h: rows * PLANET_H },
    hits,
    anchors,
    items,
  };
}

/** The planet's disc and name; a glow behind the one being colonized. */
function drawDisc(p: Paint, pl: PlanetView, cx: number, cy: number, oy: number, flight: boolean): void {
  const g = p.g;
  const col = PLANET_COLORS[pl.id] ?? 0x3a4060;
  if (flight) {
    g.fillStyle(COLORS.accent, 0.18);
    g.fillCircle(cx, cy, DISC_R + 12);
  }
  g.fillStyle(col, 1);
  g.fillCircle(cx, cy, DISC_R);
  g.lineStyle(3, pl.status === "open" ? 0xd7dceb : COLORS.line, pl.status === "open" ? 0.8 : 1);
  g.strokeCircle(cx, cy, DISC_R);
  text(p, cx, oy + 20, planetDef(pl.id).name, 26, "#e8ebf5", [0.5, 0.5], true);
}

/** The side in play on the disc: links, volcanoes and the spots (clickable) with their occupants. */
function drawSurface(p: Paint, pl: PlanetView, c: Pt, t: T, hits: Hit[], anchors: Map<string, Pt>): void {
  const g = p.g;
  const side = planetDef(pl.id).sides[pl.side === 1 ? 1 : 0];
  const scale = (DISC_R * 2 - 16) / 100;
  const sp = (k: number): Pt => ({
    x: c.x + (side.spots[k]!.x - 50) * scale,
    y: c.y + (side.spots[k]!.y - 50) * scale,
  });
  g.lineStyle(3, 0xffffff, 0.28);
  for (const [a, b] of side.links) {
    const pa = sp(a);
    const pb = sp(b);
    g.lineBetween(pa.x, pa.y, pb.x, pb.y);
  }
  for (const v of side.volcanoes ?? []) {
    const vx = c.x + (v.x - 50) * scale;
    const vy = c.y + (v.y - 50) * scale;
    g.fillStyle(0xff7a4a, 0.9);
    g.fillTriangle(vx - 11, vy + 8, vx + 11, vy + 8, vx, vy - 11);
  }
  const count = side.spots.length;
  const r = count <= 13 ? 12 : count <= 19 ? 10.5 : count <= 26 ? 9 : 7.5;
  side.spots.forEach((s, k) => {
    const pt = sp(k);
    anchors.set(`spot:${pl.id}:${k}`, pt);
    if (s.zone) {
      drawZone(p, pl, pt, t);
      hits.push({ id: `spot:${pl.id}:${k}`, x: pt.x, y: pt.y, w: 0, h: 0, r: 32 });
      return;
    }
    const rr = s.kind === "centre" ? r * 1.35 : r;
    drawSpot(p, s, pl.occupants[k] ?? -1, pt, rr);
    hits.push({ id: `spot:${pl.id}:${k}`, x: pt.x, y: pt.y, w: 0, h: 0, r: Math.max(rr + 5, 13) });
  });
}

/** The Fermi centre: each seat's settlers in it. */
function drawZone(p: Paint, pl: PlanetView, pt: Pt, t: T): void {
  const g = p.g;
  g.fillStyle(0x0b1020, 0.85);
  g.fillCircle(pt.x, pt.y, 30);
  g.lineStyle(3, 0xe8ebf5, 0.9);
  g.strokeCircle(pt.x, pt.y, 30);
  const shown = pl.zone.map((z, seat) => ({ z, seat })).filter((x) => x.z > 0);
  shown.forEach((x, j) => {
    const a = -Math.PI / 2 + (j * 2 * Math.PI) / Math.max(1, shown.length);
    const px = pt.x + (shown.length > 1 ? 14 * Math.cos(a) : 0);
    const py = pt.y + (shown.length > 1 ? 14 * Math.sin(a) : 0);
    seatToken(g, x.seat, px, py, 9);
    text(p, px + 8, py + 8, String(x.z), 14, "#ffffff", [0, 0.5], true);
  });
  if (shown.length === 0) text(p, pt.x, pt.y, t("label.centre"), 12, "#a3acc6");
}

/** A spot of radius `rr` (rings for advanced and centre spots, a mark for predominance) and its occupant. */
function drawSpot(p: Paint, s: SpotDef, occ: number, pt: Pt, rr: number): void {
  const g = p.g;
  g.fillStyle(0x0b1020, 0.75);
  g.fillCircle(pt.x, pt.y, rr);
  g.lineStyle(2.5, 0xe8ebf5, 0.85);
  g.strokeCircle(pt.x, pt.y, rr);
  if (s.kind === "advanced") g.strokeCircle(pt.x, pt.y, rr + 4);
  if (s.kind === "centre") g.strokeCircle(pt.x, pt.y, rr + 5);
  if (s.predominance) {
    g.fillStyle(COLORS.warn, 1);
    const d = rr * 0.55;
    g.fillTriangle(pt.x - d, pt.y - rr - 3, pt.x + d, pt.y - rr - 3, pt.x, pt.y - rr - 3 - d * 1.4);
  }
  if (occ >= 0) seatToken(g, occ, pt.x, pt.y, rr * 0.95);
}

/** Under the disc (at `by`): the gate open to it, the second wave, or closed (the disc dimmed). */
function drawStatus(p: Paint, pl: PlanetView, cx: number, cy: number, by: number, t: T): void {
  const g = p.g;
  if (pl.status === "closed") {
    g.fillStyle(0x0b1020, 0.62);
    g.fillCircle(cx, cy, DISC_R);
    text(p, cx, cy, t("label.closed"), 30, "#e8ebf5", [0.5, 0.5], true);
    text(p, cx, by, t("label.closed"), 20, "#a3acc6", [0.5, 0.5], true);
  } else if (pl.status === "waiting") {
    text(p, cx, by, t("label.waiting"), 20, "#a3acc6", [0.5, 0.5], true);
  } else if (pl.gate) {
    g.fillStyle(0x0b1020, 1);
    g.fillCircle(cx, by, 18);
    g.lineStyle(3, COLORS.accent, 1);
    g.strokeCircle(cx, by, 18);
    text(p, cx, by - 1, t(`gate.${pl.gate}`), 22, PALETTE.accent, [0.5, 0.5], true);
    text(p, cx - 26, by, t("label.open"), 18, "#a3acc6", [1, 0.5]);
  }
}
