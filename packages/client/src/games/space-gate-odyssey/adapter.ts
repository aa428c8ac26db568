/**
 * Space Gate Odyssey adapter: the only place that reads the rules' view and legal moves for the
 * scene. Pure data in, pure data out (no Phaser), so it is unit-tested:
 *
 * - `interaction(view, legal, seat, selection)`: what the viewer may click now (targets, each with
 *   the move it sends or the selection it makes, built per decision in targets.ts), which panel
 *   should be in front, and a hint;
 * - `candidateMove(...)`: the move a click on something not highlighted stands for, so the scene
 *   can ask the server why it is refused (the client never decides legality itself).
 *
 * The events' animation steps are in animation.ts.
 */
import { MODULES, type Room } from "@starport/rules/space-gate-odyssey/content.ts";
import type { PlanetId } from "@starport/rules/space-gate-odyssey/exoplanets.ts";
import type {
  DecisionView,
  ModuleView,
  PlayerView,
  SgoMove,
  SgoPublicView,
} from "@starport/rules/space-gate-odyssey/types.ts";
import {
  type Interaction as KitInteraction,
  type Target as KitTarget,
  moveKey,
  ofType,
  sameMove,
} from "../kit/interaction.ts";
import { btn, targetsFor } from "./targets.ts";

/** The areas of the board; one is in front (large), the others are shown smaller beside it. */
export const PANELS = ["station", "odyssey", "worksite", "hawking", "planets"] as const;
export type PanelId = (typeof PANELS)[number];

/** A choice made by a first click and completed by a second one. */
export type Selection =
  | { kind: "figure"; room: Room; figure: "engineer" | "chief" }
  /** `follow`: the settler just moved there, kept picked so it can walk on (no click needed). */
  | { kind: "settler"; module: number; follow?: boolean }
  | { kind: "cell"; x: number; y: number; rotation: number }
  | { kind: "token"; pos: number };

/**
 * Something the viewer may click (the kit's target). Ids name board things: `fig:<room>:<figure>`
 * (your figures in a control room), `room:<room>`, `pile:<i>`, `mod:<tile>` (a module of your
 * station), `cell:<x>,<y>` (an empty cell of your station), `spot:<planet>:<i>`, `planet:<id>`,
 * `token:<position>`, and `btn:<name>` for the buttons of the action bar.
 */
export type Target = KitTarget<SgoMove, PanelId, Selection>;

/**
 * What the viewer is asked now, by kind (from the legal moves, so it matches exactly): the rules'
 * decision kinds, with a room's actions (`act`) named by what they do.
 */
export type DecisionKind = Exclude<DecisionView["kind"], "act"> | "actSettlers" | "actModules" | "actAirlock";

export type Interaction = KitInteraction<SgoMove, PanelId, Selection, DecisionKind>;

export { moveKey, sameMove };

/** The seat's player view. */
export const playerOf = (view: SgoPublicView, seat: number): PlayerView | undefined => view.seats[seat];

/** The module of a station holding `tile`. */
export const moduleOf = (p: PlayerView | undefined, tile: number): ModuleView | undefined =>
  p?.station.find((m) => m.tile === tile);

/** Which kind of room action each room's activation asks for. */
const ACT_KIND: Record<Room, DecisionKind> = {
  water: "actSettlers",
  wildlife: "actSettlers",
  energy: "actSettlers",
  modules: "actModules",
  airlock: "actAirlock",
};

/**
 * The decision the viewer is asked (null when it has no legal move): the rules' own decision
 * (`view.decision`), an activated room's actions named by what they do.
 */
export function decisionOf(view: SgoPublicView, legal: readonly SgoMove[]): DecisionKind | null {
  const d = view.decision;
  if (legal.length === 0 || !d) return null;
  return d.kind === "act" ? ACT_KIND[d.room ?? "water"] : d.kind;
}

/** The panel a decision is made on. */
export function panelFor(kind: DecisionKind | DecisionView["kind"] | null): PanelId {
  switch (kind) {
    case "activate":
    case "recruit":
    case "promote":
    case "govern":
      return "odyssey";
    case "build":
    case "actModules":
      return "worksite";
    case "colonize":
    case "moveGate":
      return "planets";
    case "swap":
    case "swapAdjacent":
      return "hawking";
    default:
      return "station";
  }
}

/** The panel where the current actor (any seat) decides, for spectators and waiting players. */
export function actorPanel(view: SgoPublicView): PanelId {
  const d = view.decision;
  if (!d) return view.final ? "hawking" : "station";
  // Drawing and placing alternate quickly: watchers keep the station (where modules land) in front.
  if (d.kind === "act" || d.kind === "build") return "station";
  return panelFor(d.kind);
}

