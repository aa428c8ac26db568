/**
 * The Starport server: one Colyseus server with a lobby, one table room per game, and the HTTP
 * routes. Used by `main.ts` (settings from the environment) and by tests (port 0, loopback).
 */
import type { AddressInfo } from "node:net";
import { matchMaker, Server } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import { Encoder } from "@colyseus/schema";
import type { WebSocketTransport } from "@colyseus/ws-transport";
import type { Health } from "@starport/protocol";
import type { AnyGameDef } from "@starport/rules";
import { BotPool } from "./bot-pool.ts";
import { installGate } from "./gate.ts";
import { HeartbeatTransport } from "./heartbeat.ts";
import { mountHttp } from "./http.ts";
import { installHttpGuard } from "./http-security.ts";
import { DEFAULT_LIMITS, type Limits, RateWindow } from "./limits.ts";
import { StarportLobby } from "./lobby.ts";
import { IndexedLocalDriver } from "./local-driver.ts";
import { colyseusLogger, jsonLogger, type Logger } from "./log.ts";
import { Recovery } from "./recovery.ts";
import { tableRoomFor } from "./room.ts";
import type { MatchStore, StoredMatch } from "./store.ts";
import { SqliteStore } from "./store-sqlite.ts";
import type { TableBase } from "./table-base.ts";
import type { TableContext } from "./table-context.ts";
import { Holdings } from "./table-guard.ts";

export interface StarportOptions {
  /** Games offered, by id (normally `GAMES` from @starport/rules). */
  games: Record<string, AnyGameDef>;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Port (default 2567; 0 = any free port). */
  port?: number;
  /** Redis URL: shared matchmaking and lobby between processes. */
  redisUrl?: string;
  /** Address clients use to reach this process ("host:port" or "host/prefix"), needed with Redis. */
  publicAddress?: string;
  /** Pause before a bot moves, in ms (default 600). */
  botDelayMs?: number;
  /** How long a dropped player keeps their seat before a bot plays it, in seconds (default 60). */
  reconnectSeconds?: number;
  /** Directory of the built web client; null or missing = no client served. */
  staticDir?: string | null;
  /** Password of the monitor at /colyseus; unset = no monitor. */
  monitorPassword?: string | null;
  /**
   * Origins of other sites allowed to call matchmaking and the public API from a browser
   * (`https://host[:port]`); the site's own origin needs none. Never the operator's routes.
   */
  allowedOrigins?: string[];
  /** Spectators allowed per table (default 50). */
  maxSpectators?: number;
  /** Largest WebSocket frame accepted, in bytes (default 16 KiB). */
  maxPayloadBytes?: number;
  logger?: Logger;
  /** Where matches are kept (default: a throwaway in-memory SQLite database). Closed on shutdown. */
  store?: MatchStore;
  /** How long a process holds a match without renewing its lease, in seconds (default 15). */
  leaseSeconds?: number;
  /** A waiting table without seated players closes after this many seconds (default 300). */
  idleWaitingSeconds?: number;
  /** A finished table closes after this many seconds (default 600); its match stays stored. */
  finishedKeepSeconds?: number;
  /** Worker threads for bot decisions (default 1; 0 = on the event loop). */
  botThreads?: number;
  /** Rates and caps per client (docs/security.md); each missing value takes `DEFAULT_LIMITS`'. */
  limits?: Partial<Limits>;
}

export interface Starport {
  listen(): Promise<{ port: number }>;
  /** Locks every table, lets each report to the store, tells clients to reconnect, then stops. */
  shutdown(): Promise<void>;
  health(): Health;
  readonly logger: Logger;
  readonly store: MatchStore;
}

let active = false;

/** Largest HTTP request body (matchmaking requests are small JSON objects). */
const MAX_HTTP_BODY = 64 * 1024;

/** The games to offer, checked: each under its own id, none named like the lobby. */
function gamesOf(opts: StarportOptions): AnyGameDef[] {
  return Object.entries(opts.games).map(([id, def]) => {
    if (id !== def.id) throw new Error(`games["${id}"] has id "${def.id}"`);
    if (id === "lobby") throw new Error(`"lobby" cannot be a game id`);
    return def;
  });
}

/** What every table of this process shares (all but its game), from the options and defaults. */
function tableSettings(
  opts: StarportOptions,
  made: Pick<TableContext, "logger" | "store" | "leaseMs" | "restores" | "live" | "now" | "limits" | "bots">,
): Omit<TableContext, "def"> {
  const { logger, now } = made;
  return {
    ...made,
    botDelayMs: opts.botDelayMs ?? 600,
    reconnectSeconds: opts.reconnectSeconds ?? 60,
    maxSpectators: opts.maxSpectators ?? 50,
    owner: () => matchMaker.processId,
    idleWaitingMs: Math.round((opts.idleWaitingSeconds ?? 300) * 1000),
    finishedKeepMs: Math.round((opts.finishedKeepSeconds ?? 600) * 1000),
    createsByToken: new RateWindow("create-token", logger, now),
    kicks: new RateWindow("kicks", logger, now),
    joinsByToken: new RateWindow("matchmake-token", logger, now),
    holdings: new Holdings(),
  };
}

/** The health report of this process (`/health`, docs/operations.md): not ok while it starts or stops. */
function healthOf(startedAt: number, busy: () => boolean): () => Health {
  return () => ({
    ok: !busy(),
    rooms: matchMaker.stats.local.roomCount,
    clients: matchMaker.stats.local.ccu,
    uptimeSec: Math.round((Date.now() - startedAt) / 1000),
    processId: matchMaker.processId,
  });
}

