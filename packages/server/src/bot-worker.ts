/**
 * A worker thread that makes bot decisions (bot-pool.ts): the games of @starport/rules, one
 * decision per message, answered with the move and the time it took. Never touches a table.
 */
import { parentPort } from "node:worker_threads";
import { botOf, GAMES } from "@starport/rules";
import { decideMove } from "./bot-decide.ts";
import type { BotAnswer, BotJob } from "./bot-pool.ts";

parentPort!.on("message", (job: BotJob) => {
  const t0 = performance.now();
  let answer: BotAnswer;
  try {
    const def = GAMES[job.game];
    if (!def) throw new Error(`unknown game ${job.game}`);
    const move = decideMove(botOf(def, job.kind), job);
    answer = { id: job.id, move, ms: performance.now() - t0 };
  } catch (e) {
    answer = { id: job.id, error: (e as Error).stack ?? String(e), ms: performance.now() - t0 };
  }
  parentPort!.postMessage(answer);
});
