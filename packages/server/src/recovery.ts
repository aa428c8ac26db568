/**
 * Crash recovery (docs/storage.md "Recovery"). Every process holds leases on the matches its
 * tables play and renews them on a heartbeat. A match whose lease expired (its process died) is
 * claimed by a live process and restored into a new room with the same code, seats and state, by
 * replaying its stored moves. Alone (no Redis), a process claims every unfinished match at start.
 * With Redis it also clears the listings of dead processes, so lobbies and quick-play forget them.
 */
import { randomBytes } from "node:crypto";
import { matchMaker } from "@colyseus/core";
import type { Logger } from "./log.ts";
import type { MatchStore, StoredMatch } from "./store.ts";
import type { TableBase } from "./table-base.ts";
import { REPLAY_FAILED } from "./table-context.ts";

export interface RecoveryOptions {
  store: MatchStore;
  /** Game ids this process offers (it restores only those). */
  games: string[];
  logger: Logger;
  leaseMs: number;
  /** No other process shares the store: claim every unfinished match at start, lease or not. */
  exclusive: boolean;
  /** Several processes share matchmaking through Redis: sweep the listings of dead ones. */
  shared: boolean;
  restores: Map<string, StoredMatch>;
  live: Set<TableBase>;
  now(): number;
}

/** Most matches claimed per heartbeat (the rest wait for the next one). */
const CLAIM_BATCH = 50;

export class Recovery {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private first = true;
  private readonly o: RecoveryOptions;
  /** Processes found dead and swept (process ids are never reused). */
  private readonly swept = new Set<string>();

  constructor(o: RecoveryOptions) {
    this.o = o;
  }

  private get owner(): string {
    return matchMaker.processId;
  }

  /** Restores what this process should take now, then keeps the heartbeat going. */
  async start(): Promise<void> {
    await this.tick();
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(
      () => {
        this.tick().finally(() => this.schedule());
      },
      Math.max(100, Math.floor(this.o.leaseMs / 3)),
    );
    this.timer.unref();
  }

  /** Stops the heartbeat (the leases then run out, unless released). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** One heartbeat: renew leases, drop tables whose lease was taken, claim and restore orphans. */
  tick(): Promise<void> {
    this.running ??= this.beat().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async beat(): Promise<void> {
    const { store, logger } = this.o;
    const t0 = this.o.now();
    try {
      // only matches this process plays: a claimed match whose restore failed lets its lease expire
      const playing = [...this.o.live].flatMap((room) => {
        const m = room.playingMatch();
        return m && m.since < t0 ? [{ room, id: m.id }] : [];
      });
      const ids = playing.map((p) => p.id);
      const held = new Set(await store.renewLeases(this.owner, ids, t0 + this.o.leaseMs));
      for (const { room, id } of playing) if (!held.has(id)) room.leaseLost();
    } catch (e) {
      logger.log("error", "store.failed", { op: "renewLeases", error: String(e) });
      return;
    }
    if (this.o.shared) await this.sweepDeadProcesses();
    if (this.stopped) return;
    const all = this.first && this.o.exclusive;
    this.first = false;
    let claimed: Awaited<ReturnType<MatchStore["claimMatches"]>>;
    try {
      const now = this.o.now();
      claimed = await store.claimMatches(this.owner, {
        now,
        leaseUntil: now + this.o.leaseMs,
        games: this.o.games,
        all,
        limit: CLAIM_BATCH,
      });
    } catch (e) {
      logger.log("error", "store.failed", { op: "claimMatches", error: String(e) });
      return;
    }
    if (this.o.shared) {
      for (const owner of new Set(claimed.map((c) => c.previousOwner)))
        if (owner) await this.sweepProcess(owner);
    }
    for (const c of claimed) await this.restore(c.id, c.previousOwner);
    if (this.o.shared) {
      // a room another process gave up may have removed our listing of the same code
      await matchMaker.restoreMissingRoomCaches().catch(() => {});
    }
  }

  private async restore(id: string, previousOwner: string | null): Promise<void> {
    const { store, logger } = this.o;
    let m: StoredMatch | null;
    try {
      m = await store.getMatch(id);
    } catch (e) {
      logger.log("error", "store.failed", { op: "getMatch", id, error: String(e) });
      return;
    }
    if (m?.status !== "playing") return;
    const local = matchMaker.getLocalRoomById(m.code) as TableBase | undefined;
    if (local) {
      // our own table whose lease ran out (a stalled heartbeat) plays on, with the lease back
      if (local.playingMatch?.()?.id !== id) {
        logger.log("error", "match.restore_failed", {
          id,
          code: m.code,
          error: "another table has this code here",
        });
      }
      return;
    }
    const key = randomBytes(16).toString("hex");
    this.o.restores.set(key, m);
    const t0 = performance.now();
    try {
      await matchMaker.handleCreateRoom(m.game, { restore: key, players: m.players, mode: m.mode });
      logger.log("info", "match.restored", {
        id,
        code: m.code,
        game: m.game,
        version: m.version,
        from: previousOwner,
        ms: Math.round(performance.now() - t0),
      });
    } catch (e) {
      logger.log("error", "match.restore_failed", { id, code: m.code, error: (e as Error).message });
      // a match whose moves no longer replay cannot be played on; it stays readable. After other
      // failures the lease expires and the next claim tries again
      if ((e as Error).message.startsWith(REPLAY_FAILED))
        await store.abortMatch(id, this.owner).catch(() => {});
    } finally {
      this.o.restores.delete(key);
    }
  }

  /** Processes registered in shared matchmaking whose channel is gone: clear their listings. */
  private async sweepDeadProcesses(): Promise<void> {
    try {
      const stats = await matchMaker.stats.fetchAll();
      const live = new Set((await matchMaker.presence.channels("p:*")).map((c) => c.slice(2)));
      for (const s of stats) {
        if (s.processId !== this.owner && !live.has(s.processId) && !this.swept.has(s.processId)) {
          await this.sweepProcess(s.processId);
        }
      }
    } catch (e) {
      this.o.logger.log("warn", "recovery.sweep_failed", { error: String(e) });
    }
  }

  /** If `processId` does not answer, removes its room listings and tells lobbies they are gone. */
  private async sweepProcess(processId: string): Promise<void> {
    if (processId === this.owner || this.swept.has(processId)) return;
    try {
      const rooms = await matchMaker.query({ processId });
      const alive = await matchMaker.healthCheckProcessId(processId);
      if (alive) return;
      this.swept.add(processId);
      for (const r of rooms) {
        if (r.roomId) await matchMaker.presence.publish("$lobby", `${r.roomId},1`);
      }
      this.o.logger.log("info", "recovery.process_swept", { processId, rooms: rooms.length });
    } catch (e) {
      this.o.logger.log("warn", "recovery.sweep_failed", { processId, error: String(e) });
    }
  }
}
