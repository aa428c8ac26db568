/** The whole-page messages shown instead of a replay: loading, not found, still being played, cannot be replayed. */
import type { MatchHistory } from "@starport/protocol";
import type { App } from "../../app.ts";
import { historyUrl } from "../../net/api.ts";
import { topBar } from "../chrome.ts";
import { h, replace } from "../dom.ts";
import { fairDeal } from "../fair.ts";

/** A card with `heading`, `text` and `extra`, and the way back to the lobby. */
export function renderNotice(
  root: HTMLElement,
  app: App,
  titleEl: HTMLElement,
  heading: string,
  text: string,
  extra: (HTMLElement | null)[] = [],
): void {
  replace(
    root,
    topBar(app, titleEl),
    h(
      "main",
      { class: "lobby", id: "main" },
      h(
        "section",
        { class: "card narrow", id: "replay-notice" },
        h("h1", null, heading),
        h("p", null, text),
        ...extra,
        h(
          "div",
          { class: "action-row" },
          h(
            "button",
            { type: "button", class: "btn", onclick: () => app.navigate({ page: "lobby" }) },
            app.t("result.back"),
          ),
        ),
      ),
    ),
  );
}

/** What the notice of a match still being played adds: its fair deal and "watch it live". */
export function unfinishedExtra(app: App, hist: MatchHistory): HTMLElement[] {
  const code = hist.code;
  return [
    fairDeal(hist.seedHash, app.t),
    h(
      "div",
      { class: "action-row" },
      h(
        "button",
        {
          type: "button",
          class: "btn btn-primary",
          id: "spectate-live",
          onclick: () => app.navigate({ page: "table", code, spectate: true }),
        },
        app.t("replay.spectate"),
      ),
    ),
  ];
}

/** The text of a history that cannot be replayed here (an unknown game, aborted, incomplete). */
export function notReplayableText(
  app: App,
  hist: MatchHistory,
  kind: "aborted" | "unknownGame" | "incomplete",
): string {
  return kind === "unknownGame"
    ? app.t("replay.unknownGame", { game: hist.title ?? hist.game })
    : app.t(kind === "aborted" ? "replay.aborted" : "replay.incomplete");
}

/** What that notice adds: the history to download. */
export function downloadExtra(app: App, id: string, hist: MatchHistory): HTMLElement[] {
  return [
    h(
      "p",
      null,
      h(
        "a",
        { href: historyUrl(id), download: `starport-${hist.game}-${id}.json` },
        app.t("replay.download"),
      ),
    ),
  ];
}
