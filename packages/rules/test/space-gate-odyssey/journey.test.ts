/**
 * Space Gate Odyssey: journeys, closing exoplanets, Hawking, the influence wheel and the government,
 * the end of the game (001 pp.10-12).
 */
import { describe, expect, it } from "vitest";
import { PREDOMINANCE_VALUES, type Token } from "../../src/space-gate-odyssey/content.ts";
import { legalMoves } from "../../src/space-gate-odyssey/legal.ts";
import { outcome, predominancePoints } from "../../src/space-gate-odyssey/outcome.ts";
import { gainInfluence, loseInfluence } from "../../src/space-gate-odyssey/perform-figures.ts";
import { finalScoring } from "../../src/space-gate-odyssey/perform-flow.ts";
import { openCorridors } from "../../src/space-gate-odyssey/station.ts";
import type { SgoEvent, SgoState } from "../../src/space-gate-odyssey/types.ts";
import {
  clearRooms,
  eventsOf,
  game,
  occupy,
  play,
  putModule,
  readyGame,
  refuse,
  setRoom,
  tileWith,
} from "./fixtures.ts";

/** Carol (seat 2) active with one engineer she moves from energy to water; nobody else has figures. */
function carolActivatesWater(s: SgoState): { s: SgoState; events: SgoEvent[] } {
  for (const seat of [0, 1, 2]) clearRooms(s, seat);
  setRoom(s, 2, "energy", { engineers: 1 });
  setRoom(s, 2, "modules", { chiefs: 1 });
  s.active = 2;
  return play(s, 2, { type: "activate", from: "energy", figure: "engineer", to: "water" });
}

