/**
 * The small drawings of the rules pages, made with each board's own art functions
 * (games/<game>/art.ts) recorded as inline SVG (svg-graphics.ts): no image files, no Phaser.
 * Space Opera draws its cards inside its panels, so its pieces are drawn here after them.
 * A drawing's few words follow the page's language.
 */

import type { Race } from "@starport/rules/stellar-omega/content.ts";
import {
  BOX_HEX,
  C as ODG,
  die as odgDie,
  disc as odgDisc,
  fleet as odgFleet,
  influence as odgInfluence,
  science as odgScience,
} from "../games/one-deck-galaxy/art.ts";
import {
  domainIcon,
  drawTile,
  engineer,
  ROOM_COLORS,
  robot,
  roomIcon,
  COLORS as SGO,
  seatToken,
  type TileLook,
} from "../games/space-gate-odyssey/art.ts";
import {
  actionToken,
  crystal,
  firstMarker,
  C as SOC,
  card as soCard,
  die as soDie,
  unitStack,
  unitTile,
} from "../games/stellar-omega/art.ts";
import { hex, PALETTE, seatColor } from "../games/theme.ts";
import type { Lang } from "../i18n/i18n.ts";
import { SvgGraphics } from "./svg-graphics.ts";

/** The drawings' own words, by language. */
const WORDS: Record<Lang, Record<string, string>> = {
  en: {
    water: "Water",
    wildlife: "Wildlife",
    energy: "Energy",
    modules: "Modules",
    airlock: "Airlock",
    balance: "Balance",
    none: "None",
    aliens: "Aliens",
    clones: "Clones",
    machines: "Machines",
    mutants: "Mutants",
    area: "area {n}",
    open: "open sector",
    closed: "closed sector",
    gate: "gate",
    tech: "Tech disc",
    starbase: "Starbase disc",
    adversary: "Adversary disc",
    influence: "influence",
    fleet: "Fleet",
    science: "Science",
    empty: "empty",
    filled: "filled",
    hidden: "face down",
    space: "space",
    supernova: "supernova",
    asteroid: "asteroid field",
    wormhole: "wormhole",
    class: "class {n}",
  },
  es: {
    water: "Agua",
    wildlife: "Vida salvaje",
    energy: "Energía",
    modules: "Módulos",
    airlock: "Acceso",
    balance: "Equilibrio",
    none: "Ninguno",
    aliens: "Alienígenas",
    clones: "Clones",
    machines: "Máquinas",
    mutants: "Mutantes",
    area: "zona {n}",
    open: "sector abierto",
    closed: "sector cerrado",
    gate: "puerta",
    tech: "disco de Tecnología",
    starbase: "disco de Base estelar",
    adversary: "disco de Adversario",
    influence: "influencia",
    fleet: "Flota",
    science: "Ciencia",
    empty: "vacías",
    filled: "llenas",
    hidden: "boca abajo",
    space: "espacio",
    supernova: "supernova",
    asteroid: "asteroides",
    wormhole: "agujero de gusano",
    class: "clase {n}",
  },
};

const word = (lang: Lang, key: string, n?: number): string =>
  (WORDS[lang][key] ?? key).replace("{n}", String(n ?? ""));

const TEXT = PALETTE.text;
const MUTED = PALETTE.muted;

// ------------------------------------------------------------------ Space Gate Odyssey

/** A small station: the white module, a Water gate module On and an Energy Odyssey module Off; red ends are open corridors. */
function sgoStation(): string {
  const s = new SvgGraphics();
  const size = 88;
  const ox = 10;
  const oy = 10;
  const tiles: { at: [number, number]; look: TileLook }[] = [
    { at: [0, 0], look: { tile: 81, on: true, settlers: 3, owner: 0, corridors: "NESW", open: "NW" } },
    { at: [1, 0], look: { tile: 2, on: true, settlers: 2, owner: 0, corridors: "EW", open: "E" } },
    { at: [0, 1], look: { tile: 57, on: false, settlers: 0, owner: 0, corridors: "NEW", open: "EW" } },
  ];
  for (const { at, look } of tiles) {
    const cx = ox + at[0] * size + size / 2;
    const cy = oy + at[1] * size + size / 2;
    const res = drawTile(s.g, look, cx, cy, size);
    if (res.gateText)
      s.text(cx - size / 2 + size * 0.255, cy - size / 2 + size * 0.255, res.gateText, 17, "#ffffff");
    if (!look.on) s.text(cx, cy + size * 0.4, "OFF", 11, MUTED, "middle", true);
  }
  return s.svg(ox * 2 + size * 2, oy * 2 + size * 2, 1.5);
}

