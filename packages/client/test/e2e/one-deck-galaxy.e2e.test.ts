/**
 * One Deck Galaxy's board in a real browser against a real server: a human seat plays complete
 * games, solo against the easiest Adversary and at 2 players with the partner bot, through the
 * board's real input path (mouse clicks on the canvas at the positions `window.__board.targets()`
 * reports: a die of the pinned pool, then a lit box, a rail panel brought to the front when the box
 * is there; the rules' default bot chooses which move, from the view the board shows), while a
 * spectator on a phone, in Spanish, follows. Checks: no move sent through the board is refused, a
 * click the rules refuse is explained at the pointer, every target on a phone is at least 40 px to
 * the touch, no panel's drawing leaves its frame, the pool and Done stay on screen, the Spanish
 * screen shows no English-only text. Screenshots of the start, dice being placed, a wide box being
 * filled, the Results phase and the final screen at 1280x720 and 390x844 go to
 * artifacts/e2e/odg-*.png.
 */
import { rngFromSeed } from "@starport/rules/core/rng.ts";
import { type GalaxyMove, type GalaxyPublic, oneDeckGalaxy } from "@starport/rules/one-deck-galaxy/index.ts";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages as odgMessages } from "../../src/games/one-deck-galaxy/dictionary.ts";
import {
  idle,
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

async function playGame(
  players: 1 | 2,
  seed: string,
  adversary: string,
): Promise<{ moves: number; won: boolean }> {
  const tag = `${players}p`;
  const { player, spectator, seat } = await openTable(newPage, server.url, "one-deck-galaxy", players, {
    "#opt-adversary": adversary,
  });
  const bot = oneDeckGalaxy.bots.default!;
  const rng = rngFromSeed(seed);
  let moves = 0;
  let version = -1;
  const shots = { start: false, placing: false, wide: false, results: false, adversary: false };
  let explained = false;
  for (;;) {
    const d = await nextDecision<GalaxyMove, GalaxyPublic>(player, version);
    expect(d.refusals, "no move sent through the board was refused").toEqual([]);
    if (d.over) break;
    version = d.version;
    const v = d.view!.public;
    const decision = d.state.decision;
    // The pool and Done are on screen whenever the Action phase asks for a move.
    if (decision === "action") {
      const ids = new Set(d.targets.map((t) => t.id));
      expect(ids.has("btn:done"), "Done is on screen").toBe(true);
    }
    if (!shots.start && decision === "roll") {
      await shootBoth(player, `odg-start-${tag}`);
      await shoot(spectator, `odg-start-${tag}-390-spectator-es`);
      shots.start = true;
      version = -1;
      continue;
    }
    if (!shots.placing && decision === "action" && Object.keys(v.placed).length >= 2) {
      await shootBoth(player, `odg-placing-${tag}`);
      shots.placing = true;
      version = -1;
      continue;
    }
    if (!shots.wide && decision === "open") {
      await shootBoth(player, `odg-widebox-${tag}`);
      shots.wide = true;
      version = -1;
      continue;
    }
    if (!shots.results && (decision === "claim" || decision === "lab")) {
      await shootBoth(player, `odg-results-${tag}`);
      await shoot(spectator, `odg-results-${tag}-390-spectator-es`);
      shots.results = true;
      version = -1;
      continue;
    }
    // Once: a click the rules refuse (a die on a box it cannot fill) is explained in words.
    if (!explained && decision === "action" && (d.state as { selection?: unknown }).selection == null) {
      const die = d.targets.find((t) => t.id.startsWith("die:") && t.moves.some((m) => m.type === "place"));
      if (die) {
        await player.mouse.click(die.x, die.y);
        await idle(player, "die selected");
        const lit = new Set(
          (await player.evaluate(() => (window as unknown as W).__board.targets())).map((t) => t.id),
        );
        const hits = await player.evaluate(() => (window as unknown as W).__board.hits());
        const refused = hits.find((h) => h.id.startsWith("box:") && !lit.has(h.id) && h.id !== "box:lab");
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
        await player.keyboard.press("Escape");
        await idle(player, "selection cleared");
        version = -1;
        continue;
      }
    }
    const move = bot.choose({
      seat,
      view: { public: v, private: {} },
      legal: d.legal,
      rng,
      budgetMs: 20,
      now: () => Date.now(),
    });
    await playThroughBoard(player, move, d.targets);
    moves++;
    // Once, from turn 2: the end of a turn playing step by step (the Results and Adversary phases
    // told at the cards and tracks they change), photographed while it plays. After each move the
    // test waits for what the move led to, however slow the machine: the animation of an update of
    // a later turn playing, the turn shown moved on (its animation missed: the next turn tries
    // again), or this seat's next decision in the same turn (or the end).
    if (!shots.adversary && v.turn >= 2) {
      const outcome = await player
        .waitForFunction(
          ({ turn, after }) => {
            const h = window.__starport;
            const b = (window as unknown as W).__board;
            const shown = b?.view() as GalaxyPublic | null;
            if (!h || !shown) return false;
            if (((b.playingView() as GalaxyPublic | null)?.turn ?? 0) > turn) return "playing";
            if (shown.turn > turn) return "turn";
            if (h.status === "finished") return "over";
            // The board's own version: the table's state (and its version) arrives before the
            // update the board animates, so the page's version alone ran ahead of the board.
            return b.state().version > after && b.ready() && h.legal.length > 0 ? "same" : false;
          },
          { turn: v.turn, after: d.version },
          { timeout: 60_000, polling: 20 },
        )
        .then((r) => r.jsonValue());
      if (outcome === "playing") {
        await player.waitForTimeout(250);
        await shot(player, `odg-adversary-${tag}-1280`);
        // Still playing once the picture is taken: it shows the end of the turn, not the next one.
        shots.adversary = await player.evaluate(
          (turn) =>
            (((window as unknown as W).__board.playingView() as GalaxyPublic | null)?.turn ?? 0) > turn,
          v.turn,
        );
      } else if (outcome === "turn" && moves >= 40) {
        // Not caught playing by move 40 (a loaded machine draws a long queue of updates without
        // their animations): the end of a turn once it has played, and the log says so.
        await shot(player, `odg-adversary-${tag}-1280`);
        console.log(JSON.stringify({ odgAdversaryShot: { tag, whilePlaying: false, moves } }));
        shots.adversary = true;
      }
    }
    // From move 40 without animations: the game plays faster whatever was photographed.
    if (moves === 40) await player.evaluate(() => localStorage.setItem("starport.speed", "0"));
  }

  const end = await readHook(player);
  expect(end.status).toBe("finished");
  await waitHook(spectator, "spectator sees the end", (h) => h.status === "finished", null, 20_000);
  await idle(player, "player idle at the end");
  const finalView = await player.evaluate(
    () => (window as unknown as W).__board.view() as GalaxyPublic | null,
  );
  expect(finalView?.result, "the result is in the view").not.toBeNull();
  await spectatorFollows(spectator, finalView, odgMessages);
  await player.locator("#result").waitFor({ state: "visible", timeout: 10_000 });
  await player.locator("#scene").scrollIntoViewIfNeeded();
  await shootBoth(player, `odg-final-${tag}`);
  await spectator.locator("#scene").scrollIntoViewIfNeeded();
  await shoot(spectator, `odg-final-${tag}-390-spectator-es`);
  expect(shots.start, "a start screenshot").toBe(true);
  expect(shots.placing, "a placing screenshot").toBe(true);
  // In 2P the partner bot may answer every Results decision first (either player may).
  if (players === 1) expect(shots.results, "a results screenshot").toBe(true);
  console.log(JSON.stringify({ odgAdversaryShot: { tag, taken: shots.adversary } }));
  expect(shots.adversary, "a turn's end screenshot").toBe(true);
  expect(explained, "a refused click was explained").toBe(true);
  return { moves, won: finalView!.result!.won };
}

describe("One Deck Galaxy board", () => {
  beforeAll(async () => {
    process.env.E2E_BOT_DELAY_MS = "0";
    server = await startServer();
    chromium = await launchBrowser();
  });

  afterAll(async () => {
    await stopAll(contexts, chromium, [server]);
  });

  it("solo against the easiest Adversary and 2 players with the partner bot: complete games through the board; a Spanish phone spectator follows", {
    timeout: 900_000,
  }, async () => {
    const started = Date.now();
    const solo = await playGame(1, "odg-e2e-1", "neeble");
    const duo = await playGame(2, "odg-e2e-2", "neeble");
    expect(pageErrors).toEqual([]);
    console.log(
      JSON.stringify({ odgE2e: { solo, duo, seconds: Math.round((Date.now() - started) / 1000) } }),
    );
  });
});
