/**
 * Flattens JSON data into leaf paths and back. The server mirrors each viewer's view into a
 * Colyseus MapSchema<string> of these entries, so only the leaves that changed travel.
 *
 * Path: segments joined by "/"; an array index is written "#<i>"; in object keys "~" is written
 * "~0", "/" is "~1" and a leading "#" is "~2". Value: the JSON text of a leaf. A leaf is a
 * primitive, or a small container of primitives written whole (`packedText`: an array of at most
 * 128 characters of JSON, an object of at most 40, "[]" and "{}" included): every entry costs
 * the server's map a few hundred bytes per table, and such containers mostly change together.
 * The root must be an object and is never a leaf.
 */
export type FlatView = Map<string, string>;

const escapeKey = (k: string): string => k.replace(/~/g, "~0").replace(/\//g, "~1").replace(/^#/, "~2");
const unescapeKey = (k: string): string => k.replace(/^~2/, "#").replace(/~1/g, "/").replace(/~0/g, "~");

/** The longest JSON text of an array, and of an object, of primitives written as one leaf. */
export const PACKED_ARRAY_CHARS = 128;
export const PACKED_OBJECT_CHARS = 40;

const isPrimitive = (v: unknown): boolean => v === null || typeof v !== "object";

/**
 * The JSON text of `v` when it is a container flattened as one leaf (only primitives inside, and
 * short), else null. An element or value `undefined` is written as JSON writes it (null in an
 * array, left out of an object), as the entries of a larger container are.
 */
export function packedText(v: unknown): string | null {
  if (Array.isArray(v)) {
    // each element takes at least one character and a comma
    if (v.length * 2 + 1 > PACKED_ARRAY_CHARS || !v.every(isPrimitive)) return null;
    const text = JSON.stringify(v);
    return text.length <= PACKED_ARRAY_CHARS ? text : null;
  }
  if (v === null || typeof v !== "object") return null;
  let n = 0;
  for (const k in v) {
    if (++n * 4 + 1 > PACKED_OBJECT_CHARS || !isPrimitive((v as Record<string, unknown>)[k])) return null;
  }
  const text = JSON.stringify(v);
  return text.length <= PACKED_OBJECT_CHARS ? text : null;
}

/** Leaf entries of a JSON object. */
export function flatten(root: object): FlatView {
  const out: FlatView = new Map();
  const walk = (value: unknown, path: string): void => {
    const packed = path ? packedText(value) : null;
    if (packed !== null) {
      out.set(path, packed);
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, path ? `${path}/#${i}` : `#${i}`));
    } else if (value !== null && typeof value === "object") {
      const keys = Object.keys(value);
      for (const k of keys) {
        const v = (value as Record<string, unknown>)[k];
        if (v === undefined) continue;
        walk(v, path ? `${path}/${escapeKey(k)}` : escapeKey(k));
      }
    } else {
      out.set(path, leafJson(value));
    }
  };
  walk(root, "");
  return out;
}

/** Rebuilds the object from leaf entries (in any order). */
export function unflatten(entries: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, text] of entries) {
    const segs = path.split("/");
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < segs.length; i++) {
      const seg = segs[i]!;
      const key: string | number = seg.startsWith("#") ? Number(seg.slice(1)) : unescapeKey(seg);
      const last = i === segs.length - 1;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[key] = JSON.parse(text);
      } else {
        const nextIsArray = segs[i + 1]!.startsWith("#");
        if (container[key] === undefined || container[key] === null || typeof container[key] !== "object") {
          container[key] = nextIsArray ? [] : {};
        }
        node = container[key] as Record<string, unknown> | unknown[];
      }
    }
  }
  return root;
}

/** The changes that turn `before` into `after`: entries to set and paths to delete. */
export function diffFlat(before: FlatView, after: FlatView): { set: [string, string][]; del: string[] } {
  const set: [string, string][] = [];
  const del: string[] = [];
  for (const [k, v] of after) if (before.get(k) !== v) set.push([k, v]);
  for (const k of before.keys()) if (!after.has(k)) del.push(k);
  return { set, del };
}

type Shape = "array" | "object" | "leaf";

