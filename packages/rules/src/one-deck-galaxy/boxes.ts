/**
 * Boxes and rings on the table, by key:
 *   g<card>.<row>.<box>  a Galaxy card in the Discovery Zone
 *   s.<row>.<box>        a Starbase row          lab   the Research Lab
 *   c.<box>              the Confrontation row attached to the top Adversary disc
 *   m.<milestone>        an "Action: discard dice totalling N" milestone (its owner only)
 * and the rules for placing dice (p.32-35).
 */
import type { RuleError, Seat } from "../core/types.ts";
import { adversary, card, starbaseClass } from "./content.ts";
import { colourOf, isBlack, pips, sumOf } from "./dice.ts";
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

function err(code: string, message: string): RuleError {
  return { code, message };
}

/** Dice already on a Galaxy card (for its restriction). */
function diceOnCard(s: GalaxyState, id: number): PlacedDie[] {
  const out: PlacedDie[] = [];
  const prefix = `g${id}.`;
  for (const [k, list] of Object.entries(s.placed)) if (k.startsWith(prefix)) out.push(...list);
  return out;
}

/** Why this die may not go on a card with this restriction, or null. */
function ruleError(rule: CardRule, die: Die, onCard: PlacedDie[]): RuleError | null {
  const v = pips(die);
  switch (rule.r) {
    case "noValue":
      return v === rule.v
        ? err("RESTRICTION_VALUE", `Restriction: no dice showing ${rule.v} on this card.`)
        : null;
    case "distinct":
      return onCard.some((d) => pips(d) === v)
        ? err(
            "RESTRICTION_DISTINCT",
            `Restriction: all dice here must have different values; a ${v} is already here.`,
          )
        : null;
    case "noBlack":
      return isBlack(die) ? err("RESTRICTION_NO_BLACK", "Restriction: no black dice on this card.") : null;
    case "even":
      return v % 2 === 1 ? err("RESTRICTION_EVEN", "Restriction: only even dice on this card.") : null;
    case "odd":
      return v % 2 === 0 ? err("RESTRICTION_ODD", "Restriction: only odd dice on this card.") : null;
    case "maxDice":
      return onCard.length >= rule.n
        ? err("RESTRICTION_MAX_DICE", `Restriction: at most ${rule.n} dice on this card.`)
        : null;
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
): RuleError | null {
  const spec = b.spec;
  if (spec.t === "ring")
    return err("BOX_IS_RING", "That is a ring: pay its cost and place a Starbase disc there instead.");
  if (s.open && s.open !== b.key)
    return err(
      "ANOTHER_BOX_OPEN",
      "Finish filling the wide box you started (or take those dice back) first.",
    );
  if (isFilled(s, b)) return err("BOX_FILLED", "That box is already filled.");
  if (b.area === "milestone" && b.owner !== seat)
    return err("NOT_YOUR_MILESTONE", "Only the player whose milestone this is may discard dice for it.");
  const v = pips(die);
  if (b.area !== "lab" && facts.labOnly.includes(v))
    return err("DIE_LAB_ONLY", `A condition allows dice showing ${v} only in the Research Lab.`);
  if (spec.t === "small" || spec.t === "wide") {
    if (spec.c !== "grey" && colourOf(die) !== spec.c && !isBlack(die))
      return err("BOX_NEEDS_COLOUR", `That box needs a ${spec.c} die (or a black Ultratech die).`);
  }
  if (spec.t === "small") {
    if (v < spec.min) return err("DIE_TOO_LOW", `That box needs a die showing ${spec.min} or more.`);
    if (spec.link && b.rowSpec) {
      const prefix = b.key.slice(0, b.key.lastIndexOf(".") + 1);
      for (let i = 0; i < b.rowSpec.boxes.length; i++) {
        const other = b.rowSpec.boxes[i]!;
        if (other.t !== "small" || !other.link) continue;
        const on = diceOn(s, `${prefix}${i}`)[0];
        if (on && pips(on) !== v)
          return err(
            "LINKED_BOX_MISMATCH",
            `Linked boxes need the same value: this row already has a ${pips(on)}.`,
          );
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
  if (b.area === "conf") {
    const need = b.rowSpec?.minLevel ?? 1;
    if (levelTooLow(b.rowSpec, facts.tableLevel))
      return err(
        "FEDERATION_LEVEL_TOO_LOW",
        s.players > 1
          ? `Both players need Federation Level ${need} to confront the Adversary on this row.`
          : `You need Federation Level ${need} to confront the Adversary on this row.`,
      );
  }
  return null;
}

/** Cost of a ring now (conditions may raise it). */
export function ringCost(s: GalaxyState, spec: BoxSpec): number {
  return spec.t === "ring" ? spec.cost + condTotal(s, "ringMore") : 0;
}
