/**
 * The seats' state machine (src/seating.ts), transition by transition, without a room: what the
 * players see of each seat (its kind, why a bot plays it, connected) and what the store keeps.
 */
import { describe, expect, it } from "vitest";
import { type SeatFace, Seating } from "../src/seating.ts";

const table = (n: number) => {
  const faces: SeatFace[] = Array.from({ length: n }, () => ({
    name: "",
    kind: "empty",
    botReason: "",
    connected: false,
  }));
  return { faces, seats: new Seating(faces) };
};

/** A table of `n` seats where seat i is held by session "s<i>" of player "t<i>". */
const seated = (n: number, players = n) => {
  const t = table(n);
  for (let i = 0; i < players; i++) {
    t.seats.sit(i, `t${i}`);
    t.seats.connect(i, `s${i}`, `P${i}`);
  }
  return t;
};

describe("seats before the start", () => {
  it("sit + connect: a free seat becomes the player's, connected, under their name", () => {
    const { faces, seats } = table(2);
    expect(seats.free()).toEqual([0, 1]);
    seats.sit(1, "hash-a");
    expect(seats.seatOf("hash-a")).toBe(1);
    const c = seats.connect(1, "s1", "Ada");
    expect(c).toEqual({ displaced: null, takenBack: null });
    expect(faces[1]).toEqual({ name: "Ada", kind: "human", botReason: "", connected: true });
    expect(seats.free()).toEqual([0]);
    expect(seats.holds(1, "s1")).toBe(true);
    expect(seats.humans()).toBe(1);
    expect(seats.firstHuman()).toBe(1);
  });

  it("sit refuses a seat that is taken", () => {
    const { seats } = seated(2);
    expect(() => seats.sit(0, "other")).toThrow(/not free/);
  });

  it("connect from a second window of the same player displaces the first session", () => {
    const { seats } = seated(2);
    expect(seats.connect(0, "s0-bis", "P0")).toEqual({ displaced: "s0", takenBack: null });
    expect(seats.holds(0, "s0")).toBe(false);
    expect(seats.holds(0, "s0-bis")).toBe(true);
  });

  it("leaveWaiting frees the seat for someone else", () => {
    const { faces, seats } = seated(2);
    seats.leaveWaiting(0);
    expect(faces[0]).toEqual({ name: "", kind: "empty", botReason: "", connected: false });
    expect(seats.seatOf("t0")).toBe(-1);
    expect(seats.free()).toEqual([0]);
    expect(seats.firstHuman()).toBe(1);
  });

  it("drop keeps the seat inside the window; allSeatedAway once every seated player dropped", () => {
    const { faces, seats } = seated(3, 2);
    seats.drop(0);
    expect(faces[0]!.connected).toBe(false);
    expect(seats.holds(0, "s0")).toBe(true);
    expect(seats.allSeatedAway()).toBe(false);
    seats.drop(1);
    expect(seats.allSeatedAway()).toBe(true);
    seats.reconnect(1);
    expect(faces[1]!.connected).toBe(true);
    expect(seats.allSeatedAway()).toBe(false);
    expect(table(2).seats.allSeatedAway()).toBe(false); // nobody seated is not "away"
  });
});

describe("the start", () => {
  it("fillWithBots: each empty seat gets a bot 'filled' with its name", () => {
    const { faces, seats } = seated(3, 1);
    seats.fillWithBots(["P0", "Bot 2", "Bot 3"]);
    expect(faces.map((f) => [f.name, f.kind, f.botReason])).toEqual([
      ["P0", "human", ""],
      ["Bot 2", "bot", "filled"],
      ["Bot 3", "bot", "filled"],
    ]);
    // a filled seat never goes to a player who connects later
    expect(seats.playerMayAct(1)).toBe(false);
  });

  it("absentAtStart: a player who left while the start was written gets a bot 'away'", () => {
    const { faces, seats } = seated(2);
    seats.release(1);
    seats.absentAtStart();
    expect([faces[1]!.kind, faces[1]!.botReason]).toEqual(["bot", "away"]);
    expect(seats.seatOf("t1")).toBe(1); // still their seat
  });

  it("freeAbsent: after a refused start, players who left meanwhile free their seats", () => {
    const { faces, seats } = seated(2);
    seats.release(0);
    seats.freeAbsent();
    expect(faces[0]!.kind).toBe("empty");
    expect(faces[1]!.kind).toBe("human");
  });
});

