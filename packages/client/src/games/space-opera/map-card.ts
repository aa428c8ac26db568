/**
 * One card of the Space Opera map, drawn to be read at the map's size on screen (about 0.44 of its
 * own size, on a phone as on a desktop): few words, all at `WORD` px or more, numbers large with an
 * icon each. A planet: its name, its meeples (free / total) in the owner's colour with the owner's
 * shape, its energy and ore, its structures and markers; ships sit along the card's bottom (drawn
 * by panels.ts). The rest (class, defence, capacity) is in the card's description and the build menu.
 */
import { cardKind, planetCard } from "@starport/rules/space-opera/content.ts";
import type { Planet, PlanetFacts } from "@starport/rules/space-opera/types.ts";
import type { Pt } from "../kit/geometry.ts";
import { clipText, type Paint, squeezeText, text } from "../kit/paint.ts";
import { poly } from "../kit/shapes.ts";
import { PALETTE_HEX as C, hex, PALETTE, seatColor, seatShape, shapePoints } from "../theme.ts";
import type { Ctx } from "./panels.ts";

/** The smallest word on the map (local px): about 11 CSS px at the map's zoom on a phone. */
export const WORD = 26;
/** Numbers on a card. */
const NUM = 28;
/** Structure chips on a card: how many, how wide. */
const CHIPS = 3;
const CHIP_W = 42;

const FILLS: Record<string, number> = {
  hidden: 0x24305a,
  void: 0x05070d,
  space: 0x0f1530,
  supernova: 0x3a1410,
  asteroid: 0x22252e,
  wormhole: 0x241438,
  planet: 0x14203a,
};
const CLASS_TINT = [0x6b7fd6, 0x5fb0a0, 0x9ccf6b, 0xd9b45b, 0xe0815f];

/** A card's face box in the map's coordinates. */
export interface CardBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The card's kind as the map shows it. */
export function faceOf(card: string | null): string {
  return card === null ? "hidden" : card === "void" ? "void" : cardKind(card);
}

/** Draws a card's face (background, owner's frame, art and words). */
export function drawCardFace(p: Paint, c: Ctx, cell: number, box: CardBox): void {
  const g = p.g;
  const card = c.view.cards[cell] ?? null;
  const kind = faceOf(card);
  g.fillStyle(FILLS[kind] ?? FILLS.planet!, 1);
  g.fillRoundedRect(box.x, box.y, box.w, box.h, 10);
  const planet = c.view.planets[cell];
  const owner = planet?.owner ?? null;
  g.lineStyle(owner !== null ? 4 : 1.5, owner !== null ? hex(seatColor(owner)) : C.line, 1);
  g.strokeRoundedRect(box.x, box.y, box.w, box.h, 10);
  if (kind === "planet") {
    const facts = c.view.planetFacts[cell];
    drawPlanetFace(p, planetCard(card!).name, facts?.class ?? 0, box);
    if (planet && facts) drawStores(p, planet, facts, box, c.own.get(cell)?.overpopulation ?? 0);
    return;
  }
  const centre = { x: box.x + box.w / 2, y: box.y + 48 };
  if (kind === "hidden") {
    g.lineStyle(2, C.accent, 0.35);
    g.strokeCircle(centre.x, box.y + box.h / 2 - 8, 30);
    text(p, centre.x, box.y + box.h / 2 - 8, "?", 40, PALETTE.accent, [0.5, 0.5], true);
    return;
  }
  drawObjectArt(p, kind, centre, cell, box);
  // (a card the selected ship can reach shows that instead, in the same place)
  if (c.reach.some((r) => r.cell === cell)) return;
  const label = text(
    p,
    centre.x,
    box.y + 104,
    c.t(`sop.card.short.${kind}`),
    WORD,
    PALETTE.muted,
    [0.5, 0.5],
  );
  clipText(label, box.w - 10);
}

/** The art of a face-up card that is not a planet, around `at`. */
function drawObjectArt(p: Paint, kind: string, at: Pt, cell: number, box: CardBox): void {
  const g = p.g;
  switch (kind) {
    case "space":
      for (let k = 0; k < 9; k++) {
        g.fillStyle(0xffffff, 0.25 + ((k * 37) % 5) / 10);
        const x = box.x + ((k * 53 + cell * 17) % (box.w - 10)) + 5;
        const y = box.y + ((k * 71 + cell * 29) % (box.h - 40)) + 5;
        g.fillCircle(x, y, 1.6);
      }
      return;
    case "supernova":
      g.fillStyle(0xff7a3a, 0.9);
      g.fillCircle(at.x, at.y, 24);
      g.fillStyle(0xffd27a, 1);
      g.fillCircle(at.x, at.y, 12);
      return;
    case "asteroid":
      for (const [dx, dy, r] of [
        [-24, -12, 11],
        [6, -20, 8],
        [20, 4, 13],
        [-8, 12, 9],
      ] as const) {
        g.fillStyle(0x8a8f9c, 1);
        g.fillCircle(at.x + dx, at.y + dy, r);
      }
      return;
    case "wormhole":
      for (let r = 30; r > 4; r -= 7) {
        g.lineStyle(3, 0xb48cff, r / 34);
        g.strokeCircle(at.x, at.y, r);
      }
      return;
  }
}

