/**
 * Space Opera in words: the game log (a line per event type, English and Spanish, with player
 * names where seats are and "C2"-style names where cells are), the prompts (from real states of the
 * rules), and the dictionaries (same keys and placeholders in both languages, every tech and every
 * refusal code of the engine translated, no English left in Spanish).
 */
import { rngFromSeed } from "@starport/rules/core/rng.ts";
import { cardKind, planetCard, TECH_IDS } from "@starport/rules/space-opera/content.ts";
import { OPERA_ERROR_CODES, OPERA_ERROR_TEXT } from "@starport/rules/space-opera/errors.ts";
import {
  CELL_FIELDS,
  type OperaEvent,
  type OperaEventOf,
  type OperaEventType,
  SEAT_FIELDS,
} from "@starport/rules/space-opera/events.ts";
import { spaceOpera as game } from "@starport/rules/space-opera/index.ts";
import type { OperaMove, OperaPrivate, OperaPublic, OperaState } from "@starport/rules/space-opera/types.ts";
import { describe, expect, it } from "vitest";
import type { PlayerInfo, SceneUpdate } from "../src/games/contract.ts";
import { cellName } from "../src/games/space-opera/adapter.ts";
import { messages } from "../src/games/space-opera/messages.ts";
import { describeEvent, endReason, prompt } from "../src/games/space-opera/words.ts";
import { interpolate, makeTranslator, placeholders, SHELL_MESSAGES } from "../src/i18n/i18n.ts";

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
/** Cells used by the samples (all >= 10, so that no other number of a sample looks like one). */
const DORADO = "planet-04";

