/**
 * Space Opera content as data: map cards (planets, space, space objects), the technology deck,
 * the building cost table and the scenarios. The engine interprets these tables.
 */

export const RESOURCES = ["energy", "ore"] as const;
export type Resource = (typeof RESOURCES)[number];

export const BUILD_ITEMS = [
  "meeple",
  "windmill",
  "refinery",
  "farm",
  "bunker",
  "ship",
  "bio",
  "nuke",
] as const;
export type BuildItem = (typeof BUILD_ITEMS)[number];

/** Rulebook "Building Cost" table: meeples turned, energy and ore paid from the planet's store. */
export const BUILD_COST: Record<BuildItem, { meeples: number; energy: number; ore: number }> = {
  meeple: { meeples: 1, energy: 1, ore: 0 },
  windmill: { meeples: 1, energy: 1, ore: 1 },
  refinery: { meeples: 1, energy: 1, ore: 1 },
  farm: { meeples: 1, energy: 1, ore: 1 },
  bunker: { meeples: 1, energy: 2, ore: 3 },
  ship: { meeples: 1, energy: 1, ore: 1 },
  bio: { meeples: 1, energy: 1, ore: 2 },
  nuke: { meeples: 1, energy: 2, ore: 3 },
};

/** Rulebook "Structure Tokens": at most 3 levels of each resource structure on a planet. */
export const MAX_LEVEL = 3;
/** Rulebook "Resource Tokens": a planet stores at most 10 energy and 10 ore. */
export const RESOURCE_CAP = 10;
/** Rulebook "Technology Cards": at most four tech cards in hand. */
export const HAND_LIMIT = 4;
/** Rulebook "Biological/Nuclear Attack": markers stay until the end of the third round. */
export const MARKER_ROUNDS = 3;

export interface PlanetCard {
  id: string;
  name: string;
  energy: number;
  ore: number;
  capacity: number;
}

/** Class 1-5 from the three resource pips (sum 3-4 -> 1, 5 -> 2, 6 -> 3, 7 -> 4, 8-9 -> 5). */
export function planetClass(p: { energy: number; ore: number; capacity: number }): number {
  const sum = p.energy + p.ore + p.capacity;
  return Math.max(1, Math.min(5, sum - 3));
}

const PLANET_ROWS: [string, number, number, number][] = [
  // class 5
  ["Aurelia Prime", 3, 3, 3],
  ["Borealis", 3, 3, 2],
  ["Cygnus Gate", 3, 2, 3],
  ["Dorado", 2, 3, 3],
  // class 4
  ["Elysium", 3, 3, 1],
  ["Fornax", 3, 1, 3],
  ["Gaia Nova", 1, 3, 3],
  ["Helion", 3, 2, 2],
  ["Ixion", 2, 3, 2],
  ["Juno", 2, 2, 3],
  // class 3
  ["Kepler's Rest", 2, 2, 2],
  ["Lyra", 3, 2, 1],
  ["Meridian", 3, 1, 2],
  ["Nereid", 2, 3, 1],
  ["Orion's Forge", 2, 1, 3],
  ["Pallas", 1, 3, 2],
  ["Quasar Reach", 1, 2, 3],
  // class 2
  ["Rhea", 2, 2, 1],
  ["Solace", 2, 1, 2],
  ["Tethys", 1, 2, 2],
  ["Umbra", 3, 1, 1],
  ["Vesper", 1, 3, 1],
  ["Wrenfall", 1, 1, 3],
  // class 1
  ["Xanthe", 1, 1, 1],
  ["Ymir", 2, 1, 1],
  ["Zephyr", 1, 2, 1],
  ["Ashfall", 1, 1, 2],
];

/** The 27 planet cards. */
export const PLANETS: readonly PlanetCard[] = PLANET_ROWS.map(([name, energy, ore, capacity], i) => ({
  id: `planet-${String(i + 1).padStart(2, "0")}`,
  name,
  energy,
  ore,
  capacity,
}));

export const OBJECT_KINDS = ["space", "supernova", "asteroid", "wormhole"] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

