/** Fixtures for stellar_omega rule tests: games set up to a scenario, moves that must apply. */
import { expect } from "vitest";
import { rngFrom, seedRng } from "../../src/core/rng.ts";
import type { Seat } from "../../src/core/types.ts";
import type { Race } from "../../src/stellar-omega/content.ts";
import { stellarOmega } from "../../src/stellar-omega/index.ts";
import { actors, legalMoves } from "../../src/stellar-omega/legal.ts";
import { advance } from "../../src/stellar-omega/perform.ts";
import { setup } from "../../src/stellar-omega/setup.ts";
import type {
  OmegaEvent,
  OmegaEventOf,
  OmegaEventType,
  OmegaMove,
  OmegaState,
} from "../../src/stellar-omega/types.ts";

/**
 * A game where seat i plays races[i] (the draft done), in phase A of round 1. The first player is
 * drawn from the seed; tests that follow a rulebook example set it (`first`, default seat 0).
 */
export function newGame(races: Race[], seed = "t", first: Seat | "drawn" = 0): OmegaState {
  let s = setup({ players: races.length, seed });
  if (first !== "drawn") {
    s.firstPlayer = first;
    s.nextSeat = first;
  }
  while (s.phase === "draft") {
    const seat = actors(s)[0]!;
    s = play(s, seat, { type: "race", race: races[seat]! }).state;
  }
  return s;
}

/** Applies a move that must be legal. */
export function play(s: OmegaState, seat: Seat, m: OmegaMove): { state: OmegaState; events: OmegaEvent[] } {
  const r = stellarOmega.apply(s, seat, m);
  if (!r.ok)
    throw new Error(`${JSON.stringify(m)} refused for seat ${seat}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** Applies moves in order; returns the final state and all events. */
export function playAll(
  s: OmegaState,
  moves: [Seat, OmegaMove][],
): { state: OmegaState; events: OmegaEvent[] } {
  const events: OmegaEvent[] = [];
  for (const [seat, m] of moves) {
    const r = play(s, seat, m);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The game in phase B after everyone bid 0 (nothing else changed). */
export function inActions(races: Race[], seed = "t"): OmegaState {
  let s = newGame(races, seed);
  for (let seat = 0; seat < races.length; seat++) s = play(s, seat, { type: "bid", tiles: 0 }).state;
  for (const r of races) s.races[r].sp = 0;
  s.cosmic = [...s.cosmic];
  return s;
}

/** Re-runs the automatic progress (after a test edited the state by hand). */
export function settle(s: OmegaState): OmegaEvent[] {
  const ev: OmegaEvent[] = [];
  advance(s, rngFrom(s.rng), ev);
  return ev;
}

/** Finds an rng seed under which `attempt` (run on a copy with that rng) returns a result. */
export function withLuck<T>(s: OmegaState, attempt: (s: OmegaState) => T | null, tries = 100_000): T {
  for (let i = 0; i < tries; i++) {
    const c = structuredClone(s);
    c.rng = seedRng(`luck${i}`);
    try {
      const out = attempt(c);
      if (out !== null) return out;
    } catch {
      // this seed led somewhere else (e.g. a move that is not legal then): try the next one
    }
  }
  throw new Error("no seed gives that luck");
}

/** Events of a type. */
export function ofType<T extends OmegaEventType>(events: OmegaEvent[], type: T): OmegaEventOf<T>[] {
  return events.filter((e): e is OmegaEventOf<T> => e.type === type);
}

export function expectRefused(s: OmegaState, seat: Seat, m: OmegaMove, code: string): void {
  const r = stellarOmega.apply(s, seat, m);
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.error.code).toBe(code);
    expect(r.error.message.length).toBeGreaterThan(10);
  }
  expect(legalMoves(s, seat)).not.toContainEqual(m);
}

/** Places units by hand: units[race] = levels per area [0, 1, 2]; tiles come from the pad. */
export function placeUnits(s: OmegaState, units: Partial<Record<Race, number[]>>): void {
  for (const [r, levels] of Object.entries(units) as [Race, number[]][]) {
    const rs = s.races[r];
    const before = rs.units.reduce((a, b) => a + b, 0);
    const after = levels.reduce((a, b) => a + b, 0);
    rs.units = [...levels];
    rs.tilesAvail -= after - before;
  }
}

/** Puts cards in hands by hand, taking them out of the deck. */
export function giveCards(s: OmegaState, race: Race, cards: Race[]): void {
  for (const c of cards) {
    const i = ["aliens", "clones", "machines", "mutants"].indexOf(c);
    s.deck.pile[i]!--;
    s.races[race].hand.push(c);
  }
  s.races[race].hand.sort();
}
