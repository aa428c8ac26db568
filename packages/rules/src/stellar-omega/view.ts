/** What each viewer may know of a stellar_omega state (allow-list). */
import type { Seat } from "../core/types.ts";
import { AREAS, type ByRace, type Category, RACES, type Race, SP_ORBIT } from "./content.ts";

const byRace = <T>(f: (r: Race) => T): ByRace<T> =>
  Object.fromEntries(RACES.map((r) => [r, f(r)])) as ByRace<T>;

import { deckSize, gateValue, maxActions, permanentOf, pouchCount } from "./engine.ts";
import {
  clonePending,
  cloneState,
  type FinalResult,
  type Pending,
  type Phase,
  type SOState,
} from "./types.ts";

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
}

export interface SOPublic {
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
  turn: { seat: Seat; actions: number; maxActions: number; changed: boolean } | null;
  pending: Pending | null;
  scoreStep: number;
  final: FinalResult | null;
}

export interface SOPrivate {
  race: Race | null;
  hand: Race[];
  bid: number | null;
  tokens: number[];
}

export function publicView(s: SOState): SOPublic {
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
      };
      return [r, v];
    }),
  ) as ByRace<RacePublic>;
  const turnRace = s.turn ? s.seatRace[s.turn.seat] : null;
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
    turn:
      s.turn && turnRace
        ? {
            seat: s.turn.seat,
            actions: s.turn.actions,
            maxActions: maxActions(s.races[turnRace]),
            changed: s.turn.changed,
          }
        : null,
    pending: clonePending(s.pending),
    scoreStep: s.scoreStep,
    final: s.final ? cloneState(s).final : null,
  };
}

export function privateView(s: SOState, seat: Seat): SOPrivate {
  const r = s.seatRace[seat] ?? null;
  if (r === null) return { race: null, hand: [], bid: null, tokens: [] };
  const rs = s.races[r];
  return { race: r, hand: [...rs.hand], bid: rs.bid, tokens: [...rs.tokens] };
}
