/**
 * One generic table for every GameDef (docs/protocol.md). It owns the authoritative game state,
 * the move log and the version counter, routes the clients' messages, and keeps one order for
 * every change: checked, stored, then broadcast. Its parts live apart and are tested without
 * Colyseus: the seats' state machine (seating.ts), the clock (table-clock.ts), the bots
 * (bot-driver.ts), the views mirrored into the synced state (view-mirror.ts), quick-play holds
 * (seat-holds.ts), the table's refusals (table-checks.ts) and Colyseus' private hooks
 * (colyseus-hooks.ts).
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
  Room,
  type RoomException,
  type RoomMethodName,
  ServerError,
} from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import {
  backMessage,
  chatMessage,
  explainMessage,
  LOG_KEEP,
  logLineText,
  moveMessage,
  refusal,
  resignMessage,
  type ServerMessages,
  startMessage,
  TABLE_ERRORS,
  type TableListing,
  type TableMode,
} from "@starport/protocol";
import {
  type AnyGameDef,
  applyChecked,
  eventsFor,
  type GameEvent,
  notYourTurn,
  type Outcome,
  PLATFORM_ERRORS,
  type Result,
  type RuleError,
  replayFailureText,
  replayMoves,
  type Seat,
  SPECTATOR,
  stateHash,
  type Viewer,
  withForfeits,
} from "@starport/rules";
import type { z } from "zod";
import { BotDriver, clip } from "./bot-driver.ts";
import { TableChat, trimChat, uniqueName } from "./chat.ts";
import { clockConfig } from "./clock.ts";
import {
  aroundReservations,
  brokeProtocol,
  guardFrames,
  type Reservation,
  watchBreaches,
} from "./colyseus-hooks.ts";
import { hashToken, matchId as newMatchId, randomCode } from "./ids.ts";
import { type CheckedJoin, checkJoin, matchmakeMethod } from "./join.ts";
import { ADDRESS_HEADER } from "./limits.ts";
import { SeatHolds } from "./seat-holds.ts";
import { Seating } from "./seating.ts";
import { ChatLine, GameRoomState, SeatState } from "./state.ts";
import {
  type MatchEnd,
  type MatchUpdate,
  type MoveRecord,
  type SeatRecord,
  STORE_ERRORS,
  type StoredMatch,
  StoreError,
} from "./store.ts";
import { forfeitRefusal, rule, seatedCheck } from "./table-checks.ts";
import { TableClock } from "./table-clock.ts";
import { type OperatorSnapshot, REPLAY_FAILED, type TableContext } from "./table-context.ts";
import { admit, CREATOR_KEY, type Creator, refuseOverCap } from "./table-guard.ts";
import { listingOf } from "./table-listing.ts";
import { seedHashOf } from "./verify.ts";
import { ViewMirror } from "./view-mirror.ts";

export { type OperatorSnapshot, REPLAY_FAILED, type TableContext };

/** Kicks logged per table per minute; the rest are counted in one `limit.burst` line. */
const KICK_LOG_PER_MINUTE = 3;
/** How long a shutting-down table waits for the store to keep its match. */
const STORE_SHUTDOWN_MS = 10_000;

interface ClientData {
  seat: Seat | null;
  name: string;
}

