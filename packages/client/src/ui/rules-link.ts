/** The "Rules" link of a game (lobby card, table, replay): to `/rules/<game>`, when the game has a rules page. */
import type { App } from "../app.ts";
import { hasRules } from "../help/index.ts";
import { routeUrl } from "../router.ts";
import { h } from "./dom.ts";

/**
 * The link, or null for a game without rules page. `newTab`: the table and the replay open the rules
 * beside them (leaving would drop the seat or the replay's place); the lobby goes there itself.
 */
export function rulesLink(
  app: App,
  game: string | null | undefined,
  opts: { newTab: boolean; className?: string; id?: string },
): HTMLAnchorElement | null {
  if (!game || !hasRules(game)) return null;
  const route = { page: "rules", game } as const;
  return h(
    "a",
    {
      class: `rules-link${opts.className ? ` ${opts.className}` : ""}`,
      id: opts.id,
      href: routeUrl(route),
      target: opts.newTab ? "_blank" : undefined,
      rel: opts.newTab ? "noopener" : undefined,
      title: opts.newTab ? app.t("rules.newTab") : undefined,
      "data-rules": game,
      onclick: opts.newTab
        ? undefined
        : (e: MouseEvent) => {
            if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            e.stopPropagation();
            app.navigate(route);
          },
    },
    app.t("rules.link"),
  );
}
