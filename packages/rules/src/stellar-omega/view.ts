/** What each viewer may know of a stellar_omega state (allow-list). */
import type { Seat } from "../core/types.ts";
import {
  ACTIONS,
  type Action,
  AREAS,
  type ByRace,
  CATEGORIES,
  type Category,
  GATE_TRACK,
  RACES,
  type Race,
  SP_ORBIT,
} from "./content.ts";
import {
  actionCost,
  categoryValues,
  categoryWinner,
  deckSize,
  gateValue,
  maxActions,
  permanentOf,
  pouchCount,
  tieBreakOrder,
} from "./queries.ts";
import {
  clonePending,
  cloneState,
  type FinalResult,
  type OmegaState,
  type Pending,
  type Phase,
} from "./types.ts";

const byRace = <T>(f: (r: Race) => T): ByRace<T> =>
  Object.fromEntries(RACES.map((r) => [r, f(r)])) as ByRace<T>;
const byCategory = <T>(f: (c: Category) => T): Record<Category, T> =>
  Object.fromEntries(CATEGORIES.map((c) => [c, f(c)])) as Record<Category, T>;

export interface RacePublic {
  seat: Seat | null;
  npr: boolean;
  inGame: boolean;
  tilesAvail: number;
  tilesFlipped: number;
  padCrystals: number;
  permanent: number;
  at: number;
  used: { card: number; crystal: number; tile: number };
  handSize: number;
  placedUp: Race[];
  placedDown: number;
  sp: number;
  spSpot: number;
  tokens: number;
  vp: Record<Category, number>;
  hasBid: boolean;
  /** AT cost of each action for this race now (the engine's actionCost: escalating ones +1 per play). */
  costs: Record<Action, number>;
  /** Actions a turn allows now: 1 + crystals missing from the pad. */
  maxActions: number;
  /** Unit level in each ship area 0..2 (0 = no unit). */
  units: number[];
  /** Placed cards, face up and face down (the Exploration value). */
  placed: number;
}

export interface OmegaPublic {
  players: number;
  round: number;
  rounds: number;
  phase: Phase;
  firstPlayer: Seat;
  nextSeat: Seat;
  seatRace: (Race | null)[];
  races: ByRace<RacePublic>;
  ship: ByRace<number>[];
  gate: number;
  gateSlot: number;
  gateValue: number;
  deckSize: number;
  pouch: ByRace<number>;
  tokenPile: number;
  cosmic: Race[];
  revealedBids: Partial<ByRace<number>> | null;
  /** Each race's value now in each category (the scoring's own functions): Captain = highest unit level, Crew = units, Exploration = placed cards. */
  standings: Record<Category, ByRace<number>>;
  /** Who would win each category now with the round's tie-break (before the bids are revealed: NPRs, then the default order); null when every value is 0. */
  leaders: Record<Category, Race | null>;
  /** Values of the gate control track; the cube is on `gateSlot`, a roll must beat `gateValue`. */
  gateTrack: number[];
  /** The ship area behind the gate (the closed sector), = `gate`. */
  closedArea: number;
  /** Spots of the SP orbit (a VP token each time a cube passes spot 0). */
  spOrbit: number;
  /** The acting seat's turn: `actionsLeft` = maxActions - actions played. */
  turn: { seat: Seat; actions: number; maxActions: number; actionsLeft: number; changed: boolean } | null;
  pending: Pending | null;
  scoreStep: number;
  final: FinalResult | null;
}

export interface OmegaPrivate {
  race: Race | null;
  hand: Race[];
  bid: number | null;
  tokens: number[];
}

export function publicView(s: OmegaState): OmegaPublic {
  const races = Object.fromEntries(
    RACES.map((r) => {
      const rs = s.races[r];
      const v: RacePublic = {
        seat: rs.seat,
        npr: s.phase !== "draft" && rs.seat === null,
        inGame: s.phase !== "draft",
        tilesAvail: rs.tilesAvail,
        tilesFlipped: rs.tilesFlipped,
        padCrystals: rs.padCrystals,
        permanent: permanentOf(s, r),
        at: rs.at,
        used: { ...rs.used },
        handSize: rs.hand.length,
        placedUp: [...rs.placedUp],
        placedDown: rs.placedDown.length,
        sp: rs.sp,
        spSpot: rs.sp % SP_ORBIT,
        tokens: rs.tokens.length,
        vp: { ...rs.vp },
        hasBid: rs.bid !== null,
        costs: Object.fromEntries(ACTIONS.map((a) => [a, actionCost(rs, a)])) as Record<Action, number>,
        maxActions: maxActions(rs),
        units: [...rs.units],
        placed: rs.placedUp.length + rs.placedDown.length,
      };
      return [r, v];
    }),
  ) as ByRace<RacePublic>;
  const turnRace = s.turn ? s.seatRace[s.turn.seat] : null;
  const standings = byCategory((c) => categoryValues(s, c));
  const order = tieBreakOrder(s);
  return {
    players: s.players,
    round: s.round,
    rounds: s.rounds,
    phase: s.phase,
    firstPlayer: s.firstPlayer,
    nextSeat: s.nextSeat,
    seatRace: [...s.seatRace],
    races,
    ship: Array.from({ length: AREAS }, (_, a) => byRace((r) => s.races[r].units[a] ?? 0)),
    gate: s.gate,
    gateSlot: s.gateSlot,
    gateValue: gateValue(s),
    deckSize: deckSize(s),
    pouch: byRace((r) => pouchCount(s, r)),
    tokenPile: s.tokenPile.reduce((a, b) => a + b, 0),
    cosmic: [...s.cosmic],
    // bids become public once every player has bid (phase B on)
    revealedBids:
      s.phase === "draft" || s.phase === "bid"
        ? null
        : Object.fromEntries(s.seatRace.filter((r) => r !== null).map((r) => [r, s.races[r].bid ?? 0])),
    standings,
    leaders: byCategory((c) => categoryWinner(standings[c], order)),
    gateTrack: [...GATE_TRACK],
    closedArea: s.gate,
    spOrbit: SP_ORBIT,
    turn:
      s.turn && turnRace
        ? {
            seat: s.turn.seat,
            actions: s.turn.actions,
            maxActions: maxActions(s.races[turnRace]),
            actionsLeft: Math.max(0, maxActions(s.races[turnRace]) - s.turn.actions),
            changed: s.turn.changed,
          }
        : null,
    pending: clonePending(s.pending),
    scoreStep: s.scoreStep,
    final: s.final ? cloneState(s).final : null,
  };
}

export function privateView(s: OmegaState, seat: Seat): OmegaPrivate {
  const r = s.seatRace[seat] ?? null;
  if (r === null) return { race: null, hand: [], bid: null, tokens: [] };
  const rs = s.races[r];
  return { race: r, hand: [...rs.hand], bid: rs.bid, tokens: [...rs.tokens] };
}
