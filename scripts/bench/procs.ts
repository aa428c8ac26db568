/**
 * Processes of the bench: the server (packages/server/src/main.ts), redis-server, the bare `ws`
 * baseline and the load generators, all on 127.0.0.1 and free ports, started here and stopped by
 * PID. Also samples a process's CPU time and RSS from /proc.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { Socket } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { GcPauses } from "../../packages/server/src/gc-pauses.ts";
import { LIFTED_PER_CLIENT, limitsSetting } from "../../packages/server/src/limits.ts";
import { freePort, type Proc, startProc, stopProc, waitUntil } from "../lib/processes.ts";

export { freePort, type Proc, waitUntil };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const NODE = process.execPath;
export const SERVER_MAIN = path.join(ROOT, "packages/server/src/main.ts");

const running = new Set<Proc>();

/** Starts a process (stdout and stderr lines kept, the last 200). `ipc` opens a message channel. */
export function start(
  name: string,
  cmd: string,
  args: string[],
  env: Record<string, string> = {},
  ipc = false,
): Proc {
  const p = startProc(name, cmd, args, { cwd: ROOT, env, ipc, keep: 200 });
  running.add(p);
  p.exit.then(() => running.delete(p));
  return p;
}

/** SIGTERM by PID, SIGKILL after `ms`; resolves with the exit code (null when killed). */
export async function stop(p: Proc, ms = 15_000): Promise<number | null> {
  const r = await stopProc(p, "SIGTERM", ms);
  return r === "killed" ? null : r;
}

/** Kills whatever this bench started and is still running (by PID), e.g. after an error. */
export function killAll(): void {
  for (const p of running) if (p.child.pid && p.child.exitCode === null) process.kill(p.child.pid, "SIGKILL");
}

/** The servers' operator password (their /api/admin routes; loopback only). */
const BENCH_OPERATOR_PASSWORD = "bench-operator";

interface ProcessReport {
  collected: boolean;
  heapUsedMiB: number;
  eventLoopDelayMs?: { p50: number; p99: number; max: number };
  /** The garbage collector's pauses since the last reset (packages/server/src/gc-pauses.ts). */
  gcPauses?: GcPauses;
  /** The store's time to keep each move since the last reset (packages/server/src/move-writes.ts). */
  moveWritesMs?: MoveWrites;
}

