/**
 * The SQLite match store's own thread (store-sqlite-worker.ts): opens the file, then runs each
 * call it is sent, in order, and answers with the value or the store error. Its disk syncs block
 * this thread only, never the tables'.
 */
import { parentPort, workerData } from "node:worker_threads";
import { STORE_ERRORS, StoreError } from "./store.ts";
import { SqliteStore } from "./store-sqlite.ts";
import type { StoreCall, StoreReply } from "./store-sqlite-worker.ts";

const port = parentPort!;
let store: SqliteStore;
try {
  store = new SqliteStore((workerData as { file: string }).file);
  port.postMessage({ id: 0, value: "ready" } satisfies StoreReply);
} catch (e) {
  port.postMessage({ id: 0, error: { code: STORE_ERRORS.UNAVAILABLE, message: (e as Error).message } });
  throw e;
}

port.on("message", (call: StoreCall) => {
  const method = store[call.op] as (...args: unknown[]) => Promise<unknown>;
  method.apply(store, call.args).then(
    (value) => port.postMessage({ id: call.id, value } satisfies StoreReply),
    (e: unknown) => {
      const code = e instanceof StoreError ? e.code : STORE_ERRORS.UNAVAILABLE;
      port.postMessage({ id: call.id, error: { code, message: (e as Error).message } } satisfies StoreReply);
    },
  );
});
