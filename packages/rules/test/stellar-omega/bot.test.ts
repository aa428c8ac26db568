/** The default stellar_omega bot: own view only, deterministic, far better than random. */
import { describe, expect, it } from "vitest";
import { playGame, randomBot, viewFor } from "../../src/core/engine.ts";
import { rngFromSeed } from "../../src/core/rng.ts";
import type { AnyGameDef, Bot } from "../../src/core/types.ts";
import { stellarOmega } from "../../src/stellar-omega/index.ts";

const def = stellarOmega as AnyGameDef;
const bot = stellarOmega.bots.default as Bot<unknown, unknown, unknown>;

describe("stellar_omega default bot", () => {
  it("is deterministic for a seed", () => {
    const run = () =>
      playGame(def, { players: 3, seed: "det", bots: [bot, bot, bot], rng: rngFromSeed("b") }).moves;
    expect(run()).toEqual(run());
  });

  it("chooses the same move whatever the others' secrets (it reads only its own view)", () => {
    const g = playGame(def, {
      players: 2,
      seed: "peek",
      bots: [bot, randomBot],
      rng: rngFromSeed("p"),
      maxSteps: 120,
    });
    const s = g.state as Parameters<typeof stellarOmega.test.perturbHidden>[0];
    const seat = stellarOmega.actors(s)[0]!;
    const choose = (state: typeof s) =>
      bot.choose({
        seat,
        view: viewFor(def, state, seat),
        legal: stellarOmega.legalMoves(state, seat),
        rng: rngFromSeed("same"),
        budgetMs: 200,
        now: () => 0,
      });
    const other = stellarOmega.test.perturbHidden(s, 1 - seat, rngFromSeed("x"));
    const world = stellarOmega.test.perturbHidden(s, "world", rngFromSeed("y"));
    expect(choose(other)).toEqual(choose(s));
    expect(choose(world)).toEqual(choose(s));
  });

  it("wins at least 80% of 2-player games against random (30 seeded games, seats alternating)", () => {
    let wins = 0;
    for (let g = 0; g < 30; g++) {
      const botSeat = g % 2;
      const bots = botSeat === 0 ? [bot, randomBot] : [randomBot, bot];
      const r = playGame(def, { players: 2, seed: `vs/${g}`, bots, rng: rngFromSeed(`r/${g}`) });
      expect(r.error).toBeNull();
      if (r.outcome?.ranks[botSeat] === 1) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(24);
  });
});
