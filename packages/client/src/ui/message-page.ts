/** A page with one message and the way back to the lobby: "not found", "cannot join this table". */
import type { App } from "../app.ts";
import { topBar } from "./chrome.ts";
import { h, replace } from "./dom.ts";

export function renderMessagePage(root: HTMLElement, app: App, title: string, text: Node): void {
  replace(
    root,
    topBar(app, null),
    h(
      "main",
      { class: "lobby", id: "main" },
      h(
        "section",
        { class: "card narrow" },
        h("h1", null, title),
        text,
        h(
          "button",
          { type: "button", class: "btn btn-primary", onclick: () => app.navigate({ page: "lobby" }) },
          app.t("result.back"),
        ),
      ),
    ),
  );
}
