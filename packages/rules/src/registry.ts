import type { AnyGameDef } from "./core/types.ts";
import { oneDeckGalaxy } from "./one-deck-galaxy/index.ts";
import { spaceGateOdyssey } from "./space-gate-odyssey/index.ts";
import { spaceOpera } from "./space-opera/index.ts";
import { stellarOmega } from "./stellar-omega/index.ts";

/**
 * Every game the site offers, by id. A game is added here with one import and one entry;
 * the server, the client and the tools find it through this table.
 */
export const GAMES: Record<string, AnyGameDef> = {
  [stellarOmega.id]: stellarOmega,
  [spaceOpera.id]: spaceOpera,
  [oneDeckGalaxy.id]: oneDeckGalaxy,
  [spaceGateOdyssey.id]: spaceGateOdyssey,
};

/** The game with this id, or undefined. */
export function gameById(id: string): AnyGameDef | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
