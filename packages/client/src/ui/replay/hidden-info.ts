/** Every seat's hidden information at the move shown (the match is over), in the generic board's outline. */
import { outlineOf } from "../../games/fallback/fallback-game.ts";
import { FALLBACK_HINTS } from "../../games/hints.ts";
import type { Translate } from "../../i18n/i18n.ts";
import { privateViews, type Replay, type ReplayViewer } from "../../replay/build.ts";
import { h, replace } from "../dom.ts";
import { seatBadge } from "../seat-badge.ts";

/** Shows each seat's private view at `step` when the replay is seen as "all" (hidden otherwise). */
export function renderHidden(
  el: HTMLElement,
  r: Replay,
  step: number,
  viewer: ReplayViewer,
  nameOf: (seat: number) => string,
  words: { t: Translate; has(key: string): boolean },
): void {
  el.hidden = viewer !== "all";
  if (viewer !== "all") return;
  const players = r.steps[step]!.players;
  const hints = Object.hasOwn(FALLBACK_HINTS, r.def.id) ? FALLBACK_HINTS[r.def.id] : {};
  replace(
    el,
    h("h3", { class: "fb-title" }, words.t("replay.hidden")),
    h(
      "div",
      { class: "replay-hidden-seats" },
      privateViews(r, step).map((v, seat) =>
        h(
          "section",
          { class: "fb-view fb-private", "data-seat": seat },
          h("h4", { class: "fb-group-title" }, seatBadge(seat, 14), ` ${nameOf(seat)}`),
          ...outlineOf(v, words, players, hints),
        ),
      ),
    ),
  );
}
