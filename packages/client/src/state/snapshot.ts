/**
 * The table as the shell sees it, rebuilt from the room's synced state (docs/protocol.md,
 * "Synced state"). Pure: takes the plain JSON of the Colyseus state (`state.toJSON()`).
 */
import {
  type ChatLine,
  type LogLine,
  readLogLine,
  readOutcome,
  TABLE_MODES,
  type TableMode,
  type TableStatus,
} from "@starport/protocol";
import { unflatten } from "@starport/rules/core/flat.ts";
import type { Outcome, SeatView } from "@starport/rules/core/types.ts";
import type { PlayerInfo } from "../games/contract.ts";
import { type ClockView, readClock } from "./clock.ts";

/** One public event of the log (docs/protocol.md "Synced state"); a platform line the shell words. */
export type LogEntry = LogLine;

export interface TableSnapshot {
  game: string;
  code: string;
  mode: TableMode;
  status: TableStatus;
  version: number;
  owner: number;
  actors: number[];
  players: PlayerInfo[];
  spectators: number;
  /** The viewer's view: public part always, private part for the viewer's own seat. */
  view: SeatView<unknown, unknown>;
  outcome: Outcome | null;
  log: LogEntry[];
  chat: ChatLine[];
  /** Id of the stored match ("" while waiting): its replay is /replay/<matchId>. */
  matchId: string;
  /** SHA-256 (hex) of the secret seed, published from the start ("" while waiting). */
  seedHash: string;
  /** The seed, revealed once the game is finished ("" before). */
  seed: string;
  /** The time control, or null when the table has none. */
  clock: ClockView | null;
  /** While waiting: server time (ms since epoch) when bots fill the empty seats; 0 = no bot fill. */
  botFillAt: number;
}

type Entries = Iterable<[string, string]>;

/** Leaf entries of a synced map, whether it arrives as a Map, a MapSchema or a plain object. */
export function entriesOf(x: unknown): Entries {
  if (x === null || x === undefined) return [];
  if (x instanceof Map) return x.entries() as Entries;
  if (typeof x === "object") {
    const maybe = x as { entries?: () => Iterable<[unknown, unknown]> };
    if (typeof maybe.entries === "function" && !Array.isArray(x)) {
      return [...maybe.entries()].filter((e): e is [string, string] => typeof e[1] === "string");
    }
    return Object.entries(x as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === "string",
    );
  }
  return [];
}

const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const num = (x: unknown, dflt: number): number => (typeof x === "number" && Number.isFinite(x) ? x : dflt);
const str = (x: unknown, dflt = ""): string => (typeof x === "string" ? x : dflt);
const obj = (x: unknown): Record<string, unknown> =>
  x !== null && typeof x === "object" && !Array.isArray(x) ? (x as Record<string, unknown>) : {};

/** Parses the room's log lines (docs/protocol.md "Log lines"); malformed lines are skipped. */
export function parseLog(lines: unknown): LogEntry[] {
  return arr(lines).flatMap((line) => readLogLine(line) ?? []);
}

/** Parses the outcome JSON ("" while the game runs). */
export function parseOutcome(text: unknown): Outcome | null {
  return typeof text === "string" ? readOutcome(text) : null;
}

/** The seats as the chrome shows them. */
export function readPlayers(seats: unknown): PlayerInfo[] {
  return arr(seats).map((s, seat) => {
    const o = obj(s);
    const kind = o.kind === "human" || o.kind === "bot" ? o.kind : "empty";
    return {
      seat,
      name: str(o.name),
      kind,
      connected: o.connected === true,
      botReason: str(o.botReason),
    };
  });
}

/** Rebuilds the table snapshot from the synced state's JSON, for the viewer in `seat` (null = spectator). */
export function readSnapshot(state: unknown, seat: number | null): TableSnapshot {
  const s = obj(state);
  const seats = arr(s.seats);
  const mine = seat === null ? undefined : obj(seats[seat]);
  const status = s.status === "playing" || s.status === "finished" ? s.status : "waiting";
  return {
    game: str(s.game),
    code: str(s.code),
    mode: TABLE_MODES.find((m) => m === s.mode) ?? "public",
    status,
    version: num(s.version, 0),
    owner: num(s.owner, -1),
    actors: arr(s.actors).filter((a): a is number => typeof a === "number"),
    players: readPlayers(seats),
    spectators: num(s.spectators, 0),
    view: {
      public: unflatten(entriesOf(s.view)),
      private: mine && mine.private !== undefined ? unflatten(entriesOf(mine.private)) : null,
    },
    outcome: parseOutcome(s.outcome),
    log: parseLog(s.log),
    chat: arr(s.chat).map((c) => {
      const o = obj(c);
      return { seat: num(o.seat, -1), name: str(o.name), text: str(o.text), at: num(o.at, 0) };
    }),
    matchId: str(s.matchId),
    seedHash: str(s.seedHash),
    seed: str(s.seed),
    clock: readClock(s.clock),
    botFillAt: num(s.botFillAt, 0),
  };
}
