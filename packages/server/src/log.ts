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

/** Adapts our logger to the console-like logger Colyseus expects. */
export function colyseusLogger(
  logger: Logger,
): Record<"debug" | "info" | "warn" | "error" | "trace", (...args: unknown[]) => void> {
  return {
    debug: (...args) => logger.log("debug", "colyseus", { message: text(args) }),
    trace: (...args) => logger.log("debug", "colyseus", { message: text(args) }),
    info: (...args) => logger.log("info", "colyseus", { message: text(args) }),
    warn: (...args) => logger.log("warn", "colyseus", { message: text(args) }),
    error: (...args) => logger.log("error", "colyseus", { message: text(args) }),
  };
}
