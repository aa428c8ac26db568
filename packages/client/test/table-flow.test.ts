/**
 * The lobby and table pieces of issue 15's table flow, without a browser: the lobby says who plays
 * a game in progress (bots included).
 */
import { describe, expect, it } from "vitest";
import { makeTranslator, SHELL_MESSAGES } from "../src/i18n/i18n.ts";
import { LobbyList, whoPlays } from "../src/ui/lobby-list.ts";

const en = makeTranslator("en", [SHELL_MESSAGES]);
const es = makeTranslator("es", [SHELL_MESSAGES]);
const human = (name: string) => ({ name, kind: "human" as const, botReason: "" as const });
const filled = (n: number) => ({ name: `Bot ${n}`, kind: "bot" as const, botReason: "filled" as const });

describe("who plays a game in progress", () => {
  it("names the players and says which seats bots play, in English and Spanish", () => {
    expect(whoPlays([human("Ana"), filled(2)], en)).toBe("2 players: Ana vs a bot");
    expect(whoPlays([human("Ana"), filled(2)], es)).toBe("2 jugadores: Ana contra un bot");
    expect(whoPlays([human("Ana"), { name: "Ben", kind: "bot", botReason: "away" }, filled(3)], en)).toBe(
      "3 players: Ana, Ben (bot), a bot",
    );
    expect(
      whoPlays(
        [
          { name: "Ana", kind: "bot", botReason: "resigned" },
          { name: "Bot 2", kind: "bot", botReason: "filled" },
        ],
        en,
      ),
    ).toBe("2 players: Ana (bot) vs a bot");
    expect(whoPlays([], en)).toBe("");
  });

  it("reads the seats of a listing, tolerating a malformed one", () => {
    const l = new LobbyList();
    l.reset([
      {
        roomId: "AAAAAA",
        name: "stones",
        metadata: {
          game: "stones",
          title: "Stones",
          players: 2,
          seated: 1,
          status: "playing",
          names: ["Ana", "Bot 2"],
          seats: [human("Ana"), { name: 7, kind: "martian", botReason: "why" }],
        },
      },
    ]);
    const [row] = l.sections().playing;
    expect(row?.seats).toEqual([human("Ana"), { name: "", kind: "empty", botReason: "" }]);
  });
});
