/**
 * No game is lost, seen from the browser, against a real server process with a SQLite file store:
 * - clocks: a private table with a Fischer clock shows both seats' clocks counting down (the running
 *   one highlighted); when the player's time runs out a bot takes the seat ("a bot plays until you're
 *   back"), the log says so, and the player takes the seat back; with "lose on time" (per-move limit,
 *   on a phone) the seat is lost;
 * - restarts: the server is killed (kill -9) mid-game and started again on the same port and file:
 *   the page gets back into its seat by itself (and a spectator back to watching), the banner says
 *   what happens, and the game goes on; the same after a graceful stop (4010).
 * Every process is started here and stopped by PID; waits are bounded. Screenshots: artifacts/e2e/.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freePort,
  launchBrowser,
  processAlive,
  type RunningBrowser,
  type RunningServer,
  readHook,
  shot,
  shotTall,
  startServer,
  stopAll,
  waitHook,
} from "./support/harness.ts";

const DESKTOP = { width: 1920, height: 1080 };
const PHONE = { width: 390, height: 844 };
/** Slow bots leave time to look at a table between moves. */
const BOT_DELAY_MS = 1000;

const dataDir = mkdtempSync(path.join(tmpdir(), "starport-e2e-"));
const db = path.join(dataDir, "starport.sqlite");
let port: number;
let server: RunningServer;
const servers: RunningServer[] = [];
let chromium: RunningBrowser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

async function boot(): Promise<void> {
  server = await startServer({ port, db, botDelayMs: BOT_DELAY_MS });
  servers.push(server);
}

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const ctx = await chromium.browser.newContext({
    viewport,
    locale: "en-US",
    hasTouch: viewport.width < 500,
    isMobile: viewport.width < 500,
    deviceScaleFactor: 1,
  });
  contexts.push(ctx);
  const page = await ctx.newPage();
  page.on("pageerror", (e) => pageErrors.push(`${page.url()}: ${e.message}`));
  page.on("console", (m) => {
    // While the server is down, the browser reports refused sockets and requests: expected here.
    if (
      m.type() === "error" &&
      !/WebSocket|Failed to load resource|ERR_CONNECTION_REFUSED|Failed to fetch/.test(m.text())
    )
      pageErrors.push(`${page.url()} console: ${m.text()}`);
  });
  return page;
}

/** Opens a private stones table from the lobby form (`setup` fills the extra fields), starts it with a bot. */
async function privateStones(
  p: Page,
  name: string,
  setup: (p: Page) => Promise<void>,
  formShot?: string,
): Promise<void> {
  await p.goto(`${server.url}/`);
  await p.fill("#nickname", name);
  await p.locator("#nickname").dispatchEvent("change");
  await p.locator('label.game-card[data-game="stones"]').click();
  await p.click("#tab-create");
  await p.selectOption("#create-players", "2");
  await p.fill("#opt-startPile", "50");
  await setup(p);
  if (formShot) {
    await p.locator("#clock-fields").scrollIntoViewIfNeeded();
    await shot(p, formShot);
  }
  await p.click("#create-table");
  await waitHook(p, `${name} seated`, (h) => h.seat === 0 && h.status === "waiting");
  await p.click("#start-bots");
  await waitHook(p, `${name} playing`, (h) => h.status === "playing" && h.updates > 0);
}

/** Waits for this player's turn, clicks the first move, waits for the next version. */
async function moveOnce(p: Page, what: string): Promise<number> {
  const h = await waitHook(
    p,
    `${what}: my turn`,
    (x) => x.legal.length > 0 && x.connection === "online",
    null,
    20_000,
  );
  await p.locator("button.fb-move").first().click();
  const after = await waitHook(p, `${what}: moved`, (x, v) => x.version > v, h.version);
  return after.version;
}

/** The clock faces in seconds (m:ss or 0:0s.d). */
const seconds = (face: string | undefined): number => {
  const [m, s] = (face ?? "").split(":");
  return Number(m) * 60 + Number(s);
};

