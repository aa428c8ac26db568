import { stateHash } from "@starport/rules/core/canonical.ts";
import { playGame, randomBot } from "@starport/rules/core/engine.ts";
import { withForfeits } from "@starport/rules/core/replay.ts";
import { rngFromSeed } from "@starport/rules/core/rng.ts";
import type { AnyGameDef } from "@starport/rules/core/types.ts";
import { describe, expect, it } from "vitest";
import { stones } from "../../rules/test/fixtures/stones.ts";
import { HISTORY_FORMAT, type MatchHistory } from "../src/history.ts";
import { checkHistory, replayable } from "../src/replay-check.ts";

const def = stones as AnyGameDef;
const GAMES = { stones: def };

/** A finished 2-player stones match in which seat 0 resigned, as history.json gives it. */
function finished(): MatchHistory {
  const g = playGame(def, {
    players: 2,
    seed: "chk",
    options: { startPile: 9 },
    bots: [randomBot, randomBot],
    rng: rngFromSeed("c"),
  });
  if (!g.outcome) throw new Error(g.error ?? "no outcome");
  return {
    format: HISTORY_FORMAT,
    id: "m1",
    code: "ABC234",
    game: "stones",
    title: "Stones",
    rulesVersion: "1",
    players: 2,
    options: { startPile: 9 },
    mode: "public",
    status: "finished",
    seats: [
      { seat: 0, name: "Ana", kind: "bot", botReason: "resigned", forfeit: "resigned" },
      { seat: 1, name: "Bo", kind: "human", botReason: "", forfeit: null },
    ],
    clock: null,
    seedHash: "-",
    seed: "chk",
    startedAt: 0,
    endedAt: 1,
    moveCount: g.moves.length,
    moves: g.moves.map((m, i) => ({ version: i + 1, seat: m.seat, move: m.move, at: i, by: "human" })),
    result: withForfeits(g.outcome, [true, false]),
    finalStateHash: stateHash(g.state),
  };
}

const check = (h: MatchHistory) => {
  const r = replayable(h, GAMES);
  if (r.kind !== "ready") throw new Error(r.kind);
  return checkHistory(r.def, h, r.seed, r.moves);
};
const codes = (h: MatchHistory) => check(h).problems.map((p) => p.code);

describe("replayable", () => {
  it("tells finished, unfinished, aborted, incomplete and unknown-game histories apart", () => {
    const h = finished();
    expect(replayable(h, GAMES)).toMatchObject({ kind: "ready", def, seed: "chk" });
    expect(replayable({ ...h, status: "playing" }, GAMES).kind).toBe("unfinished");
    expect(replayable({ ...h, status: "aborted" }, GAMES).kind).toBe("aborted");
    expect(replayable({ ...h, moves: undefined }, GAMES).kind).toBe("incomplete");
    expect(replayable({ ...h, game: "toString" }, GAMES).kind).toBe("unknownGame");
  });
});

describe("checkHistory", () => {
  it("passes a true history, with forfeits ranked last, visiting every state", () => {
    const h = finished();
    const steps: (number | null)[] = [];
    const r = checkHistory(def, h, h.seed!, h.moves!, (s) => steps.push(s.index));
    expect(r.problems).toEqual([]);
    expect(r.failure).toBeNull();
    expect(r.outcome).toEqual(h.result);
    expect(r.outcome!.ranks[0]).toBe(2);
    expect(steps).toEqual([null, ...h.moves!.map((_, i) => i)]);
  });

  it("finds each kind of tampering", () => {
    const t = (f: (h: MatchHistory) => void): MatchHistory => {
      const h = structuredClone(finished());
      f(h);
      return h;
    };
    expect(codes(t((h) => h.moves!.splice(1, 1)))).toEqual(["MOVE_NUMBER"]);
    expect(check(t((h) => h.moves!.splice(1, 1))).problems[0]!.params).toEqual({ n: 2, got: 3 });
    expect(codes(t((h) => (h.moves![1]!.seat = 0)))).toEqual(["MOVE_REFUSED"]);
    expect(check(t((h) => (h.moves![1]!.seat = 0))).problems[0]!.params).toMatchObject({
      n: 2,
      seat: 1,
      code: "NOT_YOUR_TURN",
    });
    expect(codes(t((h) => (h.moves![0]!.seat = 7)))).toEqual(["MOVE_SEAT"]);
    expect(codes(t((h) => h.moves!.pop()))).toEqual(["MOVE_COUNT", "NOT_OVER"]);
    expect(codes(t((h) => h.result!.ranks.reverse()))).toEqual(["RESULT"]);
    expect(codes(t((h) => (h.result = null)))).toEqual(["RESULT"]);
    expect(codes(t((h) => (h.finalStateHash = "0")))).toEqual(["FINAL_STATE"]);
    expect(codes(t((h) => (h.rulesVersion = "0")))).toEqual(["RULES_VERSION"]);
    expect(codes(t((h) => (h.options = { startPile: 1000 })))).toEqual(["SETUP"]);
  });
});
