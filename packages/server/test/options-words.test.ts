/**
 * The private-table form speaks the players' language: every option of every game that
 * `GET /api/games` publishes (`gameInfo`, the same JSON Schema the lobby's form is built from by
 * `optionFields`) has a label, a help text and, for a choice, each value's name, in the English and
 * Spanish dictionaries of the client (`option.<game>.<name>`, `.help`, `.<value>`).
 */
import { GAMES } from "@starport/rules/registry.ts";
import { describe, expect, it } from "vitest";
import { SHELL_MESSAGES } from "../../client/src/i18n/i18n.ts";
import { optionFields } from "../../client/src/ui/options-schema.ts";
import { gameInfo } from "../src/http.ts";

describe("table options in words", () => {
  it("every option of every game has a label, a help text and value names in English and Spanish", () => {
    const missing: string[] = [];
    let fields = 0;
    for (const def of Object.values(GAMES)) {
      for (const f of optionFields(gameInfo(def).options as never)) {
        fields++;
        const base = `option.${def.id}.${f.name}`;
        const keys = [
          base,
          `${base}.help`,
          ...(f.kind === "enum" ? f.choices.map((c) => `${base}.${String(c)}`) : []),
        ];
        for (const lang of ["en", "es"] as const)
          for (const k of keys) if (!Object.hasOwn(SHELL_MESSAGES[lang], k)) missing.push(`${lang} ${k}`);
      }
    }
    expect(fields, "the games have options").toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
