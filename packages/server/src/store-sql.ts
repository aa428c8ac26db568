/**
 * What the SQLite and PostgreSQL stores share: the schema (plain SQL both accept; JSON kept as
 * text, times as integer ms since epoch) and the mapping between rows and records.
 */
import type { Outcome } from "@starport/rules";
import type {
  ClockRecord,
  MatchStatus,
  MatchSummary,
  MatchUpdate,
  MoveRecord,
  NewMatch,
  SeatRecord,
  StoredMatch,
  TableModeRecord,
} from "./store.ts";

/** Version of the tables below; bumped with a migration when they change. */
export const SCHEMA_VERSION = 1;

export const SCHEMA_SQL = [
  `CREATE TABLE IF NOT EXISTS starport_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY,
    code TEXT NOT NULL,
    game TEXT NOT NULL,
    rules_version TEXT NOT NULL,
    players INTEGER NOT NULL,
    options TEXT NOT NULL,
    mode TEXT NOT NULL,
    seed TEXT NOT NULL,
    seed_hash TEXT NOT NULL,
    seats TEXT NOT NULL,
    owner_seat INTEGER NOT NULL,
    clock TEXT,
    status TEXT NOT NULL,
    version INTEGER NOT NULL,
    result TEXT,
    final_hash TEXT,
    started_at BIGINT NOT NULL,
    ended_at BIGINT,
    updated_at BIGINT NOT NULL,
    lease_owner TEXT,
    lease_until BIGINT NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE IF NOT EXISTS moves (
    match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    move TEXT NOT NULL,
    at BIGINT NOT NULL,
    by_kind TEXT NOT NULL,
    bot_reason TEXT,
    PRIMARY KEY (match_id, version)
  )`,
  `CREATE INDEX IF NOT EXISTS matches_by_status_ended ON matches (status, ended_at)`,
  `CREATE INDEX IF NOT EXISTS matches_by_status_started ON matches (status, started_at)`,
  `CREATE INDEX IF NOT EXISTS matches_by_lease ON matches (status, lease_until)`,
  // a table code names one match being played at a time (codes are reused once it ends)
  `CREATE UNIQUE INDEX IF NOT EXISTS matches_live_code ON matches (code) WHERE status = 'playing'`,
];

/** Columns of `matches` in insert order (values from `matchRow`). */
export const MATCH_COLUMNS = [
  "id",
  "code",
  "game",
  "rules_version",
  "players",
  "options",
  "mode",
  "seed",
  "seed_hash",
  "seats",
  "owner_seat",
  "clock",
  "status",
  "version",
  "started_at",
  "updated_at",
  "lease_owner",
  "lease_until",
] as const;

export function matchRow(m: NewMatch, owner: string, leaseUntil: number, now: number): unknown[] {
  return [
    m.id,
    m.code,
    m.game,
    m.rulesVersion,
    m.players,
    JSON.stringify(m.options ?? {}),
    m.mode,
    m.seed,
    m.seedHash,
    JSON.stringify(m.seats),
    m.owner,
    m.clock ? JSON.stringify(m.clock) : null,
    "playing",
    0,
    m.startedAt,
    now,
    owner,
    leaseUntil,
  ];
}

/** A row of `matches` as either driver returns it (BIGINT may come back as a string). */
export type MatchRow = Record<string, unknown>;
export type MoveRow = Record<string, unknown>;

const num = (v: unknown): number => (typeof v === "number" ? v : Number(v));
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : num(v));
const json = <T>(v: unknown): T => JSON.parse(String(v)) as T;
const jsonOrNull = <T>(v: unknown): T | null => (v === null || v === undefined ? null : json<T>(v));

export function moveFromRow(r: MoveRow): MoveRecord {
  return {
    version: num(r.version),
    seat: num(r.seat),
    move: json(r.move),
    at: num(r.at),
    by: r.by_kind === "bot" ? "bot" : "human",
    botReason: (r.bot_reason ?? null) as MoveRecord["botReason"],
  };
}

export function moveRow(matchId: string, m: MoveRecord): unknown[] {
  return [matchId, m.version, m.seat, JSON.stringify(m.move), m.at, m.by, m.botReason];
}

