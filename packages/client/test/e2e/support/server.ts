/**
 * Test-only launcher for the browser tests: a real Starport server on 127.0.0.1 and a free port,
 * serving the built client (packages/client/dist) and offering the `stones` fixture game beside
 * the registered games. Prints one JSON line `{"port": N}` when listening; stops on SIGTERM/SIGINT
 * (graceful: tables suspended, clients told 4010).
 *
 *   node packages/client/test/e2e/support/server.ts
 *
 * Environment: E2E_PORT (fixed port, e.g. to restart on the same one), E2E_DB (SQLite file of the
 * match store; default a throwaway in-memory database), E2E_BOT_DELAY_MS, E2E_LOG_LEVEL, E2E_STATIC
 * (directory of the built client; default packages/client/dist).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type AnyGameDef, GAMES } from "@starport/rules";
import { createStarport } from "@starport/server/app.ts";
import { LIFTED_PER_CLIENT } from "@starport/server/limits.ts";
import { jsonLogger } from "@starport/server/log.ts";
import { SqliteStore } from "@starport/server/store-sqlite.ts";
import { stones } from "../../../../rules/test/fixtures/stones.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_STATIC: another build of the client (the default dist/ may be rebuilt by someone else meanwhile)
const staticDir = process.env.E2E_STATIC || path.resolve(here, "../../../dist");

const app = createStarport({
  games: { ...GAMES, stones: stones as AnyGameDef },
  host: "127.0.0.1",
  port: Number(process.env.E2E_PORT ?? 0),
  ...(process.env.E2E_DB ? { store: new SqliteStore(process.env.E2E_DB) } : {}),
  botDelayMs: Number(process.env.E2E_BOT_DELAY_MS ?? 300),
  reconnectSeconds: 30,
  staticDir,
  // every page of the e2e suites comes from 127.0.0.1: the per-address caps are lifted
  limits: LIFTED_PER_CLIENT,

  logger: jsonLogger({
    min: (process.env.E2E_LOG_LEVEL as "info" | undefined) ?? "warn",
    write: (line) => process.stderr.write(`${line}\n`),
  }),
});

const { port } = await app.listen();
process.stdout.write(`${JSON.stringify({ port })}\n`);

const stop = (): void => {
  app.shutdown().then(
    () => process.exit(0),
    () => process.exit(1),
  );
  setTimeout(() => process.exit(1), 5000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
