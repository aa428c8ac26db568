/**
 * Legality of the Building and Research phase (rulebook "Building and Research Phase"): building,
 * research, and the techs used then (converters, Space Bridge, Transport Beam, Spy, Hacker).
 */
import type { Seat } from "../core/types.ts";
import { BEAM_STRUCTURE_ENERGY, BUILD_COST, MAX_LEVEL, RESOURCE_CAP, TECHS, type TechId } from "./content.ts";
import type { OperaRefusal } from "./errors.ts";
import { freeMeeples, structKey } from "./helpers.ts";
import { isRefusal, needTech, otherPlayerIn, ownPlanet, reason, wrongPhase } from "./legal-common.ts";
import type { OperaMove, OperaMoveOf, OperaState } from "./types.ts";

/** Why `seat` may not play `m` in the Building phase now, or null if it may. */
export function whyNotBuilding(s: OperaState, seat: Seat, m: OperaMove): OperaRefusal | null {
  switch (m.type) {
    case "build":
      return whyNotBuild(s, seat, m);
    case "endTurn":
      return s.activePlanet === null ? reason("NOTHING_BUILT") : null;
    case "research":
      // Rulebook "Research": "This must be declared at the very beginning of the Building and
      // Research Phase (during his first action or turn)": any building or tech action comes first.
      if (s.acted[seat] || s.activePlanet !== null) return reason("RESEARCH_FIRST");
      if (s.deck.length === 0) return reason("DECK_EMPTY");
      return null;
    case "pass":
      return null;
    case "convert":
      return whyNotConvert(s, seat, m);
    case "bridge":
    case "beam":
      return whyNotTransfer(s, seat, m);
    case "beamStructure":
      return whyNotBeamStructure(s, seat, m);
    case "spy":
      return whyNotSpy(s, seat, m);
    case "spyCopy":
      return whyNotSpyCopy(s, seat, m);
    case "hack":
      return whyNotHack(s, seat, m);
    default:
      return wrongPhase(s);
  }
}

function whyNotBuild(s: OperaState, seat: Seat, m: OperaMoveOf<"build">): OperaRefusal | null {
  const p = ownPlanet(s, seat, m.planet);
  if (isRefusal(p)) return p;
  if (s.done.includes(m.planet)) return reason("PLANET_DONE", { cell: m.planet });
  if (s.activePlanet !== null && s.activePlanet !== m.planet) return reason("ONE_PLANET_PER_TURN");
  if (p.fallout) return reason("NUCLEAR_FALLOUT", { cell: m.planet });
  if (p.contaminated) return reason("CONTAMINATED", { cell: m.planet });
  const cost = BUILD_COST[m.item];
  if (freeMeeples(p) < cost.meeples) return reason("NO_FREE_MEEPLE", { cell: m.planet });
  if (p.energy < cost.energy || p.ore < cost.ore)
    return reason("CANNOT_AFFORD", { energy: cost.energy, ore: cost.ore });
  if ((m.item === "windmill" || m.item === "refinery" || m.item === "farm") && p[m.item] >= MAX_LEVEL)
    return reason("MAX_LEVEL", { max: MAX_LEVEL, structure: m.item });
  return null;
}

function whyNotConvert(s: OperaState, seat: Seat, m: OperaMoveOf<"convert">): OperaRefusal | null {
  const t = needTech(s, seat, m.tech);
  if (t) return t;
  const p = ownPlanet(s, seat, m.planet);
  if (isRefusal(p)) return p;
  if (p.fallout) return reason("NUCLEAR_FALLOUT", { cell: m.planet });
  const eff = TECHS[m.tech].effect;
  if (eff.kind !== "convert") throw new Error("convert tech without convert effect");
  const fee = TECHS[m.tech].cost[eff.from] ?? 0;
  if (p[eff.from] < m.amount + fee)
    return reason("CANNOT_AFFORD", {
      energy: eff.from === "energy" ? m.amount + fee : 0,
      ore: eff.from === "ore" ? m.amount + fee : 0,
    });
  if (p[eff.to] + m.amount > RESOURCE_CAP)
    return reason("STORE_FULL", { max: RESOURCE_CAP, resource: eff.to });
  return null;
}

