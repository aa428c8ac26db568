/**
 * Starts the Starport server with settings from the environment (docs/operations.md):
 * PORT (2567), HOST (0.0.0.0), REDIS_URL, PUBLIC_ADDRESS (or PUBLIC_HOST + PUBLIC_PATH),
 * MONITOR_PASSWORD, BOT_DELAY_MS (600), RECONNECT_SECONDS (60), STATIC_DIR (packages/client/dist),
 * DATABASE_URL (unset: SQLite in DATA_DIR, default .data/), SHUTDOWN_TIMEOUT_MS (30000),
 * LEASE_SECONDS (15), TABLE_IDLE_SECONDS (300), FINISHED_TABLE_SECONDS (600).
 */
import { GAMES } from "@starport/rules";
import { runFromEnv } from "./env.ts";

await runFromEnv(process.env, GAMES);
