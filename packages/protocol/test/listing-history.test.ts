import { describe, expect, it } from "vitest";
import { HISTORY_FORMAT, isMatchInfo, type MatchHistory, parseHistory } from "../src/history.ts";
import { isGameInfo } from "../src/http.ts";
import { readListing } from "../src/listing.ts";

describe("lobby listings", () => {
  const full = {
    game: "stones",
    title: "Stones",
    players: 2,
    mode: "public",
    open: true,
    seated: 1,
    status: "waiting",
    names: ["Ana"],
    seats: [
      { name: "Ana", kind: "human", botReason: "" },
      { name: "", kind: "empty", botReason: "" },
    ],
    spectators: 0,
    botFill: 30,
    clock: "fischer",
  };

  it("reads a listing as the server publishes it", () => {
    expect(readListing({ roomId: "ABC234", name: "stones", metadata: full })).toEqual({
      roomId: "ABC234",
      ...full,
    });
  });

  it("gives missing or malformed fields safe values (a server of another version)", () => {
    const l = readListing({
      roomId: "ABC234",
      name: "stones",
      metadata: {
        players: 3,
        seated: 1,
        names: ["Ana", 7],
        seats: [{ kind: "alien" }, 5],
        clock: "hourglass",
      },
    });
    expect(l).toEqual({
      roomId: "ABC234",
      game: "stones",
      title: "stones",
      players: 3,
      mode: "public",
      open: true,
      seated: 1,
      status: "waiting",
      names: ["Ana"],
      seats: [
        { name: "", kind: "empty", botReason: "" },
        { name: "", kind: "empty", botReason: "" },
      ],
      spectators: 0,
      botFill: null,
      clock: null,
    });
  });

  it("drops what is not a Starport table", () => {
    expect(readListing({ roomId: "L1", name: "lobby" })).toBeNull();
    expect(readListing({ name: "stones", metadata: full })).toBeNull();
    expect(readListing({ roomId: "X", metadata: {} })).toBeNull();
    expect(readListing(null)).toBeNull();
  });
});

describe("history reader", () => {
  const h: MatchHistory = {
    format: HISTORY_FORMAT,
    id: "m1",
    code: "ABC234",
    game: "stones",
    title: "Stones",
    rulesVersion: "1",
    players: 2,
    options: { startPile: 7 },
    mode: "private",
    status: "finished",
    seats: [
      { seat: 0, name: "Ana", kind: "human", botReason: "", forfeit: null },
      { seat: 1, name: "Bot 2", kind: "bot", botReason: "filled", forfeit: null },
    ],
    clock: { kind: "turn", baseMs: 0, incrementMs: 0, turnMs: 30_000, onTimeout: "lose" },
    seedHash: "ab",
    seed: "s",
    startedAt: 1,
    endedAt: 2,
    moveCount: 2,
    moves: [
      { version: 1, seat: 0, move: { type: "take1" }, at: 1, by: "human" },
      { version: 2, seat: 1, move: { type: "take1" }, at: 2, by: "bot", botReason: "filled" },
    ],
    result: { ranks: [2, 1], scores: [0, 1] },
    finalStateHash: "cd",
  };

  it("reads what the server sends, unchanged", () => {
    expect(parseHistory(JSON.parse(JSON.stringify(h)))).toEqual({ ok: true, history: h });
  });

  it("reads an unfinished match's history (no seed, no moves) and fills what only the page shows", () => {
    const { seed: _s, moves: _m, finalStateHash: _f, ...live } = h;
    const r = parseHistory({ ...live, status: "playing", result: null, title: 5, mode: "?", clock: "x" });
    expect(r).toMatchObject({
      ok: true,
      history: { status: "playing", title: null, mode: "public", clock: null },
    });
    const noCount = parseHistory({ ...h, moveCount: undefined, options: undefined });
    expect(noCount).toMatchObject({ ok: true, history: { moveCount: 2, options: {} } });
  });

  it("refuses what a check needs, naming the first field that is wrong", () => {
    expect(parseHistory({ ...h, format: "other" })).toMatchObject({ ok: false, error: /^format: / });
    expect(parseHistory({ ...h, moves: [{ seat: 0 }] })).toMatchObject({
      ok: false,
      error: /^moves\[0\]\.version: /,
    });
    expect(parseHistory({ ...h, seats: [{ kind: "human" }] })).toMatchObject({
      ok: false,
      error: /^seats\[0\]\.name: /,
    });
    expect(parseHistory({ ...h, status: "won" })).toMatchObject({ ok: false, error: /^status: / });
    expect(parseHistory({ ...h, players: 0 })).toMatchObject({ ok: false, error: /^players: / });
    expect(parseHistory(null)).toMatchObject({ ok: false, error: /^\(root\): / });
  });

  it("tells a match summary by the fields a list shows", () => {
    expect(isMatchInfo({ id: "m1", code: "ABC234", game: "stones", seats: [{ name: "Ana" }] })).toBe(true);
    expect(isMatchInfo({ id: "m1", game: "stones", seats: [] })).toBe(false);
    expect(isMatchInfo({ id: "m1", code: "C", game: "stones", seats: [{}] })).toBe(false);
  });

  it("tells a game entry by its id, title and seat limits", () => {
    const g = { id: "stones", title: "Stones", rulesVersion: "1", players: { min: 2, max: 4 }, options: {} };
    expect(isGameInfo(g)).toBe(true);
    expect(isGameInfo({ ...g, players: { min: 2 } })).toBe(false);
    expect(isGameInfo({ ...g, title: null })).toBe(false);
    expect(isGameInfo(null)).toBe(false);
  });
});
