/**
 * Where the game server is. In production the server serves this client, so it is the page's
 * own origin. Under `vite dev` the dev server proxies HTTP (`/api`, `/matchmake`) itself and
 * WebSockets under `/ws` (see vite.config.ts), so room sockets get that prefix.
 */
import { Client } from "@colyseus/sdk";

/** Adds the dev proxy's `/ws` prefix to room socket URLs; other URLs are unchanged. */
export function devUrl(url: URL): string {
  if (url.protocol === "ws:" || url.protocol === "wss:") url.pathname = `/ws${url.pathname}`;
  return url.toString();
}

/** A Colyseus client for this page's server. */
export function makeClient(origin: string, dev: boolean): Client {
  return new Client(origin, dev ? { urlBuilder: devUrl } : undefined);
}
