/**
 * Phase B turns (rulebook B): the actions a player plays and pays, the free card moves, and the
 * order of the turns (a turn ends by itself at its limit; a seat out of AT is skipped).
 */
import type { Rng } from "../core/rng.ts";
import type { Seat } from "../core/types.ts";
import { drawCard, drawTop, gainSp, rollDice, sortHand, takeTile } from "./changes.ts";
import { type Action, DEFAULT_ORDER, GATE_DICE, type Race } from "./content.ts";
import { type Events, priv, pub } from "./events.ts";
import { opposers } from "./legal.ts";
import { checkGate } from "./perform-pending.ts";
import { actionCost, gateValue, level, maxActions, openUnitAreas, playerRaces } from "./queries.ts";
import type { OmegaMove, OmegaState } from "./types.ts";

/** A move of the turn (no decision pending): an action, a card change, an NPR card or the end. */
export function runTurnMove(s: OmegaState, r: Race, m: OmegaMove, rng: Rng, ev: Events): void {
  switch (m.type) {
    case "card":
      pay(s, r, "card", ev);
      drawCard(s, r, rng, ev);
      return;
    case "crystal":
      pay(s, r, "crystal", ev);
      runCrystal(s, r, ev);
      return;
    case "tile":
      pay(s, r, "tile", ev);
      runTile(s, r, m.area, ev);
      return;
    case "decode":
      pay(s, r, "decode", ev);
      runDecodeAction(s, r, rng, ev);
      return;
    case "attack":
      pay(s, r, "attack", ev);
      runAttackAction(s, r, m.target, rng, ev);
      return;
    case "gate":
      pay(s, r, "gate", ev);
      runGateAction(s, r, rng, ev);
      return;
    case "change":
      runChange(s, r, m.card, rng, ev);
      return;
    case "npr":
      runNprCard(s, r, m.card, m.area, rng, ev);
      return;
    case "end":
      endTurn(s, ev);
      return;
    default:
      throw new Error(`unexpected turn move ${m.type}`);
  }
}

/** Pays an action's AT and counts it in the turn (and in the round, for the escalating ones). */
function pay(s: OmegaState, r: Race, a: Action, ev: Events): void {
  const rs = s.races[r];
  const cost = actionCost(rs, a);
  rs.at -= cost;
  if (a === "card" || a === "crystal" || a === "tile") rs.used[a]++;
  s.turn!.actions++;
  ev.push(
    pub("action", { race: r, seat: rs.seat!, action: a, cost, atLeft: rs.at, played: s.turn!.actions }),
  );
}

/** CRYSTAL: a crystal of the pad to the pouch, or 1 SP when the pad is empty. */
function runCrystal(s: OmegaState, r: Race, ev: Events): void {
  const rs = s.races[r];
  if (rs.padCrystals > 0) {
    rs.padCrystals--;
    ev.push(pub("crystalToPouch", { race: r, seat: rs.seat, pad: rs.padCrystals }));
  } else gainSp(s, r, 1, "no crystal left on the pad", ev);
}

/** TILE: a new unit in an open area, or 1 SP when no tile can be placed (`area` null). */
function runTile(s: OmegaState, r: Race, area: number | null, ev: Events): void {
  const rs = s.races[r];
  if (area === null) gainSp(s, r, 1, "no tile can be placed", ev);
  else {
    takeTile(rs);
    rs.units[area] = 1;
    ev.push(pub("tilePlaced", { race: r, seat: rs.seat, area, level: 1 }));
  }
}

/** DECODE: the race's card placed, SP by the unit's level, then the opposers' draws or a level up. */
function runDecodeAction(s: OmegaState, r: Race, rng: Rng, ev: Events): void {
  const rs = s.races[r];
  const seat = rs.seat!;
  rs.hand.splice(rs.hand.indexOf(r), 1);
  rs.placedUp.push(r);
  const lvl = level(s, s.gate, r);
  ev.push(pub("decode", { race: r, seat, card: r, level: lvl }));
  gainSp(s, r, lvl, "decode", ev);
  const opp = opposers(s, r);
  if (opp.length === 0) {
    s.pending = { kind: "levelUp", race: r };
    return;
  }
  const dice = rollDice(rng, lvl);
  ev.push(pub("diceRolled", { race: r, seat, dice: [...dice], for: "decode", needAbove: null }));
  s.pending = {
    kind: "decode",
    race: r,
    level: lvl,
    dice,
    n: 0,
    queue: decodeQueue(s, r, opp),
    blocked: false,
    step: "roll",
  };
}

/** Opposers draw in turn order after the decoder; NPRs after the players. */
function decodeQueue(s: OmegaState, r: Race, opp: Race[]): Race[] {
  const seat = s.races[r].seat!;
  const key = (o: Race): number => {
    const os = s.races[o].seat;
    return os === null ? 100 + DEFAULT_ORDER.indexOf(o) : (os - seat + s.players) % s.players;
  };
  return [...opp].sort((a, b) => key(a) - key(b));
}

