/**
 * Space Gate Odyssey: why a move that `legalMoves` does not list is refused, in the game's words.
 * It words a refusal, it never decides one: `defineGame` refuses every unlisted move and only then
 * asks here which rule to name.
 */
import type { RuleError, Seat } from "../core/types.ts";
import { MODULES } from "./content.ts";
import type { PlanetId } from "./exoplanets.ts";
import { roomIndex } from "./figures.ts";
import { fullGateModules, governOptions, promoteRooms, waitingPlanets } from "./legal.ts";
import { legalSpots, sideOf } from "./planets.ts";
import { capacityOf, matchesRoom, neighbours, placementProblem, type StationModule } from "./station.ts";
import type { Flight, Pending, PlayerState, SgoMove, SgoState } from "./types.ts";

/** Why `m`, not listed by `legalMoves`, is refused (defineGame calls it only for a refused move). */
export function explain(s: SgoState, seat: Seat, m: SgoMove): RuleError {
  return ruleNamed(s, seat, m) ?? wrongTime("do that");
}

const wrongTime = (what: string): RuleError => ({
  code: "NOT_NOW",
  message: `You cannot ${what} now.`,
});

/** The rule a refused `m` breaks, in words; null when none more precise than "not now" applies. */
function ruleNamed(s: SgoState, seat: Seat, m: SgoMove): RuleError | null {
  const p = s.seats[seat]!;
  const d = s.pending[0];
  if (d) return pendingRule(s, d, m);
  if (s.hand) return handRule(s, p, s.hand.tile, m);
  switch (s.phase) {
    case "build":
      if (m.type === "draw") return drawRule(s, s.build!.usedPiles, m.pile);
      return wrongTime(moveName(m) + " during setup; choose a pile to take a module from");
    case "activate":
      if (m.type === "activate") return activateRule(p, m);
      if (m.type === "reorganize") return reorganizeRule(s, p);
      return wrongTime(moveName(m) + "; move one of your engineers to another control room");
    case "reorganize":
      if (m.type === "place") return placeRule(p.station, s.reorganization!.lifted[0]!.tile, m);
      return wrongTime(moveName(m) + " while reorganizing your station");
    case "act":
      return actionRule(s, seat, m);
    case "journey":
      return journeyRule(s, seat, m);
    case "over":
      return { code: "GAME_OVER", message: "The game is over." };
  }
}

function handRule(s: SgoState, p: PlayerState, tile: number, m: SgoMove): RuleError | null {
  if (m.type === "place") return placeRule(p.station, tile, m);
  if (m.type === "returnTile" && s.phase !== "act") {
    return {
      code: "RETURN_NOT_ALLOWED",
      message: "During setup you add the module you chose; it cannot go back to the pile.",
    };
  }
  if (m.type === "returnTile") return null;
  return {
    code: "TILE_IN_HAND",
    message: "Place the module you drew or return it to the bottom of its pile first.",
  };
}

function reorganizeRule(s: SgoState, p: PlayerState): RuleError | null {
  if (!s.options.firstGame || !p.reorganization)
    return { code: "NO_REORGANIZATION_TOKEN", message: "You have no reorganization token." };
  if (p.station.length < 2)
    return { code: "NOTHING_TO_REORGANIZE", message: "Your station has only its starting module." };
  return null;
}

function journeyRule(s: SgoState, seat: Seat, m: SgoMove): RuleError | null {
  const flight = s.journey!.flight;
  if (flight) {
    if (m.type !== "colonize") return wrongTime(moveName(m) + "; choose a colonization spot");
    return spotRule(s, seat, flight, m.spot);
  }
  if (m.type !== "send") return wrongTime(moveName(m) + "; choose which full gate module travels next");
  if (!fullGateModules(s.seats[seat]!).some((x) => x.tile === m.module))
    return {
      code: "NOT_FULL_GATE_MODULE",
      message: "Only a gate module filled to capacity sends its settlers.",
      params: { module: m.module },
    };
  return null;
}

