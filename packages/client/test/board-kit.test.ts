/**
 * The board kit's pure parts: layouts of both boards at desktop and phone sizes (panels inside the
 * canvas, never overlapping, the action bar tall enough for its buttons), the touch zoom that
 * keeps every target in view, keyboard order and arrow moves, the animation schedule, the update
 * queue (an update never overtakes an animation), panel cameras, the action bar's sizes and what
 * the test hook lists. Input is in board-input.test.ts.
 */
import { describe, expect, it } from "vitest";
import { barHeightFor, placeButtons } from "../src/games/kit/action-bar.ts";
import {
  cameraFor,
  inView,
  localOf,
  ownViewOf,
  screenOf,
  TITLE_H,
  zoomedAround,
} from "../src/games/kit/cameras.ts";
import { fit, type Hit, overlaps, zoomForTargets } from "../src/games/kit/geometry.ts";
import { type ScreenTarget, ZOOM_BUTTONS_TOUCH_H } from "../src/games/kit/hit-test.ts";
import { nextInDirection, readingOrder, type Target } from "../src/games/kit/interaction.ts";
import { layoutPanels } from "../src/games/kit/layout.ts";
import { MAX_QUEUE_MS, scheduleMs } from "../src/games/kit/schedule.ts";
import { hookTargetsOf, smallestTarget } from "../src/games/kit/test-hook.ts";
import { hasState, type PumpHost, playSteps, UpdateQueue } from "../src/games/kit/update-queue.ts";
import { PANELS as SGO_PANELS } from "../src/games/space-gate-odyssey/adapter.ts";
import { PANELS as SO_PANELS } from "../src/games/stellar-omega/adapter.ts";

const SIZES = [
  { w: 1280, h: 560 },
  { w: 378, h: 520 },
  { w: 1920, h: 900 },
];

describe("layout", () => {
  const specs = [
    {
      panels: SO_PANELS,
      railAspect: { ship: 2.1, actions: 1.35, pads: 1.4, tracks: 1.3 },
      neverStack: ["pads", "actions", "tracks"] as const,
    },
    {
      panels: SGO_PANELS,
      railAspect: { station: 1.3, odyssey: 2.6, worksite: 1.35, hawking: 2.3, planets: 2.4 },
      tabsFor: "station" as const,
    },
  ];
  for (const spec of specs) {
    it(`${spec.panels.join("/")}: every panel in front, every size: inside the canvas, no overlaps`, () => {
      for (const { w, h } of SIZES) {
        for (const focus of spec.panels) {
          for (const aspect of [0.7, 1.4, 2.5]) {
            for (const barH of [undefined, 96]) {
              const l = layoutPanels(spec as never, w, h, focus as never, true, aspect, barH);
              const rects = [...Object.values(l.panels), l.bar, ...(l.tabs ? [l.tabs] : [])] as {
                x: number;
                y: number;
                w: number;
                h: number;
              }[];
              for (const r of rects) {
                expect(
                  r.x >= 0 && r.y >= 0 && r.x + r.w <= w + 0.5 && r.y + r.h <= h + 0.5,
                  JSON.stringify({ w, h, focus, r }),
                ).toBe(true);
              }
              for (let i = 0; i < rects.length; i++)
                for (let j = i + 1; j < rects.length; j++) expect(overlaps(rects[i]!, rects[j]!)).toBe(false);
              if (barH) expect(l.bar.h).toBe(barH);
            }
          }
        }
      }
    });
  }
});