/** ATTACK: the target's card placed, dice by the best open unit's level; the area now if only one. */
function runAttackAction(s: OmegaState, r: Race, target: Race, rng: Rng, ev: Events): void {
  const rs = s.races[r];
  const seat = rs.seat!;
  rs.hand.splice(rs.hand.indexOf(target), 1);
  rs.placedUp.push(target);
  const lvl = Math.max(...openUnitAreas(s, r).map((a) => level(s, a, r)));
  const dice = rollDice(rng, lvl);
  const targetSeat = s.races[target].seat;
  ev.push(pub("attackDeclared", { race: r, seat, target, targetSeat, card: target, level: lvl }));
  ev.push(pub("diceRolled", { race: r, seat, dice: [...dice], for: "attack", needAbove: null }));
  const areas = openUnitAreas(s, target);
  s.pending = {
    kind: "attack",
    race: r,
    target,
    level: lvl,
    area: areas.length === 1 ? areas[0]! : null,
    removed: 0,
    dice,
    n: 0,
    step: "roll",
  };
}

/** GATE: three dice against the gate control track. */
function runGateAction(s: OmegaState, r: Race, rng: Rng, ev: Events): void {
  const seat = s.races[r].seat!;
  const dice = rollDice(rng, GATE_DICE);
  ev.push(pub("diceRolled", { race: r, seat, dice: [...dice], for: "gate", needAbove: gateValue(s) }));
  s.pending = { kind: "gate", race: r, dice, rerolled: false, step: "roll" };
  checkGate(s, rng, ev);
}

/** The turn's one card change: flip an available tile, the old card under the deck, a new one drawn. */
function runChange(s: OmegaState, r: Race, old: Race, rng: Rng, ev: Events): void {
  const rs = s.races[r];
  s.turn!.changed = true;
  rs.tilesAvail--;
  rs.tilesFlipped++;
  rs.hand.splice(rs.hand.indexOf(old), 1);
  s.deck.bottom.push(old); // the old card goes to the bottom of the deck (rulebook B1)
  const card = drawTop(s, rng)!;
  rs.hand.push(card);
  sortHand(rs.hand);
  ev.push(pub("cardChanged", { race: r, seat: rs.seat! }));
  ev.push(priv(rs.seat!, "cardChangedDetail", { race: r, old, card }));
}

/** A non-player race's card: its tile goes to `area` (a crystal to the pouch when null). */
function runNprCard(s: OmegaState, r: Race, q: Race, area: number | null, rng: Rng, ev: Events): void {
  const rs = s.races[r];
  const qs = s.races[q];
  rs.hand.splice(rs.hand.indexOf(q), 1);
  qs.placedUp.push(q);
  ev.push(pub("nprCardPlayed", { race: r, seat: rs.seat!, npr: q, area }));
  if (area === null) {
    if (qs.padCrystals > 0) {
      qs.padCrystals--;
      ev.push(pub("crystalToPouch", { race: q, seat: null, pad: qs.padCrystals }));
    }
  } else {
    takeTile(qs);
    qs.units[area]!++;
    const placed = { race: q, seat: null, area, level: level(s, area, q) };
    ev.push(placed.level === 1 ? pub("tilePlaced", placed) : pub("levelUp", placed));
  }
  drawCard(s, r, rng, ev); // replaced with a new card from the top of the deck, no flip cost
}

function endTurn(s: OmegaState, ev: Events): void {
  const t = s.turn!;
  ev.push(pub("turnEnded", { seat: t.seat, race: s.seatRace[t.seat]!, actions: t.actions }));
  s.turn = null;
  s.nextSeat = (t.seat + 1) % s.players;
}

/**
 * The current turn goes on while another action may be played; it ends by itself once the
 * maximum is reached or the AT are spent (rulebook examples: "their turn ends here"), so free
 * actions (card change, NPR card) come before the last action.
 */
function turnGoesOn(s: OmegaState): boolean {
  const t = s.turn!;
  const rs = s.races[s.seatRace[t.seat]!];
  return t.actions === 0 || (rs.at > 0 && t.actions < maxActions(rs));
}

/**
 * One automatic step of phase B: end a finished turn, go to phase C once every AT is spent, skip a
 * seat out of AT, or start the next turn. False when a player must decide.
 */
export function stepTurns(s: OmegaState, ev: Events): boolean {
  if (s.turn) {
    if (turnGoesOn(s)) return false;
    endTurn(s, ev);
    return true;
  }
  const players = playerRaces(s);
  if (players.every((r) => s.races[r].at === 0)) {
    ev.push(pub("phaseC", { round: s.round }));
    s.phase = "scoring";
    s.scoreStep = 0;
    return true;
  }
  const seat: Seat = s.nextSeat;
  const r = s.seatRace[seat]!;
  if (s.races[r].at === 0) {
    // rulebook B: out of AT, gain SP equal to the highest unused AT of an opposer
    const most = Math.max(...players.filter((x) => x !== r).map((x) => s.races[x].at));
    gainSp(s, r, most, "out of action tokens", ev);
    s.nextSeat = (seat + 1) % s.players;
    return true;
  }
  s.turn = { seat, actions: 0, changed: false };
  const rs = s.races[r];
  ev.push(pub("turnStarted", { seat, race: r, round: s.round, at: rs.at, maxActions: maxActions(rs) }));
  return false;
}
