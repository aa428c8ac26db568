/**
 * The resolution queue: after a move, the automatic steps it queued (arrivals, fights, the end of a
 * movement, the next turn) run in order until a decision waits for a seat.
 */

import { destroyShip } from "./effects.ts";
import type { OperaEvent } from "./events.ts";
import { meeplesOf, reveal, shipById, strandsAt, works } from "./helpers.ts";
import { autoResolve } from "./perform-answer.ts";
import { arrive, resolvePlanet, resolveShips } from "./perform-combat.ts";
import { checkEnd, closeVote, eliminate } from "./perform-end.ts";
import { advanceTurn } from "./perform-round.ts";
import { isDecision, needsDecision } from "./queries.ts";
import type { OperaState, Step } from "./types.ts";

/** Resolves automatic steps until a decision is needed or the queue is empty (then checks eliminations). */
export function resolveQueue(s: OperaState, ev: OperaEvent[]): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const st = s.queue[0];
    if (!st) {
      checkEliminations(s, ev);
      return;
    }
    if (isDecision(st)) {
      if (needsDecision(s, st)) return;
      s.queue.shift();
      autoResolve(s, st, ev);
      continue;
    }
    s.queue.shift();
    resolveStep(s, st, ev);
  }
  throw new Error("space-opera: resolution did not settle");
}

function resolveStep(s: OperaState, st: Step, ev: OperaEvent[]): void {
  switch (st.k) {
    case "arrive":
      arrive(s, ev);
      return;
    case "endMove":
      endMovement(s);
      return;
    case "strand":
      strand(s, st.ship, ev);
      return;
    case "closeVote":
      closeVote(s, ev);
      return;
    case "resolveShips":
      resolveShips(s, ev);
      return;
    case "resolvePlanet":
      resolvePlanet(s, ev);
      return;
    case "nextTurn":
      s.active = null;
      s.combat = null;
      advanceTurn(s, ev, false);
      return;
    default:
      throw new Error(`decision step ${st.k} executed as automatic`);
  }
}

/** The movement ends: an unexplored card may be explored, then a ship without energy may strand. */
function endMovement(s: OperaState): void {
  const a = s.active;
  const ship = a ? shipById(s, a.ship) : undefined;
  const steps: Step[] = [];
  if (a && ship) {
    if (!s.faceUp[ship.cell] && !a.hyper) steps.push({ k: "explore", seat: ship.owner!, ship: ship.id });
    steps.push({ k: "strand", ship: ship.id });
  }
  steps.push({ k: "nextTurn" });
  s.queue.unshift(...steps);
}

/** Rulebook "Ship Energy": a ship ending its movement off a planet without energy is lost (Fusion Reactor saves it). */
function strand(s: OperaState, id: number, ev: OperaEvent[]): void {
  const ship = shipById(s, id);
  if (!ship || ship.owner === null || !strandsAt(s, ship.energy, ship.cell)) return;
  if (works(s, ship.owner, "fusionReactor", ship.cell)) reveal(s, ship.owner, "fusionReactor", ev);
  else destroyShip(s, ship, "outOfEnergy", ev);
}

/** Marks players without meeples as out; ends the game when one (or none) is left. */
function checkEliminations(s: OperaState, ev: OperaEvent[]): void {
  if (s.phase === "over") return;
  let changed = false;
  for (let seat = 0; seat < s.players; seat++) {
    if (s.out[seat] || meeplesOf(s, seat) > 0) continue;
    eliminate(s, seat, "noMeeples", ev);
    changed = true;
  }
  if (checkEnd(s, ev)) return;
  if (changed && s.out[s.turn] && s.queue.length === 0) advanceTurn(s, ev, false);
}
