/**
 * Space Gate Odyssey in words: the game log (one line per event, English and Spanish), the prompt
 * (always says what to do next), the dictionaries (same keys and placeholders in both languages,
 * a translation for every RuleError code of the engine) and the board layout (no overlaps).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SgoEvent, SgoMove, SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import { describe, expect, it } from "vitest";
import type { PlayerInfo, SceneUpdate } from "../src/games/contract.ts";
import { PANELS } from "../src/games/space-gate-odyssey/adapter.ts";
import { bestColumns, layoutBoard, overlaps } from "../src/games/space-gate-odyssey/layout.ts";
import { messages } from "../src/games/space-gate-odyssey/messages.ts";
import { describeEvent, moduleName, prompt } from "../src/games/space-gate-odyssey/words.ts";
import { interpolate, placeholders } from "../src/i18n/i18n.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const players: PlayerInfo[] = [
  { seat: 0, name: "Ana", kind: "human", connected: true, botReason: "" },
  { seat: 1, name: "Bo", kind: "bot", connected: true, botReason: "filled" },
];
const tr =
  (lang: "en" | "es") =>
  (key: string, params?: Record<string, string | number>): string =>
    interpolate(messages[lang][key] ?? messages.en[key] ?? `<${key}>`, params);
const en = tr("en");
const es = tr("es");
const ev = (e: Record<string, unknown>): SgoEvent => ({ visibleTo: "all", ...e }) as unknown as SgoEvent;

/** One event of every type, as the engine emits them. */
const EVENTS: SgoEvent[] = [
  ev({ type: "turnStarted", seat: 0, round: 3 }),
  ev({ type: "roomActivated", seat: 0, figure: "chief", from: "modules", room: "water" }),
  ev({ type: "actionsStarted", seat: 1, room: "water", points: 2 }),
  ev({ type: "actionsEnded", seat: 1, room: "water", unused: 1, passed: true }),
  ev({ type: "actionsEnded", seat: 1, room: "water", unused: 2, passed: false }),
  ev({ type: "settlerMoved", seat: 0, from: 81, to: 12 }),
  ev({ type: "moduleSwitchedOn", seat: 0, module: 12 }),
  ev({ type: "bonusGained", seat: 0, module: 36, bonus: "recruit", room: null }),
  ev({ type: "bonusGained", seat: 0, module: 42, bonus: "robot", room: "water" }),
  ev({ type: "bonusLost", seat: 0, module: 39, bonus: "promote", why: "no suit" }),
  ev({ type: "tileDrawn", seat: 1, pile: 3, tile: 40 }),
  ev({ type: "tilePlaced", seat: 1, tile: 40, x: 1, y: 0, rotation: 2 }),
  ev({ type: "tileReturned", seat: 1, pile: 3, tile: 40 }),
  ev({ type: "accessFilled", seat: 0, module: 81, added: 3 }),
  ev({ type: "journeyStarted", seat: 0, module: 12, gate: "alpha", to: "bose", settlers: 2 }),
  ev({ type: "journeyStarted", seat: 0, module: 12, gate: "alpha", to: "hawking", settlers: 2 }),
  ev({ type: "settlerColonized", seat: 0, module: 12, planet: "bose", spot: 4 }),
  ev({ type: "settlersReturned", seat: 0, count: 1, from: "module", module: 12, planet: null }),
  ev({ type: "settlersReturned", seat: 1, count: 4, from: "planet", module: null, planet: "bose" }),
  ev({ type: "hawkingReached", seat: 0, module: 12, gate: "alpha", settlers: 2 }),
  ev({
    type: "predominanceSwapped",
    seat: 0,
    a: 0,
    b: 3,
    order: ["balance", "wildlife", "energy", "water", "none"],
  }),
  ev({ type: "planetClosed", planet: "bose", by: 1, points: [12, 5], lines: [] }),
  ev({ type: "gateMoved", gate: "beta", from: "bose", to: "dirac", by: 1 }),
  ev({ type: "influenceChanged", seat: 0, from: 8, to: 3, delta: 5, laps: 1, reason: "Bose closed" }),
  ev({ type: "influenceChanged", seat: 0, from: 1, to: 8, delta: -3, laps: -1, reason: "open corridors" }),
  ev({ type: "governmentAdded", seat: 0, rank: 3, figure: "engineer", room: "water", wasChief: true }),
  ev({ type: "governmentMissed", seat: 1, rank: 11, why: "x" }),
  ev({ type: "governmentRemoved", seat: 0, rank: 2, figure: "settler" }),
  ev({ type: "figureAdded", seat: 0, room: "energy", figure: "engineer" }),
  ev({ type: "figureAdded", seat: 0, room: "airlock", figure: "robot" }),
  ev({ type: "engineerPromoted", seat: 1, room: "modules" }),
  ev({ type: "reorganizationStarted", seat: 0 }),
  ev({ type: "reorganizationCancelled", seat: 0 }),
  ev({ type: "reorganizationDone", seat: 0 }),
  ev({
    type: "finalScoring",
    reason: "exoplanets",
    rows: [
      { seat: 0, predominance: [{ token: "water", points: 7 }], openCorridors: 3, total: 4 },
      { seat: 1, predominance: [], openCorridors: 1, total: -1 },
    ],
  }),
  ev({ type: "gameOver", ranks: [1, 2], reason: "x" }),
];

