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

/**
 * A game's refusal in words: its code's sentence with each `{x}` filled from the param `x` (a
 * placeholder without its param stays as written), the params kept for the client's translations.
 * `word` puts a param in words (`String` unless the game names some params otherwise).
 */
export function wordedRefusal<C extends string>(
  code: C,
  sentence: string,
  params?: ErrorParams,
  word: (name: string, value: unknown) => string = (_name, value) => String(value),
): RuleError & { code: C } {
  const message = sentence.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && Object.hasOwn(params, name) ? word(name, params[name]) : whole,
  );
  return params ? { code, message, params } : { code, message };
}
