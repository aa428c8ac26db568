/**
 * The bots of one table: when each bot seat that may act gets its turn (a timer per seat), and
 * which move it plays (asked of the worker pool, checked against the legal moves, a random legal
 * move when the answer is missing or not legal). Playing the move is the room's (store, then
 * broadcast). No Colyseus here (test/bot-driver.test.ts).
 */
import {
  type Advice,
  type AnyGameDef,
  canonicalJson,
  type Rng,
  rngFromSeed,
  type Seat,
  viewFor,
} from "@starport/rules";
import type { BotPool } from "./bot-pool.ts";

/** Whether a bot's answer is one of the legal moves (null: no answer). */
function listed(move: unknown, legal: readonly unknown[]): boolean {
  if (move === null) return false;
  const key = canonicalJson(move);
  return legal.some((m) => canonicalJson(m) === key);
}

/** Soft time budget given to a bot for one decision. */
export const BOT_BUDGET_MS = 100;

export interface BotDriverDeps {
  def: AnyGameDef;
  pool: BotPool;
  /** Wait before a bot plays (ms), so that people can follow. */
  delayMs: number;
  /** Sets a timer the room clears when it is disposed. */
  setTimer(fn: () => void, ms: number): NodeJS.Timeout;
  /** Runs `fn` behind every change of the table queued before it. */
  enqueue(what: string, fn: () => Promise<void>): void;
  log(level: "warn" | "error", event: string, fields: Record<string, unknown>): void;
}

export class BotDriver {
  private readonly timers = new Map<Seat, NodeJS.Timeout>();
  private readonly rngs = new Map<Seat, Rng>();

  private readonly deps: BotDriverDeps;

  constructor(deps: BotDriverDeps) {
    this.deps = deps;
  }

  /** Gives each of `seats` that has no turn coming a turn after the delay. */
  schedule(seats: readonly Seat[], turn: (seat: Seat) => Promise<void>): void {
    for (const seat of seats) {
      if (this.timers.has(seat)) continue;
      const t = this.deps.setTimer(() => {
        this.deps.enqueue("bot", async () => {
          this.timers.delete(seat);
          await turn(seat);
        });
      }, this.deps.delayMs);
      this.timers.set(seat, t);
    }
  }

  /** The seat's player is back: its coming bot turn is cancelled. */
  cancel(seat: Seat): void {
    const t = this.timers.get(seat);
    if (t) clearTimeout(t);
    this.timers.delete(seat);
  }

  /** No bot plays any more (the game ended, the table closes). */
  stop(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  /** Whether `seat` has a turn coming. */
  pending(seat: Seat): boolean {
    return this.timers.has(seat);
  }

  /**
   * The move the default bot plays for `seat` in `game` at `version` (`legal` is not empty). The
   * decision runs on a worker thread: other tables go on meanwhile, this table's queue waits.
   */
  async decide(
    seat: Seat,
    game: unknown,
    version: number,
    legal: unknown[],
    tableSeed: string,
  ): Promise<unknown> {
    const { def, pool, log } = this.deps;
    const seed = `${tableSeed}:bot:${seat}:${version}`;
    // the seat's fallback rng is seeded at its first decision and kept for the table's life
    if (!this.rngs.has(seat)) this.rngs.set(seat, rngFromSeed(seed));
    const d = await pool.choose(def, {
      kind: "default",
      seat,
      view: viewFor(def, game, seat),
      legal,
      seed,
      budgetMs: BOT_BUDGET_MS,
    });
    if (d.ms > BOT_BUDGET_MS * 2.5) log("warn", "bot.slow", { seat, ms: Math.round(d.ms) });
    if (d.move === null && "why" in d && !d.why.startsWith("no default bot")) {
      log("error", "bot.failed", { seat, why: clip(d.why, 300) });
    }
    if (listed(d.move, legal)) return d.move;
    if (d.move !== null) log("error", "bot.illegal_choice", { seat, move: canonicalJson(d.move) });
    return this.rngs.get(seat)!.pick(legal);
  }

  /**
   * At a learn table: what the default bot would play for a player's `seat` now, and the game's
   * words for why (its `advise`); null when the bot has no listed move to suggest.
   */
  async suggest(
    seat: Seat,
    game: unknown,
    version: number,
    legal: unknown[],
    tableSeed: string,
  ): Promise<{ move: unknown; why: Advice | null } | null> {
    const { def, pool } = this.deps;
    const view = viewFor(def, game, seat);
    const d = await pool.choose(def, {
      kind: "default",
      seat,
      view,
      legal,
      seed: `${tableSeed}:hint:${seat}:${version}`,
      budgetMs: BOT_BUDGET_MS,
    });
    if (!listed(d.move, legal)) return null;
    return { move: d.move, why: def.advise?.(view, seat, d.move) ?? null };
  }
}

/** Cuts text that goes into a log line. */
export const clip = (s: string, max = 80): string =>
  s.length > max ? `${s.slice(0, max)}…(${s.length})` : s;
