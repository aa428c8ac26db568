/**
 * Why stellar_omega refuses a move: a closed list of codes, each with its rule in one English
 * sentence. `{name}` placeholders are filled from the refusal's params (the client's translations
 * use the same params). A finished game and a seat that may not act are the platform's refusals
 * (GAME_OVER, NOT_YOUR_TURN, built by defineGame), not codes of this game.
 */
import { wordedRefusal } from "../core/result.ts";
import type { ErrorParams, RuleError } from "../core/types.ts";

export const OMEGA_ERROR_CODES = [
  "CHOOSE_RACE",
  "RACE_TAKEN",
  "BID_ALREADY_PLACED",
  "BID_FIRST",
  "BID_OUT_OF_RANGE",
  "DECISION_PENDING",
  "NO_AVAILABLE_TILE",
  "NO_REROLL_AGAINST_OUT_OF_AT",
  "NO_SUCH_DIE",
  "NOT_A_TARGET_UNIT",
  "CANNOT_LEVEL_UP_THERE",
  "NOTHING_TO_REMOVE_THERE",
  "BAD_GATE_POSITION",
  "NO_ACTIONS_LEFT",
  "NOT_ENOUGH_AT",
  "TILE_PLACEABLE",
  "NO_SUCH_AREA",
  "AREA_CLOSED",
  "AREA_OCCUPIED",
  "NO_TILES",
  "NEED_CARD_OF_COLOUR",
  "NO_UNIT_IN_CLOSED_SECTOR",
  "CANNOT_ATTACK_SELF",
  "NO_UNIT_IN_OPEN_SECTOR",
  "TARGET_NOT_IN_OPEN_SECTOR",
  "CARD_ALREADY_CHANGED",
  "NOT_IN_HAND",
  "NOT_AN_NPR",
  "BAD_NPR_AREA",
  "MUST_PLAY_ONE_ACTION",
  "NOT_NOW",
] as const;
export type OmegaErrorCode = (typeof OMEGA_ERROR_CODES)[number];

/** A refusal of stellar_omega: its code is one of OMEGA_ERROR_CODES. */
export interface OmegaRuleError extends RuleError {
  code: OmegaErrorCode;
}

/** The rule behind each code, in English; `{x}` is the refusal's param `x`. */
export const OMEGA_ERROR_TEXT: Readonly<Record<OmegaErrorCode, string>> = {
  CHOOSE_RACE: "First choose the race you will play.",
  RACE_TAKEN: "The {race} are already taken; choose another race.",
  BID_ALREADY_PLACED: "You have already bid this round; wait for the others.",
  BID_FIRST: "Phase A: bid a number of unit tiles for the cosmic order first.",
  BID_OUT_OF_RANGE: "You can bid from 0 to {max} tiles (your available, unflipped tiles).",
  DECISION_PENDING: "First finish the current decision ({pending}).",
  NO_AVAILABLE_TILE:
    "You need an available (unflipped) unit tile to flip: rerolling a die or changing a card costs one.",
  NO_REROLL_AGAINST_OUT_OF_AT:
    "You may not reroll: your opponent has no action tokens left (or is a non-player race).",
  NO_SUCH_DIE: "No die shows {die}.",
  NOT_A_TARGET_UNIT: "Choose one of the attacked race's units in the open sector.",
  CANNOT_LEVEL_UP_THERE: "Choose one of your units below level 3.",
  NOTHING_TO_REMOVE_THERE: "Remove a tile from one of the attacked race's units, or a placed card.",
  BAD_GATE_POSITION: "The gate can go to one of the two other positions, or stay.",
  NO_ACTIONS_LEFT: "You may play at most {max} actions this turn (1 + crystals missing from your pad).",
  NOT_ENOUGH_AT: "This action costs {cost} AT and you have {at}.",
  TILE_PLACEABLE: "You can still place a tile: choose an open area.",
  NO_SUCH_AREA: "The ship has areas 0, 1 and 2.",
  AREA_CLOSED: "Tiles may be placed only in the open sector.",
  AREA_OCCUPIED: "You may place only one tile per area of the open sector.",
  NO_TILES: "You have no unit tile left on your pad.",
  NEED_CARD_OF_COLOUR: "To {action} you must hold a card of colour {colour}.",
  NO_UNIT_IN_CLOSED_SECTOR: "To decode, the closed sector must contain one of your units.",
  CANNOT_ATTACK_SELF: "You cannot attack your own units.",
  NO_UNIT_IN_OPEN_SECTOR: "To attack you need a unit in the open sector.",
  TARGET_NOT_IN_OPEN_SECTOR: "The {target} have no unit in the open sector.",
  CARD_ALREADY_CHANGED: "You may change only one card per turn.",
  NOT_IN_HAND: "You hold no {card} card.",
  NOT_AN_NPR: "The {card} are not a non-player race.",
  BAD_NPR_AREA: "That is not where this NPR card places its tile.",
  MUST_PLAY_ONE_ACTION: "You must play at least one action in your turn.",
  NOT_NOW: "That move is not possible now.",
};

/** A refusal with the code's sentence, its placeholders filled from `params`. */
export function refusal(code: OmegaErrorCode, params?: ErrorParams): OmegaRuleError {
  return wordedRefusal(code, OMEGA_ERROR_TEXT[code], params);
}