/** The figures and their action points: engineer 1, chief engineer 2, robot 1; a settler. */
function sgoFigures(): string {
  const s = new SvgGraphics();
  const y = 38;
  engineer(s.g, 0, 30, y, 44);
  s.text(30, 78, "1", 16, TEXT, "middle", true);
  engineer(s.g, 0, 90, y, 44, true);
  s.text(90, 78, "2", 16, TEXT, "middle", true);
  robot(s.g, 0, 150, y + 4, 44);
  s.text(150, 78, "1", 16, TEXT, "middle", true);
  seatToken(s.g, 0, 210, y + 4, 9);
  return s.svg(240, 92, 1.2);
}

/** The five control rooms of the Odyssey with their names. */
function sgoRooms(lang: Lang): string {
  const s = new SvgGraphics();
  const rooms = ["water", "wildlife", "energy", "modules", "airlock"] as const;
  rooms.forEach((room, i) => {
    const x = 38 + i * 76;
    s.fillStyle(SGO.panelHi, 1).fillRoundedRect(x - 32, 6, 64, 50, 8);
    s.lineStyle(2, ROOM_COLORS[room], 1).strokeRoundedRect(x - 32, 6, 64, 50, 8);
    roomIcon(s.g, room, x, 31, 34);
    s.text(x, 72, word(lang, room), 12, TEXT);
  });
  return s.svg(380, 86);
}

/** The predominance track at the start: Water, Wildlife, Energy, Balance, None worth 7, 4, 2, 1, 0. */
function sgoPredominance(lang: Lang): string {
  const s = new SvgGraphics();
  const tokens = ["water", "wildlife", "energy", "balance", "none"] as const;
  const values = [7, 4, 2, 1, 0];
  tokens.forEach((tok, i) => {
    const x = 38 + i * 76;
    s.fillStyle(SGO.panelHi, 1).fillCircle(x, 34, 26);
    s.lineStyle(2, SGO.line, 1).strokeCircle(x, 34, 26);
    if (tok === "balance") {
      domainIcon(s.g, "water", x - 11, 40, 16);
      domainIcon(s.g, "wildlife", x, 24, 16);
      domainIcon(s.g, "energy", x + 11, 40, 16);
    } else if (tok === "none") {
      s.lineStyle(2.5, SGO.muted, 1).lineBetween(x - 10, 44, x + 10, 24);
    } else domainIcon(s.g, tok, x, 34, 30);
    s.text(x, 74, word(lang, tok), 12, TEXT);
    s.text(x, 92, String(values[i]), 15, PALETTE.warn, "middle", true);
  });
  return s.svg(380, 104);
}

// ------------------------------------------------------------------ stellar_omega

const RACES: readonly Race[] = ["aliens", "clones", "machines", "mutants"];

/** The four races: a unit tile each (a colour and a shape). */
function soRaces(lang: Lang): string {
  const s = new SvgGraphics();
  RACES.forEach((race, i) => {
    const x = 40 + i * 84;
    unitTile(s.g, race, x, 32, 44);
    s.text(x, 72, word(lang, race), 12, TEXT);
  });
  return s.svg(340, 84, 1.1);
}

/** The ship: three areas, the gate closing one of them; units are stacks of tiles (their level). */
function soShip(lang: Lang): string {
  const s = new SvgGraphics();
  const w = 110;
  const top = 24;
  const h = 96;
  const units: [Race, number][][] = [
    [
      ["aliens", 2],
      ["clones", 1],
    ],
    [["machines", 1]],
    [["mutants", 3]],
  ];
  for (let a = 0; a < 3; a++) {
    const x = 8 + a * (w + 6);
    const closed = a === 2;
    s.fillStyle(closed ? SOC.closed : SOC.hull, 1).fillRoundedRect(x, top, w, h, 10);
    s.lineStyle(1.5, SOC.line, 1).strokeRoundedRect(x, top, w, h, 10);
    s.text(x + w / 2, top + 12, word(lang, "area", a), 11, MUTED);
    const here = units[a]!;
    here.forEach(([race, level], k) => {
      unitStack(s.g, race, level, x + w / 2 + (k - (here.length - 1) / 2) * 46, top + 56, 30);
    });
  }
  // The gate tile, on the line between area 1 and the closed area 2.
  const gx = 8 + 2 * (w + 6) - 3;
  s.fillStyle(0xffffff, 1).fillRect(gx - 3, top + 6, 6, h - 12);
  s.text(gx, top + h + 12, word(lang, "gate"), 11, TEXT);
  s.lineStyle(1.5, SOC.accent, 1).lineBetween(8, top - 8, 8 + 2 * w + 6, top - 8);
  s.text(8 + w + 3, top - 16, word(lang, "open"), 11, PALETTE.accent);
  s.text(8 + 2 * (w + 6) + w / 2, top - 16, word(lang, "closed"), 11, "#d6b4ff");
  return s.svg(8 * 2 + 3 * w + 12, top + h + 24);
}

