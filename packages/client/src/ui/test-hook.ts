/**
 * `window.__starport`: a read-only summary of what the page shows, for browser tests to wait
 * on (instead of sleeping) and for debugging. Never used by the page itself.
 */
import type { PlayerInfo } from "../games/contract.ts";
import { UNTRANSLATED } from "../i18n/i18n.ts";

export interface TestHook {
  page: "lobby" | "table" | "replay" | "rules" | "notFound" | "error";
  /** Table page: "joining" until joined, then the session's connection state. */
  connection: string;
  code: string;
  game: string;
  seat: number | null;
  status: string;
  version: number;
  owner: number;
  actors: number[];
  players: PlayerInfo[];
  /** Legal moves the board was last given. */
  legal: unknown[];
  /** Number of scene updates so far. */
  updates: number;
  log: string[];
  chat: string[];
  /** Refusals shown to the player (code, translated text). */
  refusals: { code: string; text: string }[];
  /** Whether the scene is mounted. */
  scene: boolean;
  /** Table page: the stored match (its replay is /replay/<matchId>) and the published seed hash. */
  matchId: string;
  seedHash: string;
  /** Table page: each seat's clock face as shown ([] without a clock). */
  clocks: string[];
  /** Table page: the connection's changes, in words with their close code and refused join. */
  connections: string[];
  /** Table page: times the seat was got back by joining again by code (server restart, long drop). */
  rejoins: number;
  /** Table page: SHA-256 of the revealed seed equals the published hash (null until checked). */
  seedVerified: boolean | null;
  /** Table page, waiting room: seconds shown until bots fill the empty seats (null: no bot fill). */
  botFillIn: number | null;
  /** Replay page. */
  replay: ReplayHook | null;
  /** A learn table's guide: what it says and the move it suggests (null elsewhere). */
  guide: { kind: string; text: string; move: unknown } | null;
  /** Keys shown without a text in the page's language (`<lang>:<key>`), see i18n.ts. */
  untranslated: string[];
}

/** What the replay page shows. */
export interface ReplayHook {
  /** loading, ready, unfinished, aborted, unknownGame, incomplete, notFound, error. */
  state: string;
  matchId: string;
  game: string;
  /** The move shown (0 = the setup) and the last one. */
  move: number;
  last: number;
  playing: boolean;
  viewer: string;
  /** Codes of what does not check out (the seed check included once done). */
  problems: string[];
  /** Whether the seed check has run. */
  seedChecked: boolean;
  /** Log lines shown (up to the current move). */
  lines: number;
}

declare global {
  interface Window {
    __starport?: TestHook;
  }
}

/** The table fields as they are away from any table. */
function noTable(): Omit<TestHook, "page" | "untranslated"> {
  return {
    connection: "",
    code: "",
    game: "",
    seat: null,
    status: "",
    version: -1,
    owner: -1,
    actors: [],
    players: [],
    legal: [],
    updates: 0,
    log: [],
    chat: [],
    refusals: [],
    scene: false,
    matchId: "",
    seedHash: "",
    clocks: [],
    connections: [],
    rejoins: 0,
    seedVerified: null,
    botFillIn: null,
    replay: null,
    guide: null,
  };
}

/** The hook object (created on first use). */
export function testHook(): TestHook {
  if (!window.__starport) {
    window.__starport = { page: "lobby", ...noTable(), untranslated: UNTRANSLATED };
  }
  return window.__starport;
}

/** Resets the table fields when leaving a table. */
export function resetTableHook(page: TestHook["page"]): void {
  Object.assign(testHook(), { page, ...noTable() });
}

/** One connection change for `TestHook.connections`: "offline close 1006 RATE_LIMITED: ...". */
export function connectionWords(
  phase: string,
  r: { closeCode?: number; attempt: number; failure?: { code: string; message: string } },
): string {
  const close = r.closeCode === undefined ? "" : ` close ${r.closeCode}`;
  const tries = r.attempt > 0 ? ` attempt ${r.attempt}` : "";
  const failure = r.failure ? ` ${r.failure.code}: ${r.failure.message}` : "";
  return `${phase}${close}${tries}${failure}`;
}
