/**
 * The table page: the game's board (ClientGame.mount) inside the shared chrome: seats with their
 * clocks, turn and prompt, log, chat, actions, waiting room, result (with the revealed seed and the
 * replay) and the connection banner. Its state is `state/table.ts` (a pure reducer); the parts are
 * drawn by `ui/table/*`; this file joins the table and holds the effects: the session's events,
 * the timers (clocks, bot fill countdown, resign confirmation) and the board.
 */
import type { Room } from "@colyseus/sdk";
import { CHAT_MAX } from "@starport/protocol";
import type { RuleError } from "@starport/rules/core/types.ts";
import type { App } from "../app.ts";
import type { SceneHost } from "../games/contract.ts";
import type { JoinFailure } from "../net/errors.ts";
import type { ReconnectReport } from "../net/reconnect.ts";
import { type Connection, openRoom, TableSession } from "../net/table-session.ts";
import { sha256Hex } from "../replay/sha256.ts";
import { tableLink } from "../router.ts";
import { mergeLog, renderLog } from "../state/log.ts";
import type { TableSnapshot } from "../state/snapshot.ts";
import {
  actionsView,
  backKey,
  bannerView,
  botFillLeft,
  cameBack,
  chatCounter,
  guideView,
  INITIAL_TABLE,
  platformLine,
  reduceTable,
  refusalText,
  type TableEvent,
  type TableState,
  waitingView,
} from "../state/table.ts";
import type { GateUpdate } from "../state/update-gate.ts";
import { tip, toast } from "./chrome.ts";
import { renderActions } from "./table/actions.ts";
import { clocksRun, showClocks } from "./table/clocks.ts";
import { guideText, renderGuide } from "./table/guide-box.ts";
import { renderJoinFailed } from "./table/join-failed.ts";
import { type TableLayout, tableLayout } from "./table/layout.ts";
import { renderLogLines } from "./table/log-box.ts";
import { renderResult, shownOutcome } from "./table/result-panel.ts";
import { SceneSlot } from "./table/scene-slot.ts";
import { renderSeats } from "./table/seat-list.ts";
import { renderStatus } from "./table/status-bar.ts";
import { copyLink, renderTitle } from "./table/title-bar.ts";
import { renderWaiting, showBotFill } from "./table/waiting-room.ts";
import { connectionWords, type TestHook, testHook } from "./test-hook.ts";

type AnyRoom = Room<unknown, unknown>;

/** How long "Resign" waits for its confirmation (ms). */
const RESIGN_CONFIRM_MS = 6000;

/** One table page: its state, its session, its board and its timers. */
class TablePage {
  private state: TableState = INITIAL_TABLE;
  private session: TableSession | null = null;
  private disposed = false;
  private gameTitle: string;
  private readonly scene = new SceneSlot();
  private readonly ui: TableLayout;
  private readonly hook: TestHook = testHook();
  private clockTimer: ReturnType<typeof setInterval> | null = null;
  /** Ticks the waiting room's countdown to the bot fill while it runs. */
  private fillTimer: ReturnType<typeof setInterval> | null = null;
  private resignTimer: ReturnType<typeof setTimeout> | null = null;
  /** The app's words now (the dictionary changes with the language and the game). */
  private readonly t = (key: string, params?: Record<string, string | number>): string =>
    this.app.t(key, params);

  private readonly root: HTMLElement;
  private readonly app: App;
  private readonly code: string;
  private readonly spectate: boolean;

  constructor(root: HTMLElement, app: App, code: string, spectate: boolean) {
    this.root = root;
    this.app = app;
    this.code = code;
    this.spectate = spectate;
    this.gameTitle = code;
    Object.assign(this.hook, { page: "table", connection: "joining", code, rejoins: 0, connections: [] });
    this.ui = tableLayout(app, {
      draft: (text) => this.changeDraft(text),
      say: (text) => {
        if (!this.session) return;
        this.session.chat(text);
        this.ui.chat.setDraft("");
        this.changeDraft("");
      },
      muted: () => this.renderChat(),
    });
  }

  private send(e: TableEvent): TableState {
    const before = this.state;
    this.state = reduceTable(before, e);
    return before;
  }

  private get seat(): number | null {
    return this.state.seat;
  }

  // ---- drawing each part ---------------------------------------------------------------------

