/**
 * Replays and verifiable randomness: the seed's hash is in the table state from the start and the
 * seed at the end; the match API lists recent games and serves a history that hides the seed and
 * the moves until the match ended; the finished history replays to the recorded result, and any
 * tampering is detected.
 */
import { createHash } from "node:crypto";
import type { Room } from "@colyseus/sdk";
import type { MatchHistory, MatchInfo } from "@starport/protocol";
import { type AnyGameDef, replayMoves, stateHash } from "@starport/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyHistory } from "../src/verify.ts";
import {
  getJson,
  join,
  leaveAll,
  startServer,
  stateOf,
  stones,
  type TestServer,
  type Tracker,
  track,
  waitFor,
} from "./helpers.ts";

const GAMES = { stones: stones as AnyGameDef };
let srv: TestServer;
const open: Room[] = [];

beforeAll(async () => {
  srv = await startServer({ botDelayMs: 1 });
});
afterAll(async () => {
  await leaveAll(open);
  await srv.app.shutdown();
});

/** Plays `take1` whenever it is `room`'s turn, until the game is over. */
async function playOut(room: Room, t: Tracker): Promise<void> {
  for (let i = 0; i < 100 && stateOf(room).status === "playing"; i++) {
    await waitFor(
      () =>
        stateOf(room).status !== "playing" ||
        (t.last("legal")?.version === stateOf(room).version && t.last("legal").moves.length > 0),
      5000,
      "my turn",
    );
    if (stateOf(room).status !== "playing") break;
    const v = stateOf(room).version;
    room.send("move", { version: v, move: { type: "take1" } });
    await waitFor(() => stateOf(room).version > v || stateOf(room).status !== "playing", 5000, "the move");
  }
}

