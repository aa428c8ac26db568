/**
 * The garbage collector's pauses of this process since the last reset, for the operator's
 * `/api/admin/memory` (next to the event loop's delay): how many, how long in all, the longest,
 * and the same for full (mark-compact) collections alone. Read from `perf_hooks` "gc" entries,
 * which Node reports after each collection. Also the one reading of a `perf_hooks` histogram in
 * ms that the report and the bench's generators share (`histogramMs`).
 */
import { constants, type Histogram, PerformanceObserver } from "node:perf_hooks";

/** A `perf_hooks` histogram of nanoseconds, in ms (two decimals): p50, p99 and the longest. */
export function histogramMs(h: Histogram): { p50: number; p99: number; max: number } {
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  return { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) };
}

export interface GcPauses {
  count: number;
  totalMs: number;
  maxMs: number;
  /** Full collections (mark-compact): the long pauses. */
  major: { count: number; totalMs: number; maxMs: number };
}

const empty = (): GcPauses => ({ count: 0, totalMs: 0, maxMs: 0, major: { count: 0, totalMs: 0, maxMs: 0 } });

/** Starts watching; `read()` gives the pauses since the start or the last `reset()`. */
export function watchGcPauses(): { read(): GcPauses; reset(): void; stop(): void } {
  let seen = empty();
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const ms = e.duration;
      seen.count++;
      seen.totalMs += ms;
      seen.maxMs = Math.max(seen.maxMs, ms);
      const kind = (e as { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        seen.major.count++;
        seen.major.totalMs += ms;
        seen.major.maxMs = Math.max(seen.major.maxMs, ms);
      }
    }
  });
  observer.observe({ entryTypes: ["gc"] });
  const r = (ms: number) => Math.round(ms * 10) / 10;
  return {
    read: () => ({
      count: seen.count,
      totalMs: r(seen.totalMs),
      maxMs: r(seen.maxMs),
      major: { count: seen.major.count, totalMs: r(seen.major.totalMs), maxMs: r(seen.major.maxMs) },
    }),
    reset: () => {
      seen = empty();
    },
    stop: () => observer.disconnect(),
  };
}
