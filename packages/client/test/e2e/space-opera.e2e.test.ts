/**
 * Space Opera's board in a real browser against a real server: a human seat plays complete games
 * through the board's real input path (clicks on the canvas at `window.__board.targets()`; the
 * rules' default bot chooses which move from the view the board shows) at 2 players, and at 4
 * players where the human surrenders and watches the rest as a spectator of their own table; a
 * spectator on a phone, in Spanish, follows. Checks: no move sent through the board is refused,
 * finger-sized targets on the phone and every word on it at least 11 CSS px (the player's board
 * and the Spanish spectator's), panels inside the canvas, no English-only text on the Spanish
 * screen, the eliminated player is told on the board and in the status line and has nothing to
 * play. Screenshots of the start, a movement, a combat, the elimination and the final screen at
 * 1280x720 and 390x844 go to artifacts/e2e/sop-*.png.
 */
import { rngFromSeed } from "@starport/rules/core/rng.ts";
import { spaceOpera } from "@starport/rules/space-opera/index.ts";
import type { OperaMove, OperaPrivate, OperaPublic } from "@starport/rules/space-opera/types.ts";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages as sopMessages } from "../../src/games/space-opera/dictionary.ts";
import {
  DESKTOP,
  idle,
  nextDecision,
  openTable,
  PHONE,
  playThroughBoard,
  shoot,
  shootBoth,
  spectatorFollows,
  type W,
} from "./support/board.ts";
import {
  launchBrowser,
  openPage,
  type RunningBrowser,
  type RunningServer,
  readHook,
  startServer,
  stopAll,
  waitHook,
} from "./support/harness.ts";

let server: RunningServer;
/** A second server whose bots take their time, so the surrendered player is seen out before the end. */
let slow: RunningServer;
let chromium: RunningBrowser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

const newPage = (viewport: { width: number; height: number }): Promise<Page> =>
  openPage(chromium.browser, contexts, pageErrors, viewport);

/**
 * On a 390x844 phone every word drawn on the board (the map's cards and menus, the rail, the bar)
 * is at least 11 CSS px: the page is put at the phone's size if it is not (then back).
 */
async function readableOnPhone(page: Page, what: string): Promise<void> {
  const wide = (page.viewportSize()?.width ?? 0) > PHONE.width;
  if (wide) {
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(400);
  }
  await idle(page, `readable: ${what}`);
  const small = await page.evaluate(
    () =>
      (window as unknown as { __board: { layout(): { smallestText: unknown } } }).__board.layout()
        .smallestText,
  );
  const px = (small as { px: number } | null)?.px ?? 99;
  expect(px, `${what}: smallest word on a phone (${JSON.stringify(small)})`).toBeGreaterThanOrEqual(11);
  if (wide) {
    await page.setViewportSize(DESKTOP);
    await page.waitForTimeout(700);
  }
}

interface Played {
  moves: number;
  shots: string[];
}

/**
 * Plays one game. `surrenderAtRound`: the human gives up (through the board) once that round is
 * reached, then watches the end.
 */
