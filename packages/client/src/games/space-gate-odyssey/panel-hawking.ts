/** Space Gate Odyssey board, Hawking: the influence wheel, the government ranks, the predominance track, scores and reserves, full and compact. Drawing only: what is clickable is decided by the adapter. */
import {
  ENGINEER_RANKS,
  GOVERNMENT_RANKS,
  WHEEL_SPACES,
} from "@starport/rules/space-gate-odyssey/content.ts";
import type { SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import type { PlayerInfo } from "../contract.ts";
import { type Drawn, type Hit, hitRect, type Pt } from "../kit/geometry.ts";
import { type Paint, text } from "../kit/paint.ts";
import { PALETTE, seatColor } from "../theme.ts";
import { COLORS, domainIcon, engineer, robot, seatToken } from "./art.ts";
import { playerName } from "./words.ts";

type T = (key: string, params?: Record<string, string | number>) => string;

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
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  drawWheel(p, view, t, anchors);
  drawGovernment(p, view, t, anchors);
  drawPredominance(p, view, t, hits, anchors);
  const bottom = drawScores(p, view, players, t, anchors);
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

/** The influence wheel with its spaces, the gates at Hawking in its centre and each seat's marker. */
function drawWheel(p: Paint, view: SgoPublicView, t: T, anchors: Map<string, Pt>): void {
  const g = p.g;
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
}

/** The government ranks (1-10) with each seat's figures; the ranks that take an engineer. */
function drawGovernment(p: Paint, view: SgoPublicView, t: T, anchors: Map<string, Pt>): void {
  const g = p.g;
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
}

/** The predominance track: its tokens (clickable) and their values. */
function drawPredominance(p: Paint, view: SgoPublicView, t: T, hits: Hit[], anchors: Map<string, Pt>): void {
  const g = p.g;
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
}

/** Scores and reserves (at the end, the final scoring); returns the bottom of what it drew. */
function drawScores(
  p: Paint,
  view: SgoPublicView,
  players: readonly PlayerInfo[],
  t: T,
  anchors: Map<string, Pt>,
): number {
  const g = p.g;
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
  return bottom;
}

// ---------------------------------------------------------------- compact (beside the panel in front)

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
