/**
 * Where each part of the board goes on the screen (pure, unit-tested): the panel in front gets the
 * large area, the others sit smaller in a rail (right on a wide screen, below on a phone), the
 * action bar sits under the panel in front. Rectangles are in canvas pixels and never overlap.
 */
import { PANELS, type PanelId } from "./adapter.ts";

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface BoardLayout {
  portrait: boolean;
  /** The panel in front. */
  main: Rect;
  /** Hint and buttons. */
  bar: Rect;
  /** Station chooser (one chip per player) above the station when it is in front, else null. */
  tabs: Rect | null;
  /** Every panel's rectangle (the one in front included). */
  panels: Record<PanelId, Rect>;
  /** The panels of the rail, in order. */
  rail: PanelId[];
}

const PAD = 6;
/** Width / height each panel prefers in the rail (drawn content, roughly). */
const RAIL_ASPECT: Record<PanelId, number> = {
  station: 1.3,
  odyssey: 2.6,
  worksite: 1.35,
  hawking: 2.3,
  planets: 2.4,
};

/** The rail order: the board's parts in a fixed order, minus the one in front. */
export function railOf(focus: PanelId): PanelId[] {
  return PANELS.filter((p) => p !== focus);
}

/**
 * Lays the board out in a `w` x `h` canvas with `focus` in front. `mainAspect` is the width / height
 * of what the panel in front draws: a wide panel on a wide screen goes on top, the rail below it.
 */
export function layoutBoard(
  w: number,
  h: number,
  focus: PanelId,
  withTabs: boolean,
  mainAspect = 1,
): BoardLayout {
  const portrait = w < h * 0.95;
  const rail = railOf(focus);
  const panels = {} as Record<PanelId, Rect>;
  const barH = portrait ? 52 : 48;
  const stacked = !portrait && mainAspect > 1.6 && focus !== "station";
  let main: Rect;
  let bar: Rect;
  if (stacked) {
    const railH = Math.round(Math.min(220, Math.max(100, h * 0.28)));
    const mainH = Math.max(60, h - railH - barH - 4 * PAD);
    main = { x: PAD, y: PAD, w: w - 2 * PAD, h: mainH };
    bar = { x: PAD, y: main.y + mainH + PAD, w: w - 2 * PAD, h: barH };
    const ry = bar.y + barH + PAD;
    const want = rail.map((p) => RAIL_ASPECT[p]);
    const total = want.reduce((a, b) => a + b, 0);
    let x = PAD;
    rail.forEach((p, i) => {
      const pw =
        i === rail.length - 1 ? w - PAD - x : Math.round(((w - PAD * (rail.length + 1)) * want[i]!) / total);
      panels[p] = { x, y: ry, w: pw, h: h - ry - PAD };
      x += pw + PAD;
    });
  } else if (!portrait) {
    const mainW = Math.round((w - 3 * PAD) * (w > 1100 ? 0.62 : 0.6));
    main = { x: PAD, y: PAD, w: mainW, h: Math.max(40, h - barH - 3 * PAD) };
    bar = { x: PAD, y: main.y + main.h + PAD, w: mainW, h: barH };
    const rx = mainW + 2 * PAD;
    const rw = Math.max(40, w - rx - PAD);
    const avail = Math.max(40, h - PAD * (rail.length + 1));
    const want = rail.map((p) => rw / RAIL_ASPECT[p]);
    const total = want.reduce((a, b) => a + b, 0);
    const k = avail / total;
    let y = PAD;
    rail.forEach((p, i) => {
      const ph = i === rail.length - 1 ? h - PAD - y : Math.round(want[i]! * k);
      panels[p] = { x: rx, y, w: rw, h: Math.max(20, ph) };
      y += ph + PAD;
    });
  } else {
    const railH = Math.round(Math.min(150, Math.max(72, h * 0.16)));
    const mainH = Math.max(60, h - railH - barH - 4 * PAD);
    main = { x: PAD, y: PAD, w: w - 2 * PAD, h: mainH };
    bar = { x: PAD, y: main.y + mainH + PAD, w: w - 2 * PAD, h: barH };
    const ry = bar.y + barH + PAD;
    const cw = (w - PAD * (rail.length + 1)) / rail.length;
    rail.forEach((p, i) => {
      panels[p] = { x: Math.round(PAD + i * (cw + PAD)), y: ry, w: Math.floor(cw), h: h - ry - PAD };
    });
  }
  let tabs: Rect | null = null;
  if (withTabs && focus === "station") {
    const th = portrait ? 40 : 44;
    tabs = { x: main.x, y: main.y, w: main.w, h: th };
    panels.station = { x: main.x, y: main.y + th + 2, w: main.w, h: Math.max(20, main.h - th - 2) };
  } else panels[focus] = main;
  return { portrait, main, bar, tabs, panels, rail };
}

/** Uniform scale and offset that fit a `content` rectangle in `box` (centred, with a margin). */
export function fit(content: Rect, box: Rect, margin = 6): { zoom: number; cx: number; cy: number } {
  const zw = (box.w - 2 * margin) / Math.max(1, content.w);
  const zh = (box.h - 2 * margin) / Math.max(1, content.h);
  return {
    zoom: Math.max(0.02, Math.min(zw, zh)),
    cx: content.x + content.w / 2,
    cy: content.y + content.h / 2,
  };
}

/** Columns that show `n` items of aspect `itemAspect` (w/h) the largest in a box. */
export function bestColumns(n: number, itemAspect: number, box: { w: number; h: number }): number {
  let best = 1;
  let bestScale = 0;
  for (let cols = 1; cols <= n; cols++) {
    const rows = Math.ceil(n / cols);
    const scale = Math.min(box.w / (cols * itemAspect), box.h / rows);
    if (scale > bestScale + 1e-9) {
      bestScale = scale;
      best = cols;
    }
  }
  return best;
}

/** Whether two rectangles overlap (touching edges do not). */
export const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
