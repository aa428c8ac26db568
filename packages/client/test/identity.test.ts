import { cleanName } from "@starport/protocol";
import { describe, expect, it } from "vitest";
import { type KeyValueStore, playerName, playerToken, saveName } from "../src/identity.ts";
import { headline, standings } from "../src/state/result.ts";

function memoryStore(init: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...init };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
  };
}
const counting = (n: number): Uint8Array => Uint8Array.from({ length: n }, (_, i) => i * 7);

describe("guest identity", () => {
  it("creates a token once and keeps it", () => {
    const store = memoryStore();
    const t = playerToken(store, counting);
    expect(t).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(playerToken(store, () => new Uint8Array(32))).toBe(t);
  });

  it("replaces a malformed stored token", () => {
    const store = memoryStore({ "starport.token": "short" });
    expect(playerToken(store, counting)).not.toBe("short");
  });

  it("cleans nicknames as the server does, and proposes one when none is kept", () => {
    expect(cleanName("  Ana \u0007  Bo ")).toBe("Ana Bo");
    expect(cleanName("x".repeat(40))).toHaveLength(24);
    const store = memoryStore();
    const made = playerName(store, counting);
    expect(made).toMatch(/^Pilot-\d{4}$/);
    // kept: the next page (a reload at a table) has the same name, whatever the random bytes
    expect(playerName(store, () => new Uint8Array([9, 9]))).toBe(made);
    expect(saveName(store, "   ")).toBeNull();
    expect(saveName(store, " Cy ")).toBe("Cy");
    expect(playerName(store, counting)).toBe("Cy");
  });
});

describe("result in words", () => {
  const players = [
    { seat: 0, name: "Ana", kind: "human" as const, connected: true, botReason: "" },
    { seat: 1, name: "Bo", kind: "human" as const, connected: true, botReason: "" },
    { seat: 2, name: "", kind: "bot" as const, connected: false, botReason: "filled" },
  ];
  const t = (k: string, p?: Record<string, string | number>) => `${k}${p ? JSON.stringify(p) : ""}`;

  it("orders by rank and names the winner", () => {
    const o = { ranks: [2, 1, 3], scores: [5, 9, 1] };
    const rows = standings(o, players, (s) => `Seat ${s + 1}`);
    expect(rows.map((r) => [r.rank, r.name, r.score])).toEqual([
      [1, "Bo", 9],
      [2, "Ana", 5],
      [3, "Seat 3", 1],
    ]);
    expect(headline(o, rows, 1, t)).toBe("result.youWin");
    expect(headline(o, rows, 0, t)).toBe('result.wins{"name":"Bo"}');
  });

  it("says when the win is shared, and gives the cooperative verdict", () => {
    const o = { ranks: [1, 1, 3], scores: [5, 5, 1] };
    expect(headline(o, standings(o, players, String), 1, t)).toBe(
      'result.shared{"names":"Ana","last":"result.you"}',
    );
    const coop = { ranks: [2, 2, 2], scores: [0, 0, 0], cooperative: { won: false } };
    expect(headline(coop, standings(coop, players, String), 0, t)).toBe("result.coopLost");
  });
});
