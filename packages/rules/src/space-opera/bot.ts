/**
 * Space Opera bot: a greedy planner that sees only its seat's view. It grows meeples and ships on
 * its planets, sends loaded ships to colonize face-down cards and uncontrolled planets, and invades
 * enemy planets it can beat. Every legal move gets a score; the best wins (ties by the given rng).
 */
import type { Bot, BotContext, Seat } from "../core/types.ts";
import { BUILD_COST, cardKind, planetCard, planetClass, type TechId } from "./content.ts";
import type { Move, Planet, PrivateView, PublicView, Ship } from "./types.ts";

type Ctx = BotContext<PublicView, PrivateView, Move>;

const FAR = 99;

interface Info {
  v: PublicView;
  me: Seat;
  hand: TechId[];
  knownCards: Map<number, string>;
  /** Cells a ship should not path through (face-up supernovae). */
  blocked: Set<number>;
  /** Missions already worked out in this decision, by ship id. */
  missions: Map<number, { target: number; dist: number[] } | null>;
}

function neighbors(v: PublicView, cell: number): number[] {
  const r = Math.floor(cell / v.width);
  const c = cell % v.width;
  const out: number[] = [];
  if (r > 0) out.push(cell - v.width);
  if (c < v.width - 1) out.push(cell + 1);
  if (r < v.height - 1) out.push(cell + v.width);
  if (c > 0) out.push(cell - 1);
  const k = v.cards[cell];
  if (k && k !== "void" && cardKind(k) === "wormhole")
    v.cards.forEach((o, i) => {
      if (i !== cell && o && o !== "void" && cardKind(o) === "wormhole") out.push(i);
    });
  return out;
}

function kindOf(v: PublicView, cell: number): string {
  const c = v.cards[cell];
  if (c === null || c === undefined) return "hidden";
  return c === "void" ? "space" : cardKind(c);
}

/** Movement points from every cell to `target` (asteroids cost 2), avoiding blocked and enemy-planet cells. */
function distancesTo(info: Info, target: number): number[] {
  const { v } = info;
  const n = v.cards.length;
  const d = Array.from({ length: n }, () => FAR);
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
  return d;
}

function defenseOf(v: PublicView, p: Planet): number {
  const ss = p.owner !== null && v.revealed[p.owner]?.includes("superSoldier") ? 2 : 0;
  return p.meeples + Math.min(p.bunker, p.meeples) + (p.meeples > 0 ? ss : 0);
}

function strengthOf(info: Info, meeples: number): number {
  return meeples + (info.hand.includes("superSoldier") ? 2 : 0);
}

/** Where a ship with these meeples should go, and how much it is worth. */
function missionOf(info: Info, ship: Ship): { target: number; dist: number[] } | null {
  if (!info.missions.has(ship.id)) info.missions.set(ship.id, findMission(info, ship));
  return info.missions.get(ship.id)!;
}

function findMission(info: Info, ship: Ship): { target: number; dist: number[] } | null {
  const { v } = info;
  let best: { target: number; dist: number[]; value: number } | null = null;
  const consider = (target: number, worth: number) => {
    const dist = distancesTo(info, target);
    const d = dist[ship.cell]!;
    if (d >= FAR) return;
    const value = worth / (1 + d);
    if (!best || value > best.value) best = { target, dist, value };
  };
  for (let cell = 0; cell < v.cards.length; cell++) {
    if (cell === ship.cell && ship.meeples === 0) continue;
    const p = v.planets[cell];
    const kind = kindOf(v, cell);
    if (p) {
      const cls = planetClass(planetCard(p.card));
      if (p.owner === null && ship.meeples > 0) consider(cell, 4 + cls);
      else if (p.owner !== null && p.owner !== info.me && strengthOf(info, ship.meeples) > defenseOf(v, p))
        consider(cell, 8 + cls);
    } else if (kind === "hidden" && ship.meeples > 0) {
      const known = info.knownCards.get(cell);
      if (known && cardKind(known) !== "planet") continue;
      const occupied = v.ships.some((x) => x.cell === cell && x.owner !== null && x.owner !== info.me);
      if (occupied) continue;
      consider(cell, known ? 8 : 2 + (4 * v.hiddenPlanets) / Math.max(1, countHidden(v)));
    }
  }
  // Drones hunt enemy ships in space, above all those carrying meeples; any ship hunts the last
  // ships of a player who has no planet left.
  for (const x of v.ships) {
    if (x.owner === null || x.owner === info.me || v.planets[x.cell]) continue;
    const homeless = !v.planets.some((q) => q && q.owner === x.owner);
    if (ship.meeples === 0) consider(x.cell, x.meeples > 0 ? 7 : 3);
    else if (homeless && x.meeples > 0) consider(x.cell, 20);
  }
  return best;
}

function countHidden(v: PublicView): number {
  return v.cards.filter((c) => c === null).length;
}

function myShipsAt(v: PublicView, me: Seat, cell: number): Ship[] {
  return v.ships.filter((x) => x.owner === me && x.cell === cell);
}

/** What a ship waiting at one of our planets should take aboard. */
function wantedCargo(info: Info, ship: Ship, p: Planet): { meeples: number; energy: number } {
  const { v } = info;
  // Only the first idle ship of a planet is loaded, so meeples gather on one transport.
  const idle = myShipsAt(v, info.me, ship.cell).filter((x) => x.acts === 0);
  if (idle[0]?.id !== ship.id) {
    // Further ships are drones: fuel them when there is something to hit.
    const prey = v.ships.some((x) => x.owner !== null && x.owner !== info.me && !v.planets[x.cell]);
    const fuel = prey ? Math.min(ship.energy + p.energy, 2) : ship.energy;
    return { meeples: ship.meeples, energy: fuel };
  }
  const spare = ship.meeples + p.meeples - 1;
  const hasTargets = countHidden(v) > 0 || v.planets.some((q) => q && q.owner !== info.me);
  return { meeples: hasTargets ? spare : ship.meeples, energy: Math.min(ship.energy + p.energy, 3) };
}

