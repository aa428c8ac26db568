/**
 * The panels on the Phaser side: each panel's drawing lives in its own container far from the
 * others and is shown by its own camera, so nothing is ever drawn outside its frame. Here: making
 * them, redrawing one when what it depends on changed, placing its camera, and what is drawn over
 * them (frames, highlights of the targets, the keyboard's focus ring).
 */
import * as Phaser from "phaser";
import { PALETTE_HEX } from "../theme.ts";
import { type CamState, viewportOf } from "./cameras.ts";
import type { Drawn, Rect } from "./geometry.ts";
import { dropPool, type Paint, textPool } from "./paint.ts";

const UI = PALETTE_HEX;
/** Distance between two panels' containers: a panel's camera never sees another's drawing. */
const STRIDE = 100_000;

/** A panel at run time: its drawing, its highlights, its camera and where the camera is. */
export interface PanelRt<P extends string> {
  id: P;
  offset: number;
  container: Phaser.GameObjects.Container;
  g: Phaser.GameObjects.Graphics;
  hl: Phaser.GameObjects.Graphics;
  cam: Phaser.Cameras.Scene2D.Camera;
  drawn: Drawn | null;
  key: string;
  state: CamState;
}

/** One container, graphics, highlight layer and camera per panel. */
export function createPanels<P extends string>(
  scene: Phaser.Scene,
  ids: readonly P[],
): Record<P, PanelRt<P>> {
  const panels = {} as Record<P, PanelRt<P>>;
  ids.forEach((id, i) => {
    const container = scene.add.container((i + 1) * STRIDE, 0);
    const g = scene.add.graphics();
    const hl = scene.add.graphics();
    container.add([g, hl]);
    const cam = scene.cameras.add(0, 0, 10, 10, false, `panel-${id}`);
    cam.setBackgroundColor("rgba(20,26,46,0.92)");
    panels[id] = {
      id,
      offset: (i + 1) * STRIDE,
      container,
      g,
      hl,
      cam,
      drawn: null,
      key: "",
      state: { rect: { x: 0, y: 0, w: 10, h: 10 }, zoom: 1, cx: 0, cy: 0 },
    };
  });
  return panels;
}

/**
 * Redraws a panel unless it was drawn with this key; the texts of the previous drawing are reused
 * where the new one shows the same text at the same place.
 */
export function repaint<P extends string>(
  scene: Phaser.Scene,
  p: PanelRt<P>,
  key: string,
  paint: (paint: Paint) => Drawn,
): void {
  if (key === p.key && p.drawn) return;
  p.key = key;
  const pool = textPool(p.container);
  for (const child of [...p.container.list]) {
    if (child !== p.g && child !== p.hl && child.type !== "Text") child.destroy();
  }
  p.g.clear();
  p.drawn = paint({ scene, container: p.container, g: p.g, pool });
  dropPool(pool);
  p.container.bringToTop(p.hl);
}

/** Moves a panel's camera to a camera state. */
export function applyCam<P extends string>(p: PanelRt<P>, s: CamState): void {
  p.state = s;
  const v = viewportOf(s);
  p.cam.setViewport(v.x, v.y, v.w, v.h);
  p.cam.setZoom(s.zoom);
  p.cam.centerOn(v.centre.x + p.offset, v.centre.y);
}

/**
 * Lights a panel's targets (and the selection, in the warning colour); a rail panel's are dimmer
 * and show where its targets are (a click brings it to the front).
 */
export function drawHighlights<P extends string>(
  p: PanelRt<P>,
  live: boolean,
  isTarget: (hitId: string) => boolean,
  selectedId: string | null,
  isHinted: (hitId: string) => boolean = () => false,
): void {
  p.hl.clear();
  if (!p.drawn) return;
  const lw = Math.max(live ? 2 : 1.5, (live ? 3.5 : 2.5) / p.state.zoom);
  for (const h of p.drawn.hits) {
    const isSel = h.id === selectedId;
    if (!isTarget(h.id) && !isSel) continue;
    // a learn table's suggestion: a thicker green ring on the way to the suggested move
    const hinted = !isSel && isHinted(h.id);
    const w = isSel ? lw * 1.6 : hinted ? lw * 1.8 : lw;
    p.hl.lineStyle(w, isSel ? UI.warn : hinted ? UI.good : UI.accent, live ? 1 : 0.55);
    if (h.r !== undefined) p.hl.strokeCircle(h.x, h.y, h.r);
    else p.hl.strokeRoundedRect(h.x + w / 2, h.y + w / 2, h.w - w, h.h - w, Math.min(12, h.w / 6));
  }
}

/** Pulses the highlights a few times (the clickable things changed). */
export function pulse(tweens: Phaser.Tweens.TweenManager, hls: readonly Phaser.GameObjects.Graphics[]): void {
  for (const hl of hls) {
    tweens.killTweensOf(hl);
    hl.setAlpha(1);
    tweens.add({ targets: hl, alpha: 0.4, duration: 500, yoyo: true, repeat: 2, ease: "Sine.easeInOut" });
  }
}

/** Panel frames at the cameras' current rectangles (they move with the cameras). */
export function drawFrames(
  g: Phaser.GameObjects.Graphics,
  frames: readonly { rect: Rect; front: boolean }[],
): void {
  g.clear();
  for (const { rect: r, front } of frames) {
    g.lineStyle(front ? 2 : 1, front ? UI.accent : UI.line, front ? 0.9 : 1);
    g.strokeRoundedRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1, 6);
  }
}

/** The keyboard's focus ring around a target's screen rectangle. */
export function drawFocusRing(g: Phaser.GameObjects.Graphics, r: Rect): void {
  g.lineStyle(3, UI.warn, 1);
  g.strokeRoundedRect(r.x - 4, r.y - 4, r.w + 8, r.h + 8, 8);
}

/** Every text in these display lists (containers opened): the test hook's language checks. */
export function textsOf(lists: readonly Phaser.GameObjects.GameObject[][]): string[] {
  const out: string[] = [];
  const walk = (list: Phaser.GameObjects.GameObject[]): void => {
    for (const o of list) {
      if (o.type === "Text") out.push((o as Phaser.GameObjects.Text).text);
      else if (o instanceof Phaser.GameObjects.Container) walk(o.list);
    }
  };
  for (const list of lists) walk(list);
  return out;
}
