/**
 * One Deck Galaxy rules, each test citing the rulebook page (or example) it encodes.
 * Card numbers refer to our content tables (docs/games/one-deck-galaxy.md).
 */
import { describe, expect, it } from "vitest";
import { viewFor } from "../../src/core/engine.ts";
import { rngFromSeed } from "../../src/core/rng.ts";
import { card } from "../../src/one-deck-galaxy/content.ts";
import { gainInfluence, loseInfluence } from "../../src/one-deck-galaxy/state.ts";
import type { GalaxyState } from "../../src/one-deck-galaxy/types.ts";
import {
  act,
  actE,
  endActions,
  g,
  giveCard,
  isLegal,
  legal,
  newGame,
  refuse,
  withInfluence,
  withPool,
  withScience,
  withZoneCard,
} from "./helpers.ts";

/** A 1P game with Cinder Belt (card 1: [Y4 P3] -> 1, [P8w] -> 2) in the zone and this pool. */
function cinder(dice: string[], influence = 0): GalaxyState {
  return withPool(withZoneCard(newGame(), 0, 1, influence), 0, dice);
}

describe("setup (p.6-9)", () => {
  it("starts with the Class 1 Starbase holding 2 Fleets on one card and one Science card", () => {
    const s = newGame();
    expect(s.starbase.cls).toBe(1);
    expect(s.starbase.fleets).toMatchObject({ n: 2 });
    expect(s.starbase.fleets.cards).toHaveLength(1);
    expect(s.starbase.science).toHaveLength(1);
  });

  it("puts the adversary's 5 events under the 40-card deck and four discs on the adversary", () => {
    const s = newGame({ adversary: "vorrax" });
    expect([...s.events].sort()).toEqual(["vorrax-1", "vorrax-2", "vorrax-3", "vorrax-4", "vorrax-5"]);
    expect(s.adv.removed).toBe(0);
    const v = g.publicView(s);
    expect(v.eventsLeft).toBe(5);
    expect(v.zone).toHaveLength(4);
  });

  it("gathers the homeworld's 1P dice and discs, rolled by the player (p.28)", () => {
    const s = newGame({ homeworlds: ["felisi"] });
    expect(s.seats[0]!.unrolled).toEqual(["yellow", "yellow", "pink", "pink", "blue", "blue"]);
    expect(s.seats[0]!.discs).toBe(2 + 0);
    expect(legal(s, 0)).toEqual([{ type: "roll" }]);
    const { state, events } = actE(s, 0, { type: "roll" });
    expect(state.seats[0]!.pool).toHaveLength(6);
    expect(events.find((e) => e.type === "diceRolled")).toMatchObject({ seat: 0 });
  });

  it("uses the 2P side of the homeworld in a 2-player game", () => {
    const s = newGame({ players: 2, homeworlds: ["felisi", "zibzab"] });
    expect(s.seats[0]!.unrolled).toHaveLength(5);
    expect(s.seats[1]!.unrolled).toHaveLength(5);
  });
});

