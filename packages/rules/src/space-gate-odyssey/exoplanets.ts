/**
 * The 8 double-sided exoplanets: colonization spot graphs per side. Coordinates are for drawing
 * (a 100 x 100 box, y down). Built by small deterministic helpers; the resulting tables are listed
 * in docs/games/space-gate-odyssey.md (a test checks that the document matches this data).
 */

export const PLANET_IDS = [
  "bose",
  "collins",
  "dirac",
  "fermi",
  "planck",
  "russell",
  "susskind",
  "turing",
] as const;
export type PlanetId = (typeof PLANET_IDS)[number];

/** Rulebook spot types: basic, advanced (a planet-specific prerequisite) and the central spot(s). */
export type SpotKind = "basic" | "advanced" | "centre";

export interface SpotDef {
  kind: SpotKind;
  /** Predominance spot: whoever settles here swaps two predominance tokens of their choice. */
  predominance: boolean;
  /**
   * Group the spot belongs to: level of the mountain (Bose), satellite (Fermi; -1 = centre),
   * island (Russell), tree (Susskind), canal (Turing 2p; -1 = centre), circle (Turing 3-4p:
   * 0 periphery, 1 inner circle, 2 centre), side (Dirac: 0 light, 1 dark, 2 centre); else 0.
   */
  group: number;
  /** Turing 2p: position along its canal, 0 = the canal's end at the periphery. */
  step?: number;
  /** Spots that must all be occupied before this one may be (Bose levels, Turing 3-4p circles). */
  requires: number[];
  /** The Fermi centre: holds any number of settlers. */
  zone?: boolean;
  x: number;
  y: number;
}

export interface PlanetSideDef {
  /** Player counts this side is used for. */
  players: readonly number[];
  spots: SpotDef[];
  /** Undirected links between spots: roads (Planck), canals (Turing), hex neighbours (Collins)... */
  links: [number, number][];
  /** Collins: the six spots around each volcano, with the volcano's drawing position. */
  volcanoes?: { spots: number[]; x: number; y: number }[];
  /** Fermi: the planet closes when this many satellite spots are occupied. */
  closeAt?: number;
  /** Russell: the planet closes when every island holds at least this many settlers. */
  islandMin?: number;
}

export interface PlanetDef {
  id: PlanetId;
  name: string;
  /** sides[0] and sides[1]; exactly one serves each player count 2-4. */
  sides: [PlanetSideDef, PlanetSideDef];
}

const r1 = (v: number): number => Math.round(v * 10) / 10;
const spot = (x: number, y: number, extra: Partial<SpotDef> = {}): SpotDef => ({
  kind: "basic",
  predominance: false,
  group: 0,
  requires: [],
  x: r1(x),
  y: r1(y),
  ...extra,
});

/** Bose: a mountain of `base` levels; a spot needs the two spots below it. */
function bose(players: number[], base: number, predominance: [number, number]): PlanetSideDef {
  const spots: SpotDef[] = [];
  const links: [number, number][] = [];
  const index: number[][] = [];
  const step = 84 / base;
  for (let level = 0; level < base; level++) {
    const n = base - level;
    index.push([]);
    for (let i = 0; i < n; i++) {
      const id = spots.length;
      index[level]!.push(id);
      const requires = level === 0 ? [] : [index[level - 1]![i]!, index[level - 1]![i + 1]!];
      for (const r of requires) links.push([r, id]);
      spots.push(
        spot(50 + (i - (n - 1) / 2) * step, 92 - level * step * 0.9, {
          kind: level === 0 ? "basic" : "advanced",
          group: level,
          requires,
          predominance: level === predominance[0] && i === predominance[1],
        }),
      );
    }
  }
  return { players, spots, links };
}

