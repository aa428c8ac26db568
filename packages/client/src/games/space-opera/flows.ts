/**
 * Space Opera's flows (pure; part of the adapter, adapter.ts): a move that is not one of the board's
 * own gestures is reached by narrowing its legal moves field by field (cells on the map, other
 * values as buttons) until one is left; moves that cannot be undone ask for a confirmation. Also
 * the labels of values and one-click answers, and a phone's "surrender or end" menu.
 */
import { cellName, type OperaMove, type OperaPublic } from "@starport/rules/space-opera/types.ts";
import { barButton, ofType } from "../kit/interaction.ts";
import type { DecisionKind, Fixed, Interaction, Selection, Target } from "./adapter.ts";

/** Cell fields: chosen on the map. */
export const CELL_FIELDS = new Set(["planet", "from", "to", "cell"]);
/** The order in which a flow asks for a move's fields. */
export const FIELD_ORDER = [
  "tech",
  "ship",
  "planet",
  "from",
  "to",
  "cell",
  "target",
  "victim",
  "resource",
  "give",
  "structure",
  "cargo",
  "takeEnergy",
  "amount",
  "hyper",
  "flip",
  "accept",
];

/** Move types started from the action bar as flows (one button each). */
export const FLOW_TYPES = [
  "convert",
  "bridge",
  "beam",
  "beamStructure",
  "spy",
  "spyCopy",
  "hack",
  "stealth",
  "emp",
  "telescope",
  "wave",
  "rogue",
  "trade",
  "offerTies",
  "surrender",
  "proposeEnd",
] as const;

/** Flows that ask for a confirmation even when they are a single move (they cannot be undone). */
const CONFIRM = new Set<string>(["surrender", "proposeEnd"]);

export const btn = (
  name: string,
  move: OperaMove | null,
  moves: OperaMove[],
  key: string,
  params?: Record<string, string | number>,
): Target => barButton(name, move, moves, key, params);

export const get = (m: OperaMove, f: string): unknown => (m as Record<string, unknown>)[f];
const matches = (m: OperaMove, fixed: Fixed): boolean =>
  Object.entries(fixed).every(([f, v]) => get(m, f) === v);

/** The label of a value of a field, as a message key and params (cells as "C2", seats as names). */
export function valueLabel(
  field: string,
  value: unknown,
  width: number,
): { key: string; params?: Record<string, string | number> } {
  if (CELL_FIELDS.has(field) && typeof value === "number")
    return { key: "sop.value.cell", params: { cell: cellName(value, width) } };
  if ((field === "target" || field === "victim") && typeof value === "number")
    return { key: "sop.value.seat", params: { player: value } };
  if (field === "tech" && typeof value === "string") return { key: `tech.${value}` };
  if (field === "ship" && typeof value === "number") return { key: "sop.value.ship", params: { n: value } };
  if (typeof value === "boolean") return { key: `sop.value.${field}.${value ? "yes" : "no"}` };
  if (value === null) return { key: `sop.value.${field}.none` };
  if (typeof value === "number") return { key: `sop.value.${field}`, params: { n: value } };
  return { key: `sop.value.${field}.${String(value)}` };
}

/**
 * The targets of a flow: the moves of `type` matching `fixed`, narrowed on the first field where
 * they differ (cells on the map, other values as buttons); a single move left is one target.
 */
