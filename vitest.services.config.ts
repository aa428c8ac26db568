import { defineConfig } from "vitest/config";

/** Tests that need real services (redis-server, nginx): `vitest run -c vitest.services.config.ts`. */
export default defineConfig({
  test: {
    include: ["packages/*/test/services/**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    fileParallelism: false,
  },
});
