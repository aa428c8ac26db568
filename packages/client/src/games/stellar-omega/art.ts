/**
 * stellar_omega's procedural art: race colours and shapes (a shape as well as a colour for each
 * race, never colour alone), unit tiles, dice, crystals, cards and tokens.
 */
import { RACES, type Race } from "@starport/rules/stellar-omega/content.ts";
import type * as Phaser from "phaser";
import { PIPS, poly } from "../kit/shapes.ts";
import { hex, PALETTE_HEX } from "../theme.ts";

type G = Phaser.GameObjects.Graphics;

export const RACE_CSS: Record<Race, string> = {
  aliens: "#6bdc9a",
  clones: "#56b4e9",
  machines: "#f0e442",
  mutants: "#e8793a",
};
export const RACE_HEX: Record<Race, number> = Object.fromEntries(
  RACES.map((r) => [r, hex(RACE_CSS[r])]),
) as Record<Race, number>;
/** Darker fills of the race colours (tiles' flipped side, pads). */
export const RACE_DIM: Record<Race, number> = {
  aliens: 0x1f4a35,
  clones: 0x1b3d57,
  machines: 0x4d4a1c,
  mutants: 0x55301a,
};

export const C = {
  ...PALETTE_HEX,
  hull: 0x222b4a,
  closed: 0x2a1830,
  white: 0xffffff,
};

/** The race's mark: aliens a circle, clones a diamond, machines a square, mutants a triangle. */
export function raceMark(
  g: G,
  race: Race,
  x: number,
  y: number,
  r: number,
  color = RACE_HEX[race],
  alpha = 1,
): void {
  g.fillStyle(color, alpha);
  g.lineStyle(Math.max(1, r * 0.12), C.space, alpha);
  switch (race) {
    case "aliens":
      g.fillCircle(x, y, r);
      g.strokeCircle(x, y, r);
      return;
    case "clones":
      poly(g, [
        [x, y - r * 1.1],
        [x + r * 1.1, y],
        [x, y + r * 1.1],
        [x - r * 1.1, y],
      ]);
      break;
    case "machines":
      poly(g, [
        [x - r * 0.85, y - r * 0.85],
        [x + r * 0.85, y - r * 0.85],
        [x + r * 0.85, y + r * 0.85],
        [x - r * 0.85, y + r * 0.85],
      ]);
      break;
    case "mutants":
      poly(g, [
        [x, y - r * 1.05],
        [x + r * 1.05, y + r * 0.8],
        [x - r * 1.05, y + r * 0.8],
      ]);
      break;
  }
  g.fillPath();
  g.strokePath();
}

/** One unit tile (a square with the race's mark); `flipped` shows its grey back. */
export function unitTile(
  g: G,
  race: Race,
  x: number,
  y: number,
  s: number,
  flipped = false,
  alpha = 1,
): void {
  g.fillStyle(flipped ? 0x3a4060 : RACE_DIM[race], alpha);
  g.fillRoundedRect(x - s / 2, y - s / 2, s, s, s * 0.14);
  g.lineStyle(Math.max(1.5, s * 0.06), flipped ? C.muted : RACE_HEX[race], alpha);
  g.strokeRoundedRect(x - s / 2, y - s / 2, s, s, s * 0.14);
  if (!flipped) raceMark(g, race, x, y, s * 0.24, RACE_HEX[race], alpha);
}

/** A unit: `level` tiles stacked with an offset (the top one fully visible). Returns the top tile's centre. */
export function unitStack(
  g: G,
  race: Race,
  level: number,
  x: number,
  y: number,
  s: number,
  alpha = 1,
): { x: number; y: number } {
  const off = s * 0.16;
  let top = { x, y };
  for (let i = 0; i < level; i++) {
    top = { x: x - ((level - 1) * off) / 2 + i * off, y: y + ((level - 1) * off) / 2 - i * off };
    unitTile(g, race, top.x, top.y, s, false, alpha);
  }
  return top;
}

