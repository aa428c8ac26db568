/** What the lobby and matchmaking know of a table (protocol `TableListing`), from its state. */
import type { BotReason, SeatKind, TableListing, TableMode, TableStatus } from "@starport/protocol";
import type { GameRoomState } from "./state.ts";

export interface ListingFacts {
  game: string;
  title: string;
  /** A quick-play newcomer could be seated now (waiting, free seat not held, players present). */
  open: boolean;
  botFill: number | null;
  clock: TableListing["clock"];
}

export function listingOf(state: GameRoomState, f: ListingFacts): TableListing {
  const seats = state.seats;
  return {
    game: f.game,
    title: f.title,
    players: seats.length,
    mode: state.mode as TableMode,
    open: f.open,
    seated: seats.filter((s) => s.kind === "human").length,
    status: state.status as TableStatus,
    names: seats.filter((s) => s.kind !== "empty").map((s) => s.name),
    seats: seats.map((s) => ({
      name: s.name,
      kind: s.kind as SeatKind,
      botReason: s.botReason as BotReason,
    })),
    spectators: state.spectators,
    botFill: f.botFill,
    clock: f.clock,
  };
}
