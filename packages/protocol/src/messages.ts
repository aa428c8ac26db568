/**
 * Every message of a table, both ways (docs/protocol.md "Messages"). The server validates what
 * clients send with the first half (a payload that fails its shape closes the sender's connection
 * with 4002: these schemas are the whole of "well-formed"); the browser reads what the server sends
 * with the second half.
 */
import { z } from "zod";
import { CHAT_RAW_MAX } from "./limits.ts";

// ---- client -> server ------------------------------------------------------------------------

/** Deepest nesting a move may have (the deepest move of the four games has 4 levels). */
export const MOVE_DEPTH_MAX = 12;

/** Nesting depth of a decoded value, counting up to `limit + 1` at most. */
function depthOf(v: unknown, limit: number): number {
  if (v === null || typeof v !== "object") return 0;
  if (limit < 0) return 1;
  let deepest = 0;
  for (const inner of Object.values(v)) deepest = Math.max(deepest, depthOf(inner, limit - 1));
  return deepest + 1;
}

const present = z
  .unknown()
  .refine((v) => v !== undefined, "required")
  .refine((v) => depthOf(v, MOVE_DEPTH_MAX) <= MOVE_DEPTH_MAX, `nested deeper than ${MOVE_DEPTH_MAX}`);
const empty = z.union([z.undefined(), z.null(), z.object({}).strict()]);

export const moveMessage = z.object({ version: z.number().int().min(0), move: present }).strict();
export const explainMessage = z.object({ move: present }).strict();
/** Shape only; 1-300 characters after cleaning is a rule answered with `error`, not a kick. */
export const chatMessage = z.object({ text: z.string().max(CHAT_RAW_MAX) }).strict();
export const startMessage = empty;
export const resignMessage = empty;
export const backMessage = empty;

/** Client -> server payloads, by message type. */
export interface ClientMessages {
  move: { version: number; move: unknown };
  explain: { move: unknown };
  chat: { text: string };
  start: Record<string, never>;
  resign: Record<string, never>;
  back: Record<string, never>;
}

// ---- server -> client ------------------------------------------------------------------------

/** A refusal with a stable code (packages/rules `RuleError`). */
export const ruleError = z.object({
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});

/** An event as a viewer receives it: the rules' event without `visibleTo`. */
export const seenEvent = z.looseObject({ type: z.string() });
export type SeenEvent = z.infer<typeof seenEvent>;

export const helloMessage = z.object({
  seat: z.number().int().min(0).nullable(),
  game: z.string(),
  rulesVersion: z.string(),
  code: z.string(),
  /** Id of the stored match ("" while the table waits). */
  matchId: z.string(),
  /** Server time (ms since epoch) when sent: clocks' `since` is in server time. */
  serverTime: z.number(),
});
export const legalMessage = z.object({ version: z.number().int().min(0), moves: z.array(z.unknown()) });
export const eventsMessage = z.object({ version: z.number().int().min(0), events: z.array(seenEvent) });
export const rejectedMessage = ruleError.extend({ version: z.number().int().min(0) });
export const explainedMessage = z.object({ move: z.unknown(), error: ruleError.nullable() });
export const errorMessage = z.object({ code: z.string(), message: z.string() });
/** Why a suggested move is good, in the game's words: a key of its dictionary and its numbers. */
export const advice = z.object({
  key: z.string().max(80),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
/** At a learn table: the move the default bot would play for this seat now, and why. */
export const hintMessage = z.object({
  version: z.number().int().min(0),
  move: z.unknown(),
  why: advice.nullable(),
});

/** The schema of each server -> client message. */
export const SERVER_MESSAGES = {
  hello: helloMessage,
  legal: legalMessage,
  events: eventsMessage,
  rejected: rejectedMessage,
  explained: explainedMessage,
  error: errorMessage,
  hint: hintMessage,
} as const;

/** Server -> client payloads, by message type. */
export type ServerMessages = { [K in keyof typeof SERVER_MESSAGES]: z.output<(typeof SERVER_MESSAGES)[K]> };

/** A server -> client payload checked against its schema; null when it does not fit. */
export function readServerMessage<K extends keyof ServerMessages>(
  type: K,
  raw: unknown,
): ServerMessages[K] | null {
  const r = SERVER_MESSAGES[type].safeParse(raw);
  return r.success ? (r.data as ServerMessages[K]) : null;
}