/** Validates a selection against the legal moves (a stale one becomes null). */
function validSelection(sel: Selection | null, legal: readonly SgoMove[]): Selection | null {
  if (!sel) return null;
  switch (sel.kind) {
    case "figure":
      return ofType(legal, "activate").some((m) => m.from === sel.room && m.figure === sel.figure)
        ? sel
        : null;
    case "settler":
      return ofType(legal, "moveSettler").some((m) => m.from === sel.module) ? sel : null;
    case "cell":
      return ofType(legal, "place").some((m) => m.x === sel.x && m.y === sel.y && m.rotation === sel.rotation)
        ? sel
        : null;
    case "token":
      return ofType(legal, "swap").some((m) => m.a === sel.pos || m.b === sel.pos) ? sel : null;
  }
}

/**
 * What the viewer may click now. `seat` null (spectator, replay) or no legal moves: no targets,
 * the focus follows the seat that acts.
 */
export function interaction(
  view: SgoPublicView,
  legal: readonly SgoMove[],
  seat: number | null,
  selection: Selection | null,
): Interaction {
  const decision = seat === null ? null : decisionOf(view, legal);
  if (decision === null) {
    return {
      decision,
      selection: null,
      targets: [],
      focus: actorPanel(view),
      hint: { key: seat === null ? "hint.watching" : view.final ? "hint.over" : "hint.wait" },
    };
  }
  const lit = targetsFor({ view, legal, decision, sel: validSelection(selection, legal) });
  const targets = lit.targets;
  // Passing is offered in every decision that allows it.
  const pass = ofType(legal, "pass")[0];
  if (pass) targets.push(btn("pass", pass, [pass], "btn.pass", { n: view.act?.pointsLeft ?? 0 }));
  // A selection made for the player needs no Cancel; a placement's cell is changed by another click.
  if (lit.sel && !lit.auto && decision !== "place" && decision !== "reorganize") {
    targets.push(btn("cancel", null, [], "btn.cancel"));
  }
  return {
    decision,
    selection: lit.sel,
    targets,
    focus: panelFor(decision),
    hint: lit.hint ?? { key: `hint.${decision}` },
  };
}

/**
 * The move a click on `id` would stand for when it is not one of the targets, so the server can
 * say which rule refuses it; null when the click stands for no move (the scene then says what to
 * click instead).
 */
export function candidateMove(
  view: SgoPublicView,
  seat: number | null,
  selection: Selection | null,
  id: string,
): SgoMove | null {
  if (seat === null) return null;
  const [kind, a = "", b = ""] = id.split(":");
  const me = playerOf(view, seat);
  const d = view.decision;
  switch (kind) {
    case "fig": {
      const room = a as Room;
      const figure = b as "engineer" | "chief" | "robot";
      if (d?.kind === "promote") return { type: "promote", room };
      if (d?.kind === "govern")
        return { type: "govern", room, figure: figure === "chief" ? "chief" : "engineer" };
      const other: Room = room === "water" ? "wildlife" : "water";
      return { type: "activate", from: room, figure, to: other };
    }
    case "room": {
      const room = a as Room;
      if (d?.kind === "recruit") return { type: "recruit", room };
      if (selection?.kind === "figure") {
        return { type: "activate", from: selection.room, figure: selection.figure, to: room };
      }
      return null;
    }
    case "pile":
      return { type: "draw", pile: Number(a) };
    case "mod": {
      const tile = Number(a);
      if (selection?.kind === "settler") return { type: "moveSettler", from: selection.module, to: tile };
      const mod = moduleOf(me, tile);
      if (d?.kind === "place" || d?.kind === "reorganize") {
        return mod ? { type: "place", x: mod.x, y: mod.y, rotation: 0 } : null;
      }
      if (d?.kind === "send") return { type: "send", module: tile };
      if (d?.kind === "act" && d.room === "airlock") return { type: "fill", module: tile };
      if (d?.kind === "act" && d.room !== "modules" && mod && mod.settlers === 0) {
        return { type: "moveSettler", from: tile, to: tile };
      }
      return null;
    }
    case "cell": {
      const [x, y] = a.split(",").map(Number) as [number, number];
      return { type: "place", x, y, rotation: selection?.kind === "cell" ? selection.rotation : 0 };
    }
    case "spot": {
      const flight = view.journey?.flight;
      if (flight && flight.planet !== a) return null;
      return { type: "colonize", spot: Number(b) };
    }
    case "planet":
      return { type: "moveGate", planet: a as PlanetId };
    case "token": {
      const pos = Number(a);
      if (selection?.kind === "token" && selection.pos !== pos) {
        return { type: "swap", a: Math.min(selection.pos, pos), b: Math.max(selection.pos, pos) };
      }
      return null;
    }
    default:
      return null;
  }
}

/** Static data of a module tile (type, domain, capacity, gate, bonus). */
export const tileDef = (tile: number) => MODULES[tile]!;
