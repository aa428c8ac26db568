/** Space Gate Odyssey: who acts and every legal move, the one source of legality. */
import type { Seat } from "../core/types.ts";
import { ENGINEER_RANKS, GOVERNMENT_RANKS, MODULES, ROOMS, type Room } from "./content.ts";
import { legalSpots } from "./planets.ts";
import { capacityOf, matchesRoom, neighbours, placements, type StationModule } from "./station.ts";
import type { Pending, PlayerState, SgoMove, SgoState } from "./types.ts";

/** The seat that must decide now, or null when the game is over. */
export function currentActor(s: SgoState): Seat | null {
  if (s.phase === "over") return null;
  const d = s.pending[0];
  if (d) return d.seat;
  if (s.hand) return s.hand.seat;
  switch (s.phase) {
    case "build":
      return s.build!.queue[0]!;
    case "activate":
      return s.active;
    case "reorganize":
      return s.reorganization!.seat;
    case "act":
      return s.act!.queue[0]!;
    case "journey":
      return s.journey!.queue[0]!;
  }
}

/** The seats that may act now (one at most). */
export function actors(s: SgoState): Seat[] {
  const seat = currentActor(s);
  return seat === null ? [] : [seat];
}

/** Every legal move of `seat` now (complete: apply accepts exactly these). */
export function legalMoves(s: SgoState, seat: Seat): SgoMove[] {
  if (currentActor(s) !== seat) return [];
  const p = s.seats[seat]!;
  const d = s.pending[0];
  if (d) return pendingMoves(s, d);
  if (s.hand) {
    const moves: SgoMove[] = placements(p.station, s.hand.tile).map((c) => ({ type: "place", ...c }));
    if (s.phase === "act") moves.push({ type: "returnTile" });
    return moves;
  }
  switch (s.phase) {
    case "build":
      return drawMoves(s, s.build!.usedPiles);
    case "activate": {
      const moves: SgoMove[] = [];
      ROOMS.forEach((from, i) => {
        const f = p.rooms[i]!;
        for (const figure of ["engineer", "chief"] as const) {
          if ((figure === "engineer" ? f.engineers : f.chiefs) === 0) continue;
          for (const to of ROOMS) if (to !== from) moves.push({ type: "activate", from, figure, to });
        }
      });
      if (canReorganize(s, seat)) moves.push({ type: "reorganize" });
      return moves;
    }
    case "reorganize": {
      const next = s.reorganization!.lifted[0]!;
      const moves: SgoMove[] = placements(p.station, next.tile).map((c) => ({ type: "place", ...c }));
      moves.push({ type: "cancelReorganize" });
      return moves;
    }
    case "act":
      return [...actionMoves(s, seat), { type: "pass" }];
    case "journey": {
      const flight = s.journey!.flight;
      if (flight) {
        return legalSpots(s.planets[flight.planet]!, seat, flight).map((spot) => ({
          type: "colonize",
          spot,
        }));
      }
      return fullGateModules(p).map((m) => ({ type: "send", module: m.tile }));
    }
    case "over":
      return [];
  }
}

function pendingMoves(s: SgoState, d: Pending): SgoMove[] {
  switch (d.kind) {
    case "swap": {
      const moves: SgoMove[] = [];
      for (let a = 0; a < 5; a++)
        for (let b = a + 1; b < 5; b++) if (!d.adjacent || b === a + 1) moves.push({ type: "swap", a, b });
      return moves;
    }
    case "recruit":
      return ROOMS.map((room) => ({ type: "recruit", room }));
    case "promote":
      return promoteRooms(s.seats[d.seat]!).map((room) => ({ type: "promote", room }));
    case "govern":
      return governOptions(s.seats[d.seat]!).map((o) => ({ type: "govern", ...o }));
    case "gate":
      return waitingPlanets(s).map((i) => ({ type: "moveGate", planet: s.planets[i]!.id }));
  }
}

function drawMoves(s: SgoState, used: readonly number[]): SgoMove[] {
  const moves: SgoMove[] = [];
  s.piles.forEach((pile, i) => {
    if (pile.length > 0 && !used.includes(i)) moves.push({ type: "draw", pile: i });
  });
  return moves;
}

/** Room actions of `seat` in the current activation (without `pass`). */
export function actionMoves(s: SgoState, seat: Seat): SgoMove[] {
  const act = s.act!;
  const p = s.seats[seat]!;
  if ((act.pointsLeft ?? 0) <= 0) return [];
  if (act.room === "modules") return drawMoves(s, act.usedPiles);
  if (act.room === "airlock") {
    if (p.reserve.settlers === 0) return [];
    return p.station
      .filter((m) => m.on && MODULES[m.tile]!.type === "access" && m.settlers < capacityOf(m))
      .map((m) => ({ type: "fill", module: m.tile }));
  }
  const moves: SgoMove[] = [];
  for (const m of p.station) {
    if (m.settlers === 0) continue;
    for (const to of neighbours(p.station, m)) {
      if (matchesRoom(to, act.room) && (!to.on || to.settlers < capacityOf(to))) {
        moves.push({ type: "moveSettler", from: m.tile, to: to.tile });
      }
    }
  }
  return moves;
}

function canReorganize(s: SgoState, seat: Seat): boolean {
  return s.phase === "activate" && s.seats[seat]!.reorganization && s.seats[seat]!.station.length > 1;
}

export function promoteRooms(p: PlayerState): Room[] {
  if (p.reserve.suits === 0) return [];
  return ROOMS.filter((_, i) => p.rooms[i]!.engineers > 0);
}

export function governOptions(p: PlayerState): { room: Room; figure: "engineer" | "chief" }[] {
  const rank = p.government.length + 1;
  if (!ENGINEER_RANKS.includes(rank) || rank > GOVERNMENT_RANKS) return [];
  const out: { room: Room; figure: "engineer" | "chief" }[] = [];
  ROOMS.forEach((room, i) => {
    if (p.rooms[i]!.engineers > 0) out.push({ room, figure: "engineer" });
    if (p.rooms[i]!.chiefs > 0) out.push({ room, figure: "chief" });
  });
  return out;
}

export function waitingPlanets(s: SgoState): number[] {
  return s.planets.flatMap((p, i) => (p.status === "waiting" ? [i] : []));
}

/** Gate modules filled to capacity (their settlers travel). */
export function fullGateModules(p: PlayerState): StationModule[] {
  return p.station.filter((m) => MODULES[m.tile]!.type === "gate" && m.on && m.settlers === capacityOf(m));
}
