/**
 * A graceful restart loses nothing: the server stops (SIGTERM path), a new server on the same
 * SQLite file restores the table with the same code, seats, bots, state (same full-state hash,
 * same views for every seat and the spectator) and clock; players come back by joining the code
 * with their token (the fallback of docs/protocol.md) and play to the end. The kill -9 version of
 * this runs against real processes in test/services/recovery-sqlite.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { MatchHistory } from "@starport/protocol";
import { type AnyGameDef, unflatten } from "@starport/rules";
import { afterAll, describe, expect, it } from "vitest";
import { createStarport } from "../src/app.ts";
import { memoryLogger } from "../src/log.ts";
import type { OperatorSnapshot } from "../src/room.ts";
import { SqliteStore } from "../src/store-sqlite.ts";
import { verifyHistory } from "../src/verify.ts";
import {
  type Decoded,
  getJson,
  join,
  newToken,
  sleep,
  startServer,
  stones,
  type TestServer,
  track,
  waitFor,
} from "./helpers.ts";
import { Player } from "./support/player.ts";
import { facts, move, newMatch } from "./support/store-contract.ts";

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const dir = mkdtempSync(path.join(tmpdir(), "starport-restore-"));
const file = path.join(dir, "starport.sqlite");
const PASSWORD = "operator-pw";
const servers: TestServer[] = [];
const players: Player[] = [];
afterAll(async () => {
  await Promise.all(players.map((p) => p.leave()));
  for (const s of servers) await s.app.shutdown().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<TestServer> {
  const srv = await startServer({
    store: new SqliteStore(file),
    monitorPassword: PASSWORD,
    reconnectSeconds: 30,
    botDelayMs: 5,
  });
  servers.push(srv);
  return srv;
}

async function operator(srv: TestServer, code: string): Promise<OperatorSnapshot> {
  const res = await fetch(`${srv.http}/api/admin/tables/${code}`, {
    headers: { authorization: `Basic ${Buffer.from(`op:${PASSWORD}`).toString("base64")}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as OperatorSnapshot;
}

/** What a client sees: the public view and every private map it holds. */
function seen(p: Player): unknown {
  const s: Decoded = p.state;
  return {
    version: s.version,
    public: unflatten(s.view.entries()),
    private: [...s.seats].map((x: Decoded) => (x.private ? unflatten(x.private.entries()) : null)),
    seats: [...s.seats].map((x: Decoded) => [x.name, x.kind, x.botReason]),
    actors: [...s.actors],
    seedHash: s.seedHash,
    matchId: s.matchId,
  };
}

/** Plays `take1` for `p` whenever it must act, until the game ends. */
async function playOut(p: Player): Promise<void> {
  while (p.state.status === "playing") {
    await waitFor(() => p.state.status !== "playing" || p.legalNow().length > 0, 10_000, `${p.code} turn`);
    if (p.state.status !== "playing") return;
    const v = p.state.version;
    p.room.send("move", { version: v, move: { type: "take1" } });
    await waitFor(() => p.state.version > v || p.state.status !== "playing", 10_000, "the move");
  }
}

