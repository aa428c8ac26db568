/** Space Opera resolution queue and round flow: arrivals, fights, strikes, phases, production, upkeep. */

import { rngFrom } from "../core/rng.ts";
import type { Seat } from "../core/types.ts";
import { autoResolve, breakTies, destroyShip, flip, land, newShip, payTies } from "./actions.ts";
import { cardKind, MARKER_ROUNDS, planetCard } from "./content.ts";
import {
  capacityOf,
  gain,
  holdings,
  invasionAttack,
  invasionDefense,
  mayHold,
  meeplesOf,
  overpopulation,
  ownedPlanets,
  payTech,
  priv,
  productionOf,
  pub,
  ranksOf,
  reveal,
  sheltered,
  shipById,
  shipsAt,
  strandsAt,
  works,
} from "./helpers.ts";
import { arrivalOf, fighters, isDecision, needsDecision } from "./queries.ts";
import type { EndReason, Planet, Ship, SoEvent, State, Step, StrikeTarget } from "./types.ts";

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
      if (!ship || ship.owner === null || !strandsAt(s, ship.energy, ship.cell)) return;
      if (works(s, ship.owner, "fusionReactor", ship.cell)) reveal(s, ship.owner, "fusionReactor", ev);
      else destroyShip(s, ship, "outOfEnergy", ev);
      return;
    }
    case "closeVote": {
      const v = s.endVote;
      s.endVote = null;
      const voters = Array.from({ length: s.players }, (_, i) => i).filter(
        (i) => !s.out[i] && i !== v?.proposer,
      );
      if (v && voters.every((i) => v.accepted.includes(i))) endGame(s, "agreement", ev);
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
  // `arrivalOf` (what the reach shows), with the fighters found for real.
  let foes: Ship[] = [];
  const kind = arrivalOf(s, ship, a.hyper, () => {
    foes = a.hyper ? [] : fighters(s, ship, ev);
    return foes.length > 0;
  });
  if (kind === "supernova") {
    destroyShip(s, ship, "supernova", ev);
    s.queue.unshift({ k: "nextTurn" });
    return;
  }
  const planet = s.planets[cell];
  if (kind === "attack" && planet) {
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
  if (kind === "fight") {
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
    pub(ev, "shipCombat", {
      seat,
      defender,
      ship: ship.id,
      cell,
      nuke: ship.nukes > 0,
      targets: foes.map((x) => x.id),
    });
    s.queue.unshift({ k: "pickShip", seat: defender, cell }, { k: "resolveShips" });
    return;
  }
  if (kind === "land") {
    land(s, ship, ev);
    s.queue.unshift({ k: "endMove" });
    return;
  }
  if (a.points <= 0) s.queue.unshift({ k: "endMove" });
}

function resolveShips(s: State, ev: SoEvent[]): void {
  const c = s.combat!;
  const ship = shipById(s, c.ship);
  const defenderLost: number[] = [];
  const attackerLost: number[] = [];
  for (const id of c.targets) {
    const t = shipById(s, id);
    if (t && !c.saved.includes(id)) {
      destroyShip(s, t, c.nuke ? "nuclear" : "combat", ev);
      defenderLost.push(id);
    } else if (t) pub(ev, "shipSurvived", { ship: id, owner: t.owner });
  }
  s.combat = null;
  const result = (outcome: SoEventOutcome) =>
    pub(ev, "shipCombatResult", {
      seat: c.attacker,
      defender: c.defender,
      ship: c.ship,
      cell: c.cell,
      attackerLost,
      defenderLost,
      outcome,
    });
  if (!ship) {
    result(defenderLost.length > 0 ? "bothDestroyed" : "defenderWon");
    s.queue.unshift({ k: "nextTurn" });
    return;
  }
  if (c.nuke || !c.saved.includes(ship.id)) {
    destroyShip(s, ship, c.nuke ? "nuclear" : "combat", ev);
    attackerLost.push(ship.id);
    result(defenderLost.length > 0 ? "bothDestroyed" : "defenderWon");
    s.queue.unshift({ k: "nextTurn" });
    return;
  }
  pub(ev, "shipSurvived", { ship: ship.id, owner: ship.owner });
  if (fighters(s, ship).length > 0) {
    // Both sides held: the attacker falls back to the card it came from and stops there.
    const from = ship.cell;
    ship.cell = c.prev;
    s.active!.points = 0;
    result("repelled");
    pub(ev, "shipRepelled", { seat: c.attacker, ship: ship.id, from, to: c.prev });
    s.queue.unshift({ k: "endMove" });
    return;
  }
  result("attackerWon");
  s.queue.unshift({ k: "arrive" });
}

type SoEventOutcome = "attackerWon" | "defenderWon" | "bothDestroyed" | "repelled";

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
      pub(ev, "missileDefenseFailed", { seat: c.defender, attacker: c.attacker, cell: c.cell });
    } else {
      destroyShip(s, ship, "missileDefense", ev);
      return;
    }
  }
  destroyShip(s, ship, c.strike === "invade" ? "transport" : "missile", ev);
  const targetShip = c.strikeShip !== null && !c.saved.includes(c.strikeShip) ? c.strikeShip : null;
  if (c.strikeShip !== null && targetShip === null)
    pub(ev, "shipSurvived", { ship: c.strikeShip, owner: shipById(s, c.strikeShip)?.owner ?? null });
  strike(s, c.attacker, ship, p, c.cell, c.strike ?? "none", c.strikeShip, targetShip, ev);
  if (p.meeples <= 0) {
    p.meeples = 0;
    p.used = 0;
    if (p.owner !== null) pub(ev, "planetLost", { seat: p.owner, cell: c.cell, by: c.attacker });
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
  target: StrikeTarget,
  aimed: number | null,
  targetShip: number | null,
  ev: SoEvent[],
): void {
  const defender = p.owner!;
  const base = { seat, defender, cell, ship: ship.id };
  const before = { meeples: p.meeples, farm: p.farm };
  switch (target) {
    case "invade": {
      const att = invasionAttack(s, seat, ship.meeples, cell);
      if (att > ship.meeples) reveal(s, seat, "superSoldier", ev);
      const def = invasionDefense(s, p, cell);
      if (p.meeples > 0 && works(s, defender, "superSoldier", cell)) reveal(s, defender, "superSoldier", ev);
      let outcome: "conquered" | "repelled" | "bothWipedOut";
      if (att > def) {
        p.owner = seat;
        p.meeples = Math.min(ship.meeples, att - def);
        p.used = p.meeples;
        for (const x of shipsAt(s, cell)) if (x.owner === defender || x.owner === null) x.owner = seat;
        outcome = "conquered";
      } else if (def > att) {
        p.meeples = Math.min(p.meeples, def - att);
        outcome = "repelled";
      } else {
        p.meeples = 0;
        outcome = "bothWipedOut";
      }
      pub(ev, "invasion", {
        ...base,
        attack: att,
        defense: def,
        won: att > def,
        left: p.meeples,
        attackerLost: ship.meeples - (outcome === "conquered" ? p.meeples : 0),
        defenderLost: outcome === "conquered" ? before.meeples : before.meeples - p.meeples,
        outcome,
      });
      if (outcome === "conquered") pub(ev, "planetLost", { seat: defender, cell, by: seat });
      return;
    }
    case "nuke":
      p.meeples = sheltered(p).meeples;
      p.farm = sheltered(p).farms;
      p.windmill = 0;
      p.refinery = 0;
      p.energy = 0;
      p.ore = 0;
      p.nukes = 0;
      p.bios = 0;
      p.fallout = s.round + MARKER_ROUNDS - 1;
      for (const x of shipsAt(s, cell)) destroyShip(s, x, "nuclear", ev);
      pub(ev, "nuclearStrike", {
        ...base,
        meeplesLost: before.meeples - p.meeples,
        farmsLost: before.farm - p.farm,
      });
      return;
    case "bio": {
      const safe = sheltered(p);
      p.meeples = safe.meeples;
      p.farm = safe.farms;
      p.contaminated = s.round + MARKER_ROUNDS - 1;
      pub(ev, "biologicalStrike", {
        ...base,
        meeplesLost: before.meeples - p.meeples,
        farmsLost: before.farm - p.farm,
      });
      return;
    }
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
  const hit = target !== "none" && (target !== "ship" || targetShip !== null);
  pub(ev, "missileStrike", { ...base, strike: target, targetShip: aimed, hit });
}

/**
 * Puts a player out of the game (rulebook "Ending the Game": no meeples left, or surrendered): his
 * ships and the meeples on his planets go, the planets keep their structures and stores without a
 * controller, his tech cards go back into the deck.
 */
export function eliminate(s: State, seat: Seat, reason: "noMeeples" | "surrendered", ev: SoEvent[]): void {
  s.out[seat] = Math.max(0, ...s.out) + 1;
  s.passed[seat] = true;
  if (reason === "surrendered") s.respawned[seat] = true; // a player who gave up does not re-spawn
  for (const x of s.ships.filter((y) => y.owner === seat)) destroyShip(s, x, "eliminated", ev);
  for (const p of s.planets)
    if (p && p.owner === seat) {
      p.owner = null;
      p.meeples = 0;
      p.used = 0;
    }
  s.deck.push(...s.hands[seat]!);
  rngFrom(s.rng).shuffleInPlace(s.deck);
  s.hands[seat] = [];
  s.revealed[seat] = [];
  s.spyCopy[seat] = null;
  s.spied[seat] = null;
  s.ties = s.ties.filter((t) => t.holder !== seat && t.target !== seat);
  pub(ev, "eliminated", { seat, reason });
}

/** Ends the game: phase "over", its reason, and a `gameOver` event with the ranks. */
function endGame(s: State, reason: EndReason, ev: SoEvent[]): void {
  s.phase = "over";
  s.endReason = reason;
  s.queue = [];
  s.active = null;
  s.combat = null;
  s.endVote = null;
  const seats = Array.from({ length: s.players }, (_, i) => i);
  const h = seats.map((i) => holdings(s, i));
  pub(ev, "gameOver", {
    reason,
    ranks: ranksOf(s),
    planets: h.map((x) => x.planets),
    classTotals: h.map((x) => x.classTotal),
  });
}

/** Ends the game when one player (or none) is left and no re-spawn can come; true if it ended. */
export function checkEnd(s: State, ev: SoEvent[]): boolean {
  if (s.phase === "over") return true;
  const alive = s.out.filter((o) => o === 0).length;
  if (alive === 0 || (alive === 1 && !respawnPossible(s))) {
    endGame(s, "lastStanding", ev);
    return true;
  }
  return false;
}

/** Marks players without meeples as out; ends the game when one (or none) is left. */
function checkEliminations(s: State, ev: SoEvent[]): void {
  if (s.phase === "over") return;
  let changed = false;
  for (let seat = 0; seat < s.players; seat++) {
    if (s.out[seat] || meeplesOf(s, seat) > 0) continue;
    eliminate(s, seat, "noMeeples", ev);
    changed = true;
  }
  if (checkEnd(s, ev)) return;
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
    s.acted = s.acted.map(() => false);
  }
  resetPassed(s);
  pub(ev, "phase", { phase: s.phase, round: s.round, first: s.first });
}

