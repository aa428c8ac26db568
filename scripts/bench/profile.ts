/** The top functions (self time) of a V8 .cpuprofile, as `--cpu-prof` writes it. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { round } from "./stats.ts";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface ProfileTop {
  file: string;
  /** Busy time in the profile (idle excluded); the shares are of it. */
  busyMs: number;
  top: { fn: string; where: string; selfPct: number }[];
}

/** Shortens a script URL to its package and path (node_modules/.pnpm/... -> the package's own path). */
function where(url: string, line: number): string {
  if (!url) return "(native)";
  const u = url.replace(/^file:\/\//, "");
  const m = u.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+\/.*)$/);
  const short = m ? m[1]! : (u.match(/packages\/.*$/)?.[0] ?? u);
  return `${short}:${line + 1}`;
}

export function summariseProfile(file: string, count = 15): ProfileTop {
  const p = JSON.parse(readFileSync(file, "utf8")) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<string, { fn: string; where: string; us: number }>();
  let total = 0;
  p.samples.forEach((id, i) => {
    const n = byId.get(id);
    const dt = p.timeDeltas[i] ?? 0;
    if (!n) return;
    const fn = n.callFrame.functionName || "(anonymous)";
    // shares of the time the process was busy
    if (fn === "(idle)") return;
    total += dt;
    const w = where(n.callFrame.url, n.callFrame.lineNumber);
    const key = `${fn}@${w}`;
    const e = self.get(key) ?? { fn, where: w, us: 0 };
    e.us += dt;
    self.set(key, e);
  });
  const top = [...self.values()]
    .sort((a, b) => b.us - a.us)
    .slice(0, count)
    .map((e) => ({ fn: e.fn, where: e.where, selfPct: round((100 * e.us) / total, 1) }));
  return { file: path.basename(file), busyMs: round(total / 1000, 0), top };
}

/** The newest profile in `dir` whose name starts with `prefix`. */
export function newestProfile(dir: string, prefix: string): string | null {
  try {
    const files = readdirSync(dir)
      .filter((f) => f.startsWith(prefix) && f.endsWith(".cpuprofile"))
      .map((f) => path.join(dir, f))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    return files[0] ?? null;
  } catch {
    return null;
  }
}
