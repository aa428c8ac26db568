/**
 * Space Gate Odyssey: the 8 exoplanets (001 pp.13-16): placement, closing condition and scoring on
 * the project's spot graphs (docs/games/space-gate-odyssey.md lists them).
 */
import { describe, expect, it } from "vitest";
import { type PlanetId, planetDef, sideFor } from "../../src/space-gate-odyssey/exoplanets.ts";
import { legalMoves } from "../../src/space-gate-odyssey/legal.ts";
import {
  type FlightMemory,
  legalSpots,
  type PlanetState,
  planetClosing,
  scorePlanet,
  volcanoWon,
} from "../../src/space-gate-odyssey/planets.ts";
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

/** A planet in play for `players`, with seats on spots (`bySeat[k]` = spots of seat k). */
function planet(id: PlanetId, players: number, bySeat: number[][], zone: number[] = []): PlanetState {
  const side = sideFor(id, players);
  const occupants = planetDef(id).sides[side]!.spots.map(() => -1);
  bySeat.forEach((spots, seat) => {
    for (const i of spots) occupants[i] = seat;
  });
  return {
    id,
    side,
    status: "open",
    occupants,
    zone: Array.from({ length: players }, (_, i) => zone[i] ?? 0),
  };
}

const fresh: FlightMemory = { placed: 0, island: -1 };
const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** Seat `seat` (active, one engineer moved into the water room) sends its full gate modules. */
function journey(s: SgoState, seat: number): { s: SgoState; events: SgoEvent[] } {
  for (let k = 0; k < s.players; k++) clearRooms(s, k);
  setRoom(s, seat, "energy", { engineers: 1 });
  setRoom(s, seat, "modules", { engineers: 1 });
  s.active = seat;
  return play(s, seat, { type: "activate", from: "energy", figure: "engineer", to: "water" });
}

describe("Bose: levels of a mountain", () => {
  it("a spot of an upper level needs both spots below it; the first settlers go to the base", () => {
    expect(legalSpots(planet("bose", 2, []), 0, fresh)).toEqual([0, 1, 2, 3]);
    expect(legalSpots(planet("bose", 2, [[0, 1]]), 0, fresh)).toEqual([2, 3, 4]);
    expect(legalSpots(planet("bose", 2, [[0, 1, 2, 3, 4, 5]]), 1, fresh)).toEqual([6, 7]);
  });

  it("closes full; 1 per settler and 3 per level to the player with most settlers there (a tie gives nothing)", () => {
    const p = planet("bose", 2, [
      [0, 1, 2, 4, 5, 7, 9],
      [3, 6, 8],
    ]);
    expect(planetClosing(p, 2)).toBe(true);
    expect(planetClosing(planet("bose", 2, [[0, 1, 2, 3, 4, 5, 6, 7, 8]]), 2)).toBe(false);
    // Seat 0: 7 settlers + level 1 + level 2 + summit (level 3 is a 1-1 tie) = 16; seat 1: 3.
    expect(scorePlanet(p, 2).points).toEqual([16, 3]);
  });
});

describe("Collins: volcanoes", () => {
  it("a volcano is won when its 6 spots are taken or someone holds 4 of them; all won closes Collins", () => {
    const side = planetDef("collins").sides[0];
    expect(side.spots.filter((x) => x.kind === "centre")).toHaveLength(1);
    expect(planetDef("collins").sides[1].spots.some((x) => x.kind === "centre")).toBe(false);
    const v = side.volcanoes!.map((x) => x.spots);
    expect(volcanoWon(planet("collins", 2, [[1, 2, 3]]).occupants, v[0]!, 2)).toBe(false);
    expect(volcanoWon(planet("collins", 2, [[1, 2, 3, 4]]).occupants, v[0]!, 2)).toBe(true);
    const open = planet("collins", 2, [
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10, 11],
    ]);
    expect(planetClosing(open, 2)).toBe(false);
    open.occupants[0] = 0;
    expect(planetClosing(open, 2)).toBe(false);
    open.occupants[12] = 0;
    expect(planetClosing(open, 2)).toBe(true);
    // Volcano 1: seat 0 (7); volcano 2: seat 1 holds 4 (7); volcano 3: 3-3, 3 each.
    expect(scorePlanet(open, 2).points).toEqual([10, 10]);
    expect(legalSpots(planet("collins", 3, [[1, 2]]), 2, fresh)).toHaveLength(11);
  });
});

