/**
 * The lobby room: Colyseus' LobbyRoom with a bounded listing (docs/security.md "Lobby"). Each
 * client sees at most `LOBBY_MAX` tables, the most useful first (open tables waiting for players,
 * then games in progress with the most spectators); its `filter` message (a game's name) narrows
 * the listing to one game, so each game's first `LOBBY_MAX` tables can be reached.
 */
import { type Client, CloseCode, LobbyRoom } from "@colyseus/core";

/** Tables one lobby client is sent at most. */
export const LOBBY_MAX = 100;

interface Listed {
  roomId: string;
  metadata?: { status?: string; open?: boolean; spectators?: number } | null;
  createdAt?: unknown;
}

/** Open waiting tables first, then other waiting tables, then games by spectators (most first). */
export function lobbyOrder(rooms: Listed[]): Listed[] {
  const rank = (r: Listed): number =>
    r.metadata?.status === "waiting" ? (r.metadata.open ? 0 : 1) : r.metadata?.status === "playing" ? 2 : 3;
  return [...rooms].sort(
    (a, b) => rank(a) - rank(b) || (b.metadata?.spectators ?? 0) - (a.metadata?.spectators ?? 0),
  );
}

type Send = (type: string | number, message?: unknown, options?: unknown) => void;

export class StarportLobby extends LobbyRoom {
  /** Tables each client was sent (sessionId -> roomIds): updates add to it only below LOBBY_MAX. */
  private windows = new Map<string, Set<string>>();

  override filterItemsForClient(options: Parameters<LobbyRoom["filterItemsForClient"]>[0]) {
    return lobbyOrder(super.filterItemsForClient(options) as Listed[]).slice(0, LOBBY_MAX) as ReturnType<
      LobbyRoom["filterItemsForClient"]
    >;
  }

  override onJoin(client: Client, options: unknown): void {
    const window = new Set<string>();
    this.windows.set(client.sessionId, window);
    const send = client.send.bind(client) as unknown as Send;
    // Colyseus' lobby sends "rooms" (a whole listing), "+" (a table added or changed) and "-"
    client.send = ((type: string | number, message?: unknown, opts?: unknown) => {
      if (type === "rooms" && Array.isArray(message)) {
        window.clear();
        for (const r of message as Listed[]) window.add(r.roomId);
      } else if (type === "+" && Array.isArray(message)) {
        const id = String(message[0]);
        if (!window.has(id)) {
          if (window.size >= LOBBY_MAX) return;
          window.add(id);
        }
      } else if (type === "-") {
        if (!window.delete(String(message))) return;
      }
      send(type, message, opts);
    }) as Client["send"];
    super.onJoin(client, options as never);
  }

  override onLeave(client: Client): void {
    this.windows.delete(client.sessionId);
    super.onLeave(client);
  }

  /** Tells its clients to reconnect (4010) on shutdown, like the tables do. */
  override onBeforeShutdown(): void {
    this.disconnect(CloseCode.MAY_TRY_RECONNECT).catch(() => {});
  }
}
