/** The lobby listing, the HTTP routes, and that rooms are disposed once everyone has left. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Room } from "@colyseus/sdk";
import type { Health, TableListing } from "@starport/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join, leaveAll, startServer, stateOf, type TestServer, track, waitFor } from "./helpers.ts";

let srv: TestServer;
let http: string;
const open: Room[] = [];
const staticDir = mkdtempSync(path.join(tmpdir(), "starport-static-"));
writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>Starport</title>");
writeFileSync(path.join(staticDir, "app.js"), "console.log(1)");

beforeAll(async () => {
  srv = await startServer({ monitorPassword: "s3cret", staticDir, idleWaitingSeconds: 1 });
  http = `http://127.0.0.1:${srv.port}`;
});
afterAll(async () => {
  await leaveAll(open);
  await srv.app.shutdown();
});

async function enter(p: Promise<Room>): Promise<Room> {
  const room = await p;
  open.push(room);
  if (room.name !== "lobby") track(room);
  return room;
}

/** A lobby client's view of the listing: roomId -> metadata. */
async function lobby(): Promise<{ room: Room; rooms: Map<string, TableListing> }> {
  const room = await enter(srv.client().joinOrCreate("lobby"));
  const rooms = new Map<string, TableListing>();
  room.onMessage("rooms", (list: { roomId: string; metadata: TableListing }[]) => {
    rooms.clear();
    for (const r of list) rooms.set(r.roomId, r.metadata);
  });
  room.onMessage("+", ([id, r]: [string, { metadata: TableListing }]) => rooms.set(id, r.metadata));
  room.onMessage("-", (id: string) => rooms.delete(id));
  return { room, rooms };
}

describe("lobby", () => {
  it("lists open tables and games in progress, not private tables, and drops tables when they close", async () => {
    const l = await lobby();
    const waiting = await enter(srv.client().joinOrCreate("stones", join("Ana", { players: 3 })));
    const hidden = await enter(srv.client().create("stones", join("Pat", { mode: "private" })));
    await waitFor(() => l.rooms.has(waiting.roomId), 3000, "the waiting table in the lobby");
    expect(l.rooms.get(waiting.roomId)).toMatchObject({
      game: "stones",
      title: "Stones (test fixture)",
      players: 3,
      mode: "public",
      open: true,
      seated: 1,
      status: "waiting",
      names: ["Ana"],
      spectators: 0,
      botFill: null,
    });

    const p1 = await enter(srv.client().joinOrCreate("stones", join("Ben", { players: 2 })));
    await enter(srv.client().joinOrCreate("stones", join("Cy", { players: 2 })));
    await waitFor(() => l.rooms.get(p1.roomId)?.status === "playing", 3000, "the game in progress");
    expect(l.rooms.get(p1.roomId)).toMatchObject({ open: false, seated: 2, names: ["Ben", "Cy"] });
    await enter(srv.client().joinById(p1.roomId, join("Sam", { spectator: true })));
    await waitFor(() => l.rooms.get(p1.roomId)?.spectators === 1, 3000, "the spectator count");

    expect(l.rooms.has(hidden.roomId)).toBe(false);
    // a client joining later gets the full list at once
    const late = await lobby();
    await waitFor(() => late.rooms.size >= 2);
    expect([...late.rooms.keys()].sort()).toEqual([waiting.roomId, p1.roomId].sort());

    await waiting.leave(true);
    await waitFor(() => !l.rooms.has(waiting.roomId), 3000, "the closed table to leave the lobby");
  });
});

describe("http", () => {
  it("GET /healthz reports rooms, clients, uptime and process", async () => {
    const res = await fetch(`${http}/healthz`);
    expect(res.status).toBe(200);
    const h = (await res.json()) as Health;
    expect(h).toMatchObject({ ok: true, processId: expect.any(String) });
    expect(h.rooms).toBeGreaterThanOrEqual(1);
    expect(h.clients).toBeGreaterThanOrEqual(1);
    expect(h.uptimeSec).toBeGreaterThanOrEqual(0);
  });

  it("GET /api/games lists the games with their player counts and options schema", async () => {
    const games = await (await fetch(`${http}/api/games`)).json();
    expect(games).toEqual([
      {
        id: "stones",
        title: "Stones (test fixture)",
        rulesVersion: "1",
        players: { min: 2, max: 4 },
        options: expect.objectContaining({ type: "object", properties: { startPile: expect.any(Object) } }),
      },
    ]);
  });

  it("serves the web client with a fallback for its own routes, and 404s the rest", async () => {
    for (const p of ["/", "/t/ABCDEF", "/replay/42", "/rules", "/rules/space-opera"]) {
      const res = await fetch(`${http}${p}`);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain("<title>Starport</title>");
    }
    expect(await (await fetch(`${http}/app.js`)).text()).toBe("console.log(1)");
    const missing = await fetch(`${http}/nope`);
    expect(missing.status).toBe(404);
  });

  it("refuses request bodies over 64 KiB with 413 and still serves matchmaking", async () => {
    const big = JSON.stringify({ token: "abcdefghijklmnopqr", name: "A", pad: "x".repeat(70 * 1024) });
    const res = await fetch(`${http}/matchmake/joinOrCreate/stones`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: big,
    });
    expect(res.status).toBe(413);
    // a normal-sized request still reaches matchmaking (which answers that the table is unknown)
    const small = await fetch(`${http}/matchmake/joinById/ZZZZZZ`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(join("Al")),
    });
    expect(small.status).toBe(522);
    expect(await small.json()).toMatchObject({ code: 522, error: expect.stringContaining("not found") });
  });

  it("keeps the monitor behind the password", async () => {
    expect((await fetch(`${http}/colyseus/`)).status).toBe(401);
    const bad = `Basic ${Buffer.from("admin:wrong").toString("base64")}`;
    expect((await fetch(`${http}/colyseus/`, { headers: { authorization: bad } })).status).toBe(401);
    const good = `Basic ${Buffer.from("admin:s3cret").toString("base64")}`;
    const res = await fetch(`${http}/colyseus/api`, { headers: { authorization: good } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { rooms: unknown[] };
    expect(body.rooms.length).toBeGreaterThanOrEqual(1);
  });
});

describe("leaks", () => {
  it("after many joins and leaves every room is disposed", async () => {
    await leaveAll(open.splice(0));
    for (let i = 0; i < 15; i++) {
      const quiet = async (p: Promise<Room>) => {
        const r = await p;
        track(r);
        return r;
      };
      const a = await quiet(srv.client().joinOrCreate("stones", join(`A${i}`, { players: 2 })));
      const b = await quiet(srv.client().joinOrCreate("stones", join(`B${i}`, { players: 2 })));
      const s = await quiet(srv.client().joinById(a.roomId, join(`S${i}`, { spectator: true })));
      await waitFor(() => stateOf(a)?.status === "playing");
      if (i % 3 === 0) a.send("chat", { text: "gg" });
      await Promise.all([a.leave(true), b.leave(i % 2 === 0), s.leave(true)]);
    }
    await waitFor(
      () => srv.app.health().rooms === 0 && srv.app.health().clients === 0,
      5000,
      "no rooms left",
    );
  });
});
