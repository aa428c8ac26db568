/** Space Gate Odyssey: the state's invariants (figures and tiles conserved), checked by the tests. */
import { FIGURES, GOVERNMENT_RANKS, INITIAL_PREDOMINANCE, WHEEL_SPACES, WORKSITE_TILES } from "./content.ts";
import { capacityOf } from "./station.ts";
import type { SgoState } from "./types.ts";

/** A description of a broken invariant, or null (figures conserved, tiles conserved, capacities...). */
export function invariantProblem(s: SgoState): string | null {
  for (let seat = 0; seat < s.players; seat++) {
    const p = s.seats[seat]!;
    let inRooms = 0;
    let chiefs = 0;
    let robots = 0;
    for (const f of p.rooms) {
      inRooms += f.engineers + f.chiefs;
      chiefs += f.chiefs;
      robots += f.robots;
    }
    let govEngineers = 0;
    for (const g of p.government) if (g === "engineer") govEngineers++;
    let settlers = p.reserve.settlers + (p.government.length - govEngineers) + 1;
    for (const pl of s.planets) {
      settlers += pl.zone[seat]!;
      for (const o of pl.occupants) if (o === seat) settlers++;
    }
    const mods = s.reorganization?.seat === seat ? [p.station, s.reorganization.lifted] : [p.station];
    for (const list of mods) {
      for (const m of list) {
        settlers += m.settlers;
        if (m.settlers < 0 || m.settlers > capacityOf(m))
          return `seat ${seat} module ${m.tile} holds ${m.settlers} settlers`;
        if (!m.on && m.settlers > 0) return `seat ${seat} Off module ${m.tile} holds settlers`;
      }
    }
    const counts = {
      engineers: inRooms + p.reserve.engineers + govEngineers,
      suits: chiefs + p.reserve.suits,
      robots: robots + p.reserve.robots,
      settlers,
    };
    for (const k of Object.keys(FIGURES) as (keyof typeof FIGURES)[]) {
      if (counts[k] !== FIGURES[k]) return `seat ${seat} has ${counts[k]} ${k} instead of ${FIGURES[k]}`;
    }
    const r = p.reserve;
    if (r.engineers < 0 || r.suits < 0 || r.robots < 0 || r.settlers < 0)
      return `seat ${seat} has a negative reserve`;
    if (p.wheel < 0 || p.wheel >= WHEEL_SPACES) return `seat ${seat} wheel at ${p.wheel}`;
    if (p.government.length > GOVERNMENT_RANKS) return `seat ${seat} has too many ranks`;
  }
  // Every tile is in exactly one place: a pile, the box (short game), a station, a hand, a reorganization.
  const seen = new Uint8Array(WORKSITE_TILES + 4);
  let tiles = 0;
  const mark = (t: number): void => {
    seen[t]!++;
    tiles++;
  };
  for (const pile of s.piles) for (const t of pile) mark(t);
  for (const t of s.removed) mark(t);
  for (const p of s.seats) for (const m of p.station) mark(m.tile);
  if (s.reorganization) for (const m of s.reorganization.lifted) mark(m.tile);
  if (s.hand) mark(s.hand.tile);
  if (tiles !== WORKSITE_TILES + s.players || seen.some((c) => c > 1)) return "tiles not conserved";
  for (const token of INITIAL_PREDOMINANCE)
    if (!s.predominance.includes(token)) return "predominance track broken";
  for (let i = 0; i < s.planets.length; i++) {
    const pl = s.planets[i]!;
    const gated = s.gates.includes(i);
    if (pl.status === "open" && !gated) return `open exoplanet ${pl.id} without a gate`;
    if (pl.status !== "open" && gated) return `gate on ${pl.status} exoplanet ${pl.id}`;
  }
  return null;
}
