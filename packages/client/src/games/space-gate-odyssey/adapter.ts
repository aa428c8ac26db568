/**
 * Space Gate Odyssey adapter: the only place that reads the rules' view, legal moves and events
 * for the scene. Pure data in, pure data out (no Phaser), so it is unit-tested:
 *
 * - `interaction(view, legal, seat, selection)`: what the viewer may click now (targets, each with
 *   the move it sends or the selection it makes), which panel should be in front, and a hint;
 * - `candidateMove(...)`: the move a click on something not highlighted stands for, so the scene
 *   can ask the server why it is refused (the client never decides legality itself);
 * - `animationSteps(events)`: the tweens to play for the events of an update.
 */
import { MODULES, type Room } from "@starport/rules/space-gate-odyssey/content.ts";
import type { PlanetId } from "@starport/rules/space-gate-odyssey/exoplanets.ts";
import type {
  ModuleView,
  PlayerView,
  SgoEvent,
  SgoMove,
  SgoPublicView,
} from "@starport/rules/space-gate-odyssey/types.ts";
import {
  barButton,
  type Interaction as KitInteraction,
  type Target as KitTarget,
  moveKey,
  sameMove,
} from "../kit/interaction.ts";
import { scheduleMs as kitSchedule, MAX_QUEUE_MS } from "../kit/schedule.ts";

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

/** What the viewer is asked now, by kind (from the legal moves, so it matches exactly). */
export type DecisionKind =
  | "build"
  | "place"
  | "activate"
  | "reorganize"
  | "actSettlers"
  | "actModules"
  | "actAirlock"
  | "send"
  | "colonize"
  | "swap"
  | "swapAdjacent"
  | "recruit"
  | "promote"
  | "govern"
  | "moveGate";

export type Interaction = KitInteraction<SgoMove, PanelId, Selection, DecisionKind>;

export { moveKey, sameMove };

