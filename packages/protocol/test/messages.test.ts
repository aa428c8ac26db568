import { describe, expect, it } from "vitest";
import { clockOption } from "../src/clock.ts";
import { joinOptionsSchema } from "../src/join.ts";
import { CHAT_RAW_MAX } from "../src/limits.ts";
import {
  backMessage,
  chatMessage,
  explainMessage,
  moveMessage,
  readServerMessage,
  resignMessage,
  startMessage,
} from "../src/messages.ts";
import { logEventsOf, logLineText, readLogLine, readOutcome } from "../src/state.ts";

const token = "tok_0123456789abcdef";
const ok = (schema: { safeParse(x: unknown): { success: boolean } }, x: unknown) =>
  schema.safeParse(x).success;

describe("client -> server messages", () => {
  it("accepts the documented payloads", () => {
    expect(ok(moveMessage, { version: 0, move: { type: "take1" } })).toBe(true);
    expect(ok(moveMessage, { version: 3, move: null })).toBe(true);
    expect(ok(explainMessage, { move: 1 })).toBe(true);
    expect(ok(chatMessage, { text: "gg" })).toBe(true);
    for (const s of [startMessage, resignMessage, backMessage]) {
      expect(ok(s, undefined)).toBe(true);
      expect(ok(s, null)).toBe(true);
      expect(ok(s, {})).toBe(true);
    }
  });

  it("refuses wrong shapes (the server closes the sender with 4002)", () => {
    expect(ok(moveMessage, { version: 0 })).toBe(false);
    expect(ok(moveMessage, { version: -1, move: {} })).toBe(false);
    expect(ok(moveMessage, { version: 1.5, move: {} })).toBe(false);
    expect(ok(moveMessage, { version: 0, move: {}, extra: 1 })).toBe(false);
    expect(ok(explainMessage, {})).toBe(false);
    expect(ok(chatMessage, { text: 5 })).toBe(false);
    expect(ok(chatMessage, { text: "x".repeat(CHAT_RAW_MAX + 1) })).toBe(false);
    expect(ok(startMessage, { now: true })).toBe(false);
    expect(ok(resignMessage, "yes")).toBe(false);
  });
});

describe("join options", () => {
  it("cleans the name and fills the clock's defaults", () => {
    const r = joinOptionsSchema.parse({
      token,
      name: "  Ana\u200b  Bo ",
      clock: { kind: "fischer", baseSec: 300 },
    });
    expect(r.name).toBe("Ana Bo");
    expect(r.clock).toEqual({ kind: "fischer", baseSec: 300, incrementSec: 0, onTimeout: "bot" });
  });

  it("refuses a bad token, an empty or long name, out-of-range bot fill and clocks", () => {
    expect(ok(joinOptionsSchema, { token: "short", name: "Ana" })).toBe(false);
    expect(ok(joinOptionsSchema, { token, name: " \u200b " })).toBe(false);
    expect(ok(joinOptionsSchema, { token, name: "x".repeat(25) })).toBe(false);
    expect(ok(joinOptionsSchema, { token, name: "Ana", botFillAfterSec: 3601 })).toBe(false);
    expect(ok(joinOptionsSchema, { token, name: "Ana", mode: "secret" })).toBe(false);
    expect(ok(clockOption, { kind: "fischer", baseSec: 4 * 3600 + 1 })).toBe(false);
    expect(ok(clockOption, { kind: "turn", turnSec: 0 })).toBe(false);
    expect(ok(clockOption, { kind: "turn", turnSec: 30, baseSec: 1 })).toBe(false);
    expect(ok(clockOption, { kind: "turn", turnSec: 3 * 86_400 })).toBe(true);
  });
});

describe("server -> client messages", () => {
  it("reads what the server sends", () => {
    const hello = { seat: 1, game: "stones", rulesVersion: "1", code: "ABC234", matchId: "", serverTime: 5 };
    expect(readServerMessage("hello", hello)).toEqual(hello);
    expect(readServerMessage("hello", { ...hello, seat: null })).toMatchObject({ seat: null });
    expect(readServerMessage("legal", { version: 2, moves: [{ type: "take1" }] })).toEqual({
      version: 2,
      moves: [{ type: "take1" }],
    });
    expect(readServerMessage("events", { version: 2, events: [{ type: "took", stones: 1 }] })).toEqual({
      version: 2,
      events: [{ type: "took", stones: 1 }],
    });
    const stale = { code: "STALE_VERSION", message: "m", params: { expected: 3, got: 2 }, version: 3 };
    expect(readServerMessage("rejected", stale)).toEqual(stale);
    expect(readServerMessage("explained", { move: 1, error: null })).toEqual({ move: 1, error: null });
    expect(readServerMessage("error", { code: "CHAT_EMPTY", message: "m" })).toEqual({
      code: "CHAT_EMPTY",
      message: "m",
    });
  });

  it("refuses payloads that do not fit", () => {
    expect(readServerMessage("hello", { seat: "1", game: "g" })).toBeNull();
    expect(readServerMessage("legal", { version: 1, moves: "none" })).toBeNull();
    expect(readServerMessage("events", { version: 1, events: [{ kind: "x" }] })).toBeNull();
    expect(readServerMessage("rejected", { code: "X", message: "m" })).toBeNull();
    expect(readServerMessage("error", null)).toBeNull();
  });

  it("takes a move's public events from the log: its game lines of that version, in order", () => {
    const log = [
      '[3,"took",{"seat":0}]',
      '[4,"took",{"seat":1}]',
      '[4,"passed",{"seat":1}]',
      '[4,"timeout",{"seat":0,"onTimeout":"bot"},1]',
    ].flatMap((line) => readLogLine(line) ?? []);
    expect(logEventsOf(log, 4)).toEqual([
      { type: "took", seat: 1 },
      { type: "passed", seat: 1 },
    ]);
    expect(logEventsOf(log, 5)).toEqual([]);
  });

  it("writes and reads the synced log lines, and reads the outcome", () => {
    const took = { version: 3, event: { type: "took" } };
    const timeout = {
      version: 3,
      event: { type: "timeout", seat: 0, onTimeout: "bot" },
      platform: true as const,
    };
    const moved = { version: 9, event: { type: "moved", seat: 2, path: ["a", "b"], to: { x: 1 } } };
    expect(logLineText(took)).toBe('[3,"took"]');
    expect(logLineText(timeout)).toBe('[3,"timeout",{"seat":0,"onTimeout":"bot"},1]');
    for (const line of [took, timeout, moved]) expect(readLogLine(logLineText(line))).toEqual(line);
    // a line is shorter than the JSON of {version, event} (most of a move's patch)
    expect(logLineText(moved).length).toBeLessThan(JSON.stringify(moved).length - 15);
    expect(readLogLine([3, "timeout", { seat: 0, onTimeout: "bot" }, 1])).toEqual(timeout);
    for (const bad of [
      "{not json",
      "[3]",
      '[3,"t",{},2]',
      '["3","t"]',
      '[3,"t",[1]]',
      '[3,"t",{"type":"u"}]',
      "{}",
    ])
      expect(readLogLine(bad), bad).toBeNull();
    expect(readLogLine({ version: 3, event: {} })).toBeNull();
    expect(readOutcome("")).toBeNull();
    expect(readOutcome('{"ranks":[1,2],"scores":[3,1],"reason":"r"}')).toEqual({
      ranks: [1, 2],
      scores: [3, 1],
      reason: "r",
    });
    expect(readOutcome('{"ranks":[1,2]}')).toBeNull();
  });
});
