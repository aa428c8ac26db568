import { describe, expect, it } from "vitest";
import { diffFlat, flatten, unflatten } from "../src/core/flat.ts";
import { rngFromSeed } from "../src/core/rng.ts";

function randomJson(rng: ReturnType<typeof rngFromSeed>, depth: number): unknown {
  const kind = rng.int(depth > 3 ? 4 : 7);
  if (kind === 0) return rng.int(100) - 50;
  if (kind === 1) return ["", "a/b", "~x", "#3", "héllo"][rng.int(5)];
  if (kind === 2) return rng.int(2) === 0;
  if (kind === 3) return null;
  if (kind === 4) return Array.from({ length: rng.int(4) }, () => randomJson(rng, depth + 1));
  const o: Record<string, unknown> = {};
  for (let i = rng.int(4); i > 0; i--)
    o[["k", "a/b", "~0", "#1", "x y", ""][rng.int(6)]!] = randomJson(rng, depth + 1);
  return o;
}

describe("flatten / unflatten", () => {
  it("round-trips random JSON objects, awkward keys included", () => {
    const rng = rngFromSeed("flat");
    for (let i = 0; i < 500; i++) {
      const value = { root: randomJson(rng, 0), n: i };
      expect(unflatten(flatten(value))).toEqual(value);
    }
  });

  it("patches one view into the next with only the changed leaves", () => {
    const a = flatten({ board: [1, 2, 3], turn: 0, hand: ["x"] });
    const b = flatten({ board: [1, 2], turn: 1, hand: [] });
    const d = diffFlat(a, b);
    expect(d.set).toEqual([
      ["turn", "1"],
      ["hand", "[]"],
    ]);
    expect(d.del.sort()).toEqual(["board/#2", "hand/#0"]);
    const patched = new Map(a);
    for (const k of d.del) patched.delete(k);
    for (const [k, v] of d.set) patched.set(k, v);
    expect(unflatten(patched)).toEqual({ board: [1, 2], turn: 1, hand: [] });
  });
});
