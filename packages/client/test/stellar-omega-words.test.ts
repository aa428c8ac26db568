/**
 * stellar_omega in words: the game log (a line per event type, English and Spanish), the prompts
 * (with the numbers of the view), and the dictionaries (same keys and placeholders in both
 * languages, a translation for every refusal code of the engine, no English left in Spanish).
 */
import { RACES } from "@starport/rules/stellar-omega/content.ts";
import { OMEGA_ERROR_CODES, OMEGA_ERROR_TEXT } from "@starport/rules/stellar-omega/errors.ts";
import { stellarOmega } from "@starport/rules/stellar-omega/index.ts";
import { legalMoves } from "@starport/rules/stellar-omega/legal.ts";
import { setup } from "@starport/rules/stellar-omega/setup.ts";
import type {
  OmegaEvent,
  OmegaEventOf,
  OmegaEventType,
  OmegaMove,
  OmegaState,
  SpReason,
} from "@starport/rules/stellar-omega/types.ts";
import {
  type OmegaPrivate,
  type OmegaPublic,
  privateView,
  publicView,
} from "@starport/rules/stellar-omega/view.ts";
import { describe, expect, it } from "vitest";
import type { PlayerInfo, SceneUpdate } from "../src/games/contract.ts";
import { messages } from "../src/games/stellar-omega/messages.ts";
import { type Decision, hint, prompt } from "../src/games/stellar-omega/prompts.ts";
import { describeEvent } from "../src/games/stellar-omega/words.ts";
import { interpolate, placeholders } from "../src/i18n/i18n.ts";

const players: PlayerInfo[] = [
  { seat: 0, name: "Ana", kind: "human", connected: true, botReason: "" },
  { seat: 1, name: "Bot 1", kind: "bot", connected: true, botReason: "filled" },
  { seat: 2, name: "Cy", kind: "human", connected: true, botReason: "" },
];
const tr =
  (lang: "en" | "es") =>
  (key: string, params?: Record<string, string | number>): string =>
    interpolate(messages[lang][key] ?? `<${key}>`, params);
const en = tr("en");
const es = tr("es");

const all = { visibleTo: "all" } as const;
const mine = { visibleTo: [0] } as const;
const byColour = { aliens: 1, clones: 0, machines: 2, mutants: 0 };
const cats = { captain: 3, crew: 2, exploration: 1 };

