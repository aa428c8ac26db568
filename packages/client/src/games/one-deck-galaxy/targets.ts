/**
 * What the viewer may click for each decision of One Deck Galaxy (pure): targets built from the
 * legal moves only, with the hint and the panel in front when they differ from the decision's own.
 * adapter.ts picks the decision (the view's `asked`) and calls `targetsFor`.
 */

import { colourOf, pips } from "@starport/rules/one-deck-galaxy/dice.ts";
import type { GalaxyMove } from "@starport/rules/one-deck-galaxy/index.ts";
import type { Die } from "@starport/rules/one-deck-galaxy/types.ts";
import type { GalaxyPublic } from "@starport/rules/one-deck-galaxy/view.ts";
import { barButton, type Lit as KitLit, sends as kitSends, type Label, ofType } from "../kit/interaction.ts";
import type { DecisionKind, PanelId, Selection, Target } from "./adapter.ts";

type Move = GalaxyMove;

/** What a decision's targets are built from. */
export interface Ask {
  view: GalaxyPublic;
  legal: readonly Move[];
  decision: DecisionKind;
  seat: number;
  /** The selection still valid with these legal moves. */
  sel: Selection | null;
}

type Lit = KitLit<Move, PanelId, Selection>;

/** The kit's target makers (kit/interaction.ts) for this game's moves, panels and selections. */
const btn = barButton<Move, PanelId, Selection>;
/** A move on a thing of the board (not a die, not the bar). */
const sends = kitSends<Move, PanelId, Selection>;

const COLOUR_ORDER: Record<string, number> = { yellow: 0, pink: 1, blue: 2, black: 3 };

/** A pool as drawn: by colour (yellow, pink, blue, black), then value, highest first. */
export function poolOrder(pool: readonly Die[]): Die[] {
  return [...pool].sort(
    (a, b) => COLOUR_ORDER[colourOf(a)]! - COLOUR_ORDER[colourOf(b)]! || pips(b) - pips(a),
  );
}

/** The drawn dice of a seat that show `die` (every copy is the same die to the rules). */
export function diceIds(view: GalaxyPublic, seat: number, die: Die): string[] {
  const pool = poolOrder(view.seats[seat]?.pool ?? []);
  const out: string[] = [];
  pool.forEach((d, i) => {
    if (d === die) out.push(`die:${seat}:${i}`);
  });
  return out;
}

/** Moves that use one of my dice by itself (the bar's actions on a selected die, and its boxes). */
export function dieMoves(legal: readonly Move[], die: Die): Move[] {
  return legal.filter(
    (m) =>
      ((m.type === "place" || m.type === "calibrate" || m.type === "return") && m.die === die) ||
      (m.type === "combine" && (m.a === die || (!m.partner && m.b === die))),
  );
}

/** A die's label for targets: "yellow 5". */
export const dieLabel = (die: Die): Label => ({ key: "odg.target.die", params: { die } });

/** A die of a pool as a target. */
const dieTarget = (
  id: string,
  move: Move | null,
  select: Selection | null,
  moves: Move[],
  die: Die,
): Target => ({
  id,
  panel: "pool",
  move,
  select,
  moves,
  label: dieLabel(die),
});

/** The panel a box is drawn on. */
export function panelOfBox(key: string): PanelId {
  if (key.startsWith("g")) return "zone";
  if (key.startsWith("s.") || key === "lab") return "starbase";
  if (key.startsWith("c.")) return "adversary";
  return "civ";
}

/** The targets of the decision asked. */
export function targetsFor(a: Ask): Lit {
  return LIT[a.decision](a);
}

const LIT: Record<DecisionKind, (a: Ask) => Lit> = {
  roll: rollLit,
  pick: pickLit,
  open: openLit,
  claim: claimLit,
  lab: labLit,
  upgrade: upgradeLit,
  action: actionLit,
};

function rollLit({ legal, seat }: Ask): Lit {
  const roll = legal.find((m) => m.type === "roll")!;
  return {
    targets: [
      btn("roll", roll, [roll], "odg.btn.roll"),
      sends(`unrolled:${seat}`, "pool", roll, { key: "odg.btn.roll" }),
    ],
  };
}

/** A Tech step on a die: the dice it may change (a die that goes up or down asks which way). */
function pickLit({ view, legal, seat, sel }: Ask): Lit {
  const targets: Target[] = [];
  const picks = ofType(legal, "pick");
  const groups = new Map<string, Move[]>();
  for (const m of picks) {
    const k = `${m.owner ?? seat}|${m.die}`;
    groups.set(k, [...(groups.get(k) ?? []), m]);
  }
  for (const [k, ms] of groups) {
    const [o, die] = k.split("|") as [string, Die];
    const owner = Number(o);
    const selected = sel?.kind === "pick" && sel.die === die && sel.owner === owner;
    const select = ms.length === 1 || selected ? null : ({ kind: "pick", die, owner } as const);
    for (const id of diceIds(view, owner, die))
      targets.push(dieTarget(id, ms.length === 1 ? ms[0]! : null, select, ms, die));
  }
  let hint: Label | undefined;
  if (sel?.kind === "pick") {
    for (const m of picks.filter((x) => x.die === sel.die && (x.owner ?? seat) === sel.owner)) {
      targets.push(btn(m.d === 1 ? "up" : "down", m, [m], m.d === 1 ? "odg.btn.up" : "odg.btn.down"));
    }
    hint = { key: "odg.hint.pickWay", params: { die: sel.die } };
  }
  const stop = legal.find((m) => m.type === "stop")!;
  targets.push(btn("stop", stop, [stop], "odg.btn.stop"));
  const pend = view.seats[seat]?.pending;
  if (!sel && pend) hint = { key: "odg.hint.pick", params: { left: pend.left } };
  return hint ? { targets, focus: "civ", hint } : { targets, focus: "civ" };
}

