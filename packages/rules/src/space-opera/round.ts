/** Space Opera resolution queue and round flow: arrivals, fights, strikes, phases, production, upkeep. */

import { rngFrom } from "../core/rng.ts";
import type { Seat } from "../core/types.ts";
import { autoResolve, breakTies, destroyShip, flip, land, newShip, payTies } from "./actions.ts";
import { cardKind, MARKER_ROUNDS, planetCard, TECHS } from "./content.ts";
import {
  ALL,
  capacityOf,
  gain,
  kindAt,
  mayHold,
  meeplesOf,
  ownedPlanets,
  payTech,
  reveal,
  shipById,
  shipsAt,
  techBonus,
  works,
} from "./helpers.ts";
import { fighters, isDecision, needsDecision } from "./queries.ts";
import type { Planet, Ship, SoEvent, State, Step } from "./types.ts";

/** Runs automatic steps until a decision is needed or the turn goes on. */
export function run(s: State, ev: SoEvent[]): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const st = s.queue[0];
    if (!st) {
      checkEliminations(s, ev);
      return;
    }
    if (isDecision(st)) {
      if (needsDecision(s, st)) return;
      s.queue.shift();
      autoResolve(s, st, ev);
      continue;
    }
    s.queue.shift();
    execStep(s, st, ev);
  }
  throw new Error("space-opera: resolution did not settle");
}

function execStep(s: State, st: Step, ev: SoEvent[]): void {
  switch (st.k) {
    case "arrive":
      arrive(s, ev);
      return;
    case "endMove": {
      const a = s.active;
      const ship = a ? shipById(s, a.ship) : undefined;
      const steps: Step[] = [];
      if (a && ship) {
        if (!s.faceUp[ship.cell] && !a.hyper) steps.push({ k: "explore", seat: ship.owner!, ship: ship.id });
        steps.push({ k: "strand", ship: ship.id });
      }
      steps.push({ k: "nextTurn" });
      s.queue.unshift(...steps);
      return;
    }
    case "strand": {
      const ship = shipById(s, st.ship);
      if (!ship || ship.owner === null || ship.energy > 0 || kindAt(s, ship.cell) === "planet") return;
      if (works(s, ship.owner, "fusionReactor", ship.cell)) reveal(s, ship.owner, "fusionReactor", ev);
      else destroyShip(s, ship, "outOfEnergy", ev);
      return;
    }
    case "resolveShips":
      resolveShips(s, ev);
      return;
    case "resolvePlanet":
      resolvePlanet(s, ev);
      return;
    case "nextTurn":
      s.active = null;
      s.combat = null;
      advanceTurn(s, ev, false);
      return;
    default:
      throw new Error(`decision step ${st.k} executed as automatic`);
  }
}

export function arrive(s: State, ev: SoEvent[]): void {
  const a = s.active!;
  const ship = shipById(s, a.ship);
  if (!ship) {
    s.queue.unshift({ k: "nextTurn" });
    return;
  }
  const seat = ship.owner!;
  const cell = ship.cell;
  if (kindAt(s, cell) === "supernova" && !a.hyper) {
    destroyShip(s, ship, "supernova", ev);
    s.queue.unshift({ k: "nextTurn" });
    return;
  }
  const planet = s.planets[cell];
  const enemyPlanet = !!planet && planet.owner !== null && planet.owner !== seat;
  if (enemyPlanet) {
    s.combat = {
      ship: ship.id,
      attacker: seat,
      prev: a.prev,
      cell,
      defender: planet.owner!,
      nuke: false,
      targets: [],
      saved: [],
      strike: null,
      strikeShip: null,
      defense: null,
    };
    breakTies(s, seat, planet.owner, ev);
    s.queue.unshift(
      { k: "attackPlanet", seat, cell },
      { k: "defendPlanet", seat: planet.owner!, cell },
      { k: "resolvePlanet" },
    );
    return;
  }
  if (!a.hyper) {
    const foes = fighters(s, ship, ev);
    if (foes.length > 0) {
      const defender = foes[0]!.owner!;
      s.combat = {
        ship: ship.id,
        attacker: seat,
        prev: a.prev,
        cell,
        defender,
        nuke: ship.nukes > 0,
        targets: foes.map((x) => x.id),
        saved: [],
        strike: null,
        strikeShip: null,
        defense: null,
      };
      breakTies(s, seat, defender, ev);
      ev.push({ type: "shipCombat", visibleTo: ALL, seat, defender, cell, nuke: ship.nukes > 0 });
      s.queue.unshift({ k: "pickShip", seat: defender, cell }, { k: "resolveShips" });
      return;
    }
  }
  if (planet && planet.owner === null) {
    land(s, ship, ev);
    s.queue.unshift({ k: "endMove" });
    return;
  }
  if (a.points <= 0) s.queue.unshift({ k: "endMove" });
}

