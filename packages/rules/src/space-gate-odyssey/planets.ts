/**
 * Exoplanet rules: where a travelling settler may go, when a planet closes and what it scores.
 * Rulebook pp.13-16 (one section per exoplanet).
 */
import { type PlanetId, type PlanetSideDef, planetDef } from "./exoplanets.ts";

/** A planet in play. `occupants[i]` is the seat on spot i (-1 = free); the Fermi centre counts in `zone`. */
export interface PlanetState {
  id: PlanetId;
  side: number;
  /** waiting = second wave, no gate yet; open = has a gate; closed = scored and out of the game. */
  status: "waiting" | "open" | "closed";
  occupants: number[];
  /** Settlers of each seat in the Fermi centre. */
  zone: number[];
}

/** What the current journey remembers about the module being emptied. */
export interface FlightMemory {
  /** Settlers of this module already placed on the planet. */
  placed: number;
  /** Russell: island chosen by the module's first settler (-1 = none yet). */
  island: number;
}

/** One line of a planet's scoring for one player. */
export interface ScoreLine {
  seat: number;
  label: string;
  points: number;
}

export interface PlanetScore {
  points: number[];
  lines: ScoreLine[];
  /** Fermi: the single player with the most settlers in the centre, who must swap 2 adjacent tokens. */
  centreSwap: number | null;
}

/** The side definition of a planet in play. */
export function sideOf(p: PlanetState): PlanetSideDef {
  return planetDef(p.id).sides[p.side]!;
}

const count = (occupants: readonly number[], ids: readonly number[], seat: number): number =>
  ids.reduce((n, i) => n + (occupants[i] === seat ? 1 : 0), 0);

/** Collins: a volcano is won when its 6 spots are taken or someone holds 4 of them (absolute majority). */
export function volcanoWon(occupants: readonly number[], ring: readonly number[], players: number): boolean {
  if (ring.every((i) => occupants[i]! >= 0)) return true;
  for (let seat = 0; seat < players; seat++) if (count(occupants, ring, seat) * 2 > ring.length) return true;
  return false;
}

/** Spots where `seat` may put its next settler on this planet now (empty = none: it returns home). */
export function legalSpots(p: PlanetState, seat: number, flight: FlightMemory): number[] {
  const side = sideOf(p);
  const { occupants } = p;
  const free = (i: number): boolean => occupants[i] === -1 && !side.spots[i]!.zone;
  const all = side.spots.map((_, i) => i);
  switch (p.id) {
    case "bose":
    case "turing":
      if (p.id === "turing" && side.players.includes(2)) return turingCanalSpots(p, seat);
      // A spot of an upper level (or inner circle) needs every spot it stands on.
      return all.filter((i) => free(i) && side.spots[i]!.requires.every((r) => occupants[r]! >= 0));
    case "collins":
    case "planck":
    case "susskind":
      return all.filter(free);
    case "dirac": {
      const basics = all.filter((i) => side.spots[i]!.kind === "basic");
      const mineBasic = count(occupants, basics, seat);
      const mineAdvanced = count(
        occupants,
        all.filter((i) => side.spots[i]!.kind === "advanced"),
        seat,
      );
      const allBasicsTaken = basics.every((i) => occupants[i]! >= 0);
      return all.filter((i) => {
        if (!free(i)) return false;
        const kind = side.spots[i]!.kind;
        if (kind === "basic") return true;
        // Every 6th settler of a player may go to the dark side: 5 basics per advanced spot.
        if (kind === "advanced") return mineAdvanced < Math.floor(mineBasic / 5);
        return allBasicsTaken;
      });
    }
    case "fermi": {
      // The module's first settler goes to a satellite, the others to the centre.
      if (flight.placed === 0) return all.filter(free);
      return [side.spots.findIndex((s) => s.zone)];
    }
    case "russell":
      return all.filter((i) => free(i) && (flight.island < 0 || side.spots[i]!.group === flight.island));
  }
}

function turingCanalSpots(p: PlanetState, seat: number): number[] {
  const side = sideOf(p);
  const mine = p.occupants.some((o) => o === seat);
  if (!mine) {
    // The first settler starts at the end of a canal nobody has started.
    return side.spots.flatMap((s, i) => (s.step === 0 && p.occupants[i] === -1 ? [i] : []));
  }
  const out = new Set<number>();
  for (const [a, b] of side.links) {
    if (p.occupants[a] === seat && p.occupants[b] === -1) out.add(b);
    if (p.occupants[b] === seat && p.occupants[a] === -1) out.add(a);
  }
  return [...out].sort((x, y) => x - y);
}