const shapeOf = (v: unknown): Shape =>
  Array.isArray(v) ? "array" : v !== null && typeof v === "object" ? "object" : "leaf";

const isFiniteLeaf = (v: unknown): boolean => typeof v !== "number" || Number.isFinite(v);

/** A primitive leaf's text, as flatten writes it (undefined as null). */
const leafJson = (v: unknown): string => JSON.stringify(v === undefined ? null : v);

/** Escaped object keys: views repeat the same few hundred keys on every move. */
const escaped = new Map<string, string>();
const escapeCached = (k: string): string => {
  let e = escaped.get(k);
  if (e === undefined) {
    e = escapeKey(k);
    if (escaped.size < 10_000) escaped.set(k, e);
  }
  return e;
};

/**
 * What `diffFlat(flatten(before), flatten(after))` gives, computed by walking both objects
 * together: a subtree that is the same object in both (views share the immutable game state's
 * parts) or holds the same leaves adds nothing, and no map of every leaf is built on each move.
 * The order of the entries may differ from diffFlat's.
 */
export function diffViews(before: object, after: object): { set: [string, string][]; del: string[] } {
  const set: [string, string][] = [];
  const del: string[] = [];
  const segs: string[] = [];
  /** The leaves of the subtree `v` at the current path, as flatten writes them. */
  const leaves = (v: unknown): FlatView => {
    if (segs.length === 0) return flatten(v as object);
    const prefix = segs.join("/");
    const out: FlatView = new Map();
    // flatten's paths below a wrapper key "v": "v" itself, or "v/<rest>"
    for (const [k, text] of flatten({ v })) out.set(k === "v" ? prefix : `${prefix}/${k.slice(2)}`, text);
    return out;
  };
  const replace = (a: unknown, b: unknown): void => {
    const d = diffFlat(a === undefined ? new Map() : leaves(a), b === undefined ? new Map() : leaves(b));
    for (const e of d.set) set.push(e);
    for (const k of d.del) del.push(k);
  };
  const walk = (a: unknown, b: unknown): void => {
    if (a === b) return;
    // a small container of primitives is one leaf (packedText); the root never is
    const pa = segs.length > 0 ? packedText(a) : null;
    const pb = segs.length > 0 ? packedText(b) : null;
    const sa = pa === null ? shapeOf(a) : "leaf";
    const sb = pb === null ? shapeOf(b) : "leaf";
    if (sa === "leaf" && sb === "leaf") {
      if (pa !== null || pb !== null) {
        const text = pb ?? leafJson(b);
        if ((pa ?? leafJson(a)) !== text) set.push([segs.join("/"), text]);
        return;
      }
      if ((a ?? null) === (b ?? null)) return;
      const text = leafJson(b);
      // two different finite values never write the same text; NaN and Infinity both write null
      const same = !isFiniteLeaf(a) || !isFiniteLeaf(b) ? leafJson(a) === text : false;
      if (!same) set.push([segs.join("/"), text]);
      return;
    }
    // the shape changed: compare the subtree's leaves
    if (sa !== sb) {
      replace(a, b);
      return;
    }
    if (sb === "array") {
      const A = a as unknown[];
      const B = b as unknown[];
      for (let i = 0; i < Math.max(A.length, B.length); i++) {
        segs.push(`#${i}`);
        // an undefined element of an array is written as null
        if (i >= B.length) replace(A[i] ?? null, undefined);
        else if (i >= A.length) replace(undefined, B[i] ?? null);
        else walk(A[i], B[i]);
        segs.pop();
      }
      return;
    }
    const A = a as Record<string, unknown>;
    const B = b as Record<string, unknown>;
    // a key whose value is undefined has no entry (as in flatten)
    for (const k of Object.keys(A)) {
      if (A[k] === undefined) continue;
      segs.push(escapeCached(k));
      if (B[k] === undefined) replace(A[k], undefined);
      else walk(A[k], B[k]);
      segs.pop();
    }
    for (const k of Object.keys(B)) {
      if (B[k] === undefined || A[k] !== undefined) continue;
      segs.push(escapeCached(k));
      replace(undefined, B[k]);
      segs.pop();
    }
  };
  walk(before, after);
  return { set, del };
}
