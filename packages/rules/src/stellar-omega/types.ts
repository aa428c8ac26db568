import { z } from "zod";
import type { RngState } from "../core/rng.ts";
import type { Seat } from "../core/types.ts";
import {
  type Action,
  type ByRace,
  CATEGORIES,
  type Category,
  type EscalatingAction,
  RACES,
  type Race,
} from "./content.ts";

/** One race's pad and holdings; a race with `seat === null` is a non-player race (NPR). */
export interface RaceState {
  seat: Seat | null;
  /** Unit tiles on the pad, colourful side up (available for flipping). */
  tilesAvail: number;
  /** Unit tiles on the pad, flipped. */
  tilesFlipped: number;
  /** Crystals left on the pad (0..3); the others are in the pouch. */
  padCrystals: number;
  /** Unused action tokens this round. */
  at: number;
  /** Times each escalating action was played this round. */
  used: Record<EscalatingAction, number>;
  /** Cards in hand (secret), sorted in race order. */
  hand: Race[];
  /** Cards placed face up in front of the pad (played for Attack/Decode, NPR cards). */
  placedUp: Race[];
  /** Cards placed face down (first-roll gate bonus): nobody knows them. */
  placedDown: Race[];
  /** Stellar points earned so far (cube position = sp % 5). */
  sp: number;
  /** VP tokens held (values secret to the owner until the end). */
  tokens: number[];
  /** Unit level in each ship area (0 = no unit there). */
  units: number[];
  /** Category cubes. */
  vp: Record<Category, number>;
  /** This round's bid: secret until every player has bid. */
  bid: number | null;
}

export interface GateCtx {
  kind: "gate";
  race: Race;
  dice: number[];
  rerolled: boolean;
  step: "roll" | "move";
}
export interface AttackCtx {
  kind: "attack";
  race: Race;
  target: Race;
  /** Level of the attacking unit (dice per roll). */
  level: number;
  /** Attacked area, once chosen. */
  area: number | null;
  removed: number;
  dice: number[];
  /** Die value chosen (crystals the defender may draw). */
  n: number;
  step: "roll" | "area" | "defend";
}
export interface DecodeCtx {
  kind: "decode";
  race: Race;
  level: number;
  dice: number[];
  n: number;
  /** Opposers in the closed sector who have yet to draw. */
  queue: Race[];
  blocked: boolean;
  step: "roll" | "defend";
}
export interface LevelUpCtx {
  kind: "levelUp";
  race: Race;
}
export interface DamageCtx {
  kind: "damage";
  race: Race;
  /** Seat that decides (the race's player, or the first player for an NPR). */
  decider: Seat;
  remaining: number;
  step: "draw" | "alloc";
}
/** A decision the game waits for (data, never a callback). */
export type Pending = GateCtx | AttackCtx | DecodeCtx | LevelUpCtx | DamageCtx;

export type Phase = "draft" | "bid" | "actions" | "scoring" | "over";

export interface TurnState {
  seat: Seat;
  actions: number;
  /** Whether the one card change of the turn was used. */
  changed: boolean;
}

/** Phase omega, by seat. */
export interface FinalResult {
  /** Total VP: the three category cubes (omega moves included) plus the VP tokens. */
  vp: number[];
  /** Total SP earned (the tie-break). */
  sp: number[];
  /** VP token values. */
  tokens: number[][];
  /** Sum of the VP tokens. */
  tokenVp: number[];
  /** Category cubes after the omega moves. */
  categories: Record<Category, number>[];
  /** The omega moves of each category cube: +1 first, -1 last (not below 0), 0 otherwise. */
  omega: Record<Category, number>[];
  /** SP gained by the final conversion (2 per tile in the ship, 1 per card in hand, 1 per missing crystal). */
  conversion: number[];
}

