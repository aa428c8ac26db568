/**
 * Space Gate Odyssey planner bot: what an exoplanet in play is worth to each seat (its scoring now, the
 * price of one more settler there, how close it is to closing), for the evaluation (bot-eval.ts).
 */
import { legalSpots, type PlanetState, planetClosing, scorePlanet, sideOf, volcanoWon } from "./planets.ts";

export interface PlanetInfo {
  /** What the exoplanet would pay each seat if it closed now. */
  score: number[];
  /** What one more settler of each seat there earns, estimated on a journey of 3 settlers. */
  unit: number[];
  /** Rough share (0-1) of the way to its closing condition. */
  progress: number;
}

const planetCache = new Map<string, PlanetInfo>();

/** Scoring, price per settler and closing progress of an exoplanet in play (cached by its spots). */
export function planetInfo(pl: PlanetState, players: number): PlanetInfo {
  const key = `${pl.id}${pl.side}${players}:${pl.occupants.join(",")}:${pl.zone.join(",")}`;
  const known = planetCache.get(key);
  if (known) return known;
  const score = scorePlanet(pl, players).points;
  const unit = score.map((_, seat) => journeyGain(pl, players, seat, 3));
  const info = { score, unit, progress: closingProgress(pl, players) };
  if (planetCache.size > 20_000) planetCache.clear();
  planetCache.set(key, info);
  return info;
}

/** Average points per settler that `seat` earns by sending `n` settlers there now (best spots, greedily). */
function journeyGain(pl0: PlanetState, players: number, seat: number, n: number): number {
  const before = scorePlanet(pl0, players).points[seat]!;
  const side = sideOf(pl0);
  const firsts = legalSpots(pl0, seat, { placed: 0, island: -1 });
  if (firsts.length === 0) return 0.1;
  // Where the journey's first settler lands decides the rest on Russell (island), Fermi (satellite)
  // and Turing (canal): try each group; elsewhere the best spot settler by settler.
  const choices =
    pl0.id === "russell" || pl0.id === "fermi" || pl0.id === "turing"
      ? firsts.filter(
          (spot, i) => firsts.findIndex((x) => side.spots[x]!.group === side.spots[spot]!.group) === i,
        )
      : [-1];
  let best = Number.NEGATIVE_INFINITY;
  for (const first of choices) {
    let pl: PlanetState = pl0;
    const flight = { placed: 0, island: -1 };
    let now = before;
    let placed = 0;
    for (let k = 0; k < n; k++) {
      const spots = k === 0 && first >= 0 ? [first] : legalSpots(pl, seat, flight);
      if (spots.length === 0) break;
      let next: PlanetState | null = null;
      let nextScore = Number.NEGATIVE_INFINITY;
      let nextSpot = -1;
      for (const spot of spots) {
        const x = placeOn(pl, seat, spot);
        const v = scorePlanet(x, players).points[seat]!;
        if (v > nextScore) {
          nextScore = v;
          next = x;
          nextSpot = spot;
        }
      }
      pl = next!;
      now = nextScore;
      placed++;
      flight.placed++;
      if (pl.id === "russell" && flight.island < 0) flight.island = side.spots[nextSpot]!.group;
      if (planetClosing(pl, players)) break;
    }
    if (placed > 0) best = Math.max(best, (now - before) / placed);
  }
  return Math.max(0.4, Math.min(3, best));
}

function placeOn(pl: PlanetState, seat: number, spot: number): PlanetState {
  const next = { ...pl, occupants: [...pl.occupants], zone: [...pl.zone] };
  if (sideOf(pl).spots[spot]!.zone) next.zone[seat]!++;
  else next.occupants[spot] = seat;
  return next;
}

/** Rough share (0-1) of the way to an exoplanet's closing condition. */
export function closingProgress(pl: PlanetState, players: number): number {
  const side = sideOf(pl);
  const taken = pl.occupants.filter((o) => o >= 0).length;
  switch (pl.id) {
    case "fermi":
      return Math.min(1, taken / side.closeAt!);
    case "collins":
      return (
        side.volcanoes!.reduce((a, v) => {
          if (volcanoWon(pl.occupants, v.spots, players)) return a + 1;
          return a + 0.5 * (v.spots.filter((i) => pl.occupants[i]! >= 0).length / v.spots.length);
        }, 0) / side.volcanoes!.length
      );
    case "russell": {
      const groups = [...new Set(side.spots.map((x) => x.group))];
      return (
        groups.reduce(
          (a, g) =>
            a +
            Math.min(
              1,
              side.spots.filter((x, i) => x.group === g && pl.occupants[i]! >= 0).length / side.islandMin!,
            ),
          0,
        ) / groups.length
      );
    }
    case "turing":
      if (side.players.includes(2)) {
        return Math.max(0, ...side.spots.map((x, i) => (pl.occupants[i]! >= 0 ? (x.step! + 1) / 12 : 0)));
      }
      return taken / side.spots.length;
    case "dirac": {
      const basics = side.spots.filter((x) => x.kind === "basic").length;
      return Math.min(
        1,
        side.spots.filter((x, i) => x.kind === "basic" && pl.occupants[i]! >= 0).length / (basics + 1),
      );
    }
    default:
      return taken / side.spots.filter((x) => !x.zone).length;
  }
}

/** Settlers `seat` alone would still have to land on an exoplanet to close it (a rough count). */
export function settlersToClose(pl: PlanetState, players: number, seat: number): number {
  const side = sideOf(pl);
  const free = (i: number): boolean => pl.occupants[i] === -1 && !side.spots[i]!.zone;
  const spots = side.spots.map((_, i) => i);
  switch (pl.id) {
    case "bose":
    case "planck":
    case "susskind":
      return spots.filter(free).length;
    case "dirac":
      return spots.filter((i) => free(i) && side.spots[i]!.kind === "basic").length + 1;
    case "fermi": {
      const taken = spots.filter((i) => !side.spots[i]!.zone && !free(i)).length;
      // One journey per satellite spot: count two settlers for each.
      return 2 * Math.max(0, side.closeAt! - taken);
    }
    case "russell": {
      let n = 0;
      for (const g of new Set(side.spots.map((x) => x.group))) {
        const count = spots.filter((i) => side.spots[i]!.group === g && !free(i)).length;
        n += Math.max(0, side.islandMin! - count);
      }
      return n;
    }
    case "collins": {
      let n = 0;
      for (const v of side.volcanoes!) {
        if (volcanoWon(pl.occupants, v.spots, players)) continue;
        const mine = v.spots.filter((i) => pl.occupants[i] === seat).length;
        n += Math.min(v.spots.filter(free).length, 4 - mine);
      }
      return n;
    }
    case "turing": {
      if (side.players.includes(2)) {
        let furthest = -1;
        spots.forEach((i) => {
          if (pl.occupants[i] === seat) furthest = Math.max(furthest, side.spots[i]!.step!);
        });
        if (furthest >= 0) return 11 - furthest;
        return side.spots.some((x, i) => x.step === 0 && free(i)) ? 12 : 30;
      }
      return spots.filter(free).length;
    }
  }
}
