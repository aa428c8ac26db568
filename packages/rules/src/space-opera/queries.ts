/** Space Opera queries: the pending decision and whether it needs asking, what a strike can hit, who fights. */
import type { Seat } from "../core/types.ts";
import { HAND_LIMIT } from "./content.ts";
import type { OperaEvent } from "./events.ts";
import { canPayTech, kindAt, mayHold, reveal, shipById, shipsAt, stealthOn, works } from "./helpers.ts";
import type { Arrival, OperaMoveOf, OperaState, Ship, Step } from "./types.ts";

const DECISIONS = new Set<Step["k"]>([
  "pickShip",
  "protect",
  "pierce",
  "attackPlanet",
  "defendPlanet",
  "explore",
  "discardTech",
  "answerTies",
  "answerEnd",
]);

export type DecisionStep = Extract<Step, { seat: Seat }>;

export function isDecision(st: Step): st is DecisionStep {
  return DECISIONS.has(st.k);
}

/** The decision the game waits for, if any (the head of the queue). */
export function pendingDecision(s: OperaState): DecisionStep | null {
  const st = s.queue[0];
  return st && isDecision(st) ? st : null;
}

/** What a missile, a warhead or an invasion can do to the enemy planet at `cell`. */
export function strikeOptions(s: OperaState, ship: Ship, cell: number): OperaMoveOf<"attack">[] {
  const p = s.planets[cell]!;
  const seat = ship.owner!;
  const out: OperaMoveOf<"attack">[] = [];
  const add = (target: OperaMoveOf<"attack">["target"], id: number | null = null) =>
    out.push({ type: "attack", target, ship: id });
  if (ship.meeples > 0) add("invade");
  if (ship.nukes > 0) add("nuke");
  if (ship.bios > 0) add("bio");
  if (p.meeples > p.bunker) add("meeple");
  if (p.windmill > 0) add("windmill");
  if (p.refinery > 0) add("refinery");
  if (p.farm > 0) add("farm");
  if (p.bunker > 0 && works(s, seat, "armorPiercer", cell) && canPayTech(s, seat, "armorPiercer"))
    add("bunker");
  for (const x of shipsAt(s, cell)) if (x.id !== ship.id && x.owner === p.owner) add("ship", x.id);
  if (p.nukes + p.bios > 0 && works(s, seat, "surgicalStrike", cell)) add("warheads");
  if (out.length === 0) add("none");
  return out;
}

/** Enemy ships at the ship's card that fight it (stealth, Radio Telescope and ties considered). */
export function fighters(s: OperaState, ship: Ship, ev?: OperaEvent[]): Ship[] {
  const seat = ship.owner!;
  let foes = s.ships.filter((x) => x.cell === ship.cell && x.owner !== null && x.owner !== seat);
  if (foes.length === 0) return [];
  const rt = works(s, seat, "radioTelescope", ship.cell);
  if (!rt) foes = foes.filter((x) => !stealthOn(s, x));
  else if (ev && foes.some((x) => stealthOn(s, x))) reveal(s, seat, "radioTelescope", ev);
  if (stealthOn(s, ship)) {
    foes = foes.filter((x) => works(s, x.owner!, "radioTelescope", ship.cell));
    if (ev) for (const o of new Set(foes.map((x) => x.owner!))) reveal(s, o, "radioTelescope", ev);
  }
  const defender = foes[0]?.owner;
  return foes.filter((x) => x.owner === defender);
}

/**
 * What entering its card does to a ship (rulebook "Supernova", "Ship to Ship Combat", "Colonizing a
 * Planet", "Missile or Airstrike"), in the order `arrive` resolves it. Whether enemy ships fight it
 * is, by default, what its owner can tell (`slipsPast`); `arrive` passes `fight` to find out for real.
 */
export function arrivalOf(s: OperaState, ship: Ship, hyper: boolean, fight?: () => boolean): Arrival {
  const cell = ship.cell;
  if (kindAt(s, cell) === "supernova" && !hyper) return "supernova";
  const planet = s.planets[cell];
  if (planet && planet.owner !== null && planet.owner !== ship.owner) return "attack";
  const fights = fight
    ? fight()
    : !hyper &&
      s.ships.some((x) => x.cell === cell && x.owner !== null && x.owner !== ship.owner) &&
      !slipsPast(s, ship, cell, hyper);
  if (fights) return "fight";
  if (planet && planet.owner === null) return "land";
  return "pass";
}

/** Whether a ship entering `to` would slip past the enemy ships there, as its owner can tell. */
export function slipsPast(s: OperaState, ship: Ship, to: number, hyper: boolean): boolean {
  const seat = ship.owner!;
  const foes = s.ships.filter((x) => x.cell === to && x.owner !== null && x.owner !== seat);
  if (foes.length === 0) return false;
  if (hyper || stealthOn(s, ship)) return true;
  return foes.every((x) => stealthOn(s, x)) && !works(s, seat, "radioTelescope", to);
}

export function needsDecision(s: OperaState, st: DecisionStep): boolean {
  if (s.out[st.seat]) return false;
  const c = s.combat;
  switch (st.k) {
    case "pickShip":
      return !!c && !c.nuke && c.targets.length > 1;
    case "protect": {
      const ship = shipById(s, st.ship);
      // A missile already destroyed by a Force Field hits nothing.
      if (c?.defense === "forceField") return false;
      return !!ship && mayHold(s, st.seat, ["energyShield", "shipArmor"]);
    }
    case "pierce":
      return mayHold(s, st.seat, ["armorPiercer"]);
    case "attackPlanet": {
      const ship = c ? shipById(s, c.ship) : undefined;
      return !!ship && strikeOptions(s, ship, st.cell).length > 1;
    }
    case "defendPlanet":
      return !!c && !!shipById(s, c.ship) && mayHold(s, st.seat, ["forceField", "missileDefense"]);
    case "explore": {
      const ship = shipById(s, st.ship);
      return !!ship && !s.faceUp[ship.cell];
    }
    case "discardTech":
      return (s.hands[st.seat]?.length ?? 0) > HAND_LIMIT;
    case "answerTies":
    case "answerEnd":
      return true;
    default:
      return false;
  }
}
