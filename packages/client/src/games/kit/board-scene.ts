/**
 * The board-scene kit: everything a game's Phaser board needs that is not the game's own drawing.
 *
 * - Updates queue up; each plays its events as animation steps (at the player's speed, a long
 *   queue squeezed), then the new state is drawn. A click during an animation ends it.
 * - The board is made of panels, each drawn by the game in its own coordinates and shown by its
 *   own camera: the panel in front large, the others in a rail (a click brings one to the front).
 *   A camera never shows anything outside its panel's rectangle, and the frames move with the
 *   cameras when the panel in front changes.
 * - Targets come from the game's `Interaction` (legal moves only); their hit areas are lit. A
 *   click on a target sends its move or makes its selection; a click on anything else asks the
 *   server why the move it stands for is refused and shows the rule at the pointer.
 * - Touch: the panel in front zooms so that no target is smaller than 40 px (drag to pan, pinch or
 *   the zoom buttons to zoom); a long press says what a thing is (the mouse's hover text).
 * - Help on demand: the "?" button at the bar's left (or the "?" key) turns on a help mode in which a
 *   click or tap on any part of the board says what it is by the rules and never plays a move;
 *   Escape or the button turns it off.
 * - Keyboard (the canvas takes focus): Tab / Shift+Tab and the arrow keys move between the
 *   targets, Enter or Space plays the one with the focus ring, Escape cancels a selection.
 * - The game loop sleeps when nothing moves, texts are reused between drawings, and a test hook
 *   reports targets in client coordinates.
 *
 * A game extends `BoardScene` and fills in its panels (`paintPanel`), its interaction, its
 * animation steps and a few words; see games/README.md.
 */
import type { RuleError } from "@starport/rules/core/types.ts";
import * as Phaser from "phaser";
import type { SceneHost, SceneUpdate } from "../contract.ts";
import { PALETTE, PALETTE_HEX } from "../theme.ts";
import {
  type Drawn,
  fit,
  type Hit,
  hitCentre,
  inHit,
  type Pt,
  type Rect,
  zoomForTargets,
} from "./geometry.ts";
import { type Interaction, nextInDirection, readingOrder, type Target } from "./interaction.ts";
import { BAR_H, type BoardLayout } from "./layout.ts";
import { dropPool, FONT, MIN_TEXT_PX, type Paint, text, textPool } from "./paint.ts";
import { scheduleMs } from "./schedule.ts";

/** A clickable thing as the test hook lists it (client coordinates). */
export interface HookTarget<M> {
  id: string;
  x: number;
  y: number;
  label: string;
  move: M | null;
  moves: M[];
}

/** The smallest target on a touch screen, in CSS pixels. */
export const MIN_TARGET_PX = 40;
const STRIDE = 100_000;
export const TITLE_H = 22;
const DRAG_PX = 8;
const LONG_PRESS_MS = 480;
const UI = PALETTE_HEX;
/** The UI hit of the help button. */
export const HELP_ID = "help";

interface CamState {
  rect: Rect;
  zoom: number;
  cx: number;
  cy: number;
}

interface PanelRt<P extends string> {
  id: P;
  offset: number;
  container: Phaser.GameObjects.Container;
  g: Phaser.GameObjects.Graphics;
  hl: Phaser.GameObjects.Graphics;
  cam: Phaser.Cameras.Scene2D.Camera;
  drawn: Drawn | null;
  key: string;
  state: CamState;
}

export interface UiHit<M, P extends string, S> {
  id: string;
  rect: Rect;
  target?: Target<M, P, S>;
}

/** A panel drawing's context: where it will be shown and how. */
export interface PanelCtx {
  /** Whether the panel is in front. */
  front: boolean;
  /** Its slot on screen (canvas pixels). */
  slot: Rect;
  /** A phone-sized canvas (narrow portrait). */
  narrow: boolean;
}

type Waiter = () => void;

export abstract class BoardScene<Pub, Priv, M, E, P extends string, S, Step> extends Phaser.Scene {
  protected readonly host: SceneHost<M>;
  protected readonly panelIds: readonly P[];
  protected created = false;
  protected u: SceneUpdate<Pub, Priv, M, E> | null = null;
  protected queue: SceneUpdate<Pub, Priv, M, E>[] = [];
  protected playing = false;
  private skipping = false;
  private waiters = new Set<Waiter>();
  protected sel: S | null = null;
  protected inter: Interaction<M, P, S> | null = null;
  protected sentVersion = -1;
  protected manualFocus: P | null = null;
  /** The player's own zoom and pan of a panel in front (cleared when the panel leaves the front). */
  protected views = new Map<P, { zoom: number; cx: number; cy: number }>();
  protected focus: P;
  protected panels = {} as Record<P, PanelRt<P>>;
  private ui!: Phaser.GameObjects.Container;
  private uiG!: Phaser.GameObjects.Graphics;
  private frameG!: Phaser.GameObjects.Graphics;
  private fx!: Phaser.GameObjects.Container;
  private uiCam!: Phaser.Cameras.Scene2D.Camera;
  protected uiHits: UiHit<M, P, S>[] = [];
  private uiPool = new Map<string, Phaser.GameObjects.Text[]>();
  private layoutFocus: P | null = null;
  protected layoutNow: BoardLayout<P> | null = null;
  private camTween: Phaser.Tweens.Tween | null = null;
  private down: { x: number; y: number; panel: P | null; moved: boolean; at: number; touch: boolean } | null =
    null;
  private pinch: { dist: number; zoom: number } | null = null;
  private longPress: ReturnType<typeof setTimeout> | null = null;
  private longPressed = false;
  protected lastTip = "";
  private decisionKeyNow = "";
  private stillFrames = 0;
  private hoverId = "";
  private hoverTimer: ReturnType<typeof setTimeout> | null = null;
  private hoverMuteUntil = 0;
  /** Animation steps played so far (for tests). */
  protected animated = 0;
  private pulseKey = "";
  /** The target with the keyboard's focus ring (its id), or null. */
  private keyFocus: string | null = null;
  private keyHandler: ((e: KeyboardEvent) => void) | null = null;
  /** Help mode: a click explains what is under the pointer and plays nothing. */
  protected helpMode = false;
  private focusHandler: (() => void) | null = null;

  constructor(key: string, host: SceneHost<M>, panelIds: readonly P[], firstFocus: P) {
    super({ key });
    this.host = host;
    this.panelIds = panelIds;
    this.focus = firstFocus;
  }

  // ------------------------------------------------------------ what a game fills in

  /** What the viewer may click now (from `legal`, which is empty when not acting). */
  protected abstract interaction(
    u: SceneUpdate<Pub, Priv, M, E>,
    legal: M[],
    sel: S | null,
  ): Interaction<M, P, S>;
  /** What a panel's drawing depends on (it is redrawn only when this changes). */
  protected abstract panelKey(id: P, ctx: PanelCtx): unknown;
  /** Draws a panel in its own coordinates; returns its hit areas and anchors. */
  protected abstract paintPanel(id: P, paint: Paint, ctx: PanelCtx): Drawn;
  /** The layout for a canvas size and the panel in front. */
  protected abstract layout(w: number, h: number, focus: P, mainAspect: number, barH: number): BoardLayout<P>;
  /** A panel's title (shorter in a narrow rail). */
  protected abstract titleOf(id: P, front: boolean, small: boolean): string;
  /** The animation steps of an update's events, in order. */
  protected abstract steps(events: readonly E[]): Step[];
  /** A step's duration at speed 1 (ms). */
  protected abstract stepMs(step: Step): number;
  /** Plays one step on the fx layer (use `tween`, `anchor`, `fxGraphics`, `moveAlong`). */
  protected abstract playStep(step: Step, ms: number): Promise<void>;
  /** The move a click on `id` stands for when it is not a target (the server says why it is refused). */
  protected abstract candidateMove(id: string): M | null;
  /** A string that changes when the turn changes (a new turn brings the decision's panel to the front). */
  protected abstract turnKey(): string;

