/** Space Gate Odyssey: the starting state (rulebook pp.3-4). */
import { rngFrom, seedRng } from "../core/rng.ts";
import type { Seat } from "../core/types.ts";
import {
  GATES,
  INITIAL_PREDOMINANCE,
  MODULES,
  PILES,
  pileOf,
  ROOMS,
  WHITE_MODULE,
  WORKSITE_TILES,
} from "./content.ts";
import { PLANET_IDS, type PlanetId, planetDef, sideFor } from "./exoplanets.ts";
import type { PlanetState } from "./planets.ts";
import type { PlayerState, SgoOptions, SgoState } from "./types.ts";

/** A new game: Hawking, exoplanets and gates, figures, worksite; then the setup building. */
export function setup({
  players,
  seed,
  options,
}: {
  players: number;
  seed: string;
  options: SgoOptions;
}): SgoState {
  const rngState = seedRng(seed);
  const rng = rngFrom(rngState);
  const short = options.short;
  const wanted = short ? 3 : 5;
  const ids: PlanetId[] = options.exoplanets
    ? [...options.exoplanets]
    : rng.shuffleInPlace([...PLANET_IDS]).slice(0, wanted);
  const gated = short ? 2 : 3;
  const planets: PlanetState[] = ids.map((id, i) => {
    const side = sideFor(id, players);
    return {
      id,
      side,
      status: i < gated ? "open" : "waiting",
      occupants: planetDef(id).sides[side]!.spots.map(() => -1),
      zone: Array.from({ length: players }, () => 0),
    };
  });
  // A random gate on each first-wave exoplanet (rulebook p.3); in the short game one gate is unused.
  const gateOrder = rng.shuffleInPlace([0, 1, 2]);
  const gates = [-2, -2, -2];
  gateOrder.slice(0, gated).forEach((g, i) => {
    gates[g] = i;
  });
  const removed: number[] = [];
  const piles: number[][] = PILES.map(() => []);
  for (let t = 0; t < WORKSITE_TILES; t++) {
    const gate = MODULES[t]!.gate;
    if (gate !== undefined && gates[GATES.indexOf(gate)] === -2) removed.push(t);
    else piles[pileOf(t)]!.push(t);
  }
  for (const pile of piles) rng.shuffleInPlace(pile);
  const seats: PlayerState[] = Array.from({ length: players }, (_, seat) => ({
    station: [{ tile: WHITE_MODULE + seat, x: 0, y: 0, rotation: 0, on: true, settlers: 5 }],
    rooms: ROOMS.map((room) => ({
      engineers: room === "modules" || room === "airlock" ? 0 : 1,
      chiefs: room === "modules" ? 1 : 0,
      robots: 0,
    })),
    reserve: { engineers: 3, suits: 3, robots: 5, settlers: 30 },
    wheel: 0,
    influence: 0,
    government: [],
    reorganization: options.firstGame,
  }));
  const first = rng.int(players);
  return {
    players,
    options: { short, firstGame: options.firstGame, maxRounds: options.maxRounds },
    rng: rngState,
    first,
    active: first,
    round: 0,
    turn: 0,
    phase: "build",
    build: { queue: orderFrom(first, players), placed: 0, usedPiles: [] },
    act: null,
    hand: null,
    journey: null,
    reorganization: null,
    pending: [],
    piles,
    removed,
    planets,
    gates,
    predominance: [...INITIAL_PREDOMINANCE],
    seats,
    closed: 0,
    target: wanted,
    final: null,
  };
}

/** Seats in turn order starting with `start`. */
export function orderFrom(start: Seat, players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => (start + i) % players);
}
