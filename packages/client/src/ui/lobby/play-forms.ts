/** The lobby's ways to play: the tabs (quick play, private table, join by code) and the form of each. */
import { BOT_FILL_MAX_SEC } from "@starport/protocol";
import type { App } from "../../app.ts";
import type { GameInfo } from "../../net/api.ts";
import type { TableRequest } from "../../net/table-session.ts";
import { codeFromInput } from "../../router.ts";
import {
  createRequest,
  LOBBY_TABS,
  type LobbyDispatch,
  type LobbyState,
  type LobbyTab,
  learnRequest,
  playersFor,
  quickRequest,
  selectedGame,
} from "../../state/lobby.ts";
import { h } from "../dom.ts";
import { optionFields } from "../options-schema.ts";
import { clockFields } from "./clock-fields.ts";
import { checkField, labeledField } from "./fields.ts";
import { optionInput } from "./option-input.ts";

/** What the forms read and do: the state now (handlers run after fields changed it), events, and a join. */
export interface PlayContext {
  app: App;
  state(): LobbyState;
  send: LobbyDispatch;
  join(req: TableRequest): void;
}

/** The tab buttons; the arrow keys move between them. */
export function tabs(c: PlayContext): HTMLElement {
  const { app } = c;
  const current = c.state().tab;
  const choose = (tab: LobbyTab, by: "click" | "key"): void => {
    c.send({ type: "pickTab", tab, by });
    document.getElementById(`tab-${tab}`)?.focus();
  };
  return h(
    "div",
    { class: "tabs", role: "tablist", "aria-label": app.t("lobby.howToPlay") },
    LOBBY_TABS.map((tab) =>
      h(
        "button",
        {
          type: "button",
          role: "tab",
          id: `tab-${tab}`,
          class: "tab",
          "aria-selected": String(current === tab),
          "aria-controls": `panel-${tab}`,
          tabindex: current === tab ? 0 : -1,
          onclick: () => choose(tab, "click"),
          onkeydown: (e: KeyboardEvent) => {
            const i = LOBBY_TABS.indexOf(tab);
            const next =
              e.key === "ArrowRight"
                ? LOBBY_TABS[(i + 1) % 3]
                : e.key === "ArrowLeft"
                  ? LOBBY_TABS[(i + 2) % 3]
                  : null;
            if (next) choose(next, "key");
          },
        },
        app.t(`lobby.tab.${tab}`),
      ),
    ),
  );
}

/** The tab panel in front. */
export function panel(c: PlayContext): HTMLElement {
  const s = c.state();
  const g = selectedGame(s);
  const attrs = { id: `panel-${s.tab}`, role: "tabpanel", "aria-labelledby": `tab-${s.tab}`, class: "panel" };
  if (s.tab === "code") return codeForm(c, attrs);
  if (!g) return h("div", attrs, h("p", { class: "muted" }, c.app.t("lobby.pickGame")));
  return s.tab === "quick" ? quickForm(c, g, attrs) : createForm(c, g, attrs);
}

type PanelAttrs = Record<string, string>;

function playersSelect(c: PlayContext, g: GameInfo, id: string): HTMLElement {
  const cur = playersFor(c.state(), g);
  const opts: HTMLOptionElement[] = [];
  for (let n = g.players.min; n <= g.players.max; n++) {
    opts.push(h("option", { value: n, selected: n === cur }, String(n)));
  }
  return h(
    "div",
    { class: "field field-inline" },
    h("label", { for: id }, c.app.t("lobby.players")),
    h(
      "select",
      {
        id,
        class: "select",
        onchange: (e: Event) =>
          c.send({ type: "setPlayers", game: g.id, players: Number((e.target as HTMLSelectElement).value) }),
      },
      opts,
    ),
  );
}

