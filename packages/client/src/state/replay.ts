/**
 * The replay page's state as pure data: the move shown, who the replay is shown to, autoplay and
 * its speed, and the seed check; what the transport shows from it (which buttons work, the count)
 * and the keys it answers. `reduceReplay` is the only way it changes; no DOM, no timers (the page
 * runs the autoplay timer while `playing` and sends `tick`).
 */
import type { Problem, ReplayViewer } from "../replay/build.ts";

/** Autoplay speeds, in moves per second. */
export const AUTOPLAY_SPEEDS = [0.5, 1, 2, 4] as const;

export interface ReplayState {
  /** The move shown (0 = the setup). */
  step: number;
  /** The last move there is. */
  last: number;
  viewer: ReplayViewer;
  playing: boolean;
  /** Autoplay speed, moves per second. */
  speed: number;
  /** The step was reached by one move forward: its events are animated. */
  animate: boolean;
  /** The seed's hash check: null while it runs, then the problem found (or none). */
  seed: { problem: Problem | null } | null;
}

export type ReplayEvent =
  /** Go to move `to` (clamped), stopping autoplay; `animate` animates one move forward. */
  | { type: "jump"; to: number; animate: boolean }
  /** Autoplay's next move (it stops at the end). */
  | { type: "tick" }
  /** Play: from the end, again from the start. */
  | { type: "play" }
  | { type: "stop" }
  /** The play/pause button. */
  | { type: "toggle" }
  | { type: "speed"; speed: number }
  | { type: "viewer"; viewer: ReplayViewer }
  | { type: "seedChecked"; problem: Problem | null };

/** A replay with `last` moves, opened at move `at` (the start when null). */
export function initialReplay(last: number, at: number | null, speed = 1): ReplayState {
  return {
    step: at === null ? 0 : Math.max(0, Math.min(last, at)),
    last,
    viewer: "all",
    playing: false,
    speed,
    animate: false,
    seed: null,
  };
}

/** Shows move `to` (clamped to the replay); only one move forward is animated. */
function show(s: ReplayState, to: number, animate: boolean): ReplayState {
  const step = Math.max(0, Math.min(s.last, Math.round(to)));
  return { ...s, step, animate: animate && step === s.step + 1 };
}

function play(s: ReplayState): ReplayState {
  const from = s.step >= s.last ? show(s, 0, false) : s;
  return { ...from, playing: true };
}

/** The replay after `e`. */
export function reduceReplay(s: ReplayState, e: ReplayEvent): ReplayState {
  switch (e.type) {
    case "jump":
      return show({ ...s, playing: false }, e.to, e.animate);
    case "tick":
      return s.step >= s.last ? { ...s, playing: false } : show(s, s.step + 1, true);
    case "play":
      return play(s);
    case "stop":
      return { ...s, playing: false };
    case "toggle":
      return s.playing ? { ...s, playing: false } : play(s);
    case "speed": {
      // a new speed while playing plays on at it
      const next = { ...s, speed: e.speed };
      return s.playing ? play(next) : next;
    }
    case "viewer":
      return { ...s, viewer: e.viewer, animate: false };
    case "seedChecked":
      return { ...s, seed: { problem: e.problem } };
  }
}

/** Whether `e` shows a move again (the board, seats, log...), not only the transport. */
export function showsStep(before: ReplayState, after: ReplayState, e: ReplayEvent): boolean {
  return e.type === "jump" || e.type === "viewer" || before.step !== after.step;
}

/** Whether the autoplay timer has to be (re)started after `before` -> `after`. */
export function restartsTimer(before: ReplayState, after: ReplayState): boolean {
  return after.playing && (!before.playing || before.speed !== after.speed);
}

/** What the transport shows: which buttons work, play or pause, the count. */
export interface TransportView {
  first: boolean;
  prev: boolean;
  next: boolean;
  last: boolean;
  play: boolean;
  mode: "play" | "pause";
  count: string;
}

export function transportView(s: ReplayState): TransportView {
  return {
    first: s.step > 0,
    prev: s.step > 0,
    next: s.step < s.last,
    last: s.step < s.last,
    play: s.last > 0,
    mode: s.playing ? "pause" : "play",
    count: `${s.step}/${s.last}`,
  };
}

/** The move in words: the setup, or "Move 3 of 40" (dictionary key and params). */
export function stepWords(s: Pick<ReplayState, "step" | "last">): {
  key: string;
  params?: Record<string, number>;
} {
  return s.step === 0
    ? { key: "replay.setup" }
    : { key: "replay.move", params: { n: s.step, total: s.last } };
}

/** The keys of the replay: arrows step back and forward, Home and End go to the ends. */
export function keyEvent(key: string, s: ReplayState): ReplayEvent | null {
  switch (key) {
    case "ArrowLeft":
      return { type: "jump", to: s.step - 1, animate: false };
    case "ArrowRight":
      return { type: "jump", to: s.step + 1, animate: true };
    case "Home":
      return { type: "jump", to: 0, animate: false };
    case "End":
      return { type: "jump", to: s.last, animate: false };
    default:
      return null;
  }
}

/** The viewer of the "See as" select's value. */
export function viewerOf(value: string): ReplayViewer {
  return value === "all" || value === "spectator" ? value : Number(value);
}

/** Everything that does not check out: the seed (once checked) first, then the replay's own problems. */
export function problemsOf(s: ReplayState, replayProblems: readonly Problem[]): Problem[] {
  const seed = s.seed?.problem;
  return seed ? [seed, ...replayProblems] : [...replayProblems];
}
