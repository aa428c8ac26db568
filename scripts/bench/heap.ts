/**
 * What a table costs in the server's heap, from two V8 heap snapshots (`.heapsnapshot`, as
 * `--heapsnapshot-signal` writes them; V8 collects before writing, so both hold live objects only):
 * the growth between them by kind of object, and the hash tables of Maps and the dictionaries of
 * objects by who holds them, each divided by the tables played in between.
 *
 *   node scripts/bench/heap.ts <before.heapsnapshot> <after.heapsnapshot> <tables>
 *
 * `pnpm bench --heap-snapshots` takes the pair for each N (before the first join, at the end of the
 * measured window) and writes this summary next to them.
 */
import { readFileSync } from "node:fs";
import { round } from "./stats.ts";

interface Snapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** One snapshot, read: per node its kind, its name, its own size and its edges. */
class Heap {
  private readonly s: Snapshot;
  private readonly nf: number;
  private readonly ef: number;
  private readonly f: Record<"type" | "name" | "size" | "edges" | "etype" | "ename" | "to", number>;
  /** Index in `edges` of each node's first edge. */
  private readonly firstEdge: Int32Array;

  constructor(file: string) {
    this.s = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
    const m = this.s.snapshot.meta;
    this.nf = m.node_fields.length;
    this.ef = m.edge_fields.length;
    this.f = {
      type: m.node_fields.indexOf("type"),
      name: m.node_fields.indexOf("name"),
      size: m.node_fields.indexOf("self_size"),
      edges: m.node_fields.indexOf("edge_count"),
      etype: m.edge_fields.indexOf("type"),
      ename: m.edge_fields.indexOf("name_or_index"),
      to: m.edge_fields.indexOf("to_node"),
    };
    this.firstEdge = new Int32Array(this.s.nodes.length / this.nf);
    let e = 0;
    for (let i = 0; i < this.firstEdge.length; i++) {
      this.firstEdge[i] = e;
      e += this.s.nodes[i * this.nf + this.f.edges]! * this.ef;
    }
  }

  get count(): number {
    return this.firstEdge.length;
  }
  type(n: number): string {
    return this.s.snapshot.meta.node_types[0][this.s.nodes[n * this.nf + this.f.type]!]!;
  }
  name(n: number): string {
    return this.s.strings[this.s.nodes[n * this.nf + this.f.name]!]!;
  }
  size(n: number): number {
    return this.s.nodes[n * this.nf + this.f.size]!;
  }
  /** A node's outgoing edges: kind, name (or index) and target node. */
  *edges(n: number): Generator<{ kind: string; name: string; to: number }> {
    const { nodes, edges, strings } = this.s;
    const start = this.firstEdge[n]!;
    const end = start + nodes[n * this.nf + this.f.edges]! * this.ef;
    for (let e = start; e < end; e += this.ef) {
      const kind = this.s.snapshot.meta.edge_types[0][edges[e + this.f.etype]!]!;
      const raw = edges[e + this.f.ename]!;
      const name = kind === "element" || kind === "hidden" ? `[${raw}]` : strings[raw]!;
      yield { kind, name, to: edges[e + this.f.to]! / this.nf };
    }
  }

  /** A node's kind as the summary groups it: strings, numbers and code together, objects by constructor. */
  label(n: number): string {
    const t = this.type(n);
    if (t.includes("string")) return "(strings)";
    if (t === "number" || t === "code") return `(${t})`;
    return `${t} ${this.name(n).slice(0, 50)}`.trim();
  }

  /** Bytes by label. */
  bySelf(): Map<string, { count: number; bytes: number }> {
    const out = new Map<string, { count: number; bytes: number }>();
    for (let n = 0; n < this.count; n++) {
      const k = this.label(n);
      const e = out.get(k) ?? { count: 0, bytes: 0 };
      e.count++;
      e.bytes += this.size(n);
      out.set(k, e);
    }
    return out;
  }

