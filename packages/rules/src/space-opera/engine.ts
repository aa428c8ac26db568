/** Space Opera move execution: `applyMove` checks a move, runs it on a copy, then runs the queue. */

import { rngFrom } from "../core/rng.ts";
import type { Seat } from "../core/types.ts";
import {
  declareStrike,
  destroyShip,
  flip,
  land,
  newShip,
  payTies,
  placeGain,
  queueProtects,
} from "./actions.ts";
import { cargoKey, check, structKey } from "./checks.ts";
import {
  BEAM_STRUCTURE_ENERGY,
  BUILD_COST,
  type BuildItem,
  cardKind,
  type Resource,
  TECHS,
  type TechId,
} from "./content.ts";
import { refusal, type SpaceOperaRuleError } from "./errors.ts";
import {
  kindAt,
  movementStart,
  pay,
  payTech,
  priv,
  pub,
  reveal,
  shipById,
  shipsAt,
  stepCost,
} from "./helpers.ts";
import { type DecisionStep, pendingDecision } from "./queries.ts";
import { checkEnd, eliminate, run } from "./round.ts";
import type { Move, MoveOf, Planet, PlanetDefenseTech, SoEvent, State, Step } from "./types.ts";

/** Moves that are actions of the Building phase (Research must come before any of them). */
const BUILDING_ACTIONS = new Set<Move["type"]>([
  "build",
  "convert",
  "bridge",
  "beam",
  "beamStructure",
  "spy",
  "spyCopy",
  "hack",
]);

/** Runs a move legalMovesOf listed (defineGame checks that) on a copy, then the resolution queue. */
export function performMove(s0: State, seat: Seat, m: Move): { state: State; events: SoEvent[] } {
  const s = cloneState(s0);
  const ev: SoEvent[] = [];
  execute(s, seat, m, ev);
  run(s, ev);
  return { state: s, events: ev };
}

/** Why `m`, not listed by legalMovesOf, is refused: the check's own refusal, params included. */
export function explainMove(s: State, seat: Seat, m: Move): SpaceOperaRuleError {
  return check(s, seat, m) ?? refusal("WRONG_PHASE");
}

/** A deep copy of the state (faster than structuredClone for this shape). */
export function cloneState(s: State): State {
  return {
    ...s,
    cards: [...s.cards],
    faceUp: [...s.faceUp],
    planets: s.planets.map((p) => (p ? { ...p } : null)),
    ships: s.ships.map((x) => ({ ...x })),
    deck: [...s.deck],
    hands: s.hands.map((h) => [...h]),
    revealed: s.revealed.map((h) => [...h]),
    known: s.known.map((h) => [...h]),
    spied: s.spied.map((x) => (x ? { target: x.target, techs: [...x.techs] } : null)),
    spyCopy: [...s.spyCopy],
    once: s.once.map((h) => [...h]),
    hacked: s.hacked.map((x) => ({ ...x })),
    emp: s.emp.map((x) => ({ ...x })),
    ties: s.ties.map((x) => ({ ...x })),
    passed: [...s.passed],
    acted: [...s.acted],
    done: [...s.done],
    active: s.active ? { ...s.active } : null,
    queue: s.queue.map((x) => ({ ...x })),
    combat: s.combat ? { ...s.combat, targets: [...s.combat.targets], saved: [...s.combat.saved] } : null,
    out: [...s.out],
    respawned: [...s.respawned],
    surrendered: [...s.surrendered],
    endVote: s.endVote ? { proposer: s.endVote.proposer, accepted: [...s.endVote.accepted] } : null,
    owners: [...s.owners],
    rng: [...s.rng],
  };
}

