/**
 * One Deck Galaxy adapter (pure, unit-tested): the only place that reads the rules' view, legal
 * moves and events for the scene.
 *
 * - `interaction(view, legal, seat, selection)`: what the viewer may click now (targets with the
 *   move they send or the selection they make), the panel in front, and the hint;
 * - `candidateMove(...)`: the move a click on something not lit stands for, so the server can say
 *   which rule refuses it;
 * - `calibratedSelection(...)`: the die a calibrated die becomes (the view's `calibrations`), kept
 *   picked;
 * - the targets of each decision are targets.ts's; the animation steps of events animation.ts's.
 *
 * Hit ids: `die:<seat>:<i>` (the i-th die of a seat's pool as drawn, see `poolOrder`), `box:<key>`
 * (a box or ring, keys of the rules: `g12.0.1`, `s.1.0`, `lab`, `c.2`, `m.<milestone>`),
 * `card:<id>` (a Discovery Zone card), `tech:<seat>:<tech>:<opt>` (an effect of a Tech),
 * `ms:<seat>:<id>` (a milestone), `conf:flip` (the Confrontation card), `sb:ultra` (the Starbase's
 * Ultratech calibration), `btn:<name>` in the action bar. Plain hits (for "what is this"):
 * `adv`, `adv:disc:<n>`, `adv:over:<i>`, `deck`, `sb:fleets`, `sb:science`, `sb:discs`, `hw:<seat>`,
 * `soc:<seat>`, `colony:<seat>:<card>`, `level:<seat>`, `res:<seat>:<res>`, `cond:<i>`.
 */
import type { GalaxyMove, GalaxyMoveOf, SeatDecision } from "@starport/rules/one-deck-galaxy/index.ts";
import type { Die } from "@starport/rules/one-deck-galaxy/types.ts";
import type { BoxView, GalaxyPublic } from "@starport/rules/one-deck-galaxy/view.ts";
import { type Interaction as KitInteraction, type Target as KitTarget, ofType } from "../kit/interaction.ts";
import { dieMoves, targetsFor } from "./targets.ts";

export { panelOfBox, poolOrder } from "./targets.ts";

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

/** What the rules ask of the viewer's seat (the view's `asked`). */
export type DecisionKind = SeatDecision;

export type Target = KitTarget<Move, PanelId, Selection>;
export type Interaction = KitInteraction<Move, PanelId, Selection, DecisionKind>;

/** The decision these legal moves answer: the view's `asked` for the seat (null with no legal move). */
export function decisionOf(view: GalaxyPublic, legal: readonly Move[], seat: number): DecisionKind | null {
  return legal.length === 0 ? null : (view.seats[seat]?.asked ?? null);
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
  const decision = seat === null ? null : decisionOf(view, legal, seat);
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
  const lit = targetsFor({ view, legal, decision, seat, sel });
  return {
    decision,
    selection: sel,
    targets: lit.targets,
    focus: lit.focus ?? "zone",
    hint: lit.hint ?? { key: `odg.hint.${decision}` },
  };
}

function hintWhenIdle(view: GalaxyPublic, seat: number | null): string {
  if (view.phase === "over") return view.result?.won ? "odg.hint.won" : "odg.hint.lost";
  if (seat === null) return "odg.hint.watching";
  if (view.phase === "action" && view.seats[seat]?.done) return "odg.hint.partner";
  return "odg.hint.wait";
}

/** A calibrated die stays picked: the die it becomes, from the view's `calibrations`. */
export function calibratedSelection(
  view: GalaxyPublic,
  seat: number | null,
  m: GalaxyMoveOf<"calibrate">,
): Selection | null {
  const c = seat === null ? null : view.seats[seat]?.calibrations.find((x) => x.die === m.die && x.d === m.d);
  return c ? { kind: "die", die: c.to } : null;
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
