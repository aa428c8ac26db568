/**
 * `window.__starport`: a read-only summary of what the page shows, for browser tests to wait
 * on (instead of sleeping) and for debugging. Never used by the page itself.
 */
import type { PlayerInfo } from "../games/contract.ts";

export interface TestHook {
  page: "lobby" | "table" | "notFound" | "error";
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
}

declare global {
  interface Window {
    __starport?: TestHook;
  }
}

/** The hook object (created on first use). */
export function testHook(): TestHook {
  if (!window.__starport) {
    window.__starport = {
      page: "lobby",
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
    };
  }
  return window.__starport;
}

/** Resets the table fields when leaving a table. */
export function resetTableHook(page: TestHook["page"]): void {
  Object.assign(testHook(), {
    page,
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
  });
}
