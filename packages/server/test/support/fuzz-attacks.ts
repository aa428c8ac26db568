/**
 * The hostile side of the fuzz test: loops that each send one kind of attack to a live server
 * until `stop()` holds, pacing themselves so that together they send about a thousand messages
 * and requests a second from one test process. Every frame and request is counted by kind, and
 * every answer by kind and answer (an HTTP status and error code, a close code, a message type
 * and code). The attacks are those of issue 17:
 *
 * - `http.create`: tables created by POST /matchmake/create/<game> in a loop, never joined;
 * - `http.origin`: operator routes (/colyseus/*, /api/admin/*) and matchmaking with a forged Origin;
 * - `http.proto`: `{"__proto__":{"players":3}}` (and friends) in matchmaking bodies;
 * - `http.badjoin`: join options of the wrong shape;
 * - `http.guess`: POST /matchmake/joinById/<random code>;
 * - `http.weak`: the weak token "aaaaaaaaaaaaaaaa" in joins and as a Bearer token;
 * - `http.hostile`: bad JSON, huge headers and URLs, unknown routes, path traversal on the static
 *   files, oversized bodies;
 * - `ws.malformed` (+ `rejoin`): kick-and-rejoin cycles sending wrong types, wrong payload shapes,
 *   unknown message types (some 15,000 characters long), garbage msgpack, empty frames;
 * - `ws.request`: `room.request()`-style ROOM_REQUEST frames of unknown types or malformed payloads;
 * - `ws.chat` / `ws.context`: many spectators flooding chat and sending moves, explains, starts and
 *   resignations they may not send;
 * - `ws.deep`: `explain` and `move` with a 4,000-deep nested move, as spectator and seated;
 * - `ws.oversize`: frames over the server's 16 KiB limit;
 * - `ws.bottable`: bot-only tables (create 4 seats, start, leave);
 * - `ws.stolen`: another live connection's reconnection token, by HTTP and by WebSocket.
 *
 * `startAttacks` starts the loops of the all-at-once run; given a set of kinds, only the loops that
 * send them, each sending only those kinds (the per-attack phases of FUZZ_PHASES=1).
 */
import { randomBytes } from "node:crypto";
import type http from "node:http";
import type { Rng } from "@starport/rules";
import { sleep } from "../helpers.ts";
import {
  codeOf,
  dataFrame,
  deepMovePayload,
  httpLabel,
  P,
  type RawAnswer,
  RawConn,
  type Reservation,
  rawRequest,
  requestFrame,
  type Tally,
} from "./fuzz-wire.ts";

export interface AttackContext {
  port: number;
  /**
   * The attacker's address as the proxy in front of the server reports it (X-Forwarded-For with
   * LIMITS trustProxyHops=1): each attack loop is a different address of a small botnet.
   */
  xff: string;
  tally: Tally;
  rng: Rng;
  /** Games offered (ids). */
  games: string[];
  /** Codes of honest tables attackers may go to (never the unrelated one). */
  targets(): string[];
  /** Live honest connections' session ids and reconnection tokens (`roomId:token`). */
  honestTokens(): Victim[];
  stop(): boolean;
  /** The content of a file outside STATIC_DIR: it must never be served. */
  secret: string;
  /** Requests whose answer contained the secret (path traversal that worked). */
  leaks: string[];
  /** Stolen-token attempts that got a joined connection. */
  hijacks: string[];
  /** Resolves when the next HTTP request may go (all HTTP loops share one rate). */
  pace(): Promise<void>;
  /** The kinds to send (a loop that can send several sends only these); all of them when absent. */
  kinds?: ReadonlySet<string>;
}

const wants = (ctx: AttackContext, kind: string): boolean => !ctx.kinds || ctx.kinds.has(kind);

/** A shared pace: `perSecond` turns a second, handed out in order. */
export function pacer(perSecond: number): () => Promise<void> {
  let next = 0;
  return async () => {
    const now = performance.now();
    const at = Math.max(now, next);
    next = at + 1000 / perSecond;
    if (at - now >= 1) await sleep(at - now);
  };
}

