/** Space Gate Odyssey board, the worksite: the nine piles with their visible top tile, and the module in hand. Drawing only: what is clickable is decided by the adapter. */
import { DOMAINS, MODULE_TYPES } from "@starport/rules/space-gate-odyssey/content.ts";
import { corridorSides } from "@starport/rules/space-gate-odyssey/station.ts";
import type { SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import type { PlayerInfo } from "../contract.ts";
import { type Drawn, type Hit, hitRect, type Pt } from "../kit/geometry.ts";
import { type Paint, text } from "../kit/paint.ts";
import { seatColor } from "../theme.ts";
import { COLORS, DOMAIN_COLORS, domainIcon, drawTile } from "./art.ts";
import { playerName } from "./words.ts";

type T = (key: string, params?: Record<string, string | number>) => string;
type PileView = SgoPublicView["piles"][number];

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
    const x = WS_LEFT + (i % 3) * PILE;
    const y = WS_TOP + Math.floor(i / 3) * PILE;
    drawPile(p, pile, x, y, used.has(i), t);
    hits.push(hitRect(`pile:${i}`, { x: x + 4, y: y + 4, w: PILE - 8, h: PILE - 8 }));
    anchors.set(`pile:${i}`, { x: x + PILE / 2, y: y + PILE / 2 - 10 });
  });
  drawHand(p, view, players, t, anchors);
  return {
    bounds: { x: 0, y: 0, w: HAND_X + HAND_W + 8, h: WS_TOP + 3 * PILE + 8 },
    hits,
    anchors,
    items: new Map(),
  };
}

/** A pile at (x, y): a few tile edges under its top tile and its size, or empty; crossed out when used. */
function drawPile(p: Paint, pile: PileView, x: number, y: number, used: boolean, t: T): void {
  const g = p.g;
  const cx = x + PILE / 2;
  const cy = y + PILE / 2 - 10;
  g.fillStyle(COLORS.panelHi, 1);
  g.fillRoundedRect(x + 6, y + 6, PILE - 12, PILE - 12, 10);
  if (pile.top !== null && pile.size > 0) {
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
  if (used) {
    g.fillStyle(0x0b1020, 0.6);
    g.fillRoundedRect(x + 6, y + 6, PILE - 12, PILE - 12, 10);
    g.lineStyle(5, COLORS.bad, 0.9);
    g.lineBetween(x + 30, y + 30, x + PILE - 30, y + PILE - 30);
    g.lineBetween(x + PILE - 30, y + 30, x + 30, y + PILE - 30);
  }
}

const HAND_X = WS_LEFT + 3 * PILE + 24;
const HAND_W = 180;

/** The module in hand (drawn, or being put back by a reorganization), beside the piles. */
function drawHand(
  p: Paint,
  view: SgoPublicView,
  players: readonly PlayerInfo[],
  t: T,
  anchors: Map<string, Pt>,
): void {
  const g = p.g;
  const hx = HAND_X;
  const hw = HAND_W;
  const hy = WS_TOP + PILE / 2;
  g.lineStyle(2, COLORS.line, 1);
  g.strokeRoundedRect(hx, hy, hw, PILE * 1.6, 12);
  const hand = view.hand?.tile ?? view.reorganization?.lifted[0]?.tile ?? null;
  const handSeat = view.hand?.seat ?? view.reorganization?.seat ?? null;
  anchors.set("hand", { x: hx + hw / 2, y: hy + 100 });
  if (hand === null || handSeat === null) return;
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
