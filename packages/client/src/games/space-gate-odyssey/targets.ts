/**
 * What the viewer may click for each decision of Space Gate Odyssey (pure): the targets built from
 * the legal moves only, the selection after them (or one made for the player), and the hint when it
 * is not the decision's own. adapter.ts picks the decision and calls `targetsFor`.
 */
import type { Room } from "@starport/rules/space-gate-odyssey/content.ts";
import type { SgoMove, SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import {
  barButton,
  type Lit as KitLit,
  selects as kitSelects,
  sends as kitSends,
  type Label,
  ofType,
} from "../kit/interaction.ts";
import type { DecisionKind, PanelId, Selection, Target } from "./adapter.ts";

type MoveOf<T extends SgoMove["type"]> = Extract<SgoMove, { type: T }>;

/** What a decision's targets are built from. */
export interface Ask {
  view: SgoPublicView;
  legal: readonly SgoMove[];
  decision: DecisionKind;
  /** The selection still valid with these legal moves. */
  sel: Selection | null;
}

/** The targets of a decision (the kit's Lit) and the selection they go with. */
export interface Lit extends KitLit<SgoMove, PanelId, Selection> {
  sel: Selection | null;
  /** The selection was made for the player (the only figure or settler that can move). */
  auto?: boolean;
}

export const btn = barButton<SgoMove, PanelId, Selection>;
const sends = kitSends<SgoMove, PanelId, Selection>;
const selects = kitSelects<SgoMove, PanelId, Selection>;

/** The targets of a decision. */
export function targetsFor(a: Ask): Lit {
  switch (a.decision) {
    case "activate":
      return activateTargets(a);
    case "actSettlers":
      return settlerTargets(a);
    case "place":
    case "reorganize":
      return cellTargets(a);
    case "swap":
    case "swapAdjacent":
      return tokenTargets(a);
    default:
      return { targets: directTargets(a), sel: a.sel };
  }
}

/** Moves grouped by a key, in the order of their first move. */
function groupBy<M>(moves: readonly M[], key: (m: M) => string): Map<string, M[]> {
  const groups = new Map<string, M[]>();
  for (const m of moves) {
    const k = key(m);
    groups.set(k, [...(groups.get(k) ?? []), m]);
  }
  return groups;
}

/** Activation: the figures that can go (a click selects one), then the rooms the selected one can go to. */
function activateTargets(a: Ask): Lit {
  const acts = ofType(a.legal, "activate");
  const figures = groupBy(acts, (m) => `${m.from}:${m.figure}`);
  let sel = a.sel;
  if (!sel && figures.size === 1) {
    const only = acts[0]!;
    sel = { kind: "figure", room: only.from, figure: only.figure as "engineer" | "chief" };
  }
  const targets: Target[] = [];
  for (const [k, ms] of figures) {
    const [room, figure] = k.split(":") as [Room, "engineer" | "chief"];
    const chosen = sel?.kind === "figure" && sel.room === room && sel.figure === figure;
    const select: Selection | null = chosen ? null : { kind: "figure", room, figure };
    targets.push(selects(`fig:${room}:${figure}`, "odyssey", select, ms, { key: `figure.${figure}` }));
  }
  let hint: Label | undefined;
  if (sel?.kind === "figure") {
    const s = sel;
    for (const m of acts.filter((x) => x.from === s.room && x.figure === s.figure)) {
      targets.push(sends(`room:${m.to}`, "odyssey", m, { key: `room.${m.to}` }));
    }
    hint = { key: "hint.activateRoom" };
  }
  const reorg = ofType(a.legal, "reorganize")[0];
  if (reorg) targets.push(btn("reorganize", reorg, [reorg], "btn.reorganize"));
  return { targets, sel, auto: figures.size === 1, hint };
}

/** A room's settler actions: the modules a settler can leave (a click picks one), then where it can go. */
function settlerTargets(a: Ask): Lit {
  const moves = ofType(a.legal, "moveSettler");
  const sources = [...new Set(moves.map((m) => m.from))];
  let sel = a.sel;
  // The settler that just moved stays picked only while that is unambiguous: a module that is
  // both one of its destinations and a source of its own would need a Cancel to be picked.
  if (sel?.kind === "settler" && sel.follow) {
    const from = sel.module;
    const clash = moves.some((m) => m.from === from && sources.includes(m.to));
    sel = clash ? null : { kind: "settler", module: from };
  }
  if (!sel && sources.length === 1) sel = { kind: "settler", module: sources[0]! };
  const picked = sel?.kind === "settler" ? sel.module : null;
  const dests = picked === null ? [] : moves.filter((m) => m.from === picked);
  const destIds = new Set(dests.map((m) => m.to));
  const targets = dests.map((m) => sends(`mod:${m.to}`, "station", m, { key: "target.moveHere" }));
  for (const from of sources) {
    if (destIds.has(from)) continue;
    const select: Selection | null =
      picked === from && sources.length > 1 ? null : { kind: "settler", module: from };
    const ms = moves.filter((m) => m.from === from);
    targets.push(selects(`mod:${from}`, "station", select, ms, { key: "target.settlerFrom" }));
  }
  const hint = picked !== null ? { key: "hint.actSettlersTo" } : undefined;
  return { targets, sel, auto: sources.length === 1, hint };
}

const cellOf = (m: MoveOf<"place">): Selection => ({ kind: "cell", x: m.x, y: m.y, rotation: m.rotation });

/** The placement after `rotation` among a cell's placements (each click on the cell turns the module). */
function nextRotation(here: readonly MoveOf<"place">[], rotation: number): Selection {
  const i = here.findIndex((m) => m.rotation === rotation);
  return cellOf(here[(i + 1) % here.length]!);
}

/** Placing a module: the empty cells (a click puts it there, another turns it), then Place and Rotate. */
function cellTargets(a: Ask): Lit {
  const places = ofType(a.legal, "place");
  const sel = a.sel;
  const targets: Target[] = [];
  for (const [k, ms] of groupBy(places, (m) => `${m.x},${m.y}`)) {
    const here = sel?.kind === "cell" && `${sel.x},${sel.y}` === k ? sel : null;
    const next = here ? nextRotation(ms, here.rotation) : cellOf(ms[0]!);
    targets.push(selects(`cell:${k}`, "station", next, ms, { key: here ? "target.rotate" : "target.cell" }));
  }
  let hint: Label | undefined;
  if (sel?.kind === "cell") {
    const s = sel;
    const chosen = places.find((m) => m.x === s.x && m.y === s.y && m.rotation === s.rotation)!;
    const here = places.filter((m) => m.x === s.x && m.y === s.y);
    targets.push(btn("place", chosen, [chosen], "btn.place"));
    if (here.length > 1) {
      targets.push(btn("rotate", null, here, "btn.rotate", undefined, nextRotation(here, s.rotation)));
    }
    hint = { key: here.length > 1 ? "hint.placeConfirmRotate" : "hint.placeConfirm" };
  } else if (places.length === 0) hint = { key: "hint.placeNowhere" };
  const ret = ofType(a.legal, "returnTile")[0];
  const cancelReorg = ofType(a.legal, "cancelReorganize")[0];
  if (ret) targets.push(btn("return", ret, [ret], "btn.return"));
  if (cancelReorg) targets.push(btn("cancelReorg", cancelReorg, [cancelReorg], "btn.cancelReorg"));
  return { targets, sel, hint };
}

/** Swapping predominance tokens: a token (a click picks it), then the token to swap it with. */
function tokenTargets(a: Ask): Lit {
  const swaps = ofType(a.legal, "swap");
  const picked = a.sel?.kind === "token" ? a.sel.pos : null;
  const targets: Target[] = [];
  for (let pos = 0; pos < 5; pos++) {
    const withPos = swaps.filter((m) => m.a === pos || m.b === pos);
    if (withPos.length === 0) continue;
    const m =
      picked !== null && picked !== pos
        ? swaps.find((x) => x.a === Math.min(picked, pos) && x.b === Math.max(picked, pos))
        : undefined;
    if (m) targets.push(sends(`token:${pos}`, "hawking", m, { key: "target.swapWith" }));
    else {
      const select: Selection | null = picked === pos ? null : { kind: "token", pos };
      targets.push(selects(`token:${pos}`, "hawking", select, withPos, { key: "target.token" }));
    }
  }
  const hint = picked !== null ? { key: "hint.swapSecond" } : undefined;
  return { targets, sel: a.sel, hint };
}

/** The decisions whose every legal move is one click on a board thing. */
function directTargets(a: Ask): Target[] {
  const legal = a.legal;
  switch (a.decision) {
    case "build":
    case "actModules":
      return ofType(legal, "draw").map((m) => sends(`pile:${m.pile}`, "worksite", m, { key: "target.pile" }));
    case "actAirlock":
      return ofType(legal, "fill").map((m) => sends(`mod:${m.module}`, "station", m, { key: "target.fill" }));
    case "send":
      return ofType(legal, "send").map((m) => sends(`mod:${m.module}`, "station", m, { key: "target.send" }));
    case "colonize": {
      const planet = a.view.journey?.flight?.planet ?? "bose";
      return ofType(legal, "colonize").map((m) =>
        sends(`spot:${planet}:${m.spot}`, "planets", m, { key: "target.spot" }),
      );
    }
    case "moveGate":
      return ofType(legal, "moveGate").map((m) =>
        sends(`planet:${m.planet}`, "planets", m, { key: "target.gateTo" }),
      );
    case "recruit":
      return ofType(legal, "recruit").map((m) =>
        sends(`room:${m.room}`, "odyssey", m, { key: `room.${m.room}` }),
      );
    case "promote":
      return ofType(legal, "promote").map((m) =>
        sends(`fig:${m.room}:engineer`, "odyssey", m, { key: "figure.engineer" }),
      );
    case "govern":
      return ofType(legal, "govern").map((m) =>
        sends(`fig:${m.room}:${m.figure}`, "odyssey", m, { key: `figure.${m.figure}` }),
      );
    default:
      return [];
  }
}
