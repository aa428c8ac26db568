/** The "fair deal" line of a table: the seed's hash published from the start, explained, with a copy button. */
import type { Translate } from "../i18n/i18n.ts";
import { toast } from "./chrome.ts";
import { h } from "./dom.ts";

/** First and last characters of a long hex string ("3f2a9c1e…77d0"). */
export function shortHash(hash: string): string {
  return hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-4)}` : hash;
}

/** A sentence with `\u0000` where a piece of code goes: text, <code>, text. */
export function withCode(sentence: string, code: string): (string | HTMLElement)[] {
  const [before, after] = sentence.split("\u0000");
  return [before ?? "", h("code", null, code), after ?? ""];
}

/** Copies a text, telling the player (or showing the text when the page may not copy). */
export function copyText(text: string, done: string): void {
  if (navigator.clipboard?.writeText)
    navigator.clipboard.writeText(text).then(
      () => toast(done),
      () => toast(text),
    );
  else toast(text);
}

/** Whether the player opened the fair-deal line (kept across re-renders of the page). */
let fairOpen = false;

/** A collapsed "Fair deal · seed hash 3f2a…" line; open, it explains the commitment and offers to copy the hash. */
export function fairDeal(seedHash: string, t: Translate, revealed = false): HTMLElement {
  return h(
    "details",
    {
      class: "fair",
      id: "fair-deal",
      open: fairOpen,
      ontoggle: (e: Event) => {
        fairOpen = (e.target as HTMLDetailsElement).open;
      },
    },
    h(
      "summary",
      null,
      h("strong", null, t("fair.title")),
      " · ",
      h(
        "span",
        { class: "mono", id: "seed-hash-short", title: seedHash },
        t("fair.hash", { hash: shortHash(seedHash) }),
      ),
    ),
    h("p", { class: "small" }, t("fair.explain")),
    h(
      "p",
      { class: "small" },
      h("span", { class: "muted" }, `${t("fair.fullHash")}: `),
      h("code", { class: "hash", id: "seed-hash" }, seedHash),
    ),
    h(
      "div",
      { class: "action-row" },
      h(
        "button",
        {
          type: "button",
          class: "btn btn-small",
          id: "copy-hash",
          onclick: () => copyText(seedHash, t("fair.copied")),
        },
        t("fair.copy"),
      ),
    ),
    revealed ? null : h("p", { class: "small muted" }, t("fair.pending")),
  );
}
