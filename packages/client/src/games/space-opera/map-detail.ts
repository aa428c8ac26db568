/**
 * Beside the map (a desktop) or instead of it (a phone, once a planet is picked): the selected
 * planet's stores, facts and build menu, or the selected ship's cargo with its load and unload
 * buttons (on a phone those are the action bar's, and the ship shows its cargo on its card).
 * Every word at the map's readable size (`WORD`).
 */
import { BUILD_COST, BUILD_ITEMS, cardKind, planetCard } from "@starport/rules/space-opera/content.ts";
import type { Ship } from "@starport/rules/space-opera/types.ts";
import { type Hit, hitRect, type Pt } from "../kit/geometry.ts";
import { clipText, type Paint, squeezeText, text, textWidth } from "../kit/paint.ts";
import { PALETTE_HEX as C, PALETTE } from "../theme.ts";
import { cellName } from "./adapter.ts";
import { drawBolt, drawMeeple, drawOre, WORD } from "./map-card.ts";
import type { Ctx } from "./panels.ts";

/** Where the detail is drawn: its top-left corner and width. */
interface Box {
  x: number;
  y: number;
  w: number;
}

/** A wrapped paragraph at `y`; returns its height. */
function para(p: Paint, box: Box, y: number, s: string, size: number, color: string, bold = false): number {
  const t = text(p, box.x, y, s, size, color, [0, 0], bold);
  t.setWordWrapWidth(box.w, true);
  return t.height;
}

/** The side column of the map (or the phone's build menu); returns its height. */
export function drawDetail(p: Paint, c: Ctx, box: Box, narrow: boolean, hits: Hit[]): number {
  const sel = c.sel;
  if (sel?.kind === "planet") return drawBuildMenu(p, c, sel.cell, box, narrow, hits);
  if (sel?.kind === "ship" && !narrow) {
    const h = drawShipCargo(p, c, sel.ship, box, hits);
    if (h > 0) return h;
  }
  // A spectator, an eliminated player, another's turn, a phone: nothing to say here.
  if (!c.acting || narrow) return 40;
  const key = c.view.phase === "build" ? "sop.label.pickPlanet" : "sop.label.pickShip";
  return para(p, box, 0 + box.y, c.t(key), WORD, PALETTE.muted) + 8;
}

/** The planet's name and cell, stores, facts (capacity, production, defence) and overpopulation. */
function drawPlanetHead(p: Paint, c: Ctx, cell: number, box: Box): number {
  const { view, t } = c;
  const card = view.cards[cell];
  const pl = view.planets[cell];
  const name =
    card && card !== "void" && cardKind(card) === "planet"
      ? planetCard(card).name
      : cellName(cell, view.width);
  const title = t("sop.label.buildOn", { planet: name, cell: cellName(cell, view.width) });
  clipText(text(p, box.x, box.y + 18, title, 30, PALETTE.text, [0, 0.5], true), box.w);
  let y = box.y + 40;
  const cls = view.planetFacts[cell]?.class;
  const stores = pl
    ? t("sop.label.stores", {
        e: pl.energy,
        o: pl.ore,
        m: view.planetFacts[cell]?.free ?? 0,
        total: pl.meeples,
      })
    : "";
  const head = [cls ? t("sop.label.class", { n: cls }) : "", stores].filter(Boolean).join(" · ");
  if (head) y += para(p, box, y, head, WORD, PALETTE.muted) + 4;
  const f = c.own.get(cell);
  if (f) {
    const facts = t("sop.label.facts", {
      cap: f.capacity,
      e: f.production.energy,
      o: f.production.ore,
      d: f.defense,
    });
    y += para(p, box, y, facts, WORD, PALETTE.muted) + 4;
    if (f.overpopulation > 0) {
      const over = t("sop.label.overpop", { n: f.overpopulation });
      y += para(p, box, y, over, WORD, PALETTE.bad, true) + 4;
    }
  }
  return y - box.y + 10;
}

/**
 * The selected planet's head and build menu: a row per item with its name and price on one line (a
 * desktop: the menu fits beside the grid, no taller than it), or two columns of tall rows with
 * what each item does (a phone: a tap builds, there is no hover).
 */
