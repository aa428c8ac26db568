/**
 * What is where on the screen and what a pointer hits (pure): the targets on screen, the thing
 * under a point (a target wins over a plain hit drawn above it; touch slop makes a small target
 * 40 px wide to the finger), and each target's touch size.
 */
import { type CamState, screenOf } from "./cameras.ts";
import { type Hit, hitCentre, inHit, type Pt, type Rect } from "./geometry.ts";
import type { Target } from "./interaction.ts";

/** The smallest target on a touch screen, in CSS pixels. */
export const MIN_TARGET_PX = 40;
/** How far the zoom buttons on a phone reach below a panel's top (ui-layer.ts): 2 px, a finger-sized button, 2 px. */
export const ZOOM_BUTTONS_TOUCH_H = MIN_TARGET_PX + 4;

/** A hit area of the UI layer (screen pixels): a bar button, a rail title, a game's own control. */
export interface UiHit<M, P extends string, S> {
  id: string;
  rect: Rect;
  target?: Target<M, P, S>;
}

/** A target on screen: its centre and rectangle in screen pixels. */
export interface ScreenTarget<T> {
  id: string;
  x: number;
  y: number;
  rect: Rect;
  target: T | null;
}

/** A panel as hit-testing sees it: its hits (panel-local) and its camera. */
export interface PanelHits<P extends string> {
  id: P;
  hits: readonly Hit[];
  cam: CamState;
}

/** Whether a screen point is inside a rectangle (edges included). */
export const inRect = (r: Rect, x: number, y: number): boolean =>
  x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;

/** The hits of panel `id` whose target is in that panel. */
export function targetHits<P extends string>(
  id: P,
  hits: readonly Hit[],
  targets: ReadonlyMap<string, { panel: string }>,
): Hit[] {
  return hits.filter((h) => targets.get(h.id)?.panel === id);
}

/** The UI hit under a screen point (the last drawn wins), or null. */
export function uiHitAt<H extends { rect: Rect }>(hits: readonly H[], x: number, y: number): H | null {
  for (let i = hits.length - 1; i >= 0; i--) if (inRect(hits[i]!.rect, x, y)) return hits[i]!;
  return null;
}

/**
 * The hit of a panel under a screen point: a target wins over a plain hit drawn above it (e.g. a
 * planet's spot over the planet); else the nearest target whose centre is within `slop` screen
 * pixels (touch slop); else the topmost plain hit. Null when there is nothing there.
 */
export function panelHitAt(
  panel: { hits: readonly Hit[]; cam: CamState },
  targetIds: ReadonlySet<string>,
  at: Pt,
  local: Pt,
  slop: number,
): string | null {
  const hits = panel.hits;
  let plain: string | null = null;
  for (let i = hits.length - 1; i >= 0; i--) {
    const h = hits[i]!;
    if (!inHit(h, local.x, local.y)) continue;
    if (targetIds.has(h.id)) return h.id;
    plain ??= h.id;
  }
  let near: { id: string; d: number } | null = null;
  for (const h of hits) {
    if (!targetIds.has(h.id)) continue;
    const c = screenOf(panel.cam, hitCentre(h));
    const d = Math.max(Math.abs(c.x - at.x), Math.abs(c.y - at.y));
    if (d <= slop && (!near || d < near.d)) near = { id: h.id, d };
  }
  if (near) return near.id;
  return plain ? plain : null;
}

/**
 * The targets on screen with their rectangles: those drawn in a live panel (in the order of the
 * interaction's targets), then the UI layer's (bar buttons).
 */
export function screenTargets<M, P extends string, S>(
  targets: readonly Target<M, P, S>[],
  live: readonly PanelHits<P>[],
  uiHits: readonly UiHit<M, P, S>[],
): ScreenTarget<Target<M, P, S>>[] {
  const out: ScreenTarget<Target<M, P, S>>[] = [];
  const byId = new Map<string, Hit>();
  const cams = new Map<string, CamState>();
  for (const p of live) {
    cams.set(p.id, p.cam);
    for (const h of p.hits) byId.set(`${p.id}|${h.id}`, h);
  }
  for (const t of targets) {
    const cam = t.panel === "bar" ? undefined : cams.get(t.panel);
    const h = byId.get(`${t.panel}|${t.id}`);
    if (!cam || !h) continue;
    const c = screenOf(cam, hitCentre(h));
    const half =
      h.r !== undefined
        ? { w: h.r * cam.zoom, h: h.r * cam.zoom }
        : { w: (h.w * cam.zoom) / 2, h: (h.h * cam.zoom) / 2 };
    out.push({
      id: t.id,
      x: c.x,
      y: c.y,
      rect: { x: c.x - half.w, y: c.y - half.h, w: 2 * half.w, h: 2 * half.h },
      target: t,
    });
  }
  for (const h of uiHits) {
    if (!h.target) continue;
    out.push({
      id: h.id,
      x: h.rect.x + h.rect.w / 2,
      y: h.rect.y + h.rect.h / 2,
      rect: h.rect,
      target: h.target,
    });
  }
  return out;
}

/**
 * The touch size (CSS pixels) of each target hit of a panel at `zoom`: its drawing, or up to
 * MIN_TARGET_PX of touch slop around its centre (less when another target's centre is closer: the
 * nearest one wins there). `cssPerCanvas` converts canvas pixels to CSS pixels.
 */
export function touchSizes(hits: readonly Hit[], zoom: number, cssPerCanvas: number): number[] {
  const k = cssPerCanvas;
  const centres = hits.map((h) => hitCentre(h));
  return hits.map((h, i) => {
    const visual = (h.r !== undefined ? 2 * h.r : Math.min(h.w, h.h)) * zoom * k;
    let gap = Number.POSITIVE_INFINITY;
    centres.forEach((c, j) => {
      if (j !== i)
        gap = Math.min(
          gap,
          Math.max(Math.abs(c.x - centres[i]!.x), Math.abs(c.y - centres[i]!.y)) * zoom * k,
        );
    });
    return Math.max(visual, Math.min(MIN_TARGET_PX, gap));
  });
}
