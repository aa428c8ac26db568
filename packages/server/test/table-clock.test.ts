/**
 * One table's clock (src/table-clock.ts) without a room: the times the players see in the synced
 * state, the one timer of the first deadline, what the store keeps, a timed-out player's floor.
 */
import type { ClockConfig } from "@starport/protocol";
import { describe, expect, it } from "vitest";
import { ClockState } from "../src/state.ts";
import { sameList, TableClock } from "../src/table-clock.ts";

const fischer: ClockConfig = {
  kind: "fischer",
  baseMs: 60_000,
  incrementMs: 2000,
  turnMs: 0,
  onTimeout: "bot",
};

/** A clock whose timers are recorded, not run. */
const clockOf = (cfg: ClockConfig | null) => {
  const timers: { ms: number; fn: () => void }[] = [];
  const clock = new TableClock(cfg, {
    set: (fn, ms) => {
      timers.push({ fn, ms });
      return setTimeout(() => {}, 0);
    },
  });
  return { clock, timers };
};

describe("a table's clock", () => {
  it("without a clock, nothing runs, nothing is shown or stored", () => {
    const { clock, timers } = clockOf(null);
    clock.start(2, [0], 0);
    clock.arm(0, () => {});
    const shown = new ClockState();
    clock.show(shown, 2);
    expect([clock.kind, clock.record(0), timers.length, shown.kind]).toEqual([null, null, 0, ""]);
  });

  it("shows full times before the start, then the running seat's time and when it started", () => {
    const { clock } = clockOf(fischer);
    const shown = new ClockState();
    clock.show(shown, 2);
    expect([[...shown.remainingMs], [...shown.running], shown.kind]).toEqual([
      [60_000, 60_000],
      [],
      "fischer",
    ]);
    clock.start(2, [0], 1000);
    clock.advance(0, [1], 11_000);
    clock.show(shown, 2);
    expect([[...shown.remainingMs], [...shown.running], shown.since]).toEqual([
      [52_000, 60_000],
      [1],
      11_000,
    ]);
  });

  it("arms one timer for the first deadline, and `expire` zeroes the seats out of time", () => {
    const { clock, timers } = clockOf(fischer);
    clock.start(2, [1], 0);
    let fired = 0;
    clock.arm(0, () => fired++);
    expect(timers.map((t) => t.ms)).toEqual([60_001]);
    timers[0]!.fn();
    expect(fired).toBe(1);
    expect(clock.expire(59_999, () => true)).toEqual([]);
    expect(clock.expire(60_000, (seat) => seat !== 1)).toEqual([]); // not eligible (a bot plays it)
    expect(clock.expire(60_000, () => true)).toEqual([1]);
    expect(clock.record(60_000)).toEqual({ config: fischer, remainingMs: [60_000, 0] });
  });

  it("recordAfter gives the stored clock after a move without applying it", () => {
    const { clock } = clockOf(fischer);
    clock.start(2, [0], 0);
    expect(clock.recordAfter(0, [1], 10_000)?.remainingMs).toEqual([52_000, 60_000]);
    expect(clock.record(10_000)?.remainingMs).toEqual([50_000, 60_000]);
  });

  it("a player back after a timeout gets at least the floor (30 s here); restore charges no downtime", () => {
    const { clock } = clockOf(fischer);
    clock.start(2, [0], 0);
    clock.expire(60_000, () => true);
    clock.reclaim(0, 60_000);
    expect(clock.record(60_000)?.remainingMs).toEqual([30_000, 60_000]);
    const r = clockOf(fischer).clock;
    r.restore([12_000, 40_000], 2, [1], 5_000_000);
    expect(r.record(5_000_000)?.remainingMs).toEqual([12_000, 40_000]);
    r.finish(5_010_000);
    expect(r.record(9e9)?.remainingMs).toEqual([12_000, 30_000]);
  });

  it("sameList compares a synced list with numbers", () => {
    expect([sameList([1, 2], [1, 2]), sameList([1], [1, 2]), sameList([1, 3], [1, 2])]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
