/**
 * The Space Opera scene on the board kit (../kit/board-scene.ts): the map (with the selected
 * planet's build menu or the selected ship's cargo beside it), the techs and the players; the
 * interaction comes from adapter.ts, the animations from the events (ships moving cell by cell,
 * cards flipping, strikes and invasions).
 */
import { BUILD_COST, cardKind, planetCard } from "@starport/rules/space-opera/content.ts";
import type { OperaEvent } from "@starport/rules/space-opera/events.ts";
import type { OperaMove, OperaPrivate, OperaPublic } from "@starport/rules/space-opera/types.ts";
import type * as Phaser from "phaser";
import type { SceneHost, SceneUpdate } from "../contract.ts";
import { BoardScene, type PanelCtx } from "../kit/board-scene.ts";
import type { Drawn, Pt, Rect } from "../kit/geometry.ts";
import type { LayoutSpec } from "../kit/layout.ts";
import type { Paint } from "../kit/paint.ts";
import { PALETTE_HEX as C, PALETTE } from "../theme.ts";
import {
  candidateMove,
  cellName,
  type Interaction,
  interaction,
  PANELS,
  type PanelId,
  type Selection,
} from "./adapter.ts";
import { type AnimStep, animationSteps, stepMs } from "./animation.ts";
import {
  CELL,
  CELL_H,
  type Ctx,
  drawMap,
  drawMiniMap,
  drawShipIcon,
  type FightMark,
  INVADE_MARK,
  reachWords,
} from "./panels.ts";
import { drawPlayersSummary, drawTechsSummary } from "./rail.ts";
import { drawPlayers, drawTechs } from "./side-panels.ts";

type Ev = OperaEvent;
export type SopUpdate = SceneUpdate<OperaPublic, OperaPrivate, OperaMove, Ev>;

/** The map's words are drawn at 26 px or more: at this zoom they are 11 CSS px. */
const MAP_MIN_ZOOM = 0.43;

const SPEC: LayoutSpec<PanelId> = {
  panels: PANELS,
  railAspect: { map: 1.45, techs: 1.6, players: 1.6 },
  // (the rail shows summaries; the map with its build menu beside it needs the width)
  mainShare: 0.7,
  neverStack: ["map", "techs", "players"],
};

export class SpaceOperaScene extends BoardScene<
  OperaPublic,
  OperaPrivate,
  OperaMove,
  Ev,
  PanelId,
  Selection,
  AnimStep