/** Non-planet map cards: 27 space cards and 6 space objects. */
export const SPACE_CARDS: readonly { id: string; kind: ObjectKind }[] = [
  ...Array.from({ length: 27 }, (_, i) => ({
    id: `space-${String(i + 1).padStart(2, "0")}`,
    kind: "space" as const,
  })),
  { id: "supernova-1", kind: "supernova" },
  { id: "asteroid-1", kind: "asteroid" },
  { id: "asteroid-2", kind: "asteroid" },
  { id: "wormhole-1", kind: "wormhole" },
  { id: "wormhole-2", kind: "wormhole" },
  { id: "wormhole-3", kind: "wormhole" },
];

export type CardKind = "planet" | ObjectKind;
const PLANET_BY_ID = new Map(PLANETS.map((p) => [p.id, p]));
const KIND_BY_ID = new Map<string, CardKind>([
  ...PLANETS.map((p) => [p.id, "planet"] as const),
  ...SPACE_CARDS.map((c) => [c.id, c.kind] as const),
]);

/** Kind of a map card ("void" is the empty space a Wave Motion Gun leaves behind). */
export function cardKind(id: string): CardKind {
  if (id === "void") return "space";
  const k = KIND_BY_ID.get(id);
  if (!k) throw new Error(`unknown map card ${id}`);
  return k;
}

export function planetCard(id: string): PlanetCard {
  const p = PLANET_BY_ID.get(id);
  if (!p) throw new Error(`not a planet card: ${id}`);
  return p;
}

/** When a tech is used. */
export type TechTiming =
  | "passive" // always on while held
  | "build" // free action on your Building turn
  | "move" // free action (or ship action) on your Movement turn
  | "reaction" // answered when its trigger happens (a pending decision)
  | "harvest" // on your turn of the Production/Harvest phase
  | "upkeep"; // on your turn of the Maintenance phase

export interface TechCost {
  energy?: number;
  ore?: number;
  shipEnergy?: number;
}

/** What a tech does, interpreted by the engine. */
export type TechEffect =
  | { kind: "production"; energy: number; ore: number }
  | { kind: "capacity"; bonus: number }
  | { kind: "invasionStrength"; bonus: number }
  | { kind: "movePerEnergy"; bonus: number }
  | { kind: "fusion" }
  | { kind: "hyperspace" }
  | { kind: "ignoreMissileDefense" }
  | { kind: "negateStealth" }
  | { kind: "reaction"; trigger: "enemyEntersPlanet" | "strikeEntersPlanet" | "shipHit" | "armorUsed" }
  | { kind: "convert"; from: Resource; to: Resource }
  | { kind: "transfer"; resources: readonly ("energy" | "ore" | "meeple")[] }
  | { kind: "transferStructure" }
  | { kind: "stealth" }
  | { kind: "emp" }
  | { kind: "telescope" }
  | { kind: "wave"; range: number }
  | { kind: "hack" }
  | { kind: "spy" }
  | { kind: "rogue" }
  | { kind: "trader" }
  | { kind: "ambassador" }
  | { kind: "strikeBunker" }
  | { kind: "strikeWarheads" };

export interface Tech {
  id: TechId;
  name: string;
  text: string;
  timing: TechTiming;
  cost: TechCost;
  effect: TechEffect;
}

export const TECH_IDS = [
  "ambassador",
  "empPulseCannon",
  "engineer",
  "energyConverter",
  "energyShield",
  "armorPiercer",
  "forceField",
  "fusionReactor",
  "hacker",
  "hyperspaceDrive",
  "kamikazePilot",
  "matterConverter",
  "metallurgist",
  "missileDefense",
  "permaculture",
  "plasmaPropulsion",
  "radioTelescope",
  "rogue",
  "shipArmor",
  "spaceBridge",
  "spy",
  "stealth",
  "superSoldier",
  "surgicalStrike",
  "trader",
  "transportBeam",
  "waveMotionGun",
] as const;
export type TechId = (typeof TECH_IDS)[number];

