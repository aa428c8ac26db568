/** The page shown instead of the table when it cannot be joined: why, and the way back. */
import type { App } from "../../app.ts";
import type { JoinFailure } from "../../net/errors.ts";
import { joinErrorText } from "../../state/lobby.ts";
import { topBar } from "../chrome.ts";
import { h, replace } from "../dom.ts";

export function renderJoinFailed(root: HTMLElement, app: App, code: string, f: JoinFailure): void {
  replace(
    root,
    topBar(app, null),
    h(
      "main",
      { class: "lobby", id: "main" },
      h(
        "section",
        { class: "card narrow" },
        h("h1", null, app.t("table.cannotJoin", { code })),
        h("p", { class: "form-error", role: "alert" }, joinErrorText(f, app.t)),
        h(
          "button",
          { type: "button", class: "btn btn-primary", onclick: () => app.navigate({ page: "lobby" }) },
          app.t("result.back"),
        ),
      ),
    ),
  );
}
