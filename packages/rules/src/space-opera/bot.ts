/**
 * Space Opera bot: a greedy planner that sees only its seat's view. It grows meeples and ships on
 * its planets, sends loaded ships to colonize face-down cards and uncontrolled planets, invades
 * enemy planets it can beat and hunts enemy ships with drones. Every legal move gets a score; the
 * best wins (ties by the given rng).
 *
 * It reads the rules' numbers from the view instead of computing them: where each ship can go this
 * movement and at what risk (`reach`), invasion strengths (`attack`, `planetFacts.defense`), what
 * bunkers shelter, the standings and the calm rounds. Beyond one movement it plans with its own
 * distance estimate.
 *
 * When the table stalls (`calmRounds`: no planet changed hands for a while) it presses: warheads
 * on drones, missiles at enemy planets, every spare meeple aboard. After long calm (or a long game)
 * it accepts to end by the time-limit standings, and proposes it when it leads alone (or after twice
 * as long, or from round END_ROUND, whatever the standings); it surrenders when it has no planet
 * left and nothing happens.
 */
import type { Bot, BotContext, Seat } from "../core/types.ts";
import { BUILD_COST, cardKind, planetCard, type TechId } from "./content.ts";
import { gridNeighbors } from "./helpers.ts";
import type { OperaMove, OperaPrivate, OperaPublic, Planet, Reach, Ship, ShipFacts } from "./types.ts";

type Ctx = BotContext<OperaPublic, OperaPrivate, OperaMove>;

const FAR = 99;
/** Calm rounds after which the bot presses for the win. */
export const PRESS_CALM = 3;
/** Calm rounds after which the bot proposes (and accepts) to end the game by the standings. */
export const END_CALM = 12;
/** Round after which the bot proposes (and accepts) to end the game whatever happens. */
export const END_ROUND = 60;

interface Info {
  v: OperaPublic;
  me: Seat;
  hand: TechId[];
  facts: Map<number, ShipFacts>;
  knownCards: Map<number, string>;
  /** Cells a ship should not path through (face-up supernovae). */
  blocked: Set<number>;
  /** Pressing for the win. */
  press: boolean;
  /** Distances (in spaces) to a cell, computed once per decision. */
  dists: Map<number, number[]>;
}

/** The cells next to `cell` as the bot's view shows the map (face-down cards are no wormholes). */
function neighbors(v: OperaPublic, cell: number): number[] {
  return gridNeighbors(v, cell, (c) => kindOf(v, c) === "wormhole");
}

function kindOf(v: OperaPublic, cell: number): string {
  const c = v.cards[cell];
  if (c === null || c === undefined) return "hidden";
  return c === "void" ? "space" : cardKind(c);
}

/** Spaces from every cell to `target` (a planning estimate), avoiding supernovae and enemy planets. */
function distancesTo(info: Info, target: number): number[] {
  const cached = info.dists.get(target);
  if (cached) return cached;
  const { v } = info;
  const d = Array.from({ length: v.cards.length }, () => FAR);
  d[target] = 0;
  const queue = [target];
  while (queue.length > 0) {
    const cur = queue.shift()!;
    const enterCost = kindOf(v, cur) === "asteroid" ? 2 : 1;
    for (const nb of neighbors(v, cur)) {
      if (info.blocked.has(nb)) continue;
      const p = v.planets[nb];
      if (p && p.owner !== null && p.owner !== info.me) continue;
      const nd = d[cur]! + enterCost;
      if (nd < d[nb]!) {
        d[nb] = nd;
        queue.push(nb);
      }
    }
  }
  info.dists.set(target, d);
  return d;
}

function countHidden(v: OperaPublic): number {
  return v.cards.filter((c) => c === null).length;
}

function myShipsAt(v: OperaPublic, me: Seat, cell: number): Ship[] {
  return v.ships.filter((x) => x.owner === me && x.cell === cell);
}

const isEnemy = (info: Info, owner: Seat | null) => owner !== null && owner !== info.me;

/** What a ship is worth to keep (lost when it strands or is used up). */
function shipWorth(x: Ship): number {
  return 4 + x.meeples * 4 + x.nukes * 4 + x.bios * 3;
}

