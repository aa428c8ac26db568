/** Space Gate Odyssey: state, moves, events and views (plain JSON data). */
import { z } from "zod";
import type { RngState } from "../core/rng.ts";
import type { GameEvent, Seat } from "../core/types.ts";
import { type Bonus, type Gate, ROOMS, type Room, type Token } from "./content.ts";
import { PLANET_IDS, type PlanetId } from "./exoplanets.ts";
import type { FlightMemory, PlanetState, ScoreLine } from "./planets.ts";
import type { StationModule } from "./station.ts";

export const optionsSchema = z
  .object({
    /** Short game (rulebook p.3): 2 gates, 3 exoplanets, the 12 gate modules of the unused gate removed. */
    short: z.boolean().default(false),
    /** First game: each player gets a reorganization token (rulebook p.4). */
    firstGame: z.boolean().default(false),
    /** Exoplanets in play, in order (the first 3, or 2 in the short game, get the gates); random if absent. */
    exoplanets: z.array(z.enum(PLANET_IDS)).optional(),
    /** Safety end: the game ends with the final scoring after this many rounds (real games use far fewer). */
    maxRounds: z.number().int().min(1).max(1000).default(80),
  })
  .strict()
  .superRefine((o, ctx) => {
    if (!o.exoplanets) return;
    const want = o.short ? 3 : 5;
    if (o.exoplanets.length !== want || new Set(o.exoplanets).size !== want) {
      ctx.addIssue({ code: "custom", message: `exoplanets must list ${want} different exoplanets` });
    }
  });
export type SgoOptions = z.infer<typeof optionsSchema>;

/** Figures of one player in one control room. */
export interface RoomFigures {
  engineers: number;
  chiefs: number;
  robots: number;
}

export interface Reserve {
  engineers: number;
  suits: number;
  robots: number;
  settlers: number;
}

export type GovernmentFigure = "settler" | "engineer";

export interface PlayerState {
  station: StationModule[];
  /** Figures in each control room, in ROOMS order. */
  rooms: RoomFigures[];
  reserve: Reserve;
  /** Position of the player's settler on the influence wheel (0-9). */
  wheel: number;
  /** Influence gained minus lost over the game (for display; the wheel and government decide). */
  influence: number;
  /** Figure on each government rank, from rank 1 up. */
  government: GovernmentFigure[];
  /** Unused reorganization token (first-game option). */
  reorganization: boolean;
}

/** A decision waited for, beyond the flow of the turn (processed first in, first out). */
export type Pending =
  | { kind: "swap"; seat: Seat; adjacent: boolean; why: "predominanceSpot" | "fermiCentre" }
  | { kind: "recruit"; seat: Seat }
  | { kind: "promote"; seat: Seat }
  | { kind: "govern"; seat: Seat }
  | { kind: "gate"; seat: Seat; gate: number; from: number };

export type Phase = "build" | "activate" | "reorganize" | "act" | "journey" | "over";

export interface Flight extends FlightMemory {
  module: number;
  planet: number;
}

export interface FinalRow {
  seat: Seat;
  predominance: { token: Token; points: number }[];
  openCorridors: number;
  total: number;
}

export interface SgoState {
  players: number;
  options: { short: boolean; firstGame: boolean; maxRounds: number };
  rng: RngState;
  first: Seat;
  active: Seat;
  round: number;
  turn: number;
  phase: Phase;
  /** Setup: builders still to add modules (current first), modules added and piles used by the current one. */
  build: { queue: Seat[]; placed: number; usedPiles: number[] } | null;
  /** Current room activation: players still to act (current first), their points (null = not started). */
  act: { room: Room; queue: Seat[]; pointsLeft: number | null; usedPiles: number[] } | null;
  /** A tile drawn and not yet placed or returned. */
  hand: { seat: Seat; tile: number; pile: number } | null;
  journey: { queue: Seat[]; flight: Flight | null } | null;
  reorganization: { seat: Seat; lifted: StationModule[]; backup: StationModule[] } | null;
  pending: Pending[];
  /** Tiles of each pile, top first. */
  piles: number[][];
  /** Gate modules of the unused gate in the short game. */
  removed: number[];
  planets: PlanetState[];
  /** Where each gate is: a planet index, -1 Hawking, -2 unused (short game), -3 moving (decision pending). */
  gates: number[];
  predominance: Token[];
  seats: PlayerState[];
  closed: number;
  target: number;
  final: { reason: "exoplanets" | "roundLimit"; rows: FinalRow[] } | null;
}

