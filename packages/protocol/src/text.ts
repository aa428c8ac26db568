/**
 * Cleaning of the text people type (nicknames, chat lines): the server cleans every name and chat
 * line with these before checking their length, and the browser cleans a nickname the same way
 * before it keeps or sends it, so what a player sees is what the others see.
 */
import { NAME_MAX } from "./limits.ts";

/** Control, zero-width, line-separator and bidi-override characters. */
function invisible(c: number): boolean {
  return (
    c <= 0x1f ||
    (c >= 0x7f && c <= 0x9f) ||
    (c >= 0x200b && c <= 0x200f) ||
    (c >= 0x2028 && c <= 0x202e) ||
    (c >= 0x2066 && c <= 0x2069)
  );
}

/** Turns tabs and newlines into spaces, drops other invisible characters, collapses white space. */
export function cleanText(s: string): string {
  let out = "";
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    if (c === 0x09 || c === 0x0a || c === 0x0d) out += " ";
    else if (!invisible(c)) out += ch;
  }
  return out.replace(/\s+/g, " ").trim();
}

/**
 * A nickname as the server accepts it: `cleanText`, then cut to `NAME_MAX` UTF-16 code units
 * (never inside a character); "" when nothing is left.
 */
export function cleanName(raw: string): string {
  let out = "";
  for (const ch of cleanText(raw)) {
    if (out.length + ch.length > NAME_MAX) break;
    out += ch;
  }
  return out.trim();
}
