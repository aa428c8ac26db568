import { logLineText } from "@starport/protocol";
import { flatten } from "@starport/rules/core/flat.ts";
import { describe, expect, it } from "vitest";
import { parseLog, parseOutcome, readSnapshot } from "../src/state/snapshot.ts";

const pub = {
  pile: 7,
  turn: 1,
  handSizes: [2, 2],
  board: { "a/b": [], "#x": { "~": true } },
  winner: null,
};
const hands = [{ hand: [3, 1] }, { hand: [2, 2] }];

/** The synced state as `room.state.toJSON()` gives it for a viewer that sees `visible` seats' private maps. */
function stateJson(visible: number[]) {
  return {
    game: "stones",
    code: "ABC234",
    mode: "private",
    status: "playing",
    version: 4,
    owner: 0,
    actors: [1],
    seats: hands.map((h, i) => ({
      name: ["Ana", "Bo"][i],
      kind: i === 0 ? "human" : "bot",
      connected: i === 0,
      botReason: i === 0 ? "" : "filled",
      ...(visible.includes(i) ? { private: Object.fromEntries(flatten(h)) } : {}),
    })),
    view: Object.fromEntries(flatten(pub)),
    outcome: "",
    log: [
      logLineText({ version: 1, event: { type: "took", seat: 0, stones: 1 } }),
      "not json",
      '{"version":1,"event":{"type":"took"}}',
    ],
    chat: [{ seat: -1, name: "Cy", text: "hi", at: 5 }],
    spectators: 1,
  };
}

describe("view rebuilt from synced entries", () => {
  it("a seated player gets the public view and their own private view", () => {
    const s = readSnapshot(stateJson([0]), 0);
    expect(s.view.public).toEqual(pub);
    expect(s.view.private).toEqual({ hand: [3, 1] });
    expect(s.players.map((p) => [p.name, p.kind, p.connected, p.botReason])).toEqual([
      ["Ana", "human", true, ""],
      ["Bo", "bot", false, "filled"],
    ]);
    expect(s).toMatchObject({ code: "ABC234", mode: "private", status: "playing", version: 4, actors: [1] });
  });

  it("a spectator gets no private part, even if a map were present", () => {
    expect(readSnapshot(stateJson([0]), null).view.private).toBeNull();
  });

  it("reads entries from a Map as well as from a plain object", () => {
    const json = stateJson([1]);
    const withMaps = { ...json, view: new Map(Object.entries(json.view)) };
    expect(readSnapshot(withMaps, 1).view).toEqual({ public: pub, private: { hand: [2, 2] } });
  });

  it("keeps well-formed log lines and chat, skips malformed ones", () => {
    const s = readSnapshot(stateJson([]), null);
    expect(s.log).toEqual([{ version: 1, event: { type: "took", seat: 0, stones: 1 } }]);
    expect(s.chat).toEqual([{ seat: -1, name: "Cy", text: "hi", at: 5 }]);
    expect(parseLog(["{}", 3, null])).toEqual([]);
  });

  it("reads the outcome once the game is over", () => {
    expect(parseOutcome("")).toBeNull();
    expect(parseOutcome('{"ranks":[1,2],"scores":[1,0]}')).toEqual({ ranks: [1, 2], scores: [1, 0] });
    expect(parseOutcome("{broken")).toBeNull();
  });

  it("an empty state (before the first patch) gives a waiting table with no seats", () => {
    const s = readSnapshot({}, null);
    expect(s).toMatchObject({
      status: "waiting",
      version: 0,
      owner: -1,
      players: [],
      view: { public: {}, private: null },
    });
  });
});
