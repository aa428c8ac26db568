/**
 * Moves: who may act, the complete list of legal moves, and their checks and effects.
 * `legalMoves` lists candidates and keeps those `checkMove` accepts, so the two always agree.
 */
import type { Seat } from "../core/types.ts";
import {
  allBoxes,
  boxAt,
  confInUse,
  diceOn,
  fillOf,
  isFilled,
  levelTooLow,
  openBoxParams,
  placeError,
  placeFacts,
  ringCost,
} from "./boxes.ts";
import { adversary } from "./content.ts";
import {
  addToPool,
  colourOf,
  dieOfPlaced,
  dieOrder,
  distinctDice,
  isBlack,
  die as mkDie,
  ownerOf,
  pips,
  placed,
  poolCount,
  removeFromPool,
  sumOf,
} from "./dice.ts";
import {
  advance,
  applyPick,
  canPay,
  checkMilestones,
  claimCard,
  completeMilestone,
  isPick,
  labCosts,
  labProbe,
  labStudy,
  optionCost,
  type PickStep,
  type PickTarget,
  pickTargets,
  rollGathered,
  startTech,
  stopPick,
  studyCost,
  techIds,
  techOf,
  tierLocked,
  upgradeStarbase,
} from "./engine.ts";
import { type GalaxyRuleError, refusal } from "./errors.ts";
import {
  type Ctx,
  condTotal,
  emit,
  gainInfluence,
  level,
  loseInfluence,
  milestonesOf,
  rollValue,
  scienceTotal,
  societyRule,
  spendScience,
  tableLevel,
} from "./state.ts";
import type { GalaxyState, Move, MoveOf, PlayerState } from "./types.ts";

const ULTRATECH_SCIENCE = 3;

/**
 * Seats that may act now: players still in the Action phase, or everyone for a table decision.
 * While a wide box is being filled, a player who has rolled, has no technology under way, no die on
 * the box and no die that fits it waits for the others to fill it (their only move would be to
 * take back someone else's dice); if nobody can add a die, the box is stuck and every player still
 * acting may cancel it (p.32).
 */
export function actorsOf(s: GalaxyState): Seat[] {
  if (s.result) return [];
  if (s.phase === "action") {
    const acting = s.seats.flatMap((p, i) => (p.done ? [] : [i]));
    if (!s.open) return acting;
    const b = boxAt(s, s.open);
    if (!b) return acting;
    const facts = placeFacts(s);
    const onBox = new Set(diceOn(s, s.open).map((d) => ownerOf(d)));
    const progress = acting.filter((seat) => {
      const p = s.seats[seat]!;
      return (
        !p.rolled ||
        p.pending !== null ||
        distinctDice(p.pool).some((die) => placeError(s, seat, die, b, facts) === null)
      );
    });
    if (progress.length === 0) return acting; // stuck: anyone may cancel
    return acting.filter((seat) => progress.includes(seat) || onBox.has(seat));
  }
  if (s.phase === "results" && s.decision) return s.seats.map((_, i) => i);
  return [];
}

/**
 * The wide box being filled: its key, the pips it still needs, and whether it is stuck (no die in
 * the pool of any player still acting can go on it now, so `cancel` is the only way out).
 */
export function openBoxOf(s: GalaxyState): { key: string; missing: number; stuck: boolean } | null {
  if (!s.open) return null;
  const b = boxAt(s, s.open);
  if (!b) throw new Error(`open box ${s.open} is not on the table`);
  const facts = placeFacts(s);
  const stuck = !actorsOf(s).some((seat) =>
    distinctDice(s.seats[seat]!.pool).some((die) => placeError(s, seat, die, b, facts) === null),
  );
  return { key: s.open, missing: fillOf(s, s.open, b.spec).missing, stuck };
}

const DECISION_MOVES = new Set(["claim", "probe", "study", "labDone", "upgrade", "noUpgrade"]);

function calibrateCost(s: GalaxyState): number {
  return Math.max(1, condTotal(s, "calibrateCost"));
}

