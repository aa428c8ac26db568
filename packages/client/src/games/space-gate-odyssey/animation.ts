/**
 * Space Gate Odyssey's animations (pure, unit-tested with the adapter): the tweens a list of
 * events gives, and how long each plays at the player's speed. The scene draws each step
 * (playback.ts).
 */
import type { Room } from "@starport/rules/space-gate-odyssey/content.ts";
import type { PlanetId } from "@starport/rules/space-gate-odyssey/exoplanets.ts";
import type { SgoEvent } from "@starport/rules/space-gate-odyssey/types.ts";
import { scheduleMs as kitSchedule, MAX_QUEUE_MS } from "../kit/schedule.ts";

export { MAX_QUEUE_MS };

/** One tween (or a few at once) to play for an event; the scene maps each kind to drawing. */
export type AnimStep =
  | { kind: "walk"; seat: number; figure: "engineer" | "chief"; from: Room; to: Room }
  | { kind: "settler"; seat: number; from: number; to: number }
  | { kind: "flip"; seat: number; module: number }
  | { kind: "draw"; seat: number; pile: number; tile: number }
  | { kind: "place"; seat: number; tile: number; x: number; y: number; rotation: number }
  | { kind: "return"; seat: number; pile: number; tile: number }
  | { kind: "fill"; seat: number; module: number; added: number }
  | { kind: "fly"; seat: number; module: number; planet: PlanetId; spot: number }
  | { kind: "hawking"; seat: number; module: number; count: number }
  | { kind: "wheel"; seat: number; from: number; to: number; delta: number }
  | { kind: "rank"; seat: number; rank: number; figure: "settler" | "engineer"; room: Room | null }
  | { kind: "unrank"; seat: number; rank: number }
  | { kind: "swap"; a: number; b: number }
  | { kind: "gate"; gate: string; from: PlanetId; to: PlanetId | "hawking" }
  | { kind: "close"; planet: PlanetId }
  | { kind: "figure"; seat: number; room: Room; figure: "engineer" | "robot" | "chief" };

/** Base duration (ms at speed 1) of each kind of step. */
export const STEP_MS: Record<AnimStep["kind"], number> = {
  walk: 520,
  settler: 360,
  flip: 320,
  draw: 360,
  place: 480,
  return: 360,
  fill: 320,
  fly: 420,
  hawking: 420,
  wheel: 0, // per space, below
  rank: 520,
  unrank: 360,
  swap: 420,
  gate: 600,
  close: 420,
  figure: 320,
};
const WHEEL_STEP_MS = 90;

/** Duration of a step at speed 1. */
export function stepMs(s: AnimStep): number {
  if (s.kind === "wheel") return Math.min(1200, Math.max(200, Math.abs(s.delta) * WHEEL_STEP_MS));
  return STEP_MS[s.kind];
}

/** The tweens for a list of events, in order; events without motion give none. */
export function animationSteps(events: readonly SgoEvent[]): AnimStep[] {
  const out: AnimStep[] = [];
  for (const e of events) {
    switch (e.type) {
      case "roomActivated":
        out.push({ kind: "walk", seat: e.seat, figure: e.figure, from: e.from, to: e.room });
        break;
      case "settlerMoved":
        out.push({ kind: "settler", seat: e.seat, from: e.from, to: e.to });
        break;
      case "moduleSwitchedOn":
        out.push({ kind: "flip", seat: e.seat, module: e.module });
        break;
      case "tileDrawn":
        out.push({ kind: "draw", seat: e.seat, pile: e.pile, tile: e.tile });
        break;
      case "tilePlaced":
        out.push({ kind: "place", seat: e.seat, tile: e.tile, x: e.x, y: e.y, rotation: e.rotation });
        break;
      case "tileReturned":
        out.push({ kind: "return", seat: e.seat, pile: e.pile, tile: e.tile });
        break;
      case "accessFilled":
        out.push({ kind: "fill", seat: e.seat, module: e.module, added: e.added });
        break;
      case "settlerColonized":
        out.push({ kind: "fly", seat: e.seat, module: e.module, planet: e.planet, spot: e.spot });
        break;
      case "hawkingReached":
        out.push({ kind: "hawking", seat: e.seat, module: e.module, count: e.settlers });
        break;
      case "influenceChanged":
        out.push({ kind: "wheel", seat: e.seat, from: e.from, to: e.to, delta: e.delta });
        break;
      case "governmentAdded":
        out.push({ kind: "rank", seat: e.seat, rank: e.rank, figure: e.figure, room: e.room });
        break;
      case "governmentRemoved":
        out.push({ kind: "unrank", seat: e.seat, rank: e.rank });
        break;
      case "predominanceSwapped":
        out.push({ kind: "swap", a: e.a, b: e.b });
        break;
      case "gateMoved":
        out.push({ kind: "gate", gate: e.gate, from: e.from, to: e.to });
        break;
      case "planetClosed":
        out.push({ kind: "close", planet: e.planet });
        break;
      case "figureAdded":
        out.push({ kind: "figure", seat: e.seat, room: e.room, figure: e.figure });
        break;
      case "engineerPromoted":
        out.push({ kind: "figure", seat: e.seat, room: e.room, figure: "chief" });
        break;
      default:
        break;
    }
  }
  return out;
}

/** Durations (ms) of the steps at the player's speed (the kit's schedule with this game's step lengths). */
export const scheduleMs = (steps: readonly AnimStep[], speed: number): number[] =>
  kitSchedule(steps, speed, stepMs);
