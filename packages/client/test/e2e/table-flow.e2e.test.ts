/**
 * The table flow as a new player meets it (issue 15), in real browsers against a real server: a
 * table whose creator closed the tab is not offered by quick play, not listed and not joinable;
 * "bots after 0 seconds" starts at once and a bot-fill delay counts down in the waiting room; a
 * game in progress says who plays it; on a 390x844 phone nothing is wider than the screen in
 * Spanish or English (measured, and a screenshot looked at); a private game's replay is in its
 * player's "Your games" and nobody else's; a replay shows the seats as they were at each move.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  launchBrowser,
  type RunningBrowser,
  type RunningServer,
  readHook,
  shot,
  startServer,
  stopAll,
  waitHook,
} from "./support/harness.ts";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let server: RunningServer;
let chromium: RunningBrowser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

async function newPage(viewport: { width: number; height: number }, lang: "en" | "es" = "en"): Promise<Page> {
  const ctx = await chromium.browser.newContext({
    viewport,
    locale: lang === "es" ? "es-ES" : "en-US",
    hasTouch: viewport.width < 500,
    isMobile: viewport.width < 500,
    deviceScaleFactor: 1,
  });
  contexts.push(ctx);
  const page = await ctx.newPage();
  page.on("pageerror", (e) => pageErrors.push(`${page.url()}: ${e.message}`));
  page.on("console", (m) => {
    // a refused join is reported by the SDK as a closed connection; the page says why itself
    if (m.type() === "error" && !/WebSocket|Failed to load resource|TABLE_ABANDONED|4002/.test(m.text())) {
      pageErrors.push(`${page.url()} console: ${m.text()}`);
    }
  });
  return page;
}

/** Opens the lobby, sets the nickname and picks a game (the stones fixture unless told). */
async function lobbyAs(page: Page, name: string, game = "stones"): Promise<void> {
  await page.goto(`${server.url}/`);
  await page.locator(`label.game-card[data-game="${game}"]`).waitFor({ timeout: 10_000 });
  await page.fill("#nickname", name);
  await page.locator("#nickname").dispatchEvent("change");
  await page.locator(`label.game-card[data-game="${game}"]`).click();
}

/** Opens a private stones table from the lobby's form: bots after `botFillSec` (null: no bot fill). */
async function createPrivate(
  page: Page,
  o: { players?: number; botFillSec: number | null; options?: Record<string, string> },
): Promise<string> {
  await page.click("#tab-create");
  if (o.players) await page.selectOption("#create-players", String(o.players));
  if (o.botFillSec === null) await page.uncheck("#bot-fill");
  else {
    await page.check("#bot-fill");
    await page.fill("#bot-fill-sec", String(o.botFillSec));
  }
  for (const [name, value] of Object.entries(o.options ?? {})) await page.fill(`#opt-${name}`, value);
  await page.click("#create-table");
  const hook = await waitHook(page, "seated at the new table", (h) => h.page === "table" && h.seat !== null);
  return hook.code;
}

