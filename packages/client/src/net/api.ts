/** The server's HTTP API (docs/protocol.md, "HTTP"). */
import { type GameInfo as GameEntry, isGameInfo, isMatchInfo, type MatchInfo } from "@starport/protocol";

/** A JSON Schema fragment, as the server describes a game's table options. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  description?: string;
  title?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

/** An entry of `GET /api/games`, its table options read as JSON Schema. */
export interface GameInfo extends Omit<GameEntry, "options"> {
  options: JsonSchema;
}

/** The games the server offers. */
export async function fetchGames(fetchFn: typeof fetch = fetch): Promise<GameInfo[]> {
  const res = await fetchFn("/api/games", { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`GET /api/games: HTTP ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error("GET /api/games: not a list");
  return body.filter(isGameInfo).map((g) => ({ ...g, options: (g.options ?? {}) as JsonSchema }));
}

/** The last finished public matches, newest first. */
export async function fetchRecentMatches(limit = 20, fetchFn: typeof fetch = fetch): Promise<MatchInfo[]> {
  const res = await fetchFn(`/api/matches?status=finished&limit=${limit}`, {
    headers: { accept: "application/json" },
  });
  if (!res.ok) throw new Error(`GET /api/matches: HTTP ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error("GET /api/matches: not a list");
  return body.filter(isMatchInfo);
}

/** Where a match's history is downloaded. */
export const historyUrl = (id: string): string => `/api/matches/${encodeURIComponent(id)}/history.json`;

/** GET a match's history: the raw JSON, or `notFound`. */
export async function fetchHistory(
  id: string,
  fetchFn: typeof fetch = fetch,
): Promise<{ found: true; body: unknown } | { found: false }> {
  const res = await fetchFn(historyUrl(id), { headers: { accept: "application/json" } });
  if (res.status === 404) return { found: false };
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return { found: true, body: await res.json() };
}
