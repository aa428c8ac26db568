/**
 * Boxes and rings on the table, by key:
 *   g<card>.<row>.<box>  a Galaxy card in the Discovery Zone
 *   s.<row>.<box>        a Starbase row          lab   the Research Lab
 *   c.<box>              the Confrontation row attached to the top Adversary disc
 *   m.<milestone>        an "Action: discard dice totalling N" milestone (its owner only)
 * (the rules for placing dice on them are legal.ts's).
 */
import type { Seat } from "../core/types.ts";
import { adversary, card, starbaseClass } from "./content.ts";
import { sumOf } from "./dice.ts";
import { milestonesOf } from "./state.ts";
import type { BoxSpec, GalaxyState, PlacedDie, RowSpec } from "./types.ts";

export interface BoxInfo {
  key: string;
  spec: BoxSpec;
  area: "card" | "starbase" | "lab" | "conf" | "milestone";
  cardId?: number;
  row: number;
  rowSpec?: RowSpec;
  owner?: Seat;
}

const LAB_SPEC: BoxSpec = { t: "any" };

/** The active Confrontation row (attached to the highest remaining disc), or null. */
export function confRow(s: GalaxyState): RowSpec | null {
  if (s.adv.removed >= 4) return null;
  return adversary(s.adversary).confrontation[s.confSide]!.rows[s.adv.removed] ?? null;
}

/** The box with this key as it is now, or null. */
export function boxAt(s: GalaxyState, key: string): BoxInfo | null {
  if (key === "lab") return { key, spec: LAB_SPEC, area: "lab", row: 0 };
  let m = /^g(\d{1,2})\.(\d)\.(\d)$/.exec(key);
  if (m) {
    const id = Number(m[1]);
    if (!s.zone.some((z) => z.id === id)) return null;
    const r = Number(m[2]);
    const rowSpec = card(id).rows[r];
    const spec = rowSpec?.boxes[Number(m[3])];
    if (!rowSpec || !spec || key !== `g${id}.${r}.${m[3]}`) return null;
    return { key, spec, area: "card", cardId: id, row: r, rowSpec };
  }
  m = /^s\.(\d)\.(\d)$/.exec(key);
  if (m) {
    const r = Number(m[1]);
    const rowSpec = starbaseClass(s.starbase.cls).rows[r];
    const spec = rowSpec?.boxes[Number(m[2])];
    if (!rowSpec || !spec) return null;
    return { key, spec, area: "starbase", row: r, rowSpec };
  }
  m = /^c\.(\d)$/.exec(key);
  if (m) {
    const rowSpec = confRow(s);
    const spec = rowSpec?.boxes[Number(m[1])];
    if (!rowSpec || !spec) return null;
    return { key, spec, area: "conf", row: s.adv.removed, rowSpec };
  }
  m = /^m\.([a-z]+-\d)$/.exec(key);
  if (m) {
    for (let seat = 0; seat < s.seats.length; seat++) {
      const p = s.seats[seat]!;
      const def = milestonesOf(p).find((x) => x.id === m![1]);
      if (!def || p.milestones.includes(def.id)) continue;
      const req = def.req[s.players - 1]!;
      if (req.q !== "diceTotal") continue;
      return { key, spec: { t: "wide", c: "grey", min: req.n }, area: "milestone", row: 0, owner: seat };
    }
  }
  return null;
}

const boxCache = new Map<string, BoxInfo[]>();

/** Every box and ring that exists now, in table order (cached by table layout; never mutate). */
export function allBoxes(s: GalaxyState): readonly BoxInfo[] {
  const miles: string[] = [];
  s.seats.forEach((p) => {
    for (const def of milestonesOf(p)) {
      if (def.req[s.players - 1]!.q === "diceTotal" && !p.milestones.includes(def.id)) miles.push(def.id);
    }
  });
  const layout = `${s.zone.map((z) => z.id).join(",")}|${s.starbase.cls}|${s.confSide}|${s.adv.removed}|${s.adversary}|${s.players}|${miles.join(",")}`;
  const hit = boxCache.get(layout);
  if (hit) return hit;
  const out: BoxInfo[] = [];
  const addRow = (prefix: string, rowSpec: RowSpec, area: BoxInfo["area"], row: number, cardId?: number) => {
    rowSpec.boxes.forEach((spec, i) => {
      const b: BoxInfo = { key: `${prefix}${i}`, spec, area, row, rowSpec };
      if (cardId !== undefined) b.cardId = cardId;
      out.push(b);
    });
  };
  for (const z of s.zone) card(z.id).rows.forEach((r, ri) => addRow(`g${z.id}.${ri}.`, r, "card", ri, z.id));
  starbaseClass(s.starbase.cls).rows.forEach((r, ri) => addRow(`s.${ri}.`, r, "starbase", ri));
  out.push({ key: "lab", spec: LAB_SPEC, area: "lab", row: 0 });
  const cr = confRow(s);
  if (cr) addRow("c.", cr, "conf", s.adv.removed);
  for (const id of miles) out.push(boxAt(s, `m.${id}`)!);
  if (boxCache.size > 5000) boxCache.clear();
  boxCache.set(layout, out);
  return out;
}

const NO_DICE: readonly PlacedDie[] = Object.freeze([]);

export function diceOn(s: GalaxyState, key: string): readonly PlacedDie[] {
  return s.placed[key] ?? NO_DICE;
}

/**
 * Whether the box with this key and spec is filled now (small/[ANY]: a die on it; wide: its dice
 * total at least its number; ring: a Starbase disc on it) and the pips a wide box still needs.
 */
export function fillOf(s: GalaxyState, key: string, spec: BoxSpec): { full: boolean; missing: number } {
  switch (spec.t) {
    case "ring":
      return { full: s.rings.includes(key), missing: 0 };
    case "wide": {
      const missing = Math.max(0, spec.min - sumOf(diceOn(s, key)));
      return { full: missing === 0, missing };
    }
    default:
      return { full: diceOn(s, key).length > 0, missing: 0 };
  }
}

export function isFilled(s: GalaxyState, b: BoxInfo): boolean {
  return b.area !== "lab" && fillOf(s, b.key, b.spec).full;
}

/** Whether every box and ring of a row is filled. */
export function rowFilled(s: GalaxyState, prefix: string, row: RowSpec): boolean {
  return row.boxes.every((spec, i) => fillOf(s, `${prefix}${i}`, spec).full);
}

/** Whether anything (die or disc) is on the Confrontation card. */
export function confInUse(s: GalaxyState): boolean {
  return s.rings.some((k) => k.startsWith("c.")) || Object.keys(s.placed).some((k) => k.startsWith("c."));
}

/** The params of a refusal that points at the open wide box: its key and the pips it still needs. */
export function openBoxParams(s: GalaxyState): { key: string; missing: number } {
  const key = s.open ?? "";
  const b = boxAt(s, key);
  return { key, missing: b ? fillOf(s, key, b.spec).missing : 0 };
}
