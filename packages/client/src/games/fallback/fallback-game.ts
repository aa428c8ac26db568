/**
 * The generic board for games without a dedicated scene: the public and private views as a
 * readable outline, and the legal moves as buttons grouped by kind. Plain HTML, so it is
 * accessible and works at any width.
 */
import { seatBadge } from "../../ui/seat-badge.ts";
import type { ClientGame, GameScreen, PlayerInfo, SceneHost, SceneUpdate } from "../contract.ts";
import type { LabelCtx, Words } from "./labels.ts";
import { eventText, moveGroups, moveLabel } from "./moves.ts";
import { type VNode, viewModel } from "./view-model.ts";

type Messages = ClientGame["messages"];
type Update = SceneUpdate<unknown, unknown, unknown, unknown>;

const FILTER_FROM = 16;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  cls?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function seatLabel(text: string, seat: number | undefined): HTMLElement {
  const span = el("span", "fb-seat");
  if (seat !== undefined) span.append(seatBadge(seat, 14));
  span.append(text);
  return span;
}

/** Renders outline nodes; values changed since the last render get the `fb-changed` class. */
function renderNodes(
  nodes: VNode[],
  depth: number,
  prev: Map<string, string>,
  next: Map<string, string>,
): Node[] {
  const out: Node[] = [];
  let dl: HTMLDListElement | null = null;
  const mark = (e: HTMLElement, path: string, text: string): void => {
    next.set(path, text);
    const before = prev.get(path);
    if (before !== undefined && before !== text) e.classList.add("fb-changed");
  };
  for (const n of nodes) {
    if (n.kind === "value" || n.kind === "list") {
      if (!dl) {
        dl = el("dl", "fb-dl");
        out.push(dl);
      }
      const dt = el("dt", undefined, n.label);
      const dd = el("dd");
      if (n.kind === "value") {
        dd.append(seatLabel(n.text, n.seat));
        mark(dd, n.path, n.text);
      } else {
        const ul = el("ul", "fb-chips");
        for (const it of n.items) {
          const li = el("li");
          li.append(seatLabel(it.text, it.seat));
          ul.append(li);
        }
        dd.append(ul);
        mark(dd, n.path, n.items.map((i) => i.text).join("|"));
      }
      dl.append(dt, dd);
      continue;
    }
    dl = null;
    if (n.kind === "table") {
      const wrap = el("div", "fb-table-wrap");
      const table = el("table", "fb-table");
      const cap = el("caption", undefined, n.label);
      const thead = el("thead");
      const hr = el("tr");
      hr.append(el("th", undefined, ""));
      n.columns.forEach((c, i) => {
        const th = el("th");
        th.scope = "col";
        th.append(seatLabel(c, n.columnSeats?.[i] ?? undefined));
        hr.append(th);
      });
      thead.append(hr);
      // A one-column table of per-seat values needs no header row: the caption says what it is.
      if (n.columns.every((c) => c === "")) thead.hidden = true;
      const tbody = el("tbody");
      n.rows.forEach((r, i) => {
        const tr = el("tr");
        const th = el("th");
        th.scope = "row";
        th.append(seatLabel(r.label, r.seat));
        tr.append(th);
        r.cells.forEach((c, j) => {
          const td = el("td", undefined, c);
          mark(td, `${n.path}/#${i}/${j}`, c);
          tr.append(td);
        });
        tbody.append(tr);
      });
      table.append(cap, thead, tbody);
      wrap.append(table);
      out.push(wrap);
      continue;
    }
    const sec = el("section", "fb-group");
    const hd = el(`h${Math.min(6, 4 + depth)}` as "h4", "fb-group-title");
    hd.append(seatLabel(n.label, n.seat));
    sec.append(hd, ...renderNodes(n.children, depth + 1, prev, next));
    out.push(sec);
  }
  return out;
}