/** Why `seat` may not play `m` now (a code of GALAXY_ERROR_CODES), or null if it is legal. */
export function checkMove(s: GalaxyState, seat: Seat, m: Move): GalaxyRuleError | null {
  if (s.result) return refusal("GAME_OVER");
  const p = s.seats[seat];
  if (!p) return refusal("NOT_SEATED", { seat });
  if (s.phase === "results") {
    if (!DECISION_MOVES.has(m.type)) return refusal("NOT_ACTION_PHASE");
    return checkDecision(s, m);
  }
  if (DECISION_MOVES.has(m.type)) return refusal("NO_DECISION");
  if (p.done) return refusal("ALREADY_DONE");
  // A partial wide box can always be left in one move, by any player still acting (p.32).
  if (s.open && m.type === "cancel") return null;
  if (!p.rolled) return m.type === "roll" ? null : refusal("ROLL_FIRST");
  if (m.type === "roll") return refusal("ALREADY_ROLLED");
  if (p.pending) {
    if (m.type === "pick") return checkPick(s, seat, p, m);
    if (m.type === "stop") return null;
    return refusal("FINISH_TECH", {
      tech: p.pending.tech,
      name: techOf(s, seat, p.pending.tech)?.name ?? "",
    });
  }
  if (m.type === "pick" || m.type === "stop") return refusal("NO_TECH_PENDING");
  if (s.open && m.type !== "place") return refusal("FINISH_WIDE_BOX", openBoxParams(s));
  switch (m.type) {
    case "place": {
      const b = boxAt(s, m.to);
      if (!b) return refusal("NO_SUCH_BOX", { to: m.to });
      if (poolCount(p.pool, m.die) === 0) return refusal("NO_SUCH_DIE", { die: m.die });
      return placeError(s, seat, m.die, b);
    }
    case "ring": {
      const b = boxAt(s, m.to);
      if (b?.spec.t !== "ring") return refusal("NO_SUCH_RING", { to: m.to });
      if (s.rings.includes(m.to)) return refusal("BOX_FILLED", { to: m.to });
      if (s.starbase.discs <= 0) return refusal("NO_STARBASE_DISC");
      const cost = ringCost(s, b.spec);
      if (b.spec.pay === "fleet" && s.starbase.fleets.n < cost)
        return refusal("NOT_ENOUGH_FLEETS", { need: cost, have: s.starbase.fleets.n });
      if (b.spec.pay === "science" && scienceTotal(s) < cost)
        return refusal("NOT_ENOUGH_SCIENCE", { need: cost, have: scienceTotal(s) });
      if (b.area === "conf" && levelTooLow(b.rowSpec, tableLevel(s)))
        return refusal("FEDERATION_LEVEL_TOO_LOW", { level: b.rowSpec?.minLevel ?? 1, have: tableLevel(s) });
      return null;
    }
    case "cancel":
      return refusal("NOTHING_TO_CANCEL");
    case "calibrate": {
      if (poolCount(p.pool, m.die) === 0) return refusal("NO_SUCH_DIE", { die: m.die });
      const v = pips(m.die) + m.d;
      if (v < 1 || v > 6) return refusal("DIE_OUT_OF_RANGE", { die: m.die, value: v });
      const cost = calibrateCost(s);
      if (s.starbase.fleets.n < cost)
        return refusal("NOT_ENOUGH_FLEETS", { need: cost, have: s.starbase.fleets.n });
      return null;
    }
    case "ultratech":
      if (scienceTotal(s) < ULTRATECH_SCIENCE)
        return refusal("NOT_ENOUGH_SCIENCE", { need: ULTRATECH_SCIENCE, have: scienceTotal(s) });
      if (s.supply.dice.black <= 0) return refusal("NO_BLACK_DIE");
      return null;
    case "combine":
      return checkCombine(s, seat, p, m);
    case "return":
      return poolCount(p.pool, m.die) === 0 ? refusal("NO_SUCH_DIE", { die: m.die }) : null;
    case "tech": {
      const t = techOf(s, seat, m.tech);
      if (!t) return refusal("NO_SUCH_TECH", { tech: m.tech });
      if (p.activated.includes(m.tech)) return refusal("TECH_ACTIVATED", { tech: m.tech, name: t.name });
      if (p.discs <= 0) return refusal("NO_TECH_DISC");
      const opt = t.options[m.opt];
      if (!opt) return refusal("NO_SUCH_OPTION", { tech: m.tech, name: t.name, opt: m.opt });
      if (tierLocked(s, seat, opt))
        return refusal("TIER_LOCKED", {
          tech: m.tech,
          name: t.name,
          level: opt.minLevel ?? 1,
          have: level(s, seat),
        });
      if (!canPay(s, opt.steps)) return refusal("CANNOT_PAY", optionCost(opt.steps));
      return null;
    }
    case "milestone":
      return checkMilestoneMove(s, p, m);
    case "flip":
      return confInUse(s) ? refusal("CONFRONTATION_IN_USE") : null;
    case "done":
      return null;
    default:
      return refusal("UNKNOWN_MOVE");
  }
}

