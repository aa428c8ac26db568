/**
 * Space Opera (Gerardo Gervacio, rulebook v1.01) as a GameDef: a 4X game on a grid of map cards.
 * Rules as implemented and every decision taken: docs/games/space-opera.md.
 */
import type { Rng } from "../core/rng.ts";
import type { GameDef, Outcome, Seat } from "../core/types.ts";
import { spaceOperaBot } from "./bot.ts";
import { legalMovesOf } from "./checks.ts";
import { applyMove } from "./engine.ts";
import { holdings } from "./helpers.ts";
import { actorsOf, pendingDecision } from "./queries.ts";
import { advanceTurn } from "./round.ts";
import { setupState } from "./setup.ts";
import {
  type Move,
  moveSchema,
  type Options,
  optionsSchema,
  type PrivateView,
  type PublicView,
  type SoEvent,
  type State,
} from "./types.ts";

export type { Move, Options, PrivateView, PublicView, SoEvent, State } from "./types.ts";

/** What everyone may see: face-up cards, planets, ships, hand sizes and the cards played face up. */
export function publicViewOf(s: State): PublicView {
  const d = pendingDecision(s);
  return {
    scenario: s.scenario,
    width: s.width,
    height: s.height,
    movePerEnergy: s.movePerEnergy,
    roundLimit: s.roundLimit,
    round: s.round,
    phase: s.phase,
    first: s.first,
    turn: s.turn,
    passed: [...s.passed],
    cards: s.cards.map((c, i) => (s.faceUp[i] ? c : null)),
    planets: s.planets.map((p) => (p ? { ...p } : null)),
    ships: s.ships.map((x) => ({ ...x })),
    handSizes: s.hands.map((h) => h.length),
    revealed: s.revealed.map((r) => [...r]),
    deckSize: s.deck.length,
    hacked: s.hacked.map((h) => ({ ...h })),
    emp: s.emp.map((e) => ({ ...e })),
    ties: s.ties.map((t) => ({ ...t })),
    done: [...s.done],
    activePlanet: s.activePlanet,
    active: s.active ? { ...s.active } : null,
    decision: d
      ? {
          kind: d.k,
          seat: d.seat,
          ...("cell" in d ? { cell: d.cell } : {}),
          ...("ship" in d ? { ship: d.ship } : {}),
          ...("from" in d ? { from: d.from } : {}),
        }
      : null,
    combat: s.combat ? structuredClone(s.combat) : null,
    out: [...s.out],
    hiddenPlanets: s.hiddenPlanets,
    once: s.once.map((o) => [...o]),
  };
}

/** What only `seat` may see: its tech cards, what its Radio Telescope and Spy saw. */
export function privateViewOf(s: State, seat: Seat): PrivateView {
  return {
    hand: [...(s.hands[seat] ?? [])],
    known: (s.known[seat] ?? []).filter((c) => !s.faceUp[c]).map((cell) => ({ cell, card: s.cards[cell]! })),
    spied: s.spied[seat] ? { target: s.spied[seat]!.target, techs: [...s.spied[seat]!.techs] } : null,
    spyCopy: s.spyCopy[seat] ?? null,
  };
}

/** Ranks: survivors first (by planets, then class total), then players out, the last out first. */
export function outcomeOf(s: State): Outcome | null {
  if (s.phase !== "over") return null;
  const seats = Array.from({ length: s.players }, (_, i) => i);
  const alive = seats.filter((i) => !s.out[i]);
  const h = seats.map((i) => (s.out[i] ? { planets: 0, classTotal: 0 } : holdings(s, i)));
  const key = (i: Seat): number[] => (s.out[i] ? [0, s.out[i]!, 0] : [1, h[i]!.planets, h[i]!.classTotal]);
  const cmp = (a: Seat, b: Seat) => {
    const ka = key(a);
    const kb = key(b);
    for (let j = 0; j < 3; j++) if (ka[j] !== kb[j]) return kb[j]! - ka[j]!;
    return 0;
  };
  const ranks = seats.map((i) => 1 + seats.filter((j) => cmp(j, i) < 0).length);
  const reason =
    alive.length <= 1
      ? "The last player with meeples wins."
      : "Round limit reached: most planets wins, ties broken by the highest class total.";
  return { ranks, scores: seats.map((i) => h[i]!.planets), reason };
}

