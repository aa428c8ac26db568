/**
 * What the generic board should know about each game's view that field names alone do not
 * tell: which fields hold a seat and which arrays hold one entry per seat. Read from each
 * game's view types in packages/rules/src/<game>/; a game with a dedicated scene needs none.
 */
import type { FallbackOptions } from "./fallback/fallback-game.ts";

export const FALLBACK_HINTS: Record<string, FallbackOptions> = {
  "stellar-omega": {
    seatKeys: ["decider", "firstPlayer", "nextSeat", "winnerSeat", "targetSeat"],
    perSeatKeys: ["seatRace"],
  },
  "space-opera": {
    seatKeys: ["turn", "first", "holder", "target", "by", "defender", "attacker", "victim", "proposer"],
    perSeatKeys: ["passed", "revealed", "once", "standings", "surrendered", "out"],
  },
  "one-deck-galaxy": {},
  "space-gate-odyssey": { seatKeys: ["first", "active", "queue"] },
};
