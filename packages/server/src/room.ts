/**
 * One generic table for every GameDef (docs/protocol.md). It owns the authoritative game state,
 * the move log and the version counter, routes the clients' messages, and keeps one order for
 * every change: checked, stored, then broadcast.
 *
 * Three layers of one Colyseus room, each a file: `TableBase` (table-base.ts: fields, the queue,
 * what clients are told, listing, store facts, shutdown), `TablePlay` (table-play.ts: the game
 * flow: start, play, finish, restore, clock deadlines, bot turns) and `TableRoom` here (routing:
 * who joins, drops, comes back or leaves, and each message). The parts that need no Colyseus are
 * plain modules, tested alone: the seats' state machine (seating.ts), the clock (table-clock.ts),
 * the bots (bot-driver.ts), the views mirrored into the synced state (view-mirror.ts), quick-play
 * holds (seat-holds.ts), the table's refusals (table-checks.ts), its listing (table-listing.ts);
 * Colyseus' private entry points are wrapped in one place (colyseus-hooks.ts).
 */

import {
  type AuthContext,
  type Client,
  ClientState,
  CloseCode,
  type Deferred,
  ErrorCode,
  ServerError,
} from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import {
  backMessage,
  chatMessage,
  explainMessage,
  moveMessage,
  refusal,
  resignMessage,
  startMessage,
  TABLE_ERRORS,
  unlisted,
} from "@starport/protocol";
import { applyChecked, notYourTurn, PLATFORM_ERRORS, type RuleError, type Seat } from "@starport/rules";
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
import { shareScratch } from "./encode-scratch.ts";
import { hashToken } from "./ids.ts";
import { type CheckedJoin, checkJoin, matchmakeMethod } from "./join.ts";
import { ADDRESS_HEADER } from "./limits.ts";
import { Seating } from "./seating.ts";
import { ChatLine, SeatState } from "./state.ts";
import type { TableClient } from "./table-base.ts";
import { forfeitRefusal, seatedCheck } from "./table-checks.ts";
import { TableClock } from "./table-clock.ts";
import { type OperatorSnapshot, REPLAY_FAILED, type TableContext } from "./table-context.ts";
import { admit, CREATOR_KEY, refuseOverCap } from "./table-guard.ts";
import { TablePlay } from "./table-play.ts";

export { type OperatorSnapshot, REPLAY_FAILED, type TableContext };

/** Kicks logged per table per minute; the rest are counted in one `limit.burst` line. */
const KICK_LOG_PER_MINUTE = 3;

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

export class TableRoom extends TablePlay {
  /** Dropped seats inside their reconnection window: seat -> the pending reconnection. */
  private reconnections = new Map<Seat, Deferred<Client>>();

  /** The chat's rates (chat.ts, docs/protocol.md "Chat"). */
  private chatPolicy = new TableChat();

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
      this.changed();
    };
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

  override async onCreate(options: unknown): Promise<void> {
    shareScratch(this);
    this.slowPatchTimer();
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
    const mode = o.mode ?? "public";
    s.mode = mode;
    this.setSeats(o.seats);
    if (unlisted(mode)) await this.setPrivate(true);
    // a learn table starts with bots as soon as its player is seated
    const botFill = mode === "learn" ? 0 : (o.botFillAfterSec ?? null);
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

  protected setSeats(n: number): void {
    // Spectators are capped in onJoin; this headroom keeps Colyseus from ever locking the room
    // (a locked room refuses joinById, which a player reclaiming a seat needs).
    this.maxClients = 2 * n + this.ctx.maxSpectators + 5;
    for (let i = 0; i < n; i++) this.state.seats.push(new SeatState());
    this.seating = new Seating(this.state.seats);
  }

  protected installHooks(): void {
    this.metadata = this.listing();
    this.lastListing = JSON.stringify(this.metadata);
    aroundReservations(this, (r) => this.reserve(r));
    guardFrames(this, (client, kind) =>
      this.malformed(client, `frame kind ${kind} is not part of the protocol`),
    );
  }

  override onJoin(client: TableClient, options: unknown): void {
    this.changed();
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
    this.changed();
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
    this.changed();
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
    this.changed();
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
}
