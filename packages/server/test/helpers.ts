/** Test helpers: a real server on a random loopback port and real SDK clients. */

import { randomBytes } from "node:crypto";
import { Client, type Room } from "@colyseus/sdk";
import { logEventsOf, readLogLine, SERVER_MESSAGES } from "@starport/protocol";
import { type AnyGameDef, unflatten } from "@starport/rules";
import { afterAll, beforeAll } from "vitest";
import { stones } from "../../rules/test/fixtures/stones.ts";
import { createStarport, type Starport, type StarportOptions } from "../src/app.ts";
import { LIFTED_PER_CLIENT } from "../src/limits.ts";
import { memoryLogger } from "../src/log.ts";

export { stones };

export interface TestServer {
  app: Starport;
  port: number;
  url: string;
  /** http://127.0.0.1:<port> (for the HTTP API). */
  http: string;
  logs: ReturnType<typeof memoryLogger>;
  client(): Client;
}

/**
 * Starts a server offering the stones fixture (or `games` if given) on 127.0.0.1:<random>, with a
 * throwaway in-memory SQLite store unless `store` is given.
 */
export async function startServer(opts: Partial<StarportOptions> = {}): Promise<TestServer> {
  const logs = memoryLogger();
  // every client of a test comes from 127.0.0.1: per-client limits lifted unless a test sets them
  const limits = { ...LIFTED_PER_CLIENT, ...opts.limits };
  const app = createStarport({
    games: { stones: stones as AnyGameDef },
    host: "127.0.0.1",
    port: 0,
    botDelayMs: 5,
    reconnectSeconds: 1,
    staticDir: null,
    logger: logs,
    ...opts,
    limits,
  });
  const { port } = await app.listen();
  const url = `ws://127.0.0.1:${port}`;
  return { app, port, url, http: `http://127.0.0.1:${port}`, logs, client: () => new Client(url) };
}

/** A fresh player token. */
export function newToken(): string {
  return randomBytes(12).toString("base64url");
}

/** Polls `cond` every 5 ms until it holds; fails after `ms`. */
export async function waitFor(cond: () => boolean, ms = 3000, what = "condition"): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(5);
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** GET `path` from the server's HTTP API as JSON, with its status. */
export async function getJson<T = Decoded>(base: string, path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, body: (await res.json()) as T };
}

export const SERVER_MESSAGE_TYPES = Object.keys(SERVER_MESSAGES);

/** A move as a client saw it (docs/protocol.md "After an accepted move"). */
export interface SeenMove {
  version: number;
  /** Its `events` message, which came before the patch of its version; else the log's lines of it. */
  events: Decoded[];
  /** Whether an `events` message brought them. */
  sent: boolean;
}

/** Every server message a room receives, by type (attach right after joining). */
export interface Tracker {
  all<T = Decoded>(type: string): T[];
  last<T = Decoded>(type: string): T | undefined;
  /** Resolves with the first message of `type` received after this call. */
  next<T = Decoded>(type: string, ms?: number): Promise<T>;
  /** The moves whose patch reached this client (its state moved on by one version), in order. */
  moves(): SeenMove[];
  /** Resolves with the first move seen after this call. */
  nextMove(ms?: number): Promise<SeenMove>;
  /** Versions whose `events` message came after the state showed them (the server sends it before). */
  late(): number[];
}

export function track(room: Room): Tracker {
  const seen = new Map<string, unknown[]>();
  for (const type of SERVER_MESSAGE_TYPES) {
    seen.set(type, []);
    room.onMessage(type, (payload: unknown) => seen.get(type)!.push(payload));
  }
  const list = (type: string): unknown[] => {
    const l = seen.get(type);
    if (!l) throw new Error(`unknown message type ${type}`);
    return l;
  };
  const moves = trackMoves(room);
  return {
    all: <T>(type: string) => list(type) as T[],
    last: <T>(type: string) => list(type).at(-1) as T | undefined,
    async next<T>(type: string, ms = 3000) {
      const l = list(type);
      const before = l.length;
      await waitFor(() => l.length > before, ms, `a "${type}" message`);
      return l[before] as T;
    },
    moves: () => moves.seen,
    async nextMove(ms = 3000) {
      const before = moves.seen.length;
      await waitFor(() => moves.seen.length > before, ms, "a move's patch");
      return moves.seen[before]!;
    },
    late: () => moves.late,
  };
}

