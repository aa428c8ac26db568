/**
 * The default stellar_omega bot: a rule-of-thumb planner that scores each legal move from its own
 * seat's view only (it never sees other hands, the deck or the pouch order) and picks the best,
 * breaking ties with its rng.
 */
import type { Bot, BotContext } from "../core/types.ts";
import { AREAS, DEFAULT_ORDER, PAD_SLOTS, type Race } from "./content.ts";
import type { OmegaMove } from "./types.ts";
import type { OmegaPrivate, OmegaPublic } from "./view.ts";

type Ctx = BotContext<OmegaPublic, OmegaPrivate, OmegaMove>;

const lvl = (v: OmegaPublic, area: number, r: Race): number => v.ship[area]?.[r] ?? 0;
const areasOf = (v: OmegaPublic, r: Race): number[] =>
  Array.from({ length: AREAS }, (_, a) => a).filter((a) => lvl(v, a, r) > 0);
const inGame = (v: OmegaPublic): Race[] => DEFAULT_ORDER.filter((r) => v.races[r].inGame);

/** How good it is for `me` that the closed sector is area `closed`. */
function gateWorth(v: OmegaPublic, me: Race, hand: readonly Race[], closed: number): number {
  let w = 0;
  const mine = lvl(v, closed, me);
  const others = inGame(v).filter((r) => r !== me && lvl(v, closed, r) > 0).length;
  const players = v.seatRace.filter((r) => r !== null) as Race[];
  const playersInside = players.filter((r) => lvl(v, closed, r) > 0).length;
  if (mine > 0) {
    w += 2 + (hand.includes(me) ? 3 + mine : 0);
    if (playersInside < players.length) w += 2; // closed-sector VP token
    w -= others; // they may break our decoding
  } else {
    w -= 1.5 * playersInside; // rivals get a bonus VP token
  }
  // units left in the open sector can attack and be attacked
  for (const a of areasOf(v, me)) if (a !== closed) w += 0.5;
  return w;
}

/** What the bot knows when it scores a move: the public view, its race and its hand. */
interface Seen {
  v: OmegaPublic;
  me: Race;
  hand: readonly Race[];
}

function score(ctx: Ctx, m: OmegaMove): number {
  const v = ctx.view.public;
  const p = ctx.view.private;
  const me = p?.race ?? null;
  const hand = p?.hand ?? [];
  if (m.type === "race") return m.race === "machines" ? 10 : 5 - DEFAULT_ORDER.indexOf(m.race);
  if (!me) return 0;
  const seen = { v, me, hand };
  return scoreTurnMove(seen, m) ?? scoreDecision(seen, m);
}

/** A move of the turn (phase A bid, phase B actions and card moves); null for a decision's answer. */
function scoreTurnMove({ v, me, hand }: Seen, m: OmegaMove): number | null {
  const rs = v.races[me];
  switch (m.type) {
    case "bid": {
      const want = Math.min(2, rs.tilesAvail);
      return -Math.abs(m.tiles - want);
    }
    case "decode":
      return 20 + lvl(v, v.gate, me);
    case "attack": {
      const myLvl = Math.max(
        ...areasOf(v, me)
          .filter((a) => a !== v.gate)
          .map((a) => lvl(v, a, me)),
      );
      const theirs = Math.min(
        ...areasOf(v, m.target)
          .filter((a) => a !== v.gate)
          .map((a) => lvl(v, a, m.target)),
      );
      const ts = v.races[m.target];
      return 12 + myLvl - theirs + (ts.npr ? 0 : 1) - (ts.padCrystals < PAD_SLOTS ? 1 : 0);
    }
    case "tile":
      return m.area === null ? 1 - rs.used.tile : 14 - 2 * rs.used.tile + (m.area === v.gate ? 0 : 0);
    case "crystal":
      return rs.padCrystals > 0 ? 11 - 4 * rs.used.crystal : 1 - rs.used.crystal;
    case "card": {
      if (hand.length >= 3) return 1 - rs.used.card;
      return 10 - 3 * rs.used.card - 2 * hand.length;
    }
    case "gate": {
      const best = Math.max(...[0, 1, 2].map((a) => gateWorth(v, me, hand, a)));
      const now = gateWorth(v, me, hand, v.gate);
      return best - now >= 2 ? 9 + (best - now) / 2 : 2;
    }
    case "change": {
      const useful = m.card === me || areasOf(v, m.card).some((a) => a !== v.gate) || v.races[m.card].npr;
      return useful || rs.tilesAvail < 3 ? -5 : 3;
    }
    case "npr":
      return 15;
    case "end":
      return 0;
    default:
      return null;
  }
}

/** The answer to a pending decision (dice, targets, draws, gate, level up, damage). */
function scoreDecision({ v, me, hand }: Seen, m: OmegaMove): number {
  const pend = v.pending;
  switch (m.type) {
    case "reroll":
      return scoreReroll(v, me, m.die);
    case "use":
      return 10 - m.die;
    case "stop":
      return 0;
    case "target": {
      if (pend?.kind !== "attack") return 0;
      return 10 - lvl(v, m.area, pend.target);
    }
    case "draw":
      return 1;
    case "decline":
      return 0;
    case "moveGate": {
      const to = m.to ?? v.gate;
      return gateWorth(v, me, hand, to) + (m.to === null ? 0.1 : 0);
    }
    case "levelUp": {
      const l = lvl(v, m.area, me);
      const closedBonus = m.area === v.gate && hand.includes(me) ? 2 : 0;
      return l + closedBonus;
    }
    case "damage": {
      if (pend?.kind !== "damage") return 0;
      const victim = pend.race;
      const explorationDone = v.scoreStep > 3;
      if (m.area === null) return explorationDone ? 10 : victim === me ? 2 : 5;
      const l = lvl(v, m.area, victim);
      if (victim !== me) return 5 + (l === 1 ? 2 : 0); // an NPR: hurt it as a blocker
      return l >= 2 ? 4 + l / 10 : 1;
    }
  }
  return 0;
}

/** A reroll: the gate's lowest die when a 6 would succeed; a high die of an attack or decoding. */
function scoreReroll(v: OmegaPublic, me: Race, die: number): number {
  const rs = v.races[me];
  const pend = v.pending;
  if (!pend) return -1;
  if (pend.kind === "gate") {
    const sum = pend.dice.reduce((a, b) => a + b, 0);
    const low = Math.min(...pend.dice);
    if (die !== low) return -1;
    return sum - low + 6 > v.gateValue ? 5 : -1;
  }
  if (pend.kind === "attack" || pend.kind === "decode") {
    const low = Math.min(...pend.dice);
    if (low <= 2) return -1;
    if (pend.dice.length > 1) return die === Math.max(...pend.dice) && die !== low ? 4 : -1;
    return die >= 4 && rs.tilesAvail > 1 ? 4 : -1;
  }
  return -1;
}

export const defaultBot: Bot<OmegaPublic, OmegaPrivate, OmegaMove> = {
  describe: "rule-of-thumb planner (own view only)",
  choose(ctx) {
    let best: OmegaMove[] = [];
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const m of ctx.legal) {
      const sc = score(ctx, m);
      if (sc > bestScore + 1e-9) {
        best = [m];
        bestScore = sc;
      } else if (Math.abs(sc - bestScore) <= 1e-9) best.push(m);
    }
    return best.length === 1 ? best[0]! : ctx.rng.pick(best);
  },
};
