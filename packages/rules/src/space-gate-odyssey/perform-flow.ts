/** Space Gate Odyssey: the automatic steps between decisions, the turn order and the final scoring. */
import { GATES, MODULES } from "./content.ts";
import { isDomainRoom, pointsIn } from "./figures.ts";
import { actionMoves, fullGateModules, governOptions, promoteRooms, waitingPlanets } from "./legal.ts";
import { outcome, predominancePoints } from "./outcome.ts";
import { gainInfluence, governAuto, loseInfluence, promote } from "./perform-figures.ts";
import { colonize, moveGateTo, returnFromModule, sendModule } from "./perform-journey.ts";
import { legalSpots } from "./planets.ts";
import { orderFrom } from "./setup.ts";
import { openCorridors } from "./station.ts";
import type { FinalRow, Pending, SgoEvent, SgoState } from "./types.ts";

type Events = SgoEvent[];
const all = "all" as const;

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
  const p = s.seats[d.seat]!;
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
  b.queue.shift();
  b.placed = 0;
  b.usedPiles = [];
  if (b.queue.length > 0) return true;
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
  if (act.pointsLeft === null) {
    act.pointsLeft = pointsIn(s.seats[seat]!, act.room);
    act.usedPiles = [];
    if (act.pointsLeft === 0) {
      act.queue.shift();
      act.pointsLeft = null;
      return true;
    }
    ev.push({ type: "actionsStarted", seat, room: act.room, points: act.pointsLeft, visibleTo: all });
  }
  if (act.pointsLeft > 0 && actionMoves(s, seat).length > 0) return false;
  ev.push({
    type: "actionsEnded",
    seat,
    room: act.room,
    unused: act.pointsLeft,
    passed: false,
    visibleTo: all,
  });
  act.queue.shift();
  act.pointsLeft = null;
  act.usedPiles = [];
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
  const p = s.seats[seat]!;
  if (j.flight) {
    const flight = j.flight;
    const mod = p.station.find((x) => x.tile === flight.module)!;
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
  if (full.length > 1 && !full.every((m) => s.gates[GATES.indexOf(MODULES[m.tile]!.gate!)] === -1))
    return false;
  sendModule(s, seat, full[0]!.tile, ev);
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

/** Final scoring: predominance, then -1 per open corridor; then the game is over. */
export function finalScoring(s: SgoState, reason: "exoplanets" | "roundLimit", ev: Events): void {
  const pred = predominancePoints(s);
  const rows: FinalRow[] = s.seats.map((p, seat) => {
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
  const result = outcome(s)!;
  ev.push({ type: "gameOver", ranks: result.ranks, reason: result.reason ?? "", visibleTo: all });
}
