/**
 * What the viewer may click for each decision of stellar_omega (pure): the targets built from the
 * legal moves only, with the hint and the panel in front when they differ from the decision's own.
 * adapter.ts picks the decision and calls `targetsFor`.
 */
import { ACTIONS, type Race } from "@starport/rules/stellar-omega/content.ts";
import type { OmegaMove } from "@starport/rules/stellar-omega/types.ts";
import type { OmegaPublic } from "@starport/rules/stellar-omega/view.ts";
import {
  barButton,
  type Lit as KitLit,
  selects as kitSelects,
  sends as kitSends,
  type Label,
  ofType,
} from "../kit/interaction.ts";
import type { DecisionKind, PanelId, Selection, Target } from "./adapter.ts";

/** What a decision's targets are built from. */
export interface Ask {
  view: OmegaPublic;
  legal: readonly OmegaMove[];
  decision: DecisionKind;
  /** The viewer's race (null before the draft). */
  me: Race | null;
  hand: readonly Race[];
  /** The selection still valid with these legal moves. */
  sel: Selection | null;
  /** The dice of the roll pending (empty when none). */
  dice: number[];
}

type Lit = KitLit<OmegaMove, PanelId, Selection>;

/** The kit's target makers (kit/interaction.ts) for this game's moves, panels and selections. */
export const btn = barButton<OmegaMove, PanelId, Selection>;
const sends = kitSends<OmegaMove, PanelId, Selection>;
const selects = kitSelects<OmegaMove, PanelId, Selection>;

export function targetsFor(a: Ask): Lit {
  switch (a.decision) {
    case "race":
      return {
        targets: ofType(a.legal, "race").map((m) =>
          sends(`race:${m.race}`, "pads", m, { key: "so.target.race", params: { race: m.race } }),
        ),
      };
    case "bid":
      return bidTargets(a);
    case "turn":
      return turnTargets(a);
    case "gateRoll":
      return gateRollTargets(a);
    case "attackRoll":
    case "decodeRoll":
      return rollTargets(a);
    case "gateMove":
      return gateMoveTargets(a);
    case "attackArea":
    case "levelUp":
      return { targets: unitTargets(a) };
    case "defend":
    case "damageDraw":
      return drawTargets(a);
    case "damage":
      return damageTargets(a);
  }
}

/** Phase A: a tile of the pad per bid, and a button for 0. */
function bidTargets(a: Ask): Lit {
  const bids = ofType(a.legal, "bid");
  const targets = bids
    .filter((m) => m.tiles !== 0)
    .map((m) => sends(`bid:${m.tiles}`, "pads", m, { key: "so.target.bid", params: { n: m.tiles } }));
  const zero = bids.find((m) => m.tiles === 0);
  if (zero) targets.push(btn("bid0", zero, [zero], "so.btn.bid0"));
  return { targets, hint: { key: "so.hint.bid", params: { max: Math.max(0, ...bids.map((m) => m.tiles)) } } };
}

/** Phase B: the actions, the cards of the hand, what a selection opens, and the end of the turn. */
function turnTargets(a: Ask): Lit {
  const targets = [...actionTargets(a), ...handTargets(a)];
  const lit = selectionTargets(a);
  targets.push(...lit.targets);
  const end = ofType(a.legal, "end")[0];
  if (end) targets.push(btn("end", end, [end], "so.btn.end"));
  return { targets, focus: lit.focus, hint: lit.hint ?? turnHint(a) };
}

/** A space of the action board per playable action (tile and attack select when they need a place). */
function actionTargets({ view, legal, me, sel }: Ask): Target[] {
  const r = me ? view.races[me] : null;
  const out: Target[] = [];
  for (const a of ACTIONS) {
    const ms = legal.filter((m) => m.type === a);
    if (ms.length === 0) continue;
    const label = { key: `so.target.act.${a}`, params: { cost: r?.costs[a] ?? 1 } };
    const placed = ofType(legal, "tile").filter((m) => m.area !== null);
    if (a === "tile" && placed.length > 1)
      out.push(selects("act:tile", "actions", sel?.kind === "tile" ? null : { kind: "tile" }, ms, label));
    else if (a === "attack" && ms.length > 1)
      out.push(
        selects("act:attack", "actions", sel?.kind === "attack" ? null : { kind: "attack" }, ms, label),
      );
    else out.push(sends(`act:${a}`, "actions", ms[0]!, label));
  }
  return out;
}

