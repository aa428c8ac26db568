/**
 * Test-only launcher for the browser tests: a real Starport server on 127.0.0.1 and a free port,
 * serving the built client (packages/client/dist) and offering the `stones` fixture game beside
 * the registered games. Prints one JSON line `{"port": N}` when listening; stops on SIGTERM/SIGINT.
 *
 *   node packages/client/test/e2e/support/server.ts
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type AnyGameDef, GAMES } from "@starport/rules";
import { createStarport } from "@starport/server/app.ts";
import { jsonLogger } from "@starport/server/log.ts";
import { stones } from "../../../../rules/test/fixtures/stones.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const staticDir = path.resolve(here, "../../../dist");

const app = createStarport({
  games: { ...GAMES, stones: stones as AnyGameDef },
  host: "127.0.0.1",
  port: 0,
  botDelayMs: Number(process.env.E2E_BOT_DELAY_MS ?? 300),
  reconnectSeconds: 30,
  staticDir,
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
