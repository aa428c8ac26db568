/**
 * Space Opera's reasons for a move at a learn table (GameDef.advise): what the move does and why it
 * is good now, as a `why.*` key of the client's dictionary with the numbers a learner needs. Pure:
 * it reads only the seat's view (public and private), never the state. The rules' numbers come from
 * the view (planet facts, the seat's planets and ships with their reach, standings, calm rounds) and
 * the content tables (build costs, tech costs). The bot's plan is not re-derived: a step names what
 * entering the card does, else the best goal within this movement, else the nearest target it
 * brings closer (counted in cards on the map).
 */
import type { Advice, Seat, SeatView } from "../core/types.ts";
import { PRESS_CALM } from "./bot.ts";
import {
  BEAM_STRUCTURE_ENERGY,
  BUILD_COST,
  cardKind,
  HAND_LIMIT,
  MARKER_ROUNDS,
  MAX_LEVEL,
  planetCard,
  TECHS,
  type TechId,
} from "./content.ts";
import { gridNeighbors, sheltered } from "./helpers.ts";
import {
  cellName,
  type OperaMove,
  type OperaMoveOf,
  type OperaPrivate,
  type OperaPublic,
  type OwnPlanetFacts,
  type Reach,
  type Ship,
} from "./types.ts";

type Params = Record<string, string | number>;

/** What every reason reads: the seat's view. */
interface Ctx {
  v: OperaPublic;
  me: OperaPrivate | null;
  seat: Seat;
}

const why = (key: string, params: Params = {}): Advice => ({ key: `why.${key}`, params });

/** The reason for `seat`'s move `m`, from the seat's view only. */
export function advise(view: SeatView<OperaPublic, OperaPrivate>, seat: Seat, m: OperaMove): Advice | null {
  const c: Ctx = { v: view.public, me: view.private, seat };
  switch (m.type) {
    case "build":
      return adviseBuild(c, m);
    case "endTurn":
    case "research":
    case "pass":
      return adviseFlow(c, m);
    case "convert":
    case "bridge":
    case "beam":
    case "beamStructure":
      return adviseTransfer(c, m);
    case "spy":
    case "spyCopy":
    case "hack":
      return adviseIntrigue(c, m);
    case "load":
    case "unload":
      return adviseCargo(c, m);
    case "step":
      return adviseStep(c, m);
    case "stop":
      return adviseStop(c);
    case "stealth":
    case "emp":
    case "telescope":
    case "wave":
      return adviseShipTech(c, m);
    case "explore":
      return adviseExplore(c, m);
    case "pickShip":
    case "react":
    case "discardTech":
      return adviseDefence(c, m);
    case "attack":
      return adviseAttack(c, m);
    default:
      return adviseTable(c, m);
  }
}

// ---------------------------------------------------------------- what the view says, in words

/** A cell as the map labels it ("C2": column letter, row number), as the board and the log do. */
function cellLabel(v: OperaPublic, cell: number): string {
  return cellName(cell, v.width);
}

/** A face-up planet by its card's name and cell ("Dorado (E5)"), else the cell's label. */
function placeName(v: OperaPublic, cell: number): string {
  const p = v.planets[cell];
  return p ? `${planetCard(p.card).name} (${cellLabel(v, cell)})` : cellLabel(v, cell);
}

function ownPlanet(c: Ctx, cell: number): OwnPlanetFacts | undefined {
  return c.me?.planets.find((p) => p.cell === cell);
}

function shipOf(c: Ctx, id: number): Ship | undefined {
  return c.v.ships.find((x) => x.id === id);
}

/** The face-down cards and how many of them are planets (public counts). */
function hiddenOdds(v: OperaPublic): { planets: number; hidden: number } {
  return { planets: v.hiddenPlanets, hidden: v.cards.filter((x) => x === null).length };
}

/** Meeples a warhead would kill on the enemy planet at `cell`: those no bunker shelters. */
function unsheltered(v: OperaPublic, cell: number): number {
  return v.planets[cell]!.meeples - v.planetFacts[cell]!.shelteredMeeples;
}

