/** The replay's checks: the fair-deal card (when played, seed and hash, verified or not, the history to verify) and the warning over the board. */
import type { Lang, Translate } from "../../i18n/i18n.ts";
import { historyUrl } from "../../net/api.ts";
import type { Problem, Replay } from "../../replay/build.ts";
import { h, replace } from "../dom.ts";
import { withCode } from "../fair.ts";
import { dateTime, relativeTime } from "../time.ts";

/** The checks' line: still checking, verified up to the last move, or a warning. */
function verdict(checked: boolean, problems: readonly Problem[], last: number, t: Translate): HTMLElement {
  if (!checked) return h("p", { class: "small muted" }, t("replay.checking"));
  return problems.length === 0
    ? h("p", { class: "good small", id: "replay-verified" }, `✓ ${t("replay.verified", { n: last })}`)
    : h("p", { class: "form-error small" }, `✗ ${t("replay.warning")}`);
}

/** Draws the fair-deal card of match `id`; `checked` once the seed's hash has been checked. */
export function renderFair(
  el: HTMLElement,
  id: string,
  r: Replay,
  view: { checked: boolean; problems: readonly Problem[]; last: number },
  lang: Lang,
  t: Translate,
): void {
  const hist = r.history;
  const file = `starport-${hist.game}-${id}.json`;
  const when = hist.endedAt ?? hist.startedAt;
  replace(
    el,
    h("h2", { class: "side-title" }, t("fair.title")),
    h(
      "p",
      { class: "small muted" },
      h(
        "time",
        { datetime: new Date(when).toISOString(), title: dateTime(when, lang) },
        t("replay.played", { when: relativeTime(when, Date.now(), lang), moves: hist.moveCount }),
      ),
    ),
    h(
      "p",
      { class: "small" },
      h("span", { class: "muted" }, `${t("fair.fullHash")}: `),
      h("code", { class: "hash", id: "seed-hash" }, hist.seedHash),
    ),
    h(
      "p",
      { class: "small" },
      h("span", { class: "muted" }, `${t("fair.seed")}: `),
      h("code", { class: "seed", id: "seed" }, hist.seed ?? "—"),
    ),
    verdict(view.checked, view.problems, view.last, t),
    h(
      "p",
      { class: "small" },
      h("a", { href: historyUrl(id), download: file }, t("fair.download")),
      " · ",
      ...withCode(t("fair.verify", { cmd: "\u0000" }), `pnpm verify ${file}`),
    ),
  );
}

/** The warning over the board listing what does not check out (hidden when everything does). */
export function renderWarning(el: HTMLElement, problems: readonly Problem[], t: Translate): void {
  el.hidden = problems.length === 0;
  if (problems.length === 0) return;
  replace(
    el,
    h("h2", null, `⚠ ${t("replay.warning")}`),
    h(
      "ul",
      null,
      problems.map((p) => h("li", { "data-problem": p.code }, t(`replay.problem.${p.code}`, p.params))),
    ),
  );
}