export interface OmegaState {
  players: number;
  rounds: number;
  round: number;
  phase: Phase;
  firstPlayer: Seat;
  /** Seat whose turn is next (phase B) or who drafts next. */
  nextSeat: Seat;
  seatRace: (Race | null)[];
  races: ByRace<RaceState>;
  /** Gate position = index of the closed area. */
  gate: number;
  gateSlot: number;
  /** Draw pile: the shuffled part as counts by colour, then the cards put under it, in order. */
  deck: { pile: number[]; bottom: Race[] };
  /** VP tokens left in the pile, as counts by value (VP_TOKENS order). */
  tokenPile: number[];
  /** This round's tie-break order: NPRs, then players by bid. */
  cosmic: Race[];
  turn: TurnState | null;
  pending: Pending | null;
  /** Phase C progress: 0 = closed-sector bonus to do, 1..3 = category to score next, 4 = done. */
  scoreStep: number;
  final: FinalResult | null;
  rng: RngState;
}

const race = z.enum(RACES);
const area = z.number().int();
/** Wire shape of every move. */
export const moveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("race"), race }).strict(),
  z.object({ type: z.literal("bid"), tiles: z.number().int() }).strict(),
  z.object({ type: z.literal("card") }).strict(),
  z.object({ type: z.literal("crystal") }).strict(),
  z.object({ type: z.literal("tile"), area: area.nullable() }).strict(),
  z.object({ type: z.literal("decode") }).strict(),
  z.object({ type: z.literal("attack"), target: race }).strict(),
  z.object({ type: z.literal("gate") }).strict(),
  z.object({ type: z.literal("change"), card: race }).strict(),
  z.object({ type: z.literal("npr"), card: race, area: area.nullable() }).strict(),
  z.object({ type: z.literal("end") }).strict(),
  z.object({ type: z.literal("reroll"), die: z.number().int() }).strict(),
  z.object({ type: z.literal("use"), die: z.number().int() }).strict(),
  z.object({ type: z.literal("stop") }).strict(),
  z.object({ type: z.literal("target"), area }).strict(),
  z.object({ type: z.literal("draw") }).strict(),
  z.object({ type: z.literal("decline") }).strict(),
  z.object({ type: z.literal("moveGate"), to: area.nullable() }).strict(),
  z.object({ type: z.literal("levelUp"), area }).strict(),
  z.object({ type: z.literal("damage"), area: area.nullable() }).strict(),
]);
export type OmegaMove = z.infer<typeof moveSchema>;

export const optionsSchema = z.object({}).strict();
export type OmegaOptions = z.infer<typeof optionsSchema>;

// ---------------------------------------------------------------- events

/** Why SP were gained (`sp` event): the engine's reasons, a closed list. */
export type SpReason =
  | "cosmic order"
  | "hand full"
  | "no crystal left on the pad"
  | "no tile can be placed"
  | "decode"
  | "broke the decoding"
  | "tiles removed"
  | "level up beyond 3"
  | "out of action tokens"
  | Category
  | "final conversion";
/** Why a VP token was drawn. */
export type TokenReason = "orbit" | "closed sector";
/** What a roll of dice is for. */
export type DiceFor = "attack" | "decode" | "gate";
/** Who must draw crystals, and why: against an attack, against a decoding, against the ship. */
export type DrawFor = "defence" | "decode" | "ship";

/** Seen by everyone (players and spectators). */
interface Public {
  visibleTo: "all";
}
/** Seen only by the listed seats (the race's player). */
interface Secret {
  visibleTo: readonly Seat[];
}
/**
 * A race and the seat that plays it (null for a non-player race), on every event whose subject is
 * a race, so that a log line can name the player.
 */
interface Who {
  race: Race;
  seat: Seat | null;
}
/** A race played by a player (SP, tokens, cards and turns are players' only). */
interface Player {
  race: Race;
  seat: Seat;
}

/**
 * Every event of stellar_omega, for the log and the animations (JSON data only). Field names are
 * the engine's; `sp`/`vpToken` reasons, dice purposes and crystal draws are closed lists.
 */
