/**
 * The board kit's input, without Phaser: what a pointer hits (a target over a plain hit, touch
 * slop, each target's touch size), what a key does, the pointer gestures (click, drag, pinch,
 * wheel, long press, hover) and what a click on something that is not a target says.
 */
import type { RuleError } from "@starport/rules/core/types.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CamState } from "../src/games/kit/cameras.ts";
import type { Hit } from "../src/games/kit/geometry.ts";
import { MIN_TARGET_PX, panelHitAt, screenTargets, touchSizes, uiHitAt } from "../src/games/kit/hit-test.ts";
import type { Target } from "../src/games/kit/interaction.ts";
import { type KeyContext, keyCommand } from "../src/games/kit/keyboard.ts";
import {
  type GestureHost,
  LONG_PRESS_MS,
  PointerGestures,
  type PointerLike,
} from "../src/games/kit/pointer.ts";
import { localRefusal, paramsOf, refusalText } from "../src/games/kit/refusal.ts";

/** A camera showing panel-local (0, 0) at screen (0, 0), at `zoom`. */
const cam = (zoom: number): CamState => {
  const w = 400;
  const h = 400;
  return { rect: { x: 0, y: 0, w, h }, zoom, cx: w / 2 / zoom, cy: h / 2 / zoom };
};

const target = (id: string, panel: string, move: string | null = id): Target<string, string, string> => ({
  id,
  panel,
  move,
  select: move ? null : id,
  moves: move ? [move] : [],
  label: { key: id },
});

describe("what a pointer hits", () => {
  const hits: Hit[] = [
    { id: "planet", x: 0, y: 0, w: 100, h: 100 },
    { id: "spot", x: 40, y: 40, w: 10, h: 10 },
    { id: "label", x: 30, y: 30, w: 40, h: 40 },
  ];
  it("a target drawn under a plain hit still wins the click", () => {
    const at = { x: 45, y: 45 };
    expect(panelHitAt({ hits, cam: cam(1) }, new Set(["spot"]), at, at, 20)).toBe("spot");
    // Without targets the topmost plain hit is what was clicked.
    expect(panelHitAt({ hits, cam: cam(1) }, new Set(), at, at, 20)).toBe("label");
  });
  it("a tap within 20 px of a small target's centre hits it (the nearest one wins), farther it does not", () => {
    const small: Hit[] = [
      { id: "a", x: 100, y: 100, w: 10, h: 10 },
      { id: "b", x: 130, y: 100, w: 10, h: 10 },
    ];
    const ids = new Set(["a", "b"]);
    const near = { x: 118, y: 112 };
    expect(panelHitAt({ hits: small, cam: cam(1) }, ids, near, near, MIN_TARGET_PX / 2)).toBe("a");
    const nearB = { x: 122, y: 112 };
    expect(panelHitAt({ hits: small, cam: cam(1) }, ids, nearB, nearB, MIN_TARGET_PX / 2)).toBe("b");
    const far = { x: 160, y: 160 };
    expect(panelHitAt({ hits: small, cam: cam(1) }, ids, far, far, MIN_TARGET_PX / 2)).toBeNull();
  });
  it("a UI control drawn last wins over one below it", () => {
    const ui = [
      { id: "bar", rect: { x: 0, y: 0, w: 100, h: 40 } },
      { id: "btn:end", rect: { x: 60, y: 5, w: 30, h: 30 } },
    ];
    expect(uiHitAt(ui, 70, 20)?.id).toBe("btn:end");
    expect(uiHitAt(ui, 10, 20)?.id).toBe("bar");
    expect(uiHitAt(ui, 10, 60)).toBeNull();
  });
  it("touch size: a small target alone is 40 px to the touch, two close together as far apart as their centres", () => {
    const alone: Hit[] = [{ id: "a", x: 0, y: 0, w: 20, h: 20 }];
    expect(touchSizes(alone, 1, 1)).toEqual([40]);
    const pair: Hit[] = [
      { id: "a", x: 0, y: 0, w: 20, h: 20 },
      { id: "b", x: 30, y: 0, w: 20, h: 20 },
    ];
    expect(touchSizes(pair, 1, 1)).toEqual([30, 30]);
    // At phone zoom (x2) they are drawn 40 px wide: big enough by their drawing.
    expect(touchSizes(pair, 2, 1)).toEqual([40, 40]);
  });
  it("the targets on screen: the live panels' in the interaction's order, then the bar's buttons", () => {
    const panelHits: Hit[] = [
      { id: "b", x: 10, y: 10, w: 10, h: 10 },
      { id: "a", x: 50, y: 10, w: 10, h: 10 },
    ];
    const targets = [target("a", "map"), target("b", "map"), target("c", "rail"), target("btn:end", "bar")];
    const ui = [{ id: "btn:end", rect: { x: 300, y: 360, w: 60, h: 30 }, target: targets[3]! }];
    const on = screenTargets(targets, [{ id: "map", hits: panelHits, cam: cam(2) }], ui);
    expect(on.map((t) => t.id)).toEqual(["a", "b", "btn:end"]);
    expect(on[0]!.rect).toEqual({ x: 100, y: 20, w: 20, h: 20 });
  });
});

