/**
 * The table's game flow (room.ts explains the layers): start, each move checked, stored and only
 * then broadcast, the end, a restore from the store, the clock's deadlines, the bots' turns and who
 * plays a seat. Runs inside the table's queue.
 */
import { randomBytes } from "node:crypto";
import { LOG_KEEP, learnSeed, TABLE_ERRORS, type TableMode, unlisted } from "@starport/protocol";
import {
  applyChecked,
  type Outcome,
  type Result,
  replayFailureText,
  replayMoves,
  type Seat,
  stateHash,
  withForfeits,
} from "@starport/rules";
import { matchId as newMatchId } from "./ids.ts";
import { recordMoveWrite } from "./move-writes.ts";
import {
  type MatchEnd,
  type MoveRecord,
  type SeatRecord,
  STORE_ERRORS,
  type StoredMatch,
  StoreError,
} from "./store.ts";
import { TableBase } from "./table-base.ts";
import { rule } from "./table-checks.ts";
import { TableClock } from "./table-clock.ts";
import { REPLAY_FAILED } from "./table-context.ts";
import { eventLines, timeoutLine } from "./table-log.ts";
import { seedHashOf } from "./verify.ts";

export abstract class TablePlay extends TableBase {
  /** The seats of a new table (the room's: it sizes Colyseus' client cap). */
  protected abstract setSeats(n: number): void;
  /** The listing, the frame guard and the quick-play holds, once the table is set up. */
  protected abstract installHooks(): void;

  protected idleCheck = false;

  /** A timer waits to abort a game nobody is connected to (`watchAbandonedPlay`). */
  protected abandonCheck = false;

