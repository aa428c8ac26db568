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
import type { OmegaMove } from "@starport/rules/stellar-omega/types.ts";
import type { OmegaPrivate, OmegaPublic } from "@starport/rules/stellar-omega/view.ts";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages as soMessages } from "../../src/games/stellar-omega/dictionary.ts";
import {
  idle,
  key,
  nextDecision,
  openTable,
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
let chromium: RunningBrowser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

const newPage = (viewport: { width: number; height: number }): Promise<Page> =>
  openPage(chromium.browser, contexts, pageErrors, viewport);

async function playGame(players: 2 | 4, seed: string): Promise<{ moves: number; activation: boolean }> {
  const tag = `${players}p`;
  const { player, spectator, seat } = await openTable(newPage, server.url, "stellar-omega", players);

  const bot = stellarOmega.bots.default!;
  const rng = rngFromSeed(seed);
  let moves = 0;
  let version = -1;
  const shots = { bid: false, mid: false, activation: false };
  let explained = false;
  let keyboard = false;
  for (;;) {
    const d = await nextDecision<OmegaMove, OmegaPublic, OmegaPrivate>(player, version);
    expect(d.refusals, "no move sent through the board was refused").toEqual([]);
    if (d.over) break;
    version = d.version;
    const v = d.view!.public;
    const decision = d.state.decision;
    if (!shots.bid && decision === "bid") {
      await shootBoth(player, `so-bid-${tag}`);
      await shoot(spectator, `so-bid-${tag}-390-spectator-es`);
      shots.bid = true;
      version = -1;
      continue;
    }
    if (!shots.mid && decision === "turn" && v.round >= 2) {
      await shootBoth(player, `so-mid-${tag}`);
      await shoot(spectator, `so-mid-${tag}-390-spectator-es`);
      shots.mid = true;
      version = -1;
      continue;
    }
    if (!shots.activation && (decision === "damageDraw" || decision === "damage")) {
      await shootBoth(player, `so-activation-${tag}`);
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
  const finalView = await player.evaluate(
    () => (window as unknown as W).__board.view() as OmegaPublic | null,
  );
  expect(finalView?.final, "final scores are in the view").not.toBeNull();
  expect(
    await player.evaluate(() => (window as unknown as W).__board.state().focus),
    "the scores are in front at the end",
  ).toBe("tracks");
  const english = await spectatorFollows(spectator, finalView, soMessages);
  // biome-ignore lint/performance/useDomNodeTextContent: what is rendered, not hidden nodes
  const pageText = await spectator.evaluate(() => document.body.innerText);
  expect(
    [...english].filter((t) => t.length > 12 && pageText.includes(t)),
    "English on the Spanish page",
  ).toEqual([]);

  await player.locator("#result").waitFor({ state: "visible", timeout: 10_000 });
  await player.locator("#scene").scrollIntoViewIfNeeded();
  await shootBoth(player, `so-final-${tag}`);
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
