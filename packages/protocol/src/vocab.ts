/** The words of the wire: who plays a seat and why, a table's status and mode, forfeits. */

export const SEAT_KINDS = ["empty", "human", "bot"] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];
/** Why a bot plays a seat: filled at the start, its player away, resigned, out of time ("" = none). */
export const BOT_REASONS = ["", "filled", "away", "resigned", "timeout"] as const;
export type BotReason = (typeof BOT_REASONS)[number];
export const TABLE_STATUSES = ["waiting", "playing", "finished"] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];
/**
 * Who may find a table: anyone (listed, quick play), whoever has its code, or a "learn" table: a
 * guided first game, private, bots in the other seats at once, the game's fixed learning deal, and
 * the default bot's suggestion sent to the player at each turn.
 */
export const TABLE_MODES = ["public", "private", "learn"] as const;
export type TableMode = (typeof TABLE_MODES)[number];
/**
 * Each game's learn deal (the number in its seed), 1 unless listed: chosen so that a player who
 * follows the guide wins against the default bot (Space Opera's deal 1 lost; learn.e2e.test.ts
 * plays every deal to its end and checks the win).
 */
const LEARN_DEAL: Record<string, number> = { "space-opera": 2 };
/** The deal of every learn table of a game: the same each time, so its guided steps are known. */
export const learnSeed = (game: string): string =>
  `starport-learn-${game}-${Object.hasOwn(LEARN_DEAL, game) ? LEARN_DEAL[game] : 1}`;
/** Whether a table of this mode is found only by its code. */
export const unlisted = (mode: TableMode): boolean => mode !== "public";
/** How a seat left the ranking: it resigned, or lost on time. */
export const FORFEITS = ["resigned", "timeout"] as const;
export type Forfeit = (typeof FORFEITS)[number];
/** A stored match: being played, finished, or stopped for good (its moves no longer replay). */
export const MATCH_STATUSES = ["playing", "finished", "aborted"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
/** Who chose a stored move. */
export const MOVERS = ["human", "bot"] as const;
export type Mover = (typeof MOVERS)[number];
