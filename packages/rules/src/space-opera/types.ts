/** Space Opera state, moves, events and views (plain JSON data). */
import { z } from "zod";
import type { RngState } from "../core/rng.ts";
import type { GameEvent, Seat } from "../core/types.ts";
import { BEAM_STRUCTURES, BUILD_ITEMS, SCENARIOS, TECH_IDS, type TechId } from "./content.ts";

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
      .default(null)
      .describe("Round limit: most planets wins, then class total (empty: last player standing)"),
    /** Rulebook "Player Re-Spawn": an eliminated player gets one newly discovered planet. */
    respawn: z.boolean().default(false).describe("Re-spawn: an eliminated player gets a new planet once"),
  })
  .strict();
export type Options = z.infer<typeof optionsSchema>;

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
  | { k: "answerTies"; seat: Seat; from: Seat }
  | { k: "nextTurn" };

/** The fight in progress (one at a time). */
export interface Combat {
  ship: number;
  attacker: Seat;
  prev: number;
  cell: number;
  defender: Seat;
  nuke: boolean;
  targets: number[];
  /** Ships saved by a shield or an armor. */
  saved: number[];
  strike: string | null;
  strikeShip: number | null;
  defense: "forceField" | "missileDefense" | null;
}

export interface Active {
  ship: number;
  points: number;
  hyper: boolean;
  prev: number;
}

export interface State {
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
  /** Once-per-round uses ("spy", "hack", "trade", "rogue:2"...). */
  once: string[][];
  hacked: { seat: Seat; tech: TechId }[];
  emp: { cell: number; by: Seat }[];
  ties: { holder: Seat; target: Seat }[];
  round: number;
  phase: Phase;
  first: Seat;
  turn: Seat;
  passed: boolean[];
  /** Built something this Building phase (Research must be the first action). */
  built: boolean[];
  done: number[];
  activePlanet: number | null;
  active: Active | null;
  queue: Step[];
  combat: Combat | null;
  /** Elimination order (1 = first out), 0 = still in. */
  out: number[];
  respawned: boolean[];
  /** Planet cards still face down (public: the scenario says how many were hidden). */
  hiddenPlanets: number;
  rng: RngState;
}

const cell = z.number().int().min(0).max(399);
const seat = z.number().int().min(0).max(3);
const shipId = z.number().int().min(0).max(100000);
const amount = z.number().int().min(1).max(10);
const techId = z.enum(TECH_IDS);
const cargo = z.enum(["energy", "ore", "meeple", "nuke", "bio"]);
const res = z.enum(["energy", "ore"]);

export const moveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("build"), planet: cell, item: z.enum(BUILD_ITEMS) }).strict(),
  z.object({ type: z.literal("endTurn") }).strict(),
  z.object({ type: z.literal("research") }).strict(),
  z.object({ type: z.literal("pass") }).strict(),
  z
    .object({
      type: z.literal("convert"),
      tech: z.enum(["energyConverter", "matterConverter"]),
      planet: cell,
      amount,
    })
    .strict(),
  z.object({ type: z.literal("bridge"), from: cell, to: cell, resource: res, amount }).strict(),
  z
    .object({
      type: z.literal("beam"),
      from: cell,
      to: cell,
      resource: z.enum(["energy", "ore", "meeple"]),
      amount,
    })
    .strict(),
  z
    .object({ type: z.literal("beamStructure"), from: cell, to: cell, structure: z.enum(BEAM_STRUCTURES) })
    .strict(),
  z.object({ type: z.literal("spy"), target: seat }).strict(),
  z.object({ type: z.literal("spyCopy"), tech: techId }).strict(),
  z.object({ type: z.literal("hack"), target: seat, tech: techId }).strict(),
  z.object({ type: z.literal("load"), ship: shipId, cargo }).strict(),
  z.object({ type: z.literal("unload"), ship: shipId, cargo }).strict(),
  z.object({ type: z.literal("step"), ship: shipId, to: cell, hyper: z.boolean() }).strict(),
  z.object({ type: z.literal("stop") }).strict(),
  z.object({ type: z.literal("stealth"), ship: shipId }).strict(),
  z.object({ type: z.literal("emp"), ship: shipId, cell }).strict(),
  z.object({ type: z.literal("telescope"), cell }).strict(),
  z.object({ type: z.literal("wave"), ship: shipId, cell }).strict(),
  z.object({ type: z.literal("explore"), flip: z.boolean() }).strict(),
  z.object({ type: z.literal("pickShip"), ship: shipId }).strict(),
  z
    .object({
      type: z.literal("react"),
      tech: z.enum(["energyShield", "shipArmor", "armorPiercer", "forceField", "missileDefense"]).nullable(),
    })
    .strict(),
  z
    .object({
      type: z.literal("attack"),
      target: z.enum([
        "invade",
        "nuke",
        "bio",
        "meeple",
        "windmill",
        "refinery",
        "farm",
        "bunker",
        "ship",
        "warheads",
        "none",
      ]),
      ship: shipId.nullable(),
    })
    .strict(),
  z.object({ type: z.literal("discardTech"), tech: techId }).strict(),
  z.object({ type: z.literal("rogue"), victim: seat, resource: res }).strict(),
  z
    .object({ type: z.literal("trade"), victim: seat, give: res, takeEnergy: z.number().int().min(0).max(2) })
    .strict(),
  z.object({ type: z.literal("offerTies"), target: seat }).strict(),
  z.object({ type: z.literal("answerTies"), accept: z.boolean() }).strict(),
  z.object({ type: z.literal("done") }).strict(),
]);
export type Move = z.infer<typeof moveSchema>;
export type MoveOf<T extends Move["type"]> = Extract<Move, { type: T }>;

/** Something that happened, for the log and animations. */
export type SoEvent = GameEvent & { [key: string]: unknown };

/** The decision a seat is asked for, as everyone may see it. */
export interface PublicDecision {
  kind: string;
  seat: Seat;
  cell?: number;
  ship?: number;
  from?: Seat;
}

export interface PublicView {
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
}

export interface PrivateView {
  hand: TechId[];
  /** Face-down cards this seat has seen with its Radio Telescope. */
  known: { cell: number; card: string }[];
  spied: { target: Seat; techs: TechId[] } | null;
  spyCopy: TechId | null;
}
