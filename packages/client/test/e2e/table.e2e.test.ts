/**
 * The whole site in real browsers against a real server: two players quick-play into one table
 * (one on a 1920x1080 screen, one on a 390x844 phone), a third watches, they play through the
 * generic board, chat, one drops off the network and one reloads and gets the seat back, then the
 * game is played to its end. Screenshots go to artifacts/e2e/.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestHook } from "../../src/ui/test-hook.ts";
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

const DESKTOP = { width: 1920, height: 1080 };
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
    // Chromium reports failed sockets while offline as console errors; those are expected here.
    if (
      m.type() === "error" &&
      !/WebSocket|ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(m.text())
    ) {
      pageErrors.push(`${page.url()} console: ${m.text()}`);
    }
  });
  return page;
}

/** Opens the lobby, sets the nickname and picks the stones fixture game. */
async function lobbyAs(page: Page, name: string): Promise<void> {
  await page.goto(`${server.url}/`);
  await page.locator('label.game-card[data-game="stones"]').waitFor({ timeout: 10_000 });
  await page.fill("#nickname", name);
  await page.locator("#nickname").dispatchEvent("change");
  await page.locator('label.game-card[data-game="stones"]').click();
}

/** The player whose turn it is clicks a move button; every page then shows the next version. */
async function playOne(pages: Page[], pick: (moves: unknown[]) => unknown): Promise<void> {
  // The seat to act by the synced state, once its legal moves have arrived: a page that has just
  // moved may still show its previous (now disabled) buttons for a moment after the state patch.
  const mayMove = (h: TestHook) => h.seat !== null && h.actors.includes(h.seat) && h.legal.length > 0;
  let hooks = await Promise.all(pages.map(readHook));
  for (let tries = 0; tries < 200 && !hooks.some(mayMove); tries++) {
    await pages[0]!.waitForTimeout(50);
    hooks = await Promise.all(pages.map(readHook));
  }
  const i = hooks.findIndex(mayMove);
  expect(
    i,
    `someone may move: ${JSON.stringify(hooks.map((h) => [h.seat, h.actors, h.legal]))}`,
  ).toBeGreaterThanOrEqual(0);
  const version = hooks[i]!.version;
  const move = pick(hooks[i]!.legal);
  await pages[i]!.locator(`button.fb-move[data-move='${JSON.stringify(move)}']`).click();
  await Promise.all(
    pages.map((p) => waitHook(p, `version > ${version}`, (h, v) => h.version > v && h.updates > 0, version)),
  );
}

const take1 = (moves: unknown[]): unknown =>
  moves.find((m) => (m as { type: string }).type === "take1") ?? moves[0];
const biggest = (moves: unknown[]): unknown => moves[moves.length - 1];

