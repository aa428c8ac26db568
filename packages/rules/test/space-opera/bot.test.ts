/** The default bot: legal, deterministic from its rng, and much stronger than random play. */
import { describe, expect, it } from "vitest";
import { botOf, playGame, viewFor } from "../../src/core/engine.ts";
import { rngFromSeed } from "../../src/core/rng.ts";
import { spaceOpera } from "../../src/space-opera/index.ts";

describe("space-opera default bot", () => {
  it("picks the same move from the same view and rng", () => {
    const s = spaceOpera.setup({ players: 3, seed: "b", options: spaceOpera.optionsSchema.parse({}) });
    const seat = spaceOpera.actors(s)[0]!;
    const ctx = () => ({
      seat,
      view: viewFor(spaceOpera, s, seat),
      legal: spaceOpera.legalMoves(s, seat),
      rng: rngFromSeed("same"),
      budgetMs: 200,
      now: () => 0,
    });
    const bot = spaceOpera.bots.default!;
    expect(bot.choose(ctx())).toEqual(bot.choose(ctx()));
  });

  it("beats random play in at least 90% of 2-player games (round limit 12)", () => {
    let wins = 0;
    const games = 30;
    for (let g = 0; g < games; g++) {
      const botSeat = g % 2;
      const r = playGame(spaceOpera, {
        players: 2,
        seed: `bot/${g}`,
        options: { roundLimit: 12 },
        bots: [0, 1].map((seat) => botOf(spaceOpera, seat === botSeat ? "default" : "random")),
        rng: rngFromSeed(`bot-rng/${g}`),
      });
      expect(r.error).toBeNull();
      if (r.outcome!.ranks[botSeat] === 1 && r.outcome!.ranks[1 - botSeat] !== 1) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(Math.ceil(games * 0.9));
  });
});
