/**
 * The partner bot: sees only its seat's view. Each decision it rebuilds a table from the view
 * (hidden cards replaced by placeholders), then: uses Techs, completes milestones, plans which
 * rows it can fill with its dice (Confrontation, Encounters, Locations, Starbase), places the
 * first die of that plan, and sends leftovers to the Research Lab. Deterministic.
 */
import { canonicalJson } from "../core/canonical.ts";
import type { Bot, Seat } from "../core/types.ts";
import { allBoxes, type BoxInfo, isFilled } from "./boxes.ts";
import { adversary, card, homeworld, society } from "./content.ts";
import { colourOf, dieOrder, distinctDice, isBlack, pips, placed, sumOf } from "./dice.ts";
import { placeError, placeFacts } from "./legal.ts";
import { ringCost } from "./numbers.ts";
import { level, scienceTotal, tableLevel } from "./state.ts";
import type { Die, GalaxyState, GalaxyMove as Move, TechDef, TechStep } from "./types.ts";
import type { GalaxyPublic } from "./view.ts";

/** A table good enough for rule checks, rebuilt from the public view (no hidden information). */
export function stateFromView(v: GalaxyPublic): GalaxyState {
  const placedDice: Record<string, string[]> = {};
  for (const [k, list] of Object.entries(v.placed)) placedDice[k] = list.map((d) => placed(d.die, d.o));
  return {
    players: v.players,
    adversary: v.adversary,
    hard: v.hard,
    turn: v.turn,
    phase: v.phase,
    rng: [0, 0, 0, 1],
    deck: [],
    discard: [...v.discard],
    exiledCards: [...v.exiledCards],
    events: [],
    pendingEvents: [],
    spentEvents: [...v.spentEvents],
    conditions: [...v.conditions],
    zone: v.zone.map((z) => ({ id: z.id, infl: { n: z.influence, cards: [] } })),
    starbase: {
      cls: v.starbase.cls,
      fleets: { n: v.starbase.fleets, cards: [] },
      science: [...v.starbase.science],
      discs: v.starbase.discs,
    },
    adv: {
      infl: { n: v.adv.influence, cards: [] },
      removed: v.adv.removed,
      claimed: v.adv.claimed,
      exiled: v.adv.exiled,
      stored: { ...v.adv.stored },
    },
    confSide: v.confSide,
    seats: v.seats.map((p) => ({
      homeworld: p.homeworld,
      society: p.society,
      colonies: [...p.colonies],
      techs: [...p.techs],
      pool: [...p.pool],
      discs: p.discs,
      activated: [...p.activated],
      milestones: [...p.milestones],
      done: p.done,
      rolled: p.rolled,
      unrolled: [...p.unrolled],
      pending: p.pending ? { ...p.pending, steps: p.pending.steps.map((x) => ({ ...x })) } : null,
    })),
    placed: placedDice,
    rings: [...v.rings],
    open: v.open,
    supply: { ...v.supply, dice: { ...v.supply.dice } },
    exiledDice: { ...v.exiledDice },
    decision: v.decision ? { ...v.decision } : null,
    toResolve: [...v.toResolve],
    resStep: 0,
    result: v.result ? { ...v.result } : null,
  };
}

// ---------------------------------------------------------------- planning

interface Budget {
  fleets: number;
  science: number;
  discs: number;
}

interface Target {
  prefix: string;
  boxes: BoxInfo[];
  value: number;
}

interface Plan {
  target: Target;
  /** Placements in order: a die on a box, or a ring. */
  steps: { key: string; die?: Die }[];
  cost: number;
  fleets: number;
  science: number;
  discs: number;
  used: Die[];
}

function prefixOf(key: string): string {
  if (key === "lab" || key.startsWith("m.")) return key;
  return key.slice(0, key.lastIndexOf(".") + 1);
}

function overwhelmAt(s: GalaxyState): number {
  const o = adversary(s.adversary).overwhelm.find((x) => x.when === "influence");
  return o ? o.atLeast - (s.hard ? 2 : 0) : 99;
}

