/**
 * The rules pages' texts (help/<game>.ts): every game of the registry has one, in English and
 * Spanish with the same sections and the same blocks (so neither language lacks a part), no empty
 * text, bold marks in pairs, and 2-4 drawings per game that exist and render as SVG in both languages.
 */
import { GAMES } from "@starport/rules/registry.ts";
import { describe, expect, it } from "vitest";
import { DRAWINGS } from "../src/help/drawings.ts";
import { hasRules, loadHelp, RULES_GAMES } from "../src/help/index.ts";
import { type Block, blockTexts, type HelpPage, runs } from "../src/help/types.ts";
import { LANGS } from "../src/i18n/i18n.ts";
import { parseRoute, routeUrl } from "../src/router.ts";

/** What a block is, without its words: kind, item count, drawing. */
const shape = (b: Block): string => {
  switch (b.kind) {
    case "figure":
      return `figure:${b.art}`;
    case "list":
    case "steps":
    case "terms":
      return `${b.kind}:${b.items.length}`;
    default:
      return b.kind;
  }
};

const figures = (page: HelpPage): string[] =>
  page.sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === "figure" ? [b.art] : [])));

describe("rules pages", () => {
  it("every game the site offers has a rules page, and nothing else has one", () => {
    expect([...RULES_GAMES].sort()).toEqual(Object.keys(GAMES).sort());
    expect(hasRules("stones")).toBe(false);
  });

  for (const game of RULES_GAMES) {
    describe(game, () => {
      it("has the same sections and blocks in English and Spanish", async () => {
        const help = await loadHelp(game);
        const [en, es] = [help.en, help.es];
        expect(es.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
        for (const [i, s] of en.sections.entries()) {
          expect(es.sections[i]!.blocks.map(shape), `${game} ${s.id}`).toEqual(s.blocks.map(shape));
        }
        expect(new Set(en.sections.map((s) => s.id)).size, "section ids unique").toBe(en.sections.length);
        // a page explains at least the goal, a turn or round, and the end
        const ids = en.sections.map((s) => s.id);
        expect(ids).toContain("goal");
        expect(ids.some((id) => id === "turn" || id === "round")).toBe(true);
        expect(ids.some((id) => id === "end")).toBe(true);
      });

      it("has no empty section or text, and its bold marks come in pairs", async () => {
        const help = await loadHelp(game);
        for (const lang of LANGS) {
          const page = help[lang];
          for (const text of [page.title, page.intro, page.players]) expect(text.trim()).not.toBe("");
          for (const s of page.sections) {
            expect(s.title.trim(), `${lang} ${s.id} title`).not.toBe("");
            expect(s.blocks.length, `${lang} ${s.id} blocks`).toBeGreaterThan(0);
            for (const b of s.blocks) {
              const texts = blockTexts(b);
              expect(texts.length, `${lang} ${s.id} ${b.kind}`).toBeGreaterThan(0);
              for (const text of texts) {
                expect(text.trim(), `${lang} ${s.id} ${b.kind}`).not.toBe("");
                expect(text.split("**").length % 2, `${lang} ${s.id}: unpaired ** in "${text}"`).toBe(1);
                expect(runs(text).length).toBeGreaterThan(0);
              }
            }
          }
        }
      });

      it("shows 2 to 4 drawings of its own, drawn as SVG in both languages", async () => {
        const help = await loadHelp(game);
        const arts = figures(help.en);
        expect(arts.length).toBeGreaterThanOrEqual(2);
        expect(new Set(arts).size).toBeLessThanOrEqual(4);
        for (const art of arts) {
          const draw = DRAWINGS[art];
          expect(draw, art).toBeDefined();
          for (const lang of LANGS) {
            const markup = draw!(lang);
            expect(markup.startsWith("<svg "), `${art} ${lang}`).toBe(true);
            expect(markup).toMatch(/<(rect|circle|path|polygon)\b/);
            expect(markup).not.toMatch(/NaN|undefined/);
          }
        }
      });
    });
  }

  it("every drawing is used by a page", async () => {
    const used = new Set<string>();
    for (const game of RULES_GAMES) for (const a of figures((await loadHelp(game)).en)) used.add(a);
    expect([...used].sort()).toEqual(Object.keys(DRAWINGS).sort());
  });

  it("/rules/<game> and /rules are routes that round-trip", () => {
    expect(parseRoute("/rules/space-gate-odyssey")).toEqual({ page: "rules", game: "space-gate-odyssey" });
    expect(parseRoute("/rules/stellar-omega/")).toEqual({ page: "rules", game: "stellar-omega" });
    expect(parseRoute("/rules")).toEqual({ page: "rules", game: null });
    expect(parseRoute("/rules/Bad Id").page).toBe("notFound");
    expect(parseRoute("/rules/a/b").page).toBe("notFound");
    for (const game of [...RULES_GAMES, null]) {
      const url = routeUrl({ page: "rules", game });
      expect(parseRoute(url)).toEqual({ page: "rules", game });
    }
  });
});
