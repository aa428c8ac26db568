/**
 * Flattens JSON data into leaf paths and back. The server mirrors each viewer's view into a
 * Colyseus MapSchema<string> of these entries, so only the leaves that changed travel.
 *
 * Path: segments joined by "/"; an array index is written "#<i>"; in object keys "~" is written
 * "~0", "/" is "~1" and a leading "#" is "~2". Value: the JSON text of a primitive leaf, or
 * "[]" / "{}" for an empty array / object. The root must be an object.
 */
export type FlatView = Map<string, string>;

const escapeKey = (k: string): string => k.replace(/~/g, "~0").replace(/\//g, "~1").replace(/^#/, "~2");
const unescapeKey = (k: string): string => k.replace(/^~2/, "#").replace(/~1/g, "/").replace(/~0/g, "~");

/** Leaf entries of a JSON object. */
export function flatten(root: object): FlatView {
  const out: FlatView = new Map();
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      if (value.length === 0) out.set(path, "[]");
      value.forEach((v, i) => walk(v, path ? `${path}/#${i}` : `#${i}`));
    } else if (value !== null && typeof value === "object") {
      const keys = Object.keys(value);
      if (keys.length === 0 && path) out.set(path, "{}");
      for (const k of keys) {
        const v = (value as Record<string, unknown>)[k];
        if (v === undefined) continue;
        walk(v, path ? `${path}/${escapeKey(k)}` : escapeKey(k));
      }
    } else {
      out.set(path, JSON.stringify(value === undefined ? null : value));
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
