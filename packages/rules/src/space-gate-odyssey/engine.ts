import { rngFrom, seedRng } from "../core/rng.ts";
import type { RuleError, Seat } from "../core/types.ts";
import {
  DOMAINS,
  ENGINEER_RANKS,
  FIGURES,
  GATES,
  GOVERNMENT_RANKS,
  INITIAL_PREDOMINANCE,
  MODULES,
  PILES,
  PREDOMINANCE_VALUES,
  pileOf,
  ROOMS,
  type Room,
  type Token,
  WHEEL_SPACES,
  WHITE_MODULE,
  WORKSITE_TILES,
} from "./content.ts";
import { PLANET_IDS, type PlanetId, planetDef, sideFor } from "./exoplanets.ts";
import { legalSpots, type PlanetState, planetClosing, scorePlanet, sideOf } from "./planets.ts";
import {
  capacityOf,
  matchesRoom,
  neighbours,
  onModules,
  onModulesByDomain,
  openCorridors,
  placementProblem,
  placements,
  type StationModule,
} from "./station.ts";
import type { FinalRow, Pending, PlayerState, SgoEvent, SgoMove, SgoOptions, SgoState } from "./types.ts";

type Events = SgoEvent[];
const all = "all" as const;

// ---------------------------------------------------------------- setup

/** A new game: Hawking, exoplanets and gates, figures, worksite; then the setup building. */
export function setupGame(players: number, seed: string, options: SgoOptions): SgoState {
  const rngState = seedRng(seed);
  const rng = rngFrom(rngState);
  const short = options.short;
  const wanted = short ? 3 : 5;
  const ids: PlanetId[] = options.exoplanets
    ? [...options.exoplanets]
    : rng.shuffleInPlace([...PLANET_IDS]).slice(0, wanted);
  const gated = short ? 2 : 3;
  const planets: PlanetState[] = ids.map((id, i) => {
    const side = sideFor(id, players);
    return {
      id,
      side,
      status: i < gated ? "open" : "waiting",
      occ: planetDef(id).sides[side]!.spots.map(() => -1),
      zone: Array.from({ length: players }, () => 0),
    };
  });
  // A random gate on each first-wave exoplanet (rulebook p.3); in the short game one gate is unused.
  const gateOrder = rng.shuffleInPlace([0, 1, 2]);
  const gates = [-2, -2, -2];
  gateOrder.slice(0, gated).forEach((g, i) => {
    gates[g] = i;
  });
  const removed: number[] = [];
  const piles: number[][] = PILES.map(() => []);
  for (let t = 0; t < WORKSITE_TILES; t++) {
    const gate = MODULES[t]!.gate;
    if (gate !== undefined && gates[GATES.indexOf(gate)] === -2) removed.push(t);
    else piles[pileOf(t)]!.push(t);
  }
  for (const pile of piles) rng.shuffleInPlace(pile);
  const ps: PlayerState[] = Array.from({ length: players }, (_, seat) => ({
    station: [{ t: WHITE_MODULE + seat, x: 0, y: 0, r: 0, on: true, n: 5 }],
    rooms: ROOMS.map((room) => ({
      engineers: room === "modules" || room === "airlock" ? 0 : 1,
      chiefs: room === "modules" ? 1 : 0,
      robots: 0,
    })),
    reserve: { engineers: 3, suits: 3, robots: 5, settlers: 30 },
    wheel: 0,
    influence: 0,
    government: [],
    reorganization: options.firstGame,
  }));
  const first = rng.int(players);
  return {
    players,
    options: { short, firstGame: options.firstGame, maxRounds: options.maxRounds },
    rng: rngState,
    first,
    active: first,
    round: 0,
    turn: 0,
    phase: "build",
    build: { order: orderFrom(first, players), placed: 0, used: [] },
    act: null,
    hand: null,
    journey: null,
    reorg: null,
    pending: [],
    piles,
    removed,
    planets,
    gates,
    predominance: [...INITIAL_PREDOMINANCE],
    ps,
    closed: 0,
    target: wanted,
    final: null,
  };
}

/** Seats in turn order starting with `start`. */
export function orderFrom(start: Seat, players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => (start + i) % players);
}

const roomIndex = (room: Room): number => ROOMS.indexOf(room);

/** Action points of `seat` in `room`: engineer 1, chief 2, robot 1. */
export function pointsIn(p: PlayerState, room: Room): number {
  const f = p.rooms[roomIndex(room)]!;
  return f.engineers + 2 * f.chiefs + f.robots;
}

const isDomainRoom = (room: Room): boolean => (DOMAINS as readonly string[]).includes(room);

// ---------------------------------------------------------------- who acts

/** The seat that must decide now, or null when the game is over. */
export function currentActor(s: SgoState): Seat | null {
  if (s.phase === "over") return null;
  const d = s.pending[0];
  if (d) return d.seat;
  if (s.hand) return s.hand.seat;
  switch (s.phase) {
    case "build":
      return s.build!.order[0]!;
    case "activate":
      return s.active;
    case "reorganize":
      return s.reorg!.seat;
    case "act":
      return s.act!.queue[0]!;
    case "journey":
      return s.journey!.queue[0]!;
  }
}

// ---------------------------------------------------------------- legal moves

/** Every legal move of `seat` now (complete: apply accepts exactly these). */
export function legalMovesOf(s: SgoState, seat: Seat): SgoMove[] {
  if (currentActor(s) !== seat) return [];
  const p = s.ps[seat]!;
  const d = s.pending[0];
  if (d) return pendingMoves(s, d);
  if (s.hand) {
    const moves: SgoMove[] = placements(p.station, s.hand.tile).map((c) => ({ type: "place", ...c }));
    if (s.phase === "act") moves.push({ type: "returnTile" });
    return moves;
  }
  switch (s.phase) {
    case "build":
      return drawMoves(s, s.build!.used);
    case "activate": {
      const moves: SgoMove[] = [];
      ROOMS.forEach((from, i) => {
        const f = p.rooms[i]!;
        for (const figure of ["engineer", "chief"] as const) {
          if ((figure === "engineer" ? f.engineers : f.chiefs) === 0) continue;
          for (const to of ROOMS) if (to !== from) moves.push({ type: "activate", from, figure, to });
        }
      });
      if (canReorganize(s, seat)) moves.push({ type: "reorganize" });
      return moves;
    }
    case "reorganize": {
      const next = s.reorg!.lifted[0]!;
      const moves: SgoMove[] = placements(p.station, next.t).map((c) => ({ type: "place", ...c }));
      moves.push({ type: "cancelReorganize" });
      return moves;
    }
    case "act":
      return [...actionMoves(s, seat), { type: "pass" }];
    case "journey": {
      const flight = s.journey!.flight;
      if (flight) {
        return legalSpots(s.planets[flight.planet]!, seat, flight).map((spot) => ({
          type: "colonize",
          spot,
        }));
      }
      return fullGateModules(p).map((m) => ({ type: "send", module: m.t }));
    }
    case "over":
      return [];
  }
}

