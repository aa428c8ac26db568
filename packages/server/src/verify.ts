/**
 * Checking a finished match's history (docs/storage.md "Verifying a match"): the seed against the
 * hash published at the start, every move replayed through the rules, the recorded result and the
 * final state hash. Used by `pnpm verify` (scripts/verify.ts).
 */
import { createHash } from "node:crypto";
import {
  checkHistory,
  type HistoryMove,
  type MatchHistory,
  type Problem,
  parseHistory,
  replayable,
} from "@starport/protocol";
import { type AnyGameDef, canonicalJson, replayFailureText } from "@starport/rules";

/** SHA-256 of a seed, hex: the commitment published in the table's state from the start. */
export function seedHashOf(seed: string): string {
  return createHash("sha256").update(seed, "utf8").digest("hex");
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface Verdict {
  ok: boolean;
  checks: Check[];
  /** One line: what was verified, or the first thing that failed. */
  summary: string;
}

/** Records one check; false when it failed (and the checks stop there). */
type CheckFn = (name: string, ok: boolean, detail: string) => boolean;

/** Replays a history with the rules in `games` and checks it; never throws. */
export function verifyHistory(raw: unknown, games: Record<string, AnyGameDef>): Verdict {
  const checks: Check[] = [];
  const check: CheckFn = (name, ok, detail) => {
    checks.push({ name, ok, detail });
    return ok;
  };
  const ready = readyToReplay(raw, games, check);
  if (ready) replayChecks(ready, check);
  const failed = checks.find((c) => !c.ok);
  return {
    ok: !failed,
    checks,
    summary: failed
      ? `FAILED: ${failed.name}: ${failed.detail}`
      : `OK: ${checks.map((c) => c.name).join(", ")}`,
  };
}

/** The checks before the replay: a history, ended, complete, of a game these rules have. */
function readyToReplay(
  raw: unknown,
  games: Record<string, AnyGameDef>,
  check: CheckFn,
): { h: MatchHistory; def: AnyGameDef; seed: string; moves: HistoryMove[] } | null {
  const parsed = parseHistory(raw);
  if (!parsed.ok) {
    check("format", false, `not a Starport history: ${parsed.error}`);
    return null;
  }
  const h = parsed.history;
  const r = replayable(h, games);
  const ended = r.kind !== "unfinished" && r.kind !== "aborted";
  if (!check("ended", ended, `the match is ${h.status}; only a finished match can be verified`)) return null;
  if (!check("complete", r.kind !== "incomplete", "the seed or the moves are missing")) return null;
  if (!check("game", r.kind === "ready", `unknown game "${h.game}"`) || r.kind !== "ready") return null;
  return { h, def: r.def, seed: r.seed, moves: r.moves };
}

/** The checks of the replay (the protocol's `checkHistory`), worded; the seed with Node's SHA-256. */
function replayChecks(
  { h, def, seed, moves }: { h: MatchHistory; def: AnyGameDef; seed: string; moves: HistoryMove[] },
  check: CheckFn,
): void {
  const replay = checkHistory(def, h, seed, moves);
  const problem = (code: Problem["code"]): Problem | undefined =>
    replay.problems.find((p) => p.code === code);
  const version = `recorded with rules version ${h.rulesVersion}, these rules are version ${def.rulesVersion}`;
  if (!check("rules version", !problem("RULES_VERSION"), version)) return;
  const seedHash = seedHashOf(seed);
  const seedOk = seedHash === h.seedHash;
  const seedDetail = seedOk
    ? "SHA-256 of the seed equals the hash published at the start"
    : `SHA-256 of the seed is ${seedHash}, the published hash is ${h.seedHash}`;
  if (!check("seed", seedOk, seedDetail)) return;
  if (replay.failure) {
    check(replay.failure.kind === "setup" ? "setup" : "moves", false, replayFailureText(replay.failure));
    return;
  }
  check("moves", true, `${moves.length} moves replayed, each accepted by the rules`);
  const result = replay.outcome;
  if (!check("game over", result !== null, "after the last move the game is not over") || !result) return;
  const resultDetail = problem("RESULT")
    ? `the replay gives ${canonicalJson(result)}, the history records ${canonicalJson(h.result)}`
    : `ranks ${result.ranks.join(", ")}`;
  if (!check("result", !problem("RESULT"), resultDetail) || h.finalStateHash === undefined) return;
  const wrong = problem("FINAL_STATE");
  check(
    "final state",
    !wrong,
    wrong
      ? `the replay ends in state ${wrong.params.replayed}, the history records ${h.finalStateHash}`
      : `state hash ${h.finalStateHash}`,
  );
}
