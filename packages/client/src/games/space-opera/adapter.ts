/**
 * Space Opera adapter (pure, unit-tested): the only place that reads the rules' view and legal
 * moves for the board.
 *
 * The board's own gestures cover the common moves: a planet (build phase) opens its build menu;
 * a ship (movement phase) lights the cells it can reach and its cargo buttons. Every other move
 * (techs, combat choices, answers) is a *flow*: its moves are narrowed field by field (cells on
 * the map, other values as buttons) until one move is left, so every legal move is reachable and
 * nothing else is.
 *
 * Hit ids: `cell:<i>` (a map card), `ship:<id>`, `build:<item>`, `load:<cargo>`, `unload:<cargo>`,
 * `tech:<i>` (a card of your hand), `player:<seat>`; `btn:<name>` in the action bar.
 */
import { cellName, type OperaMove, type OperaPublic } from "@starport/rules/space-opera/types.ts";
import {
  type Interaction as KitInteraction,
  type Target as KitTarget,
  moveKey,
  ofType,
} from "../kit/interaction.ts";
import { answerLabel, btn, ENDINGS, endMenu, FLOW_TYPES, flowButton, flowInteraction } from "./flows.ts";

export const PANELS = ["map", "techs", "players"] as const;
export type PanelId = (typeof PANELS)[number];

/** Field values a flow has fixed so far. */
export type Fixed = Record<string, string | number | boolean | null>;

export type Selection =
  | { kind: "planet"; cell: number }
  | { kind: "ship"; ship: number }
  | { kind: "flow"; type: OperaMove["type"]; fixed: Fixed }
  /** A phone's "surrender or end" button opened: the two ways out, each confirmed. */
  | { kind: "endMenu" };

export type DecisionKind =
  | "build"
  | "move"
  | "explore"
  | "pickShip"
  | "react"
  | "attack"
  | "discardTech"
  | "answerTies"
  | "answerEnd"
  | "harvest"
  | "upkeep";

export type Target = KitTarget<OperaMove, PanelId, Selection>;
export type Interaction = KitInteraction<OperaMove, PanelId, Selection, DecisionKind>;

/** Moves that are a single button, whatever the phase. */
const PLAIN = ["endTurn", "research", "pass", "stop", "done"] as const;

/** Column letter and row number of a cell ("C2"), as the map is labelled (the rules name it so too). */
export { cellName };

/** What the rules' pending decision asks, as the board groups it (reactions are one kind). */
const DECISION_OF: Record<NonNullable<OperaPublic["decision"]>["kind"], DecisionKind> = {
  explore: "explore",
  pickShip: "pickShip",
  protect: "react",
  pierce: "react",
  defendPlanet: "react",
  attackPlanet: "attack",
  discardTech: "discardTech",
  answerTies: "answerTies",
  answerEnd: "answerEnd",
};

/** What the viewer is asked now (from the view's decision, else the phase); null with nothing to play. */
export function decisionOf(view: OperaPublic, legal: readonly OperaMove[]): DecisionKind | null {
  if (legal.length === 0) return null;
  if (view.decision) return DECISION_OF[view.decision.kind];
  if (view.phase === "build" || view.phase === "move" || view.phase === "harvest") return view.phase;
  return "upkeep";
}

/** Where a watcher looks: the map, or the players at the end. */
export function watchPanel(view: OperaPublic): PanelId {
  return view.phase === "over" ? "players" : "map";
}

/** The part of an interaction a decision gives: its targets, the selection kept, the hint and focus. */
interface Part {
  sel: Selection | null;
  targets: Target[];
  hint: Interaction["hint"];
  focus: PanelId;
}

/** Nothing to play: a spectator, a replay, someone else's turn, or the game is over. */
function idle(view: OperaPublic, seat: number | null): Interaction {
  const out = seat !== null && (view.out[seat] ?? 0) > 0;
  return {
    decision: null,
    selection: null,
    targets: [],
    focus: watchPanel(view),
    hint: {
      key:
        seat === null
          ? "sop.hint.watching"
          : view.phase === "over"
            ? "sop.hint.over"
            : out
              ? "sop.hint.out"
              : "sop.hint.wait",
    },
  };
}

/**
 * What the viewer may click now. `seat` null (spectator, replay) or no legal moves: no targets,
 * the map in front.
 */
