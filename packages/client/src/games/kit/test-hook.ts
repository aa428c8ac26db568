/**
 * What the test hook (`window.__board`, see mount.ts) reports of a board, computed from what the
 * scene shows (pure): the things a browser test may click, in client coordinates with the moves
 * they lead to, and the layout figures a test checks (the smallest target's touch size).
 */
import { inView } from "./cameras.ts";
import type { Hit, Pt, Rect } from "./geometry.ts";
import { inRect, type ScreenTarget, touchSizes, type UiHit } from "./hit-test.ts";
import type { Target } from "./interaction.ts";

/** A clickable thing as the test hook lists it (client coordinates). */
export interface HookTarget<M> {
  id: string;
  x: number;
  y: number;
  label: string;
  move: M | null;
  moves: M[];
}

/** The layout as the test hook reports it. */
export interface HookLayout {
  panels: { id: string; rect: Rect; front: boolean }[];
  /** The smallest target's touch size on screen (CSS px), or null with no targets. */
  smallestTarget: number | null;
  /** The target with the keyboard's focus ring. */
  keyFocus: string | null;
  /** The smallest text on screen (its font size in CSS px), or null with none. */
  smallestText: TextOnScreen | null;
}

/** A text drawn on screen, with its font size as the player sees it (CSS px). */
export interface TextOnScreen {
  text: string;
  px: number;
  /** Its panel, or "ui" for the UI layer (titles, the action bar). */
  panel: string;
}

/** The smallest of the texts on screen (blank ones left out), or null. */
export function smallestText(texts: readonly TextOnScreen[]): TextOnScreen | null {
  let best: TextOnScreen | null = null;
  for (const t of texts) if (t.text.trim() && (!best || t.px < best.px)) best = t;
  return best;
}

/** Where the hook's figures come from. */
export interface HookSource<M, P extends string, S> {
  targets: readonly Target<M, P, S>[];
  uiHits: readonly UiHit<M, P, S>[];
  /** A target's label in words. */
  label: (t: Target<M, P, S>) => string;
  toClient: (x: number, y: number) => Pt;
}

/**
 * What can be clicked now, with the move each click stands for: the UI hits (a rail panel's title
 * leads to the moves of its targets), then the targets of live panels that are in their camera's
 * view and not under a UI control.
 */
export function hookTargetsOf<M, P extends string, S>(
  src: HookSource<M, P, S>,
  onScreen: readonly ScreenTarget<Target<M, P, S>>[],
  rectOf: (id: P) => Rect,
): HookTarget<M>[] {
  const out: HookTarget<M>[] = [];
  for (const h of src.uiHits) {
    const c = src.toClient(h.rect.x + h.rect.w / 2, h.rect.y + h.rect.h / 2);
    const t = h.target;
    // A rail panel's title leads to the moves of its targets (a click brings it to the front).
    const rail = h.id.startsWith("focus:")
      ? src.targets.filter((x) => x.panel === h.id.slice(6)).flatMap((x) => x.moves)
      : [];
    out.push({
      id: h.id,
      x: c.x,
      y: c.y,
      label: t ? src.label(t) : h.id,
      move: t?.move ?? null,
      moves: t?.moves ?? rail,
    });
  }
  for (const s of onScreen) {
    if (!s.target || s.target.panel === "bar") continue;
    if (!inView(rectOf(s.target.panel as P), s)) continue;
    // A target hidden under a button of the UI layer is not clickable there.
    if (src.uiHits.some((u) => inRect(u.rect, s.x, s.y))) continue;
    const c = src.toClient(s.x, s.y);
    out.push({
      id: s.id,
      x: c.x,
      y: c.y,
      label: src.label(s.target),
      move: s.target.move,
      moves: s.target.moves,
    });
  }
  return out;
}

/**
 * The smallest touch size (CSS px) of the targets on screen: each live panel's target hits at its
 * zoom (see `touchSizes`), and the UI layer's buttons. Null when there is no target.
 */
export function smallestTarget<M, P extends string, S>(
  live: readonly { hits: readonly Hit[]; zoom: number }[],
  uiHits: readonly UiHit<M, P, S>[],
  cssPerCanvas: number,
): number | null {
  const sizes = live.flatMap((p) => touchSizes(p.hits, p.zoom, cssPerCanvas));
  for (const h of uiHits) if (h.target) sizes.push(Math.min(h.rect.w, h.rect.h) * cssPerCanvas);
  return sizes.length === 0 ? null : Math.min(...sizes);
}
