/**
 * Drawing primitives more than one board's art uses (procedural, no images): a filled or stroked
 * polygon path and the pip layout of a die face.
 */
import type * as Phaser from "phaser";

/** Begins and closes a polygon path through `pts` (then `fillPath` / `strokePath`). */
export function poly(g: Phaser.GameObjects.Graphics, pts: readonly (readonly [number, number])[]): void {
  g.beginPath();
  g.moveTo(pts[0]![0], pts[0]![1]);
  for (const [x, y] of pts.slice(1)) g.lineTo(x, y);
  g.closePath();
}

/** Where the pips of a die face sit, in steps of -1, 0, 1 from its centre, by value 1 to 6. */
export const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};
