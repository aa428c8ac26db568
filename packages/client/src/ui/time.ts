/** When something happened, in the player's language ("5 minutes ago", "hace 2 horas"). */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** `at` relative to `now` (both ms since epoch) in `lang`: "just now" under a minute ("now" / "ahora"). */
export function relativeTime(at: number, now: number, lang: string): string {
  const fmt = new Intl.RelativeTimeFormat(lang, { numeric: "auto" });
  const diff = at - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return fmt.format(Math.round(diff / ms), unit);
  }
  return fmt.format(0, "second");
}

/** A date and time in `lang`, for titles (the full moment behind a relative time). */
export function dateTime(at: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(at));
}
