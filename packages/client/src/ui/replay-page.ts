/**
 * The replay page `/replay/<matchId>?move=N`: fetches the match's history, rebuilds every state in
 * the browser with the rules (replay/build.ts), and shows the game's scene (no input) inside the
 * table chrome: seats at that move, the log in words up to it, step back and forward, a slider and
 * the move list to jump, autoplay with a speed, a link to the move, the JSON download, every seat's
 * hidden information (the match is over), and the checks of the history (seed against its published
 * hash, moves, result) with a clear warning when one fails. Loaded on demand: it brings the rules.
 */
import { type MatchHistory, parseHistory } from "@starport/protocol";
import type { AnyGameDef } from "@starport/rules/core/types.ts";
import type { App } from "../app.ts";
import type { ClientGame, GameScreen, PlayerInfo, SceneHost, SceneUpdate } from "../games/contract.ts";
import { outlineOf } from "../games/fallback/fallback-game.ts";
import { moveLabel } from "../games/fallback/moves.ts";
import { FALLBACK_HINTS } from "../games/hints.ts";
import { hasScene, loadClientGame } from "../games/registry.ts";
import { fetchHistory, historyUrl } from "../net/api.ts";
import {
  actorsAt,
  checkSeed,
  eventsSeenBy,
  isWatchingKey,
  lastStep,
  loadReplay,
  type Problem,
  privateViews,
  type Replay,
  type ReplayViewer,
  replayHint,
  seatsAt,
  viewAt,
} from "../replay/build.ts";
import { type ReplayLogEntry, replayLog } from "../replay/log.ts";
import { replayLink, routeUrl } from "../router.ts";
import { standings } from "../state/result.ts";
import { tip, toast, topBar } from "./chrome.ts";
import { h, replace, svg } from "./dom.ts";
import { copyText, fairDeal, withCode } from "./fair.ts";
import { resultSummary } from "./result-summary.ts";
import { rulesLink } from "./rules-link.ts";
import { seatBadge } from "./seat-badge.ts";
import { type ReplayHook, testHook } from "./test-hook.ts";
import { dateTime, relativeTime } from "./time.ts";

type Update = SceneUpdate<unknown, unknown, unknown, unknown>;

/** Player-control icons drawn here (system fonts often lack ⏮ and ⏭). */
const ICON = {
  first:
    '<svg viewBox="0 0 16 16" width="16" height="16"><rect x="2" y="3" width="2" height="10" fill="currentColor"/><path d="M13 3v10L5 8z" fill="currentColor"/></svg>',
  prev: '<svg viewBox="0 0 16 16" width="16" height="16"><path d="M12 3v10L4 8z" fill="currentColor"/></svg>',
  next: '<svg viewBox="0 0 16 16" width="16" height="16"><path d="M4 3v10l8-5z" fill="currentColor"/></svg>',
  last: '<svg viewBox="0 0 16 16" width="16" height="16"><path d="M3 3v10l8-5z" fill="currentColor"/><rect x="12" y="3" width="2" height="10" fill="currentColor"/></svg>',
  play: '<svg viewBox="0 0 16 16" width="14" height="14"><path d="M4 2v12l10-6z" fill="currentColor"/></svg>',
  pause:
    '<svg viewBox="0 0 16 16" width="14" height="14"><rect x="3" y="2" width="3.5" height="12" fill="currentColor"/><rect x="9.5" y="2" width="3.5" height="12" fill="currentColor"/></svg>',
} as const;

/** Autoplay speeds, in moves per second. */
const SPEEDS = [0.5, 1, 2, 4] as const;
let autoplaySpeed: number = 1;

