/**
 * The replay page `/replay/<matchId>?move=N`: fetches the match's history, rebuilds every state in
 * the browser with the rules (replay/build.ts), and shows the game's scene (no input) inside the
 * table chrome: seats at that move, the log in words up to it, step back and forward, a slider and
 * the move list to jump, autoplay with a speed, a link to the move, the JSON download, every seat's
 * hidden information (the match is over), and the checks of the history (seed against its published
 * hash, moves, result) with a clear warning when one fails. Loaded on demand: it brings the rules.
 * Its state is `state/replay.ts` (a pure reducer); the parts are drawn by `ui/replay/*`; this file
 * loads the match and holds the effects: the autoplay timer, the keys, the address bar, the board.
 */
import { type MatchHistory, parseHistory } from "@starport/protocol";
import type { AnyGameDef } from "@starport/rules/core/types.ts";
import type { App } from "../app.ts";
import type { ClientGame, GameScreen, PlayerInfo, SceneHost, SceneUpdate } from "../games/contract.ts";
import { moveLabel } from "../games/fallback/moves.ts";
import { hasScene, loadClientGame } from "../games/registry.ts";
import { fetchHistory } from "../net/api.ts";
import {
  actorsAt,
  checkSeed,
  eventsSeenBy,
  isWatchingKey,
  lastStep,
  loadReplay,
  type Replay,
  replayHint,
  viewAt,
} from "../replay/build.ts";
import { type ReplayLogEntry, replayLog } from "../replay/log.ts";
import { replayLink, routeUrl } from "../router.ts";
import {
  initialReplay,
  keyEvent,
  problemsOf,
  type ReplayEvent,
  type ReplayState,
  reduceReplay,
  restartsTimer,
  showsStep,
  viewerOf,
} from "../state/replay.ts";
import { tip, toast } from "./chrome.ts";
import { h, replace } from "./dom.ts";
import { copyText } from "./fair.ts";
import { gameName } from "./match-words.ts";
import { renderFair, renderWarning } from "./replay/fair-card.ts";
import { renderHidden } from "./replay/hidden-info.ts";
import { type ReplayLayout, replayLayout } from "./replay/layout.ts";
import { buildMoveList, markMoveList } from "./replay/move-list.ts";
import { downloadExtra, notReplayableText, renderNotice, unfinishedExtra } from "./replay/notice.ts";
import { buildOptions } from "./replay/options-row.ts";
import { renderStepResult, renderStepSeats, renderStepStatus } from "./replay/step-view.ts";
import { buildTransport, updateTransport } from "./replay/transport.ts";
import { endReasonOf } from "./result-summary.ts";
import { rulesLink } from "./rules-link.ts";
import { type ReplayHook, testHook } from "./test-hook.ts";

type Update = SceneUpdate<unknown, unknown, unknown, unknown>;

/** The autoplay speed chosen last (kept from one replay to the next). */
let autoplaySpeed = 1;

