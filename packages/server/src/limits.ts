/**
 * What one client may ask of the server (docs/security.md): rates per address and per player
 * token, caps on tables and connections, and the log of refusals (one line per burst). Pure and
 * clock-driven, so the tests run it without a server.
 */
import type { Logger } from "./log.ts";

/** Every limit with its value; `DEFAULT_LIMITS` are the values in docs/security.md. */
export interface Limits {
  /** Matchmaking requests (create, join, quick play, join by code) per address per minute. */
  matchmakePerMinute: number;
  /** Tables created per address per minute (and per player token: half of it). */
  createPerMinute: number;
  /** Joins by code per address per minute (code guesses). */
  joinByCodePerMinute: number;
  /** Tables not yet finished that one address may have created and still hold. */
  tablesPerAddress: number;
  /** Tables not yet finished that one player token may have created and still hold. */
  tablesPerToken: number;
  /** Tables alive in this process (waiting, playing or just finished). */
  maxTables: number;
  /** Open WebSocket connections per address. */
  socketsPerAddress: number;
  /** WebSocket connections opened per address per minute. */
  socketsPerMinute: number;
  /** Proxies in front of the server whose X-Forwarded-For is trusted (0: the socket's address). */
  trustProxyHops: number;
}

export const DEFAULT_LIMITS: Limits = {
  matchmakePerMinute: 120,
  createPerMinute: 10,
  joinByCodePerMinute: 30,
  tablesPerAddress: 8,
  tablesPerToken: 3,
  maxTables: 3000,
  socketsPerAddress: 64,
  socketsPerMinute: 240,
  trustProxyHops: 0,
};

/** Keys kept by a window before the oldest expired ones are dropped (memory stays bounded). */
const PRUNE_AT = 10_000;

interface Count {
  n: number;
  resetAt: number;
  refused: number;
}

/**
 * A fixed one-minute window per key (an address, a token hash). `take` counts a request and says
 * whether it is within `max`; the first refusal of a burst is logged, the rest are counted and
 * reported in one line when the window turns over.
 */
export class RateWindow {
  private counts = new Map<string, Count>();
  readonly kind: string;
  private readonly logger: Logger;
  private readonly now: () => number;
  private readonly windowMs: number;

  constructor(kind: string, logger: Logger, now: () => number = Date.now, windowMs = 60_000) {
    this.kind = kind;
    this.logger = logger;
    this.now = now;
    this.windowMs = windowMs;
  }

  take(key: string, max: number): boolean {
    const t = this.now();
    let c = this.counts.get(key);
    if (c && t >= c.resetAt) {
      this.report(key, c);
      c = undefined;
    }
    if (!c) {
      if (this.counts.size >= PRUNE_AT) this.prune(t);
      c = { n: 0, resetAt: t + this.windowMs, refused: 0 };
      this.counts.set(key, c);
    }
    c.n++;
    if (c.n <= max) return true;
    if (c.refused++ === 0) this.logger.log("warn", "limit.refused", { kind: this.kind, key, max });
    return false;
  }

  /** Keys currently counted (tests: memory stays bounded). */
  get size(): number {
    return this.counts.size;
  }

  private report(key: string, c: Count): void {
    if (c.refused > 1) this.logger.log("warn", "limit.burst", { kind: this.kind, key, refused: c.refused });
  }

  private prune(t: number): void {
    for (const [key, c] of this.counts) {
      if (t >= c.resetAt) {
        this.report(key, c);
        this.counts.delete(key);
      }
    }
  }
}

/** Open connections per key, with a cap. */
export class Gauge {
  private open = new Map<string, number>();
  private readonly max: () => number;

  constructor(max: () => number) {
    this.max = max;
  }

  /** Counts one more connection for `key`; false (and nothing counted) at the cap. */
  enter(key: string): boolean {
    const n = this.open.get(key) ?? 0;
    if (n >= this.max()) return false;
    this.open.set(key, n + 1);
    return true;
  }

  leave(key: string): void {
    const n = (this.open.get(key) ?? 1) - 1;
    if (n <= 0) this.open.delete(key);
    else this.open.set(key, n);
  }

  count(key: string): number {
    return this.open.get(key) ?? 0;
  }
}

/**
 * The client's address: the socket's, or with `hops` trusted proxies in front, the entry of
 * X-Forwarded-For that the outermost trusted proxy appended (an address the client cannot choose).
 */
export function clientAddress(
  headers: Record<string, string | string[] | undefined>,
  socketAddress: string | undefined,
  hops: number,
): string {
  const own = (socketAddress ?? "unknown").replace(/^::ffff:/, "");
  if (hops <= 0) return own;
  const raw = headers["x-forwarded-for"];
  const list = (Array.isArray(raw) ? raw.join(",") : (raw ?? ""))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // each trusted proxy appends the address it saw: the last `hops` entries are theirs
  const entry = list[list.length - hops];
  return entry ? entry.replace(/^::ffff:/, "") : own;
}

/** Header through which the HTTP gate hands the checked address to the rooms' onAuth. */
export const ADDRESS_HEADER = "x-starport-address";

/** Keys an options object may never carry: they would set a prototype when Colyseus merges it. */
const POISON = new Set(["__proto__", "constructor", "prototype"]);

/** The path of the first prototype-setting key in `value` (depth-limited), or null. */
export function poisonedKey(value: unknown, depth = 0): string | null {
  if (value === null || typeof value !== "object") return null;
  if (depth > 8) return "(too deep)";
  for (const key of Object.keys(value)) {
    if (POISON.has(key)) return key;
    const inner = poisonedKey((value as Record<string, unknown>)[key], depth + 1);
    if (inner !== null) return `${key}.${inner}`;
  }
  return null;
}

/**
 * A player token anyone could guess: fewer than 8 different characters (a random token of 16
 * characters has about 14). Tokens are secrets that give a seat back; docs/protocol.md.
 */
export function weakToken(token: string): boolean {
  return new Set(token).size < 8;
}

/**
 * The LIMITS setting: `name=value` pairs separated by commas (`createPerMinute=20,maxTables=5000`),
 * each a name of `Limits` and a whole number ≥ 0. Unknown names and bad values are refused.
 */
export function parseLimits(value: string): Partial<Limits> {
  const out: Partial<Limits> = {};
  for (const part of value.split(",")) {
    const item = part.trim();
    if (!item) continue;
    const [name, raw] = item.split("=").map((s) => s.trim());
    if (!name || !(name in DEFAULT_LIMITS)) {
      throw new Error(`"${name}" is not a limit (${Object.keys(DEFAULT_LIMITS).join(", ")})`);
    }
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
    out[name as keyof Limits] = n;
  }
  return out;
}

/**
 * The per-client limits all lifted: for servers whose clients all come from one address (the test
 * suites on 127.0.0.1, `pnpm bench`); the process-wide `maxTables` stays.
 */
export const LIFTED_PER_CLIENT: Partial<Limits> = {
  matchmakePerMinute: 1e6,
  createPerMinute: 1e6,
  joinByCodePerMinute: 1e6,
  tablesPerAddress: 1e6,
  tablesPerToken: 1e6,
  socketsPerAddress: 1e6,
  socketsPerMinute: 1e6,
};

/** `limits` as the LIMITS setting reads it (`parseLimits`' inverse). */
export function limitsSetting(limits: Partial<Limits>): string {
  return Object.entries(limits)
    .map(([k, v]) => `${k}=${v}`)
    .join(",");
}
