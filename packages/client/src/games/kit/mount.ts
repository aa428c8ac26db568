/**
 * Mounting a board scene in the shell's board element: the Phaser stage, the parent's size
 * followed, and the read-only test hook (`window.__board`, plus a game's own name for it).
 */
import type { GameScreen, SceneUpdate } from "../contract.ts";
import { createStage } from "../phaser-stage.ts";
import type { BoardScene, HookTarget } from "./board-scene.ts";

/** What a board offers browser tests (never used by the page itself). */
export interface BoardHook<M = unknown, V = unknown> {
  ready(): boolean;
  targets(): HookTarget<M>[];
  /** Ids of the targets marked on the way to a learn table's suggested move. */
  hinted(): string[];
  hits(): { id: string; x: number; y: number }[];
  state(): Record<string, unknown> & {
    version: number;
    focus: string;
    decision: string | null;
    tip: string;
    animated: number;
  };
  view(): V | null;
  /** The view an animation is playing towards (drawn when it ends; null when none plays). */
  playingView(): V | null;
  /** The viewer's public and private view. */
  seatView(): { public: V; private: unknown } | null;
  /** Every text drawn on the board now. */
  texts(): string[];
  /** What a hit is in words (the scene's `describeThing`), as help mode says it. */
  describe(id: string): string;
  /** What a panel is in words (help mode, a click on its empty parts or its rail title). */
  describePanel(id: string): string;
  layout(): ReturnType<
    BoardScene<unknown, unknown, unknown, unknown, string, unknown, unknown>["hookLayout"]
  >;
}

declare global {
  interface Window {
    __board?: BoardHook;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: any board scene, whatever its types
type AnyBoard = BoardScene<any, any, any, any, any, any, any>;

/** Mounts `scene` in `parent`; `alias` also names the hook on `window` (e.g. "__sgo"). */
export function mountBoard<Pub, Priv, M, E>(
  parent: HTMLElement,
  scene: AnyBoard,
  alias?: string,
): GameScreen<Pub, Priv, M, E> {
  const stage = createStage(parent, scene);
  const hook: BoardHook = {
    ready: () => scene.isReady(),
    targets: () => scene.hookTargets(),
    hinted: () => scene.hintedTargets(),
    hits: () => scene.hookHits(),
    state: () => scene.hookState(),
    view: () => scene.hookView(),
    playingView: () => scene.hookPlayingView(),
    seatView: () => scene.hookSeatView(),
    texts: () => scene.hookTexts(),
    describe: (id: string) => scene.hookDescribe(id),
    describePanel: (id: string) => scene.hookDescribePanel(id),
    layout: () => scene.hookLayout(),
  };
  const w = window as unknown as Record<string, unknown>;
  window.__board = hook;
  if (alias) w[alias] = hook;
  // Phaser reads the parent's size every 500 ms but can miss a parent that starts at 0 px high
  // (the phone layout sizes the board after mounting): follow the parent's size ourselves.
  const resized = new ResizeObserver(() => {
    if (stage.scale.getParentBounds()) stage.scale.refresh();
  });
  resized.observe(parent);
  return {
    update(u: SceneUpdate<Pub, Priv, M, E>) {
      scene.push(u);
    },
    rejected() {
      scene.refused();
    },
    suggest(move: M | null) {
      scene.suggest(move);
    },
    destroy() {
      resized.disconnect();
      scene.dispose();
      if (window.__board === hook) delete window.__board;
      if (alias && w[alias] === hook) delete w[alias];
      stage.destroy(true);
    },
  };
}
