/**
 * The board kit's second layer (see board-scene.ts): updates in, the state drawn. Updates queue up
 * (update-queue.ts); each plays its events as animation steps at the player's speed (a long queue
 * squeezed, schedule.ts), then its state is drawn: the game's interaction for it, the panel in
 * front (the decision's, or the player's choice), the layout, each panel's drawing and camera,
 * the UI layer with the action bar (action-bar.ts), the highlights of the targets.
 */
import type { SceneUpdate } from "../contract.ts";
import { barFontPx, barHeightFor, drawActionBar } from "./action-bar.ts";
import { BoardStage, type PanelCtx } from "./board-stage.ts";
import type { CamState } from "./cameras.ts";
import { MIN_TARGET_PX } from "./hit-test.ts";
import type { Target } from "./interaction.ts";
import { BAR_H, type BoardLayout } from "./layout.ts";
import { textWidth } from "./paint.ts";
import { pulse, repaint } from "./panels.ts";
import { scheduleMs } from "./schedule.ts";
import { drawTitles, drawZoomButtons } from "./ui-layer.ts";
import { hasState, playSteps, UpdateQueue } from "./update-queue.ts";

export abstract class BoardRender<Pub, Priv, M, E, P extends string, S, Step> extends BoardStage<
  Pub,
  Priv,
  M,
  E,
  P,
  S,
  Step