describe("placing dice in boxes (p.32-33)", () => {
  it("fills a small box with one die of its colour showing at least its number", () => {
    const s = cinder(["y3", "y4", "p5"]);
    expect(refuse(s, 0, { type: "place", die: "y3", to: "g1.0.0" }).code).toBe("DIE_TOO_LOW");
    expect(refuse(s, 0, { type: "place", die: "p5", to: "g1.0.0" }).code).toBe("BOX_NEEDS_COLOUR");
    const s2 = act(s, 0, { type: "place", die: "y4", to: "g1.0.0" });
    expect(s2.placed["g1.0.0"]).toEqual(["y40"]);
    expect(refuse(s2, 0, { type: "place", die: "y3", to: "g1.0.0" }).code).toBe("BOX_FILLED");
  });

  it("fills a wide box with dice placed together: nothing else happens until it is full", () => {
    const s = cinder(["p3", "p5", "y4"]);
    const s2 = act(s, 0, { type: "place", die: "p3", to: "g1.1.0" });
    expect(s2.open).toBe("g1.1.0");
    expect(refuse(s2, 0, { type: "place", die: "y4", to: "g1.0.0" }).code).toBe("ANOTHER_BOX_OPEN");
    expect(refuse(s2, 0, { type: "done" }).code).toBe("FINISH_WIDE_BOX");
    expect(legal(s2, 0).map((m) => m.type)).toEqual(["place", "cancel"]);
    const s3 = act(s2, 0, { type: "place", die: "p5", to: "g1.1.0" });
    expect(s3.open).toBeNull();
    expect(s3.placed["g1.1.0"]).toEqual(["p30", "p50"]);
  });

  it("takes the dice of an unfinished wide box back to the pool on cancel", () => {
    const s = act(cinder(["p3", "y4"]), 0, { type: "place", die: "p3", to: "g1.1.0" });
    const s2 = act(s, 0, { type: "cancel" });
    expect(s2.open).toBeNull();
    expect(s2.placed["g1.1.0"]).toBeUndefined();
    expect(s2.seats[0]!.pool).toEqual(["y4", "p3"]);
  });

  it("lets a black Ultratech die fill a box of any colour, alone or mixed in a wide box", () => {
    const s = cinder(["k4", "k5", "p3"]);
    expect(isLegal(s, 0, { type: "place", die: "k4", to: "g1.0.0" })).toBe(true);
    const s2 = act(act(s, 0, { type: "place", die: "p3", to: "g1.1.0" }), 0, {
      type: "place",
      die: "k5",
      to: "g1.1.0",
    });
    expect(s2.open).toBeNull();
  });

  it("lets any colour fill a grey box (Glass Dunes' G12w)", () => {
    const s = withPool(withZoneCard(newGame(), 0, 3), 0, ["y6", "p1", "b5"]);
    let s2 = act(s, 0, { type: "place", die: "y6", to: "g3.1.0" });
    s2 = act(s2, 0, { type: "place", die: "b5", to: "g3.1.0" });
    s2 = act(s2, 0, { type: "place", die: "p1", to: "g3.1.0" });
    expect(s2.open).toBeNull();
  });

  it("needs the same value in linked boxes (Starbase row = = =)", () => {
    const s = act(withPool(newGame(), 0, ["y4", "p5", "p4"]), 0, { type: "place", die: "y4", to: "s.1.0" });
    expect(refuse(s, 0, { type: "place", die: "p5", to: "s.1.1" }).code).toBe("LINKED_BOX_MISMATCH");
    expect(isLegal(s, 0, { type: "place", die: "p4", to: "s.1.1" })).toBe(true);
  });

  it("takes any die in an [ANY] box and any number of dice in the Research Lab", () => {
    const s = withPool(newGame(), 0, ["k1", "y1", "p2"]);
    expect(isLegal(s, 0, { type: "place", die: "k1", to: "s.0.0" })).toBe(true);
    let s2 = act(s, 0, { type: "place", die: "y1", to: "lab" });
    s2 = act(s2, 0, { type: "place", die: "p2", to: "lab" });
    expect(s2.placed.lab).toEqual(["y10", "p20"]);
  });
});

describe("location restrictions (p.34)", () => {
  it("'All dice here must have different values' covers the whole card", () => {
    const s = act(withPool(withZoneCard(newGame(), 0, 3), 0, ["p4", "y4", "y5"]), 0, {
      type: "place",
      die: "p4",
      to: "g3.0.0",
    });
    expect(refuse(s, 0, { type: "place", die: "y4", to: "g3.0.1" }).code).toBe("RESTRICTION_DISTINCT");
    expect(isLegal(s, 0, { type: "place", die: "y5", to: "g3.0.1" })).toBe(true);
  });

  it("refuses values, colours and counts a card's rule forbids", () => {
    let s = withPool(withZoneCard(newGame(), 0, 14), 0, ["y5", "y4"]);
    expect(refuse(s, 0, { type: "place", die: "y5", to: "g14.0.0" }).code).toBe("RESTRICTION_EVEN");
    s = withPool(withZoneCard(newGame(), 0, 6), 0, ["k6"]);
    expect(refuse(s, 0, { type: "place", die: "k6", to: "g6.0.0" }).code).toBe("RESTRICTION_NO_BLACK");
    s = withPool(withZoneCard(newGame(), 0, 22), 0, ["k1", "y6"]);
    expect(refuse(s, 0, { type: "place", die: "k1", to: "g22.0.0" }).code).toBe("RESTRICTION_VALUE");
  });
});

