/**
 * Space Gate Odyssey greedy bot (`bots.greedy`, the first default bot, kept as a yardstick): rebuilds a
 * plausible state from its own public view, then picks moves by one-step lookahead on a position
 * evaluation; a room activation is judged by playing out the bot's own actions in that room.
 */
import type { Bot, BotContext } from "../core/types.ts";
import { stateAfter } from "./bot-lookahead.ts";
import { stateFromView } from "./bot-view.ts";
import { GATES, MODULES } from "./content.ts";
import { pointsIn } from "./figures.ts";
import { currentActor, legalMoves } from "./legal.ts";
import { predominancePoints } from "./outcome.ts";
import { type PlanetState, scorePlanet, sideOf, volcanoWon } from "./planets.ts";
import { capacityOf, neighbours, openCorridors, placements, type StationModule } from "./station.ts";
import type { SgoMove, SgoPrivateView, SgoPublicView, SgoState } from "./types.ts";

type Ctx = BotContext<SgoPublicView, SgoPrivateView, SgoMove>;

// ---------------------------------------------------------------- evaluation

/** Distance (in corridor steps) from each module to the nearest gate module of the `targets` gates. */
function gateDistances(
  station: readonly StationModule[],
  targets: readonly boolean[],
): Map<StationModule, number> {
  const dist = new Map<StationModule, number>();
  const queue: StationModule[] = [];
  for (const m of station) {
    const gate = MODULES[m.tile]!.gate;
    if (gate !== undefined && targets[GATES.indexOf(gate)]) {
      dist.set(m, 0);
      queue.push(m);
    }
  }
  // Shortest paths; entering an Off module costs more (the settler that switches it On is lost).
  for (let i = 0; i < queue.length; i++) {
    const m = queue[i]!;
    const via = dist.get(m)! + (m.on ? 1 : 3);
    for (const o of neighbours(station, m)) {
      if (via < (dist.get(o) ?? Number.POSITIVE_INFINITY)) {
        dist.set(o, via);
        queue.push(o);
      }
    }
  }
  return dist;
}

/** Value of a settler that has travelled, as seen from the station (see `evaluate`). */
const TRAVELLED = 1.2;

/** Value of a station for its owner: settlers' progress towards gates, useful modules, open corridors. */
export function stationValue(
  station: readonly StationModule[],
  endWeight: number,
  gateWeight: readonly number[],
): number {
  const dist = gateDistances(
    station,
    gateWeight.map((w) => w > 0),
  );
  // Settlers also head for the most wanted gates (the last exoplanet's, when it matters).
  const top = Math.max(...gateWeight);
  const hasTop =
    top > 1 &&
    station.some((m) => MODULES[m.tile]!.gate && gateWeight[GATES.indexOf(MODULES[m.tile]!.gate!)] === top);
  const distTop = hasTop
    ? gateDistances(
        station,
        gateWeight.map((w) => w === top),
      )
    : null;
  let v = 0;
  for (const m of station) {
    const def = MODULES[m.tile]!;
    const cap = capacityOf(m);
    if (def.type === "gate") {
      const w = gateWeight[GATES.indexOf(def.gate!)]!;
      if (w > 0) {
        v += (m.on ? 1.6 : 0.4) * w;
        // Rising as the module fills; a full module is about to travel, so filling it pays.
        const each = m.settlers === cap ? TRAVELLED + 0.1 : TRAVELLED - 0.1 - 0.04 * (cap - m.settlers);
        // The most wanted gates (the last exoplanet's) pull settlers: worth more inside than next to them.
        v += m.settlers * (each * Math.min(1, w) + (hasTop && w === top ? 1 : 0));
      } else v += m.on ? 0.3 + 0.3 * m.settlers : 0;
      continue;
    }
    const d = dist.get(m);
    v += m.on ? 0.4 : 0.15;
    // An Off Odyssey module still holds its bonus: recruit, promote or a robot.
    if (def.type === "odyssey" && !m.on) v += 0.9 * (1 - endWeight);
    if (def.type === "access" && m.on && d !== undefined) v += 0.1 * cap;
    const dt = distTop?.get(m);
    const toward = (x: number | undefined, bonus: number): number =>
      x === undefined ? 0.3 : Math.max(0.3, TRAVELLED - 0.3 - 0.15 * x + bonus);
    v += m.settlers * Math.max(toward(d, 0), dt === undefined ? 0 : toward(dt, 1));
  }
  return v - (0.5 + 0.5 * endWeight) * openCorridors(station);
}

