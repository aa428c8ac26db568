/**
 * Space Gate Odyssey in the browser: a Phaser scene fed by a thin adapter (adapter.ts: view and
 * legal moves -> click targets; events -> animation steps), the game's words (words.ts,
 * messages.ts), and `window.__sgo`, a read-only hook for browser tests.
 */
import type { SgoEvent, SgoMove, SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import type { ClientGame, GameScreen } from "../contract.ts";
import { createStage } from "../phaser-stage.ts";
import { messages } from "./messages.ts";
import { type HookTarget, SgoScene, type SgoUpdate } from "./scene.ts";
import { describeEvent, prompt } from "./words.ts";

/** `window.__sgo`: what the scene offers to click now, for browser tests (never used by the page). */
export interface SgoHook {
  ready(): boolean;
  targets(): HookTarget[];
  hits(): { id: string; x: number; y: number }[];
  state(): ReturnType<SgoScene["hookState"]>;
  view(): SgoPublicView | null;
}

declare global {
  interface Window {
    __sgo?: SgoHook;
  }
}

export const game: ClientGame<SgoPublicView, unknown, SgoMove, SgoEvent> = {
  id: "space-gate-odyssey",
  messages,
  mount(parent, host): GameScreen<SgoPublicView, unknown, SgoMove, SgoEvent> {
    const scene = new SgoScene(host);
    const stage = createStage(parent, scene);
    const hook: SgoHook = {
      ready: () => scene.isReady(),
      targets: () => scene.hookTargets(),
      hits: () => scene.hookHits(),
      state: () => scene.hookState(),
      view: () => scene.hookView(),
    };
    window.__sgo = hook;
    // Phaser reads the parent's size every 500 ms but can miss a parent that starts at 0 px high
    // (the phone layout sizes the board after mounting): follow the parent's size ourselves.
    const resized = new ResizeObserver(() => {
      if (stage.scale.getParentBounds()) stage.scale.refresh();
    });
    resized.observe(parent);
    return {
      update(u: SgoUpdate) {
        scene.push(u);
      },
      rejected() {
        scene.refused();
      },
      destroy() {
        resized.disconnect();
        scene.dispose();
        if (window.__sgo === hook) delete window.__sgo;
        stage.destroy(true);
      },
    };
  },
  describeEvent: (e, { players, t }) => describeEvent(e, players, t),
  prompt: (u, t) => prompt(u, t),
};
