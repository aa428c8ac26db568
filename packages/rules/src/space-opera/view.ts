/**
 * What each viewer sees (allow-list): `publicView` for everyone, `privateView` for one seat, with
 * every number the rules compute for a screen (planet facts, standings, what a ship can reach), so
 * that no client code repeats a rule.
 */
import type { Seat } from "../core/types.ts";
import { planetCard, planetClass } from "./content.ts";
import {
  capacityOf,
  freeMeeples,
  invasionAttack,
  invasionDefense,
  keepable,
  meeplesOf,
  overpopulation,
  ownedPlanets,
  productionOf,
  sheltered,
  works,
} from "./helpers.ts";
import { holdings, ranksOf } from "./outcome.ts";
import { pendingDecision } from "./queries.ts";
import { reachOf } from "./reach.ts";
import type { OperaPrivate, OperaPublic, OperaState, PlanetFacts } from "./types.ts";

/** Rounds a marker whose last round is `last` still lasts, this one included (Maintenance removes it). */
function markerRounds(s: OperaState, last: number): number {
  return Math.max(0, last - s.round + 1);
}

/** Numbers of the face-up planet at `cell` that everyone may know (Super Soldier only once face up). */
function planetFactsOf(s: OperaState, cell: number): PlanetFacts | null {
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
    free: freeMeeples(p),
    contaminatedRounds: markerRounds(s, p.contaminated),
    falloutRounds: markerRounds(s, p.fallout),
  };
}

/** What everyone may see: face-up cards, planets, ships, hand sizes and the cards played face up. */
export function publicView(s: OperaState): OperaPublic {
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

function standingsOf(s: OperaState): OperaPublic["standings"] {
  const ranks = ranksOf(s);
  return Array.from({ length: s.players }, (_, seat) => ({
    ...holdings(s, seat),
    meeples: meeplesOf(s, seat),
    ships: s.ships.filter((x) => x.owner === seat).length,
    rank: ranks[seat]!,
  }));
}

/** What only `seat` may see: its tech cards, what its Radio Telescope and Spy saw. */
export function privateView(s: OperaState, seat: Seat): OperaPrivate {
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