function drawBuildMenu(p: Paint, c: Ctx, cell: number, box: Box, narrow: boolean, hits: Hit[]): number {
  const { t } = c;
  const g = p.g;
  const top = box.y + drawPlanetHead(p, c, cell, box);
  const cols = narrow ? 2 : 1;
  const cw = narrow ? (box.w - 12) / 2 : box.w;
  let y = top;
  for (let i = 0; i < BUILD_ITEMS.length; i += cols) {
    const row = BUILD_ITEMS.slice(i, i + cols).map((item) => {
      const { meeples, energy, ore } = BUILD_COST[item];
      const costs: [number, number, number] = [meeples, energy, ore];
      // (a desktop's row: the name, then the price at the row's right)
      return { item, costs, priceW: narrow ? 0 : priceWidth(costs) };
    });
    // Each item's words first, to know the row's height.
    const heights = row.map(({ item, priceW }, k) => {
      const rx = box.x + k * (cw + 12);
      const name = text(
        p,
        rx + 12,
        y + (narrow ? 20 : 24),
        t(`sop.item.${item}`),
        WORD,
        PALETTE.text,
        [0, 0.5],
        true,
      );
      if (!narrow) {
        squeezeText(name, cw - 48 - priceW, 0.7);
        return 48;
      }
      clipText(name, cw - 24);
      const what = text(p, rx + 12, y + 68, t(`sop.item.${item}.what`), WORD, PALETTE.muted, [0, 0]);
      what.setWordWrapWidth(cw - 24, true);
      return 68 + what.height + 8;
    });
    const rh = Math.max(...heights);
    row.forEach(({ item, costs, priceW }, k) => {
      const rx = box.x + k * (cw + 12);
      g.fillStyle(C.panelHi, 1);
      g.fillRoundedRect(rx, y, cw, rh, 8);
      // (after the row's background: the price's icons are drawn on it)
      const at = narrow ? { x: rx + 12, y: y + 50 } : { x: rx + cw - 24 - priceW, y: y + 24 };
      drawPrice(p, at, costs);
      hits.push(hitRect(`build:${item}`, { x: rx, y, w: cw, h: rh }));
    });
    y += rh + 6;
  }
  return y - box.y;
}

/** The width `drawPrice` takes for these costs (an icon and a number each, a zero not shown). */
function priceWidth(costs: readonly number[]): number {
  const shown = costs.filter((n) => n !== 0);
  const digits = shown.reduce((w, n) => w + (textWidth(`${n}`, WORD, true) ?? 16), 0);
  return shown.length * 24 + digits + Math.max(0, shown.length - 1) * 12;
}

/** A price as icons and numbers: meeples turned, energy and ore paid (nothing shown for a zero). */
function drawPrice(p: Paint, at: Pt, [m, e, o]: [number, number, number]): void {
  let x = at.x;
  for (const [n, icon] of [
    [m, (ix: number) => drawMeeple(p.g, ix, at.y, C.text)],
    [e, (ix: number) => drawBolt(p.g, ix, at.y)],
    [o, (ix: number) => drawOre(p.g, ix, at.y)],
  ] as const) {
    if (n === 0) continue;
    icon(x + 10);
    const t = text(p, x + 24, at.y, `${n}`, WORD, PALETTE.warn, [0, 0.5], true);
    x += 24 + t.width + 12;
  }
}

/** The selected ship's strength or spaces left and its cargo with − and + buttons (a desktop). */
function drawShipCargo(p: Paint, c: Ctx, id: number, box: Box, hits: Hit[]): number {
  const { view, t } = c;
  const g = p.g;
  const ship = view.ships.find((s) => s.id === id);
  if (!ship) return 0;
  const { x, w } = box;
  text(
    p,
    x,
    box.y + 18,
    t("sop.label.ship", { cell: cellName(ship.cell, view.width) }),
    30,
    PALETTE.text,
    [0, 0.5],
    true,
  );
  let y = box.y + 40;
  const state = shipState(c, ship);
  if (state) y += para(p, box, y, state.text, WORD, state.color, state.color === PALETTE.warn) + 8;
  CARGO.forEach(([cargo, field]) => {
    g.fillStyle(C.panelHi, 1);
    g.fillRoundedRect(x, y, w, 60, 8);
    const label = t(`sop.cargo.${cargo}`, { n: ship[field] as number });
    clipText(text(p, x + 12, y + 30, label, WORD, PALETTE.text, [0, 0.5], true), w - 140);
    // Unload (−) and load (+) buttons.
    for (const [kind, bx, sign] of [
      ["unload", x + w - 120, "−"],
      ["load", x + w - 60, "+"],
    ] as const) {
      g.fillStyle(C.panel, 1);
      g.fillRoundedRect(bx, y + 4, 54, 52, 6);
      text(p, bx + 27, y + 30, sign, 30, PALETTE.text, [0.5, 0.5], true);
      hits.push(hitRect(`${kind}:${cargo}`, { x: bx, y: y + 4, w: 54, h: 52 }));
    }
    y += 66;
  });
  return y - box.y;
}

const CARGO: [string, keyof Ship][] = [
  ["energy", "energy"],
  ["ore", "ore"],
  ["meeple", "meeples"],
  ["nuke", "nukes"],
  ["bio", "bios"],
];

/** The ship's spaces left when it is under way, else its invasion strength (the owner's view). */
function shipState(c: Ctx, ship: Ship): { text: string; color: string } | null {
  const left = c.view.active?.ship === ship.id ? c.view.active.points : null;
  if (left !== null) return { text: c.t("sop.label.spacesLeft", { n: left }), color: PALETTE.warn };
  if (c.attack !== null) return { text: c.t("sop.label.strength", { n: c.attack }), color: PALETTE.muted };
  return null;
}
