/**
 * A match's downloadable history (`GET /api/matches/<id>/history.json`, docs/storage.md "The
 * history") and the summaries of `GET /api/matches`. The server builds them; `pnpm verify` and the
 * replay page read a history with `parseHistory`, the one reader: strict where a check needs the
 * field (format, ids, seats, moves), lenient where the page only shows it. The seed and the moves
 * are there only once the match has ended (hidden information is revealed only after the end).
 */
import type { Outcome, Seat } from "@starport/rules/core/types.ts";
import { z } from "zod";
import { clockConfigSchema } from "./clock.ts";
import { outcomeSchema } from "./state.ts";
import { BOT_REASONS, FORFEITS, MATCH_STATUSES, MOVERS, TABLE_MODES } from "./vocab.ts";

export const HISTORY_FORMAT = "starport-history/1";

const historySeat = z.object({
  name: z.string(),
  /** Who played the seat at the end. */
  kind: z.enum(MOVERS).catch("human"),
  botReason: z.enum(BOT_REASONS).catch(""),
  /** Resigned or lost on time: ranked last. */
  forfeit: z.enum(FORFEITS).nullable().catch(null),
});

const historyMove = z.object({
  /** The table's version after the move: 1 for the first. */
  version: z.number().int(),
  seat: z.number().int().min(0),
  move: z.unknown(),
  /** Server time, ms since epoch. */
  at: z.number().catch(0),
  by: z.enum(MOVERS).catch("human"),
  /** Why a bot played this move; absent for a player's move. */
  botReason: z.enum(BOT_REASONS).optional().catch(undefined),
});

export const matchHistorySchema = z
  .object({
    format: z.literal(HISTORY_FORMAT),
    id: z.string(),
    code: z.string(),
    game: z.string(),
    title: z.string().nullable().catch(null),
    rulesVersion: z.string(),
    players: z.number().int().min(1),
    options: z.unknown(),
    mode: z.enum(TABLE_MODES).catch("public"),
    status: z.enum(MATCH_STATUSES),
    seats: z.array(historySeat),
    clock: clockConfigSchema.nullable().catch(null),
    /** SHA-256 (hex) of the seed: public from the start. */
    seedHash: z.string(),
    /** The seed of `setup`: only once the match has ended. */
    seed: z.string().optional().catch(undefined),
    startedAt: z.number().catch(0),
    endedAt: z.number().nullable().catch(null),
    /** Number of accepted moves. */
    moveCount: z.number().int().optional().catch(undefined),
    /** Every accepted move in order: only once the match has ended. */
    moves: z.array(historyMove).optional(),
    /** Outcome with forfeits applied (ranks: 1 = winner), null until the end. */
    result: outcomeSchema.nullable().catch(null),
    /** `stateHash` of the final game state (packages/rules canonical.ts): only once ended. */
    finalStateHash: z.string().optional().catch(undefined),
  })
  .transform((h) => ({
    ...h,
    options: (h.options ?? {}) as unknown,
    seats: h.seats.map((s, seat) => ({ seat, ...s })),
    moveCount: h.moveCount ?? h.moves?.length ?? 0,
  }));

/** `GET /api/matches/:id/history.json`: everything needed to replay and check a match. */
export type MatchHistory = z.output<typeof matchHistorySchema>;
export type HistorySeat = MatchHistory["seats"][number];
export type HistoryMove = NonNullable<MatchHistory["moves"]>[number];

/** Where a parse failed, as `moves[0].version: <why>`. */
function where(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return "invalid";
  const path = issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
  return `${path.replace(/^\./, "") || "(root)"}: ${issue.message}`;
}

/** Checks and reads a history; the error names the first field that is wrong. */
export function parseHistory(
  raw: unknown,
): { ok: true; history: MatchHistory } | { ok: false; error: string } {
  const r = matchHistorySchema.safeParse(raw);
  return r.success ? { ok: true, history: r.data } : { ok: false, error: where(r.error.issues[0]) };
}

/** An entry of `GET /api/matches` and `GET /api/me/matches`, and the answer of `GET /api/matches/:id`. */
export interface MatchInfo {
  id: string;
  code: string;
  game: string;
  title: string | null;
  rulesVersion: string;
  players: number;
  mode: MatchHistory["mode"];
  status: MatchHistory["status"];
  /** Accepted moves so far. */
  moves: number;
  names: string[];
  seats: HistorySeat[];
  result: Outcome | null;
  startedAt: number;
  endedAt: number | null;
  /** Where to download the history (seed and moves once ended). */
  history: string;
  /** Only in `GET /api/me/matches`: the seats the caller's token held. */
  yourSeats?: Seat[];
}

/** Whether `x` has the fields of a MatchInfo that a list shows (id, code, game, seats' names). */
export function isMatchInfo(x: unknown): x is MatchInfo {
  const m = x as MatchInfo | null;
  return (
    typeof m === "object" &&
    m !== null &&
    typeof m.id === "string" &&
    typeof m.code === "string" &&
    typeof m.game === "string" &&
    Array.isArray(m.seats) &&
    m.seats.every((s) => typeof s?.name === "string")
  );
}
