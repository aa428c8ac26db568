/**
 * Issue 17's fuzz test: a live server (main.ts as a child process, SQLite in a temp directory) with
 * honest tables of four games in progress, under about two minutes of every attack of the issue
 * (test/support/fuzz-attacks.ts), at least 100,000 hostile messages and requests in all.
 * FUZZ_SECONDS sets the attack's length (default 120; FUZZ_SECONDS=600 for a long run).
 *
 * Any clear refusal is a fine answer (an HTTP 4xx or Colyseus' 52x with a JSON error, a close
 * 4002/1008/1009, a `rejected` or `error` message): the answers are counted, not checked. What is
 * checked are the invariants:
 * - the server process keeps running and answers /healthz;
 * - every honest table keeps being played, and changes only by its players' moves: every stored
 *   move is one an honest player sent at that version from that seat, no seat changes hands or
 *   kind, no honest player is disconnected;
 * - every finished match in the store verifies (the library of `pnpm verify`);
 * - the server's RSS stays within bounds during the attack and comes back after it;
 * - the server's log output stays small;
 * - no file outside STATIC_DIR is served, no stolen reconnection token gets a connection.
 * One JSON line reports what was sent and refused by kind, the round trips of an unrelated table
 * (one no attacker joins) before and during the attack, the RSS and the log volume.
 *
 * FUZZ_PHASES=1 runs the per-attack mode instead (skipped otherwise): after a quiet baseline phase,
 * each attack kind alone for FUZZ_PHASE_SECONDS (default 12), a few seconds of quiet between
 * phases (FUZZ_PHASE_QUIET_SECONDS, default 3; FUZZ_PHASE_KINDS=http.create,ws.chat for a subset).
 * Per phase: what was sent and how it was answered, the unrelated table's round trips, the RSS
 * (start, max, end, and after a full collection in the quiet that follows). One JSON line
 * `{"fuzzPhases": [...]}` and a markdown table in artifacts/fuzz-phases.md; the same invariants
 * are asserted at the end.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { canonicalJson, GAMES, rngFromSeed } from "@starport/rules";
import { afterAll, describe, expect, it } from "vitest";
import { historyOf } from "../../src/history.ts";
import { hashToken } from "../../src/ids.ts";
import type { MatchStore } from "../../src/store.ts";
import { openStore, SQLITE_FILE } from "../../src/store-open.ts";
import { verifyHistory } from "../../src/verify.ts";
import { sleep } from "../helpers.ts";
import { type AttackContext, pacer, resetAttackState, startAttacks } from "../support/fuzz-attacks.ts";
import { HonestLane, type LaneSpec, type LaneTable, percentile } from "../support/fuzz-honest.ts";
import { collectAndMeasure, type Memory } from "../support/fuzz-inspect.ts";
import { rawRequest, Tally } from "../support/fuzz-wire.ts";
import { freePort, MAIN, NODE, ROOT, waitUntil } from "./procs.ts";

/** Seconds of attack (CI default about two minutes; FUZZ_SECONDS=600 for a long run). */
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 120);
/** Honest play alone before the attack (the "before" round trips and RSS). */
const BASELINE_S = 15;
/** Honest play alone after the attack, before the "after" RSS is read (seat reservations expire in 15 s). */
const SETTLE_S = 25;
/** Hostile messages and requests per second of attack that the run must reach (100,000 in 120 s). */
const MIN_RATE = 100_000 / 120;
/** RSS bounds over the RSS before the attack (MB), and the log volume bound (bytes). */
const RSS_DURING_MB = Number(process.env.FUZZ_RSS_DURING_MB ?? 300);
const RSS_AFTER_MB = Number(process.env.FUZZ_RSS_AFTER_MB ?? 100);
/** The V8 heap in use after a full collection, after the attack, over the same before it (MB). */
const HEAP_AFTER_MB = Number(process.env.FUZZ_HEAP_AFTER_MB ?? 50);
/** 5 MB for the two-minute run (a longer run may write in proportion: joins and tables are logged). */
const LOG_MAX_BYTES = Math.round(5 * 1024 * 1024 * Math.max(1, SECONDS / 120));
/** Hostile HTTP requests per second, all HTTP attack loops together (WebSocket frames come on top). */
const HTTP_RATE = Number(process.env.FUZZ_HTTP_RATE ?? 900);
const SEED = process.env.FUZZ_SEED ?? randomBytes(4).toString("hex");

/** The per-attack mode (FUZZ_PHASES=1): each kind alone, after a quiet baseline of the same length. */
const PHASES_MODE = process.env.FUZZ_PHASES === "1";
const PHASE_S = Number(process.env.FUZZ_PHASE_SECONDS ?? 12);
/** Quiet between phases (after the phase's last loop ended), before the next one starts. */
const QUIET_S = Number(process.env.FUZZ_PHASE_QUIET_SECONDS ?? 3);
const PHASE_KINDS = process.env.FUZZ_PHASE_KINDS?.split(",").filter(Boolean) ?? null;