/** The enemy planet where a warhead would kill the most meeples, if any. */
function warheadTarget(c: Ctx): { cell: number; kills: number } | null {
  let best: { cell: number; kills: number } | null = null;
  c.v.planets.forEach((p, cell) => {
    if (!p || p.owner === null || p.owner === c.seat) return;
    const kills = unsheltered(c.v, cell);
    if (kills > 0 && (!best || kills > best.kills)) best = { cell, kills };
  });
  return best;
}

/** A tech's price in one of its cost kinds (0 when it has none). */
function fee(tech: TechId): number {
  const cost = TECHS[tech].cost;
  return cost.shipEnergy ?? cost.energy ?? cost.ore ?? 0;
}

// ---------------------------------------------------------------- Building and Research

function adviseBuild(c: Ctx, m: OperaMoveOf<"build">): Advice {
  const { v } = c;
  const p = v.planets[m.planet]!;
  const cost = BUILD_COST[m.item];
  const base = { planet: placeName(v, m.planet), energy: cost.energy, ore: cost.ore };
  const own = ownPlanet(c, m.planet);
  const cap = own?.capacity ?? 0;
  switch (m.item) {
    case "ship": {
      if (v.calmRounds >= PRESS_CALM) return why("build.ship.press", { ...base, calm: v.calmRounds });
      return why("build.ship", { ...base, ships: v.standings[c.seat]!.ships });
    }
    case "meeple": {
      const meeples = p.meeples + 1;
      return why(meeples > cap ? "build.meeple.over" : "build.meeple", { ...base, meeples, cap });
    }
    case "windmill":
    case "refinery":
    case "farm":
      return why(`build.${m.item}`, { ...base, level: p[m.item] + 1, max: MAX_LEVEL, cap });
    case "bunker": {
      // Rulebook "Bunker": an occupied bunker adds 1 to the defense (one meeple each).
      const more = sheltered({ ...p, bunker: p.bunker + 1 }).meeples - sheltered(p).meeples;
      if (more > 0) return why("build.bunker.guard", { ...base, defense: (own?.defense ?? 0) + more });
      return why("build.bunker", base);
    }
    default: {
      const target = warheadTarget(c);
      if (!target) return why(`build.${m.item}.later`, base);
      return why(`build.${m.item}`, { ...base, kills: target.kills, target: placeName(v, target.cell) });
    }
  }
}

function adviseFlow(c: Ctx, m: OperaMoveOf<"endTurn" | "research" | "pass">): Advice {
  const { v } = c;
  if (m.type === "research") return why("research", { deck: v.deckSize });
  if (m.type === "endTurn") {
    const cell = v.activePlanet ?? 0;
    const p = v.planets[cell];
    const free = v.planetFacts[cell]?.free ?? 0;
    const params = { planet: placeName(v, cell), free, energy: p?.energy ?? 0, ore: p?.ore ?? 0 };
    return why(free > 0 ? "endTurn" : "endTurn.noFree", params);
  }
  if (v.phase === "build") return why("pass.build");
  const canMove = (c.me?.ships ?? []).filter((x) => x.reach.length > 0).length;
  return why(canMove > 0 ? "pass.move" : "pass.move.none", { ships: canMove });
}

function adviseTransfer(c: Ctx, m: OperaMoveOf<"convert" | "bridge" | "beam" | "beamStructure">): Advice {
  const { v } = c;
  if (m.type === "convert")
    return why(`convert.${m.tech}`, { amount: m.amount, planet: placeName(v, m.planet), fee: fee(m.tech) });
  const ends = { from: placeName(v, m.from), to: placeName(v, m.to) };
  if (m.type === "beamStructure")
    return why(`beamStructure.${m.structure}`, { ...ends, fee: BEAM_STRUCTURE_ENERGY });
  const tech: TechId = m.type === "bridge" ? "spaceBridge" : "transportBeam";
  return why(`${m.type}.${m.resource}`, { ...ends, amount: m.amount, fee: fee(tech) });
}

