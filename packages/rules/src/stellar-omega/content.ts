/**
 * stellar_omega content tables: what the rulebook shows only in pictures, designed as data.
 * docs/games/stellar-omega.md explains each choice.
 */

/** The four races, in the order used for every table below. */
export const RACES = ["aliens", "clones", "machines", "mutants"] as const;
export type Race = (typeof RACES)[number];
export type ByRace<T> = Record<Race, T>;

/**
 * Default cosmic order, best first (tie breaker). The rulebook only shows that Machines rank above
 * Aliens; "bids 4, 3, 4, 5" read in this order is the only reading that matches its example.
 */
export const DEFAULT_ORDER: readonly Race[] = ["machines", "mutants", "aliens", "clones"];

/** Rounds by number of players (rulebook: 2/8, 3/6, 4/4). */
export const ROUNDS: Readonly<Record<number, number>> = { 2: 8, 3: 6, 4: 4 };

/** Unit tiles of each race (on its pad at the start). */
export const TILES_PER_RACE = 8;
/** Maximum level of a unit (rulebook: 3 tiles). */
export const MAX_LEVEL = 3;
/** Action tokens each player has at the start of every round. */
export const AT_PER_ROUND = 6;
/** Crystal slots of a pad; uncovering slot i (from the top) shows "(i+2)A". */
export const PAD_SLOTS = 3;
export const PAD_SLOT_LABELS = ["2A", "3A", "4A"] as const;
/** Permanent crystals in the pouch (rulebook: 1, or 2 for the Machines when a player plays them). */
export const PERMANENT_CRYSTALS = 1;
export const MACHINES_PLAYER_PERMANENT = 2;
/** Maximum cards in hand (rulebook). */
export const HAND_LIMIT = 3;
/** Command cards of each colour in the deck. */
export const CARDS_PER_COLOUR = 10;
/** Length of the SP orbit: the rulebook's "4 SP + 2 SP = spot 1 and a VP token" gives 5 spots. */
export const SP_ORBIT = 5;
/** VP token pile: [value, count]. Values are secret to the owner until the end. */
export const VP_TOKENS: readonly (readonly [number, number])[] = [
  [1, 24],
  [2, 24],
  [3, 12],
];
/** Areas of the ship; the gate position p makes area p the closed sector. */
export const AREAS = 3;
export const START_GATE = 2;
/** Gate control cube track: a roll of 3 dice must be higher than the value of the cube's slot. */
export const GATE_TRACK: readonly number[] = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17];
/** First slot of the gate control cube by number of players (the rulebook changes it for 2/3). */
export const GATE_START_SLOT: Readonly<Record<number, number>> = { 2: 2, 3: 1, 4: 0 };
/** Dice rolled for gate control. */
export const GATE_DICE = 3;
/** Cosmic order SP by rank among players (rulebook: 3/2/1 for 4; 2/1 for 3; 1 for 2). */
export function cosmicSp(players: number, rank: number): number {
  return Math.max(0, players - 1 - rank);
}
/** VP of a category win is capped at 3 for Exploration (rulebook); Captain and Crew can't exceed 3. */
export const CATEGORIES = ["captain", "crew", "exploration"] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_CAP: Readonly<Record<Category, number>> = { captain: 3, crew: 3, exploration: 3 };

/** Actions of phase B; the first three cost +1 AT each time they are repeated in a round. */
export const ACTIONS = ["card", "crystal", "tile", "decode", "attack", "gate"] as const;
export type Action = (typeof ACTIONS)[number];
export const ESCALATING = ["card", "crystal", "tile"] as const;
export type EscalatingAction = (typeof ESCALATING)[number];

export const raceIndex = (r: Race): number => RACES.indexOf(r);