/** A sample of every event type (the mapped type makes a missing type a compile error). */
const SAMPLES: { [K in OperaEventType]: OperaEventOf<K>[] } = {
  phase: [
    { ...all, type: "phase", phase: "build", round: 3, first: 1 },
    { ...all, type: "phase", phase: "move", round: 3, first: 1 },
    { ...all, type: "phase", phase: "harvest", round: 3, first: 1 },
    { ...all, type: "phase", phase: "upkeep", round: 3, first: 1 },
  ],
  passed: [
    { ...all, type: "passed", seat: 0, phase: "build" },
    { ...all, type: "passed", seat: 0, phase: "move" },
    { ...all, type: "passed", seat: 0, phase: "harvest" },
  ],
  built: [
    { ...all, type: "built", seat: 0, cell: 12, item: "windmill", energy: 1, ore: 1 },
    { ...all, type: "built", seat: 0, cell: 12, item: "meeple", energy: 1, ore: 0 },
  ],
  researched: [{ ...all, type: "researched", seat: 2 }],
  drewTech: [{ ...mine, type: "drewTech", seat: 0, tech: "energyShield" }],
  techReturned: [{ ...all, type: "techReturned", seat: 0 }],
  techReturnedCard: [{ ...mine, type: "techReturnedCard", seat: 0, tech: "hacker" }],
  techUsed: [
    { ...all, type: "techUsed", seat: 1, tech: "engineer", card: "engineer" },
    { ...all, type: "techUsed", seat: 1, tech: "stealth", card: "spy" },
  ],
  converted: [
    {
      ...all,
      type: "converted",
      seat: 0,
      tech: "energyConverter",
      cell: 12,
      spent: "energy",
      gained: "ore",
      amount: 3,
      fee: 1,
    },
  ],
  transferred: [
    {
      ...all,
      type: "transferred",
      seat: 0,
      tech: "transportBeam",
      from: 12,
      to: 18,
      what: "meeple",
      amount: 2,
      fee: 2,
    },
    {
      ...all,
      type: "transferred",
      seat: 0,
      tech: "transportBeam",
      from: 12,
      to: 18,
      what: "bunker",
      amount: 1,
      fee: 3,
    },
  ],
  spied: [{ ...all, type: "spied", seat: 0, target: 2 }],
  spyReport: [
    { ...mine, type: "spyReport", seat: 0, target: 2, techs: ["rogue", "forceField"] },
    { ...mine, type: "spyReport", seat: 0, target: 2, techs: [] },
  ],
  spyCopied: [{ ...mine, type: "spyCopied", seat: 0, tech: "forceField" }],
  hacked: [{ ...all, type: "hacked", seat: 0, target: 1, tech: "stealth" }],
  loaded: [{ ...all, type: "loaded", seat: 0, ship: 4, cell: 12, cargo: "energy" }],
  unloaded: [{ ...all, type: "unloaded", seat: 0, ship: 4, cell: 12, cargo: "meeple" }],
  shipMoved: [
    { ...all, type: "shipMoved", seat: 0, ship: 4, from: 12, to: 13, hyper: false, spacesLeft: 1, energy: 2 },
    { ...all, type: "shipMoved", seat: 0, ship: 4, from: 12, to: 17, hyper: true, spacesLeft: 3, energy: 1 },
  ],
  stealthOn: [{ ...all, type: "stealthOn", seat: 1, ship: 5, cell: 13 }],
  empFired: [{ ...all, type: "empFired", seat: 1, ship: 5, cell: 18 }],
  telescope: [{ ...all, type: "telescope", seat: 0, cell: 11 }],
  telescopeView: [
    { ...mine, type: "telescopeView", seat: 0, cell: 11, card: "asteroid-1" },
    { ...mine, type: "telescopeView", seat: 0, cell: 11, card: DORADO },
  ],
  waveMotionGun: [{ ...all, type: "waveMotionGun", seat: 2, ship: 6, cell: 16, card: DORADO }],
  flipped: [
    { ...all, type: "flipped", seat: 0, cell: 11, card: DORADO },
    { ...all, type: "flipped", seat: 0, cell: 11, card: "supernova-1" },
    { ...all, type: "flipped", seat: 0, cell: 11, card: "space-03" },
  ],
  landed: [{ ...all, type: "landed", seat: 0, ship: 4, cell: 11 }],
  shipStuck: [{ ...all, type: "shipStuck", seat: 0, ship: 4, cell: 11 }],
  colonized: [{ ...all, type: "colonized", seat: 0, ship: 4, cell: 11, meeples: 3 }],
  shipDestroyed: [
    { ...all, type: "shipDestroyed", ship: 4, owner: 0, cell: 13, reason: "combat", meeples: 2 },
    { ...all, type: "shipDestroyed", ship: 4, owner: null, cell: 13, reason: "supernova", meeples: 0 },
    { ...all, type: "shipDestroyed", ship: 4, owner: 1, cell: 13, reason: "outOfEnergy", meeples: 1 },
    { ...all, type: "shipDestroyed", ship: 4, owner: 1, cell: 13, reason: "nuclear", meeples: 0 },
    { ...all, type: "shipDestroyed", ship: 4, owner: 1, cell: 13, reason: "forceField", meeples: 0 },
    { ...all, type: "shipDestroyed", ship: 4, owner: 1, cell: 13, reason: "missileDefense", meeples: 0 },
    { ...all, type: "shipDestroyed", ship: 4, owner: 1, cell: 13, reason: "transport", meeples: 0 },
    { ...all, type: "shipDestroyed", ship: 4, owner: 1, cell: 13, reason: "missile", meeples: 0 },
    { ...all, type: "shipDestroyed", ship: 4, owner: 1, cell: 13, reason: "waveMotionGun", meeples: 0 },
    { ...all, type: "shipDestroyed", ship: 4, owner: 1, cell: 13, reason: "eliminated", meeples: 0 },
  ],
  shipCombat: [
    { ...all, type: "shipCombat", seat: 0, defender: 1, ship: 4, cell: 13, nuke: false, targets: [5, 6] },
    { ...all, type: "shipCombat", seat: 0, defender: 1, ship: 4, cell: 13, nuke: true, targets: [5] },
  ],
  fleetTarget: [{ ...all, type: "fleetTarget", seat: 1, ship: 5 }],
  shipSurvived: [
    { ...all, type: "shipSurvived", ship: 5, owner: 1 },
    { ...all, type: "shipSurvived", ship: 5, owner: null },
  ],
  shipRepelled: [{ ...all, type: "shipRepelled", seat: 0, ship: 4, from: 13, to: 12 }],
  shipCombatResult: [
    {
      ...all,
      type: "shipCombatResult",
      seat: 0,
      defender: 1,
      ship: 4,
      cell: 13,
      attackerLost: [],
      defenderLost: [5],
      outcome: "attackerWon",
    },
    {
      ...all,
      type: "shipCombatResult",
      seat: 0,
      defender: 1,
      ship: 4,
      cell: 13,
      attackerLost: [4],
      defenderLost: [],
      outcome: "defenderWon",
    },
    {
      ...all,
      type: "shipCombatResult",
      seat: 0,
      defender: 1,
      ship: 4,
      cell: 13,
      attackerLost: [4],
      defenderLost: [5, 6],
      outcome: "bothDestroyed",
    },
    {
      ...all,
      type: "shipCombatResult",
      seat: 0,
      defender: 1,
      ship: 4,
      cell: 13,
      attackerLost: [],
      defenderLost: [],
      outcome: "repelled",
    },
  ],
  strikeDeclared: [
    {
      ...all,
      type: "strikeDeclared",
      seat: 0,
      defender: 1,
      cell: 18,
      ship: 4,
      strike: "invade",
      targetShip: null,
    },
    {
      ...all,
      type: "strikeDeclared",
      seat: 0,
      defender: 1,
      cell: 18,
      ship: 4,
      strike: "ship",
      targetShip: 7,
    },
  ],
  missileDefenseFailed: [{ ...all, type: "missileDefenseFailed", seat: 1, attacker: 0, cell: 18 }],
  invasion: [
    {
      ...all,
      type: "invasion",
      seat: 0,
      defender: 1,
      cell: 18,
      ship: 4,
      attack: 5,
      defense: 3,
      won: true,
      left: 2,
      attackerLost: 1,
      defenderLost: 3,
      outcome: "conquered",
    },
    {
      ...all,
      type: "invasion",
      seat: 0,
      defender: 1,
      cell: 18,
      ship: 4,
      attack: 2,
      defense: 3,
      won: false,
      left: 1,
      attackerLost: 2,
      defenderLost: 2,
      outcome: "repelled",
    },
    {
      ...all,
      type: "invasion",
      seat: 0,
      defender: 1,
      cell: 18,
      ship: 4,
      attack: 3,
      defense: 3,
      won: false,
      left: 0,
      attackerLost: 3,
      defenderLost: 3,
      outcome: "bothWipedOut",
    },
  ],
  nuclearStrike: [
    { ...all, type: "nuclearStrike", seat: 0, defender: 1, cell: 18, ship: 4, meeplesLost: 4, farmsLost: 1 },
  ],
  biologicalStrike: [
    {
      ...all,
      type: "biologicalStrike",
      seat: 0,
      defender: 1,
      cell: 18,
      ship: 4,
      meeplesLost: 2,
      farmsLost: 0,
    },
  ],
  missileStrike: [
    {
      ...all,
      type: "missileStrike",
      seat: 0,
      defender: 1,
      cell: 18,
      ship: 4,
      strike: "windmill",
      targetShip: null,
      hit: true,
    },
    {
      ...all,
      type: "missileStrike",
      seat: 0,
      defender: 1,
      cell: 18,
      ship: 4,
      strike: "ship",
      targetShip: 7,
      hit: false,
    },
  ],
  planetLost: [
    { ...all, type: "planetLost", seat: 1, cell: 18, by: 0, taken: true },
    { ...all, type: "planetLost", seat: 1, cell: 18, by: 0, taken: false },
  ],
  produced: [
    { ...all, type: "produced", seat: 0, cell: 12, energy: 3, ore: 2 },
    { ...all, type: "produced", seat: 0, cell: 12, energy: 0, ore: 0 },
  ],
  stole: [{ ...all, type: "stole", seat: 2, victim: 1, resource: "ore" }],
  traded: [{ ...all, type: "traded", seat: 2, victim: 0, give: "energy", takeEnergy: 1 }],
  overpopulation: [{ ...all, type: "overpopulation", seat: 0, cell: 12, removed: 2 }],
  markerRemoved: [
    { ...all, type: "markerRemoved", cell: 18, marker: "contamination" },
    { ...all, type: "markerRemoved", cell: 18, marker: "fallout" },
  ],
  tiesOffered: [{ ...all, type: "tiesOffered", seat: 0, target: 2 }],
  tiesAccepted: [{ ...all, type: "tiesAccepted", seat: 2, holder: 0 }],
  tiesDeclined: [{ ...all, type: "tiesDeclined", seat: 2, holder: 0 }],
  tiesPaid: [{ ...all, type: "tiesPaid", holder: 0, target: 2, resource: "energy" }],
  tiesBroken: [
    { ...all, type: "tiesBroken", holder: 0, target: 2, reason: "unpaid" },
    { ...all, type: "tiesBroken", holder: 0, target: 2, reason: "attacked" },
  ],
  surrendered: [{ ...all, type: "surrendered", seat: 1 }],
  endProposed: [{ ...all, type: "endProposed", seat: 0 }],
  endAnswered: [
    { ...all, type: "endAnswered", seat: 1, proposer: 0, accept: true },
    { ...all, type: "endAnswered", seat: 1, proposer: 0, accept: false },
  ],
  eliminated: [
    { ...all, type: "eliminated", seat: 1, reason: "noMeeples" },
    { ...all, type: "eliminated", seat: 1, reason: "surrendered" },
  ],
  respawned: [{ ...all, type: "respawned", seat: 1, cell: 16 }],
  gameOver: [
    {
      ...all,
      type: "gameOver",
      reason: "roundLimit",
      ranks: [2, 1, 3],
      planets: [2, 3, 1],
      classTotals: [9, 12, 5],
    },
    {
      ...all,
      type: "gameOver",
      reason: "lastStanding",
      ranks: [1, 3, 2],
      planets: [4, 0, 0],
      classTotals: [15, 0, 0],
    },
    {
      ...all,
      type: "gameOver",
      reason: "agreement",
      ranks: [1, 1, 3],
      planets: [2, 2, 1],
      classTotals: [8, 8, 5],
    },
  ],
};
const EVENTS: OperaEvent[] = Object.values(SAMPLES).flat();

