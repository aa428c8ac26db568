/** Requirements of each action, NPR mode, reset and the end of the game (stellar_omega rulebook). */
import { describe, expect, it } from "vitest";
import { stellarOmega } from "../../src/stellar-omega/index.ts";
import { actors, legalMoves } from "../../src/stellar-omega/legal.ts";
import { actionCost, pouchCount } from "../../src/stellar-omega/queries.ts";
import { publicView } from "../../src/stellar-omega/view.ts";
import {
  expectRefused,
  giveCards,
  inActions,
  newGame,
  ofType,
  placeUnits,
  play,
  playAll,
  settle,
  withLuck,
} from "./helpers.ts";

describe("setup", () => {
  it("rounds by players: 2/8, 3/6, 4/4", () => {
    expect(newGame(["aliens", "clones"]).rounds).toBe(8);
    expect(newGame(["aliens", "clones", "mutants"]).rounds).toBe(6);
    expect(newGame(["aliens", "clones", "machines", "mutants"]).rounds).toBe(4);
  });

  it("the first player is drawn from the seed (same seed, same seat); they choose a race first and hold the marker", () => {
    const firsts = (players: number) =>
      Array.from(
        { length: 400 },
        (_, i) => stellarOmega.setup({ players, seed: `f${i}`, options: {} }).firstPlayer,
      );
    for (const players of [2, 3, 4]) {
      const counts = Array.from(
        { length: players },
        (_, seat) => firsts(players).filter((f) => f === seat).length,
      );
      // every seat is drawn, none far from its share (400 / players)
      for (const c of counts) expect(Math.abs(c - 400 / players)).toBeLessThan(60);
    }
    const a = stellarOmega.setup({ players: 3, seed: "same", options: {} });
    expect(stellarOmega.setup({ players: 3, seed: "same", options: {} })).toEqual(a);
    expect(actors(a)).toEqual([a.firstPlayer]);
    expect(publicView(a).firstPlayer).toBe(a.firstPlayer);
    const other = (a.firstPlayer + 1) % 3;
    expectRefused(a, other, { type: "race", race: "aliens" }, "NOT_YOUR_TURN");
    // the first choice tells the draw, before the race
    const r = play(a, a.firstPlayer, { type: "race", race: "clones" });
    expect(r.events.slice(0, 2).map((e) => e.type)).toEqual(["firstPlayerDrawn", "raceChosen"]);
    expect(ofType(r.events, "firstPlayerDrawn")[0]).toMatchObject({ seat: a.firstPlayer, visibleTo: "all" });
    expect(r.state.firstPlayer).toBe(a.firstPlayer);
  });

  it("the draft goes clockwise from the first player; with 4 players the last seat gets the last race", () => {
    const s = stellarOmega.setup({ players: 4, seed: "x", options: {} });
    s.firstPlayer = 2;
    s.nextSeat = 2;
    const r = playAll(s, [
      [2, { type: "race", race: "mutants" }],
      [3, { type: "race", race: "aliens" }],
      [0, { type: "race", race: "machines" }],
    ]);
    expect(r.state.seatRace).toEqual(["machines", "clones", "mutants", "aliens"]);
    expect(ofType(r.events, "raceChosen").at(-1)).toMatchObject({ seat: 1, race: "clones", assigned: true });
    expect(ofType(r.events, "racesSet")[0]).toMatchObject({ firstPlayer: 2, npr: [] });
    expect(r.state.phase).toBe("bid");
    // phase B starts with the first player, whatever the cosmic order
    const b = playAll(r.state, [
      [0, { type: "bid", tiles: 1 }],
      [1, { type: "bid", tiles: 0 }],
      [2, { type: "bid", tiles: 0 }],
      [3, { type: "bid", tiles: 0 }],
    ]);
    expect(actors(b.state)).toEqual([2]);
    expect(ofType(b.events, "turnStarted")[0]).toMatchObject({
      seat: 2,
      race: "mutants",
      maxActions: 1,
      at: 6,
    });
  });

  it("a race already chosen cannot be chosen again", () => {
    const s0 = stellarOmega.setup({ players: 3, seed: "x", options: {} });
    const first = s0.firstPlayer;
    const s = play(s0, first, { type: "race", race: "clones" }).state;
    expectRefused(s, (first + 1) % 3, { type: "race", race: "clones" }, "RACE_TAKEN");
  });

  it("the Machines' extra permanent crystal is in the pouch only when a player plays them", () => {
    const played = newGame(["machines", "clones"]);
    expect(pouchCount(played, "machines")).toBe(2);
    expect(pouchCount(played, "clones")).toBe(1);
    const npr = newGame(["aliens", "clones", "mutants"]);
    expect(publicView(npr).races.machines.npr).toBe(true);
    expect(pouchCount(npr, "machines")).toBe(1);
  });
});

