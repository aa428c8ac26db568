/**
 * The seats of one table as an explicit state machine (docs/protocol.md "Seats and the table's
 * life"). Every change of who plays a seat is one named transition below; nothing else writes a
 * seat's `kind` or `botReason`. No Colyseus here: the room calls these and does the I/O (closing an
 * older connection, the clock, the store), so every transition is tested on its own
 * (test/seating.test.ts).
 *
 *   empty --sit--> human --leaveWaiting--> empty            (before the start)
 *   empty --fillWithBots--> bot "filled"                     (the start)
 *   human --away--> bot "away" --takeBack--> human           (a player gone for longer than the window)
 *   human --timeOut--> bot "timeout" --takeBack--> human     (clock policy "bot")
 *   human --timeOut(lose)--> bot "timeout", forfeit          (clock policy "lose": for good)
 *   human/bot --resign--> bot "resigned", forfeit            (for good; undone only if the store refuses it)
 *
 * Alongside, a seat's connection: `connect` (a session holds it, live), `drop` (inside its
 * reconnection window), `reconnect`, and `release` (no session any more).
 */
import type { BotReason, Forfeit, SeatKind } from "@starport/protocol";
import type { Seat } from "@starport/rules";
import type { SeatRecord } from "./store.ts";

/** The synced part of a seat (`SeatState` in state.ts): what every client sees. */
export interface SeatFace {
  name: string;
  kind: string;
  botReason: string;
  connected: boolean;
}

/** What the server alone knows of a seat. */
interface SeatFacts {
  /** The seat's player (hash of their token), kept while a bot plays for them. */
  tokenHash: string | null;
  /** The session holding the seat: connected, or inside its reconnection window. */
  sessionId: string | null;
  /** Resigned or lost on time: ranked last, a bot plays the seat to the end. */
  forfeit: Forfeit | null;
}

/** What `connect` changed, for the room to act on. */
export interface Connected {
  /** The session that held the seat before (another window of the same player), if any. */
  displaced: string | null;
  /** A bot was playing for this player ("away" or "timeout") and the player plays again. */
  takenBack: "away" | "timeout" | null;
}

export class Seating {
  private readonly facts: SeatFacts[] = [];
  private readonly faces: ArrayLike<SeatFace>;

  /** `faces` are the synced seats, written in place (the room's `state.seats`). */
  constructor(faces: ArrayLike<SeatFace>) {
    this.faces = faces;
    for (let i = 0; i < faces.length; i++)
      this.facts.push({ tokenHash: null, sessionId: null, forfeit: null });
  }

  get count(): number {
    return this.facts.length;
  }

  private face(seat: Seat): SeatFace {
    return this.faces[seat]!;
  }

  private set(seat: Seat, kind: SeatKind, botReason: BotReason): void {
    const f = this.face(seat);
    f.kind = kind;
    f.botReason = botReason;
  }

  // ---- queries ----------------------------------------------------------------------------

  kindOf(seat: Seat): SeatKind {
    return this.face(seat).kind as SeatKind;
  }

  reasonOf(seat: Seat): BotReason {
    return this.face(seat).botReason as BotReason;
  }

  isHuman(seat: Seat): boolean {
    return this.faces[seat]?.kind === "human";
  }

  isBot(seat: Seat): boolean {
    return this.faces[seat]?.kind === "bot";
  }

  humans(): number {
    let n = 0;
    for (let i = 0; i < this.count; i++) if (this.isHuman(i)) n++;
    return n;
  }

  /** Seats nobody has taken yet. */
  free(): Seat[] {
    const out: Seat[] = [];
    for (let i = 0; i < this.count; i++) if (this.face(i).kind === "empty") out.push(i);
    return out;
  }

  /** The seat of the player with this token hash, or -1. */
  seatOf(tokenHash: string): Seat {
    return this.facts.findIndex((f) => f.tokenHash === tokenHash);
  }

  /** Whether `sessionId` holds `seat` now (a newer window of the same player may have taken it). */
  holds(seat: Seat, sessionId: string): boolean {
    const f = this.facts[seat];
    return f !== undefined && f.sessionId === sessionId;
  }

  sessionOf(seat: Seat): string | null {
    return this.facts[seat]?.sessionId ?? null;
  }

  forfeitOf(seat: Seat): Forfeit | null {
    return this.facts[seat]?.forfeit ?? null;
  }

  forfeits(): boolean[] {
    return this.facts.map((f) => f.forfeit !== null);
  }

  /** A seated human with a live connection: bots may fill the table for them. */
  someoneSeatedAndConnected(): boolean {
    for (let i = 0; i < this.count; i++) if (this.isHuman(i) && this.face(i).connected) return true;
    return false;
  }

  /** A seat's player (bot-played or not) has a live connection: bots play on. */
  anyoneHome(): boolean {
    return this.facts.some((f, i) => f.sessionId !== null && this.face(i).connected);
  }

  /** The first human seat (the new owner of a waiting table), or -1. */
  firstHuman(): Seat {
    for (let i = 0; i < this.count; i++) if (this.isHuman(i)) return i;
    return -1;
  }

