/**
 * Who may act and every legal move: the one source of legality (docs/architecture.md, "One engine
 * shape"). The rules of placing dice (p.32-35), paying rings, calibrating, combining, Techs,
 * milestones and the Results decisions are written here once; explain.ts only words why a move is
 * not listed, and the engine performs only what is listed.
 */
import type { Seat } from "../core/types.ts";
import { allBoxes, type BoxInfo, boxAt, confInUse, diceOn, isFilled, openBoxParams } from "./boxes.ts";
import { card } from "./content.ts";
import { colourOf, distinctDice, isBlack, ownerOf, pips, poolCount } from "./dice.ts";
import { type GalaxyRuleError, refusal } from "./errors.ts";
import { calibrateCost, labCosts, optionCost, ringCost, studyCost, ULTRATECH_SCIENCE } from "./numbers.ts";
import { labOnlyValues, level, milestonesOf, scienceTotal, tableLevel, techIds, techOf } from "./state.ts";
import type {
  BoxSpec,
  CardRule,
  Die,
  GalaxyMove,
  GalaxyState,
  Pending,
  PlacedDie,
  PlayerState,
  RowSpec,
  TechOption,
  TechStep,
} from "./types.ts";

// ---------------------------------------------------------------- who acts

/**
 * Seats that may act now: players still in the Action phase, or everyone for a table decision.
 * While a wide box is being filled, a player who has rolled, has no technology under way, no die on
 * the box and no die that fits it waits for the others to fill it (their only move would be to
 * take back someone else's dice); if nobody can add a die, the box is stuck and every player still
 * acting may cancel it (p.32).
 */
export function actors(s: GalaxyState): Seat[] {
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
      return !p.rolled || p.pending !== null || canAddTo(s, seat, b, facts);
    });
    if (progress.length === 0) return acting; // stuck: anyone may cancel
    return acting.filter((seat) => progress.includes(seat) || onBox.has(seat));
  }
  if (s.phase === "results" && s.decision) return s.seats.map((_, i) => i);
  return [];
}

/** Whether a die of `seat`'s pool may go on box `b` now. */
export function canAddTo(s: GalaxyState, seat: Seat, b: BoxInfo, facts: PlaceFacts = placeFacts(s)): boolean {
  return distinctDice(s.seats[seat]!.pool).some((die) => placeError(s, seat, die, b, facts) === null);
}

// ---------------------------------------------------------------- legal moves

/** Every legal move of `seat` now (empty if it may not act). */
export function legalMoves(s: GalaxyState, seat: Seat): GalaxyMove[] {
  if (!actors(s).includes(seat)) return [];
  if (s.phase === "results") return decisionMoves(s);
  const p = s.seats[seat]!;
  // Whoever may act can take back a partial wide box in one move (p.32).
  const cancel: GalaxyMove[] = s.open ? [{ type: "cancel" }] : [];
  if (!p.rolled) return [{ type: "roll" }, ...cancel];
  if (p.pending) return [...pickMoves(s, seat, p.pending), { type: "stop" }, ...cancel];
  if (s.open) return [...openBoxMoves(s, seat, p, s.open), ...cancel];
  return [
    ...boxMoves(s, seat, p),
    ...diceMoves(s, seat, p),
    ...techMoves(s, seat, p),
    ...milestoneMoves(s, p),
    ...(confInUse(s) ? [] : [{ type: "flip" } as const]),
    { type: "done" },
  ];
}

/** The answers to the table's decision in the Results phase (p.40-43). */
function decisionMoves(s: GalaxyState): GalaxyMove[] {
  const d = s.decision!;
  if (d.kind === "claim") {
    const out: GalaxyMove[] = [];
    for (let who = 0; who < s.players; who++)
      out.push({ type: "claim", as: "colony", seat: who }, { type: "claim", as: "tech", seat: who });
    return out;
  }
  if (d.kind === "upgrade") return [{ type: "upgrade" }, { type: "noUpgrade" }];
  const out: GalaxyMove[] = [];
  if (d.pips >= labCosts(s).probe) out.push({ type: "probe" });
  for (const z of s.zone) {
    const cost = studyCost(s, z.id);
    if (cost !== null && d.pips >= cost) out.push({ type: "study", card: z.id });
  }
  out.push({ type: "labDone" });
  return out;
}

