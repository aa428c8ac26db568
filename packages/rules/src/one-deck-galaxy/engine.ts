/**
 * The turn machine: setup, Adversary / Discover / Action (gather) / Results phases, effects of
 * Techs and of the Adversary, milestones, overwhelm and victory. Runs automatically until a
 * player must act (the Action phase) or decide (a claim, the Research Lab, an upgrade).
 */
import { rngFrom, seedRng } from "../core/rng.ts";
import type { Seat } from "../core/types.ts";
import { diceOn, rowFilled } from "./boxes.ts";
import {
  ADVERSARIES,
  adversary,
  card,
  EVENTS,
  HOMEWORLDS,
  homeworld,
  SOCIETIES,
  SUPPLY,
  society,
  starbaseClass,
} from "./content.ts";
import { addToPool, colourOf, distinctDice, isBlack, die as mkDie, pips, sumOf } from "./dice.ts";
import {
  amount,
  type Ctx,
  condTotal,
  discardFromDeck,
  discardInfluence,
  drawCard,
  emit,
  emptyInfluence,
  endGame,
  gainDie,
  gainInfluence,
  level,
  loseInfluence,
  milestonesOf,
  overwhelm,
  resources,
  rollValue,
  sciencePayment,
  scienceTotal,
  societyRule,
  spendScience,
  tuckScience,
  zeroByColour,
} from "./state.ts";
import {
  type AdvStep,
  BASIC_COLOURS,
  DIE_COLOURS,
  type Die,
  type DieColour,
  type GalaxyState,
  type MilestoneReq,
  type Overwhelm,
  type PlayerState,
  type TechDef,
  type TechOption,
  type TechStep,
  type Yield,
} from "./types.ts";

export interface GalaxyOptions {
  adversary?: string | undefined;
  hard?: boolean | undefined;
  homeworlds?: string[] | undefined;
  societies?: string[] | undefined;
}

// ---------------------------------------------------------------- setup

function chooseDistinct(
  wanted: readonly (string | undefined)[],
  all: readonly string[],
  players: number,
  pick: (xs: string[]) => string,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < players; i++) {
    const w = wanted[i];
    if (w && w !== "random" && !out.includes(w)) out.push(w);
    else {
      const taken = new Set([
        ...out,
        ...wanted.slice(i + 1).filter((x): x is string => !!x && x !== "random"),
      ]);
      out.push(pick(all.filter((x) => !taken.has(x))));
    }
  }
  return out;
}

/** A new game: setup steps 1-5 of the rulebook (p.6-9), then the first turn up to its Action phase. */
export function setupGame(players: number, seed: string, o: GalaxyOptions): GalaxyState {
  const rngState = seedRng(seed);
  const rng = rngFrom(rngState);
  const advId =
    o.adversary && o.adversary !== "random" ? o.adversary : rng.pick(ADVERSARIES.map((a) => a.id));
  const hws = chooseDistinct(
    o.homeworlds ?? [],
    HOMEWORLDS.map((h) => h.id),
    players,
    (xs) => rng.pick(xs),
  );
  const socs = chooseDistinct(
    o.societies ?? [],
    SOCIETIES.map((x) => x.id),
    players,
    (xs) => rng.pick(xs),
  );
  const deck = rng.shuffleInPlace(Array.from({ length: 40 }, (_, i) => i + 1));
  const events = rng.shuffleInPlace(adversary(advId).events.map((e) => e.id));
  const seats: PlayerState[] = hws.map((hw, i) => ({
    homeworld: hw,
    society: socs[i]!,
    colonies: [],
    techs: [],
    pool: [],
    discs: 0,
    activated: [],
    milestones: [],
    done: false,
    rolled: false,
    unrolled: [],
    pending: null,
  }));
  const s: GalaxyState = {
    players,
    adversary: advId,
    hard: o.hard ?? false,
    turn: 0,
    phase: "action",
    rng: rngState,
    deck,
    discard: [],
    exiledCards: [],
    events,
    pendingEvents: [],
    spentEvents: [],
    conditions: [],
    zone: [],
    starbase: { cls: 1, fleets: emptyInfluence(), science: [], discs: 0 },
    adv: { infl: emptyInfluence(), removed: 0, claimed: 0, exiled: 0, stored: zeroByColour() },
    confSide: 0,
    seats,
    placed: {},
    rings: [],
    open: null,
    supply: { dice: { ...SUPPLY.dice }, techDiscs: SUPPLY.techDiscs, starbaseDiscs: SUPPLY.starbaseDiscs },
    exiledDice: zeroByColour(),
    decision: null,
    toResolve: [],
    resStep: 0,
    result: null,
  };
  const ctx: Ctx = { s, ev: [] };
  // Step 2 (after the deck exists): 2 influence of Fleets and one face-up Science card.
  gainInfluence(ctx, s.starbase.fleets, 2);
  const sci = drawCard(ctx);
  if (sci !== null) s.starbase.science.push(sci);
  startTurn(ctx);
  return s;
}