function resolveShips(s: State, ev: SoEvent[]): void {
  const c = s.combat!;
  const ship = shipById(s, c.ship);
  for (const id of c.targets) {
    const t = shipById(s, id);
    if (t && !c.saved.includes(id)) destroyShip(s, t, c.nuke ? "nuclear" : "combat", ev);
    else if (t) ev.push({ type: "shipSurvived", visibleTo: ALL, ship: id });
  }
  s.combat = null;
  if (!ship) {
    s.queue.unshift({ k: "nextTurn" });
    return;
  }
  if (c.nuke || !c.saved.includes(ship.id)) {
    destroyShip(s, ship, c.nuke ? "nuclear" : "combat", ev);
    s.queue.unshift({ k: "nextTurn" });
    return;
  }
  ev.push({ type: "shipSurvived", visibleTo: ALL, ship: ship.id });
  if (fighters(s, ship).length > 0) {
    // Both sides held: the attacker falls back to the card it came from and stops there.
    ship.cell = c.prev;
    s.active!.points = 0;
    ev.push({ type: "shipRepelled", visibleTo: ALL, ship: ship.id, to: c.prev });
    s.queue.unshift({ k: "endMove" });
    return;
  }
  s.queue.unshift({ k: "arrive" });
}

function resolvePlanet(s: State, ev: SoEvent[]): void {
  const c = s.combat!;
  s.combat = null;
  s.queue.unshift({ k: "nextTurn" });
  const ship = shipById(s, c.ship);
  const p = s.planets[c.cell];
  if (!ship || !p) return;
  if (c.defense === "forceField") {
    destroyShip(s, ship, "forceField", ev);
    return;
  }
  if (c.defense === "missileDefense") {
    if (works(s, c.attacker, "kamikazePilot", c.cell)) {
      reveal(s, c.attacker, "kamikazePilot", ev);
      ev.push({ type: "missileDefenseFailed", visibleTo: ALL, seat: c.defender, cell: c.cell });
    } else {
      destroyShip(s, ship, "missileDefense", ev);
      return;
    }
  }
  destroyShip(s, ship, c.strike === "invade" ? "transport" : "missile", ev);
  const targetShip = c.strikeShip !== null && !c.saved.includes(c.strikeShip) ? c.strikeShip : null;
  if (c.strikeShip !== null && targetShip === null)
    ev.push({ type: "shipSurvived", visibleTo: ALL, ship: c.strikeShip });
  strike(s, c.attacker, ship, p, c.cell, c.strike ?? "none", targetShip, ev);
  if (p.meeples <= 0) {
    p.meeples = 0;
    p.used = 0;
    if (p.owner !== null) ev.push({ type: "planetLost", visibleTo: ALL, seat: p.owner, cell: c.cell });
    p.owner = null;
  }
  p.used = Math.min(p.used, p.meeples);
}

