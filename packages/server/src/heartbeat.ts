/**
 * Liveness pings spread over their interval (docs/architecture.md "Heartbeat"). A connection that
 * misses `maxMissed` pings in a row is cut (its seat then waits for a reconnection like after any
 * drop). Colyseus' transport pings every connection of the process in one timer callback: at a
 * thousand tables that is 4,000 socket writes in one go every 3 s, a stall of every table of the
 * process (docs/performance.md). Here each connection gets a slice of the interval when it
 * arrives, and each tick pings one slice: the same pings per connection, in small groups.
 */

import { type TransportOptions, WebSocketTransport } from "@colyseus/ws-transport";

/** What the heartbeat needs of a `ws` WebSocket. */
export interface Pingable {
  ping(data?: unknown, mask?: boolean, cb?: (err?: Error) => void): void;
  terminate(): void;
  on(event: "pong", listener: () => void): unknown;
  once(event: "close", listener: () => void): unknown;
}

/** What it needs of a `ws` WebSocketServer. */
export interface ConnectionSource {
  on(event: "connection", listener: (ws: Pingable) => void): unknown;
}

export interface HeartbeatOptions {
  /** Each connection is pinged once per interval. */
  intervalMs: number;
  /** Pings a connection may leave unanswered in a row before it is cut. */
  maxMissed: number;
  /** How many groups the interval is cut into (one tick per group). */
  slices: number;
}

/** Colyseus' defaults: a ping every 3 s, cut after 2 unanswered; ticks of 100 ms. */
export const HEARTBEAT: HeartbeatOptions = { intervalMs: 3000, maxMissed: 2, slices: 30 };

const noop = (): void => {};

/** Pings the connections of `wss` a slice per tick; `stop()` ends it. */
export function spreadHeartbeat(wss: ConnectionSource, opts: HeartbeatOptions = HEARTBEAT): { stop(): void } {
  // per slice: each connection and the pings it has not answered
  const slices = Array.from({ length: opts.slices }, () => new Map<Pingable, number>());
  let arrived = 0;
  let tick = 0;
  wss.on("connection", (ws) => {
    const slice = slices[arrived++ % slices.length]!;
    slice.set(ws, 0);
    ws.on("pong", () => {
      if (slice.has(ws)) slice.set(ws, 0);
    });
    ws.once("close", () => slice.delete(ws));
  });
  const timer = setInterval(() => {
    const slice = slices[tick++ % slices.length]!;
    for (const [ws, missed] of slice) {
      if (missed >= opts.maxMissed) {
        slice.delete(ws);
        ws.terminate();
        continue;
      }
      slice.set(ws, missed + 1);
      ws.ping(undefined, undefined, noop);
    }
  }, opts.intervalMs / opts.slices);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Colyseus' `ws` transport with the spread heartbeat instead of its own pings. */
export class HeartbeatTransport extends WebSocketTransport {
  private readonly heartbeat: { stop(): void };

  constructor(options: TransportOptions, heartbeat: HeartbeatOptions = HEARTBEAT) {
    super({ ...options, pingInterval: 0 });
    this.heartbeat = spreadHeartbeat(this.wss, heartbeat);
  }

  override shutdown(): void {
    this.heartbeat.stop();
    super.shutdown();
  }
}
