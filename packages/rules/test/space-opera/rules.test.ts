/** Space Opera rules as implemented; each test names the rulebook (v1.01) section it encodes. */
import { describe, expect, it } from "vitest";
import {
  BUILD_COST,
  BUILD_ITEMS,
  cardKind,
  PLANETS,
  planetCard,
  planetClass,
} from "../../src/space-opera/content.ts";
import { spaceOpera } from "../../src/space-opera/index.ts";
import type { OperaState } from "../../src/space-opera/types.ts";
import { at, blank, card, duel, give, planet, play, playAll, refused, ship, types } from "./fixture.ts";

const setup = (players: number, seed = "s", options: Record<string, unknown> = {}) =>
  spaceOpera.setup({ players, seed, options: spaceOpera.optionsSchema.parse(options) });

describe("setup (rulebook: First Game Setup)", () => {
  it.each([
    [2, 4],
    [3, 5],
    [4, 4],
  ])(
    "%i players: corners, class-5 homes, %i hidden planets, 1 supernova, 1 asteroid, 2 wormholes, 13 space",
    (n, hidden) => {
      const s = setup(n);
      const homes =
        n === 2
          ? [
              [0, 24],
              [4, 20],
            ]
          : [[0], [4], [24], [20]].slice(0, n);
      homes.forEach((cells, seat) => {
        for (const c of cells) {
          const p = s.planets[c]!;
          expect(p.owner).toBe(seat);
          const pc = planetCard(p.card);
          expect(planetClass(pc)).toBe(5);
          expect([p.meeples, p.energy, p.ore]).toEqual([pc.capacity, pc.energy, pc.ore]);
        }
      });
      const down = s.cards.filter((_, i) => !s.faceUp[i]).map(cardKind);
      const count = (k: string) => down.filter((x) => x === k).length;
      expect([
        count("planet"),
        count("supernova"),
        count("asteroid"),
        count("wormhole"),
        count("space"),
      ]).toEqual([hidden, 1, 1, 2, 13]);
      // Hidden planets come from the planets that are not class 5.
      for (const [i, c] of s.cards.entries())
        if (!s.faceUp[i] && cardKind(c) === "planet") expect(planetClass(planetCard(c))).toBeLessThan(5);
      const v = spaceOpera.publicView(s);
      expect(v.cards.filter((c) => c === null).length).toBe(down.length);
    },
  );

  it("has 27 planet cards of classes 1-5 and four class-5 ones", () => {
    expect(PLANETS).toHaveLength(27);
    expect(PLANETS.filter((p) => planetClass(p) === 5)).toHaveLength(4);
    expect(new Set(PLANETS.map(planetClass))).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});

describe("building (rulebook: Building/Research Phase, Building Cost)", () => {
  it.each(BUILD_ITEMS.map((i) => [i]))("%s costs what the table says and turns one meeple", (item) => {
    const s = at(duel(), "build");
    const { s: t } = play(s, 0, { type: "build", planet: 12, item });
    const p = t.planets[12]!;
    const cost = BUILD_COST[item];
    expect(10 - p.energy).toBe(cost.energy);
    expect(10 - p.ore).toBe(cost.ore);
    expect(p.used).toBe(item === "meeple" ? 2 : 1);
    if (item === "ship") expect(t.ships.filter((x) => x.cell === 12 && x.owner === 0)).toHaveLength(1);
    if (item === "meeple") expect(p.meeples).toBe(4);
  });

  it("clones only with free meeples, never with newly cloned ones", () => {
    let s = at(duel({ meeples: 3 }), "build");
    s = play(s, 0, { type: "build", planet: 12, item: "meeple" }).s; // 4 meeples, 2 turned
    s = play(s, 0, { type: "build", planet: 12, item: "meeple" }).s; // 5 meeples, 4 turned
    s = play(s, 0, { type: "build", planet: 12, item: "meeple" }).s; // 6 meeples, all turned
    expect(s.planets[12]).toMatchObject({ meeples: 6, used: 6 });
    expect(refused(s, 0, { type: "build", planet: 12, item: "meeple" })).toBe("NO_FREE_MEEPLE");
  });

  it("refuses what the planet's store cannot pay, and a fourth level", () => {
    const s = at(duel({ energy: 1, ore: 2 }), "build");
    expect(refused(s, 0, { type: "build", planet: 12, item: "bunker" })).toBe("CANNOT_AFFORD");
    const full = at(duel({ windmill: 3 }), "build");
    expect(refused(full, 0, { type: "build", planet: 12, item: "windmill" })).toBe("MAX_LEVEL");
  });

  it("builds on one planet per turn, then the next player builds", () => {
    const s = at(duel(), "build");
    planet(s, 11, 0, { energy: 5, ore: 5 });
    const t = play(s, 0, { type: "build", planet: 12, item: "windmill" }).s;
    expect(refused(t, 0, { type: "build", planet: 11, item: "windmill" })).toBe("ONE_PLANET_PER_TURN");
    const u = play(t, 0, { type: "endTurn" }).s;
    expect(u.turn).toBe(1);
    const back = play(u, 1, { type: "pass" }).s;
    expect(back.turn).toBe(0);
    expect(refused(back, 0, { type: "build", planet: 12, item: "farm" })).toBe("PLANET_DONE");
  });

  it("pass forfeits the rest of the Building phase", () => {
    const s = at(duel(), "build");
    planet(s, 11, 0, { energy: 5, ore: 5 });
    const t = play(s, 0, { type: "pass" }).s;
    expect(t.turn).toBe(1);
    const { s: u, ev } = play(t, 1, { type: "pass" });
    expect(ev.filter((e) => e.type === "phase")[0]).toMatchObject({ phase: "move" });
    expect(u.round).toBe(2);
  });

  it("research is declared first, takes a tech card and ends the player's Building phase", () => {
    const s = at(duel(), "build");
    const t = play(s, 0, { type: "build", planet: 12, item: "farm" }).s;
    expect(refused(t, 0, { type: "research" })).toBe("RESEARCH_FIRST");
    const { s: u, ev } = play(s, 0, { type: "research" });
    expect(u.hands[0]).toHaveLength(1);
    expect(u.passed[0]).toBe(true);
    const drew = ev.find((e) => e.type === "drewTech")!;
    expect(drew.visibleTo).toEqual([0]);
    expect(spaceOpera.publicView(u).handSizes).toEqual([1, 0]);
  });

  it("research is refused once the player has taken any action this phase, a free tech action too", () => {
    // Rulebook "Research": "This must be declared at the very beginning of the Building and Research
    // Phase (during his first action or turn)."
    const s = at(duel({ energy: 5, ore: 5 }), "build");
    give(s, 0, "energyConverter");
    const t = play(s, 0, { type: "convert", tech: "energyConverter", planet: 12, amount: 1 }).s;
    expect(refused(t, 0, { type: "research" })).toBe("RESEARCH_FIRST");
    // The next Building phase starts afresh: research is the first action again.
    let u = t;
    while (u.round === 1) u = play(u, spaceOpera.actors(u)[0]!, { type: "pass" }).s;
    expect([u.round, u.phase, u.turn]).toEqual([2, "build", 1]);
    const w = play(u, 1, { type: "pass" }).s;
    expect(play(w, 0, { type: "research" }).s.hands[0]).toHaveLength(2);
  });

  it("a fifth tech card must be returned to the deck (at most four in hand)", () => {
    const s = at(duel(), "build");
    s.hands[0] = s.deck.splice(0, 4);
    const t = play(s, 0, { type: "research" }).s;
    expect(spaceOpera.actors(t)).toEqual([0]);
    expect(spaceOpera.publicView(t).decision?.kind).toBe("discardTech");
    const drop = t.hands[0]![0]!;
    const u = play(t, 0, { type: "discardTech", tech: drop }).s;
    expect(u.hands[0]).toHaveLength(4);
    expect(u.deck).toContain(drop);
  });
});

/** Seat 0 to move in the Movement phase; seat 1 has nothing to move. */
function moving(s: OperaState): OperaState {
  return at(s, "move", 0);
}

describe("movement (rulebook: Ship Energy, Space Card, Supernova, Asteroid Field, Exploration)", () => {
  it("a ship spends 1 ship energy to move up to 2 spaces, up/down/left/right only", () => {
    const s = moving(duel());
    const x = ship(s, 0, 12, { energy: 2 });
    expect(refused(s, 0, { type: "step", ship: x.id, to: 18, hyper: false })).toBe("NOT_ADJACENT");
    const t = playAll(s, [
      [0, { type: "step", ship: x.id, to: 13, hyper: false }],
      [0, { type: "step", ship: x.id, to: 14, hyper: false }],
    ]).s;
    const y = t.ships.find((z) => z.id === x.id)!;
    expect([y.cell, y.energy]).toEqual([14, 1]);
    expect(t.active).toBeNull();
    expect(refused(t, 0, { type: "step", ship: x.id, to: 9, hyper: false })).toBe("ALREADY_MOVED");
  });

  it("a ship ending in space without ship energy is destroyed with its cargo", () => {
    const s = moving(duel());
    const x = ship(s, 0, 12, { energy: 1, meeples: 2, ore: 3 });
    const { s: t, ev } = playAll(s, [
      [0, { type: "step", ship: x.id, to: 13, hyper: false }],
      [0, { type: "stop" }],
    ]);
    expect(t.ships).toHaveLength(0);
    expect(ev.find((e) => e.type === "shipDestroyed")).toMatchObject({ reason: "outOfEnergy" });
  });

  it("a ship without energy may end on a planet", () => {
    const s = moving(duel());
    planet(s, 14, 0, {}, "planet-03");
    const x = ship(s, 0, 12, { energy: 1 });
    const t = playAll(s, [
      [0, { type: "step", ship: x.id, to: 13, hyper: false }],
      [0, { type: "step", ship: x.id, to: 14, hyper: false }],
    ]).s;
    expect(t.ships[0]).toMatchObject({ cell: 14, energy: 0, owner: 0 });
  });

  it("entering an asteroid field costs 2 spaces, unless entered with the last space", () => {
    const s = moving(duel());
    card(s, 13, "asteroid-1");
    const x = ship(s, 0, 12, { energy: 2 });
    const t = play(s, 0, { type: "step", ship: x.id, to: 13, hyper: false }).s;
    expect(t.active).toBeNull(); // both spaces used
    const s2 = moving(duel());
    card(s2, 14, "asteroid-1");
    const y = ship(s2, 0, 12, { energy: 2 });
    const t2 = playAll(s2, [
      [0, { type: "step", ship: y.id, to: 13, hyper: false }],
      [0, { type: "step", ship: y.id, to: 14, hyper: false }],
    ]).s;
    expect(t2.ships[0]!.cell).toBe(14);
  });

  it("a face-up supernova destroys a ship; a face-down one is crossed as space", () => {
    const s = moving(duel());
    card(s, 13, "supernova-1");
    const x = ship(s, 0, 12, { energy: 2 });
    const t = play(s, 0, { type: "step", ship: x.id, to: 13, hyper: false });
    expect(t.s.ships).toHaveLength(0);
    expect(t.ev.find((e) => e.type === "shipDestroyed")).toMatchObject({ reason: "supernova" });
    const s2 = moving(duel());
    card(s2, 13, "supernova-1", false);
    const y = ship(s2, 0, 12, { energy: 2 });
    const t2 = playAll(s2, [
      [0, { type: "step", ship: y.id, to: 13, hyper: false }],
      [0, { type: "step", ship: y.id, to: 14, hyper: false }],
    ]).s;
    expect(t2.ships[0]!.cell).toBe(14);
    expect(t2.faceUp[13]).toBe(false);
  });

  it("face-up wormholes are linked: one space takes a ship from one to the other", () => {
    const s = moving(duel());
    card(s, 13, "wormhole-1");
    card(s, 3, "wormhole-2");
    card(s, 21, "wormhole-3", false);
    const x = ship(s, 0, 12, { energy: 2 });
    const mid = play(s, 0, { type: "step", ship: x.id, to: 13, hyper: false }).s;
    expect(refused(mid, 0, { type: "step", ship: x.id, to: 21, hyper: false })).toBe("NOT_ADJACENT");
    const t = play(mid, 0, { type: "step", ship: x.id, to: 3, hyper: false }).s;
    expect(t.ships[0]!.cell).toBe(3);
  });

  it("a ship ending on a face-down card may flip it; pilots colonize a planet found there", () => {
    const s = moving(duel());
    card(s, 13, "planet-10", false);
    const x = ship(s, 0, 12, { energy: 2, meeples: 2 });
    let t = playAll(s, [
      [0, { type: "step", ship: x.id, to: 13, hyper: false }],
      [0, { type: "stop" }],
    ]).s;
    expect(spaceOpera.publicView(t).decision).toMatchObject({ kind: "explore", seat: 0 });
    const r = play(t, 0, { type: "explore", flip: true });
    t = r.s;
    expect(r.ev.find((e) => e.type === "flipped")).toMatchObject({ cell: 13, card: "planet-10" });
    expect(t.planets[13]).toMatchObject({ owner: 0, meeples: 2 });
    expect(t.hiddenPlanets).toBe(0);
  });

  it("a drone finding a planet lands if it has energy left, else it is stuck without a controller", () => {
    for (const [energy, owner] of [
      [2, 0],
      [1, null],
    ] as const) {
      const s = moving(duel());
      card(s, 13, "planet-10", false);
      const x = ship(s, 0, 12, { energy });
      const t = playAll(s, [
        [0, { type: "step", ship: x.id, to: 13, hyper: false }],
        [0, { type: "stop" }],
        [0, { type: "explore", flip: true }],
      ]).s;
      expect(t.ships[0]).toMatchObject({ cell: 13, owner });
      expect(t.planets[13]!.owner).toBeNull();
    }
  });

  it("loads energy and cargo at its own planet, keeping one meeple there", () => {
    const s = moving(duel({ meeples: 2 }));
    const x = ship(s, 0, 12);
    let t = play(s, 0, { type: "load", ship: x.id, cargo: "meeple" }).s;
    expect(refused(t, 0, { type: "load", ship: x.id, cargo: "meeple" })).toBe("LAST_MEEPLE");
    t = play(t, 0, { type: "load", ship: x.id, cargo: "energy" }).s;
    expect(t.ships[0]).toMatchObject({ meeples: 1, energy: 1 });
    expect(t.planets[12]).toMatchObject({ meeples: 1, energy: 9 });
    expect(refused(t, 0, { type: "unload", ship: x.id, cargo: "energy" })).toBe("CARGO_DIRECTION");
  });

  it("legal moves never tell what a face-down card is", () => {
    const a = moving(duel());
    card(a, 13, "supernova-1", false);
    const b = moving(duel());
    card(b, 13, "planet-10", false);
    ship(a, 0, 12, { energy: 2 });
    ship(b, 0, 12, { energy: 2 });
    b.hiddenPlanets = 1;
    a.hiddenPlanets = 0;
    expect(spaceOpera.legalMoves(a, 0)).toEqual(spaceOpera.legalMoves(b, 0));
  });
});

describe("combat (rulebook: Ship to Ship Combat, Fleet vs Ship)", () => {
  it("two opposing ships on one card destroy each other", () => {
    const s = moving(duel());
    const x = ship(s, 0, 12, { energy: 1 });
    ship(s, 1, 13, { energy: 1 });
    const t = play(s, 0, { type: "step", ship: x.id, to: 13, hyper: false }).s;
    expect(t.ships).toHaveLength(0);
  });

  it("attacking a fleet takes down one ship, chosen by the fleet's owner", () => {
    const s = moving(duel());
    const x = ship(s, 0, 12, { energy: 1 });
    const b = ship(s, 1, 13, { energy: 1 });
    const c = ship(s, 1, 13, { energy: 3 });
    const t = play(s, 0, { type: "step", ship: x.id, to: 13, hyper: false }).s;
    expect(spaceOpera.actors(t)).toEqual([1]);
    const u = play(t, 1, { type: "pickShip", ship: b.id }).s;
    expect(u.ships.map((z) => z.id)).toEqual([c.id]);
  });

  it("a ship carrying a nuclear warhead wipes out a whole fleet", () => {
    const s = moving(duel());
    const x = ship(s, 0, 12, { energy: 1, nukes: 1 });
    ship(s, 1, 13, { energy: 1 });
    ship(s, 1, 13, { energy: 1 });
    const t = play(s, 0, { type: "step", ship: x.id, to: 13, hyper: false }).s;
    expect(t.ships).toHaveLength(0);
  });
});

/** Seat 0's loaded ship next to seat 1's planet on cell 13. */
function raid(cargo: Record<string, number>, target: Record<string, number> = {}) {
  const s = moving(duel());
  planet(s, 13, 1, { meeples: 3, energy: 4, ore: 4, ...target }, "planet-05");
  const x = ship(s, 0, 12, { energy: 1, ...cargo });
  ship(s, 0, 12); // a second ship keeps seat 0 in the Movement phase after the raid
  const t = play(s, 0, { type: "step", ship: x.id, to: 13, hyper: false }).s;
  return { s: t, ship: x };
}

describe("missiles and warheads (rulebook: Missile or Airstrike, Biological Attack, Nuclear Attack)", () => {
  it("a missile removes a whole resource structure token", () => {
    const { s, ship: x } = raid({}, { windmill: 2, farm: 1 });
    const t = play(s, 0, { type: "attack", target: "windmill", ship: null }).s;
    expect(t.planets[13]).toMatchObject({ windmill: 0, farm: 1 });
    expect(t.ships.some((y) => y.id === x.id)).toBe(false);
  });

  it("a missile takes down one unprotected meeple; bunkers protect one meeple each", () => {
    const { s } = raid({}, { windmill: 1, bunker: 1 });
    const t = play(s, 0, { type: "attack", target: "meeple", ship: null }).s;
    expect(t.planets[13]!.meeples).toBe(2);
    const { s: s2 } = raid({}, { meeples: 2, bunker: 2, windmill: 1, farm: 1 });
    expect(refused(s2, 0, { type: "attack", target: "meeple", ship: null })).toBe("BAD_STRIKE");
    expect(refused(s2, 0, { type: "attack", target: "bunker", ship: null })).toBe("BAD_STRIKE");
  });

  it("biological attack: unprotected meeples and farms die; contamination for three rounds", () => {
    const { s } = raid({ bios: 1 }, { meeples: 3, farm: 2, bunker: 1 });
    let t = play(s, 0, { type: "attack", target: "bio", ship: null }).s;
    expect(t.planets[13]).toMatchObject({ meeples: 1, farm: 1, contaminated: 3 });
    // Production is limited to 1 energy and 1 ore while contaminated.
    t = play(t, 0, { type: "pass" }).s;
    expect(t.round).toBe(2);
    expect(t.planets[13]).toMatchObject({ energy: 5, ore: 5 });
    expect(refused(at(t, "build", 1), 1, { type: "build", planet: 13, item: "farm" })).toBe("CONTAMINATED");
  });

  it("contamination and fallout markers are removed at the Maintenance of the third round", () => {
    const s = moving(duel());
    planet(s, 13, 1, { meeples: 1, contaminated: 1 }, "planet-05");
    planet(s, 14, 1, { meeples: 1, bunker: 1, fallout: 2 }, "planet-06");
    ship(s, 0, 12);
    const t = play(s, 0, { type: "pass" }).s;
    expect(t.planets[13]!.contaminated).toBe(0);
    expect(t.planets[14]!.fallout).toBe(2);
  });

  it("nuclear attack: all but bunkers and what they protect is wiped out; fallout stops everything", () => {
    const { s } = raid({ nukes: 1 }, { meeples: 3, bunker: 1, farm: 2, windmill: 2, refinery: 1, bios: 1 });
    ship(s, 1, 13, { energy: 2 });
    let t = play(s, 0, { type: "attack", target: "nuke", ship: null }).s;
    expect(t.planets[13]).toMatchObject({
      meeples: 1,
      bunker: 1,
      farm: 1,
      windmill: 0,
      refinery: 0,
      energy: 0,
      ore: 0,
      bios: 0,
      fallout: 3,
    });
    expect(t.ships.filter((x) => x.cell === 13)).toHaveLength(0);
    t = play(t, 0, { type: "pass" }).s; // production: nothing under fallout
    expect(t.planets[13]).toMatchObject({ energy: 0, ore: 0 });
    expect(refused(at(t, "build", 1), 1, { type: "build", planet: 13, item: "farm" })).toBe(
      "NUCLEAR_FALLOUT",
    );
  });
});

describe("invasion (rulebook: Invasion)", () => {
  it("the stronger side wins, keeps the difference; the transport is destroyed; the planet changes hands", () => {
    const { s } = raid({ meeples: 5 }, { meeples: 2, bunker: 1, windmill: 1 });
    ship(s, 1, 13, { energy: 2 });
    const { s: t, ev } = play(s, 0, { type: "attack", target: "invade", ship: null });
    expect(ev.find((e) => e.type === "invasion")).toMatchObject({
      attack: 5,
      defense: 3,
      won: true,
      left: 2,
    });
    expect(t.planets[13]).toMatchObject({ owner: 0, meeples: 2, bunker: 1, windmill: 1, energy: 4, ore: 4 });
    // The docked ship changed hands; the transport is gone.
    expect(t.ships.filter((x) => x.cell === 13).map((x) => x.owner)).toEqual([0]);
  });

  it("a failed invasion leaves the defender the difference; a tie empties the planet", () => {
    const lost = raid({ meeples: 2 }, { meeples: 2, bunker: 1 });
    const t = play(lost.s, 0, { type: "attack", target: "invade", ship: null }).s;
    expect(t.planets[13]).toMatchObject({ owner: 1, meeples: 1 });
    const tie = raid({ meeples: 3 }, { meeples: 2, bunker: 1 });
    const u = play(tie.s, 0, { type: "attack", target: "invade", ship: null }).s;
    expect(u.planets[13]).toMatchObject({ owner: null, meeples: 0 });
  });
});

describe("production and maintenance (rulebook: Production/Harvest, Maintenance/Upkeep)", () => {
  it("planets produce pips + structures, never above 10 of each", () => {
    const s = moving(duel({ energy: 8, ore: 2, windmill: 2, refinery: 1 }));
    ship(s, 0, 12);
    const t = play(s, 0, { type: "pass" }).s; // planet-01 has 3 energy and 3 ore pips
    expect(t.planets[12]).toMatchObject({ energy: 10, ore: 6 });
  });

  it("removes overpopulation (ship crews not counted), turns meeples upright, passes the token counter-clockwise", () => {
    const s = blank(3);
    planet(s, 12, 0, { meeples: 7, used: 3, farm: 1 });
    planet(s, 0, 1, {}, "planet-02");
    planet(s, 4, 2, {}, "planet-03");
    moving(s);
    ship(s, 0, 12, { meeples: 4 });
    const { s: t, ev } = play(s, 0, { type: "pass" });
    expect(t.planets[12]).toMatchObject({ meeples: 4, used: 0 });
    expect(t.ships[0]!.meeples).toBe(4);
    expect(t.first).toBe(2);
    expect(t.phase).toBe("build");
    // The log reads in order: each phase is announced before what it does by itself.
    const order = ev
      .filter((e) => e.type === "phase" || e.type === "produced" || e.type === "overpopulation")
      .map((e) => (e.type === "phase" ? e.phase : e.type));
    expect(order).toEqual([
      "harvest",
      "produced",
      "produced",
      "produced",
      "upkeep",
      "overpopulation",
      "build",
    ]);
  });
});

describe("ending (rulebook: Ending the Game, Player Re-Spawn)", () => {
  it("the last player with meeples wins", () => {
    const { s } = raid({ meeples: 5 }, { meeples: 2 });
    s.planets[24] = null;
    s.cards[24] = "space-01";
    const t = play(s, 0, { type: "attack", target: "invade", ship: null }).s;
    expect(spaceOpera.outcome(t)).toMatchObject({ ranks: [1, 2] });
    expect(spaceOpera.actors(t)).toEqual([]);
  });

  it("with a round limit: most planets, then the highest class total", () => {
    // Rulebook "Ending the Game": "Players can also set a time limit for the game. The player with the
    // most number of planet at the end of the game wins. In case of a tie, the player with the
    // highest Class total wins."
    const s = blank(3, { roundLimit: 1 });
    planet(s, 0, 0, {}, "planet-27"); // class 1
    planet(s, 1, 0, {}, "planet-26");
    planet(s, 4, 1, {}, "planet-01"); // class 5
    planet(s, 5, 1, {}, "planet-02");
    planet(s, 24, 2, {}, "planet-03");
    moving(s);
    ship(s, 0, 0);
    expect(spaceOpera.publicView(s).roundsLeft).toBe(0);
    const { s: t, ev } = play(s, 0, { type: "pass" });
    expect(spaceOpera.outcome(t)).toMatchObject({ ranks: [2, 1, 3], scores: [2, 2, 1] });
    expect(spaceOpera.outcome(t)!.reason).toMatch(/Round limit/);
    expect(ev.find((e) => e.type === "gameOver")).toMatchObject({
      reason: "roundLimit",
      ranks: [2, 1, 3],
      planets: [2, 2, 1],
      classTotals: [2, 10, 5],
    });
    expect(spaceOpera.actors(t)).toEqual([]);
  });

  it("the round limit decides only at the end of its round, after Maintenance", () => {
    const s = blank(2, { roundLimit: 2 });
    planet(s, 0, 0);
    planet(s, 24, 1, {}, "planet-12"); // class 3
    at(s, "build", 0);
    let t = playAll(s, [
      [0, { type: "pass" }],
      [1, { type: "pass" }],
    ]).s;
    expect([t.round, spaceOpera.outcome(t)]).toEqual([2, null]);
    t = playAll(t, [
      [1, { type: "pass" }],
      [0, { type: "pass" }],
    ]).s;
    expect(spaceOpera.outcome(t)).toMatchObject({ ranks: [1, 2], scores: [1, 1] });
  });

  it("a player may surrender on his turn: he is out at once; when one player is left he wins", () => {
    // Rulebook "Ending the Game": "The game ends when a player eliminates all of the Meeples of his
    // opponents or all them surrenders."
    const s = at(duel(), "build");
    const { s: t, ev } = play(s, 0, { type: "surrender" });
    expect(types(ev)).toEqual(expect.arrayContaining(["surrendered", "eliminated", "gameOver"]));
    expect(ev.find((e) => e.type === "eliminated")).toMatchObject({ seat: 0, reason: "surrendered" });
    expect(t.planets[12]).toMatchObject({ owner: null, meeples: 0, energy: 10 });
    expect(spaceOpera.outcome(t)).toMatchObject({ ranks: [2, 1] });
    expect(spaceOpera.publicView(t).surrendered).toEqual([true, false]);
  });

  it("with three players the game goes on after one surrenders, and he never re-spawns", () => {
    const s = blank(3, { respawn: true });
    planet(s, 0, 0);
    planet(s, 4, 1, {}, "planet-02");
    planet(s, 24, 2, {}, "planet-03");
    card(s, 12, "planet-12", false);
    at(s, "build", 0);
    const t = play(s, 0, { type: "surrender" }).s;
    expect(spaceOpera.outcome(t)).toBeNull();
    expect([t.out, t.turn]).toEqual([[1, 0, 0], 1]);
    const u = playAll(t, [
      [1, { type: "pass" }],
      [2, { type: "pass" }],
    ]).s;
    expect(u.round).toBe(2);
    expect(u.out[0]).toBe(1); // no re-spawn for a player who gave up
    expect(refused(u, 0, { type: "pass" })).toBe("NOT_YOUR_TURN");
  });

  it("ending by agreement: everyone still in accepts; the time-limit rule ranks", () => {
    const s = blank(3);
    planet(s, 0, 0, {}, "planet-27");
    planet(s, 4, 1, {}, "planet-01");
    planet(s, 5, 1, {}, "planet-02");
    planet(s, 24, 2, {}, "planet-03");
    at(s, "build", 0);
    let t = play(s, 0, { type: "proposeEnd" }).s;
    expect(spaceOpera.publicView(t).decision).toMatchObject({ kind: "answerEnd", seat: 1, proposer: 0 });
    t = play(t, 1, { type: "answerEnd", accept: true }).s;
    expect(spaceOpera.publicView(t).endVote).toEqual({ proposer: 0, accepted: [1] });
    const { s: u, ev } = play(t, 2, { type: "answerEnd", accept: true });
    // Seat 1 has two planets; seats 0 and 2 one each, seat 2's of a higher class.
    expect(spaceOpera.outcome(u)).toMatchObject({ ranks: [3, 1, 2], scores: [1, 2, 1] });
    expect(ev.find((e) => e.type === "gameOver")).toMatchObject({ reason: "agreement" });
  });

  it("one refusal keeps the game going; a player proposes at most once a round", () => {
    const s = blank(3);
    planet(s, 0, 0);
    planet(s, 4, 1, {}, "planet-02");
    planet(s, 24, 2, {}, "planet-03");
    at(s, "build", 0);
    const { s: t, ev } = playAll(s, [
      [0, { type: "proposeEnd" }],
      [1, { type: "answerEnd", accept: false }],
    ]);
    expect(types(ev)).toEqual(["endProposed", "endAnswered"]);
    expect(spaceOpera.outcome(t)).toBeNull();
    expect([spaceOpera.actors(t), t.endVote]).toEqual([[0], null]); // seat 2 is not asked
    expect(refused(t, 0, { type: "proposeEnd" })).toBe("END_ALREADY_PROPOSED");
    play(t, 0, { type: "build", planet: 0, item: "farm" });
  });

  it("re-spawn: an eliminated player takes a newly discovered planet, well equipped", () => {
    const { s } = raid({ meeples: 5 }, { meeples: 2 });
    s.respawn = true;
    s.planets[24] = null;
    card(s, 24, "planet-12", false);
    const t = play(s, 0, { type: "attack", target: "invade", ship: null }).s;
    expect(spaceOpera.outcome(t)).toBeNull();
    expect(t.out[1]).toBe(1);
    const u = play(t, 0, { type: "pass" }).s;
    const pc = planetCard("planet-12");
    expect(u.planets[24]).toMatchObject({
      owner: 1,
      meeples: 2 * pc.capacity,
      windmill: 1,
      refinery: 1,
      farm: 1,
      bunker: 1,
    });
    expect(u.ships.filter((x) => x.owner === 1)).toHaveLength(2);
    expect(u.out[1]).toBe(0);
  });
});

describe("turn order (rulebook: Miscellaneous Tokens, Game Round)", () => {
  it("the first player acts first in each phase; phases run Building, Movement, Production, Maintenance", () => {
    const s = setup(3, "order");
    expect(s.turn).toBe(s.first);
    expect(s.phase).toBe("build");
    let t = s;
    const phases: string[] = [];
    for (let i = 0; i < 200 && t.round === 1; i++) {
      const a = spaceOpera.actors(t)[0]!;
      const r = spaceOpera.apply(t, a, { type: "pass" });
      if (!r.ok) break;
      for (const e of r.value.events) if (e.type === "phase") phases.push(String(e.phase));
      t = r.value.state;
    }
    expect(phases).toEqual(["move", "harvest", "upkeep", "build"]);
    expect(t.round).toBe(2);
    expect(t.first).toBe((s.first + 2) % 3);
  });
});
