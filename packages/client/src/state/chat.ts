/**
 * What the table's chat shows (docs/protocol.md "Chat"). Spectators' lines (seat -1) can be muted
 * by a seated player, and the choice is kept in the browser. Pure but for the store passed in.
 */
import type { KeyValueStore } from "../identity.ts";

/** Where "Mute spectators" is kept ("1" when on). */
export const MUTE_SPECTATORS_KEY = "starport.muteSpectators";

export function mutesSpectators(store: KeyValueStore): boolean {
  return store.getItem(MUTE_SPECTATORS_KEY) === "1";
}

export function setMuteSpectators(store: KeyValueStore, on: boolean): void {
  store.setItem(MUTE_SPECTATORS_KEY, on ? "1" : "0");
}

/**
 * The lines a viewer sees: all of them, but spectators' lines are hidden when `mute` is on and the
 * viewer is seated (a spectator always sees the spectators' chat, their own lines included).
 */
export function shownChat<L extends { seat: number }>(
  lines: readonly L[],
  opts: { mute: boolean; seated: boolean },
): L[] {
  return opts.mute && opts.seated ? lines.filter((l) => l.seat >= 0) : [...lines];
}
