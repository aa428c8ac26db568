/**
 * One Deck Galaxy: the data types of the content (cards as data) and of the game state.
 * Colours: yellow = Energy, pink = Materials, blue = Diplomacy, black = Ultratech.
 */
import type { RngState } from "../core/rng.ts";
import type { GameEvent, Seat } from "../core/types.ts";

export const DIE_COLOURS = ["yellow", "pink", "blue", "black"] as const;
export type DieColour = (typeof DIE_COLOURS)[number];
export const BASIC_COLOURS = ["yellow", "pink", "blue"] as const;
export type BasicColour = (typeof BASIC_COLOURS)[number];
export type ByColour<T> = Record<DieColour, T>;
/** Box colours: a grey box takes any colour. */
export type BoxColour = BasicColour | "grey";

export const RESOURCES = ["fuel", "ore", "data", "flora"] as const;
export type Resource = (typeof RESOURCES)[number];

/**
 * A die is known by its colour letter and value, e.g. "y5" (y yellow, p pink, b blue, k black):
 * two dice alike are interchangeable, and a short string keeps states and moves small.
 */
export type Die = string;
/** A die on a card plus the seat whose pool it came from (2P shared wide boxes), e.g. "y51". */
export type PlacedDie = string;

// ---------------------------------------------------------------- boxes and rows

export type BoxSpec =
  /** Filled by one die of the colour (or black) showing at least `min`; `link` = "=" group. */
  | { t: "small"; c: BoxColour; min: number; link?: boolean }
  /** Filled by one or more dice placed together, totalling at least `min`. */
  | { t: "wide"; c: BoxColour; min: number }
  /** Starbase [ANY] box: any one die. */
  | { t: "any" }
  /** Blue ring: pay `cost` fleets or science, then place a Starbase disc. */
  | { t: "ring"; pay: "fleet" | "science"; cost: number };

export interface RowSpec {
  boxes: BoxSpec[];
  /** Influence (locations), fleets (starbase) gained when the row is full; 0 for encounters. */
  reward: number;
  /** Confrontation rows: federation level every player needs to fill anything here. */
  minLevel?: number;
}

/** Location restrictions: they apply to every die placed on the card. */
export type CardRule =
  | { r: "noValue"; v: number }
  | { r: "distinct" }
  | { r: "noBlack" }
  | { r: "even" }
  | { r: "odd" }
  | { r: "maxDice"; n: number };

// ---------------------------------------------------------------- effects

/**
 * A number in effect text: a constant, or built from X (the adversary's revealed number), your
 * Federation Level and a resource you hold: x*X + fed*Level + floor(res/per) + plus.
 */
export type Amount =
  | number
  | { x?: number; fed?: number; res?: Resource; per?: number; plus?: number; max?: number };

/** What a Tech does, step by step. Steps that need a target ask the player (see Pending). */
export type TechStep =
  | { k: "gain"; c: DieColour; v: number; n?: Amount }
  | { k: "roll"; c: DieColour; n?: Amount }
  | { k: "reroll"; n: Amount; any?: boolean }
  | { k: "adjust"; by: number; dir: "up" | "down" | "either"; n: Amount; any?: boolean }
  | { k: "set"; v: number; n: Amount; any?: boolean }
  | { k: "ultra"; n: Amount }
  | { k: "fleet"; n: Amount }
  | { k: "probe"; n: Amount }
  | { k: "disc"; n: Amount }
  | { k: "payFleet"; n: number }
  | { k: "payScience"; n: number }
  | { k: "calm"; n: Amount }
  | { k: "soothe"; n: Amount };

export interface TechOption {
  steps: TechStep[];
  /** Society special techs: Federation Level needed for this tier. */
  minLevel?: number;
}
export interface TechDef {
  name: string;
  options: TechOption[];
}

/** What the Adversary does (escalations, events, its reference rules). */
export type AdvStep =
  | { k: "advGain"; n: Amount }
  | { k: "advLose"; n: Amount }
  | { k: "encGain"; n: Amount }
  | { k: "loseFleet"; n: Amount; shortfall?: number }
  | { k: "loseScience"; n: Amount }
  | { k: "discardDeck"; n: Amount }
  | { k: "store"; n: Amount }
  | { k: "escalate" };

