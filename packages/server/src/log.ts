/** Structured logging: one JSON object per line, one line per event. */

export type LogLevel = "debug" | "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;

/** Where the server reports what happens; `event` is a stable dotted name ("room.created"). */
export interface Logger {
  log(level: LogLevel, event: string, fields?: LogFields): void;
}

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** A logger writing JSON lines to `write` (stdout by default), dropping levels below `min`. */
export function jsonLogger(
  opts: { min?: LogLevel; write?: (line: string) => void; now?: () => Date } = {},
): Logger {
  const min = LEVELS[opts.min ?? "info"];
  const write = opts.write ?? ((line: string) => process.stdout.write(line + "\n"));
  const now = opts.now ?? (() => new Date());
  return {
    log(level, event, fields) {
      if (LEVELS[level] < min) return;
      let line: string;
      try {
        line = JSON.stringify({ t: now().toISOString(), level, event, ...fields });
      } catch {
        line = JSON.stringify({ t: now().toISOString(), level, event, note: "fields not serialisable" });
      }
      write(line);
    },
  };
}

/** A logger that keeps every entry in memory (tests). */
export function memoryLogger(): Logger & {
  entries: { level: LogLevel; event: string; fields: LogFields }[];
} {
  const entries: { level: LogLevel; event: string; fields: LogFields }[] = [];
  return {
    entries,
    log(level, event, fields) {
      entries.push({ level, event, fields: fields ?? {} });
    },
  };
}

const text = (args: unknown[]): string =>
  args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(" ");

/** Longest message of a Colyseus log line (a client can make Colyseus log what it sent). */
export const COLYSEUS_LINE_MAX = 2000;
/** Colyseus warnings and errors written per minute; the rest are counted in one line. */
export const COLYSEUS_LINES_PER_MINUTE = 30;

/**
 * Adapts our logger to the console-like logger Colyseus expects. Colyseus logs some refusals of
 * hostile input itself (an undecodable frame, with its stack): its warnings and errors are cut to
 * `COLYSEUS_LINE_MAX` characters and limited to `COLYSEUS_LINES_PER_MINUTE`, the rest counted.
 */
export function colyseusLogger(
  logger: Logger,
  now: () => number = Date.now,
): Record<"debug" | "info" | "warn" | "error" | "trace", (...args: unknown[]) => void> {
  let windowEnd = 0;
  let written = 0;
  let dropped = 0;
  const loud =
    (level: "warn" | "error") =>
    (...args: unknown[]) => {
      const t = now();
      if (t >= windowEnd) {
        if (dropped > 0) logger.log("warn", "colyseus.suppressed", { lines: dropped });
        windowEnd = t + 60_000;
        written = 0;
        dropped = 0;
      }
      if (written >= COLYSEUS_LINES_PER_MINUTE) {
        dropped++;
        return;
      }
      written++;
      const message = text(args);
      logger.log(level, "colyseus", {
        message: message.length > COLYSEUS_LINE_MAX ? `${message.slice(0, COLYSEUS_LINE_MAX)}…` : message,
      });
    };
  return {
    debug: (...args) => logger.log("debug", "colyseus", { message: text(args) }),
    trace: (...args) => logger.log("debug", "colyseus", { message: text(args) }),
    info: (...args) => logger.log("info", "colyseus", { message: text(args) }),
    warn: loud("warn"),
    error: loud("error"),
  };
}
