/** The options of a join or create request (docs/protocol.md "Join options"). */
import { z } from "zod";
import { clockOption } from "./clock.ts";
import { BOT_FILL_MAX_SEC, NAME_MAX, NAME_RAW_MAX, TOKEN_RE } from "./limits.ts";
import { cleanText } from "./text.ts";
import { TABLE_MODES } from "./vocab.ts";

export const joinOptionsSchema = z.object({
  token: z.string().regex(TOKEN_RE, "token must be 16-64 of A-Z a-z 0-9 _ -"),
  name: z
    .string()
    .max(NAME_RAW_MAX)
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, "name must not be empty")
        .max(NAME_MAX, `name must be at most ${NAME_MAX} characters`),
    ),
  spectator: z.boolean().optional(),
  /** Seat count of a new table, within the game's limits (default: the minimum). */
  players: z.number().int().optional(),
  mode: z.enum(TABLE_MODES).optional(),
  botFillAfterSec: z.number().min(0).max(BOT_FILL_MAX_SEC).nullable().optional(),
  /** The game's table options (JSON Schema in `GET /api/games`). */
  options: z.record(z.string(), z.unknown()).optional(),
  /** Time control of a new table (docs/protocol.md "Clocks"); none when absent or null. */
  clock: clockOption.nullable().optional(),
});
/** Join options as the server reads them (name cleaned, clock defaults filled in). */
export type JoinOptions = z.output<typeof joinOptionsSchema>;
/** Join options as a client sends them. */
export type JoinRequest = z.input<typeof joinOptionsSchema>;
