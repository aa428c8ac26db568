/**
 * Drawing of the Space Opera map in its panel's own coordinates (the kit's cameras scale and place
 * it): the grid of cards (map-card.ts), where the selected ship can go, ships and fleets, and beside
 * the grid (a desktop) or instead of it (a phone) the selected planet's build menu or the selected
 * ship's cargo (map-detail.ts); in a phone's rail, a small map without words. The techs and the
 * players panels are in side-panels.ts. Drawing only: what is clickable is decided by adapter.ts.
 */
import type { OperaPublic, OwnPlanetFacts, Reach, Ship } from "@starport/rules/space-opera/types.ts";
import { type Drawn, type Hit, hitRect, type Pt, type Rect } from "../kit/geometry.ts";
import { clipText, type Paint, squeezeText, text } from "../kit/paint.ts";
import { poly } from "../kit/shapes.ts";
import { PALETTE_HEX as C, hex, PALETTE, seatColor } from "../theme.ts";
import type { Selection } from "./adapter.ts";
import { drawCardFace, drawMeeple, faceOf, WORD } from "./map-card.ts";
import { drawDetail } from "./map-detail.ts";

type T = (key: string, params?: Record<string, string | number>) => string;

export interface Ctx {
  view: OperaPublic;
  t: T;
  seat: number | null;
  hand: readonly string[];
  sel: Selection | null;
  /** Cells lit as targets now (drawn with what reaching them means). */
  lit: ReadonlySet<number>;
  /** Where the selected ship can go with its movement, as the rules compute it (the owner's view). */
  reach: readonly Reach[];
  /** The viewer's planets' numbers (capacity, production, defense...), by cell. */
  own: ReadonlyMap<number, OwnPlanetFacts>;
  /** The selected ship's invasion strength (the owner's view), or null. */
  attack: number | null;
  /** The viewer has something to play now (prompts to click are drawn only then). */
  acting: boolean;
  name(seat: number): string;
  /** This round's fights by cell, with their outcome (an invasion taken or repelled, a strike, a ship lost). */
  fights: ReadonlyMap<number, FightMark>;
}

/** A fight's outcome as the map marks it on its card until the next round's movement. */
export type FightMark = "taken" | "repelled" | "tie" | "missile" | "nuke" | "bio" | "ship";

/** An invasion's outcome as the map marks it. */
export const INVADE_MARK = { conquered: "taken", repelled: "repelled", bothWipedOut: "tie" } as const;

/** A map cell: its width and height (cards are taller than wide: a row of words more). */
export const CELL = 150;
export const CELL_H = 166;
const M = 30; // margin for the row / column labels
const DETAIL_W = 420;

/** A panel's drawing: its bounds, hit areas and anchors. */
export const done = (bounds: Rect, hits: Hit[], anchors: Map<string, Pt>): Drawn => ({
  bounds,
  hits,
  anchors,
  items: new Map(),
});

/** Top-left corner of a cell on the map. */
export function cellOrigin(view: OperaPublic, cell: number): Pt {
  return { x: M + (cell % view.width) * CELL, y: M + Math.floor(cell / view.width) * CELL_H };
}

/**
 * Where a ship sits in its cell: fleets side by side from the bottom left, leaving room at their
 * right for the energy of a lone ship or of the picked one.
 */
export function shipPoint(view: OperaPublic, ship: Ship): Pt {
  const o = cellOrigin(view, ship.cell);
  const here = view.ships.filter((s) => s.cell === ship.cell);
  const i = here.findIndex((s) => s.id === ship.id);
  const step = Math.min(28, (CELL - 40) / Math.max(1, here.length - 1));
  return { x: o.x + 26 + i * step, y: o.y + CELL_H - 22 };
}

/** A ship: an arrowhead in its owner's colour (grey for a drone). */
export function drawShipIcon(
  g: Paint["g"],
  owner: number | null,
  x: number,
  y: number,
  s: number,
  alpha = 1,
): void {
  g.fillStyle(owner === null ? C.muted : hex(seatColor(owner)), alpha);
  g.lineStyle(2, C.space, alpha);
  poly(g, [
    [x, y - s * 0.6],
    [x + s * 0.45, y + s * 0.45],
    [x, y + s * 0.2],
    [x - s * 0.45, y + s * 0.45],
  ]);
  g.fillPath();
  g.strokePath();
}

/** The card box of a cell (inside its cell, with a gap). */
const cardBox = (view: OperaPublic, cell: number): Rect => {
  const o = cellOrigin(view, cell);
  return { x: o.x + 4, y: o.y + 4, w: CELL - 8, h: CELL_H - 8 };
};

