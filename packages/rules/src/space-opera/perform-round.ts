/**
 * The round's flow (rulebook "Game Round"): whose turn it is, the phases in order, Production,
 * Maintenance, the end of a round and re-spawns.
 */
import { rngFrom } from "../core/rng.ts";
import type { Seat } from "../core/types.ts";
import { cardKind, planetCard } from "./content.ts";
import { flip, newShip, payTies } from "./effects.ts";
import type { OperaEvent } from "./events.ts";
import {
  capacityOf,
  gain,
  mayHold,
  overpopulation,
  ownedPlanets,
  priv,
  productionOf,
  pub,
  reveal,
  shipsAt,
  works,
} from "./helpers.ts";
import { checkEnd, endGame } from "./perform-end.ts";
import type { OperaState } from "./types.ts";

function eligible(s: OperaState, seat: Seat): boolean {
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
export function advanceTurn(s: OperaState, ev: OperaEvent[], includeCurrent: boolean): void {
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

function resetPassed(s: OperaState): void {
  s.passed = s.out.map((o) => o > 0);
  s.turn = s.first;
}

function nextPhase(s: OperaState, ev: OperaEvent[]): void {
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
    announce(s, ev);
    produce(s, ev);
  } else if (s.phase === "harvest") {
    s.phase = "upkeep";
    announce(s, ev);
    upkeep(s, ev);
  } else if (s.phase === "upkeep") {
    endRound(s, ev);
    if ((s.phase as string) === "over") return;
    s.phase = "build";
    s.acted = s.acted.map(() => false);
  }
  resetPassed(s);
  if (s.phase === "build" || s.phase === "move") announce(s, ev);
}

/** The phase's own event, before what the phase does by itself (the log reads in order). */
function announce(s: OperaState, ev: OperaEvent[]): void {
  pub(ev, "phase", { phase: s.phase, round: s.round, first: s.first });
}

/** Rulebook "Production/Harvest": pips + structures (+ Engineer/Metallurgist), capped at 10. */
function produce(s: OperaState, ev: OperaEvent[]): void {
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
export function upkeep(s: OperaState, ev: OperaEvent[]): void {
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

function endRound(s: OperaState, ev: OperaEvent[]): void {
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
function respawnPlayers(s: OperaState, ev: OperaEvent[]): void {
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