describe("phase A with non-player races", () => {
  it("3 players: 2 SP and 1 SP by rank; NPRs come first in the tie-break order", () => {
    let s = newGame(["clones", "mutants", "aliens"]);
    s = playAll(s, [
      [0, { type: "bid", tiles: 3 }],
      [1, { type: "bid", tiles: 2 }],
      [2, { type: "bid", tiles: 1 }],
    ]).state;
    expect([s.races.clones.sp, s.races.mutants.sp, s.races.aliens.sp]).toEqual([2, 1, 0]);
    expect(s.cosmic).toEqual(["machines", "clones", "mutants", "aliens"]);
  });

  it("2 players: the best bidder gains 1 SP", () => {
    let s = newGame(["machines", "mutants"]);
    s = playAll(s, [
      [0, { type: "bid", tiles: 1 }],
      [1, { type: "bid", tiles: 2 }],
    ]).state;
    expect([s.races.mutants.sp, s.races.machines.sp]).toEqual([1, 0]);
    expect(s.cosmic.slice(0, 2).sort()).toEqual(["aliens", "clones"]);
  });

  it("a bid is at most the available tiles", () => {
    const s = newGame(["machines", "mutants"]);
    expectRefused(s, 0, { type: "bid", tiles: 9 }, "BID_OUT_OF_RANGE");
    expectRefused(s, 0, { type: "card" }, "BID_FIRST");
  });
});