export interface MoveWrites {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** A server's `/api/admin/memory` with the given query (`gc=1`, `reset=1`). */
async function processReport(port: number, query: string): Promise<ProcessReport> {
  const auth = `Basic ${Buffer.from(`bench:${BENCH_OPERATOR_PASSWORD}`).toString("base64")}`;
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/memory?${query}`, {
    headers: { authorization: auth },
  });
  return (await res.json()) as ProcessReport;
}

/** A server's heap in MiB after a full garbage collection (its `/api/admin/memory?gc=1`). */
export async function heapAfterGc(port: number): Promise<number> {
  const m = await processReport(port, "gc=1");
  if (!m.collected) throw new Error(`server on ${port} did not collect (started without --expose-gc?)`);
  return m.heapUsedMiB;
}

/**
 * A server's event-loop delay and garbage-collection pauses since the previous call (which then
 * resets them); null where it cannot say.
 */
export async function heldSinceLast(port: number): Promise<{
  delay: ProcessReport["eventLoopDelayMs"] | null;
  gc: GcPauses | null;
  writes: MoveWrites | null;
}> {
  const r = await processReport(port, "reset=1").catch(() => null);
  return { delay: r?.eventLoopDelayMs ?? null, gc: r?.gcPauses ?? null, writes: r?.moveWritesMs ?? null };
}

export const healthz = async (port: number): Promise<{ ok: boolean; rooms: number; clients: number }> =>
  (await fetch(`http://127.0.0.1:${port}/healthz`)).json() as Promise<{
    ok: boolean;
    rooms: number;
    clients: number;
  }>;

const BENCH_LIMITS = limitsSetting(LIFTED_PER_CLIENT);

export interface ServerSettings {
  dataDir: string;
  staticDir?: string;
  redisUrl?: string;
  cpuProf?: boolean;
  /** Name of the process in logs and in its profile's file name. */
  name?: string;
  /** The entry point (default: packages/server/src/main.ts of the working tree). */
  main?: string;
  /** SIGUSR2 writes a heap snapshot to artifacts/bench (`heapSnapshot`). */
  heapSnapshots?: boolean;
}

/** Where the bench writes its profiles, heap snapshots and results. */
export const ARTIFACTS = path.join(ROOT, "artifacts/bench");

/**
 * The production entry point with a temporary SQLite store, no bot delay, tables everyone left
 * closed after 2 s, on 127.0.0.1:<port>.
 */
export async function startServer(port: number, s: ServerSettings): Promise<Proc> {
  // --expose-gc: /api/admin/memory?gc=1 then reports the heap still reachable (heapAfterGc)
  const flags = s.cpuProf
    ? [
        "--cpu-prof",
        `--cpu-prof-dir=${ARTIFACTS}`,
        `--cpu-prof-name=${s.name ?? "server"}-${port}.cpuprofile`,
      ]
    : [];
  flags.push("--expose-gc");
  if (s.heapSnapshots) {
    mkdirSync(ARTIFACTS, { recursive: true });
    flags.push("--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${ARTIFACTS}`);
  }
  const env: Record<string, string> = {
    MONITOR_PASSWORD: BENCH_OPERATOR_PASSWORD,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: s.dataDir,
    BOT_DELAY_MS: "0",
    LOG_LEVEL: "warn",
    SHUTDOWN_TIMEOUT_MS: "20000",
    // a game every player left is aborted (and its room closed) after this long
    TABLE_IDLE_SECONDS: "2",
    STATIC_DIR: s.staticDir ?? s.dataDir,
    // every simulated player comes from 127.0.0.1: the per-address limits (docs/security.md) would
    // stop the load at a few tables; the process-wide cap (maxTables) stays as configured
    LIMITS: BENCH_LIMITS,
  };
  if (s.redisUrl) Object.assign(env, { REDIS_URL: s.redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${port}` });
  const p = start(s.name ?? "server", NODE, [...flags, s.main ?? SERVER_MAIN], env);
  await waitUntil(`server on ${port}`, 30_000, async () => (await healthz(port)).ok, p);
  return p;
}

/**
 * A heap snapshot of a server started with `heapSnapshots` (V8 collects first: live objects only),
 * once written: the file appears when writing starts, and the server answers again when it ends.
 */
export async function heapSnapshot(p: Proc, port: number): Promise<string> {
  const pid = p.child.pid!;
  const mine = () =>
    new Set(readdirSync(ARTIFACTS).filter((f) => f.endsWith(".heapsnapshot") && f.includes(`.${pid}.`)));
  const before = mine();
  process.kill(pid, "SIGUSR2");
  let file = "";
  await waitUntil(
    `heap snapshot of ${p.name}`,
    120_000,
    async () => {
      file ||= [...mine()].find((f) => !before.has(f)) ?? "";
      return file !== "" && (await healthz(port)).ok;
    },
    p,
  );
  return path.join(ARTIFACTS, file);
}

async function redisPing(port: number): Promise<boolean> {
  return new Promise((res) => {
    const sock = new Socket();
    sock.setTimeout(500);
    sock.once("error", () => res(false));
    sock.once("timeout", () => {
      sock.destroy();
      res(false);
    });
    sock.connect(port, "127.0.0.1", () => sock.write("PING\r\n"));
    sock.once("data", (d) => {
      sock.destroy();
      res(d.toString().startsWith("+PONG"));
    });
  });
}

/** Debian's redis-server without persistence, as the compose file runs it. */
export async function startRedis(port: number): Promise<Proc> {
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
  const redis = start("redis", "redis-server", args);
  await waitUntil("redis", 10_000, () => redisPing(port), redis);
  return redis;
}

const TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) and RSS (MiB) of a process, from /proc. */
export function procStat(pid: number): { cpuSec: number; rssMiB: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // fields[0] is field 3 (state): utime is field 14, stime field 15
  const cpuSec = (Number(fields[11]) + Number(fields[12])) / TICKS;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const rssKiB = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
  return { cpuSec, rssMiB: rssKiB / 1024 };
}

/** Samples a process every `ms`: peak RSS, and CPU use between two marks. */
export class Sampler {
  peakRssMiB = 0;
  readonly pid: number;
  private timer: ReturnType<typeof setInterval>;
  constructor(pid: number, ms = 250) {
    this.pid = pid;
    this.timer = setInterval(() => this.sample(), ms);
  }
  sample(): { cpuSec: number; rssMiB: number; at: number } {
    try {
      const s = procStat(this.pid);
      this.peakRssMiB = Math.max(this.peakRssMiB, s.rssMiB);
      return { ...s, at: performance.now() };
    } catch {
      return { cpuSec: 0, rssMiB: 0, at: performance.now() };
    }
  }
  stop(): void {
    clearInterval(this.timer);
  }
}

/** CPU use between two samples, in % of one core. */
export const cpuPercent = (a: { cpuSec: number; at: number }, b: { cpuSec: number; at: number }): number =>
  b.at > a.at ? (100 * (b.cpuSec - a.cpuSec)) / ((b.at - a.at) / 1000) : 0;
