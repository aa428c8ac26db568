import { describe, expect, it } from "vitest";
import { LobbyList } from "../src/ui/lobby-list.ts";
import { collectOptions, optionFields } from "../src/ui/options-schema.ts";

const listing = (roomId: string, meta: Record<string, unknown>) => ({
  roomId,
  name: "stones",
  clients: 1,
  maxClients: 52,
  metadata: {
    game: "stones",
    title: "Stones",
    players: 2,
    seated: 1,
    status: "waiting",
    names: ["Ana"],
    spectators: 0,
    botFill: null,
    ...meta,
  },
});

describe("live table list", () => {
  it("follows rooms, + and - messages and splits open tables from games in progress", () => {
    const l = new LobbyList();
    l.reset([
      listing("AAAAAA", {}),
      listing("BBBBBB", { status: "playing", seated: 2 }),
      { roomId: "LOBBY1", name: "lobby" },
    ]);
    expect(l.sections().open.map((x) => x.roomId)).toEqual(["AAAAAA"]);
    expect(l.sections().playing.map((x) => x.roomId)).toEqual(["BBBBBB"]);
    l.plus(["AAAAAA", listing("AAAAAA", { seated: 2, status: "playing" })]);
    l.plus(["CCCCCC", listing("CCCCCC", { players: 4, seated: 3, names: ["A", "B", "C"] })]);
    expect(l.sections().open.map((x) => x.roomId)).toEqual(["CCCCCC"]);
    expect(l.sections().playing.map((x) => x.roomId)).toEqual(["AAAAAA", "BBBBBB"]);
    l.minus("BBBBBB");
    l.plus("garbage");
    expect(l.sections().playing.map((x) => x.roomId)).toEqual(["AAAAAA"]);
  });

  it("finished tables are not listed", () => {
    const l = new LobbyList();
    l.reset([listing("AAAAAA", { status: "finished" })]);
    expect(l.sections()).toEqual({ open: [], playing: [] });
  });
});

describe("table options form", () => {
  // As the server publishes them (zod's toJSONSchema with io: "input").
  const schema = {
    type: "object",
    properties: {
      startPile: { type: "integer", minimum: 3, maximum: 50 },
      short: { type: "boolean", default: false },
      side: { type: "string", enum: ["A", "B"] },
      scenario: { anyOf: [{ type: "string" }, { type: "null" }] },
    },
    additionalProperties: false,
  };

  it("makes one field per option with its limits", () => {
    expect(optionFields(schema)).toEqual([
      { name: "startPile", kind: "integer", min: 3, max: 50 },
      { name: "short", kind: "boolean", default: false },
      { name: "side", kind: "enum", choices: ["A", "B"] },
      { name: "scenario", kind: "string" },
    ]);
    expect(optionFields(undefined)).toEqual([]);
  });

  it("sends only what the player changed, typed", () => {
    const fields = optionFields(schema);
    const values = { startPile: "12", short: true, side: "B", scenario: "" };
    expect(collectOptions(fields, values, new Set(["startPile", "short", "scenario"]))).toEqual({
      startPile: 12,
      short: true,
    });
    expect(collectOptions(fields, values, new Set(["side"]))).toEqual({ side: "B" });
  });
});
