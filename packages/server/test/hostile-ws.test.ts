/**
 * Issue 17's attacks on matchmaking and the tables, each repeated against a live server with the
 * real limits (docs/security.md): every one of these tests fails on the code before the issue.
 * Loopback only; the HTTP side (CORS, the operator's routes, headers) is hostile-http.test.ts.
 */
import type { Room } from "@colyseus/sdk";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LIMITS, type Limits } from "../src/limits.ts";
import { LOBBY_MAX } from "../src/lobby.ts";
import { Holdings } from "../src/table-guard.ts";
import {
  join,
  leaveAll,
  newToken,
  sleep,
  startServer,
  stateOf,
  type TestServer,
  track,
  waitFor,
} from "./helpers.ts";

let srv: TestServer;
const open: Room[] = [];

/** Each block runs on its own server (one per process): `limits` over the lifted loopback ones. */
function serverFor(limits: Partial<Limits>): void {
  beforeAll(async () => {
    srv = await startServer({ limits, idleWaitingSeconds: 60 });
  });
  afterAll(async () => {
    await leaveAll(open.splice(0));
    await srv.app.shutdown();
  });
}
afterEach(async () => {
  await leaveAll(open.splice(0));
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${srv.http}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as { error?: string } | null };
}

/** "" when the table was made (and is kept for cleanup), else the refusal's message. */
async function refusal(p: Promise<Room>): Promise<string> {
  try {
    open.push(await p);
    return "";
  } catch (e) {
    return (e as Error).message;
  }
}

const closedWith = (room: Room): Promise<number> => new Promise((res) => room.onLeave((code) => res(code)));
const logged = (event: string) => srv.logs.entries.filter((e) => e.event === event);

describe("matchmaking limits (the real values)", () => {
  serverFor(DEFAULT_LIMITS);

  it("table creation by HTTP is limited per address and per token, with a typed error", async () => {
    // attack 1: parallel POST /matchmake/create loops from one address
    const tries = await Promise.all(
      Array.from({ length: 40 }, () => post("/matchmake/create/stones", join("Mallory"))),
    );
    const made = tries.filter((t) => t.status === 200).length;
    const limited = tries.filter((t) => t.status === 429);
    const held = tries.filter((t) => /^TOO_MANY_TABLES: /.test(t.body?.error ?? ""));
    // 10 pass the per-minute window; of those, the address may hold 8 unfinished tables
    expect(made).toBe(Math.min(DEFAULT_LIMITS.createPerMinute, DEFAULT_LIMITS.tablesPerAddress));
    expect(limited.length).toBe(40 - DEFAULT_LIMITS.createPerMinute);
    expect(held.length).toBe(DEFAULT_LIMITS.createPerMinute - made);
    expect(limited[0]!.body?.error).toMatch(/^RATE_LIMITED: /);
    // one log line for the burst, not one per request
    expect(logged("limit.refused").filter((e) => e.fields.kind === "create").length).toBe(1);
  });

  it("a body with __proto__ is refused; no table is made with options the check did not see", async () => {
    // attack 7: {"__proto__":{"players":3}} became the prototype of the room's options
    const before = srv.app.health().rooms;
    const r = await post(
      "/matchmake/joinOrCreate/stones",
      `{"token":"${newToken()}","name":"Eve","__proto__":{"players":3}}`,
    );
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.body?.error).toMatch(/^BAD_JOIN_OPTIONS: __proto__/);
    expect(srv.app.health().rooms).toBe(before);
  });

  it("a weak player token is refused", async () => {
    const r = await post("/matchmake/joinOrCreate/stones", { token: "aaaaaaaaaaaaaaaa", name: "Eve" });
    expect(r.body?.error).toMatch(/^BAD_JOIN_OPTIONS: token: too easy to guess/);
  });

  it("guessing table codes is limited per address", async () => {
    // attack 9: 368 guesses a second went unthrottled
    const answers = await Promise.all(
      Array.from({ length: DEFAULT_LIMITS.joinByCodePerMinute + 10 }, (_, i) =>
        post(`/matchmake/joinById/ZZZZ${String(i).padStart(2, "2")}`, join("Guess")),
      ),
    );
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(10);
    expect(limited[0]!.body?.error).toMatch(/^RATE_LIMITED: /);
  });
});

describe("tables held", () => {
  serverFor({ tablesPerToken: DEFAULT_LIMITS.tablesPerToken, tablesPerAddress: 5 });

  it("a token holds at most tablesPerToken unfinished tables, an address tablesPerAddress", async () => {
    const token = newToken();
    for (let i = 0; i < DEFAULT_LIMITS.tablesPerToken; i++) {
      expect(await refusal(srv.client().create("stones", { token, name: "Ana", players: 2 }))).toBe("");
    }
    expect(await refusal(srv.client().create("stones", { token, name: "Ana", players: 2 }))).toMatch(
      /^TOO_MANY_TABLES: /,
    );
    // other tokens from the same address: up to tablesPerAddress (5) in all
    expect(await refusal(srv.client().create("stones", join("Bob")))).toBe("");
    expect(await refusal(srv.client().create("stones", join("Cat")))).toBe("");
    expect(await refusal(srv.client().create("stones", join("Dan")))).toMatch(/^TOO_MANY_TABLES: /);
    expect(srv.app.health().rooms).toBe(5);
  });
});

describe("tables per process", () => {
  serverFor({ maxTables: 2 });

  it("past maxTables live tables a new one is refused with SERVER_FULL", async () => {
    expect(await refusal(srv.client().create("stones", join("Ana")))).toBe("");
    expect(await refusal(srv.client().joinOrCreate("stones", join("Bob", { players: 3 })))).toBe("");
    expect(await refusal(srv.client().create("stones", join("Cat")))).toMatch(/^SERVER_FULL: /);
    expect(srv.app.health().rooms).toBe(2);
  });
});

