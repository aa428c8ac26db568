/**
 * Space Opera rules: move checks (one function is the source of truth for both `legalMoves` and
 * `apply`), move execution, and the resolution queue that drives rounds, fights and decisions.
 */
import { fail, ok } from "../core/result.ts";
import { rngFrom } from "../core/rng.ts";
import type { Result, RuleError, Seat } from "../core/types.ts";
import {
  BEAM_STRUCTURE_ENERGY,
  BEAM_STRUCTURES,
  BUILD_COST,
  BUILD_ITEMS,
  type BuildItem,
  cardKind,
  HAND_LIMIT,
  MARKER_ROUNDS,
  MAX_LEVEL,
  planetCard,
  RESOURCE_CAP,
  type Resource,
  TECHS,
  type TechId,
} from "./content.ts";
import {
  boundByTies,
  canPay,
  canPayTech,
  capacityOf,
  costText,
  distance,
  gain,
  holds,
  kindAt,
  mayHold,
  meeplesOf,
  neighbors,
  ownedPlanets,
  pay,
  payTech,
  shipById,
  shipsAt,
  stealthOn,
  techBonus,
  works,
} from "./helpers.ts";
import { newPlanet } from "./setup.ts";
import type { Move, MoveOf, Planet, Ship, SoEvent, State, Step } from "./types.ts";

const err = (code: string, message: string): RuleError => ({ code, message });
const ALL = "all" as const;

// ---------------------------------------------------------------------------------------------
// Decisions

const DECISIONS = new Set<Step["k"]>([
  "pickShip",
  "protect",
  "pierce",
  "attackPlanet",
  "defendPlanet",
  "explore",
  "discardTech",
  "answerTies",
]);
type DecisionStep = Extract<Step, { seat: Seat }>;

function isDecision(st: Step): st is DecisionStep {
  return DECISIONS.has(st.k);
}

/** The decision the game waits for, if any (the head of the queue). */
export function pendingDecision(s: State): DecisionStep | null {
  const st = s.queue[0];
  return st && isDecision(st) ? st : null;
}

/** Seats that may act now. */
export function actorsOf(s: State): Seat[] {
  if (s.phase === "over") return [];
  const d = pendingDecision(s);
  return d ? [d.seat] : [s.turn];
}

/** What a missile, a warhead or an invasion can do to the enemy planet at `cell`. */
export function strikeOptions(s: State, ship: Ship, cell: number): MoveOf<"attack">[] {
  const p = s.planets[cell]!;
  const seat = ship.owner!;
  const out: MoveOf<"attack">[] = [];
  const add = (target: MoveOf<"attack">["target"], id: number | null = null) =>
    out.push({ type: "attack", target, ship: id });
  if (ship.meeples > 0) add("invade");
  if (ship.nukes > 0) add("nuke");
  if (ship.bios > 0) add("bio");
  if (p.meeples > p.bunker) add("meeple");
  if (p.windmill > 0) add("windmill");
  if (p.refinery > 0) add("refinery");
  if (p.farm > 0) add("farm");
  if (p.bunker > 0 && works(s, seat, "armorPiercer", cell) && canPayTech(s, seat, "armorPiercer"))
    add("bunker");
  for (const x of shipsAt(s, cell)) if (x.id !== ship.id && x.owner === p.owner) add("ship", x.id);
  if (p.nukes + p.bios > 0 && works(s, seat, "surgicalStrike", cell)) add("warheads");
  if (out.length === 0) add("none");
  return out;
}

/** Enemy ships at the ship's card that fight it (stealth, Radio Telescope and ties considered). */
function fighters(s: State, ship: Ship, ev?: SoEvent[]): Ship[] {
  const seat = ship.owner!;
  let foes = s.ships.filter((x) => x.cell === ship.cell && x.owner !== null && x.owner !== seat);
  if (foes.length === 0) return [];
  const rt = works(s, seat, "radioTelescope", ship.cell);
  if (!rt) foes = foes.filter((x) => !stealthOn(s, x));
  else if (ev && foes.some((x) => stealthOn(s, x))) reveal(s, seat, "radioTelescope", ev);
  if (stealthOn(s, ship)) {
    foes = foes.filter((x) => works(s, x.owner!, "radioTelescope", ship.cell));
    if (ev) for (const o of new Set(foes.map((x) => x.owner!))) reveal(s, o, "radioTelescope", ev);
  }
  const defender = foes[0]?.owner;
  return foes.filter((x) => x.owner === defender);
}

/** Whether a ship entering `to` would slip past the enemy ships there, as its owner can tell. */
function slipsPast(s: State, ship: Ship, to: number, hyper: boolean): boolean {
  const seat = ship.owner!;
  const foes = s.ships.filter((x) => x.cell === to && x.owner !== null && x.owner !== seat);
  if (foes.length === 0) return false;
  if (hyper || stealthOn(s, ship)) return true;
  return foes.every((x) => stealthOn(s, x)) && !works(s, seat, "radioTelescope", to);
}

function needsDecision(s: State, st: DecisionStep): boolean {
  if (s.out[st.seat]) return false;
  const c = s.combat;
  switch (st.k) {
    case "pickShip":
      return !!c && !c.nuke && c.targets.length > 1;
    case "protect": {
      const ship = shipById(s, st.ship);
      return !!ship && mayHold(s, st.seat, ["energyShield", "shipArmor"]);
    }
    case "pierce":
      return mayHold(s, st.seat, ["armorPiercer"]);
    case "attackPlanet": {
      const ship = c ? shipById(s, c.ship) : undefined;
      return !!ship && strikeOptions(s, ship, st.cell).length > 1;
    }
    case "defendPlanet":
      return !!c && !!shipById(s, c.ship) && mayHold(s, st.seat, ["forceField", "missileDefense"]);
    case "explore": {
      const ship = shipById(s, st.ship);
      return !!ship && !s.faceUp[ship.cell];
    }
    case "discardTech":
      return (s.hands[st.seat]?.length ?? 0) > HAND_LIMIT;
    case "answerTies":
      return true;
    default:
      return false;
  }
}

/** What happens when nobody is asked: the default answer. */
function autoResolve(s: State, st: DecisionStep, ev: SoEvent[]): void {
  const c = s.combat;
  if (st.k === "pickShip" && c) {
    c.targets = c.nuke ? c.targets : c.targets.slice(0, 1);
    queueProtects(s);
  } else if (st.k === "attackPlanet" && c) {
    const ship = shipById(s, c.ship);
    const only = ship ? strikeOptions(s, ship, st.cell)[0] : undefined;
    if (only) {
      c.strike = only.target;
      c.strikeShip = only.ship;
      ev.push({
        type: "strikeDeclared",
        visibleTo: ALL,
        seat: c.attacker,
        cell: c.cell,
        target: only.target,
      });
    }
  } else if (st.k === "answerTies") {
    ev.push({ type: "tiesDeclined", visibleTo: ALL, seat: st.seat, holder: st.from });
  }
}

function queueProtects(s: State): void {
  const c = s.combat!;
  const steps: Step[] = c.targets.map((ship) => ({
    k: "protect",
    seat: c.defender,
    ship,
    nuke: c.nuke,
    hitter: c.attacker,
  }));
  if (!c.nuke) steps.push({ k: "protect", seat: c.attacker, ship: c.ship, nuke: false, hitter: c.defender });
  s.queue.unshift(...steps);
}

// ---------------------------------------------------------------------------------------------
// Checks: the single source of truth for legality.

/** Why `seat` may not play `m` now, or null if it may. */
export function check(s: State, seat: Seat, m: Move): RuleError | null {
  if (s.phase === "over") return err("GAME_OVER", "The game is over.");
  const d = pendingDecision(s);
  if (d) {
    if (d.seat !== seat) return err("NOT_YOUR_TURN", "Another player must answer first.");
    return checkDecision(s, seat, d, m);
  }
  if (seat !== s.turn) return err("NOT_YOUR_TURN", "It is not your turn.");
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

function wrongPhase(): RuleError {
  return err("WRONG_PHASE", "That action is not possible in this phase.");
}

function needTech(s: State, seat: Seat, tech: TechId, cell?: number): RuleError | null {
  if (!holds(s, seat, tech)) return err("NO_SUCH_TECH", `You do not hold ${TECHS[tech].name}.`);
  if (!works(s, seat, tech, cell))
    return err("TECH_DISABLED", `${TECHS[tech].name} is cancelled (Hacker) or jammed (EM Pulse) now.`);
  return null;
}

function ownPlanet(s: State, seat: Seat, cell: number): Planet | RuleError {
  const p = s.planets[cell];
  if (!p || p.owner !== seat) return err("NOT_YOUR_PLANET", "You do not control a planet there.");
  return p;
}
const isErr = (x: unknown): x is RuleError => typeof x === "object" && x !== null && "code" in x;

function checkBuildPhase(s: State, seat: Seat, m: Move): RuleError | null {
  switch (m.type) {
    case "build":
      return checkBuild(s, seat, m);
    case "endTurn":
      return s.activePlanet === null
        ? err("NOTHING_BUILT", "Build on a planet first, or pass to end your Building phase.")
        : null;
    case "research":
      if (s.built[seat] || s.activePlanet !== null)
        return err("RESEARCH_FIRST", "Research must be declared before you build anything this phase.");
      if (s.deck.length === 0) return err("DECK_EMPTY", "The Technology deck is empty.");
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
      if (!sp) return err("NO_SPY_REPORT", "Use your Spy on a player first.");
      if (s.spyCopy[seat] !== null)
        return err("ALREADY_COPIED", "Your Spy already copied a tech this round.");
      if (!sp.techs.includes(m.tech)) return err("NOT_SPIED", "Your Spy did not see that tech.");
      return needTech(s, seat, "spy");
    }
    case "hack":
      return checkHack(s, seat, m);
    default:
      return wrongPhase();
  }
}

