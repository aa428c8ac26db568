/**
 * A test client that keeps its seat through a server crash the way docs/protocol.md tells browsers
 * to ("Reconnecting after a restart"): the SDK's own reconnection first; if the connection stays
 * down, or the SDK gives up (its token points at a room that died with its process), join the
 * table again by code with the same player token, which reclaims the seat.
 */
import { Client, type Room } from "@colyseus/sdk";
import { type Decoded, sleep, waitFor } from "../helpers.ts";

export interface PlayerOptions {
  /** Matchmaking endpoint(s) tried in turn (e.g. the proxy, or every process). */
  endpoints: string[];
  token: string;
  name: string;
  spectator?: boolean;
  /** How long a dropped connection may stay down before rejoining by code (ms). */
  fallbackMs?: number;
}

const MESSAGE_TYPES = ["hello", "legal", "events", "rejected", "explained", "error"] as const;

export class Player {
  room!: Room;
  code = "";
  /** Every message received, across rooms, by type. */
  readonly seen = new Map<string, unknown[]>(MESSAGE_TYPES.map((t) => [t, []]));
  /** How many times the seat was taken back by joining again (not by the SDK's reconnection). */
  rejoins = 0;
  closed = false;
  /** Why the last attempt to join again failed (for test messages). */
  lastError = "";
  private readonly o: PlayerOptions;
  private rejoining: Promise<void> | null = null;

  constructor(o: PlayerOptions) {
    this.o = o;
  }

  get options(): Record<string, unknown> {
    return { token: this.o.token, name: this.o.name, ...(this.o.spectator ? { spectator: true } : {}) };
  }

  /** Creates a table (`create`) or joins one by code, then keeps the seat. */
  async enter(how: { create: string; options?: Record<string, unknown> } | { code: string }): Promise<this> {
    const client = new Client(this.o.endpoints[0]!);
    const room =
      "create" in how
        ? await client.create(how.create, { ...this.options, ...how.options })
        : await client.joinById(how.code, this.options);
    this.attach(room);
    return this;
  }

  get state(): Decoded {
    return this.room.state as Decoded;
  }

  all<T = Decoded>(type: string): T[] {
    return this.seen.get(type) as T[];
  }

  last<T = Decoded>(type: string): T | undefined {
    return this.all<T>(type).at(-1);
  }

  /** The latest `legal` for the current version (empty when none came yet). */
  legalNow(): unknown[] {
    const l = this.last<{ version: number; moves: unknown[] }>("legal");
    return l && l.version === this.state?.version ? l.moves : [];
  }

  private attach(room: Room): void {
    this.room = room;
    this.code = room.roomId;
    room.reconnection.minUptime = 0;
    room.reconnection.minDelay = 50;
    room.reconnection.delay = 50;
    room.reconnection.maxDelay = 500;
    for (const type of MESSAGE_TYPES) room.onMessage(type, (m: unknown) => this.seen.get(type)!.push(m));
    let timer: NodeJS.Timeout | null = null;
    room.onDrop(() => {
      timer ??= setTimeout(() => this.rejoin(room), this.o.fallbackMs ?? 1500);
    });
    room.onReconnect(() => {
      if (timer) clearTimeout(timer);
      timer = null;
    });
    room.onLeave((code) => {
      if (timer) clearTimeout(timer);
      timer = null;
      // 4000: we left, or our seat moved to a newer connection of ours; anything else: rejoin
      if (code !== 4000 && !this.closed) this.rejoin(room);
    });
  }

  /** Joins the table again by code with the same token until it works (the room may be being restored). */
  private rejoin(from: Room): void {
    if (this.closed || this.room !== from || this.rejoining) return;
    from.reconnection.enabled = false;
    from.removeAllListeners();
    if (from.connection?.isOpen) from.connection.close();
    this.rejoining = (async () => {
      for (let attempt = 0; !this.closed; attempt++) {
        const endpoint = this.o.endpoints[attempt % this.o.endpoints.length]!;
        try {
          const room = await new Client(endpoint).joinById(this.code, this.options);
          this.rejoins++;
          this.attach(room);
          return;
        } catch (e) {
          this.lastError = String(e);
          await sleep(Math.min(1000, 100 * (attempt + 1)));
        }
      }
    })().finally(() => {
      this.rejoining = null;
    });
  }

  /** Waits until the room is connected and its state is at least at `version` (or any, when omitted). */
  async connected(ms = 30_000, version?: number): Promise<void> {
    await waitFor(
      () =>
        !this.rejoining &&
        this.room.connection?.isOpen === true &&
        this.state?.status !== undefined &&
        (version === undefined || this.state.version >= version),
      ms,
      `${this.o.name} connected at table ${this.code}`,
    );
  }

  async leave(): Promise<void> {
    this.closed = true;
    if (this.room?.connection?.isOpen)
      await Promise.race([this.room.leave(true).catch(() => 0), sleep(1000)]);
  }
}
