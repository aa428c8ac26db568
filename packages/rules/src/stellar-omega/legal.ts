/**
 * Who may act and which moves they have: the one source of stellar_omega's legality (defineGame
 * performs only a move listed here; explain.ts words why another one is not).
 */
import type { Seat } from "../core/types.ts";
import { AREAS, MAX_LEVEL, RACES, type Race } from "./content.ts";
import {
  actionCost,
  inGameRaces,
  level,
  maxActions,
  nprRaces,
  openAreas,
  openUnitAreas,
  playerRaces,
  raceOfSeat,
  tilesOnPad,
  unitAreas,
} from "./queries.ts";
import type { DamageCtx, OmegaMove, OmegaState, TurnState } from "./types.ts";

/** Die values of a roll, each once, lowest first. */
const distinct = (xs: readonly number[]): number[] => [...new Set(xs)].sort((a, b) => a - b);
/** Seats that may act now. */
export function actors(s: OmegaState): Seat[] {
  switch (s.phase) {
    case "draft":
      return [s.nextSeat];
    case "bid":
      return playerRaces(s)
        .filter((r) => s.races[r].bid === null)
        .map((r) => s.races[r].seat!)
        .sort((a, b) => a - b);
    case "actions":
    case "scoring": {
      const d = decider(s);
      return d === null ? [] : [d];
    }
    case "over":
      return [];
  }
}

/** The seat that must decide now in phases B and C. */
function decider(s: OmegaState): Seat | null {
  const p = s.pending;
  if (p) {
    switch (p.kind) {
      case "gate":
      case "levelUp":
        return s.races[p.race].seat;
      case "attack":
        return p.step === "defend" ? s.races[p.target].seat : s.races[p.race].seat;
      case "decode": {
        if (p.step === "roll") return s.races[p.race].seat;
        const q = p.queue[0];
        return q ? s.races[q].seat : null;
      }
      case "damage":
        return p.decider;
    }
  }
  return s.turn ? s.turn.seat : null;
}

/** Areas where a TILE action may place a unit for `r` (open, none of its own, a tile on the pad). */
export function tileAreas(s: OmegaState, r: Race): number[] {
  if (tilesOnPad(s.races[r]) === 0) return [];
  return openAreas(s).filter((a) => level(s, a, r) === 0);
}

/** Where an NPR card puts its tile: a new unit, else a level up, else [null] = a crystal. */
export function nprAreas(s: OmegaState, q: Race): (number | null)[] {
  const rs = s.races[q];
  if (tilesOnPad(rs) > 0) {
    const fresh = openAreas(s).filter((a) => level(s, a, q) === 0);
    if (fresh.length > 0) return fresh;
    const up = openAreas(s).filter((a) => level(s, a, q) < MAX_LEVEL);
    if (up.length > 0) return up;
  }
  return [null];
}

/** Targets a race may attack now, ignoring its hand. */
export function attackTargets(s: OmegaState, r: Race): Race[] {
  if (openUnitAreas(s, r).length === 0) return [];
  return inGameRaces(s).filter((t) => t !== r && openUnitAreas(s, t).length > 0);
}

/** Units of `r` that can gain a level (below the top level, a tile left on the pad). */
export function levelUpAreas(s: OmegaState, r: Race): number[] {
  if (tilesOnPad(s.races[r]) === 0) return [];
  return unitAreas(s, r).filter((a) => level(s, a, r) < MAX_LEVEL);
}

/** Rulebook B4/B5: no reroll against a player who has no AT left (NPRs never have AT). */
export function canReroll(s: OmegaState): boolean {
  const p = s.pending;
  if (!p || (p.kind !== "gate" && p.kind !== "attack" && p.kind !== "decode")) return false;
  if (p.step !== "roll") return false;
  if (s.races[p.race].tilesAvail === 0) return false;
  if (p.kind === "attack") return s.races[p.target].seat !== null && s.races[p.target].at > 0;
  if (p.kind === "decode")
    return opposers(s, p.race).every((o) => s.races[o].seat !== null && s.races[o].at > 0);
  return true;
}

/** Other races with a unit in the closed sector. */
export function opposers(s: OmegaState, r: Race): Race[] {
  return inGameRaces(s).filter((o) => o !== r && level(s, s.gate, o) > 0);
}