function checkBuild(s: State, seat: Seat, m: MoveOf<"build">): RuleError | null {
  const p = ownPlanet(s, seat, m.planet);
  if (isErr(p)) return p;
  if (s.done.includes(m.planet)) return err("PLANET_DONE", "You already built on that planet this round.");
  if (s.activePlanet !== null && s.activePlanet !== m.planet)
    return err("ONE_PLANET_PER_TURN", "On one turn you build on one planet only: end your turn first.");
  if (p.fallout) return err("NUCLEAR_FALLOUT", "Nothing can be done on a planet under Nuclear Fallout.");
  if (p.contaminated) return err("CONTAMINATED", "Meeples on a contaminated planet cannot build or clone.");
  const cost = BUILD_COST[m.item];
  if (p.meeples - p.used < cost.meeples)
    return err("NO_FREE_MEEPLE", "No free meeple is left on that planet (newly cloned meeples cannot work).");
  if (p.energy < cost.energy || p.ore < cost.ore)
    return err(
      "CANNOT_AFFORD",
      `That costs ${cost.energy} energy and ${cost.ore} ore from the planet's store.`,
    );
  if ((m.item === "windmill" || m.item === "refinery" || m.item === "farm") && p[m.item] >= MAX_LEVEL)
    return err("MAX_LEVEL", `A planet has at most ${MAX_LEVEL} levels of ${m.item}.`);
  return null;
}

function checkConvert(s: State, seat: Seat, m: MoveOf<"convert">): RuleError | null {
  const t = needTech(s, seat, m.tech);
  if (t) return t;
  const p = ownPlanet(s, seat, m.planet);
  if (isErr(p)) return p;
  if (p.fallout) return err("NUCLEAR_FALLOUT", "Nothing can be done on a planet under Nuclear Fallout.");
  const eff = TECHS[m.tech].effect;
  if (eff.kind !== "convert") throw new Error("convert tech without convert effect");
  const fee = TECHS[m.tech].cost[eff.from] ?? 0;
  if (p[eff.from] < m.amount + fee)
    return err("CANNOT_AFFORD", `You need ${m.amount} ${eff.from} plus ${fee} to pay for the conversion.`);
  if (p[eff.to] + m.amount > RESOURCE_CAP)
    return err("STORE_FULL", `A planet stores at most ${RESOURCE_CAP} ${eff.to}.`);
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
  if (m.from === m.to) return err("SAME_PLANET", "Choose two different planets.");
  if (from.fallout || to.fallout)
    return err("NUCLEAR_FALLOUT", "Nothing can be done on a planet under Fallout.");
  const fee = TECHS[tech].cost.energy ?? 0;
  if (m.resource === "meeple") {
    if (from.energy < fee) return err("CANNOT_AFFORD", `The source planet must pay ${fee} energy.`);
    if (from.meeples - m.amount < 1)
      return err("LAST_MEEPLE", "At least one meeple must stay on the planet.");
    return null;
  }
  const need = m.amount + (m.resource === "energy" ? fee : 0);
  if (from[m.resource] < need || from.energy < fee)
    return err("CANNOT_AFFORD", `The source planet must pay ${fee} energy and hold what is sent.`);
  if (to[m.resource] + m.amount > RESOURCE_CAP)
    return err("STORE_FULL", `A planet stores at most ${RESOURCE_CAP} ${m.resource}.`);
  return null;
}

function checkBeamStructure(s: State, seat: Seat, m: MoveOf<"beamStructure">): RuleError | null {
  const t = needTech(s, seat, "transportBeam");
  if (t) return t;
  const from = ownPlanet(s, seat, m.from);
  if (isErr(from)) return from;
  const to = ownPlanet(s, seat, m.to);
  if (isErr(to)) return to;
  if (m.from === m.to) return err("SAME_PLANET", "Choose two different planets.");
  if (from.fallout || to.fallout)
    return err("NUCLEAR_FALLOUT", "Nothing can be done on a planet under Fallout.");
  const key = structKey(m.structure);
  if (from[key] < 1) return err("NO_STRUCTURE", "The source planet has no such structure.");
  if ((key === "windmill" || key === "refinery" || key === "farm") && to[key] >= MAX_LEVEL)
    return err("MAX_LEVEL", `A planet has at most ${MAX_LEVEL} levels of ${key}.`);
  if (from.energy < BEAM_STRUCTURE_ENERGY)
    return err("CANNOT_AFFORD", `Beaming a structure costs ${BEAM_STRUCTURE_ENERGY} energy.`);
  return null;
}

function structKey(
  x: (typeof BEAM_STRUCTURES)[number],
): "windmill" | "refinery" | "farm" | "bunker" | "nukes" | "bios" {
  return x === "nuke" ? "nukes" : x === "bio" ? "bios" : x;
}

function checkSpy(s: State, seat: Seat, m: MoveOf<"spy">): RuleError | null {
  const t = needTech(s, seat, "spy");
  if (t) return t;
  if (s.once[seat]!.includes("spy")) return err("ONCE_PER_ROUND", "Your Spy works once per round.");
  if (m.target === seat || m.target >= s.players || s.out[m.target])
    return err("BAD_TARGET", "Choose another player still in the game.");
  if (s.hands[m.target]!.length === 0) return err("NO_TECHS", "That player holds no tech cards.");
  return null;
}

function checkHack(s: State, seat: Seat, m: MoveOf<"hack">): RuleError | null {
  const t = needTech(s, seat, "hacker");
  if (t) return t;
  if (s.once[seat]!.includes("hack")) return err("ONCE_PER_ROUND", "Your Hacker works once per round.");
  if (m.target === seat || m.target >= s.players || s.out[m.target])
    return err("BAD_TARGET", "Choose another player still in the game.");
  if (!s.revealed[m.target]!.includes(m.tech))
    return err("NOT_PLAYED", "You can only cancel a tech that player has played face up.");
  if (s.hacked.some((h) => h.seat === m.target && h.tech === m.tech))
    return err("ALREADY_HACKED", "That tech is already cancelled this round.");
  return null;
}

function checkMovePhase(s: State, seat: Seat, m: Move): RuleError | null {
  switch (m.type) {
    case "pass":
      return s.active ? err("SHIP_MOVING", "Finish your ship's movement (stop) before passing.") : null;
    case "stop": {
      if (!s.active) return err("NO_SHIP_MOVING", "No ship of yours is moving.");
      const ship = shipById(s, s.active.ship)!;
      const among = s.ships.some((x) => x.cell === ship.cell && x.owner !== null && x.owner !== seat);
      const canGoOn = neighbors(s, ship.cell).some(
        (to) => checkStep(s, seat, { type: "step", ship: ship.id, to, hyper: s.active!.hyper }) === null,
      );
      return among && canGoOn
        ? err("MUST_PASS_THROUGH", "Your ship may pass enemy ships but not stop among them.")
        : null;
    }
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
      if (ship.stealth) return err("ALREADY_STEALTHED", "That ship is already in stealth mode.");
      return canPayTech(s, seat, "stealth", ship)
        ? null
        : err("NO_SHIP_ENERGY", `Stealth costs ${costText("stealth")}.`);
    }
    case "emp": {
      const ship = myShip(s, seat, m.ship);
      if (isErr(ship)) return ship;
      const t = needTech(s, seat, "empPulseCannon", ship.cell);
      if (t) return t;
      if (ship.pulsed) return err("ALREADY_PULSED", "That ship already fired its EM pulse this phase.");
      if (!canPayTech(s, seat, "empPulseCannon", ship))
        return err("NO_SHIP_ENERGY", `The EM pulse costs ${costText("empPulseCannon")}.`);
      if (!orthogonal(s, ship.cell, m.cell)) return err("NOT_ADJACENT", "Aim at a card next to your ship.");
      return null;
    }
    case "telescope": {
      const t = needTech(s, seat, "radioTelescope");
      if (t) return t;
      if (m.cell >= s.cards.length || s.faceUp[m.cell])
        return err("NOT_FACE_DOWN", "Choose a face-down card.");
      if (s.known[seat]!.includes(m.cell)) return err("ALREADY_SEEN", "You have already seen that card.");
      return canPayTech(s, seat, "radioTelescope")
        ? null
        : err("CANNOT_AFFORD", `Viewing a card costs ${costText("radioTelescope")}.`);
    }
    case "wave": {
      const ship = myShip(s, seat, m.ship);
      if (isErr(ship)) return ship;
      const t = needTech(s, seat, "waveMotionGun", ship.cell);
      if (t) return t;
      if (s.active) return err("SHIP_MOVING", "Finish your ship's movement first.");
      const e = readyToAct(s, seat, ship);
      if (e) return e;
      if (!canPayTech(s, seat, "waveMotionGun", ship))
        return err("NO_SHIP_ENERGY", `The Wave Motion Gun needs ${costText("waveMotionGun")}.`);
      const range = TECHS.waveMotionGun.effect.kind === "wave" ? TECHS.waveMotionGun.effect.range : 0;
      if (m.cell >= s.cards.length || m.cell === ship.cell || distance(s, ship.cell, m.cell) > range)
        return err("OUT_OF_RANGE", `Aim at another card up to ${range} spaces away.`);
      return null;
    }
    case "hack":
      return checkHack(s, seat, m);
    default:
      return wrongPhase();
  }
}

