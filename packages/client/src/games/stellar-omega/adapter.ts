/**
 * stellar_omega adapter (pure, unit-tested): with targets.ts, candidate.ts and animation.ts, the
 * only place that reads the rules' view, legal moves and events for the scene.
 *
 * - `interaction(view, legal, seat, selection)`: what the viewer may click now (targets with the
 *   move they send or the selection they make, built by targets.ts), the panel in front, and the
 *   hint;
 * - `candidateMove(...)` (candidate.ts): the move a click on something not lit stands for, so the
 *   server can say which rule refuses it;
 * - `animationSteps(events)` (animation.ts): the tweens for the events of an update.
 *
 * Hit ids: `race:<race>` (a pad in the draft), `bid:<n>` (the n-th available tile of your pad),
 * `act:<action>` (a space of the action board), `hand:<i>` (a card of your hand), `die:<i>` (a die
 * of the tray), `area:<a>` (a ship area), `gate:<a>` (a gate position), `unit:<race>:<a>` (a unit
 * in the ship), `pad:<race>`, `track:<category>`, `pouch`, `deck`; `btn:<name>` in the action bar.
 */
import type { Race } from "@starport/rules/stellar-omega/content.ts";
import type { OmegaMove } from "@starport/rules/stellar-omega/types.ts";
import type { OmegaPublic } from "@starport/rules/stellar-omega/view.ts";
import { type Interaction as KitInteraction, type Target as KitTarget, ofType } from "../kit/interaction.ts";
import { btn, targetsFor } from "./targets.ts";

/** The parts of the board. */
export const PANELS = ["ship", "actions", "pads", "tracks"] as const;
export type PanelId = (typeof PANELS)[number];

/** A first click completed by a second one. */
export type Selection =
  | { kind: "tile" }
  | { kind: "attack" }
  | { kind: "card"; index: number; card: Race }
  | { kind: "die"; index: number };

export type DecisionKind =
  | "race"
  | "bid"
  | "turn"
  | "gateRoll"
  | "gateMove"
  | "attackRoll"
  | "decodeRoll"
  | "attackArea"
  | "defend"
  | "levelUp"
  | "damageDraw"
  | "damage";

export type Target = KitTarget<OmegaMove, PanelId, Selection>;
export type Interaction = KitInteraction<OmegaMove, PanelId, Selection, DecisionKind>;

/** The race a seat plays (null before the draft). */
export const raceOf = (view: OmegaPublic, seat: number | null): Race | null =>
  seat === null ? null : (view.seatRace[seat] ?? null);

/** The decision these legal moves ask for (null when there are none). */
export function decisionOf(view: OmegaPublic, legal: readonly OmegaMove[]): DecisionKind | null {
  const types = new Set(legal.map((m) => m.type));
  if (types.size === 0) return null;
  if (types.has("race")) return "race";
  if (types.has("bid")) return "bid";
  const p = view.pending;
  if (types.has("moveGate")) return "gateMove";
  if (types.has("target")) return "attackArea";
  if (types.has("levelUp")) return "levelUp";
  if (types.has("damage")) return "damage";
  if (types.has("draw") || types.has("decline")) return p?.kind === "damage" ? "damageDraw" : "defend";
  if (types.has("use")) return p?.kind === "decode" ? "decodeRoll" : "attackRoll";
  if (types.has("stop") || (types.has("reroll") && p?.kind === "gate")) return "gateRoll";
  return "turn";
}

/** The panel where a decision is made. */
export function panelFor(d: DecisionKind): PanelId {
  switch (d) {
    case "race":
    case "bid":
      return "pads";
    case "turn":
    case "gateRoll":
    case "attackRoll":
    case "decodeRoll":
    case "defend":
      return "actions";
    case "gateMove":
    case "attackArea":
    case "levelUp":
    case "damageDraw":
    case "damage":
      return "ship";
  }
}

/** Where a watcher looks: the actor's decision, else the ship (or the tracks at the end). */
export function watchPanel(view: OmegaPublic): PanelId {
  if (view.phase === "over" || view.phase === "scoring") return view.pending ? "ship" : "tracks";
  if (view.phase === "draft" || view.phase === "bid") return "pads";
  const p = view.pending;
  if (!p) return "actions";
  if (p.kind === "gate") return p.step === "move" ? "ship" : "actions";
  if (p.kind === "attack") return p.step === "area" ? "ship" : "actions";
  if (p.kind === "decode") return "actions";
  return "ship";
}

function validSelection(
  sel: Selection | null,
  legal: readonly OmegaMove[],
  view: OmegaPublic,
  me: Race | null,
): Selection | null {
  if (!sel) return null;
  switch (sel.kind) {
    case "tile":
      return ofType(legal, "tile").filter((m) => m.area !== null).length > 1 ? sel : null;
    case "attack":
      return ofType(legal, "attack").length > 1 ? sel : null;
    case "card": {
      const ok =
        ofType(legal, "change").some((m) => m.card === sel.card) ||
        ofType(legal, "npr").some((m) => m.card === sel.card);
      return ok && me !== null ? sel : null;
    }
    case "die": {
      const p = view.pending;
      const dice = p && (p.kind === "attack" || p.kind === "decode" || p.kind === "gate") ? p.dice : [];
      return sel.index < dice.length && legal.some((m) => m.type === "use" || m.type === "reroll")
        ? sel
        : null;
    }
  }
}

/** The dice of the pending roll (empty when none). */
export function pendingDice(view: OmegaPublic): number[] {
  const p = view.pending;
  return p && (p.kind === "attack" || p.kind === "decode" || p.kind === "gate") ? p.dice : [];
}

/**
 * What the viewer may click now. `seat` null (spectator, replay) or no legal moves: no targets, the
 * focus follows what the acting seat decides.
 */
export function interaction(
  view: OmegaPublic,
  legal: readonly OmegaMove[],
  seat: number | null,
  hand: readonly Race[],
  selection: Selection | null,
): Interaction {
  const decision = seat === null ? null : decisionOf(view, legal);
  if (decision === null)
    return { decision, selection: null, targets: [], focus: watchPanel(view), hint: waitHint(view, seat) };
  const me = raceOf(view, seat);
  const sel = validSelection(selection, legal, view, me);
  const lit = targetsFor({ view, legal, decision, me, hand, sel, dice: pendingDice(view) });
  const targets = lit.targets;
  if (sel && (sel.kind === "tile" || sel.kind === "attack" || sel.kind === "card" || sel.kind === "die")) {
    targets.push(btn("cancel", null, [], "so.btn.cancel"));
  }
  return {
    decision,
    selection: sel,
    targets,
    focus: lit.focus ?? panelFor(decision),
    hint: lit.hint ?? { key: `so.hint.${decision}` },
  };
}

/** The hint of a viewer with nothing to decide. */
function waitHint(view: OmegaPublic, seat: number | null): Interaction["hint"] {
  if (seat === null) return { key: "so.hint.watching" };
  if (view.phase === "over") return { key: "so.hint.over" };
  const me = raceOf(view, seat);
  return { key: view.phase === "bid" && me && view.races[me].hasBid ? "so.hint.bidWait" : "so.hint.wait" };
}
