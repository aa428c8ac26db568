/**
 * Refusals and events as listed vocabularies: every code the engine can give is in
 * GALAXY_ERROR_CODES with its sentence and the params that sentence names; every event it emits is
 * a GalaxyEvent type. Checked by reading the sources and by exercising random games with many
 * candidate moves (legal or not). Also: a partial wide box can always be left in one move (p.32).
 */
import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../src/core/canonical.ts";
import { rngFromSeed } from "../../src/core/rng.ts";
import type { Seat } from "../../src/core/types.ts";
import { allBoxes } from "../../src/one-deck-galaxy/boxes.ts";
import { ADVERSARIES, SOCIETIES } from "../../src/one-deck-galaxy/content.ts";
import { GALAXY_ERROR_CODES, GALAXY_ERROR_TEXT } from "../../src/one-deck-galaxy/errors.ts";
import { explain, whyWaiting } from "../../src/one-deck-galaxy/explain.ts";
import {
  GALAXY_EVENT_TYPES,
  type GalaxyState,
  type GalaxyMove as Move,
} from "../../src/one-deck-galaxy/types.ts";
import {
  act,
  g,
  giveCard,
  legal,
  newGame,
  refuse,
  withInfluence,
  withPool,
  withScience,
  withZoneCard,
} from "./helpers.ts";

// The rules package has no Node types; these tests run on Node (as space-gate-odyssey's do).
declare const URL: new (path: string, base: string | object) => object;
interface Fs {
  readFileSync(path: object, encoding: "utf8"): string;
  readdirSync(path: object): string[];
}
async function nodeFs(): Promise<Fs> {
  const name = "node:fs";
  return (await import(name)) as Fs;
}
const HERE = (import.meta as unknown as { url: string }).url;
const SRC = new URL("../../src/one-deck-galaxy/", HERE);
const DOC = new URL("../../../../docs/games/one-deck-galaxy.md", HERE);
const LISTED = new Set<string>(GALAXY_ERROR_CODES);

/** Candidate moves for `seat`: the legal ones and many that are not. */
function candidates(s: GalaxyState, seat: Seat, pick: (n: number) => number): Move[] {
  const p = s.seats[seat]!;
  const dice = [...new Set([...p.pool, "y1", "k6", "b4"])];
  const keys = [...allBoxes(s).map((b) => b.key), "lab", "g99.0.0", "c.7", "m.mathematicians-3", "s.9.0"];
  const some = <T>(xs: readonly T[]) => xs[pick(xs.length)]!;
  const out: Move[] = [
    ...legal(s, seat),
    { type: "roll" },
    { type: "cancel" },
    { type: "ultratech" },
    { type: "stop" },
    { type: "flip" },
    { type: "done" },
    { type: "probe" },
    { type: "labDone" },
    { type: "upgrade" },
    { type: "noUpgrade" },
    { type: "claim", as: "colony", seat: 1 },
    { type: "study", card: some([...s.zone.map((z) => z.id), 30, 40]) },
  ];
  for (let i = 0; i < 12; i++) out.push({ type: "place", die: some(dice), to: some(keys) });
  for (let i = 0; i < 4; i++) out.push({ type: "ring", to: some(keys) });
  for (const die of dice) {
    out.push({ type: "calibrate", die, d: some([1, -1] as const) }, { type: "return", die });
    out.push({ type: "pick", die, d: 1 }, { type: "pick", die, owner: 1 });
  }
  out.push({ type: "combine", a: some(dice), b: some(dice) });
  out.push({ type: "combine", a: some(dice), b: some(dice), to: 0 });
  out.push({ type: "combine", a: some(dice), b: some(dice), partner: true, to: some([0, 1]) });
  out.push({ type: "combine", a: some(dice), b: some(dice), partner: true });
  for (const tech of ["hw", "soc", "c1", ...p.techs.map((id) => `c${id}`)])
    out.push({ type: "tech", tech, opt: pick(4) });
  const ids = SOCIETIES.flatMap((x) => x.milestones.map((m) => m.id));
  out.push(
    { type: "milestone", id: some(ids) },
    { type: "milestone", id: some(ids), colonies: [some([1, 2, 3])] },
  );
  out.push({ type: "milestone", id: some(ids), colonies: [...p.colonies].reverse() });
  return out;
}

/**
 * p.32: a wide box being filled can be left in one move by any player who may act, and the view
 * says whether it is stuck (no acting player can add a die); a player whose only move is cancel
 * is told why when saying done.
 */
