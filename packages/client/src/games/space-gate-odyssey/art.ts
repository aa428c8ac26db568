/**
 * Procedural art of Space Gate Odyssey (Phaser Graphics only, no image files): domain colours and
 * icons (each domain has a colour AND a shape: Water drop, Wildlife leaf, Energy bolt), figures
 * (engineer, chief engineer, robot, settler in the seat's colour and shape), module tiles.
 */

import { type Domain, MODULES, type Room } from "@starport/rules/space-gate-odyssey/content.ts";
import type * as Phaser from "phaser";
import { hex, PALETTE_HEX, seatColor, seatShape, shapePoints } from "../theme.ts";

type G = Phaser.GameObjects.Graphics;
type P = { x: number; y: number };

/** Graphics.fillPoints takes Vector2s; plain {x, y} points are what it reads. */
export const fillPoly = (g: G, pts: P[]): void => {
  g.fillPoints(pts as Phaser.Math.Vector2[], true);
};
export const strokePoly = (g: G, pts: P[]): void => {
  g.strokePoints(pts as Phaser.Math.Vector2[], true);
};

export const COLORS = {
  ...PALETTE_HEX,
  onEdge: 0xff9f43,
  offEdge: 0x4a5272,
  corridor: 0xd7dceb,
  white: 0xe4e7f0,
  hazard: 0xff5f56,
} as const;

/** Domain colours: a bright tone (On side, icons) and a dim one (Off side). */
export const DOMAIN_COLORS: Record<Domain, { bright: number; fill: number; dim: number; css: string }> = {
  water: { bright: 0x5aa9f0, fill: 0x1f5c99, dim: 0x1d2f4d, css: "#5aa9f0" },
  wildlife: { bright: 0x7bd36f, fill: 0x2f7a33, dim: 0x1f3a2a, css: "#7bd36f" },
  energy: { bright: 0xf2c230, fill: 0x94700f, dim: 0x3d3420, css: "#f2c230" },
};

export const ROOM_COLORS: Record<Room, number> = {
  water: DOMAIN_COLORS.water.bright,
  wildlife: DOMAIN_COLORS.wildlife.bright,
  energy: DOMAIN_COLORS.energy.bright,
  modules: 0xc9a0ff,
  airlock: 0xe4e7f0,
};

/** Colours of the exoplanet discs (by id order), muted so spots and figures stand out. */
export const PLANET_COLORS: Record<string, number> = {
  bose: 0x4b3a6b,
  collins: 0x6b3a32,
  dirac: 0x2f4a5e,
  fermi: 0x5a4a2a,
  planck: 0x2f5a48,
  russell: 0x264a6b,
  susskind: 0x4a5a2a,
  turing: 0x5e3252,
};

export const seatHex = (seat: number): number => hex(seatColor(seat));

/** Water: a drop. */
function drop(g: G, x: number, y: number, s: number, color: number): void {
  g.fillStyle(color, 1);
  g.fillCircle(x, y + s * 0.18, s * 0.32);
  g.fillTriangle(x - s * 0.29, y + s * 0.07, x + s * 0.29, y + s * 0.07, x, y - s * 0.45);
}

/** Wildlife: a leaf with its vein. */
function leaf(g: G, x: number, y: number, s: number, color: number): void {
  const pts: P[] = [];
  const n = 10;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    pts.push({
      x: x - s * 0.42 + t * s * 0.84,
      y: y + s * 0.32 - t * s * 0.64 - Math.sin(t * Math.PI) * s * 0.22,
    });
  }
  for (let i = n - 1; i > 0; i--) {
    const t = i / n;
    pts.push({
      x: x - s * 0.42 + t * s * 0.84,
      y: y + s * 0.32 - t * s * 0.64 + Math.sin(t * Math.PI) * s * 0.22,
    });
  }
  g.fillStyle(color, 1);
  fillPoly(g, pts);
  g.lineStyle(Math.max(1, s * 0.06), 0x0b1020, 0.7);
  g.lineBetween(x - s * 0.36, y + s * 0.28, x + s * 0.34, y - s * 0.28);
}

/** Energy: a lightning bolt. */
function bolt(g: G, x: number, y: number, s: number, color: number): void {
  g.fillStyle(color, 1);
  fillPoly(g, [
    { x: x + s * 0.1, y: y - s * 0.48 },
    { x: x - s * 0.3, y: y + s * 0.06 },
    { x: x - s * 0.02, y: y + s * 0.06 },
    { x: x - s * 0.12, y: y + s * 0.48 },
    { x: x + s * 0.3, y: y - s * 0.08 },
    { x: x + s * 0.02, y: y - s * 0.08 },
  ]);
}

