/**
 * What a change sends, and when. A move: each client gets the move's events when it was shown
 * more than the public ones the patch's log carries (docs/protocol.md "After an accepted move"),
 * the state patch and (when seated) its legal moves, in one TCP write per client, not one write
 * per frame (socket-batch.ts). Other changes (chat, a player arriving, dropping, leaving) go out when the
 * handler that made them ends, not on Colyseus's patch timer (table-base.ts `changed()`; both were
 * top costs at a thousand tables, docs/performance.md).
 */
import net from "node:net";
import { matchMaker } from "@colyseus/core";
import { LOG_KEEP } from "@starport/protocol";
import type { AnyGameDef, GameEvent } from "@starport/rules";
import { expect, it } from "vitest";
import { join, serverForFile, stateOf, stones, waitFor } from "./helpers.ts";

/** Stones whose every move first makes LOG_KEEP public "noted" events: more than the log holds. */
const noisy: AnyGameDef = {
  ...(stones as AnyGameDef),
  id: "noisy",
  apply(s, seat, m) {
    const r = stones.apply(s as never, seat, m as never);
    if (!r.ok) return r;
    const notes: GameEvent[] = Array.from({ length: LOG_KEEP }, () => ({ type: "noted", visibleTo: "all" }));
    return { ok: true, value: { ...r.value, events: [...notes, ...r.value.events] } };
  },
};

const server = serverForFile({ games: { stones: stones as AnyGameDef, noisy } });
const { enter } = server;

type Joined = Awaited<ReturnType<typeof enter>>;

/** Ana and Ben at a new private table of `game` (started), and Sol watching. */
async function tableWithSpectator(game = "stones"): Promise<{ a: Joined; b: Joined; s: Joined }> {
  const a = await enter(server.srv.client().create(game, join("Ana", { mode: "private" })));
  const b = await enter(server.srv.client().joinById(a.room.roomId, join("Ben")));
  await waitFor(() => stateOf(a.room)?.status === "playing");
  const s = await enter(server.srv.client().joinById(a.room.roomId, join("Sol", { spectator: true })));
  await waitFor(
    () => a.t.all("legal").length > 0 && b.t.all("legal").length > 0 && stateOf(s.room)?.version === 0,
  );
  return { a, b, s };
}

/** Counts the server's socket writes (each `_write` or `_writev` is one syscall's worth) by remote port. */
function countServerWrites(port: number): { byPeer: Map<number, number>; stop(): void } {
  const byPeer = new Map<number, number>();
  const proto = net.Socket.prototype as unknown as Record<"_write" | "_writev", (...a: unknown[]) => unknown>;
  const originals = { _write: proto._write, _writev: proto._writev };
  for (const name of ["_write", "_writev"] as const) {
    const original = originals[name];
    proto[name] = function (this: net.Socket, ...args: unknown[]) {
      if (this.localPort === port && this.remotePort !== undefined) {
        byPeer.set(this.remotePort, (byPeer.get(this.remotePort) ?? 0) + 1);
      }
      return original.apply(this, args);
    };
  }
  return {
    byPeer,
    stop() {
      proto._write = originals._write;
      proto._writev = originals._writev;
    },
  };
}

it("a move reaches every player and spectator in one TCP write each (events, patch and legal moves together)", async () => {
  const { a, b, s } = await tableWithSpectator();
  const before = { a: a.t.all("legal").length, b: b.t.all("legal").length };

  const writes = countServerWrites(server.srv.port);
  try {
    // Ana plays a card and draws one: her write holds the events, the patch and her legal moves
    a.room.send("move", { version: 0, move: { type: "play", card: 0 } });
    await waitFor(
      () =>
        a.t.all("legal").length > before.a &&
        b.t.all("legal").length > before.b &&
        [a, b, s].every((c) => c.t.moves().length === 1),
      3000,
      "the move's events, patch and legal moves at every client",
    );
  } finally {
    writes.stop();
  }
  // all three kinds of frame arrived: the events (ahead of the patch), the patch, the legal moves
  expect(a.t.moves()[0]).toMatchObject({ version: 1, sent: true });
  expect(b.t.last("legal").moves.length).toBeGreaterThan(0);
  // three connections (two players, one spectator), one write each
  expect([...writes.byPeer.values()]).toEqual([1, 1, 1]);
});

