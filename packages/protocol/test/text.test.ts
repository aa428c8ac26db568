import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, normaliseCode, readRefusal, refusal } from "../src/codes.ts";
import { CHAT_MAX, NAME_MAX, TOKEN_RE } from "../src/limits.ts";
import { cleanName, cleanText } from "../src/text.ts";

describe("text cleaning", () => {
  it("turns tabs and newlines into spaces and collapses white space", () => {
    expect(cleanText("  Ana \t\n Bo\r\n ")).toBe("Ana Bo");
    expect(cleanName("  Ana \u0007  Bo ")).toBe("Ana Bo");
  });

  it("drops control, zero-width, line-separator and bidi characters (C0, DEL, C1, U+200B-U+200F, U+2028-U+202E, U+2066-U+2069)", () => {
    for (const c of [0x00, 0x1b, 0x7f, 0x85, 0x9f, 0x200b, 0x200d, 0x200f, 0x2028, 0x202e, 0x2066, 0x2069])
      expect(cleanText(`A${String.fromCodePoint(c)}B`), c.toString(16)).toBe("AB");
    // what the browser's old cleaning kept, and the server refused to show
    expect(cleanName("\u202eadmin\u200b")).toBe("admin");
    expect(cleanName("\u200b\u2066")).toBe("");
  });

  it("keeps letters, accents and emoji", () => {
    expect(cleanText("Zoë 🚀 añil")).toBe("Zoë 🚀 añil");
  });

  it("cuts a nickname to NAME_MAX code units, never inside a character", () => {
    expect(cleanName("x".repeat(40))).toHaveLength(NAME_MAX);
    const rockets = cleanName("🚀".repeat(20));
    expect(rockets.length).toBeLessThanOrEqual(NAME_MAX);
    expect(rockets).toBe("🚀".repeat(NAME_MAX / 2));
    expect(cleanName(`${"a".repeat(NAME_MAX - 1)}🚀`)).toBe("a".repeat(NAME_MAX - 1));
    // a cut that ends on a space leaves no trailing space
    expect(cleanName(`${"a".repeat(NAME_MAX - 1)} b`)).toBe("a".repeat(NAME_MAX - 1));
  });
});

describe("limits and codes", () => {
  it("agree with docs/protocol.md", () => {
    expect([NAME_MAX, CHAT_MAX]).toEqual([24, 300]);
    expect(TOKEN_RE.test("a".repeat(16))).toBe(true);
    expect(TOKEN_RE.test("a".repeat(15))).toBe(false);
    expect(TOKEN_RE.test(`${"a".repeat(16)}!`)).toBe(false);
    expect(CODE_ALPHABET).not.toMatch(/[IO01]/);
  });

  it("normalises typed table codes", () => {
    expect(normaliseCode(" ab2-cd3 ")).toBe("AB2CD3");
    expect(normaliseCode("AB0CD3")).toBeNull();
    expect(normaliseCode("ABCDEFG")).toBeNull();
  });

  it("writes and reads `CODE: sentence` refusals", () => {
    expect(refusal("TABLE_FULL", "this table already has 50 spectators")).toBe(
      "TABLE_FULL: this table already has 50 spectators",
    );
    expect(readRefusal("BAD_JOIN_OPTIONS: name: name must not be empty")).toEqual({
      code: "BAD_JOIN_OPTIONS",
      message: "name: name must not be empty",
    });
    expect(readRefusal("TABLE_ABANDONED")).toEqual({ code: "TABLE_ABANDONED", message: "TABLE_ABANDONED" });
    expect(readRefusal('room "X" not found')).toBeNull();
  });
});
