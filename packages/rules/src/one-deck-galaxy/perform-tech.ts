/** A Tech's effect, step by step (p.37-38): steps that need a die wait for the player's picks. */
import type { Seat } from "../core/types.ts";
import { card } from "./content.ts";
import { addToPool, colourOf, die as mkDie, pips } from "./dice.ts";
import { isPick, type PickStep, type PickTarget, pickTargets } from "./legal.ts";
import {
  amount,
  type Ctx,
  drawCard,
  emit,
  gainDie,
  gainInfluence,
  loseInfluence,
  rollValue,
  spendScience,
  tuckScience,
} from "./state.ts";
import type { Die, GalaxyState, TechStep } from "./types.ts";

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
