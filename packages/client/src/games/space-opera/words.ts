/**
 * Space Opera in words: one log line per event, through the game's dictionaries (messages.ts), and
 * the small words the prompt (prompt.ts, re-exported here for the game's index) shares. Seats are
 * shown as player names, cells as the map labels them ("C2": column letter, row number), planets by
 * their card's name where the event or the view knows the card, techs by `tech.<id>`. Every number
 * comes from the event or the view (spaces left, stores, strengths, standings): nothing here
 * computes a rule. Pure, unit-tested.
 */
import { cardKind, FIRST_GAME, planetCard, planetClass } from "@starport/rules/space-opera/content.ts";
import type { OperaEvent, OperaEventOf } from "@starport/rules/space-opera/events.ts";
import { MISSILE_TARGETS, type OperaPublic, type StrikeTarget } from "@starport/rules/space-opera/types.ts";
import type { PlayerInfo } from "../contract.ts";
import { cellName } from "./adapter.ts";

export { prompt } from "./prompt.ts";

export type T = (key: string, params?: Record<string, string | number>) => string;

/**
 * Map width for log lines: an event does not carry the scenario, and the client contract gives
 * `describeEvent` no view. Every scenario so far is the first game's 5x5 grid.
 */
export const DEFAULT_WIDTH = FIRST_GAME.width;

/** A player's name (or "Seat N" when the seat is empty or unknown). */
export function playerName(players: readonly PlayerInfo[], seat: number, t: T): string {
  const p = players[seat];
  return p && p.kind !== "empty" && p.name ? p.name : t("word.seat", { n: seat + 1 });
}

