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
      { version: 1, event: took(1, 1), private: false },
      { version: 2, event: drew, private: true },
      { version: 2, event: took(0, 2), private: false },
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
      { version: 1, event: took(0, 1), private: false },
      { version: 1, event: { type: "noise" }, private: false },
      { version: 2, event: { type: "bad" }, private: true },
    ];
    const lines = renderLog(merged, (e) => {
      if (e.type === "noise") return null;
      if (e.type === "bad") throw new Error("bug in a describer");
      return `seat ${e.seat} took ${e.stones}`;
    });
    expect(lines).toEqual([
      { version: 1, index: 0, text: "seat 0 took 1", seat: 0, private: false },
      { version: 2, index: 0, text: "bad", seat: null, private: true },
    ]);
  });

  it("keeps a bounded number of versions", () => {
    const received = new ReceivedEvents(3);
    for (let v = 1; v <= 5; v++) received.add(v, [took(0, v)]);
    expect(received.versions().sort()).toEqual([3, 4, 5]);
  });
});
