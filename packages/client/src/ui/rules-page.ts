/**
 * The rules pages (`/rules/<game>`, and `/rules` listing them): a game's help (help/<game>.ts) in
 * the page's language with its contents, its sections (paragraphs, lists, steps, terms, drawings
 * from the board's art, "on this site" notes) and links to the other games' rules. Loaded on demand
 * like the replay page; the texts of every game come in chunks of their own.
 */
import type { App } from "../app.ts";
import { DRAWINGS } from "../help/drawings.ts";
import { hasRules, loadHelp, RULES_GAMES, type RulesGame } from "../help/index.ts";
import { type Block, type GameHelp, type HelpPage, type HelpSection, runs } from "../help/types.ts";
import type { Lang } from "../i18n/i18n.ts";
import { routeUrl } from "../router.ts";
import { topBar } from "./chrome.ts";
import { h, replace, svg } from "./dom.ts";

/** A text with its `**bold**` runs as <strong>. */
function rich(text: string): (string | HTMLElement)[] {
  return runs(text).map((r) => (r.bold ? h("strong", null, r.text) : r.text));
}

function block(b: Block, lang: Lang, siteLabel: string): HTMLElement | null {
  switch (b.kind) {
    case "p":
      return h("p", null, rich(b.text));
    case "list":
      return h(
        "ul",
        { class: "rules-list" },
        b.items.map((i) => h("li", null, rich(i))),
      );
    case "steps":
      return h(
        "ol",
        { class: "rules-steps" },
        b.items.map((i) => h("li", null, rich(i))),
      );
    case "terms":
      return h(
        "dl",
        { class: "rules-terms" },
        b.items.map((i) => [h("dt", null, rich(i.term)), h("dd", null, rich(i.text))]),
      );
    case "figure": {
      const draw = DRAWINGS[b.art];
      if (!draw) return null;
      return h(
        "figure",
        { class: "rules-fig", "data-art": b.art },
        h("div", { class: "rules-fig-art" }, svg(draw(lang))),
        h("figcaption", null, rich(b.caption)),
      );
    }
    case "site":
      return h(
        "aside",
        { class: "rules-site" },
        h("span", { class: "rules-site-label" }, `${siteLabel}:`),
        " ",
        rich(b.text),
      );
  }
}

function sectionEl(s: HelpSection, lang: Lang, siteLabel: string): HTMLElement {
  return h(
    "section",
    { class: "rules-section", id: s.id, "aria-labelledby": `${s.id}-title` },
    h("h2", { id: `${s.id}-title` }, s.title),
    s.blocks.map((b) => block(b, lang, siteLabel)),
  );
}

type Helps = Map<RulesGame, GameHelp> | null;

/** A link followed in place (a plain click) or as the browser would (new tab, modifier keys). */
function inPlace(e: MouseEvent, go: () => void): void {
  if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
  e.preventDefault();
  go();
}

/** The way back to the lobby. */
function back(app: App): HTMLElement {
  return h(
    "a",
    {
      class: "btn btn-primary",
      href: "/",
      onclick: (e: MouseEvent) => inPlace(e, () => app.navigate({ page: "lobby" })),
    },
    app.t("result.back"),
  );
}

/** A link to a game's rules (null: the list of games), followed in place. */
function rulesPageLink(app: App, g: RulesGame | null, text: string): HTMLElement {
  return h(
    "a",
    {
      href: routeUrl({ page: "rules", game: g }),
      "data-rules": g ?? "",
      onclick: (e: MouseEvent) => inPlace(e, () => app.navigate({ page: "rules", game: g })),
    },
    text,
  );
}

/** A card instead of the rules (loading, failed, unknown game); `alert` for a failure. */
function notice(
  app: App,
  title: string,
  text: string,
  alert: boolean,
  extra: (HTMLElement | null)[] = [],
): HTMLElement {
  return h(
    "main",
    { class: "lobby", id: "main" },
    h(
      "section",
      { class: "card narrow", id: "rules-notice" },
      h("h1", null, title),
      h("p", { role: alert ? "alert" : "status" }, text),
      h("div", { class: "rules-actions" }, ...extra, back(app)),
    ),
  );
}

/** The contents beside a game's rules. */
function contents(app: App, page: HelpPage): HTMLElement {
  return h(
    "nav",
    { class: "rules-toc", "aria-labelledby": "rules-toc-title" },
    h("h2", { id: "rules-toc-title" }, app.t("rules.contents")),
    h(
      "ol",
      null,
      page.sections.map((s) => h("li", null, h("a", { href: `#${s.id}` }, s.title))),
    ),
  );
}

