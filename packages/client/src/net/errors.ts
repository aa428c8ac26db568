/** Turns a refused join (a Colyseus matchmaking error) into a stable code and the server's sentence. */
export interface JoinFailure {
  code: string;
  message: string;
}

/** Colyseus matchmaking error numbers, mapped to the protocol's codes. */
const MATCHMAKE_CODES: Record<number, string> = {
  520: "UNKNOWN_GAME",
  522: "ROOM_NOT_FOUND",
  524: "SEAT_EXPIRED",
};

/** Reads `CODE: sentence` (docs/protocol.md) or a Colyseus error number from a thrown join error. */
export function joinFailure(err: unknown): JoinFailure {
  const e = err as { message?: unknown; code?: unknown } | null;
  const message = typeof e?.message === "string" ? e.message : String(err);
  const m = message.match(/^([A-Z][A-Z0-9_]{2,})(?::\s*|$)(.*)$/s);
  if (m) return { code: m[1]!, message: m[2]!.trim() || message };
  if (typeof e?.code === "number" && MATCHMAKE_CODES[e.code])
    return { code: MATCHMAKE_CODES[e.code]!, message };
  if (/not found/i.test(message)) return { code: "ROOM_NOT_FOUND", message };
  if (/fetch|network|ECONNREFUSED|Failed to/i.test(message)) return { code: "NETWORK", message };
  return { code: "JOIN_FAILED", message };
}
