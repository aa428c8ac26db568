import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The deployment suites, run by scripts/docker-test.sh (pnpm test:docker) one file at a time:
 * proxy.test.ts needs Debian's nginx only; compose.test.ts and image.test.ts need a Docker daemon
 * and the image the script built.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, "../.."),
  test: {
    include: ["deploy/test/**/*.test.ts"],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: "forks",
    fileParallelism: false,
  },
});
