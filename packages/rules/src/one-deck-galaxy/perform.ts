/**
 * Runs a move that `legalMoves` listed (legal.ts), on a copy of the state, then every automatic
 * step until the next decision (perform-turn.ts). Each move's effect is one function here; Techs,
 * milestones and Results decisions are the perform-*.ts files' topics.
 */
import type { Seat } from "../core/types.ts";
import { boxAt, diceOn } from "./boxes.ts";
import { adversary } from "./content.ts";
import {
  addToPool,
  calibrated,
  colourOf,
  dieOfPlaced,
  die as mkDie,
  ownerOf,
  pips,
  placed,
  removeFromPool,
  sumOf,
} from "./dice.ts";
import type { PickTarget } from "./legal.ts";
import { calibrateCost, ringCost, ULTRATECH_SCIENCE } from "./numbers.ts";
import { checkMilestones, completeMilestone } from "./perform-milestones.ts";
import { claimCard, labProbe, labStudy, upgradeStarbase } from "./perform-results.ts";
import { applyPick, startTech, stopPick } from "./perform-tech.ts";
import { advance, rollGathered } from "./perform-turn.ts";
import {
  type Ctx,
  cloneState,
  emit,
  gainInfluence,
  loseInfluence,
  milestonesOf,
  rollValue,
  societyRule,
  spendScience,
  techOf,
} from "./state.ts";
import type { GalaxyEvent, GalaxyMove, GalaxyMoveOf, GalaxyState } from "./types.ts";

/** The new state after a listed move (the input untouched) and what happened. */
export function perform(
  s0: GalaxyState,
  seat: Seat,
  m: GalaxyMove,
): { state: GalaxyState; events: GalaxyEvent[] } {
  const ctx: Ctx = { s: cloneState(s0), ev: [] };
  play(ctx, seat, m);
  checkMilestones(ctx, false);
  advance(ctx);
  checkMilestones(ctx, false);
  return { state: ctx.s, events: ctx.ev };
}

/** The move's own effect. */
function play(ctx: Ctx, seat: Seat, m: GalaxyMove): void {
  const s = ctx.s;
  switch (m.type) {
    case "roll":
      rollGathered(ctx, seat);
      break;
    case "place":
      placeDie(ctx, seat, m);
      break;
    case "ring":
      fillRing(ctx, seat, m.to);
      break;
    case "cancel":
      cancelWideBox(ctx, seat);
      break;
    case "calibrate":
      calibrate(ctx, seat, m);
      break;
    case "ultratech":
      ultratech(ctx, seat);
      break;
    case "combine":
      combine(ctx, seat, m);
      break;
    case "return":
      removeFromPool(s.seats[seat]!.pool, m.die);
      s.supply.dice[colourOf(m.die)]++;
      emit(ctx, "returned", { seat, die: m.die });
      break;
    case "tech":
      useTech(ctx, seat, m);
      break;
    case "pick":
      applyPick(ctx, seat, pickTarget(m));
      break;
    case "stop":
      stopPick(ctx, seat);
      break;
    case "milestone":
      milestoneMove(ctx, seat, m);
      break;
    case "flip":
      s.confSide = 1 - s.confSide;
      emit(ctx, "confrontationFlipped", {
        side: s.confSide,
        name: adversary(s.adversary).confrontation[s.confSide]!.name,
      });
      break;
    case "done":
      s.seats[seat]!.done = true;
      emit(ctx, "actionsDone", { seat });
      break;
    default:
      answer(ctx, m);
      break;
  }
}

/** The answers to a Results decision (p.40-43). */
function answer(
  ctx: Ctx,
  m: GalaxyMoveOf<"claim" | "probe" | "study" | "labDone" | "upgrade" | "noUpgrade">,
): void {
  const s = ctx.s;
  switch (m.type) {
    case "claim":
      claimCard(ctx, (s.decision as { card: number }).card, m.as, m.seat);
      break;
    case "probe":
      labProbe(ctx);
      break;
    case "study":
      labStudy(ctx, m.card);
      break;
    case "upgrade":
      upgradeStarbase(ctx);
      break;
    default:
      s.decision = null;
  }
}

/** A die on a box; a wide box stays open until its dice reach its number (p.32). */
function placeDie(ctx: Ctx, seat: Seat, m: GalaxyMoveOf<"place">): void {
  const s = ctx.s;
  removeFromPool(s.seats[seat]!.pool, m.die);
  const list = s.placed[m.to] ?? [];
  list.push(placed(m.die, seat));
  s.placed[m.to] = list;
  const b = boxAt(s, m.to)!;
  let filled = true;
  if (b.spec.t === "wide") {
    filled = sumOf(list) >= b.spec.min;
    s.open = filled ? null : m.to;
  }
  emit(ctx, "diePlaced", { seat, die: m.die, to: m.to, filled: filled && b.area !== "lab" });
  if (filled && b.area === "milestone") {
    // A "discard dice totalling N" milestone: its dice go back to the supply.
    for (const d of list) s.supply.dice[colourOf(d)]++;
    delete s.placed[m.to];
    completeMilestone(ctx, seat, m.to.slice(2));
  }
}

