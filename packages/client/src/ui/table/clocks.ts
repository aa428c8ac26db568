/** The clock faces of the table page (seat list and status bar), set from the synced clock and the server's time. */
import type { Translate } from "../../i18n/i18n.ts";
import { formatClock, isLow, timeLeft } from "../../state/clock.ts";
import type { TableSnapshot } from "../../state/snapshot.ts";
import { seatName } from "../../state/table.ts";

/** Whether a clock runs now (the faces then tick). */
export function clocksRun(snap: TableSnapshot | null): boolean {
  const c = snap?.clock ?? null;
  return c !== null && snap?.status === "playing" && c.running.length > 0;
}

/**
 * Sets every `.seat-clock` face inside `boxes` at `serverNow`; returns the faces of `seatsBox` by
 * seat (what the seat list shows), [] without a clock.
 */
export function showClocks(
  snap: TableSnapshot | null,
  seatsBox: HTMLElement,
  boxes: readonly HTMLElement[],
  serverNow: number,
  t: Translate,
): string[] {
  const c = snap?.clock ?? null;
  if (!c || !snap) return [];
  const faces: string[] = [];
  for (const el of boxes.flatMap((b) => [...b.querySelectorAll<HTMLElement>(".seat-clock")])) {
    const seat = Number(el.dataset.seat);
    const ms = timeLeft(c, seat, serverNow);
    const face = formatClock(ms);
    const on = snap.status === "playing" && c.running.includes(seat);
    if (el.textContent !== face) el.textContent = face;
    el.classList.toggle("running", on);
    el.classList.toggle("low", on && isLow(c, ms));
    el.setAttribute(
      "aria-label",
      t("clock.left", { name: seatName(snap.players[seat], seat, t), time: face }),
    );
    if (seatsBox.contains(el)) faces[seat] = face;
  }
  return faces;
}
