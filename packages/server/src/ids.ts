/** Table codes and token hashes. */
import { createHash, randomBytes, randomInt } from "node:crypto";
import { CODE_ALPHABET, CODE_LENGTH } from "@starport/protocol";

/** A random table code (6 of 32 symbols: about 10^9 codes). */
export function randomCode(): string {
  let s = "";
  for (let i = 0; i < CODE_LENGTH; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

/** SHA-256 of a player token, in hex: the only form in which a token is kept. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new match id: 16 URL-safe characters (96 random bits), unique over time unlike table codes. */
export function matchId(): string {
  return randomBytes(12).toString("base64url");
}
