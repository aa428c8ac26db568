import { describe, expect, it } from "vitest";
import { makeTranslator, SHELL_MESSAGES } from "../src/i18n/i18n.ts";
import {
  type ClockForm,
  type ClockView,
  clockFromForm,
  clockSummary,
  DEFAULT_CLOCK_FORM,
  durationText,
  formatClock,
  isLow,
  readClock,
  timeLeft,
} from "../src/state/clock.ts";
import { readSnapshot } from "../src/state/snapshot.ts";

const fischer: ClockView = {
  kind: "fischer",
  baseMs: 300_000,
  incrementMs: 3000,
  turnMs: 0,
  onTimeout: "bot",
  remainingMs: [120_000, 65_500],
  running: [1],
  since: 1_000_000,
};

describe("clock faces", () => {
  it("shows hours, minutes and seconds, and tenths in the last 10 seconds", () => {
    expect(formatClock(3_723_000)).toBe("1:02:03");
    expect(formatClock(300_000)).toBe("5:00");
    expect(formatClock(65_500)).toBe("1:06");
    expect(formatClock(10_000)).toBe("0:10");
    expect(formatClock(9_999)).toBe("0:09.9");
    expect(formatClock(420)).toBe("0:00.4");
    expect(formatClock(0)).toBe("0:00.0");
    expect(formatClock(-5)).toBe("0:00.0");
    expect(formatClock(2 * 86_400_000 + 3 * 3_600_000)).toBe("2d 3h");
  });

  it("counts a running clock down from `since` on the server's time, and never below zero", () => {
    expect(timeLeft(fischer, 0, 1_050_000)).toBe(120_000); // not running
    expect(timeLeft(fischer, 1, 1_000_000)).toBe(65_500);
    expect(timeLeft(fischer, 1, 1_010_250)).toBe(55_250);
    expect(timeLeft(fischer, 1, 2_000_000)).toBe(0);
    expect(timeLeft(fischer, 1, 990_000)).toBe(65_500); // server time before `since` charges nothing
  });

  it("a page whose clock is 7 s behind the server still shows the server's countdown", () => {
    const offset = 7000; // hello.serverTime - Date.now()
    const pageNow = 1_003_000;
    expect(formatClock(timeLeft(fischer, 1, pageNow + offset))).toBe("0:56");
  });

  it("warns under 10 s or a tenth of the allowance", () => {
    expect(isLow(fischer, 29_000)).toBe(true);
    expect(isLow(fischer, 31_000)).toBe(false);
    expect(isLow({ ...fischer, kind: "turn", turnMs: 20_000 }, 9_000)).toBe(true);
    expect(isLow({ ...fischer, kind: "turn", turnMs: 20_000 }, 11_000)).toBe(false);
  });

  it("reads the synced clock, and none when the table has no time control", () => {
    const synced = { ...fischer, kind: "fischer", onTimeout: "lose" };
    expect(readClock(synced)).toEqual({ ...fischer, onTimeout: "lose" });
    expect(readClock({ kind: "", remainingMs: [] })).toBeNull();
    expect(readClock(undefined)).toBeNull();
    const snap = readSnapshot(
      { status: "playing", seats: [], clock: synced, seedHash: "ab", matchId: "m" },
      null,
    );
    expect(snap.clock?.kind).toBe("fischer");
    expect(snap).toMatchObject({ seedHash: "ab", matchId: "m", seed: "" });
  });

  it("says the time control in words in both languages", () => {
    const en = makeTranslator("en", [SHELL_MESSAGES]);
    const es = makeTranslator("es", [SHELL_MESSAGES]);
    expect(clockSummary(fischer, en)).toBe("5 min + 3 s per move");
    expect(clockSummary({ ...fischer, incrementMs: 0 }, en)).toBe("5 min, no increment");
    expect(clockSummary({ ...fischer, kind: "turn", turnMs: 86_400_000 }, es)).toBe("1 d por jugada");
    expect(durationText(90_000)).toBe("1 min 30 s");
    expect(durationText(5_400_000)).toBe("1 h 30 min");
  });
});

describe("time control form", () => {
  const form = (f: Partial<ClockForm>): ClockForm => ({ ...DEFAULT_CLOCK_FORM, ...f });

  it("no clock by default", () => {
    expect(clockFromForm(DEFAULT_CLOCK_FORM)).toEqual({ ok: true, clock: null });
  });

  it("Fischer: base in minutes, increment in seconds, with the timeout policy", () => {
    expect(clockFromForm(form({ kind: "fischer", baseMin: "5", incSec: "3", onTimeout: "lose" }))).toEqual({
      ok: true,
      clock: { kind: "fischer", baseSec: 300, incrementSec: 3, onTimeout: "lose" },
    });
    expect(clockFromForm(form({ kind: "fischer", baseMin: "0,5", incSec: "" }))).toEqual({
      ok: true,
      clock: { kind: "fischer", baseSec: 30, incrementSec: 0, onTimeout: "bot" },
    });
  });

  it("per move: a value and a unit", () => {
    expect(clockFromForm(form({ kind: "turn", turnValue: "45", turnUnit: "s" }))).toEqual({
      ok: true,
      clock: { kind: "turn", turnSec: 45, onTimeout: "bot" },
    });
    expect(clockFromForm(form({ kind: "turn", turnValue: "3", turnUnit: "d" }))).toMatchObject({
      ok: true,
      clock: { turnSec: 259_200 },
    });
  });

  it("refuses what the server would refuse, saying the limit", () => {
    expect(clockFromForm(form({ kind: "fischer", baseMin: "241" }))).toEqual({
      ok: false,
      error: "clock.error.base",
      params: { max: 240 },
    });
    expect(clockFromForm(form({ kind: "fischer", baseMin: "" }))).toMatchObject({
      error: "clock.error.base",
    });
    expect(clockFromForm(form({ kind: "fischer", incSec: "601" }))).toMatchObject({
      error: "clock.error.increment",
    });
    expect(clockFromForm(form({ kind: "turn", turnValue: "4", turnUnit: "d" }))).toMatchObject({
      error: "clock.error.turn",
      params: { max: 3 },
    });
    expect(clockFromForm(form({ kind: "turn", turnValue: "abc" }))).toMatchObject({ ok: false });
  });
});
