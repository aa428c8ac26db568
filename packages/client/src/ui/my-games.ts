/**
 * The lobby's "Your games": the games this browser's player token held a seat in, private ones
 * included (`GET /api/me/matches` with `Authorization: Bearer <token>`; the server answers only
 * matches where that token held a seat), each with its replay, or its table while it is played.
 */
import { isMatchInfo, type MatchInfo } from "@starport/protocol";
import type { App } from "../app.ts";
import { h } from "./dom.ts";
import { gameName, whenElement } from "./match-words.ts";
import { seatBadge } from "./seat-badge.ts";

/** How many of the player's games the lobby shows. */
export const MY_GAMES_LIMIT = 10;

/** Checks the shape of one entry of GET /api/me/matches (as far as the lobby uses it). */
export function isMyMatch(x: unknown): x is MatchInfo {
  return isMatchInfo(x) && Array.isArray(x.yourSeats);
}

/** The player's own games, newest first (aborted ones left out: they cannot be replayed). */
export async function fetchMyMatches(
  token: string,
  limit = MY_GAMES_LIMIT,
  fetchFn: typeof fetch = fetch,
): Promise<MatchInfo[]> {
  const res = await fetchFn(`/api/me/matches?limit=${limit}`, {
    headers: { accept: "application/json", authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`GET /api/me/matches: HTTP ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error("GET /api/me/matches: not a list");
  return body.filter(isMyMatch).filter((m) => m.status !== "aborted");
}

type Words = App["t"];

/** How the game went for the player, in words: "You won", "You came 2nd", "Won together", "In progress". */
export function yourResult(m: MatchInfo, t: Words): string {
  if (m.status === "playing") return t("mine.playing");
  const you = m.yourSeats?.[0];
  const r = m.result;
  if (!r || you === undefined) return "";
  if (r.cooperative) return t(r.cooperative.won ? "lobby.coopWon" : "lobby.coopLost");
  const rank = r.ranks[you];
  if (rank === undefined) return "";
  return rank === 1 ? t("mine.won") : t("mine.rank", { rank });
}

/** One game of the list. */
function row(app: App, m: MatchInfo, now: number): HTMLElement {
  const t = app.t;
  const title = gameName(t, m.game, m.title);
  const at = m.endedAt ?? m.startedAt;
  const yours = new Set(m.yourSeats ?? []);
  const result = yourResult(m, t);
  const go = (e: MouseEvent, route: Parameters<App["navigate"]>[0]): void => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    app.navigate(route);
  };
  const link =
    m.status === "finished"
      ? h(
          "a",
          {
            class: "btn btn-small",
            href: `/replay/${encodeURIComponent(m.id)}`,
            "data-replay": m.id,
            onclick: (e: MouseEvent) => go(e, { page: "replay", id: m.id, move: null }),
          },
          t("lobby.replay"),
        )
      : h(
          "a",
          {
            class: "btn btn-small btn-primary",
            href: `/t/${encodeURIComponent(m.code)}`,
            onclick: (e: MouseEvent) => go(e, { page: "table", code: m.code, spectate: false }),
          },
          t("mine.back"),
        );
  return h(
    "li",
    { class: "recent-item", "data-match": m.id },
    h(
      "div",
      { class: "recent-main" },
      h(
        "span",
        { class: "recent-game" },
        title,
        m.mode === "private" ? h("span", { class: "tag tag-private" }, t("mine.private")) : null,
      ),
      whenElement(at, now, app.lang),
      h(
        "ul",
        { class: "recent-players" },
        m.seats.map((s) =>
          h(
            "li",
            { class: yours.has(s.seat) ? "mine" : "" },
            seatBadge(s.seat, 12),
            s.name,
            yours.has(s.seat) ? h("span", { class: "tag tag-you" }, t("seat.you")) : null,
            s.kind === "bot" && !yours.has(s.seat)
              ? h("span", { class: "tag tag-bot" }, t("seat.bot"))
              : null,
          ),
        ),
      ),
      h(
        "span",
        { class: "recent-meta" },
        result,
        m.status === "finished" ? ` · ${t("lobby.recentMoves", { n: m.moves })}` : "",
      ),
    ),
    link,
  );
}

/** The "Your games" card; null while there is nothing to show (a new player sees no empty box). */
export function myGamesCard(app: App, games: MatchInfo[] | null): HTMLElement | null {
  if (!games || games.length === 0) return null;
  const now = Date.now();
  return h(
    "section",
    { class: "card mine", "aria-labelledby": "mine-title", id: "my-games" },
    h("h2", { id: "mine-title" }, app.t("mine.title")),
    h("p", { class: "hint" }, app.t("mine.hint")),
    h(
      "ul",
      { class: "listings", id: "my-games-list" },
      games.map((m) => row(app, m, now)),
    ),
  );
}

/** Puts the "Your games" card at the top of the lobby's side column, or takes it away (`card` null). */
export function placeMyGames(root: HTMLElement, card: HTMLElement | null): void {
  const side = root.querySelector(".lobby-side");
  if (!side) return;
  const old = side.querySelector("#my-games");
  if (old && card) old.replaceWith(card);
  else if (old) old.remove();
  else if (card) side.prepend(card);
}
