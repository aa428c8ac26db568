/**
 * What the HTTP API shows of stored matches (docs/storage.md): summaries for lists and the
 * downloadable history. Hidden information stays hidden until the match has ended: before that a
 * history has neither the seed nor the moves (a live match is watched by spectating).
 */
import {
  HISTORY_FORMAT,
  type HistorySeat,
  type MatchHistory,
  type MatchInfo,
  type MatchStatus,
} from "@starport/protocol";
import type { AnyGameDef } from "@starport/rules";
import type { MatchSummary, SeatRecord, StoredMatch } from "./store.ts";

const ended = (status: MatchStatus): boolean => status === "finished";

/** The stored seats as the API shows them: numbered, without their token hashes. */
function historySeats(seats: readonly Omit<SeatRecord, "tokenHash">[]): HistorySeat[] {
  return seats.map((s, seat) => ({
    seat,
    name: s.name,
    kind: s.kind,
    botReason: s.botReason,
    forfeit: s.forfeit,
  }));
}

/** What a summary and a history both say of a match first. */
function matchHead(m: MatchSummary, games: Record<string, AnyGameDef>) {
  return {
    id: m.id,
    code: m.code,
    game: m.game,
    title: games[m.game]?.title ?? null,
    rulesVersion: m.rulesVersion,
    players: m.players,
    mode: m.mode,
    status: m.status,
    seats: historySeats(m.seats),
    startedAt: m.startedAt,
    endedAt: m.endedAt,
  };
}

/** The public summary of a match. */
export function matchInfo(m: MatchSummary, games: Record<string, AnyGameDef>): MatchInfo {
  return {
    ...matchHead(m, games),
    moves: m.version,
    names: m.seats.map((s) => s.name),
    result: ended(m.status) ? m.result : null,
    history: `/api/matches/${encodeURIComponent(m.id)}/history.json`,
    ...(m.mine ? { yourSeats: m.mine } : {}),
  };
}

/** The downloadable history; seed, moves and final hash only when the match has ended. */
export function historyOf(m: StoredMatch, games: Record<string, AnyGameDef>): MatchHistory {
  const h: MatchHistory = {
    format: HISTORY_FORMAT,
    ...matchHead(m, games),
    options: m.options,
    clock: m.clock?.config ?? null,
    seedHash: m.seedHash,
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
