/**
 * One Deck Galaxy adapter (pure, unit-tested): the only place that reads the rules' view, legal
 * moves and events for the scene.
 *
 * - `interaction(view, legal, seat, selection)`: what the viewer may click now (targets with the
 *   move they send or the selection they make), the panel in front, and the hint;
 * - `candidateMove(...)`: the move a click on something not lit stands for, so the server can say
 *   which rule refuses it;
 * - `animationSteps(events)`: the steps the scene plays for the events of an update.
 *
 * Hit ids: `die:<seat>:<i>` (the i-th die of a seat's pool as drawn, see `poolOrder`), `box:<key>`
 * (a box or ring, keys of the rules: `g12.0.1`, `s.1.0`, `lab`, `c.2`, `m.<milestone>`),
 * `card:<id>` (a Discovery Zone card), `tech:<seat>:<tech>:<opt>` (an effect of a Tech),
 * `ms:<seat>:<id>` (a milestone), `conf:flip` (the Confrontation card), `sb:ultra` (the Starbase's
 * Ultratech calibration), `btn:<name>` in the action bar. Plain hits (for "what is this"):
 * `adv`, `adv:disc:<n>`, `adv:over:<i>`, `deck`, `sb:fleets`, `sb:science`, `sb:discs`, `hw:<seat>`,
 * `soc:<seat>`, `colony:<seat>:<card>`, `level:<seat>`, `res:<seat>:<res>`, `cond:<i>`.
 */
import { colourOf, pips } from "@starport/rules/one-deck-galaxy/dice.ts";
import type { GalaxyEvent, GalaxyMove } from "@starport/rules/one-deck-galaxy/index.ts";
import type { Die } from "@starport/rules/one-deck-galaxy/types.ts";
import type { BoxView, GalaxyPublic } from "@starport/rules/one-deck-galaxy/view.ts";
import {
  barButton,
  type Interaction as KitInteraction,
  type Target as KitTarget,
  ofType,
} from "../kit/interaction.ts";

type Move = GalaxyMove;

/** The parts of the board; `pool` is pinned (always on screen, see LayoutSpec.pinned). */
export const PANELS = ["zone", "starbase", "adversary", "civ", "pool"] as const;
export type PanelId = (typeof PANELS)[number];

/** A first click completed by a second one. */
export type Selection =
  /** One of my dice: its boxes are lit; calibrate, return and combine in the bar. */
  | { kind: "die"; die: Die }
  /** Combining: the first die is chosen, the second is lit. */
  | { kind: "combine"; die: Die }
  /** A joint combine: both dice chosen, who takes the black die is asked. */
  | { kind: "pair"; a: Die; b: Die }
  /** A Tech step that changes a die up or down: which way. */
  | { kind: "pick"; die: Die; owner: number }
  /** A milestone that exiles colonies: which ones. */
  | { kind: "milestone"; id: string };

export type DecisionKind = "roll" | "pick" | "open" | "action" | "claim" | "lab" | "upgrade";

export type Target = KitTarget<Move, PanelId, Selection>;
export type Interaction = KitInteraction<Move, PanelId, Selection, DecisionKind>;

const COLOUR_ORDER: Record<string, number> = { yellow: 0, pink: 1, blue: 2, black: 3 };

/** A pool as drawn: by colour (yellow, pink, blue, black), then value, highest first. */
export function poolOrder(pool: readonly Die[]): Die[] {
  return [...pool].sort(
    (a, b) => COLOUR_ORDER[colourOf(a)]! - COLOUR_ORDER[colourOf(b)]! || pips(b) - pips(a),
  );
}

/** The decision these legal moves ask for (null when there are none). */
export function decisionOf(view: GalaxyPublic, legal: readonly Move[]): DecisionKind | null {
  if (legal.length === 0) return null;
  const types = new Set(legal.map((m) => m.type));
  if (types.has("roll")) return "roll";
  if (types.has("claim")) return "claim";
  if (types.has("labDone")) return "lab";
  if (types.has("upgrade") || types.has("noUpgrade")) return "upgrade";
  if (types.has("stop")) return "pick";
  if (view.open !== null && types.has("cancel")) return "open";
  return "action";
}

/** The panel a box is drawn on. */
export function panelOfBox(key: string): PanelId {
  if (key.startsWith("g")) return "zone";
  if (key.startsWith("s.") || key === "lab") return "starbase";
  if (key.startsWith("c.")) return "adversary";
  return "civ";
}

/** Where a watcher looks: the phase's part of the table. */
export function watchPanel(view: GalaxyPublic): PanelId {
  if (view.phase === "over") return "adversary";
  if (view.phase === "results") {
    const d = view.decision;
    if (d?.kind === "lab" || d?.kind === "upgrade") return "starbase";
    return "zone";
  }
  return "zone";
}

