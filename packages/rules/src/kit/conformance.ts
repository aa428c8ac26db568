import { canonicalJson, stateHash } from "../core/canonical.ts";
import { applyChecked, viewFor } from "../core/engine.ts";
import { replayFailureText, replayMoves } from "../core/replay.ts";
import { type Rng, rngFromSeed } from "../core/rng.ts";
import { type AnyGameDef, type GameEvent, type Seat, SPECTATOR, type Viewer } from "../core/types.ts";

export interface ConformanceOptions {
  players: number;
  games: number;
  /** Base seed; game i uses `${seed}/${i}`. */
  seed: string;
  /** Table options for each game (cycled); defaults to the game's defaults. */
  options?: readonly unknown[];
  /** A game that has not ended after this many moves fails. */
  maxSteps?: number;
  /** On one step in `deepEvery` (and on every step of the first game) every listed move is applied
   * and views are checked for leaks. */
  deepEvery?: number;
  /** Junk moves tried per step. */
  junkPerStep?: number;
  /** Stop after this many failures. */
  maxFailures?: number;
}

export interface ConformanceReport {
  games: number;
  completed: number;
  totalSteps: number;
  avgSteps: number;
  maxGameSteps: number;
  failures: string[];
}

class Failure extends Error {}

/**
 * The platform's conformance kit: plays seeded random games through `legalMoves` and checks the
 * contract: games end with an outcome; nothing throws; `apply` accepts every listed move, rejects
 * everything else (junk, out-of-turn) with a typed error and leaves its input untouched; same seed
 * and moves give the same state; views and legal moves never depend on what the viewer may not know;
 * views and events are plain JSON.
 */
export function runConformance(def: AnyGameDef, o: ConformanceOptions): ConformanceReport {
  const report: ConformanceReport = {
    games: 0,
    completed: 0,
    totalSteps: 0,
    avgSteps: 0,
    maxGameSteps: 0,
    failures: [],
  };
  const maxFailures = o.maxFailures ?? 3;
  for (let g = 0; g < o.games && report.failures.length < maxFailures; g++) {
    const seed = `${o.seed}/${g}`;
    const options = def.optionsSchema.parse(o.options?.[g % o.options.length] ?? {});
    report.games++;
    try {
      const steps = playOne(def, o, seed, options, g === 0);
      report.completed++;
      report.totalSteps += steps;
      report.maxGameSteps = Math.max(report.maxGameSteps, steps);
    } catch (e) {
      const where = `${def.id} players=${o.players} seed="${seed}" options=${JSON.stringify(options)}`;
      if (e instanceof Failure) report.failures.push(`${where}: ${e.message}`);
      else if (isFrozenWrite(e))
        report.failures.push(`${where}: the state was mutated in place: ${(e as Error).stack}`);
      else report.failures.push(`${where}: threw ${(e as Error).stack}`);
    }
  }
  report.avgSteps = report.completed ? Math.round(report.totalSteps / report.completed) : 0;
  return report;
}

