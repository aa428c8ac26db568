/**
 * `src/main.ts` for the services tests: the same environment settings, store, signals and logs,
 * offering the stones fixture and one of the site's games (REAL_GAME). main.ts itself offers only
 * the site's games.
 */
import { type AnyGameDef, GAMES } from "@starport/rules";
import { stones } from "../../../rules/test/fixtures/stones.ts";
import { runFromEnv } from "../../src/env.ts";
import { REAL_GAME } from "./real-game.ts";

const games: Record<string, AnyGameDef> = { stones: stones as AnyGameDef };
if (REAL_GAME) games[REAL_GAME] = GAMES[REAL_GAME]!;
await runFromEnv(process.env, games);
