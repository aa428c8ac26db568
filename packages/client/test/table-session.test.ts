/**
 * The events of each move as the table page gets them (TableSession; docs/protocol.md "After an
 * accepted move"): the server sends `events` only to a seat shown a private event, ahead of the
 * patch; every other viewer takes a move's events from the log's lines of that version. The board's
 * updates and the log in words get the same events as when every client was sent them. A real
 * server (the stones fixture) and real sessions.
 */
import { randomBytes } from "node:crypto";
import { Client } from "@colyseus/sdk";
import type { AnyGameDef } from "@starport/rules";
import { createStarport, type Starport } from "@starport/server/app.ts";
import { LIFTED_PER_CLIENT } from "@starport/server/limits.ts";
import { memoryLogger } from "@starport/server/log.ts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { stones } from "../../rules/test/fixtures/stones.ts";
import { openRoom, type TableRequest, TableSession } from "../src/net/table-session.ts";
import { mergeLog } from "../src/state/log.ts";
import type { GateUpdate } from "../src/state/update-gate.ts";

let app: Starport;
let url = "";
const sessions: TableSession[] = [];

beforeAll(async () => {
  app = createStarport({
    games: { stones: stones as AnyGameDef },
    host: "127.0.0.1",
    port: 0,
    botDelayMs: 5,
    reconnectSeconds: 10,
    staticDir: null,
    logger: memoryLogger(),
    limits: LIFTED_PER_CLIENT,
  });
  const { port } = await app.listen();
  url = `ws://127.0.0.1:${port}`;
});

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.leave()));
  await app.shutdown();
});

async function waitFor(cond: () => boolean, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

type Event = Record<string, unknown>;

/** A page's session at a table, with the board's updates and the `events` messages it got. */
interface Page {
  session: TableSession;
  updates: GateUpdate<unknown, Event>[];
  /** Versions of the `events` messages received. */
  messages: number[];
  /** The events of the first update at `version` (the one that animates the move). */
  eventsAt(version: number): Event[] | undefined;
  /** The log in words' events: [version, type, private] of each. */
  log(): [number, unknown, boolean][];
}

async function open(req: TableRequest, name: string): Promise<Page> {
  const client = new Client(url);
  const who = { token: randomBytes(12).toString("base64url"), name };
  const room = await openRoom(client, req, who);
  const updates: GateUpdate<unknown, Event>[] = [];
  const messages: number[] = [];
  room.onMessage("events", (p: { version: number }) => messages.push(p.version));
  const ignore = () => {};
  const session = new TableSession(
    client,
    room,
    who,
    {
      snapshot: ignore,
      update: (u) => updates.push(u),
      rejected: ignore,
      error: ignore,
      connection: ignore,
      seat: ignore,
      hint: ignore,
    },
    req.kind === "code" && req.spectate,
  );
  sessions.push(session);
  return {
    session,
    updates,
    messages,
    eventsAt: (version) => updates.find((u) => u.version === version)?.events,
    log: () =>
      mergeLog(session.snapshot?.log ?? [], session.received).map((m) => [
        m.version,
        m.event.type,
        m.private,
      ]),
  };
}

/** Ana and Ben at a new private stones table, started; each has had a first update. */
async function table(): Promise<{ ana: Page; ben: Page }> {
  const create: TableRequest = {
    kind: "create",
    game: "stones",
    players: 2,
    botFillAfterSec: null,
    options: { startPile: 20 },
    clock: null,
  };
  const ana = await open(create, "Ana");
  const ben = await open({ kind: "code", code: ana.session.code, spectate: false }, "Ben");
  await waitFor(() => [ana, ben].every((p) => p.eventsAt(0) !== undefined), "the first updates");
  return { ana, ben };
}

const took = (seat: number, stones: number) => ({ type: "took", seat, stones });

it("a move's events reach every page: from the log without a message, from `events` for a private one", async () => {
  const { ana, ben } = await table();
  const sol = await open({ kind: "code", code: ana.session.code, spectate: true }, "Sol");
  await waitFor(() => sol.eventsAt(0) !== undefined, "the spectator's first update");
  const pages = [ana, ben, sol];

  // public events only: no `events` message, every page animates them
  ana.session.send({ type: "take1" });
  await waitFor(() => pages.every((p) => p.eventsAt(1) !== undefined), "the first move everywhere");
  for (const p of pages) {
    expect(p.eventsAt(1)).toEqual([took(0, 1)]);
    expect(p.log()).toEqual([[1, "took", false]]);
  }

  // Ben plays a card and draws one: he alone gets `events`, with the card he drew
  ben.session.send({ type: "play", card: 0 });
  await waitFor(() => pages.every((p) => p.eventsAt(2) !== undefined), "the second move everywhere");
  const bens = ben.eventsAt(2)!;
  expect(bens.map((e) => e.type)).toEqual(["drew", "took"]);
  expect(bens[0]).toEqual({ type: "drew", seat: 1, card: expect.any(Number) });
  for (const p of [ana, sol]) expect(p.eventsAt(2)).toEqual([bens[1]]);
  expect(ben.log()).toEqual([
    [1, "took", false],
    [2, "drew", true],
    [2, "took", false],
  ]);
  for (const p of [ana, sol])
    expect(p.log()).toEqual([
      [1, "took", false],
      [2, "took", false],
    ]);
  expect(pages.map((p) => p.messages)).toEqual([[], [2], []]);
  // each page showed each version once with its events
  for (const p of pages)
    expect(p.updates.filter((u) => u.events.length > 0).map((u) => u.version)).toEqual([1, 2]);
});

it("a page opened mid-game, and one back from a drop, animate no move they did not see", async () => {
  const { ana, ben } = await table();
  ana.session.send({ type: "take1" });
  await waitFor(() => ben.eventsAt(1) !== undefined, "Ana's move at Ben's");

  // a spectator opens the page now: a first render, without events
  const sol = await open({ kind: "code", code: ana.session.code, spectate: true }, "Sol");
  await waitFor(() => sol.eventsAt(1) !== undefined, "the spectator's first update");
  expect(sol.eventsAt(1)).toEqual([]);
  expect(sol.log()).toEqual([[1, "took", false]]);

  // Ana's connection drops; Ben moves meanwhile; the SDK brings her back with the full state
  const room = ana.session.currentRoom;
  room.reconnection.minDelay = 300;
  room.reconnection.delay = 300;
  (room.connection.transport as unknown as { ws: { close(): void } }).ws.close();
  await waitFor(() => ben.session.snapshot?.players[0]?.connected === false, "Ana away at Ben's");
  ben.session.send({ type: "take1" });
  await waitFor(() => ana.eventsAt(2) !== undefined, "Ana back at version 2");
  expect(ana.eventsAt(2)).toEqual([]);
  expect(sol.eventsAt(2)).toEqual([took(1, 1)]);
  expect(ana.log()).toEqual([
    [1, "took", false],
    [2, "took", false],
  ]);

  // the next move is animated everywhere again
  ana.session.send({ type: "take1" });
  await waitFor(() => [ana, ben, sol].every((p) => p.eventsAt(3) !== undefined), "the third move everywhere");
  for (const p of [ana, ben, sol]) expect(p.eventsAt(3)).toEqual([took(0, 1)]);
});
