/** Space Opera state, moves, options and views (plain JSON data); the events are in events.ts. */
import { z } from "zod";
import type { RngState } from "../core/rng.ts";
import type { Seat } from "../core/types.ts";
import { BEAM_STRUCTURES, BUILD_ITEMS, type BuildItem, SCENARIOS, TECH_IDS, type TechId } from "./content.ts";

export const optionsSchema = z
  .object({
    /** Scenario id from SCENARIOS. */
    scenario: z
      .enum(Object.keys(SCENARIOS) as [string, ...string[]])
      .default("first-game")
      .describe("Scenario (map and setup)"),
    /** Rulebook "Ending the Game": optional time limit, in rounds (null = last man standing). */
    roundLimit: z
      .number()
      .int()
      .min(1)
      .max(200)
      .nullable()
      // The rulebook's time limit, on by default so that every table ends in reasonable time (958 of
      // 1,000 bot games end by round 30 anyway); null (empty in the form) is last player standing.
      .default(30)
      .describe("Round limit: most planets wins, then class total (empty: last player standing)"),
    /** Rulebook "Player Re-Spawn": an eliminated player gets one newly discovered planet. */
    respawn: z.boolean().default(false).describe("Re-spawn: an eliminated player gets a new planet once"),
  })
  .strict();
export type OperaOptions = z.infer<typeof optionsSchema>;

export interface Planet {
  card: string;
  owner: Seat | null;
  meeples: number;
  /** Meeples turned (already used) this round. */
  used: number;
  energy: number;
  ore: number;
  windmill: number;
  refinery: number;
  farm: number;
  bunker: number;
  nukes: number;
  bios: number;
  /** Last round of a Contamination marker (0 = none). */
  contaminated: number;
  /** Last round of a Nuclear Fallout marker (0 = none). */
  fallout: number;
}

export interface Ship {
  id: number;
  /** null: a drone stuck on a planet without a controlling player. */
  owner: Seat | null;
  cell: number;
  energy: number;
  meeples: number;
  ore: number;
  nukes: number;
  bios: number;
  /** Movements started this Movement phase. */
  acts: number;
  /** Cargo direction this phase: 1 loaded, -1 unloaded, 0 neither (keeps the moves finite). */
  load: number;
  stealth: boolean;
  /** Fired its EM pulse this phase. */
  pulsed: boolean;
  /** Used Fusion Reactor's free space this phase. */
  fused: boolean;
}

export type Phase = "build" | "move" | "harvest" | "upkeep" | "over";

// ---------------------------------------------------------------- move vocabulary

/** What a ship may carry (`load`/`unload`). */
export const CARGOS = ["energy", "ore", "meeple", "nuke", "bio"] as const;
export type Cargo = (typeof CARGOS)[number];
/**
 * What a missile can hit on an enemy planet (rulebook "Missile or Airstrike"): one piece of what is
 * built there, or all its warheads at once (`warheads`, Surgical Strike).
 */
export const MISSILE_TARGETS = [
  "meeple",
  "windmill",
  "refinery",
  "farm",
  "bunker",
  "ship",
  "warheads",
] as const satisfies readonly (BuildItem | "warheads")[];
export type MissileTarget = (typeof MISSILE_TARGETS)[number];
/**
 * What a ship entering an enemy planet may do (`attack`): invade, a warhead, or a missile's target
 * (`none`: a missile with nothing it can hit).
 */