type Axial = [number, number];
const HEX_DIRS: Axial[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

/** Collins: volcanoes on a hex grid; the spots are the hexes around them. */
function collins(players: number[], centres: Axial[], predominanceCentre: boolean): PlanetSideDef {
  const keys: string[] = [];
  const cells: Axial[] = [];
  const volcanoes: { spots: number[]; x: number; y: number }[] = [];
  const px = ([q, r]: Axial): [number, number] => [Math.sqrt(3) * (q + r / 2), 1.5 * r];
  for (const c of centres) {
    const ring: number[] = [];
    for (const [dq, dr] of HEX_DIRS) {
      const cell: Axial = [c[0] + dq, c[1] + dr];
      const key = cell.join(",");
      let id = keys.indexOf(key);
      if (id < 0) {
        id = keys.length;
        keys.push(key);
        cells.push(cell);
      }
      ring.push(id);
    }
    volcanoes.push({ spots: ring, x: 0, y: 0 });
  }
  const all = [...cells, ...centres].map(px);
  const minX = Math.min(...all.map((p) => p[0]));
  const maxX = Math.max(...all.map((p) => p[0]));
  const minY = Math.min(...all.map((p) => p[1]));
  const maxY = Math.max(...all.map((p) => p[1]));
  const scale = 80 / Math.max(maxX - minX, maxY - minY);
  const place = (p: [number, number]): [number, number] => [
    50 + (p[0] - (minX + maxX) / 2) * scale,
    50 + (p[1] - (minY + maxY) / 2) * scale,
  ];
  const membership = cells.map((_, id) => volcanoes.filter((v) => v.spots.includes(id)).length);
  // The centre (2-3 players) is the hex shared by every volcano; on the 4-player side the first
  // hex that touches a single volcano carries the predominance symbol instead.
  const pred = predominanceCentre ? membership.indexOf(centres.length) : membership.indexOf(1);
  const spots = cells.map((cell, id) => {
    const [x, y] = place(px(cell));
    return spot(x, y, {
      kind: predominanceCentre && id === pred ? "centre" : "basic",
      predominance: id === pred,
    });
  });
  centres.forEach((c, i) => {
    const [x, y] = place(px(c));
    volcanoes[i]!.x = r1(x);
    volcanoes[i]!.y = r1(y);
  });
  const links: [number, number][] = [];
  cells.forEach((a, i) => {
    cells.forEach((b, j) => {
      if (j > i && HEX_DIRS.some(([dq, dr]) => a[0] + dq === b[0] && a[1] + dr === b[1])) links.push([i, j]);
    });
  });
  return { players, spots, links, volcanoes };
}

/** Dirac: basic spots on the light side, advanced on the dark side, one central spot. */
function dirac(players: number[], basics: number, advanced: number, predominance: number): PlanetSideDef {
  const spots: SpotDef[] = [];
  const cols = 5;
  for (let i = 0; i < basics; i++) {
    spots.push(
      spot(8 + (i % cols) * 8, 14 + Math.floor(i / cols) * (72 / Math.ceil(basics / cols)), {
        group: 0,
        predominance: i === predominance,
      }),
    );
  }
  for (let i = 0; i < advanced; i++) {
    spots.push(spot(82, 14 + (i * 72) / Math.max(1, advanced - 1), { kind: "advanced", group: 1 }));
  }
  spots.push(spot(62, 50, { kind: "centre", group: 2 }));
  return { players, spots, links: [] };
}

/** Fermi: satellites of two spots each around a centre that holds any number of settlers. */
function fermi(players: number[], satellites: number, closeAt: number): PlanetSideDef {
  const spots: SpotDef[] = [];
  for (let s = 0; s < satellites; s++) {
    const a = -Math.PI / 2 + (2 * Math.PI * s) / satellites;
    for (let k = 0; k < 2; k++) {
      const b = a + (k === 0 ? -0.12 : 0.12);
      spots.push(spot(50 + 40 * Math.cos(b), 50 + 40 * Math.sin(b), { group: s }));
    }
  }
  spots.push(spot(50, 50, { kind: "centre", group: -1, zone: true }));
  return { players, spots, links: [], closeAt };
}

/** Planck: villages on a cols x rows grid joined by roads (grid edges minus the removed ones). */
function planck(
  players: number[],
  cols: number,
  rows: number,
  removed: [number, number][],
  predominance: number,
): PlanetSideDef {
  const spots: SpotDef[] = [];
  const step = 80 / (Math.max(cols, rows) - 1);
  for (let g = 0; g < cols * rows; g++) {
    spots.push(
      spot(10 + (g % cols) * step, 10 + Math.floor(g / cols) * step, { predominance: g === predominance }),
    );
  }
  const cut = new Set(removed.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`));
  const links: [number, number][] = [];
  for (let g = 0; g < cols * rows; g++) {
    const right = g % cols < cols - 1 ? g + 1 : -1;
    const down = g + cols < cols * rows ? g + cols : -1;
    for (const h of [right, down]) if (h >= 0 && !cut.has(`${g}-${h}`)) links.push([g, h]);
  }
  return { players, spots, links };
}

/** Russell: islands of the given sizes; the first spot of `predominanceIsland` is a predominance spot. */
function russell(
  players: number[],
  sizes: number[],
  islandMin: number,
  predominanceIsland: number,
): PlanetSideDef {
  const spots: SpotDef[] = [];
  const links: [number, number][] = [];
  sizes.forEach((size, island) => {
    const a = -Math.PI / 2 + (2 * Math.PI * island) / sizes.length;
    const cx = 50 + 28 * Math.cos(a);
    const cy = 50 + 28 * Math.sin(a);
    const first = spots.length;
    for (let k = 0; k < size; k++) {
      const b = (2 * Math.PI * k) / size;
      const rad = k === 0 ? 0 : 9;
      spots.push(
        spot(cx + rad * Math.cos(b), cy + rad * Math.sin(b), {
          group: island,
          predominance: island === predominanceIsland && k === 0,
        }),
      );
      if (k > 0) links.push([first, first + k]);
    }
  });
  return { players, spots, links, islandMin };
}

/** Susskind: trees of four spots (a top, two branches, a low branch). */
function susskind(players: number[], trees: number, predominanceTrees: number[]): PlanetSideDef {
  const spots: SpotDef[] = [];
  const links: [number, number][] = [];
  const shape: [number, number][] = [
    [0, 0],
    [-1, 1],
    [1, 1],
    [0, 2],
  ];
  for (let t = 0; t < trees; t++) {
    const cx = 100 * ((t + 0.5) / trees);
    const first = spots.length;
    shape.forEach(([dx, dy], k) => {
      spots.push(
        spot(cx + dx * 8, 22 + dy * 24, { group: t, predominance: k === 0 && predominanceTrees.includes(t) }),
      );
    });
    links.push([first, first + 1], [first, first + 2], [first + 1, first + 3], [first + 2, first + 3]);
  }
  return { players, spots, links };
}

/** Turing, 2 players: canals from the periphery to the single central spot. */
function turingCanals(
  players: number[],
  canals: number,
  length: number,
  predominanceStep: number,
): PlanetSideDef {
  const spots: SpotDef[] = [];
  const links: [number, number][] = [];
  const ends: number[] = [];
  for (let c = 0; c < canals; c++) {
    const a = -Math.PI / 2 + (2 * Math.PI * c) / canals;
    for (let k = 0; k < length; k++) {
      const rad = 46 - (k * 38) / (length - 1);
      const id = spots.length;
      spots.push(
        spot(50 + rad * Math.cos(a), 50 + rad * Math.sin(a), {
          group: c,
          step: k,
          predominance: k === predominanceStep,
        }),
      );
      if (k > 0) links.push([id - 1, id]);
    }
    ends.push(spots.length - 1);
  }
  const centre = spots.length;
  spots.push(spot(50, 50, { kind: "centre", group: -1, step: length }));
  for (const e of ends) links.push([e, centre]);
  return { players, spots, links };
}

/** Turing, 3-4 players: a periphery ring, an inner circle (each needs 3 basics), 3 centre spots. */
function turingCircles(players: number[], predominance: number[]): PlanetSideDef {
  const spots: SpotDef[] = [];
  const links: [number, number][] = [];
  const ring = (n: number, rad: number, offset: number): [number, number][] =>
    Array.from({ length: n }, (_, i) => {
      const a = -Math.PI / 2 + (2 * Math.PI * (i + offset)) / n;
      return [50 + rad * Math.cos(a), 50 + rad * Math.sin(a)];
    });
  ring(12, 44, 0).forEach(([x, y], i) => {
    spots.push(spot(x, y, { group: 0, predominance: predominance.includes(i) }));
  });
  ring(6, 27, 0.5).forEach(([x, y], i) => {
    const requires = [2 * i, 2 * i + 1, (2 * i + 2) % 12];
    for (const r of requires) links.push([r, spots.length]);
    spots.push(spot(x, y, { kind: "advanced", group: 1, requires }));
  });
  ring(3, 10, 0.5).forEach(([x, y], j) => {
    const requires = [12 + 2 * j, 12 + 2 * j + 1, 12 + ((2 * j + 2) % 6)];
    for (const r of requires) links.push([r, spots.length]);
    spots.push(spot(x, y, { kind: "centre", group: 2, requires }));
  });
  return { players, spots, links };
}

/** The 8 exoplanets; `sides[k].players` says which side serves which player count. */
export const PLANETS: readonly PlanetDef[] = [
  { id: "bose", name: "Bose", sides: [bose([2], 4, [1, 1]), bose([3, 4], 5, [1, 1])] },
  {
    id: "collins",
    name: "Collins",
    sides: [
      collins(
        [2, 3],
        [
          [0, 0],
          [2, -1],
          [1, 1],
        ],
        true,
      ),
      collins(
        [4],
        [
          [0, 0],
          [2, -1],
          [1, 1],
          [3, 0],
        ],
        false,
      ),
    ],
  },
  { id: "dirac", name: "Dirac", sides: [dirac([2], 10, 2, 4), dirac([3, 4], 15, 3, 7)] },
  { id: "fermi", name: "Fermi", sides: [fermi([2, 3], 4, 7), fermi([4], 5, 9)] },
  {
    id: "planck",
    name: "Planck",
    sides: [
      planck(
        [2],
        4,
        3,
        [
          [1, 2],
          [5, 9],
          [6, 7],
        ],
        5,
      ),
      planck(
        [3, 4],
        4,
        4,
        [
          [1, 2],
          [5, 9],
          [6, 7],
          [10, 14],
          [8, 9],
        ],
        10,
      ),
    ],
  },
  {
    id: "russell",
    name: "Russell",
    sides: [russell([2], [8, 8, 9], 7, 2), russell([3, 4], [6, 6, 7, 7], 5, 3)],
  },
  { id: "susskind", name: "Susskind", sides: [susskind([2], 3, [1]), susskind([3, 4], 4, [0, 2])] },
  { id: "turing", name: "Turing", sides: [turingCanals([2], 3, 11, 5), turingCircles([3, 4], [0, 6])] },
];

/** The exoplanet with this id. */
export function planetDef(id: PlanetId): PlanetDef {
  return PLANETS[PLANET_IDS.indexOf(id)]!;
}

/** The side of `id` used with `players` players (0 or 1). */
export function sideFor(id: PlanetId, players: number): number {
  return planetDef(id).sides[0].players.includes(players) ? 0 : 1;
}
