/**
 * What every match store must do (SQLite in `pnpm test`, PostgreSQL in the services suite): never
 * store a move twice or out of order, fence writes by lease, hand expired leases over with their
 * old owner, list recent public matches without secrets, list a player's own matches (private ones
 * too) by token hash, fail with typed errors.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { MatchStore, MatchUpdate, MoveRecord, NewMatch, SeatRecord } from "../../src/store.ts";
import { StoreError } from "../../src/store.ts";

export const seats: SeatRecord[] = [
  { name: "Ana", kind: "human", botReason: "", tokenHash: "a".repeat(64), forfeit: null },
  { name: "Bot 2", kind: "bot", botReason: "filled", tokenHash: null, forfeit: null },
];

/** A new match of `game` (unique names keep tests apart in a shared database). */
export function newMatch(id: string, code: string, extra: Partial<NewMatch> = {}): NewMatch {
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

export const move = (version: number, seat = (version - 1) % 2): MoveRecord => ({
  version,
  seat,
  move: { type: "take1" },
  at: 1000 + version,
  by: seat === 0 ? "human" : "bot",
  botReason: seat === 0 ? null : "filled",
});
export const facts: MatchUpdate = { seats, clock: null };

const uid = () => randomBytes(4).toString("hex");
const code = () => randomBytes(3).toString("hex").toUpperCase();

export function storeContract(name: string, open: () => Promise<MatchStore>): void {
  describe(`${name} match store`, () => {
    it("never stores a move twice or out of order: the same version again is refused and changes nothing", async () => {
      const store = await open();
      const id = `m-${uid()}`;
      await store.createMatch(newMatch(id, code()), "p1", 10_000);
      await store.appendMove(id, move(1), facts, "p1");
      const twice = store.appendMove(id, { ...move(1), move: { type: "play", card: 0 } }, facts, "p1");
      await expect(twice).rejects.toMatchObject({ code: "STORE_CONFLICT" });
      await expect(store.appendMove(id, move(3), facts, "p1")).rejects.toThrow(/has 1 moves, not 2/);
      const m = await store.getMatch(id);
      expect(m!.version).toBe(1);
      expect(m!.moves).toEqual([move(1)]);
      // the end: result, final hash, time; no move after it
      await store.appendMove(
        id,
        move(2),
        {
          seats,
          clock: null,
          end: { result: { ranks: [1, 2], scores: [1, 0] }, finalHash: "f00d", endedAt: 5000 },
        },
        "p1",
      );
      expect(await store.getMatch(id)).toMatchObject({
        status: "finished",
        version: 2,
        finalHash: "f00d",
        endedAt: 5000,
      });
      await expect(store.appendMove(id, move(3), facts, "p1")).rejects.toThrow(/finished/);
      await store.close();
    });

    it("fences writes by lease: only the owner writes; expired leases are claimed with their old owner", async () => {
      const store = await open();
      const game = `g-${uid()}`;
      const [a, b] = [`a-${uid()}`, `b-${uid()}`];
      await store.createMatch(newMatch(a, code(), { game }), "p1", 5000);
      await store.createMatch(newMatch(b, code(), { game: `${game}-other` }), "p1", 5000);
      const err = await store.appendMove(a, move(1), facts, "p2").catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StoreError);
      expect((err as StoreError).message).toMatch(/leased to p1/);
      // before expiry nobody may claim; renewing keeps it
      expect(
        await store.claimMatches("p2", { now: 4000, leaseUntil: 9000, games: [game], limit: 10 }),
      ).toEqual([]);
      expect((await store.renewLeases("p1", [a, b], 8000)).sort()).toEqual([a, b].sort());
      expect(await store.renewLeases("p1", [], 8000)).toEqual([]);
      const claimed = await store.claimMatches("p2", {
        now: 8500,
        leaseUntil: 20_000,
        games: [game],
        limit: 10,
      });
      expect(claimed).toEqual([{ id: a, previousOwner: "p1" }]); // b's game is not offered by p2
      // the old owner can write nothing more, the new one can; the old owner's heartbeat no longer lists it
      await expect(store.appendMove(a, move(1), facts, "p1")).rejects.toThrow(/leased to p2/);
      await store.appendMove(a, move(1), facts, "p2");
      const held = await store.renewLeases("p1", [a, b], 30_000);
      expect(held).toContain(b);
      expect(held).not.toContain(a);
      // a graceful stop releases leases: claimable at once; "all" (a lone process at start) ignores leases
      await store.releaseLeases("p2");
      expect(
        await store.claimMatches("p3", { now: 9000, leaseUntil: 20_000, games: [game], limit: 10 }),
      ).toEqual([{ id: a, previousOwner: "p2" }]);
      const all = await store.claimMatches("p3", {
        now: 0,
        leaseUntil: 1,
        games: [game, `${game}-other`],
        all: true,
        limit: 10,
      });
      expect(all.map((c) => c.id).sort()).toEqual([a, b].sort());
      await store.close();
    });

    it("lists recent public matches, newest first, without seeds or token hashes", async () => {
      const store = await open();
      const game = `l-${uid()}`;
      const ids = [0, 1, 2, 3].map((i) => `${game}-${i}`);
      for (const [i, id] of ids.entries()) {
        await store.createMatch(
          newMatch(id, code(), { game, ...(i === 3 ? { mode: "private" } : {}) }),
          "p",
          1e12,
        );
        if (i < 3) {
          await store.updateMatch(
            id,
            {
              seats,
              clock: null,
              end: { result: { ranks: [2, 1], scores: [0, 1] }, finalHash: "x", endedAt: 100 + i },
            },
            "p",
          );
        }
      }
      const rows = await store.listMatches({ status: "finished", game, limit: 2 });
      expect(rows.map((r) => r.id)).toEqual([ids[2], ids[1]]);
      expect(rows[0]).toMatchObject({ status: "finished", endedAt: 102, result: { ranks: [2, 1] } });
      expect(JSON.stringify(rows)).not.toMatch(/seed-|aaaa/);
      const page2 = await store.listMatches({ status: "finished", game, limit: 10, before: 102 });
      expect(page2.map((r) => r.id)).toEqual([ids[1], ids[0]]);
      expect((await store.listMatches({ game, limit: 10 })).map((r) => r.id)).not.toContain(ids[3]);
      expect((await store.listMatches({ game, limit: 10, includePrivate: true })).map((r) => r.id)).toContain(
        ids[3],
      );
      expect(await store.getMatch("no-such-match")).toBeNull();
      await store.close();
    });

    it("lists a player's own matches by token hash, private ones included, with the seats they held", async () => {
      const store = await open();
      const game = `m-${uid()}`;
      const ana = "a".repeat(64);
      const ben = "b".repeat(64);
      const withBen: SeatRecord[] = [seats[0]!, { ...seats[0]!, name: "Ben", tokenHash: ben }];
      const priv = `${game}-private`;
      const pub = `${game}-public`;
      const other = `${game}-other`;
      await store.createMatch(newMatch(priv, code(), { game, mode: "private", startedAt: 3000 }), "p", 1e12);
      await store.createMatch(newMatch(pub, code(), { game, seats: withBen, startedAt: 2000 }), "p", 1e12);
      await store.createMatch(
        newMatch(other, code(), { game, mode: "private", seats: [withBen[1]!, seats[1]!], startedAt: 1000 }),
        "p",
        1e12,
      );
      const mine = (await store.listMatches({ player: ana, limit: 100 })).filter((r) => r.game === game);
      expect(mine.map((r) => [r.id, r.mode, r.mine])).toEqual([
        [priv, "private", [0]],
        [pub, "public", [0]],
      ]);
      expect(JSON.stringify(mine)).not.toMatch(/aaaa|bbbb/);
      const bens = (await store.listMatches({ player: ben, limit: 100 })).filter((r) => r.game === game);
      expect(bens.map((r) => [r.id, r.mine])).toEqual([
        [pub, [1]],
        [other, [0]],
      ]);
      expect(await store.listMatches({ player: "c".repeat(64), limit: 100 })).toEqual([]);
      await expect(store.listMatches({ player: "%", limit: 1 })).rejects.toThrow();
      await store.close();
    });

    it("refuses to work once closed, with a typed error", async () => {
      const store = await open();
      await store.close();
      await expect(store.getMatch("x")).rejects.toMatchObject({ code: "STORE_UNAVAILABLE" });
    });
  });
}
