/** The public view carries every number the screen shows; events carry what they name. */
import { describe, expect, it } from "vitest";
import { playGame } from "../../src/core/engine.ts";
import { rngFromSeed } from "../../src/core/rng.ts";
import type { AnyGameDef, Bot } from "../../src/core/types.ts";
import { GATE_TRACK } from "../../src/stellar-omega/content.ts";
import { stellarOmega } from "../../src/stellar-omega/index.ts";
import type { OmegaEvent, OmegaState } from "../../src/stellar-omega/types.ts";
import { publicView } from "../../src/stellar-omega/view.ts";
import { giveCards, inActions, newGame, ofType, placeUnits, play, playAll, settle } from "./helpers.ts";

describe("public view", () => {
  it("costs of every action, the action limit, units and placed cards per race", () => {
    const s = inActions(["aliens", "clones"]);
    s.races.aliens.used = { card: 2, crystal: 1, tile: 0 };
    s.races.aliens.padCrystals = 1;
    placeUnits(s, { aliens: [1, 0, 2] });
    s.deck.pile[1]!--;
    s.races.aliens.placedDown.push("clones");
    giveCards(s, "aliens", ["aliens"]);
    const v = publicView(s).races.aliens;
    expect(v.costs).toEqual({ card: 3, crystal: 2, tile: 1, decode: 1, attack: 1, gate: 1 });
    expect(v.maxActions).toBe(3);
    expect(v.units).toEqual([1, 0, 2]);
    expect(v.placed).toBe(1);
    // AT 6: every cost is paid, so every action shows as affordable
    expect(Object.values(v.canPay).every(Boolean)).toBe(true);
    expect(v.tilesOnPad).toBe(v.tilesAvail + v.tilesFlipped);
    const r = play(s, 0, { type: "crystal" });
    const t = publicView(r.state).turn!;
    expect(t).toMatchObject({ seat: 0, actions: 1, maxActions: 4, actionsLeft: 3 });
    expect(publicView(r.state).races.aliens.costs.crystal).toBe(3);
    s.races.aliens.at = 2;
    expect(publicView(s).races.aliens.canPay).toEqual({
      card: false,
      crystal: true,
      tile: true,
      decode: true,
      attack: true,
      gate: true,
    });
    expect(ofType(r.events, "action")[0]).toMatchObject({ seat: 0, cost: 2, atLeft: 4, played: 1 });
  });

  it("standings and leaders are the scoring's values and winners; the board's constants", () => {
    const s = inActions(["aliens", "clones"]);
    placeUnits(s, { aliens: [2, 0, 1], clones: [0, 2, 0], machines: [1, 0, 0] });
    s.deck.pile[0]!--;
    s.races.clones.placedUp.push("aliens");
    s.cosmic = ["machines", "mutants", "clones", "aliens"];
    const v = publicView(s);
    expect(v.standings.captain).toEqual({ aliens: 2, clones: 2, machines: 1, mutants: 0 });
    expect(v.standings.crew).toEqual({ aliens: 2, clones: 1, machines: 1, mutants: 0 });
    expect(v.standings.exploration).toEqual({ aliens: 0, clones: 1, machines: 0, mutants: 0 });
    // Captain tied 2-2: clones come first in this round's cosmic order
    expect(v.leaders).toEqual({ captain: "clones", crew: "aliens", exploration: "clones" });
    expect(v.gateTrack).toEqual([...GATE_TRACK]);
    expect(v.closedArea).toBe(s.gate);
    expect(v.openAreas).toEqual([0, 1, 2].filter((a) => a !== s.gate));
    // units in the closed sector can neither attack nor be attacked
    expect(v.races.aliens.openUnitAreas).toEqual([0, 2].filter((a) => a !== s.gate));
    expect(v.races.mutants.openUnitAreas).toEqual([]);
    expect(v.pouchSize).toBe(Object.values(v.pouch).reduce((a, b) => a + b, 0));
    expect(v.gateTotal).toBeNull();
    expect(v.spOrbit).toBe(5);
    // the scoring picks the same winners
    for (const r of ["aliens", "clones"] as const) s.races[r].at = 0;
    s.turn = null;
    s.phase = "scoring";
    s.scoreStep = 1;
    const ev = settle(s);
    expect(ofType(ev, "categoryScored")[0]).toMatchObject({
      category: "captain",
      winner: "clones",
      winnerSeat: 1,
      vp: 2,
      values: v.standings.captain,
    });
    const none = publicView(newGame(["aliens", "clones"]));
    expect(none.leaders).toEqual({ captain: null, crew: null, exploration: null });
  });
});

