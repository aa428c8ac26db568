/**
 * Space Gate Odyssey: setup, the turn and the control rooms, with the rulebook's worked examples
 * (001 = the full Spanish rulebook; pages as numbered in it).
 */
import { describe, expect, it } from "vitest";
import { INITIAL_PREDOMINANCE, MODULES, ROOMS } from "../../src/space-gate-odyssey/content.ts";
import { invariantProblem } from "../../src/space-gate-odyssey/invariant.ts";
import { legalMoves } from "../../src/space-gate-odyssey/legal.ts";
import { openCorridors } from "../../src/space-gate-odyssey/station.ts";
import {
  clearRooms,
  eventsOf,
  game,
  newGame,
  occupy,
  play,
  putModule,
  readyGame,
  refuse,
  setRoom,
  setSettlers,
  tileWith,
} from "./fixtures.ts";

describe("setup (001 p.3-4)", () => {
  it("sets Hawking, 3 gated exoplanets + 2 of the second wave, figures, white module and reserves", () => {
    const s = newGame(3, {}, "setup");
    expect(s.predominance).toEqual(["water", "wildlife", "energy", "balance", "none"]);
    expect(s.predominance).toEqual(INITIAL_PREDOMINANCE);
    expect(s.planets).toHaveLength(5);
    expect(s.planets.map((p) => p.status)).toEqual(["open", "open", "open", "waiting", "waiting"]);
    expect([...s.gates].sort()).toEqual([0, 1, 2]);
    for (const p of s.seats) {
      expect(p.rooms.map((f) => [f.engineers, f.chiefs, f.robots])).toEqual([
        [1, 0, 0],
        [1, 0, 0],
        [1, 0, 0],
        [0, 1, 0],
        [0, 0, 0],
      ]);
      expect(p.reserve).toEqual({ engineers: 3, suits: 3, robots: 5, settlers: 30 });
      expect(p.station).toHaveLength(1);
      expect(p.station[0]!.settlers).toBe(5);
      expect(MODULES[p.station[0]!.tile]!.domain).toBeNull();
      expect(p.wheel).toBe(0);
    }
    // Every exoplanet shows the side of the player count.
    for (const p of s.planets)
      expect(game.publicView(s).planets.find((v) => v.id === p.id)!.side).toBe(p.side);
    expect(s.piles.flat()).toHaveLength(81);
    expect(invariantProblem(s)).toBeNull();
  });

  it("lets each player, from the first one, add 2 Off modules from different piles, joined by a corridor", () => {
    let s = newGame(2, {}, "build");
    const first = s.first;
    expect(game.actors(s)).toEqual([first]);
    expect(legalMoves(s, first).every((m) => m.type === "draw")).toBe(true);
    ({ s } = play(s, first, { type: "draw", pile: 0 }));
    // During setup the chosen module cannot go back to its pile.
    expect(refuse(s, first, { type: "returnTile" })).toBe("RETURN_NOT_ALLOWED");
    expect(refuse(s, first, { type: "place", x: 5, y: 5, rotation: 0 })).toBe("MODULE_NOT_CONNECTED");
    const place = legalMoves(s, first)[0]!;
    ({ s } = play(s, first, place));
    expect(refuse(s, first, { type: "draw", pile: 0 })).toBe("SAME_PILE_TWICE");
    ({ s } = play(s, first, { type: "draw", pile: 8 }));
    ({ s } = play(s, first, legalMoves(s, first)[0]!));
    const second = 1 - first;
    expect(game.actors(s)).toEqual([second]);
    expect(s.seats[first]!.station.filter((m) => !m.on)).toHaveLength(2);
    ({ s } = play(s, second, { type: "draw", pile: 4 }));
    ({ s } = play(s, second, legalMoves(s, second)[0]!));
    ({ s } = play(s, second, { type: "draw", pile: 2 }));
    const last = play(s, second, legalMoves(s, second)[0]!);
    expect(last.s.phase).toBe("activate");
    expect(game.actors(last.s)).toEqual([first]);
    expect(eventsOf(last.events, "turnStarted")).toEqual([
      { type: "turnStarted", seat: first, round: 1, visibleTo: "all" },
    ]);
  });

  it("short game (001 p.3): 2 gates, 3 exoplanets, the 12 gate modules of the unused gate removed", () => {
    const s = newGame(2, { short: true }, "short");
    expect(s.planets).toHaveLength(3);
    expect(s.planets.map((p) => p.status)).toEqual(["open", "open", "waiting"]);
    expect(s.gates.filter((g) => g === -2)).toHaveLength(1);
    const unused = ["alpha", "beta", "gamma"][s.gates.indexOf(-2)];
    expect(s.removed).toHaveLength(12);
    expect(s.removed.every((t) => MODULES[t]!.gate === unused)).toBe(true);
    expect(s.piles.flat().some((t) => MODULES[t]!.gate === unused)).toBe(false);
    expect(s.target).toBe(3);
  });

  it("first game (001 p.4): each player gets one reorganization token", () => {
    expect(newGame(2, { firstGame: true }).seats.every((p) => p.reorganization)).toBe(true);
    expect(newGame(2).seats.every((p) => !p.reorganization)).toBe(true);
  });
});

