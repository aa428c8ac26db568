/**
 * A table as the lobby lists it: the `metadata` of its Colyseus room listing (docs/protocol.md
 * "Rooms"). The server publishes it; the lobby reads it with `readListing`, which gives a field that
 * is missing or malformed a safe value (processes of two versions may share one lobby during an
 * upgrade) and drops what is not a Starport table.
 */
import { z } from "zod";
import { CLOCK_KINDS } from "./clock.ts";
import { BOT_REASONS, SEAT_KINDS, TABLE_MODES, TABLE_STATUSES } from "./vocab.ts";

/** A seat as the lobby lists it: its name ("" when empty), who plays it, and why a bot does. */
const listedSeat = z
  .object({
    name: z.string().catch(""),
    kind: z.enum(SEAT_KINDS).catch("empty"),
    botReason: z.enum(BOT_REASONS).catch(""),
  })
  .catch({ name: "", kind: "empty", botReason: "" });
export type ListedSeat = z.output<typeof listedSeat>;

const listing = z
  .object({
    game: z.string(),
    title: z.string().optional().catch(undefined),
    /** Seats at the table. */
    players: z.number().catch(0),
    mode: z.enum(TABLE_MODES).catch("public"),
    /** Waiting for players and a seat is free: quick-play may seat someone here. */
    open: z.boolean().optional().catch(undefined),
    /** Seats played by humans. */
    seated: z.number().catch(0),
    status: z.enum(TABLE_STATUSES).catch("waiting"),
    /** Names on the occupied seats (bots included), in seat order. */
    names: z
      .array(z.unknown())
      .catch([])
      .transform((names) => names.filter((n): n is string => typeof n === "string")),
    /** Every seat in order: who plays it now (so a lobby can say "Ana vs a bot"). */
    seats: z.array(listedSeat).catch([]),
    spectators: z.number().catch(0),
    /** The table's botFillAfterSec, null when only "start" brings bots. */
    botFill: z.number().nullable().catch(null),
    /** The table's time control, null when it has none. */
    clock: z.enum(CLOCK_KINDS).nullable().catch(null),
  })
  .transform((l) => ({
    ...l,
    title: l.title ?? l.game,
    open: l.open ?? (l.status === "waiting" && l.seated < l.players),
  }));

/** A table as the lobby lists it (the room listing's `metadata`). */
export type TableListing = z.output<typeof listing>;

/**
 * The metadata of a room listing (`roomId`, `name` = the game id, `metadata`), or null when it is
 * not a Starport table (the lobby room itself, a listing without a game).
 */
export function readListing(raw: unknown): (TableListing & { roomId: string }) | null {
  const r = raw as { roomId?: unknown; name?: unknown; metadata?: unknown } | null;
  if (!r || typeof r.roomId !== "string") return null;
  const meta = r.metadata !== null && typeof r.metadata === "object" ? r.metadata : {};
  const game = (meta as { game?: unknown }).game;
  const parsed = listing.safeParse({ ...meta, game: typeof game === "string" ? game : r.name });
  if (!parsed.success || !parsed.data.game || parsed.data.game === "lobby") return null;
  return { roomId: r.roomId, ...parsed.data };
}
