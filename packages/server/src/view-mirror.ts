/**
 * The rules' views mirrored into the synced state (docs/architecture.md "Server state sync"): the
 * public view flattened into `state.view`, each seat's private view into that seat's `private`
 * map, touching only the leaves that changed; and who may act.
 */
import { type AnyGameDef, diffFlat, type FlatView, flatten } from "@starport/rules";
import type { GameRoomState } from "./state.ts";

export class ViewMirror {
  private publicFlat: FlatView = new Map();
  private readonly privateFlat: FlatView[] = [];

  /** Updates the synced state to the views of `game` (`over`: nobody acts any more). */
  sync(def: AnyGameDef, game: unknown, state: GameRoomState, over: boolean): void {
    const pub = flatten(def.publicView(game) as object);
    applyDiff(state.view, diffFlat(this.publicFlat, pub));
    this.publicFlat = pub;
    state.seats.forEach((st, seat) => {
      const priv = flatten(def.privateView(game, seat) as object);
      applyDiff(st.private, diffFlat(this.privateFlat[seat] ?? new Map(), priv));
      this.privateFlat[seat] = priv;
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
  d: ReturnType<typeof diffFlat>,
): void {
  for (const k of d.del) target.delete(k);
  for (const [k, v] of d.set) target.set(k, v);
}
