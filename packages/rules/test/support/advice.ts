/**
 * What the games' advise tests share: a learn table's hint as the server asks it (the default bot's
 * move from the seat's view) and the checks of a reason's words against the game's client
 * dictionary (both languages, every placeholder given, short enough for the guide on a phone).
 */
import { interpolate, placeholders } from "../../../client/src/i18n/i18n.ts";
import { learnSeed } from "../../../protocol/src/vocab.ts";
import { viewFor } from "../../src/core/engine.ts";
import { rngFromSeed } from "../../src/core/rng.ts";
import type { Advice, AnyGameDef, Seat } from "../../src/core/types.ts";

export { learnSeed };

/** A reason shows in one box above the board on a 390 px phone. */
export const ADVICE_MAX_CHARS = 140;

export type Dictionary = Record<"en" | "es", Record<string, string>>;

/** The game's reason for `m` from `seat`'s own view. */
export function adviceFor<S, M>(def: AnyGameDef, s: S, seat: Seat, m: M): Advice | null {
  return def.advise!(viewFor(def, s, seat), seat, m);
}

/** The default bot's move for `seat`, as a learn table's hint asks for it. */
export function botChoice<S, M>(def: AnyGameDef, s: S, seat: Seat, seed: string): M {
  return def.bots.default!.choose({
    seat,
    view: viewFor(def, s, seat),
    legal: def.legalMoves(s, seat),
    rng: rngFromSeed(seed),
    budgetMs: 200,
    now: () => 0,
  }) as M;
}

/** The problems of a reason: a key missing in a language, a placeholder without a value, too long. */
export function wordsOf(messages: Dictionary, a: Advice): string[] {
  const out: string[] = [];
  for (const lang of ["en", "es"] as const) {
    const text = messages[lang][a.key];
    if (text === undefined) {
      out.push(`${lang}: no text for ${a.key}`);
      continue;
    }
    const missing = placeholders(text).filter((p) => !Object.hasOwn(a.params ?? {}, p));
    if (missing.length > 0) out.push(`${lang}: ${a.key} lacks ${missing.join(", ")}`);
    const shown = interpolate(text, a.params);
    if (shown.length > ADVICE_MAX_CHARS)
      out.push(`${lang}: ${a.key} has ${shown.length} characters: ${shown}`);
  }
  return out;
}
