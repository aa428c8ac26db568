/**
 * The small state changes every stellar_omega step shares (they change `s` in place and push their
 * events): SP and VP tokens, cards from the deck, crystals from the pouch, tiles, dice.
 */
import { type Rng, rngFrom } from "../core/rng.ts";
import {
  type ByRace,
  HAND_LIMIT,
  PAD_SLOTS,
  RACES,
  type Race,
  raceIndex,
  SP_ORBIT,
  VP_TOKENS,
} from "./content.ts";
import { type Events, priv, pub } from "./events.ts";
import { byRace, pouchCount } from "./queries.ts";
import type { OmegaState, RaceState, SpReason, TokenReason } from "./types.ts";

/** Crystals counted by colour. */
export function countByColour(drawn: readonly Race[]): ByRace<number> {
  return byRace((r) => drawn.filter((c) => c === r).length);
}

/** Sorts a hand in race order (in place). */
export function sortHand(hand: Race[]): Race[] {
  return hand.sort((a, b) => raceIndex(a) - raceIndex(b));
}

/** Rolls `n` six-sided dice. */
export function rollDice(rng: Rng, n: number): number[] {
  return Array.from({ length: n }, () => 1 + rng.int(6));
}

/** Gains SP on the orbit; each lap (passing spot 0) draws a secret VP token (rulebook C). */
export function gainSp(s: OmegaState, r: Race, amount: number, why: SpReason, ev: Events): void {
  const rs = s.races[r];
  if (amount <= 0 || rs.seat === null) return;
  const before = rs.sp;
  rs.sp += amount;
  ev.push(pub("sp", { race: r, seat: rs.seat, amount, why, total: rs.sp, spot: rs.sp % SP_ORBIT }));
  const laps = Math.floor(rs.sp / SP_ORBIT) - Math.floor(before / SP_ORBIT);
  for (let i = 0; i < laps; i++) drawToken(s, r, "orbit", ev);
}

/** Draws a VP token from the pile (value 1 if the pile is empty); only the owner sees the value. */
export function drawToken(s: OmegaState, r: Race, why: TokenReason, ev: Events): void {
  const rs = s.races[r];
  if (rs.seat === null) return;
  const value = drawTokenValue(s, rngFrom(s.rng));
  rs.tokens.push(value);
  ev.push(pub("vpToken", { race: r, seat: rs.seat, why, count: rs.tokens.length }));
  ev.push(priv(rs.seat, "vpTokenValue", { race: r, value }));
}

/** Token values are drawn from the pile's counts by the seeded rng (that is its shuffle). */
function drawTokenValue(s: OmegaState, rng: Rng): number {
  const total = s.tokenPile.reduce((a, b) => a + b, 0);
  if (total === 0) return 1;
  let k = rng.int(total);
  for (let i = 0; i < s.tokenPile.length; i++) {
    const n = s.tokenPile[i]!;
    if (k < n) {
      s.tokenPile[i] = n - 1;
      return VP_TOKENS[i]![0];
    }
    k -= n;
  }
  throw new Error("token pile count mismatch");
}

/**
 * Takes the top card: the shuffled part of the deck is kept as counts and drawn at random by the
 * seeded rng; cards put under the deck come only after it, in order.
 */
export function drawTop(s: OmegaState, rng: Rng): Race | undefined {
  const total = s.deck.pile.reduce((t, n) => t + n, 0);
  if (total === 0) return s.deck.bottom.shift();
  let k = rng.int(total);
  for (let i = 0; i < RACES.length; i++) {
    const n = s.deck.pile[i]!;
    if (k < n) {
      s.deck.pile[i] = n - 1;
      return RACES[i]!;
    }
    k -= n;
  }
  throw new Error("deck count mismatch");
}

/** Draws a card to hand: hand limit 3, an extra card gives 1 SP instead (rulebook B1). */
export function drawCard(s: OmegaState, r: Race, rng: Rng, ev: Events): void {
  const rs = s.races[r];
  const seat = rs.seat!; // only players draw cards
  if (rs.hand.length >= HAND_LIMIT) {
    ev.push(pub("handFull", { race: r, seat }));
    gainSp(s, r, 1, "hand full", ev);
    return;
  }
  const card = drawTop(s, rng);
  if (card === undefined) {
    ev.push(pub("deckEmpty", { race: r, seat }));
    return;
  }
  rs.hand.push(card);
  sortHand(rs.hand);
  ev.push(pub("cardDrawn", { race: r, seat, handSize: rs.hand.length }));
  ev.push(priv(seat, "cardDrawnDetail", { race: r, card }));
}

/** Draws up to n crystals at random from the pouch, without putting any back yet. */
export function drawCrystals(s: OmegaState, n: number, rng: Rng): Race[] {
  const left = RACES.map((r) => pouchCount(s, r));
  const out: Race[] = [];
  for (let i = 0; i < n; i++) {
    const total = left.reduce((t, c) => t + c, 0);
    if (total === 0) break;
    let k = rng.int(total);
    for (let j = 0; j < RACES.length; j++) {
      const c = left[j]!;
      if (k < c) {
        left[j] = c - 1;
        out.push(RACES[j]!);
        break;
      }
      k -= c;
    }
  }
  return out;
}

/**
 * Puts drawn crystals back; `used` crystals of `owner` withdraw to its pad while it has a free
 * slot (a permanent crystal, with the pad full, stays in the pouch).
 */
export function settleCrystals(s: OmegaState, owner: Race, used: number): void {
  const rs = s.races[owner];
  rs.padCrystals = Math.min(PAD_SLOTS, rs.padCrystals + used);
}

/** Takes a tile from the pad for the ship: a flipped one first, keeping available tiles for flips. */
export function takeTile(rs: RaceState): boolean {
  if (rs.tilesFlipped > 0) rs.tilesFlipped--;
  else if (rs.tilesAvail > 0) rs.tilesAvail--;
  else return false;
  return true;
}

/** A unit loses a tile. */
export function removeTile(s: OmegaState, r: Race, area: number): void {
  s.races[r].units[area]!--;
  s.races[r].tilesAvail++; // an eliminated tile returns colourful side up (rulebook B3)
}