/** The icon of a domain (shape differs per domain, so colour is never the only cue). */
export function domainIcon(g: G, domain: Domain, x: number, y: number, s: number, color?: number): void {
  const c = color ?? DOMAIN_COLORS[domain].bright;
  if (domain === "water") drop(g, x, y, s, c);
  else if (domain === "wildlife") leaf(g, x, y, s, c);
  else bolt(g, x, y, s, c);
}

/** The icon of a control room. */
export function roomIcon(g: G, room: Room, x: number, y: number, s: number): void {
  if (room === "water" || room === "wildlife" || room === "energy") {
    domainIcon(g, room, x, y, s);
    return;
  }
  const c = ROOM_COLORS[room];
  if (room === "modules") {
    // A module tile with a corridor cross.
    g.lineStyle(Math.max(1.5, s * 0.08), c, 1);
    g.strokeRect(x - s * 0.38, y - s * 0.38, s * 0.76, s * 0.76);
    g.fillStyle(c, 1);
    g.fillRect(x - s * 0.08, y - s * 0.38, s * 0.16, s * 0.76);
    g.fillRect(x - s * 0.38, y - s * 0.08, s * 0.76, s * 0.16);
    return;
  }
  // Airlock: a door with an arrow going in.
  g.lineStyle(Math.max(1.5, s * 0.08), c, 1);
  g.strokeRect(x - s * 0.1, y - s * 0.42, s * 0.5, s * 0.84);
  g.fillStyle(c, 1);
  g.fillTriangle(x + s * 0.12, y, x - s * 0.12, y - s * 0.18, x - s * 0.12, y + s * 0.18);
  g.fillRect(x - s * 0.46, y - s * 0.06, s * 0.36, s * 0.12);
}

/** A seat's shape filled with its colour (the settler token, the wheel marker). */
export function seatToken(g: G, seat: number, x: number, y: number, r: number, alpha = 1): void {
  const pts = shapePoints(seatShape(seat), x, y, r);
  g.fillStyle(seatHex(seat), alpha);
  g.lineStyle(Math.max(1, r * 0.18), COLORS.space, alpha);
  if (!pts) {
    g.fillCircle(x, y, r);
    g.strokeCircle(x, y, r);
  } else {
    const p = pts.map(([px, py]) => ({ x: px, y: py }));
    fillPoly(g, p);
    strokePoly(g, p);
  }
}

/** An engineer (a chief engineer wears a white suit ring) in the seat's colour; `s` = height. */
export function engineer(g: G, seat: number, x: number, y: number, s: number, chief = false): void {
  const c = seatHex(seat);
  g.fillStyle(c, 1);
  g.lineStyle(Math.max(1, s * 0.06), COLORS.space, 1);
  g.fillCircle(x, y - s * 0.28, s * 0.17);
  g.strokeCircle(x, y - s * 0.28, s * 0.17);
  const body = [
    { x: x - s * 0.26, y: y + s * 0.42 },
    { x: x - s * 0.18, y: y - s * 0.08 },
    { x: x + s * 0.18, y: y - s * 0.08 },
    { x: x + s * 0.26, y: y + s * 0.42 },
  ];
  fillPoly(g, body);
  strokePoly(g, body);
  if (chief) {
    g.lineStyle(Math.max(1.5, s * 0.08), 0xffffff, 1);
    g.strokeCircle(x, y - s * 0.28, s * 0.25);
    g.fillStyle(0xffffff, 1);
    g.fillRect(x - s * 0.2, y + s * 0.08, s * 0.4, s * 0.08);
  }
  // The seat's shape on the chest: a second cue beside the colour.
  const pts = shapePoints(seatShape(seat), x, y + s * 0.2, s * 0.11);
  g.fillStyle(COLORS.space, 0.85);
  if (!pts) g.fillCircle(x, y + s * 0.2, s * 0.09);
  else
    fillPoly(
      g,
      pts.map(([px, py]) => ({ x: px, y: py })),
    );
}

