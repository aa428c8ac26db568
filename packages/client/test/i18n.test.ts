import { describe, expect, it } from "vitest";
import {
  initialLang,
  interpolate,
  makeTranslator,
  missingKeys,
  placeholders,
  SHELL_MESSAGES,
} from "../src/i18n/i18n.ts";

describe("shell dictionaries", () => {
  it("English and Spanish have exactly the same keys", () => {
    const { missingInA, missingInB } = missingKeys(SHELL_MESSAGES.en, SHELL_MESSAGES.es);
    expect(missingInB, "keys missing in es").toEqual([]);
    expect(missingInA, "keys missing in en").toEqual([]);
  });

  it("each translation uses the same placeholders as the English text", () => {
    const wrong = Object.keys(SHELL_MESSAGES.en).filter(
      (k) => placeholders(SHELL_MESSAGES.en[k]!).join() !== placeholders(SHELL_MESSAGES.es[k] ?? "").join(),
    );
    expect(wrong).toEqual([]);
  });

  it("no text is empty", () => {
    for (const lang of ["en", "es"] as const) {
      const empty = Object.entries(SHELL_MESSAGES[lang]).filter(([, v]) => v.trim() === "");
      expect(empty, lang).toEqual([]);
    }
  });

  it("every key the UI builds from a vocabulary exists", () => {
    const dynamic = [
      "lang.en",
      "lang.es",
      "lobby.tab.quick",
      "lobby.tab.create",
      "lobby.tab.code",
      "seat.botReason.filled",
      "seat.botReason.away",
      "seat.botReason.resigned",
      "seat.botReason.timeout",
      "speed.0",
      "speed.0_5",
      "speed.1",
      "speed.2",
      "error.NOT_YOUR_TURN",
      "error.STALE_VERSION",
      "join.error.ROOM_NOT_FOUND",
      "join.error.BAD_JOIN_OPTIONS",
      "join.error.TABLE_FULL",
      ...["none", "fischer", "turn"].map((k) => `clock.kind.${k}`),
      ...["s", "min", "h", "d"].map((u) => `clock.unit.${u}`),
      ...["bot", "lose"].flatMap((p) => [`clock.onTimeout.${p}`, `clock.policy.${p}`, `log.timeout.${p}`]),
      ...["fischer", "turn"].map((k) => `clock.hint.${k}`),
      ...["base", "increment", "turn"].map((k) => `clock.error.${k}`),
      ...["resigned", "timeout"].map((f) => `replay.forfeit.${f}`),
      ...["RULES_VERSION", "SETUP", "MOVE_NUMBER", "MOVE_SEAT", "MOVE_REFUSED", "MOVE_COUNT", "NOT_OVER"]
        .concat(["RESULT", "FINAL_STATE", "SEED"])
        .map((c) => `replay.problem.${c}`),
      ...["play", "pause"].map((m) => `replay.${m}`),
      ...["restarting", "rejoining", "unreachable", "offlineNet", "restored", "restoredWatch"]
        .concat(["rejoined", "rejoinedWatch", "back", "offlineWhy"])
        .map((c) => `conn.${c}`),
    ];
    for (const k of dynamic) expect(Object.hasOwn(SHELL_MESSAGES.en, k), k).toBe(true);
  });
});

describe("translator", () => {
  it("fills placeholders and leaves unknown ones visible", () => {
    expect(interpolate("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });

  it("picks the singular or plural form by the number: no 'settler(s)' in a sentence", () => {
    const text = "{n} {n|settler|settlers} {n|goes|go}";
    expect(interpolate(text, { n: 1 })).toBe("1 settler goes");
    expect(interpolate(text, { n: 3 })).toBe("3 settlers go");
    expect(interpolate(text, { n: 0 })).toBe("0 settlers go");
    expect(interpolate(text, {})).toBe(text);
    expect(placeholders(text)).toEqual(["n"]);
  });

  it("prefers the game's dictionary, then the shell's, then English, then the key", () => {
    const game = {
      en: { "error.TOO_MANY": "Only {pile} left.", "only.en": "english" },
      es: { "error.TOO_MANY": "Solo quedan {pile}." },
    };
    const t = makeTranslator("es", [game, SHELL_MESSAGES]);
    expect(t("error.TOO_MANY", { pile: 2 })).toBe("Solo quedan 2.");
    expect(t("only.en")).toBe("english");
    expect(t("chat.send")).toBe("Enviar");
    expect(t("no.such.key")).toBe("no.such.key");
    expect(t.has("no.such.key")).toBe(false);
    expect(t.has("chat.send")).toBe(true);
  });

  it("starts in the remembered language, else the browser's, else English", () => {
    expect(initialLang("es", ["en-US"])).toBe("es");
    expect(initialLang(null, ["fr-FR", "es-AR"])).toBe("es");
    expect(initialLang("de", ["fr"])).toBe("en");
  });
});
