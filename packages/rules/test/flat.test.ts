import { describe, expect, it } from "vitest";
import { diffFlat, diffViews, flatten, unflatten } from "../src/core/flat.ts";
import { rngFromSeed } from "../src/core/rng.ts";
import { GAMES } from "../src/registry.ts";

function randomJson(rng: ReturnType<typeof rngFromSeed>, depth: number): unknown {
  const kind = rng.int(depth > 3 ? 4 : 7);
  if (kind === 0) return rng.int(100) - 50;
  // strings up to 60 characters: containers of primitives cross the lengths written as one leaf
  if (kind === 1) return ["", "a/b", "~x", "#3", "héllo", "x".repeat(rng.int(60))][rng.int(6)];
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
    const a = flatten({ board: [{ id: "a", deck: [1, 2, 3] }, { id: "b" }], turn: 0, hand: [{ card: "x" }] });
    const b = flatten({ board: [{ id: "a", deck: [1, 2] }], turn: 1, hand: [] });
    const d = diffFlat(a, b);
    expect(d.set).toEqual([
      ["board/#0/deck", "[1,2]"],
      ["turn", "1"],
      ["hand", "[]"],
    ]);
    expect(d.del.sort()).toEqual(["board/#1", "hand/#0"]);
    const patched = new Map(a);
    for (const k of d.del) patched.delete(k);
    for (const [k, v] of d.set) patched.set(k, v);
    expect(unflatten(patched)).toEqual({ board: [{ id: "a", deck: [1, 2] }], turn: 1, hand: [] });
  });

  it("writes a short container of primitives as one entry, and a longer one or a nested one leaf by leaf", () => {
    const long = Array.from({ length: 60 }, (_, i) => i);
    const f = flatten({
      pos: { x: 1, y: 2 },
      tags: ["a", "b"],
      long,
      wide: { name: "a very long name for one field", other: 1 },
      units: [{ id: "u1", hp: 3 }],
    });
    expect(f.get("pos")).toBe('{"x":1,"y":2}');
    expect(f.get("tags")).toBe('["a","b"]');
    expect(f.get("units/#0")).toBe('{"id":"u1","hp":3}');
    expect(f.get("long/#59")).toBe("59");
    expect(f.has("long")).toBe(false);
    expect(f.get("wide/name")).toBe('"a very long name for one field"');
    expect(f.size).toBe(3 + 60 + 2);
  });
});

/** A diff as sets, to compare two diffs whatever their order. */
const asSets = (d: { set: [string, string][]; del: string[] }) => ({
  set: [...d.set].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  del: [...d.del].sort(),
});

describe("diffViews (the server's view mirror)", () => {
  it("gives diffFlat's changes between random JSON objects, shape changes and empties included", () => {
    const rng = rngFromSeed("diff-views");
    let prev: Record<string, unknown> = {};
    for (let i = 0; i < 2000; i++) {
      // half the time a small edit of the previous object, so most subtrees match
      const next: Record<string, unknown> =
        rng.int(2) === 0
          ? { ...prev, [["k", "a/b", "#1", "z"][rng.int(4)]!]: randomJson(rng, 1) }
          : { root: randomJson(rng, 0) };
      if (rng.int(5) === 0) delete next.root;
      expect(asSets(diffViews(prev, next))).toEqual(asSets(diffFlat(flatten(prev), flatten(next))));
      prev = next;
    }
  });

  it("gives diffFlat's changes for every move of real games, every seat's view and the public one", () => {
    for (const def of Object.values(GAMES)) {
      const players = def.players.min === 1 ? 2 : def.players.max;
      let s = def.setup({ players, seed: `diff-${def.id}`, options: def.optionsSchema.parse({}) });
      const rng = rngFromSeed(`moves-${def.id}`);
      const viewsOf = (st: unknown) => [
        def.publicView(st),
        ...Array.from({ length: players }, (_, i) => def.privateView(st, i)),
      ];
      let before = viewsOf(s);
      for (let n = 0; n < 120 && def.actors(s).length > 0; n++) {
        const seat = def.actors(s)[0]!;
        const moves = def.legalMoves(s, seat);
        const r = def.apply(s, seat, moves[rng.int(moves.length)]);
        if (!r.ok) throw new Error(`${def.id}: a listed move was refused`);
        s = r.value.state;
        const after = viewsOf(s);
        after.forEach((v, i) =>
          expect(asSets(diffViews(before[i] as object, v as object))).toEqual(
            asSets(diffFlat(flatten(before[i] as object), flatten(v as object))),
          ),
        );
        before = after;
      }
    }
  });
});
