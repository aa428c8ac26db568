/**
 * Pieces shared by the legality rules of every phase (legal-*.ts): a refusal's facts (`reason`),
 * and the checks many moves start with (the tech works, the planet or ship is the seat's own).
 */
import type { ErrorParams, Seat } from "../core/types.ts";
import { TECHS, type TechId } from "./content.ts";
import type { OperaErrorCode, OperaRefusal } from "./errors.ts";
import { holds, shipById, works } from "./helpers.ts";
import type { OperaState, Planet, Ship } from "./types.ts";

/** Why a move is not legal: its code and params, worded later by explain.ts. */
export function reason(code: OperaErrorCode, params?: ErrorParams): OperaRefusal {
  return params ? { code, params } : { code };
}

/** Whether a check returned a refusal rather than the thing it looked up. */
export const isRefusal = (x: unknown): x is OperaRefusal =>
  typeof x === "object" && x !== null && "code" in x;

export function wrongPhase(s: OperaState): OperaRefusal {
  return reason("WRONG_PHASE", { phase: s.phase });
}

/** The cost of a tech as refusal params (`energy`, `ore`, `shipEnergy`). */
export function costParams(tech: TechId): { energy: number; ore: number; shipEnergy: number } {
  const c = TECHS[tech].cost;
  return { energy: c.energy ?? 0, ore: c.ore ?? 0, shipEnergy: c.shipEnergy ?? 0 };
}

/** The seat holds `tech` and it works (not hacked, not jammed by an EM pulse at `cell`). */
export function needTech(s: OperaState, seat: Seat, tech: TechId, cell?: number): OperaRefusal | null {
  if (!holds(s, seat, tech)) return reason("NO_SUCH_TECH", { tech });
  if (!works(s, seat, tech, cell)) return reason("TECH_DISABLED", { tech });
  return null;
}

/** The seat's planet at `cell`, or why there is none. */
export function ownPlanet(s: OperaState, seat: Seat, cell: number): Planet | OperaRefusal {
  const p = s.planets[cell];
  if (!p || p.owner !== seat) return reason("NOT_YOUR_PLANET", { cell });
  return p;
}

/** The seat's ship `id`, or why there is none. */
export function ownShip(s: OperaState, seat: Seat, id: number): Ship | OperaRefusal {
  const ship = shipById(s, id);
  if (!ship || ship.owner !== seat) return reason("NOT_YOUR_SHIP", { ship: id });
  return ship;
}

/** Another player still in the game. */
export function otherPlayerIn(s: OperaState, seat: Seat, target: Seat): boolean {
  return target !== seat && target < s.players && !s.out[target];
}
