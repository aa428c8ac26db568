/**
 * One Deck Galaxy in words, the small ones: names, dice, counts, lists, through the game's
 * dictionaries (messages.ts, keys `odg.*`). Content in words is content-words.ts's, the log
 * log.ts's, the prompt prompt.ts's. Nothing here decides a rule. Dice are written as words
 * ("a yellow 5", "un 5 amarillo"), never as "y5". Pure.
 */
import { GALAXY_CARDS, HOMEWORLDS, SOCIETIES } from "@starport/rules/one-deck-galaxy/content.ts";
import type { Resource, TechDef } from "@starport/rules/one-deck-galaxy/types.ts";
import type { PlayerInfo } from "../contract.ts";

export type T = (key: string, params?: Record<string, string | number>) => string;

export const COLOURS = ["yellow", "pink", "blue", "black"] as const;
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

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const colourName = (c: string, t: T): string => t(`odg.colour.${c}`);
export const resourceName = (r: Resource, t: T): string => t(`odg.res.${r}`);

/** A die in words: "y5" (or a placed "y51") is "yellow 5" / "5 amarillo". */
export function dieText(die: string, t: T): string {
  return t("odg.die", { colour: colourName(LETTER_COLOUR[die[0] ?? ""] ?? "black", t), v: die.charAt(1) });
}

/** A die with its article: "a yellow 5" / "un 5 amarillo". */
export function dieA(die: string, t: T): string {
  return t("odg.dieA", { colour: colourName(LETTER_COLOUR[die[0] ?? ""] ?? "black", t), v: die.charAt(1) });
}

/** "a yellow 5, a pink 3 and a blue 2" (or "nothing"). */
export function diceList(dice: readonly string[], t: T): string {
  return dice.length > 0
    ? listOf(
        dice.map((d) => dieA(d, t)),
        t,
      )
    : t("odg.word.nothing");
}

/** "2 yellow dice" / "2 dados amarillos" ({n} may be a number or an amount in words). */
export const diceOf = (c: string, n: number | string, t: T): string => t(`odg.dice.${c}`, { n });
/** "a yellow die" / "un dado amarillo". */
export const aDie = (c: string, t: T): string => t(`odg.aDie.${c}`);

export const fleets = (n: number | string, t: T): string => t("odg.count.fleets", { n });
export const science = (n: number | string, t: T): string => t("odg.count.science", { n });
export const discs = (n: number | string, t: T): string => t("odg.count.discs", { n });

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
export function techByName(tech: string, name: string): { key: string; def: TechDef } | null {
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
