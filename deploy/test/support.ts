/** Shared bits of the deployment suites (scripts/docker-test.sh). */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export const tempDir = (prefix: string): string => mkdtempSync(path.join(tmpdir(), prefix));

// --- Docker, as scripts/docker-test.sh set it up ------------------------------------------------

export const DOCKER = process.env.STARPORT_DOCKER ?? "/usr/bin/docker";
export const COMPOSE: string[] = JSON.parse(process.env.STARPORT_COMPOSE ?? '["docker-compose"]');
export const IMAGE = process.env.STARPORT_IMAGE ?? "starport-server:local";
export const KEEP = process.env.STARPORT_DOCKER_KEEP === "1";

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs a command (no shell), bounded by `ms`; never throws: look at `code`. */
export function run(
  cmd: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; ms?: number } = {},
): Promise<RunResult> {
  const t = Date.now();
  return new Promise((res) => {
    execFile(
      cmd,
      args,
      { cwd: ROOT, env: opts.env ?? process.env, timeout: opts.ms ?? 120_000, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === "number" ? err.code : 1) : 0;
        res({ code, stdout: String(stdout), stderr: String(stderr), ms: Date.now() - t });
      },
    );
  });
}

/** Like `run`, but throws with the command's output when it fails. */
export async function must(cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv; ms?: number } = {}) {
  const r = await run(cmd, args, opts);
  if (r.code !== 0) throw new Error(`${cmd} ${args.join(" ")} exited ${r.code}:\n${r.stderr}\n${r.stdout}`);
  return r;
}

export const docker = (args: string[], ms?: number) => must(DOCKER, args, { ms });

/** `docker inspect` of one object, parsed. */
// biome-ignore lint/suspicious/noExplicitAny: docker inspect's JSON
export async function inspect(id: string): Promise<any> {
  return JSON.parse((await docker(["inspect", id])).stdout)[0];
}

/** Polls until `check` holds (checks every 500 ms), or throws after `ms` naming `what`. */
export async function until(what: string, ms: number, check: () => Promise<boolean>): Promise<number> {
  const t = Date.now();
  let last = "";
  while (Date.now() - t < ms) {
    try {
      if (await check()) return Date.now() - t;
    } catch (e) {
      last = String(e);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}${last ? ` (${last})` : ""}`);
}

export async function healthOf(id: string): Promise<string> {
  const s = (await inspect(id)).State;
  return s.Health?.Status ?? (s.Running ? "running" : s.Status);
}

/** A free TCP port on 127.0.0.1. */
export { freePort } from "../../packages/server/test/services/procs.ts";
