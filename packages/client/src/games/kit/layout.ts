/**
 * Where each part of a board goes on the screen (pure): the panel in front gets the large area,
 * the others sit smaller in a rail (right on a wide screen, below on a phone, below a wide panel),
 * the action bar sits under the panel in front. Rectangles are in canvas pixels and never overlap.
 */
import type { Rect } from "./geometry.ts";

export interface BoardLayout<P extends string> {
  portrait: boolean;
  /** The panel in front (with its tabs, if any). */
  main: Rect;
  /** Hint and buttons. */
  bar: Rect;
  /** A strip of chips above the panel in front (e.g. whose station), or null. */
  tabs: Rect | null;
  /** Every panel's rectangle (the one in front included). */
  panels: Record<P, Rect>;
  /** The panels of the rail, in order. */
  rail: P[];
}

export interface LayoutSpec<P extends string> {
  /** Every panel, in the rail's order. */
  panels: readonly P[];
  /** Width / height each panel prefers in the rail (its drawing, roughly). */
  railAspect: Record<P, number>;
  /** The panel that gets a strip of tabs above it when in front. */
  tabsFor?: P | null;
  /**
   * The share of a wide screen's width the panel in front gets beside the rail (default 0.6-0.62):
   * more for a board whose rail holds only short summaries.
   */
  mainShare?: number;
  /** Panels never put on top of a wide screen even when their drawing is wide. */
  neverStack?: readonly P[];
  /**
   * A panel always on screen and always playable, in a strip between the panel in front and the
   * action bar (e.g. the player's dice): never in the rail, never in front. Its height comes from
   * `layoutPanels`' `pinH`, given the strip's width (that of the panel in front).
   */
  pinned?: P;
}

export const PAD = 6;
/** Height of the action bar when its hint fits on one line. */
export const BAR_H = { portrait: 52, landscape: 48 } as const;

/**
 * Lays the board out in a `w` x `h` canvas with `focus` in front. `mainAspect` is the width / height
 * of what the panel in front draws: a wide panel on a wide screen goes on top, the rail below it.
 * `barH` overrides the action bar's height (a long hint on a phone needs two lines).
 */
export function layoutPanels<P extends string>(
  spec: LayoutSpec<P>,
  w: number,
  h: number,
  focus: P,
  withTabs: boolean,
  mainAspect = 1,
  barH?: number,
  pinH: (width: number) => number = () => 0,
): BoardLayout<P> {
  const portrait = w < h * 0.95;
  const pin = spec.pinned && spec.pinned !== focus ? spec.pinned : null;
  const rail = spec.panels.filter((p) => p !== focus && p !== pin);
  const panels = {} as Record<P, Rect>;
  const bh = barH ?? (portrait ? BAR_H.portrait : BAR_H.landscape);
  const stacked = !portrait && mainAspect > 1.6 && !(spec.neverStack ?? []).includes(focus);
  let main: Rect;
  let bar: Rect;
  if (rail.length === 0) {
    main = { x: PAD, y: PAD, w: w - 2 * PAD, h: Math.max(40, h - bh - 3 * PAD) };
    bar = { x: PAD, y: main.y + main.h + PAD, w: w - 2 * PAD, h: bh };
  } else if (stacked) {
    const railH = Math.round(Math.min(220, Math.max(100, h * 0.28)));
    const mainH = Math.max(60, h - railH - bh - 4 * PAD);
    main = { x: PAD, y: PAD, w: w - 2 * PAD, h: mainH };
    bar = { x: PAD, y: main.y + mainH + PAD, w: w - 2 * PAD, h: bh };
    const ry = bar.y + bh + PAD;
    const want = rail.map((p) => spec.railAspect[p]);
    const total = want.reduce((a, b) => a + b, 0);
    let x = PAD;
    rail.forEach((p, i) => {
      const pw =
        i === rail.length - 1 ? w - PAD - x : Math.round(((w - PAD * (rail.length + 1)) * want[i]!) / total);
      panels[p] = { x, y: ry, w: pw, h: h - ry - PAD };
      x += pw + PAD;
    });
  } else if (!portrait) {
    const mainW = Math.round((w - 3 * PAD) * (spec.mainShare ?? (w > 1100 ? 0.62 : 0.6)));
    main = { x: PAD, y: PAD, w: mainW, h: Math.max(40, h - bh - 3 * PAD) };
    bar = { x: PAD, y: main.y + main.h + PAD, w: mainW, h: bh };
    const rx = mainW + 2 * PAD;
    const rw = Math.max(40, w - rx - PAD);
    const avail = Math.max(40, h - PAD * (rail.length + 1));
    const want = rail.map((p) => rw / spec.railAspect[p]);
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
    const mainH = Math.max(60, h - railH - bh - 4 * PAD);
    main = { x: PAD, y: PAD, w: w - 2 * PAD, h: mainH };
    bar = { x: PAD, y: main.y + mainH + PAD, w: w - 2 * PAD, h: bh };
    const ry = bar.y + bh + PAD;
    const cw = (w - PAD * (rail.length + 1)) / rail.length;
    rail.forEach((p, i) => {
      panels[p] = { x: Math.round(PAD + i * (cw + PAD)), y: ry, w: Math.floor(cw), h: h - ry - PAD };
    });
  }
  if (pin) {
    // The pinned strip is cut from the bottom of the panel in front, just above the bar.
    const ph = Math.min(pinH(main.w), Math.max(0, main.h - 60 - PAD));
    main = { ...main, h: main.h - ph - PAD };
    panels[pin] = { x: main.x, y: main.y + main.h + PAD, w: main.w, h: ph };
  }
  let tabs: Rect | null = null;
  if (withTabs && spec.tabsFor && focus === spec.tabsFor) {
    const th = portrait ? 40 : 44;
    tabs = { x: main.x, y: main.y, w: main.w, h: th };
    panels[focus] = { x: main.x, y: main.y + th + 2, w: main.w, h: Math.max(20, main.h - th - 2) };
  } else panels[focus] = main;
  return { portrait, main, bar, tabs, panels, rail };
}
