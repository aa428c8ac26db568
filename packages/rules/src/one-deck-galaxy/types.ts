/**
 * One Deck Galaxy: the data types of the content (cards as data) and of the game state.
 * Colours: yellow = Energy, pink = Materials, blue = Diplomacy, black = Ultratech.
 */
import { z } from "zod";
import type { RngState } from "../core/rng.ts";
import type { ListsAll } from "../core/types.ts";
import { ADVERSARIES, HOMEWORLDS, SOCIETIES } from "./content.ts";
import { DIE_PATTERN } from "./dice.ts";

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

const die = z.string().regex(DIE_PATTERN);
const key = z.string().max(40);
const plusMinus = z.union([z.literal(1), z.literal(-1)]);
const seat = z.number().int().min(0).max(1);

/** Wire shape of every move (see the docs' move table). */
export const moveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("roll") }).strict(),
  z.object({ type: z.literal("place"), die, to: key }).strict(),
  z.object({ type: z.literal("ring"), to: key }).strict(),
  z.object({ type: z.literal("cancel") }).strict(),
  z.object({ type: z.literal("calibrate"), die, d: plusMinus }).strict(),
  z.object({ type: z.literal("ultratech") }).strict(),
  z
    .object({
      type: z.literal("combine"),
      a: die,
      b: die,
      partner: z.literal(true).optional(),
      to: seat.optional(),
    })
    .strict(),
  z.object({ type: z.literal("return"), die }).strict(),
  z
    .object({ type: z.literal("tech"), tech: z.string().max(8), opt: z.number().int().min(0).max(4) })
    .strict(),
  z.object({ type: z.literal("pick"), die, d: plusMinus.optional(), owner: seat.optional() }).strict(),
  z.object({ type: z.literal("stop") }).strict(),
  z
    .object({
      type: z.literal("milestone"),
      id: z.string().max(24),
      colonies: z.array(z.number().int().min(1).max(40)).max(8).optional(),
    })
    .strict(),
  z.object({ type: z.literal("flip") }).strict(),
  z.object({ type: z.literal("done") }).strict(),
  z.object({ type: z.literal("claim"), as: z.enum(["colony", "tech"]), seat }).strict(),
  z.object({ type: z.literal("probe") }).strict(),
  z.object({ type: z.literal("study"), card: z.number().int().min(1).max(40) }).strict(),
  z.object({ type: z.literal("labDone") }).strict(),
  z.object({ type: z.literal("upgrade") }).strict(),
  z.object({ type: z.literal("noUpgrade") }).strict(),
]);
/** A move of One Deck Galaxy, as the schema accepts it. */
export type GalaxyMove = z.infer<typeof moveSchema>;
/** The move of one type. */
export type GalaxyMoveOf<T extends GalaxyMove["type"]> = Extract<GalaxyMove, { type: T }>;

// ---------------------------------------------------------------- options

const ids = <T extends { id: string }>(xs: readonly T[]) => xs.map((x) => x.id) as [string, ...string[]];

function distinctChoices(xs: string[] | undefined): boolean {
  const named = (xs ?? []).filter((x) => x !== "random");
  return new Set(named).size === named.length;
}

/** Table options: the Adversary and its side, each player's homeworld and society ("random" or absent: drawn). */
export const optionsSchema = z
  .object({
    adversary: z.enum([...ids(ADVERSARIES), "random"]).optional(),
    hard: z.boolean().optional(),
    homeworlds: z
      .array(z.enum([...ids(HOMEWORLDS), "random"]))
      .max(2)
      .optional()
      .refine(distinctChoices, "Each player needs a different homeworld."),
    societies: z
      .array(z.enum([...ids(SOCIETIES), "random"]))
      .max(2)
      .optional()
      .refine(distinctChoices, "Each player needs a different society."),
  })
  .strict();
export type GalaxyOptions = z.infer<typeof optionsSchema>;

// ---------------------------------------------------------------- events

/** Every event is public: the table hides only the deck, face-down cards and pending events. */
interface Pub {
  visibleTo: "all";
}
/** A seat that did something. */
interface By {
  seat: number;
}
/** What made the table Overwhelmed: an Adversary's condition, or a reshuffle with no event left. */
export type OverwhelmCause = Overwhelm["when"] | "reshuffle";

/**
 * Every event of One Deck Galaxy, for the log and the animations (JSON data only). Cards are
 * Galaxy card ids (1-40), dice are "y5"-style texts, box keys are those of the moves.
 */