/** Defense of an enemy planet, with a margin when its owner might hold an unseen Super Soldier. */
function guardedDefense(info: Info, cell: number): number {
  const { v } = info;
  const p = v.planets[cell]!;
  const owner = p.owner!;
  const unseen = (v.handSizes[owner] ?? 0) > (v.revealed[owner]?.length ?? 0);
  const known = v.revealed[owner]?.includes("superSoldier") ?? false;
  return v.planetFacts[cell]!.defense + (unseen && !known && p.meeples > 0 ? 1 : 0);
}

/** Meeples a warhead would kill on an enemy planet (those no bunker shelters). */
function warheadKills(info: Info, cell: number): number {
  const p = info.v.planets[cell]!;
  return p.meeples - info.v.planetFacts[cell]!.shelteredMeeples;
}

/**
 * How much reaching `cell` (and doing there what arriving does) is worth to ship `x`, or null when
 * it is not a goal for it.
 */
function worthAt(info: Info, x: Ship, cell: number): number | null {
  const { v } = info;
  const p = v.planets[cell];
  const kind = kindOf(v, cell);
  if (p) {
    const cls = v.planetFacts[cell]!.class;
    if (p.owner === null) return x.meeples > 0 ? 10 + 2 * cls : null;
    if (p.owner === info.me) return null;
    const facts = info.facts.get(x.id);
    if (x.meeples > 0) {
      const attack = facts?.attack ?? x.meeples;
      return attack > guardedDefense(info, cell) ? 16 + 2 * cls + (info.press ? 10 : 0) : null;
    }
    if (x.nukes + x.bios > 0) {
      const kills = warheadKills(info, cell);
      return kills > 0 ? 8 + 3 * kills + (kills >= p.meeples ? 8 : 0) + (info.press ? 8 : 0) : null;
    }
    // A plain missile is worth it only in a press, to kill a meeple of a nearly empty planet.
    return info.press && warheadKills(info, cell) > 0 && p.meeples <= 2 ? 8 : null;
  }
  if (kind === "hidden") {
    if (x.meeples === 0) return null;
    const known = info.knownCards.get(cell);
    if (known) return cardKind(known) === "planet" ? 14 : null;
    const foes = v.ships.some((y) => y.cell === cell && isEnemy(info, y.owner));
    if (foes) return null;
    return 4 + (8 * v.hiddenPlanets) / Math.max(1, countHidden(v));
  }
  // Enemy ships in space: prey for drones (and for anyone when their owner has no planet left).
  const prey = v.ships.filter((y) => y.cell === cell && isEnemy(info, y.owner));
  if (prey.length === 0) return null;
  const cargo = Math.max(...prey.map((y) => y.meeples));
  const homeless = prey.some((y) => !v.planets.some((q) => q && q.owner === y.owner));
  if (x.meeples === 0) return 4 + 3 * cargo + (homeless ? 10 : 0);
  return homeless && cargo > 0 ? 20 : null;
}

/** Goals of a ship: cells with their worth. */
function goalsOf(info: Info, x: Ship): { cell: number; worth: number }[] {
  const out: { cell: number; worth: number }[] = [];
  for (let cell = 0; cell < info.v.cards.length; cell++) {
    if (cell === x.cell) continue;
    const w = worthAt(info, x, cell);
    if (w !== null && w > 0) out.push({ cell, worth: w });
  }
  return out;
}

/**
 * What being at `cell` with `energy` ship energy left is worth to a ship with these `goals`: the best goal it can
 * still reach with that energy (one movement per energy, `rate` spaces each), discounted by
 * distance; a ship that can reach no goal is drawn home to refuel.
 */
function positional(info: Info, cell: number, energy: number, goals: { cell: number; worth: number }[]) {
  const { v } = info;
  const rate = v.movePerEnergy;
  let best = 0;
  for (const g of goals) {
    const d = distancesTo(info, g.cell)[cell]!;
    // Off a planet a ship must keep one energy at the end (a face-down card may be mere space);
    // a fight uses the ship up anyway.
    const spare =
      info.v.planets[g.cell] || v.ships.some((y) => y.cell === g.cell && isEnemy(info, y.owner)) ? 0 : 1;
    if (d >= FAR || Math.ceil(d / rate) + spare > energy) continue;
    best = Math.max(best, g.worth / (1 + d));
  }
  const p = info.v.planets[cell];
  if (p && p.owner === info.me) return Math.max(best, 1.5);
  // Home, to refuel and reload: worth more when nothing else is in range.
  for (let h = 0; h < info.v.planets.length; h++) {
    const q = info.v.planets[h];
    if (!q || q.owner !== info.me) continue;
    const d = distancesTo(info, h)[cell]!;
    if (d >= FAR || Math.ceil(d / rate) > energy) continue;
    best = Math.max(best, (best > 0 ? 0.5 : 3) / (1 + d));
  }
  return best;
}

