/**
 * The shape of a game's rules page for players: sections of short blocks (paragraphs, lists,
 * numbered steps, terms, small drawings, "on this site" notes), one page per language. Text is
 * plain; `**words**` marks a rulebook term in bold (rendered as <strong>, never as HTML).
 */
import type { Lang } from "../i18n/i18n.ts";

export type Block =
  | { kind: "p"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "steps"; items: string[] }
  | { kind: "terms"; items: { term: string; text: string }[] }
  /** A drawing of `drawings.ts` (by id) with its caption. */
  | { kind: "figure"; art: string; caption: string }
  /** Where the site decided something the rulebook leaves open, or plays it for you. */
  | { kind: "site"; text: string };

export interface HelpSection {
  /** Anchor of the section (`/rules/<game>#<id>`), the same in every language. */
  id: string;
  title: string;
  blocks: Block[];
}

export interface HelpPage {
  /** The game's name as players know it. */
  title: string;
  /** One or two sentences: what kind of game this is. */
  intro: string;
  /** "2-4 players" in words. */
  players: string;
  sections: HelpSection[];
}

/** A game's rules pages, by language. */
export type GameHelp = Record<Lang, HelpPage>;

export const p = (text: string): Block => ({ kind: "p", text });
export const list = (...items: string[]): Block => ({ kind: "list", items });
export const steps = (...items: string[]): Block => ({ kind: "steps", items });
export const terms = (...items: [string, string][]): Block => ({
  kind: "terms",
  items: items.map(([term, text]) => ({ term, text })),
});
export const fig = (art: string, caption: string): Block => ({ kind: "figure", art, caption });
export const site = (text: string): Block => ({ kind: "site", text });
export const section = (id: string, title: string, ...blocks: Block[]): HelpSection => ({
  id,
  title,
  blocks,
});

/** Every text of a block (for checks: none empty, bold marks balanced). */
export function blockTexts(b: Block): string[] {
  switch (b.kind) {
    case "p":
    case "site":
      return [b.text];
    case "list":
    case "steps":
      return b.items;
    case "terms":
      return b.items.flatMap((i) => [i.term, i.text]);
    case "figure":
      return [b.caption];
  }
}

/** A text split into plain and bold runs at its `**` marks. */
export function runs(text: string): { text: string; bold: boolean }[] {
  return text
    .split("**")
    .map((t, i) => ({ text: t, bold: i % 2 === 1 }))
    .filter((r) => r.text !== "");
}
