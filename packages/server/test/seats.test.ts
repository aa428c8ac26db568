/**
 * Seats belong to player tokens: reconnection, a bot for an abandoned seat, reclaiming a seat,
 * starting with bots, resigning. Real SDK clients against a real server.
 */
import type { Room } from "@colyseus/sdk";
import { learnSeed } from "@starport/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedHashOf } from "../src/verify.ts";
import {
  type Decoded,
  handSeen,
  join,
  leaveAll,
  privateEntries,
  startServer,
  stateOf,
  type TestServer,
  type Tracker,
  track,
  waitFor,
} from "./helpers.ts";

let srv: TestServer;
const open: Room[] = [];
const RECONNECT_SECONDS = 0.4;

beforeAll(async () => {
  srv = await startServer({ reconnectSeconds: RECONNECT_SECONDS, botDelayMs: 5 });
});
afterAll(async () => {
  await leaveAll(open);
  await srv.app.shutdown();
});

async function enter(p: Promise<Room>): Promise<{ room: Room; t: Tracker }> {
  const room = await p;
  open.push(room);
  room.reconnection.minUptime = 0;
  room.reconnection.minDelay = 20;
  room.reconnection.delay = 20;
  return { room, t: track(room) };
}

/** Cuts the socket without a close handshake code, as a network loss would. */
function dropSocket(room: Room): void {
  (room.connection.transport as unknown as { ws: WebSocket }).ws.close();
}

async function startedTable(startPile = 40) {
  const ana = join("Ana", { mode: "private", options: { startPile } });
  const a = await enter(srv.client().create("stones", ana));
  const b = await enter(srv.client().joinById(a.room.roomId, join("Ben")));
  await waitFor(() => stateOf(a.room)?.status === "playing" && stateOf(b.room)?.status === "playing");
  await waitFor(() => a.t.all("legal").length > 0);
  return { a, b, anaToken: ana.token };
}

