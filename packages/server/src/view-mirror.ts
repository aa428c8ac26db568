/**
 * The rules' views mirrored into the synced state (docs/architecture.md "Server state sync"): the
 * public view flattened into `state.view`, each seat's private view into that seat's `private`
 * map, touching only the leaves that changed; and who may act.
 *
 * It keeps the previous views as the rules made them (not their flattened maps): `diffViews`
 * walks the previous and the new view together, skipping what they share with the immutable game
 * state, so a move costs the leaves it changed rather than a map of every leaf.
 */
import { type AnyGameDef, diffViews } from "@starport/rules";
import type { GameRoomState } from "./state.ts";

export class ViewMirror {
  private publicView: object = {};
  private readonly privateViews: object[] = [];

  /** Updates the synced state to the views of `game` (`over`: nobody acts any more). */
  sync(def: AnyGameDef, game: unknown, state: GameRoomState, over: boolean): void {
    const pub = def.publicView(game) as object;
    applyDiff(state.view, diffViews(this.publicView, pub));
    this.publicView = pub;
    state.seats.forEach((st, seat) => {
      const priv = def.privateView(game, seat) as object;
      applyDiff(st.private, diffViews(this.privateViews[seat] ?? {}, priv));
      this.privateViews[seat] = priv;
    });
    const actors: number[] = over ? [] : def.actors(game);
    const now = state.actors;
    if (now.length !== actors.length || actors.some((a, i) => now[i] !== a)) {
      now.clear();
      for (const a of actors) now.push(a);
    }
  }
}

function applyDiff(
  target: { set(k: string, v: string): unknown; delete(k: string): unknown },
  d: ReturnType<typeof diffViews>,
): void {
  for (const k of d.del) target.delete(k);
  for (const [k, v] of d.set) target.set(k, v);
}