describe("rings paid with Fleets or Science (p.33)", () => {
  it("pays the fleet cost and places a Starbase disc; the disc supply limits rings", () => {
    // Archive of Echoes (card 7): [F1 B4] -> 2; Class 1 gives one Starbase disc.
    const s = withPool(withZoneCard(newGame(), 0, 7), 0, ["b4"]);
    const s2 = act(s, 0, { type: "ring", to: "g7.1.0" });
    expect(s2.starbase.fleets.n).toBe(1);
    expect(s2.starbase.discs).toBe(0);
    expect(s2.rings).toEqual(["g7.1.0"]);
    const s3 = withZoneCard(s2, 1, 12); // Saltglass Sea: [F1] -> 1
    expect(refuse(s3, 0, { type: "ring", to: "g12.1.0" }).code).toBe("NO_STARBASE_DISC");
  });

  it("pays science with no change given", () => {
    // Quiet Observatory (card 15): [S2 B6]; science cards of values 3 (card 7) and 1 (card 1).
    let s = withPool(withZoneCard(newGame(), 0, 15), 0, ["b6"]);
    s = withScience(s, [7, 1]);
    expect(card(7).science + card(1).science).toBe(4);
    expect(g.publicView(s).starbase.scienceTotal).toBe(4);
    const s2 = act(s, 0, { type: "ring", to: "g15.1.0" });
    expect(s2.starbase.science).toEqual([1]);
    expect(s2.discard).toContain(7);
  });

  it("refuses a ring you cannot pay for", () => {
    const s = withInfluence(withPool(withZoneCard(newGame(), 0, 7), 0, ["b4"]), "fleets", 0);
    expect(refuse(s, 0, { type: "ring", to: "g7.1.0" }).code).toBe("NOT_ENOUGH_FLEETS");
  });
});

describe("calibrate, combine and return (p.36)", () => {
  it("changes a die by 1 for each Fleet spent, within 1 to 6", () => {
    const s = withPool(newGame(), 0, ["y4", "p6"]);
    const s2 = act(s, 0, { type: "calibrate", die: "y4", d: 1 });
    expect(s2.seats[0]!.pool).toEqual(["y5", "p6"]);
    expect(s2.starbase.fleets.n).toBe(1);
    expect(refuse(s, 0, { type: "calibrate", die: "p6", d: 1 }).code).toBe("DIE_OUT_OF_RANGE");
    const broke = withInfluence(s, "fleets", 0);
    expect(refuse(broke, 0, { type: "calibrate", die: "y4", d: -1 }).code).toBe("NOT_ENOUGH_FLEETS");
  });

  it("rolls a black die for 3 Science", () => {
    const s = withScience(withPool(newGame(), 0, []), [7]);
    const { state, events } = actE(s, 0, { type: "ultratech" });
    expect(state.seats[0]!.pool).toHaveLength(1);
    expect(state.seats[0]!.pool[0]![0]).toBe("k");
    expect(state.starbase.science).toEqual([]);
    expect(events.some((e) => e.type === "ultratech")).toBe(true);
  });

  it("combines two dice into a black die showing the lower value (example: 4 + 3 > 3)", () => {
    const s = withPool(newGame(), 0, ["y4", "p3"]);
    const s2 = act(s, 0, { type: "combine", a: "y4", b: "p3" });
    expect(s2.seats[0]!.pool).toEqual(["k3"]);
    expect(s2.supply.dice.yellow).toBe(s.supply.dice.yellow + 1);
    expect(s2.supply.dice.black).toBe(s.supply.dice.black - 1);
    expect(refuse(s, 0, { type: "combine", a: "p3", b: "y4" }).code).toBe("COMBINE_ORDER");
  });

  it("needs a black die left in the supply to combine", () => {
    const s = structuredClone(withPool(newGame(), 0, ["y4", "p3"]));
    s.adv.stored.black = s.supply.dice.black;
    s.supply.dice.black = 0;
    expect(refuse(s, 0, { type: "combine", a: "y4", b: "p3" }).code).toBe("NO_BLACK_DIE");
  });

  it("gives the Mathematicians the higher value when they combine (their society rule)", () => {
    const s = withPool(newGame({ societies: ["mathematicians"] }), 0, ["y4", "p3"]);
    expect(act(s, 0, { type: "combine", a: "y4", b: "p3" }).seats[0]!.pool).toEqual(["k4"]);
  });

  it("returns a die to the supply", () => {
    const s = withPool(newGame(), 0, ["y4"]);
    const s2 = act(s, 0, { type: "return", die: "y4" });
    expect(s2.seats[0]!.pool).toEqual([]);
    expect(s2.supply.dice.yellow).toBe(s.supply.dice.yellow + 1);
  });
});

