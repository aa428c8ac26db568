/** Pieces shared by every page: the top bar with the language switch, toasts and the tip bubble. */
import type { App } from "../app.ts";
import { LANGS, type Lang } from "../i18n/i18n.ts";
import { h, svg } from "./dom.ts";

/** The Starport mark: a ringed planet and a gate, drawn here (no downloaded art). */
export const LOGO_SVG = `<svg viewBox="0 0 48 48" width="36" height="36">
  <defs><radialGradient id="lg-planet" cx="35%" cy="35%" r="70%">
    <stop offset="0" stop-color="#9fd8ff"/><stop offset="0.6" stop-color="#3b6fb6"/><stop offset="1" stop-color="#1b2a55"/>
  </radialGradient></defs>
  <circle cx="24" cy="24" r="12" fill="url(#lg-planet)"/>
  <ellipse cx="24" cy="25" rx="21" ry="6.5" fill="none" stroke="#f0c85a" stroke-width="2.2" transform="rotate(-18 24 24)"/>
  <path d="M16 20 A12 12 0 0 1 32 20" fill="none" stroke="#0b1020" stroke-width="1" opacity="0.4"/>
  <circle cx="40" cy="9" r="1.6" fill="#e8ebf5"/><circle cx="7" cy="38" r="1.1" fill="#e8ebf5"/>
</svg>`;

/** The top bar: logo (a link to the lobby), a title slot, extra controls and the language switch. */
export function topBar(app: App, title: Node | string | null, extra: Node[] = []): HTMLElement {
  const select = h(
    "select",
    {
      id: "lang",
      class: "select",
      "aria-label": app.t("lang.label"),
      onchange: (e: Event) => app.setLang((e.target as HTMLSelectElement).value as Lang),
    },
    LANGS.map((l) => h("option", { value: l, selected: l === app.lang }, app.t(`lang.${l}`))),
  );
  const home = h(
    "a",
    {
      class: "brand",
      href: "/",
      onclick: (e: MouseEvent) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        app.navigate({ page: "lobby" });
      },
    },
    svg(LOGO_SVG),
    h("span", { class: "brand-name" }, "Starport"),
  );
  return h(
    "header",
    { class: "topbar" },
    home,
    title ? h("div", { class: "topbar-title" }, title) : h("div", { class: "topbar-title" }),
    h("div", { class: "topbar-tools" }, ...extra, select),
  );
}

let toastBox: HTMLElement | null = null;

/** Shows a short message at the bottom of the screen for a few seconds. */
export function toast(text: string, kind: "info" | "error" = "info", ms = 5000): void {
  if (!toastBox?.isConnected) {
    toastBox = h("div", { class: "toasts" });
    document.body.append(toastBox);
  }
  // The same message again (a burst of refusals) keeps one toast up longer instead of stacking.
  const same = [...toastBox.children].find((c) => c.textContent === text) as
    | (HTMLElement & { timer?: ReturnType<typeof setTimeout> })
    | undefined;
  const item: HTMLElement & { timer?: ReturnType<typeof setTimeout> } =
    same ??
    h(
      "div",
      { class: `toast toast-${kind}`, role: kind === "error" ? "alert" : "status", "data-testid": "toast" },
      text,
    );
  if (!same) toastBox.append(item);
  if (item.timer) clearTimeout(item.timer);
  item.timer = setTimeout(() => item.remove(), ms);
}

let tipEl: HTMLElement | null = null;
let tipTimer: ReturnType<typeof setTimeout> | null = null;

/** A small bubble near (x, y) in client coordinates, e.g. why an action is refused. */
export function tip(text: string, x: number, y: number): void {
  if (!tipEl?.isConnected) {
    tipEl = h("div", { class: "tip", role: "tooltip" });
    document.body.append(tipEl);
  }
  tipEl.textContent = text;
  tipEl.hidden = false;
  const w = tipEl.offsetWidth;
  const hgt = tipEl.offsetHeight;
  const left = Math.max(8, Math.min(window.innerWidth - w - 8, x + 12));
  const top = y + 16 + hgt > window.innerHeight ? Math.max(8, y - hgt - 8) : y + 16;
  tipEl.style.left = `${left}px`;
  tipEl.style.top = `${top}px`;
  if (tipTimer) clearTimeout(tipTimer);
  tipTimer = setTimeout(() => {
    if (tipEl) tipEl.hidden = true;
  }, 3500);
}
