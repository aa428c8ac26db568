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

/** The smallest word drawn on the board now (CSS px), with where it is. */
async function smallestWord(page: Page): Promise<{ px: number; text: string; panel: string } | null> {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __board: { layout(): { smallestText: { px: number; text: string; panel: string } | null } };
        }
      ).__board.layout().smallestText,
  );
}

/**
 * Every word drawn on the board (the map's cards and menus, the panels in front and in the rail,
 * the bar) is at least 11 CSS px, at the page's size and on a 390x844 phone (the page is put at
 * the phone's size if it is not, then back).
 */
async function readable(page: Page, what: string): Promise<void> {
  const wide = (page.viewportSize()?.width ?? 0) > PHONE.width;
  await idle(page, `readable: ${what}`);
  if (wide) {
    const small = await smallestWord(page);
    expect(
      small?.px ?? 99,
      `${what}: smallest word at 1280x720 (${JSON.stringify(small)})`,
    ).toBeGreaterThanOrEqual(11);
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(400);
  }
  await idle(page, `readable on a phone: ${what}`);
  const small = await smallestWord(page);
  expect(
    small?.px ?? 99,
    `${what}: smallest word on a phone (${JSON.stringify(small)})`,
  ).toBeGreaterThanOrEqual(11);
  if (wide) {
    await page.setViewportSize(DESKTOP);
    await page.waitForTimeout(700);
  }
}

/** A log line of a fight with its outcome: an invasion, a strike, a ship lost in combat. */
const COMBAT =
  /invades .*planet at|repels .*invasion|warhead hits|missile hits|missile at .* hits nothing|destroyed in combat|fight at/i;

/** The words a fight's outcome leaves on its card (card-messages.ts' sop.mark.*, English). */
const MARKS = ["Taken", "Repelled", "Tie", "Missile hit", "Nuked", "Bio strike", "Ship lost"];

/** The map marks the outcome of the fight in the log on its card. */
async function fightMarked(page: Page, fight: string): Promise<void> {
  await idle(page, "the fight drawn");
  const texts = await page.evaluate(() => (window as unknown as W).__board.texts());
  expect(
    texts.some((x) => MARKS.includes(x)),
    `the map marks the fight's outcome on its card (${fight}); words drawn: ${JSON.stringify(texts)}`,
  ).toBe(true);
}

/**
 * On a phone with the page scrolled as a player scrolls it (to the board, then to the result),
 * nothing is drawn over the result's "Back to the lobby" button (the sticky status box was).
 */
async function backButtonUncovered(page: Page, what: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(400);
  const back = page.locator("#result button", { hasText: /Back to the lobby|Volver/ });
  for (const block of ["end", "center", "start"] as const) {
    await page.locator("#scene").evaluate((e, b) => e.scrollIntoView({ block: b }), block);
    await back.evaluate((e) => e.scrollIntoView({ block: "nearest" }));
    await page.waitForTimeout(150);
    const onTop = await back.evaluate((e) => {
      const r = e.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (hit === e || e.contains(hit));
    });
    expect(onTop, `${what}: "Back to the lobby" is not covered on a phone (${block})`).toBe(true);
  }
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(700);
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
    await readable(player, `${name}-${tag}`);
    if (also) {
      await shoot(spectator, `sop-${name}-${tag}-390-spectator-es`);
      await readable(spectator, `${name}-${tag} (Spanish spectator)`);
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
    // A combat: the board right after a fight in the log (its outcome on the map).
    const fight = (await readHook(player)).log.find((l) => COMBAT.test(l));
    if (fight && !shots.includes("combat")) {
      await fightMarked(player, fight);
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
  await backButtonUncovered(player, `final-${tag}`);
  // Why the game ended, in the page's language (the rules' own reason is English).
  expect(await player.locator("#result-reason").textContent()).toMatch(/^(The|Round limit)/);
  expect(await spectator.locator("#result-reason").textContent()).toMatch(/^(Gana|Se alcanzó|Los jugadores)/);
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
    let combat = false;
    // The bot's invasion: the board with its outcome (the planet taken), at both sizes.
    const shootCombat = async (): Promise<void> => {
      const fight = (await readHook(player)).log.find((l) => COMBAT.test(l));
      if (combat || !fight) return;
      combat = true;
      await fightMarked(player, fight);
      await shootBoth(player, "sop-combat-learn");
      await readable(player, "combat-learn");
    };
    for (let turns = 0; turns < 200; turns++) {
      const d = await nextDecision<OperaMove, OperaPublic, OperaPrivate>(player, version);
      expect(d.refusals, "no move sent through the board was refused").toEqual([]);
      if (d.over) break;
      version = d.version;
      await shootCombat();
      const move =
        d.legal.find((m) => passive.includes(m.type)) ??
        d.legal.find((m) => m.type === "answerEnd" && !m.accept) ??
        d.legal[0]!;
      await playThroughBoard(player, move, d.targets, 8);
    }
    const hook = await waitHook(player, "the end", (h) => h.status === "finished", null, 120_000);
    await idle(player, "the end drawn");
    await shootCombat();
    expect(combat, "a fight with its outcome was seen and shot").toBe(true);
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