describe("game log", () => {
  it("gives one readable line per event in English and Spanish (names, no leftover placeholders)", () => {
    for (const t of [en, es]) {
      for (const e of EVENTS) {
        const line = describeEvent(e, players, t);
        if (e.type === "hawkingReached") {
          expect(line).toBeNull(); // the influence line says it
          continue;
        }
        expect(line, e.type).toBeTruthy();
        expect(line, e.type).not.toMatch(/[{}<>]/);
      }
    }
  });

  it("says who did what in the rulebook's words", () => {
    expect(describeEvent(EVENTS[1]!, players, en)).toBe(
      "Ana moves a chief engineer to the Water room and activates it.",
    );
    expect(describeEvent(EVENTS[1]!, players, es)).toBe(
      "Ana mueve un ingeniero jefe a la sala de Agua y la activa.",
    );
    expect(describeEvent(EVENTS[21]!, players, en)).toBe("Bose is closed by Bo. Influence: Ana 12, Bo 5.");
    expect(describeEvent(EVENTS[23]!, players, en)).toBe("Ana gains 5 influence (Bose closed); wheel at 3.");
    expect(describeEvent(EVENTS[25]!, players, en)).toBe("Ana places a chief engineer on government rank 3.");
    expect(describeEvent(EVENTS.at(-1)!, players, en)).toBe("Game over: Ana wins.");
    expect(describeEvent(EVENTS.find((e) => e.type === "journeyStarted")!, players, en)).toMatch(
      /^2 settlers of Ana go through gate/,
    );
    const one = ev({ type: "journeyStarted", seat: 0, module: 12, gate: "alpha", to: "bose", settlers: 1 });
    expect(describeEvent(one, players, en)).toMatch(/^1 settler of Ana goes through gate α to Bose/);
    expect(describeEvent(one, players, es)).toMatch(/^1 colono de Ana cruza la puerta/);
    expect(moduleName(12, es)).toBe("módulo de Puerta Espacial de Vida salvaje");
    expect(moduleName(81, en)).toBe("white starting module");
  });
});

function view(over: Partial<SgoPublicView>): SgoPublicView {
  return {
    players: 2,
    options: { short: true, firstGame: false, maxRounds: 80 },
    round: 2,
    turn: 4,
    first: 0,
    active: 0,
    phase: "act",
    decision: null,
    act: null,
    build: null,
    hand: null,
    journey: null,
    reorganization: null,
    piles: [],
    planets: [],
    gates: [],
    predominance: [],
    seats: [],
    pending: [],
    closed: 0,
    target: 3,
    final: null,
    ...over,
  } as SgoPublicView;
}

function upd(
  v: SgoPublicView,
  legal: SgoMove[],
  seat: number | null = 0,
): SceneUpdate<SgoPublicView, unknown, SgoMove, SgoEvent> {
  return {
    view: { public: v, private: null },
    legal,
    events: [],
    version: 7,
    seat,
    players,
    actors: v.decision ? [v.decision.seat] : [],
    status: "playing",
    outcome: null,
  };
}

