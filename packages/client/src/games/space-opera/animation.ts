/**
 * Space Opera's animations (pure, unit-tested with the adapter): the tweens a list of events
 * gives, and how long each plays.
 */
import type { OperaEvent } from "@starport/rules/space-opera/events.ts";

/** One tween to play for an event. */
export type AnimStep =
  | { kind: "move"; seat: number | null; ship: number; from: number; to: number }
  | { kind: "flip"; cell: number }
  | { kind: "boom"; cell: number; what: "missile" | "nuke" | "bio" | "ship" }
  | { kind: "invade"; cell: number; outcome: "conquered" | "repelled" | "bothWipedOut" }
  | { kind: "produce"; cell: number; energy: number; ore: number }
  | { kind: "out"; seat: number };

export const STEP_MS: Record<AnimStep["kind"], number> = {
  move: 380,
  flip: 360,
  boom: 520,
  invade: 700,
  produce: 260,
  out: 900,
};

export const stepMs = (s: AnimStep): number => STEP_MS[s.kind];

/** The tweens for a list of events, in order; events without motion give none. */
export function animationSteps(events: readonly OperaEvent[]): AnimStep[] {
  const out: AnimStep[] = [];
  for (const e of events) {
    switch (e.type) {
      case "shipMoved":
        out.push({ kind: "move", seat: e.seat, ship: e.ship, from: e.from, to: e.to });
        break;
      case "flipped":
        out.push({ kind: "flip", cell: e.cell });
        break;
      case "missileStrike":
        out.push({ kind: "boom", cell: e.cell, what: "missile" });
        break;
      case "nuclearStrike":
        out.push({ kind: "boom", cell: e.cell, what: "nuke" });
        break;
      case "biologicalStrike":
        out.push({ kind: "boom", cell: e.cell, what: "bio" });
        break;
      case "shipDestroyed":
        out.push({ kind: "boom", cell: e.cell, what: "ship" });
        break;
      case "invasion":
        out.push({ kind: "invade", cell: e.cell, outcome: e.outcome });
        break;
      case "produced":
        out.push({ kind: "produce", cell: e.cell, energy: e.energy, ore: e.ore });
        break;
      case "eliminated":
        out.push({ kind: "out", seat: e.seat });
        break;
      default:
        break;
    }
  }
  return out;
}
