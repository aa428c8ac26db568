/**
 * A finished match rebuilt in the browser from its history: `setup` with the revealed seed, then
 * every stored move through the rules' `applyChecked`, keeping each state and the events of each
 * move. The same checks as `pnpm verify` (packages/server/src/verify.ts) are made on the way: each
 * move accepted by the rules, the game over after the last one, the replayed result (forfeits
 * applied) equal to the recorded one, the final state hash, and (async) SHA-256 of the seed equal to
 * the hash published at the start. A history that fails one is still shown as far as it replays,
 * with the problem stated.
 */
import type { HistoryMove, MatchHistory } from "@starport/protocol";
import { canonicalJson, stateHash } from "@starport/rules/core/canonical.ts";
import { applyChecked, canSee } from "@starport/rules/core/engine.ts";
import type { AnyGameDef, GameEvent, Outcome, SeatView } from "@starport/rules/core/types.ts";
import type { PlayerInfo } from "../games/contract.ts";
import { sha256Hex } from "./sha256.ts";

/** Who the replay is shown to: every seat's hidden information, a spectator, or one seat. */
export type ReplayViewer = "all" | "spectator" | number;

export interface ReplayStep {
  /** 0: after the setup; k: after move k. */
  version: number;
  state: unknown;
  /** The move that led here (null for the setup). */
  move: HistoryMove | null;
  /** The move's events, with their visibility. */
  events: GameEvent[];
  /** Who played each seat after this move (bots taking over are marked by the moves they made). */
  players: PlayerInfo[];
}

export type ProblemCode =
  | "RULES_VERSION"
  | "SETUP"
  | "MOVE_NUMBER"
  | "MOVE_SEAT"
  | "MOVE_REFUSED"
  | "MOVE_COUNT"
  | "NOT_OVER"
  | "RESULT"
  | "FINAL_STATE"
  | "SEED";

/** Something in the history that does not check out; `replay.problem.<code>` words it. */
export interface Problem {
  code: ProblemCode;
  params: Record<string, string | number>;
}

export interface Replay {
  history: MatchHistory;
  def: AnyGameDef;
  /** steps[0] is the setup, steps[k] the state after move k (fewer when a move is refused). */
  steps: ReplayStep[];
  /** The replayed result with forfeits applied; null when the replay did not reach the end. */
  outcome: Outcome | null;
  /** What does not check out (empty: every synchronous check passed). */
  problems: Problem[];
}

export type ReplayLoad =
  | { kind: "ready"; replay: Replay }
  /** Still being played: no seed and no moves yet (spectate instead). */
  | { kind: "unfinished"; history: MatchHistory }
  /** Stopped for good (its moves no longer replay on the server). */
  | { kind: "aborted"; history: MatchHistory }
  /** This site does not have the game's rules. */
  | { kind: "unknownGame"; history: MatchHistory }
  /** Says it is finished but lacks the seed or the moves. */
  | { kind: "incomplete"; history: MatchHistory };

/**
 * Ranks forfeited seats (resigned, lost on time) last, sharing the last rank, the others keeping
 * their order; cooperative games unchanged. The server's rule (packages/server/src/outcome.ts).
 */
export function withForfeits(outcome: Outcome, forfeited: readonly boolean[]): Outcome {
  if (outcome.cooperative || !forfeited.some(Boolean) || forfeited.every(Boolean)) return outcome;
  const stayed = outcome.ranks.filter((_, i) => !forfeited[i]);
  const ranks = outcome.ranks.map((r, i) =>
    forfeited[i] ? stayed.length + 1 : 1 + stayed.filter((other) => other < r).length,
  );
  return { ...outcome, ranks };
}

/** Who plays each seat at the start: bots that filled empty seats, else the players. */
function startingPlayers(h: MatchHistory): PlayerInfo[] {
  return h.seats.map((s) => {
    const filled = s.kind === "bot" && s.botReason === "filled";
    return {
      seat: s.seat,
      name: s.name,
      kind: filled ? "bot" : "human",
      connected: true,
      botReason: filled ? "filled" : "",
    };
  });
}

/** Replays a history whose match ended; anything else is told apart without revealing anything. */
export function loadReplay(h: MatchHistory, games: Record<string, AnyGameDef>): ReplayLoad {
  if (h.status === "playing") return { kind: "unfinished", history: h };
  if (h.status === "aborted") return { kind: "aborted", history: h };
  if (h.seed === undefined || h.moves === undefined) return { kind: "incomplete", history: h };
  const def = Object.hasOwn(games, h.game) ? games[h.game] : undefined;
  if (!def) return { kind: "unknownGame", history: h };
  return { kind: "ready", replay: buildReplay(def, h, h.seed, h.moves) };
}

