/**
 * The Space Gate Odyssey scene on the board kit (../kit/board-scene.ts): the kit runs the update
 * queue, cameras, input, keyboard, refusals and the test hook; this file fills in the game's
 * panels (panels.ts), its interaction (adapter.ts), the station chooser, and how each event's
 * animation step is drawn.
 */

import type { RuleError } from "@starport/rules/core/types.ts";
import { MODULES, type Room } from "@starport/rules/space-gate-odyssey/content.ts";
import { planetDef } from "@starport/rules/space-gate-odyssey/exoplanets.ts";
import { corridorSides } from "@starport/rules/space-gate-odyssey/station.ts";
import type { SgoEvent, SgoMove, SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import * as Phaser from "phaser";
import type { SceneHost, SceneUpdate } from "../contract.ts";
import { BoardScene, type PanelCtx } from "../kit/board-scene.ts";
import type { Drawn, Pt, Rect } from "../kit/geometry.ts";
import type { BoardLayout } from "../kit/layout.ts";
import type { Paint } from "../kit/paint.ts";
import { PALETTE, seatColor } from "../theme.ts";
import {
  type AnimStep,
  animationSteps,
  candidateMove,
  type Interaction,
  interaction,
  PANELS,
  type PanelId,
  type Selection,
  stepMs,
} from "./adapter.ts";
import { COLORS, drawTile, engineer, seatToken } from "./art.ts";
import { bestColumns, layoutBoard } from "./layout.ts";
import {
  CELL,
  drawHawking,
  drawHawkingCompact,
  drawOdyssey,
  drawOdysseyCompact,
  drawPlanets,
  drawStation,
  drawWorksite,
  FONT,
  type Ghost,
  markerRadius,
  miniStation,
  PLANET_H,
  PLANET_W,
  wheelPoint,
} from "./panels.ts";
import { moduleName, playerName } from "./words.ts";

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
    super("sgo", host, PANELS, "station");
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

  protected override zoomable(id: PanelId): boolean {
    return id === "station";
  }

  protected override steps(events: readonly SgoEvent[]): AnimStep[] {
    return animationSteps(events);
  }

  protected override stepMs(s: AnimStep): number {
    return stepMs(s);
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
   * the "?" help mode), with the view's numbers.
   */
  protected override describeThing(id: string): string {
    const u = this.u;
    if (!u) return "";
    const view = u.view.public;
    const t = this.t;
    const [kind, a = "", b = ""] = id.split(":");
    const who = (seat: number): string => playerName(u.players, seat, t);
    const tileText = (tile: number, on: boolean | null): string => {
      const def = MODULES[tile];
      if (!def) return "";
      const bits = [moduleName(tile, t), t("label.capacity", { n: def.capacity })];
      if (def.gate) bits.push(`${t("label.open")} ${t(`gate.${def.gate}`)}`);
      if (def.bonus && on !== true) bits.push(t(`bonus.${def.bonus}`));
      if (on !== null && def.domain) bits.push(t(on ? "label.on" : "label.off"));
      return bits.join(" · ");
    };
    /** What a module does by its type (rulebook pp.8-10). */
    const tileRule = (tile: number): string => {
      const def = MODULES[tile];
      if (!def) return "";
      if (!def.domain) return t("sgo.describe.mod.white");
      const parts: string[] = [];
      if (def.type === "gate" && def.gate) {
        const at = view.gates.find((g) => g.gate === def.gate)?.at ?? "unused";
        const where =
          at === "hawking" || at === "moving" || at === "unused"
            ? t(`sgo.describe.where.${at}`)
            : planetDef(at).name;
        parts.push(t("sgo.describe.mod.gate", { gate: t(`gate.${def.gate}`), where }));
      } else if (def.type === "odyssey" && def.bonus) {
        const bonus = t(`sgo.describe.bonus.${def.bonus}`, { room: t(`room.${def.robotRoom ?? "modules"}`) });
        parts.push(t("sgo.describe.mod.odyssey", { bonus }));
      } else parts.push(t("sgo.describe.mod.access"));
      parts.push(t("sgo.describe.mod.domain", { domain: t(`domain.${def.domain}`) }));
      return parts.join(" ");
    };
    switch (kind) {
      case "mod": {
        const m = view.seats[this.stationSeat()]?.station.find((x) => x.tile === Number(a));
        if (!m) return "";
        const cap = MODULES[m.tile]?.capacity ?? 0;
        const state = !MODULES[m.tile]?.domain
          ? ""
          : m.on
            ? t("sgo.describe.on", { n: m.settlers, cap })
            : t("sgo.describe.off");
        return [tileText(m.tile, m.on), tileRule(m.tile), state].filter(Boolean).join(" ");
      }
      case "cell":
        return t("sgo.describe.cell");
      case "pile": {
        const pile = view.piles[Number(a)];
        if (!pile || pile.top === null || pile.size === 0) return t("sgo.describe.pile.empty");
        const used = (view.act?.usedPiles ?? view.build?.usedPiles ?? []).includes(Number(a));
        return [
          `${tileText(pile.top, null)} (${t("label.pile", { n: pile.size })}).`,
          tileRule(pile.top),
          t("sgo.describe.pile.rule"),
          used ? t("sgo.describe.pile.used") : "",
        ]
          .filter(Boolean)
          .join(" ");
      }
      case "room": {
        const room = a as Room;
        const pts = view.seats.map((s, seat) => `${who(seat)} ${s.rooms[room].points}`).join(", ");
        return [
          `${t(`sgo.describe.room.${room}`)} ${t("sgo.describe.room.points", { list: pts })}`,
          view.act?.room === room ? t("sgo.describe.room.active") : "",
        ]
          .filter(Boolean)
          .join(" ");
      }
      case "fig": {
        const room = a as Room;
        const f = u.seat !== null ? view.seats[u.seat]?.rooms[room] : undefined;
        if (!f || (b !== "engineer" && b !== "chief" && b !== "robot")) return "";
        const n = b === "engineer" ? f.engineers : b === "chief" ? f.chiefs : f.robots;
        return t(`sgo.describe.fig.${b}`, { room: t(`room.${room}`), n });
      }
      case "token": {
        const tok = view.predominance[Number(a)];
        if (!tok) return "";
        const rule =
          tok.token === "balance"
            ? t("sgo.describe.token.balance")
            : tok.token === "none"
              ? t("sgo.describe.token.none")
              : t("sgo.describe.token.domain", { domain: t(`domain.${tok.token}`) });
        return [
          t("sgo.describe.token", { token: t(`token.${tok.token}`), value: tok.value }),
          rule,
          t("sgo.describe.token.swap"),
        ].join(" ");
      }
      case "planet": {
        const pl = view.planets.find((x) => x.id === a);
        if (!pl) return "";
        const rule =
          pl.id === "turing"
            ? t(view.players === 2 ? "sgo.describe.planet.turing2" : "sgo.describe.planet.turing34")
            : t(`sgo.describe.planet.${pl.id}`);
        const status =
          pl.status === "closed"
            ? t("sgo.describe.planet.closed")
            : pl.status === "waiting"
              ? t("sgo.describe.planet.waiting")
              : pl.gate
                ? t("sgo.describe.planet.open", { gate: t(`gate.${pl.gate}`) })
                : "";
        return [rule, status].filter(Boolean).join(" ");
      }
      case "spot": {
        const pl = view.planets.find((x) => x.id === a);
        if (!pl) return "";
        const name = planetDef(pl.id).name;
        const spot = planetDef(pl.id).sides[pl.side === 1 ? 1 : 0].spots[Number(b)];
        if (!spot) return "";
        if (spot.zone) {
          const list = pl.zone.map((z, seat) => `${who(seat)} ${z}`).join(", ");
          return t("sgo.describe.zone", { planet: name, list });
        }
        const occ = pl.occupants[Number(b)] ?? -1;
        return [
          t("sgo.describe.spot", {
            planet: name,
            who: occ >= 0 ? t("sgo.describe.spot.taken", { player: who(occ) }) : t("sgo.describe.spot.free"),
          }),
          spot.kind === "advanced" ? t("sgo.describe.spot.advanced") : "",
          spot.kind === "centre" ? t("sgo.describe.spot.centre") : "",
          spot.predominance ? t("sgo.describe.spot.predominance") : "",
        ]
          .filter(Boolean)
          .join(" ");
      }
      case "station":
        return t("sgo.describe.stationTab", { player: who(Number(a)) });
      default:
        return "";
    }
  }

  protected override describePanel(id: PanelId): string {
    return this.t(`sgo.describe.panel.${id}`);
  }

  // ------------------------------------------------------------ animation

  private stationShown(seat: number): boolean {
    return this.drawnPanel("station") !== null && this.stationSeat() === seat;
  }

  /** Where a module of `seat` is on screen: in the station drawn large, else on the board's station panel. */
  private modulePoint(seat: number, tile: number): Pt | null {
    if (this.stationShown(seat)) return this.anchor("station", `mod:${tile}`);
    const r = this.rectOf("station");
    return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
  }

  protected override async playStep(s: AnimStep, ms: number): Promise<void> {
    const view = this.u!.view.public;
    const zoomOf = (id: PanelId): number => this.zoomOf(id);
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
          { tile: s.tile, on: false, settlers: 0, owner: s.seat, corridors: corridorSides(s.tile, 0) },
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
          const r = this.rectOf("station");
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
            corridors: corridorSides(s.tile, s.rotation),
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
        const compact = !this.drawnPanel("hawking")?.anchors.has("wheel:0");
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
        this.fxAdd(c);
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
}