/**
 * Any view as the generic board's outline (label/value pairs, per-seat rows, tables), e.g. a seat's
 * private view revealed in a replay. `words` are the shell's and the game's translations.
 */
export function outlineOf(
  view: unknown,
  words: Words,
  players: readonly PlayerInfo[],
  opts: Pick<FallbackOptions, "seatKeys" | "perSeatKeys"> = {},
): Node[] {
  const ctx: LabelCtx = {
    words,
    players,
    ...(opts.seatKeys ? { seatKeys: new Set(opts.seatKeys) } : {}),
    ...(opts.perSeatKeys ? { perSeatKeys: new Set(opts.perSeatKeys) } : {}),
  };
  const nodes = viewModel(view, ctx);
  if (nodes.length === 0) return [el("p", "fb-empty", words.t("fb.none"))];
  return renderNodes(nodes, 0, new Map(), new Map());
}

/** The fallback screen. */
class FallbackScreen implements GameScreen<unknown, unknown, unknown, unknown> {
  private readonly root: HTMLElement;
  private readonly movesBox: HTMLElement;
  private readonly publicBox: HTMLElement;
  private readonly privateBox: HTMLElement;
  private readonly host: SceneHost<unknown>;
  private filter = "";
  private lastKey = "";
  private values = new Map<string, string>();
  private sentVersion = -1;
  private readonly hints: Pick<LabelCtx, "seatKeys" | "perSeatKeys">;

  constructor(
    parent: HTMLElement,
    host: SceneHost<unknown>,
    hints: Pick<LabelCtx, "seatKeys" | "perSeatKeys">,
  ) {
    this.host = host;
    this.hints = hints;
    this.root = el("div", "fb");
    this.movesBox = el("section", "fb-moves");
    this.privateBox = el("section", "fb-view fb-private");
    this.publicBox = el("section", "fb-view fb-public");
    this.movesBox.setAttribute("aria-label", host.t("fb.moves"));
    this.root.append(this.movesBox, this.privateBox, this.publicBox);
    parent.append(this.root);
  }

  private ctx(players: PlayerInfo[]): LabelCtx {
    const words: Words = { t: (k, p) => this.host.t(k, p), has: (k) => this.host.has(k) };
    return { words, players, ...this.hints };
  }

  update(u: Update): void {
    const key = JSON.stringify([u.view, u.legal, u.players, u.version, u.seat, this.host.t("fb.moves")]);
    if (key === this.lastKey) return;
    this.lastKey = key;
    const ctx = this.ctx(u.players);
    this.renderMoves(u, ctx);
    const next = new Map<string, string>();
    this.renderView(this.privateBox, "fb.private", u.view.private, ctx, next);
    this.renderView(this.publicBox, "fb.public", u.view.public, ctx, next);
    this.values = next;
    if (this.host.speed() > 0) {
      const ms = Math.round(1500 / this.host.speed());
      this.root.style.setProperty("--fb-flash", `${ms}ms`);
    } else this.root.querySelectorAll(".fb-changed").forEach((e) => e.classList.remove("fb-changed"));
  }

  private renderView(
    box: HTMLElement,
    titleKey: string,
    view: unknown,
    ctx: LabelCtx,
    next: Map<string, string>,
  ): void {
    box.replaceChildren();
    if (view === null || view === undefined) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    box.append(el("h3", "fb-title", this.host.t(titleKey)));
    const nodes = viewModel(view, ctx);
    if (nodes.length === 0) box.append(el("p", "fb-empty", this.host.t("fb.none")));
    box.append(...renderNodes(nodes, 0, this.values, next));
  }

