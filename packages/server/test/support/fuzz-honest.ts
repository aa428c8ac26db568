/**
 * The honest side of the fuzz test: tables of different games played by SDK clients choosing
 * random legal moves at a person's pace. Each lane plays one table after another (a finished game
 * is followed by a new table) and writes down every move its players sent, every round trip, and
 * anything at its tables that honest play does not explain (a seat changing hands, a player
 * dropped, a table that stops moving).
 */
import { randomBytes } from "node:crypto";
import { Client, type Room } from "@colyseus/sdk";
import { canonicalJson, type Rng } from "@starport/rules";
import { type Decoded, sleep } from "../helpers.ts";

/** Milliseconds between two moves of one player (a quick person). */
const GAP_MS = 120;
/** Pause between a finished game and the next table of a lane. */
const NEXT_TABLE_MS = 1500;
/** A move without an answer for this long is written down as a stall. */
const ANSWER_MS = 15_000;

export interface SentMove {
  seat: number;
  /** The table's version the move was chosen at (the stored move has `version + 1`). */
  version: number;
  key: string;
}

export interface LaneTable {
  code: string;
  matchId: string;
  /** Seat names and tokens, by seat. */
  names: string[];
  tokens: string[];
  sent: SentMove[];
  /** The version the honest clients last saw, and the status. */
  version: number;
  status: string;
}

export interface Rtt {
  at: number;
  ms: number;
}

export class HonestPlayer {
  room!: Room;
  seat = -1;
  readonly token = randomBytes(18).toString("base64url");
  private legal: { version: number; moves: unknown[] } | null = null;
  private waiters = new Set<() => void>();
  /** Answers to this player's moves: accepted (the state moved on) or rejected, with arrival times. */
  private lastMovedAt = 0;
  private lastMovedVersion = -1;
  private lastRejected: { at: number; code: string } | null = null;
  leftWith: number | null = null;
  leaving = false;

  readonly name: string;
  private readonly url: string;
  /** This player's address, as the proxy in front of the server reports it (X-Forwarded-For). */
  private readonly address: string;

  constructor(name: string, url: string, address: string) {
    this.name = name;
    this.url = url;
    this.address = address;
  }

  get state(): Decoded {
    return this.room.state as Decoded;
  }

  private wake(): void {
    for (const w of [...this.waiters]) w();
  }

  /** Resolves true when `cond` holds (checked at each message or patch), false after `ms`. */
  until(cond: () => boolean, ms: number): Promise<boolean> {
    if (cond()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const check = () => {
        if (cond()) {
          cleanup();
          resolve(true);
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        resolve(false);
      }, ms);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
    });
  }

  async enter(how: { create: string; players: number } | { code: string }): Promise<void> {
    const client = new Client(this.url, { headers: { "x-forwarded-for": this.address } });
    const opts = { token: this.token, name: this.name };
    this.room =
      "create" in how
        ? await client.create(how.create, { ...opts, players: how.players, mode: "private" })
        : await client.joinById(how.code, opts);
    this.room.reconnection.enabled = false;
    this.room.onMessage("hello", (m: { seat: number | null }) => {
      this.seat = m.seat ?? -1;
      this.wake();
    });
    this.room.onMessage("legal", (m: { version: number; moves: unknown[] }) => {
      this.legal = m;
      this.wake();
    });
    this.room.onMessage("rejected", (m: { code: string }) => {
      this.lastRejected = { at: performance.now(), code: m.code };
      this.wake();
    });
    for (const t of ["events", "explained", "error"]) this.room.onMessage(t, () => {});
    this.room.onStateChange((st: Decoded) => {
      if (typeof st?.version === "number" && st.version > this.lastMovedVersion) {
        this.lastMovedAt = performance.now();
        this.lastMovedVersion = st.version;
      }
      this.wake();
    });
    this.room.onLeave((code: number) => {
      this.leftWith = code;
      this.wake();
    });
  }

  legalNow(): unknown[] {
    const l = this.legal;
    return l && this.state && l.version === this.state.version && this.state.status === "playing"
      ? l.moves
      : [];
  }

  /**
   * Plays one random legal move when it may act (waiting up to `ms`); returns the move sent and
   * its round trip (send to the patch of the next version or the `rejected` answer), or null when it
   * had nothing to do.
   */
  async playOne(
    rng: Rng,
    stop: () => boolean,
    ms: number,
  ): Promise<{ sent: SentMove; rtt: number | null; rejected: string | null } | null> {
    const ready = await this.until(
      () =>
        stop() || this.leftWith !== null || this.state?.status !== "playing" || this.legalNow().length > 0,
      ms,
    );
    if (!ready || stop() || this.leftWith !== null || this.state.status !== "playing") return null;
    const version = this.state.version as number;
    const move = rng.pick(this.legalNow());
    const sent: SentMove = { seat: this.seat, version, key: canonicalJson(move) };
    const t0 = performance.now();
    this.room.send("move", { version, move });
    const answered = await this.until(
      () =>
        (this.lastMovedAt >= t0 && this.lastMovedVersion > version) ||
        (this.lastRejected !== null && this.lastRejected.at >= t0) ||
        this.leftWith !== null,
      ANSWER_MS,
    );
    if (!answered) return { sent, rtt: null, rejected: null };
    const rej = this.lastRejected && this.lastRejected.at >= t0 ? this.lastRejected.code : null;
    const at = rej ? this.lastRejected!.at : this.lastMovedAt;
    return { sent, rtt: at - t0, rejected: rej };
  }

  async leave(): Promise<void> {
    this.leaving = true;
    if (this.room?.connection?.isOpen)
      await Promise.race([this.room.leave(true).catch(() => 0), sleep(2000)]);
  }
}