describe("influence with as few cards as possible (p.20)", () => {
  it("holds 5 influence on 3 cards, rotating before drawing and before discarding", () => {
    const s = structuredClone(newGame());
    const ctx = { s, ev: [] };
    const inf = { n: 0, cards: [] as number[] };
    const deck = s.deck.length;
    gainInfluence(ctx, inf, 5);
    expect(inf).toMatchObject({ n: 5 });
    expect(inf.cards).toHaveLength(3);
    expect(s.deck.length).toBe(deck - 3);
    const discard = s.discard.length;
    loseInfluence(ctx, inf, 1); // the single card is discarded: 4 = two doubles
    expect(inf.cards).toHaveLength(2);
    loseInfluence(ctx, inf, 1); // a double is rotated to a single: 3 = double + single
    expect(inf.cards).toHaveLength(2);
    expect(s.discard.length).toBe(discard + 1);
  });

  it("never shows which cards are face down, only how much influence", () => {
    const s = withZoneCard(newGame(), 0, 1, 3);
    const v = g.publicView(s);
    expect(v.zone[0]).toMatchObject({ id: 1, influence: 3, name: "Cinder Belt", kind: "location" });
    expect(JSON.stringify(v)).not.toContain('"cards"');
    expect(v.deckSize).toBe(s.deck.length);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.deck));
  });
});

describe("the Results phase (p.40-44)", () => {
  it("adds a completed row's influence and lets you claim the Location as a Colony", () => {
    let s = cinder(["y4", "p3"], 3);
    s = act(s, 0, { type: "place", die: "y4", to: "g1.0.0" });
    s = act(s, 0, { type: "place", die: "p3", to: "g1.0.1" });
    const { state, events } = actE(s, 0, { type: "done" });
    expect(events.find((e) => e.type === "rowCompleted")).toMatchObject({ card: 1, row: 0, influence: 1 });
    expect(state.decision).toEqual({ kind: "claim", card: 1 });
    expect(legal(state, 0)).toEqual([
      { type: "claim", as: "colony", seat: 0 },
      { type: "claim", as: "tech", seat: 0 },
    ]);
    const s2 = act(state, 0, { type: "claim", as: "colony", seat: 0 });
    expect(s2.seats[0]!.colonies).toEqual([1]);
    // Next turn the colony adds a pink die to the gather (felisi 1P: 2/2/2).
    expect(s2.turn).toBe(2);
    expect(s2.seats[0]!.unrolled.filter((c) => c === "pink")).toHaveLength(3);
  });

  it("keeps influence on a Location not yet paid for, and returns its dice", () => {
    let s = cinder(["y4", "p3"]);
    s = act(act(s, 0, { type: "place", die: "y4", to: "g1.0.0" }), 0, {
      type: "place",
      die: "p3",
      to: "g1.0.1",
    });
    const s2 = act(s, 0, { type: "done" });
    expect(s2.zone.find((z) => z.id === 1)?.infl.n).toBe(1);
    expect(s2.placed).toEqual({});
  });

  it("claims a filled Encounter as a Tech, usable with a Tech disc (p.37)", () => {
    // Solar Flare (card 35): [Y6]; tech Flare Shielding: increase a die by 3.
    let s = withPool(withZoneCard(newGame(), 0, 35), 0, ["y6"]);
    s = act(s, 0, { type: "place", die: "y6", to: "g35.0.0" });
    s = act(s, 0, { type: "done" });
    expect(s.decision).toEqual({ kind: "claim", card: 35 });
    s = act(s, 0, { type: "claim", as: "tech", seat: 0 });
    expect(s.seats[0]!.techs).toEqual([35]);
    s = withPool(s, 0, ["p2"]);
    s = act(s, 0, { type: "tech", tech: "c35", opt: 0 });
    expect(s.seats[0]!.pending?.tech).toBe("c35");
    s = act(s, 0, { type: "pick", die: "p2" });
    expect(s.seats[0]!.pool).toEqual(["p5"]);
    expect(refuse(s, 0, { type: "tech", tech: "c35", opt: 0 }).code).toBe("TECH_ACTIVATED");
  });

  it("gains Fleets for full Starbase rows and lets the Research Lab launch a Probe", () => {
    let s = withPool(newGame(), 0, ["y1", "y2", "p1", "p2", "b6", "b5"]);
    for (const [die, to] of [
      ["y1", "s.0.0"],
      ["y2", "s.0.1"],
      ["p1", "s.0.2"],
      ["p2", "s.0.3"],
      ["b6", "lab"],
      ["b5", "lab"],
    ] as const)
      s = act(s, 0, { type: "place", die, to });
    const fleets = s.starbase.fleets.n;
    s = act(s, 0, { type: "done" });
    expect(s.starbase.fleets.n).toBe(fleets + 1);
    expect(s.decision).toEqual({ kind: "lab", pips: 11 });
    expect(isLegal(s, 0, { type: "probe" })).toBe(true);
    const science = s.starbase.science.length;
    const s2 = act(s, 0, { type: "probe" });
    expect(s2.starbase.science.length).toBe(science + 1);
  });

  it("studies a Location in the Lab: its influence is a discount, then discarded", () => {
    let s = withPool(withZoneCard(newGame({ societies: ["botanists"] }), 0, 7, 2), 0, ["b6", "b2"]);
    s = act(act(s, 0, { type: "place", die: "b6", to: "lab" }), 0, { type: "place", die: "b2", to: "lab" });
    s = act(s, 0, { type: "done" });
    expect(g.publicView(s).lab.study["7"]).toBe(8); // Class 1 study 10, minus 2 influence
    // The Explorers' rule makes the Lab 2 pips cheaper.
    const explorers = withZoneCard(newGame({ societies: ["explorers"] }), 0, 7, 2);
    expect(g.publicView(explorers).lab).toMatchObject({ probe: 6, study: { 7: 6 } });
    const s2 = act(s, 0, { type: "study", card: 7 });
    expect(s2.starbase.science).toContain(7);
    expect(s2.zone.some((z) => z.id === 7)).toBe(false);
  });

  it("offers a Starbase upgrade when Science pays for it (Class 2: 2 Starbase discs)", () => {
    let s = withScience(newGame(), [7, 13]); // 3 + 3 science
    s = endActions(s);
    expect(s.decision).toEqual({ kind: "upgrade" });
    s = act(s, 0, { type: "upgrade" });
    expect(s.starbase.cls).toBe(2);
    expect(s.starbase.discs).toBe(2);
  });
});

