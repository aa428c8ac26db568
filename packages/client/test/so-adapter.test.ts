/**
 * stellar_omega's board adapter against the real rules: over seeded bot games at 2, 3 and 4
 * players, every legal move of the acting seat can be reached through the board's targets (a
 * click, or selections then a click), no target sends a move that is not legal, spectators get
 * nothing to click, every event that moves something on the board has its animation step, and
 * every word the board shows exists in English and Spanish with the same placeholders.
 */
import { stellarOmega as game } from "@starport/rules/stellar-omega/index.ts";
import type { OmegaEvent, OmegaMove } from "@starport/rules/stellar-omega/types.ts";
import { describe, expect, it } from "vitest";
import { interaction, type Selection } from "../src/games/stellar-omega/adapter.ts";
import { animationSteps } from "../src/games/stellar-omega/animation.ts";
import { boardMessages } from "../src/games/stellar-omega/board-messages.ts";
import { candidateMove } from "../src/games/stellar-omega/candidate.ts";
import { messages } from "../src/games/stellar-omega/dictionary.ts";
import { placeholders } from "../src/i18n/i18n.ts";
import { moveText, playBotGame, reachableMoves } from "./support/bot-games.ts";

const key = moveText;

/** Every move the board can send from here (targets, and through selections a few clicks deep). */
const reachable = (
  view: ReturnType<typeof game.publicView>,
  legal: OmegaMove[],
  seat: number,
  hand: string[],
  sel: Selection | null,
  depth: number,
  labels: Set<string>,
) =>
  reachableMoves(
    (s: Selection | null) => interaction(view, legal, seat, hand as never, s),
    sel,
    depth,
    labels,
  );

interface Played {
  states: number;
  decisions: Set<string>;
  labels: Set<string>;
  events: OmegaEvent[];
}

function playOut(players: number, seed: string): Played {
  const out: Played = { states: 0, decisions: new Set(), labels: new Set(), events: [] };
  const { moves, events } = playBotGame(game, players, seed, {}, ({ seat, view, legal }) => {
    const hand = [...view.private.hand];
    const got = reachable(view.public, legal, seat, hand, null, 3, out.labels);
    const want = new Set(legal.map(key));
    expect(
      [...got.keys()].filter((k) => !want.has(k)),
      "targets send only legal moves",
    ).toEqual([]);
    expect(
      [...want].filter((k) => !got.has(k)),
      `every legal move reachable (phase ${view.public.phase})`,
    ).toEqual([]);
    const d = interaction(view.public, legal, seat, hand, null).decision;
    if (d) out.decisions.add(d);
    // A spectator has nothing to click.
    expect(interaction(view.public, [], null, [], null).targets).toEqual([]);
  });
  out.events = events;
  out.states = moves;
  return out;
}

describe("stellar_omega board adapter", () => {
  const runs = [playOut(2, "adapter-2"), playOut(3, "adapter-3"), playOut(4, "adapter-4")];

  it("every legal move is reachable through the board, and only legal moves (2, 3 and 4 players)", () => {
    const decisions = new Set(runs.flatMap((r) => [...r.decisions]));
    // The decisions a whole game asks for, each seen at least once over the three games.
    for (const d of ["race", "bid", "turn", "gateRoll", "gateMove", "levelUp"])
      expect(decisions.has(d), d).toBe(true);
    expect(runs.every((r) => r.states > 50)).toBe(true);
  });

  it("a click on something not lit stands for the move the server is asked about", () => {
    const s = game.setup({ players: 2, seed: "cand", options: {} });
    const view = game.publicView(s);
    const seat = view.firstPlayer;
    expect(candidateMove(view, seat, [], null, "race:machines")).toEqual({ type: "race", race: "machines" });
    expect(candidateMove(view, seat, [], null, "act:gate")).toEqual({ type: "gate" });
    expect(candidateMove(view, seat, [], null, "bid:3")).toEqual({ type: "bid", tiles: 3 });
    expect(candidateMove(view, null, [], null, "act:gate"), "spectators ask nothing").toBeNull();
  });

  it("events that move things on the board have animation steps", () => {
    const events = runs.flatMap((r) => r.events);
    const steps = animationSteps(events);
    const kinds = new Set(steps.map((x) => x.kind));
    for (const k of ["tile", "dice", "crystals", "gate", "card", "sp", "bids", "score"])
      expect(kinds.has(k as never), k).toBe(true);
    const placed = events.filter((e) => e.type === "tilePlaced").length;
    expect(steps.filter((x) => x.kind === "tile").length).toBe(placed);
  });

  it("every word the board shows exists in English and Spanish, with the same placeholders", () => {
    const labels = new Set(runs.flatMap((r) => [...r.labels]));
    for (const k of labels) {
      expect(Object.hasOwn(messages.en, k), `en ${k}`).toBe(true);
      expect(Object.hasOwn(messages.es, k), `es ${k}`).toBe(true);
    }
    const { en, es } = boardMessages;
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const k of Object.keys(en)) expect(placeholders(es[k]!), k).toEqual(placeholders(en[k]!));
    // Spanish texts are Spanish: none equals its English text (names and symbols aside).
    const same = Object.keys(en).filter((k) => en[k] === es[k] && !/^(so\.btn\.cancel)$/.test(k));
    expect(same).toEqual([]);
  });
});
