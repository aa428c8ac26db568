/** What everyone may see: all of the table except deck order, face-down cards and the PRNG. */
import type { Seat } from "../core/types.ts";
import { boxAt, confInUse, confRow, diceOn, fillOf, rowFilled } from "./boxes.ts";
import { adversary, card, homeworld, society, starbaseClass } from "./content.ts";
import { calibrated, dieOfPlaced, distinctDice, ownerOf, pips, sumOf } from "./dice.ts";
import { actors, canAddTo, isPick, levelTooLow, picksFromAnyPool, placeFacts, tierLocked } from "./legal.ts";
import {
  advPerTurn,
  calibrateCost,
  labCosts,
  overwhelmAt,
  overwhelmNow,
  ringCost,
  studyCost,
  timePassesOf,
  ULTRATECH_SCIENCE,
  yieldOf,
} from "./numbers.ts";
import {
  amount,
  conditions,
  level,
  milestonesOf,
  resources,
  scienceTotal,
  tableLevel,
  techIds,
  techOf,
  xValue,
} from "./state.ts";
import type {
  AdvStep,
  BoxSpec,
  ByColour,
  CardRule,
  Condition,
  Decision,
  Die,
  DieColour,
  GalaxyState,
  MilestoneDef,
  MilestoneReq,
  Overwhelm,
  Pending,
  Phase,
  Resource,
  RowSpec,
  SocietyRule,
  TechDef,
  TechStep,
  Yield,
} from "./types.ts";

/** A die on a box, with the seat whose pool it came from. */
export interface PlacedView {
  die: Die;
  o: number;
}

/** A box or ring as it is now. */
export interface BoxView {
  /** The key used by `place`/`ring` moves: "g12.0.1", "s.1.0", "c.2", "m.mathematicians-3". */
  key: string;
  /** The effective spec now (conditions applied: a ring's cost includes "every ring costs more"). */
  spec: BoxSpec;
  dice: PlacedView[];
  /** Small/[ANY]: a die on it; wide: its dice total at least its number; ring: a disc on it. */
  full: boolean;
  /** Wide boxes: pips still needed (0 when full); other boxes 0. */
  missing: number;
}

export interface RowView {
  boxes: BoxView[];
  /** Influence (Locations) or Fleets (Starbase) for a full row; 0 for Encounters and Confrontation. */
  reward: number;
  full: boolean;
  /** Confrontation rows: the Federation Level every player needs. */
  minLevel?: number;
}

/** A Tech as its owner may use it: amounts evaluated, tiers locked by Federation Level. */
export interface TechView {
  /** The `tech` field of a `tech` move: "hw", "soc", "c<card>". */
  id: string;
  name: string;
  /** Steps with every Amount evaluated to a number for the owning seat (zone cards: seat 0). */
  options: { steps: TechStep[]; minLevel?: number; locked: boolean }[];
  activated: boolean;
}

/** A face-up Galaxy card (in the Discovery Zone, or being claimed). */
export interface ZoneCardView {
  id: number;
  influence: number;
  name: string;
  kind: "location" | "encounter";
  cost?: number;
  threshold?: number;
  rule?: CardRule;
  science: number;
  res: Resource;
  colony: Yield;
  tech: TechView;
  rows: RowView[];
}

export interface MilestoneView {
  id: string;
  kind: MilestoneDef["kind"];
  /** The requirement of the side in play (1P or 2P). */
  req: MilestoneReq;
  done: boolean;
  source: "homeworld" | "society";
  /** "Discard dice totalling N" milestones not done yet: the box their dice go on. */
  box?: BoxView;
}

/** A Confrontation row: `attached` while its Adversary disc is on, `active` if it is the row to fill. */
export type ConfRowView = RowView & {
  attached: boolean;
  active: boolean;
  /** The table is below the row's Federation Level (every player needs it). */
  locked: boolean;
};

