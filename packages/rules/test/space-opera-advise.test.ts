/**
 * Space Opera's reasons at a learn table (advise.ts): the learn deal (seed learnSeed("space-opera"),
 * 2 players, the default bot in every seat) gets a reason for every move the bot chooses and for
 * every other move it could have made, each a key of the client's dictionary in English and Spanish
 * with every placeholder filled and short enough for the guide's box; seeded tours where the players
 * hold every technology reach every kind of move; and a few reasons are checked against the rulebook.
 */
import { describe, expect, it } from "vitest";
import { messages } from "../../client/src/games/space-opera/dictionary.ts";
import { interpolate, placeholders } from "../../client/src/i18n/i18n.ts";
import { learnSeed } from "../../protocol/src/vocab.ts";
import { botOf, viewFor } from "../src/core/engine.ts";
import { rngFromSeed } from "../src/core/rng.ts";
import type { Advice, Seat, SeatView } from "../src/core/types.ts";
import { TECH_IDS } from "../src/space-opera/content.ts";
import type { OperaEvent } from "../src/space-opera/events.ts";
import { spaceOpera } from "../src/space-opera/index.ts";
import {
  moveSchema,
  type OperaMove,
  type OperaPrivate,
  type OperaPublic,
  type OperaState,
} from "../src/space-opera/types.ts";
import { at, blank, give, planet, play, ship } from "./space-opera/fixture.ts";

/** The deal every learn table of Space Opera plays (the protocol's learnSeed). */
const LEARN_SEED = learnSeed(spaceOpera.id);
/** The guide's box above the board on a 390 px phone: one short sentence. */
const MAX_CHARS = 140;
const MOVE_TYPES: string[] = moveSchema.options.map((o) => o.shape.type.value);

interface Played {
  seat: Seat;
  view: SeatView<OperaPublic, OperaPrivate>;
  legal: OperaMove[];
  move: OperaMove;
  advice: Advice | null;
  events: OperaEvent[];
}

const fresh = (seed: string, players = spaceOpera.players.min): OperaState =>
  spaceOpera.setup({ players, seed, options: spaceOpera.optionsSchema.parse({}) });

/** The learn deal played to its end by the default bot in every seat, with the reason of each move. */
function playLearnDeal(): Played[] {
  let s = fresh(LEARN_SEED);
  const bot = botOf(spaceOpera, "default");
  const rng = rngFromSeed("learn-advise");
  const out: Played[] = [];
  for (let i = 0; i < 5000 && spaceOpera.outcome(s) === null; i++) {
    const seat = spaceOpera.actors(s)[0]!;
    const legal = spaceOpera.legalMoves(s, seat);
    const view = viewFor(spaceOpera, s, seat);
    const move = bot.choose({ seat, view, legal, rng, budgetMs: 200, now: () => 0 }) as OperaMove;
    const r = spaceOpera.apply(s, seat, move);
    if (!r.ok) throw new Error(`bot move refused: ${r.error.code}`);
    out.push({
      seat,
      view,
      legal,
      move,
      advice: spaceOpera.advise!(view, seat, move),
      events: r.value.events,
    });
    s = r.value.state;
  }
  return out;
}

/** The reason's texts in both languages, after checking they exist and every placeholder has a param. */
function worded(a: Advice | null, what: string): { en: string; es: string } {
  expect(a, what).not.toBeNull();
  const out = { en: "", es: "" };
  for (const lang of ["en", "es"] as const) {
    const text = messages[lang][a!.key];
    expect(text, `${lang} ${a!.key} (${what})`).toBeTruthy();
    for (const p of placeholders(text!))
      expect(a!.params ?? {}, `${lang} ${a!.key}: {${p}}`).toHaveProperty(p);
    out[lang] = interpolate(text!, a!.params);
    expect(out[lang], `${lang} ${a!.key}`).not.toMatch(/[{}]/);
    expect(out[lang].length, out[lang]).toBeLessThanOrEqual(MAX_CHARS);
  }
  return out;
}

/**
 * Seeded tours from the learn deal's map where the two players split every technology but one
 * (left in the deck, so research and the hand limit happen) and each starts with a fully fuelled
 * drone (Wave Motion Gun): mostly random moves, a third of the default bot's, and a proposal to end
 * the game once; every legal move advised. Returns the move types and reason keys met.
 */
