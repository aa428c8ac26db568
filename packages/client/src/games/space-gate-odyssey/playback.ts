/**
 * How each animation step of Space Gate Odyssey (animation.ts) is drawn on the fx layer, between
 * the anchors of the panels on screen: one function per kind of step. The scene hands in a `Stage`
 * (its panels and fx layer); a step whose anchors are not drawn plays nothing.
 */
import { corridorSides } from "@starport/rules/space-gate-odyssey/station.ts";
import type { SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import type * as Phaser from "phaser";
import type { Drawn, Pt, Rect } from "../kit/geometry.ts";
import { textStyle } from "../kit/paint.ts";
import { PALETTE } from "../theme.ts";
import type { PanelId } from "./adapter.ts";
import type { AnimStep } from "./animation.ts";
import { COLORS, drawTile, engineer, seatToken } from "./art.ts";
import { CELL, markerRadius, wheelPoint } from "./panels.ts";

/** What the steps need of the scene: the view, its panels on screen with their anchors, and the fx layer. */
export interface Stage {
  view: SgoPublicView;
  t: (key: string, params?: Record<string, string | number>) => string;
  /** The scene's object factory (a gate's label and its container). */
  add: Phaser.GameObjects.GameObjectFactory;
  anchor(id: PanelId, key: string): Pt | null;
  zoomOf(id: PanelId): number;
  rectOf(id: PanelId): Rect;
  toScreen(id: PanelId, pt: Pt): Pt;
  drawnPanel(id: PanelId): Drawn | null;
  /** Whether `seat`'s station is the one drawn large. */
  stationShown(seat: number): boolean;
  fxGraphics(x: number, y: number): Phaser.GameObjects.Graphics;
  fxAdd(o: Phaser.GameObjects.GameObject): void;
  tween(config: { duration: number; ease?: string; onUpdate?: (k: number) => void }): Promise<void>;
  moveAlong(obj: { x: number; y: number }, from: Pt, to: Pt, ms: number, lift?: number): Promise<void>;
}

type StepOf<K extends AnimStep["kind"]> = Extract<AnimStep, { kind: K }>;

/** Plays one step in `ms`. */
export async function playStep(st: Stage, s: AnimStep, ms: number): Promise<void> {
  switch (s.kind) {
    case "walk":
      return walk(st, s, ms);
    case "settler":
      return moveSettler(st, s, ms);
    case "flip":
      return flip(st, s, ms);
    case "draw":
    case "return":
      return carryTile(st, s, ms);
    case "place":
      return placeTile(st, s, ms);
    case "fill":
      return fill(st, s, ms);
    case "fly":
    case "hawking":
      return fly(st, s, ms);
    case "wheel":
      return wheel(st, s, ms);
    case "rank":
      return rank(st, s, ms);
    case "unrank":
      return unrank(st, s, ms);
    case "swap":
      return swapTokens(st, s, ms);
    case "gate":
      return moveGate(st, s, ms);
    case "close":
      return closePlanet(st, s, ms);
    case "figure":
      return addFigure(st, s, ms);
  }
}

/** Where a module of `seat` is on screen: in the station drawn large, else on the board's station panel. */
function modulePoint(st: Stage, seat: number, tile: number): Pt | null {
  if (st.stationShown(seat)) return st.anchor("station", `mod:${tile}`);
  const r = st.rectOf("station");
  return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
}

/** A figure walks from one control room to another. */
async function walk(st: Stage, s: StepOf<"walk">, ms: number): Promise<void> {
  const from =
    st.anchor("odyssey", `fig:${s.seat}:${s.from}:${s.figure}`) ??
    st.anchor("odyssey", `fig:${s.seat}:${s.from}`);
  const to = st.anchor("odyssey", `fig:${s.seat}:${s.to}`);
  if (!from || !to) return;
  const g = st.fxGraphics(from.x, from.y);
  engineer(g, s.seat, 0, 0, 44 * st.zoomOf("odyssey"), s.figure === "chief");
  await st.moveAlong(g, from, to, ms, 40 * st.zoomOf("odyssey") + 10);
}

/** A settler moves between two modules of the station drawn large. */
async function moveSettler(st: Stage, s: StepOf<"settler">, ms: number): Promise<void> {
  if (!st.stationShown(s.seat)) return;
  const from = st.anchor("station", `mod:${s.from}`);
  const to = st.anchor("station", `mod:${s.to}`);
  if (!from || !to) return;
  const g = st.fxGraphics(from.x, from.y);
  seatToken(g, s.seat, 0, 0, Math.max(5, CELL * 0.09 * st.zoomOf("station")));
  await st.moveAlong(g, from, to, ms, 8);
}

/** A module turns over to its On side. */
async function flip(st: Stage, s: StepOf<"flip">, ms: number): Promise<void> {
  if (!st.stationShown(s.seat)) return;
  const at = st.anchor("station", `mod:${s.module}`);
  const m = st.view.seats[s.seat]?.station.find((x) => x.tile === s.module);
  if (!at || !m) return;
  const size = CELL * st.zoomOf("station");
  const g = st.fxGraphics(at.x, at.y);
  const look = { tile: m.tile, on: false, settlers: 0, owner: s.seat, corridors: m.corridors };
  drawTile(g, look, 0, 0, size);
  await st.tween({ duration: ms / 2, onUpdate: (k) => g.setScale(1 - k, 1) });
  g.clear();
  drawTile(g, { ...look, on: true }, 0, 0, size);
  await st.tween({ duration: ms / 2, onUpdate: (k) => g.setScale(k, 1) });
}

/** A module goes from a pile to the hand (draw) or back (return). */
async function carryTile(st: Stage, s: StepOf<"draw" | "return">, ms: number): Promise<void> {
  const pile = st.anchor("worksite", `pile:${s.pile}`);
  const hand = st.anchor("worksite", "hand");
  if (!pile || !hand) return;
  const [from, to] = s.kind === "draw" ? [pile, hand] : [hand, pile];
  const g = st.fxGraphics(from.x, from.y);
  drawTile(
    g,
    { tile: s.tile, on: false, settlers: 0, owner: s.seat, corridors: corridorSides(s.tile, 0) },
    0,
    0,
    104 * st.zoomOf("worksite"),
  );
  await st.moveAlong(g, from, to, ms, 30 * st.zoomOf("worksite"));
}

/** The module in hand flies to its cell (to the station panel when another station is drawn large). */
async function placeTile(st: Stage, s: StepOf<"place">, ms: number): Promise<void> {
  const from = st.anchor("worksite", "hand");
  let to: Pt | null;
  let size: number;
  if (st.stationShown(s.seat)) {
    to = st.toScreen("station", { x: s.x * CELL + CELL / 2, y: s.y * CELL + CELL / 2 });
    size = CELL * st.zoomOf("station");
  } else {
    const r = st.rectOf("station");
    to = { x: r.x + r.w / 2, y: r.y + r.h / 2 };
    size = 40;
  }
  if (!from) return;
  const g = st.fxGraphics(from.x, from.y);
  const lifted = st.view.reorganization?.lifted.find((x) => x.tile === s.tile);
  drawTile(
    g,
    {
      tile: s.tile,
      on: lifted?.on ?? false,
      settlers: lifted?.settlers ?? 0,
      owner: s.seat,
      corridors: corridorSides(s.tile, s.rotation),
    },
    0,
    0,
    size,
  );
  const s0 = (110 * st.zoomOf("worksite")) / size;
  g.setScale(s0);
  await st.tween({
    duration: ms,
    onUpdate: (k) => {
      g.x = from.x + (to!.x - from.x) * k;
      g.y = from.y + (to!.y - from.y) * k - Math.sin(k * Math.PI) * 30;
      g.setScale(s0 + (1 - s0) * k);
    },
  });
}

/** Settlers appear in the free slots of an airlock-filled module, one after another. */
async function fill(st: Stage, s: StepOf<"fill">, ms: number): Promise<void> {
  if (!st.stationShown(s.seat)) return;
  const at = st.anchor("station", `mod:${s.module}`);
  const m = st.view.seats[s.seat]?.station.find((x) => x.tile === s.module);
  if (!at || !m) return;
  const start = m.settlers;
  const gs: Phaser.GameObjects.Graphics[] = [];
  for (let i = 0; i < s.added; i++) {
    const slot = st.anchor("station", `slot:${s.module}:${start + i}`) ?? at;
    const g = st.fxGraphics(slot.x, slot.y);
    seatToken(g, s.seat, 0, 0, Math.max(4, CELL * 0.085 * st.zoomOf("station")));
    g.setScale(0);
    gs.push(g);
  }
  await st.tween({
    duration: ms,
    ease: "Back.easeOut",
    onUpdate: (k) => gs.forEach((g, i) => g.setScale(Math.max(0, Math.min(1, k * gs.length - i * 0.6)))),
  });
}

/** Settlers fly from a module to a spot of an exoplanet, or to Hawking (up to four drawn). */
async function fly(st: Stage, s: StepOf<"fly" | "hawking">, ms: number): Promise<void> {
  const from = modulePoint(st, s.seat, s.module);
  const to =
    s.kind === "fly" ? st.anchor("planets", `spot:${s.planet}:${s.spot}`) : st.anchor("hawking", "hawking");
  if (!from || !to) return;
  const n = s.kind === "hawking" ? Math.min(4, Math.max(1, s.count)) : 1;
  const gs = Array.from({ length: n }, () => {
    const g = st.fxGraphics(from.x, from.y);
    seatToken(g, s.seat, 0, 0, 8);
    return g;
  });
  const lift = Math.min(120, Math.hypot(to.x - from.x, to.y - from.y) * 0.25);
  await st.tween({
    duration: ms,
    ease: "Quad.easeInOut",
    onUpdate: (k) =>
      gs.forEach((g, i) => {
        const kk = Math.max(0, Math.min(1, k * (1 + 0.3 * (n - 1)) - i * 0.3));
        g.x = from.x + (to.x - from.x) * kk;
        g.y = from.y + (to.y - from.y) * kk - Math.sin(kk * Math.PI) * lift;
      }),
  });
  if (s.kind === "hawking") gs.forEach((g) => g.destroy());
}

/** A seat's marker goes round the influence wheel (on the compact panel, it pulses on the score). */
async function wheel(st: Stage, s: StepOf<"wheel">, ms: number): Promise<void> {
  const z = st.zoomOf("hawking");
  const steps = s.delta;
  const g = st.fxGraphics(0, 0);
  seatToken(g, s.seat, 0, 0, Math.max(5, 12 * z));
  const compact = !st.drawnPanel("hawking")?.anchors.has("wheel:0");
  const place = (pos: number): void => {
    if (compact) {
      // The rail shows scores, not the wheel: the marker pulses on the player's score.
      const at = st.anchor("hawking", `score:${s.seat}`) ?? { x: 0, y: 0 };
      g.setPosition(at.x, at.y).setScale(1 + 0.5 * Math.sin((pos - s.from) * Math.PI));
      return;
    }
    const pt = st.toScreen("hawking", wheelPoint(pos, markerRadius(s.seat)));
    g.setPosition(pt.x, pt.y);
  };
  await st.tween({ duration: ms, ease: "Linear", onUpdate: (k) => place(s.from + steps * k) });
}

/** A figure takes its rank in the government. */
async function rank(st: Stage, s: StepOf<"rank">, ms: number): Promise<void> {
  const to = st.anchor("hawking", `rank:${s.seat}:${s.rank}`) ?? st.anchor("hawking", `score:${s.seat}`);
  if (!to) return;
  const from = { x: to.x, y: to.y + 60 + 20 * s.rank * st.zoomOf("hawking") };
  const g = st.fxGraphics(from.x, from.y);
  const z = st.zoomOf("hawking");
  if (s.figure === "engineer") engineer(g, s.seat, 0, 0, 28 * z);
  else seatToken(g, s.seat, 0, 0, 11 * z);
  g.setScale(1.6);
  await st.tween({
    duration: ms,
    ease: "Cubic.easeOut",
    onUpdate: (k) => {
      g.setPosition(from.x + (to.x - from.x) * k, from.y + (to.y - from.y) * k);
      g.setScale(1.6 - 0.6 * k);
    },
  });
}

/** A figure leaves its government rank: a red ring fades out. */
async function unrank(st: Stage, s: StepOf<"unrank">, ms: number): Promise<void> {
  const at = st.anchor("hawking", `rank:${s.seat}:${s.rank}`) ?? st.anchor("hawking", `score:${s.seat}`);
  if (!at) return;
  const g = st.fxGraphics(at.x, at.y);
  g.lineStyle(3, COLORS.bad, 1);
  g.strokeCircle(0, 0, 14);
  await st.tween({ duration: ms, onUpdate: (k) => g.setScale(1 + k).setAlpha(1 - k) });
}

/** Two predominance tokens change places. */
async function swapTokens(st: Stage, s: StepOf<"swap">, ms: number): Promise<void> {
  const a = st.anchor("hawking", `token:${s.a}`);
  const b = st.anchor("hawking", `token:${s.b}`);
  if (!a || !b) return;
  const r = 24 * st.zoomOf("hawking");
  const ga = st.fxGraphics(a.x, a.y);
  const gb = st.fxGraphics(b.x, b.y);
  for (const g of [ga, gb]) {
    g.lineStyle(3, COLORS.warn, 1);
    g.strokeCircle(0, 0, r + 4);
  }
  await st.tween({
    duration: ms,
    onUpdate: (k) => {
      ga.setPosition(a.x + (b.x - a.x) * k, a.y - Math.sin(k * Math.PI) * r * 1.5);
      gb.setPosition(b.x + (a.x - b.x) * k, b.y + Math.sin(k * Math.PI) * r * 1.5);
    },
  });
}

/** A gate goes from an exoplanet to another or to Hawking. */
async function moveGate(st: Stage, s: StepOf<"gate">, ms: number): Promise<void> {
  const from = st.anchor("planets", `gate:${s.from}`);
  const to = s.to === "hawking" ? st.anchor("hawking", "hawking") : st.anchor("planets", `gate:${s.to}`);
  if (!from || !to) return;
  const g = st.fxGraphics(from.x, from.y);
  g.fillStyle(0x0b1020, 1);
  g.fillCircle(0, 0, 14);
  g.lineStyle(3, COLORS.accent, 1);
  g.strokeCircle(0, 0, 14);
  const label = st.add.text(0, 0, st.t(`gate.${s.gate}`), textStyle(16, PALETTE.accent, true));
  label.setOrigin(0.5, 0.55);
  const c = st.add.container(from.x, from.y, [g, label]);
  g.setPosition(0, 0);
  st.fxAdd(c);
  await st.moveAlong(c, from, to, ms, 60);
}

/** An exoplanet closes: a flash over it. */
async function closePlanet(st: Stage, s: StepOf<"close">, ms: number): Promise<void> {
  const at = st.anchor("planets", `planet:${s.planet}`);
  if (!at) return;
  const g = st.fxGraphics(at.x, at.y);
  g.fillStyle(0xffffff, 0.5);
  g.fillCircle(0, 0, 128 * st.zoomOf("planets"));
  await st.tween({ duration: ms, onUpdate: (k) => g.setAlpha(0.6 * (1 - k)).setScale(1 + 0.15 * k) });
}

/** A figure joins a control room (an engineer grows; a robot, a ring). */
async function addFigure(st: Stage, s: StepOf<"figure">, ms: number): Promise<void> {
  const at = st.anchor("odyssey", `fig:${s.seat}:${s.room}`);
  if (!at) return;
  const g = st.fxGraphics(at.x, at.y);
  const z = st.zoomOf("odyssey");
  if (s.figure === "robot") {
    g.lineStyle(3, COLORS.warn, 1);
    g.strokeCircle(0, 0, 26 * z + 4);
  } else engineer(g, s.seat, 0, 0, 44 * z, s.figure === "chief");
  g.setScale(0);
  await st.tween({ duration: ms, ease: "Back.easeOut", onUpdate: (k) => g.setScale(0.2 + 0.8 * k) });
}
