/**
 * The game log in words: the room's public log merged with the events of each move this viewer
 * saw (its `events` message, or the log's lines of the move: table-session.ts), which hold the
 * events only this viewer was shown, in the order they happened.
 */
import type { LogEntry } from "./snapshot.ts";

export type EventData = Record<string, unknown>;

/** One line of the rendered log. */
export interface LogLine {
  version: number;
  /** Position within its version, for stable keys. */
  index: number;
  text: string;
  /** Seat the event is about (its `seat` field), for the colour marker. */
  seat: number | null;
  /** Whether only this viewer saw the event. */
  private: boolean;
  /** A platform line (a timeout), worded by the shell. */
  platform: boolean;
}

/** One event of the merged log. */
export interface MergedEvent {
  version: number;
  event: EventData;
  private: boolean;
  platform: boolean;
}

/** The event without its `visibleTo` field, as a stable string for comparison. */
function eventKey(e: EventData): string {
  const { visibleTo: _v, ...rest } = e;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

/** Keeps the per-version event lists this viewer saw, bounded in size. */
export class ReceivedEvents {
  private readonly byVersion = new Map<number, EventData[]>();
  private readonly maxVersions: number;
  constructor(maxVersions = 300) {
    this.maxVersions = maxVersions;
  }

  add(version: number, events: readonly EventData[]): void {
    this.byVersion.set(version, [...(this.byVersion.get(version) ?? []), ...events]);
    while (this.byVersion.size > this.maxVersions) {
      const oldest = Math.min(...this.byVersion.keys());
      this.byVersion.delete(oldest);
    }
  }

  get(version: number): EventData[] | undefined {
    return this.byVersion.get(version);
  }

  versions(): number[] {
    return [...this.byVersion.keys()];
  }

  clear(): void {
    this.byVersion.clear();
  }
}

/**
 * The events of the log, oldest first. For a version whose events this viewer saw (received),
 * that list is used as is (it holds the public events and the private ones, in order); other
 * versions (before joining) come from the public log.
 */
export function mergeLog(publicLog: readonly LogEntry[], received: ReceivedEvents): MergedEvent[] {
  const publicBy = new Map<number, EventData[]>();
  // Platform lines (timeouts) never come as `events`: they follow their version's game events.
  const platformBy = new Map<number, EventData[]>();
  for (const e of publicLog) {
    const into = e.platform ? platformBy : publicBy;
    into.set(e.version, [...(into.get(e.version) ?? []), e.event]);
  }
  const oldestPublic = publicLog.length > 0 ? publicLog[0]!.version : Number.POSITIVE_INFINITY;
  const versions = new Set<number>([...publicBy.keys(), ...platformBy.keys()]);
  // Received versions older than the capped public log would sort before it and look out of place
  // only if the public log were trimmed; keep them, they are real history of this viewer.
  for (const v of received.versions()) versions.add(v);
  const out: MergedEvent[] = [];
  for (const v of [...versions].sort((a, b) => a - b)) {
    const mine = received.get(v);
    const pub = publicBy.get(v) ?? [];
    const platform = (platformBy.get(v) ?? []).map((event) => ({
      version: v,
      event,
      private: false,
      platform: true,
    }));
    if (!mine) {
      for (const event of pub) out.push({ version: v, event, private: false, platform: false });
      out.push(...platform);
      continue;
    }
    // Which of mine are public: match them against the public list as a multiset.
    const left = new Map<string, number>();
    for (const e of pub) left.set(eventKey(e), (left.get(eventKey(e)) ?? 0) + 1);
    const publicKnown = v >= oldestPublic;
    for (const event of mine) {
      const k = eventKey(event);
      const n = left.get(k) ?? 0;
      if (n > 0) left.set(k, n - 1);
      out.push({ version: v, event, private: publicKnown && n === 0, platform: false });
    }
    out.push(...platform);
  }
  return out;
}

/** Renders merged events to lines with a describer; events it declines (null) are dropped. */
export function renderLog(
  merged: readonly MergedEvent[],
  describe: (e: EventData, platform: boolean) => string | null,
  maxLines = 300,
): LogLine[] {
  const lines: LogLine[] = [];
  let lastVersion = -1;
  let index = 0;
  for (const m of merged) {
    index = m.version === lastVersion ? index + 1 : 0;
    lastVersion = m.version;
    let text: string | null;
    try {
      text = describe(m.event, m.platform);
    } catch {
      text = String(m.event.type);
    }
    if (text === null || text === "") continue;
    const seat = typeof m.event.seat === "number" ? m.event.seat : null;
    lines.push({ version: m.version, index, text, seat, private: m.private, platform: m.platform });
  }
  return lines.slice(-maxLines);
}