/** How much completing a row is worth now (rough points). */
function targetValue(s: GalaxyState, boxes: BoxInfo[]): number {
  const b = boxes[0]!;
  const partial = boxes.some((x) => isFilled(s, x) || (s.placed[x.key]?.length ?? 0) > 0) ? 25 : 0;
  if (b.area === "conf") return 80 + partial;
  if (b.area === "milestone") return 60 + partial;
  // Fleets are worth less once plenty are stored (and stored cards shorten the deck).
  if (b.area === "starbase")
    return (b.rowSpec?.reward ?? 1) * Math.max(0.6, 2.5 - s.starbase.fleets.n / 4) + partial;
  if (b.area === "card" && b.cardId !== undefined) {
    const c = card(b.cardId);
    const z = s.zone.find((x) => x.id === b.cardId)!;
    if (c.kind === "encounter") {
      const left = (c.threshold ?? 3) - z.infl.n;
      return 18 + (left <= 1 ? 20 : left === 2 ? 8 : 0) + partial;
    }
    const reward = b.rowSpec?.reward ?? 1;
    const claim = z.infl.n + reward >= (c.cost ?? 9) ? 12 : 0;
    return reward * 4 + claim + partial;
  }
  return 0;
}

function targetsOf(s: GalaxyState): Target[] {
  const groups = new Map<string, BoxInfo[]>();
  for (const b of allBoxes(s)) {
    if (b.area === "lab") continue;
    const p = prefixOf(b.key);
    const list = groups.get(p) ?? [];
    list.push(b);
    groups.set(p, list);
  }
  const out: Target[] = [];
  for (const [prefix, boxes] of groups) {
    if (boxes.every((b) => isFilled(s, b))) continue;
    out.push({ prefix, boxes, value: targetValue(s, boxes) });
  }
  return out.sort((a, b) => b.value - a.value || (a.prefix < b.prefix ? -1 : 1));
}

function dieCost(d: Die): number {
  return 0.4 + 0.12 * pips(d) + (isBlack(d) ? 1.2 : 0);
}

/**
 * Finds dice (from `pool`) and rings (within `budget`) that complete every unfilled box of the
 * target, checking each placement with the engine's own rules on a scratch table. Null if none.
 */
function solve(s: GalaxyState, seat: Seat, t: Target, pool: Die[], budget: Budget): Plan | null {
  const plan: Plan = { target: t, steps: [], cost: 0, fleets: 0, science: 0, discs: 0, used: [] };
  const todo = t.boxes.filter((b) => !isFilled(s, b));
  for (const b of todo) {
    if (b.spec.t !== "ring") continue;
    const cost = ringCost(s, b.spec);
    if (b.area === "conf" && tableLevel(s) < (b.rowSpec?.minLevel ?? 1)) return null;
    if (b.spec.pay === "fleet") plan.fleets += cost;
    else plan.science += cost;
    plan.discs++;
    plan.steps.push({ key: b.key });
  }
  if (plan.fleets > budget.fleets || plan.science > budget.science || plan.discs > budget.discs) return null;
  plan.cost += plan.fleets * 1.5 + plan.science * 1.2;
  const diceBoxes = todo
    .filter((b) => b.spec.t !== "ring")
    .sort((a, b) => rank(a) - rank(b) || (a.key < b.key ? -1 : 1));
  const facts = placeFacts(s);
  const scratch: GalaxyState = { ...s, placed: { ...s.placed }, open: null };
  const left = [...pool];
  const chosen: { key: string; die: Die }[] = [];
  const put = (key: string, d: Die) => {
    scratch.placed[key] = [...(scratch.placed[key] ?? []), placed(d, seat)];
    left.splice(left.indexOf(d), 1);
    chosen.push({ key, die: d });
  };
  const unput = () => {
    const c = chosen.pop()!;
    const list = scratch.placed[c.key]!.slice(0, -1);
    if (list.length) scratch.placed[c.key] = list;
    else delete scratch.placed[c.key];
    left.push(c.die);
    left.sort(dieOrder);
  };
  let budgetSteps = 400;
  const search = (i: number): boolean => {
    if (--budgetSteps < 0) return false;
    if (i >= diceBoxes.length) return true;
    const b = diceBoxes[i]!;
    if (b.spec.t === "wide") {
      const mark = chosen.length;
      const need = () => (b.spec.t === "wide" ? b.spec.min : 0) - sumOf(scratch.placed[b.key] ?? []);
      // Largest dice first until the total is reached, then try to trim the overshoot.
      const byValue = distinctDice(left).sort((x, y) => pips(y) - pips(x) || dieOrder(x, y));
      for (const d of byValue) {
        if (need() <= 0) break;
        while (need() > 0 && left.includes(d) && !placeError(scratch, seat, d, b, facts)) {
          put(b.key, d);
          if (pips(d) === 0) break;
        }
      }
      if (need() > 0) {
        while (chosen.length > mark) unput();
        return false;
      }
      // Swap the last die for the smallest one that still fills the box.
      const last = chosen[chosen.length - 1]!;
      const slack = -need();
      const smaller = distinctDice(left)
        .filter((d) => pips(d) < pips(last.die) && pips(last.die) - pips(d) <= slack)
        .sort((x, y) => pips(x) - pips(y));
      for (const d of smaller) {
        unput();
        if (!placeError(scratch, seat, d, b, facts)) {
          put(b.key, d);
          break;
        }
        put(b.key, last.die);
      }
      if (search(i + 1)) return true;
      while (chosen.length > mark) unput();
      return false;
    }
    const cands = distinctDice(left)
      .filter((d) => !placeError(scratch, seat, d, b, facts))
      .sort((x, y) => Number(isBlack(x)) - Number(isBlack(y)) || pips(x) - pips(y) || dieOrder(x, y))
      .slice(0, 3);
    for (const d of cands) {
      put(b.key, d);
      if (search(i + 1)) return true;
      unput();
    }
    return false;
  };
  if (!search(0)) return null;
  for (const c of chosen) {
    plan.steps.push(c);
    plan.used.push(c.die);
    plan.cost += dieCost(c.die);
  }
  return plan;
}

