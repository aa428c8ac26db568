/**
 * Wire shapes of everything a client sends (docs/protocol.md). A message that fails its shape
 * closes the sender's connection with 4002; these schemas are the whole of "well-formed".
 */
import { z } from "zod";
import { clockOption } from "./clock.ts";
import { TABLE_MODES } from "./state.ts";

/** A player token: the guest identity a browser keeps (never shown to anyone). */
export const TOKEN_RE = /^[A-Za-z0-9_-]{16,64}$/;
export const NAME_MAX = 24;
export const CHAT_MAX = 300;
/** Longest wait before empty seats get bots, when a table asks for it. */
export const BOT_FILL_MAX_SEC = 3600;

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

export const joinOptionsSchema = z.object({
  token: z.string().regex(TOKEN_RE, "token must be 16-64 of A-Z a-z 0-9 _ -"),
  name: z
    .string()
    .max(200)
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, "name must not be empty")
        .max(NAME_MAX, `name must be at most ${NAME_MAX} characters`),
    ),
  spectator: z.boolean().optional(),
  players: z.number().int().optional(),
  mode: z.enum(TABLE_MODES).optional(),
  botFillAfterSec: z.number().min(0).max(BOT_FILL_MAX_SEC).nullable().optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  /** Time control of a new table (docs/protocol.md "Clocks"); none when absent or null. */
  clock: clockOption.nullable().optional(),
});
export type JoinOptions = z.infer<typeof joinOptionsSchema>;

const present = z.unknown().refine((v) => v !== undefined, "required");
const empty = z.union([z.undefined(), z.null(), z.object({}).strict()]);

export const moveMessage = z.object({ version: z.number().int().min(0), move: present }).strict();
export const explainMessage = z.object({ move: present }).strict();
/** Shape only; 1-300 characters after cleaning is a rule answered with `error`, not a kick. */
export const chatMessage = z.object({ text: z.string().max(4 * CHAT_MAX) }).strict();
export const startMessage = empty;
export const resignMessage = empty;
export const backMessage = empty;

/** Client -> server payload types (for typed clients). */
export interface ClientMessages {
  move: { version: number; move: unknown };
  explain: { move: unknown };
  chat: { text: string };
  start: Record<string, never>;
  resign: Record<string, never>;
  back: Record<string, never>;
}
