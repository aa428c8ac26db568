/**
 * Panel cameras as numbers (pure): where a panel's camera sits in its slot (fitted, zoomed for
 * touch, or where the player zoomed and panned it), how a panel-local point maps to the screen
 * and back, zooming around a point, and the glide between two cameras.
 */
import { centredAt, fit, type Hit, hitsBox, type Pt, type Rect, zoomForTargets } from "./geometry.ts";

/** Height of a panel's title strip (screen pixels): its camera draws below it. */
export const TITLE_H = 22;

/** A panel camera: its screen rectangle, zoom and the panel-local point at its centre. */
export interface CamState {
  rect: Rect;
  zoom: number;
  cx: number;
  cy: number;
}

/** The player's own zoom and pan of a panel in front (its centre measured with the title strip). */
export interface OwnView {
  zoom: number;
  cx: number;
  cy: number;
}

/** The player's view that keeps a camera where it is (the inverse of `cameraFor` with that view). */
export const ownViewOf = (s: { zoom: number; cx: number; cy: number }): OwnView => ({
  zoom: s.zoom,
  cx: s.cx,
  cy: s.cy + TITLE_H / 2 / s.zoom,
});

/** Touch sizing of a panel in front: its targets' hits and the smallest size (canvas pixels). */
export interface TouchSizing {
  hits: readonly Hit[];
  minPx: number;
}

/**
 * The camera of a panel for its slot: the player's own view of the panel in front if any, else the
 * panel in front zoomed until its targets are finger-sized (`touch`), else fitted below the title.
 * `minZoom` (a panel whose words must stay readable on a phone): never smaller than that, looking at
 * the targets (else the middle), the rest reached by panning.
 */
export function cameraFor(
  slot: Rect,
  content: Rect,
  own: OwnView | undefined,
  touch: TouchSizing | null,
  top: number = TITLE_H,
  minZoom = 0,
): CamState {
  if (own) return { rect: slot, zoom: own.zoom, cx: own.cx, cy: own.cy - TITLE_H / 2 / own.zoom };
  // `top`: the title strip, or more when buttons sit over the drawing's top (zoom on a phone)
  const box = { x: slot.x, y: slot.y + top, w: slot.w, h: Math.max(10, slot.h - top) };
  const f = fit(content, box, 4);
  let z = (touch && zoomForTargets(content, box, touch.hits, touch.minPx, f)) || f;
  if (z.zoom < minZoom) {
    const around = hitsBox(touch?.hits ?? []);
    const at = around ? { x: around.x + around.w / 2, y: around.y + around.h / 2 } : { x: f.cx, y: f.cy };
    z = centredAt(content, box, minZoom, at);
  }
  // Centre in the box below the title.
  return { rect: slot, zoom: z.zoom, cx: z.cx, cy: z.cy - top / 2 / z.zoom };
}

/** Screen point of a panel's local point. */
export function screenOf(s: CamState, pt: Pt): Pt {
  return {
    x: Math.round(s.rect.x) + Math.round(s.rect.w) / 2 + (pt.x - s.cx) * s.zoom,
    y: Math.round(s.rect.y) + Math.round(s.rect.h) / 2 + (pt.y - s.cy) * s.zoom,
  };
}

/** Panel-local point of a screen point. */
export function localOf(s: CamState, x: number, y: number): Pt {
  return {
    x: s.cx + (x - Math.round(s.rect.x) - Math.round(s.rect.w) / 2) / s.zoom,
    y: s.cy + (y - Math.round(s.rect.y) - Math.round(s.rect.h) / 2) / s.zoom,
  };
}

/**
 * Where a Phaser camera goes for a camera state: its viewport below the title strip (a zoomed
 * drawing never covers the title) and the local point at its centre, moved with the viewport so
 * that a point maps to the same screen place (`screenOf`/`localOf`).
 */
export function viewportOf(s: CamState): { x: number; y: number; w: number; h: number; centre: Pt } {
  const r = s.rect;
  const th = Math.min(TITLE_H, Math.max(0, Math.round(r.h) - 1));
  return {
    x: Math.round(r.x),
    y: Math.round(r.y) + th,
    w: Math.max(1, Math.round(r.w)),
    h: Math.max(1, Math.round(r.h) - th),
    centre: { x: s.cx, y: s.cy + th / 2 / s.zoom },
  };
}

/**
 * The camera zoomed by `factor` around a screen point (the point stays under the pointer), between
 * a little less than fitting `bounds` and four times that (at least 2).
 */
export function zoomedAround(s: CamState, bounds: Rect, factor: number, at: Pt): CamState {
  const fitted = fit(bounds, s.rect, 4).zoom;
  const zoom = Math.min(Math.max(fitted * 0.6, s.zoom * factor), Math.max(fitted * 4, 2));
  const local = localOf(s, at.x, at.y);
  const k = s.zoom / zoom;
  return { rect: s.rect, zoom, cx: local.x + (s.cx - local.x) * k, cy: local.y + (s.cy - local.y) * k };
}

/** The camera dragged by (dx, dy) screen pixels. */
export function pannedBy(s: CamState, dx: number, dy: number): CamState {
  return { ...s, cx: s.cx - dx / s.zoom, cy: s.cy - dy / s.zoom };
}

/** Whether a screen point is in the part of a panel's rectangle its camera shows (below the title). */
export function inView(rect: Rect, pt: Pt): boolean {
  return !(pt.x < rect.x || pt.x > rect.x + rect.w || pt.y < rect.y + TITLE_H || pt.y > rect.y + rect.h);
}

/** The camera `k` of the way (0..1) from `a` to `b`. */
export function lerpCam(a: CamState, b: CamState, k: number): CamState {
  const l = (x: number, y: number): number => x + (y - x) * k;
  return {
    rect: {
      x: l(a.rect.x, b.rect.x),
      y: l(a.rect.y, b.rect.y),
      w: l(a.rect.w, b.rect.w),
      h: l(a.rect.h, b.rect.h),
    },
    zoom: l(a.zoom, b.zoom),
    cx: l(a.cx, b.cx),
    cy: l(a.cy, b.cy),
  };
}
