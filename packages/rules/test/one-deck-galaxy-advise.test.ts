/**
 * One Deck Galaxy's guide on a learn table (`advise`): the default bot plays the learn deal (one
 * player, the game's fewest), and each move it chooses (and every other listed move) has a reason
 * whose key is in the client dictionary in English and Spanish, every placeholder given, short
 * enough for a phone; 2-player games and other societies cover the move kinds the deal never
 * lists; a few reasons are checked against the rulebook's numbers.
 */
import { describe, expect, it } from "vitest";
import { messages } from "../../client/src/games/one-deck-galaxy/dictionary.ts";
import { interpolate, placeholders } from "../../client/src/i18n/i18n.ts";
import type { Advice, Seat } from "../src/core/types.ts";
import { oneDeckGalaxy as game } from "../src/one-deck-galaxy/index.ts";
import {
  type GalaxyMove,
  type GalaxyOptions,
  type GalaxyState,
  moveSchema,
} from "../src/one-deck-galaxy/types.ts";
import { act, newGame, withPool } from "./one-deck-galaxy/helpers.ts";
import { adviceFor, botChoice, learnSeed, wordsOf } from "./support/advice.ts";

const LEARN_SEED = learnSeed(game.id);

const adviceOf = (s: GalaxyState, seat: Seat, m: GalaxyMove): Advice | null => adviceFor(game, s, seat, m);
const shown = (a: Advice, lang: "en" | "es"): string => interpolate(messages[lang][a.key]!, a.params);

/** The shared checks, and the same numbers in both languages (Spanish names a card by its place). */
function wordProblems(a: Advice): string[] {
  const out = wordsOf(messages, a);
  const texts = { en: messages.en[a.key], es: messages.es[a.key] };
  if (texts.en !== undefined && texts.es !== undefined) {
    const numbers = (t: string) => placeholders(t).filter((p) => !["card", "slot", "tech"].includes(p));
    if (numbers(texts.en).join() !== numbers(texts.es).join())
      out.push(`${a.key}: en and es use other numbers`);
  }
  return out;
}

const chooseFor = (s: GalaxyState, seat: Seat, seed: string): GalaxyMove => botChoice(game, s, seat, seed);