function adviseIntrigue(c: Ctx, m: OperaMoveOf<"spy" | "spyCopy" | "hack">): Advice {
  if (m.type === "spy") return why("spy", { n: c.v.handSizes[m.target] ?? 0 });
  return why(m.type);
}

// ---------------------------------------------------------------- Movement: cargo, steps, stops

function adviseCargo(c: Ctx, m: OperaMoveOf<"load" | "unload">): Advice {
  const { v } = c;
  const ship = shipOf(c, m.ship);
  const cell = ship?.cell ?? 0;
  const planet = placeName(v, cell);
  if (m.type === "unload") return why(`unload.${m.cargo}`, { planet });
  switch (m.cargo) {
    case "meeple": {
      const over = ownPlanet(c, cell)?.overpopulation ?? 0;
      if (over > 0) return why("load.meeple.over", { planet, over });
      return why("load.meeple", { planet, n: (ship?.meeples ?? 0) + 1 });
    }
    case "energy":
      return why("load.energy", { planet, n: (ship?.energy ?? 0) + 1, spaces: v.movePerEnergy });
    case "ore":
      return why("load.ore", { planet, n: (ship?.ore ?? 0) + 1 });
    default: {
      const target = warheadTarget(c);
      if (!target) return why(`load.${m.cargo}`, { planet });
      return why(`load.${m.cargo}.target`, {
        planet,
        kills: target.kills,
        target: placeName(v, target.cell),
      });
    }
  }
}

/** Invasion strength of ship `x` as the seat's view computes it (Super Soldier included). */
function strengthOf(c: Ctx, x: Ship): number {
  return c.me?.ships.find((f) => f.ship === x.id)?.attack ?? x.meeples;
}

/** What entering the card at `r.cell` does to ship `x`, in words (null: it only passes there). */
function arrivalReason(c: Ctx, x: Ship, r: Reach): Advice | null {
  const { v } = c;
  const planet = placeName(v, r.cell);
  switch (r.arrival) {
    case "attack": {
      if (x.meeples > 0) {
        const defense = v.planetFacts[r.cell]!.defense;
        return why("step.invade", { planet, attack: strengthOf(c, x), defense });
      }
      if (x.nukes + x.bios > 0) return why("step.warhead", { planet, kills: unsheltered(v, r.cell) });
      return why("step.missile", { planet });
    }
    case "land":
      if (x.meeples > 0)
        return why("step.land", { planet, meeples: x.meeples, class: v.planetFacts[r.cell]!.class });
      return why("step.land.drone", { planet });
    case "fight": {
      const foes = v.ships.filter((y) => y.cell === r.cell && y.owner !== null && y.owner !== c.seat);
      return why("step.fight", {
        cell: cellLabel(v, r.cell),
        meeples: Math.max(0, ...foes.map((y) => y.meeples)),
      });
    }
    case "supernova":
      return why("step.supernova", { cell: cellLabel(v, r.cell) });
    default:
      return null;
  }
}

type GoalKind = "invade" | "strike" | "land" | "explore" | "home";
const GOAL_ORDER: readonly GoalKind[] = ["invade", "strike", "land", "explore", "home"];

/** Whether ending a movement at `r` is a goal for ship `x`, and which. */
function goalKind(c: Ctx, x: Ship, r: Reach): GoalKind | null {
  const { v } = c;
  if (r.cell === x.cell || r.danger !== null || !(r.canStop || r.ends)) return null;
  const p = v.planets[r.cell];
  if (r.arrival === "attack") {
    if (x.meeples > 0) return strengthOf(c, x) > v.planetFacts[r.cell]!.defense ? "invade" : null;
    return x.nukes + x.bios > 0 && unsheltered(v, r.cell) > 0 ? "strike" : null;
  }
  if (r.arrival === "land") return x.meeples > 0 ? "land" : null;
  if (r.arrival !== "pass") return null;
  if (v.cards[r.cell] === null) return x.meeples > 0 ? "explore" : null;
  return p && p.owner === c.seat ? "home" : null;
}

