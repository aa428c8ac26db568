/**
 * One Deck Galaxy's game log: one line per event in the viewer's language, and the end of the game
 * said from the engine's English reason. Every number comes from the event or the content data. Pure.
 */
import {
  ADVERSARIES,
  EVENTS,
  GALAXY_CARDS,
  HOMEWORLDS,
  SOCIETIES,
} from "@starport/rules/one-deck-galaxy/content.ts";
import type { GalaxyEvent, GalaxyEventOf } from "@starport/rules/one-deck-galaxy/types.ts";
import type { PlayerInfo } from "../contract.ts";
import { advStepsText, conditionText, milestoneText, placeText, techOptionClause } from "./content-words.ts";
import {
  aDie,
  COLOURS,
  cap,
  cardKindName,
  cardName,
  diceList,
  diceOf,
  dieA,
  discs,
  eventName,
  fleets,
  listOf,
  playerName,
  science,
  type T,
  techByName,
} from "./words.ts";

// ---------------------------------------------------------------- end of the game

/**
 * The engine states why the game ended in English (`overwhelmed.reason`, `lost.reason`,
 * `result.reason`); this says it in the viewer's language, from the numbers in that sentence.
 */
export function reasonText(reason: string, t: T): string {
  const r = reason.replace(/^Overwhelmed:\s*/, "");
  let m = /Adversary has (\d+) influence \((\d+) overwhelms\)/.exec(r);
  if (m) return t("odg.reason.influence", { n: Number(m[1]), max: Number(m[2]) });
  m = /Adversary holds (\d+) dice/.exec(r);
  if (m) return t("odg.reason.stored", { n: Number(m[1]) });
  m = /(\d+) Encounters are in/.exec(r);
  if (m) return t("odg.reason.encounters", { n: Number(m[1]) });
  if (/reshuffled with no Adversary event/.test(r)) return t("odg.reason.deck");
  if (/last Adversary disc/.test(r)) return t("odg.reason.won");
  return t("odg.reason.other");
}

// ---------------------------------------------------------------- the log

const cardList = (ids: readonly number[], t: T): string =>
  listOf(
    ids.map((id) => cardName(id, t)),
    t,
  );
const scienceOf = (ids: readonly number[]): number =>
  ids.reduce((a, id) => a + (GALAXY_CARDS[id - 1]?.science ?? 0), 0);
/** The value of a die as a number ("y5" -> 5). */
const pipsOf = (die: string): number => Number(die.charAt(1));

/** "2 yellow dice, 1 pink die and 2 Tech discs" from the colours of gathered dice. */
export function gatheredText(colours: readonly string[], nDiscs: number, t: T): string {
  const parts = COLOURS.flatMap((c) => {
    const n = colours.filter((x) => x === c).length;
    return n > 0 ? [diceOf(c, n, t)] : [];
  });
  if (nDiscs > 0) parts.push(discs(nDiscs, t));
  return parts.length > 0 ? listOf(parts, t) : t("odg.word.nothing");
}

/** The confrontation side key from the engine's English name (the flip event carries no adversary). */
function confrontationKey(name: string, side: number): string | null {
  for (const a of ADVERSARIES)
    if (a.confrontation[side]?.name === name) return `odg.confrontation.${a.id}.${side}`;
  return null;
}

/** A milestone by id ("felisi", "explorers-1") on the 1P or 2P side. */
function milestoneById(id: string, players: number, t: T): string | null {
  const all = [...HOMEWORLDS.map((h) => h.milestone), ...SOCIETIES.flatMap((s) => s.milestones)];
  const def = all.find((m) => m.id === id);
  if (!def) return null;
  return milestoneText(def.req[players >= 2 ? 1 : 0], def.kind, t);
}

/** What overwhelmed the table, from an `overwhelmed` event's cause and numbers. */
function overwhelmedText(e: GalaxyEventOf<"overwhelmed">, t: T): string {
  if (e.cause === "reshuffle") return t("odg.reason.deck");
  return t(`odg.reason.${e.cause}`, { n: e.now, max: e.atLeast });
}

