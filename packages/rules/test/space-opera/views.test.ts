/**
 * The numbers the views carry so that the screen computes no rule: each is checked against what
 * the engine then does (rulebook sections named per test).
 */
import { describe, expect, it } from "vitest";
import { botOf, viewFor } from "../../src/core/engine.ts";
import { rngFromSeed } from "../../src/core/rng.ts";
import { spaceOpera } from "../../src/space-opera/index.ts";
import type { OperaMove, OperaState, Reach } from "../../src/space-opera/types.ts";
import { at, blank, card, duel, give, planet, play, playAll, ship } from "./fixture.ts";

const priv = (s: OperaState, seat: number) => spaceOpera.privateView(s, seat);
const reachOf = (s: OperaState, seat: number, id: number) =>
  priv(s, seat).ships.find((x) => x.ship === id)!.reach;
const at12 = (r: Reach[], cell: number) => r.find((x) => x.cell === cell && !x.hyper);

describe("public numbers (rulebook: Invasion, Bunker, Ending the Game)", () => {
  it("planet facts: class, invasion defense as the table knows it, what bunkers shelter", () => {
    const s = duel({ meeples: 3, bunker: 2, farm: 3 });
    give(s, 0, "superSoldier");
    const v = spaceOpera.publicView(s);
    expect(v.planetFacts[12]).toEqual({
      class: 5,
      defense: 3 + 2,
      shelteredMeeples: 2,
      shelteredFarms: 2,
      free: 3,
      contaminatedRounds: 0,
      falloutRounds: 0,
    });
    expect(v.planetFacts[0]).toBeNull();
    // The owner knows his Super Soldier (+2); the table learns it once the card is face up.
    expect(priv(s, 0).planets.find((p) => p.cell === 12)!.defense).toBe(7);
    s.revealed[0] = ["superSoldier"];
    expect(spaceOpera.publicView(s).planetFacts[12]!.defense).toBe(7);
  });

  it("standings rank by the time-limit rule; calm rounds count rounds without a planet changing hands", () => {
    const s = blank(3);
    planet(s, 0, 0, {}, "planet-27");
    planet(s, 1, 0, {}, "planet-26");
    planet(s, 4, 1, {}, "planet-01");
    planet(s, 24, 2, {}, "planet-02");
    ship(s, 2, 23, { meeples: 2 });
    const v = spaceOpera.publicView(s);
    expect(v.standings.map((x) => [x.planets, x.classTotal, x.rank])).toEqual([
      [2, 2, 1],
      [1, 5, 2],
      [1, 5, 2],
    ]);
    expect(v.standings[2]).toMatchObject({ meeples: 2 + 2, ships: 1 });
    expect(v.calmRounds).toBe(0);
    let t = at(s, "build", 0);
    for (let round = 1; round <= 3; round++)
      while (t.round === round) t = play(t, spaceOpera.actors(t)[0]!, { type: "pass" }).s;
    // Round 1 changed hands (the fixture placed planets); rounds 2 and 3 did not.
    expect(spaceOpera.publicView(t).calmRounds).toBe(2);
  });
});

describe("private numbers (rulebook: Production/Harvest, Maintenance, Building Cost)", () => {
  it("production forecast (techs, cap of 10, contamination), capacity, overpopulation, free meeples", () => {
    const s = duel({ energy: 9, ore: 2, windmill: 1, meeples: 6, used: 2, farm: 1 });
    give(s, 0, "engineer", "permaculture");
    planet(s, 11, 0, { energy: 0, ore: 0, contaminated: 3 }, "planet-06");
    const mine = priv(s, 0).planets;
    // Aurelia Prime 3/3/3: energy 3 + 1 windmill + 1 Engineer = 5, kept 1 (9 -> 10); ore 3.
    expect(spaceOpera.publicView(s).planetFacts[12]!.free).toBe(4);
    expect(mine.find((p) => p.cell === 12)).toEqual({
      cell: 12,
      capacity: 3 + 1 + 1,
      overpopulation: 1,
      production: { energy: 1, ore: 3 },
      defense: 6,
    });
    expect(mine.find((p) => p.cell === 11)!.production).toEqual({ energy: 1, ore: 1 });
    // Contaminated until the Maintenance of round 3: this round and two more.
    expect(spaceOpera.publicView(s).planetFacts[11]!.contaminatedRounds).toBe(3);
    // The engine then does exactly that.
    let t = at(s, "build", 0);
    while (t.phase !== "upkeep" && t.round === 1)
      t = play(t, spaceOpera.actors(t)[0]!, { type: t.phase === "harvest" ? "done" : "pass" }).s;
    expect(t.planets[12]).toMatchObject({ energy: 10, ore: 5, meeples: 5 });
    expect(t.planets[11]).toMatchObject({ energy: 1, ore: 1 });
  });

  it("a ship's invasion strength counts Super Soldier", () => {
    const s = duel();
    const x = ship(s, 0, 13, { meeples: 3 });
    expect(priv(s, 0).ships).toEqual([{ ship: x.id, attack: 3, reach: [] }]);
    give(s, 0, "superSoldier");
    expect(priv(s, 0).ships[0]!.attack).toBe(5);
  });
});

