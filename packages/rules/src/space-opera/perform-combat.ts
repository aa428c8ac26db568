/**
 * Ships entering cards and fights (rulebook "Supernova", "Ship to Ship Combat", "Colonizing a
 * Planet", "Missile or Airstrike"): what arriving does, then the resolution of a ship-to-ship
 * fight or of an attack on a planet once every side has answered.
 */
import type { Seat } from "../core/types.ts";
import { destroyShip, land } from "./effects.ts";
import type { OperaEvent } from "./events.ts";
import { pub, reveal, shipById, works } from "./helpers.ts";
import { strike } from "./perform-strike.ts";
import { arrivalOf, fighters } from "./queries.ts";
import type { Combat, OperaState, Ship, Step, StrikeTarget } from "./types.ts";

/** What entering its card does to the moving ship, in the order of `arrivalOf`. */
export function arrive(s: OperaState, ev: OperaEvent[]): void {
  const a = s.active!;
  const ship = shipById(s, a.ship);
  if (!ship) {
    s.queue.unshift({ k: "nextTurn" });
    return;
  }
  const cell = ship.cell;
  // `arrivalOf` (what the reach shows), with the fighters found for real.
  let foes: Ship[] = [];
  const kind = arrivalOf(s, ship, a.hyper, () => {
    foes = a.hyper ? [] : fighters(s, ship, ev);
    return foes.length > 0;
  });
  if (kind === "supernova") {
    destroyShip(s, ship, "supernova", ev);
    s.queue.unshift({ k: "nextTurn" });
    return;
  }
  const planet = s.planets[cell];
  if (kind === "attack" && planet) {
    startPlanetAttack(s, ship, a.prev, planet.owner!, ev);
    return;
  }
  if (kind === "fight") {
    startShipFight(s, ship, a.prev, foes, ev);
    return;
  }
  if (kind === "land") {
    land(s, ship, ev);
    s.queue.unshift({ k: "endMove" });
    return;
  }
  if (a.points <= 0) s.queue.unshift({ k: "endMove" });
}

/** A fight in progress: the moving ship against a planet or a fleet, nothing answered yet. */
function newCombat(ship: Ship, prev: number, defender: Seat, targets: Ship[], nuke: boolean): Combat {
  return {
    ship: ship.id,
    attacker: ship.owner!,
    prev,
    cell: ship.cell,
    defender,
    nuke,
    targets: targets.map((x) => x.id),
    saved: [],
    strike: null,
    strikeShip: null,
    defense: null,
  };
}

/** The ship entered an enemy planet: the attacker chooses a strike, the defender may answer it. */
function startPlanetAttack(s: OperaState, ship: Ship, prev: number, defender: Seat, ev: OperaEvent[]): void {
  const seat = ship.owner!;
  const cell = ship.cell;
  s.combat = newCombat(ship, prev, defender, [], false);
  breakTies(s, seat, defender, ev);
  s.queue.unshift(
    { k: "attackPlanet", seat, cell },
    { k: "defendPlanet", seat: defender, cell },
    { k: "resolvePlanet" },
  );
}

/** The ship meets enemy ships that fight it: the defender picks the ship hit, then both may protect. */
function startShipFight(s: OperaState, ship: Ship, prev: number, foes: Ship[], ev: OperaEvent[]): void {
  const seat = ship.owner!;
  const cell = ship.cell;
  const defender = foes[0]!.owner!;
  s.combat = newCombat(ship, prev, defender, foes, ship.nukes > 0);
  breakTies(s, seat, defender, ev);
  pub(ev, "shipCombat", {
    seat,
    defender,
    ship: ship.id,
    cell,
    nuke: ship.nukes > 0,
    targets: foes.map((x) => x.id),
  });
  s.queue.unshift({ k: "pickShip", seat: defender, cell }, { k: "resolveShips" });
}