function orthogonal(s: State, a: number, b: number): boolean {
  return b < s.cards.length && distance(s, a, b) === 1;
}

function myShip(s: State, seat: Seat, id: number): Ship | RuleError {
  const ship = shipById(s, id);
  if (!ship || ship.owner !== seat) return err("NOT_YOUR_SHIP", "You have no such ship.");
  return ship;
}

/** Whether a ship may start a movement (or fire its Wave Motion Gun) now. */
function readyToAct(s: State, seat: Seat, ship: Ship): RuleError | null {
  if (ship.acts > 0 && !works(s, seat, "hyperspaceDrive"))
    return err(
      "ALREADY_MOVED",
      "A ship spends 1 ship energy per Movement phase (Hyperspace Drive allows more).",
    );
  if (s.emp.some((e) => e.cell === ship.cell && e.by !== seat))
    return err("EMP_LOCKED", "An enemy EM pulse holds that ship until the end of the Movement phase.");
  return null;
}

function pointsFor(s: State, seat: Seat, ship: Ship): number {
  if (ship.energy < 1) return 1; // Fusion Reactor: 1 space without energy
  return (
    s.movePerEnergy + (works(s, seat, "plasmaPropulsion", ship.cell) ? techBonus("plasmaPropulsion") : 0)
  );
}

function checkStep(s: State, seat: Seat, m: MoveOf<"step">): RuleError | null {
  const ship = myShip(s, seat, m.ship);
  if (isErr(ship)) return ship;
  let points: number;
  if (s.active) {
    if (s.active.ship !== m.ship)
      return err("ANOTHER_SHIP_MOVING", "Another ship of yours is moving: stop it first.");
    if (s.active.hyper !== m.hyper) return err("HYPER_MISMATCH", "A movement stays in or out of hyperspace.");
    points = s.active.points;
  } else {
    const e = readyToAct(s, seat, ship);
    if (e) return e;
    if (m.hyper && !works(s, seat, "hyperspaceDrive", ship.cell))
      return err("NO_SUCH_TECH", "Hyperspace needs a working Hyperspace Drive.");
    if (ship.energy < 1) {
      if (m.hyper || !works(s, seat, "fusionReactor", ship.cell) || ship.fused)
        return err("NO_SHIP_ENERGY", "Load energy onto the ship first: each movement spends 1 ship energy.");
    }
    points = pointsFor(s, seat, ship);
  }
  if (m.to >= s.cards.length || !neighbors(s, ship.cell).includes(m.to))
    return err("NOT_ADJACENT", "Ships move up, down, left or right (or through linked wormholes).");
  const planet = s.planets[m.to];
  const others = shipsAt(s, m.to).filter((x) => x.owner !== null && x.owner !== seat);
  if (others.some((x) => boundByTies(s, seat, x.owner)) || (planet && boundByTies(s, seat, planet.owner)))
    return err("TIES", "Your ties with that player forbid attacking them.");
  if (m.hyper && planet) return err("HYPER_NO_LANDING", "A ship in hyperspace cannot enter a planet.");
  const after = points - (kindAt(s, m.to) === "asteroid" ? 2 : 1);
  const enemyPlanet = planet && planet.owner !== null && planet.owner !== seat;
  if (!enemyPlanet && slipsPast(s, ship, m.to, m.hyper)) {
    if (planet) return err("ENEMY_SHIPS_THERE", "You cannot land beside enemy ships you slip past.");
    if (after < 1) return err("MUST_PASS_THROUGH", "Your ship may pass enemy ships but not stop among them.");
  }
  return null;
}

function checkCargo(s: State, seat: Seat, m: MoveOf<"load"> | MoveOf<"unload">): RuleError | null {
  const ship = myShip(s, seat, m.ship);
  if (isErr(ship)) return ship;
  const p = ownPlanet(s, seat, ship.cell);
  if (isErr(p)) return err("NOT_AT_YOUR_PLANET", "Cargo is loaded and unloaded at a planet you control.");
  const key = cargoKey(m.cargo);
  if (m.type === "load") {
    if (ship.load < 0)
      return err("CARGO_DIRECTION", "This ship unloaded this phase; it cannot load again now.");
    const pk = key === "meeples" ? "meeples" : key;
    if (p[pk] < 1) return err("NOTHING_TO_LOAD", `The planet has no ${m.cargo} to load.`);
    if (key === "meeples" && p.meeples < 2)
      return err("LAST_MEEPLE", "At least one meeple must stay on the planet.");
    return null;
  }
  if (ship.load > 0)
    return err("CARGO_DIRECTION", "This ship loaded this phase; it cannot unload again now.");
  if (ship[key] < 1) return err("NOTHING_TO_UNLOAD", `The ship carries no ${m.cargo}.`);
  if ((key === "energy" || key === "ore") && p[key] >= RESOURCE_CAP)
    return err("STORE_FULL", `The planet already stores ${RESOURCE_CAP} ${key}.`);
  return null;
}

function cargoKey(c: MoveOf<"load">["cargo"]): "energy" | "ore" | "meeples" | "nukes" | "bios" {
  return c === "meeple" ? "meeples" : c === "nuke" ? "nukes" : c === "bio" ? "bios" : c;
}

function checkHarvest(s: State, seat: Seat, m: Move): RuleError | null {
  if (m.type === "done") return null;
  if (m.type === "rogue") {
    const t = needTech(s, seat, "rogue");
    if (t) return t;
    if (m.victim === seat || m.victim >= s.players || s.out[m.victim])
      return err("BAD_TARGET", "Choose another player still in the game.");
    if (s.once[seat]!.includes(`rogue:${m.victim}`))
      return err("ONCE_PER_ROUND", "Your Rogue steals once from each player per round.");
    if (!canPay(s, m.victim, m.resource, 1))
      return err("NOTHING_TO_STEAL", `That player has no ${m.resource}.`);
    if (!ownedPlanets(s, seat).some((i) => s.planets[i]![m.resource] < RESOURCE_CAP))
      return err("STORE_FULL", "Your planets cannot store any more of that.");
    return null;
  }
  if (m.type === "trade") {
    const t = needTech(s, seat, "trader");
    if (t) return t;
    if (m.victim === seat || m.victim >= s.players || s.out[m.victim])
      return err("BAD_TARGET", "Choose another player still in the game.");
    if (s.once[seat]!.includes("trade")) return err("ONCE_PER_ROUND", "Your Trader trades once per round.");
    if (!canPay(s, seat, m.give, 1)) return err("CANNOT_AFFORD", `You have no ${m.give} to give.`);
    const tot = (r: Resource) => ownedPlanets(s, m.victim).reduce((a, i) => a + s.planets[i]![r], 0);
    if (tot("energy") < m.takeEnergy || tot("ore") < 2 - m.takeEnergy)
      return err("NOTHING_TO_TAKE", "That player does not hold those two tokens.");
    return null;
  }
  return wrongPhase();
}

