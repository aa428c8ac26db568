/**
 * One Deck Galaxy in words: a log line for every event type (English and Spanish), the prompts of
 * seeded bot games for every seat and a spectator, every content text (cards, Techs, Adversaries,
 * milestones...), and the dictionaries (same keys and placeholders in both languages, every key the
 * words use exists, a sentence for every refusal code of the engine using only its params). Every
 * text is checked for a missing key, "undefined", a placeholder left, a raw die id ("y5"), "a" before
 * a vowel ("a Energy") and Spanish article slips.
 */
import { rngFromSeed } from "@starport/rules/core/rng.ts";
import {
  ADVERSARIES,
  EVENTS,
  GALAXY_CARDS,
  HOMEWORLDS,
  SOCIETIES,
  STARBASE_CLASSES,
} from "@starport/rules/one-deck-galaxy/content.ts";
import { GALAXY_ERROR_CODES, GALAXY_ERROR_TEXT } from "@starport/rules/one-deck-galaxy/errors.ts";
import { oneDeckGalaxy as game } from "@starport/rules/one-deck-galaxy/index.ts";
import type {
  GalaxyEvent,
  GalaxyEventOf,
  GalaxyEventType,
  GalaxyState,
  GalaxyMove as Move,
} from "@starport/rules/one-deck-galaxy/types.ts";
import { describe, expect, it } from "vitest";
import type { PlayerInfo } from "../src/games/contract.ts";
import {
  adversaryRuleLines,
  advStepText,
  boxText,
  conditionText,
  milestoneText,
  overwhelmText,
  rowText,
  ruleText,
  societyRuleText,
  techOptionText,
  techStepText,
  yieldText,
} from "../src/games/one-deck-galaxy/content-words.ts";
import { describeEvent } from "../src/games/one-deck-galaxy/log.ts";
import { messages } from "../src/games/one-deck-galaxy/messages.ts";
import { type OdgUpdate, prompt } from "../src/games/one-deck-galaxy/prompt.ts";
import {
  adversaryName,
  cardName,
  colourName,
  confrontationName,
  dieText,
  eventName,
  homeworldName,
  resourceName,
  societyName,
  starbaseName,
  techName,
} from "../src/games/one-deck-galaxy/words.ts";
import { interpolate, placeholders } from "../src/i18n/i18n.ts";

type Lang = "en" | "es";
const players: PlayerInfo[] = [
  { seat: 0, name: "Ana", kind: "human", connected: true, botReason: "" },
  { seat: 1, name: "Bot 1", kind: "bot", connected: true, botReason: "filled" },
];

/** Keys asked for that a dictionary lacks (`lang:key`), and every key asked for. */
const missing = new Set<string>();
const used = new Set<string>();
const tr =
  (lang: Lang) =>
  (key: string, params?: Record<string, string | number>): string => {
    used.add(key);
    const text = messages[lang][key];
    if (text === undefined) {
      missing.add(`${lang}:${key}`);
      return `<${key}>`;
    }
    return interpolate(text, params);
  };
const en = tr("en");
const es = tr("es");
const T = { en, es };

