/** Space Opera state, moves, events and views (plain JSON data). */
import { z } from "zod";
import type { RngState } from "../core/rng.ts";
import type { Seat } from "../core/types.ts";
import {
  BEAM_STRUCTURES,
  type BeamStructure,
  BUILD_ITEMS,
  type BuildItem,
  type Resource,
  SCENARIOS,
  TECH_IDS,
  type TechId,
} from "./content.ts";

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

// ---------------------------------------------------------------- move vocabulary

/** What a ship may carry (`load`/`unload`). */
export const CARGOS = ["energy", "ore", "meeple", "nuke", "bio"] as const;
export type Cargo = (typeof CARGOS)[number];
/** What a ship entering an enemy planet may do (`attack`): invade, a warhead, or a missile's target. */
export const STRIKE_TARGETS = [
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
] as const;
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

const cell = z.number().int().min(0).max(399);
const seat = z.number().int().min(0).max(3);
const shipId = z.number().int().min(0).max(100000);
const amount = z.number().int().min(1).max(10);
const techId = z.enum(TECH_IDS);
const res = z.enum(RESOURCE_LIST);

/** Wire shape of every move; `Move` is inferred from it. */
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
export type Move = z.infer<typeof moveSchema>;
export type MoveOf<T extends Move["type"]> = Extract<Move, { type: T }>;

// ---------------------------------------------------------------- events

type Public = { visibleTo: "all" };
type Secret = { visibleTo: readonly Seat[] };

/** Why a ship was destroyed. */
export type ShipLoss =
  | "combat"
  | "nuclear"
  | "supernova"
  | "outOfEnergy"
  | "forceField"
  | "missileDefense"
  | "transport"
  | "missile"
  | "waveMotionGun"
  | "eliminated";

/**
 * Every event of Space Opera, for the log and the animations (JSON data only). Fields holding a
 * seat are `seat` (who acted, or whom it happened to), `owner`, `defender`, `attacker`, `target`,
 * `victim`, `holder`, `by` and `proposer`; fields holding a cell are `cell`, `from` and `to`;
 * `ship` and `targetShip` are ship ids.
 */