/** What the evaluation of one state shares between players. */
interface Outlook {
  late: number;
  standing: number[];
  /** Weight of each gate's modules for `me`: 0 unused, less for Hawking, more for a last planet to close. */
  gateWeight: number[];
}

function outlook(s: SgoState, me: number): Outlook {
  const progress = s.target > 0 ? s.closed / s.target : 0;
  const late = Math.max(progress, s.round / s.options.maxRounds);
  const pred = predominancePoints(s);
  const projected = s.seats.map(() => 0);
  const onPlanets = s.seats.map(() => 0);
  for (const pl of s.planets) {
    if (pl.status !== "open") continue;
    // What the exoplanet would pay now, trusted more as it nears its close.
    const trust = 0.5 + 0.5 * closingProgress(pl, s.players);
    scorePlanet(pl, s.players).points.forEach((x, seat) => {
      projected[seat]! += trust * x;
    });
    for (const o of pl.occupants) if (o >= 0) onPlanets[o]!++;
    pl.zone.forEach((z, seat) => {
      onPlanets[seat]! += z;
    });
  }
  const standing = s.seats.map((p, seat) => {
    const predo = pred[seat]!.reduce((a, x) => a + x.points, 0);
    // Laps whose government figure is still to be placed count already.
    const laps = s.pending.filter((d) => d.kind === "govern" && d.seat === seat).length;
    return (
      (p.government.length + laps) * 10 +
      p.wheel +
      projected[seat]! +
      0.3 * onPlanets[seat]! +
      (0.25 + 0.6 * late) * predo
    );
  });
  const lead = standing[me]! - Math.max(...standing.filter((_, i) => i !== me));
  const lastPlanet = s.closed === s.target - 1;
  const gateWeight = s.gates.map((at) => {
    if (at === -2) return 0;
    if (at === -1 || at === -3) return lastPlanet && lead > 0 ? 0.3 : 0.85;
    return lastPlanet ? (lead > 0 ? 3 : 0.7) : 1;
  });
  return { late, standing, gateWeight };
}

/** Evaluation of `s` for `me`: own value minus the best opponent's reachable value. */
export function evaluate(s: SgoState, me: number): number {
  if (s.phase === "over") {
    const mine = s.seats[me]!.government.length * 10 + s.seats[me]!.wheel;
    const best = Math.max(...s.seats.map((p, i) => (i === me ? -1e9 : p.government.length * 10 + p.wheel)));
    return (mine - best) * 10;
  }
  const o = outlook(s, me);
  const p = s.seats[me]!;
  // Action points with diminishing returns per room, so figures do not all drift into one room.
  let figures = 0;
  for (const room of ["water", "wildlife", "energy", "modules", "airlock"] as const) {
    figures += 3.2 * (1 - 0.6 ** pointsIn(p, room));
  }
  let own =
    o.standing[me]! +
    stationValue(p.station, o.late, o.gateWeight) +
    figures * (1 - 0.7 * o.late) +
    0.25 * p.reserve.settlers;
  const best = Math.max(...o.standing.filter((_, i) => i !== me));
  // The last exoplanet ends the game: drive it to its close when ahead, hold back when behind.
  if (s.closed === s.target - 1) {
    const lead = o.standing[me]! - best;
    for (const pl of s.planets)
      if (pl.status === "open") own += Math.sign(lead) * 12 * closingProgress(pl, s.players);
  }
  return own - 0.8 * best;
}

