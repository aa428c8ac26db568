/**
 * What a click on something that is not a target says at the pointer (pure; the board asks the
 * server): the rule that refuses the move it stands for, in the player's language; when it stands
 * for no move, what to do instead; else what the thing is.
 */
import type { RuleError } from "@starport/rules/core/types.ts";
import type { SceneHost } from "../contract.ts";

type Params = Record<string, string | number>;

/** What the board knows of one click on a thing that is not a target. */
export interface RefusalAsk<M> {
  u: { seat: number | null; status: string; version: number; legal: readonly M[] };
  /** The version of our move in flight (-1: none). */
  sentVersion: number;
  /** The move the click stands for (the game's `candidateMove`). */
  candidate: () => M | null;
  /** What to do instead when it stands for no move (the game's `noMoveTip`). */
  noMoveTip: () => { key: string; params?: Params } | null;
  /** What the thing is ("" when nothing is known). */
  describe: () => string;
  t: SceneHost<M>["t"];
}

/** A rule error's parameters that a message can show. */
export function paramsOf(err: RuleError): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(err.params ?? {})) {
    if (typeof v === "string" || typeof v === "number") out[k] = v;
    else if (typeof v === "boolean") out[k] = String(v);
  }
  return out;
}

/** A refusal in words: the game's own key, else the platform's `error.<CODE>`, else the server's English. */
export function refusalText(
  err: RuleError,
  key: string,
  host: Pick<SceneHost<unknown>, "has" | "t">,
): string {
  if (host.has(key)) return host.t(key, paramsOf(err));
  if (host.has(`error.${err.code}`)) return host.t(`error.${err.code}`, paramsOf(err));
  return err.message;
}

/**
 * The tip for a click on a thing that is not a target, decided without the server: a spectator (or
 * a finished game) learns what the thing is; a move in flight says "busy"; a thing that stands for
 * no move says what to do instead (or that it is not your turn). Else `ask`: the move the server
 * must say why it refuses (`refusalText`). `tip` null: nothing to show.
 */
export function localRefusal<M>(a: RefusalAsk<M>): { tip: string | null } | { ask: M } {
  const { u } = a;
  const described = (): { tip: string | null } => ({ tip: a.describe() || null });
  if (u.seat === null || u.status !== "playing") return described();
  if (a.sentVersion === u.version) return { tip: a.t("board.busy") };
  const move = a.candidate();
  if (move) return { ask: move };
  const tip = u.legal.length === 0 ? { key: "board.notYourTurn" } : a.noMoveTip();
  return tip ? { tip: a.t(tip.key, tip.params) } : described();
}