function checkUpkeep(s: State, seat: Seat, m: Move): RuleError | null {
  if (m.type === "done") return null;
  if (m.type === "offerTies") {
    const t = needTech(s, seat, "ambassador");
    if (t) return t;
    if (m.target === seat || m.target >= s.players || s.out[m.target])
      return err("BAD_TARGET", "Choose another player still in the game.");
    if (s.once[seat]!.includes(`ties:${m.target}`))
      return err("ONCE_PER_ROUND", "You already offered ties to that player this round.");
    if (s.ties.some((x) => x.holder === seat && x.target === m.target))
      return err("ALREADY_TIED", "You already have ties with that player.");
    if (!canPay(s, seat, "energy", 1) && !canPay(s, seat, "ore", 1))
      return err("CANNOT_AFFORD", "Ties cost 1 resource token to pay them.");
    return null;
  }
  return wrongPhase();
}

function checkDecision(s: State, seat: Seat, d: DecisionStep, m: Move): RuleError | null {
  const c = s.combat;
  const wrong = err("DECISION_PENDING", `Answer the pending decision first (${d.k}).`);
  switch (d.k) {
    case "explore":
      return m.type === "explore" ? null : wrong;
    case "pickShip":
      if (m.type !== "pickShip") return wrong;
      return c?.targets.includes(m.ship)
        ? null
        : err("NOT_IN_FLEET", "Choose one of your ships under attack.");
    case "discardTech":
      if (m.type !== "discardTech") return wrong;
      return s.hands[seat]!.includes(m.tech) ? null : err("NO_SUCH_TECH", "You do not hold that tech.");
    case "answerTies":
      return m.type === "answerTies" ? null : wrong;
    case "attackPlanet": {
      if (m.type !== "attack") return wrong;
      const ship = c ? shipById(s, c.ship) : undefined;
      const opts = ship ? strikeOptions(s, ship, d.cell) : [];
      return opts.some((o) => o.target === m.target && o.ship === m.ship)
        ? null
        : err("BAD_TARGET", "Your ship cannot do that to this planet (bunkers and warheads need a tech).");
    }
    case "protect":
    case "pierce":
    case "defendPlanet": {
      if (m.type !== "react") return wrong;
      if (m.tech === null) return null;
      const allowed: Record<string, string[]> = {
        protect: ["energyShield", "shipArmor"],
        pierce: ["armorPiercer"],
        defendPlanet: ["forceField", "missileDefense"],
      };
      if (!allowed[d.k]!.includes(m.tech))
        return err("WRONG_REACTION", "That tech does not answer this attack.");
      return checkReaction(s, seat, d, m.tech);
    }
    default:
      return wrong;
  }
}

