/**
 * stellar_omega in words: one log line per event, through the game's dictionaries (messages.ts),
 * and the small word helpers the prompt (prompts.ts) shares. Every number comes from the event
 * (dice, crystals, points, damage): nothing here computes a rule. Pure, unit-tested.
 */
import type { Race } from "@starport/rules/stellar-omega/content.ts";
import type { OmegaEvent, SpReason } from "@starport/rules/stellar-omega/types.ts";
import type { PlayerInfo } from "../contract.ts";

type T = (key: string, params?: Record<string, string | number>) => string;

/** Message key of each reason for SP. */
const REASON: Record<SpReason, string> = {
  "cosmic order": "cosmicOrder",
  "hand full": "handFull",
  "no crystal left on the pad": "noCrystal",
  "no tile can be placed": "noTile",
  decode: "decode",
  "broke the decoding": "brokeDecoding",
  "tiles removed": "tilesRemoved",
  "level up beyond 3": "levelBeyond3",
  "out of action tokens": "outOfAt",
  captain: "captain",
  crew: "crew",
  exploration: "exploration",
  "final conversion": "finalConversion",
};

/** A player's name (or "Seat N" when the seat is empty or unknown). */
export function playerName(players: readonly PlayerInfo[], seat: number, t: T): string {
  const p = players[seat];
  return p && p.kind !== "empty" && p.name ? p.name : t("word.seat", { n: seat + 1 });
}

export const raceName = (r: Race, t: T): string => t(`race.${r}`);

/** "Ana (Clones)" for a player's race, "the non-player race Machines" for an NPR (singular both). */
export function raceRef(players: readonly PlayerInfo[], seat: number | null, r: Race, t: T): string {
  if (seat === null) return t("word.npr", { race: raceName(r, t) });
  return t("word.playerRace", { player: playerName(players, seat, t), race: raceName(r, t) });
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[], t: T): string {
  if (items.length <= 1) return items[0] ?? "";
  return t("word.and", { a: items.slice(0, -1).join(", "), b: items[items.length - 1]! });
}

/** "2, 5 and 6". */
export const diceText = (dice: readonly number[], t: T): string => listOf(dice.map(String), t);
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "2 Clones and 1 Machines" (crystals by colour), or "none". */
function crystalsText(byColour: Record<Race, number>, t: T): string {
  const parts = (Object.entries(byColour) as [Race, number][])
    .filter(([, n]) => n > 0)
    .map(([r, n]) => t("word.count", { n, race: raceName(r, t) }));
  return parts.length > 0 ? listOf(parts, t) : t("word.none");
}

/** The words a log line is built with. */
interface Say {
  t: T;
  players: readonly PlayerInfo[];
  name(seat: number): string;
  ref(seat: number | null, r: Race): string;
  line(key: string, params?: Record<string, string | number>): string;
}

/** One line of the game log for an event, or null when not worth a line. */
export function describeEvent(e: OmegaEvent, players: readonly PlayerInfo[], t: T): string | null {
  const w: Say = {
    t,
    players,
    name: (seat) => playerName(players, seat, t),
    ref: (seat, r) => raceRef(players, seat, r, t),
    line: (key, params) => cap(t(key, params)),
  };
  return roundLine(e, w) ?? turnLine(e, w) ?? diceLine(e, w) ?? scoringLine(e, w) ?? null;
}

/** The draft, the rounds, phase A and the points (SP, VP tokens). */
function roundLine(e: OmegaEvent, w: Say): string | undefined {
  const { t, name, ref, line } = w;
  switch (e.type) {
    case "firstPlayerDrawn":
      return line("event.firstPlayerDrawn", { player: name(e.seat) });
    case "raceChosen":
      return line(e.assigned ? "event.raceAssigned" : "event.raceChosen", {
        player: name(e.seat),
        race: t(`race.the.${e.race}`),
      });
    case "racesSet": {
      const seated = listOf(
        e.seatRace.map((r, seat) => ref(seat, r)),
        t,
      );
      return e.npr.length > 0
        ? line("event.racesSetNpr", {
            players: seated,
            npr: listOf(
              e.npr.map((r) => raceName(r, t)),
              t,
            ),
          })
        : line("event.racesSet", { players: seated });
    }
    case "roundStarted":
      return line("event.roundStarted", { round: e.round, rounds: e.rounds, player: name(e.firstPlayer) });
    case "bidPlaced":
      return line("event.bidPlaced", { player: ref(e.seat, e.race) });
    case "bidDetail":
      return line("event.bidDetail", { n: e.tiles });
    case "bidsRevealed":
      return line("event.bidsRevealed", {
        bids: e.order.map((r) => t("word.valueOf", { race: raceName(r, t), n: e.bids[r] ?? 0 })).join(", "),
        order: e.cosmic.map((r) => raceName(r, t)).join(" › "),
      });
    case "sp":
      return line("event.sp", {
        player: ref(e.seat, e.race),
        n: e.amount,
        reason: t(`reason.${REASON[e.why]}`),
        total: e.total,
      });
    case "vpToken":
      return line(e.why === "orbit" ? "event.vpToken.orbit" : "event.vpToken.closed", {
        player: ref(e.seat, e.race),
        n: e.count,
      });
    case "vpTokenValue":
      return line("event.vpTokenValue", { n: e.value });
    default:
      return undefined;
  }
}

