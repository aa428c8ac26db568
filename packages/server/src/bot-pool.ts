/**
 * Bot decisions off the event loop (docs/architecture.md "Bots"): a Space Gate Odyssey planner
 * decision takes up to a few hundred milliseconds, and on the room's thread it stalled every table
 * of the process. Decisions go to worker threads (bot-worker.ts) one at a time each; a worker that
 * does not answer within its deadline is replaced and the decision reported as timed out (the room
 * then plays a random legal move). Games the workers do not know (test fixtures) and pools of
 * size 0 decide on the calling thread.
 */
import { Worker } from "node:worker_threads";
import { type AnyGameDef, type Bot, GAMES } from "@starport/rules";
import { decideMove } from "./bot-decide.ts";

/** One decision asked of a worker. */
export interface BotJob {
  id: number;
  game: string;
  kind: string;
  seat: number;
  view: unknown;
  legal: unknown[];
  /** Seed of the decision's random numbers. */
  seed: string;
  budgetMs: number;
}

/** A worker's answer: the move, or why there is none. */
export type BotAnswer = { id: number; ms: number } & ({ move: unknown } | { error: string });

/** What the room gets back: the move, or null with the reason (the room then picks at random). */
export type BotDecision = { move: unknown; ms: number } | { move: null; ms: number; why: string };

interface Pending {
  job: BotJob;
  resolve: (d: BotDecision) => void;
  started: number;
}

/** How long past its budget a decision may run before its worker is replaced. */
const GRACE_MS = 2000;

class Lane {
  private worker: Worker | null = null;
  private queue: Pending[] = [];
  private current: Pending | null = null;
  private timer: NodeJS.Timeout | null = null;

  get load(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }

  push(p: Pending): void {
    this.queue.push(p);
    this.next();
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.worker?.terminate().catch(() => {});
    this.worker = null;
    for (const p of [...(this.current ? [this.current] : []), ...this.queue]) {
      p.resolve({ move: null, ms: 0, why: "server stopping" });
    }
    this.queue = [];
    this.current = null;
  }

  private spawn(): Worker {
    const w = new Worker(new URL("./bot-worker.ts", import.meta.url));
    w.unref();
    w.on("message", (a: BotAnswer) => this.settle(a));
    w.on("error", (e) => this.fail(`worker error: ${e.message}`));
    w.on("exit", () => {
      if (this.worker === w) this.worker = null;
    });
    return w;
  }

  private next(): void {
    if (this.current || this.queue.length === 0) return;
    const p = this.queue.shift()!;
    this.current = p;
    p.started = performance.now();
    this.worker ??= this.spawn();
    this.worker.postMessage(p.job);
    this.timer = setTimeout(() => this.fail("deadline passed"), p.job.budgetMs + GRACE_MS);
    this.timer.unref();
  }

  private settle(a: BotAnswer): void {
    const p = this.current;
    if (!p || p.job.id !== a.id) return;
    this.done();
    p.resolve("move" in a ? { move: a.move, ms: a.ms } : { move: null, ms: a.ms, why: a.error });
  }

  private fail(why: string): void {
    const p = this.current;
    this.worker?.terminate().catch(() => {});
    this.worker = null;
    if (!p) return;
    this.done();
    p.resolve({ move: null, ms: performance.now() - p.started, why });
  }

  private done(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.current = null;
    queueMicrotask(() => this.next());
  }
}

export class BotPool {
  private lanes: Lane[];
  private nextId = 1;

  /** `threads` worker threads (0: every decision on the calling thread). */
  constructor(threads: number) {
    this.lanes = Array.from({ length: Math.max(0, threads) }, () => new Lane());
  }

  /** Decides `def`'s `kind` bot's move; never rejects. */
  choose(def: AnyGameDef, req: Omit<BotJob, "id" | "game">): Promise<BotDecision> {
    if (this.lanes.length === 0 || GAMES[def.id] !== def) return Promise.resolve(inline(def, req));
    const lane = this.lanes.reduce((a, b) => (b.load < a.load ? b : a));
    return new Promise((resolve) => {
      lane.push({ job: { ...req, id: this.nextId++, game: def.id }, resolve, started: 0 });
    });
  }

  close(): void {
    for (const lane of this.lanes) lane.close();
  }
}

function inline(def: AnyGameDef, req: Omit<BotJob, "id" | "game">): BotDecision {
  const t0 = performance.now();
  try {
    const bot = req.kind === "default" ? def.bots.default : undefined;
    if (!bot) return { move: null, ms: 0, why: `no ${req.kind} bot` }; // the room plays at random
    const move = decideMove(bot as Bot<unknown, unknown, unknown>, req);
    return { move, ms: performance.now() - t0 };
  } catch (e) {
    return { move: null, ms: performance.now() - t0, why: (e as Error).stack ?? String(e) };
  }
}