describe("the Adversary phase (p.24-25)", () => {
  it("adds influence to Encounters; one at its threshold Escalates and is studied", () => {
    // Solar Flare (card 35) has threshold 2; Neeble-Woober escalates: the adversary gains X (1).
    const s = withPool(withZoneCard(newGame(), 0, 35, 1), 0, []);
    const adv = s.adv.infl.n;
    const { state, events } = actE(s, 0, { type: "done" });
    expect(events.find((e) => e.type === "escalate")).toMatchObject({ card: 35 });
    expect(state.starbase.science).toContain(35);
    expect(state.zone.some((z) => z.id === 35)).toBe(false);
    expect(state.adv.infl.n).toBe(adv + 1 + 1); // one per turn, plus X = 1 for the escalation
  });

  it("discards the top card of the deck as Time Passes (x = 1, xx = 2)", () => {
    const neeble = newGame({ adversary: "neeble" });
    const vorrax = newGame({ adversary: "vorrax" });
    expect(neeble.discard).toHaveLength(1);
    expect(vorrax.discard).toHaveLength(2);
    const { events } = actE(withPool(neeble, 0, []), 0, { type: "done" });
    expect(events.find((e) => e.type === "deckDiscarded")).toMatchObject({ cards: [expect.any(Number)] });
  });
});

describe("reshuffle and Adversary events (p.45, p.24)", () => {
  function emptyDeck(s0: GalaxyState): GalaxyState {
    const s = structuredClone(s0);
    s.discard.push(...s.deck);
    s.deck = [];
    return s;
  }

  it("sets the top event aside when the deck runs out; it is revealed the turn after", () => {
    const s = emptyDeck(newGame());
    const top = s.events[s.events.length - 1]!;
    const s2 = endActions(s); // Time Passes draws: reshuffle during the Adversary phase
    expect(s2.pendingEvents).toEqual([top]);
    expect(g.publicView(s2).pendingEvents).toBe(1);
    expect(g.publicView(s2).deckSize).toBeGreaterThan(0);
    expect(JSON.stringify(g.publicView(s2))).not.toContain(top);
    const s3 = endActions(s2);
    expect(s3.pendingEvents).toEqual([]);
    expect([...s3.spentEvents, ...s3.conditions]).toContain(top);
  });

  it("overwhelms you when a reshuffle finds no event left", () => {
    const s = structuredClone(emptyDeck(newGame()));
    s.spentEvents.push(...s.events);
    s.events = [];
    const lost = endActions(s);
    expect(lost.result?.won).toBe(false);
    expect(g.outcome(lost)).toMatchObject({ cooperative: { won: false }, ranks: [1] });
    expect(g.actors(lost)).toEqual([]);
  });
});

describe("Overwhelm (p.15, p.22)", () => {
  it("loses the game when the Adversary's condition is met and no disc was claimed", () => {
    const s = withInfluence(newGame({ adversary: "neeble" }), "adversary", 9);
    const s2 = endActions(s);
    expect(s2.result).toMatchObject({ won: false });
  });

  it("exiles a claimed Adversary disc instead, and the game goes on", () => {
    const s = structuredClone(withInfluence(newGame({ adversary: "neeble" }), "adversary", 9));
    s.adv.removed = 1;
    s.adv.claimed = 1;
    const { state, events } = actE(withPool(s, 0, []), 0, { type: "done" });
    expect(state.result).toBeNull();
    expect(events.find((e) => e.type === "overwhelmed")).toMatchObject({ avoided: true });
    expect(state.adv).toMatchObject({ removed: 1, claimed: 0, exiled: 1 });
    expect(state.adv.infl.n).toBe(0);
  });
});