const btn = (
  name: string,
  move: Move | null,
  moves: Move[],
  key: string,
  params?: Record<string, string | number>,
  select: Selection | null = null,
): Target => ({ ...barButton<Move, PanelId, Selection>(name, move, moves, key, params), select });

/** The drawn dice of a seat that show `die` (every copy is the same die to the rules). */
function diceIds(view: GalaxyPublic, seat: number, die: Die): string[] {
  const pool = poolOrder(view.seats[seat]?.pool ?? []);
  const out: string[] = [];
  pool.forEach((d, i) => {
    if (d === die) out.push(`die:${seat}:${i}`);
  });
  return out;
}

/** Moves that use one of my dice by itself (the bar's actions on a selected die, and its boxes). */
function dieMoves(legal: readonly Move[], die: Die): Move[] {
  return legal.filter(
    (m) =>
      ((m.type === "place" || m.type === "calibrate" || m.type === "return") && m.die === die) ||
      (m.type === "combine" && (m.a === die || (!m.partner && m.b === die))),
  );
}

function validSelection(sel: Selection | null, legal: readonly Move[]): Selection | null {
  if (!sel) return null;
  switch (sel.kind) {
    case "die":
      return dieMoves(legal, sel.die).length > 0 ? sel : null;
    case "combine":
      return ofType(legal, "combine").some((m) => m.a === sel.die || (!m.partner && m.b === sel.die))
        ? sel
        : null;
    case "pair":
      return ofType(legal, "combine").some((m) => m.partner && m.a === sel.a && m.b === sel.b) ? sel : null;
    case "pick":
      return ofType(legal, "pick").some((m) => m.die === sel.die && (m.owner ?? sel.owner) === sel.owner)
        ? sel
        : null;
    case "milestone":
      return ofType(legal, "milestone").filter((m) => m.id === sel.id).length > 1 ? sel : null;
  }
}

/** A die's label for targets: "yellow 5". */
const dieLabel = (die: Die) => ({ key: "odg.target.die", params: { die } });

/**
 * What the viewer may click now. `seat` null (spectator, replay) or no legal moves: no targets, the
 * focus follows the phase.
 */