/** The wide box being filled: the dice that may go on it, or Cancel. */
function openLit({ view, legal, seat }: Ask): Lit {
  const targets: Target[] = [];
  for (const m of ofType(legal, "place")) {
    for (const id of diceIds(view, seat, m.die)) targets.push(dieTarget(id, m, null, [m], m.die));
  }
  const cancel = legal.find((m) => m.type === "cancel")!;
  targets.push(btn("cancel", cancel, [cancel], "odg.btn.cancel"));
  const ob = view.openBox;
  const hint = ob?.stuck
    ? { key: "odg.hint.openStuck", params: { n: ob.missing } }
    : { key: "odg.hint.open", params: { n: ob?.missing ?? 0 } };
  return { targets, focus: panelOfBox(view.open!), hint };
}

function claimLit({ view, legal, seat }: Ask): Lit {
  const targets = ofType(legal, "claim").map((m) => {
    const who = view.players > 1 ? (m.seat === seat ? "me" : "partner") : "solo";
    return btn(`claim-${m.as}-${m.seat}`, m, [m], `odg.btn.claim.${m.as}.${who}`);
  });
  return { targets, focus: "zone" };
}

function labLit({ view, legal }: Ask): Lit {
  const studies = ofType(legal, "study");
  const targets = studies.map((m) =>
    sends(`card:${m.card}`, "zone", m, { key: "odg.target.study", params: { card: m.card } }),
  );
  const probe = legal.find((m) => m.type === "probe");
  if (probe) targets.push(btn("probe", probe, [probe], "odg.btn.probe"));
  const done = legal.find((m) => m.type === "labDone")!;
  targets.push(btn("labDone", done, [done], "odg.btn.labDone"));
  return {
    targets,
    focus: studies.length > 0 ? "zone" : "starbase",
    hint: { key: "odg.hint.lab", params: { n: view.starbase.lab.pips } },
  };
}

function upgradeLit({ legal }: Ask): Lit {
  const targets: Target[] = [];
  for (const m of legal) {
    if (m.type === "upgrade") targets.push(btn("upgrade", m, [m], "odg.btn.upgrade"));
    if (m.type === "noUpgrade") targets.push(btn("noUpgrade", m, [m], "odg.btn.noUpgrade"));
  }
  return { targets, focus: "starbase" };
}

// ---------------------------------------------------------------- the Action phase

/** The Action phase: a selection's own targets, or every die, ring, Tech, milestone and button. */
function actionLit(a: Ask): Lit {
  const { sel } = a;
  if (sel?.kind === "combine")
    return {
      targets: combineSecond(a, sel.die),
      focus: "zone",
      hint: { key: "odg.hint.combine", params: { die: sel.die } },
    };
  if (sel?.kind === "pair")
    return { targets: pairTargets(a, sel.a, sel.b), focus: "zone", hint: { key: "odg.hint.pair" } };
  if (sel?.kind === "milestone")
    return { targets: exileTargets(a, sel.id), focus: "civ", hint: { key: "odg.hint.exile" } };
  const targets = myDice(a);
  let focus: PanelId = "zone";
  let hint: Label | undefined;
  if (sel?.kind === "die") {
    focus = dieSelected(a, sel.die, targets);
    hint = { key: "odg.hint.die", params: { die: sel.die } };
  }
  targets.push(...boardTargets(a));
  return hint ? { targets, focus, hint } : { targets, focus };
}

/** Combining: the second die, one of mine (own combine) or the partner's (joint combine). */
function combineSecond({ view, legal, seat }: Ask, first: Die): Target[] {
  const targets: Target[] = [];
  const combines = ofType(legal, "combine");
  for (const m of combines) {
    if (m.partner) continue;
    const other = m.a === first ? m.b : m.b === first ? m.a : null;
    if (other === null) continue;
    for (const id of diceIds(view, seat, other)) targets.push(dieTarget(id, m, null, [m], other));
  }
  const joint = new Map<Die, Move[]>();
  for (const m of combines) if (m.partner && m.a === first) joint.set(m.b, [...(joint.get(m.b) ?? []), m]);
  for (const [b, ms] of joint)
    for (const id of diceIds(view, 1 - seat, b))
      targets.push(dieTarget(id, null, { kind: "pair", a: first, b }, ms, b));
  // The first die again: back to it alone.
  for (const id of diceIds(view, seat, first))
    targets.push(dieTarget(id, null, { kind: "die", die: first }, [], first));
  targets.push(btn("back", null, [], "odg.btn.back", undefined, { kind: "die", die: first }));
  return targets;
}

