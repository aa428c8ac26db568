/** The final result in words: standings and a headline (pure). */
import type { Outcome } from "@starport/rules/core/types.ts";
import type { PlayerInfo } from "../games/contract.ts";
import type { Translate } from "../i18n/i18n.ts";

export interface Standing {
  seat: number;
  name: string;
  rank: number;
  score: number | null;
}

/** Seats ordered by rank (ties by seat order). */
export function standings(
  outcome: Outcome,
  players: readonly PlayerInfo[],
  unnamed: (seat: number) => string,
): Standing[] {
  return outcome.ranks
    .map((rank, seat) => ({
      seat,
      name: players[seat]?.name || unnamed(seat),
      rank,
      score: typeof outcome.scores[seat] === "number" ? outcome.scores[seat]! : null,
    }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat);
}

/** "You win!", "Ana wins", "Ana and Bo share the win", or the cooperative verdict. */
export function headline(
  outcome: Outcome,
  rows: readonly Standing[],
  mySeat: number | null,
  t: Translate,
): string {
  if (outcome.cooperative) return t(outcome.cooperative.won ? "result.coopWon" : "result.coopLost");
  const winners = rows.filter((r) => r.rank === 1);
  if (winners.length === 0) return t("result.over");
  if (winners.length === 1) {
    return winners[0]!.seat === mySeat ? t("result.youWin") : t("result.wins", { name: winners[0]!.name });
  }
  const names = winners.map((w) => (w.seat === mySeat ? t("result.you") : w.name));
  const last = names.pop()!;
  return t("result.shared", { names: names.join(", "), last });
}
