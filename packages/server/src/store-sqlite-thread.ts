/**
 * The SQLite match store's own thread (store-sqlite-worker.ts): opens the file, then runs each
 * call it is sent, in order, and answers with the value or the store error. Its disk syncs block
 * this thread only, never the tables'.
 */
import { parentPort, workerData } from "node:worker_threads";
import { STORE_ERRORS, StoreError } from "./store.ts";
import { SqliteStore } from "./store-sqlite.ts";
import { perTurn, type StoreCall, type StoreReply } from "./store-sqlite-worker.ts";

const port = parentPort!;

/** Answers go back in one message per turn, like the calls come. */
const replies = perTurn<StoreReply>((batch) => port.postMessage(batch));
const reply = (r: StoreReply): void => replies.push(r);

let store: SqliteStore;
try {
  store = new SqliteStore((workerData as { file: string }).file);
  reply({ id: 0, value: "ready" });
} catch (e) {
  port.postMessage([{ id: 0, error: { code: STORE_ERRORS.UNAVAILABLE, message: (e as Error).message } }]);
  throw e;
}

port.on("message", (calls: StoreCall[]) => {
  for (const call of calls) {
    const method = store[call.op] as (...args: unknown[]) => Promise<unknown>;
    method.apply(store, call.args).then(
      (value) => reply({ id: call.id, value }),
      (e: unknown) => {
        const code = e instanceof StoreError ? e.code : STORE_ERRORS.UNAVAILABLE;
        reply({ id: call.id, error: { code, message: (e as Error).message } });
      },
    );
  }
});