/** Spanish values that may equal the English ones: pure placeholders and loan words. */
const SAME_IN_BOTH = new Set(["word.planetAt", "amount.meeple", "prompt.watching"]);
/** English words that must not appear in a Spanish text (placeholders removed). */
const ENGLISH =
  /\b(the|and|of|you|your|is|are|with|ship|ships|planet|planets|energy|ore|round|turn|player|players|wins?|build|research|tech|techs|attack|none|left|waiting|out|move|card|cards|game|phase|fleet|strike|missile|ties|done|nothing|space|spaces)\b/i;

const field = (e: OperaEvent, f: string): unknown => (e as unknown as Record<string, unknown>)[f];

describe("game log", () => {
  it("gives every event type a non-empty line in English and Spanish, with no key or placeholder left", () => {
    for (const e of EVENTS) {
      const lines = [describeEvent(e, players, en), describeEvent(e, players, es)];
      for (const line of lines) {
        expect(line, e.type).toBeTruthy();
        expect(line, e.type).not.toMatch(/[{}<>|]/);
      }
      expect(lines[1], e.type).not.toBe(lines[0]);
      expect(lines[1]!.replace(/Ana|Bot 1|Cy|Dorado/g, ""), `${e.type} in Spanish`).not.toMatch(ENGLISH);
    }
  });

  it("names the players where seats are and the cells as the board labels them, never by number", () => {
    for (const e of EVENTS) {
      for (const t of [en, es]) {
        const line = describeEvent(e, players, t)!;
        for (const f of CELL_FIELDS) {
          const c = field(e, f);
          if (typeof c !== "number") continue;
          expect(line, `${e.type}.${f}`).toContain(cellName(c, 5));
          expect(line, `${e.type}.${f}: no raw cell number`).not.toMatch(new RegExp(`\\b${c}\\b`));
        }
        for (const f of SEAT_FIELDS) {
          const seat = field(e, f);
          if (typeof seat !== "number") continue;
          // The first player is named where it matters: at Building and Movement.
          if (e.type === "phase" && (e.phase === "harvest" || e.phase === "upkeep")) continue;
          expect(line, `${e.type}.${f}`).toContain(players[seat]!.name);
        }
      }
    }
  });

  it("says what happened in the rule's words", () => {
    const line = (type: OperaEventType, i = 0, t = en) => describeEvent(SAMPLES[type][i]!, players, t);
    expect(line("built")).toBe("Ana builds a windmill on C3 (1 energy and 1 ore).");
    expect(line("built", 1, es)).toBe("Ana construye un meeple (clon) en C3 (1 de energía).");
    expect(line("shipMoved")).toBe("Ana's ship moves from C3 to D3 (1 space left, 2 ship energy).");
    expect(line("shipMoved", 0, es)).toBe(
      "La nave de Ana pasa de C3 a D3 (le queda 1 casilla, 2 de energía de nave).",
    );
    expect(line("flipped")).toBe("Ana flips B3: the planet Dorado (class 5).");
    expect(line("flipped", 1, es)).toBe("Ana voltea B3: una supernova.");
    expect(line("techUsed", 1)).toBe("Bot 1 uses Stealth Technology, copied with the Spy.");
    expect(line("drewTech", 0, es)).toBe("Ana roba Escudo de energía.");
    expect(line("shipDestroyed")).toBe("Ana's ship is destroyed in combat at D3. 2 meeples aboard are lost.");
    expect(line("shipDestroyed", 1)).toBe("A ship with no controller is destroyed by the supernova at D3.");
    expect(line("invasion")).toBe(
      "Ana invades Bot 1's planet at D4: strength 5 against 3. The planet is taken with 2 meeples left; Bot 1 loses 3 meeples.",
    );
    expect(line("invasion", 2, es)).toBe(
      "Ana invade el planeta de Bot 1 en D4: 3 contra 3, empate. Ambos bandos caen y el planeta queda sin controlador.",
    );
    // a tie or a strike leaves the planet to nobody: it is not lost "to" the attacker
    expect(line("planetLost")).toBe("Bot 1 loses the planet at D4 to Ana.");
    expect(line("planetLost", 1)).toBe(
      "Bot 1 loses the planet at D4 to Ana's attack: nobody controls it now.",
    );
    expect(line("missileStrike")).toBe(
      "Ana's missile hits Bot 1's planet at D4: the windmills are destroyed.",
    );
    expect(line("transferred")).toBe(
      "Ana moves 2 meeples from C3 to D4 with Transport Beam (fee: 2 energy).",
    );
    expect(line("traded", 0, es)).toBe(
      "Cy (Comerciante) da 1 de energía a Ana y toma 1 de energía y 1 de mineral.",
    );
    expect(line("spyReport")).toBe("Ana's Spy sees Cy's hand: Rogue and Force Field.");
  });

  it("the final standings' score says planets, over the shell's 'score 5', in both languages", () => {
    for (const [lang, one, five] of [
      ["en", "1 planet", "5 planets"],
      ["es", "1 planeta", "5 planetas"],
    ] as const) {
      const t = makeTranslator(lang, [messages, SHELL_MESSAGES]);
      expect([t("result.score", { score: 1 }), t("result.score", { score: 5 })]).toEqual([one, five]);
    }
  });

  it("ends with why the game ended and the standings in words", () => {
    const [limit, last, agreed] = SAMPLES.gameOver;
    expect(describeEvent(limit!, players, en)).toBe(
      "Game over at the round limit: most planets wins, then the highest class total. Bot 1 wins. Standings: 1. Bot 1, 3 planets (class total 12); 2. Ana, 2 planets (class total 9); 3. Cy, 1 planet (class total 5).",
    );
    expect(describeEvent(limit!, players, es)).toBe(
      "Fin de la partida por límite de rondas: gana quien tiene más planetas y, si empatan, la mayor suma de clases. Gana Bot 1. Clasificación: 1. Bot 1, 3 planetas (suma de clases 12); 2. Ana, 2 planetas (suma de clases 9); 3. Cy, 1 planeta (suma de clases 5).",
    );
    expect(describeEvent(last!, players, en)).toBe(
      "Game over: Ana is the last standing and wins. Standings: 1. Ana, 4 planets (class total 15); 2. Cy, out; 3. Bot 1, out.",
    );
    expect(describeEvent(agreed!, players, en)).toMatch(
      /^Game over by agreement: .* Ana and Bot 1 win\. Standings: 1\. Ana, .*; 1\. Bot 1, /,
    );
  });
});

