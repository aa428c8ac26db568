/**
 * Space Gate Odyssey against the platform's conformance kit: 1,000 seeded uniformly random games for each
 * player count (short game and first-game options mixed in). Random play almost never closes an exoplanet,
 * so these games use a low round limit (the safety end) to stay fast; full-length random games and
 * bot-driven games that reach the late game are checked below and in late-game.test.ts.
 */
import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../src/core/rng.ts";
import { runConformance } from "../../src/kit/conformance.ts";
import { invariantProblem } from "../../src/space-gate-odyssey/invariant.ts";
import { game } from "./fixtures.ts";

declare const console: { log(...args: unknown[]): void };

const cases = [
  { players: 2, rounds: 6 },
  { players: 3, rounds: 4 },
  { players: 4, rounds: 3 },
];

describe("conformance kit", () => {
  for (const { players, rounds } of cases) {
    it(`1,000 random games with ${players} players end, deterministic, figures conserved, junk refused`, () => {
      const report = runConformance(game, {
        players,
        games: 1000,
        seed: `sgo-${players}`,
        options: [
          { maxRounds: rounds },
          { maxRounds: rounds, short: true },
          { maxRounds: rounds, firstGame: true },
          { maxRounds: rounds + 2 },
        ],
        deepEvery: 80,
        junkPerStep: 1,
      });
      expect(report.failures).toEqual([]);
      expect(report.completed).toBe(1000);
      console.log(
        `space-gate-odyssey conformance ${players}p: avgSteps ${report.avgSteps}, max ${report.maxGameSteps}`,
      );
    }, 300_000);
  }

  it("uniformly random play ends under the default options (safety end), figures conserved throughout", () => {
    for (const players of [2, 4]) {
      for (let g = 0; g < 3; g++) {
        let s = game.setup({ players, seed: `full-${players}-${g}`, options: game.optionsSchema.parse({}) });
        const rng = rngFromSeed(`full-${players}-${g}`);
        let steps = 0;
        while (game.outcome(s) === null) {
          const seat = game.actors(s)[0]!;
          const r = game.apply(s, seat, rng.pick(game.legalMoves(s, seat)));
          if (!r.ok) throw new Error(r.error.message);
          s = r.value.state;
          expect(invariantProblem(s)).toBeNull();
          steps++;
          expect(steps).toBeLessThan(20_000);
        }
        expect(s.final).not.toBeNull();
      }
    }
  });
});
