/** The Results phase (p.40-44): zone cards, Starbase rows, Research Lab, upgrade, Confrontation, reset. */
import type { Seat } from "../core/types.ts";
import { diceOn, rowFilled } from "./boxes.ts";
import { adversary, card, starbaseClass } from "./content.ts";
import { colourOf, sumOf } from "./dice.ts";
import { labCosts, studyCost } from "./numbers.ts";
import { runAdvStep } from "./perform-adversary.ts";
import { checkMilestones } from "./perform-milestones.ts";
import {
  type Ctx,
  discardInfluence,
  drawCard,
  emit,
  endGame,
  gainInfluence,
  scienceTotal,
  societyRule,
  spendScience,
  tuckScience,
} from "./state.ts";
import type { GalaxyState } from "./types.ts";

/** The Action phase is over: the zone cards are resolved in order. */
export function startResults(ctx: Ctx): void {
  const s = ctx.s;
  s.open = null;
  s.phase = "results";
  s.toResolve = s.zone.map((z) => z.id);
  s.resStep = 0;
  emit(ctx, "phase", { phase: "results" });
}

/** Returns the dice and Starbase discs on every box whose key starts with `prefix`. */
function clearBoxes(ctx: Ctx, prefix: string): void {
  const s = ctx.s;
  for (const k of Object.keys(s.placed)) {
    if (!k.startsWith(prefix)) continue;
    for (const d of s.placed[k]!) s.supply.dice[colourOf(d)]++;
    delete s.placed[k];
  }
  const keep: string[] = [];
  for (const k of s.rings) {
    if (k.startsWith(prefix)) s.supply.starbaseDiscs++;
    else keep.push(k);
  }
  s.rings = keep;
}

function labHasUse(s: GalaxyState, pips: number): boolean {
  if (pips >= labCosts(s).probe) return true;
  return s.zone.some((z) => {
    const c = studyCost(s, z.id);
    return c !== null && pips >= c;
  });
}

/**
 * Results phase (p.40-44): zone cards, Starbase rows, Research Lab, upgrade, Confrontation, reset.
 * Returns true when the turn is over (after reset), false when a decision waits or the game ended.
 */
export function runResults(ctx: Ctx): boolean {
  const s = ctx.s;
  for (;;) {
    if (s.result || s.decision) return false;
    switch (s.resStep) {
      case 0: {
        const id = s.toResolve.shift();
        if (id === undefined) s.resStep = 1;
        else resolveZoneCard(ctx, id);
        break;
      }
      case 1: {
        let fleets = 0;
        starbaseClass(s.starbase.cls).rows.forEach((r, i) => {
          if (rowFilled(s, `s.${i}.`, r)) fleets += r.reward;
        });
        clearBoxes(ctx, "s.");
        if (fleets) {
          const got = gainInfluence(ctx, s.starbase.fleets, fleets);
          emit(ctx, "fleetsGained", { n: got, total: s.starbase.fleets.n });
        }
        s.resStep = 2;
        break;
      }
      case 2: {
        const pips = sumOf(diceOn(s, "lab"));
        clearBoxes(ctx, "lab");
        s.resStep = 3;
        if (pips > 0 && labHasUse(s, pips)) s.decision = { kind: "lab", pips };
        break;
      }
      case 3: {
        const up = starbaseClass(s.starbase.cls).upgradeCost;
        s.resStep = 4;
        if (up !== null && scienceTotal(s) >= up) s.decision = { kind: "upgrade" };
        break;
      }
      case 4: {
        resolveConfrontation(ctx);
        s.resStep = 5;
        break;
      }
      default: {
        checkMilestones(ctx, true);
        reset(ctx);
        return true;
      }
    }
  }
}

function resolveZoneCard(ctx: Ctx, id: number): void {
  const s = ctx.s;
  const z = s.zone.find((x) => x.id === id);
  if (!z) return;
  const c = card(id);
  if (c.kind === "location") {
    c.rows.forEach((r, i) => {
      if (!rowFilled(s, `g${id}.${i}.`, r)) return;
      const got = gainInfluence(ctx, z.infl, r.reward);
      emit(ctx, "rowCompleted", { card: id, row: i, influence: got, total: z.infl.n });
    });
    clearBoxes(ctx, `g${id}.`);
    if (z.infl.n >= (c.cost ?? 99)) {
      discardInfluence(ctx, z.infl);
      s.zone = s.zone.filter((x) => x.id !== id);
      emit(ctx, "cardResolved", { card: id, claimable: true });
      s.decision = { kind: "claim", card: id };
    }
  } else {
    const done = rowFilled(s, `g${id}.0.`, c.rows[0]!);
    clearBoxes(ctx, `g${id}.`);
    if (done) {
      discardInfluence(ctx, z.infl);
      s.zone = s.zone.filter((x) => x.id !== id);
      emit(ctx, "cardResolved", { card: id, claimable: true });
      s.decision = { kind: "claim", card: id };
    }
  }
}