describe("Starport in the browser", () => {
  const started = Date.now();

  beforeAll(async () => {
    server = await startServer();
    chromium = await launchBrowser();
  });

  afterAll(async () => {
    await stopAll(contexts, chromium, [server]);
    console.log(
      `e2e: ${((Date.now() - started) / 1000).toFixed(1)} s; server warnings: ${server?.errors.length ?? 0}`,
    );
  });

  it("quick play, spectate, moves, chat, drop, reload and the result", async () => {
    const ana = await newPage(DESKTOP);
    const bo = await newPage(PHONE);
    const cy = await newPage(DESKTOP);

    // The lobby at both sizes, then Ana opens a quick-play table for two.
    await lobbyAs(ana, "Ana");
    await shot(ana, "lobby-1920");
    await ana.selectOption("#quick-players", "2");
    await ana.click("#quick-play");
    const a0 = await waitHook(
      ana,
      "Ana seated at a waiting table",
      (h) => h.seat !== null && h.status === "waiting",
    );
    const code = a0.code;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(new URL(ana.url()).pathname).toBe(`/t/${code}`);
    await ana.locator("#waiting .big-code").waitFor();
    await shot(ana, "waiting-1920");

    // Bo sees the open table in the live list, then quick-plays into the same table.
    await lobbyAs(bo, "Bo");
    await bo.locator(`#open-tables li[data-room="${code}"]`).waitFor({ timeout: 10_000 });
    await shot(bo, "lobby-390", true);
    expect(
      await bo.evaluate(() => document.documentElement.scrollWidth),
      "no sideways scrolling at 390",
    ).toBeLessThanOrEqual(390);
    await bo.click("#quick-play");
    const b0 = await waitHook(bo, "Bo seated and playing", (h) => h.seat !== null && h.status === "playing");
    expect(b0.code).toBe(code);
    expect(b0.seat).not.toBe(a0.seat);
    await waitHook(ana, "the game started for Ana", (h) => h.status === "playing" && h.updates > 0);

    // Cy finds the game in progress in the live list and watches it.
    await lobbyAs(cy, "Cy");
    await cy.locator(`#playing-tables li[data-room="${code}"] button`, { hasText: "Watch" }).click();
    const c0 = await waitHook(cy, "Cy spectating", (h) => h.status === "playing" && h.updates > 0);
    expect(new URL(cy.url()).pathname + new URL(cy.url()).search).toBe(`/t/${code}?spectate=1`);
    expect(c0.seat).toBeNull();
    expect(c0.legal).toEqual([]);
    expect(await cy.locator("#seats li.seat").count()).toBe(2);

    // A few moves through the buttons of the generic board.
    const pages = [ana, bo, cy];
    for (let i = 0; i < 3; i++) await playOne(pages, take1);
    const after3 = await readHook(cy);
    expect(after3.version).toBe(3);
    expect(after3.log.length).toBeGreaterThanOrEqual(3);
    expect(await cy.locator("#log li").first().textContent()).toMatch(/took/i);
    // The log grows at its end: the lines shown stay the same elements (marked here) while what
    // they say stays the same.
    const firstLineSeen = () =>
      cy.evaluate(() => (document.querySelector("#log li") as unknown as { seen?: boolean }).seen === true);
    await cy.evaluate(() => {
      (document.querySelector("#log li") as unknown as { seen?: boolean }).seen = true;
    });
    // Ana sees her private hand; the spectator does not.
    expect(await ana.locator(".fb-private").isVisible()).toBe(true);
    expect(await cy.locator(".fb-private").isVisible()).toBe(false);

    // Chat, with the limit shown.
    await ana.fill("#chat-input", "good luck, Bo!");
    expect(await ana.locator("#chat-count").textContent()).toBe("14/300");
    await ana.click("#chat-send");
    for (const p of pages) {
      await waitHook(p, "the chat line", (h) => h.chat.some((c) => c.endsWith("good luck, Bo!")));
    }

    // The chat's rate limit (a burst of 5, then 1 per second) is enforced and explained in words.
    for (let i = 1; i <= 9; i++) {
      await bo.fill("#chat-input", `hurry ${i}`);
      await bo.click("#chat-send");
    }
    const refused = await waitHook(bo, "a RATE_LIMITED refusal", (h) =>
      h.refusals.some((r) => r.code === "RATE_LIMITED"),
    );
    expect(refused.refusals.find((r) => r.code === "RATE_LIMITED")?.text).toBe(
      "Slow down a little: too many messages.",
    );
    const toasts = bo.locator('[data-testid="toast"]', { hasText: "Slow down" });
    await toasts.first().waitFor({ timeout: 5000 });
    expect(await toasts.count(), "repeated refusals share one toast").toBe(1);

    // All the spectators together get a burst of 3 lines, then about one a second: CHAT_BUSY.
    for (let i = 1; i <= 6; i++) {
      await cy.fill("#chat-input", `spam ${i}`);
      await cy.click("#chat-send");
    }
    const busy = await waitHook(cy, "a CHAT_BUSY refusal", (h) =>
      h.refusals.some((r) => r.code === "CHAT_BUSY"),
    );
    expect(busy.refusals.find((r) => r.code === "CHAT_BUSY")?.text).toBe(
      "The chat is busy right now: try again in a moment.",
    );
    // A seated player may mute the spectators' lines, on a phone too; a spectator has no such switch.
    await waitHook(ana, "the spectator's line", (h) => h.chat.some((c) => c === "Cy: spam 1"));
    expect(await cy.locator("#chat-mute").isVisible()).toBe(false);
    expect(await bo.locator("#chat-mute").isVisible()).toBe(true);
    await ana.check("#chat-mute");
    const muted = await waitHook(
      ana,
      "the spectators muted",
      (h) => !h.chat.some((c) => c.startsWith("Cy:")),
    );
    expect(muted.chat).toContain("Ana: good luck, Bo!");

    await shot(ana, "table-1920");
    await shot(bo, "table-390", true);
    expect(
      await bo.evaluate(() => document.documentElement.scrollWidth),
      "no sideways scrolling at 390",
    ).toBeLessThanOrEqual(390);
    await shot(cy, "spectator-1920");

    // Bo's network drops: the banner says so, the SDK reconnects by itself, the seat stays Bo's.
    const boSeat = b0.seat as number;
    await bo.context().setOffline(true);
    await waitHook(bo, "the reconnecting banner", (h) => h.connection === "reconnecting");
    await bo.locator("#conn-banner").waitFor({ state: "visible", timeout: 5000 });
    await shot(bo, "reconnecting-390");
    await waitHook(ana, "Bo shown away", (h, seat) => h.players[seat]?.connected === false, boSeat);
    await bo.context().setOffline(false);
    await waitHook(bo, "back online", (h) => h.connection === "online", null, 20_000);
    await waitHook(ana, "Bo shown online", (h, seat) => h.players[seat]?.connected === true, boSeat);

    // Bo reloads the page: the token reclaims the seat.
    await bo.reload();
    const b1 = await waitHook(
      bo,
      "Bo back in the seat after reload",
      (h, seat) => h.seat === seat && h.status === "playing" && h.updates > 0,
      boSeat,
    );
    expect(b1.code).toBe(code);
    await waitHook(ana, "Bo online after reload", (h, seat) => h.players[seat]?.connected === true, boSeat);
    await playOne(pages, take1);
    expect((await readHook(cy)).log.length, "the move added lines").toBeGreaterThan(after3.log.length);
    expect(await firstLineSeen(), "the log's earlier lines were not drawn again").toBe(true);

    // The spectator switches to Spanish; the chrome follows (and is remembered).
    const englishLine = await cy.locator("#log li").first().textContent();
    await cy.selectOption("#lang", "es");
    await cy.locator(".log .side-title", { hasText: "Registro de la partida" }).waitFor({ timeout: 5000 });
    const spanishLine = await cy.locator("#log li").first().textContent();
    expect(await firstLineSeen(), "a log line is drawn again when its words change").toBe(
      spanishLine === englishLine,
    );
    await shot(cy, "spectator-es-1920");

    // Play to the end, taking as many stones as possible.
    for (let i = 0; i < 40; i++) {
      const h = await readHook(cy);
      if (h.status === "finished") break;
      await playOne(pages, biggest);
    }
    for (const p of pages) await waitHook(p, "the result", (h) => h.status === "finished");
    await ana.locator("#result-headline").waitFor({ state: "visible", timeout: 5000 });
    await cy.locator("#result-headline").waitFor({ state: "visible", timeout: 5000 });
    await shot(ana, "result-1920");
    await shot(bo, "result-390", true);

    expect(pageErrors).toEqual([]);
  });
});
