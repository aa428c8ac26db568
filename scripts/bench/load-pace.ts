/**
 * The pace of one table in a load generator: one move every 1-3 s (uniform) after the previous
 * one was seen by every client of the table; latency = move sent -> the last of the table's
 * clients has applied it.
 */
import type { GenConfig } from "./load-gen.ts";
import { uniform } from "./stats.ts";

/** The measuring state shared by a generator's tables. */
export interface PlayWindow {
  sending: boolean;
  /** Moves sent between these times (performance.now()) are measured. */
  measureFrom: number;
  measureTo: number;
  /** Bytes and frames received are counted while set. */
  counting: boolean;
  latencies: number[];
  moves: number;
  rejected: number;
  bytes: number;
  frames: number;
  /** Payload bytes of the moves sent while counting. */
  sentBytes: number;
  /** Measured moves not yet seen by every client of their table. */
  pending: Set<{ sentAt: number }>;
}

interface Pending {
  /** The version before the move (starport) or its sequence number (bare). */
  version: number;
  sentAt: number;
  seen: number;
  mask: number;
  rec: { sentAt: number } | null;
}

export abstract class MoveLoop {
  protected w: PlayWindow | null = null;
  private pending: Pending | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  readonly clients: number;
  /** The server's address, this table's number, and the run's settings. */
  protected readonly url: string;
  protected readonly t: number;
  protected readonly cfg: GenConfig;
  constructor(url: string, t: number, cfg: GenConfig) {
    this.clients = cfg.players;
    this.url = url;
    this.t = t;
    this.cfg = cfg;
  }

  /** Sends a move; returns the version it was sent at, or null when no client can move yet. */
  protected abstract sendMove(): number | null;

  play(w: PlayWindow): void {
    this.w = w;
    this.schedule(uniform(0, 2000));
  }

  protected stopLoop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.w = null;
  }

  protected schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), ms);
  }

  private tick(): void {
    this.timer = null;
    const w = this.w;
    if (!w?.sending || this.pending) return;
    const version = this.sendMove();
    if (version === null) {
      this.schedule(50);
      return;
    }
    const now = performance.now();
    const measured = now >= w.measureFrom && now < w.measureTo;
    const rec = measured ? { sentAt: now } : null;
    this.pending = { version, sentAt: now, seen: 0, mask: 0, rec };
    if (rec) {
      w.moves++;
      w.pending.add(rec);
    }
  }

  /** Client `i` has applied everything up to `version`. */
  protected seen(i: number, version: number): void {
    const p = this.pending;
    if (!p || version <= p.version || p.mask & (1 << i)) return;
    p.mask |= 1 << i;
    if (++p.seen < this.clients) return;
    this.pending = null;
    if (p.rec && this.w) {
      this.w.latencies.push(performance.now() - p.sentAt);
      this.w.pending.delete(p.rec);
    }
    this.schedule(uniform(1000, 3000));
  }

  /** The move was refused: forget it and try another soon. */
  protected refused(): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    if (p.rec && this.w) {
      this.w.pending.delete(p.rec);
      this.w.moves--;
      this.w.rejected++;
    }
    this.schedule(200);
  }
}