export const STRIKE_TARGETS = ["invade", "nuke", "bio", ...MISSILE_TARGETS, "none"] as const;
export type StrikeTarget = (typeof STRIKE_TARGETS)[number];
/** Techs answered as reactions (`react`). */
export const REACTION_TECHS = [
  "energyShield",
  "shipArmor",
  "armorPiercer",
  "forceField",
  "missileDefense",
] as const;
export type ReactionTech = (typeof REACTION_TECHS)[number];
/** Techs a planet's defender answers a ship entering it with. */
export type PlanetDefenseTech = "forceField" | "missileDefense";
export const CONVERTER_TECHS = ["energyConverter", "matterConverter"] as const;
export type ConverterTech = (typeof CONVERTER_TECHS)[number];
/** What a Transport Beam moves between two planets (Space Bridge: energy and ore only). */
export const BEAM_RESOURCES = ["energy", "ore", "meeple"] as const;
export type BeamResource = (typeof BEAM_RESOURCES)[number];
const RESOURCE_LIST = ["energy", "ore"] as const;

/** A step of a resolution in progress; decision steps wait for one seat's answer. */
export type Step =
  | { k: "pickShip"; seat: Seat; cell: number }
  | { k: "protect"; seat: Seat; ship: number; nuke: boolean; hitter: Seat }
  | { k: "pierce"; seat: Seat; ship: number }
  | { k: "resolveShips" }
  | { k: "attackPlanet"; seat: Seat; cell: number }
  | { k: "defendPlanet"; seat: Seat; cell: number }
  | { k: "resolvePlanet" }
  | { k: "arrive" }
  | { k: "endMove" }
  | { k: "explore"; seat: Seat; ship: number }
  | { k: "strand"; ship: number }
  | { k: "discardTech"; seat: Seat }
  /** `holder`: the Ambassador's holder offering ties to `seat`. */
  | { k: "answerTies"; seat: Seat; holder: Seat }
  /** `proposer` asked the table to end the game now (standings by the time-limit rule). */
  | { k: "answerEnd"; seat: Seat; proposer: Seat }
  | { k: "closeVote" }
  | { k: "nextTurn" };

/** The fight in progress (one at a time). */
export interface Combat {
  ship: number;
  attacker: Seat;
  /** The cell the attacking ship came from (it falls back there when both sides hold). */
  prev: number;
  cell: number;
  defender: Seat;
  nuke: boolean;
  targets: number[];
  /** Ships saved by a shield or an armor. */
  saved: number[];
  strike: StrikeTarget | null;
  strikeShip: number | null;
  defense: PlanetDefenseTech | null;
}

export interface Active {
  ship: number;
  points: number;
  hyper: boolean;
  prev: number;
}

/** How the game ended (`null` while it goes on). */
export type EndReason = "lastStanding" | "roundLimit" | "agreement";

export interface OperaState {
  scenario: string;
  players: number;
  roundLimit: number | null;
  respawn: boolean;
  width: number;
  height: number;
  movePerEnergy: number;
  /** Map card per cell ("void" after a Wave Motion Gun). */
  cards: string[];
  faceUp: boolean[];
  planets: (Planet | null)[];
  ships: Ship[];
  nextShip: number;
  deck: TechId[];
  hands: TechId[][];
  /** Cards of each hand that were played face up (public). */
  revealed: TechId[][];
  /** Face-down cells each seat has seen with a Radio Telescope. */
  known: number[][];
  spied: ({ target: Seat; techs: TechId[] } | null)[];
  spyCopy: (TechId | null)[];
  /** Once-per-round uses ("spy", "hack", "trade", "rogue:2", "end"...). */
  once: string[][];
  hacked: { seat: Seat; tech: TechId }[];
  emp: { cell: number; by: Seat }[];
  ties: { holder: Seat; target: Seat }[];
  round: number;
  phase: Phase;
  first: Seat;
  turn: Seat;
  passed: boolean[];
  /** Took an action this Building phase (Research must be declared as the first action). */
  acted: boolean[];
  done: number[];
  activePlanet: number | null;
  active: Active | null;
  queue: Step[];
  combat: Combat | null;
  /** Elimination order (1 = first out), 0 = still in. */
  out: number[];
  respawned: boolean[];
  /** Players who surrendered (they are out and never re-spawn). */
  surrendered: boolean[];
  /** The proposal to end the game being answered: who proposed it and who accepted so far. */
  endVote: { proposer: Seat; accepted: Seat[] } | null;
  /** Owner of each cell's planet at the end of the last round in which a planet changed hands. */
  owners: (Seat | null)[];
  /** That round (0: none yet). */
  ownersChanged: number;
  endReason: EndReason | null;
  /** Planet cards still face down (public: the scenario says how many were hidden). */
  hiddenPlanets: number;
  rng: RngState;
}