describe("the Confrontation (p.35, p.44) and victory (p.22)", () => {
  it("only the row of the highest remaining disc can be filled, at its Federation Level", () => {
    // Neeble 'Send Envoy': [B5 B4 G4] L1, [B10w G5] L2, ...
    const s = withPool(newGame(), 0, ["b5", "b4", "y4", "y6"]);
    expect(isLegal(s, 0, { type: "place", die: "b5", to: "c.0" })).toBe(true);
    const s2 = structuredClone(s);
    s2.adv.removed = 1;
    s2.adv.claimed = 1;
    expect(refuse(s2, 0, { type: "place", die: "y6", to: "c.1" }).code).toBe("FEDERATION_LEVEL_TOO_LOW");
  });

  it("claims the disc of a filled row, and can flip the card only while it is empty", () => {
    let s = withPool(newGame(), 0, ["b5", "b4", "y4"]);
    expect(isLegal(s, 0, { type: "flip" })).toBe(true);
    s = act(s, 0, { type: "place", die: "b5", to: "c.0" });
    expect(refuse(s, 0, { type: "flip" }).code).toBe("CONFRONTATION_IN_USE");
    s = act(act(s, 0, { type: "place", die: "b4", to: "c.1" }), 0, { type: "place", die: "y4", to: "c.2" });
    const { state, events } = actE(s, 0, { type: "done" });
    expect(events.find((e) => e.type === "discClaimed")).toMatchObject({ removed: 1, claimed: 1 });
    expect(state.adv).toMatchObject({ removed: 1, claimed: 1 });
  });

  it("wins when the last Adversary disc is removed", () => {
    // Row 4 of 'Send Envoy': [B12w G6 F2] at Federation Level 3.
    let s = structuredClone(withPool(newGame(), 0, ["b6", "b6", "y6"]));
    s.adv.removed = 3;
    s.adv.claimed = 3;
    s.seats[0]!.milestones = ["explorers-1", "explorers-2"];
    s = act(s, 0, { type: "place", die: "b6", to: "c.0" });
    s = act(s, 0, { type: "place", die: "b6", to: "c.0" });
    s = act(s, 0, { type: "place", die: "y6", to: "c.1" });
    s = act(s, 0, { type: "ring", to: "c.2" });
    const won = act(s, 0, { type: "done" });
    expect(won.result?.won).toBe(true);
    expect(g.outcome(won)).toEqual({
      ranks: [1],
      scores: [12],
      cooperative: { won: true },
      reason: "The last Adversary disc was removed: the Federation stands!",
    });
  });
});