function scoreBuild(info: Info, m: Move): number {
  const { v } = info;
  switch (m.type) {
    case "build": {
      const p = v.planets[m.planet]!;
      const card = planetCard(p.card);
      const free = p.meeples - p.used;
      const cost = BUILD_COST[m.item];
      const docked = myShipsAt(v, info.me, m.planet).length;
      const reserve = docked > 0 ? 2 : 0; // keep fuel for the transport
      const energyAfter = p.energy - cost.energy;
      if (energyAfter < reserve && m.item !== "ship") return -5;
      const myShips = v.ships.filter((x) => x.owner === info.me).length;
      const myPlanets = v.planets.filter((q) => q && q.owner === info.me).length;
      switch (m.item) {
        case "ship":
          return docked === 0 && myShips < myPlanets + 2 ? 60 : -5;
        case "meeple":
          return free >= 1 && p.meeples < card.capacity + p.farm + 6 ? 45 : -5;
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
    case "convert":
    case "bridge":
    case "beam":
    case "beamStructure":
    case "spy":
    case "spyCopy":
      return -1;
    case "hack":
      return 3;
    default:
      return -1;
  }
}

function scoreMove(info: Info, m: Move): number {
  const { v, me } = info;
  switch (m.type) {
    case "pass":
      return 0;
    case "stop": {
      const a = v.active!;
      const ship = v.ships.find((x) => x.id === a.ship)!;
      const kind = kindOf(v, ship.cell);
      if (kind === "planet") return 5;
      if (kind === "hidden") return ship.meeples > 0 ? 4 : 1;
      return ship.energy > 0 ? 1 : -500;
    }
    case "load":
    case "unload": {
      const ship = v.ships.find((x) => x.id === m.ship)!;
      const p = v.planets[ship.cell]!;
      if (ship.acts > 0 || v.active) return -5;
      const want = wantedCargo(info, ship, p);
      if (m.type === "load") {
        if (m.cargo === "meeple" && ship.meeples < want.meeples) return 40;
        if (m.cargo === "energy" && ship.energy < want.energy) return 35;
        return -5;
      }
      return -5;
    }
    case "step": {
      const ship = v.ships.find((x) => x.id === m.ship)!;
      const a = v.active;
      if (!a) {
        // Launch only ships that are loaded as wished.
        const p = v.planets[ship.cell];
        if (p && p.owner === me) {
          const want = wantedCargo(info, ship, p);
          if (ship.meeples < want.meeples || ship.energy < want.energy) return -5;
        }
        if (m.hyper) return -5;
      }
      const mission = missionOf(info, ship);
      if (!mission) return -10;
      const here = mission.dist[ship.cell]!;
      const there = mission.dist[m.to]!;
      const kind = kindOf(v, m.to);
      if (kind === "supernova") return -1000;
      const target = v.planets[m.to];
      if (target && target.owner !== null && target.owner !== me && m.to !== mission.target) return -200;
      const points = a ? a.points : 2;
      const energyLeft = a ? ship.energy : Math.max(0, ship.energy - 1);
      const pointsLeft = points - (kind === "asteroid" ? 2 : 1);
      let score = 20 + (here - there) * 10;
      if (m.to === mission.target) score += 50;
      // Ending in empty space with no energy destroys the ship.
      if (pointsLeft <= 0 && energyLeft === 0 && kind !== "planet" && m.to !== mission.target) score -= 300;
      if (!a && energyLeft === 0 && here > points && kind !== "planet") score -= 300;
      return score;
    }
    case "telescope":
      return info.hand.length > 0 ? 2 : -1;
    default:
      return -1;
  }
}

function scoreDecision(info: Info, m: Move, ctx: Ctx): number {
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
        const ship = v.ships.find((x) => x.id === c.ship)!;
        const p = v.planets[c.cell]!;
        return strengthOf(info, ship.meeples) > defenseOf(v, p) ? 100 : 1;
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
    case "answerEnd": {
      // Accept only when winning alone by the time-limit rule.
      const mine = v.standings[info.me]!;
      const alone = mine.rank === 1 && v.standings.filter((x) => x.rank === 1).length === 1;
      return m.accept === alone ? 1 : 0;
    }
    default:
      void ctx;
      return 0;
  }
}

function scoreOther(info: Info, m: Move): number {
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

export const spaceOperaBot: Bot<PublicView, PrivateView, Move> = {
  describe: "greedy colonizer and invader",
  choose(ctx) {
    const v = ctx.view.public;
    const priv = ctx.view.private;
    const info: Info = {
      v,
      me: ctx.seat,
      hand: priv?.hand ?? [],
      knownCards: new Map((priv?.known ?? []).map((k) => [k.cell, k.card])),
      blocked: new Set(
        v.cards.flatMap((c, i) => (c && c !== "void" && cardKind(c) === "supernova" ? [i] : [])),
      ),
      missions: new Map(),
    };
    let best: Move[] = [];
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const m of ctx.legal) {
      let score: number;
      if (v.decision) score = scoreDecision(info, m, ctx);
      else if (v.phase === "build") score = scoreBuild(info, m);
      else if (v.phase === "move") score = scoreMove(info, m);
      else score = scoreOther(info, m);
      if (score > bestScore) {
        bestScore = score;
        best = [m];
      } else if (score === bestScore) best.push(m);
    }
    return best.length === 1 ? best[0]! : ctx.rng.pick(best);
  },
};
