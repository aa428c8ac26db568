/**
 * Who may act and what they may play: the one source of Space Opera's legality. `legalMoves`
 * enumerates the candidate moves of the moment and keeps those `whyNot` allows; `whyNot` is the
 * rule (split by phase in legal-*.ts), and explain.ts only words what it refuses. A finished game
 * and a seat that may not act are refused by the platform before (defineGame), so they are not
 * checked here.
 */
import type { Seat } from "../core/types.ts";
import { BEAM_STRUCTURES, BUILD_ITEMS, RESOURCES, type TechId } from "./content.ts";
import type { OperaRefusal } from "./errors.ts";
import { distance, holds, neighbors, ownedPlanets, shipById } from "./helpers.ts";
import { whyNotAnswer } from "./legal-answer.ts";
import { whyNotBuilding } from "./legal-build.ts";
import { reason } from "./legal-common.ts";
import { whyNotHarvesting, whyNotUpkeep } from "./legal-harvest.ts";
import { whyNotMoving } from "./legal-move.ts";
import { type DecisionStep, pendingDecision, strikeOptions } from "./queries.ts";
import {
  BEAM_RESOURCES,
  CARGOS,
  CONVERTER_TECHS,
  type OperaMove,
  type OperaState,
  REACTION_TECHS,
} from "./types.ts";

/** Seats that may act now: the seat a pending decision waits for, else the seat whose turn it is. */
export function actors(s: OperaState): Seat[] {
  if (s.phase === "over") return [];
  const d = pendingDecision(s);
  return d ? [d.seat] : [s.turn];
}

/** Every legal move of `seat` now. */
export function legalMoves(s: OperaState, seat: Seat): OperaMove[] {
  if (!actors(s).includes(seat)) return [];
  return candidates(s, seat).filter((m) => whyNot(s, seat, m) === null);
}

/**
 * Why `seat`, an actor of a game going on, may not play `m` now (the code and its params), or
 * null if it may: the one legality rule.
 */
export function whyNot(s: OperaState, seat: Seat, m: OperaMove): OperaRefusal | null {
  const d = pendingDecision(s);
  if (d) return whyNotAnswer(s, seat, d, m);
  // Rulebook "Ending the Game": a player may concede (or ask the table to stop) on any turn of his.
  if (m.type === "surrender") return null;
  if (m.type === "proposeEnd") return whyNotProposeEnd(s, seat);
  switch (s.phase) {
    case "build":
      return whyNotBuilding(s, seat, m);
    case "move":
      return whyNotMoving(s, seat, m);
    case "harvest":
      return whyNotHarvesting(s, seat, m);
    case "upkeep":
      return whyNotUpkeep(s, seat, m);
    case "over":
      return reason("WRONG_PHASE", { phase: s.phase });
  }
}

function whyNotProposeEnd(s: OperaState, seat: Seat): OperaRefusal | null {
  if (s.active) return reason("SHIP_MOVING");
  if (s.once[seat]!.includes("end")) return reason("END_ALREADY_PROPOSED");
  return null;
}

// ---------------------------------------------------------------- candidates

const AMOUNTS = Array.from({ length: 10 }, (_, i) => i + 1);

/** Every move that might be legal now (whyNot keeps the legal ones), in a stable order. */
function candidates(s: OperaState, seat: Seat): OperaMove[] {
  const d = pendingDecision(s);
  if (d) return answerCandidates(s, seat, d);
  const out: OperaMove[] = [{ type: "surrender" }, { type: "proposeEnd" }];
  const others = Array.from({ length: s.players }, (_, i) => i).filter((i) => i !== seat);
  if (s.phase === "build") buildCandidates(s, seat, others, out);
  else if (s.phase === "move") moveCandidates(s, seat, others, out);
  else if (s.phase === "harvest") {
    out.push({ type: "done" });
    const has = (t: TechId) => holds(s, seat, t);
    for (const victim of others)
      for (const resource of RESOURCES) {
        if (has("rogue")) out.push({ type: "rogue", victim, resource });
        if (has("trader"))
          for (const takeEnergy of [0, 1, 2]) out.push({ type: "trade", victim, give: resource, takeEnergy });
      }
  } else if (s.phase === "upkeep") {
    out.push({ type: "done" });
    if (holds(s, seat, "ambassador")) for (const target of others) out.push({ type: "offerTies", target });
  }
  return out;
}