function buildReplay(def: AnyGameDef, h: MatchHistory, seed: string, moves: HistoryMove[]): Replay {
  const problems: Problem[] = [];
  const replay: Replay = { history: h, def, steps: [], outcome: null, problems };
  if (def.rulesVersion !== h.rulesVersion)
    problems.push({ code: "RULES_VERSION", params: { recorded: h.rulesVersion, here: def.rulesVersion } });
  let state: unknown;
  try {
    state = def.setup({ players: h.players, seed, options: def.optionsSchema.parse(h.options ?? {}) });
  } catch (e) {
    problems.push({ code: "SETUP", params: { why: (e as Error).message } });
    return replay;
  }
  let players = startingPlayers(h);
  replay.steps.push({ version: 0, state, move: null, events: [], players });
  for (const [i, m] of moves.entries()) {
    if (m.version !== i + 1) {
      problems.push({ code: "MOVE_NUMBER", params: { n: i + 1, got: m.version } });
      return replay;
    }
    if (m.seat >= h.players) {
      problems.push({ code: "MOVE_SEAT", params: { n: m.version, seat: m.seat + 1 } });
      return replay;
    }
    let r: ReturnType<typeof applyChecked>;
    try {
      r = applyChecked(def, state, m.seat, m.move);
    } catch (e) {
      r = { ok: false, error: { code: "ENGINE_ERROR", message: (e as Error).message } };
    }
    if (!r.ok) {
      problems.push({
        code: "MOVE_REFUSED",
        params: { n: m.version, seat: m.seat + 1, code: r.error.code, why: r.error.message },
      });
      return replay;
    }
    state = r.value.state;
    players = players.map((p) =>
      p.seat !== m.seat
        ? p
        : m.by === "bot"
          ? { ...p, kind: "bot", botReason: m.botReason ?? "" }
          : { ...p, kind: "human", botReason: "" },
    );
    replay.steps.push({ version: m.version, state, move: m, events: r.value.events, players });
  }
  if (h.moveCount !== moves.length)
    problems.push({ code: "MOVE_COUNT", params: { count: h.moveCount, listed: moves.length } });
  const outcome = def.outcome(state);
  if (!outcome) {
    problems.push({ code: "NOT_OVER", params: {} });
    return replay;
  }
  replay.outcome = withForfeits(
    outcome,
    h.seats.map((s) => s.forfeit !== null),
  );
  if (h.result === null || canonicalJson(replay.outcome) !== canonicalJson(h.result))
    problems.push({
      code: "RESULT",
      params: {
        replayed: replay.outcome.ranks.join(", "),
        recorded: h.result ? h.result.ranks.join(", ") : "—",
      },
    });
  if (h.finalStateHash !== undefined && stateHash(state) !== h.finalStateHash)
    problems.push({
      code: "FINAL_STATE",
      params: { replayed: stateHash(state), recorded: h.finalStateHash },
    });
  return replay;
}

/** The seed against the hash published at the start: null when SHA-256 of the seed equals it. */
export async function checkSeed(
  h: Pick<MatchHistory, "seed" | "seedHash">,
  digest: (text: string) => Promise<string> = sha256Hex,
): Promise<Problem | null> {
  if (h.seed === undefined) return { code: "SEED", params: { computed: "—", published: h.seedHash } };
  const computed = await digest(h.seed);
  return computed === h.seedHash.toLowerCase()
    ? null
    : { code: "SEED", params: { computed, published: h.seedHash } };
}

/** The view of step `k` for a viewer ("all" shows the public part here; see `privateViews`). */
export function viewAt(r: Replay, k: number, viewer: ReplayViewer): SeatView<unknown, unknown> {
  const state = r.steps[k]!.state;
  return {
    public: r.def.publicView(state),
    private: typeof viewer === "number" ? r.def.privateView(state, viewer) : null,
  };
}

/** Every seat's private view at step `k` (everything is revealed once the match is over). */
export function privateViews(r: Replay, k: number): unknown[] {
  const state = r.steps[k]!.state;
  return r.history.seats.map((s) => r.def.privateView(state, s.seat));
}

/** Seats that may act at step `k`. */
export function actorsAt(r: Replay, k: number): number[] {
  return r.def.actors(r.steps[k]!.state);
}

/** The last step a replay can show (the final move, or the last one the rules accepted). */
export const lastStep = (r: Replay): number => r.steps.length - 1;

/** A seat as the replay shows it at one step. */
export interface ReplaySeat extends PlayerInfo {
  /** It may act at this step. */
  acting: boolean;
  /** Resigned or lost on time: known only at the final step (the history says so for the match). */
  forfeit: "resigned" | "timeout" | null;
  /** Its final rank: only at the final step of a replay that reached the end. */
  rank: number | null;
}

/**
 * The seats as they were at step `k`: who played each (bots by the moves they made up to `k`) and
 * who could act; the result's tags (rank, forfeit) only at the final step.
 */
export function seatsAt(r: Replay, k: number): ReplaySeat[] {
  const over = k === lastStep(r) && r.outcome !== null;
  const actors = over ? [] : actorsAt(r, k);
  return r.steps[k]!.players.map((p) => ({
    ...p,
    acting: actors.includes(p.seat),
    forfeit: over ? (r.history.seats[p.seat]?.forfeit ?? null) : null,
    rank: over ? (r.outcome!.ranks[p.seat] ?? null) : null,
  }));
}

/**
 * A move's events as `viewer` saw them, without `visibleTo`; `secret` lists the seats that saw an
 * event nobody else did (null for public ones). "all" gets every event.
 */
export function eventsSeenBy(
  events: readonly GameEvent[],
  viewer: ReplayViewer,
): { event: Record<string, unknown>; secret: number[] | null }[] {
  const out: { event: Record<string, unknown>; secret: number[] | null }[] = [];
  for (const e of events) {
    const who = typeof viewer === "number" ? viewer : "spectator";
    if (viewer !== "all" && !canSee(e.visibleTo, who)) continue;
    const { visibleTo, ...rest } = e;
    out.push({ event: rest, secret: visibleTo === "all" ? null : [...visibleTo] });
  }
  return out;
}

/** The boards' "you are watching" lines (a game's `hint.watching`, the generic board's prompt). */
const WATCHING_KEYS = /(?:^|\.)hint\.watching$|^fb\.prompt\.watch$/;

/** Whether a board's text key is its "You are watching this game" line (a replay words it itself). */
export const isWatchingKey = (key: string): boolean => WATCHING_KEYS.test(key);

/** What a board says instead of "You are watching this game" in a replay: the move shown. */
export function replayHint(
  k: number,
  last: number,
  t: (key: string, p?: Record<string, number>) => string,
): string {
  return k === 0 ? t("replay.hint.setup", { total: last }) : t("replay.hint", { n: k, total: last });
}