function execute(s: State, seat: Seat, m: Move, ev: SoEvent[]): void {
  const d = pendingDecision(s);
  if (d) {
    s.queue.shift();
    executeDecision(s, seat, d, m, ev);
    return;
  }
  if (s.phase === "build" && BUILDING_ACTIONS.has(m.type)) s.acted[seat] = true;
  switch (m.type) {
    case "build": {
      const p = s.planets[m.planet]!;
      const cost = BUILD_COST[m.item];
      p.energy -= cost.energy;
      p.ore -= cost.ore;
      p.used += cost.meeples;
      buildItem(s, seat, p, m.planet, m.item);
      s.activePlanet = m.planet;
      pub(ev, "built", { seat, cell: m.planet, item: m.item, energy: cost.energy, ore: cost.ore });
      return;
    }
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
    case "pass":
      if (s.activePlanet !== null) s.done.push(s.activePlanet);
      s.activePlanet = null;
      s.passed[seat] = true;
      pub(ev, "passed", { seat, phase: s.phase });
      s.queue.push({ k: "nextTurn" });
      return;
    case "done":
      s.passed[seat] = true;
      s.queue.push({ k: "nextTurn" });
      return;
    case "convert": {
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
      return;
    }
    case "bridge":
    case "beam": {
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
      return;
    }
    case "beamStructure": {
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
      return;
    }
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
    case "hack": {
      s.once[seat]!.push("hack");
      s.hacked.push({ seat: m.target, tech: m.tech });
      if (m.tech === "stealth" || (m.tech === "spy" && s.spyCopy[m.target] === "stealth"))
        for (const x of s.ships) if (x.owner === m.target) x.stealth = false;
      reveal(s, seat, "hacker", ev);
      pub(ev, "hacked", { seat, target: m.target, tech: m.tech });
      return;
    }
    case "load":
    case "unload": {
      const ship = shipById(s, m.ship)!;
      const p = s.planets[ship.cell]!;
      const key = cargoKey(m.cargo);
      const dir = m.type === "load" ? 1 : -1;
      ship.load = dir;
      ship[key] += dir;
      p[key] -= dir;
      if (key === "meeples") p.used = dir > 0 ? Math.min(p.used, p.meeples) : p.used + 1;
      pub(ev, m.type === "load" ? "loaded" : "unloaded", {
        seat,
        ship: ship.id,
        cell: ship.cell,
        cargo: m.cargo,
      });
      return;
    }
    case "stealth": {
      const ship = shipById(s, m.ship)!;
      payTech(s, seat, "stealth", ship);
      ship.stealth = true;
      reveal(s, seat, "stealth", ev);
      pub(ev, "stealthOn", { seat, ship: ship.id, cell: ship.cell });
      return;
    }
    case "emp": {
      const ship = shipById(s, m.ship)!;
      payTech(s, seat, "empPulseCannon", ship);
      ship.pulsed = true;
      s.emp.push({ cell: m.cell, by: seat });
      reveal(s, seat, "empPulseCannon", ev);
      pub(ev, "empFired", { seat, ship: ship.id, cell: m.cell });
      return;
    }
    case "telescope": {
      payTech(s, seat, "radioTelescope");
      s.known[seat]!.push(m.cell);
      reveal(s, seat, "radioTelescope", ev);
      pub(ev, "telescope", { seat, cell: m.cell });
      priv(ev, seat, "telescopeView", { seat, cell: m.cell, card: s.cards[m.cell]! });
      return;
    }
    case "wave": {
      const ship = shipById(s, m.ship)!;
      payTech(s, seat, "waveMotionGun", ship);
      ship.acts += 1;
      reveal(s, seat, "waveMotionGun", ev);
      const was = s.cards[m.cell]!;
      for (const x of shipsAt(s, m.cell)) destroyShip(s, x, "waveMotionGun", ev);
      if (cardKind(was) === "planet" && !s.faceUp[m.cell]) s.hiddenPlanets -= 1;
      s.planets[m.cell] = null;
      s.cards[m.cell] = "void";
      s.faceUp[m.cell] = true;
      for (const k of s.known) if (k.includes(m.cell)) k.splice(k.indexOf(m.cell), 1);
      pub(ev, "waveMotionGun", { seat, ship: ship.id, cell: m.cell, card: was });
      s.queue.push({ k: "nextTurn" });
      return;
    }
    case "step":
      executeStep(s, seat, m, ev);
      return;
    case "stop":
      s.queue.push({ k: "endMove" });
      return;
    case "rogue": {
      s.once[seat]!.push(`rogue:${m.victim}`);
      pay(s, m.victim, m.resource, 1);
      placeGain(s, seat, m.resource, 1);
      reveal(s, seat, "rogue", ev);
      pub(ev, "stole", { seat, victim: m.victim, resource: m.resource });
      return;
    }
    case "trade": {
      s.once[seat]!.push("trade");
      pay(s, seat, m.give, 1);
      placeGain(s, m.victim, m.give, 1);
      for (let i = 0; i < 2; i++) {
        const r: Resource = i < m.takeEnergy ? "energy" : "ore";
        pay(s, m.victim, r, 1);
        placeGain(s, seat, r, 1);
      }
      reveal(s, seat, "trader", ev);
      pub(ev, "traded", { seat, victim: m.victim, give: m.give, takeEnergy: m.takeEnergy });
      return;
    }
    case "offerTies":
      s.once[seat]!.push(`ties:${m.target}`);
      reveal(s, seat, "ambassador", ev);
      pub(ev, "tiesOffered", { seat, target: m.target });
      s.queue.push({ k: "answerTies", seat: m.target, holder: seat });
      return;
    case "surrender": {
      // Rulebook "Ending the Game": "...or all them surrenders". The player is out at once.
      pub(ev, "surrendered", { seat });
      s.surrendered[seat] = true;
      if (s.active && shipById(s, s.active.ship)?.owner === seat) s.active = null;
      if (s.activePlanet !== null && s.turn === seat) s.activePlanet = null;
      eliminate(s, seat, "surrendered", ev);
      if (!checkEnd(s, ev)) s.queue.push({ k: "nextTurn" });
      return;
    }
    case "proposeEnd": {
      s.once[seat]!.push("end");
      s.endVote = { proposer: seat, accepted: [] };
      pub(ev, "endProposed", { seat });
      for (let k = 1; k < s.players; k++) {
        const other = (seat + k) % s.players;
        if (!s.out[other]) s.queue.push({ k: "answerEnd", seat: other, proposer: seat });
      }
      s.queue.push({ k: "closeVote" });
      return;
    }
    default:
      throw new Error(`unexpected move ${m.type}`);
  }
}

