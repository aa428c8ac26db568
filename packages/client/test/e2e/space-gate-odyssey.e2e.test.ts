/**
 * Space Gate Odyssey's scene in a real browser against a real server: a human seat plays a
 * complete short game against two bots through the scene's real input path (mouse clicks on the
 * canvas at the positions `window.__sgo.targets()` reports; the rules' default bot chooses which
 * move, from the view the scene shows) up to the final scoring, while a spectator on a phone
 * follows. A click on an occupied cell shows the rule's explanation next to the pointer.
 * Screenshots of the start, a mid-game and the final scores at 1280x720 and 390x844 go to
 * artifacts/e2e/sgo-*.png. The game is played until its exoplanets are all closed (a few minutes);
 * SGO_E2E_QUICK=1 gives the table a 5-round limit instead, for a faster check while developing.
 */
import { rngFromSeed } from "@starport/rules/core/rng.ts";
import { spaceGateOdyssey } from "@starport/rules/space-gate-odyssey/index.ts";
import type { SgoMove, SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
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

const FULL = process.env.SGO_E2E_QUICK !== "1";
const ROUNDS = 5;
const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

interface Target {
  id: string;
  x: number;
  y: number;
  label: string;
  move: SgoMove | null;
  moves: SgoMove[];
}

/** The scene's test hook, as the page exposes it (see src/games/space-gate-odyssey/index.ts). */
interface SgoHookLike {
  ready(): boolean;
  targets(): Target[];
  hits(): { id: string; x: number; y: number }[];
  state(): {
    version: number;
    focus: string;
    decision: string | null;
    tip: string;
    station: number | null;
    animated: number;
  };
  view(): SgoPublicView | null;
}
declare global {
  interface Window {
    __sgo?: SgoHookLike;
  }
}

let server: RunningServer;
let chromium: RunningBrowser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const ctx = await chromium.browser.newContext({
    viewport,
    hasTouch: viewport.width < 500,
    isMobile: viewport.width < 500,
    deviceScaleFactor: 1,
  });
  contexts.push(ctx);
  const page = await ctx.newPage();
  page.on("pageerror", (e) => pageErrors.push(`${page.url()}: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !/GPU stall|Failed to load resource/.test(m.text())) {
      pageErrors.push(`${page.url()} console: ${m.text()}`);
    }
  });
  return page;
}

const key = (m: SgoMove): string => JSON.stringify(Object.entries(m).sort(([a], [b]) => a.localeCompare(b)));

/** Waits until the scene is idle (no animation, nothing queued). */
async function idle(page: Page, what: string, timeoutMs = 20_000): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const h = window.__starport;
        return !!h && h.scene && !!window.__sgo && window.__sgo.ready();
      },
      undefined,
      { timeout: timeoutMs, polling: 30 },
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
  legal: SgoMove[];
  refusals: unknown[];
  view: SgoPublicView | null;
  state: ReturnType<SgoHookLike["state"]>;
  targets: Target[];
}

/**
 * Waits (one browser round trip) for this seat's next decision after `version` (targets standing
 * for legal moves, scene idle) or for the end of the game, and returns what the scene shows.
 */
async function nextDecision(page: Page, version: number): Promise<Decision> {
  const handle = await page
    .waitForFunction(
      (v) => {
        const h = window.__starport;
        const s = window.__sgo;
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
          view: s.view(),
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
          scene: window.__sgo?.state(),
          ready: window.__sgo?.ready(),
          targets: window.__sgo?.targets(),
        }))
        .catch(() => null);
      throw new Error(`no decision after version ${version}: ${JSON.stringify(now)}\n${String(err)}`);
    });
  return (await handle.jsonValue()) as Decision;
}

/** Clicks through the scene until `move` is sent: selection clicks first, then the click that sends it. */
async function playThroughScene(page: Page, move: SgoMove, first: Target[]): Promise<number> {
  const want = key(move);
  let targets = first;
  for (let clicks = 1; clicks <= 8; clicks++) {
    if (clicks > 1) targets = await page.evaluate(() => window.__sgo!.targets());
    const exact = targets.find((t) => t.move && key(t.move) === want);
    const step = exact ?? targets.find((t) => t.id !== "btn:cancel" && t.moves.some((m) => key(m) === want));
    if (!step)
      throw new Error(`no target leads to ${want}; targets: ${JSON.stringify(targets.map((t) => t.id))}`);
    await page.mouse.click(step.x, step.y);
    if (exact) return clicks;
    await page.waitForTimeout(30);
    await idle(page, `after selecting ${step.id}`);
  }
  throw new Error(`could not reach ${want} in 8 clicks`);
}

async function shoot(page: Page, name: string): Promise<void> {
  await idle(page, `before screenshot ${name}`);
  await page.waitForTimeout(120);
  await shot(page, name);
}

/** Screenshots of the player's page at both sizes (the page is resized to a phone and back). */
async function shootBoth(page: Page, name: string): Promise<void> {
  await shoot(page, `sgo-${name}-1280`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(700); // the scale manager follows its parent's size
  await shoot(page, `sgo-${name}-390`);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(700);
}

describe("Space Gate Odyssey scene", () => {
  beforeAll(async () => {
    process.env.E2E_BOT_DELAY_MS = "0";
    server = await startServer();
    chromium = await launchBrowser();
  });

  afterAll(async () => {
    await stopAll(contexts, chromium, [server]);
  });

  it("a human plays a complete short game through canvas clicks; a phone spectator follows", {
    timeout: 900_000,
  }, async () => {
    const started = Date.now();
    const player = await newPage(DESKTOP);
    await player.goto(`${server.url}/`);
    // Animations at double speed for the first turns (they must not block input), none after.
    await player.evaluate((s) => localStorage.setItem("starport.speed", s), process.env.SGO_SPEED ?? "2");
    await player.locator('label.game-card[data-game="space-gate-odyssey"]').click();
    await player.click("#tab-create");
    await player.selectOption("#create-players", "3");
    await player.check("#opt-short");
    // Until the exoplanets close (the real end); SGO_E2E_QUICK=1 stops at a round limit instead.
    if (!FULL) await player.fill("#opt-maxRounds", String(ROUNDS));
    await player.click("#create-table");
    const seated = await waitHook(player, "seated", (h) => h.seat !== null && h.status !== "");
    const seat = seated.seat!;
    await player.click("#start-bots");
    await waitHook(player, "started", (h) => h.status === "playing" && h.scene);

    const spectator = await newPage(PHONE);
    // The spectator plays no animation (a software renderer in a test shares two cores with everything else).
    await spectator.goto(`${server.url}/`);
    await spectator.evaluate(() => localStorage.setItem("starport.speed", "0"));
    await spectator.goto(`${server.url}/t/${seated.code}?spectate=1`);
    await waitHook(spectator, "spectator sees the table", (h) => h.scene && h.seat === null && h.updates > 0);

    expect((await nextDecision(player, -1)).over).toBe(false);
    await shootBoth(player, "start");
    await shoot(spectator, "sgo-start-390-spectator");

    const bot = spaceGateOdyssey.bots.default!;
    const rng = rngFromSeed("e2e-human");
    let moves = 0;
    let clicks = 0;
    let sawAnimation = false;
    let explained = false;
    let mid = false;
    const spent = { wait: 0, bot: 0, clicks: 0 };
    let mark = Date.now();
    const lap = (k: keyof typeof spent): void => {
      const now = Date.now();
      spent[k] += now - mark;
      mark = now;
    };
    let version = -1;
    for (;;) {
      mark = Date.now();
      const d = await nextDecision(player, version);
      lap("wait");
      expect(d.refusals, "no move sent through the scene was refused").toEqual([]);
      if (d.over) break;
      version = d.version;
      expect(d.view).not.toBeNull();

      if (!mid && (d.view!.closed >= 1 || (!FULL && d.view!.round >= Math.ceil(ROUNDS / 2)))) {
        await shootBoth(player, "mid");
        await shoot(spectator, "sgo-mid-390-spectator");
        mid = true;
        version = -1; // the page was resized: look at the targets again
        continue;
      }

      // Once: a click the rules refuse (a module where one already is) is explained at the pointer.
      if (!explained && d.state.decision === "place") {
        const hits = await player.evaluate(() => window.__sgo!.hits());
        const occupied = hits.find((h) => h.id.startsWith("mod:"));
        expect(occupied, "a module of the station is drawn").toBeDefined();
        await player.mouse.click(occupied!.x, occupied!.y);
        await player.waitForFunction(() => window.__sgo!.state().tip !== "", undefined, { timeout: 10_000 });
        const tip = await player.locator(".tip").textContent();
        expect(tip).toBe("A module is already there.");
        expect((await readHook(player)).version, "a refused click changes nothing").toBe(d.version);
        explained = true;
      }

      const move = bot.choose({
        seat,
        view: { public: d.view!, private: {} },
        legal: d.legal,
        rng,
        budgetMs: 50,
        now: () => Date.now(),
      });
      lap("bot");
      if (process.env.SGO_E2E_TRACE === "2")
        console.log(`v${d.version} ${d.state.decision} ${JSON.stringify(move)}`);
      clicks += await playThroughScene(player, move, d.targets);
      moves++;
      lap("clicks");
      if (moves === 20) {
        sawAnimation = (await player.evaluate(() => window.__sgo!.state().animated)) > 0;
        await player.evaluate(() => localStorage.setItem("starport.speed", "0"));
      }
      if (process.env.SGO_E2E_TRACE && moves % 10 === 0) {
        console.log(
          `move ${moves} clicks ${clicks} round ${d.view!.round} closed ${d.view!.closed} at ${Math.round((Date.now() - started) / 1000)}s ${JSON.stringify(spent)}`,
        );
      }
    }

    const end = await readHook(player);
    expect(end.status).toBe("finished");
    await waitHook(spectator, "spectator sees the end", (h) => h.status === "finished", null, 20_000);
    const finalView = await player.evaluate(() => window.__sgo!.view());
    expect(finalView?.final, "final scores are shown").not.toBeNull();
    if (FULL) expect(finalView?.final?.reason).toBe("exoplanets");
    await idle(spectator, "spectator idle");
    const specView = await spectator.evaluate(() => window.__sgo!.view());
    expect(specView, "the spectator follows the same game").toEqual(finalView);
    const specTargets = await spectator.evaluate(() => window.__sgo!.targets());
    expect(
      specTargets.filter((t) => t.move !== null),
      "a spectator has nothing to play",
    ).toEqual([]);
    await player.locator("#result").waitFor({ state: "visible", timeout: 10_000 });
    await shootBoth(player, "final");
    await shoot(spectator, "sgo-final-390-spectator");
    // The result sits above the board: the board itself (final scoring on Hawking) below it.
    for (const [page, name] of [
      [player, "sgo-final-1280-board"],
      [spectator, "sgo-final-390-spectator-board"],
    ] as const) {
      await page.locator("#scene").scrollIntoViewIfNeeded();
      await shoot(page, name);
    }

    expect(explained, "a refused click was explained").toBe(true);
    expect(mid, "a mid-game screenshot was taken").toBe(true);
    expect(sawAnimation, "animations ran after moves at double speed").toBe(true);
    const specState = await spectator.evaluate(() => window.__sgo!.state());
    expect(specState.animated, "no animation at speed 0 (the spectator)").toBe(0);
    expect(pageErrors).toEqual([]);
    console.log(
      JSON.stringify({
        sgoE2e: { humanMoves: moves, clicks, seconds: Math.round((Date.now() - started) / 1000) },
      }),
    );
  });
});
