/** The starting state of stellar_omega: decks, token pile, pads, and the first player drawn. */
import { rngFrom, seedRng } from "../core/rng.ts";
import type { SetupParams } from "../core/types.ts";
import {
  AREAS,
  CARDS_PER_COLOUR,
  GATE_START_SLOT,
  PAD_SLOTS,
  RACES,
  type Race,
  ROUNDS,
  START_GATE,
  TILES_PER_RACE,
  VP_TOKENS,
} from "./content.ts";
import { byRace } from "./queries.ts";
import type { OmegaOptions, OmegaState, RaceState } from "./types.ts";

/** The state before the race draft (stellar_omega has no table options). */
export function setup({ players, seed }: Pick<SetupParams<OmegaOptions>, "players" | "seed">): OmegaState {
  const rngState = seedRng(seed);
  // The rulebook names no first player ("the player who chooses first their race will also take
  // the 1st player marker"): drawn at random by the game's own rng, so replays stay deterministic.
  const first = rngFrom(rngState).int(players);
  const deck = { pile: RACES.map(() => CARDS_PER_COLOUR), bottom: [] as Race[] };
  const tokenPile = VP_TOKENS.map(([, count]) => count);
  const races = byRace<RaceState>(() => ({
    seat: null,
    tilesAvail: TILES_PER_RACE,
    tilesFlipped: 0,
    padCrystals: PAD_SLOTS,
    at: 0,
    used: { card: 0, crystal: 0, tile: 0 },
    hand: [],
    placedUp: [],
    placedDown: [],
    sp: 0,
    tokens: [],
    units: Array.from({ length: AREAS }, () => 0),
    vp: { captain: 0, crew: 0, exploration: 0 },
    bid: null,
  }));
  return {
    players,
    rounds: ROUNDS[players] ?? 4,
    round: 1,
    phase: "draft",
    firstPlayer: first,
    nextSeat: first,
    seatRace: Array.from({ length: players }, () => null),
    races,
    gate: START_GATE,
    gateSlot: GATE_START_SLOT[players] ?? 0,
    deck,
    tokenPile,
    cosmic: [],
    turn: null,
    pending: null,
    scoreStep: 0,
    final: null,
    rng: rngState,
  };
}
