/** The table's chat: lines (spectators' muted on request), the input with its counter, and Send. */
import type { ChatLine } from "@starport/protocol";
import { CHAT_MAX } from "@starport/protocol";
import type { App } from "../../app.ts";
import { mutesSpectators, setMuteSpectators, shownChat } from "../../state/chat.ts";
import type { ChatCounter } from "../../state/table.ts";
import { h, renderKeyed } from "../dom.ts";
import { seatBadge } from "../seat-badge.ts";
import { atBottom } from "./log-box.ts";

export interface ChatHandlers {
  /** The draft changed (typed or cleared). */
  draft(text: string): void;
  /** Send a line (trimmed, within the limit). */
  say(text: string): void;
  /** "Mute spectators" was switched. */
  muted(): void;
}

export interface ChatBox {
  el: HTMLElement;
  /** Draws the words in the page's language. */
  relabel(): void;
  /** Draws `chat` for a viewer who is `seated` or not; returns the lines as "name: text". */
  lines(chat: readonly ChatLine[], seated: boolean): string[];
  /** Sets the counter and Send from the counter's view. */
  count(c: ChatCounter): void;
  /** Puts a draft back in the input (the page drawn again). */
  setDraft(text: string): void;
}

function chatLine(app: App, c: ChatLine): HTMLElement {
  return h(
    "li",
    c.seat >= 0 ? null : { class: "spectator" },
    c.seat >= 0 ? seatBadge(c.seat, 12) : null,
    h("strong", { class: "chat-name" }, c.seat >= 0 ? c.name : `${c.name} (${app.t("chat.spectator")})`),
    h("span", { class: "chat-text" }, c.text),
  );
}

export function chatBox(app: App, on: ChatHandlers): ChatBox {
  const list = h("ol", { class: "chat-lines", id: "chat-lines", "aria-live": "polite" });
  const input = h("input", {
    id: "chat-input",
    class: "input",
    type: "text",
    maxlength: CHAT_MAX,
    autocomplete: "off",
  });
  const counter = h("span", { class: "chat-count", id: "chat-count" });
  const sendBtn = h("button", { type: "submit", class: "btn btn-small", id: "chat-send" });
  const hint = h("p", { class: "hint", id: "chat-hint" });
  const title = h("h2", { class: "side-title" });
  // seated players may hide the spectators' lines (kept in the browser)
  const muteText = h("span");
  const mute = h(
    "label",
    { class: "chat-mute", hidden: true },
    h("input", {
      id: "chat-mute",
      type: "checkbox",
      checked: mutesSpectators(app.store),
      onchange: (e: Event) => {
        setMuteSpectators(app.store, (e.target as HTMLInputElement).checked);
        on.muted();
      },
    }),
    muteText,
  );
  const form = h(
    "form",
    { class: "chat-form" },
    h("div", { class: "chat-row" }, input, sendBtn),
    h("div", { class: "chat-meta" }, hint, counter),
  );
  input.addEventListener("input", () => on.draft(input.value));
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    on.say(text.slice(0, CHAT_MAX));
  });
  const head = h("div", { class: "chat-head" }, title, mute);
  return {
    el: h("section", { class: "side-card chat" }, head, list, form),
    relabel() {
      input.setAttribute("aria-label", app.t("chat.label"));
      input.placeholder = app.t("chat.placeholder");
      sendBtn.textContent = app.t("chat.send");
      hint.textContent = app.t("chat.limits", { max: CHAT_MAX });
      title.textContent = app.t("chat.title");
      muteText.textContent = app.t("chat.muteSpectators");
    },
    lines(chat, seated) {
      mute.hidden = !seated;
      const shown = shownChat(chat, { mute: mutesSpectators(app.store), seated });
      const follow = atBottom(list);
      const spectator = app.t("chat.spectator");
      renderKeyed(
        list,
        shown,
        (c) => JSON.stringify([c.at, c.seat, c.name, c.text, spectator]),
        (c) => chatLine(app, c),
        () => h("li", { class: "muted" }, app.t("chat.empty")),
      );
      if (follow) list.scrollTop = list.scrollHeight;
      return shown.map((c) => `${c.name}: ${c.text}`);
    },
    count(c) {
      counter.textContent = app.t("chat.count", { n: c.n, max: CHAT_MAX });
      counter.classList.toggle("near", c.near);
      sendBtn.disabled = !c.canSend;
    },
    setDraft(text) {
      input.value = text;
    },
  };
}
