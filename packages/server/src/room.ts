/**
 * One generic table for every GameDef (docs/protocol.md). It owns the authoritative game state,
 * the move log and the version counter; it mirrors the public view into the synced state and each
 * seat's private view into that seat's `.view()` map, seen only through that seat's StateView.
 */
import { randomBytes } from "node:crypto";
import {
  type AuthContext,
  type Client,
  CloseCode,
  type Deferred,
  ErrorCode,
  matchMaker,
  Room,
  type RoomException,
  type RoomMethodName,
  ServerError,
  validate,
} from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import {
  type AnyGameDef,
  applyChecked,
  type Bot,
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
  randomBot,
  rngFromSeed,
  type Seat,
  SPECTATOR,
  type Viewer,
  viewFor,
} from "@starport/rules";
import { hashToken, randomCode } from "./ids.ts";
import { type CheckedJoin, checkJoin, matchmakeMethod } from "./join.ts";
import type { Logger } from "./log.ts";
import {
  CHAT_MAX,
  chatMessage,
  cleanText,
  explainMessage,
  moveMessage,
  resignMessage,
  startMessage,
} from "./messages.ts";
import {
  CHAT_KEEP,
  ChatLine,
  GameRoomState,
  LOG_KEEP,
  SeatState,
  type TableMode,
  type TableStatus,
} from "./state.ts";
import type { MatchRecord, MatchStore } from "./store.ts";

/** What every table of one game shares: the game and the server's settings. */
export interface TableContext {
  def: AnyGameDef;
  botDelayMs: number;
  reconnectSeconds: number;
  maxSpectators: number;
  logger: Logger;
  store: MatchStore;
  /** Wall clock (ms) for chat timestamps. */
  now(): number;
}

/** A table as the lobby lists it (the room listing's `metadata`). */
export interface TableListing {
  game: string;
  title: string;
  players: number;
  mode: TableMode;
  /** Waiting for players and a seat is free: quick-play may seat someone here. */
  open: boolean;
  seated: number;
  status: TableStatus;
  names: string[];
  spectators: number;
  botFill: number | null;
}

/** Server -> client messages (docs/protocol.md). */
export interface ServerMessages {
  hello: { seat: Seat | null; game: string; rulesVersion: string; code: string };
  legal: { version: number; moves: unknown[] };
  events: { version: number; events: unknown[] };
  rejected: RuleError & { version: number };
  explained: { move: unknown; error: RuleError | null };
  error: { code: string; message: string };
}

/** Codes of refusals the table itself decides (rules have their own). */
export const TABLE_ERRORS = {
  NOT_STARTED: "NOT_STARTED",
  RESIGNED: "RESIGNED",
  NOT_OWNER: "NOT_OWNER",
  ALREADY_STARTED: "ALREADY_STARTED",
  CHAT_EMPTY: "CHAT_EMPTY",
  CHAT_TOO_LONG: "CHAT_TOO_LONG",
  RATE_LIMITED: "RATE_LIMITED",
  SEAT_TAKEN_ELSEWHERE: "SEAT_TAKEN_ELSEWHERE",
  TABLE_FULL: "TABLE_FULL",
} as const;

/** Chat: a burst of 5 lines, then one line per second. */
const CHAT_BURST = 5;
const CHAT_REFILL_MS = 1000;
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
  resigned: boolean;
  botTimer: NodeJS.Timeout | null;
  botRng: Rng | null;
}

type TableClient = Client<{ userData: ClientData }>;

const rule = (code: string, message: string): RuleError => ({ code, message });

