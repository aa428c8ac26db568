/**
 * Real processes for the services suites: server processes, redis-server, nginx and a throwaway
 * PostgreSQL cluster, all on 127.0.0.1 and free ports, all started here and stopped by PID.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LIFTED_PER_CLIENT, limitsSetting } from "../../src/limits.ts";
import { sleep } from "../helpers.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
export const NODE = path.join(ROOT, "node_modules/node/bin/node");
export const MAIN = path.join(ROOT, "packages/server/src/main.ts");
/** main.ts with the stones fixture and one real game (test/support/launch-fixture-server.ts). */
export const FIXTURE_MAIN = path.join(ROOT, "packages/server/test/support/launch-fixture-server.ts");
const NGINX_TEMPLATE = path.join(ROOT, "deploy/nginx/templates/default.conf.template");
const NGINX = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

export interface Proc {
  name: string;
  child: ChildProcess;
  out: string[];
  exit: Promise<number | null>;
}

/**
 * The LIMITS setting of the servers these suites start: every client comes from 127.0.0.1, so the
 * caps per address and per token are lifted (a suite that tests them passes its own LIMITS).
 */
export const LOOPBACK_LIMITS = limitsSetting(LIFTED_PER_CLIENT);

/** Starts a process; its stdout and stderr lines are kept in `out`. */
export function start(
  procs: Proc[],
  name: string,
  cmd: string,
  args: string[],
  env: Record<string, string> = {},
): Proc {
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, LIMITS: LOOPBACK_LIMITS, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const out: string[] = [];
  const collect = (buf: Buffer) => {
    for (const line of buf.toString().split("\n")) if (line.trim()) out.push(line);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exit = new Promise<number | null>((res) => child.on("exit", (code) => res(code)));
  const p = { name, child, out, exit };
  procs.push(p);
  return p;
}

/** Sends `signal` to the process by PID and waits for it to exit (SIGKILL after `ms`). */
export async function stop(p: Proc, signal: NodeJS.Signals = "SIGTERM", ms = 10_000): Promise<number | null> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return p.child.exitCode;
  if (p.child.pid) process.kill(p.child.pid, signal);
  const timeout = sleep(ms).then(() => "timeout" as const);
  const r = await Promise.race([p.exit, timeout]);
  if (r === "timeout") {
    if (p.child.pid) process.kill(p.child.pid, "SIGKILL");
    await p.exit;
    throw new Error(`${p.name} did not stop within ${ms} ms after ${signal}`);
  }
  return r;
}

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once("error", rej);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

