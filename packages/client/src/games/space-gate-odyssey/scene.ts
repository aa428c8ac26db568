/**
 * The Space Gate Odyssey scene on the board kit (../kit/board-scene.ts): the kit runs the update
 * queue, cameras, input, keyboard, refusals and the test hook; this file fills in the game's
 * panels (panels.ts), its interaction (adapter.ts), the station chooser and the module in the bar;
 * the words of a thing are in describe.ts and the drawing of each animation step in playback.ts.
 */

import type { RuleError } from "@starport/rules/core/types.ts";
import { corridorSides } from "@starport/rules/space-gate-odyssey/station.ts";
import type { SgoEvent, SgoMove, SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import * as Phaser from "phaser";
import type { SceneHost, SceneUpdate } from "../contract.ts";
import { BoardScene, type PanelCtx } from "../kit/board-scene.ts";
import type { Drawn, Pt, Rect } from "../kit/geometry.ts";
import type { BoardLayout } from "../kit/layout.ts";
import type { Paint } from "../kit/paint.ts";
import { seatColor } from "../theme.ts";
import {
  candidateMove,
  type Interaction,
  interaction,
  PANELS,
  type PanelId,
  type Selection,
} from "./adapter.ts";
import { type AnimStep, animationSteps, stepMs } from "./animation.ts";
import { COLORS, drawTile, seatToken } from "./art.ts";
import { describeThing } from "./describe.ts";
import { bestColumns, layoutBoard } from "./layout.ts";
import {
  drawHawking,
  drawHawkingCompact,
  drawOdyssey,
  drawOdysseyCompact,
  drawPlanets,
  drawStation,
  drawWorksite,
  type Ghost,
  miniStation,
  PLANET_H,
  PLANET_W,
} from "./panels.ts";
import { playStep, type Stage } from "./playback.ts";
import { playerName } from "./words.ts";

export type SgoUpdate = SceneUpdate<SgoPublicView, unknown, SgoMove, SgoEvent>;
export type { HookTarget } from "../kit/board-scene.ts";

const TITLE_H = 22;

export class SgoScene extends BoardScene<
  SgoPublicView,
  unknown,
  SgoMove,
  SgoEvent,
  PanelId,
  Selection,
  AnimStep
> {
  private stationPick: number | null = null;

  constructor(host: SceneHost<SgoMove>) {
    super("sgo", host, {
      panels: PANELS,
      first: "station",
      zoomable: ["station"],
      animation: { steps: animationSteps, stepMs },
    });
  }

  // ------------------------------------------------------------ the kit's questions

  protected override interaction(u: SgoUpdate, legal: SgoMove[], sel: Selection | null): Interaction {
    return interaction(u.view.public, legal, u.seat, sel);
  }

  protected override turnKey(): string {
    const v = this.u!.view.public;
    return `${v.turn}:${v.phase}`;
  }

  protected override onNewDecision(): void {
    this.stationPick = null;
  }

  protected override layout(
    w: number,
    h: number,
    focus: PanelId,
    mainAspect: number,
    barH: number,
  ): BoardLayout<PanelId> {
    return layoutBoard(w, h, focus, true, mainAspect, barH);
  }

  protected override candidateMove(id: string): SgoMove | null {
    const u = this.u!;
    return candidateMove(u.view.public, u.seat, this.sel, id);
  }

  protected override afterSend(m: SgoMove): Selection | null {
    // A settler moved on keeps being picked, so it can walk on step by step.
    return m.type === "moveSettler" ? { kind: "settler", module: m.to, follow: true } : null;
  }

  protected override refusalKey(err: RuleError): string {
    const flight = this.u?.view.public.journey?.flight;
    return err.code === "SPOT_NOT_ALLOWED" && flight
      ? `error.${err.code}.${flight.planet}`
      : `error.${err.code}`;
  }

  protected override noMoveTip(id: string): { key: string; params?: Record<string, string | number> } | null {
    const view = this.u!.view.public;
    const d = this.inter?.decision;
    const flight = view.journey?.flight;
    if (d === "activate") return { key: "tip.pickFigureFirst" };
    if (d === "actSettlers") {
      return {
        key: id.startsWith("mod:") ? "tip.noExit" : "tip.pickSettlerFirst",
        params: { domain: this.t(`domain.${view.act?.room ?? "water"}`) },
      };
    }
    if (d === "swap" || d === "swapAdjacent") return { key: "tip.pickTokenFirst" };
    if (id.startsWith("spot:") && flight) {
      return {
        key: "tip.otherPlanet",
        params: { planet: flight.planet.charAt(0).toUpperCase() + flight.planet.slice(1) },
      };
    }
    return null;
  }

  protected override selectedId(): string | null {
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

  protected override hookExtra(): Record<string, unknown> {
    return { station: this.u ? this.stationSeat() : null };
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

  // ------------------------------------------------------------ panels

  private planetCols(slot: Rect): number {
    const view = this.u!.view.public;
    return bestColumns(view.planets.length, PLANET_W / PLANET_H, {
      w: slot.w,
      h: Math.max(1, slot.h - TITLE_H),
    });
  }

  /** Station cells that are targets, and the module being placed on the selected cell. */
  private stationExtra(sseat: number): { cells: Pt[]; ghost: Ghost | null } {
    const u = this.u!;
    const view = u.view.public;
    let ghost: Ghost | null = null;
    let cells: Pt[] = [];
    if (sseat !== u.seat) return { cells, ghost };
    cells = (this.inter?.targets ?? [])
      .map((t) => t.id)
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
    return { cells, ghost };
  }

  /** Text-heavy panels have a compact drawing for the rail; on a phone Hawking stays compact in front. */
  private compact(id: PanelId, ctx: PanelCtx): boolean {
    return (!ctx.front && (id === "odyssey" || id === "hawking")) || (id === "hawking" && ctx.narrow);
  }

  protected override panelKey(id: PanelId, ctx: PanelCtx): unknown {
    const view = this.u!.view.public;
    const compact = this.compact(id, ctx);
    switch (id) {
      case "station": {
        const sseat = this.stationSeat();
        return [sseat, view.seats[sseat]?.station, this.stationExtra(sseat)];
      }
      case "odyssey":
        return [view.seats.map((s) => s.rooms), view.act?.room ?? null, compact];
      case "worksite":
        return [
          view.piles,
          view.act?.usedPiles,
          view.build?.usedPiles,
          view.hand,
          view.reorganization?.lifted[0] ?? null,
          view.reorganization?.seat,
        ];
      case "hawking":
        return [
          view.seats.map((s) => [s.wheel, s.government, s.reserve, s.onModules]),
          view.predominance,
          view.gates,
          view.final,
          compact,
        ];
      case "planets":
        return [view.planets, view.journey?.flight?.planet ?? null, this.planetCols(ctx.slot)];
    }
  }

  protected override paintPanel(id: PanelId, paint: Paint, ctx: PanelCtx): Drawn {
    const u = this.u!;
    const view = u.view.public;
    const t = this.t;
    switch (id) {
      case "station": {
        const sseat = this.stationSeat();
        return drawStation(paint, view, sseat, this.stationExtra(sseat));
      }
      case "odyssey":
        return this.compact(id, ctx)
          ? drawOdysseyCompact(paint, view)
          : drawOdyssey(paint, view, u.players, u.seat, t, ctx.front ? (ctx.narrow ? 3 : 5) : 5);
      case "worksite":
        return drawWorksite(paint, view, u.players, t);
      case "hawking":
        return this.compact(id, ctx)
          ? drawHawkingCompact(paint, view, u.players, t)
          : drawHawking(paint, view, u.players, t);
      case "planets":
        return drawPlanets(paint, view, u.players, t, this.planetCols(ctx.slot));
    }
  }

  /** What a panel's camera shows: all it draws, or the exoplanet being colonized when in front. */
  protected override contentOf(id: PanelId, inFront: boolean): Rect {
    const drawn = this.drawnPanel(id)!;
    if (id === "planets" && inFront && this.inter?.decision === "colonize") {
      const f = this.u?.view.public.journey?.flight?.planet;
      const item = f ? drawn.items.get(f) : undefined;
      if (item) return item;
    }
    return drawn.bounds;
  }

  protected override titleOf(id: PanelId, front: boolean, small: boolean): string {
    const u = this.u!;
    const view = u.view.public;
    const short = small && !front;
    if (id === "station") {
      return short
        ? this.t("panel.short.station")
        : this.t("panel.stationOf", { player: playerName(u.players, this.stationSeat(), this.t) });
    }
    let title = this.t(short ? `panel.short.${id}` : `panel.${id}`);
    if (id === "planets" && !short) {
      title += `  ·  ${this.t("label.exoplanetsClosed", { n: view.closed, total: view.target })}`;
    }
    if (id === "hawking" && !short) {
      title += `  ·  ${view.phase === "build" ? this.t("label.setup") : this.t("label.round", { n: view.round })}`;
    }
    return title;
  }

  // ------------------------------------------------------------ the station chooser and the bar

  /** One chip per player (with a small picture of the station) above the station in front. */
  protected override drawExtras(
    layout: BoardLayout<PanelId>,
    g: Phaser.GameObjects.Graphics,
    small: boolean,
  ): void {
    if (!layout.tabs) return;
    const u = this.u!;
    const view = u.view.public;
    const sseat = this.stationSeat();
    const fs = small ? 12 : 13;
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
      this.addUiHit({ id: `station:${seat}`, rect: { x, y: tr.y, w: cw, h: tr.h } });
    }
  }

  protected override onUiHit(id: string): boolean {
    const [kind, arg] = id.split(":");
    if (kind !== "station") return false;
    this.stationPick = Number(arg);
    this.views.delete("station");
    this.render(false);
    return true;
  }

  /** The module to place, shown in the bar until the player puts it on a cell. */
  protected override barLead(bar: Rect, g: Phaser.GameObjects.Graphics): number {
    const u = this.u!;
    const view = u.view.public;
    const placing = this.inter?.decision === "place" || this.inter?.decision === "reorganize";
    const handTile = view.hand?.tile ?? view.reorganization?.lifted[0]?.tile;
    if (!placing || this.sel?.kind === "cell" || handTile === undefined) return 0;
    const size = Math.min(bar.h - 10, 44);
    drawTile(
      g,
      { tile: handTile, on: false, settlers: 0, owner: u.seat ?? 0, corridors: corridorSides(handTile, 0) },
      bar.x + 8 + size / 2,
      bar.y + bar.h / 2,
      size,
    );
    return size + 6;
  }

  protected override primaryButton(t: { id: string; move: SgoMove | null }): boolean {
    return t.move !== null && t.id !== "btn:return" && t.id !== "btn:cancelReorg";
  }

  /**
   * What a board thing is and does by the rules (hover, long press, a tap on something not playable,
   * the "?" help mode), with the view's numbers (describe.ts).
   */
  protected override describeThing(id: string): string {
    const u = this.u;
    if (!u) return "";
    const seen = {
      view: u.view.public,
      players: u.players,
      seat: u.seat,
      station: this.stationSeat(),
      t: this.t,
    };
    return describeThing(seen, id);
  }

  protected override describePanel(id: PanelId): string {
    return this.t(`sgo.describe.panel.${id}`);
  }

  // ------------------------------------------------------------ animation

  protected override async playStep(s: AnimStep, ms: number): Promise<void> {
    await playStep(this.stage(), s, ms);
  }

  /** The scene as the animation steps see it (playback.ts). */
  private stage(): Stage {
    return {
      view: this.u!.view.public,
      t: this.t,
      add: this.add,
      anchor: (id, key) => this.anchor(id, key),
      zoomOf: (id) => this.zoomOf(id),
      rectOf: (id) => this.rectOf(id),
      toScreen: (id, pt) => this.toScreen(id, pt),
      drawnPanel: (id) => this.drawnPanel(id),
      stationShown: (seat) => this.drawnPanel("station") !== null && this.stationSeat() === seat,
      fxGraphics: (x, y) => this.fxGraphics(x, y),
      fxAdd: (o) => this.fxAdd(o),
      tween: (config) => this.tween(config),
      moveAlong: (obj, from, to, ms, lift) => this.moveAlong(obj, from, to, ms, lift),
    };
  }
}
