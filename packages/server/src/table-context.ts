/** What every table of one game shares, and what the operator sees of a live table. */
import type { AnyGameDef } from "@starport/rules";
import type { BotPool } from "./bot-pool.ts";
import type { Limits, RateWindow } from "./limits.ts";
import type { Logger } from "./log.ts";
import type { MatchStore, StoredMatch } from "./store.ts";
import type { TableBase } from "./table-base.ts";
import type { Holdings } from "./table-guard.ts";

/** What every table of one game shares: the game and the server's settings. */
export interface TableContext {
  def: AnyGameDef;
  botDelayMs: number;
  reconnectSeconds: number;
  maxSpectators: number;
  logger: Logger;
  store: MatchStore;
  /** This process's id: the owner of the leases of its tables' matches. */
  owner(): string;
  /** How long a lease lasts from each write or heartbeat (ms). */
  leaseMs: number;
  /** A waiting table with no seated player is closed after this long (ms). */
  idleWaitingMs: number;
  /** A finished table is closed after this long (ms); its match stays in the store. */
  finishedKeepMs: number;
  /** Matches handed to new rooms by the recovery (restore option -> match). */
  restores: Map<string, StoredMatch>;
  /** This process's tables (the recovery checks their leases). */
  live: Set<TableBase>;
  /** Wall clock (ms since epoch): chat times, move times, clocks. */
  now(): number;
  /** Rates and caps per client (docs/security.md). */
  limits: Limits;
  /** Tables created per player token (a process-wide window, shared by every game). */
  createsByToken: RateWindow;
  /** Matchmaking requests per player token (process-wide). */
  joinsByToken: RateWindow;
  /** Clients closed for malformed frames, per table: how many get a log line. */
  kicks: RateWindow;
  /** Where bots decide (worker threads). */
  bots: BotPool;
  /** Unfinished tables per creator (process-wide). */
  holdings: Holdings;
}

/** What the operator route shows of a live table (never sent to players: the hash covers hidden state). */
export interface OperatorSnapshot {
  code: string;
  matchId: string;
  game: string;
  status: string;
  version: number;
  /** `stateHash` of the full game state, or null while waiting. */
  stateHash: string | null;
  /** The state this room was restored to from the store, if it was. */
  restored: { version: number; stateHash: string } | null;
  processId: string;
}

/** Prefix of the error of a restore whose stored moves do not replay (rules changed, data broken). */
export const REPLAY_FAILED = "REPLAY_FAILED";
