/**
 * Drawing of the Space Opera board in each panel's own coordinates (the kit's cameras scale and
 * place them): the map (the grid of cards, planets with their stores and structures, ships and
 * fleets, and beside it the selected planet's build menu or the selected ship's cargo); the techs
 * and the players panels are in side-panels.ts. Drawing only: what is clickable is decided by adapter.ts.
 */
import { BUILD_COST, BUILD_ITEMS, cardKind, planetCard } from "@starport/rules/space-opera/content.ts";
import type {
  OperaPublic,
  OwnPlanetFacts,
  Planet,
  PlanetFacts,
  Reach,
  Ship,
} from "@starport/rules/space-opera/types.ts";
import { type Drawn, type Hit, hitRect, type Pt, type Rect } from "../kit/geometry.ts";
import { fitText, type Paint, text } from "../kit/paint.ts";
import { PALETTE_HEX as C, hex, PALETTE, seatColor } from "../theme.ts";
import { cellName, type Selection } from "./adapter.ts";

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
}

export const CELL = 150;
const M = 30; // margin for the row / column labels
const DETAIL_W = 330;

const seatHex = (seat: number): number => hex(seatColor(seat));
/** A panel's drawing: its bounds, hit areas and anchors. */
export const done = (bounds: Rect, hits: Hit[], anchors: Map<string, Pt>): Drawn => ({
  bounds,
  hits,
  anchors,
  items: new Map(),
});

/** Top-left corner of a cell on the map. */
export function cellOrigin(view: OperaPublic, cell: number): Pt {
  return { x: M + (cell % view.width) * CELL, y: M + Math.floor(cell / view.width) * CELL };
}

/** Where a ship sits in its cell (fleets side by side along the bottom). */
export function shipPoint(view: OperaPublic, ship: Ship): Pt {
  const o = cellOrigin(view, ship.cell);
  const here = view.ships.filter((s) => s.cell === ship.cell);
  const i = here.findIndex((s) => s.id === ship.id);
  const n = here.length;
  const step = Math.min(44, (CELL - 20) / Math.max(1, n));
  return { x: o.x + CELL / 2 - ((n - 1) * step) / 2 + i * step, y: o.y + CELL - 26 };
}

function drawShipIcon(g: Paint["g"], owner: number | null, x: number, y: number, s: number, alpha = 1): void {
  g.fillStyle(owner === null ? C.muted : seatHex(owner), alpha);
  g.lineStyle(2, C.space, alpha);
  g.beginPath();
  g.moveTo(x, y - s * 0.6);
  g.lineTo(x + s * 0.45, y + s * 0.45);
  g.lineTo(x, y + s * 0.2);
  g.lineTo(x - s * 0.45, y + s * 0.45);
  g.closePath();
  g.fillPath();
  g.strokePath();
}

