/** Platform conformance for Space Opera, plus a fight-heavy stress run that the random kit rarely reaches. */
import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../src/core/canonical.ts";
import { viewFor } from "../../src/core/engine.ts";
import { rngFromSeed } from "../../src/core/rng.ts";
import { SPECTATOR, type Viewer } from "../../src/core/types.ts";
import { runConformance } from "../../src/kit/conformance.ts";
import { spaceOpera } from "../../src/space-opera/index.ts";
import type { OperaState } from "../../src/space-opera/types.ts";

// Most games are one or two rounds (setup, building, first flights); every fourth runs six rounds
// with re-spawn on, so fights, markers and eliminations happen too.
const OPTIONS = [{ roundLimit: 1 }, { roundLimit: 2 }, { roundLimit: 1 }, { roundLimit: 6, respawn: true }];

/**
 * The kit plays random legal moves: a random surrender or end proposal on any turn would cut most
 * games short, so they stay listed only in the last round of each (round-limited) game.
 */
const kitDef: typeof spaceOpera = {
  ...spaceOpera,
  legalMoves: (s, seat) => {
    const all = spaceOpera.legalMoves(s, seat);
    return s.round === s.roundLimit
      ? all
      : all.filter((m) => m.type !== "surrender" && m.type !== "proposeEnd");
  },
};

describe("space-opera conformance (kit)", () => {
  for (const players of [2, 3, 4]) {
    it(`1000 seeded random games at ${players} players`, () => {
      const r = runConformance(kitDef, {
        players,
        games: 1000,
        seed: `so-${players}`,
        options: OPTIONS,
        deepEvery: 60,
        junkPerStep: 1,
      });
      expect(r.failures).toEqual([]);
      expect(r.completed).toBe(1000);
    });
  }
});

/** The kit's non-interference check, run on positions reached by bots. */
function checkHidden(s: OperaState, seed: string): void {
  const rng = rngFromSeed(seed);
  const seats = Array.from({ length: s.players }, (_, i) => i);
  const viewers: Viewer[] = [SPECTATOR, ...seats];
  const views = new Map(viewers.map((v) => [v, canonicalJson(viewFor(spaceOpera, s, v))]));
  const legal = new Map(seats.map((x) => [x, canonicalJson(spaceOpera.legalMoves(s, x))]));
  for (const owner of ["world" as const, ...seats]) {
    const t = spaceOpera.test.perturbHidden(s, owner, rng);
    for (const v of viewers) {
      if (v === owner) continue;
      expect(canonicalJson(viewFor(spaceOpera, t, v)), `view of ${v} vs secrets of ${owner}`).toBe(
        views.get(v),
      );
      if (v !== SPECTATOR)
        expect(canonicalJson(spaceOpera.legalMoves(t, v)), `moves of ${v} vs ${owner}`).toBe(legal.get(v));
    }
  }
}

describe("space-opera stress: bots with techs in hand", () => {
  it("every listed move applies, views never depend on others' secrets, invariants hold", () => {
    const bot = spaceOpera.bots.default!;
    let steps = 0;
    const seen = new Set<string>();
    for (let g = 0; g < 12; g++) {
      const players = 2 + (g % 3);
      const rng = rngFromSeed(`stress/${g}`);
      let s = spaceOpera.setup({
        players,
        seed: `stress/${g}`,
        options: spaceOpera.optionsSchema.parse({ roundLimit: 8, respawn: g % 2 === 0 }),
      });
      // Deal three techs to every seat so that reactions and tech actions come up.
      for (let seat = 0; seat < players; seat++) s.hands[seat] = s.deck.splice(0, 3);
      for (let i = 0; i < 3000 && spaceOpera.outcome(s) === null; i++) {
        const seat = spaceOpera.actors(s)[0]!;
        const all = spaceOpera.legalMoves(s, seat);
        expect(all.length).toBeGreaterThan(0);
        // Random surrenders would end the run before the fights it is meant to reach.
        const legal = all.filter((m) => m.type !== "surrender");
        if (i % 11 === 0) {
          for (const m of all) expect(spaceOpera.apply(s, seat, m).ok).toBe(true);
          checkHidden(s, `h/${g}/${i}`);
        }
        const m =
          rng.int(3) === 0
            ? rng.pick(legal)
            : bot.choose({
                seat,
                view: viewFor(spaceOpera, s, seat),
                legal,
                rng,
                budgetMs: 200,
                now: () => 0,
              });
        const r = spaceOpera.apply(s, seat, m);
        if (!r.ok) throw new Error(`${m.type} refused: ${r.error.message}`);
        for (const e of r.value.events) seen.add(e.type === "techUsed" ? `tech:${String(e.tech)}` : e.type);
        s = r.value.state;
        expect(spaceOpera.test.invariant?.(s) ?? null).toBeNull();
        steps++;
      }
      expect(spaceOpera.outcome(s)).not.toBeNull();
    }
    expect(steps).toBeGreaterThan(1000);
    // The run reaches the fights it is meant to check.
    for (const t of ["shipCombat", "invasion", "colonized", "flipped", "missileStrike"])
      expect(seen).toContain(t);
  });
});