  // ------------------------------------------------------------ optional hooks

  /** What to say when a click on `id` stands for no move (e.g. "pick a figure first"). */
  protected noMoveTip(_id: string): { key: string; params?: Record<string, string | number> } | null {
    return null;
  }
  /** What a board thing is, for the hover text and the long press (the target's label is added). */
  protected describeThing(_id: string): string {
    return "";
  }
  /**
   * What a panel shows as a whole (help mode: a click on its empty parts, or on its title in the rail;
   * also what its rail drawing without hit areas stands for).
   */
  protected describePanel(_id: P): string {
    return "";
  }
  /** The part of a panel's drawing its camera shows (all of it by default). */
  protected contentOf(id: P, _inFront: boolean): Rect {
    return this.panels[id].drawn!.bounds;
  }
  /**
   * The panel always on screen and playable (see LayoutSpec.pinned), or null. Its targets are
   * clickable wherever the panel in front is.
   */
  protected pinnedPanel(): P | null {
    return null;
  }

  /** Whether a panel's targets are clickable now: the one in front and the pinned one. */
  protected live(id: P): boolean {
    return id === this.focus || id === this.pinnedPanel();
  }

  /** Whether the player may zoom and pan this panel when it is in front (buttons, wheel, pinch). */
  protected zoomable(_id: P): boolean {
    return false;
  }
  /** Extra UI (e.g. tabs) drawn in screen pixels after the frames. */
  protected drawExtras(_layout: BoardLayout<P>, _g: Phaser.GameObjects.Graphics, _small: boolean): void {}
  /** Something drawn at the left of the action bar; returns the width it takes. */
  protected barLead(_bar: Rect, _g: Phaser.GameObjects.Graphics): number {
    return 0;
  }
  /** A click on a UI hit that is not a target nor a built-in control; true when handled. */
  protected onUiHit(_id: string): boolean {
    return false;
  }
  /** The selection after sending a move (e.g. keep following a piece). */
  protected afterSend(_move: M): S | null {
    return null;
  }
  /** The hit id of the current selection (drawn in the warning colour). */
  protected selectedId(): string | null {
    return null;
  }
  /** A new decision or turn: reset what the game keeps per decision. */
  protected onNewDecision(): void {}
  /** Whether a bar button is a primary (filled in the accent colour) action. */
  protected primaryButton(t: Target<M, P, S>): boolean {
    return t.move !== null;
  }
  /** The message key for a refusal (a game may be more specific than `error.<CODE>`). */
  protected refusalKey(err: RuleError): string {
    return `error.${err.code}`;
  }
  /** Extra fields of the test hook's state. */
  protected hookExtra(): Record<string, unknown> {
    return {};
  }

  // ------------------------------------------------------------ lifecycle