function drawCard(p: Paint, c: Ctx, cell: number): void {
  const { view, t } = c;
  const g = p.g;
  const o = cellOrigin(view, cell);
  const card = view.cards[cell] ?? null;
  const kind = card === null ? "hidden" : card === "void" ? "void" : cardKind(card);
  const x = o.x + 4;
  const y = o.y + 4;
  const w = CELL - 8;
  const cx = o.x + CELL / 2;
  const cy = o.y + CELL / 2;
  const fills: Record<string, number> = {
    hidden: 0x24305a,
    void: 0x05070d,
    space: 0x0f1530,
    supernova: 0x3a1410,
    asteroid: 0x22252e,
    wormhole: 0x241438,
    planet: 0x14203a,
  };
  g.fillStyle(fills[kind] ?? 0x14203a, 1);
  g.fillRoundedRect(x, y, w, w, 10);
  const planet = view.planets[cell];
  const owner = planet?.owner ?? null;
  g.lineStyle(owner !== null ? 4 : 1.5, owner !== null ? seatHex(owner) : C.line, 1);
  g.strokeRoundedRect(x, y, w, w, 10);
  switch (kind) {
    case "hidden":
      g.lineStyle(2, C.accent, 0.35);
      g.strokeCircle(cx, cy - 8, 26);
      text(p, cx, cy - 8, "?", 30, PALETTE.accent, [0.5, 0.5], true);
      break;
    case "space":
      for (let k = 0; k < 9; k++) {
        g.fillStyle(0xffffff, 0.25 + ((k * 37) % 5) / 10);
        g.fillCircle(
          x + ((k * 53 + cell * 17) % (w - 10)) + 5,
          y + ((k * 71 + cell * 29) % (w - 30)) + 5,
          1.6,
        );
      }
      break;
    case "supernova":
      g.fillStyle(0xff7a3a, 0.9);
      g.fillCircle(cx, cy - 10, 22);
      g.fillStyle(0xffd27a, 1);
      g.fillCircle(cx, cy - 10, 11);
      break;
    case "asteroid":
      for (const [dx, dy, r] of [
        [-22, -18, 11],
        [8, -24, 8],
        [18, 2, 13],
        [-10, 8, 9],
      ] as const) {
        g.fillStyle(0x8a8f9c, 1);
        g.fillCircle(cx + dx, cy - 8 + dy, r);
      }
      break;
    case "wormhole":
      for (let r = 30; r > 4; r -= 7) {
        g.lineStyle(3, 0xb48cff, r / 34);
        g.strokeCircle(cx, cy - 10, r);
      }
      break;
    case "planet": {
      const def = planetCard(card!);
      const facts = view.planetFacts[cell];
      const cls = facts?.class ?? 0;
      const tint = [0x6b7fd6, 0x5fb0a0, 0x9ccf6b, 0xd9b45b, 0xe0815f][cls - 1] ?? 0x6b7fd6;
      g.fillStyle(tint, 1);
      g.fillCircle(x + 30, y + 32, 22);
      g.fillStyle(0xffffff, 0.18);
      g.fillCircle(x + 24, y + 25, 9);
      fitText(text(p, x + 58, y + 18, def.name, 17, PALETTE.text, [0, 0.5], true), w - 62);
      text(p, x + 58, y + 40, t("sop.label.class", { n: cls }), 15, PALETTE.muted, [0, 0.5]);
      if (planet && facts) drawPlanetStores(p, planet, facts, x, y + 58, w);
      break;
    }
  }
  if (kind !== "planet" && kind !== "hidden") {
    fitText(text(p, cx, y + w - 50, t(`sop.card.${kind}`), 16, PALETTE.muted, [0.5, 0.5]), w - 12);
  }
  text(p, x + w - 6, y + 10, cellName(cell, view.width), 13, PALETTE.muted, [1, 0.5]);
}

/** Meeples (free/used), energy, ore, structures and markers of a planet, in its card. */
function drawPlanetStores(p: Paint, pl: Planet, facts: PlanetFacts, x: number, y: number, w: number): void {
  const g = p.g;
  const owner = pl.owner;
  const col = owner !== null ? seatColor(owner) : PALETTE.muted;
  // Meeples: free / total; energy; ore.
  const items: [string, string][] = [
    ["M", `${facts.free}/${pl.meeples}`],
    ["E", `${pl.energy}`],
    ["O", `${pl.ore}`],
  ];
  items.forEach(([k, v], i) => {
    const bx = x + 6 + i * ((w - 12) / 3);
    g.fillStyle(k === "M" ? hex(col) : k === "E" ? 0xf0c85a : 0xa3acc6, 1);
    g.fillCircle(bx + 9, y + 10, 8);
    text(p, bx + 9, y + 10, k, 11, "#0b1020", [0.5, 0.5], true);
    text(p, bx + 21, y + 10, v, 15, PALETTE.text, [0, 0.5], true);
  });
  // Structures with their levels, warheads.
  const structs: [string, number][] = [
    ["W", pl.windmill],
    ["R", pl.refinery],
    ["F", pl.farm],
    ["B", pl.bunker],
    ["N", pl.nukes],
    ["X", pl.bios],
  ];
  const shown = structs.filter(([, n]) => n > 0);
  shown.forEach(([k, n], i) => {
    const bx = x + 6 + i * 34;
    g.fillStyle(C.panelHi, 1);
    g.fillRoundedRect(bx, y + 24, 30, 20, 4);
    text(p, bx + 15, y + 34, `${k}${n}`, 13, PALETTE.text, [0.5, 0.5], true);
  });
  // Contamination / fallout with the rounds left.
  const marks: [string, number][] = [
    ["☣", facts.contaminatedRounds],
    ["☢", facts.falloutRounds],
  ];
  let mx = x + w - 8;
  for (const [icon, left] of marks) {
    if (left <= 0) continue;
    text(p, mx, y + 34, `${icon}${left}`, 15, PALETTE.bad, [1, 0.5], true);
    mx -= 40;
  }
}

