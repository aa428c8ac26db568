/**
 * The fx layer, where a game draws its animation steps in screen pixels: tweens as promises that
 * end at once when the player skips the animation, graphics and texts that are cleared after the
 * update's animations, and a thing moved along a (lifted) path.
 */
import type * as Phaser from "phaser";
import { PALETTE } from "../theme.ts";
import type { Pt } from "./geometry.ts";
import { MIN_TEXT_PX, textStyle } from "./paint.ts";
import type { UpdateQueue } from "./update-queue.ts";

/** What the tweens need of the update queue: whether it skips, and a way to be ended by a skip. */
export type Skips = Pick<UpdateQueue<never>, "skipping" | "hold" | "drop">;

export class FxLayer {
  private readonly scene: Phaser.Scene;
  /** The layer's container (screen pixels, over the panels). */
  readonly container: Phaser.GameObjects.Container;
  /** The queue whose animation the tweens belong to (a skip ends them). */
  private readonly queue: Skips;
  private readonly wake: () => void;

  constructor(scene: Phaser.Scene, container: Phaser.GameObjects.Container, queue: Skips, wake: () => void) {
    this.scene = scene;
    this.container = container;
    this.queue = queue;
    this.wake = wake;
  }

  /** A tween from 0 to 1 as a promise; ends at once when the animations are skipped. */
  tween(config: { duration: number; ease?: string; onUpdate?: (k: number) => void }): Promise<void> {
    if (this.queue.skipping) return Promise.resolve();
    return new Promise((resolve) => {
      let done = false;
      const finish = (): void => {
        if (done) return;
        done = true;
        this.queue.drop(finish);
        tw.stop();
        resolve();
      };
      const onUpdate = config.onUpdate;
      const tw = this.scene.tweens.addCounter({
        from: 0,
        to: 1,
        duration: config.duration,
        ease: config.ease ?? "Sine.easeInOut",
        onUpdate: (t) => onUpdate?.(t.getValue() ?? 1),
        onComplete: finish,
      });
      this.queue.hold(finish);
      this.wake();
    });
  }

  /** Moves `obj` from one point to another in `ms`, lifted by `lift` px at half way. */
  async moveAlong(obj: { x: number; y: number }, from: Pt, to: Pt, ms: number, lift = 0): Promise<void> {
    await this.tween({
      duration: ms,
      onUpdate: (k) => {
        obj.x = from.x + (to.x - from.x) * k;
        obj.y = from.y + (to.y - from.y) * k - Math.sin(k * Math.PI) * lift;
      },
    });
  }

  /** A graphics object on the fx layer. */
  graphics(x: number, y: number): Phaser.GameObjects.Graphics {
    const g = this.scene.add.graphics({ x, y });
    this.container.add(g);
    return g;
  }

  /** A bold centred text on the fx layer (never below the smallest text size). */
  text(x: number, y: number, s: string, size: number, color: string = PALETTE.text): Phaser.GameObjects.Text {
    const t = this.scene.add.text(x, y, s, textStyle(Math.max(MIN_TEXT_PX, size), color, true));
    t.setOrigin(0.5, 0.5);
    this.container.add(t);
    return t;
  }

  /** Adds any game object to the fx layer. */
  add(o: Phaser.GameObjects.GameObject): void {
    this.container.add(o);
  }

  /** Clears the layer (the update's animations are over). */
  clear(): void {
    for (const c of [...this.container.list]) c.destroy();
  }
}