function playOne(
  def: AnyGameDef,
  o: ConformanceOptions,
  seed: string,
  options: unknown,
  everyStep: boolean,
): number {
  const rng = rngFromSeed(`kit:${seed}`);
  const maxSteps = o.maxSteps ?? 20_000;
  const deepEvery = o.deepEvery ?? 10;
  const junkPerStep = o.junkPerStep ?? 2;
  const seats = Array.from({ length: o.players }, (_, i) => i);
  let s = def.setup({ players: o.players, seed, options });
  const moves: { seat: Seat; move: unknown }[] = [];
  checkInvariant(def, s, "after setup");

  for (let step = 0; ; step++) {
    const where = `step ${step}`;
    const actors = actorsUnlessOver(def, s, seats, step, maxSteps);
    if (actors === null) break;

    const deep = everyStep || rng.int(deepEvery) === 0;
    // Frozen: any write by legalMoves, apply, a view or perturbHidden throws and is reported.
    deepFreeze(s);
    const legalBySeat = legalMovesBySeat(def, s, seats, actors, where);
    const seat = rng.pick(actors);
    const legal = legalBySeat.get(seat)!;
    const legalKeys = new Set(legal.map((m) => canonicalJson(m)));
    if (legalKeys.size !== legal.length)
      throw new Failure(`${where}: legalMoves of seat ${seat} lists a move twice`);

    // Every listed move survives the wire on deep steps; one of them on the others.
    checkListedMoves(def, s, seat, deep ? legal : [rng.pick(legal)], o.players, where);
    checkJunkRefused(def, s, seat, legal, legalKeys, rng, junkPerStep, where);
    checkIdleRefused(def, s, seats, actors, legal, rng, where);
    if (deep) checkViews(def, s, seats, legalBySeat, rng, where);

    const move = rng.pick(legal);
    const r = def.apply(s, seat, move);
    if (!r.ok) throw new Failure(`${where}: listed move ${canonicalJson(move)} refused: ${r.error.message}`);
    checkEvents(r.value.events, o.players, where);
    s = r.value.state;
    moves.push({ seat, move });
    checkInvariant(def, s, `after ${where}`);
  }

  checkReplay(def, { players: o.players, seed, options }, moves, s);
  return moves.length;
}

/** Who may act now, every one a seat; null when the game is over (a valid outcome, nobody to act). */
function actorsUnlessOver(
  def: AnyGameDef,
  s: unknown,
  seats: Seat[],
  step: number,
  maxSteps: number,
): Seat[] | null {
  const where = `step ${step}`;
  const outcome = def.outcome(s);
  const actors = def.actors(s);
  if (outcome !== null) {
    checkOutcome(outcome, seats.length, where);
    if (actors.length > 0) throw new Failure(`${where}: game over but actors ${actors.join(",")} remain`);
    return null;
  }
  if (step >= maxSteps) throw new Failure(`no outcome after ${maxSteps} moves`);
  if (actors.length === 0) throw new Failure(`${where}: no outcome and nobody may act (stuck)`);
  for (const a of actors) if (!seats.includes(a)) throw new Failure(`${where}: actor ${a} is not a seat`);
  return actors;
}

/** Each seat's legal moves: an actor has some, any other seat none. */
function legalMovesBySeat(
  def: AnyGameDef,
  s: unknown,
  seats: Seat[],
  actors: Seat[],
  where: string,
): Map<Seat, unknown[]> {
  const legalBySeat = new Map<Seat, unknown[]>();
  for (const seat of seats) {
    const legal = def.legalMoves(s, seat);
    if (actors.includes(seat) && legal.length === 0)
      throw new Failure(`${where}: actor ${seat} has no legal move`);
    if (!actors.includes(seat) && legal.length > 0)
      throw new Failure(`${where}: seat ${seat} is not an actor but has legal moves`);
    legalBySeat.set(seat, legal);
  }
  return legalBySeat;
}

/** Each of these listed moves is plain JSON, survives the wire (JSON + schema) and applies. */
function checkListedMoves(
  def: AnyGameDef,
  s: unknown,
  seat: Seat,
  toTry: unknown[],
  players: number,
  where: string,
): void {
  for (const m of toTry) {
    const bad = notPlainJson(m);
    if (bad) throw new Failure(`${where}: move ${canonicalJson(m)} is not plain JSON at ${bad}`);
    const wire = JSON.parse(JSON.stringify(m));
    const r = applyChecked(def, s, seat, wire);
    if (!r.ok)
      throw new Failure(
        `${where}: listed move ${canonicalJson(m)} refused: ${r.error.code} ${r.error.message}`,
      );
    if (canonicalJson(r.value.move) !== canonicalJson(m)) {
      throw new Failure(`${where}: moveSchema changes listed move ${canonicalJson(m)}`);
    }
    checkEvents(r.value.events, players, where);
  }
}