export function matchFromRow(r: MatchRow, moves: MoveRecord[]): StoredMatch {
  return {
    id: String(r.id),
    code: String(r.code),
    game: String(r.game),
    rulesVersion: String(r.rules_version),
    players: num(r.players),
    options: json(r.options),
    mode: String(r.mode) as TableModeRecord,
    seed: String(r.seed),
    seedHash: String(r.seed_hash),
    seats: json<SeatRecord[]>(r.seats),
    owner: num(r.owner_seat),
    clock: jsonOrNull<ClockRecord>(r.clock),
    startedAt: num(r.started_at),
    status: String(r.status) as MatchStatus,
    version: num(r.version),
    moves,
    result: jsonOrNull<Outcome>(r.result),
    finalHash: r.final_hash === null || r.final_hash === undefined ? null : String(r.final_hash),
    endedAt: numOrNull(r.ended_at),
    updatedAt: num(r.updated_at),
    leaseOwner: r.lease_owner === null || r.lease_owner === undefined ? null : String(r.lease_owner),
    leaseUntil: num(r.lease_until),
  };
}

export const SUMMARY_COLUMNS =
  "id, code, game, rules_version, players, mode, status, version, seats, result, started_at, ended_at";

/** Seats of `seats` held by the token hash `player`. */
export function seatsOf(seats: SeatRecord[], player: string): number[] {
  return seats.flatMap((s, i) => (s.tokenHash === player ? [i] : []));
}

/** A list entry; with `player` (a token hash), also the seats that player held. */
export function summaryFromRow(r: MatchRow, player?: string): MatchSummary {
  const seats = json<SeatRecord[]>(r.seats);
  return {
    ...(player ? { mine: seatsOf(seats, player) } : {}),
    id: String(r.id),
    code: String(r.code),
    game: String(r.game),
    rulesVersion: String(r.rules_version),
    players: num(r.players),
    mode: String(r.mode) as TableModeRecord,
    status: String(r.status) as MatchStatus,
    version: num(r.version),
    seats: seats.map((s) => ({ name: s.name, kind: s.kind, botReason: s.botReason, forfeit: s.forfeit })),
    result: jsonOrNull<Outcome>(r.result),
    startedAt: num(r.started_at),
    endedAt: numOrNull(r.ended_at),
  };
}

/** A player's list keeps only the matches where the parsed seats hold that player (see listWhere). */
export function mineOnly(rows: MatchSummary[]): MatchSummary[] {
  return rows.filter((r) => r.mine === undefined || r.mine.length > 0);
}

/**
 * The WHERE clause and parameters of a list query, with `?` placeholders. Finished matches are
 * ordered by end time, others by start time, newest first.
 */
export function listWhere(q: {
  status?: MatchStatus;
  game?: string;
  before?: number;
  includePrivate?: boolean;
  player?: string;
}): { where: string; params: unknown[]; order: string } {
  const conds: string[] = [];
  const params: unknown[] = [];
  if (q.status) {
    conds.push("status = ?");
    params.push(q.status);
  }
  if (q.game) {
    conds.push("game = ?");
    params.push(q.game);
  }
  if (q.player !== undefined) {
    // a player's own games, private ones too: seats are JSON text written by JSON.stringify, so a
    // seat of this player holds exactly `"tokenHash":"<hex>"` (callers re-check on the parsed seats)
    if (!/^[0-9a-f]{64}$/.test(q.player)) throw new Error("player must be a SHA-256 hex token hash");
    conds.push("seats LIKE ?");
    params.push(`%"tokenHash":"${q.player}"%`);
  } else if (!q.includePrivate) conds.push("mode = 'public'");
  const timeCol = q.status === "finished" ? "ended_at" : "started_at";
  if (q.before !== undefined) {
    conds.push(`${timeCol} < ?`);
    params.push(q.before);
  }
  return {
    where: conds.length > 0 ? `WHERE ${conds.join(" AND ")}` : "",
    params,
    order: `ORDER BY ${timeCol} DESC, id DESC`,
  };
}

/** Writes a match's changing facts (seats, clock, the end) without a move, fenced by its lease. */
export const UPDATE_FACTS_SQL = `UPDATE matches SET seats = ?, clock = ?, updated_at = ?,
    status = ?, result = ?, final_hash = ?, ended_at = ?
  WHERE id = ? AND status = 'playing' AND lease_owner = ?`;

/** The values of a match's changing facts, in the column order of the UPDATE statements. */
export function factsValues(u: MatchUpdate, now: number): unknown[] {
  const end = u.end;
  return [
    JSON.stringify(u.seats),
    u.clock ? JSON.stringify(u.clock) : null,
    now,
    end ? "finished" : "playing",
    end ? JSON.stringify(end.result) : null,
    end ? end.finalHash : null,
    end ? end.endedAt : null,
  ];
}

export function updateFactsParams(id: string, u: MatchUpdate, owner: string, now: number): unknown[] {
  return [...factsValues(u, now), id, owner];
}

/** Turns `?` placeholders into PostgreSQL's `$1, $2, ...`. */
export function pgPlaceholders(sql: string): string {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
}
