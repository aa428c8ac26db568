/**
 * Where a ship can go now, found with the engine's own rules: every step is tried with `whyNotStep`,
 * its cost is `stepCost`, a movement starts with `movementStart`, what entering a card does is
 * `arrivalOf` and stranding is `strandsAt` (with Fusion Reactor's `works`). Only what the ship's
 * owner knows is used, so the result belongs in that seat's private view.
 */
import type { Seat } from "../core/types.ts";
import { movementStart, neighbors, shipById, stepCost, strandsAt, works } from "./helpers.ts";
import { whyNotStep, whyNotStop } from "./legal-move.ts";
import { arrivalOf, pendingDecision } from "./queries.ts";
import type { Active, OperaState, Reach, Ship } from "./types.ts";

interface Node {
  cell: number;
  points: number;
  prev: number;
  path: number[];
}

/**
 * The cells `ship` (of `seat`) can reach with its movement under way, or else with its next movement
 * in this Movement phase (as if it were the seat's turn). Empty outside the Movement phase, while a
 * decision is pending, after the seat passed, while another ship of the seat is moving, or when the
 * ship cannot start a movement (no energy, already moved, EM pulse...).
 */
export function reachOf(s: OperaState, seat: Seat, ship: Ship): Reach[] {
  if (s.phase !== "move" || pendingDecision(s) || s.passed[seat] || ship.owner !== seat) return [];
  const moving = s.active && shipById(s, s.active.ship)?.owner === seat ? s.active : null;
  if (moving && moving.ship !== ship.id) return [];
  const base: OperaState = moving ? s : { ...s, active: null };
  const modes = moving ? [moving.hyper] : [false, true];
  const out: Reach[] = [];
  for (const hyper of modes) {
    const start = moving ? { points: moving.points, energy: 0 } : movementStart(s, seat, ship);
    const energyAfter = ship.energy - start.energy;
    const best = new Map<number, Reach>();
    let frontier: Node[] = [
      { cell: ship.cell, points: start.points, prev: moving?.prev ?? ship.cell, path: [] },
    ];
    while (frontier.length > 0) {
      const next: Node[] = [];
      for (const f of frontier) {
        const first = f.path.length === 0;
        const probe = first
          ? base
          : probeAt(base, ship, f.cell, energyAfter, {
              ship: ship.id,
              points: f.points,
              hyper,
              prev: f.prev,
            });
        const mover = first ? ship : shipById(probe, ship.id)!;
        for (const to of neighbors(probe, f.cell)) {
          if (whyNotStep(probe, seat, { type: "step", ship: ship.id, to, hyper }) !== null) continue;
          const points = Math.max(0, f.points - stepCost(s, to));
          const there: Ship = { ...mover, cell: to, energy: energyAfter, acts: ship.acts + (moving ? 0 : 1) };
          const arrival = arrivalOf(probeAt(base, ship, to, energyAfter, null), there, hyper);
          const ends = arrival !== "pass" || points <= 0;
          const path = [...f.path, to];
          const canStop =
            ends ||
            whyNotStop(
              probeAt(base, ship, to, energyAfter, { ship: ship.id, points, hyper, prev: f.cell }),
              seat,
            ) === null;
          const stranded =
            (arrival === "pass" || arrival === "fight") &&
            strandsAt(s, energyAfter, to) &&
            !works(s, seat, "fusionReactor", to);
          const r: Reach = {
            cell: to,
            path,
            hyper,
            energy: start.energy,
            spacesLeft: points,
            arrival,
            ends,
            canStop,
            danger: arrival === "supernova" ? "supernova" : stranded ? "strand" : null,
          };
          const old = best.get(to);
          if (!old || r.spacesLeft > old.spacesLeft) best.set(to, r);
          if (!ends) next.push({ cell: to, points, prev: f.cell, path });
        }
      }
      frontier = next;
    }
    out.push(...[...best.values()].sort((a, b) => a.cell - b.cell));
  }
  return out;
}

/** The state with the ship moved to `cell` (energy spent) and the movement `active` under way. */
function probeAt(s: OperaState, ship: Ship, cell: number, energy: number, active: Active | null): OperaState {
  return {
    ...s,
    ships: s.ships.map((x) => (x.id === ship.id ? { ...x, cell, energy, acts: Math.max(x.acts, 1) } : x)),
    active,
  };
}
