/**
 * Why a move `legalMoves` does not list is refused, in Space Opera's error vocabulary: the reason
 * legal.ts's `whyNot` gives, worded. It words a refusal; it never decides one.
 */
import type { Seat } from "../core/types.ts";
import { type OperaRuleError, refusal } from "./errors.ts";
import { whyNot } from "./legal.ts";
import type { OperaMove, OperaState } from "./types.ts";

/** The refusal of `m`, a move of an actor that `legalMoves` does not list. */
export function explain(s: OperaState, seat: Seat, m: OperaMove): OperaRuleError {
  const why = whyNot(s, seat, m);
  // A move `whyNot` allows but no candidate stands for (none is known) is out of place in this phase.
  return why ? refusal(why.code, why.params) : refusal("WRONG_PHASE", { phase: s.phase });
}
