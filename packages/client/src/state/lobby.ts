/**
 * The lobby page's state as pure data: the player's choices (game, tab, players, bot fill, code,
 * private table options and clock), what has loaded (games, live list status, recent and own
 * games) and the form's progress. `reduceLobby` is the only way it changes; no DOM, no timers.
 */
import { BOT_FILL_MAX_SEC, type MatchInfo } from "@starport/protocol";
import type { GameInfo } from "../net/api.ts";
import type { JoinFailure } from "../net/errors.ts";
import type { TableRequest } from "../net/table-session.ts";
import type { OptionField } from "../ui/options-schema.ts";
import { collectOptions } from "../ui/options-schema.ts";
import { type ClockForm, clockFromForm, DEFAULT_CLOCK_FORM } from "./clock.ts";

export const LOBBY_TABS = ["quick", "create", "code"] as const;
export type LobbyTab = (typeof LOBBY_TABS)[number];

/** Choices that survive a language switch or a return to the lobby. */
export interface LobbyChoices {
  game: string;
  tab: LobbyTab;
  /** Players asked for, by game. */
  players: Record<string, number>;
  botFill: boolean;
  botFillSec: number;
  code: string;
  spectate: boolean;
  clock: ClockForm;
}

export const DEFAULT_CHOICES: LobbyChoices = {
  game: "",
  tab: "quick",
  players: {},
  botFill: true,
  botFillSec: 60,
  code: "",
  spectate: false,
  clock: DEFAULT_CLOCK_FORM,
};

export interface LobbyState extends LobbyChoices {
  /** The games offered (null while loading). */
  games: GameInfo[] | null;
  gamesError: string;
  /** The live table list's connection. */
  list: "connecting" | "online" | "offline";
  /** A join is under way: the play buttons wait. */
  busy: boolean;
  /** The form's error line ("" when none), in the page's words. */
  formError: string;
  /** Recent finished games of everyone (null while loading). */
  recent: MatchInfo[] | null;
  recentError: boolean;
  /** This browser's own games (its player token's), private ones included. */
  mine: MatchInfo[] | null;
  /** The private table's option fields as typed, and which of them the player touched. */
  optionValues: Record<string, string | boolean>;
  optionChanged: readonly string[];
}

export type LobbyEvent =
  | { type: "gamesLoaded"; games: GameInfo[] }
  | { type: "gamesFailed"; message: string }
  | { type: "pickGame"; game: string }
  /** A tab chosen by a click (clears the form's error) or by the arrow keys (keeps it). */
  | { type: "pickTab"; tab: LobbyTab; by: "click" | "key" }
  | { type: "setPlayers"; game: string; players: number }
  | { type: "setBotFill"; on: boolean }
  | { type: "setBotFillSec"; sec: number }
  | { type: "setCode"; code: string }
  | { type: "setSpectate"; on: boolean }
  | { type: "setOption"; name: string; value: string | boolean }
  | { type: "setClock"; patch: Partial<ClockForm> }
  | { type: "joinStarted" }
  | { type: "joinFailed"; message: string }
  /** The form refused what was typed (a bad code, a clock out of its limits). */
  | { type: "formRefused"; message: string }
  | { type: "recentLoaded"; rows: MatchInfo[] }
  | { type: "recentFailed" }
  | { type: "mineLoaded"; rows: MatchInfo[] }
  | { type: "listOnline" }
  | { type: "listOffline" };

export type LobbyDispatch = (e: LobbyEvent) => void;

/** The lobby as it opens, with the choices remembered from before. */
export function initialLobby(choices: LobbyChoices = DEFAULT_CHOICES): LobbyState {
  return {
    ...choices,
    players: { ...choices.players },
    clock: { ...choices.clock },
    games: null,
    gamesError: "",
    list: "connecting",
    busy: false,
    formError: "",
    recent: null,
    recentError: false,
    mine: null,
    optionValues: {},
    optionChanged: [],
  };
}

/** The choices to remember from a state. */
export function choicesOf(s: LobbyState): LobbyChoices {
  const { game, tab, players, botFill, botFillSec, code, spectate, clock } = s;
  return { game, tab, players, botFill, botFillSec, code, spectate, clock };
}