export type OmegaEvent =
  // ---- setup and draft
  /** The first player marker's holder, drawn at random from the seed; the draft starts there. */
  | (Public & { type: "firstPlayerDrawn"; seat: Seat })
  /** `assigned`: the last race, given to the last seat to choose with 4 players. */
  | (Public & { type: "raceChosen"; seat: Seat; race: Race; assigned: boolean })
  | (Public & { type: "racesSet"; seatRace: Race[]; npr: Race[]; firstPlayer: Seat })
  // ---- rounds and phase A
  | (Public & { type: "roundStarted"; round: number; rounds: number; firstPlayer: Seat })
  | (Public & Player & { type: "bidPlaced" })
  | (Secret & { type: "bidDetail"; race: Race; tiles: number })
  /** `bids` by player race; `order` the players by rank (best first); `cosmic` the round's tie-break (NPRs first). */
  | (Public & { type: "bidsRevealed"; bids: Partial<ByRace<number>>; order: Race[]; cosmic: Race[] })
  // ---- points
  /** `total` SP earned so far, `spot` its place on the orbit (total % 5). */
  | (Public & Player & { type: "sp"; amount: number; why: SpReason; total: number; spot: number })
  /** `count`: tokens now held. The value is in the owner's `vpTokenValue`. */
  | (Public & Player & { type: "vpToken"; why: TokenReason; count: number })
  | (Secret & { type: "vpTokenValue"; race: Race; value: number })
  // ---- phase B turns
  | (Public & Player & { type: "turnStarted"; round: number; at: number; maxActions: number })
  /** `cost` paid, `atLeft` the AT after paying, `played` the actions of this turn so far (this one included). */
  | (Public & Player & { type: "action"; action: Action; cost: number; atLeft: number; played: number })
  | (Public & Player & { type: "turnEnded"; actions: number })
  // ---- cards
  | (Public & Player & { type: "cardDrawn"; handSize: number })
  | (Secret & { type: "cardDrawnDetail"; race: Race; card: Race })
  | (Public & Player & { type: "handFull" })
  | (Public & Player & { type: "deckEmpty" })
  | (Public & Player & { type: "cardChanged" })
  | (Secret & { type: "cardChangedDetail"; race: Race; old: Race; card: Race })
  /** A player plays a card of the NPR `npr`; `area` where its tile went (null: a crystal instead). */
  | (Public & Player & { type: "nprCardPlayed"; npr: Race; area: number | null })
  // ---- crystals, tiles, units
  /** `pad`: crystals left on the race's pad. */
  | (Public & Who & { type: "crystalToPouch"; pad: number })
  /** A new unit (level 1; an NPR card may also place it). */
  | (Public & Who & { type: "tilePlaced"; area: number; level: number })
  | (Public & Who & { type: "levelUp"; area: number; level: number })
  /** `level`: what is left of the unit; `by` the attacking race or the ship. */
  | (Public & Who & { type: "tileRemoved"; area: number; level: number; by: Race | "ship" })
  | (Public & Who & { type: "unitEliminated"; area: number; by: Race; removed: number })
  // ---- dice
  /** `needAbove`: for the gate, the total to beat; null for attack and decode. */
  | (Public & Player & { type: "diceRolled"; dice: number[]; for: DiceFor; needAbove: number | null })
  | (Public & Player & { type: "reroll"; for: DiceFor; from: number; to: number; dice: number[] })
  | (Public & Player & { type: "dieChosen"; for: "attack" | "decode"; die: number })
  // ---- gate
  /** A successful roll: the cube moves to `slot`; `firstRoll` gives the bonus card. */
  | (Public &
      Player & {
        type: "gateControl";
        dice: number[];
        total: number;
        needed: number;
        firstRoll: boolean;
        slot: number;
      })
  | (Public & Player & { type: "gateFailed"; dice: number[]; total: number; needed: number })
  | (Public & Player & { type: "bonusCard" })
  /** `to` the closed area now; `moved` false when the player kept the gate in place. */
  | (Public & Player & { type: "gateMoved"; from: number; to: number; moved: boolean })
  // ---- decode and attack
  | (Public & Player & { type: "decode"; card: Race; level: number })
  | (Public & Player & { type: "decodeBlocked" })
  | (Public &
      Player & {
        type: "attackDeclared";
        target: Race;
        targetSeat: Seat | null;
        card: Race;
        level: number;
      })
  | (Public & Player & { type: "attackTarget"; target: Race; area: number })
  /** `removed`: tiles removed before the block (1 SP each). */
  | (Public & Player & { type: "attackBlocked"; target: Race; removed: number })
  /**
   * `race` draws `n` crystals (`drawn` in draw order, `byColour` counted): against an attack or a
   * decoding one of its colour blocks; against the ship each one of its colour saves 1 damage.
   */
  | (Public &
      Who & {
        type: "crystalsDrawn";
        for: "defence" | "decode";
        n: number;
        drawn: Race[];
        byColour: ByRace<number>;
        blocked: boolean;
      })
  | (Public &
      Who & {
        type: "crystalsDrawn";
        for: "ship";
        n: number;
        drawn: Race[];
        byColour: ByRace<number>;
        saved: number;
      })
  | (Public & Player & { type: "noDefence"; for: DrawFor })
  // ---- phase C
  | (Public & { type: "phaseC"; round: number })
  /** Nobody, or every player, is in the closed sector (`inside`): no VP token for it. */
  | (Public & { type: "noClosedBonus"; inside: Race[] })
  /** `values` of every race; `winner` null (and `vp` 0) when every value is 0. */
  | (Public & {
      type: "categoryScored";
      category: Category;
      winner: Race | null;
      winnerSeat: Seat | null;
      vp: number;
      values: ByRace<number>;
    })
  /** `decider`: the seat choosing how to take the damage (the first player for an NPR). */
  | (Public & Who & { type: "shipAttack"; damage: number; decider: Seat })
  | (Public & Who & { type: "cardLost"; left: number })
  | (Public & Who & { type: "nothingToDamage"; damage: number })
  // ---- phase D and omega
  | (Public & { type: "phaseD"; round: number })
  /** The final breakdown by seat (see FinalResult) and the ranks (1 = winner). */
  | (Public & FinalResult & { type: "gameOver"; seatRace: Race[]; ranks: number[] });