/** A Starbase disc on a ring, its cost paid in Fleets or Science (p.33). */
function fillRing(ctx: Ctx, seat: Seat, to: string): void {
  const s = ctx.s;
  const b = boxAt(s, to)!;
  const cost = ringCost(s, b.spec);
  if (b.spec.t === "ring" && b.spec.pay === "fleet") loseInfluence(ctx, s.starbase.fleets, cost);
  else spendScience(ctx, cost);
  s.starbase.discs--;
  s.rings.push(to);
  s.rings.sort();
  emit(ctx, "ringFilled", { seat, to, cost });
}

/** The dice of the open wide box go back to their owners' pools (p.32). */
function cancelWideBox(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  const key = s.open!;
  for (const d of diceOn(s, key)) addToPool(s.seats[ownerOf(d)]!.pool, dieOfPlaced(d));
  delete s.placed[key];
  s.open = null;
  emit(ctx, "wideBoxCancelled", { seat, to: key });
}

/** A Fleet turns a die one pip up or down (p.36). */
function calibrate(ctx: Ctx, seat: Seat, m: GalaxyMoveOf<"calibrate">): void {
  const s = ctx.s;
  const p = s.seats[seat]!;
  const cost = calibrateCost(s);
  loseInfluence(ctx, s.starbase.fleets, cost);
  removeFromPool(p.pool, m.die);
  const to = calibrated(m.die, m.d);
  addToPool(p.pool, to);
  emit(ctx, "calibrated", { seat, from: m.die, to, fleets: cost });
}

/** Science buys a black die, rolled (p.36). */
function ultratech(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  spendScience(ctx, ULTRATECH_SCIENCE);
  const die = mkDie("black", rollValue(ctx));
  s.supply.dice.black--;
  addToPool(s.seats[seat]!.pool, die);
  emit(ctx, "ultratech", { seat, die });
}

/** Two dice go back for a black die showing the lower value (the higher for some societies, p.36). */
function combine(ctx: Ctx, seat: Seat, m: GalaxyMoveOf<"combine">): void {
  const s = ctx.s;
  const p = s.seats[seat]!;
  const from = m.partner ? s.seats[1 - seat]! : p;
  removeFromPool(p.pool, m.a);
  removeFromPool(from.pool, m.b);
  s.supply.dice[colourOf(m.a)]++;
  s.supply.dice[colourOf(m.b)]++;
  const high = societyRule(s, seat).rule === "combineHigh";
  const va = pips(m.a);
  const vb = pips(m.b);
  const die = mkDie("black", high ? Math.max(va, vb) : Math.min(va, vb));
  const to = m.partner ? m.to! : seat;
  s.supply.dice.black--;
  addToPool(s.seats[to]!.pool, die);
  emit(ctx, "combined", { seat, a: m.a, b: m.b, die, to });
}

/** A Tech disc on a Tech starts one of its effects (p.37). */
function useTech(ctx: Ctx, seat: Seat, m: GalaxyMoveOf<"tech">): void {
  const p = ctx.s.seats[seat]!;
  const t = techOf(ctx.s, seat, m.tech)!;
  p.discs--;
  p.activated.push(m.tech);
  emit(ctx, "techUsed", { seat, tech: m.tech, name: t.name, opt: m.opt });
  startTech(ctx, seat, m.tech, t.options[m.opt]!.steps);
}

function pickTarget(m: GalaxyMoveOf<"pick">): PickTarget {
  const t: PickTarget = { die: m.die };
  if (m.d !== undefined) t.d = m.d;
  if (m.owner !== undefined) t.owner = m.owner;
  return t;
}

/** A milestone completed by a move: Tech discs spent, or colonies exiled (p.12-13, errata). */
function milestoneMove(ctx: Ctx, seat: Seat, m: GalaxyMoveOf<"milestone">): void {
  const s = ctx.s;
  const p = s.seats[seat]!;
  const def = milestonesOf(p).find((x) => x.id === m.id)!;
  const req = def.req[s.players - 1]!;
  if (req.q === "spendDiscs") {
    p.discs -= req.n;
    s.supply.techDiscs += req.n;
  } else if (req.q === "exileColonies") {
    for (const id of m.colonies!) {
      p.colonies.splice(p.colonies.indexOf(id), 1);
      s.exiledCards.push(id);
    }
    emit(ctx, "coloniesExiled", { seat, cards: [...m.colonies!] });
    const rule = societyRule(s, seat);
    if (rule.rule === "exileBonus") gainInfluence(ctx, s.starbase.fleets, rule.fleets);
  }
  completeMilestone(ctx, seat, m.id);
}
