/**
 * Wire-level tools of the fuzz test (test/services/fuzz.test.ts): raw HTTP requests (no URL
 * normalisation, any header), raw WebSocket connections to a table speaking the Colyseus 0.18
 * protocol byte by byte, frame builders (well-formed and not), and the tally of what was sent and
 * how the server answered.
 */
import http from "node:http";
import { createRequire } from "node:module";
import { WebSocket } from "ws";

// msgpackr is Colyseus' own payload codec; taken from @colyseus/core's dependencies
const msgpackr = createRequire(import.meta.resolve("@colyseus/core"))("msgpackr") as {
  pack(v: unknown): Buffer;
  unpack(b: Uint8Array): unknown;
};

/** Colyseus protocol codes (@colyseus/shared-types Protocol) and close codes used here. */
export const P = {
  JOIN_ROOM: 10,
  ERROR: 11,
  LEAVE_ROOM: 12,
  ROOM_DATA: 13,
  ROOM_STATE: 14,
  ROOM_STATE_PATCH: 15,
  ROOM_DATA_BYTES: 17,
  PING: 18,
  ROOM_REQUEST: 21,
  ROOM_RESPONSE: 22,
} as const;

// ---- tally -----------------------------------------------------------------------------------

/** What the attackers sent, by kind, and how the server answered, by kind and answer. */
export class Tally {
  readonly sent: Record<string, number> = {};
  readonly answers: Record<string, Record<string, number>> = {};

  send(kind: string, n = 1): void {
    this.sent[kind] = (this.sent[kind] ?? 0) + n;
  }

  answer(kind: string, label: string): void {
    const a = this.answers[kind] ?? {};
    this.answers[kind] = a;
    a[label] = (a[label] ?? 0) + 1;
  }

  total(): number {
    return Object.values(this.sent).reduce((a, b) => a + b, 0);
  }

  /** Answers that are refusals (anything but a plain success), by kind. */
  rejections(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [kind, labels] of Object.entries(this.answers)) {
      for (const [label, n] of Object.entries(labels)) {
        if (/^(http 2\d\d|ws joined|ws pong|msg hello|msg legal|msg events|response OK)/.test(label))
          continue;
        out[kind] = (out[kind] ?? 0) + n;
      }
    }
    return out;
  }
}

// ---- HTTP ------------------------------------------------------------------------------------

export interface RawAnswer {
  status: number;
  /** `json <error code>` when the body is JSON with an `error`/`code`, else `text`/`html`/`empty`. */
  shape: string;
  body: string;
  /** The Access-Control-Allow-Origin header, if any. */
  acao?: string;
}

/**
 * One HTTP request exactly as given (the path is sent verbatim: `..` stays `..`). Resolves with
 * status 0 and shape `reset`/`timeout` when the connection fails; never rejects. Bodies are read up
 * to 64 KiB.
 */
export function rawRequest(
  agent: http.Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
  timeoutMs = 10_000,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (a: RawAnswer) => {
      if (!done) {
        done = true;
        resolve(a);
      }
    };
    const req = http.request(
      { host: "127.0.0.1", port, method, path, headers, agent, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (c: Buffer) => {
          if (size < 65_536) chunks.push(c);
          size += c.length;
        });
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const acao = res.headers["access-control-allow-origin"];
          finish({
            status: res.statusCode ?? 0,
            shape: shapeOf(res.headers["content-type"], text),
            body: text,
            ...(typeof acao === "string" ? { acao } : {}),
          });
        });
        res.on("error", () => finish({ status: res.statusCode ?? 0, shape: "reset", body: "" }));
      },
    );
    req.on("timeout", () => {
      req.destroy();
      finish({ status: 0, shape: "timeout", body: "" });
    });
    req.on("error", (e: NodeJS.ErrnoException) => finish({ status: 0, shape: e.code ?? "reset", body: "" }));
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

function shapeOf(type: string | undefined, text: string): string {
  if (!text) return "empty";
  if ((type ?? "").includes("json")) {
    try {
      const j = JSON.parse(text) as { error?: unknown; code?: unknown };
      if (j && typeof j === "object" && ("error" in j || "code" in j)) return `json ${errorCode(j)}`;
      return "json";
    } catch {
      return "bad json";
    }
  }
  return (type ?? "").includes("html") ? "html" : "text";
}

