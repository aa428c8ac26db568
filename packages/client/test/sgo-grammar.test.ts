/**
 * Space Gate Odyssey's log reads as correct English and Spanish (issue 15: "a Energy", "a
 * engineer"): every log line of a seeded bot game, plus every event naming every module, figure and
 * room, and every dictionary text with every domain, room, figure and module filled in.
 */
import { DOMAINS, MODULES } from "@starport/rules/space-gate-odyssey/content.ts";
import { spaceGateOdyssey as game } from "@starport/rules/space-gate-odyssey/index.ts";
import type { SgoEvent } from "@starport/rules/space-gate-odyssey/types.ts";
import { describe, expect, it } from "vitest";
import type { PlayerInfo } from "../src/games/contract.ts";
import { messages } from "../src/games/space-gate-odyssey/messages.ts";
import { aModule, describeEvent, moduleName } from "../src/games/space-gate-odyssey/words.ts";
import { interpolate, placeholders } from "../src/i18n/i18n.ts";
import { playBotGame } from "./support/bot-games.ts";

const players: PlayerInfo[] = ["Ana", "Ulla", "Eve", "Ian"].map((name, seat) => ({
  seat,
  name,
  kind: "human",
  connected: true,
  botReason: "",
}));
const tr =
  (lang: "en" | "es") =>
  (key: string, params?: Record<string, string | number>): string =>
    interpolate(messages[lang][key] ?? `<missing ${lang}:${key}>`, params);
const en = tr("en");
const es = tr("es");