function rank(b: BoxInfo): number {
  if (b.spec.t === "small") return b.spec.link ? 0 : 10 - b.spec.min;
  if (b.spec.t === "any") return 20;
  return 30;
}

/** Greedy plan: the most valuable rows that can be completed together with this pool. */
function makePlan(s: GalaxyState, seat: Seat, pool: Die[]): Plan[] {
  const budget: Budget = {
    fleets: s.starbase.fleets.n,
    science: scienceTotal(s),
    discs: s.starbase.discs,
  };
  let left = [...pool].sort(dieOrder);
  const out: Plan[] = [];
  for (const t of targetsOf(s)) {
    const p = solve(s, seat, t, left, budget);
    if (!p || t.value - p.cost <= 0) continue;
    out.push(p);
    for (const d of p.used) left.splice(left.indexOf(d), 1);
    left = [...left];
    budget.fleets -= p.fleets;
    budget.science -= p.science;
    budget.discs -= p.discs;
  }
  return out;
}

function planValue(plans: Plan[]): number {
  return plans.reduce((t, p) => t + p.target.value - p.cost, 0);
}

// ---------------------------------------------------------------- techs and claims

function stepValue(s: GalaxyState, seat: Seat, st: TechStep): number {
  const n = typeof ("n" in st ? st.n : 1) === "number" ? (("n" in st ? st.n : 1) as number) : 1;
  const pool = s.seats[seat]!.pool;
  switch (st.k) {
    case "gain":
      return n * (0.6 + 0.4 * st.v);
    case "roll":
      return n * (st.c === "black" ? 2.2 : 1.8);
    case "fleet":
      return n * 1.6;
    case "probe":
      return n * 1.6;
    case "disc":
      return n * 0.9;
    case "payFleet":
      return s.starbase.fleets.n >= st.n + 1 ? -1.4 * st.n : -99;
    case "payScience":
      return -1.2 * st.n;
    case "calm": {
      const infl = s.adv.infl.n;
      return Math.min(n, infl) * (1 + (3 * infl) / overwhelmAt(s));
    }
    case "soothe":
      return s.zone.reduce(
        (t, z) => t + (card(z.id).kind === "encounter" ? Math.min(n, z.infl.n) * 1.5 : 0),
        0,
      );
    case "reroll":
      return pool.some((d) => pips(d) <= 2) ? 1.2 : 0.1;
    case "set":
      return pool.length ? Math.max(0, st.v - Math.min(...pool.map(pips))) * 0.5 : 0;
    case "adjust":
      return pool.length ? 0.5 * st.by : 0;
    case "ultra":
      return pool.some((d) => !isBlack(d)) ? 0.8 : 0;
  }
}

function optionValue(s: GalaxyState, seat: Seat, steps: readonly TechStep[]): number {
  return steps.reduce((t, st) => t + stepValue(s, seat, st), 0);
}

function isPickStep(st: TechStep): boolean {
  return st.k === "reroll" || st.k === "adjust" || st.k === "set" || st.k === "ultra";
}

function techOfId(s: GalaxyState, seat: Seat, id: string): TechDef {
  const p = s.seats[seat]!;
  if (id === "hw") return homeworld(p.homeworld).tech;
  if (id === "soc") return society(p.society).tech;
  return card(Number(id.slice(1))).tech;
}

