/**
 * Getting back into the seat when the connection drops (docs/protocol.md "Reconnecting after a
 * restart or a crash"): the SDK's own reconnection first; if the connection stays down
 * (`FALLBACK_MS`) or the room leaves with any code but 4000, stop the SDK and join the table again
 * by code with the player token (which reclaims the seat), retrying with a growing pause while the
 * table is being restored or the server restarts. Pure of the DOM and of Colyseus: the room, the
 * join and the timers are given.
 */
import type { JoinFailure } from "./errors.ts";

/** How long a dropped connection is left to the SDK before joining again by code (ms). */
export const FALLBACK_MS = 1500;
/** After this long without getting back, stop and offer the Rejoin button (ms). */
export const GIVE_UP_MS = 120_000;

/** Close codes (docs/protocol.md). */
export const CLOSE = {
  /** We left, the seat moved to a newer connection of ours, or the table closed. */
  CONSENTED: 4000,
  /** The SDK could not reconnect (its session belongs to a room that no longer exists). */
  FAILED_TO_RECONNECT: 4003,
  /** The server is restarting (graceful shutdown). */
  MAY_TRY_RECONNECT: 4010,
} as const;

/** Pause before rejoin attempt `attempt` (0-based): 100 ms, 200 ms, ... up to 1 s. */
export function rejoinDelay(attempt: number): number {
  return Math.min(1000, 100 * (Math.max(0, attempt) + 1));
}

/**
 * Whether a failed join is worth trying again: the table is not there yet (being restored), the
 * seat reservation expired, the server cannot be reached or answered oddly (restarting).
 * Refusals (bad options, table full, unknown game) are final.
 */
export function retryableJoin(code: string): boolean {
  return code === "ROOM_NOT_FOUND" || code === "SEAT_EXPIRED" || code === "NETWORK" || code === "JOIN_FAILED";
}

/** What to do when the room leaves with `code`. */
export function leaveAction(code: number, takenElsewhere: boolean): "left" | "elsewhere" | "rejoin" {
  if (code !== CLOSE.CONSENTED) return "rejoin";
  return takenElsewhere ? "elsewhere" : "left";
}

/**
 * - online: connected;
 * - reconnecting: the socket dropped, the SDK is getting it back;
 * - rejoining: joining the table again by code (the server may be restarting);
 * - offline: gave up (or a final refusal); `rejoinNow()` tries again;
 * - elsewhere: another tab or device of this player took the seat;
 * - left: the page left, or the table closed.
 */
export type Phase = "online" | "reconnecting" | "rejoining" | "offline" | "elsewhere" | "left";

export interface ReconnectReport {
  phase: Phase;
  /** Evidence that the table's server went away: a 4010, a 4003, or the table missing for a while. */
  restarting: boolean;
  /** Rejoin attempts so far in this episode. */
  attempt: number;
  /** How the connection came back (phase online after a drop). */
  via?: "sdk" | "rejoin";
  /** The last refused join (phase rejoining or offline). */
  failure?: JoinFailure;
  /** The last close code of the connection (any phase but online): what started this episode. */
  closeCode?: number;
}

/** What the reconnector needs of a Colyseus room. */
export interface RoomLike {
  reconnection: { enabled: boolean; minUptime: number };
  onDrop(cb: (code: number) => void): unknown;
  onReconnect(cb: () => void): unknown;
  onLeave(cb: (code: number) => void): unknown;
  removeAllListeners(): void;
  leave(consented?: boolean): Promise<unknown>;
  connection?: { isOpen?: boolean; close?: () => void } | undefined;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface ReconnectorOptions<R extends RoomLike> {
  /** Joins the table again by code with the player's token; throws a JoinFailure. */
  join(): Promise<R>;
  /** A new room replaces the old one (after a rejoin): attach the message handlers. */
  adopt(room: R): void;
  report(r: ReconnectReport): void;
  /** Whether the server said SEAT_TAKEN_ELSEWHERE on the current room. */
  takenElsewhere(): boolean;
  timers: Timers;
  now(): number;
  fallbackMs?: number;
  giveUpMs?: number;
}

/** Keeps one table's connection alive across drops, server restarts and crashes. */
export class Reconnector<R extends RoomLike> {
  private room: R | null = null;
  private readonly o: ReconnectorOptions<R>;
  private fallback: unknown = null;
  private retry: unknown = null;
  private joining = false;
  private attempt = 0;
  private since = 0;
  private restarting = false;
  private lastFailure: JoinFailure | null = null;
  private closeCode: number | undefined;
  private disposed = false;