export function drawMap(p: Paint, c: Ctx, narrow: boolean): Drawn {
  const { view, t } = c;
  const g = p.g;
  const hits: Hit[] = [];
  const anchors = new Map<string, Pt>();
  const W = view.width * CELL;
  const H = view.height * CELL;
  for (let col = 0; col < view.width; col++)
    text(
      p,
      M + col * CELL + CELL / 2,
      M / 2,
      String.fromCharCode(65 + col),
      18,
      PALETTE.muted,
      [0.5, 0.5],
      true,
    );
  for (let row = 0; row < view.height; row++)
    text(p, M / 2, M + row * CELL + CELL / 2, `${row + 1}`, 18, PALETTE.muted, [0.5, 0.5], true);
  for (let cell = 0; cell < view.width * view.height; cell++) {
    drawCard(p, c, cell);
    const o = cellOrigin(view, cell);
    hits.push(hitRect(`cell:${cell}`, { x: o.x, y: o.y, w: CELL, h: CELL }));
    anchors.set(`cell:${cell}`, { x: o.x + CELL / 2, y: o.y + CELL / 2 });
  }
  // Where the selected ship can go this movement: spaces left on arrival and the danger there
  // (the rules' own reach); the next steps are also lit as targets by the kit.
  for (const r of c.reach) {
    const o = cellOrigin(view, r.cell);
    const next = c.lit.has(r.cell);
    g.fillStyle(r.danger ? C.bad : C.accent, next ? 0.16 : 0.07);
    g.fillRoundedRect(o.x + 4, o.y + 4, CELL - 8, CELL - 8, 10);
    const what =
      r.danger === "supernova"
        ? t("sop.reach.supernova")
        : r.danger === "strand"
          ? t("sop.reach.strand")
          : r.arrival === "pass"
            ? t("sop.reach.spaces", { n: r.spacesLeft, e: r.energy })
            : t(`sop.reach.${r.arrival}`);
    g.fillStyle(0x0b1020, 0.85);
    g.fillRoundedRect(o.x + 8, o.y + CELL - 56, CELL - 16, 24, 6);
    const color = r.danger ? PALETTE.bad : PALETTE.accent;
    fitText(text(p, o.x + CELL / 2, o.y + CELL - 44, what, 14, color, [0.5, 0.5], true), CELL - 22);
  }
  // Ships and fleets.
  for (const ship of view.ships) {
    const at = shipPoint(view, ship);
    const active = view.active?.ship === ship.id;
    if (active) {
      g.lineStyle(3, C.warn, 1);
      g.strokeCircle(at.x, at.y, 20);
    }
    drawShipIcon(g, ship.owner, at.x, at.y, 26);
    const cargo = ship.meeples + ship.energy + ship.ore + ship.nukes + ship.bios;
    if (cargo > 0) text(p, at.x + 12, at.y - 14, `${ship.energy}⚡`, 12, PALETTE.warn, [0, 0.5], true);
    hits.push({ id: `ship:${ship.id}`, x: at.x - 22, y: at.y - 22, w: 44, h: 44 });
    anchors.set(`ship:${ship.id}`, at);
  }
  // The detail: the selected planet's build menu, or the selected ship's cargo.
  // On a phone the detail goes below the map and the camera shows one or the other (contentOf).
  const d = narrow ? { x: M, y: M + H + 20, w: W } : { x: M + W + 20, y: M, w: DETAIL_W };
  const dh = drawDetail(p, c, d.x, d.y, d.w, narrow, hits);
  const bounds = narrow
    ? { x: -4, y: -4, w: M + W + 8, h: M + H + 20 + dh + 8 }
    : { x: -4, y: -4, w: M + W + 20 + DETAIL_W + 8, h: Math.max(M + H, M + dh) + 8 };
  const drawn = done(bounds, hits, anchors);
  drawn.items.set("grid", { x: -4, y: -4, w: M + W + 8, h: M + H + 8 });
  drawn.items.set("detail", { x: d.x - 8, y: d.y - 8, w: d.w + 16, h: dh + 16 });
  return drawn;
}

