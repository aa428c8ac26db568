/**
 * Browser-test plumbing for boards built on the kit: wait for the board (`window.__board`), read
 * the next decision, click through targets until a move is sent, check the panels' frames, take
 * screenshots at both sizes (asserting finger-sized targets on the phone), and list the English
 * texts that must not appear on a Spanish page.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { en as shellEn } from "../../../src/i18n/en.ts";
import { es as shellEs } from "../../../src/i18n/es.ts";
import { readHook, shot, waitHook } from "./harness.ts";

/** A move as the board sends it (JSON). */
type Mv = { type: string; [k: string]: unknown };
/** A public view (each test knows its game's). */
type Pub = unknown;

export const DESKTOP = { width: 1280, height: 720 };
export const PHONE = { width: 390, height: 844 };

export interface Target {
  id: string;
  x: number;
  y: number;
  label: string;
  move: Mv | null;
  moves: Mv[];
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The kit's test hook (src/games/kit/mount.ts). */
export interface BoardHookLike {
  ready(): boolean;
  targets(): Target[];
  hits(): { id: string; x: number; y: number }[];
  state(): { version: number; focus: string; decision: string | null; tip: string; animated: number };
  view(): Pub | null;
  playingView(): Pub | null;
  seatView(): { public: Pub; private: unknown | null } | null;
  layout(): {
    panels: { id: string; rect: Rect; front: boolean }[];
    smallestTarget: number | null;
    keyFocus: string | null;
  };
  texts(): string[];
}
/** `window` as the board's page has it (the hook is typed here as this test reads it). */
export type W = { __board: BoardHookLike };

export const key = (m: Mv): string =>
  JSON.stringify(Object.entries(m).sort(([a], [b]) => a.localeCompare(b)));

export async function idle(page: Page, what: string, timeoutMs = 20_000): Promise<void> {
  await page
    .waitForFunction(
      () => !!window.__starport?.scene && !!(window as unknown as W).__board?.ready(),
      undefined,
      {
        timeout: timeoutMs,
        polling: 30,
      },
    )
    .catch(async (err) => {
      throw new Error(
        `${what}: ${String(err)}; hook ${JSON.stringify(await readHook(page).catch(() => null))}`,
      );
    });
}

export interface Decision<M = Mv, V = Pub, P = unknown> {
  over: boolean;
  version: number;
  legal: M[];
  refusals: unknown[];
  view: { public: V; private: P | null } | null;
  state: ReturnType<BoardHookLike["state"]>;
  targets: (Omit<Target, "move" | "moves"> & { move: M | null; moves: M[] })[];
}

/** Waits for this seat's next decision after `version` (targets standing for legal moves) or the end. */
export async function nextDecision<M = Mv, V = Pub, P = unknown>(
  page: Page,
  version: number,
): Promise<Decision<M, V, P>> {
  const handle = await page
    .waitForFunction(
      (v) => {
        const h = window.__starport;
        const s = (window as unknown as W).__board;
        if (!h || !s) return false;
        const over = h.status === "finished";
        if (!over && !(h.version > v && s.ready() && h.legal.length > 0)) return false;
        const targets = over ? [] : s.targets();
        if (!over && !targets.some((t) => t.moves.length > 0)) return false;
        return {
          over,
          version: h.version,
          legal: h.legal,
          refusals: h.refusals,
          view: s.seatView(),
          state: s.state(),
          targets,
        };
      },
      version,
      { timeout: 60_000, polling: 25 },
    )
    .catch(async (err) => {
      const now = await page
        .evaluate(() => ({
          hook: window.__starport,
          scene: (window as unknown as W).__board?.state(),
          targets: (window as unknown as W).__board?.targets(),
        }))
        .catch(() => null);
      throw new Error(`no decision after version ${version}: ${JSON.stringify(now)}\n${String(err)}`);
    });
  return (await handle.jsonValue()) as Decision<M, V, P>;
}

/** Clicks through the board until `move` is sent: selection clicks first, then the click that sends it. */
export async function playThroughBoard(
  page: Page,
  move: object,
  first: { id: string; x: number; y: number; move: object | null; moves: object[] }[],
  maxClicks = 6,
): Promise<number> {
  const want = key(move as Mv);
  let targets = first as Target[];
  for (let clicks = 1; clicks <= maxClicks; clicks++) {
    if (clicks > 1) targets = await page.evaluate(() => (window as unknown as W).__board.targets());
    const exact = targets.find((t) => t.move && key(t.move) === want);
    const step = exact ?? targets.find((t) => t.id !== "btn:cancel" && t.moves.some((m) => key(m) === want));
    if (!step)
      throw new Error(`no target leads to ${want}; targets: ${JSON.stringify(targets.map((t) => t.id))}`);
    await page.mouse.click(step.x, step.y);
    if (exact) return clicks;
    await page.waitForTimeout(30);
    await idle(page, `after selecting ${step.id}`);
  }
  throw new Error(`could not reach ${want} in ${maxClicks} clicks`);
}

/** Every panel's camera inside the canvas, none overlapping another (their drawing is clipped to them). */
export async function checkFrames(page: Page, what: string): Promise<void> {
  const l = await page.evaluate(() => {
    const c = document.querySelector("#scene canvas") as HTMLCanvasElement | null;
    return { layout: (window as unknown as W).__board.layout(), w: c?.width ?? 0, h: c?.height ?? 0 };
  });
  const ps = l.layout.panels;
  for (const p of ps) {
    expect(p.rect.x, `${what}: ${p.id} inside the canvas`).toBeGreaterThanOrEqual(-0.5);
    expect(p.rect.y + p.rect.h, `${what}: ${p.id} inside the canvas`).toBeLessThanOrEqual(l.h + 0.5);
    expect(p.rect.x + p.rect.w, `${what}: ${p.id} inside the canvas`).toBeLessThanOrEqual(l.w + 0.5);
  }
  for (const a of ps)
    for (const b of ps) {
      if (a.id >= b.id) continue;
      const overlap =
        a.rect.x < b.rect.x + b.rect.w - 0.5 &&
        b.rect.x < a.rect.x + a.rect.w - 0.5 &&
        a.rect.y < b.rect.y + b.rect.h - 0.5 &&
        b.rect.y < a.rect.y + a.rect.h - 0.5;
      expect(overlap, `${what}: ${a.id} and ${b.id} do not overlap`).toBe(false);
    }
}

export async function shoot(page: Page, name: string): Promise<void> {
  await idle(page, `before screenshot ${name}`);
  await page.waitForTimeout(150);
  await checkFrames(page, name);
  await shot(page, name);
}

/** Screenshots of the player's page at both sizes; on the phone, every target is finger-sized. */
export async function shootBoth(page: Page, name: string): Promise<void> {
  await shoot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(400);
  // As a player on a phone plays: the page scrolled to the board.
  await page.locator("#scene").evaluate((e) => e.scrollIntoView({ block: "end" }));
  await page.waitForTimeout(300);
  await shoot(page, `${name}-390`);
  const small = await page.evaluate(() => (window as unknown as W).__board.layout().smallestTarget);
  if (small !== null) expect(small, `${name}: smallest target on a phone (px)`).toBeGreaterThanOrEqual(40);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(700);
}

/** English texts that differ in Spanish (static ones: no placeholders), to spot English on a Spanish screen. */
export function englishOnly(game: Record<"en" | "es", Record<string, string>>): Set<string> {
  const out = new Set<string>();
  for (const [en, es] of [
    [shellEn, shellEs],
    [game.en, game.es],
  ] as const) {
    for (const [k, v] of Object.entries(en)) {
      if (v.includes("{") || v.length < 4) continue;
      if (es[k] !== v) out.add(v);
    }
  }
  return out;
}

/**
 * A private table of `game` for `players`, filled with bots and started by a human on a desktop
 * page (animations fast), with a phone spectator in Spanish (no animation). `fill` sets options.
 */
export async function openTable(
  newPage: (viewport: { width: number; height: number }) => Promise<Page>,
  url: string,
  game: string,
  players: number,
  fill: Record<string, string> = {},
): Promise<{ player: Page; spectator: Page; seat: number; code: string }> {
  const player = await newPage(DESKTOP);
  await player.goto(`${url}/`);
  await player.evaluate(() => localStorage.setItem("starport.speed", "2"));
  await player.locator(`label.game-card[data-game="${game}"]`).click();
  await player.click("#tab-create");
  await player.selectOption("#create-players", String(players));
  for (const [selector, value] of Object.entries(fill)) {
    const tag = await player.locator(selector).evaluate((e) => e.tagName);
    if (tag === "SELECT") await player.selectOption(selector, value);
    else await player.fill(selector, value);
  }
  await player.click("#create-table");
  const seated = await waitHook(player, "seated", (h) => h.seat !== null && h.status !== "");
  // A solo table starts by itself; others are filled with bots.
  if (players > 1) await player.click("#start-bots");
  await waitHook(player, "started", (h) => h.status === "playing" && h.scene);
  const spectator = await newPage(PHONE);
  await spectator.goto(`${url}/`);
  await spectator.evaluate(() => {
    localStorage.setItem("starport.speed", "0");
    localStorage.setItem("starport.lang", "es");
  });
  await spectator.goto(`${url}/t/${seated.code}?spectate=1`);
  await waitHook(spectator, "spectator sees the table", (h) => h.scene && h.seat === null && h.updates > 0);
  return { player, spectator, seat: seated.seat!, code: seated.code };
}

/**
 * At the end of a game: the (Spanish, phone) spectator shows the same view as the player, has
 * nothing to play, no key without Spanish text and no English-only text on its board.
 */
export async function spectatorFollows(
  spectator: Page,
  finalView: unknown,
  game: Record<"en" | "es", Record<string, string>>,
): Promise<Set<string>> {
  await idle(spectator, "spectator idle");
  expect(
    await spectator.evaluate(() => (window as unknown as W).__board.view()),
    "the spectator follows the same game",
  ).toEqual(finalView);
  const specTargets = await spectator.evaluate(() => (window as unknown as W).__board.targets());
  expect(
    specTargets.filter((t) => t.move !== null),
    "a spectator has nothing to play",
  ).toEqual([]);
  const untranslated = await spectator.evaluate(() => window.__starport!.untranslated);
  expect(
    untranslated.filter((k) => k.startsWith("es:")),
    "keys without Spanish text",
  ).toEqual([]);
  const english = englishOnly(game);
  const texts = await spectator.evaluate(() => (window as unknown as W).__board.texts());
  expect(
    texts.filter((t) => english.has(t)),
    "English texts on the Spanish board",
  ).toEqual([]);
  return english;
}