function pendingMoves(s: SgoState, d: Pending): SgoMove[] {
  switch (d.kind) {
    case "swap": {
      const moves: SgoMove[] = [];
      for (let a = 0; a < 5; a++)
        for (let b = a + 1; b < 5; b++) if (!d.adjacent || b === a + 1) moves.push({ type: "swap", a, b });
      return moves;
    }
    case "recruit":
      return ROOMS.map((room) => ({ type: "recruit", room }));
    case "promote":
      return promoteRooms(s.ps[d.seat]!).map((room) => ({ type: "promote", room }));
    case "govern":
      return governOptions(s.ps[d.seat]!).map((o) => ({ type: "govern", ...o }));
    case "gate":
      return waitingPlanets(s).map((i) => ({ type: "moveGate", planet: s.planets[i]!.id }));
  }
}

function drawMoves(s: SgoState, used: readonly number[]): SgoMove[] {
  const moves: SgoMove[] = [];
  s.piles.forEach((pile, i) => {
    if (pile.length > 0 && !used.includes(i)) moves.push({ type: "draw", pile: i });
  });
  return moves;
}

/** Room actions of `seat` in the current activation (without `pass`). */
function actionMoves(s: SgoState, seat: Seat): SgoMove[] {
  const act = s.act!;
  const p = s.ps[seat]!;
  if ((act.points ?? 0) <= 0) return [];
  if (act.room === "modules") return drawMoves(s, act.used);
  if (act.room === "airlock") {
    if (p.reserve.settlers === 0) return [];
    return p.station
      .filter((m) => m.on && MODULES[m.t]!.type === "access" && m.n < capacityOf(m))
      .map((m) => ({ type: "fill", module: m.t }));
  }
  const moves: SgoMove[] = [];
  for (const m of p.station) {
    if (m.n === 0) continue;
    for (const to of neighbours(p.station, m)) {
      if (matchesRoom(to, act.room) && (!to.on || to.n < capacityOf(to))) {
        moves.push({ type: "moveSettler", from: m.t, to: to.t });
      }
    }
  }
  return moves;
}

function canReorganize(s: SgoState, seat: Seat): boolean {
  return s.phase === "activate" && s.ps[seat]!.reorganization && s.ps[seat]!.station.length > 1;
}

function promoteRooms(p: PlayerState): Room[] {
  if (p.reserve.suits === 0) return [];
  return ROOMS.filter((_, i) => p.rooms[i]!.engineers > 0);
}

function governOptions(p: PlayerState): { room: Room; figure: "engineer" | "chief" }[] {
  const rank = p.government.length + 1;
  if (!ENGINEER_RANKS.includes(rank) || rank > GOVERNMENT_RANKS) return [];
  const out: { room: Room; figure: "engineer" | "chief" }[] = [];
  ROOMS.forEach((room, i) => {
    if (p.rooms[i]!.engineers > 0) out.push({ room, figure: "engineer" });
    if (p.rooms[i]!.chiefs > 0) out.push({ room, figure: "chief" });
  });
  return out;
}

function waitingPlanets(s: SgoState): number[] {
  return s.planets.flatMap((p, i) => (p.status === "waiting" ? [i] : []));
}

/** Gate modules filled to capacity (their settlers travel). */
export function fullGateModules(p: PlayerState): StationModule[] {
  return p.station.filter((m) => MODULES[m.t]!.type === "gate" && m.on && m.n === capacityOf(m));
}

// ---------------------------------------------------------------- apply

/** Runs a move legalMovesOf listed (defineGame checks that) on a copy, then the automatic steps. */
export function performMove(s0: SgoState, seat: Seat, m: SgoMove): { state: SgoState; events: SgoEvent[] } {
  const s = cloneState(s0);
  const ev: Events = [];
  perform(s, seat, m, ev);
  advance(s, ev);
  return { state: s, events: ev };
}

/** The state after `m` if `seat` may play it now, else null (the bots' look-ahead). */
export function stateAfter(s: SgoState, seat: Seat, m: SgoMove): SgoState | null {
  if (s.phase === "over" || currentActor(s) !== seat || check(s, seat, m)) return null;
  return performMove(s, seat, m).state;
}

/** Why `m`, not listed by legalMovesOf, is refused (defineGame calls it only for a refused move). */
export function explainMove(s: SgoState, seat: Seat, m: SgoMove): RuleError {
  return check(s, seat, m) ?? wrongTime("do that");
}

const wrongTime = (what: string): RuleError => ({
  code: "NOT_NOW",
  message: `You cannot ${what} now.`,
});

/** Why `m` is refused, or null if it is legal. Mirrors legalMovesOf exactly. */
function check(s: SgoState, seat: Seat, m: SgoMove): RuleError | null {
  const p = s.ps[seat]!;
  const d = s.pending[0];
  if (d) return checkPending(s, d, m);
  if (s.hand) {
    if (m.type === "place") return checkPlace(p.station, s.hand.tile, m);
    if (m.type === "returnTile") {
      return s.phase === "act"
        ? null
        : {
            code: "RETURN_NOT_ALLOWED",
            message: "During setup you add the module you chose; it cannot go back to the pile.",
          };
    }
    return {
      code: "TILE_IN_HAND",
      message: "Place the module you drew or return it to the bottom of its pile first.",
    };
  }
  switch (s.phase) {
    case "build":
      if (m.type === "draw") return checkDraw(s, s.build!.used, m.pile);
      return wrongTime(moveName(m) + " during setup; choose a pile to take a module from");
    case "activate":
      if (m.type === "activate") return checkActivate(p, m);
      if (m.type === "reorganize") {
        if (!s.options.firstGame || !p.reorganization)
          return { code: "NO_REORGANIZATION_TOKEN", message: "You have no reorganization token." };
        if (p.station.length < 2)
          return { code: "NOTHING_TO_REORGANIZE", message: "Your station has only its starting module." };
        return null;
      }
      return wrongTime(moveName(m) + "; move one of your engineers to another control room");
    case "reorganize":
      if (m.type === "cancelReorganize") return null;
      if (m.type === "place") return checkPlace(p.station, s.reorg!.lifted[0]!.t, m);
      return wrongTime(moveName(m) + " while reorganizing your station");
    case "act":
      return checkAction(s, seat, m);
    case "journey": {
      const flight = s.journey!.flight;
      if (flight) {
        if (m.type !== "colonize") return wrongTime(moveName(m) + "; choose a colonization spot");
        const planet = s.planets[flight.planet]!;
        const side = sideOf(planet);
        if (m.spot < 0 || m.spot >= side.spots.length)
          return {
            code: "NO_SUCH_SPOT",
            message: "That exoplanet has no such colonization spot.",
            params: { spot: m.spot },
          };
        if (planet.occ[m.spot] !== -1 && !side.spots[m.spot]!.zone)
          return {
            code: "SPOT_TAKEN",
            message: "A colonization spot holds only one settler.",
            params: { spot: m.spot },
          };
        if (!legalSpots(planet, seat, flight).includes(m.spot))
          return { code: "SPOT_NOT_ALLOWED", message: spotRuleText(planet.id), params: { spot: m.spot } };
        return null;
      }
      if (m.type !== "send") return wrongTime(moveName(m) + "; choose which full gate module travels next");
      if (!fullGateModules(p).some((x) => x.t === m.module))
        return {
          code: "NOT_FULL_GATE_MODULE",
          message: "Only a gate module filled to capacity sends its settlers.",
          params: { module: m.module },
        };
      return null;
    }
    case "over":
      return { code: "GAME_OVER", message: "The game is over." };
  }
}

