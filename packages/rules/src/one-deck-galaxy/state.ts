/** State helpers: events, deck and reshuffle, influence piles, science, supply, levels. */
import { rngFrom } from "../core/rng.ts";
import type { Seat } from "../core/types.ts";
import { adversary, card, EVENTS, homeworld, society } from "./content.ts";
import { addToPool, die } from "./dice.ts";
import {
  type Amount,
  type Condition,
  DIE_COLOURS,
  type DieColour,
  type GalaxyEvent,
  type GalaxyEventOf,
  type GalaxyEventType,
  type GalaxyState,
  type Influence,
  type MilestoneDef,
  type Overwhelm,
  type PlayerState,
  type Resource,
  type TechDef,
} from "./types.ts";

/** A state being changed by one `apply`, with the events it produced. */
export interface Ctx {
  s: GalaxyState;
  ev: GalaxyEvent[];
}

/** An event's own fields (everything but `type` and `visibleTo`), member by member. */
type Fields<E> = E extends unknown ? Omit<E, "type" | "visibleTo"> : never;

/** Records a public event; its fields are checked against the GalaxyEvent member of that type. */
export function emit<T extends GalaxyEventType>(ctx: Ctx, type: T, data: Fields<GalaxyEventOf<T>>): void {
  ctx.ev.push({ type, visibleTo: "all", ...data } as GalaxyEvent);
}

export function rngOf(ctx: Ctx) {
  return rngFrom(ctx.s.rng);
}

/** A deep copy of the state (hand-written: structuredClone is several times slower). */
export function cloneState(s: GalaxyState): GalaxyState {
  const infl = (i: Influence): Influence => ({ n: i.n, cards: [...i.cards] });
  const placed: GalaxyState["placed"] = {};
  for (const k in s.placed) placed[k] = [...s.placed[k]!];
  return {
    ...s,
    rng: [...s.rng],
    deck: [...s.deck],
    discard: [...s.discard],
    exiledCards: [...s.exiledCards],
    events: [...s.events],
    pendingEvents: [...s.pendingEvents],
    spentEvents: [...s.spentEvents],
    conditions: [...s.conditions],
    zone: s.zone.map((z) => ({ id: z.id, infl: infl(z.infl) })),
    starbase: { ...s.starbase, fleets: infl(s.starbase.fleets), science: [...s.starbase.science] },
    adv: { ...s.adv, infl: infl(s.adv.infl), stored: { ...s.adv.stored } },
    seats: s.seats.map((p) => ({
      ...p,
      colonies: [...p.colonies],
      techs: [...p.techs],
      pool: [...p.pool],
      activated: [...p.activated],
      milestones: [...p.milestones],
      unrolled: [...p.unrolled],
      pending: p.pending
        ? { tech: p.pending.tech, left: p.pending.left, steps: p.pending.steps.map((x) => ({ ...x })) }
        : null,
    })),
    placed,
    rings: [...s.rings],
    supply: {
      dice: { ...s.supply.dice },
      techDiscs: s.supply.techDiscs,
      starbaseDiscs: s.supply.starbaseDiscs,
    },
    exiledDice: { ...s.exiledDice },
    decision: s.decision ? { ...s.decision } : null,
    toResolve: [...s.toResolve],
    result: s.result ? { ...s.result } : null,
  };
}

// ---------------------------------------------------------------- levels, X, conditions

/** Federation Level: 1 + completed milestones, at most 5 (rulebook p.12). */
export function level(s: GalaxyState, seat: Seat): number {
  return Math.min(5, 1 + (s.seats[seat]?.milestones.length ?? 0));
}

/** Lowest Federation Level at the table (2P confrontation rows need both players, p.21). */
export function tableLevel(s: GalaxyState): number {
  return Math.min(...s.seats.map((_, i) => level(s, i)));
}

/** X: the revealed number closest to the bottom of the Adversary card (p.44). */
export function xValue(s: GalaxyState): number {
  return adversary(s.adversary).xTrack[Math.min(3, s.adv.removed)]! + (s.hard ? 1 : 0);
}

export function conditions(s: GalaxyState): Condition[] {
  const out: Condition[] = [];
  for (const id of s.conditions) {
    const c = EVENTS.get(id)?.condition;
    if (c) out.push(c);
  }
  return out;
}

/** Sum of the `n` of every lasting condition of that kind. */
export function condTotal(s: GalaxyState, mod: Condition["mod"]): number {
  let t = 0;
  for (const c of conditions(s)) if (c.mod === mod && "n" in c) t += c.n;
  return t;
}

export function labOnlyValues(s: GalaxyState): number[] {
  return conditions(s).flatMap((c) => (c.mod === "labOnly" ? [c.v] : []));
}