function openBoxInvariant(s: GalaxyState): void {
  const v = g.publicView(s).openBox!;
  expect(v.key).toBe(s.open);
  expect(v.missing).toBeGreaterThan(0);
  let canPlace = false;
  for (const seat of g.actors(s)) {
    const moves = legal(s, seat);
    expect(moves).toContainEqual({ type: "cancel" });
    if (moves.some((m) => m.type === "place" && m.to === s.open)) canPlace = true;
    if (moves.length === 1)
      expect(explain(s, seat, { type: "done" })).toMatchObject({
        code: "FINISH_WIDE_BOX",
        params: { key: s.open, missing: v.missing },
      });
  }
  // A player in the middle of a Tech (who will place after it) counts with the dice in their pool.
  if (v.stuck) expect(canPlace).toBe(false);
  if (g.actors(s).every((seat) => !s.seats[seat]!.pending)) expect(v.stuck).toBe(!canPlace);
}

describe("refusals: a listed vocabulary (stellar_omega's pattern)", () => {
  it("lists each code once, each with one English sentence", () => {
    expect(new Set(GALAXY_ERROR_CODES).size).toBe(GALAXY_ERROR_CODES.length);
    for (const code of GALAXY_ERROR_CODES) expect(GALAXY_ERROR_TEXT[code]).toMatch(/^[A-Z{].*\.$/);
    expect(Object.keys(GALAXY_ERROR_TEXT).sort()).toEqual([...GALAXY_ERROR_CODES].sort());
  });

  it("every code in the sources is listed, and every refusal goes through `refusal`", async () => {
    const fs = await nodeFs();
    const used = new Set<string>();
    for (const f of fs.readdirSync(SRC).filter((x) => x.endsWith(".ts") && x !== "errors.ts")) {
      const text = fs.readFileSync(new URL(f, SRC), "utf8");
      for (const m of text.matchAll(/refusal\("([A-Z_]+)"/g)) used.add(m[1]!);
      expect(text, `${f} builds a RuleError by hand`).not.toMatch(/\bcode: "/);
    }
    expect([...used].filter((c) => !LISTED.has(c))).toEqual([]);
    // Every listed code is given somewhere (none is dead).
    expect(GALAXY_ERROR_CODES.filter((c) => !used.has(c))).toEqual([]);
  });

  it("random games: every refusal is listed, with its sentence's params filled; events are listed", () => {
    const seen = new Set<string>();
    const events = new Set<string>();
    const rng = rngFromSeed("errors");
    for (let game = 0; game < 40; game++) {
      const players = 1 + (game % 2);
      const adversary = ADVERSARIES[game % ADVERSARIES.length]!.id;
      let s = g.setup({ players, seed: `e${game}`, options: { adversary, hard: game % 4 === 3 } });
      for (let step = 0; step < 400 && !g.outcome(s); step++) {
        const acting = g.actors(s);
        for (let seat = 0; seat < players; seat++) {
          // A seat that may not act is told why by whyWaiting (or the platform); explain is for actors.
          const waiting = acting.includes(seat) ? null : whyWaiting(s, seat);
          if (waiting) seen.add(waiting.code);
          if (!acting.includes(seat)) continue;
          const listed = new Set(legal(s, seat).map(canonicalJson));
          for (const m of candidates(s, seat, (n) => rng.int(n))) {
            if (listed.has(canonicalJson(m))) continue;
            const e = explain(s, seat, m);
            seen.add(e.code);
            expect(LISTED.has(e.code), e.code).toBe(true);
            expect(e.message, `${e.code}: ${e.message}`).not.toMatch(/[{}]/);
          }
        }
        const actors = g.actors(s);
        if (s.open) openBoxInvariant(s);
        const seat = actors[rng.int(actors.length)]!;
        const moves = legal(s, seat);
        const r = g.apply(s, seat, moves[rng.int(moves.length)]!);
        if (!r.ok) throw new Error(r.error.message);
        for (const e of r.value.events) {
          expect(GALAXY_EVENT_TYPES).toContain(e.type);
          expect(e.visibleTo).toBe("all");
          events.add(e.type);
        }
        s = r.value.state;
      }
    }
    // Most of the vocabulary comes up in 40 random games with junk moves.
    expect(seen.size).toBeGreaterThan(GALAXY_ERROR_CODES.length * 0.6);
    expect(events.size).toBeGreaterThan(GALAXY_EVENT_TYPES.length * 0.6);
  });

  it("says the rule with its numbers (p.32-37)", () => {
    // p.32: a small box needs its number or more.
    const cinder = withPool(withZoneCard(newGame(), 0, 1), 0, ["y3", "p3"]);
    expect(refuse(cinder, 0, { type: "place", die: "y3", to: "g1.0.0" })).toEqual({
      code: "DIE_TOO_LOW",
      message: "That box needs a die showing 4 or more; y3 shows 3.",
      params: { min: 4, value: 3, die: "y3" },
    });
    // p.32: the dice of a wide box are placed at the same time.
    const open = act(cinder, 0, { type: "place", die: "p3", to: "g1.1.0" });
    expect(refuse(open, 0, { type: "calibrate", die: "y3", d: 1 })).toMatchObject({
      code: "FINISH_WIDE_BOX",
      params: { key: "g1.1.0", missing: 5 },
    });
    // p.33: a ring is paid with Fleets (Archive of Echoes, card 7: [F1 B4]).
    const broke = withInfluence(withPool(withZoneCard(newGame(), 0, 7), 0, []), "fleets", 0);
    expect(refuse(broke, 0, { type: "ring", to: "g7.1.0" })).toMatchObject({
      code: "NOT_ENOUGH_FLEETS",
      params: { need: 1, have: 0 },
    });
    // p.36: a black die costs 3 Science.
    const poor = withScience(withPool(newGame(), 0, []), [1]);
    expect(refuse(poor, 0, { type: "ultratech" })).toMatchObject({
      code: "NOT_ENOUGH_SCIENCE",
      params: { need: 3, have: 1 },
    });
    // p.35: every player needs the row's Federation Level.
    const conf = structuredClone(withPool(newGame(), 0, ["b6"]));
    conf.adv.removed = 1;
    conf.adv.claimed = 1;
    expect(refuse(conf, 0, { type: "place", die: "b6", to: "c.0" })).toMatchObject({
      code: "FEDERATION_LEVEL_TOO_LOW",
      params: { level: 2, have: 1 },
    });
    // p.37: the Society Special Tech's tiers.
    expect(refuse(withPool(newGame(), 0, []), 0, { type: "tech", tech: "soc", opt: 2 })).toMatchObject({
      code: "TIER_LOCKED",
      params: { tech: "soc", name: "Probe Armada", level: 5, have: 1 },
    });
    // p.34: all dice on the card must have different values (Glass Dunes, card 3).
    const dunes = act(withPool(withZoneCard(newGame(), 0, 3), 0, ["p4", "y4"]), 0, {
      type: "place",
      die: "p4",
      to: "g3.0.0",
    });
    expect(refuse(dunes, 0, { type: "place", die: "y4", to: "g3.0.1" })).toMatchObject({
      code: "RESTRICTION_DISTINCT",
      params: { value: 4 },
    });
    // p.12 (errata): the Scientists spend Tech discs they have.
    const sci = withPool(newGame({ societies: ["scientists"] }), 0, []);
    expect(refuse(sci, 0, { type: "milestone", id: "scientists-3" })).toMatchObject({
      code: "NOT_ENOUGH_DISCS",
      params: { need: 7, have: 3 },
    });
    // p.42: a claim names a seat at the table.
    let claim = withPool(withZoneCard(newGame(), 0, 35), 0, ["y6"]);
    claim = act(act(claim, 0, { type: "place", die: "y6", to: "g35.0.0" }), 0, { type: "done" });
    expect(refuse(claim, 0, { type: "claim", as: "tech", seat: 1 })).toMatchObject({
      code: "NOT_SEATED",
      params: { seat: 1 },
    });
    // p.10: a tech you have.
    const tech = withPool(giveCard(newGame(), 0, 15, "tech"), 0, []);
    expect(refuse(tech, 0, { type: "tech", tech: "c9", opt: 0 })).toMatchObject({ code: "NO_SUCH_TECH" });
  });
});

describe("events: a typed union, written down", () => {
  it("the docs list exactly the event types of GalaxyEvent, and every refusal code", async () => {
    const doc = (await nodeFs()).readFileSync(DOC, "utf8");
    const section = doc.slice(doc.indexOf("## Events"), doc.indexOf("## Refusals"));
    const named = new Set([...section.matchAll(/^\| `(\w+)`/gm)].map((m) => m[1]!));
    expect([...named].sort()).toEqual([...GALAXY_EVENT_TYPES].sort());
    const refusals = doc.slice(doc.indexOf("## Refusals"), doc.indexOf("## The public view"));
    const codes = [...refusals.matchAll(/^\| `(\w+)`/gm)].map((m) => m[1]!);
    expect(codes).toEqual([...GALAXY_ERROR_CODES]);
  });
});