function checkReaction(s: State, seat: Seat, d: DecisionStep, tech: TechId): RuleError | null {
  const c = s.combat!;
  if (d.k === "protect") {
    const ship = shipById(s, d.ship)!;
    const t = needTech(s, seat, tech, ship.cell);
    if (t) return t;
    if (tech === "shipArmor" && d.nuke)
      return err("NUCLEAR", "Ship Armor does not work against a nuclear attack.");
    if (canPayTech(s, seat, tech, ship)) return null;
    return err(
      tech === "energyShield" ? "NO_SHIP_ENERGY" : "CANNOT_AFFORD",
      `${TECHS[tech].name} costs ${costText(tech)}.`,
    );
  }
  if (d.k === "pierce") {
    const t = needTech(s, seat, tech);
    if (t) return t;
    return canPayTech(s, seat, tech) ? null : err("CANNOT_AFFORD", `Armor Piercer costs ${costText(tech)}.`);
  }
  const t = needTech(s, seat, tech, c.cell);
  if (t) return t;
  if (!canPayTech(s, seat, tech, undefined, c.cell))
    return err("CANNOT_AFFORD", `${TECHS[tech].name} costs ${costText(tech)}.`);
  if (tech === "missileDefense") {
    const ship = shipById(s, c.ship)!;
    if (c.strike === "invade" || ship.meeples > 0)
      return err("PILOTED", "Missile Defense does not work on piloted ships or invasions.");
    if (stealthOn(s, ship) && !works(s, seat, "radioTelescope", c.cell))
      return err("STEALTHED", "That ship's stealth cancels your Missile Defense.");
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Candidates: every move that might be legal (filtered by `check`).

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
      case "attackPlanet": {
        const ship = s.combat ? shipById(s, s.combat.ship) : undefined;
        return ship ? strikeOptions(s, ship, d.cell) : [];
      }
      default:
        for (const tech of [
          null,
          "energyShield",
          "shipArmor",
          "armorPiercer",
          "forceField",
          "missileDefense",
        ] as const)
          out.push({ type: "react", tech });
        return out;
    }
  }
  const mine = ownedPlanets(s, seat);
  const others = Array.from({ length: s.players }, (_, i) => i).filter((i) => i !== seat);
  const hand = s.hands[seat]!;
  const has = (t: TechId) => holds(s, seat, t);
  const hackMoves = () => {
    if (has("hacker"))
      for (const target of others)
        for (const tech of s.revealed[target]!) out.push({ type: "hack", target, tech });
  };
  if (s.phase === "build") {
    const planets = s.activePlanet !== null ? [s.activePlanet] : mine;
    for (const planet of planets) for (const item of BUILD_ITEMS) out.push({ type: "build", planet, item });
    out.push({ type: "endTurn" }, { type: "research" }, { type: "pass" });
    for (const tech of ["energyConverter", "matterConverter"] as const)
      if (has(tech))
        for (const planet of mine)
          for (const amount of AMOUNTS) out.push({ type: "convert", tech, planet, amount });
    for (const from of mine)
      for (const to of mine) {
        if (from === to) continue;
        if (has("spaceBridge"))
          for (const resource of ["energy", "ore"] as const)
            for (const amount of AMOUNTS) out.push({ type: "bridge", from, to, resource, amount });
        if (has("transportBeam")) {
          for (const resource of ["energy", "ore", "meeple"] as const)
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
      if (s.active && s.active.ship !== ship.id) {
        // cargo of resting ships may still move
      } else {
        const hypers = s.active ? [s.active.hyper] : has("hyperspaceDrive") ? [false, true] : [false];
        for (const to of neighbors(s, ship.cell))
          for (const hyper of hypers) out.push({ type: "step", ship: ship.id, to, hyper });
      }
      if (s.planets[ship.cell]?.owner === seat)
        for (const cargo of ["energy", "ore", "meeple", "nuke", "bio"] as const) {
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
      for (const resource of ["energy", "ore"] as const) {
        if (has("rogue")) out.push({ type: "rogue", victim, resource });
        if (has("trader"))
          for (const takeEnergy of [0, 1, 2]) out.push({ type: "trade", victim, give: resource, takeEnergy });
      }
    }
  } else if (s.phase === "upkeep") {
    out.push({ type: "done" });
    if (has("ambassador")) for (const target of others) out.push({ type: "offerTies", target });
  }
  void hand;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Execution

/** Applies a move: checks it, then runs it and the resolution queue on a copy of the state. */
export function applyMove(s0: State, seat: Seat, m: Move): Result<{ state: State; events: SoEvent[] }> {
  const e = check(s0, seat, m);
  if (e) return fail(e.code, e.message);
  const s = cloneState(s0);
  const ev: SoEvent[] = [];
  execute(s, seat, m, ev);
  run(s, ev);
  return ok({ state: s, events: ev });
}

/** A deep copy of the state (faster than structuredClone for this shape). */
export function cloneState(s: State): State {
  return {
    ...s,
    cards: [...s.cards],
    faceUp: [...s.faceUp],
    planets: s.planets.map((p) => (p ? { ...p } : null)),
    ships: s.ships.map((x) => ({ ...x })),
    deck: [...s.deck],
    hands: s.hands.map((h) => [...h]),
    revealed: s.revealed.map((h) => [...h]),
    known: s.known.map((h) => [...h]),
    spied: s.spied.map((x) => (x ? { target: x.target, techs: [...x.techs] } : null)),
    spyCopy: [...s.spyCopy],
    once: s.once.map((h) => [...h]),
    hacked: s.hacked.map((x) => ({ ...x })),
    emp: s.emp.map((x) => ({ ...x })),
    ties: s.ties.map((x) => ({ ...x })),
    passed: [...s.passed],
    built: [...s.built],
    done: [...s.done],
    active: s.active ? { ...s.active } : null,
    queue: s.queue.map((x) => ({ ...x })),
    combat: s.combat ? { ...s.combat, targets: [...s.combat.targets], saved: [...s.combat.saved] } : null,
    out: [...s.out],
    respawned: [...s.respawned],
    rng: [...s.rng],
  };
}

function reveal(s: State, seat: Seat, tech: TechId, ev: SoEvent[]): void {
  const hand = s.hands[seat]!;
  const card: TechId = hand.includes(tech) ? tech : "spy";
  if (!s.revealed[seat]!.includes(card)) s.revealed[seat]!.push(card);
  ev.push({ type: "techUsed", visibleTo: ALL, seat, tech, card });
}

function destroyShip(s: State, ship: Ship, reason: string, ev: SoEvent[]): void {
  s.ships = s.ships.filter((x) => x.id !== ship.id);
  ev.push({
    type: "shipDestroyed",
    visibleTo: ALL,
    ship: ship.id,
    owner: ship.owner,
    cell: ship.cell,
    reason,
  });
}

function newShip(s: State, owner: Seat, cell: number): Ship {
  const ship: Ship = {
    id: s.nextShip++,
    owner,
    cell,
    energy: 0,
    meeples: 0,
    ore: 0,
    nukes: 0,
    bios: 0,
    acts: 0,
    load: 0,
    stealth: false,
    pulsed: false,
    fused: false,
  };
  s.ships.push(ship);
  return ship;
}

function execute(s: State, seat: Seat, m: Move, ev: SoEvent[]): void {
  const d = pendingDecision(s);
  if (d) {
    s.queue.shift();
    executeDecision(s, seat, d, m, ev);
    return;
  }
  switch (m.type) {
    case "build": {
      const p = s.planets[m.planet]!;
      const cost = BUILD_COST[m.item];
      p.energy -= cost.energy;
      p.ore -= cost.ore;
      p.used += cost.meeples;
      buildItem(s, seat, p, m.planet, m.item);
      s.activePlanet = m.planet;
      s.built[seat] = true;
      ev.push({ type: "built", visibleTo: ALL, seat, planet: m.planet, item: m.item });
      return;
    }
    case "endTurn":
      s.done.push(s.activePlanet!);
      s.activePlanet = null;
      s.queue.push({ k: "nextTurn" });
      return;
    case "research": {
      const tech = s.deck.pop()!;
      s.hands[seat]!.push(tech);
      s.passed[seat] = true;
      ev.push({ type: "researched", visibleTo: ALL, seat });
      ev.push({ type: "drewTech", visibleTo: [seat], seat, tech });
      s.queue.push({ k: "discardTech", seat }, { k: "nextTurn" });
      return;
    }
    case "pass":
      if (s.activePlanet !== null) s.done.push(s.activePlanet);
      s.activePlanet = null;
      s.passed[seat] = true;
      ev.push({ type: "passed", visibleTo: ALL, seat, phase: s.phase });
      s.queue.push({ k: "nextTurn" });
      return;
    case "done":
      s.passed[seat] = true;
      s.queue.push({ k: "nextTurn" });
      return;
    case "convert": {
      const eff = TECHS[m.tech].effect;
      if (eff.kind !== "convert") throw new Error("bad convert");
      const p = s.planets[m.planet]!;
      p[eff.from] -= m.amount + (TECHS[m.tech].cost[eff.from] ?? 0);
      p[eff.to] += m.amount;
      reveal(s, seat, m.tech, ev);
      ev.push({
        type: "converted",
        visibleTo: ALL,
        seat,
        planet: m.planet,
        from: eff.from,
        amount: m.amount,
      });
      return;
    }
    case "bridge":
    case "beam": {
      const tech: TechId = m.type === "bridge" ? "spaceBridge" : "transportBeam";
      const from = s.planets[m.from]!;
      const to = s.planets[m.to]!;
      from.energy -= TECHS[tech].cost.energy ?? 0;
      if (m.resource === "meeple") {
        from.meeples -= m.amount;
        from.used = Math.min(from.used, from.meeples);
        to.meeples += m.amount;
        to.used += m.amount;
      } else {
        from[m.resource] -= m.amount;
        to[m.resource] += m.amount;
      }
      reveal(s, seat, tech, ev);
      ev.push({
        type: "transferred",
        visibleTo: ALL,
        seat,
        from: m.from,
        to: m.to,
        what: m.resource,
        amount: m.amount,
      });
      return;
    }
    case "beamStructure": {
      const from = s.planets[m.from]!;
      const to = s.planets[m.to]!;
      const key = structKey(m.structure);
      from.energy -= BEAM_STRUCTURE_ENERGY;
      from[key] -= 1;
      to[key] += 1;
      reveal(s, seat, "transportBeam", ev);
      ev.push({
        type: "transferred",
        visibleTo: ALL,
        seat,
        from: m.from,
        to: m.to,
        what: m.structure,
        amount: 1,
      });
      return;
    }
    case "spy": {
      s.once[seat]!.push("spy");
      const techs = [...s.hands[m.target]!];
      s.spied[seat] = { target: m.target, techs };
      reveal(s, seat, "spy", ev);
      ev.push({ type: "spied", visibleTo: ALL, seat, target: m.target });
      ev.push({ type: "spyReport", visibleTo: [seat], target: m.target, techs });
      return;
    }
    case "spyCopy":
      s.spyCopy[seat] = m.tech;
      ev.push({ type: "spyCopied", visibleTo: [seat], tech: m.tech });
      return;
    case "hack": {
      s.once[seat]!.push("hack");
      s.hacked.push({ seat: m.target, tech: m.tech });
      if (m.tech === "stealth" || (m.tech === "spy" && s.spyCopy[m.target] === "stealth"))
        for (const x of s.ships) if (x.owner === m.target) x.stealth = false;
      reveal(s, seat, "hacker", ev);
      ev.push({ type: "hacked", visibleTo: ALL, seat, target: m.target, tech: m.tech });
      return;
    }
    case "load":
    case "unload": {
      const ship = shipById(s, m.ship)!;
      const p = s.planets[ship.cell]!;
      const key = cargoKey(m.cargo);
      const dir = m.type === "load" ? 1 : -1;
      ship.load = dir;
      ship[key] += dir;
      p[key] -= dir;
      if (key === "meeples") p.used = dir > 0 ? Math.min(p.used, p.meeples) : p.used + 1;
      ev.push({
        type: m.type === "load" ? "loaded" : "unloaded",
        visibleTo: ALL,
        seat,
        ship: ship.id,
        cargo: m.cargo,
      });
      return;
    }
    case "stealth": {
      const ship = shipById(s, m.ship)!;
      payTech(s, seat, "stealth", ship);
      ship.stealth = true;
      reveal(s, seat, "stealth", ev);
      return;
    }
    case "emp": {
      const ship = shipById(s, m.ship)!;
      payTech(s, seat, "empPulseCannon", ship);
      ship.pulsed = true;
      s.emp.push({ cell: m.cell, by: seat });
      reveal(s, seat, "empPulseCannon", ev);
      ev.push({ type: "empFired", visibleTo: ALL, seat, ship: ship.id, cell: m.cell });
      return;
    }
    case "telescope": {
      payTech(s, seat, "radioTelescope");
      s.known[seat]!.push(m.cell);
      reveal(s, seat, "radioTelescope", ev);
      ev.push({ type: "telescope", visibleTo: ALL, seat, cell: m.cell });
      ev.push({ type: "telescopeView", visibleTo: [seat], cell: m.cell, card: s.cards[m.cell] });
      return;
    }
    case "wave": {
      const ship = shipById(s, m.ship)!;
      payTech(s, seat, "waveMotionGun", ship);
      ship.acts += 1;
      reveal(s, seat, "waveMotionGun", ev);
      const was = s.cards[m.cell]!;
      for (const x of shipsAt(s, m.cell)) destroyShip(s, x, "waveMotionGun", ev);
      if (cardKind(was) === "planet" && !s.faceUp[m.cell]) s.hiddenPlanets -= 1;
      s.planets[m.cell] = null;
      s.cards[m.cell] = "void";
      s.faceUp[m.cell] = true;
      for (const k of s.known) if (k.includes(m.cell)) k.splice(k.indexOf(m.cell), 1);
      ev.push({ type: "waveMotionGun", visibleTo: ALL, seat, cell: m.cell, card: was });
      s.queue.push({ k: "nextTurn" });
      return;
    }
    case "step":
      executeStep(s, seat, m, ev);
      return;
    case "stop":
      s.queue.push({ k: "endMove" });
      return;
    case "rogue": {
      s.once[seat]!.push(`rogue:${m.victim}`);
      pay(s, m.victim, m.resource, 1);
      placeGain(s, seat, m.resource, 1);
      reveal(s, seat, "rogue", ev);
      ev.push({ type: "stole", visibleTo: ALL, seat, victim: m.victim, resource: m.resource });
      return;
    }
    case "trade": {
      s.once[seat]!.push("trade");
      pay(s, seat, m.give, 1);
      placeGain(s, m.victim, m.give, 1);
      for (let i = 0; i < 2; i++) {
        const r: Resource = i < m.takeEnergy ? "energy" : "ore";
        pay(s, m.victim, r, 1);
        placeGain(s, seat, r, 1);
      }
      reveal(s, seat, "trader", ev);
      ev.push({
        type: "traded",
        visibleTo: ALL,
        seat,
        victim: m.victim,
        give: m.give,
        takeEnergy: m.takeEnergy,
      });
      return;
    }
    case "offerTies":
      s.once[seat]!.push(`ties:${m.target}`);
      reveal(s, seat, "ambassador", ev);
      ev.push({ type: "tiesOffered", visibleTo: ALL, seat, target: m.target });
      s.queue.push({ k: "answerTies", seat: m.target, from: seat });
      return;
    default:
      throw new Error(`unexpected move ${m.type}`);
  }
}

function buildItem(s: State, seat: Seat, p: Planet, cell: number, item: BuildItem): void {
  switch (item) {
    case "meeple":
      // The cloner is turned (cost) and the clone cannot act this round either.
      p.meeples += 1;
      p.used += 1;
      return;
    case "ship":
      newShip(s, seat, cell);
      return;
    case "bio":
      p.bios += 1;
      return;
    case "nuke":
      p.nukes += 1;
      return;
    default:
      p[item] += 1;
  }
}

/** Puts gained tokens on the seat's planet holding the least of that resource. */
function placeGain(s: State, seat: Seat, res: Resource, n: number): void {
  let best: number | null = null;
  for (const i of ownedPlanets(s, seat))
    if (best === null || s.planets[i]![res] < s.planets[best]![res]) best = i;
  if (best !== null) gain(s.planets[best]!, res, n);
}

function executeStep(s: State, seat: Seat, m: MoveOf<"step">, ev: SoEvent[]): void {
  const ship = shipById(s, m.ship)!;
  if (!s.active) {
    const points = pointsFor(s, seat, ship);
    ship.acts += 1;
    if (ship.energy >= 1) {
      ship.energy -= 1;
      if (points > s.movePerEnergy) reveal(s, seat, "plasmaPropulsion", ev);
    } else {
      ship.fused = true;
      reveal(s, seat, "fusionReactor", ev);
    }
    if (m.hyper || ship.acts > 1) reveal(s, seat, "hyperspaceDrive", ev);
    s.active = { ship: ship.id, points, hyper: m.hyper, prev: ship.cell };
  }
  const a = s.active;
  const cost = kindAt(s, m.to) === "asteroid" ? 2 : 1;
  a.points = Math.max(0, a.points - cost);
  a.prev = ship.cell;
  ship.cell = m.to;
  ev.push({ type: "shipMoved", visibleTo: ALL, seat, ship: ship.id, from: a.prev, to: m.to, hyper: m.hyper });
  s.queue.push({ k: "arrive" });
}

function executeDecision(s: State, seat: Seat, d: DecisionStep, m: Move, ev: SoEvent[]): void {
  const c = s.combat;
  switch (m.type) {
    case "explore": {
      if (!m.flip) return;
      const ship = shipById(s, (d as Extract<Step, { k: "explore" }>).ship)!;
      flip(s, ship.cell, ev);
      const kind = kindAt(s, ship.cell);
      if (kind === "planet") land(s, ship, ev);
      else if (kind === "supernova")
        for (const x of shipsAt(s, ship.cell)) destroyShip(s, x, "supernova", ev);
      return;
    }
    case "pickShip":
      c!.targets = [m.ship];
      ev.push({ type: "fleetTarget", visibleTo: ALL, seat, ship: m.ship });
      queueProtects(s);
      return;
    case "discardTech": {
      const hand = s.hands[seat]!;
      hand.splice(hand.indexOf(m.tech), 1);
      const rev = s.revealed[seat]!;
      if (rev.includes(m.tech)) rev.splice(rev.indexOf(m.tech), 1);
      s.deck.splice(rngFrom(s.rng).int(s.deck.length + 1), 0, m.tech);
      ev.push({ type: "techReturned", visibleTo: ALL, seat });
      ev.push({ type: "techReturnedCard", visibleTo: [seat], tech: m.tech });
      return;
    }
    case "answerTies": {
      const from = (d as Extract<Step, { k: "answerTies" }>).from;
      if (!m.accept) {
        ev.push({ type: "tiesDeclined", visibleTo: ALL, seat, holder: from });
        return;
      }
      s.ties.push({ holder: from, target: seat });
      ev.push({ type: "tiesAccepted", visibleTo: ALL, seat, holder: from });
      payTies(s, from, seat, ev);
      return;
    }
    case "attack":
      c!.strike = m.target;
      c!.strikeShip = m.ship;
      ev.push({
        type: "strikeDeclared",
        visibleTo: ALL,
        seat,
        cell: c!.cell,
        target: m.target,
        ship: m.ship,
      });
      return;
    case "react": {
      if (m.tech === null) return;
      reveal(s, seat, m.tech, ev);
      if (d.k === "protect") {
        payTech(s, seat, m.tech, shipById(s, d.ship)!);
        if (m.tech === "shipArmor") s.queue.unshift({ k: "pierce", seat: d.hitter, ship: d.ship });
        c!.saved.push(d.ship);
      } else if (d.k === "pierce") {
        payTech(s, seat, m.tech);
        c!.saved = c!.saved.filter((x) => x !== d.ship);
      } else {
        payTech(s, seat, m.tech, undefined, c!.cell);
        c!.defense = m.tech as "forceField" | "missileDefense";
      }
      return;
    }
    default:
      throw new Error(`unexpected decision move ${m.type}`);
  }
}

function payTies(s: State, holder: Seat, target: Seat, ev: SoEvent[]): boolean {
  const res: Resource | null = canPay(s, holder, "energy", 1)
    ? "energy"
    : canPay(s, holder, "ore", 1)
      ? "ore"
      : null;
  if (res === null) {
    s.ties = s.ties.filter((t) => !(t.holder === holder && t.target === target));
    ev.push({ type: "tiesBroken", visibleTo: ALL, holder, target, reason: "unpaid" });
    return false;
  }
  pay(s, holder, res, 1);
  placeGain(s, target, res, 1);
  ev.push({ type: "tiesPaid", visibleTo: ALL, holder, target, resource: res });
  return true;
}

function flip(s: State, cell: number, ev: SoEvent[]): void {
  s.faceUp[cell] = true;
  const card = s.cards[cell]!;
  for (const k of s.known) if (k.includes(cell)) k.splice(k.indexOf(cell), 1);
  if (cardKind(card) === "planet") {
    s.planets[cell] = newPlanet(card, null);
    s.hiddenPlanets -= 1;
  }
  ev.push({ type: "flipped", visibleTo: ALL, cell, card });
}

/** A ship lands on an uncontrolled planet: pilots colonize it; a drone without energy is stuck. */
function land(s: State, ship: Ship, ev: SoEvent[]): void {
  const p = s.planets[ship.cell]!;
  const seat = ship.owner!;
  if (ship.meeples > 0) {
    p.owner = seat;
    p.meeples += ship.meeples;
    p.used = p.meeples;
    ship.meeples = 0;
    for (const x of shipsAt(s, ship.cell)) if (x.owner === null) x.owner = seat;
    ev.push({ type: "colonized", visibleTo: ALL, seat, cell: ship.cell, meeples: p.meeples });
  } else if (ship.energy === 0) {
    ship.owner = null;
    ev.push({ type: "shipStuck", visibleTo: ALL, seat, ship: ship.id, cell: ship.cell });
  } else {
    ev.push({ type: "landed", visibleTo: ALL, seat, ship: ship.id, cell: ship.cell });
  }
}

function breakTies(s: State, holder: Seat, target: Seat | null, ev: SoEvent[]): void {
  if (target === null) return;
  if (s.ties.some((t) => t.holder === holder && t.target === target)) {
    s.ties = s.ties.filter((t) => !(t.holder === holder && t.target === target));
    ev.push({ type: "tiesBroken", visibleTo: ALL, holder, target, reason: "attacked" });
  }
}

// ---------------------------------------------------------------------------------------------
// The resolution queue and the round.

/** Runs automatic steps until a decision is needed or the turn goes on. */
export function run(s: State, ev: SoEvent[]): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const st = s.queue[0];
    if (!st) {
      if (!checkEliminations(s, ev)) return;
      continue;
    }
    if (isDecision(st)) {
      if (needsDecision(s, st)) return;
      s.queue.shift();
      autoResolve(s, st, ev);
      continue;
    }
    s.queue.shift();
    execStep(s, st, ev);
  }
  throw new Error("space-opera: resolution did not settle");
}

