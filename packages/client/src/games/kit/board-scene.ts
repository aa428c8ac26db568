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
 * `BoardScene` is built in three layers, each a file: board-stage.ts (the board's state, the
 * contract a game fills in, panels, cameras and layers), board-render.ts (updates in, the state
 * drawn) and this one (input and the test hook). The logic they run is in plain modules, most of
 * them pure and unit-tested: the update queue (update-queue.ts), cameras (cameras.ts), what a
 * pointer hits (hit-test.ts), gestures (pointer.ts), keys (keyboard.ts), refusals (refusal.ts), the
 * action bar (action-bar.ts), the test hook's figures (test-hook.ts); the Phaser side in panels.ts,
 * ui-layer.ts and fx.ts. A game extends `BoardScene` and fills in its panels (`paintPanel`), its
 * interaction, its animation steps and a few words; see games/README.md.
 */
import type * as Phaser from "phaser";
import { BoardRender } from "./board-render.ts";
import { inView, ownViewOf } from "./cameras.ts";
import { hitCentre } from "./geometry.ts";
import { inRect, MIN_TARGET_PX, panelHitAt, targetHits, type UiHit, uiHitAt } from "./hit-test.ts";
import type { Target } from "./interaction.ts";
import { bindKeyboard, endStop, keyCommand } from "./keyboard.ts";
import { textsOf } from "./panels.ts";
import { type GestureHost, PointerGestures } from "./pointer.ts";
import { localRefusal, refusalText } from "./refusal.ts";
import {
  type HookLayout,
  type HookTarget,
  hookTargetsOf,
  smallestTarget,
  smallestText,
  type TextOnScreen,
} from "./test-hook.ts";
import { HELP_ID } from "./ui-layer.ts";

export type { PanelCtx } from "./board-stage.ts";
export { TITLE_H } from "./cameras.ts";
export { MIN_TARGET_PX, type UiHit } from "./hit-test.ts";
export type { HookTarget } from "./test-hook.ts";
export { HELP_ID } from "./ui-layer.ts";

export abstract class BoardScene<Pub, Priv, M, E, P extends string, S, Step> extends BoardRender<
  Pub,
  Priv,
  M,
  E,
  P,
  S,
  Step
