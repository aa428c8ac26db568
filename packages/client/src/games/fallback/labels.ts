/** Words for raw data: field names, values and seats, through the game's dictionary when it has them. */
import type { PlayerInfo } from "../contract.ts";

/** A translator that can tell whether it knows a key. */
export interface Words {
  t(key: string, params?: Record<string, string | number>): string;
  has(key: string): boolean;
}

export interface LabelCtx {
  words: Words;
  players: readonly PlayerInfo[];
  /** The game's own names of fields holding a seat number, beside the usual ones (`turn`, `owner`...). */
  seatKeys?: ReadonlySet<string>;
  /** The game's own names of arrays holding one entry per seat, beside the usual plural ones. */
  perSeatKeys?: ReadonlySet<string>;
}

/** "handSizes" -> "Hand sizes", "deck_size" -> "Deck size", "VPTokens" -> "VP tokens". */
export function humanize(key: string): string {
  const spaced = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/([a-zA-Z])(\d)/g, "$1 $2")
    .trim()
    .toLowerCase()
    .replace(/\b(vp|id|ai|ui)\b/g, (w) => w.toUpperCase());
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The label of a field: the game's `field.<key>` translation, else the humanized key. */
export function fieldLabel(key: string, ctx: LabelCtx): string {
  const k = `field.${key}`;
  return ctx.words.has(k) ? ctx.words.t(k) : humanize(key);
}

const SEAT_KEY =
  /^(seat|winner|loser|player|currentPlayer|currentSeat|activePlayer|activeSeat|leader|owner|dealer|firstPlayer|startPlayer|starter|[a-z]+Seat)$/;

/**
 * Whether a field's integer value names a seat: by its name (`seat`, `owner`, `winner`, `*Seat`...;
 * not `turn`, often a turn counter) or because the game lists it in `seatKeys`.
 */
export function isSeatField(
  key: string,
  value: unknown,
  ctx: Pick<LabelCtx, "players" | "seatKeys">,
): value is number {
  const players = ctx.players;
  return (
    (SEAT_KEY.test(key) || ctx.seatKeys?.has(key) === true) &&
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= 0 &&
    value < players.length
  );
}

/** A player's display name ("Seat 2" when the seat is empty). */
export function seatName(seat: number, ctx: LabelCtx): string {
  const p = ctx.players[seat];
  return p?.name ? p.name : ctx.words.t("seat.empty", { n: seat + 1 });
}

/** A primitive as words: yes/no, a dash for nothing, the game's `value.<text>` translation. */
export function valueText(v: unknown, ctx: LabelCtx): string {
  if (v === null || v === undefined) return "—";
  if (typeof v === "boolean") return ctx.words.t(v ? "fb.yes" : "fb.no");
  if (typeof v === "string") {
    const k = `value.${v}`;
    return ctx.words.has(k) ? ctx.words.t(k) : v;
  }
  if (typeof v === "number") return Number.isInteger(v) ? String(v) : String(Math.round(v * 100) / 100);
  return String(v);
}
