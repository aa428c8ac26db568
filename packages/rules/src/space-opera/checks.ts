/**
 * Space Opera move checks: `check` is the single source of truth for both `legalMoves` (candidates
 * filtered by it) and `apply` (which refuses whatever it refuses).
 */
import type { Seat } from "../core/types.ts";
import {
  BEAM_STRUCTURE_ENERGY,
  BEAM_STRUCTURES,
  BUILD_COST,
  BUILD_ITEMS,
  MAX_LEVEL,
  RESOURCE_CAP,
  RESOURCES,
  type Resource,
  TECHS,
  type TechId,
} from "./content.ts";
import { refusal, type SpaceOperaRuleError } from "./errors.ts";
import {
  boundByTies,
  canPay,
  canPayTech,
  distance,
  freeMeeples,
  holds,
  movementStart,
  neighbors,
  ownedPlanets,
  shipById,
  shipsAt,
  stealthOn,
  stepCost,
  works,
} from "./helpers.ts";
import { actorsOf, type DecisionStep, pendingDecision, slipsPast, strikeOptions } from "./queries.ts";
import {
  BEAM_RESOURCES,
  CARGOS,
  CONVERTER_TECHS,
  type Move,
  type MoveOf,
  type Planet,
  REACTION_TECHS,
  type ReactionTech,
  type Ship,
  type State,
} from "./types.ts";

type RuleError = SpaceOperaRuleError;
const err = refusal;

/** The cost of a tech as refusal params (`energy`, `ore`, `shipEnergy`). */
function costParams(tech: TechId): { energy: number; ore: number; shipEnergy: number } {
  const c = TECHS[tech].cost;
  return { energy: c.energy ?? 0, ore: c.ore ?? 0, shipEnergy: c.shipEnergy ?? 0 };
}

/** Why `seat` may not play `m` now, or null if it may. */
export function check(s: State, seat: Seat, m: Move): RuleError | null {
  if (s.phase === "over") return err("GAME_OVER");
  const d = pendingDecision(s);
  if (d) {
    if (d.seat !== seat) return err("NOT_YOUR_TURN");
    return checkDecision(s, seat, d, m);
  }
  if (seat !== s.turn) return err("NOT_YOUR_TURN");
  // Rulebook "Ending the Game": a player may concede (or ask the table to stop) on any turn of his.
  if (m.type === "surrender") return null;
  if (m.type === "proposeEnd") return checkProposeEnd(s, seat);
  switch (s.phase) {
    case "build":
      return checkBuildPhase(s, seat, m);
    case "move":
      return checkMovePhase(s, seat, m);
    case "harvest":
      return checkHarvest(s, seat, m);
    case "upkeep":
      return checkUpkeep(s, seat, m);
  }
}

function wrongPhase(s: State): RuleError {
  return err("WRONG_PHASE", { phase: s.phase });
}

function checkProposeEnd(s: State, seat: Seat): RuleError | null {
  if (s.active) return err("SHIP_MOVING");
  if (s.once[seat]!.includes("end")) return err("END_ALREADY_PROPOSED");
  return null;
}

function needTech(s: State, seat: Seat, tech: TechId, cell?: number): RuleError | null {
  if (!holds(s, seat, tech)) return err("NO_SUCH_TECH", { tech });
  if (!works(s, seat, tech, cell)) return err("TECH_DISABLED", { tech });
  return null;
}

function ownPlanet(s: State, seat: Seat, cell: number): Planet | RuleError {
  const p = s.planets[cell];
  if (!p || p.owner !== seat) return err("NOT_YOUR_PLANET", { cell });
  return p;
}

const isErr = (x: unknown): x is RuleError => typeof x === "object" && x !== null && "code" in x;

