/**
 * Abandoned tables are cleaned up: a waiting table with no seated player closes after a while, or at
 * once when its last player leaves (its spectators are sent away), a finished table closes after a while, and a table whose players all
 * left is finished by bots and then disposed; finished matches stay queryable.
 */

import { matchMaker } from "@colyseus/core";
import type { Room } from "@colyseus/sdk";
import type { MatchInfo } from "@starport/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, join, leaveAll, startServer, stateOf, type TestServer, track, waitFor } from "./helpers.ts";

let srv: TestServer;
const open: Room[] = [];

beforeAll(async () => {
  srv = await startServer({ idleWaitingSeconds: 0.3, finishedKeepSeconds: 0.5, botDelayMs: 1 });
});
afterAll(async () => {
  await leaveAll(open);
  await srv.app.shutdown();
});

const left = (r: Room) => new Promise<number>((res) => r.onLeave((code) => res(code)));

describe("abandoned tables", () => {
  it("a waiting table where nobody sits closes after the idle time, spectators included", async () => {
    const sam = await srv.client().create("stones", join("Sam", { spectator: true }));
    track(sam);
    open.push(sam);
    const samLeft = left(sam);
    const t0 = Date.now();
    expect(await samLeft).toBe(4000);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(250);
    await waitFor(() => matchMaker.getLocalRoomById(sam.roomId) === undefined, 2000, "the room disposed");
  });

  it("a waiting table closes at once when its last player leaves (table-flow.test.ts: when they drop)", async () => {
    const ana = await srv.client().create("stones", join("Ana"));
    const sam = await srv.client().joinById(ana.roomId, join("Sam", { spectator: true }));
    track(sam);
    open.push(sam);
    const samLeft = left(sam);
    await ana.leave(true);
    expect(await samLeft).toBe(4000);
    await waitFor(() => matchMaker.getLocalRoomById(ana.roomId) === undefined, 2000, "the room disposed");
  });

  it("a finished table closes after a while; its match stays queryable", async () => {
    const ana = await srv.client().create("stones", join("Ana", { options: { startPile: 3 } }));
    const t = track(ana);
    open.push(ana);
    ana.send("start");
    await waitFor(() => t.all("legal").length > 0);
    ana.send("resign"); // the bots finish it
    await waitFor(() => stateOf(ana).status === "finished", 5000);
    const id = stateOf(ana).matchId;
    expect(await left(ana)).toBe(4000);
    await waitFor(() => matchMaker.getLocalRoomById(ana.roomId) === undefined, 2000, "the room disposed");
    const m = await getJson<MatchInfo>(srv.http, `/api/matches/${id}`);
    expect(m.body).toMatchObject({ id, status: "finished" });
  });

  // Bot-only tables (issue 17, attack 5): create, start, leave, repeat -- the server used to play
  // every such game to its end with bots. docs/security.md "Bot-only tables".
  it("a game whose players all left is not played on by bots: it is aborted, then the table goes away", async () => {
    const ana = await srv.client().create("stones", join("Ana", { options: { startPile: 20 } }));
    const t = track(ana);
    ana.send("start");
    await waitFor(() => t.all("legal").length > 0);
    const code = ana.roomId;
    const id = stateOf(ana).matchId;
    const movesBefore = (await srv.app.store.getMatch(id))!.moves.length;
    await ana.leave(true);
    await waitFor(() => matchMaker.getLocalRoomById(code) === undefined, 5000, "the room disposed");
    const m = await srv.app.store.getMatch(id);
    expect(m).toMatchObject({ status: "aborted" });
    expect(m!.moves.length, "no bot moved once nobody was at the table").toBe(movesBefore);
    expect(srv.logs.entries.some((e) => e.event === "table.abandoned" && e.fields.status === "playing")).toBe(
      true,
    );
  });
});
