/**
 * Codes of the refusals a table decides itself (docs/protocol.md): answers `error` and `rejected`,
 * and the prefixes of refused joins. The rules' own codes are in packages/rules (PLATFORM_ERRORS
 * and each game's vocabulary).
 */
export const TABLE_ERRORS = {
  NOT_STARTED: "NOT_STARTED",
  RESIGNED: "RESIGNED",
  LOST_ON_TIME: "LOST_ON_TIME",
  NOT_TIMED_OUT: "NOT_TIMED_OUT",
  NOT_OWNER: "NOT_OWNER",
  ALREADY_STARTED: "ALREADY_STARTED",
  CHAT_EMPTY: "CHAT_EMPTY",
  CHAT_TOO_LONG: "CHAT_TOO_LONG",
  RATE_LIMITED: "RATE_LIMITED",
  /** The chat of the table (or of its spectators together) is at its rate limit: try again soon. */
  CHAT_BUSY: "CHAT_BUSY",
  SEAT_TAKEN_ELSEWHERE: "SEAT_TAKEN_ELSEWHERE",
  /** The process has `maxTables` tables: no new table until some close (docs/security.md). */
  SERVER_FULL: "SERVER_FULL",
  /** The address or player token already holds its cap of unfinished tables (docs/security.md). */
  TOO_MANY_TABLES: "TOO_MANY_TABLES",
  TABLE_FULL: "TABLE_FULL",
  /** A waiting table whose players all left (or lost their connection): nobody else may join it. */
  TABLE_ABANDONED: "TABLE_ABANDONED",
  /** The match store did not take the write: the move (or resignation, or start) did not happen. */
  STORE_FAILED: "STORE_FAILED",
  SETUP_FAILED: "SETUP_FAILED",
} as const;
export type TableErrorCode = (typeof TABLE_ERRORS)[keyof typeof TABLE_ERRORS];

/** Prefix of every refusal of join options: `BAD_JOIN_OPTIONS: <field>: <why>`. */
export const BAD_JOIN_OPTIONS = "BAD_JOIN_OPTIONS";
