/** Small numeric helpers shared by the bench modules. */

export const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;

export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

export const median = (xs: readonly number[]): number => quantile(xs, 0.5);

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface Dist {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

/** p50, p99 and max of a sample (ms, two decimals). */
export function dist(xs: readonly number[]): Dist {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => (s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : 0);
  return { n: s.length, p50: round(at(0.5)), p99: round(at(0.99)), max: round(s.at(-1) ?? 0) };
}

/** a / b with one decimal, or null when there is no baseline. */
export const ratio = (a: number, b: number): number | null => (b > 0 ? round(a / b, 1) : null);

/** A uniform random number in [lo, hi). */
export const uniform = (lo: number, hi: number): number => lo + Math.random() * (hi - lo);

/** The item with the largest `by`; null when there is none or one of them is missing (unknown). */
export function worstBy<T>(all: readonly (T | null)[], by: (t: T) => number): T | null {
  if (all.length === 0 || all.some((t) => t === null)) return null;
  return (all as T[]).reduce((a, b) => (by(b) > by(a) ? b : a));
}
