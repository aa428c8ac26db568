/** Space Opera's listed vocabularies: refusal codes (with their params) and typed events. */
import { describe, expect, it } from "vitest";
import { botOf, viewFor } from "../../src/core/engine.ts";
import { PLATFORM_ERRORS } from "../../src/core/result.ts";
import { type Rng, rngFromSeed } from "../../src/core/rng.ts";
import { BEAM_STRUCTURES, BUILD_ITEMS, TECH_IDS } from "../../src/space-opera/content.ts";
import { OPERA_ERROR_CODES, OPERA_ERROR_TEXT } from "../../src/space-opera/errors.ts";
import {
  CELL_FIELDS,
  OPERA_EVENT_TYPES,
  type OperaEvent,
  SEAT_FIELDS,
} from "../../src/space-opera/events.ts";
import { pub } from "../../src/space-opera/helpers.ts";
import { spaceOpera } from "../../src/space-opera/index.ts";
import {
  CARGOS,
  type OperaMove,
  type OperaState,
  REACTION_TECHS,
  STRIKE_TARGETS,
} from "../../src/space-opera/types.ts";
import { at, duel } from "./fixture.ts";

/** A schema-valid move of any type, with fields drawn near the state's own numbers. */
function anyMove(s: OperaState, rng: Rng): OperaMove {
  const cell = () => rng.int(s.cards.length);
  const seat = () => rng.int(s.players);
  const ids = s.ships.map((x) => x.id);
  const ship = () => (ids.length > 0 && rng.int(4) > 0 ? rng.pick(ids) : 1 + rng.int(40));
  const tech = () => rng.pick(TECH_IDS);
  const amount = () => 1 + rng.int(10);
  const res = () => rng.pick(["energy", "ore"] as const);
  const bool = () => rng.int(2) === 0;
  const moves: (() => OperaMove)[] = [
    () => ({ type: "build", planet: cell(), item: rng.pick(BUILD_ITEMS) }),
    () => ({ type: "endTurn" }),
    () => ({ type: "research" }),
    () => ({ type: "pass" }),
    () => ({
      type: "convert",
      tech: rng.pick(["energyConverter", "matterConverter"] as const),
      planet: cell(),
      amount: amount(),
    }),
    () => ({ type: "bridge", from: cell(), to: cell(), resource: res(), amount: amount() }),
    () => ({
      type: "beam",
      from: cell(),
      to: cell(),
      resource: rng.pick(["energy", "ore", "meeple"] as const),
      amount: amount(),
    }),
    () => ({ type: "beamStructure", from: cell(), to: cell(), structure: rng.pick(BEAM_STRUCTURES) }),
    () => ({ type: "spy", target: seat() }),
    () => ({ type: "spyCopy", tech: tech() }),
    () => ({ type: "hack", target: seat(), tech: tech() }),
    () => ({ type: "load", ship: ship(), cargo: rng.pick(CARGOS) }),
    () => ({ type: "unload", ship: ship(), cargo: rng.pick(CARGOS) }),
    () => ({ type: "step", ship: ship(), to: cell(), hyper: bool() }),
    () => ({ type: "stop" }),
    () => ({ type: "stealth", ship: ship() }),
    () => ({ type: "emp", ship: ship(), cell: cell() }),
    () => ({ type: "telescope", cell: cell() }),
    () => ({ type: "wave", ship: ship(), cell: cell() }),
    () => ({ type: "explore", flip: bool() }),
    () => ({ type: "pickShip", ship: ship() }),
    () => ({ type: "react", tech: rng.int(4) === 0 ? null : rng.pick(REACTION_TECHS) }),
    () => ({ type: "attack", target: rng.pick(STRIKE_TARGETS), ship: rng.int(2) === 0 ? null : ship() }),
    () => ({ type: "discardTech", tech: tech() }),
    () => ({ type: "rogue", victim: seat(), resource: res() }),
    () => ({ type: "trade", victim: seat(), give: res(), takeEnergy: rng.int(3) }),
    () => ({ type: "offerTies", target: seat() }),
    () => ({ type: "answerTies", accept: bool() }),
    () => ({ type: "done" }),
    () => ({ type: "proposeEnd" }),
    () => ({ type: "answerEnd", accept: bool() }),
  ];
  return rng.pick(moves)();
}