describe("seats during the game", () => {
  it("away then connect: the bot hands the seat back ('away')", () => {
    const { faces, seats } = seated(2);
    seats.release(0);
    seats.away(0);
    expect([faces[0]!.kind, faces[0]!.botReason, faces[0]!.connected]).toEqual(["bot", "away", false]);
    expect(seats.playerMayAct(0)).toBe(false);
    expect(seats.connect(0, "s0-new", "P0")).toEqual({ displaced: null, takenBack: "away" });
    expect([faces[0]!.kind, faces[0]!.botReason]).toEqual(["human", ""]);
  });

  it("timeOut with policy 'bot': the player may still act, and takes back the seat ('timeout')", () => {
    const { faces, seats } = seated(2);
    seats.timeOut(1, false);
    expect([faces[1]!.kind, faces[1]!.botReason]).toEqual(["bot", "timeout"]);
    expect(seats.forfeitOf(1)).toBeNull();
    expect(seats.playerMayAct(1)).toBe(true);
    expect(seats.takeBack(1)).toBe(true);
    expect(faces[1]!.kind).toBe("human");
  });

  it("timeOut with policy 'lose': the seat is lost for good, reconnecting does not take it back", () => {
    const { faces, seats } = seated(2);
    seats.timeOut(1, true);
    expect(seats.forfeitOf(1)).toBe("timeout");
    expect(seats.playerMayAct(1)).toBe(false);
    expect(seats.connect(1, "s1-new", "P1").takenBack).toBeNull();
    expect(faces[1]!.kind).toBe("bot");
    expect(seats.forfeits()).toEqual([false, true]);
  });

  it("resign: a bot 'resigned' plays to the end; the undo restores the seat exactly", () => {
    const { faces, seats } = seated(2);
    seats.timeOut(0, false);
    const undo = seats.resign(0);
    expect([faces[0]!.kind, faces[0]!.botReason, seats.forfeitOf(0)]).toEqual([
      "bot",
      "resigned",
      "resigned",
    ]);
    expect(seats.connect(0, "s0-new", "P0").takenBack).toBeNull();
    undo();
    expect([faces[0]!.kind, faces[0]!.botReason, seats.forfeitOf(0)]).toEqual(["bot", "timeout", null]);
  });

  it("anyoneHome: a seated player's live connection, bot-played or not", () => {
    const { seats } = seated(2);
    expect(seats.anyoneHome()).toBe(true);
    seats.drop(0);
    seats.release(1);
    expect(seats.anyoneHome()).toBe(false);
    seats.reconnect(0);
    expect(seats.anyoneHome()).toBe(true);
  });

  it("records: what the store keeps, and restore gives the same seats back, nobody connected", () => {
    const a = seated(3, 2);
    a.seats.fillWithBots(["P0", "P1", "Bot 3"]);
    a.seats.timeOut(1, true);
    const recs = a.seats.records();
    expect(recs).toEqual([
      { name: "P0", kind: "human", botReason: "", tokenHash: "t0", forfeit: null },
      { name: "P1", kind: "bot", botReason: "timeout", tokenHash: "t1", forfeit: "timeout" },
      { name: "Bot 3", kind: "bot", botReason: "filled", tokenHash: null, forfeit: null },
    ]);
    const b = table(3);
    b.seats.restore(recs);
    expect(b.seats.records()).toEqual(recs);
    expect(b.faces.every((f) => !f.connected)).toBe(true);
    expect(b.seats.sessionOf(0)).toBeNull();
  });
});