export function interaction(
  view: GalaxyPublic,
  legal: readonly Move[],
  seat: number | null,
  selection: Selection | null,
): Interaction {
  const decision = seat === null ? null : decisionOf(view, legal);
  if (decision === null || seat === null) {
    return {
      decision: null,
      selection: null,
      targets: [],
      focus: watchPanel(view),
      hint: { key: hintWhenIdle(view, seat) },
    };
  }
  const sel = validSelection(selection, legal);
  const targets: Target[] = [];
  const add = (t: Target) => targets.push(t);
  let focus: PanelId = "zone";
  let hint: Interaction["hint"] = { key: `odg.hint.${decision}` };
  switch (decision) {
    case "roll": {
      const roll = legal.find((m) => m.type === "roll")!;
      add(btn("roll", roll, [roll], "odg.btn.roll"));
      add({
        id: `unrolled:${seat}`,
        panel: "pool",
        move: roll,
        select: null,
        moves: [roll],
        label: { key: "odg.btn.roll" },
      });
      break;
    }
    case "pick": {
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
        for (const id of diceIds(view, owner, die)) {
          add({
            id,
            panel: "pool",
            move: ms.length === 1 ? ms[0]! : null,
            select: ms.length === 1 || selected ? null : { kind: "pick", die, owner },
            moves: ms,
            label: dieLabel(die),
          });
        }
      }
      if (sel?.kind === "pick") {
        for (const m of picks.filter((x) => x.die === sel.die && (x.owner ?? seat) === sel.owner)) {
          add(btn(m.d === 1 ? "up" : "down", m, [m], m.d === 1 ? "odg.btn.up" : "odg.btn.down"));
        }
        hint = { key: "odg.hint.pickWay", params: { die: sel.die } };
      }
      const stop = legal.find((m) => m.type === "stop")!;
      add(btn("stop", stop, [stop], "odg.btn.stop"));
      focus = "civ";
      const pend = view.seats[seat]?.pending;
      if (!sel && pend) hint = { key: "odg.hint.pick", params: { left: pend.left } };
      break;
    }
    case "open": {
      const open = view.open!;
      focus = panelOfBox(open);
      for (const m of ofType(legal, "place")) {
        for (const id of diceIds(view, seat, m.die))
          add({ id, panel: "pool", move: m, select: null, moves: [m], label: dieLabel(m.die) });
      }
      const cancel = legal.find((m) => m.type === "cancel")!;
      add(btn("cancel", cancel, [cancel], "odg.btn.cancel"));
      const ob = view.openBox;
      hint = ob?.stuck
        ? { key: "odg.hint.openStuck", params: { n: ob.missing } }
        : { key: "odg.hint.open", params: { n: ob?.missing ?? 0 } };
      break;
    }
    case "claim": {
      for (const m of ofType(legal, "claim")) {
        const mine = m.seat === seat;
        add(
          btn(
            `claim-${m.as}-${m.seat}`,
            m,
            [m],
            view.players > 1
              ? `odg.btn.claim.${m.as}.${mine ? "me" : "partner"}`
              : `odg.btn.claim.${m.as}.solo`,
          ),
        );
      }
      focus = "zone";
      break;
    }
    case "lab": {
      for (const m of ofType(legal, "study")) {
        add({
          id: `card:${m.card}`,
          panel: "zone",
          move: m,
          select: null,
          moves: [m],
          label: { key: "odg.target.study", params: { card: m.card } },
        });
      }
      const probe = legal.find((m) => m.type === "probe");
      if (probe) add(btn("probe", probe, [probe], "odg.btn.probe"));
      const done = legal.find((m) => m.type === "labDone")!;
      add(btn("labDone", done, [done], "odg.btn.labDone"));
      focus = ofType(legal, "study").length > 0 ? "zone" : "starbase";
      hint = { key: "odg.hint.lab", params: { n: view.starbase.lab.pips } };
      break;
    }
    case "upgrade": {
      for (const m of legal) {
        if (m.type === "upgrade") add(btn("upgrade", m, [m], "odg.btn.upgrade"));
        if (m.type === "noUpgrade") add(btn("noUpgrade", m, [m], "odg.btn.noUpgrade"));
      }
      focus = "starbase";
      break;
    }
    case "action":
      focus = actionTargets(view, legal, seat, sel, add);
      if (sel?.kind === "die") hint = { key: "odg.hint.die", params: { die: sel.die } };
      else if (sel?.kind === "combine") hint = { key: "odg.hint.combine", params: { die: sel.die } };
      else if (sel?.kind === "pair") hint = { key: "odg.hint.pair" };
      else if (sel?.kind === "milestone") hint = { key: "odg.hint.exile" };
      break;
  }
  return { decision, selection: sel, targets, focus, hint };
}