/** What every log line needs: the words, the table's seats and their names. */
interface Say {
  t: T;
  players: readonly PlayerInfo[];
  name(seat: number): string;
  line(key: string, params?: Record<string, string | number>): string;
}

/**
 * One line of the game log for an event, or null when it says nothing to a player. `players` is
 * the table's seats (its length tells the 1P or 2P side of milestones).
 */
export function describeEvent(e: GalaxyEvent, players: readonly PlayerInfo[], t: T): string | null {
  const say: Say = {
    t,
    players,
    name: (seat) => playerName(players, seat, t),
    line: (key, params) => cap(t(key, params)),
  };
  switch (e.type) {
    case "turn":
    case "phase":
    case "eventPending":
    case "eventRevealed":
    case "reshuffle":
    case "deckDiscarded":
    case "discovered":
    case "influence":
    case "escalate":
    case "adversarySpends":
    case "diceStored":
    case "gathered":
    case "diceRolled":
    case "actionsDone":
    case "reset":
      return tableLine(e, say);
    case "studied":
    case "probed":
    case "fleetsGained":
    case "fleetsLost":
    case "fleetsSpent":
    case "scienceSpent":
    case "scienceLost":
    case "upgraded":
      return starbaseLine(e, say);
    case "diePlaced":
    case "ringFilled":
    case "wideBoxCancelled":
    case "calibrated":
    case "ultratech":
    case "combined":
    case "returned":
    case "diceGained":
    case "dieChanged":
      return diceLine(e, say);
    case "techUsed":
    case "discsGained":
    case "coloniesExiled":
    case "confrontationFlipped":
    case "milestone":
      return civLine(e, say);
    case "rowCompleted":
    case "cardResolved":
    case "claimed":
    case "discClaimed":
    case "overwhelmed":
    case "discExiled":
    case "won":
    case "lost":
      return resultsLine(e, say);
  }
}

/** Turn flow, the deck and the Adversary. */
function tableLine(
  e: GalaxyEventOf<
    | "turn"
    | "phase"
    | "eventPending"
    | "eventRevealed"
    | "reshuffle"
    | "deckDiscarded"
    | "discovered"
    | "influence"
    | "escalate"
    | "adversarySpends"
    | "diceStored"
    | "gathered"
    | "diceRolled"
    | "actionsDone"
    | "reset"
  >,
  { t, name, line }: Say,
): string | null {
  switch (e.type) {
    case "turn":
      return line("odg.log.turn", { n: e.turn });
    case "phase":
      return e.phase === "action"
        ? line("odg.log.phase.action", { n: e.starbaseDiscs })
        : line(`odg.log.phase.${e.phase}`);
    case "eventPending":
      return line("odg.log.eventPending", { n: e.eventsLeft });
    case "eventRevealed": {
      const def = EVENTS.get(e.event);
      const event = eventName(e.event, t);
      if (def?.condition)
        return line("odg.log.eventCondition", { event, effect: conditionText(def.condition, t) });
      if (def && def.steps.length > 0)
        return line("odg.log.eventRevealed", { event, effect: advStepsText(def.steps, t, false) });
      return line("odg.log.eventRevealedPlain", { event });
    }
    case "reshuffle":
      return line("odg.log.reshuffle", { n: e.cards });
    case "deckDiscarded":
      return line("odg.log.deckDiscarded", { cards: cardList(e.cards, t), n: e.cards.length });
    case "discovered":
      return line("odg.log.discovered", { card: cardName(e.card, t), kind: cardKindName(e.card, t) });
    case "influence": {
      if (e.delta === 0) return null;
      const params = { n: Math.abs(e.delta), total: e.total };
      if (e.target === "adversary")
        return line(e.delta > 0 ? "odg.log.advGains" : "odg.log.advLoses", params);
      const card = cardName(e.target, t);
      return line(e.delta > 0 ? "odg.log.cardGains" : "odg.log.cardLoses", { ...params, card });
    }
    case "escalate":
      return line("odg.log.escalate", { card: cardName(e.card, t) });
    case "adversarySpends":
      return line("odg.log.adversarySpends", { n: e.influence });
    case "diceStored":
      return line("odg.log.diceStored", { die: aDie(e.colour, t) });
    case "gathered":
      return line("odg.log.gathered", { player: name(e.seat), what: gatheredText(e.dice, e.discs, t) });
    case "diceRolled":
      return line("odg.log.diceRolled", { player: name(e.seat), dice: diceList(e.dice, t) });
    case "actionsDone":
      return line("odg.log.actionsDone", { player: name(e.seat) });
    case "reset":
      return null;
  }
}