async function playGame(
  url: string,
  players: 2 | 4,
  rounds: number,
  seed: string,
  surrenderAtRound: number | null,
): Promise<Played> {
  const tag = `${players}p`;
  const { player, spectator, seat } = await openTable(newPage, url, "space-opera", players, {
    "#opt-roundLimit": String(rounds),
  });

  const bot = spaceOpera.bots.default!;
  const rng = rngFromSeed(seed);
  const shots: string[] = [];
  let moves = 0;
  let version = -1;
  let surrendered = false;
  const once = async (name: string, also = true): Promise<void> => {
    if (shots.includes(name)) return;
    shots.push(name);
    await shootBoth(player, `sop-${name}-${tag}`);
    await readableOnPhone(player, `${name}-${tag}`);
    if (also) {
      await shoot(spectator, `sop-${name}-${tag}-390-spectator-es`);
      await readableOnPhone(spectator, `${name}-${tag} (Spanish spectator)`);
    }
  };
  for (;;) {
    const d = await nextDecision<OperaMove, OperaPublic, OperaPrivate>(player, version);
    expect(d.refusals, "no move sent through the board was refused").toEqual([]);
    if (d.over) break;
    version = d.version;
    const v = d.view!.public;
    const decision = d.state.decision;
    if (!shots.includes("start")) {
      await once("start");
      version = -1;
      continue;
    }
    if (decision === "move" && v.ships.some((s) => s.owner === seat) && !shots.includes("movement")) {
      await once("movement", false);
      version = -1;
      continue;
    }
    // A combat: the human's own strike or answer, or else the board right after one in the log.
    const fought = (await readHook(player)).log.some((l) =>
      /invad|strike|missile|nuclear|biolog|combat/i.test(l),
    );
    if (
      (decision === "attack" || decision === "react" || decision === "pickShip" || fought) &&
      !shots.includes("combat")
    ) {
      await once("combat", false);
      version = -1;
      continue;
    }
    // Give up through the board: the surrender button, then its confirmation.
    if (surrenderAtRound !== null && v.round >= surrenderAtRound && !surrendered) {
      const give = d.legal.find((m) => m.type === "surrender");
      if (give) {
        await player.evaluate(() => localStorage.setItem("starport.speed", "0"));
        await playThroughBoard(player, give, d.targets);
        surrendered = true;
        break;
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
    await playThroughBoard(player, move, d.targets, 8);
    moves++;
    if (moves === 30) await player.evaluate(() => localStorage.setItem("starport.speed", "0"));
  }

  if (surrenderAtRound !== null) {
    expect(surrendered, "the human surrendered through the board").toBe(true);
    // Told at once: on the board (the hint), in the status line, no resign; then watches to the end.
    await player.waitForFunction(
      () => {
        const b = (window as unknown as W).__board;
        return b.ready() && b.targets().every((t) => t.move === null);
      },
      undefined,
      { timeout: 20_000 },
    );
    const hook = await readHook(player);
    expect(hook.page, `still on the table after surrendering: ${JSON.stringify(hook).slice(0, 400)}`).toBe(
      "table",
    );
    const status = (await player.locator("#status").textContent({ timeout: 5000 })) ?? "";
    expect(status, "the status line says the player is out").toMatch(/out|surrender/i);
    expect(await player.locator("button", { hasText: "Resign" }).count(), "no Resign once out").toBe(0);
    await once("elimination");
    await waitHook(player, "the game ends without the human", (h) => h.status === "finished", null, 240_000);
  }

  await waitHook(spectator, "spectator sees the end", (h) => h.status === "finished", null, 30_000);
  await idle(player, "player idle at the end");
  const finalView = await player.evaluate(
    () => (window as unknown as W).__board.view() as OperaPublic | null,
  );
  expect(finalView?.phase, "the game is over").toBe("over");
  await spectatorFollows(spectator, finalView, sopMessages);
  await player.locator("#result").waitFor({ state: "visible", timeout: 10_000 });
  await player.locator("#scene").scrollIntoViewIfNeeded();
  await once("final");
  return { moves, shots };
}

describe("Space Opera board", () => {
  beforeAll(async () => {
    process.env.E2E_BOT_DELAY_MS = "0";
    server = await startServer();
    slow = await startServer({ botDelayMs: 200 });
    chromium = await launchBrowser();
  });

  afterAll(async () => {
    await stopAll(contexts, chromium, [server, slow]);
  });

  it("2 players to the end, and 4 players where the human surrenders and watches; a Spanish phone spectator follows", {
    timeout: 900_000,
  }, async () => {
    const started = Date.now();
    const two = await playGame(server.url, 2, 6, "sop-e2e-2", null);
    const four = await playGame(slow.url, 4, 6, "sop-e2e-4", 2);
    const shots = new Set([...two.shots, ...four.shots]);
    for (const s of ["start", "movement", "final", "elimination"])
      expect(shots.has(s), `screenshot ${s}`).toBe(true);
    expect(pageErrors).toEqual([]);
    console.log(
      JSON.stringify({ sopE2e: { two, four, seconds: Math.round((Date.now() - started) / 1000) } }),
    );
  });

  it("a player who only passes is invaded and eliminated by the bot, and the end screen and log tell them", {
    timeout: 600_000,
  }, async () => {
    // The learn table's fixed deal makes the bot's invasion come at the same move every run.
    const player = await newPage(DESKTOP);
    await player.goto(`${server.url}/`);
    await player.evaluate(() => localStorage.setItem("starport.speed", "0"));
    await player.locator('label.game-card[data-game="space-opera"]').click();
    await player.click("#learn-play");
    await waitHook(player, "the learn table started", (h) => h.status === "playing" && h.scene, null, 20_000);
    const passive = ["pass", "endTurn", "done", "stop"];
    let version = -1;
    for (let turns = 0; turns < 200; turns++) {
      const d = await nextDecision<OperaMove, OperaPublic, OperaPrivate>(player, version);
      expect(d.refusals, "no move sent through the board was refused").toEqual([]);
      if (d.over) break;
      version = d.version;
      const move =
        d.legal.find((m) => passive.includes(m.type)) ??
        d.legal.find((m) => m.type === "answerEnd" && !m.accept) ??
        d.legal[0]!;
      await playThroughBoard(player, move, d.targets, 8);
    }
    const hook = await waitHook(player, "the end", (h) => h.status === "finished", null, 120_000);
    expect(
      hook.log.some((l) => /no meeples left and is out of the game/i.test(l)),
      `the log says the player is out: ${hook.log.slice(-5)}`,
    ).toBe(true);
    const result = (await player.locator("#result").textContent({ timeout: 10_000 })) ?? "";
    expect(result, "the end screen says why the game ended").toMatch(
      /last player with meeples|last standing/i,
    );
    await player.locator("#result").scrollIntoViewIfNeeded();
    await shoot(player, "sop-eliminated-2p-1280");
    expect(pageErrors).toEqual([]);
  });
});
