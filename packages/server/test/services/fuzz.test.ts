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
import {
  type AttackContext,
  createLoop,
  deepLoop,
  hostileHttpLoop,
  malformedLoop,
  matchmakeLoop,
  originLoop,
  ownTableLoop,
  pacer,
  requestLoop,
  spectatorLoop,
  stolenTokenLoop,
} from "../support/fuzz-attacks.ts";
import { HonestLane, type LaneSpec, type LaneTable, percentile } from "../support/fuzz-honest.ts";
import { collectAndMeasure } from "../support/fuzz-inspect.ts";
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

describe("fuzz: a live server under every attack of issue 17", () => {
  it(
    "keeps running, keeps honest tables exact, verifies its matches, bounds memory and logs",
    async () => {
      const tTest = Date.now();
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const staticDir = path.join(work, "static");
      const dataDir = path.join(work, "data");
      mkdirSync(path.join(staticDir, "assets"), { recursive: true });
      mkdirSync(dataDir);
      writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>Starport</title>");
      writeFileSync(path.join(staticDir, "assets", "app.js"), "console.log('app');");
      const secret = `SECRET-${randomBytes(16).toString("hex")}`;
      writeFileSync(path.join(work, "secret.txt"), secret);

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

      const failures: string[] = [];

      // ---- honest tables, alone ----------------------------------------------------------------
      let honestStop = false;
      const lanes = LANES.map(
        (spec, i) => new HonestLane(spec, `ws://127.0.0.1:${port}`, rngFromSeed(`${SEED}:${i}`), i),
      );
      for (const lane of lanes) lane.start(() => honestStop);
      const tBaseline = Date.now();
      // RSS and health, sampled every second from here on
      const rss: { at: number; mb: number }[] = [];
      const health = { probes: 0, failed: 0, slowestMs: 0 };
      let sampling = true;
      const sampler = (async () => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        while (sampling && alive()) {
          rss.push({ at: Date.now(), mb: rssMb(pid) });
          const t0 = performance.now();
          const a = await rawRequest(agent, port, "GET", "/healthz", {}, undefined, 5000);
          health.probes++;
          health.slowestMs = Math.max(health.slowestMs, performance.now() - t0);
          if (a.status !== 200) health.failed++;
          await sleep(1000);
        }
        agent.destroy();
      })();
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
        secret,
        leaks: [],
        hijacks: [],
      };
      const agents: http.Agent[] = [];
      const agent = (sockets: number) => {
        const a = new http.Agent({ keepAlive: true, maxSockets: sockets });
        agents.push(a);
        return a;
      };
      const joinAgent = agent(32);
      // each loop is one address of the botnet (10.66.0.x)
      let nextAddress = 0;
      const as = (): AttackContext => ({ ...ctx, xff: `10.66.0.${++nextAddress}` });
      const times = (n: number, f: (i: number) => Promise<void>) => Array.from({ length: n }, (_, i) => f(i));
      const loops: Promise<void>[] = [
        createLoop(as(), agent(1)),
        ...times(3, () => originLoop(as(), agent(1))),
        ...times(4, () => matchmakeLoop(as(), agent(1))),
        ...times(6, () => hostileHttpLoop(as(), agent(1))),
        ownTableLoop(as(), joinAgent),
        stolenTokenLoop(as(), joinAgent),
        ...times(24, (i) => spectatorLoop(as(), joinAgent, i)),
        ...times(12, (i) => malformedLoop(as(), joinAgent, i)),
        ...times(3, (i) => requestLoop(as(), joinAgent, i)),
        ...times(2, (i) => deepLoop(as(), joinAgent, i)),
      ];
      await Promise.all(loops.map((l) => l.catch((e) => failures.push(`an attack loop threw: ${e}`))));
      const tAttackEnd = Date.now();
      for (const a of agents) a.destroy();
      const logBytesAttack = log.bytes;

      // ---- after the attack --------------------------------------------------------------------
      await sleep(SETTLE_S * 1000);
      const memAfter = alive() ? await collectAndMeasure(inspectPort).catch(() => null) : null;
      const rssAfter = memAfter?.rssMb ?? null;
      sampling = false;
      await sampler;
      const serverUp = alive();
      const lastHealth = serverUp
        ? await fetch(`${base}/healthz`).then(
            (r) => r.status,
            () => 0,
          )
        : 0;

      honestStop = true;
      await Promise.all(lanes.map((l) => l.halt()));
      // the server stops with the honest players still seated: their tables are kept as they are
      if (alive()) process.kill(pid, "SIGTERM");
      const exitCode = await Promise.race([exited, sleep(30_000).then(() => "timeout" as const)]);
      if (exitCode === "timeout" && alive()) process.kill(pid, "SIGKILL");

      // ---- the store ---------------------------------------------------------------------------
      const store: MatchStore = await openStore({ databaseUrl: null, dataDir });
      const verified = { finished: 0, ok: 0, failed: [] as string[] };
      const honestChecked = { tables: 0, moves: 0 };
      try {
        const { DatabaseSync } = await import("node:sqlite");
        const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE), { readOnly: true });
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

      // ---- figures -----------------------------------------------------------------------------
      const unrelated = lanes.find((l) => l.spec.unrelated)!;
      const rttsIn = (l: HonestLane, from: number, to: number) =>
        l.rtts.filter((r) => r.at >= from && r.at < to).map((r) => r.ms);
      const allIn = (from: number, to: number) => lanes.flatMap((l) => rttsIn(l, from, to));
      const during = rss.filter((r) => r.at >= tAttack && r.at <= tAttackEnd).map((r) => r.mb);
      const rssDuringMax = during.length > 0 ? Math.max(...during) : rssStart;
      const movesDuring = lanes.map((l) => rttsIn(l, tAttack, tAttackEnd).length);
      // answers that are no clear refusal: a server error that is not Colyseus' typed 52x JSON, an
      // HTTP connection dropped or timed out, a WebSocket left without an answer
      const unclear: Record<string, number> = {};
      for (const [kind, labels] of Object.entries(tally.answers)) {
        for (const [label, n] of Object.entries(labels)) {
          const serverError = /^http 5\d\d /.test(label) && !/^http 52\d json /.test(label);
          if (serverError || /^http 0 /.test(label) || /no answer/.test(label))
            unclear[`${kind} ${label}`] = n;
        }
      }
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
          topEvents: Object.fromEntries(
            Object.entries(log.byEvent)
              .sort((a, b) => b[1] - a[1])
              .slice(0, 12),
          ),
        },
        store: { ...verified, honestTables: honestChecked.tables, honestMoves: honestChecked.moves },
        exitCode,
      };
      console.log(JSON.stringify(report));

      // ---- the invariants ----------------------------------------------------------------------
      if (!serverUp)
        failures.push(
          `the server process died (exit ${server.exitCode}, signal ${server.signalCode}); last lines:\n${log.tail.join("\n")}`,
        );
      if (serverUp && lastHealth !== 200) failures.push(`/healthz answered ${lastHealth} after the attack`);
      if (health.failed > 0)
        failures.push(`/healthz failed ${health.failed} of ${health.probes} probes during the run`);
      if (exitCode !== 0) failures.push(`the server did not stop cleanly on SIGTERM: ${exitCode}`);
      const fatal = ["server.uncaught", "server.unhandled_rejection", "server.shutdown_timeout"].filter(
        (e) => log.byEvent[e],
      );
      if (fatal.length > 0)
        failures.push(`the server logged ${fatal.join(", ")}: ${log.errors.slice(0, 3).join("\n")}`);
      for (const lane of lanes) failures.push(...lane.anomalies);
      lanes.forEach((l, i) => {
        if ((movesDuring[i] ?? 0) < 10)
          failures.push(
            `${l.spec.game}: only ${movesDuring[i]} honest moves were answered during the attack`,
          );
      });
      if (verified.failed.length > 0)
        failures.push(`stored matches that do not verify: ${verified.failed.join("; ")}`);
      if (verified.ok === 0) failures.push("no finished match in the store to verify");
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
});

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
