/** The default bot: legal, deterministic from its rng, and much stronger than random play. */
import { describe, expect, it } from "vitest";
import { botOf, playGame, viewFor } from "../../src/core/engine.ts";
import { rngFromSeed } from "../../src/core/rng.ts";
import { END_CALM, END_ROUND, PRESS_CALM } from "../../src/space-opera/bot.ts";
import { spaceOpera } from "../../src/space-opera/index.ts";
import type { OperaMove, OperaState } from "../../src/space-opera/types.ts";
import { at, blank, planet, play, ship } from "./fixture.ts";

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

describe("space-opera default bot: every table ends", () => {
  it("bot-only games with the default options (no round limit) end, within the bot's end round", () => {
    for (let g = 0; g < 12; g++) {
      const players = 2 + (g % 3);
      const r = playGame(spaceOpera, {
        players,
        seed: `ends/${g}`,
        options: {},
        bots: Array.from({ length: players }, () => botOf(spaceOpera, "default")),
        rng: rngFromSeed(`ends-rng/${g}`),
        maxSteps: 20_000,
      });
      expect(r.error).toBeNull();
      expect((r.state as OperaState).round).toBeLessThanOrEqual(END_ROUND + 1);
    }
  });

  /** Seat 0 to build on its planet, seat 1 on its own; `calm` rounds without a planet changing hands. */
  function calm(rounds: number, planets0 = 1): { s: OperaState; choose: (seat: number) => OperaMove } {
    const s = at(blank(2), "build", 0);
    if (planets0 > 0) planet(s, 12, 0);
    else ship(s, 0, 12, { meeples: 2, energy: 1 });
    planet(s, 24, 1, {}, "planet-12"); // class 3: seat 0 (class 5) leads alone
    s.round = rounds + 1;
    s.ownersChanged = 0;
    if (planets0 === 0) at(s, "move", 0);
    const choose = (seat: number) =>
      spaceOpera.bots.default!.choose({
        seat,
        view: viewFor(spaceOpera, s, seat),
        legal: spaceOpera.legalMoves(s, seat),
        rng: rngFromSeed("calm"),
        budgetMs: 200,
        now: () => 0,
      });
    return { s, choose };
  }

  it("after long calm the leader proposes to end by the standings, and the others accept", () => {
    expect(calm(END_CALM - 1).choose(0).type).not.toBe("proposeEnd");
    const { s, choose } = calm(END_CALM);
    expect(spaceOpera.publicView(s).calmRounds).toBe(END_CALM);
    expect(choose(0)).toEqual({ type: "proposeEnd" });
    // A player behind proposes only after twice as long.
    const behind = calm(END_CALM);
    at(behind.s, "build", 1);
    expect(behind.choose(1).type).not.toBe("proposeEnd");
    const later = calm(2 * END_CALM);
    at(later.s, "build", 1);
    expect(later.choose(1)).toEqual({ type: "proposeEnd" });
    const t = play(s, 0, { type: "proposeEnd" }).s;
    const answer = spaceOpera.bots.default!.choose({
      seat: 1,
      view: viewFor(spaceOpera, t, 1),
      legal: spaceOpera.legalMoves(t, 1),
      rng: rngFromSeed("calm"),
      budgetMs: 200,
      now: () => 0,
    });
    expect(answer).toEqual({ type: "answerEnd", accept: true });
  });

  it("it surrenders when it has no planet left and nothing happens; never otherwise", () => {
    expect(calm(PRESS_CALM, 0).choose(0)).toEqual({ type: "surrender" });
    expect(calm(PRESS_CALM, 1).choose(0).type).not.toBe("surrender");
  });
});
