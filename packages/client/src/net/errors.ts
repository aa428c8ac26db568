/** Turns a refused join (a Colyseus matchmaking error) into a stable code and the server's sentence. */
import { readRefusal } from "@starport/protocol";

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
  const refused = readRefusal(message);
  if (refused) return refused;
  if (typeof e?.code === "number" && MATCHMAKE_CODES[e.code])
    return { code: MATCHMAKE_CODES[e.code]!, message };
  if (/not found/i.test(message)) return { code: "ROOM_NOT_FOUND", message };
  if (/fetch|network|ECONNREFUSED|Failed to/i.test(message)) return { code: "NETWORK", message };
  return { code: "JOIN_FAILED", message };
}
