/** The table's actions: the timeout notice (take the seat back), Resign with its confirmation, and Leave. */
import type { Translate } from "../../i18n/i18n.ts";
import type { ActionsView } from "../../state/table.ts";
import { h, replace } from "../dom.ts";

export interface ActionHandlers {
  takeBack(): void;
  /** The first click on Resign (asks to confirm). */
  arm(): void;
  resign(): void;
  cancel(): void;
  leave(): void;
}

function timeoutNotice(timeout: "bot" | "lose", on: ActionHandlers, t: Translate): HTMLElement {
  return h(
    "div",
    { class: "timeout-notice", id: "timeout-notice", role: "alert" },
    h("p", null, t(timeout === "lose" ? "clock.timedOut.lose" : "clock.timedOut.bot")),
    timeout === "lose"
      ? null
      : h(
          "button",
          { type: "button", class: "btn btn-primary", id: "take-back", onclick: on.takeBack },
          t("clock.back"),
        ),
  );
}

function resignButtons(step: ActionsView["resign"], on: ActionHandlers, t: Translate): HTMLElement[] {
  if (step === "none") return [];
  if (step === "offer") {
    return [h("button", { type: "button", class: "btn", id: "resign", onclick: on.arm }, t("action.resign"))];
  }
  return [
    h(
      "button",
      { type: "button", class: "btn btn-danger", id: "resign-confirm", onclick: on.resign },
      t("action.resignConfirm"),
    ),
    h("button", { type: "button", class: "btn", onclick: on.cancel }, t("action.cancel")),
  ];
}

/** Draws the actions `view` offers. */
export function renderActions(el: HTMLElement, view: ActionsView, on: ActionHandlers, t: Translate): void {
  replace(
    el,
    view.timeout ? timeoutNotice(view.timeout, on, t) : null,
    h(
      "div",
      { class: "action-row" },
      resignButtons(view.resign, on, t),
      h("button", { type: "button", class: "btn", id: "leave", onclick: on.leave }, t("action.leave")),
    ),
  );
}
