/**
 * A readable outline of any game view (the generic fallback's board): nested groups, lists,
 * tables of records, records side by side, grids for boards, seats shown by name. Pure data,
 * rendered to HTML by fallback-game.ts.
 */
import { fieldLabel, isSeatField, type LabelCtx, seatName, valueText } from "./labels.ts";

export type VNode =
  | { kind: "value"; path: string; label: string; text: string; seat?: number }
  | { kind: "list"; path: string; label: string; items: { text: string; seat?: number }[] }
  | {
      kind: "table";
      path: string;
      label: string;
      columns: string[];
      columnSeats?: (number | null)[];
      rows: VRow[];
    }
  | { kind: "group"; path: string; label: string; seat?: number; children: VNode[] };

export interface VRow {
  label: string;
  seat?: number;
  cells: string[];
}

type Rec = Record<string, unknown>;
/** A board laid out as a flat array of width x height cells (read from sibling fields). */
type Grid = { w: number; h: number };

const isPrim = (v: unknown): boolean => v === null || typeof v !== "object";
const isRecord = (v: unknown): v is Rec => v !== null && typeof v === "object" && !Array.isArray(v);
const absent = (v: unknown): boolean => v === null || v === undefined;

/** Plural names of things every seat has (a single `hand` is one player's, `hands` are everyone's). */
const PER_SEAT_KEY =
  /(players|seats|scores|hands|handSizes|boards|tableaux|tableaus|empires|fleets|stations|mats|points|vps|tracks|by.?seat|per.?seat)$/i;
const MAX_COLUMNS = 8;
const MAX_LIST = 60;
const MAX_SIDE_BY_SIDE = 8;

/** Whether an array holds one entry per seat (by its name and length). */
function perSeat(key: string, arr: unknown[], ctx: LabelCtx): boolean {
  return (
    ctx.players.length >= 2 &&
    arr.length === ctx.players.length &&
    (PER_SEAT_KEY.test(key) || ctx.perSeatKeys?.has(key) === true)
  );
}

/** The board size a record declares (`width`/`height`, `cols`/`rows`, `w`/`h`), if any. */
function gridOf(rec: Rec): Grid | null {
  for (const [a, b] of [
    ["width", "height"],
    ["cols", "rows"],
    ["columns", "rows"],
    ["w", "h"],
  ] as const) {
    const w = rec[a];
    const h = rec[b];
    if (Number.isInteger(w) && Number.isInteger(h) && (w as number) > 0 && (h as number) > 0)
      return { w: w as number, h: h as number };
  }
  return null;
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
        const text = isSeatField(k, x, ctx) ? seatName(x, ctx) : summarize(x, ctx, depth + 1);
        return `${fieldLabel(k, ctx)}: ${text}`;
      })
      .join("; ");
  }
  return String(v);
}

function cellText(key: string, v: unknown, ctx: LabelCtx): string {
  return isSeatField(key, v, ctx) ? seatName(v, ctx) : summarize(v, ctx);
}

/** Leaf rows of a record for a side-by-side table: nested records open one level ("Used · Card"). */
function leafRows(rec: Rec, prefix: string[], out: Map<string, string[]>): void {
  for (const [k, v] of Object.entries(rec)) {
    const path = [...prefix, k];
    if (isRecord(v) && prefix.length < 1 && Object.keys(v).length > 0) leafRows(v, path, out);
    else out.set(path.join("/"), path);
  }
}

interface Member {
  label: string;
  seat: number | null;
  value: Rec;
}

/**
 * Several records with mostly the same fields (the four races, each player's board) side by
 * side: one column per record, one row per field. Far shorter than one group per record.
 */
function sideBySide(label: string, path: string, members: Member[], ctx: LabelCtx): VNode {
  const rows = new Map<string, string[]>();
  for (const m of members) leafRows(m.value, [], rows);
  const get = (rec: Rec, keys: string[]): unknown => {
    let cur: unknown = rec;
    for (const k of keys) cur = isRecord(cur) ? cur[k] : undefined;
    return cur;
  };
  const hideSeatRow = members.every((m) => m.seat !== null);
  return {
    kind: "table",
    path,
    label,
    columns: members.map((m) => m.label),
    columnSeats: members.map((m) => m.seat),
    rows: [...rows.values()]
      .filter((keys) => !(hideSeatRow && keys.length === 1 && keys[0] === "seat"))
      .map((keys) => ({
        label: keys.map((k) => fieldLabel(k, ctx)).join(" · "),
        cells: members.map((m) => {
          const v = get(m.value, keys);
          return v === undefined ? "—" : cellText(keys[keys.length - 1]!, v, ctx);
        }),
      })),
  };
}