/** Whether the planet's closing condition holds. */
export function planetClosing(p: PlanetState, players: number): boolean {
  const side = sideOf(p);
  const { occupants } = p;
  const taken = (i: number): boolean => occupants[i]! >= 0;
  switch (p.id) {
    case "bose":
    case "planck":
    case "susskind":
      return occupants.every((o, i) => o >= 0 || side.spots[i]!.zone);
    case "collins":
      return side.volcanoes!.every((v) => volcanoWon(occupants, v.spots, players));
    case "dirac":
      return side.spots.some((s, i) => s.kind === "centre" && taken(i));
    case "fermi":
      return side.spots.filter((s, i) => !s.zone && taken(i)).length >= side.closeAt!;
    case "russell": {
      const groups = new Set(side.spots.map((s) => s.group));
      return [...groups].every(
        (g) => side.spots.filter((s, i) => s.group === g && taken(i)).length >= side.islandMin!,
      );
    }
    case "turing":
      return side.spots.every((s, i) => s.kind !== "centre" || taken(i));
  }
}

/** Majority award: `win` to a single leader, `tie` to each tied leader (0 = nothing on a tie). */
function majority(counts: number[], win: number, tie: number): number[] {
  const best = Math.max(...counts);
  if (best <= 0) return counts.map(() => 0);
  const leaders = counts.filter((c) => c === best).length;
  return counts.map((c) => (c === best ? (leaders === 1 ? win : tie) : 0));
}

/** What a planet's scoring rule is given: the spots, a way to award points, and handy counts. */
interface Scoring {
  p: PlanetState;
  players: number;
  side: PlanetSideDef;
  occupants: readonly number[];
  seats: number[];
  /** Spot indexes that satisfy `pred`. */
  ids: (pred: (i: number) => boolean) => number[];
  /** Settlers of `seat` on the planet's spots. */
  settlers: (seat: number) => number;
  /** The spot groups (levels, islands, satellites) in order. */
  groupIds: number[];
  add: (seat: number, label: string, pts: number) => void;
  centreSwap: number | null;
}

/** Rulebook pp.13-16: how Bose scores. */
function scoreBose(c: Scoring): void {
  const { side, occupants, seats, ids, settlers, groupIds, add } = c;
  for (const seat of seats) add(seat, "1 per settler", settlers(seat));
  for (const level of groupIds) {
    const spots = ids((i) => side.spots[i]!.group === level);
    const won = majority(
      seats.map((s) => count(occupants, spots, s)),
      3,
      0,
    );
    for (const seat of seats) add(seat, `most settlers on level ${level + 1}`, won[seat]!);
  }
}

/** Rulebook pp.13-16: how Collins scores. */
function scoreCollins(c: Scoring): void {
  const { side, occupants, seats, add } = c;
  side.volcanoes!.forEach((v, k) => {
    const won = majority(
      seats.map((s) => count(occupants, v.spots, s)),
      7,
      3,
    );
    for (const seat of seats) add(seat, `volcano ${k + 1}`, won[seat]!);
  });
}

/** Rulebook pp.13-16: how Dirac scores. */
function scoreDirac(c: Scoring): void {
  const { side, occupants, seats, ids, add } = c;
  for (const seat of seats) {
    for (const [kind, value] of [
      ["basic", 1],
      ["advanced", 3],
      ["centre", 2],
    ] as const) {
      const n = count(
        occupants,
        ids((i) => side.spots[i]!.kind === kind),
        seat,
      );
      add(seat, `${value} per ${kind} spot`, n * value);
    }
  }
}

/** Rulebook pp.13-16: how Fermi scores. */
function scoreFermi(c: Scoring): void {
  const { p, players, side, occupants, seats, ids, add } = c;
  const table = [0, 3, 7, 12, 18, 25];
  for (const seat of seats) {
    const sats = new Set(
      ids((i) => occupants[i] === seat && !side.spots[i]!.zone).map((i) => side.spots[i]!.group),
    );
    add(seat, `settlers on ${sats.size} satellite(s)`, table[sats.size]!);
  }
  const won = majority(p.zone.slice(0, players), 5, 5);
  for (const seat of seats) add(seat, "most settlers in the centre", won[seat]!);
  const best = Math.max(...p.zone);
  if (best > 0 && p.zone.filter((z) => z === best).length === 1) c.centreSwap = p.zone.indexOf(best);
}

