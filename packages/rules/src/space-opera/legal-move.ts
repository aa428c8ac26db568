/**
 * Legality of the Movement phase (rulebook "Movement Phase", "Ship Energy", "Cargo"): a ship's
 * steps and stop, cargo, and the techs used then (Stealth, EM Pulse Cannon, Radio Telescope, Wave
 * Motion Gun, Hacker). `whyNotStep` and `whyNotStop` are also how reach.ts finds where a ship can go.
 */
import type { Seat } from "../core/types.ts";
import { RESOURCE_CAP, TECHS } from "./content.ts";
import type { OperaRefusal } from "./errors.ts";
import {
  boundByTies,
  canPayTech,
  cargoKey,
  distance,
  movementStart,
  neighbors,
  shipById,
  shipsAt,
  stepCost,
  works,
} from "./helpers.ts";
import { whyNotHack } from "./legal-build.ts";
import { costParams, isRefusal, needTech, ownPlanet, ownShip, reason, wrongPhase } from "./legal-common.ts";
import { slipsPast } from "./queries.ts";
import type { OperaMove, OperaMoveOf, OperaState, Ship } from "./types.ts";

/** Why `seat` may not play `m` in the Movement phase now, or null if it may. */
export function whyNotMoving(s: OperaState, seat: Seat, m: OperaMove): OperaRefusal | null {
  switch (m.type) {
    case "pass":
      return s.active ? reason("SHIP_MOVING") : null;
    case "stop":
      return whyNotStop(s, seat);
    case "step":
      return whyNotStep(s, seat, m);
    case "load":
    case "unload":
      return whyNotCargo(s, seat, m);
    case "stealth":
      return whyNotStealth(s, seat, m);
    case "emp":
      return whyNotEmp(s, seat, m);
    case "telescope":
      return whyNotTelescope(s, seat, m);
    case "wave":
      return whyNotWave(s, seat, m);
    case "hack":
      return whyNotHack(s, seat, m);
    default:
      return wrongPhase(s);
  }
}

/** Why the seat's moving ship may not stop where it is: a ship passing enemy ships may not stop among them. */
export function whyNotStop(s: OperaState, seat: Seat): OperaRefusal | null {
  if (!s.active) return reason("NO_SHIP_MOVING");
  const ship = shipById(s, s.active.ship)!;
  const among = s.ships.some((x) => x.cell === ship.cell && x.owner !== null && x.owner !== seat);
  const canGoOn = neighbors(s, ship.cell).some(
    (to) => whyNotStep(s, seat, { type: "step", ship: ship.id, to, hyper: s.active!.hyper }) === null,
  );
  return among && canGoOn ? reason("MUST_PASS_THROUGH") : null;
}

/** Whether a ship may start a movement (or fire its Wave Motion Gun) now. */
function whyNotReady(s: OperaState, seat: Seat, ship: Ship): OperaRefusal | null {
  if (ship.acts > 0 && !works(s, seat, "hyperspaceDrive")) return reason("ALREADY_MOVED", { ship: ship.id });
  if (s.emp.some((e) => e.cell === ship.cell && e.by !== seat))
    return reason("EMP_LOCKED", { ship: ship.id });
  return null;
}

/** The spaces the step's movement has: the movement under way, or a new one this ship may start. */
function movementPoints(
  s: OperaState,
  seat: Seat,
  ship: Ship,
  m: OperaMoveOf<"step">,
): number | OperaRefusal {
  if (s.active) {
    if (s.active.ship !== m.ship) return reason("ANOTHER_SHIP_MOVING", { ship: s.active.ship });
    if (s.active.hyper !== m.hyper) return reason("HYPER_MISMATCH");
    return s.active.points;
  }
  const e = whyNotReady(s, seat, ship);
  if (e) return e;
  if (m.hyper && !works(s, seat, "hyperspaceDrive", ship.cell))
    return reason("NO_SUCH_TECH", { tech: "hyperspaceDrive" });
  if (ship.energy < 1) {
    if (m.hyper || !works(s, seat, "fusionReactor", ship.cell) || ship.fused)
      return reason("NO_SHIP_ENERGY", { shipEnergy: 1 });
  }
  return movementStart(s, seat, ship).points;
}

