import { type MatchHistory, parseHistory } from "@starport/protocol";
import { stateHash } from "@starport/rules/core/canonical.ts";
import { playGame } from "@starport/rules/core/engine.ts";
import { replayMoves, withForfeits } from "@starport/rules/core/replay.ts";
import { rngFromSeed } from "@starport/rules/core/rng.ts";
import type { AnyGameDef, Outcome } from "@starport/rules/core/types.ts";
import { describe, expect, it } from "vitest";
import { stones } from "../../rules/test/fixtures/stones.ts";
import {
  actorsAt,
  checkSeed,
  eventsSeenBy,
  lastStep,
  loadReplay,
  privateViews,
  type Replay,
  viewAt,
} from "../src/replay/build.ts";
import { sha256Hex, sha256HexSync } from "../src/replay/sha256.ts";

const GAMES: Record<string, AnyGameDef> = { stones: stones as AnyGameDef };
const SEED = "5eed0f00ba11";

/** A finished stones match of 3 players as the server's history.json would give it. */
function finishedHistory(opts: { resigned?: number } = {}): MatchHistory {
  const def = stones as AnyGameDef;
  const played = playGame(def, {
    players: 3,
    seed: SEED,
    options: { startPile: 20 },
    bots: [def.bots.default!, def.bots.default!, def.bots.default!],
    rng: rngFromSeed("bots"),
  });
  if (played.error || !played.outcome) throw new Error(played.error ?? "no outcome");
  const forfeited = [0, 1, 2].map((s) => s === opts.resigned);
  return {
    format: "starport-history/1",
    id: "m1",
    code: "ABC234",
    game: "stones",
    title: "Stones",
    rulesVersion: "1",
    players: 3,
    options: { startPile: 20 },
    mode: "private",
    status: "finished",
    seats: ["Ana", "Bo", "Cy"].map((name, seat) => ({
      seat,
      name,
      kind: seat === 2 || seat === opts.resigned ? "bot" : "human",
      botReason: seat === opts.resigned ? "resigned" : seat === 2 ? "filled" : "",
      forfeit: seat === opts.resigned ? "resigned" : null,
    })),
    clock: null,
    seedHash: sha256HexSync(SEED),
    seed: SEED,
    startedAt: 1000,
    endedAt: 2000,
    moveCount: played.moves.length,
    moves: played.moves.map((m, i) => ({
      version: i + 1,
      seat: m.seat,
      move: m.move,
      at: 1000 + i,
      by: m.seat === 2 || (m.seat === opts.resigned && i >= 3) ? "bot" : "human",
      ...(m.seat === 2 ? { botReason: "filled" as const } : {}),
      ...(m.seat === opts.resigned && i >= 3 ? { botReason: "resigned" as const } : {}),
    })),
    result: withForfeits(played.outcome, forfeited),
    finalStateHash: stateHash(played.state),
  };
}

function ready(h: MatchHistory): Replay {
  const r = loadReplay(h, GAMES);
  if (r.kind !== "ready") throw new Error(`not ready: ${r.kind}`);
  return r.replay;
}

const codes = (r: Replay): string[] => r.problems.map((p) => p.code);

describe("replay builder", () => {
  it("rebuilds every state of a finished match, each equal to the rules' own replay of its prefix", () => {
    const h = finishedHistory();
    const r = ready(h);
    expect(codes(r)).toEqual([]);
    expect(r.steps.length).toBe(h.moves!.length + 1);
    expect(lastStep(r)).toBe(h.moves!.length);
    for (const k of [0, 1, Math.floor(h.moves!.length / 2), h.moves!.length]) {
      const expected = replayMoves(
        stones as AnyGameDef,
        { players: 3, seed: SEED, options: h.options },
        h.moves!.slice(0, k),
      );
      expect(expected.failure).toBeNull();
      expect(stateHash(r.steps[k]!.state), `state after move ${k}`).toBe(stateHash(expected.state));
    }
    expect(r.outcome).toEqual(h.result);
    expect(actorsAt(r, 0)).toEqual([0]);
    expect(actorsAt(r, lastStep(r))).toEqual([]);
  });

  it("shows a spectator no hidden part, a seat its own, and 'all' every seat's", () => {
    const r = ready(finishedHistory());
    const k = 2;
    const state = r.steps[k]!.state as { hands: number[][] };
    expect(viewAt(r, k, "spectator").private).toBeNull();
    expect(viewAt(r, k, 1)).toEqual({
      public: stones.publicView(state as never),
      private: { hand: state.hands[1] },
    });
    expect(privateViews(r, k)).toEqual(state.hands.map((hand) => ({ hand })));
  });

  it("marks the moves bots made and who played each seat at each step", () => {
    const h = finishedHistory({ resigned: 1 });
    const r = ready(h);
    expect(codes(r)).toEqual([]);
    expect(r.steps[0]!.players.map((p) => [p.kind, p.botReason])).toEqual([
      ["human", ""],
      ["human", ""],
      ["bot", "filled"],
    ]);
    const firstBotMoveOfSeat1 = h.moves!.find((m) => m.seat === 1 && m.by === "bot")!;
    const step = r.steps[firstBotMoveOfSeat1.version]!;
    expect(step.players[1]).toMatchObject({ kind: "bot", botReason: "resigned" });
    // the resigned seat is ranked last in the replayed result, as the server recorded it
    expect(r.outcome!.ranks[1]).toBe(3);
  });

  it("the public log of a move hides a seat's draw from others; 'all' shows it as that seat's secret", () => {
    const r = ready(finishedHistory());
    const step = r.steps.find((s) => s.events.some((e) => e.type === "drew"))!;
    const drawer = step.move!.seat;
    const other = (drawer + 1) % 3;
    const types = (v: Parameters<typeof eventsSeenBy>[1]) =>
      eventsSeenBy(step.events, v).map((e) => e.event.type);
    expect(types("spectator")).not.toContain("drew");
    expect(types(other)).not.toContain("drew");
    expect(types(drawer)).toContain("drew");
    const all = eventsSeenBy(step.events, "all");
    expect(all.find((e) => e.event.type === "drew")?.secret).toEqual([drawer]);
    expect(all.find((e) => e.event.type === "took")?.secret).toBeNull();
    expect(all.every((e) => !("visibleTo" in e.event))).toBe(true);
  });
});

