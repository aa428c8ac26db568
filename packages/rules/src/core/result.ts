import type { ErrorParams, Result, RuleError } from "./types.ts";

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function fail(code: string, message: string, params?: ErrorParams): { ok: false; error: RuleError } {
  return params ? { ok: false, error: { code, message, params } } : { ok: false, error: { code, message } };
}

/** Error codes shared by every game, decided before a game's own `apply` runs. */
export const PLATFORM_ERRORS = {
  BAD_MOVE_SHAPE: "BAD_MOVE_SHAPE",
  NOT_SEATED: "NOT_SEATED",
  GAME_OVER: "GAME_OVER",
  NOT_YOUR_TURN: "NOT_YOUR_TURN",
  STALE_VERSION: "STALE_VERSION",
} as const;
