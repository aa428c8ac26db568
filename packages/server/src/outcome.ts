/** Final results with forfeits applied (resignations and losses on time). */
import type { Outcome } from "@starport/rules";

/**
 * Ranks forfeited seats (resigned, or lost on time) last, sharing the last rank, keeping the others'
 * order. Cooperative games are left as they are: the table wins or loses together.
 */
export function withResignations(outcome: Outcome, forfeited: readonly boolean[]): Outcome {
  if (outcome.cooperative || !forfeited.some(Boolean) || forfeited.every(Boolean)) return outcome;
  const stayed = outcome.ranks.filter((_, i) => !forfeited[i]);
  // competition ranking among the seats that stayed: 1 + how many of them did strictly better
  const ranks = outcome.ranks.map((r, i) =>
    forfeited[i] ? stayed.length + 1 : 1 + stayed.filter((other) => other < r).length,
  );
  return { ...outcome, ranks };
}