  private renderMoves(u: Update, ctx: LabelCtx): void {
    const box = this.movesBox;
    const hadFocus =
      box.contains(document.activeElement) && document.activeElement instanceof HTMLInputElement;
    box.replaceChildren();
    if (u.seat === null || u.legal.length === 0) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    box.append(el("h3", "fb-title", this.host.t("fb.moves")));
    const groups = moveGroups(u.legal, ctx);
    const lists: { li: HTMLLIElement; text: string }[] = [];
    if (u.legal.length >= FILTER_FROM) {
      const input = el("input", "input fb-filter");
      input.type = "search";
      input.placeholder = this.host.t("fb.filter");
      input.setAttribute("aria-label", this.host.t("fb.filter"));
      input.value = this.filter;
      input.addEventListener("input", () => {
        this.filter = input.value;
        apply();
      });
      box.append(input);
      if (hadFocus) queueMicrotask(() => input.focus());
    }
    for (const g of groups) {
      const sec = el("div", "fb-move-group");
      const title = el(
        "h4",
        "fb-move-kind",
        g.buttons.length > 3 ? `${g.label} (${g.buttons.length})` : g.label,
      );
      const ul = el("ul", "fb-move-list");
      for (const b of g.buttons) {
        const li = el("li");
        const btn = el("button", "btn fb-move", b.label);
        btn.type = "button";
        btn.dataset.move = JSON.stringify(b.move);
        btn.title = moveLabel(b.move, ctx, true);
        btn.disabled = this.sentVersion === u.version;
        btn.addEventListener("click", () => {
          this.sentVersion = u.version;
          box.querySelectorAll("button").forEach((x) => {
            x.disabled = true;
          });
          this.host.send(b.move);
        });
        li.append(btn);
        ul.append(li);
        lists.push({ li, text: `${g.label} ${b.label}`.toLowerCase() });
      }
      sec.append(title, ul);
      box.append(sec);
    }
    const apply = (): void => {
      const f = this.filter.trim().toLowerCase();
      for (const x of lists) x.li.hidden = f !== "" && !x.text.includes(f);
    };
    apply();
  }

  /** A refused move lets the player try again. */
  rejected(): void {
    this.sentVersion = -1;
    this.movesBox.querySelectorAll("button").forEach((x) => {
      x.disabled = false;
    });
  }

  destroy(): void {
    this.root.remove();
  }
}

/**
 * Options of a fallback game: the game's words (`field.*`, `value.*`, `move.*`, `move.*.group`,
 * `event.*`, `error.*`) and which of its fields hold seats, beside the names guessed by default.
 */
export interface FallbackOptions {
  messages?: Partial<Messages>;
  /** Fields whose integer value is a seat (shown as the player's name). */
  seatKeys?: string[];
  /** Arrays with one entry per seat (rows named by player). */
  perSeatKeys?: string[];
}

/** A ClientGame that shows any game as an outline with move buttons. */
export function fallbackGame(id: string, opts: FallbackOptions = {}): ClientGame {
  const messages: Messages = { en: opts.messages?.en ?? {}, es: opts.messages?.es ?? {} };
  const hints = {
    ...(opts.seatKeys ? { seatKeys: new Set(opts.seatKeys) } : {}),
    ...(opts.perSeatKeys ? { perSeatKeys: new Set(opts.perSeatKeys) } : {}),
  };
  const words = (t: SceneHost<unknown>["t"]): Words => ({
    t,
    // The fallback only needs `has` for the game's own keys; the shell's dictionary is not consulted.
    has: (k) => Object.hasOwn(messages.en, k),
  });
  return {
    id,
    messages,
    mount(parent, host) {
      return new FallbackScreen(parent, host, hints);
    },
    describeEvent(e, { players, t }) {
      return eventText(e as Record<string, unknown>, { words: words(t), players, ...hints });
    },
    prompt(u, t) {
      if (u.status === "finished") return t("fb.prompt.over");
      if (u.seat === null) return t("fb.prompt.watch");
      if (u.legal.length > 0) return t("fb.prompt.choose", { n: u.legal.length });
      if (u.actors.includes(u.seat)) return t("fb.prompt.thinking");
      return t("fb.prompt.wait");
    },
  };
}
