/**
 * Why a move is not listed by `legalMoves`, in the game's error vocabulary (errors.ts). Only asked
 * for a seat that may act in a game not over (the platform refuses the rest first), about a move
 * legal.ts did not list: it names the rule of legal.ts that the move breaks, it never decides.
 */
import type { Seat } from "../core/types.ts";
import { boxAt, confInUse, openBoxParams } from "./boxes.ts";
import { dieOrder, pips, poolCount } from "./dice.ts";
import { type GalaxyRuleError, refusal } from "./errors.ts";
import { blackFor, levelTooLow, partnerReady, placeError, tierLocked } from "./legal.ts";
import { calibrateCost, labCosts, optionCost, ringCost, studyCost, ULTRATECH_SCIENCE } from "./numbers.ts";
import { level, milestonesOf, scienceTotal, tableLevel, techOf } from "./state.ts";
import type { GalaxyMove, GalaxyMoveOf, GalaxyState, PlayerState } from "./types.ts";

/** The moves that answer a Results decision, and the decision each answers. */
const ANSWERS: Readonly<Record<string, string>> = {
  claim: "claim",
  probe: "lab",
  study: "lab",
  labDone: "lab",
  upgrade: "upgrade",
  noUpgrade: "upgrade",
};
const DECISION_MOVES = new Set(Object.keys(ANSWERS));

/** Why `seat` may not play `m` now (a code of GALAXY_ERROR_CODES). */
export function explain(s: GalaxyState, seat: Seat, m: GalaxyMove): GalaxyRuleError {
  const why = s.phase === "results" ? decisionRefusal(s, m) : actionRefusal(s, seat, m);
  return why ?? refusal("UNKNOWN_MOVE");
}

/** Why a seat that may not act now waits: it has ended its Action phase (else the platform's words). */
export function whyWaiting(s: GalaxyState, seat: Seat): GalaxyRuleError | null {
  return s.phase === "action" && s.seats[seat]?.done ? refusal("ALREADY_DONE") : null;
}

/** The Action phase: the order of a turn (roll, finish a Tech, finish a wide box), then each move's rule. */
function actionRefusal(s: GalaxyState, seat: Seat, m: GalaxyMove): GalaxyRuleError | null {
  const p = s.seats[seat]!;
  if (DECISION_MOVES.has(m.type)) return refusal("NO_DECISION");
  if (!p.rolled) return refusal("ROLL_FIRST");
  if (m.type === "roll") return refusal("ALREADY_ROLLED");
  if (p.pending) {
    if (m.type === "pick") return refusal("BAD_PICK", { die: m.die });
    return refusal("FINISH_TECH", {
      tech: p.pending.tech,
      name: techOf(s, seat, p.pending.tech)?.name ?? "",
    });
  }
  if (m.type === "pick" || m.type === "stop") return refusal("NO_TECH_PENDING");
  if (s.open && m.type !== "place") return refusal("FINISH_WIDE_BOX", openBoxParams(s));
  switch (m.type) {
    case "place":
      return placeRefusal(s, seat, p, m);
    case "ring":
      return ringRefusal(s, m);
    case "cancel":
      return refusal("NOTHING_TO_CANCEL");
    case "calibrate":
      return calibrateRefusal(s, p, m);
    case "ultratech":
      if (scienceTotal(s) < ULTRATECH_SCIENCE)
        return refusal("NOT_ENOUGH_SCIENCE", { need: ULTRATECH_SCIENCE, have: scienceTotal(s) });
      return refusal("NO_BLACK_DIE");
    case "combine":
      return combineRefusal(s, seat, p, m);
    case "return":
      return refusal("NO_SUCH_DIE", { die: m.die });
    case "tech":
      return techRefusal(s, seat, p, m);
    case "milestone":
      return milestoneRefusal(s, p, m);
    case "flip":
      return confInUse(s) ? refusal("CONFRONTATION_IN_USE") : null;
    default:
      return null;
  }
}

function placeRefusal(s: GalaxyState, seat: Seat, p: PlayerState, m: GalaxyMoveOf<"place">) {
  const b = boxAt(s, m.to);
  if (!b) return refusal("NO_SUCH_BOX", { to: m.to });
  if (poolCount(p.pool, m.die) === 0) return refusal("NO_SUCH_DIE", { die: m.die });
  return placeError(s, seat, m.die, b);
}

function ringRefusal(s: GalaxyState, m: GalaxyMoveOf<"ring">): GalaxyRuleError | null {
  const b = boxAt(s, m.to);
  if (b?.spec.t !== "ring") return refusal("NO_SUCH_RING", { to: m.to });
  if (s.rings.includes(m.to)) return refusal("BOX_FILLED", { to: m.to });
  if (s.starbase.discs <= 0) return refusal("NO_STARBASE_DISC");
  const cost = ringCost(s, b.spec);
  if (b.spec.pay === "fleet" && s.starbase.fleets.n < cost)
    return refusal("NOT_ENOUGH_FLEETS", { need: cost, have: s.starbase.fleets.n });
  if (b.spec.pay === "science" && scienceTotal(s) < cost)
    return refusal("NOT_ENOUGH_SCIENCE", { need: cost, have: scienceTotal(s) });
  if (b.area === "conf" && levelTooLow(b.rowSpec, tableLevel(s)))
    return refusal("FEDERATION_LEVEL_TOO_LOW", { level: b.rowSpec?.minLevel ?? 1, have: tableLevel(s) });
  return null;
}

