/** Space Gate Odyssey board, the Odyssey command station: the five control rooms with every player's figures and action points, full and compact. Drawing only: what is clickable is decided by the adapter. */
import { ROOMS, type Room } from "@starport/rules/space-gate-odyssey/content.ts";
import type { SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import type { PlayerInfo } from "../contract.ts";
import { type Drawn, type Hit, hitRect, type Pt } from "../kit/geometry.ts";
import { type Paint, text } from "../kit/paint.ts";
import { PALETTE, seatColor } from "../theme.ts";
import { COLORS, engineer, ROOM_COLORS, robot, roomIcon, seatToken } from "./art.ts";

type T = (key: string, params?: Record<string, string | number>) => string;

const ROOM_W = 200;
const ROOM_GAP = 14;
const ROOM_HEAD = 64;
const ROW_H = 58;

/** The five control rooms with every player's engineers, chiefs and robots; the activated room marked. */
export function drawOdyssey(
  p: Paint,
  view: SgoPublicView,
  players: readonly PlayerInfo[],
  me: number | null,
  t: T,
  cols = 5,
): Drawn {
  const g = p.g;
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const n = view.players;
  const h = ROOM_HEAD + n * ROW_H + 14;
  const active = view.act?.room ?? null;
  // Rooms in `cols` columns: one row on a wide screen, 3 + 2 on a phone.
  const origin = (i: number): Pt => ({
    x: (i % cols) * (ROOM_W + ROOM_GAP),
    y: Math.floor(i / cols) * (h + ROOM_GAP),
  });
  ROOMS.forEach((room, i) => {
    const { x, y: oy } = origin(i);
    const isActive = room === active;
    g.fillStyle(isActive ? 0x26304f : COLORS.panelHi, 1);
    g.fillRoundedRect(x, oy, ROOM_W, h, 14);
    g.lineStyle(isActive ? 6 : 2, isActive ? COLORS.warn : COLORS.line, 1);
    g.strokeRoundedRect(x, oy, ROOM_W, h, 14);
    g.fillStyle(ROOM_COLORS[room], 0.16);
    g.fillRoundedRect(x + 4, oy + 4, ROOM_W - 8, ROOM_HEAD - 10, 10);
    roomIcon(g, room, x + 30, oy + 30, 34);
    const name = text(p, x + 54, oy + (isActive ? 20 : 30), t(`room.${room}`), 24, "#e8ebf5", [0, 0.5], true);
    if (name.width > ROOM_W - 62) name.setScale((ROOM_W - 62) / name.width);
    if (isActive) text(p, x + 54, oy + 44, t("label.active"), 16, PALETTE.warn, [0, 0.5], true);
    hits.push(hitRect(`room:${room}`, { x, y: oy, w: ROOM_W, h }));
    anchors.set(`room:${room}`, { x: x + ROOM_W / 2, y: oy + ROOM_HEAD / 2 });
  });
  // Figures drawn after the rooms so their hit areas are found first.
  for (let seat = 0; seat < n; seat++) {
    const pv = view.seats[seat];
    if (!pv) continue;
    ROOMS.forEach((room, i) => {
      const { x, y: oy } = origin(i);
      const y = oy + ROOM_HEAD + seat * ROW_H;
      if (seat % 2 === 1) {
        g.fillStyle(0xffffff, 0.03);
        g.fillRect(x + 4, y, ROOM_W - 8, ROW_H);
      }
      const f = pv.rooms[room];
      seatToken(g, seat, x + 18, y + ROW_H / 2, 9);
      anchors.set(`fig:${seat}:${room}`, { x: x + 70, y: y + ROW_H / 2 });
      let fx = x + 42;
      const group = (kind: "engineer" | "chief" | "robot", count: number): void => {
        if (count <= 0) return;
        const x0 = fx;
        const shown = count > 3 ? 1 : count;
        for (let k = 0; k < shown; k++) {
          if (kind === "robot") robot(g, seat, fx + 12, y + ROW_H / 2 + 4, 38);
          else engineer(g, seat, fx + 12, y + ROW_H / 2 + 2, 42, kind === "chief");
          fx += 25;
        }
        if (count > 3) {
          text(p, fx + 2, y + ROW_H / 2, `×${count}`, 20, "#e8ebf5", [0, 0.5], true);
          fx += 34;
        }
        if (seat === me) {
          hits.push(hitRect(`fig:${room}:${kind}`, { x: x0 - 2, y: y + 3, w: fx - x0 + 4, h: ROW_H - 6 }));
        }
        anchors.set(`fig:${seat}:${room}:${kind}`, { x: x0 + 12, y: y + ROW_H / 2 });
        fx += 4;
      };
      group("chief", f.chiefs);
      group("engineer", f.engineers);
      group("robot", f.robots);
      const pts = f.points;
      if (pts > 0) {
        g.fillStyle(0x0b1020, 0.8);
        g.fillCircle(x + ROOM_W - 20, y + ROW_H / 2, 14);
        text(p, x + ROOM_W - 20, y + ROW_H / 2, String(pts), 18, seatColor(seat), [0.5, 0.5], true);
      }
    });
  }
  void players;
  return {
    bounds: {
      x: -6,
      y: -6,
      w: cols * ROOM_W + (cols - 1) * ROOM_GAP + 12,
      h: Math.ceil(5 / cols) * (h + ROOM_GAP) - ROOM_GAP + 12,
    },
    hits,
    anchors,
    items: new Map(),
  };
}

// ---------------------------------------------------------------- compact (beside the panel in front)

/** The Odyssey at a glance: per room, each player's action points there; the activated room marked. */
export function drawOdysseyCompact(p: Paint, view: SgoPublicView): Drawn {
  const g = p.g;
  const anchors = new Map<string, Pt>();
  const colW = 112;
  const head = 58;
  const row = 46;
  const n = view.players;
  const h = head + n * row + 8;
  const active = view.act?.room ?? null;
  ROOMS.forEach((room, i) => {
    const x = i * colW;
    const on = room === active;
    g.fillStyle(on ? 0x26304f : COLORS.panelHi, 1);
    g.fillRoundedRect(x + 3, 0, colW - 6, h, 12);
    g.lineStyle(on ? 6 : 2, on ? COLORS.warn : COLORS.line, 1);
    g.strokeRoundedRect(x + 3, 0, colW - 6, h, 12);
    roomIcon(g, room, x + colW / 2, 29, 40);
    anchors.set(`room:${room}`, { x: x + colW / 2, y: 29 });
    for (let seat = 0; seat < n; seat++) {
      const f = view.seats[seat]?.rooms[room];
      const y = head + seat * row + row / 2;
      anchors.set(`fig:${seat}:${room}`, { x: x + colW / 2, y });
      if (!f) continue;
      const pts = f.points;
      seatToken(g, seat, x + 28, y, 11);
      text(
        p,
        x + 52,
        y,
        pts > 0 ? String(pts) : "·",
        34,
        pts > 0 ? seatColor(seat) : "#5b6488",
        [0, 0.5],
        true,
      );
    }
  });
  return { bounds: { x: -4, y: -4, w: 5 * colW + 8, h: h + 8 }, hits: [], anchors, items: new Map() };
}

/** A room's anchor (for animations that concern a whole room). */
export const roomAnchor = (room: Room): string => `room:${room}`;
