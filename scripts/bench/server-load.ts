/**
 * One step of the server load: N tables x 4 real SDK clients in two load-generator processes
 * against the server in its own process (or two processes sharing Redis), then the same sockets,
 * pace and bytes against the bare `ws` fan-out server. CPU and RSS come from /proc.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { GcPauses } from "../../packages/server/src/gc-pauses.ts";
import { type Generators, mergeJoined, mergePlayed, startGenerators } from "./generators.ts";
import type { GenConfig, Joined, Played } from "./load-gen.ts";
import {
  ARTIFACTS,
  cpuPercent,
  freePort,
  healthz,
  heapAfterGc,
  heapSnapshot,
  heldSinceLast,
  type MoveWrites,
  NODE,
  type Proc,
  ROOT,
  Sampler,
  start,
  startRedis,
  startServer,
  stop,
  waitUntil,
} from "./procs.ts";
import { type Dist, dist, round, sleep, worstBy } from "./stats.ts";

export interface Windows {
  joinMaxMs: number;
  warmMs: number;
  measureMs: number;
  drainMs: number;
  closeMaxMs: number;
}

export interface Phase {
  tables: number;
  failed: number;
  errors: string[];
  join: Dist;
  latency: Dist;
  moves: number;
  movesPerSec: number;
  incomplete: number;
  rejected: number;
  /** Server process(es) CPU over the measured window, % of one core (summed over processes). */
  cpuPct: number;
  cpuJoinPct: number;
  generatorsCpuPct: number;
  rssAtNMiB: number;
  /** The server's event-loop delay in the measured window (ms; the worst process); null for bare ws. */
  loopDelayMs: { p50: number; p99: number; max: number } | null;
  /** The garbage collector's pauses in the measured window (the worst process); null for bare ws. */
  gcPauses: GcPauses | null;
  /** The store's time to keep each move in the window (the slowest process's p99); null for bare ws. */
  moveWritesMs: MoveWrites | null;
  played: Omit<Played, "type" | "latencies">;
}

export interface StarportStep extends Phase {
  n: number;
  processes: number;
  rssBeforeMiB: number;
  peakRssMiB: number;
  kibPerTable: number;
  rssAfterCloseMiB: number;
  /** Heap still reachable after a full GC (MiB): before the first join, at N, after closing. */
  heapBeforeMiB: number | null;
  heapAtNMiB: number | null;
  heapAfterCloseMiB: number | null;
  /** (heap at N − heap before) ÷ N, in KiB: what a table and its 4 connections keep alive. */
  heapKibPerTable: number | null;
  closeSeconds: number;
  /** Server CPU while the rooms close. */
  cpuClosePct: number;
  roomsLeft: number;
  bytesPerMovePerClient: number;
  framesPerMovePerClient: number;
  moveBytes: number;
  fullViewBytes: number;
  /**
   * With `heapSnapshots`: the live heap's growth per table (`heap.ts`) from before the first join to
   * N tables, and to after they all closed (what stays), as files.
   */
  heapSummaryFiles: string[] | null;
}

const GENERATORS = 2;
const sumCpu = (ss: Sampler[], a: ReturnType<Sampler["sample"]>[], b: ReturnType<Sampler["sample"]>[]) =>
  round(
    ss.reduce((acc, _, i) => acc + cpuPercent(a[i]!, b[i]!), 0),
    1,
  );
const rssOf = (ss: Sampler[]) =>
  round(
    ss.reduce((a, s) => a + s.sample().rssMiB, 0),
    1,
  );

