/**
 * Leak tests on the wire, for every game of the site (issue 17). One real server in this process,
 * real SDK clients: two seated players (the third seat, where the game has one, a bot) and
 * spectators play a real game, moves chosen from the `legal` messages by the game's default bot on
 * the client's own decoded view. Each connection records everything it receives
 * (support/wire-record.ts): the decoded state after every full state and patch, and every message of
 * any type. Along the way: a player's socket drops and the SDK reconnects by itself; it drops again
 * and comes back by hand with its reconnection token (a new Room); the other player leaves for good
 * (a bot takes the seat), a spectator joins mid-game, and the player takes the seat back with its
 * player token on a new connection; the first player opens the table on another device (the old
 * connection is closed) and resigns there. Then every connection's record is compared with the
 * rules' views of the match replayed from the store (support/wire-check.ts): exact public view,
 * exact own private view, no other seat's private entries, each move's events as the client gets
 * them (an `events` message ahead of the patch only for what the log does not carry) filtered for
 * that viewer, legal
 * moves for the own seat only, no hidden value anywhere, nothing after a close. A self-check proves
 * the comparator reports fabricated leaks. WIRE_SEED=<n> replays the clients' choices of a run
 * (the server's deal is random).
 */
import { matchMaker } from "@colyseus/core";
import type { Client } from "@colyseus/sdk";
import { LOG_KEEP } from "@starport/protocol";
import {
  type AnyGameDef,
  type Bot,
  canonicalJson,
  eventsFor,
  GAMES,
  playGame,
  type Rng,
  randomBot,
  rngFromSeed,
  type Seat,
  SPECTATOR,
  unflatten,
  type Viewer,
} from "@starport/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newToken, sleep, startServer, stones, type TestServer, waitFor } from "../helpers.ts";
import { checkWire, Truth } from "../support/wire-check.ts";
import type { WireLog, WireSnapshot } from "../support/wire-record.ts";
import { WireRecorder } from "../support/wire-record.ts";

const SEED = process.env.WIRE_SEED ?? String(Date.now() % 100_000);
/** Versions the table reaches at the end of each step (fewer if the game ends first). */
const STEPS = {
  start: 15,
  afterAutoReconnect: 35,
  afterTokenReconnect: 55,
  afterLeave: 75,
  afterReturn: 90,
  end: 125,
};
/** A person's pace: the server closes a client that sends more than 20 messages a second. */
const MIN_GAP_MS = 60;

let srv: TestServer;

beforeAll(async () => {
  srv = await startServer({ games: GAMES, botDelayMs: 5, reconnectSeconds: 20 });
});
afterAll(async () => {
  await srv?.app.shutdown();
});

/** One connection of a person: its recorder, and what it needs to play. */
interface Person {
  label: string;
  token: string;
  name: string;
  viewer: Viewer;
  client: Client;
  rec: WireRecorder;
  rng: Rng;
  /** Plays its legal moves in `playUntil`. */
  active: boolean;
  lastSentAt: number;
  sentAt: { version: number; rejected: number } | null;
}

function person(label: string, viewer: Viewer, token = newToken()): Person {
  return {
    label,
    token,
    name: label,
    viewer,
    client: srv.client(),
    rec: new WireRecorder(label, viewer),
    rng: rngFromSeed(`wire:${SEED}:${label}`),
    active: viewer !== SPECTATOR,
    lastSentAt: 0,
    sentAt: null,
  };
}

function attach(p: Person, room: WireRecorder["room"]): void {
  room.reconnection.minUptime = 0;
  room.reconnection.minDelay = 30;
  room.reconnection.delay = 30;
  room.reconnection.maxDelay = 200;
  p.rec.attach(room);
}

async function enter(
  p: Person,
  how: { create: string; options: Record<string, unknown> } | { code: string },
) {
  const options = { token: p.token, name: p.name, ...(p.viewer === SPECTATOR ? { spectator: true } : {}) };
  const room =
    "create" in how
      ? await p.client.create(how.create, { ...options, ...how.options })
      : await p.client.joinById(how.code, options);
  attach(p, room);
  await waitFor(() => p.rec.messages("hello").length > 0, 5000, `${p.label}'s hello`);
  return p;
}

/** Cuts the socket without a close handshake code, as a network loss would (the server sees a drop). */
function cutSocket(p: Person): void {
  (p.rec.room.connection.transport as unknown as { ws: WebSocket }).ws.close();
}

const snap = (p: Person): WireSnapshot => {
  const s = p.rec.latest();
  if (!s) throw new Error(`${p.label} has no state`);
  return s;
};

