/**
 * Figures, not assertions: rules speed per game, bot decision times, and the server under load
 * (move round-trip latency, bytes per move, memory per table). Every figure that depends on the
 * machine is also given as a ratio to a baseline measured in the same run, because machines
 * (and CI neighbours) are noisy. Prints one JSON object and writes docs/performance.md.
 *
 *   pnpm bench [--quick]
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Client, type Room } from "@colyseus/sdk";
import {
  type AnyGameDef,
  botOf,
  canonicalJson,
  flatten,
  GAMES,
  playGame,
  randomBot,
  rngFromSeed,
  viewFor,
} from "@starport/rules";
import { createStarport } from "@starport/server/app.ts";
import { memoryLogger } from "@starport/server/log.ts";
import { SqliteStore } from "@starport/server/store-sqlite.ts";
import { stones } from "../packages/rules/test/fixtures/stones.ts";

const { values } = parseArgs({ options: { quick: { type: "boolean", default: false } } });
const quick = values.quick;

const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;
const median = (xs: number[]): number => quantile(xs, 0.5);
function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// 1. Rules: random playouts (legalMoves + view + apply per move), sizes, bot decision times.

interface RulesFigures {
  game: string;
  players: number;
  games: number;
  avgMoves: number;
  usPerMove: number;
  ratioToBaseline: number;
  stateBytes: number;
  publicViewEntries: number;
  publicViewBytes: number;
  botMedianMs: number;
  botP95Ms: number;
  botVsRandomWinRate: number | null;
}

/** Moves after which a random playout stops counting (some games only end by a table option). */
const MAX_STEPS = 5000;

function rulesFigures(
  def: AnyGameDef,
  players: number,
  games: number,
  baselineUs: number | null,
): RulesFigures {
  let moves = 0;
  let stateBytes = 0;
  let entries = 0;
  let viewBytes = 0;
  const t0 = performance.now();
  const finals: unknown[] = [];
  for (let g = 0; g < games; g++) {
    const r = playGame(def, {
      players,
      seed: `bench/${g}`,
      bots: Array.from({ length: players }, () => randomBot),
      rng: rngFromSeed(`bench-bots/${g}`),
      maxSteps: MAX_STEPS,
    });
    // A random game may run past the cap (a game without its optional round limit): its moves still count.
    if (r.error && !r.error.startsWith("no outcome after")) throw new Error(`${def.id}: ${r.error}`);
    moves += r.moves.length;
    finals.push(r.state);
  }
  const us = ((performance.now() - t0) * 1000) / moves;
  for (const s of finals) {
    stateBytes += canonicalJson(s).length;
    const flat = flatten(viewFor(def, s, "spectator").public as object);
    entries += flat.size;
    for (const [k, v] of flat) viewBytes += k.length + v.length;
  }

  // The default bot against random, at 2 players (or the minimum), seats rotating.
  const botGames = quick ? 4 : 12;
  const n = Math.max(def.players.min, Math.min(2, def.players.max));
  const times: number[] = [];
  let wins = 0;
  let coop = false;
  for (let g = 0; g < botGames; g++) {
    const bots = Array.from({ length: n }, (_, seat) => (seat === g % n ? botOf(def, "default") : randomBot));
    const r = playGame(def, {
      players: n,
      seed: `bench-bot/${g}`,
      bots,
      rng: rngFromSeed(`bench-bot-rng/${g}`),
      now: () => performance.now(),
      maxSteps: MAX_STEPS,
    });
    r.moves.forEach((m, i) => {
      if (m.seat === g % n) times.push(r.decisionMs[i] ?? 0);
    });
    if (r.outcome?.cooperative) {
      coop = true;
      if (r.outcome.cooperative.won) wins++;
    } else if (r.outcome && r.outcome.ranks[g % n] === 1) wins++;
  }
  return {
    game: def.id,
    players,
    games,
    avgMoves: round(moves / games, 1),
    usPerMove: round(us, 1),
    ratioToBaseline: baselineUs ? round(us / baselineUs, 1) : 1,
    stateBytes: Math.round(stateBytes / games),
    publicViewEntries: Math.round(entries / games),
    publicViewBytes: Math.round(viewBytes / games),
    botMedianMs: round(median(times), 3),
    botP95Ms: round(quantile(times, 0.95), 3),
    botVsRandomWinRate: coop ? null : round(wins / botGames, 2),
  };
}

// ---------------------------------------------------------------------------------------------
// 2. Server: real SDK clients on loopback playing random legal moves as fast as they can.

interface ServerFigures {
  game: string;
  tables: number;
  moves: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyRatioToHttp: number;
  bytesPerMovePerClient: number;
  movesPerSec: number;
}

interface Seat {
  room: Room;
  bytes: number;
  legal: { version: number; moves: unknown[] } | null;
  sentAt: Map<number, number>;
}

