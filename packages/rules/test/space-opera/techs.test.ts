/** Each of the 27 technologies (rulebook "Technology Cards"), one test or more each. */
import { describe, expect, it } from "vitest";
import { TECH_IDS, TECHS } from "../../src/space-opera/content.ts";
import { spaceOpera } from "../../src/space-opera/index.ts";
import type { OperaState } from "../../src/space-opera/types.ts";
import { at, blank, card, give, planet, play, playAll, refused, ship } from "./fixture.ts";

/** Seat 0 on cell 12 (and 11), seat 1 on cell 24; both planets are planet-01/02 with rich stores. */
function duel(): OperaState {
  const s = blank(2);
  planet(s, 12, 0, { energy: 10, ore: 5 });
  planet(s, 11, 0, { energy: 2, ore: 2 }, "planet-03");
  planet(s, 24, 1, { energy: 5, ore: 5 }, "planet-02");
  return s;
}

/** Seat 0's drone next to seat 1's planet on cell 13 (3 meeples, a windmill), in Movement. */
function raid(cargo: Record<string, number> = {}, target: Record<string, number> = {}) {
  const s = at(duel(), "move", 0);
  planet(s, 13, 1, { meeples: 3, energy: 4, ore: 4, windmill: 1, ...target }, "planet-05");
  const x = ship(s, 0, 12, { energy: 1, ...cargo });
  ship(s, 0, 12);
  return { s, x };
}

const step = (ship: number, to: number, hyper = false) => ({ type: "step" as const, ship, to, hyper });

describe("technology deck", () => {
  it("has the 27 technologies of the rulebook, each with a timing and an effect", () => {
    expect(TECH_IDS).toHaveLength(27);
    for (const id of TECH_IDS) expect(TECHS[id].id).toBe(id);
  });
});

