/**
 * stellar_omega adapter (pure, unit-tested): the only place that reads the rules' view, legal
 * moves and events for the scene.
 *
 * - `interaction(view, legal, seat, selection)`: what the viewer may click now (targets with the
 *   move they send or the selection they make), the panel in front, and the hint;
 * - `candidateMove(...)`: the move a click on something not lit stands for, so the server can say
 *   which rule refuses it;
 * - `animationSteps(events)`: the tweens for the events of an update.
 *
 * Hit ids: `race:<race>` (a pad in the draft), `bid:<n>` (the n-th available tile of your pad),
 * `act:<action>` (a space of the action board), `hand:<i>` (a card of your hand), `die:<i>` (a die
 * of the tray), `area:<a>` (a ship area), `gate:<a>` (a gate position), `unit:<race>:<a>` (a unit
 * in the ship), `pad:<race>`, `track:<category>`, `pouch`, `deck`; `btn:<name>` in the action bar.
 */
import { ACTIONS, type Action, AREAS, RACES, type Race } from "@starport/rules/stellar-omega/content.ts";
import type { OmegaEvent, OmegaMove } from "@starport/rules/stellar-omega/types.ts";
import type { OmegaPublic } from "@starport/rules/stellar-omega/view.ts";
import {
  barButton,
  type Interaction as KitInteraction,
  type Target as KitTarget,
  ofType,
} from "../kit/interaction.ts";

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

const btn = (
  name: string,
  move: OmegaMove | null,
  moves: OmegaMove[],
  key: string,
  params?: Record<string, string | number>,
): Target => barButton(name, move, moves, key, params);

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