/** Phase B turns: actions, cards, crystals, tiles and units. */
function turnLine(e: OmegaEvent, w: Say): string | undefined {
  const { t, ref, line } = w;
  switch (e.type) {
    case "turnStarted":
      return line("event.turnStarted", { player: ref(e.seat, e.race), at: e.at, max: e.maxActions });
    case "action":
      return line("event.action", {
        player: ref(e.seat, e.race),
        action: t(`action.${e.action}`),
        cost: e.cost,
        at: e.atLeft,
      });
    case "turnEnded":
      return line("event.turnEnded", { player: ref(e.seat, e.race), n: e.actions });
    case "cardDrawn":
      return line("event.cardDrawn", { player: ref(e.seat, e.race), n: e.handSize });
    case "cardDrawnDetail":
      return line("event.cardDrawnDetail", { card: raceName(e.card, t) });
    case "handFull":
      return line("event.handFull", { player: ref(e.seat, e.race) });
    case "deckEmpty":
      return line("event.deckEmpty", { player: ref(e.seat, e.race) });
    case "cardChanged":
      return line("event.cardChanged", { player: ref(e.seat, e.race) });
    case "cardChangedDetail":
      return line("event.cardChangedDetail", { old: raceName(e.old, t), card: raceName(e.card, t) });
    case "nprCardPlayed":
      return line("event.nprCardPlayed", { player: ref(e.seat, e.race), npr: raceName(e.npr, t) });
    case "crystalToPouch":
      return line("event.crystalToPouch", { who: ref(e.seat, e.race), n: e.pad });
    case "tilePlaced":
      return line("event.tilePlaced", { who: ref(e.seat, e.race), area: e.area + 1 });
    case "levelUp":
      return line("event.levelUp", { who: ref(e.seat, e.race), area: e.area + 1, level: e.level });
    case "tileRemoved":
      if (e.by === "ship")
        return line(e.level === 0 ? "event.tileRemovedShipGone" : "event.tileRemovedShip", {
          who: ref(e.seat, e.race),
          area: e.area + 1,
          level: e.level,
        });
      return line("event.tileRemoved", {
        who: ref(e.seat, e.race),
        area: e.area + 1,
        level: e.level,
        by: t(`race.the.${e.by}`),
      });
    case "unitEliminated":
      return line("event.unitEliminated", { who: ref(e.seat, e.race), area: e.area + 1, n: e.removed });
    default:
      return undefined;
  }
}

