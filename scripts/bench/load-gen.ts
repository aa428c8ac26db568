/**
 * A load-generator process (started by server-load.ts with an IPC channel): plays its share of
 * the tables with real SDK clients (mode "starport") or with plain WebSockets against the bare
 * `ws` fan-out server (mode "bare"), on the parent's commands: join, play, leave, exit.
 *
 *   node scripts/bench/load-gen.ts '<GenConfig as JSON>'
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { type GcPauses, histogramMs, watchGcPauses } from "../../packages/server/src/gc-pauses.ts";
import { BareTable } from "./load-bare.ts";
import { type PlayWindow, StarportTable } from "./load-starport.ts";
import { sleep } from "./stats.ts";

export interface GenConfig {
  mode: "starport" | "bare";
  /** Server URLs (ws://host:port); table t plays on urls[t % urls.length]. */
  urls: string[];
  game: string;
  players: number;
  /** Indices of this generator's tables. */
  tables: number[];
  /** Tables joining at once, at most. */
  concurrency: number;
  /** Tables this generator starts joining per second (players arriving). */
  rate: number;
  /** Bare mode: frames per move per client and their total bytes (as measured on the server). */
  frames: number;
  frameBytes: number;
  moveBytes: number;
}

export type Command =
  | { cmd: "join"; maxMs: number }
  | { cmd: "play"; warmMs: number; measureMs: number; drainMs: number }
  | { cmd: "leave" }
  | { cmd: "exit" };

export interface Joined {
  type: "joined";
  joinMs: number[];
  tables: number;
  failed: number;
  errors: string[];
}

export interface Played {
  type: "played";
  latencies: number[];
  /** Moves sent in the measured window, and those not seen by every client when it ended. */
  moves: number;
  incomplete: number;
  rejected: number;
  bytes: number;
  frames: number;
  /** Bytes of the measured moves as sent (payload). */
  sentBytes: number;
  clients: number;
  fullViewBytes: number;
  fullViews: number;
  seconds: number;
  /**
   * This generator's own event-loop delay over the measured window (ms): a move seen late by a
   * generator held up (its GC, its share of the cores) counts as late, as in a browser.
   */
  loopDelayMs: { p50: number; p99: number; max: number };
  /** Its garbage collector's pauses over the same window. */
  gcPauses: GcPauses;
}

export interface GenTable {
  join(joinMs: number[]): Promise<void>;
  play(w: PlayWindow): void;
  leave(): Promise<void>;
}

const JOIN_TIMEOUT_MS = 30_000;
const config = JSON.parse(process.argv[2] ?? "{}") as GenConfig;
const send = (m: unknown) => process.send?.(m);
let tables: GenTable[] = [];

async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, rej) => {
    timer = setTimeout(() => rej(new Error(`${what} after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function join(maxMs: number): Promise<Joined> {
  const joinMs: number[] = [];
  const errors: string[] = [];
  let failed = 0;
  const deadline = Date.now() + maxMs;
  const queue = [...config.tables];
  let nextStart = performance.now();
  const worker = async () => {
    while (Date.now() < deadline) {
      const t = queue.shift();
      if (t === undefined) break;
      // arrivals at a steady rate: this table's turn comes 1/rate after the previous one's
      const wait = nextStart - performance.now();
      nextStart = Math.max(nextStart, performance.now()) + 1000 / config.rate;
      if (wait > 0) await sleep(wait);
      const url = config.urls[t % config.urls.length]!;
      const table: GenTable =
        config.mode === "bare" ? new BareTable(url, t, config) : new StarportTable(url, t, config);
      try {
        // a saturated server may never answer: the table counts as failed after a while
        await withTimeout(table.join(joinMs), JOIN_TIMEOUT_MS, `table ${t}: no seat`);
        tables.push(table);
      } catch (e) {
        failed++;
        if (errors.length < 5) errors.push(String((e as Error).message ?? e));
        await table.leave().catch(() => {});
      }
    }
  };
  await Promise.all(Array.from({ length: config.concurrency }, worker));
  failed += queue.length;
  return { type: "joined", joinMs, tables: tables.length, failed, errors };
}

async function play(c: Extract<Command, { cmd: "play" }>): Promise<Played> {
  const t0 = performance.now();
  const w: PlayWindow = {
    sending: true,
    measureFrom: t0 + c.warmMs,
    measureTo: t0 + c.warmMs + c.measureMs,
    counting: false,
    latencies: [],
    moves: 0,
    rejected: 0,
    bytes: 0,
    frames: 0,
    sentBytes: 0,
    pending: new Set(),
  };
  for (const t of tables) t.play(w);
  await sleep(c.warmMs);
  w.counting = true;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const gc = watchGcPauses();
  await sleep(c.measureMs);
  loop.disable();
  const gcPauses = gc.read();
  gc.stop();
  w.sending = false;
  const drainEnd = Date.now() + c.drainMs;
  while (w.pending.size > 0 && Date.now() < drainEnd) await sleep(20);
  w.counting = false;
  const now = performance.now();
  // moves still not seen everywhere count with the time they have waited so far (a lower bound)
  for (const p of w.pending) w.latencies.push(now - p.sentAt);
  let fullViewBytes = 0;
  let fullViews = 0;
  for (const t of tables) {
    if (t instanceof StarportTable) {
      for (const b of t.fullViewBytes()) {
        fullViewBytes += b;
        fullViews++;
      }
    }
  }
  return {
    type: "played",
    latencies: w.latencies,
    moves: w.moves,
    incomplete: w.pending.size,
    rejected: w.rejected,
    bytes: w.bytes,
    frames: w.frames,
    sentBytes: w.sentBytes,
    clients: tables.length * config.players,
    fullViewBytes,
    fullViews,
    seconds: c.measureMs / 1000,
    loopDelayMs: histogramMs(loop),
    gcPauses,
  };
}

process.on("message", async (m: Command) => {
  try {
    if (m.cmd === "join") send(await join(m.maxMs));
    else if (m.cmd === "play") send(await play(m));
    else if (m.cmd === "leave") {
      await Promise.all(tables.map((t) => Promise.race([t.leave().catch(() => {}), sleep(10_000)])));
      tables = [];
      send({ type: "left" });
    } else if (m.cmd === "exit") process.exit(0);
  } catch (e) {
    send({ type: "error", error: String((e as Error).stack ?? e) });
  }
});
// a late answer to a join given up on must not end the process
process.on("unhandledRejection", (e) => process.stderr.write(`load-gen: ${String(e)}\n`));
send({ type: "ready" });