/** A robot in the seat's colour. */
export function robot(g: G, seat: number, x: number, y: number, s: number): void {
  const c = seatHex(seat);
  g.fillStyle(c, 1);
  g.lineStyle(Math.max(1, s * 0.06), COLORS.space, 1);
  g.fillRect(x - s * 0.2, y - s * 0.4, s * 0.4, s * 0.3);
  g.strokeRect(x - s * 0.2, y - s * 0.4, s * 0.4, s * 0.3);
  g.fillRect(x - s * 0.28, y - s * 0.06, s * 0.56, s * 0.46);
  g.strokeRect(x - s * 0.28, y - s * 0.06, s * 0.56, s * 0.46);
  g.lineStyle(Math.max(1, s * 0.05), c, 1);
  g.lineBetween(x, y - s * 0.4, x, y - s * 0.5);
  g.fillStyle(COLORS.space, 1);
  g.fillRect(x - s * 0.12, y - s * 0.3, s * 0.08, s * 0.08);
  g.fillRect(x + s * 0.04, y - s * 0.3, s * 0.08, s * 0.08);
}

/** Bonus icons of Odyssey modules (Off side). */
export function bonusIcon(g: G, bonus: string, x: number, y: number, s: number, color: number): void {
  g.fillStyle(color, 1);
  g.lineStyle(Math.max(1.5, s * 0.1), color, 1);
  if (bonus === "recruit") {
    g.fillCircle(x - s * 0.12, y - s * 0.18, s * 0.14);
    g.fillRect(x - s * 0.3, y, s * 0.36, s * 0.36);
    g.fillRect(x + s * 0.16, y - s * 0.04, s * 0.28, s * 0.08);
    g.fillRect(x + s * 0.26, y - s * 0.14, s * 0.08, s * 0.28);
  } else if (bonus === "promote") {
    // A chevron upward and a star point: promotion.
    g.fillTriangle(x - s * 0.36, y + s * 0.1, x, y - s * 0.3, x + s * 0.36, y + s * 0.1);
    g.fillStyle(0x0b1020, 1);
    g.fillTriangle(x - s * 0.2, y + s * 0.14, x, y - s * 0.08, x + s * 0.2, y + s * 0.14);
    g.fillStyle(color, 1);
    g.fillTriangle(x - s * 0.36, y + s * 0.4, x, y, x + s * 0.36, y + s * 0.4);
    g.fillStyle(0x0b1020, 1);
    g.fillTriangle(x - s * 0.2, y + s * 0.44, x, y + s * 0.22, x + s * 0.2, y + s * 0.44);
  } else {
    g.strokeRect(x - s * 0.22, y - s * 0.3, s * 0.44, s * 0.3);
    g.fillRect(x - s * 0.3, y + s * 0.04, s * 0.6, s * 0.36);
    g.lineBetween(x, y - s * 0.3, x, y - s * 0.42);
  }
}

/** Access modules: an arrow into a hatch. */
export function accessIcon(g: G, x: number, y: number, s: number, color: number): void {
  g.lineStyle(Math.max(1.5, s * 0.1), color, 1);
  g.strokeCircle(x, y, s * 0.36);
  g.fillStyle(color, 1);
  g.fillTriangle(x + s * 0.16, y, x - s * 0.1, y - s * 0.2, x - s * 0.1, y + s * 0.2);
}

/** Offsets of N, E, S, W. */
const SIDE_DIR: [number, number][] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

/** The module tile's look: `sides` is the rotated corridor mask; `open` marks corridors facing nothing. */
export interface TileLook {
  tile: number;
  on: boolean;
  settlers: number;
  owner: number;
  /** Corridor sides after rotation, as a string of N/E/S/W. */
  corridors: string;
  /** Sides (N/E/S/W) whose corridor opens onto space or a wall (lose 1 influence each at the end). */
  open?: string;
  alpha?: number;
}

/**
 * Draws a module tile centred on (cx, cy), `size` wide: domain colour (dim when Off), orange edge
 * when On, corridors on its sides, type icon (gate letter, bonus, hatch), domain icon, capacity
 * slots with settlers. Text (gate letter) is returned for the caller to add.
 */