describe("prompt", () => {
  const decision = (kind: string, seat = 0, extra: object = {}) =>
    ({
      seat,
      kind,
      room: null,
      pointsLeft: null,
      planet: null,
      text: "",
      ...extra,
    }) as SgoPublicView["decision"];

  it("says what to do now, with the actions left", () => {
    const act = { room: "water", queue: [0], pointsLeft: 3, usedPiles: [] } as SgoPublicView["act"];
    const v = view({ act, decision: decision("act", 0, { room: "water", pointsLeft: 3 }) });
    expect(prompt(upd(v, [{ type: "moveSettler", from: 81, to: 12 }, { type: "pass" }]), en)).toBe(
      "Move a settler into a Water module (actions left: 3)",
    );
    expect(prompt(upd(v, [{ type: "moveSettler", from: 81, to: 12 }, { type: "pass" }]), es)).toBe(
      "Mueve un colono a un módulo de Agua (acciones restantes: 3)",
    );
    const a = view({ phase: "activate", decision: decision("activate") });
    expect(prompt(upd(a, [{ type: "activate", from: "water", figure: "engineer", to: "energy" }]), en)).toBe(
      "Choose an engineer and a control room",
    );
    const col = view({
      phase: "journey",
      journey: { queue: [0], flight: { module: 12, planet: "bose", placed: 0, island: -1 } },
      seats: [{ station: [{ tile: 12, settlers: 2 }] }] as unknown as SgoPublicView["seats"],
      decision: decision("colonize", 0, { planet: "bose" }),
    });
    expect(
      prompt(
        upd(col, [
          { type: "colonize", spot: 1 },
          { type: "colonize", spot: 2 },
        ]),
        en,
      ),
    ).toBe("Choose a spot on Bose for this settler (2 to land)");
  });

  it("tells a waiting player and a spectator who acts and what they are doing", () => {
    const act = { room: "modules", queue: [1], pointsLeft: 2, usedPiles: [] } as SgoPublicView["act"];
    const v = view({ act, decision: decision("act", 1, { room: "modules", pointsLeft: 2 }) });
    expect(prompt(upd(v, [], 0), en)).toBe("Waiting for Bo, who is drawing modules (actions left: 2)");
    expect(prompt(upd(v, [], null), en)).toBe("Bo is drawing modules (actions left: 2)");
  });

  it("names the winner at the end", () => {
    const v = view({ phase: "over", final: { reason: "exoplanets", rows: [] } });
    const u = { ...upd(v, []), status: "finished" as const, outcome: { ranks: [2, 1], scores: [12, 30] } };
    expect(prompt(u, en)).toBe("Game over: Bo won. Final scores on Hawking");
  });
});

describe("dictionaries", () => {
  it("English and Spanish have the same keys and the same placeholders", () => {
    expect(Object.keys(messages.es).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [k, text] of Object.entries(messages.en)) {
      expect(placeholders(messages.es[k]!), k).toEqual(placeholders(text));
    }
  });

  it("translate every RuleError code the engine can answer", () => {
    const src = ["explain.ts", "planets.ts", "station.ts"]
      .map((f) => readFileSync(path.join(here, "../../rules/src/space-gate-odyssey", f), "utf8"))
      .join("\n");
    const codes = new Set(
      [
        ...src.matchAll(
          /code: "([A-Z_]+)"|fail\("([A-Z_]+)"|"(CELL_OCCUPIED|NO_OPEN_CORRIDOR|MODULE_NOT_CONNECTED)"/g,
        ),
      ].map((m) => m[1] ?? m[2] ?? m[3]!),
    );
    expect(codes.size).toBeGreaterThan(25);
    for (const code of codes) {
      expect(messages.en[`error.${code}`], code).toBeTruthy();
      expect(messages.es[`error.${code}`], code).toBeTruthy();
    }
  });
});

describe("board layout", () => {
  it("never overlaps its parts and stays inside the canvas, landscape and portrait, whatever is in front", () => {
    for (const [w, h] of [
      [860, 570],
      [1240, 900],
      [372, 520],
      [600, 700],
    ] as const) {
      for (const focus of PANELS) {
        const l = layoutBoard(w, h, focus, true);
        const rects = [l.bar, ...(l.tabs ? [l.tabs] : []), ...PANELS.map((p) => l.panels[p])];
        for (const r of rects) {
          expect(
            r.x >= 0 && r.y >= 0 && r.x + r.w <= w + 0.5 && r.y + r.h <= h + 0.5,
            `${w}x${h} ${focus}`,
          ).toBe(true);
          expect(r.w > 20 && r.h > 20).toBe(true);
        }
        for (let i = 0; i < rects.length; i++) {
          for (let j = i + 1; j < rects.length; j++)
            expect(overlaps(rects[i]!, rects[j]!), `${w}x${h} ${focus} ${i}/${j}`).toBe(false);
        }
        // The panel in front is the largest.
        const area = (p: (typeof PANELS)[number]): number => l.panels[p].w * l.panels[p].h;
        for (const p of PANELS) if (p !== focus) expect(area(focus)).toBeGreaterThan(area(p));
      }
    }
  });

  it("lays exoplanets out in the columns that show them largest", () => {
    expect(bestColumns(5, 0.9, { w: 1000, h: 220 })).toBe(5);
    expect(bestColumns(5, 0.9, { w: 360, h: 500 })).toBe(2);
    expect(bestColumns(3, 0.9, { w: 300, h: 900 })).toBe(1);
  });
});
