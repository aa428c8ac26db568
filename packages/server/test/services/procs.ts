/**
 * Real processes for the services suites: server processes, redis-server, nginx and a throwaway
 * PostgreSQL cluster, all on 127.0.0.1 and free ports, all started here and stopped by PID.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, type Proc, startProc, stopProc, waitUntil } from "../../../../scripts/lib/processes.ts";
import { LIFTED_PER_CLIENT, limitsSetting } from "../../src/limits.ts";

export { freePort, type Proc, waitUntil };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
export const NODE = path.join(ROOT, "node_modules/node/bin/node");
export const MAIN = path.join(ROOT, "packages/server/src/main.ts");
/** main.ts with the stones fixture and one real game (test/support/launch-fixture-server.ts). */
export const FIXTURE_MAIN = path.join(ROOT, "packages/server/test/support/launch-fixture-server.ts");
const NGINX_TEMPLATE = path.join(ROOT, "deploy/nginx/templates/default.conf.template");
const NGINX = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

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
  const p = startProc(name, cmd, args, { cwd: ROOT, env: { LIMITS: LOOPBACK_LIMITS, ...env } });
  procs.push(p);
  return p;
}

/** Sends `signal` to the process by PID and waits for it to exit (SIGKILL after `ms`, then throws). */
export async function stop(p: Proc, signal: NodeJS.Signals = "SIGTERM", ms = 10_000): Promise<number | null> {
  const r = await stopProc(p, signal, ms);
  if (r === "killed") throw new Error(`${p.name} did not stop within ${ms} ms after ${signal}`);
  return r;
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

/** The nginx image's envsubst step: `${NAME}` replaced only when NAME is set. */
export function renderTemplate(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\{([A-Za-z0-9_]+)\}/g, (m, k: string) => vars[k] ?? m);
}

/**
 * Debian's nginx in the foreground with the compose proxy template rendered from `vars`, its files
 * in `dir`.
 */
export function startNginxWith(
  procs: Proc[],
  name: string,
  dir: string,
  vars: Record<string, string>,
  connections: number,
): Proc {
  const tmp = (d: string) => path.join(dir, d);
  writeFileSync(tmp("default.conf"), renderTemplate(readFileSync(NGINX_TEMPLATE, "utf8"), vars));
  writeFileSync(
    tmp("nginx.conf"),
    [
      // as root, workers as root too: no chown of the temp paths to nobody (a user namespace may not map it)
      ...(process.getuid?.() === 0 ? ["user root root;"] : []),
      "worker_processes 1;",
      `pid ${tmp("nginx.pid")};`,
      "error_log stderr warn;",
      `events { worker_connections ${connections}; }`,
      "http {",
      "  access_log off;",
      `  client_body_temp_path ${tmp("body")}; proxy_temp_path ${tmp("proxy")};`,
      `  fastcgi_temp_path ${tmp("fastcgi")}; uwsgi_temp_path ${tmp("uwsgi")}; scgi_temp_path ${tmp("scgi")};`,
      `  include ${tmp("default.conf")};`,
      "}",
    ].join("\n"),
  );
  return start(procs, name, NGINX, ["-p", dir, "-c", tmp("nginx.conf"), "-e", "stderr", "-g", "daemon off;"]);
}

/** Debian's nginx with the compose proxy template, in front of two server ports. */
export function startNginx(procs: Proc[], work: string, port: number, s1: number, s2: number): Proc {
  return startNginxWith(
    procs,
    "nginx",
    work,
    {
      NGINX_PORT: `127.0.0.1:${port}`,
      STARPORT_S1: `127.0.0.1:${s1}`,
      STARPORT_S2: `127.0.0.1:${s2}`,
    },
    256,
  );
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
