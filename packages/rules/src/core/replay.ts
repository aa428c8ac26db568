/**
 * The one way to re-run a match: `setup` with its seed and options, then every stored move through
 * `applyChecked`. The server restores tables with it, `pnpm verify` and the replay page check
 * histories with it, and the conformance kit checks determinism with it.
 */
import { applyChecked } from "./engine.ts";
import type { AnyGameDef, GameEvent, Outcome, RuleError, Seat } from "./types.ts";

/** What `setup` is given: the seat count, the secret seed and the table options (raw; parsed here). */
export interface ReplaySetup {
  players: number;
  seed: string;
  options?: unknown;
}

/** A stored move. When `version` is given it must be the move's number (1 for the first). */
export interface ReplayMove {
  seat: Seat;
  move: unknown;
  version?: number;
}

/** One state of a replay: after the setup (`index` null) or after `moves[index]`. */
export interface ReplayStep {
  index: number | null;
  state: unknown;
  /** The move's events with their visibility (none for the setup). */
  events: GameEvent[];
}

/** Why a replay stopped before the end of its moves. */
export type ReplayFailure =
  | { kind: "setup"; message: string }
  | { kind: "numbering"; index: number; got: number }
  | { kind: "seat"; index: number; seat: Seat; players: number }
  | { kind: "refused"; index: number; seat: Seat; error: RuleError }
  | { kind: "threw"; index: number; seat: Seat; message: string };

export interface Replayed {
  /** The state after the last move replayed (the setup's when none was; undefined if setup failed). */
  state: unknown;
  /** How many moves were applied. */
  applied: number;
  /** Null when every move was applied. */
  failure: ReplayFailure | null;
}

/**
 * Re-runs `setup` and `moves`, calling `onStep` with each state reached (the setup's first); stops at
 * the first move that is misnumbered, names a seat the table does not have, or is refused. Never throws.
 */
export function replayMoves(
  def: AnyGameDef,
  setup: ReplaySetup,
  moves: readonly ReplayMove[],
  onStep?: (step: ReplayStep) => void,
): Replayed {
  let state: unknown;
  try {
    state = def.setup({
      players: setup.players,
      seed: setup.seed,
      options: def.optionsSchema.parse(setup.options ?? {}),
    });
  } catch (e) {
    return { state: undefined, applied: 0, failure: { kind: "setup", message: (e as Error).message } };
  }
  onStep?.({ index: null, state, events: [] });
  for (const [index, m] of moves.entries()) {
    const stop = (failure: ReplayFailure): Replayed => ({ state, applied: index, failure });
    if (m.version !== undefined && m.version !== index + 1)
      return stop({ kind: "numbering", index, got: m.version });
    if (!Number.isInteger(m.seat) || m.seat < 0 || m.seat >= setup.players)
      return stop({ kind: "seat", index, seat: m.seat, players: setup.players });
    let r: ReturnType<typeof applyChecked>;
    try {
      r = applyChecked(def, state, m.seat, m.move);
    } catch (e) {
      return stop({ kind: "threw", index, seat: m.seat, message: (e as Error).message });
    }
    if (!r.ok) return stop({ kind: "refused", index, seat: m.seat, error: r.error });
    state = r.value.state;
    onStep?.({ index, state, events: r.value.events });
  }
  return { state, applied: moves.length, failure: null };
}

/** A replay failure in one English sentence ("move 4 (seat 1) is refused by the rules: ..."). */
export function replayFailureText(f: ReplayFailure): string {
  switch (f.kind) {
    case "setup":
      return `setup failed: ${f.message}`;
    case "numbering":
      return `move ${f.index + 1} is numbered ${f.got}`;
    case "seat":
      return `move ${f.index + 1} names seat ${f.seat}, the table has ${f.players}`;
    case "refused":
      return `move ${f.index + 1} (seat ${f.seat}) is refused by the rules: ${f.error.code}: ${f.error.message}`;
    case "threw":
      return `move ${f.index + 1} (seat ${f.seat}) broke the rules engine: ${f.message}`;
  }
}

/**
 * The final result with forfeits applied: forfeited seats (resigned, or lost on time) share the last
 * rank, the others keep their order (competition ranking among the seats that stayed). Cooperative
 * games are left as they are: the table wins or loses together.
 */
export function withForfeits(outcome: Outcome, forfeited: readonly boolean[]): Outcome {
  if (outcome.cooperative || !forfeited.some(Boolean) || forfeited.every(Boolean)) return outcome;
  const stayed = outcome.ranks.filter((_, i) => !forfeited[i]);
  const ranks = outcome.ranks.map((r, i) =>
    forfeited[i] ? stayed.length + 1 : 1 + stayed.filter((other) => other < r).length,
  );
  return { ...outcome, ranks };
}