/** A deep copy of the state (faster than structuredClone for this shape). */
export function cloneState(s: OperaState): OperaState {
  return {
    ...s,
    cards: [...s.cards],
    faceUp: [...s.faceUp],
    planets: s.planets.map((p) => (p ? { ...p } : null)),
    ships: s.ships.map((x) => ({ ...x })),
    deck: [...s.deck],
    hands: s.hands.map((h) => [...h]),
    revealed: s.revealed.map((h) => [...h]),
    known: s.known.map((h) => [...h]),
    spied: s.spied.map((x) => (x ? { target: x.target, techs: [...x.techs] } : null)),
    spyCopy: [...s.spyCopy],
    once: s.once.map((h) => [...h]),
    hacked: s.hacked.map((x) => ({ ...x })),
    emp: s.emp.map((x) => ({ ...x })),
    ties: s.ties.map((x) => ({ ...x })),
    passed: [...s.passed],
    acted: [...s.acted],
    done: [...s.done],
    active: s.active ? { ...s.active } : null,
    queue: s.queue.map((x) => ({ ...x })),
    combat: s.combat ? { ...s.combat, targets: [...s.combat.targets], saved: [...s.combat.saved] } : null,
    out: [...s.out],
    respawned: [...s.respawned],
    surrendered: [...s.surrendered],
    endVote: s.endVote ? { proposer: s.endVote.proposer, accepted: [...s.endVote.accepted] } : null,
    owners: [...s.owners],
    rng: [...s.rng],
  };
}

const cell = z.number().int().min(0).max(399);
const seat = z.number().int().min(0).max(3);
const shipId = z.number().int().min(0).max(100000);
const amount = z.number().int().min(1).max(10);
const techId = z.enum(TECH_IDS);
const res = z.enum(RESOURCE_LIST);

/** Wire shape of every move; `OperaMove` is inferred from it. */
export const moveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("build"), planet: cell, item: z.enum(BUILD_ITEMS) }).strict(),
  z.object({ type: z.literal("endTurn") }).strict(),
  z.object({ type: z.literal("research") }).strict(),
  z.object({ type: z.literal("pass") }).strict(),
  z.object({ type: z.literal("convert"), tech: z.enum(CONVERTER_TECHS), planet: cell, amount }).strict(),
  z.object({ type: z.literal("bridge"), from: cell, to: cell, resource: res, amount }).strict(),
  z
    .object({ type: z.literal("beam"), from: cell, to: cell, resource: z.enum(BEAM_RESOURCES), amount })
    .strict(),
  z
    .object({ type: z.literal("beamStructure"), from: cell, to: cell, structure: z.enum(BEAM_STRUCTURES) })
    .strict(),
  z.object({ type: z.literal("spy"), target: seat }).strict(),
  z.object({ type: z.literal("spyCopy"), tech: techId }).strict(),
  z.object({ type: z.literal("hack"), target: seat, tech: techId }).strict(),
  z.object({ type: z.literal("load"), ship: shipId, cargo: z.enum(CARGOS) }).strict(),
  z.object({ type: z.literal("unload"), ship: shipId, cargo: z.enum(CARGOS) }).strict(),
  z.object({ type: z.literal("step"), ship: shipId, to: cell, hyper: z.boolean() }).strict(),
  z.object({ type: z.literal("stop") }).strict(),
  z.object({ type: z.literal("stealth"), ship: shipId }).strict(),
  z.object({ type: z.literal("emp"), ship: shipId, cell }).strict(),
  z.object({ type: z.literal("telescope"), cell }).strict(),
  z.object({ type: z.literal("wave"), ship: shipId, cell }).strict(),
  z.object({ type: z.literal("explore"), flip: z.boolean() }).strict(),
  z.object({ type: z.literal("pickShip"), ship: shipId }).strict(),
  z.object({ type: z.literal("react"), tech: z.enum(REACTION_TECHS).nullable() }).strict(),
  z.object({ type: z.literal("attack"), target: z.enum(STRIKE_TARGETS), ship: shipId.nullable() }).strict(),
  z.object({ type: z.literal("discardTech"), tech: techId }).strict(),
  z.object({ type: z.literal("rogue"), victim: seat, resource: res }).strict(),
  z
    .object({ type: z.literal("trade"), victim: seat, give: res, takeEnergy: z.number().int().min(0).max(2) })
    .strict(),
  z.object({ type: z.literal("offerTies"), target: seat }).strict(),
  z.object({ type: z.literal("answerTies"), accept: z.boolean() }).strict(),
  z.object({ type: z.literal("done") }).strict(),
  /** Rulebook "Ending the Game": the player concedes; he is out at once. */
  z.object({ type: z.literal("surrender") }).strict(),
  /** Asks every other player still in to end the game now, by the time-limit rule's standings. */
  z.object({ type: z.literal("proposeEnd") }).strict(),
  z.object({ type: z.literal("answerEnd"), accept: z.boolean() }).strict(),
]);
export type OperaMove = z.infer<typeof moveSchema>;
export type OperaMoveOf<T extends OperaMove["type"]> = Extract<OperaMove, { type: T }>;

