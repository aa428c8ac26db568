/**
 * The table flow a new player meets (issue 15): an abandoned waiting table is neither offered by
 * quick play nor listed nor joinable; the bot fill works with 0 seconds and publishes its deadline;
 * the lobby says who plays a game in progress; a player's own games (private ones too) are listed
 * to that player's token only. Real SDK clients against a real server.
 */
import { matchMaker } from "@colyseus/core";
import type { Room } from "@colyseus/sdk";
import type { MatchInfo, TableListing } from "@starport/protocol";
import { describe, expect, it } from "vitest";
import { join, serverForFile, stateOf, waitFor } from "./helpers.ts";

const RECONNECT_SECONDS = 1.5;

const server = serverForFile({ reconnectSeconds: RECONNECT_SECONDS, botDelayMs: 5 });
const { enter } = server;

/** Cuts the socket without a close handshake, as a closed tab or a lost network would; no SDK retry. */
function dropSocket(room: Room): void {
  room.reconnection.enabled = false;
  (room.connection.transport as unknown as { ws: WebSocket }).ws.close();
}

/** A lobby client's view of the listing: roomId -> metadata. */
async function lobby(): Promise<Map<string, TableListing>> {
  const { room } = await enter(server.srv.client().joinOrCreate("lobby"));
  const rooms = new Map<string, TableListing>();
  room.onMessage("rooms", (list: { roomId: string; metadata: TableListing }[]) => {
    rooms.clear();
    for (const r of list) rooms.set(r.roomId, r.metadata);
  });
  room.onMessage("+", ([id, r]: [string, { metadata: TableListing }]) => rooms.set(id, r.metadata));
  room.onMessage("-", (id: string) => rooms.delete(id));
  return rooms;
}

const gone = (code: string) => () => matchMaker.getLocalRoomById(code) === undefined;

describe("an abandoned waiting table", () => {
  it("is not offered by quick play, not listed, not joinable; its player gets it back, then it closes", async () => {
    const rooms = await lobby();
    const ana = join("Ana", { players: 2 });
    const a = await enter(server.srv.client().joinOrCreate("stones", ana));
    const code = a.room.roomId;
    await waitFor(() => rooms.get(code)?.open === true, 3000, "Ana's table listed as open");

    // Ana closes her tab: the table waits for her, out of sight
    dropSocket(a.room);
    await waitFor(() => !rooms.has(code), 3000, "the table out of the lobby");

    // quick play seats Ben at a table of his own, not at Ana's
    const b = await enter(server.srv.client().joinOrCreate("stones", join("Ben", { players: 2 })));
    expect(b.room.roomId).not.toBe(code);
    await waitFor(() => stateOf(b.room)?.status === "waiting");
    // by code, nobody but Ana gets in
    await expect(server.srv.client().joinById(code, join("Cy"))).rejects.toThrow(/^TABLE_ABANDONED/);
    await expect(server.srv.client().joinById(code, join("Cy", { spectator: true }))).rejects.toThrow(
      /^TABLE_ABANDONED/,
    );

    // Ana reloads the page within the window: her seat, and the table is offered again
    const back = await enter(server.srv.client().joinById(code, { token: ana.token, name: "Ana" }));
    await waitFor(() => back.t.all("hello").length > 0);
    expect(back.t.last("hello").seat).toBe(0);
    expect(stateOf(back.room).status).toBe("waiting");
    await waitFor(() => rooms.get(code)?.open === true, 3000, "the table listed again");

    // she goes for good: after the window the table closes
    dropSocket(back.room);
    await waitFor(() => !rooms.has(code), 3000, "the table out of the lobby again");
    await waitFor(gone(code), RECONNECT_SECONDS * 1000 + 3000, "the table disposed");
    await b.room.leave(true);
  });

  it("closes at once when its last player leaves, sending its spectators away", async () => {
    const a = await enter(server.srv.client().create("stones", join("Ana")));
    const code = a.room.roomId;
    const sam = await enter(server.srv.client().joinById(code, join("Sam", { spectator: true })));
    const samLeft = new Promise<number>((res) => sam.room.onLeave((c) => res(c)));
    const t0 = Date.now();
    await a.room.leave(true);
    expect(await samLeft).toBe(4000);
    expect(Date.now() - t0).toBeLessThan(1000);
    await waitFor(gone(code), 2000, "the table disposed");
  });

  it("a second player keeps a table open when the first one drops", async () => {
    const rooms = await lobby();
    const a = await enter(server.srv.client().joinOrCreate("stones", join("Ana", { players: 3 })));
    const code = a.room.roomId;
    const b = await enter(server.srv.client().joinOrCreate("stones", join("Ben", { players: 3 })));
    expect(b.room.roomId).toBe(code);
    await waitFor(() => stateOf(b.room)?.seats?.[1]?.connected === true);
    dropSocket(a.room);
    await waitFor(() => stateOf(b.room).seats[0].connected === false);
    await new Promise((r) => setTimeout(r, 100));
    expect(rooms.get(code)).toMatchObject({ open: true, seated: 2 });
    const c = await enter(server.srv.client().joinById(code, join("Cy")));
    await waitFor(() => stateOf(c.room)?.status === "playing", 3000, "the full table starts");
  });

  it("is not started by its bot-fill timer while nobody is there", async () => {
    const ana = join("Ana", { mode: "private", botFillAfterSec: 0.3 });
    const a = await enter(server.srv.client().create("stones", ana));
    const code = a.room.roomId;
    await waitFor(() => stateOf(a.room)?.seats?.[0]?.connected === true);
    dropSocket(a.room);
    await new Promise((r) => setTimeout(r, 600));
    const table = matchMaker.getLocalRoomById(code) as unknown as { state: { status: string } };
    expect(table.state.status).toBe("waiting");
    // back after the deadline: the table starts with bots as soon as she is there
    const back = await enter(server.srv.client().joinById(code, { token: ana.token, name: "Ana" }));
    await waitFor(() => stateOf(back.room)?.status === "playing", 3000, "the bot fill on her return");
    expect(stateOf(back.room).seats[1]).toMatchObject({ kind: "bot", botReason: "filled" });
    expect(stateOf(back.room).seats[0]).toMatchObject({ kind: "human", connected: true });
  });
});

