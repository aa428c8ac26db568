/**
 * The board kit's pure parts: layouts of both boards at desktop and phone sizes (panels inside the
 * canvas, never overlapping, the action bar tall enough for its buttons), the touch zoom that
 * keeps every target in view, keyboard order and arrow moves, and the animation schedule.
 */
import { describe, expect, it } from "vitest";
import { fit, type Hit, overlaps, zoomForTargets } from "../src/games/kit/geometry.ts";
import { nextInDirection, readingOrder } from "../src/games/kit/interaction.ts";
import { layoutPanels } from "../src/games/kit/layout.ts";
import { MAX_QUEUE_MS, scheduleMs } from "../src/games/kit/schedule.ts";
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
