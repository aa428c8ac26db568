/** The connection banner above the table: joining, reconnecting, offline with Rejoin, or "back" for a moment. */
import type { BannerView } from "../../state/table.ts";
import { h, replace } from "../dom.ts";

/** How long "Back online" stays up (ms). */
const FLASH_MS = 3000;

export interface ConnectionBanner {
  el: HTMLElement;
  /** Shows the banner of `connection` (its class) as `view` says; Rejoin calls `rejoin`. */
  show(connection: string, view: BannerView, rejoin: () => void): void;
  /** Says `text` in the online banner for a moment. */
  flash(text: string): void;
  dispose(): void;
}

export function connectionBanner(): ConnectionBanner {
  const el = h("div", { class: "banner", role: "status", id: "conn-banner", hidden: true });
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stopTimer = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    el,
    show(connection, view, rejoin) {
      stopTimer();
      el.className = `banner banner-${connection}`;
      el.hidden = view.kind === "hidden";
      if (view.kind === "line") replace(el, view.text);
      else if (view.kind === "rejoin") {
        replace(
          el,
          h("span", null, view.text),
          h("button", { type: "button", class: "btn btn-small", id: "rejoin", onclick: rejoin }, view.button),
        );
      }
    },
    flash(text) {
      el.hidden = false;
      el.className = "banner banner-online";
      replace(el, text);
      stopTimer();
      timer = setTimeout(() => {
        el.hidden = true;
      }, FLASH_MS);
    },
    dispose: stopTimer,
  };
}