function tour(games: number): { types: Set<string>; keys: Set<string> } {
  const types = new Set<string>();
  const keys = new Set<string>();
  for (let g = 0; g < games; g++) {
    let s = fresh(`advise-tour/${g}`);
    TECH_IDS.filter((t) => t !== "engineer").forEach((t, i) => give(s, (i + g) % 2, t));
    for (const seat of [0, 1])
      ship(
        s,
        seat,
        s.planets.findIndex((p) => p?.owner === seat),
        { energy: 10 },
      );
    const rng = rngFromSeed(`advise-tour-rng/${g}`);
    let proposed = false;
    for (let i = 0; i < 1200 && spaceOpera.outcome(s) === null; i++) {
      const seat = spaceOpera.actors(s)[0]!;
      const legal = spaceOpera.legalMoves(s, seat);
      const view = viewFor(spaceOpera, s, seat);
      for (const m of legal) {
        const a = spaceOpera.advise!(view, seat, m);
        worded(a, JSON.stringify(m));
        types.add(m.type);
        keys.add(a!.key);
      }
      const playing = legal.filter((m) => m.type !== "surrender" && m.type !== "proposeEnd");
      // Once a game (later in each), a player asks to end it, so that the others answer.
      const propose: OperaMove | undefined =
        proposed || i < 60 + 40 * g ? undefined : legal.find((m) => m.type === "proposeEnd");
      if (propose) proposed = true;
      const move = propose
        ? propose
        : rng.int(3) === 0
          ? (botOf(spaceOpera, "default").choose({
              seat,
              view,
              legal,
              rng,
              budgetMs: 200,
              now: () => 0,
            }) as OperaMove)
          : rng.pick(playing.length > 0 ? playing : legal);
      const r = spaceOpera.apply(s, seat, move);
      if (!r.ok) throw new Error(`tour move refused: ${r.error.code}`);
      s = r.value.state;
    }
  }
  return { types, keys };
}

const played = playLearnDeal();

describe("space-opera advise: the learn deal", () => {
  it("gives each of the bot's moves a reason in English and Spanish, placeholders filled", () => {
    expect(played.length).toBeGreaterThanOrEqual(60);
    for (const p of played) {
      const text = worded(p.advice, JSON.stringify(p.move));
      expect(text.es, p.advice!.key).not.toBe(text.en);
    }
  });

  it("gives every other legal move of the deal a reason too", () => {
    for (const p of played)
      for (const m of p.legal) worded(spaceOpera.advise!(p.view, p.seat, m), JSON.stringify(m));
  });

  it("prices a ship as the rulebook's Building Cost table does (1 energy, 1 ore)", () => {
    const first = played[0]!;
    expect(first.move).toMatchObject({ type: "build", item: "ship" });
    expect(first.advice).toMatchObject({ key: "why.build.ship", params: { energy: 1, ore: 1 } });
  });

  it("fuels ships for the First Game's Movement Rate: 2 spaces per energy", () => {
    const fuel = played.filter((p) => p.advice?.key === "why.load.energy");
    expect(fuel.length).toBeGreaterThan(0);
    for (const p of fuel) expect(p.advice!.params!.spaces).toBe(2);
  });

  it("invades with the strengths the rules then use (rulebook Invasion: the higher strength wins)", () => {
    const invasions = played.filter((p) => p.advice?.key === "why.attack.invade");
    expect(invasions.length).toBeGreaterThan(0);
    for (const p of invasions) {
      const { attack, defense, margin } = p.advice!.params as Record<string, number>;
      expect(margin).toBe(attack! - defense!);
      const fought = p.events.find((e) => e.type === "invasion");
      expect(fought).toMatchObject({ attack, defense, won: true });
    }
  });
});

/** Every legal move of `seat` in `s` with its reason. */
const reasons = (s: OperaState, seat: Seat): { move: OperaMove; advice: Advice }[] =>
  spaceOpera.legalMoves(s, seat).map((move) => ({
    move,
    advice: spaceOpera.advise!(viewFor(spaceOpera, s, seat), seat, move)!,
  }));

