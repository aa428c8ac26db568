/**
 * A replay shows the table as it was at each move (issue 15): seats played by bots only from the
 * moves the bots made, the result's tags (rank, resigned) only at the final move, and the boards'
 * "You are watching this game" replaced by the move shown.
 */

import type { MatchHistory } from "@starport/protocol";
import { stateHash } from "@starport/rules/core/canonical.ts";
import { playGame } from "@starport/rules/core/engine.ts";
import { withForfeits } from "@starport/rules/core/replay.ts";
import { rngFromSeed } from "@starport/rules/core/rng.ts";
import type { AnyGameDef } from "@starport/rules/core/types.ts";
import { describe, expect, it } from "vitest";
import { stones } from "../../rules/test/fixtures/stones.ts";
import { makeTranslator, SHELL_MESSAGES } from "../src/i18n/i18n.ts";
import {
  isWatchingKey,
  lastStep,
  loadReplay,
  type Replay,
  replayHint,
  seatsAt,
} from "../src/replay/build.ts";
import { sha256HexSync } from "../src/replay/sha256.ts";

const SEED = "5eed0f00ba11";

/** A finished 2-player stones match where Bo resigned after the 4th move and a bot finished for him. */
function replay(): Replay {
  const def = stones as AnyGameDef;
  const played = playGame(def, {
    players: 2,
    seed: SEED,
    options: { startPile: 20 },
    bots: [def.bots.default!, def.bots.default!],
    rng: rngFromSeed("bots"),
  });
  if (played.error || !played.outcome) throw new Error(played.error ?? "no outcome");
  const h: MatchHistory = {
    format: "starport-history/1",
    id: "m1",
    code: "ABC234",
    game: "stones",
    title: "Stones",
    rulesVersion: "1",
    players: 2,
    options: { startPile: 20 },
    mode: "private",
    status: "finished",
    seats: [
      { seat: 0, name: "Ana", kind: "human", botReason: "", forfeit: null },
      { seat: 1, name: "Bo", kind: "bot", botReason: "resigned", forfeit: "resigned" },
    ],
    clock: null,
    seedHash: sha256HexSync(SEED),
    seed: SEED,
    startedAt: 1000,
    endedAt: 2000,
    moveCount: played.moves.length,
    moves: played.moves.map((m, i) => ({
      version: i + 1,
      seat: m.seat,
      move: m.move,
      at: 1000 + i,
      by: m.seat === 1 && i >= 4 ? "bot" : "human",
      ...(m.seat === 1 && i >= 4 ? { botReason: "resigned" as const } : {}),
    })),
    result: withForfeits(played.outcome, [false, true]),
    finalStateHash: stateHash(played.state),
  };
  const r = loadReplay(h, { stones: def });
  if (r.kind !== "ready") throw new Error(r.kind);
  return r.replay;
}

describe("a replay's seats at each move", () => {
  const r = replay();
  const last = lastStep(r);

  it("shows the players as they were, with no result tags before the end", () => {
    expect(r.problems).toEqual([]);
    for (let k = 0; k < last; k++) {
      for (const s of seatsAt(r, k)) {
        expect(s.rank, `move ${k}`).toBeNull();
        expect(s.forfeit, `move ${k}`).toBeNull();
      }
    }
    expect(seatsAt(r, 0).map((s) => [s.name, s.kind])).toEqual([
      ["Ana", "human"],
      ["Bo", "human"],
    ]);
    expect(
      seatsAt(r, 0)
        .filter((s) => s.acting)
        .map((s) => s.seat),
    ).toEqual([0]);
    // Bo is human until a bot made a move for him
    const firstBot = r.history.moves!.findIndex((m) => m.by === "bot") + 1;
    expect(seatsAt(r, firstBot - 1)[1]).toMatchObject({ kind: "human", botReason: "" });
    expect(seatsAt(r, firstBot)[1]).toMatchObject({ kind: "bot", botReason: "resigned", forfeit: null });
  });

  it("shows the ranks and the resignation at the final move only", () => {
    const end = seatsAt(r, last);
    expect(end.map((s) => [s.rank, s.forfeit, s.acting])).toEqual([
      [1, null, false],
      [2, "resigned", false],
    ]);
  });

  it("tells the boards to say it is a replay and which move, in both languages", () => {
    const en = makeTranslator("en", [SHELL_MESSAGES]);
    const es = makeTranslator("es", [SHELL_MESSAGES]);
    expect(replayHint(3, 12, en)).toBe("Replay · move 3 of 12");
    expect(replayHint(0, 12, en)).toBe("Replay · start of the game (12 moves)");
    expect(replayHint(12, 12, es)).toBe("Repetición · jugada 12 de 12");
    // the boards' own "You are watching" lines are replaced, their other texts are not
    for (const key of ["hint.watching", "sop.hint.watching", "fb.prompt.watch"])
      expect(isWatchingKey(key)).toBe(true);
    for (const key of ["prompt.watching", "hint.wait", "fb.prompt.wait", "sop.hint.watchingx"])
      expect(isWatchingKey(key)).toBe(false);
  });
});
