/** The private table's time control: none, Fischer (base + increment) or a limit per move, and the timeout policy. */
import type { App } from "../../app.ts";
import type { ClockForm } from "../../state/clock.ts";
import type { LobbyDispatch } from "../../state/lobby.ts";
import { h } from "../dom.ts";

const KINDS: ClockForm["kind"][] = ["none", "fischer", "turn"];
const UNITS: ClockForm["turnUnit"][] = ["s", "min", "h", "d"];

type SetClock = (patch: Partial<ClockForm>) => void;

function numberInput(id: string, label: string, value: string, on: (v: string) => void, step: string) {
  return h(
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
}

function kindSelect(app: App, f: ClockForm, set: SetClock): HTMLElement {
  return h(
    "div",
    { class: "field" },
    h(
      "select",
      {
        id: "clock-kind",
        class: "select",
        "aria-label": app.t("clock.label"),
        onchange: (e: Event) => set({ kind: (e.target as HTMLSelectElement).value as ClockForm["kind"] }),
      },
      KINDS.map((k) => h("option", { value: k, selected: f.kind === k }, app.t(`clock.kind.${k}`))),
    ),
  );
}

function fischerRow(app: App, f: ClockForm, set: SetClock): HTMLElement {
  return h(
    "div",
    { class: "clock-row" },
    numberInput("clock-base", app.t("clock.base"), f.baseMin, (v) => set({ baseMin: v }), "any"),
    numberInput("clock-inc", app.t("clock.increment"), f.incSec, (v) => set({ incSec: v }), "1"),
  );
}

function turnRow(app: App, f: ClockForm, set: SetClock): HTMLElement {
  return h(
    "div",
    { class: "clock-row" },
    numberInput("clock-turn", app.t("clock.turn"), f.turnValue, (v) => set({ turnValue: v }), "any"),
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
        UNITS.map((u) => h("option", { value: u, selected: f.turnUnit === u }, app.t(`clock.unit.${u}`))),
      ),
    ),
  );
}

function timeoutPolicy(app: App, f: ClockForm, set: SetClock): HTMLElement {
  return h(
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
  );
}

/** The clock fieldset for form `f`; a change of kind redraws it (see redrawsLobby). */
export function clockFields(app: App, f: ClockForm, send: LobbyDispatch): HTMLElement {
  const set: SetClock = (patch) => send({ type: "setClock", patch });
  return h(
    "fieldset",
    { class: "options clock-fields", id: "clock-fields" },
    h("legend", null, app.t("clock.label")),
    kindSelect(app, f, set),
    f.kind === "fischer" ? fischerRow(app, f, set) : null,
    f.kind === "turn" ? turnRow(app, f, set) : null,
    f.kind === "none" ? null : h("p", { class: "hint" }, app.t(`clock.hint.${f.kind}`)),
    f.kind === "none" ? null : timeoutPolicy(app, f, set),
  );
}
