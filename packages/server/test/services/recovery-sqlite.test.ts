/**
 * No game is lost when the server process is killed (SQLite store, one process): several tables
 * (the stones fixture and one of the site's games, players and bots) are played to random points
 * by SDK clients, the server gets `kill -9`, a new server on the same data directory and port
 * restores every unfinished match, each client comes back into its seat by itself, every table has
 * the same full-state hash (operator route) and the same views for every seat and spectator, and
 * the games are played to the end, where each history replays to its recorded result.
 * The same after SIGTERM. Every process is started here and stopped by PID.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { MatchHistory } from "@starport/protocol";
import { type AnyGameDef, GAMES, rngFromSeed } from "@starport/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperatorSnapshot } from "../../src/room.ts";
import { verifyHistory } from "../../src/verify.ts";
import { getJson, newToken, stones, waitFor } from "../helpers.ts";
import { act, playTo, playToEnd, seen } from "../support/drive.ts";
import { Player } from "../support/player.ts";
import { REAL_GAME } from "../support/real-game.ts";
import {
  direct,
  FIXTURE_MAIN,
  freePort,
  healthy,
  jsonLines,
  NODE,
  type Proc,
  start,
  stop,
  waitUntil,
} from "./procs.ts";

const PASSWORD = "operator-secret";
const SEED = process.env.RECOVERY_SEED ?? String(Date.now() % 100_000);
const rng = rngFromSeed(`recovery-sqlite:${SEED}`);
const ALL_GAMES: Record<string, AnyGameDef> = { ...GAMES, stones: stones as AnyGameDef };

const procs: Proc[] = [];
const players: Player[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "starport-data-"));
let port: number;
let base: string;
let server: Proc;

function startServer(): Proc {
  server = start(procs, "server", NODE, [FIXTURE_MAIN], {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    MONITOR_PASSWORD: PASSWORD,
    BOT_DELAY_MS: "20",
    RECONNECT_SECONDS: "30",
    STATIC_DIR: dataDir,
    LOG_LEVEL: process.env.STARPORT_TEST_LOGS ? "debug" : "info",
  });
  return server;
}

beforeAll(async () => {
  port = await freePort();
  base = direct(port);
  startServer();
  await waitUntil("the server", 20_000, healthy(base), server);
});

afterAll(async () => {
  if (process.env.STARPORT_TEST_LOGS) {
    for (const p of procs)
      writeFileSync(
        path.join(process.env.STARPORT_TEST_LOGS, `${p.name}-${p.child.pid}.log`),
        p.out.join("\n"),
      );
  }
  await Promise.all(players.map((p) => p.leave()));
  for (const p of [...procs].reverse()) await stop(p, "SIGKILL").catch(() => null);
  rmSync(dataDir, { recursive: true, force: true });
});

async function operator(code: string): Promise<OperatorSnapshot> {
  const res = await fetch(`${base}/api/admin/tables/${code}`, {
    headers: { authorization: `Basic ${Buffer.from(`ops:${PASSWORD}`).toString("base64")}` },
  });
  if (!res.ok) throw new Error(`operator route: ${res.status} ${await res.text()}`);
  return (await res.json()) as OperatorSnapshot;
}

function player(name: string, spectator = false): Player {
  const p = new Player({ endpoints: [base], token: newToken(), name, spectator, fallbackMs: 1000 });
  players.push(p);
  return p;
}

interface Table {
  name: string;
  humans: Player[];
  watcher: Player;
  /** Played by bots only: it keeps moving until the kill. */
  busy: boolean;
}

/** A table created by `humans[0]`, joined by the others and a spectator, then started. */
async function table(
  name: string,
  game: string,
  humans: Player[],
  opts: Record<string, unknown>,
): Promise<Table> {
  const [owner, ...rest] = humans;
  await owner!.enter({ create: game, options: { mode: "private", ...opts } });
  for (const p of rest) await p.enter({ code: owner!.code });
  const watcher = await player(`${name}-watch`, true).enter({ code: owner!.code });
  await waitFor(() => owner!.all("hello").length > 0);
  if (owner!.state.status === "waiting") owner!.room.send("start");
  await waitFor(
    () => watcher.state?.status === "playing" && watcher.state.seedHash !== "",
    5000,
    `${name} started`,
  );
  return { name, humans, watcher, busy: false };
}

const randomInt = (lo: number, hi: number) => lo + rng.int(hi - lo + 1);

