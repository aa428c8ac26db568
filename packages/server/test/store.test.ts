/**
 * The SQLite match store on a real file: a match written move by move reads back whole, survives
 * closing and reopening the file, refuses a move stored twice or out of order, and fences every
 * write by the match's lease (what crash recovery stands on).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { MatchUpdate, MoveRecord, NewMatch, SeatRecord } from "../src/store.ts";
import { StoreError } from "../src/store.ts";
import { SqliteStore } from "../src/store-sqlite.ts";

const dir = mkdtempSync(path.join(tmpdir(), "starport-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const seats: SeatRecord[] = [
  { name: "Ana", kind: "human", botReason: "", tokenHash: "a".repeat(64), forfeit: null },
  { name: "Bot 2", kind: "bot", botReason: "filled", tokenHash: null, forfeit: null },
];

function newMatch(id: string, code: string, extra: Partial<NewMatch> = {}): NewMatch {
  return {
    id,
    code,
    game: "stones",
    rulesVersion: "1",
    players: 2,
    options: { startPile: 12 },
    mode: "public",
    seed: "seed-" + id,
    seedHash: "h".repeat(64),
    seats,
    owner: 0,
    clock: null,
    startedAt: 1000,
    ...extra,
  };
}

const move = (version: number, seat = (version - 1) % 2): MoveRecord => ({
  version,
  seat,
  move: { type: "take1" },
  at: 1000 + version,
  by: seat === 0 ? "human" : "bot",
  botReason: seat === 0 ? null : "filled",
});
const facts: MatchUpdate = { seats, clock: null };

describe("SQLite match store", () => {
  it("writes a match move by move and reads it back whole, also after reopening the file", async () => {
    const file = path.join(dir, "a.sqlite");
    const store = new SqliteStore(file);
    await store.createMatch(newMatch("m1", "ABCDEF"), "p1", 10_000);
    for (let v = 1; v <= 3; v++) await store.appendMove("m1", move(v), facts, "p1");
    await store.close();

    const again = new SqliteStore(file);
    const m = await again.getMatch("m1");
    expect(m).toMatchObject({
      id: "m1",
      code: "ABCDEF",
      game: "stones",
      options: { startPile: 12 },
      seed: "seed-m1",
      status: "playing",
      version: 3,
      seats,
      leaseOwner: "p1",
    });
    expect(m!.moves).toEqual([move(1), move(2), move(3)]);
    expect(await again.codeInUse("ABCDEF")).toBe(true);
    // the end: result, final hash, time; the code is free again
    await again.appendMove(
      "m1",
      move(4),
      {
        seats,
        clock: null,
        end: { result: { ranks: [1, 2], scores: [1, 0] }, finalHash: "f00d", endedAt: 5000 },
      },
      "p1",
    );
    const done = await again.getMatch("m1");
    expect(done).toMatchObject({ status: "finished", version: 4, finalHash: "f00d", endedAt: 5000 });
    expect(done!.result).toEqual({ ranks: [1, 2], scores: [1, 0] });
    expect(await again.codeInUse("ABCDEF")).toBe(false);
    await expect(again.appendMove("m1", move(5), facts, "p1")).rejects.toThrow(/finished/);
    await again.close();
  });

  it("never stores a move twice or out of order: the same version again is refused and changes nothing", async () => {
    const store = new SqliteStore(path.join(dir, "b.sqlite"));
    await store.createMatch(newMatch("m2", "BCDEFG"), "p1", 10_000);
    await store.appendMove("m2", move(1), facts, "p1");
    const twice = store.appendMove("m2", { ...move(1), move: { type: "play", card: 0 } }, facts, "p1");
    await expect(twice).rejects.toMatchObject({ code: "STORE_CONFLICT" });
    await expect(store.appendMove("m2", move(3), facts, "p1")).rejects.toThrow(/has 1 moves, not 2/);
    const m = await store.getMatch("m2");
    expect(m!.version).toBe(1);
    expect(m!.moves).toEqual([move(1)]);
    await store.close();
  });

  it("fences writes by lease: only the owner writes; expired leases are claimed with their old owner", async () => {
    let now = 1000;
    const store = new SqliteStore(path.join(dir, "c.sqlite"), { now: () => now });
    await store.createMatch(newMatch("m3", "CDEFGH"), "p1", 5000);
    await store.createMatch(newMatch("m4", "DEFGHJ", { game: "other" }), "p1", 5000);
    const err = await store.appendMove("m3", move(1), facts, "p2").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoreError);
    expect((err as StoreError).message).toMatch(/leased to p1/);
    // before expiry nobody may claim; renewing keeps it
    expect(
      await store.claimMatches("p2", { now: 4000, leaseUntil: 9000, games: ["stones"], limit: 10 }),
    ).toEqual([]);
    expect(await store.renewLeases("p1", 8000)).toEqual(expect.arrayContaining(["m3", "m4"]));
    now = 8500;
    const claimed = await store.claimMatches("p2", {
      now: 8500,
      leaseUntil: 20_000,
      games: ["stones"],
      limit: 10,
    });
    expect(claimed).toEqual([{ id: "m3", previousOwner: "p1" }]); // m4's game is not offered by p2
    // the old owner can write nothing more, the new one can; the old owner's heartbeat no longer lists it
    await expect(store.appendMove("m3", move(1), facts, "p1")).rejects.toThrow(/leased to p2/);
    await store.appendMove("m3", move(1), facts, "p2");
    expect(await store.renewLeases("p1", 30_000)).toEqual(["m4"]);
    // a graceful stop releases leases: claimable at once; "all" (a lone process at start) ignores leases
    await store.releaseLeases("p2");
    expect(
      await store.claimMatches("p3", { now: 9000, leaseUntil: 20_000, games: ["stones"], limit: 10 }),
    ).toEqual([{ id: "m3", previousOwner: "p2" }]);
    expect(
      await store.claimMatches("p4", {
        now: 0,
        leaseUntil: 1,
        games: ["stones", "other"],
        all: true,
        limit: 10,
      }),
    ).toHaveLength(2);
    await store.close();
  });

  it("lists recent public matches, newest first, without seeds or token hashes", async () => {
    const store = new SqliteStore(":memory:");
    for (let i = 0; i < 4; i++) {
      await store.createMatch(
        newMatch(`l${i}`, `LIST${"ABCD"[i]}A`, i === 3 ? { mode: "private" } : {}),
        "p",
        1e12,
      );
      if (i < 3) {
        await store.updateMatch(
          `l${i}`,
          {
            seats,
            clock: null,
            end: { result: { ranks: [2, 1], scores: [0, 1] }, finalHash: "x", endedAt: 100 + i },
          },
          "p",
        );
      }
    }
    const rows = await store.listMatches({ status: "finished", limit: 2 });
    expect(rows.map((r) => r.id)).toEqual(["l2", "l1"]);
    expect(rows[0]).toMatchObject({ status: "finished", endedAt: 102, result: { ranks: [2, 1] } });
    expect(JSON.stringify(rows)).not.toMatch(/seed-|aaaa/);
    expect(
      (await store.listMatches({ status: "finished", limit: 10, before: 102 })).map((r) => r.id),
    ).toEqual(["l1", "l0"]);
    expect((await store.listMatches({ limit: 10 })).map((r) => r.id)).not.toContain("l3");
    expect((await store.listMatches({ limit: 10, includePrivate: true })).map((r) => r.id)).toContain("l3");
    await store.close();
  });

  it("refuses to work once closed, with a typed error", async () => {
    const store = new SqliteStore(":memory:");
    await store.close();
    await expect(store.getMatch("x")).rejects.toMatchObject({ code: "STORE_UNAVAILABLE" });
  });
});