/** Resolves a missile, warhead or invasion on an enemy planet (rulebook "Missile or Airstrike" ff.). */
function strike(
  s: State,
  seat: Seat,
  ship: Ship,
  p: Planet,
  cell: number,
  target: string,
  targetShip: number | null,
  ev: SoEvent[],
): void {
  const defender = p.owner!;
  const base = { visibleTo: ALL, seat, defender, cell } as const;
  switch (target) {
    case "invade": {
      let att = ship.meeples;
      if (works(s, seat, "superSoldier", cell)) {
        att += techBonus("superSoldier");
        reveal(s, seat, "superSoldier", ev);
      }
      let def = p.meeples + Math.min(p.bunker, p.meeples);
      if (p.meeples > 0 && works(s, defender, "superSoldier", cell)) {
        def += techBonus("superSoldier");
        reveal(s, defender, "superSoldier", ev);
      }
      if (att > def) {
        p.owner = seat;
        p.meeples = Math.min(ship.meeples, att - def);
        p.used = p.meeples;
        for (const x of shipsAt(s, cell)) if (x.owner === defender || x.owner === null) x.owner = seat;
      } else if (def > att) {
        p.meeples = Math.min(p.meeples, def - att);
      } else {
        p.meeples = 0;
      }
      ev.push({ type: "invasion", ...base, attack: att, defense: def, won: att > def, left: p.meeples });
      return;
    }
    case "nuke":
      p.meeples = Math.min(p.meeples, p.bunker);
      p.farm = Math.min(p.farm, p.bunker);
      p.windmill = 0;
      p.refinery = 0;
      p.energy = 0;
      p.ore = 0;
      p.nukes = 0;
      p.bios = 0;
      p.fallout = s.round + MARKER_ROUNDS - 1;
      for (const x of shipsAt(s, cell)) destroyShip(s, x, "nuclear", ev);
      ev.push({ type: "nuclearStrike", ...base });
      return;
    case "bio":
      p.meeples = Math.min(p.meeples, p.bunker);
      p.farm = Math.min(p.farm, p.bunker);
      p.contaminated = s.round + MARKER_ROUNDS - 1;
      ev.push({ type: "biologicalStrike", ...base });
      return;
    case "meeple":
      p.meeples -= 1;
      break;
    case "windmill":
    case "refinery":
    case "farm":
      p[target] = 0;
      break;
    case "bunker":
      payTech(s, seat, "armorPiercer");
      reveal(s, seat, "armorPiercer", ev);
      p.bunker -= 1;
      break;
    case "ship": {
      // targetShip is null when the targeted ship protected itself (Energy Shield, Ship Armor).
      const t = targetShip === null ? undefined : shipById(s, targetShip);
      if (t) destroyShip(s, t, "missile", ev);
      break;
    }
    case "warheads":
      reveal(s, seat, "surgicalStrike", ev);
      p.nukes = 0;
      p.bios = 0;
      break;
    default:
      break;
  }
  ev.push({ type: "missileStrike", ...base, target });
}

/** Marks players without meeples as out; ends the game when one (or none) is left. */
function checkEliminations(s: State, ev: SoEvent[]): void {
  if (s.phase === "over") return;
  let changed = false;
  const outSoFar = Math.max(0, ...s.out);
  for (let seat = 0; seat < s.players; seat++) {
    if (s.out[seat] || meeplesOf(s, seat) > 0) continue;
    s.out[seat] = outSoFar + 1;
    s.passed[seat] = true;
    for (const x of s.ships.filter((y) => y.owner === seat)) destroyShip(s, x, "eliminated", ev);
    for (const p of s.planets) if (p && p.owner === seat) p.owner = null;
    s.deck.push(...s.hands[seat]!);
    rngFrom(s.rng).shuffleInPlace(s.deck);
    s.hands[seat] = [];
    s.revealed[seat] = [];
    s.spyCopy[seat] = null;
    s.ties = s.ties.filter((t) => t.holder !== seat && t.target !== seat);
    ev.push({ type: "eliminated", visibleTo: ALL, seat });
    changed = true;
  }
  const alive = s.out.filter((o) => o === 0).length;
  if (alive === 0 || (alive === 1 && !respawnPossible(s))) {
    s.phase = "over";
    s.queue = [];
    s.active = null;
    s.combat = null;
    ev.push({ type: "gameOver", visibleTo: ALL, reason: "lastStanding" });
    return;
  }
  if (changed && s.out[s.turn] && s.queue.length === 0) advanceTurn(s, ev, false);
}

