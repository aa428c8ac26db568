/** The two shapes of a form field in the lobby's forms: a label over a control, a checkbox with its label. */
import { h } from "../dom.ts";

type Extra = Node | string | null;

/** A label, its control, then hints or units. */
export function labeledField(
  id: string,
  label: string,
  control: HTMLElement,
  ...extra: Extra[]
): HTMLElement {
  return h("div", { class: "field" }, h("label", { for: id }, label), control, ...extra);
}

/** A checkbox, its label, then hints or other controls; `toggle` gets the new state. */
export function checkField(
  id: string,
  label: string,
  checked: boolean,
  toggle: (on: boolean) => void,
  ...extra: Extra[]
): HTMLElement {
  return h(
    "div",
    { class: "field field-check" },
    h("input", {
      id,
      type: "checkbox",
      checked,
      onchange: (e: Event) => toggle((e.target as HTMLInputElement).checked),
    }),
    h("label", { for: id }, label),
    ...extra,
  );
}
