/**
 * Space Gate Odyssey content: vocabularies, the 81 module tiles + 4 white starting access modules,
 * the 9 piles, the 8 double-sided exoplanets and the fixed numbers of the rulebook.
 * The rulebook prints no tables; these are the project's own, documented in docs/games/space-gate-odyssey.md.
 */

export const DOMAINS = ["water", "wildlife", "energy"] as const;
export type Domain = (typeof DOMAINS)[number];
export type ByDomain<T> = Record<Domain, T>;

/** The five control rooms of the Odyssey, in board order. */
export const ROOMS = ["water", "wildlife", "energy", "modules", "airlock"] as const;
export type Room = (typeof ROOMS)[number];

export const MODULE_TYPES = ["gate", "odyssey", "access"] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** The three space gates (their symbols on gate modules). */
export const GATES = ["alpha", "beta", "gamma"] as const;
export type Gate = (typeof GATES)[number];

export const BONUSES = ["recruit", "promote", "robot"] as const;
export type Bonus = (typeof BONUSES)[number];

/** Predominance tokens; the track lists them from the most valuable position to the least. */
export const TOKENS = ["water", "wildlife", "energy", "balance", "none"] as const;
export type Token = (typeof TOKENS)[number];
/** Rulebook p.3: initial order of the track. */
export const INITIAL_PREDOMINANCE: readonly Token[] = ["water", "wildlife", "energy", "balance", "none"];
/** Value of each track position, first to last (rulebook end-of-game example: 7, 4, 2, 1, 0). */
export const PREDOMINANCE_VALUES: readonly number[] = [7, 4, 2, 1, 0];

export const WHEEL_SPACES = 10;
/** Government ranks on Hawking (project decision: 10). */
export const GOVERNMENT_RANKS = 10;
/** Ranks taken by an engineer (or chief) from a control room instead of a settler (rulebook p.11). */
export const ENGINEER_RANKS: readonly number[] = [3, 6];

/** Figures of one Confederation (rulebook p.2): 52 in all. */
export const FIGURES = { engineers: 7, suits: 4, robots: 5, settlers: 36 } as const;
/** Capacity of the white starting access module. */
export const WHITE_CAPACITY = 5;

/** Sides of a square tile; a module's corridors are a subset of them. */
export const SIDES = ["N", "E", "S", "W"] as const;
export type Side = (typeof SIDES)[number];

export interface ModuleDef {
  id: number;
  type: ModuleType;
  /** null only for the white starting access modules, which match every domain. */
  domain: Domain | null;
  capacity: number;
  /** Sides with a corridor before rotation ("N", "NE", "NS", "NEW", "NESW"). */
  corridors: string;
  /** Gate modules: the gate their settlers travel through. */
  gate?: Gate;
  /** Odyssey modules: the bonus gained when the module is switched On. */
  bonus?: Bonus;
  /** Robot bonus: the control room the robot goes to. */
  robotRoom?: Room;
}

