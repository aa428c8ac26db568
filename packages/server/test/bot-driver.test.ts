/**
 * A table's bots (src/bot-driver.ts) without a room: a bot seat that may act gets one turn after
 * the delay, a player taking the seat back cancels it, and the move played is always legal (a
 * broken or illegal bot answer is replaced by a random legal move, and logged).
 */
import { type AnyGameDef, canonicalJson } from "@starport/rules";
import { afterAll, describe, expect, it } from "vitest";
import { stones } from "../../rules/test/fixtures/stones.ts";
import { BotDriver } from "../src/bot-driver.ts";
import { BotPool } from "../src/bot-pool.ts";

const pool = new BotPool(0);
afterAll(() => pool.close());

const driverFor = (def: AnyGameDef) => {
  const logged: string[] = [];
  const ran: string[] = [];
  const timers: { ms: number; fn: () => void }[] = [];
  const driver = new BotDriver({
    def,
    pool,
    delayMs: 700,
    setTimer: (fn, ms) => {
      timers.push({ fn, ms });
      return setTimeout(() => {}, 0);
    },
    enqueue: (what, fn) => {
      ran.push(what);
      void fn();
    },
    log: (_level, event) => logged.push(event),
  });
  return { driver, logged, ran, timers };
};

const game = stones.setup({ players: 2, seed: "bots", options: {} });
const legal = stones.legalMoves(game, 0);
const isLegal = (m: unknown) => legal.some((x) => canonicalJson(x) === canonicalJson(m));

describe("a table's bots", () => {
  it("gives each bot seat one turn after the delay, through the table's queue", async () => {
    const { driver, ran, timers } = driverFor(stones);
    const turns: number[] = [];
    driver.schedule([0, 1], async (seat) => void turns.push(seat));
    driver.schedule([0], async (seat) => void turns.push(seat)); // already has a turn coming
    expect(timers.map((t) => t.ms)).toEqual([700, 700]);
    expect([driver.pending(0), driver.pending(1)]).toEqual([true, true]);
    for (const t of timers) t.fn();
    await Promise.resolve();
    expect([turns, ran]).toEqual([
      [0, 1],
      ["bot", "bot"],
    ]);
    expect(driver.pending(0)).toBe(false);
  });

  it("cancel: a player who takes the seat back stops its coming turn", () => {
    const { driver } = driverFor(stones);
    driver.schedule([1], async () => {});
    driver.cancel(1);
    expect(driver.pending(1)).toBe(false);
    driver.schedule([0, 1], async () => {});
    driver.stop();
    expect([driver.pending(0), driver.pending(1)]).toEqual([false, false]);
  });

  it("decide plays the game's default bot's legal choice", async () => {
    const { driver, logged } = driverFor(stones);
    const move = await driver.decide(0, game, 0, legal, "seed");
    expect(isLegal(move)).toBe(true);
    expect(logged).toEqual([]);
  });

  it("an illegal answer is replaced by a legal move and logged", async () => {
    const liar = {
      ...stones,
      bots: { default: { describe: "liar", choose: () => ({ type: "play", card: 99 }) } },
    };
    const { driver, logged } = driverFor(liar as AnyGameDef);
    const move = await driver.decide(0, game, 0, legal, "seed");
    expect(isLegal(move)).toBe(true);
    expect(logged).toEqual(["bot.illegal_choice"]);
  });

  it("a bot that throws is replaced by a legal move and logged", async () => {
    const broken = {
      ...stones,
      bots: {
        default: {
          describe: "broken",
          choose: () => {
            throw new Error("boom");
          },
        },
      },
    };
    const { driver, logged } = driverFor(broken as AnyGameDef);
    expect(isLegal(await driver.decide(1, game, 3, legal, "seed"))).toBe(true);
    expect(logged).toEqual(["bot.failed"]);
  });
});
