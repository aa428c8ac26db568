/**
 * One table as the page uses it: the Colyseus room, the viewer's seat, the table snapshot,
 * the scene updates (through the UpdateGate), refusals and the connection state. When the
 * connection stays down (server restart or crash, the SDK's own reconnection cannot help) it
 * joins the table again by code with the player token, which gives the seat back (reconnect.ts).
 */
import type { Client, Room } from "@colyseus/sdk";
import {
  type ClockOption,
  type JoinRequest,
  logEventsOf,
  readServerMessage,
  type SeenEvent,
  type ServerMessages,
  TABLE_ERRORS,
} from "@starport/protocol";
import type { RuleError } from "@starport/rules/core/types.ts";
import { ReceivedEvents } from "../state/log.ts";
import { readSnapshot, type TableSnapshot } from "../state/snapshot.ts";
import { type GateUpdate, UpdateGate } from "../state/update-gate.ts";
import { joinFailure } from "./errors.ts";
import { type Phase, Reconnector, type ReconnectReport } from "./reconnect.ts";

export interface Identity {
  token: string;
  name: string;
}

/** How the page asks for a table. */
export type TableRequest =
  | { kind: "quick"; game: string; players: number }
  | {
      kind: "create";
      game: string;
      players: number;
      botFillAfterSec: number | null;
      options: Record<string, unknown>;
      /** Time control (docs/protocol.md "Clocks"), null for none. */
      clock: ClockOption | null;
    }
  | { kind: "code"; code: string; spectate: boolean }
  /** A guided first game (a learn table): the game's fewest players, bots in the other seats. */
  | { kind: "learn"; game: string; players: number };

/** The connection as the page shows it (see reconnect.ts `Phase`). */
export type Connection = Phase;

type AnyRoom = Room<unknown, unknown>;

/** Joins or creates a table as asked; throws a JoinFailure. */
export async function openRoom(client: Client, req: TableRequest, who: Identity): Promise<AnyRoom> {
  try {
    const base = { token: who.token, name: who.name };
    switch (req.kind) {
      case "quick": {
        const options: JoinRequest = { ...base, players: req.players };
        return (await client.joinOrCreate(req.game, options)) as AnyRoom;
      }
      case "create": {
        const options: JoinRequest = {
          ...base,
          players: req.players,
          mode: "private",
          botFillAfterSec: req.botFillAfterSec,
          options: req.options,
          ...(req.clock ? { clock: req.clock } : {}),
        };
        return (await client.create(req.game, options)) as AnyRoom;
      }
      case "learn": {
        const options: JoinRequest = { ...base, players: req.players, mode: "learn" };
        return (await client.create(req.game, options)) as AnyRoom;
      }
      case "code": {
        const options: JoinRequest = { ...base, spectator: req.spectate || undefined };
        return (await client.joinById(req.code, options)) as AnyRoom;
      }
    }
  } catch (err) {
    throw joinFailure(err);
  }
}

export interface SessionEvents {
  /** The snapshot changed (any synced field). */
  snapshot(s: TableSnapshot): void;
  /** A scene update is due (see UpdateGate). */
  update(u: GateUpdate<unknown, SeenEvent>): void;
  /** A move was refused. */
  rejected(e: ServerMessages["rejected"]): void;
  /** A non-move message was refused (chat too long, rate limited, not owner...). */
  error(e: ServerMessages["error"]): void;
  connection(c: Connection, detail: ReconnectReport): void;
  /** The seat this viewer holds changed (hello after a join or rejoin). */
  seat(seat: number | null): void;
  /** A learn table suggests a move for the viewer's turn. */
  hint(h: ServerMessages["hint"]): void;
}

const key = (x: unknown): string => JSON.stringify(x);

export class TableSession {
  readonly code: string;
  seat: number | null = null;
  game = "";
  rulesVersion = "";
  snapshot: TableSnapshot | null = null;
  connection: Connection = "online";
  readonly received = new ReceivedEvents();
  private room: AnyRoom;
  private readonly client: Client;
  private readonly who: Identity;
  private readonly on: SessionEvents;
  private readonly gate: UpdateGate<unknown, SeenEvent>;
  private explains: { key: string; resolve: (e: RuleError | null) => void }[] = [];
  private readonly spectateOnRejoin: boolean;
  private readonly reconnector: Reconnector<AnyRoom>;
  private disposed = false;
  private takenElsewhere = false;
  /** `events` messages that came ahead of the state patch of their version, by version. */
  private readonly early = new Map<number, SeenEvent[]>();
  /** The version of the last state seen on this connection (null before the first, and after a drop). */
  private lastVersion: number | null = null;
  /** Server clock minus this page's clock (ms), from `hello.serverTime`. */
  serverOffset = 0;

  constructor(client: Client, room: AnyRoom, who: Identity, on: SessionEvents, spectate: boolean) {
    this.client = client;
    this.room = room;
    this.code = room.roomId;
    this.who = who;
    this.on = on;
    this.spectateOnRejoin = spectate;
    const timers = {
      set: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clear: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
    };
    this.gate = new UpdateGate((u) => this.on.update(u), timers);
    this.reconnector = new Reconnector<AnyRoom>({
      join: () =>
        openRoom(this.client, { kind: "code", code: this.code, spectate: this.spectateOnRejoin }, this.who),
      adopt: (r) => {
        this.takenElsewhere = false;
        this.gate.reset();
        this.connectionBroken();
        this.attach(r);
      },
      report: (r) => this.setConnection(r.phase, r),
      takenElsewhere: () => this.takenElsewhere,
      timers,
      now: () => Date.now(),
    });
    this.attach(room);
    this.reconnector.watch(room);
  }

