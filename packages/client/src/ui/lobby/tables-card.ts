/** The lobby's live tables: open tables to join and games in progress to watch. */
import type { App } from "../../app.ts";
import type { LobbyState } from "../../state/lobby.ts";
import { h } from "../dom.ts";
import type { TableListing } from "../lobby-list.ts";
import { whoPlays } from "../lobby-list.ts";
import { gameName } from "../match-words.ts";

function listingRow(app: App, l: TableListing, open: boolean): HTMLElement {
  const title = gameName(app.t, l.game, l.title);
  return h(
    "li",
    { class: "listing", "data-room": l.roomId },
    h(
      "div",
      { class: "listing-main" },
      h("span", { class: "listing-game" }, title),
      h("span", { class: "listing-code" }, l.roomId),
      h(
        "span",
        { class: "listing-seats" },
        // a game in progress says who plays it (bots included); a waiting table how full it is
        l.status === "waiting" || l.seats.length === 0
          ? app.t("lobby.seatsTaken", { seated: l.seated, players: l.players })
          : whoPlays(l.seats, app.t),
        l.spectators > 0 ? ` · ${app.t("lobby.watching", { n: l.spectators })}` : "",
        l.clock ? ` · ⏱ ${app.t("clock.listing")}` : "",
      ),
      l.status === "waiting" && l.names.length > 0
        ? h("span", { class: "listing-names" }, l.names.join(", "))
        : null,
    ),
    h(
      "div",
      { class: "listing-actions" },
      open
        ? h(
            "button",
            {
              type: "button",
              class: "btn btn-small btn-primary",
              onclick: () => app.navigate({ page: "table", code: l.roomId, spectate: false }),
            },
            app.t("lobby.join"),
          )
        : null,
      h(
        "button",
        {
          type: "button",
          class: "btn btn-small",
          onclick: () => app.navigate({ page: "table", code: l.roomId, spectate: true }),
        },
        app.t("lobby.spectate"),
      ),
    ),
  );
}

/** The card of live tables, from the list's `sections()` and its connection `list`. */
export function tablesCard(
  app: App,
  sections: { open: TableListing[]; playing: TableListing[] },
  list: LobbyState["list"],
): HTMLElement {
  const { open, playing } = sections;
  const status =
    list === "connecting"
      ? app.t("lobby.listConnecting")
      : list === "offline"
        ? app.t("lobby.listOffline")
        : "";
  return h(
    "section",
    { class: "card tables", "aria-labelledby": "open-title" },
    h("h2", { id: "open-title" }, app.t("lobby.openTables")),
    status ? h("p", { class: "muted", role: "status" }, status) : null,
    open.length > 0
      ? h(
          "ul",
          { class: "listings", id: "open-tables" },
          open.map((l) => listingRow(app, l, true)),
        )
      : list === "online"
        ? h("p", { class: "muted" }, app.t("lobby.noOpenTables"))
        : null,
    h("h2", { id: "playing-title" }, app.t("lobby.inProgress")),
    playing.length > 0
      ? h(
          "ul",
          { class: "listings", id: "playing-tables" },
          playing.map((l) => listingRow(app, l, false)),
        )
      : list === "online"
        ? h("p", { class: "muted" }, app.t("lobby.noGamesInProgress"))
        : null,
  );
}