/** The 27 technologies of the rulebook, one card each. */
export const TECHS: Record<TechId, Tech> = {
  ambassador: {
    id: "ambassador",
    name: "Ambassador",
    text: "Offer ties in Maintenance; if accepted you pay 1 resource each Maintenance and they may not attack you.",
    timing: "upkeep",
    cost: {},
    effect: { kind: "ambassador" },
  },
  empPulseCannon: {
    id: "empPulseCannon",
    name: "EM Pulse Cannon",
    text: "1 ship energy: enemy ships and techs on a card next to your ship stop working until the end of Movement.",
    timing: "move",
    cost: { shipEnergy: 1 },
    effect: { kind: "emp" },
  },
  engineer: {
    id: "engineer",
    name: "Engineer",
    text: "Your planets produce +1 energy.",
    timing: "passive",
    cost: {},
    effect: { kind: "production", energy: 1, ore: 0 },
  },
  energyConverter: {
    id: "energyConverter",
    name: "Energy Converter",
    text: "Pay 1 energy to turn energy into as much ore on a planet.",
    timing: "build",
    cost: { energy: 1 },
    effect: { kind: "convert", from: "energy", to: "ore" },
  },
  energyShield: {
    id: "energyShield",
    name: "Energy Shield",
    text: "1 ship energy: your ship survives an attack, a nuclear one included.",
    timing: "reaction",
    cost: { shipEnergy: 1 },
    effect: { kind: "reaction", trigger: "shipHit" },
  },
  armorPiercer: {
    id: "armorPiercer",
    name: "Armor Piercer",
    text: "1 ore: cancel a Ship Armor, or let a missile destroy a bunker.",
    timing: "reaction",
    cost: { ore: 1 },
    effect: { kind: "reaction", trigger: "armorUsed" },
  },
  forceField: {
    id: "forceField",
    name: "Force Field",
    text: "1 energy: destroy an enemy ship entering your planet.",
    timing: "reaction",
    cost: { energy: 1 },
    effect: { kind: "reaction", trigger: "enemyEntersPlanet" },
  },
  fusionReactor: {
    id: "fusionReactor",
    name: "Fusion Reactor",
    text: "Your ships are not destroyed when out of energy and may move 1 space without energy.",
    timing: "passive",
    cost: {},
    effect: { kind: "fusion" },
  },
  hacker: {
    id: "hacker",
    name: "Hacker",
    text: "Once per round, cancel a tech another player has played, until the end of the round.",
    timing: "move",
    cost: {},
    effect: { kind: "hack" },
  },
  hyperspaceDrive: {
    id: "hyperspaceDrive",
    name: "Hyperspace Drive",
    text: "Ships may use more than 1 energy per Movement; in hyperspace they pass blockades, cannot land or be destroyed.",
    timing: "passive",
    cost: {},
    effect: { kind: "hyperspace" },
  },
  kamikazePilot: {
    id: "kamikazePilot",
    name: "Kamikaze Pilot",
    text: "Missile Defense does not work against your ships.",
    timing: "passive",
    cost: {},
    effect: { kind: "ignoreMissileDefense" },
  },
  matterConverter: {
    id: "matterConverter",
    name: "Matter Converter",
    text: "Pay 1 ore to turn ore into as much energy on a planet.",
    timing: "build",
    cost: { ore: 1 },
    effect: { kind: "convert", from: "ore", to: "energy" },
  },
  metallurgist: {
    id: "metallurgist",
    name: "Metallurgist",
    text: "Your planets produce +1 ore.",
    timing: "passive",
    cost: {},
    effect: { kind: "production", energy: 0, ore: 1 },
  },
  missileDefense: {
    id: "missileDefense",
    name: "Missile Defense System",
    text: "1 energy: destroy a drone missile or airstrike entering your planet (not piloted ships).",
    timing: "reaction",
    cost: { energy: 1 },
    effect: { kind: "reaction", trigger: "strikeEntersPlanet" },
  },
  permaculture: {
    id: "permaculture",
    name: "Permaculture Expert",
    text: "Your planets get +1 capacity.",
    timing: "passive",
    cost: {},
    effect: { kind: "capacity", bonus: 1 },
  },
  plasmaPropulsion: {
    id: "plasmaPropulsion",
    name: "Plasma Propulsion System",
    text: "Your ships move 1 extra space per ship energy.",
    timing: "passive",
    cost: {},
    effect: { kind: "movePerEnergy", bonus: 1 },
  },
  radioTelescope: {
    id: "radioTelescope",
    name: "Radio Telescope",
    text: "1 energy per card: look at a face-down map card in Movement. Enemy stealth does not work against you.",
    timing: "move",
    cost: { energy: 1 },
    effect: { kind: "telescope" },
  },
  rogue: {
    id: "rogue",
    name: "Rogue",
    text: "In Production, steal 1 energy or ore from each other player.",
    timing: "harvest",
    cost: {},
    effect: { kind: "rogue" },
  },
  shipArmor: {
    id: "shipArmor",
    name: "Ship Armor",
    text: "1 ore: your ship survives an attack (not a nuclear one).",
    timing: "reaction",
    cost: { ore: 1 },
    effect: { kind: "reaction", trigger: "shipHit" },
  },
  spaceBridge: {
    id: "spaceBridge",
    name: "Space Bridge",
    text: "1 energy: move energy or ore between two of your planets in Building.",
    timing: "build",
    cost: { energy: 1 },
    effect: { kind: "transfer", resources: ["energy", "ore"] },
  },
  spy: {
    id: "spy",
    name: "Spy",
    text: "Once per round, look at another player's techs and copy one until the end of the round.",
    timing: "build",
    cost: {},
    effect: { kind: "spy" },
  },
  stealth: {
    id: "stealth",
    name: "Stealth Technology",
    text: "1 ship energy: until the end of Movement your ship avoids ship attacks, passes blockades and Missile Defense.",
    timing: "move",
    cost: { shipEnergy: 1 },
    effect: { kind: "stealth" },
  },
  superSoldier: {
    id: "superSoldier",
    name: "Super Soldier",
    text: "+2 meeple strength in invasions.",
    timing: "passive",
    cost: {},
    effect: { kind: "invasionStrength", bonus: 2 },
  },
  surgicalStrike: {
    id: "surgicalStrike",
    name: "Surgical Strike",
    text: "Your missiles may target an enemy planet's warheads.",
    timing: "passive",
    cost: {},
    effect: { kind: "strikeWarheads" },
  },
  trader: {
    id: "trader",
    name: "Trader",
    text: "In Production, force a trade: 1 of your energy or ore for 2 of another player's.",
    timing: "harvest",
    cost: {},
    effect: { kind: "trader" },
  },
  transportBeam: {
    id: "transportBeam",
    name: "Transport Beam",
    text: "2 energy: move energy, ore or meeples between your planets; 3 energy: move 1 structure.",
    timing: "build",
    cost: { energy: 2 },
    effect: { kind: "transfer", resources: ["energy", "ore", "meeple"] },
  },
  waveMotionGun: {
    id: "waveMotionGun",
    name: "Wave Motion Gun",
    text: "10 ship energy: destroy everything on a card up to 3 spaces away, a planet included.",
    timing: "move",
    cost: { shipEnergy: 10 },
    effect: { kind: "wave", range: 3 },
  },
};

