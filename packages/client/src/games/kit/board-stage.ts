/**
 * The board kit's stage (the first layer of `BoardScene`, see board-scene.ts): the board's state,
 * the contract a game fills in, and what is on screen. Each panel is drawn by the game in its own
 * coordinates and shown by its own camera (panels.ts, cameras.ts): the panel in front large, the
 * others in a rail; a camera never shows anything outside its panel's rectangle, and the frames move
 * with the cameras when the panel in front changes. Over the panels: the UI layer (ui-layer.ts), the
 * fx layer for animations (fx.ts), the frames and the keyboard's focus ring. Here too: screen
 * coordinates, touch sizing, zooming and panning the panel in front, and the loop's waking.
 */

import { canonicalJson } from "@starport/rules/core/canonical.ts";
import type { RuleError } from "@starport/rules/core/types.ts";
import * as Phaser from "phaser";
import type { SceneHost, SceneUpdate } from "../contract.ts";
import { PALETTE } from "../theme.ts";
import {
  type CamState,
  cameraFor,
  lerpCam,
  localOf,
  type OwnView,
  ownViewOf,
  pannedBy,
  screenOf,
  TITLE_H,
  zoomedAround,
} from "./cameras.ts";
import { FxLayer, type Skips } from "./fx.ts";
import type { Drawn, Pt, Rect } from "./geometry.ts";
import {
  MIN_TARGET_PX,
  type ScreenTarget,
  screenTargets,
  targetHits,
  type UiHit,
  ZOOM_BUTTONS_TOUCH_H,
} from "./hit-test.ts";
import type { Interaction, Target } from "./interaction.ts";
import { type BoardLayout, type LayoutSpec, layoutPanels } from "./layout.ts";
import type { Paint } from "./paint.ts";
import { applyCam, createPanels, drawFocusRing, drawFrames, drawHighlights, type PanelRt } from "./panels.ts";
import { UiLayer } from "./ui-layer.ts";

/** A panel drawing's context: where it will be shown and how. */
export interface PanelCtx {
  /** Whether the panel is in front. */
  front: boolean;
  /** Its slot on screen (canvas pixels). */
  slot: Rect;
  /** A phone-sized canvas (narrow portrait). */
  narrow: boolean;
}

/** Targets by id, as the drawing of highlights and cameras reads them. */
export type TargetsById<M, P extends string, S> = Map<string, Target<M, P, S>>;

/** What a game gives its board scene besides its overrides: panels, zoomable ones, animation. */
export interface BoardParts<P extends string, E, Step> {
  panels: readonly P[];
  /** The panel in front at the start. */
  first: P;
  /** How the panels are laid out (a game that lays them out otherwise overrides `layout`). */
  layout?: LayoutSpec<P>;
  /** Panels the player may zoom and pan when in front (none when absent). */
  zoomable?: readonly P[];
  /**
   * On a phone, the smallest zoom of a panel in front, so that its words stay readable: when the
   * whole drawing would be smaller, the camera looks at the targets and the player pans to the rest.
   */
  minZoom?: Partial<Record<P, number>>;
  /** The game's animation.ts: the steps of an update's events, and a step's duration at speed 1 (ms). */
  animation: { steps(events: readonly E[]): Step[]; stepMs(step: Step): number };
}

export abstract class BoardStage<Pub, Priv, M, E, P extends string, S, Step> extends Phaser.Scene {
  protected readonly host: SceneHost<M>;
  protected readonly panelIds: readonly P[];
  protected created = false;
  /** The update shown now. */
  protected u: SceneUpdate<Pub, Priv, M, E> | null = null;
  protected sel: S | null = null;
  protected inter: Interaction<M, P, S> | null = null;
  /** The version our move in flight was sent at (-1: none). */
  protected sentVersion = -1;
  /** The panel the player brought to the front (null: the decision's). */
  protected manualFocus: P | null = null;
  /** The player's own zoom and pan of a panel in front (cleared when the panel leaves the front). */
  protected views = new Map<P, OwnView>();
  protected focus: P;
  protected panels = {} as Record<P, PanelRt<P>>;
  protected layoutNow: BoardLayout<P> | null = null;
  /** The last tip shown at the pointer (for tests). */
  protected lastTip = "";
  /** Animation steps played so far (for tests). */
  protected animated = 0;
  /** Help mode: a click explains what is under the pointer and plays nothing. */
  protected helpMode = false;
  /** The target with the keyboard's focus ring (its id), or null. */
  protected keyFocus: string | null = null;
  /** The cameras gliding to a new panel in front, or null. */
  protected camTween: Phaser.Tweens.Tween | null = null;
  /** Frames drawn while nothing moves (the loop sleeps after a few). */
  protected stillFrames = 0;
  protected ui!: UiLayer<M, P, S>;
  protected fx!: FxLayer;
  protected uiCam!: Phaser.Cameras.Scene2D.Camera;
  private frameG!: Phaser.GameObjects.Graphics;

  /** The game's panels, the zoomable ones, and its animation. */
  protected readonly parts: BoardParts<P, E, Step>;

