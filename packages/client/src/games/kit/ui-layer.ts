/**
 * The UI layer, in screen pixels over the panels: the panels' titles (a rail title is a button that
 * brings its panel to the front), the zoom buttons of a zoomable panel in front, the help button,
 * and the hit areas of all of them. The action bar is drawn on it by action-bar.ts.
 */
import type * as Phaser from "phaser";
import { PALETTE, PALETTE_HEX } from "../theme.ts";
import type { Rect } from "./geometry.ts";
import type { UiHit } from "./hit-test.ts";
import { clipText, dropPool, text, textPool } from "./paint.ts";

const UI = PALETTE_HEX;
/** The UI hit of the help button. */
export const HELP_ID = "help";

export class UiLayer<M, P extends string, S> {
  readonly g: Phaser.GameObjects.Graphics;
  /** The hit areas drawn, in drawing order (the last one drawn wins a click). */
  hits: UiHit<M, P, S>[] = [];
  private pool = new Map<string, Phaser.GameObjects.Text[]>();

  private readonly scene: Phaser.Scene;
  readonly container: Phaser.GameObjects.Container;

  constructor(scene: Phaser.Scene, container: Phaser.GameObjects.Container) {
    this.scene = scene;
    this.container = container;
    this.g = scene.add.graphics();
    container.add(this.g);
  }

  /** Starts a new drawing: the texts of the last one are kept for reuse, everything else goes. */
  begin(): void {
    this.pool = textPool(this.container);
    for (const child of [...this.container.list])
      if (child !== this.g && child.type !== "Text") child.destroy();
    this.g.clear();
    this.hits = [];
  }

  /** Ends the drawing: texts not reused are destroyed. */
  end(): void {
    dropPool(this.pool);
  }

  /** A text of the UI layer (reused from the last drawing when the same). */
  text(
    x: number,
    y: number,
    s: string,
    size: number,
    color: string = PALETTE.text,
    origin: [number, number] = [0, 0.5],
    bold = false,
  ): Phaser.GameObjects.Text {
    return text(
      { scene: this.scene, container: this.container, g: this.g, pool: this.pool },
      x,
      y,
      s,
      size,
      color,
      origin,
      bold,
    );
  }

  addHit(h: UiHit<M, P, S>): void {
    this.hits.push(h);
  }
}

/** A panel's title as the UI layer draws it. */
export interface TitleSpec<P extends string> {
  id: P;
  rect: Rect;
  title: string;
  front: boolean;
  /** Width taken at the right by the zoom buttons (0: none). */
  reserved: number;
  /** Whether a click on it brings the panel to the front (a rail panel, not the pinned one). */
  button: boolean;
}

/** The panels' titles; a rail panel's title is one button that brings it to the front. */
export function drawTitles<M, P extends string, S>(
  ui: UiLayer<M, P, S>,
  titles: TitleSpec<P>[],
  fs: number,
): void {
  for (const { id, rect: r, title, front, reserved, button } of titles) {
    const tt = ui.text(r.x + 8, r.y + 11, title, fs, front ? PALETTE.text : PALETTE.muted, [0, 0.5], true);
    // A title too long for its frame (and the zoom buttons in front) is cut with an ellipsis,
    // never drawn smaller than 12 px.
    clipText(tt, r.w - 12 - reserved, 2);
    if (button) ui.addHit({ id: `focus:${id}`, rect: r });
  }
}

/** Zoom controls (+, −, fit) at the top right of the panel in front, `zh` high. */
export function drawZoomButtons<M, P extends string, S>(
  ui: UiLayer<M, P, S>,
  sr: Rect,
  zh: number,
  fs: number,
  fitLabel: string,
): void {
  const g = ui.g;
  const zb = [
    ["zoom:in", "+"],
    ["zoom:out", "−"],
    ["zoom:fit", fitLabel],
  ] as const;
  let zx = sr.x + sr.w - 6;
  for (const [id, label] of [...zb].reverse()) {
    const t = ui.text(0, sr.y + 2 + zh / 2, label, fs + 2, PALETTE.text, [0.5, 0.5], true);
    const bw = Math.max(zh, t.width + 14);
    zx -= bw;
    t.setX(zx + bw / 2);
    g.fillStyle(UI.panelHi, 0.95);
    g.fillRoundedRect(zx, sr.y + 2, bw, zh, 5);
    g.lineStyle(1, UI.line, 1);
    g.strokeRoundedRect(zx, sr.y + 2, bw, zh, 5);
    ui.addHit({ id, rect: { x: zx, y: sr.y + 2, w: bw, h: zh } });
    zx -= 4;
  }
}

/** The "?" button (a UI hit, filled while help mode is on). */
export function drawHelpButton<M, P extends string, S>(
  ui: UiLayer<M, P, S>,
  r: Rect,
  fs: number,
  on: boolean,
): void {
  const g = ui.g;
  g.fillStyle(on ? UI.accent : UI.panelHi, 1);
  g.fillRoundedRect(r.x, r.y, r.w, r.h, 6);
  g.lineStyle(on ? 2 : 1, on ? UI.text : UI.line, 1);
  g.strokeRoundedRect(r.x, r.y, r.w, r.h, 6);
  ui.text(r.x + r.w / 2, r.y + r.h / 2, "?", fs + 4, on ? "#0b1020" : PALETTE.text, [0.5, 0.5], true);
  ui.addHit({ id: HELP_ID, rect: r });
}
