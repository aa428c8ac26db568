/**
 * Every table encodes in one set of process-wide buffers (src/encode-scratch.ts): what two
 * tables send, interleaved, decodes to each table's own state, private parts included, and a
 * full state is never a stale copy of another table's.
 */
import { SchemaSerializer } from "@colyseus/core";
import { Decoder, StateView } from "@colyseus/schema";
import { describe, expect, it } from "vitest";
import { shareScratch, sharesScratch } from "../src/encode-scratch.ts";
import { GameRoomState, SeatState } from "../src/state.ts";

/** A table's state: its code, a public view entry and each seat's private entry. */
function table(code: string, seats: number) {
  const state = new GameRoomState();
  state.code = code;
  state.view.set("pile", JSON.stringify(`${code}-pile`));
  for (let s = 0; s < seats; s++) {
    const seat = new SeatState();
    seat.name = `${code}-${s}`;
    seat.private.set("hand", JSON.stringify([`${code}-card-${s}`]));
    state.seats.push(seat);
  }
  const serializer = new SchemaSerializer<GameRoomState>();
  serializer.reset(state);
  const room = { _serializer: serializer };
  shareScratch(room);
  return { state, serializer, room };
}

/** A client of seat `seat`: its view and its decoder. */
function client(t: ReturnType<typeof table>, seat: number) {
  const view = new StateView();
  view.add(t.state.seats[seat]!);
  const decoder = new Decoder(new GameRoomState());
  const seen = () => decoder.state as unknown as GameRoomState;
  return { view, decoder, seen, receive: (bytes: Uint8Array) => decoder.decode(bytes, { offset: 1 }) };
}

const privateOf = (s: GameRoomState) => s.seats.map((seat) => seat.private?.get("hand") ?? null);

describe("tables sharing the encoding buffers", () => {
  it("a full state is that table's, even right after another table's, and private parts go to their seat only", () => {
    const a = table("AAAAAA", 2);
    const b = table("BBBBBB", 3);
    expect(sharesScratch(a.room) && sharesScratch(b.room)).toBe(true);
    const a0 = client(a, 0);
    a0.receive(a.serializer.getFullState({ view: a0.view } as never));
    a.serializer.applyPatches([{ state: 1, view: a0.view, raw: a0.receive }] as never); // nothing left to send
    const a1 = client(a, 1);
    a1.receive(a.serializer.getFullState({ view: a1.view } as never));
    const b2 = client(b, 2);
    b2.receive(b.serializer.getFullState({ view: b2.view } as never));
    // nothing changed at table A since its last full state: Colyseus would send its cached copy,
    // which lives in the buffer B's full state was just written to
    const again = client(a, 1);
    again.receive(a.serializer.getFullState({ view: again.view } as never));
    expect(again.seen().code).toBe("AAAAAA");
    expect(again.seen().view.get("pile")).toBe('"AAAAAA-pile"');
    expect(privateOf(again.seen())).toEqual([null, '["AAAAAA-card-1"]']);
    expect(privateOf(a0.seen())).toEqual(['["AAAAAA-card-0"]', null]);
    expect(b2.seen().code).toBe("BBBBBB");
    expect(privateOf(b2.seen())).toEqual([null, null, '["BBBBBB-card-2"]']);
  });

  it("patches of two tables, encoded one after the other, each decode to their own table", () => {
    const a = table("AAAAAA", 2);
    const b = table("BBBBBB", 2);
    const clients = [client(a, 0), client(a, 1), client(b, 0), client(b, 1)];
    const [a0, a1, b0, b1] = clients as [ReturnType<typeof client>, ...ReturnType<typeof client>[]];
    for (const [t, c] of [
      [a, a0],
      [a, a1],
      [b, b0],
      [b, b1],
    ] as const) {
      c!.receive(t.serializer.getFullState({ view: c!.view } as never));
    }
    /** Sends a table's patch to its two clients, as Colyseus' `broadcastPatch` does. */
    const patch = (t: typeof a, to: typeof clients) => {
      const sent: Uint8Array[] = [];
      const peers = to.map((c) => ({ state: 1, view: c.view, raw: (bytes: Uint8Array) => sent.push(bytes) }));
      t.serializer.applyPatches(peers as never);
      sent.forEach((bytes, i) => to[to.length - 1 - i]!.receive(bytes)); // Colyseus goes last first
    };
    for (let move = 1; move <= 3; move++) {
      a.state.version = move;
      a.state.seats[1]!.private.set("hand", JSON.stringify(Array(move * 40).fill("a-secret")));
      b.state.version = move * 10;
      b.state.view.set("pile", JSON.stringify(`b-${move}`));
      b.state.seats[0]!.private.set("hand", JSON.stringify([`b-own-${move}`]));
      patch(a, [a0!, a1!]);
      patch(b, [b0!, b1!]);
    }
    expect([a0!.seen().version, a1!.seen().version, b0!.seen().version, b1!.seen().version]).toEqual([
      3, 3, 30, 30,
    ]);
    expect(JSON.parse(a1!.seen().seats[1]!.private.get("hand")!)).toHaveLength(120);
    expect(privateOf(a0!.seen())[1]).toBeNull();
    expect(b1!.seen().view.get("pile")).toBe('"b-3"');
    expect(privateOf(b0!.seen())).toEqual(['["b-own-3"]', null]);
    expect(privateOf(b1!.seen())).toEqual([null, '["BBBBBB-card-1"]']);
  });
});
