/**
 * Space Opera (Gerardo Gervacio, rulebook v1.01) as a GameDef: a 4X game on a grid of map cards.
 * Rules as implemented and every decision taken: docs/games/space-opera.md.
 */

import { defineGame } from "../core/engine.ts";
import type { Rng } from "../core/rng.ts";
import type { GameDef, Outcome, Seat } from "../core/types.ts";
import { spaceOperaBot } from "./bot.ts";
import { legalMovesOf } from "./checks.ts";
import { planetCard, planetClass } from "./content.ts";
import { explainMove, performMove } from "./engine.ts";
import {
  capacityOf,
  freeMeeples,
  holdings,
  invasionAttack,
  invasionDefense,
  keepable,
  meeplesOf,
  overpopulation,
  ownedPlanets,
  productionOf,
  ranksOf,
  sheltered,
  works,
} from "./helpers.ts";
import { actorsOf, pendingDecision } from "./queries.ts";
import { reachOf } from "./reach.ts";
import { advanceTurn } from "./round.ts";
import { setupState } from "./setup.ts";
import {
  type Move,
  moveSchema,
  type Options,
  optionsSchema,
  type PlanetFacts,
  type PrivateView,
  type PublicView,
  type SoEvent,
  type State,
} from "./types.ts";

export {
  isSpaceOperaErrorCode,
  refusal,
  SPACE_OPERA_ERROR_CODES,
  SPACE_OPERA_ERROR_TEXT,
  type SpaceOperaErrorCode,
  type SpaceOperaRuleError,
} from "./errors.ts";
export type * from "./types.ts";

/** Numbers of the face-up planet at `cell` that everyone may know (Super Soldier only once face up). */
function planetFactsOf(s: State, cell: number): PlanetFacts | null {
  const p = s.planets[cell];
  if (!p) return null;
  const owner = p.owner;
  const soldier =
    owner !== null && s.revealed[owner]!.includes("superSoldier") && works(s, owner, "superSoldier", cell);
  const safe = sheltered(p);
  return {
    class: planetClass(planetCard(p.card)),
    defense: invasionDefense(s, p, cell, soldier),
    shelteredMeeples: safe.meeples,
    shelteredFarms: safe.farms,
  };
}

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
          ...("holder" in d ? { holder: d.holder } : {}),
          ...("proposer" in d ? { proposer: d.proposer } : {}),
        }
      : null,
    combat: s.combat ? structuredClone(s.combat) : null,
    out: [...s.out],
    hiddenPlanets: s.hiddenPlanets,
    once: s.once.map((o) => [...o]),
    planetFacts: s.planets.map((_, cell) => planetFactsOf(s, cell)),
    standings: standingsOf(s),
    roundsLeft: s.roundLimit === null ? null : Math.max(0, s.roundLimit - s.round),
    calmRounds: Math.max(0, s.round - 1 - s.ownersChanged),
    surrendered: [...s.surrendered],
    endVote: s.endVote ? { proposer: s.endVote.proposer, accepted: [...s.endVote.accepted] } : null,
    endReason: s.endReason,
  };
}

function standingsOf(s: State): PublicView["standings"] {
  const ranks = ranksOf(s);
  return Array.from({ length: s.players }, (_, seat) => ({
    ...holdings(s, seat),
    meeples: meeplesOf(s, seat),
    ships: s.ships.filter((x) => x.owner === seat).length,
    rank: ranks[seat]!,
  }));
}

/** What only `seat` may see: its tech cards, what its Radio Telescope and Spy saw. */
export function privateViewOf(s: State, seat: Seat): PrivateView {
  return {
    hand: [...(s.hands[seat] ?? [])],
    known: (s.known[seat] ?? []).filter((c) => !s.faceUp[c]).map((cell) => ({ cell, card: s.cards[cell]! })),
    spied: s.spied[seat] ? { target: s.spied[seat]!.target, techs: [...s.spied[seat]!.techs] } : null,
    spyCopy: s.spyCopy[seat] ?? null,
    planets: ownedPlanets(s, seat).map((cell) => {
      const p = s.planets[cell]!;
      const y = productionOf(s, seat, cell);
      return {
        cell,
        free: freeMeeples(p),
        capacity: capacityOf(s, p),
        overpopulation: overpopulation(s, p),
        production: { energy: keepable(p, "energy", y.energy), ore: keepable(p, "ore", y.ore) },
        defense: invasionDefense(s, p, cell),
      };
    }),
    ships: s.ships
      .filter((x) => x.owner === seat)
      .sort((a, b) => a.id - b.id)
      .map((x) => ({
        ship: x.id,
        attack: invasionAttack(s, seat, x.meeples, x.cell),
        reach: reachOf(s, seat, x),
      })),
  };
}

const REASONS: Record<NonNullable<State["endReason"]>, string> = {
  lastStanding: "The last player with meeples wins (the others were eliminated or surrendered).",
  roundLimit: "Round limit reached: most planets wins, ties broken by the highest class total.",
  agreement: "The players agreed to end the game: most planets wins, ties broken by the highest class total.",
};

/**
 * Ranks: players still in first (by planets, then class total: the time-limit rule), then players
 * out, the last out first. Scores are planet counts.
 */
export function outcomeOf(s: State): Outcome | null {
  if (s.phase !== "over") return null;
  const seats = Array.from({ length: s.players }, (_, i) => i);
  return {
    ranks: ranksOf(s),
    scores: seats.map((i) => (s.out[i] ? 0 : holdings(s, i).planets)),
    reason: REASONS[s.endReason ?? "lastStanding"],
  };
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

export const spaceOpera: GameDef<State, Move, PublicView, PrivateView, Options, SoEvent> = defineGame({
  id: "space-opera",
  title: "Space Opera",
  rulesVersion: "2",
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
  perform: performMove,
  explain: explainMove,
  publicView: publicViewOf,
  privateView: privateViewOf,
  outcome: outcomeOf,
  bots: { default: spaceOperaBot },
  test: { perturbHidden, invariant },
});

export default spaceOpera;
