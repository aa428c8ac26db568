/** How a finished stellar_omega game ranks the seats (phase omega's result). */
import type { Outcome } from "../core/types.ts";
import type { FinalResult, OmegaState } from "./types.ts";

/** Ranks by VP, then SP (1 = best; equal VP and SP share a rank). */
export function finalRanks(f: Pick<FinalResult, "vp" | "sp">): number[] {
  return f.vp.map(
    (vp, i) => 1 + f.vp.filter((v, j) => v > vp || (v === vp && (f.sp[j] ?? 0) > (f.sp[i] ?? 0))).length,
  );
}

/** The result once phase omega is over: ranks and VP by seat, and whether SP broke a tie. */
export function outcome(s: OmegaState): Outcome | null {
  const f = s.final;
  if (s.phase !== "over" || !f) return null;
  const ranks = finalRanks(f);
  const best = Math.max(...f.vp);
  const tied = f.vp.filter((v) => v === best).length > 1;
  return {
    ranks,
    scores: [...f.vp],
    reason: tied ? "Most VP; the tie was broken by SP." : "Most VP (categories plus VP tokens).",
  };
}
