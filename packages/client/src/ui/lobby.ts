/**
 * The lobby page: nickname, game choice, quick play, private table (options and time control),
 * join by code, the player's own games (private ones too), live tables and recent finished games
 * with their replays.
 */
import type { Room } from "@colyseus/sdk";
import { type MatchInfo, NAME_MAX } from "@starport/protocol";
import type { App } from "../app.ts";
import { hasScene } from "../games/registry.ts";
import { fetchRecentMatches, type GameInfo } from "../net/api.ts";
import type { JoinFailure } from "../net/errors.ts";
import { openRoom, type TableRequest } from "../net/table-session.ts";
import { codeFromInput } from "../router.ts";
import { type ClockForm, clockFromForm, DEFAULT_CLOCK_FORM } from "../state/clock.ts";
import { topBar } from "./chrome.ts";
import { h, replace } from "./dom.ts";
import { LobbyList, type TableListing, whoPlays } from "./lobby-list.ts";
import { fetchMyMatches, myGamesCard } from "./my-games.ts";
import { collectOptions, type OptionField, optionFields } from "./options-schema.ts";
import { rulesLink } from "./rules-link.ts";
import { seatBadge } from "./seat-badge.ts";
import { dateTime, relativeTime } from "./time.ts";

type Tab = "quick" | "create" | "code";

/** Choices that survive a language switch or a return to the lobby. */
const memory = {
  game: "",
  tab: "quick" as Tab,
  players: {} as Record<string, number>,
  botFill: true,
  botFillSec: 60,
  code: "",
  spectate: false,
  clock: { ...DEFAULT_CLOCK_FORM } as ClockForm,
};