/** One phase: the attacks of issue 17 by number ("-": the other kinds), each kind alone. */
interface PhaseSpec {
  issue: string;
  attack: string;
  /** Tally kinds the phase's loops send (none: the quiet baseline). */
  kinds: string[];
}
const PHASES: PhaseSpec[] = [
  { issue: "1", attack: "table creation", kinds: ["http.create"] },
  { issue: "2", attack: "cross-origin", kinds: ["http.origin"] },
  { issue: "3", attack: "malformed frames, kick-and-rejoin", kinds: ["ws.malformed", "rejoin"] },
  { issue: "4", attack: "request frames", kinds: ["ws.request"] },
  { issue: "5", attack: "bot-only tables", kinds: ["ws.bottable"] },
  { issue: "6", attack: "stolen reconnection tokens", kinds: ["ws.stolen"] },
  { issue: "7", attack: "__proto__ in options", kinds: ["http.proto"] },
  { issue: "8", attack: "chat flood", kinds: ["ws.chat"] },
  { issue: "9", attack: "code guessing", kinds: ["http.guess"] },
  { issue: "9", attack: "weak tokens", kinds: ["http.weak"] },
  { issue: "9", attack: "deep explain", kinds: ["ws.deep"] },
  { issue: "-", attack: "hostile HTTP", kinds: ["http.hostile"] },
  { issue: "-", attack: "bad join options", kinds: ["http.badjoin"] },
  { issue: "-", attack: "spectators acting", kinds: ["ws.context"] },
  { issue: "-", attack: "oversized frames", kinds: ["ws.oversize"] },
];
const SELECTED_PHASES = PHASE_KINDS
  ? PHASES.filter((p) => p.kinds.some((k) => PHASE_KINDS.includes(k)))
  : PHASES;

const LANES: LaneSpec[] = [
  { game: "stellar-omega", players: 2, unrelated: true },
  { game: "space-opera", players: 2, unrelated: false },
  { game: "one-deck-galaxy", players: 2, unrelated: false },
  { game: "space-gate-odyssey", players: 3, unrelated: false },
];

const work = mkdtempSync(path.join(tmpdir(), "starport-fuzz-"));
let child: ChildProcess | null = null;

afterAll(async () => {
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    process.kill(child.pid, "SIGKILL");
    await new Promise((r) => child!.once("exit", r));
  }
  rmSync(work, { recursive: true, force: true });
});

/** The server's output, counted (it is not kept: a flood of log lines must not fill the test's memory). */
class LogMeter {
  bytes = 0;
  lines = 0;
  readonly byEvent: Record<string, number> = {};
  readonly errors: string[] = [];
  readonly tail: string[] = [];
  private rest = "";

  feed(buf: Buffer): void {
    this.bytes += buf.length;
    const text = this.rest + buf.toString("utf8");
    const parts = text.split("\n");
    this.rest = (parts.pop() ?? "").slice(0, 100_000);
    for (const line of parts) {
      if (!line.trim()) continue;
      this.lines++;
      let event = /^(Debugger |For help, see|Waiting for the debugger)/.test(line) ? "inspector" : "unparsed";
      let level = "";
      try {
        const j = JSON.parse(line) as { event?: string; level?: string };
        event = String(j.event ?? "unparsed");
        level = String(j.level ?? "");
      } catch {}
      this.byEvent[event] = (this.byEvent[event] ?? 0) + 1;
      if ((level === "error" || event === "unparsed") && this.errors.length < 20)
        this.errors.push(line.slice(0, 400));
      this.tail.push(line.slice(0, 300));
      if (this.tail.length > 20) this.tail.shift();
    }
  }
}

/** The resident set of process `pid` in MB (0 once it is gone). */
function rssMb(pid: number): number {
  let status = "";
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return 0;
  }
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const round = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);

/** A server child process with honest lanes being played, sampled every second. */
interface Live {
  port: number;
  base: string;
  pid: number;
  inspectPort: number;
  dataDir: string;
  secret: string;
  log: LogMeter;
  server: ChildProcess;
  exited: Promise<number | null>;
  alive(): boolean;
  lanes: HonestLane[];
  /** When the lanes started. */
  tBaseline: number;
  rss: { at: number; mb: number }[];
  /** Tables and connections in the process (from /healthz), every second. */
  load: { at: number; rooms: number; clients: number }[];
  health: { probes: number; failed: number; slowestMs: number };
  /** Stops the sampler. */
  stopSampling(): Promise<void>;
  stopHonest(): void;
}