/** "a" before a vowel sound, "an" before a consonant sound (English); the matches, for the message. */
function articleErrors(line: string): string[] {
  const bad: string[] = [];
  // "a" + a word starting with a vowel sound (u- as in "unit", "useful" is a consonant sound)
  for (const m of line.matchAll(/(?<![\p{L}'])[Aa] (\p{L}+)/gu)) {
    const w = m[1]!.toLowerCase();
    if (/^[aeio]/.test(w) || (/^u/.test(w) && !/^(uni|use|usu|uto)/.test(w)) || /^(hour|honou?r)/.test(w))
      bad.push(m[0]);
  }
  for (const m of line.matchAll(/(?<![\p{L}'])[Aa]n (\p{L}+)/gu)) {
    const w = m[1]!.toLowerCase();
    if (!/^[aeiou]/.test(w) && !/^(hour|honou?r)/.test(w)) bad.push(m[0]);
    if (/^(uni|use|usu)/.test(w)) bad.push(m[0]);
  }
  return bad;
}

/** Spanish slips: "un" before a feminine noun of this game, "una" before a masculine one, "de el", "a el". */
function spanishErrors(line: string): string[] {
  const bad: string[] = [];
  for (const m of line.matchAll(
    /\bun (sala|puerta|ficha|bonificación|casilla|ronda|pila|acción|rueda|estación|odyssey)\b/giu,
  ))
    bad.push(m[0]);
  for (const m of line.matchAll(/\buna (módulo|ingeniero|colono|robot|jefe|planeta|exoplaneta)\b/giu))
    bad.push(m[0]);
  for (const m of line.matchAll(/\b(de|a) el\b/gu)) bad.push(m[0]);
  return bad;
}

const ev = (e: Record<string, unknown>): SgoEvent => ({ visibleTo: "all", ...e }) as unknown as SgoEvent;
const ROOMS = ["water", "wildlife", "energy", "modules", "airlock"] as const;

/** Events that name a module, a figure or a room, with every module, figure and room. */
function namingEvents(): SgoEvent[] {
  const out: SgoEvent[] = [];
  for (const tile of MODULES.keys()) {
    out.push(ev({ type: "settlerMoved", seat: 0, from: 81, to: tile }));
    out.push(ev({ type: "moduleSwitchedOn", seat: 1, module: tile }));
    out.push(ev({ type: "tileDrawn", seat: 2, pile: 0, tile }));
    out.push(ev({ type: "tilePlaced", seat: 3, tile, x: 0, y: 0, rotation: 0 }));
    out.push(ev({ type: "tileReturned", seat: 0, pile: 0, tile }));
    out.push(ev({ type: "accessFilled", seat: 1, module: tile, added: 1 }));
  }
  for (const room of ROOMS) {
    for (const figure of ["engineer", "chief"])
      out.push(ev({ type: "roomActivated", seat: 0, figure, from: "water", room }));
    for (const figure of ["engineer", "robot"]) out.push(ev({ type: "figureAdded", seat: 1, room, figure }));
    out.push(ev({ type: "engineerPromoted", seat: 2, room }));
    out.push(ev({ type: "bonusGained", seat: 3, module: 42, bonus: "robot", room }));
  }
  for (const figure of ["engineer", "settler"])
    for (const wasChief of [false, true])
      out.push(ev({ type: "governmentAdded", seat: 0, rank: 1, figure, room: "water", wasChief }));
  return out;
}

describe("Space Gate Odyssey log grammar", () => {
  it("names a module or a figure with the right article in both languages", () => {
    expect(
      aModule(
        MODULES.findIndex((m) => m.domain === "energy"),
        en,
      ),
    ).toMatch(/^an Energy /);
    expect(
      aModule(
        MODULES.findIndex((m) => m.domain === "water"),
        en,
      ),
    ).toMatch(/^a Water /);
    for (const tile of MODULES.keys()) {
      expect(aModule(tile, en)).toMatch(/^an? /);
      expect(aModule(tile, en).replace(/^an? /, "")).toBe(moduleName(tile, en));
      expect(aModule(tile, es)).toBe(`un ${moduleName(tile, es)}`);
    }
    const line = describeEvent(
      ev({ type: "figureAdded", seat: 0, room: "energy", figure: "engineer" }),
      players,
      en,
    );
    expect(line).toBe("Ana recruits an engineer into the Energy room.");
    expect(
      describeEvent(
        ev({ type: "roomActivated", seat: 0, figure: "engineer", from: "water", room: "energy" }),
        players,
        en,
      ),
    ).toBe("Ana moves an engineer to the Energy room and activates it.");
    expect(
      describeEvent(
        ev({ type: "tileDrawn", seat: 0, pile: 0, tile: MODULES.findIndex((m) => m.domain === "energy") }),
        players,
        en,
      ),
    ).toMatch(/^Ana draws an Energy .* module\.$/);
  });

  it("every event naming any module, figure or room: no 'a' before a vowel sound, no Spanish slips", () => {
    const problems: string[] = [];
    for (const e of namingEvents()) {
      const line = describeEvent(e, players, en) ?? "";
      for (const b of articleErrors(line)) problems.push(`en ${e.type}: "${b}" in "${line}"`);
      const lineEs = describeEvent(e, players, es) ?? "";
      for (const b of spanishErrors(lineEs)) problems.push(`es ${e.type}: "${b}" in "${lineEs}"`);
    }
    expect(problems).toEqual([]);
  });

  it("every dictionary text with each domain, room, figure and module filled in", () => {
    const problems: string[] = [];
    for (const lang of ["en", "es"] as const) {
      const t = tr(lang);
      const fills: Record<string, string[]> = {
        domain: DOMAINS.map((d) => t(`domain.${d}`)),
        room: ROOMS.map((r) => t(`room.${r}`)),
        figure: ["engineer", "chief", "robot", "settler"].map((f) => t(`figure.a.${f}`)),
        module: [...MODULES.keys()].map((tile) => aModule(tile, t)),
      };
      for (const [key, text] of Object.entries(messages[lang])) {
        const names = placeholders(text);
        const filler = names.find((n) => fills[n]);
        const variants = filler ? fills[filler]! : [""];
        for (const v of variants) {
          const params: Record<string, string | number> = { n: 2, player: "Ana", planet: "Bose", rank: 1 };
          if (filler) params[filler] = v;
          const line = interpolate(text, params);
          const bad = lang === "en" ? articleErrors(line) : spanishErrors(line);
          for (const b of bad) problems.push(`${lang} ${key}: "${b}" in "${line}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("the log of a seeded bot game has no 'a' before a vowel sound, no Spanish slips", () => {
    const problems = new Set<string>();
    let lines = 0;
    for (const [n, seed] of [[2, "grammar-2"]] as const) {
      const { events } = playBotGame(game, n, seed, game.optionsSchema.parse({}), () => {});
      for (const e of events) {
        for (const t of [en, es]) {
          const line = describeEvent(e, players, t);
          if (!line) continue;
          lines++;
          const bad = t === en ? articleErrors(line) : spanishErrors(line);
          for (const b of bad) problems.add(`"${b}" in "${line}"`);
        }
      }
    }
    expect(lines).toBeGreaterThan(200);
    expect([...problems]).toEqual([]);
  });

  it("the checks themselves catch the slips of issue 15", () => {
    expect(articleErrors("Ana draws a Energy gate module.")).toEqual(["a Energy"]);
    expect(articleErrors("Ana recruits a engineer.")).toEqual(["a engineer"]);
    expect(articleErrors("Ana recruits an robot.")).toEqual(["an robot"]);
    expect(articleErrors("Ana draws a unique module and an Odyssey module.")).toEqual([]);
    expect(spanishErrors("Ana roba un sala de el módulo.")).toEqual(["un sala", "de el"]);
  });
});
