import { en } from "./en.ts";
import { es } from "./es.ts";

/** Languages the site speaks. */
export const LANGS = ["en", "es"] as const;
export type Lang = (typeof LANGS)[number];
export type Dict = Record<string, string>;
export type Params = Record<string, string | number>;
export type Translate = (key: string, params?: Params) => string;

/** The shell's own dictionaries, by language. */
export const SHELL_MESSAGES: Record<Lang, Dict> = { en, es };

export const isLang = (x: unknown): x is Lang =>
  typeof x === "string" && (LANGS as readonly string[]).includes(x);

/**
 * Replaces `{name}` placeholders and plural choices `{name|one|other}` (the first form when the
 * value is 1: "{n} {n|settler|settlers}"); unknown placeholders are left as written.
 */
export function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text
    .replace(/\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g, (whole, name: string, one: string, other: string) =>
      Object.hasOwn(params, name) ? (Number(params[name]) === 1 ? one : other) : whole,
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
}

/**
 * A translator over layered dictionaries (first match wins), falling back to English and then
 * to the key itself, so a missing translation shows up as a readable key, never as a blank.
 */
/**
 * Keys shown in a language that has no text for them (`<lang>:<key>`: shown in English, or as the
 * raw key), for tests: a page in Spanish must leave this empty.
 */
export const UNTRANSLATED: string[] = [];

export function makeTranslator(
  lang: Lang,
  layers: Record<Lang, Dict>[],
): Translate & { has(key: string): boolean } {
  const find = (key: string): { text: string; lang: Lang } | undefined => {
    for (const l of [lang, "en" as const]) {
      for (const layer of layers) {
        const d = layer[l];
        if (d && Object.hasOwn(d, key)) return { text: d[key]!, lang: l };
      }
    }
    return undefined;
  };
  const lookup = (key: string): string | undefined => find(key)?.text;
  const t = ((key: string, params?: Params) => {
    const found = find(key);
    if (
      (!found || found.lang !== lang) &&
      !UNTRANSLATED.includes(`${lang}:${key}`) &&
      UNTRANSLATED.length < 500
    )
      UNTRANSLATED.push(`${lang}:${key}`);
    return interpolate(found?.text ?? key, params);
  }) as Translate & {
    has(key: string): boolean;
  };
  t.has = (key: string) => lookup(key) !== undefined;
  return t;
}

/** Keys present in one dictionary and missing in the other, both ways. */
export function missingKeys(a: Dict, b: Dict): { missingInB: string[]; missingInA: string[] } {
  return {
    missingInB: Object.keys(a).filter((k) => !Object.hasOwn(b, k)),
    missingInA: Object.keys(b).filter((k) => !Object.hasOwn(a, k)),
  };
}

/** Placeholder names used in a text, sorted. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)(?:\}|\|)/g)].map((m) => m[1]!))].sort();
}

/** The language to start with: the remembered one, else the browser's, else English. */
export function initialLang(stored: string | null, browser: readonly string[]): Lang {
  if (isLang(stored)) return stored;
  for (const b of browser) {
    const base = b.toLowerCase().split("-")[0];
    if (isLang(base)) return base;
  }
  return "en";
}
