import { describe, expect, it } from "vitest";
import { stateHash } from "../src/core/canonical.ts";
import { applyChecked, eventsFor, playGame, randomBot, viewFor } from "../src/core/engine.ts";
import { replayMoves } from "../src/core/replay.ts";
import { rngFromSeed } from "../src/core/rng.ts";
import { stones } from "./fixtures/stones.ts";

describe("applyChecked: the fixed order of checks", () => {
  const s = stones.setup({ players: 2, seed: "order", options: {} });

  it("refuses a malformed payload first, naming where", () => {
    const r = applyChecked(stones, s, 1, { type: "play", card: "two" });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("BAD_MOVE_SHAPE");
      expect(r.error.message).toMatch(/card/);
    }
  });

  it("refuses a well-formed move from a seat that may not act", () => {
    const r = applyChecked(stones, s, 1, { type: "take1" });
    expect(r.ok ? "accepted" : r.error.code).toBe("NOT_YOUR_TURN");
  });

  it("refuses any move once the game is over", () => {
    const over = { ...s, pile: 0, winner: 0 };
    const r = applyChecked(stones, over, 0, { type: "take1" });
    expect(r.ok ? "accepted" : r.error.code).toBe("GAME_OVER");
  });

  it("passes the game's own refusal through unchanged", () => {
    const r = applyChecked(stones, s, 0, { type: "play", card: 7 });
    expect(r.ok ? "accepted" : r.error).toEqual({
      code: "NO_SUCH_CARD",
      message: "You have no card there.",
      params: { card: 7 },
    });
  });
});

describe("views and events per viewer", () => {
  const s = stones.setup({ players: 3, seed: "views", options: {} });

  it("gives a spectator no private part and a seat only its own", () => {
    expect(viewFor(stones, s, "spectator").private).toBeNull();
    expect(viewFor(stones, s, 1).private).toEqual({ hand: s.hands[1] });
  });

  it("drops events the viewer may not see and strips visibility", () => {
    const r = stones.apply(s, 0, { type: "play", card: 0 });
    if (!r.ok) throw new Error(r.error.message);
    expect(eventsFor(r.value.events, 0).map((e) => e.type)).toEqual(["drew", "took"]);
    expect(eventsFor(r.value.events, 1).map((e) => e.type)).toEqual(["took"]);
    const took = r.value.events.find((e) => e.type === "took");
    expect(eventsFor(r.value.events, "spectator")).toEqual([
      { type: "took", seat: 0, stones: took && "stones" in took ? took.stones : -1 },
    ]);
  });
});

describe("playGame and replayMoves", () => {
  it("plays bot games to the end and replays them to the same state", () => {
    const g = playGame(stones, {
      players: 3,
      seed: "play",
      bots: [stones.bots.default!, randomBot, randomBot],
      rng: rngFromSeed("b"),
    });
    expect(g.error).toBeNull();
    expect(g.outcome?.ranks).toContain(1);
    const again = replayMoves(stones, { players: 3, seed: "play" }, g.moves);
    expect(again.failure).toBeNull();
    expect(stateHash(again.state)).toBe(stateHash(g.state));
  });

  it("detects a tampered move list", () => {
    const g = playGame(stones, {
      players: 2,
      seed: "tamper",
      bots: [randomBot, randomBot],
      rng: rngFromSeed("t"),
    });
    const tampered = g.moves.map((m, i) => (i === 1 ? { seat: 0, move: m.move } : m));
    const r = replayMoves(stones, { players: 2, seed: "tamper" }, tampered);
    expect(r.failure).toMatchObject({ kind: "refused", index: 1, seat: 0 });
  });
});