describe("a finished match can be replayed and verified", () => {
  let ana: Room;
  let spec: Room;
  let history: MatchHistory;

  it("publishes the seed's SHA-256 from the start, hides seed and moves until the end, then reveals them", async () => {
    ana = await srv.client().create("stones", join("Ana", { options: { startPile: 7 } }));
    const ta = track(ana);
    open.push(ana);
    spec = await srv.client().joinById(ana.roomId, join("Sam", { spectator: true }));
    track(spec);
    open.push(spec);
    ana.send("start"); // seat 1 gets a bot
    await waitFor(() => stateOf(spec)?.status === "playing" && stateOf(spec).seedHash !== "");
    const s = stateOf(spec);
    expect(s.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s.seed).toBe("");
    expect(s.matchId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const id = s.matchId as string;

    await waitFor(() => ta.all("legal").length > 0);
    ana.send("move", { version: 0, move: { type: "take1" } });
    await waitFor(() => stateOf(spec).version >= 2, 3000, "the bot's answer");
    // mid-game: the history has no seed, no moves, no final hash
    const live = await getJson<MatchHistory>(srv.http, `/api/matches/${id}/history.json`);
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: "playing", seedHash: s.seedHash, moveCount: 2, result: null });
    expect(live.body.seed).toBeUndefined();
    expect(live.body.moves).toBeUndefined();
    expect(live.body.finalStateHash).toBeUndefined();
    const text = JSON.stringify(live.body);
    expect(text).not.toContain("take1");
    expect(verifyHistory(live.body, GAMES)).toMatchObject({
      ok: false,
      summary: expect.stringMatching(/only a finished/),
    });

    await playOut(ana, ta);
    await waitFor(() => stateOf(spec).status === "finished" && stateOf(spec).seed !== "");
    const seed = stateOf(spec).seed as string;
    expect(createHash("sha256").update(seed).digest("hex")).toBe(s.seedHash);

    const res = await fetch(`${srv.http}/api/matches/${id}/history.json`);
    expect(res.headers.get("content-disposition")).toContain(`starport-stones-${id}.json`);
    history = (await res.json()) as MatchHistory;
    expect(history).toMatchObject({
      format: "starport-history/1",
      id,
      code: ana.roomId,
      game: "stones",
      rulesVersion: "1",
      players: 2,
      options: { startPile: 7 },
      status: "finished",
      seed,
      seedHash: s.seedHash,
      moveCount: stateOf(spec).version,
      result: JSON.parse(stateOf(spec).outcome),
    });
    expect(history.seats.map((x) => [x.name, x.kind, x.botReason])).toEqual([
      ["Ana", "human", ""],
      ["Bot 2", "bot", "filled"],
    ]);
    expect(history.moves!.map((m) => [m.version, m.seat, m.by])).toEqual(
      history.moves!.map((_, i) => [i + 1, i % 2, i % 2 === 0 ? "human" : "bot"]),
    );
    expect(history.moves!.filter((m) => m.by === "bot").every((m) => m.botReason === "filled")).toBe(true);
    expect(history.moves!.every((m) => typeof m.at === "number" && m.at >= history.startedAt)).toBe(true);
    expect(JSON.stringify(history)).not.toMatch(/tokenHash/);
    // the JSON is enough to rebuild the final state with the rules package (what the replay page does)
    const replay = replayMoves(stones as AnyGameDef, { ...history, seed: history.seed! }, history.moves!);
    expect(replay.failure).toBeNull();
    expect(stateHash(replay.state)).toBe(history.finalStateHash);
  });

  it("lists the finished match among recent games, with names, result and end time", async () => {
    const list = await getJson<MatchInfo[]>(srv.http, "/api/matches?status=finished&limit=20");
    expect(list.status).toBe(200);
    const entry = list.body.find((m) => m.id === history.id);
    expect(entry).toMatchObject({
      game: "stones",
      title: "Stones (test fixture)",
      names: ["Ana", "Bot 2"],
      status: "finished",
      result: history.result,
      endedAt: history.endedAt,
      history: `/api/matches/${history.id}/history.json`,
    });
    const one = await getJson(srv.http, `/api/matches/${history.id}`);
    expect(one.body).toMatchObject({ id: history.id, seedHash: history.seedHash, moves: history.moveCount });
    expect(one.body.seed).toBeUndefined();
    expect((await getJson(srv.http, "/api/matches/nope")).status).toBe(404);
    expect((await getJson(srv.http, "/api/matches?limit=1000")).body).toMatchObject({ error: "BAD_QUERY" });
    expect((await getJson(srv.http, "/api/matches?status=won")).status).toBe(400);
  });

  it("verifies the history: seed against its hash, every move, the result and the final state", () => {
    const v = verifyHistory(history, GAMES);
    expect(v.ok).toBe(true);
    expect(v.checks.map((c) => c.name)).toEqual([
      "ended",
      "complete",
      "game",
      "rules version",
      "seed",
      "moves",
      "game over",
      "result",
      "final state",
    ]);
  });

  it("detects a tampered move list, seed, result or final hash", () => {
    const tampered = (f: (h: MatchHistory) => void): string => {
      const h = structuredClone(history);
      f(h);
      const v = verifyHistory(h, GAMES);
      expect(v.ok).toBe(false);
      return v.summary;
    };
    // a move changed: stones' "take1" -> play a card (different pile, or refused)
    expect(
      tampered((h) => {
        h.moves![0]!.move = { type: "play", card: 0 };
      }),
    ).toMatch(/^FAILED: (moves|result|final state|game over)/);
    // a move dropped: the seats no longer alternate
    expect(tampered((h) => h.moves!.splice(1, 1))).toMatch(/FAILED: moves: move 2 is numbered 3/);
    expect(
      tampered((h) => {
        h.moves!.pop();
      }),
    ).toMatch(/FAILED: game over/);
    expect(
      tampered((h) => {
        h.moves![1]!.seat = 0;
      }),
    ).toMatch(/FAILED: moves: move 2 \(seat 0\) is refused by the rules: NOT_YOUR_TURN/);
    expect(
      tampered((h) => {
        h.seed = "0".repeat(32);
      }),
    ).toMatch(/FAILED: seed: SHA-256 of the seed is/);
    expect(
      tampered((h) => {
        h.result!.ranks = [...h.result!.ranks].reverse();
      }),
    ).toMatch(/FAILED: result: the replay gives/);
    expect(
      tampered((h) => {
        h.finalStateHash = "0000000000000000";
      }),
    ).toMatch(/FAILED: final state/);
    expect(tampered((h) => Object.assign(h, { format: "x" }))).toMatch(/FAILED: format/);
  });
});
