/** The table's log in words, kept scrolled to the bottom while the player reads the newest lines. */
import type { Translate } from "../../i18n/i18n.ts";
import type { LogLine } from "../../state/log.ts";
import { h, renderKeyed } from "../dom.ts";
import { seatBadge } from "../seat-badge.ts";

/** Whether a list is scrolled (nearly) to its end, so new lines should stay in sight. */
export function atBottom(list: HTMLElement): boolean {
  return list.scrollHeight - list.scrollTop - list.clientHeight < 40;
}

/** Draws `lines` into the log list (only the new ones when it grew at its end). */
export function renderLogLines(list: HTMLElement, lines: readonly LogLine[], t: Translate): void {
  const follow = atBottom(list);
  const tags = (l: LogLine): string[] => [
    ...(l.private ? [t("log.private")] : []),
    ...(l.platform ? [t("log.clock")] : []),
  ];
  renderKeyed(
    list,
    lines,
    (l) => JSON.stringify([l.version, l.index, l.seat, l.text, tags(l)]),
    (l) =>
      h(
        "li",
        { class: l.private ? "private" : "" },
        l.seat !== null ? seatBadge(l.seat, 12) : null,
        h("span", null, l.text),
        l.private ? h("span", { class: "tag tag-private" }, t("log.private")) : null,
        l.platform ? h("span", { class: "tag tag-clock" }, t("log.clock")) : null,
      ),
    () => h("li", { class: "muted" }, t("log.empty")),
  );
  if (follow) list.scrollTop = list.scrollHeight;
}
