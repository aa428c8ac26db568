/**
 * The embedded match store: one SQLite file through Node 22's built-in `node:sqlite` (no native
 * addon). WAL journal with `synchronous = FULL`: a write has reached the disk when its promise
 * resolves. Calls are synchronous underneath, so each operation, transactions included, runs to its
 * end before any other code: per-table ordering needs nothing more. Moves are the exception that
 * waits: those of one event-loop turn are written together at its end (`appendMove`).
 */
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { DatabaseSync, StatementSync } from "node:sqlite";
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
  SCHEMA_SQL,
  SCHEMA_VERSION,
  SUMMARY_COLUMNS,
  summaryFromRow,
  UPDATE_FACTS_SQL,
  updateFactsParams,
} from "./store-sql.ts";

type SqliteModule = typeof import("node:sqlite");

let sqliteModule: SqliteModule | null = null;

/**
 * Loads `node:sqlite` without its one-time "experimental feature" warning on stderr (the server's
 * output is JSON lines only); other warnings pass through.
 */
function loadSqlite(): SqliteModule {
  if (sqliteModule) return sqliteModule;
  const emit = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === "string" ? warning : warning.message;
    if (/SQLite is an experimental feature/.test(text)) return;
    (emit as (...a: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    sqliteModule = createRequire(import.meta.url)("node:sqlite") as SqliteModule;
  } finally {
    process.emitWarning = emit;
  }
  return sqliteModule;
}

const unavailable = (op: string, e: unknown): StoreError =>
  e instanceof StoreError
    ? e
    : new StoreError(STORE_ERRORS.UNAVAILABLE, `sqlite ${op} failed: ${(e as Error).message}`, { cause: e });

export class SqliteStore implements MatchStore {
  readonly kind = "sqlite" as const;
  private db: DatabaseSync;
  private readonly now: () => number;
  private closed = false;
  /** Moves waiting for the end of this event-loop turn (`appendMove`). */
  private pending: { write: () => void; resolve: () => void; reject: (e: unknown) => void }[] = [];
  /** Prepared statements by SQL text (compiling one per call cost more than running it). */
  private statements = new Map<string, StatementSync>();

  /** Opens (or creates) the database at `file` (":memory:" for a throwaway one). */
  constructor(file: string, opts: { now?: () => number } = {}) {
    if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
    const { DatabaseSync } = loadSqlite();
    this.db = new DatabaseSync(file);
    this.now = opts.now ?? Date.now;
    // first: another process opening the same file at the same moment (two servers on one
    // DATA_DIR) holds its lock briefly, and switching to WAL needs it; without a timeout yet,
    // that switch failed at once with "database is locked"
    this.db.exec("PRAGMA busy_timeout = 5000");
    this.db.exec("PRAGMA journal_mode = WAL");
    this.db.exec("PRAGMA synchronous = FULL");
    this.db.exec("PRAGMA foreign_keys = ON");
    this.tx(() => {
      for (const sql of SCHEMA_SQL) this.db.exec(sql);
      this.sql(
        "INSERT INTO starport_meta (key, value) VALUES ('schema', ?) ON CONFLICT (key) DO NOTHING",
      ).run(String(SCHEMA_VERSION));
    });
    const v = this.sql("SELECT value FROM starport_meta WHERE key = 'schema'").get() as
      | { value: string }
      | undefined;
    if (Number(v?.value) !== SCHEMA_VERSION) {
      throw new Error(`${file}: match store schema ${v?.value}, this server knows ${SCHEMA_VERSION}`);
    }
  }

  private sql(text: string): StatementSync {
    let st = this.statements.get(text);
    if (!st) {
      st = this.db.prepare(text);
      this.statements.set(text, st);
    }
    return st;
  }

  private tx<T>(fn: () => T): T {
    this.db.exec("BEGIN IMMEDIATE");
    try {
      const out = fn();
      this.db.exec("COMMIT");
      return out;
    } catch (e) {
      this.db.exec("ROLLBACK");
      throw e;
    }
  }

  private guard<T>(op: string, fn: () => T): Promise<T> {
    try {
      if (this.closed) throw new StoreError(STORE_ERRORS.UNAVAILABLE, "the match store is closed");
      return Promise.resolve(fn());
    } catch (e) {
      return Promise.reject(unavailable(op, e));
    }
  }

  createMatch(m: NewMatch, owner: string, leaseUntil: number): Promise<void> {
    return this.guard("createMatch", () => {
      const marks = MATCH_COLUMNS.map(() => "?").join(", ");
      this.sql(`INSERT INTO matches (${MATCH_COLUMNS.join(", ")}) VALUES (${marks})`).run(
        ...(matchRow(m, owner, leaseUntil, this.now()) as never[]),
      );
    });
  }

  /** appendMove's update, fenced by version and lease; returns whether a row matched. */
  private update(id: string, u: MatchUpdate, owner: string, version: number, newVersion: number): boolean {
    const r = this.sql(
      `UPDATE matches SET version = ?, seats = ?, clock = ?, updated_at = ?,
           status = ?, result = ?, final_hash = ?, ended_at = ?
         WHERE id = ? AND status = 'playing' AND version = ? AND lease_owner = ?`,
    ).run(...([newVersion, ...factsValues(u, this.now()), id, version, owner] as never[]));
    return Number(r.changes) === 1;
  }

  /**
   * Moves are written in groups: every appendMove of one event-loop turn shares one transaction,
   * so one disk sync (`synchronous = FULL`) covers them all; each move keeps its own fence (a
   * savepoint), and each call resolves only once its group is on disk.
   */
  appendMove(id: string, move: MoveRecord, u: MatchUpdate, owner: string): Promise<void> {
    if (this.closed) return this.guard("appendMove", () => undefined);
    return new Promise((resolve, reject) => {
      this.pending.push({
        write: () => {
          if (!this.update(id, u, owner, move.version - 1, move.version))
            throw this.conflict(id, move.version);
          this.sql(
            "INSERT INTO moves (match_id, version, seat, move, at, by_kind, bot_reason) VALUES (?, ?, ?, ?, ?, ?, ?)",
          ).run(...(moveRow(id, move) as never[]));
        },
        resolve,
        reject,
      });
      if (this.pending.length === 1) setImmediate(() => this.flushMoves());
    });
  }

  /** Writes the pending moves in one transaction, one savepoint each. */
  private flushMoves(): void {
    const group = this.pending;
    this.pending = [];
    if (group.length === 0) return;
    const errors: unknown[] = [];
    try {
      if (this.closed) throw new StoreError(STORE_ERRORS.UNAVAILABLE, "the match store is closed");
      this.tx(() => {
        for (const w of group) {
          this.db.exec("SAVEPOINT move");
          try {
            w.write();
            errors.push(null);
          } catch (e) {
            this.db.exec("ROLLBACK TO move");
            errors.push(e);
          }
          this.db.exec("RELEASE move");
        }
      });
    } catch (e) {
      for (const w of group) w.reject(unavailable("appendMove", e));
      return;
    }
    group.forEach((w, i) =>
      errors[i] === null ? w.resolve() : w.reject(unavailable("appendMove", errors[i])),
    );
  }

  updateMatch(id: string, u: MatchUpdate, owner: string): Promise<void> {
    return this.guard("updateMatch", () => {
      const r = this.sql(UPDATE_FACTS_SQL).run(...(updateFactsParams(id, u, owner, this.now()) as never[]));
      if (Number(r.changes) !== 1) throw this.conflict(id, null);
    });
  }

  private conflict(id: string, version: number | null): StoreError {
    const row = this.sql("SELECT status, version, lease_owner FROM matches WHERE id = ?").get(id) as
      | MatchRow
      | undefined;
    const why = !row
      ? "no such match"
      : row.status !== "playing"
        ? `the match is ${String(row.status)}`
        : version !== null && Number(row.version) !== version - 1
          ? `the match has ${String(row.version)} moves, not ${version - 1}`
          : `the match is leased to ${String(row.lease_owner)}`;
    return new StoreError(STORE_ERRORS.CONFLICT, `match ${id}: ${why}`);
  }

  getMatch(id: string): Promise<StoredMatch | null> {
    return this.guard("getMatch", () => {
      const row = this.sql("SELECT * FROM matches WHERE id = ?").get(id) as MatchRow | undefined;
      if (!row) return null;
      const moves = (
        this.sql("SELECT * FROM moves WHERE match_id = ? ORDER BY version").all(id) as MatchRow[]
      ).map(moveFromRow);
      return matchFromRow(row, moves);
    });
  }

  listMatches(q: ListQuery): Promise<MatchSummary[]> {
    return this.guard("listMatches", () => {
      const { where, params, order } = listWhere(q);
      const limit = Math.max(1, Math.min(LIST_MAX, Math.floor(q.limit)));
      const rows = this.sql(`SELECT ${SUMMARY_COLUMNS} FROM matches ${where} ${order} LIMIT ${limit}`).all(
        ...(params as never[]),
      ) as MatchRow[];
      return mineOnly(rows.map((r) => summaryFromRow(r, q.player)));
    });
  }

  codeInUse(code: string): Promise<boolean> {
    return this.guard("codeInUse", () =>
      Boolean(this.sql("SELECT 1 FROM matches WHERE code = ? AND status = 'playing'").get(code)),
    );
  }

  renewLeases(owner: string, ids: string[], leaseUntil: number): Promise<string[]> {
    return this.guard("renewLeases", () => {
      if (ids.length === 0) return [];
      const marks = ids.map(() => "?").join(", ");
      return (
        this.sql(
          `UPDATE matches SET lease_until = ? WHERE lease_owner = ? AND status = 'playing' AND id IN (${marks})
             RETURNING id`,
        ).all(leaseUntil, owner, ...ids) as MatchRow[]
      ).map((r) => String(r.id));
    });
  }

  claimMatches(
    owner: string,
    q: { now: number; leaseUntil: number; games: string[]; all?: boolean; limit: number },
  ): Promise<Claimed[]> {
    return this.guard("claimMatches", () => {
      if (q.games.length === 0) return [];
      const games = q.games.map(() => "?").join(", ");
      return this.tx(() => {
        const rows = this.sql(
          `SELECT id, lease_owner FROM matches
             WHERE status = 'playing' AND game IN (${games})
               ${q.all ? "" : "AND lease_until < ?"}
             ORDER BY started_at LIMIT ${Math.max(1, Math.floor(q.limit))}`,
        ).all(...(q.games as never[]), ...(q.all ? [] : [q.now])) as MatchRow[];
        const take = this.sql("UPDATE matches SET lease_owner = ?, lease_until = ? WHERE id = ?");
        return rows.map((r) => {
          take.run(owner, q.leaseUntil, String(r.id));
          return { id: String(r.id), previousOwner: r.lease_owner === null ? null : String(r.lease_owner) };
        });
      });
    });
  }

  releaseLeases(owner: string): Promise<void> {
    return this.guard("releaseLeases", () => {
      this.sql("UPDATE matches SET lease_until = 0 WHERE lease_owner = ? AND status = 'playing'").run(owner);
    });
  }

  abortMatch(id: string, owner: string): Promise<void> {
    return this.guard("abortMatch", () => {
      this.sql(
        "UPDATE matches SET status = 'aborted', updated_at = ? WHERE id = ? AND status = 'playing' AND lease_owner = ?",
      ).run(this.now(), id, owner);
    });
  }

  close(): Promise<void> {
    this.flushMoves();
    if (!this.closed) {
      this.closed = true;
      this.db.close();
    }
    return Promise.resolve();
  }
}