function checkBuildPhase(s: State, seat: Seat, m: Move): RuleError | null {
  switch (m.type) {
    case "build":
      return checkBuild(s, seat, m);
    case "endTurn":
      return s.activePlanet === null ? err("NOTHING_BUILT") : null;
    case "research":
      // Rulebook "Research": "This must be declared at the very beginning of the Building and
      // Research Phase (during his first action or turn)": any building or tech action comes first.
      if (s.acted[seat] || s.activePlanet !== null) return err("RESEARCH_FIRST");
      if (s.deck.length === 0) return err("DECK_EMPTY");
      return null;
    case "pass":
      return null;
    case "convert":
      return checkConvert(s, seat, m);
    case "bridge":
    case "beam":
      return checkTransfer(s, seat, m);
    case "beamStructure":
      return checkBeamStructure(s, seat, m);
    case "spy":
      return checkSpy(s, seat, m);
    case "spyCopy": {
      const sp = s.spied[seat];
      if (!sp) return err("NO_SPY_REPORT");
      if (s.spyCopy[seat] !== null) return err("ALREADY_COPIED");
      if (!sp.techs.includes(m.tech)) return err("NOT_SPIED", { tech: m.tech });
      return needTech(s, seat, "spy");
    }
    case "hack":
      return checkHack(s, seat, m);
    default:
      return wrongPhase(s);
  }
}

function checkBuild(s: State, seat: Seat, m: MoveOf<"build">): RuleError | null {
  const p = ownPlanet(s, seat, m.planet);
  if (isErr(p)) return p;
  if (s.done.includes(m.planet)) return err("PLANET_DONE", { cell: m.planet });
  if (s.activePlanet !== null && s.activePlanet !== m.planet) return err("ONE_PLANET_PER_TURN");
  if (p.fallout) return err("NUCLEAR_FALLOUT", { cell: m.planet });
  if (p.contaminated) return err("CONTAMINATED", { cell: m.planet });
  const cost = BUILD_COST[m.item];
  if (freeMeeples(p) < cost.meeples) return err("NO_FREE_MEEPLE", { cell: m.planet });
  if (p.energy < cost.energy || p.ore < cost.ore)
    return err("CANNOT_AFFORD", { energy: cost.energy, ore: cost.ore });
  if ((m.item === "windmill" || m.item === "refinery" || m.item === "farm") && p[m.item] >= MAX_LEVEL)
    return err("MAX_LEVEL", { max: MAX_LEVEL, structure: m.item });
  return null;
}

function checkConvert(s: State, seat: Seat, m: MoveOf<"convert">): RuleError | null {
  const t = needTech(s, seat, m.tech);
  if (t) return t;
  const p = ownPlanet(s, seat, m.planet);
  if (isErr(p)) return p;
  if (p.fallout) return err("NUCLEAR_FALLOUT", { cell: m.planet });
  const eff = TECHS[m.tech].effect;
  if (eff.kind !== "convert") throw new Error("convert tech without convert effect");
  const fee = TECHS[m.tech].cost[eff.from] ?? 0;
  if (p[eff.from] < m.amount + fee)
    return err("CANNOT_AFFORD", {
      energy: eff.from === "energy" ? m.amount + fee : 0,
      ore: eff.from === "ore" ? m.amount + fee : 0,
    });
  if (p[eff.to] + m.amount > RESOURCE_CAP) return err("STORE_FULL", { max: RESOURCE_CAP, resource: eff.to });
  return null;
}

function checkTransfer(s: State, seat: Seat, m: MoveOf<"bridge"> | MoveOf<"beam">): RuleError | null {
  const tech: TechId = m.type === "bridge" ? "spaceBridge" : "transportBeam";
  const t = needTech(s, seat, tech);
  if (t) return t;
  const from = ownPlanet(s, seat, m.from);
  if (isErr(from)) return from;
  const to = ownPlanet(s, seat, m.to);
  if (isErr(to)) return to;
  if (m.from === m.to) return err("SAME_PLANET");
  if (from.fallout || to.fallout) return err("NUCLEAR_FALLOUT", { cell: from.fallout ? m.from : m.to });
  const fee = TECHS[tech].cost.energy ?? 0;
  if (m.resource === "meeple") {
    if (from.energy < fee) return err("CANNOT_AFFORD", { energy: fee, ore: 0 });
    if (from.meeples - m.amount < 1) return err("LAST_MEEPLE");
    return null;
  }
  const need = m.amount + (m.resource === "energy" ? fee : 0);
  if (from[m.resource] < need || from.energy < fee)
    return err("CANNOT_AFFORD", {
      energy: m.resource === "energy" ? need : fee,
      ore: m.resource === "ore" ? m.amount : 0,
    });
  if (to[m.resource] + m.amount > RESOURCE_CAP)
    return err("STORE_FULL", { max: RESOURCE_CAP, resource: m.resource });
  return null;
}

