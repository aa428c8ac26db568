/** The lobby's recent finished games of everyone, each with its replay. */
import type { MatchInfo } from "@starport/protocol";
import type { App } from "../../app.ts";
import { h } from "../dom.ts";
import { gameName, whenElement } from "../match-words.ts";
import { seatBadge } from "../seat-badge.ts";

function recentRow(app: App, m: MatchInfo, now: number): HTMLElement {
  const title = gameName(app.t, m.game, m.title);
  const ranks = m.result?.ranks ?? [];
  const coop = m.result?.cooperative;
  const at = m.endedAt ?? m.startedAt;
  return h(
    "li",
    { class: "recent-item", "data-match": m.id },
    h(
      "div",
      { class: "recent-main" },
      h("span", { class: "recent-game" }, title),
      whenElement(at, now, app.lang),
      h(
        "ul",
        { class: "recent-players" },
        m.seats.map((s) =>
          h(
            "li",
            { class: !coop && ranks[s.seat] === 1 ? "winner" : "" },
            seatBadge(s.seat, 12),
            s.name,
            !coop && ranks[s.seat] === 1 ? h("span", { class: "tag tag-win" }, app.t("lobby.won")) : null,
          ),
        ),
      ),
      h(
        "span",
        { class: "recent-meta" },
        app.t("lobby.recentMoves", { n: m.moves }),
        coop ? ` · ${app.t(coop.won ? "lobby.coopWon" : "lobby.coopLost")}` : "",
      ),
    ),
    h(
      "a",
      {
        class: "btn btn-small",
        href: `/replay/${encodeURIComponent(m.id)}`,
        onclick: (e: MouseEvent) => {
          if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          app.navigate({ page: "replay", id: m.id, move: null });
        },
      },
      app.t("lobby.replay"),
    ),
  );
}

/** The card of recent games: loading, failed, none, or the list (`recent` null while loading). */
export function recentCard(app: App, recent: MatchInfo[] | null, failed: boolean): HTMLElement {
  const now = Date.now();
  return h(
    "section",
    { class: "card recent", "aria-labelledby": "recent-title", id: "recent" },
    h("h2", { id: "recent-title" }, app.t("lobby.recent")),
    recent === null
      ? h(
          "p",
          { class: failed ? "form-error" : "muted" },
          app.t(failed ? "lobby.recentError" : "lobby.recentLoading"),
        )
      : recent.length === 0
        ? h("p", { class: "muted" }, app.t("lobby.recentNone"))
        : h(
            "ul",
            { class: "listings", id: "recent-games" },
            recent.map((m) => recentRow(app, m, now)),
          ),
  );
}
