/**
 * Colyseus 0.18 has no public hook for what the table does with two private entry points of its
 * Room (src/colyseus-hooks.ts): quick-play seat holds wrap `_reserveSeat`, the frame guard wraps
 * `_onMessage`. This fails loudly, naming what to re-check, when an upgrade renames them or moves
 * their parameters; what they do is tested by table.test.ts ("concurrent quick-play requests
 * never seat more players than a table has") and hostile-ws.test.ts (frames outside the protocol).
 */
import { Room } from "@colyseus/core";
import { describe, expect, it } from "vitest";

const proto = Room.prototype as unknown as Record<string, unknown>;
const params = (name: string): string => {
  const fn = proto[name];
  if (typeof fn !== "function") return `(missing: ${name})`;
  const text = Function.prototype.toString.call(fn);
  return text.slice(text.indexOf("(") + 1, text.indexOf(")")).replace(/\s+/g, " ");
};

describe("the Colyseus internals the table wraps", () => {
  it("_reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, ...) — seat holds read arg 5 as 'reconnecting'", () => {
    const p = params("_reserveSeat");
    expect(p, "Colyseus changed _reserveSeat: re-check aroundReservations in colyseus-hooks.ts").toMatch(
      /^sessionId, joinOptions = true, authData = void 0, seconds = this\.seatReservationTimeout, allowReconnection = false/,
    );
  });

  it("_onMessage(client, buffer) — the frame guard reads the frame kind from the buffer's first byte", () => {
    expect(
      params("_onMessage"),
      "Colyseus changed _onMessage: re-check guardFrames in colyseus-hooks.ts",
    ).toMatch(/^client, buffer$/);
  });
});