/** Plays a game with the default bot in every seat, checking the reason of every listed move. */
function playChecked(players: number, seed: string, options: GalaxyOptions = {}) {
  let s = game.setup({ players, seed, options: game.optionsSchema.parse(options) });
  const problems: string[] = [];
  const chosen: { move: GalaxyMove; advice: Advice; before: GalaxyState }[] = [];
  const listedKinds = new Set<string>();
  let steps = 0;
  for (; steps < 3000 && game.outcome(s) === null; steps++) {
    const seat = game.actors(s)[0]!;
    for (const m of game.legalMoves(s, seat)) {
      listedKinds.add(m.type);
      const a = adviceOf(s, seat, m);
      if (!a) problems.push(`no reason for the listed ${JSON.stringify(m)} at step ${steps}`);
      else problems.push(...wordProblems(a));
    }
    const move = chooseFor(s, seat, `${seed}:hint:${seat}:${steps}`);
    const a = adviceOf(s, seat, move);
    if (!a) problems.push(`no reason for the bot's ${JSON.stringify(move)} at step ${steps}`);
    else chosen.push({ move, advice: a, before: s });
    const r = game.apply(s, seat, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return { s, steps, problems: [...new Set(problems)], chosen, listedKinds };
}

describe("One Deck Galaxy advise", () => {
  const learn = playChecked(game.players.min, LEARN_SEED);

  it("gives a worded reason for every move the default bot chooses in the learn deal, and for every listed move", () => {
    expect(learn.problems).toEqual([]);
    expect(learn.steps).toBeGreaterThanOrEqual(60);
    // the deal is played to its end (the bot wins it), through every phase of the turn
    expect(game.outcome(learn.s)).not.toBeNull();
    const kinds = new Set(learn.chosen.map((c) => c.move.type));
    for (const kind of ["roll", "tech", "pick", "place", "ring", "flip", "done", "claim", "probe", "upgrade"])
      expect(kinds).toContain(kind);
    const keys = new Set(learn.chosen.map((c) => c.advice.key));
    expect(keys.size).toBeGreaterThan(20);
  });

  it("words every listed move of 2-player games and of other societies, so every kind of move has a reason", () => {
    const kinds = new Set(learn.listedKinds);
    const games: [number, string, GalaxyOptions][] = [
      [2, "advise/2a", { societies: ["guardians", "scientists"] }],
      [2, "advise/2b", { societies: ["mathematicians", "botanists"], adversary: "vorrax" }],
      [1, "advise/1c", { societies: ["scientists"], adversary: "rust" }],
      [1, "advise/1d", { societies: ["guardians"], adversary: "authority", hard: true }],
    ];
    for (const [players, seed, options] of games) {
      const g = playChecked(players, seed, options);
      expect(g.problems, seed).toEqual([]);
      expect(game.outcome(g.s), seed).not.toBeNull();
      for (const k of g.listedKinds) kinds.add(k);
    }
    const all = moveSchema.options.map((o) => o.shape.type.value);
    expect([...kinds].sort()).toEqual([...all].sort());
  });

  it("rulebook p.28 (Gather): the first roll of the learn deal rolls the homeworld's dice", () => {
    const s = game.setup({ players: 1, seed: LEARN_SEED, options: game.optionsSchema.parse({}) });
    const p = s.seats[0]!;
    const a = adviceOf(s, 0, { type: "roll" });
    expect(a).toEqual({ key: "why.roll", params: { n: p.unrolled.length, discs: p.discs } });
    expect(learn.chosen[0]!.advice).toEqual(a);
  });

  it("rulebook p.36 (Combine dice): the black die shows the lower of the two (4 + 3 > 3); Mathematicians keep the higher", () => {
    const s = withPool(newGame(), 0, ["y4", "p3"]);
    const a = adviceOf(s, 0, { type: "combine", a: "y4", b: "p3" });
    expect(a).toEqual({ key: "why.combine", params: { a: 4, b: 3, v: 3 } });
    expect(shown(a!, "en")).toBe(
      "Return your 4 and 3 for a black 3: one Ultratech die that fills a box of any colour.",
    );
    const m = withPool(newGame({ societies: ["mathematicians"] }), 0, ["y4", "p3"]);
    expect(adviceOf(m, 0, { type: "combine", a: "y4", b: "p3" })?.params?.v).toBe(4);
  });

  it("rulebook p.36 (Calibrate): a Fleet moves a die by 1; 3 Science roll a black die", () => {
    let s = withPool(newGame(), 0, ["y4", "p3"]);
    s = structuredClone(s);
    const fleets = s.starbase.fleets.n;
    expect(adviceOf(s, 0, { type: "calibrate", die: "y4", d: 1 })).toEqual({
      key: "why.calibrate",
      params: { v: 4, to: 5, cost: 1, fleets: fleets - 1 },
    });
    const science = game.publicView(s).starbase.scienceTotal;
    expect(adviceOf(s, 0, { type: "ultratech" })).toEqual({
      key: "why.ultratech",
      params: { cost: 3, science: science - 3 },
    });
  });

  it("rulebook p.40 (Resolve: Location): a filled row adds that row's influence; enough influence claims the card", () => {
    const rows = learn.chosen.filter(
      (c) => c.advice.key === "why.place.row" || c.advice.key === "why.place.claim",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { advice } of rows) {
      const p = advice.params!;
      expect(advice.key === "why.place.claim").toBe(Number(p.total) >= Number(p.cost));
      expect(Number(p.gain)).toBeGreaterThan(0);
    }
    // The deal's first Location row: Magnetar Yard's wide box (cost 6) gives +2 influence.
    expect(rows[0]!.advice.params).toMatchObject({ card: "Magnetar Yard", gain: 2, total: 2, cost: 6 });
  });

  it("rulebook p.13 (Mathematicians, 1P): discard dice totalling 66; the reason counts down, then the level it brings", () => {
    const wide = learn.chosen.filter((c) => c.advice.key === "why.place.wide.milestone");
    const done = learn.chosen.find((c) => c.advice.key === "why.place.milestone");
    expect(wide.length).toBeGreaterThan(0);
    const level = game.publicView(done!.before).seats[0]!.level;
    expect(done?.advice.params).toMatchObject({ need: 66, level: level + 1 });
    // each die brings the box closer: the pips still missing only go down
    const missing = wide.map((c) => Number(c.advice.params!.missing));
    expect(missing).toEqual([...missing].sort((a, b) => b - a));
  });

  it("rulebook p.42 (Claiming): a Colony gathers its card's dice from the next turn on", () => {
    const claims = learn.chosen.filter((c) => c.move.type === "claim" && c.advice.key === "why.claim.colony");
    expect(claims.length).toBeGreaterThan(0);
    for (const { advice, before } of claims) {
      const y = game.publicView(before).claimCard!.colony;
      const dice = (y.yellow ?? 0) + (y.pink ?? 0) + (y.blue ?? 0) + (y.black ?? 0);
      expect(advice.params).toMatchObject({ dice });
    }
  });

  it("rulebook p.13 (Scientists, 1P): spending 7 Tech discs completes the milestone and raises the level", () => {
    const s = structuredClone(act(newGame({ societies: ["scientists"] }), 0, { type: "roll" }));
    s.supply.techDiscs -= 7 - s.seats[0]!.discs;
    s.seats[0]!.discs = 7;
    const m: GalaxyMove = { type: "milestone", id: "scientists-3" };
    expect(game.legalMoves(s, 0)).toContainEqual(m);
    expect(adviceOf(s, 0, m)).toEqual({ key: "why.milestone.discs", params: { n: 7, level: 2 } });
  });

  it("rulebook p.21 (2P): each player can give one die to a black die, for either pool", () => {
    const s = withPool(withPool(newGame({ players: 2 }), 0, ["y5"]), 1, ["b2"]);
    const m: GalaxyMove = { type: "combine", a: "y5", b: "b2", partner: true, to: 1 };
    expect(game.legalMoves(s, 0)).toContainEqual(m);
    expect(adviceOf(s, 0, m)).toEqual({ key: "why.combine.partner", params: { a: 5, b: 2, v: 2 } });
  });

  it("a Tech's reason says what its main effect brings: the Explorers' Probe Armada launches a Probe", () => {
    const s = act(newGame(), 0, { type: "roll" });
    const a = adviceOf(s, 0, { type: "tech", tech: "soc", opt: 0 });
    expect(a).toEqual({
      key: "why.tech.probe",
      params: {
        tech: "Probe Armada",
        discs: s.seats[0]!.discs - 1,
        n: 1,
        science: game.publicView(s).starbase.scienceTotal,
      },
    });
  });

  it("ending the Action phase with dice left says how many", () => {
    const s = act(newGame(), 0, { type: "roll" });
    expect(adviceOf(s, 0, { type: "done" })).toEqual({
      key: "why.done",
      params: { n: s.seats[0]!.pool.length },
    });
  });
});
