/**
 * What the synced table state carries as JSON text (docs/protocol.md "Synced state"): the lines of
 * `log` and the `outcome`, and the shape of a chat line. The Colyseus schema itself is the server's
 * (packages/server/src/state.ts); these are the parts both ends write and read.
 */
import type { Outcome } from "@starport/rules/core/types.ts";
import { z } from "zod";
import { type SeenEvent, seenEvent } from "./messages.ts";

/** A line of the table's chat. */
export interface ChatLine {
  /** Seat of the writer, -1 for a spectator. */
  seat: number;
  name: string;
  text: string;
  /** Server time, ms since epoch. */
  at: number;
}

/** One public event of the table's log (`state.log` holds each as text: `logLineText`). */
export const logLineSchema = z.object({
  version: z.number(),
  event: seenEvent,
  /** A line of the platform (a timeout), not of the game's rules. */
  platform: z.literal(true).optional(),
});
export type LogLine = z.output<typeof logLineSchema>;

/**
 * The text of a log line, a JSON array: the move's version, the event's type, its other fields
 * (left out when it has none) and, for a platform line, a fourth element 1:
 * `[7,"took",{"seat":0,"stones":2}]`, `[12,"timeout",{"seat":1,"onTimeout":"lose"},1]`.
 * A move's new lines are most of its state patch; this is a quarter shorter than the JSON of
 * `{version, event}` (docs/performance.md).
 */
export function logLineText(line: LogLine): string {
  const { type, ...fields } = line.event;
  const text: unknown[] = [line.version, type];
  if (line.platform || Object.keys(fields).length > 0) text.push(fields);
  if (line.platform) text.push(1);
  return JSON.stringify(text);
}

const isFields = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !("type" in v);

/** A log line from its text (or its parsed JSON array); null when it is not one. */
export function readLogLine(raw: unknown): LogLine | null {
  let v = raw;
  if (typeof raw === "string") {
    try {
      v = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(v) || v.length < 2 || v.length > 4) return null;
  const [version, type, fields = {}, platform] = v as unknown[];
  if (!isFields(fields) || (platform !== undefined && platform !== 1)) return null;
  const r = logLineSchema.safeParse({ version, event: { type, ...fields } });
  if (!r.success) return null;
  return platform === 1 ? { ...r.data, platform: true } : r.data;
}

/**
 * The game events of move `version` in the log (its lines of that version, platform lines left
 * out), in order: that move's public events. A viewer the server sent no `events` message for a
 * move saw exactly these (docs/protocol.md "After an accepted move").
 */
export function logEventsOf(log: readonly LogLine[], version: number): SeenEvent[] {
  return log.filter((line) => line.version === version && !line.platform).map((line) => line.event);
}

/** A final result (packages/rules `Outcome`): ranks and scores per seat, other fields kept. */
export const outcomeSchema = z
  .looseObject({
    ranks: z.array(z.number()),
    scores: z.array(z.number()),
    cooperative: z.object({ won: z.boolean() }).optional(),
    reason: z.string().optional(),
  })
  .transform((o): Outcome => o);

/** An outcome from JSON (text or parsed); null when it is not one ("" while the game runs). */
export function readOutcome(raw: unknown): Outcome | null {
  let v = raw;
  if (typeof raw === "string") {
    if (raw === "") return null;
    try {
      v = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const r = outcomeSchema.safeParse(v);
  return r.success ? r.data : null;
}