/** Ship areas (0..2) where `race` has a unit. */
export const unitAreas = (view: OmegaPublic, race: Race): number[] =>
  Array.from({ length: AREAS }, (_, a) => a).filter((a) => (view.ship[a]?.[race] ?? 0) > 0);

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
  if (decision === null) {
    return {
      decision,
      selection: null,
      targets: [],
      focus: watchPanel(view),
      hint: {
        key:
          seat === null
            ? "so.hint.watching"
            : view.phase === "over"
              ? "so.hint.over"
              : view.phase === "bid" && raceOf(view, seat) && view.races[raceOf(view, seat)!].hasBid
                ? "so.hint.bidWait"
                : "so.hint.wait",
      },
    };
  }
  const me = raceOf(view, seat);
  const sel = validSelection(selection, legal, view, me);
  const targets: Target[] = [];
  let focus = panelFor(decision);
  let hint: Interaction["hint"] = { key: `so.hint.${decision}` };
  switch (decision) {
    case "race":
      for (const m of ofType(legal, "race")) {
        targets.push({
          id: `race:${m.race}`,
          panel: "pads",
          move: m,
          select: null,
          moves: [m],
          label: { key: "so.target.race", params: { race: m.race } },
        });
      }
      break;
    case "bid": {
      const bids = ofType(legal, "bid");
      for (const m of bids) {
        if (m.tiles === 0) continue;
        targets.push({
          id: `bid:${m.tiles}`,
          panel: "pads",
          move: m,
          select: null,
          moves: [m],
          label: { key: "so.target.bid", params: { n: m.tiles } },
        });
      }
      const zero = bids.find((m) => m.tiles === 0);
      if (zero) targets.push(btn("bid0", zero, [zero], "so.btn.bid0"));
      hint = { key: "so.hint.bid", params: { max: Math.max(0, ...bids.map((m) => m.tiles)) } };
      break;
    }
    case "turn": {
      const r = me ? view.races[me] : null;
      for (const a of ACTIONS) {
        const ms = legal.filter((m) => m.type === a);
        if (ms.length === 0) continue;
        const cost = r?.costs[a] ?? 1;
        const label = { key: `so.target.act.${a}`, params: { cost } };
        if (a === "tile") {
          const placed = ofType(legal, "tile").filter((m) => m.area !== null);
          if (placed.length > 1) {
            targets.push({
              id: "act:tile",
              panel: "actions",
              move: null,
              select: sel?.kind === "tile" ? null : { kind: "tile" },
              moves: ms,
              label,
            });
            continue;
          }
        }
        if (a === "attack" && ms.length > 1) {
          targets.push({
            id: "act:attack",
            panel: "actions",
            move: null,
            select: sel?.kind === "attack" ? null : { kind: "attack" },
            moves: ms,
            label,
          });
          continue;
        }
        targets.push({
          id: `act:${a}`,
          panel: "actions",
          move: ms[0]!,
          select: null,
          moves: [ms[0]!],
          label,
        });
      }
      // Cards of the hand: change one (flip a tile) or give a non-player race's card to it.
      hand.forEach((card, i) => {
        const ms = [
          ...ofType(legal, "change").filter((m) => m.card === card),
          ...ofType(legal, "npr").filter((m) => m.card === card),
        ];
        if (ms.length === 0) return;
        const chosen = sel?.kind === "card" && sel.index === i;
        targets.push({
          id: `hand:${i}`,
          panel: "actions",
          move: null,
          select: chosen ? null : { kind: "card", index: i, card },
          moves: ms,
          label: { key: "so.target.hand", params: { race: card } },
        });
      });
      if (sel?.kind === "tile") {
        focus = "ship";
        for (const m of ofType(legal, "tile")) {
          if (m.area === null) continue;
          targets.push({
            id: `area:${m.area}`,
            panel: "ship",
            move: m,
            select: null,
            moves: [m],
            label: { key: "so.target.tileHere", params: { n: m.area + 1 } },
          });
        }
        hint = { key: "so.hint.tileArea" };
      } else if (sel?.kind === "attack") {
        focus = "ship";
        for (const m of ofType(legal, "attack")) {
          for (const a of unitAreas(view, m.target)) {
            if (a === view.gate) continue;
            targets.push({
              id: `unit:${m.target}:${a}`,
              panel: "ship",
              move: m,
              select: null,
              moves: [m],
              label: { key: "so.target.attack", params: { race: m.target } },
            });
          }
        }
        hint = { key: "so.hint.attackTarget" };
      } else if (sel?.kind === "card") {
        const s = sel;
        const change = ofType(legal, "change").find((m) => m.card === s.card);
        if (change) targets.push(btn("change", change, [change], "so.btn.change", { race: s.card }));
        for (const m of ofType(legal, "npr").filter((x) => x.card === s.card)) {
          targets.push(
            m.area === null
              ? btn(`npr:x`, m, [m], "so.btn.nprCrystal", { race: s.card })
              : btn(`npr:${m.area}`, m, [m], "so.btn.npr", { race: s.card, n: m.area + 1 }),
          );
        }
        hint = { key: "so.hint.card", params: { race: s.card } };
      } else if (view.turn) {
        const next = r ? Math.min(r.costs.card, r.costs.crystal, r.costs.tile) : 1;
        hint = { key: "so.hint.turn", params: { n: view.turn.actionsLeft, at: r?.at ?? 0, cost: next } };
      }
      const end = ofType(legal, "end")[0];
      if (end) targets.push(btn("end", end, [end], "so.btn.end"));
      break;
    }
    case "gateRoll": {
      const dice = pendingDice(view);
      dice.forEach((v, i) => {
        const m = ofType(legal, "reroll").find((x) => x.die === v);
        if (m)
          targets.push({
            id: `die:${i}`,
            panel: "actions",
            move: m,
            select: null,
            moves: [m],
            label: { key: "so.target.reroll", params: { n: v } },
          });
      });
      const stop = ofType(legal, "stop")[0];
      if (stop) targets.push(btn("stop", stop, [stop], "so.btn.stop"));
      const total = dice.reduce((a, b) => a + b, 0);
      hint = {
        key: ofType(legal, "reroll").length > 0 ? "so.hint.gateRoll" : "so.hint.gateRollNoTile",
        params: { total, need: view.gateValue },
      };
      break;
    }
    case "attackRoll":
    case "decodeRoll": {
      const dice = pendingDice(view);
      const rerolls = ofType(legal, "reroll");
      dice.forEach((v, i) => {
        const use = ofType(legal, "use").find((x) => x.die === v);
        const re = rerolls.find((x) => x.die === v);
        const ms: OmegaMove[] = [];
        if (use) ms.push(use);
        if (re) ms.push(re);
        if (ms.length === 0) return;
        if (!re && use) {
          targets.push({
            id: `die:${i}`,
            panel: "actions",
            move: use,
            select: null,
            moves: [use],
            label: { key: "so.target.use", params: { n: v } },
          });
          return;
        }
        const chosen = sel?.kind === "die" && sel.index === i;
        targets.push({
          id: `die:${i}`,
          panel: "actions",
          move: null,
          select: chosen ? null : { kind: "die", index: i },
          moves: ms,
          label: { key: "so.target.die", params: { n: v } },
        });
      });
      if (sel?.kind === "die") {
        const v = dice[sel.index]!;
        const use = ofType(legal, "use").find((x) => x.die === v);
        const re = rerolls.find((x) => x.die === v);
        if (use) targets.push(btn("use", use, [use], "so.btn.use", { n: v }));
        if (re) targets.push(btn("reroll", re, [re], "so.btn.reroll", { n: v }));
        hint = { key: "so.hint.dieChosen", params: { n: v } };
      } else hint = { key: rerolls.length > 0 ? `so.hint.${decision}` : `so.hint.${decision}NoReroll` };
      break;
    }
    case "gateMove":
      for (const m of ofType(legal, "moveGate")) {
        if (m.to === null) targets.push(btn("keepGate", m, [m], "so.btn.keepGate"));
        else
          targets.push({
            id: `gate:${m.to}`,
            panel: "ship",
            move: m,
            select: null,
            moves: [m],
            label: { key: "so.target.gate", params: { n: m.to + 1 } },
          });
      }
      break;
    case "attackArea": {
      const p = view.pending;
      const target = p?.kind === "attack" ? p.target : null;
      for (const m of ofType(legal, "target")) {
        if (target)
          targets.push({
            id: `unit:${target}:${m.area}`,
            panel: "ship",
            move: m,
            select: null,
            moves: [m],
            label: { key: "so.target.attackUnit", params: { race: target, n: m.area + 1 } },
          });
      }
      break;
    }
    case "levelUp":
      for (const m of ofType(legal, "levelUp")) {
        if (me)
          targets.push({
            id: `unit:${me}:${m.area}`,
            panel: "ship",
            move: m,
            select: null,
            moves: [m],
            label: { key: "so.target.levelUp", params: { n: m.area + 1 } },
          });
      }
      break;
    case "defend":
    case "damageDraw": {
      const p = view.pending;
      const n =
        p?.kind === "damage" ? p.remaining : p && (p.kind === "attack" || p.kind === "decode") ? p.n : 0;
      const draw = ofType(legal, "draw")[0];
      const decline = ofType(legal, "decline")[0];
      if (draw) targets.push(btn("draw", draw, [draw], "so.btn.draw", { n }));
      if (decline)
        targets.push(
          btn(
            "decline",
            decline,
            [decline],
            decision === "damageDraw" ? "so.btn.takeDamage" : "so.btn.decline",
          ),
        );
      hint = { key: `so.hint.${decision}`, params: { n } };
      break;
    }
    case "damage": {
      const p = view.pending;
      const race = p?.kind === "damage" ? p.race : me;
      for (const m of ofType(legal, "damage")) {
        if (m.area === null) targets.push(btn("damageCard", m, [m], "so.btn.damageCard"));
        else if (race)
          targets.push({
            id: `unit:${race}:${m.area}`,
            panel: "ship",
            move: m,
            select: null,
            moves: [m],
            label: { key: "so.target.damage", params: { n: m.area + 1 } },
          });
      }
      hint = {
        key: "so.hint.damage",
        params: { n: p?.kind === "damage" ? p.remaining : 0, race: race ?? "" },
      };
      break;
    }
  }
  if (sel && (sel.kind === "tile" || sel.kind === "attack" || sel.kind === "card" || sel.kind === "die")) {
    targets.push(btn("cancel", null, [], "so.btn.cancel"));
  }
  return { decision, selection: sel, targets, focus, hint };
}