export type SoEvent =
  // ---- round flow
  /** A new phase starts (`first`: the First-Player token's holder for this round). */
  | (Public & { type: "phase"; phase: Phase; round: number; first: Seat })
  /** The seat passed: no more turns for it in this phase. */
  | (Public & { type: "passed"; seat: Seat; phase: Phase })
  // ---- building and research
  /** `energy` and `ore`: what the planet's store paid. */
  | (Public & { type: "built"; seat: Seat; cell: number; item: BuildItem; energy: number; ore: number })
  | (Public & { type: "researched"; seat: Seat })
  | (Secret & { type: "drewTech"; seat: Seat; tech: TechId })
  | (Public & { type: "techReturned"; seat: Seat })
  | (Secret & { type: "techReturnedCard"; seat: Seat; tech: TechId })
  /** A tech was used or its effect showed; `card` is the card played face up (Spy for a copy). */
  | (Public & { type: "techUsed"; seat: Seat; tech: TechId; card: TechId })
  /** `amount` of `spent` became as much `gained` on the planet, for a `fee` of `spent`. */
  | (Public & {
      type: "converted";
      seat: Seat;
      tech: ConverterTech;
      cell: number;
      spent: Resource;
      gained: Resource;
      amount: number;
      fee: number;
    })
  /** Space Bridge or Transport Beam: `amount` of `what` from planet `from` to planet `to`; `fee` energy paid by `from`. */
  | (Public & {
      type: "transferred";
      seat: Seat;
      tech: "spaceBridge" | "transportBeam";
      from: number;
      to: number;
      what: BeamResource | BeamStructure;
      amount: number;
      fee: number;
    })
  | (Public & { type: "spied"; seat: Seat; target: Seat })
  | (Secret & { type: "spyReport"; seat: Seat; target: Seat; techs: TechId[] })
  | (Secret & { type: "spyCopied"; seat: Seat; tech: TechId })
  | (Public & { type: "hacked"; seat: Seat; target: Seat; tech: TechId })
  // ---- movement and exploration
  | (Public & { type: "loaded"; seat: Seat; ship: number; cell: number; cargo: Cargo })
  | (Public & { type: "unloaded"; seat: Seat; ship: number; cell: number; cargo: Cargo })
  /** One space of a movement; `spacesLeft` in this movement, `energy` the ship energy left. */
  | (Public & {
      type: "shipMoved";
      seat: Seat;
      ship: number;
      from: number;
      to: number;
      hyper: boolean;
      spacesLeft: number;
      energy: number;
    })
  | (Public & { type: "stealthOn"; seat: Seat; ship: number; cell: number })
  | (Public & { type: "empFired"; seat: Seat; ship: number; cell: number })
  | (Public & { type: "telescope"; seat: Seat; cell: number })
  | (Secret & { type: "telescopeView"; seat: Seat; cell: number; card: string })
  /** Everything on `cell` destroyed, the map card `card` included. */
  | (Public & { type: "waveMotionGun"; seat: Seat; ship: number; cell: number; card: string })
  /** A face-down card turned face up; `seat`: the explorer (or the re-spawned player). */
  | (Public & { type: "flipped"; seat: Seat; cell: number; card: string })
  /** A drone with energy landed on an uncontrolled planet and stays under control. */
  | (Public & { type: "landed"; seat: Seat; ship: number; cell: number })
  /** A drone without energy landed: it has no controller any more. */
  | (Public & { type: "shipStuck"; seat: Seat; ship: number; cell: number })
  /** Pilots took an uncontrolled planet; `meeples` now on it. */
  | (Public & { type: "colonized"; seat: Seat; ship: number; cell: number; meeples: number })
  /** `meeples`: the crew lost with it. */
  | (Public & {
      type: "shipDestroyed";
      ship: number;
      owner: Seat | null;
      cell: number;
      reason: ShipLoss;
      meeples: number;
    })
  // ---- fights
  /** Ship to ship: `seat`'s ship `ship` entered `cell` where `defender`'s ships `targets` are. */
  | (Public & {
      type: "shipCombat";
      seat: Seat;
      defender: Seat;
      ship: number;
      cell: number;
      nuke: boolean;
      targets: number[];
    })
  /** The defender chose which ship of its fleet is hit. */
  | (Public & { type: "fleetTarget"; seat: Seat; ship: number })
  | (Public & { type: "shipSurvived"; ship: number; owner: Seat | null })
  /** Both sides held: the attacker fell back from `from` to `to` and stopped there. */
  | (Public & { type: "shipRepelled"; seat: Seat; ship: number; from: number; to: number })
  /**
   * A ship-to-ship fight's result: ships lost by each side (ids) and the outcome (`attackerWon`:
   * the attacker's ship survived and the defender's are gone; `repelled`: both sides held).
   */
  | (Public & {
      type: "shipCombatResult";
      seat: Seat;
      defender: Seat;
      ship: number;
      cell: number;
      attackerLost: number[];
      defenderLost: number[];
      outcome: "attackerWon" | "defenderWon" | "bothDestroyed" | "repelled";
    })
  /** What `seat`'s ship `ship` does to `defender`'s planet at `cell` (`targetShip`: a docked ship aimed at). */
  | (Public & {
      type: "strikeDeclared";
      seat: Seat;
      defender: Seat;
      cell: number;
      ship: number;
      strike: StrikeTarget;
      targetShip: number | null;
    })
  /** The defender's Missile Defense fired but the attacker's Kamikaze Pilot cancelled it. */
  | (Public & { type: "missileDefenseFailed"; seat: Seat; attacker: Seat; cell: number })
  /**
   * Rulebook "Invasion": strengths `attack` (meeples aboard + Super Soldier) and `defense` (meeples +
   * occupied bunkers + Super Soldier); `left` meeples on the planet after it (the winner's);
   * `attackerLost`/`defenderLost` meeples lost; `conquered`, `repelled` or `bothWipedOut` (a tie).
   */
  | (Public & {
      type: "invasion";
      seat: Seat;
      defender: Seat;
      cell: number;
      ship: number;
      attack: number;
      defense: number;
      won: boolean;
      left: number;
      attackerLost: number;
      defenderLost: number;
      outcome: "conquered" | "repelled" | "bothWipedOut";
    })
  | (Public & {
      type: "nuclearStrike";
      seat: Seat;
      defender: Seat;
      cell: number;
      ship: number;
      meeplesLost: number;
      farmsLost: number;
    })
  | (Public & {
      type: "biologicalStrike";
      seat: Seat;
      defender: Seat;
      cell: number;
      ship: number;
      meeplesLost: number;
      farmsLost: number;
    })
  /** A missile: `hit` false when its target protected itself (or there was none). */
  | (Public & {
      type: "missileStrike";
      seat: Seat;
      defender: Seat;
      cell: number;
      ship: number;
      strike: StrikeTarget;
      targetShip: number | null;
      hit: boolean;
    })
  /** `seat` lost control of the planet at `cell` to `by`'s attack (no meeples left, or invaded). */
  | (Public & { type: "planetLost"; seat: Seat; cell: number; by: Seat })
  // ---- production and maintenance
  /** What the planet kept (anything above 10 is discarded). */
  | (Public & { type: "produced"; seat: Seat; cell: number; energy: number; ore: number })
  | (Public & { type: "stole"; seat: Seat; victim: Seat; resource: Resource })
  | (Public & { type: "traded"; seat: Seat; victim: Seat; give: Resource; takeEnergy: number })
  | (Public & { type: "overpopulation"; seat: Seat; cell: number; removed: number })
  | (Public & { type: "markerRemoved"; cell: number; marker: "contamination" | "fallout" })
  | (Public & { type: "tiesOffered"; seat: Seat; target: Seat })
  | (Public & { type: "tiesAccepted"; seat: Seat; holder: Seat })
  | (Public & { type: "tiesDeclined"; seat: Seat; holder: Seat })
  | (Public & { type: "tiesPaid"; holder: Seat; target: Seat; resource: Resource })
  | (Public & { type: "tiesBroken"; holder: Seat; target: Seat; reason: "unpaid" | "attacked" })
  // ---- the end
  | (Public & { type: "surrendered"; seat: Seat })
  | (Public & { type: "endProposed"; seat: Seat })
  | (Public & { type: "endAnswered"; seat: Seat; proposer: Seat; accept: boolean })
  | (Public & { type: "eliminated"; seat: Seat; reason: "noMeeples" | "surrendered" })
  | (Public & { type: "respawned"; seat: Seat; cell: number })
  /** `ranks` (1 = winner) and the standings they come from, by seat. */
  | (Public & {
      type: "gameOver";
      reason: EndReason;
      ranks: number[];
      planets: number[];
      classTotals: number[];
    });

