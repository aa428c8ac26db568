/**
 * Why Space Opera refuses a move: a closed list of codes, each with its rule in one English
 * sentence. `{name}` placeholders are filled from the refusal's params (the client's translations
 * use the same params); a `tech` param is a tech id, shown by its card name in English. A finished
 * game and a seat that may not act are the platform's refusals (GAME_OVER, NOT_YOUR_TURN, built by
 * defineGame), not codes of this game.
 */
import { wordedRefusal } from "../core/result.ts";
import type { ErrorParams, RuleError } from "../core/types.ts";
import { TECHS, type TechId } from "./content.ts";

export const OPERA_ERROR_CODES = [
  // ---- decisions and phases
  "DECISION_PENDING",
  "WRONG_PHASE",
  // ---- techs
  "NO_SUCH_TECH",
  "TECH_DISABLED",
  "ONCE_PER_ROUND",
  "BAD_TARGET",
  "NO_TECHS",
  "NOT_PLAYED",
  "ALREADY_HACKED",
  "NO_SPY_REPORT",
  "ALREADY_COPIED",
  "NOT_SPIED",
  // ---- building and research
  "NOT_YOUR_PLANET",
  "NOTHING_BUILT",
  "RESEARCH_FIRST",
  "DECK_EMPTY",
  "PLANET_DONE",
  "ONE_PLANET_PER_TURN",
  "NUCLEAR_FALLOUT",
  "CONTAMINATED",
  "NO_FREE_MEEPLE",
  "CANNOT_AFFORD",
  "MAX_LEVEL",
  "STORE_FULL",
  "SAME_PLANET",
  "LAST_MEEPLE",
  "NO_STRUCTURE",
  // ---- movement
  "SHIP_MOVING",
  "NO_SHIP_MOVING",
  "NOT_YOUR_SHIP",
  "ANOTHER_SHIP_MOVING",
  "ALREADY_MOVED",
  "EMP_LOCKED",
  "NO_SHIP_ENERGY",
  "HYPER_MISMATCH",
  "NOT_ADJACENT",
  "TIES",
  "HYPER_NO_LANDING",
  "ENEMY_SHIPS_THERE",
  "MUST_PASS_THROUGH",
  "ALREADY_STEALTHED",
  "ALREADY_PULSED",
  "NOT_FACE_DOWN",
  "ALREADY_SEEN",
  "OUT_OF_RANGE",
  // ---- cargo
  "NOT_AT_YOUR_PLANET",
  "CARGO_DIRECTION",
  "NOTHING_TO_LOAD",
  "NOTHING_TO_UNLOAD",
  // ---- fights
  "NOT_IN_FLEET",
  "BAD_STRIKE",
  "WRONG_REACTION",
  "NUCLEAR",
  "PILOTED",
  "STEALTHED",
  // ---- production and maintenance
  "NOTHING_TO_STEAL",
  "NOTHING_TO_TAKE",
  "ALREADY_TIED",
  "TIES_UNPAYABLE",
  // ---- the end
  "END_ALREADY_PROPOSED",
] as const;
export type OperaErrorCode = (typeof OPERA_ERROR_CODES)[number];

/** A refusal of Space Opera: its code is one of OPERA_ERROR_CODES. */
export interface OperaRuleError extends RuleError {
  code: OperaErrorCode;
}

/** Why a move is not legal, before it is worded: the code and its params (legal.ts decides it). */
export interface OperaRefusal {
  code: OperaErrorCode;
  params?: ErrorParams;
}

