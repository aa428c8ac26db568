/**
 * The board's keyboard (pure but for binding the canvas): Tab / Shift+Tab walk the targets in
 * reading order and leave the board past either end, arrows go to the nearest target that way,
 * Enter or Space plays the one with the focus ring, Escape cancels a selection (or hides the ring),
 * "?" turns help mode on and off and Escape turns it off.
 */
import { nextInDirection, readingOrder } from "./interaction.ts";

/** A keyboard stop: a target on screen (its centre in screen pixels). */
export interface KeyStop {
  id: string;
  x: number;
  y: number;
}

/** What a key does on the board. */
export type KeyCommand =
  | { kind: "help"; on: boolean }
  /** Put the focus ring on this target. */
  | { kind: "focus"; id: string }
  /** Put the focus ring on the first target (reading order). */
  | { kind: "focusFirst" }
  /** No focus ring (Tab past the ends leaves the board to the page's next control). */
  | { kind: "blur" }
  /** Click the target with the ring. */
  | { kind: "play"; stop: KeyStop }
  /** Drop the selection. */
  | { kind: "cancel" }
  /** Nothing, but the key is the board's (an arrow with no target that way). */
  | { kind: "none" };

/** What the keyboard reads of the board when a key is pressed. */
export interface KeyContext {
  help: boolean;
  /** The targets on screen. */
  stops: readonly KeyStop[];
  /** The target with the focus ring, or null. */
  focus: string | null;
  /** Whether Escape has something to cancel (a selection, or a Cancel button). */
  cancellable: boolean;
}

const ARROWS: Record<string, "left" | "right" | "up" | "down"> = {
  ArrowLeft: "left",
  ArrowRight: "right",
  ArrowUp: "up",
  ArrowDown: "down",
};

/**
 * What a key does, and whether the board keeps it from the page (`prevent`); null when the key is
 * not the board's at all.
 */
export function keyCommand(
  key: string,
  shift: boolean,
  c: KeyContext,
): { command: KeyCommand; prevent: boolean } | null {
  if (key === "?") return { command: { kind: "help", on: !c.help }, prevent: true };
  if (key === "Escape" && c.help) return { command: { kind: "help", on: false }, prevent: true };
  const cur = c.stops.find((s) => s.id === c.focus) ?? null;
  if (key === "Tab") return tabCommand(c.stops, cur, shift);
  const dir = ARROWS[key];
  if (dir) {
    if (!cur) return { command: { kind: "focusFirst" }, prevent: true };
    const n = nextInDirection(c.stops, cur, dir);
    return { command: n ? { kind: "focus", id: n.id } : { kind: "none" }, prevent: true };
  }
  if (key === "Enter" || key === " ")
    return cur ? { command: { kind: "play", stop: cur }, prevent: true } : null;
  if (key === "Escape") {
    if (c.cancellable) return { command: { kind: "cancel" }, prevent: true };
    if (c.focus) return { command: { kind: "blur" }, prevent: false };
  }
  return null;
}

/** Tab: the next target in reading order (Shift: the previous); past either end, off the board. */
function tabCommand(
  stops: readonly KeyStop[],
  cur: KeyStop | null,
  back: boolean,
): { command: KeyCommand; prevent: boolean } | null {
  if (stops.length === 0) return null; // leave the board
  const order = readingOrder(stops);
  const i = cur ? order.findIndex((s) => s.id === cur.id) : -1;
  const next = i + (back ? -1 : 1);
  // Past the last one: the page's next control.
  if (next < 0 || next >= order.length) return { command: { kind: "blur" }, prevent: false };
  return { command: { kind: "focus", id: order[next]!.id }, prevent: true };
}

/** The first (delta > 0) or last target in reading order, or null when there is none. */
export function endStop(stops: readonly KeyStop[], delta: number): string | null {
  const order = readingOrder(stops);
  if (order.length === 0) return null;
  return order[delta > 0 ? 0 : order.length - 1]!.id;
}

/**
 * Makes the canvas a focusable control for the keyboard (keys act only while it has the focus);
 * returns what removes the listeners.
 */
export function bindKeyboard(
  canvas: HTMLCanvasElement,
  ariaLabel: string,
  onKey: (e: KeyboardEvent) => void,
  onFocus: () => void,
): () => void {
  canvas.tabIndex = 0;
  canvas.setAttribute("role", "application");
  canvas.setAttribute("aria-label", ariaLabel);
  canvas.style.outline = "none";
  canvas.addEventListener("keydown", onKey);
  canvas.addEventListener("focus", onFocus);
  return () => {
    canvas.removeEventListener("keydown", onKey);
    canvas.removeEventListener("focus", onFocus);
  };
}
