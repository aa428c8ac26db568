/**
 * Space Gate Odyssey bots: the default (planner) bot plays from its own view, legal and deterministic
 * moves, sensible choices, games that end by closing the last exoplanet; the greedy bot stays available.
 */
import { describe, expect, it } from "vitest";
import { botOf, playGame, viewFor } from "../../src/core/engine.ts";
import { rngFromSeed } from "../../src/core/rng.ts";
import { stateFromView } from "../../src/space-gate-odyssey/bot.ts";
import { invariantProblem } from "../../src/space-gate-odyssey/invariant.ts";
import { legalMoves } from "../../src/space-gate-odyssey/legal.ts";
import type { SgoMove, SgoState } from "../../src/space-gate-odyssey/types.ts";
import { cloneState } from "../../src/space-gate-odyssey/types.ts";
import { publicView } from "../../src/space-gate-odyssey/view.ts";
import { clearRooms, game, occupy, play, putModule, readyGame, setRoom, tileWith } from "./fixtures.ts";

const choose = (s: SgoState, seed: string, kind = "default"): SgoMove => {
  const seat = game.actors(s)[0]!;
  return game.bots[kind]!.choose({
    seat,
    view: viewFor(game, s, seat),
    legal: legalMoves(s, seat),
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
      const view = publicView(s);
      const rebuilt = stateFromView(view, rngFromSeed("x"));
      expect(publicView(rebuilt)).toEqual(view);
      rebuilt.piles.forEach((pile, i) => expect([...pile].sort()).toEqual([...s.piles[i]!].sort()));
    }
  });

  it("returns a listed move, the same one for the same seed, whatever the hidden order of the piles", () => {
    for (const s of sample.filter((_, i) => i % 10 === 0)) {
      const m = choose(s, "same");
      expect(legalMoves(s, game.actors(s)[0]!)).toContainEqual(m);
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
    putModule(s, 0, gate, 0, -1, { rotation: 2, on: true, settlers: 2 });
    s.active = 1;
    s = play(s, 1, { type: "activate", from: "water", figure: "engineer", to: "wildlife" }).s;
    expect(game.actors(s)).toEqual([0]);
    const white = s.seats[0]!.station[0]!.tile;
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
  it("closes the last exoplanet when that wins it the game, and does not close it while behind", () => {
    // Four exoplanets closed; Susskind (beta gate) lacks one settler. Seat 0 has a beta gate module
    // one settler short (Wildlife) and an alpha gate module to Hawking one settler short (Energy).
    const endgame = (leader: number): SgoState => {
      const s = readyGame(2, { first: 0 });
      s.planets.forEach((p, i) => {
        p.status = i === 1 ? "open" : "closed";
      });
      s.gates = [-1, 1, -1];
      s.closed = 4;
      occupy(s, 1, 0, [0, 1, 2, 3, 5, 6]);
      occupy(s, 1, 1, [4, 7, 8, 9, 10]);
      // Government: settlers on ranks 1-2 and 4-5, an engineer from the reserve on rank 3.
      for (const seat of [0, 1]) {
        const ranks = seat === leader ? 5 : 2;
        for (let r = 1; r <= ranks; r++) {
          s.seats[seat]!.government.push(r === 3 ? "engineer" : "settler");
          if (r === 3) s.seats[seat]!.reserve.engineers--;
          else s.seats[seat]!.reserve.settlers--;
        }
      }
      clearRooms(s, 0);
      clearRooms(s, 1);
      setRoom(s, 0, "water", { engineers: 1 });
      setRoom(s, 0, "modules", { engineers: 1 });
      setRoom(s, 1, "airlock", { engineers: 1 });
      const beta = tileWith(s, {
        type: "gate",
        domain: "wildlife",
        gate: "beta",
        capacity: 2,
        corridors: "NS",
      });
      putModule(s, 0, beta, 0, -1, { on: true, settlers: 1 });
      const alpha = tileWith(s, {
        type: "gate",
        domain: "energy",
        gate: "alpha",
        capacity: 3,
        corridors: "N",
      });
      putModule(s, 0, alpha, 0, 1, { rotation: 2, on: true, settlers: 2 });
      expect(invariantProblem(s)).toBeNull();
      return s;
    };
    const ahead = endgame(0);
    const close = choose(ahead, "end");
    expect(close).toMatchObject({ type: "activate", to: "wildlife" });
    let s = play(ahead, 0, close).s;
    for (let i = 0; i < 6 && s.phase !== "over"; i++) {
      const seat = game.actors(s)[0]!;
      s = play(s, seat, choose(s, `end/${i}`)).s;
    }
    expect(s.phase).toBe("over");
    expect(s.final?.reason).toBe("exoplanets");
    expect(game.outcome(s)!.ranks).toEqual([1, 2]);
    // Behind by 30, the same move would end the game in a loss: it plays something else.
    const behind = choose(endgame(1), "end");
    expect(behind.type).toBe("activate");
    expect(behind).not.toMatchObject({ to: "wildlife" });
  });

  it("a two-player game between two default bots ends by closing the fifth exoplanet, well before the round limit", () => {
    const r = playGame(game, {
      players: 2,
      seed: "finish/0",
      bots: [0, 1].map(() => botOf(game, "default")),
      rng: rngFromSeed("finish-bots/0"),
    });
    expect(r.error).toBeNull();
    const end = r.state as SgoState;
    expect(end.final?.reason).toBe("exoplanets");
    expect(end.closed).toBe(5);
    expect(end.round).toBeLessThanOrEqual(40);
  }, 60_000);

  it("the previous greedy bot stays available as bots.greedy and plays listed moves", () => {
    for (const s of sample.filter((_, i) => i % 15 === 0)) {
      expect(legalMoves(s, game.actors(s)[0]!)).toContainEqual(choose(s, "greedy", "greedy"));
    }
  });
});