function moveName(m: SgoMove): string {
  const names: Record<SgoMove["type"], string> = {
    activate: "activate a room",
    moveSettler: "move a settler",
    draw: "draw a module",
    place: "place a module",
    returnTile: "return a module",
    fill: "fill an access module",
    pass: "stop your actions",
    send: "send a gate module",
    colonize: "colonize a spot",
    swap: "swap predominance tokens",
    moveGate: "move a gate",
    recruit: "recruit an engineer",
    promote: "promote an engineer",
    govern: "send an engineer to the government",
    reorganize: "reorganize your station",
    cancelReorganize: "cancel a reorganization",
  };
  return names[m.type];
}

function spotRuleText(id: PlanetId): string {
  const text: Record<PlanetId, string> = {
    bose: "On Bose a spot of an upper level needs both spots below it occupied.",
    collins: "That spot is not available on Collins.",
    dirac:
      "On Dirac you need 5 of your settlers on basic spots for each advanced spot, and the central spot needs every basic spot occupied.",
    fermi: "On Fermi the first settler of a module goes to a satellite and the others to the centre.",
    planck: "That spot is not available on Planck.",
    russell: "On Russell all settlers of one gate module go to the same island.",
    susskind: "That spot is not available on Susskind.",
    turing:
      "On Turing you must progress along the canals: a spot needs the spots connected below it, or (2 players) your first settler starts a free canal end and the next ones go next to yours.",
  };
  return text[id];
}

function checkPending(s: SgoState, d: Pending, m: SgoMove): RuleError | null {
  const p = s.ps[d.seat]!;
  switch (d.kind) {
    case "swap": {
      if (m.type !== "swap") return wrongTime(moveName(m) + "; swap two predominance tokens first");
      if (m.a < 0 || m.b > 4 || m.a >= m.b)
        return {
          code: "BAD_TOKENS",
          message: "Name two different positions of the predominance track, lower first (0-4).",
        };
      if (d.adjacent && m.b !== m.a + 1)
        return {
          code: "TOKENS_NOT_ADJACENT",
          message: "Fermi's centre lets you swap two adjacent predominance tokens only.",
        };
      return null;
    }
    case "recruit":
      return m.type === "recruit"
        ? null
        : wrongTime(moveName(m) + "; choose the room of your recruited engineer first");
    case "promote":
      if (m.type !== "promote") return wrongTime(moveName(m) + "; choose which engineer to promote first");
      return promoteRooms(p).includes(m.room)
        ? null
        : {
            code: "NO_ENGINEER_THERE",
            message: "You have no engineer to promote in that control room.",
            params: { room: m.room },
          };
    case "govern":
      if (m.type !== "govern")
        return wrongTime(moveName(m) + "; choose the engineer who joins the government first");
      return governOptions(p).some((o) => o.room === m.room && o.figure === m.figure)
        ? null
        : {
            code: "NO_ENGINEER_THERE",
            message: `You have no ${m.figure === "chief" ? "chief engineer" : "engineer"} in that control room.`,
            params: { room: m.room },
          };
    case "gate": {
      if (m.type !== "moveGate") return wrongTime(moveName(m) + "; choose where the gate goes first");
      const i = s.planets.findIndex((x) => x.id === m.planet);
      return waitingPlanets(s).includes(i)
        ? null
        : {
            code: "GATE_DESTINATION",
            message: "A gate moves only to a second-wave exoplanet that has no gate yet.",
            params: { planet: m.planet },
          };
    }
  }
}

function checkDraw(s: SgoState, used: readonly number[], pile: number): RuleError | null {
  if (pile < 0 || pile >= s.piles.length)
    return { code: "NO_SUCH_PILE", message: "The worksite has 9 piles (0-8).", params: { pile } };
  if (s.piles[pile]!.length === 0)
    return { code: "PILE_EMPTY", message: "That pile is empty.", params: { pile } };
  if (used.includes(pile))
    return {
      code: "SAME_PILE_TWICE",
      message: "You already added a module from this pile this turn; draw from another pile.",
      params: { pile },
    };
  return null;
}

function checkPlace(
  station: readonly StationModule[],
  tile: number,
  m: { x: number; y: number; rotation: number },
): RuleError | null {
  if (m.rotation < 0 || m.rotation > 3)
    return { code: "BAD_ROTATION", message: "A rotation is 0-3 quarter turns." };
  const why = placementProblem(station, tile, m.x, m.y, m.rotation);
  if (why === "CELL_OCCUPIED") return { code: why, message: "A module is already there." };
  if (why === "NO_OPEN_CORRIDOR")
    return { code: why, message: "Your station has no corridor open onto space, so no module can be added." };
  if (why === "MODULE_NOT_CONNECTED")
    return { code: why, message: "This module has no corridor touching your station." };
  return null;
}

