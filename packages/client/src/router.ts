/** The pages of the site and their URLs: `/` is the lobby, `/t/<code>` a table, `/replay/<id>` a finished match. */
import { MATCH_ID_RE, normaliseCode } from "@starport/protocol";

export type Route =
  | { page: "lobby" }
  | { page: "table"; code: string; spectate: boolean }
  | { page: "replay"; id: string; move: number | null }
  /** A game's rules for players (`/rules/<game>`), or the list of them (`/rules`). */
  | { page: "rules"; game: string | null }
  | { page: "notFound"; path: string };

/** A game id as the rules name them (`space-gate-odyssey`). */
const GAME_ID_RE = /^[a-z0-9-]{1,40}$/;

/**
 * A table code from what a player pasted: a bare code or a whole table link.
 * Returns null when there is no code in it.
 */
export function codeFromInput(raw: string): string | null {
  const direct = normaliseCode(raw);
  if (direct) return direct;
  const m = raw.trim().match(/\/t\/([^/?#\s]+)/);
  return m ? normaliseCode(decodeURIComponent(m[1]!)) : null;
}

/** The route of a URL's path and query string. */
export function parseRoute(pathname: string, search = ""): Route {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/" || path === "/index.html") return { page: "lobby" };
  const m = path.match(/^\/t\/([^/]+)$/);
  if (m) {
    const code = normaliseCode(decodeURIComponent(m[1]!));
    if (code) {
      const q = new URLSearchParams(search);
      const s = q.get("spectate");
      return { page: "table", code, spectate: s === "1" || s === "true" };
    }
  }
  const r = path.match(/^\/replay\/([^/]+)$/);
  if (r) {
    const id = decodeURIComponent(r[1]!);
    if (MATCH_ID_RE.test(id)) {
      const raw = new URLSearchParams(search).get("move");
      const move = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : null;
      return { page: "replay", id, move };
    }
  }
  if (path === "/rules") return { page: "rules", game: null };
  const g = path.match(/^\/rules\/([^/]+)$/);
  if (g) {
    const game = decodeURIComponent(g[1]!);
    if (GAME_ID_RE.test(game)) return { page: "rules", game };
  }
  return { page: "notFound", path: pathname };
}

/** The URL path (with query) of a route. */
export function routeUrl(route: Route): string {
  switch (route.page) {
    case "lobby":
      return "/";
    case "table":
      return `/t/${encodeURIComponent(route.code)}${route.spectate ? "?spectate=1" : ""}`;
    case "replay":
      return `/replay/${encodeURIComponent(route.id)}${route.move !== null ? `?move=${route.move}` : ""}`;
    case "rules":
      return route.game === null ? "/rules" : `/rules/${encodeURIComponent(route.game)}`;
    case "notFound":
      return route.path;
  }
}

/** The shareable link of a replay at a move. */
export function replayLink(origin: string, id: string, move: number | null): string {
  return `${origin.replace(/\/+$/, "")}${routeUrl({ page: "replay", id, move })}`;
}

/** The shareable link of a table (always the join link, never the spectate one). */
export function tableLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, "")}${routeUrl({ page: "table", code, spectate: false })}`;
}
