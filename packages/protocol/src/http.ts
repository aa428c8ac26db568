/** Answers of the HTTP routes beside matchmaking (docs/protocol.md "HTTP"). */

/** `GET /healthz`. */
export interface Health {
  ok: boolean;
  rooms: number;
  clients: number;
  uptimeSec: number;
  processId: string;
}

/** One entry of `GET /api/games`. */
export interface GameInfo {
  id: string;
  title: string;
  rulesVersion: string;
  players: { min: number; max: number };
  /** JSON Schema of the table options (null if the game's schema has no JSON form). */
  options: unknown;
}

/** Whether `x` has what a client needs of a `GET /api/games` entry (id, title, seat limits). */
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
