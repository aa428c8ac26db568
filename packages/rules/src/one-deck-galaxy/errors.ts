/**
 * Why One Deck Galaxy refuses a move: a closed list of codes, each with its rule in one English
 * sentence. `{name}` placeholders are filled from the refusal's params (the client's translations
 * use the same params).
 */
import { wordedRefusal } from "../core/result.ts";
import type { ErrorParams, RuleError } from "../core/types.ts";

export const GALAXY_ERROR_CODES = [
  // who and when
  "NOT_SEATED",
  "NOT_ACTION_PHASE",
  "NO_DECISION",
  "WRONG_DECISION",
  "ALREADY_DONE",
  "ROLL_FIRST",
  "ALREADY_ROLLED",
  "FINISH_TECH",
  "NO_TECH_PENDING",
  "FINISH_WIDE_BOX",
  "NOTHING_TO_CANCEL",
  "UNKNOWN_MOVE",
  // dice in pools
  "NO_SUCH_DIE",
  "PARTNER_NO_SUCH_DIE",
  "DIE_OUT_OF_RANGE",
  "NO_BLACK_DIE",
  // placing dice and discs (p.32-35)
  "NO_SUCH_BOX",
  "BOX_IS_RING",
  "ANOTHER_BOX_OPEN",
  "BOX_FILLED",
  "NOT_YOUR_MILESTONE",
  "DIE_LAB_ONLY",
  "BOX_NEEDS_COLOUR",
  "DIE_TOO_LOW",
  "LINKED_BOX_MISMATCH",
  "RESTRICTION_VALUE",
  "RESTRICTION_DISTINCT",
  "RESTRICTION_NO_BLACK",
  "RESTRICTION_EVEN",
  "RESTRICTION_ODD",
  "RESTRICTION_MAX_DICE",
  "FEDERATION_LEVEL_TOO_LOW",
  "NO_SUCH_RING",
  "NO_STARBASE_DISC",
  "NOT_ENOUGH_FLEETS",
  "NOT_ENOUGH_SCIENCE",
  "CONFRONTATION_IN_USE",
  // calibrate and combine (p.36)
  "COMBINE_ORDER",
  "COMBINE_NEEDS_TWO",
  "BAD_COMBINE",
  "NO_PARTNER",
  "PARTNER_BUSY",
  // techs (p.37-38)
  "NO_SUCH_TECH",
  "TECH_ACTIVATED",
  "NO_TECH_DISC",
  "NO_SUCH_OPTION",
  "TIER_LOCKED",
  "CANNOT_PAY",
  "BAD_PICK",
  // milestones (p.12-13, errata)
  "NO_SUCH_MILESTONE",
  "MILESTONE_DONE",
  "MILESTONE_PASSIVE",
  "USE_MILESTONE_BOX",
  "BAD_MILESTONE",
  "NOT_ENOUGH_DISCS",
  "NOT_YOUR_COLONY",
  "COLONIES_ORDER",
  // Results decisions (p.40-43)
  "LAB_SHORT",
  "NOT_A_LOCATION",
] as const;
export type GalaxyErrorCode = (typeof GALAXY_ERROR_CODES)[number];

/** A refusal of One Deck Galaxy: its code is one of GALAXY_ERROR_CODES. */
export interface GalaxyRuleError extends RuleError {
  code: GalaxyErrorCode;
}

