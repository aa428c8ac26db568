/**
 * One Deck Galaxy's content in words: amounts, Tech effects, Adversary steps, conditions,
 * restrictions, boxes, milestones, society rules, yields and places, as sentences of the viewer's
 * language (messages.ts). Every number comes from the content data or the view. Pure.
 */
import { ADVERSARIES } from "@starport/rules/one-deck-galaxy/content.ts";
import type {
  AdvStep,
  Amount,
  BoxSpec,
  CardRule,
  Condition,
  MilestoneDef,
  MilestoneReq,
  Overwhelm,
  RowSpec,
  SocietyRule,
  TechStep,
  Yield,
} from "@starport/rules/one-deck-galaxy/types.ts";
import { aDie, COLOURS, cap, cardName, diceOf, discs, listOf, resourceName, type T } from "./words.ts";

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
export function techOptionClause(steps: readonly TechStep[], t: T): string {
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
