/**
 * One Deck Galaxy's reasons for a move at a learn table (GameDef.advise): what the move does and
 * why it is good now, as a `why.*` key of the client's dictionary with the numbers a learner needs.
 * Pure: it reads only the seat's view. Where a number is not in the view (what a box, a pick or a
 * combination leads to) it plays the move with the rules' own `perform` on the table the bot
 * rebuilds from the same view (`stateFromView`: no deck, no face-down cards), as the bot does.
 *
 * Parameters are not translated by the client, so a card is named twice: `card` (its English
 * name, used by the English texts) and `slot` (its place in the Discovery Zone, 1-4 in reading
 * order, used by the Spanish texts, whose card names differ). A ring's currency is `sci` (1 for
 * Science, 0 for Fleets), worded with the dictionary's choice form `{sci|Science|Fleet}`.
 */
import type { Advice, Seat, SeatView } from "../core/types.ts";
import { stateFromView } from "./bot.ts";
import { type BoxInfo, boxAt, fillOf, rowFilled } from "./boxes.ts";
import { card as cardDef, starbaseClass } from "./content.ts";
import { pips } from "./dice.ts";
import { labCosts, ringCost } from "./numbers.ts";
import { perform } from "./perform.ts";
import { reqHolds } from "./perform-milestones.ts";
import { level, milestonesOf } from "./state.ts";
import type { GalaxyEvent, GalaxyMove, GalaxyMoveOf, GalaxyState, TechStep } from "./types.ts";
import type { GalaxyPublic, SeatPublic, ZoneCardView } from "./view.ts";

type Params = Record<string, string | number>;

/** What every reason reads: the seat's view. */
interface Ctx {
  v: GalaxyPublic;
  me: SeatPublic;
  seat: Seat;
}

const why = (key: string, params: Params = {}): Advice => ({ key: `why.${key}`, params });

/** The reason for `seat`'s move `m`, from the seat's view only (null if the seat is not at the table). */
export function advise(
  view: SeatView<GalaxyPublic, Record<string, never>>,
  seat: Seat,
  m: GalaxyMove,
): Advice | null {
  const me = view.public.seats[seat];
  if (!me) return null;
  const c: Ctx = { v: view.public, me, seat };
  switch (m.type) {
    case "roll":
      return adviseRoll(c);
    case "place":
    case "ring":
      return advisePlacement(c, m);
    case "cancel":
      return why("cancel", { missing: c.v.openBox?.missing ?? 0 });
    case "calibrate":
    case "ultratech":
    case "combine":
    case "return":
      return adviseDice(c, m);
    case "tech":
      return adviseTech(c, m);
    case "pick":
    case "stop":
      return advisePick(c, m);
    case "milestone":
      return adviseMilestone(c, m);
    case "flip":
      return why("flip");
    case "done":
      return c.me.pool.length === 0 ? why("done.empty") : why("done", { n: c.me.pool.length });
    case "claim":
      return adviseClaim(c, m);
    case "probe":
    case "study":
    case "labDone":
      return adviseLab(c, m);
    case "upgrade":
    case "noUpgrade":
      return adviseUpgrade(c, m);
  }
}

// ---------------------------------------------------------------- looking ahead

/** The table as the view shows it, and after the seat's move (the rules' perform, no hidden cards). */
function lookAhead(
  c: Ctx,
  m: GalaxyMove,
): { before: GalaxyState; after: GalaxyState; events: GalaxyEvent[] } {
  const before = stateFromView(c.v);
  const r = perform(before, c.seat, m);
  return { before, after: r.state, events: r.events };
}

/** A card of the Discovery Zone by id, with its slot (1-4) in the zone. */
function zoneCard(c: Ctx, id: number | undefined): { z: ZoneCardView; slot: number } | null {
  const i = c.v.zone.findIndex((z) => z.id === id);
  return i < 0 ? null : { z: c.v.zone[i]!, slot: i + 1 };
}

// ---------------------------------------------------------------- Action phase: roll, dice

/** Gather and roll (p.28): the dice gathered and the Tech discs of the turn. */
function adviseRoll(c: Ctx): Advice {
  const n = c.me.unrolled.length;
  return n === 0 ? why("roll.none", { discs: c.me.discs }) : why("roll", { n, discs: c.me.discs });
}

