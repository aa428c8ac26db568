/**
 * Where a panel draws and how its texts are reused. A new Phaser text is a texture upload, which
 * is what makes redrawing slow on phones and software renderers: the texts of the previous drawing
 * are pooled by what they show and reused when a new drawing shows the same text at the same place.
 */
import type * as Phaser from "phaser";
import { PALETTE } from "../theme.ts";

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The smallest text any board writes (px at zoom 1 on screen for the UI layer). */
export const MIN_TEXT_PX = 12;

export interface Paint {
  scene: Phaser.Scene;
  container: Phaser.GameObjects.Container;
  g: Phaser.GameObjects.Graphics;
  pool?: Map<string, Phaser.GameObjects.Text[]>;
}

/** Takes the texts of a container into a pool keyed by what they show (see `text`). */
export function textPool(container: Phaser.GameObjects.Container): Map<string, Phaser.GameObjects.Text[]> {
  const pool = new Map<string, Phaser.GameObjects.Text[]>();
  for (const child of container.list) {
    const t = child as Phaser.GameObjects.Text;
    if (t.type !== "Text" || !t.name) continue;
    pool.set(t.name, [...(pool.get(t.name) ?? []), t]);
  }
  return pool;
}

/** Destroys the texts of a pool that were not reused. */
export function dropPool(pool: Map<string, Phaser.GameObjects.Text[]>): void {
  for (const list of pool.values()) for (const t of list) t.destroy();
  pool.clear();
}

/** Adds a text to the panel (or reuses the same text of the previous drawing). */
export function text(
  p: Paint,
  x: number,
  y: number,
  s: string,
  size: number,
  color: string = PALETTE.text,
  origin: [number, number] = [0.5, 0.5],
  bold = false,
): Phaser.GameObjects.Text {
  const key = `${Math.round(x)}|${Math.round(y)}|${s}|${Math.round(size)}|${color}|${origin.join(",")}|${bold}`;
  const reused = p.pool?.get(key)?.pop();
  if (reused) return reused.setScale(1).setCrop().setAlpha(1);
  const t = p.scene.add.text(x, y, s, textStyle(size, color, bold));
  t.setOrigin(origin[0], origin[1]);
  t.setName(key);
  p.container.add(t);
  return t;
}

/** Shrinks a text to `maxW` wide (never below `minScale`). */
export function fitText(t: Phaser.GameObjects.Text, maxW: number, minScale = 0.55): Phaser.GameObjects.Text {
  if (t.width > maxW && t.width > 0) t.setScale(Math.max(minScale, maxW / t.width));
  return t;
}

/**
 * Cuts a text with an ellipsis until it is at most `maxW` wide (words stay their size: never
 * shrunk); `step` characters at a time.
 */
export function clipText(t: Phaser.GameObjects.Text, maxW: number, step = 1): Phaser.GameObjects.Text {
  let s = t.text;
  while (s.length > step && t.width > maxW) {
    s = s.replace(/…$/, "").slice(0, -step);
    t.setText(`${s}…`);
  }
  return t;
}

/**
 * Fits a short label (a number, a code like "W2") into `maxW`: narrowed up to `least` of its width
 * first (its height, what makes it readable, stays), cut with an ellipsis only past that.
 */
export function squeezeText(t: Phaser.GameObjects.Text, maxW: number, least = 0.8): Phaser.GameObjects.Text {
  t.setScale(1, 1);
  if (t.width <= maxW) return t;
  const k = Math.max(least, maxW / t.width);
  t.setScale(k, 1);
  return k * t.width > maxW ? clipText(t, maxW / k) : t;
}

let measuring: CanvasRenderingContext2D | null | undefined;

/** A 2D context to measure texts with (null where there is none: tests without a DOM). */
function measurer(): CanvasRenderingContext2D | null {
  if (measuring === undefined)
    measuring = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d");
  return measuring;
}

/** The CSS font of a board text. */
const cssFont = (size: number, bold: boolean): string =>
  `${bold ? "bold" : "normal"} ${Math.round(size)}px ${FONT}`;

/** The width of a text as `text` draws it (before it is drawn), or null where it cannot be measured. */
export function textWidth(s: string, size: number, bold = false): number | null {
  const m = measurer();
  if (!m) return null;
  m.font = cssFont(size, bold);
  return m.measureText(s).width;
}

type FontMetrics = { ascent: number; descent: number; fontSize: number };
const metricsByFont = new Map<string, FontMetrics | null>();

/**
 * A font's height as Phaser measures it (its `MeasureText`: the bounds of "|MÉqgy"), once per
 * font. Phaser measures again for every new text, on a canvas of its own: 120 ms of a
 * stellar_omega table's first draw in headless Chromium (docs/performance.md).
 */
function fontMetrics(size: number, bold: boolean): FontMetrics | null {
  const font = cssFont(size, bold);
  let metrics = metricsByFont.get(font);
  if (metrics === undefined) {
    const m = measurer();
    if (m) m.font = font;
    const box = m?.measureText("|MÉqgy");
    metrics =
      box && "actualBoundingBoxAscent" in box
        ? {
            ascent: box.actualBoundingBoxAscent,
            descent: box.actualBoundingBoxDescent,
            fontSize: box.actualBoundingBoxAscent + box.actualBoundingBoxDescent,
          }
        : null;
    metricsByFont.set(font, metrics);
  }
  return metrics;
}

/** The style of every text a board writes: the site's font, sharp on high-density screens. */
export function textStyle(
  size: number,
  color: string,
  bold: boolean,
): Phaser.Types.GameObjects.Text.TextStyle {
  const style: Phaser.Types.GameObjects.Text.TextStyle = {
    fontFamily: FONT,
    fontSize: `${Math.round(size)}px`,
    color,
    fontStyle: bold ? "bold" : "normal",
    resolution: 2,
  };
  const metrics = fontMetrics(size, bold);
  return metrics ? { ...style, metrics } : style;
}