describe("phase B actions", () => {
  it("CARD, CRYSTAL, TILE cost +1 AT each repeat in the round; DECODE/ATTACK/GATE always 1", () => {
    const s = inActions(["aliens", "clones"]);
    const rs = s.races.aliens;
    rs.used = { card: 2, crystal: 1, tile: 0 };
    expect(actionCost(rs, "card")).toBe(3);
    expect(actionCost(rs, "crystal")).toBe(2);
    expect(actionCost(rs, "tile")).toBe(1);
    expect(actionCost(rs, "gate")).toBe(1);
    rs.at = 2;
    expectRefused(s, 0, { type: "card" }, "NOT_ENOUGH_AT");
  });

  it("at most 1 + missing crystals actions per turn; at least one before ending", () => {
    const s = inActions(["aliens", "clones"]);
    expectRefused(s, 0, { type: "end" }, "MUST_PLAY_ONE_ACTION");
    s.races.aliens.padCrystals = 1;
    const r = playAll(s, [
      [0, { type: "card" }],
      [0, { type: "card" }],
    ]);
    expect(r.state.turn?.seat).toBe(0);
    const ended = play(r.state, 0, { type: "end" });
    expect(ended.state.turn?.seat).toBe(1);
  });

  it("hand limit 3: an extra card gives 1 SP", () => {
    const s = inActions(["aliens", "clones"]);
    giveCards(s, "aliens", ["clones", "clones", "clones"]);
    const r = play(s, 0, { type: "card" });
    expect(r.state.races.aliens.hand).toHaveLength(3);
    expect(r.state.races.aliens.sp).toBe(1);
  });

  it("change a card by flipping an available tile, once per turn; the old card goes under the deck", () => {
    const s = inActions(["aliens", "clones"]);
    s.races.aliens.padCrystals = 2;
    giveCards(s, "aliens", ["clones"]);
    const r = play(s, 0, { type: "change", card: "clones" });
    expect(r.state.races.aliens.tilesFlipped).toBe(1);
    expect(r.state.races.aliens.hand).toHaveLength(1);
    expect(r.state.deck.bottom).toEqual(["clones"]);
    expect(ofType(r.events, "cardChangedDetail")[0]?.visibleTo).toEqual([0]);
    const card = r.state.races.aliens.hand[0]!;
    expectRefused(r.state, 0, { type: "change", card }, "CARD_ALREADY_CHANGED");
  });

  it("CRYSTAL with an empty pad gives 1 SP", () => {
    const s = inActions(["aliens", "clones"]);
    s.races.aliens.padCrystals = 0;
    const r = play(s, 0, { type: "crystal" });
    expect(r.state.races.aliens.sp).toBe(1);
    expect(pouchCount(r.state, "aliens")).toBe(4);
  });

  it("TILE: only in the open sector, one per area; with both open areas held, 1 SP instead", () => {
    const s = inActions(["aliens", "clones"]);
    s.races.aliens.padCrystals = 1;
    expect(legalMoves(s, 0).filter((m) => m.type === "tile")).toEqual([
      { type: "tile", area: 0 },
      { type: "tile", area: 1 },
    ]);
    expectRefused(s, 0, { type: "tile", area: 2 }, "AREA_CLOSED");
    const one = play(s, 0, { type: "tile", area: 0 }).state;
    expect(one.races.aliens.units).toEqual([1, 0, 0]);
    expectRefused(one, 0, { type: "tile", area: 0 }, "AREA_OCCUPIED");
    const two = play(one, 0, { type: "tile", area: 1 }).state;
    expect(legalMoves(two, 0).filter((m) => m.type === "tile")).toEqual([{ type: "tile", area: null }]);
    const sp = play(two, 0, { type: "tile", area: null }).state;
    expect(sp.races.aliens.sp).toBe(1);
    expect(sp.races.aliens.at).toBe(6 - 1 - 2 - 3);
  });

  it("DECODE needs a card of your colour and your unit in the closed sector (not in the open one)", () => {
    const s = inActions(["aliens", "clones"]);
    placeUnits(s, { aliens: [1, 0, 0] });
    expectRefused(s, 0, { type: "decode" }, "NEED_CARD_OF_COLOUR");
    giveCards(s, "aliens", ["aliens"]);
    expectRefused(s, 0, { type: "decode" }, "NO_UNIT_IN_CLOSED_SECTOR");
    placeUnits(s, { aliens: [1, 0, 2] });
    // alone in the closed sector: SP = level, then a level up on any unit (the player chooses)
    const r = play(s, 0, { type: "decode" });
    expect(r.state.races.aliens.sp).toBe(2);
    expect(legalMoves(r.state, 0)).toEqual([
      { type: "levelUp", area: 0 },
      { type: "levelUp", area: 2 },
    ]);
    const up = play(r.state, 0, { type: "levelUp", area: 0 });
    expect(up.state.races.aliens.units).toEqual([2, 0, 2]);
  });

  it("DECODE: no reroll when an opposer in the closed sector has no AT; whoever draws their crystal gains the SP", () => {
    const s = inActions(["aliens", "clones"]);
    placeUnits(s, { aliens: [0, 0, 2], clones: [0, 0, 1] });
    giveCards(s, "aliens", ["aliens"]);
    s.races.clones.at = 0;
    s.races.clones.padCrystals = 0;
    const r = withLuck(s, (c) => {
      const d = play(c, 0, { type: "decode" });
      const dice = (d.state.pending as { dice: number[] }).dice;
      if (dice[0] === dice[1]) return null;
      expect(legalMoves(d.state, 0).every((m) => m.type === "use")).toBe(true);
      const used = play(d.state, 0, { type: "use", die: Math.max(...dice) });
      const drawn = play(used.state, 1, { type: "draw" });
      const got = ofType(drawn.events, "crystalsDrawn")[0];
      return got && got.for !== "ship" && got.blocked ? drawn : null;
    });
    expect(ofType(r.events, "sp").find((e) => e.why === "broke the decoding")).toMatchObject({
      race: "clones",
      amount: 2,
    });
    expect(r.state.races.aliens.units).toEqual([0, 0, 2]);
    expect(r.state.races.clones.padCrystals).toBe(1);
  });

  it("ATTACK needs a card of the target's colour and both races in the open sector; not your own units", () => {
    const s = inActions(["aliens", "clones"]);
    placeUnits(s, { aliens: [1, 0, 0], clones: [0, 0, 1] });
    expectRefused(s, 0, { type: "attack", target: "clones" }, "NEED_CARD_OF_COLOUR");
    giveCards(s, "aliens", ["clones", "aliens"]);
    expectRefused(s, 0, { type: "attack", target: "clones" }, "TARGET_NOT_IN_OPEN_SECTOR");
    expectRefused(s, 0, { type: "attack", target: "aliens" }, "CANNOT_ATTACK_SELF");
    placeUnits(s, { clones: [0, 1, 0] });
    expect(legalMoves(s, 0)).toContainEqual({ type: "attack", target: "clones" });
    placeUnits(s, { aliens: [0, 0, 1] });
    expectRefused(s, 0, { type: "attack", target: "clones" }, "NO_UNIT_IN_OPEN_SECTOR");
  });

  it("ATTACK: the higher unit attacks; with two target units the attacker picks one after seeing the dice; elimination gives SP per tile and a level up", () => {
    const s = inActions(["aliens", "clones"]);
    placeUnits(s, { aliens: [1, 2, 0], clones: [1, 1, 0] });
    s.races.aliens.tilesAvail = 0; // no rerolls
    s.races.aliens.tilesFlipped = 5;
    giveCards(s, "aliens", ["clones"]);
    const r = withLuck(s, (c) => {
      const a = play(c, 0, { type: "attack", target: "clones" });
      const dice = (a.state.pending as { dice: number[] }).dice;
      expect(dice).toHaveLength(2);
      const t = play(a.state, 0, { type: "use", die: Math.min(...dice) });
      expect(legalMoves(t.state, 0)).toEqual([
        { type: "target", area: 0 },
        { type: "target", area: 1 },
      ]);
      const chosen = play(t.state, 0, { type: "target", area: 1 });
      const d = play(chosen.state, 1, { type: "decline" });
      return d;
    });
    expect(ofType(r.events, "unitEliminated")).toHaveLength(1);
    expect(r.state.races.clones.units).toEqual([1, 0, 0]);
    expect(r.state.races.aliens.sp).toBe(1);
    // level up on any own unit: the choice is the attacker's
    expect(legalMoves(r.state, 0)).toEqual([
      { type: "levelUp", area: 0 },
      { type: "levelUp", area: 1 },
    ]);
  });

  it("a level beyond 3 gives 1 SP instead", () => {
    const s = inActions(["aliens", "clones"]);
    placeUnits(s, { aliens: [0, 0, 3] });
    giveCards(s, "aliens", ["aliens"]);
    const r = play(s, 0, { type: "decode" });
    expect(r.state.races.aliens.sp).toBe(3 + 1);
    expect(r.state.races.aliens.units).toEqual([0, 0, 3]);
  });

  it("GATE: a failed roll may be rerolled by flipping tiles, or stopped", () => {
    const s = inActions(["aliens", "clones"]);
    s.gateSlot = 13; // needs more than 17
    const r = withLuck(s, (c) => {
      const g = play(c, 0, { type: "gate" });
      return g.state.pending?.kind === "gate" ? g : null;
    });
    const moves = legalMoves(r.state, 0);
    expect(moves).toContainEqual({ type: "stop" });
    expect(moves.some((m) => m.type === "reroll")).toBe(true);
    const stopped = play(r.state, 0, { type: "stop" });
    expect(ofType(stopped.events, "gateFailed")).toHaveLength(1);
    expect(stopped.state.gate).toBe(2);
  });
});