function spotRule(s: SgoState, seat: Seat, flight: Flight, spot: number): RuleError | null {
  const planet = s.planets[flight.planet]!;
  const side = sideOf(planet);
  if (spot < 0 || spot >= side.spots.length)
    return {
      code: "NO_SUCH_SPOT",
      message: "That exoplanet has no such colonization spot.",
      params: { spot },
    };
  if (planet.occupants[spot] !== -1 && !side.spots[spot]!.zone)
    return { code: "SPOT_TAKEN", message: "A colonization spot holds only one settler.", params: { spot } };
  if (!legalSpots(planet, seat, flight).includes(spot))
    return { code: "SPOT_NOT_ALLOWED", message: spotRuleText(planet.id), params: { spot } };
  return null;
}

function moveName(m: SgoMove): string {
  const names: Record<SgoMove["type"], string> = {
    activate: "activate a room",
    moveSettler: "move a settler",
    draw: "draw a module",
    place: "place a module",
    returnTile: "return a module",
    fill: "fill an access module",
    pass: "stop your actions",
    send: "send a gate module",
    colonize: "colonize a spot",
    swap: "swap predominance tokens",
    moveGate: "move a gate",
    recruit: "recruit an engineer",
    promote: "promote an engineer",
    govern: "send an engineer to the government",
    reorganize: "reorganize your station",
    cancelReorganize: "cancel a reorganization",
  };
  return names[m.type];
}

function spotRuleText(id: PlanetId): string {
  const text: Record<PlanetId, string> = {
    bose: "On Bose a spot of an upper level needs both spots below it occupied.",
    collins: "That spot is not available on Collins.",
    dirac:
      "On Dirac you need 5 of your settlers on basic spots for each advanced spot, and the central spot needs every basic spot occupied.",
    fermi: "On Fermi the first settler of a module goes to a satellite and the others to the centre.",
    planck: "That spot is not available on Planck.",
    russell: "On Russell all settlers of one gate module go to the same island.",
    susskind: "That spot is not available on Susskind.",
    turing:
      "On Turing you must progress along the canals: a spot needs the spots connected below it, or (2 players) your first settler starts a free canal end and the next ones go next to yours.",
  };
  return text[id];
}

function pendingRule(s: SgoState, d: Pending, m: SgoMove): RuleError | null {
  const p = s.seats[d.seat]!;
  switch (d.kind) {
    case "swap": {
      if (m.type !== "swap") return wrongTime(moveName(m) + "; swap two predominance tokens first");
      if (m.a < 0 || m.b > 4 || m.a >= m.b)
        return {
          code: "BAD_TOKENS",
          message: "Name two different positions of the predominance track, lower first (0-4).",
        };
      if (d.adjacent && m.b !== m.a + 1)
        return {
          code: "TOKENS_NOT_ADJACENT",
          message: "Fermi's centre lets you swap two adjacent predominance tokens only.",
        };
      return null;
    }
    case "recruit":
      return m.type === "recruit"
        ? null
        : wrongTime(moveName(m) + "; choose the room of your recruited engineer first");
    case "promote":
      if (m.type !== "promote") return wrongTime(moveName(m) + "; choose which engineer to promote first");
      return promoteRooms(p).includes(m.room)
        ? null
        : {
            code: "NO_ENGINEER_THERE",
            message: "You have no engineer to promote in that control room.",
            params: { room: m.room },
          };
    case "govern":
      if (m.type !== "govern")
        return wrongTime(moveName(m) + "; choose the engineer who joins the government first");
      return governOptions(p).some((o) => o.room === m.room && o.figure === m.figure)
        ? null
        : {
            code: "NO_ENGINEER_THERE",
            message: `You have no ${m.figure === "chief" ? "chief engineer" : "engineer"} in that control room.`,
            params: { room: m.room },
          };
    case "gate": {
      if (m.type !== "moveGate") return wrongTime(moveName(m) + "; choose where the gate goes first");
      const i = s.planets.findIndex((x) => x.id === m.planet);
      return waitingPlanets(s).includes(i)
        ? null
        : {
            code: "GATE_DESTINATION",
            message: "A gate moves only to a second-wave exoplanet that has no gate yet.",
            params: { planet: m.planet },
          };
    }
  }
}

