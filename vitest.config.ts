import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts"],
    exclude: ["**/node_modules/**", "packages/client/test/e2e/**", "packages/*/test/services/**"],
    // The conformance files play thousands of games; on a loaded 2-core machine one can take minutes.
    testTimeout: 240_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
