/** The replay's move list: every move in words with its lines (secret ones marked); the moves after the one shown are dimmed. */
import type { Translate } from "../../i18n/i18n.ts";
import type { ReplayLogEntry } from "../../replay/log.ts";
import { h, replace } from "../dom.ts";
import { seatBadge } from "../seat-badge.ts";
import { botTag } from "./step-view.ts";

/** A click on a move goes there (stopping autoplay). */
type Jump = (step: number) => void;

function entryItem(
  entry: ReplayLogEntry,
  nameOf: (seat: number) => string,
  jump: Jump,
  t: Translate,
): HTMLElement {
  return h(
    "li",
    { class: "replay-entry", "data-step": entry.step },
    h(
      "button",
      { type: "button", class: "replay-jump", onclick: () => jump(entry.step) },
      h("span", { class: "replay-n" }, `${entry.step}.`),
      seatBadge(entry.seat, 12),
      h("span", { class: "replay-name" }, nameOf(entry.seat)),
      botTag(entry.by, entry.botReason, t),
    ),
    h(
      "ul",
      { class: "replay-lines" },
      entry.lines.map((l) =>
        h(
          "li",
          { class: l.secret ? "private" : "" },
          h("span", null, l.text),
          l.secret
            ? h(
                "span",
                { class: "tag tag-private" },
                t("replay.secret", { names: l.secret.map((s) => nameOf(s)).join(", ") }),
              )
            : null,
        ),
      ),
    ),
  );
}

/** Builds the list (once per viewer and language): the setup, then every entry; moves only mark it. */
export function buildMoveList(
  list: HTMLElement,
  entries: readonly ReplayLogEntry[],
  nameOf: (seat: number) => string,
  jump: Jump,
  t: Translate,
): void {
  replace(
    list,
    h(
      "li",
      { class: "replay-entry", "data-step": 0 },
      h(
        "button",
        { type: "button", class: "replay-jump", onclick: () => jump(0) },
        h("span", { class: "replay-n" }, "0."),
        h("span", null, t("replay.setup")),
      ),
    ),
    entries.map((e) => entryItem(e, nameOf, jump, t)),
  );
}

/** Marks move `step` in the list, dims the moves after it and keeps it in sight; returns the lines shown up to it. */
export function markMoveList(list: HTMLElement, step: number): number {
  let current: HTMLElement | null = null;
  let shown = 0;
  for (const li of list.children as HTMLCollectionOf<HTMLElement>) {
    const at = Number(li.dataset.step);
    li.classList.toggle("future", at > step);
    li.classList.toggle("current", at === step);
    if (at === step) current = li;
    if (at <= step && at > 0) shown += li.querySelectorAll(".replay-lines > li").length;
  }
  if (current) {
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = Math.max(0, top - list.clientHeight + current.offsetHeight + 8);
  }
  return shown;
}