function answerCandidates(s: OperaState, seat: Seat, d: DecisionStep): OperaMove[] {
  switch (d.k) {
    case "explore":
      return [
        { type: "explore", flip: true },
        { type: "explore", flip: false },
      ];
    case "pickShip":
      return (s.combat?.targets ?? []).map((ship) => ({ type: "pickShip", ship }));
    case "discardTech":
      return s.hands[seat]!.map((tech) => ({ type: "discardTech", tech }));
    case "answerTies":
      return [
        { type: "answerTies", accept: true },
        { type: "answerTies", accept: false },
      ];
    case "answerEnd":
      return [
        { type: "answerEnd", accept: true },
        { type: "answerEnd", accept: false },
      ];
    case "attackPlanet": {
      const ship = s.combat ? shipById(s, s.combat.ship) : undefined;
      return ship ? strikeOptions(s, ship, d.cell) : [];
    }
    default:
      return [null, ...REACTION_TECHS].map((tech) => ({ type: "react", tech }));
  }
}

function hackCandidates(s: OperaState, seat: Seat, others: number[], out: OperaMove[]): void {
  if (!holds(s, seat, "hacker")) return;
  for (const target of others)
    for (const tech of s.revealed[target]!) out.push({ type: "hack", target, tech });
}

function buildCandidates(s: OperaState, seat: Seat, others: number[], out: OperaMove[]): void {
  const mine = ownedPlanets(s, seat);
  const has = (t: TechId) => holds(s, seat, t);
  const planets = s.activePlanet !== null ? [s.activePlanet] : mine;
  for (const planet of planets) for (const item of BUILD_ITEMS) out.push({ type: "build", planet, item });
  out.push({ type: "endTurn" }, { type: "research" }, { type: "pass" });
  for (const tech of CONVERTER_TECHS)
    if (has(tech))
      for (const planet of mine)
        for (const amount of AMOUNTS) out.push({ type: "convert", tech, planet, amount });
  for (const from of mine)
    for (const to of mine) {
      if (from === to) continue;
      if (has("spaceBridge"))
        for (const resource of RESOURCES)
          for (const amount of AMOUNTS) out.push({ type: "bridge", from, to, resource, amount });
      if (has("transportBeam")) {
        for (const resource of BEAM_RESOURCES)
          for (const amount of AMOUNTS) out.push({ type: "beam", from, to, resource, amount });
        for (const structure of BEAM_STRUCTURES) out.push({ type: "beamStructure", from, to, structure });
      }
    }
  if (has("spy")) for (const target of others) out.push({ type: "spy", target });
  if (s.spied[seat]) for (const tech of s.spied[seat]!.techs) out.push({ type: "spyCopy", tech });
  hackCandidates(s, seat, others, out);
}

function moveCandidates(s: OperaState, seat: Seat, others: number[], out: OperaMove[]): void {
  const has = (t: TechId) => holds(s, seat, t);
  out.push({ type: "pass" }, { type: "stop" });
  for (const ship of s.ships.filter((x) => x.owner === seat)) {
    // While one ship moves, only it steps; cargo of resting ships may still move.
    if (!s.active || s.active.ship === ship.id) {
      const hypers = s.active ? [s.active.hyper] : has("hyperspaceDrive") ? [false, true] : [false];
      for (const to of neighbors(s, ship.cell))
        for (const hyper of hypers) out.push({ type: "step", ship: ship.id, to, hyper });
    }
    if (s.planets[ship.cell]?.owner === seat)
      for (const cargo of CARGOS)
        out.push({ type: "load", ship: ship.id, cargo }, { type: "unload", ship: ship.id, cargo });
    if (has("stealth")) out.push({ type: "stealth", ship: ship.id });
    if (has("empPulseCannon"))
      for (let cell = 0; cell < s.cards.length; cell++)
        if (distance(s, cell, ship.cell) === 1) out.push({ type: "emp", ship: ship.id, cell });
    if (has("waveMotionGun") && ship.energy >= 10)
      for (let cell = 0; cell < s.cards.length; cell++) out.push({ type: "wave", ship: ship.id, cell });
  }
  if (has("radioTelescope"))
    for (let cell = 0; cell < s.cards.length; cell++)
      if (!s.faceUp[cell]) out.push({ type: "telescope", cell });
  hackCandidates(s, seat, others, out);
}