/** Junk moves (unless one happens to be legal) are refused with a typed error. */
function checkJunkRefused(
  def: AnyGameDef,
  s: unknown,
  seat: Seat,
  legal: unknown[],
  legalKeys: Set<string>,
  rng: Rng,
  junkPerStep: number,
  where: string,
): void {
  for (let j = 0; j < junkPerStep; j++) {
    const junk = makeJunk(rng, rng.pick(legal));
    const r = applyChecked(def, s, seat, junk);
    const parsed = def.moveSchema.safeParse(junk);
    const isLegal = parsed.success && legalKeys.has(canonicalJson(parsed.data));
    if (!isLegal && r.ok) throw new Failure(`${where}: junk move ${JSON.stringify(junk)} was accepted`);
    if (
      !r.ok &&
      (typeof r.error.code !== "string" || typeof r.error.message !== "string" || !r.error.message)
    ) {
      throw new Failure(`${where}: refusal without code and message: ${JSON.stringify(r.error)}`);
    }
  }
}

/** A seat that may not act has a legal move of the actor refused. */
function checkIdleRefused(
  def: AnyGameDef,
  s: unknown,
  seats: Seat[],
  actors: Seat[],
  legal: unknown[],
  rng: Rng,
  where: string,
): void {
  const idle = seats.filter((x) => !actors.includes(x));
  if (idle.length === 0) return;
  const r = applyChecked(def, s, rng.pick(idle), rng.pick(legal));
  if (r.ok) throw new Failure(`${where}: a seat that may not act had a move accepted`);
}

/** Determinism: the same seed and moves give the same state. */
function checkReplay(
  def: AnyGameDef,
  table: { players: number; seed: string; options: unknown },
  moves: { seat: Seat; move: unknown }[],
  final: unknown,
): void {
  const again = replayMoves(def, table, moves);
  if (again.failure) throw new Failure(`replay refused: ${replayFailureText(again.failure)}`);
  if (stateHash(again.state) !== stateHash(final))
    throw new Failure("replaying the same seed and moves gave another state");
}

function checkViews(
  def: AnyGameDef,
  s: unknown,
  seats: Seat[],
  legalBySeat: Map<Seat, unknown[]>,
  rng: Rng,
  where: string,
): void {
  const viewers: Viewer[] = [SPECTATOR, ...seats];
  const views = new Map<Viewer, string>();
  for (const v of viewers) {
    const view = viewFor(def, s, v);
    const bad = notPlainJson(view);
    if (bad) throw new Failure(`${where}: the view of ${v} is not plain JSON at ${bad}`);
    views.set(v, canonicalJson(view));
  }
  const owners: (Seat | "world")[] = ["world", ...seats];
  for (const owner of owners) {
    const s2 = def.test.perturbHidden(s, owner, rng);
    for (const v of viewers) {
      if (v === owner) continue;
      if (canonicalJson(viewFor(def, s2, v)) !== views.get(v)) {
        throw new Failure(`${where}: the view of ${v} changes with what only ${owner} may know (a leak)`);
      }
      if (v !== SPECTATOR) {
        const l2 = canonicalJson(def.legalMoves(s2, v));
        if (l2 !== canonicalJson(legalBySeat.get(v))) {
          throw new Failure(
            `${where}: the legal moves of seat ${v} change with what only ${owner} may know (a leak)`,
          );
        }
      }
    }
  }
}

function checkOutcome(outcome: { ranks: number[]; scores: number[] }, players: number, where: string): void {
  if (outcome.ranks.length !== players || outcome.scores.length !== players) {
    throw new Failure(`${where}: outcome needs one rank and one score per seat`);
  }
  if (
    !outcome.ranks.every((r) => Number.isInteger(r) && r >= 1 && r <= players) ||
    !outcome.ranks.includes(1)
  ) {
    throw new Failure(`${where}: outcome ranks must be 1..players with a first place: ${outcome.ranks}`);
  }
  if (!outcome.scores.every((x) => Number.isFinite(x)))
    throw new Failure(`${where}: outcome scores must be finite`);
}