function checkBeamStructure(s: State, seat: Seat, m: MoveOf<"beamStructure">): RuleError | null {
  const t = needTech(s, seat, "transportBeam");
  if (t) return t;
  const from = ownPlanet(s, seat, m.from);
  if (isErr(from)) return from;
  const to = ownPlanet(s, seat, m.to);
  if (isErr(to)) return to;
  if (m.from === m.to) return err("SAME_PLANET");
  if (from.fallout || to.fallout) return err("NUCLEAR_FALLOUT", { cell: from.fallout ? m.from : m.to });
  const key = structKey(m.structure);
  if (from[key] < 1) return err("NO_STRUCTURE", { structure: m.structure });
  if ((key === "windmill" || key === "refinery" || key === "farm") && to[key] >= MAX_LEVEL)
    return err("MAX_LEVEL", { max: MAX_LEVEL, structure: key });
  if (from.energy < BEAM_STRUCTURE_ENERGY)
    return err("CANNOT_AFFORD", { energy: BEAM_STRUCTURE_ENERGY, ore: 0 });
  return null;
}

export function structKey(
  x: (typeof BEAM_STRUCTURES)[number],
): "windmill" | "refinery" | "farm" | "bunker" | "nukes" | "bios" {
  return x === "nuke" ? "nukes" : x === "bio" ? "bios" : x;
}

function checkSpy(s: State, seat: Seat, m: MoveOf<"spy">): RuleError | null {
  const t = needTech(s, seat, "spy");
  if (t) return t;
  if (s.once[seat]!.includes("spy")) return err("ONCE_PER_ROUND", { tech: "spy" });
  if (m.target === seat || m.target >= s.players || s.out[m.target]) return err("BAD_TARGET");
  if (s.hands[m.target]!.length === 0) return err("NO_TECHS");
  return null;
}

function checkHack(s: State, seat: Seat, m: MoveOf<"hack">): RuleError | null {
  const t = needTech(s, seat, "hacker");
  if (t) return t;
  if (s.once[seat]!.includes("hack")) return err("ONCE_PER_ROUND", { tech: "hacker" });
  if (m.target === seat || m.target >= s.players || s.out[m.target]) return err("BAD_TARGET");
  if (!s.revealed[m.target]!.includes(m.tech)) return err("NOT_PLAYED", { tech: m.tech });
  if (s.hacked.some((h) => h.seat === m.target && h.tech === m.tech))
    return err("ALREADY_HACKED", { tech: m.tech });
  return null;
}

function checkMovePhase(s: State, seat: Seat, m: Move): RuleError | null {
  switch (m.type) {
    case "pass":
      return s.active ? err("SHIP_MOVING") : null;
    case "stop":
      return checkStop(s, seat);
    case "step":
      return checkStep(s, seat, m);
    case "load":
    case "unload":
      return checkCargo(s, seat, m);
    case "stealth": {
      const ship = myShip(s, seat, m.ship);
      if (isErr(ship)) return ship;
      const t = needTech(s, seat, "stealth", ship.cell);
      if (t) return t;
      if (ship.stealth) return err("ALREADY_STEALTHED");
      return canPayTech(s, seat, "stealth", ship) ? null : err("NO_SHIP_ENERGY", costParams("stealth"));
    }
    case "emp": {
      const ship = myShip(s, seat, m.ship);
      if (isErr(ship)) return ship;
      const t = needTech(s, seat, "empPulseCannon", ship.cell);
      if (t) return t;
      if (ship.pulsed) return err("ALREADY_PULSED");
      if (!canPayTech(s, seat, "empPulseCannon", ship))
        return err("NO_SHIP_ENERGY", costParams("empPulseCannon"));
      if (!orthogonal(s, ship.cell, m.cell)) return err("NOT_ADJACENT");
      return null;
    }
    case "telescope": {
      const t = needTech(s, seat, "radioTelescope");
      if (t) return t;
      if (m.cell >= s.cards.length || s.faceUp[m.cell]) return err("NOT_FACE_DOWN");
      if (s.known[seat]!.includes(m.cell)) return err("ALREADY_SEEN");
      return canPayTech(s, seat, "radioTelescope")
        ? null
        : err("CANNOT_AFFORD", costParams("radioTelescope"));
    }
    case "wave": {
      const ship = myShip(s, seat, m.ship);
      if (isErr(ship)) return ship;
      const t = needTech(s, seat, "waveMotionGun", ship.cell);
      if (t) return t;
      if (s.active) return err("SHIP_MOVING");
      const e = readyToAct(s, seat, ship);
      if (e) return e;
      if (!canPayTech(s, seat, "waveMotionGun", ship))
        return err("NO_SHIP_ENERGY", costParams("waveMotionGun"));
      const range = TECHS.waveMotionGun.effect.kind === "wave" ? TECHS.waveMotionGun.effect.range : 0;
      if (m.cell >= s.cards.length || m.cell === ship.cell || distance(s, ship.cell, m.cell) > range)
        return err("OUT_OF_RANGE", { range });
      return null;
    }
    case "hack":
      return checkHack(s, seat, m);
    default:
      return wrongPhase(s);
  }
}

