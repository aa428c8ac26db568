/**
 * The table chat (issue 17, "Hostile clients"): the rates per sender, per table and for the
 * spectators together, the kept window, unique names — chat.ts alone, then a real server under the
 * attack that found it (spectators flooding the chat, a spectator taking a player's name).
 */
import type { Room } from "@colyseus/sdk";
import { CHAT_KEEP, CHAT_RATE, CHAT_SPECTATOR_KEEP, NAME_MAX } from "@starport/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameKey, TableChat, trimChat, uniqueName } from "../src/chat.ts";
import {
  type Decoded,
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

const seat = (n: number) => ({ seat: n, session: `s${n}` });
const spectator = (id: string) => ({ seat: null, session: id });

describe("TableChat rates", () => {
  it("a seat gets a burst of 5, then one line per second, across its connections", () => {
    const c = new TableChat();
    for (let i = 0; i < 5; i++) expect(c.admit(seat(0), `l${i}`, 1000).ok).toBe(true);
    expect(c.admit(seat(0), "six", 1000)).toMatchObject({ ok: false, code: "RATE_LIMITED" });
    // a second connection of the same seat shares the bucket
    expect(c.admit({ seat: 0, session: "other" }, "six", 1500)).toMatchObject({ code: "RATE_LIMITED" });
    expect(c.admit(seat(0), "six", 2000)).toEqual({ ok: true, text: "six" });
    expect(c.admit(seat(0), "seven", 2500).ok).toBe(false);
    // other seats have their own
    expect(c.admit(seat(1), "hi", 2500).ok).toBe(true);
  });

  it("cleans the text and refuses empty and too long lines without counting them", () => {
    const c = new TableChat();
    expect(c.admit(seat(0), " a\n\tb\u0007 ", 0)).toEqual({ ok: true, text: "a b" });
    expect(c.admit(seat(0), " \n ", 0)).toMatchObject({ ok: false, code: "CHAT_EMPTY" });
    expect(c.admit(seat(0), "x".repeat(301), 0)).toMatchObject({ ok: false, code: "CHAT_TOO_LONG" });
    for (let i = 0; i < 4; i++) expect(c.admit(seat(0), "ok", 0).ok).toBe(true);
  });

  it("all spectators together share one bucket: a burst of 3, then one line per second", () => {
    const c = new TableChat();
    const ok = [0, 1, 2, 3, 4].map((i) => c.admit(spectator(`v${i}`), "spam", 0));
    expect(ok.map((r) => r.ok)).toEqual([true, true, true, false, false]);
    expect(ok[3]).toMatchObject({ code: "CHAT_BUSY" });
    // 50 spectators for 10 s, each trying 10 lines a second: about 3 + 10 lines in all
    let kept = 0;
    for (let t = 0; t < 10_000; t += 100) {
      for (let i = 0; i < 50; i++) if (c.admit(spectator(`w${i}`), "spam", 1 + t).ok) kept++;
    }
    expect(kept).toBeLessThanOrEqual(CHAT_RATE.spectators.burst + 10);
    // players are not held back by the spectators' bucket
    for (let i = 0; i < 5; i++) expect(c.admit(seat(0), "still here", 10_000).ok).toBe(true);
  });

  it("a refused line costs no token in the other buckets", () => {
    const c = new TableChat();
    for (let i = 0; i < 3; i++) expect(c.admit(spectator(`a${i}`), "x", 0).ok).toBe(true);
    // b's line is refused by the shared bucket: b's own 5 tokens stay
    for (let i = 0; i < 10; i++) expect(c.admit(spectator("b"), "x", 0)).toMatchObject({ code: "CHAT_BUSY" });
    expect(c.admit(spectator("b"), "x", 1000).ok).toBe(true);
  });

  it("the whole table is capped: a burst of 20, then 4 lines a second", () => {
    const c = new TableChat();
    let kept = 0;
    for (let s = 0; s < 8; s++) for (let i = 0; i < 5; i++) if (c.admit(seat(s), "x", 0).ok) kept++;
    expect(kept).toBe(CHAT_RATE.table.burst);
    expect(c.admit(seat(7), "x", 0)).toMatchObject({ code: "CHAT_BUSY" });
    expect(c.admit(seat(7), "x", CHAT_RATE.table.refillMs).ok).toBe(true);
  });

  it("forgets a spectator's bucket when it leaves, and keeps seats'", () => {
    const c = new TableChat();
    c.admit(spectator("v"), "x", 0);
    c.admit(seat(0), "x", 0);
    expect(c.size).toBe(2);
    c.forget("v");
    c.forget("s0");
    expect(c.size).toBe(1);
  });
});

describe("the kept window", () => {
  const line = (seat: number, text: string) => ({ seat, text });

  it("keeps at most CHAT_SPECTATOR_KEEP spectators' lines: the oldest spectator's goes first", () => {
    const w = [line(0, "player")];
    for (let i = 0; i < 500; i++) {
      w.push(line(-1, `spam ${i}`));
      trimChat(w);
    }
    expect(w.length).toBe(CHAT_SPECTATOR_KEEP + 1);
    expect(w[0]).toEqual(line(0, "player"));
    expect(w.at(-1)).toEqual(line(-1, "spam 499"));
  });

  it("a player's line leaves only after CHAT_KEEP - CHAT_SPECTATOR_KEEP newer players' lines", () => {
    const w = [line(1, "mine")];
    for (let i = 0; i < 100; i++) {
      w.push(line(-1, `spam ${i}`));
      trimChat(w);
    }
    const room = CHAT_KEEP - CHAT_SPECTATOR_KEEP;
    for (let i = 0; i < room; i++) {
      expect(w.some((l) => l.text === "mine")).toBe(true);
      w.push(line(0, `p ${i}`));
      w.push(line(-1, `more spam ${i}`));
      trimChat(w);
    }
    expect(w.some((l) => l.text === "mine")).toBe(false);
    expect(w.length).toBe(CHAT_KEEP);
  });

  it("without spectators it is the last CHAT_KEEP lines", () => {
    const w = Array.from({ length: 60 }, (_, i) => line(i % 3, `${i}`));
    trimChat(w);
    expect(w.map((l) => l.text)).toEqual(Array.from({ length: 50 }, (_, i) => `${i + 10}`));
  });
});

describe("unique names", () => {
  it("keeps a free name, numbers a taken one (case and width ignored)", () => {
    expect(uniqueName("Ana", ["Ben"])).toBe("Ana");
    expect(uniqueName("Ana", ["Ana", "Ben"])).toBe("Ana (2)");
    expect(uniqueName("ana", ["Ana", "Ana (2)"])).toBe("ana (3)");
    expect(uniqueName("ＡＮＡ", ["ana"])).toBe("ＡＮＡ (2)");
    expect(uniqueName("Ana", ["", "Ben"])).toBe("Ana");
    expect(nameKey(" Ana ")).toBe(nameKey("aNA"));
  });

  it("stays within NAME_MAX, never cutting inside a character", () => {
    const long = "x".repeat(NAME_MAX);
    const u = uniqueName(long, [long]);
    expect(u.length).toBeLessThanOrEqual(NAME_MAX);
    expect(u.endsWith(" (2)")).toBe(true);
    const stars = "🌟".repeat(NAME_MAX / 2);
    const v = uniqueName(stars, [stars]);
    expect(v.length).toBeLessThanOrEqual(NAME_MAX);
    expect(v).toBe(`${"🌟".repeat((NAME_MAX - 4) / 2)} (2)`);
  });
});

describe("a real table under a spectators' chat flood", () => {
  let srv: TestServer;
  const open: Room[] = [];

  beforeAll(async () => {
    srv = await startServer({ maxSpectators: 50 });
  });
  afterAll(async () => {
    await leaveAll(open);
    await srv.app.shutdown();
  });

  async function enter(p: Promise<Room>): Promise<{ room: Room; t: Tracker }> {
    const room = await p;
    open.push(room);
    return { room, t: track(room) };
  }

  /** Ana and Ben playing at a new private table. */
  async function table() {
    const ana = join("Ana", { mode: "private" });
    const a = await enter(srv.client().create("stones", ana));
    const b = await enter(srv.client().joinById(a.room.roomId, join("Ben")));
    await waitFor(() => stateOf(a.room)?.status === "playing");
    return { a, b, ana };
  }

  const texts = (room: Room): string[] => [...stateOf(room).chat].map((c: Decoded) => c.text);

  it("50 spectators flooding for 3 s leave a player's line in the window and are refused with typed errors", async () => {
    const { a } = await table();
    const specs = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        enter(srv.client().joinById(a.room.roomId, join(`Watcher ${i}`, { spectator: true }))),
      ),
    );
    await waitFor(() => stateOf(a.room).spectators === 50);
    const PER_SECOND = 5; // each spectator: 5 lines a second, under the 20 messages/s that close a connection
    const FLOOD_MS = 3000;
    const started = Date.now();
    let sent = 0;
    const flood = specs.map(async (s, i) => {
      await sleep((i * 1000) / PER_SECOND / specs.length); // spread over the tick
      for (let k = 0; Date.now() - started < FLOOD_MS; k++) {
        s.room.send("chat", { text: `spam ${i}.${k}` });
        sent++;
        await sleep(1000 / PER_SECOND);
      }
    });
    await sleep(500);
    a.room.send("chat", { text: "my line must stay" });
    await Promise.all(flood);
    const elapsed = (Date.now() - started) / 1000;
    expect(sent).toBeGreaterThan(500);
    await sleep(500);
    // the player's line is still there, for the player and for a spectator alike
    expect(texts(a.room)).toContain("my line must stay");
    expect(texts(specs[7]!.room)).toEqual(texts(a.room));
    expect(a.t.all("error")).toEqual([]);
    const lines = [...stateOf(a.room).chat] as Decoded[];
    expect(lines.find((l) => l.text === "my line must stay")).toMatchObject({ seat: 0, name: "Ana" });
    // the spectators together got about one line a second through; every other line was refused
    // with a typed error
    const accepted = CHAT_RATE.spectators.burst + Math.ceil(elapsed) + 1;
    expect(lines.filter((l) => l.seat < 0).length).toBeLessThanOrEqual(accepted);
    const errors = () => specs.flatMap((s) => s.t.all<{ code: string }>("error"));
    await waitFor(() => errors().length >= sent - accepted, 10_000, "the spectators' refusals");
    expect(new Set(errors().map((e) => e.code))).toEqual(new Set(["CHAT_BUSY"]));
  }, 30_000);

  it("a spectator never shows a seated player's name; a player back at their seat keeps theirs", async () => {
    const { a, b, ana } = await table();
    const v = await enter(srv.client().joinById(a.room.roomId, join("ana", { spectator: true })));
    const w = await enter(srv.client().joinById(a.room.roomId, join("Ben", { spectator: true })));
    v.room.send("chat", { text: "I am not Ana" });
    await waitFor(() => stateOf(a.room).chat.length === 1);
    w.room.send("chat", { text: "nor Ben" });
    await waitFor(() => stateOf(a.room).chat.length === 2);
    expect([...stateOf(a.room).chat].map((c: Decoded) => [c.seat, c.name])).toEqual([
      [-1, "ana (2)"],
      [-1, "Ben (2)"],
    ]);
    // Ana opens the table again (same token): her seat, her own name
    const again = await enter(srv.client().joinById(a.room.roomId, { token: ana.token, name: "Ana" }));
    await waitFor(() => again.t.all("hello").length > 0);
    expect(again.t.last("hello").seat).toBe(0);
    expect([...stateOf(b.room).seats].map((s: Decoded) => s.name)).toEqual(["Ana", "Ben"]);
    // a later player or spectator with that name is numbered too
    const x = await enter(srv.client().joinById(a.room.roomId, join("ANA", { spectator: true })));
    x.room.send("chat", { text: "me too" });
    await waitFor(() => stateOf(b.room).chat.length === 3);
    expect(stateOf(b.room).chat.at(-1).name).toBe("ANA (3)");
  });
});
