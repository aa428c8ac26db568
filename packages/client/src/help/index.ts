/**
 * The games that have a rules page, and their pages loaded on demand (each game's texts are a
 * chunk of their own). Small on purpose: the lobby, the table and the replay import it for their
 * "Rules" links.
 */
import type { GameHelp } from "./types.ts";

/** Game ids with a rules page, in the order the rules index lists them. */
export const RULES_GAMES = ["space-gate-odyssey", "stellar-omega", "one-deck-galaxy", "space-opera"] as const;
export type RulesGame = (typeof RULES_GAMES)[number];

export const hasRules = (id: string): id is RulesGame => (RULES_GAMES as readonly string[]).includes(id);

/** A game's rules pages (both languages). */
export function loadHelp(game: RulesGame): Promise<GameHelp> {
  switch (game) {
    case "space-gate-odyssey":
      return import("./space-gate-odyssey.ts").then((m) => m.help);
    case "stellar-omega":
      return import("./stellar-omega.ts").then((m) => m.help);
    case "one-deck-galaxy":
      return import("./one-deck-galaxy.ts").then((m) => m.help);
    case "space-opera":
      return import("./space-opera.ts").then((m) => m.help);
  }
}