it("a move's events go only to the seat shown a private one, ahead of the patch; the others read the log's", async () => {
  const { a, b, s } = await tableWithSpectator();
  // a move with public events only: no `events` message, every client reads them in the log
  a.room.send("move", { version: 0, move: { type: "take1" } });
  await waitFor(() => [a, b, s].every((c) => c.t.moves().length === 1), 3000, "the first move everywhere");
  for (const c of [a, b, s]) {
    expect(c.t.moves()).toEqual([
      { version: 1, events: [{ type: "took", seat: 0, stones: 1 }], sent: false },
    ]);
  }
  // Ben plays a card: he alone is shown the card he drew, in an `events` message before the patch
  b.room.send("move", { version: 1, move: { type: "play", card: 0 } });
  await waitFor(() => [a, b, s].every((c) => c.t.moves().length === 2), 3000, "the second move everywhere");
  const ben = b.t.moves()[1]!;
  expect(ben).toMatchObject({ version: 2, sent: true });
  expect(ben.events.map((e) => e.type)).toEqual(["drew", "took"]);
  expect(ben.events[0]).toEqual({ type: "drew", seat: 1, card: expect.any(Number) });
  // the others, spectator included, see the public event only, from the log
  for (const c of [a, s])
    expect(c.t.moves()[1]).toEqual({ version: 2, events: [ben.events[1]], sent: false });
  expect([a, b, s].map((c) => c.t.all("events").length)).toEqual([0, 1, 0]);
  expect([a, b, s].map((c) => c.t.late())).toEqual([[], [], []]);
});

it("a move with more public events than the log keeps is sent to everyone", async () => {
  const { a, b, s } = await tableWithSpectator("noisy");
  a.room.send("move", { version: 0, move: { type: "take1" } });
  await waitFor(() => [a, b, s].every((c) => c.t.moves().length === 1), 3000, "the move everywhere");
  expect(stateOf(s.room).log.length).toBe(LOG_KEEP);
  for (const c of [a, b, s]) {
    const [move] = c.t.moves();
    expect(move).toMatchObject({ version: 1, sent: true });
    expect(move!.events).toHaveLength(LOG_KEEP + 1);
    expect(move!.events.at(-1)).toEqual({ type: "took", seat: 0, stones: 1 });
  }
});

it("chat, a player arriving, dropping and leaving reach the others without the patch timer", async () => {
  const a = await enter(server.srv.client().create("stones", join("Ana", { mode: "private", players: 3 })));
  // the room's timer never fires during this test: only the handlers' own flushes can deliver
  const room = matchMaker.getLocalRoomById(a.room.roomId) as unknown as { patchRate: number };
  room.patchRate = 3_600_000;
  const seats = () =>
    [...stateOf(a.room).seats].map((s: { name: string; connected: boolean }) => [s.name, s.connected]);
  const b = await enter(server.srv.client().joinById(a.room.roomId, join("Ben")));
  await waitFor(() => seats()[1]?.[0] === "Ben" && seats()[1]?.[1] === true, 3000, "Ben seated, seen by Ana");
  b.room.send("chat", { text: "hello Ana" });
  await waitFor(
    () => [...stateOf(a.room).chat].some((c: { text: string }) => c.text === "hello Ana"),
    3000,
    "the chat line",
  );
  const s = await enter(server.srv.client().joinById(a.room.roomId, join("Sol", { spectator: true })));
  await waitFor(() => stateOf(a.room).spectators === 1, 3000, "the spectator counted");
  await s.room.leave(true);
  await waitFor(() => stateOf(a.room).spectators === 0, 3000, "the spectator gone");
  // Ben's connection drops (no goodbye): Ana sees him away at once
  (b.room.connection as unknown as { transport: { ws: { close(): void } } }).transport.ws.close();
  await waitFor(() => seats()[1]?.[1] === false, 3000, "Ben away");
});