async function crashAndRestart(signal: "SIGKILL" | "SIGTERM", tables: Table[]) {
  // quiescent tables: a human must act, nothing moves until they do
  for (const t of tables)
    if (!t.busy) await waitFor(() => t.humans.some((p) => p.legalNow().length > 0), 10_000);
  const before = new Map<string, { op: OperatorSnapshot; views: unknown[]; watched: number }>();
  for (const t of tables) {
    const op = await operator(t.watcher.code);
    before.set(t.name, { op, views: [...t.humans, t.watcher].map(seen), watched: t.watcher.state.version });
  }
  const code = await stop(server, signal, 15_000);
  if (signal === "SIGTERM") expect(code).toBe(0);
  const watchedAtKill = new Map(tables.map((t) => [t.name, t.watcher.state.version as number]));
  const rejoinsBefore = new Map(players.map((p) => [p, p.rejoins]));
  startServer();
  await waitUntil("the restarted server", 20_000, healthy(base), server);
  // the process answers healthy once its matches are back; their log lines come over its stdout
  // pipe, which may deliver them a moment after the HTTP answer
  const restored = () =>
    jsonLines(server)
      .filter((l) => l.event === "match.restored")
      .map((l) => l.code);
  await waitFor(
    () => tables.every((t) => restored().includes(t.watcher.code)),
    10_000,
    "match.restored lines",
  ).catch(() => {});
  expect(restored()).toEqual(expect.arrayContaining(tables.map((t) => t.watcher.code)));

  for (const t of tables) {
    const b = before.get(t.name)!;
    for (const p of [...t.humans, t.watcher]) {
      await waitFor(
        () => p.rejoins > rejoinsBefore.get(p)!,
        30_000,
        `${p.options.name} back (${p.lastError})`,
      );
      await p.connected(30_000);
    }
    const op = await operator(t.watcher.code);
    expect(op.code).toBe(b.op.code);
    expect(op.matchId).toBe(b.op.matchId);
    if (t.busy) {
      // bots kept playing up to the kill: every move a client saw before the kill was restored
      expect(op.restored!.version).toBeGreaterThanOrEqual(watchedAtKill.get(t.name)!);
    } else {
      expect(op.restored).toEqual({ version: b.op.version, stateHash: b.op.stateHash });
      expect(op.stateHash).toBe(b.op.stateHash);
      for (const p of t.humans)
        await waitFor(
          () =>
            p.state.seats.every(
              (s: { kind: string; connected: boolean }) => s.kind !== "human" || s.connected,
            ),
          10_000,
        );
      expect([...t.humans, t.watcher].map(seen)).toEqual(b.views.map((v) => ({ ...(v as object) })));
    }
  }
}

describe("kill -9 with SQLite", () => {
  it("every table comes back with the same state and its players finish the game", async () => {
    const real = REAL_GAME;
    const tables: Table[] = [];
    // stones: two players and a spectator
    tables.push(
      await table("duel", "stones", [player("Ana"), player("Ben")], { options: { startPile: 50 } }),
    );
    // stones: one player and two bots
    tables.push(await table("bots", "stones", [player("Cy")], { players: 3, options: { startPile: 50 } }));
    // a real game with two players
    if (real) tables.push(await table("real", real, [player("Di"), player("Ed")], { players: 2 }));
    // a real game played by bots only (its owner resigns at once): it is moving when the kill comes
    if (real) {
      const t = await table("busy", real, [player("Fay")], { players: 2 });
      await waitFor(() => t.humans[0]!.legalNow().length > 0, 10_000);
      t.humans[0]!.room.send("resign");
      t.busy = true;
      tables.push(t);
    }
    // random points
    for (const t of tables.filter((x) => !x.busy)) {
      const target = t.watcher.state.version + randomInt(2, t.name === "real" ? 30 : 8);
      if (t.name === "bots") {
        while (t.watcher.state.version < target && t.watcher.state.status === "playing")
          await act(t.humans[0]!, rng);
      } else await playTo(t.humans, target, rng);
    }
    expect(tables.every((t) => t.watcher.state.status === "playing")).toBe(true);

    await crashAndRestart("SIGKILL", tables);

    // the games go on to the end
    await Promise.all(tables.map((t) => playToEnd(t.humans, rng)));
    for (const t of tables)
      await waitFor(() => t.watcher.state.status === "finished", 60_000, `${t.name} finished`);
    for (const t of tables) {
      const id = t.watcher.state.matchId as string;
      const h = await getJson<MatchHistory>(base, `/api/matches/${id}/history.json`);
      expect(h.body.moveCount).toBe(t.watcher.state.version);
      const v = verifyHistory(h.body, ALL_GAMES);
      expect(v.summary).toMatch(/^OK/);
      expect(h.body.result).toEqual(JSON.parse(t.watcher.state.outcome));
      if (t.name === "real") {
        // a tampered copy of a real game's history is caught
        const bad = structuredClone(h.body);
        const i = bad.moves!.findIndex((m, k) => k > 0 && m.seat !== bad.moves![k - 1]!.seat);
        [bad.moves![i - 1]!.move, bad.moves![i]!.move] = [bad.moves![i]!.move, bad.moves![i - 1]!.move];
        expect(verifyHistory(bad, ALL_GAMES).ok).toBe(false);
      }
    }
    const logs = jsonLines(server);
    expect(logs.filter((l) => "unparsed" in l)).toEqual([]);
    expect(logs.filter((l) => l.level === "error")).toEqual([]);
  });

  it("after SIGTERM too, the table comes back with the same state", async () => {
    const t = await table("graceful", "stones", [player("Gus"), player("Hal")], {
      options: { startPile: 30 },
    });
    await playTo(t.humans, randomInt(1, 5), rng);
    await crashAndRestart("SIGTERM", [t]);
    await playToEnd(t.humans, rng);
    await waitFor(() => t.watcher.state.status === "finished", 20_000);
  });
});
