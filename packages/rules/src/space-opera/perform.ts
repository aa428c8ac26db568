/**
 * `perform`: a move `legalMoves` listed (defineGame checks that) is played on a copy of the state,
 * then every automatic step it queued until the next decision. The moves are performed by topic:
 * perform-build.ts, perform-move.ts, perform-harvest.ts, perform-answer.ts (answers to a decision)
 * and perform-end.ts; the queue is resolved by perform-queue.ts.
 */
import type { Seat } from "../core/types.ts";
import type { OperaEvent } from "./events.ts";
import { pub } from "./helpers.ts";
import { performAnswer } from "./perform-answer.ts";
import { BUILDING_ACTIONS, hack, performBuilding } from "./perform-build.ts";
import { proposeEnd, surrender } from "./perform-end.ts";
import { performHarvest } from "./perform-harvest.ts";
import { performMoving } from "./perform-move.ts";
import { resolveQueue } from "./perform-queue.ts";
import { pendingDecision } from "./queries.ts";
import { cloneState, type OperaMove, type OperaState } from "./types.ts";

/** Plays `seat`'s legal move `m` on a copy of `s0`, then resolves the queue. */
export function perform(
  s0: OperaState,
  seat: Seat,
  m: OperaMove,
): { state: OperaState; events: OperaEvent[] } {
  const s = cloneState(s0);
  const ev: OperaEvent[] = [];
  playMove(s, seat, m, ev);
  resolveQueue(s, ev);
  return { state: s, events: ev };
}

/** The move's own change (in place), before the queue runs. */
function playMove(s: OperaState, seat: Seat, m: OperaMove, ev: OperaEvent[]): void {
  const d = pendingDecision(s);
  if (d) {
    s.queue.shift();
    performAnswer(s, seat, d, m, ev);
    return;
  }
  if (s.phase === "build" && BUILDING_ACTIONS.has(m.type)) s.acted[seat] = true;
  switch (m.type) {
    case "build":
    case "endTurn":
    case "research":
    case "convert":
    case "bridge":
    case "beam":
    case "beamStructure":
    case "spy":
    case "spyCopy":
      performBuilding(s, seat, m, ev);
      return;
    case "hack":
      hack(s, seat, m, ev);
      return;
    case "load":
    case "unload":
    case "stealth":
    case "emp":
    case "telescope":
    case "wave":
    case "step":
    case "stop":
      performMoving(s, seat, m, ev);
      return;
    case "rogue":
    case "trade":
    case "offerTies":
      performHarvest(s, seat, m, ev);
      return;
    case "pass":
      pass(s, seat, ev);
      return;
    case "done":
      s.passed[seat] = true;
      s.queue.push({ k: "nextTurn" });
      return;
    case "surrender":
      surrender(s, seat, ev);
      return;
    case "proposeEnd":
      proposeEnd(s, seat, ev);
      return;
    default:
      throw new Error(`unexpected move ${m.type}`);
  }
}

/** The seat passes: no more turns for it in this phase (a planet built on this turn is done). */
function pass(s: OperaState, seat: Seat, ev: OperaEvent[]): void {
  if (s.activePlanet !== null) s.done.push(s.activePlanet);
  s.activePlanet = null;
  s.passed[seat] = true;
  pub(ev, "passed", { seat, phase: s.phase });
  s.queue.push({ k: "nextTurn" });
}
