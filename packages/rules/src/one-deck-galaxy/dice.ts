/** Dice as short strings: colour letter + value ("y5"); on a box, + owner seat ("y51"). */
import type { Seat } from "../core/types.ts";
import type { Die, DieColour, PlacedDie } from "./types.ts";

const LETTER: Record<DieColour, string> = { yellow: "y", pink: "p", blue: "b", black: "k" };
const COLOUR: Record<string, DieColour> = { y: "yellow", p: "pink", b: "blue", k: "black" };
const RANK: Record<string, number> = { y: 0, p: 1, b: 2, k: 3 };

export const DIE_PATTERN = /^[ypbk][1-6]$/;

export function die(c: DieColour, v: number): Die {
  return `${LETTER[c]}${v}`;
}
export function colourOf(d: Die | PlacedDie): DieColour {
  return COLOUR[d[0]!]!;
}
export function pips(d: Die | PlacedDie): number {
  return d.charCodeAt(1) - 48;
}
/** A die calibrated by `d` (p.36): the same colour, one pip up or down. */
export function calibrated(d: Die, by: 1 | -1): Die {
  return die(colourOf(d), pips(d) + by);
}

export function isBlack(d: Die | PlacedDie): boolean {
  return d[0] === "k";
}
export function placed(d: Die, owner: Seat): PlacedDie {
  return `${d}${owner}`;
}
export function dieOfPlaced(p: PlacedDie): Die {
  return p.slice(0, 2);
}
export function ownerOf(p: PlacedDie): Seat {
  return p.charCodeAt(2) - 48;
}
/** Pool order: yellow, pink, blue, black, then by value. */
export function dieOrder(a: Die, b: Die): number {
  return RANK[a[0]!]! - RANK[b[0]!]! || a.charCodeAt(1) - b.charCodeAt(1);
}
/** Sum of the values of some dice. */
export function sumOf(dice: readonly (Die | PlacedDie)[]): number {
  let t = 0;
  for (const d of dice) t += d.charCodeAt(1) - 48;
  return t;
}

/** Adds a die to a pool, keeping pools sorted (equal pools are equal data). */
export function addToPool(pool: Die[], d: Die): void {
  let i = 0;
  while (i < pool.length && dieOrder(pool[i]!, d) <= 0) i++;
  pool.splice(i, 0, d);
}
export function poolCount(pool: readonly Die[], d: Die): number {
  let n = 0;
  for (const x of pool) if (x === d) n++;
  return n;
}
export function removeFromPool(pool: Die[], d: Die): boolean {
  const i = pool.indexOf(d);
  if (i < 0) return false;
  pool.splice(i, 1);
  return true;
}
/** Distinct dice of a (sorted) pool, in pool order. */
export function distinctDice(pool: readonly Die[]): Die[] {
  const out: Die[] = [];
  for (const d of pool) if (out[out.length - 1] !== d) out.push(d);
  return out;
}