/** The legal moves `p` got for the version its state is at (none if it must not act). */
function legalNow(p: Person): unknown[] {
  const s = p.rec.latest();
  const l = p.rec.last<{ version: number; moves: unknown[] }>("legal");
  return s && l && l.version === s.version ? l.moves : [];
}

/** The game's default bot picks from the legal moves, seeing only what this client decoded. */
function choose(def: AnyGameDef, p: Person, s: WireSnapshot, legal: unknown[]): unknown {
  const seat = p.viewer as Seat;
  const bot = (def.bots.default ?? randomBot) as Bot<unknown, unknown, unknown>;
  try {
    const move = bot.choose({
      seat,
      view: { public: unflatten(s.view), private: unflatten(s.seats[seat]?.private ?? []) },
      legal,
      rng: p.rng,
      budgetMs: 10,
      now: () => performance.now(),
    });
    const key = canonicalJson(move);
    if (legal.some((m) => canonicalJson(m) === key)) return move;
  } catch {
    // a bot that cannot read the view: a random legal move
  }
  return p.rng.pick(legal);
}

/** Sends one move if `p` may act now and has no move of its own in flight. */
function tryMove(def: AnyGameDef, p: Person): void {
  const s = p.rec.latest();
  if (!p.active || !s || s.status !== "playing" || !p.rec.room.connection?.isOpen) return;
  const legal = legalNow(p);
  if (legal.length === 0) return;
  const rejected = p.rec.messages("rejected").length;
  if (p.sentAt && p.sentAt.version === s.version && p.sentAt.rejected === rejected) return;
  if (Date.now() - p.lastSentAt < MIN_GAP_MS) return;
  p.lastSentAt = Date.now();
  p.sentAt = { version: s.version, rejected };
  p.rec.room.send("move", { version: s.version, move: choose(def, p, s, legal) });
}

/** The active people play until `done()` holds or the game ends; fails after `ms`. */
async function playUntil(
  def: AnyGameDef,
  people: Person[],
  table: Person,
  done: () => boolean,
  what: string,
) {
  const end = Date.now() + 15_000;
  while (!done() && snap(table).status === "playing") {
    if (Date.now() > end) {
      const s = snap(table);
      throw new Error(
        `${def.id}: timed out waiting for ${what}: version ${s.version}, actors [${s.actors}], seats ${JSON.stringify(s.seats.map((x) => [x.kind, x.botReason, x.connected]))}`,
      );
    }
    for (const p of people) tryMove(def, p);
    await sleep(5);
  }
}

const reaches = (table: Person, v: number) => () => snap(table).version >= v;
const playing = (table: Person) => snap(table).status === "playing";