/** The lobby after `e`. */
export function reduceLobby(s: LobbyState, e: LobbyEvent): LobbyState {
  switch (e.type) {
    case "gamesLoaded": {
      const game = e.games.some((g) => g.id === s.game) ? s.game : (e.games[0]?.id ?? "");
      return { ...s, games: e.games, game };
    }
    case "gamesFailed":
      return { ...s, gamesError: e.message };
    case "pickGame":
      // another game's options start from its defaults
      return { ...s, game: e.game, optionValues: {}, optionChanged: [] };
    case "pickTab":
      return { ...s, tab: e.tab, formError: e.by === "click" ? "" : s.formError };
    case "setPlayers":
      return { ...s, players: { ...s.players, [e.game]: e.players } };
    case "setBotFill":
      return { ...s, botFill: e.on };
    case "setBotFillSec":
      return { ...s, botFillSec: e.sec };
    case "setCode":
      return { ...s, code: e.code };
    case "setSpectate":
      return { ...s, spectate: e.on };
    case "setOption":
      return {
        ...s,
        optionValues: { ...s.optionValues, [e.name]: e.value },
        optionChanged: s.optionChanged.includes(e.name) ? s.optionChanged : [...s.optionChanged, e.name],
      };
    case "setClock":
      return { ...s, clock: { ...s.clock, ...e.patch } };
    case "joinStarted":
      return s.busy ? s : { ...s, busy: true, formError: "" };
    case "joinFailed":
      return { ...s, busy: false, formError: e.message };
    case "formRefused":
      return { ...s, formError: e.message };
    case "recentLoaded":
      return { ...s, recent: e.rows, recentError: false };
    case "recentFailed":
      // rows already shown stay: a failed refresh is not worth a warning
      return { ...s, recentError: s.recent === null };
    case "mineLoaded":
      return { ...s, mine: e.rows };
    case "listOnline":
      return { ...s, list: "online" };
    case "listOffline":
      return { ...s, list: "offline" };
  }
}

/**
 * Whether the page is drawn again after `e`. Typing in a field or choosing in a select is already
 * on screen (drawing again would move the caret); a choice that changes the form is drawn.
 */
export function redrawsLobby(e: LobbyEvent): boolean {
  switch (e.type) {
    case "setPlayers":
    case "setBotFillSec":
    case "setCode":
    case "setSpectate":
    case "setOption":
      return false;
    case "setClock":
      return e.patch.kind !== undefined;
    case "recentLoaded":
    case "recentFailed":
    case "mineLoaded":
    case "listOnline":
    case "listOffline":
      // these redraw their own card only
      return false;
    default:
      return true;
  }
}

/** The game the forms are for: the chosen one, else the first offered. */
export function selectedGame(s: LobbyState): GameInfo | undefined {
  return s.games?.find((g) => g.id === s.game) ?? s.games?.[0];
}

/** How many players the forms ask for in game `g`: the last choice, else the fewest the game allows. */
export function playersFor(s: LobbyState, g: GameInfo): number {
  return s.players[g.id] ?? g.players.min;
}

/** Quick play's request for game `g`. */
export function quickRequest(s: LobbyState, g: GameInfo): TableRequest {
  return { kind: "quick", game: g.id, players: playersFor(s, g) };
}

/** A guided first game of `g` (a learn table): its fewest players, bots in the other seats. */
export function learnRequest(g: GameInfo): TableRequest {
  return { kind: "learn", game: g.id, players: g.players.min };
}

/**
 * The private table's request for game `g` with its option `fields`, or the dictionary key (and
 * params) of what is wrong with the clock.
 */
export function createRequest(
  s: LobbyState,
  g: GameInfo,
  fields: readonly OptionField[],
): { ok: true; req: TableRequest } | { ok: false; error: string; params: Record<string, number> } {
  const clock = clockFromForm(s.clock);
  if (!clock.ok) return clock;
  const sec = Math.max(0, Math.min(BOT_FILL_MAX_SEC, Math.round(s.botFillSec)));
  return {
    ok: true,
    req: {
      kind: "create",
      game: g.id,
      players: playersFor(s, g),
      botFillAfterSec: s.botFill ? sec : null,
      options: collectOptions(fields, s.optionValues, new Set(s.optionChanged)),
      clock: clock.clock,
    },
  };
}

type Words = ((key: string, params?: Record<string, string | number>) => string) & {
  has(key: string): boolean;
};

/** A refused join in the page's words: the code's sentence when the dictionary has one, else the server's. */
export function joinErrorText(f: JoinFailure, t: Words): string {
  return t.has(`join.error.${f.code}`) ? t(`join.error.${f.code}`) : f.message || f.code;
}