type MoveOf<T extends SgoMove["type"]> = Extract<SgoMove, { type: T }>;
const ofType = <T extends SgoMove["type"]>(legal: readonly SgoMove[], type: T): MoveOf<T>[] =>
  legal.filter((m): m is MoveOf<T> => m.type === type);

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
export function panelFor(kind: DecisionKind | DecisionViewKind | null): PanelId {
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

type DecisionViewKind = NonNullable<SgoPublicView["decision"]>["kind"];

/** The panel where the current actor (any seat) decides, for spectators and waiting players. */
export function actorPanel(view: SgoPublicView): PanelId {
  const d = view.decision;
  if (!d) return view.final ? "hawking" : "station";
  // Drawing and placing alternate quickly: watchers keep the station (where modules land) in front.
  if (d.kind === "act" || d.kind === "build") return "station";
  return panelFor(d.kind);
}

const btn = (
  name: string,
  move: SgoMove | null,
  moves: SgoMove[],
  key: string,
  params?: Record<string, string | number>,
): Target => barButton(name, move, moves, key, params);

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
  let sel = validSelection(selection, legal);
  // A selection made for the player (the only engineer or settler that can move) needs no cancel.
  let auto = false;
  const targets: Target[] = [];
  let hint: Interaction["hint"] = { key: `hint.${decision}` };

  // Moves available everywhere in a decision: buttons.
  const pass = ofType(legal, "pass")[0];
  const ret = ofType(legal, "returnTile")[0];
  const reorg = ofType(legal, "reorganize")[0];
  const cancelReorg = ofType(legal, "cancelReorganize")[0];

  switch (decision) {
    case "activate": {
      const acts = ofType(legal, "activate");
      const figures = new Map<string, MoveOf<"activate">[]>();
      for (const m of acts) {
        const k = `${m.from}:${m.figure}`;
        figures.set(k, [...(figures.get(k) ?? []), m]);
      }
      if (!sel && figures.size === 1) {
        const only = acts[0]!;
        sel = { kind: "figure", room: only.from, figure: only.figure as "engineer" | "chief" };
      }
      auto = figures.size === 1;
      for (const [k, ms] of figures) {
        const [room, figure] = k.split(":") as [Room, "engineer" | "chief"];
        const chosen = sel?.kind === "figure" && sel.room === room && sel.figure === figure;
        targets.push({
          id: `fig:${room}:${figure}`,
          panel: "odyssey",
          move: null,
          select: chosen ? null : { kind: "figure", room, figure },
          moves: ms,
          label: { key: `figure.${figure}` },
        });
      }
      if (sel?.kind === "figure") {
        const s = sel;
        for (const m of acts.filter((x) => x.from === s.room && x.figure === s.figure)) {
          targets.push({
            id: `room:${m.to}`,
            panel: "odyssey",
            move: m,
            select: null,
            moves: [m],
            label: { key: `room.${m.to}` },
          });
        }
        hint = { key: "hint.activateRoom" };
      }
      if (reorg) targets.push(btn("reorganize", reorg, [reorg], "btn.reorganize"));
      break;
    }
    case "actSettlers": {
      const moves = ofType(legal, "moveSettler");
      const sources = [...new Set(moves.map((m) => m.from))];
      // The settler that just moved stays picked only while that is unambiguous: a module that is
      // both one of its destinations and a source of its own would need a Cancel to be picked.
      if (sel?.kind === "settler" && sel.follow) {
        const from = sel.module;
        const clash = moves.some((m) => m.from === from && sources.includes(m.to));
        sel = clash ? null : { kind: "settler", module: from };
      }
      if (!sel && sources.length === 1) sel = { kind: "settler", module: sources[0]! };
      auto = sources.length === 1;
      const dests =
        sel?.kind === "settler" ? moves.filter((m) => m.from === (sel as { module: number }).module) : [];
      const destIds = new Set(dests.map((m) => m.to));
      for (const m of dests) {
        targets.push({
          id: `mod:${m.to}`,
          panel: "station",
          move: m,
          select: null,
          moves: [m],
          label: { key: "target.moveHere" },
        });
      }
      for (const from of sources) {
        if (destIds.has(from)) continue;
        const chosen = sel?.kind === "settler" && sel.module === from;
        targets.push({
          id: `mod:${from}`,
          panel: "station",
          move: null,
          select: chosen && sources.length > 1 ? null : { kind: "settler", module: from },
          moves: moves.filter((m) => m.from === from),
          label: { key: "target.settlerFrom" },
        });
      }
      if (sel?.kind === "settler") hint = { key: "hint.actSettlersTo" };
      break;
    }
    case "build":
    case "actModules": {
      for (const m of ofType(legal, "draw")) {
        targets.push({
          id: `pile:${m.pile}`,
          panel: "worksite",
          move: m,
          select: null,
          moves: [m],
          label: { key: "target.pile" },
        });
      }
      break;
    }
    case "place":
    case "reorganize": {
      const places = ofType(legal, "place");
      const cells = new Map<string, MoveOf<"place">[]>();
      for (const m of places) {
        const k = `${m.x},${m.y}`;
        cells.set(k, [...(cells.get(k) ?? []), m]);
      }
      for (const [k, ms] of cells) {
        const here = sel?.kind === "cell" && `${sel.x},${sel.y}` === k ? sel : null;
        let next: Selection;
        if (here) {
          const i = ms.findIndex((m) => m.rotation === here.rotation);
          const n = ms[(i + 1) % ms.length]!;
          next = { kind: "cell", x: n.x, y: n.y, rotation: n.rotation };
        } else next = { kind: "cell", x: ms[0]!.x, y: ms[0]!.y, rotation: ms[0]!.rotation };
        targets.push({
          id: `cell:${k}`,
          panel: "station",
          move: null,
          select: next,
          moves: ms,
          label: { key: here ? "target.rotate" : "target.cell" },
        });
      }
      if (sel?.kind === "cell") {
        const s = sel;
        const chosen = places.find((m) => m.x === s.x && m.y === s.y && m.rotation === s.rotation)!;
        const here = places.filter((m) => m.x === s.x && m.y === s.y);
        targets.push(btn("place", chosen, [chosen], "btn.place"));
        if (here.length > 1) {
          const i = here.findIndex((m) => m.rotation === s.rotation);
          const n = here[(i + 1) % here.length]!;
          targets.push({
            ...btn("rotate", null, here, "btn.rotate"),
            select: { kind: "cell", x: n.x, y: n.y, rotation: n.rotation },
          });
        }
        hint = { key: here.length > 1 ? "hint.placeConfirmRotate" : "hint.placeConfirm" };
      } else if (places.length === 0) hint = { key: "hint.placeNowhere" };
      if (ret) targets.push(btn("return", ret, [ret], "btn.return"));
      if (cancelReorg) targets.push(btn("cancelReorg", cancelReorg, [cancelReorg], "btn.cancelReorg"));
      break;
    }
    case "actAirlock":
      for (const m of ofType(legal, "fill")) {
        targets.push({
          id: `mod:${m.module}`,
          panel: "station",
          move: m,
          select: null,
          moves: [m],
          label: { key: "target.fill" },
        });
      }
      break;
    case "send":
      for (const m of ofType(legal, "send")) {
        targets.push({
          id: `mod:${m.module}`,
          panel: "station",
          move: m,
          select: null,
          moves: [m],
          label: { key: "target.send" },
        });
      }
      break;
    case "colonize": {
      const planet = view.journey?.flight?.planet ?? "bose";
      for (const m of ofType(legal, "colonize")) {
        targets.push({
          id: `spot:${planet}:${m.spot}`,
          panel: "planets",
          move: m,
          select: null,
          moves: [m],
          label: { key: "target.spot" },
        });
      }
      break;
    }
    case "swap":
    case "swapAdjacent": {
      const swaps = ofType(legal, "swap");
      const picked = sel?.kind === "token" ? sel.pos : null;
      for (let pos = 0; pos < 5; pos++) {
        const withPos = swaps.filter((m) => m.a === pos || m.b === pos);
        if (withPos.length === 0) continue;
        if (picked !== null && picked !== pos) {
          const m = swaps.find((x) => x.a === Math.min(picked, pos) && x.b === Math.max(picked, pos));
          if (m) {
            targets.push({
              id: `token:${pos}`,
              panel: "hawking",
              move: m,
              select: null,
              moves: [m],
              label: { key: "target.swapWith" },
            });
            continue;
          }
        }
        targets.push({
          id: `token:${pos}`,
          panel: "hawking",
          move: null,
          select: picked === pos ? null : { kind: "token", pos },
          moves: withPos,
          label: { key: "target.token" },
        });
      }
      if (picked !== null) hint = { key: "hint.swapSecond" };
      break;
    }
    case "moveGate":
      for (const m of ofType(legal, "moveGate")) {
        targets.push({
          id: `planet:${m.planet}`,
          panel: "planets",
          move: m,
          select: null,
          moves: [m],
          label: { key: "target.gateTo" },
        });
      }
      break;
    case "recruit":
      for (const m of ofType(legal, "recruit")) {
        targets.push({
          id: `room:${m.room}`,
          panel: "odyssey",
          move: m,
          select: null,
          moves: [m],
          label: { key: `room.${m.room}` },
        });
      }
      break;
    case "promote":
      for (const m of ofType(legal, "promote")) {
        targets.push({
          id: `fig:${m.room}:engineer`,
          panel: "odyssey",
          move: m,
          select: null,
          moves: [m],
          label: { key: "figure.engineer" },
        });
      }
      break;
    case "govern":
      for (const m of ofType(legal, "govern")) {
        targets.push({
          id: `fig:${m.room}:${m.figure}`,
          panel: "odyssey",
          move: m,
          select: null,
          moves: [m],
          label: { key: `figure.${m.figure}` },
        });
      }
      break;
  }
  if (pass) {
    const left = view.act?.pointsLeft ?? 0;
    targets.push(btn("pass", pass, [pass], "btn.pass", { n: left }));
  }
  if (sel && !auto && decision !== "place" && decision !== "reorganize") {
    targets.push(btn("cancel", null, [], "btn.cancel"));
  }
  return { decision, selection: sel, targets, focus: panelFor(decision), hint };
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

// ---------------------------------------------------------------- animation

/** One tween (or a few at once) to play for an event; the scene maps each kind to drawing. */
export type AnimStep =
  | { kind: "walk"; seat: number; figure: "engineer" | "chief"; from: Room; to: Room }
  | { kind: "settler"; seat: number; from: number; to: number }
  | { kind: "flip"; seat: number; module: number }
  | { kind: "draw"; seat: number; pile: number; tile: number }
  | { kind: "place"; seat: number; tile: number; x: number; y: number; rotation: number }
  | { kind: "return"; seat: number; pile: number; tile: number }
  | { kind: "fill"; seat: number; module: number; added: number }
  | { kind: "fly"; seat: number; module: number; planet: PlanetId; spot: number }
  | { kind: "hawking"; seat: number; module: number; count: number }
  | { kind: "wheel"; seat: number; from: number; to: number; delta: number }
  | { kind: "rank"; seat: number; rank: number; figure: "settler" | "engineer"; room: Room | null }
  | { kind: "unrank"; seat: number; rank: number }
  | { kind: "swap"; a: number; b: number }
  | { kind: "gate"; gate: string; from: PlanetId; to: PlanetId | "hawking" }
  | { kind: "close"; planet: PlanetId }
  | { kind: "figure"; seat: number; room: Room; figure: "engineer" | "robot" | "chief" };

/** Base duration (ms at speed 1) of each kind of step. */
export const STEP_MS: Record<AnimStep["kind"], number> = {
  walk: 520,
  settler: 360,
  flip: 320,
  draw: 360,
  place: 480,
  return: 360,
  fill: 320,
  fly: 420,
  hawking: 420,
  wheel: 0, // per space, below
  rank: 520,
  unrank: 360,
  swap: 420,
  gate: 600,
  close: 420,
  figure: 320,
};
const WHEEL_STEP_MS = 90;

/** Duration of a step at speed 1. */
export function stepMs(s: AnimStep): number {
  if (s.kind === "wheel") return Math.min(1200, Math.max(200, Math.abs(s.delta) * WHEEL_STEP_MS));
  return STEP_MS[s.kind];
}

/** The tweens for a list of events, in order; events without motion give none. */
export function animationSteps(events: readonly SgoEvent[]): AnimStep[] {
  const out: AnimStep[] = [];
  for (const e of events) {
    switch (e.type) {
      case "roomActivated":
        out.push({ kind: "walk", seat: e.seat, figure: e.figure, from: e.from, to: e.room });
        break;
      case "settlerMoved":
        out.push({ kind: "settler", seat: e.seat, from: e.from, to: e.to });
        break;
      case "moduleSwitchedOn":
        out.push({ kind: "flip", seat: e.seat, module: e.module });
        break;
      case "tileDrawn":
        out.push({ kind: "draw", seat: e.seat, pile: e.pile, tile: e.tile });
        break;
      case "tilePlaced":
        out.push({ kind: "place", seat: e.seat, tile: e.tile, x: e.x, y: e.y, rotation: e.rotation });
        break;
      case "tileReturned":
        out.push({ kind: "return", seat: e.seat, pile: e.pile, tile: e.tile });
        break;
      case "accessFilled":
        out.push({ kind: "fill", seat: e.seat, module: e.module, added: e.added });
        break;
      case "settlerColonized":
        out.push({ kind: "fly", seat: e.seat, module: e.module, planet: e.planet, spot: e.spot });
        break;
      case "hawkingReached":
        out.push({ kind: "hawking", seat: e.seat, module: e.module, count: e.settlers });
        break;
      case "influenceChanged":
        out.push({ kind: "wheel", seat: e.seat, from: e.from, to: e.to, delta: e.delta });
        break;
      case "governmentAdded":
        out.push({ kind: "rank", seat: e.seat, rank: e.rank, figure: e.figure, room: e.room });
        break;
      case "governmentRemoved":
        out.push({ kind: "unrank", seat: e.seat, rank: e.rank });
        break;
      case "predominanceSwapped":
        out.push({ kind: "swap", a: e.a, b: e.b });
        break;
      case "gateMoved":
        out.push({ kind: "gate", gate: e.gate, from: e.from, to: e.to });
        break;
      case "planetClosed":
        out.push({ kind: "close", planet: e.planet });
        break;
      case "figureAdded":
        out.push({ kind: "figure", seat: e.seat, room: e.room, figure: e.figure });
        break;
      case "engineerPromoted":
        out.push({ kind: "figure", seat: e.seat, room: e.room, figure: "chief" });
        break;
      default:
        break;
    }
  }
  return out;
}

export { MAX_QUEUE_MS };

/** Durations (ms) of the steps at the player's speed (the kit's schedule with this game's step lengths). */
export const scheduleMs = (steps: readonly AnimStep[], speed: number): number[] =>
  kitSchedule(steps, speed, stepMs);

/** Static data of a module tile (type, domain, capacity, gate, bonus). */
export const tileDef = (tile: number) => MODULES[tile]!;