/** A client of a table: its seat, and the messages it may be sent (docs/protocol.md). */
type TableClient = Client<{ userData: ClientData; messages: ServerMessages }>;

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

  private seating = new Seating([]);
  /** Dropped seats inside their reconnection window: seat -> the pending reconnection. */
  private reconnections = new Map<Seat, Deferred<Client>>();
  private game: unknown = null;
  private seed = "";
  private tableOptions: unknown = {};
  private mirror = new ViewMirror();
  private lastListing = "";
  private timers = new Set<NodeJS.Timeout>();
  private holds = new SeatHolds();
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
  private tableClock = new TableClock(null, { set: setTimeout });
  private bots!: BotDriver;
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
        const where = `${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`;
        this.malformed(client, `bad payload: ${clip(where)}`);
        return;
      }
      handle(client, parsed.data);
    };
  }

  private releaseHolding(): void {
    if (!this.holding || !this.creator) return;
    this.holding = false;
    this.ctx.holdings.remove(this.creator);
  }

  /** Closes a client that sent a malformed frame (4002: no reconnection window). */
  private malformed(client: Client, reason: string): void {
    if (this.ctx.kicks.take(this.roomId, KICK_LOG_PER_MINUTE)) {
      this.log("warn", "client.kicked", { session: client.sessionId, reason });
    }
    client.leave(CloseCode.WITH_ERROR);
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
    this.bots = new BotDriver({
      def: this.def,
      pool: this.ctx.bots,
      delayMs: this.ctx.botDelayMs,
      setTimer: setTimeout,
      enqueue: (what, fn) => void this.enqueue(what, fn),
      log: (level, event, fields) => this.log(level, event, fields),
    });
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
    this.tableClock = new TableClock(o.clock ? clockConfig(o.clock) : null, { set: setTimeout });
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
    this.tableClock.show(this.state.clock, o.seats);
    this.installHooks();
    this.log("info", "table.created", { seats: o.seats, mode: s.mode, botFill, clock: this.tableClock.kind });
  }

  private setSeats(n: number): void {
    // Spectators are capped in onJoin; this headroom keeps Colyseus from ever locking the room
    // (a locked room refuses joinById, which a player reclaiming a seat needs).
    this.maxClients = 2 * n + this.ctx.maxSpectators + 5;
    for (let i = 0; i < n; i++) this.state.seats.push(new SeatState());
    this.seating = new Seating(this.state.seats);
  }

  /** The listing, the frame guard and the quick-play holds, once the table is set up. */
  private installHooks(): void {
    this.metadata = this.listing();
    this.lastListing = JSON.stringify(this.metadata);
    aroundReservations(this, (r) => this.reserve(r));
    guardFrames(this, (client, kind) =>
      this.malformed(client, `frame kind ${kind} is not part of the protocol`),
    );
  }

  override onJoin(client: TableClient, options: unknown): void {
    const o: CheckedJoin = checkJoin(this.def, options);
    const held = this.holds.release(client.sessionId);
    const seat = this.seatFor(client, o, held);
    // a seated player's name is the seat's (made unique by claimSeat); a spectator's is unique too
    const name = seat === null ? this.uniqueName(o.name, null) : this.state.seats[seat]!.name;
    client.userData = { seat, name };
    watchBreaches(client);
    client.view = new StateView();
    if (seat !== null) client.view.add(this.state.seats[seat]!);
    else this.state.spectators++;
    this.sendHello(client);
    this.log("info", seat === null ? "spectator.joined" : "seat.joined", { session: client.sessionId, seat });
    if (this.state.status === "waiting" && !this.starting && this.seating.free().length === 0) {
      this.enqueue("start", () => this.start("table full"));
    } else this.maybeBotFill();
    this.updateListing();
    this.watchIdle();
    this.scheduleBots(); // a player is back: paused bots play on
  }

  /** The seat a joining client gets: its player's own, a free one, or none (a spectator). */
  private seatFor(client: TableClient, o: CheckedJoin, held: boolean): Seat | null {
    const hash = hashToken(o.token);
    const own = this.seating.seatOf(hash);
    if (own >= 0) {
      this.claimSeat(own, client, o.name);
      return own;
    }
    if (this.abandoned()) {
      // only a player of the table may come back to it (docs/protocol.md "Seats and the table's life")
      throw new ServerError(
        ErrorCode.MATCHMAKE_INVALID_CRITERIA,
        refusal(TABLE_ERRORS.TABLE_ABANDONED, "the players of this table left before it started"),
      );
    }
    const free = this.seating.free();
    const mayTake = this.state.status === "waiting" && !this.starting && free.length > 0;
    if (!o.spectator && mayTake && (held || this.holds.fits(free.length))) {
      const seat = free[0]!;
      this.seating.sit(seat, hash);
      this.claimSeat(seat, client, o.name);
      if (this.state.owner < 0) this.state.owner = seat;
      return seat;
    }
    if (this.state.spectators >= this.ctx.maxSpectators) {
      throw new ServerError(
        ErrorCode.MATCHMAKE_INVALID_CRITERIA,
        refusal(TABLE_ERRORS.TABLE_FULL, `this table already has ${this.ctx.maxSpectators} spectators`),
      );
    }
    return null;
  }

  override async onDrop(client: TableClient, code?: number): Promise<void> {
    const seat = client.userData?.seat ?? null;
    this.log("info", "client.dropped", { session: client.sessionId, seat, code });
    // A client closed for breaking the protocol (a malformed message, a frame over the size limit)
    // gets no reconnection window: onLeave follows.
    if (brokeProtocol(client, code)) return;
    const holds = seat !== null && this.seating.holds(seat, client.sessionId);
    if (holds) {
      this.seating.drop(seat);
      this.updateListing();
    }
    try {
      const pending = this.allowReconnection(client, this.ctx.reconnectSeconds);
      if (holds) this.reconnections.set(seat, pending);
      await pending;
    } catch {
      // expired, reclaimed by a new connection, or shutting down: onLeave follows
    }
  }

  override onReconnect(client: TableClient): void {
    watchBreaches(client);
    const seat = client.userData?.seat ?? null;
    if (seat !== null && this.seating.holds(seat, client.sessionId)) {
      this.reconnections.delete(seat);
      this.seating.reconnect(seat);
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
    const holds = this.seating.holds(seat, client.sessionId);
    this.log("info", "seat.left", { session: client.sessionId, seat, code, held: holds });
    if (!holds) return; // the seat already belongs to a newer connection of the same player
    this.reconnections.delete(seat);
    if (this.state.status === "waiting" && !this.starting) {
      this.seating.leaveWaiting(seat);
      if (this.state.owner === seat) this.state.owner = this.seating.firstHuman();
      if (this.seating.humans() === 0) {
        // the last player left before the start: nobody is left to play, the table goes at once
        this.log("info", "table.abandoned", { status: "waiting", after: "last player left" });
        this.closing = true;
        this.updateListing();
        this.disconnect().catch(() => {});
        return;
      }
    } else {
      this.seating.release(seat);
      if (this.state.status === "playing" && this.seating.isHuman(seat) && !this.closing) this.botTakes(seat);
    }
    this.updateListing();
    this.watchIdle();
  }

  override onDispose(): void {
    this.ctx.live.delete(this);
    this.releaseHolding();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.holds.clear();
    this.bots?.stop();
    this.tableClock.stop();
    this.log("info", "table.disposed", { status: this.state.status, version: this.state.version });
  }

  /** On shutdown: write the unfinished match's seats and clock, then tell clients they may reconnect. */
  override onBeforeShutdown(): void {
    this.halt();
    void this.enqueue("suspend", async () => {
      if (this.state.status !== "playing") return;
      try {
        await withTimeout(this.writeFacts(), STORE_SHUTDOWN_MS);
        this.log("info", "table.suspended", { version: this.state.version });
      } catch (e) {
        this.log("error", "store.failed", { op: "suspend", error: String(e) });
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

  /** Stops bots and clocks for good: the process closes, or the match is no longer this room's. */
  private halt(): void {
    this.closing = true;
    this.bots?.stop();
    this.tableClock.stop();
  }

  /** Called by the recovery when another process took this match's lease: stop at once, write nothing. */
  leaseLost(): void {
    if (this.closing) return;
    this.halt();
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
    this.tableClock = new TableClock(m.clock?.config ?? null, { set: setTimeout });
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
    this.game = replayed.state;
    this.seed = m.seed;
    s.matchId = m.id;
    s.seedHash = m.seedHash;
    s.version = m.version;
    s.owner = m.owner;
    for (const line of log.slice(-LOG_KEEP)) s.log.push(line);
    this.seating.restore(m.seats);
    s.status = "playing";
    this.autoDispose = false;
    this.syncViews();
    const now = this.ctx.now();
    this.playingSince = now;
    this.tableClock.restore(m.clock?.remainingMs ?? null, m.players, this.clockedSeats(), now);
    this.tableClock.show(this.state.clock, m.players);
    this.restored = { version: m.version, stateHash: stateHash(this.game) };
    this.installHooks();
    // players get the reconnection window to come back; then bots play their seats
    this.later(this.ctx.reconnectSeconds * 1000, () => {
      this.enqueue("restore-grace", () => {
        if (this.state.status !== "playing" || this.closing) return;
        for (let seat = 0; seat < this.seating.count; seat++) {
          if (this.seating.isHuman(seat) && this.seating.sessionOf(seat) === null) this.botTakes(seat);
        }
      });
    });
    this.log("info", "table.restored", { matchId: m.id, version: m.version, seats: m.players });
    this.armClock();
    this.scheduleBots();
  }

  // ---- seats -----------------------------------------------------------------------------

  /** Gives `seat` to `client`, taking it from any older connection of the same player. */
  private claimSeat(seat: Seat, client: TableClient, name: string): void {
    const { displaced, takenBack } = this.seating.connect(
      seat,
      client.sessionId,
      this.uniqueName(name, seat),
    );
    if (displaced !== null) this.displace(seat, displaced);
    if (takenBack) this.afterTakeBack(seat, takenBack === "timeout");
  }

  /** The seat's older connection (pending reconnection or live window) gives way to a newer one. */
  private displace(seat: Seat, sessionId: string): void {
    const pending = this.reconnections.get(seat);
    if (pending) {
      pending.reject(new Error("seat reclaimed"));
      this.reconnections.delete(seat);
      return;
    }
    const old = this.clients.get(sessionId);
    if (!old) return;
    old.send("error", {
      code: TABLE_ERRORS.SEAT_TAKEN_ELSEWHERE,
      message: "You opened this table somewhere else; this window is closed.",
    });
    old.leave(CloseCode.CONSENTED);
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

  /** A bot plays `seat` while its player is away (the player keeps the seat's token). */
  private botTakes(seat: Seat): void {
    this.seating.away(seat);
    this.reclock();
    this.scheduleBots();
  }

  /** The seat's player plays it again (after "away" or "timeout"). */
  private playerTakes(seat: Seat): void {
    this.afterTakeBack(seat, this.seating.takeBack(seat));
  }

  private afterTakeBack(seat: Seat, wasTimeout: boolean): void {
    this.bots.cancel(seat);
    if (wasTimeout) this.tableClock.reclaim(seat, this.ctx.now());
    this.reclock();
    this.log("info", "seat.taken_back", { seat, after: wasTimeout ? "timeout" : "away" });
  }

  /**
   * A waiting table whose seated players are all gone (their connections dropped and they are
   * inside the reconnection window): it is not offered, not listed, and only they may join it.
   */
  private abandoned(): boolean {
    return this.state.status === "waiting" && !this.starting && this.seating.allSeatedAway();
  }

  /** Quick-play seat holds (seat-holds.ts) around Colyseus' seat reservations. */
  private async reserve(r: Reservation): Promise<boolean> {
    const o = r.options;
    const quick = !r.reconnecting && o?.quick === true && o.spectator !== true && typeof o.token === "string";
    if (!quick || this.seating.seatOf(hashToken(o.token as string)) >= 0) return r.reserve();
    if (this.state.status !== "waiting" || this.starting || this.abandoned()) return false;
    if (!this.holds.fits(this.seating.free().length)) return false;
    const release = (): void => {
      if (this.holds.release(r.sessionId)) this.updateListing();
    };
    this.holds.add(r.sessionId, this.seatReservationTimeout * 1000, release);
    this.updateListing();
    const ok = await r.reserve();
    if (!ok) release();
    return ok;
  }

  // ---- abandoned tables ------------------------------------------------------------------

  /** A waiting table without any seated player is closed after `idleWaitingMs`. */
  private watchIdle(): void {
    if (this.idleCheck || this.state.status !== "waiting" || this.seating.humans() > 0) return;
    this.idleCheck = true;
    this.later(this.ctx.idleWaitingMs, () => {
      this.idleCheck = false;
      if (this.state.status === "waiting" && !this.starting && this.seating.humans() === 0) {
        this.log("info", "table.abandoned", { status: "waiting" });
        this.disconnect().catch(() => {});
      } else this.watchIdle();
    });
  }

  /** A game everybody left is aborted after `idleWaitingMs` unless a player comes back. */
  private watchAbandonedPlay(): void {
    if (this.abandonCheck) return;
    this.abandonCheck = true;
    this.later(this.ctx.idleWaitingMs, () => {
      this.abandonCheck = false;
      if (this.state.status !== "playing" || this.closing) return;
      if (this.seating.anyoneHome()) return this.scheduleBots();
      this.enqueue("abandon", async () => {
        if (this.state.status !== "playing" || this.closing || this.seating.anyoneHome()) return;
        this.halt();
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
    if (!this.seating.someoneSeatedAndConnected()) return;
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
    const names = this.state.seats.map((st, i) => (st.kind === "empty" ? `Bot ${i + 1}` : st.name));
    const id = newMatchId();
    if (!(await this.recordStart(id, game, seed, names))) return;
    const now = this.ctx.now();
    this.game = game;
    this.seed = seed;
    this.seating.fillWithBots(names);
    this.state.botFillAt = 0;
    this.state.matchId = id;
    this.state.seedHash = seedHashOf(seed);
    this.state.status = "playing";
    this.state.version = 0;
    this.playingSince = now;
    this.autoDispose = false;
    this.syncViews();
    const bots = this.state.seats.filter((s) => s.kind === "bot").length;
    this.log("info", "table.started", { reason, players, matchId: id, bots });
    this.seating.absentAtStart();
    // clocks start when the players see the game
    this.tableClock.start(players, this.clockedSeats(), this.ctx.now());
    this.tableClock.show(this.state.clock, players);
    this.armClock();
    const outcome = this.def.outcome(this.game);
    if (outcome) await this.finishNow(outcome);
    this.broadcastPatch();
    this.sendLegalToAll();
    this.updateListing();
    this.scheduleBots();
  }

  /** Writes a new match (the seats as they start, bots named `names`); false if the store refused. */
  private async recordStart(id: string, game: unknown, seed: string, names: string[]): Promise<boolean> {
    const players = names.length;
    const seats: SeatRecord[] = this.seating.records().map((rec, i) => {
      const bot = this.state.seats[i]!.kind === "empty";
      return {
        ...rec,
        name: names[i]!,
        kind: bot ? "bot" : "human",
        botReason: bot ? "filled" : "",
        forfeit: null,
      };
    });
    const now = this.ctx.now();
    const clocked = this.def.actors(game).filter((seat) => seats[seat]!.kind === "human");
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
          clock: this.tableClock.startRecord(players, clocked, now),
          startedAt: now,
        },
        this.ctx.owner(),
        now + this.ctx.leaseMs,
      );
      return true;
    } catch (e) {
      this.log("error", "store.failed", { op: "start", error: String(e) });
      this.broadcast("error", {
        code: TABLE_ERRORS.STORE_FAILED,
        message: "The game could not be started: the server could not save it. Try again.",
      });
      this.seating.freeAbsent();
      this.updateListing();
      return false;
    } finally {
      this.starting = false;
    }
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
      result: withForfeits(outcome, this.seating.forfeits()),
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
    const reason = this.seating.reasonOf(seat) || "filled";
    const record: MoveRecord = {
      version,
      seat,
      move: r.value.move,
      at: now,
      by,
      botReason: by === "bot" ? (reason as MoveRecord["botReason"]) : null,
    };
    const outcome = this.def.outcome(r.value.state);
    const end = outcome ? this.endOf(outcome, r.value.state, now) : undefined;
    const clock = this.tableClock.recordAfter(seat, this.clockedSeats(r.value.state), now);
    try {
      const facts = { seats: this.seating.records(), clock, ...(end ? { end } : {}) };
      await this.ctx.store.appendMove(this.state.matchId, record, facts, this.ctx.owner());
    } catch (e) {
      this.log("error", "store.failed", { op: "move", version, error: String(e) });
      // another process holds the match now: stop, once the sender has heard why
      if (e instanceof StoreError && e.code === STORE_ERRORS.CONFLICT) this.later(0, () => this.leaseLost());
      const message = "The server could not save this move, so it was not played. Try again.";
      return { ok: false, error: rule(TABLE_ERRORS.STORE_FAILED, message) };
    }
    // durable: now the table moves on and everyone hears of it
    this.game = r.value.state;
    this.state.version = version;
    this.tableClock.advance(seat, this.clockedSeats(), this.ctx.now());
    this.syncViews();
    const events = r.value.events;
    this.pushLog(eventsFor(events, SPECTATOR).map((event) => logLineText({ version, event })));
    if (end) this.finish(end);
    else this.tableClock.show(this.state.clock, this.seating.count);
    this.broadcastPatch();
    this.sendEvents(version, events);
    this.sendLegalToAll();
    this.log("debug", "move.accepted", { seat, by, version });
    this.armClock();
    this.scheduleBots();
    return { ok: true, value: null };
  }

  /** Lines for the table's log in the synced state (the last LOG_KEEP are kept). */
  private pushLog(lines: string[]): void {
    for (const line of lines) this.state.log.push(line);
    while (this.state.log.length > LOG_KEEP) this.state.log.shift();
  }

  private finish(end: MatchEnd): void {
    this.releaseHolding();
    this.state.outcome = JSON.stringify(end.result);
    this.state.status = "finished";
    this.state.seed = this.seed;
    this.state.actors.clear();
    this.bots.stop();
    this.tableClock.finish(end.endedAt);
    this.tableClock.show(this.state.clock, this.seating.count);
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
    this.mirror.sync(this.def, this.game, this.state, this.state.status === "finished");
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
    return this.seating.playerMayAct(seat) ? this.def.legalMoves(this.game, seat) : [];
  }

  private sendLegal(client: TableClient): void {
    const seat = client.userData?.seat ?? null;
    if (seat === null || this.state.status === "waiting") return;
    client.send("legal", { version: this.state.version, moves: this.legalFor(seat) });
  }

  private sendLegalToAll(): void {
    for (const client of this.clients) {
      const seat = client.userData?.seat ?? null;
      if (seat !== null && this.seating.holds(seat, client.sessionId)) this.sendLegal(client);
    }
  }

  private sendHello(client: TableClient): void {
    client.send("hello", {
      seat: client.userData?.seat ?? null,
      game: this.def.id,
      rulesVersion: this.def.rulesVersion,
      code: this.roomId,
      matchId: this.state.matchId,
      serverTime: this.ctx.now(),
    });
    this.sendLegal(client);
  }

  // ---- clocks ----------------------------------------------------------------------------

  /** Seats whose clock may run now: they must act and their player plays them. */
  private clockedSeats(game: unknown = this.game): Seat[] {
    if (this.state.status !== "playing" || this.closing) return [];
    return this.def.actors(game).filter((seat) => this.seating.isHuman(seat));
  }

  /** After a change of who plays which seat: clocks run for the seats that must act now. */
  private reclock(): void {
    if (!this.tableClock.cfg) return;
    this.tableClock.advance(null, this.clockedSeats(), this.ctx.now());
    this.tableClock.show(this.state.clock, this.seating.count);
    this.armClock();
  }

  /** Sets the timer of the first clock to run out. */
  private armClock(): void {
    if (this.state.status !== "playing" || this.closing) {
      this.tableClock.stop();
      return;
    }
    this.tableClock.arm(this.ctx.now(), () => this.enqueue("timeout", () => this.onClockTimeout()));
  }

  /** Seats out of time: a bot plays them ("timeout"), and with "lose" they are ranked last. */
  private async onClockTimeout(): Promise<void> {
    const cfg = this.tableClock.cfg;
    if (!cfg || this.state.status !== "playing" || this.closing) return;
    const out = this.tableClock.expire(this.ctx.now(), (seat) => this.seating.isHuman(seat));
    if (out.length === 0) return this.armClock();
    const lines = out.map((seat) => {
      this.log("info", "seat.timeout", { seat, onTimeout: cfg.onTimeout });
      const event = { type: "timeout", seat, onTimeout: cfg.onTimeout };
      return logLineText({ version: this.state.version, event, platform: true });
    });
    this.pushLog(lines);
    for (const seat of out) {
      this.seating.timeOut(seat, cfg.onTimeout === "lose");
      this.reclock();
      this.scheduleBots();
    }
    // if the write fails, the next move's write carries the seats again
    await this.writeFacts().catch((e) =>
      this.log("error", "store.failed", { op: "timeout", error: String(e) }),
    );
    this.broadcastPatch();
    this.sendLegalToAll();
    this.updateListing();
  }

  // ---- bots ------------------------------------------------------------------------------

  /**
   * Gives every bot seat that may act now a turn after `botDelayMs`. Bots play only while a seated
   * player is connected: a table everybody left waits for them, and is aborted after
   * `idleWaitingMs` (docs/security.md "Bot-only tables").
   */
  private scheduleBots(): void {
    if (this.state.status !== "playing" || this.closing) return;
    if (!this.seating.anyoneHome()) {
      this.watchAbandonedPlay();
      return;
    }
    const seats = this.def.actors(this.game).filter((seat) => this.seating.isBot(seat));
    this.bots.schedule(seats, (seat) => this.botTurn(seat));
  }

  private botMayPlay(seat: Seat): boolean {
    return this.state.status === "playing" && !this.closing && this.seating.isBot(seat);
  }

  private async botTurn(seat: Seat): Promise<void> {
    if (!this.botMayPlay(seat)) return;
    if (!this.seating.anyoneHome()) return this.watchAbandonedPlay();
    if (!this.def.actors(this.game).includes(seat)) return;
    const legal = this.def.legalMoves(this.game, seat);
    if (legal.length === 0) {
      this.log("error", "bot.no_legal_move", { seat, version: this.state.version });
      return;
    }
    const move = await this.bots.decide(seat, this.game, this.state.version, legal, this.seed);
    // a player may have taken the seat back while the bot thought (claimSeat is not queued)
    if (!this.botMayPlay(seat)) return;
    const r = await this.play(seat, move, "bot");
    if (r.ok) return;
    this.log("error", "bot.move_refused", { seat, code: r.error.code, message: r.error.message });
    // try again later (a store that failed may be back)
    if (r.error.code === TABLE_ERRORS.STORE_FAILED && !this.closing) {
      this.later(Math.max(1000, this.ctx.botDelayMs), () => this.scheduleBots());
    }
  }

  // ---- messages --------------------------------------------------------------------------

  /** Table-level checks shared by `move` and `explain`; the seat when it may try a move. */
  private tableCheck(client: TableClient): { seat: Seat } | { error: RuleError } {
    const seat = client.userData?.seat ?? null;
    const holds = seat !== null && this.seating.holds(seat, client.sessionId);
    return seatedCheck(seat, holds, this.state.status);
  }

  private turnCheck(seat: Seat): RuleError | null {
    const lost = forfeitRefusal(this.seating.forfeitOf(seat));
    if (lost) return lost;
    return this.def.actors(this.game).includes(seat) ? null : notYourTurn();
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
    if (this.seating.reasonOf(t.seat) === "timeout") this.playerTakes(t.seat);
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
    const name = client.userData?.name ?? "";
    this.state.chat.push(new ChatLine({ seat: seat ?? -1, name, text: verdict.text, at: now }));
    trimChat(this.state.chat);
    return undefined;
  }

  private onStart(client: TableClient): undefined {
    const seat = client.userData?.seat ?? null;
    if (seat === null || seat !== this.state.owner || !this.seating.holds(seat, client.sessionId)) {
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
    const lost = forfeitRefusal(this.seating.forfeitOf(t.seat), true);
    if (lost) return void this.refuse(client, lost.code, lost.message);
    const undo = this.seating.resign(t.seat);
    try {
      await this.writeFacts();
    } catch (e) {
      undo();
      this.log("error", "store.failed", { op: "resign", error: String(e) });
      const message = "The server could not save your resignation; you are still playing. Try again.";
      return void this.refuse(client, TABLE_ERRORS.STORE_FAILED, message);
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
    if (this.seating.forfeitOf(t.seat) !== null || this.seating.reasonOf(t.seat) !== "timeout") {
      return void this.refuse(client, TABLE_ERRORS.NOT_TIMED_OUT, "You are playing your seat already.");
    }
    this.playerTakes(t.seat);
    this.broadcastPatch();
    this.sendLegal(client);
    this.updateListing();
    this.writeFacts().catch((e) => this.log("error", "store.failed", { op: "back", error: String(e) }));
  }

  // ---- listing, storage, helpers ---------------------------------------------------------

  private listing(): TableListing {
    const waiting = this.state.status === "waiting" && !this.starting && !this.closing;
    return listingOf(this.state, {
      game: this.def.id,
      title: this.def.title,
      open: waiting && !this.abandoned() && this.holds.fits(this.seating.free().length),
      botFill: this.botFill,
      clock: this.tableClock.kind,
    });
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

  /** Seats and clock as they are now, for the store. */
  private facts(): MatchUpdate {
    return { seats: this.seating.records(), clock: this.tableClock.record(this.ctx.now()) };
  }

  /** Writes the seats and clock as they are now to the match. */
  private writeFacts(): Promise<void> {
    return this.ctx.store.updateMatch(this.state.matchId, this.facts(), this.ctx.owner());
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

/** Resolves or rejects like `p`, or rejects after `ms`. */
function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let t: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    t = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([p, limit]).finally(() => clearTimeout(t));
}
