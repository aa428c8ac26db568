/**
 * The rules pages (issue 15, "Learn to play"), in real browsers against a real server: each game's
 * rules open from the lobby's game card and from a table (in a new tab, the seat kept), in English
 * and Spanish, with every section and drawing of help/<game>.ts; on a 390x844 phone nothing is
 * wider than the screen; a finished game's replay links to its rules too. Screenshots of every
 * game (desktop in English, phone in Spanish; Space Gate Odyssey also desktop Spanish and phone
 * English) go to artifacts/e2e/rules-*.png.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadHelp, RULES_GAMES, type RulesGame } from "../../src/help/index.ts";
import {
  launchBrowser,
  type RunningBrowser,
  type RunningServer,
  readHook,
  shot,
  shotTall,
  startServer,
  stopAll,
  waitHook,
} from "./support/harness.ts";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
type Lang = "en" | "es";

let server: RunningServer;
let chromium: RunningBrowser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

async function newPage(viewport: { width: number; height: number }, lang: Lang): Promise<Page> {
  const ctx = await chromium.browser.newContext({
    viewport,
    locale: lang === "es" ? "es-ES" : "en-US",
    hasTouch: viewport.width < 500,
    isMobile: viewport.width < 500,
    deviceScaleFactor: 1,
  });
  contexts.push(ctx);
  ctx.on("page", (page) => {
    page.on("pageerror", (e) => pageErrors.push(`${page.url()}: ${e.message}`));
    page.on("console", (m) => {
      if (m.type() === "error" && !/WebSocket|Failed to load resource/.test(m.text())) {
        pageErrors.push(`${page.url()} console: ${m.text()}`);
      }
    });
  });
  return ctx.newPage();
}

/**
 * Waits for a game's rules page and checks it against help/<game>.ts in `lang`: the title, every
 * section title in order, every drawing; no key shown untranslated.
 */
async function expectRules(page: Page, game: RulesGame, lang: Lang): Promise<void> {
  await waitHook(page, `the rules of ${game}`, (h) => h.page === "rules");
  await page
    .locator(`main.rules-page[data-game="${game}"] .rules-section`)
    .first()
    .waitFor({ timeout: 10_000 });
  const want = (await loadHelp(game))[lang];
  expect(new URL(page.url()).pathname).toBe(`/rules/${game}`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  expect(await page.locator("main.rules-page h1").textContent()).toBe(want.title);
  expect(await page.locator(".rules-section > h2").allTextContents()).toEqual(
    want.sections.map((s) => s.title),
  );
  expect(await page.locator(".rules-toc li").count()).toBe(want.sections.length);
  const arts = want.sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === "figure" ? [b.art] : [])));
  expect(
    await page.locator(".rules-fig").evaluateAll((els) => els.map((e) => e.getAttribute("data-art"))),
  ).toEqual(arts);
  // every drawing is drawn (an <svg> with shapes, not empty)
  const drawn = await page
    .locator(".rules-fig svg")
    .evaluateAll((els) => els.map((e) => e.querySelectorAll("rect, circle, path, polygon").length));
  expect(
    drawn.every((n) => n > 3),
    `${game} drawings: ${drawn}`,
  ).toBe(true);
  const hook = await readHook(page);
  expect(hook.untranslated.filter((k) => k.startsWith(`${lang}:`))).toEqual([]);
}