> {
  constructor(host: SceneHost<OperaMove>) {
    super("space-opera", host, {
      panels: PANELS,
      layout: SPEC,
      first: "map",
      zoomable: ["map"],
      // On a phone the map's words are drawn at 26 px or more, the side panels' at 15: at these
      // zooms they are 11 CSS px (the rest of a panel is reached by panning).
      minZoom: { map: MAP_MIN_ZOOM, techs: 0.75, players: 0.75 },
      animation: { steps: animationSteps, stepMs },
    });
    // Parameters naming a message (a tech, a flow) or a seat are shown in words.
    this.t = (key, params) => {
      if (!params) return host.t(key);
      const out: Record<string, string | number> = {};
      for (const [k, v] of Object.entries(params)) {
        if (typeof v === "string" && (v.startsWith("tech.") || v.startsWith("sop."))) out[k] = host.t(v);
        else if (k === "player" && typeof v === "number") out[k] = this.nameOf(v);
        else out[k] = v;
      }
      return host.t(key, out);
    };
  }

  /** Fights seen in the updates' events: their outcome and round, by cell (the map marks them). */
  private readonly fightsSeen = new Map<number, { mark: FightMark; round: number }>();

  protected override steps(events: readonly Ev[]): AnimStep[] {
    const steps = super.steps(events);
    const round = this.u?.view.public.round ?? 0;
    // (a ship lost in the same move as a planet's fight, e.g. a docked ship removed with its
    // eliminated owner, does not hide the fight's outcome)
    const marked = new Set<number>();
    for (const s of steps) {
      if (s.kind === "invade") this.fightsSeen.set(s.cell, { mark: INVADE_MARK[s.outcome], round });
      else if (s.kind === "boom" && !(s.what === "ship" && marked.has(s.cell)))
        this.fightsSeen.set(s.cell, { mark: s.what, round });
      if (s.kind === "invade" || s.kind === "boom") marked.add(s.cell);
    }
    return steps;
  }

  /** The fights the map marks: this round's, and last round's until this round's movement. */
  private fights(): Map<number, FightMark> {
    const v = this.u!.view.public;
    const out = new Map<number, FightMark>();
    for (const [cell, f] of this.fightsSeen)
      if (f.round === v.round || (f.round === v.round - 1 && v.phase === "build")) out.set(cell, f.mark);
    return out;
  }

  private nameOf(seat: number): string {
    const p = this.u?.players[seat];
    return p && p.kind !== "empty" && p.name ? p.name : this.host.t("sop.seat", { n: seat + 1 });
  }

  private hand(): string[] {
    return [...(this.u?.view.private?.hand ?? [])];
  }

  /** Cards lit as a step of the selected ship (the map draws what entering them means). */
  private litCells(): Set<number> {
    const lit = new Set<number>();
    for (const t of this.inter?.targets ?? [])
      if (t.id.startsWith("cell:") && t.moves.some((m) => m.type === "step")) lit.add(Number(t.id.slice(5)));
    return lit;
  }

  private ctx(): Ctx {
    const u = this.u!;
    const lit = this.litCells();
    const priv = u.view.private;
    const sel = this.sel;
    const ship = sel?.kind === "ship" ? priv?.ships?.find((x) => x.ship === sel.ship) : undefined;
    return {
      view: u.view.public,
      t: this.t,
      seat: u.seat,
      hand: this.hand(),
      sel,
      lit,
      reach: ship?.reach ?? [],
      own: new Map((priv?.planets ?? []).map((f) => [f.cell, f])),
      attack: ship ? ship.attack : null,
      acting: (this.inter?.targets ?? []).some((t) => t.moves.length > 0),
      name: (s) => this.nameOf(s),
      fights: this.fights(),
    };
  }

  protected override minZoomOf(id: PanelId): number {
    // The map's words on a desktop too: at 1280x720 it is fitted at about 0.41 (0.3 with a
    // learn table's guide above it, or a build menu beside it), its 26 px words below 11 CSS px.
    return id === "map" ? MAP_MIN_ZOOM : super.minZoomOf(id);
  }

  protected override interaction(u: SopUpdate, legal: OperaMove[], sel: Selection | null): Interaction {
    return interaction(u.view.public, legal, u.seat, sel, this.narrow());
  }

  protected override turnKey(): string {
    const v = this.u!.view.public;
    return `${v.round}:${v.phase}:${v.turn}:${v.decision?.kind ?? ""}`;
  }

  protected override candidateMove(id: string): OperaMove | null {
    const u = this.u!;
    return candidateMove(u.view.public, u.seat, this.sel, id);
  }

  protected override selectedId(): string | null {
    const s = this.sel;
    if (!s) return null;
    if (s.kind === "planet") return `cell:${s.cell}`;
    if (s.kind === "ship") {
      const ship = this.u?.view.public.ships.find((x) => x.id === s.ship);
      return ship ? `cell:${ship.cell}` : null;
    }
    return null;
  }

  protected override afterSend(m: OperaMove): Selection | null {
    // A ship that moved stays picked, so it can go on (or unload) at once.
    if (m.type === "step" || m.type === "load" || m.type === "unload") return { kind: "ship", ship: m.ship };
    if (m.type === "build") return { kind: "planet", cell: m.planet };
    return null;
  }

  protected override titleOf(id: PanelId, front: boolean, small: boolean): string {
    const v = this.u!.view.public;
    const short = small && !front;
    let title = this.t(short ? `sop.panel.short.${id}` : `sop.panel.${id}`);
    if (!short && id === "players") title += `  ·  ${this.t(`sop.phase.${v.phase}`)}`;
    return title;
  }

  protected override panelKey(id: PanelId, ctx: PanelCtx): unknown {
    const u = this.u!;
    const v = u.view.public;
    switch (id) {
      case "map":
        return [
          v.cards,
          v.planets,
          v.ships,
          v.active,
          v.round,
          this.sel,
          [...this.litCells()],
          u.view.private,
          ctx.narrow,
          [...this.fights()],
        ];
      case "techs":
        return [u.view.private, v.handSizes, v.revealed, v.deckSize];
      case "players":
        return [v.round, v.phase, v.first, v.out, v.planets, v.ships.length, v.handSizes, v.passed];
    }
  }

  protected override paintPanel(id: PanelId, paint: Paint, ctx: PanelCtx): Drawn {
    const c = this.ctx();
    switch (id) {
      // In the rail (a phone's or a desktop's) a panel is too small to read: a summary there.
      case "map":
        return ctx.front ? drawMap(paint, c, ctx.narrow) : drawMiniMap(paint, c);
      case "techs":
        return ctx.front ? drawTechs(paint, c, ctx.narrow) : drawTechsSummary(paint, c, ctx.narrow);
      case "players":
        return ctx.front ? drawPlayers(paint, c, ctx.narrow) : drawPlayersSummary(paint, c, ctx.narrow);
    }
  }

  /** On a phone the map panel shows the grid, or the build menu once a planet is picked. */
  protected override contentOf(id: PanelId, inFront: boolean): Rect {
    const drawn = this.drawnPanel(id)!;
    if (id !== "map" || !this.narrow()) return drawn.bounds;
    const part = inFront && this.sel?.kind === "planet" ? "detail" : "grid";
    return drawn.items.get(part) ?? drawn.bounds;
  }

  protected override describeThing(id: string): string {
    const u = this.u;
    if (!u) return "";
    const v = u.view.public;
    const t = this.t;
    const [kind, a = ""] = id.split(":");
    switch (kind) {
      case "cell":
        return this.describeCell(Number(a));
      case "build": {
        const cost = BUILD_COST[a as keyof typeof BUILD_COST];
        const what = `${t(`sop.item.${a}`)}: ${t(`sop.item.${a}.what`)}`;
        return cost
          ? `${what} ${t("sop.describe.cost", { m: cost.meeples, e: cost.energy, o: cost.ore })}`
          : what;
      }
      case "load":
      case "unload":
        return t(`sop.describe.${kind}`, { cargo: t(`sop.describe.cargo.${a}`) });
      case "techcard":
        return t("sop.describe.tech", { name: t(`tech.${a}`), text: t(`tech.${a}.text`) });
      case "ship": {
        const s = v.ships.find((x) => x.id === Number(a));
        if (!s) return "";
        return `${t("sop.describe.ship", {
          player: s.owner === null ? t("sop.label.nobody") : this.nameOf(s.owner),
          e: s.energy,
          o: s.ore,
          m: s.meeples,
          n: s.nukes,
          b: s.bios,
        })}. ${t("sop.describe.shipRule", { n: v.movePerEnergy })}`;
      }
      case "player": {
        const seat = Number(a);
        const player = this.nameOf(seat);
        const st = v.standings[seat];
        const parts = [
          (v.out[seat] ?? 0) > 0
            ? t("sop.describe.playerOut", { player })
            : t("sop.describe.player", {
                player,
                planets: st?.planets ?? 0,
                classes: st?.classTotal ?? 0,
                meeples: st?.meeples ?? 0,
                ships: st?.ships ?? 0,
                techs: v.handSizes[seat] ?? 0,
              }),
        ];
        if (seat === v.first) parts.push(t("sop.describe.first"));
        parts.push(t("sop.describe.phase", { phase: t(`sop.phase.${v.phase}`) }));
        return parts.join(" ");
      }
      default:
        return "";
    }
  }

  /** A card of the map in words: what it is by the rules, and a planet's stores and structures. */
  private describeCell(cell: number): string {
    const v = this.u!.view.public;
    const t = this.t;
    let head = t("sop.describe.cell", { cell: cellName(cell, v.width) });
    const card = v.cards[cell] ?? null;
    const ships = v.ships.filter((s) => s.cell === cell).length;
    const tail = ships > 0 ? ` ${t("sop.describe.shipsHere", { n: ships })}` : "";
    // A card the selected ship can reach: what entering it means first (the red "Stranded" explained).
    const c = this.ctx();
    const r = c.reach.find((x) => x.cell === cell);
    if (r)
      head = `${head} (${reachWords(r, t, false)}${r.danger === "strand" ? `: ${t("sop.describe.strand")}` : ""})`;
    if (card === null) return `${head}: ${t("sop.describe.hidden")}${tail}`;
    if (card === "void") return `${head}: ${t("sop.describe.void")}${tail}`;
    const kind = cardKind(card);
    if (kind !== "planet") return `${head}: ${t(`sop.describe.${kind}`)}${tail}`;
    const pl = v.planets[cell];
    const facts = v.planetFacts[cell];
    const def = planetCard(card);
    const parts = [
      `${head}: ${t("sop.describe.planet", {
        name: def.name,
        cls: facts?.class ?? 0,
        owner:
          pl?.owner !== null && pl?.owner !== undefined
            ? t("sop.describe.planetOwner", { player: this.nameOf(pl.owner) })
            : t("sop.describe.planetFree"),
        free: facts?.free ?? 0,
        m: pl?.meeples ?? 0,
        e: pl?.energy ?? 0,
        o: pl?.ore ?? 0,
        w: pl?.windmill ?? 0,
        r: pl?.refinery ?? 0,
        f: pl?.farm ?? 0,
        b: pl?.bunker ?? 0,
        d: facts?.defense ?? 0,
      })}`,
    ];
    if (facts && facts.contaminatedRounds > 0)
      parts.push(t("sop.describe.contaminated", { n: facts.contaminatedRounds }));
    if (facts && facts.falloutRounds > 0) parts.push(t("sop.describe.fallout", { n: facts.falloutRounds }));
    const over = c.own.get(cell)?.overpopulation ?? 0;
    if (over > 0) parts.push(`${t("sop.label.overpop", { n: over })}.`);
    return parts.join(" ") + tail;
  }

  protected override describePanel(id: PanelId): string {
    return this.t(`sop.describe.panel.${id}`);
  }

  // ------------------------------------------------------------ animation

  private shipGraphic(owner: number | null, at: Pt): Phaser.GameObjects.Graphics {
    const g = this.fxGraphics(at.x, at.y);
    drawShipIcon(g, owner, 0, 0, Math.max(14, 28 * this.zoomOf("map")));
    return g;
  }

  private cellCentre(cell: number): Pt | null {
    return this.anchor("map", `cell:${cell}`);
  }

  protected override async playStep(s: AnimStep, ms: number): Promise<void> {
    const v = this.u!.view.public;
    switch (s.kind) {
      case "move": {
        const from = this.anchor("map", `ship:${s.ship}`) ?? this.cellCentre(s.from);
        const to = this.cellCentre(s.to);
        if (!from || !to) return;
        const owner = v.ships.find((x) => x.id === s.ship)?.owner ?? s.seat;
        const g = this.shipGraphic(owner, from);
        await this.moveAlong(g, from, to, ms, 0);
        return;
      }
      case "flip": {
        const at = this.cellCentre(s.cell);
        if (!at) return;
        const z = this.zoomOf("map");
        const [w, h] = [(CELL - 8) * z, (CELL_H - 8) * z];
        const g = this.fxGraphics(at.x, at.y);
        g.fillStyle(0x24305a, 1);
        g.fillRoundedRect(-w / 2, -h / 2, w, h, 10);
        await this.tween({ duration: ms, onUpdate: (k) => g.setScale(Math.abs(1 - 2 * k), 1) });
        return;
      }
      case "boom": {
        const at = this.cellCentre(s.cell);
        if (!at) return;
        const z = this.zoomOf("map");
        const g = this.fxGraphics(at.x, at.y);
        const color = s.what === "nuke" ? 0xffd27a : s.what === "bio" ? 0x6bdc9a : C.bad;
        // what hit, in words too (the log is below the board on a phone)
        const txt = this.fxText(at.x, at.y + 28 * z, this.t(`sop.fx.${s.what}`), 16, PALETTE.bad);
        await this.tween({
          duration: ms,
          onUpdate: (k) => {
            g.clear();
            g.fillStyle(color, 0.7 * (1 - k));
            g.fillCircle(0, 0, (20 + 60 * k) * z);
            txt.setAlpha(k < 0.7 ? 1 : (1 - k) / 0.3);
          },
        });
        return;
      }
      case "invade": {
        const at = this.cellCentre(s.cell);
        if (!at) return;
        const z = this.zoomOf("map");
        const txt = this.fxText(
          at.x,
          at.y,
          this.t(`sop.fx.${INVADE_MARK[s.outcome]}`),
          20 * Math.max(0.6, z),
          { conquered: PALETTE.good, repelled: PALETTE.bad, bothWipedOut: PALETTE.warn }[s.outcome],
        );
        await this.tween({
          duration: ms,
          ease: "Back.easeOut",
          onUpdate: (k) => txt.setScale(0.4 + 0.6 * k),
        });
        return;
      }
      case "produce": {
        const at = this.cellCentre(s.cell);
        if (!at) return;
        const txt = this.fxText(at.x, at.y, `+${s.energy}⚡ +${s.ore}◆`, 16, PALETTE.warn);
        await this.tween({ duration: ms, onUpdate: (k) => txt.setY(at.y - 30 * k).setAlpha(1 - 0.6 * k) });
        return;
      }
      case "out": {
        const at = this.anchor("players", `player:${s.seat}`);
        if (!at) return;
        const txt = this.fxText(at.x, at.y, this.t("sop.fx.out", { player: s.seat }), 22, PALETTE.bad);
        await this.tween({
          duration: ms,
          ease: "Back.easeOut",
          onUpdate: (k) => txt.setScale(0.5 + 0.5 * k),
        });
        return;
      }
    }
  }
}
