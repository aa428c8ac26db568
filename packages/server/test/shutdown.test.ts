/** The storage hook sees every match as it goes; shutdown hands it unfinished matches and tells clients to reconnect. */
import { replayMoves } from "@starport/rules";
import { describe, expect, it } from "vitest";
import { hashToken } from "../src/ids.ts";
import type { MatchRecord, MatchStore } from "../src/store.ts";
import { join, publicView, startServer, stateOf, stones, track, waitFor } from "./helpers.ts";

function recordingStore() {
  const calls: { op: string; rec: MatchRecord; index?: number }[] = [];
  const copy = (rec: MatchRecord) => structuredClone(rec);
  const store: MatchStore = {
    started: (rec) => void calls.push({ op: "started", rec: copy(rec) }),
    moved: (rec, index) => void calls.push({ op: "moved", rec: copy(rec), index }),
    finished: (rec) => void calls.push({ op: "finished", rec: copy(rec) }),
    suspended: async (rec) => {
      await new Promise((r) => setTimeout(r, 20));
      calls.push({ op: "suspended", rec: copy(rec) });
    },
    close: () => void calls.push({ op: "close", rec: undefined as never }),
  };
  return { store, calls };
}

describe("storage hook and shutdown", () => {
  it("reports start and moves, and on shutdown suspends the match and closes clients with 4010", async () => {
    const { store, calls } = recordingStore();
    const srv = await startServer({ store });
    const ana = join("Ana", { mode: "private", options: { startPile: 30 } });
    const a = await srv.client().create("stones", ana);
    const ta = track(a);
    const b = await srv.client().joinById(a.roomId, join("Ben"));
    track(b);
    await waitFor(() => ta.all("legal").length > 0);
    const ev = ta.next("events");
    a.send("move", { version: 0, move: { type: "play", card: 0 } });
    await ev;
    await waitFor(() => stateOf(b)?.version === 1);

    expect(calls.map((c) => c.op)).toEqual(["started", "moved"]);
    const moved = calls[1]!;
    expect(moved.index).toBe(0);
    expect(moved.rec).toMatchObject({
      code: a.roomId,
      game: "stones",
      rulesVersion: "1",
      players: 2,
      options: { startPile: 30 },
      status: "playing",
      moves: [{ seat: 0, move: { type: "play", card: 0 } }],
    });
    expect(moved.rec.seats.map((s) => s.tokenHash)).toEqual([hashToken(ana.token), expect.any(String)]);
    expect(JSON.stringify(moved.rec)).not.toContain(ana.token);
    // the record is enough to rebuild the game: replaying it gives the state the players see
    const replay = replayMoves(stones, moved.rec, moved.rec.moves);
    expect(replay.ok).toBe(true);
    if (replay.ok) {
      expect(stones.publicView(replay.value as never)).toEqual(publicView(b));
    }

    a.reconnection.enabled = false;
    b.reconnection.enabled = false;
    const codes = Promise.all(
      [a, b].map((r) => new Promise<number>((res) => r.onLeave((code) => res(code)))),
    );
    expect(srv.app.health().ok).toBe(true);
    const stopping = srv.app.shutdown();
    expect(srv.app.health().ok).toBe(false);
    await stopping;
    expect(await codes).toEqual([4010, 4010]);
    const ops = calls.map((c) => c.op);
    expect(ops).toEqual(["started", "moved", "suspended", "close"]);
    // players keep their seats in the suspended record: no bot took over during shutdown
    expect(calls[2]!.rec.seats.map((s) => s.kind)).toEqual(["human", "human"]);
    expect(srv.logs.entries.map((e) => e.event)).toContain("server.stopped");
  });
});
