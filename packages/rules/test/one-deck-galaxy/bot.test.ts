/** The partner bot: legal, deterministic, view-only, fast, and clearly better than random play. */
import { describe, expect, it } from "vitest";
import { botOf, playGame, viewFor } from "../../src/core/engine.ts";
import { rngFromSeed } from "../../src/core/rng.ts";
import { stateFromView } from "../../src/one-deck-galaxy/bot.ts";
import { oneDeckGalaxy as g } from "../../src/one-deck-galaxy/index.ts";
import { newGame, withPool } from "./helpers.ts";

function play(kind: string, players: number, seed: string, adversary: string) {
  return playGame(g, {
    players,
    seed,
    options: { adversary },
    bots: Array.from({ length: players }, () => botOf(g, kind)),
    rng: rngFromSeed(`bots:${seed}`),
    now: () => Date.now(),
  });
}

describe("one-deck-galaxy partner bot", () => {
  it("wins clearly more often than random play against the easiest adversary", () => {
    let bot = 0;
    let random = 0;
    const times: number[] = [];
    for (let i = 0; i < 24; i++) {
      const b = play("default", 1, `bt/${i}`, "neeble");
      expect(b.error).toBeNull();
      if (b.outcome?.cooperative?.won) bot++;
      times.push(...b.decisionMs);
      const r = play("random", 1, `bt/${i}`, "neeble");
      expect(r.error).toBeNull();
      if (r.outcome?.cooperative?.won) random++;
    }
    expect(bot).toBeGreaterThanOrEqual(18);
    expect(random).toBeLessThanOrEqual(1);
    times.sort((a, b) => a - b);
    expect(times[times.length >> 1]).toBeLessThan(200);
  });

  it("plays both seats of a 2-player game to the end", () => {
    for (let i = 0; i < 6; i++) {
      const r = play("default", 2, `bt2/${i}`, "authority");
      expect(r.error).toBeNull();
      expect(r.outcome?.cooperative).toBeDefined();
    }
  });

  it("is deterministic for a given seed", () => {
    const a = play("default", 1, "det", "choir");
    const b = play("default", 1, "det", "choir");
    expect(b.moves).toEqual(a.moves);
  });

  it("rebuilds the table from the public view only (no deck, no face-down cards)", () => {
    const s = withPool(newGame(), 0, ["y4", "p3"]);
    const rebuilt = stateFromView(viewFor(g, s, 0).public);
    expect(rebuilt.deck).toEqual([]);
    expect(rebuilt.seats[0]!.pool).toEqual(s.seats[0]!.pool);
    expect(rebuilt.zone.map((z) => z.infl.n)).toEqual(s.zone.map((z) => z.infl.n));
    expect(g.legalMoves(rebuilt, 0)).toEqual(g.legalMoves(s, 0));
  });

  it("takes the Confrontation row when its dice allow it", () => {
    // Neeble 'Send Envoy' row 1: [B5 B4 G4]; no Tech disc left to spend first.
    const s = structuredClone(withPool(newGame(), 0, ["b5", "b4", "y4"]));
    s.supply.techDiscs += s.seats[0]!.discs;
    s.seats[0]!.discs = 0;
    const m = g.bots.default!.choose({
      seat: 0,
      view: viewFor(g, s, 0),
      legal: g.legalMoves(s, 0),
      rng: rngFromSeed("x"),
      budgetMs: 200,
      now: () => 0,
    });
    expect(m).toMatchObject({ type: "place", to: expect.stringMatching(/^c\./) });
  });
});