/** Colyseus' server over `transport`, with Redis when configured and our HTTP routes. */
function colyseusServer(
  opts: StarportOptions,
  transport: WebSocketTransport,
  http: Parameters<typeof mountHttp>[1],
): Server {
  return new Server({
    transport,
    presence: opts.redisUrl ? new RedisPresence(opts.redisUrl) : undefined,
    driver: opts.redisUrl ? new RedisDriver(opts.redisUrl) : new IndexedLocalDriver(),
    publicAddress: opts.publicAddress || undefined,
    gracefullyShutdown: false,
    greet: false,
    logger: colyseusLogger(http.logger),
    express: (app) => mountHttp(app, http),
  });
}

/** At shutdown: hands this process's matches over (another process may restore them at once). */
async function closeStore(store: MatchStore, logger: Logger): Promise<void> {
  try {
    await store.releaseLeases(matchMaker.processId);
  } catch (e) {
    logger.log("error", "store.failed", { op: "releaseLeases", error: String(e) });
  }
  try {
    await store.close();
  } catch (e) {
    logger.log("error", "store.failed", { op: "close", error: String(e) });
  }
}

/**
 * `Encoder.BUFFER_SIZE`: the room a view's patch keeps free ahead of each part it writes (those
 * writes are not checked). Tables encode in process-wide 1 MiB buffers (encode-scratch.ts), so
 * this no longer sets a table's memory, only what each new room allocates before its buffers are
 * swapped (two of this size, dropped at once) and the lobby's. When a patch overflows its buffer,
 * @colyseus/schema 4 grows it and encodes again, and that second pass sends some map entries
 * without their values (test/games.test.ts "every game's first patch"); its warning on stderr is
 * kept: it means a table may be corrupt.
 */
const ENCODE_BUFFER_BYTES = 128 * 1024;

/** Builds a Starport server (one per process: Colyseus' matchmaker is process-wide). */
export function createStarport(opts: StarportOptions): Starport {
  if (active) throw new Error("a Starport server is already running in this process");
  active = true;
  Encoder.BUFFER_SIZE = Math.max(Encoder.BUFFER_SIZE, ENCODE_BUFFER_BYTES);
  const logger = opts.logger ?? jsonLogger();
  const store = opts.store ?? new SqliteStore(":memory:");
  const leaseMs = Math.round((opts.leaseSeconds ?? 15) * 1000);
  const restores = new Map<string, StoredMatch>();
  const live = new Set<TableBase>();
  const now = () => Date.now();
  const gameMap = Object.fromEntries(Object.entries(opts.games));
  const host = opts.host ?? "127.0.0.1";
  const limits: Limits = { ...DEFAULT_LIMITS, ...opts.limits };
  let stopping = false;
  let stopped: Promise<void> | null = null;
  const defs = gamesOf(opts);
  // the HTTP server listens before the matches of a crashed process are restored: until they are
  // back, /healthz says 503 so that proxies and health checks send nobody here yet
  let restoring = true;
  const health = healthOf(Date.now(), () => stopping || restoring);

  const transport = new HeartbeatTransport({ maxPayload: opts.maxPayloadBytes ?? 16 * 1024 });
  const http = { games: defs, health, staticDir: opts.staticDir ?? null, store, gameMap, logger };
  const server = colyseusServer(opts, transport, { ...http, monitorPassword: opts.monitorPassword ?? null });

  server.define("lobby", StarportLobby);
  const bots = new BotPool(opts.botThreads ?? 1);
  const shared = tableSettings(opts, { logger, store, leaseMs, restores, live, now, limits, bots });
  for (const def of defs) {
    server
      .define(def.id, tableRoomFor({ ...shared, def }))
      .filterBy(["players", "mode", "open"])
      .enableRealtimeListing();
  }

  const recovery = new Recovery({
    store,
    games: defs.map((d) => d.id),
    logger,
    leaseMs,
    exclusive: !opts.redisUrl,
    shared: Boolean(opts.redisUrl),
    restores,
    live,
    now,
  });

  return {
    logger,
    health,
    store,
    async listen() {
      await server.listen(opts.port ?? 2567, host);
      await recovery.start();
      restoring = false;
      installGate(transport.server!, { limits, logger, maxBody: MAX_HTTP_BODY });
      // outermost: CORS, the operator's routes and the security headers (docs/security.md)
      installHttpGuard(transport.server!, {
        allowedOrigins: opts.allowedOrigins ?? [],
        publicAddress: opts.publicAddress ?? null,
      });
      const port = (transport.server!.address() as AddressInfo).port;
      logger.log("info", "server.listening", {
        host,
        port,
        processId: matchMaker.processId,
        publicAddress: opts.publicAddress ?? null,
        redis: Boolean(opts.redisUrl),
        games: defs.map((d) => d.id),
        store: store.kind,
      });
      return { port };
    },
    shutdown() {
      stopped ??= (async () => {
        stopping = true;
        logger.log("info", "server.stopping", { rooms: health().rooms, clients: health().clients });
        await recovery.stop();
        await server.gracefullyShutdown(false);
        bots.close();
        await closeStore(store, logger);
        active = false;
        logger.log("info", "server.stopped", {});
      })();
      return stopped;
    },
  };
}