/** Whether records are alike enough to sit side by side: each has at least half of all their fields. */
function alike(records: Rec[]): boolean {
  if (records.length < 2 || records.length > MAX_SIDE_BY_SIDE) return false;
  const union = new Set(records.flatMap((r) => Object.keys(r)));
  return union.size > 0 && records.every((r) => Object.keys(r).length >= union.size / 2);
}

/** A record's own `seat` field, when it names a seat. */
function ownSeat(item: unknown, ctx: LabelCtx): number | null {
  return isRecord(item) && isSeatField("seat", item.seat, ctx) ? item.seat : null;
}

function node(key: string, v: unknown, path: string, ctx: LabelCtx, grid: Grid | null): VNode {
  const label = /^\d+$/.test(key) ? `#${Number(key) + 1}` : fieldLabel(key, ctx);
  if (isPrim(v)) {
    if (isSeatField(key, v, ctx)) return { kind: "value", path, label, text: seatName(v, ctx), seat: v };
    return { kind: "value", path, label, text: valueText(v, ctx) };
  }
  if (Array.isArray(v)) {
    const g = grid && v.length === grid.w * grid.h ? grid : null;
    return arrayNode(key, label, v, path, ctx, g);
  }
  const rec = v as Rec;
  const keys = Object.keys(rec);
  if (keys.length === 0) return { kind: "value", path, label, text: ctx.words.t("fb.none") };
  const values = keys.map((k) => rec[k]);
  if (values.every(isRecord) && alike(values as Rec[])) {
    return sideBySide(
      label,
      path,
      keys.map((k) => {
        const seatKey = /^\d+$/.test(k) && Number(k) < ctx.players.length ? Number(k) : null;
        const own = rec[k] as Rec;
        return {
          label: seatKey !== null ? seatName(seatKey, ctx) : fieldLabel(k, ctx),
          seat: ownSeat(own, ctx) ?? seatKey,
          value: own,
        };
      }),
      ctx,
    );
  }
  const inner = gridOf(rec);
  return {
    kind: "group",
    path,
    label,
    children: keys.map((k) => node(k, rec[k], `${path}/${k}`, ctx, inner)),
  };
}

/** What the nodes of one array share: where it sits and how its rows are named. */
interface ArrayCtx {
  key: string;
  label: string;
  arr: unknown[];
  path: string;
  ctx: LabelCtx;
  grid: Grid | null;
  /** Whether the array holds one entry per seat. */
  seats: boolean;
  rowLabel: (i: number, item: unknown) => { label: string; seat?: number };
}

function arrayNode(
  key: string,
  label: string,
  arr: unknown[],
  path: string,
  ctx: LabelCtx,
  grid: Grid | null,
): VNode {
  const present = arr.map((x, i) => ({ i, x })).filter((e) => !absent(e.x));
  if (present.length === 0) return { kind: "value", path, label, text: ctx.words.t("fb.none") };
  const seats = perSeat(key, arr, ctx);
  // A record's own `seat` field names its row; else a per-seat array's position, a board's cell, or its index.
  const rowLabel = (i: number, item: unknown): { label: string; seat?: number } => {
    const own = ownSeat(item, ctx);
    if (own !== null) return { label: seatName(own, ctx), seat: own };
    if (seats) return { label: seatName(i, ctx), seat: i };
    if (grid) return { label: `${(i % grid.w) + 1},${Math.floor(i / grid.w) + 1}` };
    return { label: `#${i + 1}` };
  };
  const a: ArrayCtx = { key, label, arr, path, ctx, grid, seats, rowLabel };

  if (present.every((e) => isPrim(e.x))) return primitivesNode(a);

  // One entry per seat that is a list (each player's revealed cards...): one row per player.
  if (seats && arr.every((x) => absent(x) || Array.isArray(x))) {
    return {
      kind: "table",
      path,
      label,
      columns: [""],
      rows: arr.map((x, i) => ({ ...rowLabel(i, x), cells: [absent(x) ? "—" : summarize(x, ctx)] })),
    };
  }

  if (present.every((e) => isRecord(e.x))) {
    const table = recordsNode(a, present as { i: number; x: Rec }[]);
    if (table) return table;
  }
  return entriesGroup(a, present);
}