/** Plays one table of `def` through every step; returns each connection's record and the truth. */
async function playTable(def: AnyGameDef): Promise<{ logs: WireLog[]; truth: Truth; code: string }> {
  const seats = Math.min(3, def.players.max);
  const ana = person("Ana", 0);
  const ben = person("Ben", 1);
  const stands = person("Stands", SPECTATOR);
  await enter(ana, {
    create: def.id,
    options: { players: seats, mode: "private", botFillAfterSec: null },
  });
  const code = ana.rec.room.roomId;
  await enter(stands, { code });
  await enter(ben, { code });
  if (seats > 2) ana.rec.room.send("start", {});
  await waitFor(() => snap(stands).status !== "waiting" && snap(ana).status !== "waiting", 5000, "the start");
  const everyone = [ana, ben, stands];
  const players = [ana, ben];

  // a few messages besides moves: chat, explain (seated and not), a stale move
  stands.rec.room.send("chat", { text: "good luck" });
  await waitFor(
    () => legalNow(ana).length + legalNow(ben).length > 0 || !playing(stands),
    5000,
    "a legal move",
  );
  const some = legalNow(ana)[0] ?? legalNow(ben)[0];
  if (some !== undefined) {
    stands.rec.room.send("explain", { move: some });
    ana.rec.room.send("explain", { move: some });
    await waitFor(() => stands.rec.messages("explained").length > 0, 3000, "explained");
  }
  ben.rec.room.send("move", { version: 99_999, move: some ?? {} });
  await waitFor(() => ben.rec.messages("rejected").length > 0, 3000, "the stale move's rejection");

  await playUntil(def, players, stands, reaches(stands, STEPS.start), "the first moves");

  // Ana's network drops; the SDK reconnects by itself (same Room object, same StateView)
  // (it waits a little, so the others may move meanwhile)
  const hellos = ana.rec.messages("hello").length;
  ana.rec.room.reconnection.minDelay = 300;
  ana.rec.room.reconnection.delay = 300;
  ana.active = false;
  cutSocket(ana);
  await playUntil(def, [ben], stands, () => ana.rec.room.connection?.isOpen !== true, "Ana's socket closed");
  ana.active = true;
  await playUntil(
    def,
    players,
    stands,
    () => ana.rec.messages("hello").length > hellos,
    "Ana's reconnection",
  );
  await playUntil(
    def,
    players,
    stands,
    reaches(stands, STEPS.afterAutoReconnect),
    "moves after the reconnection",
  );

  // it drops again; this time the client comes back by hand with its reconnection token (a new Room)
  ana.active = false;
  ana.rec.room.reconnection.enabled = false;
  const token = ana.rec.room.reconnectionToken;
  const closed = ana.rec.items.filter((x) => x.kind === "closed").length;
  cutSocket(ana);
  await waitFor(() => ana.rec.items.filter((x) => x.kind === "closed").length > closed, 3000, "Ana's close");
  // the others play on meanwhile, if they may
  await playUntil(
    def,
    players,
    stands,
    () => snap(stands).seats[0]?.connected === false,
    "Ana shown away again",
  );
  await sleep(50);
  attach(ana, await ana.client.reconnect(token));
  await waitFor(
    () => ana.rec.latest() !== undefined && ana.rec.messages("hello").length > hellos + 1,
    5000,
    "hello",
  );
  ana.active = true;
  await playUntil(def, players, stands, reaches(stands, STEPS.afterTokenReconnect), "moves after the token");

  // Ben leaves for good: a bot plays his seat; he must receive nothing more
  ben.active = false;
  await ben.rec.room.leave(true);
  await waitFor(() => ben.rec.items.some((x) => x.kind === "closed"), 3000, "Ben's close");
  const benItems = ben.rec.items.length;
  if (playing(stands))
    await playUntil(def, players, stands, () => snap(stands).seats[1]?.kind === "bot", "a bot on Ben's seat");
  // a spectator joins mid-game (full state first)
  const late = await enter(person("Late", SPECTATOR), { code });
  everyone.push(late);
  await playUntil(def, players, stands, reaches(stands, STEPS.afterLeave), "moves with a bot on Ben's seat");

  // Ben comes back on a new connection with his player token: the seat is his again
  const benAgain = await enter(person("Ben again", 1, ben.token), { code });
  everyone.push(benAgain);
  players.push(benAgain);
  if (playing(stands))
    await playUntil(def, players, stands, () => snap(stands).seats[1]?.kind === "human", "Ben's seat back");
  await playUntil(def, players, stands, reaches(stands, STEPS.afterReturn), "moves after Ben's return");

  // Ana opens the table on another device: the seat moves there, the first connection is closed
  const anaClosed = ana.rec.items.filter((x) => x.kind === "closed").length;
  const ana2 = await enter(person("Ana elsewhere", 0, ana.token), { code });
  everyone.push(ana2);
  ana.active = false;
  players.push(ana2);
  await waitFor(
    () => ana.rec.items.filter((x) => x.kind === "closed").length > anaClosed,
    3000,
    "the first connection closed",
  );
  expect(ana.rec.last("error")).toMatchObject({ code: "SEAT_TAKEN_ELSEWHERE" });
  await playUntil(def, players, stands, reaches(stands, STEPS.afterReturn + 10), "moves on the other device");

  // Ana resigns: a bot plays her seat to the end; she still sees her own seat's view
  ana2.active = false;
  ana2.rec.room.send("resign", {});
  if (playing(stands))
    await playUntil(
      def,
      players,
      stands,
      () => snap(stands).seats[0]?.botReason === "resigned",
      "Ana's resignation",
    );
  await playUntil(def, players, stands, reaches(stands, STEPS.end), "moves after the resignation");

  // stop, let what is in flight arrive, then everyone leaves
  for (const p of players) p.active = false;
  await sleep(100);
  expect(ben.rec.items.length, "Ben received something after leaving").toBe(benItems);
  await Promise.all(
    everyone.map((p) =>
      p.rec.room.connection?.isOpen ? Promise.race([p.rec.room.leave(true).catch(() => 0), sleep(1000)]) : 0,
    ),
  );
  const matchId = snap(stands).matchId;
  // the bots would finish the game for nobody: close the table
  await matchMaker
    .getLocalRoomById(code)
    ?.disconnect()
    .catch(() => {});
  const match = await srv.app.store.getMatch(matchId);
  if (!match) throw new Error(`match ${matchId} is not stored`);
  return { logs: everyone.map((p) => p.rec), truth: new Truth(def, match), code };
}