function respawnPossible(s: State): boolean {
  if (!s.respawn) return false;
  if (!s.out.some((o, seat) => o > 0 && !s.respawned[seat])) return false;
  return s.hiddenPlanets > 0 || s.planets.some((p) => p !== null && p.owner === null);
}

function eligible(s: State, seat: Seat): boolean {
  if (s.out[seat]) return false;
  const hand = s.hands[seat]!;
  switch (s.phase) {
    case "build":
      return s.planets.some((p, i) => p && p.owner === seat && !s.done.includes(i) && !p.fallout);
    case "move":
      return hand.length > 0 || s.ships.some((x) => x.owner === seat);
    case "harvest":
      return mayHold(s, seat, ["rogue", "trader"]);
    case "upkeep":
      return mayHold(s, seat, ["ambassador"]);
    default:
      return false;
  }
}

/** Gives the turn to the next seat (clockwise) that still acts in this phase, or moves the round on. */
export function advanceTurn(s: State, ev: SoEvent[], includeCurrent: boolean): void {
  let start = includeCurrent ? s.turn : (s.turn + 1) % s.players;
  for (let guard = 0; guard < 1000; guard++) {
    if (s.phase === "over") return;
    for (let k = 0; k < s.players; k++) {
      const seat = (start + k) % s.players;
      if (s.passed[seat]) continue;
      if (!eligible(s, seat)) {
        s.passed[seat] = true;
        continue;
      }
      s.turn = seat;
      return;
    }
    nextPhase(s, ev);
    start = s.turn;
  }
  throw new Error("space-opera: no phase gave anyone a turn");
}

function resetPassed(s: State): void {
  s.passed = s.out.map((o) => o > 0);
  s.turn = s.first;
}

function nextPhase(s: State, ev: SoEvent[]): void {
  if (s.phase === "build") {
    s.phase = "move";
    s.done = [];
    s.activePlanet = null;
    for (const x of s.ships) {
      x.acts = 0;
      x.load = 0;
      x.pulsed = false;
      x.fused = false;
    }
  } else if (s.phase === "move") {
    for (const x of s.ships) x.stealth = false;
    s.emp = [];
    s.phase = "harvest";
    produce(s, ev);
  } else if (s.phase === "harvest") {
    s.phase = "upkeep";
    upkeep(s, ev);
  } else if (s.phase === "upkeep") {
    endRound(s, ev);
    if ((s.phase as string) === "over") return;
    s.phase = "build";
    s.built = s.built.map(() => false);
  }
  resetPassed(s);
  ev.push({ type: "phase", visibleTo: ALL, phase: s.phase, round: s.round });
}

/** Rulebook "Production/Harvest": pips + structures (+ Engineer/Metallurgist), capped at 10. */
function produce(s: State, ev: SoEvent[]): void {
  for (let k = 0; k < s.players; k++) {
    const seat = (s.first + k) % s.players;
    for (const cell of ownedPlanets(s, seat)) {
      const p = s.planets[cell]!;
      if (p.fallout) continue;
      const card = planetCard(p.card);
      let e = card.energy + p.windmill;
      let o = card.ore + p.refinery;
      // Production techs (Engineer, Metallurgist) add what their effect says.
      for (const t of new Set(s.hands[seat]!.concat(s.spyCopy[seat] ?? []))) {
        const eff = TECHS[t].effect;
        if (eff.kind !== "production" || !works(s, seat, t)) continue;
        e += eff.energy;
        o += eff.ore;
        reveal(s, seat, t, ev);
      }
      if (p.contaminated) {
        e = Math.min(e, 1);
        o = Math.min(o, 1);
      }
      const ge = gain(p, "energy", e);
      const go = gain(p, "ore", o);
      ev.push({ type: "produced", visibleTo: ALL, seat, cell, energy: ge, ore: go });
    }
  }
}

