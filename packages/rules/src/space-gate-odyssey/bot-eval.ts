/**
 * Space Gate Odyssey planner bot: the position evaluation, in points of influence. A seat's value is its
 * banked influence, what the open exoplanets would pay it, predominance, and the worth of its station:
 * each settler priced by the gate it can reach (what a settler through that gate earns, less the action
 * points still needed to get it there), gate modules by the same price, Off Odyssey modules by their
 * bonus, action points per room with diminishing returns, open corridors as the final penalty.
 */

import { type PlanetInfo, planetInfo, settlersToClose } from "./bot-planets.ts";
import { type Domain, GATES, MODULES, PREDOMINANCE_VALUES, ROOMS } from "./content.ts";
import { pointsIn } from "./figures.ts";
import { capacityOf, openCorridors, rotatedMask, SIDE_OFFSETS, type StationModule } from "./station.ts";
import type { PlayerState, SgoState } from "./types.ts";

/** Tunable weights of the evaluation. */
export const W = {
  /** Weight of the others' value against one's own. */
  others: 0.75,
  /** Influence per settler sent to Hawking. */
  hawking: 1,
  /** A settler one step further from a gate is worth this share of it (each step costs an action point). */
  gamma: 0.6,
  /** Extra steps to cross an Off module (the first settler switches it On and goes home). */
  flip: 1,
  /** A settler in a gate module: a bonus once full (it travels), a small cost per free place. */
  full: 0.1,
  wait: 0.04,
  /** A settler that can reach no gate. */
  stuck: 0.2,
  /** A settler in the reserve. */
  reserve: 0.3,
  /** Most a settler in an access module is worth beyond the reserve (a fill makes more). */
  inAccess: 0.35,
  /** A settler waiting on an open exoplanet (it comes home when the exoplanet closes). */
  onPlanet: 0.15,
  /** Gate module worth, per unit of its gate's price: On, Off. */
  gateOn: 1.6,
  gateOff: 0.9,
  /** Each further gate module of one domain, of one gate, is worth this share of the previous one. */
  gateDim: 0.5,
  gateSymDim: 0.6,
  /** Extra steps to cross a gate module on the way to another. */
  throughGate: 1,
  /** Empty cells where a module would be 1 or 2 settler steps from an access module (room to grow). */
  slot1: 0.6,
  slot2: 0.3,
  /** Loss of gate-module worth per step between it and the nearest access module. */
  gateReach: 0.35,
  /** Access modules: worth per seat of capacity, On and Off. */
  accessOn: 0.12,
  accessOff: 0.04,
  /** Odyssey bonuses still to gain (Off module), early in the game. */
  recruit: 2.6,
  promote: 1.9,
  robot: 1.9,
  odysseyOn: 0.25,
  /** Action points: value of a room's first point; each next one is worth `figDecay` of the previous. */
  fig: 3,
  /** Each action point, whatever its room, early in the game (nothing at the end). */
  figTotal: 1.5,
  figDecay: 0.6,
  /** Open corridors: early and late weight (the final scoring takes 1 each). */
  openEarly: 0.25,
  openLate: 1,
  /** Share of the predominance points counted early (all of it at the end). */
  predBase: 0.35,
  /** Share of an open exoplanet's current scoring counted at once (all of it when closing). */
  trust0: 0.6,
  /** The end stage: per settler still needed to close the last exoplanets, for the seat ahead (the others brake). */
  perNeed: 2.5,
  /** Extra price of the last exoplanet's gate for the seat that would win by closing it. */
  lastPush: 4,
  /** From this round on, every seat wants the last exoplanet closed a bit more each round. */
  urgencyFrom: 30,
  urgency: 0.1,
};

// ---------------------------------------------------------------- outlook

/** What one evaluation of a state shares between seats. */
export interface Outlook {
  players: number;
  /** 0 at the start, 1 at the end. */
  late: number;
  /** Price of a settler through each gate, per seat. */
  unit: number[][];
  /** Trusted share of the open exoplanets' scoring, per seat. */
  planets: number[];
  /** Settlers on open exoplanets, per seat. */
  onPlanets: number[];
  /** The last-exoplanet term, per seat. */
  endTerm: number[];
  /** How much each seat wants the game to end: 1 when well ahead, more as it drags, 0 otherwise. */
  drive: number[];
  /** Predominance order of the tokens (first = most valuable). */
  order: readonly string[];
  /** On modules per domain, per seat. */
  domains: Record<Domain, number>[];
}