// ---------------------------------------------------------------- views

/** Decision kinds a seat may be asked for. */
export type DecisionKind = Extract<Step, { seat: Seat }>["k"];

/** The decision a seat is asked for, as everyone may see it. */
export interface PublicDecision {
  kind: DecisionKind;
  seat: Seat;
  cell?: number;
  ship?: number;
  /** answerTies: the Ambassador's holder offering ties. */
  holder?: Seat;
  /** answerEnd: who proposed to end the game. */
  proposer?: Seat;
}

/** A seat's standing by the time-limit rule (rulebook "Ending the Game"), as it is now. */
export interface Standing {
  /** Planets controlled. */
  planets: number;
  /** Sum of the classes of those planets (the tie-break). */
  classTotal: number;
  /** Meeples on its planets and aboard its ships. */
  meeples: number;
  ships: number;
  /** Rank if the game ended now by the time-limit rule (players out rank last, the last out first). */
  rank: number;
}

/** Numbers of a planet everyone may know. */
export interface PlanetFacts {
  /** Class 1-5 (rulebook: from the resource pips). */
  class: number;
  /**
   * Invasion defense as the table knows it: meeples + occupied bunkers, + Super Soldier if the owner's
   * card is face up (a hidden one may add 2 more).
   */
  defense: number;
  /** Meeples and farm levels its bunkers protect from nuclear and biological strikes. */
  shelteredMeeples: number;
  shelteredFarms: number;
  /** Meeples not turned yet this round (free to build or clone). */
  free: number;
  /** Rounds its Contamination and Nuclear Fallout markers still last, this one included (0: none). */
  contaminatedRounds: number;
  falloutRounds: number;
}

