import { describe, expect, it } from "vitest";
import { stateHash } from "../src/core/canonical.ts";
import { playGame, randomBot } from "../src/core/engine.ts";
import { type ReplayStep, replayFailureText, replayMoves, withForfeits } from "../src/core/replay.ts";
import { rngFromSeed } from "../src/core/rng.ts";
import type { AnyGameDef, Outcome } from "../src/core/types.ts";
import { stones } from "./fixtures/stones.ts";

const def = stones as AnyGameDef;
const game = playGame(def, {
  players: 2,
  seed: "replay",
  options: { startPile: 9 },
  bots: [randomBot, randomBot],
  rng: rngFromSeed("r"),
});
const setup = { players: 2, seed: "replay", options: { startPile: 9 } };
const numbered = game.moves.map((m, i) => ({ ...m, version: i + 1 }));

describe("replayMoves: the one replay loop", () => {
  it("reaches the played state, visiting the setup and every move in order", () => {
    const steps: ReplayStep[] = [];
    const r = replayMoves(def, setup, numbered, (s) => steps.push(s));
    expect(r.failure).toBeNull();
    expect(r.applied).toBe(game.moves.length);
    expect(stateHash(r.state)).toBe(stateHash(game.state));
    expect(steps.map((s) => s.index)).toEqual([null, ...game.moves.map((_, i) => i)]);
    expect(stateHash(steps.at(-1)!.state)).toBe(stateHash(game.state));
    expect(steps[0]!.events).toEqual([]);
    expect(steps[1]!.events.length).toBeGreaterThan(0);
  });

  it("stops at a misnumbered move, an unknown seat, a refused move, and a failing setup", () => {
    const dropped = [...numbered];
    dropped.splice(1, 1);
    const a = replayMoves(def, setup, dropped);
    expect(a.failure).toEqual({ kind: "numbering", index: 1, got: 3 });
    expect(a.applied).toBe(1);
    expect(replayFailureText(a.failure!)).toBe("move 2 is numbered 3");

    const b = replayMoves(def, setup, [{ ...numbered[0]!, seat: 5 }]);
    expect(b.failure).toEqual({ kind: "seat", index: 0, seat: 5, players: 2 });
    expect(replayFailureText(b.failure!)).toBe("move 1 names seat 5, the table has 2");

    const c = replayMoves(def, setup, [numbered[0]!, { ...numbered[1]!, seat: 0 }]);
    expect(c.failure).toMatchObject({ kind: "refused", index: 1, seat: 0, error: { code: "NOT_YOUR_TURN" } });
    expect(replayFailureText(c.failure!)).toMatch(
      /^move 2 \(seat 0\) is refused by the rules: NOT_YOUR_TURN/,
    );
    // the state is the one before the refused move
    const one = replayMoves(def, setup, [numbered[0]!]);
    expect(stateHash(c.state)).toBe(stateHash(one.state));

    const d = replayMoves(def, { ...setup, options: { startPile: 1000 } }, numbered);
    expect(d).toMatchObject({ state: undefined, applied: 0, failure: { kind: "setup" } });
    expect(replayFailureText(d.failure!)).toMatch(/^setup failed: /);
  });

  it("turns an engine that throws into a failure", () => {
    const broken = { ...def, apply: () => ({ ok: true, value: undefined }) } as unknown as AnyGameDef;
    const r = replayMoves(broken, setup, numbered.slice(0, 2));
    expect(r.failure).toMatchObject({ kind: "threw", index: 0, seat: 0 });
    expect(replayFailureText(r.failure!)).toMatch(/^move 1 \(seat 0\) broke the rules engine: /);
  });
});

describe("withForfeits: forfeited seats share the last rank", () => {
  it.each<[string, Outcome, boolean[], number[]]>([
    ["the winner resigned", { ranks: [1, 2, 3], scores: [9, 5, 1] }, [true, false, false], [3, 1, 2]],
    [
      "ties among those who stayed",
      { ranks: [1, 2, 2, 4], scores: [] },
      [false, true, false, false],
      [1, 4, 2, 3],
    ],
    ["two forfeits share the last rank", { ranks: [2, 1, 3], scores: [] }, [true, false, true], [2, 1, 2]],
  ])("%s", (_, o, f, ranks) => {
    expect(withForfeits(o, f).ranks).toEqual(ranks);
    expect(withForfeits(o, f).scores).toBe(o.scores);
  });

  it("leaves cooperative games, no forfeit and everyone forfeiting as they are", () => {
    const coop: Outcome = { ranks: [1, 1], scores: [3, 3], cooperative: { won: true } };
    expect(withForfeits(coop, [true, false])).toBe(coop);
    const o: Outcome = { ranks: [2, 1], scores: [1, 2] };
    expect(withForfeits(o, [false, false])).toBe(o);
    expect(withForfeits(o, [true, true])).toBe(o);
  });
});
