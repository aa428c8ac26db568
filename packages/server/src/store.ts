/**
 * The match store (docs/storage.md): every match as a replayable record — setup parameters, seats,
 * every accepted move — written move by move, BEFORE the move is acknowledged. Two implementations
 * behind this one interface: SQLite (`store-sqlite.ts`, the default) and PostgreSQL
 * (`store-postgres.ts`, when DATABASE_URL is set).
 *
 * Leases: a match that is being played belongs to one server process (`leaseOwner`) until
 * `leaseUntil`. The owner renews its leases on a heartbeat; every write is fenced by the lease (a
 * process that lost its lease cannot write), and a process may claim matches whose lease expired
 * (a crashed process) to restore them.
 */
import type { BotReason, ClockConfig, Forfeit, MatchStatus, Mover, TableMode } from "@starport/protocol";
import type { Outcome, Seat } from "@starport/rules";

export type { Forfeit, MatchStatus };
/** Who plays a stored seat at the end (an empty seat is stored as a bot that filled it). */
export type SeatKindRecord = Mover;
export type BotReasonRecord = BotReason;
export type TableModeRecord = TableMode;

/** One seat of a match as stored. */
export interface SeatRecord {
  name: string;
  kind: SeatKindRecord;
  botReason: BotReasonRecord;
  /** SHA-256 of the player's token (hex), or null for a seat filled by a bot at the start. */
  tokenHash: string | null;
  /** The seat resigned or lost on time: ranked last, played by a bot to the end. */
  forfeit: Forfeit | null;
}

/** A clock as stored: its settings and each seat's remaining time when last written. */
export interface ClockRecord {
  config: ClockConfig;
  remainingMs: number[];
}

/** An accepted move. `version` is the table's version after it (1 for the first move). */
export interface MoveRecord {
  version: number;
  seat: Seat;
  move: unknown;
  /** Server time (ms since epoch) when the move was accepted. */
  at: number;
  /** Who chose the move: the seat's player or a bot playing the seat. */
  by: "human" | "bot";
  /** Why a bot played it ("filled", "away", "resigned", "timeout"), null for a player's move. */
  botReason: BotReasonRecord | null;
}

/** What a match starts with. */
export interface NewMatch {
  id: string;
  /** The table's code (its room id); unique among matches being played. */
  code: string;
  game: string;
  rulesVersion: string;
  players: number;
  /** The game's table options, as parsed by its `optionsSchema`. */
  options: unknown;
  mode: TableModeRecord;
  /** Secret seed of `setup`; revealed only once the match has ended. */
  seed: string;
  /** SHA-256 of the seed (hex), public from the start. */
  seedHash: string;
  seats: SeatRecord[];
  /** Seat of the table's owner (who chose the options). */
  owner: Seat;
  clock: ClockRecord | null;
  startedAt: number;
}

/** How a match ended. */
export interface MatchEnd {
  /** The rules' outcome with forfeits applied (resigned / lost on time ranked last). */
  result: Outcome;
  /** `stateHash` of the final game state. */
  finalHash: string;
  endedAt: number;
}

/** Facts that change during a match and are written with each move (and on their own). */
export interface MatchUpdate {
  seats: SeatRecord[];
  clock: ClockRecord | null;
  /** Set when this write ends the match. */
  end?: MatchEnd;
}

export interface StoredMatch extends NewMatch {
  status: MatchStatus;
  /** Number of accepted moves. */
  version: number;
  moves: MoveRecord[];
  result: Outcome | null;
  finalHash: string | null;
  endedAt: number | null;
  updatedAt: number;
  leaseOwner: string | null;
  leaseUntil: number;
}

/** A match in lists (no moves, no seed, no token hashes). */
export interface MatchSummary {
  id: string;
  code: string;
  game: string;
  rulesVersion: string;
  players: number;
  mode: TableModeRecord;
  status: MatchStatus;
  version: number;
  seats: { name: string; kind: SeatKindRecord; botReason: BotReasonRecord; forfeit: Forfeit | null }[];
  result: Outcome | null;
  startedAt: number;
  endedAt: number | null;
  /** With `ListQuery.player`: the seats that player held (never another player's). */
  mine?: Seat[];
}

export interface ListQuery {
  status?: MatchStatus;
  game?: string;
  /** At most this many (the store caps it at 100). */
  limit: number;
  /** Only matches that ended (finished) or started (others) strictly before this time, for paging. */
  before?: number;
  /** Include private tables (default false: lists show public tables only). */
  includePrivate?: boolean;
  /**
   * Only matches where a seat belongs to this token hash (SHA-256 hex of a player's token), private
   * ones included, each with `mine`: a player's own games.
   */
  player?: string;
}

/** A match a process took over: its id and the process that held it before (null if none). */
export interface Claimed {
  id: string;
  previousOwner: string | null;
}

export const STORE_ERRORS = {
  /** The write lost a race: the match's version moved, or another process holds its lease. */
  CONFLICT: "STORE_CONFLICT",
  /** The database could not be reached or refused the write. */
  UNAVAILABLE: "STORE_UNAVAILABLE",
} as const;
export type StoreErrorCode = (typeof STORE_ERRORS)[keyof typeof STORE_ERRORS];

/** A refused or failed store operation; nothing was written. */
export class StoreError extends Error {
  readonly code: StoreErrorCode;
  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StoreError";
    this.code = code;
  }
}

/** Most rows a list returns. */
export const LIST_MAX = 100;

export interface MatchStore {
  readonly kind: "sqlite" | "postgres";
  /** Records a started match (no moves yet), leased to `owner` until `leaseUntil`. */
  createMatch(m: NewMatch, owner: string, leaseUntil: number): Promise<void>;
  /**
   * Appends one accepted move with the match's changed facts, atomically. Refused with
   * STORE_CONFLICT unless the stored match has exactly `move.version - 1` moves, is being played and
   * is leased to `owner`: a move is never stored twice and a process without the lease writes nothing.
   */
  appendMove(id: string, move: MoveRecord, update: MatchUpdate, owner: string): Promise<void>;
  /** Writes seats and clock (and the end, if given) without a move; same fencing as `appendMove`. */
  updateMatch(id: string, update: MatchUpdate, owner: string): Promise<void>;
  /** A whole match with its moves, or null. */
  getMatch(id: string): Promise<StoredMatch | null>;
  /** Matches, newest first. */
  listMatches(q: ListQuery): Promise<MatchSummary[]>;
  /** Whether a match being played uses this table code. */
  codeInUse(code: string): Promise<boolean>;
  /**
   * Extends `owner`'s leases on the matches `ids` (those its tables play); returns the ids it still
   * holds. A match held but not renewed (its restore failed) expires and may be claimed again.
   */
  renewLeases(owner: string, ids: string[], leaseUntil: number): Promise<string[]>;
  /**
   * Takes the lease of matches being played whose lease expired before `now` (every one, whatever
   * its lease, when `all`: a lone process starting), for games in `games`; returns them with their
   * previous owner.
   */
  claimMatches(
    owner: string,
    q: { now: number; leaseUntil: number; games: string[]; all?: boolean; limit: number },
  ): Promise<Claimed[]>;
  /** Gives up `owner`'s leases (graceful shutdown): another process may restore them at once. */
  releaseLeases(owner: string): Promise<void>;
  /** Marks a match that cannot be restored (replay refused, unknown game); it stays readable. */
  abortMatch(id: string, owner: string): Promise<void>;
  close(): Promise<void>;
}
