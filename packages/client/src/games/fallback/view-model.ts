/**
 * A readable outline of any game view (the generic fallback's board): nested groups, lists,
 * tables of records, seats shown by name. Pure data, rendered to HTML by fallback-game.ts.
 */
import { fieldLabel, isSeatField, type LabelCtx, seatName, valueText } from "./labels.ts";

export type VNode =
  | { kind: "value"; path: string; label: string; text: string; seat?: number }
  | { kind: "list"; path: string; label: string; items: { text: string; seat?: number }[] }
  | { kind: "table"; path: string; label: string; columns: string[]; rows: VRow[] }
  | { kind: "group"; path: string; label: string; seat?: number; children: VNode[] };

export interface VRow {
  label: string;
  seat?: number;
  cells: string[];
}

const isPrim = (v: unknown): boolean => v === null || typeof v !== "object";
const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/** Plural names of things every seat has (a single `hand` is one player's, `hands` are everyone's). */
const PER_SEAT_KEY =
  /(players|seats|scores|hands|handSizes|boards|tableaux|tableaus|empires|fleets|stations|mats|points|vps|tracks|by.?seat|per.?seat)$/i;
const MAX_COLUMNS = 8;
const MAX_LIST = 60;

/** Whether an array holds one entry per seat (by its name and length). */
function perSeat(key: string, arr: unknown[], ctx: LabelCtx): boolean {
  return ctx.players.length >= 2 && arr.length === ctx.players.length && PER_SEAT_KEY.test(key);
}

/** A compact one-line text for a nested value inside a table cell. */
export function summarize(v: unknown, ctx: LabelCtx, depth = 0): string {
  if (isPrim(v)) return valueText(v, ctx);
  if (Array.isArray(v)) {
    if (v.length === 0) return "—";
    if (depth > 1) return ctx.words.t("fb.items", { n: v.length });
    const shown = v.slice(0, 12).map((x) => summarize(x, ctx, depth + 1));
    return v.length > 12 ? `${shown.join(", ")} … (+${v.length - 12})` : shown.join(", ");
  }
  if (isRecord(v)) {
    const keys = Object.keys(v);
    if (keys.length === 0) return "—";
    if (depth > 1) return ctx.words.t("fb.items", { n: keys.length });
    return keys
      .map((k) => {
        const x = v[k];
        const text = isSeatField(k, x, ctx.players) ? seatName(x, ctx) : summarize(x, ctx, depth + 1);
        return `${fieldLabel(k, ctx)}: ${text}`;
      })
      .join("; ");
  }
  return String(v);
}

function cellText(key: string, v: unknown, ctx: LabelCtx): string {
  return isSeatField(key, v, ctx.players) ? seatName(v, ctx) : summarize(v, ctx);
}

function node(key: string, v: unknown, path: string, ctx: LabelCtx, depth: number): VNode {
  const label = /^\d+$/.test(key) ? `#${Number(key) + 1}` : fieldLabel(key, ctx);
  if (isPrim(v)) {
    if (isSeatField(key, v, ctx.players))
      return { kind: "value", path, label, text: seatName(v, ctx), seat: v };
    return { kind: "value", path, label, text: valueText(v, ctx) };
  }
  if (Array.isArray(v)) return arrayNode(key, label, v, path, ctx, depth);
  const rec = v as Record<string, unknown>;
  const keys = Object.keys(rec);
  if (keys.length === 0) return { kind: "value", path, label, text: ctx.words.t("fb.none") };
  return {
    kind: "group",
    path,
    label,
    children: keys.map((k) => node(k, rec[k], `${path}/${k}`, ctx, depth + 1)),
  };
}

function arrayNode(
  key: string,
  label: string,
  arr: unknown[],
  path: string,
  ctx: LabelCtx,
  depth: number,
): VNode {
  if (arr.length === 0) return { kind: "value", path, label, text: ctx.words.t("fb.none") };
  const seats = perSeat(key, arr, ctx);
  // A record's own `seat` field names its row; else a per-seat array's position does.
  const ownSeat = (item: unknown): number | null =>
    isRecord(item) && isSeatField("seat", item.seat, ctx.players) ? item.seat : null;
  const rowLabel = (i: number, item: unknown): { label: string; seat?: number } => {
    const own = ownSeat(item);
    if (own !== null) return { label: seatName(own, ctx), seat: own };
    if (seats) return { label: seatName(i, ctx), seat: i };
    return { label: `#${i + 1}` };
  };
  if (arr.every(isPrim)) {
    if (seats) {
      return {
        kind: "table",
        path,
        label,
        columns: [""],
        rows: arr.map((x, i) => ({ ...rowLabel(i, x), cells: [cellText(key, x, ctx)] })),
      };
    }
    const items = arr
      .slice(0, MAX_LIST)
      .map((x) =>
        isSeatField(singular(key), x, ctx.players)
          ? { text: seatName(x, ctx), seat: x }
          : { text: valueText(x, ctx) },
      );
    if (arr.length > MAX_LIST) items.push({ text: `… (+${arr.length - MAX_LIST})` });
    return { kind: "list", path, label, items };
  }
  if (arr.every(isRecord)) {
    const columns: string[] = [];
    for (const item of arr) for (const k of Object.keys(item)) if (!columns.includes(k)) columns.push(k);
    const seatInRowLabel = arr.every((item) => ownSeat(item) !== null);
    const shown = columns.filter((c) => !(c === "seat" && seatInRowLabel)).slice(0, MAX_COLUMNS);
    const rest = columns.filter((c) => !shown.includes(c) && !(c === "seat" && seatInRowLabel));
    const headers = shown.map((c) => fieldLabel(c, ctx));
    if (rest.length > 0) headers.push(ctx.words.t("fb.more"));
    // A table stays readable only while its cells are short; deep records become groups instead.
    const deep = arr.some((item) =>
      Object.values(item).some((x) => !isPrim(x) && JSON.stringify(x).length > 80),
    );
    if (!deep || depth > 3) {
      return {
        kind: "table",
        path,
        label,
        columns: headers,
        rows: arr.map((item, i) => {
          const cells = shown.map((c) => (c in item ? cellText(c, item[c], ctx) : "—"));
          if (rest.length > 0) {
            const extra: Record<string, unknown> = {};
            for (const c of rest) if (c in item) extra[c] = item[c];
            cells.push(summarize(extra, ctx));
          }
          return { ...rowLabel(i, item), cells };
        }),
      };
    }
  }
  return {
    kind: "group",
    path,
    label,
    children: arr.map((item, i) => {
      const child = node(String(i), item, `${path}/#${i}`, ctx, depth + 1);
      const rl = rowLabel(i, item);
      return { ...child, label: rl.label, ...(rl.seat !== undefined ? { seat: rl.seat } : {}) } as VNode;
    }),
  };
}

const singular = (key: string): string => key.replace(/s$/, "");

/** The outline of a view object: one node per top-level field. */
export function viewModel(view: unknown, ctx: LabelCtx): VNode[] {
  if (!isRecord(view)) return isPrim(view) ? [node("value", view, "", ctx, 0)] : [];
  return Object.keys(view).map((k) => node(k, view[k], k, ctx, 0));
}