/** The page's widest content and every top-bar element's right edge beyond `width`. */
async function overflow(page: Page, width: number): Promise<{ scrollWidth: number; outside: string[] }> {
  return page.evaluate((w) => {
    const outside: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("header.topbar, header.topbar *")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.right > w + 0.5 || r.left < -0.5) {
        outside.push(`${el.tagName.toLowerCase()}#${el.id}.${el.className}: ${r.left}-${r.right}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, outside };
  }, width);
}

describe("the table flow of a new player", () => {
  const started = Date.now();

  beforeAll(async () => {
    // bots answer in 50 ms: the private game below is finished by bots after a resignation
    server = await startServer({ botDelayMs: 50 });
    chromium = await launchBrowser();
  });

  afterAll(async () => {
    await stopAll(contexts, chromium, [server]);
    console.log(
      `e2e table flow: ${((Date.now() - started) / 1000).toFixed(1)} s; server warnings: ${server?.errors.length ?? 0}`,
    );
  });

  it("a table whose creator left is not offered by quick play, not listed, not joinable", async () => {
    const ana = await newPage(DESKTOP);
    await lobbyAs(ana, "Newbie");
    await ana.selectOption("#quick-players", "2");
    await ana.click("#quick-play");
    const a0 = await waitHook(
      ana,
      "Newbie waits at a quick-play table",
      (h) => h.seat !== null && h.status === "waiting",
    );
    const code = a0.code;

    // Bo's lobby lists the table while Newbie is there...
    const bo = await newPage(DESKTOP);
    await lobbyAs(bo, "Bo");
    const listed = bo.locator(`#open-tables li[data-room="${code}"]`);
    await listed.waitFor({ timeout: 10_000 });
    // ...and no more once Newbie has closed the tab
    await ana.context().close();
    await listed.waitFor({ state: "detached", timeout: 10_000 });
    expect(await bo.locator(`[data-room="${code}"]`).count()).toBe(0);
    await shot(bo, "table-flow-lobby-after-creator-left");

    // Bo's quick play opens a table of its own: no game with an absent "Newbie… away"
    await bo.selectOption("#quick-players", "2");
    await bo.click("#quick-play");
    const b0 = await waitHook(bo, "Bo seated", (h) => h.seat !== null && h.code !== "");
    expect(b0.code).not.toBe(code);
    expect(b0.status).toBe("waiting");
    expect(b0.players.map((p) => p.name)).toEqual(["Bo", ""]);

    // the old table's link says it is closed to newcomers
    const cy = await newPage(DESKTOP);
    await cy.goto(`${server.url}/t/${code}`);
    await waitHook(cy, "the join refused", (h) => h.page === "error");
    await expect.poll(() => cy.locator("main [role=alert]").textContent()).toMatch(/left before it started/);
    await cy.context().close();
    await bo.context().close();
  });

  it("bots after 0 seconds start the game at once; a delay counts down in the waiting room", async () => {
    const ana = await newPage(DESKTOP);
    await lobbyAs(ana, "Ana");
    const t0 = Date.now();
    await createPrivate(ana, { players: 3, botFillSec: 0 });
    const h = await waitHook(ana, "the game with two bots", (x) => x.status === "playing", null, 8_000);
    expect(Date.now() - t0).toBeLessThan(8_000);
    expect(h.players.map((p) => p.kind)).toEqual(["human", "bot", "bot"]);
    await ana.click("#leave");
    await waitHook(ana, "back in the lobby", (x) => x.page === "lobby");

    // a 30-second wait: the seconds left go down, live
    await createPrivate(ana, { botFillSec: 30 });
    const first = await waitHook(ana, "the countdown", (x) => x.botFillIn !== null && x.botFillIn > 0);
    const text1 = (await ana.locator("#bot-countdown").textContent()) ?? "";
    expect(text1).toMatch(/^Bots fill the empty seats in \d+ seconds\.$/);
    await ana.waitForTimeout(2_300);
    const later = await readHook(ana);
    const text2 = (await ana.locator("#bot-countdown").textContent()) ?? "";
    expect(later.botFillIn!).toBeLessThanOrEqual(first.botFillIn! - 2);
    expect(later.botFillIn!).toBeGreaterThan(20);
    expect(text2).not.toBe(text1);
    await shot(ana, "table-flow-countdown");
    await ana.context().close();
  });

  it("a game in progress says who plays it in the lobby", async () => {
    const ana = await newPage(DESKTOP);
    await lobbyAs(ana, "Ana");
    // a public table started with a bot by its owner
    await ana.selectOption("#quick-players", "2");
    await ana.click("#quick-play");
    const a0 = await waitHook(ana, "Ana waiting", (h) => h.seat !== null && h.status === "waiting");
    await ana.click("#start-bots");
    await waitHook(ana, "playing", (h) => h.status === "playing");
    const bo = await newPage(DESKTOP);
    await lobbyAs(bo, "Bo");
    const row = bo.locator(`#playing-tables li[data-room="${a0.code}"] .listing-seats`);
    await row.waitFor({ timeout: 10_000 });
    expect(await row.textContent()).toMatch(/^2 players: Ana vs a bot/);
    await shot(bo, "table-flow-who-plays");
    await ana.context().close();
    await bo.context().close();
  });

  it("on a phone nothing is wider than the screen, in Spanish and English; the speed has its label", async () => {
    for (const lang of ["es", "en"] as const) {
      const page = await newPage(PHONE, lang);
      await lobbyAs(page, "Newbie");
      // the lobby: every tab whole, nothing wider than the screen
      for (const tab of ["quick", "create", "code"]) {
        const fits = await page
          .locator(`#tab-${tab}`)
          .evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= 390);
        expect(fits, `${lang}: tab ${tab} shown whole`).toBe(true);
      }
      const lobby = await overflow(page, PHONE.width);
      expect(lobby.scrollWidth, `${lang} lobby`).toBeLessThanOrEqual(PHONE.width);
      expect(lobby.outside, `${lang} lobby header`).toEqual([]);
      if (lang === "es") {
        await page.locator(".tabs").scrollIntoViewIfNeeded();
        await shot(page, "table-flow-phone-es-lobby");
      }

      // a table being played (a bot at once)
      await createPrivate(page, { botFillSec: 0, options: { startPile: "30" } });
      await waitHook(page, "playing", (h) => h.status === "playing");
      await page.locator("#speed").waitFor();
      const table = await overflow(page, PHONE.width);
      expect(table.scrollWidth, `${lang} table`).toBeLessThanOrEqual(PHONE.width);
      expect(table.outside, `${lang} table header`).toEqual([]);
      const label = await page.locator("label[for=speed]").boundingBox();
      expect(label?.width ?? 0, `${lang}: the speed's label is shown`).toBeGreaterThan(20);
      expect(await page.locator("label[for=speed]").textContent()).toBe(
        lang === "es" ? "Animaciones" : "Animations",
      );
      const langBox = await page.locator("#lang").boundingBox();
      expect(langBox!.x + langBox!.width).toBeLessThanOrEqual(PHONE.width);
      await shot(page, `table-flow-phone-${lang}-header`);
      await page.context().close();
    }
  });

  it("a private game's replay is in its player's games and in nobody else's; the replay shows each move's seats", async () => {
    // a game the browser can replay (the stones fixture is the server's only), cut to 2 rounds
    const ana = await newPage(DESKTOP);
    await lobbyAs(ana, "Ana", "space-opera");
    await createPrivate(ana, { players: 2, botFillSec: 0, options: { roundLimit: "2" } });
    const h0 = await waitHook(ana, "playing", (h) => h.status === "playing" && h.matchId !== "");
    const matchId = h0.matchId;
    await ana.click("#resign");
    await ana.click("#resign-confirm");
    await waitHook(ana, "the bots finish", (h) => h.status === "finished", null, 60_000);
    await ana.locator("#result button", { hasText: "lobby" }).click();
    await waitHook(ana, "the lobby", (h) => h.page === "lobby");

    // Ana's lobby: her private game, with its replay
    const link = ana.locator(`#my-games a[data-replay="${matchId}"]`);
    await link.waitFor({ timeout: 10_000 });
    const item = ana.locator(`#my-games li[data-match="${matchId}"]`);
    expect(await item.textContent()).toMatch(/private/);
    expect(await item.textContent()).toMatch(/You came #2/);
    await shot(ana, "table-flow-your-games");

    // another browser: not in its games (it has none), not among the public recent games
    const eve = await newPage(DESKTOP);
    await lobbyAs(eve, "Eve");
    await eve.waitForFunction(() => {
      const recent = document.querySelector("#recent");
      return !!recent && !/Loading/.test(recent.textContent ?? "");
    });
    await eve.waitForTimeout(500);
    expect(await eve.locator(`[data-match="${matchId}"]`).count()).toBe(0);
    expect(await eve.locator("#my-games").count()).toBe(0);

    // the replay: move 1 shows the seats as they were, the result only at the last move
    await link.click();
    const r = await waitHook(ana, "the replay", (h) => h.replay?.state === "ready", null, 20_000);
    const last = r.replay!.last;
    await ana.keyboard.press("Home");
    await waitHook(ana, "the start", (h) => h.replay?.move === 0);
    // at the start Ana plays her seat herself: no bot, no result
    expect(await ana.locator('#seats li[data-seat="0"] .tag-bot').count()).toBe(0);
    expect(await ana.locator("#seats .seat-rank").count()).toBe(0);
    await ana.locator("#replay-next").click();
    await waitHook(ana, "move 1", (h) => h.replay?.move === 1);
    expect(await ana.locator("#replay-move").textContent()).toBe(`Move 1 of ${last}`);
    expect(await ana.locator("#seats .seat-rank").count()).toBe(0);
    expect(await ana.locator("#seats .tag-forfeit").count()).toBe(0);
    await shot(ana, "table-flow-replay-move-1");
    await ana.locator("#replay-last").click();
    await waitHook(ana, "the last move", (h, n) => h.replay?.move === n, last);
    expect(await ana.locator("#seats .seat-rank").count()).toBe(2);
    expect(await ana.locator('#seats li[data-seat="0"] .tag-forfeit').textContent()).toBe("resigned");
    await ana.context().close();
    await eve.context().close();
  });

  it("no page error", () => {
    expect(pageErrors).toEqual([]);
  });
});