  /**
   * A waiting table whose seated players are all gone (inside their reconnection window): not
   * offered, not listed, and only they may join it.
   */
  allSeatedAway(): boolean {
    let seated = 0;
    for (let i = 0; i < this.count; i++) {
      if (!this.isHuman(i)) continue;
      seated++;
      if (this.face(i).connected) return false;
    }
    return seated > 0;
  }

  /** Whether the seat's player may move: playing it, or a bot plays after a timeout (policy "bot"). */
  playerMayAct(seat: Seat): boolean {
    const f = this.face(seat);
    return f.kind === "human" || (f.botReason === "timeout" && this.facts[seat]!.forfeit === null);
  }

  /** The seats as the store keeps them. */
  records(): SeatRecord[] {
    return this.facts.map((f, i) => {
      const face = this.face(i);
      return {
        name: face.name,
        kind: face.kind === "bot" ? "bot" : "human",
        botReason: face.botReason as SeatRecord["botReason"],
        tokenHash: f.tokenHash,
        forfeit: f.forfeit,
      };
    });
  }

  // ---- transitions ------------------------------------------------------------------------

  /** A new player takes a free seat of a waiting table (not connected until `connect`). */
  sit(seat: Seat, tokenHash: string): void {
    if (this.face(seat).kind !== "empty") throw new Error(`seat ${seat} is not free`);
    this.facts[seat]!.tokenHash = tokenHash;
  }

  /**
   * A session of the seat's player holds it from now on, live: an empty (just taken) seat becomes
   * human, and a bot playing for them while they were away or out of time hands it back.
   */
  connect(seat: Seat, sessionId: string, name: string): Connected {
    const f = this.facts[seat]!;
    const face = this.face(seat);
    const displaced = f.sessionId !== null && f.sessionId !== sessionId ? f.sessionId : null;
    f.sessionId = sessionId;
    face.name = name;
    face.connected = true;
    if (face.kind === "empty") this.set(seat, "human", "");
    let takenBack: Connected["takenBack"] = null;
    if (face.kind === "bot" && f.forfeit === null && face.botReason !== "filled") {
      takenBack = this.takeBack(seat) ? "timeout" : "away";
    }
    return { displaced, takenBack };
  }

  /** The seat's connection dropped; the session keeps it during its reconnection window. */
  drop(seat: Seat): void {
    this.face(seat).connected = false;
  }

  /** The dropped session came back. */
  reconnect(seat: Seat): void {
    this.face(seat).connected = true;
  }

  /** The seat's session is gone for good (left, or its window expired). */
  release(seat: Seat): void {
    this.facts[seat]!.sessionId = null;
    this.face(seat).connected = false;
  }

  /** Before the start, a player who leaves frees the seat for someone else. */
  leaveWaiting(seat: Seat): void {
    this.release(seat);
    this.facts[seat]!.tokenHash = null;
    this.face(seat).name = "";
    this.set(seat, "empty", "");
  }

  /** A player gone for longer than the reconnection window: a bot plays their seat meanwhile. */
  away(seat: Seat): void {
    this.set(seat, "bot", "away");
  }

  /** The start: each empty seat gets a bot named `names[seat]`. */
  fillWithBots(names: readonly string[]): void {
    for (let i = 0; i < this.count; i++) {
      if (this.face(i).kind !== "empty") continue;
      this.set(i, "bot", "filled");
      this.face(i).name = names[i]!;
    }
  }

  /** The start, for players who left while it was being written: a bot plays for them. */
  absentAtStart(): void {
    for (let i = 0; i < this.count; i++) {
      if (this.isHuman(i) && this.facts[i]!.sessionId === null) this.away(i);
    }
  }

  /** A start the store refused: players who left meanwhile free their seats now. */
  freeAbsent(): void {
    for (let i = 0; i < this.count; i++) {
      if (this.isHuman(i) && this.facts[i]!.sessionId === null) this.leaveWaiting(i);
    }
  }

  /** The seat's clock ran out: a bot plays it; with the policy "lose" the seat is lost for good. */
  timeOut(seat: Seat, lose: boolean): void {
    if (lose) this.facts[seat]!.forfeit = "timeout";
    this.set(seat, "bot", "timeout");
  }

  /** The seat's player plays it again (after "away" or "timeout"); true if it was "timeout". */
  takeBack(seat: Seat): boolean {
    const wasTimeout = this.face(seat).botReason === "timeout";
    this.set(seat, "human", "");
    return wasTimeout;
  }

  /** The seat's player resigns: ranked last, a bot plays to the end. Returns the undo. */
  resign(seat: Seat): () => void {
    const face = this.face(seat);
    const before = { kind: face.kind as SeatKind, botReason: face.botReason as BotReason };
    this.facts[seat]!.forfeit = "resigned";
    this.set(seat, "bot", "resigned");
    return () => {
      this.facts[seat]!.forfeit = null;
      this.set(seat, before.kind, before.botReason);
    };
  }

  /** A match restored from the store: its seats as written, nobody connected yet. */
  restore(records: readonly SeatRecord[]): void {
    records.forEach((rec, i) => {
      const face = this.face(i);
      face.name = rec.name;
      face.connected = false;
      this.set(i, rec.kind, rec.botReason);
      this.facts[i] = { tokenHash: rec.tokenHash, sessionId: null, forfeit: rec.forfeit };
    });
  }
}