/** Every event type. */
export type OmegaEventType = OmegaEvent["type"];
/** The event of one type. */
export type OmegaEventOf<T extends OmegaEventType> = Extract<OmegaEvent, { type: T }>;

export const CATEGORY_LIST = CATEGORIES;

/** Deep copy of a state (much faster than structuredClone on these small objects). */
export function cloneState(s: OmegaState): OmegaState {
  const races = {} as OmegaState["races"];
  for (const [r, rs] of Object.entries(s.races) as [keyof OmegaState["races"], RaceState][]) {
    races[r] = {
      ...rs,
      used: { ...rs.used },
      hand: [...rs.hand],
      placedUp: [...rs.placedUp],
      placedDown: [...rs.placedDown],
      tokens: [...rs.tokens],
      units: [...rs.units],
      vp: { ...rs.vp },
    };
  }
  return {
    ...s,
    seatRace: [...s.seatRace],
    races,
    deck: { pile: [...s.deck.pile], bottom: [...s.deck.bottom] },
    tokenPile: [...s.tokenPile],
    cosmic: [...s.cosmic],
    turn: s.turn ? { ...s.turn } : null,
    pending: clonePending(s.pending),
    final: s.final
      ? {
          vp: [...s.final.vp],
          sp: [...s.final.sp],
          tokens: s.final.tokens.map((t) => [...t]),
          tokenVp: [...s.final.tokenVp],
          categories: s.final.categories.map((c) => ({ ...c })),
          omega: s.final.omega.map((c) => ({ ...c })),
          conversion: [...s.final.conversion],
        }
      : null,
    rng: [...s.rng] as RngState,
  };
}

export function clonePending(p: Pending | null): Pending | null {
  if (!p) return null;
  if (p.kind === "gate" || p.kind === "attack") return { ...p, dice: [...p.dice] };
  if (p.kind === "decode") return { ...p, dice: [...p.dice], queue: [...p.queue] };
  return { ...p };
}

/** A key equal for equal moves whatever their key order (moves are strict objects). */
export function moveKey(m: OmegaMove): string {
  const o = m as Record<string, unknown>;
  return `${o.type}|${o.race}|${o.tiles}|${o.area}|${o.target}|${o.card}|${o.die}|${o.to}`;
}
