/** The page shown instead of the table when it cannot be joined: why, and the way back. */
import type { App } from "../../app.ts";
import type { JoinFailure } from "../../net/errors.ts";
import { joinErrorText } from "../../state/lobby.ts";
import { h } from "../dom.ts";
import { renderMessagePage } from "../message-page.ts";

export function renderJoinFailed(root: HTMLElement, app: App, code: string, f: JoinFailure): void {
  renderMessagePage(
    root,
    app,
    app.t("table.cannotJoin", { code }),
    h("p", { class: "form-error", role: "alert" }, joinErrorText(f, app.t)),
  );
}