/** Rulebook "Maintenance": overpopulation, meeples upright, markers that are due removed, ties paid. */
export function upkeep(s: State, ev: SoEvent[]): void {
  s.planets.forEach((p, cell) => {
    if (!p) return;
    if (p.owner !== null) {
      const cap = capacityOf(s, p);
      if (works(s, p.owner, "permaculture") && p.meeples >= cap) reveal(s, p.owner, "permaculture", ev);
      if (p.meeples > cap) {
        ev.push({ type: "overpopulation", visibleTo: ALL, seat: p.owner, cell, removed: p.meeples - cap });
        p.meeples = cap;
      }
    }
    p.used = 0;
    if (p.contaminated && p.contaminated <= s.round) {
      p.contaminated = 0;
      ev.push({ type: "markerRemoved", visibleTo: ALL, cell, marker: "contamination" });
    }
    if (p.fallout && p.fallout <= s.round) {
      p.fallout = 0;
      ev.push({ type: "markerRemoved", visibleTo: ALL, cell, marker: "fallout" });
    }
  });
  for (const t of [...s.ties]) payTies(s, t.holder, t.target, ev);
}

function endRound(s: State, ev: SoEvent[]): void {
  if (s.respawn) respawnPlayers(s, ev);
  const alive = s.out.filter((o) => o === 0).length;
  if (
    alive === 0 ||
    (alive === 1 && !respawnPossible(s)) ||
    (s.roundLimit !== null && s.round >= s.roundLimit)
  ) {
    s.phase = "over";
    ev.push({ type: "gameOver", visibleTo: ALL, reason: alive <= 1 ? "lastStanding" : "roundLimit" });
    return;
  }
  s.once = s.once.map(() => []);
  s.hacked = [];
  s.spied = s.spied.map(() => null);
  s.spyCopy = s.spyCopy.map(() => null);
  // The First-Player token passes counter-clockwise to the next player still in the game.
  for (let k = 1; k <= s.players; k++) {
    const seat = (s.first - k + s.players * 2) % s.players;
    if (!s.out[seat]) {
      s.first = seat;
      break;
    }
  }
  s.round += 1;
}

/** Rulebook "Player Re-Spawn": an eliminated player takes a newly discovered planet, well equipped. */
function respawnPlayers(s: State, ev: SoEvent[]): void {
  const waiting = s.out
    .map((o, seat) => ({ o, seat }))
    .filter((x) => x.o > 0 && !s.respawned[x.seat])
    .sort((a, b) => a.o - b.o);
  for (const { seat } of waiting) {
    const free = (i: number) => !s.ships.some((x) => x.cell === i && x.owner !== null);
    const hidden = s.cards.flatMap((c, i) =>
      !s.faceUp[i] && cardKind(c) === "planet" && free(i) ? [i] : [],
    );
    let cell: number | undefined;
    if (hidden.length > 0) {
      cell = rngFrom(s.rng).pick(hidden);
      flip(s, cell, ev);
    } else {
      cell = s.planets.findIndex((p, i) => p !== null && p.owner === null && free(i));
      if (cell < 0) continue;
    }
    const p = s.planets[cell]!;
    const card = planetCard(p.card);
    Object.assign(p, {
      owner: seat,
      meeples: card.capacity * 2,
      used: 0,
      energy: card.energy,
      ore: card.ore,
      windmill: 1,
      refinery: 1,
      farm: 1,
      bunker: 1,
    });
    for (const x of shipsAt(s, cell)) x.owner = seat;
    newShip(s, seat, cell);
    newShip(s, seat, cell);
    const tech = s.deck.pop();
    if (tech) {
      s.hands[seat]!.push(tech);
      ev.push({ type: "drewTech", visibleTo: [seat], seat, tech });
    }
    s.out[seat] = 0;
    s.respawned[seat] = true;
    ev.push({ type: "respawned", visibleTo: ALL, seat, cell });
  }
}