/** Resources on or connected to `seat`'s Homeworld: its own, plus one per Colony and Tech card. */
export function resources(s: GalaxyState, seat: Seat): Record<Resource, number> {
  const p = s.seats[seat]!;
  const hw = homeworld(p.homeworld).resources;
  const out: Record<Resource, number> = {
    fuel: hw.fuel ?? 0,
    ore: hw.ore ?? 0,
    data: hw.data ?? 0,
    flora: hw.flora ?? 0,
  };
  for (const id of p.colonies) out[card(id).res]++;
  for (const id of p.techs) out[card(id).res]++;
  return out;
}

/** Value of an Amount for `seat` (X, Federation Level, resources). */
export function amount(s: GalaxyState, seat: Seat, a: Amount | undefined): number {
  if (a === undefined) return 1;
  if (typeof a === "number") return a;
  let n = a.plus ?? 0;
  if (a.x) n += a.x * xValue(s);
  if (a.fed) n += a.fed * level(s, seat);
  if (a.res) n += Math.floor(resources(s, seat)[a.res] / (a.per ?? 1));
  return a.max === undefined ? n : Math.min(a.max, n);
}

export function milestonesOf(p: PlayerState): MilestoneDef[] {
  return [homeworld(p.homeworld).milestone, ...society(p.society).milestones];
}

export function societyRule(s: GalaxyState, seat: Seat) {
  return society(s.seats[seat]!.society).rule;
}

/** The Tech a player may use under this id: "hw" (homeworld), "soc" (society), "c<card>" (claimed). */
export function techOf(s: GalaxyState, seat: Seat, id: string): TechDef | null {
  const p = s.seats[seat];
  if (!p) return null;
  if (id === "hw") return homeworld(p.homeworld).tech;
  if (id === "soc") return society(p.society).tech;
  const m = /^c(\d{1,2})$/.exec(id);
  if (m && p.techs.includes(Number(m[1])) && id === `c${Number(m[1])}`) return card(Number(m[1])).tech;
  return null;
}

/** The ids of a player's Techs: homeworld, society, then claimed Tech cards in order. */
export function techIds(p: PlayerState): string[] {
  return ["hw", "soc", ...p.techs.map((id) => `c${id}`)];
}

// ---------------------------------------------------------------- deck

/**
 * Draws the top Galaxy card. An empty deck is reshuffled first (p.45): the top Adversary event
 * becomes pending, the discard pile becomes the deck; with no event left you are Overwhelmed.
 * Returns null when nothing can be drawn (the discard pile was empty too, or the game ended);
 * the reshuffle still happened, so hoarding every card cannot stop the clock.
 */
export function drawCard(ctx: Ctx): number | null {
  const s = ctx.s;
  if (s.result) return null;
  if (s.deck.length === 0) {
    if (s.events.length === 0) {
      overwhelm(
        ctx,
        "The Galaxy deck had to be reshuffled with no Adversary event left.",
        { cause: "reshuffle" },
        () => {},
      );
      if (s.result) return null;
    } else {
      s.pendingEvents.push(s.events.pop()!);
      emit(ctx, "eventPending", { pending: s.pendingEvents.length, eventsLeft: s.events.length });
    }
    s.deck = s.discard;
    s.discard = [];
    rngOf(ctx).shuffleInPlace(s.deck);
    emit(ctx, "reshuffle", { cards: s.deck.length });
  }
  return s.deck.pop() ?? null;
}

/** Discards the top `n` cards of the deck face up (Time Passes, events). */
export function discardFromDeck(ctx: Ctx, n: number): void {
  const cards: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawCard(ctx);
    if (c === null) break;
    ctx.s.discard.push(c);
    cards.push(c);
  }
  if (cards.length) emit(ctx, "deckDiscarded", { cards });
}

// ---------------------------------------------------------------- influence

export function emptyInfluence(): Influence {
  return { n: 0, cards: [] };
}

/** Adds influence one at a time: rotate a single card to double, or tuck a new one (p.20). */
export function gainInfluence(ctx: Ctx, inf: Influence, k: number): number {
  let gained = 0;
  for (let i = 0; i < k; i++) {
    if (inf.n % 2 === 1) inf.n++;
    else {
      const c = drawCard(ctx);
      if (c === null) break;
      inf.cards.push(c);
      inf.n++;
    }
    gained++;
  }
  return gained;
}