describe("keys", () => {
  const stops = [
    { id: "c", x: 300, y: 100 },
    { id: "a", x: 100, y: 102 },
    { id: "b", x: 200, y: 98 },
  ];
  const ctx = (over: Partial<KeyContext> = {}): KeyContext => ({
    help: false,
    stops,
    focus: null,
    cancellable: false,
    ...over,
  });
  it("Tab walks the targets in reading order and leaves the board past the last one (not held back)", () => {
    expect(keyCommand("Tab", false, ctx())).toEqual({ command: { kind: "focus", id: "a" }, prevent: true });
    expect(keyCommand("Tab", false, ctx({ focus: "b" }))?.command).toEqual({ kind: "focus", id: "c" });
    expect(keyCommand("Tab", false, ctx({ focus: "c" }))).toEqual({
      command: { kind: "blur" },
      prevent: false,
    });
    expect(keyCommand("Tab", true, ctx({ focus: "a" }))).toEqual({
      command: { kind: "blur" },
      prevent: false,
    });
    expect(keyCommand("Tab", false, ctx({ stops: [] }))).toBeNull();
  });
  it("an arrow puts the ring on the first target, then moves it that way (or stays)", () => {
    expect(keyCommand("ArrowRight", false, ctx())?.command).toEqual({ kind: "focusFirst" });
    expect(keyCommand("ArrowRight", false, ctx({ focus: "a" }))?.command).toEqual({ kind: "focus", id: "b" });
    expect(keyCommand("ArrowDown", false, ctx({ focus: "a" }))).toEqual({
      command: { kind: "none" },
      prevent: true,
    });
  });
  it("Enter or Space plays the target with the ring; without one the key is not the board's", () => {
    expect(keyCommand("Enter", false, ctx({ focus: "b" }))?.command).toEqual({
      kind: "play",
      stop: stops[2],
    });
    expect(keyCommand(" ", false, ctx({ focus: "b" }))?.command.kind).toBe("play");
    expect(keyCommand("Enter", false, ctx())).toBeNull();
  });
  it("Escape turns help off first, then cancels a selection, then hides the ring", () => {
    expect(keyCommand("Escape", false, ctx({ help: true, cancellable: true }))?.command).toEqual({
      kind: "help",
      on: false,
    });
    expect(keyCommand("Escape", false, ctx({ cancellable: true, focus: "a" }))?.command).toEqual({
      kind: "cancel",
    });
    expect(keyCommand("Escape", false, ctx({ focus: "a" }))).toEqual({
      command: { kind: "blur" },
      prevent: false,
    });
    expect(keyCommand("Escape", false, ctx())).toBeNull();
  });
  it('"?" turns help mode on and off', () => {
    expect(keyCommand("?", false, ctx())?.command).toEqual({ kind: "help", on: true });
    expect(keyCommand("?", false, ctx({ help: true }))?.command).toEqual({ kind: "help", on: false });
  });
});