/**
 * What the rules ask of a seat now: roll its gathered dice, pick a die for a Tech under way, add to
 * (or cancel) the wide box being filled, play its Action phase, or answer the table's Results decision.
 */
export type SeatDecision = "roll" | "pick" | "open" | "action" | Decision["kind"];

/** A Tech under way, and whether its first step picks among every player's dice. */
export interface PendingView extends Pending {
  /** The step picks from any pool: an "any pool" step with two players (legal.ts `pickTargets`). */
  anyPool: boolean;
}

/** What a `calibrate` move makes of a die of the pool (p.36): the die `to`, one pip up or down. */
export interface CalibrationView {
  die: Die;
  d: 1 | -1;
  to: Die;
}

export interface SeatPublic {
  /** What the rules ask of this seat now; null while it may not act (done, waiting, game over). */
  asked: SeatDecision | null;
  homeworld: string;
  society: string;
  colonies: number[];
  techs: number[];
  pool: Die[];
  unrolled: DieColour[];
  discs: number;
  activated: string[];
  milestones: string[];
  level: number;
  done: boolean;
  rolled: boolean;
  pending: PendingView | null;
  /** Each die of the pool that can go one pip up or down, and the die it becomes. */
  calibrations: CalibrationView[];
  homeworldName: string;
  societyName: string;
  societyRule: SocietyRule;
  /** What the seat gathers each turn: homeworld side + colonies + society, conditions applied. */
  yield: Yield;
  /** Resources on or connected to the Homeworld (p.11). */
  resources: Record<Resource, number>;
  /** Its Techs: homeworld, society, then claimed Tech cards in order. */
  techList: TechView[];
  /** Homeworld milestone, then the Society's three. */
  milestoneList: MilestoneView[];
}

export interface GalaxyPublic {
  players: number;
  adversary: string;
  hard: boolean;
  turn: number;
  phase: Phase;
  deckSize: number;
  discard: number[];
  exiledCards: number[];
  eventsLeft: number;
  pendingEvents: number;
  spentEvents: string[];
  conditions: string[];
  zone: ZoneCardView[];
  starbase: {
    cls: number;
    fleets: number;
    science: number[];
    scienceTotal: number;
    discs: number;
    /** Its rows; the row index is the <row> of "s.<row>.<box>". */
    rows: RowView[];
    lab: { dice: PlacedView[]; pips: number };
    /** Science to upgrade to the next class; null at Class 4. */
    upgradeCost: number | null;
    /** Lab pips for a Probe and for a Study (before a card's influence discount), effective now. */
    probeCost: number;
    studyCost: number;
    /** Starbase discs it gets each turn. */
    discSpaces: number;
    /** Fleets its full rows will give at Results. */
    fleetIncome: number;
    /** Fleets to calibrate a die by one, and Science for an Ultratech die, now (p.36). */
    calibrateCost: number;
    ultratechCost: number;
  };
  adv: {
    influence: number;
    removed: number;
    claimed: number;
    exiled: number;
    stored: ByColour<number>;
    x: number;
    name: string;
    stars: number;
    /** Influence it gains in the next Adversary phase. */
    perTurn: number;
    /** Cards discarded when Time Passes. */
    timePasses: number;
    /** Its Escalate, amounts evaluated. */
    escalate: AdvStep[];
    /** Each Overwhelm condition: its effective threshold and the current value. */
    overwhelm: { when: Overwhelm["when"]; atLeast: number; now: number }[];
    /** Reference rule: at `atLeast` influence it spends that much and does `steps`. */
    spend?: { atLeast: number; steps: AdvStep[] };
    /** Reference rule: what happens when you claim an Encounter. */
    encounterClaimed?: AdvStep[];
    /** The lasting conditions tucked under it (the event ids are in `conditions`). */
    conditions: Condition[];
  };
  confSide: number;
  /** The Confrontation card, side up: all four rows. */
  confrontation: { side: number; name: string; rows: ConfRowView[]; canFlip: boolean };
  /** The Confrontation row you may fill now (null once every disc is gone). */
  confRow: RowSpec | null;
  seats: SeatPublic[];
  /** Dice on boxes by box key, each with the seat whose pool it came from. */
  placed: Record<string, { die: Die; o: number }[]>;
  rings: string[];
  open: string | null;
  /** The wide box being filled; `stuck`: no acting player can add a die now (cancel is the way out). */
  openBox: { key: string; missing: number; stuck: boolean } | null;
  supply: { dice: ByColour<number>; techDiscs: number; starbaseDiscs: number };
  exiledDice: ByColour<number>;
  decision: Decision | null;
  /** The card being claimed (it has left the zone), while a claim decision waits. */
  claimCard: ZoneCardView | null;
  lab: { probe: number; study: Record<string, number> };
  toResolve: number[];
  result: { won: boolean; reason: string } | null;
}