/** Removes influence one at a time: rotate a double to single, or discard a single card. */
export function loseInfluence(ctx: Ctx, inf: Influence, k: number): number {
  let lost = 0;
  for (let i = 0; i < k && inf.n > 0; i++) {
    if (inf.n % 2 === 0) inf.n--;
    else {
      ctx.s.discard.push(inf.cards.pop()!);
      inf.n--;
    }
    lost++;
  }
  return lost;
}

export function discardInfluence(ctx: Ctx, inf: Influence): void {
  ctx.s.discard.push(...inf.cards);
  inf.cards = [];
  inf.n = 0;
}

// ---------------------------------------------------------------- science

export function scienceTotal(s: GalaxyState): number {
  let t = 0;
  for (const id of s.starbase.science) t += card(id).science;
  return t;
}

/**
 * The science cards to spend for `cost` (no change is given, p.33): the smallest total at least
 * `cost`, then the fewest cards, then the earliest tucked. Null if there is not enough.
 */
export function sciencePayment(s: GalaxyState, cost: number): number[] | null {
  const ids = s.starbase.science;
  const total = scienceTotal(s);
  if (total < cost) return null;
  if (cost <= 0) return [];
  // best[t] = fewest cards reaching exactly t, as index lists
  const best: (number[] | null)[] = Array.from({ length: total + 1 }, () => null);
  best[0] = [];
  ids.forEach((id, i) => {
    const v = card(id).science;
    for (let t = total; t >= v; t--) {
      const prev = best[t - v];
      if (prev && (!best[t] || best[t]!.length > prev.length + 1)) best[t] = [...prev, i];
    }
  });
  for (let t = cost; t <= total; t++) {
    const b = best[t];
    if (b) return b.map((i) => ids[i]!);
  }
  return null;
}

/** Spends science worth at least `cost`; returns false (and changes nothing) if short. */
export function spendScience(ctx: Ctx, cost: number): boolean {
  const pay = sciencePayment(ctx.s, cost);
  if (!pay) return false;
  removeScience(ctx, pay);
  return true;
}

export function removeScience(ctx: Ctx, ids: number[]): void {
  const sb = ctx.s.starbase;
  for (const id of ids) {
    const i = sb.science.indexOf(id);
    if (i >= 0) sb.science.splice(i, 1);
    ctx.s.discard.push(id);
  }
  if (ids.length) emit(ctx, "scienceSpent", { cards: ids });
}

/** Tucks a card face up under the Starbase as Science. */
export function tuckScience(ctx: Ctx, id: number, how: "probe" | "study"): void {
  ctx.s.starbase.science.push(id);
  emit(ctx, how === "probe" ? "probed" : "studied", { card: id, science: card(id).science });
}

// ---------------------------------------------------------------- dice and pools

/** Takes a die of colour `c` from the supply into `seat`'s pool; false if none is left. */
export function gainDie(ctx: Ctx, seat: Seat, c: DieColour, v: number): boolean {
  const sup = ctx.s.supply.dice;
  if (sup[c] <= 0) return false;
  sup[c]--;
  addToPool(ctx.s.seats[seat]!.pool, die(c, v));
  return true;
}

export function rollValue(ctx: Ctx): number {
  return 1 + rngOf(ctx).int(6);
}

export function zeroByColour(): Record<DieColour, number> {
  return Object.fromEntries(DIE_COLOURS.map((c) => [c, 0])) as Record<DieColour, number>;
}

// ---------------------------------------------------------------- overwhelm and victory

/** What overwhelmed the table: a reshuffle with no event left, or a condition with its numbers. */
export type OverwhelmWhy =
  | { cause: "reshuffle" }
  | { cause: Overwhelm["when"]; now: number; atLeast: number };

/**
 * Being Overwhelmed (p.15, p.22): exile a claimed Adversary disc to avoid defeat (done for you:
 * it is never worse), then `recover` clears what overwhelmed you; with no claimed disc, you lose.
 */
export function overwhelm(ctx: Ctx, reason: string, why: OverwhelmWhy, recover: () => void): void {
  const s = ctx.s;
  if (s.result) return;
  if (s.adv.claimed > 0) {
    s.adv.claimed--;
    s.adv.exiled++;
    emit(ctx, "overwhelmed", { reason, avoided: true, ...why });
    emit(ctx, "discExiled", { claimedLeft: s.adv.claimed });
    recover();
    return;
  }
  emit(ctx, "overwhelmed", { reason, avoided: false, ...why });
  endGame(ctx, false, `Overwhelmed: ${reason}`);
}

export function endGame(ctx: Ctx, won: boolean, reason: string): void {
  const s = ctx.s;
  if (s.result) return;
  s.result = { won, reason };
  s.phase = "over";
  s.decision = null;
  emit(ctx, won ? "won" : "lost", { reason });
}