// ---------------------------------------------------------------- prompts from real states

type Update = SceneUpdate<OperaPublic, OperaPrivate, OperaMove, OperaEvent>;

function start(n: number, seed = "words"): OperaState {
  return game.setup({ players: n, seed, options: game.optionsSchema.parse({}) });
}

function must(s: OperaState, seat: number, m: OperaMove): { state: OperaState; events: OperaEvent[] } {
  const r = game.apply(s, seat, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.code}`);
  return r.value;
}

function upd(s: OperaState, seat: number | null): Update {
  const actors = game.actors(s);
  return {
    view: { public: game.publicView(s), private: seat === null ? null : game.privateView(s, seat) },
    legal: seat === null ? [] : game.legalMoves(s, seat),
    events: [],
    version: 3,
    seat,
    players: players.slice(0, s.players),
    actors,
    status: s.phase === "over" ? "finished" : "playing",
    outcome: game.outcome(s),
  };
}

const planetAt = (s: OperaState, cell: number): string =>
  `${planetCard(s.planets[cell]!.card).name} (${cellName(cell, 5)})`;
const ownCells = (s: OperaState, seat: number): number[] =>
  s.planets.flatMap((p, i) => (p?.owner === seat ? [i] : [])).sort((a, b) => a - b);

describe("prompt", () => {
  it("build: which planets, research only as the first action; then what is left on the planet", () => {
    let s = start(2);
    const me = game.actors(s)[0]!;
    const other = 1 - me;
    const [a, b] = ownCells(s, me);
    expect(prompt(upd(s, me), en)).toBe(
      `Building: build on one of your planets (${planetAt(s, a!)} and ${planetAt(s, b!)}), or pass. Research (draw a technology) only as your first action: it ends your Building.`,
    );
    expect(prompt(upd(s, me), es)).toMatch(
      /^Construcción: construye en uno de tus planetas .* Investigar .* primera acción/,
    );
    s = must(s, me, { type: "build", planet: a!, item: "windmill" }).state;
    const p = s.planets[a!]!;
    const free = p.meeples - p.used;
    expect(prompt(upd(s, me), en)).toBe(
      `Building on ${planetAt(s, a!)}: ${free} free ${free === 1 ? "meeple" : "meeples"}, ${p.energy} energy and ${p.ore} ore in its store. Build more there, or end your turn.`,
    );
    expect(prompt(upd(s, other), en)).toBe(
      `Waiting for ${players[me]!.name}: building on ${planetAt(s, a!)}.`,
    );
    expect(prompt(upd(s, null), es)).toBe(`${players[me]!.name}: construyendo en ${planetAt(s, a!)}.`);
  });

  it("movement: which ship, then the spaces left of the movement under way (from the view)", () => {
    const s0 = start(2);
    const me = game.actors(s0)[0]!;
    const home = ownCells(s0, me)[0]!;
    const s = structuredClone(s0);
    s.phase = "move";
    s.turn = me;
    s.ships = [
      {
        id: 1,
        owner: me,
        cell: home,
        energy: 2,
        meeples: 0,
        ore: 0,
        nukes: 0,
        bios: 0,
        acts: 0,
        load: 0,
        stealth: false,
        pulsed: false,
        fused: false,
      },
    ];
    s.nextShip = 2;
    expect(prompt(upd(s, me), en)).toBe(
      "Movement: choose one of your ships to move (1 can start a movement, for 1 ship energy), load or unload cargo, or pass.",
    );
    const step = game.legalMoves(s, me).find((m) => m.type === "step" && !s.faceUp[m.to]);
    if (step?.type !== "step") throw new Error("no step into space");
    const moved = must(s, me, step).state;
    const v = game.publicView(moved);
    expect(v.active?.points).toBe(1);
    expect(prompt(upd(moved, me), en)).toBe(
      `Your ship at ${cellName(step.to, 5)} is moving: 1 space left. Click a lit card to go on (the board marks a move that would lose the ship), or stop.`,
    );
    expect(prompt(upd(moved, me), es)).toMatch(
      /^Tu nave en [A-E][1-5] se está moviendo: le queda 1 casilla\./,
    );
    expect(prompt(upd(moved, 1 - me), en)).toBe(
      `Waiting for ${players[me]!.name}: moving a ship at ${cellName(step.to, 5)} (1 space left).`,
    );
    // Meeples above the home planet's capacity: a reminder while they can still board a ship.
    const crowded = structuredClone(s);
    const cap = game.privateView(s, me).planets.find((f) => f.cell === home)!.capacity;
    crowded.planets[home]!.meeples = cap + 2;
    expect(prompt(upd(crowded, me), en)).toBe(
      `Movement: choose one of your ships to move (1 can start a movement, for 1 ship energy), load or unload cargo, or pass. ${planetAt(s, home)}: 2 meeples over capacity, lost at Maintenance unless loaded onto a ship.`,
    );
  });

  it("out of the game: said so, never 'waiting for the other players'", () => {
    let s = start(3);
    const me = game.actors(s)[0]!;
    s = must(s, me, { type: "surrender" }).state;
    expect(s.phase).not.toBe("over");
    const text = prompt(upd(s, me), en);
    expect(text).toMatch(/^You are out of the game \(surrendered\): you watch to the end\./);
    expect(text).not.toMatch(/waiting/i);
    expect(prompt(upd(s, me), es)).toMatch(
      /^Estás fuera de la partida \(te rendiste\): la miras hasta el final\./,
    );
    const gone = structuredClone(start(3));
    const seat = (game.actors(gone)[0]! + 1) % 3;
    gone.out[seat] = 1;
    const out = prompt(upd(gone, seat), en);
    expect(out).toMatch(/^You are out of the game \(eliminated\): you watch to the end\./);
    expect(out).not.toMatch(/waiting/i);
  });

  it("a proposal to end the game: the answer asked for, with the standing it would give", () => {
    let s = start(2);
    const me = game.actors(s)[0]!;
    const other = 1 - me;
    s = must(s, me, { type: "proposeEnd" }).state;
    const rank = game.publicView(s).standings[other]!.rank;
    expect(prompt(upd(s, other), en)).toBe(
      `${players[me]!.name} proposes to end the game now (most planets wins, then class total): you would rank ${rank} with 2 planets. Accept or refuse; one refusal is enough.`,
    );
    expect(prompt(upd(s, me), en)).toBe(
      `Waiting for ${players[other]!.name}: answering ${players[me]!.name}'s proposal to end the game.`,
    );
  });

  it("over: names the winners and why the game ended", () => {
    let s = start(2);
    const me = game.actors(s)[0]!;
    const other = 1 - me;
    const { state, events } = must(s, me, { type: "surrender" });
    expect(state.phase).toBe("over");
    expect(prompt(upd(state, me), en)).toBe(
      `Game over: ${players[other]!.name} wins as the last player standing.`,
    );
    expect(prompt(upd(state, null), es)).toBe(
      `Fin de la partida: gana ${players[other]!.name}, en pie hasta el final.`,
    );
    const over = events.find((e) => e.type === "gameOver")!;
    expect(describeEvent(over, players, en)).toMatch(
      new RegExp(`^Game over: ${players[other]!.name} is the last standing and wins\\.`),
    );

    s = must(s, me, { type: "proposeEnd" }).state;
    s = must(s, other, { type: "answerEnd", accept: true }).state;
    expect(s.phase).toBe("over");
    // Two class-5 planets each: a shared first place.
    expect(prompt(upd(s, me), en)).toBe(
      "Game over by agreement: Ana and Bot 1 win with 2 planets (class total 10).",
    );
    expect(prompt(upd(s, me), es)).toBe(
      "Fin de la partida por acuerdo: ganan Ana y Bot 1 con 2 planetas (suma de clases 10).",
    );
  });

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
    } as unknown as Update;
    expect(prompt(u, en)).toBe("");
    expect(prompt({ ...u, seat: null }, es)).toBe("");
  });

  it("renders every event and prompt of bot games with no placeholder or key left", () => {
    const seen = new Set<string>();
    for (const [n, seed] of [
      [3, "words-3"],
      [4, "words-4"],
    ] as const) {
      let s = game.setup({ players: n, seed, options: game.optionsSchema.parse({ roundLimit: 10 }) });
      const rng = rngFromSeed(`${seed}-bots`);
      for (let k = 0; k < 5000 && s.phase !== "over"; k++) {
        const seat = game.actors(s)[0]!;
        if (k % 4 === 0)
          for (const viewer of [seat, (seat + 1) % n, null])
            for (const t of [en, es]) expect(prompt(upd(s, viewer), t)).toMatch(/^[^{}<>|]+$/);
        const view = { public: game.publicView(s), private: game.privateView(s, seat) };
        const legal = game.legalMoves(s, seat);
        const move = game.bots.default!.choose({ seat, view, legal, rng, budgetMs: 5, now: () => 0 });
        const r = must(s, seat, move);
        for (const e of r.events) {
          seen.add(e.type);
          for (const t of [en, es]) expect(describeEvent(e, players, t), e.type).toMatch(/^[^{}<>|]+$/);
        }
        s = r.state;
      }
      expect(s.phase).toBe("over");
      expect(prompt(upd(s, 0), en)).toMatch(/^Game over/);
    }
    for (const type of ["built", "shipMoved", "flipped", "produced", "gameOver"])
      expect(seen.has(type), type).toBe(true);
  });
});