export function interaction(
  view: OperaPublic,
  legal: readonly OperaMove[],
  seat: number | null,
  selection: Selection | null,
  /** A phone: cargo moves as buttons (the map's side column is not on screen). */
  compact = false,
): Interaction {
  const decision = seat === null ? null : decisionOf(view, legal);
  if (decision === null) return idle(view, seat);
  let sel = selection;
  if (sel?.kind === "flow") {
    const flow = flowInteraction(view, legal, decision, sel);
    if (flow) return flow;
    sel = null;
  }
  if (sel?.kind === "endMenu") {
    const menu = endMenu(legal, decision);
    if (menu) return menu;
    sel = null;
  }
  // Production and Maintenance with nothing to use: the hint says only Done (as the prompt does).
  const onlyDone = legal.every((m) => m.type === "done" || (ENDINGS as readonly string[]).includes(m.type));
  const quiet = (decision === "harvest" || decision === "upkeep") && onlyDone;
  // (and Building once research is no longer possible does not offer it)
  const late = decision === "build" && !legal.some((m) => m.type === "research");
  const hint = {
    key: quiet ? `prompt.${decision}.none` : late ? "sop.hint.build.late" : `sop.hint.${decision}`,
  };
  const base: Part = { sel, targets: [], hint, focus: "map" };
  const part =
    decision === "build"
      ? buildPart(view, legal, base, compact)
      : decision === "move"
        ? movePart(view, legal, base, compact)
        : decision === "discardTech"
          ? discardPart(legal, base)
          : decision === "pickShip"
            ? pickShipPart(view, legal, base)
            : base;
  const targets = [...part.targets, ...otherTargets(view, legal, compact)];
  const s = part.sel;
  // Cancel: back to choosing another planet or ship; on a phone, back from the build menu to the map.
  const others = targets.filter((t) => t.select?.kind === s?.kind).length > 1;
  if (s && ((s.kind === "ship" && others) || (s.kind === "planet" && (others || compact))))
    targets.push(btn("cancel", null, [], "sop.btn.cancel"));
  return { decision, selection: s, targets, focus: part.focus, hint: part.hint };
}

/**
 * The Building phase: the planets that can build, and the selected planet's build menu. A single
 * planet is picked for the player, but not on a phone (`compact`): its build menu would take the
 * map's place before the player has seen the map.
 */
function buildPart(view: OperaPublic, legal: readonly OperaMove[], part: Part, compact: boolean): Part {
  const builds = ofType(legal, "build");
  const planets = [...new Set(builds.map((m) => m.planet))];
  let sel = part.sel;
  if (sel?.kind !== "planet" || !planets.includes(sel.cell))
    sel = planets.length === 1 && !compact ? { kind: "planet", cell: planets[0]! } : null;
  const targets: Target[] = [];
  for (const cell of planets) {
    const chosen = sel?.kind === "planet" && sel.cell === cell;
    targets.push({
      id: `cell:${cell}`,
      panel: "map",
      move: null,
      select: chosen ? sel : { kind: "planet", cell },
      moves: builds.filter((m) => m.planet === cell),
      label: { key: "sop.target.planet", params: { cell: cellName(cell, view.width) } },
    });
  }
  if (sel?.kind !== "planet") return { ...part, sel, targets };
  const s = sel;
  for (const m of builds.filter((x) => x.planet === s.cell)) {
    targets.push({
      id: `build:${m.item}`,
      panel: "map",
      move: m,
      select: null,
      moves: [m],
      label: { key: `sop.build.${m.item}` },
    });
  }
  return {
    ...part,
    sel,
    targets,
    // (before the first build of the turn there is no turn to end: pass)
    hint: {
      key: legal.some((m) => m.type === "endTurn") ? "sop.hint.buildMenu" : "sop.hint.buildMenu.pass",
      params: { cell: cellName(s.cell, view.width) },
    },
  };
}