async function playTables(
  url: string,
  gameId: string,
  players: number,
  tables: number,
  movesPerTable: number,
  latencies: number[],
): Promise<{ moves: number; bytes: number; clients: number; seconds: number; heapPerTable: number }> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const rng = rngFromSeed(`server-bench/${gameId}`);
  const seats: Seat[] = [];
  for (let t = 0; t < tables; t++) {
    const code = `${gameId}-${t}`;
    for (let p = 0; p < players; p++) {
      const client = new Client(url);
      const opts = { token: `bench-${code}-${p}-xxxxxxxxxxxx`, name: `P${p}` };
      const room: Room =
        p === 0
          ? await client.create(gameId, { ...opts, players, mode: "private" })
          : await client.joinById(seats[seats.length - p]!.room.roomId, opts);
      const seat: Seat = { room, bytes: 0, legal: null, sentAt: new Map() };
      const conn = room.connection as unknown as {
        events: { onmessage?: (ev: { data: ArrayBuffer }) => void };
      };
      const original = conn.events.onmessage;
      conn.events.onmessage = (ev) => {
        seat.bytes += (ev.data as ArrayBuffer).byteLength ?? 0;
        original?.(ev);
      };
      room.onMessage("legal", (m: { version: number; moves: unknown[] }) => {
        const sent = seat.sentAt.get(m.version - 1);
        if (sent !== undefined) {
          latencies.push(performance.now() - sent);
          seat.sentAt.delete(m.version - 1);
        }
        seat.legal = m;
      });
      for (const type of ["hello", "events", "rejected", "explained", "error"])
        room.onMessage(type, () => {});
      seats.push(seat);
    }
  }
  await sleep(200);
  gc?.();
  const heapPerTable = (process.memoryUsage().heapUsed - heapBefore) / tables;
  const bytesAtStart = seats.reduce((a, s) => a + s.bytes, 0);
  const started = performance.now();
  let moves = 0;
  const deadline = Date.now() + (quick ? 15_000 : 60_000);
  const perTable = new Array(tables).fill(0);
  let idleSince = Date.now();
  // Until every table reached its move count or finished (nobody can act for a while).
  while (Date.now() < deadline && Date.now() - idleSince < 1000 && perTable.some((n) => n < movesPerTable)) {
    let acted = false;
    seats.forEach((seat, i) => {
      const t = Math.floor(i / players);
      const l = seat.legal;
      const state = seat.room.state as { version?: number; status?: string } | undefined;
      if (!l || l.moves.length === 0 || perTable[t] >= movesPerTable || state?.status === "finished") return;
      if (seat.sentAt.has(l.version) || state?.version !== l.version) return;
      seat.sentAt.set(l.version, performance.now());
      seat.room.send("move", { version: l.version, move: rng.pick(l.moves) });
      perTable[t]++;
      moves++;
      acted = true;
    });
    if (acted) idleSince = Date.now();
    await sleep(acted ? 0 : 1);
  }
  const seconds = (performance.now() - started) / 1000;
  await sleep(100);
  const bytes = seats.reduce((a, s) => a + s.bytes, 0) - bytesAtStart;
  await Promise.all(seats.map((s) => Promise.race([s.room.leave(true).catch(() => 0), sleep(2000)])));
  return { moves, bytes, clients: seats.length, seconds, heapPerTable };
}

async function httpBaselineMs(base: string, n: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await (await fetch(`${base}/healthz`)).text();
    times.push(performance.now() - t);
  }
  return median(times);
}

