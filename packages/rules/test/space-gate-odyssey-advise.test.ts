/**
 * Space Gate Odyssey's guide on a learn table (`advise`): the default bot plays the learn deal for every
 * seat, and each move it chooses (and every other listed move) has a reason whose key is in the client
 * dictionary in English and Spanish, every placeholder given, short enough for a phone; two reasons are
 * checked against the rulebook's own examples.
 */
import { describe, expect, it } from "vitest";
import { messages } from "../../client/src/games/space-gate-odyssey/messages.ts";
import { interpolate, placeholders } from "../../client/src/i18n/i18n.ts";
import type { Advice } from "../src/core/types.ts";
import type { SgoMove, SgoState } from "../src/space-gate-odyssey/types.ts";
import {
  clearRooms,
  game,
  newGame,
  play,
  putModule,
  readyGame,
  setRoom,
  tileWith,
} from "./space-gate-odyssey/fixtures.ts";
import { adviceFor, botChoice, learnSeed, wordsOf } from "./support/advice.ts";

const LEARN_SEED = learnSeed(game.id);

const adviceOf = (s: SgoState, seat: number, m: SgoMove): Advice | null => adviceFor(game, s, seat, m);
const wordProblems = (a: Advice): string[] => wordsOf(messages, a);
const chooseFor = (s: SgoState, seat: number, step: number): SgoMove =>
  botChoice(game, s, seat, `${LEARN_SEED}:hint:${seat}:${step}`);

describe("Space Gate Odyssey advise", () => {
  it("gives a worded reason for every move the default bot chooses in the learn deal, and for every listed move", () => {
    let s = game.setup({
      players: game.players.min,
      seed: LEARN_SEED,
      options: game.optionsSchema.parse({}),
    });
    const problems: string[] = [];
    const chosenKinds = new Set<string>();
    const keys = new Set<string>();
    let steps = 0;
    for (; steps < 2000 && game.outcome(s) === null; steps++) {
      const seat = game.actors(s)[0]!;
      for (const m of game.legalMoves(s, seat)) {
        const a = adviceOf(s, seat, m);
        if (!a) problems.push(`no reason for the listed ${JSON.stringify(m)} at step ${steps}`);
        else problems.push(...wordProblems(a));
      }
      const move = chooseFor(s, seat, steps);
      const a = adviceOf(s, seat, move);
      expect(a, `reason for the bot's ${JSON.stringify(move)} at step ${steps}`).not.toBeNull();
      chosenKinds.add(move.type);
      keys.add(a!.key);
      const r = game.apply(s, seat, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect([...new Set(problems)]).toEqual([]);
    expect(steps).toBeGreaterThanOrEqual(60);
    // The deal is played to its end, through every stage of the game.
    expect(game.outcome(s)).not.toBeNull();
    for (const kind of ["draw", "place", "activate", "moveSettler", "fill", "pass", "send", "colonize"]) {
      expect(chosenKinds).toContain(kind);
    }
    expect(keys.size).toBeGreaterThan(15);
  });

  it("words the reorganization token's moves (first-game option, rulebook p.9)", () => {
    let s = newGame(2, { firstGame: true });
    while (s.phase === "build") s = play(s, game.actors(s)[0]!, game.legalMoves(s, game.actors(s)[0]!)[0]!).s;
    const seat = game.actors(s)[0]!;
    const start = adviceOf(s, seat, { type: "reorganize" });
    expect(start?.key).toBe("why.reorganize");
    s = play(s, seat, { type: "reorganize" }).s;
    for (const m of game.legalMoves(s, seat)) {
      const a = adviceOf(s, seat, m)!;
      expect(a.key).toBe(m.type === "place" ? "why.reorganize.place" : "why.reorganize.cancel");
      expect(wordProblems(a)).toEqual([]);
    }
  });

  it("rulebook p.7 example: Sara's chief joins 2 engineers in the Modules room, 4 actions; Álex has 6, Carol none", () => {
    const s = readyGame(3);
    for (const seat of [0, 1, 2]) clearRooms(s, seat);
    setRoom(s, 0, "airlock", { chiefs: 1 });
    setRoom(s, 0, "modules", { engineers: 2 });
    setRoom(s, 1, "modules", { engineers: 1, chiefs: 2, robots: 1 });
    const a = adviceOf(s, 0, { type: "activate", from: "airlock", figure: "chief", to: "modules" });
    expect(a).toEqual({ key: "why.activate.modules", params: { n: 4, others: 6 } });
    expect(interpolate(messages.en[a!.key]!, a!.params)).toContain(
      "4 modules to draw for you, 6 for the others",
    );
  });

  it("rulebook p.11: settlers sent through a gate on Hawking give 1 influence each", () => {
    const s = readyGame(2);
    const alpha = tileWith(s, { type: "gate", gate: "alpha", capacity: 3 });
    putModule(s, 0, alpha, 0, -1, { settlers: 3 });
    s.gates[0] = -1;
    s.planets[0]!.status = "closed";
    s.phase = "journey";
    s.journey = { queue: [0, 1], flight: null };
    const a = adviceOf(s, 0, { type: "send", module: alpha });
    expect(a).toEqual({ key: "why.send.hawking", params: { n: 3 } });
    expect(interpolate(messages.es[a!.key]!, a!.params)).toContain(
      "sus 3 colonos llegan a Hawking, +3 de influencia",
    );
  });

  it("every reason has both languages and fits the box with the longest names and two-digit numbers", () => {
    const reasons = (lang: "en" | "es") => Object.keys(messages[lang]).filter((k) => k.startsWith("why."));
    expect(reasons("es").sort()).toEqual(reasons("en").sort());
    for (const key of reasons("en")) {
      const names = placeholders(messages.en[key]!);
      expect(placeholders(messages.es[key]!), key).toEqual(names);
      const params = Object.fromEntries(
        names.map((p) => [p, p === "planet" || p === "other" ? "Susskind" : 10]),
      );
      expect(wordProblems({ key, params }), key).toEqual([]);
    }
  });

  it("gives no reason for a move the view does not list", () => {
    const s = readyGame(2);
    expect(adviceOf(s, 0, { type: "pass" })).toBeNull();
  });
});
