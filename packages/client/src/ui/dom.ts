/** A few DOM helpers; the UI is plain TypeScript, no framework. */

type Child = Node | string | number | null | undefined | false | Child[];
type Props = Record<string, unknown>;

/**
 * Creates an element. Props: `class`, `text`, `on<event>` handlers (functions), `dataset`
 * (object), booleans as present/absent attributes, anything else as an attribute.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props | null = null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props ?? {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") el.className = String(v);
    else if (k === "text") el.textContent = String(v);
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (k.startsWith("on") && typeof v === "function")
      el.addEventListener(k.slice(2), v as EventListener);
    else if (k === "value" && "value" in el) (el as HTMLInputElement).value = String(v);
    else if (k === "checked" && "checked" in el) (el as HTMLInputElement).checked = Boolean(v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  append(el, children);
  return el;
}

function append(el: Node, children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else
      el.appendChild(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  }
}

/** Replaces all children of `el`. */
export function replace(el: Element, ...children: Child[]): void {
  el.replaceChildren();
  append(el, children);
}

/** What each keyed list shows now: one key per child (see `renderKeyed`). */
const shownKeys = new WeakMap<Element, readonly string[]>();

/**
 * Shows `items` in `list`, a child each, `empty` when there are none. `key` says what an item's
 * drawing shows (the same key, the same drawing). When the list already shows the first items, the
 * usual case for a log or a chat that grows at its end, only the new ones are drawn and added.
 * Drawing a long stellar_omega game's log (about 600 lines) and the layout that follows took about
 * 200 ms of a table page's first draw in headless Chromium; it was done again at every update.
 */
export function renderKeyed<T>(
  list: Element,
  items: readonly T[],
  key: (item: T) => string,
  draw: (item: T) => Node,
  empty: () => Node,
): void {
  const keys = items.map(key);
  const before = shownKeys.get(list);
  const grows =
    before !== undefined &&
    before.length > 0 &&
    before.length <= keys.length &&
    list.childElementCount === before.length &&
    before.every((k, i) => k === keys[i]);
  if (grows) list.append(...items.slice(before.length).map(draw));
  else if (items.length === 0) list.replaceChildren(empty());
  else list.replaceChildren(...items.map(draw));
  shownKeys.set(list, keys);
}

/** An inline SVG element from trusted markup made by this client. */
export function svg(markup: string, label?: string): SVGElement {
  const tpl = document.createElement("template");
  tpl.innerHTML = markup.trim();
  const el = tpl.content.firstElementChild as SVGElement;
  if (label) {
    el.setAttribute("role", "img");
    el.setAttribute("aria-label", label);
  } else el.setAttribute("aria-hidden", "true");
  return el;
}
