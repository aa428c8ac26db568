/**
 * The SQLite match store on a worker thread (docs/architecture.md "Match store"). SQLite's calls
 * are synchronous: on the rooms' thread every commit's disk sync (`synchronous = FULL`) stopped
 * every table of the process for its duration (docs/performance.md). Here a thread of its own
 * (store-sqlite-thread.ts) runs the same SqliteStore, and this class forwards each MatchStore call
 * to it and resolves with its answer. Calls run in the order they are made; a move still resolves
 * only once it is on disk, so "stored before broadcast" holds. If the thread dies, the calls it
 * held fail with STORE_UNAVAILABLE (the room treats that move as not played; a later write then
 * finds the stored version and the table hands over as after any store conflict) and the next call
 * starts a new thread on the same file.
 */
import { Worker } from "node:worker_threads";
import {
  type Claimed,
  type ListQuery,
  type MatchStore,
  type MatchSummary,
  type MatchUpdate,
  type MoveRecord,
  type NewMatch,
  STORE_ERRORS,
  type StoredMatch,
  StoreError,
  type StoreErrorCode,
} from "./store.ts";

type Op = Exclude<keyof MatchStore, "kind">;

/** A call to the store's thread (id 0 is its "opened" answer). */
export interface StoreCall {
  id: number;
  op: Op;
  args: unknown[];
}

export type StoreReply =
  | { id: number; value: unknown }
  | { id: number; error: { code: StoreErrorCode; message: string } };

/**
 * Messages between the tables' thread and the store's go in one `postMessage` per event-loop turn
 * (every table's moves of that turn together), both ways: a message per call cost more than the
 * writes (`postMessage` in the profiles). `drop` forgets what is not sent yet.
 */
export function perTurn<T>(post: (items: T[]) => void): { push(item: T): void; drop(): void } {
  let items: T[] = [];
  return {
    push(item) {
      items.push(item);
      if (items.length > 1) return;
      setImmediate(() => {
        const batch = items;
        items = [];
        if (batch.length > 0) post(batch);
      });
    },
    drop() {
      items = [];
    },
  };
}

interface Waiting {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

export class SqliteWorkerStore implements MatchStore {
  readonly kind = "sqlite" as const;
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private readonly outbox = perTurn<StoreCall>((calls) => this.worker?.postMessage(calls));
  private closed = false;
  private readonly file: string;

  private constructor(file: string) {
    this.file = file;
  }

  /** Opens the store at `file` on its thread; rejects as the file's opening failed there. */
  static async open(file: string): Promise<SqliteWorkerStore> {
    const store = new SqliteWorkerStore(file);
    await store.start();
    return store;
  }

  createMatch(m: NewMatch, owner: string, leaseUntil: number): Promise<void> {
    return this.call("createMatch", [m, owner, leaseUntil]);
  }
  appendMove(id: string, move: MoveRecord, update: MatchUpdate, owner: string): Promise<void> {
    return this.call("appendMove", [id, move, update, owner]);
  }
  updateMatch(id: string, update: MatchUpdate, owner: string): Promise<void> {
    return this.call("updateMatch", [id, update, owner]);
  }
  getMatch(id: string): Promise<StoredMatch | null> {
    return this.call("getMatch", [id]);
  }
  listMatches(q: ListQuery): Promise<MatchSummary[]> {
    return this.call("listMatches", [q]);
  }
  codeInUse(code: string): Promise<boolean> {
    return this.call("codeInUse", [code]);
  }
  renewLeases(owner: string, ids: string[], leaseUntil: number): Promise<string[]> {
    return this.call("renewLeases", [owner, ids, leaseUntil]);
  }
  claimMatches(
    owner: string,
    q: { now: number; leaseUntil: number; games: string[]; all?: boolean; limit: number },
  ): Promise<Claimed[]> {
    return this.call("claimMatches", [owner, q]);
  }
  releaseLeases(owner: string): Promise<void> {
    return this.call("releaseLeases", [owner]);
  }
  abortMatch(id: string, owner: string): Promise<void> {
    return this.call("abortMatch", [id, owner]);
  }

  /** Writes what is pending, closes the file and stops the thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    const worker = this.worker;
    const last = worker ? this.call<void>("close", []).catch(() => {}) : Promise.resolve();
    this.closed = true;
    await last;
    await worker?.terminate();
    this.worker = null;
  }

  private start(): Promise<void> {
    const worker = new Worker(new URL("./store-sqlite-thread.ts", import.meta.url), {
      workerData: { file: this.file },
    });
    this.worker = worker;
    worker.unref();
    const opened = new Promise<unknown>((resolve, reject) => this.waiting.set(0, { resolve, reject }));
    worker.on("message", (replies: StoreReply[]) => {
      for (const r of replies) this.settle(r);
    });
    worker.on("error", (e) => this.lost(worker, e.message));
    worker.on("exit", (code) => this.lost(worker, `the store's thread exited (${code})`));
    return opened.then(() => undefined);
  }

  private call<T>(op: Op, args: unknown[]): Promise<T> {
    if (this.closed)
      return Promise.reject(new StoreError(STORE_ERRORS.UNAVAILABLE, "the match store is closed"));
    const ready = this.worker ? Promise.resolve() : this.start();
    return ready.then(
      () =>
        new Promise<T>((resolve, reject) => {
          const id = this.nextId++;
          this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
          // the thread keeps the process alive only while it holds a call
          if (this.waiting.size === 1) this.worker!.ref();
          this.outbox.push({ id, op, args });
        }),
    );
  }

  private settle(r: StoreReply): void {
    const w = this.waiting.get(r.id);
    if (!w) return;
    this.waiting.delete(r.id);
    if (this.waiting.size === 0) this.worker?.unref();
    if ("error" in r) w.reject(new StoreError(r.error.code, r.error.message));
    else w.resolve(r.value);
  }

  /** The thread died: what it held fails (unwritten or unknown), the next call starts another. */
  private lost(worker: Worker, why: string): void {
    if (this.worker !== worker) return;
    this.worker = null;
    const held = [...this.waiting.values()];
    this.waiting.clear();
    // calls not yet sent failed with the others: they must not run on the next thread
    this.outbox.drop();
    for (const w of held) w.reject(new StoreError(STORE_ERRORS.UNAVAILABLE, `sqlite: ${why}`));
  }
}