export interface OperaPublic {
  scenario: string;
  width: number;
  height: number;
  movePerEnergy: number;
  roundLimit: number | null;
  round: number;
  phase: Phase;
  first: Seat;
  turn: Seat;
  passed: boolean[];
  /** Face-up card per cell, null when face down. */
  cards: (string | null)[];
  planets: (Planet | null)[];
  ships: Ship[];
  handSizes: number[];
  revealed: TechId[][];
  deckSize: number;
  hacked: { seat: Seat; tech: TechId }[];
  emp: { cell: number; by: Seat }[];
  ties: { holder: Seat; target: Seat }[];
  done: number[];
  activePlanet: number | null;
  active: Active | null;
  decision: PublicDecision | null;
  combat: Combat | null;
  out: number[];
  hiddenPlanets: number;
  once: string[][];
  // ---- numbers the rules compute, so that the screen computes none
  /** Per cell, null where there is no face-up planet. */
  planetFacts: (PlanetFacts | null)[];
  /** Per seat. */
  standings: Standing[];
  /** Rounds left after this one with a round limit (0: this is the last round), else null. */
  roundsLeft: number | null;
  /** Rounds completed in a row without any planet changing hands (the bots press on this). */
  calmRounds: number;
  /** Per seat: surrendered (and so out). */
  surrendered: boolean[];
  /** The proposal to end the game being answered, if any. */
  endVote: { proposer: Seat; accepted: Seat[] } | null;
  /** How the game ended, null while it goes on. */
  endReason: EndReason | null;
}

/** What entering a cell does to a moving ship, as its owner can tell beforehand. */
export type Arrival =
  /** Nothing: the movement may go on or stop there. */
  | "pass"
  /** An uncontrolled face-up planet: the ship lands and its movement ends. */
  | "land"
  /** An enemy planet: the ship strikes or invades it and is used up. */
  | "attack"
  /** Enemy ships there: ship-to-ship combat (the reach does not look beyond). */
  | "fight"
  /** A face-up supernova: the ship is destroyed. */
  | "supernova";

/** A cell a ship can reach with its current (or next) movement, found by the engine's own checks. */
export interface Reach {
  cell: number;
  /** Cells entered from the ship's cell, this one last (one shortest way, most spaces left). */
  path: number[];
  hyper: boolean;
  /** Ship energy this movement spends (1; 0 for Fusion Reactor's free space or a movement under way). */
  energy: number;
  /** Spaces left after entering the cell. */
  spacesLeft: number;
  arrival: Arrival;
  /** The movement cannot go on from here (no spaces left, or the arrival ends it). */
  ends: boolean;
  /** The movement may stop here (a stop would be legal, or it ends here anyway). */
  canStop: boolean;
  /**
   * `supernova`: the ship is destroyed on entering; `strand`: the ship is destroyed if its movement
   * ends here (no ship energy left off a planet, no Fusion Reactor; a face-down card counts as space).
   */
  danger: "supernova" | "strand" | null;
}

/** One of the seat's ships, with what the rules compute for it now. */
export interface ShipFacts {
  ship: number;
  /** Invasion strength if it invaded now: meeples aboard (+2 Super Soldier). */
  attack: number;
  /** Cells the ship can reach now (its next movement, or the one under way); empty when it cannot move. */
  reach: Reach[];
}

/** One of the seat's planets, with what the rules compute for it now. */
export interface OwnPlanetFacts {
  cell: number;
  /** Capacity (pips + farms, + Permaculture Expert). */
  capacity: number;
  /** Meeples Maintenance would remove now (above capacity). */
  overpopulation: number;
  /** Energy and ore the next Production would add (after the cap of 10), with the seat's techs. */
  production: { energy: number; ore: number };
  /** Invasion defense with the seat's own techs (meeples + occupied bunkers + Super Soldier). */
  defense: number;
}

export interface OperaPrivate {
  hand: TechId[];
  /** Face-down cards this seat has seen with its Radio Telescope. */
  known: { cell: number; card: string }[];
  spied: { target: Seat; techs: TechId[] } | null;
  spyCopy: TechId | null;
  /** The seat's planets, by cell order. */
  planets: OwnPlanetFacts[];
  /** The seat's ships, by id order. */
  ships: ShipFacts[];
}

/** Column letter and row number of a card of the map ("C2"), as the map is labelled. */
export function cellName(cell: number, width: number): string {
  return `${String.fromCharCode(65 + (cell % width))}${Math.floor(cell / width) + 1}`;
}
