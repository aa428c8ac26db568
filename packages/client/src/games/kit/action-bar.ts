/**
 * The action bar under the panel in front: the help button at its left, the hint (the next click
 * in words) and the decision's buttons at its right. A hint that does not fit wraps onto more lines
 * and the bar grows, rather than the text shrinking below 12 px; buttons that would leave the hint
 * too little room go on their own rows below it. The sizes are pure; `drawActionBar` draws them.
 */
import type * as Phaser from "phaser";
import { PALETTE, PALETTE_HEX } from "../theme.ts";
import type { Rect } from "./geometry.ts";
import type { Target } from "./interaction.ts";
import { drawHelpButton, type UiLayer } from "./ui-layer.ts";

const UI = PALETTE_HEX;

/** The hint's font size: 12 px on a small screen, 13 otherwise. */
export const barFontPx = (small: boolean): number => (small ? 12 : 13);

/** Whether the buttons (`total` px wide with the help button) go on rows of their own below the hint. */
export const buttonsOnOwnRows = (count: number, total: number, barW: number, small: boolean): boolean =>
  count > 0 && (small ? total > barW * 0.55 : total > barW * 0.6);

/** What the bar's height depends on. */
export interface BarNeeds {
  /** The bar's height with a one-line hint. */
  base: number;
  barW: number;
  small: boolean;
  hint: string;
  /** The buttons' labels, in order. */
  labels: readonly string[];
  /** A button's height (the help button is as wide). */
  buttonH: number;
  /** A button label's width as drawn (its bold font); estimated from its length when absent or null. */
  measure?: (label: string) => number | null;
}

/**
 * Height of the action bar, estimated before drawing from the texts' lengths: one line of hint, or
 * as many lines as the hint needs next to (or above) the buttons, and as many rows of buttons as
 * the drawing will fill.
 */
export function barHeightFor(n: BarNeeds): number {
  const fs = barFontPx(n.small);
  const bh = n.buttonH;
  const labelW = (s: string): number => n.measure?.(s) ?? s.length * (fs + 1) * 0.6;
  // The help button at the bar's left counts as one more button.
  const bw = n.labels.reduce((a, s) => a + labelW(s) + 28, bh + 6);
  const twoRows = buttonsOnOwnRows(n.labels.length, bw, n.barW, n.small);
  const hintW = twoRows ? n.barW - 16 : Math.max(60, n.barW - bw - 20);
  const lines = Math.max(1, Math.ceil((n.hint.length * fs * 0.56) / hintW));
  const textH = lines * (fs + 4);
  // Rows as the drawing fills them: right to left, wrapping before the help button.
  const room = Math.max(1, n.barW - 12 - (bh + 6));
  let rows = 1;
  let used = 0;
  for (const s of [...n.labels].reverse()) {
    const w = Math.max(bh, labelW(s) + 22) + 6;
    if (used > 0 && used + w > room) {
      rows++;
      used = 0;
    }
    used += w;
  }
  const need = twoRows ? textH + rows * (bh + 4) + 14 : Math.max(textH + 10, bh + 12);
  return Math.max(n.base, Math.ceil(need));
}

/**
 * Where the buttons go (screen pixels, in the buttons' order): right-aligned from the bar's right
 * end, the last button rightmost; on own rows they start at the bottom and wrap upwards before the
 * help button (`helpW` wide); `centreY` is each button's middle, and the hint ends before `left`
 * (the left edge of the last button placed, less a gap).
 */
export function placeButtons(
  bar: Rect,
  widths: readonly number[],
  bh: number,
  helpW: number,
  ownRows: boolean,
): { rects: Rect[]; centreY: number[]; left: number } {
  const rects: Rect[] = new Array(widths.length);
  const centreY: number[] = new Array(widths.length);
  let bx = bar.x + bar.w - 6;
  let by = ownRows ? bar.y + bar.h - bh / 2 - 6 : bar.y + bar.h / 2;
  for (let i = widths.length - 1; i >= 0; i--) {
    const w = widths[i]!;
    if (bx - w < bar.x + 6 + helpW && bx < bar.x + bar.w - 6) {
      bx = bar.x + bar.w - 6;
      by -= bh + 4;
    }
    bx -= w;
    rects[i] = { x: bx, y: by - bh / 2, w, h: bh };
    centreY[i] = by;
    bx -= 6;
  }
  return { rects, centreY, left: bx };
}