/** The typed code of a JSON error: `{error:"CODE"}`, `{error:"CODE: sentence"}` (a refusal), `{code:"CODE"}`. */
function errorCode(j: { error?: unknown; code?: unknown }): string {
  for (const v of [j.error, (j.error as { code?: unknown } | null)?.code, j.code]) {
    if (typeof v === "string") {
      const m = /^([A-Z][A-Z0-9_]{2,})\b/.exec(v);
      if (m) return m[1]!;
    }
  }
  // Colyseus' own sentences name the room: one label for all of them
  if (typeof j.error === "string") return `"${j.error.replace(/"[^"]*"/g, "…").slice(0, 48)}"`;
  return typeof j.code === "number" ? String(j.code) : "error";
}

/** The tally label of an HTTP answer: `http 429 json RATE_LIMITED`, `http 0 ECONNRESET`. */
export const httpLabel = (a: RawAnswer): string => `http ${a.status} ${a.shape}`;

// ---- payloads ---------------------------------------------------------------------------------

export const pack = (v: unknown): Buffer => msgpackr.pack(v);

/** A type name as Colyseus' schema string encoding writes it (msgpack str). */
export function typeBytes(type: string): Buffer {
  const s = Buffer.from(type, "utf8");
  const n = s.length;
  if (n < 32) return Buffer.concat([Buffer.from([0xa0 | n]), s]);
  if (n < 256) return Buffer.concat([Buffer.from([0xd9, n]), s]);
  if (n < 65_536) return Buffer.concat([Buffer.from([0xda, n >> 8, n & 0xff]), s]);
  const h = Buffer.alloc(5);
  h[0] = 0xdb;
  h.writeUInt32BE(n, 1);
  return Buffer.concat([h, s]);
}

/** A `room.send(type, payload)` frame; `payload` may be raw bytes (already packed, or garbage). */
export function dataFrame(type: string | number, payload?: unknown, raw?: Buffer): Buffer {
  const t = typeof type === "number" ? Buffer.from([type & 0x7f]) : typeBytes(type);
  const body = raw ?? (payload === undefined ? Buffer.alloc(0) : pack(payload));
  return Buffer.concat([Buffer.from([P.ROOM_DATA]), t, body]);
}

/** A `room.request(type, payload)` frame (ROOM_REQUEST, request id as a positive fixint). */
export function requestFrame(id: number, type: string | number, payload?: unknown, raw?: Buffer): Buffer {
  const t = typeof type === "number" ? Buffer.from([type & 0x7f]) : typeBytes(type);
  const body = raw ?? (payload === undefined ? Buffer.alloc(0) : pack(payload));
  return Buffer.concat([Buffer.from([P.ROOM_REQUEST, id & 0x7f]), t, body]);
}

/** msgpack of a value nested `depth` levels deep: `{"a":{"a":...1}}` or `[[[...1]]]`. */
export function deepPacked(depth: number, kind: "map" | "array"): Buffer {
  const level = kind === "map" ? Buffer.from([0x81, 0xa1, 0x61]) : Buffer.from([0x91]);
  return Buffer.concat([...Array.from({ length: depth }, () => level), Buffer.from([0x01])]);
}

/** The msgpack of `{ move: <depth-deep value> }` (explain) or `{ version, move }` (move). */
export function deepMovePayload(depth: number, kind: "map" | "array", version?: number): Buffer {
  const head =
    version === undefined
      ? Buffer.concat([Buffer.from([0x81]), typeBytes("move")])
      : Buffer.concat([Buffer.from([0x82]), typeBytes("version"), pack(version), typeBytes("move")]);
  return Buffer.concat([head, deepPacked(depth, kind)]);
}

// ---- WebSocket -------------------------------------------------------------------------------

/** A seat reservation as POST /matchmake/<method>/<room> answers it. */
export interface Reservation {
  sessionId: string;
  roomId: string;
  name: string;
  processId: string;
  reconnectionToken?: string;
}

/** What a raw connection received from its table (decoded where cheap). */
export interface Heard {
  type: string;
  payload: unknown;
}

