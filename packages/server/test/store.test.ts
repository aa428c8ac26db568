/**
 * The SQLite match store on a real file: the store contract (test/support/store-contract.ts), and a
 * match written move by move reads back whole after closing and reopening the file.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store-sqlite.ts";
import { SqliteWorkerStore } from "../src/store-sqlite-worker.ts";
import { facts, move, newMatch, seats, storeContract } from "./support/store-contract.ts";

const dir = mkdtempSync(path.join(tmpdir(), "starport-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

storeContract("SQLite", async () => new SqliteStore(path.join(dir, "contract.sqlite")));
storeContract("SQLite on its own thread", () =>
  SqliteWorkerStore.open(path.join(dir, "contract-thread.sqlite")),
);

describe("SQLite file", () => {
  it("writes the moves of one event-loop turn together; a refused one leaves the others written", async () => {
    const store = new SqliteStore(path.join(dir, "group.sqlite"));
    for (const id of ["g1", "g2", "g3"])
      await store.createMatch(newMatch(id, `GRP${id}X`.slice(0, 6)), "p1", 10_000);
    // issued in one turn: one transaction; g2's move skips a version and is refused alone
    const results = await Promise.allSettled([
      store.appendMove("g1", move(1), facts, "p1"),
      store.appendMove("g2", move(2), facts, "p1"),
      store.appendMove("g3", move(1), facts, "p1"),
      store.appendMove("g1", move(2), facts, "p1"),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/has 0 moves, not 1/);
    expect((await store.getMatch("g1"))!.moves).toEqual([move(1), move(2)]);
    expect((await store.getMatch("g2"))!.moves).toEqual([]);
    expect((await store.getMatch("g3"))!.moves).toEqual([move(1)]);
    // a move still pending when the store closes is written first
    const last = store.appendMove("g3", move(2), facts, "p1");
    await store.close();
    await last;
    const again = new SqliteStore(path.join(dir, "group.sqlite"));
    expect((await again.getMatch("g3"))!.moves).toEqual([move(1), move(2)]);
    await again.close();
  });

  it("opens a file another process holds locked for a moment (two servers starting on one DATA_DIR)", async () => {
    const file = path.join(dir, "shared.sqlite");
    // a real second process takes the file's exclusive lock, says so, and lets go 400 ms later
    const holder = spawn(
      process.execPath,
      [
        "--no-warnings",
        "-e",
        `const { DatabaseSync } = require("node:sqlite");
         const db = new DatabaseSync(${JSON.stringify(file)});
         db.exec("BEGIN EXCLUSIVE");
         db.exec("CREATE TABLE held (x)");
         console.log("locked");
         setTimeout(() => { db.exec("COMMIT"); db.close(); }, 400);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const exited = new Promise((done) => holder.on("exit", done));
    await new Promise<void>((locked, failed) => {
      holder.stdout!.on("data", (d: Buffer) => String(d).includes("locked") && locked());
      holder.on("exit", (code) => failed(new Error(`the lock holder exited first (${code})`)));
    });
    const store = new SqliteStore(file);
    await store.createMatch(newMatch("s1", "SHARED"), "p1", 10_000);
    expect(await store.codeInUse("SHARED")).toBe(true);
    await store.close();
    await exited;
  });

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

describe("SQLite on its own thread", () => {
  it("writes what a file store writes: moves made through the thread read back in-process after closing", async () => {
    const file = path.join(dir, "thread.sqlite");
    const store = await SqliteWorkerStore.open(file);
    await store.createMatch(newMatch("t1", "THREAD"), "p1", 10_000);
    await store.appendMove("t1", move(1), facts, "p1");
    await store.appendMove("t1", move(2), facts, "p1");
    const refused = store.appendMove("t1", move(2), facts, "p1");
    await expect(refused).rejects.toMatchObject({ name: "StoreError", code: "STORE_CONFLICT" });
    await store.close();
    await expect(store.getMatch("t1")).rejects.toMatchObject({ code: "STORE_UNAVAILABLE" });
    const again = new SqliteStore(file);
    expect((await again.getMatch("t1"))!.moves).toEqual([move(1), move(2)]);
    await again.close();
  });

  it("a file that cannot be opened fails the opening; a thread that dies is replaced at the next call", async () => {
    await expect(SqliteWorkerStore.open(dir)).rejects.toThrow();
    const store = await SqliteWorkerStore.open(path.join(dir, "dies.sqlite"));
    await store.createMatch(newMatch("d1", "DIESXX"), "p1", 10_000);
    await store.appendMove("d1", move(1), facts, "p1");
    // the thread stops (a crash); the match is on disk and the next calls work on a new thread
    await (store as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    expect((await store.getMatch("d1"))!.moves).toEqual([move(1)]);
    await store.appendMove("d1", move(2), facts, "p1");
    expect((await store.getMatch("d1"))!.version).toBe(2);
    await store.close();
  });
});
