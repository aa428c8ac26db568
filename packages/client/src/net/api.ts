/** The server's HTTP API (docs/protocol.md, "HTTP"). */

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

export interface GameInfo {
  id: string;
  title: string;
  players: { min: number; max: number };
  options: JsonSchema;
}

/** Checks the shape of one entry of GET /api/games. */
export function isGameInfo(x: unknown): x is GameInfo {
  const g = x as GameInfo | null;
  return (
    typeof g === "object" &&
    g !== null &&
    typeof g.id === "string" &&
    typeof g.title === "string" &&
    typeof g.players?.min === "number" &&
    typeof g.players?.max === "number"
  );
}

/** The games the server offers. */
export async function fetchGames(fetchFn: typeof fetch = fetch): Promise<GameInfo[]> {
  const res = await fetchFn("/api/games", { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`GET /api/games: HTTP ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error("GET /api/games: not a list");
  return body.filter(isGameInfo).map((g) => ({ ...g, options: g.options ?? {} }));
}
