/**
 * The match store on PostgreSQL (DATABASE_URL), for several server processes or machines. Writes
 * are asynchronous: each table serialises its own writes (the room's queue), and each write is one
 * atomic statement fenced by the match's version and lease, so a move is stored once, in order,
 * and only by the process that holds the match.
 */
import pg from "pg";
import {
  type Claimed,
  LIST_MAX,
  type ListQuery,
  type MatchStore,
  type MatchSummary,
  type MatchUpdate,
  type MoveRecord,
  type NewMatch,
  STORE_ERRORS,
  type StoredMatch,
  StoreError,
} from "./store.ts";
import {
  factsValues,
  listWhere,
  MATCH_COLUMNS,
  type MatchRow,
  matchFromRow,
  matchRow,
  mineOnly,
  moveFromRow,
  moveRow,
  pgPlaceholders,
  SCHEMA_SQL,
  SCHEMA_VERSION,
  SUMMARY_COLUMNS,
  summaryFromRow,
  UPDATE_FACTS_SQL,
  updateFactsParams,
} from "./store-sql.ts";

const unavailable = (op: string, e: unknown): StoreError =>
  e instanceof StoreError
    ? e
    : new StoreError(STORE_ERRORS.UNAVAILABLE, `postgres ${op} failed: ${(e as Error).message}`, {
        cause: e,
      });

/** appendMove's UPDATE, fenced by version and lease; parameters from `updateParams`. */
const UPDATE_SQL = `UPDATE matches SET version = ?, seats = ?, clock = ?, updated_at = ?,
    status = ?, result = ?, final_hash = ?, ended_at = ?
  WHERE id = ? AND status = 'playing' AND version = ? AND lease_owner = ?`;

function updateParams(
  id: string,
  u: MatchUpdate,
  owner: string,
  version: number,
  newVersion: number,
  now: number,
): unknown[] {
  return [newVersion, ...factsValues(u, now), id, version, owner];
}

export class PostgresStore implements MatchStore {
  readonly kind = "postgres" as const;
  private pool: pg.Pool;
  private readonly now: () => number;
  private ready: Promise<void>;