describe("Dirac: the light side and the dark side", () => {
  it("5 basic spots of your own for each advanced spot; the central spot once every basic spot is taken", () => {
    expect(legalSpots(planet("dirac", 2, [[0, 1, 2, 3]]), 0, fresh)).toEqual(range(4, 9));
    expect(legalSpots(planet("dirac", 2, [[0, 1, 2, 3, 4]]), 0, fresh)).toEqual([5, 6, 7, 8, 9, 10, 11]);
    expect(legalSpots(planet("dirac", 2, [[0, 1, 2, 3, 4, 10]]), 0, fresh)).toEqual([5, 6, 7, 8, 9]);
    expect(legalSpots(planet("dirac", 2, [[0, 1, 2, 3, 4]]), 1, fresh)).toEqual([5, 6, 7, 8, 9]);
    const allBasics = planet("dirac", 2, [
      [0, 1, 2, 3, 4, 5, 6],
      [7, 8, 9],
    ]);
    expect(legalSpots(allBasics, 1, fresh)).toEqual([12]);
    expect(legalSpots(allBasics, 0, fresh)).toEqual([10, 11, 12]);
  });

  it("closes when the central spot is taken; 1 per basic, 3 per advanced, 2 for the centre", () => {
    const p = planet("dirac", 2, [
      [0, 1, 2, 3, 4, 5, 10],
      [6, 7, 8, 9, 12],
    ]);
    expect(planetClosing(p, 2)).toBe(true);
    expect(scorePlanet(p, 2).points).toEqual([9, 6]);
  });
});