  private renderTitle(): void {
    renderTitle(this.ui.title, this.app, this.code, this.gameTitle, this.state.snap?.game);
  }

  private renderBanner(): void {
    const { connection } = this.state;
    // Moves wait until the table is back: a move sent meanwhile would be for an old version.
    this.ui.board.classList.toggle("offline", connection !== "online");
    const view = bannerView(this.state, navigator.onLine !== false, this.app.t);
    this.ui.banner.show(connection, view, () => void this.session?.rejoin());
  }

  private flashReconnected(how: ReconnectReport): void {
    this.ui.board.classList.remove("offline");
    this.ui.banner.flash(this.t(backKey(how, this.seat === null)));
  }

  private renderStatus(): void {
    const snap = this.state.snap;
    if (!snap) {
      renderStatus(this.ui.statusBar, null, this.seat, { actors: [], legal: 0, out: false }, "", this.t);
      return;
    }
    const board = this.scene.board(snap, this.seat);
    const prompt = this.scene.prompt(snap, this.seat, this.t);
    renderStatus(this.ui.statusBar, snap, this.seat, board, prompt, this.t);
    this.tickClocks();
  }

  private renderSeats(): void {
    renderSeats(this.ui.seatsBox, this.state.snap, this.seat, this.t);
    if (this.state.snap) this.tickClocks();
  }

  /** Sets each seat's clock face from the synced clock and the server's time; runs while a clock runs. */
  private tickClocks = (): void => {
    const snap = this.state.snap;
    const running = clocksRun(snap);
    if (running && this.clockTimer === null) this.clockTimer = setInterval(this.tickClocks, 100);
    if (!running && this.clockTimer !== null) {
      clearInterval(this.clockTimer);
      this.clockTimer = null;
    }
    const now = this.session?.serverNow() ?? Date.now();
    const { seatsBox, statusBar } = this.ui;
    this.hook.clocks = showClocks(snap, seatsBox, [seatsBox, statusBar], now, this.t);
  };

  private renderActions(): void {
    renderActions(
      this.ui.actionsBox,
      actionsView(this.state, this.scene.outNow(this.seat)),
      {
        takeBack: () => this.session?.back(),
        arm: () => this.armResign(),
        resign: () => {
          this.send({ type: "disarmResign" });
          this.session?.resign();
          this.renderActions();
        },
        cancel: () => {
          this.send({ type: "disarmResign" });
          this.renderActions();
        },
        leave: () => this.app.navigate({ page: "lobby" }),
      },
      this.t,
    );
  }

  /** "Resign" asks to confirm for a few seconds. */
  private armResign(): void {
    this.send({ type: "armResign" });
    if (this.resignTimer) clearTimeout(this.resignTimer);
    this.resignTimer = setTimeout(() => {
      this.send({ type: "disarmResign" });
      this.renderActions();
    }, RESIGN_CONFIRM_MS);
    this.renderActions();
  }

  private stopFillTimer(): void {
    if (this.fillTimer) clearInterval(this.fillTimer);
    this.fillTimer = null;
  }

  /** The countdown line of the waiting room, updated in place every 250 ms while it runs. */
  private tickBotFill = (): void => {
    const left = botFillLeft(this.state.snap, this.session?.serverNow() ?? Date.now());
    this.hook.botFillIn = left;
    if (!showBotFill(this.ui.waitingBox, left, this.t)) {
      this.stopFillTimer();
      return;
    }
    if (!this.fillTimer && left !== null && left > 0) this.fillTimer = setInterval(this.tickBotFill, 250);
  };

  private renderWaiting(): void {
    const box = this.ui.waitingBox;
    const view = waitingView(this.state);
    box.hidden = view === null;
    if (!view) {
      this.hook.botFillIn = null;
      this.stopFillTimer();
      return;
    }
    const link = tableLink(location.origin, this.code);
    const on = { copy: (l: string) => copyLink(this.app, l), start: () => this.session?.start() };
    renderWaiting(box, view, this.code, link, on, this.t);
    this.tickBotFill();
  }

  private renderResult(): void {
    const snap = this.state.snap;
    if (shownOutcome(snap) && snap?.seed && this.state.seedCheck?.seed !== snap.seed) this.checkSeed(snap);
    const reason = snap ? this.scene.endReason(snap, this.t) : null;
    renderResult(this.ui.resultBox, this.app, snap, this.seat, this.state.seedCheck?.ok ?? null, reason);
  }