/** The value of ending a movement as reach entry `r` says (its arrival included). */
function endpointValue(info: Info, x: Ship, r: Reach, goals: { cell: number; worth: number }[]): number {
  const { v } = info;
  const energy = x.energy - r.energy;
  if (r.danger === "supernova") return -1000;
  switch (r.arrival) {
    case "attack":
    case "land":
    case "fight": {
      const w = worthAt(info, x, r.cell);
      if (w === null) return r.arrival === "land" && energy > 0 ? 0.5 : -shipWorth(x) - 10;
      const used = r.arrival === "land" ? 0 : shipWorth(x) / 4;
      return w - used;
    }
    case "supernova":
      return -1000;
    default:
      break;
  }
  let value = positional(info, r.cell, energy, goals);
  if (kindOf(v, r.cell) === "hidden" && x.meeples > 0) {
    const w = worthAt(info, x, r.cell);
    if (w !== null) value = Math.max(value, w);
  }
  if (r.danger === "strand") {
    // Ending here destroys the ship, unless a face-down card turns out to be a planet.
    const hidden = kindOf(v, r.cell) === "hidden";
    const p = hidden ? v.hiddenPlanets / Math.max(1, countHidden(v)) : 0;
    value = p * value - (1 - p) * (shipWorth(x) + 20);
  }
  return value;
}

/** The best value of a movement of ship `x` whose first step is `to` (null: no such way). */
function bestVia(info: Info, x: Ship, reach: Reach[], to: number, hyper: boolean): number | null {
  const goals = goalsOf(info, x);
  let best: number | null = null;
  for (const r of reach) {
    if (r.hyper !== hyper || r.path[0] !== to || !(r.canStop || r.ends)) continue;
    const val = endpointValue(info, x, r, goals);
    if (best === null || val > best) best = val;
  }
  return best;
}

/** The value of the ship staying where it is (not moving, or stopping its movement here). */
function stayValue(info: Info, x: Ship): number {
  const { v } = info;
  const goals = goalsOf(info, x);
  const p = v.planets[x.cell];
  const stranded = !p && x.energy === 0 && !info.hand.includes("fusionReactor");
  if (stranded) {
    const hidden = kindOf(v, x.cell) === "hidden";
    const chance = hidden ? v.hiddenPlanets / Math.max(1, countHidden(v)) : 0;
    return chance * 10 - (1 - chance) * (shipWorth(x) + 20);
  }
  let value = positional(info, x.cell, x.energy, goals);
  if (kindOf(v, x.cell) === "hidden" && x.meeples > 0) value = Math.max(value, worthAt(info, x, x.cell) ?? 0);
  return value;
}

/** What a ship waiting at one of our planets should take aboard. */
function wantedCargo(
  info: Info,
  ship: Ship,
  p: Planet,
): { meeples: number; energy: number; warheads: boolean } {
  const { v } = info;
  const enemyPlanets = v.planets.some((q) => q && isEnemy(info, q.owner));
  // Only the first idle ship of a planet is loaded with meeples, so they gather on one transport.
  const idle = myShipsAt(v, info.me, ship.cell).filter((x) => x.acts === 0);
  if (idle[0]?.id !== ship.id) {
    // Further ships are drones: fuel them when there is something to hit; in a press, arm them.
    const prey = v.ships.some((x) => isEnemy(info, x.owner) && !v.planets[x.cell]);
    const armed = info.press && enemyPlanets && p.bios + p.nukes > 0;
    const need = fuelFor(info, { ...ship, bios: ship.bios + (armed ? 1 : 0) });
    const fuel = prey || armed ? Math.min(ship.energy + p.energy, need) : ship.energy;
    return { meeples: ship.meeples, energy: fuel, warheads: armed };
  }
  const spare = ship.meeples + p.meeples - 1;
  const hasTargets = countHidden(v) > 0 || v.planets.some((q) => q && q.owner !== info.me);
  const meeples = hasTargets ? spare : ship.meeples;
  return {
    meeples,
    energy: Math.min(ship.energy + p.energy, fuelFor(info, { ...ship, meeples })),
    warheads: false,
  };
}

