/**
 * One generic table for every GameDef (docs/protocol.md). It owns the authoritative game state,
 * the move log and the version counter; it mirrors the public view into the synced state and each
 * seat's private view into that seat's `.view()` map, seen only through that seat's StateView.
 */
import { randomBytes } from "node:crypto";
import {
  type AuthContext,
  type Client,
  ClientState,
  CloseCode,
  type Deferred,
  ErrorCode,
  matchMaker,
  Protocol,
  Room,
  type RoomException,
  type RoomMethodName,
  ServerError,
} from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import type { ClockConfig } from "@starport/protocol";
import {
  type BotReason,
  backMessage,
  chatMessage,
  explainMessage,
  fullTime,
  LOG_KEEP,
  logLineText,
  moveMessage,
  refusal,
  resignMessage,
  type SeatKind,
  type ServerMessages,
  startMessage,
  TABLE_ERRORS,
  type TableListing,
  type TableMode,
  type TableStatus,
} from "@starport/protocol";
import {
  type AnyGameDef,
  applyChecked,
  canonicalJson,
  diffFlat,
  eventsFor,
  type FlatView,
  flatten,
  type GameEvent,
  type Outcome,
  PLATFORM_ERRORS,
  type Result,
  type Rng,
  type RuleError,
  replayFailureText,
  replayMoves,
  rngFromSeed,
  type Seat,
  SPECTATOR,
  stateHash,
  type Viewer,
  viewFor,
  withForfeits,
} from "@starport/rules";
import type { z } from "zod";
import type { BotPool } from "./bot-pool.ts";
import { TableChat, trimChat, uniqueName } from "./chat.ts";
import {
  advance,
  type ClockRun,
  clockConfig,
  expired,
  nextDeadline,
  reclaimFloor,
  settle,
  startClock,
} from "./clock.ts";
import { hashToken, matchId as newMatchId, randomCode } from "./ids.ts";
import { type CheckedJoin, checkJoin, matchmakeMethod } from "./join.ts";
import { ADDRESS_HEADER, type Limits, type RateWindow } from "./limits.ts";
import type { Logger } from "./log.ts";
import { ChatLine, GameRoomState, SeatState } from "./state.ts";
import {
  type ClockRecord,
  type Forfeit,
  type MatchEnd,
  type MatchStore,
  type MatchUpdate,
  type MoveRecord,
  type SeatRecord,
  STORE_ERRORS,
  type StoredMatch,
  StoreError,
} from "./store.ts";
import { admit, CREATOR_KEY, type Creator, type Holdings, refuseOverCap } from "./table-guard.ts";
import { seedHashOf } from "./verify.ts";

/** What every table of one game shares: the game and the server's settings. */
export interface TableContext {
  def: AnyGameDef;
  botDelayMs: number;
  reconnectSeconds: number;
  maxSpectators: number;
  logger: Logger;
  store: MatchStore;
  /** This process's id: the owner of the leases of its tables' matches. */
  owner(): string;
  /** How long a lease lasts from each write or heartbeat (ms). */
  leaseMs: number;
  /** A waiting table with no seated player is closed after this long (ms). */
  idleWaitingMs: number;
  /** A finished table is closed after this long (ms); its match stays in the store. */
  finishedKeepMs: number;
  /** Matches handed to new rooms by the recovery (restore option -> match). */
  restores: Map<string, StoredMatch>;
  /** This process's tables (the recovery checks their leases). */
  live: Set<TableRoom>;
  /** Wall clock (ms since epoch): chat times, move times, clocks. */
  now(): number;
  /** Rates and caps per client (docs/security.md). */
  limits: Limits;
  /** Tables created per player token (a process-wide window, shared by every game). */
  createsByToken: RateWindow;
  /** Matchmaking requests per player token (process-wide). */
  joinsByToken: RateWindow;
  /** Clients closed for malformed frames, per table: how many get a log line. */
  kicks: RateWindow;
  /** Where bots decide (worker threads). */
  bots: BotPool;
  /** Unfinished tables per creator (process-wide). */
  holdings: Holdings;
}

/** What the operator route shows of a live table (never sent to players: the hash covers hidden state). */
export interface OperatorSnapshot {
  code: string;
  matchId: string;
  game: string;
  status: string;
  version: number;
  /** `stateHash` of the full game state, or null while waiting. */
  stateHash: string | null;
  /** The state this room was restored to from the store, if it was. */
  restored: { version: number; stateHash: string } | null;
  processId: string;
}

/** Prefix of the error of a restore whose stored moves do not replay (rules changed, data broken). */
export const REPLAY_FAILED = "REPLAY_FAILED";

/** Frame kinds a client may send: messages, the join acknowledgement, pings and leaving. */
const PROTOCOL_FRAMES = new Set<number>([
  Protocol.ROOM_DATA,
  Protocol.JOIN_ROOM,
  Protocol.PING,
  Protocol.LEAVE_ROOM,
]);
/**
 * Close codes of a client that broke the protocol: 4002 (a malformed message, our kick) and the
 * WebSocket's own 1002 protocol error, 1003 unsupported data, 1007 invalid data, 1008 policy and
 * 1009 a frame over the size limit.
 */
const PROTOCOL_BREACHES = new Set<number>([CloseCode.WITH_ERROR, 1002, 1003, 1007, 1008, 1009]);
/** Clients whose socket was closed for a protocol breach (`watchBreaches`). */
const breached = new WeakSet<object>();
/** Low bits of a frame's first byte: its kind (Colyseus' PROTOCOL_CODE_MASK). */
const PROTOCOL_CODE_MASK = 0x1f;
/** Kicks logged per table per minute; the rest are counted in one `limit.burst` line. */
const KICK_LOG_PER_MINUTE = 3;
/** Cuts client-chosen text that goes into a log line. */
const clip = (s: string, max = 80): string => (s.length > max ? `${s.slice(0, max)}…(${s.length})` : s);

/** How long a shutting-down table waits for the store to keep its match. */
const STORE_SHUTDOWN_MS = 10_000;
/** Soft time budget given to a bot for one decision. */
const BOT_BUDGET_MS = 100;

interface ClientData {
  seat: Seat | null;
  name: string;
}

/** Server-side facts about a seat that never go into the synced state. */
interface Slot {
  tokenHash: string | null;
  /** Session currently holding the seat: connected, or inside its reconnection window. */
  sessionId: string | null;
  reconnection: Deferred<Client> | null;
  /** Resigned or lost on time: ranked last, a bot plays the seat to the end. */
  forfeit: Forfeit | null;
  botTimer: NodeJS.Timeout | null;
  botRng: Rng | null;
}

/** A client of a table: its seat, and the messages it may be sent (docs/protocol.md). */
type TableClient = Client<{ userData: ClientData; messages: ServerMessages }>;

const rule = (code: string, message: string): RuleError => ({ code, message });

const emptySlot = (): Slot => ({
  tokenHash: null,
  sessionId: null,
  reconnection: null,
  forfeit: null,
  botTimer: null,
  botRng: null,
});

/** A table room class bound to one game and the server's settings. */
export function tableRoomFor(ctx: TableContext): typeof TableRoom {
  return class BoundTableRoom extends TableRoom {
    override ctx = ctx;

    /**
     * Checks join options before any matchmaking (refusals in docs/security.md); quick-play only
     * matches tables with a free seat. Stamps the address the HTTP gate saw for onCreate's caps.
     */
    static override async onAuth(_token: string, options: unknown, context: AuthContext): Promise<unknown> {
      const method = matchmakeMethod(context?.req);
      const o = admit(ctx, options, method, context?.headers?.get(ADDRESS_HEADER) ?? null);
      if (method === "joinOrCreate" || method === "join") {
        o.open = true;
        o.quick = true;
      }
      return true;
    }
  };
}