/** Lasting rules that events tuck under the Adversary reference. */
export type Condition =
  | { mod: "gatherLess"; c: BasicColour; n: number }
  | { mod: "discsLess"; n: number }
  | { mod: "timeMore"; n: number }
  | { mod: "calibrateCost"; n: number }
  | { mod: "encounterMore"; n: number }
  | { mod: "labOnly"; v: number }
  | { mod: "ringMore"; n: number }
  | { mod: "labMore"; n: number };

// ---------------------------------------------------------------- cards

/** Per-turn yield of a homeworld side or colony: dice by colour and Tech discs. */
export interface Yield {
  yellow?: number;
  pink?: number;
  blue?: number;
  black?: number;
  discs?: number;
}

export interface GalaxyCard {
  id: number;
  name: string;
  kind: "location" | "encounter";
  science: number;
  res: Resource;
  colony: Yield;
  tech: TechDef;
  /** Locations: influence needed to claim. */
  cost?: number;
  /** Encounters: influence at which it escalates. */
  threshold?: number;
  rule?: CardRule;
  /** Locations: two progress rows; encounters: one row of requirements. */
  rows: RowSpec[];
}

export type MilestoneReq =
  | { q: "colonies"; n: number }
  | { q: "techs"; n: number }
  | { q: "encounterCards"; n: number }
  | { q: "resource"; res: Resource; n: number }
  | { q: "resourceKinds"; n: number }
  | { q: "resources"; n: number }
  | { q: "fleets"; n: number }
  | { q: "science"; n: number }
  | { q: "starbase"; n: number }
  | { q: "advDiscs"; n: number }
  | { q: "poolValues"; n: number }
  | { q: "poolSame"; n: number }
  | { q: "spendDiscs"; n: number }
  | { q: "diceTotal"; n: number }
  | { q: "exileColonies"; n: number };

export interface MilestoneDef {
  id: string;
  /**
   * passive: any time its requirement holds; endOfTurn: checked at the end of the Results phase;
   * action: an Action phase move; anyTime: a move (exiling colonies) whenever you may act.
   */
  kind: "passive" | "endOfTurn" | "action" | "anyTime";
  /** Requirement on the 1P side and on the 2P side. */
  req: [MilestoneReq, MilestoneReq];
}

export interface HomeworldDef {
  id: string;
  name: string;
  /** 1P side, 2P side. */
  yield: [Yield, Yield];
  resources: Partial<Record<Resource, number>>;
  tech: TechDef;
  milestone: MilestoneDef;
}

/** A Society's rule that is always in effect. */
export type SocietyRule =
  | { rule: "labDiscount"; n: number }
  | { rule: "exileBonus"; fleets: number }
  | { rule: "extraDiscs"; n: number }
  | { rule: "combineHigh" }
  | { rule: "colonyFleets"; n: number };

export interface SocietyDef {
  id: string;
  name: string;
  rule: SocietyRule;
  /** Special Tech: tiers unlocked at Federation Levels 1, 3 and 5. */
  tech: TechDef;
  milestones: [MilestoneDef, MilestoneDef, MilestoneDef];
}

export type Overwhelm =
  | { when: "influence"; atLeast: number }
  | { when: "encounters"; atLeast: number }
  | { when: "stored"; atLeast: number };

export interface AdversaryEventDef {
  id: string;
  name: string;
  steps: AdvStep[];
  /** A lasting rule; the event is tucked under the reference while it lasts (the whole game). */
  condition?: Condition;
}

export interface AdversaryDef {
  id: string;
  name: string;
  stars: number;
  /** Cards discarded from the deck when Time Passes. */
  timePasses: number;
  /** Influence the Adversary gains each Adversary phase. */
  influencePerTurn: Amount;
  /** X: the number revealed under the lowest removed disc; index = discs removed (0..3). */
  xTrack: [number, number, number, number];
  escalate: AdvStep[];
  overwhelm: Overwhelm[];
  /** Reference rule: what happens each time you claim an Encounter. */
  encounterClaimed?: AdvStep[];
  /** Reference rule: when its influence reaches `atLeast`, it spends that much and does `steps`. */
  spend?: { atLeast: number; steps: AdvStep[] };
  events: [AdversaryEventDef, AdversaryEventDef, AdversaryEventDef, AdversaryEventDef, AdversaryEventDef];
  /** The two sides of the Confrontation card; four rows each, top row first. */
  confrontation: [{ name: string; rows: RowSpec[] }, { name: string; rows: RowSpec[] }];
}

