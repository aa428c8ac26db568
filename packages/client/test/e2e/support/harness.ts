/**
 * Browser-test plumbing: the real server as a child process (stopped by PID), Debian's Chromium
 * through playwright-core (never a downloaded browser), bounded waits on `window.__starport`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect } from "vitest";
import { freePort } from "../../../../../scripts/lib/processes.ts";
import type { TestHook } from "../../../src/ui/test-hook.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO = path.resolve(here, "../../../../..");
export const ARTIFACTS = path.join(REPO, "artifacts", "e2e");

export interface RunningServer {
  port: number;
  url: string;
  pid: number;
  /** stderr lines (warnings and errors of the server). */
  errors: string[];
  /** Graceful stop (SIGTERM; SIGKILL after 8 s). */
  stop(): Promise<void>;
  /** A crash: SIGKILL, nothing saved beyond what the store already has. */
  kill(): Promise<void>;
}

export interface ServerOptions {
  /** Fixed port (to restart on the same one); default any free port. */
  port?: number;
  /** SQLite file of the match store; default an in-memory database. */
  db?: string;
  /** Pause before a bot moves (default 300 ms). */
  botDelayMs?: number;
  timeoutMs?: number;
}

/** The servers this test file started (their warnings go into a failed wait's message). */
const started: RunningServer[] = [];

/** Starts support/server.ts on the repo's Node 22 binary (not the .bin shim: it does not forward signals). */
export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const node = path.join(REPO, "node_modules", "node", "bin", "node");
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test" };
  if (opts.port !== undefined) env.E2E_PORT = String(opts.port);
  if (opts.db !== undefined) env.E2E_DB = opts.db;
  if (opts.botDelayMs !== undefined) env.E2E_BOT_DELAY_MS = String(opts.botDelayMs);
  const child: ChildProcess = spawn(node, [path.join(here, "server.ts")], {
    cwd: REPO,
    stdio: ["ignore", "pipe", "pipe"],
    env,
  });
  const errors: string[] = [];
  child.stderr!.setEncoding("utf8").on("data", (d: string) => {
    for (const line of d.split("\n")) if (line.trim()) errors.push(line);
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buf = "";
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs} ms: ${errors.join("\n")}`)),
      timeoutMs,
    );
    child.stdout!.setEncoding("utf8").on("data", (d: string) => {
      buf += d;
      const line = buf.split("\n").find((l) => l.startsWith("{"));
      if (!line) return;
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${errors.join("\n")}`));
    });
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once("exit", () => r()));
    process.kill(child.pid!, "SIGTERM");
    const killTimer = setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, "SIGKILL");
    }, 8000);
    await exited;
    clearTimeout(killTimer);
  };
  const kill = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once("exit", () => r()));
    process.kill(child.pid!, "SIGKILL");
    await exited;
  };
  const running = { port, url: `http://127.0.0.1:${port}`, pid: child.pid!, errors, stop, kill };
  started.push(running);
  return running;
}

/** A port free right now on 127.0.0.1 (for a server that must come back on the same one). */
export { freePort };

/**
 * A new page in a context of its own: touch and a mobile viewport below 500 px wide, scale 1;
 * page errors and console errors (but GPU stalls and failed resources) go to `errors`.
 */
export async function openPage(
  browser: Browser,
  contexts: BrowserContext[],
  errors: string[],
  viewport: { width: number; height: number },
): Promise<Page> {
  const ctx = await browser.newContext({
    viewport,
    hasTouch: viewport.width < 500,
    isMobile: viewport.width < 500,
    deviceScaleFactor: 1,
  });
  contexts.push(ctx);
  const page = await ctx.newPage();
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !/GPU stall|Failed to load resource/.test(m.text())) {
      errors.push(`${page.url()} console: ${m.text()}`);
    }
  });
  return page;
}

export interface RunningBrowser {
  browser: Browser;
  /** PID of the Chromium main process. */
  pid: number;
  /** Closes the browser, then makes sure its process is gone (SIGKILL by PID if needed). */
  stop(): Promise<void>;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Debian's Chromium, headless, with a fresh profile (playwright gives each launch a new
 * --user-data-dir and removes it on close). Launched as a browser server so the test holds the
 * PID of the process it started.
 */
export async function launchBrowser(): Promise<RunningBrowser> {
  const server = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
    timeout: 30_000,
  });
  const pid = server.process().pid!;
  const browser = await chromium.connect(server.wsEndpoint(), { timeout: 30_000 });
  return {
    browser,
    pid,
    async stop() {
      await browser.close().catch(() => {});
      await server.close().catch(() => {});
      if (alive(pid)) process.kill(pid, "SIGKILL");
    },
  };
}

/** Whether a process still runs (for the tests' own check that nothing is left behind). */
export const processAlive = alive;

/**
 * Waits (bounded) until `pred(window.__starport, arg)` holds in the page. `pred` runs in the
 * browser, so it may use only its two parameters; `arg` must be JSON.
 */
export async function waitHook<A = null>(
  page: Page,
  what: string,
  pred: (hook: TestHook, arg: A) => boolean,
  arg: A = null as A,
  timeoutMs = 10_000,
): Promise<TestHook> {
  // A function, not a string expression: playwright compiles a function once, but evaluates a
  // string at every poll, which the site's Content-Security-Policy (no 'unsafe-eval') refuses.
  const check = new Function(
    "arg",
    `const h = globalThis.__starport; return !!h && (${pred.toString()})(h, arg);`,
  ) as (arg: unknown) => boolean;
  try {
    await page.waitForFunction(check, arg as unknown, { timeout: timeoutMs, polling: 50 });
  } catch (err) {
    const hook = await readHook(page).catch(() => null);
    const logged = started.flatMap((s) => s.errors.slice(-20));
    throw new Error(
      `timed out after ${timeoutMs} ms waiting for ${what}; hook: ${JSON.stringify(hook)}\n` +
        `the servers' last warnings: ${logged.length ? logged.join("\n") : "none"}\n${String(err)}`,
    );
  }
  return readHook(page);
}

/** The page's test hook, as plain data. */
export function readHook(page: Page): Promise<TestHook> {
  return page.evaluate(() => JSON.parse(JSON.stringify((globalThis as { __starport?: unknown }).__starport)));
}

/** Saves a screenshot under artifacts/e2e/. */
export async function shot(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** Saves a tall page as several screenshots of at most `chunk` CSS pixels (`<name>-1.png`, ...), so each stays legible. */
export async function shotTall(page: Page, name: string, chunk = 1400): Promise<string[]> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  const files: string[] = [];
  for (let y = 0, i = 1; y < height; y += chunk, i++) {
    const file = path.join(ARTIFACTS, `${name}-${i}.png`);
    await page.screenshot({
      path: file,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(chunk, height - y) },
    });
    files.push(file);
  }
  return files;
}

/** Closes the pages, stops the browser and the servers (by PID), and checks that none of them is left running. */
export async function stopAll(
  contexts: readonly BrowserContext[],
  browser: RunningBrowser | undefined,
  servers: readonly (RunningServer | undefined)[],
): Promise<void> {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.stop();
  for (const s of servers) await s?.stop();
  for (const s of servers) if (s) expect(processAlive(s.pid), "server process stopped").toBe(false);
  if (browser) expect(processAlive(browser.pid), "browser process stopped").toBe(false);
}
