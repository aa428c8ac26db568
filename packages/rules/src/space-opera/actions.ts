/** Space Opera state changes shared by moves and the resolution queue (ships, landings, ties). */
import type { Seat } from "../core/types.ts";
import { cardKind, type Resource } from "./content.ts";
import { canPay, gain, ownedPlanets, pay, pub, shipById, shipsAt } from "./helpers.ts";
import { type DecisionStep, strikeOptions } from "./queries.ts";
import { newPlanet } from "./setup.ts";
import type { Ship, ShipLoss, SoEvent, State, Step, StrikeTarget } from "./types.ts";

/** What happens when nobody is asked: the default answer. */
export function autoResolve(s: State, st: DecisionStep, ev: SoEvent[]): void {
  const c = s.combat;
  if (st.k === "pickShip" && c) {
    c.targets = c.nuke ? c.targets : c.targets.slice(0, 1);
    queueProtects(s);
  } else if (st.k === "attackPlanet" && c) {
    const ship = shipById(s, c.ship);
    const only = ship ? strikeOptions(s, ship, st.cell)[0] : undefined;
    if (only) declareStrike(s, only.target, only.ship, ev);
  } else if (st.k === "answerTies") {
    pub(ev, "tiesDeclined", { seat: st.seat, holder: st.holder });
  }
}

export function queueProtects(s: State): void {
  const c = s.combat!;
  const steps: Step[] = c.targets.map((ship) => ({
    k: "protect",
    seat: c.defender,
    ship,
    nuke: c.nuke,
    hitter: c.attacker,
  }));
  if (!c.nuke) steps.push({ k: "protect", seat: c.attacker, ship: c.ship, nuke: false, hitter: c.defender });
  s.queue.unshift(...steps);
}

export function destroyShip(s: State, ship: Ship, reason: ShipLoss, ev: SoEvent[]): void {
  s.ships = s.ships.filter((x) => x.id !== ship.id);
  pub(ev, "shipDestroyed", {
    ship: ship.id,
    owner: ship.owner,
    cell: ship.cell,
    reason,
    meeples: ship.meeples,
  });
}

export function newShip(s: State, owner: Seat, cell: number): Ship {
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
export function placeGain(s: State, seat: Seat, res: Resource, n: number): void {
  let best: number | null = null;
  for (const i of ownedPlanets(s, seat))
    if (best === null || s.planets[i]![res] < s.planets[best]![res]) best = i;
  if (best !== null) gain(s.planets[best]!, res, n);
}

export function payTies(s: State, holder: Seat, target: Seat, ev: SoEvent[]): boolean {
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
export function flip(s: State, seat: Seat, cell: number, ev: SoEvent[]): void {
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
export function land(s: State, ship: Ship, ev: SoEvent[]): void {
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

export function breakTies(s: State, holder: Seat, target: Seat | null, ev: SoEvent[]): void {
  if (target === null) return;
  if (s.ties.some((t) => t.holder === holder && t.target === target)) {
    s.ties = s.ties.filter((t) => !(t.holder === holder && t.target === target));
    pub(ev, "tiesBroken", { holder, target, reason: "attacked" });
  }
}

/** Records the attacker's choice; a docked ship targeted by a missile may still protect itself. */
export function declareStrike(s: State, target: StrikeTarget, ship: number | null, ev: SoEvent[]): void {
  const c = s.combat!;
  c.strike = target;
  c.strikeShip = ship;
  pub(ev, "strikeDeclared", {
    seat: c.attacker,
    defender: c.defender,
    cell: c.cell,
    ship: c.ship,
    strike: target,
    targetShip: ship,
  });
  if (target === "ship" && ship !== null) {
    const at = s.queue.findIndex((x) => x.k === "resolvePlanet");
    const protect: Step = { k: "protect", seat: c.defender, ship, nuke: false, hitter: c.attacker };
    s.queue.splice(at < 0 ? s.queue.length : at, 0, protect);
  }
}
