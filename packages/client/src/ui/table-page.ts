/**
 * The table page: the game's board (ClientGame.mount) inside the shared chrome: seats with their
 * clocks, turn and prompt, log, chat, actions, waiting room, result (with the revealed seed and the
 * replay) and the connection banner.
 */
import type { Room } from "@colyseus/sdk";
import { CHAT_MAX } from "@starport/protocol";
import type { RuleError } from "@starport/rules/core/types.ts";
import { type App, SPEEDS } from "../app.ts";
import type { ClientGame, GameScreen, PlayerInfo, SceneHost, SceneUpdate } from "../games/contract.ts";
import { hasScene, loadClientGame } from "../games/registry.ts";
import { historyUrl } from "../net/api.ts";
import type { JoinFailure } from "../net/errors.ts";
import type { ReconnectReport } from "../net/reconnect.ts";
import { type Connection, openRoom, TableSession } from "../net/table-session.ts";
import { sha256Hex } from "../replay/sha256.ts";
import { tableLink } from "../router.ts";
import { mutesSpectators, setMuteSpectators, shownChat } from "../state/chat.ts";
import { clockSummary, formatClock, isLow, timeLeft } from "../state/clock.ts";
import { type EventData, mergeLog, renderLog } from "../state/log.ts";
import { standings } from "../state/result.ts";
import type { TableSnapshot } from "../state/snapshot.ts";
import type { GateUpdate } from "../state/update-gate.ts";
import { tip, toast, topBar } from "./chrome.ts";
import { h, replace, svg } from "./dom.ts";
import { fairDeal, withCode } from "./fair.ts";
import { resultSummary } from "./result-summary.ts";
import { rulesLink } from "./rules-link.ts";
import { seatBadge } from "./seat-badge.ts";
import { testHook } from "./test-hook.ts";

type Update = SceneUpdate<unknown, unknown, unknown, unknown>;
type AnyRoom = Room<unknown, unknown>;

/** A small stopwatch, drawn here (fonts often lack ⏱). */
const CLOCK_ICON =
  '<svg class="clock-icon" viewBox="0 0 16 16" width="14" height="14"><circle cx="8" cy="9" r="5.5" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M8 9V6M6.5 1.8h3M8 1.8v1.7" stroke="currentColor" stroke-width="1.5" fill="none" stroke-linecap="round"/></svg>';

