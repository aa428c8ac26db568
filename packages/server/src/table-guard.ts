/**
 * The checks a table makes of who asks for it before any room work (docs/security.md): options
 * that cannot set a prototype, tokens that cannot be guessed, tables created per token, and the
 * caps on the tables one address or token holds and on the tables of the process.
 */
import { ErrorCode, ServerError } from "@colyseus/core";
import { refusal, TABLE_ERRORS } from "@starport/protocol";
import { hashToken } from "./ids.ts";
import { badJoin, checkJoin } from "./join.ts";
import { poisonedKey, weakToken } from "./limits.ts";
import type { TableContext } from "./room.ts";

/** Key of the join options through which onAuth hands the creator's address to onCreate. */
export const CREATOR_KEY = "$address";

/** Who created a table. */
export interface Creator {
  address: string;
  tokenHash: string;
}

const refused = (code: string, sentence: string): ServerError =>
  new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, refusal(code, sentence));

/**
 * Checks a matchmaking request's options in place (they are the object Colyseus later creates
 * the room with): keys only the server may set are removed, prototype keys and weak tokens are
 * refused, the request (and a creation) is counted against its token, and the gate's `address`
 * is stamped.
 */
export function admit(
  ctx: TableContext,
  options: unknown,
  method: string | null,
  address: string | null,
): Record<string, unknown> {
  const bad = poisonedKey(options);
  if (bad !== null) throw badJoin(`${bad}: not an option`);
  const o = (options && typeof options === "object" ? options : {}) as Record<string, unknown>;
  // only the recovery (in-process, never through onAuth) creates a room from a stored match
  delete o.restore;
  delete o.open;
  delete o.quick;
  delete o[CREATOR_KEY];
  const checked = checkJoin(ctx.def, options);
  if (weakToken(checked.token)) throw badJoin("token: too easy to guess; use a random token");
  const tokenHash = hashToken(checked.token);
  if (!ctx.joinsByToken.take(tokenHash, ctx.limits.matchmakePerMinute)) {
    throw refused(TABLE_ERRORS.RATE_LIMITED, "Too many requests for your player; wait a minute.");
  }
  if (method === "create") {
    const perToken = Math.max(1, Math.ceil(ctx.limits.createPerMinute / 2));
    if (!ctx.createsByToken.take(tokenHash, perToken)) {
      throw refused(TABLE_ERRORS.RATE_LIMITED, "You opened too many tables; wait a minute.");
    }
  }
  o[CREATOR_KEY] = address ?? "local";
  return o;
}

/**
 * Unfinished tables per creator address and token, counted as tables are made and finish or close
 * (a scan of every live table per creation cost 3% of the server at 2,000 tables).
 */
export class Holdings {
  private counts = new Map<string, number>();

  add(c: Creator): void {
    for (const k of keys(c)) this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
  }

  remove(c: Creator): void {
    for (const k of keys(c)) {
      const n = (this.counts.get(k) ?? 1) - 1;
      if (n <= 0) this.counts.delete(k);
      else this.counts.set(k, n);
    }
  }

  of(c: Creator): { byAddress: number; byToken: number } {
    const [a, t] = keys(c);
    return { byAddress: this.counts.get(a) ?? 0, byToken: this.counts.get(t) ?? 0 };
  }
}

const keys = (c: Creator): [string, string] => [`a:${c.address}`, `t:${c.tokenHash}`];

/** Refuses a new table over the process's cap or over what its creator may hold. */
export function refuseOverCap(ctx: TableContext, creator: Creator): void {
  const { limits } = ctx;
  if (ctx.live.size >= limits.maxTables) {
    throw refused(TABLE_ERRORS.SERVER_FULL, "The server has as many tables as it can take; try again later.");
  }
  const { byAddress, byToken } = ctx.holdings.of(creator);
  if (byToken >= limits.tablesPerToken || byAddress >= limits.tablesPerAddress) {
    const n = byToken >= limits.tablesPerToken ? limits.tablesPerToken : limits.tablesPerAddress;
    throw refused(
      TABLE_ERRORS.TOO_MANY_TABLES,
      `You already have ${n} tables open; finish or leave one before opening another.`,
    );
  }
}
