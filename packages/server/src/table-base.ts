import {
  type Client,
  CloseCode,
  matchMaker,
  Room,
  type RoomException,
  type RoomMethodName,
  ServerError,
} from "@colyseus/core";
import { LOG_KEEP, type ServerMessages, type TableListing } from "@starport/protocol";
import {
  type AnyGameDef,
  eventsFor,
  type GameEvent,
  type Seat,
  SPECTATOR,
  stateHash,
  type Viewer,
} from "@starport/rules";
import type { BotDriver } from "./bot-driver.ts";
import { randomCode } from "./ids.ts";
import { SeatHolds } from "./seat-holds.ts";
import { Seating } from "./seating.ts";
import { inOneWrite } from "./socket-batch.ts";
import { GameRoomState } from "./state.ts";
import type { MatchUpdate } from "./store.ts";
import { TableClock } from "./table-clock.ts";
import type { OperatorSnapshot, TableContext } from "./table-context.ts";
import type { Creator } from "./table-guard.ts";
import { listingOf } from "./table-listing.ts";
import { appendLog } from "./table-log.ts";
import { ViewMirror } from "./view-mirror.ts";

/**
 * Colyseus sends a room's state changes on a timer (every 50 ms by default, per room): at a
 * thousand tables those 20,000 ticks a second, nearly all finding nothing to send, were the
 * server's largest cost (docs/performance.md). A table sends its changes when the work that made
 * them ends (`changed()`); the timer only catches a change no path flushed.
 */
const BACKSTOP_PATCH_MS = 1000;

/** How long a shutting-down table waits for the store to keep its match. */
const STORE_SHUTDOWN_MS = 10_000;

interface ClientData {
  seat: Seat | null;
  name: string;
}

/** A client of a table: its seat, and the messages it may be sent (docs/protocol.md). */
export type TableClient = Client<{ userData: ClientData; messages: ServerMessages }>;

