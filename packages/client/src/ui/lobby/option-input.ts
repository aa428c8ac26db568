/** One field of a private table's game options (from the game's options schema). */
import type { App } from "../../app.ts";
import type { GameInfo } from "../../net/api.ts";
import type { LobbyDispatch } from "../../state/lobby.ts";
import { h } from "../dom.ts";
import type { OptionField } from "../options-schema.ts";
import { checkField, labeledField } from "./fields.ts";

/** What every kind of field needs: its id, words, the value typed so far and where a change goes. */
interface FieldParts {
  id: string;
  label: string;
  hint: HTMLElement | null;
  stored: string | boolean | undefined;
  mark: (v: string | boolean) => void;
  word: (suffix: string, fallback: string) => string;
  app: App;
}

function booleanField(f: Extract<OptionField, { kind: "boolean" }>, p: FieldParts): HTMLElement {
  const checked = typeof p.stored === "boolean" ? p.stored : f.default;
  return checkField(p.id, p.label, checked, p.mark, p.hint);
}

function enumField(f: Extract<OptionField, { kind: "enum" }>, p: FieldParts): HTMLElement {
  const stored = p.stored;
  return labeledField(
    p.id,
    p.label,
    h(
      "select",
      { id: p.id, class: "select", onchange: (e: Event) => p.mark((e.target as HTMLSelectElement).value) },
      f.default === undefined ? h("option", { value: "" }, p.app.t("lobby.optionDefault")) : null,
      f.choices.map((c) => {
        const selectedNow = stored !== undefined ? String(stored) === String(c) : f.default === c;
        return h("option", { value: String(c), selected: selectedNow }, p.word(`.${String(c)}`, String(c)));
      }),
    ),
    p.hint,
  );
}

function numberField(f: Extract<OptionField, { kind: "integer" | "number" }>, p: FieldParts): HTMLElement {
  return labeledField(
    p.id,
    p.label,
    h("input", {
      id: p.id,
      class: "input input-num",
      type: "number",
      min: f.min,
      max: f.max,
      step: f.kind === "integer" ? 1 : "any",
      placeholder: f.default !== undefined ? String(f.default) : p.app.t("lobby.optionDefault"),
      value: typeof p.stored === "string" ? p.stored : undefined,
      oninput: (e: Event) => p.mark((e.target as HTMLInputElement).value),
    }),
    p.hint,
  );
}

function stringField(f: Extract<OptionField, { kind: "string" }>, p: FieldParts): HTMLElement {
  return labeledField(
    p.id,
    p.label,
    h("input", {
      id: p.id,
      class: "input",
      type: "text",
      maxlength: f.maxLength,
      placeholder: f.default ?? "",
      value: typeof p.stored === "string" ? p.stored : undefined,
      oninput: (e: Event) => p.mark((e.target as HTMLInputElement).value),
    }),
    p.hint,
  );
}

/** The input of option `f` of game `g`, showing `stored` (the value typed so far, if any). */
export function optionInput(
  app: App,
  g: GameInfo,
  f: OptionField,
  stored: string | boolean | undefined,
  send: LobbyDispatch,
): HTMLElement {
  // Words of a game's option: `option.<game>.<name>` (label), `.help`, `.<value>`, in the shell's
  // dictionaries (the lobby does not load the games' scenes); the schema's English text otherwise.
  const word = (suffix: string, fallback: string): string => {
    const own = `option.${g.id}.${f.name}${suffix}`;
    if (app.t.has(own)) return app.t(own);
    const shared = `option.${f.name}${suffix}`;
    return app.t.has(shared) ? app.t(shared) : fallback;
  };
  const help = word(".help", f.description ?? "");
  const parts: FieldParts = {
    id: `opt-${f.name}`,
    label: word("", f.name),
    hint: help ? h("p", { class: "hint" }, help) : null,
    stored,
    mark: (value) => send({ type: "setOption", name: f.name, value }),
    word,
    app,
  };
  switch (f.kind) {
    case "boolean":
      return booleanField(f, parts);
    case "enum":
      return enumField(f, parts);
    case "integer":
    case "number":
      return numberField(f, parts);
    case "string":
      return stringField(f, parts);
  }
}