describe("the turn (001 p.7)", () => {
  it("example: Sara 2 engineers + 1 chief = 4 actions, then Alex 1 + 2 + 2 + 1 = 6; Carol none", () => {
    // Sara (seat 0, first and active), Alex (seat 1), Carol (seat 2).
    let s = readyGame(3, { first: 0 });
    for (const seat of [0, 1, 2]) clearRooms(s, seat);
    setRoom(s, 0, "airlock", { chiefs: 1 });
    setRoom(s, 0, "modules", { engineers: 2 });
    setRoom(s, 1, "modules", { engineers: 1, chiefs: 2, robots: 1 });
    setRoom(s, 2, "water", { engineers: 3 });
    // Robots never move; the active player moves an engineer or a chief to another room.
    expect(refuse(s, 0, { type: "activate", from: "airlock", figure: "robot", to: "modules" })).toBe(
      "ROBOTS_NEVER_MOVE",
    );
    expect(refuse(s, 0, { type: "activate", from: "airlock", figure: "chief", to: "airlock" })).toBe(
      "SAME_ROOM",
    );
    expect(refuse(s, 0, { type: "activate", from: "water", figure: "engineer", to: "modules" })).toBe(
      "NO_FIGURE_THERE",
    );
    let r = play(s, 0, { type: "activate", from: "airlock", figure: "chief", to: "modules" });
    expect(eventsOf(r.events, "roomActivated")[0]).toMatchObject({
      seat: 0,
      figure: "chief",
      from: "airlock",
      room: "modules",
    });
    expect(eventsOf(r.events, "actionsStarted")).toEqual([
      { type: "actionsStarted", seat: 0, room: "modules", points: 4, visibleTo: "all" },
    ]);
    s = r.s;
    r = play(s, 0, { type: "pass" });
    expect(eventsOf(r.events, "actionsStarted")).toEqual([
      { type: "actionsStarted", seat: 1, room: "modules", points: 6, visibleTo: "all" },
    ]);
    r = play(r.s, 1, { type: "pass" });
    // Carol has no figure there: no action; the turn passes to Alex, the next player.
    expect(eventsOf(r.events, "actionsStarted")).toEqual([]);
    expect(r.s.phase).toBe("activate");
    expect(game.actors(r.s)).toEqual([1]);
    // The engineer stays in the room it activated.
    expect(r.s.seats[0]!.rooms[ROOMS.indexOf("modules")]!.chiefs).toBe(1);
  });

  it("all players act from the first player, whoever is active", () => {
    let s = readyGame(3, { first: 1 });
    s.active = 2;
    const r = play(s, 2, { type: "activate", from: "water", figure: "engineer", to: "modules" });
    expect(eventsOf(r.events, "actionsStarted").map((e) => e.seat)).toEqual([1]);
    s = r.s;
    expect(game.actors(s)).toEqual([1]);
  });
});