function claimValue(s: GalaxyState, who: Seat, id: number, as: "colony" | "tech"): number {
  const c = card(id);
  const p = s.seats[who]!;
  let v = 0;
  if (as === "colony") {
    const y = c.colony;
    v += 2.4 * ((y.yellow ?? 0) + (y.pink ?? 0) + (y.blue ?? 0)) + 3 * (y.black ?? 0) + 2 * (y.discs ?? 0);
  } else {
    const best = Math.max(...c.tech.options.map((o) => optionValue(s, who, o.steps)));
    const discs = homeworld(p.homeworld).yield[s.players - 1]!.discs ?? 0;
    const crowd = p.techs.length + 2 >= discs + 1 ? 0.6 : 1;
    v += best * crowd + 0.5;
  }
  const sideIdx = s.players - 1;
  const miles = [homeworld(p.homeworld).milestone, ...society(p.society).milestones];
  for (const m of miles) {
    if (p.milestones.includes(m.id)) continue;
    const req = m.req[sideIdx]!;
    if (req.q === "colonies" && as === "colony" && p.colonies.length < req.n) v += 3;
    if (req.q === "techs" && as === "tech" && p.techs.length < req.n) v += 3;
    if (req.q === "exileColonies" && as === "colony") v += 1.5;
    if (req.q === "spendDiscs" && as === "colony") v += 2 * (c.colony.discs ?? 0);
  }
  return v;
}

// ---------------------------------------------------------------- choosing

function findMove(legal: readonly Move[], m: Move): Move | null {
  const k = canonicalJson(m);
  return legal.find((x) => canonicalJson(x) === k) ?? null;
}

function chooseResults(s: GalaxyState, legal: readonly Move[]): Move {
  const d = s.decision!;
  if (d.kind === "claim") {
    let best: Move = legal[0]!;
    let bestV = -1;
    for (const m of legal) {
      if (m.type !== "claim") continue;
      const p = s.seats[m.seat]!;
      const v = claimValue(s, m.seat, d.card, m.as) - 0.3 * (p.colonies.length + p.techs.length);
      if (v > bestV) {
        bestV = v;
        best = m;
      }
    }
    return best;
  }
  if (d.kind === "lab") {
    let best: Move | null = null;
    let bestV = 0;
    for (const m of legal) {
      if (m.type === "probe" && bestV < 1.6) {
        best = m;
        bestV = 1.6;
      }
      if (m.type === "study") {
        const z = s.zone.find((x) => x.id === m.card)!;
        const v = card(m.card).science - z.infl.n * 0.8;
        if (v > bestV) {
          best = m;
          bestV = v;
        }
      }
    }
    return best ?? legal.find((m) => m.type === "labDone")!;
  }
  return legal.find((m) => m.type === "upgrade") ?? legal[0]!;
}

function choosePick(s: GalaxyState, seat: Seat, legal: readonly Move[]): Move {
  const pend = s.seats[seat]!.pending!;
  const st = pend.steps[0]!;
  const stop = legal.find((m) => m.type === "stop")!;
  const picks = legal.filter(
    (m): m is Extract<Move, { type: "pick" }> => m.type === "pick" && m.owner === undefined,
  );
  if (st.k === "reroll") {
    const low = picks.filter((m) => pips(m.die) <= 2).sort((a, b) => pips(a.die) - pips(b.die));
    return low[0] ?? stop;
  }
  // Otherwise: the pick that most improves the plan of this pool.
  const p = s.seats[seat]!;
  const base = planValue(makePlan(s, seat, p.pool));
  let best: Move = stop;
  let bestV = base + 0.01;
  for (const m of picks) {
    const pool = [...p.pool];
    pool.splice(pool.indexOf(m.die), 1);
    let c = colourOf(m.die);
    let v = pips(m.die);
    if (st.k === "set") v = st.v;
    if (st.k === "ultra") c = "black";
    if (st.k === "adjust") v = Math.max(1, Math.min(6, v + (m.d ?? (st.dir === "down" ? -1 : 1)) * st.by));
    pool.push(`${c === "black" ? "k" : m.die[0]}${v}`);
    const val = planValue(makePlan(s, seat, pool)) + 0.05 * v;
    if (val > bestV) {
      bestV = val;
      best = m;
    }
  }
  if (best === stop && picks.length && st.k !== "adjust") {
    // Nothing planned improves: raise the lowest die anyway (more pips for the Lab).
    return picks.slice().sort((a, b) => pips(a.die) - pips(b.die))[0]!;
  }
  return best;
}