/** The Movement phase: the selected ship's steps and cargo, and the cards holding ships that can act. */
function movePart(view: OperaPublic, legal: readonly OperaMove[], part: Part, compact: boolean): Part {
  const steps = ofType(legal, "step");
  const mover = [...steps, ...ofType(legal, "load"), ...ofType(legal, "unload")];
  const ships = [...new Set(mover.map((m) => m.ship))];
  let hint = part.hint;
  // the prompt says what a click can do now: no ship may start a move (no ship energy, or moved)
  if (steps.length === 0 && !view.active)
    hint = { key: mover.length > 0 ? "sop.hint.moveCargo" : "sop.hint.movePass" };
  // The ship under way is picked for the player; otherwise the only ship, or none yet.
  let sel = part.sel;
  if (sel?.kind !== "ship" || !ships.includes(sel.ship)) {
    const active = view.active && ships.includes(view.active.ship) ? view.active.ship : null;
    sel =
      active !== null
        ? { kind: "ship", ship: active }
        : ships.length === 1
          ? { kind: "ship", ship: ships[0]! }
          : null;
  }
  const targets: Target[] = [];
  const stepCells = new Set<number>();
  if (sel?.kind === "ship") {
    const own = shipTargets(view, legal, sel.ship, compact);
    targets.push(...own.targets);
    for (const c of own.stepCells) stepCells.add(c);
    // (on a phone the cargo is loaded with the bar's buttons, not the + and − beside the map)
    const key = own.stepCells.size > 0 ? "sop.hint.shipChosen" : "sop.hint.shipCargo";
    hint = { key: compact ? `${key}.compact` : key };
  }
  targets.push(...fleetTargets(view, mover, ships, sel, stepCells));
  return { ...part, sel, targets, hint };
}

/** The selected ship's steps first (a cell it can enter is a move there), then its cargo. */
function shipTargets(
  view: OperaPublic,
  legal: readonly OperaMove[],
  ship: number,
  compact: boolean,
): { targets: Target[]; stepCells: Set<number> } {
  const targets: Target[] = [];
  const cells = new Map<number, OperaMove[]>();
  for (const m of ofType(legal, "step").filter((x) => x.ship === ship))
    cells.set(m.to, [...(cells.get(m.to) ?? []), m]);
  for (const [to, ms] of cells) {
    const one = ms.length === 1 ? ms[0]! : null;
    targets.push({
      id: `cell:${to}`,
      panel: "map",
      move: one,
      select: one ? null : { kind: "flow", type: "step", fixed: { ship, to } },
      moves: ms,
      label: { key: "sop.target.stepTo", params: { cell: cellName(to, view.width) } },
    });
  }
  // Cargo: on the map's side column (desktop) or as buttons (phone).
  for (const kind of ["load", "unload"] as const) {
    for (const m of legal.filter(
      (x): x is Extract<OperaMove, { type: "load" | "unload" }> => x.type === kind && x.ship === ship,
    )) {
      const label = { key: `sop.${kind}.${m.cargo}` };
      targets.push(
        compact
          ? btn(`${kind}:${m.cargo}`, m, [m], `sop.${kind}.short.${m.cargo}`)
          : { id: `${kind}:${m.cargo}`, panel: "map", move: m, select: null, moves: [m], label },
      );
    }
  }
  return { targets, stepCells: new Set(cells.keys()) };
}

/** A card holding ships that can act picks one (a fleet: each click the next ship of it). */
function fleetTargets(
  view: OperaPublic,
  mover: readonly Extract<OperaMove, { type: "step" | "load" | "unload" }>[],
  ships: number[],
  sel: Selection | null,
  stepCells: ReadonlySet<number>,
): Target[] {
  const movesOf = (here: number[]) => mover.filter((m) => here.includes(m.ship));
  const cellOf = new Map(view.ships.map((x) => [x.id, x.cell]));
  const byCell = new Map<number, number[]>();
  for (const ship of ships) {
    const c = cellOf.get(ship);
    if (c !== undefined) byCell.set(c, [...(byCell.get(c) ?? []), ship]);
  }
  const targets: Target[] = [];
  for (const [cell, here] of byCell) {
    if (stepCells.has(cell)) {
      // That card is a move for the selected ship: its own ships are picked from the bar.
      for (const ship of here) {
        if (sel?.kind === "ship" && sel.ship === ship) continue;
        const params = { n: ship, cell: cellName(cell, view.width) };
        const b = btn(`ship:${ship}`, null, movesOf([ship]), "sop.btn.otherShip", params);
        targets.push({ ...b, select: { kind: "ship", ship } });
      }
      continue;
    }
    const i = sel?.kind === "ship" ? here.indexOf(sel.ship) : -1;
    const next = here[(i + 1) % here.length]!;
    targets.push({
      id: `cell:${cell}`,
      panel: "map",
      move: null,
      select: { kind: "ship", ship: next },
      moves: movesOf(here),
      label: { key: here.length > 1 ? "sop.target.fleet" : "sop.target.ship", params: { n: here.length } },
    });
  }
  return targets;
}

