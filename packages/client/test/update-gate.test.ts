import { describe, expect, it } from "vitest";
import { type GateUpdate, UpdateGate } from "../src/state/update-gate.ts";

function gate(seated: boolean) {
  const out: GateUpdate<string, string>[] = [];
  const timers: { fn: () => void; ms: number; live: boolean }[] = [];
  const g = new UpdateGate<string, string>((u) => out.push(u), {
    set: (fn, ms) => {
      const t = { fn, ms, live: true };
      timers.push(t);
      return t;
    },
    clear: (h) => {
      (h as { live: boolean }).live = false;
    },
  });
  g.seated = seated;
  const fire = (): void => {
    for (const t of timers.splice(0)) if (t.live) t.fn();
  };
  return { g, out, fire, timers };
}

describe("scene updates", () => {
  it("the first render waits for a seated player's legal moves, with no events", () => {
    const { g, out } = gate(true);
    g.state(3);
    expect(out).toEqual([]);
    g.legalMoves(3, ["a", "b"]);
    expect(out).toEqual([{ version: 3, events: [], legal: ["a", "b"] }]);
  });

  it("a move's update carries its events and the new legal moves, in the server's order", () => {
    const { g, out } = gate(true);
    g.state(0);
    g.legalMoves(0, ["x"]);
    g.state(1); // patch first
    g.events(1, ["took"]);
    expect(out).toHaveLength(1);
    g.legalMoves(1, ["y"]);
    expect(out[1]).toEqual({ version: 1, events: ["took"], legal: ["y"] });
  });

  it("a spectator's update needs only the events", () => {
    const { g, out } = gate(false);
    g.state(0);
    g.state(1);
    expect(out).toHaveLength(1);
    g.events(1, ["e1"]);
    expect(out[1]).toEqual({ version: 1, events: ["e1"], legal: [] });
  });

  it("a lost message does not freeze the board: the deadline sends what is known", () => {
    const { g, out, fire } = gate(true);
    g.state(0);
    g.legalMoves(0, ["x"]);
    g.state(2);
    g.events(2, ["second"]);
    expect(out).toHaveLength(1);
    fire();
    expect(out[1]).toEqual({ version: 2, events: ["second"], legal: [] });
    g.legalMoves(2, ["z"]);
    expect(out[2]).toEqual({ version: 2, events: [], legal: ["z"] });
  });

  it("changes without a new version (seats, chat) update at once without events", () => {
    const { g, out } = gate(false);
    g.state(5);
    g.state(5);
    expect(out).toEqual([
      { version: 5, events: [], legal: [] },
      { version: 5, events: [], legal: [] },
    ]);
  });

  it("stale legal moves are never shown", () => {
    const { g, out } = gate(true);
    g.state(1);
    g.legalMoves(0, ["old"]);
    g.legalMoves(1, ["new"]);
    expect(out.at(-1)?.legal).toEqual(["new"]);
    expect(out.every((u) => !u.legal.includes("old"))).toBe(true);
  });

  it("after a reset (rejoin) the next update is a first render again", () => {
    const { g, out } = gate(false);
    g.state(1);
    g.events(2, ["x"]);
    g.reset();
    g.state(7);
    expect(out.at(-1)).toEqual({ version: 7, events: [], legal: [] });
  });
});
