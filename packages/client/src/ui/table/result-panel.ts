/** The result over the board: standings and headline, the revealed seed checked against its hash, the replay and the way back. */

import type { Outcome } from "@starport/rules/core/types.ts";
import type { App } from "../../app.ts";
import { historyUrl } from "../../net/api.ts";
import { standings } from "../../state/result.ts";
import type { TableSnapshot } from "../../state/snapshot.ts";
import { h, replace } from "../dom.ts";
import { withCode } from "../fair.ts";
import { resultSummary } from "../result-summary.ts";

/** The outcome the panel shows: only once the game is finished. */
export function shownOutcome(snap: TableSnapshot | null): Outcome | null {
  return snap?.status === "finished" && snap.outcome ? snap.outcome : null;
}

/** The seed revealed at the end, with the check of its hash (`ok` null while computing) and the history to verify. */
function revealedSeed(app: App, snap: TableSnapshot, ok: boolean | null): HTMLElement {
  const t = app.t;
  const { seed, matchId } = snap;
  const file = `starport-${snap.game}-${matchId}.json`;
  return h(
    "div",
    { class: "fair-result", id: "fair-result" },
    h("p", null, h("strong", null, `${t("fair.seed")}: `), h("code", { class: "seed", id: "seed" }, seed)),
    ok === null
      ? null
      : h(
          "p",
          { class: ok ? "good" : "form-error", role: ok ? undefined : "alert" },
          ok ? `✓ ${t("fair.match")}` : `✗ ${t("fair.mismatch")}`,
        ),
    matchId
      ? h(
          "p",
          { class: "small" },
          h("a", { href: historyUrl(matchId), download: file, id: "download-history" }, t("fair.download")),
          " · ",
          ...withCode(t("fair.verify", { cmd: "\u0000" }), `pnpm verify ${file}`),
        )
      : null,
  );
}

function replayButton(app: App, matchId: string): HTMLElement {
  return h(
    "a",
    {
      class: "btn btn-primary",
      id: "watch-replay",
      href: `/replay/${encodeURIComponent(matchId)}`,
      onclick: (e: MouseEvent) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        app.navigate({ page: "replay", id: matchId, move: null });
      },
    },
    app.t("fair.replay"),
  );
}

/**
 * Shows the result of a finished `snap` for the viewer in `seat` (hidden otherwise); `seedOk` is the
 * seed check, `reason` why the game ended in the game's words (null: the rules' reason).
 */
export function renderResult(
  el: HTMLElement,
  app: App,
  snap: TableSnapshot | null,
  seat: number | null,
  seedOk: boolean | null,
  reason: string | null = null,
): void {
  const outcome = shownOutcome(snap);
  el.hidden = !outcome;
  if (!snap || !outcome) return;
  const t = app.t;
  const rows = standings(outcome, snap.players, (s) => t("seat.empty", { n: s + 1 }));
  replace(
    el,
    ...resultSummary(outcome, rows, seat, t, reason),
    snap.seed ? revealedSeed(app, snap, seedOk) : null,
    h(
      "div",
      { class: "action-row" },
      snap.matchId ? replayButton(app, snap.matchId) : null,
      h(
        "button",
        { type: "button", class: "btn", onclick: () => app.navigate({ page: "lobby" }) },
        t("result.back"),
      ),
    ),
  );
}