  constructor(o: ReconnectorOptions<R>) {
    this.o = o;
  }

  /** Watches a joined room (the first one, or one joined again). */
  watch(room: R): void {
    this.room = room;
    // A room joined moments ago may reconnect too (the SDK refuses in its first 5 s otherwise).
    room.reconnection.minUptime = 0;
    room.onDrop((code) => {
      if (this.room !== room || this.disposed) return;
      if (code === CLOSE.MAY_TRY_RECONNECT) this.restarting = true;
      this.closeCode = code;
      this.report("reconnecting");
      if (this.fallback === null) {
        this.fallback = this.o.timers.set(() => {
          this.fallback = null;
          this.rejoin(room);
        }, this.o.fallbackMs ?? FALLBACK_MS);
      }
    });
    room.onReconnect(() => {
      if (this.room !== room || this.disposed) return;
      this.clearFallback();
      this.restarting = false;
      this.report("online", { via: "sdk" });
    });
    room.onLeave((code) => {
      if (this.room !== room || this.disposed) return;
      this.clearFallback();
      const action = leaveAction(code, this.o.takenElsewhere());
      if (action !== "rejoin") {
        this.room = null;
        this.closeCode = code;
        this.report(action);
        return;
      }
      if (code === CLOSE.FAILED_TO_RECONNECT) this.restarting = true;
      this.closeCode = code;
      this.rejoin(room);
    });
  }

  /** Joins again by code now (the Rejoin and "Play here instead" buttons). */
  rejoinNow(): void {
    if (this.disposed || this.joining) return;
    const from = this.room;
    if (from) this.release(from);
    this.start();
  }

  /** Stops every timer; a join still under way is left at once when it lands. */
  dispose(): void {
    this.disposed = true;
    this.clearFallback();
    if (this.retry !== null) this.o.timers.clear(this.retry);
    this.retry = null;
  }

  private clearFallback(): void {
    if (this.fallback !== null) this.o.timers.clear(this.fallback);
    this.fallback = null;
  }

  /** Stops the SDK's reconnection of a room we give up on, and forgets its handlers. */
  private release(room: R): void {
    room.reconnection.enabled = false;
    room.removeAllListeners();
    if (room.connection?.isOpen) room.connection.close?.();
    if (this.room === room) this.room = null;
  }

  private rejoin(from: R): void {
    if (this.disposed || this.joining || this.room !== from) return;
    this.release(from);
    this.start();
  }

  private start(): void {
    this.joining = true;
    this.attempt = 0;
    this.lastFailure = null;
    this.since = this.o.now();
    void this.tryJoin();
  }

  private async tryJoin(): Promise<void> {
    if (this.disposed) return;
    // the last refusal stays in the report while trying again, so the page's words do not flicker
    this.report("rejoining", this.lastFailure ? { failure: this.lastFailure } : {});
    let room: R;
    try {
      room = await this.o.join();
    } catch (err) {
      if (this.disposed) return;
      const failure = err as JoinFailure;
      this.lastFailure = failure;
      if (failure.code === "ROOM_NOT_FOUND") this.restarting = true;
      this.attempt++;
      if (!retryableJoin(failure.code) || this.o.now() - this.since >= (this.o.giveUpMs ?? GIVE_UP_MS)) {
        this.joining = false;
        this.report("offline", { failure });
        return;
      }
      this.retry = this.o.timers.set(
        () => {
          this.retry = null;
          void this.tryJoin();
        },
        rejoinDelay(this.attempt - 1),
      );
      return;
    }
    if (this.disposed) {
      void room.leave(true).catch(() => {});
      return;
    }
    this.joining = false;
    this.lastFailure = null;
    this.o.adopt(room);
    this.watch(room);
    const restarting = this.restarting;
    this.restarting = false;
    this.report("online", { via: "rejoin", restarting });
    this.attempt = 0;
  }

  private report(phase: Phase, extra: Partial<ReconnectReport> = {}): void {
    const closeCode = phase === "online" ? undefined : this.closeCode;
    this.o.report({ phase, restarting: this.restarting, attempt: this.attempt, closeCode, ...extra });
  }
}
