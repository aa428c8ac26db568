/** The bots' look-ahead: a move is played only if `legalMoves` lists it, through `perform`. */
import type { Seat } from "../core/types.ts";
import { legalMoves } from "./legal.ts";
import { perform } from "./perform.ts";
import type { SgoMove, SgoState } from "./types.ts";

/** Whether two moves are the same (moves are flat records of primitives). */
export function sameMove(a: SgoMove, b: SgoMove): boolean {
  if (a.type !== b.type) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const k in x) if (x[k] !== y[k]) return false;
  return true;
}

/** The state after `m` if `seat` may play it now (listed by `legalMoves`), else null. */
export function stateAfter(s: SgoState, seat: Seat, m: SgoMove): SgoState | null {
  if (!legalMoves(s, seat).some((x) => sameMove(x, m))) return null;
  return perform(s, seat, m).state;
}