describe("tampered histories are caught", () => {
  it("a changed move is refused by the rules or changes the end", () => {
    const h = finishedHistory();
    const moves = structuredClone(h.moves!);
    const i = moves.findIndex((m) => (m.move as { type: string }).type === "take1");
    moves[i]!.move = { type: "play", card: 7 };
    const r = ready({ ...h, moves });
    expect(codes(r)[0]).toBe("MOVE_REFUSED");
    expect(r.problems[0]!.params.n).toBe(i + 1);
    // the replay still shows the moves before the bad one
    expect(lastStep(r)).toBe(i);
  });

  it("a move played by another seat is refused (not your turn)", () => {
    const h = finishedHistory();
    const moves = structuredClone(h.moves!);
    moves[3]!.seat = (moves[3]!.seat + 1) % 3;
    const r = ready({ ...h, moves });
    expect(r.problems[0]).toMatchObject({ code: "MOVE_REFUSED", params: { n: 4, code: "NOT_YOUR_TURN" } });
  });

  it("a dropped last move leaves the game unfinished", () => {
    const h = finishedHistory();
    const r = ready({ ...h, moves: h.moves!.slice(0, -1), moveCount: h.moves!.length - 1 });
    expect(codes(r)).toEqual(["NOT_OVER"]);
    expect(r.outcome).toBeNull();
  });

  it("a recorded result that the moves do not give is reported", () => {
    const h = finishedHistory();
    const result: Outcome = { ...h.result!, ranks: h.result!.ranks.map((x) => (x === 1 ? 2 : 1)) };
    expect(codes(ready({ ...h, result }))).toEqual(["RESULT"]);
  });

  it("a different final state hash is reported", () => {
    const h = finishedHistory();
    expect(codes(ready({ ...h, finalStateHash: "0000000000000000" }))).toEqual(["FINAL_STATE"]);
  });

  it("misnumbered moves and a wrong move count are reported", () => {
    const h = finishedHistory();
    const moves = structuredClone(h.moves!);
    moves[2]!.version = 9;
    expect(codes(ready({ ...h, moves }))).toEqual(["MOVE_NUMBER"]);
    expect(codes(ready({ ...h, moveCount: h.moveCount + 1 }))).toEqual(["MOVE_COUNT"]);
  });

  it("another rules version is said, and the replay is still tried", () => {
    const r = ready({ ...finishedHistory(), rulesVersion: "0" });
    expect(codes(r)).toEqual(["RULES_VERSION"]);
    expect(r.outcome).not.toBeNull();
  });

  it("the seed must hash to the hash published at the start", async () => {
    const h = finishedHistory();
    expect(await checkSeed(h)).toBeNull();
    expect(await checkSeed({ ...h, seedHash: h.seedHash.toUpperCase() })).toBeNull();
    const bad = await checkSeed({ ...h, seed: "another seed" });
    expect(bad).toMatchObject({ code: "SEED", params: { published: h.seedHash } });
    expect(bad!.params.computed).toBe(sha256HexSync("another seed"));
  });
});

describe("hidden information is revealed only after the end", () => {
  it("a match being played is not replayed, even if a seed and moves were there", () => {
    const h = finishedHistory();
    expect(loadReplay({ ...h, status: "playing" }, GAMES).kind).toBe("unfinished");
    const { seed: _s, moves: _m, finalStateHash: _f, ...live } = h;
    expect(loadReplay({ ...live, status: "playing", result: null }, GAMES).kind).toBe("unfinished");
  });

  it("aborted, incomplete and unknown-game histories are told apart", () => {
    const h = finishedHistory();
    expect(loadReplay({ ...h, status: "aborted" }, GAMES).kind).toBe("aborted");
    const { seed: _s, ...noSeed } = h;
    expect(loadReplay(noSeed, GAMES).kind).toBe("incomplete");
    expect(loadReplay({ ...h, game: "chess" }, GAMES).kind).toBe("unknownGame");
  });
});

describe("history parsing", () => {
  it("reads what the server sends and refuses what is not a history", () => {
    const h = finishedHistory();
    const parsed = parseHistory(JSON.parse(JSON.stringify(h)));
    expect(parsed).toEqual({ ok: true, history: h });
    expect(parseHistory({ ...h, format: "other" })).toMatchObject({ ok: false });
    expect(parseHistory({ ...h, moves: [{ seat: 0 }] })).toMatchObject({
      ok: false,
      error: /^moves\[0\]\.version: /,
    });
    expect(parseHistory(null)).toMatchObject({ ok: false });
  });
});

describe("hashing", () => {
  it("SHA-256 matches the standard vectors and the browser's own", async () => {
    expect(sha256HexSync("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256HexSync("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const long = "é🚀".repeat(100);
    expect(sha256HexSync(long)).toBe(await sha256Hex(long));
    expect(await sha256Hex(SEED)).toBe(sha256HexSync(SEED));
  });
});
