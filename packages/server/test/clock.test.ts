/**
 * Clocks: the arithmetic (Fischer bank + increment, per-turn limit, several seats at once), and a
 * table with a 1-second clock: a player who lets time run out is replaced by a bot (marked in the
 * log and in the stored moves) and takes the seat back by acting or with `back`; with "lose on
 * time" the seat is ranked last and a bot finishes it.
 */
import type { Room } from "@colyseus/sdk";
import { type ClockConfig, readLogLine } from "@starport/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advance, expired, nextDeadline, settle, startClock } from "../src/clock.ts";
import { join, leaveAll, sleep, startServer, stateOf, type TestServer, track, waitFor } from "./helpers.ts";

const fischer: ClockConfig = {
  kind: "fischer",
  baseMs: 60_000,
  incrementMs: 2000,
  turnMs: 0,
  onTimeout: "bot",
};
const perTurn: ClockConfig = { kind: "turn", baseMs: 0, incrementMs: 0, turnMs: 30_000, onTimeout: "bot" };

describe("clock arithmetic", () => {
  it("Fischer: the running seat is charged, the mover gains the increment, the next seat's clock starts", () => {
    const run = startClock(fischer, 2, [0], 1000);
    expect(run).toEqual({ remainingMs: [60_000, 60_000], running: [0], since: 1000 });
    expect(settle(run, 11_000)).toEqual([50_000, 60_000]);
    const after = advance(fischer, run, 0, [1], 11_000);
    expect(after).toEqual({ remainingMs: [52_000, 60_000], running: [1], since: 11_000 });
    expect(nextDeadline(after)).toBe(71_000);
    expect(expired(after, 70_999)).toEqual([]);
    expect(expired(after, 71_000)).toEqual([1]);
    expect(settle(after, 1e9)).toEqual([52_000, 0]);
  });

  it("several seats deciding at once all run; a move stops only the mover's clock", () => {
    const run = startClock(fischer, 3, [0, 1, 2], 0);
    const after = advance(fischer, run, 1, [0, 2], 5000);
    expect(after).toEqual({ remainingMs: [55_000, 57_000, 55_000], running: [0, 2], since: 5000 });
    expect(nextDeadline(after)).toBe(60_000);
  });

  it("per turn: each new decision gets a whole turn, a seat still deciding keeps what it has left", () => {
    const run = startClock(perTurn, 3, [0, 1], 0);
    const after = advance(perTurn, run, 0, [1, 2], 10_000);
    expect(after.remainingMs).toEqual([30_000, 20_000, 30_000]);
    const again = advance(perTurn, after, 1, [1], 15_000);
    expect(again.remainingMs).toEqual([30_000, 30_000, 30_000]);
  });
});

let srv: TestServer;
const open: Room[] = [];
const BOT_DELAY = 300;

beforeAll(async () => {
  srv = await startServer({ botDelayMs: BOT_DELAY, reconnectSeconds: 30 });
});
afterAll(async () => {
  await leaveAll(open);
  await srv.app.shutdown();
});

async function clockedTable(clock: Record<string, unknown>, startPile = 30) {
  const a = await srv
    .client()
    .create("stones", join("Ana", { mode: "private", clock, options: { startPile } }));
  const ta = track(a);
  const b = await srv.client().joinById(a.roomId, join("Ben"));
  const tb = track(b);
  open.push(a, b);
  await waitFor(() => stateOf(a)?.status === "playing" && stateOf(b)?.status === "playing");
  await waitFor(() => ta.all("legal").length > 0 && tb.all("legal").length > 0);
  return { a, b, ta, tb };
}

const seat = (r: Room, i: number) => stateOf(r).seats[i];
const timeoutLines = (r: Room) =>
  [...stateOf(r).log].flatMap((l: string) => readLogLine(l) ?? []).filter((l) => l.platform);

async function storedMoves(r: Room) {
  return (await srv.app.store.getMatch(stateOf(r).matchId))!.moves;
}

