import { describe, expect, it } from "vitest";
import type { JoinFailure } from "../src/net/errors.ts";
import {
  CLOSE,
  FALLBACK_MS,
  GIVE_UP_MS,
  type Phase,
  Reconnector,
  type ReconnectReport,
  type RoomLike,
  rejoinDelay,
  retryableJoin,
} from "../src/net/reconnect.ts";

/** A room whose SDK events the test fires by hand. */
class FakeRoom implements RoomLike {
  reconnection = { enabled: true, minUptime: 5000 };
  connection = { isOpen: true, close: () => (this.connection.isOpen = false) };
  left = false;
  private drop: ((code: number) => void)[] = [];
  private back: (() => void)[] = [];
  private leaveCbs: ((code: number) => void)[] = [];
  readonly id: number;
  constructor(id: number) {
    this.id = id;
  }
  onDrop(cb: (code: number) => void) {
    this.drop.push(cb);
  }
  onReconnect(cb: () => void) {
    this.back.push(cb);
  }
  onLeave(cb: (code: number) => void) {
    this.leaveCbs.push(cb);
  }
  removeAllListeners() {
    this.drop = [];
    this.back = [];
    this.leaveCbs = [];
  }
  async leave() {
    this.left = true;
  }
  fireDrop(code = 1006) {
    this.connection.isOpen = false;
    for (const f of this.drop) f(code);
  }
  fireReconnect() {
    this.connection.isOpen = true;
    for (const f of this.back) f();
  }
  fireLeave(code: number) {
    this.connection.isOpen = false;
    for (const f of this.leaveCbs) f(code);
  }
}

/** A virtual clock and timers, so the test walks through time without waiting. */
function harness(joinResults: (JoinFailure | "ok")[], opts: { elsewhere?: boolean } = {}) {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const reports: ReconnectReport[] = [];
  const adopted: FakeRoom[] = [];
  let joins = 0;
  const r = new Reconnector<FakeRoom>({
    join: async () => {
      joins++;
      const next = joinResults.shift() ?? "ok";
      if (next === "ok") return new FakeRoom(joins);
      throw next;
    },
    adopt: (room) => adopted.push(room),
    report: (x) => reports.push(x),
    takenElsewhere: () => opts.elsewhere === true,
    timers: {
      set: (fn, ms) => {
        timers.set(++seq, { at: now + ms, fn });
        return seq;
      },
      clear: (h) => timers.delete(h as number),
    },
    now: () => now,
  });
  /** Runs due timers (and the promises they start) up to `ms` from now. */
  const advance = async (ms: number) => {
    const until = now + ms;
    for (;;) {
      await flush();
      const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].fn();
    }
    now = until;
    await flush();
  };
  const phases = (): Phase[] => reports.map((x) => x.phase);
  return { r, reports, adopted, advance, phases, joins: () => joins };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const notFound: JoinFailure = { code: "ROOM_NOT_FOUND", message: 'room "ABC234" not found' };
const network: JoinFailure = { code: "NETWORK", message: "Failed to fetch" };

