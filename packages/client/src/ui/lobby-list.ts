/** The live list of tables from the `lobby` room (messages `rooms`, `+`, `-`), as pure data. */

export interface TableListing {
  roomId: string;
  game: string;
  title: string;
  players: number;
  seated: number;
  status: "waiting" | "playing" | "finished";
  /** Waiting with a seat nobody holds or is about to take (the server's `open`). */
  open: boolean;
  names: string[];
  spectators: number;
  botFill: number | null;
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
    spectators: typeof m.spectators === "number" ? m.spectators : 0,
    botFill: typeof m.botFill === "number" ? m.botFill : null,
    clock: m.clock === "fischer" || m.clock === "turn" ? m.clock : null,
  };
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