/** Starts main.ts as a child process, the honest lanes, and the sampler of RSS and /healthz. */
async function launch(): Promise<Live> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(work, "run-"));
  const staticDir = path.join(dir, "static");
  const dataDir = path.join(dir, "data");
  mkdirSync(path.join(staticDir, "assets"), { recursive: true });
  mkdirSync(dataDir);
  writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>Starport</title>");
  writeFileSync(path.join(staticDir, "assets", "app.js"), "console.log('app');");
  const secret = `SECRET-${randomBytes(16).toString("hex")}`;
  writeFileSync(path.join(dir, "secret.txt"), secret);

  const log = new LogMeter();
  // the inspector (loopback only) lets the test collect garbage before reading the RSS
  const inspectPort = await freePort();
  child = spawn(NODE, [`--inspect=127.0.0.1:${inspectPort}`, MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      MONITOR_PASSWORD: randomBytes(12).toString("hex"),
      BOT_DELAY_MS: "300",
      RECONNECT_SECONDS: "5",
      FINISHED_TABLE_SECONDS: "20",
      LOG_LEVEL: "info",
      // as behind the compose file's proxy: the address is the one it appends to X-Forwarded-For
      // (honest players and attackers each come from their own addresses)
      LIMITS: "trustProxyHops=1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server = child;
  const pid = server.pid!;
  server.stdout!.on("data", (b: Buffer) => log.feed(b));
  server.stderr!.on("data", (b: Buffer) => log.feed(b));
  const exited = new Promise<number | null>((r) => server.once("exit", (code) => r(code)));
  const alive = () => server.exitCode === null && server.signalCode === null;
  await waitUntil("the server", 20_000, async () => (await fetch(`${base}/healthz`)).ok);

  // ---- honest tables -----------------------------------------------------------------------------
  let honestStop = false;
  const lanes = LANES.map(
    (spec, i) => new HonestLane(spec, `ws://127.0.0.1:${port}`, rngFromSeed(`${SEED}:${i}`), i),
  );
  for (const lane of lanes) lane.start(() => honestStop);
  const tBaseline = Date.now();
  // RSS and health, sampled every second from here on
  const rss: { at: number; mb: number }[] = [];
  const load: { at: number; rooms: number; clients: number }[] = [];
  const health = { probes: 0, failed: 0, slowestMs: 0 };
  let sampling = true;
  const sampler = (async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (sampling && alive()) {
      const at = Date.now();
      rss.push({ at, mb: rssMb(pid) });
      const t0 = performance.now();
      const a = await rawRequest(agent, port, "GET", "/healthz", {}, undefined, 5000);
      health.probes++;
      health.slowestMs = Math.max(health.slowestMs, performance.now() - t0);
      if (a.status !== 200) health.failed++;
      else {
        try {
          const h = JSON.parse(a.body) as { rooms?: number; clients?: number };
          load.push({ at, rooms: Number(h.rooms ?? 0), clients: Number(h.clients ?? 0) });
        } catch {}
      }
      await sleep(1000);
    }
    agent.destroy();
  })();
  return {
    port,
    base,
    pid,
    inspectPort,
    dataDir,
    secret,
    log,
    server,
    exited,
    alive,
    lanes,
    tBaseline,
    rss,
    load,
    health,
    stopSampling: async () => {
      sampling = false;
      await sampler;
    },
    stopHonest: () => {
      honestStop = true;
    },
  };
}

/** How a run ended: the server's state, its stop, and the store's matches checked. */
interface Ending {
  serverUp: boolean;
  lastHealth: number;
  exitCode: number | null | "timeout";
  verified: { finished: number; ok: number; failed: string[] };
  honestChecked: { tables: number; moves: number };
}

/**
 * Stops the sampler, reads /healthz once more, stops the honest players and the server (SIGTERM),
 * then verifies the store's finished matches and checks the honest tables (problems go to `failures`).
 */
async function wrapUp(live: Live, failures: string[]): Promise<Ending> {
  const { lanes, pid, alive } = live;
  await live.stopSampling();
  const serverUp = alive();
  const lastHealth = serverUp
    ? await fetch(`${live.base}/healthz`).then(
        (r) => r.status,
        () => 0,
      )
    : 0;

  live.stopHonest();
  await Promise.all(lanes.map((l) => l.halt()));
  // the server stops with the honest players still seated: their tables are kept as they are
  if (alive()) process.kill(pid, "SIGTERM");
  const exitCode = await Promise.race([live.exited, sleep(30_000).then(() => "timeout" as const)]);
  if (exitCode === "timeout" && alive()) process.kill(pid, "SIGKILL");

  // ---- the store ---------------------------------------------------------------------------------
  const store: MatchStore = await openStore({ databaseUrl: null, dataDir: live.dataDir });
  const verified = { finished: 0, ok: 0, failed: [] as string[] };
  const honestChecked = { tables: 0, moves: 0 };
  try {
    const { DatabaseSync } = await import("node:sqlite");
    const db = new DatabaseSync(path.join(live.dataDir, SQLITE_FILE), { readOnly: true });
    const finished = db.prepare("SELECT id FROM matches WHERE status = 'finished'").all() as {
      id: string;
    }[];
    db.close();
    for (const { id } of finished) {
      const m = await store.getMatch(id);
      if (!m) continue;
      verified.finished++;
      const v = verifyHistory(historyOf(m, GAMES), GAMES);
      if (v.ok) verified.ok++;
      else if (verified.failed.length < 10) verified.failed.push(`${m.game} ${id}: ${v.summary}`);
    }
    for (const lane of lanes) {
      for (const t of lane.tables) {
        const problems = await checkHonestTable(store, lane.spec.game, t);
        honestChecked.tables++;
        honestChecked.moves += t.version;
        failures.push(...problems);
      }
    }
  } finally {
    await store.close();
  }
  return { serverUp, lastHealth, exitCode, verified, honestChecked };
}

/** The invariants about the process and the honest lanes (it ran, answered, stopped, logged no crash). */
function serverFailures(live: Live, end: Ending, what: string): string[] {
  const out: string[] = [];
  const { server, log } = live;
  if (!end.serverUp)
    out.push(
      `the server process died (exit ${server.exitCode}, signal ${server.signalCode}); last lines:\n${log.tail.join("\n")}`,
    );
  if (end.serverUp && end.lastHealth !== 200)
    out.push(`/healthz answered ${end.lastHealth} after the ${what}`);
  if (live.health.failed > 0)
    out.push(`/healthz failed ${live.health.failed} of ${live.health.probes} probes during the run`);
  if (end.exitCode !== 0) out.push(`the server did not stop cleanly on SIGTERM: ${end.exitCode}`);
  const fatal = ["server.uncaught", "server.unhandled_rejection", "server.shutdown_timeout"].filter(
    (e) => log.byEvent[e],
  );
  if (fatal.length > 0)
    out.push(`the server logged ${fatal.join(", ")}: ${log.errors.slice(0, 3).join("\n")}`);
  for (const lane of live.lanes) out.push(...lane.anomalies);
  return out;
}