/** Fleets, Science and the Starbase. */
function starbaseLine(
  e: GalaxyEventOf<
    | "studied"
    | "probed"
    | "fleetsGained"
    | "fleetsLost"
    | "fleetsSpent"
    | "scienceSpent"
    | "scienceLost"
    | "upgraded"
  >,
  { t, line }: Say,
): string | null {
  switch (e.type) {
    case "studied":
    case "probed":
      return line(`odg.log.${e.type}`, { card: cardName(e.card, t), n: e.science });
    case "fleetsGained":
      return e.n > 0 ? line("odg.log.fleetsGained", { n: e.n, total: e.total }) : null;
    case "fleetsLost":
      return e.n > 0
        ? line("odg.log.fleetsLost", { n: e.n, total: e.total })
        : line("odg.log.fleetsLostNone");
    case "fleetsSpent":
      return line("odg.log.fleetsSpent", { n: e.n, total: e.total });
    case "scienceSpent":
    case "scienceLost":
      return line(`odg.log.${e.type}`, { n: scienceOf(e.cards), cards: cardList(e.cards, t) });
    case "upgraded":
      return line("odg.log.upgraded", { n: e.cls });
  }
}

/** Dice moves: placing, rings, calibrating, combining, Tech changes. */
function diceLine(
  e: GalaxyEventOf<
    | "diePlaced"
    | "ringFilled"
    | "wideBoxCancelled"
    | "calibrated"
    | "ultratech"
    | "combined"
    | "returned"
    | "diceGained"
    | "dieChanged"
  >,
  { t, name, line }: Say,
): string | null {
  switch (e.type) {
    case "diePlaced": {
      // "The box is full" only where it says something: a wide box (or one whose kind the event cannot tell).
      const wide = wideKey(e.to);
      const key =
        e.to === "lab"
          ? "odg.log.diePlacedLab"
          : e.filled && wide !== false
            ? "odg.log.diePlacedFilled"
            : "odg.log.diePlaced";
      return line(key, { player: name(e.seat), die: dieA(e.die, t), place: placeText(e.to, t) });
    }
    case "ringFilled": {
      const pay = ringPay(e.to);
      const params = { player: name(e.seat), place: placeText(e.to, t) };
      if (pay === "fleet") return line("odg.log.ringFilled", { ...params, cost: fleets(e.cost, t) });
      if (pay === "science") return line("odg.log.ringFilled", { ...params, cost: science(e.cost, t) });
      return line("odg.log.ringFilledCost", { ...params, n: e.cost });
    }
    case "wideBoxCancelled":
      return line("odg.log.wideBoxCancelled", { player: name(e.seat), place: placeText(e.to, t) });
    case "calibrated":
      return line("odg.log.calibrated", {
        player: name(e.seat),
        from: dieA(e.from, t),
        to: pipsOf(e.to),
        fleets: fleets(e.fleets, t),
      });
    case "ultratech":
      return line("odg.log.ultratech", { player: name(e.seat), die: dieA(e.die, t) });
    case "combined": {
      const params = { player: name(e.seat), a: dieA(e.a, t), b: dieA(e.b, t), die: dieA(e.die, t) };
      return e.to !== e.seat
        ? line("odg.log.combinedFor", { ...params, target: name(e.to) })
        : line("odg.log.combined", params);
    }
    case "returned":
      return line("odg.log.returned", { player: name(e.seat), die: dieA(e.die, t) });
    case "diceGained":
      if (e.dice.length === 0) return line("odg.log.diceGainedNone", { player: name(e.seat) });
      return line(e.how === "roll" ? "odg.log.diceGainedRoll" : "odg.log.diceGained", {
        player: name(e.seat),
        dice: diceList(e.dice, t),
      });
    case "dieChanged": {
      const params = { player: name(e.seat), from: dieA(e.from, t) };
      return e.by === "ultra"
        ? line("odg.log.dieChanged.ultra", { ...params, to: dieA(e.to, t) })
        : line(`odg.log.dieChanged.${e.by}`, { ...params, to: pipsOf(e.to) });
    }
  }
}