function execStep(s: State, st: Step, ev: SoEvent[]): void {
  switch (st.k) {
    case "arrive":
      arrive(s, ev);
      return;
    case "endMove": {
      const a = s.active;
      const ship = a ? shipById(s, a.ship) : undefined;
      const steps: Step[] = [];
      if (a && ship) {
        if (!s.faceUp[ship.cell] && !a.hyper) steps.push({ k: "explore", seat: ship.owner!, ship: ship.id });
        steps.push({ k: "strand", ship: ship.id });
      }
      steps.push({ k: "nextTurn" });
      s.queue.unshift(...steps);
      return;
    }
    case "strand": {
      const ship = shipById(s, st.ship);
      if (!ship || ship.owner === null || ship.energy > 0 || kindAt(s, ship.cell) === "planet") return;
      if (works(s, ship.owner, "fusionReactor", ship.cell)) reveal(s, ship.owner, "fusionReactor", ev);
      else destroyShip(s, ship, "outOfEnergy", ev);
      return;
    }
    case "resolveShips":
      resolveShips(s, ev);
      return;
    case "resolvePlanet":
      resolvePlanet(s, ev);
      return;
    case "nextTurn":
      s.active = null;
      s.combat = null;
      advanceTurn(s, ev, false);
      return;
    default:
      throw new Error(`decision step ${st.k} executed as automatic`);
  }
}

