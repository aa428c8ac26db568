/** Reading the server's settings from the environment, and running it until a signal. */
import { accessSync, constants } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AnyGameDef } from "@starport/rules";
import { z } from "zod";
import { createStarport, type StarportOptions } from "./app.ts";
import { normaliseOrigin } from "./http-security.ts";
import { parseLimits } from "./limits.ts";
import { jsonLogger, type LogLevel } from "./log.ts";
import type { MatchStore } from "./store.ts";
import { openStore } from "./store-open.ts";

const DEFAULT_STATIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../client/dist");
/** The repository's `.data/` (git-ignored): the SQLite store's default directory. */
const DEFAULT_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../.data");

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const envSchema = z.object({
  PORT: int(0, 65535).default(2567),
  HOST: z.string().min(1).default("0.0.0.0"),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_ADDRESS: z.string().min(1).optional(),
  PUBLIC_HOST: z.string().min(1).optional(),
  PUBLIC_PATH: z
    .string()
    .regex(/^(\/[A-Za-z0-9._~-]+)+\/?$/, "must be a path such as /s1")
    .optional(),
  MONITOR_PASSWORD: z.string().min(1).optional(),
  BOT_DELAY_MS: int(0, 60_000).default(600),
  RECONNECT_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  STATIC_DIR: z.string().min(1).default(DEFAULT_STATIC_DIR),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  SHUTDOWN_TIMEOUT_MS: int(1000, 600_000).default(30_000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  LEASE_SECONDS: z.coerce.number().min(1).max(600).default(15),
  TABLE_IDLE_SECONDS: z.coerce.number().min(1).max(86_400).default(300),
  FINISHED_TABLE_SECONDS: z.coerce.number().min(1).max(86_400).default(600),
  ALLOWED_ORIGINS: z
    .string()
    .transform((v, ctx) => {
      try {
        return parseAllowedOrigins(v);
      } catch (e) {
        ctx.addIssue({ code: "custom", message: (e as Error).message });
        return z.NEVER;
      }
    })
    .default([]),
  LIMITS: z
    .string()
    .transform((v, ctx) => {
      try {
        return parseLimits(v);
      } catch (e) {
        ctx.addIssue({ code: "custom", message: (e as Error).message });
        return z.NEVER;
      }
    })
    .default({}),
});

export type ServerEnv = z.infer<typeof envSchema>;

/**
 * ALLOWED_ORIGINS: other sites' origins that may call matchmaking and the public API from a
 * browser, comma-separated (`https://a.example.org, http://localhost:5173`). Each is reduced to the
 * form browsers send (lower case, no default port; a trailing slash is tolerated). A path, a
 * wildcard or `null` is refused: `*` would give every site what this setting restricts.
 */
export function parseAllowedOrigins(value: string): string[] {
  const out: string[] = [];
  for (const part of value.split(",")) {
    const item = part.trim();
    if (!item) continue;
    const origin = normaliseOrigin(item);
    if (!origin) throw new Error(`"${item}" is not an origin such as https://play.example.org`);
    if (!out.includes(origin)) out.push(origin);
  }
  return out;
}

/**
 * How browsers reach this process, as the SDK wants it: `host[:port][/path]`, no scheme (the SDK
 * puts `ws://` or `wss://` in front, after the page's own protocol) and no trailing slash. An
 * operator may well write `https://play.example.org/`: that is accepted and reduced.
 */
export function normalisePublicAddress(value: string, name = "PUBLIC_ADDRESS"): string {
  const v = value
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
    .replace(/\/+$/, "");
  if (!v || v.startsWith("/") || /[\s?#]/.test(v)) {
    throw new Error(
      `bad environment: ${name}: must be host[:port] as browsers use it, e.g. play.example.org`,
    );
  }
  return v;
}

/**
 * PUBLIC_ADDRESS if set, else PUBLIC_HOST + PUBLIC_PATH (e.g. `play.example.org` + `/s1`: the
 * compose file gives every process the site's public host and its own path on the proxy).
 */
export function publicAddressOf(env: {
  PUBLIC_ADDRESS?: string | undefined;
  PUBLIC_HOST?: string | undefined;
  PUBLIC_PATH?: string | undefined;
}): string | undefined {
  if (env.PUBLIC_ADDRESS) return normalisePublicAddress(env.PUBLIC_ADDRESS);
  if (!env.PUBLIC_HOST) return undefined;
  const path = (env.PUBLIC_PATH ?? "").replace(/\/+$/, "");
  return normalisePublicAddress(env.PUBLIC_HOST, "PUBLIC_HOST") + path;
}

/** Whether an address (`host[:port][/path]`, or a bare IP) names the machine itself. */
export function isLocalAddress(address: string): boolean {
  const hostPort = address.split("/")[0] ?? "";
  let host: string;
  if (hostPort.startsWith("[")) host = hostPort.slice(1, hostPort.indexOf("]"));
  else if (hostPort.split(":").length > 2)
    host = hostPort; // a bare IPv6 address
  else host = hostPort.split(":")[0] ?? "";
  host = host.toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host) || host === "::1";
}

/** Parses the environment; throws an Error naming the bad variable. */
export function readEnv(env: NodeJS.ProcessEnv): ServerEnv {
  // empty variables count as unset (docker-compose passes "" for unset substitutions)
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const r = envSchema.safeParse(set);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new Error(`bad environment: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const data = { ...r.data, PUBLIC_ADDRESS: publicAddressOf(r.data) };
  if (data.REDIS_URL && !data.PUBLIC_ADDRESS) {
    throw new Error(
      "bad environment: REDIS_URL needs PUBLIC_ADDRESS, or PUBLIC_HOST and PUBLIC_PATH (how browsers reach this process)",
    );
  }
  return data;
}

/** Why the SQLite store's directory may be unusable (SQLite itself only says "unable to open"). */
function dataDirHint(dir: string): { hint?: string } {
  try {
    accessSync(dir, constants.W_OK);
    return {};
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? "error";
    return {
      hint: `DATA_DIR ${dir} must be writable by uid ${process.getuid?.()} (${code}); in Docker mount a volume there`,
    };
  }
}

/** Starts a server from the environment and stops it gracefully on SIGTERM/SIGINT. */
export async function runFromEnv(env: NodeJS.ProcessEnv, games: Record<string, AnyGameDef>): Promise<void> {
  let cfg: ServerEnv;
  try {
    cfg = readEnv(env);
  } catch (e) {
    jsonLogger().log("error", "server.bad_config", { error: (e as Error).message });
    process.exit(2);
  }
  const logger = jsonLogger({ min: cfg.LOG_LEVEL as LogLevel });
  if (cfg.PUBLIC_ADDRESS && isLocalAddress(cfg.PUBLIC_ADDRESS) && !isLocalAddress(cfg.HOST)) {
    // seat reservations name this address: a browser on another machine would dial itself
    logger.log("warn", "server.public_address_local", {
      publicAddress: cfg.PUBLIC_ADDRESS,
      hint: "only browsers on this machine can open tables; set PUBLIC_HOST to the host[:port] players use",
    });
  }
  let store: MatchStore;
  try {
    store = await openStore({
      databaseUrl: cfg.DATABASE_URL ?? null,
      dataDir: path.resolve(cfg.DATA_DIR),
      onError: (e) => logger.log("error", "store.failed", { op: "connection", error: e.message }),
    });
  } catch (e) {
    logger.log("error", "store.open_failed", {
      error: (e as Error).message,
      ...(cfg.DATABASE_URL ? {} : dataDirHint(path.resolve(cfg.DATA_DIR))),
    });
    process.exit(1);
  }
  const opts: StarportOptions = {
    games,
    host: cfg.HOST,
    port: cfg.PORT,
    redisUrl: cfg.REDIS_URL,
    publicAddress: cfg.PUBLIC_ADDRESS,
    monitorPassword: cfg.MONITOR_PASSWORD ?? null,
    allowedOrigins: cfg.ALLOWED_ORIGINS,
    limits: cfg.LIMITS,
    botDelayMs: cfg.BOT_DELAY_MS,
    reconnectSeconds: cfg.RECONNECT_SECONDS,
    staticDir: cfg.STATIC_DIR,
    logger,
    store,
    leaseSeconds: cfg.LEASE_SECONDS,
    idleWaitingSeconds: cfg.TABLE_IDLE_SECONDS,
    finishedKeepSeconds: cfg.FINISHED_TABLE_SECONDS,
  };
  const app = createStarport(opts);

  const stop = (signal: string): void => {
    logger.log("info", "server.signal", { signal });
    const force = setTimeout(() => {
      logger.log("error", "server.shutdown_timeout", { ms: cfg.SHUTDOWN_TIMEOUT_MS });
      process.exit(1);
    }, cfg.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    app.shutdown().then(
      () => process.exit(0),
      (e) => {
        logger.log("error", "server.shutdown_failed", { error: String(e) });
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  process.on("uncaughtException", (e) => {
    logger.log("error", "server.uncaught", { error: e.stack ?? String(e) });
    stop("uncaughtException");
  });
  process.on("unhandledRejection", (e) => {
    logger.log("error", "server.unhandled_rejection", {
      error: e instanceof Error ? (e.stack ?? e.message) : String(e),
    });
  });

  try {
    await app.listen();
  } catch (e) {
    logger.log("error", "server.listen_failed", { error: String(e) });
    process.exit(1);
  }
}