/** The picks the first step of a Tech under way accepts. */
function pickMoves(s: GalaxyState, seat: Seat, pending: Pending): GalaxyMove[] {
  const st = pending.steps[0]!;
  return isPick(st) ? pickTargets(s, seat, st).map((t) => ({ type: "pick", ...t })) : [];
}

/** The dice that may still go on the open wide box. */
function openBoxMoves(s: GalaxyState, seat: Seat, p: PlayerState, key: string): GalaxyMove[] {
  const b = boxAt(s, key)!;
  const facts = placeFacts(s);
  return distinctDice(p.pool)
    .filter((die) => placeError(s, seat, die, b, facts) === null)
    .map((die) => ({ type: "place", die, to: key }));
}

/** Dice on boxes and discs on rings, in table order. */
function boxMoves(s: GalaxyState, seat: Seat, p: PlayerState): GalaxyMove[] {
  const out: GalaxyMove[] = [];
  const dice = distinctDice(p.pool);
  const facts = placeFacts(s);
  for (const b of allBoxes(s)) {
    if (b.spec.t === "ring") {
      if (ringPayable(s, b, facts.tableLevel)) out.push({ type: "ring", to: b.key });
    } else if (!isFilled(s, b)) {
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
  return out;
}

/** Calibrate, Ultratech, combine and return (p.36). */
function diceMoves(s: GalaxyState, seat: Seat, p: PlayerState): GalaxyMove[] {
  const out: GalaxyMove[] = [];
  const dice = distinctDice(p.pool);
  if (s.starbase.fleets.n >= calibrateCost(s)) {
    for (const die of dice) {
      if (pips(die) < 6) out.push({ type: "calibrate", die, d: 1 });
      if (pips(die) > 1) out.push({ type: "calibrate", die, d: -1 });
    }
  }
  if (canUltratech(s)) out.push({ type: "ultratech" });
  // Own combinations: two dice of the pool, and a black die to take.
  dice.forEach((a, i) => {
    for (let j = i; j < dice.length; j++) {
      const b = dice[j]!;
      if (a === b && poolCount(p.pool, a) < 2) continue;
      if (blackFor(s, a, b)) out.push({ type: "combine", a, b });
    }
  });
  const q = s.seats[1 - seat];
  if (q && partnerReady(q)) {
    for (const a of dice)
      for (const b of distinctDice(q.pool)) {
        if (!blackFor(s, a, b)) continue;
        for (let to = 0; to < s.players; to++) out.push({ type: "combine", a, b, partner: true, to });
      }
  }
  for (const die of dice) out.push({ type: "return", die });
  return out;
}

/** Every usable effect of every Tech of the player. */
function techMoves(s: GalaxyState, seat: Seat, p: PlayerState): GalaxyMove[] {
  const out: GalaxyMove[] = [];
  for (const id of techIds(p)) {
    const t = techOf(s, seat, id)!;
    t.options.forEach((opt, i) => {
      if (techUsable(s, seat, p, id, opt)) out.push({ type: "tech", tech: id, opt: i });
    });
  }
  return out;
}

/** Milestones completed by a move: spend Tech discs, or exile colonies (every choice of them). */
function milestoneMoves(s: GalaxyState, p: PlayerState): GalaxyMove[] {
  const out: GalaxyMove[] = [];
  for (const def of milestonesOf(p)) {
    if (p.milestones.includes(def.id) || !isMoveMilestone(def.kind)) continue;
    const req = def.req[s.players - 1]!;
    if (req.q === "spendDiscs" && p.discs >= req.n) out.push({ type: "milestone", id: def.id });
    if (req.q === "exileColonies") {
      const sorted = [...p.colonies].sort((a, b) => a - b);
      for (const combo of combinations(sorted, req.n))
        out.push({ type: "milestone", id: def.id, colonies: combo });
    }
  }
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

// ---------------------------------------------------------------- the rules of each move

/** A milestone kind completed by a move (passive and end-of-turn ones complete by themselves). */
export function isMoveMilestone(kind: string): boolean {
  return kind !== "passive" && kind !== "endOfTurn";
}

/** Whether a ring can get a Starbase disc now: free, a disc left, its cost affordable, the level reached. */
export function ringPayable(s: GalaxyState, b: BoxInfo, level = tableLevel(s)): boolean {
  if (b.spec.t !== "ring" || s.rings.includes(b.key) || s.starbase.discs <= 0) return false;
  const cost = ringCost(s, b.spec);
  const have = b.spec.pay === "fleet" ? s.starbase.fleets.n : scienceTotal(s);
  return have >= cost && !(b.area === "conf" && levelTooLow(b.rowSpec, level));
}

/** Whether 3 Science buy a black die now (p.36). */
export function canUltratech(s: GalaxyState): boolean {
  return scienceTotal(s) >= ULTRATECH_SCIENCE && s.supply.dice.black > 0;
}

/** Whether a black die is left for combining `a` and `b` (they go back first). */
export function blackFor(s: GalaxyState, a: Die, b: Die): boolean {
  return s.supply.dice.black + (isBlack(a) ? 1 : 0) + (isBlack(b) ? 1 : 0) >= 1;
}

/** A partner may lend a die to a joint combination while acting: rolled, not done, no Tech half-used. */
export function partnerReady(q: PlayerState): boolean {
  return !q.done && q.rolled && !q.pending;
}

/** Whether a Tech effect can be used now: no disc on the Tech yet, a disc to put, its tier and costs. */
function techUsable(s: GalaxyState, seat: Seat, p: PlayerState, id: string, opt: TechOption): boolean {
  return !p.activated.includes(id) && p.discs > 0 && !tierLocked(s, seat, opt) && canPay(s, opt.steps);
}

/** Whether a Tech option's tier is still locked for `seat` (Society Special Techs, p.37). */
export function tierLocked(s: GalaxyState, seat: Seat, opt: TechOption): boolean {
  return (opt.minLevel ?? 1) > level(s, seat);
}

/** Whether the costs of a tech option can be paid now. */
export function canPay(s: GalaxyState, steps: readonly TechStep[]): boolean {
  const c = optionCost(steps);
  return s.starbase.fleets.n >= c.fleets && scienceTotal(s) >= c.science;
}

// ---------------------------------------------------------------- picks (Tech steps on a die)

export type PickStep = Extract<TechStep, { k: "reroll" | "adjust" | "set" | "ultra" }>;
export function isPick(st: TechStep): st is PickStep {
  return st.k === "reroll" || st.k === "adjust" || st.k === "set" || st.k === "ultra";
}

export interface PickTarget {
  die: Die;
  d?: 1 | -1;
  owner?: Seat;
}

/** Whether a pick step may take a die from any player's pool (with one player, "any pool" is one's own). */
export function picksFromAnyPool(s: GalaxyState, st: PickStep): boolean {
  return st.k !== "ultra" && st.any === true && s.players > 1;
}

/** Dice a pick step may target now, as the exact moves it accepts. */
export function pickTargets(s: GalaxyState, seat: Seat, st: PickStep): PickTarget[] {
  const any = picksFromAnyPool(s, st);
  const owners = any ? s.seats.map((_, i) => i) : [seat];
  const out: PickTarget[] = [];
  for (const o of owners) {
    for (const die of distinctDice(s.seats[o]!.pool)) {
      const v = pips(die);
      const base: PickTarget = any ? { die, owner: o } : { die };
      switch (st.k) {
        case "reroll":
          out.push(base);
          break;
        case "set":
          if (v !== st.v) out.push(base);
          break;
        case "ultra":
          if (!isBlack(die) && s.supply.dice.black > 0) out.push(base);
          break;
        case "adjust":
          if (st.dir === "either") {
            if (v < 6) out.push({ ...base, d: 1 });
            if (v > 1) out.push({ ...base, d: -1 });
          } else if (st.dir === "up" ? v < 6 : v > 1) out.push(base);
          break;
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------- placing dice (p.32-35)

/** Whether the table is below a Confrontation row's level (every player needs it, p.35, p.21). */
export function levelTooLow(row: RowSpec | undefined, tableLevel: number): boolean {
  return tableLevel < (row?.minLevel ?? 1);
}

/** Facts about the table that every placement check needs, computed once per listing. */
export interface PlaceFacts {
  labOnly: number[];
  tableLevel: number;
}

export function placeFacts(s: GalaxyState): PlaceFacts {
  return { labOnly: labOnlyValues(s), tableLevel: tableLevel(s) };
}

/**
 * The first placement rule that keeps `die` of `seat` off box `b` now (colour, value, links,
 * restrictions, levels), as the refusal that names it; null when the die may go there.
 */
export function placeError(
  s: GalaxyState,
  seat: Seat,
  die: Die,
  b: BoxInfo,
  facts: PlaceFacts = placeFacts(s),
): GalaxyRuleError | null {
  const spec = b.spec;
  if (spec.t === "ring") return refusal("BOX_IS_RING", { to: b.key });
  if (s.open && s.open !== b.key) return refusal("ANOTHER_BOX_OPEN", openBoxParams(s));
  if (isFilled(s, b)) return refusal("BOX_FILLED", { to: b.key });
  if (b.area === "milestone" && b.owner !== seat) return refusal("NOT_YOUR_MILESTONE", { to: b.key });
  const v = pips(die);
  if (b.area !== "lab" && facts.labOnly.includes(v)) return refusal("DIE_LAB_ONLY", { value: v });
  if (spec.t === "small" || spec.t === "wide") {
    if (spec.c !== "grey" && colourOf(die) !== spec.c && !isBlack(die))
      return refusal("BOX_NEEDS_COLOUR", { colour: spec.c, die });
  }
  if (spec.t === "small") {
    if (v < spec.min) return refusal("DIE_TOO_LOW", { min: spec.min, value: v, die });
    const other = linkedMismatch(s, b, spec, v);
    if (other !== null) return refusal("LINKED_BOX_MISMATCH", { value: other, die });
  }
  if (b.area === "card" && b.cardId !== undefined) {
    const rule = card(b.cardId).rule;
    const e = rule ? restrictionError(rule, die, diceOnCard(s, b.cardId)) : null;
    if (e) return e;
  }
  if (b.area === "conf" && levelTooLow(b.rowSpec, facts.tableLevel))
    return refusal("FEDERATION_LEVEL_TOO_LOW", { level: b.rowSpec?.minLevel ?? 1, have: facts.tableLevel });
  return null;
}

/** Linked ("=") boxes need the same value: the other value a linked box of the row shows, or null. */
function linkedMismatch(
  s: GalaxyState,
  b: BoxInfo,
  spec: Extract<BoxSpec, { t: "small" }>,
  v: number,
): number | null {
  if (!spec.link || !b.rowSpec) return null;
  const prefix = b.key.slice(0, b.key.lastIndexOf(".") + 1);
  for (let i = 0; i < b.rowSpec.boxes.length; i++) {
    const other = b.rowSpec.boxes[i]!;
    if (other.t !== "small" || !other.link) continue;
    const on = diceOn(s, `${prefix}${i}`)[0];
    if (on && pips(on) !== v) return pips(on);
  }
  return null;
}

/** Dice already on a Galaxy card (for its restriction). */
function diceOnCard(s: GalaxyState, id: number): PlacedDie[] {
  const out: PlacedDie[] = [];
  const prefix = `g${id}.`;
  for (const [k, list] of Object.entries(s.placed)) if (k.startsWith(prefix)) out.push(...list);
  return out;
}

/** Why this die may not go on a card with this restriction (p.34), or null. */
function restrictionError(rule: CardRule, die: Die, onCard: PlacedDie[]): GalaxyRuleError | null {
  const v = pips(die);
  switch (rule.r) {
    case "noValue":
      return v === rule.v ? refusal("RESTRICTION_VALUE", { value: rule.v }) : null;
    case "distinct":
      return onCard.some((d) => pips(d) === v) ? refusal("RESTRICTION_DISTINCT", { value: v }) : null;
    case "noBlack":
      return isBlack(die) ? refusal("RESTRICTION_NO_BLACK") : null;
    case "even":
      return v % 2 === 1 ? refusal("RESTRICTION_EVEN", { die, value: v }) : null;
    case "odd":
      return v % 2 === 0 ? refusal("RESTRICTION_ODD", { die, value: v }) : null;
    case "maxDice":
      return onCard.length >= rule.n ? refusal("RESTRICTION_MAX_DICE", { max: rule.n }) : null;
  }
}