describe("technologies (rulebook: Technology Cards)", () => {
  it("Ambassador: ties offered in Maintenance; accepted ties are paid and forbid the target to attack", () => {
    const s = at(duel(), "upkeep", 0);
    give(s, 0, "ambassador");
    let t = play(s, 0, { type: "offerTies", target: 1 }).s;
    expect(spaceOpera.actors(t)).toEqual([1]);
    t = play(t, 1, { type: "answerTies", accept: true }).s;
    expect(t.ties).toEqual([{ holder: 0, target: 1 }]);
    expect(t.planets[12]!.energy).toBe(9);
    expect(t.planets[24]!.energy).toBe(6);
    const m = at(duel(), "move", 1);
    m.ties = [{ holder: 0, target: 1 }];
    const b = ship(m, 1, 13, { energy: 1 });
    expect(refused(m, 1, step(b.id, 12))).toBe("TIES");
  });

  it("EM Pulse Cannon: 1 ship energy stops enemy ships and techs on an adjacent card", () => {
    const s = at(duel(), "move", 0);
    give(s, 0, "empPulseCannon");
    give(s, 1, "stealth");
    const a = ship(s, 0, 12, { energy: 2 });
    const b = ship(s, 1, 13, { energy: 2 });
    let t = play(s, 0, { type: "emp", ship: a.id, cell: 13 }).s;
    expect(t.ships.find((x) => x.id === a.id)!.energy).toBe(1);
    t = play(t, 0, { type: "pass" }).s;
    expect(t.turn).toBe(1);
    expect(refused(t, 1, step(b.id, 14))).toBe("EMP_LOCKED");
    expect(refused(t, 1, { type: "stealth", ship: b.id })).toBe("TECH_DISABLED");
  });

  it("Engineer and Metallurgist: +1 energy / +1 ore per planet in Production", () => {
    const s = at(duel(), "move", 0);
    s.planets[12]!.energy = 2;
    s.planets[12]!.ore = 2;
    give(s, 0, "engineer", "metallurgist");
    ship(s, 0, 12);
    const t = play(s, 0, { type: "pass" }).s;
    expect(t.planets[12]).toMatchObject({ energy: 2 + 3 + 1, ore: 2 + 3 + 1 });
    expect(t.revealed[0]).toEqual(["engineer", "metallurgist"]);
  });

  it("Energy Converter and Matter Converter: convert at the price of 1 token", () => {
    const s = at(duel(), "build", 0);
    give(s, 0, "energyConverter", "matterConverter");
    let t = play(s, 0, { type: "convert", tech: "energyConverter", planet: 12, amount: 3 }).s;
    expect(t.planets[12]).toMatchObject({ energy: 6, ore: 8 });
    expect(refused(t, 0, { type: "convert", tech: "energyConverter", planet: 12, amount: 3 })).toBe(
      "STORE_FULL",
    );
    t = play(t, 0, { type: "convert", tech: "matterConverter", planet: 12, amount: 2 }).s;
    expect(t.planets[12]).toMatchObject({ energy: 8, ore: 5 });
    expect(refused(t, 0, { type: "convert", tech: "matterConverter", planet: 11, amount: 2 })).toBe(
      "CANNOT_AFFORD",
    );
  });

  it("Energy Shield: 1 ship energy and the attacked ship survives", () => {
    const s = at(duel(), "move", 0);
    give(s, 1, "energyShield");
    const a = ship(s, 0, 12, { energy: 1 });
    const b = ship(s, 1, 13, { energy: 2 });
    let t = play(s, 0, step(a.id, 13)).s;
    expect(spaceOpera.publicView(t).decision).toMatchObject({ kind: "protect", seat: 1, ship: b.id });
    t = play(t, 1, { type: "react", tech: "energyShield" }).s;
    expect(t.ships.map((x) => [x.id, x.energy])).toEqual([[b.id, 1]]);
  });

  it("Ship Armor: 1 ore to survive, not against a nuclear attack; Armor Piercer cancels it", () => {
    const s = at(duel(), "move", 0);
    give(s, 1, "shipArmor");
    const a = ship(s, 0, 12, { energy: 1 });
    const b = ship(s, 1, 13, { energy: 2 });
    const t = playAll(s, [
      [0, step(a.id, 13)],
      [1, { type: "react", tech: "shipArmor" }],
    ]).s;
    expect(t.ships.map((x) => x.id)).toEqual([b.id]);
    expect(t.planets[24]!.ore).toBe(4);

    const n = at(duel(), "move", 0);
    give(n, 1, "shipArmor");
    const a2 = ship(n, 0, 12, { energy: 1, nukes: 1 });
    ship(n, 1, 13, { energy: 2 });
    const u = play(n, 0, step(a2.id, 13)).s;
    expect(refused(u, 1, { type: "react", tech: "shipArmor" })).toBe("NUCLEAR");

    const p = at(duel(), "move", 0);
    give(p, 1, "shipArmor");
    give(p, 0, "armorPiercer");
    const a3 = ship(p, 0, 12, { energy: 1 });
    ship(p, 1, 13, { energy: 2 });
    const v = playAll(p, [
      [0, step(a3.id, 13)],
      [1, { type: "react", tech: "shipArmor" }],
      [0, { type: "react", tech: "armorPiercer" }],
    ]).s;
    expect(v.ships.filter((x) => x.cell === 13)).toHaveLength(0);
    expect(v.planets[12]!.ore).toBe(4);
  });

  it("Ship Armor also saves a docked ship a missile aims at", () => {
    const { s, x } = raid();
    give(s, 1, "shipArmor");
    const docked = ship(s, 1, 13, { energy: 1 });
    const t = playAll(s, [
      [0, step(x.id, 13)],
      [0, { type: "attack", target: "ship", ship: docked.id }],
      [1, { type: "react", tech: null }],
      [1, { type: "react", tech: "shipArmor" }],
    ]).s;
    expect(t.ships.map((y) => y.id)).toContain(docked.id);
    expect(t.ships.map((y) => y.id)).not.toContain(x.id);
    expect(t.planets[24]!.ore).toBe(4); // paid from the richest planet
  });

  it("Armor Piercer: a missile may destroy a bunker level for 1 ore", () => {
    const { s, x } = raid({}, { bunker: 2 });
    give(s, 0, "armorPiercer");
    const t = playAll(s, [
      [0, step(x.id, 13)],
      [0, { type: "attack", target: "bunker", ship: null }],
    ]).s;
    expect(t.planets[13]!.bunker).toBe(1);
    expect(t.planets[12]!.ore).toBe(4);
  });

  it("Force Field: 1 energy destroys an enemy ship entering your planet", () => {
    const { s, x } = raid({ meeples: 5 });
    give(s, 1, "forceField");
    let t = playAll(s, [
      [0, step(x.id, 13)],
      [0, { type: "attack", target: "invade", ship: null }],
    ]).s;
    expect(spaceOpera.publicView(t).decision).toMatchObject({ kind: "defendPlanet", seat: 1 });
    t = play(t, 1, { type: "react", tech: "forceField" }).s;
    expect(t.planets[13]).toMatchObject({ owner: 1, meeples: 3, energy: 3 });
    expect(t.ships.some((y) => y.id === x.id)).toBe(false);
  });

  it("Fusion Reactor: a ship out of energy in space survives and may still move 1 space", () => {
    const s = at(duel(), "move", 0);
    give(s, 0, "fusionReactor");
    const a = ship(s, 0, 12, { energy: 1 });
    let t = playAll(s, [
      [0, step(a.id, 13)],
      [0, step(a.id, 14)],
    ]).s;
    expect(t.ships[0]).toMatchObject({ cell: 14, energy: 0 });
    t = at(t, "move", 0);
    t.ships[0]!.acts = 0;
    t = play(t, 0, step(a.id, 9)).s;
    expect(t.ships[0]).toMatchObject({ cell: 9, energy: 0 });
    expect(t.active).toBeNull();
  });

  it("Hacker: once per round, cancel a tech another player has played", () => {
    const s = at(duel(), "build", 0);
    give(s, 0, "hacker");
    give(s, 1, "stealth", "forceField");
    s.revealed[1] = ["stealth"];
    expect(refused(s, 0, { type: "hack", target: 1, tech: "forceField" })).toBe("NOT_PLAYED");
    const t = play(s, 0, { type: "hack", target: 1, tech: "stealth" }).s;
    expect(refused(t, 0, { type: "hack", target: 1, tech: "stealth" })).toBe("ONCE_PER_ROUND");
    const m = at(t, "move", 1);
    const b = ship(m, 1, 24, { energy: 2 });
    expect(refused(m, 1, { type: "stealth", ship: b.id })).toBe("TECH_DISABLED");
  });

  it("Hyperspace Drive: more than one movement per phase; passes blockades; cannot enter a planet", () => {
    const s = at(duel(), "move", 0);
    give(s, 0, "hyperspaceDrive");
    const a = ship(s, 0, 12, { energy: 3 });
    ship(s, 1, 13, { energy: 1 });
    expect(refused(s, 0, step(a.id, 11, true))).toBe("HYPER_NO_LANDING");
    let t = playAll(s, [
      [0, step(a.id, 13, true)],
      [0, step(a.id, 14, true)],
    ]).s;
    expect(t.ships.map((x) => x.cell).sort()).toEqual([13, 14]);
    const mid = at(duel(), "move", 0);
    give(mid, 0, "stealth");
    const d = ship(mid, 0, 12, { energy: 3, stealth: true });
    ship(mid, 1, 13, { energy: 1 });
    const among = play(mid, 0, step(d.id, 13)).s;
    expect(refused(among, 0, { type: "stop" })).toBe("MUST_PASS_THROUGH");
    if (t.turn !== 0) t = play(t, 1, { type: "pass" }).s;
    t = play(t, 0, step(a.id, 9)).s;
    expect(t.ships.find((x) => x.id === a.id)).toMatchObject({ cell: 9, energy: 1, acts: 2 });
  });

  it("Missile Defense: 1 energy destroys a drone missile; not a piloted ship. Kamikaze Pilot cancels it", () => {
    const { s, x } = raid();
    give(s, 1, "missileDefense");
    const t = playAll(s, [
      [0, step(x.id, 13)],
      [0, { type: "attack", target: "meeple", ship: null }],
      [1, { type: "react", tech: "missileDefense" }],
    ]).s;
    expect(t.planets[13]).toMatchObject({ meeples: 3, energy: 3 });

    const p = raid({ meeples: 1 });
    give(p.s, 1, "missileDefense");
    const u = playAll(p.s, [
      [0, step(p.x.id, 13)],
      [0, { type: "attack", target: "meeple", ship: null }],
    ]).s;
    expect(refused(u, 1, { type: "react", tech: "missileDefense" })).toBe("PILOTED");

    const k = raid();
    give(k.s, 1, "missileDefense");
    give(k.s, 0, "kamikazePilot");
    const v = playAll(k.s, [
      [0, step(k.x.id, 13)],
      [0, { type: "attack", target: "meeple", ship: null }],
      [1, { type: "react", tech: "missileDefense" }],
    ]).s;
    expect(v.planets[13]!.meeples).toBe(2);
    expect(v.revealed[0]).toContain("kamikazePilot");
  });

  it("Permaculture Expert: +1 capacity when overpopulation is checked", () => {
    const s = at(duel(), "upkeep", 0);
    s.planets[12]!.meeples = 6; // planet-01 has capacity 3
    give(s, 0, "permaculture");
    s.phase = "harvest";
    const t = play(s, 0, { type: "done" }).s;
    expect(t.planets[12]!.meeples).toBe(4);
  });

  it("Plasma Propulsion System: +1 space per ship energy", () => {
    const s = at(duel(), "move", 0);
    give(s, 0, "plasmaPropulsion");
    const a = ship(s, 0, 12, { energy: 2 });
    const t = playAll(s, [
      [0, step(a.id, 13)],
      [0, step(a.id, 14)],
      [0, step(a.id, 9)],
    ]).s;
    expect(t.ships[0]).toMatchObject({ cell: 9, energy: 1 });
  });

  it("Radio Telescope: 1 energy per face-down card seen, by its owner only; negates stealth", () => {
    const s = at(duel(), "move", 0);
    card(s, 13, "planet-10", false);
    give(s, 0, "radioTelescope");
    const { s: t, ev } = play(s, 0, { type: "telescope", cell: 13 });
    expect(spaceOpera.privateView(t, 0).known).toEqual([{ cell: 13, card: "planet-10" }]);
    expect(spaceOpera.privateView(t, 1).known).toEqual([]);
    expect(spaceOpera.publicView(t).cards[13]).toBeNull();
    expect(ev.find((e) => e.type === "telescopeView")!.visibleTo).toEqual([0]);
    expect(t.planets[12]!.energy).toBe(9);

    const n = at(duel(), "move", 0);
    give(n, 0, "radioTelescope");
    const a = ship(n, 0, 12, { energy: 1 });
    ship(n, 1, 13, { energy: 1, stealth: true });
    const u = play(n, 0, step(a.id, 13)).s;
    expect(u.ships).toHaveLength(0);
  });

  it("Rogue: steal 1 resource token from each other player in Production", () => {
    const s = at(duel(), "harvest", 0);
    give(s, 0, "rogue");
    const t = play(s, 0, { type: "rogue", victim: 1, resource: "ore" }).s;
    expect(t.planets[24]!.ore).toBe(4);
    expect(t.planets[11]!.ore).toBe(3);
    expect(refused(t, 0, { type: "rogue", victim: 1, resource: "energy" })).toBe("ONCE_PER_ROUND");
  });

  it("Space Bridge: 1 energy moves energy or ore between two of your planets", () => {
    const s = at(duel(), "build", 0);
    give(s, 0, "spaceBridge");
    const t = play(s, 0, { type: "bridge", from: 12, to: 11, resource: "energy", amount: 3 }).s;
    expect([t.planets[12]!.energy, t.planets[11]!.energy]).toEqual([6, 5]);
    expect(refused(t, 0, { type: "bridge", from: 12, to: 24, resource: "ore", amount: 1 })).toBe(
      "NOT_YOUR_PLANET",
    );
  });

  it("Spy: look at another player's techs (privately) and copy one for the round", () => {
    const s = at(duel(), "build", 0);
    give(s, 0, "spy");
    give(s, 1, "forceField");
    const { s: t, ev } = play(s, 0, { type: "spy", target: 1 });
    expect(ev.find((e) => e.type === "spyReport")).toMatchObject({ visibleTo: [0], techs: ["forceField"] });
    expect(spaceOpera.privateView(t, 0).spied).toEqual({ target: 1, techs: ["forceField"] });
    let u = play(t, 0, { type: "spyCopy", tech: "forceField" }).s;
    // Seat 1 raids seat 0's planet: the copied Force Field answers.
    u = at(u, "move", 1);
    const b = ship(u, 1, 13, { energy: 1 });
    u = play(u, 1, step(b.id, 12)).s;
    u = play(u, 0, { type: "react", tech: "forceField" }).s;
    expect(u.ships).toHaveLength(0);
    expect(u.revealed[0]).toEqual(["spy"]);
  });

  it("Stealth Technology: 1 ship energy to pass enemy ships, but not to stop among them", () => {
    const s = at(duel(), "move", 0);
    give(s, 0, "stealth");
    const a = ship(s, 0, 12, { energy: 3 });
    ship(s, 1, 13, { energy: 1 });
    let t = play(s, 0, { type: "stealth", ship: a.id }).s;
    t = playAll(t, [
      [0, step(a.id, 13)],
      [0, step(a.id, 14)],
    ]).s;
    expect(t.ships.map((x) => x.cell).sort()).toEqual([13, 14]);
    const mid = at(duel(), "move", 0);
    give(mid, 0, "stealth");
    const d = ship(mid, 0, 12, { energy: 3, stealth: true });
    ship(mid, 1, 13, { energy: 1 });
    const among = play(mid, 0, step(d.id, 13)).s;
    expect(refused(among, 0, { type: "stop" })).toBe("MUST_PASS_THROUGH");

    const n = at(duel(), "move", 0);
    give(n, 0, "stealth");
    const c = ship(n, 0, 12, { energy: 2 });
    ship(n, 1, 14, { energy: 1 });
    const u = playAll(n, [
      [0, { type: "stealth", ship: c.id }],
      [0, step(c.id, 13)],
    ]).s;
    expect(refused(u, 0, step(c.id, 14))).toBe("MUST_PASS_THROUGH");
  });

  it("Super Soldier: +2 meeple strength in an invasion", () => {
    const { s, x } = raid({ meeples: 2 }, { meeples: 2, bunker: 1 });
    give(s, 0, "superSoldier");
    const { s: t, ev } = playAll(s, [
      [0, step(x.id, 13)],
      [0, { type: "attack", target: "invade", ship: null }],
    ]);
    expect(ev.find((e) => e.type === "invasion")).toMatchObject({ attack: 4, defense: 3, won: true });
    expect(t.planets[13]).toMatchObject({ owner: 0, meeples: 1 });
  });

  it("Surgical Strike: a missile may destroy an enemy planet's warheads", () => {
    const { s, x } = raid({}, { nukes: 2, bios: 1 });
    give(s, 0, "surgicalStrike");
    const t = playAll(s, [
      [0, step(x.id, 13)],
      [0, { type: "attack", target: "warheads", ship: null }],
    ]).s;
    expect(t.planets[13]).toMatchObject({ nukes: 0, bios: 0 });
  });

  it("Trader: force a trade of 1 of your tokens for 2 of another player's", () => {
    const s = at(duel(), "harvest", 0);
    give(s, 0, "trader");
    const t = play(s, 0, { type: "trade", victim: 1, give: "energy", takeEnergy: 0 }).s;
    expect(t.planets[24]).toMatchObject({ energy: 6, ore: 3 });
    expect(t.planets[12]!.energy + t.planets[11]!.energy).toBe(11);
    expect(t.planets[12]!.ore + t.planets[11]!.ore).toBe(9);
  });

  it("Transport Beam: 2 energy moves resources or meeples; 3 energy moves a structure", () => {
    const s = at(duel(), "build", 0);
    s.planets[12]!.windmill = 2;
    give(s, 0, "transportBeam");
    let t = play(s, 0, { type: "beam", from: 12, to: 11, resource: "meeple", amount: 2 }).s;
    expect([t.planets[12]!.meeples, t.planets[11]!.meeples, t.planets[12]!.energy]).toEqual([1, 5, 8]);
    t = play(t, 0, { type: "beamStructure", from: 12, to: 11, structure: "windmill" }).s;
    expect([t.planets[12]!.windmill, t.planets[11]!.windmill, t.planets[12]!.energy]).toEqual([1, 1, 5]);
  });

  it("Wave Motion Gun: 10 ship energy destroys everything on a card up to 3 spaces away, a planet included", () => {
    const s = at(duel(), "move", 0);
    give(s, 0, "waveMotionGun");
    planet(s, 14, 1, {}, "planet-07");
    const a = ship(s, 0, 12, { energy: 10 });
    ship(s, 1, 14, { energy: 1 });
    expect(refused(s, 0, { type: "wave", ship: a.id, cell: 24 })).toBe("OUT_OF_RANGE");
    const t = play(s, 0, { type: "wave", ship: a.id, cell: 14 }).s;
    expect(t.planets[14]).toBeNull();
    expect(t.cards[14]).toBe("void");
    expect(t.ships.map((x) => x.id)).toEqual([a.id]);
    expect(t.ships[0]!.energy).toBe(0);
  });
});