/**
 * A raw WebSocket connection to a table, joined from a seat reservation. It acknowledges the
 * join like the SDK does, answers nothing else, and reports what the server sends.
 */
export class RawConn {
  readonly ws: WebSocket;
  readonly res: Reservation;
  /** The reconnection token of this connection (after the join): `roomId:token` like the SDK's. */
  token = "";
  joined: Promise<boolean>;
  closed: Promise<{ code: number; reason: string }>;
  closeCode: number | null = null;
  /** The HTTP status of a refused WebSocket upgrade. */
  refusedWith: number | null = null;
  onHeard: (h: Heard) => void = () => {};
  /** Frames sent while the socket was open. */
  sentFrames = 0;

  constructor(
    port: number,
    res: Reservation,
    query: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) {
    this.res = res;
    const q = new URLSearchParams({ sessionId: res.sessionId, ...query });
    this.ws = new WebSocket(`ws://127.0.0.1:${port}/${res.processId}/${res.roomId}?${q}`, {
      perMessageDeflate: false,
      handshakeTimeout: 10_000,
      headers,
      maxPayload: 8 * 1024 * 1024,
    });
    this.ws.on("error", () => {});
    // a refused upgrade (429 from the server's gate) is an HTTP answer, not a close
    this.ws.on("unexpected-response", (_req, r) => {
      this.refusedWith = r.statusCode ?? 0;
      r.resume();
      this.ws.terminate();
    });
    this.closed = new Promise((resolve) =>
      this.ws.on("close", (code, reason) => {
        this.closeCode = code;
        resolve({ code, reason: reason.toString().slice(0, 80) });
      }),
    );
    this.joined = new Promise<boolean>((resolve) => {
      this.ws.on("message", (data: Buffer) => {
        const code = data[0];
        if (code === P.JOIN_ROOM) {
          const len = data[1] ?? 0;
          this.token = `${res.roomId}:${data.subarray(2, 2 + len).toString("utf8")}`;
          this.ws.send(Buffer.from([P.JOIN_ROOM]));
          resolve(true);
          return;
        }
        if (code === P.ERROR) {
          this.onHeard({ type: "ERROR", payload: null });
          return;
        }
        if (code === P.ROOM_DATA) this.onHeard(decodeData(data));
        else if (code === P.ROOM_RESPONSE) {
          const status = data[2];
          this.onHeard({
            type: "RESPONSE",
            payload: status === 0 ? "OK" : status === 1 ? "REJECTED" : "ERROR",
          });
        } else if (code === P.PING) this.onHeard({ type: "PONG", payload: null });
      });
      void this.closed.then(() => resolve(false));
    });
  }

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** Sends a frame if the socket is open; false when it is not. */
  send(frame: Buffer | string): boolean {
    if (!this.open) return false;
    this.ws.send(frame);
    this.sentFrames++;
    return true;
  }

  close(): void {
    if (this.ws.readyState === WebSocket.CONNECTING || this.ws.readyState === WebSocket.OPEN) {
      this.ws.terminate();
    }
  }
}

/** Decodes a ROOM_DATA frame from the server: type (string) and msgpack payload. */
function decodeData(data: Buffer): Heard {
  let o = 1;
  const p = data[o]!;
  let type = "";
  if (p > 0xa0 && p < 0xc0) {
    const n = p & 0x1f;
    type = data.subarray(o + 1, o + 1 + n).toString("utf8");
    o += 1 + n;
  } else if (p === 0xd9) {
    const n = data[o + 1]!;
    type = data.subarray(o + 2, o + 2 + n).toString("utf8");
    o += 2 + n;
  } else {
    return { type: `#${p}`, payload: null };
  }
  try {
    return { type, payload: o < data.length ? msgpackr.unpack(data.subarray(o)) : undefined };
  } catch {
    return { type, payload: null };
  }
}

/** The `code` of an `error`/`rejected`/`explained` payload, for labels. */
export function codeOf(h: Heard): string {
  const p = h.payload as { code?: unknown; error?: { code?: unknown } | null } | null;
  if (h.type === "explained") return String(p?.error?.code ?? "ok");
  return String(p?.code ?? "");
}
