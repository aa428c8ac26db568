/** The game's board on the table page: the client game once loaded, its mounted screen and the last update it was given. */
import type { App } from "../../app.ts";
import type { ClientGame, GameScreen, SceneHost, SceneUpdate } from "../../games/contract.ts";
import { hasScene, loadClientGame } from "../../games/registry.ts";
import type { Translate } from "../../i18n/i18n.ts";
import type { TableSnapshot } from "../../state/snapshot.ts";
import { type BoardNow, boardFromSnap, showsPrompt } from "../../state/table.ts";
import type { GateUpdate } from "../../state/update-gate.ts";
import { toast } from "../chrome.ts";
import { endReasonOf } from "../result-summary.ts";

export type Update = SceneUpdate<unknown, unknown, unknown, unknown>;

export class SceneSlot {
  game: ClientGame | null = null;
  screen: GameScreen<unknown, unknown, unknown, unknown> | null = null;
  /** The last update the board was given. */
  last: Update | null = null;

  /** Loads game `id`'s client and its title; the app then speaks its words. */
  async load(app: App, id: string): Promise<{ game: ClientGame; title: string }> {
    const [game, list] = await Promise.all([loadClientGame(id), app.games().catch(() => [])]);
    const info = list.find((x) => x.id === id);
    return { game, title: app.t.has(`game.${id}`) ? app.t(`game.${id}`) : (info?.title ?? id) };
  }

  /** The viewer's seat is out of the game (eliminated) while the others play on. */
  outNow(seat: number | null): boolean {
    const { game, last } = this;
    if (!game?.isOut || !last || seat === null || last.status !== "playing") return false;
    try {
      return game.isOut(last, seat);
    } catch {
      return false;
    }
  }

  /** Why the game ended in the game's words (null: none, or the game has no words for it). */
  endReason(snap: TableSnapshot, t: Translate): string | null {
    return snap.status === "finished" ? endReasonOf(this.game, snap.view, t) : null;
  }

  /** What the board shows now (the last update's actors and moves), for the status and actions. */
  board(snap: TableSnapshot, seat: number | null): BoardNow {
    const last = this.last;
    return last
      ? { actors: last.actors, legal: last.legal.length, out: this.outNow(seat) }
      : { ...boardFromSnap(snap), out: this.outNow(seat) };
  }

  /** The game's prompt for the viewer ("" when none is due or the game has no words for it). */
  prompt(snap: TableSnapshot, seat: number | null, t: Translate): string {
    const { game, last } = this;
    if (!game || !last || !showsPrompt(snap, seat, this.board(snap, seat))) return "";
    try {
      return game.prompt(last, t);
    } catch (err) {
      console.error(err);
      return "";
    }
  }

  /** The update of gate update `g` for the snapshot `snap` and the viewer's `seat`. */
  updateFor(
    snap: TableSnapshot,
    g: GateUpdate<unknown, Record<string, unknown>>,
    seat: number | null,
  ): Update {
    return {
      view: snap.view,
      legal: snap.status === "playing" ? g.legal : [],
      events: g.events,
      version: g.version,
      seat,
      players: snap.players,
      actors: snap.actors,
      status: snap.status,
      outcome: snap.outcome,
    };
  }

  /** Mounts the board into `sceneBox` once the game is loaded and started; true when it was mounted now. */
  mount(
    snap: TableSnapshot,
    board: HTMLElement,
    sceneBox: HTMLElement,
    host: SceneHost<unknown>,
    t: Translate,
  ): boolean {
    const game = this.game;
    if (this.screen || !game || snap.status === "waiting") return false;
    try {
      // A drawn scene needs a definite height to fill (set before mounting: the scene measures its
      // box when it starts); the generic board grows with its content.
      board.classList.toggle("canvas-board", hasScene(game.id));
      sceneBox.dataset.game = game.id;
      this.screen = game.mount(sceneBox, host);
      return true;
    } catch (err) {
      console.error(err);
      toast(t("table.sceneError"), "error");
      return false;
    }
  }

  /** Gives the board update `u` (kept as the last one). */
  update(u: Update): void {
    this.last = u;
    try {
      this.screen?.update(u);
    } catch (err) {
      console.error(err);
    }
  }

  destroy(): void {
    this.screen?.destroy();
    this.screen = null;
  }
}
