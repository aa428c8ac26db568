import { canonicalJson } from "./canonical.ts";
import { fail, PLATFORM_ERRORS } from "./result.ts";
import type { Rng } from "./rng.ts";
import type {
  AnyGameDef,
  Bot,
  GameDef,
  GameEvent,
  Result,
  RuleError,
  Seat,
  SeatView,
  Viewer,
  Visibility,
} from "./types.ts";
import { SPECTATOR } from "./types.ts";

/** The view of one viewer: the public part, plus the seat's private part. */
export function viewFor<Pub, Priv>(
  def: { publicView(s: never): Pub; privateView(s: never, seat: Seat): Priv },
  s: unknown,
  viewer: Viewer,
): SeatView<Pub, Priv> {
  const d = def as { publicView(s: unknown): Pub; privateView(s: unknown, seat: Seat): Priv };
  return { public: d.publicView(s), private: viewer === SPECTATOR ? null : d.privateView(s, viewer) };
}

export function canSee(visibleTo: Visibility, viewer: Viewer): boolean {
  return visibleTo === "all" || (viewer !== SPECTATOR && visibleTo.includes(viewer));
}

/** The events a viewer may receive, with their visibility stripped. */
export function eventsFor<E extends GameEvent>(events: readonly E[], viewer: Viewer): Omit<E, "visibleTo">[] {
  const out: Omit<E, "visibleTo">[] = [];
  for (const e of events) {
    if (!canSee(e.visibleTo, viewer)) continue;
    const { visibleTo: _hidden, ...rest } = e;
    out.push(rest);
  }
  return out;
}

/**
 * Runs one raw (untrusted) move through the fixed order of checks:
 * wire shape -> the game's `apply` (built by `defineGame`: game not over -> seat is an actor ->
 * listed by `legalMoves`, else the game's `explain`).
 * (Whether the sender holds `seat` is the caller's check, before this one.)
 */
export function applyChecked(
  def: AnyGameDef,
  s: unknown,
  seat: Seat,
  raw: unknown,
): Result<{ state: unknown; events: GameEvent[]; move: unknown }> {
  const parsed = def.moveSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
    return fail(PLATFORM_ERRORS.BAD_MOVE_SHAPE, `That is not a move of this game${where}.`, {
      detail: issue?.message ?? "invalid",
    });
  }
  const r = def.apply(s, seat, parsed.data);
  if (!r.ok) return r;
  return { ok: true, value: { state: r.value.state, events: r.value.events, move: parsed.data } };
}

/** The platform's one refusal of a seat that may not act now (the room says the same). */
export function notYourTurn(): RuleError {
  return { code: PLATFORM_ERRORS.NOT_YOUR_TURN, message: "It is not your turn to act." };
}

/** What a game writes: its GameDef without `apply`, which `defineGame` builds the same way for all. */
export type GameSpec<S, M, Pub, Priv, O, E extends GameEvent> = Omit<GameDef<S, M, Pub, Priv, O, E>, "apply">;

/**
 * Builds a game's `apply` from its parts, so legality has one source: a finished game and a seat
 * that may not act are refused here (the platform's wording, once for every game), a move listed by
 * `legalMoves` (compared by `moveKey`) is performed, and anything else is refused with the game's
 * `explain`. Engines therefore never re-check the turn or repeat their legal-move rules in apply.
 */
export function defineGame<S, M, Pub, Priv, O, E extends GameEvent>(
  spec: GameSpec<S, M, Pub, Priv, O, E>,
): GameDef<S, M, Pub, Priv, O, E> {
  const keyOf = spec.moveKey ?? ((m: M) => canonicalJson(m));
  return {
    ...spec,
    apply(s, seat, m) {
      if (spec.outcome(s) !== null) return fail(PLATFORM_ERRORS.GAME_OVER, "The game is over.");
      if (!spec.actors(s).includes(seat)) {
        const why = spec.whyWaiting?.(s, seat);
        return { ok: false, error: why ?? notYourTurn() };
      }
      const key = keyOf(m);
      if (!spec.legalMoves(s, seat).some((x) => keyOf(x) === key)) {
        return { ok: false, error: spec.explain(s, seat, m) };
      }
      return { ok: true, value: spec.perform(s, seat, m) };
    },
  };
}

/**
 * A game folder's files by their role in the one engine shape (docs/architecture.md), each as
 * `import * as` gives it: what each file must export, under the role's names.
 */
export interface EngineFiles<S, M, Pub, Priv, O, E extends GameEvent> {
  /** types.ts: the wire shapes, and `moveKey` when moves are not compared by canonical JSON. */
  types: Pick<GameSpec<S, M, Pub, Priv, O, E>, "optionsSchema" | "moveSchema" | "moveKey">;
  setup: Pick<GameSpec<S, M, Pub, Priv, O, E>, "setup">;
  legal: Pick<GameSpec<S, M, Pub, Priv, O, E>, "actors" | "legalMoves">;
  perform: Pick<GameSpec<S, M, Pub, Priv, O, E>, "perform">;
  /** explain.ts: `explain`, and `whyWaiting` when the game words a seat's wait itself. */
  explain: Pick<GameSpec<S, M, Pub, Priv, O, E>, "explain" | "whyWaiting">;
  view: Pick<GameSpec<S, M, Pub, Priv, O, E>, "publicView" | "privateView">;
  outcome: Pick<GameSpec<S, M, Pub, Priv, O, E>, "outcome">;
}