  constructor(key: string, host: SceneHost<M>, parts: BoardParts<P, E, Step>) {
    super({ key });
    this.host = host;
    this.parts = parts;
    this.panelIds = parts.panels;
    this.focus = parts.first;
  }

  /** The UI layer's hit areas (screen pixels), in drawing order. */
  protected get uiHits(): UiHit<M, P, S>[] {
    return this.ui?.hits ?? [];
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
  protected layout(w: number, h: number, focus: P, mainAspect: number, barH: number): BoardLayout<P> {
    const spec = this.parts.layout;
    if (!spec) throw new Error("a board without a layout spec must override layout()");
    return layoutPanels(spec, w, h, focus, false, mainAspect, barH);
  }
  /** A panel's title (shorter in a narrow rail). */
  protected abstract titleOf(id: P, front: boolean, small: boolean): string;
  /** The animation steps of an update's events, in order. */
  protected steps(events: readonly E[]): Step[] {
    return this.parts.animation.steps(events);
  }
  /** A step's duration at speed 1 (ms). */
  protected stepMs(step: Step): number {
    return this.parts.animation.stepMs(step);
  }
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
  protected zoomable(id: P): boolean {
    return this.parts.zoomable?.includes(id) ?? false;
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

  // ------------------------------------------------------------ the stage

  /**
   * Makes the panels (a container and a camera each), the frames, the UI layer and the fx layer
   * (whose tweens `skips` ends at once); each panel's camera sees only its panel, the UI camera
   * everything but the panels.
   */
  protected buildStage(skips: Skips): void {
    const main = this.cameras.main;
    this.panels = createPanels(this, this.panelIds);
    this.frameG = this.add.graphics();
    this.ui = new UiLayer(this, this.add.container(0, 0));
    this.fx = new FxLayer(this, this.add.container(0, 0), skips, () => this.wakeLoop());
    this.uiCam = this.cameras.add(0, 0, this.scale.width, this.scale.height, true, "ui");
    this.cameras.remove(main);
    const all = this.panelIds.map((id) => this.panels[id].container);
    for (const id of this.panelIds) {
      const p = this.panels[id];
      p.cam.ignore([
        ...all.filter((c) => c !== p.container),
        this.ui.container,
        this.fx.container,
        this.frameG,
      ]);
    }
    this.uiCam.ignore(all);
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

  protected t = (key: string, params?: Record<string, string | number>): string => this.host.t(key, params);

  /** Whether the canvas is a phone's (narrow portrait). */
  protected narrow(): boolean {
    return this.scale.width < this.scale.height * 0.95 && this.scale.width < 600;
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

  /** Screen point of a panel's local point. */
  protected toScreen(id: P, pt: Pt): Pt {
    return screenOf(this.panels[id].state, pt);
  }

  /** Panel-local point of a screen point. */
  protected toLocal(id: P, x: number, y: number): Pt {
    return localOf(this.panels[id].state, x, y);
  }

  protected toClient(x: number, y: number): Pt {
    const canvas = this.game.canvas;
    const r = canvas.getBoundingClientRect();
    return { x: r.left + (x * r.width) / this.scale.width, y: r.top + (y * r.height) / this.scale.height };
  }

  // ------------------------------------------------------------ cameras

  /** The camera of a panel for its slot: fitted; the panel in front zoomed for touch or by the player. */
  protected camFor(id: P, slot: Rect, inFront: boolean, targets: TargetsById<M, P, S>): CamState {
    const content = this.contentOf(id, inFront);
    const own = inFront ? this.views.get(id) : undefined;
    const touch =
      inFront && !own && this.touchSized()
        ? {
            hits: targetHits(id, this.panels[id].drawn?.hits ?? [], targets),
            minPx: MIN_TARGET_PX * this.cssToCanvas(),
          }
        : null;
    // On a phone the zoom buttons of the panel in front are finger-sized: its drawing starts below them
    const top = inFront && this.zoomable(id) && this.touchSized() ? ZOOM_BUTTONS_TOUCH_H : TITLE_H;
    const minZoom = inFront ? this.minZoomOf(id) : 0;
    return cameraFor(slot, content, own, touch, top, minZoom);
  }

  /**
   * The smallest zoom of panel `id` in front, so that its words stay readable: the parts' `minZoom`
   * on a phone, none elsewhere (a game whose words need it on a desktop too overrides this).
   */
  protected minZoomOf(id: P): number {
    return this.narrow() ? (this.parts.minZoom?.[id] ?? 0) : 0;
  }

  /** Puts every panel's camera at its state. */
  protected placeCameras(states: Map<P, CamState>): void {
    for (const id of this.panelIds) applyCam(this.panels[id], states.get(id)!);
  }

  /**
   * The cameras glide to their new places; the frames follow them (never a drawing outside its
   * frame), the titles and buttons appear when they arrive.
   */
  protected glide(
    states: Map<P, CamState>,
    speed: number,
    targets: TargetsById<M, P, S>,
    selectedId: string | null,
  ): void {
    const from = new Map(this.panelIds.map((id) => [id, { ...this.panels[id].state }]));
    this.ui.container.setAlpha(0);
    this.camTween = this.tweens.addCounter({
      from: 0,
      to: 1,
      duration: 320 / speed,
      ease: "Cubic.easeInOut",
      onUpdate: (tw) => {
        const k = tw.getValue() ?? 1;
        for (const id of this.panelIds) applyCam(this.panels[id], lerpCam(from.get(id)!, states.get(id)!, k));
        this.drawFrames();
      },
      onComplete: () => {
        this.camTween = null;
        this.placeCameras(states);
        this.drawFrames();
        this.ui.container.setAlpha(1);
        this.drawHighlights(targets, selectedId);
      },
    });
  }

  /** Zooms the panel in front by `factor` around a screen point. */
  protected zoomFront(factor: number, at: Pt): void {
    const id = this.focus;
    const drawn = this.panels[id].drawn;
    if (!drawn) return;
    const next = zoomedAround(this.panels[id].state, drawn.bounds, factor, at);
    this.views.set(id, ownViewOf(next));
    applyCam(this.panels[id], next);
    this.drawHighlights(new Map((this.inter?.targets ?? []).map((t) => [t.id, t])), this.selectedId());
    this.drawKeyFocus();
  }

  /** Pans the panel in front by a drag of (dx, dy) screen pixels; the player's view keeps it. */
  protected panFront(dx: number, dy: number): void {
    const next = pannedBy(this.panels[this.focus].state, dx, dy);
    this.views.set(this.focus, ownViewOf(next));
    applyCam(this.panels[this.focus], next);
    this.drawKeyFocus();
  }

  // ------------------------------------------------------------ over the panels

  protected drawHighlights(targets: TargetsById<M, P, S>, selectedId: string | null): void {
    const hinted = this.hinted;
    const isHinted = (hit: string): boolean =>
      hinted !== null && (targets.get(hit)?.moves.some((m) => canonicalJson(m) === hinted) ?? false);
    for (const id of this.panelIds) {
      drawHighlights(
        this.panels[id],
        this.live(id),
        (hit) => targets.get(hit)?.panel === id,
        selectedId,
        isHinted,
      );
    }
  }

  /** The move suggested to the viewer (a learn table), as canonical JSON; null for none. */
  private hinted: string | null = null;

  /** Marks the targets on the way to `move` (null: none), e.g. a learn table's suggestion. */
  suggest(move: unknown | null): void {
    const key = move === null ? null : canonicalJson(move);
    if (key === this.hinted) return;
    this.hinted = key;
    if (this.inter) this.drawHighlights(new Map(this.inter.targets.map((t) => [t.id, t])), this.selectedId());
  }

  /** Ids of the targets on the way to the suggested move (for the test hook). */
  hintedTargets(): string[] {
    const hinted = this.hinted;
    if (hinted === null || !this.inter) return [];
    return this.inter.targets
      .filter((t) => t.moves.some((m) => canonicalJson(m) === hinted))
      .map((t) => t.id);
  }

  /** Panel frames at the cameras' current rectangles (they move with the cameras). */
  private drawFrames(): void {
    drawFrames(
      this.frameG,
      this.panelIds.map((id) => ({ rect: this.panels[id].state.rect, front: id === this.focus })),
    );
  }

  /** The frames, and the focus ring of the keyboard over them (on the UI layer, over everything). */
  protected drawKeyFocus(): void {
    this.drawFrames();
    if (!this.keyFocus) return;
    const s = this.screenTargets().find((x) => x.id === this.keyFocus);
    if (s) drawFocusRing(this.frameG, s.rect);
  }

  /** The targets on screen (screen pixels) with their rectangles: the keyboard's stops. */
  protected screenTargets(): ScreenTarget<Target<M, P, S>>[] {
    if (!this.inter) return [];
    const live = this.panelIds
      .filter((id) => this.live(id))
      .map((id) => ({ id, hits: this.panels[id].drawn?.hits ?? [], cam: this.panels[id].state }));
    return screenTargets(this.inter.targets, live, this.uiHits);
  }

  // ------------------------------------------------------------ for the game's drawing

  /** A text of the UI layer: see UiLayer.text. */
  protected uiText(...a: Parameters<UiLayer<M, P, S>["text"]>): Phaser.GameObjects.Text {
    return this.ui.text(...a);
  }

  /** A UI hit area (screen pixels): clicks on it go to `onUiHit` (or its target). */
  protected addUiHit(h: UiHit<M, P, S>): void {
    this.ui.addHit(h);
  }

  /** A tween as a promise; ends at once when the animations are skipped. */
  protected tween(config: {
    duration: number;
    ease?: string;
    onUpdate?: (k: number) => void;
  }): Promise<void> {
    return this.fx.tween(config);
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
    return this.fx.graphics(x, y);
  }

  /** A text on the fx layer. */
  protected fxText(
    x: number,
    y: number,
    s: string,
    size: number,
    color: string = PALETTE.text,
  ): Phaser.GameObjects.Text {
    return this.fx.text(x, y, s, size, color);
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
    await this.fx.moveAlong(obj, from, to, ms, lift);
  }
}