export async function waitUntil(
  what: string,
  ms: number,
  check: () => Promise<boolean>,
  p?: Proc,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (p && p.child.exitCode !== null) throw new Error(`${p.name} exited: ${p.out.slice(-10).join("\n")}`);
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${what}${p ? `\n${p.out.slice(-10).join("\n")}` : ""}`);
    await sleep(50);
  }
}

export const healthy = (base: string) => async () => (await fetch(`${base}/healthz`)).ok;
export const direct = (port: number) => `http://127.0.0.1:${port}`;

/** The JSON log lines of a process (`{unparsed}` for anything else). */
export const jsonLines = (p: Proc) =>
  p.out.map((l) => {
    try {
      return JSON.parse(l) as Record<string, unknown>;
    } catch {
      return { unparsed: l };
    }
  });

async function redisPing(port: number): Promise<boolean> {
  return new Promise((res) => {
    const sock = new Socket();
    sock.setTimeout(500);
    sock.once("error", () => res(false));
    sock.once("timeout", () => {
      sock.destroy();
      res(false);
    });
    sock.connect(port, "127.0.0.1", () => sock.write("PING\r\n"));
    sock.once("data", (d) => {
      sock.destroy();
      res(d.toString().startsWith("+PONG"));
    });
  });
}

/** redis-server as in the compose file (no persistence), on 127.0.0.1:<port>. */
export async function startRedis(procs: Proc[], port: number): Promise<Proc> {
  const redis = start(procs, "redis", "redis-server", [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
  ]);
  await waitUntil("redis", 10_000, () => redisPing(port), redis);
  return redis;
}

/** Debian's nginx with the compose proxy template, in front of two server ports. */
export function startNginx(procs: Proc[], work: string, port: number, s1: number, s2: number): Proc {
  const vars: Record<string, string> = {
    NGINX_PORT: `127.0.0.1:${port}`,
    STARPORT_S1: `127.0.0.1:${s1}`,
    STARPORT_S2: `127.0.0.1:${s2}`,
  };
  // rendered as the nginx image's envsubst step would
  const conf = readFileSync(NGINX_TEMPLATE, "utf8").replace(
    /\$\{([A-Z0-9_]+)\}/g,
    (m, k: string) => vars[k] ?? m,
  );
  writeFileSync(path.join(work, "default.conf"), conf);
  const tmp = (d: string) => path.join(work, d);
  writeFileSync(
    path.join(work, "nginx.conf"),
    [
      "worker_processes 1;",
      `pid ${tmp("nginx.pid")};`,
      "error_log stderr warn;",
      "events { worker_connections 256; }",
      "http {",
      "  access_log off;",
      `  client_body_temp_path ${tmp("body")}; proxy_temp_path ${tmp("proxy")};`,
      `  fastcgi_temp_path ${tmp("fastcgi")}; uwsgi_temp_path ${tmp("uwsgi")}; scgi_temp_path ${tmp("scgi")};`,
      `  include ${tmp("default.conf")};`,
      "}",
    ].join("\n"),
  );
  return start(procs, "nginx", NGINX, [
    "-p",
    work,
    "-c",
    path.join(work, "nginx.conf"),
    "-e",
    "stderr",
    "-g",
    "daemon off;",
  ]);
}

/** Directory of PostgreSQL's server programs (Debian puts them outside PATH), or null. */
export function postgresBin(): string | null {
  for (const dir of (process.env.PATH ?? "").split(":")) {
    if (dir && existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "postgres"))) return dir;
  }
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const dir = path.join(base, v, "bin");
    if (existsSync(path.join(dir, "initdb"))) return dir;
  }
  return null;
}

/**
 * A throwaway PostgreSQL cluster: initdb in a temp directory, the server in the foreground on
 * 127.0.0.1:<port> (trust authentication, no Unix socket outside that directory). PostgreSQL
 * refuses to run as root, so as root it runs as the `postgres` user (setpriv, same PID).
 */
export async function startPostgres(
  procs: Proc[],
  port: number,
): Promise<{ proc: Proc; url: string; dir: string }> {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql)");
  const dir = mkdtempSync(path.join(tmpdir(), "starport-pg-"));
  const root = process.getuid?.() === 0;
  const asPostgres = (cmd: string, args: string[]): [string, string[]] =>
    root ? ["setpriv", ["--reuid=postgres", "--regid=postgres", "--init-groups", cmd, ...args]] : [cmd, args];
  if (root) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  const [initCmd, initArgs] = asPostgres(path.join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--no-sync",
    "-E",
    "UTF8",
  ]);
  execFileSync(initCmd, initArgs, { stdio: "pipe" });
  const [cmd, args] = asPostgres(path.join(bin, "postgres"), [
    "-D",
    data,
    "-p",
    String(port),
    "-k",
    dir,
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "fsync=off",
    "-c",
    "max_connections=50",
  ]);
  const proc = start(procs, "postgres", cmd, args);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitUntil(
    "postgres",
    20_000,
    async () => {
      const pg = await import("pg");
      const c = new pg.default.Client({ connectionString: url });
      try {
        await c.connect();
        await c.query("SELECT 1");
        return true;
      } finally {
        await c.end().catch(() => {});
      }
    },
    proc,
  );
  return { proc, url, dir };
}