describe("what each client receives is what the rules let it see", () => {
  for (const def of Object.values(GAMES)) {
    it(`${def.id} (seed ${SEED})`, { timeout: 40_000 }, async () => {
      const t0 = Date.now();
      const { logs, truth } = await playTable(def);
      const problems = logs.flatMap((log) => checkWire(truth, log));
      expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
      // the run covered what it says it covers
      const byLabel = new Map(logs.map((l) => [l.label, l]));
      const states = (l: WireLog) => l.items.filter((x) => x.kind === "state").length;
      for (const l of logs) expect(states(l), `${l.label} received states`).toBeGreaterThan(0);
      const ana = byLabel.get("Ana")!;
      expect(ana.items.filter((x) => x.kind === "message" && x.type === "hello").length).toBe(3);
      expect(new Set(ana.items.map((x) => x.room)).size).toBe(2);
      expect(truth.maxVersion).toBeGreaterThanOrEqual(Math.min(STEPS.afterLeave, 10));
      // what was at stake: states with an own private view, moves with events not for everyone, hidden strings
      const ownPrivate = logs
        .filter((l) => l.viewer !== SPECTATOR)
        .flatMap((l) => l.items)
        .filter(
          (x) => x.kind === "state" && x.snap.seats.some((seat) => (seat.private?.length ?? 0) > 0),
        ).length;
      let privateEvents = 0;
      let withHidden = 0;
      for (let v = 0; v <= truth.maxVersion; v++) {
        const ev = truth.events[v]!;
        if (ev.some((e) => e.visibleTo !== "all")) privateEvents++;
        if (truth.hidden(SPECTATOR, v).length > 0) withHidden++;
      }
      console.info(
        `${def.id}: ${truth.maxVersion} moves; items received: ${logs.map((l) => `${l.label} ${l.items.length}`).join(", ")}; ${ownPrivate} states with an own private view, ${privateEvents} moves with private events, ${withHidden} versions with hidden strings; ${Date.now() - t0} ms`,
      );
    });
  }
});

