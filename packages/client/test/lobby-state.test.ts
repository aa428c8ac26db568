/**
 * The lobby page's state (state/lobby.ts) without a browser: what the player would notice after
 * each choice, and the requests the forms send.
 */
import { BOT_FILL_MAX_SEC, CLOCK_LIMITS } from "@starport/protocol";
import { describe, expect, it } from "vitest";
import { makeTranslator, SHELL_MESSAGES } from "../src/i18n/i18n.ts";
import type { GameInfo } from "../src/net/api.ts";
import {
  choicesOf,
  createRequest,
  DEFAULT_CHOICES,
  initialLobby,
  joinErrorText,
  type LobbyEvent,
  type LobbyState,
  quickRequest,
  redrawsLobby,
  reduceLobby,
  selectedGame,
} from "../src/state/lobby.ts";
import { optionFields } from "../src/ui/options-schema.ts";

const en = makeTranslator("en", [SHELL_MESSAGES]);
const game = (id: string, min: number, max: number, options: GameInfo["options"] = {}): GameInfo => ({
  id,
  title: id,
  rulesVersion: "1",
  players: { min, max },
  options,
});
const stones = game("stones", 2, 4, {
  type: "object",
  properties: { size: { type: "integer", minimum: 5, maximum: 19, default: 9 } },
});
const solo = game("solo", 1, 1);
const run = (events: LobbyEvent[], from: LobbyState = initialLobby()): LobbyState =>
  events.reduce(reduceLobby, from);

describe("lobby state", () => {
  it("picks the first game once the list loads, and keeps a remembered one that is still offered", () => {
    const s = run([{ type: "gamesLoaded", games: [stones, solo] }]);
    expect(s.game).toBe("stones");
    expect(selectedGame(s)?.id).toBe("stones");
    const back = run(
      [{ type: "gamesLoaded", games: [stones, solo] }],
      initialLobby({ ...DEFAULT_CHOICES, game: "solo" }),
    );
    expect(selectedGame(back)?.id).toBe("solo");
    const gone = run(
      [{ type: "gamesLoaded", games: [solo] }],
      initialLobby({ ...DEFAULT_CHOICES, game: "stones" }),
    );
    expect(selectedGame(gone)?.id).toBe("solo");
  });

  it("quick play asks for the players chosen for that game, the fewest by default", () => {
    let s = run([{ type: "gamesLoaded", games: [stones, solo] }]);
    expect(quickRequest(s, stones)).toEqual({ kind: "quick", game: "stones", players: 2 });
    s = reduceLobby(s, { type: "setPlayers", game: "stones", players: 3 });
    expect(quickRequest(s, stones)).toEqual({ kind: "quick", game: "stones", players: 3 });
    expect(quickRequest(s, solo)).toEqual({ kind: "quick", game: "solo", players: 1 });
  });

  it("a join under way disables the buttons; a refused one shows its reason and enables them again", () => {
    let s = run([{ type: "gamesLoaded", games: [stones] }, { type: "joinStarted" }]);
    expect(s.busy).toBe(true);
    expect(s.formError).toBe("");
    // a second click while joining changes nothing
    expect(reduceLobby(s, { type: "joinStarted" })).toBe(s);
    const why = joinErrorText({ code: "ROOM_NOT_FOUND", message: "ROOM_NOT_FOUND: gone" }, en);
    s = reduceLobby(s, { type: "joinFailed", message: why });
    expect(s.busy).toBe(false);
    expect(s.formError).toBe("There is no table with that code (it may have ended).");
    // a code the dictionary does not know shows the server's sentence
    expect(joinErrorText({ code: "ODD", message: "Something odd." }, en)).toBe("Something odd.");
    expect(joinErrorText({ code: "ODD", message: "" }, en)).toBe("ODD");
  });

  it("clicking another tab clears the form's error, the arrow keys keep it", () => {
    const s = run([{ type: "formRefused", message: "bad code" }]);
    expect(reduceLobby(s, { type: "pickTab", tab: "create", by: "key" }).formError).toBe("bad code");
    const clicked = reduceLobby(s, { type: "pickTab", tab: "create", by: "click" });
    expect(clicked.tab).toBe("create");
    expect(clicked.formError).toBe("");
  });

  it("a private table sends only the options the player touched, the bot fill and the clock", () => {
    const fields = optionFields(stones.options);
    let s = run([
      { type: "gamesLoaded", games: [stones] },
      { type: "pickTab", tab: "create", by: "click" },
    ]);
    expect(createRequest(s, stones, fields)).toEqual({
      ok: true,
      req: { kind: "create", game: "stones", players: 2, botFillAfterSec: 60, options: {}, clock: null },
    });
    s = run(
      [
        { type: "setOption", name: "size", value: "13" },
        { type: "setBotFillSec", sec: 9999 },
        { type: "setClock", patch: { kind: "fischer", baseMin: "5", incSec: "3" } },
      ],
      s,
    );
    const r = createRequest(s, stones, fields);
    // capped at the protocol's limit, which the server checks too
    expect(r.ok && r.req).toMatchObject({
      botFillAfterSec: BOT_FILL_MAX_SEC,
      options: { size: 13 },
      clock: { kind: "fischer", baseSec: 300, incrementSec: 3, onTimeout: "bot" },
    });
    s = reduceLobby(s, { type: "setBotFill", on: false });
    const off = createRequest(s, stones, fields);
    expect(off.ok && off.req.kind === "create" && off.req.botFillAfterSec).toBe(null);
  });

  it("another game's options start from its defaults", () => {
    const s = run([
      { type: "gamesLoaded", games: [stones, solo] },
      { type: "setOption", name: "size", value: "13" },
      { type: "pickGame", game: "solo" },
    ]);
    expect(s.optionValues).toEqual({});
    expect(s.optionChanged).toEqual([]);
  });

  it("a clock out of its limits is refused with the field's limit", () => {
    const s = run([{ type: "setClock", patch: { kind: "fischer", baseMin: "0" } }]);
    const r = createRequest(s, stones, []);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(en(r.error, r.params)).toBe(
        `Base time: from 1 second up to ${CLOCK_LIMITS.baseSec / 60} minutes.`,
      );
  });

  it("typing does not redraw the form (the caret stays); a choice that changes the form does", () => {
    expect(redrawsLobby({ type: "setCode", code: "AB" })).toBe(false);
    expect(redrawsLobby({ type: "setOption", name: "size", value: "1" })).toBe(false);
    expect(redrawsLobby({ type: "setClock", patch: { baseMin: "4" } })).toBe(false);
    expect(redrawsLobby({ type: "setClock", patch: { kind: "turn" } })).toBe(true);
    expect(redrawsLobby({ type: "setBotFill", on: false })).toBe(true);
    expect(redrawsLobby({ type: "pickGame", game: "solo" })).toBe(true);
  });

  it("the recent games stay shown when a refresh fails; a first failure is said", () => {
    expect(run([{ type: "recentFailed" }]).recentError).toBe(true);
    const s = run([{ type: "recentLoaded", rows: [] }, { type: "recentFailed" }]);
    expect(s.recent).toEqual([]);
    expect(s.recentError).toBe(false);
  });

  it("remembers the choices, not what loaded", () => {
    const s = run([
      { type: "gamesLoaded", games: [stones] },
      { type: "setCode", code: "ABC234" },
      { type: "pickTab", tab: "code", by: "click" },
      { type: "listOnline" },
    ]);
    const again = initialLobby(choicesOf(s));
    expect(again.code).toBe("ABC234");
    expect(again.tab).toBe("code");
    expect(again.games).toBe(null);
    expect(again.list).toBe("connecting");
  });
});
