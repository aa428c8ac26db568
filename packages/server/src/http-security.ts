/**
 * What a browser may do with this server from another origin (issue 17, "Hostile clients"), in
 * front of every HTTP request, before Colyseus' router and express see it:
 *
 * - CORS: only the site's own origin and the configured `allowedOrigins` get
 *   `Access-Control-Allow-Origin`, never on the operator's routes. Colyseus' own CORS (which
 *   reflects any origin with credentials on every route) is switched off.
 * - The operator's routes (`/colyseus*`: the monitor, `/api/admin*`) refuse requests a page of
 *   another origin makes (`Origin` or `Sec-Fetch-Site` say so): 403 `FORBIDDEN_ORIGIN`. The
 *   monitor's acting route (`/colyseus/api/room/call`, a GET that disposes tables, kicks clients,
 *   edits state) additionally needs proof that the monitor's own page sent it (same-origin fetch
 *   metadata) or the `X-Starport-Operator` header, and only calls the methods the monitor's UI
 *   offers.
 * - Security headers on every response: a Content-Security-Policy the web client passes,
 *   `X-Frame-Options: DENY`, `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin`.
 *
 * docs/security.md ("HTTP and the operator's routes") explains the choices.
 */
import type { Server as HttpServer, IncomingMessage, ServerResponse } from "node:http";
import { matchMaker } from "@colyseus/core";

/** The web client's policy: everything from this origin, WebSockets to the table processes. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // Phaser draws its built-in textures from data: URIs and may load images through blob: URLs
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "media-src 'self' data: blob:",
  // a table may live on another process, announced as host[:port]/path (PUBLIC_ADDRESS)
  "connect-src 'self' ws: wss:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The monitor's page is Colyseus' own bundle (inline styles of its UI kit): it gets only the
 * framing ban (a framed monitor could be clickjacked into disposing a table).
 */
export const MONITOR_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

/** Sent with every response. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "same-origin",
};

/** CORS headers of an allowed origin's preflight (non-operator routes only). */
const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Methods": "GET, HEAD, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Origin, X-Requested-With, Content-Type, Accept, Authorization",
  "Access-Control-Max-Age": "600",
};

/** Paths of the operator's routes (compared lower-cased, decoded, slashes collapsed). */
export const OPERATOR_PREFIXES = ["/colyseus", "/api/admin"] as const;

/**
 * The monitor's route that acts on a room, `/colyseus/api/room/call` (`matchMaker.remoteRoomCall`
 * with a method from the query); matched broadly: any monitor path ending in `/call`.
 */
export function isMonitorCallPath(p: string): boolean {
  return p.startsWith("/colyseus/") && p.endsWith("/call");
}

/**
 * The room methods the monitor's UI calls through its acting route (@colyseus/monitor 0.18.5:
 * dispose, kick, message, edit or delete a state property); anything else is refused, so that the
 * route cannot reach the room's other methods.
 */
export const MONITOR_CALL_METHODS: ReadonlySet<string> = new Set([
  "disconnect",
  "broadcast",
  "_forceClientDisconnect",
  "_sendMessageToClient",
  "_editStateProperty",
  "_deleteStateProperty",
]);

/**
 * A header no page of another origin can add without a CORS preflight (which operator routes
 * refuse): operators' scripts send it to use the monitor's acting route outside a browser.
 */
export const OPERATOR_HEADER = "x-starport-operator";

export interface HttpGuardOptions {
  /** Origins of other sites that may call the public API and matchmaking (`https://host[:port]`). */
  allowedOrigins: readonly string[];
  /** This process's public address (`host[:port][/path]`): its host is the site's own too. */
  publicAddress?: string | null;
}

/**
 * An origin as browsers write it in `Origin` (`scheme://host[:port]`, lower case, no default port,
 * no path), or null when `value` is not an http(s) origin. A trailing slash is tolerated.
 */
