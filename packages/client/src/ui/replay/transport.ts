/** The replay's transport: first, back, play/pause, forward, last, the slider and the count. */
import type { Translate } from "../../i18n/i18n.ts";
import { type ReplayState, stepWords, transportView } from "../../state/replay.ts";
import { h, replace, svg } from "../dom.ts";

/** Player-control icons drawn here (system fonts often lack ⏮ and ⏭). */
const ICON = {
  first:
    '<svg viewBox="0 0 16 16" width="16" height="16"><rect x="2" y="3" width="2" height="10" fill="currentColor"/><path d="M13 3v10L5 8z" fill="currentColor"/></svg>',
  prev: '<svg viewBox="0 0 16 16" width="16" height="16"><path d="M12 3v10L4 8z" fill="currentColor"/></svg>',
  next: '<svg viewBox="0 0 16 16" width="16" height="16"><path d="M4 3v10l8-5z" fill="currentColor"/></svg>',
  last: '<svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 3v10l8-5z" fill="currentColor"/><rect x="12" y="3" width="2" height="10" fill="currentColor"/></svg>',
  play: '<svg viewBox="0 0 16 16" width="14" height="14"><path d="M4 2v12l10-6z" fill="currentColor"/></svg>',
  pause:
    '<svg viewBox="0 0 16 16" width="14" height="14"><rect x="3" y="2" width="3.5" height="12" fill="currentColor"/><rect x="9.5" y="2" width="3.5" height="12" fill="currentColor"/></svg>',
} as const;

export interface TransportHandlers {
  /** Go to a move (stopping autoplay); `animate` for one move forward. */
  jump(to: number, animate: boolean): void;
  toggle(): void;
}

function iconButton(id: string, label: string, icon: string, on: () => void): HTMLElement {
  return h(
    "button",
    { type: "button", class: "btn btn-icon", id, title: label, "aria-label": label, onclick: on },
    svg(icon),
  );
}

/**
 * Builds the transport into `el`, once per page (and language): moves only update it (see
 * `updateTransport`), so a click is never lost. Handlers read the move at the time of the click.
 */
export function buildTransport(
  el: HTMLElement,
  now: () => ReplayState,
  on: TransportHandlers,
  t: Translate,
): void {
  const s = now();
  replace(
    el,
    h(
      "div",
      { class: "replay-buttons" },
      iconButton("replay-first", t("replay.first"), ICON.first, () => on.jump(0, false)),
      iconButton("replay-prev", t("replay.prev"), ICON.prev, () => on.jump(now().step - 1, false)),
      h("button", {
        type: "button",
        class: "btn btn-primary btn-play",
        id: "replay-play",
        onclick: on.toggle,
      }),
      iconButton("replay-next", t("replay.next"), ICON.next, () => on.jump(now().step + 1, true)),
      iconButton("replay-last", t("replay.last"), ICON.last, () => on.jump(now().last, false)),
    ),
    h(
      "div",
      { class: "replay-slider-row" },
      h("input", {
        id: "replay-slider",
        class: "replay-slider",
        type: "range",
        min: 0,
        max: s.last,
        step: 1,
        value: s.step,
        "aria-label": t("replay.slider"),
        oninput: (e: Event) => on.jump(Number((e.target as HTMLInputElement).value), false),
      }),
      h("output", { class: "replay-count", for: "replay-slider", id: "replay-count" }),
    ),
  );
}

/** Brings the transport in `el` to the move shown and the play state. */
export function updateTransport(el: HTMLElement, s: ReplayState, t: Translate): void {
  const v = transportView(s);
  const q = <T extends HTMLElement>(sel: string): T | null => el.querySelector<T>(sel);
  const enable = (sel: string, on: boolean): void => {
    const b = q<HTMLButtonElement>(sel);
    if (b && b.disabled !== !on) b.disabled = !on;
  };
  enable("#replay-first", v.first);
  enable("#replay-prev", v.prev);
  enable("#replay-next", v.next);
  enable("#replay-last", v.last);
  enable("#replay-play", v.play);
  const playBtn = q<HTMLButtonElement>("#replay-play");
  if (playBtn && playBtn.dataset.mode !== v.mode) {
    playBtn.dataset.mode = v.mode;
    replace(playBtn, svg(ICON[v.mode]), " ", t(`replay.${v.mode}`));
    playBtn.setAttribute("aria-pressed", String(s.playing));
  }
  const slider = q<HTMLInputElement>("#replay-slider");
  if (slider && slider.value !== String(s.step)) slider.value = String(s.step);
  const words = stepWords(s);
  slider?.setAttribute("aria-valuetext", t(words.key, words.params));
  const count = q<HTMLOutputElement>("#replay-count");
  if (count) count.textContent = v.count;
}
