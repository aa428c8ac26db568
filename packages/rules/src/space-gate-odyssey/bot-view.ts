/**
 * Space Gate Odyssey bots: a plausible full state rebuilt from one seat's public view. The order of each
 * pile below its visible top is hidden: it is sampled from the tiles seen nowhere, never read.
 */
import type { Rng } from "../core/rng.ts";
import { GATES, MODULES, pileOf, WORKSITE_TILES } from "./content.ts";
import type { SgoPublicView, SgoState } from "./types.ts";

/** A state consistent with the public view; hidden pile orders are sampled with `rng`. */
export function stateFromView(v: SgoPublicView, rng: Rng): SgoState {
  const gates = v.gates.map((g) =>
    g.at === "hawking"
      ? -1
      : g.at === "unused"
        ? -2
        : g.at === "moving"
          ? -3
          : v.planets.findIndex((p) => p.id === g.at),
  );
  const removed: number[] = [];
  for (let t = 0; t < WORKSITE_TILES; t++) {
    const gate = MODULES[t]!.gate;
    if (gate !== undefined && gates[GATES.indexOf(gate)] === -2) removed.push(t);
  }
  const seen = new Set<number>(removed);
  for (const seat of v.seats) for (const m of seat.station) seen.add(m.tile);
  if (v.hand) seen.add(v.hand.tile);
  if (v.reorganization) for (const m of v.reorganization.lifted) seen.add(m.tile);
  for (const pile of v.piles) if (pile.top !== null) seen.add(pile.top);
  const piles = v.piles.map((pile, i) => {
    if (pile.top === null) return [];
    const hidden: number[] = [];
    for (let t = 0; t < WORKSITE_TILES; t++) if (pileOf(t) === i && !seen.has(t)) hidden.push(t);
    rng.shuffleInPlace(hidden);
    return [pile.top, ...hidden.slice(0, pile.size - 1)];
  });
  const mod = (m: {
    tile: number;
    x: number;
    y: number;
    rotation: number;
    on: boolean;
    settlers: number;
  }) => ({
    t: m.tile,
    x: m.x,
    y: m.y,
    r: m.rotation,
    on: m.on,
    n: m.settlers,
  });
  const rngState: [number, number, number, number] = [
    rng.int(2 ** 32),
    rng.int(2 ** 32),
    rng.int(2 ** 32),
    1,
  ];
  return {
    players: v.players,
    options: { ...v.options },
    rng: rngState,
    first: v.first,
    active: v.active,
    round: v.round,
    turn: v.turn,
    phase: v.phase,
    build: v.build
      ? { order: [...v.build.queue], placed: v.build.placed, used: [...v.build.usedPiles] }
      : null,
    act: v.act
      ? { room: v.act.room, queue: [...v.act.queue], points: v.act.pointsLeft, used: [...v.act.usedPiles] }
      : null,
    hand: v.hand ? { ...v.hand } : null,
    journey: v.journey
      ? {
          queue: [...v.journey.queue],
          flight: v.journey.flight
            ? {
                module: v.journey.flight.module,
                planet: v.planets.findIndex((p) => p.id === v.journey!.flight!.planet),
                placed: v.journey.flight.placed,
                island: v.journey.flight.island,
              }
            : null,
        }
      : null,
    reorg: v.reorganization
      ? {
          seat: v.reorganization.seat,
          lifted: v.reorganization.lifted.map(mod),
          backup: [...v.seats[v.reorganization.seat]!.station.map(mod), ...v.reorganization.lifted.map(mod)],
        }
      : null,
    pending: v.pending.map((d) => ({ ...d })),
    piles,
    removed,
    planets: v.planets.map((p) => ({
      id: p.id,
      side: p.side,
      status: p.status,
      occ: [...p.occupants],
      zone: [...p.zone],
    })),
    gates,
    predominance: v.predominance.map((x) => x.token),
    ps: v.seats.map((p) => ({
      station: p.station.map(mod),
      rooms: (["water", "wildlife", "energy", "modules", "airlock"] as const).map((r) => ({ ...p.rooms[r] })),
      reserve: { ...p.reserve },
      wheel: p.wheel,
      influence: p.influence,
      government: [...p.government],
      reorganization: p.reorganization,
    })),
    closed: v.closed,
    target: v.target,
    final: v.final ? structuredClone(v.final) : null,
  };
}