describe("reconnection", () => {
  it("a dropped player reconnects to the same seat and plays on", async () => {
    const { a, b } = await startedTable();
    // wait long enough before reconnecting that the others see the seat disconnected
    a.room.reconnection.minDelay = 200;
    a.room.reconnection.delay = 100;
    let reconnected = false;
    a.room.onReconnect(() => {
      reconnected = true;
    });
    dropSocket(a.room);
    await waitFor(() => stateOf(b.room).seats[0].connected === false, 3000, "Ana shown as disconnected");
    expect(stateOf(b.room).seats[0].kind).toBe("human");
    await waitFor(() => reconnected, 3000, "the SDK's reconnection");
    await waitFor(() => stateOf(b.room).seats[0].connected === true, 3000, "Ana shown as connected");
    await waitFor(() => a.t.all("hello").length >= 2);
    expect(a.t.last("hello").seat).toBe(0);
    expect(handSeen(a.room, 0)).toBe(2);
    const move = b.t.nextMove();
    a.room.send("move", { version: 0, move: { type: "take1" } });
    expect((await move).version).toBe(1);
  });

  it("a bot plays an abandoned seat after the window, and the player reclaims it with the same token", async () => {
    const { a, b, anaToken } = await startedTable();
    a.room.reconnection.enabled = false;
    dropSocket(a.room);
    // within the window the seat waits for Ana
    await waitFor(() => stateOf(b.room).seats[0].connected === false);
    expect(stateOf(b.room).seats[0].kind).toBe("human");
    // after it, a bot plays her seat (it is her turn) and the game goes on
    await waitFor(() => stateOf(b.room).seats[0].kind === "bot", RECONNECT_SECONDS * 1000 + 2000, "the bot");
    expect(stateOf(b.room).seats[0].botReason).toBe("away");
    await waitFor(() => stateOf(b.room).version === 1, 3000, "the bot's move");
    expect([...stateOf(b.room).actors]).toEqual([1]);

    // Ana comes back (new tab, new device): same token, same seat, her private view
    const back = await enter(srv.client().joinById(a.room.roomId, { token: anaToken, name: "Ana" }));
    await waitFor(() => back.t.all("hello").length > 0);
    expect(back.t.last("hello").seat).toBe(0);
    await waitFor(() => stateOf(b.room).seats[0].kind === "human" && stateOf(b.room).seats[0].connected);
    expect(stateOf(b.room).seats[0].botReason).toBe("");
    await waitFor(() => handSeen(back.room, 0) === 2);
    expect(privateEntries(back.room)[1]).toEqual([]);
    // Ben moves; then it is Ana's turn again and no bot moves for her
    const legal = back.t.next("legal");
    b.room.send("move", { version: 1, move: { type: "take1" } });
    expect((await legal).moves).toContainEqual({ type: "take1" });
    await new Promise((r) => setTimeout(r, 100));
    expect(stateOf(b.room).version).toBe(2);
    const move = b.t.nextMove();
    back.room.send("move", { version: 2, move: { type: "take1" } });
    expect((await move).version).toBe(3);
  });

  it("a page reload (new connection with the token inside the window) keeps the seat human", async () => {
    const { a, b, anaToken } = await startedTable();
    a.room.reconnection.enabled = false;
    dropSocket(a.room);
    await waitFor(() => stateOf(b.room).seats[0].connected === false);
    const again = await enter(srv.client().joinById(a.room.roomId, { token: anaToken, name: "Ana" }));
    await waitFor(() => again.t.all("hello").length > 0);
    expect(again.t.last("hello").seat).toBe(0);
    await waitFor(() => stateOf(b.room).seats[0].connected === true);
    // the old connection's window ends without handing the seat to a bot
    await new Promise((r) => setTimeout(r, RECONNECT_SECONDS * 1000 + 300));
    expect(stateOf(b.room).seats[0]).toMatchObject({ kind: "human", connected: true, botReason: "" });
    expect(stateOf(b.room).version).toBe(0);
    const move = b.t.nextMove();
    again.room.send("move", { version: 0, move: { type: "take1" } });
    expect((await move).version).toBe(1);
  });

  it("opening the table on a second device moves the seat there and closes the first", async () => {
    const { a, b, anaToken } = await startedTable();
    const left = new Promise<number>((res) => a.room.onLeave((code) => res(code)));
    const second = await enter(srv.client().joinById(a.room.roomId, { token: anaToken, name: "Ana 2" }));
    expect(await left).toBe(4000);
    expect(a.t.last("error")).toMatchObject({ code: "SEAT_TAKEN_ELSEWHERE" });
    await waitFor(() => second.t.all("hello").length > 0);
    expect(second.t.last("hello").seat).toBe(0);
    await waitFor(() => stateOf(b.room).seats[0].name === "Ana 2");
    expect(stateOf(b.room).seats[0]).toMatchObject({ kind: "human", connected: true });
    const move = b.t.nextMove();
    second.room.send("move", { version: 0, move: { type: "take1" } });
    expect((await move).version).toBe(1);
  });

  it("a player who leaves a waiting table frees the seat", async () => {
    const a = await enter(srv.client().create("stones", join("Ana", { players: 3, mode: "private" })));
    const b = await enter(srv.client().joinById(a.room.roomId, join("Ben")));
    await waitFor(() => stateOf(a.room)?.seats?.[1]?.kind === "human");
    await b.room.leave(true);
    await waitFor(() => stateOf(a.room).seats[1].kind === "empty");
    expect(stateOf(a.room).status).toBe("waiting");
  });
});

