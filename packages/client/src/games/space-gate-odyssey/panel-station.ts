/** Space Gate Odyssey board, the player's space station: its modules on the grid, the cells offered for a module, the module being placed; a mini picture for the station chooser. Drawing only: what is clickable is decided by the adapter. */
import { MODULES } from "@starport/rules/space-gate-odyssey/content.ts";
import { corridorSides, type StationModule } from "@starport/rules/space-gate-odyssey/station.ts";
import type { ModuleView, SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import type * as Phaser from "phaser";
import { type Drawn, type Hit, hitRect, type Pt, type Rect } from "../kit/geometry.ts";
import { type Paint, text } from "../kit/paint.ts";
import { COLORS, DOMAIN_COLORS, drawTile, slotPositions } from "./art.ts";

export const CELL = 120;

/** A module shown in a station cell that is not (yet) part of the view: the tile being placed. */
export type Ghost = StationModule;

/**
 * A player's station as a grid of square modules. `cells` are the empty cells offered for the
 * module being placed (drawn and clickable); `ghost` is that module where the player put it.
 */
export function drawStation(
  p: Paint,
  view: SgoPublicView,
  owner: number,
  opts: { cells: Pt[]; ghost: Ghost | null },
): Drawn {
  const g = p.g;
  const station = view.seats[owner]?.station ?? [];
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const xs = [...station.map((m) => m.x), ...opts.cells.map((c) => c.x)];
  const ys = [...station.map((m) => m.y), ...opts.cells.map((c) => c.y)];
  // One ring of empty space around the station (drawn as a faint grid), fitted with a small margin.
  const minX = Math.min(...xs) - 1;
  const maxX = Math.max(...xs) + 1;
  const minY = Math.min(...ys) - 1;
  const maxY = Math.max(...ys) + 1;
  const pad = CELL * 0.7;
  // Faint grid of the surrounding space, so empty cells read as places.
  g.lineStyle(2, COLORS.line, 0.35);
  for (let x = minX; x <= maxX; x++) {
    for (let y = minY; y <= maxY; y++) g.strokeRect(x * CELL + 4, y * CELL + 4, CELL - 8, CELL - 8);
  }
  for (const c of opts.cells) {
    g.fillStyle(COLORS.accent, 0.1);
    g.fillRect(c.x * CELL + 6, c.y * CELL + 6, CELL - 12, CELL - 12);
    g.lineStyle(3, COLORS.accent, 0.8);
    g.lineBetween(
      c.x * CELL + CELL / 2 - 14,
      c.y * CELL + CELL / 2,
      c.x * CELL + CELL / 2 + 14,
      c.y * CELL + CELL / 2,
    );
    g.lineBetween(
      c.x * CELL + CELL / 2,
      c.y * CELL + CELL / 2 - 14,
      c.x * CELL + CELL / 2,
      c.y * CELL + CELL / 2 + 14,
    );
    const r = { x: c.x * CELL, y: c.y * CELL, w: CELL, h: CELL };
    hits.push(hitRect(`cell:${c.x},${c.y}`, r));
    anchors.set(`cell:${c.x},${c.y}`, { x: r.x + CELL / 2, y: r.y + CELL / 2 });
  }
  for (const m of station) drawModule(p, m, owner, hits, anchors);
  if (opts.ghost) {
    const gh = opts.ghost;
    const look = {
      tile: gh.tile,
      on: gh.on,
      settlers: gh.settlers,
      owner,
      corridors: corridorSides(gh.tile, gh.rotation),
      alpha: 0.92,
    };
    const cx = gh.x * CELL + CELL / 2;
    const cy = gh.y * CELL + CELL / 2;
    const res = drawTile(g, look, cx, cy, CELL);
    if (res.gateText)
      text(p, cx - CELL / 2 + CELL * 0.255, cy - CELL / 2 + CELL * 0.255, res.gateText, 19, "#ffffff");
    g.lineStyle(5, COLORS.warn, 1);
    g.strokeRect(cx - CELL / 2 + 2, cy - CELL / 2 + 2, CELL - 4, CELL - 4);
    // A turning arrow: click the module to turn it.
    g.lineStyle(4, COLORS.warn, 1);
    g.beginPath();
    g.arc(cx + CELL / 2 - 20, cy + CELL / 2 - 20, 11, -Math.PI * 0.9, Math.PI * 0.5);
    g.strokePath();
    g.fillStyle(COLORS.warn, 1);
    g.fillTriangle(
      cx + CELL / 2 - 20,
      cy + CELL / 2 - 4,
      cx + CELL / 2 - 27,
      cy + CELL / 2 - 13,
      cx + CELL / 2 - 14,
      cy + CELL / 2 - 14,
    );
  }
  return {
    bounds: {
      x: minX * CELL + pad,
      y: minY * CELL + pad,
      w: (maxX - minX + 1) * CELL - 2 * pad,
      h: (maxY - minY + 1) * CELL - 2 * pad,
    },
    hits,
    anchors,
    items: new Map(),
  };
}

function drawModule(p: Paint, m: ModuleView, owner: number, hits: Hit[], anchors: Map<string, Pt>): void {
  const cx = m.x * CELL + CELL / 2;
  const cy = m.y * CELL + CELL / 2;
  const res = drawTile(
    p.g,
    { tile: m.tile, on: m.on, settlers: m.settlers, owner, corridors: m.corridors, open: m.openSides },
    cx,
    cy,
    CELL,
  );
  if (res.gateText)
    text(p, cx - CELL / 2 + CELL * 0.255, cy - CELL / 2 + CELL * 0.255, res.gateText, 19, "#ffffff");
  if (!m.on) text(p, cx, cy + CELL * 0.4, "OFF", 13, "#a3acc6", [0.5, 0.5], true);
  const r = { x: m.x * CELL, y: m.y * CELL, w: CELL, h: CELL };
  hits.push(hitRect(`mod:${m.tile}`, r));
  anchors.set(`mod:${m.tile}`, { x: cx, y: cy });
  anchors.set(`cell:${m.x},${m.y}`, { x: cx, y: cy });
  slotPositions(tileCapacity(m.tile), cx, cy, CELL).forEach(([x, y], i) => {
    anchors.set(`slot:${m.tile}:${i}`, { x, y });
  });
}

const tileCapacity = (tile: number): number => MODULES[tile]?.capacity ?? 0;

/** A small picture of a station (one coloured square per module), for the station chooser. */
export function miniStation(g: Phaser.GameObjects.Graphics, station: readonly ModuleView[], box: Rect): void {
  if (station.length === 0) return;
  const xs = station.map((m) => m.x);
  const ys = station.map((m) => m.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const cols = Math.max(...xs) - minX + 1;
  const rows = Math.max(...ys) - minY + 1;
  const s = Math.min(box.w / cols, box.h / rows, 9);
  const ox = box.x + (box.w - s * cols) / 2;
  const oy = box.y + (box.h - s * rows) / 2;
  for (const m of station) {
    const d = MODULES[m.tile]?.domain;
    const c = d ? (m.on ? DOMAIN_COLORS[d].bright : DOMAIN_COLORS[d].fill) : COLORS.white;
    g.fillStyle(c, m.on || !d ? 1 : 0.7);
    g.fillRect(ox + (m.x - minX) * s + 0.5, oy + (m.y - minY) * s + 0.5, s - 1, s - 1);
  }
}
