/**
 * Space Gate Odyssey in the browser: a board-kit scene (scene.ts) fed by a thin adapter
 * (adapter.ts: view and legal moves -> click targets; events -> animation steps), the game's
 * words (words.ts, messages.ts), and `window.__sgo` (= `window.__board`), a read-only hook for
 * browser tests.
 */
import type { SgoEvent, SgoMove, SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import type { ClientGame } from "../contract.ts";
import { type BoardHook, mountBoard } from "../kit/mount.ts";
import { messages } from "./messages.ts";
import { SgoScene } from "./scene.ts";
import { describeEvent, prompt } from "./words.ts";

declare global {
  interface Window {
    __sgo?: BoardHook<SgoMove, SgoPublicView>;
  }
}

export const game: ClientGame<SgoPublicView, unknown, SgoMove, SgoEvent> = {
  id: "space-gate-odyssey",
  messages,
  mount: (parent, host) => mountBoard(parent, new SgoScene(host), "__sgo"),
  describeEvent: (e, { players, t }) => describeEvent(e, players, t),
  prompt: (u, t) => prompt(u, t),
};
