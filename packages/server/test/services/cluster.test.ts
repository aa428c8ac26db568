/**
 * The docker-compose topology without Docker: a real redis-server, two server processes started
 * with the production entry point's settings, and Debian's nginx rendering the same proxy
 * template as the compose file. Every process is started here and stopped by PID.
 * Needs the Debian packages redis-server and nginx (or nginx-light).
 */
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client, type Room } from "@colyseus/sdk";
import { readLogLine, type TableListing } from "@starport/protocol";
import { GAMES } from "@starport/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join, stateOf, track, waitFor } from "../helpers.ts";
import {
  direct,
  freePort,
  healthy,
  jsonLines,
  MAIN,
  NODE,
  type Proc,
  ROOT,
  startNginx,
  start as startProc,
  startRedis,
  stop,
  waitUntil,
} from "./procs.ts";

const STONES_MAIN = path.join(ROOT, "packages/server/test/services/stones-server.ts");
const procs: Proc[] = [];
const rooms: Room[] = [];
const work = mkdtempSync(path.join(tmpdir(), "starport-services-"));
chmodSync(work, 0o777);
const start = (name: string, cmd: string, args: string[], env: Record<string, string> = {}) =>
  startProc(procs, name, cmd, args, { DATA_DIR: work, ...env });

let ports: { redis: number; a: number; b: number; proxy: number };
let a: Proc;
let b: Proc;
let proxyUrl: string;

beforeAll(async () => {
  ports = { redis: await freePort(), a: await freePort(), b: await freePort(), proxy: await freePort() };
  proxyUrl = `http://127.0.0.1:${ports.proxy}`;
  await startRedis(procs, ports.redis);
  const nginx = startNginx(procs, work, ports.proxy, ports.a, ports.b);

  const serverEnv = (port: number, prefix: string) => ({
    PORT: String(port),
    HOST: "127.0.0.1",
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    PUBLIC_ADDRESS: `127.0.0.1:${ports.proxy}/${prefix}`,
    BOT_DELAY_MS: "10",
    RECONNECT_SECONDS: "1",
  });
  a = start("server A", NODE, [STONES_MAIN], serverEnv(ports.a, "s1"));
  b = start("server B", NODE, [STONES_MAIN], serverEnv(ports.b, "s2"));
  await waitUntil("server A", 20_000, healthy(direct(ports.a)), a);
  await waitUntil("server B", 20_000, healthy(direct(ports.b)), b);
  await waitUntil("the proxy", 10_000, healthy(proxyUrl), nginx);
});

afterAll(async () => {
  await Promise.all(rooms.map((r) => (r.connection?.isOpen ? r.leave(true).catch(() => 0) : 0)));
  for (const p of [...procs].reverse()) await stop(p).catch(() => null);
});

async function enter(p: Promise<Room>): Promise<Room> {
  const room = await p;
  rooms.push(room);
  track(room);
  return room;
}

async function lobbyAt(url: string) {
  const room = await enter(new Client(url).joinOrCreate("lobby"));
  const listing = new Map<
    string,
    { name: string; processId: string; publicAddress?: string; metadata: TableListing }
  >();
  room.onMessage("rooms", (list: { roomId: string }[]) => {
    for (const r of list) listing.set(r.roomId, r as never);
  });
  room.onMessage("+", ([id, r]: [string, never]) => listing.set(id, r));
  room.onMessage("-", (id: string) => listing.delete(id));
  return { room, listing };
}

