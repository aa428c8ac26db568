/** Small queries on a Space Opera state shared by the engine, the views and the bot. */
import type { Seat } from "../core/types.ts";
import {
  type BeamStructure,
  type CardKind,
  cardKind,
  planetCard,
  RESOURCE_CAP,
  type Resource,
  TECHS,
  type TechId,
} from "./content.ts";
import type { OperaEvent } from "./events.ts";
import type { Cargo, OperaState, Planet, Ship } from "./types.ts";

// ---------------------------------------------------------------- events

/** An event's own fields (everything but `type` and `visibleTo`), member by member. */
type Fields<E> = E extends unknown ? Omit<E, "type" | "visibleTo"> : never;
type PublicEvent = Extract<OperaEvent, { visibleTo: "all" }>;
type SecretEvent = Exclude<OperaEvent, { visibleTo: "all" }>;

/** Logs a public event: its fields are checked against the OperaEvent member of that type. */
export function pub<T extends PublicEvent["type"]>(
  ev: OperaEvent[],
  type: T,
  data: Fields<Extract<PublicEvent, { type: T }>>,
): void {
  ev.push({ type, visibleTo: ALL, ...data } as OperaEvent);
}

/** Logs an event only `seat` sees. */
export function priv<T extends SecretEvent["type"]>(
  ev: OperaEvent[],
  seat: Seat,
  type: T,
  data: Fields<Extract<SecretEvent, { type: T }>>,
): void {
  ev.push({ type, visibleTo: [seat], ...data } as OperaEvent);
}

/** Kind of the card at `cell` as its viewer sees it ("hidden" when face down). */
export function kindAt(s: OperaState, cell: number): CardKind | "hidden" {
  return s.faceUp[cell] ? cardKind(s.cards[cell]!) : "hidden";
}

/** Orthogonal neighbours, plus the other face-up wormholes when standing on a face-up wormhole. */
export function neighbors(s: OperaState, cell: number): number[] {
  return gridNeighbors(s, cell, (c) => kindAt(s, c) === "wormhole");
}

/**
 * Orthogonal neighbours on the map's grid (N, E, S, W), plus the other wormholes when standing on
 * one; `isWormhole` says which cells are face-up wormholes, from the state or from a view.
 */
export function gridNeighbors(
  grid: { width: number; height: number; cards: readonly unknown[] },
  cell: number,
  isWormhole: (cell: number) => boolean,
): number[] {
  const r = Math.floor(cell / grid.width);
  const c = cell % grid.width;
  const out: number[] = [];
  if (r > 0) out.push(cell - grid.width);
  if (c < grid.width - 1) out.push(cell + 1);
  if (r < grid.height - 1) out.push(cell + grid.width);
  if (c > 0) out.push(cell - 1);
  if (isWormhole(cell)) {
    for (let i = 0; i < grid.cards.length; i++) {
      if (i !== cell && isWormhole(i) && !out.includes(i)) out.push(i);
    }
  }
  return out;
}

/** Manhattan distance between two cells. */
export function distance(s: OperaState, a: number, b: number): number {
  return (
    Math.abs(Math.floor(a / s.width) - Math.floor(b / s.width)) + Math.abs((a % s.width) - (b % s.width))
  );
}

export function shipById(s: OperaState, id: number): Ship | undefined {
  return s.ships.find((x) => x.id === id);
}

export function shipsAt(s: OperaState, cell: number): Ship[] {
  return s.ships.filter((x) => x.cell === cell);
}

export function ownedPlanets(s: OperaState, seat: Seat): number[] {
  const out: number[] = [];
  s.planets.forEach((p, i) => {
    if (p && p.owner === seat) out.push(i);
  });
  return out;
}

/** Whether the seat's tech is in hand (or copied by its Spy this round). */
export function holds(s: OperaState, seat: Seat, tech: TechId): boolean {
  const hand = s.hands[seat] ?? [];
  return hand.includes(tech) || (s.spyCopy[seat] === tech && hand.includes("spy"));
}

export function isHacked(s: OperaState, seat: Seat, tech: TechId): boolean {
  return s.hacked.some((h) => h.seat === seat && h.tech === tech);
}

/** An EM pulse of another player on this card stops `seat`'s ships and techs there. */
export function empBlocks(s: OperaState, cell: number, seat: Seat): boolean {
  return s.emp.some((e) => e.cell === cell && e.by !== seat);
}

/** Whether `seat` may use `tech` now (held, not hacked, not under an enemy EM pulse at `cell`). */
export function works(s: OperaState, seat: Seat, tech: TechId, cell?: number): boolean {
  if (!holds(s, seat, tech)) return false;
  const viaCopy = !(s.hands[seat] ?? []).includes(tech);
  if (isHacked(s, seat, tech) || (viaCopy && isHacked(s, seat, "spy"))) return false;
  // EM Pulse Cannon "has no effect on Ship Armor and Bunkers".
  if (cell !== undefined && tech !== "shipArmor" && empBlocks(s, cell, seat)) return false;
  return true;
}