/** The invariant about the store: every finished match verifies, and there is one. */
function storeFailures(end: Ending): string[] {
  const out: string[] = [];
  if (end.verified.failed.length > 0)
    out.push(`stored matches that do not verify: ${end.verified.failed.join("; ")}`);
  if (end.verified.ok === 0) out.push("no finished match in the store to verify");
  return out;
}

/**
 * Answers that are no clear refusal: a server error that is not Colyseus' typed 52x JSON, an HTTP
 * connection dropped or timed out, a WebSocket left without an answer.
 */
function unclearAnswers(tally: Tally, into: Record<string, number> = {}): Record<string, number> {
  for (const [kind, labels] of Object.entries(tally.answers)) {
    for (const [label, n] of Object.entries(labels)) {
      const serverError = /^http 5\d\d /.test(label) && !/^http 52\d json /.test(label);
      if (serverError || /^http 0 /.test(label) || /no answer/.test(label))
        into[`${kind} ${label}`] = (into[`${kind} ${label}`] ?? 0) + n;
    }
  }
  return into;
}

const topEvents = (log: LogMeter) =>
  Object.fromEntries(
    Object.entries(log.byEvent)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12),
  );

describe("fuzz: a live server under every attack of issue 17", () => {
  it.skipIf(PHASES_MODE)(
    "keeps running, keeps honest tables exact, verifies its matches, bounds memory and logs",
    async () => {
      const tTest = Date.now();
      const live = await launch();
      const { port, lanes, rss, health, log, inspectPort, alive, tBaseline } = live;
      const failures: string[] = [];
      await sleep(BASELINE_S * 1000);
      // RSS before and after are read after a full garbage collection
      const memStart = await collectAndMeasure(inspectPort);
      const rssStart = memStart.rssMb;

      // ---- the attack --------------------------------------------------------------------------
      const tally = new Tally();
      const tAttack = Date.now();
      const attackEnd = tAttack + SECONDS * 1000;
      const ctx: AttackContext = {
        port,
        tally,
        rng: rngFromSeed(`attack:${SEED}`),
        games: Object.keys(GAMES),
        targets: () => lanes.map((l) => l.target()).filter((c): c is string => c !== null),
        honestTokens: () => lanes.flatMap((l) => l.liveTokens()),
        xff: "10.66.0.0",
        pace: pacer(HTTP_RATE),
        stop: () => Date.now() >= attackEnd || !alive(),
        secret: live.secret,
        leaks: [],
        hijacks: [],
      };
      const agents: http.Agent[] = [];
      const agent = (sockets: number) => {
        const a = new http.Agent({ keepAlive: true, maxSockets: sockets });
        agents.push(a);
        return a;
      };
      // each loop is one address of the botnet (10.66.0.x)
      let nextAddress = 0;
      const loops = startAttacks(ctx, { agent, address: () => `10.66.0.${++nextAddress}` });
      await Promise.all(loops.map((l) => l.catch((e) => failures.push(`an attack loop threw: ${e}`))));
      const tAttackEnd = Date.now();
      for (const a of agents) a.destroy();
      const logBytesAttack = log.bytes;

      // ---- after the attack --------------------------------------------------------------------
      await sleep(SETTLE_S * 1000);
      const memAfter = alive() ? await collectAndMeasure(inspectPort).catch(() => null) : null;
      const rssAfter = memAfter?.rssMb ?? null;
      const end = await wrapUp(live, failures);

      // ---- figures -----------------------------------------------------------------------------
      const unrelated = lanes.find((l) => l.spec.unrelated)!;
      const rttsIn = (l: HonestLane, from: number, to: number) =>
        l.rtts.filter((r) => r.at >= from && r.at < to).map((r) => r.ms);
      const allIn = (from: number, to: number) => lanes.flatMap((l) => rttsIn(l, from, to));
      const during = rss.filter((r) => r.at >= tAttack && r.at <= tAttackEnd).map((r) => r.mb);
      const rssDuringMax = during.length > 0 ? Math.max(...during) : rssStart;
      const movesDuring = lanes.map((l) => rttsIn(l, tAttack, tAttackEnd).length);
      const unclear = unclearAnswers(tally);
      const report = {
        fuzz: "issue-17",
        seed: SEED,
        attackSeconds: Math.round((tAttackEnd - tAttack) / 1000),
        testSeconds: Math.round((Date.now() - tTest) / 1000),
        sentTotal: tally.total(),
        sentPerSecond: Math.round(tally.total() / ((tAttackEnd - tAttack) / 1000)),
        sent: tally.sent,
        rejections: tally.rejections(),
        unclear,
        answers: tally.answers,
        unrelatedTable: {
          game: unrelated.spec.game,
          p99BeforeMs: round(percentile(rttsIn(unrelated, tBaseline, tAttack), 99)),
          p99DuringMs: round(percentile(rttsIn(unrelated, tAttack, tAttackEnd), 99)),
          p50BeforeMs: round(percentile(rttsIn(unrelated, tBaseline, tAttack), 50)),
          p50DuringMs: round(percentile(rttsIn(unrelated, tAttack, tAttackEnd), 50)),
          movesBefore: rttsIn(unrelated, tBaseline, tAttack).length,
          movesDuring: rttsIn(unrelated, tAttack, tAttackEnd).length,
        },
        allHonestTables: {
          p99BeforeMs: round(percentile(allIn(tBaseline, tAttack), 99)),
          p99DuringMs: round(percentile(allIn(tAttack, tAttackEnd), 99)),
          movesDuringByLane: Object.fromEntries(lanes.map((l, i) => [l.spec.game, movesDuring[i]])),
          tables: lanes.map((l) => l.tables.length),
          honestRejections: Object.fromEntries(lanes.map((l) => [l.spec.game, l.rejectedByCode])),
          maxStallMs: Object.fromEntries(lanes.map((l) => [l.spec.game, Math.round(l.maxStallMs)])),
        },
        /** RSS every 5 s from the start of the baseline. */
        rssSeriesMb: rss.filter((_, i) => i % 5 === 0).map((r) => r.mb),
        rssMb: {
          start: rssStart,
          duringMax: rssDuringMax,
          after: rssAfter,
          boundDuring: rssStart + RSS_DURING_MB,
          boundAfter: rssStart + RSS_AFTER_MB,
          heapUsedStart: memStart.heapUsedMb,
          heapUsedAfter: memAfter?.heapUsedMb ?? null,
          note: "start and after: after a full garbage collection",
        },
        health,
        log: {
          bytes: log.bytes,
          bytesAtAttackEnd: logBytesAttack,
          lines: log.lines,
          bound: LOG_MAX_BYTES,
          topEvents: topEvents(log),
        },
        store: {
          ...end.verified,
          honestTables: end.honestChecked.tables,
          honestMoves: end.honestChecked.moves,
        },
        exitCode: end.exitCode,
      };
      console.log(JSON.stringify(report));

      // ---- the invariants ----------------------------------------------------------------------
      failures.push(...serverFailures(live, end, "attack"));
      lanes.forEach((l, i) => {
        if ((movesDuring[i] ?? 0) < 10)
          failures.push(
            `${l.spec.game}: only ${movesDuring[i]} honest moves were answered during the attack`,
          );
      });
      failures.push(...storeFailures(end));
      if (rssDuringMax > rssStart + RSS_DURING_MB)
        failures.push(
          `RSS reached ${rssDuringMax} MB during the attack (start ${rssStart} MB, bound +${RSS_DURING_MB} MB)`,
        );
      if (rssAfter !== null && rssAfter > rssStart + RSS_AFTER_MB)
        failures.push(
          `RSS was ${rssAfter} MB ${SETTLE_S} s after the attack (start ${rssStart} MB, bound +${RSS_AFTER_MB} MB)`,
        );
      if (memAfter && memAfter.heapUsedMb > memStart.heapUsedMb + HEAP_AFTER_MB)
        failures.push(
          `the V8 heap held ${memAfter.heapUsedMb} MB after a full collection ${SETTLE_S} s after the attack (before it ${memStart.heapUsedMb} MB, bound +${HEAP_AFTER_MB} MB)`,
        );
      const httpUnclear = Object.entries(unclear).filter(([label]) => / http /.test(label));
      if (httpUnclear.length > 0)
        failures.push(
          `HTTP answers that are no clear refusal (server errors, dropped connections): ${JSON.stringify(Object.fromEntries(httpUnclear))}`,
        );
      if (log.bytes > LOG_MAX_BYTES)
        failures.push(
          `the server wrote ${log.bytes} bytes of log (bound ${LOG_MAX_BYTES}); most frequent: ${JSON.stringify(report.log.topEvents)}`,
        );
      if (ctx.leaks.length > 0)
        failures.push(`files outside STATIC_DIR were served: ${ctx.leaks.join("; ")}`);
      if (ctx.hijacks.length > 0)
        failures.push(`stolen reconnection tokens got connections: ${ctx.hijacks.join("; ")}`);
      const wanted = Math.floor(MIN_RATE * SECONDS);
      if (tally.total() < wanted)
        failures.push(`only ${tally.total()} hostile messages and requests were sent (wanted ${wanted})`);
      expect(failures).toEqual([]);
    },
    (BASELINE_S + SECONDS + SETTLE_S) * 1000 + 180_000,
  );

  it.skipIf(!PHASES_MODE)(
    "per attack (FUZZ_PHASES=1): each kind alone, its answers, the unrelated table's round trips and the RSS",
    async () => {
      const tTest = Date.now();
      const live = await launch();
      const { port, lanes, rss, load, log, inspectPort, alive } = live;
      const failures: string[] = [];
      const unrelated = lanes.find((l) => l.spec.unrelated)!;
      const attacked = lanes.filter((l) => !l.spec.unrelated);
      const rttsIn = (ls: HonestLane[], from: number, to: number) =>
        ls.flatMap((l) => l.rtts.filter((r) => r.at >= from && r.at < to).map((r) => r.ms));
      // the first tables seated and played a little before the baseline
      await sleep(QUIET_S * 1000);
      const memStart = await collectAndMeasure(inspectPort);
      const leaks: string[] = [];
      const hijacks: string[] = [];
      const unclear: Record<string, number> = {};
      const phases: PhaseResult[] = [];
      const specs: PhaseSpec[] = [{ issue: "0", attack: "baseline (quiet)", kinds: [] }, ...SELECTED_PHASES];
      for (const [n, spec] of specs.entries()) {
        const tally = new Tally();
        const t0 = Date.now();
        const stopAt = t0 + PHASE_S * 1000;
        const rssStart = rssMb(live.pid);
        const loadStart = await loadNow(port);
        if (spec.kinds.length === 0) await sleep(PHASE_S * 1000);
        else {
          const ctx: AttackContext = {
            port,
            tally,
            rng: rngFromSeed(`attack:${SEED}:${spec.kinds.join(",")}`),
            games: Object.keys(GAMES),
            targets: () => lanes.map((l) => l.target()).filter((c): c is string => c !== null),
            honestTokens: () => lanes.flatMap((l) => l.liveTokens()),
            xff: `10.67.${n}.0`,
            pace: pacer(HTTP_RATE),
            stop: () => Date.now() >= stopAt || !alive(),
            secret: live.secret,
            leaks,
            hijacks,
          };
          const agents: http.Agent[] = [];
          const agent = (sockets: number) => {
            const a = new http.Agent({ keepAlive: true, maxSockets: sockets });
            agents.push(a);
            return a;
          };
          // each loop is one address of the botnet, new ones each phase (10.67.<phase>.x)
          let nextAddress = 0;
          const loops = startAttacks(ctx, {
            agent,
            address: () => `10.67.${n}.${++nextAddress}`,
            kinds: new Set(spec.kinds),
          });
          await Promise.all(
            loops.map((l) => l.catch((e) => failures.push(`${spec.attack}: an attack loop threw: ${e}`))),
          );
          for (const a of agents) a.destroy();
          resetAttackState();
        }
        const tDone = Date.now();
        const rssEnd = rssMb(live.pid);
        const loadEnd = await loadNow(port);
        unclearAnswers(tally, unclear);
        // quiet, then a full collection: what the attack left behind
        await sleep(QUIET_S * 1000);
        const mem: Memory | null = alive() ? await collectAndMeasure(inspectPort).catch(() => null) : null;
        const rssIn = rss.filter((r) => r.at >= t0 && r.at <= tDone).map((r) => r.mb);
        const loadIn = load.filter((r) => r.at >= t0 && r.at <= tDone);
        const un = rttsIn([unrelated], t0, stopAt);
        const att = rttsIn(attacked, t0, stopAt);
        phases.push({
          issue: spec.issue,
          attack: spec.attack,
          kinds: spec.kinds,
          seconds: PHASE_S,
          tailSeconds: round(Math.max(0, tDone - stopAt) / 1000),
          sentTotal: tally.total(),
          sent: tally.sent,
          rejectionsTotal: Object.values(tally.rejections()).reduce((a, b) => a + b, 0),
          rejections: tally.rejections(),
          answers: tally.answers,
          unrelated: {
            moves: un.length,
            p50Ms: round(percentile(un, 50)),
            p99Ms: round(percentile(un, 99)),
            maxMs: round(un.length > 0 ? Math.max(...un) : null),
          },
          attackedTables: {
            moves: att.length,
            p50Ms: round(percentile(att, 50)),
            p99Ms: round(percentile(att, 99)),
          },
          rssMb: {
            start: rssStart,
            max: Math.max(rssStart, rssEnd, ...rssIn),
            end: rssEnd,
            afterGc: mem?.rssMb ?? null,
          },
          heapAfterGcMb: mem?.heapUsedMb ?? null,
          rooms: {
            start: loadStart.rooms,
            max: Math.max(loadStart.rooms, loadEnd.rooms, ...loadIn.map((l) => l.rooms)),
            end: loadEnd.rooms,
          },
          clients: {
            start: loadStart.clients,
            max: Math.max(loadStart.clients, loadEnd.clients, ...loadIn.map((l) => l.clients)),
            end: loadEnd.clients,
          },
        });
        if (!alive()) break;
      }
      const tAttacksEnd = Date.now();
      const logBytesAttack = log.bytes;

      // ---- after the attacks -------------------------------------------------------------------
      await sleep(SETTLE_S * 1000);
      const memAfter = alive() ? await collectAndMeasure(inspectPort).catch(() => null) : null;
      const loadAfter = await loadNow(port);
      const end = await wrapUp(live, failures);

      // ---- figures -----------------------------------------------------------------------------
      const attackSeconds = PHASE_S * (phases.length - 1);
      const logBound = Math.round(5 * 1024 * 1024 * Math.max(1, attackSeconds / 120));
      const rssMaxAttacks = Math.max(memStart.rssMb, ...phases.slice(1).map((p) => p.rssMb.max));
      const report = {
        fuzzPhases: phases,
        fuzz: "issue-17-phases",
        seed: SEED,
        phaseSeconds: PHASE_S,
        quietSeconds: QUIET_S,
        testSeconds: Math.round((Date.now() - tTest) / 1000),
        unrelatedGame: unrelated.spec.game,
        memory: {
          startAfterGc: memStart,
          endAfterGc: memAfter,
          rssMaxDuringAttacks: rssMaxAttacks,
          note: "startAfterGc: after the warm-up, before the baseline; endAfterGc: SETTLE_S after the last phase",
        },
        /** Tables and connections SETTLE_S after the last phase (the honest ones: about 4 and 9). */
        loadAfterSettle: loadAfter,
        unclear,
        health: live.health,
        honestTables: {
          tables: lanes.map((l) => l.tables.length),
          honestRejections: Object.fromEntries(lanes.map((l) => [l.spec.game, l.rejectedByCode])),
          maxStallMs: Object.fromEntries(lanes.map((l) => [l.spec.game, Math.round(l.maxStallMs)])),
        },
        log: {
          bytes: log.bytes,
          bytesAtAttacksEnd: logBytesAttack,
          lines: log.lines,
          bound: logBound,
          topEvents: topEvents(log),
        },
        store: {
          ...end.verified,
          honestTables: end.honestChecked.tables,
          honestMoves: end.honestChecked.moves,
        },
        exitCode: end.exitCode,
      };
      console.log(JSON.stringify(report));
      const md = phasesMarkdown(report.fuzzPhases, {
        seed: SEED,
        game: unrelated.spec.game,
        memStart,
        memAfter,
        settleS: SETTLE_S,
        loadAfter,
        store: report.store,
      });
      mkdirSync(path.join(ROOT, "artifacts"), { recursive: true });
      writeFileSync(path.join(ROOT, "artifacts", "fuzz-phases.md"), md);

      // ---- the invariants (those of the all-at-once run) ---------------------------------------
      failures.push(...serverFailures(live, end, "attacks"));
      for (const l of lanes) {
        const moves = l.rtts.filter((r) => r.at >= live.tBaseline && r.at < tAttacksEnd).length;
        if (moves < 10) failures.push(`${l.spec.game}: only ${moves} honest moves were answered in the run`);
      }
      failures.push(...storeFailures(end));
      if (rssMaxAttacks > memStart.rssMb + RSS_DURING_MB)
        failures.push(
          `RSS reached ${rssMaxAttacks} MB during the attacks (start ${memStart.rssMb} MB, bound +${RSS_DURING_MB} MB)`,
        );
      if (memAfter && memAfter.rssMb > memStart.rssMb + RSS_AFTER_MB)
        failures.push(
          `RSS was ${memAfter.rssMb} MB ${SETTLE_S} s after the attacks (start ${memStart.rssMb} MB, bound +${RSS_AFTER_MB} MB)`,
        );
      if (memAfter && memAfter.heapUsedMb > memStart.heapUsedMb + HEAP_AFTER_MB)
        failures.push(
          `the V8 heap held ${memAfter.heapUsedMb} MB after a full collection ${SETTLE_S} s after the attacks (before them ${memStart.heapUsedMb} MB, bound +${HEAP_AFTER_MB} MB)`,
        );
      const httpUnclear = Object.entries(unclear).filter(([label]) => / http /.test(label));
      if (httpUnclear.length > 0)
        failures.push(
          `HTTP answers that are no clear refusal (server errors, dropped connections): ${JSON.stringify(Object.fromEntries(httpUnclear))}`,
        );
      if (log.bytes > logBound)
        failures.push(
          `the server wrote ${log.bytes} bytes of log (bound ${logBound}); most frequent: ${JSON.stringify(report.log.topEvents)}`,
        );
      if (leaks.length > 0) failures.push(`files outside STATIC_DIR were served: ${leaks.join("; ")}`);
      if (hijacks.length > 0)
        failures.push(`stolen reconnection tokens got connections: ${hijacks.join("; ")}`);
      expect(failures).toEqual([]);
    },
    (QUIET_S + PHASE_S + SELECTED_PHASES.length * (PHASE_S + QUIET_S + 25) + SETTLE_S) * 1000 + 180_000,
  );
});