  /** The server's clock now (ms since epoch), as well as this page knows it. */
  serverNow(): number {
    return Date.now() + this.serverOffset;
  }

  /** The current room (for tests and diagnostics). */
  get currentRoom(): AnyRoom {
    return this.room;
  }

  /** Listens to one server message, read with the protocol's schema (a payload that does not fit is dropped). */
  private listen<K extends keyof ServerMessages>(
    room: AnyRoom,
    type: K,
    handle: (p: ServerMessages[K]) => void,
  ): void {
    room.onMessage(type, (raw: unknown) => {
      const p = readServerMessage(type, raw);
      if (p) handle(p);
      else console.warn(`starport: malformed "${type}" message dropped`, raw);
    });
  }

  private attach(room: AnyRoom): void {
    this.room = room;
    this.listen(room, "hello", (p) => {
      this.serverOffset = p.serverTime - Date.now();
      this.seat = p.seat;
      this.game = p.game;
      this.rulesVersion = p.rulesVersion;
      this.gate.seated = this.seat !== null;
      this.on.seat(this.seat);
      this.refresh();
    });
    this.listen(room, "legal", (p) => this.gate.legalMoves(p.version, p.moves));
    this.listen(room, "events", (p) => {
      // sent ahead of its patch: handed on once the state shows its version (eventsReached)
      if (!this.snapshot || p.version > this.snapshot.version) this.early.set(p.version, p.events);
      else this.moveEvents(p.version, p.events);
    });
    this.listen(room, "rejected", (p) => this.on.rejected(p));
    this.listen(room, "hint", (p) => this.on.hint(p));
    this.listen(room, "explained", (p) => {
      const k = key(p.move);
      const i = Math.max(
        0,
        this.explains.findIndex((e) => e.key === k),
      );
      const [pending] = this.explains.splice(i, 1);
      pending?.resolve(p.error);
    });
    this.listen(room, "error", (p) => {
      if (p.code === TABLE_ERRORS.SEAT_TAKEN_ELSEWHERE) this.takenElsewhere = true;
      this.on.error(p);
    });
    room.onStateChange(() => this.refresh());
    if (room.state) this.refresh();
  }

  private refresh(): void {
    const state = this.room.state as { toJSON?: () => unknown } | undefined;
    if (!state) return;
    const json = typeof state.toJSON === "function" ? state.toJSON() : state;
    // A room just joined (a rejoin after a restart) holds an empty state until its first full
    // state arrives: every table's state names its code, so an empty one is not the table yet.
    if (!(json as { code?: unknown }).code) return;
    const from = this.lastVersion;
    this.snapshot = readSnapshot(json, this.seat);
    this.lastVersion = this.snapshot.version;
    this.gate.state(this.snapshot.version);
    this.on.snapshot(this.snapshot);
    this.eventsReached(this.snapshot, from);
  }

  /**
   * The events of the version the state reached, handed on after its snapshot: the `events`
   * message that came ahead of the patch, else, when the state moved on by one move on this
   * connection, that move's public events from the log (docs/protocol.md "After an accepted
   * move"). A full state that skips moves (a reconnection) brings no events: they were not seen.
   */
  private eventsReached(snap: TableSnapshot, from: number | null): void {
    const v = snap.version;
    const sent = this.early.has(v);
    for (const w of [...this.early.keys()].sort((a, b) => a - b)) {
      if (w > v) continue;
      const events = this.early.get(w)!;
      this.early.delete(w);
      this.moveEvents(w, events);
    }
    if (!sent && from === v - 1) this.moveEvents(v, logEventsOf(snap.log, v));
  }

  /** The events of move `version` as this viewer saw them: for the log in words and the board. */
  private moveEvents(version: number, events: SeenEvent[]): void {
    this.received.add(version, events);
    this.gate.events(version, events);
    if (this.snapshot) this.on.snapshot(this.snapshot);
  }

  /** Messages were lost or the room changed: the next state is a full one, not a move's patch. */
  private connectionBroken(): void {
    this.lastVersion = null;
    this.early.clear();
  }

  private setConnection(c: Connection, detail: ReconnectReport): void {
    if (this.disposed) return;
    if (c !== "online") this.connectionBroken();
    this.connection = c;
    this.on.connection(c, detail);
  }

  /** Joins the table again by code now (the token reclaims the seat): Rejoin, Play here instead. */
  rejoin(): void {
    this.reconnector.rejoinNow();
  }

  /** Sends a move for the current version. */
  send(move: unknown): void {
    this.room.send("move", { version: this.snapshot?.version ?? 0, move });
  }

  /** Asks the server why `move` would be refused. */
  explain(move: unknown): Promise<RuleError | null> {
    return new Promise((resolve) => {
      this.explains.push({ key: key(move), resolve });
      this.room.send("explain", { move });
    });
  }

  chat(text: string): void {
    this.room.send("chat", { text });
  }

  /** Table owner: fill the empty seats with bots and start. */
  start(): void {
    this.room.send("start", {});
  }

  resign(): void {
    this.room.send("resign", {});
  }

  /** After a timeout (policy "bot"): take the seat back from the bot without moving yet. */
  back(): void {
    this.room.send("back", {});
  }

  /** Leaves the table for good (a seat in a running game goes to a bot after the server's grace). */
  async leave(): Promise<void> {
    this.dispose();
    try {
      await this.room.leave(true);
    } catch {
      // already closed
    }
  }

  /** Stops timers and stops reporting; the room is not left (see leave()). */
  dispose(): void {
    this.disposed = true;
    this.gate.dispose();
    this.reconnector.dispose();
    for (const e of this.explains) e.resolve({ code: "NO_ANSWER", message: "No answer from the server." });
    this.explains = [];
  }
}