/** Techs, discs, colonies, the Confrontation card and milestones. */
function civLine(
  e: GalaxyEventOf<"techUsed" | "discsGained" | "coloniesExiled" | "confrontationFlipped" | "milestone">,
  { t, players, name, line }: Say,
): string | null {
  switch (e.type) {
    case "techUsed": {
      const found = techByName(e.tech, e.name);
      const steps = found?.def.options[e.opt]?.steps;
      const tech = found ? t(found.key) : t("odg.word.aTech");
      return steps
        ? line("odg.log.techUsed", { player: name(e.seat), tech, effect: techOptionClause(steps, t) })
        : line("odg.log.techUsedPlain", { player: name(e.seat), tech });
    }
    case "discsGained":
      return e.n > 0 ? line("odg.log.discsGained", { player: name(e.seat), discs: discs(e.n, t) }) : null;
    case "coloniesExiled":
      return line("odg.log.coloniesExiled", { player: name(e.seat), cards: cardList(e.cards, t) });
    case "confrontationFlipped": {
      const key = confrontationKey(e.name, e.side);
      return key
        ? line("odg.log.confrontationFlipped", { name: t(key) })
        : line("odg.log.confrontationFlippedPlain");
    }
    case "milestone": {
      const text = milestoneById(e.id, players.length, t);
      const params = { player: name(e.seat), level: e.level };
      return text
        ? line("odg.log.milestone", { ...params, milestone: text })
        : line("odg.log.milestonePlain", params);
    }
  }
}

/** The Results phase and the end of the game. */
function resultsLine(
  e: GalaxyEventOf<
    | "rowCompleted"
    | "cardResolved"
    | "claimed"
    | "discClaimed"
    | "overwhelmed"
    | "discExiled"
    | "won"
    | "lost"
  >,
  { t, name, line }: Say,
): string | null {
  switch (e.type) {
    case "rowCompleted":
      return line("odg.log.rowCompleted", {
        card: cardName(e.card, t),
        row: e.row + 1,
        n: e.influence,
        total: e.total,
      });
    case "cardResolved":
      return line("odg.log.cardResolved", { card: cardName(e.card, t) });
    case "claimed":
      return line(e.as === "tech" ? "odg.log.claimedTech" : "odg.log.claimedColony", {
        player: name(e.seat),
        card: cardName(e.card, t),
      });
    case "discClaimed":
      return line("odg.log.discClaimed", { n: e.removed });
    case "overwhelmed":
      return line("odg.log.overwhelmed", { reason: overwhelmedText(e, t) });
    case "discExiled":
      return line("odg.log.discExiled", { n: e.claimedLeft });
    case "won":
    case "lost":
      return line(`odg.log.${e.type}`, { reason: reasonText(e.reason, t) });
  }
}

/** Whether a box key is a wide box (null for the Confrontation card: its side is not in the event). */
function wideKey(key: string): boolean | null {
  if (key.startsWith("m.")) return true;
  if (key.startsWith("s.") || key === "lab") return false;
  const m = /^g(\d{1,2})\.(\d)\.(\d)$/.exec(key);
  if (!m) return null;
  return GALAXY_CARDS[Number(m[1]) - 1]?.rows[Number(m[2])]?.boxes[Number(m[3])]?.t === "wide";
}

/** How a ring on a card is paid (null for the Confrontation card: its side is not in the event). */
function ringPay(key: string): string | null {
  const m = /^g(\d{1,2})\.(\d)\.(\d)$/.exec(key);
  const spec = m ? GALAXY_CARDS[Number(m[1]) - 1]?.rows[Number(m[2])]?.boxes[Number(m[3])] : undefined;
  return spec?.t === "ring" ? spec.pay : null;
}