/** Why the seat's moving ship may not stop where it is: a ship passing enemy ships may not stop among them. */
export function checkStop(s: State, seat: Seat): RuleError | null {
  if (!s.active) return err("NO_SHIP_MOVING");
  const ship = shipById(s, s.active.ship)!;
  const among = s.ships.some((x) => x.cell === ship.cell && x.owner !== null && x.owner !== seat);
  const canGoOn = neighbors(s, ship.cell).some(
    (to) => checkStep(s, seat, { type: "step", ship: ship.id, to, hyper: s.active!.hyper }) === null,
  );
  return among && canGoOn ? err("MUST_PASS_THROUGH") : null;
}

function orthogonal(s: State, a: number, b: number): boolean {
  return b < s.cards.length && distance(s, a, b) === 1;
}

function myShip(s: State, seat: Seat, id: number): Ship | RuleError {
  const ship = shipById(s, id);
  if (!ship || ship.owner !== seat) return err("NOT_YOUR_SHIP", { ship: id });
  return ship;
}

/** Whether a ship may start a movement (or fire its Wave Motion Gun) now. */
function readyToAct(s: State, seat: Seat, ship: Ship): RuleError | null {
  if (ship.acts > 0 && !works(s, seat, "hyperspaceDrive")) return err("ALREADY_MOVED", { ship: ship.id });
  if (s.emp.some((e) => e.cell === ship.cell && e.by !== seat)) return err("EMP_LOCKED", { ship: ship.id });
  return null;
}

/** Why the seat may not move its ship one space as `m` says (the whole rule of a step). */
export function checkStep(s: State, seat: Seat, m: MoveOf<"step">): RuleError | null {
  const ship = myShip(s, seat, m.ship);
  if (isErr(ship)) return ship;
  let points: number;
  if (s.active) {
    if (s.active.ship !== m.ship) return err("ANOTHER_SHIP_MOVING", { ship: s.active.ship });
    if (s.active.hyper !== m.hyper) return err("HYPER_MISMATCH");
    points = s.active.points;
  } else {
    const e = readyToAct(s, seat, ship);
    if (e) return e;
    if (m.hyper && !works(s, seat, "hyperspaceDrive", ship.cell))
      return err("NO_SUCH_TECH", { tech: "hyperspaceDrive" });
    if (ship.energy < 1) {
      if (m.hyper || !works(s, seat, "fusionReactor", ship.cell) || ship.fused)
        return err("NO_SHIP_ENERGY", { shipEnergy: 1 });
    }
    points = movementStart(s, seat, ship).points;
  }
  if (m.to >= s.cards.length || !neighbors(s, ship.cell).includes(m.to)) return err("NOT_ADJACENT");
  const planet = s.planets[m.to];
  const others = shipsAt(s, m.to).filter((x) => x.owner !== null && x.owner !== seat);
  if (others.some((x) => boundByTies(s, seat, x.owner)) || (planet && boundByTies(s, seat, planet.owner)))
    return err("TIES");
  if (m.hyper && planet) return err("HYPER_NO_LANDING");
  const after = points - stepCost(s, m.to);
  const enemyPlanet = planet && planet.owner !== null && planet.owner !== seat;
  if (!enemyPlanet && slipsPast(s, ship, m.to, m.hyper)) {
    if (planet) return err("ENEMY_SHIPS_THERE");
    if (after < 1) return err("MUST_PASS_THROUGH");
  }
  return null;
}