describe("pointer gestures", () => {
  let calls: string[];
  let pointers: [PointerLike | undefined, PointerLike | undefined];
  let zoomable: boolean;
  const host = (): GestureHost => ({
    wake: () => {},
    touches: () => pointers,
    panelAt: (x) => (x < 500 ? "front" : "rail"),
    front: () => "front",
    frontZoom: () => 2,
    pans: () => zoomable,
    pan: (dx, dy) => calls.push(`pan ${dx},${dy}`),
    zoom: (f, at) => calls.push(`zoom ${f.toFixed(3)} at ${at.x},${at.y}`),
    zoomable: () => zoomable,
    animating: () => false,
    thingAt: (x) => (x < 100 ? "planet" : ""),
    describe: (id) => `a ${id}`,
    showTip: (text) => calls.push(`tip ${text}`),
    hoverTip: (text) => calls.push(`hover ${text}`),
    click: (x, y) => calls.push(`click ${x},${y}`),
  });
  const pt = (x: number, y: number, o: Partial<PointerLike> = {}): PointerLike => ({
    x,
    y,
    isDown: true,
    wasTouch: false,
    prevPosition: { x, y },
    ...o,
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    calls = [];
    pointers = [undefined, undefined];
    zoomable = true;
  });
  afterEach(() => vi.useRealTimers());

  it("a press and release that hardly moves is a click", () => {
    const g = new PointerGestures(host());
    g.onDown(pt(50, 50));
    expect(g.pressing).toBe(true);
    g.onMove(pt(53, 52));
    g.onUp(pt(53, 52, { isDown: false }));
    expect(calls).toEqual(["click 53,52"]);
    expect(g.pressing).toBe(false);
  });
  it("a drag pans the panel in front by the pointer's moves and plays nothing", () => {
    const g = new PointerGestures(host());
    g.onDown(pt(50, 50));
    g.onMove(pt(70, 50, { prevPosition: { x: 50, y: 50 } }));
    g.onMove(pt(75, 55, { prevPosition: { x: 70, y: 50 } }));
    g.onUp(pt(75, 55, { isDown: false }));
    expect(calls).toEqual(["pan 20,0", "pan 5,5"]);
  });
  it("a drag on a panel that does not pan does nothing at all", () => {
    zoomable = false;
    const g = new PointerGestures(host());
    g.onDown(pt(50, 50));
    g.onMove(pt(90, 50, { prevPosition: { x: 50, y: 50 } }));
    g.onUp(pt(90, 50, { isDown: false }));
    expect(calls).toEqual([]);
  });
  it("a long press says what the thing is and plays nothing", () => {
    const g = new PointerGestures(host());
    g.onDown(pt(50, 50, { wasTouch: true }));
    vi.advanceTimersByTime(LONG_PRESS_MS + 1);
    g.onUp(pt(50, 50, { isDown: false, wasTouch: true }));
    expect(calls).toEqual(["tip a planet"]);
    // A short tap is a click.
    g.onDown(pt(50, 50, { wasTouch: true }));
    vi.advanceTimersByTime(100);
    g.onUp(pt(50, 50, { isDown: false, wasTouch: true }));
    expect(calls).toEqual(["tip a planet", "click 50,50"]);
  });
  it("two fingers pinch-zoom the panel in front around their middle", () => {
    const g = new PointerGestures(host());
    pointers = [pt(100, 100), pt(200, 100)];
    g.onDown(pointers[1]!);
    pointers = [pt(50, 100), pt(250, 100)];
    g.onMove(pointers[1]!);
    g.onUp(pt(250, 100, { isDown: false }));
    // The pinch started at zoom 2 and the fingers are twice as far apart: zoom 4, a factor of 2; no click.
    expect(calls).toEqual(["zoom 2.000 at 150,100"]);
  });
  it("the wheel zooms a zoomable panel in front only over it", () => {
    const g = new PointerGestures(host());
    g.onWheel({ x: 50, y: 50 }, -100);
    g.onWheel({ x: 600, y: 50 }, -100);
    zoomable = false;
    g.onWheel({ x: 50, y: 50 }, 100);
    expect(calls).toEqual(["zoom 1.150 at 50,50"]);
  });
  it("the mouse resting on a thing says what it is, but not just after a click", () => {
    const g = new PointerGestures(host());
    g.onMove(pt(50, 50, { isDown: false }));
    vi.advanceTimersByTime(460);
    expect(calls).toEqual(["hover a planet"]);
    g.onDown(pt(50, 50));
    g.onUp(pt(50, 50, { isDown: false }));
    g.onMove(pt(150, 50, { isDown: false }));
    g.onMove(pt(50, 50, { isDown: false }));
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(["hover a planet", "click 50,50"]);
  });
});

describe("a click on something that is not a target", () => {
  const u = { seat: 0 as number | null, status: "playing", version: 7, legal: ["a"] };
  const t = (k: string, p?: Record<string, string | number>): string => (p ? `${k} ${JSON.stringify(p)}` : k);
  const ask = (over: object = {}) =>
    localRefusal({
      u,
      sentVersion: -1,
      candidate: () => "move",
      noMoveTip: () => ({ key: "tip.pickFirst" }),
      describe: () => "a planet",
      t,
      ...over,
    });
  it("asks the server about the move it stands for", () => {
    expect(ask()).toEqual({ ask: "move" });
  });
  it("a spectator or a finished game learns what the thing is", () => {
    expect(ask({ u: { ...u, seat: null } })).toEqual({ tip: "a planet" });
    expect(ask({ u: { ...u, status: "finished" }, describe: () => "" })).toEqual({ tip: null });
  });
  it("says busy while our move is in flight", () => {
    expect(ask({ sentVersion: 7 })).toEqual({ tip: "board.busy" });
  });
  it("a thing that stands for no move: what to do instead, or that it is not your turn", () => {
    expect(ask({ candidate: () => null })).toEqual({ tip: "tip.pickFirst" });
    expect(ask({ candidate: () => null, noMoveTip: () => null })).toEqual({ tip: "a planet" });
    expect(ask({ candidate: () => null, u: { ...u, legal: [] } })).toEqual({ tip: "board.notYourTurn" });
  });
  it("the refusal in the player's words: the game's key, else error.CODE, else the server's sentence", () => {
    const err: RuleError = {
      code: "NO_CORRIDOR",
      message: "No corridor.",
      params: { n: 2, open: true, x: null },
    };
    expect(paramsOf(err)).toEqual({ n: 2, open: "true" });
    const words = (keys: string[]) => ({ has: (k: string) => keys.includes(k), t });
    expect(refusalText(err, "sgo.NO_CORRIDOR", words(["sgo.NO_CORRIDOR", "error.NO_CORRIDOR"]))).toBe(
      'sgo.NO_CORRIDOR {"n":2,"open":"true"}',
    );
    expect(refusalText(err, "sgo.NO_CORRIDOR", words(["error.NO_CORRIDOR"]))).toBe(
      'error.NO_CORRIDOR {"n":2,"open":"true"}',
    );
    expect(refusalText(err, "sgo.NO_CORRIDOR", words([]))).toBe("No corridor.");
  });
});
