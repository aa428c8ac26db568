/**
 * The lobby page: nickname, game choice, quick play, private table (options and time control),
 * join by code, the player's own games (private ones too), live tables and recent finished games
 * with their replays. Its state is `state/lobby.ts` (a pure reducer); the parts are drawn by
 * `ui/lobby/*`; this file holds the effects: fetching, the lobby room, joining, drawing.
 */
import type { Room } from "@colyseus/sdk";
import type { App } from "../app.ts";
import { fetchRecentMatches } from "../net/api.ts";
import type { JoinFailure } from "../net/errors.ts";
import { openRoom, type TableRequest } from "../net/table-session.ts";
import {
  choicesOf,
  initialLobby,
  joinErrorText,
  type LobbyChoices,
  type LobbyEvent,
  type LobbyState,
  redrawsLobby,
  reduceLobby,
} from "../state/lobby.ts";
import { topBar } from "./chrome.ts";
import { h, replace } from "./dom.ts";
import { gamePicker, nameField } from "./lobby/game-picker.ts";
import { type PlayContext, panel, tabs } from "./lobby/play-forms.ts";
import { recentCard } from "./lobby/recent-card.ts";
import { tablesCard } from "./lobby/tables-card.ts";
import { LobbyList } from "./lobby-list.ts";
import { fetchMyMatches, myGamesCard, placeMyGames } from "./my-games.ts";

/** Choices that survive a language switch or a return to the lobby. */
let remembered: LobbyChoices | undefined;

/** The page below the top bar: the play card and the side with the player's games, tables and recent games. */
function lobbyMain(play: PlayContext, list: LobbyList): HTMLElement {
  const { app } = play;
  const state = play.state();
  return h(
    "main",
    { class: "lobby", id: "main" },
    h(
      "section",
      { class: "hero" },
      h("h1", null, app.t("lobby.title")),
      h("p", { class: "tagline" }, app.t("lobby.tagline")),
    ),
    h(
      "div",
      { class: "lobby-grid" },
      h(
        "section",
        { class: "card play", "aria-labelledby": "play-title" },
        h("h2", { id: "play-title" }, app.t("lobby.play")),
        nameField(app),
        gamePicker(app, state, play.send),
        tabs(play),
        panel(play),
        h("p", { class: "form-error", role: "alert", id: "form-error" }, state.formError),
      ),
      h(
        "div",
        { class: "lobby-side" },
        myGamesCard(app, state.mine),
        tablesCard(app, list.sections(), state.list),
        recentCard(app, state.recent, state.recentError),
      ),
    ),
  );
}

/** Keeps `list` up to date from the lobby room's messages (`rooms`, `+`, `-`). */
function followTables(room: Room, list: LobbyList, on: { changed(): void; left(): void }): void {
  room.onMessage("rooms", (rooms: unknown) => {
    list.reset(rooms);
    on.changed();
  });
  room.onMessage("+", (m: unknown) => {
    list.plus(m);
    on.changed();
  });
  room.onMessage("-", (id: unknown) => {
    list.minus(id);
    on.changed();
  });
  room.onLeave(() => on.left());
  on.changed();
}

/** Asks for the player's own games and everyone's recent ones; each answer comes back as an event. */
function fetchLobbyMatches(token: string, answer: (e: LobbyEvent) => void): void {
  fetchMyMatches(token).then(
    (rows) => answer({ type: "mineLoaded", rows }),
    () => {}, // the list of one's own games is a convenience: without it the lobby works the same
  );
  fetchRecentMatches(20).then(
    (rows) => answer({ type: "recentLoaded", rows }),
    () => answer({ type: "recentFailed" }),
  );
}

/** Renders the lobby into `root`; returns a cleanup function. */
export function renderLobby(root: HTMLElement, app: App): () => void {
  let state: LobbyState = initialLobby(remembered);
  let disposed = false;
  let lobbyRoom: Room | null = null;
  const list = new LobbyList();

  const send = (e: LobbyEvent): void => {
    state = reduceLobby(state, e);
    remembered = choicesOf(state);
    if (redrawsLobby(e)) render();
  };

  const join = async (req: TableRequest): Promise<void> => {
    if (state.busy) return;
    send({ type: "joinStarted" });
    try {
      const room = await openRoom(app.client, req, app.identity());
      if (disposed) {
        void room.leave(true);
        return;
      }
      app.navigate({ page: "table", code: room.roomId, spectate: false }, { room });
    } catch (err) {
      send({ type: "joinFailed", message: joinErrorText(err as JoinFailure, app.t) });
    }
  };
  const play: PlayContext = { app, state: () => state, send, join: (req) => void join(req) };

  const renderTables = (): void => {
    root.querySelector("section.tables")?.replaceWith(tablesCard(app, list.sections(), state.list));
  };

  const render = (): void => {
    if (disposed) return;
    const focusedId = document.activeElement instanceof HTMLElement ? document.activeElement.id : "";
    replace(root, topBar(app, null), lobbyMain(play, list));
    if (focusedId) document.getElementById(focusedId)?.focus();
  };

  const loadRecent = (): void =>
    fetchLobbyMatches(app.token, (e) => {
      send(e);
      if (e.type === "mineLoaded") placeMyGames(root, myGamesCard(app, state.mine));
      else
        root.querySelector("section.recent")?.replaceWith(recentCard(app, state.recent, state.recentError));
    });

  render();
  const offLang = app.onLang(render);
  loadRecent();
  // a game that ended while the page was hidden shows up when the player comes back
  const onVisible = (): void => {
    if (document.visibilityState === "visible") loadRecent();
  };
  document.addEventListener("visibilitychange", onVisible);

  app
    .games()
    .then((games) => send({ type: "gamesLoaded", games }))
    .catch(() => send({ type: "gamesFailed", message: app.t("lobby.gamesError") }));

  app.client
    .joinOrCreate("lobby")
    .then((room) => {
      if (disposed) {
        void room.leave(true);
        return;
      }
      lobbyRoom = room;
      send({ type: "listOnline" });
      followTables(room, list, {
        changed: renderTables,
        left: () => {
          if (disposed) return;
          send({ type: "listOffline" });
          renderTables();
        },
      });
    })
    .catch(() => {
      send({ type: "listOffline" });
      renderTables();
    });

  return () => {
    disposed = true;
    offLang();
    document.removeEventListener("visibilitychange", onVisible);
    if (lobbyRoom) void lobbyRoom.leave(true).catch(() => {});
  };
}
