/**
 * stellar_omega in the browser: a board-kit scene (scene.ts) fed by a pure adapter (adapter.ts),
 * the game's words (words.ts: log lines; prompts.ts: prompts; dictionary.ts: en/es), and
 * `window.__board`, the kit's read-only hook for browser tests.
 */
import type { OmegaEvent, OmegaMove } from "@starport/rules/stellar-omega/types.ts";
import type { OmegaPrivate, OmegaPublic } from "@starport/rules/stellar-omega/view.ts";
import type { ClientGame } from "../contract.ts";
import { mountBoard } from "../kit/mount.ts";
import { messages } from "./dictionary.ts";
import { prompt } from "./prompts.ts";
import { StellarOmegaScene } from "./scene.ts";
import { describeEvent } from "./words.ts";

export const game: ClientGame<OmegaPublic, OmegaPrivate, OmegaMove, OmegaEvent> = {
  id: "stellar-omega",
  messages,
  mount: (parent, host) => mountBoard(parent, new StellarOmegaScene(host)),
  describeEvent: (e, { players, t }) => describeEvent(e, players, t),
  prompt: (u, t) => prompt(u, t),
};
