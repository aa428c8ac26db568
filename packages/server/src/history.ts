/**
 * What the HTTP API shows of stored matches (docs/storage.md): summaries for lists and the
 * downloadable history. Hidden information stays hidden until the match has ended: before that a
 * history has neither the seed nor the moves (a live match is watched by spectating).
 */
import type { AnyGameDef, Outcome, Seat } from "@starport/rules";
import type { ClockConfig } from "./clock.ts";
import type {
  BotReasonRecord,
  Forfeit,
  MatchStatus,
  MatchSummary,
  SeatKindRecord,
  StoredMatch,
  TableModeRecord,
} from "./store.ts";

export const HISTORY_FORMAT = "starport-history/1";

export interface HistorySeat {
  seat: Seat;
  name: string;
  /** Who played the seat at the end. */
  kind: SeatKindRecord;
  botReason: BotReasonRecord;
  forfeit: Forfeit | null;
}

export interface HistoryMove {
  version: number;
  seat: Seat;
  move: unknown;
  /** Server time, ms since epoch. */
  at: number;
  by: "human" | "bot";
  /** Why a bot played this move ("filled", "away", "resigned", "timeout"); absent for a player's move. */
  botReason?: BotReasonRecord;
}

/** `GET /api/matches/:id/history.json`: everything needed to replay and check a match. */
export interface MatchHistory {
  format: typeof HISTORY_FORMAT;
  id: string;
  code: string;
  game: string;
  title: string | null;
  rulesVersion: string;
  players: number;
  options: unknown;
  mode: TableModeRecord;
  status: MatchStatus;
  seats: HistorySeat[];
  clock: ClockConfig | null;
  /** SHA-256 (hex) of the seed: public from the start. */
  seedHash: string;
  /** The seed of `setup`: only once the match has ended. */
  seed?: string;
  startedAt: number;
  endedAt: number | null;
  /** Number of accepted moves. */
  moveCount: number;
  /** Every accepted move in order: only once the match has ended. */
  moves?: HistoryMove[];
  /** Outcome with forfeits applied (ranks: 1 = winner), null until the end. */
  result: Outcome | null;
  /** `stateHash` of the final game state (packages/rules canonical.ts): only once ended. */
  finalStateHash?: string;
}

/** An entry of `GET /api/matches` and the answer of `GET /api/matches/:id`. */
export interface MatchInfo {
  id: string;
  code: string;
  game: string;
  title: string | null;
  rulesVersion: string;
  players: number;
  mode: TableModeRecord;
  status: MatchStatus;
  /** Accepted moves so far. */
  moves: number;
  names: string[];
  seats: {
    seat: Seat;
    name: string;
    kind: SeatKindRecord;
    botReason: BotReasonRecord;
    forfeit: Forfeit | null;
  }[];
  result: Outcome | null;
  startedAt: number;
  endedAt: number | null;
  /** Where to download the history (seed and moves once ended). */
  history: string;
  /** Only in `GET /api/me/matches`: the seats the caller's token held. */
  yourSeats?: Seat[];
}

const ended = (status: MatchStatus): boolean => status === "finished";

/** The public summary of a match. */
export function matchInfo(m: MatchSummary, games: Record<string, AnyGameDef>): MatchInfo {
  return {
    id: m.id,
    code: m.code,
    game: m.game,
    title: games[m.game]?.title ?? null,
    rulesVersion: m.rulesVersion,
    players: m.players,
    mode: m.mode,
    status: m.status,
    moves: m.version,
    names: m.seats.map((s) => s.name),
    seats: m.seats.map((s, seat) => ({
      seat,
      name: s.name,
      kind: s.kind,
      botReason: s.botReason,
      forfeit: s.forfeit,
    })),
    result: ended(m.status) ? m.result : null,
    startedAt: m.startedAt,
    endedAt: m.endedAt,
    history: `/api/matches/${encodeURIComponent(m.id)}/history.json`,
    ...(m.mine ? { yourSeats: m.mine } : {}),
  };
}

/** The downloadable history; seed, moves and final hash only when the match has ended. */
export function historyOf(m: StoredMatch, games: Record<string, AnyGameDef>): MatchHistory {
  const h: MatchHistory = {
    format: HISTORY_FORMAT,
    id: m.id,
    code: m.code,
    game: m.game,
    title: games[m.game]?.title ?? null,
    rulesVersion: m.rulesVersion,
    players: m.players,
    options: m.options,
    mode: m.mode,
    status: m.status,
    seats: m.seats.map((s, seat) => ({
      seat,
      name: s.name,
      kind: s.kind,
      botReason: s.botReason,
      forfeit: s.forfeit,
    })),
    clock: m.clock?.config ?? null,
    seedHash: m.seedHash,
    startedAt: m.startedAt,
    endedAt: m.endedAt,
    moveCount: m.version,
    result: null,
  };
  if (ended(m.status)) {
    h.seed = m.seed;
    h.moves = m.moves.map((mv) => ({
      version: mv.version,
      seat: mv.seat,
      move: mv.move,
      at: mv.at,
      by: mv.by,
      ...(mv.botReason ? { botReason: mv.botReason } : {}),
    }));
    h.result = m.result;
    if (m.finalHash) h.finalStateHash = m.finalHash;
  }
  return h;
}