/** Both ends of a transfer: two different planets of the seat, neither under fallout. */
function whyNotEnds(s: OperaState, seat: Seat, from: number, to: number): OperaRefusal | null {
  const a = ownPlanet(s, seat, from);
  if (isRefusal(a)) return a;
  const b = ownPlanet(s, seat, to);
  if (isRefusal(b)) return b;
  if (from === to) return reason("SAME_PLANET");
  if (a.fallout || b.fallout) return reason("NUCLEAR_FALLOUT", { cell: a.fallout ? from : to });
  return null;
}

function whyNotTransfer(
  s: OperaState,
  seat: Seat,
  m: OperaMoveOf<"bridge"> | OperaMoveOf<"beam">,
): OperaRefusal | null {
  const tech: TechId = m.type === "bridge" ? "spaceBridge" : "transportBeam";
  const ends = needTech(s, seat, tech) ?? whyNotEnds(s, seat, m.from, m.to);
  if (ends) return ends;
  const from = s.planets[m.from]!;
  const to = s.planets[m.to]!;
  const fee = TECHS[tech].cost.energy ?? 0;
  if (m.resource === "meeple") {
    if (from.energy < fee) return reason("CANNOT_AFFORD", { energy: fee, ore: 0 });
    if (from.meeples - m.amount < 1) return reason("LAST_MEEPLE");
    return null;
  }
  const need = m.amount + (m.resource === "energy" ? fee : 0);
  if (from[m.resource] < need || from.energy < fee)
    return reason("CANNOT_AFFORD", {
      energy: m.resource === "energy" ? need : fee,
      ore: m.resource === "ore" ? m.amount : 0,
    });
  if (to[m.resource] + m.amount > RESOURCE_CAP)
    return reason("STORE_FULL", { max: RESOURCE_CAP, resource: m.resource });
  return null;
}

function whyNotBeamStructure(
  s: OperaState,
  seat: Seat,
  m: OperaMoveOf<"beamStructure">,
): OperaRefusal | null {
  const ends = needTech(s, seat, "transportBeam") ?? whyNotEnds(s, seat, m.from, m.to);
  if (ends) return ends;
  const from = s.planets[m.from]!;
  const to = s.planets[m.to]!;
  const key = structKey(m.structure);
  if (from[key] < 1) return reason("NO_STRUCTURE", { structure: m.structure });
  if ((key === "windmill" || key === "refinery" || key === "farm") && to[key] >= MAX_LEVEL)
    return reason("MAX_LEVEL", { max: MAX_LEVEL, structure: key });
  if (from.energy < BEAM_STRUCTURE_ENERGY)
    return reason("CANNOT_AFFORD", { energy: BEAM_STRUCTURE_ENERGY, ore: 0 });
  return null;
}

function whyNotSpy(s: OperaState, seat: Seat, m: OperaMoveOf<"spy">): OperaRefusal | null {
  const t = needTech(s, seat, "spy");
  if (t) return t;
  if (s.once[seat]!.includes("spy")) return reason("ONCE_PER_ROUND", { tech: "spy" });
  if (!otherPlayerIn(s, seat, m.target)) return reason("BAD_TARGET");
  if (s.hands[m.target]!.length === 0) return reason("NO_TECHS");
  return null;
}

function whyNotSpyCopy(s: OperaState, seat: Seat, m: OperaMoveOf<"spyCopy">): OperaRefusal | null {
  const sp = s.spied[seat];
  if (!sp) return reason("NO_SPY_REPORT");
  if (s.spyCopy[seat] !== null) return reason("ALREADY_COPIED");
  if (!sp.techs.includes(m.tech)) return reason("NOT_SPIED", { tech: m.tech });
  return needTech(s, seat, "spy");
}

/** Hacker (Building and Movement phases): cancels a tech another player has played face up. */
export function whyNotHack(s: OperaState, seat: Seat, m: OperaMoveOf<"hack">): OperaRefusal | null {
  const t = needTech(s, seat, "hacker");
  if (t) return t;
  if (s.once[seat]!.includes("hack")) return reason("ONCE_PER_ROUND", { tech: "hacker" });
  if (!otherPlayerIn(s, seat, m.target)) return reason("BAD_TARGET");
  if (!s.revealed[m.target]!.includes(m.tech)) return reason("NOT_PLAYED", { tech: m.tech });
  if (s.hacked.some((h) => h.seat === m.target && h.tech === m.tech))
    return reason("ALREADY_HACKED", { tech: m.tech });
  return null;
}
