/**
 * Space Gate Odyssey scene adapter: from real game states (bots play the rules engine until each
 * kind of decision comes up), the click targets lead to exactly the legal moves, the panel in
 * front is the one the decision is made on, refused clicks stand for the move the server will
 * explain, and events become the animation steps the scene plays.
 */
import { rngFromSeed } from "@starport/rules/core/rng.ts";
import { spaceGateOdyssey as game } from "@starport/rules/space-gate-odyssey/index.ts";
import type { SgoEvent, SgoMove, SgoPublicView, SgoState } from "@starport/rules/space-gate-odyssey/types.ts";
import { describe, expect, it } from "vitest";
import {
  clearRooms,
  play,
  putModule,
  readyGame,
  setRoom,
  tileWith,
} from "../../rules/test/space-gate-odyssey/fixtures.ts";
import {
  candidateMove,
  type DecisionKind,
  interaction,
  moveKey,
  type Selection,
  sameMove,
} from "../src/games/space-gate-odyssey/adapter.ts";
import {
  animationSteps,
  MAX_QUEUE_MS,
  scheduleMs,
  stepMs,
} from "../src/games/space-gate-odyssey/animation.ts";

interface Sample {
  state: SgoState;
  view: SgoPublicView;
  seat: number;
  legal: SgoMove[];
}

const ALL_KINDS: DecisionKind[] = [
  "build",
  "place",
  "activate",
  "reorganize",
  "actSettlers",
  "actModules",
  "actAirlock",
  "send",
  "colonize",
  "swap",
  "recruit",
  "promote",
  "govern",
  "moveGate",
];