/** What one phase of the per-attack mode sent, heard, and did to the unrelated table and the RSS. */
interface PhaseResult {
  issue: string;
  attack: string;
  kinds: string[];
  seconds: number;
  /** How long the phase's loops took to end after their stop (answers still awaited). */
  tailSeconds: number | null;
  sentTotal: number;
  sent: Record<string, number>;
  rejectionsTotal: number;
  rejections: Record<string, number>;
  answers: Record<string, Record<string, number>>;
  /** The unrelated table's move round trips during the phase (from its start to its stop). */
  unrelated: { moves: number; p50Ms: number | null; p99Ms: number | null; maxMs: number | null };
  /** The other honest tables' (those attackers go to) round trips, the same way. */
  attackedTables: { moves: number; p50Ms: number | null; p99Ms: number | null };
  /** RSS at the start, max (1 s samples), at the end (after the last loop ended), after the quiet and a full GC. */
  rssMb: { start: number; max: number; end: number; afterGc: number | null };
  heapAfterGcMb: number | null;
  rooms: { start: number; max: number; end: number };
  /** Connections (Colyseus' count) at the start, max (1 s samples), at the end. */
  clients: { start: number; max: number; end: number };
}

/** Tables and connections in the process now (zeros when /healthz does not answer). */
async function loadNow(port: number): Promise<{ rooms: number; clients: number }> {
  const agent = new http.Agent({ keepAlive: false });
  try {
    const a = await rawRequest(agent, port, "GET", "/healthz", {}, undefined, 5000);
    const h = JSON.parse(a.body) as { rooms?: number; clients?: number };
    return { rooms: Number(h.rooms ?? 0), clients: Number(h.clients ?? 0) };
  } catch {
    return { rooms: 0, clients: 0 };
  } finally {
    agent.destroy();
  }
}