function discardPart(legal: readonly OperaMove[], part: Part): Part {
  const targets: Target[] = ofType(legal, "discardTech").map((m) => ({
    id: `techcard:${m.tech}`,
    panel: "techs",
    move: m,
    select: null,
    moves: [m],
    label: { key: "sop.target.discard", params: { tech: `tech.${m.tech}` } },
  }));
  return { ...part, targets, focus: "techs" };
}

function pickShipPart(view: OperaPublic, legal: readonly OperaMove[], part: Part): Part {
  const targets = ofType(legal, "pickShip").map((m) => {
    const ship = view.ships.find((x) => x.id === m.ship);
    const params = { n: m.ship, e: ship?.energy ?? 0, m: ship?.meeples ?? 0 };
    return btn(`pickShip:${m.ship}`, m, [m], "sop.btn.pickShip", params);
  });
  return { ...part, targets };
}

/**
 * Plain buttons, then one button per other kind of move (a flow when it needs more choices); on a
 * phone (`compact`) the ways out of the game share one button, the bar keeps its room for play.
 */
function otherTargets(view: OperaPublic, legal: readonly OperaMove[], compact: boolean): Target[] {
  const targets: Target[] = [];
  for (const type of PLAIN) {
    const m = legal.find((x) => x.type === type);
    if (m) targets.push(btn(type, m, [m], `sop.btn.${type}`));
  }
  const covered = new Set<string>(["build", "step", "load", "unload", "discardTech", "pickShip", ...PLAIN]);
  if (compact) {
    const ways = legal.filter((m) => (ENDINGS as readonly string[]).includes(m.type));
    for (const type of ENDINGS) covered.add(type);
    if (ways.length > 0)
      targets.push({ ...btn("endMenu", null, ways, "sop.btn.endMenu"), select: { kind: "endMenu" } });
  }
  const others = [...new Set(legal.map((m) => m.type))].filter((t) => !covered.has(t));
  for (const type of others) {
    const ms = legal.filter((m) => m.type === type);
    if (type === "attack") {
      targets.push(...strikeTargets(ms as Extract<OperaMove, { type: "attack" }>[]));
      continue;
    }
    if (ms.length <= 3 && !(FLOW_TYPES as readonly string[]).includes(type)) {
      // Few answers (explore, react, attack, ties): one button each.
      for (const m of ms) {
        const label = answerLabel(m, view.width);
        targets.push(btn(`${type}:${moveKey(m)}`, m, [m], label.key, label.params));
      }
      continue;
    }
    targets.push(flowButton(type, ms));
  }
  return targets;
}

/**
 * The strikes at an enemy planet, one button per kind in the rules' order (invade first): a missile
 * at a docked ship, when several are docked, then asks which ship. (Asking the ship first, as the
 * move's fields come, offered "Ship 9 / Ship 11 / No ship" to someone who came to invade.)
 */
function strikeTargets(ms: Extract<OperaMove, { type: "attack" }>[]): Target[] {
  const kinds = [...new Set(ms.map((m) => m.target))];
  return kinds.map((target) =>
    flowButton(
      "attack",
      ms.filter((m) => m.target === target),
      { target },
      `attack:${target}`,
      `sop.attack.${target}`,
    ),
  );
}

/**
 * The move a click on `id` stands for when it is not a target (the server then says which rule
 * refuses it); null when it stands for no move.
 */
export function candidateMove(
  view: OperaPublic,
  seat: number | null,
  selection: Selection | null,
  id: string,
): OperaMove | null {
  if (seat === null) return null;
  const [kind, a = ""] = id.split(":");
  switch (kind) {
    case "cell": {
      const cell = Number(a);
      if (view.phase === "build") return { type: "build", planet: cell, item: "ship" };
      if (view.phase === "move" && selection?.kind === "ship")
        return { type: "step", ship: selection.ship, to: cell, hyper: false };
      return null;
    }
    case "build":
      return selection?.kind === "planet"
        ? ({ type: "build", planet: selection.cell, item: a } as OperaMove)
        : null;
    case "load":
    case "unload":
      return selection?.kind === "ship"
        ? ({ type: kind, ship: selection.ship, cargo: a } as OperaMove)
        : null;
    case "ship": {
      const ship = view.ships.find((s) => s.id === Number(a));
      if (!ship || view.phase !== "move") return null;
      const to = ship.cell + 1 < view.width * view.height ? ship.cell + 1 : ship.cell - 1;
      return { type: "step", ship: ship.id, to, hyper: false };
    }
    default:
      return null;
  }
}
