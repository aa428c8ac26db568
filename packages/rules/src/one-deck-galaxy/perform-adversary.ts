/** The Adversary phase (p.24-25) and every Adversary step: escalations, events, reference rules, Overwhelm. */
import { adversary, card, EVENTS } from "./content.ts";
import { advPerTurn, encounterPerTurn, overwhelmAt, overwhelmNow, timePassesOf } from "./numbers.ts";
import {
  amount,
  type Ctx,
  discardFromDeck,
  discardInfluence,
  emit,
  gainInfluence,
  loseInfluence,
  overwhelm,
  sciencePayment,
  scienceTotal,
  tuckScience,
} from "./state.ts";
import { type AdvStep, BASIC_COLOURS, DIE_COLOURS, type DieColour } from "./types.ts";

/** Adversary phase (p.24-25). */
export function adversaryPhase(ctx: Ctx): void {
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