/** Calibrate, Ultratech, combine and return (p.36). */
function adviseDice(c: Ctx, m: GalaxyMoveOf<"calibrate" | "ultratech" | "combine" | "return">): Advice {
  const sb = c.v.starbase;
  switch (m.type) {
    case "calibrate": {
      const to = c.me.calibrations.find((x) => x.die === m.die && x.d === m.d)?.to ?? m.die;
      const cost = sb.calibrateCost;
      return why("calibrate", { v: pips(m.die), to: pips(to), cost, fleets: sb.fleets - cost });
    }
    case "ultratech": {
      const cost = sb.ultratechCost;
      return why("ultratech", { cost, science: sb.scienceTotal - cost });
    }
    case "combine": {
      const ev = lookAhead(c, m).events.find((e) => e.type === "combined");
      const v = ev?.type === "combined" ? pips(ev.die) : 0;
      return why(m.partner ? "combine.partner" : "combine", { a: pips(m.a), b: pips(m.b), v });
    }
    case "return":
      return why("return", { v: pips(m.die) });
  }
}

// ---------------------------------------------------------------- placing dice and discs (p.31-35)

/** What a die or a ring does to its row, read on the table after the move. */
interface RowAfter {
  /** Boxes and rings of the row still unfilled after the move. */
  left: number;
  /** Pips the box still misses after the move (wide boxes), else 0. */
  missing: number;
}

function rowAfter(after: GalaxyState, b: BoxInfo): RowAfter {
  const prefix = b.key.slice(0, b.key.lastIndexOf(".") + 1);
  const boxes = b.rowSpec?.boxes ?? [];
  const left = boxes.filter((spec, i) => !fillOf(after, `${prefix}${i}`, spec).full).length;
  return { left, missing: fillOf(after, b.key, b.spec).missing };
}

/** A die on a box or a Starbase disc on a ring: the reason depends on where it goes. */
function advisePlacement(c: Ctx, m: GalaxyMoveOf<"place" | "ring">): Advice | null {
  const { before, after } = lookAhead(c, m);
  const b = boxAt(before, m.to);
  if (!b) return null;
  // A die is worded by its value ({v}); a ring by its cost and currency.
  const what: Params =
    m.type === "place"
      ? { v: pips(m.die) }
      : { price: ringCost(before, b.spec), sci: b.spec.t === "ring" && b.spec.pay === "science" ? 1 : 0 };
  if (b.area === "conf") return adviseConf(c, m.type, rowAfter(after, b), what);
  if (b.area === "card") return adviseCard(c, m.type, b, after, what);
  // Rings are on cards and the Confrontation only; dice also go to the Starbase, Lab and milestones.
  if (m.type === "ring") return why("ring", what);
  const v = pips(m.die);
  if (b.area === "lab") return labPlacement(c, v);
  if (b.area === "milestone") return adviseMilestoneBox(c, before, after, b, v);
  const r = rowAfter(after, b);
  const fleets = b.rowSpec?.reward ?? 0;
  return why(r.left === 0 ? "place.starbase" : "place.starbasePart", { v, left: r.left, fleets });
}

/** The Research Lab takes any die; its pips pay Probes and Studies at Results (p.33, p.42). */
function labPlacement(c: Ctx, v: number): Advice {
  const sb = c.v.starbase;
  const total = sb.lab.pips + v;
  const n = Math.floor(total / sb.probeCost);
  return n > 0
    ? why("place.labProbe", { v, pips: total, n, probe: sb.probeCost })
    : why("place.lab", { v, pips: total, probe: sb.probeCost });
}

/** "Discard dice totalling N" (Mathematicians): the milestone completes when the box is filled. */
function adviseMilestoneBox(c: Ctx, before: GalaxyState, after: GalaxyState, b: BoxInfo, v: number): Advice {
  const need = b.spec.t === "wide" ? b.spec.min : 0;
  const lv = level(after, c.seat);
  if (lv > level(before, c.seat)) return why("place.milestone", { v, need, level: lv });
  return why("place.wide.milestone", { v, need, missing: fillOf(after, b.key, b.spec).missing });
}

/** The Confrontation row (p.35): a full row removes an Adversary disc at Results; the last one wins. */
function adviseConf(c: Ctx, kind: "place" | "ring", r: RowAfter, what: Params): Advice {
  // Each Confrontation row still attached has its Adversary disc on.
  const discs = c.v.confrontation.rows.filter((row) => row.attached).length;
  if (r.missing > 0 && kind === "place")
    return why("place.wide.conf", { ...what, missing: r.missing, discs });
  if (r.left > 0) return why(`${kind}.confPart`, { ...what, left: r.left, discs });
  return discs <= 1 ? why(`${kind}.win`, what) : why(`${kind}.conf`, { ...what, discs: discs - 1 });
}

