/**
 * State changes shared by moves and the resolution queue: new planets and ships, a ship destroyed,
 * gains placed, ties paid, a card flipped, a ship landing.
 */
import type { Seat } from "../core/types.ts";
import { cardKind, planetCard, type Resource } from "./content.ts";
import type { OperaEvent, ShipLoss } from "./events.ts";
import { canPay, gain, ownedPlanets, pay, pub, shipsAt } from "./helpers.ts";
import type { OperaState, Planet, Ship } from "./types.ts";

/** A controlled planet's starting tokens: meeples, energy and ore equal to its pips. */
export function newPlanet(card: string, owner: number | null): Planet {
  const c = planetCard(card);
  const start = owner !== null;
  return {
    card,
    owner,
    meeples: start ? c.capacity : 0,
    used: 0,
    energy: start ? c.energy : 0,
    ore: start ? c.ore : 0,
    windmill: 0,
    refinery: 0,
    farm: 0,
    bunker: 0,
    nukes: 0,
    bios: 0,
    contaminated: 0,
    fallout: 0,
  };
}

export function destroyShip(s: OperaState, ship: Ship, reason: ShipLoss, ev: OperaEvent[]): void {
  s.ships = s.ships.filter((x) => x.id !== ship.id);
  pub(ev, "shipDestroyed", {
    ship: ship.id,
    owner: ship.owner,
    cell: ship.cell,
    reason,
    meeples: ship.meeples,
  });
}

export function newShip(s: OperaState, owner: Seat, cell: number): Ship {
  const ship: Ship = {
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
  };
  s.ships.push(ship);
  return ship;
}

/** Puts gained tokens on the seat's planet holding the least of that resource. */
export function placeGain(s: OperaState, seat: Seat, res: Resource, n: number): void {
  let best: number | null = null;
  for (const i of ownedPlanets(s, seat))
    if (best === null || s.planets[i]![res] < s.planets[best]![res]) best = i;
  if (best !== null) gain(s.planets[best]!, res, n);
}

export function payTies(s: OperaState, holder: Seat, target: Seat, ev: OperaEvent[]): boolean {
  const res: Resource | null = canPay(s, holder, "energy", 1)
    ? "energy"
    : canPay(s, holder, "ore", 1)
      ? "ore"
      : null;
  if (res === null) {
    s.ties = s.ties.filter((t) => !(t.holder === holder && t.target === target));
    pub(ev, "tiesBroken", { holder, target, reason: "unpaid" });
    return false;
  }
  pay(s, holder, res, 1);
  placeGain(s, target, res, 1);
  pub(ev, "tiesPaid", { holder, target, resource: res });
  return true;
}

/** Turns a face-down card face up; `seat`: the explorer (or the re-spawned player). */
export function flip(s: OperaState, seat: Seat, cell: number, ev: OperaEvent[]): void {
  s.faceUp[cell] = true;
  const card = s.cards[cell]!;
  for (const k of s.known) if (k.includes(cell)) k.splice(k.indexOf(cell), 1);
  if (cardKind(card) === "planet") {
    s.planets[cell] = newPlanet(card, null);
    s.hiddenPlanets -= 1;
  }
  pub(ev, "flipped", { seat, cell, card });
}

/** A ship lands on an uncontrolled planet: pilots colonize it; a drone without energy is stuck. */
export function land(s: OperaState, ship: Ship, ev: OperaEvent[]): void {
  const p = s.planets[ship.cell]!;
  const seat = ship.owner!;
  if (ship.meeples > 0) {
    p.owner = seat;
    p.meeples += ship.meeples;
    p.used = p.meeples;
    ship.meeples = 0;
    for (const x of shipsAt(s, ship.cell)) if (x.owner === null) x.owner = seat;
    pub(ev, "colonized", { seat, ship: ship.id, cell: ship.cell, meeples: p.meeples });
  } else if (ship.energy === 0) {
    ship.owner = null;
    pub(ev, "shipStuck", { seat, ship: ship.id, cell: ship.cell });
  } else {
    pub(ev, "landed", { seat, ship: ship.id, cell: ship.cell });
  }
}