const room = z.enum(ROOMS);
const int = z.number().int();
export const moveSchema = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("activate"),
      from: room,
      figure: z.enum(["engineer", "chief", "robot"]),
      to: room,
    })
    .strict(),
  z.object({ type: z.literal("moveSettler"), from: int, to: int }).strict(),
  z.object({ type: z.literal("draw"), pile: int }).strict(),
  z.object({ type: z.literal("place"), x: int, y: int, rotation: int }).strict(),
  z.object({ type: z.literal("returnTile") }).strict(),
  z.object({ type: z.literal("fill"), module: int }).strict(),
  z.object({ type: z.literal("pass") }).strict(),
  z.object({ type: z.literal("send"), module: int }).strict(),
  z.object({ type: z.literal("colonize"), spot: int }).strict(),
  z.object({ type: z.literal("swap"), a: int, b: int }).strict(),
  z.object({ type: z.literal("moveGate"), planet: z.enum(PLANET_IDS) }).strict(),
  z.object({ type: z.literal("recruit"), room }).strict(),
  z.object({ type: z.literal("promote"), room }).strict(),
  z.object({ type: z.literal("govern"), room, figure: z.enum(["engineer", "chief"]) }).strict(),
  z.object({ type: z.literal("reorganize") }).strict(),
  z.object({ type: z.literal("cancelReorganize") }).strict(),
]);
/** A move: one small decision. */
export type SgoMove = z.infer<typeof moveSchema>;

type Where = PlanetId | "hawking";

/** Everything that happens, for animation and the game log (all public). */
export type SgoEvent = GameEvent &
  (
    | { type: "turnStarted"; seat: Seat; round: number }
    | { type: "roomActivated"; seat: Seat; figure: "engineer" | "chief"; from: Room; room: Room }
    | { type: "actionsStarted"; seat: Seat; room: Room; points: number }
    | { type: "actionsEnded"; seat: Seat; room: Room; unused: number; passed: boolean }
    | { type: "settlerMoved"; seat: Seat; from: number; to: number }
    | { type: "moduleSwitchedOn"; seat: Seat; module: number }
    | { type: "bonusGained"; seat: Seat; module: number; bonus: Bonus; room: Room | null }
    | { type: "bonusLost"; seat: Seat; module: number; bonus: Bonus; why: string }
    | { type: "tileDrawn"; seat: Seat; pile: number; tile: number }
    | { type: "tilePlaced"; seat: Seat; tile: number; x: number; y: number; rotation: number }
    | { type: "tileReturned"; seat: Seat; pile: number; tile: number }
    | { type: "accessFilled"; seat: Seat; module: number; added: number }
    | { type: "journeyStarted"; seat: Seat; module: number; gate: Gate; to: Where; settlers: number }
    | { type: "settlerColonized"; seat: Seat; module: number; planet: PlanetId; spot: number }
    | {
        type: "settlersReturned";
        seat: Seat;
        count: number;
        from: "module" | "planet";
        module: number | null;
        planet: PlanetId | null;
      }
    | { type: "hawkingReached"; seat: Seat; module: number; gate: Gate; settlers: number }
    | { type: "predominanceSwapped"; seat: Seat; a: number; b: number; order: Token[] }
    | { type: "planetClosed"; planet: PlanetId; by: Seat; points: number[]; lines: ScoreLine[] }
    | { type: "gateMoved"; gate: Gate; from: PlanetId; to: Where; by: Seat }
    | {
        type: "influenceChanged";
        seat: Seat;
        from: number;
        to: number;
        delta: number;
        laps: number;
        reason: string;
      }
    | {
        type: "governmentAdded";
        seat: Seat;
        rank: number;
        figure: GovernmentFigure;
        room: Room | null;
        wasChief: boolean;
      }
    | { type: "governmentMissed"; seat: Seat; rank: number; why: string }
    | { type: "governmentRemoved"; seat: Seat; rank: number; figure: GovernmentFigure }
    | { type: "figureAdded"; seat: Seat; room: Room; figure: "engineer" | "robot" }
    | { type: "engineerPromoted"; seat: Seat; room: Room }
    | { type: "reorganizationStarted"; seat: Seat }
    | { type: "reorganizationCancelled"; seat: Seat }
    | { type: "reorganizationDone"; seat: Seat }
    | { type: "finalScoring"; reason: "exoplanets" | "roundLimit"; rows: FinalRow[] }
    | { type: "gameOver"; ranks: number[]; reason: string }
  );

/** A copy of one station module (plain data); of a `ModuleView`, the module without its view-only facts. */
export const cloneModule = (m: StationModule): StationModule => ({
  tile: m.tile,
  x: m.x,
  y: m.y,
  rotation: m.rotation,
  on: m.on,
  settlers: m.settlers,
});

