/** The table's status bar: whose turn, the game's prompt, "spectating", and the player's own clock. */
import type { Translate } from "../../i18n/i18n.ts";
import type { TableSnapshot } from "../../state/snapshot.ts";
import { type BoardNow, myTurn, turnText } from "../../state/table.ts";
import { h, replace } from "../dom.ts";

/** Draws the status of `snap` (null: still joining) for the viewer in `seat`, with the game's `prompt`. */
export function renderStatus(
  el: HTMLElement,
  snap: TableSnapshot | null,
  seat: number | null,
  board: BoardNow,
  prompt: string,
  t: Translate,
): void {
  if (!snap) {
    replace(el, h("span", { class: "muted" }, t("conn.joining")));
    return;
  }
  const role = seat === null ? t("status.spectating") : "";
  const mine = myTurn(snap, seat, board);
  const turn = turnText(snap, seat, board, t);
  el.classList.toggle("my-turn", mine);
  replace(
    el,
    h("strong", { class: "turn", id: "turn" }, turn),
    prompt ? h("span", { class: "prompt", id: "prompt" }, prompt) : null,
    role ? h("span", { class: "tag" }, role) : null,
    // the player's own clock stays in sight (the status bar sticks to the top on a phone)
    snap.clock && seat !== null && snap.status === "playing"
      ? h("span", { class: "seat-clock status-clock", "data-seat": seat, id: "my-clock", role: "timer" })
      : null,
  );
  steady(el, `${mine}|${turn}|${window.innerWidth}`);
}

/** The page's narrow layout, where the bar sticks to the top above the board (styles.css). */
const NARROW = "(max-width: 860px)";

/**
 * On a phone, while the turn stays the same (and the page's width), the bar never gets shorter: a
 * shorter prompt after a tap would move the whole board under it up, and the next tap would land
 * on another button. (On a desktop a line kept through the next phase would cost the board room.)
 */
function steady(el: HTMLElement, key: string): void {
  if (!window.matchMedia?.(NARROW).matches) {
    el.style.minHeight = "";
    return;
  }
  if (el.dataset.steady !== key) {
    el.dataset.steady = key;
    el.style.minHeight = "";
  }
  const height = el.offsetHeight;
  if (height > (Number.parseFloat(el.style.minHeight) || 0)) el.style.minHeight = `${height}px`;
}