export abstract class TableBase extends Room<{
  state: GameRoomState;
  metadata: TableListing;
  client: TableClient;
}> {
  /** Set by the subclass `tableRoomFor` makes. */
  ctx!: TableContext;

  override state = new GameRoomState();

  override maxMessagesPerSecond = 20;

  protected seating = new Seating([]);

  protected game: unknown = null;

  protected seed = "";

  protected tableOptions: unknown = {};

  protected mirror = new ViewMirror();

  protected lastListing = "";

  protected timers = new Set<NodeJS.Timeout>();

  protected holds = new SeatHolds();

  /** The process is shutting down (or lost the match): players keep their seats, no bot takes over. */
  protected closing = false;

  /** A start is being written to the store: no seat changes hands meanwhile. */
  protected starting = false;

  protected botFill: number | null = null;

  /** The bot-fill wait is over (its timer fired): bots fill the empty seats once a player is there. */
  protected botFillDue = false;

  /** A patch is due at the end of this turn's work (`changed()`). */
  private patchDue = false;

  /** Every change of the game, seats' control or clock runs through this queue, one at a time. */
  protected queue: Promise<void> = Promise.resolve();

  protected tableClock = new TableClock(null, { set: setTimeout });

  protected bots!: BotDriver;

  protected restored: OperatorSnapshot["restored"] = null;

  /** A public table taken out of the lobby because it is abandoned (`abandoned()`). */
  protected hidden = false;

  /** When this room started or restored its match (ms since epoch). */
  protected playingSince = 0;

  /** Who created this table (caps per address and per token); null for a restored match. */
  creator: Creator | null = null;

  /** This table counts in `ctx.holdings` until it finishes or closes. */
  protected holding = false;

  protected releaseHolding(): void {
    if (!this.holding || !this.creator) return;
    this.holding = false;
    this.ctx.holdings.remove(this.creator);
  }

  protected get def(): AnyGameDef {
    return this.ctx.def;
  }

  /** Sends the room's state changes only on the backstop timer; `changed()` sends them sooner. */
  protected slowPatchTimer(): void {
    this.patchRate = BACKSTOP_PATCH_MS;
  }

  /**
   * The state may have changed: its patch goes out once the current work (this handler, timer or
   * queued step) has run, one patch for all its changes. Every entry point of the room calls it.
   */
  protected changed(): void {
    if (this.patchDue) return;
    this.patchDue = true;
    queueMicrotask(() => {
      this.patchDue = false;
      this.broadcastPatch();
    });
  }

  /** Runs `fn` after every change queued before it; errors are logged, never thrown. */
  protected enqueue(what: string, fn: () => Promise<unknown> | unknown): Promise<void> {
    const run = this.queue.then(async () => {
      try {
        await fn();
      } catch (e) {
        this.log("error", "table.exception", { method: what, error: (e as Error).stack ?? String(e) });
      }
      this.changed();
    });
    this.queue = run;
    return run;
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
  protected halt(): void {
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

  /**
   * A waiting table whose seated players are all gone (their connections dropped and they are
   * inside the reconnection window): it is not offered, not listed, and only they may join it.
   */
  protected abandoned(): boolean {
    return this.state.status === "waiting" && !this.starting && this.seating.allSeatedAway();
  }

  /** Lines for the table's log in the synced state (table-log.ts). */
  protected pushLog(lines: string[]): void {
    appendLog(this.state.log, lines);
  }

  /** Mirrors the rules' views into the synced state, touching only the leaves that changed. */
  protected syncViews(): void {
    this.mirror.sync(this.def, this.game, this.state, this.state.status === "finished");
  }

  protected viewerOf(client: TableClient): Viewer {
    return client.userData?.seat ?? SPECTATOR;
  }

  /**
   * Everyone hears of a change, in one TCP write per client (socket-batch.ts): a move's `events`
   * to the clients it is sent to (`sendEvents`), the state patch, then each acting seat's legal
   * moves. The events go first, so a client holds them when the patch of their version arrives.
   */
  protected publish(moved?: { version: number; events: GameEvent[] }): void {
    inOneWrite(this.clients, () => {
      if (moved) this.sendEvents(moved.version, moved.events);
      this.broadcastPatch();
      this.sendLegalToAll();
    });
  }

  /**
   * A move's events go only to a client that sees more of them than the public ones, which the
   * patch's log lines of `version` already carry: a seat shown a private event (a viewer's list is
   * the public list with its private events among them). When the log cannot hold all of them
   * (more than LOG_KEEP), everyone gets them (docs/protocol.md "After an accepted move").
   */
  protected sendEvents(version: number, events: GameEvent[]): void {
    const publicCount = eventsFor(events, SPECTATOR).length;
    const toAll = publicCount > LOG_KEEP;
    for (const client of this.clients) {
      const seen = eventsFor(events, this.viewerOf(client));
      if (toAll || seen.length > publicCount) client.send("events", { version, events: seen });
    }
  }

  /** A seat's legal moves when its player may act: played by them, or by a bot after a timeout. */
  protected legalFor(seat: Seat): unknown[] {
    if (this.state.status !== "playing" || this.closing) return [];
    return this.seating.playerMayAct(seat) ? this.def.legalMoves(this.game, seat) : [];
  }

  protected sendLegal(client: TableClient): void {
    const seat = client.userData?.seat ?? null;
    if (seat === null || this.state.status === "waiting") return;
    const moves = this.legalFor(seat);
    client.send("legal", { version: this.state.version, moves });
    if (this.state.mode === "learn" && moves.length > 0) this.sendHint(client, seat, moves);
  }

  /** At a learn table: the default bot's suggestion for the player's turn, unless the game moved on. */
  private sendHint(client: TableClient, seat: Seat, legal: unknown[]): void {
    const version = this.state.version;
    this.bots
      .suggest(seat, this.game, version, legal, this.seed)
      .then((hint) => {
        if (!hint || this.closing || this.state.version !== version) return;
        client.send("hint", { version, move: hint.move, why: hint.why });
      })
      .catch((e) => this.log("error", "hint.failed", { seat, error: String(e) }));
  }

  protected sendLegalToAll(): void {
    for (const client of this.clients) {
      const seat = client.userData?.seat ?? null;
      if (seat !== null && this.seating.holds(seat, client.sessionId)) this.sendLegal(client);
    }
  }

  protected sendHello(client: TableClient): void {
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

  protected listing(): TableListing {
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
  protected updateListing(): void {
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
  protected facts(): MatchUpdate {
    return { seats: this.seating.records(), clock: this.tableClock.record(this.ctx.now()) };
  }

  /** Writes the seats and clock as they are now to the match. */
  protected writeFacts(): Promise<void> {
    return this.ctx.store.updateMatch(this.state.matchId, this.facts(), this.ctx.owner());
  }

  protected async freshCode(): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const code = randomCode();
      if (await matchMaker.getRoomById(code)) continue;
      if (await this.ctx.store.codeInUse(code).catch(() => false)) continue;
      return code;
    }
    throw new ServerError(500, "could not find a free table code");
  }

  protected later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      try {
        fn();
      } catch (e) {
        this.log("error", "timer.failed", { error: (e as Error).stack ?? String(e) });
      }
      this.changed();
    }, ms);
    this.timers.add(t);
  }

  protected log(
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
