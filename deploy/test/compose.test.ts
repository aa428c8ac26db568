/**
 * docker-compose.yml for real (issue 19): two servers, Redis, PostgreSQL and nginx in containers,
 * the image built by scripts/docker-test.sh from the Dockerfile, the proxy published on 127.0.0.1.
 * deploy/test/compose.test.yml only adds each server's port on 127.0.0.1 (to make a table through
 * one server directly). The steps run in order on one deployment:
 *   compose refuses to start without PUBLIC_HOST or POSTGRES_PASSWORD;
 *   every service healthy, none restarted, with limits, log rotation and stop periods;
 *   a table made through one server, joined through the proxy; the page without source maps;
 *   the proxy (re)started while a server is down;
 *   a server killed during a game and recreated at a new address: its players go on on the
 *   other, nothing lost, and the proxy reaches the new container without a restart;
 *   an upgrade (every container recreated) with a changed POSTGRES_PASSWORD keeps every game.
 */
import { randomBytes } from "node:crypto";
import { rmSync, statSync } from "node:fs";
import { type AnyGameDef, GAMES, rngFromSeed } from "@starport/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyHistory } from "../../packages/server/src/verify.ts";
import { getJson, newToken, waitFor } from "../../packages/server/test/helpers.ts";
import { act, playTo, playToEnd, seen } from "../../packages/server/test/support/drive.ts";
import { Player } from "../../packages/server/test/support/player.ts";
import { REAL_GAME } from "../../packages/server/test/support/real-game.ts";
import {
  COMPOSE,
  DOCKER,
  docker,
  freePort,
  healthOf,
  IMAGE,
  inspect,
  KEEP,
  must,
  run,
  tempDir,
  until,
} from "./support.ts";

/** What the operator route says of a live table (docs/operations.md, "Health and limits"). */
interface OperatorSnapshot {
  matchId: string;
  stateHash: string;
  processId: string;
}

const PROJECT = process.env.COMPOSE_PROJECT_NAME ?? "starport-dockertest";
const FILES = ["-f", "docker-compose.yml", "-f", "deploy/test/compose.test.yml"];
const SERVICES = ["postgres", "redis", "server1", "server2", "proxy"] as const;
type Service = (typeof SERVICES)[number];
const rng = rngFromSeed(`docker-compose:${Date.now() % 100_000}`);
const MONITOR = randomBytes(9).toString("base64url");
// characters that would break a password written into a URL
const PASSWORDS = [
  `p@ss:w/rd%${randomBytes(6).toString("hex")}`,
  `changed#${randomBytes(6).toString("hex")}?&`,
];

let env: NodeJS.ProcessEnv = {};
let publicPort = 0;
let proxy = "";
const players: Player[] = [];
const extraContainers: string[] = [];
const work = tempDir("starport-compose-");

const compose = (args: string[], ms = 300_000, e: NodeJS.ProcessEnv = env) =>
  must(COMPOSE[0]!, [...COMPOSE.slice(1), "-p", PROJECT, ...FILES, ...args], { env: e, ms });
const idOf = async (s: Service) => (await compose(["ps", "-q", s])).stdout.trim();
const logsOf = async (s: Service) => {
  const r = await run(DOCKER, ["logs", await idOf(s)]);
  return r.stdout + r.stderr;
};
const direct = async (s: "server1" | "server2") =>
  `http://${(await compose(["port", s, "2567"])).stdout.trim().replace("0.0.0.0", "127.0.0.1")}`;
const ipOf = async (s: Service) =>
  (Object.values((await inspect(await idOf(s))).NetworkSettings.Networks)[0] as { IPAddress: string })
    .IPAddress;

async function allHealthy(ms: number, services: readonly Service[] = SERVICES): Promise<number> {
  return until(`${services.join(", ")} healthy`, ms, async () => {
    for (const s of services) if ((await healthOf(await idOf(s))) !== "healthy") return false;
    return true;
  });
}

function player(name: string, endpoints: string[] = [proxy]): Player {
  const p = new Player({ endpoints, token: newToken(), name, fallbackMs: 1000 });
  players.push(p);
  return p;
}

/** A private two-player table of the site's game, both seats human, started. */
async function table(a: Player, b: Player): Promise<void> {
  await a.enter({ create: REAL_GAME!, options: { mode: "private", players: 2 } });
  await b.enter({ code: a.code });
  await waitFor(() => a.all("hello").length > 0, 10_000, "hello");
  a.room.send("start");
  await waitFor(
    () => b.state?.status === "playing" && a.state?.status === "playing",
    15_000,
    "the game to start",
  );
}