/** A planet's name (the first word when the whole name is too long) over a band of its class colour. */
function drawPlanetFace(p: Paint, name: string, cls: number, box: CardBox): void {
  const g = p.g;
  g.fillStyle(CLASS_TINT[cls - 1] ?? CLASS_TINT[0]!, 0.32);
  g.fillRoundedRect(box.x + 3, box.y + 3, box.w - 6, 34, { tl: 8, tr: 8, bl: 0, br: 0 });
  const maxW = box.w - 14;
  // (a text reused from the last drawing already shows what fitted then: same name, same place)
  const t = text(p, box.x + 7, box.y + 20, name, WORD, PALETTE.text, [0, 0.5], true);
  if (t.width > maxW) clipText(t.setText(name.split(" ")[0]!), maxW);
}

/** Meeples (free / total) with the owner's colour and shape, energy, ore, structures and markers. */
function drawStores(p: Paint, pl: Planet, facts: PlanetFacts, box: CardBox, over: number): void {
  const g = p.g;
  const x = box.x + 8;
  const owner = pl.owner;
  const col = owner !== null ? seatColor(owner) : PALETTE.muted;
  const y1 = box.y + 54;
  drawMeeple(g, x + 11, y1, hex(col));
  // (red while Maintenance would remove some: more meeples than the planet's capacity)
  text(
    p,
    x + 28,
    y1,
    `${facts.free}/${pl.meeples}`,
    NUM,
    over > 0 ? PALETTE.bad : PALETTE.text,
    [0, 0.5],
    true,
  );
  if (owner !== null) drawSeatShape(g, owner, { x: box.x + box.w - 20, y: y1 }, 11);
  const y2 = box.y + 86;
  drawBolt(g, x + 9, y2);
  text(p, x + 24, y2, `${pl.energy}`, NUM, PALETTE.text, [0, 0.5], true);
  drawOre(g, x + 76, y2);
  text(p, x + 92, y2, `${pl.ore}`, NUM, PALETTE.text, [0, 0.5], true);
  drawStructures(p, pl, facts, { x: box.x + 6, y: box.y + 117 });
}

/** Structures with their levels ("W2"), warheads, then contamination and fallout with the rounds left. */
function drawStructures(p: Paint, pl: Planet, facts: PlanetFacts, row: { x: number; y: number }): void {
  const chips: [string, string][] = (
    [
      ["W", pl.windmill],
      ["R", pl.refinery],
      ["F", pl.farm],
      ["B", pl.bunker],
      ["N", pl.nukes],
      ["X", pl.bios],
    ] as [string, number][]
  )
    .filter(([, n]) => n > 0)
    .map(([k, n]) => [`${k}${n}`, PALETTE.text]);
  if (facts.contaminatedRounds > 0) chips.push([`☣${facts.contaminatedRounds}`, PALETTE.bad]);
  if (facts.falloutRounds > 0) chips.push([`☢${facts.falloutRounds}`, PALETTE.bad]);
  // Three chips fit a card; with more, the third says how many more there are.
  const more: [string, string] = [`+${chips.length - CHIPS + 1}`, PALETTE.muted];
  const shown = chips.length > CHIPS ? [...chips.slice(0, CHIPS - 1), more] : chips;
  shown.forEach(([label, color], i) => {
    const x = row.x + i * (CHIP_W + 4);
    p.g.fillStyle(C.panelHi, 1);
    p.g.fillRoundedRect(x, row.y - 15, CHIP_W, 30, 5);
    squeezeText(text(p, x + CHIP_W / 2, row.y, label, WORD, color, [0.5, 0.5], true), CHIP_W - 2);
  });
}

/** A meeple (a pawn) in a colour, centred on (x, y). */
export function drawMeeple(g: Paint["g"], x: number, y: number, color: number): void {
  g.fillStyle(color, 1);
  g.fillCircle(x, y - 7, 6);
  poly(g, [
    [x - 9, y + 11],
    [x - 4, y - 2],
    [x + 4, y - 2],
    [x + 9, y + 11],
  ]);
  g.fillPath();
}

/** Energy: a lightning bolt centred on (x, y). */
export function drawBolt(g: Paint["g"], x: number, y: number): void {
  g.fillStyle(0xf0c85a, 1);
  poly(g, [
    [x + 3, y - 12],
    [x - 8, y + 2],
    [x - 1, y + 2],
    [x - 4, y + 12],
    [x + 8, y - 3],
    [x + 1, y - 3],
  ]);
  g.fillPath();
}

/** Ore: a grey crystal centred on (x, y). */
export function drawOre(g: Paint["g"], x: number, y: number): void {
  g.fillStyle(0xa3acc6, 1);
  poly(g, [
    [x, y - 11],
    [x + 9, y - 3],
    [x + 5, y + 10],
    [x - 5, y + 10],
    [x - 9, y - 3],
  ]);
  g.fillPath();
}

/** A seat's shape in its colour (the owner, never by colour alone). */
export function drawSeatShape(g: Paint["g"], seat: number, at: Pt, r: number): void {
  g.fillStyle(hex(seatColor(seat)), 1);
  g.lineStyle(2, C.space, 1);
  const pts = shapePoints(seatShape(seat), at.x, at.y, r);
  if (!pts) {
    g.fillCircle(at.x, at.y, r);
    g.strokeCircle(at.x, at.y, r);
    return;
  }
  poly(g, pts);
  g.fillPath();
  g.strokePath();
}
