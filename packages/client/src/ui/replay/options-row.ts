/** The replay's options: autoplay speed, who to see it as, a link to the move, and the history download. */
import type { MatchHistory } from "@starport/protocol";
import type { Translate } from "../../i18n/i18n.ts";
import { historyUrl } from "../../net/api.ts";
import type { ReplayViewer } from "../../replay/build.ts";
import { AUTOPLAY_SPEEDS } from "../../state/replay.ts";
import { h, replace } from "../dom.ts";

export interface OptionsHandlers {
  speed(speed: number): void;
  /** The "See as" select's value. */
  viewer(value: string): void;
  share(): void;
}

function labelled(text: string, control: HTMLElement): HTMLElement {
  return h("label", { class: "replay-opt" }, h("span", null, text), control);
}

function viewerSelect(
  history: MatchHistory,
  viewer: ReplayViewer,
  nameOf: (seat: number) => string,
  on: OptionsHandlers,
  t: Translate,
): HTMLElement {
  return h(
    "select",
    {
      id: "replay-viewer",
      class: "select",
      onchange: (e: Event) => on.viewer((e.target as HTMLSelectElement).value),
    },
    h("option", { value: "all", selected: viewer === "all" }, t("replay.seeAs.all")),
    h("option", { value: "spectator", selected: viewer === "spectator" }, t("replay.seeAs.spectator")),
    history.seats.map((seat) =>
      h(
        "option",
        { value: seat.seat, selected: viewer === seat.seat },
        t("replay.seeAs.seat", { name: nameOf(seat.seat), n: seat.seat + 1 }),
      ),
    ),
  );
}

/** Builds the options row of match `id` into `el` (once per page and language). */
export function buildOptions(
  el: HTMLElement,
  id: string,
  history: MatchHistory,
  now: { speed: number; viewer: ReplayViewer },
  nameOf: (seat: number) => string,
  on: OptionsHandlers,
  t: Translate,
): void {
  const speed = h(
    "select",
    {
      id: "replay-speed",
      class: "select",
      onchange: (e: Event) => on.speed(Number((e.target as HTMLSelectElement).value)),
    },
    AUTOPLAY_SPEEDS.map((sp) => h("option", { value: sp, selected: sp === now.speed }, `${sp}×`)),
  );
  replace(
    el,
    h(
      "div",
      { class: "replay-options-row" },
      labelled(t("replay.speed"), speed),
      labelled(t("replay.seeAs"), viewerSelect(history, now.viewer, nameOf, on, t)),
      h(
        "button",
        { type: "button", class: "btn btn-small", id: "replay-share", onclick: on.share },
        t("replay.share"),
      ),
      h(
        "a",
        {
          class: "btn btn-small",
          id: "replay-download",
          href: historyUrl(id),
          download: `starport-${history.game}-${id}.json`,
        },
        t("replay.download"),
      ),
    ),
  );
}
