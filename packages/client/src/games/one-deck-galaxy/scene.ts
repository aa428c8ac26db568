/**
 * The One Deck Galaxy scene on the board kit (../kit/board-scene.ts): the kit runs the update
 * queue, cameras, input, keyboard, refusals and the test hook; this file fills in the panels
 * (panels.ts), the interaction (adapter.ts) and how each event's animation step is drawn. The dice
 * pools are the kit's pinned panel: always on screen, always playable, whichever part of the table
 * is in front.
 */
import { colourOf, DIE_PATTERN, pips } from "@starport/rules/one-deck-galaxy/dice.ts";
import type { GalaxyEvent, GalaxyMove } from "@starport/rules/one-deck-galaxy/index.ts";
import type { GalaxyPublic } from "@starport/rules/one-deck-galaxy/view.ts";
import type { SceneHost, SceneUpdate } from "../contract.ts";
import { BoardScene, type PanelCtx, TITLE_H } from "../kit/board-scene.ts";
import type { Drawn } from "../kit/geometry.ts";
import { type BoardLayout, type LayoutSpec, layoutPanels } from "../kit/layout.ts";
import type { Paint } from "../kit/paint.ts";
import {
  calibratedSelection,
  candidateMove,
  type Interaction,
  interaction,
  PANELS,
  type PanelId,
  poolOrder,
  type Selection,
} from "./adapter.ts";
import { type AnimStep, animationSteps, stepMs } from "./animation.ts";
import { C, die } from "./art.ts";
import { describeThing } from "./describe-thing.ts";
import { describeEvent } from "./log.ts";
import { drawAdversary } from "./panel-adversary.ts";
import { drawCivs } from "./panel-civ.ts";
import { drawPools, POOL_DIE } from "./panel-pools.ts";
import { drawStarbase } from "./panel-starbase.ts";
import { drawZone, zoneColumns } from "./panel-zone.ts";
import type { Ctx } from "./panels.ts";
import { cardName, dieText } from "./words.ts";

type Move = GalaxyMove;
export type GalaxyUpdate = SceneUpdate<GalaxyPublic, unknown, Move, GalaxyEvent>;

const SPEC: LayoutSpec<PanelId> = {
  panels: PANELS,
  railAspect: { zone: 1.9, starbase: 1.4, adversary: 1.5, civ: 1.2, pool: 6 },
  neverStack: ["civ", "starbase"],
  pinned: "pool",
};

/** Room per die in the pools (canvas px at zoom 1). */
const DIE_STEP = POOL_DIE + 8;

export class GalaxyScene extends BoardScene<
  GalaxyPublic,
  unknown,
  Move,
  GalaxyEvent,
  PanelId,
  Selection,
  AnimStep
