/**
 * The stellar_omega scene on the board kit (../kit/board-scene.ts): the kit runs the update queue,
 * cameras, input, keyboard, refusals and the test hook; this file fills in the panels (panels.ts),
 * the interaction (adapter.ts) and how each event's animation step is drawn.
 */
import { type Category, RACES, type Race } from "@starport/rules/stellar-omega/content.ts";
import type { OmegaEvent, OmegaMove } from "@starport/rules/stellar-omega/types.ts";
import type { OmegaPrivate, OmegaPublic } from "@starport/rules/stellar-omega/view.ts";
import type * as Phaser from "phaser";
import type { SceneHost, SceneUpdate } from "../contract.ts";
import { BoardScene, type PanelCtx } from "../kit/board-scene.ts";
import type { Drawn, Pt } from "../kit/geometry.ts";
import type { LayoutSpec } from "../kit/layout.ts";
import type { Paint } from "../kit/paint.ts";
import { type Interaction, interaction, PANELS, type PanelId, type Selection } from "./adapter.ts";
import { type AnimStep, animationSteps, stepMs } from "./animation.ts";
import { C, crystal, die, card as drawCard, RACE_CSS, RACE_HEX, unitTile } from "./art.ts";
import { candidateMove } from "./candidate.ts";
import { drawActions } from "./panel-actions.ts";
import { drawPads } from "./panel-pads.ts";
import { drawShip } from "./panel-ship.ts";
import { drawTracks } from "./panel-tracks.ts";
import type { Ctx } from "./panels.ts";

export type OmegaUpdate = SceneUpdate<OmegaPublic, OmegaPrivate, OmegaMove, OmegaEvent>;

const SPEC: LayoutSpec<PanelId> = {
  panels: PANELS,
  railAspect: { ship: 2.1, actions: 1.35, pads: 1.4, tracks: 1.3 },
  neverStack: ["pads", "actions", "tracks"],
};

const isRace = (v: unknown): v is Race => typeof v === "string" && (RACES as readonly string[]).includes(v);

export class StellarOmegaScene extends BoardScene<
  OmegaPublic,
  OmegaPrivate,
  OmegaMove,
  OmegaEvent,
  PanelId,
  Selection,
  AnimStep