function checkPick(s: GalaxyState, seat: Seat, p: PlayerState, m: MoveOf<"pick">): GalaxyRuleError | null {
  const st = p.pending!.steps[0]!;
  if (!isPick(st)) throw new Error("pending tech without a pick step");
  const ok = pickTargets(s, seat, st).some((t) => t.die === m.die && t.d === m.d && t.owner === m.owner);
  return ok ? null : refusal("BAD_PICK", { die: m.die });
}

function checkCombine(
  s: GalaxyState,
  seat: Seat,
  p: PlayerState,
  m: MoveOf<"combine">,
): GalaxyRuleError | null {
  const blacks = s.supply.dice.black + (isBlack(m.a) ? 1 : 0) + (isBlack(m.b) ? 1 : 0);
  if (!m.partner) {
    if (m.to !== undefined) return refusal("BAD_COMBINE");
    if (dieOrder(m.a, m.b) > 0) return refusal("COMBINE_ORDER", { first: m.b, second: m.a });
    if (poolCount(p.pool, m.a) < 1) return refusal("NO_SUCH_DIE", { die: m.a });
    if (poolCount(p.pool, m.b) < 1) return refusal("NO_SUCH_DIE", { die: m.b });
    if (m.a === m.b && poolCount(p.pool, m.a) < 2) return refusal("COMBINE_NEEDS_TWO", { die: m.a });
  } else {
    if (s.players < 2) return refusal("NO_PARTNER");
    if (m.to === undefined || m.to < 0 || m.to >= s.players) return refusal("BAD_COMBINE");
    const q = s.seats[1 - seat]!;
    if (q.done || !q.rolled || q.pending) return refusal("PARTNER_BUSY");
    if (poolCount(p.pool, m.a) < 1) return refusal("NO_SUCH_DIE", { die: m.a });
    if (poolCount(q.pool, m.b) < 1) return refusal("PARTNER_NO_SUCH_DIE", { die: m.b });
  }
  if (blacks < 1) return refusal("NO_BLACK_DIE");
  return null;
}

function checkMilestoneMove(s: GalaxyState, p: PlayerState, m: MoveOf<"milestone">): GalaxyRuleError | null {
  const def = milestonesOf(p).find((x) => x.id === m.id);
  if (!def) return refusal("NO_SUCH_MILESTONE", { id: m.id });
  if (p.milestones.includes(def.id)) return refusal("MILESTONE_DONE", { id: def.id });
  const req = def.req[s.players - 1]!;
  if (def.kind === "passive" || def.kind === "endOfTurn") return refusal("MILESTONE_PASSIVE", { id: def.id });
  switch (req.q) {
    case "diceTotal":
      return refusal("USE_MILESTONE_BOX", { id: def.id, key: `m.${def.id}` });
    case "spendDiscs":
      if (m.colonies !== undefined) return refusal("BAD_MILESTONE", { id: def.id, n: 0 });
      return p.discs >= req.n ? null : refusal("NOT_ENOUGH_DISCS", { need: req.n, have: p.discs });
    case "exileColonies": {
      const list = m.colonies ?? [];
      if (list.length !== req.n) return refusal("BAD_MILESTONE", { id: def.id, n: req.n });
      for (let i = 0; i < list.length; i++) {
        if (!p.colonies.includes(list[i]!)) return refusal("NOT_YOUR_COLONY", { card: list[i]! });
        if (i > 0 && list[i]! <= list[i - 1]!) return refusal("COLONIES_ORDER");
      }
      return null;
    }
    default:
      throw new Error(`milestone ${def.id}: an ${def.kind} milestone needs a move the engine does not know`);
  }
}

function checkDecision(s: GalaxyState, m: Move): GalaxyRuleError | null {
  const d = s.decision;
  if (!d) return refusal("NO_DECISION");
  const wrong = () => refusal("WRONG_DECISION", { decision: d.kind });
  switch (m.type) {
    case "claim":
      if (d.kind !== "claim") return wrong();
      if (m.seat < 0 || m.seat >= s.players) return refusal("NOT_SEATED", { seat: m.seat });
      return null;
    case "probe": {
      if (d.kind !== "lab") return wrong();
      const need = labCosts(s).probe;
      return d.pips >= need ? null : refusal("LAB_SHORT", { need, have: d.pips });
    }
    case "study": {
      if (d.kind !== "lab") return wrong();
      const cost = studyCost(s, m.card);
      if (cost === null) return refusal("NOT_A_LOCATION", { card: m.card });
      return d.pips >= cost ? null : refusal("LAB_SHORT", { need: cost, have: d.pips });
    }
    case "labDone":
      return d.kind === "lab" ? null : wrong();
    case "upgrade":
    case "noUpgrade":
      return d.kind === "upgrade" ? null : wrong();
    default:
      return refusal("UNKNOWN_MOVE");
  }
}