function checkActivate(p: PlayerState, m: Extract<SgoMove, { type: "activate" }>): RuleError | null {
  if (m.figure === "robot")
    return {
      code: "ROBOTS_NEVER_MOVE",
      message: "Robots never move; choose an engineer or a chief engineer.",
    };
  if (m.from === m.to)
    return { code: "SAME_ROOM", message: "Move your engineer to another control room to activate it." };
  const f = p.rooms[roomIndex(m.from)]!;
  if ((m.figure === "engineer" ? f.engineers : f.chiefs) === 0)
    return {
      code: "NO_FIGURE_THERE",
      message: `You have no ${m.figure === "chief" ? "chief engineer" : "engineer"} in that control room.`,
      params: { room: m.from },
    };
  return null;
}

function checkAction(s: SgoState, seat: Seat, m: SgoMove): RuleError | null {
  const act = s.act!;
  const p = s.ps[seat]!;
  if (m.type === "pass") return null;
  const roomMove = {
    water: "moveSettler",
    wildlife: "moveSettler",
    energy: "moveSettler",
    modules: "draw",
    airlock: "fill",
  }[act.room];
  if (m.type !== roomMove) return wrongTime(`${moveName(m)} in the ${act.room} room`);
  if ((act.points ?? 0) <= 0) return { code: "NO_POINTS_LEFT", message: "You have no action points left." };
  if (m.type === "draw") return checkDraw(s, act.used, m.pile);
  if (m.type === "fill") {
    const mod = p.station.find((x) => x.t === m.module);
    if (!mod)
      return {
        code: "NO_SUCH_MODULE",
        message: "That module is not in your station.",
        params: { module: m.module },
      };
    if (MODULES[mod.t]!.type !== "access")
      return { code: "NOT_ACCESS_MODULE", message: "Only access modules are filled from the airlock." };
    if (!mod.on)
      return { code: "MODULE_OFF", message: "An access module must be On before settlers can stay in it." };
    if (mod.n >= capacityOf(mod))
      return { code: "MODULE_FULL", message: "That access module is already full." };
    if (p.reserve.settlers === 0)
      return { code: "RESERVE_EMPTY", message: "You have no settlers left in your reserve." };
    return null;
  }
  if (m.type === "moveSettler") {
    const from = p.station.find((x) => x.t === m.from);
    const to = p.station.find((x) => x.t === m.to);
    if (!from || !to) return { code: "NO_SUCH_MODULE", message: "That module is not in your station." };
    if (from.n === 0) return { code: "NO_SETTLER", message: "There is no settler in that module." };
    if (!neighbours(p.station, from).includes(to))
      return {
        code: "NOT_ADJACENT",
        message: "A settler moves only to a module joined to its own by a corridor.",
      };
    if (!matchesRoom(to, act.room))
      return {
        code: "WRONG_DOMAIN",
        message: `In the ${act.room} room a settler may only enter a ${act.room} module (or the white starting module).`,
      };
    if (to.on && to.n >= capacityOf(to)) return { code: "MODULE_FULL", message: "That module is full." };
    return null;
  }
  return wrongTime(moveName(m));
}

// ---------------------------------------------------------------- perform

function perform(s: SgoState, seat: Seat, m: SgoMove, ev: Events): void {
  const p = s.ps[seat]!;
  switch (m.type) {
    case "activate": {
      const from = p.rooms[roomIndex(m.from)]!;
      const to = p.rooms[roomIndex(m.to)]!;
      if (m.figure === "chief") {
        from.chiefs--;
        to.chiefs++;
      } else {
        from.engineers--;
        to.engineers++;
      }
      ev.push({
        type: "roomActivated",
        seat,
        figure: m.figure === "chief" ? "chief" : "engineer",
        from: m.from,
        room: m.to,
        visibleTo: all,
      });
      s.act = { room: m.to, queue: orderFrom(s.first, s.players), points: null, used: [] };
      s.phase = "act";
      return;
    }
    case "reorganize": {
      p.reorganization = false;
      const white = p.station.find((x) => x.t >= WHITE_MODULE)!;
      s.reorg = {
        seat,
        lifted: p.station.filter((x) => x !== white),
        backup: p.station.map((x) => ({ ...x })),
      };
      p.station = [white];
      s.phase = "reorganize";
      ev.push({ type: "reorganizationStarted", seat, visibleTo: all });
      return;
    }
    case "cancelReorganize": {
      p.station = s.reorg!.backup;
      s.reorg = null;
      s.phase = "activate";
      ev.push({ type: "reorganizationCancelled", seat, visibleTo: all });
      return;
    }
    case "draw": {
      const tile = s.piles[m.pile]!.shift()!;
      s.hand = { seat, tile, pile: m.pile };
      if (s.act) s.act.points!--;
      ev.push({ type: "tileDrawn", seat, pile: m.pile, tile, visibleTo: all });
      return;
    }
    case "returnTile": {
      const h = s.hand!;
      s.piles[h.pile]!.push(h.tile);
      s.hand = null;
      ev.push({ type: "tileReturned", seat, pile: h.pile, tile: h.tile, visibleTo: all });
      return;
    }
    case "place": {
      if (s.phase === "reorganize") {
        const mod = s.reorg!.lifted.shift()!;
        p.station.push({ ...mod, x: m.x, y: m.y, r: m.rotation });
        ev.push({
          type: "tilePlaced",
          seat,
          tile: mod.t,
          x: m.x,
          y: m.y,
          rotation: m.rotation,
          visibleTo: all,
        });
        if (s.reorg!.lifted.length === 0) {
          s.reorg = null;
          s.phase = "activate";
          ev.push({ type: "reorganizationDone", seat, visibleTo: all });
        }
        return;
      }
      const h = s.hand!;
      p.station.push({ t: h.tile, x: m.x, y: m.y, r: m.rotation, on: false, n: 0 });
      s.hand = null;
      if (s.build) {
        s.build.placed++;
        s.build.used.push(h.pile);
      } else s.act!.used.push(h.pile);
      ev.push({
        type: "tilePlaced",
        seat,
        tile: h.tile,
        x: m.x,
        y: m.y,
        rotation: m.rotation,
        visibleTo: all,
      });
      return;
    }
    case "fill": {
      const mod = p.station.find((x) => x.t === m.module)!;
      const added = Math.min(capacityOf(mod) - mod.n, p.reserve.settlers);
      mod.n += added;
      p.reserve.settlers -= added;
      s.act!.points!--;
      ev.push({ type: "accessFilled", seat, module: mod.t, added, visibleTo: all });
      return;
    }
    case "moveSettler": {
      const from = p.station.find((x) => x.t === m.from)!;
      const to = p.station.find((x) => x.t === m.to)!;
      from.n--;
      s.act!.points!--;
      ev.push({ type: "settlerMoved", seat, from: from.t, to: to.t, visibleTo: all });
      if (to.on) {
        to.n++;
        return;
      }
      // Rulebook p.8: the first settler to enter an Off module turns it On and goes back to the reserve.
      to.on = true;
      p.reserve.settlers++;
      ev.push({ type: "moduleSwitchedOn", seat, module: to.t, visibleTo: all });
      gainBonus(s, seat, to.t, ev);
      return;
    }
    case "pass": {
      const act = s.act!;
      ev.push({
        type: "actionsEnded",
        seat,
        room: act.room,
        unused: act.points ?? 0,
        passed: true,
        visibleTo: all,
      });
      act.queue.shift();
      act.points = null;
      act.used = [];
      return;
    }
    case "send":
      sendModule(s, seat, m.module, ev);
      return;
    case "colonize":
      colonize(s, seat, m.spot, ev);
      return;
    case "swap": {
      s.pending.shift();
      swapTokens(s, seat, m.a, m.b, ev);
      return;
    }
    case "recruit":
      s.pending.shift();
      recruit(s, seat, m.room, ev);
      return;
    case "promote":
      s.pending.shift();
      promote(s, seat, m.room, ev);
      return;
    case "govern":
      s.pending.shift();
      governWith(s, seat, m, ev);
      return;
    case "moveGate": {
      const d = s.pending.shift() as Extract<Pending, { kind: "gate" }>;
      moveGateTo(
        s,
        d.gate,
        d.from,
        s.planets.findIndex((x) => x.id === m.planet),
        seat,
        ev,
      );
      return;
    }
  }
}

