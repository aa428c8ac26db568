/**
 * The table's log in words' raw material (docs/protocol.md "Log"): one line per public event and
 * per platform event (a seat out of time), the last LOG_KEEP kept in the synced state. Only what
 * a spectator may see goes in: events visible to some seats only never reach the log.
 */
import { LOG_KEEP, logLineText } from "@starport/protocol";
import { eventsFor, type GameEvent, type Seat, SPECTATOR } from "@starport/rules";

/** The synced list of log lines (an ArraySchema in the room). */
export interface LogList {
  readonly length: number;
  push(line: string): unknown;
  shift(): unknown;
}

/** The public lines of the events of move `version`. */
export function eventLines(version: number, events: readonly GameEvent[]): string[] {
  return eventsFor(events, SPECTATOR).map((event) => logLineText({ version, event }));
}

/** The platform's line for a seat whose clock ran out at `version`. */
export function timeoutLine(version: number, seat: Seat, onTimeout: string): string {
  return logLineText({ version, event: { type: "timeout", seat, onTimeout }, platform: true });
}

/** Appends `lines`, keeping the last LOG_KEEP. */
export function appendLog(log: LogList, lines: readonly string[]): void {
  for (const line of lines) log.push(line);
  while (log.length > LOG_KEEP) log.shift();
}