export interface LaneSpec {
  game: string;
  players: number;
  /** No attacker ever joins this lane's tables: its round trips are the "unrelated table" figures. */
  unrelated: boolean;
}

/** One lane: honest tables of one game, one after another. */
export class HonestLane {
  readonly tables: LaneTable[] = [];
  readonly rtts: Rtt[] = [];
  readonly anomalies: string[] = [];
  readonly rejectedByCode: Record<string, number> = {};
  players: HonestPlayer[] = [];
  /** The code of the table being played (attackers read it like the lobby would show it). */
  current: LaneTable | null = null;
  private stopped = false;
  private lastProgress = performance.now();
  maxStallMs = 0;
  private done: Promise<void> | null = null;

  readonly spec: LaneSpec;
  private readonly url: string;
  private readonly rng: Rng;
  /** Lane number: the players of table n of lane i come from 10.<i+1>.<n % 250>.<seat+1>. */
  private readonly index: number;

  constructor(spec: LaneSpec, url: string, rng: Rng, index: number) {
    this.spec = spec;
    this.url = url;
    this.rng = rng;
    this.index = index;
  }

  private anomaly(text: string): void {
    if (this.anomalies.length < 30) this.anomalies.push(`${this.spec.game} ${text}`);
  }

  /** Opens a table and seats every player; resolves once the game is being played. */
  private async openTable(n: number): Promise<LaneTable> {
    const names = Array.from(
      { length: this.spec.players },
      (_, i) => `H${this.spec.game.slice(0, 4)}${n}s${i}`,
    );
    // every table is a new group of people, each at their own address
    const players = names.map(
      (name, seat) => new HonestPlayer(name, this.url, `10.${this.index + 1}.${n % 250}.${seat + 1}`),
    );
    await players[0]!.enter({ create: this.spec.game, players: this.spec.players });
    const code = players[0]!.room.roomId;
    for (const p of players.slice(1)) await p.enter({ code });
    const ok = await players[0]!.until(() => players[0]!.state?.status === "playing", 15_000);
    if (!ok) throw new Error(`${this.spec.game}: table ${code} did not start with ${names.length} players`);
    for (const p of players) await p.until(() => p.seat >= 0, 5000);
    this.players = players;
    const t: LaneTable = {
      code,
      matchId: players[0]!.state.matchId,
      names,
      tokens: players.map((p) => p.token),
      sent: [],
      version: 0,
      status: "playing",
    };
    this.tables.push(t);
    this.current = t;
    return t;
  }

  /** The seats as honest play leaves them: every seat human, connected, named as its player. */
  private checkSeats(t: LaneTable): void {
    const s = this.players[0]?.state;
    if (!s?.seats) return;
    const seats: Decoded[] = [...s.seats];
    seats.forEach((st, i) => {
      if (st.kind !== "human" || !st.connected || st.name !== t.names[i]) {
        this.anomaly(
          `table ${t.code} v${s.version}: seat ${i} is ${st.kind}/${st.botReason || "-"} "${st.name}" connected=${st.connected}, expected human "${t.names[i]}"`,
        );
      }
    });
  }

