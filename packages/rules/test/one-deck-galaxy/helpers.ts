/** Fixtures for One Deck Galaxy rule tests: games set up to a known table. */
import { expect } from "vitest";
import type { RuleError, Seat } from "../../src/core/types.ts";
import { colourOf } from "../../src/one-deck-galaxy/dice.ts";
import { oneDeckGalaxy as g, galaxyInvariant } from "../../src/one-deck-galaxy/index.ts";
import type { GalaxyEvent, GalaxyState, GalaxyMove as Move } from "../../src/one-deck-galaxy/types.ts";

export interface GameOpts {
  players?: number;
  adversary?: string;
  homeworlds?: string[];
  societies?: string[];
  seed?: string;
}

/** A new game at the start of its first Action phase (nobody has rolled yet). */
export function newGame(o: GameOpts = {}): GalaxyState {
  return g.setup({
    players: o.players ?? 1,
    seed: o.seed ?? "fixture",
    options: {
      adversary: o.adversary ?? "neeble",
      homeworlds: o.homeworlds ?? ["felisi", "zibzab"],
      societies: o.societies ?? ["explorers", "botanists"],
    },
  });
}

/** Plays a move that must be accepted; returns the new state (and checks the invariant). */
export function act(s: GalaxyState, seat: Seat, m: Move): GalaxyState {
  return actE(s, seat, m).state;
}

export function actE(s: GalaxyState, seat: Seat, m: Move): { state: GalaxyState; events: GalaxyEvent[] } {
  const r = g.apply(s, seat, m);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(m)}: ${r.error.code} ${r.error.message}`);
  expect(galaxyInvariant(r.value.state)).toBeNull();
  return r.value;
}

/** Plays a move that must be refused; returns the error (and checks the input is untouched). */
export function refuse(s: GalaxyState, seat: Seat, m: Move): RuleError {
  const before = JSON.stringify(s);
  const r = g.apply(s, seat, m);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(m)}`);
  expect(g.legalMoves(s, seat)).not.toContainEqual(m);
  return r.error;
}

export function isLegal(s: GalaxyState, seat: Seat, m: Move): boolean {
  return g.legalMoves(s, seat).some((x) => JSON.stringify(x) === JSON.stringify(m));
}

/** Rolls every seat, then replaces `seat`'s pool by exactly these dice (supply kept exact). */
export function withPool(s0: GalaxyState, seat: Seat, dice: string[]): GalaxyState {
  let s = s0;
  for (let i = 0; i < s.players; i++) if (!s.seats[i]!.rolled) s = act(s, i, { type: "roll" });
  s = structuredClone(s);
  const p = s.seats[seat]!;
  for (const d of p.pool) s.supply.dice[colourOf(d)]++;
  p.pool = [];
  for (const d of dice) {
    const c = colourOf(d);
    if (s.supply.dice[c] <= 0) throw new Error(`fixture: no ${c} die left in the supply`);
    s.supply.dice[c]--;
    p.pool.push(d);
  }
  p.pool.sort((a, b) => "ypbk".indexOf(a[0]!) - "ypbk".indexOf(b[0]!) || a.charCodeAt(1) - b.charCodeAt(1));
  return s;
}

/** Moves Galaxy card `id` into the Discovery Zone (from wherever it is), replacing zone slot `slot`. */
export function withZoneCard(s0: GalaxyState, slot: number, id: number, influence = 0): GalaxyState {
  const s = structuredClone(s0);
  const take = (list: number[]) => {
    const i = list.indexOf(id);
    if (i >= 0) list.splice(i, 1);
    return i >= 0;
  };
  const piles = [s.starbase.fleets, s.adv.infl, ...s.zone.map((z) => z.infl)];
  let from: number[] | null = null;
  for (const list of [s.deck, s.discard, s.starbase.science, ...piles.map((p) => p.cards)]) {
    if (take(list)) {
      from = list;
      break;
    }
  }
  const existing = s.zone.findIndex((z) => z.id === id);
  if (existing >= 0) s.zone.splice(existing, 1);
  else if (!from) throw new Error(`fixture: card ${id} not found`);
  // A card taken out of an influence pile is replaced by the top deck card.
  if (from && piles.some((p) => p.cards === from)) from.push(s.deck.pop()!);
  const old = s.zone[slot];
  if (old) {
    s.discard.push(old.id, ...old.infl.cards);
    s.zone.splice(slot, 1);
  }
  const cards: number[] = [];
  for (let i = 0; i < Math.ceil(influence / 2); i++) cards.push(s.deck.pop()!);
  s.zone.splice(slot, 0, { id, infl: { n: influence, cards } });
  return s;
}

/** Every seat ends its Action phase (answering no decisions). */
export function endActions(s0: GalaxyState): GalaxyState {
  let s = s0;
  for (let i = 0; i < s.players; i++) {
    if (!s.seats[i]!.rolled) s = act(s, i, { type: "roll" });
    if (!s.seats[i]!.done && s.phase === "action") s = act(s, i, { type: "done" });
  }
  return s;
}

export const legal = (s: GalaxyState, seat: Seat) => g.legalMoves(s, seat);
export { g };

/** Takes card `id` out of the deck (or discard pile) so a test can put it somewhere. */
function takeCard(s: GalaxyState, id: number): void {
  for (const list of [s.deck, s.discard]) {
    const i = list.indexOf(id);
    if (i >= 0) {
      list.splice(i, 1);
      return;
    }
  }
  throw new Error(`fixture: card ${id} is neither in the deck nor in the discard pile`);
}

/** Gives `seat` Galaxy card `id` as a colony or a tech. */
export function giveCard(s0: GalaxyState, seat: Seat, id: number, as: "colony" | "tech"): GalaxyState {
  const s = structuredClone(s0);
  takeCard(s, id);
  (as === "colony" ? s.seats[seat]!.colonies : s.seats[seat]!.techs).push(id);
  return s;
}

/** Sets an influence pile (the Adversary's or the Starbase's Fleets) to `n`, with cards from the deck. */
export function withInfluence(s0: GalaxyState, pile: "adversary" | "fleets", n: number): GalaxyState {
  const s = structuredClone(s0);
  const inf = pile === "adversary" ? s.adv.infl : s.starbase.fleets;
  s.discard.push(...inf.cards);
  inf.cards = [];
  for (let i = 0; i < Math.ceil(n / 2); i++) inf.cards.push(s.deck.pop()!);
  inf.n = n;
  return s;
}

/** Puts these deck cards under the Starbase as Science. */
export function withScience(s0: GalaxyState, ids: number[]): GalaxyState {
  const s = structuredClone(s0);
  s.discard.push(...s.starbase.science);
  s.starbase.science = [];
  for (const id of ids) {
    takeCard(s, id);
    s.starbase.science.push(id);
  }
  return s;
}