/** Transport Beam's price for one structure token. */
export const BEAM_STRUCTURE_ENERGY = 3;
export const BEAM_STRUCTURES = ["windmill", "refinery", "farm", "bunker", "nuke", "bio"] as const;
export type BeamStructure = (typeof BEAM_STRUCTURES)[number];

/** A scenario: the map and what goes on it, as data. */
export interface Scenario {
  id: string;
  title: string;
  width: number;
  height: number;
  /** Spaces a ship moves per ship energy. */
  movePerEnergy: number;
  /** Class of the starting planets. */
  startClass: number;
  /** Starting planet cells per seat, by player count (cells are row * width + column). */
  starts: Record<string, number[][]>;
  /** Face-down planets (drawn from the planets not of the starting class), by player count. */
  hiddenPlanets: Record<string, number>;
  objects: { supernova: number; asteroid: number; wormhole: number };
  spaceCards: number;
}

/** Rulebook "First Game Setup": 5x5, corners Red UL, Blue UR, Purple LR, Green LL. */
export const FIRST_GAME: Scenario = {
  id: "first-game",
  title: "First Game (Last-Man-Standing)",
  width: 5,
  height: 5,
  movePerEnergy: 2,
  startClass: 5,
  starts: {
    // 2 players draw in turn from Staging-2: Red UL, Blue UR, Red LR, Blue LL.
    "2": [
      [0, 24],
      [4, 20],
    ],
    "3": [[0], [4], [24]],
    "4": [[0], [4], [24], [20]],
  },
  hiddenPlanets: { "2": 4, "3": 5, "4": 4 },
  objects: { supernova: 1, asteroid: 1, wormhole: 2 },
  spaceCards: 13,
};

export const SCENARIOS: Record<string, Scenario> = { [FIRST_GAME.id]: FIRST_GAME };
