/**
 * Plain geometry shared by every board (pure): rectangles, hit areas, what a panel's drawing
 * returns, and how a camera fits a drawing into its slot.
 */

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Pt = { x: number; y: number };

/** A clickable area in a panel's own coordinates: a rectangle, or a circle when `r` is set (x, y = centre). */
export interface Hit {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  r?: number;
}

/** What drawing a panel returns: its extent, its clickable areas, the points animations fly between. */
export interface Drawn {
  bounds: Rect;
  hits: Hit[];
  anchors: Map<string, Pt>;
  /** Sub-areas a camera may zoom on (e.g. one exoplanet). */
  items: Map<string, Rect>;
}

export const emptyDrawn = (): Drawn => ({
  bounds: { x: 0, y: 0, w: 10, h: 10 },
  hits: [],
  anchors: new Map(),
  items: new Map(),
});

export const hitRect = (id: string, r: Rect): Hit => ({ id, x: r.x, y: r.y, w: r.w, h: r.h });

/** Whether a point is inside a hit area. */
export function inHit(h: Hit, x: number, y: number): boolean {
  if (h.r !== undefined) return (x - h.x) ** 2 + (y - h.y) ** 2 <= h.r * h.r;
  return x >= h.x && x <= h.x + h.w && y >= h.y && y <= h.y + h.h;
}

/** Centre of a hit area. */
export const hitCentre = (h: Hit): Pt =>
  h.r !== undefined ? { x: h.x, y: h.y } : { x: h.x + h.w / 2, y: h.y + h.h / 2 };

/** The smaller side of a hit area (a circle's diameter). */
export const hitSize = (h: Hit): number => (h.r !== undefined ? 2 * h.r : Math.min(h.w, h.h));

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

/** Whether `inner` lies inside `outer` (within `slack` pixels). */
export const contains = (outer: Rect, inner: Rect, slack = 0.5): boolean =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.w <= outer.x + outer.w + slack &&
  inner.y + inner.h <= outer.y + outer.h + slack;

/**
 * The camera for a panel in front when its targets would be small on screen once fitted (a
 * phone): zoom in towards `minPx` for the smallest target, but no further than keeps every target
 * in view, centred on the targets (clamped so the drawing still covers the slot where it can).
 * Touch slop (hit-test.ts) makes up the rest: a tap within half of `minPx` of a target's centre
 * hits it. Returns null when fitting is enough.
 */
export function zoomForTargets(
  content: Rect,
  box: Rect,
  targets: readonly Hit[],
  minPx: number,
  fitted: { zoom: number; cx: number; cy: number },
): { zoom: number; cx: number; cy: number } | null {
  if (targets.length === 0) return null;
  // The zoom each target needs to be finger-sized: its drawing at minPx, or its touch slop (the
  // distance to the nearest other target's centre) at minPx, whichever comes first.
  const centres = targets.map(hitCentre);
  const need = Math.max(
    ...targets.map((h, i) => {
      let gap = Number.POSITIVE_INFINITY;
      centres.forEach((c, j) => {
        if (j !== i)
          gap = Math.min(gap, Math.max(Math.abs(c.x - centres[i]!.x), Math.abs(c.y - centres[i]!.y)));
      });
      const size = hitSize(h);
      return size <= 0 ? 0 : Math.min(minPx / size, minPx / gap);
    }),
  );
  if (need <= 0 || fitted.zoom >= need - 0.001) return null;
  const all = hitsBox(targets)!;
  const margin = 12;
  const keepAll = Math.min(
    (box.w - 2 * margin) / Math.max(1, all.w),
    (box.h - 2 * margin) / Math.max(1, all.h),
  );
  const zoom = Math.min(need, keepAll);
  if (zoom <= fitted.zoom * 1.05) return null;
  return centredAt(content, box, zoom, { x: all.x + all.w / 2, y: all.y + all.h / 2 });
}

/** The bounding box of hit areas, or null without any. */
export function hitsBox(hits: readonly Hit[]): Rect | null {
  if (hits.length === 0) return null;
  const x0 = Math.min(...hits.map((h) => (h.r !== undefined ? h.x - h.r : h.x)));
  const x1 = Math.max(...hits.map((h) => (h.r !== undefined ? h.x + h.r : h.x + h.w)));
  const y0 = Math.min(...hits.map((h) => (h.r !== undefined ? h.y - h.r : h.y)));
  const y1 = Math.max(...hits.map((h) => (h.r !== undefined ? h.y + h.r : h.y + h.h)));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/**
 * A camera at `zoom` looking at `at`, moved (where it can) so that the drawing still covers the
 * box: the part of `content` nearest to `at` is shown.
 */
export function centredAt(
  content: Rect,
  box: { w: number; h: number },
  zoom: number,
  at: Pt,
): { zoom: number; cx: number; cy: number } {
  const halfW = box.w / 2 / zoom;
  const halfH = box.h / 2 / zoom;
  const clamp = (v: number, lo: number, hi: number): number =>
    lo > hi ? (lo + hi) / 2 : Math.min(hi, Math.max(lo, v));
  return {
    zoom,
    cx: clamp(at.x, content.x + halfW, content.x + content.w - halfW),
    cy: clamp(at.y, content.y + halfH, content.y + content.h - halfH),
  };
}