describe("bot fill", () => {
  it("after 0 seconds: the table starts with bots as soon as its creator is seated", async () => {
    const a = await enter(
      server.srv.client().create("stones", join("Ana", { mode: "private", players: 3, botFillAfterSec: 0 })),
    );
    await waitFor(() => stateOf(a.room)?.status === "playing", 2000, "the game with bots");
    expect(stateOf(a.room).seats.map((s: { kind: string }) => s.kind)).toEqual(["human", "bot", "bot"]);
    await waitFor(() => a.t.all("legal").some((l: { moves: unknown[] }) => l.moves.length > 0));
  });

  it("publishes when the bots come, so the waiting room can count down", async () => {
    const t0 = Date.now();
    const a = await enter(
      server.srv.client().create("stones", join("Ana", { mode: "private", botFillAfterSec: 0.8 })),
    );
    await waitFor(() => stateOf(a.room)?.botFillAt > 0);
    const at = stateOf(a.room).botFillAt as number;
    expect(at).toBeGreaterThanOrEqual(t0 + 700);
    expect(at).toBeLessThanOrEqual(Date.now() + 800);
    expect(stateOf(a.room).status).toBe("waiting");
    await waitFor(() => stateOf(a.room).status === "playing", 3000, "the bot fill");
    expect(Date.now()).toBeGreaterThanOrEqual(at - 50);
    expect(stateOf(a.room).botFillAt).toBe(0);
  });

  it("a table without a bot fill publishes none", async () => {
    const a = await enter(server.srv.client().create("stones", join("Ana", { mode: "private" })));
    await waitFor(() => stateOf(a.room)?.seats?.[0]?.connected === true);
    expect(stateOf(a.room).botFillAt).toBe(0);
  });
});

describe("who plays", () => {
  it("lists every seat of a game in progress with who plays it, bots included", async () => {
    const rooms = await lobby();
    const a = await enter(server.srv.client().joinOrCreate("stones", join("Ana", { players: 3 })));
    await enter(server.srv.client().joinOrCreate("stones", join("Ben", { players: 3 })));
    await waitFor(() => rooms.get(a.room.roomId)?.seated === 2);
    expect(rooms.get(a.room.roomId)?.seats).toEqual([
      { name: "Ana", kind: "human", botReason: "" },
      { name: "Ben", kind: "human", botReason: "" },
      { name: "", kind: "empty", botReason: "" },
    ]);
    a.room.send("start");
    await waitFor(() => rooms.get(a.room.roomId)?.status === "playing", 3000, "the game listed as playing");
    expect(rooms.get(a.room.roomId)).toMatchObject({
      seated: 2,
      seats: [
        { name: "Ana", kind: "human", botReason: "" },
        { name: "Ben", kind: "human", botReason: "" },
        { name: "Bot 3", kind: "bot", botReason: "filled" },
      ],
    });
  });
});

describe("a player's own games", () => {
  const mine = async (token: string | null, query = "") => {
    const res = await fetch(`${server.srv.http}/api/me/matches${query}`, {
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: (await res.json()) as MatchInfo[] & { error?: string } };
  };

  it("lists the private games this token played, with their seats, and to nobody else", async () => {
    const ana = join("Ana", { mode: "private", options: { startPile: 3 } });
    const a = await enter(server.srv.client().create("stones", ana));
    a.room.send("start");
    await waitFor(() => a.t.all("legal").length > 0, 3000, "the game");
    const id = stateOf(a.room).matchId as string;
    a.room.send("resign"); // the bots finish it
    await waitFor(() => stateOf(a.room).status === "finished", 5000, "the end");

    const own = await mine(ana.token);
    expect(own.status).toBe(200);
    const row = own.body.find((m) => m.id === id);
    expect(row).toMatchObject({ id, mode: "private", status: "finished", yourSeats: [0] });
    expect(row?.history).toBe(`/api/matches/${id}/history.json`);
    expect(JSON.stringify(own.body)).not.toContain(ana.token);

    // another browser, the public list, no token, a malformed token: never this game
    const other = await mine(join("Eve").token);
    expect(other).toEqual({ status: 200, body: [] });
    const pub = await fetch(`${server.srv.http}/api/matches?status=finished&limit=100`).then((r) => r.json());
    expect((pub as MatchInfo[]).map((m) => m.id)).not.toContain(id);
    expect((await mine(null)).status).toBe(401);
    expect((await mine(null)).body.error).toBe("TOKEN_REQUIRED");
    expect((await mine("short")).status).toBe(401);
    expect((await mine(ana.token, "?limit=0")).status).toBe(400);
  });
});