/** Both sides have answered: unprotected ships are destroyed; a surviving attacker wins or falls back. */
export function resolveShips(s: OperaState, ev: OperaEvent[]): void {
  const c = s.combat!;
  const ship = shipById(s, c.ship);
  const defenderLost: number[] = [];
  const attackerLost: number[] = [];
  for (const id of c.targets) {
    const t = shipById(s, id);
    if (t && !c.saved.includes(id)) {
      destroyShip(s, t, c.nuke ? "nuclear" : "combat", ev);
      defenderLost.push(id);
    } else if (t) pub(ev, "shipSurvived", { ship: id, owner: t.owner });
  }
  s.combat = null;
  const result = (outcome: CombatOutcome) =>
    pub(ev, "shipCombatResult", {
      seat: c.attacker,
      defender: c.defender,
      ship: c.ship,
      cell: c.cell,
      attackerLost,
      defenderLost,
      outcome,
    });
  if (!ship) {
    result(defenderLost.length > 0 ? "bothDestroyed" : "defenderWon");
    s.queue.unshift({ k: "nextTurn" });
    return;
  }
  if (c.nuke || !c.saved.includes(ship.id)) {
    destroyShip(s, ship, c.nuke ? "nuclear" : "combat", ev);
    attackerLost.push(ship.id);
    result(defenderLost.length > 0 ? "bothDestroyed" : "defenderWon");
    s.queue.unshift({ k: "nextTurn" });
    return;
  }
  pub(ev, "shipSurvived", { ship: ship.id, owner: ship.owner });
  if (fighters(s, ship).length > 0) {
    // Both sides held: the attacker falls back to the card it came from and stops there.
    const from = ship.cell;
    ship.cell = c.prev;
    s.active!.points = 0;
    result("repelled");
    pub(ev, "shipRepelled", { seat: c.attacker, ship: ship.id, from, to: c.prev });
    s.queue.unshift({ k: "endMove" });
    return;
  }
  result("attackerWon");
  s.queue.unshift({ k: "arrive" });
}

type CombatOutcome = "attackerWon" | "defenderWon" | "bothDestroyed" | "repelled";

/** Both sides have answered: the planet's defense, then the strike. */
export function resolvePlanet(s: OperaState, ev: OperaEvent[]): void {
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
      pub(ev, "missileDefenseFailed", { seat: c.defender, attacker: c.attacker, cell: c.cell });
    } else {
      destroyShip(s, ship, "missileDefense", ev);
      return;
    }
  }
  destroyShip(s, ship, c.strike === "invade" ? "transport" : "missile", ev);
  const targetShip = c.strikeShip !== null && !c.saved.includes(c.strikeShip) ? c.strikeShip : null;
  if (c.strikeShip !== null && targetShip === null)
    pub(ev, "shipSurvived", { ship: c.strikeShip, owner: shipById(s, c.strikeShip)?.owner ?? null });
  strike(s, c.attacker, ship, p, c.cell, c.strike ?? "none", c.strikeShip, targetShip, ev);
  if (p.meeples <= 0) {
    p.meeples = 0;
    p.used = 0;
    if (p.owner !== null)
      pub(ev, "planetLost", { seat: p.owner, cell: c.cell, by: c.attacker, taken: false });
    p.owner = null;
  }
  p.used = Math.min(p.used, p.meeples);
}

/** Every hit ship may now protect itself: the defender's targets, then the attacker's ship (not against a nuke). */
export function queueProtects(s: OperaState): void {
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

/** Ties the attacker holds with the defender end when it attacks them (the defender was bound, not the holder). */
function breakTies(s: OperaState, holder: Seat, target: Seat | null, ev: OperaEvent[]): void {
  if (target === null) return;
  if (s.ties.some((t) => t.holder === holder && t.target === target)) {
    s.ties = s.ties.filter((t) => !(t.holder === holder && t.target === target));
    pub(ev, "tiesBroken", { holder, target, reason: "attacked" });
  }
}

/** Records the attacker's choice; a docked ship targeted by a missile may still protect itself. */
export function declareStrike(
  s: OperaState,
  target: StrikeTarget,
  ship: number | null,
  ev: OperaEvent[],
): void {
  const c = s.combat!;
  c.strike = target;
  c.strikeShip = ship;
  pub(ev, "strikeDeclared", {
    seat: c.attacker,
    defender: c.defender,
    cell: c.cell,
    ship: c.ship,
    strike: target,
    targetShip: ship,
  });
  if (target === "ship" && ship !== null) {
    const at = s.queue.findIndex((x) => x.k === "resolvePlanet");
    const protect: Step = { k: "protect", seat: c.defender, ship, nuke: false, hitter: c.attacker };
    s.queue.splice(at < 0 ? s.queue.length : at, 0, protect);
  }
}
