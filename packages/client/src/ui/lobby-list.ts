/** The live list of tables from the `lobby` room (messages `rooms`, `+`, `-`), as pure data. */
import { type ListedSeat, type TableListing as Listing, readListing } from "@starport/protocol";

/** A table as the lobby lists it: the server's listing (docs/protocol.md "Rooms") and its room id. */
export type TableListing = Listing & { roomId: string };

type Words = (key: string, params?: Record<string, string | number>) => string;

/**
 * Who plays a table, in words: "2 players: Ana vs a bot", "3 players: Ana, Ben (bot), a bot"
 * (a bot playing for a player who left keeps the player's name). Empty when the listing has no seats.
 */
export function whoPlays(seats: readonly ListedSeat[], t: Words): string {
  if (seats.length === 0) return "";
  const label = (s: ListedSeat): string =>
    s.kind === "empty"
      ? t("lobby.openSeat")
      : s.kind === "bot"
        ? s.botReason === "filled" || !s.name
          ? t("lobby.aBot")
          : t("lobby.botFor", { name: s.name })
        : s.name;
  const labels = seats.map(label);
  const players =
    labels.length === 2 ? t("lobby.versus", { a: labels[0]!, b: labels[1]! }) : labels.join(", ");
  return t("lobby.whoPlays", { n: seats.length, players });
}

/** The current list, kept up to date by the lobby's messages. */
export class LobbyList {
  private readonly byId = new Map<string, TableListing>();

  /** `rooms`: the full list. */
  reset(rooms: unknown): void {
    this.byId.clear();
    if (Array.isArray(rooms)) for (const r of rooms) this.add(r);
  }

  /** `+`: [roomId, listing] added or changed. */
  plus(msg: unknown): void {
    if (!Array.isArray(msg)) return;
    const [roomId, listing] = msg as [unknown, Record<string, unknown> | undefined];
    if (typeof roomId !== "string" || !listing) return;
    const l = readListing({ ...listing, roomId });
    if (l) this.byId.set(roomId, l);
    else this.byId.delete(roomId);
  }

  /** `-`: roomId removed. */
  minus(roomId: unknown): void {
    if (typeof roomId === "string") this.byId.delete(roomId);
  }

  private add(raw: unknown): void {
    const l = readListing(raw);
    if (l) this.byId.set(l.roomId, l);
  }

  /** Open tables (waiting with a free seat), fullest first, then games in progress. */
  sections(): { open: TableListing[]; playing: TableListing[] } {
    const all = [...this.byId.values()];
    const open = all
      .filter((l) => l.status === "waiting" && l.open)
      .sort((a, b) => b.seated / b.players - a.seated / a.players || a.roomId.localeCompare(b.roomId));
    const playing = all
      .filter((l) => l.status === "playing" || (l.status === "waiting" && !l.open))
      .sort((a, b) => a.title.localeCompare(b.title) || a.roomId.localeCompare(b.roomId));
    return { open, playing };
  }
}
