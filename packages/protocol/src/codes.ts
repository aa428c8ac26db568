/** Table codes, match ids, and the `CODE: sentence` form of a refused join. */

/** Letters and digits that cannot be confused when read aloud or typed (no I, O, 0, 1). */
export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 6;
export const CODE_RE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);
/** A stored match's id (docs/storage.md): URL-safe characters. */
export const MATCH_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

/** A code typed by a person, normalised (upper case, no spaces or dashes), or null if it cannot be one. */
export function normaliseCode(typed: string): string | null {
  const s = typed.toUpperCase().replace(/[\s-]/g, "");
  return CODE_RE.test(s) ? s : null;
}

/** The message of a refused join (docs/protocol.md): a stable code, then a sentence for people. */
export function refusal(code: string, sentence: string): string {
  return `${code}: ${sentence}`;
}

/** Reads `CODE: sentence` back from a refusal's message; null when the message has no code. */
export function readRefusal(message: string): { code: string; message: string } | null {
  const m = message.match(/^([A-Z][A-Z0-9_]{2,})(?::\s*|$)(.*)$/s);
  return m ? { code: m[1]!, message: m[2]!.trim() || message } : null;
}
