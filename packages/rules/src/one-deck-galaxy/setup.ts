/** A new game: setup steps 1-5 of the rulebook (p.6-9), then the first turn up to its Action phase. */
import { rngFrom, seedRng } from "../core/rng.ts";
import type { SetupParams } from "../core/types.ts";
import { ADVERSARIES, adversary, HOMEWORLDS, SOCIETIES, SUPPLY } from "./content.ts";
import { startTurn } from "./perform-turn.ts";
import { type Ctx, drawCard, emptyInfluence, gainInfluence, zeroByColour } from "./state.ts";
import type { GalaxyOptions, GalaxyState, PlayerState } from "./types.ts";

function chooseDistinct(
  wanted: readonly (string | undefined)[],
  all: readonly string[],
  players: number,
  pick: (xs: string[]) => string,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < players; i++) {
    const w = wanted[i];
    if (w && w !== "random" && !out.includes(w)) out.push(w);
    else {
      const taken = new Set([
        ...out,
        ...wanted.slice(i + 1).filter((x): x is string => !!x && x !== "random"),
      ]);
      out.push(pick(all.filter((x) => !taken.has(x))));
    }
  }
  return out;
}

/** A new game: setup steps 1-5 of the rulebook (p.6-9), then the first turn up to its Action phase. */
export function setup({ players, seed, options: o }: SetupParams<GalaxyOptions>): GalaxyState {
  const rngState = seedRng(seed);
  const rng = rngFrom(rngState);
  const advId =
    o.adversary && o.adversary !== "random" ? o.adversary : rng.pick(ADVERSARIES.map((a) => a.id));
  const hws = chooseDistinct(
    o.homeworlds ?? [],
    HOMEWORLDS.map((h) => h.id),
    players,
    (xs) => rng.pick(xs),
  );
  const socs = chooseDistinct(
    o.societies ?? [],
    SOCIETIES.map((x) => x.id),
    players,
    (xs) => rng.pick(xs),
  );
  const deck = rng.shuffleInPlace(Array.from({ length: 40 }, (_, i) => i + 1));
  const events = rng.shuffleInPlace(adversary(advId).events.map((e) => e.id));
  const seats = hws.map((hw, i) => newSeat(hw, socs[i]!));
  const s: GalaxyState = {
    players,
    adversary: advId,
    hard: o.hard ?? false,
    turn: 0,
    phase: "action",
    rng: rngState,
    deck,
    discard: [],
    exiledCards: [],
    events,
    pendingEvents: [],
    spentEvents: [],
    conditions: [],
    zone: [],
    starbase: { cls: 1, fleets: emptyInfluence(), science: [], discs: 0 },
    adv: { infl: emptyInfluence(), removed: 0, claimed: 0, exiled: 0, stored: zeroByColour() },
    confSide: 0,
    seats,
    placed: {},
    rings: [],
    open: null,
    supply: { dice: { ...SUPPLY.dice }, techDiscs: SUPPLY.techDiscs, starbaseDiscs: SUPPLY.starbaseDiscs },
    exiledDice: zeroByColour(),
    decision: null,
    toResolve: [],
    resStep: 0,
    result: null,
  };
  const ctx: Ctx = { s, ev: [] };
  // Step 2 (after the deck exists): 2 influence of Fleets and one face-up Science card.
  gainInfluence(ctx, s.starbase.fleets, 2);
  const sci = drawCard(ctx);
  if (sci !== null) s.starbase.science.push(sci);
  startTurn(ctx);
  return s;
}

/** A player with a homeworld and a society, nothing claimed or gathered yet. */
function newSeat(homeworld: string, society: string): PlayerState {
  return {
    homeworld,
    society,
    colonies: [],
    techs: [],
    pool: [],
    discs: 0,
    activated: [],
    milestones: [],
    done: false,
    rolled: false,
    unrolled: [],
    pending: null,
  };
}
