/**
 * How Space Gate Odyssey bot-vs-bot games end: pnpm exec node scripts/sgo-endings.ts [players] [games] [bot]
 * Prints one JSON line: how many ended by closing the exoplanets, by the safety round limit, the
 * median round of the end and the median decision time.
 */
import { botOf, GAMES, playGame, rngFromSeed } from "@starport/rules";

const game = GAMES["space-gate-odyssey"]!;
const players = Number(process.argv[2] ?? 2);
const games = Number(process.argv[3] ?? 10);
const kind = process.argv[4] ?? "default";
const reasons: Record<string, number> = {};
const rounds: number[] = [];
const ms: number[] = [];
for (let g = 0; g < games; g++) {
  const bots = Array.from({ length: players }, () => {
    const b = botOf(game, kind);
    return {
      ...b,
      choose: (ctx: Parameters<typeof b.choose>[0]) => {
        const t = performance.now();
        const m = b.choose(ctx);
        ms.push(performance.now() - t);
        return m;
      },
    };
  });
  const r = playGame(game, { players, seed: `endings/${g}`, bots, rng: rngFromSeed(`endings-bots/${g}`) });
  const s = r.state as { final?: { reason: string }; round: number };
  const reason = r.error ? `error:${r.error}` : (s.final?.reason ?? "none");
  reasons[reason] = (reasons[reason] ?? 0) + 1;
  rounds.push(s.round);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  JSON.stringify({
    players,
    games,
    kind,
    reasons,
    medianRound: median(rounds),
    maxRound: Math.max(...rounds),
    medianDecisionMs: +median(ms).toFixed(2),
    p99DecisionMs: +[...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.99)]!.toFixed(2),
  }),
);
