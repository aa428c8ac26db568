/**
 * The conformance checks of the kit, on games that reach the late game: seats play the default bot
 * (with some random moves mixed in), so exoplanets close, gates move, Hawking fills and the government
 * grows. At every step: the chosen (and on some steps every) listed move applies without touching its
 * input, junk is refused, figures are conserved; views depend on nothing hidden; replays are identical.
 */
import { describe, expect, it } from "vitest";
import { canonicalJson, stateHash } from "../../src/core/canonical.ts";
import { applyChecked, viewFor } from "../../src/core/engine.ts";
import { replayMoves } from "../../src/core/replay.ts";
import { rngFromSeed } from "../../src/core/rng.ts";
import { makeJunk, notPlainJson } from "../../src/kit/conformance.ts";
import { invariantProblem } from "../../src/space-gate-odyssey/invariant.ts";
import type { SgoEvent, SgoMove, SgoState } from "../../src/space-gate-odyssey/types.ts";
import { game } from "./fixtures.ts";

function playChecked(
  players: number,
  seed: string,
  options: Record<string, unknown>,
  seen: Set<string>,
): void {
  const opts = game.optionsSchema.parse(options);
  let s: SgoState = game.setup({ players, seed, options: opts });
  const rng = rngFromSeed(`late:${seed}`);
  const moves: { seat: number; move: unknown }[] = [];
  for (let step = 0; game.outcome(s) === null; step++) {
    expect(step).toBeLessThan(20_000);
    const seat = game.actors(s)[0]!;
    const legal = game.legalMoves(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const before = canonicalJson(s);
    const toTry = step % 7 === 0 ? legal : [];
    for (const m of toTry) {
      const r = applyChecked(game, s, seat, JSON.parse(JSON.stringify(m)));
      if (!r.ok) throw new Error(`listed move ${JSON.stringify(m)} refused: ${r.error.code}`);
    }
    const keys = new Set(legal.map((m) => canonicalJson(m)));
    for (let j = 0; j < 2; j++) {
      const junk = makeJunk(rng, rng.pick(legal));
      const parsed = game.moveSchema.safeParse(junk);
      const r = applyChecked(game, s, seat, junk);
      if (r.ok && !(parsed.success && keys.has(canonicalJson(parsed.data)))) {
        throw new Error(`junk accepted: ${JSON.stringify(junk)}`);
      }
    }
    if (step % 11 === 0) {
      const views = [0, 1].map((v) => canonicalJson(viewFor(game, s, v)));
      expect(notPlainJson(viewFor(game, s, 0))).toBeNull();
      const s2 = game.test.perturbHidden(s, "world", rng);
      expect([0, 1].map((v) => canonicalJson(viewFor(game, s2, v)))).toEqual(views);
      expect(canonicalJson(game.legalMoves(s2, seat))).toBe(canonicalJson(legal));
    }
    expect(canonicalJson(s)).toBe(before);
    const move: SgoMove =
      rng.int(5) === 0
        ? rng.pick(legal)
        : game.bots.default!.choose({
            seat,
            view: viewFor(game, s, seat),
            legal,
            rng,
            budgetMs: 200,
            now: () => 0,
          });
    const r = game.apply(s, seat, move);
    if (!r.ok) throw new Error(`bot move refused: ${r.error.code}`);
    for (const e of r.value.events as SgoEvent[]) {
      seen.add(e.type);
      if (e.type === "gateMoved") seen.add(e.to === "hawking" ? "gate to Hawking" : "gate to second wave");
    }
    if (move.type === "govern" || move.type === "moveGate" || move.type === "swap")
      seen.add(`decision ${move.type}`);
    s = r.value.state;
    expect(invariantProblem(s)).toBeNull();
    moves.push({ seat, move });
  }
  const again = replayMoves(game, { players, seed, options: opts }, moves);
  expect(again.failure).toBeNull();
  expect(stateHash(again.state)).toBe(stateHash(s));
}

describe("late-game conformance (bot-driven games)", () => {
  it("2, 3 and 4 players, full and short games: every rule of the late game is exercised", () => {
    const seen = new Set<string>();
    playChecked(2, "late-2a", { maxRounds: 40 }, seen);
    playChecked(2, "late-2b", { short: true, maxRounds: 40 }, seen);
    playChecked(3, "late-3", { maxRounds: 30 }, seen);
    playChecked(4, "late-4", { maxRounds: 24 }, seen);
    for (const kind of [
      "planetClosed",
      "gate to Hawking",
      "gate to second wave",
      "hawkingReached",
      "governmentAdded",
      "predominanceSwapped",
      "settlersReturned",
      "bonusGained",
      "finalScoring",
    ]) {
      expect(seen, kind).toContain(kind);
    }
  }, 300_000);
});