  /** SHA-256 of the revealed seed against the hash published at the start, computed here. */
  private checkSeed(snap: TableSnapshot): void {
    const { seed, seedHash } = snap;
    this.send({ type: "seedChecking", seed });
    void sha256Hex(seed).then((computed) => {
      if (this.disposed || this.state.seedCheck?.seed !== seed) return;
      const ok = computed === seedHash.toLowerCase();
      this.send({ type: "seedChecked", seed, ok });
      this.hook.seedVerified = ok;
      this.renderResult();
    });
  }

  /** A learn table's guide, and the way to its suggestion marked on the board when the board shows that turn. */
  private renderGuide(): void {
    const view = guideView(this.state);
    renderGuide(
      this.ui.guideBox,
      view,
      {
        play: (move) => this.host.send(move),
        toggle: () => {
          this.send({ type: "toggleGuide" });
          this.renderGuide();
        },
      },
      this.app.t,
    );
    const hint = view?.kind === "hint" && this.scene.last?.version === view.hint.version ? view.hint : null;
    this.scene.screen?.suggest?.(hint ? hint.move : null);
    this.hook.guide = view
      ? { kind: view.kind, text: guideText(view, this.app.t), move: hint?.move ?? null }
      : null;
  }

  private renderLog(): void {
    const { snap } = this.state;
    const { session } = this;
    const game = this.scene.game;
    if (!snap || !session || !game) return;
    const players = snap.players;
    const lines = renderLog(mergeLog(snap.log, session.received), (e, platform) =>
      platform ? platformLine(e, players, this.t) : game.describeEvent(e, { players, t: this.t }),
    );
    renderLogLines(this.ui.logList, lines, this.t);
    this.hook.log = lines.map((l) => l.text);
  }

  private renderChat(): void {
    const snap = this.state.snap;
    if (!snap) return;
    this.hook.chat = this.ui.chat.lines(snap.chat, this.seat !== null);
  }

  private renderChatCount(): void {
    this.ui.chat.count(chatCounter(this.state.chatDraft, this.state.connection, CHAT_MAX));
  }

  private changeDraft(text: string): void {
    this.send({ type: "chatDraft", text });
    this.renderChatCount();
  }

  // ---- the board -------------------------------------------------------------------------------

  private readonly host: SceneHost<unknown> = {
    send: (move) => {
      if (this.state.connection === "online") this.session?.send(move);
      else {
        toast(this.t("error.OFFLINE"), "error");
        this.scene.screen?.rejected?.({ code: "OFFLINE", message: this.t("error.OFFLINE") });
      }
    },
    explain: (move) => this.session?.explain(move) ?? Promise.resolve(null),
    t: this.t,
    has: (k) => this.app.t.has(k),
    tip,
    speed: () => this.app.speed(),
  };

  private onUpdate(g: GateUpdate<unknown, Record<string, unknown>>): void {
    const { snap } = this.state;
    if (!snap || !this.session) return;
    const u = this.scene.updateFor(snap, g, this.session.seat);
    Object.assign(this.hook, { legal: u.legal, updates: this.hook.updates + 1 });
    if (this.scene.mount(snap, this.ui.board, this.ui.sceneBox, this.host, this.t)) this.hook.scene = true;
    this.scene.update(u);
    this.renderStatus();
    this.renderGuide();
  }

  /** The last update again (after the language or the game's words changed). */
  private updateAgain(): void {
    const last = this.scene.last;
    if (last) this.onUpdate({ version: last.version, events: [], legal: last.legal });
  }

  private async prepareGame(id: string): Promise<void> {
    const { game, title } = await this.scene.load(this.app, id);
    if (this.disposed) return;
    this.scene.game = game;
    this.app.useGameMessages(game.messages);
    this.gameTitle = title;
    document.title = `${title} · ${this.code} · Starport`;
    this.renderTitle();
    if (this.state.snap) this.onSnapshot(this.state.snap);
    this.updateAgain();
  }

  // ---- the session's events ---------------------------------------------------------------------