export function unrevealedCount(s: OperaState, seat: Seat): number {
  return (s.hands[seat]?.length ?? 0) - (s.revealed[seat]?.length ?? 0);
}

/**
 * Whether a seat might hold one of `techs`, judged only from what everyone knows (hand size,
 * cards played face up, a Spy used this round). Reaction windows open on this, so that asking
 * a player never tells the table which cards they hold.
 */
export function mayHold(s: OperaState, seat: Seat, techs: readonly TechId[]): boolean {
  if (s.out[seat]) return false;
  if (unrevealedCount(s, seat) > 0) return true;
  const rev = s.revealed[seat] ?? [];
  if (techs.some((t) => rev.includes(t) && !isHacked(s, seat, t))) return true;
  return rev.includes("spy") && (s.once[seat] ?? []).includes("spy") && !isHacked(s, seat, "spy");
}

/** Stealth of a ship as everyone sees it (its flag, not cancelled by an enemy EM pulse). */
export function stealthOn(s: OperaState, ship: Ship): boolean {
  return ship.stealth && ship.owner !== null && !empBlocks(s, ship.cell, ship.owner);
}

/** Meeples of a planet not turned yet this round (free to build or clone). */
export function freeMeeples(p: Planet): number {
  return p.meeples - p.used;
}

/** Capacity of a planet for its owner: pips + farms (+1 Permaculture Expert). */
export function capacityOf(s: OperaState, p: Planet): number {
  const base = planetCard(p.card).capacity + p.farm;
  return p.owner !== null && works(s, p.owner, "permaculture") ? base + techBonus("permaculture") : base;
}

/** Rulebook "Maintenance": meeples on the planet above its capacity (removed at Maintenance). */
export function overpopulation(s: OperaState, p: Planet): number {
  return p.owner === null ? 0 : Math.max(0, p.meeples - capacityOf(s, p));
}

/** Rulebook "Bunker": each bunker protects 1 meeple and 1 farm level from nuclear and biological strikes. */
export function sheltered(p: Planet): { meeples: number; farms: number } {
  return { meeples: Math.min(p.meeples, p.bunker), farms: Math.min(p.farm, p.bunker) };
}

/**
 * Rulebook "Invasion": the invading party's strength, its meeples modified by techs (Super Soldier
 * +2). `soldier`: whether Super Soldier counts (by default: whether it works for `seat` at `cell`).
 */
export function invasionAttack(
  s: OperaState,
  seat: Seat,
  meeples: number,
  cell: number,
  soldier = works(s, seat, "superSoldier", cell),
): number {
  return meeples + (soldier ? techBonus("superSoldier") : 0);
}

/**
 * Rulebook "Invasion": the defending forces' strength, meeples modified by occupied bunkers (one
 * meeple each) and techs (Super Soldier +2 while meeples defend). `soldier` as for `invasionAttack`.
 */
export function invasionDefense(
  s: OperaState,
  p: Planet,
  cell: number,
  soldier = p.owner !== null && works(s, p.owner, "superSoldier", cell),
): number {
  return (
    p.meeples + Math.min(p.bunker, p.meeples) + (p.meeples > 0 && soldier ? techBonus("superSoldier") : 0)
  );
}

/**
 * Rulebook "Production/Harvest": what the planet at `cell` yields for its owner before the cap:
 * pips + windmills / refineries, + production techs (Engineer, Metallurgist); contaminated: at most
 * 1 of each; under fallout: nothing. `techs`: the production techs that applied.
 */
export function productionOf(
  s: OperaState,
  seat: Seat,
  cell: number,
): { energy: number; ore: number; techs: TechId[] } {
  const p = s.planets[cell]!;
  if (p.fallout) return { energy: 0, ore: 0, techs: [] };
  const card = planetCard(p.card);
  let energy = card.energy + p.windmill;
  let ore = card.ore + p.refinery;
  const techs: TechId[] = [];
  for (const t of new Set((s.hands[seat] ?? []).concat(s.spyCopy[seat] ?? []))) {
    const eff = TECHS[t].effect;
    if (eff.kind !== "production" || !works(s, seat, t)) continue;
    energy += eff.energy;
    ore += eff.ore;
    techs.push(t);
  }
  if (p.contaminated) {
    energy = Math.min(energy, 1);
    ore = Math.min(ore, 1);
  }
  return { energy, ore, techs };
}

/**
 * Rulebook "Ship Energy": a movement's spaces (the scenario's rate per ship energy, +1 Plasma
 * Propulsion) and the ship energy it spends (1); Fusion Reactor: 1 space without energy, for free.
 */
export function movementStart(s: OperaState, seat: Seat, ship: Ship): { points: number; energy: number } {
  if (ship.energy < 1) return { points: 1, energy: 0 };
  const plasma = works(s, seat, "plasmaPropulsion", ship.cell) ? techBonus("plasmaPropulsion") : 0;
  return { points: s.movePerEnergy + plasma, energy: 1 };
}

/**
 * Rulebook "Ship Energy": a ship ending its movement on a card other than a planet without ship
 * energy is destroyed (a face-down card counts as space). Fusion Reactor is checked apart.
 */