> {
  private readonly gestures = new PointerGestures(this.gestureHost());
  private unbindKeys: (() => void) | null = null;

  // ------------------------------------------------------------ lifecycle

  create(): void {
    this.buildStage(this.updates);
    this.listen();
    this.created = true;
    this.pump();
  }

  /** Pointer, wheel, resize and keyboard input. */
  private listen(): void {
    const g = this.gestures;
    this.input.addPointer(1);
    this.input.on("pointerdown", (p: Phaser.Input.Pointer) => g.onDown(p));
    this.input.on("pointermove", (p: Phaser.Input.Pointer) => g.onMove(p));
    this.input.on("pointerup", (p: Phaser.Input.Pointer) => g.onUp(p));
    this.input.on("wheel", (p: Phaser.Input.Pointer, _o: unknown, _dx: number, dy: number) =>
      g.onWheel(p, dy),
    );
    this.scale.on("resize", () => {
      this.uiCam.setSize(this.scale.width, this.scale.height);
      this.render(false);
    });
    // Keyboard: the canvas takes focus (a click or Tab), keys act only while it has it.
    this.unbindKeys = bindKeyboard(
      this.game.canvas,
      this.t("board.aria"),
      (e) => this.onKey(e),
      () => {
        if (this.keyFocus === null) this.moveKeyFocus(1);
      },
    );
  }

  override update(): void {
    const busy =
      this.updates.playing ||
      this.camTween !== null ||
      this.gestures.pressing ||
      this.tweens.getTweens().some((t) => t.isPlaying());
    if (busy) this.stillFrames = 0;
    // Waking runs one step at once (before the caller changes anything), then two frames show the
    // last change; after that the loop sleeps until something happens.
    else if (++this.stillFrames >= 3) this.game.loop.sleep();
  }

  /** Stops what outlives the scene (pending timers, DOM listeners). */
  dispose(): void {
    this.gestures.dispose();
    this.unbindKeys?.();
    this.unbindKeys = null;
  }

  // ------------------------------------------------------------ help

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

  // ------------------------------------------------------------ keyboard

  private onKey(e: KeyboardEvent): void {
    if (!this.u) return;
    const cancellable = this.sel !== null || !!this.inter?.targets.find((t) => t.id === "btn:cancel");
    const stops = this.screenTargets();
    const r = keyCommand(e.key, e.shiftKey, {
      help: this.helpMode,
      stops,
      focus: this.keyFocus,
      cancellable,
    });
    if (!r) return;
    if (r.prevent) e.preventDefault();
    const c = r.command;
    if (c.kind === "help") this.setHelp(c.on);
    else if (c.kind === "focus") this.setKeyFocus(c.id);
    else if (c.kind === "focusFirst") this.moveKeyFocus(1);
    else if (c.kind === "blur") {
      this.keyFocus = null;
      this.drawKeyFocus();
    } else if (c.kind === "play") {
      this.wakeLoop();
      if (this.playing) this.skip();
      this.clickId(c.stop.id, c.stop.x, c.stop.y);
    } else if (c.kind === "cancel") {
      this.sel = null;
      this.render(false);
    }
  }

  private moveKeyFocus(delta: number): void {
    const id = endStop(this.screenTargets(), delta);
    if (id !== null) this.setKeyFocus(id);
  }

  private setKeyFocus(id: string): void {
    this.keyFocus = id;
    this.wakeLoop();
    // A target outside the panel's rectangle (zoomed in): bring it into view.
    const s = this.screenTargets().find((x) => x.id === id);
    const st = this.panels[this.focus].state;
    if (s && !this.uiHits.some((h) => h.id === id) && !inView(st.rect, s)) {
      const local = this.toLocal(this.focus, s.x, s.y);
      this.views.set(this.focus, ownViewOf({ zoom: st.zoom, cx: local.x, cy: local.y }));
      this.render(false);
    }
    this.drawKeyFocus();
    const t = this.screenTargets().find((x) => x.id === id)?.target;
    if (t) this.game.canvas.setAttribute("aria-label", this.t(t.label.key, t.label.params));
  }

  // ------------------------------------------------------------ input

  private panelAt(x: number, y: number): P | null {
    return this.panelIds.find((id) => inRect(this.panels[id].state.rect, x, y)) ?? null;
  }

  /** What the pointer gestures ask of the board. */
  private gestureHost(): GestureHost {
    return {
      wake: () => this.wakeLoop(),
      touches: () => [this.input.pointer1, this.input.pointer2],
      panelAt: (x, y) => this.panelAt(x, y),
      front: () => this.focus,
      frontZoom: () => this.panels[this.focus].state.zoom,
      // A zoomable panel, or one zoomed in for touch.
      pans: () => this.zoomable(this.focus) || this.touchSized(),
      pan: (dx, dy) => this.panFront(dx, dy),
      zoom: (factor, at) => this.zoomFront(factor, at),
      zoomable: () => this.zoomable(this.focus),
      animating: () => this.updates.playing,
      thingAt: (x, y) => this.hitAt(x, y)?.id ?? "",
      describe: (id) => this.describeWithTarget(id),
      showTip: (text, x, y) => this.showTip(text, x, y),
      hoverTip: (text, x, y) => {
        const c = this.toClient(x, y);
        this.host.tip(text, c.x, c.y);
      },
      click: (x, y) => this.click(x, y),
    };
  }

  /** A board thing's description with what clicking it does when it is a target. */
  private describeWithTarget(id: string): string {
    const target = this.inter?.targets.find((t) => t.id === id);
    const parts: string[] = [];
    if (target) parts.push(this.t(target.label.key, target.label.params));
    parts.push(this.describeThing(id));
    return parts.filter(Boolean).join(" — ");
  }

  /** The thing under a screen point: a UI hit, or a hit of a live panel (touch slop included). */
  protected hitAt(x: number, y: number): { id: string; ui: UiHit<M, P, S> | null } | null {
    const ui = uiHitAt(this.uiHits, x, y);
    if (ui) return { id: ui.id, ui };
    const panel = this.panelAt(x, y);
    if (panel === null || !this.live(panel)) return null;
    const p = this.panels[panel];
    if (!p.drawn) return null;
    const targets = new Set((this.inter?.targets ?? []).map((t) => t.id));
    // Touch slop: a target drawn smaller than a finger is hit within half of MIN_TARGET_PX of its
    // centre (the nearest one wins), so every target is at least 40 px wide to the touch.
    const slop = (MIN_TARGET_PX / 2) * this.cssToCanvas();
    const local = this.toLocal(panel, x, y);
    const id = panelHitAt({ hits: p.drawn.hits, cam: p.state }, targets, { x, y }, local, slop);
    return id !== null ? { id, ui: null } : null;
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
    if (id === HELP_ID) this.setHelp(!this.helpMode);
    else if (kind === "focus") this.bringToFront(arg as P, x, y);
    else if (kind === "zoom") this.zoomButton(arg);
    else {
      const hitUi = ui ?? this.uiHits.find((h) => h.id === id) ?? null;
      // Help mode plays nothing: a UI control of the game (e.g. a chooser) still works, and what was
      // clicked is explained.
      if (this.helpMode) {
        if (hitUi && !hitUi.target) this.onUiHit(id);
        this.explainHere(id, x, y);
        return;
      }
      const target = hitUi?.target ?? this.inter?.targets.find((t) => t.id === id);
      if (target) this.activate(target);
      else if (!(hitUi && this.onUiHit(id))) void this.explainRefusal(id, x, y);
    }
  }

  /** A rail panel's title: its panel comes to the front (in help mode it says what it is). */
  private bringToFront(id: P, x: number, y: number): void {
    this.manualFocus = id;
    this.views.delete(id);
    this.keyFocus = null;
    this.render(true);
    if (this.helpMode) {
      const text = this.describePanel(id);
      if (text) this.showTip(text, x, y);
    }
  }

  /** The zoom buttons: in and out around the panel's centre, or back to fitting it. */
  private zoomButton(arg: string | undefined): void {
    const st = this.panels[this.focus].state;
    const centre = { x: st.rect.x + st.rect.w / 2, y: st.rect.y + st.rect.h / 2 };
    if (arg === "in") this.zoomFront(1.3, centre);
    else if (arg === "out") this.zoomFront(1 / 1.3, centre);
    else {
      this.views.delete(this.focus);
      this.render(false);
    }
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
    const describe = (): string => this.describeWithTarget(id);
    const local = localRefusal({
      u,
      sentVersion: this.sentVersion,
      candidate: () => this.candidateMove(id),
      noMoveTip: () => this.noMoveTip(id),
      describe,
      t: this.t,
    });
    let tip: string | null;
    if ("tip" in local) tip = local.tip;
    else {
      const err = await this.host.explain(local.ask);
      tip = err ? refusalText(err, this.refusalKey(err), this.host) : describe() || null;
    }
    if (tip !== null) this.showTip(tip, x, y);
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
    const src = {
      targets: this.inter.targets,
      uiHits: this.uiHits,
      label: (t: Target<M, P, S>) => this.t(t.label.key, t.label.params),
      toClient: (x: number, y: number) => this.toClient(x, y),
    };
    return hookTargetsOf(src, this.screenTargets(), (id) => this.panels[id].state.rect);
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
   * Layout checks for tests: each panel's camera rectangle, the smallest target on screen (CSS px,
   * its touch size) and the keyboard's focus.
   */
  hookLayout(): HookLayout {
    const targets = new Map((this.inter?.targets ?? []).map((t) => [t.id, t]));
    const live = this.panelIds
      .filter((id) => this.live(id))
      .map((id) => ({
        hits: targetHits(id, this.panels[id].drawn?.hits ?? [], targets),
        zoom: this.panels[id].state.zoom,
      }));
    return {
      panels: this.panelIds.map((id) => ({
        id,
        rect: { ...this.panels[id].state.rect },
        front: id === this.focus,
      })),
      smallestTarget: smallestTarget(live, this.uiHits, 1 / this.cssToCanvas()),
      keyFocus: this.keyFocus,
      smallestText: smallestText(this.textsOnScreen()),
    };
  }

  /** The texts of the panels (those in their camera's view) and of the UI layer, at their size on screen. */
  private textsOnScreen(): TextOnScreen[] {
    const css = 1 / this.cssToCanvas();
    const size = (t: Phaser.GameObjects.Text): number =>
      Number.parseFloat(String(t.style.fontSize)) * t.scaleY;
    const out: TextOnScreen[] = [];
    for (const id of this.panelIds) {
      const p = this.panels[id];
      for (const o of p.container.list) {
        if (o.type !== "Text") continue;
        const t = o as Phaser.GameObjects.Text;
        if (!t.visible || t.alpha === 0) continue;
        const c = {
          x: t.x + (0.5 - t.originX) * t.displayWidth,
          y: t.y + (0.5 - t.originY) * t.displayHeight,
        };
        if (!inView(p.state.rect, this.toScreen(id, c))) continue;
        out.push({ text: t.text, px: size(t) * p.state.zoom * css, panel: id });
      }
    }
    for (const o of this.ui.container.list)
      if (o.type === "Text") {
        const t = o as Phaser.GameObjects.Text;
        if (t.visible && t.alpha > 0) out.push({ text: t.text, px: size(t) * css, panel: "ui" });
      }
    return out;
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

  /** The public view of the update whose animation is playing (null when none plays). */
  hookPlayingView(): Pub | null {
    return this.updates.current?.view.public ?? null;
  }

  /** The viewer's whole view (public and private parts), as the scene was given it. */
  hookSeatView(): { public: Pub; private: Priv | null } | null {
    return this.u ? { public: this.u.view.public, private: this.u.view.private ?? null } : null;
  }

  /** Every text drawn on the board now (panels and the UI layer), for language checks in tests. */
  hookTexts(): string[] {
    return textsOf([...this.panelIds.map((id) => this.panels[id].container.list), this.ui.container.list]);
  }
}
