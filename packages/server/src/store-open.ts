/** Opening the match store the settings ask for: PostgreSQL when a URL is given, else SQLite. */
import path from "node:path";
import type { MatchStore } from "./store.ts";
import { PostgresStore } from "./store-postgres.ts";
import { SqliteWorkerStore } from "./store-sqlite-worker.ts";

/** File name of the SQLite store inside the data directory. */
export const SQLITE_FILE = "starport.sqlite";

/**
 * Opens PostgreSQL at `databaseUrl` (tables created if needed), or `<dataDir>/starport.sqlite` on
 * its own thread (store-sqlite-worker.ts).
 */
export async function openStore(opts: {
  databaseUrl?: string | null;
  dataDir: string;
  onError?: (e: Error) => void;
}): Promise<MatchStore> {
  if (opts.databaseUrl) {
    const store = new PostgresStore(opts.databaseUrl, { onError: opts.onError });
    try {
      await store.init();
    } catch (e) {
      await store.close().catch(() => {});
      throw e;
    }
    return store;
  }
  return SqliteWorkerStore.open(path.join(opts.dataDir, SQLITE_FILE));
}