/** Renders the replay of match `id` into `root`, at move `move` (the start when null); returns a cleanup. */
export function renderReplay(root: HTMLElement, app: App, id: string, move: number | null): () => void {
  let disposed = false;
  let replay: Replay | null = null;
  let hist: MatchHistory | null = null;
  let game: ClientGame | null = null;
  let screen: GameScreen<unknown, unknown, unknown, unknown> | null = null;
  let k = 0;
  let viewer: ReplayViewer = "all";
  let entries: ReplayLogEntry[] = [];
  let seedProblem: Problem | null = null;
  let seedChecked = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let urlTimer: ReturnType<typeof setTimeout> | null = null;
  /** The whole-page message shown instead of a replay, redrawn on a language switch. */
  let shownNotice: (() => void) | null = null;
  const hook = testHook();
  const rh: ReplayHook = {
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
  Object.assign(hook, { page: "replay", replay: rh });

  const t = (key: string, params?: Record<string, string | number>): string => app.t(key, params);
  const title = (): string => {
    const g = hist?.game ?? "";
    return app.t.has(`game.${g}`) ? t(`game.${g}`) : (hist?.title ?? g);
  };
  const nameOf = (seat: number): string => hist?.seats[seat]?.name || t("seat.marker", { n: seat + 1 });

  // Skeleton
  const titleEl = h("div", { class: "table-title" });
  const statusBar = h("section", {
    class: "status-bar replay-status",
    id: "replay-status",
    "aria-live": "polite",
  });
  const controls = h("section", { class: "replay-controls", id: "replay-controls" });
  const options = h("section", { class: "replay-options", id: "replay-options" });
  const warnBox = h("section", {
    class: "replay-warning",
    id: "replay-warning",
    role: "alert",
    hidden: true,
  });
  const resultBox = h("section", { class: "result", id: "result", hidden: true });
  const sceneBox = h("div", { class: "scene", id: "scene" });
  const hiddenBox = h("section", { class: "replay-hidden", id: "replay-hidden", hidden: true });
  const board = h("section", { class: "board", id: "board" }, warnBox, resultBox, sceneBox, hiddenBox);
  const seatsBox = h("section", { class: "side-card seats", id: "seats" });
  const fairBox = h("section", { class: "side-card fair-card", id: "replay-fair" });
  const movesTitle = h("h2", { class: "side-title" });
  const movesList = h("ol", { class: "log-lines replay-moves", id: "replay-moves" });
  const movesBox = h("section", { class: "side-card log" }, movesTitle, movesList);
  const main = h(
    "main",
    { class: "table-page replay-page", id: "main", tabindex: -1 },
    h("div", { class: "board-col" }, statusBar, controls, options, board),
    h("aside", { class: "side" }, seatsBox, fairBox, movesBox),
  );

  const frame = (): void => {
    replace(root, topBar(app, titleEl), main);
    movesTitle.textContent = t("replay.moves");
  };

  const renderTitle = (): void => {
    replace(
      titleEl,
      h("span", { class: "game-name" }, hist ? title() : t("replay.title")),
      h("span", { class: "tag tag-replay" }, t("replay.title")),
      hist ? h("span", { class: "code-chip" }, t("table.code", { code: hist.code })) : null,
      rulesLink(app, hist?.game, { newTab: true, className: "btn btn-small btn-ghost", id: "rules-link" }),
    );
    document.title = `${hist ? title() : ""} · ${t("replay.title")} · Starport`;
  };

  /** A whole-page message (not found, unfinished, unknown game...); `draw` is called again on a language switch. */
  const showNotice = (draw: () => void): void => {
    shownNotice = draw;
    draw();
  };
  const notice = (heading: string, text: string, extra: (HTMLElement | null)[] = []): void => {
    replace(
      root,
      topBar(app, titleEl),
      h(
        "main",
        { class: "lobby", id: "main" },
        h(
          "section",
          { class: "card narrow", id: "replay-notice" },
          h("h1", null, heading),
          h("p", null, text),
          ...extra,
          h(
            "div",
            { class: "action-row" },
            h(
              "button",
              { type: "button", class: "btn", onclick: () => app.navigate({ page: "lobby" }) },
              t("result.back"),
            ),
          ),
        ),
      ),
    );
  };

  // ---- the scene ---------------------------------------------------------------------------

  const host: SceneHost<unknown> = {
    send: () => {
      toast(t("replay.noInput"));
      screen?.rejected?.({ code: "REPLAY", message: t("replay.noInput") });
    },
    explain: () => Promise.resolve({ code: "REPLAY", message: t("replay.noInput") }),
    // The generic board's "Only you can see" is a named seat's view here; a board's "You are
    // watching this game" says it is a replay and which move it shows.
    t: (key, params) =>
      key === "fb.private" && typeof viewer === "number"
        ? t("replay.privateOf", { name: nameOf(viewer) })
        : isWatchingKey(key) && replay
          ? replayHint(k, lastStep(replay), t)
          : t(key, params),
    has: (key) => app.t.has(key),
    tip,
    speed: () => app.speed(),
  };

  const sceneUpdate = (r: Replay, step: number, events: Record<string, unknown>[]): Update => {
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
  };

  // ---- rendering one step --------------------------------------------------------------------

  const moveTags = (by: "human" | "bot", botReason: string | null): HTMLElement | null => {
    if (by !== "bot") return null;
    const why = botReason ? t(`seat.botReason.${botReason}`) : "";
    return h(
      "span",
      { class: `tag tag-bot${botReason === "timeout" ? " tag-clock" : ""}` },
      why ? `${t("seat.bot")} · ${why}` : t("seat.bot"),
    );
  };

  const renderStatus = (r: Replay): void => {
    const step = r.steps[k]!;
    const last = lastStep(r);
    const m = step.move;
    const entry = entries[k - 1];
    replace(
      statusBar,
      h(
        "strong",
        { class: "turn", id: "replay-move" },
        k === 0 ? t("replay.setup") : t("replay.move", { n: k, total: last }),
      ),
      m ? h("span", { class: "replay-who" }, seatBadge(m.seat, 14), nameOf(m.seat)) : null,
      m ? moveTags(m.by, m.botReason ?? "") : null,
      entry
        ? h("span", { class: "prompt", id: "replay-what" }, entry.lines.map((l) => l.text).join(" · "))
        : null,
    );
  };

  /** The seats as they were at this move; the result's tags (forfeit, rank) only at the last one. */
  const renderSeats = (r: Replay): void => {
    replace(
      seatsBox,
      h("h2", { class: "side-title" }, t("seats.title")),
      h(
        "ol",
        { class: "seat-list" },
        seatsAt(r, k).map((p) =>
          h(
            "li",
            { class: `seat${p.acting ? " acting" : ""}`, "data-seat": p.seat },
            seatBadge(p.seat, 22, t("seat.marker", { n: p.seat + 1 })),
            h(
              "div",
              { class: "seat-main" },
              h("span", { class: "seat-name" }, p.name || nameOf(p.seat)),
              h(
                "span",
                { class: "seat-tags" },
                p.kind === "bot" ? moveTags("bot", p.botReason) : null,
                p.forfeit ? h("span", { class: "tag tag-forfeit" }, t(`replay.forfeit.${p.forfeit}`)) : null,
              ),
            ),
            p.acting ? h("span", { class: "seat-turn" }, t("seat.acting")) : null,
            p.rank !== null ? h("span", { class: "seat-rank" }, t("result.rank", { rank: p.rank })) : null,
          ),
        ),
      ),
    );
  };

  const renderResult = (r: Replay): void => {
    const over = k === lastStep(r) && r.outcome !== null;
    resultBox.hidden = !over;
    if (!over || !r.outcome) return;
    const players = r.steps[k]!.players;
    const rows = standings(r.outcome, players, (s) => nameOf(s));
    replace(resultBox, ...resultSummary(r.outcome, rows, null, t));
  };

  const renderHidden = (r: Replay): void => {
    hiddenBox.hidden = viewer !== "all";
    if (viewer !== "all") return;
    const players = r.steps[k]!.players;
    const words = { t, has: (key: string) => app.t.has(key) };
    const hints = Object.hasOwn(FALLBACK_HINTS, r.def.id) ? FALLBACK_HINTS[r.def.id] : {};
    replace(
      hiddenBox,
      h("h3", { class: "fb-title" }, t("replay.hidden")),
      h(
        "div",
        { class: "replay-hidden-seats" },
        privateViews(r, k).map((v, seat) =>
          h(
            "section",
            { class: "fb-view fb-private", "data-seat": seat },
            h("h4", { class: "fb-group-title" }, seatBadge(seat, 14), ` ${nameOf(seat)}`),
            ...outlineOf(v, words, players, hints),
          ),
        ),
      ),
    );
  };

  /** The controls, built once per page (and language): steps only update them, so a click is never lost. */
  const buildControls = (r: Replay): void => {
    const last = lastStep(r);
    const btn = (id: string, label: string, icon: string, on: () => void) =>
      h(
        "button",
        { type: "button", class: "btn btn-icon", id, title: label, "aria-label": label, onclick: on },
        svg(icon),
      );
    const seats = r.history.seats;
    replace(
      controls,
      h(
        "div",
        { class: "replay-buttons" },
        btn("replay-first", t("replay.first"), ICON.first, () => jump(0, false)),
        btn("replay-prev", t("replay.prev"), ICON.prev, () => jump(k - 1, false)),
        h("button", {
          type: "button",
          class: "btn btn-primary btn-play",
          id: "replay-play",
          onclick: () => (timer ? stop() : play()),
        }),
        btn("replay-next", t("replay.next"), ICON.next, () => jump(k + 1, true)),
        btn("replay-last", t("replay.last"), ICON.last, () => jump(last, false)),
      ),
      h(
        "div",
        { class: "replay-slider-row" },
        h("input", {
          id: "replay-slider",
          class: "replay-slider",
          type: "range",
          min: 0,
          max: last,
          step: 1,
          value: k,
          "aria-label": t("replay.slider"),
          oninput: (e: Event) => {
            stop();
            go(Number((e.target as HTMLInputElement).value), false);
          },
        }),
        h("output", { class: "replay-count", for: "replay-slider", id: "replay-count" }),
      ),
    );
    replace(
      options,
      h(
        "div",
        { class: "replay-options-row" },
        h(
          "label",
          { class: "replay-opt" },
          h("span", null, t("replay.speed")),
          h(
            "select",
            {
              id: "replay-speed",
              class: "select",
              onchange: (e: Event) => {
                autoplaySpeed = Number((e.target as HTMLSelectElement).value);
                if (timer) play();
              },
            },
            SPEEDS.map((sp) => h("option", { value: sp, selected: sp === autoplaySpeed }, `${sp}×`)),
          ),
        ),
        h(
          "label",
          { class: "replay-opt" },
          h("span", null, t("replay.seeAs")),
          h(
            "select",
            {
              id: "replay-viewer",
              class: "select",
              onchange: (e: Event) => {
                const v = (e.target as HTMLSelectElement).value;
                viewer = v === "all" || v === "spectator" ? v : Number(v);
                rh.viewer = String(viewer);
                rebuildLog(r);
                showStep(r, []);
              },
            },
            h("option", { value: "all", selected: viewer === "all" }, t("replay.seeAs.all")),
            h(
              "option",
              { value: "spectator", selected: viewer === "spectator" },
              t("replay.seeAs.spectator"),
            ),
            seats.map((seat) =>
              h(
                "option",
                { value: seat.seat, selected: viewer === seat.seat },
                t("replay.seeAs.seat", { name: nameOf(seat.seat), n: seat.seat + 1 }),
              ),
            ),
          ),
        ),
        h(
          "button",
          {
            type: "button",
            class: "btn btn-small",
            id: "replay-share",
            onclick: () => copyText(replayLink(location.origin, id, k), t("replay.linkCopied", { n: k })),
          },
          t("replay.share"),
        ),
        h(
          "a",
          {
            class: "btn btn-small",
            id: "replay-download",
            href: historyUrl(id),
            download: `starport-${r.history.game}-${id}.json`,
          },
          t("replay.download"),
        ),
      ),
    );
  };

  /** Brings the controls to the current move and play state. */
  const updateControls = (r: Replay): void => {
    const last = lastStep(r);
    const q = <T extends HTMLElement>(sel: string): T | null => controls.querySelector<T>(sel);
    const set = (sel: string, disabled: boolean): void => {
      const b = q<HTMLButtonElement>(sel);
      if (b && b.disabled !== disabled) b.disabled = disabled;
    };
    set("#replay-first", k === 0);
    set("#replay-prev", k === 0);
    set("#replay-next", k === last);
    set("#replay-last", k === last);
    set("#replay-play", last === 0);
    const playBtn = q<HTMLButtonElement>("#replay-play");
    const mode = timer ? "pause" : "play";
    if (playBtn && playBtn.dataset.mode !== mode) {
      playBtn.dataset.mode = mode;
      replace(playBtn, svg(ICON[mode]), " ", t(`replay.${mode}`));
      playBtn.setAttribute("aria-pressed", String(timer !== null));
    }
    const slider = q<HTMLInputElement>("#replay-slider");
    if (slider && slider.value !== String(k)) slider.value = String(k);
    slider?.setAttribute(
      "aria-valuetext",
      k === 0 ? t("replay.setup") : t("replay.move", { n: k, total: last }),
    );
    const count = q<HTMLOutputElement>("#replay-count");
    if (count) count.textContent = `${k}/${last}`;
  };

  const renderFair = (r: Replay): void => {
    const h0 = r.history;
    const problems = allProblems(r);
    const file = `starport-${h0.game}-${id}.json`;
    const when = h0.endedAt ?? h0.startedAt;
    replace(
      fairBox,
      h("h2", { class: "side-title" }, t("fair.title")),
      h(
        "p",
        { class: "small muted" },
        h(
          "time",
          { datetime: new Date(when).toISOString(), title: dateTime(when, app.lang) },
          t("replay.played", { when: relativeTime(when, Date.now(), app.lang), moves: h0.moveCount }),
        ),
      ),
      h(
        "p",
        { class: "small" },
        h("span", { class: "muted" }, `${t("fair.fullHash")}: `),
        h("code", { class: "hash", id: "seed-hash" }, h0.seedHash),
      ),
      h(
        "p",
        { class: "small" },
        h("span", { class: "muted" }, `${t("fair.seed")}: `),
        h("code", { class: "seed", id: "seed" }, h0.seed ?? "—"),
      ),
      !seedChecked
        ? h("p", { class: "small muted" }, t("replay.checking"))
        : problems.length === 0
          ? h(
              "p",
              { class: "good small", id: "replay-verified" },
              `✓ ${t("replay.verified", { n: lastStep(r) })}`,
            )
          : h("p", { class: "form-error small" }, `✗ ${t("replay.warning")}`),
      h(
        "p",
        { class: "small" },
        h("a", { href: historyUrl(id), download: file }, t("fair.download")),
        " · ",
        ...withCode(t("fair.verify", { cmd: "\u0000" }), `pnpm verify ${file}`),
      ),
    );
  };

  const allProblems = (r: Replay): Problem[] => (seedProblem ? [seedProblem, ...r.problems] : r.problems);

  const renderWarning = (r: Replay): void => {
    const problems = allProblems(r);
    warnBox.hidden = problems.length === 0;
    rh.problems = problems.map((p) => p.code);
    if (problems.length === 0) return;
    replace(
      warnBox,
      h("h2", null, `⚠ ${t("replay.warning")}`),
      h(
        "ul",
        null,
        problems.map((p) => h("li", { "data-problem": p.code }, t(`replay.problem.${p.code}`, p.params))),
      ),
    );
  };

  /** The move list, built once per viewer and language; steps only toggle classes. */
  const rebuildLog = (r: Replay): void => {
    const g = game;
    if (!g) return;
    const lctx = (players: PlayerInfo[]) => ({ words: { t, has: (key: string) => app.t.has(key) }, players });
    entries = replayLog(
      r,
      viewer,
      (e, players) => g.describeEvent(e, { players, t }),
      (m, players) => moveLabel(m, lctx(players)),
    );
    const item = (entry: ReplayLogEntry): HTMLElement =>
      h(
        "li",
        { class: "replay-entry", "data-step": entry.step },
        h(
          "button",
          {
            type: "button",
            class: "replay-jump",
            onclick: () => {
              stop();
              go(entry.step, false);
            },
          },
          h("span", { class: "replay-n" }, `${entry.step}.`),
          seatBadge(entry.seat, 12),
          h("span", { class: "replay-name" }, nameOf(entry.seat)),
          moveTags(entry.by, entry.botReason),
        ),
        h(
          "ul",
          { class: "replay-lines" },
          entry.lines.map((l) =>
            h(
              "li",
              { class: l.secret ? "private" : "" },
              h("span", null, l.text),
              l.secret
                ? h(
                    "span",
                    { class: "tag tag-private" },
                    t("replay.secret", { names: l.secret.map((s) => nameOf(s)).join(", ") }),
                  )
                : null,
            ),
          ),
        ),
      );
    replace(
      movesList,
      h(
        "li",
        { class: "replay-entry", "data-step": 0 },
        h(
          "button",
          { type: "button", class: "replay-jump", onclick: () => jump(0, false) },
          h("span", { class: "replay-n" }, "0."),
          h("span", null, t("replay.setup")),
        ),
      ),
      entries.map(item),
    );
  };

  /** Marks the current move in the list and hides the moves after it (the log up to this move). */
  const markLog = (): void => {
    let current: HTMLElement | null = null;
    let shown = 0;
    for (const li of movesList.children as HTMLCollectionOf<HTMLElement>) {
      const step = Number(li.dataset.step);
      li.classList.toggle("future", step > k);
      li.classList.toggle("current", step === k);
      if (step === k) current = li;
      if (step <= k && step > 0) shown += li.querySelectorAll(".replay-lines > li").length;
    }
    rh.lines = shown;
    if (current) {
      const top = current.offsetTop - movesList.offsetTop;
      if (
        top < movesList.scrollTop ||
        top + current.offsetHeight > movesList.scrollTop + movesList.clientHeight
      )
        movesList.scrollTop = Math.max(0, top - movesList.clientHeight + current.offsetHeight + 8);
    }
  };

  const showStep = (r: Replay, events: Record<string, unknown>[]): void => {
    renderStatus(r);
    updateControls(r);
    renderSeats(r);
    renderResult(r);
    renderHidden(r);
    markLog();
    try {
      screen?.update(sceneUpdate(r, k, events));
    } catch (err) {
      console.error(err);
    }
    Object.assign(rh, { move: k, last: lastStep(r), playing: timer !== null });
    scheduleUrl();
  };

  /** Stops autoplay and shows step `to` (a control or a key). */
  const jump = (to: number, animate: boolean): void => {
    stop();
    go(to, animate);
  };

  /** Shows step `to`; `animate` passes its move's events to the scene (one step forward only). */
  const go = (to: number, animate: boolean): void => {
    const r = replay;
    if (!r) return;
    const next = Math.max(0, Math.min(lastStep(r), Math.round(to)));
    const events =
      animate && next === k + 1
        ? eventsSeenBy(r.steps[next]!.events, viewer === "all" ? "spectator" : viewer).map((e) => e.event)
        : [];
    k = next;
    showStep(r, events);
  };

  /** Keeps `?move=` in the address bar (a link to this move), without flooding the history API. */
  const scheduleUrl = (): void => {
    if (urlTimer) return;
    urlTimer = setTimeout(() => {
      urlTimer = null;
      if (disposed) return;
      window.history.replaceState(null, "", routeUrl({ page: "replay", id, move: k }));
    }, 250);
  };

  const play = (): void => {
    const r = replay;
    if (!r) return;
    if (timer) clearInterval(timer);
    // from the end, play again from the start
    if (k >= lastStep(r)) go(0, false);
    timer = setInterval(() => {
      if (!replay || k >= lastStep(replay)) {
        stop();
        return;
      }
      go(k + 1, true);
    }, 1000 / autoplaySpeed);
    rh.playing = true;
    updateControls(r);
  };

  const stop = (): void => {
    if (timer) clearInterval(timer);
    const was = timer !== null;
    timer = null;
    rh.playing = false;
    if (was && replay) updateControls(replay);
  };

  const onKey = (e: KeyboardEvent): void => {
    const target = e.target as HTMLElement | null;
    if (!replay || target?.closest("input, select, textarea")) return;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => jump(k - 1, false),
      ArrowRight: () => jump(k + 1, true),
      Home: () => jump(0, false),
      End: () => jump(lastStep(replay!), false),
    };
    const f = keys[e.key];
    if (f) {
      e.preventDefault();
      f();
    }
  };
  document.addEventListener("keydown", onKey);

  const renderAll = (): void => {
    const r = replay;
    if (!r) return;
    frame();
    renderTitle();
    buildControls(r);
    delete controls.querySelector<HTMLElement>("#replay-play")?.dataset.mode;
    rebuildLog(r);
    renderFair(r);
    renderWarning(r);
    showStep(r, []);
  };

  // ---- loading ---------------------------------------------------------------------------------

  const start = async (): Promise<void> => {
    renderTitle();
    showNotice(() => notice(t("replay.title"), t("replay.loading")));
    let raw: Awaited<ReturnType<typeof fetchHistory>>;
    try {
      raw = await fetchHistory(id);
    } catch (err) {
      if (disposed) return;
      rh.state = "error";
      const why = String((err as Error).message ?? err);
      showNotice(() => notice(t("replay.title"), t("replay.loadError", { why })));
      return;
    }
    if (disposed) return;
    if (!raw.found) {
      rh.state = "notFound";
      showNotice(() => notice(t("replay.title"), t("replay.notFound")));
      return;
    }
    const parsed = parseHistory(raw.body);
    if (!parsed.ok) {
      rh.state = "error";
      const why = parsed.error;
      showNotice(() => notice(t("replay.title"), t("replay.loadError", { why })));
      return;
    }
    hist = parsed.history;
    rh.game = hist.game;
    renderTitle();
    const { GAMES } = await import("@starport/rules/registry.ts");
    if (disposed) return;
    const load = loadReplay(hist, GAMES as Record<string, AnyGameDef>);
    rh.state = load.kind;
    if (load.kind === "unfinished") {
      const h0 = hist;
      const code = h0.code;
      showNotice(() =>
        notice(t("replay.unfinished.title"), t("replay.unfinished.text"), [
          fairDeal(h0.seedHash, t),
          h(
            "div",
            { class: "action-row" },
            h(
              "button",
              {
                type: "button",
                class: "btn btn-primary",
                id: "spectate-live",
                onclick: () => app.navigate({ page: "table", code, spectate: true }),
              },
              t("replay.spectate"),
            ),
          ),
        ]),
      );
      return;
    }
    if (load.kind !== "ready") {
      const h0 = hist;
      const kind = load.kind;
      showNotice(() =>
        notice(
          title(),
          kind === "unknownGame"
            ? t("replay.unknownGame", { game: h0.title ?? h0.game })
            : t(kind === "aborted" ? "replay.aborted" : "replay.incomplete"),
          [
            h(
              "p",
              null,
              h(
                "a",
                { href: historyUrl(id), download: `starport-${h0.game}-${id}.json` },
                t("replay.download"),
              ),
            ),
          ],
        ),
      );
      return;
    }
    shownNotice = null;
    replay = load.replay;
    game = await loadClientGame(replay.def.id);
    if (disposed) return;
    app.useGameMessages(game.messages);
    k = move === null ? 0 : Math.max(0, Math.min(lastStep(replay), move));
    frame();
    renderTitle();
    try {
      // set before mounting: a drawn scene measures its box when it starts
      board.classList.toggle("canvas-board", hasScene(game.id));
      sceneBox.dataset.game = game.id;
      screen = game.mount(sceneBox, host);
      hook.scene = true;
    } catch (err) {
      console.error(err);
      toast(t("table.sceneError"), "error");
    }
    renderAll();
    const r = replay;
    void checkSeed(r.history).then((p) => {
      if (disposed) return;
      seedProblem = p;
      seedChecked = true;
      rh.seedChecked = true;
      renderFair(r);
      renderWarning(r);
    });
  };

  const offLang = app.onLang(() => {
    renderTitle();
    if (replay) renderAll();
    else shownNotice?.();
  });
  frame();
  void start().catch((err) => {
    console.error(err);
    rh.state = "error";
    if (!disposed) showNotice(() => notice(t("replay.title"), t("replay.loadError", { why: String(err) })));
  });

  return () => {
    disposed = true;
    offLang();
    stop();
    if (urlTimer) clearTimeout(urlTimer);
    document.removeEventListener("keydown", onKey);
    screen?.destroy();
    screen = null;
    app.useGameMessages(null);
    document.title = "Starport";
    hook.replay = null;
  };
}
