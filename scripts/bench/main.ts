/**
 * `pnpm bench [--quick] [--cpu-prof] [--server-ref <git ref>]`: figures, not assertions.
 *
 * Rules speed and bots in-process; the server under load in its own process, driven by two
 * load-generator processes (real SDK clients, real games, moves from the legal moves), next to a
 * bare `ws` fan-out server with the same sockets, pace and bytes (every latency is also given as
 * a ratio to it); the same load over two processes sharing Redis; the client's bundle and its
 * times in headless Chromium. Prints one JSON object; a full run also writes docs/performance.md.
 *
 *   --quick           N = 50 and 200, short windows, no two-process run (< 3 minutes)
 *   --cpu-prof        the server processes run with --cpu-prof (artifacts/bench/*.cpuprofile)
 *   --heap-snapshots  heap snapshots of the one-process server before the first join, at each N and after
 *                     closing, summarised per table (artifacts/bench/heap-<N>-tables*.txt; scripts/bench/heap.ts)
 *   --server-ref REF  measure the server (and client) of a git ref, e.g. HEAD, instead of the working tree
 *   --steps 100,300   other N; --cluster-n N the two-process run's N (0: none); --no-rules; --no-client; --no-docs
 *   --report-from F   only rewrite docs/performance.md from a saved result (artifacts/bench/bench-*.json)
 *
 * Every run also saves its result as artifacts/bench/bench-<date>.json.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, freemem, loadavg, release, totalmem } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type ClientFigures, clientSection } from "./client.ts";
import { type LoadConfig, loadSection } from "./load.ts";
import { ARTIFACTS, killAll, ROOT } from "./procs.ts";
import { newestProfile, type ProfileTop, summariseProfile } from "./profile.ts";
import { type BenchResult, writeReport } from "./report.ts";
import { rulesSection } from "./rules.ts";
import { type Snapshot, snapshotServer } from "./snapshot.ts";
import { round } from "./stats.ts";

const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    "cpu-prof": { type: "boolean", default: false },
    "heap-snapshots": { type: "boolean", default: false },
    "server-ref": { type: "string" },
    steps: { type: "string" },
    "cluster-n": { type: "string" },
    "no-client": { type: "boolean", default: false },
    "no-rules": { type: "boolean", default: false },
    "no-docs": { type: "boolean", default: false },
    "report-from": { type: "string" },
  },
});
const quick = values.quick;

function loadConfig(main: string | undefined): LoadConfig {
  const steps = values.steps
    ? values.steps.split(",").map(Number)
    : quick
      ? [50, 200]
      : [100, 300, 1000, 2000];
  const clusterN =
    values["cluster-n"] !== undefined ? Number(values["cluster-n"]) || null : quick ? null : 300;
  const windows = quick
    ? { joinMaxMs: 30_000, warmMs: 2000, measureMs: 8000, drainMs: 2000, closeMaxMs: 8000 }
    : { joinMaxMs: 120_000, warmMs: 5000, measureMs: 30_000, drainMs: 5000, closeMaxMs: 45_000 };
  const heapSnapshots = values["heap-snapshots"];
  return {
    steps,
    windows,
    rate: 50,
    concurrency: 16,
    clusterN,
    cpuProf: values["cpu-prof"],
    heapSnapshots,
    main,
  };
}

function machine() {
  const cpuinfo = readFileSync("/proc/cpuinfo", "utf8");
  const os = readFileSync("/etc/os-release", "utf8").match(/^PRETTY_NAME="?([^"\n]*)"?/m)?.[1] ?? "";
  return {
    cpu: cpuinfo.match(/^model name\s*:\s*(.*)$/m)?.[1] ?? cpus()[0]?.model ?? "",
    cores: cpus().length,
    memGiB: round(totalmem() / 2 ** 30, 1),
    freeGiB: round(freemem() / 2 ** 30, 1),
    os,
    kernel: release(),
    node: process.version,
    loadAtStart: loadavg().map((x) => round(x, 2)),
    pageFaultUs: pageFaultUs(),
    damon: damonActions(),
  };
}

/**
 * What one first touch of a 4 KiB page costs here (µs, median of 3 x 64 MiB): in this project's
 * VMs about 12-14 µs against well under 1 µs on bare metal, so a process whose heap or buffers
 * grow, or whose freed pages the kernel takes back, stalls for it.
 */
function pageFaultUs(): number {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const b = Buffer.allocUnsafeSlow(64 << 20);
    for (let j = 0; j < b.length; j += 4096) b[j] = 1;
    runs.push(performance.now() - t0);
  }
  return round(((runs.sort((a, b) => a - b)[1] ?? 0) * 1000) / 16384, 2);
}

/** The actions of the kernel's running DAMON schemes (proactive reclaim: "pageout"), if any. */
function damonActions(): string[] {
  const root = "/sys/kernel/mm/damon/admin/kdamonds";
  const actions: string[] = [];
  try {
    for (const k of readdirSync(root)) {
      if (!/^\d+$/.test(k) || readFileSync(`${root}/${k}/state`, "utf8").trim() !== "on") continue;
      for (const c of readdirSync(`${root}/${k}/contexts`).filter((d) => /^\d+$/.test(d)))
        for (const sc of readdirSync(`${root}/${k}/contexts/${c}/schemes`).filter((d) => /^\d+$/.test(d)))
          actions.push(readFileSync(`${root}/${k}/contexts/${c}/schemes/${sc}/action`, "utf8").trim());
    }
  } catch {
    // no DAMON (or not readable): nothing to report
  }
  return actions;
}

async function run() {
  const t0 = performance.now();
  const mach = machine();
  let snap: Snapshot | null = null;
  try {
    if (values["server-ref"]) snap = snapshotServer(values["server-ref"]);
    const server = snap
      ? { ref: values["server-ref"], commit: snap.commit }
      : { ref: "working tree", commit: null };
    const rules = values["no-rules"] ? null : rulesSection(quick);
    const load = await loadSection(loadConfig(snap?.main));
    let client: ClientFigures | null = null;
    if (!values["no-client"]) client = await clientSection({ root: snap?.dir ?? ROOT, main: snap?.main });
    let profile: ProfileTop | null = null;
    const prof = values["cpu-prof"] ? newestProfile(ARTIFACTS, "server-single") : null;
    if (prof) profile = summariseProfile(prof);
    const result: BenchResult = {
      date: new Date().toISOString(),
      quick,
      machine: { ...mach, loadAtEnd: loadavg().map((x) => round(x, 2)) },
      server,
      durationSec: round((performance.now() - t0) / 1000, 1),
      rules,
      load,
      client,
      profile,
    };
    const json = JSON.stringify(result);
    console.log(json);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(
      path.join(ARTIFACTS, `bench-${result.date.replace(/[:.]/g, "-")}${quick ? "-quick" : ""}.json`),
      json,
    );
    if (!quick && !values["no-docs"]) writeReport(result);
  } finally {
    snap?.remove();
  }
}

try {
  const from = values["report-from"];
  if (from) writeReport(JSON.parse(readFileSync(from, "utf8")) as BenchResult);
  else await run();
  process.exit(0);
} catch (e) {
  process.stderr.write(`bench: ${(e as Error).stack ?? e}\n`);
  killAll();
  process.exit(1);
}