function drawRule(s: SgoState, used: readonly number[], pile: number): RuleError | null {
  if (pile < 0 || pile >= s.piles.length)
    return { code: "NO_SUCH_PILE", message: "The worksite has 9 piles (0-8).", params: { pile } };
  if (s.piles[pile]!.length === 0)
    return { code: "PILE_EMPTY", message: "That pile is empty.", params: { pile } };
  if (used.includes(pile))
    return {
      code: "SAME_PILE_TWICE",
      message: "You already added a module from this pile this turn; draw from another pile.",
      params: { pile },
    };
  return null;
}

function placeRule(
  station: readonly StationModule[],
  tile: number,
  m: { x: number; y: number; rotation: number },
): RuleError | null {
  if (m.rotation < 0 || m.rotation > 3)
    return { code: "BAD_ROTATION", message: "A rotation is 0-3 quarter turns." };
  const why = placementProblem(station, tile, m.x, m.y, m.rotation);
  if (why === "CELL_OCCUPIED") return { code: why, message: "A module is already there." };
  if (why === "NO_OPEN_CORRIDOR")
    return { code: why, message: "Your station has no corridor open onto space, so no module can be added." };
  if (why === "MODULE_NOT_CONNECTED")
    return { code: why, message: "This module has no corridor touching your station." };
  return null;
}

function activateRule(p: PlayerState, m: Extract<SgoMove, { type: "activate" }>): RuleError | null {
  if (m.figure === "robot")
    return {
      code: "ROBOTS_NEVER_MOVE",
      message: "Robots never move; choose an engineer or a chief engineer.",
    };
  if (m.from === m.to)
    return { code: "SAME_ROOM", message: "Move your engineer to another control room to activate it." };
  const f = p.rooms[roomIndex(m.from)]!;
  if ((m.figure === "engineer" ? f.engineers : f.chiefs) === 0)
    return {
      code: "NO_FIGURE_THERE",
      message: `You have no ${m.figure === "chief" ? "chief engineer" : "engineer"} in that control room.`,
      params: { room: m.from },
    };
  return null;
}

function actionRule(s: SgoState, seat: Seat, m: SgoMove): RuleError | null {
  const act = s.act!;
  const p = s.seats[seat]!;
  if (m.type === "pass") return null;
  const roomMove = {
    water: "moveSettler",
    wildlife: "moveSettler",
    energy: "moveSettler",
    modules: "draw",
    airlock: "fill",
  }[act.room];
  if (m.type !== roomMove) return wrongTime(`${moveName(m)} in the ${act.room} room`);
  if ((act.pointsLeft ?? 0) <= 0)
    return { code: "NO_POINTS_LEFT", message: "You have no action points left." };
  if (m.type === "draw") return drawRule(s, act.usedPiles, m.pile);
  if (m.type === "fill") {
    const mod = p.station.find((x) => x.tile === m.module);
    if (!mod)
      return {
        code: "NO_SUCH_MODULE",
        message: "That module is not in your station.",
        params: { module: m.module },
      };
    if (MODULES[mod.tile]!.type !== "access")
      return { code: "NOT_ACCESS_MODULE", message: "Only access modules are filled from the airlock." };
    if (!mod.on)
      return { code: "MODULE_OFF", message: "An access module must be On before settlers can stay in it." };
    if (mod.settlers >= capacityOf(mod))
      return { code: "MODULE_FULL", message: "That access module is already full." };
    if (p.reserve.settlers === 0)
      return { code: "RESERVE_EMPTY", message: "You have no settlers left in your reserve." };
    return null;
  }
  if (m.type === "moveSettler") {
    const from = p.station.find((x) => x.tile === m.from);
    const to = p.station.find((x) => x.tile === m.to);
    if (!from || !to) return { code: "NO_SUCH_MODULE", message: "That module is not in your station." };
    if (from.settlers === 0) return { code: "NO_SETTLER", message: "There is no settler in that module." };
    if (!neighbours(p.station, from).includes(to))
      return {
        code: "NOT_ADJACENT",
        message: "A settler moves only to a module joined to its own by a corridor.",
      };
    if (!matchesRoom(to, act.room))
      return {
        code: "WRONG_DOMAIN",
        message: `In the ${act.room} room a settler may only enter a ${act.room} module (or the white starting module).`,
      };
    if (to.on && to.settlers >= capacityOf(to))
      return { code: "MODULE_FULL", message: "That module is full." };
    return null;
  }
  return wrongTime(moveName(m));
}
