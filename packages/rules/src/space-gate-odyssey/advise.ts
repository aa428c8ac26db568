/**
 * Space Gate Odyssey: why a move is good, for a learn table's guide (`GameDef.advise`). It reads only
 * the seat's view: a state is rebuilt from it as the bot does (the piles' hidden order sampled with a
 * fixed seed, never read) and the move is played through `perform`, so every number of a reason comes
 * from the rules' own helpers. Keys are `why.*` of the game's client dictionary; a room's name is part
 * of the key (the client does not translate parameters), planet names are proper nouns.
 */
import { rngFromSeed } from "../core/rng.ts";
import type { Advice, Seat, SeatView } from "../core/types.ts";
import { sameMove } from "./bot-lookahead.ts";
import { stateFromView } from "./bot-view.ts";
import { GATES, type Gate, MODULES } from "./content.ts";
import { planetDef } from "./exoplanets.ts";
import { pointsIn } from "./figures.ts";
import { legalMoves } from "./legal.ts";
import { predominancePoints } from "./outcome.ts";
import { perform } from "./perform.ts";
import { scorePlanet, sideOf } from "./planets.ts";
import {
  capacityOf,
  matchesRoom,
  neighbours,
  openCorridors,
  placements,
  type StationModule,
} from "./station.ts";
import type { PlayerState, SgoEvent, SgoMove, SgoPrivateView, SgoPublicView, SgoState } from "./types.ts";

/** What a reason is drawn from: the view, the state rebuilt from it, and the move played on it. */
interface Ctx {
  v: SgoPublicView;
  seat: Seat;
  s: SgoState;
  next: SgoState;
  events: SgoEvent[];
}

type MoveOf<T extends SgoMove["type"]> = Extract<SgoMove, { type: T }>;
type Adviser<T extends SgoMove["type"]> = (c: Ctx, m: MoveOf<T>) => Advice;
type Params = Record<string, string | number>;

const advice = (key: string, params: Params = {}): Advice => ({ key, params });
const me = (c: Ctx): PlayerState => c.s.seats[c.seat]!;
const meAfter = (c: Ctx): PlayerState => c.next.seats[c.seat]!;
const moduleOf = (station: readonly StationModule[], tile: number): StationModule =>
  station.find((m) => m.tile === tile)!;

/** Why `move` (one of `seat`'s legal moves) is good now; null if the view does not list it. */
export function advise(
  view: SeatView<SgoPublicView, SgoPrivateView>,
  seat: Seat,
  move: SgoMove,
): Advice | null {
  const s = stateFromView(view.public, rngFromSeed("sgo-advise"));
  if (!legalMoves(s, seat).some((m) => sameMove(m, move))) return null;
  const { state: next, events } = perform(s, seat, move);
  const c: Ctx = { v: view.public, seat, s, next, events };
  return (ADVISERS[move.type] as Adviser<SgoMove["type"]>)(c, move);
}

// ---------------------------------------------------------------- station facts

/** Where gate `gate` leads now: an exoplanet's name or Hawking. */
function destination(v: SgoPublicView, gate: Gate): string {
  const at = v.gates.find((g) => g.gate === gate)?.at;
  if (at === "hawking") return "Hawking";
  return at === undefined || at === "unused" || at === "moving" ? "?" : planetDef(at).name;
}

/** Moves along corridors from `start` to the nearest module that `goal` accepts (null: none is reached). */
function stepsTo(
  station: readonly StationModule[],
  start: StationModule,
  goal: (m: StationModule) => boolean,
): { steps: number; module: StationModule } | null {
  const seen = new Set<StationModule>([start]);
  let layer = [start];
  for (let steps = 0; layer.length > 0; steps++) {
    const found = layer.find(goal);
    if (found) return { steps, module: found };
    const next: StationModule[] = [];
    for (const m of layer) {
      for (const n of neighbours(station, m)) {
        if (seen.has(n)) continue;
        seen.add(n);
        next.push(n);
      }
    }
    layer = next;
  }
  return null;
}

const typeOf = (m: StationModule) => MODULES[m.tile]!.type;
/** A gate module that still takes settlers (an Off one is switched On by the first). */
const gateWithRoom = (m: StationModule): boolean =>
  typeOf(m) === "gate" && (!m.on || m.settlers < capacityOf(m));

/** The On gate module of the room's domain that `n` settler moves could fill, fewest missing first. */
function gateToFill(station: readonly StationModule[], room: string, n: number) {
  let best: { need: number; gate: Gate } | null = null;
  for (const m of station) {
    const def = MODULES[m.tile]!;
    if (def.type !== "gate" || def.domain !== room || !m.on) continue;
    const need = capacityOf(m) - m.settlers;
    if (need > 0 && need <= n && (!best || need < best.need)) best = { need, gate: def.gate! };
  }
  return best;
}

/** Whether a settler next door could switch On an Off module of the room's domain. */
function canSwitchOn(station: readonly StationModule[], room: "water" | "wildlife" | "energy"): boolean {
  return station.some(
    (m) => !m.on && matchesRoom(m, room) && neighbours(station, m).some((n) => n.settlers > 0),
  );
}

