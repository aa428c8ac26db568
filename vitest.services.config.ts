import { defineConfig } from "vitest/config";

/**
 * Tests that need real services, started by the tests themselves on 127.0.0.1 and stopped by PID
 * (Debian packages redis-server, nginx or nginx-light, postgresql): Redis + two server processes +
 * the proxy, crash recovery with SQLite and with PostgreSQL. `vitest run -c vitest.services.config.ts`.
 */
export default defineConfig({
  test: {
    include: ["packages/*/test/services/**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: "forks",
    fileParallelism: false,
  },
});
