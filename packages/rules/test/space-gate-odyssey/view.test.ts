/**
 * Space Gate Odyssey public view: the numbers a screen shows come from the rules (corridors after
 * rotation, corridors open onto space, a room's action points, a player's score), so no client code
 * repeats a rule.
 */
import { describe, expect, it } from "vitest";
import { corridorSides, openCorridors } from "../../src/space-gate-odyssey/station.ts";
import { publicView } from "../../src/space-gate-odyssey/view.ts";
import { putModule, readyGame, setRoom } from "./fixtures.ts";

describe("view: station geometry", () => {
  it("turns corridors clockwise a quarter per rotation", () => {
    // Tile 1: corridors N and E before rotation.
    expect(corridorSides(1, 0)).toBe("NE");
    expect(corridorSides(1, 1)).toBe("ES");
    expect(corridorSides(1, 3)).toBe("NW");
  });

  it("names the corridors that open onto space (the end-of-game penalty, rulebook p.12)", () => {
    const s = readyGame(2);
    putModule(s, 0, 1, 1, 0, { rotation: 3 });
    const station = publicView(s).seats[0]!.station;
    expect(station.find((m) => m.tile === 81)!.openSides).toBe("NSW");
    expect(station.find((m) => m.tile === 1)!.openSides).toBe("N");
    for (const seat of publicView(s).seats) {
      const total = seat.station.reduce((a, m) => a + m.openSides.length, 0);
      expect(total).toBe(seat.openCorridors);
      expect(total).toBe(openCorridors(s.seats[seat.seat]!.station));
    }
  });
});

describe("view: points and scores", () => {
  it("gives each room's action points: engineer 1, chief 2, robot 1 (rulebook p.7)", () => {
    const s = readyGame(2);
    setRoom(s, 0, "energy", { engineers: 1, chiefs: 1, robots: 1 });
    expect(publicView(s).seats[0]!.rooms.energy).toMatchObject({
      engineers: 1,
      chiefs: 1,
      robots: 1,
      points: 4,
    });
  });

  it("gives each player's score: 10 per government rank plus the wheel position", () => {
    const s = readyGame(2);
    s.seats[1]!.government = ["settler", "settler"];
    s.seats[1]!.wheel = 7;
    expect(publicView(s).seats.map((p) => p.score)).toEqual([0, 27]);
  });
});
