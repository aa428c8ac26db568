import { describe, expect, it } from "vitest";
import type { PlayerInfo } from "../src/games/contract.ts";
import { humanize, type LabelCtx } from "../src/games/fallback/labels.ts";
import { eventText, moveGroups, moveLabel } from "../src/games/fallback/moves.ts";
import { viewModel } from "../src/games/fallback/view-model.ts";

const players: PlayerInfo[] = [
  { seat: 0, name: "Ana", kind: "human", connected: true, botReason: "" },
  { seat: 1, name: "Bo", kind: "bot", connected: false, botReason: "filled" },
];

function ctx(dict: Record<string, string> = {}): LabelCtx {
  const base: Record<string, string> = {
    "fb.yes": "yes",
    "fb.no": "no",
    "fb.none": "none",
    "fb.items": "{n} items",
    "fb.more": "More",
    "seat.empty": "Seat {n}",
    ...dict,
  };
  return {
    players,
    words: {
      t: (k, p) => (base[k] ?? k).replace(/\{(\w+)\}/g, (_, n: string) => String(p?.[n] ?? `{${n}}`)),
      has: (k) => Object.hasOwn(dict, k),
    },
  };
}

describe("generic board: the view as an outline", () => {
  it("names seats, labels fields in words and shows a one-player hand as a list, not per seat", () => {
    const nodes = viewModel(
      { pile: 7, owner: 1, turn: 1, handSizes: [2, 3], hand: [3, 1], over: false, winner: null },
      ctx(),
    );
    expect(nodes).toEqual([
      { kind: "value", path: "pile", label: "Pile", text: "7" },
      { kind: "value", path: "owner", label: "Owner", text: "Bo", seat: 1 },
      // `turn` is a turn counter in several games: a seat only when the game says so (seatKeys).
      { kind: "value", path: "turn", label: "Turn", text: "1" },
      {
        kind: "table",
        path: "handSizes",
        label: "Hand sizes",
        columns: [""],
        rows: [
          { label: "Ana", seat: 0, cells: ["2"] },
          { label: "Bo", seat: 1, cells: ["3"] },
        ],
      },
      { kind: "list", path: "hand", label: "Hand", items: [{ text: "3" }, { text: "1" }] },
      { kind: "value", path: "over", label: "Over", text: "no" },
      { kind: "value", path: "winner", label: "Winner", text: "—" },
    ]);
  });

  it("shows a list of records as a table, rows named by their seat", () => {
    const [node] = viewModel(
      {
        fleets: [
          { seat: 1, ships: 3, at: "Vega" },
          { seat: 0, ships: 1, at: "Sol" },
        ],
      },
      ctx(),
    );
    expect(node).toEqual({
      kind: "table",
      path: "fleets",
      label: "Fleets",
      columns: ["Ships", "At"],
      rows: [
        { label: "Bo", seat: 1, cells: ["3", "Vega"] },
        { label: "Ana", seat: 0, cells: ["1", "Sol"] },
      ],
    });
  });

  it("puts alike records side by side: one column each, nested fields as rows", () => {
    const races = {
      aliens: { seat: 0, at: 3, used: { card: 1, tile: 0 }, hand: ["clones"] },
      clones: { seat: null, at: 0, used: { card: 0, tile: 2 }, hand: [] },
    };
    const [node] = viewModel({ races }, ctx());
    expect(node).toEqual({
      kind: "table",
      path: "races",
      label: "Races",
      columns: ["Aliens", "Clones"],
      columnSeats: [0, null],
      rows: [
        { label: "Seat", cells: ["Ana", "—"] },
        { label: "At", cells: ["3", "0"] },
        { label: "Used · Card", cells: ["1", "0"] },
        { label: "Used · Tile", cells: ["0", "2"] },
        { label: "Hand", cells: ["clones", "—"] },
      ],
    });
  });

  it("lays out a board stored as width x height cells as a grid, empty cells as dots", () => {
    const nodes = viewModel({ width: 3, height: 2, cards: ["a", null, null, null, "b", null] }, ctx());
    expect(nodes[2]).toEqual({
      kind: "table",
      path: "cards",
      label: "Cards",
      columns: ["1", "2", "3"],
      rows: [
        { label: "1", cells: ["a", "·", "·"] },
        { label: "2", cells: ["·", "b", "·"] },
      ],
    });
  });

  it("skips empty slots of a sparse list and names the others by board cell", () => {
    const planets = [{ card: "p1", owner: 0 }, null, null, { card: "p2", owner: 1 }];
    const [, , node] = viewModel({ width: 2, height: 2, planets }, ctx());
    expect(node).toEqual({
      kind: "table",
      path: "planets",
      label: "Planets",
      columns: ["Card", "Owner"],
      rows: [
        { label: "1,1", cells: ["p1", "Ana"] },
        { label: "2,2", cells: ["p2", "Bo"] },
      ],
    });
  });

  it("a game can name its own seat fields and per-seat arrays", () => {
    const c = { ...ctx(), seatKeys: new Set(["first"]), perSeatKeys: new Set(["passed"]) };
    const nodes = viewModel({ first: 1, passed: [true, false] }, c);
    expect(nodes[0]).toMatchObject({ text: "Bo", seat: 1 });
    expect(nodes[1]).toMatchObject({
      kind: "table",
      rows: [
        { label: "Ana", cells: ["yes"] },
        { label: "Bo", cells: ["no"] },
      ],
    });
  });

  it("a per-seat list of lists is one row per player", () => {
    const [node] = viewModel({ revealed: [["laser"], []] }, { ...ctx(), perSeatKeys: new Set(["revealed"]) });
    expect(node).toMatchObject({
      kind: "table",
      rows: [
        { label: "Ana", cells: ["laser"] },
        { label: "Bo", cells: ["—"] },
      ],
    });
  });

  it("uses the game's words for fields and values when it has them", () => {
    const nodes = viewModel({ phase: "bidding" }, ctx({ "field.phase": "Fase", "value.bidding": "pujas" }));
    expect(nodes).toEqual([{ kind: "value", path: "phase", label: "Fase", text: "pujas" }]);
  });

  it("nests objects as groups and never prints raw JSON", () => {
    const nodes = viewModel(
      { market: { cards: [{ id: "c1", cost: { ore: 2, gas: 1 } }], open: true } },
      ctx(),
    );
    const text = JSON.stringify(nodes);
    expect(nodes[0]).toMatchObject({ kind: "group", label: "Market" });
    expect(text).toContain("Ore: 2; Gas: 1");
    expect(text).not.toContain('{\\"ore');
  });
});

