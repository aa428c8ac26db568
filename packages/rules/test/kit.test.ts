import { describe, expect, it } from "vitest";
import { fail, ok } from "../src/core/result.ts";
import type { GameDef } from "../src/core/types.ts";
import { runConformance } from "../src/kit/conformance.ts";
import { type StonesMove, type StonesState, stones } from "./fixtures/stones.ts";

type Stones = typeof stones;
const variant = (patch: Partial<Stones>): Stones => ({ ...stones, ...patch });
const run = (def: GameDef<StonesState, StonesMove, unknown, unknown, unknown>, games = 20) =>
  runConformance(def as Stones, { players: 3, games, seed: "kit" });

describe("conformance kit", () => {
  it("passes a correct game at 2, 3 and 4 players", () => {
    for (const players of [2, 3, 4]) {
      const r = runConformance(stones, { players, games: 200, seed: "ok" });
      expect(r.failures).toEqual([]);
      expect(r.completed).toBe(200);
      expect(r.avgSteps).toBeGreaterThan(3);
    }
  });

  it("catches a public view that shows the hands", () => {
    const leaky = variant({
      publicView: (s) => ({ ...stones.publicView(s), handSizes: s.hands.map((h) => h[0]!) }),
    });
    expect(run(leaky).failures[0]).toMatch(/leak/);
  });

  it("catches a private view that shows another seat's hand", () => {
    const leaky = variant({ privateView: (s, seat) => ({ hand: s.hands[(seat + 1) % s.players]! }) });
    expect(run(leaky).failures[0]).toMatch(/leak/);
  });

  it("catches a view that shows the deck order", () => {
    const leaky = variant({ publicView: (s) => ({ ...stones.publicView(s), deckSize: s.deck[0] ?? -1 }) });
    expect(run(leaky).failures[0]).toMatch(/view of spectator changes with what only world/);
  });

  it("catches apply accepting a move that is not listed", () => {
    const lax = variant({
      apply: (s, seat, m) =>
        m.type === "play" && s.hands[seat]![m.card] === undefined
          ? ok({ state: s, events: [] })
          : stones.apply(s, seat, m),
    });
    expect(run(lax).failures[0]).toMatch(/was accepted/);
  });

  it("catches a listed move that apply refuses", () => {
    const strict = variant({
      apply: (s, seat, m) =>
        m.type === "take1" && s.pile > 5 ? fail("NOPE", "no") : stones.apply(s, seat, m),
    });
    expect(run(strict).failures[0]).toMatch(/listed move .* refused/);
  });

  it("catches apply mutating its input", () => {
    const mutating = variant({
      apply: (s, seat, m) => {
        const r = stones.apply(s, seat, m);
        if (!r.ok) s.pile += 0.5;
        return r;
      },
    });
    expect(run(mutating).failures[0]).toMatch(/mutated in place/);
  });

  it("catches randomness that does not live in the state", () => {
    let counter = 0;
    const impure = variant({ setup: (p) => ({ ...stones.setup(p), pile: 10 + (counter++ % 7) }) });
    expect(run(impure).failures[0]).toMatch(/replaying the same seed/);
  });

  it("catches a game that never ends", () => {
    const endless = variant({
      apply: (s, seat, m) => {
        const r = stones.apply(s, seat, m);
        if (r.ok && r.value.state.winner !== null) {
          Object.assign(r.value.state, { winner: null, pile: 5, turn: (seat + 1) % s.players });
        }
        return r;
      },
    });
    expect(runConformance(endless, { players: 2, games: 1, seed: "x", maxSteps: 500 }).failures[0]).toMatch(
      /no outcome after 500 moves/,
    );
  });

  it("catches a view that is not plain JSON", () => {
    const odd = variant({ publicView: (s) => ({ ...stones.publicView(s), deckSize: Number.NaN }) });
    expect(run(odd).failures[0]).toMatch(/not plain JSON/);
  });

  it("catches a seat that is not an actor being offered moves", () => {
    const chatty = variant({ legalMoves: (s, seat) => stones.legalMoves({ ...s, turn: seat }, seat) });
    expect(run(chatty).failures[0]).toMatch(/not an actor but has legal moves/);
  });

  it("catches a broken invariant", () => {
    const broken = variant({
      test: { ...stones.test, invariant: (s) => (s.pile < 5 ? "pile below 5" : null) },
    });
    expect(run(broken).failures[0]).toMatch(/invariant broken: pile below 5/);
  });
});