/** Plays bot games until every decision kind was seen once (first state of each kind kept). */
function collect(): Map<DecisionKind, Sample> {
  const found = new Map<DecisionKind, Sample>();
  const bot = game.bots.default!;
  const runs: { players: number; options: object }[] = [
    { players: 3, options: {} },
    { players: 2, options: { firstGame: true } },
    { players: 4, options: {} },
    { players: 3, options: {} },
    { players: 2, options: {} },
    { players: 4, options: {} },
    { players: 3, options: {} },
    { players: 4, options: {} },
  ];
  for (const [i, run] of runs.entries()) {
    if (ALL_KINDS.every((k) => found.has(k))) break;
    let s = game.setup({
      players: run.players,
      seed: `adapter-${i}`,
      options: game.optionsSchema.parse(run.options),
    });
    const rng = rngFromSeed(`adapter-bot-${i}`);
    for (let n = 0; n < 6000 && game.outcome(s) === null; n++) {
      const seat = game.actors(s)[0]!;
      const legal = game.legalMoves(s, seat);
      const view = game.publicView(s);
      const kind = interaction(view, legal, seat, null).decision;
      if (kind && !found.has(kind)) found.set(kind, { state: s, view, seat, legal });
      // The bot never reorganizes; take the token once so that decision shows up too.
      const reorganize = legal.find((m) => m.type === "reorganize");
      const move =
        reorganize && !found.has("reorganize")
          ? reorganize
          : bot.choose({
              seat,
              view: { public: view, private: {} },
              legal,
              rng,
              budgetMs: 20,
              now: () => 0,
            });
      const r = game.apply(s, seat, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }
  if (!found.has("send")) found.set("send", twoFullGateModules());
  return found;
}

/** Bots rarely fill two gate modules at once: seat 2 with two full alpha modules after a Water activation. */
function twoFullGateModules(): Sample {
  const s0 = readyGame(3, { first: 0 });
  const three = tileWith(s0, { type: "gate", gate: "alpha", capacity: 3 });
  const four = tileWith(s0, { type: "gate", gate: "alpha", capacity: 4 });
  putModule(s0, 2, three, 0, 1, { on: true, settlers: 3 });
  putModule(s0, 2, four, 0, -1, { on: true, settlers: 4 });
  for (const seat of [0, 1, 2]) clearRooms(s0, seat);
  setRoom(s0, 2, "energy", { engineers: 1 });
  setRoom(s0, 2, "modules", { chiefs: 1 });
  s0.active = 2;
  const { s } = play(s0, 2, { type: "activate", from: "energy", figure: "engineer", to: "water" });
  return { state: s, view: game.publicView(s), seat: 2, legal: game.legalMoves(s, 2) };
}

const samples = collect();

/** Every move the player can send from this state by clicking (selections followed up to depth 6). */
function reachable(view: SgoPublicView, legal: SgoMove[], seat: number): Map<string, SgoMove> {
  const out = new Map<string, SgoMove>();
  const seen = new Set<string>();
  // Breadth first: the shortest click path to each selection.
  const queue: (Selection | null)[] = [null];
  seen.add("null");
  while (queue.length > 0) {
    const sel = queue.shift()!;
    for (const t of interaction(view, legal, seat, sel).targets) {
      if (t.move) out.set(moveKey(t.move), t.move);
      else if (t.select && !seen.has(JSON.stringify(t.select))) {
        seen.add(JSON.stringify(t.select));
        queue.push(t.select);
      }
    }
  }
  return out;
}

describe("adapter: legal moves -> click targets", () => {
  it("the bot games reach every kind of decision the scene handles", () => {
    for (const k of ALL_KINDS) expect(samples.has(k), k).toBe(true);
  });

  it("for every decision, clicks reach exactly the legal moves and only them", () => {
    for (const [kind, s] of samples) {
      const got = reachable(s.view, s.legal, s.seat);
      const want = new Map(s.legal.map((m) => [moveKey(m), m]));
      expect([...got.keys()].sort(), kind).toEqual([...want.keys()].sort());
    }
  });

  it("puts in front the panel where each decision is made", () => {
    const panel: Record<string, string> = {
      build: "worksite",
      actModules: "worksite",
      place: "station",
      reorganize: "station",
      actSettlers: "station",
      actAirlock: "station",
      send: "station",
      activate: "odyssey",
      recruit: "odyssey",
      promote: "odyssey",
      govern: "odyssey",
      colonize: "planets",
      moveGate: "planets",
      swap: "hawking",
      swapAdjacent: "hawking",
    };
    for (const [kind, s] of samples)
      expect(interaction(s.view, s.legal, s.seat, null).focus, kind).toBe(panel[kind]);
  });

  it("activate: an engineer first, then the room it walks to", () => {
    const s = samples.get("activate")!;
    const first = interaction(s.view, s.legal, s.seat, null);
    expect(first.targets.some((t) => t.id.startsWith("room:"))).toBe(false);
    const fig = first.targets.find((t) => t.id.startsWith("fig:"))!;
    expect(fig.move).toBeNull();
    const second = interaction(s.view, s.legal, s.seat, fig.select);
    expect(second.hint.key).toBe("hint.activateRoom");
    const rooms = second.targets.filter((t) => t.id.startsWith("room:"));
    expect(rooms.length).toBe(4); // every other room
    for (const r of rooms) expect(r.move?.type).toBe("activate");
    expect(second.targets.some((t) => t.id === "btn:cancel")).toBe(true);
  });

  it("moving settlers: a module with settlers, then a highlighted module next to it; the moved settler stays picked", () => {
    const s = samples.get("actSettlers")!;
    const moves = s.legal.filter((m) => m.type === "moveSettler");
    const m = moves[0] as Extract<SgoMove, { type: "moveSettler" }>;
    const picked = interaction(s.view, s.legal, s.seat, { kind: "settler", module: m.from });
    const dest = picked.targets.find((t) => t.id === `mod:${m.to}`)!;
    expect(dest.move).toEqual(m);
    expect(picked.hint.key).toBe("hint.actSettlersTo");
    expect(picked.targets.find((t) => t.id === "btn:pass")?.label.params?.n).toBe(s.view.act?.pointsLeft);
  });

  it("placing: a cell takes the first legal turn, clicking it again turns through the legal turns only", () => {
    const s = samples.get("place")!;
    const places = s.legal.filter((m) => m.type === "place") as Extract<SgoMove, { type: "place" }>[];
    const at = places[0]!;
    const here = places.filter((m) => m.x === at.x && m.y === at.y).map((m) => m.rotation);
    let sel: Selection | null = null;
    const seen: number[] = [];
    for (let i = 0; i <= here.length; i++) {
      const it = interaction(s.view, s.legal, s.seat, sel);
      const cell = it.targets.find((t) => t.id === `cell:${at.x},${at.y}`)!;
      sel = cell.select;
      if (sel?.kind === "cell") seen.push(sel.rotation);
      const confirm = interaction(s.view, s.legal, s.seat, sel).targets.find((t) => t.id === "btn:place")!;
      expect(confirm.move).toEqual({
        type: "place",
        x: at.x,
        y: at.y,
        rotation: (sel as { rotation: number }).rotation,
      });
    }
    expect(seen.slice(0, here.length).sort()).toEqual([...here].sort());
    expect(seen[here.length]).toBe(seen[0]); // wraps around
  });

  it("swap: one token, then another sends the swap with the lower position first", () => {
    const s = samples.get("swap")!;
    const it = interaction(s.view, s.legal, s.seat, { kind: "token", pos: 3 });
    const t = it.targets.find((x) => x.id === "token:1")!;
    expect(t.move).toEqual({ type: "swap", a: 1, b: 3 });
    expect(it.hint.key).toBe("hint.swapSecond");
  });

  it("a stale selection is dropped when the legal moves change", () => {
    const s = samples.get("actModules")!;
    const it = interaction(s.view, s.legal, s.seat, { kind: "settler", module: 999 });
    expect(it.selection).toBeNull();
  });

  it("spectators and waiting players get no targets; the panel follows the player who acts", () => {
    const s = samples.get("colonize")!;
    const watch = interaction(s.view, [], null, null);
    expect(watch.targets).toEqual([]);
    expect(watch.focus).toBe("planets");
    expect(watch.hint.key).toBe("hint.watching");
    const wait = interaction(s.view, [], (s.seat + 1) % s.view.players, null);
    expect(wait.targets).toEqual([]);
    expect(wait.hint.key).toBe("hint.wait");
  });
});

describe("adapter: clicks that are not targets stand for a move the server explains", () => {
  it("a robot in a room: an activation of a robot (ROBOTS_NEVER_MOVE)", () => {
    const s = samples.get("activate")!;
    const m = candidateMove(s.view, s.seat, null, "fig:airlock:robot");
    expect(m).toEqual({ type: "activate", from: "airlock", figure: "robot", to: "water" });
    expect(game.apply(s.state, s.seat, m!)).toMatchObject({
      ok: false,
      error: { code: "ROBOTS_NEVER_MOVE" },
    });
  });

  it("a module of the station while placing: a placement on its cell (CELL_OCCUPIED)", () => {
    const s = samples.get("place")!;
    const white = s.view.seats[s.seat]!.station[0]!;
    const m = candidateMove(s.view, s.seat, null, `mod:${white.tile}`)!;
    expect(m).toEqual({ type: "place", x: white.x, y: white.y, rotation: 0 });
    expect(game.apply(s.state, s.seat, m)).toMatchObject({ ok: false, error: { code: "CELL_OCCUPIED" } });
  });

  it("a pile already used this turn: a draw from it (SAME_PILE_TWICE or not now)", () => {
    const s = samples.get("actModules")!;
    const m = candidateMove(s.view, s.seat, null, "pile:4")!;
    expect(m).toEqual({ type: "draw", pile: 4 });
  });

  it("a room before an engineer is picked stands for nothing (the scene says to pick an engineer)", () => {
    const s = samples.get("activate")!;
    expect(candidateMove(s.view, s.seat, null, "room:water")).toBeNull();
    expect(candidateMove(s.view, null, null, "pile:0")).toBeNull();
  });
});

describe("adapter: events -> animation steps", () => {
  const ev = (e: Record<string, unknown>): SgoEvent => ({ visibleTo: "all", ...e }) as unknown as SgoEvent;

  it("maps the events with motion to steps, in order, and skips the others", () => {
    const steps = animationSteps([
      ev({ type: "turnStarted", seat: 0, round: 1 }),
      ev({ type: "roomActivated", seat: 0, figure: "chief", from: "modules", room: "water" }),
      ev({ type: "settlerMoved", seat: 0, from: 81, to: 12 }),
      ev({ type: "moduleSwitchedOn", seat: 0, module: 12 }),
      ev({ type: "tileDrawn", seat: 1, pile: 3, tile: 40 }),
      ev({ type: "tilePlaced", seat: 1, tile: 40, x: 1, y: 0, rotation: 2 }),
      ev({ type: "settlerColonized", seat: 0, module: 12, planet: "bose", spot: 2 }),
      ev({ type: "influenceChanged", seat: 0, from: 8, to: 3, delta: 5, laps: 1, reason: "x" }),
      ev({ type: "governmentAdded", seat: 0, rank: 1, figure: "settler", room: null, wasChief: false }),
      ev({ type: "gateMoved", gate: "beta", from: "bose", to: "hawking", by: 0 }),
      ev({ type: "predominanceSwapped", seat: 0, a: 0, b: 3, order: [] }),
      ev({ type: "engineerPromoted", seat: 2, room: "energy" }),
    ]);
    expect(steps.map((s) => s.kind)).toEqual([
      "walk",
      "settler",
      "flip",
      "draw",
      "place",
      "fly",
      "wheel",
      "rank",
      "gate",
      "swap",
      "figure",
    ]);
    expect(steps[0]).toEqual({ kind: "walk", seat: 0, figure: "chief", from: "modules", to: "water" });
    expect(steps[6]).toEqual({ kind: "wheel", seat: 0, from: 8, to: 3, delta: 5 });
  });

  it("follows the player's speed: none at 0, faster at 2, a long queue squeezed into MAX_QUEUE_MS", () => {
    const steps = animationSteps(
      Array.from({ length: 30 }, () => ev({ type: "settlerMoved", seat: 0, from: 81, to: 12 })),
    );
    expect(scheduleMs(steps, 0).every((x) => x === 0)).toBe(true);
    const one = scheduleMs(steps.slice(0, 2), 1);
    const two = scheduleMs(steps.slice(0, 2), 2);
    expect(two[0]).toBe(Math.round(one[0]! / 2));
    const total = scheduleMs(steps, 1).reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(MAX_QUEUE_MS + steps.length);
    expect(stepMs({ kind: "wheel", seat: 0, from: 0, to: 9, delta: 29 })).toBeLessThanOrEqual(1200);
  });
});

describe("adapter: moves", () => {
  it("compares moves whatever the key order", () => {
    expect(sameMove({ type: "swap", a: 1, b: 2 }, { b: 2, a: 1, type: "swap" } as SgoMove)).toBe(true);
  });
});