describe("inbound frames", () => {
  serverFor({});

  async function seatedPair(): Promise<{ a: Room; b: Room }> {
    const a = await srv.client().create("stones", { ...join("Ana"), players: 2, token: newToken() });
    open.push(a);
    track(a);
    const b = await srv.client().joinById(a.roomId, join("Ben"));
    open.push(b);
    track(b);
    await waitFor(() => stateOf(a).status === "playing");
    return { a, b };
  }

  it("a request frame closes its sender with 4002 and gets no answer", async () => {
    // attack 4: room.request() bypassed the 4002 rule and was answered with zod's issue list
    const { a, b } = await seatedPair();
    const closed = closedWith(b);
    const answer = b.request("nonsense", { x: 1 }, { timeout: 1500 }).then(
      (v) => ({ answered: true, v }),
      (e: Error) => ({ answered: /issue|no_handler|invalid/i.test(e.message), v: e.message }),
    );
    expect(await closed).toBe(4002);
    expect((await answer).answered).toBe(false);
    expect(stateOf(a).seats[1]!.name).toBe("Ben");
  });

  it("malformed frames are logged a few times per table, cut short, without stacks", async () => {
    // attack 3: a 1.8 KB line with a stack per malformed message; a 15 KB line for a long type
    const { a } = await seatedPair();
    const before = srv.logs.entries.length;
    for (let i = 0; i < 12; i++) {
      const s = await srv.client().joinById(a.roomId, join(`S${i}`, { spectator: true }));
      const closed = closedWith(s);
      if (i % 2 === 0) s.send("x".repeat(15_000), {});
      else s.send("move", { version: "zero" });
      expect(await closed).toBe(4002);
    }
    const lines = srv.logs.entries.slice(before).filter((e) => e.level !== "info" && e.level !== "debug");
    const text = JSON.stringify(lines);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(text).not.toMatch(/\n\s+at /);
    expect(Math.max(...lines.map((l) => JSON.stringify(l).length))).toBeLessThan(400);
  });

  it("an explain of a deeply nested move is refused as malformed; the server answers on", async () => {
    // attack 9: a 4,000-deep move overflowed the encoder's stack (no answer, a logged exception)
    const { a, b } = await seatedPair();
    // the SDK cannot even encode it: the frame is written by hand (ROOM_DATA, "explain",
    // msgpack {move: [[[...1...]]]} with 4,000 nested one-element arrays)
    const type = Buffer.from("explain");
    const frame = Buffer.concat([
      Buffer.from([13, 0xa0 | type.length]),
      type,
      Buffer.from([0x81, 0xa4]),
      Buffer.from("move"),
      Buffer.alloc(4000, 0x91),
      Buffer.from([0x01]),
    ]);
    const closed = closedWith(b);
    b.connection.send(frame);
    expect(await closed).toBe(4002);
    expect(logged("table.exception")).toEqual([]);
    const t = track(a);
    a.send("explain", { move: { type: "take1" } });
    await waitFor(() => t.all("explained").length > 0);
  });
});

describe("seats", () => {
  serverFor({});

  it("another client presenting a live connection's reconnection token does not kick that player", async () => {
    // attack 6: the victim was closed with 4002 and its seat went to a bot
    const a = await srv.client().create("stones", { ...join("Ana"), players: 2, token: newToken() });
    open.push(a);
    const b = await srv.client().joinById(a.roomId, join("Ben"));
    open.push(b);
    await waitFor(() => stateOf(a).status === "playing");
    let kicked = false;
    b.onLeave(() => {
      kicked = true;
    });
    await expect(srv.client().reconnect(b.reconnectionToken)).rejects.toThrow(
      /reconnection token invalid|expired/,
    );
    await sleep(200);
    expect(kicked).toBe(false);
    expect(stateOf(a).seats[1]).toMatchObject({ name: "Ben", kind: "human", connected: true });
    expect(logged("reconnection.refused").length).toBeGreaterThan(0);
  });
});

describe("lobby", () => {
  serverFor({});

  it("a lobby client receives a bounded listing", async () => {
    // attack 1 (end): a new lobby client received 4,105 listings (1.5 MB)
    const token = () => newToken();
    const made: Room[] = [];
    const big = srv;
    {
      for (let i = 0; i < LOBBY_MAX + 20; i++) {
        made.push(await big.client().create("stones", { token: token(), name: `P${i}`, players: 2 }));
      }
      const lobby = await big.client().joinOrCreate("lobby");
      const rooms: unknown[] = [];
      lobby.onMessage("rooms", (list: unknown[]) => rooms.push(...list));
      lobby.onMessage("+", () => {});
      lobby.onMessage("-", () => {});
      await waitFor(() => rooms.length > 0, 5000, "the listing");
      expect(rooms.length).toBe(LOBBY_MAX);
      await lobby.leave();
      await leaveAll(made);
    }
  });
});

describe("holdings (unit)", () => {
  it("counts a creator's unfinished tables by address and by token, and forgets finished ones", () => {
    const h = new Holdings();
    const ana = { address: "10.0.0.1", tokenHash: "ana" };
    const bob = { address: "10.0.0.1", tokenHash: "bob" };
    h.add(ana);
    h.add(ana);
    h.add(bob);
    expect(h.of(ana)).toEqual({ byAddress: 3, byToken: 2 });
    h.remove(ana);
    expect(h.of(ana)).toEqual({ byAddress: 2, byToken: 1 });
    h.remove(ana);
    h.remove(bob);
    expect(h.of(bob)).toEqual({ byAddress: 0, byToken: 0 });
  });
});