describe("graceful restart", () => {
  it("restores the table (code, seats, bot, state hash, views, clock) and the players finish the game", async () => {
    const a = await start();
    const endpoints = [a.url];
    const mk = (name: string, spectator = false) => {
      const p = new Player({ endpoints, token: newToken(), name, spectator, fallbackMs: 300 });
      players.push(p);
      return p;
    };
    const ana = await mk("Ana").enter({
      create: "stones",
      options: {
        mode: "private",
        players: 3,
        options: { startPile: 40 },
        clock: { kind: "fischer", baseSec: 600 },
      },
    });
    const ben = await mk("Ben").enter({ code: ana.code });
    const sam = await mk("Sam", true).enter({ code: ana.code });
    await waitFor(() => ana.all("hello").length > 0 && ben.all("hello").length > 0);
    ana.room.send("start"); // seat 2: a bot
    await ana.connected(5000);
    await waitFor(() => ana.legalNow().length > 0, 5000, "Ana's turn");
    // Ana, Ben, then the bot: back to Ana, who must act (nothing moves until she does)
    ana.room.send("move", { version: 0, move: { type: "take1" } });
    await waitFor(() => ben.legalNow().length > 0, 5000, "Ben's turn");
    ben.room.send("move", { version: 1, move: { type: "play", card: 0 } });
    await waitFor(() => ana.legalNow().length > 0 && ana.state.version === 3, 5000, "Ana's turn again");
    await waitFor(() => sam.state.version === 3);
    const before = { ana: seen(ana), ben: seen(ben), sam: seen(sam), op: await operator(a, ana.code) };
    const clockBefore = [...ana.state.clock.remainingMs] as number[];
    expect(before.op).toMatchObject({ version: 3, status: "playing", restored: null });

    await a.app.shutdown();
    const b = await start();
    endpoints.splice(0, 1, b.url);
    // the SDK cannot reconnect (its token points at the stopped process): each client joins the code again
    await waitFor(
      () => [ana, ben, sam].every((p) => p.rejoins === 1),
      15_000,
      `the rejoins (${ana.lastError})`,
    );
    for (const p of [ana, ben, sam]) await p.connected(15_000, 3);
    expect([ana, ben, sam].map((p) => p.code)).toEqual([before.op.code, before.op.code, before.op.code]);
    const op = await operator(b, ana.code);
    expect(op.restored).toEqual({ version: 3, stateHash: before.op.stateHash });
    expect(op.stateHash).toBe(before.op.stateHash);
    await waitFor(
      () => ben.state.seats[0].connected && ben.state.seats[1].connected,
      5000,
      "seats connected",
    );
    expect({ ana: seen(ana), ben: seen(ben), sam: seen(sam) }).toEqual({
      ana: before.ana,
      ben: before.ben,
      sam: before.sam,
    });
    expect(ana.last("hello")).toMatchObject({ seat: 0, matchId: before.op.matchId });
    expect(ben.last("hello")).toMatchObject({ seat: 1 });
    expect(sam.last("hello")).toMatchObject({ seat: null });
    // Fischer clocks keep what was left at the stop; the downtime is not charged
    const clockAfter = [...ana.state.clock.remainingMs] as number[];
    expect(clockAfter[1]).toBe(clockBefore[1]);
    expect(clockAfter[0]).toBeLessThanOrEqual(clockBefore[0]!);
    expect(clockAfter[0]).toBeGreaterThan(clockBefore[0]! - 2000);

    await Promise.all([playOut(ana), playOut(ben)]);
    await waitFor(() => sam.state.status === "finished");
    const h = await getJson<MatchHistory>(b.http, `/api/matches/${before.op.matchId}/history.json`);
    expect(h.body.moveCount).toBe(sam.state.version);
    expect(verifyHistory(h.body, { stones: stones as AnyGameDef }).ok).toBe(true);
    await Promise.all(players.map((p) => p.leave()));
    await b.app.shutdown();
  });

  it("a stored match whose moves no longer replay is marked aborted, not restored, and stays readable", async () => {
    const other = path.join(dir, "broken.sqlite");
    const store = new SqliteStore(other);
    await store.createMatch(newMatch("broken", "BRKNAA"), "gone", 1);
    // seat 1 cannot move first in stones
    await store.appendMove("broken", move(1, 1), facts, "gone");
    await store.close();
    const srv = await startServer({ store: new SqliteStore(other) });
    try {
      expect(srv.logs.entries).toContainEqual(
        expect.objectContaining({
          event: "match.restore_failed",
          fields: expect.objectContaining({ id: "broken" }),
        }),
      );
      const m = await getJson(srv.http, "/api/matches/broken");
      expect(m.body).toMatchObject({ id: "broken", status: "aborted" });
    } finally {
      await srv.app.shutdown();
    }
  });

  it("a table whose match another process took writes nothing more: its move is refused and clients reconnect", async () => {
    const shared = path.join(dir, "fenced.sqlite");
    const srv = await startServer({ store: new SqliteStore(shared), leaseSeconds: 60 });
    try {
      const a = await srv.client().create("stones", { ...join("Ana"), mode: "private" });
      const ta = track(a);
      const b = await srv.client().joinById(a.roomId, join("Ben"));
      track(b);
      await waitFor(() => ta.all("legal").length > 0 && (a.state as Decoded).matchId !== "");
      a.reconnection.enabled = false;
      const left = new Promise<number>((res) => a.onLeave((code) => res(code)));
      // another process (sharing the file) takes the match over
      const thief = new SqliteStore(shared);
      expect(
        await thief.claimMatches("thief", {
          now: 0,
          leaseUntil: 1e15,
          games: ["stones"],
          all: true,
          limit: 5,
        }),
      ).toHaveLength(1);
      const refused = ta.next("rejected");
      a.send("move", { version: 0, move: { type: "take1" } });
      expect(await refused).toMatchObject({ code: "STORE_FAILED", version: 0 });
      expect(await left).toBe(4010);
      const m = await thief.getMatch((a.state as Decoded).matchId);
      expect(m).toMatchObject({ version: 0, leaseOwner: "thief" });
      expect(srv.logs.entries.map((e) => e.event)).toContain("table.lease_lost");
      await thief.close();
    } finally {
      await srv.app.shutdown();
    }
  });

  it("a starting server answers 503 on /healthz until the matches it restores are back", async () => {
    const held = path.join(dir, "held.sqlite");
    const seed = new SqliteStore(held);
    await seed.createMatch(newMatch("held", "HELDAA"), "gone", 1);
    await seed.appendMove("held", move(1), facts, "gone");
    await seed.close();
    // the real store, paused while it reads the match back
    let release = () => {};
    const paused = new Promise<void>((r) => {
      release = r;
    });
    class PausedStore extends SqliteStore {
      override async getMatch(id: string) {
        await paused;
        return super.getMatch(id);
      }
    }
    const port = await freePort();
    const app = createStarport({
      games: { stones: stones as AnyGameDef },
      host: "127.0.0.1",
      port,
      staticDir: null,
      logger: memoryLogger(),
      store: new PausedStore(held),
    });
    const listening = app.listen();
    try {
      // the first answer, once the port listens: the restore is still paused
      let status = 0;
      for (let i = 0; i < 150 && status === 0; i++) {
        status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.status,
          () => sleep(20).then(() => 0),
        );
      }
      expect(status).toBe(503);
      release();
      await listening;
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      expect(app.health().rooms).toBe(1);
    } finally {
      release();
      await listening.catch(() => {});
      await app.shutdown();
    }
  });

  it("the operator route needs the operator's password", async () => {
    const srv = await start();
    const res = await fetch(`${srv.http}/api/admin/tables/ABCDEF`);
    expect(res.status).toBe(401);
    await srv.app.shutdown();
  });
});