/** A Location row gives influence, an Encounter is claimed when all of it is filled (p.16-17, p.40). */
function adviseCard(
  c: Ctx,
  kind: "place" | "ring",
  b: BoxInfo,
  after: GalaxyState,
  what: Params,
): Advice | null {
  const zc = zoneCard(c, b.cardId);
  if (!zc) return null;
  const { z, slot } = zc;
  const r = rowAfter(after, b);
  const named = { ...what, card: z.name, slot };
  if (z.kind === "encounter") {
    const p = { ...named, infl: z.influence, threshold: z.threshold ?? 0 };
    if (r.missing > 0 && kind === "place") return why("place.wide.encounter", { ...p, missing: r.missing });
    return why(r.left === 0 ? `${kind}.encounter` : `${kind}.encounterPart`, { ...p, left: r.left });
  }
  const gain = b.rowSpec?.reward ?? 0;
  const cost = z.cost ?? 0;
  if (r.missing > 0 && kind === "place")
    return why("place.wide.location", { ...named, missing: r.missing, gain });
  if (r.left > 0) return why(`${kind}.location`, { ...named, left: r.left, gain, cost });
  // Every full row of the card pays at Results: this one and any already full.
  const rows = cardDef(z.id).rows;
  const total = rows.reduce((t, row, i) => t + (rowFilled(after, `g${z.id}.${i}.`, row) ? row.reward : 0), 0);
  const p = { ...named, gain, total: z.influence + total, cost };
  return why(z.influence + total >= cost ? `${kind}.claim` : `${kind}.row`, p);
}

// ---------------------------------------------------------------- Techs (p.37-38)

/** The step that says what a Tech option is for: the first one that is not a payment. */
function mainStep(steps: readonly TechStep[]): TechStep | undefined {
  return steps.find((st) => st.k !== "payFleet" && st.k !== "payScience");
}

/** The view's Tech steps carry their amounts evaluated (a gain or roll without one: 1 die). */
const num = (n: unknown): number => (typeof n === "number" ? n : 1);

/** Using a Tech (p.37): what its main effect brings now. */
function adviseTech(c: Ctx, m: GalaxyMoveOf<"tech">): Advice {
  const t = c.me.techList.find((x) => x.id === m.tech);
  const st = mainStep(t?.options[m.opt]?.steps ?? []);
  const base: Params = { tech: t?.name ?? "", discs: c.me.discs - 1 };
  if (!st) return why("tech", base);
  const n = num("n" in st ? st.n : 1);
  switch (st.k) {
    case "gain":
      return why("tech.gain", { ...base, n, v: st.v });
    case "roll":
      return why("tech.roll", { ...base, n });
    case "reroll":
      return why("tech.reroll", { ...base, n, low: c.me.pool.filter((d) => pips(d) <= 2).length });
    case "adjust":
      return why("tech.adjust", { ...base, n, by: st.by });
    case "set":
      return why("tech.set", { ...base, n, v: st.v });
    case "ultra":
      return why("tech.ultra", { ...base, n });
    case "fleet":
      return why("tech.fleet", { ...base, n, fleets: c.v.starbase.fleets });
    case "probe":
      return why("tech.probe", { ...base, n, science: c.v.starbase.scienceTotal });
    case "disc":
      return why("tech.disc", { ...base, n });
    case "calm":
      return why("tech.calm", { ...base, n, infl: c.v.adv.influence });
    case "soothe":
      return why("tech.soothe", { ...base, n, enc: c.v.zone.filter((z) => z.kind === "encounter").length });
    default:
      return why("tech", base);
  }
}

/** A die picked for a Tech under way, or the end of its picks. */
function advisePick(c: Ctx, m: GalaxyMoveOf<"pick" | "stop">): Advice {
  const pend = c.me.pending;
  const st = pend?.steps[0];
  if (m.type === "stop") return why("stop", { left: pend?.left ?? 0 });
  const v = pips(m.die);
  if (!st || st.k === "reroll") return why("pick.reroll", { v });
  if (st.k === "ultra") return why("pick.ultra", { v });
  const ev = lookAhead(c, m).events.find((e) => e.type === "dieChanged");
  const to = ev?.type === "dieChanged" ? pips(ev.to) : v;
  return why(to >= v ? "pick.up" : "pick.down", { v, to });
}

// ---------------------------------------------------------------- milestones (p.12-13)