/** The page's width and what sticks out of a `width`-wide screen (elements of the rules page and its top bar). */
async function overflow(page: Page, width: number): Promise<{ scrollWidth: number; outside: string[] }> {
  return page.evaluate((w) => {
    const outside: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      "header.topbar *, .rules-head, .rules-toc, .rules-section, .rules-section *",
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.right > w + 0.5 || r.left < -0.5) {
        outside.push(`${el.tagName.toLowerCase()}.${el.className}: ${r.left}-${r.right}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, outside };
  }, width);
}

/** A private table of `game` for 2 players without bots: its waiting room (the title shows the game). */
async function waitingTable(page: Page, game: RulesGame): Promise<string> {
  await page.goto(`${server.url}/`);
  await page.locator(`label.game-card[data-game="${game}"]`).click();
  await page.click("#tab-create");
  await page.selectOption("#create-players", "2");
  await page.uncheck("#bot-fill");
  await page.click("#create-table");
  const hook = await waitHook(page, "the waiting room", (h) => h.seat !== null && h.status === "waiting");
  return hook.code;
}

/** Clicks the page's "Rules" link (a new tab) and returns the rules tab. */
async function openRulesTab(page: Page): Promise<Page> {
  const link = page.locator("#rules-link");
  await link.waitFor({ timeout: 10_000 });
  expect(await link.getAttribute("target")).toBe("_blank");
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  return tab;
}

describe("the rules pages", () => {
  beforeAll(async () => {
    server = await startServer({ botDelayMs: 50 });
    chromium = await launchBrowser();
  });

  afterAll(async () => {
    await stopAll(contexts, chromium, [server]);
  });

  it("each game's rules open from its lobby card, in English and Spanish", async () => {
    for (const lang of ["en", "es"] as const) {
      const page = await newPage(DESKTOP, lang);
      for (const game of RULES_GAMES) {
        await page.goto(`${server.url}/`);
        const link = page.locator(`label.game-card[data-game="${game}"] a.rules-link`);
        await link.waitFor({ timeout: 10_000 });
        expect(await link.textContent()).toBe(lang === "es" ? "Reglas" : "Rules");
        if (game === RULES_GAMES[0]) {
          await page.locator("fieldset.games").scrollIntoViewIfNeeded();
          await shot(page, `rules-lobby-cards-${lang}`);
        }
        await link.click();
        await expectRules(page, game, lang);
        if (lang === "en" || game === "space-gate-odyssey")
          await shotTall(page, `rules-${game}-${lang}-desktop`);
        // the contents lead to a section
        const last = page.locator(".rules-toc li a").last();
        const target = (await last.getAttribute("href"))!;
        await last.click();
        await page.waitForFunction((id) => {
          const r = document.querySelector(id)?.getBoundingClientRect();
          return !!r && r.top >= -1 && r.top < window.innerHeight;
        }, target);
        expect(new URL(page.url()).hash).toBe(target);
        // and back to the lobby
        await page.locator(".rules-others .btn-primary").click();
        await waitHook(page, "the lobby", (h) => h.page === "lobby");
      }
      await page.context().close();
    }
  });

  it("on a 390x844 phone nothing is wider than the screen, in either language", async () => {
    for (const lang of ["es", "en"] as const) {
      const page = await newPage(PHONE, lang);
      for (const game of RULES_GAMES) {
        await page.goto(`${server.url}/rules/${game}`);
        await expectRules(page, game, lang);
        const o = await overflow(page, PHONE.width);
        expect(o.scrollWidth, `${lang} ${game}`).toBeLessThanOrEqual(PHONE.width);
        expect(o.outside, `${lang} ${game}`).toEqual([]);
        if (lang === "es" || game === "space-gate-odyssey") {
          await shot(page, `rules-${game}-${lang}-phone`);
          await page.locator(".rules-fig").first().scrollIntoViewIfNeeded();
          await shot(page, `rules-${game}-${lang}-phone-drawing`);
        }
      }
      // the list of all the games' rules
      await page.goto(`${server.url}/rules`);
      await page
        .locator(".rules-index li")
        .nth(RULES_GAMES.length - 1)
        .waitFor();
      expect((await overflow(page, PHONE.width)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
      await page.context().close();
    }
  });

  it("a table opens its game's rules in a new tab, in the table's language, and keeps the seat", async () => {
    const page = await newPage(DESKTOP, "en");
    for (const game of RULES_GAMES) {
      const code = await waitingTable(page, game);
      const en = await openRulesTab(page);
      await expectRules(en, game, "en");
      await en.close();
      // the table switches to Spanish: its link now opens the Spanish rules
      await page.selectOption("#lang", "es");
      expect(await page.locator("#rules-link").textContent()).toBe("Reglas");
      const es = await openRulesTab(page);
      await expectRules(es, game, "es");
      if (game === "space-gate-odyssey") await shot(es, "rules-from-table-es");
      await es.close();
      const h = await readHook(page);
      expect(h.page).toBe("table");
      expect(h.code).toBe(code);
      expect(h.seat).toBe(0);
      await page.selectOption("#lang", "en");
      await page.click("#leave");
      await waitHook(page, "the lobby", (x) => x.page === "lobby");
    }
    await page.context().close();
  });

  it("a game being played and its replay link to the rules", async () => {
    // a phone: the header with the link must still fit
    const page = await newPage(PHONE, "es");
    await page.goto(`${server.url}/`);
    await page.locator('label.game-card[data-game="space-opera"]').click();
    await page.click("#tab-create");
    await page.check("#bot-fill");
    await page.fill("#bot-fill-sec", "0");
    await page.fill("#opt-roundLimit", "2");
    await page.click("#create-table");
    const h0 = await waitHook(
      page,
      "playing",
      (h) => h.status === "playing" && h.matchId !== "",
      null,
      20_000,
    );
    const o = await overflow(page, PHONE.width);
    expect(o.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    // The table page redraws its header on updates (the bots play at once): scroll in the page,
    // where no element handle can go stale between finding and scrolling.
    await page.waitForSelector("#rules-link");
    await page.evaluate(() => document.querySelector("#rules-link")?.scrollIntoView({ block: "nearest" }));
    await shot(page, "rules-link-table-phone-es");
    const tab = await openRulesTab(page);
    await expectRules(tab, "space-opera", "es");
    await tab.close();
    expect((await readHook(page)).seat).toBe(0);

    // the player resigns, bots finish; the replay has the link as well
    await page.click("#resign");
    await page.click("#resign-confirm");
    await waitHook(page, "the bots finish", (h) => h.status === "finished", null, 90_000);
    await page.goto(`${server.url}/replay/${h0.matchId}`);
    await waitHook(page, "the replay", (h) => h.replay?.state === "ready", null, 20_000);
    expect((await overflow(page, PHONE.width)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await shot(page, "rules-link-replay-phone-es");
    const fromReplay = await openRulesTab(page);
    await expectRules(fromReplay, "space-opera", "es");
    await fromReplay.close();
    expect((await readHook(page)).page).toBe("replay");
    await page.context().close();
  });

  it("no page error", () => {
    expect(pageErrors).toEqual([]);
  });
});