function buildItem(s: State, seat: Seat, p: Planet, cell: number, item: BuildItem): void {
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

function executeStep(s: State, seat: Seat, m: MoveOf<"step">, ev: SoEvent[]): void {
  const ship = shipById(s, m.ship)!;
  if (!s.active) {
    const { points, energy } = movementStart(s, seat, ship);
    ship.acts += 1;
    if (energy >= 1) {
      ship.energy -= energy;
      if (points > s.movePerEnergy) reveal(s, seat, "plasmaPropulsion", ev);
    } else {
      ship.fused = true;
      reveal(s, seat, "fusionReactor", ev);
    }
    if (m.hyper || ship.acts > 1) reveal(s, seat, "hyperspaceDrive", ev);
    s.active = { ship: ship.id, points, hyper: m.hyper, prev: ship.cell };
  }
  const a = s.active;
  a.points = Math.max(0, a.points - stepCost(s, m.to));
  a.prev = ship.cell;
  ship.cell = m.to;
  pub(ev, "shipMoved", {
    seat,
    ship: ship.id,
    from: a.prev,
    to: m.to,
    hyper: m.hyper,
    spacesLeft: a.points,
    energy: ship.energy,
  });
  s.queue.push({ k: "arrive" });
}

function executeDecision(s: State, seat: Seat, d: DecisionStep, m: Move, ev: SoEvent[]): void {
  const c = s.combat;
  switch (m.type) {
    case "explore": {
      if (!m.flip) return;
      const ship = shipById(s, (d as Extract<Step, { k: "explore" }>).ship)!;
      flip(s, seat, ship.cell, ev);
      const kind = kindAt(s, ship.cell);
      if (kind === "planet") land(s, ship, ev);
      else if (kind === "supernova")
        for (const x of shipsAt(s, ship.cell)) destroyShip(s, x, "supernova", ev);
      return;
    }
    case "pickShip":
      c!.targets = [m.ship];
      pub(ev, "fleetTarget", { seat, ship: m.ship });
      queueProtects(s);
      return;
    case "discardTech": {
      const hand = s.hands[seat]!;
      hand.splice(hand.indexOf(m.tech), 1);
      const rev = s.revealed[seat]!;
      if (rev.includes(m.tech)) rev.splice(rev.indexOf(m.tech), 1);
      s.deck.splice(rngFrom(s.rng).int(s.deck.length + 1), 0, m.tech);
      pub(ev, "techReturned", { seat });
      priv(ev, seat, "techReturnedCard", { seat, tech: m.tech });
      return;
    }
    case "answerTies": {
      const holder = (d as Extract<Step, { k: "answerTies" }>).holder;
      if (!m.accept) {
        pub(ev, "tiesDeclined", { seat, holder });
        return;
      }
      s.ties.push({ holder, target: seat });
      pub(ev, "tiesAccepted", { seat, holder });
      payTies(s, holder, seat, ev);
      return;
    }
    case "answerEnd": {
      const proposer = (d as Extract<Step, { k: "answerEnd" }>).proposer;
      pub(ev, "endAnswered", { seat, proposer, accept: m.accept });
      if (m.accept) s.endVote?.accepted.push(seat);
      else {
        // One refusal is enough: nobody else is asked.
        s.endVote = null;
        s.queue = s.queue.filter((x) => x.k !== "answerEnd" && x.k !== "closeVote");
      }
      return;
    }
    case "attack":
      declareStrike(s, m.target, m.ship, ev);
      return;
    case "react": {
      if (m.tech === null) return;
      reveal(s, seat, m.tech, ev);
      if (d.k === "protect") {
        payTech(s, seat, m.tech, shipById(s, d.ship)!);
        if (m.tech === "shipArmor") s.queue.unshift({ k: "pierce", seat: d.hitter, ship: d.ship });
        c!.saved.push(d.ship);
      } else if (d.k === "pierce") {
        payTech(s, seat, m.tech);
        c!.saved = c!.saved.filter((x) => x !== d.ship);
      } else {
        payTech(s, seat, m.tech, undefined, c!.cell);
        c!.defense = m.tech as PlanetDefenseTech;
      }
      return;
    }
    default:
      throw new Error(`unexpected decision move ${m.type}`);
  }
}