export function drawTile(g: G, look: TileLook, cx: number, cy: number, size: number): { gateText?: string } {
  const def = MODULES[look.tile]!;
  const a = look.alpha ?? 1;
  const half = size / 2;
  const white = def.domain === null;
  const dc = def.domain ? DOMAIN_COLORS[def.domain] : null;
  const fill = white ? COLORS.white : look.on ? dc!.fill : dc!.dim;
  const inset = size * 0.06;
  // Corridors first (under the tile edge), as light bands reaching the tile's sides.
  const cw = size * 0.26;
  for (let side = 0; side < 4; side++) {
    const letter = "NESW"[side]!;
    if (!look.corridors.includes(letter)) continue;
    const [dx, dy] = SIDE_DIR[side]!;
    const open = look.open?.includes(letter) ?? false;
    // Opaque bands (overlapping translucent ones looked like smudges where two modules meet).
    g.fillStyle(look.on || white ? COLORS.corridor : 0x6a7390, a);
    if (dx === 0) g.fillRect(cx - cw / 2, dy < 0 ? cy - half : cy, cw, half);
    else g.fillRect(dx < 0 ? cx - half : cx, cy - cw / 2, half, cw);
    if (open) {
      g.fillStyle(COLORS.hazard, a);
      const t = size * 0.05;
      if (dx === 0) g.fillRect(cx - cw / 2, dy < 0 ? cy - half : cy + half - t, cw, t);
      else g.fillRect(dx < 0 ? cx - half : cx + half - t, cy - cw / 2, t, cw);
    }
  }
  g.fillStyle(fill, a);
  g.fillRoundedRect(cx - half + inset, cy - half + inset, size - 2 * inset, size - 2 * inset, size * 0.1);
  g.lineStyle(Math.max(1.5, size * (look.on ? 0.045 : 0.03)), look.on ? COLORS.onEdge : COLORS.offEdge, a);
  g.strokeRoundedRect(cx - half + inset, cy - half + inset, size - 2 * inset, size - 2 * inset, size * 0.1);
  // Corridor mouths drawn over the tile so the bands read as passages.
  for (let side = 0; side < 4; side++) {
    const letter = "NESW"[side]!;
    if (!look.corridors.includes(letter)) continue;
    const [dx, dy] = SIDE_DIR[side]!;
    g.fillStyle(look.on || white ? 0xb9c1d6 : 0x4f5874, a);
    const depth = size * 0.12;
    if (dx === 0) g.fillRect(cx - cw / 2, dy < 0 ? cy - half + inset : cy + half - inset - depth, cw, depth);
    else g.fillRect(dx < 0 ? cx - half + inset : cx + half - inset - depth, cy - cw / 2, depth, cw);
  }
  const iconS = size * 0.26;
  const ix = cx - half + inset + iconS * 0.75;
  const iy = cy - half + inset + iconS * 0.75;
  const iconColor = white ? 0x2a3350 : look.on ? 0xffffff : dc!.bright;
  let gateText: string | undefined;
  if (def.type === "gate") {
    g.lineStyle(Math.max(1.5, size * 0.03), iconColor, a);
    g.strokeCircle(ix, iy, iconS * 0.5);
    gateText = def.gate === "alpha" ? "α" : def.gate === "beta" ? "β" : "γ";
  } else if (def.type === "odyssey") {
    if (!look.on) bonusIcon(g, def.bonus!, ix, iy, iconS, iconColor);
  } else accessIcon(g, ix, iy, iconS, iconColor);
  if (def.domain)
    domainIcon(g, def.domain, cx + half - inset - iconS * 0.75, iy, iconS, look.on ? dc!.bright : dc!.bright);
  // Capacity slots in the lower half; settlers fill them in the owner's colour and shape.
  const cap = def.capacity;
  const slotR = size * 0.075;
  const pos = slotPositions(cap, cx, cy, size);
  pos.forEach(([sx, sy], i) => {
    if (i < look.settlers) seatToken(g, look.owner, sx, sy, slotR * 1.1, a);
    else {
      g.lineStyle(
        Math.max(1, size * 0.018),
        white ? 0x2a3350 : 0xffffff,
        a * (look.on || white ? 0.65 : 0.3),
      );
      g.strokeCircle(sx, sy, slotR);
    }
  });
  return gateText ? { gateText } : {};
}

/** Positions of a module's capacity slots (for settlers), in its lower half. */
export function slotPositions(cap: number, cx: number, cy: number, size: number): [number, number][] {
  const gap = size * 0.19;
  const rows = cap > 3 ? 2 : 1;
  const out: [number, number][] = [];
  const firstRow = rows === 2 ? Math.ceil(cap / 2) : cap;
  for (let i = 0; i < cap; i++) {
    const row = i < firstRow ? 0 : 1;
    const inRow = row === 0 ? firstRow : cap - firstRow;
    const k = row === 0 ? i : i - firstRow;
    out.push([cx + (k - (inRow - 1) / 2) * gap, cy + size * (rows === 2 ? 0.1 : 0.2) + row * gap]);
  }
  return out;
}
