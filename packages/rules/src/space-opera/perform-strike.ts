/** Resolving a missile, a warhead or an invasion on an enemy planet (rulebook "Missile or Airstrike" ff.). */
import type { Seat } from "../core/types.ts";
import { MARKER_ROUNDS } from "./content.ts";
import { destroyShip } from "./effects.ts";
import type { OperaEvent, StrikeBy } from "./events.ts";
import {
  invasionAttack,
  invasionDefense,
  payTech,
  pub,
  reveal,
  sheltered,
  shipById,
  shipsAt,
  works,
} from "./helpers.ts";
import type { OperaState, Planet, Ship, StrikeTarget } from "./types.ts";

/**
 * Resolves `seat`'s strike with `ship` on the planet `p` at `cell`. `aimed`: the docked ship a
 * missile aimed at; `targetShip`: that ship if it did not protect itself (else null).
 */
export function strike(
  s: OperaState,
  seat: Seat,
  ship: Ship,
  p: Planet,
  cell: number,
  target: StrikeTarget,
  aimed: number | null,
  targetShip: number | null,
  ev: OperaEvent[],
): void {
  const by: StrikeBy = { seat, defender: p.owner!, cell, ship: ship.id };
  if (target === "invade") invade(s, by, ship, p, ev);
  else if (target === "nuke") nuclearStrike(s, by, p, ev);
  else if (target === "bio") biologicalStrike(s, by, p, ev);
  else missileStrike(s, by, p, target, aimed, targetShip, ev);
}

/** Rulebook "Invasion": the stronger side keeps the planet with the difference; a tie wipes out both. */
function invade(s: OperaState, by: StrikeBy, ship: Ship, p: Planet, ev: OperaEvent[]): void {
  const { seat, defender, cell } = by;
  const before = p.meeples;
  const att = invasionAttack(s, seat, ship.meeples, cell);
  if (att > ship.meeples) reveal(s, seat, "superSoldier", ev);
  const def = invasionDefense(s, p, cell);
  if (p.meeples > 0 && works(s, defender, "superSoldier", cell)) reveal(s, defender, "superSoldier", ev);
  let outcome: "conquered" | "repelled" | "bothWipedOut";
  if (att > def) {
    p.owner = seat;
    p.meeples = Math.min(ship.meeples, att - def);
    p.used = p.meeples;
    for (const x of shipsAt(s, cell)) if (x.owner === defender || x.owner === null) x.owner = seat;
    outcome = "conquered";
  } else if (def > att) {
    p.meeples = Math.min(p.meeples, def - att);
    outcome = "repelled";
  } else {
    p.meeples = 0;
    outcome = "bothWipedOut";
  }
  pub(ev, "invasion", {
    ...by,
    attack: att,
    defense: def,
    won: att > def,
    left: p.meeples,
    attackerLost: ship.meeples - (outcome === "conquered" ? p.meeples : 0),
    defenderLost: outcome === "conquered" ? before : before - p.meeples,
    outcome,
  });
  if (outcome === "conquered") pub(ev, "planetLost", { seat: defender, cell, by: seat, taken: true });
}

/** A nuclear warhead: all but what bunkers shelter is lost, and a Nuclear Fallout marker stays. */
function nuclearStrike(s: OperaState, by: StrikeBy, p: Planet, ev: OperaEvent[]): void {
  const before = { meeples: p.meeples, farm: p.farm };
  p.meeples = sheltered(p).meeples;
  p.farm = sheltered(p).farms;
  p.windmill = 0;
  p.refinery = 0;
  p.energy = 0;
  p.ore = 0;
  p.nukes = 0;
  p.bios = 0;
  p.fallout = s.round + MARKER_ROUNDS - 1;
  for (const x of shipsAt(s, by.cell)) destroyShip(s, x, "nuclear", ev);
  pub(ev, "nuclearStrike", {
    ...by,
    meeplesLost: before.meeples - p.meeples,
    farmsLost: before.farm - p.farm,
  });
}

/** A biological warhead: meeples and farm levels no bunker shelters are lost; a Contamination marker stays. */
function biologicalStrike(s: OperaState, by: StrikeBy, p: Planet, ev: OperaEvent[]): void {
  const before = { meeples: p.meeples, farm: p.farm };
  const safe = sheltered(p);
  p.meeples = safe.meeples;
  p.farm = safe.farms;
  p.contaminated = s.round + MARKER_ROUNDS - 1;
  pub(ev, "biologicalStrike", {
    ...by,
    meeplesLost: before.meeples - p.meeples,
    farmsLost: before.farm - p.farm,
  });
}

/** A missile: it destroys what it aimed at (or nothing). */
function missileStrike(
  s: OperaState,
  by: StrikeBy,
  p: Planet,
  target: StrikeTarget,
  aimed: number | null,
  targetShip: number | null,
  ev: OperaEvent[],
): void {
  switch (target) {
    case "meeple":
      p.meeples -= 1;
      break;
    case "windmill":
    case "refinery":
    case "farm":
      p[target] = 0;
      break;
    case "bunker":
      payTech(s, by.seat, "armorPiercer");
      reveal(s, by.seat, "armorPiercer", ev);
      p.bunker -= 1;
      break;
    case "ship": {
      // targetShip is null when the targeted ship protected itself (Energy Shield, Ship Armor).
      const t = targetShip === null ? undefined : shipById(s, targetShip);
      if (t) destroyShip(s, t, "missile", ev);
      break;
    }
    case "warheads":
      reveal(s, by.seat, "surgicalStrike", ev);
      p.nukes = 0;
      p.bios = 0;
      break;
    default:
      break;
  }
  const hit = target !== "none" && (target !== "ship" || targetShip !== null);
  pub(ev, "missileStrike", { ...by, strike: target, targetShip: aimed, hit });
}
