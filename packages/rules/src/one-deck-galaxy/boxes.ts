/**
 * Boxes and rings on the table, by key:
 *   g<card>.<row>.<box>  a Galaxy card in the Discovery Zone
 *   s.<row>.<box>        a Starbase row          lab   the Research Lab
 *   c.<box>              the Confrontation row attached to the top Adversary disc
 *   m.<milestone>        an "Action: discard dice totalling N" milestone (its owner only)
 * and the rules for placing dice (p.32-35).
 */
import type { Seat } from "../core/types.ts";
import { adversary, card, starbaseClass } from "./content.ts";
import { colourOf, isBlack, pips, sumOf } from "./dice.ts";
import { type GalaxyRuleError, refusal } from "./errors.ts";
import { condTotal, labOnlyValues, milestonesOf, tableLevel } from "./state.ts";
import type { BoxSpec, CardRule, Die, GalaxyState, PlacedDie, RowSpec } from "./types.ts";

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

/** Whether the table is below a Confrontation row's level (every player needs it, p.35, p.21). */
export function levelTooLow(row: RowSpec | undefined, tableLevel: number): boolean {
  return tableLevel < (row?.minLevel ?? 1);
}

/** Whether anything (die or disc) is on the Confrontation card. */
export function confInUse(s: GalaxyState): boolean {
  return s.rings.some((k) => k.startsWith("c.")) || Object.keys(s.placed).some((k) => k.startsWith("c."));
}

/** Dice already on a Galaxy card (for its restriction). */
function diceOnCard(s: GalaxyState, id: number): PlacedDie[] {
  const out: PlacedDie[] = [];
  const prefix = `g${id}.`;
  for (const [k, list] of Object.entries(s.placed)) if (k.startsWith(prefix)) out.push(...list);
  return out;
}

/** Why this die may not go on a card with this restriction, or null. */
function ruleError(rule: CardRule, die: Die, onCard: PlacedDie[]): GalaxyRuleError | null {
  const v = pips(die);
  switch (rule.r) {
    case "noValue":
      return v === rule.v ? refusal("RESTRICTION_VALUE", { value: rule.v }) : null;
    case "distinct":
      return onCard.some((d) => pips(d) === v) ? refusal("RESTRICTION_DISTINCT", { value: v }) : null;
    case "noBlack":
      return isBlack(die) ? refusal("RESTRICTION_NO_BLACK") : null;
    case "even":
      return v % 2 === 1 ? refusal("RESTRICTION_EVEN", { die, value: v }) : null;
    case "odd":
      return v % 2 === 0 ? refusal("RESTRICTION_ODD", { die, value: v }) : null;
    case "maxDice":
      return onCard.length >= rule.n ? refusal("RESTRICTION_MAX_DICE", { max: rule.n }) : null;
  }
}

/** Facts about the table that every placement check needs, computed once per listing. */
export interface PlaceFacts {
  labOnly: number[];
  tableLevel: number;
}

export function placeFacts(s: GalaxyState): PlaceFacts {
  return { labOnly: labOnlyValues(s), tableLevel: tableLevel(s) };
}

/** Why `seat` may not put `die` in box `b` now, or null (colour, value, links, restrictions). */
export function placeError(
  s: GalaxyState,
  seat: Seat,
  die: Die,
  b: BoxInfo,
  facts: PlaceFacts = placeFacts(s),
): GalaxyRuleError | null {
  const spec = b.spec;
  if (spec.t === "ring") return refusal("BOX_IS_RING", { to: b.key });
  if (s.open && s.open !== b.key) return refusal("ANOTHER_BOX_OPEN", openBoxParams(s));
  if (isFilled(s, b)) return refusal("BOX_FILLED", { to: b.key });
  if (b.area === "milestone" && b.owner !== seat) return refusal("NOT_YOUR_MILESTONE", { to: b.key });
  const v = pips(die);
  if (b.area !== "lab" && facts.labOnly.includes(v)) return refusal("DIE_LAB_ONLY", { value: v });
  if (spec.t === "small" || spec.t === "wide") {
    if (spec.c !== "grey" && colourOf(die) !== spec.c && !isBlack(die))
      return refusal("BOX_NEEDS_COLOUR", { colour: spec.c, die });
  }
  if (spec.t === "small") {
    if (v < spec.min) return refusal("DIE_TOO_LOW", { min: spec.min, value: v, die });
    if (spec.link && b.rowSpec) {
      const prefix = b.key.slice(0, b.key.lastIndexOf(".") + 1);
      for (let i = 0; i < b.rowSpec.boxes.length; i++) {
        const other = b.rowSpec.boxes[i]!;
        if (other.t !== "small" || !other.link) continue;
        const on = diceOn(s, `${prefix}${i}`)[0];
        if (on && pips(on) !== v) return refusal("LINKED_BOX_MISMATCH", { value: pips(on), die });
      }
    }
  }
  if (b.area === "card" && b.cardId !== undefined) {
    const rule = card(b.cardId).rule;
    if (rule) {
      const e = ruleError(rule, die, diceOnCard(s, b.cardId));
      if (e) return e;
    }
  }
  if (b.area === "conf" && levelTooLow(b.rowSpec, facts.tableLevel))
    return refusal("FEDERATION_LEVEL_TOO_LOW", { level: b.rowSpec?.minLevel ?? 1, have: facts.tableLevel });
  return null;
}

/** The params of a refusal that points at the open wide box: its key and the pips it still needs. */
export function openBoxParams(s: GalaxyState): { key: string; missing: number } {
  const key = s.open ?? "";
  const b = boxAt(s, key);
  return { key, missing: b ? fillOf(s, key, b.spec).missing : 0 };
}

/** Cost of a ring now (conditions may raise it). */
export function ringCost(s: GalaxyState, spec: BoxSpec): number {
  return spec.t === "ring" ? spec.cost + condTotal(s, "ringMore") : 0;
}
