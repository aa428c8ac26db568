/**
 * Why a move is not legal, in stellar_omega's error vocabulary (errors.ts). It words a refusal and
 * never decides one: defineGame calls it only for a move legal.ts does not list, from an actor of
 * an unfinished game.
 */
import type { Seat } from "../core/types.ts";
import { type Action, AREAS, type Race } from "./content.ts";
import { type OmegaRuleError, refusal } from "./errors.ts";
import { canReroll } from "./legal.ts";
import { actionCost, level, maxActions, nprRaces, openUnitAreas, raceOfSeat } from "./queries.ts";
import type { OmegaMove, OmegaState, Pending, TurnState } from "./types.ts";

/** A move that plays one of the six actions of the board. */
type ActionMove = Extract<OmegaMove, { type: Action }>;

const isAction = (m: OmegaMove): m is ActionMove =>
  m.type === "card" ||
  m.type === "crystal" ||
  m.type === "tile" ||
  m.type === "decode" ||
  m.type === "attack" ||
  m.type === "gate";

/** Why a seat that is not an actor waits: in the bid, it has bid already. */
export function whyWaiting(s: OmegaState, _seat: Seat): OmegaRuleError | null {
  return s.phase === "bid" ? refusal("BID_ALREADY_PLACED") : null;
}

/** Why `m` is not legal for `seat` now, in the rulebook's terms (a code of OMEGA_ERROR_CODES). */
export function explain(s: OmegaState, seat: Seat, m: OmegaMove): OmegaRuleError {
  if (s.phase === "draft") {
    if (m.type !== "race") return refusal("CHOOSE_RACE");
    return refusal("RACE_TAKEN", { race: m.race });
  }
  const r = raceOfSeat(s, seat)!;
  if (s.phase === "bid") {
    if (m.type !== "bid") return refusal("BID_FIRST");
    return refusal("BID_OUT_OF_RANGE", { max: s.races[r].tilesAvail });
  }
  if (s.pending) return explainPending(s, r, s.pending, m);
  return explainTurn(s, r, s.turn!, m);
}

/** A move that does not answer the decision in progress, or answers it wrongly. */
function explainPending(s: OmegaState, r: Race, p: Pending, m: OmegaMove): OmegaRuleError {
  if (m.type === "reroll") {
    if (p.kind !== "levelUp" && p.kind !== "damage" && p.step === "roll") {
      if (s.races[r].tilesAvail === 0) return refusal("NO_AVAILABLE_TILE");
      if (!canReroll(s)) return refusal("NO_REROLL_AGAINST_OUT_OF_AT");
      return refusal("NO_SUCH_DIE", { die: m.die });
    }
  }
  if (m.type === "use" && (p.kind === "attack" || p.kind === "decode") && p.step === "roll")
    return refusal("NO_SUCH_DIE", { die: m.die });
  if (m.type === "target" && p.kind === "attack" && p.step === "area")
    return refusal("NOT_A_TARGET_UNIT", { area: m.area });
  if (m.type === "levelUp" && p.kind === "levelUp") return refusal("CANNOT_LEVEL_UP_THERE", { area: m.area });
  if (m.type === "damage" && p.kind === "damage" && p.step === "alloc")
    return refusal("NOTHING_TO_REMOVE_THERE", { area: m.area });
  if (m.type === "moveGate" && p.kind === "gate" && p.step === "move")
    return refusal("BAD_GATE_POSITION", { to: m.to });
  return refusal("DECISION_PENDING", { pending: p.kind, step: "step" in p ? p.step : null });
}

/** A move of phase B that the turn does not allow. */
function explainTurn(s: OmegaState, r: Race, t: TurnState, m: OmegaMove): OmegaRuleError {
  const rs = s.races[r];
  if (isAction(m)) {
    const why = explainAction(s, r, t, m);
    if (why) return why;
  }
  if (m.type === "change") {
    if (t.changed) return refusal("CARD_ALREADY_CHANGED");
    if (rs.tilesAvail === 0) return refusal("NO_AVAILABLE_TILE");
    return refusal("NOT_IN_HAND", { card: m.card });
  }
  if (m.type === "npr") {
    if (!nprRaces(s).includes(m.card)) return refusal("NOT_AN_NPR", { card: m.card });
    if (!rs.hand.includes(m.card)) return refusal("NOT_IN_HAND", { card: m.card });
    return refusal("BAD_NPR_AREA", { area: m.area });
  }
  if (m.type === "end") return refusal("MUST_PLAY_ONE_ACTION");
  return refusal("NOT_NOW");
}

/** Why an action cannot be played: the turn's limit, its AT cost, then the action's own rule. */
function explainAction(s: OmegaState, r: Race, t: TurnState, m: ActionMove): OmegaRuleError | null {
  const rs = s.races[r];
  if (t.actions >= maxActions(rs)) return refusal("NO_ACTIONS_LEFT", { max: maxActions(rs) });
  const cost = actionCost(rs, m.type);
  if (cost > rs.at) return refusal("NOT_ENOUGH_AT", { cost, at: rs.at });
  if (m.type === "tile") {
    if (m.area === null) return refusal("TILE_PLACEABLE");
    if (m.area < 0 || m.area >= AREAS) return refusal("NO_SUCH_AREA", { area: m.area });
    if (m.area === s.gate) return refusal("AREA_CLOSED", { area: m.area });
    if (level(s, m.area, r) > 0) return refusal("AREA_OCCUPIED", { area: m.area });
    return refusal("NO_TILES");
  }
  if (m.type === "decode") {
    if (!rs.hand.includes(r)) return refusal("NEED_CARD_OF_COLOUR", { action: "decode", colour: r });
    return refusal("NO_UNIT_IN_CLOSED_SECTOR");
  }
  if (m.type === "attack") {
    if (m.target === r) return refusal("CANNOT_ATTACK_SELF");
    if (!rs.hand.includes(m.target))
      return refusal("NEED_CARD_OF_COLOUR", { action: "attack", colour: m.target, target: m.target });
    if (openUnitAreas(s, r).length === 0) return refusal("NO_UNIT_IN_OPEN_SECTOR");
    return refusal("TARGET_NOT_IN_OPEN_SECTOR", { target: m.target });
  }
  return null;
}