function checkCargo(s: State, seat: Seat, m: MoveOf<"load"> | MoveOf<"unload">): RuleError | null {
  const ship = myShip(s, seat, m.ship);
  if (isErr(ship)) return ship;
  const p = ownPlanet(s, seat, ship.cell);
  if (isErr(p)) return err("NOT_AT_YOUR_PLANET");
  const key = cargoKey(m.cargo);
  if (m.type === "load") {
    if (ship.load < 0) return err("CARGO_DIRECTION", { done: "unloaded" });
    if (p[key] < 1) return err("NOTHING_TO_LOAD", { cargo: m.cargo });
    if (key === "meeples" && p.meeples < 2) return err("LAST_MEEPLE");
    return null;
  }
  if (ship.load > 0) return err("CARGO_DIRECTION", { done: "loaded" });
  if (ship[key] < 1) return err("NOTHING_TO_UNLOAD", { cargo: m.cargo });
  if ((key === "energy" || key === "ore") && p[key] >= RESOURCE_CAP)
    return err("STORE_FULL", { max: RESOURCE_CAP, resource: key });
  return null;
}

export function cargoKey(c: MoveOf<"load">["cargo"]): "energy" | "ore" | "meeples" | "nukes" | "bios" {
  return c === "meeple" ? "meeples" : c === "nuke" ? "nukes" : c === "bio" ? "bios" : c;
}

function checkHarvest(s: State, seat: Seat, m: Move): RuleError | null {
  if (m.type === "done") return null;
  if (m.type === "rogue") {
    const t = needTech(s, seat, "rogue");
    if (t) return t;
    if (m.victim === seat || m.victim >= s.players || s.out[m.victim]) return err("BAD_TARGET");
    if (s.once[seat]!.includes(`rogue:${m.victim}`)) return err("ONCE_PER_ROUND", { tech: "rogue" });
    if (!canPay(s, m.victim, m.resource, 1)) return err("NOTHING_TO_STEAL", { resource: m.resource });
    if (!ownedPlanets(s, seat).some((i) => s.planets[i]![m.resource] < RESOURCE_CAP))
      return err("STORE_FULL", { max: RESOURCE_CAP, resource: m.resource });
    return null;
  }
  if (m.type === "trade") {
    const t = needTech(s, seat, "trader");
    if (t) return t;
    if (m.victim === seat || m.victim >= s.players || s.out[m.victim]) return err("BAD_TARGET");
    if (s.once[seat]!.includes("trade")) return err("ONCE_PER_ROUND", { tech: "trader" });
    if (!canPay(s, seat, m.give, 1))
      return err("CANNOT_AFFORD", { energy: m.give === "energy" ? 1 : 0, ore: m.give === "ore" ? 1 : 0 });
    const tot = (r: Resource) => ownedPlanets(s, m.victim).reduce((a, i) => a + s.planets[i]![r], 0);
    if (tot("energy") < m.takeEnergy || tot("ore") < 2 - m.takeEnergy) return err("NOTHING_TO_TAKE");
    return null;
  }
  return wrongPhase(s);
}

function checkUpkeep(s: State, seat: Seat, m: Move): RuleError | null {
  if (m.type === "done") return null;
  if (m.type === "offerTies") {
    const t = needTech(s, seat, "ambassador");
    if (t) return t;
    if (m.target === seat || m.target >= s.players || s.out[m.target]) return err("BAD_TARGET");
    if (s.once[seat]!.includes(`ties:${m.target}`)) return err("ONCE_PER_ROUND", { tech: "ambassador" });
    if (s.ties.some((x) => x.holder === seat && x.target === m.target)) return err("ALREADY_TIED");
    if (!canPay(s, seat, "energy", 1) && !canPay(s, seat, "ore", 1)) return err("TIES_UNPAYABLE");
    return null;
  }
  return wrongPhase(s);
}

