/**
 * A learn table's guide, above the board: at the player's turn the default bot's move as a
 * suggestion with the game's reason, "Play it" to make it (or play any other move on the board),
 * and a switch to hide the hints and play freely.
 */
import type { Translate } from "../../i18n/i18n.ts";
import type { GuideView } from "../../state/table.ts";
import { h, replace } from "../dom.ts";

type Words = Translate & { has(key: string): boolean };

export interface GuideHandlers {
  play(move: unknown): void;
  toggle(): void;
}

/** The guide's sentence now: the suggestion's reason, or what to watch. */
export function guideText(v: GuideView, t: Words): string {
  switch (v.kind) {
    case "hint": {
      const why = v.hint.why;
      if (!why || !t.has(why.key)) return t("guide.noReason");
      // a parameter that names a text of the dictionary (a room, a card) is said in the page's language
      const params: Record<string, string | number> = {};
      for (const [k, x] of Object.entries(why.params ?? {}))
        params[k] = typeof x === "string" && t.has(x) ? t(x) : x;
      return t(why.key, params);
    }
    case "thinking":
      return t("guide.thinking");
    case "watch":
      return t("guide.watch");
    case "over":
      return t("guide.over");
    case "hidden":
      return "";
  }
}

/** Draws the guide (`v` null: not a learn table, the box is hidden). */
export function renderGuide(el: HTMLElement, v: GuideView | null, on: GuideHandlers, t: Words): void {
  el.hidden = v === null;
  if (!v) return;
  const toggle = h(
    "button",
    { type: "button", class: "btn btn-small btn-ghost", id: "guide-toggle", onclick: on.toggle },
    t(v.kind === "hidden" ? "guide.show" : "guide.hide"),
  );
  const hint = v.kind === "hint" ? v.hint : null;
  replace(
    el,
    h("strong", { class: "guide-title" }, t("guide.title")),
    v.kind === "hidden" ? null : h("span", { class: "guide-text", id: "guide-text" }, guideText(v, t)),
    hint
      ? h(
          "button",
          {
            type: "button",
            class: "btn btn-small btn-primary",
            id: "guide-play",
            onclick: () => on.play(hint.move),
          },
          t("guide.play"),
        )
      : null,
    toggle,
  );
}
