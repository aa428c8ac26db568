/**
 * Refusals speak a closed vocabulary: every code the engine answers, over the whole move space
 * tried against states of 300 random seeded games, is one of OMEGA_ERROR_CODES, each with its rule in
 * an English sentence (placeholders filled from the params), or one of the platform's two refusals
 * (a finished game, a seat that may not act), which defineGame answers before the game's explain.
 */
import { describe, expect, it } from "vitest";
import { PLATFORM_ERRORS } from "../../src/core/result.ts";
import { rngFromSeed } from "../../src/core/rng.ts";
import { RACES } from "../../src/stellar-omega/content.ts";
import { OMEGA_ERROR_CODES, OMEGA_ERROR_TEXT } from "../../src/stellar-omega/errors.ts";
import { stellarOmega } from "../../src/stellar-omega/index.ts";
import { actors, legalMoves } from "../../src/stellar-omega/legal.ts";
import { setup } from "../../src/stellar-omega/setup.ts";
import { moveSchema, type OmegaMove, type OmegaState } from "../../src/stellar-omega/types.ts";
import { expectRefused, inActions } from "./helpers.ts";

const areas = [null, -1, 0, 1, 2, 3];
/** Codes random play may miss (checked on built states). */
const RARE: string[] = ["NO_TILES", "NO_ACTIONS_LEFT"];
/** Answered by the platform (defineGame), not in the game's vocabulary. */
const PLATFORM: string[] = [PLATFORM_ERRORS.GAME_OVER, PLATFORM_ERRORS.NOT_YOUR_TURN];
const ints = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** Every move of the wire schema, with values around and beyond the legal ones. */
const SPACE: OmegaMove[] = [
  ...RACES.map((race) => ({ type: "race", race }) as const),
  ...ints(-1, 9).map((tiles) => ({ type: "bid", tiles }) as const),
  ...(["card", "crystal", "decode", "gate", "end", "stop", "draw", "decline"] as const).map((type) => ({
    type,
  })),
  ...areas.map((area) => ({ type: "tile", area }) as const),
  ...RACES.map((target) => ({ type: "attack", target }) as const),
  ...RACES.map((card) => ({ type: "change", card }) as const),
  ...RACES.flatMap((card) => areas.map((area) => ({ type: "npr", card, area }) as const)),
  ...ints(0, 7).flatMap((die) => [{ type: "reroll", die } as const, { type: "use", die } as const]),
  ...ints(-1, 3).flatMap((area) => [{ type: "target", area } as const, { type: "levelUp", area } as const]),
  ...areas.map((to) => ({ type: "moveGate", to }) as const),
  ...areas.map((area) => ({ type: "damage", area }) as const),
];

describe("stellar_omega refusals", () => {
  it("the move space covers every move type of the schema", () => {
    const types = new Set(SPACE.map((m) => m.type));
    const schemaTypes = moveSchema.options.map((o) => o.shape.type.value);
    expect([...types].sort()).toEqual([...schemaTypes].sort());
    for (const m of SPACE) expect(moveSchema.safeParse(m).success, JSON.stringify(m)).toBe(true);
  });

  it("every code answered in 300 random games is listed, with its sentence and no unfilled placeholder", {
    timeout: 180_000,
  }, () => {
    const listed = new Set<string>([...OMEGA_ERROR_CODES, ...PLATFORM]);
    const seen = new Map<string, number>();
    const rng = rngFromSeed("refusals");
    for (let g = 0; g < 300; g++) {
      const players = 2 + (g % 3);
      let s: OmegaState = setup({ players, seed: `refusal/${g}` });
      for (let step = 0; step < 2000 && s.phase !== "over"; step++) {
        const seat = actors(s)[0]!;
        // every 7th state (and the first ones): the whole space for the actor and another seat
        if (step % 7 === 0 || step < 5) {
          for (const who of [seat, (seat + 1 + rng.int(players - 1)) % players]) {
            const legal = new Set(legalMoves(s, who).map((m) => JSON.stringify(m)));
            for (const m of SPACE) {
              const r = stellarOmega.apply(s, who, m);
              if (r.ok) {
                expect(legal.has(JSON.stringify(m)), JSON.stringify(m)).toBe(true);
                continue;
              }
              expect(listed.has(r.error.code), r.error.code).toBe(true);
              expect(r.error.message, r.error.code).not.toMatch(/[{}]/);
              seen.set(r.error.code, (seen.get(r.error.code) ?? 0) + 1);
            }
          }
        }
        const moves = legalMoves(s, seat);
        const r = stellarOmega.apply(s, seat, rng.pick(moves));
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
      // the game over answers too
      const over = stellarOmega.apply(s, 0, { type: "card" });
      if (!over.ok) seen.set(over.error.code, (seen.get(over.error.code) ?? 0) + 1);
    }
    // random play almost never leaves a player without tiles, and a turn ends by itself at its
    // action limit: those two codes are checked on built states below
    expect(OMEGA_ERROR_CODES.filter((c) => !seen.has(c) && !RARE.includes(c))).toEqual([]);
    expect(PLATFORM.filter((c) => !seen.has(c))).toEqual([]);
  });

  it("the rare codes: no tile on the pad; an action beyond the turn's limit", () => {
    const s = inActions(["aliens", "clones"]);
    s.races.aliens.tilesAvail = 0;
    expectRefused(s, 0, { type: "tile", area: 0 }, "NO_TILES");
    const t = inActions(["aliens", "clones"]);
    t.turn = { seat: 0, actions: 1, changed: false };
    expectRefused(t, 0, { type: "card" }, "NO_ACTIONS_LEFT");
    expect(stellarOmega.apply(t, 0, { type: "card" })).toMatchObject({
      ok: false,
      error: { params: { max: 1 } },
    });
  });

  it("each listed code has an English sentence", () => {
    expect(new Set(OMEGA_ERROR_CODES).size).toBe(OMEGA_ERROR_CODES.length);
    for (const code of PLATFORM) expect(OMEGA_ERROR_CODES as readonly string[]).not.toContain(code);
    expect(Object.keys(OMEGA_ERROR_TEXT).sort()).toEqual([...OMEGA_ERROR_CODES].sort());
    for (const code of OMEGA_ERROR_CODES) expect(OMEGA_ERROR_TEXT[code], code).toMatch(/^[A-Z].{10,}\.$/);
  });
});
