/**
 * The replay page's state (state/replay.ts) without a browser: the transport a player uses (step,
 * jump, autoplay, keys) and what it shows.
 */
import { describe, expect, it } from "vitest";
import {
  initialReplay,
  keyEvent,
  problemsOf,
  type ReplayEvent,
  type ReplayState,
  reduceReplay,
  restartsTimer,
  showsStep,
  stepWords,
  transportView,
  viewerOf,
} from "../src/state/replay.ts";

const run = (events: ReplayEvent[], from: ReplayState): ReplayState => events.reduce(reduceReplay, from);

describe("replay state: stepping", () => {
  it("opens at the move asked for, within the replay", () => {
    expect(initialReplay(10, null).step).toBe(0);
    expect(initialReplay(10, 4).step).toBe(4);
    expect(initialReplay(10, 99).step).toBe(10);
    expect(initialReplay(10, -3).step).toBe(0);
  });

  it("at move 5, back goes to move 4; at the end 'next' and 'last' are disabled", () => {
    let s = initialReplay(10, 5);
    s = reduceReplay(s, keyEvent("ArrowLeft", s)!);
    expect(s.step).toBe(4);
    s = reduceReplay(s, keyEvent("End", s)!);
    expect(s.step).toBe(10);
    const v = transportView(s);
    expect(v.next).toBe(false);
    expect(v.last).toBe(false);
    expect(v.prev).toBe(true);
    expect(v.count).toBe("10/10");
    // forward at the end stays there
    expect(reduceReplay(s, keyEvent("ArrowRight", s)!).step).toBe(10);
  });

  it("at the setup 'first' and 'back' are disabled; a replay without moves cannot play", () => {
    const v = transportView(initialReplay(10, 0));
    expect(v.first).toBe(false);
    expect(v.prev).toBe(false);
    expect(v.next).toBe(true);
    expect(transportView(initialReplay(0, null)).play).toBe(false);
  });

  it("animates one move forward only", () => {
    const s = initialReplay(10, 3);
    expect(reduceReplay(s, { type: "jump", to: 4, animate: true }).animate).toBe(true);
    expect(reduceReplay(s, { type: "jump", to: 6, animate: true }).animate).toBe(false);
    expect(reduceReplay(s, { type: "jump", to: 2, animate: true }).animate).toBe(false);
    expect(reduceReplay(s, { type: "jump", to: 4, animate: false }).animate).toBe(false);
  });

  it("a slider value is rounded and clamped", () => {
    const s = initialReplay(10, 3);
    expect(reduceReplay(s, { type: "jump", to: 6.6, animate: false }).step).toBe(7);
    expect(reduceReplay(s, { type: "jump", to: 40, animate: false }).step).toBe(10);
  });

  it("says the setup, then 'move n of total'", () => {
    expect(stepWords({ step: 0, last: 9 })).toEqual({ key: "replay.setup" });
    expect(stepWords({ step: 3, last: 9 })).toEqual({ key: "replay.move", params: { n: 3, total: 9 } });
  });

  it("Home goes to the setup; other keys do nothing", () => {
    const s = initialReplay(10, 7);
    expect(reduceReplay(s, keyEvent("Home", s)!).step).toBe(0);
    expect(keyEvent("a", s)).toBe(null);
  });
});

describe("replay state: autoplay", () => {
  it("plays move by move, animated, and stops at the end", () => {
    let s = run([{ type: "jump", to: 8, animate: false }, { type: "toggle" }], initialReplay(10, null));
    expect(s.playing).toBe(true);
    expect(transportView(s).mode).toBe("pause");
    s = run([{ type: "tick" }], s);
    expect(s.step).toBe(9);
    expect(s.animate).toBe(true);
    s = run([{ type: "tick" }, { type: "tick" }], s);
    expect(s.step).toBe(10);
    expect(s.playing).toBe(false);
    expect(transportView(s).mode).toBe("play");
  });

  it("play at the end starts again from the setup", () => {
    const s = reduceReplay(initialReplay(10, 10), { type: "play" });
    expect(s.step).toBe(0);
    expect(s.playing).toBe(true);
  });

  it("a jump stops autoplay; pause keeps the move", () => {
    const playing = reduceReplay(initialReplay(10, 2), { type: "play" });
    expect(reduceReplay(playing, { type: "jump", to: 5, animate: false }).playing).toBe(false);
    const paused = reduceReplay(playing, { type: "toggle" });
    expect(paused.playing).toBe(false);
    expect(paused.step).toBe(2);
  });

  it("a new speed while playing restarts the timer at it; while paused it only is remembered", () => {
    const playing = reduceReplay(initialReplay(10, 2), { type: "play" });
    const faster = reduceReplay(playing, { type: "speed", speed: 4 });
    expect(faster.speed).toBe(4);
    expect(restartsTimer(playing, faster)).toBe(true);
    expect(restartsTimer(playing, reduceReplay(playing, { type: "tick" }))).toBe(false);
    const paused = reduceReplay(initialReplay(10, 2), { type: "speed", speed: 0.5 });
    expect(paused.playing).toBe(false);
    expect(restartsTimer(initialReplay(10, 2), paused)).toBe(false);
  });

  it("the board is drawn again on a move, a jump or another viewer, not on play/pause alone", () => {
    const s = initialReplay(10, 2);
    const play = reduceReplay(s, { type: "play" });
    expect(showsStep(s, play, { type: "play" })).toBe(false);
    const tick = reduceReplay(play, { type: "tick" });
    expect(showsStep(play, tick, { type: "tick" })).toBe(true);
    const same = reduceReplay(s, { type: "jump", to: 2, animate: false });
    expect(showsStep(s, same, { type: "jump", to: 2, animate: false })).toBe(true);
    const seen = reduceReplay(s, { type: "viewer", viewer: 1 });
    expect(seen.viewer).toBe(1);
    expect(showsStep(s, seen, { type: "viewer", viewer: 1 })).toBe(true);
  });
});

describe("replay state: viewer and checks", () => {
  it("reads the 'See as' select", () => {
    expect(viewerOf("all")).toBe("all");
    expect(viewerOf("spectator")).toBe("spectator");
    expect(viewerOf("2")).toBe(2);
  });

  it("lists the seed problem first once checked", () => {
    const moves = [{ code: "RESULT" as const, params: {} }];
    let s = initialReplay(3, null);
    expect(problemsOf(s, moves).map((p) => p.code)).toEqual(["RESULT"]);
    s = reduceReplay(s, {
      type: "seedChecked",
      problem: { code: "SEED", params: { computed: "a", published: "b" } },
    });
    expect(problemsOf(s, moves).map((p) => p.code)).toEqual(["SEED", "RESULT"]);
    expect(reduceReplay(initialReplay(3, null), { type: "seedChecked", problem: null }).seed).toEqual({
      problem: null,
    });
  });
});
