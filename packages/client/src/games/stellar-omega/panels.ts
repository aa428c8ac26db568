/**
 * What the drawings of the stellar_omega board share: the context each receives and how each
 * returns what it drew. The parts are drawn in their own coordinates (the kit's cameras scale and
 * place them), each in its own file: the ship (panel-ship.ts), the action board with the dice tray
 * and the hand (panel-actions.ts), the races' pads (panel-pads.ts), and the tracks with the final
 * scoring (panel-tracks.ts). Each returns its hit areas (ids of adapter.ts) and the anchors
 * animations fly between. Drawing only: what is clickable is decided by the adapter.
 */
import type { Race } from "@starport/rules/stellar-omega/content.ts";
import type { OmegaPublic } from "@starport/rules/stellar-omega/view.ts";
import type { Drawn, Hit, Pt, Rect } from "../kit/geometry.ts";

export type T = (key: string, params?: Record<string, string | number>) => string;

/** What every drawing needs besides the view. */
export interface Ctx {
  view: OmegaPublic;
  t: T;
  /** The viewer's seat (null: spectator). */
  seat: number | null;
  /** The viewer's hand (empty for others). */
  hand: readonly Race[];
  /** The viewer's own bid this round (private), if any. */
  myBid: number | null;
  /** The values of the viewer's VP tokens (only the owner knows them until the end). */
  myTokens: readonly number[];
  /** A seat's name. */
  name(seat: number): string;
}

/** What a drawing collects as it goes: the hit areas and the anchors. */
export interface Out {
  hits: Hit[];
  anchors: Map<string, Pt>;
}

export const newOut = (): Out => ({ hits: [], anchors: new Map() });

export const done = (bounds: Rect, out: Out, items = new Map<string, Rect>()): Drawn => ({
  bounds,
  hits: out.hits,
  anchors: out.anchors,
  items,
});

/** The race the viewer plays (null: a spectator, or before the draft). */
export const myRace = (c: Ctx): Race | null => (c.seat !== null ? (c.view.seatRace[c.seat] ?? null) : null);
