/**
 * The Space Gate Odyssey scene: draws the board (panels.ts) through one camera per panel (so the
 * panel in front is large and the others sit in a rail, each scaled to fit), turns clicks into the
 * adapter's targets (adapter.ts), asks the server why a click that is not a target is refused,
 * and plays the events of each update as tweens before showing the new state.
 */

import { MODULES } from "@starport/rules/space-gate-odyssey/content.ts";
import type { SgoEvent, SgoMove, SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import * as Phaser from "phaser";
import type { SceneHost, SceneUpdate } from "../contract.ts";
import { PALETTE, seatColor } from "../theme.ts";
import {
  type AnimStep,
  animationSteps,
  candidateMove,
  type Interaction,
  interaction,
  PANELS,
  type PanelId,
  rotateCorridors,
  type Selection,
  scheduleMs,
  type Target,
} from "./adapter.ts";
import { COLORS, drawTile, engineer, seatToken } from "./art.ts";
import { bestColumns, fit, layoutBoard, type Rect } from "./layout.ts";
import {
  CELL,
  type Drawn,
  drawHawking,
  drawHawkingCompact,
  drawOdyssey,
  drawOdysseyCompact,
  drawPlanets,
  drawStation,
  drawWorksite,
  dropPool,
  FONT,
  type Ghost,
  type Hit,
  hitCentre,
  inHit,
  markerRadius,
  miniStation,
  PLANET_H,
  PLANET_W,
  type Pt,
  text,
  textPool,
  wheelPoint,
} from "./panels.ts";
import { moduleName, playerName } from "./words.ts";

export type SgoUpdate = SceneUpdate<SgoPublicView, unknown, SgoMove, SgoEvent>;

/** A clickable thing as the test hook lists it (client coordinates). */
export interface HookTarget {
  id: string;
  x: number;
  y: number;
  label: string;
  move: SgoMove | null;
  moves: SgoMove[];
}

const STRIDE = 100_000;
const TITLE_H = 22;
const DRAG_PX = 8;

interface CamState {
  rect: Rect;
  zoom: number;
  cx: number;
  cy: number;
}

interface PanelRt {
  id: PanelId;
  offset: number;
  container: Phaser.GameObjects.Container;
  g: Phaser.GameObjects.Graphics;
  hl: Phaser.GameObjects.Graphics;
  cam: Phaser.Cameras.Scene2D.Camera;
  drawn: Drawn | null;
  key: string;
  state: CamState;
}

interface UiHit {
  id: string;
  rect: Rect;
  target?: Target;
}

type Waiter = () => void;

export class SgoScene extends Phaser.Scene {
  private readonly host: SceneHost<SgoMove>;
  private created = false;
  private u: SgoUpdate | null = null;
  private queue: SgoUpdate[] = [];
  private playing = false;
  private skipping = false;
  private waiters = new Set<Waiter>();
  private sel: Selection | null = null;
  private inter: Interaction | null = null;
  private sentVersion = -1;
  private manualFocus: PanelId | null = null;
  private stationPick: number | null = null;
  private stationView: { zoom: number; cx: number; cy: number } | null = null;
  private focus: PanelId = "station";
  private panels = {} as Record<PanelId, PanelRt>;
  private ui!: Phaser.GameObjects.Container;
  private uiG!: Phaser.GameObjects.Graphics;
  private fx!: Phaser.GameObjects.Container;
  private uiCam!: Phaser.Cameras.Scene2D.Camera;
  private uiHits: UiHit[] = [];
  private uiPool = new Map<string, Phaser.GameObjects.Text[]>();
  private layoutFocus: PanelId | null = null;
  private camTween: Phaser.Tweens.Tween | null = null;
  private down: { x: number; y: number; panel: PanelId | null; moved: boolean } | null = null;
  private pinch: { dist: number; zoom: number } | null = null;
  private lastTip = "";
  private decisionKey = "";
  private stillFrames = 0;
  private hoverId = "";
  private hoverTimer: ReturnType<typeof setTimeout> | null = null;
  private hoverMuteUntil = 0;
  /** Animation steps played so far (for tests). */
  private animated = 0;
  private pulseKey = "";

  constructor(host: SceneHost<SgoMove>) {
    super({ key: "sgo" });
    this.host = host;
  }

  // ------------------------------------------------------------ lifecycle

  create(): void {
    const main = this.cameras.main;
    PANELS.forEach((id, i) => {
      const container = this.add.container((i + 1) * STRIDE, 0);
      const g = this.add.graphics();
      const hl = this.add.graphics();
      container.add([g, hl]);
      const cam = this.cameras.add(0, 0, 10, 10, false, `panel-${id}`);
      cam.setBackgroundColor("rgba(20,26,46,0.92)");
      this.panels[id] = {
        id,
        offset: (i + 1) * STRIDE,
        container,
        g,
        hl,
        cam,
        drawn: null,
        key: "",
        state: { rect: { x: 0, y: 0, w: 10, h: 10 }, zoom: 1, cx: 0, cy: 0 },
      };
    });
    this.ui = this.add.container(0, 0);
    this.uiG = this.add.graphics();
    this.ui.add(this.uiG);
    this.fx = this.add.container(0, 0);
    this.uiCam = this.cameras.add(0, 0, this.scale.width, this.scale.height, true, "ui");
    this.cameras.remove(main);
    const all = PANELS.map((id) => this.panels[id].container);
    for (const id of PANELS) {
      const p = this.panels[id];
      p.cam.ignore([...all.filter((c) => c !== p.container), this.ui, this.fx]);
    }
    this.uiCam.ignore(all);
    this.input.addPointer(1);
    this.input.on("pointerdown", (p: Phaser.Input.Pointer) => this.onDown(p));
    this.input.on("pointermove", (p: Phaser.Input.Pointer) => this.onMove(p));
    this.input.on("pointerup", (p: Phaser.Input.Pointer) => this.onUp(p));
    this.input.on("wheel", (p: Phaser.Input.Pointer, _o: unknown, _dx: number, dy: number) =>
      this.onWheel(p, dy),
    );
    this.scale.on("resize", () => {
      this.uiCam.setSize(this.scale.width, this.scale.height);
      this.render(false);
    });
    this.created = true;
    this.pump();
  }

  /**
   * Phaser redraws every frame; on a phone (or a software renderer) that costs a whole core while
   * nothing moves. The loop sleeps when the board is still and wakes on updates, input and tweens.
   */
  private wakeLoop(): void {
    this.stillFrames = 0;
    const loop = this.game.loop;
    if (!loop.running) loop.wake(true);
  }

  override update(): void {
    const busy =
      this.playing ||
      this.camTween !== null ||
      this.down !== null ||
      this.tweens.getTweens().some((t) => t.isPlaying());
    if (busy) this.stillFrames = 0;
    // Waking runs one step at once (before the caller changes anything), then two frames show the
    // last change; after that the loop sleeps until something happens.
    else if (++this.stillFrames >= 3) this.game.loop.sleep();
  }

  /** Pulses the highlights of the clickable things a few times when they change. */
  private pulse(): void {
    for (const id of PANELS) {
      const hl = this.panels[id].hl;
      this.tweens.killTweensOf(hl);
      hl.setAlpha(1);
      this.tweens.add({
        targets: hl,
        alpha: 0.4,
        duration: 500,
        yoyo: true,
        repeat: 2,
        ease: "Sine.easeInOut",
      });
    }
  }

  /** A new update from the shell: queued, played in order (animations first, then the new state). */
  push(u: SgoUpdate): void {
    if (this.created) this.wakeLoop();
    if (
      this.u &&
      u.version === this.u.version &&
      u.events.length === 0 &&
      this.queue.length === 0 &&
      !this.playing
    ) {
      // Same state (players, language): redraw at once.
      this.u = u;
      if (this.created) this.render(false);
      return;
    }
    this.queue.push(u);
    if (this.created) this.pump();
  }

  /** Stops what outlives the scene (a pending hover text). */
  dispose(): void {
    if (this.hoverTimer) clearTimeout(this.hoverTimer);
    this.hoverTimer = null;
  }

  /** The server refused our move: let the player try again. */
  refused(): void {
    this.sentVersion = -1;
    if (this.created) this.render(false);
  }

  private pump(): void {
    if (this.playing) return;
    const next = this.queue.shift();
    if (!next) return;
    const speed = this.host.speed();
    const steps = this.u && this.panels.station.drawn ? animationSteps(next.events) : [];
    if (steps.length === 0 || speed <= 0 || this.queue.length > 2) {
      this.u = next;
      this.render(true);
      this.pump();
      return;
    }
    this.playing = true;
    this.wakeLoop();
    const durations = scheduleMs(steps, speed * (1 + this.queue.length));
    void this.play(steps, durations).then(() => {
      this.clearFx();
      this.playing = false;
      this.skipping = false;
      this.u = next;
      this.render(true);
      this.pump();
    });
  }

  /** Ends the running animations at once (a click during them, or too many updates waiting). */
  private skip(): void {
    if (!this.playing) return;
    this.skipping = true;
    for (const w of [...this.waiters]) w();
    this.waiters.clear();
  }

  // ------------------------------------------------------------ render

  private t = (key: string, params?: Record<string, string | number>): string => this.host.t(key, params);

  private legalNow(): SgoMove[] {
    const u = this.u;
    if (!u || u.seat === null || u.status !== "playing" || this.sentVersion === u.version) return [];
    return u.legal;
  }

  /** The seat whose station is drawn large. */
  private stationSeat(): number {
    const u = this.u!;
    const view = u.view.public;
    const mineNow =
      this.inter?.decision &&
      ["place", "reorganize", "actSettlers", "actAirlock", "send"].includes(this.inter.decision);
    if (mineNow && u.seat !== null) return u.seat;
    if (this.stationPick !== null && this.stationPick < view.players) return this.stationPick;
    // Watching another seat act on its station: show that station.
    const actor = view.decision?.seat ?? view.active;
    if (this.inter?.decision === null && this.inter.focus === "station") return actor;
    return u.seat ?? actor;
  }

  private render(newState: boolean): void {
    this.wakeLoop();
    const u = this.u;
    if (!u || !this.created) return;
    const view = u.view.public;
    const legal = this.legalNow();
    const before = this.inter?.decision ?? null;
    this.inter = interaction(view, legal, u.seat, this.sel);
    this.sel = this.inter.selection;
    // A new decision of mine (or a new turn when watching) brings its panel to the front again.
    const key =
      u.seat !== null && this.inter.decision
        ? `me:${this.inter.decision}:${view.turn}`
        : `turn:${view.turn}:${view.phase}`;
    if (newState && key !== this.decisionKey) {
      if (this.inter.decision !== before || !this.decisionKey.startsWith("me:")) {
        this.manualFocus = null;
        if (this.inter.decision) this.stationPick = null;
      }
      this.decisionKey = key;
    }
    const focus = this.manualFocus ?? this.inter.focus;
    const W = this.scale.width;
    const H = this.scale.height;
    const sseat = this.stationSeat();
    // The panel in front is drawn first: its shape decides the layout (wide panels go on top).
    const targets = new Map(this.inter.targets.map((t) => [t.id, t]));
    this.focus = focus;
    this.drawPanel(focus, { x: 0, y: 0, w: W * 0.9, h: H * 0.6 }, targets, sseat);
    const fb = this.contentOf(focus, true);
    const layout = layoutBoard(W, H, focus, true, fb.w / Math.max(1, fb.h));
    const focusChanged = this.layoutFocus !== null && this.layoutFocus !== focus;
    this.layoutFocus = focus;
    const selectedId = this.selectedId();
    for (const id of PANELS) this.drawPanel(id, layout.panels[id], targets, sseat);
    // Cameras: each panel fitted in its slot (the station may be zoomed by the player).
    const states = new Map<PanelId, CamState>();
    for (const id of PANELS) states.set(id, this.camFor(id, layout.panels[id], id === focus));
    const speed = this.host.speed();
    if (this.camTween) {
      this.camTween.stop();
      this.camTween = null;
    }
    if (focusChanged && speed > 0 && newState) {
      const from = new Map(PANELS.map((id) => [id, { ...this.panels[id].state }]));
      this.camTween = this.tweens.addCounter({
        from: 0,
        to: 1,
        duration: 320 / speed,
        ease: "Cubic.easeInOut",
        onUpdate: (tw) => {
          const k = tw.getValue() ?? 1;
          for (const id of PANELS) this.applyCam(id, lerpCam(from.get(id)!, states.get(id)!, k));
        },
        onComplete: () => {
          this.camTween = null;
          for (const id of PANELS) this.applyCam(id, states.get(id)!);
          this.drawHighlights(targets, selectedId);
        },
      });
    } else for (const id of PANELS) this.applyCam(id, states.get(id)!);
    this.drawHighlights(targets, selectedId);
    this.drawUi(layout, sseat);
    const pk = [...targets.keys()].join("|");
    if (pk !== this.pulseKey) {
      this.pulseKey = pk;
      if (pk && speed > 0) this.pulse();
    }
  }

  private selectedId(): string | null {
    const s = this.sel;
    if (!s) return null;
    switch (s.kind) {
      case "figure":
        return `fig:${s.room}:${s.figure}`;
      case "settler":
        return `mod:${s.module}`;
      case "cell":
        return `cell:${s.x},${s.y}`;
      case "token":
        return `token:${s.pos}`;
    }
  }

  private drawPanel(id: PanelId, slot: Rect, targets: Map<string, Target>, sseat: number): void {
    const u = this.u!;
    const view = u.view.public;
    const p = this.panels[id];
    const lang = this.t("room.water");
    let cols = 0;
    let extra: unknown = null;
    if (id === "planets") {
      cols = bestColumns(view.planets.length, PLANET_W / PLANET_H, {
        w: slot.w,
        h: Math.max(1, slot.h - TITLE_H),
      });
      extra = view.journey?.flight?.planet ?? null;
    }
    let ghost: Ghost | null = null;
    let cells: Pt[] = [];
    if (id === "station") {
      if (sseat === u.seat) {
        cells = [...targets.keys()]
          .filter((k) => k.startsWith("cell:"))
          .map((k) => {
            const [x, y] = k.slice(5).split(",").map(Number) as [number, number];
            return { x, y };
          });
        if (this.sel?.kind === "cell") {
          const tile = view.hand?.tile ?? view.reorganization?.lifted[0]?.tile;
          const lifted = view.reorganization?.lifted[0];
          if (tile !== undefined) {
            ghost = {
              tile,
              x: this.sel.x,
              y: this.sel.y,
              rotation: this.sel.rotation,
              on: view.hand ? false : (lifted?.on ?? false),
              settlers: view.hand ? 0 : (lifted?.settlers ?? 0),
            };
          }
        }
      }
      extra = { sseat, station: view.seats[sseat]?.station, cells, ghost };
    }
    // Text-heavy panels have a compact drawing for the rail (big numbers instead of tables); on a
    // phone Hawking stays compact in front too (its wheel and tables would be unreadable there).
    const narrow = this.scale.width < this.scale.height * 0.95 && this.scale.width < 600;
    const compact =
      (id !== this.focus && (id === "odyssey" || id === "hawking")) || (id === "hawking" && narrow);
    if (id === "odyssey" && id === this.focus) cols = narrow ? 3 : 5;
    const slice = sliceFor(id, view);
    const key = JSON.stringify([slice, extra, cols, lang, u.players.map((x) => x.name), u.seat, compact]);
    if (key === p.key && p.drawn) return;
    p.key = key;
    const pool = textPool(p.container);
    for (const child of [...p.container.list]) {
      if (child !== p.g && child !== p.hl && child.type !== "Text") child.destroy();
    }
    p.g.clear();
    const paint = { scene: this, container: p.container, g: p.g, pool };
    const t = this.t;
    switch (id) {
      case "station":
        p.drawn = drawStation(paint, view, sseat, { cells, ghost });
        break;
      case "odyssey":
        p.drawn = compact
          ? drawOdysseyCompact(paint, view)
          : drawOdyssey(paint, view, u.players, u.seat, t, cols || 5);
        break;
      case "worksite":
        p.drawn = drawWorksite(paint, view, u.players, t);
        break;
      case "hawking":
        p.drawn = compact
          ? drawHawkingCompact(paint, view, u.players, t)
          : drawHawking(paint, view, u.players, t);
        break;
      case "planets":
        p.drawn = drawPlanets(paint, view, u.players, t, cols);
        break;
    }
    dropPool(pool);
    p.container.bringToTop(p.hl);
  }

  /** The camera of a panel for its slot: fitted, or the player's zoom on the station in front. */
  private camFor(id: PanelId, slot: Rect, inFront: boolean): CamState {
    const box = { x: slot.x, y: slot.y + TITLE_H, w: slot.w, h: Math.max(10, slot.h - TITLE_H) };
    const f = fit(this.contentOf(id, inFront), box, 4);
    if (id === "station" && inFront && this.stationView) {
      return { rect: slot, zoom: this.stationView.zoom, cx: this.stationView.cx, cy: this.stationView.cy };
    }
    // Centre in the box below the title.
    const cy = f.cy - TITLE_H / 2 / f.zoom;
    return { rect: slot, zoom: f.zoom, cx: f.cx, cy };
  }

  /** What a panel's camera shows: all it draws, or the exoplanet being colonized when in front. */
  private contentOf(id: PanelId, inFront: boolean): Rect {
    const drawn = this.panels[id].drawn!;
    if (id === "planets" && inFront && this.inter?.decision === "colonize") {
      const f = this.u?.view.public.journey?.flight?.planet;
      const item = f ? drawn.items.get(f) : undefined;
      if (item) return item;
    }
    return drawn.bounds;
  }

  private applyCam(id: PanelId, s: CamState): void {
    const p = this.panels[id];
    p.state = s;
    const r = s.rect;
    p.cam.setViewport(
      Math.round(r.x),
      Math.round(r.y),
      Math.max(1, Math.round(r.w)),
      Math.max(1, Math.round(r.h)),
    );
    p.cam.setZoom(s.zoom);
    p.cam.centerOn(s.cx + p.offset, s.cy);
  }

  /** Screen point of a panel's local point. */
  private toScreen(id: PanelId, pt: Pt): Pt {
    const s = this.panels[id].state;
    return {
      x: Math.round(s.rect.x) + Math.round(s.rect.w) / 2 + (pt.x - s.cx) * s.zoom,
      y: Math.round(s.rect.y) + Math.round(s.rect.h) / 2 + (pt.y - s.cy) * s.zoom,
    };
  }

  /** Panel-local point of a screen point. */
  private toLocal(id: PanelId, x: number, y: number): Pt {
    const s = this.panels[id].state;
    return {
      x: s.cx + (x - Math.round(s.rect.x) - Math.round(s.rect.w) / 2) / s.zoom,
      y: s.cy + (y - Math.round(s.rect.y) - Math.round(s.rect.h) / 2) / s.zoom,
    };
  }

  private drawHighlights(targets: Map<string, Target>, selectedId: string | null): void {
    for (const id of PANELS) {
      const p = this.panels[id];
      p.hl.clear();
      if (id !== this.focus || !p.drawn) continue;
      const lw = Math.max(2, 3.5 / p.state.zoom);
      for (const h of p.drawn.hits) {
        const isSel = h.id === selectedId;
        if (!targets.has(h.id) && !isSel) continue;
        p.hl.lineStyle(isSel ? lw * 1.6 : lw, isSel ? COLORS.warn : COLORS.accent, 1);
        if (h.r !== undefined) p.hl.strokeCircle(h.x, h.y, h.r);
        else p.hl.strokeRoundedRect(h.x + lw / 2, h.y + lw / 2, h.w - lw, h.h - lw, Math.min(12, h.w / 6));
      }
    }
  }

  // ------------------------------------------------------------ the UI layer (screen pixels)

  private uiText(
    x: number,
    y: number,
    s: string,
    size: number,
    color: string = PALETTE.text,
    origin: [number, number] = [0, 0.5],
    bold = false,
  ): Phaser.GameObjects.Text {
    return text(
      { scene: this, container: this.ui, g: this.uiG, pool: this.uiPool },
      x,
      y,
      s,
      size,
      color,
      origin,
      bold,
    );
  }

  private drawUi(layout: ReturnType<typeof layoutBoard>, sseat: number): void {
    const u = this.u!;
    const view = u.view.public;
    this.uiPool = textPool(this.ui);
    for (const child of [...this.ui.list]) if (child !== this.uiG && child.type !== "Text") child.destroy();
    const g = this.uiG;
    g.clear();
    this.uiHits = [];
    const small = layout.portrait || this.scale.width < 700;
    const fs = small ? 12 : 13;
    // Panel frames and titles; a rail panel is one button that brings it to the front.
    for (const id of PANELS) {
      const r = layout.panels[id];
      const front = id === this.focus;
      g.lineStyle(front ? 2 : 1, front ? COLORS.accent : COLORS.line, front ? 0.9 : 1);
      g.strokeRoundedRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1, 6);
      let title = this.t(small && !front ? `panel.short.${id}` : `panel.${id}`);
      if (id === "station") {
        title =
          small && !front
            ? this.t("panel.short.station")
            : this.t("panel.stationOf", { player: playerName(u.players, sseat, this.t) });
      }
      if (id === "planets" && !(small && !front)) {
        title += `  ·  ${this.t("label.exoplanetsClosed", { n: view.closed, total: view.target })}`;
      }
      if (id === "hawking" && !(small && !front)) {
        title += `  ·  ${view.phase === "build" ? this.t("label.setup") : this.t("label.round", { n: view.round })}`;
      }
      const tt = this.uiText(
        r.x + 8,
        r.y + 11,
        title,
        fs,
        front ? PALETTE.text : PALETTE.muted,
        [0, 0.5],
        true,
      );
      if (tt.width > r.w - 12) tt.setScale((r.w - 12) / tt.width);
      if (!front) this.uiHits.push({ id: `focus:${id}`, rect: r });
    }
    // Station chooser: one chip per player (with a small picture of the station).
    if (layout.tabs) {
      const tr = layout.tabs;
      const n = view.players;
      const cw = tr.w / n;
      for (let seat = 0; seat < n; seat++) {
        const x = tr.x + seat * cw;
        const on = seat === sseat;
        g.fillStyle(on ? COLORS.panelHi : COLORS.panel, 1);
        g.fillRoundedRect(x + 2, tr.y + 2, cw - 4, tr.h - 4, 6);
        g.lineStyle(
          on ? 2 : 1,
          on ? Phaser.Display.Color.HexStringToColor(seatColor(seat)).color : COLORS.line,
          1,
        );
        g.strokeRoundedRect(x + 2, tr.y + 2, cw - 4, tr.h - 4, 6);
        seatToken(g, seat, x + 14, tr.y + tr.h / 2, 7);
        // Narrow chips (a phone, four players) keep the name readable: no picture, a shortened name.
        const miniW = cw < 110 ? 0 : Math.min(36, cw * 0.25);
        const maxW = cw - 34 - miniW;
        const full = playerName(u.players, seat, this.t);
        const chars = Math.max(3, Math.floor(maxW / (fs * 0.62)));
        const name = full.length > chars ? `${full.slice(0, chars - 1)}…` : full;
        this.uiText(x + 26, tr.y + tr.h / 2, name, fs, seatColor(seat), [0, 0.5], true);
        const pv = view.seats[seat];
        if (pv && miniW > 0) {
          miniStation(g, pv.station, { x: x + cw - miniW - 6, y: tr.y + 6, w: miniW, h: tr.h - 12 });
        }
        this.uiHits.push({ id: `station:${seat}`, rect: { x, y: tr.y, w: cw, h: tr.h } });
      }
      // Zoom controls on the station in front.
      const sr = layout.panels.station;
      const zb = [
        ["zoom:in", "+"],
        ["zoom:out", "−"],
        ["zoom:fit", this.t("label.fit")],
      ] as const;
      let zx = sr.x + sr.w - 6;
      for (const [id, label] of [...zb].reverse()) {
        const t = this.uiText(0, sr.y + 12, label, fs + 2, PALETTE.text, [0.5, 0.5], true);
        const bw = Math.max(26, t.width + 14);
        zx -= bw;
        t.setX(zx + bw / 2);
        g.fillStyle(COLORS.panelHi, 0.95);
        g.fillRoundedRect(zx, sr.y + 2, bw, 20, 5);
        g.lineStyle(1, COLORS.line, 1);
        g.strokeRoundedRect(zx, sr.y + 2, bw, 20, 5);
        this.uiHits.push({ id, rect: { x: zx, y: sr.y + 2, w: bw, h: 20 } });
        zx -= 4;
      }
    }
    // Action bar: the next click in words, and the buttons of the decision.
    const bar = layout.bar;
    g.fillStyle(COLORS.panel, 0.96);
    g.fillRoundedRect(bar.x, bar.y, bar.w, bar.h, 6);
    const my = this.inter && this.inter.decision !== null;
    g.lineStyle(1, my ? COLORS.accent : COLORS.line, 1);
    g.strokeRoundedRect(bar.x + 0.5, bar.y + 0.5, bar.w - 1, bar.h - 1, 6);
    const buttons = (this.inter?.targets ?? []).filter((t) => t.panel === "bar");
    const bh = small ? 28 : 32;
    const made = buttons.map((b) => {
      const label = this.t(b.label.key, b.label.params);
      const t = this.uiText(0, 0, label, fs + 1, "#0b1020", [0.5, 0.5], true);
      return { b, t, w: t.width + 22 };
    });
    const total = made.reduce((a, m) => a + m.w + 6, 0);
    const hintText =
      this.sentVersion === u.version && u.seat !== null
        ? "…"
        : this.t(this.inter!.hint.key, this.inter!.hint.params);
    const twoRows = small && made.length > 0 && total > bar.w * 0.55;
    let bx = bar.x + bar.w - 6;
    const by = twoRows ? bar.y + bar.h - bh / 2 - 4 : bar.y + bar.h / 2;
    for (const m of [...made].reverse()) {
      bx -= m.w;
      const primary = m.b.move !== null && m.b.id !== "btn:return" && m.b.id !== "btn:cancelReorg";
      g.fillStyle(primary ? COLORS.accent : 0xa3acc6, 1);
      g.fillRoundedRect(bx, by - bh / 2, m.w, bh, 6);
      m.t.setPosition(Math.round(bx + m.w / 2), Math.round(by));
      this.uiHits.push({ id: m.b.id, rect: { x: bx, y: by - bh / 2, w: m.w, h: bh }, target: m.b });
      bx -= 6;
    }
    // The module to place, shown in the bar until the player puts it on a cell.
    let hx = bar.x + 10;
    const placing = this.inter?.decision === "place" || this.inter?.decision === "reorganize";
    const handTile = view.hand?.tile ?? view.reorganization?.lifted[0]?.tile;
    if (placing && this.sel?.kind !== "cell" && handTile !== undefined && !twoRows) {
      const size = bar.h - 10;
      drawTile(
        g,
        {
          tile: handTile,
          on: false,
          settlers: 0,
          owner: u.seat ?? 0,
          corridors: rotateCorridors(handTile, 0),
        },
        bar.x + 8 + size / 2,
        bar.y + bar.h / 2,
        size,
      );
      hx += size + 6;
    }
    const hintW = twoRows ? bar.w - 16 : Math.max(40, bx - hx - 2);
    const ht = this.uiText(
      hx,
      twoRows ? bar.y + 11 : bar.y + bar.h / 2,
      hintText,
      fs,
      my ? PALETTE.text : PALETTE.muted,
      [0, 0.5],
    );
    ht.setWordWrapWidth(hintW);
    if (ht.height > (twoRows ? 16 : bar.h - 6))
      ht.setScale(Math.max(0.7, (twoRows ? 16 : bar.h - 6) / ht.height));
    dropPool(this.uiPool);
  }

  // ------------------------------------------------------------ input

  private panelAt(x: number, y: number): PanelId | null {
    for (const id of PANELS) {
      const r = this.panels[id].state.rect;
      if (x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h) return id;
    }
    return null;
  }

  private onDown(p: Phaser.Input.Pointer): void {
    this.wakeLoop();
    // A click may show the rule that refuses it: no hover text over it for a while.
    this.hoverMuteUntil = performance.now() + 3000;
    if (this.hoverTimer) clearTimeout(this.hoverTimer);
    this.hoverTimer = null;
    const p1 = this.input.pointer1;
    const p2 = this.input.pointer2;
    if (p1?.isDown && p2?.isDown) {
      this.pinch = {
        dist: Phaser.Math.Distance.Between(p1.x, p1.y, p2.x, p2.y),
        zoom: this.panels.station.state.zoom,
      };
      return;
    }
    this.down = { x: p.x, y: p.y, panel: this.panelAt(p.x, p.y), moved: false };
  }

  private onMove(p: Phaser.Input.Pointer): void {
    const p1 = this.input.pointer1;
    const p2 = this.input.pointer2;
    if (this.pinch && p1?.isDown && p2?.isDown && this.focus === "station") {
      const d = Phaser.Math.Distance.Between(p1.x, p1.y, p2.x, p2.y);
      const mid = { x: (p1.x + p2.x) / 2, y: (p1.y + p2.y) / 2 };
      this.zoomStation(
        (this.pinch.zoom * d) / Math.max(1, this.pinch.dist) / this.panels.station.state.zoom,
        mid,
      );
      if (this.down) this.down.moved = true;
      return;
    }
    const d = this.down;
    if (!d || !p.isDown) {
      if (!p.wasTouch) this.hover(p.x, p.y);
      return;
    }
    if (!d.moved && Math.hypot(p.x - d.x, p.y - d.y) < DRAG_PX) return;
    d.moved = true;
    if (d.panel === "station" && this.focus === "station") {
      const s = this.panels.station.state;
      const dx = (p.x - p.prevPosition.x) / s.zoom;
      const dy = (p.y - p.prevPosition.y) / s.zoom;
      this.stationView = { zoom: s.zoom, cx: s.cx - dx, cy: s.cy - dy };
      this.applyCam("station", { ...s, cx: s.cx - dx, cy: s.cy - dy });
    }
  }

  /** Resting the mouse on something says what it is (and what a click on it does). */
  private hover(x: number, y: number): void {
    const id = this.playing ? "" : (this.hitAt(x, y)?.id ?? "");
    if (id === this.hoverId) return;
    this.hoverId = id;
    if (this.hoverTimer) clearTimeout(this.hoverTimer);
    this.hoverTimer = null;
    if (!id || performance.now() < this.hoverMuteUntil) return;
    this.hoverTimer = setTimeout(() => {
      this.hoverTimer = null;
      const text = this.describeThing(id);
      if (text && this.hoverId === id && performance.now() >= this.hoverMuteUntil) {
        const c = this.toClient(x, y);
        this.host.tip(text, c.x, c.y);
      }
    }, 450);
  }

  /** A short description of a board thing, with what clicking it does when it is a target. */
  private describeThing(id: string): string {
    const u = this.u;
    if (!u) return "";
    const view = u.view.public;
    const target = this.inter?.targets.find((t) => t.id === id);
    const parts: string[] = [];
    if (target) parts.push(this.t(target.label.key, target.label.params));
    const [kind, a = ""] = id.split(":");
    const tileText = (tile: number, on: boolean | null): string => {
      const def = MODULES[tile];
      if (!def) return "";
      const bits = [moduleName(tile, this.t), this.t("label.capacity", { n: def.capacity })];
      if (def.gate) bits.push(`${this.t("label.open")} ${this.t(`gate.${def.gate}`)}`);
      if (def.bonus && on !== true) bits.push(this.t(`bonus.${def.bonus}`));
      if (on !== null && def.domain) bits.push(this.t(on ? "label.on" : "label.off"));
      return bits.join(" · ");
    };
    if (kind === "mod") {
      const m = view.seats[this.stationSeat()]?.station.find((x) => x.tile === Number(a));
      if (m) parts.push(tileText(m.tile, m.on));
    } else if (kind === "pile") {
      const pile = view.piles[Number(a)];
      if (pile?.top !== null && pile?.top !== undefined) {
        parts.push(`${tileText(pile.top, null)} (${this.t("label.pile", { n: pile.size })})`);
      }
    }
    return parts.filter(Boolean).join(" — ");
  }

  private onUp(p: Phaser.Input.Pointer): void {
    if (this.pinch) {
      if (!this.input.pointer1?.isDown && !this.input.pointer2?.isDown) this.pinch = null;
      this.down = null;
      return;
    }
    const d = this.down;
    this.down = null;
    if (!d || d.moved) return;
    this.click(p.x, p.y);
  }

  private onWheel(p: Phaser.Input.Pointer, dy: number): void {
    this.wakeLoop();
    if (this.focus !== "station" || this.panelAt(p.x, p.y) !== "station") return;
    this.zoomStation(dy > 0 ? 1 / 1.15 : 1.15, { x: p.x, y: p.y });
  }

  /** Zooms the station in front by `factor` around a screen point. */
  private zoomStation(factor: number, at: Pt): void {
    const st = this.panels.station.state;
    const drawn = this.panels.station.drawn;
    if (!drawn) return;
    const fitted = fit(drawn.bounds, st.rect, 4).zoom;
    const zoom = Math.min(Math.max(fitted * 0.6, st.zoom * factor), Math.max(fitted * 4, 2));
    const local = this.toLocal("station", at.x, at.y);
    const k = st.zoom / zoom;
    const cx = local.x + (st.cx - local.x) * k;
    const cy = local.y + (st.cy - local.y) * k;
    this.stationView = { zoom, cx, cy };
    this.applyCam("station", { rect: st.rect, zoom, cx, cy });
    this.drawHighlights(new Map((this.inter?.targets ?? []).map((t) => [t.id, t])), this.selectedId());
  }

  /** The thing under a screen point: a UI hit, or a hit of the panel in front. */
  private hitAt(x: number, y: number): { id: string; ui: UiHit | null } | null {
    for (let i = this.uiHits.length - 1; i >= 0; i--) {
      const h = this.uiHits[i]!;
      const r = h.rect;
      if (x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h) return { id: h.id, ui: h };
    }
    const panel = this.panelAt(x, y);
    if (panel !== this.focus) return null;
    const p = this.panels[panel];
    if (!p.drawn) return null;
    const local = this.toLocal(panel, x, y);
    const hits = p.drawn.hits;
    for (let i = hits.length - 1; i >= 0; i--)
      if (inHit(hits[i]!, local.x, local.y)) return { id: hits[i]!.id, ui: null };
    return null;
  }

  private click(x: number, y: number): void {
    if (this.playing) {
      this.skip();
      return;
    }
    const hit = this.hitAt(x, y);
    if (!hit) return;
    const [kind, arg] = hit.id.split(":");
    if (kind === "focus") {
      this.manualFocus = arg as PanelId;
      this.stationView = null;
      this.render(true);
      return;
    }
    if (kind === "station") {
      this.stationPick = Number(arg);
      this.stationView = null;
      this.render(false);
      return;
    }
    if (kind === "zoom") {
      const st = this.panels.station.state;
      const centre = { x: st.rect.x + st.rect.w / 2, y: st.rect.y + st.rect.h / 2 };
      if (arg === "in") this.zoomStation(1.3, centre);
      else if (arg === "out") this.zoomStation(1 / 1.3, centre);
      else {
        this.stationView = null;
        this.render(false);
      }
      return;
    }
    const target = hit.ui?.target ?? this.inter?.targets.find((t) => t.id === hit.id);
    if (target) {
      this.activate(target);
      return;
    }
    void this.explainRefusal(hit.id, x, y);
  }

  /** Clicks a target: sends its move, or changes the selection. */
  private activate(target: Target): void {
    const u = this.u!;
    if (target.move) {
      const m = target.move;
      this.sentVersion = u.version;
      // A settler moved on keeps being picked, so it can walk on step by step.
      this.sel = m.type === "moveSettler" ? { kind: "settler", module: m.to } : null;
      this.host.send(m);
    } else this.sel = target.select;
    this.render(false);
  }

  private toClient(x: number, y: number): Pt {
    const canvas = this.game.canvas;
    const r = canvas.getBoundingClientRect();
    return { x: r.left + (x * r.width) / this.scale.width, y: r.top + (y * r.height) / this.scale.height };
  }

  private showTip(text: string, x: number, y: number): void {
    this.lastTip = text;
    const c = this.toClient(x, y);
    this.host.tip(text, c.x, c.y);
  }

  /** A click on something that is not a target: the rule's own explanation next to the pointer. */
  private async explainRefusal(id: string, x: number, y: number): Promise<void> {
    const u = this.u;
    if (!u || u.seat === null || u.status !== "playing") return;
    const view = u.view.public;
    if (this.sentVersion === u.version) {
      this.showTip(this.t("tip.busy"), x, y);
      return;
    }
    const move = candidateMove(view, u.seat, this.sel, id);
    if (!move) {
      const d = this.inter?.decision;
      const flight = view.journey?.flight;
      let key = u.legal.length === 0 ? "tip.notYourTurn" : "";
      const params: Record<string, string | number> = {};
      if (!key) {
        if (d === "activate") key = "tip.pickFigureFirst";
        else if (d === "actSettlers") {
          key = id.startsWith("mod:") ? "tip.noExit" : "tip.pickSettlerFirst";
          params.domain = this.t(`domain.${view.act?.room ?? "water"}`);
        } else if (d === "swap" || d === "swapAdjacent") key = "tip.pickTokenFirst";
        else if (id.startsWith("spot:") && flight) {
          key = "tip.otherPlanet";
          params.planet = flight.planet.charAt(0).toUpperCase() + flight.planet.slice(1);
        }
      }
      if (key) this.showTip(this.t(key, params), x, y);
      return;
    }
    const err = await this.host.explain(move);
    if (!err) return;
    let key = `error.${err.code}`;
    if (err.code === "SPOT_NOT_ALLOWED" && view.journey?.flight) key += `.${view.journey.flight.planet}`;
    const text = this.host.has(key)
      ? this.t(key)
      : this.host.has(`error.${err.code}`)
        ? this.t(`error.${err.code}`)
        : err.message;
    this.showTip(text, x, y);
  }

  // ------------------------------------------------------------ animation

  private clearFx(): void {
    for (const c of [...this.fx.list]) c.destroy();
  }

  /** A tween as a promise; ends at once when the animations are skipped. */
  private tween(config: { duration: number; ease?: string; onUpdate?: (k: number) => void }): Promise<void> {
    if (this.skipping) return Promise.resolve();
    return new Promise((resolve) => {
      let done = false;
      const finish: Waiter = () => {
        if (done) return;
        done = true;
        this.waiters.delete(finish);
        tw.stop();
        resolve();
      };
      const onUpdate = config.onUpdate;
      const tw = this.tweens.addCounter({
        from: 0,
        to: 1,
        duration: config.duration,
        ease: config.ease ?? "Sine.easeInOut",
        onUpdate: (t) => onUpdate?.(t.getValue() ?? 1),
        onComplete: finish,
      });
      this.waiters.add(finish);
      this.wakeLoop();
    });
  }

  private async play(steps: AnimStep[], durations: number[]): Promise<void> {
    for (let i = 0; i < steps.length; i++) {
      if (this.skipping) return;
      try {
        this.animated++;
        await this.playStep(steps[i]!, durations[i]!);
      } catch (err) {
        console.error(err);
      }
    }
  }

  /** Screen point of an anchor of a panel, or null if that panel has no such anchor. */
  private anchor(id: PanelId, key: string): Pt | null {
    const a = this.panels[id].drawn?.anchors.get(key);
    return a ? this.toScreen(id, a) : null;
  }

  private stationShown(seat: number): boolean {
    return this.panels.station.key !== "" && this.lastStationSeat() === seat;
  }

  private lastStationSeat(): number {
    return this.stationSeat();
  }

  /** Where a module of `seat` is on screen: in the station drawn large, else on the board's station panel. */
  private modulePoint(seat: number, tile: number): Pt | null {
    if (this.stationShown(seat)) return this.anchor("station", `mod:${tile}`);
    const r = this.panels.station.state.rect;
    return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
  }

  private fxGraphics(x: number, y: number): Phaser.GameObjects.Graphics {
    const g = this.add.graphics({ x, y });
    this.fx.add(g);
    return g;
  }

  private async moveAlong(
    obj: { x: number; y: number },
    from: Pt,
    to: Pt,
    ms: number,
    lift = 0,
  ): Promise<void> {
    await this.tween({
      duration: ms,
      onUpdate: (k) => {
        obj.x = from.x + (to.x - from.x) * k;
        obj.y = from.y + (to.y - from.y) * k - Math.sin(k * Math.PI) * lift;
      },
    });
  }

  private async playStep(s: AnimStep, ms: number): Promise<void> {
    const view = this.u!.view.public;
    const zoomOf = (id: PanelId): number => this.panels[id].state.zoom;
    switch (s.kind) {
      case "walk": {
        const from =
          this.anchor("odyssey", `fig:${s.seat}:${s.from}:${s.figure}`) ??
          this.anchor("odyssey", `fig:${s.seat}:${s.from}`);
        const to = this.anchor("odyssey", `fig:${s.seat}:${s.to}`);
        if (!from || !to) return;
        const g = this.fxGraphics(from.x, from.y);
        engineer(g, s.seat, 0, 0, 44 * zoomOf("odyssey"), s.figure === "chief");
        await this.moveAlong(g, from, to, ms, 40 * zoomOf("odyssey") + 10);
        return;
      }
      case "settler": {
        if (!this.stationShown(s.seat)) return;
        const from = this.anchor("station", `mod:${s.from}`);
        const to = this.anchor("station", `mod:${s.to}`);
        if (!from || !to) return;
        const g = this.fxGraphics(from.x, from.y);
        seatToken(g, s.seat, 0, 0, Math.max(5, CELL * 0.09 * zoomOf("station")));
        await this.moveAlong(g, from, to, ms, 8);
        return;
      }
      case "flip": {
        if (!this.stationShown(s.seat)) return;
        const at = this.anchor("station", `mod:${s.module}`);
        const m = view.seats[s.seat]?.station.find((x) => x.tile === s.module);
        if (!at || !m) return;
        const size = CELL * zoomOf("station");
        const g = this.fxGraphics(at.x, at.y);
        const look = { tile: m.tile, on: false, settlers: 0, owner: s.seat, corridors: m.corridors };
        drawTile(g, look, 0, 0, size);
        await this.tween({ duration: ms / 2, onUpdate: (k) => g.setScale(1 - k, 1) });
        g.clear();
        drawTile(g, { ...look, on: true }, 0, 0, size);
        await this.tween({ duration: ms / 2, onUpdate: (k) => g.setScale(k, 1) });
        return;
      }
      case "draw":
      case "return": {
        const pile = this.anchor("worksite", `pile:${s.pile}`);
        const hand = this.anchor("worksite", "hand");
        if (!pile || !hand) return;
        const [from, to] = s.kind === "draw" ? [pile, hand] : [hand, pile];
        const g = this.fxGraphics(from.x, from.y);
        drawTile(
          g,
          { tile: s.tile, on: false, settlers: 0, owner: s.seat, corridors: rotateCorridors(s.tile, 0) },
          0,
          0,
          104 * zoomOf("worksite"),
        );
        await this.moveAlong(g, from, to, ms, 30 * zoomOf("worksite"));
        return;
      }
      case "place": {
        const from = this.anchor("worksite", "hand");
        let to: Pt | null;
        let size: number;
        if (this.stationShown(s.seat)) {
          to = this.toScreen("station", { x: s.x * CELL + CELL / 2, y: s.y * CELL + CELL / 2 });
          size = CELL * zoomOf("station");
        } else {
          const r = this.panels.station.state.rect;
          to = { x: r.x + r.w / 2, y: r.y + r.h / 2 };
          size = 40;
        }
        if (!from) return;
        const g = this.fxGraphics(from.x, from.y);
        const lifted = view.reorganization?.lifted.find((x) => x.tile === s.tile);
        drawTile(
          g,
          {
            tile: s.tile,
            on: lifted?.on ?? false,
            settlers: lifted?.settlers ?? 0,
            owner: s.seat,
            corridors: rotateCorridors(s.tile, s.rotation),
          },
          0,
          0,
          size,
        );
        const s0 = (110 * zoomOf("worksite")) / size;
        g.setScale(s0);
        await this.tween({
          duration: ms,
          onUpdate: (k) => {
            g.x = from.x + (to!.x - from.x) * k;
            g.y = from.y + (to!.y - from.y) * k - Math.sin(k * Math.PI) * 30;
            g.setScale(s0 + (1 - s0) * k);
          },
        });
        return;
      }
      case "fill": {
        if (!this.stationShown(s.seat)) return;
        const at = this.anchor("station", `mod:${s.module}`);
        const m = view.seats[s.seat]?.station.find((x) => x.tile === s.module);
        if (!at || !m) return;
        const start = m.settlers;
        const gs: Phaser.GameObjects.Graphics[] = [];
        for (let i = 0; i < s.added; i++) {
          const slot = this.anchor("station", `slot:${s.module}:${start + i}`) ?? at;
          const g = this.fxGraphics(slot.x, slot.y);
          seatToken(g, s.seat, 0, 0, Math.max(4, CELL * 0.085 * zoomOf("station")));
          g.setScale(0);
          gs.push(g);
        }
        await this.tween({
          duration: ms,
          ease: "Back.easeOut",
          onUpdate: (k) =>
            gs.forEach((g, i) => g.setScale(Math.max(0, Math.min(1, k * gs.length - i * 0.6)))),
        });
        return;
      }
      case "fly":
      case "hawking": {
        const from = this.modulePoint(s.seat, s.module);
        const to =
          s.kind === "fly"
            ? this.anchor("planets", `spot:${s.planet}:${s.spot}`)
            : this.anchor("hawking", "hawking");
        if (!from || !to) return;
        const n = s.kind === "hawking" ? Math.min(4, Math.max(1, s.count)) : 1;
        const gs = Array.from({ length: n }, () => {
          const g = this.fxGraphics(from.x, from.y);
          seatToken(g, s.seat, 0, 0, 8);
          return g;
        });
        const lift = Math.min(120, Math.hypot(to.x - from.x, to.y - from.y) * 0.25);
        await this.tween({
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
        return;
      }
      case "wheel": {
        const z = zoomOf("hawking");
        const steps = s.delta;
        const g = this.fxGraphics(0, 0);
        seatToken(g, s.seat, 0, 0, Math.max(5, 12 * z));
        const compact = !this.panels.hawking.drawn?.anchors.has("wheel:0");
        const place = (pos: number): void => {
          if (compact) {
            // The rail shows scores, not the wheel: the marker pulses on the player's score.
            const at = this.anchor("hawking", `score:${s.seat}`) ?? { x: 0, y: 0 };
            g.setPosition(at.x, at.y).setScale(1 + 0.5 * Math.sin((pos - s.from) * Math.PI));
            return;
          }
          const pt = this.toScreen("hawking", wheelPoint(pos, markerRadius(s.seat)));
          g.setPosition(pt.x, pt.y);
        };
        await this.tween({ duration: ms, ease: "Linear", onUpdate: (k) => place(s.from + steps * k) });
        return;
      }
      case "rank": {
        const to =
          this.anchor("hawking", `rank:${s.seat}:${s.rank}`) ?? this.anchor("hawking", `score:${s.seat}`);
        if (!to) return;
        const from = { x: to.x, y: to.y + 60 + 20 * s.rank * zoomOf("hawking") };
        const g = this.fxGraphics(from.x, from.y);
        const z = zoomOf("hawking");
        if (s.figure === "engineer") engineer(g, s.seat, 0, 0, 28 * z);
        else seatToken(g, s.seat, 0, 0, 11 * z);
        g.setScale(1.6);
        await this.tween({
          duration: ms,
          ease: "Cubic.easeOut",
          onUpdate: (k) => {
            g.setPosition(from.x + (to.x - from.x) * k, from.y + (to.y - from.y) * k);
            g.setScale(1.6 - 0.6 * k);
          },
        });
        return;
      }
      case "unrank": {
        const at =
          this.anchor("hawking", `rank:${s.seat}:${s.rank}`) ?? this.anchor("hawking", `score:${s.seat}`);
        if (!at) return;
        const g = this.fxGraphics(at.x, at.y);
        g.lineStyle(3, COLORS.bad, 1);
        g.strokeCircle(0, 0, 14);
        await this.tween({ duration: ms, onUpdate: (k) => g.setScale(1 + k).setAlpha(1 - k) });
        return;
      }
      case "swap": {
        const a = this.anchor("hawking", `token:${s.a}`);
        const b = this.anchor("hawking", `token:${s.b}`);
        if (!a || !b) return;
        const r = 24 * zoomOf("hawking");
        const ga = this.fxGraphics(a.x, a.y);
        const gb = this.fxGraphics(b.x, b.y);
        for (const g of [ga, gb]) {
          g.lineStyle(3, COLORS.warn, 1);
          g.strokeCircle(0, 0, r + 4);
        }
        await this.tween({
          duration: ms,
          onUpdate: (k) => {
            ga.setPosition(a.x + (b.x - a.x) * k, a.y - Math.sin(k * Math.PI) * r * 1.5);
            gb.setPosition(b.x + (a.x - b.x) * k, b.y + Math.sin(k * Math.PI) * r * 1.5);
          },
        });
        return;
      }
      case "gate": {
        const from = this.anchor("planets", `gate:${s.from}`);
        const to =
          s.to === "hawking" ? this.anchor("hawking", "hawking") : this.anchor("planets", `gate:${s.to}`);
        if (!from || !to) return;
        const g = this.fxGraphics(from.x, from.y);
        g.fillStyle(0x0b1020, 1);
        g.fillCircle(0, 0, 14);
        g.lineStyle(3, COLORS.accent, 1);
        g.strokeCircle(0, 0, 14);
        const label = this.add.text(0, 0, this.t(`gate.${s.gate}`), {
          fontFamily: FONT,
          fontSize: "16px",
          color: PALETTE.accent,
          fontStyle: "bold",
          resolution: 2,
        });
        label.setOrigin(0.5, 0.55);
        const c = this.add.container(from.x, from.y, [g, label]);
        g.setPosition(0, 0);
        this.fx.add(c);
        await this.moveAlong(c, from, to, ms, 60);
        return;
      }
      case "close": {
        const at = this.anchor("planets", `planet:${s.planet}`);
        if (!at) return;
        const g = this.fxGraphics(at.x, at.y);
        g.fillStyle(0xffffff, 0.5);
        g.fillCircle(0, 0, 128 * zoomOf("planets"));
        await this.tween({ duration: ms, onUpdate: (k) => g.setAlpha(0.6 * (1 - k)).setScale(1 + 0.15 * k) });
        return;
      }
      case "figure": {
        const at = this.anchor("odyssey", `fig:${s.seat}:${s.room}`);
        if (!at) return;
        const g = this.fxGraphics(at.x, at.y);
        const z = zoomOf("odyssey");
        if (s.figure === "robot") {
          g.lineStyle(3, COLORS.warn, 1);
          g.strokeCircle(0, 0, 26 * z + 4);
        } else engineer(g, s.seat, 0, 0, 44 * z, s.figure === "chief");
        g.setScale(0);
        await this.tween({ duration: ms, ease: "Back.easeOut", onUpdate: (k) => g.setScale(0.2 + 0.8 * k) });
        return;
      }
    }
  }

  // ------------------------------------------------------------ test hook

  /** Whether the scene waits for the player (no animation, no move in flight, nothing queued). */
  isReady(): boolean {
    return (
      this.created && !this.playing && this.queue.length === 0 && this.camTween === null && this.u !== null
    );
  }

  /** What can be clicked now, in client coordinates, with the move each click stands for. */
  hookTargets(): HookTarget[] {
    if (!this.isReady() || !this.inter) return [];
    const out: HookTarget[] = [];
    const label = (t: Target): string => this.t(t.label.key, t.label.params);
    for (const h of this.uiHits) {
      const c = this.toClient(h.rect.x + h.rect.w / 2, h.rect.y + h.rect.h / 2);
      const t = h.target;
      out.push({
        id: h.id,
        x: c.x,
        y: c.y,
        label: t ? label(t) : h.id,
        move: t?.move ?? null,
        moves: t?.moves ?? [],
      });
    }
    const p = this.panels[this.focus];
    const byId = new Map<string, Hit>();
    for (const h of p.drawn?.hits ?? []) byId.set(h.id, h);
    for (const t of this.inter.targets) {
      if (t.panel === "bar") continue;
      const h = byId.get(t.id);
      if (!h) continue;
      const s = this.toScreen(this.focus, hitCentre(h));
      const r = p.state.rect;
      if (s.x < r.x || s.x > r.x + r.w || s.y < r.y + TITLE_H || s.y > r.y + r.h) continue;
      // A target hidden under a button of the UI layer is not clickable there.
      if (
        this.uiHits.some(
          (u) =>
            s.x >= u.rect.x && s.x <= u.rect.x + u.rect.w && s.y >= u.rect.y && s.y <= u.rect.y + u.rect.h,
        )
      )
        continue;
      const c = this.toClient(s.x, s.y);
      out.push({ id: t.id, x: c.x, y: c.y, label: label(t), move: t.move, moves: t.moves });
    }
    return out;
  }

  /** Screen (client) positions of any hit of the panel in front, for tests that click a refused thing. */
  hookHits(): { id: string; x: number; y: number }[] {
    const p = this.panels[this.focus];
    return (p.drawn?.hits ?? []).map((h) => {
      const s = this.toScreen(this.focus, hitCentre(h));
      const c = this.toClient(s.x, s.y);
      return { id: h.id, x: c.x, y: c.y };
    });
  }

  hookState(): {
    animated: number;
    busy: { playing: boolean; queued: number; camera: boolean; loop: boolean };
    version: number;
    focus: PanelId;
    decision: string | null;
    selection: Selection | null;
    tip: string;
    station: number | null;
  } {
    return {
      version: this.u?.version ?? -1,
      focus: this.focus,
      decision: this.inter?.decision ?? null,
      selection: this.sel,
      tip: this.lastTip,
      station: this.u ? this.stationSeat() : null,
      animated: this.animated,
      busy: {
        playing: this.playing,
        queued: this.queue.length,
        camera: this.camTween !== null,
        loop: this.game.loop.running,
      },
    };
  }

  hookView(): SgoPublicView | null {
    return this.u?.view.public ?? null;
  }
}

function lerpCam(a: CamState, b: CamState, k: number): CamState {
  const l = (x: number, y: number): number => x + (y - x) * k;
  return {
    rect: {
      x: l(a.rect.x, b.rect.x),
      y: l(a.rect.y, b.rect.y),
      w: l(a.rect.w, b.rect.w),
      h: l(a.rect.h, b.rect.h),
    },
    zoom: l(a.zoom, b.zoom),
    cx: l(a.cx, b.cx),
    cy: l(a.cy, b.cy),
  };
}

/** The part of the view a panel draws (so a panel is redrawn only when its part changed). */
function sliceFor(id: PanelId, v: SgoPublicView): unknown {
  switch (id) {
    case "station":
      return null; // the station's own key holds its module list
    case "odyssey":
      return [v.seats.map((s) => s.rooms), v.act?.room ?? null];
    case "worksite":
      return [
        v.piles,
        v.act?.usedPiles,
        v.build?.usedPiles,
        v.hand,
        v.reorganization?.lifted[0] ?? null,
        v.reorganization?.seat,
      ];
    case "hawking":
      return [
        v.seats.map((s) => [s.wheel, s.government, s.reserve, s.onModules]),
        v.predominance,
        v.gates,
        v.final,
      ];
    case "planets":
      return [v.planets];
  }
}
