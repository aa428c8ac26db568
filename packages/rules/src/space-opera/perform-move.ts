/**
 * Performing the moves of the Movement phase: a ship's steps and stop, cargo, and the techs used
 * then (Stealth, EM Pulse Cannon, Radio Telescope, Wave Motion Gun). Each was listed by legalMoves;
 * what entering a card does is resolved by the queue (`arrive`, perform-combat.ts).
 */
import type { Seat } from "../core/types.ts";
import { cardKind } from "./content.ts";
import { destroyShip } from "./effects.ts";
import type { OperaEvent } from "./events.ts";
import {
  cargoKey,
  movementStart,
  payTech,
  priv,
  pub,
  reveal,
  shipById,
  shipsAt,
  stepCost,
} from "./helpers.ts";
import type { OperaMoveOf, OperaState } from "./types.ts";

type MovingMove = OperaMoveOf<"load" | "unload" | "stealth" | "emp" | "telescope" | "wave" | "step" | "stop">;

export function performMoving(s: OperaState, seat: Seat, m: MovingMove, ev: OperaEvent[]): void {
  switch (m.type) {
    case "load":
    case "unload":
      moveCargo(s, seat, m, ev);
      return;
    case "stealth": {
      const ship = shipById(s, m.ship)!;
      payTech(s, seat, "stealth", ship);
      ship.stealth = true;
      reveal(s, seat, "stealth", ev);
      pub(ev, "stealthOn", { seat, ship: ship.id, cell: ship.cell });
      return;
    }
    case "emp": {
      const ship = shipById(s, m.ship)!;
      payTech(s, seat, "empPulseCannon", ship);
      ship.pulsed = true;
      s.emp.push({ cell: m.cell, by: seat });
      reveal(s, seat, "empPulseCannon", ev);
      pub(ev, "empFired", { seat, ship: ship.id, cell: m.cell });
      return;
    }
    case "telescope":
      payTech(s, seat, "radioTelescope");
      s.known[seat]!.push(m.cell);
      reveal(s, seat, "radioTelescope", ev);
      pub(ev, "telescope", { seat, cell: m.cell });
      priv(ev, seat, "telescopeView", { seat, cell: m.cell, card: s.cards[m.cell]! });
      return;
    case "wave":
      fireWaveMotionGun(s, seat, m, ev);
      return;
    case "step":
      step(s, seat, m, ev);
      return;
    case "stop":
      s.queue.push({ k: "endMove" });
      return;
  }
}

function moveCargo(s: OperaState, seat: Seat, m: OperaMoveOf<"load" | "unload">, ev: OperaEvent[]): void {
  const ship = shipById(s, m.ship)!;
  const p = s.planets[ship.cell]!;
  const key = cargoKey(m.cargo);
  const dir = m.type === "load" ? 1 : -1;
  ship.load = dir;
  ship[key] += dir;
  p[key] -= dir;
  if (key === "meeples") p.used = dir > 0 ? Math.min(p.used, p.meeples) : p.used + 1;
  pub(ev, m.type === "load" ? "loaded" : "unloaded", {
    seat,
    ship: ship.id,
    cell: ship.cell,
    cargo: m.cargo,
  });
}

/** Everything on the target card is destroyed, the card included (it becomes void). */
function fireWaveMotionGun(s: OperaState, seat: Seat, m: OperaMoveOf<"wave">, ev: OperaEvent[]): void {
  const ship = shipById(s, m.ship)!;
  payTech(s, seat, "waveMotionGun", ship);
  ship.acts += 1;
  reveal(s, seat, "waveMotionGun", ev);
  const was = s.cards[m.cell]!;
  for (const x of shipsAt(s, m.cell)) destroyShip(s, x, "waveMotionGun", ev);
  if (cardKind(was) === "planet" && !s.faceUp[m.cell]) s.hiddenPlanets -= 1;
  s.planets[m.cell] = null;
  s.cards[m.cell] = "void";
  s.faceUp[m.cell] = true;
  for (const k of s.known) if (k.includes(m.cell)) k.splice(k.indexOf(m.cell), 1);
  pub(ev, "waveMotionGun", { seat, ship: ship.id, cell: m.cell, card: was });
  s.queue.push({ k: "nextTurn" });
}

/** One space of a movement (the first one starts the movement and spends its ship energy). */
function step(s: OperaState, seat: Seat, m: OperaMoveOf<"step">, ev: OperaEvent[]): void {
  const ship = shipById(s, m.ship)!;
  if (!s.active) {
    const { points, energy } = movementStart(s, seat, ship);
    ship.acts += 1;
    if (energy >= 1) {
      ship.energy -= energy;
      if (points > s.movePerEnergy) reveal(s, seat, "plasmaPropulsion", ev);
    } else {
      ship.fused = true;
      reveal(s, seat, "fusionReactor", ev);
    }
    if (m.hyper || ship.acts > 1) reveal(s, seat, "hyperspaceDrive", ev);
    s.active = { ship: ship.id, points, hyper: m.hyper, prev: ship.cell };
  }
  const a = s.active;
  a.points = Math.max(0, a.points - stepCost(s, m.to));
  a.prev = ship.cell;
  ship.cell = m.to;
  pub(ev, "shipMoved", {
    seat,
    ship: ship.id,
    from: a.prev,
    to: m.to,
    hyper: m.hyper,
    spacesLeft: a.points,
    energy: ship.energy,
  });
  s.queue.push({ k: "arrive" });
}
