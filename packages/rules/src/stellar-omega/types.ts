import { z } from "zod";
import type { RngState } from "../core/rng.ts";
import type { GameEvent, Seat } from "../core/types.ts";
import {
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

export interface FinalResult {
  vp: number[];
  sp: number[];
  tokens: number[][];
  categories: Record<Category, number>[];
}

export interface SOState {
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
export type SOMove = z.infer<typeof moveSchema>;

export const optionsSchema = z.object({}).strict();
export type SOOptions = z.infer<typeof optionsSchema>;

/** Events for the log and animations; private ones carry `visibleTo`. */
export type SOEvent = GameEvent & { [k: string]: unknown };

export const CATEGORY_LIST = CATEGORIES;

/** Deep copy of a state (much faster than structuredClone on these small objects). */
export function cloneState(s: SOState): SOState {
  const races = {} as SOState["races"];
  for (const [r, rs] of Object.entries(s.races) as [keyof SOState["races"], RaceState][]) {
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
          categories: s.final.categories.map((c) => ({ ...c })),
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
export function moveKey(m: SOMove): string {
  const o = m as Record<string, unknown>;
  return `${o.type}|${o.race}|${o.tiles}|${o.area}|${o.target}|${o.card}|${o.die}|${o.to}`;
}