/** The rule behind each code, in English; `{x}` is the refusal's param `x`. */
export const GALAXY_ERROR_TEXT: Readonly<Record<GalaxyErrorCode, string>> = {
  NOT_SEATED: "There is no seat {seat} at this table.",
  NOT_ACTION_PHASE: "That can only be done in the Action phase.",
  NO_DECISION: "There is nothing to decide now.",
  WRONG_DECISION: "That does not answer the decision waiting now ({decision}).",
  ALREADY_DONE: "You have ended your Action phase for this turn.",
  ROLL_FIRST: "Roll the dice you gathered first.",
  ALREADY_ROLLED: "You have already rolled this turn.",
  FINISH_TECH: "Finish the Tech you are using ({name}) first: pick a die, or stop.",
  NO_TECH_PENDING: "You are not using a Tech.",
  FINISH_WIDE_BOX:
    "Finish filling the wide box {key} first: it needs {missing} more pips (or cancel to take those dice back).",
  NOTHING_TO_CANCEL: "No wide box is being filled.",
  UNKNOWN_MOVE: "That is not a move of One Deck Galaxy.",
  NO_SUCH_DIE: "You have no {die} in your pool.",
  PARTNER_NO_SUCH_DIE: "Your partner has no {die} in their pool.",
  DIE_OUT_OF_RANGE: "A die can only show 1 to 6; {die} would show {value}.",
  NO_BLACK_DIE: "No black die is left in the supply.",
  NO_SUCH_BOX: "There is no box {to} on the table now.",
  BOX_IS_RING: "That is a ring: pay its cost and place a Starbase disc there instead.",
  ANOTHER_BOX_OPEN:
    "Finish filling the wide box {key} you started first: it needs {missing} more pips (or cancel to take those dice back).",
  BOX_FILLED: "That box is already filled.",
  NOT_YOUR_MILESTONE: "Only the player whose milestone this is may discard dice for it.",
  DIE_LAB_ONLY: "A condition allows dice showing {value} only in the Research Lab.",
  BOX_NEEDS_COLOUR: "That box needs a {colour} die (or a black Ultratech die).",
  DIE_TOO_LOW: "That box needs a die showing {min} or more; {die} shows {value}.",
  LINKED_BOX_MISMATCH: "Linked boxes need the same value: this row already has a {value}.",
  RESTRICTION_VALUE: "Restriction: no dice showing {value} on this card.",
  RESTRICTION_DISTINCT: "Restriction: all dice here must have different values; a {value} is already here.",
  RESTRICTION_NO_BLACK: "Restriction: no black dice on this card.",
  RESTRICTION_EVEN: "Restriction: only even dice on this card ({die} is odd).",
  RESTRICTION_ODD: "Restriction: only odd dice on this card ({die} is even).",
  RESTRICTION_MAX_DICE: "Restriction: at most {max} dice on this card.",
  FEDERATION_LEVEL_TOO_LOW:
    "This Confrontation row needs Federation Level {level} for every player (the lowest now is {have}).",
  NO_SUCH_RING: "There is no ring {to} on the table now.",
  NO_STARBASE_DISC: "No Starbase disc is left this turn.",
  NOT_ENOUGH_FLEETS: "That costs {need} Fleets; you have {have}.",
  NOT_ENOUGH_SCIENCE: "That costs {need} Science; you have {have}.",
  CONFRONTATION_IN_USE: "The Confrontation card can only be flipped while no die or disc is on it.",
  COMBINE_ORDER: "Name the two dice in pool order: {first} before {second}.",
  COMBINE_NEEDS_TWO: "You need two {die} in your pool to combine them.",
  BAD_COMBINE:
    "Only a joint combination with your partner names who gains the black die, and it must name a seat.",
  NO_PARTNER: "You are playing alone.",
  PARTNER_BUSY: "Your partner must be acting (rolled, not done, no Tech half-used).",
  NO_SUCH_TECH: "You have no Tech {tech}.",
  TECH_ACTIVATED: "{name} already has a Tech disc on it this turn.",
  NO_TECH_DISC: "You have no Tech disc in your pool.",
  NO_SUCH_OPTION: "{name} has no effect number {opt}.",
  TIER_LOCKED: "This effect of {name} needs Federation Level {level}; you are at {have}.",
  CANNOT_PAY: "You cannot pay this effect: it costs {fleets} Fleets and {science} Science.",
  BAD_PICK: "{die} cannot be chosen for this effect.",
  NO_SUCH_MILESTONE: "You have no milestone {id}.",
  MILESTONE_DONE: "That milestone is already complete.",
  MILESTONE_PASSIVE: "That milestone completes by itself once its requirement is met.",
  USE_MILESTONE_BOX: "Place the dice to discard on the milestone's box {key}, one at a time.",
  BAD_MILESTONE: "This milestone needs exactly {n} of your colonies named to exile.",
  NOT_ENOUGH_DISCS: "You need {need} Tech discs in your pool; you have {have}.",
  NOT_YOUR_COLONY: "Card {card} is not one of your colonies.",
  COLONIES_ORDER: "List the colonies once each, in increasing card number.",
  LAB_SHORT: "That needs {need} pips; the Research Lab has {have} left.",
  NOT_A_LOCATION: "Only a Location in the Discovery Zone can be studied.",
};

/** A refusal with the code's sentence, its placeholders filled from `params`. */
export function refusal(code: GalaxyErrorCode, params?: ErrorParams): GalaxyRuleError {
  return wordedRefusal(code, GALAXY_ERROR_TEXT[code], params);
}
