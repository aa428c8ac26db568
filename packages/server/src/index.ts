/** Public surface of the server package (the client imports only types from here). */
export { createStarport, type Starport, type StarportOptions } from "./app.ts";
export type { GameInfo, Health } from "./http.ts";
export { CODE_ALPHABET, CODE_LENGTH, normaliseCode } from "./ids.ts";
export { BAD_JOIN_OPTIONS } from "./join.ts";
export { jsonLogger, type Logger, memoryLogger } from "./log.ts";
export { CHAT_MAX, type ClientMessages, type JoinOptions, NAME_MAX, TOKEN_RE } from "./messages.ts";
export { type ServerMessages, TABLE_ERRORS, type TableListing } from "./room.ts";
export type {
  BotReason,
  ChatLine,
  GameRoomState,
  SeatKind,
  SeatState,
  TableMode,
  TableStatus,
} from "./state.ts";
export { type MatchRecord, type MatchStore, nullStore, type SeatRecord } from "./store.ts";