/** Join by code (or a pasted table link), to play or only to watch. */
function codeForm(c: PlayContext, attrs: PanelAttrs): HTMLElement {
  const { app } = c;
  const s = c.state();
  const submit = (e: Event): void => {
    e.preventDefault();
    const now = c.state();
    const code = codeFromInput(now.code);
    if (!code) c.send({ type: "formRefused", message: app.t("lobby.badCode") });
    else app.navigate({ page: "table", code, spectate: now.spectate });
  };
  return h(
    "form",
    { ...attrs, onsubmit: submit },
    labeledField(
      "join-code",
      app.t("lobby.code"),
      h("input", {
        id: "join-code",
        class: "input input-code",
        type: "text",
        autocomplete: "off",
        spellcheck: "false",
        placeholder: "ABC234",
        value: s.code,
        oninput: (e: Event) => c.send({ type: "setCode", code: (e.target as HTMLInputElement).value }),
      }),
      h("p", { class: "hint" }, app.t("lobby.codeHint")),
    ),
    checkField("join-spectate", app.t("lobby.spectateOnly"), s.spectate, (on) =>
      c.send({ type: "setSpectate", on }),
    ),
    h("button", { type: "submit", class: "btn btn-primary", id: "join-submit" }, app.t("lobby.join")),
  );
}

/** Quick play: a seat at a public table of game `g` with a free seat, or a new one. */
function quickForm(c: PlayContext, g: GameInfo, attrs: PanelAttrs): HTMLElement {
  const { app } = c;
  const busy = c.state().busy;
  const submit = (e: Event): void => {
    e.preventDefault();
    c.join(quickRequest(c.state(), g));
  };
  return h(
    "form",
    { ...attrs, onsubmit: submit },
    h("p", { class: "hint" }, app.t("lobby.quickHint")),
    playersSelect(c, g, "quick-players"),
    h(
      "button",
      { type: "submit", class: "btn btn-primary", id: "quick-play", disabled: busy },
      busy ? app.t("lobby.joining") : app.t("lobby.quickPlay"),
    ),
    h("p", { class: "hint" }, app.t("lobby.learnHint")),
    h(
      "button",
      {
        type: "button",
        class: "btn",
        id: "learn-play",
        disabled: busy,
        onclick: () => c.join(learnRequest(g)),
      },
      app.t("lobby.learn"),
    ),
  );
}

/** The bot fill of a private table: on or off, and after how many seconds. */
function botFillField(c: PlayContext): HTMLElement {
  const { app } = c;
  const s = c.state();
  return checkField(
    "bot-fill",
    app.t("lobby.botFill"),
    s.botFill,
    (on) => c.send({ type: "setBotFill", on }),
    h("input", {
      id: "bot-fill-sec",
      class: "input input-num",
      type: "number",
      min: 0,
      max: BOT_FILL_MAX_SEC,
      step: 5,
      value: s.botFillSec,
      disabled: !s.botFill,
      "aria-label": app.t("lobby.botFillSeconds"),
      oninput: (e: Event) =>
        c.send({ type: "setBotFillSec", sec: Number((e.target as HTMLInputElement).value) || 0 }),
    }),
    h("span", { class: "unit" }, app.t("lobby.seconds")),
  );
}

/** A private table of game `g`: players, bot fill, the game's options and the clock. */
function createForm(c: PlayContext, g: GameInfo, attrs: PanelAttrs): HTMLElement {
  const { app } = c;
  const s = c.state();
  const fields = optionFields(g.options);
  const submit = (e: Event): void => {
    e.preventDefault();
    const r = createRequest(c.state(), g, fields);
    if (r.ok) c.join(r.req);
    else c.send({ type: "formRefused", message: app.t(r.error, r.params) });
  };
  return h(
    "form",
    { ...attrs, onsubmit: submit },
    h("p", { class: "hint" }, app.t("lobby.createHint")),
    playersSelect(c, g, "create-players"),
    botFillField(c),
    fields.length > 0
      ? h(
          "fieldset",
          { class: "options" },
          h("legend", null, app.t("lobby.options")),
          fields.map((f) => optionInput(app, g, f, s.optionValues[f.name], c.send)),
        )
      : null,
    clockFields(app, s.clock, c.send),
    h(
      "button",
      { type: "submit", class: "btn btn-primary", id: "create-table", disabled: s.busy },
      s.busy ? app.t("lobby.joining") : app.t("lobby.create"),
    ),
  );
}
