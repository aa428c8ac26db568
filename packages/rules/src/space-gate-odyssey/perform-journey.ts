/** Space Gate Odyssey: journeys through the gates, colonization, closing an exoplanet (rulebook pp.10-11). */
import type { Seat } from "../core/types.ts";
import { GATES, MODULES } from "./content.ts";
import { planetDef } from "./exoplanets.ts";
import { waitingPlanets } from "./legal.ts";
import { gainInfluence } from "./perform-figures.ts";
import { planetClosing, scorePlanet, sideOf } from "./planets.ts";
import { orderFrom } from "./setup.ts";
import type { StationModule } from "./station.ts";
import type { SgoEvent, SgoState } from "./types.ts";

type Events = SgoEvent[];
const all = "all" as const;

export function sendModule(s: SgoState, seat: Seat, tile: number, ev: Events): void {
  const p = s.seats[seat]!;
  const mod = p.station.find((x) => x.tile === tile)!;
  const gate = MODULES[tile]!.gate!;
  const g = GATES.indexOf(gate);
  const at = s.gates[g]!;
  if (at === -1) {
    // Rulebook p.11: settlers reaching Hawking go back to the reserve, 1 influence each.
    const n = mod.settlers;
    ev.push({ type: "journeyStarted", seat, module: tile, gate, to: "hawking", settlers: n, visibleTo: all });
    mod.settlers = 0;
    p.reserve.settlers += n;
    ev.push({ type: "hawkingReached", seat, module: tile, gate, settlers: n, visibleTo: all });
    gainInfluence(s, seat, n, "settlers sent to Hawking", ev);
    return;
  }
  ev.push({
    type: "journeyStarted",
    seat,
    module: tile,
    gate,
    to: s.planets[at]!.id,
    settlers: mod.settlers,
    visibleTo: all,
  });
  s.journey!.flight = { module: tile, planet: at, placed: 0, island: -1 };
}

export function colonize(s: SgoState, seat: Seat, spot: number, ev: Events): void {
  const flight = s.journey!.flight!;
  const planet = s.planets[flight.planet]!;
  const side = sideOf(planet);
  const p = s.seats[seat]!;
  const mod = p.station.find((x) => x.tile === flight.module)!;
  const def = side.spots[spot]!;
  if (def.zone) planet.zone[seat]!++;
  else planet.occupants[spot] = seat;
  mod.settlers--;
  flight.placed++;
  if (planet.id === "russell" && flight.island < 0) flight.island = def.group;
  ev.push({ type: "settlerColonized", seat, module: mod.tile, planet: planet.id, spot, visibleTo: all });
  if (def.predominance) s.pending.push({ kind: "swap", seat, adjacent: false, why: "predominanceSpot" });
  if (mod.settlers === 0) s.journey!.flight = null;
  if (planetClosing(planet, s.players)) {
    // Rulebook p.11: what could not be placed from this module goes back to the reserve.
    if (mod.settlers > 0) returnFromModule(s, seat, mod, ev);
    s.journey!.flight = null;
    closePlanet(s, flight.planet, seat, ev);
  }
}

export function returnFromModule(s: SgoState, seat: Seat, mod: StationModule, ev: Events): void {
  const count = mod.settlers;
  s.seats[seat]!.reserve.settlers += count;
  mod.settlers = 0;
  ev.push({
    type: "settlersReturned",
    seat,
    count,
    from: "module",
    module: mod.tile,
    planet: null,
    visibleTo: all,
  });
}

function closePlanet(s: SgoState, index: number, by: Seat, ev: Events): void {
  const planet = s.planets[index]!;
  const score = scorePlanet(planet, s.players);
  planet.status = "closed";
  s.closed++;
  ev.push({
    type: "planetClosed",
    planet: planet.id,
    by,
    points: score.points,
    lines: score.lines,
    visibleTo: all,
  });
  for (const seat of orderFrom(by, s.players)) {
    if (score.points[seat]! > 0)
      gainInfluence(s, seat, score.points[seat]!, `${planetDef(planet.id).name} closed`, ev);
  }
  // The closed exoplanet's settlers go back to their owners (rulebook p.11).
  for (let seat = 0; seat < s.players; seat++) {
    const count = planet.occupants.filter((o) => o === seat).length + planet.zone[seat]!;
    if (count === 0) continue;
    s.seats[seat]!.reserve.settlers += count;
    ev.push({
      type: "settlersReturned",
      seat,
      count,
      from: "planet",
      module: null,
      planet: planet.id,
      visibleTo: all,
    });
  }
  planet.occupants = planet.occupants.map(() => -1);
  planet.zone = planet.zone.map(() => 0);
  if (score.centreSwap !== null)
    s.pending.push({ kind: "swap", seat: score.centreSwap, adjacent: true, why: "fermiCentre" });
  const g = s.gates.indexOf(index);
  const free = waitingPlanets(s);
  if (free.length >= 2) {
    s.gates[g] = -3;
    s.pending.push({ kind: "gate", seat: by, gate: g, from: index });
  } else moveGateTo(s, g, index, free[0] ?? -1, by, ev);
}

/** Moves gate `g` from the closed exoplanet `from` to exoplanet `to` (-1 = Hawking). */
export function moveGateTo(s: SgoState, g: number, from: number, to: number, by: Seat, ev: Events): void {
  s.gates[g] = to;
  if (to >= 0) s.planets[to]!.status = "open";
  ev.push({
    type: "gateMoved",
    gate: GATES[g]!,
    from: s.planets[from]!.id,
    to: to >= 0 ? s.planets[to]!.id : "hawking",
    by,
    visibleTo: all,
  });
}