describe("two processes, Redis and the proxy", () => {
  it("a table created on one process is listed in the other's lobby and joined through the other", async () => {
    const lobbyB = await lobbyAt(direct(ports.b));
    const ana = await enter(
      new Client(direct(ports.a)).create("stones", join("Ana", { options: { startPile: 30 } })),
    );
    await waitFor(
      () => lobbyB.listing.get(ana.roomId)?.metadata?.seated === 1,
      5000,
      "the table in B's lobby",
    );
    const entry = lobbyB.listing.get(ana.roomId)!;
    expect(entry).toMatchObject({ name: "stones", metadata: { status: "waiting", seated: 1, open: true } });
    // the table lives in one process; its listing says where (the proxy path of that process)
    const host = entry.publicAddress;
    expect(host).toMatch(new RegExp(`^127\\.0\\.0\\.1:${ports.proxy}/s[12]$`));
    const other = host!.endsWith("/s1") ? ports.b : ports.a;

    const ben = await enter(new Client(direct(other)).joinById(ana.roomId, join("Ben")));
    expect(ben.connection.url).toContain(`${host}/`);
    await waitFor(() => stateOf(ben)?.status === "playing" && stateOf(ana)?.status === "playing", 5000);
    await waitFor(() => lobbyB.listing.get(ana.roomId)?.metadata?.status === "playing", 5000);

    ana.send("move", { version: 0, move: { type: "take1" } });
    await waitFor(() => stateOf(ben).version === 1, 5000, "Ana's move at Ben's");
    expect(JSON.parse(stateOf(ben).view.get("pile"))).toBe(29);
    // its public event came with the patch, in the log
    expect([...stateOf(ben).log].map((l: string) => readLogLine(l))).toEqual([
      { version: 1, event: { type: "took", seat: 0, stones: 1 } },
    ]);
  });

  it("quick-play through the proxy alone seats three players at one table", async () => {
    const quick = (name: string) =>
      enter(new Client(proxyUrl).joinOrCreate("stones", join(name, { players: 3 })));
    const c1 = await quick("Cy");
    const c2 = await quick("Di");
    const c3 = await quick("Ed");
    expect([c2.roomId, c3.roomId]).toEqual([c1.roomId, c1.roomId]);
    await waitFor(() => [c1, c2, c3].every((c) => stateOf(c)?.status === "playing"), 5000);
    const games = (await (await fetch(`${proxyUrl}/api/games`)).json()) as { id: string }[];
    expect(games.map((g) => g.id)).toEqual(["stones"]);
  });

  it("SIGTERM on a process tells its players to reconnect, and it exits cleanly", async () => {
    const e1 = await enter(new Client(direct(ports.a)).create("stones", join("Eve", { mode: "private" })));
    // find which process holds Eve's table: the WebSocket path names it
    const holder = e1.connection.url!.includes("/s1/") ? a : b;
    const survivor = holder === a ? ports.b : ports.a;
    e1.reconnection.enabled = false;
    const left = new Promise<number>((res) => e1.onLeave((code) => res(code)));
    const code = await stop(holder, "SIGTERM", 15_000);
    expect(code).toBe(0);
    expect(await left).toBe(4010);
    const logs = jsonLines(holder);
    expect(logs.map((l) => l.event)).toEqual(expect.arrayContaining(["server.signal", "server.stopped"]));
    expect(logs.filter((l) => "unparsed" in l)).toEqual([]);
    // the table is gone from shared matchmaking
    await expect(new Client(direct(survivor)).joinById(e1.roomId, join("Fay"))).rejects.toThrow(
      /not found|disposed/,
    );
  });
});

describe("the production entry point", () => {
  it("main.ts serves /healthz and /api/games, logs JSON lines and exits 0 on SIGTERM", async () => {
    const port = await freePort();
    const staticDir = mkdtempSync(path.join(tmpdir(), "starport-static-"));
    writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>Starport</title>");
    const p = start("main", NODE, [MAIN], { PORT: String(port), HOST: "127.0.0.1", STATIC_DIR: staticDir });
    await waitUntil("main.ts", 20_000, healthy(direct(port)), p);
    const games = (await (await fetch(`${direct(port)}/api/games`)).json()) as { id: string }[];
    expect(games.map((g) => g.id).sort()).toEqual(Object.keys(GAMES).sort());
    expect(await (await fetch(`${direct(port)}/t/ABCDEF`)).text()).toContain("<title>Starport</title>");
    expect(await stop(p, "SIGTERM", 10_000)).toBe(0);
    const logs = jsonLines(p);
    expect(logs.filter((l) => "unparsed" in l)).toEqual([]);
    expect(logs.map((l) => l.event)).toEqual(
      expect.arrayContaining(["server.listening", "server.signal", "server.stopped"]),
    );
  });

  it("refuses a bad environment with exit code 2 and a JSON log line", async () => {
    const p = start("bad env", NODE, [MAIN], { PORT: "0", REDIS_URL: "redis://127.0.0.1:1" });
    expect(await p.exit).toBe(2);
    expect(jsonLines(p)).toContainEqual(expect.objectContaining({ event: "server.bad_config" }));
  });
});