  /** Rebuilds a match being played from the store: same code, seats, bots, moves and clock. */
  protected restoreFrom(m: StoredMatch): void {
    this.roomId = m.code;
    this.tableOptions = m.options;
    this.tableClock = new TableClock(m.clock?.config ?? null, { set: setTimeout });
    const s = this.state;
    s.game = this.def.id;
    s.code = m.code;
    s.mode = m.mode;
    this.setSeats(m.players);
    if (unlisted(m.mode)) this.setPrivate(true).catch(() => {});
    // replay, keeping the public events for the log
    const log: string[] = [];
    const replayed = replayMoves(this.def, m, m.moves, ({ index, events }) => {
      if (index === null) return;
      log.push(...eventLines(index + 1, events));
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

  /** A bot plays `seat` while its player is away (the player keeps the seat's token). */
  protected botTakes(seat: Seat): void {
    this.seating.away(seat);
    this.reclock();
    this.scheduleBots();
  }

  /** The seat's player plays it again (after "away" or "timeout"). */
  protected playerTakes(seat: Seat): void {
    this.afterTakeBack(seat, this.seating.takeBack(seat));
  }

  protected afterTakeBack(seat: Seat, wasTimeout: boolean): void {
    this.bots.cancel(seat);
    if (wasTimeout) this.tableClock.reclaim(seat, this.ctx.now());
    this.reclock();
    this.log("info", "seat.taken_back", { seat, after: wasTimeout ? "timeout" : "away" });
  }

  /** A waiting table without any seated player is closed after `idleWaitingMs`. */
  protected watchIdle(): void {
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
  protected watchAbandonedPlay(): void {
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

  /** Starts with bots once the table's bot-fill deadline has passed and one of its players is there. */
  protected maybeBotFill(): void {
    if (this.state.status !== "waiting" || this.starting || this.closing || !this.botFillDue) return;
    if (!this.seating.someoneSeatedAndConnected()) return;
    this.enqueue("start", () => this.start("bot-fill timer"));
  }

  /** Fills empty seats with bots, deals the game, and records the match before anyone sees it. */
  protected async start(reason: string): Promise<void> {
    if (this.state.status !== "waiting" || this.starting || this.closing) return;
    const seed = this.state.mode === "learn" ? learnSeed(this.def.id) : randomBytes(16).toString("hex");
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
    this.publish();
    this.updateListing();
    this.scheduleBots();
  }

  /** Writes a new match (the seats as they start, bots named `names`); false if the store refused. */
  protected async recordStart(id: string, game: unknown, seed: string, names: string[]): Promise<boolean> {
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
  protected async finishNow(outcome: Outcome): Promise<void> {
    const end = this.endOf(outcome, this.game, this.ctx.now());
    try {
      await this.ctx.store.updateMatch(this.state.matchId, { ...this.facts(), end }, this.ctx.owner());
    } catch (e) {
      this.log("error", "store.failed", { op: "finish", error: String(e) });
    }
    this.finish(end);
  }

  protected endOf(outcome: Outcome, game: unknown, now: number): MatchEnd {
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
  protected async play(seat: Seat, raw: unknown, by: "human" | "bot"): Promise<Result<null>> {
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
      const writing = performance.now();
      await this.ctx.store.appendMove(this.state.matchId, record, facts, this.ctx.owner());
      recordMoveWrite(performance.now() - writing);
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
    this.pushLog(eventLines(version, events));
    if (end) this.finish(end);
    else this.tableClock.show(this.state.clock, this.seating.count);
    this.publish({ version, events });
    this.log("debug", "move.accepted", { seat, by, version });
    this.armClock();
    this.scheduleBots();
    return { ok: true, value: null };
  }

  protected finish(end: MatchEnd): void {
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

  /** Seats whose clock may run now: they must act and their player plays them. */
  protected clockedSeats(game: unknown = this.game): Seat[] {
    if (this.state.status !== "playing" || this.closing) return [];
    return this.def.actors(game).filter((seat) => this.seating.isHuman(seat));
  }

  /** After a change of who plays which seat: clocks run for the seats that must act now. */
  protected reclock(): void {
    if (!this.tableClock.cfg) return;
    this.tableClock.advance(null, this.clockedSeats(), this.ctx.now());
    this.tableClock.show(this.state.clock, this.seating.count);
    this.armClock();
  }

  /** Sets the timer of the first clock to run out. */
  protected armClock(): void {
    if (this.state.status !== "playing" || this.closing) {
      this.tableClock.stop();
      return;
    }
    this.tableClock.arm(this.ctx.now(), () => this.enqueue("timeout", () => this.onClockTimeout()));
  }

  /** Seats out of time: a bot plays them ("timeout"), and with "lose" they are ranked last. */
  protected async onClockTimeout(): Promise<void> {
    const cfg = this.tableClock.cfg;
    if (!cfg || this.state.status !== "playing" || this.closing) return;
    const out = this.tableClock.expire(this.ctx.now(), (seat) => this.seating.isHuman(seat));
    if (out.length === 0) return this.armClock();
    const lines = out.map((seat) => {
      this.log("info", "seat.timeout", { seat, onTimeout: cfg.onTimeout });
      return timeoutLine(this.state.version, seat, cfg.onTimeout);
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
    this.publish();
    this.updateListing();
  }

  /**
   * Gives every bot seat that may act now a turn after `botDelayMs`. Bots play only while a seated
   * player is connected: a table everybody left waits for them, and is aborted after
   * `idleWaitingMs` (docs/security.md "Bot-only tables").
   */
  protected scheduleBots(): void {
    if (this.state.status !== "playing" || this.closing) return;
    if (!this.seating.anyoneHome()) {
      this.watchAbandonedPlay();
      return;
    }
    const seats = this.def.actors(this.game).filter((seat) => this.seating.isBot(seat));
    this.bots.schedule(seats, (seat) => this.botTurn(seat));
  }

  protected botMayPlay(seat: Seat): boolean {
    return this.state.status === "playing" && !this.closing && this.seating.isBot(seat);
  }

  protected async botTurn(seat: Seat): Promise<void> {
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
}
