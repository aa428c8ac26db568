/**
 * The one visual language of Starport, for the HTML chrome and the Phaser scenes alike:
 * a dark space palette and, per seat, a colour of the Okabe-Ito colour-blind-safe set with a
 * shape as a second cue (never colour alone).
 */

/** Page colours (CSS hex). Scenes use `hex()` for Phaser's numeric colours. */
export const PALETTE = {
  space: "#0b1020",
  panel: "#141a2e",
  panelHi: "#1c2440",
  line: "#2e3960",
  text: "#e8ebf5",
  muted: "#a3acc6",
  accent: "#7cc4ff",
  good: "#6bdc9a",
  bad: "#ff8a7a",
  warn: "#f0c85a",
} as const;

export const SEAT_SHAPES = [
  "circle",
  "square",
  "triangle",
  "diamond",
  "pentagon",
  "hexagon",
  "star",
] as const;
export type SeatShape = (typeof SEAT_SHAPES)[number];

/** Okabe-Ito colours that read on a dark background (its dark blue is left out), then white. */
export const SEAT_COLORS = [
  "#E69F00",
  "#56B4E9",
  "#009E73",
  "#F0E442",
  "#D55E00",
  "#CC79A7",
  "#E8E8E8",
] as const;

/** The colour of a seat (cycles after 7 seats; the shape still tells them apart up to 49). */
export const seatColor = (seat: number): string => SEAT_COLORS[((seat % 7) + 7) % 7]!;

/** The shape of a seat. */
export const seatShape = (seat: number): SeatShape => SEAT_SHAPES[((seat % 7) + 7) % 7]!;

/** A CSS hex colour as Phaser's 0xRRGGBB number. */
export const hex = (css: string): number => Number.parseInt(css.replace("#", ""), 16);

/** The page colours as Phaser numbers (for scenes). */
export const PALETTE_HEX = Object.fromEntries(Object.entries(PALETTE).map(([k, v]) => [k, hex(v)])) as {
  [K in keyof typeof PALETTE]: number;
};

function regular(n: number, cx: number, cy: number, r: number, rot = -Math.PI / 2): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const a = rot + (i * 2 * Math.PI) / n;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as [number, number];
  });
}

/**
 * Corner points of a seat shape centred on (cx, cy) with outer radius r, or null for the circle.
 * Shapes are sized to look about as heavy as the circle.
 */
export function shapePoints(shape: SeatShape, cx: number, cy: number, r: number): [number, number][] | null {
  switch (shape) {
    case "circle":
      return null;
    case "square": {
      const s = r * 0.85;
      return [
        [cx - s, cy - s],
        [cx + s, cy - s],
        [cx + s, cy + s],
        [cx - s, cy + s],
      ];
    }
    case "triangle":
      return regular(3, cx, cy + r * 0.15, r * 1.1);
    case "diamond":
      return regular(4, cx, cy, r * 1.1);
    case "pentagon":
      return regular(5, cx, cy, r);
    case "hexagon":
      return regular(6, cx, cy, r, 0);
    case "star": {
      const outer = regular(5, cx, cy, r * 1.1);
      const inner = regular(5, cx, cy, r * 0.48, -Math.PI / 2 + Math.PI / 5);
      return outer.flatMap((p, i) => [p, inner[i]!]);
    }
  }
}

/** SVG markup (one element) of a seat shape, filled with the seat colour. */
export function shapeSvgElement(shape: SeatShape, cx: number, cy: number, r: number, fill: string): string {
  const pts = shapePoints(shape, cx, cy, r);
  const stroke = `stroke="${PALETTE.space}" stroke-width="1.5"`;
  if (!pts) return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${stroke}/>`;
  const d = pts.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(" ");
  return `<polygon points="${d}" fill="${fill}" ${stroke}/>`;
}
