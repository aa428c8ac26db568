/** The live list of tables from the `lobby` room (messages `rooms`, `+`, `-`), as pure data. */
import type { ListedSeat, TableListing as ServerListing } from "@starport/server";

/** A table as the lobby lists it: the server's listing (docs/protocol.md "Rooms") and its room id. */
export interface TableListing extends Omit<ServerListing, "mode" | "clock"> {
  roomId: string;
  /** The table's time control, if any. */
  clock: "fischer" | "turn" | null;
}

interface RawListing {
  roomId?: unknown;
  name?: unknown;
  clients?: unknown;
  maxClients?: unknown;
  metadata?: Record<string, unknown> | null;
}

/** A listing from the lobby room, or null when it is not a Starport table. */
export function readListing(raw: unknown): TableListing | null {
  const r = raw as RawListing | null;
  if (!r || typeof r.roomId !== "string") return null;
  const m = r.metadata ?? {};
  const game = typeof m.game === "string" ? m.game : typeof r.name === "string" ? r.name : "";
  if (!game || game === "lobby") return null;
  const status = m.status === "playing" || m.status === "finished" ? m.status : "waiting";
  const players = typeof m.players === "number" ? m.players : 0;
  return {
    roomId: r.roomId,
    game,
    title: typeof m.title === "string" ? m.title : game,
    players,
    seated: typeof m.seated === "number" ? m.seated : 0,
    status,
    open: typeof m.open === "boolean" ? m.open : status === "waiting" && Number(m.seated) < players,
    names: Array.isArray(m.names) ? m.names.filter((n): n is string => typeof n === "string") : [],
    seats: readSeats(m.seats),
    spectators: typeof m.spectators === "number" ? m.spectators : 0,
    botFill: typeof m.botFill === "number" ? m.botFill : null,
    clock: m.clock === "fischer" || m.clock === "turn" ? m.clock : null,
  };
}

const SEAT_KINDS: readonly ListedSeat["kind"][] = ["empty", "human", "bot"];
const BOT_REASONS: readonly ListedSeat["botReason"][] = ["", "filled", "away", "resigned", "timeout"];

/** The listing's seats, dropping malformed entries' fields to safe values. */
function readSeats(raw: unknown): ListedSeat[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((x) => {
    const o = (x ?? {}) as Record<string, unknown>;
    return {
      name: typeof o.name === "string" ? o.name : "",
      kind: SEAT_KINDS.find((k) => k === o.kind) ?? "empty",
      botReason: BOT_REASONS.find((r) => r === o.botReason) ?? "",
    };
  });
}

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