/** A player's pieces: crystal, die, command cards (back and face), action tokens, first player marker. */
function soPieces(): string {
  const s = new SvgGraphics();
  crystal(s.g, "clones", 24, 34, 16);
  soDie(s.g, 3, 72, 34, 34);
  soCard(s.g, null, 122, 34, 40, 56);
  soCard(s.g, "mutants", 170, 34, 40, 56);
  actionToken(s.g, 220, 34, 15, false);
  actionToken(s.g, 258, 34, 15, true);
  firstMarker(s.g, 300, 34, 16);
  return s.svg(324, 68, 1.2);
}

// ------------------------------------------------------------------ One Deck Galaxy

/** The four dice: yellow (Energy), pink (Materials), blue (Diplomacy), black (Ultratech). */
function odgDice(): string {
  const s = new SvgGraphics();
  odgDie(s.g, "yellow", 5, 28, 28, 40);
  odgDie(s.g, "pink", 3, 80, 28, 40);
  odgDie(s.g, "blue", 6, 132, 28, 40);
  odgDie(s.g, "black", 2, 184, 28, 40);
  return s.svg(212, 56, 1.3);
}

/** Boxes empty and filled: a small yellow 5, a wide pink Σ8, a grey [ANY] box, a ring paid with 2 Fleets. */
function odgBoxes(lang: Lang): string {
  const s = new SvgGraphics();
  const B = 30;
  const row = (y: number, filled: boolean): void => {
    let x = 70;
    const box = (w: number, colour: number): number => {
      s.fillStyle(colour, 1).fillRoundedRect(x, y, w, B, 5);
      s.lineStyle(1.5, filled ? ODG.good : 0x8a93b0, 1).strokeRoundedRect(x, y, w, B, 5);
      return w;
    };
    // small yellow 5
    box(B, BOX_HEX.yellow!);
    if (filled) odgDie(s.g, "yellow", 6, x + B / 2, y + B / 2, B - 6);
    else s.text(x + B / 2, y + B / 2, "5", 15, TEXT, "middle", true);
    x += B + 12;
    // wide pink 8
    box(62, BOX_HEX.pink!);
    if (filled) {
      odgDie(s.g, "pink", 5, x + 4 + 11, y + B / 2, 22);
      odgDie(s.g, "pink", 3, x + 4 + 11 + 25, y + B / 2, 22);
    } else s.text(x + 31, y + B / 2, "Σ8", 13, TEXT, "middle", true);
    x += 62 + 12;
    // grey ANY
    box(B, BOX_HEX.grey!);
    if (filled) odgDie(s.g, "blue", 2, x + B / 2, y + B / 2, B - 6);
    else s.text(x + B / 2, y + B / 2, "✱", 15, TEXT, "middle", true);
    x += B + 12;
    // ring: 2 Fleets
    const r = B / 2;
    s.fillStyle(0x0f2547, 1).fillCircle(x + r, y + r, r);
    s.lineStyle(2.5, ODG.sbDisc, 1).strokeCircle(x + r, y + r, r - 1);
    if (filled) odgDisc(s.g, ODG.sbDisc, x + r, y + r, r - 5);
    else {
      s.text(x + r - 4, y + r, "2", 13, TEXT, "middle", true);
      odgFleet(s.g, x + r + 7, y + r, 8);
    }
  };
  s.text(62, 21, word(lang, "empty"), 12, MUTED, "end");
  row(6, false);
  s.text(62, 63, word(lang, "filled"), 12, MUTED, "end");
  row(48, true);
  return s.svg(300, 86, 1.3);
}

