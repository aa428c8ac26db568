/** The numbers both ends of the wire agree on (docs/protocol.md). */

/** A player token: the guest identity a browser keeps (never shown to anyone). */
export const TOKEN_RE = /^[A-Za-z0-9_-]{16,64}$/;
/** Longest nickname, in UTF-16 code units after cleaning (`cleanName`). */
export const NAME_MAX = 24;
/** Longest nickname a join may send before cleaning. */
export const NAME_RAW_MAX = 200;
/** Longest chat line, in UTF-16 code units after cleaning. */
export const CHAT_MAX = 300;
/** Longest chat payload before cleaning: a longer one is malformed (closed with 4002). */
export const CHAT_RAW_MAX = 4 * CHAT_MAX;
/** Longest wait before empty seats get bots, when a table asks for it. */
export const BOT_FILL_MAX_SEC = 3600;
/** Longest base time (4 h), increment (10 min) and per-turn limit (3 days) of a clock, in seconds. */
export const CLOCK_LIMITS = { baseSec: 4 * 3600, incrementSec: 600, turnSec: 3 * 24 * 3600 } as const;
/** How many lines of the synced `log` and `chat` a table keeps. */
export const LOG_KEEP = 300;
export const CHAT_KEEP = 50;
/**
 * Chat rates (docs/protocol.md "Chat"): token buckets of `burst` lines, refilled by one line every
 * `refillMs`. `sender`: each seat, and each spectator's connection. `spectators`: all the
 * spectators of a table together. `table`: every line of a table, players' and spectators'.
 */
export const CHAT_RATE = {
  sender: { burst: 5, refillMs: 1000 },
  spectators: { burst: 3, refillMs: 1000 },
  table: { burst: 20, refillMs: 250 },
} as const;
/** At most this many of the `CHAT_KEEP` lines a table keeps are spectators' lines. */
export const CHAT_SPECTATOR_KEEP = 20;
