/** Checking and normalising the options of a join or create request. */
import { ErrorCode, ServerError } from "@colyseus/core";
import { BAD_JOIN_OPTIONS, type JoinOptions, joinOptionsSchema, refusal } from "@starport/protocol";
import type { AnyGameDef } from "@starport/rules";
import type { z } from "zod";

/** Join options after checks, with the game's defaults filled in for a new table. */
export interface CheckedJoin extends JoinOptions {
  /** Seats of a table created by this request. */
  seats: number;
  /** The game's table options, parsed by its `optionsSchema`. */
  tableOptions: unknown;
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid";
  const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

/** A refused join: `BAD_JOIN_OPTIONS: <field>: <why>` (docs/protocol.md). */
export function badJoin(message: string): ServerError {
  return new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, refusal(BAD_JOIN_OPTIONS, message));
}

/** Parses raw join options for `def`; throws a `BAD_JOIN_OPTIONS` ServerError when they are wrong. */
export function checkJoin(def: AnyGameDef, raw: unknown): CheckedJoin {
  const parsed = joinOptionsSchema.safeParse(raw);
  if (!parsed.success) throw badJoin(describe(parsed.error));
  const o = parsed.data;
  const seats = o.players ?? def.players.min;
  if (seats < def.players.min || seats > def.players.max) {
    throw badJoin(`${def.title} is played by ${def.players.min} to ${def.players.max} players, not ${seats}`);
  }
  const table = def.optionsSchema.safeParse(o.options ?? {});
  if (!table.success) throw badJoin(`options.${describe(table.error)}`);
  return { ...o, seats, tableOptions: table.data };
}

/** The matchmaking method of a request ("joinOrCreate", "joinById"...), read from its URL. */
export function matchmakeMethod(req: unknown): string | null {
  const url = (req as { url?: unknown } | undefined)?.url;
  if (typeof url !== "string") return null;
  try {
    const parts = new URL(url, "http://x").pathname.split("/");
    const i = parts.indexOf("matchmake");
    return i >= 0 ? (parts[i + 1] ?? null) : null;
  } catch {
    return null;
  }
}
