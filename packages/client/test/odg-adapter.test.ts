/**
 * One Deck Galaxy's board adapter against the real rules: over seeded bot games solo and at 2
 * players, every legal move of the acting seat can be reached through the board's targets (a click,
 * or selections then a click), no target sends a move that is not legal, spectators get nothing to
 * click, the events that move things have animation steps, and every word the board shows exists
 * in English and Spanish with the same placeholders.
 */

import type { GalaxyEvent, GalaxyMove } from "@starport/rules/one-deck-galaxy/index.ts";
import { oneDeckGalaxy as game } from "@starport/rules/one-deck-galaxy/index.ts";
import { describe, expect, it } from "vitest";
import {
  calibratedSelection,
  candidateMove,
  interaction,
  type Selection,
} from "../src/games/one-deck-galaxy/adapter.ts";
import { animationSteps } from "../src/games/one-deck-galaxy/animation.ts";
import { boardMessages } from "../src/games/one-deck-galaxy/board-messages.ts";
import { messages } from "../src/games/one-deck-galaxy/dictionary.ts";
import { placeholders } from "../src/i18n/i18n.ts";
import { moveText, playBotGame, reachableMoves } from "./support/bot-games.ts";

interface Played {
  states: number;
  decisions: Set<string>;
  labels: Set<string>;
  events: GalaxyEvent[];
}

function playOut(players: number, seed: string, options: Record<string, unknown> = {}): Played {
  const out: Played = { states: 0, decisions: new Set(), labels: new Set(), events: [] };
  const { moves, events } = playBotGame(game, players, seed, options as never, ({ seat, view, legal }) => {
    const got = reachableMoves(
      (s: Selection | null) => interaction(view.public, legal as GalaxyMove[], seat, s),
      null,
      3,
      out.labels,
    );
    const want = new Set(legal.map(moveText));
    expect(
      [...got.keys()].filter((k) => !want.has(k)),
      "targets send only legal moves",
    ).toEqual([]);
    expect(
      [...want].filter((k) => !got.has(k)),
      `every legal move reachable (phase ${view.public.phase})`,
    ).toEqual([]);
    const d = interaction(view.public, legal as GalaxyMove[], seat, null).decision;
    if (d) out.decisions.add(d);
    // A spectator has nothing to click.
    expect(interaction(view.public, [], null, null).targets).toEqual([]);
  });
  out.events = events;
  out.states = moves;
  return out;
}

describe("One Deck Galaxy board adapter", () => {
  const runs = [
    playOut(1, "odg-adapter-1"),
    playOut(2, "odg-adapter-2"),
    playOut(1, "odg-adapter-3", { adversary: "neeble" }),
  ];

  it("every legal move is reachable through the board, and only legal moves (solo and 2 players)", () => {
    const decisions = new Set(runs.flatMap((r) => [...r.decisions]));
    for (const d of ["roll", "action", "claim", "lab"]) expect(decisions.has(d), d).toBe(true);
    expect(runs.every((r) => r.states > 30)).toBe(true);
  });

  it("a click on something not lit stands for the move the server is asked about", () => {
    const s = game.setup({ players: 1, seed: "cand", options: {} });
    const view = game.publicView(s);
    const ring = view.zone.flatMap((z) => z.rows.flatMap((r) => r.boxes)).find((b) => b.spec.t === "ring");
    const box = view.zone[0]!.rows[0]!.boxes[0]!;
    expect(candidateMove(view, 0, { kind: "die", die: "y1" }, `box:${box.key}`)).toEqual(
      box.spec.t === "ring" ? { type: "ring", to: box.key } : { type: "place", die: "y1", to: box.key },
    );
    if (ring) expect(candidateMove(view, 0, null, `box:${ring.key}`)).toEqual({ type: "ring", to: ring.key });
    expect(candidateMove(view, 0, null, "conf:flip")).toEqual({ type: "flip" });
    expect(candidateMove(view, 0, null, "tech:0:hw:0")).toEqual({ type: "tech", tech: "hw", opt: 0 });
    expect(candidateMove(view, null, null, "conf:flip"), "spectators ask nothing").toBeNull();
  });

  it("a calibrated die stays picked as the die the view says it becomes, and it is that die in the pool", () => {
    const rolled = game.apply(game.setup({ players: 1, seed: "odg-calibrate", options: {} }), 0, {
      type: "roll",
    });
    if (!rolled.ok) throw new Error(rolled.error.message);
    const s = rolled.value.state;
    const view = game.publicView(s);
    const calibrations = game.legalMoves(s, 0).filter((m) => m.type === "calibrate");
    expect(calibrations.length).toBeGreaterThan(0);
    for (const m of calibrations) {
      const sel = calibratedSelection(view, 0, m);
      const after = game.apply(s, 0, m);
      if (!after.ok) throw new Error(after.error.message);
      const pool = after.value.state.seats[0]!.pool;
      expect(sel?.kind === "die" && pool.includes(sel.die), JSON.stringify(m)).toBe(true);
      // Still a selection with moves in the new state.
      const next = interaction(
        game.publicView(after.value.state),
        game.legalMoves(after.value.state, 0),
        0,
        sel,
      );
      expect(next.selection, JSON.stringify(m)).toEqual(sel);
    }
    expect(calibratedSelection(view, null, calibrations[0]!), "a spectator picks nothing").toBeNull();
  });

  it("events that move things on the board have animation steps", () => {
    const events = runs.flatMap((r) => r.events);
    const steps = animationSteps(events);
    const kinds = new Set(steps.map((x) => x.kind));
    for (const k of ["roll", "place", "card", "banner"]) expect(kinds.has(k as never), k).toBe(true);
    expect(steps.filter((x) => x.kind === "place").length).toBe(
      events.filter((e) => e.type === "diePlaced").length,
    );
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
    // Spanish texts are Spanish: none equals its English text (symbols and placeholders aside).
    const same = Object.keys(en).filter(
      (k) =>
        en[k] === es[k] &&
        !/^(odg\.btn\.(up|down)|odg\.target\.die|odg\.label\.x|odg\.describe\.(die|resource))$/.test(k),
    );
    expect(same).toEqual([]);
  });
});