describe("bots and the owner", () => {
  it("only the owner may start; empty seats get bots which play only legal moves to the end", async () => {
    const a = await enter(srv.client().create("stones", join("Ana", { players: 3, mode: "private" })));
    const b = await enter(srv.client().joinById(a.room.roomId, join("Ben")));
    await waitFor(() => b.t.all("hello").length > 0);
    const e = b.t.next("error");
    b.room.send("start", {});
    expect(await e).toMatchObject({ code: "NOT_OWNER" });
    a.room.send("start");
    await waitFor(() => stateOf(a.room).status === "playing");
    expect([...stateOf(a.room).seats].map((s: Decoded) => [s.kind, s.botReason])).toEqual([
      ["human", ""],
      ["human", ""],
      ["bot", "filled"],
    ]);
    // both humans resign: bots play every seat to the end; resigned seats are ranked last
    await waitFor(() => a.t.all("legal").length > 0);
    const resignBen = new Promise<void>((res) => {
      const check = () => (stateOf(b.room).seats[1].botReason === "resigned" ? res() : setTimeout(check, 5));
      check();
    });
    b.room.send("resign");
    await resignBen;
    a.room.send("resign");
    await waitFor(() => stateOf(a.room).status === "finished", 5000, "the end of the game");
    const outcome = JSON.parse(stateOf(a.room).outcome);
    expect(outcome.ranks[2]).toBe(1);
    expect(outcome.ranks[0]).toBe(2);
    expect(outcome.ranks[1]).toBe(2);
    const e2 = a.t.next("rejected");
    a.room.send("move", { version: stateOf(a.room).version, move: { type: "take1" } });
    expect(await e2).toMatchObject({ code: "GAME_OVER" });
    // no move of the log was ever refused
    expect(srv.logs.entries.filter((x) => x.event.startsWith("bot."))).toEqual([]);
  });

  it("botFillAfterSec starts the table with bots after the wait", async () => {
    const a = await enter(
      srv.client().create("stones", join("Ana", { players: 2, mode: "private", botFillAfterSec: 0.2 })),
    );
    await waitFor(() => a.t.all("hello").length > 0);
    expect(stateOf(a.room).status).toBe("waiting");
    await waitFor(() => stateOf(a.room).status === "playing", 2000, "the bot fill");
    expect(stateOf(a.room).seats[1]).toMatchObject({ kind: "bot", botReason: "filled" });
  });

  it("a player who resigned keeps watching their seat but cannot move", async () => {
    const { a, b } = await startedTable();
    const err = a.t.next("legal");
    a.room.send("resign");
    expect((await err).moves).toEqual([]);
    await waitFor(() => stateOf(b.room).version >= 1, 2000, "the bot's move for Ana");
    const r = a.t.next("rejected");
    a.room.send("move", { version: stateOf(a.room).version, move: { type: "take1" } });
    expect((await r).code).toMatch(/RESIGNED|NOT_YOUR_TURN/);
    expect(handSeen(a.room, 0)).toBe(2);
  });
});

describe("a learn table", () => {
  it("starts at once with bots, deals the game's learning deal, and suggests the default bot's move with its reason", async () => {
    const a = await enter(srv.client().create("stones", join("Ana", { players: 2, mode: "learn" })));
    await waitFor(() => stateOf(a.room).status === "playing", 2000, "the learn table's start");
    expect(stateOf(a.room).seats[1]).toMatchObject({ kind: "bot", botReason: "filled" });
    expect(stateOf(a.room).seedHash).toBe(seedHashOf(learnSeed("stones")));
    // quick play does not seat anyone there
    const other = await enter(srv.client().joinOrCreate("stones", join("Ben", { players: 2 })));
    expect(other.room.roomId).not.toBe(a.room.roomId);
    const now = () => a.t.all("hint").find((h) => h.version === stateOf(a.room).version);
    await waitFor(() => now() !== undefined, 3000, "a hint for Ana's turn");
    const hint = now();
    const legal = a.t.all("legal").at(-1)!.moves;
    expect(legal).toContainEqual(hint.move);
    expect(hint.why?.key).toMatch(/^why\.(last|most)$/);
    // playing the suggestion is an ordinary move
    a.room.send("move", { version: hint.version, move: hint.move });
    await waitFor(() => stateOf(a.room).version > hint.version, 2000, "the hinted move");
  });

  it("a public or private table sends no hints", async () => {
    const { a } = await startedTable();
    await new Promise((r) => setTimeout(r, 300));
    expect(a.t.all("hint")).toEqual([]);
  });
});