/** Ship energy to take for the ship's best goal (one per movement, one more to end off a planet); at least 3. */
function fuelFor(info: Info, x: Ship): number {
  const rate = info.v.movePerEnergy;
  let best: { value: number; need: number } | null = null;
  for (const g of goalsOf(info, x)) {
    const d = distancesTo(info, g.cell)[x.cell]!;
    if (d >= FAR) continue;
    const need = Math.ceil(d / rate) + (info.v.planets[g.cell] ? 0 : 1);
    const value = g.worth / (1 + d);
    if (!best || value > best.value) best = { value, need };
  }
  return Math.min(10, Math.max(3, best?.need ?? 3));
}

/** Whether the bot would end the game now by the time-limit standings (it accepts a proposal). */
function wantsEnd(v: OperaPublic): boolean {
  return v.calmRounds >= END_CALM || v.round >= END_ROUND;
}

/** Whether the bot proposes to end even when it does not lead alone (the leader has not). */
function mustEnd(v: OperaPublic): boolean {
  return v.calmRounds >= 2 * END_CALM || v.round >= END_ROUND;
}

function leadsAlone(info: Info): boolean {
  const st = info.v.standings;
  return st[info.me]!.rank === 1 && st.filter((x) => x.rank === 1).length === 1;
}

/** No planet left and nothing happening: nothing this player can still do changes the game. */
function hopeless(info: Info): boolean {
  return info.v.standings[info.me]!.planets === 0 && info.v.calmRounds >= PRESS_CALM;
}

/** Moves every phase offers: surrender and the end proposal. */
function scoreEnding(info: Info, m: OperaMove): number | null {
  if (m.type === "surrender") return hopeless(info) ? 1000 : -1000;
  if (m.type === "proposeEnd") return wantsEnd(info.v) && (leadsAlone(info) || mustEnd(info.v)) ? 500 : -1000;
  return null;
}

function scoreBuild(info: Info, m: OperaMove): number {
  const { v } = info;
  switch (m.type) {
    case "build": {
      const p = v.planets[m.planet]!;
      const card = planetCard(p.card);
      const free = v.planetFacts[m.planet]!.free;
      const cost = BUILD_COST[m.item];
      const docked = myShipsAt(v, info.me, m.planet).length;
      // Keep fuel for a loaded transport waiting here (drones do not hold the planet's energy back).
      const transport = myShipsAt(v, info.me, m.planet).find((x) => x.meeples > 0);
      const reserve = transport ? Math.max(0, 2 - transport.energy) : 0;
      const energyAfter = p.energy - cost.energy;
      if (energyAfter < reserve && m.item !== "ship") return -5;
      const myShips = v.ships.filter((x) => x.owner === info.me).length;
      const myPlanets = v.standings[info.me]!.planets;
      const enemies = v.planets.some((q) => q && isEnemy(info, q.owner));
      switch (m.item) {
        case "ship":
          return (docked === 0 && myShips < myPlanets + 2) ||
            (info.press && docked < 2 && myShips < myPlanets + 4)
            ? 60
            : -5;
        case "meeple":
          return free >= 1 && p.meeples < card.capacity + p.farm + 6 ? 45 : -5;
        case "bio":
          return info.press && enemies && p.bios + p.nukes < 1 && docked > 0 ? 55 : -10;
        case "windmill":
          return 30 - p.windmill * 6;
        case "refinery":
          return 26 - p.refinery * 6;
        case "farm":
          return 12 - p.farm * 4;
        default:
          return -10;
      }
    }
    case "endTurn":
      return 8;
    case "pass":
      return 0;
    case "research":
      return v.deckSize > 0 && info.hand.length < 3 && v.round >= 4 ? 4 : -20;
    case "hack":
      return 3;
    default:
      return -1;
  }
}

