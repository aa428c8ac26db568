/**
 * The two private entry points of Colyseus' Room that the table wraps, in one place. Colyseus 0.18
 * has no public hook for either (its `hasReachedMaxClients` override, suggested upstream for
 * reservations, does not see the join options), so test/colyseus-hooks.test.ts checks their
 * names and parameters on the installed version and fails loudly on an upgrade that changes them;
 * test/table.test.ts ("concurrent quick-play...") and test/hostile-ws.test.ts check what they do.
 */
import { type Client, ClientState, CloseCode, Protocol, type Room } from "@colyseus/core";

/** Frame kinds a client may send: messages, the join acknowledgement, pings and leaving. */
const PROTOCOL_FRAMES = new Set<number>([
  Protocol.ROOM_DATA,
  Protocol.JOIN_ROOM,
  Protocol.PING,
  Protocol.LEAVE_ROOM,
]);
/** Low bits of a frame's first byte: its kind (Colyseus' PROTOCOL_CODE_MASK). */
const PROTOCOL_CODE_MASK = 0x1f;

/**
 * Close codes of a client that broke the protocol: 4002 (a malformed message, our kick) and the
 * WebSocket's own 1002 protocol error, 1003 unsupported data, 1007 invalid data, 1008 policy and
 * 1009 a frame over the size limit.
 */
const PROTOCOL_BREACHES = new Set<number>([CloseCode.WITH_ERROR, 1002, 1003, 1007, 1008, 1009]);
/** Clients whose socket was closed for a protocol breach (`watchBreaches`). */
const breached = new WeakSet<object>();

/** Whether a client that dropped with `code` broke the protocol (it gets no reconnection window). */
export function brokeProtocol(client: Client, code: number | undefined): boolean {
  return (code !== undefined && PROTOCOL_BREACHES.has(code)) || breached.has(client);
}

/**
 * The socket library closes a connection that sent a frame over the size limit (1009 for the
 * client) without a close handshake: the room sees 1006, as for a lost network. Its `error`
 * event says which.
 */
export function watchBreaches(client: Client): void {
  const ws = client.ref as unknown as { on?: (ev: "error", fn: (e: { code?: string }) => void) => void };
  ws.on?.("error", (e) => {
    if (e?.code?.startsWith("WS_ERR_")) breached.add(client);
  });
}

type OnMessage = (client: Client, buffer: Buffer) => void;

/**
 * Frames other than messages, joins, pings and leaves (requests, raw bytes, inputs) are not part
 * of the protocol: `reject` closes their sender before Colyseus answers them (it would answer a
 * request with its validation errors and keep the connection). `_onMessage` is Colyseus' private
 * entry point for a client's frames (bound at each join).
 */
export function guardFrames(room: Room, reject: (client: Client, kind: number) => void): void {
  const self = room as unknown as { _onMessage: OnMessage };
  const base: OnMessage = self._onMessage.bind(room);
  self._onMessage = (client, buffer) => {
    const kind = buffer && buffer.length > 0 ? buffer[0]! & PROTOCOL_CODE_MASK : -1;
    if (PROTOCOL_FRAMES.has(kind)) return base(client, buffer);
    if (client.state === ClientState.LEAVING) return;
    reject(client, kind);
  };
}

/** A seat reservation being made: its session, join options, and whether it resumes a seat. */
export interface Reservation {
  sessionId: string;
  options: Record<string, unknown> | undefined;
  reconnecting: boolean;
  /** Makes the reservation as Colyseus would; false if it refused. */
  reserve(): Promise<boolean>;
}

type Reserve = (sessionId: string, joinOptions?: unknown, ...rest: unknown[]) => Promise<boolean>;

/**
 * Runs `around` for every seat reservation of `room` (matchmaking's `_reserveSeat`, private): it
 * may refuse it (false) or make it (`reserve()`) and act on the answer.
 */
export function aroundReservations(room: Room, around: (r: Reservation) => Promise<boolean>): void {
  const self = room as unknown as { _reserveSeat: Reserve };
  const base: Reserve = self._reserveSeat.bind(room);
  self._reserveSeat = (sessionId, joinOptions, ...rest) =>
    around({
      sessionId,
      options: joinOptions as Record<string, unknown> | undefined,
      // (sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnectionToken)
      reconnecting: rest[2] === true,
      reserve: () => base(sessionId, joinOptions, ...rest),
    });
}