/** Cards of the hand: change one (flip a tile) or give a non-player race's card to it. */
function handTargets({ legal, hand, sel }: Ask): Target[] {
  const out: Target[] = [];
  hand.forEach((card, i) => {
    const ms = [
      ...ofType(legal, "change").filter((m) => m.card === card),
      ...ofType(legal, "npr").filter((m) => m.card === card),
    ];
    if (ms.length === 0) return;
    const chosen = sel?.kind === "card" && sel.index === i;
    const label = { key: "so.target.hand", params: { race: card } };
    out.push(selects(`hand:${i}`, "actions", chosen ? null : { kind: "card", index: i, card }, ms, label));
  });
  return out;
}

/** What the selection of the turn opens: an open area, a unit to attack, or what to do with a card. */
function selectionTargets({ view, legal, sel }: Ask): Lit {
  if (sel?.kind === "tile") {
    const targets = ofType(legal, "tile").flatMap((m) =>
      m.area === null
        ? []
        : [sends(`area:${m.area}`, "ship", m, { key: "so.target.tileHere", params: { n: m.area + 1 } })],
    );
    return { targets, focus: "ship", hint: { key: "so.hint.tileArea" } };
  }
  if (sel?.kind === "attack") {
    const targets = ofType(legal, "attack").flatMap((m) =>
      view.races[m.target].openUnitAreas.map((area) =>
        sends(`unit:${m.target}:${area}`, "ship", m, { key: "so.target.attack", params: { race: m.target } }),
      ),
    );
    return { targets, focus: "ship", hint: { key: "so.hint.attackTarget" } };
  }
  if (sel?.kind === "card") {
    const card = sel.card;
    const targets: Target[] = [];
    const change = ofType(legal, "change").find((m) => m.card === card);
    if (change) targets.push(btn("change", change, [change], "so.btn.change", { race: card }));
    for (const m of ofType(legal, "npr").filter((x) => x.card === card)) {
      targets.push(
        m.area === null
          ? btn(`npr:x`, m, [m], "so.btn.nprCrystal", { race: card })
          : btn(`npr:${m.area}`, m, [m], "so.btn.npr", { race: card, n: m.area + 1 }),
      );
    }
    return { targets, hint: { key: "so.hint.card", params: { race: card } } };
  }
  return { targets: [] };
}

/** The turn's hint: actions left, AT, and what the cheapest escalating action costs now. */
function turnHint({ view, me }: Ask): Label | undefined {
  if (!view.turn) return undefined;
  const r = me ? view.races[me] : null;
  const next = r ? Math.min(r.costs.card, r.costs.crystal, r.costs.tile) : 1;
  return { key: "so.hint.turn", params: { n: view.turn.actionsLeft, at: r?.at ?? 0, cost: next } };
}

/** Gate control: a die to reroll (flipping a tile), or stop. */
function gateRollTargets({ view, legal, dice }: Ask): Lit {
  const targets: Target[] = [];
  dice.forEach((v, i) => {
    const m = ofType(legal, "reroll").find((x) => x.die === v);
    if (m) targets.push(sends(`die:${i}`, "actions", m, { key: "so.target.reroll", params: { n: v } }));
  });
  const stop = ofType(legal, "stop")[0];
  if (stop) targets.push(btn("stop", stop, [stop], "so.btn.stop"));
  const key = ofType(legal, "reroll").length > 0 ? "so.hint.gateRoll" : "so.hint.gateRollNoTile";
  return { targets, hint: { key, params: { total: view.gateTotal ?? 0, need: view.gateValue } } };
}

