/**
 * Performing the moves of the Building and Research phase: building, research, and the techs used
 * then (converters, Space Bridge, Transport Beam, Spy, Hacker). Each was listed by legalMoves.
 */
import type { Seat } from "../core/types.ts";
import { BEAM_STRUCTURE_ENERGY, BUILD_COST, type BuildItem, TECHS, type TechId } from "./content.ts";
import { newShip } from "./effects.ts";
import type { OperaEvent } from "./events.ts";
import { priv, pub, reveal, structKey } from "./helpers.ts";
import type { OperaMoveOf, OperaState, Planet } from "./types.ts";

type BuildingMove = OperaMoveOf<
  "build" | "endTurn" | "research" | "convert" | "bridge" | "beam" | "beamStructure" | "spy" | "spyCopy"
>;

/** Moves that are actions of the Building phase (Research must come before any of them). */
export const BUILDING_ACTIONS = new Set<string>([
  "build",
  "convert",
  "bridge",
  "beam",
  "beamStructure",
  "spy",
  "spyCopy",
  "hack",
]);

export function performBuilding(s: OperaState, seat: Seat, m: BuildingMove, ev: OperaEvent[]): void {
  switch (m.type) {
    case "build":
      build(s, seat, m, ev);
      return;
    case "endTurn":
      s.done.push(s.activePlanet!);
      s.activePlanet = null;
      s.queue.push({ k: "nextTurn" });
      return;
    case "research": {
      const tech = s.deck.pop()!;
      s.hands[seat]!.push(tech);
      s.passed[seat] = true;
      pub(ev, "researched", { seat });
      priv(ev, seat, "drewTech", { seat, tech });
      s.queue.push({ k: "discardTech", seat }, { k: "nextTurn" });
      return;
    }
    case "convert":
      convert(s, seat, m, ev);
      return;
    case "bridge":
    case "beam":
      transfer(s, seat, m, ev);
      return;
    case "beamStructure":
      beamStructure(s, seat, m, ev);
      return;
    case "spy": {
      s.once[seat]!.push("spy");
      const techs = [...s.hands[m.target]!];
      s.spied[seat] = { target: m.target, techs };
      reveal(s, seat, "spy", ev);
      pub(ev, "spied", { seat, target: m.target });
      priv(ev, seat, "spyReport", { seat, target: m.target, techs: [...techs] });
      return;
    }
    case "spyCopy":
      s.spyCopy[seat] = m.tech;
      priv(ev, seat, "spyCopied", { seat, tech: m.tech });
      return;
  }
}

function build(s: OperaState, seat: Seat, m: OperaMoveOf<"build">, ev: OperaEvent[]): void {
  const p = s.planets[m.planet]!;
  const cost = BUILD_COST[m.item];
  p.energy -= cost.energy;
  p.ore -= cost.ore;
  p.used += cost.meeples;
  addItem(s, seat, p, m.planet, m.item);
  s.activePlanet = m.planet;
  pub(ev, "built", { seat, cell: m.planet, item: m.item, energy: cost.energy, ore: cost.ore });
}

function addItem(s: OperaState, seat: Seat, p: Planet, cell: number, item: BuildItem): void {
  switch (item) {
    case "meeple":
      // The cloner is turned (cost) and the clone cannot act this round either.
      p.meeples += 1;
      p.used += 1;
      return;
    case "ship":
      newShip(s, seat, cell);
      return;
    case "bio":
      p.bios += 1;
      return;
    case "nuke":
      p.nukes += 1;
      return;
    default:
      p[item] += 1;
  }
}

function convert(s: OperaState, seat: Seat, m: OperaMoveOf<"convert">, ev: OperaEvent[]): void {
  const eff = TECHS[m.tech].effect;
  if (eff.kind !== "convert") throw new Error("bad convert");
  const p = s.planets[m.planet]!;
  const fee = TECHS[m.tech].cost[eff.from] ?? 0;
  p[eff.from] -= m.amount + fee;
  p[eff.to] += m.amount;
  reveal(s, seat, m.tech, ev);
  pub(ev, "converted", {
    seat,
    tech: m.tech,
    cell: m.planet,
    spent: eff.from,
    gained: eff.to,
    amount: m.amount,
    fee,
  });
}

function transfer(s: OperaState, seat: Seat, m: OperaMoveOf<"bridge" | "beam">, ev: OperaEvent[]): void {
  const tech: TechId = m.type === "bridge" ? "spaceBridge" : "transportBeam";
  const from = s.planets[m.from]!;
  const to = s.planets[m.to]!;
  const fee = TECHS[tech].cost.energy ?? 0;
  from.energy -= fee;
  if (m.resource === "meeple") {
    from.meeples -= m.amount;
    from.used = Math.min(from.used, from.meeples);
    to.meeples += m.amount;
    to.used += m.amount;
  } else {
    from[m.resource] -= m.amount;
    to[m.resource] += m.amount;
  }
  reveal(s, seat, tech, ev);
  pub(ev, "transferred", { seat, tech, from: m.from, to: m.to, what: m.resource, amount: m.amount, fee });
}

function beamStructure(s: OperaState, seat: Seat, m: OperaMoveOf<"beamStructure">, ev: OperaEvent[]): void {
  const from = s.planets[m.from]!;
  const to = s.planets[m.to]!;
  const key = structKey(m.structure);
  from.energy -= BEAM_STRUCTURE_ENERGY;
  from[key] -= 1;
  to[key] += 1;
  reveal(s, seat, "transportBeam", ev);
  pub(ev, "transferred", {
    seat,
    tech: "transportBeam",
    from: m.from,
    to: m.to,
    what: m.structure,
    amount: 1,
    fee: BEAM_STRUCTURE_ENERGY,
  });
}

/** Hacker (Building and Movement phases): the target's tech is cancelled for the round. */
export function hack(s: OperaState, seat: Seat, m: OperaMoveOf<"hack">, ev: OperaEvent[]): void {
  s.once[seat]!.push("hack");
  s.hacked.push({ seat: m.target, tech: m.tech });
  if (m.tech === "stealth" || (m.tech === "spy" && s.spyCopy[m.target] === "stealth"))
    for (const x of s.ships) if (x.owner === m.target) x.stealth = false;
  reveal(s, seat, "hacker", ev);
  pub(ev, "hacked", { seat, target: m.target, tech: m.tech });
}
