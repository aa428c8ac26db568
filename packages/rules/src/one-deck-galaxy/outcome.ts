/** The end of a game: the table wins or loses together (cooperative), with its campaign score. */
import type { Outcome } from "../core/types.ts";
import { adversary } from "./content.ts";
import { level } from "./state.ts";
import type { GalaxyState } from "./types.ts";

/** Every seat shares the table's fate (rank 1) and score; null while the game goes on. */
export function outcome(s: GalaxyState): Outcome | null {
  if (!s.result) return null;
  const score = campaignScore(s);
  return {
    ranks: s.seats.map(() => 1),
    scores: s.seats.map(() => score),
    cooperative: { won: s.result.won },
    reason: s.result.reason,
  };
}

/** Campaign score (p.46): a win is 10 + 2 per star; a defeat is stars + best level + discs claimed. */
export function campaignScore(s: GalaxyState): number {
  const stars = adversary(s.adversary).stars;
  if (s.result?.won) return 10 + 2 * stars;
  const best = Math.max(...s.seats.map((_, i) => level(s, i)));
  return stars + best + s.adv.removed;
}
