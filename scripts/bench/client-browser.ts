/// <reference lib="dom" />
/**
 * The web client in Debian's headless Chromium (playwright-core, /usr/bin/chromium or
 * CHROMIUM_PATH; never a downloaded browser), launched as a browser server so its PID is ours to
 * stop. Times are wall-clock from navigation; frame times are requestAnimationFrame intervals.
 */
import { type Browser, chromium, type Page } from "playwright-core";
import { dist, round, sleep } from "./stats.ts";

export interface FinishedTable {
  game: string;
  code: string;
  matchId: string;
  busiestMove: number;
  moves: number;
}

export interface GameBrowserFigures {
  game: string;
  /** /t/<code>?spectate=1 until the scene is mounted and has drawn the finished game. */
  drawnMs: number;
  /** requestAnimationFrame intervals while the replay steps (animated) through the busiest moves. */
  frames: { n: number; p50: number; p95: number; max: number; over50ms: number };
}

export interface BrowserFigures {
  chromium: string;
  viewport: { width: number; height: number };
  /** The lobby until its game cards are there and the page says it is the lobby: first and second load. */
  lobbyColdMs: number;
  lobbyWarmMs: number;
  games: GameBrowserFigures[];
}

const VIEWPORT = { width: 1280, height: 800 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type Hook = {
  page: string;
  scene: boolean;
  updates: number;
  status: string;
  replay: { state: string } | null;
};
type Ready = () => boolean;

/** Navigates and waits until `ready` (a function: the page's CSP forbids evaluating strings). */
async function timed(page: Page, url: string, ready: Ready, ms = 30_000): Promise<number> {
  const t0 = performance.now();
  await page.goto(url, { waitUntil: "commit", timeout: ms });
  await page.waitForFunction(ready, undefined, { timeout: ms, polling: "raf" });
  // two frames: what the page has drawn is on screen
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return round(performance.now() - t0, 0);
}

const LOBBY_READY: Ready = () => {
  const h = (globalThis as { __starport?: Hook }).__starport;
  return !!h && h.page === "lobby" && !!document.querySelector("label.game-card");
};
const TABLE_READY: Ready = () => {
  const h = (globalThis as { __starport?: Hook }).__starport;
  return !!h?.scene && h.updates > 0 && h.status === "finished" && !!document.querySelector("#scene canvas");
};
const REPLAY_READY: Ready = () => {
  const h = (globalThis as { __starport?: Hook }).__starport;
  return !!h?.scene && h.replay?.state === "ready" && !!document.querySelector("#scene canvas");
};

/** Animated steps measured per game. */
const STEPS = 6;

/** Frame intervals while the replay steps forward (animated) from a few moves before the busiest. */
async function replayFrames(
  page: Page,
  base: string,
  t: FinishedTable,
): Promise<GameBrowserFigures["frames"]> {
  const from = Math.max(0, Math.min(t.busiestMove - STEPS / 2, t.moves - STEPS));
  await timed(page, `${base}/replay/${t.matchId}?move=${from}`, REPLAY_READY);
  await sleep(500);
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __framesOn: boolean };
    w.__frames = [];
    w.__framesOn = true;
    let last = performance.now();
    const f = (now: number) => {
      w.__frames.push(now - last);
      last = now;
      if (w.__framesOn) requestAnimationFrame(f);
    };
    requestAnimationFrame(f);
  });
  for (let i = from; i < Math.min(t.moves, from + STEPS); i++) {
    await page.keyboard.press("ArrowRight");
    await sleep(400);
  }
  await sleep(400);
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __framesOn: boolean };
    w.__framesOn = false;
    return w.__frames.slice(1);
  });
  const d = dist(frames);
  const p95 = [...frames].sort((a, b) => a - b)[Math.floor(0.95 * frames.length)] ?? 0;
  return { n: d.n, p50: d.p50, p95: round(p95), max: d.max, over50ms: frames.filter((f) => f > 50).length };
}

async function measure(
  browser: Browser,
  base: string,
  tables: FinishedTable[],
): Promise<Omit<BrowserFigures, "chromium">> {
  const ctx = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: "en-US" });
  try {
    const page = await ctx.newPage();
    const lobbyColdMs = await timed(page, `${base}/`, LOBBY_READY);
    const lobbyWarmMs = await timed(page, `${base}/`, LOBBY_READY);
    const games: GameBrowserFigures[] = [];
    for (const t of tables) {
      const drawnMs = await timed(page, `${base}/t/${t.code}?spectate=1`, TABLE_READY);
      games.push({ game: t.game, drawnMs, frames: await replayFrames(page, base, t) });
    }
    return { viewport: VIEWPORT, lobbyColdMs, lobbyWarmMs, games };
  } finally {
    await ctx.close().catch(() => {});
  }
}

export async function browserFigures(base: string, tables: FinishedTable[]): Promise<BrowserFigures> {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
    timeout: 30_000,
  });
  const pid = server.process().pid;
  try {
    const browser = await chromium.connect(server.wsEndpoint(), { timeout: 30_000 });
    const figures = await measure(browser, base, tables);
    const version = browser.version();
    await browser.close().catch(() => {});
    return { chromium: version, ...figures };
  } finally {
    await server.close().catch(() => {});
    try {
      if (pid) process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}