/** Seat 1's ship rams seat 0's fleet of two in space: seat 0 chooses which ship is taken down. */
function fleetUnderAttack(): OperaState {
  const s = blank();
  planet(s, 0, 0);
  planet(s, 24, 1);
  ship(s, 0, 12, { energy: 1, meeples: 2 });
  ship(s, 0, 12, { energy: 1 });
  const rammer = ship(s, 1, 13, { energy: 2 });
  const { s: after } = play(at(s, "move", 1), 1, { type: "step", ship: rammer.id, to: 12, hyper: false });
  expect(after.queue[0]).toMatchObject({ k: "pickShip", seat: 0 });
  return after;
}

const fleetChoice = () => reasons(fleetUnderAttack(), 0);

/** Warheads stored at home while no enemy planet has a meeple outside a bunker. */
function warheadsAtHome(): ReturnType<typeof reasons> {
  const s = blank();
  planet(s, 12, 0, { nukes: 1, bios: 1 });
  planet(s, 24, 1, { meeples: 1, bunker: 1 });
  ship(s, 0, 12, { energy: 1 });
  return reasons(at(s, "move", 0), 0);
}

/** Production for a player whose only (unseen) card is no Production technology. */
function harvestWithoutThieves(): ReturnType<typeof reasons> {
  const s = blank();
  planet(s, 0, 0);
  planet(s, 24, 1);
  give(s, 0, "engineer");
  return reasons(at(s, "harvest", 0), 0);
}

describe("space-opera advise: hand-made positions", () => {
  it("gives up the fleet's cheapest ship (rulebook Fleet vs Ship: the fleet's owner decides)", () => {
    const s = fleetUnderAttack();
    const view = viewFor(spaceOpera, s, 0);
    const legal = spaceOpera.legalMoves(s, 0);
    const move = botOf(spaceOpera, "default").choose({
      seat: 0,
      view,
      legal,
      rng: rngFromSeed("fleet"),
      budgetMs: 200,
      now: () => 0,
    }) as OperaMove;
    const why = spaceOpera.advise!(view, 0, move);
    expect(worded(why, "pickShip").en).toContain("(0 meeples, 1 ship energy)");
    expect(why).toEqual({ key: "why.pickShip", params: { meeples: 0, energy: 1 } });
  });

  it("ends a Production turn with no Rogue or Trader in hand", () => {
    const why = harvestWithoutThieves().map((r) => r.advice);
    for (const a of why) worded(a, a.key);
    expect(why.map((a) => a.key)).toContain("why.done.harvest.none");
  });

  it("arms a drone with a warhead even when no enemy meeple is unsheltered yet", () => {
    const keys = warheadsAtHome().map((r) => r.advice.key);
    expect(keys).toEqual(expect.arrayContaining(["why.load.nuke", "why.load.bio"]));
  });
});

describe("space-opera advise: every kind of move", () => {
  const { types, keys } = tour(6);
  const learnKeys = new Set(
    played.flatMap((p) => p.legal.map((m) => spaceOpera.advise!(p.view, p.seat, m)!.key)),
  );
  const handMade = [...fleetChoice(), ...warheadsAtHome(), ...harvestWithoutThieves()];

  it("reaches every move type of the game, each with a worded reason", () => {
    const learnTypes = played.flatMap((p) => p.legal.map((m) => m.type));
    const all = new Set([...types, ...learnTypes, ...handMade.map((r) => r.move.type)]);
    expect([...all].sort()).toEqual([...MOVE_TYPES].sort());
  });

  it("uses every why.* key of the dictionary (a strike with nothing to hit is never asked)", () => {
    const unused = Object.keys(messages.en).filter(
      (k) =>
        k.startsWith("why.") &&
        !keys.has(k) &&
        !learnKeys.has(k) &&
        !handMade.some((r) => r.advice.key === k),
    );
    expect(unused).toEqual(["why.attack.none"]);
    expect(
      Object.keys(messages.es)
        .filter((k) => k.startsWith("why."))
        .sort(),
    ).toEqual(
      Object.keys(messages.en)
        .filter((k) => k.startsWith("why."))
        .sort(),
    );
  });
});