function scoreMove(info: Info, m: OperaMove): number {
  const { v } = info;
  switch (m.type) {
    case "pass":
      return 0;
    case "stop":
      return 0;
    case "load":
    case "unload": {
      const ship = v.ships.find((x) => x.id === m.ship)!;
      const p = v.planets[ship.cell]!;
      if (ship.acts > 0 || v.active || m.type === "unload") return -5;
      const want = wantedCargo(info, ship, p);
      if (m.cargo === "meeple" && ship.meeples < want.meeples) return 40;
      if (m.cargo === "energy" && ship.energy < want.energy) return 35;
      if ((m.cargo === "bio" || m.cargo === "nuke") && want.warheads) return 38;
      return -5;
    }
    case "step": {
      const ship = v.ships.find((x) => x.id === m.ship)!;
      const reach = info.facts.get(ship.id)?.reach ?? [];
      if (!v.active) {
        // Launch only ships that are loaded as wished.
        const p = v.planets[ship.cell];
        if (p && p.owner === info.me) {
          const want = wantedCargo(info, ship, p);
          if (ship.meeples < want.meeples || ship.energy < want.energy) return -5;
          if (want.warheads && ship.bios + ship.nukes === 0 && p.bios + p.nukes > 0) return -5;
        }
        if (m.hyper) return -5;
      }
      const best = bestVia(info, ship, reach, m.to, m.hyper);
      if (best === null) return -10;
      // Better than staying (or stopping here), by a margin that keeps ships from dithering.
      return best - stayValue(info, ship) - 0.05;
    }
    case "telescope":
      return info.hand.length > 0 ? 0.02 : -1;
    default:
      return -1;
  }
}

function scoreDecision(info: Info, m: OperaMove): number {
  const { v } = info;
  switch (m.type) {
    case "explore":
      return m.flip ? 10 : 0;
    case "react":
      return m.tech === null ? 0 : 10;
    case "attack": {
      const order = [
        "invade",
        "nuke",
        "bio",
        "meeple",
        "windmill",
        "refinery",
        "ship",
        "farm",
        "bunker",
        "warheads",
        "none",
      ];
      if (m.target === "invade") {
        const c = v.combat!;
        const facts = info.facts.get(c.ship);
        const attack = facts?.attack ?? 0;
        return attack > guardedDefense(info, c.cell) ? 100 : 1;
      }
      return 50 - order.indexOf(m.target);
    }
    case "pickShip": {
      const ship = v.ships.find((x) => x.id === m.ship)!;
      return -(ship.meeples * 3 + ship.energy + ship.nukes * 5 + ship.bios * 3);
    }
    case "discardTech": {
      const keep: TechId[] = [
        "superSoldier",
        "engineer",
        "metallurgist",
        "forceField",
        "permaculture",
        "fusionReactor",
      ];
      return keep.includes(m.tech) ? -keep.indexOf(m.tech) - 10 : 0;
    }
    case "answerTies":
      return m.accept ? 0 : 1;
    case "answerEnd":
      return m.accept === (wantsEnd(v) || leadsAlone(info)) ? 1 : 0;
    default:
      return 0;
  }
}

function scoreOther(info: Info, m: OperaMove): number {
  const { v } = info;
  const wealth = (seat: number, r: "energy" | "ore") =>
    v.planets.reduce((a, p) => a + (p && p.owner === seat ? p[r] : 0), 0);
  switch (m.type) {
    case "rogue":
      return 5 + wealth(m.victim, m.resource) / 10;
    case "trade":
      return 4;
    case "done":
      return 0;
    default:
      return -1;
  }
}

export const spaceOperaBot: Bot<OperaPublic, OperaPrivate, OperaMove> = {
  describe: "greedy colonizer and invader; presses when the table stalls",
  choose(ctx: Ctx) {
    const v = ctx.view.public;
    const priv = ctx.view.private;
    const info: Info = {
      v,
      me: ctx.seat,
      hand: priv?.hand ?? [],
      facts: new Map((priv?.ships ?? []).map((x) => [x.ship, x])),
      knownCards: new Map((priv?.known ?? []).map((k) => [k.cell, k.card])),
      blocked: new Set(
        v.cards.flatMap((c, i) => (c && c !== "void" && cardKind(c) === "supernova" ? [i] : [])),
      ),
      press: v.calmRounds >= PRESS_CALM,
      dists: new Map(),
    };
    let best: OperaMove[] = [];
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const m of ctx.legal) {
      let score = v.decision ? null : scoreEnding(info, m);
      if (score === null) {
        if (v.decision) score = scoreDecision(info, m);
        else if (v.phase === "build") score = scoreBuild(info, m);
        else if (v.phase === "move") score = scoreMove(info, m);
        else score = scoreOther(info, m);
      }
      if (score > bestScore) {
        bestScore = score;
        best = [m];
      } else if (score === bestScore) best.push(m);
    }
    return best.length === 1 ? best[0]! : ctx.rng.pick(best);
  },
};
