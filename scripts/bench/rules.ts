/**
 * Rules speed per game (random playouts: legalMoves + view + apply per move), state and view
 * sizes, and the default bot's decision times and win rate against random, all in-process.
 */
import {
  type AnyGameDef,
  botOf,
  canonicalJson,
  flatten,
  GAMES,
  playGame,
  randomBot,
  rngFromSeed,
  viewFor,
} from "@starport/rules";
import { stones } from "../../packages/rules/test/fixtures/stones.ts";
import { median, quantile, round } from "./stats.ts";

export interface RulesFigures {
  game: string;
  players: number;
  games: number;
  avgMoves: number;
  usPerMove: number;
  ratioToBaseline: number;
  stateBytes: number;
  publicViewEntries: number;
  publicViewBytes: number;
  botMedianMs: number;
  botP95Ms: number;
  botVsRandomWinRate: number | null;
  botGames: number;
}

/** Moves after which a random playout stops counting (some games only end by a table option). */
const MAX_STEPS = 5000;

function playouts(def: AnyGameDef, players: number, games: number) {
  let moves = 0;
  const t0 = performance.now();
  const finals: unknown[] = [];
  for (let g = 0; g < games; g++) {
    const r = playGame(def, {
      players,
      seed: `bench/${g}`,
      bots: Array.from({ length: players }, () => randomBot),
      rng: rngFromSeed(`bench-bots/${g}`),
      maxSteps: MAX_STEPS,
    });
    // A random game may run past the cap (a game without its optional round limit): its moves still count.
    if (r.error && !r.error.startsWith("no outcome after")) throw new Error(`${def.id}: ${r.error}`);
    moves += r.moves.length;
    finals.push(r.state);
  }
  const us = ((performance.now() - t0) * 1000) / moves;
  let stateBytes = 0;
  let entries = 0;
  let viewBytes = 0;
  for (const s of finals) {
    stateBytes += canonicalJson(s).length;
    const flat = flatten(viewFor(def, s, "spectator").public as object);
    entries += flat.size;
    for (const [k, v] of flat) viewBytes += k.length + v.length;
  }
  return { moves, us, stateBytes, entries, viewBytes };
}

/**
 * The default bot against random, at 2 players (or the minimum), seats rotating: `botGames`
 * games, fewer when they take more than `budgetMs` in all (at least one).
 */
function botFigures(def: AnyGameDef, botGames: number, budgetMs: number) {
  const n = Math.max(def.players.min, Math.min(2, def.players.max));
  const times: number[] = [];
  let wins = 0;
  let coop = false;
  let g = 0;
  const t0 = performance.now();
  for (; g < botGames && (g === 0 || performance.now() - t0 < budgetMs); g++) {
    const bots = Array.from({ length: n }, (_, seat) => (seat === g % n ? botOf(def, "default") : randomBot));
    const r = playGame(def, {
      players: n,
      seed: `bench-bot/${g}`,
      bots,
      rng: rngFromSeed(`bench-bot-rng/${g}`),
      now: () => performance.now(),
      maxSteps: MAX_STEPS,
    });
    r.moves.forEach((m, i) => {
      if (m.seat === g % n) times.push(r.decisionMs[i] ?? 0);
    });
    if (r.outcome?.cooperative) {
      coop = true;
      if (r.outcome.cooperative.won) wins++;
    } else if (r.outcome && r.outcome.ranks[g % n] === 1) wins++;
  }
  return { times, games: g, winRate: coop ? null : round(wins / Math.max(1, g), 2) };
}

function rulesFigures(
  def: AnyGameDef,
  players: number,
  games: number,
  bot: ReturnType<typeof botFigures>,
  baselineUs: number | null,
): RulesFigures {
  const p = playouts(def, players, games);
  return {
    game: def.id,
    players,
    games,
    avgMoves: round(p.moves / games, 1),
    usPerMove: round(p.us, 1),
    ratioToBaseline: baselineUs ? round(p.us / baselineUs, 1) : 1,
    stateBytes: Math.round(p.stateBytes / games),
    publicViewEntries: Math.round(p.entries / games),
    publicViewBytes: Math.round(p.viewBytes / games),
    botMedianMs: round(median(bot.times), 3),
    botP95Ms: round(quantile(bot.times, 0.95), 3),
    botVsRandomWinRate: bot.winRate,
    botGames: bot.games,
  };
}

/** Every game at every player count; the baseline is the stones test fixture. */
export function rulesSection(quick: boolean): { baselineUs: number; rules: RulesFigures[] } {
  const noBot = { times: [], games: 0, winRate: null };
  const baseline = rulesFigures(stones as AnyGameDef, 2, quick ? 200 : 1000, noBot, null);
  const rules: RulesFigures[] = [];
  for (const def of Object.values(GAMES)) {
    process.stderr.write(`bench: rules, ${def.id}\n`);
    // the bot's figures are at 2 players (or the minimum): the same on every row of the game
    const bot = botFigures(def, quick ? 4 : 12, quick ? 4000 : 300_000);
    for (let players = def.players.min; players <= def.players.max; players++) {
      rules.push(rulesFigures(def, players, quick ? 5 : 30, bot, baseline.usPerMove));
    }
  }
  return { baselineUs: baseline.usPerMove, rules };
}