/** Dice: gate control, decoding, attacks and the crystals drawn against them. */
function diceLine(e: OmegaEvent, w: Say): string | undefined {
  const { t, ref, line } = w;
  switch (e.type) {
    case "diceRolled":
      return line(`event.diceRolled.${e.for}`, {
        player: ref(e.seat, e.race),
        dice: diceText(e.dice, t),
        total: e.dice.reduce((a, b) => a + b, 0),
        need: e.needAbove ?? 0,
      });
    case "reroll":
      return line("event.reroll", {
        player: ref(e.seat, e.race),
        from: e.from,
        to: e.to,
        dice: diceText(e.dice, t),
      });
    case "dieChosen":
      return line(`event.dieChosen.${e.for}`, { player: ref(e.seat, e.race), n: e.die });
    case "gateControl":
      return line("event.gateControl", {
        player: ref(e.seat, e.race),
        dice: diceText(e.dice, t),
        total: e.total,
        needed: e.needed,
      });
    case "gateFailed":
      return line("event.gateFailed", {
        player: ref(e.seat, e.race),
        dice: diceText(e.dice, t),
        total: e.total,
        needed: e.needed,
      });
    case "bonusCard":
      return line("event.bonusCard", { player: ref(e.seat, e.race) });
    case "gateMoved":
      return line(e.moved ? "event.gateMoved" : "event.gateKept", {
        player: ref(e.seat, e.race),
        to: e.to + 1,
      });
    case "decode":
      return line("event.decode", { player: ref(e.seat, e.race), level: e.level });
    case "decodeBlocked":
      return line("event.decodeBlocked", { player: ref(e.seat, e.race) });
    case "attackDeclared":
      return line("event.attackDeclared", {
        player: ref(e.seat, e.race),
        target: ref(e.targetSeat, e.target),
        level: e.level,
      });
    case "attackTarget":
      return line("event.attackTarget", {
        player: ref(e.seat, e.race),
        target: t(`race.the.${e.target}`),
        area: e.area + 1,
      });
    case "attackBlocked":
      return line(e.removed > 0 ? "event.attackBlocked" : "event.attackBlockedAtOnce", {
        player: ref(e.seat, e.race),
        n: e.removed,
      });
    case "crystalsDrawn": {
      const base = { who: ref(e.seat, e.race), n: e.drawn.length, crystals: crystalsText(e.byColour, t) };
      if (e.for === "ship") return line("event.crystalsDrawn.ship", { ...base, saved: e.saved });
      return line(`event.crystalsDrawn.${e.for}.${e.blocked ? "blocked" : "missed"}`, base);
    }
    case "noDefence":
      return line("event.noDefence", { player: ref(e.seat, e.race) });
    default:
      return undefined;
  }
}

/** Phase C scoring, ship attacks, phase D and the end. */
function scoringLine(e: OmegaEvent, w: Say): string | undefined {
  const { t, players, name, ref, line } = w;
  switch (e.type) {
    case "phaseC":
      return line("event.phaseC", { round: e.round });
    case "noClosedBonus":
      return line(e.inside.length === 0 ? "event.noClosedBonus.nobody" : "event.noClosedBonus.all");
    case "categoryScored": {
      const category = t(`category.${e.category}`);
      if (e.winner === null) return line("event.categoryScoredNone", { category });
      const values = (Object.entries(e.values) as [Race, number][])
        .filter(([, n]) => n > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([r, n]) => t("word.valueOf", { race: raceName(r, t), n }));
      return line("event.categoryScored", {
        category,
        winner: ref(e.winnerSeat, e.winner),
        vp: e.vp,
        values: values.join(", "),
      });
    }
    case "shipAttack":
      return e.seat === null
        ? line("event.shipAttackNpr", { who: ref(null, e.race), n: e.damage, player: name(e.decider) })
        : line("event.shipAttack", { who: ref(e.seat, e.race), n: e.damage });
    case "cardLost":
      return line("event.cardLost", { who: ref(e.seat, e.race), n: e.left });
    case "nothingToDamage":
      return line("event.nothingToDamage", { who: ref(e.seat, e.race), n: e.damage });
    case "phaseD":
      return line("event.phaseD", { round: e.round });
    case "gameOver":
      return gameOverLine(e, players, t);
    default:
      return undefined;
  }
}

/** "Game over: Ana (Clones) wins with 14 VP. Then Bo (Machines) with 12 VP and …" */
function gameOverLine(
  e: Extract<OmegaEvent, { type: "gameOver" }>,
  players: readonly PlayerInfo[],
  t: T,
): string {
  const seats = e.ranks
    .map((rank, seat) => ({ rank, seat }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const who = (seat: number): string => raceRef(players, seat, e.seatRace[seat]!, t);
  const winners = seats.filter((x) => x.rank === 1);
  const rest = seats.filter((x) => x.rank !== 1);
  const best = e.vp[winners[0]?.seat ?? 0] ?? 0;
  const parts = [
    t("event.gameOver", {
      player: listOf(
        winners.map((x) => who(x.seat)),
        t,
      ),
      n: winners.length,
      vp: best,
    }),
  ];
  if (rest.some((x) => e.vp[x.seat] === best)) parts.push(t("event.gameOverBySp"));
  if (rest.length > 0)
    parts.push(
      t("event.gameOverRest", {
        rows: listOf(
          rest.map((x) => t("event.gameOverRow", { player: who(x.seat), vp: e.vp[x.seat] ?? 0 })),
          t,
        ),
      }),
    );
  return parts.join(" ");
}