function domainCounts(station: readonly StationModule[]): Record<Domain, number> {
  const out: Record<Domain, number> = { water: 0, wildlife: 0, energy: 0 };
  for (const m of station) {
    const d = MODULES[m.tile]!.domain;
    if (m.on && d) out[d]++;
  }
  return out;
}

/** Predominance points of `seat` when its domain counts are `mine` and the others' are as in `o`. */
export function predominanceOf(o: Outlook, seat: number, mine: Record<Domain, number>): number {
  let pts = 0;
  o.order.forEach((token, pos) => {
    if (token === "none") return;
    const value = PREDOMINANCE_VALUES[pos]!;
    if (value === 0) return;
    const count = (c: Record<Domain, number>): number =>
      token === "balance" ? Math.min(c.water, c.wildlife, c.energy) : c[token as Domain];
    const own = count(mine);
    if (own <= 0) return;
    for (let i = 0; i < o.players; i++) if (i !== seat && count(o.domains[i]!) > own) return;
    pts += value;
  });
  return pts;
}

const banked = (s: SgoState, seat: number): number => {
  const p = s.seats[seat]!;
  let laps = 0;
  for (const d of s.pending) if (d.kind === "govern" && d.seat === seat) laps++;
  return 10 * (p.government.length + laps) + p.wheel;
};

/**
 * The shared part of an evaluation of `s`. `stance` (each seat's wish to end the game, see `drive`) is
 * taken from the position where the decision is made, so that the positions compared share it.
 */
export function outlookOf(s: SgoState, stance?: readonly number[]): Outlook {
  const players = s.players;
  const progress = s.target > 0 ? s.closed / s.target : 0;
  const late = Math.min(1, 0.75 * progress + 0.25 * Math.max(0, (s.round - 3) / 30));
  const planets = s.seats.map(() => 0);
  const onPlanets = s.seats.map(() => 0);
  const infos: (PlanetInfo | null)[] = s.planets.map((pl) =>
    pl.status === "open" ? planetInfo(pl, players) : null,
  );
  infos.forEach((info, i) => {
    if (!info) return;
    const pl = s.planets[i]!;
    const trust = W.trust0 + (1 - W.trust0) * info.progress;
    info.score.forEach((x, seat) => {
      planets[seat]! += trust * x;
    });
    for (const occupants of pl.occupants) if (occupants >= 0) onPlanets[occupants]!++;
    pl.zone.forEach((z, seat) => {
      onPlanets[seat]! += z;
    });
  });
  const domains = s.seats.map((p) => domainCounts(p.station));
  const o: Outlook = {
    players,
    late,
    unit: [],
    planets,
    onPlanets,
    endTerm: s.seats.map(() => 0),
    drive: s.seats.map(() => 0),
    order: s.predominance,
    domains,
  };
  // The end stage (two exoplanets or fewer left, no more second wave): closing them ends the game, good
  // for whoever would then be ahead; that seat drives them (and everyone, as the game drags on).
  const remaining = s.target - s.closed;
  const endStage = remaining <= 2 && !s.planets.some((pl) => pl.status === "waiting");
  const margin = s.seats.map(() => 0);
  const drive = o.drive;
  if (endStage) {
    const final = s.seats.map(
      (p, seat) => banked(s, seat) + predominanceOf(o, seat, domains[seat]!) - openCorridors(p.station),
    );
    const need = s.seats.map(() => 0);
    infos.forEach((info, i) => {
      if (!info) return;
      info.score.forEach((x, seat) => {
        final[seat]! += x;
        need[seat]! += settlersToClose(s.planets[i]!, players, seat);
      });
    });
    final.forEach((x, seat) => {
      margin[seat] = x - Math.max(...final.filter((_, i) => i !== seat));
    });
    const urgency = Math.max(0, s.round - W.urgencyFrom) * W.urgency;
    margin.forEach((m, seat) => {
      drive[seat] = stance ? stance[seat]! : Math.max(0, Math.min(1, m / 6)) + urgency;
    });
    o.endTerm = drive.map((d, seat) => d * W.perNeed * (30 - Math.min(30, need[seat]!)));
  }
  o.unit = s.gates.map((at) =>
    s.seats.map((_, seat) => {
      if (at === -2) return 0;
      if (at === -1) return W.hawking;
      if (at === -3) return 0.8;
      // Trusted like the exoplanet's current scoring: sending is neutral, closing pays the rest.
      const info = infos[at];
      const trust = endStage ? 1 : W.trust0 + (1 - W.trust0) * (info?.progress ?? 0);
      const u = info ? info.unit[seat]! * trust : 0.5;
      return u + W.lastPush * Math.max(0, Math.min(1, drive[seat]!));
    }),
  );
  return o;
}

