/**
 * Table clocks (docs/protocol.md "Clocks"), server-side only: the rules never see time.
 * - "fischer": each seat has a bank of time (base) that runs while the seat must act and gains
 *   `increment` after each of its moves.
 * - "turn": a casual limit per decision: a seat gets `turn` seconds each time it must act.
 * A clock runs only for seats that must act now and are played by their human player; several run
 * at once when several seats must act. When one reaches zero the table applies its `onTimeout`
 * policy: "bot" (a bot plays the seat until the player acts again) or "lose" (ranked last, a bot
 * finishes the seat).
 */
import { type ClockConfig, type ClockOption, fullTime } from "@starport/protocol";
import type { Seat } from "@starport/rules";

/** A running clock: each seat's remaining time at `since`, and the seats whose time runs. */
export interface ClockRun {
  remainingMs: number[];
  running: Seat[];
  /** Server time (ms since epoch) the remaining times refer to. */
  since: number;
}

export function clockConfig(o: ClockOption): ClockConfig {
  return o.kind === "fischer"
    ? {
        kind: "fischer",
        baseMs: Math.round(o.baseSec * 1000),
        incrementMs: Math.round(o.incrementSec * 1000),
        turnMs: 0,
        onTimeout: o.onTimeout,
      }
    : {
        kind: "turn",
        baseMs: 0,
        incrementMs: 0,
        turnMs: Math.round(o.turnSec * 1000),
        onTimeout: o.onTimeout,
      };
}

/** A clock at the start of a match, with `clocked` seats running from `now`. */
export function startClock(cfg: ClockConfig, seats: number, clocked: Seat[], now: number): ClockRun {
  return {
    remainingMs: Array.from({ length: seats }, () => fullTime(cfg)),
    running: [...clocked],
    since: now,
  };
}

/** Remaining times at `now`, running clocks charged (never below 0). */
export function settle(run: ClockRun, now: number): number[] {
  const elapsed = Math.max(0, now - run.since);
  return run.remainingMs.map((ms, seat) => (run.running.includes(seat) ? Math.max(0, ms - elapsed) : ms));
}

/**
 * The clock after a change at `now`: an accepted move by `mover` (null when only who is clocked
 * changed), with `clocked` the seats whose time runs from now on.
 */
export function advance(
  cfg: ClockConfig,
  run: ClockRun,
  mover: Seat | null,
  clocked: Seat[],
  now: number,
): ClockRun {
  const rem = settle(run, now);
  if (cfg.kind === "fischer") {
    if (mover !== null && run.running.includes(mover)) rem[mover] = rem[mover]! + cfg.incrementMs;
  } else {
    // a new decision gets a whole turn; a seat still deciding keeps what it has left
    for (let seat = 0; seat < rem.length; seat++) {
      const continuing = clocked.includes(seat) && run.running.includes(seat) && seat !== mover;
      if (!continuing) rem[seat] = cfg.turnMs;
    }
  }
  return { remainingMs: rem, running: [...clocked].sort((a, b) => a - b), since: now };
}

/** Running seats whose time is up at `now`. */
export function expired(run: ClockRun, now: number): Seat[] {
  return run.running.filter((seat) => run.remainingMs[seat]! - (now - run.since) <= 0);
}

/** When the first running clock reaches zero (ms since epoch), or null if none runs. */
export function nextDeadline(run: ClockRun): number | null {
  let at: number | null = null;
  for (const seat of run.running) {
    const t = run.since + run.remainingMs[seat]!;
    if (at === null || t < at) at = t;
  }
  return at;
}

/**
 * Time given back to a player who takes their seat back after a timeout (policy "bot"): Fischer
 * clocks get at least one increment or 30 s (at most the base time), so the seat does not time out
 * again at once; per-turn clocks start a new turn anyway.
 */
export function reclaimFloor(cfg: ClockConfig): number {
  return cfg.kind === "fischer" ? Math.max(cfg.incrementMs, Math.min(cfg.baseMs, 30_000)) : cfg.turnMs;
}
