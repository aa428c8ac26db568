/**
 * The platform's conformance kit over 1,000 seeded random games for each player count, cycling
 * through every adversary (and the harder back side): legal moves complete and applicable, junk
 * refused with typed errors, no leak of the deck order, replays identical, invariants kept.
 */
import { describe, expect, it } from "vitest";
import { runConformance } from "../../src/kit/conformance.ts";
import { ADVERSARIES } from "../../src/one-deck-galaxy/content.ts";
import { oneDeckGalaxy } from "../../src/one-deck-galaxy/index.ts";

const options = [
  ...ADVERSARIES.map((a) => ({ adversary: a.id })),
  { adversary: "neeble", hard: true },
  { adversary: "rust", hard: true },
];

describe("one-deck-galaxy conformance", () => {
  for (const players of [1, 2]) {
    it(`plays 1,000 random ${players}-player games by the contract`, () => {
      const r = runConformance(oneDeckGalaxy, {
        players,
        games: 1000,
        seed: `odg-${players}p`,
        options,
        deepEvery: 80,
        junkPerStep: 1,
      });
      expect(r.failures).toEqual([]);
      expect(r.completed).toBe(1000);
      expect(r.avgSteps).toBeGreaterThan(20);
    });
  }
});
