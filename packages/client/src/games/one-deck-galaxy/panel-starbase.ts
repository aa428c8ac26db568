/** The Starbase panel: its class and discs, Fleets and Science, rows, the Research Lab and calibration. */
import { colourOf, pips } from "@starport/rules/one-deck-galaxy/dice.ts";
import { type Drawn, hitRect } from "../kit/geometry.ts";
import { fitText, type Paint, text } from "../kit/paint.ts";
import { C, die, disc, fleet, science } from "./art.ts";
import { BOX, type Ctx, drawnOf, drawRow, MUTED, type Out, TEXT } from "./panels.ts";

const W = 400;

export function drawStarbase(p: Paint, c: Ctx): Drawn {
  const o: Out = { hits: [], anchors: new Map() };
  drawClassAndDiscs(p, c, o);
  const fy = 44;
  drawFleetsAndScience(p, c, o, fy);
  const ly = drawRows(p, c, o, fy + 26) + 4;
  drawLab(p, c, o, ly);
  const cy = ly + 80;
  drawCalibration(p, c, o, cy);
  return drawnOf({ x: -4, y: -2, w: W + 8, h: cy + 20 }, o);
}

/** Its class, and the Starbase discs it has this turn. */
function drawClassAndDiscs(p: Paint, c: Ctx, o: Out): void {
  const g = p.g;
  const t = c.t;
  const sb = c.view.starbase;
  g.fillStyle(0x152440, 1);
  g.fillRoundedRect(0, 0, W, 10, 8);
  text(p, 10, 14, t("odg.label.class", { n: sb.cls }), 15, TEXT, [0, 0.5], true);
  text(p, W - 10 - sb.discSpaces * 20, 14, t("odg.label.discs"), 11, MUTED, [1, 0.5]);
  for (let i = 0; i < sb.discSpaces; i++) disc(g, C.sbDisc, W - 18 - i * 20, 14, 7, i >= sb.discs);
  o.hits.push(
    hitRect("sb:discs", { x: W - 10 - sb.discSpaces * 20 - 70, y: 2, w: 80 + sb.discSpaces * 20, h: 24 }),
  );
}

/** Fleets and Science on the line at `fy`, the Adversary discs claimed, and the upgrade's cost. */
function drawFleetsAndScience(p: Paint, c: Ctx, o: Out, fy: number): void {
  const g = p.g;
  const t = c.t;
  const sb = c.view.starbase;
  g.fillStyle(0x101a30, 1);
  g.fillRoundedRect(0, fy - 16, 120, 32, 6);
  fleet(g, 16, fy, 18);
  text(p, 32, fy, t("odg.label.fleets", { n: sb.fleets }), 13, TEXT, [0, 0.5], true);
  o.hits.push(hitRect("sb:fleets", { x: 0, y: fy - 16, w: 120, h: 32 }));
  o.anchors.set("sb:fleets", { x: 60, y: fy });
  g.fillStyle(0x101a30, 1);
  g.fillRoundedRect(128, fy - 16, 130, 32, 6);
  science(g, 144, fy, 16);
  text(
    p,
    158,
    fy,
    t("odg.label.science", { n: sb.scienceTotal, cards: sb.science.length }),
    13,
    TEXT,
    [0, 0.5],
    true,
  );
  o.hits.push(hitRect("sb:science", { x: 128, y: fy - 16, w: 130, h: 32 }));
  o.anchors.set("sb:science", { x: 193, y: fy });
  // Claimed Adversary discs wait next to the Starbase.
  const adv = c.view.adv;
  for (let i = 0; i < adv.claimed; i++) disc(g, C.advDisc, 272 + i * 18, fy, 7);
  if (adv.claimed > 0)
    o.hits.push(hitRect("sb:claimed", { x: 262, y: fy - 12, w: adv.claimed * 18 + 4, h: 24 }));
  if (sb.upgradeCost !== null)
    text(p, W - 8, fy, t("odg.label.upgradeCost", { n: sb.upgradeCost }), 11, MUTED, [1, 0.5]);
}

/** Rows from `y0`: grey boxes giving fleets; returns the y below. */
function drawRows(p: Paint, c: Ctx, o: Out, y0: number): number {
  const g = p.g;
  let ry = y0;
  c.view.starbase.rows.forEach((row) => {
    const rw = drawRow(p, o, row, 8, ry, true);
    fleet(g, 8 + rw + 18, ry + BOX / 2, 14);
    text(p, 8 + rw + 30, ry + BOX / 2, `+${row.reward}`, 13, TEXT, [0, 0.5], true);
    if (row.full) {
      g.lineStyle(2, C.good, 1);
      g.strokeRoundedRect(4, ry - 3, rw + 62, BOX + 6, 5);
    }
    ry += BOX + 8;
  });
  return ry;
}

/** The Research Lab at `ly`: any dice, their pips pay for probes and studies. */
function drawLab(p: Paint, c: Ctx, o: Out, ly: number): void {
  const g = p.g;
  const t = c.t;
  const sb = c.view.starbase;
  const lab = sb.lab;
  g.fillStyle(0x1d2b48, 1);
  g.fillRoundedRect(0, ly, W, 64, 8);
  g.lineStyle(1.5, 0x6f9bd8, 1);
  g.strokeRoundedRect(0, ly, W, 64, 8);
  text(p, 10, ly + 12, t("odg.label.lab", { n: lab.pips }), 12, TEXT, [0, 0.5], true);
  text(
    p,
    W - 10,
    ly + 12,
    t("odg.label.labCosts", { probe: sb.probeCost, study: sb.studyCost }),
    11,
    MUTED,
    [1, 0.5],
  );
  const dx0 = 12;
  lab.dice
    .slice(0, 12)
    .forEach((d, i) => die(g, colourOf(d.die), pips(d.die), dx0 + 12 + i * 28, ly + 42, 24));
  if (lab.dice.length === 0) text(p, 14, ly + 42, t("odg.label.labEmpty"), 11, MUTED, [0, 0.5]);
  o.hits.push(hitRect("box:lab", { x: 0, y: ly, w: W, h: 64 }));
  o.anchors.set("box:lab", { x: W / 2, y: ly + 42 });
  o.anchors.set("lab", { x: W / 2, y: ly + 42 });
}

/** Calibration on the line at `cy`: a fleet moves a die by 1; 3 science roll a black die. */
function drawCalibration(p: Paint, c: Ctx, o: Out, cy: number): void {
  const g = p.g;
  const t = c.t;
  const sb = c.view.starbase;
  fitText(
    text(p, 8, cy, t("odg.label.calibrate", { n: sb.calibrateCost }), 11, MUTED, [0, 0.5]),
    W - 200,
    0.7,
  );
  g.fillStyle(0x2a2f45, 1);
  g.fillRoundedRect(W - 190, cy - 16, 190, 32, 6);
  die(g, "black", 0, W - 174, cy, 18);
  fitText(
    text(p, W - 158, cy, t("odg.label.ultratech", { n: sb.ultratechCost }), 11, TEXT, [0, 0.5], true),
    152,
    0.65,
  );
  o.hits.push(hitRect("sb:ultra", { x: W - 190, y: cy - 16, w: 190, h: 32 }));
}
