import { describe, expect, it } from "vitest";
import { mergeLog, ReceivedEvents, renderLog } from "../src/state/log.ts";

const took = (seat: number, stones: number) => ({ type: "took", seat, stones });

describe("game log", () => {
  it("before joining, the public log is all there is", () => {
    const merged = mergeLog(
      [
        { version: 1, event: took(0, 1) },
        { version: 2, event: took(1, 2) },
      ],
      new ReceivedEvents(),
    );
    expect(merged.map((m) => [m.version, m.event.stones, m.private])).toEqual([
      [1, 1, false],
      [2, 2, false],
    ]);
  });

  it("events this viewer received are shown in their order, the private ones marked, nothing twice", () => {
    const received = new ReceivedEvents();
    const drew = { type: "drew", seat: 0, card: 3 };
    received.add(2, [drew, took(0, 2)]);
    const merged = mergeLog(
      [
        { version: 1, event: took(1, 1) },
        { version: 2, event: took(0, 2) },
      ],
      received,
    );
    expect(merged).toEqual([
      { version: 1, event: took(1, 1), private: false, platform: false },
      { version: 2, event: drew, private: true, platform: false },
      { version: 2, event: took(0, 2), private: false, platform: false },
    ]);
  });

  it("two identical public events in one version both count as public", () => {
    const received = new ReceivedEvents();
    received.add(3, [took(0, 1), took(0, 1)]);
    const merged = mergeLog(
      [
        { version: 3, event: took(0, 1) },
        { version: 3, event: took(0, 1) },
      ],
      received,
    );
    expect(merged.map((m) => m.private)).toEqual([false, false]);
  });

  it("renders lines with the game's describer, drops declined events and survives a throwing one", () => {
    const merged = [
      { version: 1, event: took(0, 1), private: false, platform: false },
      { version: 1, event: { type: "noise" }, private: false, platform: false },
      { version: 2, event: { type: "bad" }, private: true, platform: false },
    ];
    const lines = renderLog(merged, (e) => {
      if (e.type === "noise") return null;
      if (e.type === "bad") throw new Error("bug in a describer");
      return `seat ${e.seat} took ${e.stones}`;
    });
    expect(lines).toEqual([
      { version: 1, index: 0, text: "seat 0 took 1", seat: 0, private: false, platform: false },
      { version: 2, index: 0, text: "bad", seat: null, private: true, platform: false },
    ]);
  });

  it("a timeout (platform line) shows after its version's moves, also for a viewer who got that version's events", () => {
    const received = new ReceivedEvents();
    received.add(4, [took(1, 2)]);
    const timeout = { type: "timeout", seat: 0, onTimeout: "bot" };
    const merged = mergeLog(
      [
        { version: 4, event: took(1, 2) },
        { version: 4, event: timeout, platform: true },
      ],
      received,
    );
    expect(merged).toEqual([
      { version: 4, event: took(1, 2), private: false, platform: false },
      { version: 4, event: timeout, private: false, platform: true },
    ]);
    const lines = renderLog(merged, (e, platform) => (platform ? `clock: ${e.type}` : `took ${e.stones}`));
    expect(lines.map((l) => [l.text, l.platform])).toEqual([
      ["took 2", false],
      ["clock: timeout", true],
    ]);
    // a spectator who joined later sees it from the public log alone
    const late = mergeLog([{ version: 4, event: timeout, platform: true }], new ReceivedEvents());
    expect(late.map((m) => m.platform)).toEqual([true]);
  });

  it("keeps a bounded number of versions", () => {
    const received = new ReceivedEvents(3);
    for (let v = 1; v <= 5; v++) received.add(v, [took(0, v)]);
    expect(received.versions().sort()).toEqual([3, 4, 5]);
  });
});
