/**
 * How a Space Opera game ends up: the standings by the time-limit rule (rulebook "Ending the
 * Game"), the ranks they give, and the `outcome` of a finished game.
 */
import type { Outcome, Seat } from "../core/types.ts";
import { planetCard, planetClass } from "./content.ts";
import type { OperaState } from "./types.ts";

/** Planets and class total of a seat (round-limit ranking). */
export function holdings(s: OperaState, seat: Seat): { planets: number; classTotal: number } {
  let planets = 0;
  let classTotal = 0;
  for (const p of s.planets) {
    if (p && p.owner === seat) {
      planets++;
      classTotal += planetClass(planetCard(p.card));
    }
  }
  return { planets, classTotal };
}

/**
 * Ranks by the time-limit rule (rulebook "Ending the Game": most planets, ties by the highest class
 * total; equal players share a rank); players out rank after those still in, the last out first.
 */
export function ranksOf(s: OperaState): number[] {
  const seats = Array.from({ length: s.players }, (_, i) => i);
  const key = (i: Seat): number[] => {
    if (s.out[i]) return [0, s.out[i]!, 0];
    const h = holdings(s, i);
    return [1, h.planets, h.classTotal];
  };
  const keys = seats.map(key);
  const better = (a: Seat, b: Seat) => {
    for (let j = 0; j < 3; j++) if (keys[a]![j] !== keys[b]![j]) return keys[a]![j]! > keys[b]![j]!;
    return false;
  };
  return seats.map((i) => 1 + seats.filter((j) => better(j, i)).length);
}

const REASONS: Record<NonNullable<OperaState["endReason"]>, string> = {
  lastStanding: "The last player with meeples wins (the others were eliminated or surrendered).",
  roundLimit: "Round limit reached: most planets wins, ties broken by the highest class total.",
  agreement: "The players agreed to end the game: most planets wins, ties broken by the highest class total.",
};

/**
 * Ranks: players still in first (by planets, then class total: the time-limit rule), then players
 * out, the last out first. Scores are planet counts.
 */
export function outcome(s: OperaState): Outcome | null {
  if (s.phase !== "over") return null;
  const seats = Array.from({ length: s.players }, (_, i) => i);
  return {
    ranks: ranksOf(s),
    scores: seats.map((i) => (s.out[i] ? 0 : holdings(s, i).planets)),
    reason: REASONS[s.endReason ?? "lastStanding"],
  };
}
