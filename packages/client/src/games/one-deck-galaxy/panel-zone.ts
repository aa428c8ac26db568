import type { ZoneCardView } from "@starport/rules/one-deck-galaxy/view.ts";
import { bestColumns, type Drawn, hitRect, type Rect } from "../kit/geometry.ts";
import { fitText, type Paint, text } from "../kit/paint.ts";
import { PALETTE } from "../theme.ts";
import { C, influence, resource, science } from "./art.ts";
import { ruleText, techOptionText } from "./content-words.ts";
import { BOX, type Ctx, drawnOf, drawRow, drawYield, MUTED, type Out, TEXT } from "./panels.ts";
import { cardName } from "./words.ts";

export const CARD_W = 196;
export const CARD_H = 200;

function drawCard(p: Paint, c: Ctx, o: Out, z: ZoneCardView, x: number, y: number, claiming = false): void {
  const g = p.g;
  const t = c.t;
  const enc = z.kind === "encounter";
  g.fillStyle(enc ? C.encounter : C.location, 1);
  g.fillRoundedRect(x, y, CARD_W, CARD_H, 8);
  g.lineStyle(claiming ? 3 : 1.5, claiming ? C.warn : enc ? 0xd0707a : 0x6f9bd8, 1);
  g.strokeRoundedRect(x, y, CARD_W, CARD_H, 8);
  o.hits.push(hitRect(`card:${z.id}`, { x, y, w: CARD_W, h: CARD_H }));
  o.anchors.set(`card:${z.id}`, { x: x + CARD_W / 2, y: y + CARD_H / 2 });
  // Header: name, and the influence against the cost (location) or the threshold (encounter).
  const goal = enc ? z.threshold : z.cost;
  const right = `${z.influence}/${goal ?? 0}`;
  const rt = text(p, x + CARD_W - 8, y + 14, right, 13, enc ? PALETTE.bad : TEXT, [1, 0.5], true);
  influence(g, x + CARD_W - 14 - rt.width, y + 14, 5);
  fitText(text(p, x + 8, y + 14, cardName(z.id, t), 13, TEXT, [0, 0.5], true), CARD_W - 40 - rt.width);
  const sub = z.rule ? ruleText(z.rule, t) : t(enc ? "odg.label.encounter" : "odg.label.location");
  fitText(text(p, x + 8, y + 32, sub, 11, z.rule ? PALETTE.warn : MUTED, [0, 0.5]), CARD_W - 16, 0.7);
  // Rows: boxes, and the influence a full row gives.
  let ry = y + 44;
  z.rows.forEach((row) => {
    drawRow(p, o, row, x + 8, ry, true);
    if (!enc && row.reward > 0) {
      influence(g, x + CARD_W - 30, ry + BOX / 2, 5);
      text(p, x + CARD_W - 8, ry + BOX / 2, `+${row.reward}`, 12, TEXT, [1, 0.5], true);
    }
    if (row.full) {
      g.lineStyle(2, C.good, 1);
      g.strokeRoundedRect(x + 4, ry - 3, CARD_W - 8, BOX + 6, 5);
    }
    ry += BOX + 10;
  });
  if (claiming) text(p, x + 8, ry + 2, t("odg.label.claiming"), 13, PALETTE.warn, [0, 0.5], true);
  else if (enc) text(p, x + 8, ry + 2, t("odg.label.allAtOnce"), 10, MUTED, [0, 0.5]);
  // Footer: the rewards if claimed (a colony's yield or a Tech), science value and resource.
  const fy = y + CARD_H - 52;
  g.lineStyle(1, 0x3e4a70, 1);
  g.lineBetween(x + 6, fy - 6, x + CARD_W - 6, fy - 6);
  const cl = text(p, x + 8, fy + 6, t("odg.label.colony"), 10, MUTED, [0, 0.5]);
  const tl = text(p, x + 8, fy + 24, t("odg.label.tech"), 10, MUTED, [0, 0.5]);
  // The values start after the longer label (Spanish labels are longer).
  const vx = x + 14 + Math.max(42, cl.width, tl.width);
  drawYield(p, z.colony, vx, fy + 6, 13);
  resource(g, z.res, x + CARD_W - 44, fy + 6, 6);
  science(g, x + CARD_W - 24, fy + 6, 12);
  text(p, x + CARD_W - 8, fy + 6, String(z.science), 11, TEXT, [1, 0.5], true);
  fitText(
    text(p, vx, fy + 24, t(`odg.cardTech.${z.id}`), 11, TEXT, [0, 0.5], true),
    x + CARD_W - 8 - vx,
    0.7,
  );
  const opt = z.tech.options[0];
  if (opt)
    fitText(text(p, x + 8, fy + 40, techOptionText(opt.steps, t), 10, MUTED, [0, 0.5]), CARD_W - 16, 0.6);
  // Study cost in the Lab step.
  const study = c.view.lab.study[String(z.id)];
  if (c.view.decision?.kind === "lab" && study !== undefined) {
    g.fillStyle(0x0b1020, 0.85);
    g.fillRoundedRect(x + CARD_W / 2 - 56, y + CARD_H / 2 - 14, 112, 28, 6);
    text(
      p,
      x + CARD_W / 2,
      y + CARD_H / 2,
      t("odg.label.studyCost", { n: study }),
      12,
      PALETTE.accent,
      [0.5, 0.5],
      true,
    );
  }
}

/** Columns of the zone's `n` cards in a slot: as large as the slot's shape allows. */
export const zoneColumns = (n: number, slot: Rect): number =>
  bestColumns(n, (CARD_W + 10) / (CARD_H + 10), { w: slot.w, h: Math.max(1, slot.h - 24) });

/** The Discovery Zone: its cards (2 x 2 or in a row, as the slot is shaped), the deck beside. */
export function drawZone(p: Paint, c: Ctx, slot: Rect): Drawn {
  const o: Out = { hits: [], anchors: new Map() };
  const cards = [...c.view.zone];
  const claim = c.view.claimCard;
  const n = Math.max(1, cards.length + (claim ? 1 : 0));
  const cols = zoneColumns(n, slot);
  const all: [ZoneCardView, boolean][] = cards.map((z) => [z, false]);
  if (claim) all.unshift([claim, true]);
  all.forEach(([z, claiming], i) => {
    const x = (i % cols) * (CARD_W + 10);
    const y = Math.floor(i / cols) * (CARD_H + 10);
    drawCard(p, c, o, z, x, y, claiming);
  });
  const rows = Math.ceil(n / cols);
  const w = cols * (CARD_W + 10) - 10;
  const h = rows * (CARD_H + 10) - 10;
  o.anchors.set("zone", { x: w / 2, y: h / 2 });
  if (cards.length === 0 && !claim) {
    text(p, 100, 40, c.t("odg.label.emptyZone"), 13, MUTED, [0.5, 0.5]);
    return drawnOf({ x: 0, y: 0, w: 200, h: 80 }, o);
  }
  return drawnOf({ x: -4, y: -4, w: w + 8, h: h + 8 }, o);
}