/**
 * The move a click on `id` would stand for when it is not a target, so the server can say which
 * rule refuses it; null when it stands for no move.
 */
export function candidateMove(
  view: OmegaPublic,
  seat: number | null,
  hand: readonly Race[],
  selection: Selection | null,
  id: string,
): OmegaMove | null {
  if (seat === null) return null;
  const [kind, a = "", b = ""] = id.split(":");
  const me = raceOf(view, seat);
  const p = view.pending;
  switch (kind) {
    case "race":
      return { type: "race", race: a as Race };
    case "bid":
      return { type: "bid", tiles: Number(a) };
    case "act": {
      const act = a as Action;
      if (act === "tile") return { type: "tile", area: (view.gate + 1) % AREAS };
      if (act === "attack") {
        const target =
          RACES.find((r) => r !== me && unitAreas(view, r).some((x) => x !== view.gate)) ??
          RACES.find((r) => r !== me)!;
        return { type: "attack", target };
      }
      return { type: act } as OmegaMove;
    }
    case "hand": {
      const card = hand[Number(a)];
      return card ? { type: "change", card } : null;
    }
    case "area":
      if (p?.kind === "gate" && p.step === "move") return { type: "moveGate", to: Number(a) };
      return { type: "tile", area: Number(a) };
    case "gate":
      return { type: "moveGate", to: Number(a) };
    case "unit": {
      const area = Number(b);
      if (p?.kind === "levelUp") return { type: "levelUp", area };
      if (p?.kind === "attack" && p.step === "area") return { type: "target", area };
      if (p?.kind === "damage") return { type: "damage", area };
      if (selection?.kind === "attack" || (!p && a !== me)) return { type: "attack", target: a as Race };
      return null;
    }
    case "die": {
      const v = pendingDice(view)[Number(a)];
      if (v === undefined) return null;
      return p?.kind === "gate" ? { type: "reroll", die: v } : { type: "use", die: v };
    }
    default:
      return null;
  }
}