export class TableRoom extends Room<{ state: GameRoomState; metadata: TableListing; client: TableClient }> {
  /** Set by the subclass `tableRoomFor` makes. */
  ctx!: TableContext;

  override state = new GameRoomState();
  override maxMessagesPerSecond = 20;

  private slots: Slot[] = [];
  private game: unknown = null;
  private seed = "";
  private tableOptions: unknown = {};
  private startedAt = 0;
  private publicFlat: FlatView = new Map();
  private privateFlat: FlatView[] = [];
  private lastListing = "";
  private timers = new Set<NodeJS.Timeout>();
  /** Quick-play seat reservations not yet joined: sessionId -> expiry timer. */
  private holds = new Map<string, NodeJS.Timeout>();
  /** The chat's rates (chat.ts, docs/protocol.md "Chat"). */
  private chatPolicy = new TableChat();
  /** The process is shutting down (or lost the match): players keep their seats, no bot takes over. */
  private closing = false;
  /** A start is being written to the store: no seat changes hands meanwhile. */
  private starting = false;
  private botFill: number | null = null;
  /** The bot-fill wait is over (its timer fired): bots fill the empty seats once a player is there. */
  private botFillDue = false;
  /** Every change of the game, seats' control or clock runs through this queue, one at a time. */
  private queue: Promise<void> = Promise.resolve();
  private clockCfg: ClockConfig | null = null;
  private clockRun: ClockRun | null = null;
  private clockTimer: NodeJS.Timeout | null = null;
  private restored: OperatorSnapshot["restored"] = null;
  private idleCheck = false;
  /** A timer waits to abort a game nobody is connected to (`watchAbandonedPlay`). */
  private abandonCheck = false;
  /** A public table taken out of the lobby because it is abandoned (`abandoned()`). */
  private hidden = false;
  /** When this room started or restored its match (ms since epoch). */
  private playingSince = 0;
  /** Who created this table (caps per address and per token); null for a restored match. */
  creator: Creator | null = null;
  /** This table counts in `ctx.holdings` until it finishes or closes. */
  private holding = false;

  /**
   * Every message type and its one validation path (docs/security.md "Inbound frames"): a payload
   * that fails its schema closes the sender's connection with 4002, like an unknown type; the
   * refusal is logged without a stack, a few lines per table per minute at most.
   */
  override messages = {
    move: this.inbound(moveMessage, (client, msg) => {
      this.enqueue("move", () => this.onMove(client, msg));
    }),
    explain: this.inbound(explainMessage, (client, msg) => this.onExplain(client, msg.move)),
    chat: this.inbound(chatMessage, (client, msg) => this.onChat(client, msg.text)),
    start: this.inbound(startMessage, (client) => this.onStart(client)),
    resign: this.inbound(resignMessage, (client) => {
      this.enqueue("resign", () => this.onResign(client));
    }),
    back: this.inbound(backMessage, (client) => {
      this.enqueue("back", () => this.onBack(client));
    }),
    _: (client: TableClient, type: unknown) =>
      this.malformed(client, `unknown message type ${clip(String(type))}`),
  };

  private inbound<T>(schema: z.ZodType<T>, handle: (client: TableClient, msg: T) => unknown) {
    return (client: TableClient, raw: unknown): void => {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        this.malformed(
          client,
          `bad payload: ${clip(`${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`)}`,
        );
        return;
      }
      handle(client, parsed.data);
    };
  }

  /**
   * The socket library closes a connection that sent a frame over the size limit (1009 for the
   * client) without a close handshake: the room sees 1006, as for a lost network. Its `error`
   * event says which; such a client gets no reconnection window either.
   */
  private watchBreaches(client: TableClient): void {
    const ws = client.ref as unknown as { on?: (ev: "error", fn: (e: { code?: string }) => void) => void };
    ws.on?.("error", (e) => {
      if (e?.code?.startsWith("WS_ERR_")) breached.add(client);
    });
  }

  private releaseHolding(): void {
    if (!this.holding || !this.creator) return;
    this.holding = false;
    this.ctx.holdings.remove(this.creator);
  }

  /** Closes a client that sent a malformed frame (4002: no reconnection window). */
  private malformed(client: TableClient, reason: string): void {
    if (this.ctx.kicks.take(this.roomId, KICK_LOG_PER_MINUTE)) {
      this.log("warn", "client.kicked", { session: client.sessionId, reason });
    }
    client.leave(CloseCode.WITH_ERROR);
  }

  /**
   * Frames other than messages, joins, pings and leaves (requests, raw bytes, inputs) are not part
   * of the protocol: their sender is closed like for a malformed message, before Colyseus answers
   * them (it would answer a request with its validation errors and keep the connection).
   * `_onMessage` is Colyseus' private entry point for a client's frames (bound at each join);
   * test/hostile-ws.test.ts fails if an upgrade stops routing frames through it.
   */
  private installFrameGuard(): void {
    type OnMessage = (client: TableClient, buffer: Buffer) => void;
    const self = this as unknown as { _onMessage: OnMessage };
    const base: OnMessage = self._onMessage.bind(this);
    self._onMessage = (client, buffer) => {
      const code = buffer && buffer.length > 0 ? buffer[0]! & PROTOCOL_CODE_MASK : -1;
      if (PROTOCOL_FRAMES.has(code)) return base(client, buffer);
      if (client.state === ClientState.LEAVING) return;
      this.malformed(client, `frame kind ${code} is not part of the protocol`);
    };
  }

  /**
   * A reconnection token resumes a seat whose connection dropped; it never displaces a live
   * connection (Colyseus would close that player with 4002). Taking a live seat over needs the
   * player token (a join by code, `claimSeat`).
   */
  override checkReconnectionToken(reconnectionToken: string): string {
    const live = this.clients.find((c) => c.reconnectionToken === reconnectionToken);
    if (live && live.state !== ClientState.RECONNECTING) {
      this.log("warn", "reconnection.refused", { session: live.sessionId, why: "connection is live" });
      return ""; // Colyseus answers "reconnection token invalid or expired"
    }
    return super.checkReconnectionToken(reconnectionToken);
  }

  private get def(): AnyGameDef {
    return this.ctx.def;
  }

  /** Runs `fn` after every change queued before it; errors are logged, never thrown. */
  private enqueue(what: string, fn: () => Promise<unknown> | unknown): Promise<void> {
    const run = this.queue.then(async () => {
      try {
        await fn();
      } catch (e) {
        this.log("error", "table.exception", { method: what, error: (e as Error).stack ?? String(e) });
      }
    });
    this.queue = run;
    return run;
  }

  // ---- lifecycle -------------------------------------------------------------------------

  override async onCreate(options: unknown): Promise<void> {
    const restoreKey = (options as { restore?: unknown } | null)?.restore;
    const stored = typeof restoreKey === "string" ? this.ctx.restores.get(restoreKey) : undefined;
    if (stored) {
      this.ctx.live.add(this);
      this.ctx.restores.delete(restoreKey as string);
      this.restoreFrom(stored);
      return;
    }
    const o = checkJoin(this.def, options);
    const address = (options as Record<string, unknown>)[CREATOR_KEY];
    this.creator = {
      address: typeof address === "string" ? address : "local",
      tokenHash: hashToken(o.token),
    };
    refuseOverCap(this.ctx, this.creator);
    this.ctx.holdings.add(this.creator);
    this.holding = true;
    this.ctx.live.add(this);
    this.roomId = await this.freshCode();
    this.tableOptions = o.tableOptions;
    this.clockCfg = o.clock ? clockConfig(o.clock) : null;
    const s = this.state;
    s.game = this.def.id;
    s.code = this.roomId;
    s.mode = o.mode ?? "public";
    this.setSeats(o.seats);
    if (s.mode === "private") await this.setPrivate(true);
    const botFill = o.botFillAfterSec ?? null;
    this.botFill = botFill;
    if (botFill !== null) {
      // the deadline counts from the table's creation; 0 = bots as soon as a player is seated
      s.botFillAt = this.ctx.now() + Math.round(botFill * 1000);
      this.later(botFill * 1000, () => {
        this.botFillDue = true;
        this.maybeBotFill();
      });
    }
    this.showClock();
    this.metadata = this.listing();
    this.lastListing = JSON.stringify(this.metadata);
    this.installSeatHolds();
    this.installFrameGuard();
    this.log("info", "table.created", {
      seats: o.seats,
      mode: s.mode,
      botFill,
      clock: this.clockCfg?.kind ?? null,
    });
  }