// ---------------------------------------------------------------- station

/** A station's corridors: links between modules, open corridors, empty cells a corridor faces. */
interface Geometry {
  adj: number[][];
  open: number;
  /** Empty cells faced by a corridor, each with the modules whose corridor faces it. */
  cells: number[][];
}

const cellKey = (x: number, y: number): number => (x + 512) * 1024 + (y + 512);

function geometry(station: readonly StationModule[]): Geometry {
  const at = new Map<number, number>();
  const masks = station.map((m, i) => {
    at.set(cellKey(m.x, m.y), i);
    return rotatedMask(m.tile, m.rotation);
  });
  const adj: number[][] = station.map(() => []);
  const cells = new Map<number, number[]>();
  let open = 0;
  station.forEach((m, i) => {
    for (let side = 0; side < 4; side++) {
      if ((masks[i]! & (1 << side)) === 0) continue;
      const [dx, dy] = SIDE_OFFSETS[side]!;
      const key = cellKey(m.x + dx, m.y + dy);
      const j = at.get(key);
      if (j === undefined) {
        open++;
        const list = cells.get(key);
        if (list) list.push(i);
        else cells.set(key, [i]);
      } else if ((masks[j]! & (1 << ((side + 2) % 4))) !== 0) adj[i]!.push(j);
      else open++;
    }
  });
  return { adj, open, cells: [...cells.values()] };
}

/** Figures still in a reserve, for bonus worth. */
export interface Stock {
  engineers: number;
  suits: number;
  robots: number;
  /** Engineers in control rooms (a promotion needs one). */
  roomEngineers: number;
}

/** Worth of the bonus of an Odyssey tile if switched On now. */
export function bonusWorth(tile: number, stock: Stock, late: number): number {
  const def = MODULES[tile]!;
  if (def.type !== "odyssey") return 0;
  const early = Math.max(0, 1 - late);
  switch (def.bonus) {
    case "recruit":
      return stock.engineers > 0 ? W.recruit * early : 0;
    case "promote":
      return stock.suits > 0 && stock.roomEngineers > 0 ? W.promote * early : 0;
    case "robot":
      return stock.robots > 0 ? W.robot * early : 0;
    default:
      return 0;
  }
}

/**
 * Best price of a settler standing in each module's neighbours, heading for the best gate it can reach:
 * a fixed point of "its own gate, or the best neighbour's price one step further".
 */
