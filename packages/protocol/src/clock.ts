/** Time controls on the wire (docs/protocol.md "Clocks"): the `clock` join option and its settings. */
import { z } from "zod";
import { CLOCK_LIMITS } from "./limits.ts";

export const CLOCK_KINDS = ["fischer", "turn"] as const;
export type ClockKind = (typeof CLOCK_KINDS)[number];
/** What happens when a clock runs out: a bot plays until the player is back, or the seat loses. */
export const TIMEOUT_POLICIES = ["bot", "lose"] as const;
export type TimeoutPolicy = (typeof TIMEOUT_POLICIES)[number];

/** The `clock` join option of a new table (seconds). */
export const clockOption = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("fischer"),
      baseSec: z.number().min(1).max(CLOCK_LIMITS.baseSec),
      incrementSec: z.number().min(0).max(CLOCK_LIMITS.incrementSec).default(0),
      onTimeout: z.enum(TIMEOUT_POLICIES).default("bot"),
    })
    .strict(),
  z
    .object({
      kind: z.literal("turn"),
      turnSec: z.number().min(1).max(CLOCK_LIMITS.turnSec),
      onTimeout: z.enum(TIMEOUT_POLICIES).default("bot"),
    })
    .strict(),
]);
/** A `clock` option as the server reads it (defaults filled in). */
export type ClockOption = z.output<typeof clockOption>;

/**
 * A table's clock settings in milliseconds: synced in `state.clock`, stored, and in the history.
 * Read leniently (a malformed number reads as 0, an unknown policy as "bot"); the kind is required.
 */
export const clockConfigSchema = z.object({
  kind: z.enum(CLOCK_KINDS),
  baseMs: z.number().catch(0),
  incrementMs: z.number().catch(0),
  turnMs: z.number().catch(0),
  onTimeout: z.enum(TIMEOUT_POLICIES).catch("bot"),
});
export type ClockConfig = z.output<typeof clockConfigSchema>;

/** A seat's full allowance: the base time, or one turn. */
export function fullTime(cfg: Pick<ClockConfig, "kind" | "baseMs" | "turnMs">): number {
  return cfg.kind === "fischer" ? cfg.baseMs : cfg.turnMs;
}