export function normaliseOrigin(value: string): string | null {
  const v = value.trim();
  if (!/^https?:\/\/[^/?#\s]+\/?$/i.test(v)) return null;
  try {
    const u = new URL(v);
    if (u.username || u.password) return null;
    return u.origin;
  } catch {
    return null;
  }
}

/** The request's path, as an attacker cannot disguise it: decoded, lower case, no repeated or trailing slashes. */
export function requestPath(url: string | undefined): string {
  let p = url ?? "/";
  if (!p.startsWith("/")) {
    try {
      p = new URL(p).pathname; // absolute-form request target
    } catch {
      p = "/";
    }
  }
  p = p.split("?")[0] ?? "/";
  for (let i = 0; i < 3 && p.includes("%"); i++) {
    try {
      p = decodeURIComponent(p);
    } catch {
      break;
    }
  }
  p = p
    .replace(/\\/g, "/")
    .replace(/\/{2,}/g, "/")
    .toLowerCase();
  try {
    p = new URL(p, "http://x").pathname; // resolves "." and ".." segments
  } catch {
    // keep p
  }
  return p.length > 1 ? p.replace(/\/+$/, "") : p;
}

export function isOperatorPath(p: string): boolean {
  return OPERATOR_PREFIXES.some((prefix) => p === prefix || p.startsWith(prefix));
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** The host part of a public address (`play.example.org/s1` -> `play.example.org`). */
function hostOf(address: string | null | undefined): string | null {
  if (!address) return null;
  return (address.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").split("/")[0] ?? "").toLowerCase() || null;
}

/**
 * Whether `origin` is the site's own: its host[:port] is the one the request was sent to (`Host`)
 * or this process's public host. The scheme is not compared: behind a TLS proxy the process
 * cannot tell (browsers that send `Sec-Fetch-Site` are judged by that header first).
 */
function isOwnOrigin(origin: string, req: IncomingMessage, publicHost: string | null): boolean {
  const o = normaliseOrigin(origin);
  if (!o) return false;
  const host = new URL(o).host;
  const requested = (header(req, "host") ?? "").toLowerCase();
  return host === requested || (publicHost !== null && host === publicHost);
}

export interface Refusal {
  status: number;
  error: "FORBIDDEN_ORIGIN" | "SAME_ORIGIN_FETCH_REQUIRED" | "FORBIDDEN_METHOD";
  message: string;
}

/** Why an operator-route request must be refused, or null when it may go on (to basic auth). */
export function operatorRefusal(req: IncomingMessage, p: string, publicHost: string | null): Refusal | null {
  const site = header(req, "sec-fetch-site");
  const origin = header(req, "origin");
  const foreign: Refusal = {
    status: 403,
    error: "FORBIDDEN_ORIGIN",
    message: "The operator's routes only answer pages of this site.",
  };
  // Fetch metadata, sent by current browsers and not settable by a page: another site's request
  if (site !== undefined && site !== "same-origin" && site !== "none") return foreign;
  if (origin !== undefined && site !== "same-origin" && !isOwnOrigin(origin, req, publicHost)) return foreign;
  if (isMonitorCallPath(p)) {
    const mode = header(req, "sec-fetch-mode");
    const fromOwnScript =
      site === "same-origin" &&
      (mode === "cors" || mode === "same-origin") &&
      (header(req, "sec-fetch-dest") ?? "empty") === "empty";
    if (!fromOwnScript && header(req, OPERATOR_HEADER) === undefined) {
      return {
        status: 403,
        error: "SAME_ORIGIN_FETCH_REQUIRED",
        message: `This route acts on a table: only the monitor's own page (same-origin fetch) or a request with the ${OPERATOR_HEADER} header may call it.`,
      };
    }
    const query = (req.url ?? "").split("?")[1] ?? "";
    const method = new URLSearchParams(query).get("method") ?? "";
    if (!MONITOR_CALL_METHODS.has(method)) {
      return {
        status: 403,
        error: "FORBIDDEN_METHOD",
        message: `The monitor may only call: ${[...MONITOR_CALL_METHODS].join(", ")}.`,
      };
    }
  }
  return null;
}

/** The CORS headers of a non-operator response: none unless the origin is allowed. */
export function corsHeaders(
  req: IncomingMessage,
  allowed: ReadonlySet<string>,
  publicHost: string | null,
): Record<string, string> {
  const origin = header(req, "origin");
  if (origin === undefined) return {};
  const o = normaliseOrigin(origin);
  // browsers send the serialised origin: anything else is not reflected
  if (!o || o !== origin || !(allowed.has(o) || isOwnOrigin(o, req, publicHost))) return {};
  // credentials: the SDK's matchmaking requests use `credentials: "include"`
  return { "Access-Control-Allow-Origin": origin, "Access-Control-Allow-Credentials": "true" };
}

function refuse(req: IncomingMessage, res: ServerResponse, r: Refusal): void {
  res.writeHead(r.status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify({ error: r.error, message: r.message }));
  req.resume();
}

/**
 * Installs the guard in front of the request listeners `server` has now (call it after Colyseus'
 * listen(), which installs its router and its CORS listener). Process-wide: it also turns off
 * Colyseus' own CORS headers (`matchMaker.controller`).
 */
export function installHttpGuard(server: HttpServer, opts: HttpGuardOptions): void {
  const allowed = new Set<string>();
  for (const o of opts.allowedOrigins) {
    const n = normaliseOrigin(o);
    if (!n) throw new Error(`allowedOrigins: "${o}" is not an origin such as https://play.example.org`);
    allowed.add(n);
  }
  const publicHost = hostOf(opts.publicAddress);

  // Colyseus 0.18 sets DEFAULT_CORS_HEADERS (credentials: true) + getCorsHeaders() (the request's
  // Origin, reflected) on every response and answers every OPTIONS with them: nothing now
  (matchMaker.controller as { DEFAULT_CORS_HEADERS: Record<string, string> }).DEFAULT_CORS_HEADERS = {};
  matchMaker.controller.getCorsHeaders = () => ({});

  const handlers = server.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners("request");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const p = requestPath(req.url);
    const operator = isOperatorPath(p);
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    res.setHeader(
      "Content-Security-Policy",
      p.startsWith("/colyseus") ? MONITOR_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY,
    );
    if (operator) {
      const refusal = operatorRefusal(req, p, publicHost);
      if (refusal) return refuse(req, res, refusal);
      if (req.method === "OPTIONS") {
        // same-origin pages never need a preflight; no CORS headers for anyone
        res.writeHead(204);
        res.end();
        return;
      }
    } else {
      const cors = corsHeaders(req, allowed, publicHost);
      if (req.headers.origin !== undefined) res.setHeader("Vary", "Origin");
      for (const [k, v] of Object.entries(cors)) res.setHeader(k, v);
      if (req.method === "OPTIONS") {
        res.writeHead(204, cors["Access-Control-Allow-Origin"] ? PREFLIGHT_HEADERS : {});
        res.end();
        return;
      }
    }
    for (const h of handlers) h.call(server, req, res);
  });
}