/** Discs and what the Starbase holds: Tech, Starbase and Adversary discs; influence, a Fleet, Science. */
function odgDiscs(lang: Lang): string {
  const s = new SvgGraphics();
  const items: [string, (x: number) => void][] = [
    ["tech", (x) => odgDisc(s.g, ODG.techDisc, x, 26, 13)],
    ["starbase", (x) => odgDisc(s.g, ODG.sbDisc, x, 26, 13)],
    ["adversary", (x) => odgDisc(s.g, ODG.advDisc, x, 26, 13)],
    ["influence", (x) => odgInfluence(s.g, x, 26, 11)],
    ["fleet", (x) => odgFleet(s.g, x, 26, 22)],
    ["science", (x) => odgScience(s.g, x, 26, 24)],
  ];
  items.forEach(([key, draw], i) => {
    const x = 40 + i * 78;
    draw(x);
    const label = word(lang, key);
    // two lines when the label is long ("disco de Base estelar")
    const cut = label.length > 12 ? label.lastIndexOf(" ", 12) : -1;
    if (cut > 0) {
      s.text(x, 54, label.slice(0, cut), 11, TEXT);
      s.text(x, 68, label.slice(cut + 1), 11, TEXT);
    } else s.text(x, 54, label, 11, TEXT);
  });
  return s.svg(470, 80);
}

// ------------------------------------------------------------------ Space Opera (after its panels' cards)

const SOP_FILL = {
  hidden: 0x24305a,
  space: 0x0f1530,
  supernova: 0x3a1410,
  asteroid: 0x22252e,
  wormhole: 0x241438,
  planet: 0x14203a,
} as const;
const SOP_CLASS_TINT = [0x6b7fd6, 0x5fb0a0, 0x9ccf6b, 0xd9b45b, 0xe0815f];

type SopCard = keyof typeof SOP_FILL;

/** One map card `w` wide at (x, y); a planet shows its class colour and, owned, its owner's border. */
function sopCard(
  s: SvgGraphics,
  kind: SopCard,
  x: number,
  y: number,
  w: number,
  lang: Lang,
  owner?: number,
): void {
  const cx = x + w / 2;
  const cy = y + w / 2;
  s.fillStyle(SOP_FILL[kind], 1).fillRoundedRect(x, y, w, w, 8);
  s.lineStyle(
    owner !== undefined ? 3.5 : 1.5,
    owner !== undefined ? hex(seatColor(owner)) : hex(PALETTE.line),
    1,
  );
  s.strokeRoundedRect(x, y, w, w, 8);
  switch (kind) {
    case "hidden":
      s.lineStyle(2, hex(PALETTE.accent), 0.35).strokeCircle(cx, cy - 6, 18);
      s.text(cx, cy - 6, "?", 22, PALETTE.accent, "middle", true);
      break;
    case "space":
      for (let k = 0; k < 8; k++) {
        s.fillStyle(0xffffff, 0.3 + ((k * 37) % 5) / 10);
        s.fillCircle(x + ((k * 53 + 17) % (w - 10)) + 5, y + ((k * 71 + 29) % (w - 30)) + 5, 1.4);
      }
      break;
    case "supernova":
      s.fillStyle(0xff7a3a, 0.9).fillCircle(cx, cy - 8, 16);
      s.fillStyle(0xffd27a, 1).fillCircle(cx, cy - 8, 8);
      break;
    case "asteroid":
      for (const [dx, dy, r] of [
        [-15, -13, 8],
        [6, -17, 6],
        [13, 1, 9],
        [-7, 6, 6],
      ] as const) {
        s.fillStyle(0x8a8f9c, 1).fillCircle(cx + dx, cy - 6 + dy, r);
      }
      break;
    case "wormhole":
      for (let r = 22; r > 3; r -= 5) s.lineStyle(2.5, 0xb48cff, r / 25).strokeCircle(cx, cy - 8, r);
      break;
    case "planet":
      s.fillStyle(SOP_CLASS_TINT[4]!, 1).fillCircle(cx, cy - 8, 20);
      s.fillStyle(0xffffff, 0.18).fillCircle(cx - 6, cy - 14, 8);
      break;
  }
  const label = kind === "planet" ? word(lang, "class", 5) : word(lang, kind);
  s.text(cx, y + w - 14, label, 11, MUTED);
}

/** A ship in its owner's colour (an arrow head), as the board draws it. */
function sopShip(s: SvgGraphics, owner: number, x: number, y: number, size: number): void {
  s.fillStyle(hex(seatColor(owner)), 1).lineStyle(2, hex(PALETTE.space), 1);
  s.beginPath()
    .moveTo(x, y - size * 0.6)
    .lineTo(x + size * 0.45, y + size * 0.45)
    .lineTo(x, y + size * 0.2)
    .lineTo(x - size * 0.45, y + size * 0.45)
    .closePath();
  s.fillPath().strokePath();
}

/** The kinds of map card: face down, space, a planet, supernova, asteroid field, wormhole. */
function sopCards(lang: Lang): string {
  const s = new SvgGraphics();
  const w = 92;
  const kinds: SopCard[] = ["hidden", "space", "planet", "supernova", "asteroid", "wormhole"];
  kinds.forEach((k, i) => {
    sopCard(
      s,
      k,
      6 + (i % 3) * (w + 8),
      6 + Math.floor(i / 3) * (w + 8),
      w,
      lang,
      k === "planet" ? 0 : undefined,
    );
  });
  return s.svg(12 + 3 * w + 16, 12 + 2 * w + 8);
}