/** A joint combine with both dice chosen: who takes the black die. */
function pairTargets({ legal, seat }: Ask, a: Die, b: Die): Target[] {
  const targets: Target[] = [];
  for (const m of ofType(legal, "combine")) {
    if (!(m.partner && m.a === a && m.b === b)) continue;
    targets.push(btn(`to-${m.to}`, m, [m], m.to === seat ? "odg.btn.toMe" : "odg.btn.toPartner"));
  }
  targets.push(btn("back", null, [], "odg.btn.back", undefined, { kind: "die", die: a }));
  return targets;
}

/** A milestone that exiles colonies: each choice of colonies. */
function exileTargets({ legal }: Ask, id: string): Target[] {
  const targets: Target[] = [];
  for (const m of ofType(legal, "milestone")) {
    if (m.id !== id) continue;
    const cards = (m.colonies ?? []).join(",");
    targets.push(btn(`exile-${(m.colonies ?? []).join("-")}`, m, [m], "odg.btn.exile", { cards }));
  }
  targets.push(btn("back", null, [], "odg.btn.back"));
  return targets;
}

/** Dice of my pool: a click selects it (again: unselects). */
function myDice({ view, legal, seat }: Ask): Target[] {
  const mine = new Set<Die>();
  for (const m of legal) {
    if (m.type === "place" || m.type === "calibrate" || m.type === "return") mine.add(m.die);
    if (m.type === "combine") {
      mine.add(m.a);
      if (!m.partner) mine.add(m.b);
    }
  }
  const targets: Target[] = [];
  for (const die of mine)
    for (const id of diceIds(view, seat, die))
      targets.push(dieTarget(id, null, { kind: "die", die }, dieMoves(legal, die), die));
  return targets;
}

/** A die selected: its boxes lit, and calibrate, return and combine in the bar; returns the panel in front. */
function dieSelected({ view, legal }: Ask, die: Die, targets: Target[]): PanelId {
  const count = new Map<PanelId, number>();
  for (const m of ofType(legal, "place")) {
    if (m.die !== die) continue;
    const panel = panelOfBox(m.to);
    count.set(panel, (count.get(panel) ?? 0) + 1);
    targets.push(sends(`box:${m.to}`, panel, m, { key: "odg.target.place", params: { die: m.die } }));
  }
  const fleets = { n: view.starbase.calibrateCost };
  for (const m of ofType(legal, "calibrate")) {
    if (m.die !== die) continue;
    targets.push(
      btn(
        m.d === 1 ? "up" : "down",
        m,
        [m],
        m.d === 1 ? "odg.btn.calibrateUp" : "odg.btn.calibrateDown",
        fleets,
      ),
    );
  }
  const ret = legal.find((m) => m.type === "return" && m.die === die);
  if (ret) targets.push(btn("return", ret, [ret], "odg.btn.return"));
  const comb = ofType(legal, "combine").filter((m) => m.a === die || (!m.partner && m.b === die));
  if (comb.length > 0)
    targets.push(btn("combine", null, comb, "odg.btn.combine", undefined, { kind: "combine", die }));
  // Its boxes' panel comes to the front: the cards first, the Starbase (where any die goes) last.
  return (["zone", "adversary", "civ", "starbase"] as const).find((p) => count.has(p)) ?? "zone";
}

/** Rings, Techs, milestones, the Confrontation flip, Ultratech and Done. */
function boardTargets({ legal, seat }: Ask): Target[] {
  const targets: Target[] = [];
  // Rings: paid with fleets or science, no die needed.
  for (const m of ofType(legal, "ring"))
    targets.push(sends(`box:${m.to}`, panelOfBox(m.to), m, { key: "odg.target.ring" }));
  for (const m of ofType(legal, "tech"))
    targets.push(sends(`tech:${seat}:${m.tech}:${m.opt}`, "civ", m, { key: "odg.target.tech" }));
  const miles = ofType(legal, "milestone");
  for (const id of new Set(miles.map((m) => m.id))) {
    const ms = miles.filter((m) => m.id === id);
    targets.push({
      id: `ms:${seat}:${id}`,
      panel: "civ",
      move: ms.length === 1 ? ms[0]! : null,
      select: ms.length === 1 ? null : { kind: "milestone", id },
      moves: ms,
      label: { key: "odg.target.milestone" },
    });
  }
  const flip = legal.find((m) => m.type === "flip");
  if (flip) targets.push(sends("conf:flip", "adversary", flip, { key: "odg.btn.flip" }));
  const ultra = legal.find((m) => m.type === "ultratech");
  if (ultra) targets.push(sends("sb:ultra", "starbase", ultra, { key: "odg.btn.ultratech" }));
  const done = legal.find((m) => m.type === "done");
  if (done) targets.push(btn("done", done, [done], "odg.btn.done"));
  return targets;
}