/** Renders the lobby into `root`; returns a cleanup function. */
export function renderLobby(root: HTMLElement, app: App): () => void {
  let games: GameInfo[] | null = null;
  let gamesError = "";
  let lobbyRoom: Room | null = null;
  let lobbyState: "connecting" | "online" | "offline" = "connecting";
  let busy = false;
  let formError = "";
  let disposed = false;
  let recent: MatchInfo[] | null = null;
  let recentError = false;
  /** This browser's own games (its player token's), private ones included. */
  let mine: MatchInfo[] | null = null;
  const list = new LobbyList();
  const optionValues: Record<string, string | boolean> = {};
  const optionChanged = new Set<string>();

  const selected = (): GameInfo | undefined => games?.find((g) => g.id === memory.game) ?? games?.[0];

  const join = async (req: TableRequest): Promise<void> => {
    if (busy) return;
    busy = true;
    formError = "";
    render();
    try {
      const room = await openRoom(app.client, req, app.identity());
      if (disposed) {
        void room.leave(true);
        return;
      }
      app.navigate({ page: "table", code: room.roomId, spectate: false }, { room });
    } catch (err) {
      const f = err as JoinFailure;
      formError = app.t.has(`join.error.${f.code}`) ? app.t(`join.error.${f.code}`) : f.message || f.code;
      busy = false;
      render();
    }
  };

  const nameField = (): HTMLElement => {
    const input = h("input", {
      id: "nickname",
      class: "input",
      type: "text",
      maxlength: NAME_MAX,
      autocomplete: "nickname",
      value: app.name,
      "aria-describedby": "nickname-hint",
      onchange: (e: Event) => {
        const el = e.target as HTMLInputElement;
        if (!app.setName(el.value)) el.value = app.name;
        else el.value = app.name;
      },
    });
    return h(
      "div",
      { class: "field" },
      h("label", { for: "nickname" }, app.t("lobby.nickname")),
      input,
      h("p", { id: "nickname-hint", class: "hint" }, app.t("lobby.nicknameHint")),
    );
  };

  const gamePicker = (): HTMLElement => {
    if (!games) {
      return h(
        "p",
        { class: gamesError ? "form-error" : "muted" },
        gamesError || app.t("lobby.loadingGames"),
      );
    }
    if (games.length === 0) return h("p", { class: "muted" }, app.t("lobby.noGames"));
    const cur = selected();
    return h(
      "fieldset",
      { class: "games" },
      h("legend", null, app.t("lobby.game")),
      games.map((g) =>
        h(
          "label",
          { class: `game-card${g.id === cur?.id ? " selected" : ""}`, "data-game": g.id },
          h("input", {
            type: "radio",
            name: "game",
            value: g.id,
            checked: g.id === cur?.id,
            onchange: () => {
              memory.game = g.id;
              for (const k of Object.keys(optionValues)) delete optionValues[k];
              optionChanged.clear();
              render();
            },
          }),
          h("span", { class: "game-title" }, app.t.has(`game.${g.id}`) ? app.t(`game.${g.id}`) : g.title),
          h(
            "span",
            { class: "game-meta" },
            g.players.min === g.players.max
              ? app.t("lobby.playersExact", { n: g.players.min })
              : app.t("lobby.playersRange", { min: g.players.min, max: g.players.max }),
            hasScene(g.id) ? null : h("span", { class: "tag" }, app.t("lobby.genericBoard")),
            rulesLink(app, g.id, { newTab: false }),
          ),
        ),
      ),
    );
  };

  const playersSelect = (g: GameInfo, id: string): HTMLElement => {
    const cur = memory.players[g.id] ?? g.players.min;
    const opts: HTMLOptionElement[] = [];
    for (let n = g.players.min; n <= g.players.max; n++) {
      opts.push(h("option", { value: n, selected: n === cur }, String(n)));
    }
    return h(
      "div",
      { class: "field field-inline" },
      h("label", { for: id }, app.t("lobby.players")),
      h(
        "select",
        {
          id,
          class: "select",
          onchange: (e: Event) => {
            memory.players[g.id] = Number((e.target as HTMLSelectElement).value);
          },
        },
        opts,
      ),
    );
  };

  const optionInput = (g: GameInfo, f: OptionField): HTMLElement => {
    const id = `opt-${f.name}`;
    // Words of a game's option: `option.<game>.<name>` (label), `.help`, `.<value>`, in the shell's
    // dictionaries (the lobby does not load the games' scenes); the schema's English text otherwise.
    const word = (suffix: string, fallback: string): string => {
      const own = `option.${g.id}.${f.name}${suffix}`;
      if (app.t.has(own)) return app.t(own);
      const shared = `option.${f.name}${suffix}`;
      return app.t.has(shared) ? app.t(shared) : fallback;
    };
    const label = word("", f.name);
    const mark = (v: string | boolean): void => {
      optionValues[f.name] = v;
      optionChanged.add(f.name);
    };
    const help = word(".help", f.description ?? "");
    const hint = help ? h("p", { class: "hint" }, help) : null;
    const stored = optionValues[f.name];
    switch (f.kind) {
      case "boolean":
        return h(
          "div",
          { class: "field field-check" },
          h("input", {
            id,
            type: "checkbox",
            checked: typeof stored === "boolean" ? stored : f.default,
            onchange: (e: Event) => mark((e.target as HTMLInputElement).checked),
          }),
          h("label", { for: id }, label),
          hint,
        );
      case "enum":
        return h(
          "div",
          { class: "field" },
          h("label", { for: id }, label),
          h(
            "select",
            { id, class: "select", onchange: (e: Event) => mark((e.target as HTMLSelectElement).value) },
            f.default === undefined ? h("option", { value: "" }, app.t("lobby.optionDefault")) : null,
            f.choices.map((c) => {
              const selectedNow = stored !== undefined ? String(stored) === String(c) : f.default === c;
              return h(
                "option",
                { value: String(c), selected: selectedNow },
                word(`.${String(c)}`, String(c)),
              );
            }),
          ),
          hint,
        );
      case "integer":
      case "number":
        return h(
          "div",
          { class: "field" },
          h("label", { for: id }, label),
          h("input", {
            id,
            class: "input input-num",
            type: "number",
            min: f.min,
            max: f.max,
            step: f.kind === "integer" ? 1 : "any",
            placeholder: f.default !== undefined ? String(f.default) : app.t("lobby.optionDefault"),
            value: typeof stored === "string" ? stored : undefined,
            oninput: (e: Event) => mark((e.target as HTMLInputElement).value),
          }),
          hint,
        );
      case "string":
        return h(
          "div",
          { class: "field" },
          h("label", { for: id }, label),
          h("input", {
            id,
            class: "input",
            type: "text",
            maxlength: f.maxLength,
            placeholder: f.default ?? "",
            value: typeof stored === "string" ? stored : undefined,
            oninput: (e: Event) => mark((e.target as HTMLInputElement).value),
          }),
          hint,
        );
    }
  };

  /** The private table's time control: none, Fischer (base + increment) or a limit per move, and the timeout policy. */
  const clockFields = (): HTMLElement => {
    const f = memory.clock;
    const set = (patch: Partial<ClockForm>, again = false): void => {
      Object.assign(memory.clock, patch);
      if (again) render();
    };
    const kinds: ClockForm["kind"][] = ["none", "fischer", "turn"];
    const units: ClockForm["turnUnit"][] = ["s", "min", "h", "d"];
    const num = (id: string, label: string, value: string, on: (v: string) => void, step: string) =>
      h(
        "div",
        { class: "field" },
        h("label", { for: id }, label),
        h("input", {
          id,
          class: "input input-num",
          type: "number",
          min: 0,
          step,
          inputmode: "decimal",
          value,
          oninput: (e: Event) => on((e.target as HTMLInputElement).value),
        }),
      );
    return h(
      "fieldset",
      { class: "options clock-fields", id: "clock-fields" },
      h("legend", null, app.t("clock.label")),
      h(
        "div",
        { class: "field" },
        h(
          "select",
          {
            id: "clock-kind",
            class: "select",
            "aria-label": app.t("clock.label"),
            onchange: (e: Event) =>
              set({ kind: (e.target as HTMLSelectElement).value as ClockForm["kind"] }, true),
          },
          kinds.map((k) => h("option", { value: k, selected: f.kind === k }, app.t(`clock.kind.${k}`))),
        ),
      ),
      f.kind === "fischer"
        ? h(
            "div",
            { class: "clock-row" },
            num("clock-base", app.t("clock.base"), f.baseMin, (v) => set({ baseMin: v }), "any"),
            num("clock-inc", app.t("clock.increment"), f.incSec, (v) => set({ incSec: v }), "1"),
          )
        : null,
      f.kind === "turn"
        ? h(
            "div",
            { class: "clock-row" },
            num("clock-turn", app.t("clock.turn"), f.turnValue, (v) => set({ turnValue: v }), "any"),
            h(
              "div",
              { class: "field" },
              h("label", { for: "clock-unit", class: "sr-only" }, app.t("clock.turnUnit")),
              h(
                "select",
                {
                  id: "clock-unit",
                  class: "select",
                  onchange: (e: Event) =>
                    set({ turnUnit: (e.target as HTMLSelectElement).value as ClockForm["turnUnit"] }),
                },
                units.map((u) =>
                  h("option", { value: u, selected: f.turnUnit === u }, app.t(`clock.unit.${u}`)),
                ),
              ),
            ),
          )
        : null,
      f.kind === "none" ? null : h("p", { class: "hint" }, app.t(`clock.hint.${f.kind}`)),
      f.kind === "none"
        ? null
        : h(
            "fieldset",
            { class: "radio-group" },
            h("legend", null, app.t("clock.onTimeout")),
            (["bot", "lose"] as const).map((p) =>
              h(
                "div",
                { class: "field field-check" },
                h("input", {
                  id: `clock-timeout-${p}`,
                  type: "radio",
                  name: "clock-timeout",
                  value: p,
                  checked: f.onTimeout === p,
                  onchange: () => set({ onTimeout: p }),
                }),
                h("label", { for: `clock-timeout-${p}` }, app.t(`clock.onTimeout.${p}`)),
              ),
            ),
          ),
    );
  };

  const tabs = (): HTMLElement => {
    const names: Tab[] = ["quick", "create", "code"];
    return h(
      "div",
      { class: "tabs", role: "tablist", "aria-label": app.t("lobby.howToPlay") },
      names.map((tab) =>
        h(
          "button",
          {
            type: "button",
            role: "tab",
            id: `tab-${tab}`,
            class: "tab",
            "aria-selected": String(memory.tab === tab),
            "aria-controls": `panel-${tab}`,
            tabindex: memory.tab === tab ? 0 : -1,
            onclick: () => {
              memory.tab = tab;
              formError = "";
              render();
              document.getElementById(`tab-${tab}`)?.focus();
            },
            onkeydown: (e: KeyboardEvent) => {
              const i = names.indexOf(tab);
              const next =
                e.key === "ArrowRight"
                  ? names[(i + 1) % 3]
                  : e.key === "ArrowLeft"
                    ? names[(i + 2) % 3]
                    : null;
              if (next) {
                memory.tab = next;
                render();
                document.getElementById(`tab-${next}`)?.focus();
              }
            },
          },
          app.t(`lobby.tab.${tab}`),
        ),
      ),
    );
  };

  const panel = (): HTMLElement => {
    const g = selected();
    const attrs = {
      id: `panel-${memory.tab}`,
      role: "tabpanel",
      "aria-labelledby": `tab-${memory.tab}`,
      class: "panel",
    };
    if (memory.tab === "code") {
      return h(
        "form",
        {
          ...attrs,
          onsubmit: (e: Event) => {
            e.preventDefault();
            const code = codeFromInput(memory.code);
            if (!code) {
              formError = app.t("lobby.badCode");
              render();
              return;
            }
            app.navigate({ page: "table", code, spectate: memory.spectate });
          },
        },
        h(
          "div",
          { class: "field" },
          h("label", { for: "join-code" }, app.t("lobby.code")),
          h("input", {
            id: "join-code",
            class: "input input-code",
            type: "text",
            autocomplete: "off",
            spellcheck: "false",
            placeholder: "ABC234",
            value: memory.code,
            oninput: (e: Event) => {
              memory.code = (e.target as HTMLInputElement).value;
            },
          }),
          h("p", { class: "hint" }, app.t("lobby.codeHint")),
        ),
        h(
          "div",
          { class: "field field-check" },
          h("input", {
            id: "join-spectate",
            type: "checkbox",
            checked: memory.spectate,
            onchange: (e: Event) => {
              memory.spectate = (e.target as HTMLInputElement).checked;
            },
          }),
          h("label", { for: "join-spectate" }, app.t("lobby.spectateOnly")),
        ),
        h("button", { type: "submit", class: "btn btn-primary", id: "join-submit" }, app.t("lobby.join")),
      );
    }
    if (!g) return h("div", attrs, h("p", { class: "muted" }, app.t("lobby.pickGame")));
    if (memory.tab === "quick") {
      return h(
        "form",
        {
          ...attrs,
          onsubmit: (e: Event) => {
            e.preventDefault();
            void join({ kind: "quick", game: g.id, players: memory.players[g.id] ?? g.players.min });
          },
        },
        h("p", { class: "hint" }, app.t("lobby.quickHint")),
        playersSelect(g, "quick-players"),
        h(
          "button",
          { type: "submit", class: "btn btn-primary", id: "quick-play", disabled: busy },
          busy ? app.t("lobby.joining") : app.t("lobby.quickPlay"),
        ),
      );
    }
    const fields = optionFields(g.options);
    return h(
      "form",
      {
        ...attrs,
        onsubmit: (e: Event) => {
          e.preventDefault();
          const sec = Math.max(0, Math.min(600, Math.round(memory.botFillSec)));
          const clock = clockFromForm(memory.clock);
          if (!clock.ok) {
            formError = app.t(clock.error, clock.params);
            render();
            return;
          }
          void join({
            kind: "create",
            game: g.id,
            players: memory.players[g.id] ?? g.players.min,
            botFillAfterSec: memory.botFill ? sec : null,
            options: collectOptions(fields, optionValues, optionChanged),
            clock: clock.clock,
          });
        },
      },
      h("p", { class: "hint" }, app.t("lobby.createHint")),
      playersSelect(g, "create-players"),
      h(
        "div",
        { class: "field field-check" },
        h("input", {
          id: "bot-fill",
          type: "checkbox",
          checked: memory.botFill,
          onchange: (e: Event) => {
            memory.botFill = (e.target as HTMLInputElement).checked;
            render();
          },
        }),
        h("label", { for: "bot-fill" }, app.t("lobby.botFill")),
        h("input", {
          id: "bot-fill-sec",
          class: "input input-num",
          type: "number",
          min: 0,
          max: 600,
          step: 5,
          value: memory.botFillSec,
          disabled: !memory.botFill,
          "aria-label": app.t("lobby.botFillSeconds"),
          oninput: (e: Event) => {
            memory.botFillSec = Number((e.target as HTMLInputElement).value) || 0;
          },
        }),
        h("span", { class: "unit" }, app.t("lobby.seconds")),
      ),
      fields.length > 0
        ? h(
            "fieldset",
            { class: "options" },
            h("legend", null, app.t("lobby.options")),
            fields.map((f) => optionInput(g, f)),
          )
        : null,
      clockFields(),
      h(
        "button",
        { type: "submit", class: "btn btn-primary", id: "create-table", disabled: busy },
        busy ? app.t("lobby.joining") : app.t("lobby.create"),
      ),
    );
  };

  const listingRow = (l: TableListing, open: boolean): HTMLElement => {
    const title = app.t.has(`game.${l.game}`) ? app.t(`game.${l.game}`) : l.title;
    return h(
      "li",
      { class: "listing", "data-room": l.roomId },
      h(
        "div",
        { class: "listing-main" },
        h("span", { class: "listing-game" }, title),
        h("span", { class: "listing-code" }, l.roomId),
        h(
          "span",
          { class: "listing-seats" },
          // a game in progress says who plays it (bots included); a waiting table how full it is
          l.status === "waiting" || l.seats.length === 0
            ? app.t("lobby.seatsTaken", { seated: l.seated, players: l.players })
            : whoPlays(l.seats, app.t),
          l.spectators > 0 ? ` · ${app.t("lobby.watching", { n: l.spectators })}` : "",
          l.clock ? ` · ⏱ ${app.t("clock.listing")}` : "",
        ),
        l.status === "waiting" && l.names.length > 0
          ? h("span", { class: "listing-names" }, l.names.join(", "))
          : null,
      ),
      h(
        "div",
        { class: "listing-actions" },
        open
          ? h(
              "button",
              {
                type: "button",
                class: "btn btn-small btn-primary",
                onclick: () => app.navigate({ page: "table", code: l.roomId, spectate: false }),
              },
              app.t("lobby.join"),
            )
          : null,
        h(
          "button",
          {
            type: "button",
            class: "btn btn-small",
            onclick: () => app.navigate({ page: "table", code: l.roomId, spectate: true }),
          },
          app.t("lobby.spectate"),
        ),
      ),
    );
  };

  const tablesCard = (): HTMLElement => {
    const { open, playing } = list.sections();
    const status =
      lobbyState === "connecting"
        ? app.t("lobby.listConnecting")
        : lobbyState === "offline"
          ? app.t("lobby.listOffline")
          : "";
    return h(
      "section",
      { class: "card tables", "aria-labelledby": "open-title" },
      h("h2", { id: "open-title" }, app.t("lobby.openTables")),
      status ? h("p", { class: "muted", role: "status" }, status) : null,
      open.length > 0
        ? h(
            "ul",
            { class: "listings", id: "open-tables" },
            open.map((l) => listingRow(l, true)),
          )
        : lobbyState === "online"
          ? h("p", { class: "muted" }, app.t("lobby.noOpenTables"))
          : null,
      h("h2", { id: "playing-title" }, app.t("lobby.inProgress")),
      playing.length > 0
        ? h(
            "ul",
            { class: "listings", id: "playing-tables" },
            playing.map((l) => listingRow(l, false)),
          )
        : lobbyState === "online"
          ? h("p", { class: "muted" }, app.t("lobby.noGamesInProgress"))
          : null,
    );
  };

  const recentRow = (m: MatchInfo, now: number): HTMLElement => {
    const title = app.t.has(`game.${m.game}`) ? app.t(`game.${m.game}`) : (m.title ?? m.game);
    const ranks = m.result?.ranks ?? [];
    const coop = m.result?.cooperative;
    const at = m.endedAt ?? m.startedAt;
    return h(
      "li",
      { class: "recent-item", "data-match": m.id },
      h(
        "div",
        { class: "recent-main" },
        h("span", { class: "recent-game" }, title),
        h(
          "time",
          { class: "recent-when", datetime: new Date(at).toISOString(), title: dateTime(at, app.lang) },
          relativeTime(at, now, app.lang),
        ),
        h(
          "ul",
          { class: "recent-players" },
          m.seats.map((s) =>
            h(
              "li",
              { class: !coop && ranks[s.seat] === 1 ? "winner" : "" },
              seatBadge(s.seat, 12),
              s.name,
              !coop && ranks[s.seat] === 1 ? h("span", { class: "tag tag-win" }, app.t("lobby.won")) : null,
            ),
          ),
        ),
        h(
          "span",
          { class: "recent-meta" },
          app.t("lobby.recentMoves", { n: m.moves }),
          coop ? ` · ${app.t(coop.won ? "lobby.coopWon" : "lobby.coopLost")}` : "",
        ),
      ),
      h(
        "a",
        {
          class: "btn btn-small",
          href: `/replay/${encodeURIComponent(m.id)}`,
          onclick: (e: MouseEvent) => {
            if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            app.navigate({ page: "replay", id: m.id, move: null });
          },
        },
        app.t("lobby.replay"),
      ),
    );
  };

  const recentCard = (): HTMLElement => {
    const now = Date.now();
    return h(
      "section",
      { class: "card recent", "aria-labelledby": "recent-title", id: "recent" },
      h("h2", { id: "recent-title" }, app.t("lobby.recent")),
      recent === null
        ? h(
            "p",
            { class: recentError ? "form-error" : "muted" },
            app.t(recentError ? "lobby.recentError" : "lobby.recentLoading"),
          )
        : recent.length === 0
          ? h("p", { class: "muted" }, app.t("lobby.recentNone"))
          : h(
              "ul",
              { class: "listings", id: "recent-games" },
              recent.map((m) => recentRow(m, now)),
            ),
    );
  };

  const renderRecent = (): void => {
    const old = root.querySelector("section.recent");
    if (old) old.replaceWith(recentCard());
  };

  /** Puts the "Your games" card in place (it is absent while the player has none). */
  const renderMine = (): void => {
    const side = root.querySelector(".lobby-side");
    if (!side) return;
    const card = myGamesCard(app, mine);
    const old = side.querySelector("#my-games");
    if (old && card) old.replaceWith(card);
    else if (old) old.remove();
    else if (card) side.prepend(card);
  };

  const loadRecent = (): void => {
    fetchMyMatches(app.token).then(
      (rows) => {
        mine = rows;
        renderMine();
      },
      () => {}, // the list of one's own games is a convenience: without it the lobby works the same
    );
    fetchRecentMatches(20).then(
      (rows) => {
        recent = rows;
        recentError = false;
        renderRecent();
      },
      () => {
        recentError = recent === null;
        renderRecent();
      },
    );
  };

  const render = (): void => {
    if (disposed) return;
    const focusedId = document.activeElement instanceof HTMLElement ? document.activeElement.id : "";
    replace(
      root,
      topBar(app, null),
      h(
        "main",
        { class: "lobby", id: "main" },
        h(
          "section",
          { class: "hero" },
          h("h1", null, app.t("lobby.title")),
          h("p", { class: "tagline" }, app.t("lobby.tagline")),
        ),
        h(
          "div",
          { class: "lobby-grid" },
          h(
            "section",
            { class: "card play", "aria-labelledby": "play-title" },
            h("h2", { id: "play-title" }, app.t("lobby.play")),
            nameField(),
            gamePicker(),
            tabs(),
            panel(),
            h("p", { class: "form-error", role: "alert", id: "form-error" }, formError),
          ),
          h("div", { class: "lobby-side" }, myGamesCard(app, mine), tablesCard(), recentCard()),
        ),
      ),
    );
    if (focusedId) document.getElementById(focusedId)?.focus();
  };

  const renderTables = (): void => {
    const old = root.querySelector("section.tables");
    if (old) old.replaceWith(tablesCard());
  };

  render();
  const offLang = app.onLang(render);
  loadRecent();
  // a game that ended while the page was hidden shows up when the player comes back
  const onVisible = (): void => {
    if (document.visibilityState === "visible") loadRecent();
  };
  document.addEventListener("visibilitychange", onVisible);

  app
    .games()
    .then((g) => {
      games = g;
      if (!g.some((x) => x.id === memory.game)) memory.game = g[0]?.id ?? "";
      render();
    })
    .catch(() => {
      gamesError = app.t("lobby.gamesError");
      render();
    });

  app.client
    .joinOrCreate("lobby")
    .then((room) => {
      if (disposed) {
        void room.leave(true);
        return;
      }
      lobbyRoom = room;
      lobbyState = "online";
      room.onMessage("rooms", (rooms: unknown) => {
        list.reset(rooms);
        renderTables();
      });
      room.onMessage("+", (m: unknown) => {
        list.plus(m);
        renderTables();
      });
      room.onMessage("-", (id: unknown) => {
        list.minus(id);
        renderTables();
      });
      room.onLeave(() => {
        if (disposed) return;
        lobbyState = "offline";
        renderTables();
      });
      renderTables();
    })
    .catch(() => {
      lobbyState = "offline";
      renderTables();
    });

  return () => {
    disposed = true;
    offLang();
    document.removeEventListener("visibilitychange", onVisible);
    if (lobbyRoom) void lobbyRoom.leave(true).catch(() => {});
  };
}
