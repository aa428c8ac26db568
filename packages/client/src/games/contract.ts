import type { Outcome, RuleError, SeatView } from "@starport/rules/core/types.ts";

/** A seat as the chrome shows it; colour and shape come from the seat index (games/theme.ts). */
export interface PlayerInfo {
  seat: number;
  name: string;
  kind: "empty" | "human" | "bot";
  connected: boolean;
  /** Why a bot plays this seat: "" | "filled" | "away" | "resigned" | "timeout". */
  botReason: string;
}

/**
 * What the shell gives a scene on every change. The shell calls `update` again with the same
 * content (events empty) when only the language or the players changed, so a scene re-reads
 * its texts through `host.t` there.
 */
export interface SceneUpdate<Pub, Priv, M, E> {
  view: SeatView<Pub, Priv>;
  /** Moves this viewer may make now; empty for spectators, replays and seats not acting. */
  legal: M[];
  /** Events since the previous update (for animation), oldest first; empty on a first render. */
  events: E[];
  version: number;
  /**
   * The viewer's seat, or null for spectators. On the replay page: null when it is seen as a
   * spectator or as "all seats" (the page shows every seat's hidden part itself), or the seat it is
   * seen as (its private view is in `view`; `legal` stays empty, and it is not "you").
   */
  seat: number | null;
  players: PlayerInfo[];
  /** Seats that may act now (several at once for simultaneous decisions). */
  actors: number[];
  status: "waiting" | "playing" | "finished";
  /** The final result once the game is over, else null. */
  outcome: Outcome | null;
}

/** What a scene may ask of the shell. */
export interface SceneHost<M> {
  /** Submits a move (must be one of the legal moves); the answer comes as a new update or a refusal. */
  send(move: M): void;
  /** Asks the server why a move would be refused (null = it would be accepted). */
  explain(move: M): Promise<RuleError | null>;
  /** Translates a key of the game's or the shell's dictionaries. */
  t(key: string, params?: Record<string, string | number>): string;
  /** Whether the game's or the shell's dictionary has a key (for optional translations). */
  has(key: string): boolean;
  /** Shows a short text next to the pointer (client coordinates), e.g. the rule that refuses an action. */
  tip(text: string, x: number, y: number): void;
  /** Animation speed factor chosen by the player (1 = normal, 2 = twice as fast, 0 = none). */
  speed(): number;
}

/** The board of one game, inside the shell's page. */
export interface GameScreen<Pub, Priv, M, E> {
  update(u: SceneUpdate<Pub, Priv, M, E>): void;
  /** The server refused this viewer's last move (the shell already shows the reason); undo any pending UI. */
  rejected?(error: RuleError): void;
  /** Marks the way to a suggested move on the board (a learn table's hint); null clears it. */
  suggest?(move: M | null): void;
  destroy(): void;
}

/** Everything the client knows about one game. */
export interface ClientGame<Pub = unknown, Priv = unknown, M = unknown, E = unknown> {
  id: string;
  /** Creates the board inside `parent` (an empty element the shell sizes; the scene fills it). */
  mount(parent: HTMLElement, host: SceneHost<M>): GameScreen<Pub, Priv, M, E>;
  /** One line of the game log for an event, in the current language (null = not worth a line). */
  describeEvent(e: E, ctx: { players: PlayerInfo[]; t: SceneHost<M>["t"] }): string | null;
  /** What the viewer may do now, in words ("Choose an engineer and a control room"). */
  prompt(u: SceneUpdate<Pub, Priv, M, E>, t: SceneHost<M>["t"]): string;
  /**
   * Whether `seat` is out of the game (eliminated) while the others play on: the chrome then says
   * so in the status line and offers no Resign; the player watches their own table to the end.
   */
  isOut?(u: SceneUpdate<Pub, Priv, M, E>, seat: number): boolean;
  /**
   * Why the game ended, in the current language, from the final view: the result box shows it
   * instead of the rules' `outcome.reason` (one English sentence, for the log); null: that one.
   */
  endReason?(view: SeatView<Pub, Priv>, t: SceneHost<M>["t"]): string | null;
  /** Translations of this game's keys, error codes included (`error.<CODE>`), per language. */
  messages: Record<"en" | "es", Record<string, string>>;
}