/** A movement: the ship leaves its planet with 1 ship energy, 2 spaces, no diagonal, onto a face-down card. */
function sopMove(lang: Lang): string {
  const s = new SvgGraphics();
  const w = 76;
  const at = (c: number, r: number): [number, number] => [6 + c * (w + 6), 6 + r * (w + 6)];
  sopCard(s, "planet", ...at(0, 0), w, lang, 0);
  sopCard(s, "space", ...at(1, 0), w, lang);
  sopCard(s, "hidden", ...at(0, 1), w, lang);
  sopCard(s, "hidden", ...at(1, 1), w, lang);
  // The path: right one space, then down one space (through the cards' upper halves).
  const [x0, y0] = at(0, 0);
  const [x1] = at(1, 0);
  const [, y1] = at(1, 1);
  const ya = y0 + 26;
  const xb = x1 + w - 8;
  s.lineStyle(3, hex(PALETTE.warn), 1);
  s.beginPath()
    .moveTo(x0 + w - 14, ya)
    .lineTo(xb, ya)
    .lineTo(xb, y1 + 16);
  s.strokePath();
  s.fillStyle(hex(PALETTE.warn), 1).fillTriangle(xb - 7, y1 + 14, xb + 7, y1 + 14, xb, y1 + 24);
  s.text(x1 + 8, ya - 12, "1", 14, PALETTE.warn, "middle", true);
  s.text(xb - 10, y1 - 6, "2", 14, PALETTE.warn, "middle", true);
  sopShip(s, 0, x0 + w - 16, y0 + w - 34, 18);
  return s.svg(12 + 2 * w + 6, 12 + 2 * w + 6, 1.3);
}

/** A planet card's pips (energy, ore, capacity) and its tokens: free/total meeples, energy, ore; structures. */
function sopPlanet(lang: Lang): string {
  const s = new SvgGraphics();
  const x = 6;
  const y = 6;
  const w = 200;
  const h = 132;
  s.fillStyle(SOP_FILL.planet, 1).fillRoundedRect(x, y, w, h, 10);
  s.lineStyle(3.5, hex(seatColor(0)), 1).strokeRoundedRect(x, y, w, h, 10);
  s.fillStyle(SOP_CLASS_TINT[4]!, 1).fillCircle(x + 30, y + 32, 22);
  s.fillStyle(0xffffff, 0.18).fillCircle(x + 24, y + 25, 9);
  s.text(x + 60, y + 20, "Aurelia Prime", 15, TEXT, "start", true);
  s.text(x + 60, y + 40, word(lang, "class", 5), 13, MUTED, "start");
  // Stores as the board shows them: meeples free/total, energy, ore.
  const stores: [string, string, number][] = [
    ["M", "2/3", hex(seatColor(0))],
    ["E", "4", 0xf0c85a],
    ["O", "2", 0xa3acc6],
  ];
  stores.forEach(([k, v, colour], i) => {
    const bx = x + 8 + i * 62;
    s.fillStyle(colour, 1).fillCircle(bx + 9, y + 74, 8);
    s.text(bx + 9, y + 74, k, 11, "#0b1020", "middle", true);
    s.text(bx + 22, y + 74, v, 14, TEXT, "start", true);
  });
  (["W1", "R1", "F1", "B1"] as const).forEach((k, i) => {
    const bx = x + 8 + i * 36;
    s.fillStyle(hex(PALETTE.panelHi), 1).fillRoundedRect(bx, y + 96, 32, 22, 4);
    s.text(bx + 16, y + 107, k, 13, TEXT, "middle", true);
  });
  sopShip(s, 0, x + w - 22, y + h - 22, 20);
  return s.svg(w + 12, h + 12, 1.2);
}

/** Every drawing by id: its SVG markup in a language. */
export const DRAWINGS: Record<string, (lang: Lang) => string> = {
  "sgo-station": sgoStation,
  "sgo-figures": sgoFigures,
  "sgo-rooms": sgoRooms,
  "sgo-predominance": sgoPredominance,
  "so-races": soRaces,
  "so-ship": soShip,
  "so-pieces": soPieces,
  "odg-dice": odgDice,
  "odg-boxes": odgBoxes,
  "odg-discs": odgDiscs,
  "sop-cards": sopCards,
  "sop-move": sopMove,
  "sop-planet": sopPlanet,
};