function gainBonus(s: SgoState, seat: Seat, tile: number, ev: Events): void {
  const def = MODULES[tile]!;
  if (def.type !== "odyssey" || !def.bonus) return;
  const p = s.ps[seat]!;
  const lost = (why: string): void => {
    ev.push({ type: "bonusLost", seat, module: tile, bonus: def.bonus!, why, visibleTo: all });
  };
  switch (def.bonus) {
    case "recruit":
      if (p.reserve.engineers === 0) {
        lost("no engineer left in your reserve");
        return;
      }
      ev.push({ type: "bonusGained", seat, module: tile, bonus: "recruit", room: null, visibleTo: all });
      s.pending.push({ kind: "recruit", seat });
      return;
    case "promote":
      if (p.reserve.suits === 0) {
        lost("no chief engineer suit left in your reserve");
        return;
      }
      if (promoteRooms(p).length === 0) {
        lost("no engineer in the Odyssey to promote");
        return;
      }
      ev.push({ type: "bonusGained", seat, module: tile, bonus: "promote", room: null, visibleTo: all });
      s.pending.push({ kind: "promote", seat });
      return;
    case "robot": {
      if (p.reserve.robots === 0) {
        lost("no robot left in your reserve");
        return;
      }
      const room = def.robotRoom!;
      p.reserve.robots--;
      p.rooms[roomIndex(room)]!.robots++;
      ev.push({ type: "bonusGained", seat, module: tile, bonus: "robot", room, visibleTo: all });
      ev.push({ type: "figureAdded", seat, room, figure: "robot", visibleTo: all });
      return;
    }
  }
}

function recruit(s: SgoState, seat: Seat, room: Room, ev: Events): void {
  const p = s.ps[seat]!;
  p.reserve.engineers--;
  p.rooms[roomIndex(room)]!.engineers++;
  ev.push({ type: "figureAdded", seat, room, figure: "engineer", visibleTo: all });
}

function promote(s: SgoState, seat: Seat, room: Room, ev: Events): void {
  const p = s.ps[seat]!;
  const f = p.rooms[roomIndex(room)]!;
  p.reserve.suits--;
  f.engineers--;
  f.chiefs++;
  ev.push({ type: "engineerPromoted", seat, room, visibleTo: all });
}

function swapTokens(s: SgoState, seat: Seat, a: number, b: number, ev: Events): void {
  const t = s.predominance;
  [t[a], t[b]] = [t[b]!, t[a]!];
  ev.push({ type: "predominanceSwapped", seat, a, b, order: [...t], visibleTo: all });
}

// ---------------------------------------------------------------- journeys

function sendModule(s: SgoState, seat: Seat, tile: number, ev: Events): void {
  const p = s.ps[seat]!;
  const mod = p.station.find((x) => x.t === tile)!;
  const gate = MODULES[tile]!.gate!;
  const g = GATES.indexOf(gate);
  const at = s.gates[g]!;
  if (at === -1) {
    // Rulebook p.11: settlers reaching Hawking go back to the reserve, 1 influence each.
    const n = mod.n;
    ev.push({ type: "journeyStarted", seat, module: tile, gate, to: "hawking", settlers: n, visibleTo: all });
    mod.n = 0;
    p.reserve.settlers += n;
    ev.push({ type: "hawkingReached", seat, module: tile, gate, settlers: n, visibleTo: all });
    gainInfluence(s, seat, n, "settlers sent to Hawking", ev);
    return;
  }
  ev.push({
    type: "journeyStarted",
    seat,
    module: tile,
    gate,
    to: s.planets[at]!.id,
    settlers: mod.n,
    visibleTo: all,
  });
  s.journey!.flight = { module: tile, planet: at, placed: 0, island: -1 };
}

function colonize(s: SgoState, seat: Seat, spot: number, ev: Events): void {
  const flight = s.journey!.flight!;
  const planet = s.planets[flight.planet]!;
  const side = sideOf(planet);
  const p = s.ps[seat]!;
  const mod = p.station.find((x) => x.t === flight.module)!;
  const def = side.spots[spot]!;
  if (def.zone) planet.zone[seat]!++;
  else planet.occ[spot] = seat;
  mod.n--;
  flight.placed++;
  if (planet.id === "russell" && flight.island < 0) flight.island = def.group;
  ev.push({ type: "settlerColonized", seat, module: mod.t, planet: planet.id, spot, visibleTo: all });
  if (def.predominance) s.pending.push({ kind: "swap", seat, adjacent: false, why: "predominanceSpot" });
  if (mod.n === 0) s.journey!.flight = null;
  if (planetClosing(planet, s.players)) {
    // Rulebook p.11: what could not be placed from this module goes back to the reserve.
    if (mod.n > 0) returnFromModule(s, seat, mod, ev);
    s.journey!.flight = null;
    closePlanet(s, flight.planet, seat, ev);
  }
}

function returnFromModule(s: SgoState, seat: Seat, mod: StationModule, ev: Events): void {
  const count = mod.n;
  s.ps[seat]!.reserve.settlers += count;
  mod.n = 0;
  ev.push({
    type: "settlersReturned",
    seat,
    count,
    from: "module",
    module: mod.t,
    planet: null,
    visibleTo: all,
  });
}

