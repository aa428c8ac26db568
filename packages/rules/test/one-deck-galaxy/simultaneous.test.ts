/**
 * The Action phase is simultaneous (rulebook p.21) and a wide box's dice are placed together
 * (p.32); anyone still acting may take them back. On the server every actor's bot moves as soon
 * as it may: a player whose only move was to take back the partner's dice did so at once (a bot
 * undid a human partner's half-filled box at once, and two bots undid each other's for 5,800
 * moves in `pnpm bench`). Such a player now waits for the box instead.
 */
import { describe, expect, it } from "vitest";
import { act, g, legal, newGame, withPool, withZoneCard } from "./helpers.ts";

describe("a wide box being filled, in a simultaneous Action phase (p.21, p.32)", () => {
  it("a player with no die that fits it and none on it waits; the opener and a helper act", () => {
    const two = newGame({ players: 2 });
    let s = withPool(withPool(withZoneCard(two, 0, 1), 0, ["p3", "p2"]), 1, ["b2"]);
    s = act(s, 0, { type: "place", die: "p3", to: "g1.1.0" });
    expect(g.publicView(s).openBox).toMatchObject({ key: "g1.1.0", stuck: false });
    // seat 1's blue 2 cannot go on this purple box: it is not asked to act (its only move was cancel)
    expect(g.actors(s)).toEqual([0]);
    expect(legal(s, 1)).toEqual([]);
    expect(legal(s, 0)).toContainEqual({ type: "cancel" });
    // with a die that fits, seat 1 may help (or cancel)
    let t = withPool(withPool(withZoneCard(two, 0, 1), 0, ["p3", "y4"]), 1, ["p5"]);
    t = act(t, 0, { type: "place", die: "p3", to: "g1.1.0" });
    expect(g.actors(t)).toEqual([0, 1]);
  });

  it("when nobody can add a die the box is stuck and every player still acting may cancel it", () => {
    const two = newGame({ players: 2 });
    let s = withPool(withPool(withZoneCard(two, 0, 1), 0, ["p3"]), 1, ["b2"]);
    s = act(s, 0, { type: "place", die: "p3", to: "g1.1.0" });
    expect(g.publicView(s).openBox).toMatchObject({ key: "g1.1.0", stuck: true });
    expect(g.actors(s)).toEqual([0, 1]);
    expect(legal(s, 1)).toEqual([{ type: "cancel" }]);
  });
});