/** The best goal a movement whose first step is `m` can still reach this movement, if any. */
function goalVia(c: Ctx, x: Ship, reach: readonly Reach[], m: OperaMoveOf<"step">) {
  let best: { kind: GoalKind; r: Reach } | null = null;
  for (const r of reach) {
    if (r.hyper !== m.hyper || r.path[0] !== m.to) continue;
    const kind = goalKind(c, x, r);
    if (kind && (!best || GOAL_ORDER.indexOf(kind) < GOAL_ORDER.indexOf(best.kind))) best = { kind, r };
  }
  return best;
}

/** Cards between `from` and every cell, one card per step (wormholes link as the map shows them). */
function cardsFrom(v: OperaPublic, from: number): number[] {
  const isWormhole = (cell: number) => {
    const card = v.cards[cell];
    return card !== null && card !== undefined && card !== "void" && cardKind(card) === "wormhole";
  };
  const d = v.cards.map(() => Number.POSITIVE_INFINITY);
  d[from] = 0;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const cur = queue[i]!;
    for (const nb of gridNeighbors(v, cur, isWormhole)) {
      if (d[nb]! <= d[cur]! + 1) continue;
      d[nb] = d[cur]! + 1;
      queue.push(nb);
    }
  }
  return d;
}

type FarKind = "invade" | "strike" | "land" | "explore" | "hunt" | "home";

/** What ship `x` could be heading for beyond this movement, by its cargo (home last). */
function farTargets(c: Ctx, x: Ship): { kind: FarKind; cell: number }[] {
  const { v } = c;
  const out: { kind: FarKind; cell: number }[] = [];
  const enemy = (owner: Seat | null) => owner !== null && owner !== c.seat;
  v.cards.forEach((card, cell) => {
    const p = v.planets[cell];
    if (x.meeples > 0) {
      if (card === null) out.push({ kind: "explore", cell });
      else if (p && p.owner === null) out.push({ kind: "land", cell });
      else if (p && enemy(p.owner) && strengthOf(c, x) > v.planetFacts[cell]!.defense)
        out.push({ kind: "invade", cell });
    } else if (x.nukes + x.bios > 0) {
      if (p && enemy(p.owner) && unsheltered(v, cell) > 0) out.push({ kind: "strike", cell });
    } else if (!p && v.ships.some((y) => y.cell === cell && enemy(y.owner))) out.push({ kind: "hunt", cell });
  });
  const home = v.planets[x.cell]?.owner === c.seat;
  if (!home) v.planets.forEach((p, cell) => p?.owner === c.seat && out.push({ kind: "home", cell }));
  return out;
}

type Target = { kind: FarKind; cell: number; cards: number };

/** The nearest target beyond this movement that stepping to `to` brings closer (home only if none else). */
function targetCloser(c: Ctx, x: Ship, to: number): Target | null {
  const before = cardsFrom(c.v, x.cell);
  const after = cardsFrom(c.v, to);
  const closer = farTargets(c, x)
    .map((t) => ({ ...t, cards: after[t.cell]! }))
    .filter((t) => t.cards < before[t.cell]!);
  const nearest = (list: Target[]) =>
    list.reduce<Target | null>((b, t) => (!b || t.cards < b.cards ? t : b), null);
  return nearest(closer.filter((t) => t.kind !== "home")) ?? nearest(closer);
}

