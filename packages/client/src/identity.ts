/** The guest identity kept in the browser: a secret player token and a nickname (docs/protocol.md). */
import { cleanName, TOKEN_RE } from "@starport/protocol";

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const TOKEN_KEY = "starport.token";
const NAME_KEY = "starport.name";
/** `n` random bytes (the browser's `crypto.getRandomValues`; a seeded source in tests). */
export type RandomBytes = (n: number) => Uint8Array;

const TOKEN_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

/** A new random token of 32 characters from the browser's CSPRNG. */
export function newToken(random: RandomBytes): string {
  const bytes = random(32);
  let out = "";
  for (const b of bytes) out += TOKEN_CHARS[b & 63];
  return out;
}

/** The stored player token, creating and storing one if there is none (or it is malformed). */
export function playerToken(store: KeyValueStore, random: RandomBytes): string {
  const t = store.getItem(TOKEN_KEY);
  if (t && TOKEN_RE.test(t)) return t;
  const fresh = newToken(random);
  store.setItem(TOKEN_KEY, fresh);
  return fresh;
}

/**
 * The remembered nickname, or a generated "Pilot-1234" style one, remembered at once: the player
 * keeps one name on this device (a page reload at a table must not rename their seat).
 */
export function playerName(store: KeyValueStore, random: RandomBytes): string {
  const stored = cleanName(store.getItem(NAME_KEY) ?? "");
  if (stored) return stored;
  const n = random(2);
  const made = `Pilot-${1000 + (((n[0]! << 8) | n[1]!) % 9000)}`;
  store.setItem(NAME_KEY, made);
  return made;
}

/** Remembers a nickname; returns the cleaned name, or null if nothing usable was given. */
export function saveName(store: KeyValueStore, raw: string): string | null {
  const name = cleanName(raw);
  if (!name) return null;
  store.setItem(NAME_KEY, name);
  return name;
}