/** The selected planet's stores, facts and build menu; returns its height. */
function drawBuildMenu(
  p: Paint,
  c: Ctx,
  sel: { cell: number },
  box: { x: number; y: number; w: number },
  narrow: boolean,
  hits: Hit[],
): number {
  const { view, t } = c;
  const g = p.g;
  const { x, y, w } = box;
  let h = 0;
  const pl = view.planets[sel.cell];
  const card = view.cards[sel.cell];
  const name =
    card && card !== "void" && cardKind(card) === "planet"
      ? planetCard(card).name
      : cellName(sel.cell, view.width);
  fitText(
    text(
      p,
      x,
      y + 14,
      t("sop.label.buildOn", { planet: name, cell: cellName(sel.cell, view.width) }),
      20,
      PALETTE.text,
      [0, 0.5],
      true,
    ),
    w,
  );
  if (pl)
    text(
      p,
      x,
      y + 42,
      t("sop.label.stores", {
        e: pl.energy,
        o: pl.ore,
        m: view.planetFacts[sel.cell]?.free ?? 0,
        total: pl.meeples,
      }),
      16,
      PALETTE.muted,
      [0, 0.5],
    );
  const f = c.own.get(sel.cell);
  if (f) {
    const facts = t("sop.label.facts", {
      cap: f.capacity,
      e: f.production.energy,
      o: f.production.ore,
      d: f.defense,
    });
    fitText(text(p, x, y + 66, facts, 15, PALETTE.muted, [0, 0.5]), w);
    if (f.overpopulation > 0) {
      const over = t("sop.label.overpop", { n: f.overpopulation });
      fitText(text(p, x, y + 88, over, 15, PALETTE.bad, [0, 0.5], true), w);
    }
  }
  // The build menu: a row per item (two columns of tall rows on a phone, for the finger).
  const cols = narrow ? 2 : 1;
  const rh = narrow ? 104 : 48;
  const cw = narrow ? (w - 12) / 2 : w;
  const k = narrow ? 1.5 : 1;
  BUILD_ITEMS.forEach((item, i) => {
    const rx = x + (i % cols) * (cw + 12);
    const ry = y + 104 + Math.floor(i / cols) * (rh + 6);
    const cost = BUILD_COST[item];
    g.fillStyle(C.panelHi, 1);
    g.fillRoundedRect(rx, ry, cw, rh, 8);
    fitText(
      text(p, rx + 12, ry + 15 * k, t(`sop.item.${item}`), 18 * k, PALETTE.text, [0, 0.5], true),
      cw - 24,
    );
    const price = t("sop.label.cost", { m: cost.meeples, e: cost.energy, o: cost.ore });
    if (narrow) text(p, rx + 12, ry + 50, price, 22, PALETTE.warn, [0, 0.5], true);
    else text(p, rx + cw - 10, ry + 15, price, 15, PALETTE.warn, [1, 0.5], true);
    fitText(
      text(p, rx + 12, ry + rh - 14 * k, t(`sop.item.${item}.what`), 14 * k, PALETTE.muted, [0, 0.5]),
      cw - 20,
    );
    hits.push(hitRect(`build:${item}`, { x: rx, y: ry, w: cw, h: rh }));
  });
  h = 104 + Math.ceil(BUILD_ITEMS.length / cols) * (rh + 6);
  return h;
}

