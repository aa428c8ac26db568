/**
 * What a stellar_omega state says, read without changing it: races in play, units, pouch, costs,
 * the category values. Shared by the legal moves, the perform steps and the view.
 */
import type { Seat } from "../core/types.ts";
import {
  type Action,
  AREAS,
  type ByRace,
  type Category,
  DEFAULT_ORDER,
  type EscalatingAction,
  GATE_TRACK,
  MACHINES_PLAYER_PERMANENT,
  PAD_SLOTS,
  PERMANENT_CRYSTALS,
  RACES,
  type Race,
} from "./content.ts";
import type { OmegaState, RaceState } from "./types.ts";

/** A table by race, built from a function of the race. */
export const byRace = <T>(f: (r: Race) => T): ByRace<T> =>
  Object.fromEntries(RACES.map((r) => [r, f(r)])) as ByRace<T>;

/** Races played by a player, in seat order. */
export function playerRaces(s: OmegaState): Race[] {
  return s.seatRace.filter((r): r is Race => r !== null);
}

/** Non-player races in the game, in default cosmic order. */
export function nprRaces(s: OmegaState): Race[] {
  if (s.phase === "draft") return [];
  return DEFAULT_ORDER.filter((r) => s.races[r].seat === null);
}

/** Every race is in the game once the races are chosen (players and NPRs). */
export function inGameRaces(s: OmegaState): readonly Race[] {
  return s.phase === "draft" ? [] : RACES;
}

/** Permanent crystals of a race in the pouch: 1, or 2 for the Machines played by a player. */
export function permanentOf(s: OmegaState, r: Race): number {
  if (s.phase === "draft") return 0;
  return r === "machines" && s.races[r].seat !== null ? MACHINES_PLAYER_PERMANENT : PERMANENT_CRYSTALS;
}

/** Crystals of a race in the pouch: its permanent ones plus those missing from its pad. */
export function pouchCount(s: OmegaState, r: Race): number {
  return s.phase === "draft" ? 0 : permanentOf(s, r) + PAD_SLOTS - s.races[r].padCrystals;
}

/** The areas of the open sector (every area but the closed one). */
export function openAreas(s: OmegaState): number[] {
  return Array.from({ length: AREAS }, (_, a) => a).filter((a) => a !== s.gate);
}

/** Areas where `r` has a unit. */
export function unitAreas(s: OmegaState, r: Race): number[] {
  const u = s.races[r].units;
  const out: number[] = [];
  for (let a = 0; a < AREAS; a++) if ((u[a] ?? 0) > 0) out.push(a);
  return out;
}

/** Areas of the open sector where `r` has a unit: where it attacks from and can be attacked. */
export function openUnitAreas(s: OmegaState, r: Race): number[] {
  return unitAreas(s, r).filter((a) => a !== s.gate);
}

/** Level of `r`'s unit in an area (0: none). */
export function level(s: OmegaState, area: number, r: Race): number {
  return s.races[r].units[area] ?? 0;
}

/** 1 + crystals missing from the pad (rulebook B: the slot labels "2A", "3A", "4A"). */
export function maxActions(rs: RaceState): number {
  return 1 + (PAD_SLOTS - rs.padCrystals);
}

/** AT cost of an action now: +1 per earlier play this round for CARD/CRYSTAL/TILE, else 1. */
export function actionCost(rs: RaceState, a: Action): number {
  if (a === "card" || a === "crystal" || a === "tile") return 1 + rs.used[a as EscalatingAction];
  return 1;
}

/** The value a gate roll must beat: the cube's slot on the gate control track. */
export function gateValue(s: OmegaState): number {
  return GATE_TRACK[s.gateSlot] ?? GATE_TRACK[GATE_TRACK.length - 1]!;
}

/** Unit tiles on the pad, available and flipped (what can still enter the ship). */
export function tilesOnPad(rs: RaceState): number {
  return rs.tilesAvail + rs.tilesFlipped;
}

/** The race a seat plays (null before the draft). */
export function raceOfSeat(s: OmegaState, seat: Seat): Race | null {
  return s.seatRace[seat] ?? null;
}

/** Cards left to draw. */
export function deckSize(s: OmegaState): number {
  return s.deck.pile.reduce((t, n) => t + n, 0) + s.deck.bottom.length;
}

/** Category value of a race: highest unit level, number of units, placed cards. */
export function categoryValue(s: OmegaState, r: Race, c: Category): number {
  const areas = unitAreas(s, r);
  if (c === "captain") return Math.max(0, ...areas.map((a) => level(s, a, r)));
  if (c === "crew") return areas.length;
  return s.races[r].placedUp.length + s.races[r].placedDown.length;
}

/** Every race's value in a category now (0 for all before the races are chosen). */
export function categoryValues(s: OmegaState, c: Category): ByRace<number> {
  return byRace((r) => categoryValue(s, r, c));
}

/**
 * The tie-break order of the round: the cosmic order once the bids are revealed (NPRs first);
 * before that (draft, phase A), NPRs first and then the players in the default cosmic order.
 */
export function tieBreakOrder(s: OmegaState): Race[] {
  if (s.phase === "draft") return [...DEFAULT_ORDER];
  if (s.phase === "bid" || s.cosmic.length === 0)
    return [...nprRaces(s), ...DEFAULT_ORDER.filter((r) => s.races[r].seat !== null)];
  return [...s.cosmic];
}

/** Who wins a category with these values: the highest, ties by `order`; null when all are 0. */
export function categoryWinner(values: ByRace<number>, order: readonly Race[]): Race | null {
  const best = Math.max(...order.map((r) => values[r]));
  if (best <= 0) return null;
  return order.find((r) => values[r] === best) ?? null;
}
