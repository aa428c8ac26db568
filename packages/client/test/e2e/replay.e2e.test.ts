/**
 * A finished match replayed in the browser: a private table of one of the site's games (the player
 * and a bot) is played a little, its replay page first says the game is still on (and offers to
 * watch it live), then the player resigns and bots finish the game. The result shows the revealed
 * seed (checked against the published hash) and links to the replay, which rebuilds every state
 * with the rules: step, jump (slider and move list), autoplay, see as a seat or everyone, a link to
 * the move opened on a phone, the JSON download; a tampered history shows a warning. A public match
 * shows up among the lobby's recent games. Screenshots at 1920x1080 and 390x844 go to artifacts/e2e/.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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

const DESKTOP = { width: 1920, height: 1080 };
const PHONE = { width: 390, height: 844 };
/** A real game (the browser replays it with the real rules), short with a 2-round limit. */
const GAME = "space-opera";

let server: RunningServer;
let chromium: RunningBrowser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const ctx = await chromium.browser.newContext({
    viewport,
    locale: "en-US",
    hasTouch: viewport.width < 500,
    isMobile: viewport.width < 500,
    deviceScaleFactor: 1,
    acceptDownloads: true,
  });
  contexts.push(ctx);
  const page = await ctx.newPage();
  page.on("pageerror", (e) => pageErrors.push(`${page.url()}: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !/WebSocket|Failed to load resource/.test(m.text()))
      pageErrors.push(`${page.url()} console: ${m.text()}`);
  });
  return page;
}

const replayReady = (p: Page, what: string, ms = 15_000) =>
  waitHook(p, what, (h) => h.replay?.state === "ready" && h.replay.seedChecked === true, null, ms);

describe("replays", () => {
  const started = Date.now();

  beforeAll(async () => {
    server = await startServer({ botDelayMs: 20 });
    chromium = await launchBrowser();
  });

  afterAll(async () => {
    await stopAll(contexts, chromium, [server]);
    console.log(`replay e2e: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it("a finished match: seed revealed, replay stepped, jumped, autoplayed, shared, downloaded and checked", async () => {
    const ana = await newPage(DESKTOP);
    const phone = await newPage(PHONE);

    // Ana opens a private table for two and fills it with a bot.
    await ana.goto(`${server.url}/`);
    await ana.fill("#nickname", "Ana");
    await ana.locator("#nickname").dispatchEvent("change");
    await ana.locator(`label.game-card[data-game="${GAME}"]`).click();
    await ana.click("#tab-create");
    await ana.selectOption("#create-players", "2");
    await ana.fill("#opt-roundLimit", "2");
    await ana.click("#create-table");
    await waitHook(ana, "Ana seated", (h) => h.seat !== null && h.status === "waiting");
    await ana.click("#start-bots");
    const live = await waitHook(ana, "the game started", (h) => h.status === "playing" && h.matchId !== "");
    expect(live.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // The seed's hash is published from the start, in short form with the whole hash to copy.
    expect(await ana.locator("#seed-hash-short").textContent()).toContain(live.seedHash.slice(0, 8));
    expect(await ana.locator("#seed-hash").textContent()).toBe(live.seedHash);

    // A couple of Ana's own moves.
    for (let i = 0; i < 2; i++) {
      const h = await waitHook(
        ana,
        "Ana to move",
        (x) => x.legal.length > 0 || x.status !== "playing",
        null,
        20_000,
      );
      if (h.status !== "playing") break;
      // Through the game's board: pick one of her planets, then build something there (passing
      // would let the short game run to its end before the replay below is opened).
      for (let click = 0; click < 3; click++) {
        const target = await ana.waitForFunction(
          () => {
            type T = { id: string; x: number; y: number; move: { type: string } | null };
            const b = (window as unknown as { __board?: { ready(): boolean; targets(): T[] } }).__board;
            if (!b?.ready()) return null;
            const ts = b.targets();
            return (
              ts.find((t) => t.move?.type === "build") ??
              ts.find((t) => t.id.startsWith("cell:") && !t.move) ??
              ts.find((t) => t.move && !["surrender", "proposeEnd", "pass"].includes(t.move.type)) ??
              null
            );
          },
          undefined,
          { timeout: 20_000, polling: 50 },
        );
        const at = (await target.jsonValue()) as { x: number; y: number; move: unknown };
        await ana.mouse.click(at.x, at.y);
        if (at.move) break;
        await ana.waitForTimeout(200);
      }
      await waitHook(ana, "move taken", (x, v) => x.version > v, h.version);
    }

    // While the game is on, its replay says so and offers to watch the live table.
    await phone.goto(`${server.url}/replay/${live.matchId}`);
    await waitHook(phone, "the replay says the game is on", (h) => h.replay?.state === "unfinished");
    await phone.locator("#replay-notice").waitFor();
    await shot(phone, "replay-unfinished-390");
    await phone.click("#spectate-live");
    await waitHook(
      phone,
      "watching the live table",
      (h) => h.page === "table" && h.status === "playing" && h.seat === null,
    );
    expect(new URL(phone.url()).pathname).toBe(`/t/${live.code}`);

    await phone.goto(`${server.url}/`);

    // Ana resigns; bots play both seats to the end.
    await ana.click("#resign");
    await ana.click("#resign-confirm");
    const end = await waitHook(ana, "the end", (h) => h.status === "finished", null, 120_000);
    await waitHook(ana, "the seed checked", (h) => h.seedVerified === true);
    const seed = (await ana.locator("#seed").textContent()) ?? "";
    expect(seed.length).toBeGreaterThan(8);
    expect(await ana.locator("#fair-result").textContent()).toContain("pnpm verify");
    await shot(ana, "result-seed-1920");

    // The replay: every state rebuilt with the rules; the seed and the result check out.
    await ana.click("#watch-replay");
    const r0 = await replayReady(ana, "the replay");
    expect(new URL(ana.url()).pathname).toBe(`/replay/${live.matchId}`);
    expect(r0.replay!.problems).toEqual([]);
    expect(r0.replay!.last).toBe(end.version);
    expect(r0.replay!.move).toBe(0);
    await ana.locator("#replay-verified").waitFor();
    expect(await ana.locator("#replay-move").textContent()).toBe("Start of the game");

    // Step forward and back: the log shows the moves up to the current one.
    await ana.click("#replay-next");
    let r = await waitHook(ana, "move 1", (h) => h.replay?.move === 1);
    expect(await ana.locator("#replay-move").textContent()).toBe(`Move 1 of ${end.version}`);
    const linesAt1 = r.replay!.lines;
    expect(linesAt1).toBeGreaterThan(0);
    await ana.click("#replay-next");
    r = await waitHook(ana, "move 2", (h) => h.replay?.move === 2);
    expect(r.replay!.lines).toBeGreaterThanOrEqual(linesAt1);
    await ana.click("#replay-prev");
    await waitHook(ana, "back to move 1", (h) => h.replay?.move === 1);
    expect(await ana.locator("#replay-moves li.replay-entry:not(.future)").count()).toBe(2);
    // Keyboard
    await ana.locator("#replay-status").click();
    await ana.keyboard.press("ArrowRight");
    await waitHook(ana, "move 2 by keyboard", (h) => h.replay?.move === 2);

    // Jump with the slider, then with the move list.
    const mid = Math.floor(end.version / 2);
    await ana.locator("#replay-slider").evaluate((el, v) => {
      const input = el as HTMLInputElement;
      input.value = String(v);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }, mid);
    await waitHook(ana, "the slider's move", (h, v) => h.replay?.move === v, mid);
    await ana.locator(`#replay-moves li[data-step="3"] .replay-jump`).click();
    await waitHook(ana, "move 3 from the list", (h) => h.replay?.move === 3);
    // Bot moves are marked in the list.
    expect(await ana.locator("#replay-moves .tag-bot").count()).toBeGreaterThan(0);

    // Autoplay at 4 moves a second, then pause.
    await ana.selectOption("#replay-speed", "4");
    await ana.click("#replay-play");
    await waitHook(
      ana,
      "autoplay running",
      (h) => h.replay?.playing === true && h.replay.move >= 6,
      null,
      8000,
    );
    await ana.click("#replay-play");
    const paused = await waitHook(ana, "paused", (h) => h.replay?.playing === false);
    await ana.waitForTimeout(600);
    expect((await readHook(ana)).replay!.move).toBe(paused.replay!.move);

    // See as a seat (its hidden part in the board) or as everyone (every seat's hidden part).
    await ana.selectOption("#replay-viewer", "1");
    // (the game's board gets that seat's view, its private part included)
    await ana.waitForFunction(
      () =>
        (window as unknown as { __board?: { seatView(): { private: unknown } | null } }).__board?.seatView()
          ?.private != null,
      undefined,
      { timeout: 10_000 },
    );
    expect(await ana.locator("#replay-hidden").isVisible()).toBe(false);
    await ana.selectOption("#replay-viewer", "all");
    await ana.locator("#replay-hidden").waitFor();
    expect(await ana.locator("#replay-hidden section[data-seat]").count()).toBe(2);

    // The last move: the result.
    await ana.click("#replay-last");
    await waitHook(ana, "the last move", (h, v) => h.replay?.move === v, end.version);
    await ana.locator("#result-headline").waitFor();
    await ana.locator("#replay-slider").evaluate((el, v) => {
      const input = el as HTMLInputElement;
      input.value = String(v);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }, mid);
    await waitHook(ana, "the shared move", (h, v) => h.replay?.move === v, mid);
    await shot(ana, "replay-1920");

    // The address keeps the move: the link opens the replay there, here on a phone.
    await ana.waitForFunction((v) => location.search === `?move=${v}`, mid, { timeout: 5000 });
    const link = ana.url();
    await phone.goto(link);
    const onPhone = await replayReady(phone, "the replay on the phone");
    expect(onPhone.replay!.move).toBe(mid);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shotTall(phone, "replay-390");
    await phone.click("#replay-next");
    await waitHook(phone, "phone steps on", (h, v) => h.replay?.move === v + 1, mid);

    // The JSON download is the match's history.
    const [download] = await Promise.all([ana.waitForEvent("download"), ana.click("#replay-download")]);
    expect(download.suggestedFilename()).toBe(`starport-${GAME}-${live.matchId}.json`);
    const dir = mkdtempSync(path.join(tmpdir(), "starport-download-"));
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const hist = JSON.parse(readFileSync(file, "utf8")) as { format: string; seed: string; moves: unknown[] };
    rmSync(dir, { recursive: true, force: true });
    expect(hist.format).toBe("starport-history/1");
    expect(hist.seed).toBe(seed);
    expect(hist.moves.length).toBe(end.version);

    // In Spanish.
    await ana.selectOption("#lang", "es");
    await ana.locator("#replay-move", { hasText: "Jugada" }).waitFor({ timeout: 5000 });
    await shot(ana, "replay-es-1920");
    await ana.selectOption("#lang", "en");

    // A tampered history (another recorded result, another seed) is caught in the browser.
    const tampered = await newPage(DESKTOP);
    await tampered.route("**/history.json", async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { result: { ranks: number[] }; seed: string };
      body.result.ranks = body.result.ranks.map((x) => (x === 1 ? 2 : 1));
      body.seed = `${body.seed}0`;
      await route.fulfill({ response: res, json: body });
    });
    await tampered.goto(`${server.url}/replay/${live.matchId}`);
    const bad = await replayReady(tampered, "the tampered replay");
    expect(bad.replay!.problems).toContain("SEED");
    await tampered.locator("#replay-warning").waitFor();
    expect(await tampered.locator("#replay-warning").textContent()).toMatch(/does not check out/);
    expect(await tampered.locator("#replay-verified").count()).toBe(0);
    await shot(tampered, "replay-tampered-1920");

    // Private matches are not listed; a public one (quick play, the stones fixture, filled with a
    // bot) shows up among the lobby's recent games once finished, with its replay link.
    const bo = await newPage(PHONE);
    await bo.goto(`${server.url}/`);
    await bo.fill("#nickname", "Bo");
    await bo.locator("#nickname").dispatchEvent("change");
    await bo.locator('label.game-card[data-game="stones"]').click();
    await bo.selectOption("#quick-players", "2");
    await bo.click("#quick-play");
    await waitHook(bo, "Bo waiting", (h) => h.seat !== null && h.status === "waiting");
    await bo.click("#start-bots");
    await waitHook(bo, "Bo playing", (h) => h.status === "playing");
    await bo.click("#resign");
    await bo.click("#resign-confirm");
    const boEnd = await waitHook(bo, "Bo's game over", (h) => h.status === "finished", null, 30_000);
    await bo.goto(`${server.url}/`);
    const row = bo.locator(`#recent-games li[data-match="${boEnd.matchId}"]`);
    await row.waitFor({ timeout: 10_000 });
    expect(await row.textContent()).toContain("Bo");
    expect(await row.locator(".tag-win").count()).toBe(1);
    expect(await bo.locator(`#recent-games li[data-match="${live.matchId}"]`).count()).toBe(0);
    await row.scrollIntoViewIfNeeded();
    await shot(bo, "lobby-recent-390");
    await row.locator("a", { hasText: "Replay" }).click();
    // This site offers no rules for the test fixture, and says so.
    await waitHook(bo, "the fixture's replay page", (h) => h.replay?.state === "unknownGame");
    expect(new URL(bo.url()).pathname).toBe(`/replay/${boEnd.matchId}`);

    expect(pageErrors).toEqual([]);
  }, 300_000);

  it("a game with its own scene replays in that scene", async () => {
    const GAME2 = "space-gate-odyssey";
    const p = await newPage(DESKTOP);
    await p.goto(`${server.url}/`);
    await p.locator(`label.game-card[data-game="${GAME2}"]`).click();
    await p.click("#tab-create");
    await p.selectOption("#create-players", "2");
    await p.check("#opt-short");
    await p.fill("#opt-maxRounds", "2");
    await p.click("#create-table");
    await waitHook(p, "seated", (h) => h.seat !== null && h.status === "waiting");
    await p.click("#start-bots");
    await waitHook(p, "started", (h) => h.status === "playing" && h.matchId !== "");
    await p.click("#resign");
    await p.click("#resign-confirm");
    const end = await waitHook(p, "the end", (h) => h.status === "finished", null, 120_000);
    await p.click("#watch-replay");
    const r = await replayReady(p, "the replay");
    expect(r.replay!.problems).toEqual([]);
    await p.locator("#scene canvas").waitFor();
    const box = await p.locator("#scene canvas").boundingBox();
    expect(box!.height).toBeGreaterThan(200);
    await p.click("#replay-next");
    await p.click("#replay-next");
    await waitHook(p, "move 2", (h) => h.replay?.move === 2);
    await p.selectOption("#replay-viewer", "0");
    await p.waitForTimeout(500);
    await shot(p, "replay-scene-1920");
    const phone = await newPage(PHONE);
    await phone.goto(`${server.url}/replay/${end.matchId}?move=${end.version}`);
    await replayReady(phone, "the replay on a phone");
    await phone.locator("#scene canvas").waitFor();
    expect((await phone.locator("#scene canvas").boundingBox())!.height).toBeGreaterThan(200);
    await phone.waitForTimeout(500);
    await shotTall(phone, "replay-scene-390");
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
