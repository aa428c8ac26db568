/**
 * Learning a game on the site (issue 15), in a real browser against a real server: for each game
 * with a board, "Learn to play" in the lobby opens a learn table (bots in the other seats, the
 * game's learning deal); the guide above the board suggests a move with the game's reason in the
 * page's language, the board rings the way to it, and "Play it" plays it. The first five hinted
 * steps of each game are played that way, then whole games to their end by the guide alone; a phone
 * in Spanish shows the guide without English and without overflow. Screenshots: artifacts/e2e/learn-<game>-1280.png and -390-es.png.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en as shellEn } from "../../src/i18n/en.ts";
import { es as shellEs } from "../../src/i18n/es.ts";
import { DESKTOP, idle, PHONE, shoot, type W } from "./support/board.ts";
import {
  launchBrowser,
  openPage,
  type RunningBrowser,
  type RunningServer,
  readHook,
  shot,
  startServer,
  stopAll,
  waitHook,
} from "./support/harness.ts";

let server: RunningServer;
let chromium: RunningBrowser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

const newPage = (viewport: { width: number; height: number }): Promise<Page> =>
  openPage(chromium.browser, contexts, pageErrors, viewport);

beforeAll(async () => {
  process.env.E2E_BOT_DELAY_MS = "0";
  [server, chromium] = await Promise.all([startServer(), launchBrowser()]);
}, 60_000);

afterAll(async () => {
  await stopAll(contexts, chromium, [server]);
});

const GAMES = ["space-gate-odyssey", "stellar-omega", "one-deck-galaxy", "space-opera"] as const;
const HINTED_STEPS = 5;

/** Lobby -> the game -> "Learn to play" (in `lang`, animations at `speed`); resolves when seated at the playing table. */
async function startLearning(page: Page, game: string, lang: "en" | "es", speed: string): Promise<void> {
  await page.goto(`${server.url}/`);
  await page.evaluate(
    ([l, s]) => {
      localStorage.setItem("starport.lang", l!);
      localStorage.setItem("starport.speed", s!);
    },
    [lang, speed],
  );
  await page.goto(`${server.url}/`);
  await page.locator(`label.game-card[data-game="${game}"]`).click();
  await page.click("#learn-play");
  await waitHook(
    page,
    "the learn table started",
    (h) => h.page === "table" && h.status === "playing" && h.scene,
    null,
    20_000,
  );
}

/** Waits for the guide's suggestion for the turn after `version` (null: the game ended first). */
async function nextHint(page: Page, after: number): Promise<{ version: number; text: string } | null> {
  const hook = await waitHook(
    page,
    "the guide's next suggestion",
    (h, v) => h.status === "finished" || (h.guide?.kind === "hint" && h.version > v),
    after,
    60_000,
  );
  if (hook.status === "finished") return null;
  return { version: hook.version, text: hook.guide!.text };
}

describe("learn to play: a guided first game", () => {
  for (const game of GAMES) {
    it(`${game}: the first ${HINTED_STEPS} hinted steps, each with its reason, played with "Play it"`, async () => {
      const page = await newPage(DESKTOP);
      await startLearning(page, game, "en", "2");
      const noReason = shellEn["guide.noReason"]!;
      let version = -1;
      for (let step = 1; step <= HINTED_STEPS; step++) {
        const hint = await nextHint(page, version);
        expect(hint, `${game}: a suggestion at step ${step}`).not.toBeNull();
        version = hint!.version;
        expect(hint!.text, `${game} step ${step}: the reason in words`).not.toBe(noReason);
        expect(hint!.text, `${game} step ${step}: no raw key`).not.toMatch(/^why\./);
        await idle(page, `${game} step ${step}`);
        const marked = await page.evaluate(() =>
          (window as unknown as W & { __board: { hinted(): string[] } }).__board.hinted(),
        );
        expect(
          marked.length,
          `${game} step ${step}: the board rings the way to the suggestion`,
        ).toBeGreaterThan(0);
        if (step === 1) await shoot(page, `learn-${game}-1280`);
        await page.click("#guide-play");
        await waitHook(page, `${game} step ${step} played`, (h, v) => h.version > v, version, 20_000);
      }
      const hook = await readHook(page);
      expect(hook.refusals, `${game}: no suggested move was refused`).toEqual([]);
    }, 240_000);
  }

  for (const game of GAMES) {
    it(`${game}: a newcomer wins a whole game against the bots by following the guide alone`, async () => {
      const page = await newPage(DESKTOP);
      await startLearning(page, game, "en", "0");
      let version = -1;
      let steps = 0;
      for (; steps < 1000; steps++) {
        const hint = await nextHint(page, version);
        if (hint === null) break;
        version = hint.version;
        await page.click("#guide-play");
        await waitHook(
          page,
          `step ${steps} played`,
          (h, v) => h.version > v || h.status === "finished",
          version,
          20_000,
        );
      }
      const hook = await waitHook(page, "the end of the game", (h) => h.status === "finished", null, 120_000);
      expect(hook.refusals, "no suggested move was refused").toEqual([]);
      expect(hook.guide?.kind).toBe("over");
      await page.locator("#result").waitFor({ timeout: 10_000 });
      const result = (await page.locator("#result").textContent()) ?? "";
      expect(result, "the guide's first game is won (the learn deal is chosen so)").toMatch(
        /You win|won together/,
      );
      await shot(page, `learn-${game}-end-1280`);
      expect(steps, "the player's own moves, each suggested").toBeGreaterThan(5);
      await page.context().close();
    }, 900_000);
  }

  it("on a phone in Spanish the guide speaks Spanish and nothing is wider than the screen", async () => {
    const english = new Set(
      Object.entries(shellEn)
        .filter(([k, v]) => k.startsWith("guide.") && shellEs[k] !== v)
        .map(([, v]) => v),
    );
    for (const game of GAMES) {
      const page = await newPage(PHONE);
      await startLearning(page, game, "es", "0");
      const hint = await nextHint(page, -1);
      expect(hint, `${game}: a suggestion`).not.toBeNull();
      expect(english.has(hint!.text), `${game}: the guide in Spanish (${hint!.text})`).toBe(false);
      expect(hint!.text).not.toBe(shellEs["guide.noReason"]);
      const hook = await readHook(page);
      expect(
        hook.untranslated.filter((k) => k.startsWith("es:")),
        `${game}: keys without Spanish`,
      ).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${game}: page width on a 390 px phone`).toBeLessThanOrEqual(PHONE.width);
      await page.locator("#guide").scrollIntoViewIfNeeded();
      await shoot(page, `learn-${game}-390-es`);
      await page.context().close();
    }
  }, 300_000);

  afterAll(() => {
    expect(pageErrors).toEqual([]);
  });
});