/** Which reactions answer which decision. */
const REACTIONS_FOR: Record<"protect" | "pierce" | "defendPlanet", readonly ReactionTech[]> = {
  protect: ["energyShield", "shipArmor"],
  pierce: ["armorPiercer"],
  defendPlanet: ["forceField", "missileDefense"],
};

function checkDecision(s: State, seat: Seat, d: DecisionStep, m: Move): RuleError | null {
  const c = s.combat;
  const wrong = err("DECISION_PENDING", { decision: d.k });
  switch (d.k) {
    case "explore":
      return m.type === "explore" ? null : wrong;
    case "pickShip":
      if (m.type !== "pickShip") return wrong;
      return c?.targets.includes(m.ship) ? null : err("NOT_IN_FLEET");
    case "discardTech":
      if (m.type !== "discardTech") return wrong;
      return s.hands[seat]!.includes(m.tech) ? null : err("NO_SUCH_TECH", { tech: m.tech });
    case "answerTies":
      return m.type === "answerTies" ? null : wrong;
    case "answerEnd":
      return m.type === "answerEnd" ? null : wrong;
    case "attackPlanet": {
      if (m.type !== "attack") return wrong;
      const ship = c ? shipById(s, c.ship) : undefined;
      const opts = ship ? strikeOptions(s, ship, d.cell) : [];
      return opts.some((o) => o.target === m.target && o.ship === m.ship) ? null : err("BAD_STRIKE");
    }
    case "protect":
    case "pierce":
    case "defendPlanet": {
      if (m.type !== "react") return wrong;
      if (m.tech === null) return null;
      if (!REACTIONS_FOR[d.k].includes(m.tech)) return err("WRONG_REACTION", { tech: m.tech });
      return checkReaction(s, seat, d, m.tech);
    }
  }
}

function checkReaction(s: State, seat: Seat, d: DecisionStep, tech: TechId): RuleError | null {
  const c = s.combat!;
  if (d.k === "protect") {
    const ship = shipById(s, d.ship)!;
    const t = needTech(s, seat, tech, ship.cell);
    if (t) return t;
    if (tech === "shipArmor" && d.nuke) return err("NUCLEAR");
    if (canPayTech(s, seat, tech, ship)) return null;
    return err(tech === "energyShield" ? "NO_SHIP_ENERGY" : "CANNOT_AFFORD", costParams(tech));
  }
  if (d.k === "pierce") {
    const t = needTech(s, seat, tech);
    if (t) return t;
    return canPayTech(s, seat, tech) ? null : err("CANNOT_AFFORD", costParams(tech));
  }
  const t = needTech(s, seat, tech, c.cell);
  if (t) return t;
  if (!canPayTech(s, seat, tech, undefined, c.cell)) return err("CANNOT_AFFORD", costParams(tech));
  if (tech === "missileDefense") {
    const ship = shipById(s, c.ship)!;
    if (c.strike === "invade" || ship.meeples > 0) return err("PILOTED");
    if (stealthOn(s, ship) && !works(s, seat, "radioTelescope", c.cell)) return err("STEALTHED");
  }
  return null;
}

/** Every legal move of `seat` now. */
export function legalMovesOf(s: State, seat: Seat): Move[] {
  if (!actorsOf(s).includes(seat)) return [];
  return candidates(s, seat).filter((m) => check(s, seat, m) === null);
}

const AMOUNTS = Array.from({ length: 10 }, (_, i) => i + 1);

