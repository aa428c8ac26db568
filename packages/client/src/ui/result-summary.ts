/** The result box's common part, on the table page and the replay page: title, headline, standings, reason. */
import type { Outcome, SeatView } from "@starport/rules/core/types.ts";
import type { ClientGame } from "../games/contract.ts";
import type { Translate } from "../i18n/i18n.ts";
import { headline, type Standing } from "../state/result.ts";
import { h } from "./dom.ts";
import { seatBadge } from "./seat-badge.ts";

/**
 * Why a finished game ended in its own words (`ClientGame.endReason`), for the table and replay
 * pages; null when the game has none or its wording fails (the rules' reason is shown then).
 */
export function endReasonOf(
  game: ClientGame | null,
  view: SeatView<unknown, unknown>,
  t: Translate,
): string | null {
  if (!game?.endReason) return null;
  try {
    return game.endReason(view, t);
  } catch (err) {
    console.error(err);
    return null;
  }
}

export function resultSummary(
  outcome: Outcome,
  rows: readonly Standing[],
  mySeat: number | null,
  t: Translate,
  /** Why the game ended in the page's language (the game's words), else the rules' `outcome.reason`. */
  reason: string | null = null,
): HTMLElement[] {
  const parts: HTMLElement[] = [
    h("h2", null, t("result.title")),
    h("p", { class: "result-headline", id: "result-headline" }, headline(outcome, rows, mySeat, t)),
    h(
      "ol",
      { class: "standings" },
      rows.map((r) =>
        h(
          "li",
          { class: r.rank === 1 ? "winner" : "" },
          h("span", { class: "rank" }, t("result.rank", { rank: r.rank })),
          seatBadge(r.seat, 16),
          h("span", { class: "name" }, r.name),
          r.score !== null ? h("span", { class: "score" }, t("result.score", { score: r.score })) : null,
        ),
      ),
    ),
  ];
  const why = reason ?? outcome.reason;
  if (why) parts.push(h("p", { class: "hint", id: "result-reason" }, why));
  return parts;
}