/** A deep copy of the state (plain data), written out for speed; a test compares it with structuredClone. */
export function cloneState(s: SgoState): SgoState {
  const j = s.journey;
  return {
    players: s.players,
    options: { ...s.options },
    rng: [...s.rng],
    first: s.first,
    active: s.active,
    round: s.round,
    turn: s.turn,
    phase: s.phase,
    build: s.build && {
      queue: [...s.build.queue],
      placed: s.build.placed,
      usedPiles: [...s.build.usedPiles],
    },
    act: s.act && {
      room: s.act.room,
      queue: [...s.act.queue],
      pointsLeft: s.act.pointsLeft,
      usedPiles: [...s.act.usedPiles],
    },
    hand: s.hand && { ...s.hand },
    journey: j && { queue: [...j.queue], flight: j.flight && { ...j.flight } },
    reorganization: s.reorganization && {
      seat: s.reorganization.seat,
      lifted: s.reorganization.lifted.map(cloneModule),
      backup: s.reorganization.backup.map(cloneModule),
    },
    pending: s.pending.map((d) => ({ ...d })),
    piles: s.piles.map((p) => [...p]),
    removed: [...s.removed],
    planets: s.planets.map((p) => ({
      id: p.id,
      side: p.side,
      status: p.status,
      occupants: [...p.occupants],
      zone: [...p.zone],
    })),
    gates: [...s.gates],
    predominance: [...s.predominance],
    seats: s.seats.map((p) => ({
      station: p.station.map(cloneModule),
      rooms: p.rooms.map((f) => ({ engineers: f.engineers, chiefs: f.chiefs, robots: f.robots })),
      reserve: { ...p.reserve },
      wheel: p.wheel,
      influence: p.influence,
      government: [...p.government],
      reorganization: p.reorganization,
    })),
    closed: s.closed,
    target: s.target,
    final: s.final && structuredClone(s.final),
  };
}

// ---- views ----

/**
 * A module of a station. Static tile data (type, domain, capacity, gate, bonus) is `MODULES[tile]`,
 * exported by this package; the view carries what changes plus the corridors after rotation.
 */
export interface ModuleView {
  tile: number;
  x: number;
  y: number;
  rotation: number;
  /** Sides with a corridor after rotation, e.g. "NE". */
  corridors: string;
  /** Sides whose corridor opens onto space or a wall (each costs 1 influence at the end); "" for a lifted module. */
  openSides: string;
  on: boolean;
  settlers: number;
}

/** A control room of a player: its figures and the action points they give. */
export interface RoomView extends RoomFigures {
  points: number;
}

export interface PlayerView {
  seat: Seat;
  station: ModuleView[];
  rooms: Record<Room, RoomView>;
  reserve: Reserve;
  wheel: number;
  /** Government rank x 10 + wheel position: the score the result shows. */
  score: number;
  influence: number;
  government: GovernmentFigure[];
  reorganization: boolean;
  openCorridors: number;
  onModules: number;
}

/**
 * An exoplanet in play. Its spot graph (kinds, groups, links, volcanoes, drawing positions) is static
 * content: `planetDef(id).sides[side]`, exported by this package, so the view carries only what changes.
 */
export interface PlanetView {
  id: PlanetId;
  side: number;
  status: "waiting" | "open" | "closed";
  gate: Gate | null;
  /** Seat on each spot of the side's spot list, -1 = free (the Fermi centre counts in `zone`). */
  occupants: number[];
  /** Settlers of each seat in the Fermi centre. */
  zone: number[];
}

/** Who must decide now, and what. */
export interface DecisionView {
  seat: Seat;
  kind:
    | "build"
    | "place"
    | "activate"
    | "reorganize"
    | "act"
    | "send"
    | "colonize"
    | "swap"
    | "swapAdjacent"
    | "recruit"
    | "promote"
    | "govern"
    | "moveGate";
  room: Room | null;
  pointsLeft: number | null;
  planet: PlanetId | null;
  /** A short English sentence for the status line. */
  text: string;
}

export interface SgoPublicView {
  players: number;
  options: { short: boolean; firstGame: boolean; maxRounds: number };
  round: number;
  turn: number;
  first: Seat;
  active: Seat;
  phase: Phase;
  decision: DecisionView | null;
  act: { room: Room; queue: Seat[]; pointsLeft: number | null; usedPiles: number[] } | null;
  build: { queue: Seat[]; placed: number; usedPiles: number[] } | null;
  hand: { seat: Seat; pile: number; tile: number } | null;
  /** Journey check: players still to check (current first) and the module being emptied. */
  journey: {
    queue: Seat[];
    flight: { module: number; planet: PlanetId; placed: number; island: number } | null;
  } | null;
  reorganization: { seat: Seat; lifted: ModuleView[] } | null;
  /** The nine piles of the worksite (type x domain): size and visible top tile (null when empty). */
  piles: { size: number; top: number | null }[];
  planets: PlanetView[];
  gates: { gate: Gate; at: PlanetId | "hawking" | "moving" | "unused" }[];
  predominance: { token: Token; value: number }[];
  seats: PlayerView[];
  /** Decisions queued after the current one (the first is the current one when not empty). */
  pending: Pending[];
  closed: number;
  target: number;
  final: { reason: "exoplanets" | "roundLimit"; rows: FinalRow[] } | null;
}

/** Nothing is private to a seat in Space Gate Odyssey. */
export type SgoPrivateView = Record<string, never>;