/** Column letters and row numbers around the grid. */
function drawLabels(p: Paint, view: OperaPublic): void {
  for (let col = 0; col < view.width; col++) {
    const letter = String.fromCharCode(65 + col);
    text(p, M + col * CELL + CELL / 2, M / 2, letter, WORD, PALETTE.muted, [0.5, 0.5], true);
  }
  for (let row = 0; row < view.height; row++)
    text(p, M / 2, M + row * CELL_H + CELL_H / 2, `${row + 1}`, WORD, PALETTE.muted, [0.5, 0.5], true);
}

/** What reaching a card means for the selected ship, in words (short: on the card; long: its description). */
export function reachWords(r: Reach, t: T, short: boolean): string {
  const k = short ? "sop.reach.short" : "sop.reach";
  // On the card a fight says "Combat" even when the ship would be stranded after it: what happens
  // there first (the description still says both).
  const fight = r.arrival === "fight" || r.arrival === "attack";
  if (r.danger && !(short && fight && r.danger === "strand")) return t(`${k}.${r.danger}`);
  return r.arrival === "pass" ? t(`${k}.spaces`, { n: r.spacesLeft, e: r.energy }) : t(`${k}.${r.arrival}`);
}

/**
 * Where the selected ship can go this movement: the spaces left on arrival or what happens there,
 * and the danger (the rules' own reach); the next steps are also lit as targets by the kit.
 */
function drawReach(p: Paint, c: Ctx): void {
  const { view, t } = c;
  const g = p.g;
  const sel = c.sel;
  const picked = sel?.kind === "ship" ? view.ships.find((s) => s.id === sel.ship) : undefined;
  for (const r of c.reach) {
    // (going out and back to the ship's own card is legal, but its label would hide the planet's stores)
    if (r.cell === picked?.cell) continue;
    const b = cardBox(view, r.cell);
    g.fillStyle(r.danger ? C.bad : C.accent, c.lit.has(r.cell) ? 0.16 : 0.07);
    g.fillRoundedRect(b.x, b.y, b.w, b.h, 10);
    g.fillStyle(0x0b1020, 0.9);
    g.fillRoundedRect(b.x + 3, b.y + 97, b.w - 6, 30, 6);
    const color = r.danger ? PALETTE.bad : PALETTE.accent;
    clipText(text(p, b.x + b.w / 2, b.y + 112, reachWords(r, t, true), WORD, color, [0.5, 0.5]), b.w - 10);
  }
}

/**
 * Ships and fleets along their cards' bottom. A lone ship shows its energy, and the selected ship
 * its energy and the meeples aboard (its cargo's buttons are elsewhere: beside the map or in the bar).
 */
function drawShips(p: Paint, c: Ctx, hits: Hit[], anchors: Map<string, Pt>): void {
  const { view } = c;
  const g = p.g;
  const picked = c.sel?.kind === "ship" ? c.sel.ship : null;
  for (const ship of view.ships) {
    const at = shipPoint(view, ship);
    const here = view.ships.filter((s) => s.cell === ship.cell);
    if (view.active?.ship === ship.id || (ship.id === picked && here.length > 1)) {
      g.lineStyle(3, C.warn, 1);
      g.strokeCircle(at.x, at.y, 18);
    }
    drawShipIcon(g, ship.owner, at.x, at.y, 28);
    const labelled = ship.id === picked || (here.length === 1 && ship.energy > 0);
    // (after the last ship of the card; a fleet of four or more has no room for it)
    const x = shipPoint(view, here[here.length - 1]!).x + 18;
    if (labelled && here.length < 4) {
      const e = text(p, x, at.y, `⚡${ship.energy}`, WORD, PALETTE.warn, [0, 0.5], true);
      if (ship.id === picked && ship.meeples > 0) {
        const mx = x + e.width + 12;
        drawMeeple(g, mx, at.y, C.text);
        text(p, mx + 11, at.y, `${ship.meeples}`, WORD, PALETTE.text, [0, 0.5], true);
      }
    }
    hits.push({ id: `ship:${ship.id}`, x: at.x - 22, y: at.y - 22, w: 44, h: 44 });
    anchors.set(`ship:${ship.id}`, at);
  }
}