/** An array of plain values: a board's grid, one cell per seat, or a list. */
function primitivesNode(a: ArrayCtx): VNode {
  const { key, label, arr, path, ctx, grid } = a;
  if (grid) {
    return {
      kind: "table",
      path,
      label,
      columns: Array.from({ length: grid.w }, (_, c) => String(c + 1)),
      rows: Array.from({ length: grid.h }, (_, r) => ({
        label: String(r + 1),
        cells: arr.slice(r * grid.w, (r + 1) * grid.w).map((x) => (absent(x) ? "·" : cellText(key, x, ctx))),
      })),
    };
  }
  if (a.seats) {
    return {
      kind: "table",
      path,
      label,
      columns: [""],
      rows: arr.map((x, i) => ({ ...a.rowLabel(i, x), cells: [cellText(key, x, ctx)] })),
    };
  }
  const items = arr
    .slice(0, MAX_LIST)
    .map((x) =>
      isSeatField(singular(key), x, ctx) ? { text: seatName(x, ctx), seat: x } : { text: valueText(x, ctx) },
    );
  if (arr.length > MAX_LIST) items.push({ text: `… (+${arr.length - MAX_LIST})` });
  return { kind: "list", path, label, items };
}

/**
 * An array of records: side by side (few records, many or deep fields) or one row per record
 * (short cells); null when neither reads well (then each record is its own group).
 */
function recordsNode(a: ArrayCtx, recs: { i: number; x: Rec }[]): VNode | null {
  const { label, path, ctx } = a;
  const columns: string[] = [];
  for (const { x } of recs) for (const k of Object.keys(x)) if (!columns.includes(k)) columns.push(k);
  // A table stays readable only while its cells are short.
  const deep = recs.some(({ x }) =>
    Object.values(x).some((y) => !isPrim(y) && JSON.stringify(y).length > 80),
  );
  // Few records with many fields read best side by side; many records with few fields as rows.
  if ((deep || columns.length > 6) && alike(recs.map((e) => e.x))) {
    return sideBySide(
      label,
      path,
      recs.map(({ i, x }) => {
        const rl = a.rowLabel(i, x);
        return { label: rl.label, seat: rl.seat ?? null, value: x };
      }),
      ctx,
    );
  }
  return deep ? null : recordRows(a, recs, columns);
}

/** Records as the rows of a table: the first MAX_COLUMNS fields as columns, the rest summed up in one. */
function recordRows(a: ArrayCtx, recs: { i: number; x: Rec }[], columns: string[]): VNode {
  const { ctx } = a;
  const seatInRowLabel = recs.every(({ x }) => ownSeat(x, ctx) !== null);
  const hidden = (c: string): boolean => c === "seat" && seatInRowLabel;
  const shown = columns.filter((c) => !hidden(c)).slice(0, MAX_COLUMNS);
  const rest = columns.filter((c) => !shown.includes(c) && !hidden(c));
  const headers = shown.map((c) => fieldLabel(c, ctx));
  if (rest.length > 0) headers.push(ctx.words.t("fb.more"));
  return {
    kind: "table",
    path: a.path,
    label: a.label,
    columns: headers,
    rows: recs.map(({ i, x }) => {
      const cells = shown.map((c) => (c in x ? cellText(c, x[c], ctx) : "—"));
      if (rest.length > 0) {
        const extra: Rec = {};
        for (const c of rest) if (c in x) extra[c] = x[c];
        cells.push(summarize(extra, ctx));
      }
      return { ...a.rowLabel(i, x), cells };
    }),
  };
}

/** Anything else: one group per present entry, labelled as its row would be. */
function entriesGroup(a: ArrayCtx, present: { i: number; x: unknown }[]): VNode {
  return {
    kind: "group",
    path: a.path,
    label: a.label,
    children: present.map(({ i, x }) => {
      const child = node(String(i), x, `${a.path}/#${i}`, a.ctx, null);
      const rl = a.rowLabel(i, x);
      // The seat badge goes with the label: a group's heading (a value's badge would mark its text).
      return {
        ...child,
        label: rl.label,
        ...(rl.seat !== undefined && child.kind === "group" ? { seat: rl.seat } : {}),
      } as VNode;
    }),
  };
}

const singular = (key: string): string => key.replace(/s$/, "");

/** The outline of a view object: one node per top-level field. */
export function viewModel(view: unknown, ctx: LabelCtx): VNode[] {
  if (!isRecord(view)) return isPrim(view) ? [node("value", view, "", ctx, null)] : [];
  const grid = gridOf(view);
  return Object.keys(view).map((k) => node(k, view[k], k, ctx, grid));
}