function onwardPrices(
  adj: readonly number[][],
  isGate: readonly boolean[],
  unit: readonly number[],
  enter: readonly number[],
  cross: readonly number[],
): number[] {
  const n = adj.length;
  const onward = adj.map(() => 0);
  const price = adj.map((_, i) => (isGate[i] && unit[i]! > 0 ? unit[i]! : W.stuck));
  const step = enter.map((e) => W.gamma ** e);
  for (let round = 0; round < n; round++) {
    let changed = false;
    for (let i = 0; i < n; i++) {
      let best = 0;
      for (const j of adj[i]!) best = Math.max(best, price[j]! * step[j]!);
      onward[i] = best;
      const p = Math.max(isGate[i] && unit[i]! > 0 ? unit[i]! : W.stuck, best * cross[i]!);
      if (p > price[i]! + 1e-12) {
        price[i] = p;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return onward;
}

/** Steps from the nearest On access module to stand in each module. */
function accessReach(
  station: readonly StationModule[],
  adj: readonly number[][],
  isGate: readonly boolean[],
  enter: readonly number[],
): number[] {
  const n = station.length;
  const reach = station.map((m) =>
    MODULES[m.tile]!.type === "access" && m.on ? 0 : Number.POSITIVE_INFINITY,
  );
  const through = isGate.map((g) => (g ? W.throughGate : 0));
  for (let round = 0; round < n; round++) {
    let changed = false;
    for (let y = 0; y < n; y++) {
      if (reach[y] === Number.POSITIVE_INFINITY) continue;
      const from = reach[y]! + through[y]!;
      for (const x of adj[y]!) {
        if (from + enter[x]! < reach[x]!) {
          reach[x] = from + enter[x]!;
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  return reach;
}

/** Worth of a station for `seat`: settlers by the gate they can reach, modules, open corridors. */
export function stationValue(
  station: readonly StationModule[],
  seat: number,
  o: Outlook,
  stock: Stock,
): number {
  const n = station.length;
  const { adj, open, cells } = geometry(station);
  const defs = station.map((m) => MODULES[m.tile]!);
  const isGate = defs.map((d) => d.type === "gate");
  const unit = defs.map((d) => (d.type === "gate" ? o.unit[GATES.indexOf(d.gate!)]![seat]! : 0));
  // Steps to enter each module (an Off one is switched On first); crossing a gate module costs more:
  // it may fill up and send the settlers elsewhere.
  const enter = station.map((m) => 1 + (m.on ? 0 : W.flip));
  const cross = isGate.map((g) => (g ? W.gamma ** W.throughGate : 1));
  const onward = onwardPrices(adj, isGate, unit, enter, cross);
  const reach = accessReach(station, adj, isGate, enter);
  let v = 0;
  const gateWorth: { domain: Domain; gate: number; v: number }[] = [];
  for (let i = 0; i < n; i++) {
    const m = station[i]!;
    const def = defs[i]!;
    if (def.type === "gate") {
      const u = unit[i]!;
      if (u <= 0) continue;
      const flipped = m.on ? 0 : W.flip;
      const worth =
        (u * (m.on ? W.gateOn : W.gateOff)) / (1 + W.gateReach * Math.max(0, reach[i]! - 1 - flipped));
      gateWorth.push({ domain: def.domain!, gate: GATES.indexOf(def.gate!), v: worth });
      // Settlers inside travel through it (rising as it fills), unless a better gate is close (staged).
      if (m.settlers > 0) {
        const cap = capacityOf(m);
        const own = u + (m.settlers === cap ? W.full : -W.wait * (cap - m.settlers));
        v += m.settlers * Math.max(own, onward[i]! * cross[i]!);
      }
      continue;
    }
    const best = Math.max(W.stuck, onward[i]!);
    if (def.type === "access") {
      // Settlers in an access module are cheap to replace (one Airlock point fills it): moving them on
      // must not look like a loss when they could reach a better gate in another room.
      v += m.settlers * Math.min(best, W.reserve + W.inAccess);
      v += capacityOf(m) * (m.on ? W.accessOn : W.accessOff);
      continue;
    }
    v += m.settlers * best;
    if (m.on) v += W.odysseyOn;
    // An Off Odyssey module still holds its bonus; worth less the further it is from settlers
    // (switching it On takes one settler step less than entering it afterwards).
    else v += bonusWorth(m.tile, stock, o.late) * W.gamma ** Math.max(1, reach[i]! - W.flip);
  }
  // Each further gate module of a domain, or of a gate, adds less (the gates move; a spread keeps options).
  gateWorth.sort((x, y) => y.v - x.v);
  const byDomain: Record<Domain, number> = { water: 0, wildlife: 0, energy: 0 };
  const byGate = [0, 0, 0];
  for (const x of gateWorth) {
    v += x.v * W.gateDim ** byDomain[x.domain] * W.gateSymDim ** byGate[x.gate]!;
    byDomain[x.domain]++;
    byGate[x.gate]!++;
  }
  // Room to grow: the best empty cells where a new module would be 1 or 2 steps from an access module
  // without crossing a gate module.
  const slots: number[] = [];
  for (const facing of cells) {
    let best = Number.POSITIVE_INFINITY;
    for (const i of facing) if (!isGate[i]) best = Math.min(best, reach[i]! + 1);
    if (best <= 2) slots.push(best);
  }
  slots.sort((x, y) => x - y);
  for (const c of slots.slice(0, 3)) v += c <= 1 ? W.slot1 : W.slot2;
  v -= (W.openEarly + (W.openLate - W.openEarly) * o.late) * open;
  if (open === 0 && o.late < 0.8) v -= 1.5;
  return v + predominanceOf(o, seat, domainCounts(station)) * (W.predBase + (1 - W.predBase) * o.late);
}

/** Worth of a seat's action points: per room, with diminishing returns; less as the game ends. */
export function figuresValue(p: PlayerState, o: Outlook): number {
  const gatesOf: Record<Domain, number> = { water: 0, wildlife: 0, energy: 0 };
  let emptyAccess = 0;
  for (const m of p.station) {
    const def = MODULES[m.tile]!;
    if (def.type === "gate") gatesOf[def.domain!]++;
    else if (def.type === "access" && m.on) emptyAccess += capacityOf(m) - m.settlers;
  }
  let v = 0;
  let total = 0;
  for (const room of ROOMS) {
    const pts = pointsIn(p, room);
    total += pts;
    const sat = 1 - W.figDecay ** pts;
    let use: number;
    if (room === "modules") use = Math.max(0.15, 1 - 1.2 * o.late);
    else if (room === "airlock") use = Math.min(1, 0.35 + emptyAccess / 6);
    else use = 0.55 + 0.45 * Math.min(1, gatesOf[room]);
    v += W.fig * use * sat;
  }
  // Every point is used again at each activation of its room until the end: more figures, faster play.
  return v * (1 - 0.6 * o.late) + W.figTotal * total * (1 - o.late);
}

export const stockOf = (p: PlayerState): Stock => ({
  engineers: p.reserve.engineers,
  suits: p.reserve.suits,
  robots: p.reserve.robots,
  roomEngineers: p.rooms.reduce((a, f) => a + f.engineers, 0),
});

/** Value of `s` for `seat` alone, in points of influence. */
export function seatValue(s: SgoState, seat: number, o: Outlook): number {
  const p = s.seats[seat]!;
  return (
    banked(s, seat) +
    o.planets[seat]! +
    W.onPlanet * o.onPlanets[seat]! +
    o.endTerm[seat]! +
    stationValue(p.station, seat, o, stockOf(p)) +
    figuresValue(p, o) +
    W.reserve * Math.min(p.reserve.settlers, 12)
  );
}

/** Final result for `seat` when the game is over: the score margin over the best other seat. */
function finalMargin(s: SgoState, seat: number): number {
  const score = (i: number): number => 10 * s.seats[i]!.government.length + s.seats[i]!.wheel;
  let best = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < s.players; i++) if (i !== seat) best = Math.max(best, score(i));
  const m = score(seat) - best;
  return m + (m > 0 ? 30 : m < 0 ? -30 : 0);
}

/** Evaluation of `s` for `me`: its value minus the others' (the best and the average). */
export function evaluate(s: SgoState, me: number, stance?: readonly number[]): number {
  const o = outlookOf(s, stance);
  if (s.phase === "over") return 10 * finalMargin(s, me);
  const values = s.seats.map((_, seat) => seatValue(s, seat, o));
  return relative(values, me);
}

/** A seat's value against the others: the best and the average of the others weigh half each. */
export function relative(values: readonly number[], me: number): number {
  let best = Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    if (i === me) continue;
    best = Math.max(best, values[i]!);
    sum += values[i]!;
  }
  const mean = sum / (values.length - 1);
  // Less than the full difference, so that progress shared with the others still counts.
  return values[me]! - W.others * 0.5 * (best + mean);
}