  private setSeats(n: number): void {
    // Spectators are capped in onJoin; this headroom keeps Colyseus from ever locking the room
    // (a locked room refuses joinById, which a player reclaiming a seat needs).
    this.maxClients = 2 * n + this.ctx.maxSpectators + 5;
    for (let i = 0; i < n; i++) {
      this.state.seats.push(new SeatState());
      this.slots.push(emptySlot());
      this.privateFlat.push(new Map());
    }
  }

  override onJoin(client: TableClient, options: unknown): void {
    const o: CheckedJoin = checkJoin(this.def, options);
    const held = this.holds.has(client.sessionId);
    this.releaseHold(client.sessionId);
    const hash = hashToken(o.token);
    let seat: Seat | null = this.slots.findIndex((sl) => sl.tokenHash === hash);
    if (seat >= 0) {
      this.claimSeat(seat, client, o.name);
    } else if (this.abandoned()) {
      // only a player of the table may come back to it (docs/protocol.md "Seats and the table's life")
      throw new ServerError(
        ErrorCode.MATCHMAKE_INVALID_CRITERIA,
        refusal(TABLE_ERRORS.TABLE_ABANDONED, "the players of this table left before it started"),
      );
    } else {
      seat = null;
      const free = this.freeSeats();
      if (
        !o.spectator &&
        this.state.status === "waiting" &&
        !this.starting &&
        free.length > 0 &&
        (held || free.length > this.holds.size)
      ) {
        seat = free[0]!;
        this.slots[seat]!.tokenHash = hash;
        this.claimSeat(seat, client, o.name);
        if (this.state.owner < 0) this.state.owner = seat;
      } else if (this.state.spectators >= this.ctx.maxSpectators) {
        throw new ServerError(
          ErrorCode.MATCHMAKE_INVALID_CRITERIA,
          refusal(TABLE_ERRORS.TABLE_FULL, `this table already has ${this.ctx.maxSpectators} spectators`),
        );
      }
    }
    // a seated player's name is the seat's (made unique by claimSeat); a spectator's is unique too
    const name = seat === null ? this.uniqueName(o.name, null) : this.state.seats[seat]!.name;
    client.userData = { seat, name };
    this.watchBreaches(client);
    client.view = new StateView();
    if (seat !== null) client.view.add(this.state.seats[seat]!);
    else this.state.spectators++;
    this.sendHello(client);
    this.log("info", seat === null ? "spectator.joined" : "seat.joined", { session: client.sessionId, seat });
    if (this.state.status === "waiting" && !this.starting && this.freeSeats().length === 0) {
      this.enqueue("start", () => this.start("table full"));
    } else this.maybeBotFill();
    this.updateListing();
    this.watchIdle();
    this.scheduleBots(); // a player is back: paused bots play on
  }

  override async onDrop(client: TableClient, code?: number): Promise<void> {
    const seat = client.userData?.seat ?? null;
    this.log("info", "client.dropped", { session: client.sessionId, seat, code });
    // A client closed for breaking the protocol (a malformed message, a frame over the size limit)
    // gets no reconnection window: onLeave follows.
    if ((code !== undefined && PROTOCOL_BREACHES.has(code)) || breached.has(client)) return;
    const slot = seat === null ? null : this.ownSlot(seat, client);
    if (seat !== null && slot) {
      this.state.seats[seat]!.connected = false;
      this.updateListing();
    }
    try {
      const pending = this.allowReconnection(client, this.ctx.reconnectSeconds);
      if (slot) slot.reconnection = pending;
      await pending;
    } catch {
      // expired, reclaimed by a new connection, or shutting down: onLeave follows
    }
  }

  override onReconnect(client: TableClient): void {
    this.watchBreaches(client);
    const seat = client.userData?.seat ?? null;
    if (seat !== null) {
      const slot = this.ownSlot(seat, client);
      if (slot) {
        slot.reconnection = null;
        this.state.seats[seat]!.connected = true;
      }
    }
    this.log("info", "client.reconnected", { session: client.sessionId, seat });
    this.sendHello(client);
    this.maybeBotFill();
    this.scheduleBots();
    this.updateListing();
  }

  override onLeave(client: TableClient, code?: number): void {
    const data = client.userData;
    this.chatPolicy.forget(client.sessionId);
    if (!data) return;
    if (data.seat === null) {
      this.state.spectators = Math.max(0, this.state.spectators - 1);
      this.updateListing();
      return;
    }
    const seat = data.seat;
    const slot = this.ownSlot(seat, client);
    this.log("info", "seat.left", { session: client.sessionId, seat, code, held: slot !== null });
    if (!slot) return; // the seat already belongs to a newer connection of the same player
    slot.sessionId = null;
    slot.reconnection = null;
    const st = this.state.seats[seat]!;
    st.connected = false;
    if (this.state.status === "waiting" && !this.starting) {
      slot.tokenHash = null;
      st.name = "";
      st.kind = "empty";
      if (this.state.owner === seat) this.state.owner = this.slots.findIndex((_, i) => this.isHuman(i));
      if (this.humans() === 0) {
        // the last player left before the start: nobody is left to play, the table goes at once
        this.log("info", "table.abandoned", { status: "waiting", after: "last player left" });
        this.closing = true;
        this.updateListing();
        this.disconnect().catch(() => {});
        return;
      }
    } else if (this.state.status === "playing" && st.kind === "human" && !this.closing) {
      this.botTakes(seat, "away");
    }
    this.updateListing();
    this.watchIdle();
  }

