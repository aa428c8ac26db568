/**
 * Seeded bot-vs-bot games through a game's rules, for tests that check a board's adapter at every
 * state a real game reaches: `visit` sees the acting seat's view and legal moves before each move.
 */
import { rngFromSeed } from "@starport/rules/core/rng.ts";
import type { GameDef, GameEvent, SeatView } from "@starport/rules/core/types.ts";
import { expect } from "vitest";

export interface Visit<Pub, Priv, M> {
  n: number;
  seat: number;
  view: SeatView<Pub, Priv> & { private: Priv };
  legal: M[];
}

/** Plays one game with the default bot in every seat; returns the events and the number of moves. */
export function playBotGame<S, M, Pub, Priv, O, E extends GameEvent>(
  game: GameDef<S, M, Pub, Priv, O, E>,
  players: number,
  seed: string,
  options: O,
  visit: (v: Visit<Pub, Priv, M>) => void,
  maxMoves = 4000,
): { moves: number; events: E[] } {
  let s = game.setup({ players, seed, options });
  const rng = rngFromSeed(`${seed}-bots`);
  const events: E[] = [];
  let n = 0;
  for (; n < maxMoves && !game.outcome(s); n++) {
    const seat = game.actors(s)[0]!;
    const view = { public: game.publicView(s), private: game.privateView(s, seat) };
    const legal = game.legalMoves(s, seat);
    visit({ n, seat, view, legal });
    const move = game.bots.default!.choose({ seat, view, legal, rng, budgetMs: 5, now: () => 0 });
    const r = game.apply(s, seat, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    events.push(...r.value.events);
  }
  expect(game.outcome(s), "the game ended").not.toBeNull();
  return { moves: n, events };
}

/** A canonical text of a move (field order does not matter). */
export const moveText = (m: object): string =>
  JSON.stringify(Object.entries(m).sort(([a], [b]) => a.localeCompare(b)));

interface Clickable<M, S> {
  move: M | null;
  select: S | null;
  label: { key: string };
}

/**
 * Every move a board can send from a selection: its targets' moves, and through the selections they
 * make (a few clicks deep; a click that keeps the same selection is not followed). `labels` collects
 * every message key shown on the way.
 */
export function reachableMoves<M extends object, S>(
  interact: (sel: S | null) => { hint: { key: string }; targets: Clickable<M, S>[] },
  sel: S | null,
  depth: number,
  labels: Set<string>,
): Map<string, Clickable<M, S>> {
  const out = new Map<string, Clickable<M, S>>();
  const inter = interact(sel);
  labels.add(inter.hint.key);
  for (const t of inter.targets) {
    labels.add(t.label.key);
    if (t.move) out.set(moveText(t.move), t);
    else if (t.select && depth > 0 && JSON.stringify(t.select) !== JSON.stringify(sel)) {
      for (const [k, v] of reachableMoves(interact, t.select, depth - 1, labels)) out.set(k, v);
    }
  }
  return out;
}
