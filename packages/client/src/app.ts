/** The page-wide context: language, identity, server client, games list and navigation. */
import type { Client } from "@colyseus/sdk";
import { type Dict, initialLang, type Lang, makeTranslator, SHELL_MESSAGES } from "./i18n/i18n.ts";
import { type KeyValueStore, playerName, playerToken, saveName } from "./identity.ts";
import { fetchGames, type GameInfo } from "./net/api.ts";
import type { Route } from "./router.ts";

const LANG_KEY = "starport.lang";
const SPEED_KEY = "starport.speed";

/** Animation speeds offered (factor; 0 = no animation). */
export const SPEEDS = [0, 0.5, 1, 2] as const;

export type Translator = ReturnType<typeof makeTranslator>;

export interface NavigateOptions {
  replace?: boolean;
  /** A room already joined for this table (quick play, create), handed over to the table page. */
  room?: unknown;
}

export class App {
  lang: Lang;
  /** The shell's dictionary plus, on a table page, the game's. */
  t: Translator;
  readonly token: string;
  name: string;
  readonly client: Client;
  readonly store: KeyValueStore;
  private gamesPromise: Promise<GameInfo[]> | null = null;
  private gameMessages: Record<Lang, Dict> | null = null;
  private readonly langListeners = new Set<() => void>();
  navigate: (route: Route, opts?: NavigateOptions) => void = () => {};

  constructor(client: Client, store: KeyValueStore, browserLangs: readonly string[]) {
    this.client = client;
    this.store = store;
    const random = (n: number): Uint8Array => crypto.getRandomValues(new Uint8Array(n));
    this.token = playerToken(store, random);
    this.name = playerName(store, random);
    this.lang = initialLang(store.getItem(LANG_KEY), browserLangs);
    this.t = this.makeT();
  }

  private makeT(): Translator {
    return makeTranslator(
      this.lang,
      this.gameMessages ? [this.gameMessages, SHELL_MESSAGES] : [SHELL_MESSAGES],
    );
  }

  /** Switches language, remembers it, and tells the page. */
  setLang(lang: Lang): void {
    this.lang = lang;
    this.store.setItem(LANG_KEY, lang);
    document.documentElement.lang = lang;
    this.t = this.makeT();
    for (const f of this.langListeners) f();
  }

  onLang(f: () => void): () => void {
    this.langListeners.add(f);
    return () => this.langListeners.delete(f);
  }

  /** Adds a game's dictionary (table page) or removes it (null). A game's key wins over the shell's (e.g. `error.*`). */
  useGameMessages(m: Record<Lang, Dict> | null): void {
    this.gameMessages = m;
    this.t = this.makeT();
  }

  /** Keeps a new nickname; returns false when it is empty. */
  setName(raw: string): boolean {
    const n = saveName(this.store, raw);
    if (!n) return false;
    this.name = n;
    return true;
  }

  identity(): { token: string; name: string } {
    return { token: this.token, name: this.name };
  }

  /** GET /api/games, once per page load (retried after a failure). */
  games(): Promise<GameInfo[]> {
    if (!this.gamesPromise) {
      this.gamesPromise = fetchGames().catch((err) => {
        this.gamesPromise = null;
        throw err;
      });
    }
    return this.gamesPromise;
  }

  speed(): number {
    const s = Number(this.store.getItem(SPEED_KEY));
    if (this.store.getItem(SPEED_KEY) !== null && (SPEEDS as readonly number[]).includes(s)) return s;
    return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? 0 : 1;
  }

  setSpeed(s: number): void {
    this.store.setItem(SPEED_KEY, String(s));
  }
}