  override onDispose(): void {
    this.ctx.live.delete(this);
    this.releaseHolding();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const t of this.holds.values()) clearTimeout(t);
    this.holds.clear();
    for (const slot of this.slots) if (slot.botTimer) clearTimeout(slot.botTimer);
    this.stopClockTimer();
    this.log("info", "table.disposed", { status: this.state.status, version: this.state.version });
  }

  /** On shutdown: write the unfinished match's seats and clock, then tell clients they may reconnect. */
  override onBeforeShutdown(): void {
    this.closing = true;
    this.stopBots();
    this.stopClockTimer();
    void this.enqueue("suspend", async () => {
      if (this.state.status === "playing") {
        try {
          await withTimeout(
            this.ctx.store.updateMatch(this.state.matchId, this.facts(), this.ctx.owner()),
            STORE_SHUTDOWN_MS,
          );
          this.log("info", "table.suspended", { version: this.state.version });
        } catch (e) {
          this.log("error", "store.failed", { op: "suspend", error: String(e) });
        }
      }
    }).then(() =>
      this.disconnect(CloseCode.MAY_TRY_RECONNECT).catch((e) =>
        this.log("error", "table.shutdown_failed", { error: String(e) }),
      ),
    );
  }

  override onUncaughtException(error: RoomException, methodName: RoomMethodName): void {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof ServerError) {
      // a deliberate refusal (bad join options, table full): the client is told, nothing broke
      this.log("info", "table.refused", { method: methodName, message: cause.message });
      return;
    }
    this.log("error", "table.exception", {
      method: methodName,
      error: (cause as Error | undefined)?.stack ?? error.stack ?? String(error),
    });
  }

  /** Called by the recovery when another process took this match's lease: stop at once, write nothing. */
  leaseLost(): void {
    if (this.closing) return;
    this.closing = true;
    this.stopBots();
    this.stopClockTimer();
    this.log("warn", "table.lease_lost", { matchId: this.state.matchId, version: this.state.version });
    this.disconnect(CloseCode.MAY_TRY_RECONNECT).catch(() => {});
  }

  /** The match this room plays and since when (this process's clock), if it is being played. */
  playingMatch(): { id: string; since: number } | null {
    return this.state.status === "playing" && !this.closing
      ? { id: this.state.matchId, since: this.playingSince }
      : null;
  }

  /** For the operator route: the full state's hash and where this room came from. */
  operatorSnapshot(): OperatorSnapshot {
    return {
      code: this.roomId,
      matchId: this.state.matchId,
      game: this.def.id,
      status: this.state.status,
      version: this.state.version,
      stateHash: this.state.status === "waiting" ? null : stateHash(this.game),
      restored: this.restored,
      processId: this.ctx.owner(),
    };
  }

  // ---- restore ---------------------------------------------------------------------------

  /** Rebuilds a match being played from the store: same code, seats, bots, moves and clock. */
  private restoreFrom(m: StoredMatch): void {
    this.roomId = m.code;
    this.tableOptions = m.options;
    this.clockCfg = m.clock?.config ?? null;
    const s = this.state;
    s.game = this.def.id;
    s.code = m.code;
    s.mode = m.mode;
    this.setSeats(m.players);
    if (m.mode === "private") this.setPrivate(true).catch(() => {});
    // replay, keeping the public events for the log
    const log: string[] = [];
    const replayed = replayMoves(this.def, m, m.moves, ({ index, events }) => {
      if (index === null) return;
      for (const e of eventsFor(events, SPECTATOR)) log.push(logLineText({ version: index + 1, event: e }));
    });
    if (replayed.failure) throw new Error(`${REPLAY_FAILED}: ${replayFailureText(replayed.failure)}`);
    const game = replayed.state;
    this.game = game;
    this.seed = m.seed;
    this.startedAt = m.startedAt;
    s.matchId = m.id;
    s.seedHash = m.seedHash;
    s.version = m.version;
    s.owner = m.owner;
    for (const line of log.slice(-LOG_KEEP)) s.log.push(line);
    m.seats.forEach((rec, i) => {
      const st = s.seats[i]!;
      const slot = this.slots[i]!;
      st.name = rec.name;
      st.kind = rec.kind;
      st.botReason = rec.botReason;
      st.connected = false;
      slot.tokenHash = rec.tokenHash;
      slot.forfeit = rec.forfeit;
    });
    s.status = "playing";
    this.autoDispose = false;
    this.syncViews();
    const now = this.ctx.now();
    this.playingSince = now;
    if (this.clockCfg) {
      // time between the last write and the restart is not charged (docs/storage.md)
      const remaining = m.clock?.remainingMs ?? startClock(this.clockCfg, m.players, [], now).remainingMs;
      this.clockRun = { remainingMs: [...remaining], running: [], since: now };
      this.clockRun = advance(this.clockCfg, this.clockRun, null, this.clockedSeats(), now);
    }
    this.showClock();
    this.restored = { version: m.version, stateHash: stateHash(game) };
    this.metadata = this.listing();
    this.lastListing = JSON.stringify(this.metadata);
    this.installSeatHolds();
    this.installFrameGuard();
    // players get the reconnection window to come back; then bots play their seats
    this.later(this.ctx.reconnectSeconds * 1000, () => {
      this.enqueue("restore-grace", () => {
        if (this.state.status !== "playing" || this.closing) return;
        this.state.seats.forEach((st, seat) => {
          if (st.kind === "human" && this.slots[seat]!.sessionId === null) this.botTakes(seat, "away");
        });
      });
    });
    this.log("info", "table.restored", { matchId: m.id, version: m.version, seats: m.players });
    this.armClock();
    this.scheduleBots();
  }

  // ---- seats -----------------------------------------------------------------------------

  /** Gives `seat` to `client`, taking it from any older connection of the same player. */
  private claimSeat(seat: Seat, client: TableClient, name: string): void {
    const slot = this.slots[seat]!;
    const st = this.state.seats[seat]!;
    const previous = slot.sessionId;
    if (previous !== null && previous !== client.sessionId) {
      if (slot.reconnection) {
        slot.reconnection.reject(new Error("seat reclaimed"));
        slot.reconnection = null;
      } else {
        const old = this.clients.get(previous);
        if (old) {
          old.send("error", {
            code: TABLE_ERRORS.SEAT_TAKEN_ELSEWHERE,
            message: "You opened this table somewhere else; this window is closed.",
          });
          old.leave(CloseCode.CONSENTED);
        }
      }
    }
    slot.sessionId = client.sessionId;
    st.name = this.uniqueName(name, seat);
    st.connected = true;
    if (st.kind === "empty") st.kind = "human";
    if (st.kind === "bot" && slot.forfeit === null && st.botReason !== "filled") this.playerTakes(seat);
  }

  /**
   * `wanted`, or "wanted (2)"... when another seat or a spectator of this table shows that name
   * (chat.ts `uniqueName`): nobody can pass for someone else here. `own`: the seat being claimed.
   */
  private uniqueName(wanted: string, own: Seat | null): string {
    const taken = this.state.seats.filter((_, i) => i !== own).map((st) => st.name);
    for (const c of this.clients) if (c.userData?.seat === null) taken.push(c.userData.name);
    return uniqueName(wanted, taken);
  }

  /** A bot plays `seat` from now on (the player keeps the seat's token). */
  private botTakes(seat: Seat, reason: BotReason): void {
    const st = this.state.seats[seat]!;
    st.kind = "bot";
    st.botReason = reason;
    this.reclock();
    this.scheduleBots();
  }

  /** The seat's player plays it again (after "away" or "timeout"). */
  private playerTakes(seat: Seat): void {
    const st = this.state.seats[seat]!;
    const slot = this.slots[seat]!;
    const wasTimeout = st.botReason === "timeout";
    st.kind = "human";
    st.botReason = "";
    if (slot.botTimer) {
      clearTimeout(slot.botTimer);
      slot.botTimer = null;
    }
    if (wasTimeout && this.clockCfg && this.clockRun) {
      const now = this.ctx.now();
      const rem = settle(this.clockRun, now);
      rem[seat] = Math.max(rem[seat]!, reclaimFloor(this.clockCfg));
      this.clockRun = { remainingMs: rem, running: this.clockRun.running, since: now };
    }
    this.reclock();
    this.log("info", "seat.taken_back", { seat, after: wasTimeout ? "timeout" : "away" });
  }

  private ownSlot(seat: Seat, client: TableClient): Slot | null {
    const slot = this.slots[seat];
    return slot && slot.sessionId === client.sessionId ? slot : null;
  }

  private freeSeats(): Seat[] {
    const out: Seat[] = [];
    this.state.seats.forEach((st, i) => {
      if (st.kind === "empty") out.push(i);
    });
    return out;
  }

  private isHuman(seat: Seat): boolean {
    return this.state.seats[seat]?.kind === "human";
  }

  private humans(): number {
    return this.state.seats.filter((st) => st.kind === "human").length;
  }

  /**
   * A waiting table whose seated players are all gone (their connections dropped and they are
   * inside the reconnection window): it is not offered, not listed, and only they may join it.
   */
  private abandoned(): boolean {
    if (this.state.status !== "waiting" || this.starting) return false;
    const seated = this.state.seats.filter((st) => st.kind === "human");
    return seated.length > 0 && seated.every((st) => !st.connected);
  }

  /**
   * Quick-play seat holds: a quick-play reservation holds a free seat from the moment it is made
   * until its client joins (or the reservation expires), and is refused when every free seat is
   * held, so concurrent quick-play requests spread over tables instead of over-filling one.
   */
  private installSeatHolds(): void {
    type Reserve = (sessionId: string, joinOptions?: unknown, ...rest: unknown[]) => Promise<boolean>;
    const self = this as unknown as { _reserveSeat: Reserve };
    const base: Reserve = self._reserveSeat.bind(this);
    self._reserveSeat = async (sessionId, joinOptions, ...rest) => {
      const o = joinOptions as Record<string, unknown> | undefined;
      const reconnecting = rest[2] === true;
      const quick = !reconnecting && o?.quick === true && o.spectator !== true && typeof o.token === "string";
      if (quick && !this.slots.some((sl) => sl.tokenHash === hashToken(o.token as string))) {
        if (
          this.state.status !== "waiting" ||
          this.starting ||
          this.abandoned() ||
          this.freeSeats().length <= this.holds.size
        )
          return false;
        const expiry = setTimeout(
          () => this.releaseHold(sessionId, true),
          this.seatReservationTimeout * 1000,
        );
        this.holds.set(sessionId, expiry);
        this.updateListing();
        const ok = await base(sessionId, joinOptions, ...rest);
        if (!ok) this.releaseHold(sessionId, true);
        return ok;
      }
      return base(sessionId, joinOptions, ...rest);
    };
  }

  private releaseHold(sessionId: string, relist = false): void {
    const t = this.holds.get(sessionId);
    if (t === undefined) return;
    clearTimeout(t);
    this.holds.delete(sessionId);
    if (relist) this.updateListing();
  }

  // ---- abandoned tables ------------------------------------------------------------------

  /** A waiting table without any seated player is closed after `idleWaitingMs`. */
  private watchIdle(): void {
    if (this.idleCheck || this.state.status !== "waiting" || this.humans() > 0) return;
    this.idleCheck = true;
    this.later(this.ctx.idleWaitingMs, () => {
      this.idleCheck = false;
      if (this.state.status === "waiting" && !this.starting && this.humans() === 0) {
        this.log("info", "table.abandoned", { status: "waiting" });
        this.disconnect().catch(() => {});
      } else this.watchIdle();
    });
  }

  /** A seated player (bot-played or not) has a live connection to the table. */
  private anyoneHome(): boolean {
    return this.slots.some((sl, i) => sl.sessionId !== null && this.state.seats[i]!.connected);
  }

  /** A game everybody left is aborted after `idleWaitingMs` unless a player comes back. */
  private watchAbandonedPlay(): void {
    if (this.abandonCheck) return;
    this.abandonCheck = true;
    this.later(this.ctx.idleWaitingMs, () => {
      this.abandonCheck = false;
      if (this.state.status !== "playing" || this.closing) return;
      if (this.anyoneHome()) {
        this.scheduleBots();
        return;
      }
      this.enqueue("abandon", async () => {
        if (this.state.status !== "playing" || this.closing || this.anyoneHome()) return;
        this.closing = true;
        this.stopBots();
        this.stopClockTimer();
        try {
          await this.ctx.store.abortMatch(this.state.matchId, this.ctx.owner());
        } catch (e) {
          this.log("error", "store.failed", { op: "abort", error: String(e) });
        }
        this.log("info", "table.abandoned", { status: "playing", version: this.state.version });
        this.updateListing();
        await this.disconnect().catch(() => {});
      });
    });
  }

  // ---- game flow -------------------------------------------------------------------------

  /** Starts with bots once the table's bot-fill deadline has passed and one of its players is there. */
  private maybeBotFill(): void {
    if (this.state.status !== "waiting" || this.starting || this.closing || !this.botFillDue) return;
    if (!this.state.seats.some((st) => st.kind === "human" && st.connected)) return;
    this.enqueue("start", () => this.start("bot-fill timer"));
  }

  /** Fills empty seats with bots, deals the game, and records the match before anyone sees it. */
  private async start(reason: string): Promise<void> {
    if (this.state.status !== "waiting" || this.starting || this.closing) return;
    const seed = randomBytes(16).toString("hex");
    const players = this.state.seats.length;
    let game: unknown;
    try {
      game = this.def.setup({ players, seed, options: this.tableOptions });
    } catch (e) {
      this.log("error", "table.setup_failed", { error: (e as Error).stack ?? String(e) });
      this.broadcast("error", { code: TABLE_ERRORS.SETUP_FAILED, message: "The game could not be set up." });
      return;
    }
    const seats: SeatRecord[] = this.state.seats.map((st, i) => ({
      name: st.kind === "empty" ? `Bot ${i + 1}` : st.name,
      kind: st.kind === "empty" ? "bot" : "human",
      botReason: st.kind === "empty" ? "filled" : "",
      tokenHash: this.slots[i]!.tokenHash,
      forfeit: null,
    }));
    const now = this.ctx.now();
    const id = newMatchId();
    const clocked = this.def.actors(game).filter((seat) => seats[seat]!.kind === "human");
    const run = this.clockCfg ? startClock(this.clockCfg, players, clocked, now) : null;
    this.starting = true;
    try {
      await this.ctx.store.createMatch(
        {
          id,
          code: this.roomId,
          game: this.def.id,
          rulesVersion: this.def.rulesVersion,
          players,
          options: this.tableOptions,
          mode: this.state.mode as TableMode,
          seed,
          seedHash: seedHashOf(seed),
          seats,
          owner: this.state.owner,
          clock: this.clockCfg && run ? { config: this.clockCfg, remainingMs: run.remainingMs } : null,
          startedAt: now,
        },
        this.ctx.owner(),
        now + this.ctx.leaseMs,
      );
    } catch (e) {
      this.starting = false;
      this.log("error", "store.failed", { op: "start", error: String(e) });
      this.broadcast("error", {
        code: TABLE_ERRORS.STORE_FAILED,
        message: "The game could not be started: the server could not save it. Try again.",
      });
      // players who left while the start was being written free their seats now
      this.state.seats.forEach((st, i) => {
        const slot = this.slots[i]!;
        if (st.kind === "human" && slot.sessionId === null) {
          slot.tokenHash = null;
          st.kind = "empty";
          st.name = "";
        }
      });
      this.updateListing();
      return;
    }
    this.starting = false;
    this.game = game;
    this.seed = seed;
    this.state.seats.forEach((st, i) => {
      if (st.kind !== "empty") return;
      st.kind = "bot";
      st.botReason = "filled";
      st.name = seats[i]!.name;
    });
    this.startedAt = now;
    this.state.botFillAt = 0;
    this.state.matchId = id;
    this.state.seedHash = seedHashOf(seed);
    this.state.status = "playing";
    this.state.version = 0;
    this.playingSince = now;
    this.autoDispose = false;
    this.syncViews();
    this.log("info", "table.started", {
      reason,
      players,
      matchId: id,
      bots: this.state.seats.filter((s) => s.kind === "bot").length,
    });
    // players who left while the start was being written: a bot plays for them
    this.state.seats.forEach((st, i) => {
      if (st.kind === "human" && this.slots[i]!.sessionId === null) st.kind = "bot";
      if (st.kind === "bot" && st.botReason === "") st.botReason = "away";
    });
    // clocks start when the players see the game
    if (this.clockCfg)
      this.clockRun = startClock(this.clockCfg, players, this.clockedSeats(), this.ctx.now());
    this.showClock();
    this.armClock();
    const outcome = this.def.outcome(this.game);
    if (outcome) await this.finishNow(outcome);
    this.broadcastPatch();
    this.sendLegalToAll();
    this.updateListing();
    this.scheduleBots();
  }

  /** A game that is over at setup (no move): written as finished. */
  private async finishNow(outcome: Outcome): Promise<void> {
    const end = this.endOf(outcome, this.game, this.ctx.now());
    try {
      await this.ctx.store.updateMatch(this.state.matchId, { ...this.facts(), end }, this.ctx.owner());
    } catch (e) {
      this.log("error", "store.failed", { op: "finish", error: String(e) });
    }
    this.finish(end);
  }

  private endOf(outcome: Outcome, game: unknown, now: number): MatchEnd {
    return {
      result: withForfeits(
        outcome,
        this.slots.map((s) => s.forfeit !== null),
      ),
      finalHash: stateHash(game),
      endedAt: now,
    };
  }

  /**
   * Runs one move through the rules, writes it to the store, and only then updates everyone.
   * Runs inside the queue. A failed write refuses the move (STORE_FAILED) and changes nothing.
   */
  private async play(seat: Seat, raw: unknown, by: "human" | "bot"): Promise<Result<null>> {
    const r = applyChecked(this.def, this.game, seat, raw);
    if (!r.ok) return r;
    const now = this.ctx.now();
    const version = this.state.version + 1;
    const st = this.state.seats[seat]!;
    const record: MoveRecord = {
      version,
      seat,
      move: r.value.move,
      at: now,
      by,
      botReason: by === "bot" ? ((st.botReason || "filled") as MoveRecord["botReason"]) : null,
    };
    const outcome = this.def.outcome(r.value.state);
    const end = outcome ? this.endOf(outcome, r.value.state, now) : undefined;
    const clockAfter = this.clockAfterMove(seat, r.value.state, now);
    try {
      await this.ctx.store.appendMove(
        this.state.matchId,
        record,
        { seats: this.seatRecords(), clock: this.clockRecord(clockAfter, now), ...(end ? { end } : {}) },
        this.ctx.owner(),
      );
    } catch (e) {
      this.log("error", "store.failed", { op: "move", version, error: String(e) });
      // another process holds the match now: stop, once the sender has heard why
      if (e instanceof StoreError && e.code === STORE_ERRORS.CONFLICT) this.later(0, () => this.leaseLost());
      return {
        ok: false,
        error: rule(
          TABLE_ERRORS.STORE_FAILED,
          "The server could not save this move, so it was not played. Try again.",
        ),
      };
    }
    // durable: now the table moves on and everyone hears of it
    this.game = r.value.state;
    this.state.version = version;
    if (this.clockCfg && this.clockRun) {
      this.clockRun = advance(this.clockCfg, this.clockRun, seat, this.clockedSeats(), this.ctx.now());
    }
    this.syncViews();
    const events = r.value.events;
    for (const e of eventsFor(events, SPECTATOR)) this.state.log.push(logLineText({ version, event: e }));
    while (this.state.log.length > LOG_KEEP) this.state.log.shift();
    if (end) this.finish(end);
    else this.showClock();
    this.broadcastPatch();
    this.sendEvents(version, events);
    this.sendLegalToAll();
    this.log("debug", "move.accepted", { seat, by, version });
    this.armClock();
    this.scheduleBots();
    return { ok: true, value: null };
  }

  private finish(end: MatchEnd): void {
    this.releaseHolding();
    this.state.outcome = JSON.stringify(end.result);
    this.state.status = "finished";
    this.state.seed = this.seed;
    this.state.actors.clear();
    this.stopBots();
    if (this.clockCfg && this.clockRun) {
      this.clockRun = { remainingMs: settle(this.clockRun, end.endedAt), running: [], since: end.endedAt };
    }
    this.stopClockTimer();
    this.showClock();
    this.updateListing();
    this.log("info", "table.finished", { version: this.state.version, ranks: end.result.ranks });
    // the table stays for its clients (chat, the result) until the last leaves, or it is closed
    this.autoDispose = true;
    this.later(this.ctx.finishedKeepMs, () => {
      this.log("info", "table.closed", { status: "finished" });
      this.disconnect().catch(() => {});
    });
  }

  /** Mirrors the rules' views into the synced state, touching only the leaves that changed. */
  private syncViews(): void {
    const pub = flatten(this.def.publicView(this.game) as object);
    applyDiff(this.state.view, diffFlat(this.publicFlat, pub));
    this.publicFlat = pub;
    this.state.seats.forEach((st, seat) => {
      const priv = flatten(this.def.privateView(this.game, seat) as object);
      applyDiff(st.private, diffFlat(this.privateFlat[seat]!, priv));
      this.privateFlat[seat] = priv;
    });
    const actors = this.state.status === "finished" ? [] : this.def.actors(this.game);
    if (canonicalJson(actors) !== canonicalJson([...this.state.actors])) {
      this.state.actors.clear();
      for (const a of actors) this.state.actors.push(a);
    }
  }

  private viewerOf(client: TableClient): Viewer {
    return client.userData?.seat ?? SPECTATOR;
  }

  private sendEvents(version: number, events: GameEvent[]): void {
    for (const client of this.clients) {
      client.send("events", { version, events: eventsFor(events, this.viewerOf(client)) });
    }
  }

  /** A seat's legal moves when its player may act: played by them, or by a bot after a timeout. */
  private legalFor(seat: Seat): unknown[] {
    if (this.state.status !== "playing" || this.closing) return [];
    const st = this.state.seats[seat]!;
    const mayAct = st.kind === "human" || (st.botReason === "timeout" && this.slots[seat]!.forfeit === null);
    return mayAct ? this.def.legalMoves(this.game, seat) : [];
  }

  private sendLegal(client: TableClient): void {
    const seat = client.userData?.seat ?? null;
    if (seat === null || this.state.status === "waiting") return;
    client.send("legal", { version: this.state.version, moves: this.legalFor(seat) });
  }

  private sendLegalToAll(): void {
    for (const client of this.clients) {
      const seat = client.userData?.seat ?? null;
      if (seat !== null && this.ownSlot(seat, client)) this.sendLegal(client);
    }
  }

  private sendHelloOnly(client: TableClient): void {
    client.send("hello", {
      seat: client.userData?.seat ?? null,
      game: this.def.id,
      rulesVersion: this.def.rulesVersion,
      code: this.roomId,
      matchId: this.state.matchId,
      serverTime: this.ctx.now(),
    });
  }

  private sendHello(client: TableClient): void {
    this.sendHelloOnly(client);
    this.sendLegal(client);
  }

  // ---- clocks ----------------------------------------------------------------------------

  /** Seats whose clock may run now: they must act and their player plays them. */
  private clockedSeats(game: unknown = this.game): Seat[] {
    if (this.state.status !== "playing" || this.closing) return [];
    return this.def.actors(game).filter((seat) => this.isHuman(seat));
  }

  private clockAfterMove(seat: Seat, next: unknown, now: number): ClockRun | null {
    if (!this.clockCfg || !this.clockRun) return null;
    return advance(this.clockCfg, this.clockRun, seat, this.clockedSeats(next), now);
  }

  private clockRecord(run: ClockRun | null, now: number): ClockRecord | null {
    if (!this.clockCfg || !run) return null;
    return { config: this.clockCfg, remainingMs: settle(run, now) };
  }

  /** After a change of who plays which seat: clocks run for the seats that must act now. */
  private reclock(): void {
    if (!this.clockCfg || !this.clockRun) return;
    this.clockRun = advance(this.clockCfg, this.clockRun, null, this.clockedSeats(), this.ctx.now());
    this.showClock();
    this.armClock();
  }

  /** Copies the clock into the synced state. */
  private showClock(): void {
    const c = this.state.clock;
    const cfg = this.clockCfg;
    if (!cfg) return;
    c.kind = cfg.kind;
    c.baseMs = cfg.baseMs;
    c.incrementMs = cfg.incrementMs;
    c.turnMs = cfg.turnMs;
    c.onTimeout = cfg.onTimeout;
    const run = this.clockRun;
    const remaining = run ? run.remainingMs : this.state.seats.map(() => fullTime(cfg));
    const running = run ? run.running : [];
    if (canonicalJson([...c.remainingMs]) !== canonicalJson(remaining)) {
      c.remainingMs.clear();
      for (const ms of remaining) c.remainingMs.push(Math.round(ms));
    }
    if (canonicalJson([...c.running]) !== canonicalJson(running)) {
      c.running.clear();
      for (const seat of running) c.running.push(seat);
    }
    c.since = run ? run.since : 0;
  }

  private stopClockTimer(): void {
    if (this.clockTimer) clearTimeout(this.clockTimer);
    this.clockTimer = null;
  }

  /** Sets the timer of the first clock to run out. */
  private armClock(): void {
    this.stopClockTimer();
    if (!this.clockRun || this.state.status !== "playing" || this.closing) return;
    const at = nextDeadline(this.clockRun);
    if (at === null) return;
    this.clockTimer = setTimeout(
      () => {
        this.clockTimer = null;
        this.enqueue("timeout", () => this.onClockTimeout());
      },
      Math.max(0, at - this.ctx.now()) + 1,
    );
  }

  /** Seats out of time: a bot plays them ("timeout"), and with "lose" they are ranked last. */
  private async onClockTimeout(): Promise<void> {
    if (!this.clockCfg || !this.clockRun || this.state.status !== "playing" || this.closing) return;
    const now = this.ctx.now();
    const out = expired(this.clockRun, now).filter((seat) => this.isHuman(seat));
    if (out.length === 0) return this.armClock();
    const rem = settle(this.clockRun, now);
    for (const seat of out) {
      rem[seat] = 0;
      if (this.clockCfg.onTimeout === "lose") this.slots[seat]!.forfeit = "timeout";
      this.state.log.push(
        logLineText({
          version: this.state.version,
          event: { type: "timeout", seat, onTimeout: this.clockCfg.onTimeout },
          platform: true,
        }),
      );
      this.log("info", "seat.timeout", { seat, onTimeout: this.clockCfg.onTimeout });
    }
    while (this.state.log.length > LOG_KEEP) this.state.log.shift();
    this.clockRun = { remainingMs: rem, running: this.clockRun.running, since: now };
    for (const seat of out) this.botTakes(seat, "timeout");
    try {
      await this.ctx.store.updateMatch(this.state.matchId, this.facts(), this.ctx.owner());
    } catch (e) {
      // the next move's write carries the seats again
      this.log("error", "store.failed", { op: "timeout", error: String(e) });
    }
    this.broadcastPatch();
    this.sendLegalToAll();
    this.updateListing();
  }

  // ---- bots ------------------------------------------------------------------------------

  private stopBots(): void {
    for (const slot of this.slots) {
      if (slot.botTimer) clearTimeout(slot.botTimer);
      slot.botTimer = null;
    }
  }

  /**
   * Gives every bot seat that may act now a turn after `botDelayMs`. Bots play only while a seated
   * player is connected: a table everybody left waits for them, and is aborted after
   * `idleWaitingMs` (docs/security.md "Bot-only tables").
   */
  private scheduleBots(): void {
    if (this.state.status !== "playing" || this.closing) return;
    if (!this.anyoneHome()) {
      this.watchAbandonedPlay();
      return;
    }
    for (const seat of this.def.actors(this.game)) {
      const slot = this.slots[seat];
      if (!slot || slot.botTimer || this.state.seats[seat]?.kind !== "bot") continue;
      slot.botTimer = setTimeout(() => {
        this.enqueue("bot", async () => {
          slot.botTimer = null;
          await this.botTurn(seat);
        });
      }, this.ctx.botDelayMs);
    }
  }

  private async botTurn(seat: Seat): Promise<void> {
    if (this.state.status !== "playing" || this.closing || this.state.seats[seat]?.kind !== "bot") return;
    if (!this.anyoneHome()) {
      this.watchAbandonedPlay();
      return;
    }
    if (!this.def.actors(this.game).includes(seat)) return;
    const legal = this.def.legalMoves(this.game, seat);
    if (legal.length === 0) {
      this.log("error", "bot.no_legal_move", { seat, version: this.state.version });
      return;
    }
    const slot = this.slots[seat]!;
    slot.botRng ??= rngFromSeed(`${this.seed}:bot:${seat}:${this.state.version}`);
    const rng = slot.botRng;
    const version = this.state.version;
    // on a worker thread (bot-pool.ts): other tables go on meanwhile; this table's queue waits
    const d = await this.ctx.bots.choose(this.def, {
      kind: "default",
      seat,
      view: viewFor(this.def, this.game, seat),
      legal,
      seed: `${this.seed}:bot:${seat}:${version}`,
      budgetMs: BOT_BUDGET_MS,
    });
    // a player may have taken the seat back while the bot thought (claimSeat is not queued)
    if (this.state.status !== "playing" || this.closing || this.state.seats[seat]?.kind !== "bot") return;
    if (d.ms > BOT_BUDGET_MS * 2.5) this.log("warn", "bot.slow", { seat, ms: Math.round(d.ms) });
    let move = d.move;
    if (move === null && "why" in d && !d.why.startsWith("no default bot")) {
      this.log("error", "bot.failed", { seat, why: clip(d.why, 300) });
    }
    const key = move === null ? null : canonicalJson(move);
    if (key === null || !legal.some((m) => canonicalJson(m) === key)) {
      if (key !== null) this.log("error", "bot.illegal_choice", { seat, move: key });
      move = rng.pick(legal);
    }
    const r = await this.play(seat, move, "bot");
    if (!r.ok) {
      this.log("error", "bot.move_refused", { seat, code: r.error.code, message: r.error.message });
      // try again later (a store that failed may be back)
      if (r.error.code === TABLE_ERRORS.STORE_FAILED && !this.closing) {
        this.later(Math.max(1000, this.ctx.botDelayMs), () => this.scheduleBots());
      }
    }
  }

  // ---- messages --------------------------------------------------------------------------

  /** Table-level checks shared by `move` and `explain`; null when the seat may try a move. */
  private tableCheck(client: TableClient): { seat: Seat } | { error: RuleError } {
    const seat = client.userData?.seat ?? null;
    if (seat === null || !this.ownSlot(seat, client)) {
      return {
        error: rule(PLATFORM_ERRORS.NOT_SEATED, "You are watching this table; only seated players move."),
      };
    }
    if (this.state.status === "waiting") {
      return { error: rule(TABLE_ERRORS.NOT_STARTED, "The game has not started yet.") };
    }
    if (this.state.status === "finished")
      return { error: rule(PLATFORM_ERRORS.GAME_OVER, "The game is over.") };
    return { seat };
  }

  private turnCheck(seat: Seat): RuleError | null {
    const forfeit = this.slots[seat]!.forfeit;
    if (forfeit === "resigned") return rule(TABLE_ERRORS.RESIGNED, "You resigned; a bot plays your seat.");
    if (forfeit === "timeout") {
      return rule(
        TABLE_ERRORS.LOST_ON_TIME,
        "Your time ran out and this table's rule is loss on time; a bot plays your seat.",
      );
    }
    if (!this.def.actors(this.game).includes(seat)) {
      return rule(PLATFORM_ERRORS.NOT_YOUR_TURN, "It is not your turn to act.");
    }
    return null;
  }

  private async onMove(client: TableClient, msg: { version: number; move: unknown }): Promise<void> {
    const reject = (error: RuleError): void => {
      client.send("rejected", { ...error, version: this.state.version });
      this.log("debug", "move.rejected", { session: client.sessionId, code: error.code });
    };
    const t = this.tableCheck(client);
    if ("error" in t) return reject(t.error);
    if (msg.version !== this.state.version) {
      return reject({
        code: PLATFORM_ERRORS.STALE_VERSION,
        message: "The game moved on since you chose this move; choose again.",
        params: { expected: this.state.version, got: msg.version },
      });
    }
    const turn = this.turnCheck(t.seat);
    if (turn) return reject(turn);
    // a player whose time ran out takes the seat back by acting
    if (this.state.seats[t.seat]!.botReason === "timeout") this.playerTakes(t.seat);
    const r = await this.play(t.seat, msg.move, "human");
    if (!r.ok) reject(r.error);
  }

  private onExplain(client: TableClient, move: unknown): undefined {
    const answer = (error: RuleError | null): undefined => {
      client.send("explained", { move, error });
    };
    const t = this.tableCheck(client);
    if ("error" in t) return answer(t.error);
    const turn = this.turnCheck(t.seat);
    if (turn) return answer(turn);
    const r = applyChecked(this.def, this.game, t.seat, move);
    return answer(r.ok ? null : r.error);
  }

  private refuse(client: TableClient, code: string, message: string): undefined {
    client.send("error", { code, message });
  }

  private onChat(client: TableClient, raw: string): undefined {
    const seat = client.userData?.seat ?? null;
    const now = this.ctx.now();
    const verdict = this.chatPolicy.admit({ seat, session: client.sessionId }, raw, now);
    if (!verdict.ok) return this.refuse(client, verdict.code, verdict.message);
    this.state.chat.push(
      new ChatLine({ seat: seat ?? -1, name: client.userData?.name ?? "", text: verdict.text, at: now }),
    );
    trimChat(this.state.chat);
    return undefined;
  }

  private onStart(client: TableClient): undefined {
    const seat = client.userData?.seat ?? null;
    if (seat === null || seat !== this.state.owner || !this.ownSlot(seat, client)) {
      return this.refuse(
        client,
        TABLE_ERRORS.NOT_OWNER,
        "Only the player who opened the table can start it.",
      );
    }
    if (this.state.status !== "waiting" || this.starting) {
      return this.refuse(client, TABLE_ERRORS.ALREADY_STARTED, "The game has already started.");
    }
    this.enqueue("start", () => this.start("owner"));
    return undefined;
  }

  private async onResign(client: TableClient): Promise<void> {
    const t = this.tableCheck(client);
    if ("error" in t) return void this.refuse(client, t.error.code, t.error.message);
    const slot = this.slots[t.seat]!;
    if (slot.forfeit === "resigned")
      return void this.refuse(client, TABLE_ERRORS.RESIGNED, "You have already resigned.");
    if (slot.forfeit === "timeout") {
      return void this.refuse(
        client,
        TABLE_ERRORS.LOST_ON_TIME,
        "Your time ran out: the seat is already lost.",
      );
    }
    const st = this.state.seats[t.seat]!;
    const before = { kind: st.kind, botReason: st.botReason };
    slot.forfeit = "resigned";
    st.kind = "bot";
    st.botReason = "resigned";
    try {
      await this.ctx.store.updateMatch(this.state.matchId, this.facts(), this.ctx.owner());
    } catch (e) {
      slot.forfeit = null;
      st.kind = before.kind;
      st.botReason = before.botReason;
      this.log("error", "store.failed", { op: "resign", error: String(e) });
      return void this.refuse(
        client,
        TABLE_ERRORS.STORE_FAILED,
        "The server could not save your resignation; you are still playing. Try again.",
      );
    }
    this.log("info", "seat.resigned", { seat: t.seat });
    this.reclock();
    this.broadcastPatch();
    this.sendLegal(client);
    this.updateListing();
    this.scheduleBots();
  }

  /** A player whose time ran out (policy "bot") takes the seat back without moving yet. */
  private onBack(client: TableClient): void {
    const t = this.tableCheck(client);
    if ("error" in t) return void this.refuse(client, t.error.code, t.error.message);
    const st = this.state.seats[t.seat]!;
    if (this.slots[t.seat]!.forfeit !== null || st.botReason !== "timeout") {
      return void this.refuse(client, TABLE_ERRORS.NOT_TIMED_OUT, "You are playing your seat already.");
    }
    this.playerTakes(t.seat);
    this.broadcastPatch();
    this.sendLegal(client);
    this.updateListing();
    this.ctx.store
      .updateMatch(this.state.matchId, this.facts(), this.ctx.owner())
      .catch((e) => this.log("error", "store.failed", { op: "back", error: String(e) }));
  }

  // ---- listing, storage, helpers ---------------------------------------------------------

  private listing(): TableListing {
    const seats = this.state.seats;
    return {
      game: this.def.id,
      title: this.def.title,
      players: seats.length,
      mode: this.state.mode as TableMode,
      open:
        this.state.status === "waiting" &&
        !this.starting &&
        !this.closing &&
        !this.abandoned() &&
        this.freeSeats().length > this.holds.size,
      seated: seats.filter((s) => s.kind === "human").length,
      status: this.state.status as TableStatus,
      names: seats.filter((s) => s.kind !== "empty").map((s) => s.name),
      seats: seats.map((s) => ({
        name: s.name,
        kind: s.kind as SeatKind,
        botReason: s.botReason as BotReason,
      })),
      spectators: this.state.spectators,
      botFill: this.botFill,
      clock: this.clockCfg?.kind ?? null,
    };
  }

  /** Publishes the listing to matchmaking and the lobby when it changed. */
  private updateListing(): void {
    // an abandoned public table leaves the lobby (and quick play) until a player of it is back
    const hide = this.state.mode === "public" && this.abandoned();
    if (hide !== this.hidden) {
      this.hidden = hide;
      this.setPrivate(hide).catch((e) => this.log("error", "listing.failed", { error: String(e) }));
    }
    const listing = this.listing();
    const text = JSON.stringify(listing);
    if (text === this.lastListing) return;
    this.lastListing = text;
    this.setMatchmaking({ metadata: listing }).catch((e) =>
      this.log("error", "listing.failed", { error: String(e) }),
    );
  }

  private seatRecords(): SeatRecord[] {
    return this.state.seats.map((st, i) => ({
      name: st.name,
      kind: st.kind === "bot" ? "bot" : "human",
      botReason: st.botReason as SeatRecord["botReason"],
      tokenHash: this.slots[i]!.tokenHash,
      forfeit: this.slots[i]!.forfeit,
    }));
  }

  /** Seats and clock as they are now, for the store. */
  private facts(): MatchUpdate {
    const now = this.ctx.now();
    return { seats: this.seatRecords(), clock: this.clockRecord(this.clockRun, now) };
  }

  private async freshCode(): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const code = randomCode();
      if (await matchMaker.getRoomById(code)) continue;
      if (await this.ctx.store.codeInUse(code).catch(() => false)) continue;
      return code;
    }
    throw new ServerError(500, "could not find a free table code");
  }

  private later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      try {
        fn();
      } catch (e) {
        this.log("error", "timer.failed", { error: (e as Error).stack ?? String(e) });
      }
    }, ms);
    this.timers.add(t);
  }

  private log(
    level: "debug" | "info" | "warn" | "error",
    event: string,
    fields: Record<string, unknown> = {},
  ): void {
    this.ctx.logger.log(level, event, { room: this.roomId, game: this.ctx?.def.id, ...fields });
  }
}

function applyDiff(
  target: { set(k: string, v: string): unknown; delete(k: string): unknown },
  d: ReturnType<typeof diffFlat>,
): void {
  for (const k of d.del) target.delete(k);
  for (const [k, v] of d.set) target.set(k, v);
}

/** Resolves or rejects like `p`, or rejects after `ms`. */
function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let t: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    t = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([p, limit]).finally(() => clearTimeout(t));
}