function adviseStep(c: Ctx, m: OperaMoveOf<"step">): Advice {
  const { v } = c;
  const x = shipOf(c, m.ship)!;
  const reach = c.me?.ships.find((f) => f.ship === m.ship)?.reach ?? [];
  const r = reach.find((e) => e.cell === m.to && e.hyper === m.hyper);
  const cell = cellLabel(v, m.to);
  const left = r?.spacesLeft ?? 0;
  if (m.hyper) return why("step.hyper", { cell, left });
  const now = r ? arrivalReason(c, x, r) : null;
  if (now) return now;
  const odds = hiddenOdds(v);
  if (r && v.cards[m.to] === null && r.ends)
    return why(r.danger === "strand" ? "step.exploreRisk" : "step.explore", { cell, ...odds });
  const goal = goalVia(c, x, reach, m);
  const p = v.planets[m.to];
  if (p && p.owner === c.seat && (!goal || goal.kind === "home"))
    return why("step.home", { planet: placeName(v, m.to) });
  // Passing here, the only goal on the entered card itself is exploring it.
  if (goal && goal.r.cell === m.to) return why("step.explore", { cell, ...odds });
  if (goal && goal.kind !== "home")
    return why(`step.toward.${goal.kind}`, { cell, goal: placeName(v, goal.r.cell), left });
  const far = targetCloser(c, x, m.to);
  if (far && far.kind !== "home")
    return why(`step.closer.${far.kind}`, { cell, goal: placeName(v, far.cell), n: far.cards });
  if (goal) return why("step.toward.home", { cell, goal: placeName(v, goal.r.cell), left });
  if (far) return why("step.closer.home", { cell, goal: placeName(v, far.cell), n: far.cards });
  return why("step", { cell, left, energy: x.energy });
}

function adviseStop(c: Ctx): Advice | null {
  const { v } = c;
  // A stop is listed only while a ship of the seat moves.
  const x = v.active ? shipOf(c, v.active.ship) : undefined;
  if (!x) return null;
  const p = v.planets[x.cell];
  if (v.cards[x.cell] === null) {
    const odds = hiddenOdds(v);
    const lost = x.energy === 0 && !c.me?.hand.includes("fusionReactor");
    return why(lost ? "stop.exploreRisk" : "stop.explore", { cell: cellLabel(v, x.cell), ...odds });
  }
  if (p && p.owner === c.seat) return why("stop.home", { planet: placeName(v, x.cell) });
  return why("stop", { cell: cellLabel(v, x.cell), energy: x.energy });
}

function adviseShipTech(c: Ctx, m: OperaMoveOf<"stealth" | "emp" | "telescope" | "wave">): Advice {
  const { v } = c;
  switch (m.type) {
    case "stealth":
      return why("stealth", { cell: cellLabel(v, shipOf(c, m.ship)?.cell ?? 0), fee: fee("stealth") });
    case "emp": {
      const foes = v.ships.filter((y) => y.cell === m.cell && y.owner !== null && y.owner !== c.seat);
      return why("emp", { cell: cellLabel(v, m.cell), n: foes.length, fee: fee("empPulseCannon") });
    }
    case "telescope":
      return why("telescope", { cell: cellLabel(v, m.cell), fee: fee("radioTelescope"), ...hiddenOdds(v) });
    case "wave":
      return why("wave", { target: placeName(v, m.cell), fee: fee("waveMotionGun") });
  }
}

// ---------------------------------------------------------------- decisions and fights

function adviseExplore(c: Ctx, m: OperaMoveOf<"explore">): Advice {
  const { v } = c;
  const x = v.decision?.ship === undefined ? undefined : shipOf(c, v.decision.ship);
  const cell = x?.cell ?? 0;
  const where = cellLabel(v, cell);
  if (!m.flip) return why("explore.leave", { cell: where });
  const known = c.me?.known.find((k) => k.cell === cell)?.card;
  if (known?.startsWith("planet-"))
    return why("explore.known", { cell: where, planet: planetCard(known).name });
  const odds = hiddenOdds(v);
  if (x && x.energy === 0) return why("explore.last", { cell: where, ...odds });
  if (x && x.meeples > 0) return why("explore", { cell: where, meeples: x.meeples, ...odds });
  return why("explore.drone", { cell: where, ...odds });
}

function adviseDefence(c: Ctx, m: OperaMoveOf<"pickShip" | "react" | "discardTech">): Advice {
  const { v } = c;
  if (m.type === "discardTech") return why("discardTech", { n: c.me?.hand.length ?? 0, max: HAND_LIMIT });
  if (m.type === "pickShip") {
    const x = shipOf(c, m.ship);
    return why("pickShip", { meeples: x?.meeples ?? 0, energy: x?.energy ?? 0 });
  }
  if (m.tech === null) return why("react.none");
  const cell = v.combat?.cell ?? v.decision?.cell ?? 0;
  return why(`react.${m.tech}`, { cell: cellLabel(v, cell), planet: placeName(v, cell), fee: fee(m.tech) });
}

