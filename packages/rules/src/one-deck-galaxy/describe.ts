/** English text for content data (effects, rules, requirements), for the UI and the docs. */
import type {
  AdvStep,
  Amount,
  BoxSpec,
  CardRule,
  Condition,
  MilestoneDef,
  Overwhelm,
  RowSpec,
  SocietyRule,
  TechStep,
  Yield,
} from "./types.ts";

const LETTER: Record<string, string> = { yellow: "Y", pink: "P", blue: "B", grey: "G" };

/** A box in the notation of the content tables: Y4, P8w, A, =, F2, S3. */
export function boxText(b: BoxSpec): string {
  switch (b.t) {
    case "any":
      return "A";
    case "ring":
      return `${b.pay === "fleet" ? "F" : "S"}${b.cost}`;
    case "wide":
      return `${LETTER[b.c]}${b.min}w`;
    case "small":
      return b.link ? `${b.c === "grey" ? "" : LETTER[b.c]}=` : `${LETTER[b.c]}${b.min}`;
  }
}

export function rowText(r: RowSpec): string {
  return r.boxes.map(boxText).join(" ");
}

export function amountText(a: Amount | undefined): string {
  if (a === undefined) return "1";
  if (typeof a === "number") return String(a);
  const parts: string[] = [];
  if (a.x) parts.push(a.x === 1 ? "X" : `${a.x}X`);
  if (a.fed) parts.push(a.fed === 1 ? "your Federation Level" : `${a.fed} x your Federation Level`);
  if (a.res) parts.push(a.per && a.per > 1 ? `1 per ${a.per} ${a.res}` : `1 per ${a.res}`);
  if (a.plus) parts.push(String(a.plus));
  return parts.join(" + ") || "0";
}

const dice = (n: Amount | undefined, colour: string) => {
  if (typeof n === "object" && n.res && !n.x && !n.fed) {
    const base = n.plus
      ? `${n.plus} ${colour} ${n.plus === 1 ? "die" : "dice"}, plus one`
      : `a ${colour} die`;
    return `${base} for every ${n.per ?? 1} ${n.res}`;
  }
  const t = amountText(n);
  return t === "1" ? `a ${colour} die` : `${t} ${colour} dice`;
};

export function techStepText(st: TechStep): string {
  const upTo = (n: Amount) => (amountText(n) === "1" ? "a die" : `up to ${amountText(n)} dice`);
  const from = (any?: boolean) => (any ? " from any pool" : "");
  switch (st.k) {
    case "gain":
      return `gain ${dice(st.n, st.c)} showing ${st.v}`;
    case "roll":
      return `roll ${dice(st.n, st.c)}`;
    case "reroll":
      return `reroll ${upTo(st.n)}${from(st.any)}`;
    case "adjust":
      return `${st.dir === "up" ? "increase" : st.dir === "down" ? "decrease" : "change"} ${upTo(st.n)}${from(st.any)} by ${st.by}`;
    case "set":
      return `set ${upTo(st.n)}${from(st.any)} to ${st.v}`;
    case "ultra":
      return `swap ${upTo(st.n)} for ${amountText(st.n) === "1" ? "a black die" : "black dice"} showing the same value`;
    case "fleet":
      return `gain ${amountText(st.n)} Fleet(s)`;
    case "probe":
      return `launch ${amountText(st.n)} Probe(s)`;
    case "disc":
      return `gain ${amountText(st.n)} Tech disc(s)`;
    case "payFleet":
      return `spend ${st.n} Fleet(s)`;
    case "payScience":
      return `spend ${st.n} Science`;
    case "calm":
      return `the Adversary loses ${amountText(st.n)} influence`;
    case "soothe":
      return `each Encounter loses ${amountText(st.n)} influence`;
  }
}

export function stepsText(steps: readonly TechStep[]): string {
  const t = steps.map(techStepText).join(", then ");
  return t.charAt(0).toUpperCase() + t.slice(1) + ".";
}

export function advStepText(st: AdvStep): string {
  switch (st.k) {
    case "advGain":
      return `the Adversary gains ${amountText(st.n)} influence`;
    case "advLose":
      return `the Adversary loses ${amountText(st.n)} influence`;
    case "encGain":
      return `each Encounter gains ${amountText(st.n)} influence`;
    case "loseFleet":
      return `lose ${amountText(st.n)} Fleets${st.shortfall ? ` (the Adversary gains ${st.shortfall} influence for each one you cannot lose)` : ""}`;
    case "loseScience":
      return `discard ${amountText(st.n)} Science`;
    case "discardDeck":
      return `discard the top ${amountText(st.n)} cards of the deck`;
    case "store":
      return `store ${amountText(st.n)} dice from the supply on the Adversary (the most plentiful colour first)`;
    case "escalate":
      return "Escalate";
  }
}