/** Milestones that are moves (p.13 errata): spend Tech discs, or exile colonies. */
function adviseMilestone(c: Ctx, m: GalaxyMoveOf<"milestone">): Advice {
  const { before, after } = lookAhead(c, m);
  const lv = level(after, c.seat);
  if (!m.colonies) {
    const req = c.me.milestoneList.find((x) => x.id === m.id)?.req;
    return why("milestone.discs", { n: req && "n" in req ? req.n : 0, level: lv });
  }
  const fleets = after.starbase.fleets.n - before.starbase.fleets.n;
  const n = m.colonies.length;
  return fleets > 0
    ? why("milestone.exileFleets", { n, level: lv, fleets })
    : why("milestone.exile", { n, level: lv });
}

// ---------------------------------------------------------------- Results decisions (p.40-44)

/** Claiming a card (p.42): what it gathers as a Colony or adds as a Tech, and milestones it completes. */
function adviseClaim(c: Ctx, m: GalaxyMoveOf<"claim">): Advice {
  const z = c.v.claimCard;
  const card = z?.name ?? "";
  if (m.seat !== c.seat)
    return why(m.as === "colony" ? "claim.partnerColony" : "claim.partnerTech", { card });
  const y = z?.colony ?? {};
  const dice = (y.yellow ?? 0) + (y.pink ?? 0) + (y.blue ?? 0) + (y.black ?? 0);
  const discs = y.discs ?? 0;
  const level = claimMilestones(c, z?.id, m.as);
  if (level) return why(m.as === "colony" ? "claim.colonyMilestone" : "claim.techMilestone", { card, level });
  if (m.as === "tech") return why("claim.tech", { card, discs: c.me.yield.discs ?? 0 });
  if (dice === 0) return why("claim.colonyDisc", { card, discs });
  return discs > 0 ? why("claim.colonyDiscs", { card, dice, discs }) : why("claim.colony", { card, dice });
}

/**
 * The Federation Level a claim brings when it completes a passive milestone of the seat (the
 * rules' own requirement check on the table with the card tucked), else 0.
 */
function claimMilestones(c: Ctx, id: number | undefined, as: "colony" | "tech"): number {
  if (id === undefined) return 0;
  const s = stateFromView(c.v);
  const p = s.seats[c.seat]!;
  const open = milestonesOf(p).filter((d) => d.kind === "passive" && !p.milestones.includes(d.id));
  const was = open.filter((d) => reqHolds(s, c.seat, d.req[s.players - 1]!));
  (as === "colony" ? p.colonies : p.techs).push(id);
  const now = open.filter((d) => reqHolds(s, c.seat, d.req[s.players - 1]!));
  if (now.length <= was.length) return 0;
  p.milestones.push(...now.filter((d) => !was.includes(d)).map((d) => d.id));
  return level(s, c.seat);
}

/** The Research Lab's pips at Results (p.42): Probes, Studies, or done. */
function adviseLab(c: Ctx, m: GalaxyMoveOf<"probe" | "study" | "labDone">): Advice {
  const pips = c.v.decision?.kind === "lab" ? c.v.decision.pips : 0;
  const science = c.v.starbase.scienceTotal;
  if (m.type === "probe") return why("probe", { cost: c.v.lab.probe, pips, science });
  if (m.type === "labDone") {
    // Short of a Probe (a Study there may be, but worth little), or pips left unspent.
    return why(pips >= c.v.lab.probe ? "labDone.unspent" : "labDone", { pips, probe: c.v.lab.probe });
  }
  const zc = zoneCard(c, m.card);
  return why("study", {
    card: zc?.z.name ?? "",
    slot: zc?.slot ?? 0,
    cost: c.v.lab.study[String(m.card)] ?? 0,
    pips,
    sci: zc?.z.science ?? 0,
  });
}

/** Upgrading the Starbase (p.42): its next class's discs and Probe cost, for its Science cost. */
function adviseUpgrade(c: Ctx, m: GalaxyMoveOf<"upgrade" | "noUpgrade">): Advice {
  const sb = c.v.starbase;
  if (m.type === "noUpgrade") return why("noUpgrade", { cls: sb.cls, science: sb.scienceTotal });
  const s = stateFromView(c.v);
  const next = sb.cls + 1;
  const probe = labCosts({ ...s, starbase: { ...s.starbase, cls: next } }).probe;
  return why("upgrade", { n: next, cost: sb.upgradeCost ?? 0, discs: starbaseClass(next).discs, probe });
}
