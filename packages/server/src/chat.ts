/**
 * The table chat's policy (docs/protocol.md "Chat"): who may add a line now, which lines a table
 * keeps, and the names people show there. Pure: no Colyseus; the clock is passed in.
 *
 * Rates are token buckets (`CHAT_RATE`): a line needs a token in each bucket it goes through —
 * its sender's (each seat; each spectator's connection), the spectators' shared bucket (spectators'
 * lines only: however many spectators a table has, together they write about one line a second),
 * and the table's (every line). A refused line costs no token anywhere.
 *
 * The kept window (`CHAT_KEEP` lines) holds at most `CHAT_SPECTATOR_KEEP` spectators' lines: past
 * that, a new spectator's line drops the oldest spectator's line, never a player's. So a player's
 * line leaves the window only after `CHAT_KEEP - CHAT_SPECTATOR_KEEP` newer players' lines.
 */
import {
  CHAT_KEEP,
  CHAT_MAX,
  CHAT_RATE,
  CHAT_SPECTATOR_KEEP,
  cleanText,
  NAME_MAX,
  TABLE_ERRORS,
  type TableErrorCode,
} from "@starport/protocol";

export interface BucketLimit {
  /** Tokens when full: lines that may be written at once. */
  readonly burst: number;
  /** One token comes back every `refillMs` milliseconds. */
  readonly refillMs: number;
}

export interface ChatLimits {
  readonly sender: BucketLimit;
  readonly spectators: BucketLimit;
  readonly table: BucketLimit;
}

/** A token bucket; starts full. */
export class Bucket {
  readonly limit: BucketLimit;
  private tokens: number;
  private at: number | null = null;

  constructor(limit: BucketLimit) {
    this.limit = limit;
    this.tokens = limit.burst;
  }

  /** Tokens available at `now` (refilled since the last look, never more than the burst). */
  private refill(now: number): number {
    if (this.at !== null && now > this.at) {
      this.tokens = Math.min(this.limit.burst, this.tokens + (now - this.at) / this.limit.refillMs);
    }
    this.at = this.at === null ? now : Math.max(this.at, now);
    return this.tokens;
  }

  /** Whether a token is there at `now`. */
  has(now: number): boolean {
    return this.refill(now) >= 1;
  }

  take(now: number): void {
    this.refill(now);
    this.tokens -= 1;
  }
}

/** Who writes a line: a seat, or a spectator's connection (`seat` null). */
export interface ChatSender {
  seat: number | null;
  session: string;
}

export type ChatVerdict = { ok: true; text: string } | { ok: false; code: TableErrorCode; message: string };

/** The chat rates of one table. */
export class TableChat {
  private readonly limits: ChatLimits;
  private readonly senders = new Map<string, Bucket>();
  private readonly spectators: Bucket;
  private readonly table: Bucket;

  constructor(limits: ChatLimits = CHAT_RATE) {
    this.limits = limits;
    this.spectators = new Bucket(limits.spectators);
    this.table = new Bucket(limits.table);
  }

  /** Seats keep one bucket across their connections; a spectator's is its connection's. */
  private key(s: ChatSender): string {
    return s.seat === null ? `session:${s.session}` : `seat:${s.seat}`;
  }

  /** Checks a line `raw` from `s` at `now` (ms): its cleaned text, or the refusal. Counts it when accepted. */
  admit(s: ChatSender, raw: string, now: number): ChatVerdict {
    const text = cleanText(raw);
    if (text.length === 0) return refused(TABLE_ERRORS.CHAT_EMPTY, "Write something first.");
    if (text.length > CHAT_MAX) {
      return refused(TABLE_ERRORS.CHAT_TOO_LONG, `A chat line is at most ${CHAT_MAX} characters.`);
    }
    const key = this.key(s);
    let own = this.senders.get(key);
    if (!own) {
      own = new Bucket(this.limits.sender);
      this.senders.set(key, own);
    }
    if (!own.has(now)) return refused(TABLE_ERRORS.RATE_LIMITED, "Slow down: one line per second.");
    const spectator = s.seat === null;
    if (spectator && !this.spectators.has(now)) {
      return refused(TABLE_ERRORS.CHAT_BUSY, "The spectators' chat is busy: try again in a moment.");
    }
    if (!this.table.has(now)) {
      return refused(TABLE_ERRORS.CHAT_BUSY, "This table's chat is busy: try again in a moment.");
    }
    own.take(now);
    if (spectator) this.spectators.take(now);
    this.table.take(now);
    return { ok: true, text };
  }

  /** A spectator's connection is gone: its bucket goes too (seats keep theirs). */
  forget(session: string): void {
    this.senders.delete(`session:${session}`);
  }

  /** Buckets held (for tests: spectators who left leave none behind). */
  get size(): number {
    return this.senders.size;
  }
}

function refused(code: TableErrorCode, message: string): ChatVerdict {
  return { ok: false, code, message };
}

/** The kept lines, as the synced `chat` array (an ArraySchema) or a plain array. */
export interface ChatWindow<L extends { seat: number }> {
  readonly length: number;
  [Symbol.iterator](): Iterator<L>;
  splice(start: number, deleteCount: number): unknown;
}

/**
 * Trims `lines` after a line was added: the oldest spectators' lines past `spectatorKeep`, then the
 * oldest lines past `keep`.
 */
export function trimChat<L extends { seat: number }>(
  lines: ChatWindow<L>,
  keep = CHAT_KEEP,
  spectatorKeep = CHAT_SPECTATOR_KEEP,
): void {
  let spectators = 0;
  for (const l of lines) if (l.seat < 0) spectators++;
  while (spectators > spectatorKeep) {
    let i = 0;
    for (const l of lines) {
      if (l.seat < 0) break;
      i++;
    }
    lines.splice(i, 1);
    spectators--;
  }
  if (lines.length > keep) lines.splice(0, lines.length - keep);
}

/** How two names are compared: case, width and compatibility forms ignored ("ANA", "ａｎａ", "ana"). */
export function nameKey(name: string): string {
  return cleanText(name).normalize("NFKC").toLowerCase();
}

/**
 * `wanted` if no name in `taken` is the same (`nameKey`), else the first free of "wanted (2)",
 * "wanted (3)"..., the name cut (never inside a character) to stay within `NAME_MAX`.
 */
export function uniqueName(wanted: string, taken: Iterable<string>): string {
  const used = new Set<string>();
  for (const n of taken) if (n) used.add(nameKey(n));
  if (!used.has(nameKey(wanted))) return wanted;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    let base = "";
    for (const ch of wanted) {
      if (base.length + ch.length + suffix.length > NAME_MAX) break;
      base += ch;
    }
    const name = `${base.trimEnd()}${suffix}`;
    if (!used.has(nameKey(name))) return name;
  }
}