describe("water, wildlife and energy rooms (001 p.8)", () => {
  it("example: Sara's 3 chiefs and 2 robots give 8 points in the water room", () => {
    let s = readyGame(2, { first: 0 });
    clearRooms(s, 0);
    clearRooms(s, 1);
    setRoom(s, 0, "water", { chiefs: 2, robots: 2 });
    setRoom(s, 0, "airlock", { chiefs: 1 });
    // A line of On water modules north of the white module (transit modules, no gate).
    putModule(s, 0, tileWith(s, { type: "access", domain: "water", corridors: "NS" }), 0, -1, { on: true });
    putModule(s, 0, tileWith(s, { type: "odyssey", domain: "water", corridors: "NS" }), 0, -2, { on: true });
    putModule(
      s,
      0,
      tileWith(s, { type: "odyssey", domain: "water", bonus: "robot", robotRoom: "airlock" }),
      0,
      -3,
      {
        on: true,
      },
    );
    const r = play(s, 0, { type: "activate", from: "airlock", figure: "chief", to: "water" });
    expect(eventsOf(r.events, "actionsStarted")[0]!.points).toBe(8);
    s = r.s;
    // 2 settlers three modules away (6 points) and 2 settlers one module away (2 points).
    const [a, b, c] = s.seats[0]!.station.slice(1).map((m) => m.tile) as [number, number, number];
    const white = s.seats[0]!.station[0]!.tile;
    for (let k = 0; k < 2; k++) {
      ({ s } = play(s, 0, { type: "moveSettler", from: white, to: a }));
      ({ s } = play(s, 0, { type: "moveSettler", from: a, to: b }));
      ({ s } = play(s, 0, { type: "moveSettler", from: b, to: c }));
    }
    ({ s } = play(s, 0, { type: "moveSettler", from: white, to: a }));
    const last = play(s, 0, { type: "moveSettler", from: white, to: a });
    expect(eventsOf(last.events, "actionsEnded")[0]).toMatchObject({ seat: 0, unused: 0, passed: false });
    const station = last.s.seats[0]!.station;
    expect(station.map((m) => m.settlers)).toEqual([1, 2, 0, 2]);
  });

  it("a settler enters only a linked module of the room's domain (the white one matches all), not a full one", () => {
    let s = readyGame(2, { first: 0 });
    clearRooms(s, 0);
    clearRooms(s, 1);
    setRoom(s, 0, "wildlife", { chiefs: 1 });
    setRoom(s, 0, "modules", { engineers: 1 });
    const white = s.seats[0]!.station[0]!.tile;
    const water = tileWith(s, { type: "access", domain: "water", corridors: "NS" });
    putModule(s, 0, water, 0, -1, { on: true, settlers: 3 });
    const wild = tileWith(s, { type: "access", domain: "wildlife", corridors: "NS" });
    putModule(s, 0, wild, 0, 1, { on: true, settlers: 0 });
    const wall = tileWith(s, { type: "access", domain: "wildlife", corridors: "N" });
    putModule(s, 0, wall, 1, 0, { rotation: 0, on: true, settlers: 0 }); // its corridor faces north, not the white module
    ({ s } = play(s, 0, { type: "activate", from: "modules", figure: "engineer", to: "wildlife" }));
    expect(refuse(s, 0, { type: "moveSettler", from: white, to: water })).toBe("WRONG_DOMAIN");
    expect(refuse(s, 0, { type: "moveSettler", from: white, to: wall })).toBe("NOT_ADJACENT");
    expect(refuse(s, 0, { type: "moveSettler", from: white, to: white })).toBe("NOT_ADJACENT");
    expect(refuse(s, 0, { type: "moveSettler", from: wild, to: white })).toBe("NO_SETTLER");
    expect(refuse(s, 0, { type: "moveSettler", from: water, to: white })).toBe("MODULE_FULL");
    ({ s } = play(s, 0, { type: "moveSettler", from: white, to: wild }));
    ({ s } = play(s, 0, { type: "moveSettler", from: water, to: white }));
    expect(s.seats[0]!.station.map((m) => m.settlers)).toEqual([5, 2, 1, 0]);
  });

  it("the first settler into an Off module turns it On and returns to the reserve; an Odyssey bonus follows", () => {
    let s = readyGame(2, { first: 0 });
    clearRooms(s, 0);
    clearRooms(s, 1);
    setRoom(s, 0, "energy", { engineers: 1 });
    setRoom(s, 0, "water", { engineers: 1 });
    setRoom(s, 0, "modules", { engineers: 1 });
    const white = s.seats[0]!.station[0]!.tile;
    const promote = tileWith(s, { type: "odyssey", domain: "energy", bonus: "promote" });
    putModule(s, 0, promote, 1, 0, { rotation: 3, on: false });
    const reserveBefore = s.seats[0]!.reserve.settlers;
    ({ s } = play(s, 0, { type: "activate", from: "modules", figure: "engineer", to: "energy" }));
    const r = play(s, 0, { type: "moveSettler", from: white, to: promote });
    expect(eventsOf(r.events, "moduleSwitchedOn")).toEqual([
      { type: "moduleSwitchedOn", seat: 0, module: promote, visibleTo: "all" },
    ]);
    expect(eventsOf(r.events, "bonusGained")[0]).toMatchObject({ bonus: "promote" });
    expect(r.s.seats[0]!.station[1]).toMatchObject({ on: true, settlers: 0 });
    expect(r.s.seats[0]!.reserve.settlers).toBe(reserveBefore + 1);
    // Sara promotes one of her engineers (example p.8): she has them in the energy and water rooms.
    expect(legalMoves(r.s, 0)).toEqual([
      { type: "promote", room: "water" },
      { type: "promote", room: "energy" },
    ]);
    const p = play(r.s, 0, { type: "promote", room: "water" });
    expect(p.s.seats[0]!.rooms[0]).toEqual({ engineers: 0, chiefs: 1, robots: 0 });
    expect(eventsOf(p.events, "engineerPromoted")[0]).toMatchObject({ seat: 0, room: "water" });
  });

  it("recruit and robot bonuses; a bonus whose figure is not in the reserve is lost", () => {
    const base = readyGame(2, { first: 0 });
    clearRooms(base, 0);
    clearRooms(base, 1);
    setRoom(base, 0, "water", { chiefs: 1 });
    setRoom(base, 0, "modules", { engineers: 1 });
    const white = base.seats[0]!.station[0]!.tile;
    const recruit = tileWith(base, { type: "odyssey", domain: "water", bonus: "recruit" });
    putModule(base, 0, recruit, 1, 0, { rotation: 3, on: false });
    const robot = tileWith(base, { type: "odyssey", domain: "water", bonus: "robot", robotRoom: "airlock" });
    putModule(base, 0, robot, -1, 0, { rotation: 1, on: false });

    let s = play(base, 0, { type: "activate", from: "modules", figure: "engineer", to: "water" }).s;
    let r = play(s, 0, { type: "moveSettler", from: white, to: robot });
    expect(eventsOf(r.events, "figureAdded")).toEqual([
      { type: "figureAdded", seat: 0, room: "airlock", figure: "robot", visibleTo: "all" },
    ]);
    expect(r.s.seats[0]!.rooms[4]!.robots).toBe(1);
    r = play(r.s, 0, { type: "moveSettler", from: white, to: recruit });
    expect(legalMoves(r.s, 0)).toEqual(ROOMS.map((room) => ({ type: "recruit", room })));
    expect(refuse(r.s, 0, { type: "pass" })).toBe("NOT_NOW");
    r = play(r.s, 0, { type: "recruit", room: "energy" });
    expect(r.s.seats[0]!.rooms[2]!.engineers).toBe(1);

    // No engineer and no robot left in the reserve: both modules turn On without their bonus.
    s = structuredClone(base);
    setRoom(s, 0, "airlock", { engineers: 5, robots: 5 });
    s = play(s, 0, { type: "activate", from: "modules", figure: "engineer", to: "water" }).s;
    r = play(s, 0, { type: "moveSettler", from: white, to: robot });
    expect(eventsOf(r.events, "bonusLost")[0]).toMatchObject({ bonus: "robot", module: robot });
    r = play(r.s, 0, { type: "moveSettler", from: white, to: recruit });
    expect(eventsOf(r.events, "bonusLost")[0]).toMatchObject({ bonus: "recruit", module: recruit });
    expect(r.s.pending).toEqual([]);
  });
});