  constructor(
    url: string,
    opts: { now?: () => number; poolSize?: number; onError?: (e: Error) => void } = {},
  ) {
    this.pool = new pg.Pool({
      connectionString: url,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // an idle client losing its connection must not crash the process
    this.pool.on("error", (e) => opts.onError?.(e));
    this.now = opts.now ?? Date.now;
    this.ready = this.migrate();
    this.ready.catch(() => {});
  }

  /** Resolves once the tables exist; rejects if the database cannot be reached. */
  init(): Promise<void> {
    return this.ready;
  }

  private async migrate(): Promise<void> {
    const c = await this.pool.connect();
    try {
      await c.query("BEGIN");
      // one process creates the tables at a time
      await c.query("SELECT pg_advisory_xact_lock(7531)");
      for (const sql of SCHEMA_SQL) await c.query(sql);
      await c.query(
        "INSERT INTO starport_meta (key, value) VALUES ('schema', $1) ON CONFLICT (key) DO NOTHING",
        [String(SCHEMA_VERSION)],
      );
      const v = await c.query("SELECT value FROM starport_meta WHERE key = 'schema'");
      if (Number(v.rows[0]?.value) !== SCHEMA_VERSION) {
        throw new Error(`match store schema ${v.rows[0]?.value}, this server knows ${SCHEMA_VERSION}`);
      }
      await c.query("COMMIT");
    } catch (e) {
      await c.query("ROLLBACK").catch(() => {});
      throw e;
    } finally {
      c.release();
    }
  }

  private async q(op: string, sql: string, params: unknown[] = []): Promise<pg.QueryResult<MatchRow>> {
    try {
      await this.ready;
      return await this.pool.query<MatchRow>(pgPlaceholders(sql), params);
    } catch (e) {
      throw unavailable(op, e);
    }
  }

  async createMatch(m: NewMatch, owner: string, leaseUntil: number): Promise<void> {
    const marks = MATCH_COLUMNS.map(() => "?").join(", ");
    await this.q(
      "createMatch",
      `INSERT INTO matches (${MATCH_COLUMNS.join(", ")}) VALUES (${marks})`,
      matchRow(m, owner, leaseUntil, this.now()),
    );
  }

  async appendMove(id: string, move: MoveRecord, u: MatchUpdate, owner: string): Promise<void> {
    // one statement, so atomic: the move row exists only if the fenced update matched
    const r = await this.q(
      "appendMove",
      `WITH u AS (${UPDATE_SQL} RETURNING id)
       INSERT INTO moves (match_id, version, seat, move, at, by_kind, bot_reason)
       SELECT u.id, ?, ?, ?, ?, ?, ? FROM u`,
      [
        ...updateParams(id, u, owner, move.version - 1, move.version, this.now()),
        ...moveRow(id, move).slice(1),
      ],
    );
    if (r.rowCount !== 1) throw await this.conflict(id, move.version);
  }

  async updateMatch(id: string, u: MatchUpdate, owner: string): Promise<void> {
    const r = await this.q("updateMatch", UPDATE_FACTS_SQL, updateFactsParams(id, u, owner, this.now()));
    if (r.rowCount !== 1) throw await this.conflict(id, null);
  }

  private async conflict(id: string, version: number | null): Promise<StoreError> {
    const r = await this.q("conflict", "SELECT status, version, lease_owner FROM matches WHERE id = ?", [id]);
    const row = r.rows[0];
    const why = !row
      ? "no such match"
      : row.status !== "playing"
        ? `the match is ${String(row.status)}`
        : version !== null && Number(row.version) !== version - 1
          ? `the match has ${String(row.version)} moves, not ${version - 1}`
          : `the match is leased to ${String(row.lease_owner)}`;
    return new StoreError(STORE_ERRORS.CONFLICT, `match ${id}: ${why}`);
  }

  async getMatch(id: string): Promise<StoredMatch | null> {
    const r = await this.q("getMatch", "SELECT * FROM matches WHERE id = ?", [id]);
    const row = r.rows[0];
    if (!row) return null;
    const moves = await this.q("getMatch", "SELECT * FROM moves WHERE match_id = ? ORDER BY version", [id]);
    return matchFromRow(row, moves.rows.map(moveFromRow));
  }

  async listMatches(q: ListQuery): Promise<MatchSummary[]> {
    const { where, params, order } = listWhere(q);
    const limit = Math.max(1, Math.min(LIST_MAX, Math.floor(q.limit)));
    const r = await this.q(
      "listMatches",
      `SELECT ${SUMMARY_COLUMNS} FROM matches ${where} ${order} LIMIT ${limit}`,
      params,
    );
    return mineOnly(r.rows.map((row) => summaryFromRow(row, q.player)));
  }

  async codeInUse(code: string): Promise<boolean> {
    const r = await this.q("codeInUse", "SELECT 1 FROM matches WHERE code = ? AND status = 'playing'", [
      code,
    ]);
    return (r.rowCount ?? 0) > 0;
  }

  async renewLeases(owner: string, ids: string[], leaseUntil: number): Promise<string[]> {
    if (ids.length === 0) return [];
    const marks = ids.map(() => "?").join(", ");
    const r = await this.q(
      "renewLeases",
      `UPDATE matches SET lease_until = ? WHERE lease_owner = ? AND status = 'playing' AND id IN (${marks})
       RETURNING id`,
      [leaseUntil, owner, ...ids],
    );
    return r.rows.map((row) => String(row.id));
  }

  async claimMatches(
    owner: string,
    q: { now: number; leaseUntil: number; games: string[]; all?: boolean; limit: number },
  ): Promise<Claimed[]> {
    if (q.games.length === 0) return [];
    const games = q.games.map(() => "?").join(", ");
    // SKIP LOCKED: two processes sweeping at once never take the same match
    const r = await this.q(
      "claimMatches",
      `WITH c AS (
         SELECT id, lease_owner FROM matches
         WHERE status = 'playing' AND game IN (${games})
           ${q.all ? "" : "AND lease_until < ?"}
         ORDER BY started_at LIMIT ${Math.max(1, Math.floor(q.limit))}
         FOR UPDATE SKIP LOCKED)
       UPDATE matches m SET lease_owner = ?, lease_until = ? FROM c WHERE m.id = c.id
       RETURNING m.id, c.lease_owner AS previous_owner`,
      [...q.games, ...(q.all ? [] : [q.now]), owner, q.leaseUntil],
    );
    return r.rows.map((row) => ({
      id: String(row.id),
      previousOwner: row.previous_owner === null ? null : String(row.previous_owner),
    }));
  }

  async releaseLeases(owner: string): Promise<void> {
    await this.q(
      "releaseLeases",
      "UPDATE matches SET lease_until = 0 WHERE lease_owner = ? AND status = 'playing'",
      [owner],
    );
  }

  async abortMatch(id: string, owner: string): Promise<void> {
    await this.q(
      "abortMatch",
      "UPDATE matches SET status = 'aborted', updated_at = ? WHERE id = ? AND status = 'playing' AND lease_owner = ?",
      [this.now(), id, owner],
    );
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