function checkEvents(events: readonly GameEvent[], players: number, where: string): void {
  for (const e of events) {
    if (typeof e.type !== "string") throw new Failure(`${where}: event without a type`);
    const ok =
      e.visibleTo === "all" ||
      (Array.isArray(e.visibleTo) && e.visibleTo.every((x) => Number.isInteger(x) && x >= 0 && x < players));
    if (!ok) throw new Failure(`${where}: event ${e.type} has a bad visibleTo`);
    const bad = notPlainJson(e);
    if (bad) throw new Failure(`${where}: event ${e.type} is not plain JSON at ${bad}`);
  }
}

function checkInvariant(def: AnyGameDef, s: unknown, where: string): void {
  const broken = def.test.invariant?.(s);
  if (broken) throw new Failure(`${where}: invariant broken: ${broken}`);
}

/** Freezes plain data recursively (objects already frozen are taken as frozen throughout). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function isFrozenWrite(e: unknown): boolean {
  const err = e as Error | null;
  return (
    err?.name === "TypeError" &&
    /read only|read-only|not extensible|Cannot (add|assign|delete|define)|frozen/i.test(err.message)
  );
}

/** Path of the first value that JSON would not carry faithfully, or null if all is plain JSON. */
export function notPlainJson(value: unknown, path = "$"): string | null {
  if (value === null || typeof value === "string" || typeof value === "boolean") return null;
  if (typeof value === "number") return Number.isFinite(value) ? null : `${path} (${value})`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = notPlainJson(value[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (typeof value === "object") {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return `${path} (class instance)`;
    for (const [k, v] of Object.entries(value)) {
      const bad = notPlainJson(v, `${path}.${k}`);
      if (bad) return bad;
    }
    return null;
  }
  return `${path} (${typeof value})`;
}

const FIXED_JUNK: unknown[] = [
  null,
  undefined,
  0,
  -1,
  1e9,
  "",
  "move",
  true,
  [],
  {},
  [1, 2, 3],
  { type: "no-such-move" },
  { type: 42 },
  "x".repeat(5000),
];

/** A random bad input: a fixed junk value or a legal move with one field broken. */
export function makeJunk(rng: Rng, legal: unknown): unknown {
  if (rng.int(3) === 0) return FIXED_JUNK[rng.int(FIXED_JUNK.length)];
  const copy = JSON.parse(JSON.stringify(legal ?? null));
  const paths = leafPaths(copy);
  if (paths.length === 0) return FIXED_JUNK[rng.int(FIXED_JUNK.length)];
  const path = rng.pick(paths);
  const parent = path
    .slice(0, -1)
    .reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, copy);
  const key = path[path.length - 1]!;
  const old = parent[key];
  const choice = rng.int(7);
  let value: unknown;
  if (typeof old === "number") {
    value = [old + 1, old - 1, -1, old + 97, 0.5, 1e6, String(old)][choice];
  } else if (typeof old === "string") {
    value = ["", `${old}x`, "zzz", 7, null, old.toUpperCase(), "__proto__"][choice];
  } else if (typeof old === "boolean") {
    value = [!old, "yes", 1, null, !old, !old, undefined][choice];
  } else {
    value = [null, 3, "x", [], {}, -1, true][choice];
  }
  if (rng.int(6) === 0) delete parent[key];
  else parent[key] = value;
  return copy;
}

function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== "object") return prefix.length ? [prefix] : [];
  const out: string[][] = prefix.length ? [prefix] : [];
  for (const k of Object.keys(value))
    out.push(...leafPaths((value as Record<string, unknown>)[k], [...prefix, k]));
  return out;
}
