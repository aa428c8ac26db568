/**
 * Space Opera in the browser: a board-kit scene (scene.ts) fed by a pure adapter (adapter.ts),
 * the game's words (words.ts: log lines and prompts; dictionary.ts: en/es), and `window.__board`,
 * the kit's read-only hook for browser tests.
 */
import type { OperaEvent } from "@starport/rules/space-opera/events.ts";
import type { OperaMove, OperaPrivate, OperaPublic } from "@starport/rules/space-opera/types.ts";
import type { ClientGame } from "../contract.ts";
import { mountBoard } from "../kit/mount.ts";
import { messages } from "./dictionary.ts";
import { SpaceOperaScene } from "./scene.ts";
import { describeEvent, endReason, prompt } from "./words.ts";

type Ev = OperaEvent;

export const game: ClientGame<OperaPublic, OperaPrivate, OperaMove, Ev> = {
  id: "space-opera",
  messages,
  mount: (parent, host) => mountBoard(parent, new SpaceOperaScene(host)),
  describeEvent: (e, { players, t }) => describeEvent(e as never, players, t),
  prompt: (u, t) => prompt(u as never, t),
  isOut: (u, seat) => (u.view.public.out?.[seat] ?? 0) > 0,
  endReason: (view, t) => endReason(view.public, t),
};
