/**
 * `src/main.ts` for tests: the same environment settings, signals and logs, but offering the
 * stones fixture (the site's own games may not suit a scripted test).
 */
import type { AnyGameDef } from "@starport/rules";
import { stones } from "../../../rules/test/fixtures/stones.ts";
import { runFromEnv } from "../../src/env.ts";

await runFromEnv(process.env, { stones: stones as AnyGameDef });
