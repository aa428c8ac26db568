/**
 * Content check: every row of every card can be filled by dice the rules allow (p.32-35: colours,
 * values 1-6, linked boxes, black dice, the Location's restriction on the whole card) from the
 * limited supply (p.3: 8 dice of each basic colour, 6 black). The search places dice through the
 * engine's own `placeError`, so it checks the content against the rules as implemented.
 */
import { describe, expect, it } from "vitest";
import { type BoxInfo, boxAt } from "../../src/one-deck-galaxy/boxes.ts";
import {
  ADVERSARIES,
  box,
  card,
  GALAXY_CARDS,
  SOCIETIES,
  STARBASE_CLASSES,
  SUPPLY,
} from "../../src/one-deck-galaxy/content.ts";
import { rowText } from "../../src/one-deck-galaxy/describe.ts";
import { colourOf, die, placed, sumOf } from "../../src/one-deck-galaxy/dice.ts";
import { placeError } from "../../src/one-deck-galaxy/legal.ts";
import { DIE_COLOURS, type Die, type GalaxyState } from "../../src/one-deck-galaxy/types.ts";
import { newGame, withZoneCard } from "./helpers.ts";

/** Every die there is, highest value first (a wide box takes its dice in this order: no permutations). */
const ALL_DICE: Die[] = [6, 5, 4, 3, 2, 1].flatMap((v) => DIE_COLOURS.map((c) => die(c, v)));

/**
 * Dice that fill every box of `keys` on table `s0` (rings are paid, not filled with dice), or null
 * when no dice can.
 */
export function fillRow(s0: GalaxyState, keys: readonly string[], seat = 0): Die[] | null {
  return fillBoxes(
    s0,
    keys.map((k) => {
      const b = boxAt(s0, k);
      if (!b) throw new Error(`no box ${k}`);
      return b;
    }),
    seat,
  );
}

/** Depth-first over the boxes, trying every die the engine accepts, within the supply. */
function fillBoxes(s0: GalaxyState, boxes: readonly BoxInfo[], seat: number): Die[] | null {
  const s = structuredClone(s0);
  s.placed = {};
  s.rings = [];
  s.open = null;
  const used = { yellow: 0, pink: 0, blue: 0, black: 0 };
  const chosen: Die[] = [];
  const full = (b: BoxInfo) => {
    const on = s.placed[b.key] ?? [];
    if (b.spec.t === "wide") return sumOf(on) >= b.spec.min;
    return b.spec.t === "ring" || on.length > 0;
  };
  const search = (i: number): boolean => {
    if (i === boxes.length) return true;
    const b = boxes[i]!;
    if (full(b)) return search(i + 1);
    const on = s.placed[b.key] ?? [];
    const from = on.length ? ALL_DICE.indexOf(on[on.length - 1]!.slice(0, 2)) : 0;
    for (const d of ALL_DICE.slice(from)) {
      const c = colourOf(d);
      if (used[c] >= SUPPLY.dice[c] || placeError(s, seat, d, b) !== null) continue;
      used[c]++;
      chosen.push(d);
      s.placed[b.key] = [...on, placed(d, seat)];
      if (search(i)) return true;
      s.placed[b.key] = on;
      chosen.pop();
      used[c]--;
    }
    return false;
  };
  return search(0) ? chosen : null;
}

function keysOf(prefix: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${prefix}${i}`);
}

/** At Federation Level 5, so Confrontation rows are open to the search. */
function topLevel(s0: GalaxyState): GalaxyState {
  const s = structuredClone(s0);
  for (const p of s.seats) p.milestones = ["l2", "l3", "l4", "l5"];
  return s;
}

describe("content: every row can be filled by dice the rules allow (p.32-35)", () => {
  it("finds dice for a row, honouring restrictions (the search itself)", () => {
    // Glass Dunes (3): all dice different, [P4 Y4]; Verdant Spiral (8): odd only, [= =].
    expect(fillRow(withZoneCard(newGame(), 0, 3), ["g3.0.0", "g3.0.1"])).toEqual(["p6", "y5"]);
    expect(fillRow(withZoneCard(newGame(), 0, 8), ["g8.1.0", "g8.1.1"])).toEqual(["y5", "y5"]);
    // Mathematicians (errata): 66 from the pool = eight yellow 6s and three pink 6s.
    const math = newGame({ societies: ["mathematicians"] });
    expect(fillRow(math, ["m.mathematicians-3"])).toHaveLength(11);
  });

  it("finds none for the old Gatekeeper Ring row [Y5 P5 B5] under 'all values different'", () => {
    // Dice show 1-6: three different values of at least 5 do not exist.
    const s = withZoneCard(newGame(), 0, 13);
    const old = { boxes: ["Y5", "P5", "B5"].map(box), reward: 2 };
    const boxes: BoxInfo[] = old.boxes.map((spec, i) => ({
      key: `g13.0.${i}`,
      spec,
      area: "card",
      cardId: 13,
      row: 0,
      rowSpec: old,
    }));
    expect(card(13).rule).toEqual({ r: "distinct" });
    expect(fillBoxes(s, boxes, 0)).toBeNull();
    expect(fillBoxes(s, boxes.slice(0, 2), 0)).toEqual(["y6", "p5"]);
  });

  it("Galaxy cards: both rows of every Location, the requirements of every Encounter", () => {
    const failures: string[] = [];
    for (const c of GALAXY_CARDS) {
      const s = withZoneCard(newGame(), 0, c.id);
      c.rows.forEach((r, ri) => {
        if (!fillRow(s, keysOf(`g${c.id}.${ri}.`, r.boxes.length)))
          failures.push(`${c.id} ${c.name} row ${ri + 1}: ${rowText(r)}`);
      });
    }
    expect(failures).toEqual([]);
  });

  it("Starbase classes: every row", () => {
    const failures: string[] = [];
    for (const cls of STARBASE_CLASSES) {
      const s = structuredClone(newGame());
      s.starbase.cls = cls.cls;
      cls.rows.forEach((r, ri) => {
        if (!fillRow(s, keysOf(`s.${ri}.`, r.boxes.length)))
          failures.push(`class ${cls.cls} row ${ri + 1}: ${rowText(r)}`);
      });
    }
    expect(failures).toEqual([]);
  });

  it("Confrontation cards: every row of both sides of every Adversary", () => {
    const failures: string[] = [];
    for (const a of ADVERSARIES) {
      a.confrontation.forEach((side, si) => {
        side.rows.forEach((r, ri) => {
          const s = topLevel(newGame({ adversary: a.id }));
          s.confSide = si;
          s.adv.removed = ri;
          s.adv.claimed = ri;
          if (!fillRow(s, keysOf("c.", r.boxes.length)))
            failures.push(`${a.id} ${side.name} row ${ri + 1}: ${rowText(r)}`);
        });
      });
    }
    expect(failures).toEqual([]);
  });

  it("milestone boxes: 'discard dice totalling N' on both sides (errata)", () => {
    const failures: string[] = [];
    for (const soc of SOCIETIES) {
      for (const m of soc.milestones) {
        for (const players of [1, 2]) {
          if (m.req[players - 1]!.q !== "diceTotal") continue;
          const other = soc.id === "explorers" ? "botanists" : "explorers";
          const s = newGame({ players, societies: [soc.id, other] });
          if (!fillRow(s, [`m.${m.id}`])) failures.push(`${m.id} (${players}P)`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
