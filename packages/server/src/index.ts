/**
 * Public surface of the server package. The wire (messages, join options, listings, the history
 * format, limits, error codes) is `@starport/protocol`: clients import it from there.
 */
export { createStarport, type Starport, type StarportOptions } from "./app.ts";
export { type ClockRun, clockConfig } from "./clock.ts";
export { historyOf, matchInfo } from "./history.ts";
export { jsonLogger, type Logger, memoryLogger } from "./log.ts";
export type { OperatorSnapshot } from "./room.ts";
export type { ChatLine, ClockState, GameRoomState, SeatState } from "./state.ts";
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