describe("non-player races", () => {
  it("an NPR card from hand, free: the NPR card is placed, an NPR tile enters the open sector, you draw a new card", () => {
    const s = inActions(["aliens", "clones"]);
    giveCards(s, "aliens", ["machines"]);
    expect(legalMoves(s, 0)).toContainEqual({ type: "npr", card: "machines", area: 0 });
    const r = play(s, 0, { type: "npr", card: "machines", area: 1 });
    expect(r.state.races.machines.units).toEqual([0, 1, 0]);
    expect(r.state.races.machines.placedUp).toEqual(["machines"]);
    expect(r.state.races.aliens.hand).toHaveLength(1);
    expect(r.state.races.aliens.at).toBe(s.races.aliens.at);
    expect(r.state.turn?.actions).toBe(0);
    expectRefused(s, 0, { type: "npr", card: "clones", area: 0 }, "NOT_AN_NPR");
  });

  it("both open areas held by the NPR: a level up; both at level 3: a crystal of its colour goes to the pouch", () => {
    const s = inActions(["aliens", "clones"]);
    giveCards(s, "aliens", ["machines"]);
    placeUnits(s, { machines: [1, 3, 0] });
    expect(legalMoves(s, 0).filter((m) => m.type === "npr")).toEqual([
      { type: "npr", card: "machines", area: 0 },
    ]);
    placeUnits(s, { machines: [3, 3, 0] });
    expect(legalMoves(s, 0).filter((m) => m.type === "npr")).toEqual([
      { type: "npr", card: "machines", area: null },
    ]);
    const r = play(s, 0, { type: "npr", card: "machines", area: null });
    expect(pouchCount(r.state, "machines")).toBe(2);
  });

  it("NPRs win category ties; the ship attacks the NPR, it draws crystals and the first player allocates", () => {
    const s = inActions(["aliens", "clones"]);
    for (const r of ["aliens", "clones"] as const) s.races[r].at = 0;
    s.turn = null;
    s.phase = "scoring";
    s.scoreStep = 1;
    s.firstPlayer = 1;
    // machines: 4 tiles against 3 damage, so the allocation is a choice whatever the crystals drawn
    placeUnits(s, { aliens: [2, 0, 0], machines: [2, 2, 0] });
    const ev = settle(s);
    expect(ofType(ev, "categoryScored")[0]).toMatchObject({ category: "captain", winner: "machines", vp: 2 });
    expect(s.races.aliens.sp).toBe(2);
    expect(ofType(ev, "crystalsDrawn")[0]).toMatchObject({ race: "machines", for: "ship" });
    expect(s.pending).toMatchObject({ kind: "damage", race: "machines", decider: 1, step: "alloc" });
    expect(legalMoves(s, 1)).toEqual([
      { type: "damage", area: 0 },
      { type: "damage", area: 1 },
    ]);
  });

  it("an attack on an NPR: no reroll, and the NPR always draws", () => {
    const s = inActions(["aliens", "clones"]);
    placeUnits(s, { aliens: [2, 0, 0], mutants: [0, 1, 0] });
    giveCards(s, "aliens", ["mutants"]);
    const r = withLuck(s, (c) => {
      const a = play(c, 0, { type: "attack", target: "mutants" });
      return a.state.pending?.kind === "attack" ? a : null;
    });
    expect(legalMoves(r.state, 0).map((m) => m.type)).toEqual(["use", "use"]);
    const used = play(r.state, 0, legalMoves(r.state, 0)[0]!);
    expect(used.events.some((e) => e.type === "crystalsDrawn" && e.race === "mutants")).toBe(true);
  });
});

