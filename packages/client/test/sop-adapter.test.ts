/**
 * Space Opera's board adapter against the real rules: over seeded bot games at 2, 3 and 4 players
 * (round limit 8), every legal move of the acting seat can be reached through the board's targets
 * (a click, or selections then a click: planets, ships, flows), no target sends a move that is not
 * legal, spectators get nothing to click, and every word the board shows exists in English and
 * Spanish with the same placeholders.
 */
import { spaceOpera as game } from "@starport/rules/space-opera/index.ts";
import type { OperaMove } from "@starport/rules/space-opera/types.ts";
import { describe, expect, it } from "vitest";
import { interaction, type Selection } from "../src/games/space-opera/adapter.ts";
import { messages } from "../src/games/space-opera/dictionary.ts";
import { placeholders } from "../src/i18n/i18n.ts";
import { moveText, playBotGame, reachableMoves } from "./support/bot-games.ts";

const key = moveText;

/** Every move the board can send from here (targets, and through selections a few clicks deep). */
const reachable = (
  view: ReturnType<typeof game.publicView>,
  legal: OperaMove[],
  seat: number,
  sel: Selection | null,
  depth: number,
  labels: Set<string>,
  compact = false,
) => reachableMoves((s: Selection | null) => interaction(view, legal, seat, s, compact), sel, depth, labels);

function playOut(players: number, seed: string): { labels: Set<string>; decisions: Set<string> } {
  const labels = new Set<string>();
  const decisions = new Set<string>();
  const options = game.optionsSchema.parse({ roundLimit: 8 });
  playBotGame(game, players, seed, options, ({ n, seat, view, legal }) => {
    if (n % 3 !== 0 && legal.length >= 40) return;
    const got = reachable(view.public, legal, seat, null, 6, labels);
    const want = new Set(legal.map(key));
    // On a phone too (cargo as buttons): every move, and no other.
    const phone = reachable(view.public, legal, seat, null, 6, labels, true);
    expect(
      [...want].filter((k) => !phone.has(k)),
      `every legal move reachable on a phone (${view.public.phase})`,
    ).toEqual([]);
    expect([...phone.keys()].filter((k) => !want.has(k))).toEqual([]);
    expect(
      [...got.keys()].filter((k) => !want.has(k)),
      "targets send only legal moves",
    ).toEqual([]);
    expect(
      [...want].filter((k) => !got.has(k)),
      `every legal move reachable (${view.public.phase})`,
    ).toEqual([]);
    const it0 = interaction(view.public, legal, seat, null);
    const d = it0.decision;
    if (d) decisions.add(d);
    // the prompt never invites a move no ship can make (seen in a phone screenshot: "click one of
    // your ships" under a status saying none can start)
    if (d === "move" && !view.public.active && !legal.some((m) => m.type === "step")) {
      expect(it0.hint.key, "move phase without a ship that can start").not.toBe("sop.hint.move");
      decisions.add("move-without-step");
    }
    expect(interaction(view.public, [], null, null).targets).toEqual([]);
  });
  return { labels, decisions };
}

describe("Space Opera board adapter", () => {
  const runs = [playOut(2, "sop-2"), playOut(3, "sop-3"), playOut(4, "sop-4")];

  it("every legal move is reachable through the board, and only legal moves (2, 3 and 4 players)", () => {
    const decisions = new Set(runs.flatMap((r) => [...r.decisions]));
    for (const d of ["build", "move", "move-without-step"]) expect(decisions.has(d), d).toBe(true);
  });

  it("every word the board shows exists in English and Spanish, with the same placeholders", () => {
    // the board's words (board-messages.ts, card-messages.ts; a few hints are the prompt's own words)
    const { en, es } = messages;
    const labels = new Set(runs.flatMap((r) => [...r.labels]));
    for (const k of labels) {
      if (k.startsWith("tech.")) continue; // tech names: messages.ts
      expect(Object.hasOwn(en, k), `en ${k}`).toBe(true);
      expect(Object.hasOwn(es, k), `es ${k}`).toBe(true);
    }
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const k of Object.keys(en)) expect(placeholders(es[k]!), k).toEqual(placeholders(en[k]!));
  });
});
