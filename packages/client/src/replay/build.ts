/**
 * A finished match rebuilt in the browser from its history: the protocol's `checkHistory` replays it
 * with the rules (`replayMoves` of rules core: `setup` with the revealed seed, then every stored move
 * through `applyChecked`) and makes the checks of `pnpm verify` on the way: each move accepted by the
 * rules, the game over after the last one, the replayed result (forfeits applied) equal to the
 * recorded one, the final state hash; this page keeps each state, the events of each move and who
 * played each seat, and checks (async) SHA-256 of the seed against the hash published at the start.
 * A history that fails one is still shown as far as it replays, with the problem stated.
 */
import {
  checkHistory,
  type Forfeit,
  type HistoryMove,
  type MatchHistory,
  type Problem,
  replayable,
} from "@starport/protocol";
import { canSee } from "@starport/rules/core/engine.ts";
import type { AnyGameDef, GameEvent, Outcome, SeatView } from "@starport/rules/core/types.ts";
import type { PlayerInfo } from "../games/contract.ts";
import { sha256Hex } from "./sha256.ts";

export type { Problem, ProblemCode } from "@starport/protocol";

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
  const r = replayable(h, games);
  if (r.kind !== "ready") return { kind: r.kind, history: h };
  return { kind: "ready", replay: buildReplay(r.def, h, r.seed, r.moves) };
}

function buildReplay(def: AnyGameDef, h: MatchHistory, seed: string, moves: HistoryMove[]): Replay {
  const steps: ReplayStep[] = [];
  let players = startingPlayers(h);
  const check = checkHistory(def, h, seed, moves, ({ index, state, events }) => {
    const m = index === null ? null : moves[index]!;
    if (m)
      players = players.map((p) =>
        p.seat !== m.seat
          ? p
          : m.by === "bot"
            ? { ...p, kind: "bot", botReason: m.botReason ?? "" }
            : { ...p, kind: "human", botReason: "" },
      );
    steps.push({ version: m ? m.version : 0, state, move: m, events, players });
  });
  return { history: h, def, steps, outcome: check.outcome, problems: check.problems };
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
  forfeit: Forfeit | null;
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