function cloneRow(r: RowSpec | null): RowSpec | null {
  return r ? { ...r, boxes: r.boxes.map((b) => ({ ...b })) } : null;
}

function placedView(s: GalaxyState, key: string): PlacedView[] {
  return diceOn(s, key).map((d) => ({ die: dieOfPlaced(d), o: ownerOf(d) }));
}

export function boxView(s: GalaxyState, key: string, spec: BoxSpec): BoxView {
  const eff: BoxSpec = spec.t === "ring" ? { ...spec, cost: ringCost(s, spec) } : { ...spec };
  return { key, spec: eff, dice: placedView(s, key), ...fillOf(s, key, spec) };
}

/** A row whose boxes have keys `<prefix><box>`. */
export function rowView(s: GalaxyState, prefix: string, r: RowSpec): RowView {
  const v: RowView = {
    boxes: r.boxes.map((b, i) => boxView(s, `${prefix}${i}`, b)),
    reward: r.reward,
    full: rowFilled(s, prefix, r),
  };
  if (r.minLevel !== undefined) v.minLevel = r.minLevel;
  return v;
}

/** A tech step with its Amount evaluated for `seat` (gain/roll without a number: 1). */
function stepView(s: GalaxyState, seat: number, st: TechStep): TechStep {
  return { ...st, n: amount(s, seat, st.n) };
}

/** An Adversary step with its Amount evaluated (the engine evaluates them for seat 0). */
function advStepView(s: GalaxyState, st: AdvStep): AdvStep {
  return st.k === "escalate" ? { ...st } : { ...st, n: amount(s, 0, st.n) };
}

export function techView(
  s: GalaxyState,
  seat: number,
  id: string,
  def: TechDef,
  activated: boolean,
): TechView {
  return {
    id,
    name: def.name,
    options: def.options.map((o) => {
      const v: TechView["options"][number] = {
        steps: o.steps.map((st) => stepView(s, seat, st)),
        locked: tierLocked(s, seat, o),
      };
      if (o.minLevel !== undefined) v.minLevel = o.minLevel;
      return v;
    }),
    activated,
  };
}

/** A face-up Galaxy card with `influence` on it (its boxes keyed g<id>.<row>.<box>). */
export function zoneCardView(s: GalaxyState, id: number, influence: number): ZoneCardView {
  const c = card(id);
  const v: ZoneCardView = {
    id,
    influence,
    name: c.name,
    kind: c.kind,
    science: c.science,
    res: c.res,
    colony: { ...c.colony },
    tech: techView(s, 0, `c${id}`, c.tech, false),
    rows: c.rows.map((r, i) => rowView(s, `g${id}.${i}.`, r)),
  };
  if (c.cost !== undefined) v.cost = c.cost;
  if (c.threshold !== undefined) v.threshold = c.threshold;
  if (c.rule) v.rule = { ...c.rule };
  return v;
}