describe("milestones and Federation levels (p.12-13, errata)", () => {
  it("completes a passive milestone by itself and raises the Federation Level", () => {
    // Explorers 1: have 10 Science (1P side); cards 7, 13, 22 give 3 each and card 3 gives 2.
    const s = withScience(withPool(newGame({ societies: ["explorers"] }), 0, ["y1"]), [7, 13, 22, 3]);
    expect(s.seats[0]!.milestones).toEqual([]);
    const { state, events } = actE(s, 0, { type: "return", die: "y1" });
    expect(state.seats[0]!.milestones).toContain("explorers-1");
    expect(events.find((e) => e.type === "milestone")).toMatchObject({
      seat: 0,
      id: "explorers-1",
      level: 2,
    });
    expect(g.publicView(state).seats[0]!.level).toBe(2);
  });

  it("Scientists (errata): 'Action: spend 7 Tech discs from your pool' (6 in 2P)", () => {
    const s = structuredClone(withPool(newGame({ societies: ["scientists"] }), 0, []));
    expect(refuse(s, 0, { type: "milestone", id: "scientists-3" }).code).toBe("NOT_ENOUGH_DISCS");
    const extra = 7 - s.seats[0]!.discs;
    s.seats[0]!.discs += extra;
    s.supply.techDiscs -= extra;
    const s2 = act(s, 0, { type: "milestone", id: "scientists-3" });
    expect(s2.seats[0]!.discs).toBe(0);
    expect(s2.seats[0]!.milestones).toContain("scientists-3");
  });

  it("Mathematicians (errata): 'Action: discard dice totalling 66 from your pool' (44 in 2P)", () => {
    const sixes = ["y6", "y6", "y6", "y6", "p6", "p6", "p6", "p6", "b6", "b6", "b6"];
    let s = withPool(newGame({ societies: ["mathematicians"] }), 0, sixes);
    expect(refuse(s, 0, { type: "milestone", id: "mathematicians-3" }).code).toBe("USE_MILESTONE_BOX");
    for (const d of sixes) s = act(s, 0, { type: "place", die: d, to: "m.mathematicians-3" });
    expect(s.seats[0]!.milestones).toContain("mathematicians-3");
    expect(s.seats[0]!.pool).toEqual([]);
    expect(s.placed["m.mathematicians-3"]).toBeUndefined();
  });

  it("Guardians (errata): 'At any time: exile colonies', each milestone on its own", () => {
    // 1P side: exile 2, 2 and 3 colonies.
    let s = newGame({ societies: ["guardians"] });
    for (const id of [1, 2, 4]) s = giveCard(s, 0, id, "colony");
    s = withPool(s, 0, []);
    expect(refuse(s, 0, { type: "milestone", id: "guardians-2", colonies: [1] }).code).toBe("BAD_MILESTONE");
    expect(refuse(s, 0, { type: "milestone", id: "guardians-2", colonies: [2, 1] }).code).toBe(
      "COLONIES_ORDER",
    );
    expect(refuse(s, 0, { type: "milestone", id: "guardians-2", colonies: [1, 9] }).code).toBe(
      "NOT_YOUR_COLONY",
    );
    expect(legal(s, 0).filter((m) => m.type === "milestone")).toHaveLength(7); // 3 pairs x 2 milestones + 1 triple
    const fleets = s.starbase.fleets.n;
    const s2 = act(s, 0, { type: "milestone", id: "guardians-1", colonies: [1, 4] });
    expect(s2.seats[0]!.colonies).toEqual([2]);
    expect(s2.exiledCards).toEqual([1, 4]);
    expect(s2.starbase.fleets.n).toBe(fleets + 2); // the Guardians' rule
    expect(s2.seats[0]!.milestones).toEqual(["guardians-1"]);
  });

  it("unlocks the Society Special Tech's tiers at Federation Levels 3 and 5 (p.37 example)", () => {
    let s = withPool(newGame({ societies: ["explorers"] }), 0, []);
    expect(refuse(s, 0, { type: "tech", tech: "soc", opt: 1 }).code).toBe("TIER_LOCKED");
    s = structuredClone(s);
    s.seats[0]!.milestones = ["explorers-1", "explorers-2"];
    expect(isLegal(s, 0, { type: "tech", tech: "soc", opt: 1 })).toBe(true);
    expect(isLegal(s, 0, { type: "tech", tech: "soc", opt: 2 })).toBe(false);
  });
});

describe("Tech keywords (p.37-38)", () => {
  it("gains, rolls and pays: Forge Hammer's two effects (like the Mining Platform example)", () => {
    let s = withPool(giveCard(newGame(), 0, 6, "tech"), 0, []);
    const a = act(s, 0, { type: "tech", tech: "c6", opt: 0 });
    expect(a.seats[0]!.pool).toEqual(["p6"]);
    s = withInfluence(s, "fleets", 2);
    const { state, events } = actE(s, 0, { type: "tech", tech: "c6", opt: 1 });
    expect(state.starbase.fleets.n).toBe(0);
    expect(state.seats[0]!.pool.filter((d) => d[0] === "p")).toHaveLength(2);
    expect(state.seats[0]!.pool.filter((d) => d[0] === "k")).toHaveLength(1);
    expect(events.filter((e) => e.type === "diceGained")).toHaveLength(2);
    const broke = withInfluence(s, "fleets", 1);
    expect(refuse(broke, 0, { type: "tech", tech: "c6", opt: 1 }).code).toBe("CANNOT_PAY");
  });

  it("rerolls up to N dice you pick, and you may stop early", () => {
    let s = withPool(newGame({ homeworlds: ["felisi"] }), 0, ["y1", "p1"]);
    s = act(s, 0, { type: "tech", tech: "hw", opt: 0 }); // Whisker Sensors: reroll up to 2
    expect(legal(s, 0)).toEqual([{ type: "pick", die: "y1" }, { type: "pick", die: "p1" }, { type: "stop" }]);
    expect(refuse(s, 0, { type: "done" }).code).toBe("FINISH_TECH");
    s = act(s, 0, { type: "pick", die: "y1" });
    expect(s.seats[0]!.pending?.left).toBe(1);
    s = act(s, 0, { type: "stop" });
    expect(s.seats[0]!.pending).toBeNull();
    expect(s.seats[0]!.discs).toBe(1);
  });

  it("replaces the Federation icon by your level: Star Charts rerolls up to Level dice", () => {
    let s = structuredClone(withPool(giveCard(newGame(), 0, 15, "tech"), 0, ["y1", "p1", "b1", "b2"]));
    s.seats[0]!.milestones = ["explorers-1", "explorers-2"];
    s = act(s, 0, { type: "tech", tech: "c15", opt: 0 });
    expect(s.seats[0]!.pending?.left).toBe(3);
  });

  it("needs a Tech disc in the pool", () => {
    const s = structuredClone(withPool(newGame(), 0, []));
    s.supply.techDiscs += s.seats[0]!.discs;
    s.seats[0]!.discs = 0;
    expect(refuse(s, 0, { type: "tech", tech: "hw", opt: 0 }).code).toBe("NO_TECH_DISC");
  });
});