/** The rule behind each code, in English; `{x}` is the refusal's param `x`. */
export const OPERA_ERROR_TEXT: Readonly<Record<OperaErrorCode, string>> = {
  DECISION_PENDING: "Answer the pending decision first ({decision}).",
  WRONG_PHASE: "That action is not possible in the {phase} phase.",
  NO_SUCH_TECH: "You do not hold {tech}.",
  TECH_DISABLED: "{tech} is cancelled (Hacker) or jammed (EM Pulse) now.",
  ONCE_PER_ROUND: "{tech} works once per round (Rogue: once per player; Ambassador: one offer per player).",
  BAD_TARGET: "Choose another player still in the game.",
  NO_TECHS: "That player holds no tech cards.",
  NOT_PLAYED: "You can only cancel a tech that player has played face up.",
  ALREADY_HACKED: "That tech is already cancelled this round.",
  NO_SPY_REPORT: "Use your Spy on a player first.",
  ALREADY_COPIED: "Your Spy already copied a tech this round.",
  NOT_SPIED: "Your Spy did not see that tech.",
  NOT_YOUR_PLANET: "You do not control a planet there.",
  NOTHING_BUILT: "Build on a planet first, or pass to end your Building phase.",
  RESEARCH_FIRST:
    "Research must be declared as your first action of the Building phase, before any building or tech action.",
  DECK_EMPTY: "The Technology deck is empty.",
  PLANET_DONE: "You already built on that planet this round.",
  ONE_PLANET_PER_TURN: "On one turn you build on one planet only: end your turn first.",
  NUCLEAR_FALLOUT: "Nothing can be done on a planet under Nuclear Fallout.",
  CONTAMINATED: "Meeples on a contaminated planet cannot build or clone.",
  NO_FREE_MEEPLE: "No free meeple is left on that planet (newly cloned meeples cannot work).",
  CANNOT_AFFORD: "That costs {energy} energy and {ore} ore from one planet's store, more than it holds.",
  MAX_LEVEL: "A planet has at most {max} levels of {structure}.",
  STORE_FULL: "A planet stores at most {max} {resource}.",
  SAME_PLANET: "Choose two different planets.",
  LAST_MEEPLE: "At least one meeple must stay on the planet.",
  NO_STRUCTURE: "The source planet has no {structure}.",
  SHIP_MOVING: "Finish your ship's movement (stop) first.",
  NO_SHIP_MOVING: "No ship of yours is moving.",
  NOT_YOUR_SHIP: "You have no such ship.",
  ANOTHER_SHIP_MOVING: "Another ship of yours is moving: stop it first.",
  ALREADY_MOVED: "A ship spends 1 ship energy per Movement phase (Hyperspace Drive allows more).",
  EMP_LOCKED: "An enemy EM pulse holds that ship until the end of the Movement phase.",
  NO_SHIP_ENERGY: "That needs {shipEnergy} ship energy aboard the ship: load energy onto it first.",
  HYPER_MISMATCH: "A movement stays in or out of hyperspace.",
  NOT_ADJACENT:
    "Ships move up, down, left or right (or through linked wormholes); aim at a card next to your ship.",
  TIES: "Your ties with that player forbid attacking them.",
  HYPER_NO_LANDING: "A ship in hyperspace cannot enter a planet.",
  ENEMY_SHIPS_THERE: "You cannot land beside enemy ships you slip past.",
  MUST_PASS_THROUGH: "Your ship may pass enemy ships but not stop among them.",
  ALREADY_STEALTHED: "That ship is already in stealth mode.",
  ALREADY_PULSED: "That ship already fired its EM pulse this phase.",
  NOT_FACE_DOWN: "Choose a face-down card.",
  ALREADY_SEEN: "You have already seen that card.",
  OUT_OF_RANGE: "Aim at another card up to {range} spaces away.",
  NOT_AT_YOUR_PLANET: "Cargo is loaded and unloaded at a planet you control.",
  CARGO_DIRECTION: "This ship already {done} cargo this phase; cargo goes one way per ship and phase.",
  NOTHING_TO_LOAD: "The planet has no {cargo} to load.",
  NOTHING_TO_UNLOAD: "The ship carries no {cargo}.",
  NOT_IN_FLEET: "Choose one of your ships under attack.",
  BAD_STRIKE: "Your ship cannot do that to this planet (bunkers and warheads need a tech).",
  WRONG_REACTION: "That tech does not answer this attack.",
  NUCLEAR: "Ship Armor does not work against a nuclear attack.",
  PILOTED: "Missile Defense does not work on piloted ships or invasions.",
  STEALTHED: "That ship's stealth cancels your Missile Defense.",
  NOTHING_TO_STEAL: "That player has no {resource}.",
  NOTHING_TO_TAKE: "That player does not hold those two tokens.",
  ALREADY_TIED: "You already have ties with that player.",
  TIES_UNPAYABLE: "Ties cost 1 energy or ore token at once and at every Maintenance; you have none.",
  END_ALREADY_PROPOSED: "You already proposed to end the game this round.",
};

const techName = (v: unknown): string =>
  typeof v === "string" && v in TECHS ? TECHS[v as TechId].name : String(v);

/** A refusal with the code's sentence, its placeholders filled from `params` (kept on the refusal). */
export function refusal(code: OperaErrorCode, params?: ErrorParams): OperaRuleError {
  return wordedRefusal(code, OPERA_ERROR_TEXT[code], params, (name, value) =>
    name === "tech" ? techName(value) : String(value),
  );
}

/** Whether a string is one of Space Opera's refusal codes. */
export function isOperaErrorCode(code: string): code is OperaErrorCode {
  return (OPERA_ERROR_CODES as readonly string[]).includes(code);
}