describe("rejoin policy", () => {
  it("a short drop is left to the SDK: no rejoin by code when it reconnects in time", async () => {
    const h = harness([]);
    const room = new FakeRoom(0);
    h.r.watch(room);
    expect(room.reconnection.minUptime).toBe(0);
    room.fireDrop(1006);
    await h.advance(FALLBACK_MS - 100);
    room.fireReconnect();
    await h.advance(5000);
    expect(h.joins()).toBe(0);
    expect(h.phases()).toEqual(["reconnecting", "online"]);
    expect(h.reports.at(-1)).toMatchObject({ via: "sdk" });
  });

  it("a connection down for 1.5 s stops the SDK and joins again by code until the restored table answers", async () => {
    const h = harness([network, network, notFound, notFound, "ok"]);
    const room = new FakeRoom(0);
    h.r.watch(room);
    room.fireDrop(1006);
    await h.advance(FALLBACK_MS - 1);
    expect(h.joins()).toBe(0);
    await h.advance(1);
    expect(room.reconnection.enabled).toBe(false);
    expect(room.connection.isOpen).toBe(false);
    await h.advance(5000);
    expect(h.joins()).toBe(5);
    expect(h.adopted.map((x) => x.id)).toEqual([5]);
    expect(h.phases().at(-1)).toBe("online");
    // the table was missing for a while: it was restored after a restart
    expect(h.reports.at(-1)).toMatchObject({ via: "rejoin", restarting: true });
    // while trying again, the last refusal stays known (the page's words do not flicker)
    const tries = h.reports.filter((x) => x.phase === "rejoining");
    expect(tries.map((x) => x.failure?.code ?? null)).toEqual([
      null,
      "NETWORK",
      "NETWORK",
      "ROOM_NOT_FOUND",
      "ROOM_NOT_FOUND",
    ]);
    // the old room's events no longer count; the new one is watched
    room.fireLeave(1006);
    expect(h.joins()).toBe(5);
    h.adopted[0]!.fireDrop(1006);
    expect(h.phases().at(-1)).toBe("reconnecting");
  });

  it("a server restarting (4010) is said at once, and the way back is by code", async () => {
    const h = harness(["ok"]);
    const room = new FakeRoom(0);
    h.r.watch(room);
    room.fireDrop(CLOSE.MAY_TRY_RECONNECT);
    expect(h.reports.at(-1)).toMatchObject({ phase: "reconnecting", restarting: true });
    await h.advance(FALLBACK_MS);
    expect(h.joins()).toBe(1);
    expect(h.reports.at(-1)).toMatchObject({ phase: "online", via: "rejoin", restarting: true });
  });

  it("a leave with any code but 4000 joins again at once (4003: the SDK gave up)", async () => {
    for (const code of [CLOSE.FAILED_TO_RECONNECT, 1006, 4002]) {
      const h = harness(["ok"]);
      const room = new FakeRoom(0);
      h.r.watch(room);
      room.fireLeave(code);
      await h.advance(0);
      expect(h.joins(), `code ${code}`).toBe(1);
      expect(h.phases()).toEqual(["rejoining", "online"]);
    }
  });

  it("4000 is final: the page left, or another tab took the seat", async () => {
    const left = harness([]);
    const a = new FakeRoom(0);
    left.r.watch(a);
    a.fireLeave(CLOSE.CONSENTED);
    await left.advance(10_000);
    expect(left.phases()).toEqual(["left"]);
    expect(left.joins()).toBe(0);

    const elsewhere = harness(["ok"], { elsewhere: true });
    const b = new FakeRoom(0);
    elsewhere.r.watch(b);
    b.fireLeave(CLOSE.CONSENTED);
    await elsewhere.advance(10_000);
    expect(elsewhere.phases()).toEqual(["elsewhere"]);
    // "Play here instead"
    elsewhere.r.rejoinNow();
    await elsewhere.advance(0);
    expect(elsewhere.phases()).toEqual(["elsewhere", "rejoining", "online"]);
  });

  it("gives up after two minutes, then the Rejoin button tries again", async () => {
    const failures = Array.from({ length: 400 }, () => network);
    const h = harness(failures);
    const room = new FakeRoom(0);
    h.r.watch(room);
    room.fireLeave(1006);
    await h.advance(GIVE_UP_MS + 2000);
    expect(h.phases().at(-1)).toBe("offline");
    expect(h.reports.at(-1)!.failure?.code).toBe("NETWORK");
    const tries = h.joins();
    expect(tries).toBeGreaterThan(100);
    await h.advance(60_000);
    expect(h.joins()).toBe(tries);
    h.r.rejoinNow();
    await h.advance(0);
    expect(h.joins()).toBe(tries + 1);
  });

  it("a final refusal stops at once", async () => {
    const h = harness([{ code: "TABLE_FULL", message: "TABLE_FULL: 50 spectators" }]);
    const room = new FakeRoom(0);
    h.r.watch(room);
    room.fireLeave(1006);
    await h.advance(10_000);
    expect(h.joins()).toBe(1);
    expect(h.phases()).toEqual(["rejoining", "offline"]);
  });

  it("a join that lands after the page closed is left at once", async () => {
    let release: (r: FakeRoom) => void = () => {};
    const late = new FakeRoom(9);
    const r = new Reconnector<FakeRoom>({
      join: () => new Promise<FakeRoom>((res) => (release = res)),
      adopt: () => {
        throw new Error("must not adopt");
      },
      report: () => {},
      takenElsewhere: () => false,
      timers: { set: () => 0, clear: () => {} },
      now: () => 0,
    });
    const room = new FakeRoom(0);
    r.watch(room);
    room.fireLeave(1006);
    r.dispose();
    release(late);
    await flush();
    expect(late.left).toBe(true);
  });

  it("waits 100 ms, 200 ms, ... up to 1 s between attempts; retries only what may pass", () => {
    expect([0, 1, 2, 8, 9, 30].map(rejoinDelay)).toEqual([100, 200, 300, 900, 1000, 1000]);
    expect(["ROOM_NOT_FOUND", "SEAT_EXPIRED", "NETWORK", "JOIN_FAILED"].every(retryableJoin)).toBe(true);
    expect(["BAD_JOIN_OPTIONS", "TABLE_FULL", "UNKNOWN_GAME"].some(retryableJoin)).toBe(false);
  });
});
