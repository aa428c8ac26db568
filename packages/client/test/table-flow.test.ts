/**
 * The lobby and table pieces of issue 15's table flow, without a browser: the lobby says who plays
 * a game in progress (bots included); "Your games" asks with this browser's token and words the
 * result for the player.
 */
import type { MatchInfo } from "@starport/protocol";
import { describe, expect, it } from "vitest";
import { makeTranslator, SHELL_MESSAGES } from "../src/i18n/i18n.ts";
import { LobbyList, whoPlays } from "../src/ui/lobby-list.ts";
import { fetchMyMatches, yourResult } from "../src/ui/my-games.ts";

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

describe("your games", () => {
  const match = (extra: Partial<MatchInfo> = {}): MatchInfo => ({
    id: "m1",
    code: "ABC234",
    game: "stones",
    title: "Stones",
    rulesVersion: "1",
    players: 2,
    mode: "private",
    status: "finished",
    moves: 9,
    names: ["Ana", "Bot 2"],
    seats: [
      { seat: 0, name: "Ana", kind: "human", botReason: "", forfeit: null },
      { seat: 1, name: "Bot 2", kind: "bot", botReason: "filled", forfeit: null },
    ],
    result: { ranks: [2, 1], scores: [0, 1] },
    startedAt: 1,
    endedAt: 2,
    history: "/api/matches/m1/history.json",
    yourSeats: [0],
    ...extra,
  });

  it("asks with this browser's token in a header and keeps what can be shown", async () => {
    let asked: { url: string; auth: string | null } | null = null;
    const fake = (async (url: string, init?: RequestInit) => {
      asked = { url, auth: new Headers(init?.headers).get("authorization") };
      return new Response(
        JSON.stringify([match(), match({ id: "m2", status: "aborted" }), { id: 3 }, match({ id: "m4" })]),
      );
    }) as typeof fetch;
    const rows = await fetchMyMatches("tok_tok_tok_tok_tok", 5, fake);
    expect(asked).toEqual({ url: "/api/me/matches?limit=5", auth: "Bearer tok_tok_tok_tok_tok" });
    expect(rows.map((m) => m.id)).toEqual(["m1", "m4"]);
    await expect(
      fetchMyMatches("x", 5, (async () => new Response("{}", { status: 401 })) as typeof fetch),
    ).rejects.toThrow(/401/);
  });

  it("says how the game went for the player", () => {
    expect(yourResult(match(), en)).toBe("You came #2");
    expect(yourResult(match({ result: { ranks: [1, 2], scores: [1, 0] } }), es)).toBe("Ganaste");
    expect(yourResult(match({ status: "playing", result: null }), en)).toBe("In progress");
    expect(
      yourResult(match({ result: { ranks: [1, 1], scores: [0, 0], cooperative: { won: true } } }), en),
    ).toBe("won together");
  });
});