function chooseOpen(s: GalaxyState, legal: readonly Move[]): Move {
  const places = legal.filter((m): m is Extract<Move, { type: "place" }> => m.type === "place");
  const cancel = legal.find((m) => m.type === "cancel")!;
  if (!places.length) return cancel;
  const key = s.open!;
  const b = allBoxes(s).find((x) => x.key === key);
  const need = (b && b.spec.t === "wide" ? b.spec.min : 0) - sumOf(s.placed[key] ?? []);
  const enough = places
    .filter((m) => pips(m.die) >= need)
    .sort((x, y) => pips(x.die) - pips(y.die) || Number(isBlack(x.die)) - Number(isBlack(y.die)));
  if (enough[0]) return enough[0];
  return places.sort((x, y) => pips(y.die) - pips(x.die))[0]!;
}

function chooseAction(s: GalaxyState, seat: Seat, legal: readonly Move[]): Move {
  const p = s.seats[seat]!;
  // 1. Milestones that are moves.
  for (const m of legal) {
    if (m.type !== "milestone") continue;
    if (!m.colonies) return m;
    const conf = adversary(s.adversary).confrontation[s.confSide]!.rows[s.adv.removed];
    const gated = conf && level(s, seat) < (conf.minLevel ?? 1);
    if (p.colonies.length > m.colonies.length + 1 || gated) return m;
  }
  // 2. Techs: non-pick effects first (they bring dice), then picks; discs return at Reset anyway.
  let bestTech: Move | null = null;
  let bestTechV = 0.3;
  for (const m of legal) {
    if (m.type !== "tech") continue;
    const steps = techOfId(s, seat, m.tech).options[m.opt]!.steps;
    const picks = steps.some(isPickStep);
    const v = optionValue(s, seat, steps) - (picks ? 0.5 : 0);
    if (v > bestTechV) {
      bestTechV = v;
      bestTech = m;
    }
  }
  const scientists = society(p.society).milestones.find(
    (x) => x.req[s.players - 1]!.q === "spendDiscs" && !p.milestones.includes(x.id),
  );
  const saveDiscs =
    scientists && p.discs >= (scientists.req[s.players - 1] as { n: number }).n - 1 && p.discs < 20;
  if (bestTech && !saveDiscs) return bestTech;
  // 3. Flip the Confrontation card if only the other side's row can be filled.
  const flip = legal.find((m) => m.type === "flip");
  const plans = makePlan(s, seat, p.pool);
  if (flip && !plans.some((x) => x.target.boxes[0]?.area === "conf")) {
    const other = makePlan({ ...s, confSide: 1 - s.confSide }, seat, p.pool);
    if (other.some((x) => x.target.boxes[0]?.area === "conf")) return flip;
  }
  // 4. The first placement of the most valuable plan.
  for (const plan of plans) {
    for (const st of plan.steps) {
      const m: Move = st.die ? { type: "place", die: st.die, to: st.key } : { type: "ring", to: st.key };
      const found = findMove(legal, m);
      if (found) return found;
    }
  }
  // 5. Calibrate one die by a Fleet if that completes something valuable.
  const spare = s.starbase.fleets.n;
  if (spare >= 2) {
    const base = planValue(plans);
    for (const m of legal) {
      if (m.type !== "calibrate") continue;
      const pool = [...p.pool];
      pool.splice(pool.indexOf(m.die), 1);
      pool.push(`${m.die[0]}${pips(m.die) + m.d}`);
      const fleetsLeft = {
        ...s,
        starbase: { ...s.starbase, fleets: { n: s.starbase.fleets.n - 1, cards: [] } },
      };
      if (planValue(makePlan(fleetsLeft, seat, pool)) > base + (spare >= 6 ? 1 : 4)) return m;
    }
  }
  // 6. Leftovers: Starbase rows are in the plan; the rest goes to the Research Lab.
  const lab = legal
    .filter((m): m is Extract<Move, { type: "place" }> => m.type === "place" && m.to === "lab")
    .sort((a, b) => pips(b.die) - pips(a.die));
  if (lab[0]) return lab[0];
  return legal.find((m) => m.type === "done") ?? legal[0]!;
}

/** The default partner bot (plays any seat, from its own view only). */
export const defaultBot: Bot<GalaxyPublic, Record<string, never>, Move> = {
  describe: "planner: uses Techs, then fills the most valuable rows it can complete; leftovers to the Lab",
  choose(ctx) {
    const legal = ctx.legal;
    if (legal.length === 1) return legal[0]!;
    const s = stateFromView(ctx.view.public);
    const seat = ctx.seat;
    if (s.phase === "results") return chooseResults(s, legal);
    const p = s.seats[seat]!;
    if (!p.rolled) return legal.find((m) => m.type === "roll") ?? legal[0]!;
    if (p.pending) return choosePick(s, seat, legal);
    if (s.open) return chooseOpen(s, legal);
    return chooseAction(s, seat, legal);
  },
};