  private onSnapshot(s: TableSnapshot): void {
    this.send({ type: "snapshot", snap: s });
    if (this.state.backFromTimeout) toast(this.t("clock.backDone"));
    Object.assign(this.hook, {
      status: s.status,
      version: s.version,
      owner: s.owner,
      actors: s.actors,
      players: s.players,
      game: s.game,
      matchId: s.matchId,
      seedHash: s.seedHash,
    });
    if (!this.scene.game && s.game) void this.prepareGame(s.game);
    this.renderStatus();
    this.renderSeats();
    this.renderActions();
    this.renderWaiting();
    this.renderResult();
    this.renderLog();
    this.renderChat();
    this.renderGuide();
    this.ui.sceneBox.hidden = s.status === "waiting";
  }

  private refused(e: { code: string; message: string; params?: Record<string, unknown> }): void {
    const text = refusalText(e, this.app.t);
    this.hook.refusals.push({ code: e.code, text });
    toast(text, "error");
  }

  private onConnection(c: Connection, detail: ReconnectReport): void {
    const was = this.send({ type: "connection", connection: c, detail }).connection;
    this.hook.connection = c;
    this.hook.connections = [...this.hook.connections.slice(-19), connectionWords(c, detail)];
    if (c === "online" && detail.via === "rejoin") this.hook.rejoins++;
    if (cameBack(was, c)) this.flashReconnected(detail);
    else this.renderBanner();
    this.renderChatCount();
    this.renderActions();
  }

  private onSeat(seat: number | null): void {
    this.send({ type: "seat", seat });
    this.hook.seat = seat;
    this.renderChat();
    this.renderSeats();
    this.renderActions();
    this.renderWaiting();
    this.renderStatus();
  }

  private start(room: AnyRoom): void {
    this.session = new TableSession(
      this.app.client,
      room,
      this.app.identity(),
      {
        snapshot: (s) => this.onSnapshot(s),
        update: (g) => this.onUpdate(g),
        rejected: (e: RuleError) => {
          this.refused(e);
          this.scene.screen?.rejected?.(e);
        },
        error: (e) => this.refused(e),
        connection: (c, detail) => this.onConnection(c, detail),
        seat: (seat) => this.onSeat(seat),
        hint: (hint) => {
          this.send({ type: "hint", hint });
          this.renderGuide();
        },
      },
      this.spectate,
    );
    this.send({ type: "connection", connection: "online", detail: this.state.connDetail });
    this.hook.connection = "online";
    this.renderBanner();
    this.renderChatCount();
  }

  private fail(f: JoinFailure): void {
    this.hook.page = "error";
    this.hook.connection = "offline";
    renderJoinFailed(this.root, this.app, this.code, f);
  }

  /** Draws everything again (a language switch). */
  rerender(): void {
    if (this.hook.page === "error") return;
    this.ui.frame(this.root);
    this.renderTitle();
    this.renderBanner();
    this.renderChatCount();
    if (this.state.snap) this.onSnapshot(this.state.snap);
    if (this.scene.last) this.updateAgain();
    else this.renderStatus();
  }

  /** Draws the page and joins the table (or takes the room already `joined`). */
  open(joined?: AnyRoom): void {
    this.ui.frame(this.root);
    this.renderTitle();
    this.renderStatus();
    this.renderBanner();
    this.ui.chat.setDraft(this.state.chatDraft);
    this.renderChatCount();
    if (joined) {
      this.start(joined);
      return;
    }
    openRoom(
      this.app.client,
      { kind: "code", code: this.code, spectate: this.spectate },
      this.app.identity(),
    ).then(
      (room) => {
        if (this.disposed) void room.leave(true);
        else this.start(room);
      },
      (err: JoinFailure) => {
        if (!this.disposed) this.fail(err);
      },
    );
  }

  dispose(): void {
    this.disposed = true;
    this.ui.banner.dispose();
    if (this.clockTimer) clearInterval(this.clockTimer);
    this.stopFillTimer();
    if (this.resignTimer) clearTimeout(this.resignTimer);
    this.scene.destroy();
    this.app.useGameMessages(null);
    document.title = "Starport";
    void this.session?.leave();
  }
}

/** Renders the table `code` into `root` (joining it, or using a room already joined); returns a cleanup. */
export function renderTable(
  root: HTMLElement,
  app: App,
  code: string,
  spectate: boolean,
  joined?: AnyRoom,
): () => void {
  const page = new TablePage(root, app, code, spectate);
  const offLang = app.onLang(() => page.rerender());
  page.open(joined);
  return () => {
    page.dispose();
    offLang();
  };
}