/** The Action phase's targets; returns the panel in front. */
function actionTargets(
  view: GalaxyPublic,
  legal: readonly Move[],
  seat: number,
  sel: Selection | null,
  add: (t: Target) => void,
): PanelId {
  const places = ofType(legal, "place");
  const combines = ofType(legal, "combine");
  let focus: PanelId = "zone";
  // Dice of my pool: a click selects it (again: unselects).
  const myDice = new Set<Die>();
  for (const m of legal) {
    if (m.type === "place" || m.type === "calibrate" || m.type === "return") myDice.add(m.die);
    if (m.type === "combine") {
      myDice.add(m.a);
      if (!m.partner) myDice.add(m.b);
    }
  }
  if (sel?.kind === "combine") {
    // The second die: one of mine (own combine) or the partner's (joint combine).
    for (const m of combines) {
      if (!m.partner) {
        const other = m.a === sel.die ? m.b : m.b === sel.die ? m.a : null;
        if (other === null) continue;
        for (const id of diceIds(view, seat, other))
          add({ id, panel: "pool", move: m, select: null, moves: [m], label: dieLabel(other) });
      }
    }
    const partner = 1 - seat;
    const joint = new Map<Die, Move[]>();
    for (const m of combines)
      if (m.partner && m.a === sel.die) joint.set(m.b, [...(joint.get(m.b) ?? []), m]);
    for (const [b, ms] of joint)
      for (const id of diceIds(view, partner, b))
        add({
          id,
          panel: "pool",
          move: null,
          select: { kind: "pair", a: sel.die, b },
          moves: ms,
          label: dieLabel(b),
        });
    // The first die again: back to it alone.
    for (const id of diceIds(view, seat, sel.die))
      add({
        id,
        panel: "pool",
        move: null,
        select: { kind: "die", die: sel.die },
        moves: [],
        label: dieLabel(sel.die),
      });
    add(btn("back", null, [], "odg.btn.back", undefined, { kind: "die", die: sel.die }));
    return focus;
  }
  if (sel?.kind === "pair") {
    for (const m of combines) {
      if (!(m.partner && m.a === sel.a && m.b === sel.b)) continue;
      add(btn(`to-${m.to}`, m, [m], m.to === seat ? "odg.btn.toMe" : "odg.btn.toPartner"));
    }
    add(btn("back", null, [], "odg.btn.back", undefined, { kind: "die", die: sel.a }));
    return focus;
  }
  if (sel?.kind === "milestone") {
    for (const m of ofType(legal, "milestone")) {
      if (m.id !== sel.id) continue;
      add(
        btn(`exile-${(m.colonies ?? []).join("-")}`, m, [m], "odg.btn.exile", {
          cards: (m.colonies ?? []).join(","),
        }),
      );
    }
    add(btn("back", null, [], "odg.btn.back"));
    return "civ";
  }
  for (const die of myDice) {
    for (const id of diceIds(view, seat, die))
      add({
        id,
        panel: "pool",
        move: null,
        select: { kind: "die", die },
        moves: dieMoves(legal, die),
        label: dieLabel(die),
      });
  }
  if (sel?.kind === "die") {
    // Its boxes, lit.
    const count = new Map<PanelId, number>();
    for (const m of places) {
      if (m.die !== sel.die) continue;
      const panel = panelOfBox(m.to);
      count.set(panel, (count.get(panel) ?? 0) + 1);
      add({
        id: `box:${m.to}`,
        panel,
        move: m,
        select: null,
        moves: [m],
        label: { key: "odg.target.place", params: { die: m.die } },
      });
    }
    // Its boxes' panel comes to the front: the cards first, the Starbase (where any die goes) last.
    const best = (["zone", "adversary", "civ", "starbase"] as const).find((p) => count.has(p));
    if (best) focus = best;
    for (const m of legal) {
      if (m.type === "calibrate" && m.die === sel.die)
        add(
          btn(m.d === 1 ? "up" : "down", m, [m], m.d === 1 ? "odg.btn.calibrateUp" : "odg.btn.calibrateDown"),
        );
    }
    const ret = legal.find((m) => m.type === "return" && m.die === sel.die);
    if (ret) add(btn("return", ret, [ret], "odg.btn.return"));
    const comb = combines.filter((m) => m.a === sel.die || (!m.partner && m.b === sel.die));
    if (comb.length > 0)
      add(btn("combine", null, comb, "odg.btn.combine", undefined, { kind: "combine", die: sel.die }));
  }
  // Rings: paid with fleets or science, no die needed.
  for (const m of ofType(legal, "ring")) {
    add({
      id: `box:${m.to}`,
      panel: panelOfBox(m.to),
      move: m,
      select: null,
      moves: [m],
      label: { key: "odg.target.ring" },
    });
  }
  for (const m of ofType(legal, "tech")) {
    add({
      id: `tech:${seat}:${m.tech}:${m.opt}`,
      panel: "civ",
      move: m,
      select: null,
      moves: [m],
      label: { key: "odg.target.tech" },
    });
  }
  const miles = ofType(legal, "milestone");
  for (const id of new Set(miles.map((m) => m.id))) {
    const ms = miles.filter((m) => m.id === id);
    add({
      id: `ms:${seat}:${id}`,
      panel: "civ",
      move: ms.length === 1 ? ms[0]! : null,
      select: ms.length === 1 ? null : { kind: "milestone", id },
      moves: ms,
      label: { key: "odg.target.milestone" },
    });
  }
  const flip = legal.find((m) => m.type === "flip");
  if (flip)
    add({
      id: "conf:flip",
      panel: "adversary",
      move: flip,
      select: null,
      moves: [flip],
      label: { key: "odg.btn.flip" },
    });
  const ultra = legal.find((m) => m.type === "ultratech");
  if (ultra)
    add({
      id: "sb:ultra",
      panel: "starbase",
      move: ultra,
      select: null,
      moves: [ultra],
      label: { key: "odg.btn.ultratech" },
    });
  const done = legal.find((m) => m.type === "done");
  if (done) add(btn("done", done, [done], "odg.btn.done"));
  return focus;
}

function hintWhenIdle(view: GalaxyPublic, seat: number | null): string {
  if (view.phase === "over") return view.result?.won ? "odg.hint.won" : "odg.hint.lost";
  if (seat === null) return "odg.hint.watching";
  if (view.phase === "action" && view.seats[seat]?.done) return "odg.hint.partner";
  return "odg.hint.wait";
}

/**
 * The move a click on a thing that is not lit stands for (the server says which rule refuses it):
 * a box with a die selected is a placement, a ring is a payment, a Tech effect is its use.
 */