describe("modules room (001 p.9)", () => {
  it("draw then place (Off, joined by a corridor) or return to the bottom; never two placed from one pile", () => {
    let s = readyGame(2, { first: 0 });
    clearRooms(s, 0);
    clearRooms(s, 1);
    setRoom(s, 0, "modules", { chiefs: 1 });
    setRoom(s, 0, "water", { engineers: 1 });
    ({ s } = play(s, 0, { type: "activate", from: "water", figure: "engineer", to: "modules" }));
    expect(s.act!.pointsLeft).toBe(3);
    const top = s.piles[6]![0]!;
    let r = play(s, 0, { type: "draw", pile: 6 });
    expect(eventsOf(r.events, "tileDrawn")).toEqual([
      { type: "tileDrawn", seat: 0, pile: 6, tile: top, visibleTo: "all" },
    ]);
    expect(refuse(r.s, 0, { type: "pass" })).toBe("TILE_IN_HAND");
    expect(refuse(r.s, 0, { type: "draw", pile: 5 })).toBe("TILE_IN_HAND");
    expect(refuse(r.s, 0, { type: "place", x: 0, y: 0, rotation: 0 })).toBe("CELL_OCCUPIED");
    expect(refuse(r.s, 0, { type: "place", x: 3, y: 3, rotation: 0 })).toBe("MODULE_NOT_CONNECTED");
    expect(refuse(r.s, 0, { type: "place", x: 0, y: -1, rotation: 4 })).toBe("BAD_ROTATION");
    r = play(r.s, 0, { type: "returnTile" });
    expect(r.s.piles[6]!.at(-1)).toBe(top);
    // After a return, the same pile may be drawn again.
    r = play(r.s, 0, { type: "draw", pile: 6 });
    const tile = r.s.hand!.tile;
    const place = legalMoves(r.s, 0).find((m) => m.type === "place")!;
    r = play(r.s, 0, place);
    expect(eventsOf(r.events, "tilePlaced")[0]).toMatchObject({ seat: 0, tile });
    expect(r.s.seats[0]!.station.at(-1)).toMatchObject({ tile, on: false, settlers: 0 });
    expect(refuse(r.s, 0, { type: "draw", pile: 6 })).toBe("SAME_PILE_TWICE");
    r = play(r.s, 0, { type: "draw", pile: 7 });
    expect(r.s.act!.pointsLeft).toBe(0);
    r = play(r.s, 0, { type: "returnTile" });
    expect(r.s.phase).toBe("activate");
  });

  it("with no corridor open onto space, no module can be added", () => {
    let s = readyGame(2, { first: 0 });
    clearRooms(s, 0);
    clearRooms(s, 1);
    setRoom(s, 0, "modules", { engineers: 1 });
    setRoom(s, 0, "water", { engineers: 1 });
    // Four dead ends close the four corridors of the white module.
    const cells: [number, number, number][] = [
      [0, 1, 0],
      [-1, 0, 1],
      [0, -1, 2],
      [1, 0, 3],
    ];
    for (const [x, y, r] of cells)
      putModule(s, 0, tileWith(s, { corridors: "N" }), x, y, { rotation: r, on: false });
    expect(openCorridors(s.seats[0]!.station)).toBe(0);
    ({ s } = play(s, 0, { type: "activate", from: "water", figure: "engineer", to: "modules" }));
    const r = play(s, 0, { type: "draw", pile: 0 });
    expect(legalMoves(r.s, 0)).toEqual([{ type: "returnTile" }]);
    expect(refuse(r.s, 0, { type: "place", x: 0, y: 2, rotation: 0 })).toBe("NO_OPEN_CORRIDOR");
  });
});

