import { defineConfig } from "vitest/config";

/** Browser tests (pnpm test:e2e, via scripts/e2e.sh which builds the client first). */
export default defineConfig({
  test: {
    include: ["packages/client/test/e2e/**/*.e2e.test.ts"],
    testTimeout: 180_000,
    hookTimeout: 90_000,
    pool: "forks",
    fileParallelism: false,
  },
});