export function candidateMove(
  view: GalaxyPublic,
  seat: number | null,
  sel: Selection | null,
  id: string,
): Move | null {
  if (seat === null || view.phase === "over") return null;
  const [kind, a = "", b = "", c = ""] = id.split(":");
  switch (kind) {
    case "box": {
      const box = findBox(view, a);
      if (!box) return null;
      if (box.spec.t === "ring") return { type: "ring", to: a };
      if (sel?.kind === "die") return { type: "place", die: sel.die, to: a };
      return null;
    }
    case "tech":
      return Number(a) === seat ? { type: "tech", tech: b, opt: Number(c) } : null;
    case "conf":
      return { type: "flip" };
    case "sb":
      return a === "ultra" ? { type: "ultratech" } : null;
    case "ms":
      return Number(a) === seat ? { type: "milestone", id: b } : null;
    case "card":
      return view.phase === "results" ? { type: "study", card: Number(a) } : null;
    default:
      return null;
  }
}

/** The box with this key in the view (zone cards, Starbase, Confrontation, milestones). */
export function findBox(view: GalaxyPublic, key: string): BoxView | null {
  const rows = [...view.zone.flatMap((z) => z.rows), ...view.starbase.rows, ...view.confrontation.rows];
  for (const r of rows) for (const b of r.boxes) if (b.key === key) return b;
  for (const s of view.seats) for (const m of s.milestoneList) if (m.box?.key === key) return m.box;
  return null;
}

// ------------------------------------------------------------------ animation

export type AnimStep =
  | { kind: "roll"; seat: number; dice: Die[] }
  | { kind: "place"; seat: number; die: Die; to: string }
  | { kind: "banner"; panel: PanelId; anchor: string; event: GalaxyEvent }
  | { kind: "card"; card: number; to: "zone" | "civ" | "discard" | "starbase"; seat?: number };

/**
 * Events that are told on the board (a caption at the part they change), step by step: the panel,
 * and the anchor ("card" = the event's card, "level" = the event's seat's Federation Level).
 */
const TOLD: Partial<Record<GalaxyEvent["type"], { panel: PanelId; anchor: string }>> = {
  eventRevealed: { panel: "adversary", anchor: "adv" },
  escalate: { panel: "zone", anchor: "card" },
  influence: { panel: "adversary", anchor: "adv" },
  adversarySpends: { panel: "adversary", anchor: "adv" },
  deckDiscarded: { panel: "adversary", anchor: "deck" },
  rowCompleted: { panel: "zone", anchor: "card" },
  cardResolved: { panel: "zone", anchor: "card" },
  fleetsGained: { panel: "starbase", anchor: "sb:fleets" },
  fleetsLost: { panel: "starbase", anchor: "sb:fleets" },
  scienceLost: { panel: "starbase", anchor: "sb:science" },
  studied: { panel: "starbase", anchor: "sb:science" },
  probed: { panel: "starbase", anchor: "sb:science" },
  upgraded: { panel: "starbase", anchor: "sb:fleets" },
  discClaimed: { panel: "adversary", anchor: "adv" },
  overwhelmed: { panel: "adversary", anchor: "adv" },
  discExiled: { panel: "adversary", anchor: "adv" },
  diceStored: { panel: "adversary", anchor: "adv" },
  milestone: { panel: "civ", anchor: "level" },
  won: { panel: "adversary", anchor: "adv" },
  lost: { panel: "adversary", anchor: "adv" },
};

/** The steps an update's events play (pure). */
export function animationSteps(events: readonly GalaxyEvent[]): AnimStep[] {
  const out: AnimStep[] = [];
  for (const e of events) {
    switch (e.type) {
      case "diceRolled":
        out.push({ kind: "roll", seat: e.seat, dice: [...e.dice] });
        break;
      case "diePlaced":
        out.push({ kind: "place", seat: e.seat, die: e.die, to: e.to });
        break;
      case "discovered":
        out.push({ kind: "card", card: e.card, to: "zone" });
        break;
      case "claimed":
        out.push({ kind: "card", card: e.card, to: "civ", seat: e.seat });
        break;
      default: {
        const told = TOLD[e.type];
        if (!told) break;
        const anchor =
          told.anchor === "card" && "card" in e
            ? `card:${e.card}`
            : told.anchor === "level" && "seat" in e
              ? `level:${e.seat}`
              : told.anchor;
        out.push({ kind: "banner", panel: told.panel, anchor, event: e });
      }
    }
  }
  return out;
}

/** How long a step lasts at speed 1 (ms). */
export function stepMs(s: AnimStep): number {
  switch (s.kind) {
    case "roll":
      return 650;
    case "place":
      return 320;
    case "card":
      return 450;
    case "banner":
      return s.event.type === "won" || s.event.type === "lost" ? 1400 : 900;
  }
}