> {
  constructor(host: SceneHost<OmegaMove>) {
    super("stellar-omega", host, {
      panels: PANELS,
      layout: SPEC,
      first: "pads",
      zoomable: ["ship", "pads"],
      animation: { steps: animationSteps, stepMs },
    });
    // Race ids in parameters are shown as the race's name in the current language.
    this.t = (key, params) => {
      if (!params) return host.t(key);
      const out: Record<string, string | number> = {};
      for (const [k, v] of Object.entries(params)) out[k] = isRace(v) ? host.t(`race.${v}`) : v;
      return host.t(key, out);
    };
  }

  private hand(): Race[] {
    return [...(this.u?.view.private?.hand ?? [])];
  }

  private ctx(): Ctx {
    const u = this.u!;
    return {
      view: u.view.public,
      t: this.t,
      seat: u.seat,
      hand: this.hand(),
      myBid: u.view.private?.bid ?? null,
      myTokens: u.view.private?.tokens ?? [],
      name: (seat) => {
        const p = u.players[seat];
        return p && p.kind !== "empty" && p.name ? p.name : this.t("so.seat", { n: seat + 1 });
      },
    };
  }

  // ------------------------------------------------------------ the kit's questions

  protected override interaction(u: OmegaUpdate, legal: OmegaMove[], sel: Selection | null): Interaction {
    return interaction(u.view.public, legal, u.seat, this.hand(), sel);
  }

  protected override turnKey(): string {
    const v = this.u!.view.public;
    return `${v.round}:${v.phase}:${v.turn?.seat ?? ""}:${v.pending?.kind ?? ""}:${v.scoreStep}`;
  }

  protected override candidateMove(id: string): OmegaMove | null {
    const u = this.u!;
    return candidateMove(u.view.public, u.seat, this.hand(), this.sel, id);
  }

  protected override noMoveTip(id: string): { key: string; params?: Record<string, string | number> } | null {
    const d = this.inter?.decision;
    if (d === "bid" && id.startsWith("pad:")) return { key: "so.hint.bid", params: { max: this.myTiles() } };
    return null;
  }

  private myTiles(): number {
    const u = this.u!;
    const r = u.seat !== null ? u.view.public.seatRace[u.seat] : null;
    return r ? u.view.public.races[r].tilesAvail : 0;
  }

  protected override selectedId(): string | null {
    const s = this.sel;
    if (!s) return null;
    switch (s.kind) {
      case "tile":
        return "act:tile";
      case "attack":
        return "act:attack";
      case "card":
        return `hand:${s.index}`;
      case "die":
        return `die:${s.index}`;
    }
  }

  protected override titleOf(id: PanelId, front: boolean, small: boolean): string {
    const view = this.u!.view.public;
    const short = small && !front;
    let title = this.t(short ? `so.panel.short.${id}` : `so.panel.${id}`);
    if (!short && id === "tracks")
      title += `  ·  ${this.t("label.round", { n: view.round, total: view.rounds })}`;
    return title;
  }

  protected override panelKey(id: PanelId, ctx: PanelCtx): unknown {
    const u = this.u!;
    const v = u.view.public;
    const sel = this.selectedId();
    switch (id) {
      case "ship":
        return [v.ship, v.gate, v.gateSlot, v.gateValue];
      case "actions":
        return [v.races, v.pending, v.deckSize, v.pouch, v.tokenPile, v.turn, u.view.private, sel, ctx.front];
      case "pads":
        return [
          v.races,
          v.phase,
          v.firstPlayer,
          v.revealedBids,
          u.view.private?.bid ?? null,
          u.view.private?.tokens,
        ];
      case "tracks":
        return [
          v.round,
          v.phase,
          v.cosmic,
          v.standings,
          v.leaders,
          v.final,
          v.races.aliens.vp,
          v.races.clones.vp,
          v.races.machines.vp,
          v.races.mutants.vp,
        ];
    }
  }

  protected override paintPanel(id: PanelId, paint: Paint, ctx: PanelCtx): Drawn {
    const c = this.ctx();
    switch (id) {
      case "ship":
        return drawShip(paint, c);
      case "actions":
        return drawActions(paint, c, ctx.narrow);
      case "pads":
        return drawPads(paint, c, ctx.narrow);
      case "tracks":
        return drawTracks(paint, c, ctx.narrow);
    }
  }

  /** What a thing on the board is (hover, long press, a tap on something not playable). */
  protected override describeThing(id: string): string {
    const u = this.u;
    if (!u) return "";
    const v = u.view.public;
    const [kind, a = "", b = ""] = id.split(":");
    const t = this.t;
    switch (kind) {
      case "act":
        return t(`action.${a}.help`);
      case "unit": {
        const lvl = v.ship[Number(b)]?.[a as Race] ?? 0;
        return `${t("so.describe.unit", { race: a, n: lvl, area: Number(b) + 1 })}. ${t("so.describe.unitRule")}`;
      }
      case "area":
        return t(Number(a) === v.gate ? "so.describe.closed" : "so.describe.open", { n: Number(a) + 1 });
      case "gate":
        return Number(a) === v.gate
          ? `${t("so.describe.gate")} ${t("so.describe.gateHere")}`
          : t("so.describe.gate");
      case "gatetrack":
        return `${t("so.label.gateTrack", { n: v.gateValue })}. ${t("so.describe.gateTrack")}`;
      case "pouch":
        return t("so.describe.pouch", {
          list: RACES.map((r) => `${t(`race.${r}`)} ${v.pouch[r]}`).join(", "),
        });
      case "deck":
        return t("so.describe.deck", { n: v.deckSize });
      case "tokens":
        return t("so.describe.tokens", { n: v.tokenPile });
      case "pad":
      case "race": {
        const r = v.races[a as Race];
        if (!r) return "";
        const pad = t("so.describe.pad", {
          race: a,
          sp: r.sp,
          at: r.at,
          crystals: r.padCrystals,
          tiles: r.tilesAvail,
        });
        const trait = kind === "race" ? t(`so.race.trait.${a}`) : "";
        return [pad, trait, t("so.describe.padRule")].filter(Boolean).join(" ");
      }
      case "hand": {
        const race = this.hand()[Number(a)];
        if (!race) return "";
        const mine = u.seat !== null ? v.seatRace[u.seat] : null;
        const npr = mine && v.races[race].npr ? ` ${t("so.describe.handNpr")}` : "";
        return t("so.describe.hand", { race }) + npr;
      }
      case "bid":
        return t("so.describe.bid", { n: Number(a) });
      case "track": {
        if (a === "cosmic") return t("so.describe.cosmic");
        const now = v.standings[a as Category];
        const list = now ? RACES.map((r) => `${t(`race.${r}`)} ${now[r]}`).join(", ") : "";
        return [
          `${t(`category.${a}`)}: ${t(`so.category.${a}.what`)}.`,
          t("so.describe.track"),
          list ? t("so.describe.trackNow", { list }) : "",
        ]
          .filter(Boolean)
          .join(" ");
      }
      case "die": {
        const p = v.pending;
        return p && (p.kind === "gate" || p.kind === "attack" || p.kind === "decode")
          ? t("so.describe.die", { n: p.dice[Number(a)] ?? 0 })
          : t("so.describe.dieIdle");
      }
      default:
        return "";
    }
  }

  protected override describePanel(id: PanelId): string {
    return this.t(`so.describe.panel.${id}`);
  }

  // ------------------------------------------------------------ animation

  private fxTile(race: Race, at: Pt, size: number): Phaser.GameObjects.Graphics {
    const g = this.fxGraphics(at.x, at.y);
    unitTile(g, race, 0, 0, size);
    return g;
  }

  protected override async playStep(s: AnimStep, ms: number): Promise<void> {
    switch (s.kind) {
      case "tile":
        return this.flyTile(s, ms);
      case "level":
        return this.dropLevel(s, ms);
      case "fall":
        return this.fallTile(s, ms);
      case "dice":
      case "reroll":
        return this.rollDice(s, ms);
      case "crystals":
        return this.drawCrystals(s, ms);
      case "gate":
        return this.moveGate(s, ms);
      case "card":
        return this.flyCard(s, ms);
      case "sp":
        return this.showSp(s, ms);
      case "bids":
        return this.showBids(s, ms);
      case "score":
        return this.flashScore(s, ms);
    }
  }

  /** A new unit: a tile flies from the pad to its area. */
  private async flyTile(s: Extract<AnimStep, { kind: "tile" }>, ms: number): Promise<void> {
    const from = this.anchor("pads", `tiles:${s.race}`) ?? this.anchor("actions", "hand");
    const to = this.anchor("ship", `unit:${s.race}:${s.area}`);
    if (!from || !to) return;
    const g = this.fxTile(s.race, from, Math.max(24, 66 * this.zoomOf("ship")));
    await this.moveAlong(g, from, to, ms, 60);
  }

  /** A level up: a tile drops onto the unit. */
  private async dropLevel(s: Extract<AnimStep, { kind: "level" }>, ms: number): Promise<void> {
    const to = this.anchor("ship", `unit:${s.race}:${s.area}`);
    if (!to) return;
    const from = { x: to.x, y: to.y - 90 };
    const g = this.fxTile(s.race, from, Math.max(24, 66 * this.zoomOf("ship")));
    g.setAlpha(0.2);
    await this.tween({
      duration: ms,
      ease: "Bounce.easeOut",
      onUpdate: (k) => {
        g.y = from.y + (to.y - from.y) * k;
        g.setAlpha(0.2 + 0.8 * k);
      },
    });
  }

  /** A tile removed: it tumbles back to its pad. */
  private async fallTile(s: Extract<AnimStep, { kind: "fall" }>, ms: number): Promise<void> {
    const from = this.anchor("ship", `unit:${s.race}:${s.area}`);
    const to = this.anchor("pads", `tiles:${s.race}`);
    if (!from || !to) return;
    const g = this.fxTile(s.race, from, Math.max(24, 66 * this.zoomOf("ship")));
    await this.tween({
      duration: ms,
      ease: "Quad.easeIn",
      onUpdate: (k) => {
        g.x = from.x + (to.x - from.x) * k;
        g.y = from.y + (to.y - from.y) * k + Math.sin(k * Math.PI) * 40;
        g.rotation = k * 2.4;
        g.setAlpha(1 - 0.6 * k);
      },
    });
  }

  /** Dice rolled (or one rerolled): faces flicker, then settle on the values. */
  private async rollDice(s: Extract<AnimStep, { kind: "dice" | "reroll" }>, ms: number): Promise<void> {
    const z = this.zoomOf("actions");
    const size = Math.max(22, 70 * z);
    const idx = s.kind === "dice" ? s.dice.map((_, i) => i) : [Math.max(0, s.index)];
    const gs = idx.map((i) => {
      const at = this.anchor("actions", `die:${i}`) ?? { x: 0, y: 0 };
      return { g: this.fxGraphics(at.x, at.y), i };
    });
    let last = -1;
    await this.tween({
      duration: ms,
      ease: "Linear",
      onUpdate: (k) => {
        const frame = Math.floor(k * 10);
        if (frame === last && k < 1) return;
        last = frame;
        for (const { g, i } of gs) {
          g.clear();
          const v = k >= 1 ? (s.dice[i] ?? 1) : 1 + ((frame * 7 + i * 3) % 6);
          die(g, v, 0, 0, size, C.accent);
          g.rotation = (1 - k) * (i % 2 === 0 ? 1.2 : -1.2) * Math.sin(k * 9);
        }
      },
    });
  }

  /** Crystals drawn: they rise from the pouch one after the other. */
  private async drawCrystals(s: Extract<AnimStep, { kind: "crystals" }>, ms: number): Promise<void> {
    const from = this.anchor("actions", "pouch");
    if (!from) return;
    const n = s.drawn.length;
    const r = Math.max(8, 18 * this.zoomOf("actions"));
    const gs = s.drawn.map((race, i) => {
      const g = this.fxGraphics(from.x, from.y);
      crystal(g, race, 0, 0, r);
      g.setAlpha(0);
      return { g, i, race };
    });
    await this.tween({
      duration: ms,
      onUpdate: (k) => {
        for (const { g, i } of gs) {
          const kk = Math.max(0, Math.min(1, k * n - i));
          g.setAlpha(kk);
          g.x = from.x + (i - (n - 1) / 2) * r * 2.6 * kk;
          g.y = from.y - 60 * kk;
        }
      },
    });
  }

  /** The gate slides to its new position. */
  private async moveGate(s: Extract<AnimStep, { kind: "gate" }>, ms: number): Promise<void> {
    const view = this.u!.view.public;
    const from = this.anchor("ship", `gate:${view.gate}`);
    const to = this.anchor("ship", `gate:${s.to}`);
    if (!from || !to) return;
    const z = this.zoomOf("ship");
    const g = this.fxGraphics(from.x, from.y);
    g.fillStyle(C.accent, 1);
    g.fillRoundedRect(-130 * z, -18 * z, 260 * z, 36 * z, 8 * z);
    await this.moveAlong(g, from, to, ms, 0);
  }

  /** A card drawn: it flies from the deck to the hand. */
  private async flyCard(s: Extract<AnimStep, { kind: "card" }>, ms: number): Promise<void> {
    const from = this.anchor("actions", "deck");
    const to = this.anchor("pads", `handOf:${s.race}`) ?? this.anchor("pads", `pad:${s.race}`);
    if (!from || !to) return;
    const g = this.fxGraphics(from.x, from.y);
    drawCard(g, null, 0, 0, 40, 56);
    await this.moveAlong(g, from, to, ms, 40);
  }

  /** SP gained: "+n SP" rises from the orbit. */
  private async showSp(s: Extract<AnimStep, { kind: "sp" }>, ms: number): Promise<void> {
    const at = this.anchor("pads", `sp:${s.race}`);
    if (!at) return;
    const txt = this.fxText(at.x, at.y, `+${s.amount} ${this.t("label.sp")}`, 18, RACE_CSS[s.race]);
    await this.tween({ duration: ms, onUpdate: (k) => txt.setY(at.y - 40 * k).setAlpha(1 - 0.7 * k) });
  }

  /** The bids revealed: each pops up on its pad. */
  private async showBids(s: Extract<AnimStep, { kind: "bids" }>, ms: number): Promise<void> {
    const items = Object.entries(s.bids).map(([race, n]) => {
      const at = this.anchor("pads", `pad:${race}`) ?? { x: 0, y: 0 };
      const txt = this.fxText(at.x, at.y, this.t("so.label.bid", { n: n ?? 0 }), 22, RACE_CSS[race as Race]);
      txt.setScale(0);
      return txt;
    });
    await this.tween({
      duration: ms,
      ease: "Back.easeOut",
      onUpdate: (k) => items.forEach((x) => x.setScale(k)),
    });
  }

  /** A category scored: its block is framed, then fades. */
  private async flashScore(s: Extract<AnimStep, { kind: "score" }>, ms: number): Promise<void> {
    const at = this.anchor("tracks", `cat:${s.category}`);
    if (!at) return;
    const z = this.zoomOf("tracks");
    const g = this.fxGraphics(at.x, at.y);
    g.lineStyle(3, s.winner ? RACE_HEX[s.winner] : C.muted, 1);
    g.strokeRoundedRect(-380 * z, -54 * z, 760 * z, 108 * z, 8);
    await this.tween({ duration: ms, onUpdate: (k) => g.setAlpha(1 - 0.8 * k) });
  }
}