export interface StarbaseClassDef {
  cls: number;
  discs: number;
  rows: RowSpec[];
  probeCost: number;
  studyCost: number;
  /** Science to upgrade to the next class; null at Class 4. */
  upgradeCost: number | null;
}

// ---------------------------------------------------------------- state

/** Influence pile: `n` influence on ceil(n/2) face-down cards (always as few cards as possible). */
export interface Influence {
  n: number;
  /** Card ids, face down: hidden (never in a view). */
  cards: number[];
}

/** A Tech being resolved that waits for its player to pick a die (or stop). */
export interface Pending {
  tech: string;
  /** Steps still to do; the first one is being picked for. */
  steps: TechStep[];
  /** Picks left for the first step. */
  left: number;
}

export interface PlayerState {
  homeworld: string;
  society: string;
  colonies: number[];
  techs: number[];
  pool: Die[];
  discs: number;
  /** Techs with a Tech disc on them this turn. */
  activated: string[];
  milestones: string[];
  done: boolean;
  rolled: boolean;
  /** Dice gathered this turn, not rolled yet. */
  unrolled: DieColour[];
  pending: Pending | null;
}

export interface ZoneCard {
  id: number;
  infl: Influence;
}

export type Decision = { kind: "claim"; card: number } | { kind: "lab"; pips: number } | { kind: "upgrade" };

export type Phase = "action" | "results" | "over";

export interface GalaxyState {
  players: number;
  adversary: string;
  /** Back side of the Adversary card (harder, see docs). */
  hard: boolean;
  turn: number;
  phase: Phase;
  rng: RngState;
  /** Top of the deck is the end of the array. Hidden. */
  deck: number[];
  discard: number[];
  exiledCards: number[];
  /** Adversary events under the deck (top = end). Hidden. */
  events: string[];
  /** Set aside face down, revealed next Adversary phase. Hidden identities. */
  pendingEvents: string[];
  /** Events revealed and done with (set aside). */
  spentEvents: string[];
  /** Events tucked under the reference as lasting conditions. */
  conditions: string[];
  zone: ZoneCard[];
  starbase: { cls: number; fleets: Influence; science: number[]; discs: number };
  adv: {
    infl: Influence;
    /** Discs removed from the Adversary (0..4). */
    removed: number;
    /** Claimed discs next to the Starbase, not exiled yet. */
    claimed: number;
    exiled: number;
    /** Dice stored on the Adversary (unavailable). */
    stored: ByColour<number>;
  };
  confSide: number;
  seats: PlayerState[];
  /** Dice on boxes, by box key (see boxes.ts). */
  placed: Record<string, PlacedDie[]>;
  /** Filled rings (a Starbase disc on each), by box key. */
  rings: string[];
  /** A wide box being filled (an action in progress), or null. */
  open: string | null;
  supply: { dice: ByColour<number>; techDiscs: number; starbaseDiscs: number };
  exiledDice: ByColour<number>;
  decision: Decision | null;
  /** Results phase: card ids still to resolve in the Discovery Zone. */
  toResolve: number[];
  /** Results phase step: 0 zone, 1 starbase, 2 lab, 3 upgrade, 4 confront, 5 end. */
  resStep: number;
  result: { won: boolean; reason: string } | null;
}

// ---------------------------------------------------------------- moves

export type Move =
  | { type: "roll" }
  | { type: "place"; die: Die; to: string }
  | { type: "ring"; to: string }
  | { type: "cancel" }
  | { type: "calibrate"; die: Die; d: number }
  | { type: "ultratech" }
  | { type: "combine"; a: Die; b: Die; partner?: boolean; to?: Seat }
  | { type: "return"; die: Die }
  | { type: "tech"; tech: string; opt: number }
  | { type: "pick"; die: Die; d?: number; owner?: Seat }
  | { type: "stop" }
  | { type: "milestone"; id: string; colonies?: number[] }
  | { type: "flip" }
  | { type: "done" }
  | { type: "claim"; as: "colony" | "tech"; seat: Seat }
  | { type: "probe" }
  | { type: "study"; card: number }
  | { type: "labDone" }
  | { type: "upgrade" }
  | { type: "noUpgrade" };

// ---------------------------------------------------------------- events

export type GalaxyEvent = GameEvent & { type: string; [k: string]: unknown };
