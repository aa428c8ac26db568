/**
 * The one checker of a history (docs/storage.md "Verifying a match"): is it replayable here, and
 * does it replay: the rules version, every move through the rules (`replayMoves` of rules core),
 * the count of moves, the game over after the last one, the result with forfeits applied, the
 * final state hash. `pnpm verify` words the findings in English, the replay page in the reader's
 * language; both check the seed against its published hash with their own SHA-256.
 */
import { canonicalJson, stateHash } from "@starport/rules/core/canonical.ts";
import {
  type ReplayFailure,
  type ReplayStep,
  replayMoves,
  withForfeits,
} from "@starport/rules/core/replay.ts";
import type { AnyGameDef, Outcome } from "@starport/rules/core/types.ts";
import type { HistoryMove, MatchHistory } from "./history.ts";

/** Whether a history can be replayed here, and with what. */
export type Replayable =
  | { kind: "ready"; def: AnyGameDef; seed: string; moves: HistoryMove[] }
  /** Still being played: no seed and no moves yet (spectate instead). */
  | { kind: "unfinished" }
  /** Stopped for good (its moves no longer replay on the server). */
  | { kind: "aborted" }
  /** Says it is finished but lacks the seed or the moves. */
  | { kind: "incomplete" }
  /** These rules do not have the game. */
  | { kind: "unknownGame" };

/** Tells a history that can be replayed with `games` from one that cannot, and why. */
export function replayable(h: MatchHistory, games: Record<string, AnyGameDef>): Replayable {
  if (h.status === "playing") return { kind: "unfinished" };
  if (h.status === "aborted") return { kind: "aborted" };
  if (h.seed === undefined || h.moves === undefined) return { kind: "incomplete" };
  const def = Object.hasOwn(games, h.game) ? games[h.game] : undefined;
  if (!def) return { kind: "unknownGame" };
  return { kind: "ready", def, seed: h.seed, moves: h.moves };
}

export type ProblemCode =
  | "RULES_VERSION"
  | "SETUP"
  | "MOVE_NUMBER"
  | "MOVE_SEAT"
  | "MOVE_REFUSED"
  | "MOVE_COUNT"
  | "NOT_OVER"
  | "RESULT"
  | "FINAL_STATE"
  | "SEED";

/** Something in a history that does not check out, with what a sentence about it needs. */
export interface Problem {
  code: ProblemCode;
  params: Record<string, string | number>;
}

export interface HistoryCheck {
  /** The state after the last move replayed (undefined when the setup failed). */
  state: unknown;
  /** Why the replay stopped before the last move; null when every move replayed. */
  failure: ReplayFailure | null;
  /** The replayed result with forfeits applied; null when the replay did not reach the end. */
  outcome: Outcome | null;
  /** What does not check out, in the order found (empty: everything but the seed checks out). */
  problems: Problem[];
}

/** The problem of a replay that stopped early. */
function failureProblem(f: ReplayFailure): Problem {
  switch (f.kind) {
    case "setup":
      return { code: "SETUP", params: { why: f.message } };
    case "numbering":
      return { code: "MOVE_NUMBER", params: { n: f.index + 1, got: f.got } };
    case "seat":
      return { code: "MOVE_SEAT", params: { n: f.index + 1, seat: f.seat + 1 } };
    case "refused":
      return {
        code: "MOVE_REFUSED",
        params: { n: f.index + 1, seat: f.seat + 1, code: f.error.code, why: f.error.message },
      };
    case "threw":
      return {
        code: "MOVE_REFUSED",
        params: { n: f.index + 1, seat: f.seat + 1, code: "ENGINE_ERROR", why: f.message },
      };
  }
}

/**
 * Replays a finished match's history with `def` and checks it, calling `onStep` with each state
 * reached (the setup's first). Stops checking at the first move that does not replay, or when the
 * game is not over after the last move. Never throws.
 */
export function checkHistory(
  def: AnyGameDef,
  h: MatchHistory,
  seed: string,
  moves: readonly HistoryMove[],
  onStep?: (step: ReplayStep) => void,
): HistoryCheck {
  const problems: Problem[] = [];
  if (def.rulesVersion !== h.rulesVersion)
    problems.push({ code: "RULES_VERSION", params: { recorded: h.rulesVersion, here: def.rulesVersion } });
  const r = replayMoves(def, { players: h.players, seed, options: h.options }, moves, onStep);
  const stop = (): HistoryCheck => ({ state: r.state, failure: r.failure, outcome: null, problems });
  if (r.failure) {
    problems.push(failureProblem(r.failure));
    return stop();
  }
  if (h.moveCount !== moves.length)
    problems.push({ code: "MOVE_COUNT", params: { count: h.moveCount, listed: moves.length } });
  const over = def.outcome(r.state);
  if (!over) {
    problems.push({ code: "NOT_OVER", params: {} });
    return stop();
  }
  const outcome = withForfeits(
    over,
    h.seats.map((s) => s.forfeit !== null),
  );
  if (h.result === null || canonicalJson(outcome) !== canonicalJson(h.result))
    problems.push({
      code: "RESULT",
      params: { replayed: outcome.ranks.join(", "), recorded: h.result ? h.result.ranks.join(", ") : "—" },
    });
  if (h.finalStateHash !== undefined) {
    const hash = stateHash(r.state);
    if (hash !== h.finalStateHash)
      problems.push({ code: "FINAL_STATE", params: { replayed: hash, recorded: h.finalStateHash } });
  }
  return { state: r.state, failure: null, outcome, problems };
}
