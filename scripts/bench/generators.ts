/** The load-generator processes (load-gen.ts) as seen from the bench: start, command, merge. */
import path from "node:path";
import type { Command, GenConfig, Joined, Played } from "./load-gen.ts";
import { NODE, type Proc, ROOT, start, stop } from "./procs.ts";
import { worstBy } from "./stats.ts";

const GEN = path.join(ROOT, "scripts/bench/load-gen.ts");

export interface Generators {
  procs: Proc[];
  ask<T>(cmd: Command, ms: number): Promise<T[]>;
  stop(): Promise<void>;
}

function next<T>(p: Proc, ms: number): Promise<T> {
  return new Promise((res, rej) => {
    const timer = setTimeout(() => {
      p.child.off("message", on);
      rej(new Error(`${p.name}: no answer in ${ms} ms\n${p.out.slice(-5).join("\n")}`));
    }, ms);
    const on = (m: { type: string; error?: string }) => {
      clearTimeout(timer);
      p.child.off("message", on);
      if (m.type === "error") rej(new Error(`${p.name}: ${m.error}`));
      else res(m as T);
    };
    p.child.on("message", on);
  });
}

/** `count` generators splitting tables 0..tables-1 between them (table t goes to t % count). */
export async function startGenerators(
  count: number,
  tables: number,
  base: Omit<GenConfig, "tables">,
): Promise<Generators> {
  const procs = Array.from({ length: count }, (_, g) => {
    const mine = Array.from({ length: tables }, (_, t) => t).filter((t) => t % count === g);
    const cfg: GenConfig = { ...base, tables: mine };
    return start(`generator ${g}`, NODE, [GEN, JSON.stringify(cfg)], {}, true);
  });
  await Promise.all(procs.map((p) => next(p, 30_000)));
  return {
    procs,
    ask: <T>(cmd: Command, ms: number) =>
      Promise.all(
        procs.map((p) => {
          const answer = next<T>(p, ms);
          p.child.send(cmd);
          return answer;
        }),
      ),
    async stop() {
      for (const p of procs) if (p.child.connected) p.child.send({ cmd: "exit" } satisfies Command);
      await Promise.all(procs.map((p) => stop(p, 5000)));
    },
  };
}

export function mergeJoined(js: Joined[]): {
  joinMs: number[];
  tables: number;
  failed: number;
  errors: string[];
} {
  return {
    joinMs: js.flatMap((j) => j.joinMs),
    tables: js.reduce((a, j) => a + j.tables, 0),
    failed: js.reduce((a, j) => a + j.failed, 0),
    errors: js.flatMap((j) => j.errors).slice(0, 5),
  };
}

export function mergePlayed(ps: Played[]): Omit<Played, "type"> {
  const sum = (k: keyof Omit<Played, "type" | "latencies" | "seconds" | "loopDelayMs" | "gcPauses">) =>
    ps.reduce((a, p) => a + p[k], 0);
  const worst = (k: "p50" | "p99" | "max") => Math.max(0, ...ps.map((p) => p.loopDelayMs[k]));
  return {
    latencies: ps.flatMap((p) => p.latencies),
    moves: sum("moves"),
    incomplete: sum("incomplete"),
    rejected: sum("rejected"),
    bytes: sum("bytes"),
    frames: sum("frames"),
    sentBytes: sum("sentBytes"),
    clients: sum("clients"),
    fullViewBytes: sum("fullViewBytes"),
    fullViews: sum("fullViews"),
    seconds: ps[0]?.seconds ?? 0,
    loopDelayMs: { p50: worst("p50"), p99: worst("p99"), max: worst("max") },
    // the generator whose collector paused longest in all
    gcPauses: worstBy(
      ps.map((p) => p.gcPauses),
      (g) => g.totalMs,
    )!,
  };
}
