/**
 * One Deck Galaxy's procedural art: dice (a colour and a pip shape for each colour, never colour
 * alone), boxes and rings, influence, fleets, science, discs and resources.
 */
import type { DieColour, Resource } from "@starport/rules/one-deck-galaxy/types.ts";
import type * as Phaser from "phaser";
import { PIPS, poly } from "../kit/shapes.ts";
import { hex, PALETTE_HEX } from "../theme.ts";

type G = Phaser.GameObjects.Graphics;

export const DIE_CSS: Record<DieColour, string> = {
  yellow: "#f2c94c",
  pink: "#ef7fb4",
  blue: "#5b9cf0",
  black: "#2b2b33",
};
export const DIE_HEX: Record<DieColour, number> = {
  yellow: hex(DIE_CSS.yellow),
  pink: hex(DIE_CSS.pink),
  blue: hex(DIE_CSS.blue),
  black: hex(DIE_CSS.black),
};
/** Box fills (darker), grey boxes take any colour. */
export const BOX_HEX: Record<string, number> = {
  yellow: 0x5a4a16,
  pink: 0x5a2440,
  blue: 0x1d3a66,
  grey: 0x3a4154,
};
export const RES_CSS: Record<Resource, string> = {
  fuel: "#ff9f5a",
  ore: "#c9a27a",
  data: "#8fe3ff",
  flora: "#7ee08a",
};

export const C = {
  ...PALETTE_HEX,
  location: 0x1a2d4c,
  encounter: 0x4a1d26,
  influence: 0xd8c7ff,
  fleet: 0x7cc4ff,
  science: 0x9af0c0,
  techDisc: 0xc8ced8,
  sbDisc: 0x3f7fe0,
  advDisc: 0xd64545,
  white: 0xffffff,
};

/** One pip in the die colour's shape: yellow triangles, pink squares, blue dots, black diamonds. */
function pip(g: G, colour: DieColour, x: number, y: number, r: number): void {
  switch (colour) {
    case "yellow":
      poly(g, [
        [x, y - r * 1.2],
        [x + r * 1.1, y + r * 0.8],
        [x - r * 1.1, y + r * 0.8],
      ]);
      g.fillPath();
      return;
    case "pink":
      g.fillRect(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8);
      return;
    case "blue":
      g.fillCircle(x, y, r);
      return;
    case "black":
      poly(g, [
        [x, y - r * 1.25],
        [x + r * 1.25, y],
        [x, y + r * 1.25],
        [x - r * 1.25, y],
      ]);
      g.fillPath();
      return;
  }
}

/** A die centred at (x, y), `s` wide, showing `v` (0: not rolled yet, a "?" face drawn by the caller). */
export function die(g: G, colour: DieColour, v: number, x: number, y: number, s: number, dim = false): void {
  const r = s * 0.16;
  g.fillStyle(DIE_HEX[colour], dim ? 0.35 : 1);
  g.fillRoundedRect(x - s / 2, y - s / 2, s, s, r);
  g.lineStyle(Math.max(1, s / 22), colour === "black" ? 0xdddddd : 0x0b1020, dim ? 0.5 : 0.9);
  g.strokeRoundedRect(x - s / 2, y - s / 2, s, s, r);
  if (v < 1) return;
  const ink = colour === "black" ? 0xffffff : 0x141414;
  g.fillStyle(ink, dim ? 0.5 : 1);
  const d = s * 0.25;
  for (const [px, py] of PIPS[v] ?? []) pip(g, colour, x + px * d, y + py * d, s * 0.085);
}

/** An influence card back: one ring (single) or two linked rings (double). */
export function influence(g: G, x: number, y: number, r: number): void {
  g.lineStyle(Math.max(1.2, r / 3), C.influence, 1);
  g.strokeCircle(x, y, r);
}

/** A fleet: a small arrow-head ship. */
export function fleet(g: G, x: number, y: number, s: number): void {
  g.fillStyle(C.fleet, 1);
  poly(g, [
    [x + s * 0.6, y],
    [x - s * 0.5, y - s * 0.45],
    [x - s * 0.25, y],
    [x - s * 0.5, y + s * 0.45],
  ]);
  g.fillPath();
}

/** Science: an atom (a dot and an orbit). */
export function science(g: G, x: number, y: number, s: number): void {
  g.lineStyle(Math.max(1, s / 8), C.science, 1);
  g.strokeEllipse(x, y, s * 1.1, s * 0.5);
  g.fillStyle(C.science, 1);
  g.fillCircle(x, y, s * 0.15);
}

/** A disc (Tech: silver, Starbase: blue, Adversary: red). */
export function disc(g: G, colour: number, x: number, y: number, r: number, empty = false): void {
  if (empty) {
    g.lineStyle(1.5, colour, 0.7);
    g.strokeCircle(x, y, r);
    return;
  }
  g.fillStyle(colour, 1);
  g.fillCircle(x, y, r);
  g.lineStyle(1, 0x0b1020, 0.8);
  g.strokeCircle(x, y, r);
}

/** A resource chip: a coloured hexagon. */
export function resource(g: G, res: Resource, x: number, y: number, r: number): void {
  g.fillStyle(hex(RES_CSS[res]), 1);
  const pts: [number, number][] = [];
  for (let i = 0; i < 6; i++)
    pts.push([x + r * Math.cos((i * Math.PI) / 3), y + r * Math.sin((i * Math.PI) / 3)]);
  poly(g, pts);
  g.fillPath();
}

/** A star (adversary difficulty, milestones done). */
export function star(g: G, x: number, y: number, r: number, colour: number, filled = true): void {
  const pts: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push([x + rr * Math.cos(a), y + rr * Math.sin(a)]);
  }
  poly(g, pts);
  if (filled) {
    g.fillStyle(colour, 1);
    g.fillPath();
  } else {
    g.lineStyle(1.5, colour, 1);
    g.strokePath();
  }
}
