/** Space Gate Odyssey default bot: plays from its own view, legal and deterministic moves, sensible choices. */
import { describe, expect, it } from "vitest";
import { botOf, playGame, viewFor } from "../../src/core/engine.ts";
import { rngFromSeed } from "../../src/core/rng.ts";
import { stateFromView } from "../../src/space-gate-odyssey/bot.ts";
import { cloneState, legalMovesOf } from "../../src/space-gate-odyssey/engine.ts";
import type { SgoMove, SgoState } from "../../src/space-gate-odyssey/types.ts";
import { publicViewOf } from "../../src/space-gate-odyssey/view.ts";
import { clearRooms, game, play, putModule, readyGame, setRoom, tileWith } from "./fixtures.ts";

const bot = game.bots.default!;
const choose = (s: SgoState, seed: string): SgoMove => {
  const seat = game.actors(s)[0]!;
  return bot.choose({
    seat,
    view: viewFor(game, s, seat),
    legal: legalMovesOf(s, seat),
    rng: rngFromSeed(seed),
    budgetMs: 200,
    now: () => 0,
  });
};

/** States along a game where the bot plays every seat. */
function states(players: number, seed: string, count: number): SgoState[] {
  const out: SgoState[] = [];
  let s = game.setup({ players, seed, options: game.optionsSchema.parse({}) });
  for (let i = 0; i < count && game.outcome(s) === null; i++) {
    out.push(s);
    const r = game.apply(s, game.actors(s)[0]!, choose(s, `${seed}/${i}`));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return out;
}

describe("default bot", () => {
  const sample = states(3, "bot-sample", 150);

  it("the engine's hand-written state copy equals a structured clone and shares nothing", () => {
    const objects = (v: unknown, acc = new Set<object>()): Set<object> => {
      if (v !== null && typeof v === "object") {
        acc.add(v);
        for (const x of Object.values(v)) objects(x, acc);
      }
      return acc;
    };
    for (const s of sample.filter((_, i) => i % 7 === 0)) {
      const copy = cloneState(s);
      expect(copy).toEqual(structuredClone(s));
      const mine = objects(s);
      for (const o of objects(copy)) expect(mine.has(o)).toBe(false);
    }
  });

  it("rebuilds from the public view a state with the same view; hidden pile orders are sampled, not read", () => {
    for (const s of sample.filter((_, i) => i % 5 === 0)) {
      const view = publicViewOf(s);
      const rebuilt = stateFromView(view, rngFromSeed("x"));
      expect(publicViewOf(rebuilt)).toEqual(view);
      rebuilt.piles.forEach((pile, i) => expect([...pile].sort()).toEqual([...s.piles[i]!].sort()));
    }
  });

  it("returns a listed move, the same one for the same seed, whatever the hidden order of the piles", () => {
    for (const s of sample.filter((_, i) => i % 10 === 0)) {
      const m = choose(s, "same");
      expect(legalMovesOf(s, game.actors(s)[0]!)).toContainEqual(m);
      expect(choose(s, "same")).toEqual(m);
      const hidden = game.test.perturbHidden(s, "world", rngFromSeed("perturb"));
      expect(choose(hidden, "same")).toEqual(m);
    }
  });

  it("fills its gate module when the opponent activates that module's room", () => {
    let s = readyGame(2, { first: 0 });
    clearRooms(s, 0);
    clearRooms(s, 1);
    setRoom(s, 0, "wildlife", { engineers: 1 });
    setRoom(s, 1, "water", { engineers: 1 });
    // A wildlife gate module to Susskind (beta), joined to the white module, missing one settler.
    const gate = tileWith(s, { type: "gate", domain: "wildlife", gate: "beta", capacity: 3 });
    putModule(s, 0, gate, 0, -1, { r: 2, on: true, n: 2 });
    s.active = 1;
    s = play(s, 1, { type: "activate", from: "water", figure: "engineer", to: "wildlife" }).s;
    expect(game.actors(s)).toEqual([0]);
    const white = s.ps[0]!.station[0]!.t;
    expect(choose(s, "fill")).toEqual({ type: "moveSettler", from: white, to: gate });
  });

  it("beats uniformly random play: at least 17 of 20 two-player games of 30 rounds (seats alternate)", () => {
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const botSeat = g % 2;
      const r = playGame(game, {
        players: 2,
        seed: `vs-random/${g}`,
        options: { maxRounds: 30 },
        bots: [0, 1].map((seat) => botOf(game, seat === botSeat ? "default" : "random")),
        rng: rngFromSeed(`vs-random-bots/${g}`),
      });
      expect(r.error).toBeNull();
      if (r.outcome!.ranks[botSeat] === 1) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(17);
  }, 120_000);
});