function candidates(s: State, seat: Seat): Move[] {
  const d = pendingDecision(s);
  const out: Move[] = [];
  if (d) {
    switch (d.k) {
      case "explore":
        return [
          { type: "explore", flip: true },
          { type: "explore", flip: false },
        ];
      case "pickShip":
        return (s.combat?.targets ?? []).map((ship) => ({ type: "pickShip", ship }));
      case "discardTech":
        return s.hands[seat]!.map((tech) => ({ type: "discardTech", tech }));
      case "answerTies":
        return [
          { type: "answerTies", accept: true },
          { type: "answerTies", accept: false },
        ];
      case "answerEnd":
        return [
          { type: "answerEnd", accept: true },
          { type: "answerEnd", accept: false },
        ];
      case "attackPlanet": {
        const ship = s.combat ? shipById(s, s.combat.ship) : undefined;
        return ship ? strikeOptions(s, ship, d.cell) : [];
      }
      default:
        for (const tech of [null, ...REACTION_TECHS]) out.push({ type: "react", tech });
        return out;
    }
  }
  const mine = ownedPlanets(s, seat);
  const others = Array.from({ length: s.players }, (_, i) => i).filter((i) => i !== seat);
  const has = (t: TechId) => holds(s, seat, t);
  const hackMoves = () => {
    if (has("hacker"))
      for (const target of others)
        for (const tech of s.revealed[target]!) out.push({ type: "hack", target, tech });
  };
  out.push({ type: "surrender" }, { type: "proposeEnd" });
  if (s.phase === "build") {
    const planets = s.activePlanet !== null ? [s.activePlanet] : mine;
    for (const planet of planets) for (const item of BUILD_ITEMS) out.push({ type: "build", planet, item });
    out.push({ type: "endTurn" }, { type: "research" }, { type: "pass" });
    for (const tech of CONVERTER_TECHS)
      if (has(tech))
        for (const planet of mine)
          for (const amount of AMOUNTS) out.push({ type: "convert", tech, planet, amount });
    for (const from of mine)
      for (const to of mine) {
        if (from === to) continue;
        if (has("spaceBridge"))
          for (const resource of RESOURCES)
            for (const amount of AMOUNTS) out.push({ type: "bridge", from, to, resource, amount });
        if (has("transportBeam")) {
          for (const resource of BEAM_RESOURCES)
            for (const amount of AMOUNTS) out.push({ type: "beam", from, to, resource, amount });
          for (const structure of BEAM_STRUCTURES) out.push({ type: "beamStructure", from, to, structure });
        }
      }
    if (has("spy")) for (const target of others) out.push({ type: "spy", target });
    if (s.spied[seat]) for (const tech of s.spied[seat]!.techs) out.push({ type: "spyCopy", tech });
    hackMoves();
  } else if (s.phase === "move") {
    out.push({ type: "pass" }, { type: "stop" });
    const ships = s.ships.filter((x) => x.owner === seat);
    for (const ship of ships) {
      // While one ship moves, only it steps; cargo of resting ships may still move.
      if (!s.active || s.active.ship === ship.id) {
        const hypers = s.active ? [s.active.hyper] : has("hyperspaceDrive") ? [false, true] : [false];
        for (const to of neighbors(s, ship.cell))
          for (const hyper of hypers) out.push({ type: "step", ship: ship.id, to, hyper });
      }
      if (s.planets[ship.cell]?.owner === seat)
        for (const cargo of CARGOS) {
          out.push({ type: "load", ship: ship.id, cargo }, { type: "unload", ship: ship.id, cargo });
        }
      if (has("stealth")) out.push({ type: "stealth", ship: ship.id });
      if (has("empPulseCannon"))
        for (let cell = 0; cell < s.cards.length; cell++)
          if (distance(s, cell, ship.cell) === 1) out.push({ type: "emp", ship: ship.id, cell });
      if (has("waveMotionGun") && ship.energy >= 10)
        for (let cell = 0; cell < s.cards.length; cell++) out.push({ type: "wave", ship: ship.id, cell });
    }
    if (has("radioTelescope"))
      for (let cell = 0; cell < s.cards.length; cell++)
        if (!s.faceUp[cell]) out.push({ type: "telescope", cell });
    hackMoves();
  } else if (s.phase === "harvest") {
    out.push({ type: "done" });
    for (const victim of others) {
      for (const resource of RESOURCES) {
        if (has("rogue")) out.push({ type: "rogue", victim, resource });
        if (has("trader"))
          for (const takeEnergy of [0, 1, 2]) out.push({ type: "trade", victim, give: resource, takeEnergy });
      }
    }
  } else if (s.phase === "upkeep") {
    out.push({ type: "done" });
    if (has("ambassador")) for (const target of others) out.push({ type: "offerTies", target });
  }
  return out;
}