function arrive(s: State, ev: SoEvent[]): void {
  const a = s.active!;
  const ship = shipById(s, a.ship);
  if (!ship) {
    s.queue.unshift({ k: "nextTurn" });
    return;
  }
  const seat = ship.owner!;
  const cell = ship.cell;
  if (kindAt(s, cell) === "supernova" && !a.hyper) {
    destroyShip(s, ship, "supernova", ev);
    s.queue.unshift({ k: "nextTurn" });
    return;
  }
  const planet = s.planets[cell];
  const enemyPlanet = !!planet && planet.owner !== null && planet.owner !== seat;
  if (enemyPlanet) {
    s.combat = {
      ship: ship.id,
      attacker: seat,
      prev: a.prev,
      cell,
      defender: planet.owner!,
      nuke: false,
      targets: [],
      saved: [],
      strike: null,
      strikeShip: null,
      defense: null,
    };
    breakTies(s, seat, planet.owner, ev);
    s.queue.unshift(
      { k: "attackPlanet", seat, cell },
      { k: "defendPlanet", seat: planet.owner!, cell },
      { k: "resolvePlanet" },
    );
    return;
  }
  if (!a.hyper) {
    const foes = fighters(s, ship, ev);
    if (foes.length > 0) {
      const defender = foes[0]!.owner!;
      s.combat = {
        ship: ship.id,
        attacker: seat,
        prev: a.prev,
        cell,
        defender,
        nuke: ship.nukes > 0,
        targets: foes.map((x) => x.id),
        saved: [],
        strike: null,
        strikeShip: null,
        defense: null,
      };
      breakTies(s, seat, defender, ev);
      ev.push({ type: "shipCombat", visibleTo: ALL, seat, defender, cell, nuke: ship.nukes > 0 });
      s.queue.unshift({ k: "pickShip", seat: defender, cell }, { k: "resolveShips" });
      return;
    }
  }
  if (planet && planet.owner === null) {
    land(s, ship, ev);
    s.queue.unshift({ k: "endMove" });
    return;
  }
  if (a.points <= 0) s.queue.unshift({ k: "endMove" });
}

function resolveShips(s: State, ev: SoEvent[]): void {
  const c = s.combat!;
  const ship = shipById(s, c.ship);
  for (const id of c.targets) {
    const t = shipById(s, id);
    if (t && !c.saved.includes(id)) destroyShip(s, t, c.nuke ? "nuclear" : "combat", ev);
    else if (t) ev.push({ type: "shipSurvived", visibleTo: ALL, ship: id });
  }
  s.combat = null;
  if (!ship) {
    s.queue.unshift({ k: "nextTurn" });
    return;
  }
  if (c.nuke || !c.saved.includes(ship.id)) {
    destroyShip(s, ship, c.nuke ? "nuclear" : "combat", ev);
    s.queue.unshift({ k: "nextTurn" });
    return;
  }
  ev.push({ type: "shipSurvived", visibleTo: ALL, ship: ship.id });
  if (fighters(s, ship).length > 0) {
    // Both sides held: the attacker falls back to the card it came from and stops there.
    ship.cell = c.prev;
    s.active!.points = 0;
    ev.push({ type: "shipRepelled", visibleTo: ALL, ship: ship.id, to: c.prev });
    s.queue.unshift({ k: "endMove" });
    return;
  }
  s.queue.unshift({ k: "arrive" });
}

function resolvePlanet(s: State, ev: SoEvent[]): void {
  const c = s.combat!;
  s.combat = null;
  s.queue.unshift({ k: "nextTurn" });
  const ship = shipById(s, c.ship);
  const p = s.planets[c.cell];
  if (!ship || !p) return;
  if (c.defense === "forceField") {
    destroyShip(s, ship, "forceField", ev);
    return;
  }
  if (c.defense === "missileDefense") {
    if (works(s, c.attacker, "kamikazePilot", c.cell)) {
      reveal(s, c.attacker, "kamikazePilot", ev);
      ev.push({ type: "missileDefenseFailed", visibleTo: ALL, seat: c.defender, cell: c.cell });
    } else {
      destroyShip(s, ship, "missileDefense", ev);
      return;
    }
  }
  destroyShip(s, ship, c.strike === "invade" ? "transport" : "missile", ev);
  strike(s, c.attacker, ship, p, c.cell, c.strike ?? "none", c.strikeShip, ev);
  if (p.meeples <= 0) {
    p.meeples = 0;
    p.used = 0;
    if (p.owner !== null) ev.push({ type: "planetLost", visibleTo: ALL, seat: p.owner, cell: c.cell });
    p.owner = null;
  }
  p.used = Math.min(p.used, p.meeples);
}

/** Resolves a missile, warhead or invasion on an enemy planet (rulebook "Missile or Airstrike" ff.). */
function strike(
  s: State,
  seat: Seat,
  ship: Ship,
  p: Planet,
  cell: number,
  target: string,
  targetShip: number | null,
  ev: SoEvent[],
): void {
  const defender = p.owner!;
  const base = { visibleTo: ALL, seat, defender, cell } as const;
  switch (target) {
    case "invade": {
      let att = ship.meeples;
      if (works(s, seat, "superSoldier", cell)) {
        att += techBonus("superSoldier");
        reveal(s, seat, "superSoldier", ev);
      }
      let def = p.meeples + Math.min(p.bunker, p.meeples);
      if (p.meeples > 0 && works(s, defender, "superSoldier", cell)) {
        def += techBonus("superSoldier");
        reveal(s, defender, "superSoldier", ev);
      }
      if (att > def) {
        p.owner = seat;
        p.meeples = Math.min(ship.meeples, att - def);
        p.used = p.meeples;
        for (const x of shipsAt(s, cell)) if (x.owner === defender || x.owner === null) x.owner = seat;
      } else if (def > att) {
        p.meeples = Math.min(p.meeples, def - att);
      } else {
        p.meeples = 0;
      }
      ev.push({ type: "invasion", ...base, attack: att, defense: def, won: att > def, left: p.meeples });
      return;
    }
    case "nuke":
      p.meeples = Math.min(p.meeples, p.bunker);
      p.farm = Math.min(p.farm, p.bunker);
      p.windmill = 0;
      p.refinery = 0;
      p.energy = 0;
      p.ore = 0;
      p.nukes = 0;
      p.bios = 0;
      p.fallout = s.round + MARKER_ROUNDS - 1;
      for (const x of shipsAt(s, cell)) destroyShip(s, x, "nuclear", ev);
      ev.push({ type: "nuclearStrike", ...base });
      return;
    case "bio":
      p.meeples = Math.min(p.meeples, p.bunker);
      p.farm = Math.min(p.farm, p.bunker);
      p.contaminated = s.round + MARKER_ROUNDS - 1;
      ev.push({ type: "biologicalStrike", ...base });
      return;
    case "meeple":
      p.meeples -= 1;
      break;
    case "windmill":
    case "refinery":
    case "farm":
      p[target] = 0;
      break;
    case "bunker":
      payTech(s, seat, "armorPiercer");
      reveal(s, seat, "armorPiercer", ev);
      p.bunker -= 1;
      break;
    case "ship": {
      const t = targetShip === null ? undefined : shipById(s, targetShip);
      if (t) destroyShip(s, t, "missile", ev);
      break;
    }
    case "warheads":
      reveal(s, seat, "surgicalStrike", ev);
      p.nukes = 0;
      p.bios = 0;
      break;
    default:
      break;
  }
  ev.push({ type: "missileStrike", ...base, target });
}