/** Joins every table, plays the windows, and reads CPU and RSS of the servers meanwhile. */
async function runPhase(gens: Generators, servers: Sampler[], w: Windows, ports: number[]): Promise<Phase> {
  const genSamplers = gens.procs.map((p) => new Sampler(p.child.pid!, 1000));
  try {
    const j0 = servers.map((s) => s.sample());
    const joined = mergeJoined(
      await gens.ask<Joined>({ cmd: "join", maxMs: w.joinMaxMs }, w.joinMaxMs + 30_000),
    );
    const j1 = servers.map((s) => s.sample());
    const playMs = w.warmMs + w.measureMs + w.drainMs;
    const playing = gens.ask<Played>({ cmd: "play", ...w }, playMs + 30_000);
    await sleep(w.warmMs);
    const a = servers.map((s) => s.sample());
    const ga = genSamplers.map((s) => s.sample());
    for (const p of ports) await heldSinceLast(p);
    await sleep(w.measureMs);
    const b = servers.map((s) => s.sample());
    const gb = genSamplers.map((s) => s.sample());
    const held = await Promise.all(ports.map((p) => heldSinceLast(p)));
    const delays = held.map((h) => h.delay);
    const rssAtNMiB = rssOf(servers);
    const { latencies, ...played } = mergePlayed(await playing);
    return {
      tables: joined.tables,
      failed: joined.failed,
      errors: joined.errors,
      join: dist(joined.joinMs),
      latency: dist(latencies),
      moves: played.moves,
      movesPerSec: round(played.moves / (w.measureMs / 1000), 1),
      incomplete: played.incomplete,
      rejected: played.rejected,
      cpuPct: sumCpu(servers, a, b),
      cpuJoinPct: sumCpu(servers, j0, j1),
      generatorsCpuPct: sumCpu(genSamplers, ga, gb),
      rssAtNMiB,
      // the worst server's: how long its thread was held up while the moves were measured
      loopDelayMs:
        delays.length > 0 && delays.every((d) => d)
          ? {
              p50: Math.max(...delays.map((d) => d!.p50)),
              p99: Math.max(...delays.map((d) => d!.p99)),
              max: Math.max(...delays.map((d) => d!.max)),
            }
          : null,
      // the process whose collector paused longest in all, and the one whose store was slowest
      gcPauses: worstBy(
        held.map((h) => h.gc),
        (g) => g.totalMs,
      ),
      moveWritesMs: worstBy(
        held.map((h) => h.writes),
        (w) => w.p99,
      ),
      played,
    };
  } finally {
    for (const s of genSamplers) s.stop();
  }
}

/** Waits (bounded) until the servers hold no room (a game everybody left is aborted, then closed). */
/** The servers' reachable heap after a full GC, summed (MiB); null if one cannot say (an older server). */
async function heapOf(ports: number[]): Promise<number | null> {
  let sum = 0;
  for (const p of ports) {
    const h = await heapAfterGc(p).catch(() => null);
    if (h === null) return null;
    sum += h;
  }
  return round(sum, 1);
}

async function closeAll(ports: number[], maxMs: number): Promise<{ seconds: number; roomsLeft: number }> {
  const t0 = Date.now();
  let rooms = 0;
  do {
    rooms = 0;
    for (const p of ports) rooms += (await healthz(p).catch(() => ({ rooms: 0 }))).rooms;
    if (rooms === 0) break;
    await sleep(250);
  } while (Date.now() - t0 < maxMs);
  return { seconds: round((Date.now() - t0) / 1000, 1), roomsLeft: rooms };
}

export interface StarportOptions {
  n: number;
  game: string;
  players: number;
  windows: Windows;
  /** Two server processes sharing a redis-server. */
  cluster?: boolean;
  cpuProf?: boolean;
  concurrency: number;
  /** Tables arriving per second (all generators). */
  rate: number;
  /** The server's entry point (default: the working tree's). */
  main?: string;
  /** One process only: heap snapshots before the first join, at N and after closing, summarised per table. */
  heapSnapshots?: boolean;
}

/** Heap snapshots are taken of a one-process step only. */
const snapshotting = (o: StarportOptions): boolean => o.heapSnapshots === true && !o.cluster;

/** `heap.ts` on two snapshots, in a process of its own (a snapshot of 1,000 tables parses to gigabytes). */
function summariseSnapshots(before: string, after: string, n: number, name: string): string {
  const text = execFileSync(
    NODE,
    ["--max-old-space-size=12000", path.join(ROOT, "scripts/bench/heap.ts"), before, after, String(n)],
    { maxBuffer: 1 << 24 },
  ).toString();
  const file = path.join(ARTIFACTS, `heap-${n}-${name}.txt`);
  writeFileSync(file, text);
  return path.relative(ROOT, file);
}

async function startServers(o: StarportOptions, dataDir: string, procs: Proc[]): Promise<number[]> {
  const ports = [await freePort()];
  let redisUrl: string | undefined;
  if (o.cluster) {
    ports.push(await freePort());
    const redisPort = await freePort();
    procs.push(await startRedis(redisPort));
    redisUrl = `redis://127.0.0.1:${redisPort}`;
  }
  for (const [i, port] of ports.entries()) {
    const name = `server-${o.cluster ? "cluster" : "single"}-${o.n}-${i}`;
    const heapSnapshots = snapshotting(o);
    procs.push(
      await startServer(port, { dataDir, redisUrl, cpuProf: o.cpuProf, name, main: o.main, heapSnapshots }),
    );
  }
  return ports;
}