/** Every legal move of `seat` now. */
export function legalMovesOf(s: GalaxyState, seat: Seat): Move[] {
  if (!actorsOf(s).includes(seat)) return [];
  const out: Move[] = [];
  const keep = (m: Move) => {
    if (checkMove(s, seat, m) === null) out.push(m);
  };
  if (s.phase === "results") {
    const d = s.decision!;
    if (d.kind === "claim") {
      for (let who = 0; who < s.players; who++) {
        out.push({ type: "claim", as: "colony", seat: who }, { type: "claim", as: "tech", seat: who });
      }
    } else if (d.kind === "lab") {
      keep({ type: "probe" });
      for (const z of s.zone) keep({ type: "study", card: z.id });
      out.push({ type: "labDone" });
    } else out.push({ type: "upgrade" }, { type: "noUpgrade" });
    return out;
  }
  const p = s.seats[seat]!;
  // Whoever may act can take back a partial wide box (checkMove's first Action-phase rule).
  const cancel: Move[] = s.open ? [{ type: "cancel" }] : [];
  if (!p.rolled) return [{ type: "roll" }, ...cancel];
  if (p.pending) {
    const st = p.pending.steps[0]!;
    if (isPick(st)) for (const t of pickTargets(s, seat, st as PickStep)) out.push({ type: "pick", ...t });
    out.push({ type: "stop" }, ...cancel);
    return out;
  }
  const dice = distinctDice(p.pool);
  if (s.open) {
    for (const die of dice) keep({ type: "place", die, to: s.open });
    out.push(...cancel);
    return out;
  }
  // Placements: the same placeError as checkMove, with the table facts computed once.
  const facts = placeFacts(s);
  for (const b of allBoxes(s)) {
    if (b.spec.t === "ring") keep({ type: "ring", to: b.key });
    else if (!isFilled(s, b)) {
      const sp = b.spec;
      const colour = sp.t === "small" || sp.t === "wide" ? sp.c : "grey";
      const min = sp.t === "small" ? sp.min : 1;
      for (const die of dice) {
        // Cheap filters first (placeError would refuse these too), then the full check.
        if (pips(die) < min || (colour !== "grey" && colourOf(die) !== colour && !isBlack(die))) continue;
        if (!placeError(s, seat, die, b, facts)) out.push({ type: "place", die, to: b.key });
      }
    }
  }
  // Calibrate, combine and return: the conditions of checkMove, written out for speed.
  if (s.starbase.fleets.n >= calibrateCost(s)) {
    for (const die of dice) {
      if (pips(die) < 6) out.push({ type: "calibrate", die, d: 1 });
      if (pips(die) > 1) out.push({ type: "calibrate", die, d: -1 });
    }
  }
  keep({ type: "ultratech" });
  // Own combinations (same conditions as checkCombine): two dice, and a black die to take.
  dice.forEach((a, i) => {
    for (let j = i; j < dice.length; j++) {
      const b = dice[j]!;
      if (a === b && poolCount(p.pool, a) < 2) continue;
      if (s.supply.dice.black + (isBlack(a) ? 1 : 0) + (isBlack(b) ? 1 : 0) < 1) continue;
      out.push({ type: "combine", a, b });
    }
  });
  const q = s.seats[1 - seat];
  if (q && !q.done && q.rolled && !q.pending) {
    for (const a of dice)
      for (const b of distinctDice(q.pool)) {
        if (s.supply.dice.black + (isBlack(a) ? 1 : 0) + (isBlack(b) ? 1 : 0) < 1) continue;
        for (let to = 0; to < s.players; to++) out.push({ type: "combine", a, b, partner: true, to });
      }
  }
  for (const die of dice) out.push({ type: "return", die });
  for (const id of techIds(p)) {
    const t = techOf(s, seat, id)!;
    t.options.forEach((_, opt) => keep({ type: "tech", tech: id, opt }));
  }
  for (const def of milestonesOf(p)) {
    if (p.milestones.includes(def.id)) continue;
    const req = def.req[s.players - 1]!;
    if (req.q === "spendDiscs") keep({ type: "milestone", id: def.id });
    if (req.q === "exileColonies") {
      for (const combo of combinations(
        [...p.colonies].sort((a, b) => a - b),
        req.n,
      ))
        keep({ type: "milestone", id: def.id, colonies: combo });
    }
  }
  if (!confInUse(s)) out.push({ type: "flip" });
  out.push({ type: "done" });
  return out;
}