describe("touch zoom", () => {
  const content = { x: 0, y: 0, w: 1000, h: 600 };
  const box = { x: 0, y: 0, w: 360, h: 400 };
  // Two small targets side by side (centres 35 apart): neither is 40 px to the touch when fitted.
  const small: Hit[] = [
    { id: "a", x: 100, y: 100, w: 30, h: 30 },
    { id: "b", x: 135, y: 100, w: 30, h: 30 },
  ];
  it("zooms until targets close together are 40 px apart when fitting makes them smaller", () => {
    const f = fit(content, box, 4);
    expect(f.zoom * 30).toBeLessThan(40);
    const z = zoomForTargets(content, box, small, 40, f)!;
    expect(z.zoom).toBeGreaterThan(f.zoom);
    expect(z.zoom * 35).toBeCloseTo(40, 5);
  });
  it("leaves small targets far apart alone: the touch slop around each makes it 40 px", () => {
    const apart: Hit[] = [
      { id: "a", x: 100, y: 100, w: 30, h: 30 },
      { id: "b", x: 400, y: 120, w: 30, h: 30 },
    ];
    const f = fit(content, box, 4);
    expect(f.zoom * 300).toBeGreaterThan(40);
    expect(zoomForTargets(content, box, apart, 40, f)).toBeNull();
  });
  it("never zooms so far that a target leaves the view", () => {
    const far: Hit[] = [...small, { id: "c", x: 950, y: 560, w: 30, h: 30 }];
    const f = fit(content, box, 4);
    const z = zoomForTargets(content, box, far, 40, f);
    const zoom = z?.zoom ?? f.zoom;
    const cx = z?.cx ?? f.cx;
    const cy = z?.cy ?? f.cy;
    for (const h of far) {
      const sx = (h.x + h.w / 2 - cx) * zoom + box.w / 2;
      const sy = (h.y + h.h / 2 - cy) * zoom + box.h / 2;
      expect(sx >= 0 && sx <= box.w && sy >= 0 && sy <= box.h, h.id).toBe(true);
    }
  });
  it("leaves a board alone when its targets are big enough", () => {
    const big: Hit[] = [{ id: "a", x: 0, y: 0, w: 200, h: 200 }];
    expect(zoomForTargets(content, box, big, 40, fit(content, box, 4))).toBeNull();
  });
});

describe("keyboard", () => {
  const items = [
    { id: "c", x: 300, y: 100 },
    { id: "a", x: 100, y: 102 },
    { id: "b", x: 200, y: 98 },
    { id: "d", x: 100, y: 300 },
  ];
  it("Tab walks in reading order: rows top to bottom, left to right", () => {
    expect(readingOrder(items).map((i) => i.id)).toEqual(["a", "b", "c", "d"]);
  });
  it("arrow keys go to the nearest target that way, or nowhere", () => {
    const from = items[1]!;
    expect(nextInDirection(items, from, "right")?.id).toBe("b");
    expect(nextInDirection(items, from, "down")?.id).toBe("d");
    expect(nextInDirection(items, from, "left")).toBeNull();
  });
});