function calibrateRefusal(s: GalaxyState, p: PlayerState, m: GalaxyMoveOf<"calibrate">) {
  if (poolCount(p.pool, m.die) === 0) return refusal("NO_SUCH_DIE", { die: m.die });
  const v = pips(m.die) + m.d;
  if (v < 1 || v > 6) return refusal("DIE_OUT_OF_RANGE", { die: m.die, value: v });
  const cost = calibrateCost(s);
  return refusal("NOT_ENOUGH_FLEETS", { need: cost, have: s.starbase.fleets.n });
}

/** Own combinations name two dice of the pool in pool order; joint ones a partner's die and a seat. */
function combineRefusal(
  s: GalaxyState,
  seat: Seat,
  p: PlayerState,
  m: GalaxyMoveOf<"combine">,
): GalaxyRuleError | null {
  if (!m.partner) {
    if (m.to !== undefined) return refusal("BAD_COMBINE");
    if (dieOrder(m.a, m.b) > 0) return refusal("COMBINE_ORDER", { first: m.b, second: m.a });
    if (poolCount(p.pool, m.a) < 1) return refusal("NO_SUCH_DIE", { die: m.a });
    if (poolCount(p.pool, m.b) < 1) return refusal("NO_SUCH_DIE", { die: m.b });
    if (m.a === m.b && poolCount(p.pool, m.a) < 2) return refusal("COMBINE_NEEDS_TWO", { die: m.a });
  } else {
    if (s.players < 2) return refusal("NO_PARTNER");
    if (m.to === undefined || m.to < 0 || m.to >= s.players) return refusal("BAD_COMBINE");
    const q = s.seats[1 - seat]!;
    if (!partnerReady(q)) return refusal("PARTNER_BUSY");
    if (poolCount(p.pool, m.a) < 1) return refusal("NO_SUCH_DIE", { die: m.a });
    if (poolCount(q.pool, m.b) < 1) return refusal("PARTNER_NO_SUCH_DIE", { die: m.b });
  }
  return blackFor(s, m.a, m.b) ? null : refusal("NO_BLACK_DIE");
}

function techRefusal(s: GalaxyState, seat: Seat, p: PlayerState, m: GalaxyMoveOf<"tech">): GalaxyRuleError {
  const t = techOf(s, seat, m.tech);
  if (!t) return refusal("NO_SUCH_TECH", { tech: m.tech });
  if (p.activated.includes(m.tech)) return refusal("TECH_ACTIVATED", { tech: m.tech, name: t.name });
  if (p.discs <= 0) return refusal("NO_TECH_DISC");
  const opt = t.options[m.opt];
  if (!opt) return refusal("NO_SUCH_OPTION", { tech: m.tech, name: t.name, opt: m.opt });
  if (tierLocked(s, seat, opt))
    return refusal("TIER_LOCKED", {
      tech: m.tech,
      name: t.name,
      level: opt.minLevel ?? 1,
      have: level(s, seat),
    });
  return refusal("CANNOT_PAY", optionCost(opt.steps));
}

function milestoneRefusal(
  s: GalaxyState,
  p: PlayerState,
  m: GalaxyMoveOf<"milestone">,
): GalaxyRuleError | null {
  const def = milestonesOf(p).find((x) => x.id === m.id);
  if (!def) return refusal("NO_SUCH_MILESTONE", { id: m.id });
  if (p.milestones.includes(def.id)) return refusal("MILESTONE_DONE", { id: def.id });
  const req = def.req[s.players - 1]!;
  if (def.kind === "passive" || def.kind === "endOfTurn") return refusal("MILESTONE_PASSIVE", { id: def.id });
  switch (req.q) {
    case "diceTotal":
      return refusal("USE_MILESTONE_BOX", { id: def.id, key: `m.${def.id}` });
    case "spendDiscs":
      if (m.colonies !== undefined) return refusal("BAD_MILESTONE", { id: def.id, n: 0 });
      return refusal("NOT_ENOUGH_DISCS", { need: req.n, have: p.discs });
    case "exileColonies":
      return exileRefusal(p, m.colonies ?? [], def.id, req.n);
    default:
      return null;
  }
}

/** The colonies to exile: exactly `n` of your own, named once each in increasing order. */
function exileRefusal(p: PlayerState, list: number[], id: string, n: number): GalaxyRuleError | null {
  if (list.length !== n) return refusal("BAD_MILESTONE", { id, n });
  for (let i = 0; i < list.length; i++) {
    if (!p.colonies.includes(list[i]!)) return refusal("NOT_YOUR_COLONY", { card: list[i]! });
    if (i > 0 && list[i]! <= list[i - 1]!) return refusal("COLONIES_ORDER");
  }
  return null;
}

/** The Results phase: only the decision waiting now can be answered (p.40-43). */
function decisionRefusal(s: GalaxyState, m: GalaxyMove): GalaxyRuleError | null {
  if (!DECISION_MOVES.has(m.type)) return refusal("NOT_ACTION_PHASE");
  const d = s.decision;
  if (!d) return refusal("NO_DECISION");
  if (ANSWERS[m.type] !== d.kind) return refusal("WRONG_DECISION", { decision: d.kind });
  if (m.type === "claim") return refusal("NOT_SEATED", { seat: m.seat });
  if (m.type === "probe")
    return refusal("LAB_SHORT", { need: labCosts(s).probe, have: d.kind === "lab" ? d.pips : 0 });
  if (m.type === "study") {
    const cost = studyCost(s, m.card);
    if (cost === null) return refusal("NOT_A_LOCATION", { card: m.card });
    return refusal("LAB_SHORT", { need: cost, have: d.kind === "lab" ? d.pips : 0 });
  }
  return null;
}
