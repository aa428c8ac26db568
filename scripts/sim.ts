/**
 * Headless bot games: pnpm sim --game <id> --players N --games K --seed S [--bots k1,k2,...] [--options JSON]
 * Prints one JSON line {game, players, games, completed, errors, avgMoves, gamesPerSec, wins,
 * winShareBySeat, winShareByPosition, positionFrom, fair, decisionMs}.
 * Seats rotate between games so that no bot kind keeps a positional advantage.
 * winShareBySeat[i]: share of the completed games won by seat i; winShareByPosition[k]: by the seat
 * k places clockwise after the game's first player (read from the public view right after setup
 * when it has a numeric `firstPlayer`, else k = seat index: positionFrom says which). Ties are
 * shared (two winners get half a game each); fair = 1 / players.
 */
import { parseArgs } from "node:util";
import { botOf, GAMES, playGame, rngFromSeed } from "@starport/rules";

const { values } = parseArgs({
  options: {
    game: { type: "string" },
    players: { type: "string", default: "2" },
    games: { type: "string", default: "10" },
    seed: { type: "string", default: "sim" },
    bots: { type: "string", default: "default" },
    options: { type: "string", default: "{}" },
    "max-steps": { type: "string", default: "100000" },
    verbose: { type: "boolean", default: false },
  },
});

const def = values.game ? GAMES[values.game] : undefined;
if (!def) {
  console.error(`unknown --game ${values.game}; known: ${Object.keys(GAMES).join(", ")}`);
  process.exit(2);
}
const players = Number(values.players);
const games = Number(values.games);
if (!(players >= def.players.min && players <= def.players.max) || !(games > 0)) {
  console.error(`--players must be ${def.players.min}-${def.players.max} and --games positive`);
  process.exit(2);
}
const kinds = values.bots.split(",").map((k) => k.trim());
const seatKinds = kinds.length === 1 ? Array.from({ length: players }, () => kinds[0]!) : kinds;
if (seatKinds.length !== players) {
  console.error(`--bots needs one kind, or one per seat (${players})`);
  process.exit(2);
}
const options = JSON.parse(values.options);

const wins: Record<string, number> = Object.fromEntries(seatKinds.map((k) => [k, 0]));
const times: Record<string, number[]> = Object.fromEntries(seatKinds.map((k) => [k, []]));
const bySeat: number[] = Array.from({ length: players }, () => 0);
const byPosition: number[] = Array.from({ length: players }, () => 0);
let positionFrom: "firstPlayer" | "seat" = "seat";
let completed = 0;
let errors = 0;
let totalMoves = 0;
const started = performance.now();
for (let g = 0; g < games; g++) {
  const kindOfSeat = Array.from({ length: players }, (_, seat) => seatKinds[(seat + g) % players]!);
  // the game's first player, as its public view says right after setup (same seed, same state)
  const start = def.publicView(
    def.setup({ players, seed: `${values.seed}/${g}`, options: def.optionsSchema.parse(options) }),
  ) as { firstPlayer?: unknown } | null;
  const first = typeof start?.firstPlayer === "number" ? start.firstPlayer : null;
  if (first !== null) positionFrom = "firstPlayer";
  const result = playGame(def, {
    players,
    seed: `${values.seed}/${g}`,
    options,
    bots: kindOfSeat.map((k) => botOf(def, k)),
    rng: rngFromSeed(`bots:${values.seed}/${g}`),
    maxSteps: Number(values["max-steps"]),
    now: () => performance.now(),
  });
  result.moves.forEach((m, i) => times[kindOfSeat[m.seat]!]!.push(result.decisionMs[i] ?? 0));
  if (result.error || !result.outcome) {
    errors++;
    if (values.verbose) console.error(`game ${g}: ${result.error}`);
    continue;
  }
  completed++;
  totalMoves += result.moves.length;
  const outcome = result.outcome;
  if (outcome.cooperative) {
    if (outcome.cooperative.won) for (const k of new Set(kindOfSeat)) wins[k]! += 1;
  } else {
    const winners = outcome.ranks.flatMap((r: number, seat: number) => (r === 1 ? [seat] : []));
    for (const seat of winners) {
      wins[kindOfSeat[seat]!]! += 1 / winners.length;
      bySeat[seat]! += 1 / winners.length;
      byPosition[(seat - (first ?? 0) + players) % players]! += 1 / winners.length;
    }
  }
}
const seconds = (performance.now() - started) / 1000;
const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
const decisionMs = Object.fromEntries(
  Object.entries(times).map(([k, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const at = (q: number) =>
      round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0, 3);
    return [k, { median: at(0.5), p95: at(0.95), max: round(sorted[sorted.length - 1] ?? 0, 1) }];
  }),
);
console.log(
  JSON.stringify({
    game: def.id,
    players,
    games,
    completed,
    errors,
    avgMoves: completed ? round(totalMoves / completed, 1) : 0,
    gamesPerSec: round(games / seconds, 3),
    wins: Object.fromEntries(Object.entries(wins).map(([k, v]) => [k, round(v, 2)])),
    winShareBySeat: bySeat.map((w) => round(completed ? w / completed : 0, 3)),
    winShareByPosition: byPosition.map((w) => round(completed ? w / completed : 0, 3)),
    positionFrom,
    fair: round(1 / players, 3),
    decisionMs,
  }),
);