/** Every event type. */
export type SoEventType = SoEvent["type"];
/** The event of one type. */
export type SoEventOf<T extends SoEventType> = Extract<SoEvent, { type: T }>;

/** Every event type, as a list (checked against the union at compile time). */
export const SO_EVENT_TYPES = [
  "phase",
  "passed",
  "built",
  "researched",
  "drewTech",
  "techReturned",
  "techReturnedCard",
  "techUsed",
  "converted",
  "transferred",
  "spied",
  "spyReport",
  "spyCopied",
  "hacked",
  "loaded",
  "unloaded",
  "shipMoved",
  "stealthOn",
  "empFired",
  "telescope",
  "telescopeView",
  "waveMotionGun",
  "flipped",
  "landed",
  "shipStuck",
  "colonized",
  "shipDestroyed",
  "shipCombat",
  "fleetTarget",
  "shipSurvived",
  "shipRepelled",
  "shipCombatResult",
  "strikeDeclared",
  "missileDefenseFailed",
  "invasion",
  "nuclearStrike",
  "biologicalStrike",
  "missileStrike",
  "planetLost",
  "produced",
  "stole",
  "traded",
  "overpopulation",
  "markerRemoved",
  "tiesOffered",
  "tiesAccepted",
  "tiesDeclined",
  "tiesPaid",
  "tiesBroken",
  "surrendered",
  "endProposed",
  "endAnswered",
  "eliminated",
  "respawned",
  "gameOver",
] as const satisfies readonly SoEventType[];
type MissingEventTypes = Exclude<SoEventType, (typeof SO_EVENT_TYPES)[number]>;
/** Compile-time check: the list above names every member of SoEvent. */
export const SO_EVENT_TYPES_COMPLETE: [MissingEventTypes] extends [never] ? true : MissingEventTypes = true;

/**
 * Fields that hold a seat, in events and views (`seat`, `owner`... ; `turn` and `first` in the
 * public view). No other field holds a seat: a screen may show these as player names.
 */
export const SEAT_FIELDS = [
  "seat",
  "owner",
  "defender",
  "attacker",
  "target",
  "victim",
  "holder",
  "by",
  "proposer",
  "turn",
  "first",
] as const;
/** Fields of events that hold a cell (`ship`/`targetShip` hold ship ids). */
export const CELL_FIELDS = ["cell", "from", "to"] as const;

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
  /** Meeples not turned yet (free to build or clone). */
  free: number;
  /** Capacity (pips + farms, + Permaculture Expert). */
  capacity: number;
  /** Meeples Maintenance would remove now (above capacity). */
  overpopulation: number;
  /** Energy and ore the next Production would add (after the cap of 10), with the seat's techs. */
  production: { energy: number; ore: number };
  /** Invasion defense with the seat's own techs (meeples + occupied bunkers + Super Soldier). */
  defense: number;
}

export interface PrivateView {
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