/** Rulebook pp.13-16: how Planck scores. */
function scorePlanck(c: Scoring): void {
  const { side, occupants, seats, settlers, add } = c;
  for (const seat of seats) add(seat, "1 per settler", settlers(seat));
  const largest = seats.map((seat) => largestGroup(side, occupants, seat));
  const won = majority(largest, 7, 5);
  for (const seat of seats) add(seat, "largest connected group", won[seat]!);
}

/** Rulebook pp.13-16: how Russell scores. */
function scoreRussell(c: Scoring): void {
  const { side, occupants, seats, ids, groupIds, add } = c;
  for (const island of groupIds) {
    const spots = ids((i) => side.spots[i]!.group === island);
    const counts = seats.map((s) => count(occupants, spots, s));
    const won = majority(counts, 7, 3);
    for (const seat of seats) {
      add(seat, `most settlers on island ${island + 1}`, won[seat]!);
      add(seat, `present on island ${island + 1}`, counts[seat]! > 0 ? 3 : 0);
    }
  }
}

/** Rulebook pp.13-16: how Susskind scores. */
function scoreSusskind(c: Scoring): void {
  const { seats, settlers, add } = c;
  for (const seat of seats) add(seat, "2 per settler", 2 * settlers(seat));
}

/** Rulebook pp.13-16: how Turing scores. */
function scoreTuring(c: Scoring): void {
  const { side, occupants, seats, ids, add } = c;
  if (side.players.includes(2)) {
    // Per player: 1st settler (canal end) 2, the next 6 settlers 1 each, the last 5 2 each.
    for (const seat of seats) {
      let pts = 0;
      side.spots.forEach((s, i) => {
        if (occupants[i] === seat) pts += s.step! === 0 || s.step! >= 7 ? 2 : 1;
      });
      add(seat, "settlers along the canal", pts);
    }
  } else {
    for (const seat of seats) {
      for (const [kind, value, name] of [
        ["basic", 1, "periphery"],
        ["advanced", 2, "inner circle"],
        ["centre", 3, "centre"],
      ] as const) {
        const n = count(
          occupants,
          ids((i) => side.spots[i]!.kind === kind),
          seat,
        );
        add(seat, `${value} per settler on the ${name}`, n * value);
      }
    }
  }
}

const SCORING: Record<PlanetId, (c: Scoring) => void> = {
  bose: scoreBose,
  collins: scoreCollins,
  dirac: scoreDirac,
  fermi: scoreFermi,
  planck: scorePlanck,
  russell: scoreRussell,
  susskind: scoreSusskind,
  turing: scoreTuring,
};

/** Influence each player gains when the planet closes, with a readable breakdown. */
export function scorePlanet(p: PlanetState, players: number): PlanetScore {
  const side = sideOf(p);
  const { occupants } = p;
  const seats = Array.from({ length: players }, (_, i) => i);
  const points = seats.map(() => 0);
  const lines: ScoreLine[] = [];
  const c: Scoring = {
    p,
    players,
    side,
    occupants,
    seats,
    ids: (pred) => side.spots.map((_, i) => i).filter(pred),
    settlers: (seat) => occupants.filter((o) => o === seat).length,
    groupIds: [...new Set(side.spots.map((s) => s.group))].filter((g) => g >= 0).sort((a, b) => a - b),
    add: (seat, label, pts) => {
      if (pts === 0) return;
      points[seat]! += pts;
      lines.push({ seat, label, points: pts });
    },
    centreSwap: null,
  };
  SCORING[p.id](c);
  return { points, lines, centreSwap: c.centreSwap };
}

/** Planck: size of the largest group of `seat`'s settlers joined by roads. */
export function largestGroup(side: PlanetSideDef, occupants: readonly number[], seat: number): number {
  const seen = new Set<number>();
  let best = 0;
  for (let start = 0; start < occupants.length; start++) {
    if (occupants[start] !== seat || seen.has(start)) continue;
    let size = 0;
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const a = stack.pop()!;
      size++;
      for (const [x, y] of side.links) {
        const b = x === a ? y : y === a ? x : -1;
        if (b >= 0 && occupants[b] === seat && !seen.has(b)) {
          seen.add(b);
          stack.push(b);
        }
      }
    }
    best = Math.max(best, size);
  }
  return best;
}
