/**
 * stellar_omega's guide on a learn table (`advise`): the default bot plays the learn deal for every
 * seat, and each move it chooses (and every other listed move) has a reason whose key is in the client
 * dictionary in English and Spanish, every placeholder given, short enough for a phone; a few reasons
 * are checked against the rulebook's numbers.
 */
import { describe, expect, it } from "vitest";
import { messages } from "../../client/src/games/stellar-omega/dictionary.ts";
import { interpolate, placeholders } from "../../client/src/i18n/i18n.ts";
import type { Advice, Seat } from "../src/core/types.ts";
import { gateChance } from "../src/stellar-omega/advise.ts";
import { stellarOmega as game } from "../src/stellar-omega/index.ts";
import type { OmegaMove, OmegaState } from "../src/stellar-omega/types.ts";
import { giveCards, inActions, newGame, placeUnits } from "./stellar-omega/helpers.ts";
import { adviceFor, botChoice, learnSeed, wordsOf } from "./support/advice.ts";

const LEARN_SEED = learnSeed(game.id);

const adviceOf = (s: OmegaState, seat: Seat, m: OmegaMove): Advice | null => adviceFor(game, s, seat, m);
const wordProblems = (a: Advice): string[] => wordsOf(messages, a);
const chooseFor = (s: OmegaState, seat: Seat, seed: string): OmegaMove => botChoice(game, s, seat, seed);

/** Plays a game with the default bot in every seat, checking the reason of every listed move. */
function playChecked(players: number, seed: string) {
  let s = game.setup({ players, seed, options: game.optionsSchema.parse({}) });
  const problems: string[] = [];
  const chosenKinds = new Set<string>();
  const keys = new Set<string>();
  let steps = 0;
  for (; steps < 3000 && game.outcome(s) === null; steps++) {
    const seat = game.actors(s)[0]!;
    for (const m of game.legalMoves(s, seat)) {
      const a = adviceOf(s, seat, m);
      if (!a) problems.push(`no reason for the listed ${JSON.stringify(m)} at step ${steps}`);
      else problems.push(...wordProblems(a));
    }
    const move = chooseFor(s, seat, `${seed}:hint:${seat}:${steps}`);
    const a = adviceOf(s, seat, move);
    if (!a) problems.push(`no reason for the bot's ${JSON.stringify(move)} at step ${steps}`);
    else keys.add(a.key);
    chosenKinds.add(move.type);
    const r = game.apply(s, seat, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return { s, steps, problems: [...new Set(problems)], chosenKinds, keys };
}

describe("stellar_omega advise", () => {
  it("gives a worded reason for every move the default bot chooses in the learn deal, and for every listed move", () => {
    const g = playChecked(game.players.min, LEARN_SEED);
    expect(g.problems).toEqual([]);
    expect(g.steps).toBeGreaterThanOrEqual(60);
    // the deal is played to its end, through every phase of the game
    expect(game.outcome(g.s)).not.toBeNull();
    for (const kind of ["race", "bid", "card", "crystal", "tile", "decode", "attack", "gate", "npr"])
      expect(g.chosenKinds).toContain(kind);
    for (const kind of ["use", "target", "draw", "moveGate", "levelUp", "damage"])
      expect(g.chosenKinds).toContain(kind);
    expect(g.keys.size).toBeGreaterThan(20);
  });

  it("words every listed move of 3- and 4-player games too", () => {
    for (const [players, seed] of [
      [3, "advise/3"],
      [4, "advise/4"],
    ] as const) {
      const g = playChecked(players, seed);
      expect(g.problems, `${players} players`).toEqual([]);
      expect(game.outcome(g.s)).not.toBeNull();
    }
  });

  it("rulebook A (2 players mode): the first of the cosmic order earns 1 SP; tiles not bid stay for rerolls", () => {
    const s = newGame(["machines", "mutants"]);
    const a = adviceOf(s, 0, { type: "bid", tiles: 2 });
    expect(a).toEqual({ key: "why.bid", params: { n: 2, sp: 1, left: s.races.machines.tilesAvail - 2 } });
  });

  it("rulebook B2: a first CRYSTAL costs 1 AT and allows up to 2 actions; a Machines player has 2 permanent crystals", () => {
    const s = inActions(["machines", "mutants"]);
    const seat = game.actors(s)[0]!;
    const race = s.seatRace[seat]!;
    const a = adviceOf(s, seat, { type: "crystal" });
    // 3 crystals on the pad, 1 permanent in the pouch (2 for the Machines); one more goes in
    const mine = race === "machines" ? 3 : 2;
    expect(a).toEqual({ key: "why.crystal", params: { cost: 1, max: 2, mine } });
    expect(interpolate(messages.en[a!.key]!, a!.params)).toContain("up to 2 actions per turn");
  });

  it("rulebook B6 (2 players mode): the gate cube starts on 6; 3 dice beat it 91% of the time", () => {
    const s = inActions(["machines", "mutants"]);
    const seat = game.actors(s)[0]!;
    expect(gateChance(6)).toBe(91); // 196 of the 216 rolls total 7 or more
    const a = adviceOf(s, seat, { type: "gate" });
    expect(a?.params).toMatchObject({ need: 6, chance: 91 });
  });

  it("DECODE alone in the closed sector: SP equal to the unit's level, then a level up (rulebook B4)", () => {
    const s = inActions(["machines", "mutants"]);
    const seat = game.actors(s)[0]!;
    const race = s.seatRace[seat]!;
    placeUnits(s, { [race]: [0, 1, 2].map((a) => (a === s.gate ? 2 : 0)) });
    giveCards(s, race, [race]);
    expect(game.legalMoves(s, seat)).toContainEqual({ type: "decode" });
    expect(adviceOf(s, seat, { type: "decode" })).toEqual({ key: "why.decode.alone", params: { level: 2 } });
  });

  it("every reason has its Spanish, with the same placeholders", () => {
    const keys = (lang: "en" | "es") => Object.keys(messages[lang]).filter((k) => k.startsWith("why."));
    expect(keys("es").sort()).toEqual(keys("en").sort());
    for (const k of keys("en")) {
      expect(placeholders(messages.es[k]!), k).toEqual(placeholders(messages.en[k]!));
      expect(messages.es[k], k).not.toBe(messages.en[k]);
    }
  });

  it("gives no reason before the seat has a race, except for choosing one", () => {
    const s = game.setup({ players: 2, seed: LEARN_SEED, options: {} });
    const seat = game.actors(s)[0]!;
    expect(adviceOf(s, seat, { type: "end" })).toBeNull();
    expect(adviceOf(s, seat, { type: "race", race: "machines" })?.key).toBe("why.race.machines");
  });
});