/** "a" before a vowel sound, "an" before a consonant sound (English). */
function articleErrors(line: string): string[] {
  const bad: string[] = [];
  for (const m of line.matchAll(/(?<![\p{L}'])[Aa] (\p{L}+)/gu)) {
    const w = m[1]!.toLowerCase();
    if (/^[aeio]/.test(w) || (/^u/.test(w) && !/^(uni|use|usu|uto)/.test(w))) bad.push(m[0]);
  }
  for (const m of line.matchAll(/(?<![\p{L}'])[Aa]n (\p{L}+)/gu))
    if (!/^[aeiou]/.test(m[1]!.toLowerCase())) bad.push(m[0]);
  return bad;
}

/** Spanish slips: "un" before a feminine noun of this game, "una" before a masculine one, "de el", "a el". */
function spanishErrors(line: string): string[] {
  const bad: string[] = [];
  for (const m of line.matchAll(/\bun (casilla|carta|sonda|fila|flota|colonia|tecnología|base|reserva)\b/giu))
    bad.push(m[0]);
  for (const m of line.matchAll(/\buna (dado|disco|anillo|hito|encuentro|lugar|evento|laboratorio)\b/giu))
    bad.push(m[0]);
  for (const m of line.matchAll(/\b(de|a) el\b/gu)) bad.push(m[0]);
  return bad;
}

/** Everything a shown text must not contain. */
function expectClean(text: string, lang: Lang, what: string): void {
  expect(text, what).not.toMatch(/undefined|NaN|null|\[object/);
  expect(text, what).not.toMatch(/[{}<>]/);
  expect(text, what).not.toMatch(/\b[ypbk][1-6]\d?\b/); // a raw die id
  expect(text, what).not.toMatch(/\b[gs]\d*\.\d|\bm\.[a-z]/); // a raw box key
  if (lang === "en") expect(articleErrors(text), `${what}: ${text}`).toEqual([]);
  else expect(spanishErrors(text), `${what}: ${text}`).toEqual([]);
}

// ---------------------------------------------------------------- the log

const all = { visibleTo: "all" } as const;

/** Samples of every event type (the mapped type makes a missing type a compile error). */
const SAMPLES: { [K in GalaxyEventType]: GalaxyEventOf<K>[] } = {
  turn: [{ ...all, type: "turn", turn: 3 }],
  phase: [
    { ...all, type: "phase", phase: "adversary" },
    { ...all, type: "phase", phase: "discover" },
    { ...all, type: "phase", phase: "action", starbaseDiscs: 1 },
    { ...all, type: "phase", phase: "results" },
  ],
  gathered: [
    { ...all, type: "gathered", seat: 0, dice: ["yellow", "yellow", "pink", "black"], discs: 1 },
    { ...all, type: "gathered", seat: 1, dice: [], discs: 0 },
  ],
  diceRolled: [{ ...all, type: "diceRolled", seat: 0, dice: ["y5", "p3", "b2"] }],
  actionsDone: [{ ...all, type: "actionsDone", seat: 1 }],
  reset: [{ ...all, type: "reset" }],
  eventPending: [{ ...all, type: "eventPending", pending: 1, eventsLeft: 3 }],
  eventRevealed: [...EVENTS.values()].map((ev) => ({
    ...all,
    type: "eventRevealed" as const,
    event: ev.id,
    name: ev.name,
    lasting: ev.condition !== undefined,
  })),
  reshuffle: [{ ...all, type: "reshuffle", cards: 12 }],
  deckDiscarded: [
    { ...all, type: "deckDiscarded", cards: [4] },
    { ...all, type: "deckDiscarded", cards: [1, 27, 40] },
  ],
  discovered: GALAXY_CARDS.map((c) => ({ ...all, type: "discovered" as const, card: c.id })),
  influence: [
    { ...all, type: "influence", target: "adversary", delta: 2, total: 5 },
    { ...all, type: "influence", target: "adversary", delta: -1, total: 4 },
    { ...all, type: "influence", target: 30, delta: 1, total: 2 },
    { ...all, type: "influence", target: 30, delta: -2, total: 0 },
  ],
  escalate: [{ ...all, type: "escalate", card: 28 }],
  adversarySpends: [{ ...all, type: "adversarySpends", influence: 2 }],
  diceStored: [
    { ...all, type: "diceStored", colour: "yellow" },
    { ...all, type: "diceStored", colour: "blue" },
  ],
  studied: [{ ...all, type: "studied", card: 28, science: 2 }],
  probed: [{ ...all, type: "probed", card: 7, science: 3 }],
  fleetsGained: [
    { ...all, type: "fleetsGained", n: 1, total: 3 },
    { ...all, type: "fleetsGained", n: 2, total: 5 },
  ],
  fleetsLost: [
    { ...all, type: "fleetsLost", n: 1, total: 0 },
    { ...all, type: "fleetsLost", n: 0, total: 0 },
  ],
  fleetsSpent: [{ ...all, type: "fleetsSpent", n: 2, total: 1 }],
  scienceSpent: [{ ...all, type: "scienceSpent", cards: [7, 28] }],
  scienceLost: [{ ...all, type: "scienceLost", cards: [1] }],
  upgraded: [{ ...all, type: "upgraded", cls: 2 }],
  diePlaced: [
    { ...all, type: "diePlaced", seat: 0, die: "y5", to: "g1.0.0", filled: true },
    { ...all, type: "diePlaced", seat: 1, die: "k3", to: "g1.1.0", filled: false },
    { ...all, type: "diePlaced", seat: 0, die: "b1", to: "lab", filled: false },
    { ...all, type: "diePlaced", seat: 0, die: "p6", to: "s.1.2", filled: true },
    { ...all, type: "diePlaced", seat: 0, die: "b5", to: "c.0", filled: true },
    { ...all, type: "diePlaced", seat: 0, die: "y6", to: "m.mathematicians-3", filled: false },
    { ...all, type: "diePlaced", seat: 0, die: "p5", to: "g1.1.0", filled: true },
  ],
  ringFilled: [
    { ...all, type: "ringFilled", seat: 0, to: "g4.1.1", cost: 1 },
    { ...all, type: "ringFilled", seat: 1, to: "g7.1.0", cost: 2 },
    { ...all, type: "ringFilled", seat: 0, to: "c.2", cost: 3 },
  ],
  wideBoxCancelled: [{ ...all, type: "wideBoxCancelled", seat: 0, to: "g1.1.0" }],
  calibrated: [{ ...all, type: "calibrated", seat: 0, from: "y4", to: "y5", fleets: 1 }],
  ultratech: [{ ...all, type: "ultratech", seat: 0, die: "k4" }],
  combined: [
    { ...all, type: "combined", seat: 0, a: "y4", b: "p3", die: "k3", to: 0 },
    { ...all, type: "combined", seat: 0, a: "y4", b: "b6", die: "k4", to: 1 },
  ],
  returned: [{ ...all, type: "returned", seat: 1, die: "p1" }],
  techUsed: [
    ...HOMEWORLDS.map((h) => ({
      ...all,
      type: "techUsed" as const,
      seat: 0,
      tech: "hw",
      name: h.tech.name,
      opt: 0,
    })),
    ...SOCIETIES.flatMap((x) =>
      x.tech.options.map((_, opt) => ({
        ...all,
        type: "techUsed" as const,
        seat: 1,
        tech: "soc",
        name: x.tech.name,
        opt,
      })),
    ),
    ...GALAXY_CARDS.flatMap((c) =>
      c.tech.options.map((_, opt) => ({
        ...all,
        type: "techUsed" as const,
        seat: 0,
        tech: `c${c.id}`,
        name: c.tech.name,
        opt,
      })),
    ),
  ],
  diceGained: [
    { ...all, type: "diceGained", seat: 0, dice: ["b5"], how: "gain" },
    { ...all, type: "diceGained", seat: 0, dice: ["y2", "y6"], how: "roll" },
    { ...all, type: "diceGained", seat: 1, dice: [], how: "roll" },
  ],
  dieChanged: [
    { ...all, type: "dieChanged", seat: 0, from: "y2", to: "y5", by: "reroll" },
    { ...all, type: "dieChanged", seat: 0, from: "p3", to: "p6", by: "set" },
    { ...all, type: "dieChanged", seat: 1, from: "b4", to: "b5", by: "adjust" },
    { ...all, type: "dieChanged", seat: 0, from: "y4", to: "k4", by: "ultra" },
  ],
  discsGained: [
    { ...all, type: "discsGained", seat: 0, n: 1 },
    { ...all, type: "discsGained", seat: 0, n: 0 },
  ],
  coloniesExiled: [{ ...all, type: "coloniesExiled", seat: 0, cards: [2, 30] }],
  confrontationFlipped: ADVERSARIES.flatMap((a) =>
    a.confrontation.map((c, side) => ({ ...all, type: "confrontationFlipped" as const, side, name: c.name })),
  ),
  milestone: [...HOMEWORLDS.map((h) => h.milestone), ...SOCIETIES.flatMap((x) => x.milestones)].map(
    (m, i) => ({
      ...all,
      type: "milestone" as const,
      seat: i % 2,
      id: m.id,
      level: 2,
    }),
  ),
  rowCompleted: [{ ...all, type: "rowCompleted", card: 1, row: 1, influence: 2, total: 3 }],
  cardResolved: [{ ...all, type: "cardResolved", card: 1, claimable: true }],
  claimed: [
    { ...all, type: "claimed", card: 1, as: "colony", seat: 0 },
    { ...all, type: "claimed", card: 30, as: "tech", seat: 1 },
  ],
  discClaimed: [{ ...all, type: "discClaimed", removed: 2, claimed: 1 }],
  overwhelmed: [
    {
      ...all,
      type: "overwhelmed",
      reason: "the Adversary has 10 influence (10 overwhelms).",
      avoided: true,
      cause: "influence",
      now: 10,
      atLeast: 10,
    },
    {
      ...all,
      type: "overwhelmed",
      reason: "3 Encounters are in the Discovery Zone.",
      avoided: false,
      cause: "encounters",
      now: 3,
      atLeast: 3,
    },
    {
      ...all,
      type: "overwhelmed",
      reason: "the Adversary holds 6 dice.",
      avoided: false,
      cause: "stored",
      now: 6,
      atLeast: 6,
    },
    {
      ...all,
      type: "overwhelmed",
      reason: "The Galaxy deck had to be reshuffled with no Adversary event left.",
      avoided: false,
      cause: "reshuffle",
    },
  ],
  discExiled: [{ ...all, type: "discExiled", claimedLeft: 0 }],
  won: [{ ...all, type: "won", reason: "The last Adversary disc was removed: the Federation stands!" }],
  lost: [
    { ...all, type: "lost", reason: "Overwhelmed: the Adversary has 9 influence (9 overwhelms)." },
    { ...all, type: "lost", reason: "Overwhelmed: the Adversary holds 6 dice." },
    { ...all, type: "lost", reason: "Overwhelmed: 3 Encounters are in the Discovery Zone." },
    {
      ...all,
      type: "lost",
      reason: "Overwhelmed: The Galaxy deck had to be reshuffled with no Adversary event left.",
    },
  ],
};
const SAMPLE_EVENTS: GalaxyEvent[] = Object.values(SAMPLES).flat();

/** Event types that say nothing to a player (null), and samples that are null on purpose. */
const SILENT = new Set<GalaxyEventType>(["reset"]);
const nullOnPurpose = (e: GalaxyEvent): boolean =>
  (e.type === "fleetsGained" && e.n === 0) || (e.type === "discsGained" && e.n === 0);

describe("game log", () => {
  it("gives every event type a clean line in English and Spanish (reset says nothing)", () => {
    missing.clear();
    for (const e of SAMPLE_EVENTS) {
      const lines = [describeEvent(e, players, en), describeEvent(e, players, es)];
      if (SILENT.has(e.type) || nullOnPurpose(e)) {
        expect(lines, e.type).toEqual([null, null]);
        continue;
      }
      lines.forEach((line, i) => {
        expect(line, e.type).toBeTruthy();
        expectClean(line!, i === 0 ? "en" : "es", JSON.stringify(e));
      });
      expect(lines[1], e.type).not.toBe(lines[0]);
    }
    expect([...missing]).toEqual([]);
  });

  it("names players, cards, dice and amounts in words", () => {
    const line = (type: GalaxyEventType, i = 0, t = en) => describeEvent(SAMPLES[type][i]!, players, t);
    expect(line("diceRolled")).toBe("Ana rolls a yellow 5, a pink 3 and a blue 2.");
    expect(line("diceRolled", 0, es)).toBe("Ana saca un 5 amarillo, un 3 rosa y un 2 azul.");
    expect(line("gathered")).toBe("Ana gathers 2 yellow dice, 1 pink die, 1 black die and 1 Tech disc.");
    expect(line("gathered", 0, es)).toBe(
      "Ana reúne 2 dados amarillos, 1 dado rosa, 1 dado negro y 1 disco de Tecnología.",
    );
    expect(line("gathered", 1)).toBe("Bot 1 gathers nothing.");
    expect(line("diePlaced")).toBe("Ana puts a yellow 5 on Cinder Belt (row 1).");
    expect(line("diePlaced", 1, es)).toBe("Bot 1 pone un 3 negro en Cinturón de Ceniza (fila 2).");
    expect(line("diePlaced", 2)).toBe("Ana puts a blue 1 in the Research Lab.");
    expect(line("diePlaced", 6)).toBe("Ana puts a pink 5 on Cinder Belt (row 2): the box is full.");
    expect(line("ringFilled")).toBe("Ana fills a ring on Murmur Station (row 2), paying 1 Science.");
    expect(line("ringFilled", 1)).toBe("Bot 1 fills a ring on Archive of Echoes (row 2), paying 2 Fleets.");
    expect(line("ringFilled", 2)).toBe("Ana fills a ring on the Confrontation card (cost 3).");
    expect(line("calibrated")).toBe("Ana calibrates a yellow 4 to 5 (1 Fleet).");
    expect(line("combined", 1, es)).toBe("Ana combina un 4 amarillo y un 6 azul en un 4 negro para Bot 1.");
    expect(line("dieChanged", 3)).toBe("Ana swaps a yellow 4 for a black 4.");
    expect(line("techUsed")).toBe("Ana uses Whisker Sensors: reroll up to 2 dice.");
    expect(line("techUsed", 1, es)).toBe(
      "Ana usa Fábrica dinámica: tira un dado rosa y luego gana un dado rosa con un 4 por cada 2 de mineral.",
    );
    expect(line("eventRevealed")).toBe(
      "Adversary event Housewarming Gifts: the Adversary gains 2 influence.",
    );
    expect(line("eventRevealed", 5)).toBe(
      "Adversary event Protected Nebulae, lasting all game. Each player gathers 1 yellow die fewer.",
    );
    expect(line("eventRevealed", 5, es)).toBe(
      "Evento del Adversario Nebulosas protegidas, para toda la partida. Cada jugador reúne 1 dado amarillo menos.",
    );
    expect(line("fleetsLost", 0, es)).toBe("Se pierde 1 Flota (quedan 0).");
    expect(line("overwhelmed")).toBe("Overwhelmed! The Adversary has 10 influence (it overwhelms at 10).");
    expect(line("milestone")).toBe(
      "Ana completes the milestone “Have a Class 3 Starbase”: Federation Level 2.",
    );
    expect(line("lost", 3, es)).toBe(
      "Derrota. El mazo de la Galaxia se agotó sin ningún evento del Adversario.",
    );
    expect(line("confrontationFlipped", 1, es)).toBe(
      "Se voltea la carta de Confrontación: Escoltarlos a casa.",
    );
  });
});

// ---------------------------------------------------------------- content

describe("content in words", () => {
  it("says every card, Tech, homeworld, society, Adversary, event, row and box in both languages", () => {
    missing.clear();
    for (const lang of ["en", "es"] as const) {
      const t = T[lang];
      const texts: string[] = [];
      for (const c of GALAXY_CARDS) {
        texts.push(cardName(c.id, t), yieldText(c.colony, t), resourceName(c.res, t));
        texts.push(techName(`c${c.id}`, { homeworld: "felisi", society: "explorers" }, t));
        for (const o of c.tech.options)
          texts.push(techOptionText(o.steps, t), ...o.steps.map((s) => techStepText(s, t)));
        if (c.rule) texts.push(ruleText(c.rule, t));
        for (const r of c.rows) texts.push(rowText(r, t));
      }
      for (const h of HOMEWORLDS) {
        texts.push(homeworldName(h.id, t), techName("hw", { homeworld: h.id, society: "explorers" }, t));
        texts.push(
          ...h.yield.map((y) => yieldText(y, t)),
          ...h.tech.options.map((o) => techOptionText(o.steps, t)),
        );
        texts.push(...h.milestone.req.map((r) => milestoneText(r, h.milestone.kind, t)));
      }
      for (const x of SOCIETIES) {
        texts.push(
          societyName(x.id, t),
          societyRuleText(x.rule, t),
          techName("soc", { homeworld: "felisi", society: x.id }, t),
        );
        texts.push(...x.tech.options.map((o) => techOptionText(o.steps, t)));
        for (const m of x.milestones) texts.push(...m.req.map((r) => milestoneText(r, m.kind, t)));
      }
      for (const a of ADVERSARIES) {
        texts.push(
          adversaryName(a.id, t),
          ...adversaryRuleLines(a.id, t),
          ...a.overwhelm.map((o) => overwhelmText(o, t)),
        );
        texts.push(...a.escalate.map((s) => advStepText(s, t)));
        a.confrontation.forEach((side, i) => {
          texts.push(confrontationName(a.id, i, t), ...side.rows.map((r) => rowText(r, t)));
        });
        for (const ev of a.events) {
          texts.push(eventName(ev.id, t), ...ev.steps.map((s) => advStepText(s, t)));
          if (ev.condition) texts.push(conditionText(ev.condition, t));
        }
      }
      for (const sb of STARBASE_CLASSES)
        texts.push(starbaseName(sb.cls, t), ...sb.rows.map((r) => rowText(r, t)));
      for (const c of ["yellow", "pink", "blue", "black", "grey"]) texts.push(colourName(c, t));
      // Amounts the view leaves unevaluated (the object form) and the "from any pool" steps.
      texts.push(
        techStepText({ k: "reroll", n: { fed: 1 } }, t),
        techStepText({ k: "fleet", n: { x: 1, plus: 1 } }, t),
        techStepText({ k: "roll", c: "yellow", n: { plus: 1, res: "flora", per: 2 } }, t),
        techStepText({ k: "adjust", by: 1, dir: "either", n: 2, any: true }, t),
        techStepText({ k: "gain", c: "black", v: 6, n: 2 }, t),
        techStepText({ k: "ultra", n: 2 }, t),
        techStepText({ k: "payScience", n: 2 }, t),
      );
      for (const text of texts) {
        expect(text.trim(), text).not.toBe("");
        expectClean(text, lang, text);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("reads the way the board needs it", () => {
    expect(boxText({ t: "small", c: "yellow", min: 5 }, en)).toBe("yellow 5+");
    expect(boxText({ t: "wide", c: "pink", min: 8 }, en)).toBe("wide pink, total 8+");
    expect(boxText({ t: "wide", c: "yellow", min: 8 }, es)).toBe("ancha amarilla, suma 8+");
    expect(boxText({ t: "any" }, en)).toBe("any die");
    expect(boxText({ t: "ring", pay: "fleet", cost: 2 }, en)).toBe("ring: pay 2 Fleets");
    expect(boxText({ t: "ring", pay: "science", cost: 1 }, es)).toBe("anillo: paga 1 de Ciencia");
    expect(dieText("y5", en)).toBe("yellow 5");
    expect(dieText("y5", es)).toBe("5 amarillo");
    expect(dieText("k31", en)).toBe("black 3");
    expect(techStepText({ k: "reroll", n: { fed: 1 } }, en)).toBe("reroll dice (up to your level)");
    expect(techStepText({ k: "fleet", n: { x: 1 } }, en)).toBe("gain X Fleets");
    expect(techStepText({ k: "gain", c: "pink", v: 4, n: { res: "ore", per: 2 } }, en)).toBe(
      "gain a pink die showing 4 for every 2 ore",
    );
    expect(
      techOptionText(
        [
          { k: "payFleet", n: 2 },
          { k: "roll", c: "pink", n: 2 },
        ],
        en,
      ),
    ).toBe("Pay 2 Fleets, then roll 2 pink dice.");
    expect(milestoneText({ q: "spendDiscs", n: 7 }, "action", en)).toBe(
      "Action: spend 7 Tech discs from your pool",
    );
    expect(milestoneText({ q: "resource", res: "ore", n: 4 }, "passive", es)).toBe("Ten 4 de mineral");
    expect(yieldText({ yellow: 2, pink: 1, discs: 2 }, en)).toBe(
      "2 yellow dice, 1 pink die and 2 Tech discs",
    );
    expect(conditionText({ mod: "gatherLess", c: "blue", n: 1 }, es)).toBe(
      "Cada jugador reúne 1 dado azul menos.",
    );
  });
});

// ---------------------------------------------------------------- prompts from real games

/**
 * One seeded game with the default bot in every seat (as test/support/bot-games.ts's playBotGame),
 * calling `visit` with the state before each move and at the end; returns every event.
 */
function walk(
  seats: number,
  seed: string,
  options: Record<string, unknown>,
  visit: (s: GalaxyState) => void,
): GalaxyEvent[] {
  let s = game.setup({ players: seats, seed, options });
  const rng = rngFromSeed(`${seed}-bots`);
  const events: GalaxyEvent[] = [];
  for (let n = 0; n < 4000 && !game.outcome(s); n++) {
    visit(s);
    const seat = game.actors(s)[0]!;
    const view = { public: game.publicView(s), private: game.privateView(s, seat) };
    const legal = game.legalMoves(s, seat);
    const move = game.bots.default!.choose({ seat, view, legal, rng, budgetMs: 5, now: () => 0 });
    const r = game.apply(s, seat, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    events.push(...r.value.events);
  }
  expect(game.outcome(s), "the game ended").not.toBeNull();
  visit(s);
  return events;
}

function update(s: GalaxyState, seat: number | null, legal?: Move[]): OdgUpdate {
  const outcome = game.outcome(s);
  return {
    view: { public: game.publicView(s), private: null },
    legal: legal ?? (seat === null ? [] : game.legalMoves(s, seat)),
    events: [],
    version: 1,
    seat,
    players: players.slice(0, s.players),
    actors: game.actors(s),
    status: outcome ? "finished" : "playing",
    outcome,
  };
}

const GAMES: [number, string, Record<string, unknown>][] = [
  [1, "w1", { adversary: "neeble" }],
  [1, "w2", { adversary: "rust", hard: true }],
  [2, "w3", { adversary: "choir" }],
  [2, "w4", { adversary: "vorrax" }],
  [2, "w5", { adversary: "authority" }],
];

describe("prompts and log of seeded bot games", () => {
  it("every state has a clean prompt for each seat and a spectator, every event a clean line", () => {
    missing.clear();
    const kinds = new Set<string>();
    const seen = new Set<string>();
    for (const [seats, seed, options] of GAMES) {
      const events = walk(seats, seed, options, (s) => {
        for (const seat of [...s.seats.map((_, i) => i), null]) {
          const u = update(s, seat);
          for (const lang of ["en", "es"] as const) {
            const text = prompt(u, T[lang]);
            expect(text, `${seed} ${lang} seat ${seat}`).not.toBe("");
            expectClean(text, lang, `${seed} seat ${seat}: ${text}`);
          }
          const mine = seat !== null && u.actors.includes(seat) && u.legal.length > 0;
          const v = u.view.public;
          kinds.add(
            mine
              ? v.phase === "results"
                ? `decide ${v.decision?.kind}`
                : v.open
                  ? "open"
                  : v.seats[seat]!.pending
                    ? "pick"
                    : v.seats[seat]!.rolled
                      ? "act"
                      : "roll"
              : `wait ${v.phase}`,
          );
        }
      });
      for (const e of events) {
        seen.add(e.type);
        for (const lang of ["en", "es"] as const) {
          const line = describeEvent(e, players.slice(0, seats), T[lang]);
          if (line !== null) expectClean(line, lang, `${seed} ${e.type}: ${line}`);
        }
      }
    }
    expect([...missing]).toEqual([]);
    // The walk reaches every kind of prompt of the action and results phases.
    for (const k of ["roll", "act", "open", "pick", "decide claim", "decide lab", "wait action", "wait over"])
      expect(kinds, k).toContain(k);
    expect(seen.size, [...seen].join(" ")).toBeGreaterThan(30);
  });

  it("says what to do, with the numbers of the view", () => {
    let s = game.setup({ players: 2, seed: "p1", options: { adversary: "neeble" } });
    const v0 = game.publicView(s);
    expect(prompt(update(s, 0), en)).toMatch(/^Roll the dice you gathered: \d yellow/);
    expect(prompt(update(s, 0), es)).toMatch(/^Tira los dados que has reunido: /);
    expect(prompt(update(s, null), en)).toBe("Action phase: Ana and Bot 1 are playing.");
    s = must(s, 0, { type: "roll" });
    expect(prompt(update(s, 0), en)).toMatch(
      /^Place \d+ dice on boxes, fill rings, use Techs \(\d discs?\), then Done\.$/,
    );
    s = must(s, 0, { type: "done" });
    expect(prompt(update(s, 0), en)).toBe("You are done: waiting for Bot 1 to end their Action phase.");
    expect(prompt(update(s, 0), es)).toBe("Has terminado: esperando a que Bot 1 acabe su fase de Acción.");
    expect(v0.seats[0]!.unrolled.length).toBeGreaterThan(0);
  });

  it("a wide box being filled: which box, how many pips are missing, and Cancel when no die can finish it", () => {
    // Find a state of a bot game with a wide box open for the acting seat.
    let found: OdgUpdate | null = null;
    walk(1, "w1", { adversary: "neeble" }, (s) => {
      if (!found && s.open && s.phase === "action") found = update(s, 0);
    });
    const u = found as OdgUpdate | null;
    if (!u) throw new Error("no wide box was opened");
    const ob = u.view.public.openBox!;
    expect(ob.missing).toBeGreaterThan(0);
    const text = prompt(u, en);
    expect(text).toMatch(/^Wide box (on|in) /);
    expect(text).toContain(` ${ob.missing} more `);
    expect(text).toMatch(ob.stuck ? /no die you have can finish it\. Cancel\.$/ : /Add dice, or Cancel\.$/);
    const stuck: OdgUpdate = {
      ...u,
      view: { ...u.view, public: { ...u.view.public, openBox: { ...ob, stuck: true } } },
      legal: [{ type: "cancel" }],
    };
    expect(prompt(stuck, en)).toMatch(/needed, and no die you have can finish it\. Cancel\.$/);
    expect(prompt(stuck, es)).toMatch(/ningún dado tuyo puede completarla\. Cancela\.$/);
  });

  it("the end of the game: won or lost, and why", () => {
    let last: GalaxyState | null = null;
    walk(1, "w1", { adversary: "neeble" }, (s) => {
      last = s;
    });
    const s = last as GalaxyState | null;
    if (!s?.result) throw new Error("no result");
    const text = prompt(update(s, 0), en);
    expect(text).toMatch(s.result.won ? /^Victory! / : /^Defeat\. /);
    const lost = { ...s, result: { won: false, reason: "Overwhelmed: the Adversary holds 6 dice." } };
    expect(prompt(update(lost, 0), es)).toBe("Derrota. El Adversario acumula 6 dados.");
  });

  it("a Tech step on any pool says so with two players only (the view's pending.anyPool)", () => {
    for (const players of [1, 2]) {
      const s = must(game.setup({ players, seed: "any", options: {} }), 0, { type: "roll" });
      s.seats[0]!.pending = { tech: "hw", steps: [{ k: "reroll", n: 1, any: true }], left: 1 };
      expect(game.publicView(s).seats[0]!.pending?.anyPool).toBe(players === 2);
      const text = prompt(update(s, 0), en);
      expect(text).toMatch(/: choose a die( from any pool)? to reroll \(1 left\), or Stop\.$/);
      expect(text.includes(" from any pool"), text).toBe(players === 2);
    }
  });

  it("says nothing (and does not throw) before the state has synced", () => {
    const u = {
      ...update(game.setup({ players: 1, seed: "x", options: {} }), 0),
      view: { public: {}, private: null },
    };
    expect(prompt(u as unknown as OdgUpdate, en)).toBe("");
  });
});

function must(s: GalaxyState, seat: number, m: Move): GalaxyState {
  const r = game.apply(s, seat, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.code}`);
  return r.value.state;
}

// ---------------------------------------------------------------- dictionaries

/** Spanish texts that may equal the English ones: symbols, proper names and pure placeholders. */
const SAME_IN_BOTH = new Set([
  "odg.res.flora",
  "odg.amount.x",
  "odg.amount.xTimes",
  "odg.amount.plus",
  "odg.label.x",
  "odg.panel.short.starbase",
]);
/** English words that must not appear in a Spanish text (placeholders removed). */
const ENGLISH =
  /\b(the|and|of|you|your|is|are|with|card|cards|die|dice|then|gain|gains|roll|rolls|lose|each|every|pool|box|wide|ring|fleet|fleets|science|level|turn|player|players|influence|deck)\b/i;

describe("dictionaries", () => {
  it("English and Spanish have the same keys and the same placeholders; no text is empty", () => {
    expect(Object.keys(messages.es).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [k, text] of Object.entries(messages.en)) {
      expect(placeholders(messages.es[k]!), k).toEqual(placeholders(text));
      expect(text.trim(), k).not.toBe("");
      expect(messages.es[k]!.trim(), k).not.toBe("");
    }
  });

  it("no Spanish text is the English one (but symbols and names) or holds English words", () => {
    for (const [k, text] of Object.entries(messages.es)) {
      if (SAME_IN_BOTH.has(k)) continue;
      expect(text, k).not.toBe(messages.en[k]);
      expect(text.replace(/\{[^}]*\}/g, ""), k).not.toMatch(ENGLISH);
    }
  });

  it("has every key the words asked for in the tests above", () => {
    for (const k of used) {
      expect(Object.hasOwn(messages.en, k), k).toBe(true);
      expect(Object.hasOwn(messages.es, k), k).toBe(true);
    }
  });

  it("has a name for every card, Tech, homeworld, society, Adversary, event and Confrontation side", () => {
    const keys = [
      ...GALAXY_CARDS.flatMap((c) => [`odg.card.${c.id}`, `odg.cardTech.${c.id}`]),
      ...HOMEWORLDS.flatMap((h) => [`odg.homeworld.${h.id}`, `odg.homeworldTech.${h.id}`]),
      ...SOCIETIES.flatMap((x) => [`odg.society.${x.id}`, `odg.societyTech.${x.id}`]),
      ...ADVERSARIES.flatMap((a) => [
        `odg.adversary.${a.id}`,
        `odg.confrontation.${a.id}.0`,
        `odg.confrontation.${a.id}.1`,
        ...a.events.map((e) => `odg.event.${e.id}`),
      ]),
    ];
    for (const k of keys) {
      expect(Object.hasOwn(messages.en, k), k).toBe(true);
      expect(Object.hasOwn(messages.es, k), k).toBe(true);
    }
    // The English names are the content's own.
    for (const c of GALAXY_CARDS) expect(messages.en[`odg.card.${c.id}`]).toBe(c.name);
    for (const a of ADVERSARIES) expect(messages.en[`odg.adversary.${a.id}`]).toBe(a.name);
  });

  it("says every refusal code of the engine in both languages, with only that refusal's params", () => {
    for (const code of GALAXY_ERROR_CODES) {
      const params = placeholders(GALAXY_ERROR_TEXT[code]);
      for (const lang of ["en", "es"] as const) {
        const text = messages[lang][`error.${code}`];
        expect(text, `${lang} ${code}`).toBeTruthy();
        for (const p of placeholders(text!)) expect(params, `${lang} ${code} {${p}}`).toContain(p);
      }
    }
    // No sentence for a code the engine does not have.
    const codes = new Set<string>(GALAXY_ERROR_CODES);
    for (const k of Object.keys(messages.en))
      if (k.startsWith("error.")) expect(codes.has(k.slice(6)), k).toBe(true);
  });
});
