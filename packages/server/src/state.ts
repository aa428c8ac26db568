/**
 * The synced state of every table, the same for all games (docs/protocol.md "Synced state"):
 * the game's public view flattened into `view`, each seat's private view flattened into its
 * `private` map, which only that seat's StateView contains.
 */
import { type SchemaType, schema, t } from "@colyseus/schema";

export const ChatLine = schema(
  {
    seat: t.int8().default(-1),
    name: t.string().default(""),
    text: t.string().default(""),
    at: t.number().default(0),
  },
  "ChatLine",
);
export type ChatLine = SchemaType<typeof ChatLine>;

export const SeatState = schema(
  {
    name: t.string().default(""),
    kind: t.string().default("empty"),
    connected: t.boolean().default(false),
    botReason: t.string().default(""),
    private: t.map("string").view(),
  },
  "SeatState",
);
export type SeatState = SchemaType<typeof SeatState>;

/** The table's clock (docs/protocol.md "Clocks"); `kind` "" when the table has none. */
export const ClockState = schema(
  {
    kind: t.string().default(""),
    baseMs: t.number().default(0),
    incrementMs: t.number().default(0),
    turnMs: t.number().default(0),
    onTimeout: t.string().default(""),
    /** Each seat's remaining time (ms) at `since`. */
    remainingMs: t.array("number"),
    /** Seats whose clock runs since `since`. */
    running: t.array("uint8"),
    /** Server time (ms since epoch) of `remainingMs`. */
    since: t.number().default(0),
  },
  "ClockState",
);
export type ClockState = SchemaType<typeof ClockState>;

export const GameRoomState = schema(
  {
    game: t.string().default(""),
    code: t.string().default(""),
    mode: t.string().default("public"),
    status: t.string().default("waiting"),
    version: t.uint32().default(0),
    owner: t.int8().default(-1),
    actors: t.array("uint8"),
    seats: t.array(SeatState),
    view: t.map("string"),
    outcome: t.string().default(""),
    log: t.array("string"),
    chat: t.array(ChatLine),
    spectators: t.uint16().default(0),
    /** Id of the stored match (replay at /replay/<matchId> once finished); "" while waiting. */
    matchId: t.string().default(""),
    /** SHA-256 (hex) of the secret seed, from the start. */
    seedHash: t.string().default(""),
    /** The seed itself, revealed once the game is finished. */
    seed: t.string().default(""),
    clock: t.ref(ClockState).default(() => new ClockState()),
    /** While waiting: server time (ms since epoch) when empty seats get bots; 0 = no bot fill. */
    botFillAt: t.number().default(0),
  },
  "GameRoomState",
);
export type GameRoomState = SchemaType<typeof GameRoomState>;
