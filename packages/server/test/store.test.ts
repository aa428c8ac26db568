/**
 * The SQLite match store on a real file: the store contract (test/support/store-contract.ts), and a
 * match written move by move reads back whole after closing and reopening the file.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store-sqlite.ts";
import { facts, move, newMatch, seats, storeContract } from "./support/store-contract.ts";

const dir = mkdtempSync(path.join(tmpdir(), "starport-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

storeContract("SQLite", async () => new SqliteStore(path.join(dir, "contract.sqlite")));

describe("SQLite file", () => {
  it("keeps every move across closing and reopening the file", async () => {
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
    await again.close();
  });
});
