/**
 * The PostgreSQL match store against a real, throwaway PostgreSQL cluster (initdb in a temp
 * directory, started on 127.0.0.1 and stopped by PID): the same contract as the SQLite store, and
 * two processes racing to claim the same expired matches never both get one.
 */
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresStore } from "../../src/store-postgres.ts";
import { newMatch, storeContract } from "../support/store-contract.ts";
import { freePort, type Proc, startPostgres, stop } from "./procs.ts";

const procs: Proc[] = [];
let url = "";
let dir = "";

beforeAll(async () => {
  const pg = await startPostgres(procs, await freePort());
  url = pg.url;
  dir = pg.dir;
});
afterAll(async () => {
  for (const p of procs) await stop(p, "SIGINT", 15_000).catch(() => null);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const open = async () => {
  const s = new PostgresStore(url);
  await s.init();
  return s;
};

storeContract("PostgreSQL", open);

describe("PostgreSQL claims", () => {
  it("two processes claiming the same expired matches at once never both take one", async () => {
    const [a, b, seed] = [await open(), await open(), await open()];
    const ids = Array.from({ length: 20 }, (_, i) => `race-${i}`);
    for (const [i, id] of ids.entries()) {
      await seed.createMatch(newMatch(id, `RACE${String(i).padStart(2, "0")}`, { game: "race" }), "dead", 1);
    }
    const q = { now: 10, leaseUntil: 1e15, games: ["race"], limit: 20 };
    const [ca, cb] = await Promise.all([a.claimMatches("pa", q), b.claimMatches("pb", q)]);
    const got = [...ca, ...cb].map((c) => c.id).sort();
    expect(got).toEqual([...ids].sort());
    expect(new Set(got).size).toBe(ids.length);
    for (const s of [a, b, seed]) await s.close();
  });
});
