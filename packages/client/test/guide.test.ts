/** A learn table's guide in words (ui/table/guide-box.ts guideText): the reason in the page's language. */
import { describe, expect, it } from "vitest";
import { makeTranslator, SHELL_MESSAGES } from "../src/i18n/i18n.ts";
import { guideText } from "../src/ui/table/guide-box.ts";

const game = {
  en: { "why.room": "Activate {room}: {n} actions.", "room.water": "Water" },
  es: { "why.room": "Activa {room}: {n} acciones.", "room.water": "Agua" },
};
const hint = (params: Record<string, string | number>) => ({
  kind: "hint" as const,
  hint: { version: 1, move: { type: "x" }, why: { key: "why.room", params } },
});

describe("the guide's words", () => {
  it("says the game's reason with its numbers, and a parameter naming a dictionary text in the page's language", () => {
    const es = makeTranslator("es", [game, SHELL_MESSAGES]);
    expect(guideText(hint({ room: "room.water", n: 3 }), es)).toBe("Activa Agua: 3 acciones.");
    const en = makeTranslator("en", [game, SHELL_MESSAGES]);
    expect(guideText(hint({ room: "room.water", n: 3 }), en)).toBe("Activate Water: 3 actions.");
    expect(guideText(hint({ room: "Hawking", n: 1 }), en)).toBe("Activate Hawking: 1 actions.");
  });

  it("says it has no reason when the game gives none or the key is unknown, and what to watch otherwise", () => {
    const en = makeTranslator("en", [game, SHELL_MESSAGES]);
    const none = { kind: "hint" as const, hint: { version: 1, move: {}, why: null } };
    expect(guideText(none, en)).toBe(en("guide.noReason"));
    expect(guideText({ kind: "hint", hint: { version: 1, move: {}, why: { key: "why.nope" } } }, en)).toBe(
      en("guide.noReason"),
    );
    expect(guideText({ kind: "watch" }, en)).toBe(en("guide.watch"));
  });
});
