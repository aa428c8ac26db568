/**
 * Every registered game opens in the browser: a private table, the owner fills it with bots and
 * starts, then plays a few moves through the generic board's buttons, on a 1920x1080 screen and on
 * a 390x844 phone. A game with a dedicated scene (no "generic board" tag in the lobby) is checked
 * to draw its canvas; its own suite plays it through the canvas (e.g. space-gate-odyssey.e2e).
 * Screenshots: artifacts/e2e/game-<id>-<size>.png.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

let server: RunningServer;
let chromium: RunningBrowser;
const contexts: BrowserContext[] = [];
let games: { id: string; players: { min: number } }[] = [];

async function page(viewport: { width: number; height: number }, errors: string[]): Promise<Page> {
  const ctx = await chromium.browser.newContext({
    viewport,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
  });
  contexts.push(ctx);
  const p = await ctx.newPage();
  p.on("pageerror", (e) => errors.push(e.message));
  return p;
}

/** Plays up to `n` of this player's moves by clicking the first button each time; returns how many. */
async function playSome(p: Page, n: number): Promise<number> {
  let played = 0;
  for (let i = 0; i < n; i++) {
    const h = await waitHook(
      p,
      "my turn or the end",
      (x) => x.status === "finished" || x.legal.length > 0,
      null,
      20_000,
    );
    if (h.status === "finished") break;
    const before = h.version;
    await p.locator("button.fb-move").first().click();
    await waitHook(p, `version > ${before}`, (x, v) => x.version > v, before, 10_000);
    played++;
  }
  return played;
}

describe("every registered game in the generic board", () => {
  beforeAll(async () => {
    server = await startServer();
    chromium = await launchBrowser();
    const res = await fetch(`${server.url}/api/games`);
    games = ((await res.json()) as typeof games).filter((g) => g.id !== "stones");
  });

  afterAll(async () => {
    await stopAll(contexts, chromium, [server]);
  });

  it("opens, starts with bots and takes moves from the buttons", async () => {
    for (const g of games) {
      for (const [size, viewport] of [
        ["1920", { width: 1920, height: 1080 }],
        ["390", { width: 390, height: 844 }],
      ] as const) {
        const errors: string[] = [];
        const p = await page(viewport, errors);
        await p.goto(`${server.url}/`);
        const card = p.locator(`label.game-card[data-game="${g.id}"]`);
        await card.click();
        const generic = (await card.locator(".tag").count()) > 0;
        await p.click("#tab-create");
        await p.selectOption("#create-players", String(g.players.min));
        await p.click("#create-table");
        const seated = await waitHook(p, `${g.id}: seated`, (h) => h.seat !== null && h.status !== "");
        // A one-seat table (a solo game) starts as soon as its seat is taken.
        if (seated.status === "waiting") await p.click("#start-bots");
        await waitHook(p, `${g.id}: started`, (h) => h.status !== "waiting" && h.updates > 0);
        if (generic) {
          const played = await playSome(p, 6);
          const h = await readHook(p);
          expect(played > 0 || h.status === "finished", `${g.id}: a move was played`).toBe(true);
        } else {
          await waitHook(p, `${g.id}: its scene mounted`, (h) => h.scene);
          await p.locator("#scene canvas").waitFor({ timeout: 10_000 });
        }
        if (size === "390") {
          await shotTall(p, `game-${g.id}-${size}`);
          const width = await p.evaluate(() => document.documentElement.scrollWidth);
          expect(width, `${g.id}: no sideways scrolling at 390`).toBeLessThanOrEqual(390);
        } else await shot(p, `game-${g.id}-${size}`);
        expect(errors, `${g.id} page errors`).toEqual([]);
        await p.context().close();
      }
    }
  });
});
