/** Space Gate Odyssey: predominance points and the ranking (rulebook p.12). */
import { PREDOMINANCE_VALUES, type Token, WHEEL_SPACES } from "./content.ts";
import { onModules, onModulesByDomain } from "./station.ts";
import type { PlayerState, SgoState } from "./types.ts";

/** Predominance points of each seat per token (rulebook p.12; ties all score; None scores nothing). */
export function predominancePoints(s: SgoState): { token: Token; points: number }[][] {
  const byDomain = s.seats.map((p) => onModulesByDomain(p.station));
  const rows: { token: Token; points: number }[][] = s.seats.map(() => []);
  s.predominance.forEach((token, pos) => {
    if (token === "none") return;
    const value = PREDOMINANCE_VALUES[pos]!;
    const counts = byDomain.map((c) =>
      token === "balance" ? Math.min(c.water, c.wildlife, c.energy) : c[token as keyof typeof c],
    );
    const best = Math.max(...counts);
    if (best <= 0 || value === 0) return;
    counts.forEach((c, seat) => {
      if (c === best) rows[seat]!.push({ token, points: value });
    });
  });
  return rows;
}

/** A player's score: government rank x 10 + wheel position (ranks compare the same figures). */
export const scoreOf = (p: PlayerState): number => p.government.length * WHEEL_SPACES + p.wheel;

/** Ranks: highest government rank, then wheel position, then most On modules (rulebook p.12). */
export function outcome(s: SgoState): { ranks: number[]; scores: number[]; reason?: string } | null {
  if (s.phase !== "over") return null;
  const key = s.seats.map((p) => [p.government.length, p.wheel, onModules(p.station)] as const);
  const better = (a: readonly number[], b: readonly number[]): number => {
    for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  };
  const ranks = key.map((k) => 1 + key.filter((o) => better(o, k) > 0).length);
  const winners = ranks.flatMap((r, seat) => (r === 1 ? [seat] : []));
  const top = key[winners[0]!]!;
  const tiedRank = key.filter((k) => k[0] === top[0]).length > 1;
  const tiedWheel = key.filter((k) => k[0] === top[0] && k[1] === top[1]).length > 1;
  const how = !tiedRank
    ? "the highest government rank"
    : !tiedWheel
      ? "the government rank, then the position on the influence wheel"
      : "the government rank, the wheel, then the most On modules";
  // Shown under the result's names: no seat numbers, which players never see.
  const who = winners.length > 1 ? "A shared win" : "Won";
  return {
    ranks,
    scores: s.seats.map(scoreOf),
    reason: `${who} on ${how}.`,
  };
}