  create(): void {
    const main = this.cameras.main;
    this.panelIds.forEach((id, i) => {
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
    this.frameG = this.add.graphics();
    this.ui = this.add.container(0, 0);
    this.uiG = this.add.graphics();
    this.ui.add(this.uiG);
    this.fx = this.add.container(0, 0);
    this.uiCam = this.cameras.add(0, 0, this.scale.width, this.scale.height, true, "ui");
    this.cameras.remove(main);
    const all = this.panelIds.map((id) => this.panels[id].container);
    for (const id of this.panelIds) {
      const p = this.panels[id];
      p.cam.ignore([...all.filter((c) => c !== p.container), this.ui, this.fx, this.frameG]);
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
    // Keyboard: the canvas takes focus (a click or Tab), keys act only while it has it.
    const canvas = this.game.canvas;
    canvas.tabIndex = 0;
    canvas.setAttribute("role", "application");
    canvas.setAttribute("aria-label", this.t("board.aria"));
    canvas.style.outline = "none";
    this.keyHandler = (e) => this.onKey(e);
    this.focusHandler = () => {
      if (this.keyFocus === null) this.moveKeyFocus(1);
    };
    canvas.addEventListener("keydown", this.keyHandler);
    canvas.addEventListener("focus", this.focusHandler);
    this.created = true;
    this.pump();
  }

  /**
   * Phaser redraws every frame; on a phone (or a software renderer) that costs a whole core while
   * nothing moves. The loop sleeps when the board is still and wakes on updates, input and tweens.
   */
  protected wakeLoop(): void {
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
    for (const id of this.panelIds) {
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
  push(u: SceneUpdate<Pub, Priv, M, E>): void {
    // An update before the table's state has synced (an empty view) has nothing to draw.
    if (!u.view.public || Object.keys(u.view.public as object).length === 0) return;
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

  /** Stops what outlives the scene (pending timers, DOM listeners). */
  dispose(): void {
    if (this.hoverTimer) clearTimeout(this.hoverTimer);
    if (this.longPress) clearTimeout(this.longPress);
    this.hoverTimer = null;
    this.longPress = null;
    const canvas = this.game?.canvas;
    if (canvas && this.keyHandler) canvas.removeEventListener("keydown", this.keyHandler);
    if (canvas && this.focusHandler) canvas.removeEventListener("focus", this.focusHandler);
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
    const drawnBefore = this.panelIds.some((id) => this.panels[id].drawn);
    const steps = this.u && drawnBefore ? this.steps(next.events) : [];
    if (steps.length === 0 || speed <= 0 || this.queue.length > 2) {
      this.u = next;
      this.render(true);
      this.pump();
      return;
    }
    this.playing = true;
    this.wakeLoop();
    const durations = scheduleMs(steps, speed * (1 + this.queue.length), (s) => this.stepMs(s));
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
  protected skip(): void {
    if (!this.playing) return;
    this.skipping = true;
    for (const w of [...this.waiters]) w();
    this.waiters.clear();
  }

  // ------------------------------------------------------------ render

  protected t = (key: string, params?: Record<string, string | number>): string => this.host.t(key, params);

  protected legalNow(): M[] {
    const u = this.u;
    if (!u || u.seat === null || u.status !== "playing" || this.sentVersion === u.version) return [];
    return u.legal;
  }

  /** Whether the canvas is a phone's (narrow portrait). */
  protected narrow(): boolean {
    return this.scale.width < this.scale.height * 0.95 && this.scale.width < 600;
  }

  protected render(newState: boolean): void {
    this.wakeLoop();
    const u = this.u;
    if (!u || !this.created) return;
    const legal = this.legalNow();
    const before = this.inter?.decision ?? null;
    this.inter = this.interaction(u, legal, this.sel);
    // While a move is in flight the selection it leaves (e.g. the piece that moved) is kept for
    // the next state, which validates it against the new legal moves.
    const inFlight = u.seat !== null && this.sentVersion === u.version;
    if (!inFlight) this.sel = this.inter.selection;
    // A new decision of mine (or a new turn when watching) brings its panel to the front again.
    const key =
      u.seat !== null && this.inter.decision
        ? `me:${this.inter.decision}:${this.turnKey()}`
        : `turn:${this.turnKey()}`;
    if (newState && key !== this.decisionKeyNow) {
      if (this.inter.decision !== before || !this.decisionKeyNow.startsWith("me:")) {
        this.manualFocus = null;
        if (this.inter.decision) this.onNewDecision();
      }
      this.decisionKeyNow = key;
    }
    const focus = this.manualFocus ?? this.inter.focus;
    const W = this.scale.width;
    const H = this.scale.height;
    const narrow = this.narrow();
    // The panel in front is drawn first: its shape decides the layout (wide panels go on top).
    const targets = new Map(this.inter.targets.map((t) => [t.id, t]));
    if (focus !== this.focus) this.views.delete(this.focus);
    this.focus = focus;
    this.drawPanel(focus, { front: true, slot: { x: 0, y: 0, w: W * 0.9, h: H * 0.6 }, narrow });
    const fb = this.contentOf(focus, true);
    const aspect = fb.w / Math.max(1, fb.h);
    let layout = this.layout(W, H, focus, aspect, this.barHeight(narrow, null));
    const barH = this.barHeight(narrow, layout.bar.w);
    if (barH !== layout.bar.h) layout = this.layout(W, H, focus, aspect, barH);
    this.layoutNow = layout;
    const focusChanged = this.layoutFocus !== null && this.layoutFocus !== focus;
    this.layoutFocus = focus;
    const selectedId = this.selectedId();
    for (const id of this.panelIds) {
      this.drawPanel(id, { front: id === focus, slot: layout.panels[id], narrow });
    }
    // Cameras: each panel fitted in its slot (the one in front zoomed for touch, or by the player).
    const states = new Map<P, CamState>();
    for (const id of this.panelIds) states.set(id, this.camFor(id, layout.panels[id], id === focus, targets));
    const speed = this.host.speed();
    if (this.camTween) {
      this.camTween.stop();
      this.camTween = null;
    }
    this.drawUi(layout);
    if (focusChanged && speed > 0 && newState) {
      // The cameras glide to their new places; the frames follow them (never a drawing outside its
      // frame), the titles and buttons appear when they arrive.
      const from = new Map(this.panelIds.map((id) => [id, { ...this.panels[id].state }]));
      this.ui.setAlpha(0);
      this.camTween = this.tweens.addCounter({
        from: 0,
        to: 1,
        duration: 320 / speed,
        ease: "Cubic.easeInOut",
        onUpdate: (tw) => {
          const k = tw.getValue() ?? 1;
          for (const id of this.panelIds) this.applyCam(id, lerpCam(from.get(id)!, states.get(id)!, k));
          this.drawFrames();
        },
        onComplete: () => {
          this.camTween = null;
          for (const id of this.panelIds) this.applyCam(id, states.get(id)!);
          this.drawFrames();
          this.ui.setAlpha(1);
          this.drawHighlights(targets, selectedId);
        },
      });
    } else {
      for (const id of this.panelIds) this.applyCam(id, states.get(id)!);
      this.ui.setAlpha(1);
    }
    this.drawHighlights(targets, selectedId);
    const pk = [...targets.keys()].join("|");
    if (pk !== this.pulseKey) {
      this.pulseKey = pk;
      if (this.keyFocus && !targets.has(this.keyFocus) && !this.uiHits.some((h) => h.id === this.keyFocus))
        this.keyFocus = null;
      if (pk && speed > 0) this.pulse();
    }
    this.drawKeyFocus();
  }

  private drawPanel(id: P, ctx: PanelCtx): void {
    const u = this.u!;
    const p = this.panels[id];
    const key = JSON.stringify([
      this.panelKey(id, ctx),
      ctx.front,
      ctx.narrow,
      this.t("board.aria"),
      u.players.map((x) => x.name),
      u.seat,
    ]);
    if (key === p.key && p.drawn) return;
    p.key = key;
    const pool = textPool(p.container);
    for (const child of [...p.container.list]) {
      if (child !== p.g && child !== p.hl && child.type !== "Text") child.destroy();
    }
    p.g.clear();
    p.drawn = this.paintPanel(id, { scene: this, container: p.container, g: p.g, pool }, ctx);
    dropPool(pool);
    p.container.bringToTop(p.hl);
  }

  /** The hits of the panel in front that are targets now. */
  private targetHits(id: P, targets: Map<string, Target<M, P, S>>): Hit[] {
    return (this.panels[id].drawn?.hits ?? []).filter((h) => targets.get(h.id)?.panel === id);
  }

  /** The camera of a panel for its slot: fitted; the panel in front zoomed for touch or by the player. */
  private camFor(id: P, slot: Rect, inFront: boolean, targets: Map<string, Target<M, P, S>>): CamState {
    const box = { x: slot.x, y: slot.y + TITLE_H, w: slot.w, h: Math.max(10, slot.h - TITLE_H) };
    const content = this.contentOf(id, inFront);
    const f = fit(content, box, 4);
    const own = inFront ? this.views.get(id) : undefined;
    if (own) return { rect: slot, zoom: own.zoom, cx: own.cx, cy: own.cy - TITLE_H / 2 / own.zoom };
    if (inFront && this.touchSized()) {
      const z = zoomForTargets(
        content,
        box,
        this.targetHits(id, targets),
        MIN_TARGET_PX * this.cssToCanvas(),
        f,
      );
      if (z) return { rect: slot, zoom: z.zoom, cx: z.cx, cy: z.cy - TITLE_H / 2 / z.zoom };
    }
    // Centre in the box below the title.
    const cy = f.cy - TITLE_H / 2 / f.zoom;
    return { rect: slot, zoom: f.zoom, cx: f.cx, cy };
  }

  /** A screen where targets must be finger-sized (narrow, or a coarse pointer). */
  protected touchSized(): boolean {
    return this.narrow() || (typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches);
  }

  /** Canvas pixels per CSS pixel. */
  protected cssToCanvas(): number {
    const r = this.game.canvas.getBoundingClientRect();
    return r.width > 0 ? this.scale.width / r.width : 1;
  }

  private applyCam(id: P, s: CamState): void {
    const p = this.panels[id];
    p.state = s;
    const r = s.rect;
    // The camera draws below the panel's title strip (a zoomed drawing never covers the title);
    // its centre moves with it so a point maps to the same screen place (toScreen/toLocal).
    const th = Math.min(TITLE_H, Math.max(0, Math.round(r.h) - 1));
    p.cam.setViewport(
      Math.round(r.x),
      Math.round(r.y) + th,
      Math.max(1, Math.round(r.w)),
      Math.max(1, Math.round(r.h) - th),
    );
    p.cam.setZoom(s.zoom);
    p.cam.centerOn(s.cx + p.offset, s.cy + th / 2 / s.zoom);
  }

  /** Screen point of a panel's local point. */
  protected toScreen(id: P, pt: Pt): Pt {
    const s = this.panels[id].state;
    return {
      x: Math.round(s.rect.x) + Math.round(s.rect.w) / 2 + (pt.x - s.cx) * s.zoom,
      y: Math.round(s.rect.y) + Math.round(s.rect.h) / 2 + (pt.y - s.cy) * s.zoom,
    };
  }

  /** Panel-local point of a screen point. */
  protected toLocal(id: P, x: number, y: number): Pt {
    const s = this.panels[id].state;
    return {
      x: s.cx + (x - Math.round(s.rect.x) - Math.round(s.rect.w) / 2) / s.zoom,
      y: s.cy + (y - Math.round(s.rect.y) - Math.round(s.rect.h) / 2) / s.zoom,
    };
  }

  private drawHighlights(targets: Map<string, Target<M, P, S>>, selectedId: string | null): void {
    for (const id of this.panelIds) {
      const p = this.panels[id];
      p.hl.clear();
      if (!p.drawn) continue;
      // A rail panel shows where its targets are (dimmer): a click brings it to the front.
      const live = this.live(id);
      const lw = Math.max(live ? 2 : 1.5, (live ? 3.5 : 2.5) / p.state.zoom);
      for (const h of p.drawn.hits) {
        const isSel = h.id === selectedId;
        if (!(targets.get(h.id)?.panel === id) && !isSel) continue;
        p.hl.lineStyle(isSel ? lw * 1.6 : lw, isSel ? UI.warn : UI.accent, live ? 1 : 0.55);
        if (h.r !== undefined) p.hl.strokeCircle(h.x, h.y, h.r);
        else p.hl.strokeRoundedRect(h.x + lw / 2, h.y + lw / 2, h.w - lw, h.h - lw, Math.min(12, h.w / 6));
      }
    }
  }

  // ------------------------------------------------------------ the UI layer (screen pixels)

  protected uiText(
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

  /** A UI hit area (screen pixels): clicks on it go to `onUiHit` (or its target). */
  protected addUiHit(h: UiHit<M, P, S>): void {
    this.uiHits.push(h);
  }

  /** Height of the action bar: one line of hint, or as many lines as a phone needs (never a smaller font). */
  private barHeight(narrow: boolean, barW: number | null): number {
    const base = narrow || this.scale.width < this.scale.height * 0.95 ? BAR_H.portrait : BAR_H.landscape;
    if (barW === null || !this.inter) return base;
    const small = narrow || this.scale.width < 700;
    const fs = small ? 12 : 13;
    const hint = this.hintText();
    const buttons = this.inter.targets.filter((t) => t.panel === "bar");
    const bh = this.buttonH(small);
    // The help button at the bar's left counts as one more button.
    const bw = buttons.reduce(
      (a, b) => a + this.t(b.label.key, b.label.params).length * (fs + 1) * 0.6 + 28,
      bh + 6,
    );
    const twoRows = buttons.length > 0 && (small ? bw > barW * 0.55 : bw > barW * 0.6);
    const hintW = twoRows ? barW - 16 : Math.max(60, barW - bw - 20);
    const lines = Math.max(1, Math.ceil((hint.length * fs * 0.56) / hintW));
    const textH = lines * (fs + 4);
    // Rows as the drawing fills them: right to left, wrapping before the help button.
    const room = Math.max(1, barW - 12 - (bh + 6));
    let rows = 1;
    let used = 0;
    for (const b of [...buttons].reverse()) {
      const w = Math.max(bh, this.t(b.label.key, b.label.params).length * (fs + 1) * 0.6 + 22) + 6;
      if (used > 0 && used + w > room) {
        rows++;
        used = 0;
      }
      used += w;
    }
    const need = twoRows ? textH + rows * (bh + 4) + 14 : Math.max(textH + 10, bh + 12);
    return Math.max(base, Math.ceil(need));
  }

  private buttonH(small: boolean): number {
    return small && this.touchSized() ? MIN_TARGET_PX : small ? 30 : 32;
  }

  private hintText(): string {
    const u = this.u!;
    if (this.helpMode) return this.t("board.help.hint");
    return this.sentVersion === u.version && u.seat !== null
      ? "…"
      : this.t(this.inter!.hint.key, this.inter!.hint.params);
  }

  /** The "?" button (a UI hit, filled while help mode is on). */
  private drawHelpButton(r: Rect, fs: number): void {
    const g = this.uiG;
    g.fillStyle(this.helpMode ? UI.accent : UI.panelHi, 1);
    g.fillRoundedRect(r.x, r.y, r.w, r.h, 6);
    g.lineStyle(this.helpMode ? 2 : 1, this.helpMode ? UI.text : UI.line, 1);
    g.strokeRoundedRect(r.x, r.y, r.w, r.h, 6);
    this.uiText(
      r.x + r.w / 2,
      r.y + r.h / 2,
      "?",
      fs + 4,
      this.helpMode ? "#0b1020" : PALETTE.text,
      [0.5, 0.5],
      true,
    );
    this.uiHits.push({ id: HELP_ID, rect: r });
  }

  /** Turns help mode on or off (the button, the "?" key, Escape). */
  protected setHelp(on: boolean): void {
    if (this.helpMode === on) return;
    this.helpMode = on;
    this.game.canvas.setAttribute("aria-label", this.t(on ? "board.help.hint" : "board.aria"));
    this.render(false);
  }

  /** Help mode: what a click at (x, y) on `id` (or on nothing) is, at the pointer. */
  private explainHere(id: string | null, x: number, y: number): void {
    const panel = this.panelAt(x, y);
    const text = (id ? this.describeWithTarget(id) : "") || (panel !== null ? this.describePanel(panel) : "");
    this.showTip(text || this.t("board.help.nothing"), x, y);
  }

  /** Panel frames at the cameras' current rectangles (they move with the cameras). */
  private drawFrames(): void {
    const g = this.frameG;
    g.clear();
    for (const id of this.panelIds) {
      const r = this.panels[id].state.rect;
      const front = id === this.focus;
      g.lineStyle(front ? 2 : 1, front ? UI.accent : UI.line, front ? 0.9 : 1);
      g.strokeRoundedRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1, 6);
    }
  }

  private drawUi(layout: BoardLayout<P>): void {
    this.uiPool = textPool(this.ui);
    for (const child of [...this.ui.list]) if (child !== this.uiG && child.type !== "Text") child.destroy();
    const g = this.uiG;
    g.clear();
    this.uiHits = [];
    const small = layout.portrait || this.scale.width < 700;
    const fs = small ? 12 : 13;
    // Titles; a rail panel is one button that brings it to the front.
    for (const id of this.panelIds) {
      const r = layout.panels[id];
      const front = id === this.focus;
      const title = this.titleOf(id, front, small);
      const tt = this.uiText(
        r.x + 8,
        r.y + 11,
        title,
        fs,
        front ? PALETTE.text : PALETTE.muted,
        [0, 0.5],
        true,
      );
      // A title too long for its frame (and the zoom buttons in front) is cut with an ellipsis,
      // never drawn smaller than 12 px.
      const room = r.w - 12 - (front && this.zoomable(id) ? (this.touchSized() ? 170 : 120) : 0);
      if (tt.width > room) {
        let s = title;
        while (s.length > 2 && tt.width > room) {
          s = s.slice(0, -2);
          tt.setText(`${s}…`);
        }
      }
      if (!front && id !== this.pinnedPanel()) this.uiHits.push({ id: `focus:${id}`, rect: r });
    }
    this.drawExtras(layout, g, small);
    // Zoom controls on a zoomable panel in front.
    if (this.zoomable(this.focus)) {
      const sr = layout.panels[this.focus];
      const zh = this.touchSized() ? MIN_TARGET_PX : 22;
      const zb = [
        ["zoom:in", "+"],
        ["zoom:out", "−"],
        ["zoom:fit", this.t("board.fit")],
      ] as const;
      let zx = sr.x + sr.w - 6;
      for (const [id, label] of [...zb].reverse()) {
        const t = this.uiText(0, sr.y + 2 + zh / 2, label, fs + 2, PALETTE.text, [0.5, 0.5], true);
        const bw = Math.max(zh, t.width + 14);
        zx -= bw;
        t.setX(zx + bw / 2);
        g.fillStyle(UI.panelHi, 0.95);
        g.fillRoundedRect(zx, sr.y + 2, bw, zh, 5);
        g.lineStyle(1, UI.line, 1);
        g.strokeRoundedRect(zx, sr.y + 2, bw, zh, 5);
        this.uiHits.push({ id, rect: { x: zx, y: sr.y + 2, w: bw, h: zh } });
        zx -= 4;
      }
    }
    // Action bar: the next click in words, and the buttons of the decision.
    const bar = layout.bar;
    g.fillStyle(UI.panel, 0.96);
    g.fillRoundedRect(bar.x, bar.y, bar.w, bar.h, 6);
    const my = this.inter && this.inter.decision !== null;
    g.lineStyle(1, my ? UI.accent : UI.line, 1);
    g.strokeRoundedRect(bar.x + 0.5, bar.y + 0.5, bar.w - 1, bar.h - 1, 6);
    const buttons = (this.inter?.targets ?? []).filter((t) => t.panel === "bar");
    const bh = this.buttonH(small);
    const made = buttons.map((b) => {
      const label = this.t(b.label.key, b.label.params);
      const t = this.uiText(0, 0, label, fs + 1, "#0b1020", [0.5, 0.5], true);
      return { b, t, w: Math.max(bh, t.width + 22) };
    });
    // The help button takes the bar's left end (its first row on two rows).
    const qw = bh + 6;
    const total = made.reduce((a, m) => a + m.w + 6, 0) + qw;
    const hintText = this.hintText();
    // Buttons that would leave the hint too little room go on their own row(s) below it.
    const twoRows = made.length > 0 && (small ? total > bar.w * 0.55 : total > bar.w * 0.6);
    this.drawHelpButton(
      { x: bar.x + 6, y: (twoRows ? bar.y + bar.h - bh / 2 - 6 : bar.y + bar.h / 2) - bh / 2, w: bh, h: bh },
      fs,
    );
    // Buttons right-aligned; on two rows they may wrap onto more lines at the bottom of the bar.
    let bx = bar.x + bar.w - 6;
    let by = twoRows ? bar.y + bar.h - bh / 2 - 6 : bar.y + bar.h / 2;
    for (const m of [...made].reverse()) {
      if (bx - m.w < bar.x + 6 + qw && bx < bar.x + bar.w - 6) {
        bx = bar.x + bar.w - 6;
        by -= bh + 4;
      }
      bx -= m.w;
      g.fillStyle(this.primaryButton(m.b) ? UI.accent : UI.muted, 1);
      g.fillRoundedRect(bx, by - bh / 2, m.w, bh, 6);
      m.t.setPosition(Math.round(bx + m.w / 2), Math.round(by));
      if (m.t.width > m.w - 8) m.t.setScale((m.w - 8) / m.t.width);
      this.uiHits.push({ id: m.b.id, rect: { x: bx, y: by - bh / 2, w: m.w, h: bh }, target: m.b });
      bx -= 6;
    }
    const lead = twoRows ? 0 : this.barLead({ ...bar, x: bar.x + qw, w: bar.w - qw }, g);
    const hx = bar.x + 10 + (twoRows ? 0 : qw) + lead;
    const hintW = twoRows ? bar.w - 16 : Math.max(40, bx - hx - 2);
    const ht = this.uiText(
      hx,
      twoRows ? bar.y + 8 : bar.y + bar.h / 2,
      hintText,
      fs,
      my || this.helpMode ? PALETTE.text : PALETTE.muted,
      [0, twoRows ? 0 : 0.5],
    );
    ht.setWordWrapWidth(hintW);
    dropPool(this.uiPool);
  }

  // ------------------------------------------------------------ keyboard

  /** The keyboard's stops: the targets on screen now (bar buttons and the panel in front). */
  private keyStops(): { id: string; x: number; y: number; rect: Rect }[] {
    return this.screenTargets();
  }

  /** The targets on screen (screen pixels) with their rectangles. */
  private screenTargets(): {
    id: string;
    x: number;
    y: number;
    rect: Rect;
    target: Target<M, P, S> | null;
  }[] {
    const out: { id: string; x: number; y: number; rect: Rect; target: Target<M, P, S> | null }[] = [];
    if (!this.inter) return out;
    const byId = new Map<string, Hit>();
    for (const id of this.panelIds) {
      if (!this.live(id)) continue;
      for (const h of this.panels[id].drawn?.hits ?? []) byId.set(`${id}|${h.id}`, h);
    }
    for (const t of this.inter.targets) {
      if (t.panel === "bar" || !this.live(t.panel as P)) continue;
      const h = byId.get(`${t.panel}|${t.id}`);
      if (!h) continue;
      const p = this.panels[t.panel as P];
      const c = this.toScreen(t.panel as P, hitCentre(h));
      const half =
        h.r !== undefined
          ? { w: h.r * p.state.zoom, h: h.r * p.state.zoom }
          : { w: (h.w * p.state.zoom) / 2, h: (h.h * p.state.zoom) / 2 };
      out.push({
        id: t.id,
        x: c.x,
        y: c.y,
        rect: { x: c.x - half.w, y: c.y - half.h, w: 2 * half.w, h: 2 * half.h },
        target: t,
      });
    }
    for (const h of this.uiHits) {
      if (!h.target) continue;
      out.push({
        id: h.id,
        x: h.rect.x + h.rect.w / 2,
        y: h.rect.y + h.rect.h / 2,
        rect: h.rect,
        target: h.target,
      });
    }
    return out;
  }

  private onKey(e: KeyboardEvent): void {
    if (!this.u) return;
    if (e.key === "?") {
      e.preventDefault();
      this.setHelp(!this.helpMode);
      return;
    }
    if (e.key === "Escape" && this.helpMode) {
      e.preventDefault();
      this.setHelp(false);
      return;
    }
    const stops = this.keyStops();
    const cur = stops.find((s) => s.id === this.keyFocus) ?? null;
    const dirs: Record<string, "left" | "right" | "up" | "down"> = {
      ArrowLeft: "left",
      ArrowRight: "right",
      ArrowUp: "up",
      ArrowDown: "down",
    };
    if (e.key === "Tab") {
      if (stops.length === 0) return; // leave the board
      const order = readingOrder(stops);
      const i = cur ? order.findIndex((s) => s.id === cur.id) : -1;
      const next = i + (e.shiftKey ? -1 : 1);
      if (next < 0 || next >= order.length) {
        this.keyFocus = null;
        this.drawKeyFocus();
        return; // past the last one: the page's next control
      }
      e.preventDefault();
      this.setKeyFocus(order[next]!.id);
      return;
    }
    const dir = dirs[e.key];
    if (dir) {
      e.preventDefault();
      if (!cur) {
        this.moveKeyFocus(1);
        return;
      }
      const n = nextInDirection(stops, cur, dir);
      if (n) this.setKeyFocus(n.id);
      return;
    }
    if (e.key === "Enter" || e.key === " ") {
      if (!cur) return;
      e.preventDefault();
      this.wakeLoop();
      if (this.playing) this.skip();
      this.clickId(cur.id, cur.x, cur.y);
      return;
    }
    if (e.key === "Escape") {
      const cancel = this.inter?.targets.find((t) => t.id === "btn:cancel");
      if (this.sel !== null || cancel) {
        e.preventDefault();
        this.sel = null;
        this.render(false);
      } else if (this.keyFocus) {
        this.keyFocus = null;
        this.drawKeyFocus();
      }
    }
  }

  private moveKeyFocus(delta: number): void {
    const order = readingOrder(this.keyStops());
    if (order.length === 0) return;
    this.setKeyFocus(order[delta > 0 ? 0 : order.length - 1]!.id);
  }

  private setKeyFocus(id: string): void {
    this.keyFocus = id;
    this.wakeLoop();
    // A target outside the panel's rectangle (zoomed in): bring it into view.
    const s = this.keyStops().find((x) => x.id === id);
    const r = this.panels[this.focus].state.rect;
    if (
      s &&
      !this.uiHits.some((h) => h.id === id) &&
      (s.x < r.x || s.x > r.x + r.w || s.y < r.y + TITLE_H || s.y > r.y + r.h)
    ) {
      const st = this.panels[this.focus].state;
      const local = this.toLocal(this.focus, s.x, s.y);
      this.views.set(this.focus, { zoom: st.zoom, cx: local.x, cy: local.y + TITLE_H / 2 / st.zoom });
      this.render(false);
    }
    this.drawKeyFocus();
    const t = this.screenTargets().find((x) => x.id === id)?.target;
    if (t) this.game.canvas.setAttribute("aria-label", this.t(t.label.key, t.label.params));
  }

  /** The frames, and the focus ring of the keyboard over them (on the UI layer, over everything). */
  private drawKeyFocus(): void {
    const g = this.frameG;
    this.drawFrames();
    if (!this.keyFocus) return;
    const s = this.keyStops().find((x) => x.id === this.keyFocus);
    if (!s) return;
    g.lineStyle(3, UI.warn, 1);
    g.strokeRoundedRect(s.rect.x - 4, s.rect.y - 4, s.rect.w + 8, s.rect.h + 8, 8);
  }

  // ------------------------------------------------------------ input

  private panelAt(x: number, y: number): P | null {
    for (const id of this.panelIds) {
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
      this.cancelLongPress();
      this.pinch = {
        dist: Phaser.Math.Distance.Between(p1.x, p1.y, p2.x, p2.y),
        zoom: this.panels[this.focus].state.zoom,
      };
      return;
    }
    const touch = p.wasTouch;
    this.down = { x: p.x, y: p.y, panel: this.panelAt(p.x, p.y), moved: false, at: performance.now(), touch };
    this.longPressed = false;
    this.cancelLongPress();
    if (touch) {
      // A long press says what the thing under the finger is (the mouse's hover text).
      this.longPress = setTimeout(() => {
        this.longPress = null;
        const d = this.down;
        if (!d || d.moved) return;
        const id = this.hitAt(d.x, d.y)?.id ?? "";
        const text = id ? this.describeWithTarget(id) : "";
        if (text) {
          this.longPressed = true;
          this.showTip(text, d.x, d.y);
        }
      }, LONG_PRESS_MS);
    }
  }

  private cancelLongPress(): void {
    if (this.longPress) clearTimeout(this.longPress);
    this.longPress = null;
  }

  private onMove(p: Phaser.Input.Pointer): void {
    const p1 = this.input.pointer1;
    const p2 = this.input.pointer2;
    if (this.pinch && p1?.isDown && p2?.isDown) {
      const d = Phaser.Math.Distance.Between(p1.x, p1.y, p2.x, p2.y);
      const mid = { x: (p1.x + p2.x) / 2, y: (p1.y + p2.y) / 2 };
      this.zoomFront(
        (this.pinch.zoom * d) / Math.max(1, this.pinch.dist) / this.panels[this.focus].state.zoom,
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
    this.cancelLongPress();
    // Dragging the panel in front pans it (a zoomable panel, or one zoomed in for touch).
    if (d.panel === this.focus && (this.zoomable(this.focus) || this.touchSized())) {
      const s = this.panels[this.focus].state;
      const dx = (p.x - p.prevPosition.x) / s.zoom;
      const dy = (p.y - p.prevPosition.y) / s.zoom;
      const next = { ...s, cx: s.cx - dx, cy: s.cy - dy };
      this.views.set(this.focus, { zoom: s.zoom, cx: next.cx, cy: next.cy + TITLE_H / 2 / s.zoom });
      this.applyCam(this.focus, next);
      this.drawKeyFocus();
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
      const text = this.describeWithTarget(id);
      if (text && this.hoverId === id && performance.now() >= this.hoverMuteUntil) {
        const c = this.toClient(x, y);
        this.host.tip(text, c.x, c.y);
      }
    }, 450);
  }

  /** A board thing's description with what clicking it does when it is a target. */
  private describeWithTarget(id: string): string {
    const target = this.inter?.targets.find((t) => t.id === id);
    const parts: string[] = [];
    if (target) parts.push(this.t(target.label.key, target.label.params));
    parts.push(this.describeThing(id));
    return parts.filter(Boolean).join(" — ");
  }

  private onUp(p: Phaser.Input.Pointer): void {
    this.cancelLongPress();
    if (this.pinch) {
      if (!this.input.pointer1?.isDown && !this.input.pointer2?.isDown) this.pinch = null;
      this.down = null;
      return;
    }
    const d = this.down;
    this.down = null;
    if (!d || d.moved) return;
    if (this.longPressed) {
      this.longPressed = false;
      return;
    }
    this.click(p.x, p.y);
  }

  private onWheel(p: Phaser.Input.Pointer, dy: number): void {
    this.wakeLoop();
    if (!this.zoomable(this.focus) || this.panelAt(p.x, p.y) !== this.focus) return;
    this.zoomFront(dy > 0 ? 1 / 1.15 : 1.15, { x: p.x, y: p.y });
  }

  /** Zooms the panel in front by `factor` around a screen point. */
  protected zoomFront(factor: number, at: Pt): void {
    const id = this.focus;
    const st = this.panels[id].state;
    const drawn = this.panels[id].drawn;
    if (!drawn) return;
    const fitted = fit(drawn.bounds, st.rect, 4).zoom;
    const zoom = Math.min(Math.max(fitted * 0.6, st.zoom * factor), Math.max(fitted * 4, 2));
    const local = this.toLocal(id, at.x, at.y);
    const k = st.zoom / zoom;
    const cx = local.x + (st.cx - local.x) * k;
    const cy = local.y + (st.cy - local.y) * k;
    this.views.set(id, { zoom, cx, cy: cy + TITLE_H / 2 / zoom });
    this.applyCam(id, { rect: st.rect, zoom, cx, cy });
    this.drawHighlights(new Map((this.inter?.targets ?? []).map((t) => [t.id, t])), this.selectedId());
    this.drawKeyFocus();
  }

  /** The thing under a screen point: a UI hit, or a hit of the panel in front. */
  protected hitAt(x: number, y: number): { id: string; ui: UiHit<M, P, S> | null } | null {
    for (let i = this.uiHits.length - 1; i >= 0; i--) {
      const h = this.uiHits[i]!;
      const r = h.rect;
      if (x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h) return { id: h.id, ui: h };
    }
    const panel = this.panelAt(x, y);
    if (panel === null || !this.live(panel)) return null;
    const p = this.panels[panel];
    if (!p.drawn) return null;
    const local = this.toLocal(panel, x, y);
    const hits = p.drawn.hits;
    // A target wins over a plain hit drawn above it (e.g. a planet's spot over the planet).
    const targets = new Set((this.inter?.targets ?? []).map((t) => t.id));
    let plain: string | null = null;
    for (let i = hits.length - 1; i >= 0; i--) {
      const h = hits[i]!;
      if (!inHit(h, local.x, local.y)) continue;
      if (targets.has(h.id)) return { id: h.id, ui: null };
      plain ??= h.id;
    }
    // Touch slop: a target drawn smaller than a finger is hit within half of MIN_TARGET_PX of its
    // centre (the nearest one wins), so every target is at least 40 px wide to the touch.
    const slop = (MIN_TARGET_PX / 2) * this.cssToCanvas();
    let near: { id: string; d: number } | null = null;
    for (const h of hits) {
      if (!targets.has(h.id)) continue;
      const c = this.toScreen(panel, hitCentre(h));
      const d = Math.max(Math.abs(c.x - x), Math.abs(c.y - y));
      if (d <= slop && (!near || d < near.d)) near = { id: h.id, d };
    }
    if (near) return { id: near.id, ui: null };
    return plain ? { id: plain, ui: null } : null;
  }

  private click(x: number, y: number): void {
    if (this.playing) {
      this.skip();
      if (!this.helpMode) return;
    }
    const hit = this.hitAt(x, y);
    if (!hit) {
      if (this.helpMode) this.explainHere(null, x, y);
      return;
    }
    this.clickId(hit.id, x, y, hit.ui);
  }

  private clickId(id: string, x: number, y: number, ui: UiHit<M, P, S> | null = null): void {
    const [kind, arg] = id.split(":");
    if (id === HELP_ID) {
      this.setHelp(!this.helpMode);
      return;
    }
    if (kind === "focus") {
      this.manualFocus = arg as P;
      this.views.delete(arg as P);
      this.keyFocus = null;
      this.render(true);
      // Help mode: the panel brought to the front says what it is.
      if (this.helpMode) {
        const text = this.describePanel(arg as P);
        if (text) this.showTip(text, x, y);
      }
      return;
    }
    if (kind === "zoom") {
      const st = this.panels[this.focus].state;
      const centre = { x: st.rect.x + st.rect.w / 2, y: st.rect.y + st.rect.h / 2 };
      if (arg === "in") this.zoomFront(1.3, centre);
      else if (arg === "out") this.zoomFront(1 / 1.3, centre);
      else {
        this.views.delete(this.focus);
        this.render(false);
      }
      return;
    }
    const hitUi = ui ?? this.uiHits.find((h) => h.id === id) ?? null;
    // Help mode plays nothing: a UI control of the game (e.g. a chooser) still works, and what was
    // clicked is explained.
    if (this.helpMode) {
      if (hitUi && !hitUi.target) this.onUiHit(id);
      this.explainHere(id, x, y);
      return;
    }
    const target = hitUi?.target ?? this.inter?.targets.find((t) => t.id === id);
    if (target) {
      this.activate(target);
      return;
    }
    if (hitUi && this.onUiHit(id)) return;
    void this.explainRefusal(id, x, y);
  }

  /** Clicks a target: sends its move, or changes the selection. */
  private activate(target: Target<M, P, S>): void {
    const u = this.u!;
    if (target.move) {
      const m = target.move;
      this.sentVersion = u.version;
      this.sel = this.afterSend(m);
      this.host.send(m);
    } else this.sel = target.select;
    this.render(false);
  }

  protected toClient(x: number, y: number): Pt {
    const canvas = this.game.canvas;
    const r = canvas.getBoundingClientRect();
    return { x: r.left + (x * r.width) / this.scale.width, y: r.top + (y * r.height) / this.scale.height };
  }

  protected showTip(text: string, x: number, y: number): void {
    this.lastTip = text;
    const c = this.toClient(x, y);
    this.host.tip(text, c.x, c.y);
  }

  /**
   * A click on something that is not a target: the rule's own explanation next to the pointer;
   * when it stands for no move, what to do instead, or else what the thing is (a tap's hover text).
   */
  private async explainRefusal(id: string, x: number, y: number): Promise<void> {
    const u = this.u;
    if (!u) return;
    const describe = (): void => {
      const text = this.describeWithTarget(id);
      if (text) this.showTip(text, x, y);
    };
    if (u.seat === null || u.status !== "playing") {
      describe();
      return;
    }
    if (this.sentVersion === u.version) {
      this.showTip(this.t("board.busy"), x, y);
      return;
    }
    const move = this.candidateMove(id);
    if (!move) {
      const tip = u.legal.length === 0 ? { key: "board.notYourTurn" } : this.noMoveTip(id);
      if (tip) this.showTip(this.t(tip.key, tip.params), x, y);
      else describe();
      return;
    }
    const err = await this.host.explain(move);
    if (!err) {
      describe();
      return;
    }
    const key = this.refusalKey(err);
    const text = this.host.has(key)
      ? this.t(key, paramsOf(err))
      : this.host.has(`error.${err.code}`)
        ? this.t(`error.${err.code}`, paramsOf(err))
        : err.message;
    this.showTip(text, x, y);
  }

  // ------------------------------------------------------------ animation

  private clearFx(): void {
    for (const c of [...this.fx.list]) c.destroy();
  }

  /** A tween as a promise; ends at once when the animations are skipped. */
  protected tween(config: {
    duration: number;
    ease?: string;
    onUpdate?: (k: number) => void;
  }): Promise<void> {
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

  private async play(steps: Step[], durations: number[]): Promise<void> {
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
  protected anchor(id: P, key: string): Pt | null {
    const a = this.panels[id].drawn?.anchors.get(key);
    return a ? this.toScreen(id, a) : null;
  }

  /** The zoom of a panel's camera. */
  protected zoomOf(id: P): number {
    return this.panels[id].state.zoom;
  }

  /** The rectangle of a panel on screen. */
  protected rectOf(id: P): Rect {
    return this.panels[id].state.rect;
  }

  /** Whether a panel has been drawn with this key part (for "is this station the one shown"). */
  protected drawnPanel(id: P): Drawn | null {
    return this.panels[id].drawn;
  }

  /** A graphics object on the fx layer (cleared after the update's animations). */
  protected fxGraphics(x: number, y: number): Phaser.GameObjects.Graphics {
    const g = this.add.graphics({ x, y });
    this.fx.add(g);
    return g;
  }

  /** A text on the fx layer. */
  protected fxText(
    x: number,
    y: number,
    s: string,
    size: number,
    color: string = PALETTE.text,
  ): Phaser.GameObjects.Text {
    const t = this.add.text(x, y, s, {
      fontFamily: FONT,
      fontSize: `${Math.max(MIN_TEXT_PX, Math.round(size))}px`,
      color,
      fontStyle: "bold",
      resolution: 2,
    });
    t.setOrigin(0.5, 0.5);
    this.fx.add(t);
    return t;
  }

  /** Adds any game object to the fx layer. */
  protected fxAdd(o: Phaser.GameObjects.GameObject): void {
    this.fx.add(o);
  }

  protected async moveAlong(
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

  // ------------------------------------------------------------ test hook

  /** Whether the scene waits for the player (no animation, no move in flight, nothing queued). */
  isReady(): boolean {
    if (!this.created || this.playing || this.queue.length > 0 || this.camTween !== null || this.u === null)
      return false;
    // A resize not yet laid out (the parent changed size, the scale manager has not followed yet).
    const parent = this.game.canvas.parentElement;
    const w = parent?.clientWidth ?? this.scale.width;
    const h = parent?.clientHeight ?? this.scale.height;
    if (Math.abs(w - this.scale.width) <= 2 && Math.abs(h - this.scale.height) <= 2) return true;
    // The scale manager checks its parent on the game loop, which sleeps when nothing moves: make
    // it look now (the next check sees the new layout).
    this.wakeLoop();
    this.scale.getParentBounds();
    this.scale.refresh();
    return false;
  }

  /** What can be clicked now, in client coordinates, with the move each click stands for. */
  hookTargets(): HookTarget<M>[] {
    if (!this.isReady() || !this.inter) return [];
    const out: HookTarget<M>[] = [];
    const label = (t: Target<M, P, S>): string => this.t(t.label.key, t.label.params);
    for (const h of this.uiHits) {
      const c = this.toClient(h.rect.x + h.rect.w / 2, h.rect.y + h.rect.h / 2);
      const t = h.target;
      // A rail panel's title leads to the moves of its targets (a click brings it to the front).
      const rail = h.id.startsWith("focus:")
        ? this.inter.targets.filter((x) => x.panel === h.id.slice(6)).flatMap((x) => x.moves)
        : [];
      out.push({
        id: h.id,
        x: c.x,
        y: c.y,
        label: t ? label(t) : h.id,
        move: t?.move ?? null,
        moves: t?.moves ?? rail,
      });
    }
    for (const s of this.screenTargets()) {
      if (!s.target || s.target.panel === "bar") continue;
      const r = this.panels[s.target.panel as P].state.rect;
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
      out.push({
        id: s.id,
        x: c.x,
        y: c.y,
        label: label(s.target),
        move: s.target.move,
        moves: s.target.moves,
      });
    }
    return out;
  }

  /** Screen (client) positions of any hit of the panel in front, for tests that click a refused thing. */
  hookHits(): { id: string; x: number; y: number }[] {
    return this.panelIds
      .filter((id) => this.live(id))
      .flatMap((id) =>
        (this.panels[id].drawn?.hits ?? []).map((h) => {
          const s = this.toScreen(id, hitCentre(h));
          const c = this.toClient(s.x, s.y);
          return { id: h.id, x: c.x, y: c.y };
        }),
      );
  }

  /**
   * Layout checks for tests: each panel's camera rectangle, its drawing's on-screen box (clipped by
   * its camera), the frames, and the smallest target on screen (CSS px).
   */
  hookLayout(): {
    panels: { id: string; rect: Rect; front: boolean }[];
    smallestTarget: number | null;
    keyFocus: string | null;
  } {
    const targets = new Map((this.inter?.targets ?? []).map((t) => [t.id, t]));
    const k = 1 / this.cssToCanvas();
    let smallest: number | null = null;
    // A target's touch size: its drawing, or up to MIN_TARGET_PX of touch slop around its centre
    // (less when another target's centre is closer: the nearest one wins there).
    for (const id of this.panelIds) {
      if (!this.live(id)) continue;
      const th = this.targetHits(id, targets);
      const zoom = this.panels[id].state.zoom;
      const centres = th.map((h) => hitCentre(h));
      th.forEach((h, i) => {
        const visual = (h.r !== undefined ? 2 * h.r : Math.min(h.w, h.h)) * zoom * k;
        let gap = Number.POSITIVE_INFINITY;
        centres.forEach((c, j) => {
          if (j !== i)
            gap = Math.min(
              gap,
              Math.max(Math.abs(c.x - centres[i]!.x), Math.abs(c.y - centres[i]!.y)) * zoom * k,
            );
        });
        const size = Math.max(visual, Math.min(MIN_TARGET_PX, gap));
        smallest = smallest === null ? size : Math.min(smallest, size);
      });
    }
    for (const h of this.uiHits) {
      if (!h.target) continue;
      const size = Math.min(h.rect.w, h.rect.h) * k;
      smallest = smallest === null ? size : Math.min(smallest, size);
    }
    return {
      panels: this.panelIds.map((id) => ({
        id,
        rect: { ...this.panels[id].state.rect },
        front: id === this.focus,
      })),
      smallestTarget: smallest,
      keyFocus: this.keyFocus,
    };
  }

  hookState(): {
    animated: number;
    busy: { playing: boolean; queued: number; camera: boolean; loop: boolean };
    version: number;
    focus: P;
    decision: string | null;
    selection: S | null;
    tip: string;
    help: boolean;
  } & Record<string, unknown> {
    return {
      help: this.helpMode,
      version: this.u?.version ?? -1,
      focus: this.focus,
      decision: this.inter?.decision ?? null,
      selection: this.sel,
      tip: this.lastTip,
      animated: this.animated,
      busy: {
        playing: this.playing,
        queued: this.queue.length,
        camera: this.camTween !== null,
        loop: this.game.loop.running,
      },
      ...this.hookExtra(),
    };
  }

  /** What a hit is, in words (the scene's `describeThing`; "" when it says nothing). */
  hookDescribe(id: string): string {
    return this.u ? this.describeThing(id) : "";
  }

  /** What a panel is, in words (the scene's `describePanel`). */
  hookDescribePanel(id: string): string {
    return this.u && this.panelIds.includes(id as P) ? this.describePanel(id as P) : "";
  }

  hookView(): Pub | null {
    return this.u?.view.public ?? null;
  }

  /** The viewer's whole view (public and private parts), as the scene was given it. */
  hookSeatView(): { public: Pub; private: Priv | null } | null {
    return this.u ? { public: this.u.view.public, private: this.u.view.private ?? null } : null;
  }

  /** Every text drawn on the board now (panels and the UI layer), for language checks in tests. */
  hookTexts(): string[] {
    const out: string[] = [];
    const walk = (list: Phaser.GameObjects.GameObject[]): void => {
      for (const o of list) {
        if (o.type === "Text") out.push((o as Phaser.GameObjects.Text).text);
        else if (o instanceof Phaser.GameObjects.Container) walk(o.list);
      }
    };
    for (const id of this.panelIds) walk(this.panels[id].container.list);
    walk(this.ui.list);
    return out;
  }
}

function paramsOf(err: RuleError): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(err.params ?? {})) {
    if (typeof v === "string" || typeof v === "number") out[k] = v;
    else if (typeof v === "boolean") out[k] = String(v);
  }
  return out;
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