function adviseAttack(c: Ctx, m: OperaMoveOf<"attack">): Advice {
  const { v } = c;
  const cell = v.combat?.cell ?? v.decision?.cell ?? 0;
  const p = v.planets[cell];
  const planet = placeName(v, cell);
  const x = v.combat ? shipOf(c, v.combat.ship) : undefined;
  switch (m.target) {
    case "invade": {
      const attack = x ? strengthOf(c, x) : 0;
      const defense = v.planetFacts[cell]?.defense ?? 0;
      const params = { planet, attack, defense, margin: attack - defense };
      return why(attack > defense ? "attack.invade" : "attack.invade.lose", params);
    }
    case "nuke":
    case "bio":
      return why(`attack.${m.target}`, {
        planet,
        kills: p ? unsheltered(v, cell) : 0,
        rounds: MARKER_ROUNDS,
      });
    case "meeple": {
      const left = Math.max(0, (p?.meeples ?? 1) - 1);
      return why(left > 0 ? "attack.meeple" : "attack.meeple.last", { planet, left });
    }
    case "windmill":
    case "refinery":
    case "farm":
      return why(`attack.${m.target}`, { planet, n: p?.[m.target] ?? 0 });
    case "ship":
      return why("attack.ship", { planet, meeples: m.ship === null ? 0 : (shipOf(c, m.ship)?.meeples ?? 0) });
    case "warheads":
      return why("attack.warheads", { planet, n: (p?.nukes ?? 0) + (p?.bios ?? 0) });
    default:
      return why(`attack.${m.target}`, { planet, fee: fee("armorPiercer") });
  }
}

// ---------------------------------------------------------------- Production, Maintenance, the table

/** Energy or ore on all of `seat`'s planets, as the public view shows them. */
function wealth(v: OperaPublic, seat: Seat, res: "energy" | "ore"): number {
  return v.planets.reduce((a, p) => a + (p && p.owner === seat ? p[res] : 0), 0);
}

function adviseTable(
  c: Ctx,
  m: OperaMoveOf<
    "rogue" | "trade" | "offerTies" | "answerTies" | "done" | "surrender" | "proposeEnd" | "answerEnd"
  >,
): Advice {
  const { v } = c;
  switch (m.type) {
    case "rogue":
      return why(`rogue.${m.resource}`, { n: wealth(v, m.victim, m.resource) });
    case "trade":
    case "offerTies":
      return why(m.type);
    case "answerTies":
      return why(m.accept ? "answerTies.accept" : "answerTies.refuse");
    case "done": {
      if (v.phase === "upkeep") return why("done.upkeep");
      const hand = c.me?.hand ?? [];
      return why(hand.includes("rogue") || hand.includes("trader") ? "done.harvest" : "done.harvest.none");
    }
    default:
      return adviseEnding(c, m);
  }
}

/** Surrender and ending the game by the time-limit standings (rulebook "Ending the Game"). */
function adviseEnding(c: Ctx, m: OperaMoveOf<"surrender" | "proposeEnd" | "answerEnd">): Advice {
  const { v } = c;
  const mine = v.standings[c.seat]!;
  const standing = {
    rank: mine.rank,
    planets: mine.planets,
    classes: mine.classTotal,
    calm: v.calmRounds,
    round: v.round,
  };
  // Without calm rounds to show, the reason to end is how long the game has run.
  const calm = v.calmRounds > 0 ? "" : ".late";
  switch (m.type) {
    case "surrender":
      return why(mine.planets === 0 ? "surrender" : "surrender.planets", standing);
    case "proposeEnd": {
      const alone = mine.rank === 1 && v.standings.filter((x) => x.rank === 1).length === 1;
      return why(alone ? "proposeEnd.lead" : `proposeEnd${calm}`, standing);
    }
    case "answerEnd":
      if (!m.accept) return why("answerEnd.refuse", standing);
      return why(mine.rank === 1 ? "answerEnd.win" : `answerEnd.accept${calm}`, standing);
  }
}