function closePlanet(s: SgoState, index: number, by: Seat, ev: Events): void {
  const planet = s.planets[index]!;
  const score = scorePlanet(planet, s.players);
  planet.status = "closed";
  s.closed++;
  ev.push({
    type: "planetClosed",
    planet: planet.id,
    by,
    points: score.points,
    lines: score.lines,
    visibleTo: all,
  });
  for (const seat of orderFrom(by, s.players)) {
    if (score.points[seat]! > 0)
      gainInfluence(s, seat, score.points[seat]!, `${planetDef(planet.id).name} closed`, ev);
  }
  // The closed exoplanet's settlers go back to their owners (rulebook p.11).
  for (let seat = 0; seat < s.players; seat++) {
    const count = planet.occ.filter((o) => o === seat).length + planet.zone[seat]!;
    if (count === 0) continue;
    s.ps[seat]!.reserve.settlers += count;
    ev.push({
      type: "settlersReturned",
      seat,
      count,
      from: "planet",
      module: null,
      planet: planet.id,
      visibleTo: all,
    });
  }
  planet.occ = planet.occ.map(() => -1);
  planet.zone = planet.zone.map(() => 0);
  if (score.centreSwap !== null)
    s.pending.push({ kind: "swap", seat: score.centreSwap, adjacent: true, why: "fermiCentre" });
  const g = s.gates.indexOf(index);
  const free = waitingPlanets(s);
  if (free.length >= 2) {
    s.gates[g] = -3;
    s.pending.push({ kind: "gate", seat: by, gate: g, from: index });
  } else moveGateTo(s, g, index, free[0] ?? -1, by, ev);
}

/** Moves gate `g` from the closed exoplanet `from` to exoplanet `to` (-1 = Hawking). */
function moveGateTo(s: SgoState, g: number, from: number, to: number, by: Seat, ev: Events): void {
  s.gates[g] = to;
  if (to >= 0) s.planets[to]!.status = "open";
  ev.push({
    type: "gateMoved",
    gate: GATES[g]!,
    from: s.planets[from]!.id,
    to: to >= 0 ? s.planets[to]!.id : "hawking",
    by,
    visibleTo: all,
  });
}

// ---------------------------------------------------------------- influence and government

/** Moves `seat`'s settler forward on the wheel; each lap queues a government placement. */
export function gainInfluence(s: SgoState, seat: Seat, amount: number, reason: string, ev: Events): void {
  if (amount <= 0) return;
  const p = s.ps[seat]!;
  const from = p.wheel;
  const total = from + amount;
  const laps = Math.floor(total / WHEEL_SPACES);
  p.wheel = total % WHEEL_SPACES;
  p.influence += amount;
  ev.push({ type: "influenceChanged", seat, from, to: p.wheel, delta: amount, laps, reason, visibleTo: all });
  for (let i = 0; i < laps; i++) s.pending.push({ kind: "govern", seat });
}

/** Moves `seat`'s settler back; each pass from 0 to 9 removes the figure on its highest rank. */
export function loseInfluence(s: SgoState, seat: Seat, amount: number, reason: string, ev: Events): void {
  if (amount <= 0) return;
  const p = s.ps[seat]!;
  const from = p.wheel;
  const total = from - amount;
  const laps = total >= 0 ? 0 : Math.ceil(-total / WHEEL_SPACES);
  p.wheel = ((total % WHEEL_SPACES) + WHEEL_SPACES) % WHEEL_SPACES;
  p.influence -= amount;
  ev.push({
    type: "influenceChanged",
    seat,
    from,
    to: p.wheel,
    delta: -amount,
    laps: -laps,
    reason,
    visibleTo: all,
  });
  for (let i = 0; i < laps; i++) {
    const figure = p.government.pop();
    if (!figure) break;
    if (figure === "settler") p.reserve.settlers++;
    else p.reserve.engineers++;
    ev.push({ type: "governmentRemoved", seat, rank: p.government.length + 1, figure, visibleTo: all });
  }
}

/** Places a figure on the next rank without asking (settler ranks, or a single engineer choice). */
function governAuto(s: SgoState, seat: Seat, ev: Events): void {
  const p = s.ps[seat]!;
  const rank = p.government.length + 1;
  if (rank > GOVERNMENT_RANKS) {
    ev.push({ type: "governmentMissed", seat, rank, why: "every government rank is taken", visibleTo: all });
    return;
  }
  if (ENGINEER_RANKS.includes(rank)) {
    const options = governOptions(p);
    if (options[0]) {
      governWith(s, seat, options[0], ev);
      return;
    }
    if (p.reserve.engineers > 0) {
      p.reserve.engineers--;
      p.government.push("engineer");
      ev.push({
        type: "governmentAdded",
        seat,
        rank,
        figure: "engineer",
        room: null,
        wasChief: false,
        visibleTo: all,
      });
      return;
    }
    ev.push({ type: "governmentMissed", seat, rank, why: "no engineer available", visibleTo: all });
    return;
  }
  if (p.reserve.settlers === 0) {
    ev.push({ type: "governmentMissed", seat, rank, why: "no settler left in the reserve", visibleTo: all });
    return;
  }
  p.reserve.settlers--;
  p.government.push("settler");
  ev.push({
    type: "governmentAdded",
    seat,
    rank,
    figure: "settler",
    room: null,
    wasChief: false,
    visibleTo: all,
  });
}

/** An engineer (or chief, whose suit returns to the reserve) leaves its room for the next rank. */
function governWith(
  s: SgoState,
  seat: Seat,
  o: { room: Room; figure: "engineer" | "chief" },
  ev: Events,
): void {
  const p = s.ps[seat]!;
  const f = p.rooms[roomIndex(o.room)]!;
  if (o.figure === "chief") {
    f.chiefs--;
    p.reserve.suits++;
  } else f.engineers--;
  p.government.push("engineer");
  ev.push({
    type: "governmentAdded",
    seat,
    rank: p.government.length,
    figure: "engineer",
    room: o.room,
    wasChief: o.figure === "chief",
    visibleTo: all,
  });
}

// ---------------------------------------------------------------- the flow

/** Runs everything that needs no decision, until a player must decide or the game is over. */
export function advance(s: SgoState, ev: Events): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.phase === "over") return;
    const d = s.pending[0];
    if (d) {
      if (!autoResolve(s, d, ev)) return;
      continue;
    }
    if (s.hand) return;
    if (s.phase === "build") {
      if (!stepBuild(s, ev)) return;
    } else if (s.phase === "act") {
      if (!stepAct(s, ev)) return;
    } else if (s.phase === "journey") {
      if (!stepJourney(s, ev)) return;
    } else return;
  }
  throw new Error("space-gate-odyssey: the flow did not settle");
}

