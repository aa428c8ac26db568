/**
 * stellar_omega's board in a real browser against a real server: a human seat plays complete
 * games (2 players with two non-player races, then 4 players) against bots through the board's
 * real input path (mouse clicks on the canvas at the positions `window.__board.targets()`
 * reports; the rules' default bot chooses which move, from the view the board shows), while a
 * spectator on a phone, in Spanish, follows. Checks: no move sent through the board is refused, a
 * click the rules refuse is explained at the pointer, the keyboard plays a move, every target on a
 * phone is at least 40 px to the touch, no panel's drawing leaves its frame, the Spanish screen
 * shows no English-only text, the final scoring is drawn. Screenshots of the bid, a mid-game turn,
 * a ship activation and the final scoring at 1280x720 and 390x844 go to artifacts/e2e/so-*.png.
 */
import { rngFromSeed } from "@starport/rules/core/rng.ts";
import { stellarOmega } from "@starport/rules/stellar-omega/index.ts";
import type { SOMove } from "@starport/rules/stellar-omega/types.ts";
import type { SOPrivate, SOPublic } from "@starport/rules/stellar-omega/view.ts";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages as soMessages } from "../../src/games/stellar-omega/dictionary.ts";
import { en as shellEn } from "../../src/i18n/en.ts";
import { es as shellEs } from "../../src/i18n/es.ts";
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

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