  /**
   * The backing store of each Map (its hash table) and of each object in dictionary mode (its
   * property dictionary), by holder: "<holder's constructor>.<field>". A table held from several
   * places counts once, at the first holder found.
   */
  storesByHolder(): Map<string, { count: number; bytes: number }> {
    const store = new Map<number, number>();
    for (let n = 0; n < this.count; n++) {
      if (this.type(n) !== "object") continue;
      const isMap = this.name(n) === "Map";
      for (const e of this.edges(n)) {
        const hashTable = isMap && e.kind === "internal" && e.name === "table";
        const dictionary = e.name === "properties" && this.name(e.to) === "(object properties)";
        if (hashTable || dictionary) store.set(n, (store.get(n) ?? 0) + this.size(e.to));
      }
    }
    const out = new Map<string, { count: number; bytes: number }>();
    const seen = new Set<number>();
    for (let n = 0; n < this.count; n++) {
      for (const e of this.edges(n)) {
        const bytes = store.get(e.to);
        if (bytes === undefined || e.kind === "weak" || seen.has(e.to)) continue;
        seen.add(e.to);
        const k = `${this.name(n).slice(0, 40)}.${e.name} (${this.name(e.to)})`;
        const g = out.get(k) ?? { count: 0, bytes: 0 };
        g.count++;
        g.bytes += bytes;
        out.set(k, g);
      }
    }
    return out;
  }
}

export interface HeapRow {
  what: string;
  /** Objects per table. */
  count: number;
  /** Bytes per table. */
  bytes: number;
}

export interface HeapSummary {
  tables: number;
  /** Live heap growth per table, bytes. */
  bytesPerTable: number;
  /** Growth by kind of object, largest first. */
  byKind: HeapRow[];
  /** Hash tables of Maps and property dictionaries by holder, largest first. */
  stores: HeapRow[];
}

function growth(
  a: Map<string, { count: number; bytes: number }>,
  b: Map<string, { count: number; bytes: number }>,
  tables: number,
  top: number,
): HeapRow[] {
  const rows: HeapRow[] = [];
  for (const [what, e] of b) {
    const o = a.get(what) ?? { count: 0, bytes: 0 };
    rows.push({
      what,
      count: round((e.count - o.count) / tables, 1),
      bytes: Math.round((e.bytes - o.bytes) / tables),
    });
  }
  return rows.sort((x, y) => y.bytes - x.bytes).slice(0, top);
}

export function summariseHeap(before: string, after: string, tables: number, top = 25): HeapSummary {
  const a = new Heap(before);
  const aSelf = a.bySelf();
  const aStores = a.storesByHolder();
  const b = new Heap(after);
  const bSelf = b.bySelf();
  const total = (m: Map<string, { bytes: number }>) => [...m.values()].reduce((s, e) => s + e.bytes, 0);
  return {
    tables,
    bytesPerTable: Math.round((total(bSelf) - total(aSelf)) / tables),
    byKind: growth(aSelf, bSelf, tables, top),
    stores: growth(aStores, b.storesByHolder(), tables, top),
  };
}

export function heapText(s: HeapSummary): string {
  const rows = (title: string, r: HeapRow[]) => [
    title,
    ...r.map((x) => `${String(x.bytes).padStart(8)} B ${String(x.count).padStart(7)}  ${x.what}`),
  ];
  return [
    `${s.tables} tables: ${s.bytesPerTable} bytes of live heap per table (bytes and objects per table below)`,
    ...rows("by kind of object:", s.byKind),
    ...rows("hash tables of Maps and property dictionaries, by holder:", s.stores),
  ].join("\n");
}

if (import.meta.main) {
  const [before, after, tables] = process.argv.slice(2);
  if (!before || !after || !Number(tables)) {
    console.error("usage: node scripts/bench/heap.ts <before.heapsnapshot> <after.heapsnapshot> <tables>");
    process.exit(2);
  }
  console.log(heapText(summariseHeap(before, after, Number(tables))));
}