/** Resolves a pending decision with at most one option; false if the player must choose. */
function autoResolve(s: SgoState, d: Pending, ev: Events): boolean {
  const p = s.ps[d.seat]!;
  switch (d.kind) {
    case "swap":
    case "recruit":
      return false;
    case "promote": {
      const rooms = promoteRooms(p);
      if (rooms.length > 1) return false;
      s.pending.shift();
      if (rooms[0]) promote(s, d.seat, rooms[0], ev);
      return true;
    }
    case "govern": {
      if (governOptions(p).length > 1) return false;
      s.pending.shift();
      governAuto(s, d.seat, ev);
      return true;
    }
    case "gate": {
      const free = waitingPlanets(s);
      if (free.length > 1) return false;
      s.pending.shift();
      moveGateTo(s, d.gate, d.from, free[0] ?? -1, d.seat, ev);
      return true;
    }
  }
}

function stepBuild(s: SgoState, ev: Events): boolean {
  const b = s.build!;
  if (b.placed < 2) return false;
  b.order.shift();
  b.placed = 0;
  b.used = [];
  if (b.order.length > 0) return true;
  s.build = null;
  s.phase = "activate";
  s.round = 1;
  s.active = s.first;
  ev.push({ type: "turnStarted", seat: s.active, round: s.round, visibleTo: all });
  return true;
}

function stepAct(s: SgoState, ev: Events): boolean {
  const act = s.act!;
  const seat = act.queue[0];
  if (seat === undefined) {
    const room = act.room;
    s.act = null;
    if (isDomainRoom(room)) {
      // Rulebook p.7 step 4: from the active player, everyone checks for full gate modules.
      s.phase = "journey";
      s.journey = { queue: orderFrom(s.active, s.players), flight: null };
    } else endTurn(s, ev);
    return true;
  }
  if (act.points === null) {
    act.points = pointsIn(s.ps[seat]!, act.room);
    act.used = [];
    if (act.points === 0) {
      act.queue.shift();
      act.points = null;
      return true;
    }
    ev.push({ type: "actionsStarted", seat, room: act.room, points: act.points, visibleTo: all });
  }
  if (act.points > 0 && actionMoves(s, seat).length > 0) return false;
  ev.push({ type: "actionsEnded", seat, room: act.room, unused: act.points, passed: false, visibleTo: all });
  act.queue.shift();
  act.points = null;
  act.used = [];
  return true;
}

function stepJourney(s: SgoState, ev: Events): boolean {
  const j = s.journey!;
  const seat = j.queue[0];
  if (seat === undefined) {
    s.journey = null;
    if (s.closed >= s.target) finalScoring(s, "exoplanets", ev);
    else endTurn(s, ev);
    return true;
  }
  const p = s.ps[seat]!;
  if (j.flight) {
    const flight = j.flight;
    const mod = p.station.find((x) => x.t === flight.module)!;
    const spots = legalSpots(s.planets[flight.planet]!, seat, flight);
    if (spots.length === 0) {
      // Russell: no room left on the chosen island; the rest go back to the reserve.
      returnFromModule(s, seat, mod, ev);
      j.flight = null;
      return true;
    }
    if (spots.length > 1) return false;
    colonize(s, seat, spots[0]!, ev);
    return true;
  }
  const full = fullGateModules(p);
  if (full.length === 0) {
    j.queue.shift();
    return true;
  }
  if (full.length > 1 && !full.every((m) => s.gates[GATES.indexOf(MODULES[m.t]!.gate!)] === -1)) return false;
  sendModule(s, seat, full[0]!.t, ev);
  return true;
}

function endTurn(s: SgoState, ev: Events): void {
  s.turn++;
  const next = (s.active + 1) % s.players;
  if (next === s.first) {
    if (s.round >= s.options.maxRounds) {
      finalScoring(s, "roundLimit", ev);
      return;
    }
    s.round++;
  }
  s.active = next;
  s.phase = "activate";
  ev.push({ type: "turnStarted", seat: next, round: s.round, visibleTo: all });
}

// ---------------------------------------------------------------- end of the game

/** Predominance points of each seat per token (rulebook p.12; ties all score; None scores nothing). */
export function predominancePoints(s: SgoState): { token: Token; points: number }[][] {
  const byDomain = s.ps.map((p) => onModulesByDomain(p.station));
  const rows: { token: Token; points: number }[][] = s.ps.map(() => []);
  s.predominance.forEach((token, pos) => {
    if (token === "none") return;
    const value = PREDOMINANCE_VALUES[pos]!;
    const counts = byDomain.map((c) =>
      token === "balance" ? Math.min(c.water, c.wildlife, c.energy) : c[token as keyof typeof c],
    );
    const best = Math.max(...counts);
    if (best <= 0 || value === 0) return;
    counts.forEach((c, seat) => {
      if (c === best) rows[seat]!.push({ token, points: value });
    });
  });
  return rows;
}

/** Final scoring: predominance, then -1 per open corridor; then the game is over. */
export function finalScoring(s: SgoState, reason: "exoplanets" | "roundLimit", ev: Events): void {
  const pred = predominancePoints(s);
  const rows: FinalRow[] = s.ps.map((p, seat) => {
    const gained = pred[seat]!.reduce((a, x) => a + x.points, 0);
    const open = openCorridors(p.station);
    return { seat, predominance: pred[seat]!, openCorridors: open, total: gained - open };
  });
  ev.push({ type: "finalScoring", reason, rows, visibleTo: all });
  for (const row of rows) {
    const gained = row.predominance.reduce((a, x) => a + x.points, 0);
    gainInfluence(s, row.seat, gained, "predominance", ev);
    // The game is over: figures for laps gained now are placed without asking.
    while (s.pending.length > 0) {
      const d = s.pending.shift()!;
      if (d.kind === "govern") governAuto(s, d.seat, ev);
    }
    loseInfluence(s, row.seat, row.openCorridors, "open corridors", ev);
  }
  s.final = { reason, rows };
  s.phase = "over";
  s.act = null;
  s.journey = null;
  const outcome = outcomeOf(s)!;
  ev.push({ type: "gameOver", ranks: outcome.ranks, reason: outcome.reason ?? "", visibleTo: all });
}