describe("animation schedule", () => {
  const ms = (n: number): number => n;
  it("none at speed 0, faster at 2, a long queue squeezed", () => {
    expect(scheduleMs([300, 300], 0, ms)).toEqual([0, 0]);
    expect(scheduleMs([300, 300], 2, ms)).toEqual([150, 150]);
    const long = scheduleMs(Array(20).fill(500), 1, ms);
    expect(long.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(MAX_QUEUE_MS + 20);
  });
});

describe("update queue", () => {
  type U = { version: number; events: string[]; view: { public: unknown } };
  const upd = (version: number, ...events: string[]): U => ({
    version,
    events,
    view: { public: { v: version } },
  });
  /** A board whose animations end when the test says so. */
  function board(speed = 1) {
    const shown: string[] = [];
    const ends: (() => void)[] = [];
    const host: PumpHost<U, string> = {
      steps: (u) => u.events,
      speed: () => speed,
      play: (steps, s) => {
        shown.push(`play ${steps.join("+")} x${s}`);
        return new Promise<void>((resolve) => ends.push(resolve));
      },
      show: (u) => shown.push(`show ${u.version}`),
    };
    return { shown, host, end: async () => ends.shift()?.() };
  }
  const tick = () => new Promise<void>((r) => setTimeout(r, 0));

  it("an update that arrives during an animation waits for it: it never overtakes", async () => {
    const q = new UpdateQueue<U>();
    const b = board();
    q.enqueue(upd(2, "walk"));
    q.pump(b.host);
    q.enqueue(upd(3, "fly"));
    q.pump(b.host);
    expect(b.shown).toEqual(["play walk x1"]);
    await b.end();
    await tick();
    expect(b.shown).toEqual(["play walk x1", "show 2", "play fly x1"]);
    expect(q.current?.version, "the update playing").toBe(3);
    await b.end();
    await tick();
    expect(b.shown).toEqual(["play walk x1", "show 2", "play fly x1", "show 3"]);
    expect(q.playing).toBe(false);
    expect(q.current).toBeNull();
  });
  it("a redraw of the same state is drawn at once only when nothing plays or waits", () => {
    const q = new UpdateQueue<U>();
    expect(q.redraws(upd(4), upd(4))).toBe(true);
    expect(q.redraws(upd(4, "walk"), upd(4))).toBe(false);
    expect(q.redraws(upd(5), upd(4))).toBe(false);
    q.current = upd(3, "walk");
    expect(q.redraws(upd(4), upd(4))).toBe(false);
  });
  it("with more than two updates behind it, an update is drawn without its animation (the board catches up)", () => {
    const q = new UpdateQueue<U>();
    const b = board();
    for (const v of [2, 3, 4, 5]) q.enqueue(upd(v, `e${v}`));
    q.pump(b.host);
    expect(b.shown).toEqual(["show 2", "play e3 x3"]);
  });
  it("speed 0 plays no animation; an empty view is not a state", () => {
    const q = new UpdateQueue<U>();
    const b = board(0);
    q.enqueue(upd(2, "walk"));
    q.pump(b.host);
    expect(b.shown).toEqual(["show 2"]);
    expect(hasState({ version: 1, events: [], view: { public: {} } })).toBe(false);
    expect(hasState(upd(1))).toBe(true);
  });
  it("a skip ends the step playing at once and the steps after it do not play", async () => {
    const q = new UpdateQueue<U>();
    q.current = upd(3, "walk");
    const played: string[] = [];
    const step = (s: string) =>
      new Promise<void>((resolve) => {
        played.push(s);
        q.hold(resolve);
      });
    const done = playSteps(
      ["a", "b", "c"],
      [100, 100, 100],
      step,
      () => q.skipping,
      () => {},
    );
    await tick();
    q.skip();
    await done;
    expect(played).toEqual(["a"]);
    expect(q.skipping).toBe(true);
  });
});

describe("panel cameras", () => {
  const slot = { x: 10, y: 20, w: 300, h: 222 };
  const content = { x: 0, y: 0, w: 1000, h: 600 };
  it("a point maps to the screen and back", () => {
    const cam = cameraFor(slot, content, undefined, null);
    const p = { x: 123, y: 456 };
    const back = localOf(cam, screenOf(cam, p).x, screenOf(cam, p).y);
    expect(back.x).toBeCloseTo(p.x, 9);
    expect(back.y).toBeCloseTo(p.y, 9);
  });
  it("a fitted panel sits below its title, whole", () => {
    const cam = cameraFor(slot, content, undefined, null);
    const tl = screenOf(cam, { x: 0, y: 0 });
    const br = screenOf(cam, { x: 1000, y: 600 });
    expect(tl.y).toBeGreaterThanOrEqual(slot.y + TITLE_H - 0.01);
    expect(br.x - tl.x).toBeLessThanOrEqual(slot.w);
    expect(br.y).toBeLessThanOrEqual(slot.y + slot.h + 0.01);
  });
  it("on a phone the zoom buttons over a panel's top push its drawing below them (not over a card's title)", () => {
    const top = ZOOM_BUTTONS_TOUCH_H;
    const cam = cameraFor(slot, content, undefined, null, top);
    expect(screenOf(cam, { x: 0, y: 0 }).y).toBeGreaterThanOrEqual(slot.y + top - 0.01);
    const hits: Hit[] = [{ id: "a", x: 0, y: 0, w: 30, h: 30 }];
    const touch = cameraFor(slot, content, undefined, { hits, minPx: 40 }, top);
    expect(screenOf(touch, { x: 0, y: 0 }).y).toBeGreaterThanOrEqual(slot.y + top - 0.01);
  });
  it("on a phone the panel in front zooms until close targets are 40 px apart; the player's own view wins", () => {
    const hits: Hit[] = [
      { id: "a", x: 100, y: 100, w: 30, h: 30 },
      { id: "b", x: 135, y: 100, w: 30, h: 30 },
    ];
    const fitted = cameraFor(slot, content, undefined, null);
    const touch = cameraFor(slot, content, undefined, { hits, minPx: 40 });
    expect(touch.zoom * 35).toBeCloseTo(40, 5);
    expect(touch.zoom).toBeGreaterThan(fitted.zoom);
    const own = cameraFor(slot, content, ownViewOf(touch), { hits, minPx: 40 });
    expect(own).toEqual(touch);
    const mine = cameraFor(slot, content, { zoom: 3, cx: 10, cy: 10 }, { hits, minPx: 40 });
    expect(mine.zoom).toBe(3);
  });
  it("zooming keeps the point under the pointer in place, within bounds", () => {
    const cam = cameraFor(slot, content, undefined, null);
    const at = { x: 100, y: 120 };
    const under = localOf(cam, at.x, at.y);
    const z = zoomedAround(cam, content, 1.3, at);
    expect(z.zoom).toBeCloseTo(cam.zoom * 1.3, 9);
    const still = screenOf(z, under);
    expect(still.x).toBeCloseTo(at.x, 6);
    expect(still.y).toBeCloseTo(at.y, 6);
    expect(zoomedAround(cam, content, 100, at).zoom).toBe(2);
  });
  it("the title strip is not part of a panel's view", () => {
    expect(inView(slot, { x: 50, y: slot.y + 5 })).toBe(false);
    expect(inView(slot, { x: 50, y: slot.y + TITLE_H + 5 })).toBe(true);
    expect(inView(slot, { x: slot.x + slot.w + 1, y: 100 })).toBe(false);
  });
});

describe("action bar", () => {
  const base = 48;
  it("a short hint keeps one line; a long one on a phone wraps and the bar grows (never a smaller font)", () => {
    expect(
      barHeightFor({ base, barW: 800, small: false, hint: "Pick a room", labels: [], buttonH: 32 }),
    ).toBe(base);
    const long = "Choose a figure, then the room where it goes; the white module fits every room.".repeat(2);
    const h = barHeightFor({ base, barW: 378, small: true, hint: long, labels: ["End turn"], buttonH: 40 });
    expect(h).toBeGreaterThan(base + 40);
  });
  it("buttons sit right-aligned, the last one rightmost, and wrap to a row above before the help button", () => {
    const bar = { x: 0, y: 0, w: 300, h: 140 };
    const { rects, left } = placeButtons(bar, [80, 80, 120], 40, 46, true);
    // The bottom row, from the right: the last button, then the one before it.
    expect(rects[2]).toEqual({ x: 174, y: 94, w: 120, h: 40 });
    expect(rects[1]).toEqual({ x: 88, y: 94, w: 80, h: 40 });
    // The first would reach the help button (46 px at the left): it goes on the row above, at the right.
    expect(rects[0]).toEqual({ x: 214, y: 50, w: 80, h: 40 });
    expect(left).toBe(208);
    // On one row (the hint beside them) they stay in the middle of the bar.
    expect(placeButtons(bar, [80], 40, 46, false).rects[0]).toEqual({ x: 214, y: 50, w: 80, h: 40 });
  });
});

describe("test hook", () => {
  const t = (id: string, panel: string, move: string | null): Target<string, string, null> => ({
    id,
    panel,
    move,
    select: null,
    moves: move ? [move] : [],
    label: { key: id },
  });
  const on = (
    tg: Target<string, string, null>,
    x: number,
    y: number,
  ): ScreenTarget<Target<string, string, null>> => ({
    id: tg.id,
    x,
    y,
    rect: { x: x - 5, y: y - 5, w: 10, h: 10 },
    target: tg,
  });
  it("lists the clickable targets, not one hidden under a button or outside its panel's view", () => {
    const a = t("a", "map", "ma");
    const b = t("b", "map", "mb");
    const c = t("c", "map", "mc");
    const r = t("r", "rail", "mr");
    const end = t("btn:end", "bar", "end");
    const uiHits = [
      { id: "focus:rail", rect: { x: 400, y: 0, w: 100, h: 100 } },
      { id: "btn:end", rect: { x: 200, y: 300, w: 80, h: 40 }, target: end },
    ];
    const list = hookTargetsOf(
      { targets: [a, b, c, r, end], uiHits, label: (x) => x.label.key, toClient: (x, y) => ({ x, y }) },
      [on(a, 50, 100), on(b, 210, 310), on(c, 50, 5)],
      () => ({ x: 0, y: 0, w: 390, h: 390 }),
    );
    expect(list.map((x) => x.id)).toEqual(["focus:rail", "btn:end", "a"]);
    // A rail panel's title leads to its targets' moves.
    expect(list[0]!.moves).toEqual(["mr"]);
    expect(list[1]!.move).toBe("end");
  });
  it("the smallest target counts the panels' touch sizes and the bar's buttons", () => {
    const hits: Hit[] = [{ id: "a", x: 0, y: 0, w: 20, h: 20 }];
    const bar = [{ id: "btn:end", rect: { x: 0, y: 0, w: 80, h: 32 }, target: t("btn:end", "bar", "end") }];
    expect(smallestTarget([{ hits, zoom: 1 }], bar, 1)).toBe(32);
    expect(smallestTarget([{ hits, zoom: 1 }], [], 1)).toBe(40);
    expect(smallestTarget([], [], 1)).toBeNull();
  });
});