/** The per-attack figures as a markdown table (artifacts/fuzz-phases.md), answers by kind below it. */
function phasesMarkdown(
  phases: PhaseResult[],
  meta: {
    seed: string;
    game: string;
    memStart: Memory;
    memAfter: Memory | null;
    settleS: number;
    loadAfter: { rooms: number; clients: number };
    store: { finished: number; ok: number; honestTables: number; honestMoves: number };
  },
): string {
  const base = phases[0];
  const ms = (x: number | null) => (x === null ? "-" : x.toFixed(1));
  const ratio = (x: number | null, b: number | null | undefined) =>
    x === null || !b ? "" : ` (×${(x / b).toFixed(1)})`;
  const num = (x: number) => x.toLocaleString("en-US");
  const top = (p: PhaseResult, n: number) =>
    Object.entries(p.answers)
      .flatMap(([kind, labels]) =>
        Object.entries(labels).map(([label, c]) => [`${kind} ${label}`, c] as const),
      )
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([l, c]) => `${l}: ${num(c)}`)
      .join("<br>");
  const lines = [
    "# Fuzz test, one attack at a time (issue 17)",
    "",
    `\`FUZZ_PHASES=1\` run of \`packages/server/test/services/fuzz.test.ts\`, seed \`${meta.seed}\`, ${new Date().toISOString()}.`,
    `Each phase ${base?.seconds ?? PHASE_S} s of one kind alone (the first: honest play only), ${QUIET_S} s of quiet between phases.`,
    `Unrelated table: ${meta.game} (no attacker joins it); move round trips from the phase's start to its stop.`,
    "RSS: start and end of the phase, max of 1 s samples; heap: after a full collection in the quiet after the phase.",
    "",
    "| # | attack | kinds | sent | rejections | most frequent answers | unrelated moves | p50 ms | p99 ms (× baseline) | attacked tables p99 ms | RSS start / max / end MB | heap after GC MB | rooms max | clients start / max / end |",
    "|---|---|---|--:|--:|---|--:|--:|--:|--:|---|--:|--:|---|",
  ];
  for (const p of phases) {
    lines.push(
      `| ${p.issue} | ${p.attack} | ${p.kinds.join(", ") || "-"} | ${num(p.sentTotal)} | ${num(p.rejectionsTotal)} | ${top(p, 3) || "-"} | ${p.unrelated.moves} | ${ms(p.unrelated.p50Ms)} | ${ms(p.unrelated.p99Ms)}${p === base ? "" : ratio(p.unrelated.p99Ms, base?.unrelated.p99Ms)} | ${ms(p.attackedTables.p99Ms)} | ${p.rssMb.start} / ${p.rssMb.max} / ${p.rssMb.end} | ${p.heapAfterGcMb ?? "-"} | ${p.rooms.max} | ${p.clients.start} / ${p.clients.max} / ${p.clients.end} |`,
    );
  }
  lines.push(
    "",
    `Memory after a full collection: ${meta.memStart.rssMb} MB RSS, ${meta.memStart.heapUsedMb} MB heap before the baseline; ${meta.memAfter ? `${meta.memAfter.rssMb} MB RSS, ${meta.memAfter.heapUsedMb} MB heap` : "not read"} ${meta.settleS} s after the last phase (then ${meta.loadAfter.rooms} tables, ${meta.loadAfter.clients} connections).`,
    `Store: ${meta.store.ok} of ${meta.store.finished} finished matches verify; ${meta.store.honestTables} honest tables (${meta.store.honestMoves} moves) checked.`,
    "",
    "## Answers by kind",
    "",
  );
  for (const p of phases.slice(1)) {
    lines.push(`### ${p.issue} ${p.attack} (${p.kinds.join(", ")})`, "");
    for (const [kind, labels] of Object.entries(p.answers)) {
      const list = Object.entries(labels)
        .sort((a, b) => b[1] - a[1])
        .map(([l, c]) => `${l}: ${num(c)}`)
        .join(", ");
      lines.push(`- \`${kind}\`: sent ${num(p.sent[kind] ?? 0)}; ${list}`);
    }
    for (const kind of Object.keys(p.sent).filter((k) => !(k in p.answers)))
      lines.push(`- \`${kind}\`: sent ${num(p.sent[kind] ?? 0)}; no answer counted`);
    lines.push("");
  }
  return lines.join("\n");
}