async function serverFigures(): Promise<{
  server: ServerFigures[];
  memory: { rssMiB: number; heapUsedMiB: number };
  heapPerTableKiB: Record<string, number>;
  httpMs: number;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), "starport-bench-"));
  const store = new SqliteStore(path.join(dir, "bench.sqlite"));
  const app = createStarport({
    games: { stones: stones as AnyGameDef, ...GAMES },
    host: "127.0.0.1",
    port: 0,
    botDelayMs: 0,
    staticDir: null,
    logger: memoryLogger(),
    store,
  });
  const { port } = await app.listen();
  const url = `ws://127.0.0.1:${port}`;
  const http = `http://127.0.0.1:${port}`;
  try {
    const httpMs = await httpBaselineMs(http, quick ? 50 : 200);
    const out: ServerFigures[] = [];
    // Each game at a few tables, then one game at many tables at once (the load case).
    const games = Object.values(GAMES).map((d) => ({
      id: d.id,
      players: Math.max(d.players.min, Math.min(2, d.players.max)),
      tables: quick ? 2 : 4,
      moves: quick ? 60 : 200,
    }));
    const load = GAMES["stellar-omega"] ? "stellar-omega" : Object.keys(GAMES)[0];
    if (load) games.push({ id: load, players: 2, tables: quick ? 10 : 30, moves: quick ? 50 : 150 });
    const heapPerTable: Record<string, number> = {};
    for (const g of games) {
      process.stderr.write(`bench: server, ${g.id}\n`);
      const latencies: number[] = [];
      const r = await playTables(url, g.id, g.players, g.tables, g.moves, latencies);
      heapPerTable[g.id] = Math.max(heapPerTable[g.id] ?? 0, round(r.heapPerTable / 1024, 1));
      out.push({
        game: g.id,
        tables: g.tables,
        moves: r.moves,
        latencyP50Ms: round(median(latencies), 2),
        latencyP95Ms: round(quantile(latencies, 0.95), 2),
        latencyRatioToHttp: round(median(latencies) / httpMs, 1),
        bytesPerMovePerClient: r.moves ? Math.round(r.bytes / r.moves / r.clients) : 0,
        movesPerSec: round(r.moves / r.seconds, 0),
      });
    }
    const after = process.memoryUsage();
    return {
      server: out,
      httpMs: round(httpMs, 3),
      memory: {
        rssMiB: round(after.rss / 2 ** 20, 1),
        heapUsedMiB: round(after.heapUsed / 2 ** 20, 1),
      },
      heapPerTableKiB: heapPerTable,
    };
  } finally {
    await Promise.race([app.shutdown(), sleep(15_000)]);
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------

const baseline = rulesFigures(stones as AnyGameDef, 2, quick ? 200 : 1000, null);
const rules: RulesFigures[] = [];
for (const def of Object.values(GAMES)) {
  process.stderr.write(`bench: rules, ${def.id}\n`);
  for (let players = def.players.min; players <= def.players.max; players++) {
    rules.push(rulesFigures(def, players, quick ? 5 : 30, baseline.usPerMove));
  }
}
const { server, memory, heapPerTableKiB, httpMs } = await serverFigures();
const result = {
  date: new Date().toISOString(),
  node: process.version,
  quick,
  baseline: { game: "stones (fixture)", usPerMove: baseline.usPerMove },
  rules,
  httpRoundTripMs: httpMs,
  server,
  memory,
  heapPerTableKiB,
};
console.log(JSON.stringify(result));

/** A Markdown table with padded columns, as the formatter (biome) writes it, so the file passes lint. */
function mdTable(head: string[], rows: (string | number)[][]): string[] {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const width = head.map((_, i) => Math.max(3, ...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(width[i]!)).join(" | ")} |`;
  return [line(cells[0]!), `| ${width.map((w) => "-".repeat(w)).join(" | ")} |`, ...cells.slice(1).map(line)];
}

const md = [
  "# Performance",
  "",
  `Written by \`pnpm bench\`${quick ? " --quick" : ""} on ${result.date.slice(0, 10)} (Node ${result.node}). Machines are`,
  "noisy: compare the ratios, which are measured against a baseline in the same run.",
  "",
  "## Rules (random playouts)",
  "",
  "One move = `legalMoves` + the acting seat's view + `apply`, as a bot or the server does it.",
  `Baseline: the stones test fixture, ${baseline.usPerMove} µs per move.`,
  "",
  ...mdTable(
    [
      "game",
      "players",
      "avg moves",
      "µs / move",
      "× baseline",
      "state bytes",
      "public view entries / bytes",
      "bot median / p95 ms",
      "bot win rate vs random",
    ],
    rules.map((r) => [
      r.game,
      r.players,
      r.avgMoves,
      r.usPerMove,
      r.ratioToBaseline,
      r.stateBytes,
      `${r.publicViewEntries} / ${r.publicViewBytes}`,
      `${r.botMedianMs} / ${r.botP95Ms}`,
      r.botVsRandomWinRate ?? "coop",
    ]),
  ),
  "",
  "## Server (real SDK clients on loopback, SQLite file store, moves written before broadcast)",
  "",
  `Baseline: an HTTP GET /healthz round trip, ${httpMs} ms median. Latency = from sending a move to`,
  "receiving the next `legal` message (store write, patch, events, legal moves).",
  "",
  ...mdTable(
    [
      "game",
      "tables",
      "moves",
      "latency p50 / p95 ms",
      "p50 × HTTP",
      "bytes per move per client",
      "moves / s",
    ],
    server.map((s) => [
      s.game,
      s.tables,
      s.moves,
      `${s.latencyP50Ms} / ${s.latencyP95Ms}`,
      s.latencyRatioToHttp,
      s.bytesPerMovePerClient,
      s.movesPerSec,
    ]),
  ),
  "",
  "The last row is the load case: many tables of one game playing at once in one process.",
  "",
  `Memory after the run: RSS ${memory.rssMiB} MiB, heap ${memory.heapUsedMiB} MiB. Heap per open table`,
  "(server room + its 2 SDK clients, which run in the same process; game started; after a GC):",
  "",
  ...mdTable(["game", "KiB per table"], Object.entries(heapPerTableKiB)),
  "",
];
writeFileSync(new URL("../docs/performance.md", import.meta.url), md.join("\n"));
process.exit(0);
