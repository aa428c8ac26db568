/**
 * Space Gate Odyssey in words: one log line per event and the prompt saying what to do now,
 * through the game's dictionaries (messages.ts). Pure, unit-tested.
 */
import { MODULES } from "@starport/rules/space-gate-odyssey/content.ts";
import { type PlanetId, planetDef } from "@starport/rules/space-gate-odyssey/exoplanets.ts";
import type { SgoEvent, SgoMove, SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import type { PlayerInfo, SceneUpdate } from "../contract.ts";
import { decisionOf } from "./adapter.ts";

type T = (key: string, params?: Record<string, string | number>) => string;
type Update = SceneUpdate<SgoPublicView, unknown, SgoMove, SgoEvent>;

/** A player's name (or "Seat N" when the seat is empty or unknown). */
export function playerName(players: readonly PlayerInfo[], seat: number, t: T): string {
  const p = players[seat];
  return p && p.kind !== "empty" && p.name ? p.name : t("sgo.seat", { n: seat + 1 });
}

/** "Water gate module", "white starting module"... */
export function moduleName(tile: number, t: T): string {
  const def = MODULES[tile];
  if (!def) return t("module.unknown");
  if (def.domain === null) return t("module.white");
  return t(`module.${def.type}`, { domain: t(`domain.${def.domain}`) });
}

/** A module with its indefinite article ("an Energy gate module"), as a log line names one. */
export function aModule(tile: number, t: T): string {
  const def = MODULES[tile];
  if (!def) return t("module.a.unknown");
  if (def.domain === null) return t("module.a.white");
  return t(`module.a.${def.type}.${def.domain}`);
}

/** A figure with its indefinite article ("an engineer"). */
const aFigure = (figure: string, t: T): string => t(`figure.a.${figure}`);

export const planetName = (id: PlanetId): string => planetDef(id).name;

/** A reason of an influence change (the engine's English text) as a message key. */
function reasonText(reason: string, t: T): string {
  if (reason === "settlers sent to Hawking") return t("reason.hawking");
  if (reason === "predominance") return t("reason.predominance");
  if (reason === "open corridors") return t("reason.corridors");
  if (reason.endsWith(" closed")) return t("reason.planet", { planet: reason.slice(0, -" closed".length) });
  return reason;
}

const gateName = (gate: string, t: T): string => t(`gate.${gate}`);

/** What every log line uses: the dictionary and the players' names. */
interface LogWords {
  t: T;
  who(seat: number): string;
}

/** One line of the game log for an event, or null when not worth a line. */
export function describeEvent(e: SgoEvent, players: readonly PlayerInfo[], t: T): string | null {
  const w: LogWords = { t, who: (seat) => playerName(players, seat, t) };
  return (
    turnEventLine(e, w) ??
    stationEventLine(e, w) ??
    journeyEventLine(e, w) ??
    influenceEventLine(e, w) ??
    null
  );
}

/** A turn: rooms activated, their actions, figures added and promoted. */
function turnEventLine(e: SgoEvent, w: LogWords): string | null | undefined {
  const { t, who } = w;
  switch (e.type) {
    case "turnStarted":
      return t("event.turnStarted", { player: who(e.seat), round: e.round });
    case "roomActivated":
      return t("event.roomActivated", {
        player: who(e.seat),
        figure: aFigure(e.figure, t),
        room: t(`room.${e.room}`),
      });
    case "actionsStarted":
      return t("event.actionsStarted", { player: who(e.seat), n: e.points, room: t(`room.${e.room}`) });
    case "actionsEnded":
      if (e.passed) return t("event.actionsPassed", { player: who(e.seat), n: e.unused });
      return e.unused > 0 ? t("event.actionsStuck", { player: who(e.seat), n: e.unused }) : null;
    case "figureAdded":
      return t(e.figure === "robot" ? "event.robotAdded" : "event.engineerAdded", {
        player: who(e.seat),
        room: t(`room.${e.room}`),
      });
    case "engineerPromoted":
      return t("event.engineerPromoted", { player: who(e.seat), room: t(`room.${e.room}`) });
    default:
      return undefined;
  }
}

/** The station: modules drawn, placed, switched on, filled, reorganized; settlers moved; bonuses. */
function stationEventLine(e: SgoEvent, w: LogWords): string | null | undefined {
  const { t, who } = w;
  switch (e.type) {
    case "settlerMoved":
      return t("event.settlerMoved", { player: who(e.seat), module: aModule(e.to, t) });
    case "moduleSwitchedOn":
      return t("event.moduleSwitchedOn", { player: who(e.seat), module: moduleName(e.module, t) });
    case "bonusGained":
      return e.bonus === "robot"
        ? t("event.bonusRobot", { player: who(e.seat), room: t(`room.${e.room ?? "water"}`) })
        : t(`event.bonus.${e.bonus}`, { player: who(e.seat) });
    case "bonusLost":
      return t("event.bonusLost", { player: who(e.seat), bonus: t(`bonus.${e.bonus}`) });
    case "tileDrawn":
      return t("event.tileDrawn", { player: who(e.seat), module: aModule(e.tile, t) });
    case "tilePlaced":
      return t("event.tilePlaced", { player: who(e.seat), module: aModule(e.tile, t) });
    case "tileReturned":
      return t("event.tileReturned", { player: who(e.seat), module: aModule(e.tile, t) });
    case "accessFilled":
      return t("event.accessFilled", { player: who(e.seat), module: aModule(e.module, t), n: e.added });
    case "reorganizationStarted":
      return t("event.reorganizationStarted", { player: who(e.seat) });
    case "reorganizationCancelled":
      return t("event.reorganizationCancelled", { player: who(e.seat) });
    case "reorganizationDone":
      return t("event.reorganizationDone", { player: who(e.seat) });
    default:
      return undefined;
  }
}

/** Journeys: settlers sent through a gate, colonies, exoplanets closed, gates moved. */
function journeyEventLine(e: SgoEvent, w: LogWords): string | null | undefined {
  const { t, who } = w;
  switch (e.type) {
    case "journeyStarted":
      return t(e.to === "hawking" ? "event.journeyHawking" : "event.journeyPlanet", {
        player: who(e.seat),
        n: e.settlers,
        gate: gateName(e.gate, t),
        planet: e.to === "hawking" ? "Hawking" : planetName(e.to),
      });
    case "settlerColonized":
      return t("event.settlerColonized", {
        player: who(e.seat),
        planet: planetName(e.planet),
        spot: e.spot + 1,
      });
    case "settlersReturned":
      return e.from === "planet"
        ? t("event.returnedFromPlanet", {
            player: who(e.seat),
            n: e.count,
            planet: e.planet ? planetName(e.planet) : "",
          })
        : t("event.returnedFromModule", { player: who(e.seat), n: e.count });
    case "hawkingReached":
      return null; // influenceChanged says it.
    case "planetClosed": {
      const points = e.points
        .map((p, seat) => ({ p, seat }))
        .filter((x) => x.p > 0)
        .map((x) => `${who(x.seat)} ${x.p}`)
        .join(", ");
      return t("event.planetClosed", {
        planet: planetName(e.planet),
        player: who(e.by),
        points: points || t("sgo.nobody"),
      });
    }
    case "gateMoved":
      return t("event.gateMoved", {
        gate: gateName(e.gate, t),
        from: planetName(e.from),
        to: e.to === "hawking" ? "Hawking" : planetName(e.to),
      });
    default:
      return undefined;
  }
}

/** Influence, government, predominance and the end. */
function influenceEventLine(e: SgoEvent, w: LogWords): string | null | undefined {
  const { t, who } = w;
  switch (e.type) {
    case "predominanceSwapped":
      return t("event.predominanceSwapped", {
        player: who(e.seat),
        order: e.order.map((tok) => t(`token.${tok}`)).join(" › "),
      });
    case "influenceChanged":
      return e.delta >= 0
        ? t("event.influenceGained", {
            player: who(e.seat),
            n: e.delta,
            reason: reasonText(e.reason, t),
            space: e.to,
          })
        : t("event.influenceLost", {
            player: who(e.seat),
            n: -e.delta,
            reason: reasonText(e.reason, t),
            space: e.to,
          });
    case "governmentAdded":
      return t("event.governmentAdded", {
        player: who(e.seat),
        figure: aFigure(e.wasChief ? "chief" : e.figure, t),
        rank: e.rank,
      });
    case "governmentMissed":
      return t("event.governmentMissed", { player: who(e.seat), rank: e.rank });
    case "governmentRemoved":
      return t("event.governmentRemoved", { player: who(e.seat), rank: e.rank });
    case "finalScoring":
      return t(e.reason === "exoplanets" ? "event.finalScoring" : "event.finalScoringRounds", {
        rows: e.rows
          .map((r) =>
            t("event.finalRow", {
              player: who(r.seat),
              gained: r.predominance.reduce((a, x) => a + x.points, 0),
              open: r.openCorridors,
            }),
          )
          .join("; "),
      });
    case "gameOver": {
      const winners = e.ranks.flatMap((r, seat) => (r === 1 ? [who(seat)] : []));
      return t(winners.length > 1 ? "event.gameOverTie" : "event.gameOver", { players: winners.join(", ") });
    }
    default:
      return undefined;
  }
}

/** What the viewer may do now, always saying what to click next. */
export function prompt(u: Update, t: T): string {
  const view = u.view.public;
  if (u.status === "finished" || view.final) {
    const ranks = u.outcome?.ranks ?? [];
    const winners = ranks.flatMap((r, seat) => (r === 1 ? [playerName(u.players, seat, t)] : []));
    return winners.length > 0 ? t("prompt.over", { players: winners.join(", ") }) : t("prompt.overNoResult");
  }
  const d = view.decision;
  const left = view.act?.pointsLeft ?? d?.pointsLeft ?? 0;
  const mine = u.seat !== null && u.legal.length > 0;
  if (mine) {
    const kind = decisionOf(view, u.legal)!;
    switch (kind) {
      case "build":
        return t("prompt.build", { n: (view.build?.placed ?? 0) + 1 });
      case "place":
        return view.phase === "build" ? t("prompt.placeSetup") : t("prompt.place", { n: left });
      case "actSettlers":
        return t(`prompt.actSettlers.${view.act?.room ?? "water"}`, { n: left });
      case "actModules":
        return t("prompt.actModules", { n: left });
      case "actAirlock":
        return t("prompt.actAirlock", { n: left });
      case "colonize": {
        const f = view.journey?.flight;
        const mod = f ? view.seats[u.seat!]?.station.find((m) => m.tile === f.module) : undefined;
        return t("prompt.colonize", {
          planet: f ? planetName(f.planet) : "",
          n: mod?.settlers ?? 1,
        });
      }
      case "moveGate": {
        const g = view.gates.find((x) => x.at === "moving");
        return t("prompt.moveGate", { gate: g ? gateName(g.gate, t) : "" });
      }
      case "govern":
        return t("prompt.govern", { rank: (view.seats[u.seat!]?.government.length ?? 0) + 1 });
      case "reorganize":
        return t("prompt.reorganize", { n: view.reorganization?.lifted.length ?? 0 });
      default:
        return t(`prompt.${kind}`);
    }
  }
  if (!d) return t("prompt.wait");
  const actor = playerName(u.players, d.seat, t);
  const mineTurn = u.seat !== null && d.seat === u.seat;
  const doing =
    d.kind === "act"
      ? t(`doing.act.${d.room ?? "water"}`, { n: d.pointsLeft ?? 0 })
      : d.kind === "colonize"
        ? t("doing.colonize", { planet: d.planet ? planetName(d.planet) : "" })
        : t(`doing.${d.kind}`);
  if (mineTurn) return t("prompt.yourTurnLoading", { doing });
  return t(u.seat === null ? "prompt.watching" : "prompt.waiting", { player: actor, doing });
}