export function strandsAt(s: OperaState, energy: number, cell: number): boolean {
  return energy <= 0 && kindAt(s, cell) !== "planet";
}

/** Spaces a ship spends entering `cell` (rulebook "Asteroid Field": 2, as the mover sees the card). */
export function stepCost(s: OperaState, cell: number): number {
  return kindAt(s, cell) === "asteroid" ? 2 : 1;
}

/** The owned planet to pay `n` of `res` from: `prefer` if it can, else the richest (lowest cell on ties). */
export function payer(s: OperaState, seat: Seat, res: Resource, n: number, prefer?: number): number | null {
  if (prefer !== undefined) {
    const p = s.planets[prefer];
    if (p && p.owner === seat && p[res] >= n) return prefer;
  }
  let best: number | null = null;
  for (const i of ownedPlanets(s, seat)) {
    const p = s.planets[i]!;
    if (p[res] >= n && (best === null || p[res] > s.planets[best]![res])) best = i;
  }
  return best;
}

export function canPay(s: OperaState, seat: Seat, res: Resource, n: number, prefer?: number): boolean {
  return payer(s, seat, res, n, prefer) !== null;
}

/** Pays `n` of `res` from one planet (see `payer`); throws if it cannot (callers check first). */
export function pay(s: OperaState, seat: Seat, res: Resource, n: number, prefer?: number): number {
  const at = payer(s, seat, res, n, prefer);
  if (at === null) throw new Error(`seat ${seat} cannot pay ${n} ${res}`);
  s.planets[at]![res] -= n;
  return at;
}

/** How much of `n` gained `res` a planet keeps: anything above 10 is discarded. */
export function keepable(p: Planet, res: Resource, n: number): number {
  return Math.max(0, Math.min(n, RESOURCE_CAP - p[res]));
}

/** Adds resources to a planet; anything above 10 is discarded. Returns what was kept. */
export function gain(p: Planet, res: Resource, n: number): number {
  const kept = keepable(p, res, n);
  p[res] += kept;
  return kept;
}

/** Total meeples of a seat, on planets and aboard ships. */
export function meeplesOf(s: OperaState, seat: Seat): number {
  let n = 0;
  for (const p of s.planets) if (p && p.owner === seat) n += p.meeples;
  for (const x of s.ships) if (x.owner === seat) n += x.meeples;
  return n;
}

/** Whether `seat` is bound by ties not to attack `other` (Ambassador). */
export function boundByTies(s: OperaState, seat: Seat, other: Seat | null): boolean {
  return other !== null && s.ties.some((t) => t.target === seat && t.holder === other);
}

/** The bonus a tech's effect gives (movement, capacity, invasion strength), from the TECHS table. */
export function techBonus(tech: TechId): number {
  const e = TECHS[tech].effect;
  return "bonus" in e ? e.bonus : 0;
}

/** Whether `seat` can pay `tech`'s cost: ship energy from `ship`, energy and ore from one planet. */
export function canPayTech(s: OperaState, seat: Seat, tech: TechId, ship?: Ship, prefer?: number): boolean {
  const c = TECHS[tech].cost;
  if (c.shipEnergy && (ship?.energy ?? 0) < c.shipEnergy) return false;
  if (c.energy && !canPay(s, seat, "energy", c.energy, prefer)) return false;
  if (c.ore && !canPay(s, seat, "ore", c.ore, prefer)) return false;
  return true;
}

/** Pays `tech`'s cost (see `canPayTech`; callers check first). */
export function payTech(s: OperaState, seat: Seat, tech: TechId, ship?: Ship, prefer?: number): void {
  const c = TECHS[tech].cost;
  if (c.shipEnergy) {
    if (!ship || ship.energy < c.shipEnergy) throw new Error(`no ship energy for ${tech}`);
    ship.energy -= c.shipEnergy;
  }
  if (c.energy) pay(s, seat, "energy", c.energy, prefer);
  if (c.ore) pay(s, seat, "ore", c.ore, prefer);
}

/** Everyone may see this event. */
export const ALL = "all" as const;

/** Marks a tech as played face up (public) and logs its use; a Spy copy reveals the Spy card. */
export function reveal(s: OperaState, seat: Seat, tech: TechId, ev: OperaEvent[]): void {
  const hand = s.hands[seat]!;
  const card: TechId = hand.includes(tech) ? tech : "spy";
  if (!s.revealed[seat]!.includes(card)) s.revealed[seat]!.push(card);
  pub(ev, "techUsed", { seat, tech, card });
}

/** The planet field a beamed structure lives in. */
export function structKey(x: BeamStructure): "windmill" | "refinery" | "farm" | "bunker" | "nukes" | "bios" {
  return x === "nuke" ? "nukes" : x === "bio" ? "bios" : x;
}

/** The planet and ship field a cargo lives in. */
export function cargoKey(c: Cargo): "energy" | "ore" | "meeples" | "nukes" | "bios" {
  return c === "meeple" ? "meeples" : c === "nuke" ? "nukes" : c === "bio" ? "bios" : c;
}
