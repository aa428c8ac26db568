/**
 * Table clocks as the page shows them (docs/protocol.md "Clocks"): the synced `clock` read into
 * plain data, each seat's time left now, the time in words, and the private-table form turned into
 * the `clock` join option. Pure: the server's time is passed in.
 */
import {
  CLOCK_LIMITS,
  type ClockConfig,
  type ClockOption,
  clockConfigSchema,
  clockOption,
  fullTime,
  type TimeoutPolicy,
} from "@starport/protocol";

/** A table's clock, from the synced state: its settings and where each seat's time stands. */
export interface ClockView extends ClockConfig {
  /** Each seat's remaining time at `since`. */
  remainingMs: number[];
  /** Seats whose time runs since `since`. */
  running: number[];
  /** Server time (ms since epoch) of `remainingMs`. */
  since: number;
}

const nums = (x: unknown): number[] =>
  Array.isArray(x) ? x.filter((n): n is number => typeof n === "number" && Number.isFinite(n)) : [];
const num = (x: unknown): number => (typeof x === "number" && Number.isFinite(x) ? x : 0);

/** The clock of the synced state's JSON (`state.clock`), or null when the table has none. */
export function readClock(raw: unknown): ClockView | null {
  const config = clockConfigSchema.safeParse(raw);
  if (!config.success) return null;
  const c = raw as Record<string, unknown>;
  return {
    ...config.data,
    remainingMs: nums(c.remainingMs),
    running: nums(c.running),
    since: num(c.since),
  };
}

/** Seat's time left at `serverNow` (never below 0): charged since `since` while it runs. */
export function timeLeft(c: ClockView, seat: number, serverNow: number): number {
  const rem = c.remainingMs[seat] ?? 0;
  if (!c.running.includes(seat) || c.since <= 0) return Math.max(0, rem);
  return Math.max(0, rem - Math.max(0, serverNow - c.since));
}

const pad = (n: number): string => String(n).padStart(2, "0");

/**
 * A clock's face: "1d 4h" from a day, "1:05:03" from an hour, "4:59" from 10 seconds, "0:09.4"
 * below (tenths, rounded down, so 0:00.0 is the moment time runs out). Whole seconds round up: a
 * clock shows 0:01 until its last second is gone.
 */
export function formatClock(ms: number): string {
  const t = Math.max(0, ms);
  if (t < 10_000) {
    const tenths = Math.floor(t / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const s = Math.ceil(t / 1000);
  if (s >= 86_400) return `${Math.floor(s / 86_400)}d ${Math.floor((s % 86_400) / 3600)}h`;
  if (s >= 3600) return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}

/** Whether a clock is low enough to warn: under 10 s, or under a tenth of a full allowance. */
export function isLow(c: ClockView, ms: number): boolean {
  const full = fullTime(c);
  return ms < 10_000 || (full > 0 && ms < full / 10);
}

/** A duration in short words for settings: "5 min", "90 s", "1 h 30 min", "2 d". */
export function durationText(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s % 86_400 === 0 && s > 0) return `${s / 86_400} d`;
  if (s >= 3600) {
    const m = Math.round((s % 3600) / 60);
    return m === 0 ? `${Math.floor(s / 3600)} h` : `${Math.floor(s / 3600)} h ${m} min`;
  }
  if (s >= 60 && s % 60 === 0) return `${s / 60} min`;
  if (s > 60) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${s} s`;
}

/** The time control in short words, through the dictionary: "5 min + 3 s per move", "30 s per move". */
export function clockSummary(
  c: Pick<ClockView, "kind" | "baseMs" | "incrementMs" | "turnMs">,
  t: (key: string, p?: Record<string, string | number>) => string,
): string {
  if (c.kind === "turn") return t("clock.summary.turn", { turn: durationText(c.turnMs) });
  if (c.incrementMs > 0)
    return t("clock.summary.fischer", { base: durationText(c.baseMs), inc: durationText(c.incrementMs) });
  return t("clock.summary.sudden", { base: durationText(c.baseMs) });
}

/** What the private-table form holds (text fields as typed). */
export interface ClockForm {
  kind: "none" | "fischer" | "turn";
  /** Base time in minutes. */
  baseMin: string;
  /** Increment in seconds. */
  incSec: string;
  /** Time per move, in `turnUnit`. */
  turnValue: string;
  turnUnit: "s" | "min" | "h" | "d";
  onTimeout: TimeoutPolicy;
}

export const DEFAULT_CLOCK_FORM: ClockForm = {
  kind: "none",
  baseMin: "10",
  incSec: "5",
  turnValue: "1",
  turnUnit: "min",
  onTimeout: "bot",
};

const UNIT_SEC: Record<ClockForm["turnUnit"], number> = { s: 1, min: 60, h: 3600, d: 86_400 };

/** Which form field each field of the `clock` option comes from, and the limit its error states. */
const FIELD_ERRORS: Record<string, { error: string; params: Record<string, number> }> = {
  baseSec: { error: "clock.error.base", params: { max: CLOCK_LIMITS.baseSec / 60 } },
  incrementSec: { error: "clock.error.increment", params: { max: CLOCK_LIMITS.incrementSec } },
  turnSec: { error: "clock.error.turn", params: { max: CLOCK_LIMITS.turnSec / 86_400 } },
};

/**
 * The form's clock as a join option (null: no clock), checked with the protocol's own schema, or
 * the dictionary key of what is wrong.
 */
export function clockFromForm(
  f: ClockForm,
): { ok: true; clock: ClockOption | null } | { ok: false; error: string; params: Record<string, number> } {
  if (f.kind === "none") return { ok: true, clock: null };
  const read = (s: string): number => (s.trim() === "" ? Number.NaN : Number(s.replace(",", ".")));
  const raw =
    f.kind === "fischer"
      ? {
          kind: f.kind,
          baseSec: Math.round(read(f.baseMin) * 60),
          incrementSec: f.incSec.trim() === "" ? 0 : Math.round(read(f.incSec)),
          onTimeout: f.onTimeout,
        }
      : {
          kind: f.kind,
          turnSec: Math.round(read(f.turnValue) * UNIT_SEC[f.turnUnit]),
          onTimeout: f.onTimeout,
        };
  const r = clockOption.safeParse(raw);
  if (r.success) return { ok: true, clock: r.data };
  const field = String(r.error.issues[0]?.path[0] ?? "");
  return {
    ok: false,
    ...(FIELD_ERRORS[field] ?? FIELD_ERRORS[f.kind === "fischer" ? "baseSec" : "turnSec"]!),
  };
}