/** Renders the table `code` into `root` (joining it, or using a room already joined); returns a cleanup. */
export function renderTable(
  root: HTMLElement,
  app: App,
  code: string,
  spectate: boolean,
  joined?: AnyRoom,
): () => void {
  let disposed = false;
  let session: TableSession | null = null;
  let game: ClientGame | null = null;
  let gameTitle = code;
  let screen: GameScreen<unknown, unknown, unknown, unknown> | null = null;
  let last: Update | null = null;
  /** The viewer's seat is out of the game (eliminated) while the others play on. */
  const outNow = (): boolean => {
    const seat = session?.seat ?? null;
    if (!game?.isOut || !last || seat === null || last.status !== "playing") return false;
    try {
      return game.isOut(last, seat);
    } catch {
      return false;
    }
  };
  let snap: TableSnapshot | null = null;
  let connection: Connection | "joining" = "joining";
  let connDetail: ReconnectReport | null = null;
  let bannerTimer: ReturnType<typeof setTimeout> | null = null;
  let clockTimer: ReturnType<typeof setInterval> | null = null;
  /** Ticks the waiting room's countdown to the bot fill while it runs. */
  let fillTimer: ReturnType<typeof setInterval> | null = null;
  /** SHA-256 of the revealed seed against the published hash, computed here. */
  let seedCheck: { seed: string; ok: boolean | null } | null = null;
  let resignArmed = false;
  let resignTimer: ReturnType<typeof setTimeout> | null = null;
  let chatDraft = "";
  const hook = testHook();
  Object.assign(hook, { page: "table", connection: "joining", code, rejoins: 0 });

  // Static skeleton; parts below are refreshed independently.
  const titleEl = h("div", { class: "table-title" });
  const speedSel = h("select", {
    id: "speed",
    class: "select",
    onchange: (e: Event) => app.setSpeed(Number((e.target as HTMLSelectElement).value)),
  });
  const speedLabel = h("label", { for: "speed", class: "speed-label" });
  const speedBox = h("div", { class: "speed" }, speedLabel, speedSel);
  const banner = h("div", { class: "banner", role: "status", id: "conn-banner", hidden: true });
  const statusBar = h("section", { class: "status-bar", id: "status", "aria-live": "polite" });
  const resultBox = h("section", { class: "result", id: "result", hidden: true });
  const waitingBox = h("section", { class: "waiting", id: "waiting", hidden: true });
  const sceneBox = h("div", { class: "scene", id: "scene" });
  const board = h("section", { class: "board", id: "board" }, resultBox, waitingBox, sceneBox);
  const seatsBox = h("section", { class: "side-card seats", id: "seats" });
  const actionsBox = h("section", { class: "side-card actions", id: "actions" });
  const logList = h("ol", { class: "log-lines", id: "log" });
  const logTitle = h("h2", { class: "side-title" });
  const logBox = h("section", { class: "side-card log" }, logTitle, logList);
  const chatList = h("ol", { class: "chat-lines", id: "chat-lines", "aria-live": "polite" });
  const chatInput = h("input", {
    id: "chat-input",
    class: "input",
    type: "text",
    maxlength: CHAT_MAX,
    autocomplete: "off",
  });
  const chatCount = h("span", { class: "chat-count", id: "chat-count" });
  const chatSend = h("button", { type: "submit", class: "btn btn-small", id: "chat-send" });
  const chatHint = h("p", { class: "hint", id: "chat-hint" });
  const chatTitle = h("h2", { class: "side-title" });
  // seated players may hide the spectators' lines (kept in the browser)
  const chatMuteText = h("span");
  const chatMute = h(
    "label",
    { class: "chat-mute", hidden: true },
    h("input", {
      id: "chat-mute",
      type: "checkbox",
      checked: mutesSpectators(app.store),
      onchange: (e: Event) => {
        setMuteSpectators(app.store, (e.target as HTMLInputElement).checked);
        renderChatLines();
      },
    }),
    chatMuteText,
  );
  const chatForm = h(
    "form",
    { class: "chat-form" },
    h("div", { class: "chat-row" }, chatInput, chatSend),
    h("div", { class: "chat-meta" }, chatHint, chatCount),
  );
  const chatHead = h("div", { class: "chat-head" }, chatTitle, chatMute);
  const chatBox = h("section", { class: "side-card chat" }, chatHead, chatList, chatForm);
  const side = h("aside", { class: "side" }, seatsBox, actionsBox, logBox, chatBox);
  const main = h(
    "main",
    { class: "table-page", id: "main" },
    h("div", { class: "board-col" }, statusBar, board),
    side,
  );

  const t = (key: string, params?: Record<string, string | number>): string => app.t(key, params);

  const renderFrame = (): void => {
    speedLabel.textContent = t("table.speed");
    replace(
      speedSel,
      SPEEDS.map((s) =>
        h("option", { value: s, selected: s === app.speed() }, t(`speed.${String(s).replace(".", "_")}`)),
      ),
    );
    replace(root, topBar(app, titleEl, [speedBox]), banner, main);
    chatInput.setAttribute("aria-label", t("chat.label"));
    chatInput.placeholder = t("chat.placeholder");
    chatSend.textContent = t("chat.send");
    chatHint.textContent = t("chat.limits", { max: CHAT_MAX });
    chatTitle.textContent = t("chat.title");
    chatMuteText.textContent = t("chat.muteSpectators");
    logTitle.textContent = t("log.title");
  };

  const renderTitle = (): void => {
    const link = tableLink(location.origin, code);
    replace(
      titleEl,
      h("span", { class: "game-name" }, gameTitle),
      h("span", { class: "code-chip", title: link }, t("table.code", { code })),
      h(
        "button",
        {
          type: "button",
          class: "btn btn-small btn-ghost",
          id: "copy-link",
          onclick: () => copyLink(link),
        },
        t("table.copyLink"),
      ),
      // the rules beside the table: following a link here would leave the seat
      rulesLink(app, snap?.game, { newTab: true, className: "btn btn-small btn-ghost", id: "rules-link" }),
    );
  };

  const copyLink = (link: string): void => {
    const done = (): void => toast(t("table.linkCopied"));
    if (navigator.clipboard?.writeText) {
      navigator.clipboard.writeText(link).then(done, () => toast(link));
    } else toast(link);
  };

  const seatName = (p: PlayerInfo | undefined, seat: number): string =>
    p?.name ? p.name : t("seat.empty", { n: seat + 1 });

  const renderBanner = (): void => {
    if (bannerTimer) clearTimeout(bannerTimer);
    bannerTimer = null;
    // Moves wait until the table is back: a move sent meanwhile would be for an old version.
    board.classList.toggle("offline", connection !== "online");
    banner.className = `banner banner-${connection}`;
    if (connection === "online" || connection === "left") {
      banner.hidden = true;
      return;
    }
    banner.hidden = false;
    const restarting = connDetail?.restarting === true;
    if (connection === "joining") replace(banner, t("conn.joining"));
    else if (connection === "reconnecting")
      replace(banner, t(restarting ? "conn.restarting" : "conn.reconnecting"));
    else if (connection === "rejoining") {
      const n = Math.max(1, (connDetail?.attempt ?? 0) + 1);
      const unreachable = connDetail?.failure?.code === "NETWORK";
      replace(
        banner,
        restarting
          ? t("conn.restarting")
          : unreachable && navigator.onLine === false
            ? t("conn.offlineNet")
            : unreachable
              ? t("conn.unreachable", { n })
              : t("conn.rejoining", { n }),
      );
    } else {
      const failure = connDetail?.failure;
      const why =
        connection === "offline" && failure
          ? app.t.has(`join.error.${failure.code}`)
            ? t(`join.error.${failure.code}`)
            : failure.message
          : "";
      replace(
        banner,
        h(
          "span",
          null,
          connection === "elsewhere"
            ? t("conn.elsewhere")
            : why
              ? t("conn.offlineWhy", { why })
              : t("conn.offline"),
        ),
        h(
          "button",
          { type: "button", class: "btn btn-small", id: "rejoin", onclick: () => void session?.rejoin() },
          t(connection === "elsewhere" ? "conn.useHere" : "conn.rejoin"),
        ),
      );
    }
  };

  const flashReconnected = (how: ReconnectReport): void => {
    board.classList.remove("offline");
    banner.hidden = false;
    banner.className = "banner banner-online";
    const watching = session?.seat === null;
    const key =
      how.via !== "rejoin"
        ? "conn.back"
        : how.restarting
          ? watching
            ? "conn.restoredWatch"
            : "conn.restored"
          : watching
            ? "conn.rejoinedWatch"
            : "conn.rejoined";
    replace(banner, t(key));
    if (bannerTimer) clearTimeout(bannerTimer);
    bannerTimer = setTimeout(() => {
      banner.hidden = true;
    }, 3000);
  };

  const renderStatus = (): void => {
    if (!snap) {
      replace(statusBar, h("span", { class: "muted" }, t("conn.joining")));
      return;
    }
    const mySeat = session?.seat ?? null;
    // Say whose turn it is as the board shows it (the last update), not a patch still being assembled.
    const actors = last?.actors ?? snap.actors;
    let turn: string;
    if (snap.status === "waiting") {
      const seated = snap.players.filter((p) => p.kind !== "empty").length;
      turn = t("status.waiting", { seated, players: snap.players.length });
    } else if (snap.status === "finished") turn = t("status.finished");
    else if (outNow()) turn = t("turn.out");
    else {
      const others = actors.filter((a) => a !== mySeat).map((a) => seatName(snap!.players[a], a));
      const mine = mySeat !== null && actors.includes(mySeat);
      const botMine = mine && snap.players[mySeat!]?.kind === "bot" && (last?.legal.length ?? 0) === 0;
      if (botMine) turn = t("turn.bot");
      else if (mine && others.length === 0) turn = t("turn.you");
      else if (mine) turn = t("turn.youAnd", { names: others.join(", ") });
      else if (others.length > 0) turn = t("turn.other", { names: others.join(", ") });
      else turn = t("turn.none");
    }
    let prompt = "";
    const playedByBot =
      mySeat !== null && snap.players[mySeat]?.kind === "bot" && (last?.legal.length ?? 0) === 0;
    if (game && last && snap.status !== "waiting" && !playedByBot) {
      try {
        prompt = game.prompt(last, t);
      } catch (err) {
        console.error(err);
      }
    }
    const role = mySeat === null ? t("status.spectating") : "";
    const mineNow = mySeat !== null && actors.includes(mySeat) && snap.status === "playing";
    statusBar.classList.toggle("my-turn", mineNow);
    replace(
      statusBar,
      h("strong", { class: "turn", id: "turn" }, turn),
      prompt ? h("span", { class: "prompt", id: "prompt" }, prompt) : null,
      role ? h("span", { class: "tag" }, role) : null,
      // the player's own clock stays in sight (the status bar sticks to the top on a phone)
      snap.clock && mySeat !== null && snap.status === "playing"
        ? h("span", { class: "seat-clock status-clock", "data-seat": mySeat, id: "my-clock", role: "timer" })
        : null,
    );
    tickClocks();
  };

  const renderSeats = (): void => {
    if (!snap) {
      replace(seatsBox);
      return;
    }
    const mySeat = session?.seat ?? null;
    const rows = snap.players.map((p) => {
      const acting = snap!.status === "playing" && snap!.actors.includes(p.seat);
      const tags: (HTMLElement | null)[] = [];
      if (p.seat === mySeat) tags.push(h("span", { class: "tag tag-you" }, t("seat.you")));
      if (p.seat === snap!.owner && snap!.status === "waiting")
        tags.push(h("span", { class: "tag" }, t("seat.host")));
      if (p.kind === "bot") {
        const why = p.botReason ? t(`seat.botReason.${p.botReason}`) : "";
        tags.push(
          h("span", { class: "tag tag-bot", title: why }, why ? `${t("seat.bot")} · ${why}` : t("seat.bot")),
        );
      }
      let conn: HTMLElement | null = null;
      if (p.kind === "human") {
        conn = h(
          "span",
          { class: `conn ${p.connected ? "conn-on" : "conn-off"}` },
          h("span", { class: "dot", "aria-hidden": "true" }),
          p.connected ? t("seat.online") : t("seat.away"),
        );
      } else if (p.kind === "empty") conn = h("span", { class: "conn conn-off" }, t("seat.open"));
      const clock =
        snap!.clock && snap!.status !== "waiting"
          ? h("span", { class: "seat-clock", "data-seat": p.seat, role: "timer" })
          : null;
      return h(
        "li",
        {
          class: `seat${acting ? " acting" : ""}${p.kind === "empty" ? " empty" : ""}`,
          "data-seat": p.seat,
          "aria-current": acting ? "true" : undefined,
        },
        seatBadge(p.seat, 22, t("seat.marker", { n: p.seat + 1 })),
        h(
          "div",
          { class: "seat-main" },
          h("span", { class: "seat-name" }, seatName(p, p.seat)),
          h("span", { class: "seat-tags" }, ...tags, conn),
        ),
        acting ? h("span", { class: "seat-turn" }, t("seat.acting")) : null,
        clock,
      );
    });
    const c = snap.clock;
    replace(
      seatsBox,
      h("h2", { class: "side-title" }, t("seats.title")),
      h("ol", { class: "seat-list" }, rows),
      c
        ? h(
            "p",
            { class: "clock-summary small", id: "clock-summary" },
            svg(CLOCK_ICON),
            `${clockSummary(c, t)} · ${t(`clock.policy.${c.onTimeout}`)}`,
          )
        : null,
      snap.spectators > 0
        ? h("p", { class: "muted small" }, t("seats.spectators", { n: snap.spectators }))
        : null,
      snap.seedHash ? fairDeal(snap.seedHash, t, snap.seed !== "") : null,
    );
    tickClocks();
  };

  /** Sets each seat's clock face from the synced clock and the server's time; runs while a clock runs. */
  const tickClocks = (): void => {
    const c = snap?.clock ?? null;
    const running = c !== null && snap?.status === "playing" && c.running.length > 0;
    if (running && clockTimer === null) clockTimer = setInterval(tickClocks, 100);
    if (!running && clockTimer !== null) {
      clearInterval(clockTimer);
      clockTimer = null;
    }
    if (!c || !snap) {
      hook.clocks = [];
      return;
    }
    const now = session?.serverNow() ?? Date.now();
    const faces: string[] = [];
    const els = [
      ...seatsBox.querySelectorAll<HTMLElement>(".seat-clock"),
      ...statusBar.querySelectorAll<HTMLElement>(".seat-clock"),
    ];
    for (const el of els) {
      const seat = Number(el.dataset.seat);
      const ms = timeLeft(c, seat, now);
      const face = formatClock(ms);
      const on = snap.status === "playing" && c.running.includes(seat);
      if (el.textContent !== face) el.textContent = face;
      el.classList.toggle("running", on);
      el.classList.toggle("low", on && isLow(c, ms));
      el.setAttribute(
        "aria-label",
        t("clock.left", { name: seatName(snap.players[seat], seat), time: face }),
      );
      if (seatsBox.contains(el)) faces[seat] = face;
    }
    hook.clocks = faces;
  };

  const renderActions = (): void => {
    const mySeat = session?.seat ?? null;
    const me = mySeat !== null ? snap?.players[mySeat] : undefined;
    const buttons: HTMLElement[] = [];
    const timedOut = snap?.status === "playing" && me?.kind === "bot" && me.botReason === "timeout";
    const lostOnTime = timedOut && snap?.clock?.onTimeout === "lose";
    let notice: HTMLElement | null = null;
    if (timedOut) {
      notice = h(
        "div",
        { class: "timeout-notice", id: "timeout-notice", role: "alert" },
        h("p", null, t(lostOnTime ? "clock.timedOut.lose" : "clock.timedOut.bot")),
        lostOnTime
          ? null
          : h(
              "button",
              { type: "button", class: "btn btn-primary", id: "take-back", onclick: () => session?.back() },
              t("clock.back"),
            ),
      );
    }
    if (
      snap &&
      mySeat !== null &&
      snap.status === "playing" &&
      me?.botReason !== "resigned" &&
      !lostOnTime &&
      !outNow()
    ) {
      if (resignArmed) {
        buttons.push(
          h(
            "button",
            {
              type: "button",
              class: "btn btn-danger",
              id: "resign-confirm",
              onclick: () => {
                resignArmed = false;
                session?.resign();
                renderActions();
              },
            },
            t("action.resignConfirm"),
          ),
          h(
            "button",
            {
              type: "button",
              class: "btn",
              onclick: () => {
                resignArmed = false;
                renderActions();
              },
            },
            t("action.cancel"),
          ),
        );
      } else {
        buttons.push(
          h(
            "button",
            {
              type: "button",
              class: "btn",
              id: "resign",
              onclick: () => {
                resignArmed = true;
                if (resignTimer) clearTimeout(resignTimer);
                resignTimer = setTimeout(() => {
                  resignArmed = false;
                  renderActions();
                }, 6000);
                renderActions();
              },
            },
            t("action.resign"),
          ),
        );
      }
    }
    buttons.push(
      h(
        "button",
        { type: "button", class: "btn", id: "leave", onclick: () => app.navigate({ page: "lobby" }) },
        t("action.leave"),
      ),
    );
    replace(actionsBox, notice, h("div", { class: "action-row" }, buttons));
  };

  /** Seconds until bots fill the empty seats (0 when due), or null without a bot fill. */
  const botFillLeft = (): number | null => {
    if (snap?.status !== "waiting" || !snap.botFillAt) return null;
    const now = session?.serverNow() ?? Date.now();
    return Math.max(0, Math.ceil((snap.botFillAt - now) / 1000));
  };

  /** The countdown line of the waiting room, updated in place every 250 ms while it runs. */
  const tickBotFill = (): void => {
    const left = botFillLeft();
    hook.botFillIn = left;
    const el = waitingBox.querySelector<HTMLElement>("#bot-countdown");
    if (left === null || !el) {
      if (fillTimer) clearInterval(fillTimer);
      fillTimer = null;
      return;
    }
    const text = left > 0 ? t("waiting.botFillIn", { n: left }) : t("waiting.botFillNow");
    if (el.textContent !== text) el.textContent = text;
    if (!fillTimer && left > 0) fillTimer = setInterval(tickBotFill, 250);
  };

  const renderWaiting = (): void => {
    if (snap?.status !== "waiting") {
      waitingBox.hidden = true;
      hook.botFillIn = null;
      if (fillTimer) clearInterval(fillTimer);
      fillTimer = null;
      return;
    }
    waitingBox.hidden = false;
    const link = tableLink(location.origin, code);
    const isOwner = session?.seat === snap.owner && session?.seat !== null;
    replace(
      waitingBox,
      h("h2", null, t("waiting.title")),
      h("p", null, t("waiting.share")),
      h("p", { class: "big-code", id: "table-code" }, code),
      h(
        "div",
        { class: "link-row" },
        h("input", {
          class: "input",
          readonly: true,
          value: link,
          "aria-label": t("waiting.link"),
          onfocus: (e: Event) => (e.target as HTMLInputElement).select(),
        }),
        h("button", { type: "button", class: "btn", onclick: () => copyLink(link) }, t("table.copyLink")),
      ),
      isOwner
        ? h(
            "div",
            { class: "waiting-owner" },
            h(
              "button",
              {
                type: "button",
                class: "btn btn-primary",
                id: "start-bots",
                onclick: () => session?.start(),
              },
              t("action.startWithBots"),
            ),
            h("p", { class: "hint" }, t("waiting.ownerHint")),
          )
        : h("p", { class: "hint" }, t("waiting.guestHint")),
      snap.botFillAt
        ? h("p", { class: "bot-countdown", id: "bot-countdown", role: "timer", "aria-live": "off" })
        : null,
    );
    tickBotFill();
  };

  const renderResult = (): void => {
    const outcome = snap?.outcome;
    if (snap?.status !== "finished" || !outcome) {
      resultBox.hidden = true;
      return;
    }
    resultBox.hidden = false;
    const rows = standings(outcome, snap.players, (s) => t("seat.empty", { n: s + 1 }));
    const mySeat = session?.seat ?? null;
    replace(
      resultBox,
      ...resultSummary(outcome, rows, mySeat, t),
      snap.seed ? revealedSeed(snap.seed, snap.seedHash, snap.matchId) : null,
      h(
        "div",
        { class: "action-row" },
        snap.matchId
          ? h(
              "a",
              {
                class: "btn btn-primary",
                id: "watch-replay",
                href: `/replay/${encodeURIComponent(snap.matchId)}`,
                onclick: (e: MouseEvent) => {
                  if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  app.navigate({ page: "replay", id: snap!.matchId, move: null });
                },
              },
              t("fair.replay"),
            )
          : null,
        h(
          "button",
          { type: "button", class: "btn", onclick: () => app.navigate({ page: "lobby" }) },
          t("result.back"),
        ),
      ),
    );
  };

  /** The seed revealed at the end, checked here against the hash published at the start. */
  const revealedSeed = (seed: string, hash: string, matchId: string): HTMLElement => {
    if (seedCheck?.seed !== seed) {
      seedCheck = { seed, ok: null };
      void sha256Hex(seed).then((computed) => {
        if (disposed || seedCheck?.seed !== seed) return;
        seedCheck.ok = computed === hash.toLowerCase();
        hook.seedVerified = seedCheck.ok;
        renderResult();
      });
    }
    const ok = seedCheck.ok;
    const file = `starport-${snap?.game ?? "match"}-${matchId}.json`;
    return h(
      "div",
      { class: "fair-result", id: "fair-result" },
      h("p", null, h("strong", null, `${t("fair.seed")}: `), h("code", { class: "seed", id: "seed" }, seed)),
      ok === null
        ? null
        : h(
            "p",
            { class: ok ? "good" : "form-error", role: ok ? undefined : "alert" },
            ok ? `✓ ${t("fair.match")}` : `✗ ${t("fair.mismatch")}`,
          ),
      matchId
        ? h(
            "p",
            { class: "small" },
            h("a", { href: historyUrl(matchId), download: file, id: "download-history" }, t("fair.download")),
            " · ",
            ...withCode(t("fair.verify", { cmd: "\u0000" }), `pnpm verify ${file}`),
          )
        : null,
    );
  };

  const renderLogLines = (): void => {
    if (!snap || !session || !game) return;
    const g = game;
    const players = snap.players;
    const lines = renderLog(mergeLog(snap.log, session.received), (e, platform) =>
      platform ? platformLine(e, players) : g.describeEvent(e, { players, t }),
    );
    const atBottom = logList.scrollHeight - logList.scrollTop - logList.clientHeight < 40;
    replace(
      logList,
      lines.length === 0
        ? h("li", { class: "muted" }, t("log.empty"))
        : lines.map((l) =>
            h(
              "li",
              { class: l.private ? "private" : "" },
              l.seat !== null ? seatBadge(l.seat, 12) : null,
              h("span", null, l.text),
              l.private ? h("span", { class: "tag tag-private" }, t("log.private")) : null,
              l.platform ? h("span", { class: "tag tag-clock" }, t("log.clock")) : null,
            ),
          ),
    );
    if (atBottom) logList.scrollTop = logList.scrollHeight;
    hook.log = lines.map((l) => l.text);
  };

  /** A platform line of the log (a timeout), in the shell's words. */
  const platformLine = (e: EventData, players: PlayerInfo[]): string | null => {
    if (e.type !== "timeout" || typeof e.seat !== "number") return null;
    return t(e.onTimeout === "lose" ? "log.timeout.lose" : "log.timeout.bot", {
      player: seatName(players[e.seat], e.seat),
    });
  };

  const renderChatLines = (): void => {
    if (!snap) return;
    const seated = (session?.seat ?? null) !== null;
    chatMute.hidden = !seated;
    const lines = shownChat(snap.chat, { mute: mutesSpectators(app.store), seated });
    const atBottom = chatList.scrollHeight - chatList.scrollTop - chatList.clientHeight < 40;
    replace(
      chatList,
      lines.length === 0
        ? h("li", { class: "muted" }, t("chat.empty"))
        : lines.map((c) =>
            h(
              "li",
              c.seat >= 0 ? null : { class: "spectator" },
              c.seat >= 0 ? seatBadge(c.seat, 12) : null,
              h(
                "strong",
                { class: "chat-name" },
                c.seat >= 0 ? c.name : `${c.name} (${t("chat.spectator")})`,
              ),
              h("span", { class: "chat-text" }, c.text),
            ),
          ),
    );
    if (atBottom) chatList.scrollTop = chatList.scrollHeight;
    hook.chat = lines.map((c) => `${c.name}: ${c.text}`);
  };

  const renderChatCount = (): void => {
    const n = [...chatInput.value].length;
    chatCount.textContent = t("chat.count", { n, max: CHAT_MAX });
    chatCount.classList.toggle("near", n > CHAT_MAX - 30);
    chatSend.disabled = chatInput.value.trim() === "" || connection !== "online";
  };

  chatInput.addEventListener("input", () => {
    chatDraft = chatInput.value;
    renderChatCount();
  });
  chatForm.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = chatInput.value.trim();
    if (!text || !session) return;
    session.chat(text.slice(0, CHAT_MAX));
    chatInput.value = "";
    chatDraft = "";
    renderChatCount();
  });

  const host: SceneHost<unknown> = {
    send: (move) => {
      if (connection === "online") session?.send(move);
      else {
        toast(t("error.OFFLINE"), "error");
        screen?.rejected?.({ code: "OFFLINE", message: t("error.OFFLINE") });
      }
    },
    explain: (move) => session?.explain(move) ?? Promise.resolve(null),
    t,
    has: (k) => app.t.has(k),
    tip,
    speed: () => app.speed(),
  };

  const mountScene = (): void => {
    if (screen || !game || !snap || snap.status === "waiting") return;
    try {
      // A drawn scene needs a definite height to fill (set before mounting: the scene measures its
      // box when it starts); the generic board grows with its content.
      board.classList.toggle("canvas-board", hasScene(game.id));
      sceneBox.dataset.game = game.id;
      screen = game.mount(sceneBox, host);
      hook.scene = true;
    } catch (err) {
      console.error(err);
      toast(t("table.sceneError"), "error");
    }
  };

  const onUpdate = (g: GateUpdate<unknown, Record<string, unknown>>): void => {
    if (!snap || !session) return;
    last = {
      view: snap.view,
      legal: snap.status === "playing" ? g.legal : [],
      events: g.events,
      version: g.version,
      seat: session.seat,
      players: snap.players,
      actors: snap.actors,
      status: snap.status,
      outcome: snap.outcome,
    };
    Object.assign(hook, { legal: last.legal, updates: hook.updates + 1 });
    mountScene();
    try {
      screen?.update(last);
    } catch (err) {
      console.error(err);
    }
    renderStatus();
  };

  /** Whether this viewer's seat was played by a bot after a timeout (to say when it is theirs again). */
  let timedOutBefore = false;

  const onSnapshot = (s: TableSnapshot): void => {
    const me = session?.seat !== null && session?.seat !== undefined ? s.players[session.seat] : undefined;
    const timedOut = me?.kind === "bot" && me.botReason === "timeout";
    if (timedOutBefore && me?.kind === "human") toast(t("clock.backDone"));
    timedOutBefore = timedOut;
    snap = s;
    Object.assign(hook, {
      status: s.status,
      version: s.version,
      owner: s.owner,
      actors: s.actors,
      players: s.players,
      game: s.game,
      matchId: s.matchId,
      seedHash: s.seedHash,
    });
    if (!game && s.game) void prepareGame(s.game);
    renderStatus();
    renderSeats();
    renderActions();
    renderWaiting();
    renderResult();
    renderLogLines();
    renderChatLines();
    sceneBox.hidden = s.status === "waiting";
  };

  const prepareGame = async (id: string): Promise<void> => {
    const [g, list] = await Promise.all([loadClientGame(id), app.games().catch(() => [])]);
    if (disposed) return;
    game = g;
    app.useGameMessages(g.messages);
    const info = list.find((x) => x.id === id);
    gameTitle = app.t.has(`game.${id}`) ? app.t(`game.${id}`) : (info?.title ?? id);
    document.title = `${gameTitle} · ${code} · Starport`;
    renderTitle();
    if (snap) onSnapshot(snap);
    if (last) onUpdate({ version: last.version, events: [], legal: last.legal });
  };

  const refusalText = (e: { code: string; message: string; params?: Record<string, unknown> }): string => {
    const key = `error.${e.code}`;
    const params = Object.fromEntries(
      Object.entries(e.params ?? {}).map(([k, v]) => [k, typeof v === "number" ? v : String(v)]),
    ) as Record<string, string | number>;
    return app.t.has(key) ? t(key, params) : e.message || e.code;
  };

  const start = (room: AnyRoom): void => {
    session = new TableSession(
      app.client,
      room,
      app.identity(),
      {
        snapshot: onSnapshot,
        update: onUpdate,
        rejected: (e: RuleError) => {
          const text = refusalText(e);
          hook.refusals.push({ code: e.code, text });
          toast(text, "error");
          screen?.rejected?.(e);
        },
        error: (e) => {
          const text = refusalText(e);
          hook.refusals.push({ code: e.code, text });
          toast(text, "error");
        },
        connection: (c, detail) => {
          const was = connection;
          connection = c;
          connDetail = detail;
          hook.connection = c;
          if (c === "online" && detail.via === "rejoin") hook.rejoins++;
          if (c === "online" && was !== "online" && was !== "joining") flashReconnected(detail);
          else renderBanner();
          renderChatCount();
          renderActions();
        },
        seat: (seat) => {
          hook.seat = seat;
          renderChatLines();
          renderSeats();
          renderActions();
          renderWaiting();
          renderStatus();
        },
      },
      spectate,
    );
    connection = "online";
    hook.connection = "online";
    renderBanner();
    renderChatCount();
  };

  const fail = (f: JoinFailure): void => {
    hook.page = "error";
    hook.connection = "offline";
    const msg = app.t.has(`join.error.${f.code}`) ? t(`join.error.${f.code}`) : f.message || f.code;
    replace(
      root,
      topBar(app, null),
      h(
        "main",
        { class: "lobby", id: "main" },
        h(
          "section",
          { class: "card narrow" },
          h("h1", null, t("table.cannotJoin", { code })),
          h("p", { class: "form-error", role: "alert" }, msg),
          h(
            "button",
            { type: "button", class: "btn btn-primary", onclick: () => app.navigate({ page: "lobby" }) },
            t("result.back"),
          ),
        ),
      ),
    );
  };

  const rerender = (): void => {
    if (hook.page === "error") return;
    renderFrame();
    renderTitle();
    renderBanner();
    renderChatCount();
    if (snap) onSnapshot(snap);
    if (last) onUpdate({ version: last.version, events: [], legal: last.legal });
    else renderStatus();
  };
  const offLang = app.onLang(rerender);

  renderFrame();
  renderTitle();
  renderStatus();
  renderBanner();
  chatInput.value = chatDraft;
  renderChatCount();
  if (joined) start(joined);
  else {
    openRoom(app.client, { kind: "code", code, spectate }, app.identity()).then(
      (room) => {
        if (disposed) void room.leave(true);
        else start(room);
      },
      (err: JoinFailure) => {
        if (!disposed) fail(err);
      },
    );
  }

  return () => {
    disposed = true;
    offLang();
    if (bannerTimer) clearTimeout(bannerTimer);
    if (clockTimer) clearInterval(clockTimer);
    if (fillTimer) clearInterval(fillTimer);
    if (resignTimer) clearTimeout(resignTimer);
    screen?.destroy();
    screen = null;
    app.useGameMessages(null);
    document.title = "Starport";
    void session?.leave();
  };
}
