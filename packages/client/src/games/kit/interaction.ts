/**
 * What a board offers the viewer now, as data (pure): the targets (each a thing to click, with the
 * move it sends or the selection it makes), the panel that should be in front, and the hint. A
 * game's adapter builds an `Interaction` from its view and the legal moves (targets made with
 * `barButton`, `sends` and `selects`); the board scene (board-scene.ts) draws the highlights, routes
 * clicks, keys and taps to it, and never decides legality itself.
 */

/** A message key and its parameters (translated by the scene through the host). */
export interface Label {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * Something the viewer may click. `id` names a board thing and is also the id of the hit area
 * that the panel's drawing registers; `panel: "bar"` is a button of the action bar.
 */
export interface Target<M, P extends string, S> {
  id: string;
  panel: P | "bar";
  /** The move sent by a click, or null when the click only selects. */
  move: M | null;
  /** The selection after the click (null clears it); ignored when `move` is set. */
  select: S | null;
  /** The legal moves this click leads to (the move itself, or the moves a selection opens). */
  moves: M[];
  /** Message key (and params) of the button or of the thing, for the test hook and tips. */
  label: Label;
}

export interface Interaction<M, P extends string, S, D extends string = string> {
  /** What the viewer is asked now (null: nothing, e.g. a spectator or not this seat's turn). */
  decision: D | null;
  /** The selection still valid with these legal moves (an older one is dropped). */
  selection: S | null;
  targets: Target<M, P, S>[];
  /** The panel that should be in front for this decision (or, when watching, the actor's). */
  focus: P;
  /** What to do next at the level of a click ("now choose a room"). */
  hint: Label;
}

/** The targets of one decision, and the panel in front and hint when they are not the decision's own. */
export interface Lit<M, P extends string, S> {
  targets: Target<M, P, S>[];
  focus?: P;
  hint?: Label;
}

/** A button of the action bar (`select`: the selection it makes when it sends no move). */
export function barButton<M, P extends string, S>(
  name: string,
  move: M | null,
  moves: M[],
  key: string,
  params?: Record<string, string | number>,
  select: S | null = null,
): Target<M, P, S> {
  return { id: `btn:${name}`, panel: "bar", move, select, moves, label: params ? { key, params } : { key } };
}

/** A board thing whose click sends `move`. */
export function sends<M, P extends string, S>(id: string, panel: P, move: M, label: Label): Target<M, P, S> {
  return { id, panel, move, select: null, moves: [move], label };
}

/** A board thing whose click makes the selection `select` (null clears it), opening `moves`. */
export function selects<M, P extends string, S>(
  id: string,
  panel: P,
  select: S | null,
  moves: M[],
  label: Label,
): Target<M, P, S> {
  return { id, panel, move: null, select, moves, label };
}

/** A canonical text of a move (field order does not matter), to compare moves. */
export function moveKey(m: unknown): string {
  const o = m as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  );
}

export const sameMove = (a: unknown, b: unknown): boolean => moveKey(a) === moveKey(b);

/** Legal moves of one `type`, typed. */
export function ofType<M extends { type: string }, T extends M["type"]>(
  legal: readonly M[],
  type: T,
): Extract<M, { type: T }>[] {
  return legal.filter((m): m is Extract<M, { type: T }> => m.type === type);
}

/**
 * Keyboard order of targets: reading order (rows top to bottom, then left to right) of their
 * centres on screen, so Tab walks the board the way the eye does.
 */
export function readingOrder<T extends { x: number; y: number }>(items: readonly T[], rowPx = 24): T[] {
  return [...items].sort((a, b) => (Math.abs(a.y - b.y) > rowPx ? a.y - b.y : a.x - b.x));
}

/**
 * The target an arrow key moves to from `from`: the nearest one in that direction (distance along
 * the direction counts less than the distance across it). Null when there is none that way.
 */
export function nextInDirection<T extends { x: number; y: number }>(
  items: readonly T[],
  from: { x: number; y: number },
  dir: "left" | "right" | "up" | "down",
): T | null {
  let best: T | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const it of items) {
    const dx = it.x - from.x;
    const dy = it.y - from.y;
    const along = dir === "left" ? -dx : dir === "right" ? dx : dir === "up" ? -dy : dy;
    const across = dir === "left" || dir === "right" ? Math.abs(dy) : Math.abs(dx);
    if (along <= 1) continue;
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = it;
    }
  }
  return best;
}
