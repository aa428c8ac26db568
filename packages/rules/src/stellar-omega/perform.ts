/**
 * Performs a move of stellar_omega that legal.ts listed (defineGame checks that), then every
 * automatic step until the next decision. Rulebook sections are cited as "A" (cosmic order), "B"
 * (actions), "C" (VP & ship attack), "D" (reset), "omega" (the end) and "NPR" (2 or 3 players mode).
 */
import { type Rng, rngFrom } from "../core/rng.ts";
import type { Seat } from "../core/types.ts";
import type { Events } from "./events.ts";
import { runPending, settlePending } from "./perform-pending.ts";
import { runBid, runRaceChoice, scoreNext } from "./perform-round.ts";
import { runTurnMove, stepTurns } from "./perform-turn.ts";
import { raceOfSeat } from "./queries.ts";
import { cloneState, type OmegaEvent, type OmegaMove, type OmegaState } from "./types.ts";

/** Runs a listed move on a copy, then the automatic progress; the state and events it gives. */
export function perform(
  s0: OmegaState,
  seat: Seat,
  m: OmegaMove,
): { state: OmegaState; events: OmegaEvent[] } {
  const s = cloneState(s0);
  const ev: Events = [];
  const rng = rngFrom(s.rng);
  run(s, seat, m, rng, ev);
  advance(s, rng, ev);
  return { state: s, events: ev };
}

/** The move itself: a race choice, a bid, the answer to a pending decision, or a move of the turn. */
function run(s: OmegaState, seat: Seat, m: OmegaMove, rng: Rng, ev: Events): void {
  if (s.phase === "draft" && m.type === "race") runRaceChoice(s, seat, m.race, ev);
  else if (s.phase === "bid" && m.type === "bid") runBid(s, seat, m.tiles, ev);
  else if (s.pending) runPending(s, m, rng, ev);
  else runTurnMove(s, raceOfSeat(s, seat)!, m, rng, ev);
}

/** Runs everything automatic until a decision is needed (forced single choices are taken). */
export function advance(s: OmegaState, rng: Rng, ev: Events): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.pending) {
      if (settlePending(s, s.pending, rng, ev)) continue;
      return;
    }
    if (s.phase === "actions") {
      if (stepTurns(s, ev)) continue;
      return;
    }
    if (s.phase === "scoring") {
      scoreNext(s, ev);
      continue;
    }
    return;
  }
  throw new Error("stellar-omega: advance did not settle");
}
