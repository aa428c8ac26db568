/**
 * Decides when the scene gets an update. After an accepted move the session hands on the new
 * state, then that move's events (its `events` message, or the log's lines of the move:
 * table-session.ts), and the seat's `legal` moves follow in their own frame.
 * A scene wants them together (the new view, the events to animate, what may be clicked), so
 * an update for a new version waits until its events (and, for a seated viewer, its legal
 * moves) are in, or until a short deadline: a lost message never freezes the board.
 */

export interface GateUpdate<M, E> {
  version: number;
  /** Events of the versions since the previous update, oldest first. */
  events: E[];
  /** Legal moves for this version; empty when unknown or stale. */
  legal: M[];
}

export interface GateTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export class UpdateGate<M, E> {
  private shown = -1;
  private current = -1;
  private legal: { version: number; moves: M[] } = { version: -1, moves: [] };
  private readonly eventsBy = new Map<number, E[]>();
  private timer: unknown = null;
  private readonly emit: (u: GateUpdate<M, E>) => void;
  private readonly timers: GateTimers;
  private readonly waitMs: number;
  /** Whether the viewer holds a seat (and so receives `legal`). */
  seated = false;

  constructor(emit: (u: GateUpdate<M, E>) => void, timers: GateTimers, waitMs = 250) {
    this.emit = emit;
    this.timers = timers;
    this.waitMs = waitMs;
  }

  /** The synced state changed; `version` is its move counter. */
  state(version: number): void {
    if (version < this.current) {
      // A restored table may restart lower; start over rather than wait for the past.
      this.reset();
    }
    this.current = version;
    this.check(false);
  }

  /** An `events` message arrived. */
  events(version: number, events: E[]): void {
    if (version <= this.shown) return;
    this.eventsBy.set(version, [...(this.eventsBy.get(version) ?? []), ...events]);
    this.check(false);
  }

  /** A `legal` message arrived. */
  legalMoves(version: number, moves: M[]): void {
    if (version < this.legal.version) return;
    this.legal = { version, moves };
    if (version === this.current && version === this.shown) this.flush();
    else this.check(false);
  }

  /** Forgets everything (after a rejoin): the next update is a first render. */
  reset(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.shown = -1;
    this.current = -1;
    this.legal = { version: -1, moves: [] };
    this.eventsBy.clear();
  }

  /** Stops the pending deadline. */
  dispose(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private ready(): boolean {
    if (this.current === this.shown) return true;
    const first = this.shown === -1;
    if (!first) {
      for (let v = this.shown + 1; v <= this.current; v++) if (!this.eventsBy.has(v)) return false;
    }
    return !this.seated || this.legal.version >= this.current;
  }

  private check(force: boolean): void {
    if (this.current < 0) return;
    if (force || this.ready()) {
      this.flush();
      return;
    }
    if (this.timer === null) {
      this.timer = this.timers.set(() => {
        this.timer = null;
        this.check(true);
      }, this.waitMs);
    }
  }

  private flush(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    const first = this.shown === -1;
    const events: E[] = [];
    for (const v of [...this.eventsBy.keys()].sort((a, b) => a - b)) {
      if (v > this.current) continue;
      if (!first) events.push(...this.eventsBy.get(v)!);
      this.eventsBy.delete(v);
    }
    this.shown = this.current;
    this.emit({
      version: this.current,
      events,
      legal: this.legal.version === this.current ? this.legal.moves : [],
    });
  }
}