describe("Fermi: satellites and the centre", () => {
  it("the first settler of a module goes to a satellite, the others to the centre; 7 of 8 satellite spots close it", () => {
    const p = planet("fermi", 2, [[0], [2]]);
    expect(legalSpots(p, 0, fresh)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(legalSpots(p, 0, { placed: 1, island: -1 })).toEqual([8]);
    expect(
      planetClosing(
        planet("fermi", 3, [
          [0, 1, 2],
          [3, 4, 5],
        ]),
        3,
      ),
    ).toBe(false);
    expect(
      planetClosing(
        planet("fermi", 3, [
          [0, 1, 2],
          [3, 4, 5, 6],
        ]),
        3,
      ),
    ).toBe(true);
    expect(
      planetClosing(
        planet("fermi", 4, [
          [0, 1, 2],
          [3, 4, 5, 6],
        ]),
        4,
      ),
    ).toBe(false);
    expect(
      planetClosing(
        planet("fermi", 4, [
          [0, 1, 2, 8],
          [3, 4, 5, 6, 9],
        ]),
        4,
      ),
    ).toBe(true);
  });

  it("3/7/12/18 (25 with 5 satellites, 4 players) for satellites held; 5 for most settlers in the centre", () => {
    const p = planet(
      "fermi",
      2,
      [
        [0, 1, 2, 4],
        [3, 5, 6],
      ],
      [4, 2],
    );
    // Seat 0: 3 satellites (12) + centre (5); seat 1: 3 satellites (12).
    expect(scorePlanet(p, 2)).toMatchObject({ points: [17, 12], centreSwap: 0 });
    const four = planet(
      "fermi",
      4,
      [
        [0, 2, 4, 6, 8],
        [1, 3, 5, 7, 9],
      ],
      [1, 1],
    );
    expect(scorePlanet(four, 4)).toMatchObject({ points: [30, 30, 0, 0], centreSwap: null });
  });

  it("the centre's majority holder swaps two adjacent predominance tokens", () => {
    const s = readyGame(2, { first: 0, exoplanets: ["fermi", "bose", "susskind", "turing", "dirac"] });
    occupy(s, 0, 0, [0, 1, 2]);
    occupy(s, 0, 1, [3, 4, 5]);
    s.planets[0]!.zone = [5, 1];
    s.seats[0]!.reserve.settlers -= 5;
    s.seats[1]!.reserve.settlers -= 1;
    putModule(s, 1, tileWith(s, { type: "gate", gate: "alpha", capacity: 3 }), 5, 5, {
      on: true,
      settlers: 3,
    });
    const r = journey(s, 1);
    // Seat 1 chooses its satellite spot (6 or 7), which closes Fermi.
    expect(legalMoves(r.s, 1)).toEqual([
      { type: "colonize", spot: 6 },
      { type: "colonize", spot: 7 },
    ]);
    const c = play(r.s, 1, { type: "colonize", spot: 7 });
    expect(eventsOf(c.events, "settlersReturned")).toContainEqual(
      expect.objectContaining({ seat: 1, count: 2, from: "module" }),
    );
    expect(game.actors(c.s)).toEqual([0]);
    expect(legalMoves(c.s, 0)).toEqual([
      { type: "swap", a: 0, b: 1 },
      { type: "swap", a: 1, b: 2 },
      { type: "swap", a: 2, b: 3 },
      { type: "swap", a: 3, b: 4 },
    ]);
    expect(refuse(c.s, 0, { type: "swap", a: 0, b: 2 })).toBe("TOKENS_NOT_ADJACENT");
    const w = play(c.s, 0, { type: "swap", a: 3, b: 4 });
    expect(w.s.predominance).toEqual(["water", "wildlife", "energy", "none", "balance"]);
  });
});

describe("Planck: villages and roads", () => {
  it("1 per settler; 7 for the largest group joined by roads (5 each on a tie); closes full", () => {
    const tie = planet("planck", 2, [
      [0, 1, 4, 5, 11],
      [2, 3, 6, 7, 8],
    ]);
    expect(scorePlanet(tie, 2).points).toEqual([10, 10]);
    const p = planet("planck", 2, [
      [0, 1, 4, 5, 11],
      [2, 3, 6, 7, 8, 10],
    ]);
    expect(scorePlanet(p, 2).points).toEqual([5, 13]);
    expect(planetClosing(p, 2)).toBe(false);
    expect(planetClosing(planet("planck", 2, [range(0, 11)]), 2)).toBe(true);
    expect(legalSpots(p, 0, fresh)).toEqual([9]);
  });
});

describe("Russell: islands", () => {
  it("all settlers of one module go to the same island; those that do not fit go back to the reserve", () => {
    const s = readyGame(2, { first: 0, exoplanets: ["russell", "bose", "susskind", "turing", "dirac"] });
    // Island 1 (spots 8-15) has 2 free spots; seat 0 sends a module of 4.
    occupy(s, 0, 1, [8, 9, 10, 11, 12, 13]);
    const mod = tileWith(s, { type: "gate", gate: "alpha", capacity: 4 });
    putModule(s, 0, mod, 5, 5, { on: true, settlers: 4 });
    let r = journey(s, 0);
    expect(legalMoves(r.s, 0)).toHaveLength(25 - 6);
    r = play(r.s, 0, { type: "colonize", spot: 14 });
    // The module's next settlers may only go to island 2: spot 15 alone, placed without asking.
    expect(eventsOf(r.events, "settlerColonized").map((e) => e.spot)).toEqual([14, 15]);
    expect(eventsOf(r.events, "settlersReturned")).toContainEqual(
      expect.objectContaining({ seat: 0, count: 2, from: "module", module: mod }),
    );
    expect(r.s.seats[0]!.station.find((m) => m.tile === mod)!.settlers).toBe(0);
  });

  it("closes when every island holds its minimum (7 with 2 players, 5 with 3-4); majority 7 (tie 3) and 3 per island present", () => {
    const p = planet("russell", 2, [
      [0, 1, 2, 3, 4, 8, 9, 10, 11],
      [5, 6, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22],
    ]);
    expect(planetClosing(p, 2)).toBe(true);
    // Island 1: seat 0 5-2 (7 + 3 | 3); island 2: 4-4 (3 + 3 each); island 3: seat 1 (7 + 3).
    expect(scorePlanet(p, 2).points).toEqual([16, 19]);
    p.occupants[22] = -1;
    expect(planetClosing(p, 2)).toBe(false);
    expect(
      planetClosing(
        planet("russell", 3, [
          [0, 1, 2, 3, 4, 6, 7, 8, 9, 10],
          [12, 13, 14, 15, 16, 19, 20, 21, 22, 23],
        ]),
        3,
      ),
    ).toBe(true);
  });
});

describe("Susskind: trees", () => {
  it("2 per settler; closes full", () => {
    const p = planet("susskind", 3, [range(0, 9), range(10, 15)]);
    expect(planetClosing(p, 3)).toBe(true);
    expect(scorePlanet(p, 3).points).toEqual([20, 12, 0]);
  });

  it("a predominance spot lets its settler's owner swap any two predominance tokens", () => {
    const s = readyGame(2, { first: 0, exoplanets: ["susskind", "bose", "dirac", "turing", "fermi"] });
    occupy(s, 0, 1, [0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11]);
    putModule(s, 0, tileWith(s, { type: "gate", gate: "alpha", capacity: 2 }), 5, 5, {
      on: true,
      settlers: 2,
    });
    const r = journey(s, 0);
    // The first settler takes spot 4, the predominance spot; Susskind closes; the second returns.
    expect(eventsOf(r.events, "settlerColonized").map((e) => e.spot)).toEqual([4]);
    expect(game.actors(r.s)).toEqual([0]);
    expect(legalMoves(r.s, 0)).toHaveLength(10);
    expect(refuse(r.s, 0, { type: "swap", a: 2, b: 2 })).toBe("BAD_TOKENS");
    const w = play(r.s, 0, { type: "swap", a: 0, b: 4 });
    expect(eventsOf(w.events, "predominanceSwapped")[0]).toMatchObject({
      a: 0,
      b: 4,
      order: ["none", "wildlife", "energy", "balance", "water"],
    });
  });
});

describe("Turing: canals", () => {
  it("2 players: the first settler starts at the end of a free canal, the next go next to one's own", () => {
    expect(legalSpots(planet("turing", 2, []), 0, fresh)).toEqual([0, 11, 22]);
    const started = planet("turing", 2, [[], [11]]);
    expect(legalSpots(started, 0, fresh)).toEqual([0, 22]);
    expect(legalSpots(started, 1, fresh)).toEqual([12]);
    const far = planet("turing", 2, [range(0, 10)]);
    expect(legalSpots(far, 0, fresh)).toEqual([33]);
  });

  it("2 players: closes on the centre; first settler 2, the next 6 settlers 1 each, the last 5 settlers 2 each", () => {
    const p = planet("turing", 2, [[...range(0, 10), 33], range(11, 15)]);
    expect(planetClosing(p, 2)).toBe(true);
    expect(scorePlanet(p, 2).points).toEqual([18, 6]);
    expect(planetClosing(planet("turing", 2, [range(0, 10)]), 2)).toBe(false);
  });

  it("3-4 players: an inner spot needs its 3 periphery spots, a centre spot its 3 inner spots; 1/2/3 points; closes on the 3 centres", () => {
    expect(legalSpots(planet("turing", 3, []), 0, fresh)).toEqual(range(0, 11));
    expect(legalSpots(planet("turing", 3, [[0, 1, 2]]), 0, fresh)).toEqual([...range(3, 11), 12]);
    const inner = planet("turing", 3, [range(0, 11), [12, 13, 14]]);
    expect(legalSpots(inner, 2, fresh)).toEqual([15, 16, 17, 18]);
    const full = planet("turing", 4, [range(0, 11), range(12, 17), [], [18, 19, 20]]);
    expect(planetClosing(full, 4)).toBe(true);
    expect(scorePlanet(full, 4).points).toEqual([12, 12, 0, 9]);
  });
});