/** N tables on the Starport server (one process, or two sharing Redis). */
export async function starportStep(o: StarportOptions): Promise<StarportStep> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "starport-bench-"));
  const procs: Proc[] = [];
  let gens: Generators | null = null;
  let samplers: Sampler[] = [];
  try {
    const ports = await startServers(o, dataDir, procs);
    const servers = procs.filter((p) => p.name.startsWith("server"));
    samplers = servers.map((p) => new Sampler(p.child.pid!));
    // startup's garbage goes first (RSS falls for a second or two after listening)
    await sleep(3000);
    const rssBeforeMiB = rssOf(samplers);
    const heapBeforeMiB = await heapOf(ports);
    const snapshots = snapshotting(o) ? [await heapSnapshot(servers[0]!, ports[0]!)] : [];
    gens = await startGenerators(GENERATORS, o.n, {
      mode: "starport",
      urls: ports.map((p) => `ws://127.0.0.1:${p}`),
      game: o.game,
      players: o.players,
      concurrency: o.concurrency,
      rate: o.rate / GENERATORS,
      frames: 0,
      frameBytes: 0,
      moveBytes: 0,
    });
    const phase = await runPhase(gens, samplers, o.windows, ports);
    // after the measured window: a full collection pauses the server
    const heapAtNMiB = await heapOf(ports);
    if (snapshots.length) snapshots.push(await heapSnapshot(servers[0]!, ports[0]!));
    await gens.ask({ cmd: "leave" }, 60_000);
    const c0 = samplers.map((s) => s.sample());
    const closed = await closeAll(ports, o.windows.closeMaxMs);
    const c1 = samplers.map((s) => s.sample());
    await sleep(5000);
    const rssAfterCloseMiB = rssOf(samplers);
    const heapAfterCloseMiB = await heapOf(ports);
    if (snapshots.length) snapshots.push(await heapSnapshot(servers[0]!, ports[0]!));
    const pl = phase.played;
    const perClientMove = pl.moves && phase.tables ? pl.moves * o.players : 1;
    return {
      n: o.n,
      processes: ports.length,
      ...phase,
      rssBeforeMiB,
      peakRssMiB: round(
        samplers.reduce((a, s) => a + s.peakRssMiB, 0),
        1,
      ),
      kibPerTable: phase.tables ? round(((phase.rssAtNMiB - rssBeforeMiB) * 1024) / phase.tables, 1) : 0,
      rssAfterCloseMiB,
      heapBeforeMiB,
      heapAtNMiB,
      heapAfterCloseMiB,
      heapKibPerTable:
        phase.tables && heapAtNMiB !== null && heapBeforeMiB !== null
          ? round(((heapAtNMiB - heapBeforeMiB) * 1024) / phase.tables, 1)
          : null,
      closeSeconds: closed.seconds,
      cpuClosePct: sumCpu(samplers, c0, c1),
      roomsLeft: closed.roomsLeft,
      bytesPerMovePerClient: Math.round(pl.bytes / perClientMove),
      framesPerMovePerClient: round(pl.frames / perClientMove, 2),
      moveBytes: pl.moves ? Math.round(pl.sentBytes / pl.moves) : 0,
      fullViewBytes: pl.fullViews ? Math.round(pl.fullViewBytes / pl.fullViews) : 0,
      heapSummaryFiles:
        snapshots.length === 3 && phase.tables
          ? [
              summariseSnapshots(snapshots[0]!, snapshots[1]!, phase.tables, "tables"),
              summariseSnapshots(snapshots[0]!, snapshots[2]!, phase.tables, "tables-closed"),
            ]
          : null,
    };
  } finally {
    for (const s of samplers) s.stop();
    await gens?.stop();
    for (const p of procs.reverse()) await stop(p, 25_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface BareOptions {
  n: number;
  players: number;
  windows: Windows;
  concurrency: number;
  rate: number;
  frames: number;
  frameBytes: number;
  moveBytes: number;
}

export type BareStep = Phase & { n: number };

/** The same tables, pace and bytes on the bare `ws` fan-out server. */
export async function bareStep(o: BareOptions): Promise<BareStep> {
  const port = await freePort();
  const server = start("bare-ws", NODE, [path.join(ROOT, "scripts/bench/bare-ws.ts"), String(port)]);
  let gens: Generators | null = null;
  const sampler = new Sampler(server.child.pid!);
  try {
    await waitUntil("bare-ws", 20_000, async () => server.out.some((l) => l.startsWith("{")), server);
    const cfg: Omit<GenConfig, "tables"> = {
      mode: "bare",
      urls: [`ws://127.0.0.1:${port}`],
      game: "",
      players: o.players,
      concurrency: o.concurrency,
      rate: o.rate / GENERATORS,
      frames: Math.max(1, Math.round(o.frames)),
      frameBytes: o.frameBytes,
      moveBytes: o.moveBytes,
    };
    gens = await startGenerators(GENERATORS, o.n, cfg);
    const phase = await runPhase(gens, [sampler], o.windows, []);
    await gens.ask({ cmd: "leave" }, 30_000);
    return { n: o.n, ...phase };
  } finally {
    sampler.stop();
    await gens?.stop();
    await stop(server, 5000);
  }
}