describe("the comparator reports leaks (self-check, no server)", () => {
  /** A version of a real game, played by its bots, where seat 1 has a private view and private events. */
  function realFixture() {
    for (const def of Object.values(GAMES)) {
      const players = Math.min(3, def.players.max);
      const seed = `wire-self-check:${def.id}`;
      const bots = Array.from(
        { length: players },
        () => (def.bots.default ?? randomBot) as Bot<unknown, unknown, unknown>,
      );
      const played = playGame(def, { players, seed, bots, rng: rngFromSeed(seed), maxSteps: 80 });
      const truth = new Truth(def, { players, seed, options: {}, moves: played.moves });
      for (let v = 1; v <= truth.maxVersion; v++) {
        const ev = truth.events[v]!;
        if (
          canonicalJson(eventsFor(ev, SPECTATOR)) !== canonicalJson(eventsFor(ev, 1)) &&
          truth.privateFlat(v, 1).size > 0
        )
          return { def, truth, v };
      }
    }
    throw new Error("no game of the site has a version with private events to fabricate leaks from");
  }

  /** The stones fixture with secret cards named by strings, for the scan of hidden strings. */
  function stringFixture() {
    const name = (c: number) => `secret-card-${c}`;
    const def: AnyGameDef = {
      ...(stones as AnyGameDef),
      privateView: (s: { hands: number[][] }, seat: Seat) => ({ hand: (s.hands[seat] ?? []).map(name) }),
    };
    const truth = new Truth(def, { players: 2, seed: "wire-self-check:strings", options: {}, moves: [] });
    const hidden = truth.hidden(SPECTATOR, 0);
    if (hidden.length === 0) throw new Error("the string fixture has no hidden string");
    return { def, truth, v: 0, hidden: hidden[0]! };
  }

  function honest(truth: Truth, v: number, viewer: Viewer): WireSnapshot {
    const view = [...truth.publicFlat(v)];
    return {
      version: v,
      status: "playing",
      view,
      seats: Array.from({ length: truth.match.players }, (_, s) => ({
        name: `P${s}`,
        kind: "human",
        connected: true,
        botReason: "",
        private: s === viewer ? [...truth.privateFlat(v, s)] : null,
      })),
      actors: truth.def.actors(truth.states[v]),
      log: truth.log(v),
      outcome: "",
      seed: "",
      seedHash: "",
      matchId: "m",
      json: { view: Object.fromEntries(view), log: truth.log(v) },
    };
  }

  /** An `events` message for move `v` with the events `from` may see. */
  const eventsItem = (truth: Truth, v: number, from: Viewer): WireLog["items"][number] => ({
    kind: "message",
    type: "events",
    payload: { version: v, events: eventsFor(truth.events[v]!, from) },
  });

  /** Whether `viewer` gets an `events` message for move `v` (docs/protocol.md "After an accepted move"). */
  const sentTo = (truth: Truth, v: number, viewer: Viewer): boolean => {
    const publicCount = eventsFor(truth.events[v]!, SPECTATOR).length;
    return eventsFor(truth.events[v]!, viewer).length > publicCount || publicCount > LOG_KEEP;
  };

  /** The state before move `v`, its `events` when the viewer gets them, the patch of `v`, then `extra`. */
  function record(
    truth: Truth,
    v: number,
    viewer: Viewer,
    extra: WireLog["items"] = [],
    snap = honest(truth, v, viewer),
  ): WireLog {
    const before: WireLog["items"] =
      v > 0
        ? [
            { kind: "state", snap: honest(truth, v - 1, viewer) },
            ...(sentTo(truth, v, viewer) ? [eventsItem(truth, v, viewer)] : []),
          ]
        : [];
    return { label: "fabricated", viewer, items: [...before, { kind: "state", snap }, ...extra] };
  }

  it("passes honest records and reports each fabricated leak", () => {
    const real = realFixture();
    const str = stringFixture();
    for (const f of [real, str]) {
      for (const viewer of [SPECTATOR, 0, 1] as Viewer[])
        expect(checkWire(f.truth, record(f.truth, f.v, viewer))).toEqual([]);
    }
    const { truth, v } = real;
    const patch = (viewer: Viewer, items: WireLog["items"]): WireLog => ({
      label: "fabricated",
      viewer,
      items: [{ kind: "state", snap: honest(truth, v - 1, viewer) }, ...items],
    });
    const after = (viewer: Viewer): WireLog["items"][number] => ({
      kind: "state",
      snap: honest(truth, v, viewer),
    });
    const withOther = (viewer: Viewer): WireSnapshot => {
      const s = honest(truth, v, viewer);
      s.seats[1]!.private = [...truth.privateFlat(v, 1)];
      return s;
    };
    const hid = str.hidden;
    const leaks: [string, Truth, WireLog][] = [
      [
        "a spectator holding seat 1's private map",
        truth,
        record(truth, v, SPECTATOR, [], withOther(SPECTATOR)),
      ],
      ["seat 0 holding seat 1's private map", truth, record(truth, v, 0, [], withOther(0))],
      ["a spectator given seat 1's events", truth, record(truth, v, SPECTATOR, [eventsItem(truth, v, 1)])],
      [
        "a spectator given seat 1's events before the patch",
        truth,
        patch(SPECTATOR, [eventsItem(truth, v, 1), after(SPECTATOR)]),
      ],
      ["seat 1's private events lost (no message before the patch)", truth, patch(1, [after(1)])],
      ["seat 1's events after the patch", truth, patch(1, [after(1), eventsItem(truth, v, 1)])],
      [
        "a spectator sent the events the log carries",
        truth,
        patch(SPECTATOR, [eventsItem(truth, v, SPECTATOR), after(SPECTATOR)]),
      ],
      [
        "legal moves sent to a spectator",
        truth,
        record(truth, v, SPECTATOR, [
          { kind: "message", type: "legal", payload: { version: v, moves: [{ type: "x" }] } },
        ]),
      ],
      [
        "the seed before the end",
        truth,
        record(truth, v, SPECTATOR, [], { ...honest(truth, v, SPECTATOR), seed: truth.match.seed }),
      ],
      [
        "a hidden string in an error message",
        str.truth,
        record(str.truth, 0, SPECTATOR, [
          { kind: "message", type: "error", payload: { code: "X", message: `you hold ${hid}` } },
        ]),
      ],
      [
        "a hidden string in a log line of the state",
        str.truth,
        record(str.truth, 0, SPECTATOR, [], {
          ...honest(str.truth, 0, SPECTATOR),
          json: { log: [JSON.stringify([0, "x", { card: hid }])] },
        }),
      ],
      [
        "a hidden string in a message of an unknown type",
        str.truth,
        record(str.truth, 0, 1, [{ kind: "message", type: "debug", payload: { hands: [hid] } }]),
      ],
    ];
    for (const [what, t, log] of leaks) {
      const found = checkWire(t, log);
      expect(found.length, `the checker misses ${what}`).toBeGreaterThan(0);
    }
  });
});