// ---------------------------------------------------------------- animation

/** One tween (or a few at once) to play for an event. */
export type AnimStep =
  | { kind: "tile"; race: Race; area: number }
  | { kind: "dice"; race: Race; dice: number[] }
  | { kind: "reroll"; race: Race; index: number; from: number; to: number; dice: number[] }
  | { kind: "crystals"; race: Race; drawn: Race[] }
  | { kind: "fall"; race: Race; area: number }
  | { kind: "gate"; to: number }
  | { kind: "level"; race: Race; area: number }
  | { kind: "card"; race: Race }
  | { kind: "sp"; race: Race; amount: number }
  | { kind: "bids"; bids: Partial<Record<Race, number>> }
  | { kind: "score"; category: string; winner: Race | null };

export const STEP_MS: Record<AnimStep["kind"], number> = {
  tile: 480,
  dice: 700,
  reroll: 500,
  crystals: 260, // per crystal, below
  fall: 420,
  gate: 620,
  level: 420,
  card: 380,
  sp: 300,
  bids: 700,
  score: 520,
};

export function stepMs(s: AnimStep): number {
  if (s.kind === "crystals") return Math.min(1400, 200 + s.drawn.length * STEP_MS.crystals);
  return STEP_MS[s.kind];
}

/** The tweens for a list of events, in order; events without motion give none. */
export function animationSteps(events: readonly OmegaEvent[]): AnimStep[] {
  const out: AnimStep[] = [];
  for (const e0 of events) {
    const e = e0 as OmegaEvent & Record<string, unknown>;
    switch (e.type) {
      case "tilePlaced":
        out.push({ kind: "tile", race: e.race as Race, area: e.area as number });
        break;
      case "diceRolled":
        out.push({ kind: "dice", race: e.race as Race, dice: [...(e.dice as number[])] });
        break;
      case "reroll": {
        const dice = [...(e.dice as number[])];
        out.push({
          kind: "reroll",
          race: e.race as Race,
          index: dice.indexOf(e.to as number),
          from: e.from as number,
          to: e.to as number,
          dice,
        });
        break;
      }
      case "crystalsDrawn":
        out.push({ kind: "crystals", race: e.race as Race, drawn: [...((e.drawn as Race[]) ?? [])] });
        break;
      case "tileRemoved":
        out.push({ kind: "fall", race: e.race as Race, area: e.area as number });
        break;
      case "gateMoved":
        if (e.moved) out.push({ kind: "gate", to: e.to as number });
        break;
      case "levelUp":
        out.push({ kind: "level", race: e.race as Race, area: e.area as number });
        break;
      case "cardDrawn":
        out.push({ kind: "card", race: e.race as Race });
        break;
      case "sp":
        if ((e.amount as number) > 0)
          out.push({ kind: "sp", race: e.race as Race, amount: e.amount as number });
        break;
      case "bidsRevealed":
        out.push({ kind: "bids", bids: { ...(e.bids as Partial<Record<Race, number>>) } });
        break;
      case "categoryScored":
        out.push({
          kind: "score",
          category: e.category as string,
          winner: (e.winner as Race | null) ?? null,
        });
        break;
      default:
        break;
    }
  }
  return out;
}
