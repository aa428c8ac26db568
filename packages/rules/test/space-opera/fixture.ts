/** Builders for hand-made Space Opera positions (test-only). */
import { expect } from "vitest";
import type { TechId } from "../../src/space-opera/content.ts";
import { newPlanet } from "../../src/space-opera/effects.ts";
import type { OperaEvent } from "../../src/space-opera/events.ts";
import { spaceOpera } from "../../src/space-opera/index.ts";
import { setup } from "../../src/space-opera/setup.ts";
import {
  type OperaMove,
  type OperaState,
  optionsSchema,
  type Planet,
  type Ship,
} from "../../src/space-opera/types.ts";

/** A 5x5 map of face-up empty space with no planets, seat 0 to build, round 1. */
export function blank(players = 2, options: Record<string, unknown> = {}): OperaState {
  const s = setup({ players, seed: "fixture", options: optionsSchema.parse(options) });
  s.cards = s.cards.map((_, i) => `space-${String((i % 27) + 1).padStart(2, "0")}`);
  s.faceUp = s.cards.map(() => true);
  s.planets = s.cards.map(() => null);
  s.hiddenPlanets = 0;
  s.first = 0;
  s.turn = 0;
  return s;
}

/** Two players: seat 0 on the centre planet (cell 12), seat 1 on the far corner (cell 24). */
export function duel(patch0: Partial<Planet> = {}, patch1: Partial<Planet> = {}): OperaState {
  const s = blank(2);
  planet(s, 12, 0, { energy: 10, ore: 10, ...patch0 });
  planet(s, 24, 1, { ...patch1 }, "planet-02");
  return s;
}

/** Puts a map card on a cell (face up unless told). */
export function card(s: OperaState, cell: number, id: string, faceUp = true): void {
  s.cards[cell] = id;
  s.faceUp[cell] = faceUp;
  if (!faceUp && id.startsWith("planet-")) s.hiddenPlanets += 1;
}

/** Puts a face-up planet on a cell, controlled by `owner`, with its pips as starting tokens. */
export function planet(
  s: OperaState,
  cell: number,
  owner: number | null,
  patch: Partial<Planet> = {},
  id = "planet-01",
): Planet {
  const p = { ...newPlanet(id, owner), ...patch };
  s.cards[cell] = id;
  s.faceUp[cell] = true;
  s.planets[cell] = p;
  return p;
}

/** Adds a ship. */
export function ship(s: OperaState, owner: number | null, cell: number, patch: Partial<Ship> = {}): Ship {
  const x: Ship = {
    id: s.nextShip++,
    owner,
    cell,
    energy: 0,
    meeples: 0,
    ore: 0,
    nukes: 0,
    bios: 0,
    acts: 0,
    load: 0,
    stealth: false,
    pulsed: false,
    fused: false,
    ...patch,
  };
  s.ships.push(x);
  return x;
}

/** Gives a seat tech cards (taken out of the deck). */
export function give(s: OperaState, seat: number, ...techs: TechId[]): void {
  for (const t of techs) {
    s.deck = s.deck.filter((d) => d !== t);
    s.hands[seat]!.push(t);
  }
}

/** Sets the phase and whose turn it is. */
export function at(s: OperaState, phase: OperaState["phase"], turn = 0): OperaState {
  s.phase = phase;
  s.turn = turn;
  s.passed = s.passed.map(() => false);
  return s;
}

/** Plays a move that must be accepted. */
export function play(s: OperaState, seat: number, m: OperaMove): { s: OperaState; ev: OperaEvent[] } {
  const listed = spaceOpera.legalMoves(s, seat).some((x) => JSON.stringify(x) === JSON.stringify(m));
  const r = spaceOpera.apply(s, seat, m);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(m)}: ${r.error.code} ${r.error.message}`);
  expect(listed, `legalMoves lists ${JSON.stringify(m)}`).toBe(true);
  const broken = spaceOpera.test.invariant?.(r.value.state);
  expect(broken).toBeNull();
  return { s: r.value.state, ev: r.value.events };
}

/** Plays several moves in a row. */
export function playAll(s: OperaState, moves: [number, OperaMove][]): { s: OperaState; ev: OperaEvent[] } {
  let cur = s;
  const ev: OperaEvent[] = [];
  for (const [seat, m] of moves) {
    const r = play(cur, seat, m);
    cur = r.s;
    ev.push(...r.ev);
  }
  return { s: cur, ev };
}

/** The error code of a move that must be refused (and not listed). */
export function refused(s: OperaState, seat: number, m: OperaMove): string {
  const before = JSON.stringify(s);
  const r = spaceOpera.apply(s, seat, m);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(m)}`);
  expect(spaceOpera.legalMoves(s, seat).some((x) => JSON.stringify(x) === JSON.stringify(m))).toBe(false);
  expect(r.error.message.length).toBeGreaterThan(10);
  return r.error.code;
}

export const types = (ev: OperaEvent[]) => ev.map((e) => e.type);
