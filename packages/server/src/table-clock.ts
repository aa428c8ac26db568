/**
 * One table's clock (docs/protocol.md "Clocks"): its configuration, the running clock, the timer
 * of the first deadline, and its copy in the synced state. The arithmetic is clock.ts'; this is
 * the glue the room used to hold, without Colyseus (test/table-clock.test.ts). Which seats are
 * clocked is the caller's to say (they must act and their player plays them).
 */
import { type ClockConfig, fullTime } from "@starport/protocol";
import type { Seat } from "@starport/rules";
import { advance, type ClockRun, expired, nextDeadline, reclaimFloor, settle, startClock } from "./clock.ts";
import type { ClockState } from "./state.ts";
import type { ClockRecord } from "./store.ts";

/** Where a clock sets its one timer (the room's, so that disposing the room clears it). */
export interface Timers {
  set(fn: () => void, ms: number): NodeJS.Timeout;
}

export class TableClock {
  private run: ClockRun | null = null;
  private timer: NodeJS.Timeout | null = null;

  /** null: the table has no clock, and every method does nothing. */
  readonly cfg: ClockConfig | null;
  private readonly timers: Timers;

  constructor(cfg: ClockConfig | null, timers: Timers) {
    this.cfg = cfg;
    this.timers = timers;
  }

  get kind(): ClockConfig["kind"] | null {
    return this.cfg?.kind ?? null;
  }

  /** The match starts: `clocked` seats run from `now`. */
  start(players: number, clocked: Seat[], now: number): void {
    if (this.cfg) this.run = startClock(this.cfg, players, clocked, now);
  }

  /** The remaining times a match starts with, for its first write (before anyone sees it). */
  startRecord(players: number, clocked: Seat[], now: number): ClockRecord | null {
    if (!this.cfg) return null;
    return { config: this.cfg, remainingMs: startClock(this.cfg, players, clocked, now).remainingMs };
  }

  /**
   * A match restored from the store: its remaining times as written (full times if none), the time
   * between the last write and the restart not charged (docs/storage.md).
   */
  restore(remainingMs: number[] | null, players: number, clocked: Seat[], now: number): void {
    if (!this.cfg) return;
    const remaining = remainingMs ?? startClock(this.cfg, players, [], now).remainingMs;
    this.run = advance(
      this.cfg,
      { remainingMs: [...remaining], running: [], since: now },
      null,
      clocked,
      now,
    );
  }

  /** The clock as the store keeps it after a move by `mover` (not yet applied). */
  recordAfter(mover: Seat, clockedNext: Seat[], now: number): ClockRecord | null {
    if (!this.cfg || !this.run) return null;
    const run = advance(this.cfg, this.run, mover, clockedNext, now);
    return { config: this.cfg, remainingMs: settle(run, now) };
  }

  /** The clock as the store keeps it now. */
  record(now: number): ClockRecord | null {
    if (!this.cfg || !this.run) return null;
    return { config: this.cfg, remainingMs: settle(this.run, now) };
  }

  /** A change at `now`: a move by `mover` (null: only who is clocked changed). */
  advance(mover: Seat | null, clocked: Seat[], now: number): void {
    if (this.cfg && this.run) this.run = advance(this.cfg, this.run, mover, clocked, now);
  }

  /** A player takes back a seat a bot played after their timeout: at least the floor of time. */
  reclaim(seat: Seat, now: number): void {
    if (!this.cfg || !this.run) return;
    const rem = settle(this.run, now);
    rem[seat] = Math.max(rem[seat]!, reclaimFloor(this.cfg));
    this.run = { remainingMs: rem, running: this.run.running, since: now };
  }

  /** Seats (among `eligible`) whose time is up at `now`; their remaining time is set to 0. */
  expire(now: number, eligible: (seat: Seat) => boolean): Seat[] {
    if (!this.cfg || !this.run) return [];
    const out = expired(this.run, now).filter(eligible);
    if (out.length === 0) return out;
    const rem = settle(this.run, now);
    for (const seat of out) rem[seat] = 0;
    this.run = { remainingMs: rem, running: this.run.running, since: now };
    return out;
  }

  /** The match ended at `at`: every clock stops where it is. */
  finish(at: number): void {
    this.stop();
    if (this.run) this.run = { remainingMs: settle(this.run, at), running: [], since: at };
  }

  /** Sets the timer of the first clock to run out; `onDeadline` runs then. */
  arm(now: number, onDeadline: () => void): void {
    this.stop();
    if (!this.run) return;
    const at = nextDeadline(this.run);
    if (at === null) return;
    this.timer = this.timers.set(
      () => {
        this.timer = null;
        onDeadline();
      },
      Math.max(0, at - now) + 1,
    );
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Copies the clock into the synced state (only what changed). */
  show(c: ClockState, seats: number): void {
    const cfg = this.cfg;
    if (!cfg) return;
    c.kind = cfg.kind;
    c.baseMs = cfg.baseMs;
    c.incrementMs = cfg.incrementMs;
    c.turnMs = cfg.turnMs;
    c.onTimeout = cfg.onTimeout;
    const run = this.run;
    const remaining = run ? run.remainingMs.map((ms) => Math.round(ms)) : Array(seats).fill(fullTime(cfg));
    const running = run ? run.running : [];
    if (!sameList(c.remainingMs, remaining)) {
      c.remainingMs.clear();
      for (const ms of remaining) c.remainingMs.push(ms);
    }
    if (!sameList(c.running, running)) {
      c.running.clear();
      for (const seat of running) c.running.push(seat);
    }
    c.since = run ? run.since : 0;
  }
}

/** Whether a synced list holds exactly these numbers (so an unchanged clock sends nothing). */
export function sameList(a: ArrayLike<number>, b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