/** A live connection whose reconnection token is presented by another. */
export interface Victim {
  roomId: string;
  sessionId: string;
  /** `roomId:token`, as the SDK keeps it. */
  token: string;
  /** Whether the victim's own connection is still open. */
  live(): boolean;
}

const WEAK = "aaaaaaaaaaaaaaaa";
const EVIL = "https://evil.example";
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const token = () => randomBytes(12).toString("base64url");
const json = { "content-type": "application/json" };

/** Codes of tables attackers made (bot-only tables, their own seated tables). */
const ownTables: string[] = [];
/** Attacker spectators' live connections (victims of the stolen-token attack too). */
const liveRaw: RawConn[] = [];

function randomCode(rng: Rng): string {
  return Array.from({ length: 6 }, () => rng.pick([...CODE_ALPHABET])).join("");
}

async function http1(
  ctx: AttackContext,
  agent: http.Agent,
  kind: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<RawAnswer> {
  await ctx.pace();
  ctx.tally.send(kind);
  const a = await rawRequest(agent, ctx.port, method, path, { "x-forwarded-for": ctx.xff, ...headers }, body);
  ctx.tally.answer(kind, httpLabel(a));
  if (a.body.includes(ctx.secret) && ctx.leaks.length < 20)
    ctx.leaks.push(`${method} ${path} -> ${a.status}`);
  return a;
}

/** A seat reservation (POST /matchmake/<method>/<room>), or null when refused. */
async function reserve(
  ctx: AttackContext,
  agent: http.Agent,
  kind: string,
  method: string,
  room: string,
  body: unknown,
): Promise<Reservation | null> {
  const a = await http1(ctx, agent, kind, "POST", `/matchmake/${method}/${room}`, json, JSON.stringify(body));
  if (a.status !== 200) return null;
  try {
    const r = JSON.parse(a.body) as Reservation;
    return r.sessionId && r.roomId && r.processId ? r : null;
  } catch {
    return null;
  }
}

/** Connects a raw socket for a reservation and waits for the join (or its refusal). */
async function connect(
  ctx: AttackContext,
  kind: string,
  res: Reservation,
  query: Record<string, string> = {},
  waitMs = 10_000,
): Promise<RawConn | null> {
  const c = new RawConn(ctx.port, res, query, { "x-forwarded-for": ctx.xff });
  c.onHeard = (h) => {
    if (h.type === "legal" || h.type === "hello" || h.type === "events") return;
    ctx.tally.answer(kind, h.type === "RESPONSE" ? `response ${h.payload}` : `msg ${h.type} ${codeOf(h)}`);
  };
  const joined = await Promise.race([c.joined, sleep(waitMs).then(() => null)]);
  if (joined === null) {
    ctx.tally.answer(kind, `ws no answer in ${waitMs / 1000} s`);
    c.close();
    return null;
  }
  if (!joined) {
    const code =
      c.closeCode ?? (await Promise.race([c.closed.then((x) => x.code), sleep(1000).then(() => 0)]));
    ctx.tally.answer(kind, `ws refused ${code}`);
    c.close();
    return null;
  }
  return c;
}

/** Waits up to `ms` for the server to close `c`; labels the close (or `open`), then closes it. */
async function closeOutcome(
  ctx: AttackContext,
  kind: string,
  c: RawConn,
  ms: number,
): Promise<number | null> {
  const r = await Promise.race([c.closed, sleep(ms).then(() => null)]);
  ctx.tally.answer(kind, r ? `ws close ${r.code}` : "ws still open");
  c.close();
  return r?.code ?? null;
}

function target(ctx: AttackContext, honestShare = 0.8): string | null {
  const honest = ctx.targets();
  if (honest.length > 0 && (ctx.rng.next() < honestShare || ownTables.length === 0))
    return ctx.rng.pick(honest);
  return ownTables.length > 0 ? ctx.rng.pick(ownTables) : null;
}

const spectate = (name: string) => ({ token: token(), name, spectator: true });

// ---- HTTP attacks ----------------------------------------------------------------------------

/** Tables created as fast as the server answers, never joined. */
export async function createLoop(ctx: AttackContext, agent: http.Agent): Promise<void> {
  while (!ctx.stop()) {
    const game = ctx.rng.pick(ctx.games);
    await http1(
      ctx,
      agent,
      "http.create",
      "POST",
      `/matchmake/create/${game}`,
      json,
      JSON.stringify({ token: token(), name: "Spam", players: 2, mode: ctx.rng.pick(["public", "private"]) }),
    );
  }
}

/** Operator routes and matchmaking with a forged Origin (and wrong or no credentials). */
export async function originLoop(ctx: AttackContext, agent: http.Agent): Promise<void> {
  const badAuth = `Basic ${Buffer.from("admin:wrong").toString("base64")}`;
  while (!ctx.stop()) {
    // a forged X-Forwarded-For entry in front: the proxy appends the real address after it
    const origin = { origin: EVIL, referer: `${EVIL}/x`, "x-forwarded-for": `203.0.113.7, ${ctx.xff}` };
    const game = ctx.rng.pick(ctx.games);
    const pick = ctx.rng.int(8);
    let a: RawAnswer;
    if (pick === 0) a = await http1(ctx, agent, "http.origin", "GET", "/colyseus/api", origin);
    else if (pick === 1)
      a = await http1(ctx, agent, "http.origin", "GET", "/colyseus/", { ...origin, authorization: badAuth });
    else if (pick === 2)
      a = await http1(ctx, agent, "http.origin", "GET", `/api/admin/tables/${randomCode(ctx.rng)}`, {
        ...origin,
        authorization: badAuth,
      });
    else if (pick === 3)
      a = await http1(ctx, agent, "http.origin", "OPTIONS", `/matchmake/create/${game}`, {
        ...origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      });
    else if (pick === 4)
      a = await http1(
        ctx,
        agent,
        "http.origin",
        "POST",
        `/matchmake/joinOrCreate/${game}`,
        { ...origin, ...json },
        JSON.stringify({ token: token(), name: "Evil", players: 2 }),
      );
    else if (pick === 5)
      a = await http1(ctx, agent, "http.origin", "DELETE", "/colyseus/api/room?roomId=x", origin);
    else if (pick === 6) a = await http1(ctx, agent, "http.origin", "GET", "/api/matches?limit=100", origin);
    else
      a = await http1(ctx, agent, "http.origin", "GET", "/api/me/matches", {
        ...origin,
        authorization: `Bearer ${WEAK}`,
      });
    if (a.acao === EVIL || a.acao === "*")
      ctx.tally.answer("http.origin", `cors allows ${a.acao === "*" ? "*" : "evil"}`);
  }
}

/** Prototype keys, wrong shapes and weak tokens in matchmaking bodies; random codes. */
export async function matchmakeLoop(ctx: AttackContext, agent: http.Agent): Promise<void> {
  const protoBodies = [
    (t: string) => `{"token":"${t}","name":"Proto","__proto__":{"players":3}}`,
    (t: string) =>
      `{"token":"${t}","name":"Proto","constructor":{"prototype":{"players":3,"spectator":true}}}`,
    (t: string) => `{"__proto__":{"players":3,"token":"${t}","name":"Proto"}}`,
    (t: string) => `{"token":"${t}","name":"Proto","options":{"__proto__":{"players":3}},"players":2}`,
    (t: string) => `{"token":"${t}","name":"Proto","clock":{"__proto__":{"kind":"turn"}}}`,
  ];
  const badBodies: unknown[] = [
    { token: "short", name: "x" },
    { token: token(), name: "x".repeat(500) },
    { token: token(), name: "" },
    { token: token(), name: "x", players: 99 },
    { token: token(), name: "x", players: -1 },
    { token: token(), name: "x", players: "2" },
    { token: token(), name: "x", mode: "secret" },
    { token: token(), name: "x", botFillAfterSec: 1e12 },
    { token: token(), name: "x", clock: { kind: "fischer", baseSec: -5 } },
    { token: token(), name: "x", options: [1, 2, 3] },
    { token: token(), name: "x", restore: "anything" },
    [1, 2, 3],
    "just a string",
    null,
    { token: { $gt: "" }, name: "x" },
  ];
  const pickKinds = ["http.proto", "http.badjoin", "http.guess", "http.weak", "http.weak"];
  const picks = pickKinds.flatMap((k, i) => (wants(ctx, k) ? [i] : []));
  while (!ctx.stop()) {
    const game = ctx.rng.pick(ctx.games);
    const pick = ctx.kinds ? ctx.rng.pick(picks) : ctx.rng.int(5);
    if (pick === 0) {
      const method = ctx.rng.pick(["create", "joinOrCreate", "join"]);
      await http1(
        ctx,
        agent,
        "http.proto",
        "POST",
        `/matchmake/${method}/${game}`,
        json,
        ctx.rng.pick(protoBodies)(token()),
      );
    } else if (pick === 1) {
      const method = ctx.rng.pick([
        "create",
        "joinOrCreate",
        "joinById",
        "reconnect",
        "lobby",
        "constructor",
      ]);
      const room = method === "joinById" || method === "reconnect" ? randomCode(ctx.rng) : game;
      await http1(
        ctx,
        agent,
        "http.badjoin",
        "POST",
        `/matchmake/${method}/${room}`,
        json,
        JSON.stringify(ctx.rng.pick(badBodies)),
      );
    } else if (pick === 2) {
      await http1(
        ctx,
        agent,
        "http.guess",
        "POST",
        `/matchmake/joinById/${randomCode(ctx.rng)}`,
        json,
        JSON.stringify({ token: token(), name: "Guess" }),
      );
    } else if (pick === 3) {
      // the weak token: quick play, and the honest tables' codes (a seat is never given away)
      const code = ctx.targets().length > 0 && ctx.rng.next() < 0.5 ? ctx.rng.pick(ctx.targets()) : null;
      await http1(
        ctx,
        agent,
        "http.weak",
        "POST",
        code ? `/matchmake/joinById/${code}` : `/matchmake/joinOrCreate/${game}`,
        json,
        JSON.stringify({ token: WEAK, name: "Weak", players: 2 }),
      );
    } else {
      await http1(ctx, agent, "http.weak", "GET", "/api/me/matches?limit=100", {
        authorization: `Bearer ${WEAK}`,
      });
    }
  }
}

/** Hostile HTTP: bad JSON, huge headers and URLs, unknown routes, traversal, oversized bodies. */
export async function hostileHttpLoop(ctx: AttackContext, agent: http.Agent): Promise<void> {
  const traversal = [
    "/../secret.txt",
    "/..%2fsecret.txt",
    "/%2e%2e/secret.txt",
    "/%2e%2e%2fsecret.txt",
    "/assets/../../secret.txt",
    "/assets/..%2f..%2fsecret.txt",
    "/assets/%2e%2e/%2e%2e/secret.txt",
    "/t/..%2f..%2fsecret.txt",
    "/..\\secret.txt",
    "/%5c..%5csecret.txt",
    "//secret.txt",
    "/static/../../secret.txt",
    "/assets/app.js%00.html",
    "/../../../../../../etc/passwd",
    "/rules/..%252f..%252fsecret.txt",
    "/replay/%2e%2e%2f%2e%2e%2fsecret.txt",
  ];
  const big = "x".repeat(20_000);
  while (!ctx.stop()) {
    const pick = ctx.rng.int(10);
    const game = ctx.rng.pick(ctx.games);
    if (pick === 0)
      await http1(
        ctx,
        agent,
        "http.hostile",
        "POST",
        `/matchmake/create/${game}`,
        json,
        '{"token": "abc", name: }',
      );
    else if (pick === 1) await http1(ctx, agent, "http.hostile", "GET", "/api/games", { "x-filler": big });
    else if (pick === 2)
      await http1(ctx, agent, "http.hostile", "GET", `/api/matches?game=${big.slice(0, 8000)}`);
    else if (pick === 3) await http1(ctx, agent, "http.hostile", "GET", `/no/such/route/${ctx.rng.int(1e9)}`);
    else if (pick <= 5) await http1(ctx, agent, "http.hostile", "GET", ctx.rng.pick(traversal));
    else if (pick === 6)
      await http1(
        ctx,
        agent,
        "http.hostile",
        "POST",
        `/matchmake/create/${game}`,
        json,
        Buffer.alloc(100_000, 0x20),
      );
    else if (pick === 7)
      await http1(
        ctx,
        agent,
        "http.hostile",
        "POST",
        `/matchmake/create/${game}`,
        { "content-type": "text/plain" },
        "players=3",
      );
    else if (pick === 8)
      await http1(ctx, agent, "http.hostile", "GET", `/api/matches/${"A".repeat(70)}/history.json`);
    else
      await http1(ctx, agent, "http.hostile", "POST", "/matchmake/create/../../etc", json, '{"token":"x"}');
  }
}

// ---- WebSocket attacks -----------------------------------------------------------------------

/** Well-formed frames a spectator may not act on, and chat. */
function contextFrame(ctx: AttackContext, version: number): { kind: string; frame: Buffer } {
  const r = ctx.rng.next();
  if (wants(ctx, "ws.chat") && (r < 0.55 || !wants(ctx, "ws.context")))
    return { kind: "ws.chat", frame: dataFrame("chat", { text: `flood ${ctx.rng.int(1e6)}` }) };
  const pick = ctx.rng.int(6);
  const frame =
    pick === 0
      ? dataFrame("move", { version, move: { type: "pass" } })
      : pick === 1
        ? dataFrame("move", { version: 0, move: 1 })
        : pick === 2
          ? dataFrame("explain", { move: { type: "attack", target: 0 } })
          : pick === 3
            ? dataFrame("start")
            : pick === 4
              ? dataFrame("resign", {})
              : dataFrame("back", null);
  return { kind: "ws.context", frame };
}

/**
 * Spectators who stay: chat floods and moves they may not make, at ~15 frames a second each (the
 * server drops a connection over 20 a second). Rejoins after being dropped.
 */
export async function spectatorLoop(ctx: AttackContext, agent: http.Agent, id: number): Promise<void> {
  while (!ctx.stop()) {
    const code = target(ctx, 0.9);
    if (!code) {
      await sleep(200);
      continue;
    }
    const res = await reserve(ctx, agent, "rejoin", "joinById", code, spectate(`Spec${id}`));
    // the answers go under ws.chat, or ws.context when that is all the loop sends
    const heard = wants(ctx, "ws.chat") ? "ws.chat" : "ws.context";
    const c = res ? await connect(ctx, heard, res) : null;
    if (!c) {
      await sleep(500);
      continue;
    }
    liveRaw.push(c);
    const until = Date.now() + 5000 + ctx.rng.int(10001);
    while (!ctx.stop() && c.open && Date.now() < until) {
      const f = contextFrame(ctx, ctx.rng.int(301));
      if (c.send(f.frame)) ctx.tally.send(f.kind);
      await sleep(66);
    }
    liveRaw.splice(liveRaw.indexOf(c), 1);
    if (!c.open) ctx.tally.answer(heard, `ws close ${c.closeCode}`);
    if (c.open) c.send(Buffer.from([P.LEAVE_ROOM]));
    c.close();
  }
}

/** Malformed frames; each may get the sender dropped (4002) or a typed answer. */
function malformedFrames(ctx: AttackContext): Buffer[] {
  const longType = "T".repeat(15_000);
  const garbage = randomBytes(ctx.rng.int(200) + 1);
  return [
    dataFrame("move", "not an object"),
    dataFrame("move", { version: "x", move: 1 }),
    dataFrame("move", { version: 0 }),
    dataFrame("move", { version: 0, move: 1, extra: true }),
    dataFrame("chat", { text: 5 }),
    dataFrame("chat", { text: "x".repeat(1300) }),
    dataFrame("start", { a: 1 }),
    dataFrame("resign", [1, 2, 3]),
    dataFrame(7, { x: 1 }),
    dataFrame(200, "y"),
    dataFrame("hack", { x: 1 }),
    dataFrame("__proto__", { players: 3 }),
    dataFrame("constructor", {}),
    dataFrame("toString", {}),
    dataFrame(longType, { x: 1 }),
    dataFrame(longType.slice(0, 255)),
    dataFrame("move", undefined, Buffer.from([0xc1, 0xc1, 0xc1])),
    dataFrame("move", undefined, Buffer.from([0x82, 0xa1])),
    dataFrame("chat", undefined, Buffer.from([0xdb, 0xff, 0xff, 0xff, 0xff])),
    dataFrame("move"),
    Buffer.alloc(0),
    Buffer.from([P.ROOM_DATA]),
    Buffer.from([P.ROOM_DATA, 0xd9]),
    Buffer.from([0]),
    Buffer.from([31, 1, 2, 3]),
    Buffer.from([0xff, 0xff, 0xff]),
    Buffer.concat([Buffer.from([P.ROOM_DATA_BYTES, 0xa4]), Buffer.from("move"), garbage]),
    Buffer.concat([Buffer.from([P.ROOM_DATA]), garbage]),
    Buffer.concat([Buffer.from([19]), garbage]),
    Buffer.concat([Buffer.from([20]), garbage]),
    garbage,
  ];
}

/** Kick-and-rejoin: join as a spectator, send a few malformed frames, get dropped, join again. */
export async function malformedLoop(ctx: AttackContext, agent: http.Agent, id: number): Promise<void> {
  while (!ctx.stop()) {
    const code = target(ctx, 0.7);
    if (!code) {
      await sleep(200);
      continue;
    }
    const res = await reserve(ctx, agent, "rejoin", "joinById", code, spectate(`Bad${id}`));
    const c = res ? await connect(ctx, "ws.malformed", res) : null;
    if (!c) {
      await sleep(300);
      continue;
    }
    const frames = malformedFrames(ctx);
    for (let i = 0; i < 12 && c.open && !ctx.stop(); i++) {
      if (c.send(ctx.rng.pick(frames))) ctx.tally.send("ws.malformed");
      await sleep(60);
    }
    await closeOutcome(ctx, "ws.malformed", c, 300);
  }
}

/** ROOM_REQUEST frames of unknown types and malformed payloads. */
export async function requestLoop(ctx: AttackContext, agent: http.Agent, id: number): Promise<void> {
  const frames = (): Buffer[] => [
    requestFrame(1, "nope", { x: 1 }),
    requestFrame(2, "T".repeat(15_000), {}),
    requestFrame(3, "move", "garbage"),
    requestFrame(4, "move", { version: 0, move: { type: "x" } }),
    requestFrame(5, "chat", { text: "via request" }),
    requestFrame(6, "explain", undefined, Buffer.from([0xc1])),
    requestFrame(7, 42, [1, 2]),
    requestFrame(8, "__proto__", {}),
    Buffer.from([P.ROOM_REQUEST]),
    Buffer.from([P.ROOM_REQUEST, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
  ];
  while (!ctx.stop()) {
    const code = target(ctx, 0.7);
    if (!code) {
      await sleep(200);
      continue;
    }
    const res = await reserve(ctx, agent, "rejoin", "joinById", code, spectate(`Req${id}`));
    const c = res ? await connect(ctx, "ws.request", res) : null;
    if (!c) {
      await sleep(300);
      continue;
    }
    const fs = frames();
    for (let i = 0; i < 12 && c.open && !ctx.stop(); i++) {
      if (c.send(ctx.rng.pick(fs))) ctx.tally.send("ws.request");
      await sleep(60);
    }
    await closeOutcome(ctx, "ws.request", c, 300);
  }
}

/** Deep moves and oversized frames from spectators. */
export async function deepLoop(ctx: AttackContext, agent: http.Agent, id: number): Promise<void> {
  const deep = [
    () => dataFrame("explain", undefined, deepMovePayload(4000, "map")),
    () => dataFrame("explain", undefined, deepMovePayload(4000, "array")),
    () => dataFrame("move", undefined, deepMovePayload(4000, "array", 0)),
  ];
  while (!ctx.stop()) {
    const code = target(ctx, 0.7);
    if (!code) {
      await sleep(200);
      continue;
    }
    const res = await reserve(ctx, agent, "rejoin", "joinById", code, spectate(`Deep${id}`));
    const r = ctx.rng.next();
    const oversize = wants(ctx, "ws.oversize") && (r < 0.3 || !wants(ctx, "ws.deep"));
    const kind = oversize ? "ws.oversize" : "ws.deep";
    const c = res ? await connect(ctx, kind, res) : null;
    if (!c) {
      await sleep(300);
      continue;
    }
    const frame = oversize
      ? dataFrame("chat", { text: "x".repeat(ctx.rng.pick([17_000, 100_000, 1_000_000])) })
      : ctx.rng.pick(deep)();
    if (c.send(frame)) ctx.tally.send(kind);
    await closeOutcome(ctx, kind, c, 1000);
  }
}

/**
 * Tables of the attackers' own: bot-only tables (4 seats, start, leave) and one-seat tables where
 * the attacker is seated and sends deep and bogus moves before leaving to the bot.
 */
export async function ownTableLoop(ctx: AttackContext, agent: http.Agent): Promise<void> {
  const four = ["stellar-omega", "space-opera", "space-gate-odyssey"].filter((g) => ctx.games.includes(g));
  while (!ctx.stop()) {
    const solo = ctx.rng.next() < 0.3 && ctx.games.includes("one-deck-galaxy");
    const game = solo ? "one-deck-galaxy" : ctx.rng.pick(four);
    const body = { token: token(), name: "Botter", players: solo ? 1 : 4, mode: "private" };
    const res = await reserve(ctx, agent, "ws.bottable", "create", game, body);
    const c = res ? await connect(ctx, "ws.bottable", res) : null;
    if (c) {
      ownTables.push(c.res.roomId);
      if (ownTables.length > 30) ownTables.shift();
      if (!solo && c.send(dataFrame("start"))) ctx.tally.send("ws.bottable");
      await sleep(300);
      if (solo) {
        // seated at a table being played: bogus and deep moves at the attacker's own turn
        for (let i = 0; i < 5 && c.open; i++) {
          if (i >= 3 && !wants(ctx, "ws.deep")) break;
          const f =
            i < 3
              ? dataFrame("move", { version: 0, move: { type: "nonsense", n: i } })
              : dataFrame("explain", undefined, deepMovePayload(4000, i === 3 ? "map" : "array"));
          if (c.send(f)) ctx.tally.send(i < 3 ? "ws.bottable" : "ws.deep");
          await sleep(60);
        }
      }
      if (c.send(Buffer.from([P.LEAVE_ROOM]))) ctx.tally.send("ws.bottable");
      await closeOutcome(ctx, "ws.bottable", c, 500);
    }
    await sleep(700);
  }
}

/**
 * Another live connection's reconnection token, presented by HTTP and by WebSocket, about ten a
 * second. A WebSocket presenting a live session may be left unanswered for a while (Colyseus waits
 * for a seat reservation that never comes), so attempts overlap, at most 30 at once.
 */
export async function stolenTokenLoop(ctx: AttackContext, agent: http.Agent): Promise<void> {
  const inFlight = new Set<Promise<void>>();
  // a connection while its victim is still connected is a hijack; after the victim dropped, the
  // token's holder may reconnect (that is what the token is for)
  const joined = (c: RawConn, v: Victim, how: string) => {
    if (v.live()) {
      if (ctx.hijacks.length < 20)
        ctx.hijacks.push(`${how} ${v.roomId} as ${c.res.sessionId} (victim ${v.sessionId})`);
      ctx.tally.answer("ws.stolen", "ws joined while the victim is connected");
    } else ctx.tally.answer("ws.stolen", "ws joined after the victim dropped");
    c.close();
  };
  const attempt = async (v: Victim) => {
    const [roomId, tok] = v.token.split(":") as [string, string];
    if (ctx.rng.next() < 0.5) {
      const res = await reserve(ctx, agent, "ws.stolen", "reconnect", roomId, { reconnectionToken: tok });
      if (!res) return;
      const c = await connect(
        ctx,
        "ws.stolen",
        { ...res, reconnectionToken: tok },
        { reconnectionToken: tok },
        5000,
      );
      if (c) joined(c, v, "reconnect");
      return;
    }
    ctx.tally.send("ws.stolen");
    const processId = await processIdOf(ctx, agent);
    const c = await connect(
      ctx,
      "ws.stolen",
      { sessionId: v.sessionId, roomId, name: "", processId },
      { reconnectionToken: tok },
      5000,
    );
    if (c) joined(c, v, "websocket");
  };
  while (!ctx.stop()) {
    const honest = ctx.honestTokens();
    const own = liveRaw
      .filter((c) => c.open && c.token)
      .map((c) => ({ roomId: c.res.roomId, sessionId: c.res.sessionId, token: c.token, live: () => c.open }));
    let pool = ctx.rng.next() < 0.5 && honest.length > 0 ? honest : own;
    // alone (a phase of its own) there are no attacker spectators to rob: honest players only
    if (ctx.kinds && pool.length === 0) pool = honest;
    if (pool.length === 0 || inFlight.size >= 30) {
      await sleep(100);
      continue;
    }
    const p: Promise<void> = attempt(ctx.rng.pick(pool)).finally(() => inFlight.delete(p));
    inFlight.add(p);
    await sleep(100);
  }
  await Promise.all(inFlight);
}

let processIdCache = "";
async function processIdOf(ctx: AttackContext, agent: http.Agent): Promise<string> {
  if (processIdCache) return processIdCache;
  const a = await rawRequest(agent, ctx.port, "GET", "/healthz");
  try {
    processIdCache = (JSON.parse(a.body) as { processId: string }).processId;
  } catch {
    processIdCache = "x";
  }
  return processIdCache;
}

// ---- starting the loops ------------------------------------------------------------------------

/** One kind of attack loop: how many run at once, the kinds that start it, its HTTP agent. */
interface LoopSpec {
  count: number;
  kinds: readonly string[];
  /** On the shared agent of joins (32 sockets), or on an agent of its own (1 socket). */
  shared: boolean;
  run(ctx: AttackContext, agent: http.Agent, i: number): Promise<void>;
}

/** The loops of the all-at-once run, in the order they start. */
const LOOPS: LoopSpec[] = [
  { count: 1, kinds: ["http.create"], shared: false, run: (c, a) => createLoop(c, a) },
  { count: 3, kinds: ["http.origin"], shared: false, run: (c, a) => originLoop(c, a) },
  {
    count: 4,
    kinds: ["http.proto", "http.badjoin", "http.guess", "http.weak"],
    shared: false,
    run: (c, a) => matchmakeLoop(c, a),
  },
  { count: 6, kinds: ["http.hostile"], shared: false, run: (c, a) => hostileHttpLoop(c, a) },
  { count: 1, kinds: ["ws.bottable"], shared: true, run: (c, a) => ownTableLoop(c, a) },
  { count: 1, kinds: ["ws.stolen"], shared: true, run: (c, a) => stolenTokenLoop(c, a) },
  { count: 24, kinds: ["ws.chat", "ws.context"], shared: true, run: spectatorLoop },
  { count: 12, kinds: ["ws.malformed"], shared: true, run: malformedLoop },
  { count: 3, kinds: ["ws.request"], shared: true, run: requestLoop },
  { count: 2, kinds: ["ws.deep", "ws.oversize"], shared: true, run: deepLoop },
];

/**
 * Starts the attack loops: all of them (the all-at-once run), or with `kinds` only the loops that
 * send one of them, each sending only those (`rejoin`, the spectators' seat reservations, comes
 * with the WebSocket kinds). Each loop gets its own address (`address()`, one of the botnet) and
 * its HTTP agent from `agent(sockets)`.
 */
export function startAttacks(
  ctx: AttackContext,
  opts: { agent(sockets: number): http.Agent; address(): string; kinds?: ReadonlySet<string> },
): Promise<void>[] {
  const joinAgent = opts.agent(32);
  const loops: Promise<void>[] = [];
  for (const spec of LOOPS) {
    if (opts.kinds && !spec.kinds.some((k) => opts.kinds!.has(k))) continue;
    for (let i = 0; i < spec.count; i++) {
      const c: AttackContext = { ...ctx, xff: opts.address(), ...(opts.kinds ? { kinds: opts.kinds } : {}) };
      loops.push(spec.run(c, spec.shared ? joinAgent : opts.agent(1), i));
    }
  }
  return loops;
}

/** Forgets the attackers' own tables and spectators (between phases: each attack starts afresh). */
export function resetAttackState(): void {
  ownTables.length = 0;
  liveRaw.length = 0;
}