/** Waits until the table is quiet: both connected at the same version and one of them to move. */
async function settled(a: Player, b: Player): Promise<void> {
  await a.connected(60_000);
  await b.connected(60_000);
  await waitFor(
    () => a.state.version === b.state.version && (a.legalNow().length > 0 || b.legalNow().length > 0),
    30_000,
    `${a.code} settled`,
  );
}

const prefixOf = (p: Player) => /\/(s[12])\//.exec(p.room.connection.url ?? "")?.[1];
const serviceOf = (p: Player): "server1" | "server2" => (prefixOf(p) === "s1" ? "server1" : "server2");

async function operator(code: string): Promise<OperatorSnapshot> {
  const res = await fetch(`${proxy}/api/admin/tables/${code}`, {
    headers: { authorization: `Basic ${Buffer.from(`ops:${MONITOR}`).toString("base64")}` },
  });
  if (!res.ok) throw new Error(`operator route: ${res.status} ${await res.text()}`);
  return (await res.json()) as OperatorSnapshot;
}

async function verified(p: Player): Promise<void> {
  const h = await getJson<unknown>(proxy, `/api/matches/${p.state.matchId}/history.json`);
  expect(h.status).toBe(200);
  expect(verifyHistory(h.body, GAMES as Record<string, AnyGameDef>).summary).toMatch(/^OK/);
}

beforeAll(async () => {
  expect(REAL_GAME).toBeTruthy();
  publicPort = await freePort();
  proxy = `http://127.0.0.1:${publicPort}`;
  env = {
    ...process.env,
    PUBLIC_HOST: `127.0.0.1:${publicPort}`,
    PUBLIC_PORT: String(publicPort),
    PUBLIC_BIND: "127.0.0.1",
    POSTGRES_PASSWORD: PASSWORDS[0],
    MONITOR_PASSWORD: MONITOR,
    LEASE_SECONDS: "3",
    BOT_DELAY_MS: "50",
    RECONNECT_SECONDS: "30",
    // every client of this test comes from this machine: the caps per address are lifted
    LIMITS:
      "trustProxyHops=1,createPerMinute=100000,matchmakePerMinute=100000,tablesPerAddress=100000,tablesPerToken=100000",
  };
  await compose(["down", "-v", "--remove-orphans"]);
});

afterAll(async () => {
  await Promise.all(players.map((p) => p.leave()));
  for (const c of extraContainers) await run(DOCKER, ["rm", "-f", c]);
  if (!KEEP) await compose(["down", "-v", "--remove-orphans"]).catch((e) => console.error(String(e)));
  rmSync(work, { recursive: true, force: true });
});