/** A table room class bound to one game and the server's settings. */
export function tableRoomFor(ctx: TableContext): typeof TableRoom {
  return class BoundTableRoom extends TableRoom {
    override ctx = ctx;

    /** Checks join options before any matchmaking; quick-play only matches tables with a free seat. */
    static override async onAuth(_token: string, options: unknown, context: AuthContext): Promise<unknown> {
      checkJoin(ctx.def, options);
      const o = options as Record<string, unknown>;
      delete o.open;
      delete o.quick;
      const method = matchmakeMethod(context?.req);
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
  private moves: { seat: Seat; move: unknown }[] = [];
  private startedAt = 0;
  private publicFlat: FlatView = new Map();
  private privateFlat: FlatView[] = [];
  private lastListing = "";
  private timers = new Set<NodeJS.Timeout>();
  /** Quick-play seat reservations not yet joined: sessionId -> expiry timer. */
  private holds = new Map<string, NodeJS.Timeout>();
  private chatBuckets = new Map<string, { tokens: number; at: number }>();
  /** The process is shutting down: players keep their seats (for a restore), no bot takes over. */
  private closing = false;

  override messages = {
    move: validate(moveMessage, (client: TableClient, msg) => this.onMove(client, msg)),
    explain: validate(explainMessage, (client: TableClient, msg) => this.onExplain(client, msg.move)),
    chat: validate(chatMessage, (client: TableClient, msg) => this.onChat(client, msg.text)),
    start: validate(startMessage, (client: TableClient) => this.onStart(client)),
    resign: validate(resignMessage, (client: TableClient) => this.onResign(client)),
    /** Any other message type is malformed: only its sender is dropped. */
    _: (client: TableClient, type: unknown) => {
      this.log("warn", "client.kicked", {
        session: client.sessionId,
        reason: `unknown message type ${String(type)}`,
      });
      client.leave(CloseCode.WITH_ERROR);
    },
  };

  private get def(): AnyGameDef {
    return this.ctx.def;
  }

  // ---- lifecycle -------------------------------------------------------------------------

  override async onCreate(options: unknown): Promise<void> {
    const o = checkJoin(this.def, options);
    this.roomId = await this.freshCode();
    this.tableOptions = o.tableOptions;
    const s = this.state;
    s.game = this.def.id;
    s.code = this.roomId;
    s.mode = o.mode ?? "public";
    for (let i = 0; i < o.seats; i++) {
      s.seats.push(new SeatState());
      this.slots.push({
        tokenHash: null,
        sessionId: null,
        reconnection: null,
        resigned: false,
        botTimer: null,
        botRng: null,
      });
      this.privateFlat.push(new Map());
    }
    // Spectators are capped in onJoin; this headroom keeps Colyseus from ever locking the room
    // (a locked room refuses joinById, which a player reclaiming a seat needs).
    this.maxClients = 2 * o.seats + this.ctx.maxSpectators + 5;
    if (s.mode === "private") await this.setPrivate(true);
    const botFill = o.botFillAfterSec ?? null;
    this.botFill = botFill;
    this.metadata = this.listing();
    this.lastListing = JSON.stringify(this.metadata);
    if (botFill !== null) {
      this.later(botFill * 1000, () => {
        if (this.state.status === "waiting" && this.humans() > 0) this.start("bot-fill timer");
      });
    }
    this.installSeatHolds();
    this.log("info", "table.created", { seats: o.seats, mode: s.mode, botFill });
  }

  private botFill: number | null = null;

  override onJoin(client: TableClient, options: unknown): void {
    const o: CheckedJoin = checkJoin(this.def, options);
    const held = this.holds.has(client.sessionId);
    this.releaseHold(client.sessionId);
    const hash = hashToken(o.token);
    let seat: Seat | null = this.slots.findIndex((sl) => sl.tokenHash === hash);
    if (seat >= 0) {
      this.claimSeat(seat, client, o.name);
    } else {
      seat = null;
      const free = this.freeSeats();
      if (
        !o.spectator &&
        this.state.status === "waiting" &&
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
          `${TABLE_ERRORS.TABLE_FULL}: this table already has ${this.ctx.maxSpectators} spectators`,
        );
      }
    }
    client.userData = { seat, name: o.name };
    client.view = new StateView();
    if (seat !== null) client.view.add(this.state.seats[seat]!);
    else this.state.spectators++;
    this.sendHello(client);
    this.log("info", seat === null ? "spectator.joined" : "seat.joined", { session: client.sessionId, seat });
    if (this.state.status === "waiting" && this.freeSeats().length === 0) this.start("table full");
    this.updateListing();
  }

  override async onDrop(client: TableClient, code?: number): Promise<void> {
    const seat = client.userData?.seat ?? null;
    this.log("info", "client.dropped", { session: client.sessionId, seat, code });
    // A client closed for a malformed message gets no reconnection window: onLeave follows.
    if (code === CloseCode.WITH_ERROR) return;
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
    this.updateListing();
  }

  override onLeave(client: TableClient, code?: number): void {
    const data = client.userData;
    this.chatBuckets.delete(client.sessionId);
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
    if (this.state.status === "waiting") {
      slot.tokenHash = null;
      st.name = "";
      st.kind = "empty";
      if (this.state.owner === seat) this.state.owner = this.slots.findIndex((_, i) => this.isHuman(i));
    } else if (this.state.status === "playing" && st.kind === "human" && !this.closing) {
      st.kind = "bot";
      st.botReason = "away";
      this.scheduleBots();
    }
    this.updateListing();
  }

  override onDispose(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const t of this.holds.values()) clearTimeout(t);
    this.holds.clear();
    for (const slot of this.slots) if (slot.botTimer) clearTimeout(slot.botTimer);
    this.log("info", "table.disposed", { status: this.state.status, version: this.state.version });
  }

  /** On shutdown: hand the unfinished match to the store, then tell clients they may reconnect. */
  override onBeforeShutdown(): void {
    this.closing = true;
    for (const slot of this.slots) {
      if (slot.botTimer) clearTimeout(slot.botTimer);
      slot.botTimer = null;
    }
    void (async () => {
      if (this.state.status === "playing") {
        try {
          const stored = Promise.resolve(this.ctx.store.suspended(this.record()));
          const limit = new Promise<never>((_, reject) => {
            const t = setTimeout(
              () => reject(new Error(`no answer in ${STORE_SHUTDOWN_MS} ms`)),
              STORE_SHUTDOWN_MS,
            );
            stored.finally(() => clearTimeout(t)).catch(() => {});
          });
          await Promise.race([stored, limit]);
        } catch (e) {
          this.log("error", "store.failed", { op: "suspended", error: String(e) });
        }
      }
      await this.disconnect(CloseCode.MAY_TRY_RECONNECT);
    })().catch((e) => this.log("error", "table.shutdown_failed", { error: String(e) }));
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
    st.name = name;
    st.connected = true;
    if (st.kind === "empty") st.kind = "human";
    if (st.kind === "bot" && !slot.resigned && st.botReason !== "filled") {
      st.kind = "human";
      st.botReason = "";
      if (slot.botTimer) {
        clearTimeout(slot.botTimer);
        slot.botTimer = null;
      }
    }
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
        if (this.state.status !== "waiting" || this.freeSeats().length <= this.holds.size) return false;
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

  // ---- game flow -------------------------------------------------------------------------

  /** Fills empty seats with bots and deals the game. */
  private start(reason: string): void {
    if (this.state.status !== "waiting") return;
    const seed = randomBytes(16).toString("hex");
    const players = this.state.seats.length;
    try {
      this.game = this.def.setup({ players, seed, options: this.tableOptions });
    } catch (e) {
      this.log("error", "table.setup_failed", { error: (e as Error).stack ?? String(e) });
      this.broadcast("error", { code: "SETUP_FAILED", message: "The game could not be set up." });
      return;
    }
    this.seed = seed;
    this.state.seats.forEach((st, i) => {
      if (st.kind !== "empty") return;
      st.kind = "bot";
      st.botReason = "filled";
      st.name = `Bot ${i + 1}`;
    });
    this.moves = [];
    this.startedAt = this.ctx.now();
    this.state.status = "playing";
    this.state.version = 0;
    this.syncViews();
    this.log("info", "table.started", {
      reason,
      players,
      bots: this.state.seats.filter((s) => s.kind === "bot").length,
    });
    this.report("started");
    const outcome = this.def.outcome(this.game);
    if (outcome) this.finish(outcome);
    this.broadcastPatch();
    this.sendLegalToAll();
    this.updateListing();
    this.scheduleBots();
  }

  /** Runs one move through the table's checks and the rules; on success updates everyone. */
  private play(seat: Seat, raw: unknown, by: "human" | "bot"): Result<null> {
    const r = applyChecked(this.def, this.game, seat, raw);
    if (!r.ok) return r;
    this.game = r.value.state;
    this.moves.push({ seat, move: r.value.move });
    this.state.version++;
    const version = this.state.version;
    this.syncViews();
    const events = r.value.events;
    for (const e of eventsFor(events, SPECTATOR)) {
      this.state.log.push(JSON.stringify({ version, event: e }));
    }
    while (this.state.log.length > LOG_KEEP) this.state.log.shift();
    this.report("moved");
    const outcome = this.def.outcome(this.game);
    if (outcome) this.finish(outcome);
    this.broadcastPatch();
    this.sendEvents(version, events);
    this.sendLegalToAll();
    this.log("debug", "move.accepted", { seat, by, version });
    this.scheduleBots();
    return { ok: true, value: null };
  }

  private finish(outcome: Outcome): void {
    const final = withResignations(
      outcome,
      this.slots.map((s) => s.resigned),
    );
    this.state.outcome = JSON.stringify(final);
    this.state.status = "finished";
    this.state.actors.clear();
    for (const slot of this.slots) {
      if (slot.botTimer) clearTimeout(slot.botTimer);
      slot.botTimer = null;
    }
    this.finalOutcome = final;
    this.report("finished");
    this.updateListing();
    this.log("info", "table.finished", { version: this.state.version, ranks: final.ranks });
  }

  private finalOutcome: Outcome | null = null;

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
    const actors = this.def.actors(this.game);
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

  private legalFor(seat: Seat): unknown[] {
    if (this.state.status !== "playing" || !this.isHuman(seat)) return [];
    return this.def.legalMoves(this.game, seat);
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

  private sendHello(client: TableClient): void {
    client.send("hello", {
      seat: client.userData?.seat ?? null,
      game: this.def.id,
      rulesVersion: this.def.rulesVersion,
      code: this.roomId,
    });
    this.sendLegal(client);
  }

  // ---- bots ------------------------------------------------------------------------------

  /** Gives every bot seat that may act now a turn after `botDelayMs`. */
  private scheduleBots(): void {
    if (this.state.status !== "playing" || this.closing) return;
    for (const seat of this.def.actors(this.game)) {
      const slot = this.slots[seat];
      if (!slot || slot.botTimer || this.state.seats[seat]?.kind !== "bot") continue;
      slot.botTimer = setTimeout(() => {
        slot.botTimer = null;
        try {
          this.botTurn(seat);
        } catch (e) {
          this.log("error", "bot.failed", { seat, error: (e as Error).stack ?? String(e) });
        }
      }, this.ctx.botDelayMs);
    }
  }

  private botTurn(seat: Seat): void {
    if (this.state.status !== "playing" || this.state.seats[seat]?.kind !== "bot") return;
    if (!this.def.actors(this.game).includes(seat)) return;
    const legal = this.def.legalMoves(this.game, seat);
    if (legal.length === 0) {
      this.log("error", "bot.no_legal_move", { seat, version: this.state.version });
      return;
    }
    const slot = this.slots[seat]!;
    slot.botRng ??= rngFromSeed(`${this.seed}:bot:${seat}`);
    const rng = slot.botRng;
    const bot = (this.def.bots.default ?? randomBot) as Bot<unknown, unknown, unknown>;
    const t0 = performance.now();
    let move: unknown;
    try {
      move = bot.choose({
        seat,
        view: viewFor(this.def, this.game, seat),
        legal,
        rng,
        budgetMs: BOT_BUDGET_MS,
        now: () => performance.now(),
      });
    } catch (e) {
      this.log("error", "bot.threw", { seat, error: (e as Error).stack ?? String(e) });
    }
    const ms = performance.now() - t0;
    if (ms > BOT_BUDGET_MS * 2.5) this.log("warn", "bot.slow", { seat, ms: Math.round(ms) });
    const key = move === undefined ? null : canonicalJson(move);
    if (key === null || !legal.some((m) => canonicalJson(m) === key)) {
      if (key !== null) this.log("error", "bot.illegal_choice", { seat, move: key });
      move = rng.pick(legal);
    }
    const r = this.play(seat, move, "bot");
    if (!r.ok) this.log("error", "bot.move_refused", { seat, code: r.error.code, message: r.error.message });
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
    if (this.slots[seat]!.resigned)
      return rule(TABLE_ERRORS.RESIGNED, "You resigned; a bot plays your seat.");
    if (!this.def.actors(this.game).includes(seat)) {
      return rule(PLATFORM_ERRORS.NOT_YOUR_TURN, "It is not your turn to act.");
    }
    return null;
  }

  private onMove(client: TableClient, msg: { version: number; move: unknown }): undefined {
    const reject = (error: RuleError): undefined => {
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
    const r = this.play(t.seat, msg.move, "human");
    if (!r.ok) reject(r.error);
    return undefined;
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
    const text = cleanText(raw);
    if (text.length === 0) return this.refuse(client, TABLE_ERRORS.CHAT_EMPTY, "Write something first.");
    if (text.length > CHAT_MAX) {
      return this.refuse(
        client,
        TABLE_ERRORS.CHAT_TOO_LONG,
        `A chat line is at most ${CHAT_MAX} characters.`,
      );
    }
    const now = this.ctx.now();
    const bucket = this.chatBuckets.get(client.sessionId) ?? { tokens: CHAT_BURST, at: now };
    bucket.tokens = Math.min(CHAT_BURST, bucket.tokens + (now - bucket.at) / CHAT_REFILL_MS);
    bucket.at = now;
    this.chatBuckets.set(client.sessionId, bucket);
    if (bucket.tokens < 1)
      return this.refuse(client, TABLE_ERRORS.RATE_LIMITED, "Slow down: one line per second.");
    bucket.tokens -= 1;
    const seat = client.userData?.seat ?? null;
    this.state.chat.push(
      new ChatLine({ seat: seat ?? -1, name: client.userData?.name ?? "", text, at: now }),
    );
    while (this.state.chat.length > CHAT_KEEP) this.state.chat.shift();
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
    if (this.state.status !== "waiting") {
      return this.refuse(client, TABLE_ERRORS.ALREADY_STARTED, "The game has already started.");
    }
    this.start("owner");
    return undefined;
  }

  private onResign(client: TableClient): undefined {
    const t = this.tableCheck(client);
    if ("error" in t) return this.refuse(client, t.error.code, t.error.message);
    const slot = this.slots[t.seat]!;
    if (slot.resigned) return this.refuse(client, TABLE_ERRORS.RESIGNED, "You have already resigned.");
    slot.resigned = true;
    const st = this.state.seats[t.seat]!;
    st.kind = "bot";
    st.botReason = "resigned";
    this.log("info", "seat.resigned", { seat: t.seat });
    this.broadcastPatch();
    this.sendLegal(client);
    this.updateListing();
    this.scheduleBots();
    return undefined;
  }

  // ---- listing, storage, helpers ---------------------------------------------------------

  private listing(): TableListing {
    const seats = this.state.seats;
    return {
      game: this.def.id,
      title: this.def.title,
      players: seats.length,
      mode: this.state.mode as TableMode,
      open: this.state.status === "waiting" && this.freeSeats().length > this.holds.size,
      seated: seats.filter((s) => s.kind === "human").length,
      status: this.state.status as TableStatus,
      names: seats.filter((s) => s.kind !== "empty").map((s) => s.name),
      spectators: this.state.spectators,
      botFill: this.botFill,
    };
  }

  /** Publishes the listing to matchmaking and the lobby when it changed. */
  private updateListing(): void {
    const listing = this.listing();
    const text = JSON.stringify(listing);
    if (text === this.lastListing) return;
    this.lastListing = text;
    this.setMatchmaking({ metadata: listing }).catch((e) =>
      this.log("error", "listing.failed", { error: String(e) }),
    );
  }

  private record(): MatchRecord {
    return {
      code: this.roomId,
      game: this.def.id,
      rulesVersion: this.def.rulesVersion,
      players: this.state.seats.length,
      options: this.tableOptions,
      seed: this.seed,
      seats: this.state.seats.map((st, i) => ({
        name: st.name,
        kind: st.kind as "empty" | "human" | "bot",
        tokenHash: this.slots[i]!.tokenHash,
        resigned: this.slots[i]!.resigned,
      })),
      moves: [...this.moves],
      status: this.state.status === "finished" ? "finished" : "playing",
      outcome: this.finalOutcome,
      startedAt: this.startedAt,
    };
  }

  private report(what: "started" | "moved" | "finished"): void {
    const store = this.ctx.store;
    const rec = this.record();
    try {
      const p =
        what === "started"
          ? store.started(rec)
          : what === "moved"
            ? store.moved(rec, rec.moves.length - 1)
            : store.finished(rec);
      if (p) p.catch((e) => this.log("error", "store.failed", { op: what, error: String(e) }));
    } catch (e) {
      this.log("error", "store.failed", { op: what, error: String(e) });
    }
  }

  private async freshCode(): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const code = randomCode();
      if (!(await matchMaker.getRoomById(code))) return code;
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

/**
 * Ranks resigned seats last (sharing the last rank), keeping the others' order. Cooperative
 * games are left as they are: the table wins or loses together.
 */
export function withResignations(outcome: Outcome, resigned: readonly boolean[]): Outcome {
  if (outcome.cooperative || !resigned.some(Boolean) || resigned.every(Boolean)) return outcome;
  const stayed = outcome.ranks.filter((_, i) => !resigned[i]);
  // competition ranking among the seats that stayed: 1 + how many of them did strictly better
  const ranks = outcome.ranks.map((r, i) =>
    resigned[i] ? stayed.length + 1 : 1 + stayed.filter((other) => other < r).length,
  );
  return { ...outcome, ranks };
}
