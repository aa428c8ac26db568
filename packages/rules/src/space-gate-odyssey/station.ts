/**
 * Space station geometry: square modules on a grid, corridors on their sides, rotation,
 * links between modules, where a module may be added and how many corridors open onto the void.
 */
import { CORRIDOR_MASKS, type Domain, MODULES, type Room, SIDES } from "./content.ts";

/** A module of a station: tile id, grid cell, quarter turns clockwise, On side up, settlers inside. */
export interface StationModule {
  tile: number;
  x: number;
  y: number;
  rotation: number;
  on: boolean;
  settlers: number;
}

/** Offsets of the sides N, E, S, W (y grows downwards). */
export const SIDE_OFFSETS: readonly [number, number][] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

/** Corridor mask of `tile` after `r` quarter turns clockwise (N=1, E=2, S=4, W=8). */
export function rotatedMask(tile: number, r: number): number {
  const m = CORRIDOR_MASKS[tile]!;
  return ((m << r) | (m >> (4 - r))) & 15;
}

const hasSide = (mask: number, side: number): boolean => (mask & (1 << side)) !== 0;
const opposite = (side: number): number => (side + 2) % 4;

/** The sides ("NESW" letters, in that order) of a corridor mask. */
export const sidesText = (mask: number): string => SIDES.filter((_, i) => hasSide(mask, i)).join("");

/** Corridor sides of `tile` after `rotation` quarter turns clockwise, e.g. "NE". */
export const corridorSides = (tile: number, rotation: number): string =>
  sidesText(rotatedMask(tile, rotation));

/** The module of `station` at cell (x, y), or undefined. */
export function moduleAt(station: readonly StationModule[], x: number, y: number): StationModule | undefined {
  for (const m of station) if (m.x === x && m.y === y) return m;
  return undefined;
}

/** Whether `a` and `b` are neighbours joined by a corridor on both facing sides. */
export function linked(a: StationModule, b: StationModule): boolean {
  for (let side = 0; side < 4; side++) {
    const [dx, dy] = SIDE_OFFSETS[side]!;
    if (a.x + dx === b.x && a.y + dy === b.y) {
      return (
        hasSide(rotatedMask(a.tile, a.rotation), side) &&
        hasSide(rotatedMask(b.tile, b.rotation), opposite(side))
      );
    }
  }
  return false;
}

/** Modules joined to `m` by a corridor. */
export function neighbours(station: readonly StationModule[], m: StationModule): StationModule[] {
  const out: StationModule[] = [];
  const mask = rotatedMask(m.tile, m.rotation);
  for (let side = 0; side < 4; side++) {
    if (!hasSide(mask, side)) continue;
    const [dx, dy] = SIDE_OFFSETS[side]!;
    const other = moduleAt(station, m.x + dx, m.y + dy);
    if (other && hasSide(rotatedMask(other.tile, other.rotation), opposite(side))) out.push(other);
  }
  return out;
}

/** Mask of the sides of `m` whose corridor is not joined to a neighbour's corridor. */
export function openMask(station: readonly StationModule[], m: StationModule): number {
  const mask = rotatedMask(m.tile, m.rotation);
  let open = 0;
  for (let side = 0; side < 4; side++) {
    if (!hasSide(mask, side)) continue;
    const [dx, dy] = SIDE_OFFSETS[side]!;
    const other = moduleAt(station, m.x + dx, m.y + dy);
    if (!other || !hasSide(rotatedMask(other.tile, other.rotation), opposite(side))) open |= 1 << side;
  }
  return open;
}

/** Corridors not joined to another module's corridor (rulebook p.12: -1 influence each at the end). */
export function openCorridors(station: readonly StationModule[]): number {
  let open = 0;
  for (const m of station) {
    const mask = openMask(station, m);
    for (let side = 0; side < 4; side++) if (hasSide(mask, side)) open++;
  }
  return open;
}

/** Whether some corridor of the station opens onto an empty cell (needed to add any module). */
export function hasOpenCorridor(station: readonly StationModule[]): boolean {
  return frontier(station).length > 0;
}

/** Empty cells faced by a corridor of the station, each with the sides of the cell that such corridors reach. */
export function frontier(station: readonly StationModule[]): { x: number; y: number; sides: number }[] {
  const out: { x: number; y: number; sides: number }[] = [];
  for (const m of station) {
    const mask = rotatedMask(m.tile, m.rotation);
    for (let side = 0; side < 4; side++) {
      if (!hasSide(mask, side)) continue;
      const [dx, dy] = SIDE_OFFSETS[side]!;
      const x = m.x + dx;
      const y = m.y + dy;
      if (moduleAt(station, x, y)) continue;
      const cellSide = 1 << opposite(side);
      const known = out.find((c) => c.x === x && c.y === y);
      if (known) known.sides |= cellSide;
      else out.push({ x, y, sides: cellSide });
    }
  }
  return out;
}

/** Every (x, y, rotation) where `tile` may be added: an empty cell, at least one corridor joined. */
export function placements(
  station: readonly StationModule[],
  tile: number,
): { x: number; y: number; rotation: number }[] {
  const out: { x: number; y: number; rotation: number }[] = [];
  const cells = frontier(station).sort((a, b) => a.y - b.y || a.x - b.x);
  for (const c of cells) {
    for (let rotation = 0; rotation < 4; rotation++) {
      if ((rotatedMask(tile, rotation) & c.sides) !== 0) out.push({ x: c.x, y: c.y, rotation });
    }
  }
  return out;
}

/** Whether `tile` may be added at (x, y) with `rotation`; else why not. */
export function placementProblem(
  station: readonly StationModule[],
  tile: number,
  x: number,
  y: number,
  rotation: number,
): "CELL_OCCUPIED" | "NO_OPEN_CORRIDOR" | "MODULE_NOT_CONNECTED" | null {
  if (moduleAt(station, x, y)) return "CELL_OCCUPIED";
  const cells = frontier(station);
  if (cells.length === 0) return "NO_OPEN_CORRIDOR";
  const c = cells.find((f) => f.x === x && f.y === y);
  if (!c || (rotatedMask(tile, rotation) & c.sides) === 0) return "MODULE_NOT_CONNECTED";
  return null;
}

/** Whether a settler may enter `m` during the activation of the `room` domain room. */
export function matchesRoom(m: StationModule, room: Room): boolean {
  const domain = MODULES[m.tile]!.domain;
  return domain === null || domain === room;
}

/** Capacity of the module. */
export const capacityOf = (m: StationModule): number => MODULES[m.tile]!.capacity;

/** On modules of each domain (the white starting module belongs to none). */
export function onModulesByDomain(station: readonly StationModule[]): Record<Domain, number> {
  const out: Record<Domain, number> = { water: 0, wildlife: 0, energy: 0 };
  for (const m of station) {
    const d = MODULES[m.tile]!.domain;
    if (m.on && d) out[d]++;
  }
  return out;
}

/** Number of On modules (the white one included). */
export const onModules = (station: readonly StationModule[]): number => station.filter((m) => m.on).length;