/** The selected ship's strength or spaces left and its cargo with load/unload buttons; returns its height. */
function drawShipCargo(
  p: Paint,
  c: Ctx,
  sel: { ship: number },
  box: { x: number; y: number; w: number },
  hits: Hit[],
): number {
  const { view, t } = c;
  const g = p.g;
  const { x, y, w } = box;
  let h = 0;
  const ship = view.ships.find((s) => s.id === sel.ship);
  if (ship) {
    text(
      p,
      x,
      y + 14,
      t("sop.label.ship", { cell: cellName(ship.cell, view.width) }),
      20,
      PALETTE.text,
      [0, 0.5],
      true,
    );
    const left = view.active?.ship === ship.id ? view.active.points : null;
    if (left !== null)
      text(p, x, y + 42, t("sop.label.spacesLeft", { n: left }), 16, PALETTE.warn, [0, 0.5], true);
    else if (c.attack !== null)
      text(p, x, y + 42, t("sop.label.strength", { n: c.attack }), 16, PALETTE.muted, [0, 0.5]);
    const rows: [string, keyof Ship][] = [
      ["energy", "energy"],
      ["ore", "ore"],
      ["meeple", "meeples"],
      ["nuke", "nukes"],
      ["bio", "bios"],
    ];
    rows.forEach(([cargo, field], i) => {
      const ry = y + 62 + i * 54;
      g.fillStyle(C.panelHi, 1);
      g.fillRoundedRect(x, ry, w, 48, 8);
      text(
        p,
        x + 12,
        ry + 24,
        t(`sop.cargo.${cargo}`, { n: ship[field] as number }),
        18,
        PALETTE.text,
        [0, 0.5],
        true,
      );
      // Unload (−) and load (+) buttons.
      for (const [kind, bx, label] of [
        ["unload", x + w - 100, "−"],
        ["load", x + w - 50, "+"],
      ] as const) {
        g.fillStyle(C.panel, 1);
        g.fillRoundedRect(bx, ry + 4, 44, 40, 6);
        text(p, bx + 22, ry + 24, label, 22, PALETTE.text, [0.5, 0.5], true);
        hits.push(hitRect(`${kind}:${cargo}`, { x: bx, y: ry + 4, w: 44, h: 40 }));
      }
    });
    h = 62 + rows.length * 54;
  }
  return h;
}

/** The side column of the map; returns its height. */
function drawDetail(p: Paint, c: Ctx, x: number, y: number, w: number, narrow: boolean, hits: Hit[]): number {
  const { view, t } = c;
  const sel = c.sel;
  p.g.fillStyle(C.panel, 1);
  let h = 0;
  if (sel?.kind === "planet") h = drawBuildMenu(p, c, sel, { x, y, w }, narrow, hits);
  else if (sel?.kind === "ship") h = drawShipCargo(p, c, sel, { x, y, w }, hits);
  if (h === 0 && !c.acting) h = 40; // a spectator, an eliminated player, another's turn: no prompt
  if (h === 0) {
    fitText(
      text(
        p,
        x,
        y + 14,
        t(view.phase === "build" ? "sop.label.pickPlanet" : "sop.label.pickShip"),
        18,
        PALETTE.muted,
        [0, 0.5],
      ),
      w,
    );
    h = 40;
  }
  return h;
}
