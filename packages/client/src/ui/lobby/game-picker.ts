/** The lobby's nickname field and game picker. */
import { NAME_MAX } from "@starport/protocol";
import type { App } from "../../app.ts";
import { hasScene } from "../../games/registry.ts";
import type { GameInfo } from "../../net/api.ts";
import { type LobbyDispatch, type LobbyState, selectedGame } from "../../state/lobby.ts";
import { h } from "../dom.ts";
import { gameName } from "../match-words.ts";
import { rulesLink } from "../rules-link.ts";

/** The nickname, kept by the app as soon as it changes (an empty one is put back). */
export function nameField(app: App): HTMLElement {
  const input = h("input", {
    id: "nickname",
    class: "input",
    type: "text",
    maxlength: NAME_MAX,
    autocomplete: "nickname",
    value: app.name,
    "aria-describedby": "nickname-hint",
    onchange: (e: Event) => {
      const el = e.target as HTMLInputElement;
      if (!app.setName(el.value)) el.value = app.name;
      else el.value = app.name;
    },
  });
  return h(
    "div",
    { class: "field" },
    h("label", { for: "nickname" }, app.t("lobby.nickname")),
    input,
    h("p", { id: "nickname-hint", class: "hint" }, app.t("lobby.nicknameHint")),
  );
}

/** One game's card: its name, how many play it, and its rules. */
function gameCard(app: App, g: GameInfo, current: boolean, send: LobbyDispatch): HTMLElement {
  return h(
    "label",
    { class: `game-card${current ? " selected" : ""}`, "data-game": g.id },
    h("input", {
      type: "radio",
      name: "game",
      value: g.id,
      checked: current,
      onchange: () => send({ type: "pickGame", game: g.id }),
    }),
    h("span", { class: "game-title" }, gameName(app.t, g.id, g.title)),
    h(
      "span",
      { class: "game-meta" },
      g.players.min === g.players.max
        ? app.t("lobby.playersExact", { n: g.players.min })
        : app.t("lobby.playersRange", { min: g.players.min, max: g.players.max }),
      hasScene(g.id) ? null : h("span", { class: "tag" }, app.t("lobby.genericBoard")),
      rulesLink(app, g.id, { newTab: false }),
    ),
  );
}

/** The games offered, one chosen (or why there are none yet). */
export function gamePicker(app: App, s: LobbyState, send: LobbyDispatch): HTMLElement {
  const games = s.games;
  if (!games) {
    return h(
      "p",
      { class: s.gamesError ? "form-error" : "muted" },
      s.gamesError || app.t("lobby.loadingGames"),
    );
  }
  if (games.length === 0) return h("p", { class: "muted" }, app.t("lobby.noGames"));
  const cur = selectedGame(s);
  return h(
    "fieldset",
    { class: "games" },
    h("legend", null, app.t("lobby.game")),
    games.map((g) => gameCard(app, g, g.id === cur?.id, send)),
  );
}
