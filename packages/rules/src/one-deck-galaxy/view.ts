/** What everyone may see: all of the table except deck order, face-down cards and the PRNG. */
import { confRow } from "./boxes.ts";
import { adversary } from "./content.ts";
import { dieOfPlaced, ownerOf } from "./dice.ts";
import { labCosts, studyCost } from "./engine.ts";
import { level, scienceTotal, xValue } from "./state.ts";
import type { ByColour, Decision, Die, DieColour, GalaxyState, Pending, Phase, RowSpec } from "./types.ts";

export interface SeatPublic {
  homeworld: string;
  society: string;
  colonies: number[];
  techs: number[];
  pool: Die[];
  unrolled: DieColour[];
  discs: number;
  activated: string[];
  milestones: string[];
  level: number;
  done: boolean;
  rolled: boolean;
  pending: Pending | null;
}

export interface GalaxyPublic {
  players: number;
  adversary: string;
  hard: boolean;
  turn: number;
  phase: Phase;
  deckSize: number;
  discard: number[];
  exiledCards: number[];
  eventsLeft: number;
  pendingEvents: number;
  spentEvents: string[];
  conditions: string[];
  zone: { id: number; influence: number }[];
  starbase: { cls: number; fleets: number; science: number[]; scienceTotal: number; discs: number };
  adv: {
    influence: number;
    removed: number;
    claimed: number;
    exiled: number;
    stored: ByColour<number>;
    x: number;
  };
  confSide: number;
  /** The Confrontation row you may fill now (null once every disc is gone). */
  confRow: RowSpec | null;
  seats: SeatPublic[];
  /** Dice on boxes by box key, each with the seat whose pool it came from. */
  placed: Record<string, { die: Die; o: number }[]>;
  rings: string[];
  open: string | null;
  supply: { dice: ByColour<number>; techDiscs: number; starbaseDiscs: number };
  exiledDice: ByColour<number>;
  decision: Decision | null;
  lab: { probe: number; study: Record<string, number> };
  toResolve: number[];
  result: { won: boolean; reason: string } | null;
}

function cloneRow(r: RowSpec | null): RowSpec | null {
  return r ? { ...r, boxes: r.boxes.map((b) => ({ ...b })) } : null;
}

export function publicViewOf(s: GalaxyState): GalaxyPublic {
  const study: Record<string, number> = {};
  for (const z of s.zone) {
    const c = studyCost(s, z.id);
    if (c !== null) study[String(z.id)] = c;
  }
  return {
    players: s.players,
    adversary: s.adversary,
    hard: s.hard,
    turn: s.turn,
    phase: s.phase,
    deckSize: s.deck.length,
    discard: [...s.discard],
    exiledCards: [...s.exiledCards],
    eventsLeft: s.events.length,
    pendingEvents: s.pendingEvents.length,
    spentEvents: [...s.spentEvents],
    conditions: [...s.conditions],
    zone: s.zone.map((z) => ({ id: z.id, influence: z.infl.n })),
    starbase: {
      cls: s.starbase.cls,
      fleets: s.starbase.fleets.n,
      science: [...s.starbase.science],
      scienceTotal: scienceTotal(s),
      discs: s.starbase.discs,
    },
    adv: {
      influence: s.adv.infl.n,
      removed: s.adv.removed,
      claimed: s.adv.claimed,
      exiled: s.adv.exiled,
      stored: { ...s.adv.stored },
      x: xValue(s),
    },
    confSide: s.confSide,
    confRow: cloneRow(confRow(s)),
    seats: s.seats.map((p, i) => ({
      homeworld: p.homeworld,
      society: p.society,
      colonies: [...p.colonies],
      techs: [...p.techs],
      pool: [...p.pool],
      unrolled: [...p.unrolled],
      discs: p.discs,
      activated: [...p.activated],
      milestones: [...p.milestones],
      level: level(s, i),
      done: p.done,
      rolled: p.rolled,
      pending: p.pending ? { ...p.pending, steps: p.pending.steps.map((x) => ({ ...x })) } : null,
    })),
    placed: Object.fromEntries(
      Object.entries(s.placed).map(([k, l]) => [k, l.map((d) => ({ die: dieOfPlaced(d), o: ownerOf(d) }))]),
    ),
    rings: [...s.rings],
    open: s.open,
    supply: { ...s.supply, dice: { ...s.supply.dice } },
    exiledDice: { ...s.exiledDice },
    decision: s.decision ? { ...s.decision } : null,
    lab: { probe: labCosts(s).probe, study },
    toResolve: [...s.toResolve],
    result: s.result ? { ...s.result } : null,
  };
}

/** Campaign score (p.46): a win is 10 + 2 per star; a defeat is stars + best level + discs claimed. */
export function campaignScore(s: GalaxyState): number {
  const stars = adversary(s.adversary).stars;
  if (s.result?.won) return 10 + 2 * stars;
  const best = Math.max(...s.seats.map((_, i) => level(s, i)));
  return stars + best + s.adv.removed;
}