/** Settlers that `n` Airlock actions put into On access modules (each filled to capacity, biggest first). */
function airlockFill(p: PlayerState, n: number): number {
  const room = p.station
    .filter((m) => m.on && typeOf(m) === "access")
    .map((m) => capacityOf(m) - m.settlers)
    .filter((g) => g > 0)
    .sort((a, b) => b - a)
    .slice(0, n)
    .reduce((a, b) => a + b, 0);
  return Math.min(room, p.reserve.settlers);
}

/** The others' action points in `room`, together. */
const othersIn = (c: Ctx, room: MoveOf<"activate">["to"]): number =>
  c.s.seats.reduce((sum, p, i) => (i === c.seat ? sum : sum + pointsIn(p, room)), 0);

// ---------------------------------------------------------------- the turn: activations and room actions

function activate(c: Ctx, m: MoveOf<"activate">): Advice {
  const room = m.to;
  const n = pointsIn(meAfter(c), room);
  const params = { n, others: othersIn(c, room) };
  if (room === "modules") return advice("why.activate.modules", params);
  if (room === "airlock") return advice("why.activate.airlock", { ...params, add: airlockFill(me(c), n) });
  const gate = gateToFill(me(c).station, room, n);
  if (gate) {
    return advice(`why.activate.${room}.gate`, {
      ...params,
      need: gate.need,
      planet: destination(c.v, gate.gate),
    });
  }
  if (canSwitchOn(me(c).station, room)) return advice(`why.activate.${room}.on`, params);
  return advice(`why.activate.${room}`, params);
}

/** A settler entering an Off module switches it On; an Odyssey module's bonus comes with it. */
function switchOn(c: Ctx, to: StationModule): Advice {
  const def = MODULES[to.tile]!;
  if (def.type === "gate") return advice("why.settler.on.gate", { planet: destination(c.v, def.gate!) });
  if (def.type !== "odyssey") return advice("why.settler.on");
  const gained = c.events.find((e) => e.type === "bonusGained");
  return gained ? advice(`why.settler.on.${gained.bonus}`) : advice("why.settler.on.lost");
}

function moveSettler(c: Ctx, m: MoveOf<"moveSettler">): Advice {
  const station = me(c).station;
  const to = moduleOf(station, m.to);
  const def = MODULES[m.to]!;
  if (!to.on) return switchOn(c, to);
  if (def.type === "gate") {
    const cap = capacityOf(to);
    const planet = destination(c.v, def.gate!);
    if (to.settlers + 1 < cap) return advice("why.settler.gate", { k: to.settlers + 1, cap, planet });
    return planet === "Hawking"
      ? advice("why.settler.gateFullHawking", { cap })
      : advice("why.settler.gateFull", { cap, planet });
  }
  const after = meAfter(c).station;
  const ahead = stepsTo(after, moduleOf(after, m.to), gateWithRoom);
  const before = stepsTo(station, moduleOf(station, m.from), gateWithRoom);
  if (ahead && (!before || ahead.steps < before.steps)) {
    const planet = destination(c.v, MODULES[ahead.module.tile]!.gate!);
    return advice("why.settler.toward", { steps: ahead.steps, planet });
  }
  if (MODULES[m.from]!.type === "access") return advice("why.settler.free");
  return advice("why.settler", { n: (c.s.act?.pointsLeft ?? 1) - 1 });
}

function draw(c: Ctx, m: MoveOf<"draw">): Advice {
  const def = MODULES[c.v.piles[m.pile]!.top!]!;
  if (def.type === "gate") {
    return advice("why.draw.gate", { cap: def.capacity, planet: destination(c.v, def.gate!) });
  }
  if (def.type === "odyssey") return advice(`why.draw.odyssey.${def.bonus}`);
  return advice("why.draw.access", { cap: def.capacity });
}

function place(c: Ctx, m: MoveOf<"place">): Advice {
  const after = meAfter(c).station;
  const open = openCorridors(after);
  if (c.s.phase === "reorganize") return advice("why.reorganize.place", { open });
  const added = after.find((x) => x.x === m.x && x.y === m.y)!;
  const def = MODULES[added.tile]!;
  if (def.type === "gate") {
    const access = stepsTo(after, added, (x) => typeOf(x) === "access");
    if (access) {
      const planet = destination(c.v, def.gate!);
      return advice("why.place.gate", { steps: access.steps, open, planet });
    }
  }
  const joined = neighbours(after, added).length;
  return open < openCorridors(me(c).station)
    ? advice("why.place.closes", { joined, open })
    : advice("why.place", { joined, open });
}

function returnTile(c: Ctx, _m: MoveOf<"returnTile">): Advice {
  if (placements(me(c).station, c.s.hand!.tile).length === 0) return advice("why.return.nowhere");
  return advice("why.return", { n: c.s.act?.pointsLeft ?? 0 });
}

function fill(c: Ctx, m: MoveOf<"fill">): Advice {
  const filled = c.events.find((e) => e.type === "accessFilled" && e.module === m.module);
  const added = filled?.type === "accessFilled" ? filled.added : 0;
  return advice("why.fill", { added, left: meAfter(c).reserve.settlers });
}

