/** Fixture helpers for Space Gate Odyssey tests: build states for the rulebook's examples. */
import { expect } from "vitest";
import {
  type Domain,
  MODULES,
  type ModuleType,
  ROOMS,
  type Room,
} from "../../src/space-gate-odyssey/content.ts";
import type { PlanetId } from "../../src/space-gate-odyssey/exoplanets.ts";
import { spaceGateOdyssey as game } from "../../src/space-gate-odyssey/index.ts";
import { invariantProblem } from "../../src/space-gate-odyssey/invariant.ts";
import { legalMoves } from "../../src/space-gate-odyssey/legal.ts";
import type { StationModule } from "../../src/space-gate-odyssey/station.ts";
import type { SgoEvent, SgoMove, SgoState } from "../../src/space-gate-odyssey/types.ts";

export { game };

/** A new game after setup (the building phase is still to be played). */
export function newGame(players = 2, options: Record<string, unknown> = {}, seed = "fixture"): SgoState {
  return game.setup({ players, seed, options: game.optionsSchema.parse(options) });
}

/**
 * A game past the setup building, in the activation phase, with `first` as first and active player:
 * every station holds only its white module (5 settlers), exoplanets as given (the first three gated).
 */
export function readyGame(
  players = 2,
  opts: { exoplanets?: PlanetId[]; first?: number; short?: boolean; maxRounds?: number } = {},
): SgoState {
  const exoplanets =
    opts.exoplanets ??
    (opts.short ? ["bose", "susskind", "turing"] : ["bose", "susskind", "dirac", "turing", "fermi"]);
  const s = newGame(players, { exoplanets, short: opts.short ?? false, maxRounds: opts.maxRounds ?? 80 });
  // Gates in order: alpha on the first exoplanet, beta on the second, gamma on the third (or unused).
  const gated = opts.short ? 2 : 3;
  s.gates = [0, 1, opts.short ? -2 : 2];
  if (opts.short) {
    // Put back the removed tiles, then remove the gamma gate modules instead.
    for (const t of s.removed) s.piles[pileIndexOf(t)]!.push(t);
    s.removed = [];
    for (const pile of s.piles) {
      for (const t of [...pile]) {
        if (MODULES[t]!.gate === "gamma") {
          pile.splice(pile.indexOf(t), 1);
          s.removed.push(t);
        }
      }
    }
  }
  s.planets.forEach((p, i) => {
    p.status = i < gated ? "open" : "waiting";
  });
  s.first = opts.first ?? 0;
  s.active = s.first;
  s.build = null;
  s.phase = "activate";
  s.round = 1;
  return s;
}

const pileIndexOf = (t: number): number =>
  ["gate", "odyssey", "access"].indexOf(MODULES[t]!.type) * 3 +
  ["water", "wildlife", "energy"].indexOf(MODULES[t]!.domain!);

/** A worksite tile with these properties that is still in a pile. */
export function tileWith(
  s: SgoState,
  want: Partial<{
    type: ModuleType;
    domain: Domain;
    capacity: number;
    gate: string;
    bonus: string;
    corridors: string;
    robotRoom: Room;
  }>,
): number {
  for (const pile of s.piles) {
    for (const t of pile) {
      const m = MODULES[t]!;
      if (Object.entries(want).every(([k, v]) => (m as unknown as Record<string, unknown>)[k] === v))
        return t;
    }
  }
  throw new Error(`no tile left with ${JSON.stringify(want)}`);
}

/** Moves `tile` from its pile into `seat`'s station; its settlers come from the reserve. */
export function putModule(
  s: SgoState,
  seat: number,
  tile: number,
  x: number,
  y: number,
  opts: Partial<Pick<StationModule, "rotation" | "on" | "settlers">> = {},
): void {
  for (const pile of s.piles) {
    const i = pile.indexOf(tile);
    if (i >= 0) pile.splice(i, 1);
  }
  const n = opts.settlers ?? 0;
  s.seats[seat]!.station.push({
    tile,
    x,
    y,
    rotation: opts.rotation ?? 0,
    on: opts.on ?? n > 0,
    settlers: n,
  });
  s.seats[seat]!.reserve.settlers -= n;
}

/** Sets the number of settlers in a module of `seat` (the difference comes from / goes to the reserve). */
export function setSettlers(s: SgoState, seat: number, tile: number, n: number): void {
  const m = s.seats[seat]!.station.find((x) => x.tile === tile)!;
  s.seats[seat]!.reserve.settlers -= n - m.settlers;
  m.settlers = n;
}

/** Sets `seat`'s figures in `room`, taking them from (or returning them to) the reserve. */
export function setRoom(
  s: SgoState,
  seat: number,
  room: Room,
  f: { engineers?: number; chiefs?: number; robots?: number },
): void {
  const p = s.seats[seat]!;
  const r = p.rooms[ROOMS.indexOf(room)]!;
  const e = f.engineers ?? 0;
  const c = f.chiefs ?? 0;
  const b = f.robots ?? 0;
  p.reserve.engineers -= e + c - (r.engineers + r.chiefs);
  p.reserve.suits -= c - r.chiefs;
  p.reserve.robots -= b - r.robots;
  r.engineers = e;
  r.chiefs = c;
  r.robots = b;
}

/** Empties every control room of `seat` (figures back to the reserve). */
export function clearRooms(s: SgoState, seat: number): void {
  for (const room of ROOMS) setRoom(s, seat, room, {});
}

/** Puts `seat`'s settlers from the reserve on spots of planet `index`. */
export function occupy(s: SgoState, index: number, seat: number, spots: number[]): void {
  for (const i of spots) {
    s.planets[index]!.occupants[i] = seat;
    s.seats[seat]!.reserve.settlers--;
  }
}

/** Applies a move that must be legal (listed and accepted); returns the new state and its events. */
export function play(s: SgoState, seat: number, m: SgoMove): { s: SgoState; events: SgoEvent[] } {
  const listed = legalMoves(s, seat).some((x) => JSON.stringify(x) === JSON.stringify(m));
  const r = game.apply(s, seat, m);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(m)}: ${r.error.code} ${r.error.message}`);
  expect(listed, `move ${JSON.stringify(m)} is listed`).toBe(true);
  expect(invariantProblem(r.value.state)).toBeNull();
  return { s: r.value.state, events: r.value.events };
}

/** Applies a move that must be refused; returns the error code. */
export function refuse(s: SgoState, seat: number, m: SgoMove): string {
  const before = JSON.stringify(s);
  const r = game.apply(s, seat, m);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(m)}`);
  expect(legalMoves(s, seat).some((x) => JSON.stringify(x) === JSON.stringify(m))).toBe(false);
  return r.error.code;
}

/** Events of one type. */
export function eventsOf<T extends SgoEvent["type"]>(
  events: SgoEvent[],
  type: T,
): Extract<SgoEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<SgoEvent, { type: T }>[];
}