/** Rulebook "Production/Harvest": pips + structures (+ Engineer/Metallurgist), capped at 10. */
function produce(s: State, ev: SoEvent[]): void {
  for (let k = 0; k < s.players; k++) {
    const seat = (s.first + k) % s.players;
    for (const cell of ownedPlanets(s, seat)) {
      const p = s.planets[cell]!;
      if (p.fallout) continue;
      const y = productionOf(s, seat, cell);
      for (const t of y.techs) reveal(s, seat, t, ev);
      const ge = gain(p, "energy", y.energy);
      const go = gain(p, "ore", y.ore);
      pub(ev, "produced", { seat, cell, energy: ge, ore: go });
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
      const removed = overpopulation(s, p);
      if (removed > 0) {
        pub(ev, "overpopulation", { seat: p.owner, cell, removed });
        p.meeples -= removed;
      }
    }
    p.used = 0;
    if (p.contaminated && p.contaminated <= s.round) {
      p.contaminated = 0;
      pub(ev, "markerRemoved", { cell, marker: "contamination" });
    }
    if (p.fallout && p.fallout <= s.round) {
      p.fallout = 0;
      pub(ev, "markerRemoved", { cell, marker: "fallout" });
    }
  });
  for (const t of [...s.ties]) payTies(s, t.holder, t.target, ev);
}

function endRound(s: State, ev: SoEvent[]): void {
  if (s.respawn) respawnPlayers(s, ev);
  // Calm rounds: a round in which some planet changed hands resets the count.
  const owners = s.planets.map((p) => p?.owner ?? null);
  if (owners.some((o, i) => o !== s.owners[i])) {
    s.owners = owners;
    s.ownersChanged = s.round;
  }
  if (checkEnd(s, ev)) return;
  // Rulebook "Ending the Game": "Players can also set a time limit for the game. The player with the
  // most number of planet at the end of the game wins. In case of a tie, the player with the
  // highest Class total wins."
  if (s.roundLimit !== null && s.round >= s.roundLimit) {
    endGame(s, "roundLimit", ev);
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
      flip(s, seat, cell, ev);
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
      priv(ev, seat, "drewTech", { seat, tech });
    }
    s.out[seat] = 0;
    s.respawned[seat] = true;
    pub(ev, "respawned", { seat, cell });
  }
}