describe("airlock room (001 p.9)", () => {
  it("examples: Alex fills 2 modules with 2 and 4; Sara has 3 points but 2 access modules; Carol fills the white one with 5", () => {
    // Sara (seat 0, first), Alex (seat 1), Carol (seat 2).
    const s = readyGame(3, { first: 0 });
    for (const seat of [0, 1, 2]) clearRooms(s, seat);
    setRoom(s, 0, "airlock", { robots: 1 });
    setRoom(s, 0, "water", { chiefs: 1 });
    setRoom(s, 1, "airlock", { engineers: 2 });
    setRoom(s, 2, "airlock", { robots: 1 });
    // Sara: white module empty, a 4-capacity access module empty.
    setSettlers(s, 0, s.seats[0]!.station[0]!.tile, 0);
    putModule(s, 0, tileWith(s, { type: "access", capacity: 4 }), 0, -1, { on: true });
    // Alex: the white module full, a 2-capacity and a 4-capacity access module empty.
    putModule(s, 1, tileWith(s, { type: "access", capacity: 2 }), 0, -1, { on: true });
    putModule(s, 1, tileWith(s, { type: "access", capacity: 4 }), 0, 1, { on: true });
    // Carol: three access modules, the white one (5) empty.
    setSettlers(s, 2, s.seats[2]!.station[0]!.tile, 0);
    putModule(s, 2, tileWith(s, { type: "access", capacity: 2 }), 0, -1, { on: true });
    putModule(s, 2, tileWith(s, { type: "access", capacity: 3 }), 0, 1, { on: true });
    // An Off access module cannot be filled.
    const off = tileWith(s, { type: "access", capacity: 3 });
    putModule(s, 2, off, 1, 0, { on: false });
    let r = play(s, 0, { type: "activate", from: "water", figure: "chief", to: "airlock" });
    expect(eventsOf(r.events, "actionsStarted")[0]).toMatchObject({ seat: 0, points: 3 });
    const [sw, sa] = r.s.seats[0]!.station.map((m) => m.tile) as [number, number];
    r = play(r.s, 0, { type: "fill", module: sw });
    expect(eventsOf(r.events, "accessFilled")[0]).toMatchObject({ module: sw, added: 5 });
    r = play(r.s, 0, { type: "fill", module: sa });
    expect(eventsOf(r.events, "accessFilled")[0]).toMatchObject({ module: sa, added: 4 });
    // Sara has a point left but no access module to fill: her actions end.
    expect(eventsOf(r.events, "actionsEnded")[0]).toMatchObject({ seat: 0, unused: 1 });
    expect(eventsOf(r.events, "actionsStarted")[0]).toMatchObject({ seat: 1, points: 2 });
    const alex = r.s.seats[1]!.station.map((m) => m.tile);
    expect(refuse(r.s, 1, { type: "fill", module: alex[0]! })).toBe("MODULE_FULL");
    r = play(r.s, 1, { type: "fill", module: alex[1]! });
    r = play(r.s, 1, { type: "fill", module: alex[2]! });
    expect(r.s.seats[1]!.station.map((m) => m.settlers)).toEqual([5, 2, 4]);
    expect(eventsOf(r.events, "actionsStarted")[0]).toMatchObject({ seat: 2, points: 1 });
    const carol = r.s.seats[2]!.station.map((m) => m.tile);
    expect(refuse(r.s, 2, { type: "fill", module: off })).toBe("MODULE_OFF");
    r = play(r.s, 2, { type: "fill", module: carol[0]! });
    expect(eventsOf(r.events, "accessFilled")[0]).toMatchObject({ seat: 2, added: 5 });
    expect(r.s.seats[2]!.station.map((m) => m.settlers)).toEqual([5, 0, 0, 0]);
    expect(r.s.phase).toBe("activate");
  });

  it("with too few settlers in the reserve, an access module is filled with what is left", () => {
    let s = readyGame(2, { first: 0 });
    clearRooms(s, 0);
    clearRooms(s, 1);
    setRoom(s, 0, "airlock", { engineers: 1 });
    setRoom(s, 0, "water", { engineers: 1 });
    const white = s.seats[0]!.station[0]!.tile;
    setSettlers(s, 0, white, 0);
    // 33 of the player's settlers are away on exoplanets: 2 remain in the reserve.
    occupy(s, 0, 0, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    occupy(s, 1, 0, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    occupy(s, 2, 0, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(s.seats[0]!.reserve.settlers).toBe(2);
    expect(invariantProblem(s)).toBeNull();
    ({ s } = play(s, 0, { type: "activate", from: "water", figure: "engineer", to: "airlock" }));
    const r = play(s, 0, { type: "fill", module: white });
    expect(eventsOf(r.events, "accessFilled")[0]).toMatchObject({ added: 2 });
  });
});

describe("reorganization token (001 p.9)", () => {
  it("rearranges the whole station once; Off modules stay Off; it can be cancelled but the token is spent", () => {
    const s = readyGame(2, { first: 0 });
    s.options.firstGame = true;
    s.seats[0]!.reorganization = true;
    const a = tileWith(s, { type: "gate", corridors: "NS" });
    putModule(s, 0, a, 0, -1, { on: true, settlers: 2 });
    const b = tileWith(s, { type: "odyssey", corridors: "NEW" });
    putModule(s, 0, b, 0, -2, { rotation: 2, on: false });
    expect(legalMoves(s, 0)).toContainEqual({ type: "reorganize" });
    let r = play(s, 0, { type: "reorganize" });
    expect(r.s.seats[0]!.reorganization).toBe(false);
    expect(r.s.seats[0]!.station).toHaveLength(1);
    expect(legalMoves(r.s, 0)).toContainEqual({ type: "cancelReorganize" });
    const back = play(r.s, 0, { type: "cancelReorganize" });
    expect(back.s.seats[0]!.station).toEqual(s.seats[0]!.station);
    expect(legalMoves(back.s, 0)).not.toContainEqual({ type: "reorganize" });
    expect(refuse(back.s, 0, { type: "reorganize" })).toBe("NO_REORGANIZATION_TOKEN");
    r = play(r.s, 0, { type: "place", x: 1, y: 0, rotation: 1 });
    r = play(r.s, 0, { type: "place", x: 2, y: 0, rotation: 3 });
    expect(eventsOf(r.events, "reorganizationDone")).toHaveLength(1);
    expect(r.s.phase).toBe("activate");
    expect(r.s.seats[0]!.station.map((m) => [m.tile, m.x, m.y, m.rotation, m.on, m.settlers])).toEqual([
      [s.seats[0]!.station[0]!.tile, 0, 0, 0, true, 5],
      [a, 1, 0, 1, true, 2],
      [b, 2, 0, 3, false, 0],
    ]);
  });
});
