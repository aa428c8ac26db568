/**
 * Client figures: the built bundle's size (gzip), and in headless Chromium (client-browser.ts) the
 * lobby until interactive, each game's table until drawn, and frame times while each game's
 * replay animates the moves around its busiest state. The games are real finished matches played
 * by bots on a server started here (short table options, so they end in seconds).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { Client, type Room } from "@colyseus/sdk";
import { flatten, GAMES, replayMoves, viewFor } from "@starport/rules";
import { type BrowserFigures, browserFigures, type FinishedTable } from "./client-browser.ts";
import { freePort, type Proc, ROOT, startServer, stop } from "./procs.ts";
import { round, sleep } from "./stats.ts";

export interface BundleFigures {
  /** index.html and what it loads before any code runs (entry script, its preloads, the CSS). */
  initialGzipKiB: number;
  initialKiB: number;
  /** Every JS and CSS file of the build. */
  totalGzipKiB: number;
  totalKiB: number;
  largest: { file: string; gzipKiB: number };
}

export interface ClientFigures {
  bundle: BundleFigures;
  browser: BrowserFigures | { error: string };
  matches: { game: string; players: number; moves: number; busiestMove: number; options: unknown }[];
}

/** Table options that end a bot game in seconds (the replay needs a finished match). */
const SHORT_OPTIONS: Record<string, unknown> = {
  "space-opera": { roundLimit: 4 },
  "space-gate-odyssey": { short: true, maxRounds: 2 },
};

/**
 * Seats per game (default: the most). One Deck Galaxy solo: two of its default bots were seen
 * undoing each other's placement without end (diePlaced / wideBoxCancelled, thousands of moves).
 */
const PLAYERS: Record<string, number> = { "one-deck-galaxy": 1 };

/** Builds the client of `root` (the working tree, or a snapshot) into a temporary directory. */
function buildClient(root: string): string {
  const out = mkdtempSync(path.join(tmpdir(), "starport-bench-dist-"));
  const dir = path.join(root, "packages/client");
  execFileSync(
    path.join(ROOT, "node_modules/.bin/vite"),
    ["build", "--outDir", out, "--emptyOutDir", "--logLevel", "warn"],
    {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  return out;
}

function bundleFigures(dist: string): BundleFigures {
  const kib = (n: number) => round(n / 1024, 1);
  const size = (f: string) => statSync(path.join(dist, f)).size;
  const gz = (f: string) => gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length;
  const files = readdirSync(path.join(dist, "assets"))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `assets/${f}`);
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const initial = [
    "index.html",
    ...[...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!),
  ];
  const largest = files
    .map((f) => ({ file: f, gzipKiB: kib(gz(f)) }))
    .sort((a, b) => b.gzipKiB - a.gzipKiB)[0];
  return {
    initialGzipKiB: kib(initial.reduce((a, f) => a + gz(f), 0)),
    initialKiB: kib(initial.reduce((a, f) => a + size(f), 0)),
    totalGzipKiB: kib(files.reduce((a, f) => a + gz(f), 0)),
    totalKiB: kib(files.reduce((a, f) => a + size(f), 0)),
    largest: largest ?? { file: "", gzipKiB: 0 },
  };
}

/** The step (move number) of a finished match whose public view has the most entries. */
async function busiestMove(base: string, matchId: string): Promise<{ moves: number; move: number }> {
  const h = (await (await fetch(`${base}/api/matches/${matchId}/history.json`)).json()) as {
    game: string;
    players: number;
    seed: string;
    options: unknown;
    moves: { seat: number; move: unknown }[];
  };
  const def = GAMES[h.game]!;
  let best = { move: 0, size: -1 };
  let k = 0;
  replayMoves(def, { players: h.players, seed: h.seed, options: h.options }, h.moves, (step) => {
    const size = flatten(viewFor(def, step.state, "spectator").public as object).size;
    if (size >= best.size) best = { move: k, size };
    k++;
  });
  return { moves: h.moves.length, move: best.move };
}

/** A table of `game` with its most seats, all bots after the creator resigns, played to the end. */
async function finishedTable(url: string, game: string): Promise<{ room: Room; table: FinishedTable }> {
  const def = GAMES[game]!;
  const room = await new Client(url).create(game, {
    token: `bench-client-${game}-xxxxxxxx`,
    name: "Bench",
    players: PLAYERS[game] ?? def.players.max,
    mode: "private",
    botFillAfterSec: 0,
    options: SHORT_OPTIONS[game] ?? {},
  });
  for (const type of ["hello", "legal", "events", "rejected", "explained", "error"])
    room.onMessage(type, () => {});
  const st = () => room.state as unknown as { status: string; matchId: string; code: string };
  const until = async (what: string, ok: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!ok()) {
      if (Date.now() > end) throw new Error(`${game}: ${what} after ${ms} ms`);
      await sleep(50);
    }
  };
  await until("not started", () => st()?.status === "playing", 10_000);
  room.send("resign", {});
  await until("not finished", () => st().status === "finished", 90_000);
  return { room, table: { game, code: room.roomId, matchId: st().matchId, busiestMove: 0, moves: 0 } };
}

export async function clientSection(opts: { root: string; main?: string }): Promise<ClientFigures> {
  const dist = buildClient(opts.root);
  const dataDir = mkdtempSync(path.join(tmpdir(), "starport-bench-client-"));
  const rooms: Room[] = [];
  let server: Proc | null = null;
  try {
    const bundle = bundleFigures(dist);
    const port = await freePort();
    server = await startServer(port, { dataDir, staticDir: dist, name: "client-server", main: opts.main });
    const base = `http://127.0.0.1:${port}`;
    const tables: FinishedTable[] = [];
    for (const game of Object.keys(GAMES)) {
      process.stderr.write(`bench: client, a finished ${game} match\n`);
      const { room, table } = await finishedTable(`ws://127.0.0.1:${port}`, game);
      rooms.push(room);
      const b = await busiestMove(base, table.matchId);
      tables.push({ ...table, busiestMove: b.move, moves: b.moves });
    }
    process.stderr.write("bench: client, Chromium\n");
    const browser = await browserFigures(base, tables).catch((e: Error) => ({ error: e.message }));
    const matches = tables.map((t) => ({
      game: t.game,
      players: PLAYERS[t.game] ?? GAMES[t.game]!.players.max,
      moves: t.moves,
      busiestMove: t.busiestMove,
      options: SHORT_OPTIONS[t.game] ?? {},
    }));
    return { bundle, browser, matches };
  } finally {
    await Promise.all(rooms.map((r) => r.leave(true).catch(() => 0)));
    if (server) await stop(server, 20_000);
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