/** "a", "a and b", "a, b and c" (`word.or` for "a or b"). */
export function listOf(items: readonly string[], t: T, joiner: "word.and" | "word.or" = "word.and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return t(joiner, { a: items.slice(0, -1).join(", "), b: items[items.length - 1]! });
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "3 energy", "1 meeple", "2 windmill levels"... */
const amount = (what: string, n: number, t: T): string => t(`amount.${what}`, { n });

/** "1 energy and 2 ore" (the parts that are not zero), or "nothing". */
function resourcesText(energy: number, ore: number, t: T): string {
  const parts = [energy > 0 ? amount("energy", energy, t) : "", ore > 0 ? amount("ore", ore, t) : ""].filter(
    (x) => x !== "",
  );
  return parts.length > 0 ? listOf(parts, t) : t("word.nothing");
}

/** A map card in words: "the planet Dorado (class 5)", "an asteroid field", "empty space". */
export function cardText(card: string, t: T): string {
  const kind = cardKind(card);
  if (kind !== "planet") return t(`card.${kind}`);
  const p = planetCard(card);
  return t("card.planet", { planet: p.name, class: planetClass(p) });
}

/** Missile targets, each hit with its own words (`hit.<target>`). */
const MISSILE_HITS: readonly StrikeTarget[] = MISSILE_TARGETS;

/** What every log line uses: names, cells, ships and techs in words, and a capitalized line. */
interface LogWords {
  players: readonly PlayerInfo[];
  t: T;
  name(seat: number): string;
  cell(c: number): string;
  ship(owner: number | null): string;
  tech(id: string): string;
  line(key: string, params?: Record<string, string | number>): string;
}

/** One line of the game log for an event, or null when not worth a line. */
export function describeEvent(
  e: OperaEvent,
  players: readonly PlayerInfo[],
  t: T,
  width: number = DEFAULT_WIDTH,
): string | null {
  const name = (seat: number): string => playerName(players, seat, t);
  const cell = (c: number): string => cellName(c, width);
  const ship = (owner: number | null): string =>
    owner === null ? t("word.shipNobody") : t("word.shipOf", { player: name(owner) });
  const tech = (id: string): string => t(`tech.${id}`);
  const line = (key: string, params?: Record<string, string | number>): string => cap(t(key, params));
  const w: LogWords = { players, t, name, cell, ship, tech, line };
  return techEventLine(e, w) ?? moveEventLine(e, w) ?? fightEventLine(e, w) ?? tableEventLine(e, w) ?? null;
}

/** A round's flow, building, research and the techs of the Building phase. */
function techEventLine(e: OperaEvent, w: LogWords): string | undefined {
  const { name, cell, tech, line, t } = w;
  switch (e.type) {
    case "phase":
      return line(`event.phase.${e.phase}`, { round: e.round, player: name(e.first) });
    case "passed":
      return line(e.phase === "build" || e.phase === "move" ? `event.passed.${e.phase}` : "event.passed", {
        player: name(e.seat),
      });
    case "built":
      return line("event.built", {
        player: name(e.seat),
        item: t(`item.${e.item}`),
        cell: cell(e.cell),
        cost: resourcesText(e.energy, e.ore, t),
      });
    case "researched":
      return line("event.researched", { player: name(e.seat) });
    case "drewTech":
      return line("event.drewTech", { player: name(e.seat), tech: tech(e.tech) });
    case "techReturned":
      return line("event.techReturned", { player: name(e.seat) });
    case "techReturnedCard":
      return line("event.techReturnedCard", { player: name(e.seat), tech: tech(e.tech) });
    case "techUsed":
      return line(e.card === e.tech ? "event.techUsed" : "event.techUsed.copy", {
        player: name(e.seat),
        tech: tech(e.tech),
      });
    case "converted":
      return line("event.converted", {
        player: name(e.seat),
        spent: amount(e.spent, e.amount, t),
        gained: amount(e.gained, e.amount, t),
        cell: cell(e.cell),
        tech: tech(e.tech),
        fee: amount(e.spent, e.fee, t),
      });
    case "transferred":
      return line("event.transferred", {
        player: name(e.seat),
        what: amount(e.what, e.amount, t),
        from: cell(e.from),
        to: cell(e.to),
        tech: tech(e.tech),
        fee: amount("energy", e.fee, t),
      });
    case "spied":
      return line("event.spied", { player: name(e.seat), target: name(e.target) });
    case "spyReport":
      return line("event.spyReport", {
        player: name(e.seat),
        target: name(e.target),
        techs: e.techs.length > 0 ? listOf(e.techs.map(tech), t) : t("word.noTechs"),
      });
    case "spyCopied":
      return line("event.spyCopied", { player: name(e.seat), tech: tech(e.tech) });
    case "hacked":
      return line("event.hacked", { player: name(e.seat), target: name(e.target), tech: tech(e.tech) });
    default:
      return undefined;
  }
}

/** Movement, exploration and landings. */
function moveEventLine(e: OperaEvent, w: LogWords): string | undefined {
  const { name, cell, ship, line, t } = w;
  switch (e.type) {
    case "loaded":
    case "unloaded":
      return line(`event.${e.type}`, {
        player: name(e.seat),
        cargo: amount(e.cargo, 1, t),
        cell: cell(e.cell),
      });
    case "shipMoved":
      return line(e.hyper ? "event.shipMoved.hyper" : "event.shipMoved", {
        ship: ship(e.seat),
        from: cell(e.from),
        to: cell(e.to),
        n: e.spacesLeft,
        energy: e.energy,
      });
    case "stealthOn":
    case "empFired":
      return line(`event.${e.type}`, { ship: ship(e.seat), cell: cell(e.cell) });
    case "telescope":
      return line("event.telescope", { player: name(e.seat), cell: cell(e.cell) });
    case "telescopeView":
      return line("event.telescopeView", {
        player: name(e.seat),
        card: cardText(e.card, t),
        cell: cell(e.cell),
      });
    case "waveMotionGun":
      return line("event.waveMotionGun", {
        player: name(e.seat),
        cell: cell(e.cell),
        card: cardText(e.card, t),
      });
    case "flipped":
      return line("event.flipped", { player: name(e.seat), cell: cell(e.cell), card: cardText(e.card, t) });
    case "landed":
    case "shipStuck":
      return line(`event.${e.type}`, { ship: ship(e.seat), cell: cell(e.cell) });
    case "colonized":
      return line("event.colonized", { player: name(e.seat), cell: cell(e.cell), n: e.meeples });
    case "shipDestroyed": {
      const lost = line(`event.shipDestroyed.${e.reason}`, { ship: ship(e.owner), cell: cell(e.cell) });
      // A transport's meeples invade: they are not lost with it.
      return e.meeples > 0 && e.reason !== "transport"
        ? `${lost} ${line("event.shipDestroyed.crew", { n: e.meeples })}`
        : lost;
    }
    default:
      return undefined;
  }
}

/** Fights and strikes. */
function fightEventLine(e: OperaEvent, w: LogWords): string | undefined {
  const { name, cell, ship, line, t } = w;
  switch (e.type) {
    case "shipCombat":
      return line(e.nuke ? "event.shipCombat.nuke" : "event.shipCombat", {
        ship: ship(e.seat),
        defender: name(e.defender),
        cell: cell(e.cell),
        n: e.targets.length,
      });
    case "fleetTarget":
      return line("event.fleetTarget", { player: name(e.seat) });
    case "shipSurvived":
      return line("event.shipSurvived", { ship: ship(e.owner) });
    case "shipRepelled":
      return line("event.shipRepelled", { ship: ship(e.seat), from: cell(e.from), to: cell(e.to) });
    case "shipCombatResult":
      return line(`event.shipCombatResult.${e.outcome}`, {
        player: name(e.seat),
        defender: name(e.defender),
        cell: cell(e.cell),
        n: e.defenderLost.length,
      });
    case "strikeDeclared":
      return line("event.strikeDeclared", {
        player: name(e.seat),
        defender: name(e.defender),
        cell: cell(e.cell),
        strike: t(`strike.${e.strike}`),
      });
    case "missileDefenseFailed":
      return line("event.missileDefenseFailed", {
        player: name(e.seat),
        attacker: name(e.attacker),
        cell: cell(e.cell),
      });
    case "invasion": {
      const outcome = e.outcome === "conquered" ? "won" : e.outcome === "repelled" ? "lost" : "tie";
      return line(`event.invasion.${outcome}`, {
        player: name(e.seat),
        defender: name(e.defender),
        cell: cell(e.cell),
        attack: e.attack,
        defense: e.defense,
        left: e.left,
        lost: outcome === "won" ? e.defenderLost : e.attackerLost,
      });
    }
    case "nuclearStrike":
    case "biologicalStrike":
      return line(`event.${e.type}`, {
        player: name(e.seat),
        defender: name(e.defender),
        cell: cell(e.cell),
        meeples: e.meeplesLost,
        farms: e.farmsLost,
      });
    case "missileStrike": {
      const params = { player: name(e.seat), defender: name(e.defender), cell: cell(e.cell) };
      return e.hit && MISSILE_HITS.includes(e.strike)
        ? line("event.missileStrike", { ...params, hit: t(`hit.${e.strike}`) })
        : line("event.missileStrike.missed", params);
    }
    case "planetLost":
      return line(e.taken ? "event.planetLost" : "event.planetLost.free", {
        player: name(e.seat),
        cell: cell(e.cell),
        by: name(e.by),
      });
    default:
      return undefined;
  }
}

/** Production, Maintenance, ties and the end. */
function tableEventLine(e: OperaEvent, w: LogWords): string | undefined {
  const { name, cell, line, t, players } = w;
  switch (e.type) {
    case "produced":
      return line("event.produced", {
        cell: cell(e.cell),
        what: resourcesText(e.energy, e.ore, t),
        player: name(e.seat),
      });
    case "stole":
      return line("event.stole", {
        player: name(e.seat),
        what: amount(e.resource, 1, t),
        victim: name(e.victim),
      });
    case "traded":
      return line("event.traded", {
        player: name(e.seat),
        what: amount(e.give, 1, t),
        victim: name(e.victim),
        took: resourcesText(e.takeEnergy, 2 - e.takeEnergy, t),
      });
    case "overpopulation":
      return line("event.overpopulation", { cell: cell(e.cell), player: name(e.seat), n: e.removed });
    case "markerRemoved":
      return line(`event.markerRemoved.${e.marker}`, { cell: cell(e.cell) });
    case "tiesOffered":
      return line("event.tiesOffered", { player: name(e.seat), target: name(e.target) });
    case "tiesAccepted":
    case "tiesDeclined":
      return line(`event.${e.type}`, { player: name(e.seat), holder: name(e.holder) });
    case "tiesPaid":
      return line("event.tiesPaid", {
        holder: name(e.holder),
        target: name(e.target),
        what: amount(e.resource, 1, t),
      });
    case "tiesBroken":
      return line(`event.tiesBroken.${e.reason}`, { holder: name(e.holder), target: name(e.target) });
    case "surrendered":
    case "endProposed":
      return line(`event.${e.type}`, { player: name(e.seat) });
    case "endAnswered":
      return line(e.accept ? "event.endAnswered.yes" : "event.endAnswered.no", {
        player: name(e.seat),
        proposer: name(e.proposer),
      });
    case "eliminated":
      return line(`event.eliminated.${e.reason}`, { player: name(e.seat) });
    case "respawned":
      return line("event.respawned", { player: name(e.seat), cell: cell(e.cell) });
    case "gameOver":
      return gameOverLine(e, players, t);
    default:
      return undefined;
  }
}

/**
 * "Game over at the round limit: most planets wins, then the highest class total. Ana wins.
 * Standings: 1. Ana, 3 planets (class total 12); 2. Bo, 2 planets (class total 9)."
 */
function gameOverLine(e: OperaEventOf<"gameOver">, players: readonly PlayerInfo[], t: T): string {
  const seats = e.ranks
    .map((rank, seat) => ({ rank, seat }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const winners = seats.filter((x) => x.rank === 1).map((x) => playerName(players, x.seat, t));
  const head = t(`event.gameOver.${e.reason}`, { players: listOf(winners, t), n: winners.length });
  const rows = seats.map(({ rank, seat }) =>
    e.reason === "lastStanding" && rank > 1
      ? t("event.gameOver.rowOut", { rank, player: playerName(players, seat, t) })
      : t("event.gameOver.row", {
          rank,
          player: playerName(players, seat, t),
          planets: e.planets[seat] ?? 0,
          classes: e.classTotals[seat] ?? 0,
        }),
  );
  return `${cap(head)} ${t("event.gameOver.standings", { rows: rows.join("; ") })}`;
}

/** Why the game ended, for the result box: the rules' view says why, the words are the page's language. */
export function endReason(
  view: Pick<OperaPublic, "endReason">,
  t: (key: string, params?: Record<string, string | number>) => string,
): string | null {
  return view.endReason ? t(`sop.result.${view.endReason}`) : null;
}
