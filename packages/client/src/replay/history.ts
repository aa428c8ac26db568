/**
 * A match's downloadable history (`starport-history/1`, docs/storage.md "The history") as the
 * replay page reads it, and the shape check of what the server sent. The seed and the moves are
 * there only once the match has ended (hidden information is revealed only after the end).
 */
import type { Outcome } from "@starport/rules/core/types.ts";

export const HISTORY_FORMAT = "starport-history/1";

export type BotReason = "" | "filled" | "away" | "resigned" | "timeout";
export type Forfeit = "resigned" | "timeout";

export interface HistorySeat {
  seat: number;
  name: string;
  /** Who played the seat at the end. */
  kind: "human" | "bot";
  botReason: BotReason;
  forfeit: Forfeit | null;
}

export interface HistoryMove {
  version: number;
  seat: number;
  move: unknown;
  /** Server time, ms since epoch. */
  at: number;
  by: "human" | "bot";
  /** Why a bot played this move; absent for a player's move. */
  botReason?: BotReason;
}

export interface HistoryClock {
  kind: "fischer" | "turn";
  baseMs: number;
  incrementMs: number;
  turnMs: number;
  onTimeout: "bot" | "lose";
}

export interface MatchHistory {
  format: typeof HISTORY_FORMAT;
  id: string;
  code: string;
  game: string;
  title: string | null;
  rulesVersion: string;
  players: number;
  options: unknown;
  mode: "public" | "private";
  status: "playing" | "finished" | "aborted";
  seats: HistorySeat[];
  clock: HistoryClock | null;
  seedHash: string;
  seed?: string;
  startedAt: number;
  endedAt: number | null;
  moveCount: number;
  moves?: HistoryMove[];
  result: Outcome | null;
  finalStateHash?: string;
}

const isObj = (x: unknown): x is Record<string, unknown> =>
  x !== null && typeof x === "object" && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x);
const BOT_REASONS = ["", "filled", "away", "resigned", "timeout"];

function readSeat(x: unknown, i: number): HistorySeat | string {
  if (!isObj(x)) return `seats[${i}] is not an object`;
  if (typeof x.name !== "string") return `seats[${i}].name is missing`;
  const botReason = typeof x.botReason === "string" && BOT_REASONS.includes(x.botReason) ? x.botReason : "";
  const forfeit = x.forfeit === "resigned" || x.forfeit === "timeout" ? x.forfeit : null;
  return {
    seat: i,
    name: x.name,
    kind: x.kind === "bot" ? "bot" : "human",
    botReason: botReason as BotReason,
    forfeit,
  };
}

function readMove(x: unknown, i: number): HistoryMove | string {
  if (!isObj(x)) return `moves[${i}] is not an object`;
  if (!isInt(x.version) || !isInt(x.seat) || x.seat < 0) return `moves[${i}] has no version or seat`;
  const botReason =
    typeof x.botReason === "string" && BOT_REASONS.includes(x.botReason)
      ? (x.botReason as BotReason)
      : undefined;
  return {
    version: x.version,
    seat: x.seat,
    move: x.move,
    at: typeof x.at === "number" ? x.at : 0,
    by: x.by === "bot" ? "bot" : "human",
    ...(botReason ? { botReason } : {}),
  };
}

function readOutcome(x: unknown): Outcome | null {
  if (!isObj(x) || !Array.isArray(x.ranks) || !Array.isArray(x.scores)) return null;
  return x as unknown as Outcome;
}

function readClock(x: unknown): HistoryClock | null {
  if (!isObj(x) || (x.kind !== "fischer" && x.kind !== "turn")) return null;
  const n = (v: unknown): number => (typeof v === "number" ? v : 0);
  return {
    kind: x.kind,
    baseMs: n(x.baseMs),
    incrementMs: n(x.incrementMs),
    turnMs: n(x.turnMs),
    onTimeout: x.onTimeout === "lose" ? "lose" : "bot",
  };
}

/** Checks and reads a history; the error names the first field that is wrong. */
export function parseHistory(
  raw: unknown,
): { ok: true; history: MatchHistory } | { ok: false; error: string } {
  if (!isObj(raw)) return { ok: false, error: "not a JSON object" };
  if (raw.format !== HISTORY_FORMAT) return { ok: false, error: `format is not ${HISTORY_FORMAT}` };
  for (const k of ["id", "code", "game", "rulesVersion", "seedHash"] as const)
    if (typeof raw[k] !== "string") return { ok: false, error: `${k} is missing` };
  if (!isInt(raw.players) || raw.players < 1) return { ok: false, error: "players is missing" };
  if (raw.status !== "playing" && raw.status !== "finished" && raw.status !== "aborted")
    return { ok: false, error: "status is unknown" };
  if (!Array.isArray(raw.seats)) return { ok: false, error: "seats is missing" };
  const seats: HistorySeat[] = [];
  for (const [i, s] of raw.seats.entries()) {
    const r = readSeat(s, i);
    if (typeof r === "string") return { ok: false, error: r };
    seats.push(r);
  }
  let moves: HistoryMove[] | undefined;
  if (raw.moves !== undefined) {
    if (!Array.isArray(raw.moves)) return { ok: false, error: "moves is not a list" };
    moves = [];
    for (const [i, m] of raw.moves.entries()) {
      const r = readMove(m, i);
      if (typeof r === "string") return { ok: false, error: r };
      moves.push(r);
    }
  }
  const history: MatchHistory = {
    format: HISTORY_FORMAT,
    id: raw.id as string,
    code: raw.code as string,
    game: raw.game as string,
    title: typeof raw.title === "string" ? raw.title : null,
    rulesVersion: raw.rulesVersion as string,
    players: raw.players,
    options: raw.options ?? {},
    mode: raw.mode === "private" ? "private" : "public",
    status: raw.status,
    seats,
    clock: readClock(raw.clock),
    seedHash: raw.seedHash as string,
    startedAt: typeof raw.startedAt === "number" ? raw.startedAt : 0,
    endedAt: typeof raw.endedAt === "number" ? raw.endedAt : null,
    moveCount: isInt(raw.moveCount) ? raw.moveCount : (moves?.length ?? 0),
    result: readOutcome(raw.result),
    ...(typeof raw.seed === "string" ? { seed: raw.seed } : {}),
    ...(moves ? { moves } : {}),
    ...(typeof raw.finalStateHash === "string" ? { finalStateHash: raw.finalStateHash } : {}),
  };
  return { ok: true, history };
}
