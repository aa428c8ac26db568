/** The table's title in the top bar (game, code, copy link, rules) and the animation speed select. */
import { type App, SPEEDS } from "../../app.ts";
import { tableLink } from "../../router.ts";
import { h, replace } from "../dom.ts";
import { copyText } from "../fair.ts";
import { rulesLink } from "../rules-link.ts";

/** Copies the table's link, saying so (or showing the link when the page may not copy). */
export function copyLink(app: App, link: string): void {
  copyText(link, app.t("table.linkCopied"));
}

/** Fills `el` with the game's name, the table code, "Copy link" and the rules of `game` (once known). */
export function renderTitle(el: HTMLElement, app: App, code: string, gameTitle: string, game?: string): void {
  const link = tableLink(location.origin, code);
  replace(
    el,
    h("span", { class: "game-name" }, gameTitle),
    h("span", { class: "code-chip", title: link }, app.t("table.code", { code })),
    h(
      "button",
      {
        type: "button",
        class: "btn btn-small btn-ghost",
        id: "copy-link",
        onclick: () => copyLink(app, link),
      },
      app.t("table.copyLink"),
    ),
    // the rules beside the table: following a link here would leave the seat
    rulesLink(app, game, { newTab: true, className: "btn btn-small btn-ghost", id: "rules-link" }),
  );
}

/** The animation speed select of the top bar; `relabel` draws its words in the page's language. */
export function speedControl(app: App): { box: HTMLElement; relabel(): void } {
  const select = h("select", {
    id: "speed",
    class: "select",
    onchange: (e: Event) => app.setSpeed(Number((e.target as HTMLSelectElement).value)),
  });
  const label = h("label", { for: "speed", class: "speed-label" });
  const relabel = (): void => {
    label.textContent = app.t("table.speed");
    replace(
      select,
      SPEEDS.map((s) =>
        h("option", { value: s, selected: s === app.speed() }, app.t(`speed.${String(s).replace(".", "_")}`)),
      ),
    );
  };
  return { box: h("div", { class: "speed" }, label, select), relabel };
}
