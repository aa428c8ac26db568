/**
 * One Deck Galaxy in words: one log line per event, the prompt saying what the viewer may do now,
 * and the content (boxes, restrictions, Tech effects, Adversary steps, conditions, milestones,
 * yields, names) described through the game's dictionaries (messages.ts, keys `odg.*`; refusals are
 * `error.<CODE>`). Every number comes from the event, the view or the content data: nothing here
 * decides a rule. Dice are written as words ("a yellow 5", "un 5 amarillo"), never as "y5". Pure.
 */
import {
  ADVERSARIES,
  EVENTS,
  GALAXY_CARDS,
  HOMEWORLDS,
  SOCIETIES,
  STARBASE_CLASSES,
} from "@starport/rules/one-deck-galaxy/content.ts";
import type {
  AdvStep,
  Amount,
  BoxSpec,
  CardRule,
  Condition,
  GalaxyEvent,
  GalaxyEventOf,
  MilestoneDef,
  MilestoneReq,
  Move,
  Overwhelm,
  Resource,
  RowSpec,
  SocietyRule,
  TechDef,
  TechStep,
  Yield,
} from "@starport/rules/one-deck-galaxy/types.ts";
import type { GalaxyPublic } from "@starport/rules/one-deck-galaxy/view.ts";
import type { PlayerInfo, SceneUpdate } from "../contract.ts";

export type T = (key: string, params?: Record<string, string | number>) => string;
/** What `prompt` reads: the public view, the legal moves and who acts (private part and events unused). */
export type OdgUpdate = SceneUpdate<GalaxyPublic, unknown, Move, unknown>;

const COLOURS = ["yellow", "pink", "blue", "black"] as const;
const LETTER_COLOUR: Record<string, string> = { y: "yellow", p: "pink", b: "blue", k: "black" };

// ---------------------------------------------------------------- small words