describe("journeys (001 pp.10-11)", () => {
  it("example: Carol's 3 settlers to Bose with 2 free spots: the third returns; the gate moves to Hawking; then 4 settlers to Hawking = 4 influence", () => {
    const s = readyGame(3, { first: 0, exoplanets: ["bose", "susskind", "dirac", "turing", "fermi"] });
    // Turing and Fermi are already closed: no exoplanet is left without a gate.
    s.planets[3]!.status = "closed";
    s.planets[4]!.status = "closed";
    s.closed = 2;
    // Bose (3-4 players, 15 spots): all taken but the last spot of level 4 and the summit.
    occupy(s, 0, 0, [0, 1, 2, 3, 4, 5, 6, 12]);
    occupy(s, 0, 1, [7, 8, 9, 10, 11]);
    const three = tileWith(s, { type: "gate", gate: "alpha", capacity: 3 });
    const four = tileWith(s, { type: "gate", gate: "alpha", capacity: 4 });
    putModule(s, 2, three, 5, 5, { on: true, settlers: 3 });
    putModule(s, 2, four, 7, 7, { on: true, settlers: 4 });
    let r = carolActivatesWater(s);
    // Carol has nothing to move; the journey check starts with her, the active player.
    expect(r.s.phase).toBe("journey");
    expect(legalMoves(r.s, 2)).toEqual([
      { type: "send", module: three },
      { type: "send", module: four },
    ]);
    expect(refuse(r.s, 2, { type: "send", module: r.s.seats[2]!.station[0]!.tile })).toBe(
      "NOT_FULL_GATE_MODULE",
    );
    const reserve = r.s.seats[2]!.reserve.settlers;
    r = play(r.s, 2, { type: "send", module: three });
    expect(eventsOf(r.events, "journeyStarted")[0]).toMatchObject({
      seat: 2,
      module: three,
      to: "bose",
      settlers: 3,
    });
    expect(eventsOf(r.events, "settlerColonized").map((e) => e.spot)).toEqual([13, 14]);
    expect(eventsOf(r.events, "planetClosed")[0]).toMatchObject({ planet: "bose", by: 2 });
    expect(eventsOf(r.events, "settlersReturned")).toContainEqual({
      type: "settlersReturned",
      seat: 2,
      count: 1,
      from: "module",
      module: three,
      planet: null,
      visibleTo: "all",
    });
    expect(eventsOf(r.events, "gateMoved")[0]).toMatchObject({ gate: "alpha", from: "bose", to: "hawking" });
    // The other full module then travels through the moved gate: Hawking, 1 influence per settler.
    expect(eventsOf(r.events, "hawkingReached")[0]).toMatchObject({ seat: 2, module: four, settlers: 4 });
    const hawking = eventsOf(r.events, "influenceChanged").filter(
      (e) => e.reason === "settlers sent to Hawking",
    );
    expect(hawking).toEqual([expect.objectContaining({ seat: 2, delta: 4 })]);
    // Carol gets back 1 (leftover) + 2 (Bose closed) + 4 (Hawking) settlers.
    expect(r.s.seats[2]!.reserve.settlers).toBe(reserve + 7);
    expect(r.s.seats[2]!.station.map((m) => m.settlers)).toEqual([5, 0, 0]);
    expect(r.s.planets[0]!.status).toBe("closed");
    expect(r.s.gates[0]).toBe(-1);
    expect(r.s.phase).toBe("activate");
  });

  it("modules that are not full stay; players check in turn order from the active player", () => {
    const s = readyGame(3, { first: 0 });
    const half = tileWith(s, { type: "gate", gate: "beta", capacity: 4 });
    putModule(s, 0, half, 5, 5, { on: true, settlers: 3 });
    const full = tileWith(s, { type: "gate", gate: "beta", capacity: 2 });
    putModule(s, 1, full, 5, 5, { on: true, settlers: 2 });
    const r = carolActivatesWater(s);
    // Susskind (beta, 16 spots on the 3-4 side): Alex places 2 settlers himself.
    expect(game.actors(r.s)).toEqual([1]);
    expect(r.s.journey!.queue).toEqual([1]);
    expect(r.s.seats[0]!.station.find((m) => m.tile === half)!.settlers).toBe(3);
  });

  it("example: Carol at 2 with 1 settler on rank 1 gains 18: she ends at 0 with a settler on rank 2 and an engineer on rank 3", () => {
    const s = readyGame(3, { first: 0, exoplanets: ["bose", "susskind", "dirac", "turing", "fermi"] });
    s.seats[2]!.wheel = 2;
    s.seats[2]!.government = ["settler"];
    s.seats[2]!.reserve.settlers--;
    // Susskind (2 per settler): Carol has 8 settlers, the others 7, spot 15 is free.
    occupy(s, 1, 2, [1, 2, 3, 4, 5, 6, 7, 9]);
    occupy(s, 1, 0, [0, 8, 10, 11]);
    occupy(s, 1, 1, [12, 13, 14]);
    const mod = tileWith(s, { type: "gate", gate: "beta", capacity: 2 });
    putModule(s, 2, mod, 5, 5, { on: true, settlers: 2 });
    let r = carolActivatesWater(s);
    expect(eventsOf(r.events, "planetClosed")[0]).toMatchObject({ planet: "susskind", points: [8, 6, 18] });
    expect(eventsOf(r.events, "influenceChanged").find((e) => e.seat === 2)).toMatchObject({
      from: 2,
      to: 0,
      delta: 18,
      laps: 2,
    });
    expect(eventsOf(r.events, "governmentAdded")).toContainEqual(
      expect.objectContaining({ seat: 2, rank: 2, figure: "settler" }),
    );
    // Rank 3 takes an engineer from a control room of her choice (water engineer or modules chief).
    expect(game.actors(r.s)).toEqual([2]);
    expect(legalMoves(r.s, 2)).toEqual([
      { type: "govern", room: "water", figure: "engineer" },
      { type: "govern", room: "modules", figure: "chief" },
    ]);
    r = play(r.s, 2, { type: "govern", room: "water", figure: "engineer" });
    expect(eventsOf(r.events, "governmentAdded")[0]).toMatchObject({
      seat: 2,
      rank: 3,
      figure: "engineer",
      room: "water",
    });
    expect(r.s.seats[2]!.government).toEqual(["settler", "settler", "engineer"]);
    expect(r.s.seats[2]!.wheel).toBe(0);
    expect(r.s.seats[2]!.rooms[0]!.engineers).toBe(0);
    // Two second-wave exoplanets are free: Carol, who closed Susskind, chooses where its gate goes.
    expect(legalMoves(r.s, 2)).toEqual([
      { type: "moveGate", planet: "turing" },
      { type: "moveGate", planet: "fermi" },
    ]);
    expect(refuse(r.s, 2, { type: "moveGate", planet: "bose" })).toBe("GATE_DESTINATION");
    r = play(r.s, 2, { type: "moveGate", planet: "fermi" });
    expect(eventsOf(r.events, "gateMoved")[0]).toMatchObject({
      gate: "beta",
      from: "susskind",
      to: "fermi",
      by: 2,
    });
    expect(r.s.planets[4]!.status).toBe("open");
  });

  it("a chief taken for the government leaves its suit in the reserve", () => {
    const s = readyGame(2);
    clearRooms(s, 0);
    setRoom(s, 0, "modules", { chiefs: 1 });
    s.seats[0]!.government = ["settler", "settler"];
    s.seats[0]!.reserve.settlers -= 2;
    const ev: SgoEvent[] = [];
    gainInfluence(s, 0, 10, "test", ev);
    expect(s.pending).toEqual([{ kind: "govern", seat: 0 }]);
    const r = play(s, 0, legalMoves(s, 0)[0]!);
    expect(r.s.seats[0]!.government).toEqual(["settler", "settler", "engineer"]);
    expect(r.s.seats[0]!.reserve.suits).toBe(4);
  });

  it("losing points past 0 removes the figure on the highest rank (001 p.12)", () => {
    const s = readyGame(2);
    s.seats[0]!.wheel = 3;
    s.seats[0]!.government = ["settler", "settler"];
    s.seats[0]!.reserve.settlers -= 2;
    const ev: SgoEvent[] = [];
    loseInfluence(s, 0, 6, "open corridors", ev);
    expect(s.seats[0]!.wheel).toBe(7);
    expect(s.seats[0]!.government).toEqual(["settler"]);
    expect(eventsOf(ev, "governmentRemoved")).toEqual([
      { type: "governmentRemoved", seat: 0, rank: 2, figure: "settler", visibleTo: "all" },
    ]);
    // Exactly reaching 0 crosses nothing.
    loseInfluence(s, 0, 7, "test", ev);
    expect(s.seats[0]!.wheel).toBe(0);
    expect(s.seats[0]!.government).toEqual(["settler"]);
  });
});

