/**
 * The server-load series: for each N, the Starport step then the bare `ws` step with the same
 * sockets, pace and bytes; every latency also as a ratio to the bare one; the knee (the smallest N
 * whose p99 is over 50 ms); and the same load over two processes sharing Redis, as a ratio to one.
 */
import { type BareStep, bareStep, type StarportStep, starportStep, type Windows } from "./server-load.ts";
import { ratio } from "./stats.ts";

export const GAME = "stellar-omega";
export const PLAYERS = 4;
export const KNEE_MS = 50;

export interface LoadConfig {
  steps: number[];
  windows: Windows;
  /** Tables arriving per second, and joining at once per generator at most. */
  rate: number;
  concurrency: number;
  /** N of the two-process run (none: skipped). */
  clusterN: number | null;
  cpuProf: boolean;
  /** Heap snapshots of the one-process server at each N, summarised (`heap.ts`). */
  heapSnapshots?: boolean;
  main?: string;
}

export interface Ratios {
  p50: number | null;
  p99: number | null;
  max: number | null;
  joinP50: number | null;
  joinP99: number | null;
}

export interface LoadStep {
  n: number;
  starport?: StarportStep;
  bare?: BareStep;
  /** Starport / bare, same N, same run. */
  ratios?: Ratios;
  error?: string;
  skipped?: string;
}

export interface ClusterFigures {
  n: number;
  one: StarportStep;
  two?: StarportStep;
  /** Two processes / one: latencies, server CPU (summed), RSS (summed). */
  ratios?: Ratios & { cpu: number | null; rss: number | null };
  error?: string;
}

export interface LoadFigures {
  game: string;
  players: number;
  config: LoadConfig;
  steps: LoadStep[];
  knee: { n: number | null; text: string };
  cluster: ClusterFigures | null;
}

const ratiosOf = (a: StarportStep, b: { latency: BareStep["latency"]; join: BareStep["join"] }): Ratios => ({
  p50: ratio(a.latency.p50, b.latency.p50),
  p99: ratio(a.latency.p99, b.latency.p99),
  max: ratio(a.latency.max, b.latency.max),
  joinP50: ratio(a.join.p50, b.join.p50),
  joinP99: ratio(a.join.p99, b.join.p99),
});

/** A step the server could not keep up with: many moves never seen by every client. */
const collapsed = (s: StarportStep) => s.moves > 0 && s.incomplete > 0.2 * (s.moves + s.incomplete);

async function oneStep(cfg: LoadConfig, n: number): Promise<LoadStep> {
  const common = { n, players: PLAYERS, windows: cfg.windows, rate: cfg.rate, concurrency: cfg.concurrency };
  process.stderr.write(`bench: server load, ${n} tables\n`);
  const starport = await starportStep({
    ...common,
    game: GAME,
    cpuProf: cfg.cpuProf,
    heapSnapshots: cfg.heapSnapshots,
    main: cfg.main,
  });
  process.stderr.write(`bench: bare ws, ${n} tables\n`);
  const bare = await bareStep({
    ...common,
    frames: starport.framesPerMovePerClient || 3,
    frameBytes: starport.bytesPerMovePerClient || 600,
    moveBytes: starport.moveBytes || 60,
  });
  return { n, starport, bare, ratios: ratiosOf(starport, bare) };
}

async function clusterRun(cfg: LoadConfig, one: StarportStep): Promise<ClusterFigures> {
  const n = one.n;
  process.stderr.write(`bench: two processes and Redis, ${n} tables\n`);
  try {
    const two = await starportStep({
      n,
      players: PLAYERS,
      windows: cfg.windows,
      rate: cfg.rate,
      concurrency: cfg.concurrency,
      game: GAME,
      cluster: true,
      cpuProf: cfg.cpuProf,
      main: cfg.main,
    });
    const r = ratiosOf(two, one);
    return {
      n,
      one,
      two,
      ratios: { ...r, cpu: ratio(two.cpuPct, one.cpuPct), rss: ratio(two.rssAtNMiB, one.rssAtNMiB) },
    };
  } catch (e) {
    return { n, one, error: String((e as Error).message ?? e) };
  }
}

export async function loadSection(cfg: LoadConfig): Promise<LoadFigures> {
  const steps: LoadStep[] = [];
  let stop: string | null = null;
  for (const n of cfg.steps) {
    if (stop) {
      steps.push({ n, skipped: stop });
      continue;
    }
    try {
      const s = await oneStep(cfg, n);
      steps.push(s);
      if (s.starport && collapsed(s.starport)) stop = `the server collapsed at ${n} tables`;
    } catch (e) {
      steps.push({ n, error: String((e as Error).message ?? e) });
      stop = `the step at ${n} tables failed`;
    }
  }
  const over = steps.find((s) => s.starport && s.starport.latency.p99 > KNEE_MS);
  const measured = steps.filter((s) => s.starport).map((s) => s.n);
  const knee = over
    ? { n: over.n, text: `${over.n} tables (p99 ${over.starport!.latency.p99} ms)` }
    : { n: null, text: `none up to ${Math.max(0, ...measured)} tables` };
  let cluster: ClusterFigures | null = null;
  const base = steps.find((s) => s.n === cfg.clusterN)?.starport;
  if (cfg.clusterN !== null && base) cluster = await clusterRun(cfg, base);
  return { game: GAME, players: PLAYERS, config: cfg, steps, knee, cluster };
}