/** Rough share (0-1) of the way to an exoplanet's closing condition. */
function closingProgress(pl: PlanetState, players: number): number {
  const side = sideOf(pl);
  const taken = pl.occupants.filter((o) => o >= 0).length;
  switch (pl.id) {
    case "fermi":
      return Math.min(1, taken / side.closeAt!);
    case "collins":
      return (
        side.volcanoes!.filter((v) => volcanoWon(pl.occupants, v.spots, players)).length /
        side.volcanoes!.length
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
    default:
      return taken / side.spots.filter((x) => !x.zone).length;
  }
}

// ---------------------------------------------------------------- choosing

const after = stateAfter;

/** Best placement of `tile` for `seat` by station value, and that value's gain over not placing. */
function bestPlacement(s: SgoState, seat: number, tile: number): { move: SgoMove | null; gain: number } {
  const station = s.seats[seat]!.station;
  const o = outlook(s, seat);
  const base = stationValue(station, o.late, o.gateWeight);
  let best: SgoMove | null = null;
  let gain = Number.NEGATIVE_INFINITY;
  for (const c of placements(station, tile)) {
    const next = [...station, { tile, x: c.x, y: c.y, rotation: c.rotation, on: false, settlers: 0 }];
    const g = stationValue(next, o.late, o.gateWeight) - base;
    if (g > gain) {
      gain = g;
      best = { type: "place", ...c };
    }
  }
  return { move: best, gain };
}

/** Greedy choice among `legal` for the seat acting in `s`. */
function greedy(s: SgoState, seat: number, legal: readonly SgoMove[]): SgoMove {
  if (legal.length === 1) return legal[0]!;
  const first = legal[0]!;
  // Drawing: the top tile is visible, so a draw is worth the best place for that tile.
  if (first.type === "draw" || (first.type === "pass" && legal.some((m) => m.type === "draw"))) {
    let best: SgoMove = legal.find((m) => m.type === "pass") ?? first;
    let bestGain = legal.some((m) => m.type === "pass") ? 0.25 : Number.NEGATIVE_INFINITY;
    for (const m of legal) {
      if (m.type !== "draw") continue;
      const tile = s.piles[m.pile]![0]!;
      const g = bestPlacement(s, seat, tile).gain;
      if (g > bestGain) {
        bestGain = g;
        best = m;
      }
    }
    return best;
  }
  if (first.type === "place" && s.hand) {
    const { move, gain } = bestPlacement(s, seat, s.hand.tile);
    if (legal.some((m) => m.type === "returnTile") && gain < 0.25) return { type: "returnTile" };
    if (move) return move;
  }
  let best: SgoMove = first;
  let bestValue = Number.NEGATIVE_INFINITY;
  // Gate modules are where settlers go, never where they come from.
  const station = s.seats[seat]!.station;
  const fromGate = (m: SgoMove): boolean =>
    m.type === "moveSettler" && MODULES[station.find((x) => x.tile === m.from)!.tile]!.type === "gate";
  const candidates = legal.some((m) => !fromGate(m)) ? legal.filter((m) => !fromGate(m)) : legal;
  for (const m of candidates) {
    const next = after(s, seat, m);
    if (!next) continue;
    let v = evaluate(next, seat);
    if (m.type === "pass") v += 0.05;
    if (v > bestValue) {
      bestValue = v;
      best = m;
    }
  }
  return best;
}

/** Plays the rest of the current turn: `me` greedily, the others passing or taking their first option. */
function playOutTurn(s0: SgoState, me: number, maxSteps: number): SgoState {
  let s = s0;
  for (let i = 0; i < maxSteps; i++) {
    if (s.phase === "over" || s.phase === "activate") return s;
    const seat = currentActor(s);
    if (seat === null) return s;
    const legal = legalMoves(s, seat);
    if (legal.length === 0) return s;
    const m = seat === me ? greedy(s, seat, legal) : (legal.find((x) => x.type === "pass") ?? legal[0]!);
    const next = after(s, seat, m);
    if (!next) return s;
    s = next;
  }
  return s;
}

/** Chooses the room to activate by playing out the bot's actions for each target room. */
function chooseActivation(s: SgoState, me: number, legal: readonly SgoMove[]): SgoMove {
  const p = s.seats[me]!;
  const candidates = new Map<string, SgoMove>();
  for (const m of legal) {
    if (m.type !== "activate") continue;
    const key = `${m.to}/${m.figure}`;
    const known = candidates.get(key);
    // From the room holding most of my points (the move costs it least).
    if (!known || (known.type === "activate" && pointsIn(p, m.from) > pointsIn(p, known.from))) {
      candidates.set(key, m);
    }
  }
  let best: SgoMove = legal[0]!;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const m of candidates.values()) {
    const next = after(s, me, m);
    if (!next) continue;
    const end = playOutTurn(next, me, 60);
    const v = evaluate(end, me);
    if (v > bestValue) {
      bestValue = v;
      best = m;
    }
  }
  return best;
}

/** The greedy bot's decision. */
export function chooseGreedyMove(ctx: Ctx): SgoMove {
  const legal = ctx.legal;
  if (legal.length === 1) return legal[0]!;
  const s = stateFromView(ctx.view.public, ctx.rng);
  const me = ctx.seat;
  if (legal.some((m) => m.type === "activate")) return chooseActivation(s, me, legal);
  const useful = legal.filter((m) => m.type !== "reorganize" && m.type !== "cancelReorganize");
  const choice = greedy(s, me, useful.length > 0 ? useful : legal);
  return legal.some((m) => JSON.stringify(m) === JSON.stringify(choice)) ? choice : legal[0]!;
}

export const greedyBot: Bot<SgoPublicView, SgoPrivateView, SgoMove> = {
  describe: "greedy: evaluates each move on a rebuilt state, plays out its own room activations",
  choose: chooseGreedyMove,
};