describe("docker-compose.yml", () => {
  it("refuses to start without PUBLIC_HOST or POSTGRES_PASSWORD, saying which", async () => {
    for (const missing of ["PUBLIC_HOST", "POSTGRES_PASSWORD"]) {
      const e = { ...env, [missing]: "" };
      const r = await run(COMPOSE[0]!, [...COMPOSE.slice(1), "-p", PROJECT, ...FILES, "config", "-q"], {
        env: e,
      });
      expect(r.code, missing).not.toBe(0);
      expect(r.stderr).toContain(`set ${missing}`);
    }
  });

  it("starts every service healthy at once (no restart), with limits, log rotation and stop periods", async () => {
    const up = await compose(["up", "-d"], 600_000);
    const ms = await allHealthy(240_000);
    console.log(`[compose] up -d ${up.ms} ms, then every service healthy after ${ms} ms`);
    for (const s of SERVICES) {
      const c = await inspect(await idOf(s));
      expect(c.RestartCount, s).toBe(0);
      expect(c.HostConfig.LogConfig, s).toEqual({
        Type: "json-file",
        Config: { "max-file": "5", "max-size": "10m" },
      });
      expect(c.HostConfig.Memory, s).toBeGreaterThan(0);
      expect(c.HostConfig.PidsLimit, s).toBeGreaterThan(0);
      expect(c.Config.Healthcheck?.Test?.length, s).toBeGreaterThan(0);
    }
    for (const s of ["server1", "server2"] as const) {
      const c = await inspect(await idOf(s));
      expect(c.Config.StopTimeout).toBe(35);
      expect(c.HostConfig.NanoCpus).toBe(1e9);
      expect(c.Config.User).toBe("10001:10001");
      const logs = await logsOf(s);
      expect(logs).toContain(`"publicAddress":"127.0.0.1:${publicPort}/${s === "server1" ? "s1" : "s2"}"`);
      // PUBLIC_HOST names this machine only: the servers say so (fine for this test)
      expect(logs).toContain('"server.public_address_local"');
      expect(logs).not.toContain("store.open_failed");
    }
    expect((await inspect(await idOf("postgres"))).Config.StopTimeout).toBe(60);
    const pg = await logsOf("postgres");
    // the first run's temporary server came and went before the healthcheck passed
    expect(pg).toContain("PostgreSQL init process complete");
    expect(pg).toContain("the password of role starport is POSTGRES_PASSWORD");
  });

  let a: Player;
  let b: Player;

  it("a table made through one server is joined through the proxy; the page loads through it without source maps", async () => {
    const html = await fetch(`${proxy}/`);
    expect(html.status).toBe(200);
    const page = await html.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeTruthy();
    const js = await fetch(`${proxy}${script}`);
    expect(js.status).toBe(200);
    expect(await js.text()).not.toContain("sourceMappingURL");
    expect((await fetch(`${proxy}${script}.map`)).status).toBe(404);

    const s1 = await direct("server1");
    a = player("Ana", [s1, proxy]); // matchmaking straight at server1
    b = player("Ben"); // the browser's way: the proxy
    await table(a, b);
    for (const p of [a, b])
      expect(p.room.connection.url).toMatch(new RegExp(`^ws://127\\.0\\.0\\.1:${publicPort}/s[12]/`));
    expect(a.room.roomId).toBe(b.room.roomId);
    await playTo([a, b], a.state.version + 4, rng);
    await settled(a, b);
    expect(seen(a)).toMatchObject({ version: b.state.version, matchId: b.state.matchId });
  });

  it("the proxy starts while a server is down, and serves the site from the other", async () => {
    const stopped = await compose(["stop", "server2"], 120_000);
    const s2 = await inspect(await idOf("server2"));
    console.log(`[compose] stop server2: ${stopped.ms} ms, exit code ${s2.State.ExitCode}`);
    expect(s2.State.ExitCode).toBe(0);
    expect(await logsOf("server2")).toContain('"server.stopped"');

    await compose(["up", "-d", "--no-deps", "--force-recreate", "proxy"]);
    const ms = await allHealthy(60_000, ["proxy"]);
    console.log(`[compose] proxy recreated with server2 down: healthy after ${ms} ms`);
    const s1Id = (await getJson<{ processId: string }>(await direct("server1"), "/healthz")).body.processId;
    for (let i = 0; i < 8; i++) {
      const h = await getJson<{ processId: string }>(proxy, "/healthz");
      expect(h.status).toBe(200);
      expect(h.body.processId).toBe(s1Id);
    }
    // a new game through the proxy, against a bot
    const c = player("Cy");
    await c.enter({ create: REAL_GAME!, options: { mode: "private", players: 2 } });
    await waitFor(() => c.all("hello").length > 0, 10_000, "hello");
    c.room.send("start");
    await waitFor(() => c.state?.status === "playing", 15_000, "Cy's game");
    expect(prefixOf(c)).toBe("s1");
    expect(await act(c, rng)).toBe(true);
    // the first table is on server1 now, whichever held it (a stopped server hands its tables over)
    await settled(a, b);
    expect(prefixOf(a)).toBe("s1");

    await compose(["start", "server2"]);
    await allHealthy(120_000, ["server2"]);
  });

  it("a server killed during a game and recreated at a new address: its players go on, nothing is lost", async () => {
    const d = player("Di");
    const e = player("Ed");
    await table(d, e);
    const victim = serviceOf(d);
    const survivor = victim === "server1" ? "server2" : "server1";
    await playTo([d, e], d.state.version + 5, rng);
    await settled(d, e);
    const before = { d: seen(d), e: seen(e), op: await operator(d.code) };
    const victimProcess = (await getJson<{ processId: string }>(await direct(victim), "/healthz")).body
      .processId;
    const oldIp = await ipOf(victim);
    const proxyBefore = await inspect(await idOf("proxy"));
    const rejoins = { d: d.rejoins, e: e.rejoins };

    const killedAt = Date.now();
    await docker(["kill", await idOf(victim)]); // SIGKILL
    await waitFor(
      () => d.rejoins > rejoins.d && e.rejoins > rejoins.e,
      60_000,
      `players back (${d.lastError})`,
    );
    await settled(d, e);
    const backMs = Date.now() - killedAt;
    expect(seen(d)).toEqual(before.d);
    expect(seen(e)).toEqual(before.e);
    const op = await operator(d.code);
    expect(op).toMatchObject({ matchId: before.op.matchId, stateHash: before.op.stateHash });
    expect(op.processId).not.toBe(victimProcess);
    expect(prefixOf(d)).toBe(survivor === "server1" ? "s1" : "s2");

    // the victim comes back as a new container at another address; the proxy is not restarted
    const network = Object.keys((await inspect(await idOf(victim))).NetworkSettings.Networks)[0]!;
    await compose(["rm", "-f", "-s", victim]);
    // Docker hands a freed address out again: placeholders hold the old one (bounded), so that the
    // server comes back elsewhere, as it does when another container took its address meanwhile
    for (let i = 0; i < 8; i++) {
      const name = `${PROJECT}-placeholder-${i}`;
      await run(DOCKER, ["rm", "-f", name]);
      extraContainers.push(name);
      await docker([
        "run",
        "-d",
        "--name",
        name,
        "--network",
        network,
        "--entrypoint",
        "sleep",
        IMAGE,
        "900",
      ]);
      const held = Object.values((await inspect(name)).NetworkSettings.Networks)[0] as { IPAddress: string };
      if (held.IPAddress === oldIp) break;
    }
    await compose(["up", "-d", "--no-deps", victim]);
    await allHealthy(120_000, [victim]);
    const newIp = await ipOf(victim);
    console.log(
      `[compose] ${victim} killed: its players back on ${survivor} after ${backMs} ms; recreated at ${newIp} (was ${oldIp})`,
    );
    expect(newIp).not.toBe(oldIp);
    const proxyAfter = await inspect(await idOf("proxy"));
    expect(proxyAfter.Id).toBe(proxyBefore.Id);
    expect(proxyAfter.State.StartedAt).toBe(proxyBefore.State.StartedAt);
    expect(proxyAfter.RestartCount).toBe(0);
    // new tables go to the emptiest process, the recreated one: reached through the proxy
    const f = player("Flo");
    const g = player("Gil");
    await table(f, g);
    expect(serviceOf(f)).toBe(victim);
    expect(serviceOf(g)).toBe(victim);
    await playTo([f, g], f.state.version + 2, rng);

    // the interrupted game ends normally on the survivor and its history replays to its result
    await playToEnd([d, e], rng);
    await waitFor(() => d.state.status === "finished", 30_000, "the game to finish");
    await verified(d);
  });

  it("an upgrade (every container recreated) with a changed POSTGRES_PASSWORD keeps every game", async () => {
    await settled(a, b);
    const before = { a: seen(a), b: seen(b) };
    const rejoins = { a: a.rejoins, b: b.rejoins };
    env = { ...env, POSTGRES_PASSWORD: PASSWORDS[1] };
    const up = await compose(["up", "-d", "--force-recreate"], 600_000);
    const ms = await allHealthy(240_000);
    console.log(`[compose] up -d --force-recreate with a new password: ${up.ms} ms, healthy ${ms} ms later`);
    for (const s of SERVICES) expect((await inspect(await idOf(s))).RestartCount, s).toBe(0);
    for (const s of ["server1", "server2"] as const)
      expect(await logsOf(s)).not.toContain("password authentication failed");
    expect(await logsOf("postgres")).toContain("the password of role starport is POSTGRES_PASSWORD");
    await waitFor(
      () => a.rejoins > rejoins.a && b.rejoins > rejoins.b,
      60_000,
      `players back (${a.lastError})`,
    );
    await settled(a, b);
    expect(seen(a)).toEqual(before.a);
    expect(seen(b)).toEqual(before.b);
    await playToEnd([a, b], rng);
    await waitFor(() => a.state.status === "finished", 30_000, "the first game to finish");
    await verified(a);
  });

  it("a pg_dump taken as docs/operations.md says restores into a scratch database with every match", async () => {
    const dump = `${work}/starport.dump`;
    const sh = (cmd: string) => must("/bin/sh", ["-c", cmd], { env, ms: 120_000 });
    const composeCmd = [...COMPOSE, "-p", PROJECT, ...FILES].map((a) => `'${a}'`).join(" ");
    await sh(`${composeCmd} exec -T postgres pg_dump -U starport -Fc starport > '${dump}'`);
    const psql = (db: string, sql: string) =>
      compose(["exec", "-T", "postgres", "psql", "-U", "starport", "-d", db, "-tAc", sql]).then((r) =>
        r.stdout.trim(),
      );
    await psql("starport", "DROP DATABASE IF EXISTS restorecheck");
    await psql("starport", "CREATE DATABASE restorecheck");
    await sh(`${composeCmd} exec -T postgres pg_restore -U starport -d restorecheck < '${dump}'`);
    const count = "SELECT count(*) || ':' || count(*) FILTER (WHERE status = 'finished') FROM matches";
    const live = await psql("starport", count);
    console.log(`[compose] pg_dump of ${statSync(dump).size} bytes restored: ${live} matches (all:finished)`);
    expect(await psql("restorecheck", count)).toBe(live);
    expect(Number(live.split(":")[1])).toBeGreaterThanOrEqual(2);
  });
});