/** A sample of every event type (the mapped type makes a missing type a compile error). */
const SAMPLES: { [K in OmegaEventType]: OmegaEventOf<K>[] } = {
  firstPlayerDrawn: [{ ...all, type: "firstPlayerDrawn", seat: 1 }],
  raceChosen: [
    { ...all, type: "raceChosen", seat: 0, race: "clones", assigned: false },
    { ...all, type: "raceChosen", seat: 2, race: "machines", assigned: true },
  ],
  racesSet: [
    {
      ...all,
      type: "racesSet",
      seatRace: ["clones", "mutants"],
      npr: ["machines", "aliens"],
      firstPlayer: 1,
    },
    {
      ...all,
      type: "racesSet",
      seatRace: ["clones", "mutants", "aliens", "machines"],
      npr: [],
      firstPlayer: 0,
    },
  ],
  roundStarted: [{ ...all, type: "roundStarted", round: 2, rounds: 8, firstPlayer: 1 }],
  bidPlaced: [{ ...all, type: "bidPlaced", race: "clones", seat: 0 }],
  bidDetail: [{ ...mine, type: "bidDetail", race: "clones", tiles: 3 }],
  bidsRevealed: [
    {
      ...all,
      type: "bidsRevealed",
      bids: { clones: 3, mutants: 1 },
      order: ["clones", "mutants"],
      cosmic: ["machines", "aliens", "clones", "mutants"],
    },
  ],
  sp: [
    { ...all, type: "sp", race: "clones", seat: 0, amount: 2, why: "cosmic order", total: 7, spot: 2 },
    { ...all, type: "sp", race: "clones", seat: 0, amount: 1, why: "hand full", total: 8, spot: 3 },
  ],
  vpToken: [
    { ...all, type: "vpToken", race: "clones", seat: 0, why: "orbit", count: 2 },
    { ...all, type: "vpToken", race: "mutants", seat: 1, why: "closed sector", count: 1 },
  ],
  vpTokenValue: [{ ...mine, type: "vpTokenValue", race: "clones", value: 3 }],
  turnStarted: [{ ...all, type: "turnStarted", race: "clones", seat: 0, round: 1, at: 6, maxActions: 2 }],
  action: [
    { ...all, type: "action", race: "clones", seat: 0, action: "card", cost: 2, atLeft: 3, played: 1 },
  ],
  turnEnded: [{ ...all, type: "turnEnded", race: "clones", seat: 0, actions: 2 }],
  cardDrawn: [{ ...all, type: "cardDrawn", race: "clones", seat: 0, handSize: 2 }],
  cardDrawnDetail: [{ ...mine, type: "cardDrawnDetail", race: "clones", card: "machines" }],
  handFull: [{ ...all, type: "handFull", race: "clones", seat: 0 }],
  deckEmpty: [{ ...all, type: "deckEmpty", race: "clones", seat: 0 }],
  cardChanged: [{ ...all, type: "cardChanged", race: "clones", seat: 0 }],
  cardChangedDetail: [{ ...mine, type: "cardChangedDetail", race: "clones", old: "aliens", card: "mutants" }],
  nprCardPlayed: [{ ...all, type: "nprCardPlayed", race: "clones", seat: 0, npr: "machines", area: 1 }],
  crystalToPouch: [
    { ...all, type: "crystalToPouch", race: "clones", seat: 0, pad: 2 },
    { ...all, type: "crystalToPouch", race: "machines", seat: null, pad: 1 },
  ],
  tilePlaced: [
    { ...all, type: "tilePlaced", race: "clones", seat: 0, area: 0, level: 1 },
    { ...all, type: "tilePlaced", race: "machines", seat: null, area: 1, level: 1 },
  ],
  levelUp: [{ ...all, type: "levelUp", race: "clones", seat: 0, area: 2, level: 3 }],
  tileRemoved: [
    { ...all, type: "tileRemoved", race: "mutants", seat: 1, area: 0, level: 1, by: "clones" },
    { ...all, type: "tileRemoved", race: "machines", seat: null, area: 1, level: 0, by: "ship" },
  ],
  unitEliminated: [
    { ...all, type: "unitEliminated", race: "mutants", seat: 1, area: 0, by: "clones", removed: 2 },
  ],
  diceRolled: [
    { ...all, type: "diceRolled", race: "clones", seat: 0, dice: [2, 3, 1], for: "gate", needAbove: 6 },
    { ...all, type: "diceRolled", race: "clones", seat: 0, dice: [4, 2], for: "attack", needAbove: null },
    { ...all, type: "diceRolled", race: "clones", seat: 0, dice: [5], for: "decode", needAbove: null },
  ],
  reroll: [{ ...all, type: "reroll", race: "clones", seat: 0, for: "gate", from: 1, to: 3, dice: [2, 3, 3] }],
  dieChosen: [
    { ...all, type: "dieChosen", race: "clones", seat: 0, for: "attack", die: 2 },
    { ...all, type: "dieChosen", race: "clones", seat: 0, for: "decode", die: 1 },
  ],
  gateControl: [
    {
      ...all,
      type: "gateControl",
      race: "clones",
      seat: 0,
      dice: [2, 3, 3],
      total: 8,
      needed: 6,
      firstRoll: false,
      slot: 3,
    },
  ],
  gateFailed: [{ ...all, type: "gateFailed", race: "clones", seat: 0, dice: [1, 2, 1], total: 4, needed: 6 }],
  bonusCard: [{ ...all, type: "bonusCard", race: "clones", seat: 0 }],
  gateMoved: [
    { ...all, type: "gateMoved", race: "clones", seat: 0, from: 2, to: 0, moved: true },
    { ...all, type: "gateMoved", race: "clones", seat: 0, from: 2, to: 2, moved: false },
  ],
  decode: [{ ...all, type: "decode", race: "clones", seat: 0, card: "clones", level: 2 }],
  decodeBlocked: [{ ...all, type: "decodeBlocked", race: "clones", seat: 0 }],
  attackDeclared: [
    {
      ...all,
      type: "attackDeclared",
      race: "clones",
      seat: 0,
      target: "mutants",
      targetSeat: 1,
      card: "mutants",
      level: 2,
    },
  ],
  attackTarget: [{ ...all, type: "attackTarget", race: "clones", seat: 0, target: "mutants", area: 1 }],
  attackBlocked: [
    { ...all, type: "attackBlocked", race: "clones", seat: 0, target: "mutants", removed: 1 },
    { ...all, type: "attackBlocked", race: "clones", seat: 0, target: "mutants", removed: 0 },
  ],
  crystalsDrawn: [
    {
      ...all,
      type: "crystalsDrawn",
      race: "mutants",
      seat: 1,
      for: "defence",
      n: 3,
      drawn: ["machines", "aliens", "machines"],
      byColour,
      blocked: false,
    },
    {
      ...all,
      type: "crystalsDrawn",
      race: "machines",
      seat: null,
      for: "decode",
      n: 3,
      drawn: ["machines", "aliens", "machines"],
      byColour,
      blocked: true,
    },
    {
      ...all,
      type: "crystalsDrawn",
      race: "machines",
      seat: null,
      for: "ship",
      n: 3,
      drawn: ["machines", "aliens", "machines"],
      byColour,
      saved: 2,
    },
  ],
  noDefence: [{ ...all, type: "noDefence", race: "mutants", seat: 1, for: "defence" }],
  phaseC: [{ ...all, type: "phaseC", round: 3 }],
  noClosedBonus: [
    { ...all, type: "noClosedBonus", inside: [] },
    { ...all, type: "noClosedBonus", inside: ["clones", "mutants"] },
  ],
  categoryScored: [
    {
      ...all,
      type: "categoryScored",
      category: "captain",
      winner: "clones",
      winnerSeat: 0,
      vp: 2,
      values: { aliens: 0, clones: 2, machines: 1, mutants: 2 },
    },
    {
      ...all,
      type: "categoryScored",
      category: "exploration",
      winner: null,
      winnerSeat: null,
      vp: 0,
      values: { aliens: 0, clones: 0, machines: 0, mutants: 0 },
    },
  ],
  shipAttack: [
    { ...all, type: "shipAttack", race: "clones", seat: 0, damage: 3, decider: 0 },
    { ...all, type: "shipAttack", race: "machines", seat: null, damage: 2, decider: 1 },
  ],
  cardLost: [{ ...all, type: "cardLost", race: "clones", seat: 0, left: 1 }],
  nothingToDamage: [{ ...all, type: "nothingToDamage", race: "machines", seat: null, damage: 2 }],
  phaseD: [{ ...all, type: "phaseD", round: 2 }],
  gameOver: [
    {
      ...all,
      type: "gameOver",
      seatRace: ["clones", "mutants", "aliens"],
      vp: [14, 14, 9],
      sp: [30, 25, 20],
      tokens: [[3, 2], [1], []],
      tokenVp: [5, 1, 0],
      categories: [cats, { captain: 5, crew: 4, exploration: 4 }, cats],
      omega: [
        { captain: 1, crew: 0, exploration: -1 },
        { captain: 0, crew: 1, exploration: 1 },
        { captain: -1, crew: -1, exploration: 0 },
      ],
      conversion: [4, 2, 6],
      ranks: [1, 2, 3],
    },
  ],
};
const EVENTS: OmegaEvent[] = Object.values(SAMPLES).flat();

