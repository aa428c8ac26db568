/**
 * A Phaser game for a scene inside the shell's board element: it fills the element and follows
 * its size (scale manager in RESIZE mode, so a scene lays itself out on the `resize` event),
 * with a transparent canvas over the page's space background. Scenes import this module, so
 * Phaser is loaded only with a scene.
 */
import * as Phaser from "phaser";

/** Creates the Phaser game of a scene in `parent`. Destroy it with `stage.destroy(true)`. */
export function createStage(
  parent: HTMLElement,
  scene: Phaser.Types.Scenes.SceneType | Phaser.Types.Scenes.SceneType[],
): Phaser.Game {
  return new Phaser.Game({
    type: Phaser.AUTO,
    parent,
    transparent: true,
    banner: false,
    scale: {
      mode: Phaser.Scale.RESIZE,
      width: Math.max(1, parent.clientWidth),
      height: Math.max(1, parent.clientHeight),
    },
    render: { antialias: true },
    // No board plays sound: without this Phaser opens a WebAudio context at every boot (220 ms
    // of a stellar_omega table's first draw in headless Chromium, docs/performance.md).
    audio: { noAudio: true },
    scene,
  });
}