describe("space-opera refusal codes", () => {
  it("every code refused in 300 seeded random games is listed, with an English text", () => {
    // The game's codes, and the platform's refusals of a finished game or a seat that may not act.
    const listed = new Set<string>([
      ...OPERA_ERROR_CODES,
      PLATFORM_ERRORS.GAME_OVER,
      PLATFORM_ERRORS.NOT_YOUR_TURN,
    ]);
    const seen = new Map<string, number>();
    const bot = botOf(spaceOpera, "default");
    for (let g = 0; g < 300; g++) {
      const players = 2 + (g % 3);
      const rng = rngFromSeed(`codes/${g}`);
      let s = spaceOpera.setup({
        players,
        seed: `codes/${g}`,
        options: spaceOpera.optionsSchema.parse({ roundLimit: 4 }),
      });
      // Techs in hand so that their refusals come up too.
      if (g % 2 === 0) for (let seat = 0; seat < players; seat++) s.hands[seat] = s.deck.splice(0, 3);
      for (let i = 0; i < 400 && spaceOpera.outcome(s) === null; i++) {
        const actor = spaceOpera.actors(s)[0]!;
        for (let k = 0; k < 4; k++) {
          const seat = k === 0 ? (actor + 1) % players : actor;
          const m = anyMove(s, rng);
          const r = spaceOpera.apply(s, seat, m);
          if (r.ok) continue;
          seen.set(r.error.code, (seen.get(r.error.code) ?? 0) + 1);
          expect(listed.has(r.error.code), `${r.error.code} (${JSON.stringify(m)})`).toBe(true);
          expect(r.error.message).not.toMatch(/\{\w+\}/); // every placeholder filled
        }
        const legal = spaceOpera.legalMoves(s, actor).filter((m) => m.type !== "surrender");
        const m =
          rng.int(2) === 0
            ? rng.pick(legal)
            : (bot.choose({
                seat: actor,
                view: viewFor(spaceOpera, s, actor),
                legal,
                rng,
                budgetMs: 200,
                now: () => 0,
              }) as OperaMove);
        const r = spaceOpera.apply(s, actor, m);
        if (!r.ok) throw new Error(`${m.type} refused: ${r.error.code}`);
        s = r.value.state;
      }
    }
    for (const code of OPERA_ERROR_CODES) expect(OPERA_ERROR_TEXT[code].length).toBeGreaterThan(10);
    // The run reaches most of the vocabulary, so the check bites.
    expect(seen.size).toBeGreaterThanOrEqual(40);
  });

  it("a refusal keeps its params, and its sentence is filled from them", () => {
    const s = at(duel({ energy: 1, ore: 2 }), "build");
    const r = spaceOpera.apply(s, 0, { type: "build", planet: 12, item: "bunker" });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual({
      code: "CANNOT_AFFORD",
      params: { energy: 2, ore: 3 },
      message: "That costs 2 energy and 3 ore from one planet's store, more than it holds.",
    });
    const t = spaceOpera.apply(s, 0, { type: "spy", target: 1 });
    expect(!t.ok && t.error).toMatchObject({
      code: "NO_SUCH_TECH",
      params: { tech: "spy" },
      message: "You do not hold Spy.",
    });
  });
});

describe("space-opera events", () => {
  it("emit helpers are typed: a wrong or missing field does not compile", () => {
    const ev: OperaEvent[] = [];
    pub(ev, "shipMoved", { seat: 0, ship: 1, from: 3, to: 4, hyper: false, spacesLeft: 1, energy: 0 });
    // @ts-expect-error a ship move names its cells `from`/`to`, not a seat
    pub(ev, "shipMoved", { seat: 0, ship: 1, fromSeat: 3, to: 4, hyper: false, spacesLeft: 1, energy: 0 });
    // @ts-expect-error a missing field
    pub(ev, "eliminated", { seat: 0 });
    // @ts-expect-error a private event cannot be sent to everyone
    pub(ev, "drewTech", { seat: 0, tech: "spy" });
    expect(ev).toHaveLength(4); // the calls run; only the types refuse them
  });

  it("in bot games every event is a listed type, seat fields hold seats and cell fields hold cells", () => {
    const types = new Set<string>(OPERA_EVENT_TYPES);
    const seen = new Set<string>();
    for (let g = 0; g < 24; g++) {
      const players = 2 + (g % 3);
      const rng = rngFromSeed(`events/${g}`);
      let s = spaceOpera.setup({
        players,
        seed: `events/${g}`,
        options: spaceOpera.optionsSchema.parse({ roundLimit: 12, respawn: g % 2 === 0 }),
      });
      for (let seat = 0; seat < players; seat++) s.hands[seat] = s.deck.splice(0, 3);
      const bot = botOf(spaceOpera, "default");
      for (let i = 0; i < 3000 && spaceOpera.outcome(s) === null; i++) {
        const seat = spaceOpera.actors(s)[0]!;
        const legal = spaceOpera.legalMoves(s, seat).filter((m) => m.type !== "surrender");
        const m =
          rng.int(4) === 0
            ? rng.pick(legal)
            : bot.choose({
                seat,
                view: viewFor(spaceOpera, s, seat),
                legal,
                rng,
                budgetMs: 200,
                now: () => 0,
              });
        const r = spaceOpera.apply(s, seat, m as OperaMove);
        if (!r.ok) throw new Error(r.error.code);
        for (const e of r.value.events) {
          seen.add(e.type);
          expect(types.has(e.type), e.type).toBe(true);
          const rec = e as unknown as Record<string, unknown>;
          for (const k of SEAT_FIELDS)
            if (k in rec && !(k === "owner" && rec[k] === null))
              expect(rec[k], `${e.type}.${k}`).toSatisfy(
                (x: unknown) => Number.isInteger(x) && (x as number) < players,
              );
          for (const k of CELL_FIELDS)
            if (k in rec)
              expect(rec[k], `${e.type}.${k}`).toSatisfy(
                (x: unknown) => Number.isInteger(x) && (x as number) >= 0 && (x as number) < s.cards.length,
              );
        }
        s = r.value.state;
      }
    }
    for (const t of [
      "shipMoved",
      "shipCombat",
      "shipCombatResult",
      "invasion",
      "colonized",
      "gameOver",
      "built",
    ])
      expect(seen).toContain(t);
  });
});