/** What the bar shows. */
export interface BarContent<M, P extends string, S> {
  buttons: Target<M, P, S>[];
  /** A button's label in words. */
  label: (t: Target<M, P, S>) => string;
  hint: string;
  small: boolean;
  buttonH: number;
  /** Whether the viewer is asked something (the bar's frame and hint are brighter). */
  asked: boolean;
  help: boolean;
  primary: (t: Target<M, P, S>) => boolean;
  /** Draws something at the bar's left (next to the help button); returns the width it takes. */
  lead: (bar: Rect, g: Phaser.GameObjects.Graphics) => number;
}

/** Draws the action bar; its buttons and the help button become UI hits. */
export function drawActionBar<M, P extends string, S>(
  ui: UiLayer<M, P, S>,
  bar: Rect,
  c: BarContent<M, P, S>,
): void {
  const g = ui.g;
  const fs = barFontPx(c.small);
  g.fillStyle(UI.panel, 0.96);
  g.fillRoundedRect(bar.x, bar.y, bar.w, bar.h, 6);
  g.lineStyle(1, c.asked ? UI.accent : UI.line, 1);
  g.strokeRoundedRect(bar.x + 0.5, bar.y + 0.5, bar.w - 1, bar.h - 1, 6);
  const bh = c.buttonH;
  const made = c.buttons.map((b) => {
    const t = ui.text(0, 0, c.label(b), fs + 1, "#0b1020", [0.5, 0.5], true);
    return { b, t, w: Math.max(bh, t.width + 22) };
  });
  // The help button takes the bar's left end (its first row on two rows).
  const qw = bh + 6;
  const total = made.reduce((a, m) => a + m.w + 6, 0) + qw;
  const ownRows = buttonsOnOwnRows(made.length, total, bar.w, c.small);
  const helpY = (ownRows ? bar.y + bar.h - bh / 2 - 6 : bar.y + bar.h / 2) - bh / 2;
  drawHelpButton(ui, { x: bar.x + 6, y: helpY, w: bh, h: bh }, fs, c.help);
  const placed = placeButtons(
    bar,
    made.map((m) => m.w),
    bh,
    qw,
    ownRows,
  );
  // Drawn right to left, as they are placed (the hit areas keep that order).
  for (let i = made.length - 1; i >= 0; i--) {
    const m = made[i]!;
    const r = placed.rects[i]!;
    g.fillStyle(c.primary(m.b) ? UI.accent : UI.muted, 1);
    g.fillRoundedRect(r.x, r.y, r.w, r.h, 6);
    m.t.setPosition(Math.round(r.x + m.w / 2), Math.round(placed.centreY[i]!));
    if (m.t.width > m.w - 8) m.t.setScale((m.w - 8) / m.t.width);
    ui.addHit({ id: m.b.id, rect: r, target: m.b });
  }
  const lead = ownRows ? 0 : c.lead({ ...bar, x: bar.x + qw, w: bar.w - qw }, g);
  const hx = bar.x + 10 + (ownRows ? 0 : qw) + lead;
  const hintW = ownRows ? bar.w - 16 : Math.max(40, placed.left - hx - 2);
  const ht = ui.text(
    hx,
    ownRows ? bar.y + 8 : bar.y + bar.h / 2,
    c.hint,
    fs,
    c.asked || c.help ? PALETTE.text : PALETTE.muted,
    [0, ownRows ? 0 : 0.5],
  );
  ht.setWordWrapWidth(hintW);
}
