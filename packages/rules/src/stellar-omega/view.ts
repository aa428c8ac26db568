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
import { finalRanks } from "./outcome.ts";
import {
  actionCost,
  byRace,
  categoryValues,
  categoryWinner,
  deckSize,
  gateValue,
  maxActions,
  openAreas,
  openUnitAreas,
  permanentOf,
  pouchCount,
  tieBreakOrder,
  tilesOnPad,
} from "./queries.ts";
import {
  clonePending,
  cloneState,
  type FinalResult,
  type OmegaState,
  type Pending,
  type Phase,
} from "./types.ts";

const byAction = <T>(f: (a: Action) => T): Record<Action, T> =>
  Object.fromEntries(ACTIONS.map((a) => [a, f(a)])) as Record<Action, T>;
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
  /** Whether its AT pay each action's cost now. */
  canPay: Record<Action, boolean>;
  /** Unit tiles on its pad, available and flipped. */
  tilesOnPad: number;
  /** Areas of the open sector where it has a unit: where it attacks from and can be attacked. */
  openUnitAreas: number[];
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
  /** Crystals in the pouch, all colours. */
  pouchSize: number;
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
  /** The areas of the open sector. */
  openAreas: number[];
  /** Total of the gate roll pending (it succeeds above `gateValue`); null without one. */
  gateTotal: number | null;
  /** Spots of the SP orbit (a VP token each time a cube passes spot 0). */
  spOrbit: number;
  /** The acting seat's turn: `actionsLeft` = maxActions - actions played. */
  turn: { seat: Seat; actions: number; maxActions: number; actionsLeft: number; changed: boolean } | null;
  pending: Pending | null;
  scoreStep: number;
  final: FinalResult | null;
  /** Once the game is over, each seat's rank (1 = winner: most VP, ties broken by SP). */
  finalRanks: number[] | null;
  /** Once the game is over, the VP each seat's category cubes gained or lost in phase omega. */
  finalOmega: number[] | null;
}

export interface OmegaPrivate {
  race: Race | null;
  hand: Race[];
  bid: number | null;
  tokens: number[];
}

/** Everything everyone may know, with the numbers the screens show computed by the rules. */
export function publicView(s: OmegaState): OmegaPublic {
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
    races: byRace((r) => racePublic(s, r)),
    ship: Array.from({ length: AREAS }, (_, a) => byRace((r) => s.races[r].units[a] ?? 0)),
    gate: s.gate,
    gateSlot: s.gateSlot,
    gateValue: gateValue(s),
    deckSize: deckSize(s),
    pouch: byRace((r) => pouchCount(s, r)),
    pouchSize: RACES.reduce((t, r) => t + pouchCount(s, r), 0),
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
    openAreas: openAreas(s),
    gateTotal: s.pending?.kind === "gate" ? s.pending.dice.reduce((a, b) => a + b, 0) : null,
    spOrbit: SP_ORBIT,
    turn: turnPublic(s),
    pending: clonePending(s.pending),
    scoreStep: s.scoreStep,
    final: s.final ? cloneState(s).final : null,
    finalRanks: s.final ? finalRanks(s.final) : null,
    finalOmega: s.final ? s.final.omega.map((o) => CATEGORIES.reduce((t, c) => t + o[c], 0)) : null,
  };
}

/** One race's pad and holdings as everyone sees them (its hand, bid and tokens counted only). */
function racePublic(s: OmegaState, r: Race): RacePublic {
  const rs = s.races[r];
  return {
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
    costs: byAction((a) => actionCost(rs, a)),
    maxActions: maxActions(rs),
    units: [...rs.units],
    placed: rs.placedUp.length + rs.placedDown.length,
    canPay: byAction((a) => actionCost(rs, a) <= rs.at),
    tilesOnPad: tilesOnPad(rs),
    openUnitAreas: openUnitAreas(s, r),
  };
}

/** The acting seat's turn, with the actions it still allows. */
function turnPublic(s: OmegaState): OmegaPublic["turn"] {
  const turnRace = s.turn ? s.seatRace[s.turn.seat] : null;
  if (!s.turn || !turnRace) return null;
  const max = maxActions(s.races[turnRace]);
  return {
    seat: s.turn.seat,
    actions: s.turn.actions,
    maxActions: max,
    actionsLeft: Math.max(0, max - s.turn.actions),
    changed: s.turn.changed,
  };
}

/** What one seat alone may know: its race's hand, its bid this round, its VP tokens' values. */
export function privateView(s: OmegaState, seat: Seat): OmegaPrivate {
  const r = s.seatRace[seat] ?? null;
  if (r === null) return { race: null, hand: [], bid: null, tokens: [] };
  const rs = s.races[r];
  return { race: r, hand: [...rs.hand], bid: rs.bid, tokens: [...rs.tokens] };
}