function pass(c: Ctx, _m: MoveOf<"pass">): Advice {
  const act = c.s.act!;
  const n = act.pointsLeft ?? 0;
  if (act.room === "modules") return advice("why.pass.modules", { n });
  if (act.room === "airlock") return advice("why.pass.airlock", { n });
  return advice("why.pass.settlers", { n });
}

// ---------------------------------------------------------------- journeys and exoplanets

function send(c: Ctx, m: MoveOf<"send">): Advice {
  const started = c.events.find((e) => e.type === "journeyStarted" && e.module === m.module);
  if (started?.type !== "journeyStarted") return advice("why.send", { n: 0, planet: "?" });
  const n = started.settlers;
  if (started.to === "hawking") return advice("why.send.hawking", { n });
  return advice("why.send", { n, planet: planetDef(started.to).name });
}

function colonize(c: Ctx, m: MoveOf<"colonize">): Advice {
  const index = c.s.journey!.flight!.planet;
  const planet = c.s.planets[index]!;
  const name = planetDef(planet.id).name;
  const closed = c.events.find((e) => e.type === "planetClosed");
  if (closed?.type === "planetClosed") {
    const rival = Math.max(0, ...closed.points.filter((_, i) => i !== c.seat));
    return advice("why.colonize.close", { planet: name, pts: closed.points[c.seat]!, rival });
  }
  const from = scorePlanet(planet, c.s.players).points[c.seat]!;
  const to = scorePlanet(c.next.planets[index]!, c.s.players).points[c.seat]!;
  if (sideOf(planet).spots[m.spot]!.predominance) {
    return advice("why.colonize.predominance", { planet: name, pts: to });
  }
  if (to > from) return advice("why.colonize.gain", { planet: name, from, to });
  return advice("why.colonize", { planet: name, to });
}

/** Predominance points of each seat with the stations of `s` and the token order `order`. */
function predominanceTotals(s: SgoState, order: SgoState["predominance"]): number[] {
  return predominancePoints({ ...s, predominance: order }).map((row) =>
    row.reduce((sum, x) => sum + x.points, 0),
  );
}

function swap(c: Ctx, m: MoveOf<"swap">): Advice {
  const before = predominanceTotals(c.s, c.s.predominance);
  const after = predominanceTotals(c.s, c.next.predominance);
  const places = { a: m.a + 1, b: m.b + 1 };
  if (after[c.seat]! > before[c.seat]!) {
    return advice("why.swap.gain", { ...places, from: before[c.seat]!, to: after[c.seat]! });
  }
  const best = (t: number[]) => Math.max(0, ...t.filter((_, i) => i !== c.seat));
  if (best(after) < best(before)) {
    return advice("why.swap.block", { ...places, from: best(before), to: best(after) });
  }
  return advice("why.swap", places);
}

function moveGate(c: Ctx, m: MoveOf<"moveGate">): Advice {
  const d = c.s.pending[0];
  const gate = d?.kind === "gate" ? GATES[d.gate]! : null;
  const waiting = (p: PlayerState): number =>
    p.station.reduce((n, x) => n + (gate && MODULES[x.tile]!.gate === gate ? x.settlers : 0), 0);
  const theirs = c.s.seats.reduce((n, p, i) => (i === c.seat ? n : n + waiting(p)), 0);
  // The gate goes to one of the two second-wave exoplanets: the other one waits for the next gate.
  const other = c.s.planets.find((p) => p.status === "waiting" && p.id !== m.planet);
  return advice("why.moveGate", {
    planet: planetDef(m.planet).name,
    other: other ? planetDef(other.id).name : "?",
    mine: waiting(me(c)),
    theirs,
  });
}

// ---------------------------------------------------------------- figures

const recruit = (c: Ctx, m: MoveOf<"recruit">): Advice =>
  advice(`why.recruit.${m.room}`, { n: pointsIn(meAfter(c), m.room) });

const promote = (c: Ctx, m: MoveOf<"promote">): Advice =>
  advice(`why.promote.${m.room}`, { n: pointsIn(meAfter(c), m.room) });

const govern = (c: Ctx, m: MoveOf<"govern">): Advice =>
  advice(`why.govern.${m.room}`, {
    rank: me(c).government.length + 1,
    n: pointsIn(meAfter(c), m.room),
  });

const reorganize = (c: Ctx, _m: MoveOf<"reorganize">): Advice =>
  advice("why.reorganize", { open: openCorridors(me(c).station) });

const cancelReorganize = (c: Ctx, _m: MoveOf<"cancelReorganize">): Advice =>
  advice("why.reorganize.cancel", { open: openCorridors(meAfter(c).station) });

/** The reason of each move type. */
const ADVISERS: { [T in SgoMove["type"]]: Adviser<T> } = {
  activate,
  moveSettler,
  draw,
  place,
  returnTile,
  fill,
  pass,
  send,
  colonize,
  swap,
  moveGate,
  recruit,
  promote,
  govern,
  reorganize,
  cancelReorganize,
};