// ---------------------------------------------------------------- dictionaries

/** Refusal params that read as numbers: the only ones a translation shows (the others are ids). */
const NUMERIC_PARAMS = new Set(["energy", "ore", "max", "range", "shipEnergy"]);

describe("dictionaries", () => {
  it("English and Spanish have the same keys and the same placeholders; no text is empty", () => {
    expect(Object.keys(messages.es).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [k, text] of Object.entries(messages.en)) {
      expect(placeholders(messages.es[k]!), k).toEqual(placeholders(text));
      expect(text.trim(), k).not.toBe("");
      expect(messages.es[k]!.trim(), k).not.toBe("");
      expect(k.startsWith("sop."), `${k}: the board's keys are in board-messages.ts`).toBe(false);
    }
  });

  it("no Spanish text is the English one (but placeholders and loan words) or holds English words", () => {
    for (const [k, text] of Object.entries(messages.es)) {
      if (SAME_IN_BOTH.has(k)) continue;
      expect(text, k).not.toBe(messages.en[k]);
      expect(text.replace(/\{[^}]*\}/g, ""), k).not.toMatch(ENGLISH);
    }
  });

  it("names every tech and says what it does, in both languages", () => {
    for (const id of TECH_IDS)
      for (const lang of ["en", "es"] as const) {
        expect(messages[lang][`tech.${id}`], `${lang} ${id}`).toBeTruthy();
        expect(messages[lang][`tech.${id}.text`]?.length ?? 0, `${lang} ${id}.text`).toBeGreaterThan(20);
      }
    expect(es("tech.ambassador")).toBe("Embajador");
    expect(es("tech.empPulseCannon")).toBe("Cañón de pulsos EM");
    expect(es("tech.energyShield")).toBe("Escudo de energía");
    expect(en("tech.missileDefense")).toBe("Missile Defense System");
  });

  it("translates every refusal code of the engine, showing the refusal's number params", () => {
    const sample = { energy: 2, ore: 3, max: 10, range: 3, shipEnergy: 1, tech: "spy", cell: 12, ship: 4 };
    for (const code of OPERA_ERROR_CODES) {
      const numbers = placeholders(OPERA_ERROR_TEXT[code]).filter((p) => NUMERIC_PARAMS.has(p));
      for (const lang of ["en", "es"] as const) {
        const text = messages[lang][`error.${code}`];
        expect(text, `${lang} ${code}`).toBeTruthy();
        expect(placeholders(text!), `${lang} ${code}`).toEqual(numbers);
        expect(interpolate(text!, sample), `${lang} ${code}`).not.toMatch(/[{}]/);
      }
    }
    expect(en("error.CANNOT_AFFORD", { energy: 2, ore: 3 })).toBe(
      "That costs 2 energy and 3 ore from one planet's store, more than it holds.",
    );
  });

  it("has the words of every build item, cargo, map card and strike", () => {
    const keys = [
      ...["meeple", "windmill", "refinery", "farm", "bunker", "ship", "bio", "nuke"].map((i) => `item.${i}`),
      ...["energy", "ore", "meeple", "windmill", "refinery", "farm", "bunker", "nuke", "bio"].map(
        (a) => `amount.${a}`,
      ),
      ...["space", "supernova", "asteroid", "wormhole", "planet"].map((c) => `card.${c}`),
      ...[
        "invade",
        "nuke",
        "bio",
        "meeple",
        "windmill",
        "refinery",
        "farm",
        "bunker",
        "ship",
        "warheads",
        "none",
      ].map((x) => `strike.${x}`),
    ];
    for (const k of keys) {
      expect(Object.hasOwn(messages.en, k), k).toBe(true);
      expect(Object.hasOwn(messages.es, k), k).toBe(true);
    }
    expect(cardKind("void")).toBe("space");
  });
});

describe("the end screen's reason", () => {
  it("says why the game ended from the rules' view, in English and in Spanish", async () => {
    const { messages: dict } = await import("../src/games/space-opera/dictionary.ts");
    const t =
      (lang: "en" | "es") =>
      (key: string): string =>
        dict[lang][key] ?? `<${key}>`;
    expect(endReason({ endReason: "roundLimit" }, t("en"))).toMatch(/^Round limit reached: most planets/);
    expect(endReason({ endReason: "roundLimit" }, t("es"))).toMatch(/^Se alcanzó el límite de rondas/);
    expect(endReason({ endReason: "lastStanding" }, t("en"))).toMatch(/last player with meeples/);
    expect(endReason({ endReason: "lastStanding" }, t("es"))).toMatch(/último jugador con meeples/);
    expect(endReason({ endReason: "agreement" }, t("es"))).toMatch(/^Los jugadores acordaron/);
    // a game not over: no reason (the result box keeps the rules' one, if any)
    expect(endReason({ endReason: null }, t("en"))).toBeNull();
  });
});
