/**
 * The turn machine (p.23-45): runs the automatic parts of the game, phase by phase, until a player
 * must act (the Action phase) or decide (a claim, the Research Lab, an upgrade). The Adversary
 * phase is perform-adversary.ts's, the Results phase perform-results.ts's.
 */
import type { Seat } from "../core/types.ts";
import { starbaseClass } from "./content.ts";
import { addToPool, die as mkDie } from "./dice.ts";
import { yieldOf } from "./numbers.ts";
import { adversaryPhase } from "./perform-adversary.ts";
import { checkMilestones } from "./perform-milestones.ts";
import { runResults, startResults } from "./perform-results.ts";
import { type Ctx, drawCard, emit, emptyInfluence, rollValue } from "./state.ts";
import { DIE_COLOURS, type Die } from "./types.ts";

/** Runs the automatic parts of the game until a player must act, or the game ends. */
export function advance(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 1000; guard++) {
    if (s.result) {
      s.phase = "over";
      return;
    }
    if (s.phase === "action") {
      if (!s.seats.every((p) => p.done)) return;
      startResults(ctx);
      continue;
    }
    if (s.phase === "results") {
      if (s.decision) return;
      if (runResults(ctx)) startTurn(ctx);
      continue;
    }
    return;
  }
  throw new Error("one-deck-galaxy: advance did not settle");
}

/** A new turn: the Adversary and Discover phases, then gathering for the Action phase. */
export function startTurn(ctx: Ctx): void {
  const s = ctx.s;
  s.turn++;
  emit(ctx, "turn", { turn: s.turn });
  adversaryPhase(ctx);
  checkMilestones(ctx, false);
  if (s.result) return;
  discoverPhase(ctx);
  if (s.result) return;
  gather(ctx);
}

/** Discover phase: refill the Discovery Zone to four cards (p.27). */
export function discoverPhase(ctx: Ctx): void {
  const s = ctx.s;
  emit(ctx, "phase", { phase: "discover" });
  while (s.zone.length < 4) {
    const c = drawCard(ctx);
    if (c === null) break;
    s.zone.push({ id: c, infl: emptyInfluence() });
    emit(ctx, "discovered", { card: c });
  }
}

/** Action phase step 1: gather dice and discs (rolled by each player's "roll"), fill Starbase discs. */
export function gather(ctx: Ctx): void {
  const s = ctx.s;
  const need = s.seats.map((_, i) => yieldOf(s, i));
  // A short supply is shared out one at a time between the players (p.28).
  for (const c of DIE_COLOURS) {
    for (let more = true; more; ) {
      more = false;
      for (let seat = 0; seat < s.players; seat++) {
        if (need[seat]![c] > 0 && s.supply.dice[c] > 0) {
          need[seat]![c]--;
          s.supply.dice[c]--;
          s.seats[seat]!.unrolled.push(c);
          more = true;
        }
      }
    }
  }
  for (let more = true; more; ) {
    more = false;
    for (let seat = 0; seat < s.players; seat++) {
      if (need[seat]!.discs > 0 && s.supply.techDiscs > 0) {
        need[seat]!.discs--;
        s.supply.techDiscs--;
        s.seats[seat]!.discs++;
        more = true;
      }
    }
  }
  const discs = Math.min(starbaseClass(s.starbase.cls).discs, s.supply.starbaseDiscs);
  s.supply.starbaseDiscs -= discs;
  s.starbase.discs = discs;
  s.phase = "action";
  s.seats.forEach((p, seat) => {
    p.done = false;
    p.rolled = false;
    emit(ctx, "gathered", { seat, dice: [...p.unrolled], discs: p.discs });
  });
  emit(ctx, "phase", { phase: "action", starbaseDiscs: discs });
}

/** "roll": rolls the dice a player gathered, forming their pool. */
export function rollGathered(ctx: Ctx, seat: Seat): void {
  const p = ctx.s.seats[seat]!;
  const dice: Die[] = p.unrolled.map((c) => mkDie(c, rollValue(ctx)));
  for (const d of dice) addToPool(p.pool, d);
  p.unrolled = [];
  p.rolled = true;
  emit(ctx, "diceRolled", { seat, dice });
}