> {
  /** The update queue and the state of its animation. */
  protected readonly updates = new UpdateQueue<SceneUpdate<Pub, Priv, M, E>>();
  private layoutFocus: P | null = null;
  private decisionKeyNow = "";
  private pulseKey = "";

  /** Updates not shown yet, oldest first. */
  protected get queue(): SceneUpdate<Pub, Priv, M, E>[] {
    return this.updates.waiting;
  }

  /** Whether an update's animation is playing. */
  protected get playing(): boolean {
    return this.updates.playing;
  }

  // ------------------------------------------------------------ updates

  /** A new update from the shell: queued, played in order (animations first, then the new state). */
  push(u: SceneUpdate<Pub, Priv, M, E>): void {
    if (!hasState(u)) return;
    if (this.created) this.wakeLoop();
    if (this.updates.redraws(u, this.u)) {
      // Same state (players, language): redraw at once.
      this.u = u;
      if (this.created) this.render(false);
      return;
    }
    this.updates.enqueue(u);
    if (this.created) this.pump();
  }

  /** The server refused our move: let the player try again. */
  refused(): void {
    this.sentVersion = -1;
    if (this.created) this.render(false);
  }

  protected pump(): void {
    this.updates.pump<Step>({
      // Nothing drawn yet: the first state is drawn without its events.
      steps: (next) =>
        this.u && this.panelIds.some((id) => this.panels[id].drawn) ? this.steps(next.events) : [],
      speed: () => this.host.speed(),
      play: (steps, speed) => this.play(steps, speed),
      show: (next) => {
        this.u = next;
        this.render(true);
      },
    });
  }

  /** Plays an update's steps at `speed`, then clears the fx layer. */
  private async play(steps: Step[], speed: number): Promise<void> {
    this.wakeLoop();
    const durations = scheduleMs(steps, speed, (s) => this.stepMs(s));
    await playSteps(
      steps,
      durations,
      (s, ms) => this.playStep(s, ms),
      () => this.updates.skipping,
      () => this.animated++,
    );
    this.fx.clear();
  }

  /** Ends the running animations at once (a click during them, or too many updates waiting). */
  protected skip(): void {
    this.updates.skip();
  }

  // ------------------------------------------------------------ render

  protected legalNow(): M[] {
    const u = this.u;
    if (!u || u.seat === null || u.status !== "playing" || this.sentVersion === u.version) return [];
    return u.legal;
  }

  protected render(newState: boolean): void {
    this.wakeLoop();
    const u = this.u;
    if (!u || !this.created) return;
    const focus = this.decide(u, newState);
    const narrow = this.narrow();
    const targets = new Map(this.inter!.targets.map((t) => [t.id, t]));
    const layout = this.placePanels(focus, narrow);
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
    if (focusChanged && speed > 0 && newState) this.glide(states, speed, targets, selectedId);
    else {
      this.placeCameras(states);
      this.ui.container.setAlpha(1);
    }
    this.drawHighlights(targets, selectedId);
    const pk = [...targets.keys()].join("|");
    if (pk !== this.pulseKey) {
      this.pulseKey = pk;
      if (this.keyFocus && !targets.has(this.keyFocus) && !this.uiHits.some((h) => h.id === this.keyFocus))
        this.keyFocus = null;
      if (pk && speed > 0)
        pulse(
          this.tweens,
          this.panelIds.map((id) => this.panels[id].hl),
        );
    }
    this.drawKeyFocus();
  }

  /**
   * The interaction for this state and the panel to put in front: the player's choice, else the
   * decision's. A new decision of mine (or a new turn when watching) brings its panel to the front
   * again.
   */
  private decide(u: SceneUpdate<Pub, Priv, M, E>, newState: boolean): P {
    const before = this.inter?.decision ?? null;
    const inter = this.interaction(u, this.legalNow(), this.sel);
    this.inter = inter;
    // While a move is in flight the selection it leaves (e.g. the piece that moved) is kept for
    // the next state, which validates it against the new legal moves.
    const inFlight = u.seat !== null && this.sentVersion === u.version;
    if (!inFlight) this.sel = inter.selection;
    const key =
      u.seat !== null && inter.decision ? `me:${inter.decision}:${this.turnKey()}` : `turn:${this.turnKey()}`;
    if (newState && key !== this.decisionKeyNow) {
      if (inter.decision !== before || !this.decisionKeyNow.startsWith("me:")) {
        this.manualFocus = null;
        if (inter.decision) this.onNewDecision();
      }
      this.decisionKeyNow = key;
    }
    return this.manualFocus ?? inter.focus;
  }

  /**
   * Puts `focus` in front and lays the panels out. The panel in front is drawn first: its shape
   * decides the layout (wide panels go on top); the bar is as high as its hint's lines need.
   */
  private placePanels(focus: P, narrow: boolean): BoardLayout<P> {
    const W = this.scale.width;
    const H = this.scale.height;
    if (focus !== this.focus) this.views.delete(this.focus);
    this.focus = focus;
    this.drawPanel(focus, { front: true, slot: { x: 0, y: 0, w: W * 0.9, h: H * 0.6 }, narrow });
    const fb = this.contentOf(focus, true);
    const aspect = fb.w / Math.max(1, fb.h);
    let layout = this.layout(W, H, focus, aspect, this.barHeight(narrow, null));
    const barH = this.barHeight(narrow, layout.bar.w);
    if (barH !== layout.bar.h) layout = this.layout(W, H, focus, aspect, barH);
    this.layoutNow = layout;
    return layout;
  }

  /** Redraws a panel when what its drawing depends on changed (its key, the language, the players). */
  private drawPanel(id: P, ctx: PanelCtx): void {
    const u = this.u!;
    const key = JSON.stringify([
      this.panelKey(id, ctx),
      ctx.front,
      ctx.narrow,
      this.t("board.aria"),
      u.players.map((x) => x.name),
      u.seat,
    ]);
    repaint(this, this.panels[id], key, (paint) => this.paintPanel(id, paint, ctx));
  }

  // ------------------------------------------------------------ the UI layer (screen pixels)

  /** Height of the action bar: one line of hint, or as many lines as a phone needs (never a smaller font). */
  private barHeight(narrow: boolean, barW: number | null): number {
    const base = narrow || this.scale.width < this.scale.height * 0.95 ? BAR_H.portrait : BAR_H.landscape;
    if (barW === null || !this.inter) return base;
    const small = narrow || this.scale.width < 700;
    const hint = this.hintText();
    const labels = this.barButtons().map((b) => this.t(b.label.key, b.label.params));
    // the labels measured in the font the bar draws them in (a length estimate can miss a row)
    const measure = (s: string): number | null => textWidth(s, barFontPx(small) + 1, true);
    return barHeightFor({ base, barW, small, hint, labels, buttonH: this.buttonH(small), measure });
  }

  private barButtons(): Target<M, P, S>[] {
    return (this.inter?.targets ?? []).filter((t) => t.panel === "bar");
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

  /** Titles (a rail title brings its panel to the front), the game's extras, zoom buttons, the bar. */
  private drawUi(layout: BoardLayout<P>): void {
    const ui = this.ui;
    ui.begin();
    const small = layout.portrait || this.scale.width < 700;
    const fs = barFontPx(small);
    const titles = this.panelIds.map((id) => {
      const front = id === this.focus;
      const reserved = front && this.zoomable(id) ? (this.touchSized() ? 170 : 120) : 0;
      const button = !front && id !== this.pinnedPanel();
      return { id, rect: layout.panels[id], title: this.titleOf(id, front, small), front, reserved, button };
    });
    drawTitles(ui, titles, fs);
    this.drawExtras(layout, ui.g, small);
    if (this.zoomable(this.focus)) {
      const zh = this.touchSized() ? MIN_TARGET_PX : 22;
      drawZoomButtons(ui, layout.panels[this.focus], zh, fs, this.t("board.fit"));
    }
    drawActionBar(ui, layout.bar, {
      buttons: this.barButtons(),
      label: (b) => this.t(b.label.key, b.label.params),
      hint: this.hintText(),
      small,
      buttonH: this.buttonH(small),
      asked: !!this.inter && this.inter.decision !== null,
      help: this.helpMode,
      primary: (b) => this.primaryButton(b),
      lead: (bar, g) => this.barLead(bar, g),
    });
    ui.end();
  }
}
