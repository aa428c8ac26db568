/** Table codes and token hashes. */
import { createHash, randomBytes, randomInt } from "node:crypto";

/** Letters and digits that cannot be confused when read aloud or typed (no I, O, 0, 1). */
export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 6;
export const CODE_RE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** A random table code (6 of 32 symbols: about 10^9 codes). */
export function randomCode(): string {
  let s = "";
  for (let i = 0; i < CODE_LENGTH; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

/** A code typed by a person, normalised (upper case, no spaces or dashes), or null if invalid. */
export function normaliseCode(typed: string): string | null {
  const s = typed.toUpperCase().replace(/[\s-]/g, "");
  return CODE_RE.test(s) ? s : null;
}

/** SHA-256 of a player token, in hex: the only form in which a token is kept. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new match id: 16 URL-safe characters (96 random bits), unique over time unlike table codes. */
export function matchId(): string {
  return randomBytes(12).toString("base64url");
}
