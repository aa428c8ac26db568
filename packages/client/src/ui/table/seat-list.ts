/** The table's seats: name, badges (you, host, bot and why), connection, turn and clock; the time control, spectators and the fair deal. */
import type { PlayerInfo } from "../../games/contract.ts";
import type { Translate } from "../../i18n/i18n.ts";
import { clockSummary } from "../../state/clock.ts";
import type { TableSnapshot } from "../../state/snapshot.ts";
import { seatName } from "../../state/table.ts";
import { h, replace, svg } from "../dom.ts";
import { fairDeal } from "../fair.ts";
import { seatBadge } from "../seat-badge.ts";

/** A small stopwatch, drawn here (fonts often lack ⏱). */
const CLOCK_ICON =
  '<svg class="clock-icon" viewBox="0 0 16 16" width="14" height="14"><circle cx="8" cy="9" r="5.5" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M8 9V6M6.5 1.8h3M8 1.8v1.7" stroke="currentColor" stroke-width="1.5" fill="none" stroke-linecap="round"/></svg>';

function seatTags(snap: TableSnapshot, p: PlayerInfo, mySeat: number | null, t: Translate): HTMLElement[] {
  const tags: HTMLElement[] = [];
  if (p.seat === mySeat) tags.push(h("span", { class: "tag tag-you" }, t("seat.you")));
  if (p.seat === snap.owner && snap.status === "waiting")
    tags.push(h("span", { class: "tag" }, t("seat.host")));
  if (p.kind === "bot") {
    const why = p.botReason ? t(`seat.botReason.${p.botReason}`) : "";
    tags.push(
      h("span", { class: "tag tag-bot", title: why }, why ? `${t("seat.bot")} · ${why}` : t("seat.bot")),
    );
  }
  return tags;
}

function connectionTag(p: PlayerInfo, t: Translate): HTMLElement | null {
  if (p.kind === "human") {
    return h(
      "span",
      { class: `conn ${p.connected ? "conn-on" : "conn-off"}` },
      h("span", { class: "dot", "aria-hidden": "true" }),
      p.connected ? t("seat.online") : t("seat.away"),
    );
  }
  return p.kind === "empty" ? h("span", { class: "conn conn-off" }, t("seat.open")) : null;
}

function seatRow(snap: TableSnapshot, p: PlayerInfo, mySeat: number | null, t: Translate): HTMLElement {
  const acting = snap.status === "playing" && snap.actors.includes(p.seat);
  const clock =
    snap.clock && snap.status !== "waiting"
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
      h("span", { class: "seat-name" }, seatName(p, p.seat, t)),
      h("span", { class: "seat-tags" }, ...seatTags(snap, p, mySeat, t), connectionTag(p, t)),
    ),
    acting ? h("span", { class: "seat-turn" }, t("seat.acting")) : null,
    clock,
  );
}

/** Draws the seats of `snap` (empty while joining) as the viewer in `mySeat` sees them. */
export function renderSeats(
  el: HTMLElement,
  snap: TableSnapshot | null,
  mySeat: number | null,
  t: Translate,
): void {
  if (!snap) {
    replace(el);
    return;
  }
  const c = snap.clock;
  replace(
    el,
    h("h2", { class: "side-title" }, t("seats.title")),
    h(
      "ol",
      { class: "seat-list" },
      snap.players.map((p) => seatRow(snap, p, mySeat, t)),
    ),
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
}
