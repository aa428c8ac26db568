/**
 * Bots decide on worker threads (issue 18: a Space Gate Odyssey planner decision of 150-400 ms on
 * the room's thread stalled every table of the process).
 */
import { canonicalJson, GAMES, playGame, randomBot, rngFromSeed, viewFor } from "@starport/rules";
import { afterAll, describe, expect, it } from "vitest";
import { stones } from "../../rules/test/fixtures/stones.ts";
import { BotPool } from "../src/bot-pool.ts";

const pool = new BotPool(Number(process.env.POOL_THREADS ?? 1));
afterAll(() => pool.close());

const sgo = GAMES["space-gate-odyssey"]!;

/** A Space Gate Odyssey game 300 random moves in (a placement: the planner takes its whole budget), and the acting seat's decision there. */
function midGame() {
  const played = playGame(sgo, {
    players: 3,
    seed: "pool-test",
    bots: [randomBot, randomBot, randomBot],
    rng: rngFromSeed("pool-test-moves"),
    maxSteps: 300,
  });
  const seat = sgo.actors(played.state)[0]!;
  return {
    seat,
    view: viewFor(sgo, played.state, seat),
    legal: sgo.legalMoves(played.state, seat) as unknown[],
  };
}

describe("bot pool", () => {
  it("answers a legal move of the game's default bot, the same as deciding in place", async () => {
    const { seat, view, legal } = midGame();
    const req = { kind: "default", seat, view, legal, seed: "decision-1", budgetMs: 50 };
    const d = await pool.choose(sgo, req);
    expect(d.move).not.toBeNull();
    const keys = legal.map((m) => canonicalJson(m));
    expect(keys).toContain(canonicalJson(d.move));
  });

  it("keeps the event loop free while a bot thinks", async () => {
    const { seat, view, legal } = midGame();
    // the planner uses its whole budget when it can: 400 ms here
    const req = { kind: "default", seat, view, legal, seed: "decision-2", budgetMs: 400 };
    // timers keep firing while the worker thinks; on the loop, none could until the decision ends
    let ticks = 0;
    const tick = setInterval(() => ticks++, 5);
    const d = await pool.choose(sgo, req);
    clearInterval(tick);
    expect(d.move).not.toBeNull();
    expect(d.ms).toBeGreaterThan(40);
    // a count, not a duration: on a busy machine the loop may wait, but it is never held throughout
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it("decides in place for a game the workers do not know (a test fixture) and with no threads", async () => {
    const s = stones.setup({ players: 2, seed: "x", options: stones.optionsSchema.parse({}) });
    const legal = stones.legalMoves(s, 0) as unknown[];
    const none = new BotPool(0);
    for (const p of [pool, none]) {
      const d = await p.choose(stones, {
        kind: "default",
        seat: 0,
        view: viewFor(stones, s, 0),
        legal,
        seed: "s",
        budgetMs: 10,
      });
      if (d.move !== null) expect(legal.map((m) => canonicalJson(m))).toContain(canonicalJson(d.move));
      else expect("why" in d && d.why).toMatch(/no default bot/);
    }
    none.close();
  });
});