describe("end of the game (001 p.12)", () => {
  it("the 5th exoplanet closing sends the remaining full gate modules to Hawking, then the final scoring", () => {
    const s = readyGame(3, { first: 0, exoplanets: ["bose", "susskind", "dirac", "turing", "fermi"] });
    for (const i of [0, 2, 3, 4]) s.planets[i]!.status = "closed";
    s.closed = 4;
    s.gates = [-1, 1, -1];
    occupy(s, 1, 0, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const closer = tileWith(s, { type: "gate", gate: "beta", capacity: 2 });
    putModule(s, 2, closer, 5, 5, { on: true, settlers: 2 });
    const alex = tileWith(s, { type: "gate", gate: "beta", capacity: 3 });
    putModule(s, 1, alex, 5, 5, { on: true, settlers: 3 });
    const sara = tileWith(s, { type: "gate", gate: "alpha", capacity: 4 });
    putModule(s, 0, sara, 5, 5, { on: true, settlers: 4 });
    const r = carolActivatesWater(s);
    expect(eventsOf(r.events, "planetClosed")[0]).toMatchObject({ planet: "susskind" });
    expect(eventsOf(r.events, "hawkingReached").map((e) => [e.seat, e.settlers])).toEqual([
      [0, 4],
      [1, 3],
    ]);
    const final = eventsOf(r.events, "finalScoring")[0]!;
    expect(final.reason).toBe("exoplanets");
    expect(r.s.phase).toBe("over");
    expect(game.actors(r.s)).toEqual([]);
    expect(eventsOf(r.events, "gameOver")).toHaveLength(1);
    expect(game.outcome(r.s)).not.toBeNull();
  });

  it("example: predominance Balance 7, Wildlife 4, None 2, Energy 1, Water 0 gives Carol 12, Alex 4, Sara 0", () => {
    const s = readyGame(3);
    s.predominance = ["balance", "wildlife", "none", "energy", "water"] as Token[];
    expect(PREDOMINANCE_VALUES).toEqual([7, 4, 2, 1, 0]);
    // Sara (0) W6 Wi3 E1, Alex (1) W3 Wi4 E2, Carol (2) W4 Wi4 E4 On modules.
    const counts: [number, number, number][] = [
      [6, 3, 1],
      [3, 4, 2],
      [4, 4, 4],
    ];
    counts.forEach((byDomain, seat) => {
      let x = 1;
      (["water", "wildlife", "energy"] as const).forEach((domain, d) => {
        for (let k = 0; k < byDomain[d]!; k++)
          putModule(s, seat, tileWith(s, { domain }), x++, 9, { on: true });
      });
    });
    const points = predominancePoints(s).map((rows) => rows.reduce((a, x) => a + x.points, 0));
    expect(points).toEqual([0, 4, 12]);
    expect(predominancePoints(s)[2]).toEqual([
      { token: "balance", points: 7 },
      { token: "wildlife", points: 4 },
      { token: "energy", points: 1 },
    ]);
  });

  it("example: Alex's 6 open corridors cost him 6 influence (a corridor facing a wall counts as open)", () => {
    const s = readyGame(2);
    putModule(s, 1, tileWith(s, { corridors: "NS" }), 0, -1);
    putModule(s, 1, tileWith(s, { corridors: "NS" }), 0, -2);
    putModule(s, 1, tileWith(s, { corridors: "NEW" }), 0, 1);
    putModule(s, 1, tileWith(s, { corridors: "N" }), 1, 0);
    expect(openCorridors(s.seats[1]!.station)).toBe(6);
    s.seats[1]!.wheel = 9;
    const ev: SgoEvent[] = [];
    finalScoring(s, "exoplanets", ev);
    expect(eventsOf(ev, "finalScoring")[0]!.rows[1]).toMatchObject({ openCorridors: 6 });
    expect(eventsOf(ev, "influenceChanged").find((e) => e.seat === 1 && e.delta < 0)).toMatchObject({
      from: 9,
      to: 3,
      delta: -6,
    });
  });

  it("ties in predominance all score; a domain nobody has scores nobody", () => {
    const s = readyGame(2);
    putModule(s, 0, tileWith(s, { domain: "water" }), 1, 9, { on: true });
    putModule(s, 1, tileWith(s, { domain: "water" }), 1, 9, { on: true });
    expect(predominancePoints(s)).toEqual([[{ token: "water", points: 7 }], [{ token: "water", points: 7 }]]);
  });

  it("winner: highest government rank, then wheel position, then most On modules", () => {
    const s = readyGame(3);
    s.phase = "over";
    const set = (seat: number, ranks: number, wheel: number) => {
      s.seats[seat]!.government = Array.from({ length: ranks }, () => "settler" as const);
      s.seats[seat]!.reserve.settlers -= ranks;
      s.seats[seat]!.wheel = wheel;
    };
    set(0, 3, 1);
    set(1, 2, 9);
    set(2, 3, 1);
    putModule(s, 2, tileWith(s, { domain: "energy" }), 1, 9, { on: true });
    expect(outcome(s)).toMatchObject({ ranks: [2, 3, 1], scores: [31, 29, 31] });
    expect(outcome(s)!.reason).toMatch(/most On modules/);
    s.seats[0]!.wheel = 2;
    expect(outcome(s)).toMatchObject({ ranks: [1, 3, 2] });
    expect(outcome(s)!.reason).toBe("Won on the government rank, then the position on the influence wheel.");
  });

  it("safety end: after the round limit the game ends with the final scoring (no real game comes near it)", () => {
    let s = readyGame(2, { first: 0, maxRounds: 1 });
    clearRooms(s, 0);
    clearRooms(s, 1);
    setRoom(s, 0, "water", { engineers: 1 });
    setRoom(s, 1, "water", { engineers: 1 });
    ({ s } = play(s, 0, { type: "activate", from: "water", figure: "engineer", to: "airlock" }));
    expect(s.phase).toBe("activate");
    expect(game.actors(s)).toEqual([1]);
    const r = play(s, 1, { type: "activate", from: "water", figure: "engineer", to: "airlock" });
    expect(eventsOf(r.events, "finalScoring")[0]!.reason).toBe("roundLimit");
    expect(r.s.phase).toBe("over");
    expect(game.outcome(r.s)).not.toBeNull();
    expect(game.publicView(r.s).decision).toBeNull();
  });
});
