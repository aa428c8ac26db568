import { describe, expect, it } from "vitest";
import { rngFrom, rngFromSeed, seedRng } from "../src/core/rng.ts";

describe("seeded PRNG", () => {
  it("gives the same sequence for the same seed, another for another seed", () => {
    const a = rngFromSeed("alpha");
    const b = rngFromSeed("alpha");
    const c = rngFromSeed("beta");
    const sa = Array.from({ length: 20 }, () => a.int(1000));
    expect(Array.from({ length: 20 }, () => b.int(1000))).toEqual(sa);
    expect(Array.from({ length: 20 }, () => c.int(1000))).not.toEqual(sa);
  });

  it("resumes exactly from a state saved as JSON", () => {
    const state = seedRng("save");
    const rng = rngFrom(state);
    rng.next();
    const saved = JSON.parse(JSON.stringify(state));
    const expected = Array.from({ length: 10 }, () => rng.next());
    const resumed = rngFrom(saved);
    expect(Array.from({ length: 10 }, () => resumed.next())).toEqual(expected);
  });

  it("is close to uniform on small ranges", () => {
    const rng = rngFromSeed("uniform");
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });

  it("shuffles into a permutation", () => {
    const rng = rngFromSeed("shuffle");
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = rng.shuffleInPlace([...items]);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });

  it("refuses nonsense ranges and empty picks", () => {
    const rng = rngFromSeed("x");
    expect(() => rng.int(0)).toThrow();
    expect(() => rng.pick([])).toThrow();
  });
});