// ---------------------------------------------------------------- turn flow

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

function startTurn(ctx: Ctx): void {
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

/** Adversary phase (p.24-25). */
function adversaryPhase(ctx: Ctx): void {
  const s = ctx.s;
  emit(ctx, "phase", { phase: "adversary" });
  // 1. Pending events, one at a time; events that become pending now wait for next turn.
  const due = s.pendingEvents.splice(0, s.pendingEvents.length);
  for (const id of due) {
    const ev = EVENTS.get(id)!;
    emit(ctx, "eventRevealed", { event: id, name: ev.name, lasting: ev.condition !== undefined });
    for (const st of ev.steps) runAdvStep(ctx, st);
    if (ev.condition) s.conditions.push(id);
    else s.spentEvents.push(id);
    if (s.result) return;
  }
  // 2. Time passes.
  discardFromDeck(ctx, timePassesOf(s));
  if (s.result) return;
  // 3. Adversary influence.
  advGain(ctx, advPerTurn(s));
  // 4. Encounter influence.
  const more = encounterPerTurn(s);
  for (const z of s.zone) if (card(z.id).kind === "encounter") gainInfluence(ctx, z.infl, more);
  if (s.result) return;
  // 5. Encounters at their threshold escalate, then are studied.
  for (const z of [...s.zone]) {
    const c = card(z.id);
    if (c.kind !== "encounter" || z.infl.n < (c.threshold ?? 99)) continue;
    emit(ctx, "escalate", { card: z.id });
    escalate(ctx);
    discardInfluence(ctx, z.infl);
    s.zone = s.zone.filter((x) => x.id !== z.id);
    tuckScience(ctx, z.id, "study");
    if (s.result) return;
  }
  spendRule(ctx);
  checkOverwhelm(ctx);
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

/** Reference rule of some adversaries: spend influence at a threshold to do something. */
function spendRule(ctx: Ctx): void {
  const s = ctx.s;
  const sp = adversary(s.adversary).spend;
  if (!sp) return;
  for (let i = 0; i < 5 && s.adv.infl.n >= sp.atLeast && !s.result; i++) {
    loseInfluence(ctx, s.adv.infl, sp.atLeast);
    emit(ctx, "adversarySpends", { influence: sp.atLeast });
    for (const st of sp.steps) runAdvStep(ctx, st);
  }
}

export function escalate(ctx: Ctx): void {
  for (const st of adversary(ctx.s.adversary).escalate) runAdvStep(ctx, st);
}

function advGain(ctx: Ctx, n: number): void {
  const got = gainInfluence(ctx, ctx.s.adv.infl, n);
  if (got) emit(ctx, "influence", { target: "adversary", delta: got, total: ctx.s.adv.infl.n });
}

/** Checks the Adversary's Overwhelm conditions (at the end of the Adversary phase). */
export function checkOverwhelm(ctx: Ctx): void {
  const s = ctx.s;
  for (const o of adversary(s.adversary).overwhelm) {
    if (s.result) return;
    const now = overwhelmNow(s, o);
    const at = overwhelmAt(s, o);
    if (now < at) continue;
    const why = { cause: o.when, now, atLeast: at };
    if (o.when === "influence") {
      overwhelm(ctx, `the Adversary has ${now} influence (${at} overwhelms).`, why, () =>
        discardInfluence(ctx, s.adv.infl),
      );
    } else if (o.when === "stored") {
      overwhelm(ctx, `the Adversary holds ${now} dice.`, why, () => {
        for (const c of DIE_COLOURS) {
          s.supply.dice[c] += s.adv.stored[c];
          s.adv.stored[c] = 0;
        }
      });
    } else {
      const enc = s.zone.filter((z) => card(z.id).kind === "encounter");
      overwhelm(ctx, `${now} Encounters are in the Discovery Zone.`, why, () => {
        for (const z of enc) {
          discardInfluence(ctx, z.infl);
          s.discard.push(z.id);
        }
        s.zone = s.zone.filter((z) => card(z.id).kind !== "encounter");
      });
    }
  }
}

/** Discover phase: refill the Discovery Zone to four cards (p.27). */
function discoverPhase(ctx: Ctx): void {
  const s = ctx.s;
  emit(ctx, "phase", { phase: "discover" });
  while (s.zone.length < 4) {
    const c = drawCard(ctx);
    if (c === null) break;
    s.zone.push({ id: c, infl: emptyInfluence() });
    emit(ctx, "discovered", { card: c });
  }
}

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

/** Action phase step 1: gather dice and discs (rolled by each player's "roll"), fill Starbase discs. */
function gather(ctx: Ctx): void {
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

// ---------------------------------------------------------------- results phase

function startResults(ctx: Ctx): void {
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
function runResults(ctx: Ctx): boolean {
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

// ---------------------------------------------------------------- adversary effects

/** Runs one Adversary step (escalations, events, reference rules). */
export function runAdvStep(ctx: Ctx, st: AdvStep): void {
  const s = ctx.s;
  if (s.result) return;
  const n = amount(s, 0, "n" in st ? st.n : 0);
  switch (st.k) {
    case "advGain":
      advGain(ctx, n);
      break;
    case "advLose": {
      const lost = loseInfluence(ctx, s.adv.infl, n);
      if (lost) emit(ctx, "influence", { target: "adversary", delta: -lost, total: s.adv.infl.n });
      break;
    }
    case "encGain":
      for (const z of s.zone) {
        if (card(z.id).kind !== "encounter") continue;
        const got = gainInfluence(ctx, z.infl, n);
        if (got) emit(ctx, "influence", { target: z.id, delta: got, total: z.infl.n });
      }
      break;
    case "loseFleet": {
      const lost = loseInfluence(ctx, s.starbase.fleets, n);
      emit(ctx, "fleetsLost", { n: lost, total: s.starbase.fleets.n });
      if (st.shortfall && lost < n) advGain(ctx, (n - lost) * st.shortfall);
      break;
    }
    case "loseScience": {
      const pay = sciencePayment(s, Math.min(n, scienceTotal(s)));
      if (pay) {
        for (const id of pay) {
          s.starbase.science.splice(s.starbase.science.indexOf(id), 1);
          s.discard.push(id);
        }
        emit(ctx, "scienceLost", { cards: pay });
      }
      break;
    }
    case "discardDeck":
      discardFromDeck(ctx, n);
      break;
    case "store":
      for (let i = 0; i < n; i++) {
        let best: DieColour | null = null;
        for (const c of BASIC_COLOURS)
          if (s.supply.dice[c] > 0 && (!best || s.supply.dice[c] > s.supply.dice[best])) best = c;
        if (!best) break;
        s.supply.dice[best]--;
        s.adv.stored[best]++;
        emit(ctx, "diceStored", { colour: best });
      }
      break;
    case "escalate":
      escalate(ctx);
      break;
  }
}

// ---------------------------------------------------------------- techs

/** The Tech a player may use under this id: "hw" (homeworld), "soc" (society), "c<card>" (claimed). */
export function techOf(s: GalaxyState, seat: Seat, id: string): TechDef | null {
  const p = s.seats[seat];
  if (!p) return null;
  if (id === "hw") return homeworld(p.homeworld).tech;
  if (id === "soc") return society(p.society).tech;
  const m = /^c(\d{1,2})$/.exec(id);
  if (m && p.techs.includes(Number(m[1])) && id === `c${Number(m[1])}`) return card(Number(m[1])).tech;
  return null;
}

/** Whether a Tech option's tier is still locked for `seat` (Society Special Techs, p.37). */
export function tierLocked(s: GalaxyState, seat: Seat, opt: TechOption): boolean {
  return (opt.minLevel ?? 1) > level(s, seat);
}

export function techIds(p: PlayerState): string[] {
  return ["hw", "soc", ...p.techs.map((id) => `c${id}`)];
}

export type PickStep = Extract<TechStep, { k: "reroll" | "adjust" | "set" | "ultra" }>;
export function isPick(st: TechStep): st is PickStep {
  return st.k === "reroll" || st.k === "adjust" || st.k === "set" || st.k === "ultra";
}

export interface PickTarget {
  die: Die;
  d?: 1 | -1;
  owner?: Seat;
}

/** Dice a pick step may target now, as the exact moves it accepts. */
export function pickTargets(s: GalaxyState, seat: Seat, st: PickStep): PickTarget[] {
  const any = st.k !== "ultra" && st.any === true && s.players > 1;
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

/** Whether the costs of a tech option can be paid now. */
export function canPay(s: GalaxyState, steps: readonly TechStep[]): boolean {
  const c = optionCost(steps);
  return s.starbase.fleets.n >= c.fleets && scienceTotal(s) >= c.science;
}

function firstPickLeft(s: GalaxyState, seat: Seat, steps: TechStep[]): number {
  const f = steps[0];
  return f && isPick(f) ? amount(s, seat, f.n) : 0;
}

/** Starts a Tech's effect for `seat` (the disc is already placed). */
export function startTech(ctx: Ctx, seat: Seat, tech: string, steps: TechStep[]): void {
  const s = ctx.s;
  const copy = steps.map((x) => ({ ...x }));
  s.seats[seat]!.pending = { tech, steps: copy, left: firstPickLeft(s, seat, copy) };
  continueTech(ctx, seat);
}

/** Resolves steps until one needs a pick (and has targets) or the effect is over. */
export function continueTech(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  const p = s.seats[seat]!;
  const pend = p.pending;
  if (!pend) return;
  while (pend.steps.length) {
    const st = pend.steps[0]!;
    if (isPick(st)) {
      if (pend.left > 0 && pickTargets(s, seat, st).length > 0) return;
    } else runTechStep(ctx, seat, st);
    pend.steps.shift();
    pend.left = firstPickLeft(s, seat, pend.steps);
  }
  p.pending = null;
}

/** Applies a pick to the first pending step (the move was checked against pickTargets). */
export function applyPick(ctx: Ctx, seat: Seat, t: PickTarget): void {
  const s = ctx.s;
  const pend = s.seats[seat]!.pending!;
  const st = pend.steps[0] as PickStep;
  const owner = t.owner ?? seat;
  const pool = s.seats[owner]!.pool;
  pool.splice(pool.indexOf(t.die), 1);
  const from = t.die;
  let c = colourOf(from);
  let v = pips(from);
  switch (st.k) {
    case "reroll":
      v = rollValue(ctx);
      break;
    case "set":
      v = st.v;
      break;
    case "ultra":
      // Swap it for a black die from the supply showing the same value.
      s.supply.dice[c]++;
      s.supply.dice.black--;
      c = "black";
      break;
    case "adjust": {
      const dir = st.dir === "either" ? (t.d ?? 1) : st.dir === "up" ? 1 : -1;
      v = Math.max(1, Math.min(6, v + dir * st.by));
      break;
    }
  }
  const to = mkDie(c, v);
  addToPool(pool, to);
  emit(ctx, "dieChanged", { seat: owner, from, to, by: st.k });
  pend.left--;
  continueTech(ctx, seat);
}

/** Ends the current pick step early ("stop"). */
export function stopPick(ctx: Ctx, seat: Seat): void {
  const pend = ctx.s.seats[seat]!.pending!;
  pend.left = 0;
  continueTech(ctx, seat);
}

function runTechStep(ctx: Ctx, seat: Seat, st: TechStep): void {
  const s = ctx.s;
  switch (st.k) {
    case "gain":
    case "roll": {
      const n = amount(s, seat, st.n);
      const dice: Die[] = [];
      for (let i = 0; i < n; i++) {
        const v = st.k === "gain" ? st.v : rollValue(ctx);
        if (!gainDie(ctx, seat, st.c, v)) break;
        dice.push(mkDie(st.c, v));
      }
      emit(ctx, "diceGained", { seat, dice, how: st.k });
      break;
    }
    case "fleet": {
      const got = gainInfluence(ctx, s.starbase.fleets, amount(s, seat, st.n));
      emit(ctx, "fleetsGained", { n: got, total: s.starbase.fleets.n });
      break;
    }
    case "probe":
      for (let i = 0; i < amount(s, seat, st.n); i++) {
        const c = drawCard(ctx);
        if (c === null) break;
        tuckScience(ctx, c, "probe");
      }
      break;
    case "disc": {
      const n = Math.min(amount(s, seat, st.n), s.supply.techDiscs);
      s.supply.techDiscs -= n;
      s.seats[seat]!.discs += n;
      emit(ctx, "discsGained", { seat, n });
      break;
    }
    case "payFleet":
      loseInfluence(ctx, s.starbase.fleets, st.n);
      emit(ctx, "fleetsSpent", { n: st.n, total: s.starbase.fleets.n });
      break;
    case "payScience":
      spendScience(ctx, st.n);
      break;
    case "calm": {
      const lost = loseInfluence(ctx, s.adv.infl, amount(s, seat, st.n));
      emit(ctx, "influence", { target: "adversary", delta: -lost, total: s.adv.infl.n });
      break;
    }
    case "soothe":
      for (const z of s.zone) {
        if (card(z.id).kind !== "encounter") continue;
        const lost = loseInfluence(ctx, z.infl, amount(s, seat, st.n));
        if (lost) emit(ctx, "influence", { target: z.id, delta: -lost, total: z.infl.n });
      }
      break;
    default:
      throw new Error(`tech step ${st.k} needs a pick`);
  }
}

// ---------------------------------------------------------------- milestones

/** Whether a passive requirement holds for `seat` now. */
export function reqHolds(s: GalaxyState, seat: Seat, req: MilestoneReq): boolean {
  const p = s.seats[seat]!;
  switch (req.q) {
    case "colonies":
      return p.colonies.length >= req.n;
    case "techs":
      return p.techs.length >= req.n;
    case "encounterCards":
      return [...p.colonies, ...p.techs].filter((id) => card(id).kind === "encounter").length >= req.n;
    case "resource":
      return resources(s, seat)[req.res] >= req.n;
    case "resourceKinds":
      return Object.values(resources(s, seat)).filter((n) => n > 0).length >= req.n;
    case "resources":
      return Object.values(resources(s, seat)).reduce((a, b) => a + b, 0) >= req.n;
    case "fleets":
      return s.starbase.fleets.n >= req.n;
    case "science":
      return scienceTotal(s) >= req.n;
    case "starbase":
      return s.starbase.cls >= req.n;
    case "advDiscs":
      return s.adv.removed >= req.n;
    case "poolValues":
      return new Set(p.pool.map(pips)).size >= req.n;
    case "poolSame": {
      const counts = [0, 0, 0, 0, 0, 0, 0];
      for (const d of p.pool) counts[pips(d)]!++;
      return Math.max(...counts) >= req.n;
    }
    default:
      return false;
  }
}

export function completeMilestone(ctx: Ctx, seat: Seat, id: string): void {
  const p = ctx.s.seats[seat]!;
  if (p.milestones.includes(id)) return;
  p.milestones.push(id);
  emit(ctx, "milestone", { seat, id, level: level(ctx.s, seat) });
}

/** Completes every passive milestone whose requirement holds (end-of-turn ones only at the end). */
export function checkMilestones(ctx: Ctx, endOfTurn: boolean): void {
  const s = ctx.s;
  s.seats.forEach((p, seat) => {
    for (const m of milestonesOf(p)) {
      if (p.milestones.includes(m.id)) continue;
      if (m.kind === "passive" || (m.kind === "endOfTurn" && endOfTurn)) {
        if (reqHolds(s, seat, m.req[s.players - 1]!)) completeMilestone(ctx, seat, m.id);
      }
    }
  });
}