export function drawMap(p: Paint, c: Ctx, narrow: boolean): Drawn {
  const { view } = c;
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const W = view.width * CELL;
  const H = view.height * CELL_H;
  drawLabels(p, view);
  for (let cell = 0; cell < view.width * view.height; cell++) {
    drawCardFace(p, c, cell, cardBox(view, cell));
    const o = cellOrigin(view, cell);
    hits.push(hitRect(`cell:${cell}`, { x: o.x, y: o.y, w: CELL, h: CELL_H }));
    anchors.set(`cell:${cell}`, { x: o.x + CELL / 2, y: o.y + CELL_H / 2 });
  }
  drawReach(p, c);
  drawShips(p, c, hits, anchors);
  drawFights(p, c);
  const grid = { x: -4, y: -4, w: M + W + 8, h: M + H + 8 };
  // The detail: the selected planet's build menu, or the selected ship's cargo. On a phone it goes
  // below the map and the camera shows one or the other (the scene's contentOf).
  // (far below: the camera fitting the build menu shows some room around it, not the grid)
  const d = narrow ? { x: M, y: grid.y + grid.h + 400, w: W } : { x: M + W + 20, y: M, w: DETAIL_W };
  const dh = drawDetail(p, c, d, narrow, hits);
  const bounds = narrow
    ? { x: -4, y: -4, w: grid.w, h: d.y + dh + 8 }
    : { x: -4, y: -4, w: M + W + 20 + DETAIL_W + 8, h: Math.max(M + H, M + dh) + 8 };
  const drawn = done(bounds, hits, anchors);
  drawn.items.set("grid", grid);
  drawn.items.set("detail", { x: d.x - 8, y: d.y - 8, w: d.w + 16, h: dh + 16 });
  return drawn;
}

/** A fight mark's frame and band: an invasion repelled, a tie, anything lost. */
const FIGHT_COLOURS = {
  repelled: [C.good, "#1d4a36"],
  tie: [C.warn, "#5a4512"],
  lost: [C.bad, "#6a1f2a"],
} as const;

/**
 * Each fight's outcome on its card (after the animation has gone): the card framed in red (green
 * for an invasion repelled, amber for a tie) and the outcome in words on a band over the card's
 * name, so the planet's meeples, stores and ships stay readable under it.
 */
function drawFights(p: Paint, c: Ctx): void {
  const g = p.g;
  for (const [cell, mark] of c.fights) {
    const o = cellOrigin(c.view, cell);
    const [frame, band] = FIGHT_COLOURS[mark === "repelled" || mark === "tie" ? mark : "lost"];
    g.lineStyle(6, frame, 1);
    g.strokeRoundedRect(o.x + 2, o.y + 2, CELL - 4, CELL_H - 4, 10);
    // (the band is the text's own background, drawn over the card's name)
    const t = text(
      p,
      o.x + CELL / 2,
      o.y + 23,
      c.t(`sop.mark.${mark}`),
      WORD,
      PALETTE.text,
      [0.5, 0.5],
      true,
    );
    squeezeText(t.setPadding(0), CELL - 16, 0.62);
    // (the padding is in the text's own pixels, before a narrowing)
    const side = Math.max(0, ((CELL - 10) / t.scaleX - t.width) / 2);
    t.setBackgroundColor(band).setPadding(side, 4, side, 4);
    p.container.bringToTop(t);
  }
}

/**
 * The map in a phone's rail: the cards as colours (the owner's frame, a planet's class tint), the
 * ships as dots, no words (too small there to read; the map comes to the front with a tap).
 */
export function drawMiniMap(p: Paint, c: Ctx): Drawn {
  const { view } = c;
  const g = p.g;
  const S = 30;
  for (let cell = 0; cell < view.width * view.height; cell++) {
    const x = (cell % view.width) * S;
    const y = Math.floor(cell / view.width) * S;
    const kind = faceOf(view.cards[cell] ?? null);
    const owner = view.planets[cell]?.owner ?? null;
    g.fillStyle(
      kind === "planet" ? 0x5fb0a0 : kind === "hidden" ? 0x24305a : 0x0f1530,
      kind === "planet" ? 0.55 : 1,
    );
    g.fillRoundedRect(x + 1, y + 1, S - 2, S - 2, 4);
    if (owner !== null) {
      g.lineStyle(3, hex(seatColor(owner)), 1);
      g.strokeRoundedRect(x + 2, y + 2, S - 4, S - 4, 4);
    }
  }
  for (const ship of view.ships) {
    const x = (ship.cell % view.width) * S + S / 2;
    const y = Math.floor(ship.cell / view.width) * S + S - 8;
    drawShipIcon(g, ship.owner, x, y, 10);
  }
  return done({ x: -2, y: -2, w: view.width * S + 4, h: view.height * S + 4 }, [], new Map());
}
