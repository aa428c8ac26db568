/**
 * The server image alone (`docker run`, no compose), as built by scripts/docker-test.sh from the
 * repository's Dockerfile: its size and contents, its user and volume, a match kept in SQLite on
 * a named volume across two containers, a stop within `docker stop`'s default 10 s, and a clear
 * failure when its data directory is not writable (issue 19, defects 2, 4, 5, 7).
 */
import { rmSync } from "node:fs";
import { rngFromSeed } from "@starport/rules";
import { afterAll, describe, expect, it } from "vitest";
import { newToken, waitFor } from "../../packages/server/test/helpers.ts";
import { act, seen } from "../../packages/server/test/support/drive.ts";
import { Player } from "../../packages/server/test/support/player.ts";
import { REAL_GAME } from "../../packages/server/test/support/real-game.ts";
import { DOCKER, docker, freePort, healthOf, IMAGE, inspect, KEEP, run, tempDir, until } from "./support.ts";

const PREFIX = "starport-dockertest";
const VOLUME = `${PREFIX}-data`;
const containers: string[] = [];
const players: Player[] = [];
const dirs: string[] = [];
const rng = rngFromSeed("docker-image");
const MB = 1_000_000;

afterAll(async () => {
  await Promise.all(players.map((p) => p.leave()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  if (KEEP) return;
  for (const c of containers) await run(DOCKER, ["rm", "-f", "-v", c]);
  await run(DOCKER, ["volume", "rm", "-f", VOLUME]);
});

async function start(name: string, args: string[]): Promise<string> {
  await run(DOCKER, ["rm", "-f", "-v", name]);
  containers.push(name);
  await docker(["run", "-d", "--name", name, ...args, IMAGE]);
  return name;
}

const healthy = (c: string, ms = 120_000) =>
  until(`${c} healthy`, ms, async () => (await healthOf(c)) === "healthy");
const logs = async (c: string) => {
  const r = await run(DOCKER, ["logs", c]);
  return r.stdout + r.stderr;
};

describe("the image alone", () => {
  it("is under 250 MB, runs as uid 10001 with /data as its volume, and holds no build tools", async () => {
    const img = await inspect(IMAGE);
    const size = img.Size as number;
    expect(img.Config.User).toBe("10001:10001");
    expect(Object.keys(img.Config.Volumes ?? {})).toEqual(["/data"]);
    expect(img.Config.Env).toEqual(
      expect.arrayContaining(["DATA_DIR=/data", "NODE_ENV=production", "SHUTDOWN_TIMEOUT_MS=8000"]),
    );
    expect(img.Config.Healthcheck?.Test?.[0]).toBe("CMD");
    const inside = await docker([
      "run",
      "--rm",
      "--entrypoint",
      "/bin/sh",
      IMAGE,
      "-c",
      [
        "id -u",
        "node --version",
        "for d in /app /app/node_modules /app/packages/client/dist /usr/local/bin/node; do du -sk $d | cut -f1; done | tr '\\n' ' '; echo",
        "ls /app/node_modules/.pnpm | tr '\\n' ' '; echo",
        "find /app -name '*.map' | wc -l",
        "find /app -path /app/node_modules -prune -o \\( -name '*.test.*' -o -name test -o -name tests \\) -print | wc -l",
        "touch /app/x 2>/dev/null && echo app-writable || echo app-read-only",
      ].join("; "),
    ]);
    const [uid, nodeVersion, du, pnpmDir, maps, tests, appWritable] = inside.stdout.trim().split("\n");
    const [app, nodeModules, dist, nodeBin] = du!
      .trim()
      .split(" ")
      .map((k) => Number(k) * 1024);
    console.log(
      `[image] ${IMAGE}: ${(size / MB).toFixed(1)} MB; Node ${nodeVersion} binary ${(nodeBin! / MB).toFixed(1)} MB; ` +
        `/app ${(app! / MB).toFixed(1)} MB (node_modules ${(nodeModules! / MB).toFixed(1)} MB, web client ${(dist! / MB).toFixed(1)} MB); ` +
        `${pnpmDir!.trim().split(" ").length} packages`,
    );
    expect(size).toBeLessThan(250 * MB);
    expect(uid).toBe("10001");
    expect(nodeVersion).toMatch(/^v22\./);
    const packages = pnpmDir!.split(" ");
    for (const dev of [
      "vite@",
      "vitest@",
      "@biomejs+",
      "typescript@",
      "@typescript+",
      "playwright-core@",
      "phaser@",
    ])
      expect(packages.filter((p) => p.startsWith(dev))).toEqual([]);
    expect(packages.some((p) => p.startsWith("rolldown") || p.startsWith("@rolldown+"))).toBe(false);
    expect(packages.some((p) => p.startsWith("node@") || p.startsWith("node-linux"))).toBe(false);
    expect(packages.some((p) => p.startsWith("@colyseus+core@"))).toBe(true);
    expect(maps).toBe("0");
    expect(tests).toBe("0");
    expect(appWritable).toBe("app-read-only");
  });

  it("keeps a match in SQLite on a named volume across containers, and stops within docker stop's 10 s", async () => {
    expect(REAL_GAME).toBeTruthy();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const runArgs = ["-v", `${VOLUME}:/data`, "-p", `127.0.0.1:${port}:2567`, "-e", "BOT_DELAY_MS=50"];
    await run(DOCKER, ["volume", "rm", "-f", VOLUME]);
    const first = await start(`${PREFIX}-solo1`, runArgs);
    const upMs = await healthy(first);
    expect((await docker(["exec", first, "stat", "-c", "%u %a", "/data"])).stdout.trim()).toBe("10001 750");

    // a player against a bot, through the container's published port
    const p = new Player({ endpoints: [url], token: newToken(), name: "Solo", fallbackMs: 500 });
    players.push(p);
    await p.enter({ create: REAL_GAME!, options: { mode: "private", players: 2 } });
    await waitFor(() => p.all("hello").length > 0, 10_000, "hello");
    p.room.send("start");
    await waitFor(() => p.state?.status === "playing", 10_000, "the game to start");
    for (let i = 0; i < 3; i++) await act(p, rng);
    await waitFor(() => p.legalNow().length > 0, 20_000, "the player's turn");
    const before = seen(p);
    expect((await docker(["exec", first, "stat", "-c", "%u", "/data/starport.sqlite"])).stdout.trim()).toBe(
      "10001",
    );

    // `docker stop` with its default timeout: SIGTERM, then SIGKILL after 10 s
    const stopped = await docker(["stop", first], 30_000);
    const state = (await inspect(first)).State;
    console.log(
      `[image] healthy ${upMs} ms after docker run; docker stop took ${stopped.ms} ms, exit code ${state.ExitCode}`,
    );
    expect(state.ExitCode).toBe(0);
    expect(stopped.ms).toBeLessThan(10_000);
    expect(await logs(first)).toContain('"server.stopped"');
    await docker(["rm", first]);

    // a new container on the same volume (an upgrade): the player's own client comes back by itself
    const rejoins = p.rejoins;
    const second = await start(`${PREFIX}-solo2`, runArgs);
    await healthy(second);
    await waitFor(() => p.rejoins > rejoins, 60_000, `the player back (${p.lastError})`);
    await p.connected(30_000);
    expect(seen(p)).toEqual(before);
    expect(await logs(second)).toContain(p.code);
    expect(await act(p, rng)).toBe(true);
  });

  it("without any volume it still runs: /data gets an anonymous volume its user owns", async () => {
    const c = await start(`${PREFIX}-novolume`, []);
    await healthy(c);
    expect((await docker(["exec", c, "stat", "-c", "%u", "/data/starport.sqlite"])).stdout.trim()).toBe(
      "10001",
    );
  });

  it("a data directory it cannot write stops it at once with exit code 1 and a hint", async () => {
    const dir = tempDir("starport-root-owned-"); // mode 0700, owner root
    dirs.push(dir);
    const c = await start(`${PREFIX}-readonly`, ["-v", `${dir}:/data`]);
    await until(`${c} to exit`, 60_000, async () => (await inspect(c)).State.Status === "exited");
    expect((await inspect(c)).State.ExitCode).toBe(1);
    const out = await logs(c);
    expect(out).toContain('"store.open_failed"');
    expect(out).toContain("/data must be writable by uid 10001");
  });
});