> {
  constructor(host: SceneHost<Move>) {
    super("one-deck-galaxy", host, {
      panels: PANELS,
      first: "zone",
      zoomable: ["zone", "civ", "adversary", "starbase"],
      animation: { steps: animationSteps, stepMs },
    });
    // Die ids ("y5") and card ids in parameters are put in words in the current language.
    this.t = (key, params) => {
      if (!params) return host.t(key);
      const out: Record<string, string | number> = {};
      for (const [k, v] of Object.entries(params)) {
        if (k === "die" && typeof v === "string" && DIE_PATTERN.test(v)) out[k] = dieText(v, host.t);
        else if (k === "card" && typeof v === "number") out[k] = cardName(v, host.t);
        else out[k] = v;
      }
      return host.t(key, out);
    };
  }

  private nameOf(seat: number): string {
    const p = this.u?.players[seat];
    return p && p.kind !== "empty" && p.name ? p.name : this.t("odg.seat", { n: seat + 1 });
  }

  private ctx(): Ctx {
    const u = this.u!;
    return { view: u.view.public, t: this.t, seat: u.seat, name: (s) => this.nameOf(s) };
  }

  // ------------------------------------------------------------ the kit's questions

  protected override pinnedPanel(): PanelId | null {
    return "pool";
  }

  protected override interaction(u: GalaxyUpdate, legal: Move[], sel: Selection | null): Interaction {
    return interaction(u.view.public, legal, u.seat, sel);
  }

  protected override turnKey(): string {
    const v = this.u!.view.public;
    return `${v.turn}:${v.phase}:${v.decision?.kind ?? ""}:${v.open ?? ""}`;
  }

  /** Dice per line in the pinned strip of a canvas `w` wide. */
  private perLine(w: number): number {
    return Math.max(4, Math.floor((w - 12 - 84) / DIE_STEP));
  }

  protected override layout(
    w: number,
    h: number,
    focus: PanelId,
    mainAspect: number,
    barH: number,
  ): BoardLayout<PanelId> {
    const v = this.u!.view.public;
    const k = Math.max(1, this.cssToCanvas());
    // Room for the title, the fit margins and every line of dice at full size, in the strip's width.
    const pinH = (stripW: number): number => {
      const per = this.perLine(stripW);
      const lines = v.seats.reduce((a, s) => a + Math.max(1, Math.ceil(s.pool.length / per)), 0);
      return Math.round(TITLE_H + 22 + lines * DIE_STEP * k);
    };
    return layoutPanels(SPEC, w, h, focus, false, mainAspect, barH, pinH);
  }

  protected override candidateMove(id: string): Move | null {
    const u = this.u!;
    return candidateMove(u.view.public, u.seat, this.sel, id);
  }

  protected override selectedId(): string | null {
    const s = this.sel;
    const u = this.u;
    if (!s || !u || u.seat === null) return null;
    const die = s.kind === "pair" ? s.a : s.kind === "milestone" ? null : s.die;
    if (s.kind === "milestone") return `ms:${u.seat}:${s.id}`;
    const owner = s.kind === "pick" ? s.owner : u.seat;
    const i = poolOrder(u.view.public.seats[owner]?.pool ?? []).indexOf(die!);
    return i >= 0 ? `die:${owner}:${i}` : null;
  }

  /**
   * After placing a die, the same kind of die stays picked (the next one goes on as quickly); a
   * calibrated die stays picked as the die it becomes (the view's `calibrations`).
   */
  protected override afterSend(m: Move): Selection | null {
    if (m.type === "place" && this.sel?.kind === "die") return this.sel;
    if (m.type === "calibrate") return calibratedSelection(this.u!.view.public, this.u!.seat, m);
    return null;
  }

  protected override titleOf(id: PanelId, front: boolean, small: boolean): string {
    const v = this.u!.view.public;
    // On a phone the short names, with the turn and phase on the panel in front.
    let title = this.t(small ? `odg.panel.short.${id}` : `odg.panel.${id}`);
    if ((front || !small) && id === "zone") title += `  ·  ${this.t("odg.label.turn", { n: v.turn })}`;
    if ((front || !small) && id === "adversary") title += `  ·  ${this.t(`odg.phase.${v.phase}`)}`;
    return title;
  }

  protected override panelKey(id: PanelId, ctx: PanelCtx): unknown {
    const v = this.u!.view.public;
    switch (id) {
      case "zone":
        return [
          v.zone,
          v.claimCard,
          v.decision,
          v.lab,
          zoneColumns(v.zone.length + (v.claimCard ? 1 : 0), ctx.slot),
        ];
      case "starbase":
        return [v.starbase, v.adv.claimed];
      case "adversary":
        return [
          v.adv,
          v.confrontation,
          v.eventsLeft,
          v.pendingEvents,
          v.deckSize,
          v.discard.length,
          v.hard,
          ctx.slot.w < ctx.slot.h * 0.5,
        ];
      case "civ":
        return [v.seats];
      case "pool":
        return [v.seats.map((s) => [s.pool, s.unrolled, s.discs, s.done]), v.phase, ctx.slot.w];
    }
  }

  protected override paintPanel(id: PanelId, paint: Paint, ctx: PanelCtx): Drawn {
    const c = this.ctx();
    switch (id) {
      case "zone":
        return drawZone(paint, c, ctx.slot);
      case "starbase":
        return drawStarbase(paint, c);
      case "adversary":
        return drawAdversary(paint, c, ctx.slot.w < ctx.slot.h * 0.5);
      case "civ":
        return drawCivs(paint, c);
      case "pool":
        return drawPools(paint, c, { ...ctx.slot, w: this.perLine(ctx.slot.w) * DIE_STEP + 84 });
    }
  }

  /** A panel as a whole, for help mode. */
  protected override describePanel(id: PanelId): string {
    return this.t(`odg.describe.panel.${id}`);
  }

  /** What a thing on the board is (hover, long press, a tap on something not playable): describe-thing.ts. */
  protected override describeThing(id: string): string {
    const u = this.u;
    return u ? describeThing(u.view.public, id, this.t, (s) => this.nameOf(s)) : "";
  }

  // ------------------------------------------------------------ animation

  protected override async playStep(s: AnimStep, ms: number): Promise<void> {
    switch (s.kind) {
      case "roll": {
        const at = this.anchor("pool", `pool:${s.seat}`);
        if (!at) return;
        const z = this.zoomOf("pool");
        const size = POOL_DIE * z;
        const gs = s.dice.map((d, i) => ({
          g: this.fxGraphics(at.x - 40 * z + i * DIE_STEP * z, at.y),
          d,
          i,
        }));
        let last = -1;
        await this.tween({
          duration: ms,
          onUpdate: (k) => {
            const frame = Math.floor(k * 9);
            if (frame === last && k < 1) return;
            last = frame;
            for (const { g, d, i } of gs) {
              g.clear();
              const v = k >= 1 ? pips(d) : 1 + ((frame * 5 + i * 3) % 6);
              die(g, colourOf(d), v, 0, 0, size);
              g.rotation = (1 - k) * (i % 2 === 0 ? 1 : -1) * Math.sin(k * 8);
              g.y = at.y - Math.abs(Math.sin(k * Math.PI * 2)) * 14 * (1 - k);
            }
          },
        });
        return;
      }
      case "place": {
        const from = this.anchor("pool", `pool:${s.seat}`);
        const box = s.to.startsWith("m.")
          ? "civ"
          : s.to.startsWith("g")
            ? "zone"
            : s.to.startsWith("c.")
              ? "adversary"
              : "starbase";
        const to = this.anchor(box as PanelId, `box:${s.to}`);
        if (!from || !to) return;
        const g = this.fxGraphics(from.x, from.y);
        die(g, colourOf(s.die), pips(s.die), 0, 0, Math.max(18, POOL_DIE * this.zoomOf("pool")));
        await this.moveAlong(g, from, to, ms, 30);
        return;
      }
      case "card": {
        const from =
          s.to === "zone" ? this.anchor("adversary", "deck") : this.anchor("zone", `card:${s.card}`);
        const to = s.to === "zone" ? this.anchor("zone", "zone") : this.anchor("civ", `level:${s.seat ?? 0}`);
        if (!from || !to) return;
        const z = this.zoomOf("zone");
        const g = this.fxGraphics(from.x, from.y);
        g.fillStyle(C.location, 1);
        g.fillRoundedRect(-40 * z, -50 * z, 80 * z, 100 * z, 6);
        g.lineStyle(2, C.influence, 1);
        g.strokeRoundedRect(-40 * z, -50 * z, 80 * z, 100 * z, 6);
        await this.moveAlong(g, from, to, ms, 30);
        return;
      }
      case "banner": {
        const at = this.anchor(s.panel, s.anchor) ?? this.anchor(s.panel, "adv");
        if (!at) return;
        const line = describeEvent(s.event, this.u!.players, this.t);
        if (!line) return;
        const txt = this.fxText(at.x, at.y, line, 15, s.event.type === "lost" ? "#ff8a7a" : "#f0c85a");
        txt.setWordWrapWidth(Math.min(360, this.scale.width - 40));
        txt.setStroke("#0b1020", 5);
        const x = Math.max(txt.width / 2 + 8, Math.min(this.scale.width - txt.width / 2 - 8, at.x));
        txt.setX(x);
        txt.setAlpha(0);
        await this.tween({
          duration: ms,
          onUpdate: (k) => {
            txt.setAlpha(k < 0.15 ? k / 0.15 : k > 0.85 ? (1 - k) / 0.15 : 1);
            txt.setY(at.y - 16 * k);
          },
        });
        return;
      }
    }
  }
}