export function flowTargets(
  view: OperaPublic,
  legal: readonly OperaMove[],
  type: OperaMove["type"],
  fixed: Fixed,
): { targets: Target[]; field: string | null } {
  const ms = legal.filter((m) => m.type === type && matches(m, fixed));
  if (ms.length === 0) return { targets: [], field: null };
  const fields = FIELD_ORDER.filter((f) => ms.some((m) => get(m, f) !== undefined));
  const field =
    fields.find((f) => new Set(ms.map((m) => JSON.stringify(get(m, f) ?? null))).size > 1) ?? null;
  if (field === null) {
    const m = ms[0]!;
    return {
      targets: [btn(`go:${type}`, m, [m], CONFIRM.has(type) ? `sop.confirm.${type}` : `sop.flow.${type}`)],
      field,
    };
  }
  const byValue = new Map<string, OperaMove[]>();
  for (const m of ms) {
    const k = JSON.stringify(get(m, field) ?? null);
    byValue.set(k, [...(byValue.get(k) ?? []), m]);
  }
  const targets: Target[] = [];
  for (const [k, group] of byValue) {
    const value = JSON.parse(k) as string | number | boolean | null;
    const one = group.length === 1 ? group[0]! : null;
    const label = valueLabel(field, value, view.width);
    const select: Selection = { kind: "flow", type, fixed: { ...fixed, [field]: value } };
    if (CELL_FIELDS.has(field) && typeof value === "number") {
      targets.push({
        id: `cell:${value}`,
        panel: "map",
        move: one,
        select: one ? null : select,
        moves: group,
        label,
      });
    } else {
      targets.push({
        ...btn(`v:${field}:${k}`, one, group, label.key, label.params),
        select: one ? null : select,
      });
    }
  }
  return { targets, field };
}

/** A flow in progress: its choices, and a cancel (null when the flow has no move left). */
export function flowInteraction(
  view: OperaPublic,
  legal: readonly OperaMove[],
  decision: DecisionKind,
  sel: Extract<Selection, { kind: "flow" }>,
): Interaction | null {
  const { targets, field } = flowTargets(view, legal, sel.type, sel.fixed);
  if (targets.length === 0) return null;
  return {
    decision,
    selection: sel,
    targets: [...targets, btn("cancel", null, [], "sop.btn.cancel")],
    focus: "map",
    hint: {
      key: field ? `sop.hint.pick.${CELL_FIELDS.has(field) ? "cell" : field}` : "sop.hint.confirm",
      params: { what: `sop.flow.${sel.type}` },
    },
  };
}

/** Ways out of the game (surrender, proposing to end): on a phone behind one button. */
export const ENDINGS = ["surrender", "proposeEnd"] as const;

/**
 * A flow's button: the move when it is the only one (unless it needs a confirmation), else a
 * selection. `fixed` fields start the flow part-way (one button per value of a field), with the
 * button's own id and label.
 */
export function flowButton(
  type: OperaMove["type"],
  ms: OperaMove[],
  fixed: Fixed = {},
  id = `flow:${type}`,
  label = `sop.flow.${type}`,
): Target {
  const one = ms.length === 1 && !CONFIRM.has(type) ? ms[0]! : null;
  return {
    ...btn(id, one, ms, label),
    select: one ? null : { kind: "flow", type, fixed },
  };
}

/** The phone's "surrender or end" menu: each way out (then its confirmation), and cancel. */
export function endMenu(legal: readonly OperaMove[], decision: DecisionKind): Interaction | null {
  const targets = ENDINGS.map((type) => flowButton(type, ofType(legal, type) as OperaMove[])).filter(
    (t) => t.moves.length > 0,
  );
  if (targets.length === 0) return null;
  return {
    decision,
    selection: { kind: "endMenu" },
    targets: [...targets, btn("cancel", null, [], "sop.btn.cancel")],
    focus: "map",
    hint: { key: "sop.hint.endMenu" },
  };
}

/** The label of a one-click answer (explore, react, attack, ties). */
export function answerLabel(
  m: OperaMove,
  width: number,
): { key: string; params?: Record<string, string | number> } {
  switch (m.type) {
    case "explore":
      return { key: m.flip ? "sop.btn.flip" : "sop.btn.noFlip" };
    case "react":
      return m.tech
        ? { key: "sop.btn.react", params: { tech: `tech.${m.tech}` } }
        : { key: "sop.btn.noReact" };
    case "attack":
      return { key: `sop.attack.${m.target}` };
    case "answerTies":
      return { key: m.accept ? "sop.btn.acceptTies" : "sop.btn.refuseTies" };
    case "answerEnd":
      return { key: m.accept ? "sop.btn.acceptEnd" : "sop.btn.refuseEnd" };
    default: {
      const f = FIELD_ORDER.find((x) => get(m, x) !== undefined);
      return f ? valueLabel(f, get(m, f), width) : { key: `sop.flow.${m.type}` };
    }
  }
}
