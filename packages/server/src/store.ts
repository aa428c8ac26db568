/**
 * The storage hook. A table reports its match to a `MatchStore` as it goes (started, each
 * accepted move, finished) and once more when the process shuts down, so that a storage layer
 * can keep every match as a replayable record and restore unfinished ones after a restart.
 * The default store keeps nothing.
 */
import type { Outcome, Seat } from "@starport/rules";

export interface SeatRecord {
  name: string;
  kind: "empty" | "human" | "bot";
  /** SHA-256 of the player's token (hex), or null for a bot-filled seat. */
  tokenHash: string | null;
  resigned: boolean;
}

/** Everything needed to replay a match: setup parameters and the accepted moves. */
export interface MatchRecord {
  code: string;
  game: string;
  rulesVersion: string;
  players: number;
  /** The game's table options, as parsed by its `optionsSchema`. */
  options: unknown;
  /** Secret seed of `setup`; never sent to clients. */
  seed: string;
  seats: SeatRecord[];
  moves: { seat: Seat; move: unknown }[];
  status: "playing" | "finished";
  outcome: Outcome | null;
  startedAt: number;
}

export interface MatchStore {
  /** A table started (its record has no moves yet). */
  started(rec: MatchRecord): void | Promise<void>;
  /** A move was accepted; `index` is its position in `rec.moves` (0-based). */
  moved(rec: MatchRecord, index: number): void | Promise<void>;
  /** The game is over (`rec.outcome` is set, resignations included). */
  finished(rec: MatchRecord): void | Promise<void>;
  /** The process is shutting down with this match unfinished: keep it for a restore. */
  suspended(rec: MatchRecord): void | Promise<void>;
  /** Called once when the server stops, after every table has reported. */
  close(): void | Promise<void>;
}

/** A store that keeps nothing. */
export const nullStore: MatchStore = {
  started() {},
  moved() {},
  finished() {},
  suspended() {},
  close() {},
};
