/**
 * How long the match store took to keep each move (the table waits for it before anyone hears of
 * the move: "stored before broadcast"), process-wide, for the operator's `/api/admin/memory` next
 * to the event loop's delay and the collector's pauses. A slow disk shows here first.
 */
import { createHistogram } from "node:perf_hooks";
import { histogramMs } from "./gc-pauses.ts";

const writes = createHistogram();

/** Records one move's write, from the call to its promise settling. */
export function recordMoveWrite(ms: number): void {
  writes.record(Math.max(1, Math.round(ms * 1e6))); // nanoseconds; the histogram takes integers >= 1
}

/** The writes since the last reset (ms): how many, p50, p99 and the longest. */
export function moveWrites(): { count: number; p50: number; p99: number; max: number } {
  return { count: writes.count, ...histogramMs(writes) };
}

export function resetMoveWrites(): void {
  writes.reset();
}
