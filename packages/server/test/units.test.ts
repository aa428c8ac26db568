/** Pure pieces of the server: join options, codes, environment. */

import { CODE_ALPHABET } from "@starport/protocol";
import { describe, expect, it } from "vitest";
import { readEnv } from "../src/env.ts";
import { hashToken, randomCode } from "../src/ids.ts";
import { checkJoin, matchmakeMethod } from "../src/join.ts";
import { stones } from "./helpers.ts";

describe("join options", () => {
  const token = "abcdefghijklmnop";
  it("fills the game's defaults for a new table", () => {
    const j = checkJoin(stones, { token, name: "  Ana \n Lee " });
    expect(j).toMatchObject({ name: "Ana Lee", seats: 2, tableOptions: {} });
  });
  it("refuses seat counts outside the game's limits and bad table options, naming the field", () => {
    expect(() => checkJoin(stones, { token, name: "A", players: 1 })).toThrow(/2 to 4 players, not 1/);
    expect(() => checkJoin(stones, { token, name: "A", options: { startPile: 2 } })).toThrow(
      /^BAD_JOIN_OPTIONS: options\.startPile: /,
    );
    expect(() => checkJoin(stones, { token, name: "A", options: { colour: "red" } })).toThrow(/options/);
    expect(() => checkJoin(stones, { token: "bad token with spaces", name: "A" })).toThrow(/token/);
    expect(() => checkJoin(stones, null)).toThrow(/BAD_JOIN_OPTIONS/);
    expect(() => checkJoin(stones, { token, name: "x".repeat(25) })).toThrow(/name.*24/);
  });
  it("reads the matchmaking method from the request URL", () => {
    expect(matchmakeMethod({ url: "http://h:1/matchmake/joinOrCreate/stones" })).toBe("joinOrCreate");
    expect(matchmakeMethod({ url: "/matchmake/joinById/ABCDEF" })).toBe("joinById");
    expect(matchmakeMethod(undefined)).toBeNull();
  });
});

// text cleaning and typed codes: packages/protocol/test/text.test.ts
describe("codes", () => {
  it("makes 6-symbol codes without look-alike characters", () => {
    for (let i = 0; i < 50; i++) {
      const c = randomCode();
      expect(c).toHaveLength(6);
      for (const ch of c) expect(CODE_ALPHABET).toContain(ch);
    }
  });
  it("keeps tokens only as SHA-256", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

// forfeits ranked last: packages/rules/test/replay.test.ts (withForfeits)
describe("environment", () => {
  it("has defaults for everything but Redis", () => {
    const e = readEnv({});
    expect(e).toMatchObject({ PORT: 2567, HOST: "0.0.0.0", BOT_DELAY_MS: 600, RECONNECT_SECONDS: 60 });
    expect(e.REDIS_URL).toBeUndefined();
    expect(readEnv({ PORT: "", BOT_DELAY_MS: "20" })).toMatchObject({ PORT: 2567, BOT_DELAY_MS: 20 });
  });
  it("refuses bad values with the variable's name, and Redis without a public address", () => {
    expect(() => readEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(() => readEnv({ REDIS_URL: "redis://127.0.0.1:6379" })).toThrow(/PUBLIC_ADDRESS/);
    expect(readEnv({ REDIS_URL: "redis://r:6379", PUBLIC_ADDRESS: "example.org/s1" }).PUBLIC_ADDRESS).toBe(
      "example.org/s1",
    );
  });
});
