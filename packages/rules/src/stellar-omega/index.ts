/** stellar_omega as a GameDef: 2-4 players explore and fight over an abandoned spaceship. */

import { defineGameFromFiles } from "../core/engine.ts";
import type { Rng } from "../core/rng.ts";
import type { GameDef, Seat } from "../core/types.ts";
import { advise } from "./advise.ts";
import { defaultBot } from "./bot.ts";
import { CARDS_PER_COLOUR, PAD_SLOTS, RACES, type Race, TILES_PER_RACE } from "./content.ts";
import * as explain from "./explain.ts";
import * as legal from "./legal.ts";
import * as outcome from "./outcome.ts";
import * as perform from "./perform.ts";
import { deckSize } from "./queries.ts";
import * as setup from "./setup.ts";
import * as types from "./types.ts";
import { cloneState, type OmegaEvent, type OmegaMove, type OmegaOptions, type OmegaState } from "./types.ts";
import type { OmegaPrivate, OmegaPublic } from "./view.ts";
import * as view from "./view.ts";

/** Changes only what `owner` alone knows (or, for "world", what nobody knows). */
function perturbHidden(s0: OmegaState, owner: Seat | "world", rng: Rng): OmegaState {
  const s = cloneState(s0);
  if (owner === "world") {
    // face-down cards and the shuffled part of the deck: nobody knows which is where
    const pool: Race[] = RACES.flatMap((r, i) => [
      ...s.races[r].placedDown,
      ...Array<Race>(s.deck.pile[i] ?? 0).fill(r),
    ]);
    rng.shuffleInPlace(pool);
    for (const r of RACES) s.races[r].placedDown = s.races[r].placedDown.map(() => pool.pop()!);
    s.deck.pile = RACES.map((r) => pool.filter((c) => c === r).length);
    const tokens = s.tokenPile.reduce((a, b) => a + b, 0);
    s.tokenPile = s.tokenPile.map(() => 0);
    for (let i = 0; i < tokens; i++) s.tokenPile[rng.int(s.tokenPile.length)]!++;
    s.rng = [rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32)];
    return s;
  }
  const r = s.seatRace[owner];
  if (!r || s.phase === "over") return s;
  const rs = s.races[r];
  rs.hand = rs.hand
    .map(() => RACES[rng.int(RACES.length)]!)
    .sort((a, b) => RACES.indexOf(a) - RACES.indexOf(b));
  if (s.phase === "bid" && rs.bid !== null) rs.bid = rng.int(rs.tilesAvail + 1);
  rs.tokens = rs.tokens.map(() => 1 + rng.int(3));
  return s;
}

function invariant(s: OmegaState): string | null {
  let cards = deckSize(s);
  for (const r of RACES) {
    const rs = s.races[r];
    cards += rs.hand.length + rs.placedUp.length + rs.placedDown.length;
    if (rs.hand.length > 3) return `${r} holds ${rs.hand.length} cards`;
    if (rs.at < 0) return `${r} has negative AT`;
    if (s.phase === "draft") continue;
    const inShip = rs.units.reduce((t, l) => t + l, 0);
    if (
      rs.tilesAvail < 0 ||
      rs.tilesFlipped < 0 ||
      rs.tilesAvail + rs.tilesFlipped + inShip !== TILES_PER_RACE
    )
      return `${r} tiles not conserved`;
    if (rs.padCrystals < 0 || rs.padCrystals > PAD_SLOTS) return `${r} pad crystals out of 0..3`;
    if (rs.units.some((l) => l < 0 || l > 3)) return `${r} unit level out of 0..3`;
  }
  if (cards !== RACES.length * CARDS_PER_COLOUR) return `cards not conserved: ${cards}`;
  return null;
}

export const stellarOmega: GameDef<
  OmegaState,
  OmegaMove,
  OmegaPublic,
  OmegaPrivate,
  OmegaOptions,
  OmegaEvent
> = defineGameFromFiles(
  {
    id: "stellar-omega",
    title: "stellar_omega",
    rulesVersion: "2",
    players: { min: 2, max: 4 },
    bots: { default: defaultBot },
    advise,
    test: { perturbHidden, invariant },
  },
  // explain.ts's whyWaiting and types.ts's moveKey come with their files
  { types, setup, legal, perform, explain, view, outcome },
);

export { OMEGA_ERROR_CODES, OMEGA_ERROR_TEXT, type OmegaErrorCode } from "./errors.ts";
export type { OmegaEvent, OmegaEventOf, OmegaEventType } from "./types.ts";
export type { OmegaMove, OmegaPrivate, OmegaPublic, OmegaState, Race };