/** Where a ship attack's damage can go: a unit's tile (its area), or a placed card (null). */
export function damageOptions(s: OmegaState, p: DamageCtx): (number | null)[] {
  const rs = s.races[p.race];
  const out: (number | null)[] = unitAreas(s, p.race);
  if (rs.placedUp.length + rs.placedDown.length > 0) out.push(null);
  return out;
}

/** Moves of the pending decision (all public information). */
export function pendingMoves(s: OmegaState): OmegaMove[] {
  const p = s.pending!;
  const out: OmegaMove[] = [];
  switch (p.kind) {
    case "gate":
      if (p.step === "move") {
        for (let a = 0; a < AREAS; a++) if (a !== s.gate) out.push({ type: "moveGate", to: a });
        out.push({ type: "moveGate", to: null });
        return out;
      }
      if (canReroll(s)) for (const d of distinct(p.dice)) out.push({ type: "reroll", die: d });
      out.push({ type: "stop" });
      return out;
    case "attack":
    case "decode":
      if (p.step === "roll") {
        if (canReroll(s)) for (const d of distinct(p.dice)) out.push({ type: "reroll", die: d });
        for (const d of distinct(p.dice)) out.push({ type: "use", die: d });
        return out;
      }
      if (p.kind === "attack" && p.step === "area") {
        for (const a of openUnitAreas(s, p.target)) out.push({ type: "target", area: a });
        return out;
      }
      return [{ type: "draw" }, { type: "decline" }];
    case "levelUp":
      return levelUpAreas(s, p.race).map((a) => ({ type: "levelUp", area: a }));
    case "damage":
      if (p.step === "draw") return [{ type: "draw" }, { type: "decline" }];
      return damageOptions(s, p).map((a) => ({ type: "damage", area: a }));
  }
}

/** Every legal move of `seat` now. */
export function legalMoves(s: OmegaState, seat: Seat): OmegaMove[] {
  if (!actors(s).includes(seat)) return [];
  if (s.phase === "draft") {
    return RACES.filter((r) => s.races[r].seat === null).map((r) => ({ type: "race", race: r }));
  }
  const r = raceOfSeat(s, seat);
  if (r === null) return [];
  if (s.phase === "bid") {
    const rs = s.races[r];
    return Array.from({ length: rs.tilesAvail + 1 }, (_, i) => ({ type: "bid", tiles: i }));
  }
  if (s.pending) return pendingMoves(s);
  if (s.phase !== "actions" || !s.turn) return [];
  return turnMoves(s, r, s.turn);
}

/** Phase B: the actions the turn still allows, the free card moves, and the end of the turn. */
function turnMoves(s: OmegaState, r: Race, t: TurnState): OmegaMove[] {
  const rs = s.races[r];
  const out = t.actions < maxActions(rs) && rs.at > 0 ? actionMoves(s, r) : [];
  out.push(...cardMoves(s, r, t));
  if (t.actions >= 1) out.push({ type: "end" });
  return out;
}

/** The six actions of the board that `r` can pay and play now (rulebook B). */
function actionMoves(s: OmegaState, r: Race): OmegaMove[] {
  const rs = s.races[r];
  const out: OmegaMove[] = [];
  if (actionCost(rs, "card") <= rs.at) out.push({ type: "card" });
  if (actionCost(rs, "crystal") <= rs.at) out.push({ type: "crystal" });
  if (actionCost(rs, "tile") <= rs.at) {
    const areas = tileAreas(s, r);
    if (areas.length === 0) out.push({ type: "tile", area: null });
    for (const a of areas) out.push({ type: "tile", area: a });
  }
  if (rs.hand.includes(r) && level(s, s.gate, r) > 0) out.push({ type: "decode" });
  for (const target of attackTargets(s, r))
    if (rs.hand.includes(target)) out.push({ type: "attack", target });
  out.push({ type: "gate" });
  return out;
}

/** The free moves of the hand: change a card, play a non-player race's card. */
function cardMoves(s: OmegaState, r: Race, t: TurnState): OmegaMove[] {
  const rs = s.races[r];
  const out: OmegaMove[] = [];
  const colours = [...new Set(rs.hand)];
  // rulebook B1: you may change one card during your turn, by flipping an available tile
  if (rs.tilesAvail > 0 && !t.changed) for (const c of colours) out.push({ type: "change", card: c });
  const nprs = nprRaces(s);
  for (const c of colours) {
    if (!nprs.includes(c)) continue;
    for (const a of nprAreas(s, c)) out.push({ type: "npr", card: c, area: a });
  }
  return out;
}