interface Target {
  id: string;
  x: number;
  y: number;
  label: string;
  move: SOMove | null;
  moves: SOMove[];
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The kit's test hook (src/games/kit/mount.ts). */
interface BoardHookLike {
  ready(): boolean;
  targets(): Target[];
  hits(): { id: string; x: number; y: number }[];
  state(): { version: number; focus: string; decision: string | null; tip: string; animated: number };
  view(): SOPublic | null;
  seatView(): { public: SOPublic; private: SOPrivate | null } | null;
  layout(): {
    panels: { id: string; rect: Rect; front: boolean }[];
    smallestTarget: number | null;
    keyFocus: string | null;
  };
  texts(): string[];
}
/** `window` as the board's page has it (the hook is typed here as this test reads it). */
type W = { __board: BoardHookLike };

let server: RunningServer;
let chromium: RunningBrowser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

const newPage = (viewport: { width: number; height: number }): Promise<Page> =>
  openPage(chromium.browser, contexts, pageErrors, viewport);

const key = (m: SOMove): string => JSON.stringify(Object.entries(m).sort(([a], [b]) => a.localeCompare(b)));

async function idle(page: Page, what: string, timeoutMs = 20_000): Promise<void> {
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

interface Decision {
  over: boolean;
  version: number;
  legal: SOMove[];
  refusals: unknown[];
  view: { public: SOPublic; private: SOPrivate | null } | null;
  state: ReturnType<BoardHookLike["state"]>;
  targets: Target[];
}

/** Waits for this seat's next decision after `version` (targets standing for legal moves) or the end. */
async function nextDecision(page: Page, version: number): Promise<Decision> {
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
  return (await handle.jsonValue()) as Decision;
}

/** Clicks through the board until `move` is sent: selection clicks first, then the click that sends it. */
async function playThroughBoard(page: Page, move: SOMove, first: Target[]): Promise<number> {
  const want = key(move);
  let targets = first;
  for (let clicks = 1; clicks <= 6; clicks++) {
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
  throw new Error(`could not reach ${want} in 6 clicks`);
}

/** Every panel's camera inside the canvas, none overlapping another (their drawing is clipped to them). */
async function checkFrames(page: Page, what: string): Promise<void> {
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

async function shoot(page: Page, name: string): Promise<void> {
  await idle(page, `before screenshot ${name}`);
  await page.waitForTimeout(150);
  await checkFrames(page, name);
  await shot(page, name);
}

/** Screenshots of the player's page at both sizes; on the phone, every target is finger-sized. */
async function shootBoth(page: Page, name: string): Promise<void> {
  await shoot(page, `so-${name}-1280`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(700);
  await shoot(page, `so-${name}-390`);
  const small = await page.evaluate(() => (window as unknown as W).__board.layout().smallestTarget);
  if (small !== null) expect(small, `${name}: smallest target on a phone (px)`).toBeGreaterThanOrEqual(40);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(700);
}

/** English texts that differ in Spanish (static ones: no placeholders), to spot English on a Spanish screen. */
function englishOnly(): Set<string> {
  const out = new Set<string>();
  for (const [en, es] of [
    [shellEn, shellEs],
    [soMessages.en, soMessages.es],
  ] as const) {
    for (const [k, v] of Object.entries(en)) {
      if (v.includes("{") || v.length < 4) continue;
      if (es[k] !== v) out.add(v);
    }
  }
  return out;
}

async function playGame(players: 2 | 4, seed: string): Promise<{ moves: number; activation: boolean }> {
  const tag = `${players}p`;
  const player = await newPage(DESKTOP);
  await player.goto(`${server.url}/`);
  await player.evaluate(() => localStorage.setItem("starport.speed", "2"));
  await player.locator('label.game-card[data-game="stellar-omega"]').click();
  await player.click("#tab-create");
  await player.selectOption("#create-players", String(players));
  await player.click("#create-table");
  const seated = await waitHook(player, "seated", (h) => h.seat !== null && h.status !== "");
  const seat = seated.seat!;
  await player.click("#start-bots");
  await waitHook(player, "started", (h) => h.status === "playing" && h.scene);

  const spectator = await newPage(PHONE);
  await spectator.goto(`${server.url}/`);
  await spectator.evaluate(() => {
    localStorage.setItem("starport.speed", "0");
    localStorage.setItem("starport.lang", "es");
  });
  await spectator.goto(`${server.url}/t/${seated.code}?spectate=1`);
  await waitHook(spectator, "spectator sees the table", (h) => h.scene && h.seat === null && h.updates > 0);

  const bot = stellarOmega.bots.default!;
  const rng = rngFromSeed(seed);
  let moves = 0;
  let version = -1;
  const shots = { bid: false, mid: false, activation: false };
  let explained = false;
  let keyboard = false;
  for (;;) {
    const d = await nextDecision(player, version);
    expect(d.refusals, "no move sent through the board was refused").toEqual([]);
    if (d.over) break;
    version = d.version;
    const v = d.view!.public;
    const decision = d.state.decision;
    if (!shots.bid && decision === "bid") {
      await shootBoth(player, `bid-${tag}`);
      await shoot(spectator, `so-bid-${tag}-390-spectator-es`);
      shots.bid = true;
      version = -1;
      continue;
    }
    if (!shots.mid && decision === "turn" && v.round >= 2) {
      await shootBoth(player, `mid-${tag}`);
      await shoot(spectator, `so-mid-${tag}-390-spectator-es`);
      shots.mid = true;
      version = -1;
      continue;
    }
    if (!shots.activation && (decision === "damageDraw" || decision === "damage")) {
      await shootBoth(player, `activation-${tag}`);
      shots.activation = true;
      version = -1;
      continue;
    }
    // Once: a click the rules refuse (an action the player cannot pay or play) is explained.
    if (!explained && decision === "turn") {
      const hits = await player.evaluate(() => (window as unknown as W).__board.hits());
      const lit = new Set(d.targets.map((t) => t.id));
      const refused = hits.find((h) => h.id.startsWith("act:") && !lit.has(h.id));
      if (refused) {
        await player.mouse.click(refused.x, refused.y);
        await player.waitForFunction(() => (window as unknown as W).__board.state().tip !== "", undefined, {
          timeout: 10_000,
        });
        const tip = (await player.locator(".tip").textContent()) ?? "";
        expect(tip.length, "the refusal is said in words").toBeGreaterThan(10);
        expect((await readHook(player)).version, "a refused click changes nothing").toBe(d.version);
        explained = true;
      }
    }
    const move = bot.choose({
      seat,
      view: { public: v, private: d.view!.private },
      legal: d.legal,
      rng,
      budgetMs: 20,
      now: () => Date.now(),
    });
    // Once: the keyboard plays a move (Tab to the target, Enter).
    const direct = d.targets.find((t) => t.move && key(t.move) === key(move) && !t.id.startsWith("btn:"));
    if (!keyboard && direct) {
      await player.focus("#scene canvas");
      for (let i = 0; i < 30; i++) {
        const focus = await player.evaluate(() => (window as unknown as W).__board.layout().keyFocus);
        if (focus === direct.id) break;
        await player.keyboard.press("Tab");
      }
      const focus = await player.evaluate(() => (window as unknown as W).__board.layout().keyFocus);
      if (focus === direct.id) {
        await player.keyboard.press("Enter");
        keyboard = true;
        moves++;
        continue;
      }
    }
    await playThroughBoard(player, move, d.targets);
    moves++;
    if (moves === 25) await player.evaluate(() => localStorage.setItem("starport.speed", "0"));
  }

  const end = await readHook(player);
  expect(end.status).toBe("finished");
  await waitHook(spectator, "spectator sees the end", (h) => h.status === "finished", null, 20_000);
  await idle(player, "player idle at the end");
  const finalView = await player.evaluate(() => (window as unknown as W).__board.view());
  expect(finalView?.final, "final scores are in the view").not.toBeNull();
  expect(
    await player.evaluate(() => (window as unknown as W).__board.state().focus),
    "the scores are in front at the end",
  ).toBe("tracks");
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
  // The Spanish screen: no key shown in English, no English-only text on the board.
  const untranslated = await spectator.evaluate(() => window.__starport!.untranslated);
  expect(
    untranslated.filter((k) => k.startsWith("es:")),
    "keys without Spanish text",
  ).toEqual([]);
  const english = englishOnly();
  const texts = await spectator.evaluate(() => (window as unknown as W).__board.texts());
  expect(
    texts.filter((t) => english.has(t)),
    "English texts on the Spanish board",
  ).toEqual([]);
  // biome-ignore lint/performance/useDomNodeTextContent: what is rendered, not hidden nodes
  const pageText = await spectator.evaluate(() => document.body.innerText);
  expect(
    [...english].filter((t) => t.length > 12 && pageText.includes(t)),
    "English on the Spanish page",
  ).toEqual([]);

  await player.locator("#result").waitFor({ state: "visible", timeout: 10_000 });
  await player.locator("#scene").scrollIntoViewIfNeeded();
  await shootBoth(player, `final-${tag}`);
  await spectator.locator("#scene").scrollIntoViewIfNeeded();
  await shoot(spectator, `so-final-${tag}-390-spectator-es`);
  expect(shots.bid, "a bid screenshot").toBe(true);
  expect(shots.mid, "a mid-game screenshot").toBe(true);
  expect(explained, "a refused click was explained").toBe(true);
  expect(keyboard, "a move was played with the keyboard").toBe(true);
  return { moves, activation: shots.activation };
}

describe("stellar_omega board", () => {
  beforeAll(async () => {
    process.env.E2E_BOT_DELAY_MS = "0";
    server = await startServer();
    chromium = await launchBrowser();
  });

  afterAll(async () => {
    await stopAll(contexts, chromium, [server]);
  });

  it("2 players (two non-player races) and 4 players: complete games through the board; a Spanish phone spectator follows", {
    timeout: 900_000,
  }, async () => {
    const started = Date.now();
    const two = await playGame(2, "so-e2e-2");
    const four = await playGame(4, "so-e2e-4");
    expect(two.activation || four.activation, "a ship activation was played (and photographed)").toBe(true);
    expect(pageErrors).toEqual([]);
    console.log(JSON.stringify({ soE2e: { two, four, seconds: Math.round((Date.now() - started) / 1000) } }));
  });
});
