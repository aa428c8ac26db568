/** The site's game the recovery tests play besides the fixture: one that bots finish quickly. */
import { GAMES } from "@starport/rules";

export const REAL_GAME: string | null = GAMES["stellar-omega"]
  ? "stellar-omega"
  : (Object.keys(GAMES)[0] ?? null);