/** Why the seat may not move its ship one space as `m` says (the whole rule of a step). */
export function whyNotStep(s: OperaState, seat: Seat, m: OperaMoveOf<"step">): OperaRefusal | null {
  const ship = ownShip(s, seat, m.ship);
  if (isRefusal(ship)) return ship;
  const points = movementPoints(s, seat, ship, m);
  if (isRefusal(points)) return points;
  if (m.to >= s.cards.length || !neighbors(s, ship.cell).includes(m.to)) return reason("NOT_ADJACENT");
  const planet = s.planets[m.to];
  const others = shipsAt(s, m.to).filter((x) => x.owner !== null && x.owner !== seat);
  if (others.some((x) => boundByTies(s, seat, x.owner)) || (planet && boundByTies(s, seat, planet.owner)))
    return reason("TIES");
  if (m.hyper && planet) return reason("HYPER_NO_LANDING");
  const after = points - stepCost(s, m.to);
  const enemyPlanet = planet && planet.owner !== null && planet.owner !== seat;
  if (!enemyPlanet && slipsPast(s, ship, m.to, m.hyper)) {
    if (planet) return reason("ENEMY_SHIPS_THERE");
    if (after < 1) return reason("MUST_PASS_THROUGH");
  }
  return null;
}

function whyNotCargo(
  s: OperaState,
  seat: Seat,
  m: OperaMoveOf<"load"> | OperaMoveOf<"unload">,
): OperaRefusal | null {
  const ship = ownShip(s, seat, m.ship);
  if (isRefusal(ship)) return ship;
  const p = ownPlanet(s, seat, ship.cell);
  if (isRefusal(p)) return reason("NOT_AT_YOUR_PLANET");
  const key = cargoKey(m.cargo);
  if (m.type === "load") {
    if (ship.load < 0) return reason("CARGO_DIRECTION", { done: "unloaded" });
    if (p[key] < 1) return reason("NOTHING_TO_LOAD", { cargo: m.cargo });
    if (key === "meeples" && p.meeples < 2) return reason("LAST_MEEPLE");
    return null;
  }
  if (ship.load > 0) return reason("CARGO_DIRECTION", { done: "loaded" });
  if (ship[key] < 1) return reason("NOTHING_TO_UNLOAD", { cargo: m.cargo });
  if ((key === "energy" || key === "ore") && p[key] >= RESOURCE_CAP)
    return reason("STORE_FULL", { max: RESOURCE_CAP, resource: key });
  return null;
}

function whyNotStealth(s: OperaState, seat: Seat, m: OperaMoveOf<"stealth">): OperaRefusal | null {
  const ship = ownShip(s, seat, m.ship);
  if (isRefusal(ship)) return ship;
  const t = needTech(s, seat, "stealth", ship.cell);
  if (t) return t;
  if (ship.stealth) return reason("ALREADY_STEALTHED");
  return canPayTech(s, seat, "stealth", ship) ? null : reason("NO_SHIP_ENERGY", costParams("stealth"));
}

function whyNotEmp(s: OperaState, seat: Seat, m: OperaMoveOf<"emp">): OperaRefusal | null {
  const ship = ownShip(s, seat, m.ship);
  if (isRefusal(ship)) return ship;
  const t = needTech(s, seat, "empPulseCannon", ship.cell);
  if (t) return t;
  if (ship.pulsed) return reason("ALREADY_PULSED");
  if (!canPayTech(s, seat, "empPulseCannon", ship))
    return reason("NO_SHIP_ENERGY", costParams("empPulseCannon"));
  if (!(m.cell < s.cards.length && distance(s, ship.cell, m.cell) === 1)) return reason("NOT_ADJACENT");
  return null;
}

function whyNotTelescope(s: OperaState, seat: Seat, m: OperaMoveOf<"telescope">): OperaRefusal | null {
  const t = needTech(s, seat, "radioTelescope");
  if (t) return t;
  if (m.cell >= s.cards.length || s.faceUp[m.cell]) return reason("NOT_FACE_DOWN");
  if (s.known[seat]!.includes(m.cell)) return reason("ALREADY_SEEN");
  return canPayTech(s, seat, "radioTelescope") ? null : reason("CANNOT_AFFORD", costParams("radioTelescope"));
}

function whyNotWave(s: OperaState, seat: Seat, m: OperaMoveOf<"wave">): OperaRefusal | null {
  const ship = ownShip(s, seat, m.ship);
  if (isRefusal(ship)) return ship;
  const t = needTech(s, seat, "waveMotionGun", ship.cell);
  if (t) return t;
  if (s.active) return reason("SHIP_MOVING");
  const e = whyNotReady(s, seat, ship);
  if (e) return e;
  if (!canPayTech(s, seat, "waveMotionGun", ship))
    return reason("NO_SHIP_ENERGY", costParams("waveMotionGun"));
  const range = TECHS.waveMotionGun.effect.kind === "wave" ? TECHS.waveMotionGun.effect.range : 0;
  if (m.cell >= s.cards.length || m.cell === ship.cell || distance(s, ship.cell, m.cell) > range)
    return reason("OUT_OF_RANGE", { range });
  return null;
}
