/**
 * Drawing of each part of the board in its own world coordinates (the scene's cameras scale and
 * place them): the space station, the Odyssey command station, the worksite, Hawking and the
 * exoplanets. Each function returns the clickable areas (by target id, see adapter.ts) and the
 * anchors animations fly between. Drawing only: what is clickable is decided by the adapter.
 */

import {
  DOMAINS,
  ENGINEER_RANKS,
  GOVERNMENT_RANKS,
  MODULE_TYPES,
  MODULES,
  ROOMS,
  type Room,
  WHEEL_SPACES,
} from "@starport/rules/space-gate-odyssey/content.ts";
import { planetDef } from "@starport/rules/space-gate-odyssey/exoplanets.ts";
import { corridorSides } from "@starport/rules/space-gate-odyssey/station.ts";
import type { ModuleView, SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import type * as Phaser from "phaser";
import type { PlayerInfo } from "../contract.ts";
import { type Drawn, type Hit, hitRect, type Pt, type Rect } from "../kit/geometry.ts";
import { type Paint, text } from "../kit/paint.ts";
import { PALETTE, seatColor } from "../theme.ts";
import {
  COLORS,
  DOMAIN_COLORS,
  domainIcon,
  drawTile,
  engineer,
  PLANET_COLORS,
  ROOM_COLORS,
  robot,
  roomIcon,
  seatToken,
  slotPositions,
} from "./art.ts";
import { playerName } from "./words.ts";

type T = (key: string, params?: Record<string, string | number>) => string;

export type { Drawn, Hit, Pt } from "../kit/geometry.ts";
export { hitCentre, inHit } from "../kit/geometry.ts";
export type { Paint } from "../kit/paint.ts";
export { dropPool, FONT, text, textPool } from "../kit/paint.ts";

// ---------------------------------------------------------------- space station

export const CELL = 120;

/** A module shown in a station cell that is not (yet) part of the view: the tile being placed. */
export interface Ghost {
  tile: number;
  x: number;
  y: number;
  rotation: number;
  on: boolean;
  settlers: number;
}

/**
 * A player's station as a grid of square modules. `cells` are the empty cells offered for the
 * module being placed (drawn and clickable); `ghost` is that module where the player put it.
 */
export function drawStation(
  p: Paint,
  view: SgoPublicView,
  owner: number,
  opts: { cells: Pt[]; ghost: Ghost | null },
): Drawn {
  const g = p.g;
  const station = view.seats[owner]?.station ?? [];
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const xs = [...station.map((m) => m.x), ...opts.cells.map((c) => c.x)];
  const ys = [...station.map((m) => m.y), ...opts.cells.map((c) => c.y)];
  // One ring of empty space around the station (drawn as a faint grid), fitted with a small margin.
  const minX = Math.min(...xs) - 1;
  const maxX = Math.max(...xs) + 1;
  const minY = Math.min(...ys) - 1;
  const maxY = Math.max(...ys) + 1;
  const pad = CELL * 0.7;
  // Faint grid of the surrounding space, so empty cells read as places.
  g.lineStyle(2, COLORS.line, 0.35);
  for (let x = minX; x <= maxX; x++) {
    for (let y = minY; y <= maxY; y++) g.strokeRect(x * CELL + 4, y * CELL + 4, CELL - 8, CELL - 8);
  }
  for (const c of opts.cells) {
    g.fillStyle(COLORS.accent, 0.1);
    g.fillRect(c.x * CELL + 6, c.y * CELL + 6, CELL - 12, CELL - 12);
    g.lineStyle(3, COLORS.accent, 0.8);
    g.lineBetween(
      c.x * CELL + CELL / 2 - 14,
      c.y * CELL + CELL / 2,
      c.x * CELL + CELL / 2 + 14,
      c.y * CELL + CELL / 2,
    );
    g.lineBetween(
      c.x * CELL + CELL / 2,
      c.y * CELL + CELL / 2 - 14,
      c.x * CELL + CELL / 2,
      c.y * CELL + CELL / 2 + 14,
    );
    const r = { x: c.x * CELL, y: c.y * CELL, w: CELL, h: CELL };
    hits.push(hitRect(`cell:${c.x},${c.y}`, r));
    anchors.set(`cell:${c.x},${c.y}`, { x: r.x + CELL / 2, y: r.y + CELL / 2 });
  }
  for (const m of station) drawModule(p, m, owner, hits, anchors);
  if (opts.ghost) {
    const gh = opts.ghost;
    const look = {
      tile: gh.tile,
      on: gh.on,
      settlers: gh.settlers,
      owner,
      corridors: corridorSides(gh.tile, gh.rotation),
      alpha: 0.92,
    };
    const cx = gh.x * CELL + CELL / 2;
    const cy = gh.y * CELL + CELL / 2;
    const res = drawTile(g, look, cx, cy, CELL);
    if (res.gateText)
      text(p, cx - CELL / 2 + CELL * 0.255, cy - CELL / 2 + CELL * 0.255, res.gateText, 19, "#ffffff");
    g.lineStyle(5, COLORS.warn, 1);
    g.strokeRect(cx - CELL / 2 + 2, cy - CELL / 2 + 2, CELL - 4, CELL - 4);
    // A turning arrow: click the module to turn it.
    g.lineStyle(4, COLORS.warn, 1);
    g.beginPath();
    g.arc(cx + CELL / 2 - 20, cy + CELL / 2 - 20, 11, -Math.PI * 0.9, Math.PI * 0.5);
    g.strokePath();
    g.fillStyle(COLORS.warn, 1);
    g.fillTriangle(
      cx + CELL / 2 - 20,
      cy + CELL / 2 - 4,
      cx + CELL / 2 - 27,
      cy + CELL / 2 - 13,
      cx + CELL / 2 - 14,
      cy + CELL / 2 - 14,
    );
  }
  return {
    bounds: {
      x: minX * CELL + pad,
      y: minY * CELL + pad,
      w: (maxX - minX + 1) * CELL - 2 * pad,
      h: (maxY - minY + 1) * CELL - 2 * pad,
    },
    hits,
    anchors,
    items: new Map(),
  };
}

function drawModule(p: Paint, m: ModuleView, owner: number, hits: Hit[], anchors: Map<string, Pt>): void {
  const cx = m.x * CELL + CELL / 2;
  const cy = m.y * CELL + CELL / 2;
  const res = drawTile(
    p.g,
    { tile: m.tile, on: m.on, settlers: m.settlers, owner, corridors: m.corridors, open: m.openSides },
    cx,
    cy,
    CELL,
  );
  if (res.gateText)
    text(p, cx - CELL / 2 + CELL * 0.255, cy - CELL / 2 + CELL * 0.255, res.gateText, 19, "#ffffff");
  if (!m.on) text(p, cx, cy + CELL * 0.4, "OFF", 13, "#a3acc6", [0.5, 0.5], true);
  const r = { x: m.x * CELL, y: m.y * CELL, w: CELL, h: CELL };
  hits.push(hitRect(`mod:${m.tile}`, r));
  anchors.set(`mod:${m.tile}`, { x: cx, y: cy });
  anchors.set(`cell:${m.x},${m.y}`, { x: cx, y: cy });
  slotPositions(tileCapacity(m.tile), cx, cy, CELL).forEach(([x, y], i) => {
    anchors.set(`slot:${m.tile}:${i}`, { x, y });
  });
}

const tileCapacity = (tile: number): number => MODULES[tile]?.capacity ?? 0;

/** A small picture of a station (one coloured square per module), for the station chooser. */
export function miniStation(g: Phaser.GameObjects.Graphics, station: readonly ModuleView[], box: Rect): void {
  if (station.length === 0) return;
  const xs = station.map((m) => m.x);
  const ys = station.map((m) => m.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const cols = Math.max(...xs) - minX + 1;
  const rows = Math.max(...ys) - minY + 1;
  const s = Math.min(box.w / cols, box.h / rows, 9);
  const ox = box.x + (box.w - s * cols) / 2;
  const oy = box.y + (box.h - s * rows) / 2;
  for (const m of station) {
    const d = MODULES[m.tile]?.domain;
    const c = d ? (m.on ? DOMAIN_COLORS[d].bright : DOMAIN_COLORS[d].fill) : COLORS.white;
    g.fillStyle(c, m.on || !d ? 1 : 0.7);
    g.fillRect(ox + (m.x - minX) * s + 0.5, oy + (m.y - minY) * s + 0.5, s - 1, s - 1);
  }
}

// ---------------------------------------------------------------- Odyssey command station

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

// ---------------------------------------------------------------- worksite

const PILE = 150;
const WS_LEFT = 150;
const WS_TOP = 56;

/** The nine piles (type x domain), top tile visible, pile sizes; the module just drawn beside them. */
export function drawWorksite(p: Paint, view: SgoPublicView, players: readonly PlayerInfo[], t: T): Drawn {
  const g = p.g;
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const used = new Set(view.act?.usedPiles ?? view.build?.usedPiles ?? []);
  DOMAINS.forEach((d, c) => {
    const x = WS_LEFT + c * PILE + PILE / 2;
    domainIcon(g, d, x - 48, WS_TOP / 2, 30);
    const name = text(p, x - 28, WS_TOP / 2, t(`domain.${d}`), 21, DOMAIN_COLORS[d].css, [0, 0.5], true);
    if (name.width > PILE - 40) name.setScale((PILE - 40) / name.width);
  });
  MODULE_TYPES.forEach((type, r) => {
    const y = WS_TOP + r * PILE + PILE / 2;
    const label = t(`type.${type}`);
    text(p, WS_LEFT - 12, y, label.replace(" ", "\n"), 19, "#a3acc6", [1, 0.5], true).setAlign("right");
  });
  view.piles.forEach((pile, i) => {
    const r = Math.floor(i / 3);
    const c = i % 3;
    const x = WS_LEFT + c * PILE;
    const y = WS_TOP + r * PILE;
    const cx = x + PILE / 2;
    const cy = y + PILE / 2 - 10;
    g.fillStyle(COLORS.panelHi, 1);
    g.fillRoundedRect(x + 6, y + 6, PILE - 12, PILE - 12, 10);
    if (pile.top !== null && pile.size > 0) {
      // A pile: a few tile edges under the visible top tile.
      const depth = Math.min(4, Math.ceil(pile.size / 3));
      for (let k = depth; k > 0; k--) {
        g.fillStyle(0x39415c, 1);
        g.fillRoundedRect(cx - 47 + k * 2, cy - 47 + k * 2, 94, 94, 9);
      }
      const res = drawTile(
        g,
        { tile: pile.top, on: false, settlers: 0, owner: 0, corridors: corridorSides(pile.top, 0) },
        cx,
        cy,
        100,
      );
      if (res.gateText) text(p, cx - 50 + 25.5, cy - 50 + 25.5, res.gateText, 16, "#ffffff");
      text(p, cx, y + PILE - 18, t("label.pile", { n: pile.size }), 18, "#e8ebf5", [0.5, 0.5], true);
    } else {
      g.lineStyle(2, COLORS.line, 1);
      g.strokeRoundedRect(cx - 45, cy - 45, 90, 90, 9);
      text(p, cx, cy, t("label.empty"), 18, "#a3acc6");
    }
    if (used.has(i)) {
      g.fillStyle(0x0b1020, 0.6);
      g.fillRoundedRect(x + 6, y + 6, PILE - 12, PILE - 12, 10);
      g.lineStyle(5, COLORS.bad, 0.9);
      g.lineBetween(x + 30, y + 30, x + PILE - 30, y + PILE - 30);
      g.lineBetween(x + PILE - 30, y + 30, x + 30, y + PILE - 30);
    }
    hits.push(hitRect(`pile:${i}`, { x: x + 4, y: y + 4, w: PILE - 8, h: PILE - 8 }));
    anchors.set(`pile:${i}`, { x: cx, y: cy });
  });
  // The module in hand (drawn, or being put back by a reorganization).
  const hx = WS_LEFT + 3 * PILE + 24;
  const hw = 180;
  const hy = WS_TOP + PILE / 2;
  g.lineStyle(2, COLORS.line, 1);
  g.strokeRoundedRect(hx, hy, hw, PILE * 1.6, 12);
  const hand = view.hand?.tile ?? view.reorganization?.lifted[0]?.tile ?? null;
  const handSeat = view.hand?.seat ?? view.reorganization?.seat ?? null;
  anchors.set("hand", { x: hx + hw / 2, y: hy + 100 });
  if (hand !== null && handSeat !== null) {
    text(
      p,
      hx + hw / 2,
      hy + 24,
      t("label.hand", { player: playerName(players, handSeat, t) }),
      17,
      seatColor(handSeat),
      [0.5, 0.5],
      true,
    )
      .setWordWrapWidth(hw - 12)
      .setAlign("center");
    const res = drawTile(
      g,
      { tile: hand, on: false, settlers: 0, owner: handSeat, corridors: corridorSides(hand, 0) },
      hx + hw / 2,
      hy + 110,
      110,
    );
    if (res.gateText) text(p, hx + hw / 2 - 55 + 28, hy + 110 - 55 + 28, res.gateText, 17, "#ffffff");
  }
  return {
    bounds: { x: 0, y: 0, w: hx + hw + 8, h: WS_TOP + 3 * PILE + 8 },
    hits,
    anchors,
    items: new Map(),
  };
}

// ---------------------------------------------------------------- Hawking

const WHEEL_C = { x: 200, y: 215 };
const WHEEL_R = 165;

/** Centre of a wheel space (0-9), clockwise from the top. */
export function wheelPoint(space: number, radius = WHEEL_R - 38): Pt {
  const a = -Math.PI / 2 + ((space + 0.5) * 2 * Math.PI) / WHEEL_SPACES;
  return { x: WHEEL_C.x + radius * Math.cos(a), y: WHEEL_C.y + radius * Math.sin(a) };
}

/** Radius of a seat's marker on the wheel (two rings, so markers on one space stay apart). */
export const markerRadius = (seat: number): number => WHEEL_R - 44 - (seat % 2) * 22;

const GOV_X = 400;
const GOV_ROW = 34;
const GOV_TOP = 44;
const TRACK_X = 610;
const TRACK_W = 78;

/** Centre of a government rank (1-10) slot of a seat. */
export function rankPoint(rank: number, seat: number): Pt {
  return { x: GOV_X + 52 + seat * 34, y: GOV_TOP + (GOVERNMENT_RANKS - rank) * GOV_ROW + GOV_ROW / 2 };
}

function predominanceToken(p: Paint, token: string, x: number, y: number, r: number): void {
  const g = p.g;
  g.fillStyle(0x0b1020, 1);
  g.fillCircle(x, y, r);
  g.lineStyle(3, 0xe8ebf5, 0.9);
  g.strokeCircle(x, y, r);
  if (token === "water" || token === "wildlife" || token === "energy") domainIcon(g, token, x, y, r * 1.3);
  else if (token === "balance") {
    domainIcon(g, "water", x - r * 0.45, y + r * 0.25, r * 0.7);
    domainIcon(g, "wildlife", x + r * 0.45, y + r * 0.25, r * 0.7);
    domainIcon(g, "energy", x, y - r * 0.4, r * 0.7);
  } else {
    g.lineStyle(3, 0xa3acc6, 1);
    g.strokeCircle(x, y, r * 0.45);
    g.lineBetween(x - r * 0.5, y + r * 0.5, x + r * 0.5, y - r * 0.5);
  }
}

/** Hawking: influence wheel, government ranks, predominance track, gates at Hawking, scores and reserves. */
export function drawHawking(p: Paint, view: SgoPublicView, players: readonly PlayerInfo[], t: T): Drawn {
  const g = p.g;
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  // Wheel.
  g.fillStyle(0x3a2f5a, 1);
  g.fillCircle(WHEEL_C.x, WHEEL_C.y, WHEEL_R);
  for (let s = 0; s < WHEEL_SPACES; s++) {
    const a0 = -Math.PI / 2 + (s * 2 * Math.PI) / WHEEL_SPACES;
    g.lineStyle(2, 0x0b1020, 1);
    g.lineBetween(
      WHEEL_C.x + 70 * Math.cos(a0),
      WHEEL_C.y + 70 * Math.sin(a0),
      WHEEL_C.x + WHEEL_R * Math.cos(a0),
      WHEEL_C.y + WHEEL_R * Math.sin(a0),
    );
    const np = wheelPoint(s, WHEEL_R - 16);
    text(p, np.x, np.y, String(s), 18, "#e8ebf5", [0.5, 0.5], true);
    anchors.set(`wheel:${s}`, wheelPoint(s));
  }
  // The arrow between 9 and 0: a lap places a figure in the government.
  g.fillStyle(COLORS.warn, 1);
  g.fillTriangle(
    WHEEL_C.x - 9,
    WHEEL_C.y - WHEEL_R - 6,
    WHEEL_C.x + 9,
    WHEEL_C.y - WHEEL_R + 2,
    WHEEL_C.x - 9,
    WHEEL_C.y - WHEEL_R + 10,
  );
  g.fillStyle(0x141a2e, 1);
  g.fillCircle(WHEEL_C.x, WHEEL_C.y, 72);
  text(p, WHEEL_C.x, WHEEL_C.y - 40, "Hawking", 24, "#e8ebf5", [0.5, 0.5], true);
  text(p, WHEEL_C.x, WHEEL_C.y - 14, t("label.wheel"), 15, "#a3acc6");
  anchors.set("hawking", { x: WHEEL_C.x, y: WHEEL_C.y });
  const atHawking = view.gates.filter((x) => x.at === "hawking");
  atHawking.forEach((x, i) => {
    const gx = WHEEL_C.x + (i - (atHawking.length - 1) / 2) * 40;
    g.lineStyle(3, COLORS.accent, 1);
    g.strokeCircle(gx, WHEEL_C.y + 26, 16);
    text(p, gx, WHEEL_C.y + 25, t(`gate.${x.gate}`), 20, PALETTE.accent, [0.5, 0.5], true);
    anchors.set(`gate:hawking:${x.gate}`, { x: gx, y: WHEEL_C.y + 26 });
  });
  // Seat markers on their wheel space (several on one space sit at different radii).
  for (let seat = 0; seat < view.players; seat++) {
    const pv = view.seats[seat];
    if (!pv) continue;
    const pt = wheelPoint(pv.wheel, markerRadius(seat));
    const a = -Math.PI / 2 + ((pv.wheel + 0.5) * 2 * Math.PI) / WHEEL_SPACES;
    const off = (seat - (view.players - 1) / 2) * 9;
    seatToken(g, seat, pt.x - Math.sin(a) * off, pt.y + Math.cos(a) * off, 11);
    anchors.set(`marker:${seat}`, { x: pt.x, y: pt.y });
  }
  // Government ranks.
  text(p, GOV_X + 60, 20, t("label.government"), 19, "#a3acc6", [0.5, 0.5], true);
  for (let rank = 1; rank <= GOVERNMENT_RANKS; rank++) {
    const y = GOV_TOP + (GOVERNMENT_RANKS - rank) * GOV_ROW;
    g.fillStyle(rank % 2 ? COLORS.panelHi : 0x182038, 1);
    g.fillRect(GOV_X, y, 40 + view.players * 34, GOV_ROW - 2);
    text(p, GOV_X + 14, y + GOV_ROW / 2, String(rank), 17, "#e8ebf5", [0.5, 0.5], true);
    if (ENGINEER_RANKS.includes(rank)) {
      engineer(g, 6, GOV_X + 32, y + GOV_ROW / 2 + 1, 22);
    }
    for (let seat = 0; seat < view.players; seat++) {
      const fig = view.seats[seat]?.government[rank - 1];
      const pt = rankPoint(rank, seat);
      anchors.set(`rank:${seat}:${rank}`, pt);
      if (!fig) continue;
      if (fig === "engineer") engineer(g, seat, pt.x, pt.y + 1, 26);
      else seatToken(g, seat, pt.x, pt.y, 10);
    }
  }
  // Predominance track.
  text(p, TRACK_X, 20, t("label.predominance"), 19, "#a3acc6", [0, 0.5], true);
  view.predominance.forEach((tok, pos) => {
    const x = TRACK_X + pos * TRACK_W;
    g.fillStyle(COLORS.panelHi, 1);
    g.fillRoundedRect(x, 38, TRACK_W - 8, 96, 10);
    text(p, x + (TRACK_W - 8) / 2, 54, String(tok.value), 20, PALETTE.warn, [0.5, 0.5], true);
    predominanceToken(p, tok.token, x + (TRACK_W - 8) / 2, 100, 24);
    hits.push(hitRect(`token:${pos}`, { x, y: 38, w: TRACK_W - 8, h: 96 }));
    anchors.set(`token:${pos}`, { x: x + (TRACK_W - 8) / 2, y: 100 });
  });
  // Scores and reserves.
  const ty = 158;
  const cols = {
    name: TRACK_X,
    score: TRACK_X + 150,
    settlers: TRACK_X + 206,
    eng: TRACK_X + 252,
    robots: TRACK_X + 296,
    suits: TRACK_X + 340,
    on: TRACK_X + 384,
  };
  // At the end the reserves give way to the final scoring: predominance gained, open corridors lost.
  const final = view.final;
  text(p, cols.score, ty, t("label.score"), 15, "#a3acc6", [0.5, 0.5]);
  if (final) {
    text(p, cols.eng - 16, ty, t("label.predominanceShort"), 15, PALETTE.warn, [0.5, 0.5]);
    text(p, cols.suits - 14, ty, t("label.corridors"), 15, PALETTE.warn, [0.5, 0.5]);
  } else text(p, cols.settlers + 24, ty, t("label.reserve"), 15, "#a3acc6", [0.5, 0.5]);
  text(p, cols.on, ty, t("label.onModules"), 15, "#a3acc6", [0.5, 0.5]);
  for (let seat = 0; seat < view.players; seat++) {
    const pv = view.seats[seat];
    if (!pv) continue;
    const y = ty + 34 + seat * 46;
    g.fillStyle(seat % 2 ? 0x182038 : COLORS.panelHi, 1);
    g.fillRoundedRect(TRACK_X - 6, y - 20, 410, 42, 8);
    seatToken(g, seat, cols.name + 10, y, 10);
    const name = playerName(players, seat, t);
    text(
      p,
      cols.name + 26,
      y,
      name.length > 10 ? `${name.slice(0, 9)}…` : name,
      18,
      seatColor(seat),
      [0, 0.5],
      true,
    );
    text(p, cols.score, y, String(pv.score), 24, "#e8ebf5", [0.5, 0.5], true);
    const row = final?.rows.find((r) => r.seat === seat);
    if (row) {
      const gained = row.predominance.reduce((a, x) => a + x.points, 0);
      text(p, cols.eng - 16, y, `+${gained}`, 22, PALETTE.good, [0.5, 0.5], true);
      text(p, cols.suits - 14, y, `−${row.openCorridors}`, 22, PALETTE.bad, [0.5, 0.5], true);
    } else {
      seatToken(g, seat, cols.settlers - 12, y, 7);
      text(p, cols.settlers + 2, y, String(pv.reserve.settlers), 17, "#e8ebf5", [0, 0.5]);
      engineer(g, seat, cols.eng - 10, y, 24);
      text(p, cols.eng + 4, y, String(pv.reserve.engineers), 17, "#e8ebf5", [0, 0.5]);
      robot(g, seat, cols.robots - 10, y + 2, 22);
      text(p, cols.robots + 4, y, String(pv.reserve.robots), 17, "#e8ebf5", [0, 0.5]);
      engineer(g, seat, cols.suits - 10, y, 24, true);
      text(p, cols.suits + 4, y, String(pv.reserve.suits), 17, "#e8ebf5", [0, 0.5]);
    }
    text(p, cols.on, y, String(pv.onModules), 18, "#e8ebf5", [0.5, 0.5], true);
    anchors.set(`score:${seat}`, { x: cols.score, y });
  }
  let bottom = ty + 34 + view.players * 46;
  if (final) {
    text(p, TRACK_X, bottom + 6, t("label.final"), 18, PALETTE.warn, [0, 0.5], true);
    bottom += 24;
  }
  return {
    bounds: {
      x: 20,
      y: 0,
      w: TRACK_X + 410 - 20,
      h: Math.max(WHEEL_C.y + WHEEL_R + 12, GOV_TOP + 10 * GOV_ROW + 6, bottom),
    },
    hits,
    anchors,
    items: new Map(),
  };
}

// ---------------------------------------------------------------- exoplanets

export const PLANET_W = 300;
export const PLANET_H = 336;
const DISC_R = 128;

/** Every exoplanet in play: spot graph, occupants, gate or status; `cols` per row. */
export function drawPlanets(
  p: Paint,
  view: SgoPublicView,
  players: readonly PlayerInfo[],
  t: T,
  cols: number,
): Drawn {
  const g = p.g;
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const items = new Map<string, Rect>();
  const flight = view.journey?.flight?.planet ?? null;
  const n = view.planets.length;
  view.planets.forEach((pl, i) => {
    const ox = (i % cols) * PLANET_W;
    const oy = Math.floor(i / cols) * PLANET_H;
    const cx = ox + PLANET_W / 2;
    const cy = oy + 44 + DISC_R;
    items.set(pl.id, { x: ox, y: oy, w: PLANET_W, h: PLANET_H });
    hits.push(hitRect(`planet:${pl.id}`, { x: ox + 4, y: oy + 4, w: PLANET_W - 8, h: PLANET_H - 8 }));
    anchors.set(`planet:${pl.id}`, { x: cx, y: cy });
    const side = planetDef(pl.id).sides[pl.side === 1 ? 1 : 0];
    const col = PLANET_COLORS[pl.id] ?? 0x3a4060;
    if (flight === pl.id) {
      g.fillStyle(COLORS.accent, 0.18);
      g.fillCircle(cx, cy, DISC_R + 12);
    }
    g.fillStyle(col, 1);
    g.fillCircle(cx, cy, DISC_R);
    g.lineStyle(3, pl.status === "open" ? 0xd7dceb : COLORS.line, pl.status === "open" ? 0.8 : 1);
    g.strokeCircle(cx, cy, DISC_R);
    text(p, cx, oy + 20, planetDef(pl.id).name, 26, "#e8ebf5", [0.5, 0.5], true);
    const scale = (DISC_R * 2 - 16) / 100;
    const sp = (k: number): Pt => ({
      x: cx + (side.spots[k]!.x - 50) * scale,
      y: cy + (side.spots[k]!.y - 50) * scale,
    });
    g.lineStyle(3, 0xffffff, 0.28);
    for (const [a, b] of side.links) {
      const pa = sp(a);
      const pb = sp(b);
      g.lineBetween(pa.x, pa.y, pb.x, pb.y);
    }
    for (const v of side.volcanoes ?? []) {
      const vx = cx + (v.x - 50) * scale;
      const vy = cy + (v.y - 50) * scale;
      g.fillStyle(0xff7a4a, 0.9);
      g.fillTriangle(vx - 11, vy + 8, vx + 11, vy + 8, vx, vy - 11);
    }
    const count = side.spots.length;
    const r = count <= 13 ? 12 : count <= 19 ? 10.5 : count <= 26 ? 9 : 7.5;
    side.spots.forEach((s, k) => {
      const pt = sp(k);
      anchors.set(`spot:${pl.id}:${k}`, pt);
      if (s.zone) {
        g.fillStyle(0x0b1020, 0.85);
        g.fillCircle(pt.x, pt.y, 30);
        g.lineStyle(3, 0xe8ebf5, 0.9);
        g.strokeCircle(pt.x, pt.y, 30);
        const shown = pl.zone.map((z, seat) => ({ z, seat })).filter((x) => x.z > 0);
        shown.forEach((x, j) => {
          const a = -Math.PI / 2 + (j * 2 * Math.PI) / Math.max(1, shown.length);
          const px = pt.x + (shown.length > 1 ? 14 * Math.cos(a) : 0);
          const py = pt.y + (shown.length > 1 ? 14 * Math.sin(a) : 0);
          seatToken(g, x.seat, px, py, 9);
          text(p, px + 8, py + 8, String(x.z), 14, "#ffffff", [0, 0.5], true);
        });
        if (shown.length === 0) text(p, pt.x, pt.y, t("label.centre"), 12, "#a3acc6");
        hits.push({ id: `spot:${pl.id}:${k}`, x: pt.x, y: pt.y, w: 0, h: 0, r: 32 });
        return;
      }
      const occ = pl.occupants[k] ?? -1;
      const rr = s.kind === "centre" ? r * 1.35 : r;
      g.fillStyle(0x0b1020, 0.75);
      g.fillCircle(pt.x, pt.y, rr);
      g.lineStyle(2.5, 0xe8ebf5, 0.85);
      g.strokeCircle(pt.x, pt.y, rr);
      if (s.kind === "advanced") g.strokeCircle(pt.x, pt.y, rr + 4);
      if (s.kind === "centre") g.strokeCircle(pt.x, pt.y, rr + 5);
      if (s.predominance) {
        g.fillStyle(COLORS.warn, 1);
        const d = rr * 0.55;
        g.fillTriangle(pt.x - d, pt.y - rr - 3, pt.x + d, pt.y - rr - 3, pt.x, pt.y - rr - 3 - d * 1.4);
      }
      if (occ >= 0) seatToken(g, occ, pt.x, pt.y, rr * 0.95);
      hits.push({ id: `spot:${pl.id}:${k}`, x: pt.x, y: pt.y, w: 0, h: 0, r: Math.max(rr + 5, 13) });
    });
    // Status: gate symbol, second wave, closed.
    const by = oy + PLANET_H - 22;
    if (pl.status === "closed") {
      g.fillStyle(0x0b1020, 0.62);
      g.fillCircle(cx, cy, DISC_R);
      text(p, cx, cy, t("label.closed"), 30, "#e8ebf5", [0.5, 0.5], true);
      text(p, cx, by, t("label.closed"), 20, "#a3acc6", [0.5, 0.5], true);
    } else if (pl.status === "waiting") {
      text(p, cx, by, t("label.waiting"), 20, "#a3acc6", [0.5, 0.5], true);
    } else if (pl.gate) {
      g.fillStyle(0x0b1020, 1);
      g.fillCircle(cx, by, 18);
      g.lineStyle(3, COLORS.accent, 1);
      g.strokeCircle(cx, by, 18);
      text(p, cx, by - 1, t(`gate.${pl.gate}`), 22, PALETTE.accent, [0.5, 0.5], true);
      text(p, cx - 26, by, t("label.open"), 18, "#a3acc6", [1, 0.5]);
    }
    anchors.set(`gate:${pl.id}`, { x: cx, y: by });
  });
  void players;
  const rows = Math.ceil(n / cols);
  return {
    bounds: { x: 0, y: 0, w: Math.min(n, cols) * PLANET_W, h: rows * PLANET_H },
    hits,
    anchors,
    items,
  };
}

/** A room's anchor (for animations that concern a whole room). */
export const roomAnchor = (room: Room): string => `room:${room}`;

// ---------------------------------------------------------------- compact versions (beside the panel in front)

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

/** Hawking at a glance: each player's score (10 x rank + wheel) and the predominance order. */
export function drawHawkingCompact(
  p: Paint,
  view: SgoPublicView,
  players: readonly PlayerInfo[],
  t: T,
): Drawn {
  const g = p.g;
  const anchors = new Map<string, Pt>();
  const hits: Hit[] = [];
  const row = 64;
  const w = 560;
  for (let seat = 0; seat < view.players; seat++) {
    const pv = view.seats[seat];
    if (!pv) continue;
    const y = 10 + seat * row + row / 2;
    g.fillStyle(seat % 2 ? 0x182038 : COLORS.panelHi, 1);
    g.fillRoundedRect(0, y - row / 2 + 3, w, row - 6, 10);
    seatToken(g, seat, 26, y, 15);
    const name = playerName(players, seat, t);
    text(p, 52, y, name.length > 11 ? `${name.slice(0, 10)}…` : name, 30, seatColor(seat), [0, 0.5], true);
    text(p, 400, y, String(pv.score), 44, "#e8ebf5", [1, 0.5], true);
    const fr = view.final?.rows.find((r) => r.seat === seat);
    if (fr) {
      const gained = fr.predominance.reduce((a, x) => a + x.points, 0);
      text(p, 420, y, `+${gained}`, 26, PALETTE.good, [0, 0.5], true);
      text(p, 490, y, `−${fr.openCorridors}`, 26, PALETTE.bad, [0, 0.5], true);
    } else {
      text(
        p,
        420,
        y,
        `${t("label.rankShort")} ${pv.government.length} · ${pv.wheel}`,
        22,
        "#a3acc6",
        [0, 0.5],
      );
    }
    anchors.set(`score:${seat}`, { x: 360, y });
    anchors.set(`marker:${seat}`, { x: 360, y });
  }
  const ty = 10 + view.players * row + 46;
  view.predominance.forEach((tok, pos) => {
    const x = 50 + pos * 110;
    predominanceToken(p, tok.token, x, ty, 26);
    text(p, x + 36, ty, String(tok.value), 28, PALETTE.warn, [0, 0.5], true);
    anchors.set(`token:${pos}`, { x, y: ty });
    hits.push(hitRect(`token:${pos}`, { x: x - 34, y: ty - 34, w: 100, h: 68 }));
  });
  anchors.set("hawking", { x: w / 2, y: ty });
  return { bounds: { x: -4, y: 0, w: w + 8, h: ty + 36 }, hits, anchors, items: new Map() };
}
