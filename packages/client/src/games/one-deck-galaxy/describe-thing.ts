/**
 * What a thing on the One Deck Galaxy board is, in words, with the view's numbers (hover, long
 * press, a tap on something not playable, help mode). `id` is a hit id of the drawing (adapter.ts
 * lists them). Pure.
 */
import type { Resource } from "@starport/rules/one-deck-galaxy/types.ts";
import type { GalaxyPublic } from "@starport/rules/one-deck-galaxy/view.ts";
import { findBox, poolOrder } from "./adapter.ts";
import {
  advStepText,
  boxText,
  conditionText,
  milestoneText,
  overwhelmText,
  ruleText,
  societyRuleText,
  techOptionText,
  yieldText,
} from "./content-words.ts";
import { cardName, dieText, resourceName, type T } from "./words.ts";

/** A hit id taken apart (`kind:a:b:c`), with the view and the words to describe it. */
interface Thing {
  v: GalaxyPublic;
  t: T;
  /** A seat's name. */
  name(seat: number): string;
  kind: string;
  a: string;
  b: string;
  c: string;
}

/** What the thing with hit id `id` is ("" when the view has no such thing). */
export function describeThing(v: GalaxyPublic, id: string, t: T, name: (seat: number) => string): string {
  const [kind = "", a = "", b = "", c = ""] = id.split(":");
  return BY_KIND.get(kind)?.({ v, t, name, kind, a, b, c }) ?? "";
}

/** A die of a pool, the dice not rolled yet, a seat's Tech discs. */
function poolThing({ v, t, name, kind, a, b }: Thing): string {
  if (kind === "unrolled") return t("odg.describe.unrolled");
  if (kind === "discs") return t("odg.describe.discs", { n: v.seats[Number(a)]?.discs ?? 0 });
  const d = poolOrder(v.seats[Number(a)]?.pool ?? [])[Number(b)];
  return d ? t("odg.describe.die", { die: dieText(d, t), who: name(Number(a)) }) : "";
}

/** A box or ring with the dice on it (a wide one with the pips it still needs), or the Research Lab. */
function boxThing({ v, t, a }: Thing): string {
  const box = findBox(v, a);
  if (a === "lab") return t("odg.describe.lab", { n: v.starbase.lab.pips });
  if (!box) return "";
  const on = box.dice.map((d) => dieText(d.die, t)).join(", ");
  const base = boxText(box.spec, t);
  if (box.spec.t === "wide" && box.missing > 0 && on)
    return t("odg.describe.wideBox", { box: base, dice: on, n: box.missing });
  return on ? t("odg.describe.boxWith", { box: base, dice: on }) : base;
}

/** A card of the Discovery Zone (or being claimed): influence, restriction, rewards. */
function cardThing({ v, t, a }: Thing): string {
  const z = v.zone.find((x) => x.id === Number(a)) ?? (v.claimCard?.id === Number(a) ? v.claimCard : null);
  if (!z) return "";
  const parts = [cardName(z.id, t)];
  parts.push(
    z.kind === "encounter"
      ? t("odg.describe.encounter", { n: z.influence, of: z.threshold ?? 0 })
      : t("odg.describe.location", { n: z.influence, of: z.cost ?? 0 }),
  );
  if (z.rule) parts.push(ruleText(z.rule, t));
  parts.push(t("odg.describe.rewards", { colony: yieldText(z.colony, t), tech: t(`odg.cardTech.${z.id}`) }));
  return parts.join(" · ");
}

/** A civilization's parts: a Tech effect, a milestone, the level, a resource, the society, a colony. */
function civThing({ v, t, kind, a, b, c }: Thing): string {
  const s = v.seats[Number(a)];
  switch (kind) {
    case "tech": {
      const tech = s?.techList.find((x) => x.id === b);
      const opt = tech?.options[Number(c)];
      if (!tech || !opt) return "";
      const what = techOptionText(opt.steps, t);
      if (opt.locked) return t("odg.describe.techLocked", { what, n: opt.minLevel ?? 0 });
      if (tech.activated) return t("odg.describe.techUsed", { what });
      return t("odg.describe.tech", { what });
    }
    case "ms": {
      const m = s?.milestoneList.find((x) => x.id === b);
      return m ? milestoneText(m.req, m.kind, t) + (m.done ? ` · ${t("odg.label.reached")}` : "") : "";
    }
    case "level":
      return t("odg.describe.level", { n: s?.level ?? 1 });
    case "res":
      return t("odg.describe.resource", {
        res: resourceName(b as Resource, t),
        n: s?.resources[b as Resource] ?? 0,
      });
    case "soc":
      return societyRuleText(s!.societyRule, t);
    default:
      return t("odg.describe.colony", { card: cardName(Number(b), t) });
  }
}

/** The Adversary card (its discs, Overwhelm conditions), its lasting conditions, the deck, the flip. */
function adversaryThing({ v, t, kind, a, b }: Thing): string {
  switch (kind) {
    case "cond": {
      const cd = v.adv.conditions[Number(a)];
      return cd ? conditionText(cd, t) : "";
    }
    case "deck":
      return t("odg.describe.deck", { n: v.deckSize, events: v.eventsLeft });
    case "conf":
      return t("odg.describe.flip");
  }
  if (a === "disc") return t("odg.describe.advDisc", { n: Number(b) + 1 });
  if (a === "over") {
    const o = v.adv.overwhelm[Number(b)];
    return o ? overwhelmText(o, t) : "";
  }
  const esc = v.adv.escalate.map((s) => advStepText(s, t)).join(", ");
  return t("odg.describe.adversary", { n: v.adv.influence, per: v.adv.perTurn, escalate: esc });
}

/** The Starbase's Fleets, Science, discs, Ultratech, and the Adversary discs claimed. */
function starbaseThing({ v, t, a }: Thing): string {
  switch (a) {
    case "fleets":
      return t("odg.describe.fleets", { n: v.starbase.fleets });
    case "science":
      return t("odg.describe.science", { n: v.starbase.scienceTotal });
    case "discs":
      return t("odg.describe.sbDiscs", { n: v.starbase.discs });
    case "ultra":
      return t("odg.describe.ultratech", { n: v.starbase.ultratechCost });
    case "claimed":
      return t("odg.describe.claimed", { n: v.adv.claimed });
    default:
      return "";
  }
}

/** Each kind of hit id by the part of the board it is on. */
const BY_KIND = new Map<string, (x: Thing) => string>([
  ["die", poolThing],
  ["unrolled", poolThing],
  ["discs", poolThing],
  ["box", boxThing],
  ["card", cardThing],
  ["tech", civThing],
  ["ms", civThing],
  ["level", civThing],
  ["res", civThing],
  ["soc", civThing],
  ["colony", civThing],
  ["adv", adversaryThing],
  ["cond", adversaryThing],
  ["deck", adversaryThing],
  ["conf", adversaryThing],
  ["sb", starbaseThing],
]);
