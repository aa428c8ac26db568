import type { ZodType } from "zod";
import type { Rng } from "./rng.ts";

/** A seat at the table, numbered from 0 in turn order of the setup. */
export type Seat = number;
export const SPECTATOR = "spectator" as const;
/** Whoever looks at the game: a seat, or a spectator who sees only the public part. */
export type Viewer = Seat | typeof SPECTATOR;

/** Success or a typed failure; rules never throw for a bad move. */
export type Result<T, E = RuleError> = { ok: true; value: T } | { ok: false; error: E };

export type ErrorParams = Record<string, string | number | boolean | null>;

/**
 * Why a move was refused: a stable code for programs (and translations) and a sentence
 * a player understands, in the rulebook's terms ("this module has no corridor touching your station").
 */
export interface RuleError {
  code: string;
  message: string;
  params?: ErrorParams;
}

/**
 * `true` when `Listed` names every member of `All`, else the members it misses: the type of a
 * constant `= true` that fails to compile when a list of names falls behind its union.
 */
export type ListsAll<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : Exclude<All, Listed>;

/** Who may see an event: everyone (players and spectators) or only the listed seats. */
export type Visibility = "all" | readonly Seat[];

/** Something that happened, for animation and the game log. JSON data only. */
export interface GameEvent {
  type: string;
  visibleTo: Visibility;
}

/** Final result of a game. */
export interface Outcome {
  /** Rank of each seat (index = seat), 1 = winner; tied seats share a rank. */
  ranks: number[];
  /** Final score of each seat in the game's own unit, for display. */
  scores: number[];
  /** Cooperative games: whether the table won (every seat then ranks 1: the table shares its fate). */
  cooperative?: { won: boolean };
  /** One English sentence on how the winner was decided (tie-breaks), for the log. */
  reason?: string;
}

/** What one viewer may know: the public part (everyone) and the seat's private part. */
export interface SeatView<Pub, Priv> {
  public: Pub;
  private: Priv | null;
}

/** Everything a bot is given: its own seat's view and legal moves, never the state. */
export interface BotContext<Pub, Priv, M> {
  seat: Seat;
  view: SeatView<Pub, Priv>;
  legal: readonly M[];
  rng: Rng;
  /** Soft time budget for this decision, in milliseconds. */
  budgetMs: number;
  /** Monotonic clock in milliseconds, injected by the caller (the rules never read a clock). */
  now(): number;
}

export interface Bot<Pub, Priv, M> {
  /** Short description for the UI ("greedy planner", "random legal move"). */
  describe: string;
  /** Picks one of `ctx.legal`. Must return an element of it. */
  choose(ctx: BotContext<Pub, Priv, M>): M;
}

/** Why a move is worth playing, in the game's words: a key of its client dictionary and its numbers. */
export interface Advice {
  key: string;
  params?: Record<string, string | number>;
}

export interface SetupParams<O> {
  players: number;
  /** Secret seed; only the server (and a finished match's replay) knows it. */
  seed: string;
  options: O;
}

/** Hooks used only by the conformance kit and by tests. */
export interface GameTestHooks<S> {
  /**
   * Returns a copy of `s` that differs only in what `owner` alone may know (for a seat: its hand,
   * its secret bid...; for "world": what nobody may know, such as deck order and the PRNG state).
   * The kit checks that nobody else's view or legal moves change.
   */
  perturbHidden(s: S, owner: Seat | "world", rng: Rng): S;
  /** Returns a description of a broken invariant (e.g. figures not conserved), or null. */
  invariant?(s: S): string | null;
}

/**
 * The contract every game implements. State `S` is plain JSON data including its PRNG state;
 * `apply` never mutates its input and never throws for a bad move.
 */
export interface GameDef<S, M, Pub = unknown, Priv = unknown, O = unknown, E extends GameEvent = GameEvent> {
  id: string;
  title: string;
  /** Bumped whenever a change would alter the result of replaying stored moves. */
  rulesVersion: string;
  players: { min: number; max: number };
  /** Table options; `optionsSchema.parse({})` must give the defaults. */
  optionsSchema: ZodType<O>;
  /** Wire shape of a move, checked before `apply`. */
  moveSchema: ZodType<M>;
  setup(p: SetupParams<O>): S;
  /** Seats that may act now (several at once for simultaneous decisions); empty when over. */
  actors(s: S): Seat[];
  /** Every legal move of `seat` now; empty if `seat` is not an actor. */
  legalMoves(s: S, seat: Seat): M[];
  /**
   * The one way a move changes the state, built by `defineGame` (core/engine.ts): refuses a
   * finished game and a seat that is not an actor with the platform's errors, then accepts exactly
   * what `legalMoves` lists (`perform`) and refuses anything else with `explain`'s reason.
   */
  apply(s: S, seat: Seat, m: M): Result<{ state: S; events: E[] }>;
  /** Runs a move `legalMoves` listed: the new state (the input untouched) and what happened. */
  perform(s: S, seat: Seat, m: M): { state: S; events: E[] };
  /**
   * Why `m` is not among `legalMoves(s, seat)` for an actor of an unfinished game, in the game's
   * own error vocabulary. Only called for a refused move: it explains, it never decides.
   */
  explain(s: S, seat: Seat, m: M): RuleError;
  /**
   * Optional wording for a seat that may not act now (say, "you have already bid; wait for the
   * others"). The platform decides that it may not act; this only says why, or null for the
   * platform's NOT_YOUR_TURN.
   */
  whyWaiting?(s: S, seat: Seat): RuleError | null;
  /** The identity of a move for the "is it listed" check; canonical JSON unless given. */
  moveKey?(m: M): string;
  /** What everyone, spectators included, may know. */
  publicView(s: S): Pub;
  /** What only `seat` may know, in addition to the public view. */
  privateView(s: S, seat: Seat): Priv;
  outcome(s: S): Outcome | null;
  /** Bots by kind; "default" is the game's best bot. "random" is provided by the platform. */
  bots: Record<string, Bot<Pub, Priv, M>>;
  /**
   * Why `move` (one of the seat's legal moves, from its own view) is a good move, for a learner:
   * a learn table shows it with the default bot's suggestion. Null (or absent): no reason given.
   */
  advise?(view: SeatView<Pub, Priv>, seat: Seat, move: M): Advice | null;
  test: GameTestHooks<S>;
}

/** A game definition with its type parameters erased, as the server and tools hold it. */
// biome-ignore lint/suspicious/noExplicitAny: erasure point for heterogeneous game registries
export type AnyGameDef = GameDef<any, any, any, any, any, any>;
