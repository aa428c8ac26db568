/**
 * A move is in the store before anyone hears of it: while the write is pending no client has the
 * patch or the events; a write that fails refuses the move (STORE_FAILED) and changes nothing; a
 * repeated message is applied (and stored) once. Real SDK clients, a real SQLite store behind a
 * wrapper that can hold or fail writes.
 */
import type { Room } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MatchStore } from "../src/store.ts";
import { StoreError } from "../src/store.ts";
import { SqliteStore } from "../src/store-sqlite.ts";
import {
  join,
  leaveAll,
  sleep,
  startServer,
  stateOf,
  type TestServer,
  type Tracker,
  track,
  waitFor,
} from "./helpers.ts";

/** A SQLite store whose next writes can be held back or made to fail. */
function controllableStore() {
  const inner = new SqliteStore(":memory:");
  const ctl = {
    failNext: 0,
    hold: null as Promise<void> | null,
    /** Called once a move is durably stored (before the write's promise settles). */
    onStored: (_version: number) => {},
  };
  const store: MatchStore = Object.assign(Object.create(inner) as MatchStore, {
    async appendMove(...args: Parameters<MatchStore["appendMove"]>) {
      if (ctl.failNext > 0) {
        ctl.failNext--;
        throw new StoreError("STORE_UNAVAILABLE", "disk full (test)");
      }
      await inner.appendMove(...args);
      ctl.onStored(args[1].version);
      if (ctl.hold) await ctl.hold;
    },
  });
  return { store, inner, ctl };
}

let srv: TestServer;
let box: ReturnType<typeof controllableStore>;
const open: Room[] = [];

beforeAll(async () => {
  box = controllableStore();
  srv = await startServer({ store: box.store });
});
afterAll(async () => {
  await leaveAll(open);
  await srv.app.shutdown();
});

async function table(): Promise<{ a: Room; b: Room; ta: Tracker; tb: Tracker }> {
  const a = await srv.client().create("stones", join("Ana", { mode: "private", options: { startPile: 20 } }));
  const ta = track(a);
  const b = await srv.client().joinById(a.roomId, join("Ben"));
  const tb = track(b);
  open.push(a, b);
  await waitFor(
    () => stateOf(a)?.status === "playing" && stateOf(b)?.status === "playing" && stateOf(a).matchId,
  );
  await waitFor(() => ta.all("legal").length > 0 && tb.all("legal").length > 0);
  return { a, b, ta, tb };
}

describe("durability order", () => {
  it("a move is stored before any client receives its patch or events", async () => {
    const { a, b, ta, tb } = await table();
    let release!: () => void;
    box.ctl.hold = new Promise((r) => {
      release = r;
    });
    let storedAt = -1;
    box.ctl.onStored = (v) => {
      storedAt = v;
    };
    // playing a card draws one: Ana is shown a private event, so she gets an `events` message
    a.send("move", { version: 0, move: { type: "play", card: 0 } });
    await waitFor(() => storedAt === 1, 3000, "the write");
    // the move is durable, but the write has not returned: nobody has heard of it
    await sleep(150);
    expect(stateOf(a).version).toBe(0);
    expect(stateOf(b).version).toBe(0);
    expect(ta.all("events")).toEqual([]);
    expect(tb.all("events")).toEqual([]);
    const stored = await box.inner.getMatch(stateOf(a).matchId);
    expect(stored!.moves.map((m) => m.version)).toEqual([1]);
    box.ctl.hold = null;
    release();
    await waitFor(() => stateOf(b).version === 1 && ta.moves().length === 1 && tb.moves().length === 1);
    expect(ta.last("events").version).toBe(1);
    expect(ta.moves()[0]).toMatchObject({ version: 1, sent: true });
    expect(tb.moves()[0]).toMatchObject({ version: 1, sent: false, events: [{ type: "took", seat: 0 }] });
  });

  it("a store that fails refuses the move with STORE_FAILED and nothing changes", async () => {
    const { a, b, ta, tb } = await table();
    const pile = stateOf(b).view.get("pile");
    box.ctl.failNext = 1;
    const refused = ta.next("rejected");
    a.send("move", { version: 0, move: { type: "take1" } });
    expect(await refused).toMatchObject({ code: "STORE_FAILED", version: 0 });
    expect((await refused).message).toMatch(/could not save this move/);
    await sleep(100);
    expect(stateOf(a).version).toBe(0);
    expect(stateOf(b).view.get("pile")).toBe(pile);
    expect([...stateOf(b).actors]).toEqual([0]);
    expect(tb.moves()).toEqual([]);
    expect((await box.inner.getMatch(stateOf(a).matchId))!.moves).toEqual([]);
    // the store is back: the same move is accepted
    const move = tb.nextMove();
    a.send("move", { version: 0, move: { type: "take1" } });
    expect((await move).version).toBe(1);
    expect(srv.logs.entries).toContainEqual(expect.objectContaining({ event: "store.failed" }));
  });

  it("a repeated message (same version) is applied once, even while the first write is pending", async () => {
    const { a, ta, tb } = await table();
    let release!: () => void;
    box.ctl.hold = new Promise((r) => {
      release = r;
    });
    a.send("move", { version: 0, move: { type: "take1" } });
    a.send("move", { version: 0, move: { type: "take1" } });
    await sleep(100);
    box.ctl.hold = null;
    release();
    const rejected = await ta.next("rejected");
    expect(rejected).toMatchObject({ code: "STALE_VERSION", params: { expected: 1, got: 0 } });
    await waitFor(() => tb.moves().length === 1);
    await sleep(50);
    expect(stateOf(a).version).toBe(1);
    expect(tb.moves().map((m) => m.version)).toEqual([1]);
    const stored = await box.inner.getMatch(stateOf(a).matchId);
    expect(stored!.moves).toHaveLength(1);
  });
});