/**
 * An honest table as the store has it: its seats are its players' (names, tokens, human), and every
 * stored move is one its players sent, from that seat, at that version, played by a human.
 */
async function checkHonestTable(store: MatchStore, game: string, t: LaneTable): Promise<string[]> {
  const out: string[] = [];
  const where = `${game} table ${t.code} (match ${t.matchId})`;
  const m = await store.getMatch(t.matchId);
  if (!m) return [`${where}: not in the store`];
  m.seats.forEach((s, i) => {
    if (
      s.name !== t.names[i] ||
      s.tokenHash !== hashToken(t.tokens[i]!) ||
      s.kind !== "human" ||
      s.forfeit !== null
    )
      out.push(
        `${where}: stored seat ${i} is ${s.kind} "${s.name}" (forfeit ${s.forfeit}), not the honest player ${t.names[i]}`,
      );
  });
  if (m.version !== t.version)
    out.push(`${where}: stored at version ${m.version}, the honest players last saw version ${t.version}`);
  const sent = new Set(t.sent.map((s) => `${s.seat}@${s.version}:${s.key}`));
  for (const mv of m.moves) {
    const key = `${mv.seat}@${mv.version - 1}:${canonicalJson(mv.move)}`;
    if (mv.by !== "human" || !sent.has(key)) {
      out.push(
        `${where}: stored move ${mv.version} (seat ${mv.seat}, by ${mv.by}) is not a move its players sent: ${canonicalJson(mv.move).slice(0, 120)}`,
      );
      if (out.length > 5) break;
    }
  }
  return out;
}
