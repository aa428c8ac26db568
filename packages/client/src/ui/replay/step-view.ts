/** One move of the replay: the status line (which move, who, what), the seats as they were, the result at the end. */
import type { Translate } from "../../i18n/i18n.ts";
import { type Replay, seatsAt } from "../../replay/build.ts";
import type { ReplayLogEntry } from "../../replay/log.ts";
import { type ReplayState, stepWords } from "../../state/replay.ts";
import { standings } from "../../state/result.ts";
import { h, replace } from "../dom.ts";
import { resultSummary } from "../result-summary.ts";
import { seatBadge } from "../seat-badge.ts";

/** The bot tag of a move or seat (and why a bot played: filled, away, resigned, timeout); null for a player. */
export function botTag(by: "human" | "bot", botReason: string | null, t: Translate): HTMLElement | null {
  if (by !== "bot") return null;
  const why = botReason ? t(`seat.botReason.${botReason}`) : "";
  return h(
    "span",
    { class: `tag tag-bot${botReason === "timeout" ? " tag-clock" : ""}` },
    why ? `${t("seat.bot")} · ${why}` : t("seat.bot"),
  );
}

/** The status line of the move shown, with its log entry (`entry`, undefined at the setup). */
export function renderStepStatus(
  el: HTMLElement,
  r: Replay,
  s: ReplayState,
  entry: ReplayLogEntry | undefined,
  nameOf: (seat: number) => string,
  t: Translate,
): void {
  const m = r.steps[s.step]!.move;
  const words = stepWords(s);
  replace(
    el,
    h("strong", { class: "turn", id: "replay-move" }, t(words.key, words.params)),
    m ? h("span", { class: "replay-who" }, seatBadge(m.seat, 14), nameOf(m.seat)) : null,
    m ? botTag(m.by, m.botReason ?? "", t) : null,
    entry
      ? h("span", { class: "prompt", id: "replay-what" }, entry.lines.map((l) => l.text).join(" · "))
      : null,
  );
}

/** The seats as they were at this move; the result's tags (forfeit, rank) only at the last one. */
export function renderStepSeats(
  el: HTMLElement,
  r: Replay,
  step: number,
  nameOf: (seat: number) => string,
  t: Translate,
): void {
  replace(
    el,
    h("h2", { class: "side-title" }, t("seats.title")),
    h(
      "ol",
      { class: "seat-list" },
      seatsAt(r, step).map((p) =>
        h(
          "li",
          { class: `seat${p.acting ? " acting" : ""}`, "data-seat": p.seat },
          seatBadge(p.seat, 22, t("seat.marker", { n: p.seat + 1 })),
          h(
            "div",
            { class: "seat-main" },
            h("span", { class: "seat-name" }, p.name || nameOf(p.seat)),
            h(
              "span",
              { class: "seat-tags" },
              p.kind === "bot" ? botTag("bot", p.botReason, t) : null,
              p.forfeit ? h("span", { class: "tag tag-forfeit" }, t(`replay.forfeit.${p.forfeit}`)) : null,
            ),
          ),
          p.acting ? h("span", { class: "seat-turn" }, t("seat.acting")) : null,
          p.rank !== null ? h("span", { class: "seat-rank" }, t("result.rank", { rank: p.rank })) : null,
        ),
      ),
    ),
  );
}

/** The result over the board at the last move (hidden before); `reason`: why it ended, in the game's words. */
export function renderStepResult(
  el: HTMLElement,
  r: Replay,
  s: ReplayState,
  nameOf: (seat: number) => string,
  t: Translate,
  reason: string | null = null,
): void {
  const over = s.step === s.last && r.outcome !== null;
  el.hidden = !over;
  if (!over || !r.outcome) return;
  const rows = standings(r.outcome, r.steps[s.step]!.players, (seat) => nameOf(seat));
  replace(el, ...resultSummary(r.outcome, rows, null, t, reason));
}
