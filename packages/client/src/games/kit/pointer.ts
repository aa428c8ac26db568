/**
 * Pointer gestures on the board (no Phaser: pointers are read through `PointerLike`): a click, a
 * drag that pans the panel in front, a pinch or the wheel that zooms it, a long press that says what
 * a thing is without playing it, and the mouse's hover text after a rest.
 */

/** Moving less than this (px) between press and release is still a click. */
export const DRAG_PX = 8;
/** A touch held this long (ms) without moving is a long press. */
export const LONG_PRESS_MS = 480;
/** The mouse rests this long (ms) on a thing before its hover text shows. */
export const HOVER_MS = 450;
/** After a click, no hover text for this long (ms): the click may be showing why it is refused. */
export const HOVER_MUTE_MS = 3000;

/** A pointer as the gestures read it (Phaser's Input.Pointer has these). */
export interface PointerLike {
  x: number;
  y: number;
  isDown: boolean;
  wasTouch: boolean;
  prevPosition: { x: number; y: number };
}

/** What the gestures ask of the board. */
export interface GestureHost {
  /** Wakes the sleeping game loop. */
  wake(): void;
  /** The first two touch pointers (a pinch is both down). */
  touches(): [PointerLike | undefined, PointerLike | undefined];
  /** Which panel a screen point is in (null: none). */
  panelAt(x: number, y: number): string | null;
  /** The panel in front. */
  front(): string;
  /** The zoom of the panel in front's camera. */
  frontZoom(): number;
  /** Whether a drag on the panel in front pans it (a zoomable panel, or one zoomed in for touch). */
  pans(): boolean;
  /** Pans the panel in front by a screen-pixel drag. */
  pan(dx: number, dy: number): void;
  /** Zooms the panel in front by `factor` around a screen point. */
  zoom(factor: number, at: { x: number; y: number }): void;
  /** Whether the panel in front may be zoomed by the player. */
  zoomable(): boolean;
  /** Whether an animation plays (no hover text then). */
  animating(): boolean;
  /** The id of the thing under a screen point ("" for none). */
  thingAt(x: number, y: number): string;
  /** What a thing is, with what a click on it does ("" when nothing is known). */
  describe(id: string): string;
  /** Shows the long press's text at a screen point. */
  showTip(text: string, x: number, y: number): void;
  /** Shows the hover text at a screen point. */
  hoverTip(text: string, x: number, y: number): void;
  /** A click (or tap) at a screen point. */
  click(x: number, y: number): void;
}

/** The state of the pointers between press and release, and the hover text's timer. */
export class PointerGestures {
  private down: { x: number; y: number; panel: string | null; moved: boolean } | null = null;
  private pinch: { dist: number; zoom: number } | null = null;
  private longPress: ReturnType<typeof setTimeout> | null = null;
  private longPressed = false;
  private hoverId = "";
  private hoverTimer: ReturnType<typeof setTimeout> | null = null;
  private hoverMuteUntil = 0;

  private readonly host: GestureHost;

  constructor(host: GestureHost) {
    this.host = host;
  }

  /** Whether a pointer is pressed (the loop stays awake). */
  get pressing(): boolean {
    return this.down !== null;
  }

  onDown(p: PointerLike): void {
    this.host.wake();
    // A click may show the rule that refuses it: no hover text over it for a while.
    this.hoverMuteUntil = performance.now() + HOVER_MUTE_MS;
    this.stopHoverTimer();
    const [p1, p2] = this.host.touches();
    if (p1?.isDown && p2?.isDown) {
      this.cancelLongPress();
      this.pinch = { dist: distance(p1, p2), zoom: this.host.frontZoom() };
      return;
    }
    this.down = { x: p.x, y: p.y, panel: this.host.panelAt(p.x, p.y), moved: false };
    this.longPressed = false;
    this.cancelLongPress();
    // A long press says what the thing under the finger is (the mouse's hover text).
    if (p.wasTouch) this.longPress = setTimeout(() => this.onLongPress(), LONG_PRESS_MS);
  }

  private onLongPress(): void {
    this.longPress = null;
    const d = this.down;
    if (!d || d.moved) return;
    const id = this.host.thingAt(d.x, d.y);
    const text = id ? this.host.describe(id) : "";
    if (text) {
      this.longPressed = true;
      this.host.showTip(text, d.x, d.y);
    }
  }

  onMove(p: PointerLike): void {
    const [p1, p2] = this.host.touches();
    if (this.pinch && p1?.isDown && p2?.isDown) {
      const mid = { x: (p1.x + p2.x) / 2, y: (p1.y + p2.y) / 2 };
      const factor =
        (this.pinch.zoom * distance(p1, p2)) / Math.max(1, this.pinch.dist) / this.host.frontZoom();
      this.host.zoom(factor, mid);
      if (this.down) this.down.moved = true;
      return;
    }
    const d = this.down;
    if (!d || !p.isDown) {
      if (!p.wasTouch) this.hover(p.x, p.y);
      return;
    }
    if (!d.moved && Math.hypot(p.x - d.x, p.y - d.y) < DRAG_PX) return;
    d.moved = true;
    this.cancelLongPress();
    // Dragging the panel in front pans it.
    if (d.panel === this.host.front() && this.host.pans()) {
      this.host.pan(p.x - p.prevPosition.x, p.y - p.prevPosition.y);
    }
  }

  onUp(p: PointerLike): void {
    this.cancelLongPress();
    if (this.pinch) {
      const [p1, p2] = this.host.touches();
      if (!p1?.isDown && !p2?.isDown) this.pinch = null;
      this.down = null;
      return;
    }
    const d = this.down;
    this.down = null;
    if (!d || d.moved) return;
    if (this.longPressed) {
      this.longPressed = false;
      return;
    }
    this.host.click(p.x, p.y);
  }

  /** The wheel zooms a zoomable panel in front when the pointer is over it. */
  onWheel(p: { x: number; y: number }, dy: number): void {
    this.host.wake();
    if (!this.host.zoomable() || this.host.panelAt(p.x, p.y) !== this.host.front()) return;
    this.host.zoom(dy > 0 ? 1 / 1.15 : 1.15, { x: p.x, y: p.y });
  }

  /** Resting the mouse on something says what it is (and what a click on it does). */
  private hover(x: number, y: number): void {
    const id = this.host.animating() ? "" : this.host.thingAt(x, y);
    if (id === this.hoverId) return;
    this.hoverId = id;
    this.stopHoverTimer();
    if (!id || performance.now() < this.hoverMuteUntil) return;
    this.hoverTimer = setTimeout(() => {
      this.hoverTimer = null;
      const text = this.host.describe(id);
      if (text && this.hoverId === id && performance.now() >= this.hoverMuteUntil)
        this.host.hoverTip(text, x, y);
    }, HOVER_MS);
  }

  private stopHoverTimer(): void {
    if (this.hoverTimer) clearTimeout(this.hoverTimer);
    this.hoverTimer = null;
  }

  private cancelLongPress(): void {
    if (this.longPress) clearTimeout(this.longPress);
    this.longPress = null;
  }

  /** Stops the pending timers (the scene goes away). */
  dispose(): void {
    this.stopHoverTimer();
    this.cancelLongPress();
  }
}

/** Distance between two points (as Phaser.Math.Distance.Between computes it). */
function distance(a: { x: number; y: number }, b: { x: number; y: number }): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
}
