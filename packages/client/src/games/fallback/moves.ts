/** Legal moves as labelled buttons, grouped by the move's kind (the generic fallback's controls). */
import { fieldLabel, humanize, isSeatField, type LabelCtx, seatName, valueText } from "./labels.ts";

export interface MoveButton {
  /** Index in the legal move list. */
  index: number;
  label: string;
  move: unknown;
}

export interface MoveGroup {
  key: string;
  label: string;
  buttons: MoveButton[];
}

const KIND_FIELDS = ["type", "kind", "action", "move"] as const;

/** The kind of a move: its `type` (or `kind`, `action`, `move`) field when it is a string. */
export function moveKind(move: unknown): string {
  if (typeof move === "string") return move;
  if (move !== null && typeof move === "object" && !Array.isArray(move)) {
    const m = move as Record<string, unknown>;
    for (const f of KIND_FIELDS) if (typeof m[f] === "string") return m[f] as string;
  }
  return "move";
}

/** The fields of a move other than its kind, flattened ("to.x"), as words. */
export function moveParams(move: unknown, ctx: LabelCtx): [string, string][] {
  if (move === null || typeof move !== "object") return [];
  const kindField = KIND_FIELDS.find((f) => typeof (move as Record<string, unknown>)[f] === "string");
  const out: [string, string][] = [];
  const walk = (v: unknown, key: string, path: string): void => {
    if (Array.isArray(v)) {
      if (v.every((x) => x === null || typeof x !== "object")) {
        out.push([path, v.length === 0 ? "—" : v.map((x) => valueText(x, ctx)).join(", ")]);
      } else v.forEach((x, i) => walk(x, key, `${path}.${i + 1}`));
    } else if (v !== null && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) walk(x, k, path ? `${path}.${k}` : k);
    } else {
      out.push([path, isSeatField(key, v, ctx) ? seatName(v, ctx) : valueText(v, ctx)]);
    }
  };
  for (const [k, v] of Object.entries(move as Record<string, unknown>)) if (k !== kindField) walk(v, k, k);
  return out;
}

/** The group heading of a kind of move: the game's `move.<kind>.group`, else the humanized kind. */
export function kindLabel(kind: string, ctx: LabelCtx): string {
  const k = `move.${kind}.group`;
  return ctx.words.has(k) ? ctx.words.t(k) : humanize(kind);
}

/**
 * A short label for one move. The game's `move.<kind>` translation wins (its placeholders are the
 * move's fields, seats already as names); otherwise "Field: value, ..." or the kind's name.
 */
export function moveLabel(move: unknown, ctx: LabelCtx, withKind = false): string {
  const kind = moveKind(move);
  const params = moveParams(move, ctx);
  const key = `move.${kind}`;
  if (ctx.words.has(key)) return ctx.words.t(key, Object.fromEntries(params));
  if (params.length === 0) return kindLabel(kind, ctx);
  const text = params
    .map(([k, v]) => `${fieldLabel(k.split(".").pop()!, ctx)}${labelSuffix(k)}: ${v}`)
    .join(", ");
  return withKind ? `${kindLabel(kind, ctx)} · ${text}` : text;
}

const labelSuffix = (path: string): string => {
  const parts = path.split(".");
  const idx = parts.filter((p) => /^\d+$/.test(p));
  return idx.length > 0 ? ` ${idx.join(".")}` : "";
};

/** The legal moves grouped by kind, in the order the rules listed them. */
/** One line of the log for an event: the game's `event.<type>` translation, else a generic sentence. */
export function eventText(e: Record<string, unknown>, ctx: LabelCtx): string {
  const type = typeof e.type === "string" ? e.type : "event";
  const params = Object.fromEntries(moveParams(e, ctx).filter(([k]) => k !== "visibleTo"));
  const who = typeof e.seat === "number" && ctx.players[e.seat] ? seatName(e.seat, ctx) : null;
  const key = `event.${type}`;
  if (ctx.words.has(key)) return ctx.words.t(key, { ...params, player: who ?? "" });
  const rest = moveParams(e, ctx)
    .filter(([k]) => k !== "seat" && k !== "visibleTo")
    .map(([k, v]) => `${fieldLabel(k.split(".").pop()!, ctx)}${labelSuffix(k)}: ${v}`);
  const what = kindLabel(type, ctx);
  const head = who ? `${who}: ${what.charAt(0).toLowerCase()}${what.slice(1)}` : what;
  return rest.length > 0 ? `${head} (${rest.join(", ")})` : head;
}

export function moveGroups(moves: readonly unknown[], ctx: LabelCtx): MoveGroup[] {
  const groups = new Map<string, MoveGroup>();
  moves.forEach((move, index) => {
    const kind = moveKind(move);
    let g = groups.get(kind);
    if (!g) {
      g = { key: kind, label: kindLabel(kind, ctx), buttons: [] };
      groups.set(kind, g);
    }
    g.buttons.push({ index, label: moveLabel(move, ctx), move });
  });
  return [...groups.values()];
}