describe("generic board: moves and events in words", () => {
  it("groups legal moves by kind, in the rules' order, with short labels", () => {
    const groups = moveGroups(
      [{ type: "take1" }, { type: "play", card: 0 }, { type: "play", card: 1 }],
      ctx(),
    );
    expect(groups.map((g) => [g.label, g.buttons.map((b) => [b.index, b.label])])).toEqual([
      ["Take 1", [[0, "Take 1"]]],
      [
        "Play",
        [
          [1, "Card: 0"],
          [2, "Card: 1"],
        ],
      ],
    ]);
  });

  it("a seat inside a move is shown by name, nested fields are flattened", () => {
    expect(moveLabel({ type: "attack", targetSeat: 1, at: { x: 2, y: 3 } }, ctx(), true)).toBe(
      "Attack · Target seat: Bo, X: 2, Y: 3",
    );
  });

  it("the game's move and event sentences win, with seats as names", () => {
    const c = ctx({ "move.play": "Play card #{card}", "event.took": "{player} takes {stones}" });
    expect(moveLabel({ type: "play", card: 2 }, c)).toBe("Play card #2");
    expect(eventText({ type: "took", seat: 1, stones: 3 }, c)).toBe("Bo takes 3");
  });

  it("an event without a translation still reads as a sentence", () => {
    expect(eventText({ type: "tookStones", seat: 0, stones: 3 }, ctx())).toBe("Ana: took stones (Stones: 3)");
    expect(eventText({ type: "roundEnded", round: 2 }, ctx())).toBe("Round ended (Round: 2)");
  });

  it("humanizes identifiers", () => {
    expect(humanize("handSizes")).toBe("Hand sizes");
    expect(humanize("deck_size")).toBe("Deck size");
    expect(humanize("VPTokens")).toBe("VP tokens");
    expect(humanize("take1")).toBe("Take 1");
  });
});