/** Ranks: highest government rank, then wheel position, then most On modules (rulebook p.12). */
export function outcomeOf(s: SgoState): { ranks: number[]; scores: number[]; reason?: string } | null {
  if (s.phase !== "over") return null;
  const key = s.ps.map((p) => [p.government.length, p.wheel, onModules(p.station)] as const);
  const better = (a: readonly number[], b: readonly number[]): number => {
    for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  };
  const ranks = key.map((k) => 1 + key.filter((o) => better(o, k) > 0).length);
  const winners = ranks.flatMap((r, seat) => (r === 1 ? [seat] : []));
  const top = key[winners[0]!]!;
  const tiedRank = key.filter((k) => k[0] === top[0]).length > 1;
  const tiedWheel = key.filter((k) => k[0] === top[0] && k[1] === top[1]).length > 1;
  const how = !tiedRank
    ? "the highest government rank"
    : !tiedWheel
      ? "the government rank, then the position on the influence wheel"
      : "the government rank, the wheel, then the most On modules";
  // Shown under the result's names: no seat numbers, which players never see.
  const who = winners.length > 1 ? "A shared win" : "Won";
  return {
    ranks,
    scores: s.ps.map((p) => p.government.length * WHEEL_SPACES + p.wheel),
    reason: `${who} on ${how}.`,
  };
}

// ---------------------------------------------------------------- clone and invariants

/** A copy of one station module (plain data). */
export const cloneModule = (m: StationModule): StationModule => ({
  t: m.t,
  x: m.x,
  y: m.y,
  r: m.r,
  on: m.on,
  n: m.n,
});

/** A deep copy of the state (plain data), written out for speed; a test compares it with structuredClone. */
export function cloneState(s: SgoState): SgoState {
  const j = s.journey;
  return {
    players: s.players,
    options: { ...s.options },
    rng: [...s.rng],
    first: s.first,
    active: s.active,
    round: s.round,
    turn: s.turn,
    phase: s.phase,
    build: s.build && { order: [...s.build.order], placed: s.build.placed, used: [...s.build.used] },
    act: s.act && { room: s.act.room, queue: [...s.act.queue], points: s.act.points, used: [...s.act.used] },
    hand: s.hand && { ...s.hand },
    journey: j && { queue: [...j.queue], flight: j.flight && { ...j.flight } },
    reorg: s.reorg && {
      seat: s.reorg.seat,
      lifted: s.reorg.lifted.map(cloneModule),
      backup: s.reorg.backup.map(cloneModule),
    },
    pending: s.pending.map((d) => ({ ...d })),
    piles: s.piles.map((p) => [...p]),
    removed: [...s.removed],
    planets: s.planets.map((p) => ({
      id: p.id,
      side: p.side,
      status: p.status,
      occ: [...p.occ],
      zone: [...p.zone],
    })),
    gates: [...s.gates],
    predominance: [...s.predominance],
    ps: s.ps.map((p) => ({
      station: p.station.map(cloneModule),
      rooms: p.rooms.map((f) => ({ engineers: f.engineers, chiefs: f.chiefs, robots: f.robots })),
      reserve: { ...p.reserve },
      wheel: p.wheel,
      influence: p.influence,
      government: [...p.government],
      reorganization: p.reorganization,
    })),
    closed: s.closed,
    target: s.target,
    final: s.final && structuredClone(s.final),
  };
}

/** A description of a broken invariant, or null (figures conserved, tiles conserved, capacities...). */
export function invariantProblem(s: SgoState): string | null {
  for (let seat = 0; seat < s.players; seat++) {
    const p = s.ps[seat]!;
    let inRooms = 0;
    let chiefs = 0;
    let robots = 0;
    for (const f of p.rooms) {
      inRooms += f.engineers + f.chiefs;
      chiefs += f.chiefs;
      robots += f.robots;
    }
    let govEngineers = 0;
    for (const g of p.government) if (g === "engineer") govEngineers++;
    let settlers = p.reserve.settlers + (p.government.length - govEngineers) + 1;
    for (const pl of s.planets) {
      settlers += pl.zone[seat]!;
      for (const o of pl.occ) if (o === seat) settlers++;
    }
    const mods = s.reorg?.seat === seat ? [p.station, s.reorg.lifted] : [p.station];
    for (const list of mods) {
      for (const m of list) {
        settlers += m.n;
        if (m.n < 0 || m.n > capacityOf(m)) return `seat ${seat} module ${m.t} holds ${m.n} settlers`;
        if (!m.on && m.n > 0) return `seat ${seat} Off module ${m.t} holds settlers`;
      }
    }
    const counts = {
      engineers: inRooms + p.reserve.engineers + govEngineers,
      suits: chiefs + p.reserve.suits,
      robots: robots + p.reserve.robots,
      settlers,
    };
    for (const k of Object.keys(FIGURES) as (keyof typeof FIGURES)[]) {
      if (counts[k] !== FIGURES[k]) return `seat ${seat} has ${counts[k]} ${k} instead of ${FIGURES[k]}`;
    }
    const r = p.reserve;
    if (r.engineers < 0 || r.suits < 0 || r.robots < 0 || r.settlers < 0)
      return `seat ${seat} has a negative reserve`;
    if (p.wheel < 0 || p.wheel >= WHEEL_SPACES) return `seat ${seat} wheel at ${p.wheel}`;
    if (p.government.length > GOVERNMENT_RANKS) return `seat ${seat} has too many ranks`;
  }
  // Every tile is in exactly one place: a pile, the box (short game), a station, a hand, a reorganization.
  const seen = new Uint8Array(WORKSITE_TILES + 4);
  let tiles = 0;
  const mark = (t: number): void => {
    seen[t]!++;
    tiles++;
  };
  for (const pile of s.piles) for (const t of pile) mark(t);
  for (const t of s.removed) mark(t);
  for (const p of s.ps) for (const m of p.station) mark(m.t);
  if (s.reorg) for (const m of s.reorg.lifted) mark(m.t);
  if (s.hand) mark(s.hand.tile);
  if (tiles !== WORKSITE_TILES + s.players || seen.some((c) => c > 1)) return "tiles not conserved";
  for (const token of INITIAL_PREDOMINANCE)
    if (!s.predominance.includes(token)) return "predominance track broken";
  for (let i = 0; i < s.planets.length; i++) {
    const pl = s.planets[i]!;
    const gated = s.gates.includes(i);
    if (pl.status === "open" && !gated) return `open exoplanet ${pl.id} without a gate`;
    if (pl.status !== "open" && gated) return `gate on ${pl.status} exoplanet ${pl.id}`;
  }
  return null;
}
