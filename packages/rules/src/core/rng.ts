/**
 * Seeded PRNG (sfc32) whose whole state is four uint32 numbers kept inside the game state,
 * so that the same seed and the same moves always give the same game.
 */
export type RngState = [number, number, number, number];

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Uniform element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** Shuffles `items` in place (Fisher-Yates) and returns it. */
  shuffleInPlace<T>(items: T[]): T[];
}

/** Derives an RNG state from any string (cyrb128 hash), warmed up. */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const state: RngState = [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
  const warm = rngFrom(state);
  for (let i = 0; i < 15; i++) warm.next();
  return state;
}

/**
 * An RNG that advances `state` IN PLACE. Use it only on a state you own (inside `apply`,
 * after cloning), so that the new PRNG position is saved with the new game state.
 */
export function rngFrom(state: RngState): Rng {
  const nextU32 = (): number => {
    let [a, b, c, d] = state;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    state[0] = a >>> 0;
    state[1] = b >>> 0;
    state[2] = c >>> 0;
    state[3] = d >>> 0;
    return t >>> 0;
  };
  const rng: Rng = {
    next: () => nextU32() / 4294967296,
    int(n) {
      if (!Number.isInteger(n) || n <= 0) throw new Error(`rng.int needs a positive integer, got ${n}`);
      return Math.floor(rng.next() * n);
    },
    pick(items) {
      if (items.length === 0) throw new Error("rng.pick on an empty array");
      return items[rng.int(items.length)] as (typeof items)[number];
    },
    shuffleInPlace(items) {
      for (let i = items.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        const tmp = items[i] as (typeof items)[number];
        items[i] = items[j] as (typeof items)[number];
        items[j] = tmp;
      }
      return items;
    },
  };
  return rng;
}

/** A fresh RNG from a string seed, for callers outside the state (bots, tests, sims). */
export function rngFromSeed(seed: string): Rng {
  return rngFrom(seedRng(seed));
}