describe("clocks and restarts", () => {
  const started = Date.now();

  beforeAll(async () => {
    port = await freePort();
    await boot();
    chromium = await launchBrowser();
  });

  afterAll(async () => {
    await stopAll(contexts, chromium, [server]);
    for (const s of servers) expect(processAlive(s.pid), "server process stopped").toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`resilience e2e: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it("a clock table: clocks count down, a timeout hands the seat to a bot, the player takes it back", async () => {
    const ana = await newPage(DESKTOP);
    await privateStones(
      ana,
      "Ana",
      async (p) => {
        await p.selectOption("#clock-kind", "fischer");
        await p.fill("#clock-base", "0.2");
        await p.fill("#clock-inc", "2");
        await p.check("#clock-timeout-bot");
      },
      "lobby-clock-1920",
    );
    // Both clocks show; Ana's (seat 0 plays first) runs and counts down.
    const c0 = await waitHook(ana, "clocks shown", (h) => h.clocks.length === 2 && h.clocks[0] !== "");
    expect(seconds(c0.clocks[1])).toBe(12);
    expect(await ana.locator("#clock-summary").textContent()).toContain("12 s + 2 s per move");
    await ana.locator('.seat-clock.running[data-seat="0"]').first().waitFor();
    // her own clock also in the status line, beside whose turn it is
    await ana.locator("#my-clock.running").waitFor();
    const c1 = await waitHook(
      ana,
      "Ana's clock counting down",
      (h, first) => h.clocks[0] !== first,
      c0.clocks[0],
      3000,
    );
    expect(seconds(c1.clocks[0])).toBeLessThan(seconds(c0.clocks[0]));
    expect(seconds(c1.clocks[0])).toBeGreaterThan(0);
    expect(c1.clocks[1]).toBe(c0.clocks[1]);
    await shot(ana, "clock-1920");

    // A move: Ana's clock stops and gains the increment; the bot's turn.
    await moveOnce(ana, "Ana's first move");
    await ana
      .locator('#seats .seat-clock.running[data-seat="0"]')
      .waitFor({ state: "detached", timeout: 5000 });

    // Ana lets her time run out: a bot takes the seat, the log and the seat say why.
    const out = await waitHook(
      ana,
      "Ana timed out",
      (h) => h.players[0]?.kind === "bot" && h.players[0].botReason === "timeout",
      null,
      30_000,
    );
    expect(out.clocks[0]).toBe("0:00.0");
    await waitHook(ana, "the timeout in the log", (h) => h.log.some((l) => l.includes("ran out of time")));
    await ana.locator("#timeout-notice").waitFor();
    expect(await ana.locator('#seats li[data-seat="0"] .tag-bot').textContent()).toContain("timed out");
    expect(await ana.locator("#log .tag-clock").count()).toBeGreaterThan(0);
    await shot(ana, "clock-timeout-1920");

    // "I'm back": the seat is Ana's again, with time on her clock.
    await ana.click("#take-back");
    const back = await waitHook(
      ana,
      "Ana back in her seat",
      (h) => h.players[0]?.kind === "human",
      null,
      10_000,
    );
    expect(back.players[0]!.botReason).toBe("");
    await ana
      .locator('[data-testid="toast"]', { hasText: "Your seat is yours again." })
      .waitFor({ timeout: 5000 });
    await ana.locator("#timeout-notice").waitFor({ state: "detached", timeout: 5000 });
    // ...and she plays on with her own moves.
    await moveOnce(ana, "Ana after taking the seat back");
    expect((await readHook(ana)).players[0]!.kind).toBe("human");
    await ana.context().close();
  });

  it("lose on time (per-move limit), on a phone", async () => {
    const bo = await newPage(PHONE);
    await privateStones(
      bo,
      "Bo",
      async (p) => {
        await p.selectOption("#clock-kind", "turn");
        await p.fill("#clock-turn", "3");
        await p.selectOption("#clock-unit", "s");
        await p.check("#clock-timeout-lose");
      },
      "lobby-clock-390",
    );
    await waitHook(bo, "Bo's clock shown", (h) => h.clocks.length === 2);
    await shotTall(bo, "clock-390");
    const lost = await waitHook(
      bo,
      "Bo lost on time",
      (h) => h.players[0]?.kind === "bot" && h.players[0].botReason === "timeout",
      null,
      20_000,
    );
    void lost;
    await waitHook(bo, "the loss on time in the log", (h) => h.log.some((l) => l.includes("loses on time")));
    expect(await bo.locator("#timeout-notice").textContent()).toContain("you lose on time");
    expect(await bo.locator("#take-back").count()).toBe(0);
    expect(await bo.locator("#resign").count()).toBe(0);
    expect(await bo.locator("#turn").textContent()).not.toBe("Your turn");
    expect(await bo.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shotTall(bo, "clock-lost-390");
    await bo.context().close();
  });

  it("the server is killed and restarted: the page gets back into its seat by itself and the game goes on", async () => {
    const ana = await newPage(DESKTOP);
    await privateStones(ana, "Ana", async () => {});
    const a0 = await readHook(ana);
    const watcher = await newPage(PHONE);
    await watcher.goto(`${server.url}/t/${a0.code}?spectate=1`);
    await waitHook(watcher, "the spectator watching", (h) => h.status === "playing" && h.updates > 0);
    let version = await moveOnce(ana, "before the crash");
    await waitHook(ana, "Ana's turn again", (h) => h.legal.length > 0, null, 20_000);
    version = (await readHook(ana)).version;

    // kill -9: the connection drops; the page says it is getting the seat back.
    await server.kill();
    await waitHook(
      ana,
      "the page noticed",
      (h) => h.connection === "reconnecting" || h.connection === "rejoining",
    );
    await ana.locator("#conn-banner").waitFor({ state: "visible", timeout: 5000 });
    await waitHook(ana, "rejoining by code", (h) => h.connection === "rejoining", null, 10_000);
    await ana.locator("#conn-banner", { hasText: "The server is not answering" }).waitFor({ timeout: 5000 });
    await watcher
      .locator("#conn-banner", { hasText: "The server is not answering" })
      .waitFor({ timeout: 5000 });
    await shot(ana, "restart-down-1920");
    await shot(watcher, "restart-down-390");

    // The server comes back on the same port and file: the table is restored, the page rejoins.
    await boot();
    const back = await waitHook(
      ana,
      "Ana back in her seat after the crash",
      (h) => h.connection === "online" && h.rejoins >= 1 && h.seat === 0 && h.updates > 0,
      null,
      30_000,
    );
    expect(back.code).toBe(a0.code);
    expect(back.version).toBe(version);
    expect(await ana.locator("#conn-banner").textContent()).toMatch(/^Back in your seat/);
    await shot(ana, "restart-back-1920");
    await waitHook(
      watcher,
      "the spectator watching again",
      (h) => h.connection === "online" && h.rejoins >= 1,
      null,
      30_000,
    );
    expect((await readHook(watcher)).seat).toBeNull();
    expect(await watcher.locator("#conn-banner").textContent()).toMatch(/^Back at the table/);
    await shotTall(watcher, "restart-back-390");
    await waitHook(ana, "Ana's turn after the restart", (h) => h.legal.length > 0, null, 20_000);
    version = await moveOnce(ana, "after the crash");
    await waitHook(watcher, "the spectator sees the move", (h, v) => h.version >= v, version);

    // A graceful stop (SIGTERM: the server closes sockets with 4010) and a start: the same.
    await waitHook(ana, "Ana's turn", (h) => h.legal.length > 0, null, 20_000);
    version = (await readHook(ana)).version;
    await server.stop();
    await waitHook(ana, "the page noticed the restart", (h) => h.connection !== "online");
    await ana.locator("#conn-banner", { hasText: "The server is restarting" }).waitFor({ timeout: 5000 });
    await boot();
    const again = await waitHook(
      ana,
      "Ana back after the graceful restart",
      (h) => h.connection === "online" && h.rejoins >= 2 && h.seat === 0,
      null,
      30_000,
    );
    expect(again.version).toBe(version);
    expect(await ana.locator("#conn-banner").textContent()).toMatch(
      /server restarted and restored the table/,
    );
    await moveOnce(ana, "after the graceful restart");
    expect(pageErrors).toEqual([]);
  });
});
