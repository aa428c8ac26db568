/**
 * What a change sends, and when. A move: each client gets the state patch, the move's events and
 * (when seated) its legal moves, in one TCP write per client, not one write per frame
 * (socket-batch.ts). Other changes (chat, a player arriving, dropping, leaving) go out when the
 * handler that made them ends, not on Colyseus's patch timer (table-base.ts `changed()`; both were
 * top costs at a thousand tables, docs/performance.md).
 */
import net from "node:net";
import { matchMaker } from "@colyseus/core";
import { expect, it } from "vitest";
import { join, serverForFile, stateOf, waitFor } from "./helpers.ts";

const server = serverForFile();
const { enter } = server;

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

it("a move reaches every player and spectator in one TCP write each (patch, events and legal moves together)", async () => {
  const a = await enter(server.srv.client().create("stones", join("Ana", { mode: "private" })));
  const b = await enter(server.srv.client().joinById(a.room.roomId, join("Ben")));
  await waitFor(() => stateOf(a.room)?.status === "playing");
  const s = await enter(server.srv.client().joinById(a.room.roomId, join("Sol", { spectator: true })));
  await waitFor(
    () => a.t.all("legal").length > 0 && b.t.all("legal").length > 0 && stateOf(s.room)?.version === 0,
  );
  const before = { a: a.t.all("legal").length, b: b.t.all("legal").length, s: s.t.all("events").length };

  const writes = countServerWrites(server.srv.port);
  try {
    a.room.send("move", { version: 0, move: { type: "take1" } });
    await waitFor(
      () =>
        a.t.all("legal").length > before.a &&
        b.t.all("legal").length > before.b &&
        s.t.all("events").length > before.s &&
        [a, b, s].every((c) => stateOf(c.room).version === 1),
      3000,
      "the move's patch, events and legal moves at every client",
    );
  } finally {
    writes.stop();
  }
  // all three kinds of frame arrived: the patch (version 1), the events, the legal moves
  expect(b.t.last("legal").moves.length).toBeGreaterThan(0);
  expect(s.t.last("events").version).toBe(1);
  // three connections (two players, one spectator), one write each
  expect([...writes.byPeer.values()]).toEqual([1, 1, 1]);
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