describe("phase D and omega", () => {
  it("reset: placed cards back in the deck, tiles re-flipped, AT back, gate cube to its first slot, marker passes", () => {
    const s = inActions(["aliens", "clones"]);
    for (const r of ["aliens", "clones"] as const) s.races[r].at = 0;
    s.turn = null;
    s.phase = "scoring";
    s.scoreStep = 4;
    s.gateSlot = 5;
    s.races.aliens.tilesFlipped = 3;
    s.races.aliens.tilesAvail = 5;
    s.deck.pile[1]!--;
    s.races.aliens.placedDown.push("clones");
    settle(s);
    expect(s.round).toBe(2);
    expect(s.phase).toBe("bid");
    expect(s.firstPlayer).toBe(1);
    expect(s.gateSlot).toBe(2);
    expect(s.races.aliens.tilesAvail).toBe(8);
    expect(s.races.aliens.at).toBe(6);
    expect(publicView(s).deckSize).toBe(40);
  });

  it("omega: conversions to SP, first cube +1 and last cube -1 per category, winner by VP then SP", () => {
    const s = inActions(["aliens", "clones", "mutants"]);
    for (const r of ["aliens", "clones", "mutants"] as const) {
      s.races[r].at = 0;
      s.races[r].sp = 0;
      s.races[r].tokens = [];
    }
    s.turn = null;
    s.phase = "scoring";
    s.scoreStep = 4;
    s.round = s.rounds;
    s.races.aliens.vp = { captain: 3, crew: 1, exploration: 1 };
    s.races.clones.vp = { captain: 3, crew: 2, exploration: 0 };
    s.races.mutants.vp = { captain: 1, crew: 2, exploration: 2 };
    placeUnits(s, { aliens: [1, 0, 0] });
    giveCards(s, "clones", ["aliens"]);
    s.races.mutants.padCrystals = 1;
    settle(s);
    expect(s.phase).toBe("over");
    // 2 SP per tile, 1 SP per card in hand, 1 SP per missing crystal
    expect([s.races.aliens.sp, s.races.clones.sp, s.races.mutants.sp]).toEqual([2, 1, 2]);
    expect(s.races.aliens.vp).toEqual({ captain: 4, crew: 0, exploration: 1 });
    expect(s.races.clones.vp).toEqual({ captain: 4, crew: 3, exploration: 0 });
    expect(s.races.mutants.vp).toEqual({ captain: 0, crew: 3, exploration: 3 });
    const o = stellarOmega.outcome(s)!;
    // aliens 5, clones 7, mutants 6 (no tokens)
    expect(o.scores).toEqual([5, 7, 6]);
    expect(o.ranks).toEqual([3, 1, 2]);
  });

  it("omega: a tie on VP goes to the higher SP", () => {
    const s = inActions(["aliens", "clones"]);
    for (const r of ["aliens", "clones"] as const) {
      s.races[r].at = 0;
      s.races[r].tokens = [];
      s.races[r].vp = { captain: 2, crew: 2, exploration: 2 };
    }
    s.races.aliens.sp = 3;
    s.races.clones.sp = 1;
    s.turn = null;
    s.phase = "scoring";
    s.scoreStep = 4;
    s.round = s.rounds;
    settle(s);
    expect(stellarOmega.outcome(s)?.ranks).toEqual([1, 2]);
  });
});
