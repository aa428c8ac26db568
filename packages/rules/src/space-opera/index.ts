/**
 * Space Opera (Gerardo Gervacio, rulebook v1.01) as a GameDef: a 4X game on a grid of map cards.
 * Rules as implemented and every decision taken: docs/games/space-opera.md.
 */
import { defineGameFromFiles } from "../core/engine.ts";
import type { Rng } from "../core/rng.ts";
import type { GameDef, Seat } from "../core/types.ts";
import { advise } from "./advise.ts";
import { spaceOperaBot } from "./bot.ts";
import type { OperaEvent } from "./events.ts";
import * as explain from "./explain.ts";
import * as legal from "./legal.ts";
import * as outcome from "./outcome.ts";
import * as perform from "./perform.ts";
import * as setup from "./setup.ts";
import type { OperaMove, OperaOptions, OperaPrivate, OperaPublic, OperaState } from "./types.ts";
import * as types from "./types.ts";
import * as view from "./view.ts";

export {
  isOperaErrorCode,
  OPERA_ERROR_CODES,
  OPERA_ERROR_TEXT,
  type OperaErrorCode,
  type OperaRuleError,
  refusal,
} from "./errors.ts";
export type * from "./events.ts";
export type * from "./types.ts";
export { MISSILE_TARGETS } from "./types.ts";

/** A copy of `s` changed only in what `owner` alone knows ("world": what nobody knows). */
function perturbHidden(s0: OperaState, owner: Seat | "world", rng: Rng): OperaState {
  const s = structuredClone(s0);
  const knownBy = (cell: number) => s.known.filter((k) => k.includes(cell)).length;
  const reshuffle = (cells: number[]) => {
    const cards = rng.shuffleInPlace(cells.map((c) => s.cards[c]!));
    cells.forEach((c, i) => {
      s.cards[c] = cards[i]!;
    });
  };
  const faceDown = s.cards.flatMap((_, i) => (s.faceUp[i] ? [] : [i]));
  if (owner === "world") {
    reshuffle(faceDown.filter((c) => knownBy(c) === 0));
    rng.shuffleInPlace(s.deck);
    s.rng = [rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32)];
    return s;
  }
  // The owner's unrevealed cards swap with deck cards; face-down cards only it has seen reshuffle.
  const hand = s.hands[owner]!;
  const revealed = s.revealed[owner]!;
  for (let i = 0; i < hand.length; i++) {
    if (revealed.includes(hand[i]!) || s.deck.length === 0 || rng.int(2) === 0) continue;
    const j = rng.int(s.deck.length);
    const t = hand[i]!;
    hand[i] = s.deck[j]!;
    s.deck[j] = t;
  }
  const mine = s.known[owner]!;
  reshuffle(faceDown.filter((c) => knownBy(c) === 0 || (knownBy(c) === 1 && mine.includes(c))));
  return s;
}

function invariant(s: OperaState): string | null {
  const cards = [...s.deck, ...s.hands.flat()];
  if (cards.length !== 27 || new Set(cards).size !== 27) return "tech cards not conserved";
  for (const [seat, r] of s.revealed.entries())
    if (r.some((t) => !s.hands[seat]!.includes(t))) return `seat ${seat} revealed a card it does not hold`;
  for (const p of s.planets) {
    if (!p) continue;
    for (const k of ["meeples", "used", "energy", "ore", "windmill", "refinery", "farm", "bunker"] as const)
      if (p[k] < 0) return `negative ${k} on ${p.card}`;
    if (p.energy > 10 || p.ore > 10) return `over 10 resources on ${p.card}`;
    if (p.windmill > 3 || p.refinery > 3 || p.farm > 3) return `structure above level 3 on ${p.card}`;
    if ((p.owner === null) !== (p.meeples === 0)) return `planet ${p.card} control and meeples disagree`;
  }
  for (const x of s.ships) {
    if (x.energy < 0 || x.meeples < 0 || x.ore < 0) return `negative cargo on ship ${x.id}`;
    if (x.cell < 0 || x.cell >= s.cards.length) return `ship ${x.id} off the map`;
  }
  const hiddenPlanets = s.cards.filter((c, i) => !s.faceUp[i] && c.startsWith("planet-")).length;
  if (hiddenPlanets !== s.hiddenPlanets) return "hidden planet count is wrong";
  return null;
}

export const spaceOpera: GameDef<OperaState, OperaMove, OperaPublic, OperaPrivate, OperaOptions, OperaEvent> =
  defineGameFromFiles(
    {
      id: "space-opera",
      title: "Space Opera",
      rulesVersion: "2",
      players: { min: 2, max: 4 },
      bots: { default: spaceOperaBot },
      advise,
      test: { perturbHidden, invariant },
    },
    { types, setup, legal, perform, explain, view, outcome },
  );

export default spaceOpera;