function milestoneViews(s: GalaxyState, seat: number): MilestoneView[] {
  const p = s.seats[seat]!;
  return milestonesOf(p).map((def, i) => {
    const req = def.req[s.players - 1]!;
    const done = p.milestones.includes(def.id);
    const v: MilestoneView = {
      id: def.id,
      kind: def.kind,
      req: { ...req },
      done,
      source: i === 0 ? "homeworld" : "society",
    };
    const box = req.q === "diceTotal" && !done ? boxAt(s, `m.${def.id}`) : null;
    if (box) v.box = boxView(s, box.key, box.spec);
    return v;
  });
}

function confrontationView(s: GalaxyState): GalaxyPublic["confrontation"] {
  const side = adversary(s.adversary).confrontation[s.confSide]!;
  const low = tableLevel(s);
  return {
    side: s.confSide,
    name: side.name,
    rows: side.rows.map((r, i) => ({
      ...rowView(s, i === s.adv.removed ? "c." : `c${i}.`, r),
      attached: i >= s.adv.removed,
      active: i === s.adv.removed,
      locked: levelTooLow(r, low),
    })),
    canFlip: !confInUse(s),
  };
}

function advView(s: GalaxyState): GalaxyPublic["adv"] {
  const def = adversary(s.adversary);
  const v: GalaxyPublic["adv"] = {
    influence: s.adv.infl.n,
    removed: s.adv.removed,
    claimed: s.adv.claimed,
    exiled: s.adv.exiled,
    stored: { ...s.adv.stored },
    x: xValue(s),
    name: def.name,
    stars: def.stars,
    perTurn: advPerTurn(s),
    timePasses: timePassesOf(s),
    escalate: def.escalate.map((st) => advStepView(s, st)),
    overwhelm: def.overwhelm.map((o) => ({
      when: o.when,
      atLeast: overwhelmAt(s, o),
      now: overwhelmNow(s, o),
    })),
    conditions: conditions(s).map((c) => ({ ...c })),
  };
  if (def.spend)
    v.spend = { atLeast: def.spend.atLeast, steps: def.spend.steps.map((st) => advStepView(s, st)) };
  if (def.encounterClaimed) v.encounterClaimed = def.encounterClaimed.map((st) => advStepView(s, st));
  return v;
}

function starbaseView(s: GalaxyState): GalaxyPublic["starbase"] {
  const cls = starbaseClass(s.starbase.cls);
  const rows = cls.rows.map((r, i) => rowView(s, `s.${i}.`, r));
  const costs = labCosts(s);
  return {
    cls: s.starbase.cls,
    fleets: s.starbase.fleets.n,
    science: [...s.starbase.science],
    scienceTotal: scienceTotal(s),
    discs: s.starbase.discs,
    rows,
    lab: { dice: placedView(s, "lab"), pips: sumOf(diceOn(s, "lab")) },
    upgradeCost: cls.upgradeCost,
    probeCost: costs.probe,
    studyCost: costs.study,
    discSpaces: cls.discs,
    fleetIncome: rows.reduce((t, r) => t + (r.full ? r.reward : 0), 0),
    calibrateCost: calibrateCost(s),
    ultratechCost: ULTRATECH_SCIENCE,
  };
}

/** What the rules ask of `seat` now (null when it may not act). */
function askedOf(s: GalaxyState, seat: Seat, acting: readonly Seat[]): SeatDecision | null {
  if (!acting.includes(seat)) return null;
  if (s.phase === "results") return s.decision?.kind ?? null;
  const p = s.seats[seat]!;
  if (!p.rolled) return "roll";
  if (p.pending) return "pick";
  return s.open ? "open" : "action";
}

/** A Tech under way as the view shows it: its steps copied, and whether its pick is on any pool. */
function pendingView(s: GalaxyState, pending: Pending): PendingView {
  const st = pending.steps[0];
  const anyPool = !!st && isPick(st) && picksFromAnyPool(s, st);
  return { ...pending, steps: pending.steps.map((x) => ({ ...x })), anyPool };
}