  /** Plays until `stop()`: tables one after another; returns when the current move is answered. */
  start(stop: () => boolean): void {
    this.done = (async () => {
      for (let n = 1; !stop() && !this.stopped; n++) {
        // people take a moment before the next game
        if (n > 1) await sleep(NEXT_TABLE_MS);
        if (stop()) break;
        const t = await this.openTable(n);
        this.lastProgress = performance.now();
        const playing = () => this.players[0]!.state.status === "playing";
        await Promise.all(
          this.players.map(async (p) => {
            let last = 0;
            while (!stop() && playing() && p.leftWith === null) {
              const wait = GAP_MS - (performance.now() - last);
              if (wait > 0) await sleep(wait);
              last = performance.now();
              const r = await p.playOne(this.rng, stop, 1000);
              const now = performance.now();
              if (!r) {
                const stall = now - this.lastProgress;
                if (stall > this.maxStallMs) this.maxStallMs = stall;
                if (stall > ANSWER_MS && playing()) {
                  this.anomaly(`table ${t.code}: no move for ${Math.round(stall)} ms at v${p.state.version}`);
                  this.lastProgress = now;
                }
                continue;
              }
              t.sent.push(r.sent);
              if (r.rtt === null) {
                this.anomaly(
                  `table ${t.code}: no answer in ${ANSWER_MS} ms to ${p.name}'s move at v${r.sent.version}`,
                );
                continue;
              }
              this.rtts.push({ at: Date.now(), ms: r.rtt });
              if (r.rejected) this.rejectedByCode[r.rejected] = (this.rejectedByCode[r.rejected] ?? 0) + 1;
              else {
                const stall = now - this.lastProgress;
                if (stall > this.maxStallMs) this.maxStallMs = stall;
                this.lastProgress = now;
              }
              this.checkSeats(t);
            }
            if (p.leftWith !== null && !p.leaving) {
              this.anomaly(
                `table ${t.code}: ${p.name} (seat ${p.seat}) was disconnected with code ${p.leftWith}`,
              );
            }
          }),
        );
        const s = this.players[0]!.state;
        t.version = s.version;
        t.status = s.status;
        this.checkSeats(t);
        if (s.status === "finished" || stop()) {
          // a finished table is left at once; at the end the players stay until `finish()`
          if (s.status === "finished") await Promise.all(this.players.map((p) => p.leave()));
        } else {
          this.anomaly(`table ${t.code}: stopped being played at v${s.version}, status ${s.status}`);
          this.stopped = true;
        }
      }
    })().catch((e) => {
      this.anomaly(`lane failed: ${(e as Error).message}`);
    });
  }

  /**
   * Waits for the lane to stop (after `stop()` holds) and writes down where its table is; the
   * players stay seated (the server is stopped under them, which keeps the table as it is).
   */
  async halt(): Promise<void> {
    this.stopped = true;
    await this.done;
    await sleep(500);
    for (const p of this.players) p.leaving = true;
    const s = this.players[0]?.state;
    if (this.current && s && s.matchId === this.current.matchId) {
      this.current.version = s.version;
      this.current.status = s.status;
    }
  }

  /** The code of the table being played, when attackers may go there. */
  target(): string | null {
    return !this.spec.unrelated && this.current?.status === "playing" ? this.current.code : null;
  }

  /** Session ids and reconnection tokens of this lane's live connections (for the stolen-token attack). */
  liveTokens(): { roomId: string; sessionId: string; token: string; live(): boolean }[] {
    if (this.spec.unrelated) return [];
    return this.players
      .filter((p) => p.room?.connection?.isOpen && p.room.reconnectionToken)
      .map((p) => ({
        roomId: p.room.roomId,
        sessionId: p.room.sessionId,
        token: p.room.reconnectionToken,
        live: () => p.leftWith === null && Boolean(p.room.connection?.isOpen),
      }));
  }
}

/** The p-th percentile (0..100) of `xs`, or null when empty. */
export function percentile(xs: number[], p: number): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? null;
}