/** Marks players without meeples as out; ends the game when one (or none) is left. Returns true if it changed anything. */
function checkEliminations(s: State, ev: SoEvent[]): boolean {
  if (s.phase === "over") return false;
  let changed = false;
  const outSoFar = Math.max(0, ...s.out);
  for (let seat = 0; seat < s.players; seat++) {
    if (s.out[seat] || meeplesOf(s, seat) > 0) continue;
    s.out[seat] = outSoFar + 1;
    s.passed[seat] = true;
    for (const x of s.ships.filter((y) => y.owner === seat)) destroyShip(s, x, "eliminated", ev);
    for (const p of s.planets) if (p && p.owner === seat) p.owner = null;
    s.deck.push(...s.hands[seat]!);
    rngFrom(s.rng).shuffleInPlace(s.deck);
    s.hands[seat] = [];
    s.revealed[seat] = [];
    s.spyCopy[seat] = null;
    s.ties = s.ties.filter((t) => t.holder !== seat && t.target !== seat);
    ev.push({ type: "eliminated", visibleTo: ALL, seat });
    changed = true;
  }
  const alive = s.out.filter((o) => o === 0).length;
  if (alive === 0 || (alive === 1 && !respawnPossible(s))) {
    s.phase = "over";
    s.queue = [];
    s.active = null;
    s.combat = null;
    ev.push({ type: "gameOver", visibleTo: ALL, reason: "lastStanding" });
    return false;
  }
  if (changed && s.out[s.turn] && s.queue.length === 0) advanceTurn(s, ev, false);
  return false;
}

function respawnPossible(s: State): boolean {
  if (!s.respawn) return false;
  if (!s.out.some((o, seat) => o > 0 && !s.respawned[seat])) return false;
  return s.hiddenPlanets > 0 || s.planets.some((p) => p !== null && p.owner === null);
}

function eligible(s: State, seat: Seat): boolean {
  if (s.out[seat]) return false;
  const hand = s.hands[seat]!;
  switch (s.phase) {
    case "build":
      return s.planets.some((p, i) => p && p.owner === seat && !s.done.includes(i) && !p.fallout);
    case "move":
      return hand.length > 0 || s.ships.some((x) => x.owner === seat);
    case "harvest":
      return mayHold(s, seat, ["rogue", "trader"]);
    case "upkeep":
      return mayHold(s, seat, ["ambassador"]);
    default:
      return false;
  }
}

/** Gives the turn to the next seat (clockwise) that still acts in this phase, or moves the round on. */
export function advanceTurn(s: State, ev: SoEvent[], includeCurrent: boolean): void {
  let start = includeCurrent ? s.turn : (s.turn + 1) % s.players;
  for (let guard = 0; guard < 1000; guard++) {
    if (s.phase === "over") return;
    for (let k = 0; k < s.players; k++) {
      const seat = (start + k) % s.players;
      if (s.passed[seat]) continue;
      if (!eligible(s, seat)) {
        s.passed[seat] = true;
        continue;
      }
      s.turn = seat;
      return;
    }
    nextPhase(s, ev);
    start = s.turn;
  }
  throw new Error("space-opera: no phase gave anyone a turn");
}

function resetPassed(s: State): void {
  s.passed = s.out.map((o) => o > 0);
  s.turn = s.first;
}

function nextPhase(s: State, ev: SoEvent[]): void {
  if (s.phase === "build") {
    s.phase = "move";
    s.done = [];
    s.activePlanet = null;
    for (const x of s.ships) {
      x.acts = 0;
      x.load = 0;
      x.pulsed = false;
      x.fused = false;
    }
  } else if (s.phase === "move") {
    for (const x of s.ships) x.stealth = false;
    s.emp = [];
    s.phase = "harvest";
    produce(s, ev);
  } else if (s.phase === "harvest") {
    s.phase = "upkeep";
    upkeep(s, ev);
  } else if (s.phase === "upkeep") {
    endRound(s, ev);
    if ((s.phase as string) === "over") return;
    s.phase = "build";
    s.built = s.built.map(() => false);
  }
  resetPassed(s);
  ev.push({ type: "phase", visibleTo: ALL, phase: s.phase, round: s.round });
}

/** Rulebook "Production/Harvest": pips + structures (+ Engineer/Metallurgist), capped at 10. */
function produce(s: State, ev: SoEvent[]): void {
  for (let k = 0; k < s.players; k++) {
    const seat = (s.first + k) % s.players;
    for (const cell of ownedPlanets(s, seat)) {
      const p = s.planets[cell]!;
      if (p.fallout) continue;
      const card = planetCard(p.card);
      let e = card.energy + p.windmill;
      let o = card.ore + p.refinery;
      // Production techs (Engineer, Metallurgist) add what their effect says.
      for (const t of new Set(s.hands[seat]!.concat(s.spyCopy[seat] ?? []))) {
        const eff = TECHS[t].effect;
        if (eff.kind !== "production" || !works(s, seat, t)) continue;
        e += eff.energy;
        o += eff.ore;
        reveal(s, seat, t, ev);
      }
      if (p.contaminated) {
        e = Math.min(e, 1);
        o = Math.min(o, 1);
      }
      const ge = gain(p, "energy", e);
      const go = gain(p, "ore", o);
      ev.push({ type: "produced", visibleTo: ALL, seat, cell, energy: ge, ore: go });
    }
  }
}

/** Rulebook "Maintenance": overpopulation, meeples upright, markers that are due removed, ties paid. */
function upkeep(s: State, ev: SoEvent[]): void {
  s.planets.forEach((p, cell) => {
    if (!p) return;
    if (p.owner !== null) {
      const cap = capacityOf(s, p);
      if (works(s, p.owner, "permaculture") && p.meeples >= cap) reveal(s, p.owner, "permaculture", ev);
      if (p.meeples > cap) {
        ev.push({ type: "overpopulation", visibleTo: ALL, seat: p.owner, cell, removed: p.meeples - cap });
        p.meeples = cap;
      }
    }
    p.used = 0;
    if (p.contaminated && p.contaminated <= s.round) {
      p.contaminated = 0;
      ev.push({ type: "markerRemoved", visibleTo: ALL, cell, marker: "contamination" });
    }
    if (p.fallout && p.fallout <= s.round) {
      p.fallout = 0;
      ev.push({ type: "markerRemoved", visibleTo: ALL, cell, marker: "fallout" });
    }
  });
  for (const t of [...s.ties]) payTies(s, t.holder, t.target, ev);
}

function endRound(s: State, ev: SoEvent[]): void {
  if (s.respawn) respawnPlayers(s, ev);
  const alive = s.out.filter((o) => o === 0).length;
  if (
    alive === 0 ||
    (alive === 1 && !respawnPossible(s)) ||
    (s.roundLimit !== null && s.round >= s.roundLimit)
  ) {
    s.phase = "over";
    ev.push({ type: "gameOver", visibleTo: ALL, reason: alive <= 1 ? "lastStanding" : "roundLimit" });
    return;
  }
  s.once = s.once.map(() => []);
  s.hacked = [];
  s.spied = s.spied.map(() => null);
  s.spyCopy = s.spyCopy.map(() => null);
  // The First-Player token passes counter-clockwise to the next player still in the game.
  for (let k = 1; k <= s.players; k++) {
    const seat = (s.first - k + s.players * 2) % s.players;
    if (!s.out[seat]) {
      s.first = seat;
      break;
    }
  }
  s.round += 1;
}

/** Rulebook "Player Re-Spawn": an eliminated player takes a newly discovered planet, well equipped. */
function respawnPlayers(s: State, ev: SoEvent[]): void {
  const waiting = s.out
    .map((o, seat) => ({ o, seat }))
    .filter((x) => x.o > 0 && !s.respawned[x.seat])
    .sort((a, b) => a.o - b.o);
  for (const { seat } of waiting) {
    const free = (i: number) => !s.ships.some((x) => x.cell === i && x.owner !== null);
    const hidden = s.cards.flatMap((c, i) =>
      !s.faceUp[i] && cardKind(c) === "planet" && free(i) ? [i] : [],
    );
    let cell: number | undefined;
    if (hidden.length > 0) {
      cell = rngFrom(s.rng).pick(hidden);
      flip(s, cell, ev);
    } else {
      cell = s.planets.findIndex((p, i) => p !== null && p.owner === null && free(i));
      if (cell < 0) continue;
    }
    const p = s.planets[cell]!;
    const card = planetCard(p.card);
    Object.assign(p, {
      owner: seat,
      meeples: card.capacity * 2,
      used: 0,
      energy: card.energy,
      ore: card.ore,
      windmill: 1,
      refinery: 1,
      farm: 1,
      bunker: 1,
    });
    for (const x of shipsAt(s, cell)) x.owner = seat;
    newShip(s, seat, cell);
    newShip(s, seat, cell);
    const tech = s.deck.pop();
    if (tech) {
      s.hands[seat]!.push(tech);
      ev.push({ type: "drewTech", visibleTo: [seat], seat, tech });
    }
    s.out[seat] = 0;
    s.respawned[seat] = true;
    ev.push({ type: "respawned", visibleTo: ALL, seat, cell });
  }
}