/** A copy of `s` changed only in what `owner` alone knows ("world": what nobody knows). */
export function perturbHidden(s0: State, owner: Seat | "world", rng: Rng): State {
  const s = structuredClone(s0);
  const knownBy = (cell: number) => s.known.filter((k) => k.includes(cell)).length;
  const reshuffle = (cells: number[]) => {
    const cards = rng.shuffleInPlace(cells.map((c) => s.cards[c]!));
    cells.forEach((c, i) => {
      s.cards[c] = cards[i]!;
    });
  };
  const faceDown = s.cards.flatMap((_, i) => (s.faceUp[i] ? [] : [i]));
  if (owner === "world") {
    reshuffle(faceDown.filter((c) => knownBy(c) === 0));
    rng.shuffleInPlace(s.deck);
    s.rng = [rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32)];
    return s;
  }
  // The owner's unrevealed cards swap with deck cards; face-down cards only it has seen reshuffle.
  const hand = s.hands[owner]!;
  const revealed = s.revealed[owner]!;
  for (let i = 0; i < hand.length; i++) {
    if (revealed.includes(hand[i]!) || s.deck.length === 0 || rng.int(2) === 0) continue;
    const j = rng.int(s.deck.length);
    const t = hand[i]!;
    hand[i] = s.deck[j]!;
    s.deck[j] = t;
  }
  const mine = s.known[owner]!;
  reshuffle(faceDown.filter((c) => knownBy(c) === 0 || (knownBy(c) === 1 && mine.includes(c))));
  return s;
}

function invariant(s: State): string | null {
  const cards = [...s.deck, ...s.hands.flat()];
  if (cards.length !== 27 || new Set(cards).size !== 27) return "tech cards not conserved";
  for (const [seat, r] of s.revealed.entries())
    if (r.some((t) => !s.hands[seat]!.includes(t))) return `seat ${seat} revealed a card it does not hold`;
  for (const p of s.planets) {
    if (!p) continue;
    for (const k of ["meeples", "used", "energy", "ore", "windmill", "refinery", "farm", "bunker"] as const)
      if (p[k] < 0) return `negative ${k} on ${p.card}`;
    if (p.energy > 10 || p.ore > 10) return `over 10 resources on ${p.card}`;
    if (p.windmill > 3 || p.refinery > 3 || p.farm > 3) return `structure above level 3 on ${p.card}`;
    if ((p.owner === null) !== (p.meeples === 0)) return `planet ${p.card} control and meeples disagree`;
  }
  for (const x of s.ships) {
    if (x.energy < 0 || x.meeples < 0 || x.ore < 0) return `negative cargo on ship ${x.id}`;
    if (x.cell < 0 || x.cell >= s.cards.length) return `ship ${x.id} off the map`;
  }
  const hiddenPlanets = s.cards.filter((c, i) => !s.faceUp[i] && c.startsWith("planet-")).length;
  if (hiddenPlanets !== s.hiddenPlanets) return "hidden planet count is wrong";
  return null;
}

export const spaceOpera: GameDef<State, Move, PublicView, PrivateView, Options, SoEvent> = {
  id: "space-opera",
  title: "Space Opera",
  rulesVersion: "1",
  players: { min: 2, max: 4 },
  optionsSchema,
  moveSchema,
  setup({ players, seed, options }) {
    const s = setupState(players, seed, options);
    advanceTurn(s, [], true);
    return s;
  },
  actors: actorsOf,
  legalMoves: legalMovesOf,
  apply: applyMove,
  publicView: publicViewOf,
  privateView: privateViewOf,
  outcome: outcomeOf,
  bots: { default: spaceOperaBot },
  test: { perturbHidden, invariant },
};

export default spaceOpera;
