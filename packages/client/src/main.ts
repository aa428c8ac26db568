/** Boots the web client: identity, language, router (`/` lobby, `/t/<code>` table, `/replay/<id>` replay, `/rules/<game>` rules). */
import "./styles.css";
import type { Room } from "@colyseus/sdk";
import { App, type NavigateOptions } from "./app.ts";
import { makeClient } from "./net/endpoint.ts";
import { parseRoute, type Route, routeUrl } from "./router.ts";
import { h } from "./ui/dom.ts";
import { renderLobby } from "./ui/lobby.ts";
import { renderMessagePage } from "./ui/message-page.ts";
import { renderTable } from "./ui/table-page.ts";
import { resetTableHook, testHook } from "./ui/test-hook.ts";

const root = document.getElementById("app")!;
const app = new App(
  makeClient(location.origin, import.meta.env.DEV),
  localStorage,
  navigator.languages ?? [],
);
document.documentElement.lang = app.lang;
testHook();

let cleanup: (() => void) | null = null;
let current: Route = { page: "lobby" };

/** Shows a page whose code is loaded on demand; leaving before it arrives shows nothing. */
function lazyPage<M>(load: Promise<M>, render: (m: M) => () => void): () => void {
  let off: (() => void) | null = null;
  let gone = false;
  load.then(
    (m) => {
      if (!gone) off = render(m);
    },
    (err) => {
      console.error(err);
      if (!gone) show({ page: "notFound", path: location.pathname });
    },
  );
  return () => {
    gone = true;
    off?.();
  };
}

function show(route: Route, room?: unknown): void {
  cleanup?.();
  cleanup = null;
  current = route;
  window.scrollTo(0, 0);
  switch (route.page) {
    case "lobby":
      resetTableHook("lobby");
      document.title = "Starport";
      cleanup = renderLobby(root, app);
      break;
    case "table":
      resetTableHook("table");
      cleanup = renderTable(
        root,
        app,
        route.code,
        route.spectate,
        room as Room<unknown, unknown> | undefined,
      );
      break;
    case "replay":
      resetTableHook("replay");
      document.title = "Starport";
      // The replay brings the games' rules: loaded only when a replay is opened.
      cleanup = lazyPage(import("./ui/replay-page.ts"), (m) =>
        m.renderReplay(root, app, route.id, route.move),
      );
      break;
    case "rules":
      resetTableHook("rules");
      // the rules pages and their texts are loaded when one is opened
      cleanup = lazyPage(import("./ui/rules-page.ts"), (m) => m.renderRules(root, app, route.game));
      break;
    case "notFound": {
      resetTableHook("notFound");
      const render = (): void =>
        renderMessagePage(root, app, app.t("notFound.title"), h("p", null, app.t("notFound.text")));
      render();
      cleanup = app.onLang(render);
      break;
    }
  }
}

app.navigate = (route: Route, opts: NavigateOptions = {}): void => {
  const url = routeUrl(route);
  if (opts.replace) history.replaceState(null, "", url);
  else history.pushState(null, "", url);
  show(route, opts.room);
};

window.addEventListener("popstate", () => {
  const route = parseRoute(location.pathname, location.search);
  if (JSON.stringify(route) !== JSON.stringify(current)) show(route);
});

show(parseRoute(location.pathname, location.search));
