/**
 * Space Gate Odyssey bots: a plausible full state rebuilt from one seat's public view. The order of each
 * pile below its visible top is hidden: it is sampled from the tiles seen nowhere, never read. The view
 * uses the state's own names, so most of it is copied as it is.
 */
import type { Rng } from "../core/rng.ts";
import { GATES, MODULES, pileOf, ROOMS, WORKSITE_TILES } from "./content.ts";
import {
  cloneModule,
  type PlayerState,
  type PlayerView,
  type SgoPublicView,
  type SgoState,
} from "./types.ts";

/** Where each gate is, as the state writes it (a planet index, -1 Hawking, -2 unused, -3 moving). */
function gatesOf(v: SgoPublicView): number[] {
  const code = { hawking: -1, unused: -2, moving: -3 } as const;
  return v.gates.map((g) =>
    g.at === "hawking" || g.at === "unused" || g.at === "moving"
      ? code[g.at]
      : v.planets.findIndex((p) => p.id === g.at),
  );
}

/** Gate modules of the unused gate (short game), out of the game. */
function removedTiles(gates: readonly number[]): number[] {
  const removed: number[] = [];
  for (let t = 0; t < WORKSITE_TILES; t++) {
    const gate = MODULES[t]!.gate;
    if (gate !== undefined && gates[GATES.indexOf(gate)] === -2) removed.push(t);
  }
  return removed;
}

/** Each pile: its visible top, then tiles seen nowhere in an order sampled with `rng`. */
function sampledPiles(v: SgoPublicView, removed: readonly number[], rng: Rng): number[][] {
  const seen = new Set<number>(removed);
  for (const seat of v.seats) for (const m of seat.station) seen.add(m.tile);
  if (v.hand) seen.add(v.hand.tile);
  if (v.reorganization) for (const m of v.reorganization.lifted) seen.add(m.tile);
  for (const pile of v.piles) if (pile.top !== null) seen.add(pile.top);
  return v.piles.map((pile, i) => {
    if (pile.top === null) return [];
    const hidden: number[] = [];
    for (let t = 0; t < WORKSITE_TILES; t++) if (pileOf(t) === i && !seen.has(t)) hidden.push(t);
    rng.shuffleInPlace(hidden);
    return [pile.top, ...hidden.slice(0, pile.size - 1)];
  });
}

const playerOf = (p: PlayerView): PlayerState => ({
  station: p.station.map(cloneModule),
  rooms: ROOMS.map((r) => ({
    engineers: p.rooms[r].engineers,
    chiefs: p.rooms[r].chiefs,
    robots: p.rooms[r].robots,
  })),
  reserve: { ...p.reserve },
  wheel: p.wheel,
  influence: p.influence,
  government: [...p.government],
  reorganization: p.reorganization,
});

/** The current journey, its exoplanet as an index. */
function journeyOf(v: SgoPublicView): SgoState["journey"] {
  if (!v.journey) return null;
  const f = v.journey.flight;
  return {
    queue: [...v.journey.queue],
    flight: f
      ? {
          module: f.module,
          planet: v.planets.findIndex((p) => p.id === f.planet),
          placed: f.placed,
          island: f.island,
        }
      : null,
  };
}

/** The reorganization under way; its backup is the station before it (what is placed plus what is lifted). */
function reorganizationOf(v: SgoPublicView): SgoState["reorganization"] {
  const r = v.reorganization;
  if (!r) return null;
  const lifted = r.lifted.map(cloneModule);
  return {
    seat: r.seat,
    lifted,
    backup: [...v.seats[r.seat]!.station.map(cloneModule), ...r.lifted.map(cloneModule)],
  };
}

/** A state consistent with the public view; hidden pile orders are sampled with `rng`. */
export function stateFromView(v: SgoPublicView, rng: Rng): SgoState {
  const gates = gatesOf(v);
  const removed = removedTiles(gates);
  const piles = sampledPiles(v, removed, rng);
  return {
    players: v.players,
    options: { ...v.options },
    rng: [rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32), 1],
    first: v.first,
    active: v.active,
    round: v.round,
    turn: v.turn,
    phase: v.phase,
    build: v.build
      ? { queue: [...v.build.queue], placed: v.build.placed, usedPiles: [...v.build.usedPiles] }
      : null,
    act: v.act
      ? {
          room: v.act.room,
          queue: [...v.act.queue],
          pointsLeft: v.act.pointsLeft,
          usedPiles: [...v.act.usedPiles],
        }
      : null,
    hand: v.hand ? { ...v.hand } : null,
    journey: journeyOf(v),
    reorganization: reorganizationOf(v),
    pending: v.pending.map((d) => ({ ...d })),
    piles,
    removed,
    planets: v.planets.map((p) => ({
      id: p.id,
      side: p.side,
      status: p.status,
      occupants: [...p.occupants],
      zone: [...p.zone],
    })),
    gates,
    predominance: v.predominance.map((x) => x.token),
    seats: v.seats.map(playerOf),
    closed: v.closed,
    target: v.target,
    final: v.final ? structuredClone(v.final) : null,
  };
}