describe("reach (rulebook: Ship Energy, Space Card, Supernova, Asteroid Field)", () => {
  it("one energy gives 2 spaces; an asteroid costs 2; supernova and stranding are marked", () => {
    const s = at(duel(), "move", 0);
    card(s, 13, "asteroid-1");
    card(s, 7, "supernova-1");
    const x = ship(s, 0, 12, { energy: 1 });
    const r = reachOf(s, 0, x.id);
    expect(at12(r, 11)).toMatchObject({
      energy: 1,
      spacesLeft: 1,
      arrival: "pass",
      ends: false,
      danger: "strand",
    });
    expect(at12(r, 10)).toMatchObject({
      path: [11, 10],
      spacesLeft: 0,
      ends: true,
      canStop: true,
      danger: "strand",
    });
    expect(at12(r, 13)).toMatchObject({ spacesLeft: 0, ends: true });
    expect(at12(r, 14)).toBeUndefined(); // behind the asteroid field
    expect(at12(r, 7)).toMatchObject({ arrival: "supernova", danger: "supernova", ends: true });
    expect(at12(r, 24)).toBeUndefined();
    // With 2 energy the ship keeps one after this movement: no stranding.
    const y = ship(s, 0, 12, { energy: 2 });
    expect(at12(reachOf(s, 0, y.id), 10)!.danger).toBeNull();
  });

  it("landing, attacking and fighting end the reach; a moving ship reaches on with what is left", () => {
    const s = at(duel(), "move", 0);
    planet(s, 17, null, {}, "planet-12");
    planet(s, 13, 1, {}, "planet-05");
    ship(s, 1, 11);
    const x = ship(s, 0, 12, { energy: 2 });
    const r = reachOf(s, 0, x.id);
    expect(at12(r, 17)).toMatchObject({ arrival: "land", ends: true });
    expect(at12(r, 13)).toMatchObject({ arrival: "attack", ends: true });
    expect(at12(r, 11)).toMatchObject({ arrival: "fight", ends: true });
    expect(at12(r, 10)).toBeUndefined(); // only through the fight
    const t = play(s, 0, { type: "step", ship: x.id, to: 7, hyper: false }).s;
    const on = reachOf(t, 0, x.id);
    expect(on.map((q) => q.cell).sort((a, b) => a - b)).toEqual([2, 6, 8, 12]);
    expect(on.every((q) => q.energy === 0 && q.spacesLeft === 0)).toBe(true);
  });

  it("in bot games, every reach entry is what playing its path then does", () => {
    let checked = 0;
    for (let g = 0; g < 10; g++) {
      const players = 2 + (g % 3);
      const rng = rngFromSeed(`reach/${g}`);
      let s = spaceOpera.setup({ players, seed: `reach/${g}`, options: spaceOpera.optionsSchema.parse({}) });
      if (g % 2 === 0) for (let seat = 0; seat < players; seat++) s.hands[seat] = s.deck.splice(0, 3);
      const bot = botOf(spaceOpera, "default");
      for (let i = 0; i < 1500 && spaceOpera.outcome(s) === null; i++) {
        const seat = spaceOpera.actors(s)[0]!;
        if (s.phase === "move" && !s.queue.length && i % 3 === 0) {
          for (const sf of priv(s, seat).ships)
            for (const r of sf.reach) {
              checkReach(s, seat, sf.ship, r);
              checked++;
            }
        }
        const legal = spaceOpera.legalMoves(s, seat).filter((m) => m.type !== "surrender");
        const m = bot.choose({
          seat,
          view: viewFor(spaceOpera, s, seat),
          legal,
          rng,
          budgetMs: 200,
          now: () => 0,
        });
        s = (spaceOpera.apply(s, seat, m as OperaMove) as { ok: true; value: { state: OperaState } }).value
          .state;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

/** Plays `r.path` with ship `id` and checks the engine agrees with the reach entry. */
function checkReach(s0: OperaState, seat: number, id: number, r: Reach): void {
  let s = s0;
  const where = `ship ${id} to ${r.cell} via ${r.path.join(",")}`;
  for (const [k, to] of r.path.entries()) {
    const res = spaceOpera.apply(s, seat, { type: "step", ship: id, to, hyper: r.hyper });
    expect(res.ok, `${where}: step ${k} refused ${res.ok ? "" : res.error.code}`).toBe(true);
    if (!res.ok) return;
    s = res.value.state;
  }
  const ship = s.ships.find((x) => x.id === id);
  if (r.arrival === "supernova") {
    expect(ship, where).toBeUndefined();
    return;
  }
  if (r.arrival !== "pass") {
    // Landing ends the movement; an attack or a fight asks for decisions or resolves at once.
    if (r.arrival === "land") expect(s.active, where).toBeNull();
    return;
  }
  if (!ship) {
    // Stranded at once: its movement ended off a planet without ship energy.
    expect(r.ends && r.danger === "strand", `${where}: gone`).toBe(true);
    return;
  }
  expect(ship.cell, where).toBe(r.cell);
  // The movement is over, or it asks whether to flip the face-down card it ended on.
  expect(s.active === null || s.queue[0]?.k === "explore", `${where}: ends`).toBe(r.ends);
  if (!r.ends) {
    const stop = spaceOpera.apply(s, seat, { type: "stop" });
    expect(stop.ok, `${where}: stop`).toBe(r.canStop);
    if (!stop.ok) return;
    s = stop.value.state;
  }
  // Exploring is declined so that the card stays space: a strand then destroys the ship.
  if (s.queue[0]?.k === "explore") s = playAll(s, [[seat, { type: "explore", flip: false }]]).s;
  const after = s.ships.find((x) => x.id === id);
  expect(after === undefined, `${where}: danger ${r.danger}`).toBe(r.danger === "strand");
}
