/** The waiting room: the code and link to share, "Start with bots" for the owner, and the bot fill countdown. */
import type { Translate } from "../../i18n/i18n.ts";
import { h, replace } from "../dom.ts";

export interface WaitingHandlers {
  copy(link: string): void;
  start(): void;
}

/** Draws the waiting room of table `code` (shared as `link`); `owner` may start it with bots. */
export function renderWaiting(
  el: HTMLElement,
  view: { owner: boolean; countdown: boolean },
  code: string,
  link: string,
  on: WaitingHandlers,
  t: Translate,
): void {
  replace(
    el,
    h("h2", null, t("waiting.title")),
    h("p", null, t("waiting.share")),
    h("p", { class: "big-code", id: "table-code" }, code),
    h(
      "div",
      { class: "link-row" },
      h("input", {
        class: "input",
        readonly: true,
        value: link,
        "aria-label": t("waiting.link"),
        onfocus: (e: Event) => (e.target as HTMLInputElement).select(),
      }),
      h("button", { type: "button", class: "btn", onclick: () => on.copy(link) }, t("table.copyLink")),
    ),
    view.owner
      ? h(
          "div",
          { class: "waiting-owner" },
          h(
            "button",
            { type: "button", class: "btn btn-primary", id: "start-bots", onclick: on.start },
            t("action.startWithBots"),
          ),
          h("p", { class: "hint" }, t("waiting.ownerHint")),
        )
      : h("p", { class: "hint" }, t("waiting.guestHint")),
    view.countdown
      ? h("p", { class: "bot-countdown", id: "bot-countdown", role: "timer", "aria-live": "off" })
      : null,
  );
}

/** Sets the countdown line to `left` seconds; false when there is no line to set. */
export function showBotFill(el: HTMLElement, left: number | null, t: Translate): boolean {
  const line = el.querySelector<HTMLElement>("#bot-countdown");
  if (left === null || !line) return false;
  const text = left > 0 ? t("waiting.botFillIn", { n: left }) : t("waiting.botFillNow");
  if (line.textContent !== text) line.textContent = text;
  return true;
}