/** A crystal of a race's colour (a gem). */
export function crystal(g: G, race: Race | null, x: number, y: number, r: number, empty = false): void {
  const pts: [number, number][] = [
    [x, y - r],
    [x + r * 0.8, y - r * 0.3],
    [x + r * 0.55, y + r],
    [x - r * 0.55, y + r],
    [x - r * 0.8, y - r * 0.3],
  ];
  if (empty || !race) {
    g.lineStyle(Math.max(1, r * 0.14), C.line, 1);
    poly(g, pts);
    g.strokePath();
    return;
  }
  g.fillStyle(RACE_HEX[race], 1);
  poly(g, pts);
  g.fillPath();
  g.lineStyle(Math.max(1, r * 0.12), C.space, 0.8);
  poly(g, pts);
  g.strokePath();
  g.fillStyle(C.white, 0.45);
  poly(g, [
    [x, y - r * 0.8],
    [x + r * 0.45, y - r * 0.3],
    [x, y - r * 0.05],
    [x - r * 0.45, y - r * 0.3],
  ]);
  g.fillPath();
}

/** A die showing `v` (1-6) as pips. */
export function die(g: G, v: number, x: number, y: number, s: number, tint = C.text): void {
  g.fillStyle(0xf4f6fb, 1);
  g.fillRoundedRect(x - s / 2, y - s / 2, s, s, s * 0.18);
  g.lineStyle(Math.max(1.5, s * 0.05), tint, 1);
  g.strokeRoundedRect(x - s / 2, y - s / 2, s, s, s * 0.18);
  const d = s * 0.26;

  g.fillStyle(0x0b1020, 1);
  for (const [px, py] of PIPS[Math.min(6, Math.max(1, Math.round(v)))] ?? [])
    g.fillCircle(x + px * d, y + py * d, s * 0.085);
}

/** A command card: its race's colour and mark (face up), or a back. */
export function card(g: G, race: Race | null, x: number, y: number, w: number, h: number, alpha = 1): void {
  if (race) {
    g.fillStyle(RACE_DIM[race], alpha);
    g.fillRoundedRect(x - w / 2, y - h / 2, w, h, w * 0.1);
    g.lineStyle(Math.max(1.5, w * 0.05), RACE_HEX[race], alpha);
    g.strokeRoundedRect(x - w / 2, y - h / 2, w, h, w * 0.1);
    raceMark(g, race, x, y - h * 0.08, w * 0.22, RACE_HEX[race], alpha);
    return;
  }
  g.fillStyle(0x28305a, alpha);
  g.fillRoundedRect(x - w / 2, y - h / 2, w, h, w * 0.1);
  g.lineStyle(Math.max(1.5, w * 0.05), C.accent, alpha * 0.8);
  g.strokeRoundedRect(x - w / 2, y - h / 2, w, h, w * 0.1);
  g.lineStyle(Math.max(1, w * 0.03), C.accent, alpha * 0.5);
  g.strokeCircle(x, y, w * 0.22);
  g.strokeCircle(x, y, w * 0.1);
}

/** An action token (a disc): `played` shows its small-symbol side. */
export function actionToken(g: G, x: number, y: number, r: number, played: boolean): void {
  g.fillStyle(played ? 0x4a5278 : C.bad, 1);
  g.fillCircle(x, y, r);
  g.lineStyle(Math.max(1, r * 0.15), C.space, 1);
  g.strokeCircle(x, y, r);
  g.fillStyle(C.white, played ? 0.35 : 0.85);
  g.fillCircle(x, y, played ? r * 0.22 : r * 0.45);
}

/** The first player marker (a star). */
export function firstMarker(g: G, x: number, y: number, r: number): void {
  const pts: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push([x + rr * Math.cos(a), y + rr * Math.sin(a)]);
  }
  g.fillStyle(C.warn, 1);
  poly(g, pts);
  g.fillPath();
}
