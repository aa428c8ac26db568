/**
 * Help on demand on every drawn board (issue 15): for each of the four games a table with bots is
 * opened; every panel is brought to the front in turn and every hit area it draws must be explained
 * (`window.__board.describe(id)`: not empty, no placeholder left, no raw key), in English and then in
 * Spanish (the page's language select), and so must each panel as a whole. Then the "?" button turns
 * help mode on: a click on a target shows the explanation at the pointer and sends nothing (the
 * version and the selection stay), Escape turns it off. Screenshots of a help tip per game at
 * 1280x720 and 390x844 go to artifacts/e2e/help-*.png.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, idle, nextDecision, openTable, PHONE, type Target, type W } from "./support/board.ts";
import {
  launchBrowser,
  openPage,
  type RunningBrowser,
  type RunningServer,
  readHook,
  shot,
  startServer,
  stopAll,
} from "./support/harness.ts";

let server: RunningServer;
let chromium: RunningBrowser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

const newPage = (viewport: { width: number; height: number }): Promise<Page> =>
  openPage(chromium.browser, contexts, pageErrors, viewport);

/** The hook with the help additions (src/games/kit/mount.ts). */
type HelpHook = Omit<W["__board"], "state"> & {
  describe(id: string): string;
  describePanel(id: string): string;
  state(): ReturnType<W["__board"]["state"]> & { help: boolean; selection: unknown };
};
type HW = { __board: HelpHook };

/** A text shown to a player: not empty, no placeholder left, no message key shown raw. */
function checkWords(text: string, what: string): void {
  expect(text.trim().length, `${what}: explained`).toBeGreaterThan(3);
  expect(text, `${what}: no placeholder left`).not.toContain("{");
  expect(text, `${what}: no raw key`).not.toMatch(/(^|\s)[a-z]+(\.[a-zA-Z0-9]+){2,}/);
}

/** Brings `panel` to the front by its rail title (a `focus:` UI hit); false if it has none. */
async function bringToFront(page: Page, panel: string): Promise<boolean> {
  for (let tries = 0; tries < 3; tries++) {
    const focus = await page.evaluate(() => (window as unknown as HW).__board.state().focus);
    if (focus === panel) return true;
    const t = (await page.evaluate(() => (window as unknown as HW).__board.targets())).find(
      (x) => x.id === `focus:${panel}`,
    );
    if (!t) return false;
    await page.mouse.click(t.x, t.y);
    await page.waitForTimeout(60);
    await idle(page, `bringing ${panel} to the front`);
  }
  return (await page.evaluate(() => (window as unknown as HW).__board.state().focus)) === panel;
}

/** Every panel in front in turn: each hit and the panel itself explained. Returns the hit ids seen. */
async function checkAllPanels(page: Page, game: string, lang: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const panels = await page.evaluate(() =>
    (window as unknown as HW).__board.layout().panels.map((p) => p.id),
  );
  for (const panel of panels) {
    const front = await bringToFront(page, panel);
    const got = await page.evaluate(() => {
      const b = (window as unknown as HW).__board;
      const focus = b.state().focus;
      return {
        focus,
        panel: b.describePanel(focus),
        hits: b.hits().map((h) => ({ id: h.id, text: b.describe(h.id) })),
      };
    });
    checkWords(got.panel, `${game} ${lang}: panel ${got.focus}`);
    if (!front) continue; // a pinned panel: its hits come with every panel in front
    for (const h of got.hits) {
      checkWords(h.text, `${game} ${lang}: ${got.focus} hit ${h.id}`);
      seen.set(h.id, h.text);
    }
  }
  return seen;
}

/** Waits until only this seat acts (the bots have answered), so a move would change the version. */
async function onlyMe(page: Page, seat: number): Promise<void> {
  await page.waitForFunction(
    (s) => {
      const h = window.__starport;
      return !!h && h.actors.length === 1 && h.actors[0] === s && h.legal.length > 0;
    },
    seat,
    { timeout: 30_000, polling: 50 },
  );
  await idle(page, "only me acting");
}

/** The "?" button's position (a UI hit of the bar). */
async function helpButton(page: Page): Promise<Target> {
  const t = (await page.evaluate(() => (window as unknown as HW).__board.targets())).find(
    (x) => x.id === "help",
  );
  if (!t) throw new Error("no help button on the board");
  return t;
}

async function tipShown(page: Page, what: string): Promise<string> {
  await page.waitForFunction(() => (window as unknown as HW).__board.state().tip !== "", undefined, {
    timeout: 10_000,
  });
  const tip = (await page.locator(".tip").last().textContent()) ?? "";
  checkWords(tip, `${what}: the tip`);
  return tip;
}