/** Calibrating moves a die one pip, within 1 to 6 (p.36): what each die of the pool would become. */
function calibrationsOf(pool: readonly Die[]): CalibrationView[] {
  const out: CalibrationView[] = [];
  for (const die of distinctDice(pool)) {
    for (const d of [1, -1] as const) {
      const v = pips(die) + d;
      if (v >= 1 && v <= 6) out.push({ die, d, to: calibrated(die, d) });
    }
  }
  return out;
}

function seatView(s: GalaxyState, i: number, acting: readonly Seat[]): SeatPublic {
  const p = s.seats[i]!;
  const hw = homeworld(p.homeworld);
  const soc = society(p.society);
  return {
    asked: askedOf(s, i, acting),
    homeworld: p.homeworld,
    society: p.society,
    colonies: [...p.colonies],
    techs: [...p.techs],
    pool: [...p.pool],
    unrolled: [...p.unrolled],
    discs: p.discs,
    activated: [...p.activated],
    milestones: [...p.milestones],
    level: level(s, i),
    done: p.done,
    rolled: p.rolled,
    pending: p.pending ? pendingView(s, p.pending) : null,
    calibrations: calibrationsOf(p.pool),
    homeworldName: hw.name,
    societyName: soc.name,
    societyRule: { ...soc.rule },
    yield: yieldOf(s, i),
    resources: resources(s, i),
    techList: techIds(p).map((id) => techView(s, i, id, techOf(s, i, id)!, p.activated.includes(id))),
    milestoneList: milestoneViews(s, i),
  };
}

/**
 * The wide box being filled: its key, the pips it still needs, and whether it is stuck (no die in
 * the pool of any player still acting can go on it now, so `cancel` is the only way out).
 */
function openBoxView(s: GalaxyState, acting: readonly Seat[]): GalaxyPublic["openBox"] {
  if (!s.open) return null;
  const b = boxAt(s, s.open);
  if (!b) throw new Error(`open box ${s.open} is not on the table`);
  const facts = placeFacts(s);
  const stuck = !acting.some((seat) => canAddTo(s, seat, b, facts));
  return { key: s.open, missing: fillOf(s, s.open, b.spec).missing, stuck };
}

/** What everyone, spectators included, may see. */
export function publicView(s: GalaxyState): GalaxyPublic {
  const acting = actors(s);
  const study: Record<string, number> = {};
  for (const z of s.zone) {
    const c = studyCost(s, z.id);
    if (c !== null) study[String(z.id)] = c;
  }
  return {
    players: s.players,
    adversary: s.adversary,
    hard: s.hard,
    turn: s.turn,
    phase: s.phase,
    deckSize: s.deck.length,
    discard: [...s.discard],
    exiledCards: [...s.exiledCards],
    eventsLeft: s.events.length,
    pendingEvents: s.pendingEvents.length,
    spentEvents: [...s.spentEvents],
    conditions: [...s.conditions],
    zone: s.zone.map((z) => zoneCardView(s, z.id, z.infl.n)),
    starbase: starbaseView(s),
    adv: advView(s),
    confSide: s.confSide,
    confRow: cloneRow(confRow(s)),
    confrontation: confrontationView(s),
    seats: s.seats.map((_, i) => seatView(s, i, acting)),
    placed: Object.fromEntries(Object.keys(s.placed).map((k) => [k, placedView(s, k)])),
    rings: [...s.rings],
    open: s.open,
    openBox: openBoxView(s, acting),
    supply: { ...s.supply, dice: { ...s.supply.dice } },
    exiledDice: { ...s.exiledDice },
    decision: s.decision ? { ...s.decision } : null,
    claimCard: s.decision?.kind === "claim" ? zoneCardView(s, s.decision.card, 0) : null,
    lab: { probe: labCosts(s).probe, study },
    toResolve: [...s.toResolve],
    result: s.result ? { ...s.result } : null,
  };
}

/** Nothing is private in One Deck Galaxy: the table hides only what nobody may know. */
export function privateView(_s: GalaxyState, _seat: Seat): Record<string, never> {
  return {};
}