describe("2-player rules (p.21)", () => {
  const two = () => newGame({ players: 2 });

  it("keeps separate pools: you cannot place your partner's dice", () => {
    const s = withPool(withPool(two(), 0, ["y4"]), 1, ["p5"]);
    expect(refuse(s, 0, { type: "place", die: "p5", to: "lab" }).code).toBe("NO_SUCH_DIE");
    expect(g.actors(s)).toEqual([0, 1]);
  });

  it("lets both players fill the same wide box together", () => {
    let s = withPool(withPool(withZoneCard(two(), 0, 1), 0, ["p3"]), 1, ["p5"]);
    s = act(s, 0, { type: "place", die: "p3", to: "g1.1.0" });
    expect(isLegal(s, 1, { type: "place", die: "p5", to: "g1.1.0" })).toBe(true);
    s = act(s, 1, { type: "place", die: "p5", to: "g1.1.0" });
    expect(s.open).toBeNull();
    expect(s.placed["g1.1.0"]).toEqual(["p30", "p51"]);
  });

  it("lets each player give one die to a black die, gained by either player", () => {
    const s = withPool(withPool(two(), 0, ["y4"]), 1, ["p3"]);
    const s2 = act(s, 0, { type: "combine", a: "y4", b: "p3", partner: true, to: 1 });
    expect(s2.seats[0]!.pool).toEqual([]);
    expect(s2.seats[1]!.pool).toEqual(["k3"]);
  });

  it("needs both players at the row's Federation Level to confront", () => {
    const s = structuredClone(withPool(withPool(two(), 0, ["b6", "b5", "y5"]), 1, []));
    s.adv.removed = 1;
    s.adv.claimed = 1;
    s.seats[0]!.milestones = ["explorers-1"];
    expect(refuse(s, 0, { type: "place", die: "y5", to: "c.1" }).code).toBe("FEDERATION_LEVEL_TOO_LOW");
    s.seats[1]!.milestones = ["botanists-1"];
    expect(isLegal(s, 0, { type: "place", die: "y5", to: "c.1" })).toBe(true);
  });

  it("ends the Action phase when both players are done, and lets either claim for either", () => {
    let s = withPool(withPool(withZoneCard(two(), 0, 35), 0, ["y6"]), 1, []);
    s = act(s, 0, { type: "place", die: "y6", to: "g35.0.0" });
    s = act(s, 0, { type: "done" });
    expect(g.actors(s)).toEqual([1]);
    s = act(s, 1, { type: "done" });
    expect(g.actors(s)).toEqual([0, 1]);
    expect(legal(s, 1)).toContainEqual({ type: "claim", as: "colony", seat: 0 });
    s = act(s, 1, { type: "claim", as: "colony", seat: 0 });
    expect(s.seats[0]!.colonies).toEqual([35]);
  });

  it("lets a tech 'from any pool' (Relay Burst) change the partner's die", () => {
    let s = withPool(withPool(giveCard(two(), 0, 18, "tech"), 0, ["y3"]), 1, ["p2"]);
    s = act(s, 0, { type: "tech", tech: "c18", opt: 0 });
    expect(legal(s, 0)).toContainEqual({ type: "pick", die: "p2", d: 1, owner: 1 });
    s = act(s, 0, { type: "pick", die: "p2", d: 1, owner: 1 });
    expect(s.seats[1]!.pool).toEqual(["p3"]);
  });
});

describe("hidden information", () => {
  it("keeps the deck order, face-down cards and event order out of every view", () => {
    const s = newGame();
    const s2 = g.test.perturbHidden(s, "world", rngFromSeed("p"));
    expect(s2.deck).not.toEqual(s.deck);
    expect(viewFor(g, s2, 0)).toEqual(viewFor(g, s, 0));
    expect(g.legalMoves(s2, 0)).toEqual(g.legalMoves(s, 0));
    expect(g.privateView(s, 0)).toEqual({});
  });
});