async function helpMode(page: Page, game: string, seat: number): Promise<void> {
  await onlyMe(page, seat);
  // The panel of the decision in front again (the panel walk left the last one there).
  const lead = (await page.evaluate(() => (window as unknown as HW).__board.targets())).find(
    (t) => t.id.startsWith("focus:") && t.moves.length > 0,
  );
  if (lead) {
    await page.mouse.click(lead.x, lead.y);
    await page.waitForTimeout(60);
    await idle(page, "the decision's panel in front");
  }
  const before = await readHook(page);
  const sel0 = await page.evaluate(() => JSON.stringify((window as unknown as HW).__board.state().selection));
  // Turn help on: the button shows it, the hint says so.
  const q = await helpButton(page);
  await page.mouse.click(q.x, q.y);
  await page.waitForFunction(() => (window as unknown as HW).__board.state().help === true, undefined, {
    timeout: 5_000,
  });
  const texts = await page.evaluate(() => (window as unknown as HW).__board.texts());
  expect(texts, `${game}: the hint says help is on`).toContain("Help: tap any part of the board");
  // Click a target: its explanation at the pointer, and nothing sent or selected.
  const targets = await page.evaluate(() => (window as unknown as HW).__board.targets());
  const onBoard = targets.filter(
    (t) =>
      (t.move !== null || t.moves.length > 0) &&
      !t.id.startsWith("focus:") &&
      !t.id.startsWith("btn:") &&
      t.id !== "help",
  );
  const target = onBoard[0] ?? targets.find((t) => t.id.startsWith("btn:"));
  expect(target, `${game}: a target to click`).toBeTruthy();
  await page.mouse.click(target!.x, target!.y);
  const tip = await tipShown(page, `${game}: help on ${target!.id}`);
  await shot(page, `help-${game}-1280`);
  await page.waitForTimeout(1200);
  const after = await readHook(page);
  expect(after.version, `${game}: a click in help mode sends no move`).toBe(before.version);
  expect(after.refusals, `${game}: nothing refused`).toEqual([]);
  const sel1 = await page.evaluate(() => JSON.stringify((window as unknown as HW).__board.state().selection));
  expect(sel1, `${game}: a click in help mode selects nothing`).toBe(sel0);
  expect(tip.length).toBeGreaterThan(3);
  // On a phone: the same mode, a tap on the first hit of the panel in front.
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(400);
  await page.locator("#scene").evaluate((e) => e.scrollIntoView({ block: "end" }));
  await page.waitForTimeout(300);
  await idle(page, "phone layout");
  const hits = await page.evaluate(() => (window as unknown as HW).__board.hits());
  const lit = new Set(
    (await page.evaluate(() => (window as unknown as HW).__board.targets())).map((t) => t.id),
  );
  const h = hits.find((x) => lit.has(x.id)) ?? hits[0];
  expect(h, `${game}: a hit on the phone`).toBeTruthy();
  await page.mouse.click(h!.x, h!.y);
  await page.waitForTimeout(250);
  await tipShown(page, `${game}: help on the phone`);
  await shot(page, `help-${game}-390`);
  expect((await readHook(page)).version, `${game}: a tap in help mode sends no move`).toBe(before.version);
  // Escape turns help off.
  await page.focus("#scene canvas");
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => (window as unknown as HW).__board.state().help === false, undefined, {
    timeout: 5_000,
  });
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(500);
}

const GAMES: { game: string; players: number; fill?: Record<string, string> }[] = [
  { game: "space-gate-odyssey", players: 2 },
  { game: "stellar-omega", players: 2 },
  { game: "space-opera", players: 2, fill: { "#opt-roundLimit": "3" } },
  { game: "one-deck-galaxy", players: 1 },
];

describe("help on demand on the boards", () => {
  beforeAll(async () => {
    process.env.E2E_BOT_DELAY_MS = "0";
    server = await startServer();
    chromium = await launchBrowser();
  });

  afterAll(async () => {
    await stopAll(contexts, chromium, [server]);
  });

  for (const g of GAMES) {
    it(`${g.game}: every part of every panel explained in English and Spanish; the ? mode explains and plays nothing`, {
      timeout: 240_000,
    }, async () => {
      const { player, spectator, seat } = await openTable(
        newPage,
        server.url,
        g.game,
        g.players,
        g.fill ?? {},
      );
      await spectator.close();
      await nextDecision(player, -1);
      await idle(player, "first decision");
      const en = await checkAllPanels(player, g.game, "en");
      expect(en.size, `${g.game}: hits explained`).toBeGreaterThan(3);
      await player.selectOption("#lang", "es");
      await player.waitForTimeout(400);
      await idle(player, "in Spanish");
      const es = await checkAllPanels(player, g.game, "es");
      const both = [...es.keys()].filter((id) => en.has(id));
      expect(
        both.some((id) => en.get(id) !== es.get(id)),
        `${g.game}: the explanations change language`,
      ).toBe(true);
      await player.selectOption("#lang", "en");
      await player.waitForTimeout(400);
      await idle(player, "back in English");
      await helpMode(player, g.game, seat);
      expect((await readHook(player)).untranslated, `${g.game}: no key without a text`).toEqual([]);
      expect(pageErrors, "no page errors").toEqual([]);
    });
  }
});
