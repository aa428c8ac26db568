/**
 * One Deck Galaxy in the browser: a board-kit scene (scene.ts) fed by a pure adapter (adapter.ts),
 * the game's words (log.ts, prompt.ts, content-words.ts, words.ts; dictionary.ts: en/es), and
 * `window.__board`, the kit's read-only hook for browser tests.
 */
import type { GalaxyEvent, GalaxyMove, GalaxyPublic } from "@starport/rules/one-deck-galaxy/index.ts";
import type { ClientGame } from "../contract.ts";
import { mountBoard } from "../kit/mount.ts";
import { messages } from "./dictionary.ts";
import { describeEvent } from "./log.ts";
import { prompt } from "./prompt.ts";
import { GalaxyScene } from "./scene.ts";

export const game: ClientGame<GalaxyPublic, unknown, GalaxyMove, GalaxyEvent> = {
  id: "one-deck-galaxy",
  messages,
  mount: (parent, host) => mountBoard(parent, new GalaxyScene(host)),
  describeEvent: (e, { players, t }) => describeEvent(e, players, t),
  prompt: (u, t) => prompt(u, t),
};