export function advStepsText(steps: readonly AdvStep[]): string {
  if (steps.length === 0) return "";
  const t = steps.map(advStepText).join(", then ");
  return t.charAt(0).toUpperCase() + t.slice(1) + ".";
}

export function conditionText(c: Condition): string {
  switch (c.mod) {
    case "gatherLess":
      return `Each player gathers ${c.n} fewer ${c.c} die.`;
    case "discsLess":
      return `Each player gathers ${c.n} fewer Tech disc.`;
    case "timeMore":
      return `Time Passes discards ${c.n} more card(s).`;
    case "calibrateCost":
      return `Calibrating a die costs ${c.n} Fleets.`;
    case "encounterMore":
      return `Encounters gain ${c.n} more influence each Adversary phase.`;
    case "labOnly":
      return `Dice showing ${c.v} may only be placed in the Research Lab.`;
    case "ringMore":
      return `Every ring costs ${c.n} more.`;
    case "labMore":
      return `Probes and Studies cost ${c.n} more pips.`;
  }
}

export function ruleText(r: CardRule): string {
  switch (r.r) {
    case "noValue":
      return `Restriction: no dice showing ${r.v}.`;
    case "distinct":
      return "Restriction: all dice here must have different values.";
    case "noBlack":
      return "Restriction: no black dice.";
    case "even":
      return "Restriction: even dice only.";
    case "odd":
      return "Restriction: odd dice only.";
    case "maxDice":
      return `Restriction: at most ${r.n} dice on this card.`;
  }
}

export function overwhelmText(o: Overwhelm): string {
  switch (o.when) {
    case "influence":
      return `the Adversary has ${o.atLeast} or more influence (then discard it all)`;
    case "encounters":
      return `${o.atLeast} or more Encounters are in play (then discard them)`;
    case "stored":
      return `${o.atLeast} or more dice are stored on the Adversary (then return them)`;
  }
}

export function yieldText(y: Yield): string {
  const parts: string[] = [];
  for (const [k, label] of [
    ["yellow", "Y"],
    ["pink", "P"],
    ["blue", "B"],
    ["black", "K"],
  ] as const) {
    const n = y[k] ?? 0;
    if (n) parts.push(`${n}${label}`);
  }
  if (y.discs) parts.push(`${y.discs} disc${y.discs > 1 ? "s" : ""}`);
  return parts.join(" ");
}

export function milestoneText(m: MilestoneDef, players: number): string {
  const r = m.req[players - 1]!;
  const prefix =
    m.kind === "action"
      ? "Action: "
      : m.kind === "anyTime"
        ? "At any time: "
        : m.kind === "endOfTurn"
          ? "End the Results phase with "
          : "Have ";
  switch (r.q) {
    case "colonies":
      return `${prefix}${r.n} colonies`;
    case "techs":
      return `${prefix}${r.n} claimed techs`;
    case "encounterCards":
      return `${prefix}${r.n} claimed Encounters`;
    case "resource":
      return `${prefix}${r.n} ${r.res}`;
    case "resourceKinds":
      return `${prefix}${r.n} different resources`;
    case "resources":
      return `${prefix}${r.n} resources`;
    case "fleets":
      return `${prefix}${r.n} Fleets`;
    case "science":
      return `${prefix}${r.n} Science`;
    case "starbase":
      return `${prefix}a Class ${r.n} Starbase`;
    case "advDiscs":
      return `${prefix}${r.n} Adversary discs removed`;
    case "poolValues":
      return `${prefix}dice of ${r.n} different values in your pool`;
    case "poolSame":
      return `${prefix}${r.n} dice of the same value in your pool`;
    case "spendDiscs":
      return `${prefix}spend ${r.n} Tech discs from your pool`;
    case "diceTotal":
      return `${prefix}discard dice totalling ${r.n} from your pool`;
    case "exileColonies":
      return `${prefix}exile ${r.n} ${r.n === 1 ? "colony" : "colonies"}`;
  }
}

export function societyRuleText(r: SocietyRule): string {
  switch (r.rule) {
    case "labDiscount":
      return `Probes and Studies in the Research Lab cost ${r.n} fewer pips.`;
    case "exileBonus":
      return `Whenever you exile colonies for a milestone, gain ${r.fleets} Fleets.`;
    case "extraDiscs":
      return `Gather ${r.n} more Tech disc each turn.`;
    case "combineHigh":
      return "When you combine dice, the black die takes the higher value.";
    case "colonyFleets":
      return `Whenever you found a Colony, gain ${r.n} Fleet.`;
  }
}
