/**
 * One Deck Galaxy (cooperative, 1-2 players) as a GameDef. Rules as implemented and every
 * decision taken where the rulebook is unclear: docs/games/one-deck-galaxy.md.
 */
import { defineGameFromFiles } from "../core/engine.ts";
import type { GameDef } from "../core/types.ts";
import { advise } from "./advise.ts";
import { defaultBot } from "./bot.ts";
import { EVENTS, SUPPLY } from "./content.ts";
import { colourOf } from "./dice.ts";
import * as explain from "./explain.ts";
import * as legal from "./legal.ts";
import * as outcome from "./outcome.ts";
import * as perform from "./perform.ts";
import * as setup from "./setup.ts";
import { cloneState } from "./state.ts";
import * as types from "./types.ts";
import {
  DIE_COLOURS,
  type GalaxyEvent,
  type GalaxyMove,
  type GalaxyOptions,
  type GalaxyState,
} from "./types.ts";
import type { GalaxyPublic } from "./view.ts";
import * as view from "./view.ts";

export {
  GALAXY_ERROR_CODES,
  GALAXY_ERROR_TEXT,
  type GalaxyErrorCode,
  type GalaxyRuleError,
} from "./errors.ts";
export type {
  GalaxyEvent,
  GalaxyEventOf,
  GalaxyEventType,
  GalaxyMove,
  GalaxyMoveOf,
  GalaxyOptions,
  GalaxyState,
} from "./types.ts";
export { GALAXY_EVENT_TYPES, moveSchema, optionsSchema } from "./types.ts";
export type {
  BoxView,
  ConfRowView,
  GalaxyPublic,
  MilestoneView,
  PlacedView,
  RowView,
  SeatDecision,
  SeatPublic,
  TechView,
  ZoneCardView,
} from "./view.ts";

/** Broken invariants: cards, dice and discs are conserved; influence uses as few cards as possible. */
export function galaxyInvariant(s: GalaxyState): string | null {
  const piles = [s.starbase.fleets, s.adv.infl, ...s.zone.map((z) => z.infl)];
  for (const p of piles)
    if (p.cards.length !== Math.ceil(p.n / 2)) return `influence ${p.n} on ${p.cards.length} cards`;
  const seen = new Array<number>(41).fill(0);
  const all = [
    s.deck,
    s.discard,
    s.exiledCards,
    s.zone.map((z) => z.id),
    ...piles.map((p) => p.cards),
    s.starbase.science,
    ...s.seats.flatMap((p) => [p.colonies, p.techs]),
    s.decision?.kind === "claim" ? [s.decision.card] : [],
  ];
  let count = 0;
  for (const list of all)
    for (const c of list) {
      if (!(c >= 1 && c <= 40) || seen[c]) return `card ${c} twice or unknown`;
      seen[c] = 1;
      count++;
    }
  if (count !== 40) return `cards not conserved (${count})`;
  const dice = { ...s.supply.dice };
  for (const c of DIE_COLOURS) dice[c] += s.adv.stored[c] + s.exiledDice[c];
  for (const p of s.seats) {
    for (const d of p.pool) dice[colourOf(d)]++;
    for (const c of p.unrolled) dice[c]++;
  }
  for (const k in s.placed) for (const d of s.placed[k]!) dice[colourOf(d)]++;
  for (const c of DIE_COLOURS)
    if (dice[c] !== SUPPLY.dice[c]) return `${c} dice: ${dice[c]} instead of ${SUPPLY.dice[c]}`;
  const tech = s.supply.techDiscs + s.seats.reduce((t, p) => t + p.discs + p.activated.length, 0);
  if (tech !== SUPPLY.techDiscs) return `tech discs: ${tech}`;
  const sb = s.supply.starbaseDiscs + s.starbase.discs + s.rings.length;
  if (sb !== SUPPLY.starbaseDiscs) return `starbase discs: ${sb}`;
  const evs = [...s.events, ...s.pendingEvents, ...s.spentEvents, ...s.conditions];
  if (evs.length !== 5 || new Set(evs).size !== 5 || evs.some((e) => !EVENTS.has(e)))
    return "events not conserved";
  if (s.adv.removed !== s.adv.claimed + s.adv.exiled) return "adversary discs not conserved";
  if (s.open && (s.placed[s.open]?.length ?? 0) === 0) return "an open wide box without dice";
  return null;
}

export const oneDeckGalaxy: GameDef<
  GalaxyState,
  GalaxyMove,
  GalaxyPublic,
  Record<string, never>,
  GalaxyOptions,
  GalaxyEvent
> = defineGameFromFiles(
  {
    id: "one-deck-galaxy",
    title: "One Deck Galaxy",
    rulesVersion: "1",
    players: { min: 1, max: 2 },
    bots: { default: defaultBot },
    advise,
    test: {
      perturbHidden(s0, owner, rng) {
        const s = cloneState(s0);
        if (owner !== "world") return s;
        const piles = [s.starbase.fleets, s.adv.infl, ...s.zone.map((z) => z.infl)];
        const hidden = rng.shuffleInPlace([...s.deck, ...piles.flatMap((p) => p.cards)]);
        let k = 0;
        s.deck = s.deck.map(() => hidden[k++]!);
        for (const p of piles) p.cards = p.cards.map(() => hidden[k++]!);
        const evs = rng.shuffleInPlace([...s.events, ...s.pendingEvents]);
        s.events = evs.slice(0, s.events.length);
        s.pendingEvents = evs.slice(s.events.length);
        s.rng = [rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32)];
        return s;
      },
      invariant: galaxyInvariant,
    },
  },
  // explain.ts's whyWaiting comes with its file
  { types, setup, legal, perform, explain, view, outcome },
);
