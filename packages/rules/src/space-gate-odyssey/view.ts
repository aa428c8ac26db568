/** The public view of Space Gate Odyssey: everything but the hidden order of each pile and the PRNG. */
import type { Seat } from "../core/types.ts";
import { GATES, PREDOMINANCE_VALUES, ROOMS, type Room } from "./content.ts";
import { planetDef } from "./exoplanets.ts";
import { pointsIn } from "./figures.ts";
import { currentActor } from "./legal.ts";
import { scoreOf } from "./outcome.ts";
import {
  corridorSides,
  onModules,
  openCorridors,
  openMask,
  type StationModule,
  sidesText,
} from "./station.ts";
import type {
  DecisionView,
  ModuleView,
  PlayerState,
  PlayerView,
  SgoPrivateView,
  SgoPublicView,
  SgoState,
} from "./types.ts";

/** A module as the view shows it; `station` is the one it stands in (none for a lifted module). */
function moduleView(m: StationModule, station: readonly StationModule[] | null): ModuleView {
  return {
    tile: m.tile,
    x: m.x,
    y: m.y,
    rotation: m.rotation,
    corridors: corridorSides(m.tile, m.rotation),
    openSides: station ? sidesText(openMask(station, m)) : "",
    on: m.on,
    settlers: m.settlers,
  };
}

function playerView(p: PlayerState, seat: Seat): PlayerView {
  return {
    seat,
    station: p.station.map((m) => moduleView(m, p.station)),
    rooms: Object.fromEntries(
      ROOMS.map((room, i) => [room, { ...p.rooms[i]!, points: pointsIn(p, room) }]),
    ) as PlayerView["rooms"],
    reserve: { ...p.reserve },
    wheel: p.wheel,
    score: scoreOf(p),
    influence: p.influence,
    government: [...p.government],
    reorganization: p.reorganization,
    openCorridors: openCorridors(p.station),
    onModules: onModules(p.station),
  };
}

function decisionOf(s: SgoState): DecisionView | null {
  const seat = currentActor(s);
  if (seat === null) return null;
  const base = { seat, room: null, pointsLeft: null, planet: null };
  const d = s.pending[0];
  if (d) {
    switch (d.kind) {
      case "swap":
        return {
          ...base,
          kind: d.adjacent ? "swapAdjacent" : "swap",
          text: d.adjacent
            ? "Most settlers in Fermi's centre: swap two adjacent predominance tokens."
            : "Predominance spot: swap two predominance tokens.",
        };
      case "recruit":
        return { ...base, kind: "recruit", text: "Recruit: choose the control room of your new engineer." };
      case "promote":
        return {
          ...base,
          kind: "promote",
          text: "Promotion: choose which engineer becomes a chief engineer.",
        };
      case "govern":
        return {
          ...base,
          kind: "govern",
          text: "A lap of the influence wheel: choose the engineer who joins the government.",
        };
      case "gate":
        return {
          ...base,
          kind: "moveGate",
          text: "Exoplanet closed: choose the second-wave exoplanet that gets its gate.",
        };
    }
  }
  if (s.hand) {
    return {
      ...base,
      kind: "place",
      room: s.act?.room ?? null,
      pointsLeft: s.act?.pointsLeft ?? null,
      text:
        s.phase === "build"
          ? "Setup: add the module to your station, a corridor joined to it."
          : "Add the module to your station, or return it to the bottom of its pile.",
    };
  }
  switch (s.phase) {
    case "build":
      return { ...base, kind: "build", text: "Setup: take a module from a pile you have not used yet." };
    case "activate":
      return {
        ...base,
        kind: "activate",
        text: "Your turn: move an engineer to another control room to activate it.",
      };
    case "reorganize":
      return { ...base, kind: "reorganize", text: "Reorganization: place your next module again." };
    case "act": {
      const act = s.act!;
      const what: Record<Room, string> = {
        water: "move settlers into water modules",
        wildlife: "move settlers into wildlife modules",
        energy: "move settlers into energy modules",
        modules: "draw modules for your station",
        airlock: "fill access modules from your reserve",
      };
      return {
        ...base,
        kind: "act",
        room: act.room,
        pointsLeft: act.pointsLeft,
        text: `${act.room} room activated: ${what[act.room]} (${act.pointsLeft} point(s) left).`,
      };
    }
    case "journey": {
      const flight = s.journey!.flight;
      if (flight) {
        const planet = s.planets[flight.planet]!;
        return {
          ...base,
          kind: "colonize",
          planet: planet.id,
          text: `Journey to ${planetDef(planet.id).name}: choose a colonization spot.`,
        };
      }
      return { ...base, kind: "send", text: "Choose which full gate module sends its settlers next." };
    }
    case "over":
      return null;
  }
}

/** Everything public, compact enough to sync and complete enough to render. */
export function publicView(s: SgoState): SgoPublicView {
  const flight = s.journey?.flight ?? null;
  return {
    players: s.players,
    options: { ...s.options },
    round: s.round,
    turn: s.turn,
    first: s.first,
    active: s.active,
    phase: s.phase,
    decision: decisionOf(s),
    act: s.act
      ? {
          room: s.act.room,
          queue: [...s.act.queue],
          pointsLeft: s.act.pointsLeft,
          usedPiles: [...s.act.usedPiles],
        }
      : null,
    build: s.build
      ? { queue: [...s.build.queue], placed: s.build.placed, usedPiles: [...s.build.usedPiles] }
      : null,
    hand: s.hand ? { ...s.hand } : null,
    journey: s.journey
      ? {
          queue: [...s.journey.queue],
          flight: flight
            ? {
                module: flight.module,
                planet: s.planets[flight.planet]!.id,
                placed: flight.placed,
                island: flight.island,
              }
            : null,
        }
      : null,
    reorganization: s.reorganization
      ? { seat: s.reorganization.seat, lifted: s.reorganization.lifted.map((m) => moduleView(m, null)) }
      : null,
    piles: s.piles.map((pile) => ({ size: pile.length, top: pile[0] ?? null })),
    planets: s.planets.map((pl, i) => {
      const g = s.gates.indexOf(i);
      return {
        id: pl.id,
        side: pl.side,
        status: pl.status,
        gate: g >= 0 ? GATES[g]! : null,
        occupants: [...pl.occupants],
        zone: [...pl.zone],
      };
    }),
    gates: GATES.map((gate, g) => {
      const at = s.gates[g]!;
      return {
        gate,
        at: at >= 0 ? s.planets[at]!.id : at === -1 ? "hawking" : at === -2 ? "unused" : "moving",
      };
    }),
    predominance: s.predominance.map((token, i) => ({ token, value: PREDOMINANCE_VALUES[i]! })),
    seats: s.seats.map(playerView),
    pending: s.pending.map((d) => ({ ...d })),
    closed: s.closed,
    target: s.target,
    final: s.final ? structuredClone(s.final) : null,
  };
}

/** Nothing is private to a seat: every seat sees the public view only. */
export const privateView = (_s: SgoState, _seat: Seat): SgoPrivateView => ({});