/** Attack or decoding roll: a die to use, or to reroll; a die that allows both is selected first. */
function rollTargets({ legal, decision, sel, dice }: Ask): Lit {
  const rerolls = ofType(legal, "reroll");
  const targets: Target[] = [];
  dice.forEach((v, i) => {
    const use = ofType(legal, "use").find((x) => x.die === v);
    const re = rerolls.find((x) => x.die === v);
    if (!re && use)
      targets.push(sends(`die:${i}`, "actions", use, { key: "so.target.use", params: { n: v } }));
    else if (re) {
      const chosen = sel?.kind === "die" && sel.index === i;
      const ms = use ? [use, re] : [re];
      const label = { key: "so.target.die", params: { n: v } };
      targets.push(selects(`die:${i}`, "actions", chosen ? null : { kind: "die", index: i }, ms, label));
    }
  });
  if (sel?.kind !== "die")
    return {
      targets,
      hint: { key: rerolls.length > 0 ? `so.hint.${decision}` : `so.hint.${decision}NoReroll` },
    };
  const v = dice[sel.index]!;
  const use = ofType(legal, "use").find((x) => x.die === v);
  const re = rerolls.find((x) => x.die === v);
  if (use) targets.push(btn("use", use, [use], "so.btn.use", { n: v }));
  if (re) targets.push(btn("reroll", re, [re], "so.btn.reroll", { n: v }));
  return { targets, hint: { key: "so.hint.dieChosen", params: { n: v } } };
}

/** After a successful gate roll: a gate position, or keep the gate where it is. */
function gateMoveTargets({ legal }: Ask): Lit {
  const targets = ofType(legal, "moveGate").map((m) =>
    m.to === null
      ? btn("keepGate", m, [m], "so.btn.keepGate")
      : sends(`gate:${m.to}`, "ship", m, { key: "so.target.gate", params: { n: m.to + 1 } }),
  );
  return { targets };
}

/** A unit of the ship: the attacked race's unit to hit, or one of the viewer's units to level up. */
function unitTargets({ view, legal, me, decision }: Ask): Target[] {
  if (decision === "levelUp") {
    if (!me) return [];
    return ofType(legal, "levelUp").map((m) =>
      sends(`unit:${me}:${m.area}`, "ship", m, { key: "so.target.levelUp", params: { n: m.area + 1 } }),
    );
  }
  const p = view.pending;
  const target = p?.kind === "attack" ? p.target : null;
  if (!target) return [];
  return ofType(legal, "target").map((m) =>
    sends(`unit:${target}:${m.area}`, "ship", m, {
      key: "so.target.attackUnit",
      params: { race: target, n: m.area + 1 },
    }),
  );
}

/** Draw crystals against an attack, a decoding or the ship, or decline (take the damage). */
function drawTargets({ view, legal, decision }: Ask): Lit {
  const p = view.pending;
  const n = p?.kind === "damage" ? p.remaining : p && (p.kind === "attack" || p.kind === "decode") ? p.n : 0;
  const targets: Target[] = [];
  const draw = ofType(legal, "draw")[0];
  const decline = ofType(legal, "decline")[0];
  if (draw) targets.push(btn("draw", draw, [draw], "so.btn.draw", { n }));
  if (decline)
    targets.push(
      btn("decline", decline, [decline], decision === "damageDraw" ? "so.btn.takeDamage" : "so.btn.decline"),
    );
  return { targets, hint: { key: `so.hint.${decision}`, params: { n } } };
}

/** A ship attack's damage: a tile of one of the race's units, or a placed card. */
function damageTargets({ view, legal, me }: Ask): Lit {
  const p = view.pending;
  const race = p?.kind === "damage" ? p.race : me;
  const targets: Target[] = [];
  for (const m of ofType(legal, "damage")) {
    if (m.area === null) targets.push(btn("damageCard", m, [m], "so.btn.damageCard"));
    else if (race)
      targets.push(
        sends(`unit:${race}:${m.area}`, "ship", m, { key: "so.target.damage", params: { n: m.area + 1 } }),
      );
  }
  const hint = {
    key: "so.hint.damage",
    params: { n: p?.kind === "damage" ? p.remaining : 0, race: race ?? "" },
  };
  return { targets, hint };
}