export type GalaxyEvent =
  // ---- turn flow
  | (Pub & { type: "turn"; turn: number })
  | (Pub & { type: "phase"; phase: "adversary" | "discover" | "results" })
  /** The Action phase starts; `starbaseDiscs` were put on the Starbase. */
  | (Pub & { type: "phase"; phase: "action"; starbaseDiscs: number })
  | (Pub & By & { type: "gathered"; dice: DieColour[]; discs: number })
  | (Pub & By & { type: "diceRolled"; dice: Die[] })
  | (Pub & By & { type: "actionsDone" })
  /** End of the Results phase: every die and Tech/Starbase disc went back to the supply. */
  | (Pub & { type: "reset" })
  // ---- deck, events and the Adversary
  /** The deck ran out: an event was set aside face down (`pending` now), `eventsLeft` under the deck. */
  | (Pub & { type: "eventPending"; pending: number; eventsLeft: number })
  /** `lasting`: the event stays under the reference as a condition. */
  | (Pub & { type: "eventRevealed"; event: string; name: string; lasting: boolean })
  /** The discard pile became the deck (`cards`: its size). */
  | (Pub & { type: "reshuffle"; cards: number })
  | (Pub & { type: "deckDiscarded"; cards: number[] })
  | (Pub & { type: "discovered"; card: number })
  /** Influence changed on the Adversary or on a zone card (`target` its id); `total` after. */
  | (Pub & { type: "influence"; target: "adversary" | number; delta: number; total: number })
  /** An Encounter at its threshold Escalates (then it is studied). */
  | (Pub & { type: "escalate"; card: number })
  | (Pub & { type: "adversarySpends"; influence: number })
  | (Pub & { type: "diceStored"; colour: DieColour })
  // ---- Starbase
  /** A card tucked face up as Science: a studied Location or escalated Encounter, or a probe's card. */
  | (Pub & { type: "studied"; card: number; science: number })
  | (Pub & { type: "probed"; card: number; science: number })
  /** `n` Fleets gained (what the deck allowed), `total` after. */
  | (Pub & { type: "fleetsGained"; n: number; total: number })
  | (Pub & { type: "fleetsLost"; n: number; total: number })
  | (Pub & { type: "fleetsSpent"; n: number; total: number })
  | (Pub & { type: "scienceSpent"; cards: number[] })
  | (Pub & { type: "scienceLost"; cards: number[] })
  | (Pub & { type: "upgraded"; cls: number })
  // ---- actions
  /** `filled`: the box is full now (never for the Research Lab). */
  | (Pub & By & { type: "diePlaced"; die: Die; to: string; filled: boolean })
  | (Pub & By & { type: "ringFilled"; to: string; cost: number })
  | (Pub & By & { type: "wideBoxCancelled"; to: string })
  | (Pub & By & { type: "calibrated"; from: Die; to: Die; fleets: number })
  | (Pub & By & { type: "ultratech"; die: Die })
  /** `a` and `b` returned, black `die` gained by seat `to`. */
  | (Pub & By & { type: "combined"; a: Die; b: Die; die: Die; to: number })
  | (Pub & By & { type: "returned"; die: Die })
  | (Pub & By & { type: "techUsed"; tech: string; name: string; opt: number })
  | (Pub & By & { type: "diceGained"; dice: Die[]; how: "gain" | "roll" })
  /** A Tech changed a die of seat `seat`'s pool. */
  | (Pub & By & { type: "dieChanged"; from: Die; to: Die; by: "reroll" | "adjust" | "set" | "ultra" })
  | (Pub & By & { type: "discsGained"; n: number })
  | (Pub & By & { type: "coloniesExiled"; cards: number[] })
  | (Pub & { type: "confrontationFlipped"; side: number; name: string })
  | (Pub & By & { type: "milestone"; id: string; level: number })
  // ---- results
  /** A Location row filled: `influence` gained (what the deck allowed), `total` on the card. */
  | (Pub & { type: "rowCompleted"; card: number; row: number; influence: number; total: number })
  | (Pub & { type: "cardResolved"; card: number; claimable: boolean })
  | (Pub & { type: "claimed"; card: number; as: "colony" | "tech"; seat: number })
  /** `removed` discs off the Adversary, `claimed` next to the Starbase. */
  | (Pub & { type: "discClaimed"; removed: number; claimed: number })
  // ---- the end
  /** `avoided`: a claimed disc was exiled instead (then `discExiled`). */
  | (Pub & { type: "overwhelmed"; reason: string; avoided: boolean; cause: "reshuffle" })
  | (Pub & {
      type: "overwhelmed";
      reason: string;
      avoided: boolean;
      cause: Overwhelm["when"];
      /** The condition's count now and its effective threshold. */
      now: number;
      atLeast: number;
    })
  | (Pub & { type: "discExiled"; claimedLeft: number })
  | (Pub & { type: "won"; reason: string })
  | (Pub & { type: "lost"; reason: string });

/** Every event type. */
export type GalaxyEventType = GalaxyEvent["type"];

/** Every event type, as a list (checked below to be exactly the union's types). */
export const GALAXY_EVENT_TYPES = [
  "turn",
  "phase",
  "gathered",
  "diceRolled",
  "actionsDone",
  "reset",
  "eventPending",
  "eventRevealed",
  "reshuffle",
  "deckDiscarded",
  "discovered",
  "influence",
  "escalate",
  "adversarySpends",
  "diceStored",
  "studied",
  "probed",
  "fleetsGained",
  "fleetsLost",
  "fleetsSpent",
  "scienceSpent",
  "scienceLost",
  "upgraded",
  "diePlaced",
  "ringFilled",
  "wideBoxCancelled",
  "calibrated",
  "ultratech",
  "combined",
  "returned",
  "techUsed",
  "diceGained",
  "dieChanged",
  "discsGained",
  "coloniesExiled",
  "confrontationFlipped",
  "milestone",
  "rowCompleted",
  "cardResolved",
  "claimed",
  "discClaimed",
  "overwhelmed",
  "discExiled",
  "won",
  "lost",
] as const satisfies readonly GalaxyEventType[];
/** Fails to compile when an event type of the union is missing from GALAXY_EVENT_TYPES. */
export const EVENT_TYPES_COMPLETE: ListsAll<GalaxyEventType, (typeof GALAXY_EVENT_TYPES)[number]> = true;
/** The event (or events, for `phase` and `overwhelmed`) of one type. */
export type GalaxyEventOf<T extends GalaxyEventType> = Extract<GalaxyEvent, { type: T }>;