/**
 * What a game's index.ts says besides its files: who it is, its bots (with `advise`, the reasons a
 * learn table gives for the default bot's suggestions) and its test hooks.
 */
export type GameMeta<S, M, Pub, Priv, O, E extends GameEvent> = Pick<
  GameSpec<S, M, Pub, Priv, O, E>,
  "id" | "title" | "rulesVersion" | "players" | "bots" | "advise" | "test"
>;

/** `defineGame` from a game's meta and its files by role, so no game lists the wiring again. */
export function defineGameFromFiles<S, M, Pub, Priv, O, E extends GameEvent>(
  meta: GameMeta<S, M, Pub, Priv, O, E>,
  files: EngineFiles<S, M, Pub, Priv, O, E>,
): GameDef<S, M, Pub, Priv, O, E> {
  const { types, legal, explain, view } = files;
  return defineGame({
    ...meta,
    optionsSchema: types.optionsSchema,
    moveSchema: types.moveSchema,
    setup: files.setup.setup,
    actors: legal.actors,
    legalMoves: legal.legalMoves,
    perform: files.perform.perform,
    explain: explain.explain,
    ...(explain.whyWaiting ? { whyWaiting: explain.whyWaiting } : {}),
    ...(types.moveKey ? { moveKey: types.moveKey } : {}),
    publicView: view.publicView,
    privateView: view.privateView,
    outcome: files.outcome.outcome,
  });
}

/** The platform's bot that plays a uniformly random legal move. */
export const randomBot: Bot<unknown, unknown, unknown> = {
  describe: "random legal move",
  choose: (ctx) => ctx.rng.pick(ctx.legal),
};

/** A game's bot of the given kind ("random" is always available). */
export function botOf(def: AnyGameDef, kind: string): Bot<unknown, unknown, unknown> {
  if (kind === "random") return randomBot;
  const bot = def.bots[kind];
  if (!bot) throw new Error(`game ${def.id} has no bot "${kind}"`);
  return bot as Bot<unknown, unknown, unknown>;
}

export interface PlayedGame {
  state: unknown;
  moves: { seat: Seat; move: unknown }[];
  outcome: ReturnType<AnyGameDef["outcome"]>;
  error: string | null;
  /** Time each bot decision took, in ms (when a clock was given). */
  decisionMs: number[];
}

/**
 * Plays a whole game with one bot per seat, each seeing only its own view.
 * When several seats may act, the lowest seat acts first.
 */
export function playGame(
  def: AnyGameDef,
  p: {
    players: number;
    seed: string;
    options?: unknown;
    bots: Bot<unknown, unknown, unknown>[];
    rng: Rng;
    maxSteps?: number;
    budgetMs?: number;
    now?: () => number;
  },
): PlayedGame {
  const now = p.now ?? (() => 0);
  let state = def.setup({
    players: p.players,
    seed: p.seed,
    options: def.optionsSchema.parse(p.options ?? {}),
  });
  const moves: { seat: Seat; move: unknown }[] = [];
  const decisionMs: number[] = [];
  const maxSteps = p.maxSteps ?? 100_000;
  try {
    for (let step = 0; step < maxSteps; step++) {
      if (def.outcome(state) !== null)
        return { state, moves, outcome: def.outcome(state), error: null, decisionMs };
      const actors = def.actors(state);
      const seat = actors[0];
      if (seat === undefined)
        return { state, moves, outcome: null, error: "no actor but no outcome", decisionMs };
      const legal = def.legalMoves(state, seat);
      if (legal.length === 0)
        return { state, moves, outcome: null, error: `seat ${seat} has no legal move`, decisionMs };
      const bot = p.bots[seat];
      if (!bot) throw new Error(`no bot for seat ${seat}`);
      const t0 = now();
      const move = bot.choose({
        seat,
        view: viewFor(def, state, seat),
        legal,
        rng: p.rng,
        budgetMs: p.budgetMs ?? 200,
        now,
      });
      decisionMs.push(now() - t0);
      const r = def.apply(state, seat, move);
      if (!r.ok)
        return {
          state,
          moves,
          outcome: null,
          error: `bot move refused: ${r.error.code} ${r.error.message}`,
          decisionMs,
        };
      state = r.value.state;
      moves.push({ seat, move });
    }
    return { state, moves, outcome: null, error: `no outcome after ${maxSteps} moves`, decisionMs };
  } catch (e) {
    return { state, moves, outcome: null, error: `threw: ${(e as Error).stack ?? String(e)}`, decisionMs };
  }
}
