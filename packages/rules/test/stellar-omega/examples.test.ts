/** The worked examples of the stellar_omega rulebook, one test each. */
import { describe, expect, it } from "vitest";
import { gainSp } from "../../src/stellar-omega/changes.ts";
import { actors, legalMoves } from "../../src/stellar-omega/legal.ts";
import { actionCost, maxActions } from "../../src/stellar-omega/queries.ts";
import type { OmegaEvent } from "../../src/stellar-omega/types.ts";
import { privateView, publicView } from "../../src/stellar-omega/view.ts";
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

// Seats in clockwise order as in the rulebook's round-finish example.
const FOUR = ["machines", "aliens", "clones", "mutants"] as const;
const M = 0;
const A = 1;
const C = 2;
const U = 3;

describe("rulebook examples", () => {
  it("phase A: bids 4, 3, 4, 5 give Clones, Machines (default order beats Aliens), Aliens, Mutants and 3/2/1 SP", () => {
    let s = newGame([...FOUR]);
    // secret bids: nobody sees another's bid until all have bid
    s = play(s, A, { type: "bid", tiles: 4 }).state;
    expect(actors(s)).toEqual([M, C, U]);
    expect(publicView(s).races.aliens.hasBid).toBe(true);
    const other = structuredClone(s);
    other.races.aliens.bid = 0;
    expect(publicView(other)).toEqual(publicView(s));
    expect(privateView(other, M)).toEqual(privateView(s, M));
    expect(privateView(s, M).bid).toBeNull();
    expect(privateView(s, A).bid).toBe(4);
    expectRefused(s, A, { type: "bid", tiles: 2 }, "BID_ALREADY_PLACED");
    s = play(s, U, { type: "bid", tiles: 3 }).state;
    s = play(s, M, { type: "bid", tiles: 4 }).state;
    const last = play(s, C, { type: "bid", tiles: 5 });
    s = last.state;
    expect(s.cosmic).toEqual(["clones", "machines", "aliens", "mutants"]);
    expect(publicView(s).revealedBids).toEqual({ aliens: 4, clones: 5, machines: 4, mutants: 3 });
    expect([s.races.clones.sp, s.races.machines.sp, s.races.aliens.sp, s.races.mutants.sp]).toEqual([
      3, 2, 1, 0,
    ]);
    // they flip as many unit tiles as they bid
    expect(s.races.clones.tilesFlipped).toBe(5);
    expect(s.races.clones.tilesAvail).toBe(3);
    // the first player starts phase B whatever the cosmic order
    expect(actors(s)).toEqual([0]);
  });

  it("B2 energy CRYSTAL: Aliens pay 1 AT then 2 AT, may then play 3 actions; a third CRYSTAL would cost 3", () => {
    let s = inActions(["aliens", "clones"]);
    expect(s.turn?.seat).toBe(0);
    const start = s.races.aliens.at;
    s = play(s, 0, { type: "crystal" }).state;
    expect(s.races.aliens.at).toBe(start - 1);
    expect(maxActions(s.races.aliens)).toBe(2);
    s = play(s, 0, { type: "crystal" }).state;
    expect(s.races.aliens.at).toBe(start - 3);
    expect(maxActions(s.races.aliens)).toBe(3);
    expect(actionCost(s.races.aliens, "crystal")).toBe(3);
    const after = play(s, 0, { type: "card" });
    expect(after.state.races.aliens.at).toBe(start - 4);
    // three actions played: the turn is over and the next player plays
    expect(after.state.turn?.seat).toBe(1);
    expect(ofType(after.events, "turnEnded")).toHaveLength(1);
  });

  it("B1 command CARD: Machines draw one card, secret to the others, and with a full pad the turn ends", () => {
    const s = inActions(["machines", "aliens"]);
    const r = play(s, 0, { type: "card" });
    expect(r.state.races.machines.hand).toHaveLength(1);
    expect(publicView(r.state).races.machines.handSize).toBe(1);
    const detail = ofType(r.events, "cardDrawnDetail");
    expect(detail[0]?.visibleTo).toEqual([0]);
    expect(ofType(r.events, "cardDrawn")[0]).not.toHaveProperty("card");
    expect(r.state.turn?.seat).toBe(1);
  });

  it("SP orbit: Aliens at 4 SP win 2 SP, land on spot 1 and pull a secret VP token", () => {
    const s = inActions(["aliens", "clones"]);
    s.races.aliens.sp = 4;
    s.races.aliens.tokens = [];
    const ev: OmegaEvent[] = [];
    gainSp(s, "aliens", 2, "decode", ev);
    expect(publicView(s).races.aliens.spSpot).toBe(1);
    expect(s.races.aliens.tokens).toHaveLength(1);
    expect(publicView(s).races.aliens.tokens).toBe(1);
    expect(ofType(ev, "vpTokenValue")[0]?.visibleTo).toEqual([0]);
    expect(privateView(s, 1).tokens).toEqual([]);
  });

  it("GATE control: Mutants roll 5 against cube 4, advance the cube, move the gate and get a face-down card", () => {
    const base = inActions([...FOUR]);
    base.turn = { seat: U, actions: 0, changed: false };
    expect(publicView(base).gateValue).toBe(4);
    const r = withLuck(base, (s) => {
      const out = play(s, U, { type: "gate" });
      const roll = ofType(out.events, "diceRolled")[0]?.dice as number[];
      return roll.reduce((a, b) => a + b, 0) === 5 ? out : null;
    });
    expect(r.state.pending).toMatchObject({ kind: "gate", step: "move" });
    expect(publicView(r.state).gateValue).toBe(5);
    expect(r.state.races.mutants.placedDown).toHaveLength(1);
    expect(publicView(r.state).races.mutants.placedDown).toBe(1);
    expect(Object.keys(privateView(r.state, U)).sort()).toEqual(["bid", "hand", "race", "tokens"]);
    expect(legalMoves(r.state, U)).toEqual([
      { type: "moveGate", to: 0 },
      { type: "moveGate", to: 1 },
      { type: "moveGate", to: null },
    ]);
    const moved = play(r.state, U, { type: "moveGate", to: 0 });
    expect(moved.state.gate).toBe(0);
  });

  it("GATE control: Clones roll 2,3,1 against cube 6, reroll the 1 into a 3 (8 > 6): cube to 7, no bonus card", () => {
    const base = inActions([...FOUR]);
    base.turn = { seat: C, actions: 0, changed: false };
    base.gateSlot = 2;
    const r = withLuck(base, (s) => {
      const first = play(s, C, { type: "gate" });
      const roll = [...(ofType(first.events, "diceRolled")[0]!.dice as number[])].sort();
      if (roll.join() !== "1,2,3") return null;
      expect(legalMoves(first.state, C)).toContainEqual({ type: "reroll", die: 1 });
      const second = play(first.state, C, { type: "reroll", die: 1 });
      return ofType(second.events, "reroll")[0]?.to === 3 ? { first, second } : null;
    });
    expect(r.first.state.pending).toMatchObject({ kind: "gate", step: "roll" });
    expect(r.second.state.races.clones.tilesFlipped).toBe(1);
    expect(publicView(r.second.state).gateValue).toBe(7);
    expect(r.second.state.races.clones.placedDown).toHaveLength(0);
    // when succeeding you are not obliged to move the gate tile
    const kept = play(r.second.state, C, { type: "moveGate", to: null });
    expect(kept.state.gate).toBe(2);
  });

  it("DECODE: Mutants with Clones in the closed sector gain 1 SP, roll a 3, reroll a 1; Clones miss; Mutants level up", () => {
    const base = inActions([...FOUR]);
    base.turn = { seat: U, actions: 0, changed: false };
    placeUnits(base, { mutants: [0, 0, 1], clones: [0, 0, 1] });
    giveCards(base, "mutants", ["mutants"]);
    const r = withLuck(base, (s) => {
      const d = play(s, U, { type: "decode" });
      if ((d.state.pending as { dice: number[] }).dice[0] !== 3) return null;
      const rr = play(d.state, U, { type: "reroll", die: 3 });
      if ((rr.state.pending as { dice: number[] }).dice[0] !== 1) return null;
      const used = play(rr.state, U, { type: "use", die: 1 });
      const drawn = play(used.state, C, { type: "draw" });
      const c = ofType(drawn.events, "crystalsDrawn")[0]?.drawn as string[];
      return c.length === 1 && c[0] !== "clones" ? { d, drawn } : null;
    });
    expect(ofType(r.d.events, "sp")[0]).toMatchObject({ race: "mutants", amount: 1 });
    expect(r.d.state.races.mutants.placedUp).toEqual(["mutants"]);
    // with one unit below level 3 the level up goes there
    expect(r.drawn.state.races.mutants.units).toEqual([0, 0, 2]);
    expect(r.drawn.state.races.clones.sp).toBe(0);
  });

  it("ATTACK: Clones attack Mutants who have no AT (no reroll); one tile removed, then blocked; Clones gain 1 SP", () => {
    const base = inActions([...FOUR]);
    base.gate = 2;
    base.turn = { seat: C, actions: 0, changed: false };
    base.races.clones.at = 2;
    base.races.clones.padCrystals = 2;
    base.races.mutants.at = 0;
    base.races.mutants.padCrystals = 1;
    placeUnits(base, { clones: [1, 0, 0], mutants: [0, 2, 0] });
    giveCards(base, "clones", ["mutants"]);
    const r = withLuck(base, (s) => {
      const a = play(s, C, { type: "attack", target: "mutants" });
      if (a.state.pending?.kind !== "attack" || a.state.pending.n !== 2) return null;
      const d1 = play(a.state, U, { type: "draw" });
      const c1 = ofType(d1.events, "crystalsDrawn")[0]?.drawn as string[];
      if (c1.includes("mutants") || c1.length !== 2) return null;
      if (d1.state.pending?.kind !== "attack" || d1.state.pending.n !== 3) return null;
      const d2 = play(d1.state, U, { type: "draw" });
      const c2 = ofType(d2.events, "crystalsDrawn")[0]?.drawn as string[];
      return c2.filter((x) => x === "mutants").length === 1 ? { a, d1, d2 } : null;
    });
    // one die per level, and no reroll: the opponent has spent all their AT (the single die is used)
    expect(ofType(r.a.events, "reroll")).toHaveLength(0);
    expect(r.a.state.pending).toMatchObject({ kind: "attack", step: "defend", n: 2 });
    expect(r.a.state.races.clones.placedUp).toEqual(["mutants"]);
    expect(r.d1.state.races.mutants.units).toEqual([0, 1, 0]);
    expect(r.d1.state.races.mutants.tilesAvail).toBe(base.races.mutants.tilesAvail + 1);
    expect(ofType(r.d2.events, "attackBlocked")).toHaveLength(1);
    expect(r.d2.state.races.mutants.padCrystals).toBe(2);
    expect(r.d2.state.races.mutants.units).toEqual([0, 1, 0]);
    expect(r.d2.state.races.clones.sp).toBe(1);
    // Clones go on with their second action
    expect(legalMoves(r.d2.state, C)).toContainEqual({ type: "gate" });
  });

  it("round finish: out of AT, a player gains SP equal to the highest unused AT of an opposer", () => {
    const s = inActions([...FOUR]);
    // turn order (AT): Machines (1), Aliens (0), Clones (3), Mutants (4)
    s.races.machines.at = 1;
    s.races.aliens.at = 0;
    s.races.clones.at = 3;
    s.races.clones.padCrystals = 2;
    s.races.mutants.at = 4;
    s.races.mutants.padCrystals = 2;
    const r = playAll(s, [
      [M, { type: "card" }], // Machines play their last AT
      [C, { type: "card" }], // Aliens gained 4 SP; Clones play their last 3 AT
      [C, { type: "card" }],
      [U, { type: "card" }], // Mutants spend 2 AT, the most their crystals allow
      [U, { type: "tile", area: 0 }],
      [U, { type: "card" }], // Machines, Aliens and Clones gained 2 SP each; Mutants play their last 2 AT
    ]);
    const outOfAt = ofType(r.events, "sp").filter((e) => e.why === "out of action tokens");
    expect(outOfAt.map((e) => [e.race, e.amount])).toEqual([
      ["aliens", 4],
      ["machines", 2],
      ["aliens", 2],
      ["clones", 2],
    ]);
    expect(r.state.phase).not.toBe("actions");
    expect(ofType(r.events, "phaseC")).toHaveLength(1);
  });

  it("phase C: closed-sector tokens, Captain, Crew and Exploration with the ship's damage", () => {
    const base = inActions([...FOUR]);
    for (const r of FOUR) {
      base.races[r].at = 0;
      base.races[r].sp = 0;
      base.races[r].tokens = [];
    }
    base.turn = null;
    base.phase = "scoring";
    base.scoreStep = 0;
    base.gate = 2;
    base.cosmic = ["aliens", "clones", "machines", "mutants"];
    base.races.aliens.padCrystals = 1;
    placeUnits(base, {
      aliens: [1, 1, 0],
      clones: [1, 0, 2],
      machines: [0, 1, 2],
      mutants: [1, 0, 1],
    });
    const place = (r: (typeof FOUR)[number], n: number) => {
      for (let i = 0; i < n; i++) {
        base.deck.pile[0]!--;
        base.races[r].placedUp.push("aliens");
      }
    };
    place("clones", 1);
    place("machines", 3);
    place("mutants", 4);
    const run = withLuck(base, (s0) => {
      const s = structuredClone(s0);
      const ev = settle(s);
      // Clones draw 3 crystals and none is theirs
      const d1 = play(s, C, { type: "draw" });
      const c1 = ofType(d1.events, "crystalsDrawn")[0]?.drawn as string[];
      if (c1.length !== 3 || c1.includes("clones")) return null;
      let t = d1.state;
      const allEvents = [...ev, ...d1.events];
      for (const m of [
        { type: "damage", area: 0 },
        { type: "damage", area: 2 },
        { type: "damage", area: null },
      ] as const) {
        const x = play(t, C, m);
        t = x.state;
        allEvents.push(...x.events);
      }
      // Aliens win Crew on cosmic order; they draw 3 and 2 are theirs
      const d2 = play(t, A, { type: "draw" });
      const c2 = ofType(d2.events, "crystalsDrawn")[0]?.drawn as string[];
      if (c2.filter((x) => x === "aliens").length !== 2) return null;
      allEvents.push(...d2.events);
      return { ev: allEvents, state: d2.state, start: s };
    });
    const tokens = ofType(run.ev, "vpToken").filter((e) => e.why === "closed sector");
    expect(tokens.map((e) => e.race).sort()).toEqual(["clones", "machines", "mutants"]);
    const scored = ofType(run.ev, "categoryScored");
    expect(scored[0]).toMatchObject({ category: "captain", winner: "clones", vp: 2 });
    expect(scored[1]).toMatchObject({ category: "crew", winner: "aliens", vp: 2 });
    const sp = ofType(run.ev, "sp");
    expect(sp.filter((e) => e.why === "captain").map((e) => [e.race, e.amount])).toEqual([
      ["aliens", 1],
      ["machines", 2],
      ["mutants", 1],
    ]);
    expect(sp.filter((e) => e.why === "crew").map((e) => [e.race, e.amount])).toEqual([
      ["clones", 1],
      ["machines", 2],
      ["mutants", 2],
    ]);
    expect(ofType(run.ev, "shipAttack").map((e) => [e.race, e.damage])).toEqual([
      ["clones", 3],
      ["aliens", 3],
    ]);
    // Aliens: 2 of their crystals cut the damage to 1 tile (a single choice left? no: two units)
    expect(run.state.races.aliens.padCrystals).toBe(3);
    const hit = play(run.state, A, { type: "damage", area: 0 });
    const s = hit.state;
    expect(s.races.aliens.units).toEqual([0, 1, 0]);
    // Exploration: the others gain SP for their placed cards (Aliens 0, Clones 0, Machines 3)
    expect(
      ofType(hit.events, "sp")
        .filter((e) => e.why === "exploration")
        .map((e) => [e.race, e.amount]),
    ).toEqual([["machines", 3]]);
    expect(s.races.clones.vp.captain).toBe(2);
    expect(s.races.aliens.vp.crew).toBe(2);
    // Exploration: Mutants win with 4 cards but gain 3 VP; the ship deals 4 damage
    expect(s.pending).toMatchObject({ kind: "damage", race: "mutants", remaining: 4, step: "draw" });
    const r3 = playAll(s, [
      [U, { type: "decline" }],
      [U, { type: "damage", area: null }],
      [U, { type: "damage", area: null }],
      [U, { type: "damage", area: null }],
      [U, { type: "damage", area: null }],
    ]);
    expect(r3.state.races.mutants.vp.exploration).toBe(3);
    expect(r3.state.races.mutants.placedUp).toHaveLength(0);
    expect(r3.state.races.mutants.units).toEqual([1, 0, 1]);
    expect(r3.state.round).toBe(2);
    expect(r3.state.phase).toBe("bid");
  });
});