describe("game log", () => {
  it("gives every event type a non-empty line in English and Spanish, with no key or placeholder left", () => {
    for (const e of EVENTS) {
      const lines = [describeEvent(e, players, en), describeEvent(e, players, es)];
      for (const line of lines) {
        expect(line, e.type).toBeTruthy();
        expect(line, e.type).not.toMatch(/[{}<>]/);
      }
      expect(lines[1], e.type).not.toBe(lines[0]);
    }
  });

  it("names the players with their races, and the non-player races", () => {
    const line = (type: OmegaEventType, i = 0, t = en) => describeEvent(SAMPLES[type][i]!, players, t);
    expect(line("firstPlayerDrawn")).toBe(
      "Bot 1 is drawn as first player: they choose a race first and hold the first player marker.",
    );
    expect(line("raceChosen", 0, es)).toBe("Ana elige a los Clones.");
    expect(line("raceChosen", 1, es)).toBe("Cy se queda con la última raza: las Máquinas.");
    expect(line("racesSet")).toBe(
      "Races: Ana (Clones) and Bot 1 (Mutants). Non-player races: Machines and Aliens.",
    );
    expect(line("action")).toBe("Ana (Clones) plays CARD for 2 AT (3 left).");
    expect(line("action", 0, es)).toBe("Ana (Clones) juega CARTA por 2 FA (le quedan 3).");
    expect(line("tilePlaced", 1)).toBe("A unit of the non-player race Machines enters area 2.");
    expect(line("diceRolled")).toBe("Ana (Clones) rolls 2, 3 and 1 for the gate: 6, more than 6 needed.");
    expect(line("crystalsDrawn")).toBe(
      "Defence of Bot 1 (Mutants): 3 crystals drawn (1 Aliens and 2 Machines); none of theirs, the attack goes on.",
    );
    expect(line("crystalsDrawn", 2, es)).toBe(
      "Contra la nave, la raza no jugadora Máquinas saca 3 cristales (1 de Alienígenas y 2 de Máquinas): 2 de daño evitados.",
    );
    expect(line("categoryScored")).toBe("Captain: Ana (Clones) wins 2 VP (Clones 2, Mutants 2, Machines 1).");
    expect(line("bidsRevealed")).toBe(
      "Bids revealed: Clones 3, Mutants 1. Cosmic order for ties: Machines › Aliens › Clones › Mutants.",
    );
    expect(line("shipAttack", 1)).toBe(
      "The ship attacks the non-player race Machines: 2 damage; Bot 1 draws and chooses where it goes.",
    );
    expect(line("sp", 1, es)).toBe("Ana (Clones) gana 1 PE (mano llena); 8 en total.");
  });

  it("says the final scores in words", () => {
    const over = SAMPLES.gameOver[0]!;
    expect(describeEvent(over, players, en)).toBe(
      "Game over: Ana (Clones) wins with 14 VP. The tie on VP goes to the most SP. Then Bot 1 (Mutants) with 14 VP and Cy (Aliens) with 9 VP.",
    );
    expect(describeEvent(over, players, es)).toBe(
      "Fin de la partida: Ana (Clones) gana con 14 PV. El empate a PV se lo lleva quien tiene más PE. Después, Bot 1 (Mutantes) con 14 PV y Cy (Alienígenas) con 9 PV.",
    );
    const tie = { ...over, ranks: [1, 1, 3] };
    expect(describeEvent(tie, players, en)).toMatch(
      /^Game over: Ana \(Clones\) and Bot 1 \(Mutants\) win with 14 VP\./,
    );
  });
});

