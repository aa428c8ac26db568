/**
 * Real processes for the scripts and suites that start them (the bench, the services suites): each
 * started here with its output kept, on 127.0.0.1 and a free port, stopped by PID.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

export interface Proc {
  name: string;
  child: ChildProcess;
  /** Its stdout and stderr lines (the last `keep` when set). */
  out: string[];
  exit: Promise<number | null>;
}

export interface StartOptions {
  cwd: string;
  env?: Record<string, string>;
  /** Opens a message channel to the child. */
  ipc?: boolean;
  /** Keep only this many output lines. */
  keep?: number;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Starts a process; its stdout and stderr lines are kept in `out`. */
export function startProc(name: string, cmd: string, args: string[], o: StartOptions): Proc {
  const child = spawn(cmd, args, {
    cwd: o.cwd,
    env: { ...process.env, ...o.env },
    stdio: o.ipc ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
  });
  const out: string[] = [];
  const collect = (buf: Buffer) => {
    for (const line of buf.toString().split("\n")) if (line.trim()) out.push(line);
    if (o.keep !== undefined && out.length > o.keep) out.splice(0, out.length - o.keep);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exit = new Promise<number | null>((res) => child.on("exit", (code) => res(code)));
  return { name, child, out, exit };
}

/**
 * Sends `signal` by PID and waits for the exit; after `ms`, SIGKILL. Resolves with the exit code,
 * or "killed" when it had to be killed.
 */
export async function stopProc(
  p: Proc,
  signal: NodeJS.Signals,
  ms: number,
): Promise<number | null | "killed"> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return p.child.exitCode;
  if (p.child.pid) process.kill(p.child.pid, signal);
  const r = await Promise.race([p.exit, sleep(ms).then(() => "timeout" as const)]);
  if (r !== "timeout") return r;
  if (p.child.pid) process.kill(p.child.pid, "SIGKILL");
  await p.exit;
  return "killed";
}

/** A TCP port free on 127.0.0.1 now. */
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

/** Polls `check` every 50 ms until it holds; fails after `ms` or when `p` exits, with its last lines. */
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