/** Claims a resolved card as a Colony or a Tech for a player (p.42). */
export function claimCard(ctx: Ctx, id: number, as: "colony" | "tech", seat: Seat): void {
  const s = ctx.s;
  const p = s.seats[seat]!;
  if (as === "colony") p.colonies.push(id);
  else p.techs.push(id);
  emit(ctx, "claimed", { card: id, as, seat });
  if (card(id).kind === "encounter")
    for (const st of adversary(s.adversary).encounterClaimed ?? []) runAdvStep(ctx, st);
  const rule = societyRule(s, seat);
  if (as === "colony" && rule.rule === "colonyFleets") {
    const got = gainInfluence(ctx, s.starbase.fleets, rule.n);
    if (got) emit(ctx, "fleetsGained", { n: got, total: s.starbase.fleets.n });
  }
  s.decision = null;
}

/** Research Lab: launch a Probe (tuck the top card as Science). */
export function labProbe(ctx: Ctx): void {
  const s = ctx.s;
  const d = s.decision;
  if (d?.kind !== "lab") return;
  const pips = d.pips - labCosts(s).probe;
  const c = drawCard(ctx);
  if (c !== null) tuckScience(ctx, c, "probe");
  s.decision = pips > 0 && labHasUse(s, pips) && !s.result ? { kind: "lab", pips } : null;
}

/** Research Lab: Study a Location in the zone (its influence is a discount, then discarded). */
export function labStudy(ctx: Ctx, id: number): void {
  const s = ctx.s;
  const d = s.decision;
  const cost = studyCost(s, id);
  if (d?.kind !== "lab" || cost === null) return;
  const z = s.zone.find((x) => x.id === id)!;
  discardInfluence(ctx, z.infl);
  s.zone = s.zone.filter((x) => x.id !== id);
  clearBoxes(ctx, `g${id}.`);
  s.toResolve = s.toResolve.filter((x) => x !== id);
  tuckScience(ctx, id, "study");
  const pips = d.pips - cost;
  s.decision = pips > 0 && labHasUse(s, pips) ? { kind: "lab", pips } : null;
}

export function upgradeStarbase(ctx: Ctx): void {
  const s = ctx.s;
  const cost = starbaseClass(s.starbase.cls).upgradeCost;
  if (cost === null || !spendScience(ctx, cost)) return;
  s.starbase.cls++;
  emit(ctx, "upgraded", { cls: s.starbase.cls });
  s.decision = null;
}

function resolveConfrontation(ctx: Ctx): void {
  const s = ctx.s;
  if (s.adv.removed >= 4) return;
  const r = adversary(s.adversary).confrontation[s.confSide]!.rows[s.adv.removed]!;
  const done = rowFilled(s, "c.", r);
  clearBoxes(ctx, "c.");
  if (!done) return;
  s.adv.removed++;
  s.adv.claimed++;
  emit(ctx, "discClaimed", { removed: s.adv.removed, claimed: s.adv.claimed });
  if (s.adv.removed >= 4) endGame(ctx, true, "The last Adversary disc was removed: the Federation stands!");
}

/** Reset (p.44): every die and Tech/Starbase disc goes back to the supply. */
function reset(ctx: Ctx): void {
  const s = ctx.s;
  clearBoxes(ctx, "");
  s.supply.starbaseDiscs += s.starbase.discs;
  s.starbase.discs = 0;
  for (const p of s.seats) {
    for (const d of p.pool) s.supply.dice[colourOf(d)]++;
    for (const c of p.unrolled) s.supply.dice[c]++;
    p.pool = [];
    p.unrolled = [];
    s.supply.techDiscs += p.discs + p.activated.length;
    p.discs = 0;
    p.activated = [];
    p.pending = null;
  }
  s.open = null;
  emit(ctx, "reset", {});
}
