/**
 * The door of the HTTP server, before Colyseus' router and express (docs/security.md): request
 * bodies bounded, matchmaking rates per address, WebSocket connections per address, and the
 * checked address handed to the rooms' onAuth in a header the client cannot set.
 */
import type { Server as HttpServer, IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { refusal, TABLE_ERRORS } from "@starport/protocol";
import { ADDRESS_HEADER, clientAddress, Gauge, type Limits, RateWindow } from "./limits.ts";
import type { Logger } from "./log.ts";

export interface GateOptions {
  limits: Limits;
  logger: Logger;
  /** Largest request body in bytes. */
  maxBody: number;
  now?: () => number;
}

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;
type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

function answer(res: ServerResponse, status: number, code: string, sentence: string): void {
  res.writeHead(status, { "content-type": "application/json", connection: "close" });
  res.end(JSON.stringify({ code: status, error: refusal(code, sentence) }));
}

/** The matchmaking method of a POST to /matchmake/<method>/<room>, or null for other requests. */
function matchmakeMethod(req: IncomingMessage): string | null {
  if (req.method !== "POST" || !req.url?.startsWith("/matchmake/")) return null;
  return req.url.split("?")[0]!.split("/")[2] ?? "";
}

/**
 * Installs the gate in front of every listener of `http` (call after the transport and the router
 * are bound, so their listeners are the ones wrapped).
 */
export function installGate(http: HttpServer, opts: GateOptions): void {
  const { limits, logger } = opts;
  const now = opts.now ?? Date.now;
  const matchmake = new RateWindow("matchmake", logger, now);
  const create = new RateWindow("create", logger, now);
  const byCode = new RateWindow("joinById", logger, now);
  const sockets = new RateWindow("sockets", logger, now);
  const open = new Gauge(() => limits.socketsPerAddress);
  let openRefused = 0;

  const handlers = http.listeners("request") as RequestHandler[];
  http.removeAllListeners("request");
  http.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const length = req.headers["content-length"];
    const chunked = length === undefined && req.headers["transfer-encoding"] !== undefined;
    if (chunked || Number(length ?? 0) > opts.maxBody) {
      res.writeHead(413, { "content-type": "application/json", connection: "close" });
      res.end(JSON.stringify({ error: "REQUEST_TOO_LARGE" }));
      req.resume();
      return;
    }
    const address = clientAddress(req.headers, req.socket.remoteAddress, limits.trustProxyHops);
    req.headers[ADDRESS_HEADER] = address;
    const method = matchmakeMethod(req);
    if (method !== null) {
      const slow = "Too many requests from your address; wait a minute and try again.";
      if (!matchmake.take(address, limits.matchmakePerMinute))
        return answer(res, 429, TABLE_ERRORS.RATE_LIMITED, slow);
      if (method === "create" && !create.take(address, limits.createPerMinute))
        return answer(
          res,
          429,
          TABLE_ERRORS.RATE_LIMITED,
          "Too many new tables from your address; wait a minute.",
        );
      if (method === "joinById" && !byCode.take(address, limits.joinByCodePerMinute))
        return answer(res, 429, TABLE_ERRORS.RATE_LIMITED, "Too many table codes tried; wait a minute.");
    }
    for (const h of handlers) h.call(http, req, res);
  });

  const upgrades = http.listeners("upgrade") as UpgradeHandler[];
  http.removeAllListeners("upgrade");
  http.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const address = clientAddress(req.headers, req.socket.remoteAddress, limits.trustProxyHops);
    if (!sockets.take(address, limits.socketsPerMinute) || !open.enter(address)) {
      if (open.count(address) >= limits.socketsPerAddress && openRefused++ % 1000 === 0) {
        logger.log("warn", "limit.refused", {
          kind: "open-sockets",
          key: address,
          max: limits.socketsPerAddress,
        });
      }
      socket.end("HTTP/1.1 429 Too Many Requests\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
      return;
    }
    socket.once("close", () => open.leave(address));
    for (const h of upgrades) h.call(http, req, socket, head);
  });
}
