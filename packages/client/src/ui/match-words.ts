/** Pieces shared by the lists of matches (the lobby's recent games, "my games", open tables). */
import type { Translate } from "../i18n/i18n.ts";
import { h } from "./dom.ts";
import { dateTime, relativeTime } from "./time.ts";

/** A game's name in the current language, else the server's title, else its id. */
export function gameName(
  t: Translate & { has(key: string): boolean },
  game: string,
  title?: string | null,
): string {
  return t.has(`game.${game}`) ? t(`game.${game}`) : (title ?? game);
}

/** "5 minutes ago", with the full date and time as its title. */
export function whenElement(at: number, now: number, lang: string): HTMLElement {
  return h(
    "time",
    { class: "recent-when", datetime: new Date(at).toISOString(), title: dateTime(at, lang) },
    relativeTime(at, now, lang),
  );
}