describe("a table with a clock", () => {
  it("validates the time control when the table is created", async () => {
    await expect(
      srv.client().create("stones", join("Ana", { clock: { kind: "fischer", baseSec: 0 } })),
    ).rejects.toThrow(/BAD_JOIN_OPTIONS: clock.baseSec/);
    await expect(srv.client().create("stones", join("Ana", { clock: { kind: "blitz" } }))).rejects.toThrow(
      /BAD_JOIN_OPTIONS: clock/,
    );
  });

  it("runs out: a bot plays the seat (timeout, marked); acting or `back` takes the seat back", async () => {
    const { a, b, ta, tb } = await clockedTable({ kind: "fischer", baseSec: 1, incrementSec: 0.5 });
    const c = stateOf(b).clock;
    expect(c).toMatchObject({ kind: "fischer", baseMs: 1000, incrementMs: 500, onTimeout: "bot" });
    expect([...c.remainingMs]).toEqual([1000, 1000]);
    expect([...c.running]).toEqual([0]);
    expect(c.since).toBeGreaterThan(0);

    // Ana lets her second run out
    await waitFor(() => seat(b, 0).botReason === "timeout", 3000, "Ana's timeout");
    expect(seat(b, 0).kind).toBe("bot");
    expect([...stateOf(b).clock.running]).toEqual([]);
    expect(stateOf(b).clock.remainingMs[0]).toBe(0);
    expect(timeoutLines(b)).toEqual([
      { version: 0, event: { type: "timeout", seat: 0, onTimeout: "bot" }, platform: true },
    ]);
    // she acts before her bot does: the move is hers and the seat is hers again, with time to play
    a.send("move", { version: 0, move: { type: "take1" } });
    await waitFor(() => stateOf(b).version === 1, 3000, "Ana's move");
    expect(seat(b, 0)).toMatchObject({ kind: "human", botReason: "" });
    expect(stateOf(b).clock.remainingMs[0]).toBeGreaterThanOrEqual(1400); // 1 s floor + 0.5 s increment
    expect([...stateOf(b).clock.running]).toEqual([1]);

    // Ben answers; Ana's clock runs out again and this time her bot moves for her
    await waitFor(() => tb.last("legal")?.version === 1);
    b.send("move", { version: 1, move: { type: "take1" } });
    await waitFor(() => stateOf(b).version === 3, 4000, "the bot's move for Ana");
    expect(seat(b, 0).botReason).toBe("timeout");
    const moves = await storedMoves(b);
    expect(moves.map((m) => [m.version, m.seat, m.by, m.botReason])).toEqual([
      [1, 0, "human", null],
      [2, 1, "human", null],
      [3, 0, "bot", "timeout"],
    ]);
    // while a bot plays her seat she still gets her legal moves when she must act, and can come back
    const back = ta.next("legal");
    a.send("back");
    await back;
    await waitFor(() => seat(b, 0).kind === "human", 2000, "Ana back");
    expect(stateOf(b).clock.remainingMs[0]).toBeGreaterThanOrEqual(1000);
    // `back` when playing already is refused
    const refused = ta.next("error");
    a.send("back");
    expect(await refused).toMatchObject({ code: "NOT_TIMED_OUT" });
  });

  it("lose on time: the seat is ranked last, a bot finishes it, the player cannot take it back", async () => {
    const { a, b, ta, tb } = await clockedTable({ kind: "fischer", baseSec: 1, onTimeout: "lose" }, 6);
    await waitFor(() => seat(b, 0).botReason === "timeout", 3000, "Ana's timeout");
    expect(timeoutLines(b)[0]?.event).toEqual({ type: "timeout", seat: 0, onTimeout: "lose" });
    const refused = ta.next("rejected");
    a.send("move", { version: 0, move: { type: "take1" } });
    expect(await refused).toMatchObject({ code: "LOST_ON_TIME" });
    // Ben plays on against Ana's bot to the end; Ben has no clock trouble (0.2 s per move)
    for (let i = 0; i < 40 && stateOf(b).status === "playing"; i++) {
      await waitFor(
        () =>
          stateOf(b).status !== "playing" ||
          (tb.last("legal")?.version === stateOf(b).version && tb.last("legal").moves.length > 0),
        5000,
      );
      if (stateOf(b).status !== "playing") break;
      b.send("move", { version: stateOf(b).version, move: { type: "take1" } });
      const v = stateOf(b).version;
      await waitFor(() => stateOf(b).version > v || stateOf(b).status !== "playing", 5000);
      await sleep(5);
    }
    await waitFor(() => stateOf(b).status === "finished", 10_000);
    expect(JSON.parse(stateOf(b).outcome).ranks).toEqual([2, 1]);
    const m = await srv.app.store.getMatch(stateOf(b).matchId);
    expect(m!.seats[0]).toMatchObject({ forfeit: "timeout", botReason: "timeout" });
  });
});