function combinations(xs: number[], k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  xs.forEach((x, i) => {
    for (const rest of combinations(xs.slice(i + 1), k - 1)) out.push([x, ...rest]);
  });
  return out;
}

/** Plays a checked move on the (cloned) state in `ctx`. */
export function playMove(ctx: Ctx, seat: Seat, m: Move): void {
  const s = ctx.s;
  const p = s.seats[seat]!;
  switch (m.type) {
    case "roll":
      rollGathered(ctx, seat);
      break;
    case "place": {
      removeFromPool(p.pool, m.die);
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
        for (const d of list) s.supply.dice[colourOf(d)]++;
        delete s.placed[m.to];
        completeMilestone(ctx, seat, m.to.slice(2));
      }
      break;
    }
    case "ring": {
      const b = boxAt(s, m.to)!;
      const cost = ringCost(s, b.spec);
      if (b.spec.t === "ring" && b.spec.pay === "fleet") loseInfluence(ctx, s.starbase.fleets, cost);
      else spendScience(ctx, cost);
      s.starbase.discs--;
      s.rings.push(m.to);
      s.rings.sort();
      emit(ctx, "ringFilled", { seat, to: m.to, cost });
      break;
    }
    case "cancel": {
      const key = s.open!;
      for (const d of diceOn(s, key)) addToPool(s.seats[ownerOf(d)]!.pool, dieOfPlaced(d));
      delete s.placed[key];
      s.open = null;
      emit(ctx, "wideBoxCancelled", { seat, to: key });
      break;
    }
    case "calibrate": {
      const cost = calibrateCost(s);
      loseInfluence(ctx, s.starbase.fleets, cost);
      removeFromPool(p.pool, m.die);
      const to = mkDie(colourOf(m.die), pips(m.die) + m.d);
      addToPool(p.pool, to);
      emit(ctx, "calibrated", { seat, from: m.die, to, fleets: cost });
      break;
    }
    case "ultratech": {
      spendScience(ctx, ULTRATECH_SCIENCE);
      const die = mkDie("black", rollValue(ctx));
      s.supply.dice.black--;
      addToPool(p.pool, die);
      emit(ctx, "ultratech", { seat, die });
      break;
    }
    case "combine": {
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
      break;
    }
    case "return":
      removeFromPool(p.pool, m.die);
      s.supply.dice[colourOf(m.die)]++;
      emit(ctx, "returned", { seat, die: m.die });
      break;
    case "tech": {
      const t = techOf(s, seat, m.tech)!;
      p.discs--;
      p.activated.push(m.tech);
      emit(ctx, "techUsed", { seat, tech: m.tech, name: t.name, opt: m.opt });
      startTech(ctx, seat, m.tech, t.options[m.opt]!.steps);
      break;
    }
    case "pick": {
      const t: PickTarget = { die: m.die };
      if (m.d !== undefined) t.d = m.d;
      if (m.owner !== undefined) t.owner = m.owner;
      applyPick(ctx, seat, t);
      break;
    }
    case "stop":
      stopPick(ctx, seat);
      break;
    case "milestone": {
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
      break;
    }
    case "flip":
      s.confSide = 1 - s.confSide;
      emit(ctx, "confrontationFlipped", {
        side: s.confSide,
        name: adversary(s.adversary).confrontation[s.confSide]!.name,
      });
      break;
    case "done":
      p.done = true;
      emit(ctx, "actionsDone", { seat });
      break;
    case "claim":
      claimCard(ctx, (s.decision as { card: number }).card, m.as, m.seat);
      break;
    case "probe":
      labProbe(ctx);
      break;
    case "study":
      labStudy(ctx, m.card);
      break;
    case "labDone":
      s.decision = null;
      break;
    case "upgrade":
      upgradeStarbase(ctx);
      break;
    case "noUpgrade":
      s.decision = null;
      break;
  }
  checkMilestones(ctx, false);
  advance(ctx);
  checkMilestones(ctx, false);
}
