/**
 * Checking a finished match's history (docs/storage.md "Verifying a match"): the seed against the
 * hash published at the start, every move replayed through the rules, the recorded result and the
 * final state hash. Used by `pnpm verify` (scripts/verify.ts).
 */
import { createHash } from "node:crypto";
import { parseHistory } from "@starport/protocol";
import { type AnyGameDef, applyChecked, canonicalJson, stateHash } from "@starport/rules";
import { withResignations } from "./outcome.ts";

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

/** Replays a history with the rules in `games` and checks it; never throws. */
export function verifyHistory(raw: unknown, games: Record<string, AnyGameDef>): Verdict {
  const checks: Check[] = [];
  const done = (): Verdict => {
    const failed = checks.find((c) => !c.ok);
    return {
      ok: !failed,
      checks,
      summary: failed
        ? `FAILED: ${failed.name}: ${failed.detail}`
        : `OK: ${checks.map((c) => c.name).join(", ")}`,
    };
  };
  const check = (name: string, ok: boolean, detail: string): boolean => {
    checks.push({ name, ok, detail });
    return ok;
  };

  const parsed = parseHistory(raw);
  if (!parsed.ok) {
    check("format", false, `not a Starport history: ${parsed.error}`);
    return done();
  }
  const h = parsed.history;
  if (
    !check(
      "ended",
      h.status === "finished",
      `the match is ${h.status}; only a finished match can be verified`,
    )
  )
    return done();
  if (!check("complete", h.seed !== undefined && h.moves !== undefined, "the seed or the moves are missing"))
    return done();
  const seed = h.seed!;
  const moves = h.moves!;
  const def = Object.hasOwn(games, h.game) ? games[h.game] : undefined;
  if (!check("game", def !== undefined, `unknown game "${h.game}"`)) return done();
  if (
    !check(
      "rules version",
      def!.rulesVersion === h.rulesVersion,
      `recorded with rules version ${h.rulesVersion}, these rules are version ${def!.rulesVersion}`,
    )
  )
    return done();
  const seedHash = seedHashOf(seed);
  if (
    !check(
      "seed",
      seedHash === h.seedHash,
      seedHash === h.seedHash
        ? "SHA-256 of the seed equals the hash published at the start"
        : `SHA-256 of the seed is ${seedHash}, the published hash is ${h.seedHash}`,
    )
  )
    return done();

  let state: unknown;
  try {
    const options = def!.optionsSchema.parse(h.options ?? {});
    state = def!.setup({ players: h.players, seed, options });
  } catch (e) {
    check("setup", false, `setup failed: ${(e as Error).message}`);
    return done();
  }
  for (const [i, m] of moves.entries()) {
    if (m.version !== i + 1) {
      check("moves", false, `move ${i + 1} is numbered ${m.version}`);
      return done();
    }
    if (m.seat >= h.players) {
      check("moves", false, `move ${m.version} names seat ${m.seat}, the table has ${h.players}`);
      return done();
    }
    let r: ReturnType<typeof applyChecked>;
    try {
      r = applyChecked(def!, state, m.seat, m.move);
    } catch (e) {
      check(
        "moves",
        false,
        `move ${m.version} (seat ${m.seat}) broke the rules engine: ${(e as Error).message}`,
      );
      return done();
    }
    if (!r.ok) {
      check(
        "moves",
        false,
        `move ${m.version} (seat ${m.seat}) is refused by the rules: ${r.error.code}: ${r.error.message}`,
      );
      return done();
    }
    state = r.value.state;
  }
  check("moves", true, `${moves.length} moves replayed, each accepted by the rules`);

  const outcome = def!.outcome(state);
  if (!check("game over", outcome !== null, "after the last move the game is not over")) return done();
  const result = withResignations(
    outcome!,
    h.seats.map((s) => s.forfeit !== null),
  );
  const same = h.result !== null && canonicalJson(result) === canonicalJson(h.result);
  if (
    !check(
      "result",
      same,
      same
        ? `ranks ${result.ranks.join(", ")}`
        : `the replay gives ${canonicalJson(result)}, the history records ${canonicalJson(h.result)}`,
    )
  )
    return done();
  if (h.finalStateHash !== undefined) {
    const hash = stateHash(state);
    check(
      "final state",
      hash === h.finalStateHash,
      hash === h.finalStateHash
        ? `state hash ${hash}`
        : `the replay ends in state ${hash}, the history records ${h.finalStateHash}`,
    );
  }
  return done();
}