/** One replay page: the match, its state, its board and its timers. */
class ReplayPage {
  private disposed = false;
  private replay: Replay | null = null;
  private hist: MatchHistory | null = null;
  private game: ClientGame | null = null;
  private screen: GameScreen<unknown, unknown, unknown, unknown> | null = null;
  private st: ReplayState = initialReplay(0, null, autoplaySpeed);
  private entries: ReplayLogEntry[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  private urlTimer: ReturnType<typeof setTimeout> | null = null;
  /** The whole-page message shown instead of a replay, redrawn on a language switch. */
  private shownNotice: (() => void) | null = null;
  private readonly ui: ReplayLayout = replayLayout();
  private readonly hook = testHook();
  private readonly rh: ReplayHook;
  private readonly root: HTMLElement;
  private readonly app: App;
  private readonly id: string;
  private readonly t = (key: string, params?: Record<string, string | number>): string =>
    this.app.t(key, params);

  constructor(root: HTMLElement, app: App, id: string) {
    this.root = root;
    this.app = app;
    this.id = id;
    this.rh = {
      state: "loading",
      matchId: id,
      game: "",
      move: 0,
      last: 0,
      playing: false,
      viewer: "all",
      problems: [],
      seedChecked: false,
      lines: 0,
    };
    Object.assign(this.hook, { page: "replay", replay: this.rh });
  }

  private title(): string {
    const g = this.hist?.game ?? "";
    return gameName(this.app.t, g, this.hist?.title);
  }

  private nameOf = (seat: number): string =>
    this.hist?.seats[seat]?.name || this.t("seat.marker", { n: seat + 1 });

  private renderTitle(): void {
    const { hist, t } = this;
    replace(
      this.ui.title,
      h("span", { class: "game-name" }, hist ? this.title() : t("replay.title")),
      h("span", { class: "tag tag-replay" }, t("replay.title")),
      hist ? h("span", { class: "code-chip" }, t("table.code", { code: hist.code })) : null,
      rulesLink(this.app, hist?.game, {
        newTab: true,
        className: "btn btn-small btn-ghost",
        id: "rules-link",
      }),
    );
    document.title = `${hist ? this.title() : ""} · ${t("replay.title")} · Starport`;
  }

  /** A whole-page message (not found, unfinished, unknown game...); drawn again on a language switch. */
  private showNotice(heading: () => string, text: () => string, extra: () => HTMLElement[] = () => []): void {
    this.shownNotice = () => renderNotice(this.root, this.app, this.ui.title, heading(), text(), extra());
    this.shownNotice();
  }

  private failed(why: string): void {
    this.rh.state = "error";
    this.showNotice(
      () => this.t("replay.title"),
      () => this.t("replay.loadError", { why }),
    );
  }

  // ---- the board ---------------------------------------------------------------------------------

  private readonly host: SceneHost<unknown> = {
    send: () => {
      toast(this.t("replay.noInput"));
      this.screen?.rejected?.({ code: "REPLAY", message: this.t("replay.noInput") });
    },
    explain: () => Promise.resolve({ code: "REPLAY", message: this.t("replay.noInput") }),
    // The generic board's "Only you can see" is a named seat's view here; a board's "You are
    // watching this game" says it is a replay and which move it shows.
    t: (key, params) => {
      const viewer = this.st.viewer;
      if (key === "fb.private" && typeof viewer === "number")
        return this.t("replay.privateOf", { name: this.nameOf(viewer) });
      if (isWatchingKey(key) && this.replay) return replayHint(this.st.step, lastStep(this.replay), this.t);
      return this.t(key, params);
    },
    has: (key) => this.app.t.has(key),
    tip,
    speed: () => this.app.speed(),
  };

  private sceneUpdate(r: Replay, events: Record<string, unknown>[]): Update {
    const { step, viewer } = this.st;
    const over = step === lastStep(r) && r.outcome !== null;
    return {
      view: viewAt(r, step, viewer === "all" ? "spectator" : viewer),
      legal: [],
      events,
      version: step,
      seat: typeof viewer === "number" ? viewer : null,
      players: r.steps[step]!.players,
      actors: over ? [] : actorsAt(r, step),
      status: over ? "finished" : "playing",
      outcome: over ? r.outcome : null,
    };
  }

  /** Why the game ended in the game's words, at the last move (null: the rules' reason). */
  private endReason(r: Replay): string | null {
    if (!this.game?.endReason || this.st.step !== lastStep(r) || r.outcome === null) return null;
    return endReasonOf(this.game, viewAt(r, this.st.step, "spectator"), this.t);
  }

  private mountScene(game: ClientGame): void {
    try {
      // set before mounting: a drawn scene measures its box when it starts
      this.ui.board.classList.toggle("canvas-board", hasScene(game.id));
      this.ui.sceneBox.dataset.game = game.id;
      this.screen = game.mount(this.ui.sceneBox, this.host);
      this.hook.scene = true;
    } catch (err) {
      console.error(err);
      toast(this.t("table.sceneError"), "error");
    }
  }

  // ---- moving through the replay ------------------------------------------------------------------

  private send = (e: ReplayEvent): void => {
    const r = this.replay;
    if (!r) return;
    const before = this.st;
    this.st = reduceReplay(before, e);
    autoplaySpeed = this.st.speed;
    this.syncTimer(before);
    this.rh.playing = this.st.playing;
    if (e.type === "viewer") {
      this.rh.viewer = String(this.st.viewer);
      this.rebuildLog(r);
    }
    if (showsStep(before, this.st, e)) this.showStep(r);
    else if (before.playing !== this.st.playing) updateTransport(this.ui.controls, this.st, this.t);
  };

  /** Runs the autoplay timer while playing (started again at a new speed). */
  private syncTimer(before: ReplayState): void {
    if (this.timer && (!this.st.playing || restartsTimer(before, this.st))) {
      clearInterval(this.timer);
      this.timer = null;
    }
    if (this.st.playing && !this.timer) {
      this.timer = setInterval(() => this.send({ type: "tick" }), 1000 / this.st.speed);
    }
  }

  private showStep(r: Replay): void {
    const s = this.st;
    const { ui, t, nameOf } = this;
    renderStepStatus(ui.statusBar, r, s, this.entries[s.step - 1], nameOf, t);
    updateTransport(ui.controls, s, t);
    renderStepSeats(ui.seatsBox, r, s.step, nameOf, t);
    renderStepResult(ui.resultBox, r, s, nameOf, t, this.endReason(r));
    renderHidden(ui.hiddenBox, r, s.step, s.viewer, nameOf, { t, has: (key) => this.app.t.has(key) });
    this.rh.lines = markMoveList(ui.movesList, s.step);
    const viewer = s.viewer === "all" ? "spectator" : s.viewer;
    const events = s.animate ? eventsSeenBy(r.steps[s.step]!.events, viewer).map((e) => e.event) : [];
    try {
      this.screen?.update(this.sceneUpdate(r, events));
    } catch (err) {
      console.error(err);
    }
    Object.assign(this.rh, { move: s.step, last: s.last, playing: s.playing });
    this.scheduleUrl();
  }

  /** Keeps `?move=` in the address bar (a link to this move), without flooding the history API. */
  private scheduleUrl(): void {
    if (this.urlTimer) return;
    this.urlTimer = setTimeout(() => {
      this.urlTimer = null;
      if (this.disposed) return;
      window.history.replaceState(null, "", routeUrl({ page: "replay", id: this.id, move: this.st.step }));
    }, 250);
  }

  /** The move list, built once per viewer and language; moves only mark it. */
  private rebuildLog(r: Replay): void {
    const g = this.game;
    if (!g) return;
    const { t } = this;
    const lctx = (players: PlayerInfo[]) => ({
      words: { t, has: (key: string) => this.app.t.has(key) },
      players,
    });
    this.entries = replayLog(
      r,
      this.st.viewer,
      (e, players) => g.describeEvent(e, { players, t }),
      (m, players) => moveLabel(m, lctx(players)),
    );
    buildMoveList(
      this.ui.movesList,
      this.entries,
      this.nameOf,
      (step) => this.send({ type: "jump", to: step, animate: false }),
      t,
    );
  }

  onKey = (e: KeyboardEvent): void => {
    const target = e.target as HTMLElement | null;
    if (!this.replay || target?.closest("input, select, textarea")) return;
    const ev = keyEvent(e.key, this.st);
    if (ev) {
      e.preventDefault();
      this.send(ev);
    }
  };

  private renderChecks(r: Replay): void {
    const problems = problemsOf(this.st, r.problems);
    const view = { checked: this.st.seed !== null, problems, last: lastStep(r) };
    renderFair(this.ui.fairBox, this.id, r, view, this.app.lang, this.t);
    renderWarning(this.ui.warnBox, problems, this.t);
    this.rh.problems = problems.map((p) => p.code);
  }

  /** Draws the whole page (the replay loaded, or the language switched). */
  private renderAll(r: Replay): void {
    const { ui, t } = this;
    ui.frame(this.root, this.app);
    this.renderTitle();
    buildTransport(
      ui.controls,
      () => this.st,
      {
        jump: (to, animate) => this.send({ type: "jump", to, animate }),
        toggle: () => this.send({ type: "toggle" }),
      },
      t,
    );
    buildOptions(
      ui.options,
      this.id,
      r.history,
      this.st,
      this.nameOf,
      {
        speed: (speed) => this.send({ type: "speed", speed }),
        viewer: (value) => this.send({ type: "viewer", viewer: viewerOf(value) }),
        share: () =>
          copyText(
            replayLink(location.origin, this.id, this.st.step),
            t("replay.linkCopied", { n: this.st.step }),
          ),
      },
      t,
    );
    this.rebuildLog(r);
    this.renderChecks(r);
    this.showStep(r);
  }

  // ---- loading -------------------------------------------------------------------------------------

  /** The match's history, or null when a notice was shown instead. */
  private async fetchHistory(): Promise<MatchHistory | null> {
    let raw: Awaited<ReturnType<typeof fetchHistory>>;
    try {
      raw = await fetchHistory(this.id);
    } catch (err) {
      if (!this.disposed) this.failed(String((err as Error).message ?? err));
      return null;
    }
    if (this.disposed) return null;
    if (!raw.found) {
      this.rh.state = "notFound";
      this.showNotice(
        () => this.t("replay.title"),
        () => this.t("replay.notFound"),
      );
      return null;
    }
    const parsed = parseHistory(raw.body);
    if (!parsed.ok) {
      this.failed(parsed.error);
      return null;
    }
    return parsed.history;
  }

  /** Replays the history with the rules; null when it cannot be replayed here (a notice says why). */
  private async rebuild(hist: MatchHistory): Promise<Replay | null> {
    const { GAMES } = await import("@starport/rules/registry.ts");
    if (this.disposed) return null;
    const load = loadReplay(hist, GAMES as Record<string, AnyGameDef>);
    this.rh.state = load.kind;
    if (load.kind === "ready") return load.replay;
    const kind = load.kind;
    if (kind === "unfinished") {
      this.showNotice(
        () => this.t("replay.unfinished.title"),
        () => this.t("replay.unfinished.text"),
        () => unfinishedExtra(this.app, hist),
      );
    } else {
      this.showNotice(
        () => this.title(),
        () => notReplayableText(this.app, hist, kind),
        () => downloadExtra(this.app, this.id, hist),
      );
    }
    return null;
  }

  async start(move: number | null): Promise<void> {
    this.renderTitle();
    this.showNotice(
      () => this.t("replay.title"),
      () => this.t("replay.loading"),
    );
    const hist = await this.fetchHistory();
    if (!hist) return;
    this.hist = hist;
    this.rh.game = hist.game;
    this.renderTitle();
    const r = await this.rebuild(hist);
    if (!r) return;
    this.shownNotice = null;
    this.replay = r;
    this.st = initialReplay(lastStep(r), null, autoplaySpeed);
    this.game = await loadClientGame(r.def.id);
    if (this.disposed) return;
    this.app.useGameMessages(this.game.messages);
    this.st = initialReplay(lastStep(r), move, autoplaySpeed);
    this.ui.frame(this.root, this.app);
    this.renderTitle();
    this.mountScene(this.game);
    this.renderAll(r);
    void checkSeed(r.history).then((problem) => {
      if (this.disposed) return;
      this.st = reduceReplay(this.st, { type: "seedChecked", problem });
      this.rh.seedChecked = true;
      this.renderChecks(r);
    });
  }

  /** Draws the page again in the new language. */
  relang(): void {
    this.renderTitle();
    if (this.replay) this.renderAll(this.replay);
    else this.shownNotice?.();
  }

  /** Puts the skeleton up, then loads. */
  open(move: number | null): void {
    this.ui.frame(this.root, this.app);
    void this.start(move).catch((err) => {
      console.error(err);
      this.rh.state = "error";
      if (!this.disposed) this.failed(String(err));
    });
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.rh.playing = false;
    if (this.urlTimer) clearTimeout(this.urlTimer);
    this.screen?.destroy();
    this.screen = null;
    this.app.useGameMessages(null);
    document.title = "Starport";
    this.hook.replay = null;
  }
}

/** Renders the replay of match `id` into `root`, at move `move` (the start when null); returns a cleanup. */
export function renderReplay(root: HTMLElement, app: App, id: string, move: number | null): () => void {
  const page = new ReplayPage(root, app, id);
  document.addEventListener("keydown", page.onKey);
  const offLang = app.onLang(() => page.relang());
  page.open(move);
  return () => {
    offLang();
    document.removeEventListener("keydown", page.onKey);
    page.dispose();
  };
}
