/** Control rooms and their figures: a room's index in the state, its action points. */
import { DOMAINS, ROOMS, type Room } from "./content.ts";
import type { PlayerState } from "./types.ts";

/** Index of `room` in a player's `rooms` (ROOMS order). */
export const roomIndex = (room: Room): number => ROOMS.indexOf(room);

/** Action points of a player in `room`: engineer 1, chief 2, robot 1. */
export function pointsIn(p: PlayerState, room: Room): number {
  const f = p.rooms[roomIndex(room)]!;
  return f.engineers + 2 * f.chiefs + f.robots;
}

/** Whether `room` is a domain room (Water, Wildlife, Energy), whose activation ends with journeys. */
export const isDomainRoom = (room: Room): boolean => (DOMAINS as readonly string[]).includes(room);
