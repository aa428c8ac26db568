/**
 * The table's own refusals (docs/protocol.md "Errors"), decided before the rules see a move: who
 * may move at all, and a seat lost for good. Pure, so each wording is tested without a room.
 */
import { type Forfeit, TABLE_ERRORS } from "@starport/protocol";
import { PLATFORM_ERRORS, type RuleError, type Seat } from "@starport/rules";

const rule = (code: string, message: string): RuleError => ({ code, message });

/**
 * A client may try a move (or ask why not) when it holds a seat of a game being played: `seat`
 * is the client's seat (null for a spectator), `holds` whether its session still holds it.
 */
export function seatedCheck(
  seat: Seat | null,
  holds: boolean,
  status: string,
): { seat: Seat } | { error: RuleError } {
  if (seat === null || !holds) {
    return {
      error: rule(PLATFORM_ERRORS.NOT_SEATED, "You are watching this table; only seated players move."),
    };
  }
  if (status === "waiting") return { error: rule(TABLE_ERRORS.NOT_STARTED, "The game has not started yet.") };
  if (status === "finished") return { error: rule(PLATFORM_ERRORS.GAME_OVER, "The game is over.") };
  return { seat };
}

/** A seat that resigned or lost on time moves no more; `already` words it for a second resign. */
export function forfeitRefusal(forfeit: Forfeit | null, already = false): RuleError | null {
  if (forfeit === "resigned") {
    return rule(
      TABLE_ERRORS.RESIGNED,
      already ? "You have already resigned." : "You resigned; a bot plays your seat.",
    );
  }
  if (forfeit === "timeout") {
    return rule(
      TABLE_ERRORS.LOST_ON_TIME,
      already
        ? "Your time ran out: the seat is already lost."
        : "Your time ran out and this table's rule is loss on time; a bot plays your seat.",
    );
  }
  return null;
}

export { rule };
