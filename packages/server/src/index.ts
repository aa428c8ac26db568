/** Public surface of the server package (the client imports only types from here). */
export { createStarport, type Starport, type StarportOptions } from "./app.ts";
export {
  type ClockConfig,
  type ClockOption,
  type ClockRun,
  clockOption,
  TIMEOUT_POLICIES,
  type TimeoutPolicy,
} from "./clock.ts";
export {
  HISTORY_FORMAT,
  type HistoryMove,
  type HistorySeat,
  type MatchHistory,
  type MatchInfo,
} from "./history.ts";
export type { GameInfo, Health } from "./http.ts";
export { CODE_ALPHABET, CODE_LENGTH, normaliseCode } from "./ids.ts";
export { BAD_JOIN_OPTIONS } from "./join.ts";
export { jsonLogger, type Logger, memoryLogger } from "./log.ts";
export { CHAT_MAX, type ClientMessages, type JoinOptions, NAME_MAX, TOKEN_RE } from "./messages.ts";
export type { OperatorSnapshot } from "./room.ts";
export { type ListedSeat, type ServerMessages, TABLE_ERRORS, type TableListing } from "./room.ts";
export type {
  BotReason,
  ChatLine,
  ClockState,
  GameRoomState,
  SeatKind,
  SeatState,
  TableMode,
  TableStatus,
} from "./state.ts";
export {
  type MatchStore,
  type MoveRecord,
  type SeatRecord,
  STORE_ERRORS,
  type StoredMatch,
  StoreError,
} from "./store.ts";
export { openStore } from "./store-open.ts";
export { PostgresStore } from "./store-postgres.ts";
export { SqliteStore } from "./store-sqlite.ts";
export { type Check, seedHashOf, type Verdict, verifyHistory } from "./verify.ts";