// ---------------------------------------------------------------- prompts from real views

function draftDone(races: OmegaState["seatRace"], seed = "w"): OmegaState {
  let s = setup({ players: races.length, seed });
  s.firstPlayer = 0;
  s.nextSeat = 0;
  for (let seat = 0; seat < races.length && s.phase === "draft"; seat++)
    s = must(s, seat, { type: "race", race: races[seat]! });
  return s;
}

function must(s: OmegaState, seat: number, m: OmegaMove): OmegaState {
  const r = stellarOmega.apply(s, seat, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.code}`);
  return r.value.state;
}

function upd(
  s: OmegaState,
  seat: number | null,
  actors: number[],
): SceneUpdate<OmegaPublic, OmegaPrivate, OmegaMove, OmegaEvent> {
  return {
    view: { public: publicView(s), private: seat === null ? null : privateView(s, seat) },
    legal: seat === null ? [] : legalMoves(s, seat),
    events: [],
    version: 3,
    seat,
    players: players.slice(0, s.players),
    actors,
    status: s.phase === "over" ? "finished" : "playing",
    outcome: null,
  };
}

describe("prompt", () => {
  it("draft: the drawn first player chooses first; the others wait", () => {
    const s = setup({ players: 2, seed: "p" });
    s.firstPlayer = 1;
    s.nextSeat = 1;
    expect(prompt(upd(s, 1, [1]), en)).toBe("You were drawn first player: choose your race first.");
    expect(prompt(upd(s, 0, [1]), en)).toBe("Waiting for Bot 1: choosing a race.");
    expect(prompt(upd(s, null, [1]), es)).toBe("Bot 1: elige raza.");
  });

  it("bid: the range from the view, then who has bid", () => {
    let s = draftDone(["clones", "mutants"]);
    expect(prompt(upd(s, 0, [0, 1]), en)).toBe("Secret bid: choose how many tiles you flip (0-8).");
    expect(prompt(upd(s, 0, [0, 1]), es)).toBe("Puja secreta: elige cuántas losetas volteas (0-8).");
    s = must(s, 0, { type: "bid", tiles: 2 });
    expect(prompt(upd(s, 0, [1]), en)).toBe("You bid 2. Bids: Ana has bid, Bot 1 has not.");
    expect(prompt(upd(s, null, [1]), en)).toBe("Secret bids: Ana has bid, Bot 1 has not.");
  });

  it("a turn: actions left and the cost of the escalating actions, read from the view", () => {
    let s = draftDone(["clones", "mutants"]);
    s = must(s, 0, { type: "bid", tiles: 0 });
    s = must(s, 1, { type: "bid", tiles: 0 });
    s.races.clones.padCrystals = 1; // 3 actions a turn
    expect(prompt(upd(s, 0, [0]), en)).toBe(
      "Your turn: 3 actions left, 6 AT. Every action costs 1 AT for now.",
    );
    s = must(s, 0, { type: "card" });
    const v = publicView(s);
    expect(v.turn?.actionsLeft).toBe(2);
    expect(v.races.clones.costs.card).toBe(2);
    expect(prompt(upd(s, 0, [0]), en)).toBe(
      "Your turn: you may play 2 more actions (5 AT) or end it. CARD now costs 2 AT (1 time this round).",
    );
    expect(prompt(upd(s, 0, [0]), es)).toBe(
      "Tu turno: puedes jugar 2 acciones más (5 FA) o terminarlo. CARTA cuesta ahora 2 FA (1 vez esta ronda).",
    );
    expect(prompt(upd(s, 1, [0]), en)).toBe("Waiting for Ana (Clones): playing a turn (2 actions left).");
    expect(hint(upd(s, 0, [0]), en)).toMatch(/^At least one action/);
  });

  it("a pending attack: the dice, the target and the crystals the defender may draw", () => {
    let s = draftDone(["clones", "mutants"]);
    s = must(s, 0, { type: "bid", tiles: 0 });
    s = must(s, 1, { type: "bid", tiles: 0 });
    s.races.clones.units = [2, 0, 0];
    s.races.clones.tilesAvail -= 2;
    s.races.mutants.units = [0, 1, 0];
    s.races.mutants.tilesAvail -= 1;
    s.deck.pile[3]!--;
    s.races.clones.hand = ["mutants"];
    s = must(s, 0, { type: "attack", target: "mutants" });
    const p = s.pending;
    if (p?.kind !== "attack") throw new Error("no attack");
    const dice = p.dice;
    const text = prompt(upd(s, 0, [0]), en);
    expect(dice).toHaveLength(2); // one die per level of the attacking unit
    expect(text).toMatch(/^Attack on Bot 1 \(Mutants\): your dice \d and \d\. Use a die/);
    for (const d of dice) expect(text).toContain(String(d));
    const die = Math.min(...dice);
    s = must(s, 0, { type: "use", die });
    expect(prompt(upd(s, 1, [1]), en)).toBe(
      `Ana (Clones) attacks you: draw ${die} ${die === 1 ? "crystal" : "crystals"} (one of yours blocks) or decline.`,
    );
    expect(prompt(upd(s, 0, [1]), en)).toBe(
      `Waiting for Bot 1 (Mutants): deciding whether to draw ${die} ${die === 1 ? "crystal" : "crystals"} in defence.`,
    );
  });
});

// ---------------------------------------------------------------- dictionaries

/** Spanish values that may equal the English ones: proper names and pure placeholders. */
const SAME_IN_BOTH = new Set(["race.clones", "word.playerRace", "prompt.watching"]);
/** English words that must not appear in a Spanish text (placeholders removed). */
const ENGLISH =
  /\b(the|and|of|you|your|is|are|with|card|cards|tile|tiles|crystal|crystals|round|turn|player|players|wins|gate|ship|draw|level|area|choose|bid|none|left)\b/i;

describe("dictionaries", () => {
  it("English and Spanish have the same keys and the same placeholders; no text is empty", () => {
    expect(Object.keys(messages.es).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [k, text] of Object.entries(messages.en)) {
      expect(placeholders(messages.es[k]!), k).toEqual(placeholders(text));
      expect(text.trim(), k).not.toBe("");
      expect(messages.es[k]!.trim(), k).not.toBe("");
    }
  });

  it("no Spanish text is the English one (but proper names) or holds English words", () => {
    for (const [k, text] of Object.entries(messages.es)) {
      if (SAME_IN_BOTH.has(k)) continue;
      expect(text, k).not.toBe(messages.en[k]);
      expect(text.replace(/\{[^}]*\}/g, ""), k).not.toMatch(ENGLISH);
    }
  });

  it("translates every refusal code of the engine, with the refusal's params as placeholders", () => {
    for (const code of OMEGA_ERROR_CODES) {
      const params = placeholders(OMEGA_ERROR_TEXT[code]);
      for (const lang of ["en", "es"] as const) {
        const text = messages[lang][`error.${code}`];
        expect(text, `${lang} ${code}`).toBeTruthy();
        for (const p of placeholders(text!)) expect(params, `${lang} ${code} {${p}}`).toContain(p);
      }
    }
  });

  it("has every key the words build from a vocabulary", () => {
    const reasons: SpReason[] = [
      "cosmic order",
      "hand full",
      "no crystal left on the pad",
      "no tile can be placed",
      "decode",
      "broke the decoding",
      "tiles removed",
      "level up beyond 3",
      "out of action tokens",
      "captain",
      "crew",
      "exploration",
      "final conversion",
    ];
    for (const why of reasons) {
      const e = { ...SAMPLES.sp[0]!, why };
      expect(describeEvent(e, players, en), why).not.toMatch(/[<>]/);
      expect(describeEvent(e, players, es), why).not.toMatch(/[<>]/);
    }
    const decisions: Exclude<Decision, "over" | "bidWait" | "wait">[] = [
      "draft",
      "bid",
      "turn",
      "gateRoll",
      "gateMove",
      "attackRoll",
      "attackArea",
      "defend",
      "decodeRoll",
      "decodeDefend",
      "levelUp",
      "damageDraw",
      "damageAlloc",
    ];
    const keys = [
      ...RACES.flatMap((r) => [`race.${r}`, `race.the.${r}`]),
      ...["card", "crystal", "tile", "decode", "attack", "gate"].flatMap((a) => [
        `action.${a}`,
        `action.${a}.help`,
      ]),
      ...["captain", "crew", "exploration"].map((c) => `category.${c}`),
      ...["draft", "bid", "actions", "scoring", "over"].map((p) => `phase.${p}`),
      ...decisions.map((d) => `hint.${d}`),
      ...["sp", "crystals", "pouch", "deck", "tokensLeft", "round", "closedSector", "openSector"]
        .concat(["area", "hand", "firstPlayer", "npr", "hasBid", "notBid"])
        .map((l) => `label.${l}`),
      ...["title", "captain", "crew", "exploration", "omega", "tokens", "total", "sp"].map(
        (l) => `label.final.${l}`,
      ),
    ];
    for (const k of keys) {
      expect(Object.hasOwn(messages.en, k), k).toBe(true);
      expect(Object.hasOwn(messages.es, k), k).toBe(true);
    }
    expect(es("race.aliens")).toBe("Alienígenas");
    expect(es("race.machines")).toBe("Máquinas");
    expect(es("race.mutants")).toBe("Mutantes");
    expect(en("label.round", { n: 2, total: 8 })).toBe("Round 2/8");
  });
});

describe("prompt before the state has synced", () => {
  it("says nothing (and does not throw) on the empty view of a table's first update", () => {
    const u = {
      view: { public: {}, private: null },
      legal: [],
      events: [],
      version: 0,
      seat: 0,
      players,
      actors: [0],
      status: "playing",
      outcome: null,
    } as unknown as Parameters<typeof prompt>[0];
    expect(prompt(u, en)).toBe("");
  });
});