describe("events", () => {
  it("bidsRevealed: bids per race, the players' order and the round's cosmic order", () => {
    const s = newGame(["clones", "mutants", "aliens"]);
    const r = playAll(s, [
      [0, { type: "bid", tiles: 3 }],
      [1, { type: "bid", tiles: 2 }],
      [2, { type: "bid", tiles: 1 }],
    ]);
    expect(ofType(r.events, "bidsRevealed")[0]).toMatchObject({
      bids: { clones: 3, mutants: 2, aliens: 1 },
      order: ["clones", "mutants", "aliens"],
      cosmic: ["machines", "clones", "mutants", "aliens"],
    });
    expect(ofType(r.events, "bidPlaced").map((e) => e.seat)).toEqual([0, 1, 2]);
    expect(ofType(r.events, "turnStarted")[0]).toMatchObject({ seat: 0, race: "clones", round: 1, at: 6 });
  });

  it("crystals drawn are counted by colour; gate rolls carry their dice", () => {
    const s = inActions(["aliens", "clones"]);
    placeUnits(s, { aliens: [2, 0, 0], mutants: [0, 1, 0] });
    giveCards(s, "aliens", ["mutants"]);
    const a = play(s, 0, { type: "attack", target: "mutants" });
    const all: OmegaEvent[] = [...a.events];
    let st: OmegaState = a.state;
    while (st.pending?.kind === "attack" && st.pending.step === "roll") {
      const die = Math.min(...st.pending.dice);
      const x = play(st, 0, { type: "use", die });
      all.push(...x.events);
      st = x.state;
    }
    const drawn = ofType(all, "crystalsDrawn")[0]!;
    expect(drawn.seat).toBeNull();
    const counted = Object.values(drawn.byColour).reduce((t, n) => t + n, 0);
    expect(counted).toBe(drawn.drawn.length);
    expect(ofType(all, "attackDeclared")[0]).toMatchObject({ seat: 0, target: "mutants", targetSeat: null });

    const g = play(inActions(["aliens", "clones"]), 0, { type: "gate" });
    const roll = ofType(g.events, "diceRolled")[0]!;
    expect(roll).toMatchObject({ for: "gate", seat: 0, needAbove: 6 });
    expect(roll.dice).toHaveLength(3);
    const pending = publicView(g.state);
    if (pending.pending?.kind === "gate")
      expect(pending.gateTotal).toBe(roll.dice.reduce((a, b) => a + b, 0));
    for (const e of ofType(g.events, "gateControl")) expect(e.dice).toEqual(roll.dice);
  });

  it("gameOver gives the final breakdown: categories, omega moves, tokens, conversion, ranks", () => {
    const bot = stellarOmega.bots.default as Bot<unknown, unknown, unknown>;
    const def = stellarOmega as AnyGameDef;
    const g = playGame(def, { players: 3, seed: "final", bots: [bot, bot, bot], rng: rngFromSeed("f") });
    expect(g.error).toBeNull();
    // replay the moves to collect the last events
    let s = stellarOmega.setup({ players: 3, seed: "final", options: {} });
    let last: OmegaEvent[] = [];
    for (const m of g.moves) {
      const r = stellarOmega.apply(s, m.seat, m.move as never);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
      last = r.value.events;
    }
    const over = ofType(last, "gameOver")[0]!;
    const f = s.final!;
    expect(over.seatRace).toEqual(s.seatRace);
    expect(over.ranks).toEqual(g.outcome!.ranks);
    for (let seat = 0; seat < 3; seat++) {
      const cats = over.categories[seat]!;
      expect(over.vp[seat]).toBe(cats.captain + cats.crew + cats.exploration + over.tokenVp[seat]!);
      expect(over.tokenVp[seat]).toBe(over.tokens[seat]!.reduce((a, b) => a + b, 0));
      for (const d of Object.values(over.omega[seat]!)) expect([-1, 0, 1]).toContain(d);
    }
    expect(publicView(s).final).toEqual(f);
    expect(publicView(s).finalRanks).toEqual(over.ranks);
    expect(publicView(s).finalOmega).toEqual(over.omega.map((o) => o.captain + o.crew + o.exploration));
    expect(over.conversion).toEqual(f.conversion);
  });
});