/** What a client makes of each move, as docs/protocol.md tells clients to (the web client's rule). */
function trackMoves(room: Room): { seen: SeenMove[]; late: number[] } {
  const seen: SeenMove[] = [];
  const late: number[] = [];
  const ahead = new Map<number, Decoded[]>();
  const shows = (st: Decoded): number | null => (st?.code ? st.version : null);
  let shown = shows(room.state);
  room.onMessage("events", (p: { version: number; events: Decoded[] }) => {
    if (shown !== null && p.version <= shown) late.push(p.version);
    else ahead.set(p.version, p.events);
  });
  room.onStateChange((st: Decoded) => {
    const v = shows(st);
    if (v === null) return;
    if (shown !== null && v === shown + 1) {
      const sent = ahead.get(v);
      const log = [...st.log].flatMap((line: string) => readLogLine(line) ?? []);
      seen.push({ version: v, events: sent ?? logEventsOf(log, v), sent: sent !== undefined });
    }
    for (const w of ahead.keys()) if (w <= v) ahead.delete(w);
    shown = v;
  });
  // messages are lost while the connection is down: the next state is a full one
  room.onDrop(() => {
    shown = null;
  });
  return { seen, late };
}

// biome-ignore lint/suspicious/noExplicitAny: decoded state built by reflection
export type Decoded = any;

/** Decoded synced state of a room. */
export function stateOf(room: Room): Decoded {
  return room.state as Decoded;
}

/** The public view as the room currently sees it. */
export function publicView(room: Room): Record<string, unknown> {
  return unflatten(stateOf(room).view.entries());
}

/** A synced flattened map (public view or a private view) rebuilt into its view. */
export function unflattenSeen(map: Decoded): unknown {
  return unflatten(map.entries());
}

/** Entries of each seat's private map as this client received them. */
export function privateEntries(room: Room): [string, string][][] {
  const seats: Decoded[] = [...stateOf(room).seats];
  return seats.map((s) => (s.private ? ([...s.private.entries()] as [string, string][]) : []));
}

/** The number of cards in a seat's hand, from its private view as this client received it (0: none seen). */
export function handSeen(room: Room, seat: number): number {
  const hand = unflatten(privateEntries(room)[seat] ?? []).hand;
  return Array.isArray(hand) ? hand.length : 0;
}

/** Leaves every room that is still open, ignoring errors. */
export async function leaveAll(rooms: Room[]): Promise<void> {
  await Promise.all(
    rooms.map((r) =>
      r.connection?.isOpen ? Promise.race([r.leave(true).catch(() => 0), sleep(1000)]) : Promise.resolve(0),
    ),
  );
}

export const join = (name: string, extra: Record<string, unknown> = {}) => ({
  token: newToken(),
  name,
  ...extra,
});

/** A test file's server (`serverForFile`): started before its tests, stopped after them. */
export interface FileServer {
  readonly srv: TestServer;
  /** Joins, keeps the room for the cleanup and tracks its messages. */
  enter(p: Promise<Room>): Promise<{ room: Room; t: Tracker }>;
}

/**
 * Starts a server (startServer's options) before the file's tests and, after them, leaves every
 * room `enter` kept and shuts the server down.
 */
export function serverForFile(opts: Partial<StarportOptions> = {}): FileServer {
  let srv: TestServer | null = null;
  const open: Room[] = [];
  beforeAll(async () => {
    srv = await startServer(opts);
  });
  afterAll(async () => {
    await leaveAll(open);
    await srv?.app.shutdown();
  });
  return {
    get srv() {
      if (!srv) throw new Error("the server starts in beforeAll");
      return srv;
    },
    async enter(p) {
      const room = await p;
      open.push(room);
      return { room, t: track(room) };
    },
  };
}
