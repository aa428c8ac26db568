/**
 * The client side of each game. A game with a dedicated Phaser scene registers a lazy loader
 * here (one line), so Phaser and the scene load only when a table of that game opens. Every game
 * of the site has one; the generic fallback board serves the platform's test fixture game and a
 * board whose code fails to load (docs/client.md).
 */
import type { ClientGame } from "./contract.ts";
import { fallbackGame } from "./fallback/fallback-game.ts";
import { FALLBACK_HINTS } from "./hints.ts";

type Loader = () => Promise<ClientGame>;

/** Dedicated scenes by game id, e.g. `"space-gate-odyssey": () => import("./space-gate-odyssey/index.ts").then((m) => m.game)`. */
const SCENES: Record<string, Loader> = {
  "space-gate-odyssey": () => import("./space-gate-odyssey/index.ts").then((m) => m.game as ClientGame),
  "stellar-omega": () => import("./stellar-omega/index.ts").then((m) => m.game as ClientGame),
  "space-opera": () => import("./space-opera/index.ts").then((m) => m.game as ClientGame),
  "one-deck-galaxy": () => import("./one-deck-galaxy/index.ts").then((m) => m.game as ClientGame),
};

/** The client game for a game id: its dedicated scene, else the fallback board. */
export async function loadClientGame(id: string): Promise<ClientGame> {
  const load = Object.hasOwn(SCENES, id) ? SCENES[id] : undefined;
  if (load) {
    try {
      return await load();
    } catch (err) {
      console.error(`scene of ${id} failed to load; using the generic board`, err);
    }
  }
  return fallbackGame(id, Object.hasOwn(FALLBACK_HINTS, id) ? FALLBACK_HINTS[id] : {});
}

/** Whether a game has its own scene (the lobby says so). */
export const hasScene = (id: string): boolean => Object.hasOwn(SCENES, id);