/** The 81 module tiles, by pile: gate (36), Odyssey (27), access (18); each pile by domain. */
export const MODULES: readonly ModuleDef[] = [
  { id: 0, type: "gate", domain: "water", capacity: 2, corridors: "N", gate: "alpha" },
  { id: 1, type: "gate", domain: "water", capacity: 3, corridors: "NE", gate: "alpha" },
  { id: 2, type: "gate", domain: "water", capacity: 3, corridors: "NS", gate: "alpha" },
  { id: 3, type: "gate", domain: "water", capacity: 4, corridors: "NE", gate: "alpha" },
  { id: 4, type: "gate", domain: "water", capacity: 2, corridors: "NE", gate: "beta" },
  { id: 5, type: "gate", domain: "water", capacity: 3, corridors: "N", gate: "beta" },
  { id: 6, type: "gate", domain: "water", capacity: 3, corridors: "NEW", gate: "beta" },
  { id: 7, type: "gate", domain: "water", capacity: 4, corridors: "NS", gate: "beta" },
  { id: 8, type: "gate", domain: "water", capacity: 2, corridors: "NS", gate: "gamma" },
  { id: 9, type: "gate", domain: "water", capacity: 3, corridors: "NE", gate: "gamma" },
  { id: 10, type: "gate", domain: "water", capacity: 3, corridors: "N", gate: "gamma" },
  { id: 11, type: "gate", domain: "water", capacity: 4, corridors: "NEW", gate: "gamma" },
  { id: 12, type: "gate", domain: "wildlife", capacity: 2, corridors: "NE", gate: "alpha" },
  { id: 13, type: "gate", domain: "wildlife", capacity: 3, corridors: "N", gate: "alpha" },
  { id: 14, type: "gate", domain: "wildlife", capacity: 3, corridors: "NEW", gate: "alpha" },
  { id: 15, type: "gate", domain: "wildlife", capacity: 4, corridors: "NS", gate: "alpha" },
  { id: 16, type: "gate", domain: "wildlife", capacity: 2, corridors: "NS", gate: "beta" },
  { id: 17, type: "gate", domain: "wildlife", capacity: 3, corridors: "NE", gate: "beta" },
  { id: 18, type: "gate", domain: "wildlife", capacity: 3, corridors: "N", gate: "beta" },
  { id: 19, type: "gate", domain: "wildlife", capacity: 4, corridors: "NEW", gate: "beta" },
  { id: 20, type: "gate", domain: "wildlife", capacity: 2, corridors: "N", gate: "gamma" },
  { id: 21, type: "gate", domain: "wildlife", capacity: 3, corridors: "NE", gate: "gamma" },
  { id: 22, type: "gate", domain: "wildlife", capacity: 3, corridors: "NS", gate: "gamma" },
  { id: 23, type: "gate", domain: "wildlife", capacity: 4, corridors: "NE", gate: "gamma" },
  { id: 24, type: "gate", domain: "energy", capacity: 2, corridors: "NS", gate: "alpha" },
  { id: 25, type: "gate", domain: "energy", capacity: 3, corridors: "NE", gate: "alpha" },
  { id: 26, type: "gate", domain: "energy", capacity: 3, corridors: "N", gate: "alpha" },
  { id: 27, type: "gate", domain: "energy", capacity: 4, corridors: "NEW", gate: "alpha" },
  { id: 28, type: "gate", domain: "energy", capacity: 2, corridors: "N", gate: "beta" },
  { id: 29, type: "gate", domain: "energy", capacity: 3, corridors: "NE", gate: "beta" },
  { id: 30, type: "gate", domain: "energy", capacity: 3, corridors: "NS", gate: "beta" },
  { id: 31, type: "gate", domain: "energy", capacity: 4, corridors: "NE", gate: "beta" },
  { id: 32, type: "gate", domain: "energy", capacity: 2, corridors: "NE", gate: "gamma" },
  { id: 33, type: "gate", domain: "energy", capacity: 3, corridors: "N", gate: "gamma" },
  { id: 34, type: "gate", domain: "energy", capacity: 3, corridors: "NEW", gate: "gamma" },
  { id: 35, type: "gate", domain: "energy", capacity: 4, corridors: "NS", gate: "gamma" },
  { id: 36, type: "odyssey", domain: "water", capacity: 2, corridors: "NESW", bonus: "recruit" },
  { id: 37, type: "odyssey", domain: "water", capacity: 3, corridors: "NEW", bonus: "recruit" },
  { id: 38, type: "odyssey", domain: "water", capacity: 3, corridors: "NE", bonus: "recruit" },
  { id: 39, type: "odyssey", domain: "water", capacity: 2, corridors: "NEW", bonus: "promote" },
  { id: 40, type: "odyssey", domain: "water", capacity: 3, corridors: "NS", bonus: "promote" },
  { id: 41, type: "odyssey", domain: "water", capacity: 4, corridors: "NESW", bonus: "promote" },
  {
    id: 42,
    type: "odyssey",
    domain: "water",
    capacity: 3,
    corridors: "NEW",
    bonus: "robot",
    robotRoom: "water",
  },
  {
    id: 43,
    type: "odyssey",
    domain: "water",
    capacity: 2,
    corridors: "NE",
    bonus: "robot",
    robotRoom: "modules",
  },
  {
    id: 44,
    type: "odyssey",
    domain: "water",
    capacity: 4,
    corridors: "NS",
    bonus: "robot",
    robotRoom: "airlock",
  },
  { id: 45, type: "odyssey", domain: "wildlife", capacity: 2, corridors: "NESW", bonus: "recruit" },
  { id: 46, type: "odyssey", domain: "wildlife", capacity: 3, corridors: "NEW", bonus: "recruit" },
  { id: 47, type: "odyssey", domain: "wildlife", capacity: 3, corridors: "NE", bonus: "recruit" },
  { id: 48, type: "odyssey", domain: "wildlife", capacity: 2, corridors: "NEW", bonus: "promote" },
  { id: 49, type: "odyssey", domain: "wildlife", capacity: 3, corridors: "NS", bonus: "promote" },
  { id: 50, type: "odyssey", domain: "wildlife", capacity: 4, corridors: "NESW", bonus: "promote" },
  {
    id: 51,
    type: "odyssey",
    domain: "wildlife",
    capacity: 3,
    corridors: "NEW",
    bonus: "robot",
    robotRoom: "wildlife",
  },
  {
    id: 52,
    type: "odyssey",
    domain: "wildlife",
    capacity: 2,
    corridors: "NE",
    bonus: "robot",
    robotRoom: "modules",
  },
  {
    id: 53,
    type: "odyssey",
    domain: "wildlife",
    capacity: 4,
    corridors: "NS",
    bonus: "robot",
    robotRoom: "airlock",
  },
  { id: 54, type: "odyssey", domain: "energy", capacity: 2, corridors: "NESW", bonus: "recruit" },
  { id: 55, type: "odyssey", domain: "energy", capacity: 3, corridors: "NEW", bonus: "recruit" },
  { id: 56, type: "odyssey", domain: "energy", capacity: 3, corridors: "NE", bonus: "recruit" },
  { id: 57, type: "odyssey", domain: "energy", capacity: 2, corridors: "NEW", bonus: "promote" },
  { id: 58, type: "odyssey", domain: "energy", capacity: 3, corridors: "NS", bonus: "promote" },
  { id: 59, type: "odyssey", domain: "energy", capacity: 4, corridors: "NESW", bonus: "promote" },
  {
    id: 60,
    type: "odyssey",
    domain: "energy",
    capacity: 3,
    corridors: "NEW",
    bonus: "robot",
    robotRoom: "energy",
  },
  {
    id: 61,
    type: "odyssey",
    domain: "energy",
    capacity: 2,
    corridors: "NE",
    bonus: "robot",
    robotRoom: "modules",
  },
  {
    id: 62,
    type: "odyssey",
    domain: "energy",
    capacity: 4,
    corridors: "NS",
    bonus: "robot",
    robotRoom: "airlock",
  },
  { id: 63, type: "access", domain: "water", capacity: 2, corridors: "N" },
  { id: 64, type: "access", domain: "water", capacity: 2, corridors: "NE" },
  { id: 65, type: "access", domain: "water", capacity: 3, corridors: "NS" },
  { id: 66, type: "access", domain: "water", capacity: 3, corridors: "NEW" },
  { id: 67, type: "access", domain: "water", capacity: 4, corridors: "NE" },
  { id: 68, type: "access", domain: "water", capacity: 4, corridors: "NESW" },
  { id: 69, type: "access", domain: "wildlife", capacity: 2, corridors: "N" },
  { id: 70, type: "access", domain: "wildlife", capacity: 2, corridors: "NE" },
  { id: 71, type: "access", domain: "wildlife", capacity: 3, corridors: "NS" },
  { id: 72, type: "access", domain: "wildlife", capacity: 3, corridors: "NEW" },
  { id: 73, type: "access", domain: "wildlife", capacity: 4, corridors: "NE" },
  { id: 74, type: "access", domain: "wildlife", capacity: 4, corridors: "NESW" },
  { id: 75, type: "access", domain: "energy", capacity: 2, corridors: "N" },
  { id: 76, type: "access", domain: "energy", capacity: 2, corridors: "NE" },
  { id: 77, type: "access", domain: "energy", capacity: 3, corridors: "NS" },
  { id: 78, type: "access", domain: "energy", capacity: 3, corridors: "NEW" },
  { id: 79, type: "access", domain: "energy", capacity: 4, corridors: "NE" },
  { id: 80, type: "access", domain: "energy", capacity: 4, corridors: "NESW" },
  { id: 81, type: "access", domain: null, capacity: 5, corridors: "NESW" },
  { id: 82, type: "access", domain: null, capacity: 5, corridors: "NESW" },
  { id: 83, type: "access", domain: null, capacity: 5, corridors: "NESW" },
  { id: 84, type: "access", domain: null, capacity: 5, corridors: "NESW" },
];

/** Id of the first white starting access module; seat k gets `WHITE_MODULE + k`. */
export const WHITE_MODULE = 81;
/** Number of tiles in the worksite (white modules excluded). */
export const WORKSITE_TILES = 81;

/** The nine piles of the worksite: pile = 3 * type index + domain index. */
export const PILES: readonly { type: ModuleType; domain: Domain }[] = MODULE_TYPES.flatMap((type) =>
  DOMAINS.map((domain) => ({ type, domain })),
);

/** Pile of a worksite tile. */
export function pileOf(tile: number): number {
  const m = MODULES[tile]!;
  return MODULE_TYPES.indexOf(m.type) * 3 + DOMAINS.indexOf(m.domain!);
}

/** Corridor bit mask of a tile before rotation (N=1, E=2, S=4, W=8). */
export const CORRIDOR_MASKS: readonly number[] = MODULES.map((m) =>
  SIDES.reduce((mask, side, i) => (m.corridors.includes(side) ? mask | (1 << i) : mask), 0),
);