/** The other games' rules, at the end of one game's. */
function otherGames(app: App, g: RulesGame, helps: Helps): HTMLElement {
  const others = RULES_GAMES.filter((x) => x !== g);
  return h(
    "nav",
    { class: "rules-others", "aria-labelledby": "rules-others-title" },
    h("h2", { id: "rules-others-title" }, app.t("rules.others")),
    h(
      "ul",
      null,
      others.map((o) => h("li", null, rulesPageLink(app, o, helps?.get(o)?.[app.lang].title ?? o))),
    ),
    h("div", { class: "rules-actions" }, back(app)),
  );
}

/** One game's rules: heading, contents, sections, the other games. */
function gamePage(app: App, g: RulesGame, page: HelpPage, helps: Helps): HTMLElement {
  const lang = app.lang;
  return h(
    "main",
    { class: "rules-page", id: "main", "data-game": g },
    h(
      "header",
      { class: "rules-head" },
      h("p", { class: "rules-kicker" }, rulesPageLink(app, null, app.t("rules.kicker"))),
      h("h1", null, page.title),
      h("p", { class: "rules-players" }, page.players),
      h("p", { class: "rules-intro" }, rich(page.intro)),
    ),
    h(
      "div",
      { class: "rules-layout" },
      contents(app, page),
      h(
        "article",
        { class: "rules-body", lang },
        page.sections.map((s) => sectionEl(s, lang, app.t("rules.site"))),
        otherGames(app, g, helps),
      ),
    ),
  );
}

/** The list of every game's rules. */
function indexPage(app: App, helps: Helps): HTMLElement {
  return h(
    "main",
    { class: "rules-page", id: "main" },
    h(
      "header",
      { class: "rules-head" },
      h("h1", null, app.t("rules.indexTitle")),
      h("p", { class: "rules-intro" }, app.t("rules.indexIntro")),
    ),
    h(
      "ul",
      { class: "rules-index" },
      RULES_GAMES.map((g) => {
        const page = helps?.get(g)?.[app.lang];
        return h(
          "li",
          { class: "card", "data-game": g },
          h("h2", null, rulesPageLink(app, g, page?.title ?? g)),
          page ? h("p", { class: "rules-players" }, page.players) : null,
          page ? h("p", null, rich(page.intro)) : null,
        );
      }),
    ),
    h("div", { class: "rules-actions" }, back(app)),
  );
}

/** What the page shows for `game` once `helps` loaded (or failed with `failure`). */
function rulesMain(
  app: App,
  game: string | null,
  helps: Helps,
  failure: string,
  page: HelpPage | undefined,
): HTMLElement {
  const t = app.t;
  if (game !== null && !hasRules(game)) {
    const all = rulesPageLink(app, null, t("rules.all"));
    all.className = "btn";
    return notice(app, t("notFound.title"), t("rules.unknown", { game }), failure !== "", [all]);
  }
  if (failure) return notice(app, t("rules.kicker"), t("rules.loadError", { why: failure }), true);
  if (!helps) return notice(app, t("rules.kicker"), t("rules.loading"), false);
  if (game !== null && page) return gamePage(app, game as RulesGame, page, helps);
  return indexPage(app, helps);
}

/** Renders the rules of `game` (null: the list of games) into `root`; returns a cleanup function. */
export function renderRules(root: HTMLElement, app: App, game: string | null): () => void {
  let disposed = false;
  let helps: Helps = null;
  let failure = "";
  let scrolled = false;

  const render = (): void => {
    if (disposed) return;
    const page = game !== null && hasRules(game) ? helps?.get(game)?.[app.lang] : undefined;
    const title = page ? page.title : app.t("rules.indexTitle");
    const titleEl = h(
      "span",
      { class: "rules-title" },
      h("span", { class: "game-name" }, title),
      page ? h("span", { class: "tag" }, app.t("rules.link")) : null,
    );
    replace(root, topBar(app, titleEl), rulesMain(app, game, helps, failure, page));
    document.title = `${title} · ${app.t("rules.kicker")} · Starport`;
    // a link to a section (`/rules/<game>#end`) scrolls there once the page is drawn
    if (helps && !scrolled) {
      scrolled = true;
      const id = decodeURIComponent(location.hash.slice(1));
      if (id) document.getElementById(id)?.scrollIntoView();
    }
  };

  render();
  const offLang = app.onLang(render);
  Promise.all(RULES_GAMES.map((g) => loadHelp(g).then((x) => [g, x] as const))).then(
    (all) => {
      helps = new Map(all);
      render();
    },
    (err: unknown) => {
      failure = err instanceof Error ? err.message : String(err);
      render();
    },
  );

  return () => {
    disposed = true;
    offLang();
    document.title = "Starport";
  };
}
