/** One bot decision, the same on a worker thread (bot-worker.ts) and on the calling thread (bot-pool.ts). */
import { type Bot, rngFromSeed } from "@starport/rules";

/** What a decision is given: whose seat, what it sees, its legal moves, its random seed and time budget. */
export interface DecisionInput {
  seat: number;
  view: unknown;
  legal: unknown[];
  seed: string;
  budgetMs: number;
}

export function decideMove(bot: Bot<unknown, unknown, unknown>, req: DecisionInput): unknown {
  return bot.choose({
    seat: req.seat,
    view: req.view as never,
    legal: req.legal,
    rng: rngFromSeed(req.seed),
    budgetMs: req.budgetMs,
    now: () => performance.now(),
  });
}
