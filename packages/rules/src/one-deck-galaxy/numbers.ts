/**
 * The rule's numbers as they are now (conditions, society rules and the hard side applied): costs,
 * yields and thresholds. One source for legal moves, their effects, refusals and the view.
 */
import type { Seat } from "../core/types.ts";
import { adversary, card, EVENTS, homeworld, society, starbaseClass } from "./content.ts";
import { amount, condTotal, societyRule } from "./state.ts";
import {
  BASIC_COLOURS,
  type BoxSpec,
  DIE_COLOURS,
  type GalaxyState,
  type Overwhelm,
  type TechStep,
  type Yield,
} from "./types.ts";

/** Science an Ultratech die costs (p.36). */
export const ULTRATECH_SCIENCE = 3;

/** Fleets to calibrate a die by one (p.36; a condition may raise it). */
export function calibrateCost(s: GalaxyState): number {
  return Math.max(1, condTotal(s, "calibrateCost"));
}

/** Cost of a ring now (conditions may raise it). */
export function ringCost(s: GalaxyState, spec: BoxSpec): number {
  return spec.t === "ring" ? spec.cost + condTotal(s, "ringMore") : 0;
}

/** The Fleets and Science a tech option's steps spend. */
export function optionCost(steps: readonly TechStep[]): { fleets: number; science: number } {
  let fleets = 0;
  let science = 0;
  for (const st of steps) {
    if (st.k === "payFleet") fleets += st.n;
    if (st.k === "payScience") science += st.n;
  }
  return { fleets, science };
}

/** Research Lab pips for a Probe and for a Study (before a card's influence discount). */
export function labCosts(s: GalaxyState): { probe: number; study: number } {
  const base = starbaseClass(s.starbase.cls);
  const more = condTotal(s, "labMore");
  let discount = 0;
  for (let i = 0; i < s.players; i++) {
    const r = societyRule(s, i);
    if (r.rule === "labDiscount") discount = Math.max(discount, r.n);
  }
  return {
    probe: Math.max(1, base.probeCost + more - discount),
    study: Math.max(1, base.studyCost + more - discount),
  };
}

/** Pips needed to Study this zone card (its influence is a discount), or null if it is no location. */
export function studyCost(s: GalaxyState, id: number): number | null {
  const z = s.zone.find((x) => x.id === id);
  if (!z || card(id).kind !== "location") return null;
  return Math.max(0, labCosts(s).study - z.infl.n);
}

/** What `seat` gathers each turn: homeworld side + colonies + society, conditions applied (p.28). */
export function yieldOf(s: GalaxyState, seat: Seat): Required<Yield> {
  const p = s.seats[seat]!;
  const y: Required<Yield> = { yellow: 0, pink: 0, blue: 0, black: 0, discs: 0 };
  const add = (x: Yield) => {
    for (const k of Object.keys(y) as (keyof Yield)[]) y[k] += x[k] ?? 0;
  };
  add(homeworld(p.homeworld).yield[s.players - 1]!);
  for (const id of p.colonies) add(card(id).colony);
  const rule = society(p.society).rule;
  if (rule.rule === "extraDiscs") y.discs += rule.n;
  y.discs = Math.max(0, y.discs - condTotal(s, "discsLess"));
  for (const c of BASIC_COLOURS) {
    let less = 0;
    for (const id of s.conditions) {
      const cond = EVENTS.get(id)?.condition;
      if (cond?.mod === "gatherLess" && cond.c === c) less += cond.n;
    }
    y[c] = Math.max(0, y[c] - less);
  }
  return y;
}

/** Cards the deck discards when Time Passes (the Adversary's number plus conditions). */
export function timePassesOf(s: GalaxyState): number {
  return adversary(s.adversary).timePasses + condTotal(s, "timeMore");
}

/** Influence the Adversary gains in the next Adversary phase (+1 on the hard side). */
export function advPerTurn(s: GalaxyState): number {
  return amount(s, 0, adversary(s.adversary).influencePerTurn) + (s.hard ? 1 : 0);
}

/** Influence each Encounter in play gains in the Adversary phase. */
export function encounterPerTurn(s: GalaxyState): number {
  return 1 + condTotal(s, "encounterMore");
}

/** The threshold of an Overwhelm condition now (the hard side lowers influence and stored dice). */
export function overwhelmAt(s: GalaxyState, o: Overwhelm): number {
  if (!s.hard) return o.atLeast;
  return o.when === "influence" ? o.atLeast - 2 : o.when === "stored" ? o.atLeast - 1 : o.atLeast;
}

/** What an Overwhelm condition counts now: influence, dice stored, or Encounters in play. */
export function overwhelmNow(s: GalaxyState, o: Overwhelm): number {
  switch (o.when) {
    case "influence":
      return s.adv.infl.n;
    case "stored":
      return DIE_COLOURS.reduce((t, c) => t + s.adv.stored[c], 0);
    case "encounters":
      return s.zone.filter((z) => card(z.id).kind === "encounter").length;
  }
}