/** A player's name (or "Seat N" when the seat is empty or unknown). */
export function playerName(players: readonly PlayerInfo[], seat: number, t: T): string {
  const p = players[seat];
  return p && p.kind !== "empty" && p.name ? p.name : t("odg.word.seat", { n: seat + 1 });
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[], t: T): string {
  if (items.length <= 1) return items[0] ?? "";
  return t("odg.word.and", { a: items.slice(0, -1).join(", "), b: items[items.length - 1]! });
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const colourName = (c: string, t: T): string => t(`odg.colour.${c}`);
export const resourceName = (r: Resource, t: T): string => t(`odg.res.${r}`);

/** A die in words: "y5" (or a placed "y51") is "yellow 5" / "5 amarillo". */
export function dieText(die: string, t: T): string {
  return t("odg.die", { colour: colourName(LETTER_COLOUR[die[0] ?? ""] ?? "black", t), v: die.charAt(1) });
}

/** A die with its article: "a yellow 5" / "un 5 amarillo". */
function dieA(die: string, t: T): string {
  return t("odg.dieA", { colour: colourName(LETTER_COLOUR[die[0] ?? ""] ?? "black", t), v: die.charAt(1) });
}

/** "a yellow 5, a pink 3 and a blue 2" (or "nothing"). */
function diceList(dice: readonly string[], t: T): string {
  return dice.length > 0
    ? listOf(
        dice.map((d) => dieA(d, t)),
        t,
      )
    : t("odg.word.nothing");
}

/** "2 yellow dice" / "2 dados amarillos" ({n} may be a number or an amount in words). */
const diceOf = (c: string, n: number | string, t: T): string => t(`odg.dice.${c}`, { n });
/** "a yellow die" / "un dado amarillo". */
const aDie = (c: string, t: T): string => t(`odg.aDie.${c}`);

const fleets = (n: number | string, t: T): string => t("odg.count.fleets", { n });
const science = (n: number | string, t: T): string => t("odg.count.science", { n });
const discs = (n: number | string, t: T): string => t("odg.count.discs", { n });

// ---------------------------------------------------------------- names

export const cardName = (id: number, t: T): string => t(`odg.card.${id}`);
export const homeworldName = (id: string, t: T): string => t(`odg.homeworld.${id}`);
export const societyName = (id: string, t: T): string => t(`odg.society.${id}`);
export const adversaryName = (id: string, t: T): string => t(`odg.adversary.${id}`);
/** An Adversary event card ("neeble-1"). */
export const eventName = (id: string, t: T): string => t(`odg.event.${id}`);
export const starbaseName = (cls: number, t: T): string => t("odg.starbase.name", { n: cls });
/** One side (0 = A, 1 = B) of an Adversary's Confrontation card. */
export const confrontationName = (adv: string, side: number, t: T): string =>
  t(`odg.confrontation.${adv}.${side}`);
export const cardKindName = (id: number, t: T): string =>
  t(`odg.kind.${GALAXY_CARDS[id - 1]?.kind ?? "location"}`);

/** The Tech a seat uses under this id: "hw" (homeworld), "soc" (society), "c<card>" (claimed). */
export function techName(tech: string, seat: { homeworld: string; society: string }, t: T): string {
  if (tech === "hw") return t(`odg.homeworldTech.${seat.homeworld}`);
  if (tech === "soc") return t(`odg.societyTech.${seat.society}`);
  return t(`odg.cardTech.${tech.slice(1)}`);
}

/** A Tech's key and definition from the engine's English name (events carry the id and that name). */
function techByName(tech: string, name: string): { key: string; def: TechDef } | null {
  if (/^c\d+$/.test(tech)) {
    const c = GALAXY_CARDS[Number(tech.slice(1)) - 1];
    return c ? { key: `odg.cardTech.${c.id}`, def: c.tech } : null;
  }
  const hw = tech === "hw" ? HOMEWORLDS.find((h) => h.tech.name === name) : undefined;
  if (hw) return { key: `odg.homeworldTech.${hw.id}`, def: hw.tech };
  const soc = tech === "soc" ? SOCIETIES.find((s) => s.tech.name === name) : undefined;
  if (soc) return { key: `odg.societyTech.${soc.id}`, def: soc.tech };
  return null;
}

// ---------------------------------------------------------------- content in words

/** A number of effect text: "2", "X", "2X", "your level", "1 per 2 fuel", "X + 1". */
export function amountText(a: Amount | undefined, t: T): string {
  if (a === undefined) return "1";
  if (typeof a === "number") return String(a);
  const parts: string[] = [];
  if (a.x) parts.push(a.x === 1 ? t("odg.amount.x") : t("odg.amount.xTimes", { k: a.x }));
  if (a.fed) parts.push(a.fed === 1 ? t("odg.amount.level") : t("odg.amount.levelTimes", { k: a.fed }));
  if (a.res) {
    const res = resourceName(a.res, t);
    parts.push(
      a.per && a.per > 1 ? t("odg.amount.per", { per: a.per, res }) : t("odg.amount.perOne", { res }),
    );
  }
  if (a.plus) parts.push(String(a.plus));
  let text = parts.reduce((acc, p) => (acc === "" ? p : t("odg.amount.plus", { a: acc, b: p })), "");
  if (text === "") text = "0";
  return a.max === undefined ? text : t("odg.amount.max", { a: text, max: a.max });
}

const isOne = (a: Amount | undefined): boolean => a === undefined || a === 1;
const isNumber = (a: Amount | undefined): boolean => a === undefined || typeof a === "number";
/** "1 per 2 ore" amounts (with an optional "plus"), said as "for every 2 ore". */
const perResource = (a: Amount | undefined) =>
  typeof a === "object" && a.res && !a.x && !a.fed
    ? { res: a.res, per: a.per ?? 1, plus: a.plus ?? 0 }
    : null;

/** "a die", "up to 2 dice", "dice (up to X)". */
function whatText(n: Amount, t: T): string {
  if (isOne(n)) return t("odg.what.one");
  return isNumber(n)
    ? t("odg.what.n", { n: amountText(n, t) })
    : t("odg.what.amount", { n: amountText(n, t) });
}

/** One step of a Tech effect, lower case: "reroll up to 2 dice", "gain a blue die showing 5". */
export function techStepText(step: TechStep, t: T): string {
  const pool = "any" in step && step.any ? t("odg.step.anyPool") : "";
  switch (step.k) {
    case "gain":
    case "roll": {
      const per = perResource(step.n);
      const base = { v: step.k === "gain" ? step.v : 0 };
      if (per) {
        const res = resourceName(per.res, t);
        return per.plus
          ? t(`odg.step.${step.k}PerPlus`, { ...base, dice: diceOf(step.c, per.plus, t), per: per.per, res })
          : t(`odg.step.${step.k}Per`, { ...base, die: aDie(step.c, t), per: per.per, res });
      }
      return isOne(step.n)
        ? t(`odg.step.${step.k}One`, { ...base, die: aDie(step.c, t) })
        : t(`odg.step.${step.k}`, { ...base, dice: diceOf(step.c, amountText(step.n, t), t) });
    }
    case "reroll":
      return t("odg.step.reroll", { what: whatText(step.n, t), pool });
    case "adjust":
      return t(`odg.step.adjust.${step.dir}`, { what: whatText(step.n, t), pool, by: step.by });
    case "set":
      return t("odg.step.set", { what: whatText(step.n, t), pool, v: step.v });
    case "ultra":
      return isOne(step.n) ? t("odg.step.ultraOne") : t("odg.step.ultra", { what: whatText(step.n, t) });
    case "fleet":
      return t("odg.step.fleet", { n: amountText(step.n, t) });
    case "probe":
      return t("odg.step.probe", { n: amountText(step.n, t) });
    case "disc":
      return t("odg.step.disc", { n: amountText(step.n, t) });
    case "payFleet":
      return t("odg.step.payFleet", { n: step.n });
    case "payScience":
      return t("odg.step.payScience", { n: step.n });
    case "calm":
      return t("odg.step.calm", { n: amountText(step.n, t) });
    case "soothe":
      return t("odg.step.soothe", { n: amountText(step.n, t) });
  }
}

/** Steps joined into one sentence: "Pay 2 Fleets, then roll 2 pink dice." (lower case after a colon). */
function sentence(parts: readonly string[], t: T, capital = true): string {
  if (parts.length === 0) return "";
  const text = parts.reduce((acc, p) => (acc === "" ? p : t("odg.word.then", { a: acc, b: p })), "");
  return `${capital ? cap(text) : text}.`;
}

/** A Tech option (one effect) as a sentence. */
export function techOptionText(steps: readonly TechStep[], t: T): string {
  return sentence(
    steps.map((s) => techStepText(s, t)),
    t,
  );
}

/** The same, in lower case, to follow a colon: "Ana uses Solar Sails: roll 2 yellow dice." */
function techOptionClause(steps: readonly TechStep[], t: T): string {
  return sentence(
    steps.map((s) => techStepText(s, t)),
    t,
    false,
  );
}

/** One step of the Adversary (escalation, event, reference rule), lower case. */
export function advStepText(step: AdvStep, t: T): string {
  switch (step.k) {
    case "loseFleet":
      return step.shortfall
        ? t("odg.adv.loseFleetShort", { n: amountText(step.n, t), k: step.shortfall })
        : t("odg.adv.loseFleet", { n: amountText(step.n, t) });
    case "escalate":
      return t("odg.adv.escalate");
    default:
      return t(`odg.adv.${step.k}`, { n: amountText(step.n, t) });
  }
}

export function advStepsText(steps: readonly AdvStep[], t: T, capital = true): string {
  return sentence(
    steps.map((s) => advStepText(s, t)),
    t,
    capital,
  );
}

/** A lasting condition an event tucks under the Adversary, as a sentence. */
export function conditionText(c: Condition, t: T): string {
  switch (c.mod) {
    case "gatherLess":
      return t("odg.cond.gatherLess", { dice: diceOf(c.c, c.n, t) });
    case "labOnly":
      return t("odg.cond.labOnly", { v: c.v });
    default:
      return t(`odg.cond.${c.mod}`, { n: c.n });
  }
}

/** A Location's restriction, as a sentence. */
export function ruleText(rule: CardRule, t: T): string {
  switch (rule.r) {
    case "noValue":
      return t("odg.rule.noValue", { v: rule.v });
    case "maxDice":
      return t("odg.rule.maxDice", { n: rule.n });
    default:
      return t(`odg.rule.${rule.r}`);
  }
}

/** A box: "yellow 5+", "wide pink, total 8+", "any die", "ring: pay 2 Fleets". */
export function boxText(spec: BoxSpec, t: T): string {
  switch (spec.t) {
    case "any":
      return t("odg.box.any");
    case "ring":
      return t(`odg.box.ring.${spec.pay}`, { n: spec.cost });
    case "wide":
      return t(`odg.box.wide.${spec.c}`, { min: spec.min });
    case "small":
      return spec.link ? t(`odg.box.link.${spec.c}`) : t(`odg.box.small.${spec.c}`, { min: spec.min });
  }
}

/** A row of boxes: "yellow 4+ · pink 3+". */
export function rowText(row: RowSpec, t: T): string {
  return row.boxes.map((b) => boxText(b, t)).join(" · ");
}

/** A milestone on the 1P or 2P side: "Have 7 ore", "Action: spend 7 Tech discs from your pool". */
export function milestoneText(req: MilestoneReq, kind: MilestoneDef["kind"], t: T): string {
  const params: Record<string, string | number> = { n: req.n };
  if (req.q === "resource") params.res = resourceName(req.res, t);
  return t(`odg.ms.kind.${kind}`, { req: t(`odg.ms.${req.q}`, params) });
}

/** A Society's rule, as a sentence. */
export function societyRuleText(rule: SocietyRule, t: T): string {
  switch (rule.rule) {
    case "exileBonus":
      return t("odg.socRule.exileBonus", { n: rule.fleets });
    case "combineHigh":
      return t("odg.socRule.combineHigh");
    default:
      return t(`odg.socRule.${rule.rule}`, { n: rule.n });
  }
}

/** An Overwhelm condition, as a sentence. */
export function overwhelmText(o: Overwhelm, t: T): string {
  return t(`odg.overwhelm.${o.when}`, { n: o.atLeast });
}

/** What a homeworld or colony gathers each turn: "2 yellow dice, 1 pink die and 2 Tech discs". */
export function yieldText(y: Yield, t: T): string {
  const parts: string[] = [];
  for (const c of COLOURS) {
    const n = y[c] ?? 0;
    if (n > 0) parts.push(diceOf(c, n, t));
  }
  if (y.discs) parts.push(discs(y.discs, t));
  return parts.length > 0 ? listOf(parts, t) : t("odg.word.nothing");
}

/** The Adversary's reference card in sentences (base side; the scene adds the hard-side changes). */
export function adversaryRuleLines(id: string, t: T): string[] {
  const a = ADVERSARIES.find((x) => x.id === id);
  if (!a) return [];
  const lines = [
    t("odg.advRef.time", { n: a.timePasses }),
    t("odg.advRef.perTurn", { n: amountText(a.influencePerTurn, t) }),
    t("odg.advRef.escalate", { steps: advStepsText(a.escalate, t, false) }),
    ...a.overwhelm.map((o) => overwhelmText(o, t)),
  ];
  if (a.spend)
    lines.push(t("odg.advRef.spend", { n: a.spend.atLeast, steps: advStepsText(a.spend.steps, t, false) }));
  if (a.encounterClaimed)
    lines.push(t("odg.advRef.claimed", { steps: advStepsText(a.encounterClaimed, t, false) }));
  return lines;
}

/** Where a box key is: "on Cinder Belt (row 2)", "in the Research Lab", "on the Confrontation card". */
export function placeText(key: string, t: T): string {
  let m = /^g(\d{1,2})\.(\d)\.\d$/.exec(key);
  if (m) return t("odg.place.card", { card: cardName(Number(m[1]), t), row: Number(m[2]) + 1 });
  m = /^s\.(\d)\.\d$/.exec(key);
  if (m) return t("odg.place.starbase", { row: Number(m[1]) + 1 });
  if (key === "lab") return t("odg.place.lab");
  if (key.startsWith("c.")) return t("odg.place.conf");
  if (key.startsWith("m.")) return t("odg.place.milestone");
  return t("odg.place.table");
}

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
function gatheredText(colours: readonly string[], nDiscs: number, t: T): string {
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

/**
 * One line of the game log for an event, or null when it says nothing to a player. `players` is
 * the table's seats (its length tells the 1P or 2P side of milestones).
 */
export function describeEvent(e: GalaxyEvent, players: readonly PlayerInfo[], t: T): string | null {
  const name = (seat: number): string => playerName(players, seat, t);
  const line = (key: string, params?: Record<string, string | number>): string => cap(t(key, params));
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
    case "studied":
    case "probed":
      return line(`odg.log.${e.type}`, { card: cardName(e.card, t), n: e.science });
    case "gathered":
      return line("odg.log.gathered", { player: name(e.seat), what: gatheredText(e.dice, e.discs, t) });
    case "diceRolled":
      return line("odg.log.diceRolled", { player: name(e.seat), dice: diceList(e.dice, t) });
    case "actionsDone":
      return line("odg.log.actionsDone", { player: name(e.seat) });
    case "reset":
      return null;
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
    case "techUsed": {
      const found = techByName(e.tech, e.name);
      const steps = found?.def.options[e.opt]?.steps;
      const tech = found ? t(found.key) : t("odg.word.aTech");
      return steps
        ? line("odg.log.techUsed", { player: name(e.seat), tech, effect: techOptionClause(steps, t) })
        : line("odg.log.techUsedPlain", { player: name(e.seat), tech });
    }
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

// ---------------------------------------------------------------- the prompt

/** The box a key names in this view (the wide box being filled, for its missing pips). */
export function boxSpecAt(v: GalaxyPublic, key: string): BoxSpec | null {
  if (key === "lab") return { t: "any" };
  let m = /^g(\d{1,2})\.(\d)\.(\d)$/.exec(key);
  if (m) return GALAXY_CARDS[Number(m[1]) - 1]?.rows[Number(m[2])]?.boxes[Number(m[3])] ?? null;
  m = /^s\.(\d)\.(\d)$/.exec(key);
  if (m) return STARBASE_CLASSES[v.starbase.cls - 1]?.rows[Number(m[1])]?.boxes[Number(m[2])] ?? null;
  m = /^c\.(\d)$/.exec(key);
  if (m) return v.confRow?.boxes[Number(m[1])] ?? null;
  m = /^m\.(.+)$/.exec(key);
  if (m) {
    const id = m[1];
    for (const s of v.seats) {
      const defs = [
        ...HOMEWORLDS.filter((h) => h.id === s.homeworld).map((h) => h.milestone),
        ...SOCIETIES.filter((x) => x.id === s.society).flatMap((x) => x.milestones),
      ];
      const req = defs.find((d) => d.id === id)?.req[v.players >= 2 ? 1 : 0];
      if (req?.q === "diceTotal") return { t: "wide", c: "grey", min: req.n };
    }
  }
  return null;
}

/** Pips still missing on a wide box (the view's `openBox` says it for the box being filled). */
export function missingPips(v: GalaxyPublic, key: string): number {
  if (v.openBox?.key === key) return v.openBox.missing;
  const spec = boxSpecAt(v, key);
  const min = spec?.t === "wide" || spec?.t === "small" ? spec.min : 0;
  const sum = (v.placed[key] ?? []).reduce((a, p) => a + pipsOf(p.die), 0);
  return Math.max(0, min - sum);
}

/** The pick a pending Tech step asks for: "choose a die to reroll (2 left), or Stop". */
function pickPrompt(u: OdgUpdate, seat: number, t: T): string | null {
  const v = u.view.public;
  const p = v.seats[seat];
  const st = p?.pending?.steps[0];
  if (!p?.pending || !st) return null;
  const tech = techName(p.pending.tech, p, t);
  const pool = "any" in st && st.any && v.players > 1 ? t("odg.step.anyPool") : "";
  const params = { tech, n: p.pending.left, pool };
  switch (st.k) {
    case "reroll":
      return t("odg.prompt.pick.reroll", params);
    case "adjust":
      return t(`odg.prompt.pick.adjust.${st.dir}`, { ...params, by: st.by });
    case "set":
      return t("odg.prompt.pick.set", { ...params, v: st.v });
    case "ultra":
      return t("odg.prompt.pick.ultra", params);
    default:
      return t("odg.prompt.pick.other", params);
  }
}

/** What the viewer may do now, and why, from the view and the legal moves. */
export function prompt(u: OdgUpdate, t: T): string {
  const v = u.view.public as GalaxyPublic | undefined;
  // The first update of a table can come before its state has synced (an empty view).
  if (!v?.seats) return "";
  const name = (seat: number): string => playerName(u.players, seat, t);
  const phase: string = v.phase;
  if (u.status === "finished" || phase === "over" || v.result) {
    const won = v.result?.won ?? u.outcome?.cooperative?.won ?? false;
    const reason = reasonText(v.result?.reason ?? u.outcome?.reason ?? "", t);
    return t(won ? "odg.prompt.won" : "odg.prompt.lost", { reason });
  }
  const me = u.seat;
  const mine = me !== null && u.actors.includes(me) && u.legal.length > 0;
  if (phase === "results") {
    const d = v.decision;
    if (!d) return t("odg.prompt.phase.results");
    if (d.kind === "claim") {
      const c = GALAXY_CARDS[d.card - 1];
      const card = cardName(d.card, t);
      if (!mine || !c) return t("odg.prompt.watch.claim", { card });
      const text = t("odg.prompt.claim", {
        card,
        yield: yieldText(c.colony, t),
        tech: c.tech.options.map((o) => techOptionClause(o.steps, t)).join(" / "),
      });
      const partner = v.players > 1 && me !== null ? 1 - me : null;
      return partner !== null ? `${text} ${t("odg.prompt.claimWho", { player: name(partner) })}` : text;
    }
    if (d.kind === "lab") {
      if (!mine) return t("odg.prompt.watch.lab", { pips: d.pips });
      const probe = u.legal.some((m) => m.type === "probe");
      const study = u.legal.some((m) => m.type === "study");
      const key = probe && study ? "both" : probe ? "probe" : study ? "study" : "none";
      return t(`odg.prompt.lab.${key}`, { pips: d.pips, probe: v.lab.probe });
    }
    const cls = v.starbase.cls;
    const cost = v.starbase.upgradeCost ?? STARBASE_CLASSES[cls - 1]?.upgradeCost ?? 0;
    return mine
      ? t("odg.prompt.upgrade", { n: cls + 1, cost, have: v.starbase.scienceTotal })
      : t("odg.prompt.watch.upgrade", { n: cls + 1 });
  }
  if (phase === "action") {
    if (mine && me !== null) {
      const p = v.seats[me]!;
      if (!p.rolled) {
        return p.unrolled.length > 0
          ? t("odg.prompt.roll", { what: gatheredText(p.unrolled, 0, t) })
          : t("odg.prompt.rollNone");
      }
      if (p.pending) return pickPrompt(u, me, t) ?? t("odg.prompt.wait");
      if (v.open) {
        const canPlace = u.legal.some((m) => m.type === "place" && m.to === v.open);
        const stuck = v.openBox ? v.openBox.stuck || !canPlace : !canPlace;
        return t(stuck ? "odg.prompt.openStuck" : "odg.prompt.open", {
          place: placeText(v.open, t),
          n: missingPips(v, v.open),
        });
      }
      const dice = p.pool.length;
      if (dice === 0 && p.discs === 0) return t("odg.prompt.actionEmpty");
      const key = dice === 0 ? "actionNoDice" : p.discs === 0 ? "actionNoDiscs" : "action";
      return t(`odg.prompt.${key}`, { n: dice, discs: p.discs });
    }
    const acting = u.actors.filter((s) => s !== me).map(name);
    if (acting.length === 0) return t("odg.prompt.wait");
    if (me !== null && v.seats[me]) return t("odg.prompt.waitPartner", { player: listOf(acting, t) });
    return t("odg.prompt.watch.action", { players: listOf(acting, t), n: acting.length });
  }
  return ["adversary", "discover"].includes(phase) ? t(`odg.prompt.phase.${phase}`) : t("odg.prompt.wait");
}
