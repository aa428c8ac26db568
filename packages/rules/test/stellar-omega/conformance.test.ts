/**
 * The platform's conformance kit on stellar_omega: 1,000 seeded random games for each player
 * count (legal moves complete and applicable, junk refused, determinism, no leak of hands, bids,
 * VP tokens, face-down cards, deck or pouch order). deepEvery/junkPerStep keep it near 60 s on one core.
 */
import { describe, expect, it } from "vitest";
import { runConformance } from "../../src/kit/conformance.ts";
import { stellarOmega } from "../../src/stellar-omega/index.ts";

const GAMES = 1000;

describe("stellar_omega conformance", () => {
  for (const players of [2, 3, 4]) {
    it(`${GAMES} random games at ${players} players`, { timeout: 180_000 }, () => {
      const r = runConformance(stellarOmega, {
        players,
        games: GAMES,
        seed: `so-kit-${players}`,
        deepEvery: 1000,
        junkPerStep: 1,
      });
      expect(r.failures).toEqual([]);
      expect(r.completed).toBe(GAMES);
      expect(r.avgSteps).toBeGreaterThan(100);
    });
  }
});
